"""§15: blackmail cards, played by the current scapegoat only (1 AP, not changed by guards,
not in a location with 4 guards). The 11 cards are the project's reconstruction."""

from __future__ import annotations

from rules.alcatraz.actions import PlayBlackmail
from rules.alcatraz.board import (
    can_take_guard,
    draw_location,
    drop_item,
    gain_cash,
    give_item,
    locked_in,
    neighbours,
    return_items,
    room,
)
from rules.alcatraz.content import blackmail
from rules.alcatraz.locations import CASH, guard_move_possible, one_per_name
from rules.alcatraz.models import GuardMoves, State
from rules.alcatraz.tasks import place_new_task, task_at
from rules.core import IllegalAction

BLACKMAIL_COST = 1


def _others(state: State, seat: int) -> list[int]:
    return [s for s in range(state.num_players) if s != seat]


def steal_options(state: State, seat: int, target: int) -> list[str]:
    me, victim = state.players[seat], state.players[target]
    out = sorted(set(victim.items)) if room(me) > 0 else []
    if victim.cash > 0 and me.cash < state.options.track_max:
        out.append(CASH)
    return out


def candidates(state: State, seat: int) -> list[PlayBlackmail]:
    out: list[PlayBlackmail] = []
    for card in one_per_name(state.players[seat].blackmail):
        kind = blackmail()[card].kind
        if kind in ("tipoff", "lockdown", "protection"):
            out.append(PlayBlackmail(card=card))
        elif kind == "shakedown":
            out += [
                PlayBlackmail(card=card, target=t, what=item)
                for t in _others(state, seat)
                for item in sorted(set(state.players[t].items))
            ]
        elif kind == "pickpocket":
            out += [
                PlayBlackmail(card=card, target=t, what=w)
                for t in _others(state, seat)
                for w in steal_options(state, seat, t)
            ]
        elif kind == "transfer":
            out += [
                PlayBlackmail(card=card, target=t, location=n)
                for t in _others(state, seat)
                for n in sorted(neighbours(state, state.players[t].location))
            ]
        elif kind == "sleepless":
            out += [PlayBlackmail(card=card, target=t) for t in _others(state, seat)]
        elif kind in ("paperwork", "replace_task"):
            out += [PlayBlackmail(card=card, location=t.location) for t in state.tasks]
    return out


def reason(state: State, seat: int, action: PlayBlackmail) -> str | None:
    me = state.players[seat]
    if seat != state.scapegoat:
        return "Only the scapegoat may play blackmail cards."
    if action.card not in me.blackmail:
        return "You do not hold that blackmail card."
    if locked_in(state, seat):
        return "Four guards stand here: you may only move out (or spend stamina)."
    if state.ap < BLACKMAIL_COST:
        return "Playing a blackmail card costs 1 AP; you have none left."
    card = blackmail()[action.card]
    target = action.target
    if card.kind in ("shakedown", "pickpocket", "transfer", "sleepless") and (
        target is None or target not in _others(state, seat)
    ):
        return f"{card.name} needs another prisoner as its target."
    return _kind_reason(state, seat, action, card.kind, card.name)


def _kind_reason(
    state: State, seat: int, action: PlayBlackmail, kind: str, name: str
) -> str | None:
    target = action.target if action.target is not None else -1
    victim = state.players[target] if target >= 0 else None
    if kind == "tipoff" and not guard_move_possible(state, False, False):
        return "No guard can be moved."
    if kind == "lockdown" and not guard_move_possible(state, True, False):
        return "No guard can be moved to an adjacent location."
    if kind == "protection" and not any(state.players[t].cash for t in _others(state, seat)):
        return "Nobody else has cash to pay you."
    if kind == "shakedown" and (victim is None or action.what not in victim.items):
        return f"{name}: that prisoner has no {action.what}."
    if kind == "pickpocket":
        assert victim is not None
        near = {state.players[seat].location, *neighbours(state, state.players[seat].location)}
        if victim.location not in near:
            return f"{name} reaches only your location and the adjacent ones."
        if action.what not in steal_options(state, seat, target):
            return f"{name}: you cannot take {action.what} from that prisoner."
    if kind == "transfer":
        assert victim is not None
        if action.location not in neighbours(state, victim.location):
            return f"{name} moves a prisoner into a location adjacent to theirs."
        if not can_take_guard(state, action.location):
            return f"{name} cannot send a prisoner into a location with 4 guards."
    if kind == "sleepless" and (victim is None or victim.stamina == 0):
        return f"{name}: that prisoner has no stamina to lose."
    if kind in ("paperwork", "replace_task") and (
        action.location is None or task_at(state, action.location) is None
    ):
        return f"{name} needs a task on the board."
    return None


def play(state: State, seat: int, action: PlayBlackmail) -> None:
    why = reason(state, seat, action)
    if why:
        raise IllegalAction(why)
    me = state.players[seat]
    kind = blackmail()[action.card].kind
    state.ap -= BLACKMAIL_COST
    me.blackmail.remove(action.card)
    state.blackmail_discard.append(action.card)
    target = action.target if action.target is not None else -1
    if kind == "tipoff":
        state.guard_moves = GuardMoves(seat=seat, left=1)
    elif kind == "lockdown":
        state.guard_moves = GuardMoves(seat=seat, left=2, adjacent_only=True, up_to=True)
    elif kind == "protection":
        for t in _others(state, seat):
            if state.players[t].cash:
                state.players[t].cash -= 1
                gain_cash(state, me, 1)
    elif kind == "shakedown":
        assert action.what is not None
        drop_item(state.players[target], action.what)
        return_items(state, seat, [action.what])
    elif kind == "pickpocket":
        assert action.what is not None
        take_from(state, seat, target, action.what)
    elif kind == "transfer":
        assert action.location is not None
        state.players[target].location = action.location
    elif kind == "sleepless":
        state.players[target].stamina = max(0, state.players[target].stamina - 2)
    elif kind == "paperwork":
        _relocate_task(state, action.location)
    elif kind == "replace_task":
        task = task_at(state, action.location or 0)
        assert task is not None
        state.tasks.remove(task)
        state.tasks_out.append(task.card)
        place_new_task(state)


def take_from(state: State, thief: int, victim: int, what: str) -> None:
    """Move one item or 1 cash from ``victim`` to ``thief`` (legality checked by the caller)."""
    if what == CASH:
        state.players[victim].cash -= 1
        gain_cash(state, state.players[thief], 1)
    else:
        drop_item(state.players[victim], what)
        give_item(state.players[thief], what)


def _relocate_task(state: State, loc: int | None) -> None:
    task = task_at(state, loc or 0)
    assert task is not None
    taken = {t.location for t in state.tasks}
    new = draw_location(state, lambda n: n not in taken)
    assert new is not None
    task.location = new
