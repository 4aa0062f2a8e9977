"""Fugitive random playouts through the shared checker (``tests/rules/playout.py``).

Uniformly random players make very long Fugitive games: a random Marshal keeps picking and
unpicking numbers and rarely guesses a single one, so a game takes ~1200 steps (~80 rounds, ~2 s
with the checker; 20 seeds measured all ended, the longest after 4354 steps). The 510 complete
games here therefore use random players that only see part of the legal actions (the engine
itself is unchanged): 480 *brisk* games (the Marshal guesses as soon as she has picked a number,
the Fugitive sprints until his hideout can be placed and then places it) and 30 games with every
Fugitive action on offer (take back, cancel, over-pay). Ten more seeds play with every legal
action for their first 1000 steps. Every step of every game checks the invariants below.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import pairwise
from typing import Any

import pytest

from rules.core import Event
from rules.fugitive import FugitiveEngine
from rules.fugitive.content import (
    EVENT_ID,
    FIRST_EVENT_CODE,
    PILE_RANGES,
    PLACEHOLDER,
    PLACEHOLDERS,
    SPRINT,
)
from rules.fugitive.models import (
    ESCAPE,
    Cancel,
    Choose,
    Draw,
    EndTurn,
    Guess,
    Hide,
    Options,
    Pass,
    Pick,
    Place,
    Sprint,
    State,
    Unpick,
    Unsprint,
)
from tests.rules.playout import play_random

#: long random games
pytestmark = pytest.mark.slow

FUG, MAR = 0, 1
OPTIONS = [
    Options(),
    Options(opening="exactly_two"),
    Options(pass_bonus=True),
    Options(opening="exactly_two", pass_bonus=True),
    # the event variants (house event deck), each with another table rule beside it
    Options(events="random"),
    Options(events="discovery", opening="exactly_two"),
    Options(events="helpful", helped="fugitive", pass_bonus=True),
    Options(events="helpful", helped="marshal"),
    Options(events="catch_up", opening="exactly_two", pass_bonus=True),
]
#: keys of a view whose integers are counts or seats, never card numbers
COUNT_KEYS = {
    "seat",
    "to_act",
    "turn",
    "draws_left",
    "piles",
    "hand_sizes",
    "sprint_count",
    "event_piles",
    "extra_draws",
}
#: keys of a view holding the rules' fixed facts (checked equal to the rules' own, so they
#: cannot carry a secret)
RULE_KEYS = {"pile_ranges", "sprint_values"}
#: keys that tell the Fugitive's face-down numbers: in his own view only
FUGITIVE_KEYS = {"pending", "last_hideout", "reach", "marshal_known"}


def check_rule_facts(view: dict[str, Any]) -> None:
    assert view["pile_ranges"] == [list(r) for r in PILE_RANGES]
    assert view["sprint_values"] == [SPRINT.get(n, 0) for n in range(43)]


def secrets(state: State) -> set[int]:
    """Numbers neither the public nor the Marshal may see: face-down hideouts and the cards
    under them, the cards under the 42 until the end, the Fugitive's hand and pending cards."""
    hidden = set(state.hands[FUG])
    if state.pending is not None:
        hidden |= {state.pending.card, *state.pending.sprints}
    if state.phase == "over":  # the whole route is shown at the end
        return hidden
    for hideout in state.route:
        if not hideout.face_up:
            hidden |= {hideout.number, *hideout.sprints}
        elif hideout.number == ESCAPE:
            hidden |= set(hideout.sprints)
    return hidden


def numbers_in(data: Any, skip: set[str]) -> Iterator[int]:
    """Every integer in a JSON-able structure, except under the keys in ``skip``."""
    if isinstance(data, bool):
        return
    if isinstance(data, int):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            if key not in skip:
                yield from numbers_in(value, skip)
    elif isinstance(data, list):
        for value in data:
            yield from numbers_in(value, skip)


