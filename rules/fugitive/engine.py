"""The Fugitive engine (1st edition; rules write-up R1–R24, E1–E20).

Seat 0 is the Fugitive, seat 1 the Marshal. Placing a hideout and making a guess are split into
small steps (pick a card, add sprint cards, confirm) so that every legal action can be listed even
though the Fugitive may over-pay with any subset of his hand.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any, ClassVar, Literal

from pydantic import TypeAdapter

from data import load_json
from rules.core import REFUSE as CORE_REFUSE
from rules.core import Engine, Event, IllegalAction, Outcome, Rng
from rules.fugitive.models import (
    ACTIONS,
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
)
from rules.fugitive.models import (
    Options as GameOptions,
)
from rules.fugitive.models import (
    State as GameState,
)
from rules.fugitive.refusals import REFUSE
from rules.fugitive.views import guess_entries, route_entries

ESCAPE = 42
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
_PICK: dict[int, Pick] = {n: Pick(number=n) for n in GUESS_RANGE}
_PICKS: tuple[tuple[int, Pick], ...] = tuple(_PICK.items())
_UNPICK: dict[int, Unpick] = {n: Unpick(number=n) for n in GUESS_RANGE}
_HIDE: dict[int, Hide] = {n: Hide(card=n) for n in range(ESCAPE + 1)}
_SPRINT: dict[int, Sprint] = {n: Sprint(card=n) for n in SPRINT}
_UNSPRINT: dict[int, Unsprint] = {n: Unsprint(card=n) for n in SPRINT}
_PLACE, _CANCEL, _PASS, _END_TURN, _GUESS = Place(), Cancel(), Pass(), EndTurn(), Guess()
_DRAW_PHASES = frozenset({"fugitive_draw", "marshal_draw"})
_FUGITIVE_PHASES = frozenset({"opening", "fugitive_draw", "fugitive_play"})
_GUESS_PHASES = frozenset({"marshal_guess", "manhunt"})


# -- placement arithmetic (shared with the computer players) --------------------------------------


def sprint_total(cards: list[int]) -> int:
    return sum(SPRINT.get(c, 0) for c in cards)


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
    legal second hideout? The hand is small on turn 1, so trying every sprint set is cheap."""
    others = [c for c in hand if c != card]
    usable = [c for c in others if can_sprint(c)]
    need = card - previous - BASE_REACH
    for size in range(len(usable) + 1):
        for chosen in combinations(usable, size):
            if sprint_total(list(chosen)) < need:
                continue
            rest = [c for c in others if c not in chosen]
            if second_hideout_possible(rest, card):
                return True
    return False


def last_hideout(state: GameState) -> int:
    return state.route[-1].number


def face_down_numbers(state: GameState) -> set[int]:
    return {h.number for h in state.route if not h.face_up}


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


def never_hideouts(state: GameState) -> dict[int, IllegalAction]:
    """Numbers that can never be hidden hideouts, with the reason the Marshal is told."""
    out: dict[int, IllegalAction] = {}
    for number in state.hands[MARSHAL]:
        out[number] = REFUSE("in-your-hand", number=number)
    for hideout in state.route:
        if not hideout.face_up:
            continue
        out[hideout.number] = REFUSE("face-up", number=hideout.number)
        if hideout.number != ESCAPE:  # the cards under the 42 stay secret (E13)
            for card in hideout.sprints:
                out[card] = REFUSE("revealed-sprint", number=card)
    return out


def never_hideout_numbers(state: GameState) -> set[int]:
    """The keys of :func:`never_hideouts` (without building its refusals)."""
    out = set(state.hands[MARSHAL])
    for hideout in state.route:
        if hideout.face_up:
            out.add(hideout.number)
            if hideout.number != ESCAPE:
                out.update(hideout.sprints)
    return out


