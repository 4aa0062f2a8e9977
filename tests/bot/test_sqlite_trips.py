"""SQLite's transactions in few trips to the connection: the writes whose rows nobody reads
wait for the next statement that returns rows, or for the commit
(bot.store_sqlite.SqliteTransaction); and the trips themselves, run on the event loop's thread
with the waits and the WAL's checkpoints kept off it (bot.sqlite_connection)."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from bot import sqlite_connection
from bot.outbox import Job, Outbox, Work, dm_stream, enqueue, for_table, table_stream
from bot.store import WriteFailed
from bot.store_sqlite import SqliteStore
from bot.table_service import TableService
from cogs.delivery import HANDLERS, Deliverer, Sent
from rules import get_engine
from rules.core import Rng
from tests.bot.test_outbox import table_seven

ENGINE = get_engine("fugitive")


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "t.sqlite3"


@pytest.fixture
def trips(store: SqliteStore, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """The functions sent to the database thread, in order."""
    sent: list[Any] = []
    conn = store.conn
    real = conn._execute

    async def counted(fn: Any, *args: Any, **kwargs: Any) -> Any:
        sent.append(fn)
        return await real(fn, *args, **kwargs)

    monkeypatch.setattr(conn, "_execute", counted)
    yield sent


async def test_a_write_only_transaction_is_one_trip(store: SqliteStore, trips: list[Any]) -> None:
    async with store.transaction() as db:
        await db.execute("INSERT INTO users (user_id) VALUES (7)")
        await db.insert("users", ("user_id",), [(8,), (9,)])
        await db.execute("UPDATE users SET dm_closed_at = 1 WHERE user_id = 8")
    assert len(trips) == 1
    assert not store.conn.in_transaction
    assert len(await store.fetchall("SELECT * FROM users WHERE dm_closed_at = 1")) == 1


async def test_a_transaction_left_before_any_statement_costs_no_trip(
    store: SqliteStore, trips: list[Any]
) -> None:
    async with store.transaction():
        pass
    with pytest.raises(RuntimeError):
        async with store.transaction() as db:
            await db.execute("INSERT INTO users (user_id) VALUES (7)")
            raise RuntimeError("refused before anything went out")
    assert trips == []
    assert await store.fetchall("SELECT * FROM users") == []


async def test_a_move_is_its_read_and_two_trips(store: SqliteStore, trips: list[Any]) -> None:
    """The table read; the clock and the claim of the version (its ``RETURNING``) with the
    ``BEGIN``; the log and the outbox rows with the ``COMMIT``."""
    service = TableService(store, seed_source=lambda: 3)
    await service.create("fugitive", channel_id=1, guild_id=9, host_id=1, host_name="a")
    await service.join(1, 2, "b")
    table = (await service.start(1, 1, order=[1, 2])).table
    seat = table.to_act()[0]
    action = ENGINE.bot_action(table.state, seat, Rng(s=1)).model_dump(mode="json")
    trips.clear()
    result = await service.act(table.id, table.seats[seat].user_id, [action], table.version)
    assert len(trips) == 3
    assert (await service.get(table.id)).version == result.table.version == table.version + 1


async def test_a_transaction_cancelled_after_its_first_trip_is_rolled_back(
    store: SqliteStore,
) -> None:
    """The ``BEGIN`` goes with the first trip: a transaction cancelled while it waits for
    something else afterwards must still be ended (rolled back) before the next one begins."""
    sent = asyncio.Event()
    never = asyncio.Event()

    async def writes() -> None:
        async with store.transaction() as db:
            await db.execute("INSERT INTO users (user_id) VALUES (7)")
            await db.returning("SELECT count(*) FROM users")
            sent.set()
            await never.wait()

    task = asyncio.ensure_future(writes())
    await sent.wait()
    assert store.conn.in_transaction
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert not store.conn.in_transaction
    assert await store.fetchall("SELECT * FROM users") == []
    async with store.transaction() as db:
        await db.execute("INSERT INTO users (user_id) VALUES (8)")
    assert [r[0] for r in await store.fetchall("SELECT user_id FROM users")] == [8]


async def test_statements_run_on_the_event_loop_s_thread(store: SqliteStore) -> None:
    """No hand-off to a thread of aiosqlite's (bot/sqlite_connection.py): a trip runs where it
    is awaited."""
    assert await store.conn._execute(threading.get_ident) == threading.get_ident()
    (timeout,) = await store.fetchall("PRAGMA busy_timeout")
    assert timeout[0] == 0  # waiting for a lock is done by sleeping


async def test_a_file_locked_by_another_process_is_waited_for_without_holding_the_loop(
    store: SqliteStore, database: Path
) -> None:
    """Another connection holds the write lock: the transaction waits (asleep, the loop
    serving others meanwhile) and goes through once the lock is let go; nothing is lost or
    written twice."""
    other = sqlite3.connect(database, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("INSERT INTO users (user_id) VALUES (1)")

    async def writes() -> None:
        async with store.transaction() as db:
            await db.execute("INSERT INTO users (user_id) VALUES (2)")

    task = asyncio.ensure_future(writes())
    ticks = 0
    while ticks < 20:  # the loop turns while the transaction waits for the lock
        await asyncio.sleep(0.005)
        ticks += 1
    assert not task.done()
    other.execute("COMMIT")
    other.close()
    await asyncio.wait_for(task, 5)
    assert [r[0] for r in await store.fetchall("SELECT user_id FROM users ORDER BY 1")] == [1, 2]


async def test_a_lock_held_too_long_fails_the_write_as_before(
    store: SqliteStore, database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sqlite_connection, "BUSY_PAUSES", (0.001, 0.001))
    other = sqlite3.connect(database, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(WriteFailed, match="busy"):
            async with store.transaction() as db:
                await db.execute("INSERT INTO users (user_id) VALUES (2)")
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert not store.conn.in_transaction
    assert await store.fetchall("SELECT * FROM users") == []


async def test_the_wal_is_written_back_in_a_thread_not_in_a_commit(
    store: SqliteStore, database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SQLite's automatic checkpoints (an fsync inside a commit) are off; one runs in a
    thread every few commits and writes the moves into the database file."""
    (automatic,) = await store.fetchall("PRAGMA wal_autocheckpoint")
    assert automatic[0] == 0
    assert store.checkpoints is not None
    threads: list[int] = []
    real = sqlite_connection.checkpoint

    def spied(path: str) -> None:
        threads.append(threading.get_ident())
        real(path)

    monkeypatch.setattr(sqlite_connection, "checkpoint", spied)
    store.checkpoints.every = 3
    before = database.stat().st_size
    for user in range(3):
        async with store.transaction() as db:
            rows = [(user * 1000 + n, "x" * 500) for n in range(200)]
            await db.insert("users", ("user_id", "settings"), rows)
    await store.checkpoints.finished()
    assert store.checkpoints.done == 1
    assert threads and threads[0] != threading.get_ident()
    assert database.stat().st_size > before  # the pages are in the file, not only in the WAL


