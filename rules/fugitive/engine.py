"""The Fugitive engine (1st edition; rules write-up R1–R24, E1–E20).

Seat 0 is the Fugitive, seat 1 the Marshal. Placing a hideout and making a guess are split into
small steps (pick a card, add sprint cards, confirm) so that every legal action can be listed even
though the Fugitive may over-pay with any subset of his hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import repeat
from typing import Any, ClassVar, Literal, NamedTuple, TypeVar

from pydantic import TypeAdapter

from data import load_json
from rules.core import REFUSE as CORE_REFUSE
from rules.core import Engine, Event, IllegalAction, Outcome, Rng
from rules.fugitive.models import (
    ACTIONS,
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
    Unpick,
    Unsprint,
    build,
    frozen,
)
from rules.fugitive.models import (
    Options as GameOptions,
)
from rules.fugitive.models import (
    State as GameState,
)
from rules.fugitive.refusals import REFUSE
from rules.fugitive.views import FrozenDict, guess_entries, route_entries

_T = TypeVar("_T")

BASE_REACH = 3  # a hideout may be at most 3 above the previous one without sprinting (R11)
MANHUNT_LIMIT = 29  # the manhunt needs the highest face-up hideout to be 29 or lower (R22)
GUESS_LOW, GUESS_HIGH = 1, 41  # R15 / E10

_CARDS: list[dict[str, Any]] = load_json("fugitive", "cards.json")["cards"]
_PILES: list[dict[str, Any]] = load_json("fugitive", "cards.json")["piles"]
#: footprints of each card usable as a sprint card; 0 and 42 never sprint (R5, E5)
SPRINT: dict[int, int] = {c["number"]: c["sprint"] for c in _CARDS if c["sprint"] is not None}
PILE_RANGES: list[tuple[int, int]] = [(p["first"], p["last"]) for p in _PILES]
SETUP_DRAWS: list[int] = [p["fugitive_setup_draw"] for p in _PILES]
PILE_NUMBERS: tuple[Literal[1, 2, 3], ...] = (1, 2, 3)
STARTING_HAND: list[int] = [c["number"] for c in _CARDS if c["start"] == "fugitive_hand"]
GUESS_RANGE = range(GUESS_LOW, GUESS_HIGH + 1)

# Actions are frozen, so ``legal_actions`` hands out these shared instances instead of building
# a model per action (a Marshal has ~30 picks to choose from at every step).
_DRAW: dict[int, Draw] = {n: Draw(pile=n) for n in PILE_NUMBERS}
#: the draws from each combination of non-empty piles
_DRAWS: dict[tuple[bool, ...], tuple[Draw, ...]] = {
    (a, b, c): tuple(_DRAW[n] for n, full in zip(PILE_NUMBERS, (a, b, c), strict=True) if full)
    for a in (False, True)
    for b in (False, True)
    for c in (False, True)
}
_PICK: dict[int, Pick] = {n: Pick(number=n) for n in GUESS_RANGE}
_UNPICK: dict[int, Unpick] = {n: Unpick(number=n) for n in GUESS_RANGE}
_HIDE: dict[int, Hide] = {n: Hide(card=n) for n in range(ESCAPE + 1)}
_SPRINT: dict[int, Sprint] = {n: Sprint(card=n) for n in SPRINT}
_UNSPRINT: dict[int, Unsprint] = {n: Unsprint(card=n) for n in SPRINT}
_PLACE, _CANCEL, _PASS, _END_TURN, _GUESS = Place(), Cancel(), Pass(), EndTurn(), Guess()
_DRAW_PHASES = frozenset({"fugitive_draw", "marshal_draw"})
_FUGITIVE_PHASES = frozenset({"opening", "fugitive_draw", "fugitive_play"})
_GUESS_PHASES = frozenset({"marshal_guess", "manhunt"})
_GUESS_MASK = sum(1 << n for n in GUESS_RANGE)
_ZEROS = repeat(0)  # the default of ``SPRINT.get`` in ``map``


# -- placement arithmetic (shared with the computer players) --------------------------------------


def sprint_total(cards: list[int]) -> int:
    return sum(map(SPRINT.get, cards, _ZEROS))


def can_sprint(card: int) -> bool:
    return card in SPRINT


def reach(previous: int, sprints: list[int]) -> int:
    """The highest hideout number allowed after ``previous`` with these sprint cards (R11)."""
    return previous + BASE_REACH + sprint_total(sprints)


def second_hideout_possible(hand: list[int], previous: int) -> bool:
    """Whether some card of ``hand`` can follow ``previous``, sprinting with the rest."""
    usable = sprint_total(hand)
    return any(previous < m <= previous + BASE_REACH + usable - SPRINT.get(m, 0) for m in hand)


def opening_pair_possible(hand: list[int], card: int, previous: int) -> bool:
    """With the two-hideout opening: can ``card`` be placed (some sprint set) and still leave a
    legal second hideout? For each possible second card, the sprint values of the other cards
    are split between the two hideouts: the first needs at least ``need`` of them, the second
    needs ``total - s >= need2``, so some subset sum ``s`` must lie in ``[need, total - need2]``
    (the subset sums are the bits of ``sums``)."""
    need = card - previous - BASE_REACH
    others = [c for c in hand if c != card]
    for second in others:
        if second <= card:
            continue
        values = [SPRINT[c] for c in others if c != second and c in SPRINT]
        low = max(need, 0)
        high = sum(values) - (second - card - BASE_REACH)
        if low > high:
            continue
        sums = 1
        for value in values:
            sums |= sums << value
        if sums >> low & ((1 << (high - low + 1)) - 1):
            return True
    return False


def last_hideout(state: GameState) -> int:
    return state.route[-1].number


def face_down_numbers(state: GameState) -> frozenset[int]:
    return route_facts(state.route).hidden


def first_of_forced_pair(state: GameState) -> bool:
    return (
        state.options.opening == "exactly_two"
        and state.phase == "opening"
        and state.placed_this_turn == 0
    )


def hide_problem(state: GameState, card: int) -> IllegalAction | None:
    """Why ``card`` cannot start a hideout now (None if it can)."""
    hand = state.hands[FUGITIVE]
    previous = last_hideout(state)
    if card not in hand:
        return REFUSE("not-held", card=card)
    if card <= previous:
        return REFUSE("not-above", card=card, last=previous)
    others = [c for c in hand if c != card]
    best = reach(previous, others)
    if card > best:
        return REFUSE("too-far", card=card, last=previous, best=best)
    if first_of_forced_pair(state) and not opening_pair_possible(hand, card, previous):
        return REFUSE("opening-pair", card=card)
    return None


def hideable(state: GameState) -> list[int]:
    """The cards of the Fugitive's hand that may start a hideout now, in hand order: exactly
    those for which :func:`hide_problem` finds nothing (without building its refusals)."""
    hand = state.hands[FUGITIVE]
    previous = last_hideout(state)
    everything = previous + BASE_REACH + sprint_total(hand)  # reach with the whole hand
    cards = [
        c
        for c in hand
        if previous < c <= everything - SPRINT.get(c, 0) * hand.count(c)  # the others' reach
    ]
    if first_of_forced_pair(state):
        cards = [c for c in cards if opening_pair_possible(hand, c, previous)]
    return cards


def place_problem(state: GameState, pending: Pending) -> IllegalAction | None:
    """Why the pending hideout cannot be placed as it stands (None if it can)."""
    previous = last_hideout(state)
    short = pending.card - reach(previous, pending.sprints)
    if short > 0:
        return REFUSE("short", card=pending.card, reach=BASE_REACH, last=previous, short=short)
    if first_of_forced_pair(state) and not second_hideout_possible(
        state.hands[FUGITIVE], pending.card
    ):
        return REFUSE("opening-pair-sprints", card=pending.card)
    return None


def placeable(state: GameState, pending: Pending) -> bool:
    """Whether :func:`place_problem` finds nothing (without building its refusals)."""
    if pending.card > reach(last_hideout(state), pending.sprints):
        return False
    return not first_of_forced_pair(state) or second_hideout_possible(
        state.hands[FUGITIVE], pending.card
    )


def never_hideout_reason(state: GameState, number: int) -> IllegalAction | None:
    """Why ``number`` can never be a hidden hideout (a card of her hand, a face-up hideout or
    one of its revealed sprint cards), as the Marshal is told; None if it may be one."""
    for hideout in reversed(state.route):  # the card's last appearance says why
        if not hideout.face_up:
            continue
        if hideout.number != ESCAPE and number in hideout.sprints:
            return REFUSE("revealed-sprint", number=number)
        if hideout.number == number:
            return REFUSE("face-up", number=number)
    if number in state.hands[MARSHAL]:
        return REFUSE("in-your-hand", number=number)
    return None


def pick_problem(state: GameState, number: int) -> IllegalAction | None:
    """Why the Marshal may not add ``number`` to her guess (None if she may): numbers that can
    never be hidden hideouts are refused before the guess, so no turn is wasted (E8, E10)."""
    if not GUESS_LOW <= number <= GUESS_HIGH:
        return REFUSE("guess-range", low=GUESS_LOW, high=GUESS_HIGH)
    if number in state.picked:
        return REFUSE("already-picked", number=number)
    reason = never_hideout_reason(state, number)
    if reason is not None:
        return reason
    if state.phase == "manhunt" and state.picked:
        return REFUSE("manhunt-one", picked=state.picked[0])
    hidden = len(face_down_numbers(state))
    if len(state.picked) >= hidden:
        return REFUSE("too-many", hidden=hidden)
    return None


class RouteFacts(NamedTuple):
    """What the rules keep asking of a route, worked out once per route (see ``route_facts``)."""

    #: numbers of the face-down hideouts (secret: never put in a view)
    hidden: frozenset[int]
    #: bit mask of the numbers its face-up part rules out for the Marshal's picks: face-up
    #: hideouts, and their sprint cards but the 42's (E13)
    crossed: int


#: route facts by the identity of the route's last hideout, with the route they were worked out
#: for (held, so no id is reused while cached); emptied past ROUTE_CACHE_LIMIT routes
_ROUTE_FACTS: dict[int, tuple[list[Hideout], RouteFacts]] = {}
ROUTE_CACHE_LIMIT = 256


def route_facts(route: list[Hideout]) -> RouteFacts:
    """The :class:`RouteFacts` of ``route``. A route changes only when a hideout is placed or
    revealed, and its hideouts are frozen and shared by consecutive states, so the facts are
    memoised (a pure function of immutable objects: the memo never changes a result)."""
    key = id(route[-1]) if route else 0
    hit = _ROUTE_FACTS.get(key)
    # the engine's states share their read-only route lists; identical hideouts compare in C
    # without calling __eq__; equal ones give equal facts
    if hit is not None and (hit[0] is route or hit[0] == route):
        return hit[1]
    hidden: set[int] = set()
    crossed = 0
    for hideout in route:
        number = hideout.number
        if not hideout.face_up:
            hidden.add(number)
            continue
        crossed |= 1 << number
        if number != ESCAPE:
            for card in hideout.sprints:
                crossed |= 1 << card
    facts = RouteFacts(frozenset(hidden), crossed)
    if len(_ROUTE_FACTS) >= ROUTE_CACHE_LIMIT:
        _ROUTE_FACTS.clear()
    _ROUTE_FACTS[key] = (route if type(route) is FrozenList else list(route), facts)
    return facts


def free_picks(state: GameState) -> int:
    """Bit mask of the numbers the Marshal may add to her guess now: exactly those for which
    :func:`pick_problem` finds nothing (no refusal built)."""
    picked = state.picked
    if picked and state.phase == "manhunt":
        return 0
    facts = route_facts(state.route)
    if len(picked) >= len(facts.hidden):
        return 0
    blocked = facts.crossed
    for number in state.hands[MARSHAL]:
        blocked |= 1 << number
    for number in picked:
        blocked |= 1 << number
    return _GUESS_MASK & ~blocked


def may_pick(state: GameState, number: int) -> bool:
    """Whether :func:`pick_problem` finds nothing (the bit of ``number`` in :func:`free_picks`),
    checked for that number alone."""
    picked = state.picked
    if not GUESS_LOW <= number <= GUESS_HIGH or number in picked:
        return False
    if picked and state.phase == "manhunt":
        return False
    facts = route_facts(state.route)
    return (
        len(picked) < len(facts.hidden)
        and not facts.crossed >> number & 1
        and number not in state.hands[MARSHAL]
    )


def _chunks(items: Mapping[int, _T]) -> Sequence[Sequence[tuple[_T, ...]]]:
    """``[chunk][byte]``: the items (by number, rising) of the set bits of one byte of a mask."""
    return [
        [
            tuple(items[base + b] for b in range(8) if byte >> b & 1 and base + b in items)
            for byte in range(256)
        ]
        for base in range(0, ESCAPE + 6, 8)
    ]


def _unmask(mask: int, chunks: Sequence[Sequence[tuple[_T, ...]]]) -> list[_T]:
    """The items of the set bits of ``mask``, rising, a byte at a time."""
    out: list[_T] = []
    for chunk in chunks:
        if not mask:
            break
        if mask & 255:
            out += chunk[mask & 255]
        mask >>= 8
    return out


_PICK_ACTIONS: Sequence[Sequence[tuple[Action, ...]]] = _chunks(_PICK)


def _put(state: GameState, **values: Any) -> None:
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


def _event(kind: str, data: dict[str, Any] | None = None, to: int | None = None) -> Event:
    """An event from data the engine made (not validated again; see ``build``)."""
    given = {"kind"} if data is None else {"kind", "data"}
    if to is not None:
        given.add("to")
    values: dict[str, Any] = {"kind": kind, "data": {} if data is None else data, "to": to}
    return build(Event, values, given)


# The most frequent events are the same every time: made once and shared, their data read-only.
_PASS_EVENT = build(Event, {"kind": "pass", "data": FrozenDict(), "to": None}, {"kind"})
_DRAW_EVENTS: dict[tuple[int, int, bool], Event] = {
    (seat, pile, bonus): _event(
        "draw",
        FrozenDict(seat=seat, role=ROLES[seat], pile=pile, **({"bonus": True} if bonus else {})),
    )
    for seat in (FUGITIVE, MARSHAL)
    for pile in PILE_NUMBERS
    for bonus in (False, True)
}
_DREW_EVENTS: dict[tuple[int, int], Event] = {
    (card, seat): _event("drew", FrozenDict(card=card), seat)
    for card in range(ESCAPE + 1)
    for seat in (FUGITIVE, MARSHAL)
}


class FugitiveEngine(Engine[GameOptions, GameState, Action]):
    id: ClassVar[str] = "fugitive"
    title: ClassVar[str] = "Fugitive"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    roles: ClassVar[tuple[str, ...]] = ROLES
    Options = GameOptions
    State = GameState
    actions: ClassVar[TypeAdapter[Any]] = ACTIONS

    # -- setup and turn order ---------------------------------------------------------------------

    def _setup(self, num_players: int, options: GameOptions, seed: int) -> GameState:
        rng = Rng(s=seed % (1 << 64))
        piles: list[list[int]] = []
        for first, last in PILE_RANGES:  # R2: each pile shuffled on its own
            pile = list(range(first, last + 1))
            rng.shuffle(pile)
            piles.append(pile)
        hand = list(STARTING_HAND)  # R3
        for pile, count in zip(piles, SETUP_DRAWS, strict=True):
            hand.extend(pile.pop() for _ in range(count))
        return GameState(
            options=options,
            rng=rng,
            piles=piles,
            hands=[sorted(hand), []],
            route=[Hideout(number=0, face_up=True)],  # R1
        )

    def _to_act(self, state: GameState) -> list[int]:
        acting = self._acting(state)
        return [] if acting is None else [acting]

    # The contract's entry points, as in Engine, minus the work Fugitive does not need on every
    # step: the game is over exactly when ``winner`` is set (see ``outcome``), so no Outcome is
    # built to find out, and ``apply`` calls the state's own cheap copy directly.

    def to_act(self, state: GameState) -> list[int]:
        return self._to_act(state)

    def _acting(self, state: GameState) -> int | None:
        """The one seat to act (``None``: nobody), without building ``to_act``'s list."""
        if state.winner is not None:
            return None
        phase = state.phase
        if phase in _FUGITIVE_PHASES:
            return FUGITIVE
        return None if phase == "over" else MARSHAL

    def legal_actions(self, state: GameState, seat: int) -> list[Action]:
        acting = self._acting(state)
        if acting is None or seat != acting:
            return []
        return self._legal_actions(state, seat)

    def apply(self, state: GameState, seat: int, action: Action) -> tuple[GameState, list[Event]]:
        """As :meth:`Engine.apply`: the move makes a new state that shares the read-only lists
        of ``state`` (``State.successor``), so a refused action leaves ``state`` untouched."""
        acting = self._acting(state)
        if acting is None or seat != acting:
            raise CORE_REFUSE("game-over" if state.winner is not None else "not-your-turn")
        nxt = state.successor()
        return nxt, self._apply(nxt, seat, action)

    def view(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """As :meth:`Engine.view`, for Fugitive's two seats."""
        if seat is not None and (isinstance(seat, bool) or not 0 <= seat < 2):
            raise CORE_REFUSE("no-seat", seat=seat)
        return self._view(state, seat)

    def outcome(self, state: GameState) -> Outcome | None:
        if state.winner is None:
            return None
        fugitive_won = state.winner == FUGITIVE
        return Outcome(
            scores=[1.0, 0.0] if fugitive_won else [0.0, 1.0],
            ranks=[1, 2] if fugitive_won else [2, 1],
            winners=[state.winner],
            reason=state.reason or "",
        )

    # -- legal actions ----------------------------------------------------------------------------

    def _legal_actions(self, state: GameState, seat: int) -> list[Action]:
        phase = state.phase
        if phase in _DRAW_PHASES:
            a, b, c = state.piles
            return list(_DRAWS[bool(a), bool(b), bool(c)])
        if phase == "opening" or phase == "fugitive_play":
            return self._fugitive_moves(state)
        if phase in _GUESS_PHASES:
            picked = state.picked
            found: list[Action] = _unmask(free_picks(state), _PICK_ACTIONS)
            if picked:
                found += [_UNPICK.get(n) or Unpick(number=n) for n in picked]
                found.append(_GUESS)
            return found
        return []

    def _fugitive_moves(self, state: GameState) -> list[Action]:
        hand = state.hands[FUGITIVE]
        pending = state.pending
        if pending is not None:
            moves: list[Action] = [_SPRINT[c] for c in hand if c in _SPRINT]
            moves += [_UNSPRINT.get(c) or Unsprint(card=c) for c in pending.sprints]
            if placeable(state, pending):
                moves.append(_PLACE)
            moves.append(_CANCEL)
            return moves
        moves = [_HIDE.get(c) or Hide(card=c) for c in hideable(state)]
        if state.phase == "fugitive_play":
            moves.append(_PASS)
        elif state.options.opening == "one_or_two" and state.placed_this_turn == 1:
            moves.append(_END_TURN)
        return moves

    # -- applying actions -------------------------------------------------------------------------

    def _apply(self, state: GameState, seat: int, action: Action) -> list[Event]:
        step = _STEPS.get(type(action))
        if step is None:  # a subclass of an action
            step = next(f for cls, f in _STEPS.items() if isinstance(action, cls))
        return step(self, state, seat, action)

    def _apply_pick(self, state: GameState, seat: int, action: Pick) -> list[Event]:
        self._require_guessing(state, seat)
        number = action.number
        if not may_pick(state, number):
            problem = pick_problem(state, number)
            assert problem is not None
            raise problem
        state.__dict__["picked"] = _sorted_with(state.picked, number)
        return []

    def _apply_unpick(self, state: GameState, seat: int, action: Unpick) -> list[Event]:
        self._require_guessing(state, seat)
        if action.number not in state.picked:
            raise REFUSE("not-picked", number=action.number)
        state.__dict__["picked"] = _without(state.picked, action.number)
        return []

    def _apply_hide(self, state: GameState, seat: int, action: Hide) -> list[Event]:
        self._require_fugitive_play(state, seat)
        return self._hide(state, action.card)

    def _pending(self, state: GameState, seat: int) -> Pending:
        self._require_fugitive_play(state, seat)
        pending = state.pending
        if pending is None:
            raise REFUSE("choose-first")
        return pending

    def _apply_unsprint(self, state: GameState, seat: int, action: Unsprint) -> list[Event]:
        pending = self._pending(state, seat)
        if action.card not in pending.sprints:
            raise REFUSE("not-under", card=action.card)
        sprints = list(pending.sprints)
        sprints.remove(action.card)
        _put(state, pending=build(Pending, {"card": pending.card, "sprints": FrozenList(sprints)}))
        self._give_back(state, [action.card])
        return []

    def _apply_cancel(self, state: GameState, seat: int, action: Cancel) -> list[Event]:
        pending = self._pending(state, seat)
        self._give_back(state, [pending.card, *pending.sprints])
        _put(state, pending=None)
        return []

    def _apply_place(self, state: GameState, seat: int, action: Place) -> list[Event]:
        return self._place(state, self._pending(state, seat))

    def _no_pending(self, state: GameState, seat: int) -> None:
        self._require_fugitive_play(state, seat)
        if state.pending is not None:
            raise REFUSE("finish-pending", card=state.pending.card)

    def _apply_end_turn(self, state: GameState, seat: int, action: EndTurn) -> list[Event]:
        self._no_pending(state, seat)
        return self._end_turn(state)

    def _require_fugitive_play(self, state: GameState, seat: int) -> None:
        if seat != FUGITIVE:
            raise REFUSE("marshal-turn")
        if state.phase == "fugitive_draw":
            raise REFUSE("draw-first")

    def _require_guessing(self, state: GameState, seat: int) -> None:
        if seat != MARSHAL:
            raise REFUSE("fugitive-turn")
        if state.phase == "marshal_draw":
            raise REFUSE("draws-left", count=state.draws_left)

    def _apply_draw(self, state: GameState, seat: int, action: Draw) -> list[Event]:
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
        events = self._take(state, seat, pile_no)
        draws_left = state.draws_left - 1
        if seat == FUGITIVE:
            _put(state, draws_left=0, phase="fugitive_play")
        elif draws_left == 0 or not any(state.piles):
            _put(state, draws_left=0, phase="marshal_guess")
        else:
            _put(state, draws_left=draws_left)
        return events

    def _take(self, state: GameState, seat: int, pile_no: int, bonus: bool = False) -> list[Event]:
        piles, hands = state.piles, state.hands
        pile = piles[pile_no - 1]
        card = pile[-1]
        fields = state.__dict__
        fields["piles"] = _replaced(piles, pile_no - 1, FrozenList(pile[:-1]))
        fields["hands"] = _replaced(hands, seat, _sorted_with(hands[seat], card))
        drew = _DREW_EVENTS.get((card, seat)) or _event("drew", {"card": card}, seat)
        return [_DRAW_EVENTS[seat, pile_no, bonus], drew]

    def _set_hand(self, state: GameState, hand: FrozenList[int]) -> None:
        state.__dict__["hands"] = _replaced(state.hands, FUGITIVE, hand)

    def _give_back(self, state: GameState, cards: list[int]) -> None:
        self._set_hand(state, _sorted_with(state.hands[FUGITIVE], *cards))

    def _hide(self, state: GameState, card: int) -> list[Event]:
        if state.pending is not None:
            raise REFUSE("already-placing", card=state.pending.card)
        problem = hide_problem(state, card)
        if problem:
            raise problem
        self._set_hand(state, _without(state.hands[FUGITIVE], card))
        _put(state, pending=build(Pending, {"card": card, "sprints": _NONE}))
        return []

    def _apply_sprint(self, state: GameState, seat: int, action: Sprint) -> list[Event]:
        pending = self._pending(state, seat)
        card = action.card
        if card == ESCAPE:
            raise REFUSE("escape-no-sprint")
        if card not in state.hands[FUGITIVE]:
            raise REFUSE("not-held", card=card)
        self._set_hand(state, _without(state.hands[FUGITIVE], card))
        sprints = _sorted_with(pending.sprints, card)
        _put(state, pending=build(Pending, {"card": pending.card, "sprints": sprints}))
        return []

    def _place(self, state: GameState, pending: Pending) -> list[Event]:
        problem = place_problem(state, pending)
        if problem:
            raise problem
        escape = pending.card == ESCAPE
        hideout = {"number": pending.card, "sprints": frozen(pending.sprints), "face_up": escape}
        state.__dict__["route"] = FrozenList([*state.route, build(Hideout, hideout)])
        placed = state.placed_this_turn + 1
        _put(state, pending=None, placed_this_turn=placed)
        position = len(state.route) - 1
        public: dict[str, Any] = {"position": position, "sprint_count": len(pending.sprints)}
        if escape:
            public["number"] = ESCAPE  # R21: the 42 is public once played
        own = {"position": position, "number": pending.card, "sprint_cards": list(pending.sprints)}
        events = [_event("hideout", public), _event("placed", own, FUGITIVE)]
        if escape:
            return events + self._escape(state)
        if state.phase == "fugitive_play" or placed >= 2:
            self._start_marshal_turn(state)
        return events

    def _escape(self, state: GameState) -> list[Event]:
        """R22 / E12: the 42 ends the game at once or starts the manhunt at once."""
        highest = max(h.number for h in state.route if h.face_up and h.number != ESCAPE)
        if highest > MANHUNT_LIMIT:
            return self._finish(state, FUGITIVE, "escaped")
        if not face_down_numbers(state):  # E14: nothing left to find
            return self._finish(state, MARSHAL, "manhunt_complete")
        _put(state, phase="manhunt", draws_left=0, picked=_NONE)
        return [_event("manhunt_started", {"highest_face_up": highest})]

    def _apply_pass(self, state: GameState, seat: int, action: Pass) -> list[Event]:
        self._no_pending(state, seat)
        if state.phase == "opening":
            raise REFUSE("no-first-pass")
        events = [_PASS_EVENT]
        if state.options.pass_bonus:  # 2nd-edition toggle (section 7)
            for index, pile in enumerate(state.piles):
                if pile:
                    events += self._take(state, FUGITIVE, index + 1, bonus=True)
                    break
        self._start_marshal_turn(state)
        return events

    def _end_turn(self, state: GameState) -> list[Event]:
        if state.phase != "opening":
            raise REFUSE("end-first-only")
        if state.options.opening == "exactly_two":
            raise REFUSE("exactly-two")
        if state.placed_this_turn != 1:
            raise REFUSE("place-first")
        self._start_marshal_turn(state)
        return []

    def _apply_guess(self, state: GameState, seat: int, action: Guess) -> list[Event]:
        self._require_guessing(state, seat)
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
                    route[position] = build(
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
        _put(state, guesses=FrozenList([*state.guesses, build(GuessRecord, record)]), picked=_NONE)
        data = {"numbers": numbers, "hit": hit, "revealed": revealed, "manhunt": manhunt}
        events = [_event("guess", data)]
        # R20 / E16: checked after the whole guess (a hit turned every guessed number face up)
        caught = hit and hidden <= guessed
        if manhunt:
            if not hit:
                return events + self._finish(state, FUGITIVE, "manhunt_failed")
            if caught:
                return events + self._finish(state, MARSHAL, "manhunt_complete")
            return events
        if caught:
            return events + self._finish(state, MARSHAL, "caught")
        _put(state, turn=state.turn + 1)
        self._start_fugitive_turn(state)
        return events

    def _finish(self, state: GameState, winner: int, reason: str) -> list[Event]:
        _put(state, phase="over", winner=winner, reason=reason, draws_left=0, picked=_NONE)
        return [_event("game_over", {"winner": ROLES[winner], "reason": reason})]

    def _start_fugitive_turn(self, state: GameState) -> None:
        if any(state.piles):
            _put(state, placed_this_turn=0, phase="fugitive_draw", draws_left=1)
        else:  # E3: no card left anywhere, skip the draw
            _put(state, placed_this_turn=0, phase="fugitive_play", draws_left=0)

    def _start_marshal_turn(self, state: GameState) -> None:
        if any(state.piles):  # R9 / R10: two cards on her first turn, then one
            _put(state, phase="marshal_draw", draws_left=2 if state.turn == 1 else 1)
        else:  # E3
            _put(state, phase="marshal_guess", draws_left=0)

    # -- views ------------------------------------------------------------------------------------

    def num_players(self, state: GameState) -> int:
        return 2

    def _view(self, state: GameState, seat: int | None) -> dict[str, Any]:
        phase = state.phase
        # R14: the Fugitive always sees his own cards; E13: the cards under the 42 stay hidden
        # until the game ends (the entries are shared and read-only: rules/fugitive/views.py)
        route = route_entries(state.route, seat == FUGITIVE or phase == "over")
        pending = state.pending
        pending_cards = 0 if pending is None else 1 + len(pending.sprints)
        hands = state.hands
        winner = state.winner
        result: dict[str, Any] = {
            "game": self.id,
            "seat": seat,
            "role": ROLES[seat] if seat is not None else None,
            "phase": phase,
            "to_act": self._to_act(state),
            "turn": state.turn,
            "draws_left": state.draws_left,
            "piles": list(map(len, state.piles)),
            # cards of a hideout being assembled still count as in hand for everyone else
            "hand_sizes": [len(hands[FUGITIVE]) + pending_cards, len(hands[MARSHAL])],
            "route": route,
            "guesses": guess_entries(state.guesses),
            "winner": ROLES[winner] if winner is not None else None,
            "reason": state.reason,
        }
        if seat is not None:
            result["hand"] = sorted(hands[seat])
        if seat == FUGITIVE:
            result["pending"] = (
                None
                if pending is None
                else {
                    "card": pending.card,
                    "sprints": list(pending.sprints),
                    "short_by": max(0, pending.card - reach(last_hideout(state), pending.sprints)),
                }
            )
        if seat == MARSHAL:
            result["picked"] = list(state.picked)
        return result

    # -- the computer player and statistics -----------------------------------------------------

    def bot_action(self, state: GameState, seat: int, rng: Rng) -> Action:
        from rules.fugitive.ai import choose_action  # the AI builds on this module

        return choose_action(self, state, seat, rng)

    def pass_action(self, state: GameState, seat: int) -> Action | None:
        """R12: the Fugitive may pass instead of placing a hideout (not on his first turn)."""
        return next((a for a in self.legal_actions(state, seat) if isinstance(a, Pass)), None)

    def summary(self, state: GameState) -> dict[str, Any]:
        return {
            "fugitive_wins": 1 if state.winner == FUGITIVE else 0,
            "reason": state.reason or "unfinished",
            "hideouts": len(state.route) - 1,
            "rounds": state.turn,
        }


_Step = Callable[[FugitiveEngine, GameState, int, Any], list[Event]]
#: the method that applies each kind of action
_STEPS: dict[type[Any], _Step] = {
    Draw: FugitiveEngine._apply_draw,
    Pick: FugitiveEngine._apply_pick,
    Unpick: FugitiveEngine._apply_unpick,
    Guess: FugitiveEngine._apply_guess,
    Hide: FugitiveEngine._apply_hide,
    Sprint: FugitiveEngine._apply_sprint,
    Unsprint: FugitiveEngine._apply_unsprint,
    Cancel: FugitiveEngine._apply_cancel,
    Place: FugitiveEngine._apply_place,
    Pass: FugitiveEngine._apply_pass,
    EndTurn: FugitiveEngine._apply_end_turn,
}
