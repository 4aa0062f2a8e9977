"""The computer player: legal, and sensible (escapes, collects, trades, beats random play)."""

from __future__ import annotations

import pytest

from rules.core import Rng
from rules.fled.models import Escape, FledState, Stash, Whistle
from tests.rules.fled.support import (
    BLUE,
    ENGINE,
    YELLOW,
    assert_tiles_accounted,
    build,
)

YB = (6, 5, "E")
BB = (7, 7, "W")


def play(n: int, seed: int, bots: set[int]) -> tuple[FledState, int]:
    state = ENGINE.setup(n, seed=seed)
    rng = Rng(s=seed + 1)
    steps = 0
    while ENGINE.outcome(state) is None:
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_actions(state, seat)
        if seat in bots:
            action = ENGINE.bot_action(state, seat, rng)
            assert action in legal
        else:
            action = rng.choice(legal)
        state, _ = ENGINE.apply(state, seat, action)
        steps += 1
        assert steps < 3000
    return state, steps


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.slow
def test_bot_games_are_legal_and_end(n: int) -> None:
    for seed in range(15):
        state, _ = play(n, seed, set(range(n)))
        assert ENGINE.outcome(state) is not None
        assert_tiles_accounted(state)
        summary = ENGINE.summary(state)
        assert summary["end"] in ("escape", "hard labor")


@pytest.mark.slow
def test_bot_beats_random_players() -> None:
    wins = 0
    games = 40
    for seed in range(games):
        bot = seed % 2
        state, _ = play(2, 500 + seed, {bot})
        outcome = ENGINE.outcome(state)
        assert outcome is not None
        wins += bot in outcome.winners
    assert wins >= 0.75 * games


def test_bot_escapes_when_it_can() -> None:
    state = build(
        bunks={YELLOW: YB, BLUE: BB},
        tiles=[(20, 0, 2, "E")],
        hands={YELLOW: [3, 6, 9]},
        inventories={YELLOW: [13, 5]},
        pos={YELLOW: (1, 2)},
    )
    action = ENGINE.bot_action(state, YELLOW, Rng(s=1))
    assert action == Escape(tools=[13])


def test_bot_collects_contraband_in_a_poster_room() -> None:
    # in its bunk while the Governor's poster (bunk) is up, holding a stamp
    state = build(bunks={YELLOW: YB, BLUE: BB}, hands={YELLOW: [6, 17, 3]})
    assert ENGINE.bot_action(state, YELLOW, Rng(s=2)) == Stash(tile=6)


def test_bot_trades_in_the_quarters() -> None:
    state = build(
        bunks={YELLOW: YB, BLUE: BB},
        tiles=[(23, 8, 4, "N")],
        hands={YELLOW: [13, 33, 10]},
        inventories={YELLOW: [11, 12]},
        pos={YELLOW: (8, 3)},
    )
    action = ENGINE.bot_action(state, YELLOW, Rng(s=3))
    assert action == Stash(tile=13, pay=[11, 12])


def test_bot_uses_the_warder_on_an_exposed_rival() -> None:
    state = build(
        bunks={YELLOW: YB, BLUE: BB},
        hands={YELLOW: [3, 21, 19], BLUE: [9, 10, 11, 12, 4]},
        pos={BLUE: (7, 5)},  # a corridor, not on the Governor's poster
    )
    action = ENGINE.bot_action(state, YELLOW, Rng(s=4))
    assert isinstance(action, Whistle) and action.target == BLUE and action.npc == "warder1"
