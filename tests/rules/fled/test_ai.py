"""The computer player: legal, and sensible (escapes, collects, trades, beats random play)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from rules.core import Rng
from rules.fled.ai_escape import play_out
from rules.fled.models import Draw, Escape, FledAction, FledState, Move, Stash, Whistle
from rules.fled.queries import board_of
from tests.rules.fled import ai_before
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
    # blue is ahead (a stamp in its inventory): a rival worth a shackle
    state = build(
        bunks={YELLOW: YB, BLUE: BB},
        hands={YELLOW: [3, 21, 19], BLUE: [9, 10, 11, 12, 4]},
        inventories={BLUE: [6]},
        pos={BLUE: (7, 5)},  # a corridor, not on the Governor's poster
    )
    action = ENGINE.bot_action(state, YELLOW, Rng(s=4))
    assert isinstance(action, Whistle) and action.target == BLUE and action.npc == "warder1"


# -- tempo at four players (issue 25) -------------------------------------------------------
# Forest tile 20 lies on the ring, its room half (a warders' quarters, parchment: key) at (1, 2);
# tile 3 puts a bunk at (1, 3), one door (a key) south of that room.
FOREST_20 = (20, 0, 2, "E")
BUNK_BELOW = (3, 1, 3, "S")
PURPLE_KEYS = (19, 21)
PURPLE_WHISTLE, PURPLE_SHOE, STAMP, CAKE = 25, 17, 6, 10


def forest_position(**given: object) -> FledState:
    return build(bunks={YELLOW: YB, BLUE: BB}, tiles=[FOREST_20, BUNK_BELOW], **given)  # type: ignore[arg-type]


def test_bot_walks_into_the_forest_room_and_leaves_by_night() -> None:
    # night, one key in the inventory, one play left: the stamp could be stashed (its poster is
    # up), but stepping into the forest's room lets it escape at once
    state = forest_position(
        hands={YELLOW: [PURPLE_KEYS[1], STAMP, CAKE]},
        inventories={YELLOW: [PURPLE_KEYS[0]]},
        pos={YELLOW: (1, 3)},
        whistle=3,
        open_window=3,
        plays_left=1,
    )
    action = ENGINE.bot_action(state, YELLOW, Rng(s=5))
    assert action == Move(tile=PURPLE_KEYS[1], x=1, y=2)
    state, _ = ENGINE.apply(state, YELLOW, action)
    assert ENGINE.bot_action(state, YELLOW, Rng(s=5)) == Escape(tools=[PURPLE_KEYS[0]])


def test_bot_with_one_tool_goes_to_wait_for_the_night() -> None:
    # by day one key is not enough, but it is at night: the forest's room is where to be
    state = forest_position(
        hands={YELLOW: [PURPLE_KEYS[1], CAKE, PURPLE_SHOE]},
        inventories={YELLOW: [PURPLE_KEYS[0]]},
        pos={YELLOW: (1, 3)},
    )
    assert ENGINE.bot_action(state, YELLOW, Rng(s=6)) == Move(tile=PURPLE_KEYS[1], x=1, y=2)


def test_bot_blows_the_whistle_to_bring_the_night_and_escapes() -> None:
    # waiting in the forest's room with one key; the charm is one tile right of the open window
    state = forest_position(
        hands={YELLOW: [PURPLE_WHISTLE, CAKE, PURPLE_SHOE]},
        inventories={YELLOW: [PURPLE_KEYS[0]]},
        pos={YELLOW: (1, 2)},
        whistle=4,
        open_window=3,
    )
    action = ENGINE.bot_action(state, YELLOW, Rng(s=7))
    assert isinstance(action, Whistle) and action.target is None
    state, _ = ENGINE.apply(state, YELLOW, action)
    assert ENGINE.bot_action(state, YELLOW, Rng(s=7)) == Escape(tools=[PURPLE_KEYS[0]])


def test_bot_draws_a_useful_tile_from_the_governor() -> None:
    # a key fits the forest on the board; taking it spares the stack (the game clock)
    state = forest_position(
        hands={YELLOW: [CAKE, PURPLE_SHOE, STAMP]},
        governor=[PURPLE_KEYS[0]],
        phase="draw",
    )
    assert ENGINE.bot_action(state, YELLOW, Rng(s=8)) == Draw(governor=PURPLE_KEYS[0])


def test_bot_trades_for_the_tool_that_fits_the_forest() -> None:
    # in the quarters with one stamp: the key fits the only forest, the shoe leads nowhere
    state = forest_position(
        hands={YELLOW: [PURPLE_SHOE, CAKE, PURPLE_KEYS[1]]},
        inventories={YELLOW: [STAMP]},
        pos={YELLOW: (1, 2)},
    )
    assert ENGINE.bot_action(state, YELLOW, Rng(s=9)) == Stash(tile=PURPLE_KEYS[1], pay=[STAMP])


Player = Callable[[FledState, int, Rng], FledAction]


def new_computer(state: FledState, seat: int, rng: Rng) -> FledAction:
    return ENGINE.bot_action(state, seat, rng)


def old_computer(state: FledState, seat: int, rng: Rng) -> FledAction:
    return ai_before.choose_action(ENGINE, state, seat, rng)


def play_seats(seed: int, players: Sequence[Player]) -> FledState:
    state = ENGINE.setup(len(players), seed=seed)
    rng = Rng(s=seed + 1)
    while ENGINE.outcome(state) is None:
        seat = ENGINE.to_act(state)[0]
        state, _ = ENGINE.apply(state, seat, players[seat](state, seat, rng))
    return state


def swap_tally(seeds: range, n: int) -> dict[str, list[int]]:
    """[escapes, wins] of the new and the old computer at an ``n``-player table, in turns
    around it, every seed played twice with the seats exchanged."""
    tally = {"new": [0, 0], "old": [0, 0]}
    lineup = [new_computer if seat % 2 == 0 else old_computer for seat in range(n)]
    for seed in seeds:
        for players in (lineup, lineup[::-1]):
            state = play_seats(seed, players)
            outcome = ENGINE.outcome(state)
            assert outcome is not None
            for seat, player in enumerate(players):
                side = tally["new" if player is new_computer else "old"]
                side[0] += seat in state.escapes
                side[1] += seat in outcome.winners
    return tally


SWAP_SEEDS = range(1, 41)


@pytest.mark.slow
def test_new_computer_beats_the_previous_one_in_a_seat_swap() -> None:
    """Deterministic, not statistical: 40 fixed seeds at a four-player table, today's computer
    in two seats and the one before issue 25 in the other two, each seed played again with
    the seats exchanged; nothing random is left, so the test cannot flake, and it fails if a
    change makes today's computer leave the prison less often, or win less often, than the
    old one on these deals. Measured when written: 21 escapes against 9, 47 wins against 40;
    after the second round (the turn search): 32 against 14, 52 against 39."""
    tally = swap_tally(SWAP_SEEDS, 4)
    assert tally["new"][0] > tally["old"][0], tally
    assert tally["new"][1] > tally["old"][1], tally


# -- the turn search and the spared rivals (issue 25, second round) ---------------------------


def play_turn(state: FledState, seat: int, rng: Rng) -> FledState:
    """The computer's plays and draw until its turn ends (an escape ends it at once)."""
    while state.phase in ("play", "draw") and state.current == seat and seat not in state.escapes:
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
    return state


