"""What each action does to the state the engine made for the move, and the turn order that
follows (R8–R24)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from rules.core import Event, event, trusted
from rules.fugitive.content import (
    EVENT_ICON,
    EVENT_ID,
    FIRST_EVENT_CODE,
    ICONS,
    MANHUNT_LIMIT,
    PILE_NUMBERS,
    PILE_RANGES,
    PLACEHOLDER,
)
from rules.fugitive.frozen import FrozenDict
from rules.fugitive.legal import (
    DECLINE,
    PILE_EVENTS,
    choice_problem,
    choice_values,
    hide_problem,
    hideable,
    may_pick,
    pick_problem,
    place_problem,
    returnable_sprints,
)
from rules.fugitive.models import (
    ESCAPE,
    FUGITIVE,
    MARSHAL,
    ROLES,
    Action,
    Cancel,
    Choice,
    Choose,
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
    if state.phase == "event" and not isinstance(action, Choose):
        raise REFUSE("event-first")
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
    events, counted = _take(state, seat, pile_no)
    if state.choice is not None:  # the event's decision first; the draw goes on after it
        return events
    _put(state, draws_left=state.draws_left - counted)
    _continue_draws(state, seat)
    return events


def _continue_draws(state: State, seat: int) -> None:
    """After a draw (or an event drawn instead, which does not count: section 5): the
    drawer's next draw, or what follows the draws."""
    if state.draws_left > 0 and any(state.piles):
        _put(state, phase="fugitive_draw" if seat == FUGITIVE else "marshal_draw")
    else:
        _put(state, draws_left=0, phase="fugitive_play" if seat == FUGITIVE else "marshal_guess")


def _take(state: State, seat: int, pile_no: int, bonus: bool = False) -> tuple[list[Event], bool]:
    """Draw the top card of a pile; also whether it was a hideout card (an event card is
    resolved at once and does not count as a draw)."""
    piles, hands = state.piles, state.hands
    pile = piles[pile_no - 1]
    card = pile[-1]
    fields = state.__dict__
    fields["piles"] = _replaced(piles, pile_no - 1, FrozenList(pile[:-1]))
    if card >= FIRST_EVENT_CODE:
        resume = "bonus" if bonus else "draw"
        return [_DRAW_EVENTS[seat, pile_no, bonus], *_drawn_event(state, seat, card, resume)], False
    fields["hands"] = _replaced(hands, seat, _sorted_with(hands[seat], card))
    drew = _DREW_EVENTS.get((card, seat)) or event("drew", {"card": card}, seat)
    return [_DRAW_EVENTS[seat, pile_no, bonus], drew], True


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
    if state.no_pass:  # Cornered lasts until a hideout is placed
        _put(state, no_pass=False)
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
    if state.no_pass and hideable(state):
        raise REFUSE("cornered")
    if state.options.pass_bonus:  # 2nd-edition toggle (section 7)
        return [_PASS_EVENT, *_bonus_draw(state)]
    _start_marshal_turn(state)
    return [_PASS_EVENT]


def _bonus_draw(state: State) -> list[Event]:
    """The pass bonus: one card from the lowest non-empty pile (an event drawn instead is
    resolved and the draw goes on), then the Marshal's turn, unless an event waits for a
    decision."""
    events: list[Event] = []
    while state.phase != "event":
        index = next((i for i, pile in enumerate(state.piles) if pile), None)
        if index is None:
            break
        drawn, counted = _take(state, FUGITIVE, index + 1, bonus=True)
        events += drawn
        if counted:
            break
    if state.phase != "event":
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
    # Wide Search checks each number on its own; else R16 / R17: all or nothing
    split = state.next_guess == "split" and not manhunt and len(numbers) > 1
    found = guessed & hidden if split else guessed if guessed <= hidden else set()
    hit = bool(found)
    revealed: list[dict[str, Any]] = []
    if hit:
        route = state.route[:]  # its hideouts are frozen: a revealed one is replaced
        for position, hideout in enumerate(route):
            if not hideout.face_up and hideout.number in found:
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
    # a split guess is recorded as single guesses: what each number said
    records = [
        trusted(
            GuessRecord,
            {
                "numbers": FrozenList(part),
                "hit": bool(found) if not split else part[0] in found,
                "manhunt": manhunt,
                "route_len": len(state.route),
            },
        )
        for part in ([[n] for n in numbers] if split else [numbers])
    ]
    _put(state, guesses=FrozenList([*state.guesses, *records]), picked=_NONE)
    if state.next_guess != "normal":
        _put(state, next_guess="normal")
    data = {"numbers": numbers, "hit": hit, "revealed": revealed, "manhunt": manhunt}
    if split:
        data["split"] = True
    events = [event("guess", data)]
    # R20 / E16: checked after the whole guess (a hit turned every guessed number face up)
    caught = hit and hidden <= found
    if manhunt:
        if not hit:
            return events + _finish(state, FUGITIVE, "manhunt_failed")
        if caught:
            return events + _finish(state, MARSHAL, "manhunt_complete")
        return events
    if caught:
        return events + _finish(state, MARSHAL, "caught")
    _put(state, turn=state.turn + 1)
    if hit and state.options.events == "discovery":  # V2: not after a win, nor in a manhunt
        events += _draw_from_deck(state, 0, FUGITIVE, "fugitive_turn")
        if state.phase == "event":
            return events
    _start_fugitive_turn(state)
    return events


