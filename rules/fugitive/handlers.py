"""What each action does to the state the engine made for the move, and the turn order that
follows (R8–R24)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from rules.core import Event, event, trusted
from rules.fugitive.content import MANHUNT_LIMIT, PILE_NUMBERS
from rules.fugitive.legal import hide_problem, may_pick, pick_problem, place_problem
from rules.fugitive.models import (
    ESCAPE,
    FUGITIVE,
    MARSHAL,
    ROLES,
    Action,
    Cancel,
    Draw,
    EndTurn,
    FrozenList,
    Guess,
    GuessRecord,
    Hide,
    Hideout,
    Pass,
    Pending,
    Pick,
    Place,
    Sprint,
    State,
    Unpick,
    Unsprint,
    frozen,
)
from rules.fugitive.refusals import REFUSE
from rules.fugitive.route import face_down_numbers
from rules.fugitive.views import FrozenDict

_T = TypeVar("_T")


def _put(state: State, **values: Any) -> None:
    """Set fields of the state a move is making (``State.successor``: every field already
    counts as set): what pydantic's ``__setattr__`` does for a model without
    ``validate_assignment``, without its per-field dispatch."""
    state.__dict__.update(values)


# The lists of the state a move is making are read-only and shared with the state before the
# move (``State.successor``): a move puts changed copies in their place.
_NONE: FrozenList[int] = FrozenList()


def _replaced(items: list[_T], index: int, value: _T) -> FrozenList[_T]:
    changed = items[:]
    changed[index] = value
    return FrozenList(changed)


def _without(items: list[_T], item: _T) -> FrozenList[_T]:
    rest = items[:]
    rest.remove(item)
    return FrozenList(rest)


def _sorted_with(items: list[int], *more: int) -> FrozenList[int]:
    return FrozenList(sorted([*items, *more]))


# The most frequent events are the same every time: made once and shared, their data read-only.
_PASS_EVENT = trusted(Event, {"kind": "pass", "data": FrozenDict(), "to": None}, {"kind"})
_DRAW_EVENTS: dict[tuple[int, int, bool], Event] = {
    (seat, pile, bonus): event(
        "draw",
        FrozenDict(seat=seat, role=ROLES[seat], pile=pile, **({"bonus": True} if bonus else {})),
    )
    for seat in (FUGITIVE, MARSHAL)
    for pile in PILE_NUMBERS
    for bonus in (False, True)
}
_DREW_EVENTS: dict[tuple[int, int], Event] = {
    (card, seat): event("drew", FrozenDict(card=card), seat)
    for card in range(ESCAPE + 1)
    for seat in (FUGITIVE, MARSHAL)
}


def apply(state: State, seat: int, action: Action) -> list[Event]:
    """Make ``seat``'s ``action`` on ``state`` (the engine's copy for the move), or refuse it."""
    step = _STEPS.get(type(action))
    if step is None:  # a subclass of an action
        step = next(f for cls, f in _STEPS.items() if isinstance(action, cls))
    return step(state, seat, action)


def _apply_pick(state: State, seat: int, action: Pick) -> list[Event]:
    _require_guessing(state, seat)
    number = action.number
    if not may_pick(state, number):
        problem = pick_problem(state, number)
        assert problem is not None
        raise problem
    state.__dict__["picked"] = _sorted_with(state.picked, number)
    return []


def _apply_unpick(state: State, seat: int, action: Unpick) -> list[Event]:
    _require_guessing(state, seat)
    if action.number not in state.picked:
        raise REFUSE("not-picked", number=action.number)
    state.__dict__["picked"] = _without(state.picked, action.number)
    return []


def _apply_hide(state: State, seat: int, action: Hide) -> list[Event]:
    _require_fugitive_play(state, seat)
    return _hide(state, action.card)


def _pending(state: State, seat: int) -> Pending:
    _require_fugitive_play(state, seat)
    pending = state.pending
    if pending is None:
        raise REFUSE("choose-first")
    return pending


def _apply_unsprint(state: State, seat: int, action: Unsprint) -> list[Event]:
    pending = _pending(state, seat)
    if action.card not in pending.sprints:
        raise REFUSE("not-under", card=action.card)
    sprints = list(pending.sprints)
    sprints.remove(action.card)
    _put(state, pending=trusted(Pending, {"card": pending.card, "sprints": FrozenList(sprints)}))
    _give_back(state, [action.card])
    return []


def _apply_cancel(state: State, seat: int, action: Cancel) -> list[Event]:
    pending = _pending(state, seat)
    _give_back(state, [pending.card, *pending.sprints])
    _put(state, pending=None)
    return []


def _apply_place(state: State, seat: int, action: Place) -> list[Event]:
    return _place(state, _pending(state, seat))


def _no_pending(state: State, seat: int) -> None:
    _require_fugitive_play(state, seat)
    if state.pending is not None:
        raise REFUSE("finish-pending", card=state.pending.card)


def _apply_end_turn(state: State, seat: int, action: EndTurn) -> list[Event]:
    _no_pending(state, seat)
    return _end_turn(state)


def _require_fugitive_play(state: State, seat: int) -> None:
    if seat != FUGITIVE:
        raise REFUSE("marshal-turn")
    if state.phase == "fugitive_draw":
        raise REFUSE("draw-first")


def _require_guessing(state: State, seat: int) -> None:
    if seat != MARSHAL:
        raise REFUSE("fugitive-turn")
    if state.phase == "marshal_draw":
        raise REFUSE("draws-left", count=state.draws_left)


def _apply_draw(state: State, seat: int, action: Draw) -> list[Event]:
    pile_no = action.pile
    if state.phase not in ("fugitive_draw", "marshal_draw"):
        if state.phase == "opening":
            raise REFUSE("no-first-draw")
        if state.phase == "manhunt":
            raise REFUSE("no-manhunt-draw")
        if not any(state.piles):  # E3: the draw was skipped, not done
            raise REFUSE("piles-empty")
        raise REFUSE("drawn")
    pile = state.piles[pile_no - 1]
    if not pile:
        raise REFUSE("pile-empty", pile=pile_no)
    events = _take(state, seat, pile_no)
    draws_left = state.draws_left - 1
    if seat == FUGITIVE:
        _put(state, draws_left=0, phase="fugitive_play")
    elif draws_left == 0 or not any(state.piles):
        _put(state, draws_left=0, phase="marshal_guess")
    else:
        _put(state, draws_left=draws_left)
    return events


def _take(state: State, seat: int, pile_no: int, bonus: bool = False) -> list[Event]:
    piles, hands = state.piles, state.hands
    pile = piles[pile_no - 1]
    card = pile[-1]
    fields = state.__dict__
    fields["piles"] = _replaced(piles, pile_no - 1, FrozenList(pile[:-1]))
    fields["hands"] = _replaced(hands, seat, _sorted_with(hands[seat], card))
    drew = _DREW_EVENTS.get((card, seat)) or event("drew", {"card": card}, seat)
    return [_DRAW_EVENTS[seat, pile_no, bonus], drew]


def _set_hand(state: State, hand: FrozenList[int]) -> None:
    state.__dict__["hands"] = _replaced(state.hands, FUGITIVE, hand)


def _give_back(state: State, cards: list[int]) -> None:
    _set_hand(state, _sorted_with(state.hands[FUGITIVE], *cards))


def _hide(state: State, card: int) -> list[Event]:
    if state.pending is not None:
        raise REFUSE("already-placing", card=state.pending.card)
    problem = hide_problem(state, card)
    if problem:
        raise problem
    _set_hand(state, _without(state.hands[FUGITIVE], card))
    _put(state, pending=trusted(Pending, {"card": card, "sprints": _NONE}))
    return []


def _apply_sprint(state: State, seat: int, action: Sprint) -> list[Event]:
    pending = _pending(state, seat)
    card = action.card
    if card == ESCAPE:
        raise REFUSE("escape-no-sprint")
    if card not in state.hands[FUGITIVE]:
        raise REFUSE("not-held", card=card)
    _set_hand(state, _without(state.hands[FUGITIVE], card))
    sprints = _sorted_with(pending.sprints, card)
    _put(state, pending=trusted(Pending, {"card": pending.card, "sprints": sprints}))
    return []


def _place(state: State, pending: Pending) -> list[Event]:
    problem = place_problem(state, pending)
    if problem:
        raise problem
    escape = pending.card == ESCAPE
    hideout = {"number": pending.card, "sprints": frozen(pending.sprints), "face_up": escape}
    state.__dict__["route"] = FrozenList([*state.route, trusted(Hideout, hideout)])
    placed = state.placed_this_turn + 1
    _put(state, pending=None, placed_this_turn=placed)
    position = len(state.route) - 1
    public: dict[str, Any] = {"position": position, "sprint_count": len(pending.sprints)}
    if escape:
        public["number"] = ESCAPE  # R21: the 42 is public once played
    own = {"position": position, "number": pending.card, "sprint_cards": list(pending.sprints)}
    events = [event("hideout", public), event("placed", own, FUGITIVE)]
    if escape:
        return events + _escape(state)
    if state.phase == "fugitive_play" or placed >= 2:
        _start_marshal_turn(state)
    return events


def _escape(state: State) -> list[Event]:
    """R22 / E12: the 42 ends the game at once or starts the manhunt at once."""
    highest = max(h.number for h in state.route if h.face_up and h.number != ESCAPE)
    if highest > MANHUNT_LIMIT:
        return _finish(state, FUGITIVE, "escaped")
    if not face_down_numbers(state):  # E14: nothing left to find
        return _finish(state, MARSHAL, "manhunt_complete")
    _put(state, phase="manhunt", draws_left=0, picked=_NONE)
    return [event("manhunt_started", {"highest_face_up": highest})]


def _apply_pass(state: State, seat: int, action: Pass) -> list[Event]:
    _no_pending(state, seat)
    if state.phase == "opening":
        raise REFUSE("no-first-pass")
    events = [_PASS_EVENT]
    if state.options.pass_bonus:  # 2nd-edition toggle (section 7)
        for index, pile in enumerate(state.piles):
            if pile:
                events += _take(state, FUGITIVE, index + 1, bonus=True)
                break
    _start_marshal_turn(state)
    return events


def _end_turn(state: State) -> list[Event]:
    if state.phase != "opening":
        raise REFUSE("end-first-only")
    if state.options.opening == "exactly_two":
        raise REFUSE("exactly-two")
    if state.placed_this_turn != 1:
        raise REFUSE("place-first")
    _start_marshal_turn(state)
    return []


def _apply_guess(state: State, seat: int, action: Guess) -> list[Event]:
    _require_guessing(state, seat)
    if not state.picked:
        raise REFUSE("pick-first")
    numbers = sorted(state.picked)
    manhunt = state.phase == "manhunt"
    guessed, hidden = set(numbers), face_down_numbers(state)
    hit = guessed <= hidden  # R16 / R17: all or nothing
    revealed: list[dict[str, Any]] = []
    if hit:
        route = state.route[:]  # its hideouts are frozen: a revealed one is replaced
        for position, hideout in enumerate(route):
            if not hideout.face_up and hideout.number in numbers:
                route[position] = trusted(
                    Hideout,
                    {
                        "number": hideout.number,
                        "sprints": frozen(hideout.sprints),
                        "face_up": True,
                    },
                )
                revealed.append(
                    {
                        "position": position,
                        "number": hideout.number,
                        "sprint_cards": list(hideout.sprints),
                    }
                )
        state.__dict__["route"] = FrozenList(route)
    record = {
        "numbers": FrozenList(numbers),
        "hit": hit,
        "manhunt": manhunt,
        "route_len": len(state.route),
    }
    _put(state, guesses=FrozenList([*state.guesses, trusted(GuessRecord, record)]), picked=_NONE)
    data = {"numbers": numbers, "hit": hit, "revealed": revealed, "manhunt": manhunt}
    events = [event("guess", data)]
    # R20 / E16: checked after the whole guess (a hit turned every guessed number face up)
    caught = hit and hidden <= guessed
    if manhunt:
        if not hit:
            return events + _finish(state, FUGITIVE, "manhunt_failed")
        if caught:
            return events + _finish(state, MARSHAL, "manhunt_complete")
        return events
    if caught:
        return events + _finish(state, MARSHAL, "caught")
    _put(state, turn=state.turn + 1)
    _start_fugitive_turn(state)
    return events


def _finish(state: State, winner: int, reason: str) -> list[Event]:
    _put(state, phase="over", winner=winner, reason=reason, draws_left=0, picked=_NONE)
    return [event("game_over", {"winner": ROLES[winner], "reason": reason})]


def _start_fugitive_turn(state: State) -> None:
    if any(state.piles):
        _put(state, placed_this_turn=0, phase="fugitive_draw", draws_left=1)
    else:  # E3: no card left anywhere, skip the draw
        _put(state, placed_this_turn=0, phase="fugitive_play", draws_left=0)


def _start_marshal_turn(state: State) -> None:
    if any(state.piles):  # R9 / R10: two cards on her first turn, then one
        _put(state, phase="marshal_draw", draws_left=2 if state.turn == 1 else 1)
    else:  # E3
        _put(state, phase="marshal_guess", draws_left=0)


_Step = Callable[[State, int, Any], list[Event]]
#: what each kind of action does
_STEPS: dict[type[Any], _Step] = {
    Draw: _apply_draw,
    Pick: _apply_pick,
    Unpick: _apply_unpick,
    Guess: _apply_guess,
    Hide: _apply_hide,
    Sprint: _apply_sprint,
    Unsprint: _apply_unsprint,
    Cancel: _apply_cancel,
    Place: _apply_place,
    Pass: _apply_pass,
    EndTurn: _apply_end_turn,
}
