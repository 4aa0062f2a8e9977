"""aiosqlite's connection with its statements run on the event loop's own thread.

aiosqlite hands every call to a thread of its own: a queue, a wake-up of that thread, a hand-off
of the GIL and a wake-up of the event loop. On this bot's statements (a table by its key, a move's
few rows, an outbox lease) that hand-off is most of the cost: 100–135 µs of the process's CPU a
trip on an idle machine (35–55 on a busy one), where run at once, a turn of the loop included, a
table read by its key takes 10–15 µs and a small write 18–28 (``bench/bench_sqlite_trip.py``);
and a move takes several trips. So :class:`LoopConnection` keeps aiosqlite's interface (its
cursors, rows, ``execute_fetchall``…) and runs each call at once, where it is awaited, then lets
the loop turn once.

What could hold the loop up is kept off it:

* **Waiting for a lock.** The connection's busy timeout is 0; a statement that finds the file
  locked by another process is tried again after an ``asyncio.sleep`` (:data:`BUSY_PAUSES`),
  while the other tables go on, when nothing of it can have happened: the connection was in no
  transaction before the call and is in none after (a ``BEGIN IMMEDIATE`` refused, a read).
* **Writing the WAL back to the file** (with its ``fsync``): SQLite would do it inside a commit
  every 1,000 pages. Here automatic checkpoints are off and :class:`Checkpoints` runs one in a
  thread, on a connection of its own, after every :data:`CHECKPOINT_EVERY` commits. A passive
  checkpoint never waits for the bot's writes, nor they for it.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

import aiosqlite

log = logging.getLogger(__name__)

T = TypeVar("T")

#: the pauses between tries of a statement that found the file locked (5 s in all, SQLite's
#: busy timeout before)
BUSY_PAUSES = (0.001, 0.005, 0.02, 0.05, 0.1, 0.2) + (0.25,) * 18

#: commits between two checkpoints (a move is a commit or two of a few pages)
CHECKPOINT_EVERY = 200


def is_busy(exc: sqlite3.OperationalError) -> bool:
    """The file is locked (by another connection), not broken: ``SQLITE_BUSY`` or
    ``SQLITE_LOCKED``, with their extended codes (``SQLITE_BUSY_RECOVERY``…)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


class LoopConnection(aiosqlite.Connection):
    """An ``aiosqlite.Connection`` without its thread: every call runs when awaited, on the
    thread awaiting it, which must be the one that opened it."""

    def __init__(self, database: str) -> None:
        super().__init__(partial(sqlite3.connect, database), iter_chunk_size=64)

    def __await__(self) -> Any:
        return self._connect().__await__()

    async def _connect(self) -> LoopConnection:
        if self._connection is None:
            self._connection = self._connector()
            self._connection.execute("PRAGMA busy_timeout = 0")  # waiting is done by sleeping
        return self

    async def _execute(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        conn = self._connection
        if not self._running or conn is None:
            raise ValueError("Connection closed")
        pauses = iter(BUSY_PAUSES)
        while True:
            was_open = conn.in_transaction
            try:
                found = fn(*args, **kwargs)
                break
            except sqlite3.OperationalError as exc:
                pause = next(pauses, None)
                if pause is None or was_open or conn.in_transaction or not is_busy(exc):
                    raise
            await asyncio.sleep(pause)
        # still a turn of the loop, as the thread's answer was: a handler's statements let the
        # others (a burst's acknowledgements, the gateway's events) in between
        await asyncio.sleep(0)
        return found

    def stop(self) -> None:
        """Closed at once (aiosqlite's stops its thread)."""
        self._running = False
        if self._connection is not None:
            self._connection.close()
            self._connection = None


def checkpoint(database: str) -> None:
    """A passive checkpoint of ``database``'s WAL, on a connection of this thread's own."""
    conn = sqlite3.connect(database)
    try:
        conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
    finally:
        conn.close()


class Checkpoints:
    """The WAL written back to the database file in a thread, every :data:`CHECKPOINT_EVERY`
    commits, one checkpoint at a time."""

    def __init__(self, database: str, every: int = CHECKPOINT_EVERY) -> None:
        self.database, self.every = database, every
        self._commits = 0
        self._running: asyncio.Task[None] | None = None
        #: checkpoints done (for tests and benchmarks)
        self.done = 0

    def committed(self) -> None:
        self._commits += 1
        if self._commits >= self.every and self._running is None:
            self._commits = 0
            self._running = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        try:
            await asyncio.to_thread(checkpoint, self.database)
            self.done += 1
        except sqlite3.Error as exc:  # the next one tries again; the WAL is only longer
            log.warning("could not checkpoint %s: %s", self.database, exc)
        finally:
            self._running = None

    async def finished(self) -> None:
        """Once the checkpoint under way (if any) is over."""
        if self._running is not None:
            await asyncio.shield(self._running)
