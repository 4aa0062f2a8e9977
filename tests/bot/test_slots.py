"""Processes sharing one PostgreSQL database: each holds its shards (a taken shard refuses the
start with a sentence, a dead holder frees them at once), they take turns to identify, and each
does the work over time of its own shards' servers only."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest
import pytest_asyncio

from bot import slots
from bot.backends import open_store
from bot.shards import Shards, mine
from bot.slots import HeartbeatFile, IdentifyPacer, ShardSlots
from bot.store import StoreError
from bot.store_postgres import PostgresStore
from tests.postgres import drop_database, new_database


@pytest_asyncio.fixture
async def url() -> AsyncIterator[str]:
    made = await new_database()
    yield made
    await drop_database(made)


async def test_a_taken_shard_refuses_the_start_naming_the_holder(url: str) -> None:
    first = await ShardSlots.take(url, [0, 1], 4)
    try:
        with pytest.raises(StoreError) as refused:
            await ShardSlots.take(url, [1, 2], 4)
        said = str(refused.value)
        assert "Shard 1 is already run by another Getaway process" in said
        assert "getaway shards 0-1/4 pid" in said  # the holder, as it named itself
        # the shard it could take (2) was not kept: a process on 2-3 starts
        other = await ShardSlots.take(url, [2, 3], 4)
        await other.release()
    finally:
        await first.release()


async def test_every_process_must_count_the_shards_alike(url: str) -> None:
    first = await ShardSlots.take(url, [0, 1], 4)
    try:
        with pytest.raises(StoreError, match="count 4 shards, this one 8"):
            await ShardSlots.take(url, [4, 5], 8)
    finally:
        await first.release()


async def test_a_process_running_every_shard_is_alone(url: str) -> None:
    whole = await ShardSlots.take(url, None, None)
    try:
        with pytest.raises(StoreError, match="running every shard already uses"):
            await ShardSlots.take(url, [0], 2)
        with pytest.raises(StoreError, match="runs every shard, so it must be alone"):
            await ShardSlots.take(url, None, None)
    finally:
        await whole.release()
    ranged = await ShardSlots.take(url, [0], 2)
    try:
        with pytest.raises(StoreError, match="runs every shard, so it must be alone"):
            await ShardSlots.take(url, None, None)
    finally:
        await ranged.release()


async def test_another_database_on_the_same_server_is_none_of_our_business(url: str) -> None:
    """Advisory locks are per database: a bot on another database of the server, with other
    shards and another count, neither blocks nor is blocked."""
    elsewhere = await new_database()
    try:
        here = await ShardSlots.take(url, [0, 1], 4)
        there = await ShardSlots.take(elsewhere, [0, 1], 8)
        await there.release()
        await here.release()
    finally:
        await drop_database(elsewhere)


async def test_a_dead_holder_frees_its_shards_at_once_and_a_lost_lease_stops_the_process(
    url: str,
) -> None:
    holder = await ShardSlots.take(url, [0], 2)
    stopped = asyncio.Event()
    holder.on_lost(stopped.set)
    holder.conn.terminate()  # what the server sees of a process killed with kill -9
    await asyncio.wait_for(stopped.wait(), 10)
    for _ in range(100):  # the server notices the end of the connection within moments
        try:
            replacement = await ShardSlots.take(url, [0], 2)
            break
        except StoreError:
            await asyncio.sleep(0.05)
    else:
        pytest.fail("the shard stayed taken after its holder died")
    await replacement.release()


async def test_a_normal_release_is_not_reported_as_a_lost_lease(url: str) -> None:
    holder = await ShardSlots.take(url, [0], 2)
    lost: list[bool] = []
    holder.on_lost(lambda: lost.append(True))
    await holder.release()
    await asyncio.sleep(0.1)
    assert lost == []


async def test_processes_take_turns_to_identify_in_one_bucket(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two processes' shards in the same bucket (max_concurrency 1): the second identifies
    only once the first's turn is over; another bucket (max_concurrency 2) goes at once."""
    monkeypatch.setattr(slots, "IDENTIFY_SECONDS", 2.0)
    a, b = await open_store(url), await open_store(url)
    assert isinstance(a, PostgresStore) and isinstance(b, PostgresStore)
    try:
        order: list[str] = []
        first, second = IdentifyPacer(a.pool, concurrency(1)), IdentifyPacer(b.pool, concurrency(1))
        await first.turn(0)
        order.append("shard 0 identifies")

        async def later() -> None:
            await second.turn(3)
            order.append("shard 3 identifies")

        waiting = asyncio.create_task(later())
        await asyncio.sleep(0.1)
        order.append("shard 0's turn is still on")
        await asyncio.wait_for(waiting, 10)
        assert order == ["shard 0 identifies", "shard 0's turn is still on", "shard 3 identifies"]
        # with max_concurrency 2, shards 0 and 1 are in different buckets: shard 1 goes while
        # shard 0's turn is still on
        wide = IdentifyPacer(b.pool, concurrency(2))
        await first.turn(0)
        await wide.turn(1)
        held = await a.fetchall(
            "SELECT objid FROM pg_locks WHERE locktype = 'advisory' AND classid = ? AND granted"
            f" AND database = {slots.THIS_DATABASE}",
            (slots.IDENTIFY,),
        )
        assert sorted(r["objid"] for r in held) == [0, 1]  # both buckets at once
    finally:
        await a.close()
        await b.close()


def concurrency(value: int) -> Callable[[], Awaitable[int]]:
    """What Discord would say of the bot's max_concurrency."""

    async def ask() -> int:
        return value

    return ask


def test_the_heartbeat_file_tells_the_health_check_how_long_ago_the_bot_was_connected(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(slots.tempfile, "gettempdir", lambda: str(tmp_path))
    beat = HeartbeatFile([2, 3])
    assert beat.health() == "The bot has not connected to Discord yet."
    beat.beat()
    assert beat.health() is None
    mtime = beat.path.stat().st_mtime
    assert "has not been connected to Discord for 100" in (beat.health(now=mtime + 100) or "")
    assert HeartbeatFile(None).path != beat.path  # each process of a machine has its own


def shard_of(guild_id: int | None, count: int) -> int:
    """Discord's routing of a server's events (a DM's go to shard 0), written here apart from
    the SQL it checks."""
    return 0 if guild_id is None else (guild_id >> 22) % count


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_each_process_selects_the_rows_of_its_own_shards_servers(
    backend: str, tmp_path: Path
) -> None:
    """bot.shards.mine() in SQL agrees with Discord's routing on both backends; a row without
    a server belongs to shard 0."""
    target: str | Path = tmp_path / "s.sqlite3" if backend == "sqlite" else await new_database()
    store = await open_store(target)
    try:
        guilds = [None, *(g << 22 | 12345 for g in range(9)), (2**61 + 7) << 1]
        async with store.transaction() as db:
            await db.insert(
                "guild_settings",
                ("guild_id", "settings"),
                [(g if g is not None else -1, "{}") for g in guilds],
            )
        for ids in ([0], [1, 2], [0, 3]):
            shards = Shards(tuple(ids), 4)
            condition, params = mine(shards, "nullif(guild_id, -1)")
            rows = await store.fetchall(
                f"SELECT guild_id FROM guild_settings WHERE {condition}", params
            )
            found = {None if r["guild_id"] == -1 else r["guild_id"] for r in rows}
            assert found == {g for g in guilds if shard_of(g, 4) in ids}
        assert Shards.of([0, 1, 2, 3], 4) is None and Shards.of(None, 4) is None
    finally:
        await store.close()
        if isinstance(target, str):
            await drop_database(target)