def _finish(state: State, winner: int, reason: str) -> list[Event]:
    _put(state, phase="over", winner=winner, reason=reason, draws_left=0, picked=_NONE)
    return [event("game_over", {"winner": ROLES[winner], "reason": reason})]


def _draws(state: State, seat: int, usual: int) -> int:
    """How many cards ``seat`` draws this turn: ``usual``, with what events added or took."""
    extra = state.extra_draws[seat]
    if not extra:
        return usual
    state.__dict__["extra_draws"] = _replaced(state.extra_draws, seat, 0)
    return max(0, usual + extra)


def _start_fugitive_turn(state: State) -> None:
    draws = _draws(state, FUGITIVE, 1)
    if draws and any(state.piles):
        _put(state, placed_this_turn=0, phase="fugitive_draw", draws_left=draws)
    else:  # E3: no card left anywhere (or none to draw by event), skip the draw
        _put(state, placed_this_turn=0, phase="fugitive_play", draws_left=0)


def _start_marshal_turn(state: State) -> None:
    # R9 / R10: two cards on her first turn, then one
    draws = _draws(state, MARSHAL, 2 if state.turn == 1 else 1)
    if draws and any(state.piles):
        _put(state, phase="marshal_draw", draws_left=draws)
    else:  # E3
        _put(state, phase="marshal_guess", draws_left=0)


# -- events (section 5 and the house event deck) ----------------------------------------------

#: events that change how many cards a seat draws on its next turn: (seat, change), where the
#: seat is FUGITIVE, MARSHAL, or DRAWER / OTHER (relative to the player who drew the event)
DRAWER, OTHER = 2, 3
_DRAW_CHANGES: dict[str, tuple[tuple[int, int], ...]] = {
    "safe_house": ((FUGITIVE, 1),),
    "head_start": ((MARSHAL, -1),),
    "informant": ((MARSHAL, 1),),
    "roadblock": ((FUGITIVE, -1),),
    "lucky_break": ((DRAWER, 1),),
    "delay": ((OTHER, -1),),
    "crossroads": ((FUGITIVE, 1), (MARSHAL, 1)),
}
#: events that change the Marshal's next guess
_NEXT_GUESS = {"fog": "single", "wide_search": "split"}
#: who decides, for the events that ask for a decision
_DECIDER = {
    "stash": FUGITIVE,
    "second_wind": FUGITIVE,
    "dropped_card": FUGITIVE,
    "lookout": MARSHAL,
    "scout": DRAWER,
    "detour": DRAWER,
}


def _drawn_event(state: State, seat: int, card: int, resume: str) -> list[Event]:
    """An event or placeholder card ``seat`` drew from a pile, resolved (V1, V3, V4)."""
    if card != PLACEHOLDER:
        return _resolve(state, card, seat, resume)
    # V4: the face-down hideouts say which event pile: 1 → Fugitive, 2 → neutral, 3+ → Marshal
    hidden = len(face_down_numbers(state))
    index = min(max(hidden, 1), len(ICONS)) - 1
    data = {"seat": seat, "role": ROLES[seat], "hidden": hidden, "icon": ICONS[index]}
    return [event("placeholder", data), *_draw_from_deck(state, index, seat, resume)]


def _draw_from_deck(state: State, index: int, drawer: int, resume: str) -> list[Event]:
    """The top card of an event pile beside the table, resolved; nothing if it is empty."""
    decks = state.decks
    if index >= len(decks) or not decks[index]:
        return [event("no_event", {"seat": drawer, "role": ROLES[drawer]})]
    deck = decks[index]
    state.__dict__["decks"] = _replaced(decks, index, FrozenList(deck[:-1]))
    return _resolve(state, deck[-1], drawer, resume)