def check_state(engine: FugitiveEngine, state: State) -> None:
    # every card exactly once: route (with sprint cards), hands, pending, piles
    cards = [n for h in state.route for n in (h.number, *h.sprints)]
    in_piles = [n for p in state.piles for n in p]
    cards += state.hands[FUG] + state.hands[MAR] + [n for n in in_piles if n < FIRST_EVENT_CODE]
    if state.pending is not None:
        cards += [state.pending.card, *state.pending.sprints]
    assert sorted(cards) == list(range(43))
    # event cards: each at most once, only in the piles and the event piles beside them
    events = [n for n in in_piles if n >= FIRST_EVENT_CODE] + [n for d in state.decks for n in d]
    assert Counter(events)[PLACEHOLDER] <= PLACEHOLDERS
    assert len({n for n in events if n != PLACEHOLDER}) == len(
        [n for n in events if n != PLACEHOLDER]
    )
    assert set(events) <= {*EVENT_ID, PLACEHOLDER}
    # the route rises and every jump was paid for (R11)
    for before, after in pairwise(state.route):
        footprints = sum(1 if c % 2 else 2 for c in after.sprints)
        assert before.number < after.number <= before.number + 3 + footprints
        assert ESCAPE not in after.sprints
    hidden = secrets(state)
    guesses = [g.model_dump(mode="json") for g in state.guesses]
    for seat in (None, MAR):
        view = engine.view(state, seat)
        assert not FUGITIVE_KEYS & set(view)
        check_rule_facts(view)
        for entry, hideout in zip(view["route"], state.route, strict=True):
            assert entry["face_up"] == hideout.face_up
            assert entry["sprint_count"] == len(hideout.sprints)
            if not hideout.face_up and state.phase != "over":
                assert entry["number"] is None and entry["sprint_cards"] is None
            if hideout.number == ESCAPE and state.phase != "over":
                assert entry["sprint_cards"] is None
        assert view["guesses"] == guesses
        skip = COUNT_KEYS | RULE_KEYS | {"guesses"}
        if seat == MAR:
            assert view["hand"] == state.hands[MAR] and view["picked"] == state.picked
            skip |= {"hand", "picked"}  # her own cards and her own picks
        else:
            assert "hand" not in view and "picked" not in view
        leaked = hidden & set(numbers_in(view, skip))
        assert not leaked, f"view of seat {seat} shows hidden numbers {leaked}"
        pending = 0 if state.pending is None else 1 + len(state.pending.sprints)
        assert view["hand_sizes"] == [len(state.hands[FUG]) + pending, len(state.hands[MAR])]
    own = engine.view(state, FUG)
    assert [r["number"] for r in own["route"]] == [h.number for h in state.route]
    check_rule_facts(own)
    assert own["last_hideout"] == state.route[-1].number
    assert own["reach"] == state.route[-1].number + 3  # R11: three above without sprinting
    assert own["hand"] == sorted(state.hands[FUG])
    if state.phase == "over":
        assert engine.view(state, None)["route"] == own["route"]


def illegal_moves(state: State, seat: int) -> Iterator[Any]:
    """A few moves the engine must refuse in this state (a different share at each step:
    every refused move costs a full copy of the state)."""
    moves = list(_illegal_moves(state, seat))
    offset = (state.turn + len(state.route) + len(state.picked) + state.draws_left) % 3
    yield from moves[offset::3]


def _illegal_moves(state: State, seat: int) -> Iterator[Any]:
    yield Choose(value=ESCAPE)  # never a pile, a returnable sprint card or a card to give
    for index, pile in enumerate(state.piles):
        if not pile:
            yield Draw(pile=index + 1)
    if state.phase not in ("fugitive_draw", "marshal_draw"):
        yield Draw(pile=1)
    if seat == FUG:
        yield Pick(number=1)
        yield Guess()
        marshal_card = next(iter(state.hands[MAR]), None)
        if marshal_card is not None:
            yield Hide(card=marshal_card)
        if state.pending is None:
            yield Place()
            yield Cancel()
            yield Hide(card=state.route[-1].number)  # not above the last hideout
            if state.phase == "opening":
                yield Pass()
        else:
            yield Hide(card=state.pending.card)
            yield Pass()
            if ESCAPE in state.hands[FUG]:
                yield Sprint(card=ESCAPE)
            yield Unsprint(card=state.pending.card)
        if state.phase != "opening":
            yield EndTurn()
    else:
        yield Hide(card=1)
        yield Pass()
        for number in (0, 42):
            yield Pick(number=number)
        if state.phase in ("marshal_guess", "manhunt"):
            for number in state.hands[MAR][:2] + state.picked[:1]:
                yield Pick(number=number)
            for hideout in state.route[1:]:
                if hideout.face_up and hideout.number != ESCAPE:
                    yield Pick(number=hideout.number)
            if not state.picked:
                yield Guess()
            yield Unpick(number=next(n for n in range(1, 42) if n not in state.picked))


