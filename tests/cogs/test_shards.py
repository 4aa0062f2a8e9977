"""Sharding in one process: the bot is an AutoShardedBot running the shard range of its
settings, hears the servers of those shards, and syncs the slash commands only when it runs
shard 0 (so that two processes never both sync)."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

import pytest
from discord.ext import commands

from bot.client import GetawayBot
from bot.config import Settings
from tests import SETTLE_SECONDS
from tests.cogs.harness import FugitiveTable

#: the bot's own count (4) is the one simcord uses: no ``shard_count=1`` from tests/conftest.py
pytestmark = [
    pytest.mark.simcord(settle_timeout=SETTLE_SECONDS),
    pytest.mark.usefixtures("quick_pictures"),
]

GLOBAL_COMMANDS = re.compile(r"/applications/\d+/commands")


@pytest.fixture
def settings(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> Settings:
    caplog.set_level(logging.INFO, logger="bot.client")
    return Settings(database=tmp_path / "getaway.sqlite3", shard_count=4, shards=(0, 1))


def command_requests(env: Any, start: int = 0) -> list[str]:
    return [r.method for r in env.http_requests[start:] if GLOBAL_COMMANDS.fullmatch(r.path)]


async def one_move(table: FugitiveTable) -> None:
    """The computer's first move, typed as a slash command: the table moves on."""
    before = await table.table()
    seat, steps = table.plan(before.state)
    await table.slash_move(seat, steps)
    after = await table.table()
    assert after.version == before.version + len(steps)


async def test_the_process_with_shard_0_syncs_and_plays_on_its_shards(
    simcord_env: Any, caplog: pytest.LogCaptureFixture
) -> None:
    bot = simcord_env.bot
    assert isinstance(bot, commands.AutoShardedBot)
    assert bot.shard_count == 4 and sorted(bot.shards) == [0, 1]
    assert command_requests(simcord_env) == ["PUT"]  # synced once, nothing fetched
    said = [r.getMessage() for r in caplog.get_records("setup")]
    assert "running shards 0-1 of 4" in said
    assert any(line.startswith("connected as") and "shards 0, 1 of 4" in line for line in said)
    table = FugitiveTable(simcord_env, seed=7, shard_id=1)
    await table.open()
    await one_move(table)


async def test_a_process_without_shard_0_does_not_sync_and_plays_on_its_shards(
    simcord_env: Any, settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    """The fixture's bot (shards 0-1) synced the commands on simulated Discord; a second
    process on shards 2-3 of the same bot leaves them alone, and its players can use them."""
    start = len(simcord_env.http_requests)
    caplog.clear()
    later = settings.model_copy(update={"shards": (2, 3)})
    await simcord_env.restart_bot(GetawayBot(later))
    bot = simcord_env.bot
    assert bot.shard_count == 4 and sorted(bot.shards) == [2, 3]
    assert command_requests(simcord_env, start) == ["GET"]  # read, for command mentions
    said = [r.getMessage() for r in caplog.records]
    assert "running shards 2-3 of 4" in said
    assert "slash commands not synced: the process running shard 0 syncs them" in said
    table = FugitiveTable(simcord_env, seed=7, shard_id=3)
    await table.open()
    await one_move(table)
    await bot.store.close()  # the fixture closes only the first bot's
