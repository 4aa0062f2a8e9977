"""Play-by-chat that never stalls, in virtual time: reminders, deadlines handled each way,
restarts with a deadline pending, vacations, and a table repaired after Discord failed."""

from __future__ import annotations

from typing import Any

import pytest

from bot.client import GetawayBot
from cogs.table_ui import GAME_UIS
from tests.cogs.harness import owed
from tests.cogs.panel_driver import GameOnDiscord
from tests.cogs.test_failures import texts

MINUTE = 60.0


async def timed(env: Any, game: str, players: int, **clock: Any) -> GameOnDiscord:
    """A table opened with a clock: `/game new … deadline:10m on_timeout:…`."""
    table = GameOnDiscord(env, game, players, seed=3, new={"deadline": "10m", **clock})
    await table.open()
    return table


def channel_texts(game: GameOnDiscord) -> list[str]:
    return [m.content or "" for m in game.channel.history()]


def dm_texts(game: GameOnDiscord, seat: int) -> list[str]:
    return [m.content or "" for m in game.user_of[seat].dm_channel.history()]


async def test_a_reminder_then_a_computer_stand_in_keeps_a_fled_table_moving(
    simcord_env, quick_pictures
) -> None:
    game = await timed(simcord_env, "fled", 3, on_timeout="computer")
    table = await game.table()
    waiting = table.to_act()[0]
    assert table.deadline is not None
    await simcord_env.advance_time(6 * MINUTE)  # past half the time: a reminder, nothing played
    reminders = [t for t in dm_texts(game, waiting) if "time runs out" in t]
    assert len(reminders) == 1
    assert (await game.table()).version == table.version
    await simcord_env.advance_time(5 * MINUTE)  # past the deadline
    after = await game.table()
    assert after.version > table.version and waiting not in after.to_act()
    assert any("ran out of time; the computer played for them" in t for t in channel_texts(game))
    assert await owed(simcord_env, after.id) == 0  # and the table message caught up
    # the next player's clock runs from the stand-in's move (within one tick of the deadline)
    now = simcord_env.now().timestamp()
    assert now + 8 * MINUTE < after.deadline <= now + 10 * MINUTE


async def test_a_fugitive_who_runs_out_of_time_passes_when_the_table_chose_skip(
    simcord_env,
) -> None:
    game = await timed(simcord_env, "fugitive", 2, on_timeout="skip")
    fugitive = game.by_seat[0]
    # first turn: the Fugitive must hide (he cannot pass), so the computer hides for him
    await simcord_env.advance_time(11 * MINUTE)
    table = await game.table()
    assert table.to_act() == [1] and len(table.state.route) > 1
    # the Marshal cannot skip her guess: the computer draws and guesses for her
    await simcord_env.advance_time(11 * MINUTE)
    table = await game.table()
    assert table.to_act() == [0] and table.state.guesses
    # back to the Fugitive: he draws himself, then lets the time run out: he passes
    await fugitive.slash(game.channel, "fugitive draw", pile=1)
    table = await game.table()
    route = len(table.state.route)
    await simcord_env.advance_time(11 * MINUTE)
    table = await game.table()
    assert len(table.state.route) == route and table.to_act() == [1]
    assert any("ran out of time and passes" in t for t in channel_texts(game))


async def test_a_two_player_game_is_forfeited_when_the_time_runs_out(simcord_env) -> None:
    game = await timed(simcord_env, "fugitive", 2)  # the default for two players: forfeit
    await simcord_env.advance_time(11 * MINUTE)
    table = await game.table()
    assert table.status == "finished" and table.outcome["winners"] == [1]
    assert table.outcome["reason"] == "timeout"
    assert any("ran out of time and forfeits" in t for t in channel_texts(game))


async def test_a_pending_deadline_survives_a_restart(simcord_env, settings) -> None:
    game = await timed(simcord_env, "fugitive", 2, on_timeout="computer")
    before = await game.table()
    await simcord_env.advance_time(3 * MINUTE)
    await simcord_env.restart_bot(GetawayBot(settings))
    await simcord_env.advance_time(8 * MINUTE)
    after = await game.table()
    assert after.version > before.version and after.to_act() == [1]
    await simcord_env.bot.store.close()


