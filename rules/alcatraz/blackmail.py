"""§15: blackmail cards, played by the current scapegoat only (1 AP, not changed by guards,
not in a location with 4 guards). The 11 cards are the project's reconstruction."""

from __future__ import annotations

from typing import Any

from rules.alcatraz import refusals
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
from rules.alcatraz.refusals import REFUSE
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


def reason(state: State, seat: int, action: PlayBlackmail) -> IllegalAction | None:
    me = state.players[seat]
    if seat != state.scapegoat:
        return REFUSE("bm-scapegoat-only")
    if action.card not in me.blackmail:
        return REFUSE("bm-not-held")
    if locked_in(state, seat):
        return REFUSE("locked")
    if state.ap < BLACKMAIL_COST:
        return REFUSE("bm-ap")
    kind = blackmail()[action.card].kind
    named = refusals.card(action.card)
    target = action.target
    if kind in ("shakedown", "pickpocket", "transfer", "sleepless") and (
        target is None or target not in _others(state, seat)
    ):
        return REFUSE("bm-target", **named)
    if kind in ("shakedown", "pickpocket") and action.what is None:
        return REFUSE("bm-what", **named)
    return _kind_reason(state, seat, action, kind, named)


def _kind_reason(
    state: State, seat: int, action: PlayBlackmail, kind: str, named: dict[str, Any]
) -> IllegalAction | None:
    target = action.target if action.target is not None else -1
    victim = state.players[target] if target >= 0 else None
    if kind == "tipoff" and not guard_move_possible(state, False, False):
        return REFUSE("no-guard-movable")
    if kind == "lockdown" and not guard_move_possible(state, True, False):
        return REFUSE("no-guard-adjacent")
    if kind == "protection" and not any(state.players[t].cash for t in _others(state, seat)):
        return REFUSE("bm-no-cash")
    if kind == "shakedown" and (victim is None or action.what not in victim.items):
        return REFUSE("bm-no-item", what=action.what, **named)
    if kind == "pickpocket":
        assert victim is not None
        near = {state.players[seat].location, *neighbours(state, state.players[seat].location)}
        if victim.location not in near:
            return REFUSE("bm-reach", **named)
        if action.what not in steal_options(state, seat, target):
            return REFUSE("bm-cannot-take", what=action.what, **named)
    if kind == "transfer":
        assert victim is not None
        if action.location not in neighbours(state, victim.location):
            return REFUSE("bm-transfer-adjacent", **named)
        if not can_take_guard(state, action.location):
            return REFUSE("bm-transfer-full", **named)
    if kind == "sleepless" and (victim is None or victim.stamina == 0):
        return REFUSE("bm-no-stamina", **named)
    if kind in ("paperwork", "replace_task") and (
        action.location is None or task_at(state, action.location) is None
    ):
        return REFUSE("bm-needs-task", **named)
    return None


def play(state: State, seat: int, action: PlayBlackmail) -> None:
    why = reason(state, seat, action)
    if why is not None:
        raise why
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
