"""Nothing changes a kept game state in place (``bot.tables.States``): every reader of a table's
version shares one parsed state, so a panel, a picture, a narrator, the computer player or a
timer that changed it would show or play from a position that is not the stored one. Games of
every game, through the panel and with computers playing on their timers, are checked after
every move: each kept state still is exactly its snapshot."""

from __future__ import annotations

from typing import Any

import pytest

from bot.tables import States
from rules import get_engine
from tests.cogs.harness import FugitiveTable
from tests.cogs.panel_driver import GameOnDiscord


def changed(states: States, game: str) -> list[int]:
    """The tables whose kept state is no longer the snapshot it was parsed from or written as."""
    engine = get_engine(game)
    return [
        table_id
        for table_id, _, text, state in states.kept()
        if state.model_dump_json() != engine.load_state(text).model_dump_json()
    ]


async def check_kept(game: GameOnDiscord | FugitiveTable) -> Any:
    table = await game.table()
    states = game.env.bot.service.states
    assert changed(states, table.game) == []
    # not vacuous: the table's present version is among them
    assert any(e[0] == table.id and e[1] == table.version for e in states.kept())
    return table


async def test_a_whole_fugitive_game_changes_no_kept_state(
    simcord_env: Any, quick_pictures: Any
) -> None:
    """Through its panel's multi-selects and its slash commands (tests/cogs/harness.py)."""
    game = FugitiveTable(simcord_env, 3)
    await game.open()
    await check_kept(game)

    async def unchanged(*_: Any) -> None:
        await check_kept(game)

    assert (await game.play_to_end(check=unchanged)).status == "finished"


@pytest.mark.parametrize(
    ("name", "players"),
    [
        ("fled", 3),
        pytest.param("elba", 4, marks=pytest.mark.slow),
        pytest.param("alcatraz", 4, marks=pytest.mark.slow),
    ],
)
async def test_moves_through_the_panel_change_no_kept_state(
    simcord_env: Any, quick_pictures: Any, name: str, players: int
) -> None:
    game = GameOnDiscord(simcord_env, name, players, 3)
    await game.open()
    for _ in range(3000):
        table = await check_kept(game)
        if table.status != "playing":
            break
        await game.move(*game.choose(table.state))
    assert table.status == "finished"


@pytest.mark.parametrize(
    ("name", "computers", "seed"),
    [("fugitive", 1, 4), ("fled", 2, 2), ("elba", 2, 5), ("alcatraz", 3, 3)],
)
async def test_computers_on_their_timers_change_no_kept_state(
    simcord_env: Any, quick_pictures: Any, name: str, computers: int, seed: int
) -> None:
    env = simcord_env
    game = GameOnDiscord(env, name, 1, seed, new={"computers": computers})
    await game.open()
    (person,) = game.by_seat
    for _ in range(3000):
        table = await check_kept(game)
        if table.status != "playing":
            break
        if person in table.to_act():
            action = table.engine.bot_action(table.state, person, game.rng)
            step = action.model_dump(mode="json")
            if name == "fugitive":  # its multi-selects: tests/cogs/harness.py drives those
                user = table.seats[person].user_id
                await env.bot.service.act(table.id, user, [step], table.version)
            else:
                await game.move(person, step)
        else:
            await env.advance_time(20)  # the timekeeper's tick plays the computers
    assert table.status == "finished"


async def test_a_state_changed_in_place_is_caught(simcord_env: Any, quick_pictures: Any) -> None:
    """The check above can fail: a kept state changed as a careless reader would is reported."""
    game = GameOnDiscord(simcord_env, "fled", 3, 3)
    await game.open()
    table = await check_kept(game)
    table.state.rng.next_u64()  # the state every reader of this version now shares
    assert changed(simcord_env.bot.service.states, "fled") == [table.id]