def never_hideout_reason(state: GameState, number: int) -> IllegalAction | None:
    """``never_hideouts(state).get(number)``, building only that one refusal."""
    for hideout in reversed(state.route):  # the last mention wins, as in never_hideouts
        if not hideout.face_up:
            continue
        if hideout.number != ESCAPE and number in hideout.sprints:
            return REFUSE("revealed-sprint", number=number)
        if hideout.number == number:
            return REFUSE("face-up", number=number)
    if number in state.hands[MARSHAL]:
        return REFUSE("in-your-hand", number=number)
    return None


def pick_problem(
    state: GameState, number: int, blocked: dict[int, IllegalAction] | None = None
) -> IllegalAction | None:
    """Why the Marshal may not add ``number`` to her guess (None if she may): numbers that can
    never be hidden hideouts are refused before the guess, so no turn is wasted (E8, E10)."""
    if not GUESS_LOW <= number <= GUESS_HIGH:
        return REFUSE("guess-range", low=GUESS_LOW, high=GUESS_HIGH)
    if number in state.picked:
        return REFUSE("already-picked", number=number)
    reason = never_hideout_reason(state, number) if blocked is None else blocked.get(number)
    if reason is not None:
        return reason
    if state.phase == "manhunt" and state.picked:
        return REFUSE("manhunt-one", picked=state.picked[0])
    hidden = len(face_down_numbers(state))
    if len(state.picked) >= hidden:
        return REFUSE("too-many", hidden=hidden)
    return None


def _blocked_picks(state: GameState) -> set[int] | None:
    """The numbers the Marshal may not add to her guess now (``None``: no number at all):
    every number of 1–41 outside this set is one for which :func:`pick_problem` finds
    nothing. One pass over the route, no refusal built."""
    picked = state.picked
    if picked and state.phase == "manhunt":
        return None
    blocked = set(state.hands[MARSHAL])
    hidden = set()
    for hideout in state.route:
        if hideout.face_up:
            blocked.add(hideout.number)
            if hideout.number != ESCAPE:
                blocked.update(hideout.sprints)
        else:
            hidden.add(hideout.number)
    if len(picked) >= len(hidden):
        return None
    blocked.update(picked)
    return blocked


def pickable(state: GameState) -> list[int]:
    """The numbers the Marshal may add to her guess now, rising: exactly those for which
    :func:`pick_problem` finds nothing (without building its refusals)."""
    blocked = _blocked_picks(state)
    return [] if blocked is None else [n for n in GUESS_RANGE if n not in blocked]


def _frozen(numbers: list[int]) -> FrozenList[int]:
    return numbers if isinstance(numbers, FrozenList) else FrozenList(numbers)


def _put(state: GameState, **values: Any) -> None:
    """Set fields of the copy a move is changing: what pydantic's ``__setattr__`` does for a
    model without ``validate_assignment``, without its per-field dispatch."""
    state.__dict__.update(values)
    state.__pydantic_fields_set__.update(values)