def _resolve(state: State, card: int, drawer: int, resume: str) -> list[Event]:
    """Carry out the event ``card`` drawn by ``drawer``; an event that asks for a decision
    leaves it to the deciding seat (phase "event"), and ``resume`` says what follows it."""
    effect = EVENT_ID[card]
    _put(state, last_event=card, last_drawer=drawer)
    data = {"card": card, "event": effect, "icon": EVENT_ICON[card], "seat": drawer}
    events = [event("event_card", {**data, "role": ROLES[drawer]})]
    seats = {FUGITIVE: FUGITIVE, MARSHAL: MARSHAL, DRAWER: drawer, OTHER: 1 - drawer}
    if effect in _DRAW_CHANGES:
        extra = list(state.extra_draws)
        for who, change in _DRAW_CHANGES[effect]:
            extra[seats[who]] += change
        _put(state, extra_draws=FrozenList(extra))
    elif effect in _NEXT_GUESS:
        _put(state, next_guess=_NEXT_GUESS[effect])
    elif effect == "cornered":
        _put(state, no_pass=True)
    elif effect == "lost_notes":
        events += _lose_notes(state)
    else:
        choice = trusted(
            Choice,
            {"event": card, "seat": seats[_DECIDER[effect]], "drawer": drawer, "resume": resume},
        )
        if any(v != DECLINE for v in choice_values(state, choice)):
            _put(state, phase="event", choice=choice)
        else:
            events.append(event("no_effect", {"event": effect}))
    return events


def _lose_notes(state: State) -> list[Event]:
    """Lost Notes: the Marshal's highest card, shown, goes to the bottom of its pile."""
    hand = state.hands[MARSHAL]
    if not hand:
        return [event("no_effect", {"event": "lost_notes"})]
    card = max(hand)
    index = next(i for i, (low, high) in enumerate(PILE_RANGES) if low <= card <= high)
    fields = state.__dict__
    fields["hands"] = _replaced(state.hands, MARSHAL, _without(hand, card))
    fields["piles"] = _replaced(state.piles, index, FrozenList([card, *state.piles[index]]))
    if card in state.given:
        fields["given"] = _without(state.given, card)
    return [event("returned", {"card": card, "pile": index + 1})]


def _apply_choose(state: State, seat: int, action: Choose) -> list[Event]:
    choice = state.choice
    problem = choice_problem(state, action.value)
    if problem:
        raise problem
    assert choice is not None
    events = _chosen(state, choice, action.value)
    _put(state, choice=None)
    if choice.resume == "draw":
        _continue_draws(state, choice.drawer)
    elif choice.resume == "bonus":
        _put(state, phase="fugitive_play")
        events += _bonus_draw(state)
    else:
        _start_fugitive_turn(state)
    return events


def _chosen(state: State, choice: Choice, value: int) -> list[Event]:
    """What the decision ``value`` does."""
    effect = EVENT_ID[choice.event]
    seat = choice.seat
    fields = state.__dict__
    public = {"event": effect, "seat": seat, "role": ROLES[seat]}
    if effect in PILE_EVENTS:
        pile = state.piles[value - 1]
        if effect == "detour":  # its top card to its bottom, unseen
            fields["piles"] = _replaced(state.piles, value - 1, FrozenList([pile[-1], *pile[:-1]]))
            return [event("detour", {**public, "pile": value})]
        return [
            event("peek", {**public, "pile": value}),
            event("peeked", {"pile": value, "card": pile[-1]}, seat),
        ]
    if effect == "second_wind":
        if value == DECLINE:
            return [event("kept_sprints", public)]
        position = returnable_sprints(state)[value]
        hideout = state.route[position]
        lighter = {**hideout.__dict__, "sprints": _without(hideout.sprints, value)}
        fields["route"] = _replaced(state.route, position, trusted(Hideout, lighter))
        _give_back(state, [value])
        return [
            event("took_back", {**public, "position": position}),
            event("took_back_card", {"position": position, "card": value}, FUGITIVE),
        ]
    # dropped_card: from his hand to hers
    hands = state.hands
    fields["hands"] = FrozenList(
        [_without(hands[FUGITIVE], value), _sorted_with(hands[MARSHAL], value)]
    )
    fields["given"] = _sorted_with(state.given, value)
    return [event("gave", public), event("received", {"card": value}, MARSHAL)]


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
    Choose: _apply_choose,
}