class CheckedEngine(FugitiveEngine):
    """The real engine, whose ``apply`` also checks every batch of events it returns."""

    def apply(self, state: State, seat: int, action: Any) -> tuple[State, list[Event]]:
        nxt, events = super().apply(state, seat, action)
        if isinstance(action, Hide | Sprint | Unsprint | Cancel | Pick | Unpick):
            assert all(e.to is not None for e in events)  # steps of a move stay private
        hidden = secrets(nxt)
        for event in events:
            if event.to is None:
                skip = {"numbers", "seat", "pile", "position", "sprint_count", "hidden"}
                leaked = hidden & set(numbers_in(event.data, skip))
                assert not leaked, f"public event {event.kind} shows {leaked}"
            else:  # an event's decision may tell the other seat (the card given to her,
                # the card he draws after her decision in his pass bonus)
                assert event.to == seat or isinstance(action, Choose)
        return nxt, events


class PatientFugitiveEngine(CheckedEngine):
    """Every Fugitive action on offer; the Marshal guesses once she has picked one number."""

    def _legal_actions(self, state: State, seat: int) -> list[Any]:
        actions = super()._legal_actions(state, seat)
        if state.picked:
            return [a for a in actions if isinstance(a, Guess | Unpick)]
        return actions


class BriskEngine(PatientFugitiveEngine):
    """Also a Fugitive who sprints until his hideout can be placed, then places it."""

    def _legal_actions(self, state: State, seat: int) -> list[Any]:
        actions = super()._legal_actions(state, seat)
        if state.picked:
            return [Guess()]
        if state.pending is not None:
            if Place() in actions:
                return [Place()]
            return [a for a in actions if isinstance(a, Sprint)] or [Cancel()]
        return actions


def run(
    engine: FugitiveEngine, seed: int, options: Options, max_steps: int, try_all: int = 0
) -> State:
    result = play_random(
        engine,
        2,
        seed,
        options,
        max_steps=max_steps,
        check=lambda s: check_state(engine, s),
        illegal=illegal_moves,
        try_all_legal_every=try_all,
    )
    assert result.finished, f"seed {seed} did not end within {max_steps} steps"
    outcome = engine.outcome(result.state)
    assert outcome is not None and len(outcome.winners) == 1
    assert outcome.reason in {"escaped", "caught", "manhunt_failed", "manhunt_complete"}
    state: State = result.state
    return state


BRISK_CHUNKS = 16
BRISK_PER_CHUNK = 30  # 480 brisk games


@pytest.mark.parametrize("chunk", range(BRISK_CHUNKS))
def test_brisk_random_games(chunk: int) -> None:
    engine = BriskEngine()
    seeds = range(chunk * BRISK_PER_CHUNK, (chunk + 1) * BRISK_PER_CHUNK)
    reasons = Counter(
        run(engine, seed, OPTIONS[seed % len(OPTIONS)], 3000).reason for seed in seeds
    )
    assert sum(reasons.values()) == BRISK_PER_CHUNK


@pytest.mark.parametrize("chunk", range(3))
def test_random_games_with_every_fugitive_action(chunk: int) -> None:
    """10 games per chunk, every legal action applied (on copies) at every 10th step."""
    engine = PatientFugitiveEngine()
    for seed in range(2000 + 10 * chunk, 2010 + 10 * chunk):
        run(engine, seed, OPTIONS[seed % len(OPTIONS)], max_steps=20_000, try_all=10)


@pytest.mark.parametrize("seed", range(3000, 3010))
def test_unrestricted_random_play_keeps_every_invariant(seed: int) -> None:
    """Uniformly random play with every legal action on offer (multi-number guesses, unpicks),
    for the first 1000 steps: finishing such games is too slow here (module docstring)."""
    engine = CheckedEngine()
    result = play_random(
        engine,
        2,
        seed,
        OPTIONS[seed % len(OPTIONS)],
        max_steps=1000,
        check=lambda s: check_state(engine, s),
        illegal=illegal_moves,
        try_all_legal_every=9,
    )
    assert result.finished or len(result.log) == 1000