def _event(kind: str, data: dict[str, Any] | None = None, to: int | None = None) -> Event:
    """An event from data the engine made (not validated again; see ``build``)."""
    given = {"kind"} if data is None else {"kind", "data"}
    if to is not None:
        given.add("to")
    values: dict[str, Any] = {"kind": kind, "data": {} if data is None else data, "to": to}
    return build(Event, values, given)


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
        phase = state.phase
        if phase in _FUGITIVE_PHASES:
            return [FUGITIVE]
        return [] if phase == "over" else [MARSHAL]

    # The contract's entry points, as in Engine, minus the work Fugitive does not need on every
    # step: the game is over exactly when ``winner`` is set (see ``outcome``), so no Outcome is
    # built to find out, and ``apply`` calls the state's own cheap copy directly.

    def to_act(self, state: GameState) -> list[int]:
        return [] if state.winner is not None else self._to_act(state)

    def legal_actions(self, state: GameState, seat: int) -> list[Action]:
        if state.winner is not None or seat not in self._to_act(state):
            return []
        return self._legal_actions(state, seat)

    def apply(self, state: GameState, seat: int, action: Action) -> tuple[GameState, list[Event]]:
        """As :meth:`Engine.apply`: the work is done on a copy (``State.__deepcopy__``), so a
        refused action leaves ``state`` untouched."""
        if state.winner is not None:
            raise CORE_REFUSE("game-over")
        if seat not in self._to_act(state):
            raise CORE_REFUSE("not-your-turn")
        nxt = state.__deepcopy__()
        return nxt, self._apply(nxt, seat, action)

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
            return [_DRAW[n] for n, pile in zip(PILE_NUMBERS, state.piles, strict=True) if pile]
        if phase == "opening" or phase == "fugitive_play":
            return self._fugitive_moves(state)
        if phase in _GUESS_PHASES:
            picked = state.picked
            blocked = _blocked_picks(state)
            found: list[Action] = (
                [] if blocked is None else [a for n, a in _PICKS if n not in blocked]
            )
            if picked:
                found += [_UNPICK.get(n) or Unpick(number=n) for n in picked]
            if picked:
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

    def _apply_draw(self, state: GameState, seat: int, action: Draw) -> list[Event]:
        return self._draw(state, seat, action.pile)

    def _apply_pick(self, state: GameState, seat: int, action: Pick) -> list[Event]:
        self._require_guessing(state, seat)
        problem = pick_problem(state, action.number)
        if problem:
            raise problem
        picked = state.picked  # the copy's own list
        picked.append(action.number)
        picked.sort()
        return []

    def _apply_unpick(self, state: GameState, seat: int, action: Unpick) -> list[Event]:
        self._require_guessing(state, seat)
        if action.number not in state.picked:
            raise REFUSE("not-picked", number=action.number)
        state.picked.remove(action.number)
        return []

    def _apply_guess(self, state: GameState, seat: int, action: Guess) -> list[Event]:
        self._require_guessing(state, seat)
        return self._guess(state)

    def _apply_hide(self, state: GameState, seat: int, action: Hide) -> list[Event]:
        self._require_fugitive_play(state, seat)
        return self._hide(state, action.card)

    def _pending(self, state: GameState, seat: int) -> Pending:
        self._require_fugitive_play(state, seat)
        pending = state.pending
        if pending is None:
            raise REFUSE("choose-first")
        return pending

    def _apply_sprint(self, state: GameState, seat: int, action: Sprint) -> list[Event]:
        return self._sprint(state, self._pending(state, seat), action.card)

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

    def _apply_pass(self, state: GameState, seat: int, action: Pass) -> list[Event]:
        self._no_pending(state, seat)
        return self._pass(state)

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

    def _draw(self, state: GameState, seat: int, pile_no: int) -> list[Event]:
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
        card = state.piles[pile_no - 1].pop()
        hand = state.hands[seat]  # the copy's own list
        hand.append(card)
        hand.sort()
        data: dict[str, Any] = {"seat": seat, "role": ROLES[seat], "pile": pile_no}
        if bonus:
            data["bonus"] = True
        return [_event("draw", data), _event("drew", {"card": card}, seat)]

    def _give_back(self, state: GameState, cards: list[int]) -> None:
        hand = state.hands[FUGITIVE]  # the copy's own list
        hand.extend(cards)
        hand.sort()

    def _hide(self, state: GameState, card: int) -> list[Event]:
        if state.pending is not None:
            raise REFUSE("already-placing", card=state.pending.card)
        problem = hide_problem(state, card)
        if problem:
            raise problem
        state.hands[FUGITIVE].remove(card)
        _put(state, pending=build(Pending, {"card": card, "sprints": FrozenList()}))
        return []

    def _sprint(self, state: GameState, pending: Pending, card: int) -> list[Event]:
        if card == ESCAPE:
            raise REFUSE("escape-no-sprint")
        if card not in state.hands[FUGITIVE]:
            raise REFUSE("not-held", card=card)
        state.hands[FUGITIVE].remove(card)
        sprints = FrozenList(sorted([*pending.sprints, card]))
        _put(state, pending=build(Pending, {"card": pending.card, "sprints": sprints}))
        return []

    def _place(self, state: GameState, pending: Pending) -> list[Event]:
        problem = place_problem(state, pending)
        if problem:
            raise problem
        escape = pending.card == ESCAPE
        state.route.append(
            build(
                Hideout,
                {"number": pending.card, "sprints": _frozen(pending.sprints), "face_up": escape},
            )
        )
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
        _put(state, phase="manhunt", draws_left=0, picked=[])
        return [_event("manhunt_started", {"highest_face_up": highest})]

    def _pass(self, state: GameState) -> list[Event]:
        if state.phase == "opening":
            raise REFUSE("no-first-pass")
        events = [_event("pass")]
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

    def _guess(self, state: GameState) -> list[Event]:
        if not state.picked:
            raise REFUSE("pick-first")
        numbers = sorted(state.picked)
        manhunt = state.phase == "manhunt"
        hit = set(numbers) <= face_down_numbers(state)  # R16 / R17: all or nothing
        revealed: list[dict[str, Any]] = []
        if hit:
            route = state.route  # the copy's own list; its hideouts are shared and frozen
            for position, hideout in enumerate(route):
                if not hideout.face_up and hideout.number in numbers:
                    route[position] = build(
                        Hideout,
                        {
                            "number": hideout.number,
                            "sprints": _frozen(hideout.sprints),
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
        record = {
            "numbers": FrozenList(numbers),
            "hit": hit,
            "manhunt": manhunt,
            "route_len": len(state.route),
        }
        state.guesses.append(build(GuessRecord, record))
        _put(state, picked=[])
        data = {"numbers": numbers, "hit": hit, "revealed": revealed, "manhunt": manhunt}
        events = [_event("guess", data)]
        caught = hit and not face_down_numbers(state)  # R20 / E16: checked after the whole guess
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
        _put(state, phase="over", winner=winner, reason=reason, draws_left=0, picked=[])
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
        over = state.phase == "over"
        # R14: the Fugitive always sees his own cards; E13: the cards under the 42 stay hidden
        # until the game ends (the entries are shared and read-only: rules/fugitive/views.py)
        route = route_entries(state.route, seat == FUGITIVE or over)
        pending = state.pending
        pending_cards = 0 if pending is None else 1 + len(pending.sprints)
        hands = state.hands
        winner = state.winner
        result: dict[str, Any] = {
            "game": self.id,
            "seat": seat,
            "role": ROLES[seat] if seat is not None else None,
            "phase": state.phase,
            "to_act": self.to_act(state),
            "turn": state.turn,
            "draws_left": state.draws_left,
            "piles": [len(p) for p in state.piles],
            # cards of a hideout being assembled still count as in hand for everyone else
            "hand_sizes": [len(hands[FUGITIVE]) + pending_cards, len(hands[MARSHAL])],
            "route": route,
            "guesses": guess_entries(state.guesses),
            "winner": ROLES[winner] if winner is not None else None,
            "reason": state.reason,
        }
        if seat is not None:
            result["hand"] = sorted(state.hands[seat])
        if seat == FUGITIVE:
            pending = state.pending
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

    # -- helpers for the bot, the CLI and statistics ----------------------------------------------

    def describe_action(self, action: Action) -> str:
        if isinstance(action, Draw):
            return f"draw from pile {action.pile}"
        if isinstance(action, Hide):
            return f"hide {action.card}"
        if isinstance(action, Sprint):
            return f"sprint with {action.card}"
        if isinstance(action, Unsprint):
            return f"take back sprint card {action.card}"
        if isinstance(action, Place):
            return "place the hideout"
        if isinstance(action, Cancel):
            return "cancel the hideout"
        if isinstance(action, Pass):
            return "pass"
        if isinstance(action, EndTurn):
            return "end the turn"
        if isinstance(action, Pick):
            return f"pick {action.number}"
        if isinstance(action, Unpick):
            return f"unpick {action.number}"
        return "guess"

    def bot_action(self, state: GameState, seat: int, rng: Rng) -> Action:
        from rules.fugitive.ai import choose_action  # the AI builds on this module

        return choose_action(self, state, seat, rng)

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
