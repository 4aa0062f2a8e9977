"""Carrying out a plan: the next action on the way to a stop, and the use of a location's rule
that brings what the plan still lacks."""

from __future__ import annotations

from rules.alcatraz.actions import Action, Discard, Move, Stamina, UseLocation
from rules.alcatraz.ai_plan import Option, choice_for
from rules.alcatraz.ai_world import CASH, INF, dist_table, moved, spare_items
from rules.alcatraz.board import guards_at, neighbours, side
from rules.alcatraz.content import GUN, ITEM_SLOTS, MAX_GUARDS_HERE, ORDINARY
from rules.alcatraz.legal import reason
from rules.alcatraz.locations import rule_candidates
from rules.alcatraz.models import State


def ok(state: State, seat: int, action: Action) -> bool:
    return reason(state, seat, action) is None


def pursue(state: State, seat: int, choice: Option, final: bool = True) -> Action | None:
    """The next action on the way: act here if this is the stop, else step towards it.
    ``final``: the task itself may be performed (not for the scapegoat)."""
    me = state.players[seat]
    here = me.location
    if choice.stop == here:
        if choice.plan is not None and here == choice.plan.location and not choice.plan.short:
            return None  # at the task, waiting for helpers (or for the next turn)
        wanted = list(choice.plan.short) if choice.plan is not None else [choice.kind]
        keep = dict(choice.plan.card.items) if choice.plan is not None else {}
        use = use_for(state, seat, wanted, keep)
        if use is not None:
            return use
        drop = _make_room(state, seat, wanted, keep)
        if drop is not None:
            return drop
        if state.ap < 2 and ok(state, seat, Stamina()):
            return Stamina()
        return None
    return step_towards(state, seat, choice.stop, choice.score)


def _make_room(state: State, seat: int, wanted: list[str], keep: dict[str, int]) -> Discard | None:
    """A full sheet at a stop that hands out a wanted item: drop an item the task does not use."""
    me = state.players[seat]
    if len(me.items) < ITEM_SLOTS:
        return None
    fx = side(state, me.location).effect
    if fx.kind != "take" or not any(w in ORDINARY for w in wanted):
        return None
    for item in spare_items(me.items, keep):
        drop = Discard(item=item)
        if ok(state, seat, drop):
            return drop
    return None


def step_towards(state: State, seat: int, target: int, score: float | None = None) -> Action | None:
    """A step closer to ``target``. With ``score`` (the value of the current choice) the step
    is taken only if the choice made from the next location is worth more: the value rises
    along the way, so a prisoner cannot come back to where he was without acting."""
    here = state.players[seat].location
    dist = dist_table(state)
    if dist[here][target] >= INF or here == target:
        return None
    if state.ap < 1:
        return Stamina() if ok(state, seat, Stamina()) else None
    closer = sorted(
        (guards_at(state, n), n)
        for n in neighbours(state, here)
        if guards_at(state, n) < MAX_GUARDS_HERE and dist[n][target] < dist[here][target]
    )
    if score is None:
        return Move(to=closer[0][1]) if closer else None
    best: tuple[float, int] | None = None
    for _, n in closer:
        with moved(state, seat, n):
            there = choice_for(state, seat)
        value = there.score if there is not None else -INF
        if value > score and (best is None or value > best[0]):
            best = (value, n)
    return Move(to=best[1]) if best else None


def use_for(state: State, seat: int, wanted: list[str], keep: dict[str, int]) -> UseLocation | None:
    """The use of this location's rule that brings the most of ``wanted`` ("$" or "cash" for
    cash, "stamina", "card"), paying with cash or an item the task does not need."""
    me = state.players[seat]
    fx = side(state, me.location).effect
    spare = spare_items(me.items, keep)
    best: tuple[tuple[int, int], UseLocation] | None = None
    for use in rule_candidates(state, seat):
        if use.pay == "cash" and CASH in wanted:
            continue
        if use.pay not in (None, "cash") and use.pay not in spare:
            continue
        gained = _gains(state, seat, use)
        good = 0
        left = list(wanted)
        for g in gained:
            if g in left:
                left.remove(g)
                good += 1
            elif g == GUN and any(w in ORDINARY for w in left):
                left.remove(next(w for w in left if w in ORDINARY))
                good += 1
        if (
            (fx.kind in ("cash", "move_guards") and (CASH in wanted or "cash" in wanted))
            or (fx.kind == "stamina" and "stamina" in wanted)
            or (fx.kind in ("draw", "pick_discard", "search_deck") and "card" in wanted)
        ):
            good = 1
        if good == 0:
            continue
        pay_rank = 0 if use.pay is None else 1 if use.pay != "cash" else 2
        key = (good, -pay_rank)
        if (best is None or key > best[0]) and ok(state, seat, use):
            best = (key, use)
    return best[1] if best else None


def _gains(state: State, seat: int, use: UseLocation) -> list[str]:
    fx = side(state, state.players[seat].location).effect
    if fx.kind != "take":
        return []
    if fx.item == "choice":
        return list(use.take)
    return [fx.item] * max(1, fx.count)
