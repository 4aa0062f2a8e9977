"""Which process runs which shards, when several share one PostgreSQL database.

A process holds its shards with session advisory locks on a connection of its own: the server
drops them the moment that connection ends, so a process killed with ``kill -9`` frees its
shards at once and a replacement can start. A process asking for a shard another one holds
refuses to start, naming the holder. Every process of a bot must count its shards alike; a
process that runs every shard (no range) excludes every other process.

The same connection listens for changes of players' and servers' settings made by other
processes (``NOTIFY``), and, when it drops, the process stops at once: another process may take
its shards, and two must never serve the same servers for long.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import asyncpg

from bot.store import CHANGES_CHANNEL, StoreError
from bot.store_postgres import shown

log = logging.getLogger(__name__)

#: advisory-lock classes (bot.store.SECTIONS and bot.store_postgres.MIGRATE_LOCK use others)
SHARD = 200  # one shard, held exclusively by the process that runs it
WHOLE = 201  # key 0: exclusive for a process running every shard, shared by a range's process
COUNT = 202  # key: the shard count, shared by every process of a range
IDENTIFY = 203  # key: the identify bucket (shard id modulo Discord's max_concurrency)

#: advisory locks are per database: other bots on the same server are none of ours
THIS_DATABASE = "(SELECT oid FROM pg_database WHERE datname = current_database())"

#: Discord allows one identify per bucket every 5 s
IDENTIFY_SECONDS = 5.0


def process_name(shards: list[int] | None, shard_count: int | None) -> str:
    """What PostgreSQL shows of this process (``application_name``, at most 63 bytes)."""
    which = "all shards" if shards is None else f"shards {shards[0]}-{shards[-1]}/{shard_count}"
    return f"getaway {which} pid {os.getpid()} on {socket.gethostname()}"[:63]


class ShardSlots:
    """This process's shards, held on a PostgreSQL connection of their own."""

    def __init__(self, conn: asyncpg.Connection, shards: list[int] | None) -> None:
        self.conn = conn
        self.shards = shards
        self._lost: Callable[[], object] | None = None

    @classmethod
    async def take(cls, url: str, shards: list[int] | None, shard_count: int | None) -> ShardSlots:
        """Hold ``shards`` of ``shard_count`` (None: every shard) or refuse with a sentence."""
        name = process_name(shards, shard_count)
        try:
            conn = await asyncpg.connect(url, server_settings={"application_name": name})
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            raise StoreError(f"Cannot reach the PostgreSQL database {shown(url)}: {exc}.") from None
        slots = cls(conn, shards)
        try:
            await slots._hold(shard_count)
        except BaseException:
            await conn.close()
            raise
        conn.add_termination_listener(slots._terminated)
        return slots

    async def _try(self, cls_: int, key: int, *, shared: bool = False) -> bool:
        how = "pg_try_advisory_lock_shared" if shared else "pg_try_advisory_lock"
        return bool(await self.conn.fetchval(f"SELECT {how}($1, $2)", cls_, key))

    async def _holder(self, cls_: int, key: int | None = None) -> str:
        """Who holds a lock of class ``cls_`` (on ``key``), as that process named itself."""
        row = await self.conn.fetchrow(
            "SELECT a.application_name, a.backend_start FROM pg_locks l"
            " JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory'"
            f" AND l.database = {THIS_DATABASE} AND l.granted AND l.classid = $1"
            " AND ($2::bigint IS NULL OR l.objid::bigint = $2)"
            " AND l.pid <> pg_backend_pid() ORDER BY a.backend_start LIMIT 1",
            cls_,
            key,
        )
        if row is None:
            return "another process"
        since = row["backend_start"].strftime("%Y-%m-%d %H:%M UTC")
        return f"{row['application_name'] or 'another process'}, since {since}"

    async def _hold(self, shard_count: int | None) -> None:
        if self.shards is None:
            if not await self._try(WHOLE, 0):
                raise StoreError(
                    "Another Getaway process already uses this database "
                    f"({await self._holder(WHOLE)}). A process started without --shards runs "
                    "every shard, so it must be alone: stop the others, or give each process "
                    "its range (--shards 0-3 --shard-count 8)."
                )
            return
        assert shard_count is not None  # the settings check that a range has a count
        if not await self._try(WHOLE, 0, shared=True):
            raise StoreError(
                "A Getaway process running every shard already uses this database "
                f"({await self._holder(WHOLE)}). Stop it before starting processes with "
                "shard ranges."
            )
        await self.conn.execute("SELECT pg_advisory_lock_shared($1, $2)", COUNT, shard_count)
        other = await self.conn.fetchval(
            "SELECT objid FROM pg_locks WHERE locktype = 'advisory' AND granted"
            f" AND database = {THIS_DATABASE} AND classid = $1 AND objid::bigint <> $2 LIMIT 1",
            COUNT,
            shard_count,
        )
        if other is not None:
            raise StoreError(
                f"Other Getaway processes on this database count {other} shards, this one "
                f"{shard_count}: every process of a bot must give the same --shard-count "
                "(GETAWAY_SHARD_COUNT). To change it, stop every process first."
            )
        for shard in self.shards:
            if not await self._try(SHARD, shard):
                raise StoreError(
                    f"Shard {shard} is already run by another Getaway process "
                    f"({await self._holder(SHARD, shard)}). Two processes on one shard would "
                    "both answer its servers: give this one a range nobody runs, or stop the "
                    "other first."
                )

    def on_lost(self, stop: Callable[[], object]) -> None:
        """Call ``stop`` if the connection holding the shards ends (the server restarted, the
        network failed): the shards are free for another process, so this one must stop."""
        self._lost = stop

    def _terminated(self, _conn: Any) -> None:
        log.critical("the connection holding this process's shards was lost: stopping")
        if self._lost is not None:
            self._lost()

    async def listen(self, heard: Callable[[str], None]) -> None:
        """``heard(what)`` for every change a process announces (bot.store.CHANGES_CHANNEL)."""
        await self.conn.add_listener(CHANGES_CHANNEL, lambda *args: heard(str(args[-1])))

    async def release(self) -> None:
        self._lost = None
        self.conn.remove_termination_listener(self._terminated)  # this end is no loss
        if not self.conn.is_closed():
            await self.conn.close()  # the locks go with the connection


