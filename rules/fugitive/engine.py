"""The Fugitive engine (1st edition; rules write-up R1–R24, E1–E20).

Seat 0 is the Fugitive, seat 1 the Marshal. Placing a hideout and making a guess are split into
small steps (pick a card, add sprint cards, confirm) so that every legal action can be listed even
though the Fugitive may over-pay with any subset of his hand.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, ClassVar, Literal

from pydantic import TypeAdapter

from data import load_json
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
)
from rules.fugitive.models import (
    Options as GameOptions,
)
from rules.fugitive.models import (
    State as GameState,
)
from rules.fugitive.refusals import REFUSE

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


def pick_problem(
    state: GameState, number: int, blocked: dict[int, IllegalAction] | None = None
) -> IllegalAction | None:
    """Why the Marshal may not add ``number`` to her guess (None if she may): numbers that can
    never be hidden hideouts are refused before the guess, so no turn is wasted (E8, E10)."""
    if not GUESS_LOW <= number <= GUESS_HIGH:
        return REFUSE("guess-range", low=GUESS_LOW, high=GUESS_HIGH)
    if number in state.picked:
        return REFUSE("already-picked", number=number)
    reason = (never_hideouts(state) if blocked is None else blocked).get(number)
    if reason is not None:
        return reason
    if state.phase == "manhunt" and state.picked:
        return REFUSE("manhunt-one", picked=state.picked[0])
    hidden = len(face_down_numbers(state))
    if len(state.picked) >= hidden:
        return REFUSE("too-many", hidden=hidden)
    return None


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
        if state.phase == "over":
            return []
        if state.phase in ("opening", "fugitive_draw", "fugitive_play"):
            return [FUGITIVE]
        return [MARSHAL]

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
        if phase in ("fugitive_draw", "marshal_draw"):
            return [Draw(pile=n) for n, pile in zip(PILE_NUMBERS, state.piles, strict=True) if pile]
        if phase in ("opening", "fugitive_play"):
            return self._fugitive_moves(state)
        if phase in ("marshal_guess", "manhunt"):
            blocked = never_hideouts(state)
            found: list[Action] = [
                Pick(number=n)
                for n in range(GUESS_LOW, GUESS_HIGH + 1)
                if pick_problem(state, n, blocked) is None
            ]
            found += [Unpick(number=n) for n in state.picked]
            if state.picked:
                found.append(Guess())
            return found
        return []

    def _fugitive_moves(self, state: GameState) -> list[Action]:
        hand = state.hands[FUGITIVE]
        pending = state.pending
        if pending is not None:
            moves: list[Action] = [Sprint(card=c) for c in hand if can_sprint(c)]
            moves += [Unsprint(card=c) for c in pending.sprints]
            if place_problem(state, pending) is None:
                moves.append(Place())
            moves.append(Cancel())
            return moves
        moves = [Hide(card=c) for c in hand if hide_problem(state, c) is None]
        if state.phase == "fugitive_play":
            moves.append(Pass())
        elif state.options.opening == "one_or_two" and state.placed_this_turn == 1:
            moves.append(EndTurn())
        return moves

    # -- applying actions -------------------------------------------------------------------------

    def _apply(self, state: GameState, seat: int, action: Action) -> list[Event]:
        if isinstance(action, Draw):
            return self._draw(state, seat, action.pile)
        if isinstance(action, Pick | Unpick | Guess):
            self._require_guessing(state, seat)
            if isinstance(action, Pick):
                problem = pick_problem(state, action.number)
                if problem:
                    raise problem
                state.picked = sorted([*state.picked, action.number])
                return []
            if isinstance(action, Unpick):
                if action.number not in state.picked:
                    raise REFUSE("not-picked", number=action.number)
                state.picked.remove(action.number)
                return []
            return self._guess(state)
        self._require_fugitive_play(state, seat)
        if isinstance(action, Hide):
            return self._hide(state, action.card)
        if isinstance(action, Sprint | Unsprint | Place | Cancel):
            pending = state.pending
            if pending is None:
                raise REFUSE("choose-first")
            if isinstance(action, Sprint):
                return self._sprint(state, pending, action.card)
            if isinstance(action, Unsprint):
                if action.card not in pending.sprints:
                    raise REFUSE("not-under", card=action.card)
                pending.sprints.remove(action.card)
                self._give_back(state, [action.card])
                return []
            if isinstance(action, Cancel):
                self._give_back(state, [pending.card, *pending.sprints])
                state.pending = None
                return []
            return self._place(state, pending)
        if state.pending is not None:
            raise REFUSE("finish-pending", card=state.pending.card)
        if isinstance(action, Pass):
            return self._pass(state)
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
        state.draws_left -= 1
        if seat == FUGITIVE:
            state.phase = "fugitive_play"
            state.draws_left = 0
        elif state.draws_left == 0 or not any(state.piles):
            state.phase = "marshal_guess"
            state.draws_left = 0
        return events

    def _take(self, state: GameState, seat: int, pile_no: int, bonus: bool = False) -> list[Event]:
        card = state.piles[pile_no - 1].pop()
        state.hands[seat] = sorted([*state.hands[seat], card])
        data: dict[str, Any] = {"seat": seat, "role": ROLES[seat], "pile": pile_no}
        if bonus:
            data["bonus"] = True
        return [Event(kind="draw", data=data), Event(kind="drew", data={"card": card}, to=seat)]

    def _give_back(self, state: GameState, cards: list[int]) -> None:
        state.hands[FUGITIVE] = sorted([*state.hands[FUGITIVE], *cards])

    def _hide(self, state: GameState, card: int) -> list[Event]:
        if state.pending is not None:
            raise REFUSE("already-placing", card=state.pending.card)
        problem = hide_problem(state, card)
        if problem:
            raise problem
        state.hands[FUGITIVE].remove(card)
        state.pending = Pending(card=card)
        return []

    def _sprint(self, state: GameState, pending: Pending, card: int) -> list[Event]:
        if card == ESCAPE:
            raise REFUSE("escape-no-sprint")
        if card not in state.hands[FUGITIVE]:
            raise REFUSE("not-held", card=card)
        state.hands[FUGITIVE].remove(card)
        pending.sprints = sorted([*pending.sprints, card])
        return []

    def _place(self, state: GameState, pending: Pending) -> list[Event]:
        problem = place_problem(state, pending)
        if problem:
            raise problem
        escape = pending.card == ESCAPE
        state.route.append(Hideout(number=pending.card, sprints=pending.sprints, face_up=escape))
        state.pending = None
        state.placed_this_turn += 1
        position = len(state.route) - 1
        public: dict[str, Any] = {"position": position, "sprint_count": len(pending.sprints)}
        if escape:
            public["number"] = ESCAPE  # R21: the 42 is public once played
        events = [
            Event(kind="hideout", data=public),
            Event(
                kind="placed",
                data={
                    "position": position,
                    "number": pending.card,
                    "sprint_cards": list(pending.sprints),
                },
                to=FUGITIVE,
            ),
        ]
        if escape:
            return events + self._escape(state)
        if state.phase == "fugitive_play" or state.placed_this_turn >= 2:
            self._start_marshal_turn(state)
        return events

    def _escape(self, state: GameState) -> list[Event]:
        """R22 / E12: the 42 ends the game at once or starts the manhunt at once."""
        highest = max(h.number for h in state.route if h.face_up and h.number != ESCAPE)
        if highest > MANHUNT_LIMIT:
            return self._finish(state, FUGITIVE, "escaped")
        if not face_down_numbers(state):  # E14: nothing left to find
            return self._finish(state, MARSHAL, "manhunt_complete")
        state.phase = "manhunt"
        state.draws_left = 0
        state.picked = []
        return [Event(kind="manhunt_started", data={"highest_face_up": highest})]

    def _pass(self, state: GameState) -> list[Event]:
        if state.phase == "opening":
            raise REFUSE("no-first-pass")
        events = [Event(kind="pass")]
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
            for position, hideout in enumerate(state.route):
                if not hideout.face_up and hideout.number in numbers:
                    hideout.face_up = True
                    revealed.append(
                        {
                            "position": position,
                            "number": hideout.number,
                            "sprint_cards": list(hideout.sprints),
                        }
                    )
        state.guesses.append(
            GuessRecord(numbers=numbers, hit=hit, manhunt=manhunt, route_len=len(state.route))
        )
        state.picked = []
        events = [
            Event(
                kind="guess",
                data={"numbers": numbers, "hit": hit, "revealed": revealed, "manhunt": manhunt},
            )
        ]
        caught = hit and not face_down_numbers(state)  # R20 / E16: checked after the whole guess
        if manhunt:
            if not hit:
                return events + self._finish(state, FUGITIVE, "manhunt_failed")
            if caught:
                return events + self._finish(state, MARSHAL, "manhunt_complete")
            return events
        if caught:
            return events + self._finish(state, MARSHAL, "caught")
        state.turn += 1
        self._start_fugitive_turn(state)
        return events

    def _finish(self, state: GameState, winner: int, reason: str) -> list[Event]:
        state.phase = "over"
        state.winner = winner
        state.reason = reason
        state.draws_left = 0
        state.picked = []
        return [Event(kind="game_over", data={"winner": ROLES[winner], "reason": reason})]

    def _start_fugitive_turn(self, state: GameState) -> None:
        state.placed_this_turn = 0
        if any(state.piles):
            state.phase, state.draws_left = "fugitive_draw", 1
        else:  # E3: no card left anywhere, skip the draw
            state.phase, state.draws_left = "fugitive_play", 0

    def _start_marshal_turn(self, state: GameState) -> None:
        if any(state.piles):  # R9 / R10: two cards on her first turn, then one
            state.phase, state.draws_left = "marshal_draw", 2 if state.turn == 1 else 1
        else:  # E3
            state.phase, state.draws_left = "marshal_guess", 0

    # -- views ------------------------------------------------------------------------------------

    def num_players(self, state: GameState) -> int:
        return 2

    def _view(self, state: GameState, seat: int | None) -> dict[str, Any]:
        over = state.phase == "over"
        own_route = seat == FUGITIVE or over  # R14: the Fugitive always sees his own cards
        route: list[dict[str, Any]] = []
        for hideout in state.route:
            number_known = own_route or hideout.face_up
            # E13: the cards under the 42 stay hidden until the game ends
            sprints_known = own_route or (hideout.face_up and hideout.number != ESCAPE)
            route.append(
                {
                    "number": hideout.number if number_known else None,
                    "face_up": hideout.face_up,
                    "sprint_count": len(hideout.sprints),
                    "sprint_cards": list(hideout.sprints) if sprints_known else None,
                }
            )
        pending_cards = 0 if state.pending is None else 1 + len(state.pending.sprints)
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
            "hand_sizes": [len(state.hands[FUGITIVE]) + pending_cards, len(state.hands[MARSHAL])],
            "route": route,
            "guesses": [
                {
                    "numbers": list(g.numbers),
                    "hit": g.hit,
                    "manhunt": g.manhunt,
                    "route_len": g.route_len,
                }
                for g in state.guesses
            ],
            "winner": ROLES[state.winner] if state.winner is not None else None,
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
