"""Fugitive computer players and the Marshal's deduction helpers."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise, product
from typing import Any

import pytest

from rules.core import Rng
from rules.fugitive import FugitiveEngine
from rules.fugitive.deduce import candidates, candidates_by_position, certain_non_hideouts
from rules.fugitive.models import (
    ESCAPE,
    Cancel,
    Guess,
    Hide,
    Hideout,
    Options,
    Pick,
    Place,
    State,
    Unpick,
    Unsprint,
)
from tests.rules.fugitive import ai_before

ENGINE = FugitiveEngine()
FUG, MAR = 0, 1
MAX_STEPS = 2000

Policy = Callable[[State, int, Rng], Any]


def bot(state: State, seat: int, rng: Rng) -> Any:
    return ENGINE.bot_action(state, seat, rng)


def random_player(state: State, seat: int, rng: Rng) -> Any:
    """Random, but a pick is guessed at once and a hideout is placed as soon as it can be
    (a uniformly random player would wander for hundreds of steps)."""
    legal = ENGINE.legal_actions(state, seat)
    if state.picked:
        return Guess()
    if Place() in legal:
        return Place()
    return rng.choice([a for a in legal if not isinstance(a, Unsprint | Cancel)] or legal)


def before(state: State, seat: int, rng: Rng) -> Any:
    """The computer as it played before issue 25 (its Fugitive; the Marshal is today's)."""
    return ai_before.choose_action(ENGINE, state, seat, rng)


def check_deduction(state: State) -> None:
    """The true number of every face-down hideout is among its candidates (soundness)."""
    view = ENGINE.view(state, MAR)
    by_position = candidates_by_position(view)
    for index, hideout in enumerate(state.route):
        if not hideout.face_up:
            assert hideout.number in by_position[index], (index, hideout.number, by_position)
    assert not certain_non_hideouts(view) & {h.number for h in state.route if not h.face_up}


def play(
    seed: int,
    fugitive: Policy,
    marshal: Policy,
    options: Options | None = None,
    on_marshal_pick: Callable[[State, int], None] | None = None,
) -> tuple[State, list[tuple[int, Any]]]:
    rng = Rng(s=seed + 17)
    state = ENGINE.setup(2, options, seed)
    log: list[tuple[int, Any]] = []
    for _ in range(MAX_STEPS):
        seats = ENGINE.to_act(state)
        if not seats:
            return state, log
        seat = seats[0]
        action = (fugitive if seat == FUG else marshal)(state, seat, rng)
        if isinstance(action, Pick) and on_marshal_pick is not None:
            on_marshal_pick(state, action.number)
        state, _ = ENGINE.apply(state, seat, action)
        log.append((seat, action))
    raise AssertionError(f"seed {seed}: no end within {MAX_STEPS} steps")


@pytest.mark.parametrize("opening", ["one_or_two", "exactly_two"])
def test_ai_games_end_and_every_bot_step_is_legal(opening: str) -> None:
    lengths = []
    for seed in range(30):
        state, log = play(seed, bot, bot, Options(opening=opening))
        assert ENGINE.outcome(state) is not None
        lengths.append(len(log))
    # a round is a handful of steps: no hide/cancel or pick/unpick loops
    assert max(lengths) < 400


def test_marshal_ai_only_picks_numbers_still_possible() -> None:
    picks = 0

    def possible(state: State, number: int) -> None:
        nonlocal picks
        picks += 1
        check_deduction(state)
        view = ENGINE.view(state, MAR)
        assert number in set().union(*candidates(view))
        assert number not in certain_non_hideouts(view)

    for seed in range(25):
        play(seed, bot, bot, on_marshal_pick=possible)
        play(seed, random_player, bot, on_marshal_pick=possible)
    assert picks > 100


def test_marshal_ai_guesses_several_numbers_only_when_certain() -> None:
    for seed in range(25):
        state = ENGINE.setup(2, None, seed)
        rng = Rng(s=seed)
        while ENGINE.to_act(state):
            seat = ENGINE.to_act(state)[0]
            action = bot(state, seat, rng)
            if isinstance(action, Guess) and len(state.picked) > 1:
                by_position = candidates_by_position(ENGINE.view(state, MAR))
                certain = {next(iter(s)) for s in by_position.values() if len(s) == 1}
                assert set(state.picked) <= certain
            state, events = ENGINE.apply(state, seat, action)
            if isinstance(action, Guess) and len(events[0].data["numbers"]) > 1:
                assert events[0].data["hit"]


def test_fugitive_ai_plays_legal_routes_with_sprints_and_bluffs() -> None:
    sprinted = bluffed = escaped = 0
    for seed in range(60):
        state, log = play(seed, bot, random_player)
        route = state.route
        for before, after in pairwise(route):
            footprints = sum(1 if c % 2 else 2 for c in after.sprints)
            assert before.number < after.number <= before.number + 3 + footprints
            if after.sprints:
                sprinted += 1
                needed = max(0, after.number - before.number - 3)
                if footprints > needed and after.number != ESCAPE:
                    bluffed += 1
        escaped += route[-1].number == ESCAPE
        fugitive_steps = [a for seat, a in log if seat == FUG]
        assert not any(isinstance(a, Cancel) for a in fugitive_steps)  # plans hold
    assert sprinted > 0 and bluffed > 0 and escaped > 0


def test_ai_marshal_beats_a_random_fugitive_most_of_the_time() -> None:
    wins = sum(
        ENGINE.outcome(play(seed, random_player, bot)[0]).winners == [MAR]  # type: ignore[union-attr]
        for seed in range(60)
    )
    assert wins >= 40


def test_ai_fugitive_beats_a_random_marshal_most_of_the_time() -> None:
    wins = sum(
        ENGINE.outcome(play(seed, bot, random_player)[0]).winners == [FUG]  # type: ignore[union-attr]
        for seed in range(60)
    )
    assert wins >= 40


def test_bot_recovers_from_a_human_half_made_move() -> None:
    # the Marshal had picked an impossible number before the bot took over: it is dropped
    state = State(
        piles=[[], [], []],
        hands=[[5], [20]],
        route=[Hideout(number=0, face_up=True), Hideout(number=2)],
        phase="marshal_guess",
        turn=2,
        picked=[9],
    )
    rng = Rng(s=1)
    assert bot(state, MAR, rng) == Unpick(number=9)
    state, _ = ENGINE.apply(state, MAR, Unpick(number=9))
    for _ in range(3):
        action = bot(state, MAR, rng)
        state, _ = ENGINE.apply(state, MAR, action)
        if isinstance(action, Guess):
            break
    assert state.guesses and state.guesses[-1].numbers[0] in {1, 2, 3}
    # the Fugitive had started an unreachable plan: the bot completes or cancels it
    state = State(
        piles=[[], [], []],
        hands=[[1, 2, 9], []],
        route=[Hideout(number=0, face_up=True), Hideout(number=3)],
        phase="fugitive_play",
        turn=2,
    )
    state, _ = ENGINE.apply(state, FUG, Hide(card=9))
    for _ in range(6):
        if state.phase != "fugitive_play":
            break
        state, _ = ENGINE.apply(state, FUG, bot(state, FUG, rng))
    assert state.phase == "marshal_guess" and state.route[-1].number == 9


def test_bots_finish_games_started_by_uniformly_random_players() -> None:
    """Hand a game over to the bots at any point (pending hideouts, picked numbers, …): they
    finish it without looping."""
    for seed in range(40):
        rng = Rng(s=seed)
        state = ENGINE.setup(2, Options(opening="exactly_two" if seed % 2 else "one_or_two"), seed)
        for _ in range(rng.randint(0, 150)):
            seats = ENGINE.to_act(state)
            if not seats:
                break
            state, _ = ENGINE.apply(
                state, seats[0], rng.choice(ENGINE.legal_actions(state, seats[0]))
            )
        for _ in range(MAX_STEPS):
            seats = ENGINE.to_act(state)
            if not seats:
                break
            state, _ = ENGINE.apply(state, seats[0], bot(state, seats[0], rng))
        assert ENGINE.outcome(state) is not None, f"seed {seed} did not end"


# -- deduction helpers ------------------------------------------------------------------------


def marshal_view(
    route: list[dict[str, Any]], hand: list[int], guesses: list[Any]
) -> dict[str, Any]:
    zero = {"number": 0, "face_up": True, "sprint_count": 0, "sprint_cards": []}
    return {"role": "marshal", "hand": hand, "route": [zero, *route], "guesses": guesses}


def down(sprints: int = 0) -> dict[str, Any]:
    return {"number": None, "face_up": False, "sprint_count": sprints, "sprint_cards": None}


def up(number: int, cards: list[int] | None) -> dict[str, Any]:
    return {
        "number": number,
        "face_up": True,
        "sprint_count": len(cards or []),
        "sprint_cards": cards,
    }


def test_certain_non_hideouts_are_hand_face_up_and_revealed_sprints() -> None:
    view = marshal_view([up(4, [1]), down(), up(ESCAPE, None)], [30, 31], [])
    assert certain_non_hideouts(view) == {1, 4, 30, 31}


def test_candidates_use_order_jumps_and_failed_single_guesses() -> None:
    view = marshal_view([down(), up(5, [])], [], [])
    assert candidates(view) == [{2, 3}]  # 0 < v <= 3 and 5 - 3 <= v
    view = marshal_view([down(), down(1)], [2], [])
    assert candidates(view) == [{1, 3}, {2, 3, 4, 5, 6, 7, 8} - {2}]
    # a failed single guess of 3 while both positions existed
    view = marshal_view([down(), down(1)], [2], [{"numbers": [3], "hit": False, "route_len": 3}])
    assert candidates(view) == [{1}, {4, 5, 6}]
    # the same guess made before the second hideout existed only rules out the first (E7)
    view = marshal_view([down(), down(1)], [2], [{"numbers": [3], "hit": False, "route_len": 2}])
    assert candidates(view) == [{1}, {3, 4, 5, 6}]
    # a failed multi-guess says nothing about single numbers
    view = marshal_view([down()], [], [{"numbers": [1, 2], "hit": False, "route_len": 2}])
    assert candidates(view) == [{1, 2, 3}]


def test_candidates_use_revealed_sprint_values() -> None:
    # 10 revealed with sprint card 2 (+2): the hideout before it is at least 10 - 5 = 5, so
    # at most 6 (no sprint from 3 or below), and the first one is 3 (2 is the sprint card)
    view = marshal_view([down(), down(), up(10, [2])], [], [])
    assert candidates(view) == [{3}, {5, 6}]


def footprints(cards: list[int] | tuple[int, ...]) -> int:
    return sum(1 if c % 2 else 2 for c in cards)  # R5: odd +1, even +2


def free_pair_exists(hand: list[int]) -> bool:
    """Brute force, apart from the AI's code: two opening hideouts ``a < b`` whose sprint cards
    are all below the hideout they serve (cards that could never be hideouts later), each card
    used once (R11)."""
    for a in hand:
        for b in hand:
            if not a < b < ESCAPE:
                continue
            spare = [c for c in hand if c not in (a, b) and c < b and c != ESCAPE]
            for ways in product((0, 1, 2), repeat=len(spare)):
                under_a = [c for c, w in zip(spare, ways, strict=True) if w == 1]
                under_b = [c for c, w in zip(spare, ways, strict=True) if w == 2]
                if any(c > a for c in under_a):
                    continue
                if a <= 3 + footprints(under_a) and b <= a + 3 + footprints(under_b):
                    return True
    return False


def test_fugitive_opens_with_two_hideouts_when_the_second_is_free() -> None:
    for seed in range(40):
        state = ENGINE.setup(2, None, seed)
        free = free_pair_exists(state.hands[FUG])
        rng = Rng(s=seed)
        while ENGINE.to_act(state) == [FUG]:
            state, _ = ENGINE.apply(state, FUG, bot(state, FUG, rng))
        opening = state.route[1:]
        assert len(opening) == (2 if free else 1), (seed, state.hands[FUG], opening)
        # no useful card is spent in the opening: every sprint card lies below its hideout
        assert all(c < h.number for h in opening for c in h.sprints), (seed, opening)


@pytest.mark.parametrize(
    ("hand", "seconds"),
    [
        # a hideout at 3 or below, then one at 5 or 6 (sprinting with what is left below it)
        ([1, 2, 3, 5, 6, 17, 21, 25], {5, 6}),
        # (a hand written for the test: a real one starts with 1, 2 and 3) after 3, a second
        # hideout at 9 or above would need sprint cards above it, which are useful later
        ([3, 9, 17, 21, 25, 28, 30, 33], set()),
    ],
)
def test_fugitive_takes_a_second_opening_hideout_only_when_it_is_free(
    hand: list[int], seconds: set[int]
) -> None:
    state = State(
        piles=[[4, 7], [15], [29]],
        hands=[[*hand, ESCAPE], []],
        route=[Hideout(number=0, face_up=True)],
    )
    assert free_pair_exists(state.hands[FUG]) == bool(seconds)
    rng = Rng(s=3)
    while ENGINE.to_act(state) == [FUG]:
        state, _ = ENGINE.apply(state, FUG, bot(state, FUG, rng))
    opening = state.route[1:]
    assert all(c < h.number for h in opening for c in h.sprints)
    if seconds:
        assert len(opening) == 2 and opening[1].number in seconds
    else:
        assert len(opening) == 1


SWAP_SEEDS = range(1, 301)


def test_new_fugitive_beats_the_previous_one_in_a_seat_swap() -> None:
    """Deterministic, not statistical: the same 300 fixed seeds (deals and generators) are
    played by today's Fugitive and by the previous one, each against today's Marshal (the
    Marshal did not change, so this is the seat swap of ``simulate --swap``). Nothing random
    is left, so the test cannot flake; it fails if a change makes the Fugitive weaker on these
    deals. Measured when written: 120 wins against 80. The 40 % target is a measurement over
    400+ seeds (bench/README.md), not asserted on these 300."""
    new = sum(ENGINE.outcome(play(s, bot, bot)[0]).winners == [FUG] for s in SWAP_SEEDS)  # type: ignore[union-attr]
    old = sum(ENGINE.outcome(play(s, before, before)[0]).winners == [FUG] for s in SWAP_SEEDS)  # type: ignore[union-attr]
    assert new >= old + len(SWAP_SEEDS) // 10, (new, old)
