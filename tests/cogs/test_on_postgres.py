"""The whole bot on PostgreSQL: a process running shards of a cluster plays a game to its end
through Discord (simulated), its table message, pings and DMs going out as on SQLite."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from bot.config import Settings
from bot.store_postgres import PostgresStore
from tests import SETTLE_SECONDS
from tests.cogs.harness import FugitiveTable
from tests.postgres import drop_database, new_database

pytestmark = [
    pytest.mark.simcord(settle_timeout=SETTLE_SECONDS),
    pytest.mark.usefixtures("quick_pictures"),
]


@pytest_asyncio.fixture
async def settings() -> AsyncIterator[Settings]:
    url = await new_database()
    yield Settings(database=url, shard_count=2, shards=(0, 0))
    await drop_database(url)


async def test_a_process_on_postgres_plays_a_game_to_its_end(simcord_env: Any) -> None:
    bot = simcord_env.bot
    assert isinstance(bot.store, PostgresStore) and bot.slots is not None
    table = FugitiveTable(simcord_env, seed=11, shard_id=0)
    await table.open()
    final = await table.play_to_end()
    assert final.status == "finished" and final.outcome is not None
    assert await bot.service.replay_check(final.id)
    pending = await bot.store.fetchone("SELECT count(*) AS n FROM outbox WHERE done_at IS NULL")
    assert pending["n"] == 0  # everything the game owed Discord went out
