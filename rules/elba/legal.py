"""Who must act, what they are deciding, and every legal action for them."""

from __future__ import annotations

from functools import cache

from rules.elba.cards import letters
from rules.elba.combat import arms_options, arms_pending, give_up_options, voters
from rules.elba.content import HAND_LIMIT, board, escape_words
from rules.elba.flow import drop_letters
from rules.elba.models import (
    Arm,
    ArriveFrame,
    Draw,
    Drop,
    ElbaAction,
    ElbaState,
    EndActions,
    EndBag,
    Escape,
    FightFrame,
    FightNext,
    GiveUp,
    GiveUpFrame,
    Jump,
    Keep,
    Move,
    MoveHost,
    ProposeWeapon,
    Take,
    ToBag,
    Vote,
)
from rules.elba.spelling import bag_key, keep_options, proposable_words, spells

#: the decision in progress -> the action types that answer it
DECISION_TYPES: dict[str, tuple[str, ...]] = {
    "draw": ("draw",),
    "actions": ("move", "move_host", "jump", "escape", "end_actions"),
    "fight_order": ("fight_next",),
    "arms": ("arm", "propose_weapon"),
    "vote": ("vote",),
    "reward": ("take",),
    "give_up": ("give_up",),
    "bag": ("to_bag", "end_bag"),
    "keep": ("keep",),
    "drop": ("drop",),
}


def decision(state: ElbaState) -> str:
    """The kind of decision the game waits for."""
    if state.phase == "over":
        return "over"
    if state.stack:
        top = state.stack[-1]
        if isinstance(top, ArriveFrame):
            return "fight_order"
        if isinstance(top, FightFrame):
            return top.step
        if isinstance(top, GiveUpFrame):
            return "give_up"
    return state.phase


def waiting_seats(state: ElbaState) -> list[int]:
    if state.phase == "over":
        return []
    if state.stack:
        top = state.stack[-1]
        if isinstance(top, ArriveFrame):
            return [top.chooser] if top.chooser is not None else []
        if isinstance(top, FightFrame):
            if top.step == "vote":
                return voters(state, top)
            if top.step == "reward":
                seat = state.hosts[top.winner].seat if top.winner is not None else None
                return [seat] if seat is not None else []
            return arms_pending(state, top)
        if isinstance(top, GiveUpFrame):
            return [top.seat]
        return []
    return [state.active]


@cache
def jump_targets(key: str) -> dict[str, str]:
    """Space -> the word a bag spells to jump there (the room's own word before ROOM)."""
    out: dict[str, str] = {}
    for space in board().spaces.values():
        for word in sorted(space.words, key=lambda w: (w == "ROOM", w)):
            if spells(key, word):
                out[space.id] = word
                break
    return out


def jump_word(state: ElbaState, seat: int, space: str) -> str | None:
    return jump_targets(bag_key(letters(state.seats[seat].bag))).get(space)


def escape_allowed(state: ElbaState, seat: int, word: str) -> bool:
    b = board()
    here = state.hosts[seat].space
    if word not in escape_words() or not spells(letters(state.seats[seat].bag), word):
        return False
    return word in b.anywhere_words or b.tower_words.get(word) == here


def action_phase_moves(state: ElbaState, seat: int) -> list[ElbaAction]:
    b = board()
    here = state.hosts[seat].space
    out: list[ElbaAction] = [Move(to=s) for s in b.spaces[here].adjacent]
    for host in state.hosts:
        if host.kind != "player":
            out.extend(MoveHost(host=host.label, to=s) for s in b.spaces[host.space].adjacent)
    out.extend(Jump(to=s) for s in b.spaces if s != here and jump_word(state, seat, s) is not None)
    out.extend(Escape(word=w) for w in escape_words() if escape_allowed(state, seat, w))
    out.append(EndActions())
    return out


def default_action(state: ElbaState, seat: int) -> ElbaAction | None:
    """The rules' own answer for a seat that lets its time run out: no weapon (weapons are
    optional, §6.2), a "no" to a proposed weapon (§7.4); None where the rules leave it to the
    player."""
    if seat not in waiting_seats(state):
        return None
    kind = decision(state)
    if kind == "arms":
        return Arm(words=[])
    if kind == "vote":
        return Vote(accept=False)
    return None


def legal(state: ElbaState, seat: int) -> list[ElbaAction]:
    """Every legal action of ``seat`` (already known to be one of ``waiting_seats``)."""
    kind = decision(state)
    me = state.seats[seat]
    top = state.stack[-1] if state.stack else None
    if kind == "fight_order" and isinstance(top, ArriveFrame):
        return [FightNext(opponent=state.hosts[o].label) for o in top.opponents]
    if kind == "arms" and isinstance(top, FightFrame):
        out: list[ElbaAction] = [Arm(words=list(c)) for c in arms_options(state, seat)]
        if state.options.weapon_vote and state.options.weapon_max_bonus > 0:
            key = bag_key(letters(me.bag))
            out.extend(
                ProposeWeapon(word=w)
                for w in proposable_words(key, tuple(state.accepted_weapons))
                if w not in top.rejected
            )
        return out
    if kind == "vote":
        return [Vote(accept=True), Vote(accept=False)]
    if kind == "reward" and isinstance(top, FightFrame):
        loser = top.defender if top.winner == top.aggressor else top.aggressor
        victim = state.seats[state.hosts[loser].seat or 0]
        out = [Take(source="bag", letter=ch) for ch in sorted(set(letters(victim.bag)))]
        if victim.hand:
            out.append(Take(source="hand"))
        return out
    if kind == "give_up":
        return [GiveUp(source=src, letter=ch) for src, ch in give_up_options(state, seat)]
    if kind == "draw":
        return [Draw(n=n) for n in range(max(0, HAND_LIMIT - len(me.hand)) + 1)]
    if kind == "actions":
        return action_phase_moves(state, seat)
    if kind == "bag":
        out = [ToBag(letter=ch) for ch in sorted(set(letters(me.hand)))]
        if len(me.hand) <= HAND_LIMIT:
            out.append(EndBag())
        return out
    if kind == "keep":
        return [Keep(letters=k) for k in keep_options(bag_key(letters(me.bag)))]
    if kind == "drop":
        return [Drop(letter=ch) for ch in sorted(set(drop_letters(state)))]
    return []