async def test_an_away_player_s_clock_waits_and_back_lets_it_run(simcord_env) -> None:
    game = await timed(simcord_env, "fugitive", 2)
    fugitive = game.by_seat[0]
    result = await fugitive.slash(game.channel, "game away", until="1d")
    assert "Your clocks wait for you" in texts(result)
    assert any("is away until" in t for t in channel_texts(game))
    await simcord_env.advance_time(11 * MINUTE)
    table = await game.table()
    assert table.status == "playing" and table.version == 0  # nothing forfeited
    assert table.deadline > simcord_env.now().timestamp() + 20 * 3600  # pushed to the return
    await fugitive.slash(game.channel, "game back")
    assert any("is back" in t for t in channel_texts(game))


async def test_an_away_player_with_a_stand_in_is_played_for(simcord_env) -> None:
    game = await timed(simcord_env, "fugitive", 2)
    fugitive = game.by_seat[0]
    await fugitive.slash(game.channel, "game settings", stand_in="on")
    await fugitive.slash(game.channel, "game away", until="1d")
    await simcord_env.advance_time(11 * MINUTE)
    table = await game.table()
    assert table.status == "playing" and table.to_act() == [1]  # not forfeited: played for


@pytest.mark.parametrize(("status", "code"), [(500, 0), (429, 0)])
async def test_a_table_message_that_failed_to_update_is_repaired(
    simcord_env, status: int, code: int
) -> None:
    game = await timed(simcord_env, "fugitive", 2, deadline="3d")
    message = game.table_message()
    await game.by_seat[0].slash(game.channel, "fugitive hideout", card=1)  # the turn goes on
    simcord_env.inject_error("PATCH", f"/channels/*/messages/{message.id}", status=status, times=5)
    result = await game.by_seat[0].slash(game.channel, "fugitive end")  # it passes: edited now
    assert "Your move is saved" in texts(result)
    table = await game.table()
    assert await owed(simcord_env, table.id) > 0
    await simcord_env.advance_time(10 * MINUTE)  # Discord answers again; the timekeeper repairs
    table = await game.table()
    assert await owed(simcord_env, table.id) == 0
    refreshed = game.table_message()
    assert "hid hideout 1" in " ".join(f.value for f in refreshed.embeds[0].fields)


async def test_a_restart_between_the_commit_and_the_message_is_repaired(
    simcord_env, settings
) -> None:
    game = await timed(simcord_env, "fugitive", 2, deadline="3d")
    table = await game.table()
    # the move is committed, then the bot dies before telling Discord
    service = simcord_env.bot.service
    await service.act(table.id, game.by_seat[0].id, [{"type": "hide", "card": 1}], 0)
    await service.act(table.id, game.by_seat[0].id, [{"type": "place"}], 1)
    await simcord_env.restart_bot(GetawayBot(settings))
    await simcord_env.advance_time(MINUTE)
    table = await game.table()
    assert table.version == 2 and await owed(simcord_env, table.id) == 0
    text = " ".join(f.value for f in game.table_message().embeds[0].fields)
    assert "hid hideout 1" in text
    await simcord_env.bot.store.close()


async def test_one_turn_ping_per_turn_removed_after_the_move(simcord_env) -> None:
    game = await timed(simcord_env, "fugitive", 2, deadline="3d")
    table = await game.table()
    first = table.ping_id
    assert first is not None
    ping = next(m for m in game.channel.history() if m.id == first)
    assert "your move" in ping.content and "discord.com/channels" in ping.content
    assert [c.label for row in ping.components for c in row.children] == ["My turn / My hand"]
    await game.by_seat[0].slash(game.channel, "fugitive hideout", card=1)
    table = await game.table()
    assert table.ping_id == first  # still the Fugitive's turn (one or two hideouts)
    await game.by_seat[0].slash(game.channel, "fugitive end")
    table = await game.table()
    ids = {m.id for m in game.channel.history()}
    assert first not in ids and table.ping_id in ids  # the old ping is gone, a new one is up
    pings = [m for m in game.channel.history() if "your move" in (m.content or "")]
    assert len(pings) == 1


def test_every_game_on_discord_says_whether_it_can_skip() -> None:
    assert GAME_UIS["fugitive"].can_skip
    assert not GAME_UIS["fled"].can_skip