class IdentifyPacer:
    """Discord lets a bot identify one shard per bucket every 5 s (the bucket: shard id modulo
    ``max_concurrency``), counted over all its processes. A process identifying a shard holds
    the bucket's lock for those 5 s, so the processes of a bot take turns."""

    def __init__(self, pool: asyncpg.Pool, concurrency: Callable[[], Awaitable[int]]) -> None:
        """``concurrency`` asks Discord for its max_concurrency, once, at the first turn."""
        self.pool = pool
        self._ask = concurrency
        self.concurrency: int | None = None
        self._held: set[asyncio.Task[None]] = set()

    async def turn(self, shard_id: int) -> None:
        """Returns when ``shard_id`` may identify; its bucket stays taken 5 s more."""
        if self.concurrency is None:
            self.concurrency = max(1, await self._ask())
        conn = await self.pool.acquire()
        try:
            await conn.execute(
                "SELECT pg_advisory_lock($1, $2)", IDENTIFY, shard_id % self.concurrency
            )
        except BaseException:
            conn.terminate()
            await self.pool.release(conn)
            raise
        task = asyncio.create_task(self._keep(conn), name=f"identify bucket of shard {shard_id}")
        self._held.add(task)
        task.add_done_callback(self._held.discard)

    async def _keep(self, conn: Any) -> None:
        try:
            await asyncio.sleep(IDENTIFY_SECONDS)
            await conn.execute("SELECT pg_advisory_unlock_all()")
        except BaseException:
            conn.terminate()  # the server frees the lock of a connection that ends
            raise
        finally:
            await self.pool.release(conn)


class HeartbeatFile:
    """The Docker health check's heartbeat of a process on PostgreSQL (on SQLite, the lock file
    beside the database is it): a file in this machine's temporary folder, touched while the
    bot is connected."""

    BEAT_SECONDS = 30.0

    def __init__(self, shards: list[int] | None) -> None:
        which = "all" if shards is None else f"{shards[0]}-{shards[-1]}"
        self.path = Path(tempfile.gettempdir()) / f"getaway-shards-{which}.beat"

    def beat(self) -> None:
        self.path.touch()

    def health(self, now: float | None = None) -> str | None:
        if not self.path.exists():
            return "The bot has not connected to Discord yet."
        age = (time.time() if now is None else now) - self.path.stat().st_mtime
        if age > 3 * self.BEAT_SECONDS:
            return f"The bot has not been connected to Discord for {age:.0f} s."
        return None