async def test_a_transaction_s_last_statement_goes_with_its_commit(
    store: SqliteStore, trips: list[Any]
) -> None:
    async with store.transaction() as db:
        await db.execute("INSERT INTO users (user_id) VALUES (7)")
        changed = await db.returning(
            "UPDATE users SET dm_closed_at = 1 WHERE user_id = 7 RETURNING user_id", last=True
        )
    assert [tuple(r) for r in changed] == [(7,)]
    assert len(trips) == 1 and not store.conn.in_transaction
    with pytest.raises(RuntimeError, match="after the last one"):
        async with store.transaction() as db:
            await db.returning("SELECT 1", last=True)
            await db.execute("DELETE FROM users")  # it would run in a transaction of its own
    assert len(await store.fetchall("SELECT * FROM users WHERE dm_closed_at = 1")) == 1


async def test_a_claim_is_its_look_and_one_trip_and_a_delivered_row_one_trip(
    store: SqliteStore, trips: list[Any]
) -> None:
    """A claim: the look, then the ``BEGIN``, the look again, the lease and the ``COMMIT`` in
    one trip. Done: the mark with the ``BEGIN``, the next rows, their lease (when one is due)
    and the ``COMMIT`` in one trip."""
    outbox = Outbox(store)
    async with store.transaction() as db:
        await enqueue(db, [Work("s", "a"), Work("s", "b")], 0.0)
    trips.clear()
    job = await outbox.claim("s", 1.0)
    assert job is not None and job.kind == "a" and len(trips) == 2
    trips.clear()
    after = await outbox.finish(job, 2.0, "sent")
    assert after is not None and after.kind == "b" and len(trips) == 1
    assert await outbox.claim("s", 3.0) is None  # the lease is held, and was committed
    trips.clear()
    assert await outbox.finish(after, 4.0, "sent") is None and len(trips) == 1
    assert not store.conn.in_transaction
    assert [r["outcome"] for r in await store.fetchall("SELECT outcome FROM outbox")] == [
        "sent",
        "sent",
    ]


async def test_a_table_s_delivery_looks_at_its_two_streams_at_once(
    store: SqliteStore, trips: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a move: one look at the table's public and private streams (most moves owe no
    DM), then a trip for the claim of a row and one for its finish."""
    sent: list[str] = []

    async def handler(bot: Any, job: Job) -> Sent:
        sent.append(job.stream)
        return Sent()

    monkeypatch.setitem(HANDLERS, "test", handler)
    bot: Any = SimpleNamespace(
        store=store,
        service=SimpleNamespace(shards=None, clock=lambda: 1.0),
        answers_first=asyncio.Event(),
    )
    bot.answers_first.set()
    deliverer = Deliverer(bot)
    async with store.transaction() as db:
        await table_seven(db)
        await enqueue(db, [for_table(7, "test")], 0.0)
    trips.clear()
    assert await deliverer.table(7)
    assert sent == [table_stream(7)] and len(trips) == 3
    async with store.transaction() as db:
        await enqueue(db, [for_table(7, "test"), Work(dm_stream(7), "test", table_id=7)], 0.0)
    trips.clear()
    assert await deliverer.table(7)
    assert sent[1:] == [table_stream(7), dm_stream(7)] and len(trips) == 5