def test_bot_brings_the_night_and_walks_out_in_the_same_turn() -> None:
    # one key in the inventory, one door from the forest's room, by day: a whistle brings the
    # night (the charm moves onto the open window) and the second key takes it in: out
    state = forest_position(
        hands={YELLOW: [PURPLE_WHISTLE, PURPLE_KEYS[1], CAKE]},
        inventories={YELLOW: [PURPLE_KEYS[0]]},
        pos={YELLOW: (1, 3)},
        whistle=4,
        open_window=3,
    )
    assert YELLOW in play_turn(state, YELLOW, Rng(s=10)).escapes


def test_bot_spares_a_rival_who_is_no_danger() -> None:
    # four at the table (where a shackle shortens everyone's game): blue stands exposed in a
    # corridor, behind yellow and holding nothing for a forest
    state = forest_position(
        n=4,
        hands={YELLOW: [PURPLE_WHISTLE, CAKE, PURPLE_SHOE], BLUE: [9, 10, 11, 12, 4]},
        inventories={YELLOW: [STAMP]},
        pos={BLUE: (7, 5)},
    )
    action = ENGINE.bot_action(state, YELLOW, Rng(s=11))
    assert not (isinstance(action, Whistle) and action.target == BLUE)


def test_bot_shackles_a_rival_holding_a_tool_for_a_forest() -> None:
    # the same, but blue holds a key for the forest on the board: an escape is near
    state = forest_position(
        hands={YELLOW: [PURPLE_WHISTLE, CAKE, PURPLE_SHOE], BLUE: [9, 10, 11, 12, 4]},
        inventories={YELLOW: [STAMP], BLUE: [PURPLE_KEYS[0]]},
        pos={BLUE: (7, 5)},
    )
    action = ENGINE.bot_action(state, YELLOW, Rng(s=11))
    assert isinstance(action, Whistle) and action.target == BLUE


def test_the_turn_search_finds_two_steps_into_the_forest() -> None:
    # two keys in the inventory (enough by day), two doors from the forest's room: the search
    # starts the walk, and the turn ends outside
    state = forest_position(
        hands={YELLOW: [24, 28, CAKE]}, inventories={YELLOW: [*PURPLE_KEYS]}, pos={YELLOW: (1, 4)}
    )
    first = play_out(state, YELLOW, board_of(state))
    assert isinstance(first, Move) and (first.x, first.y) == (1, 3)
    assert YELLOW in play_turn(state, YELLOW, Rng(s=12)).escapes
