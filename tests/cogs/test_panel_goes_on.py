"""After a move the mover's panel shows their next choices: a player moving again goes on from
it, with no **My turn** click, to the end of the game (as people play, and as
``bench/bench_requests.py`` counts a move's work)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cogs.panel_driver import GameOnDiscord


@pytest.mark.parametrize(("game_id", "players"), [("fled", 3), ("elba", 4), ("alcatraz", 4)])
async def test_a_player_moving_again_goes_on_from_the_panel_their_move_left(
    simcord_env: Any, quick_pictures: None, game_id: str, players: int
) -> None:
    game = GameOnDiscord(simcord_env, game_id, players, seed=3, keep_panel=True)
    await game.open()
    table = await game.play_to_end()  # each move's position checked against the rules
    assert table.status == "finished"
    # the kept panels' moves were played (a stale or wrong panel fails the driver's checks), and
    # they were most moves: Fled's turns are several moves, Elba's and Alcatraz's too
    assert game.kept > len(game.steps) // 2, (game.kept, len(game.steps))
