"""SQLite storage through aiosqlite: WAL, foreign keys, numbered migrations.

One connection serves the whole bot. Writes go through :meth:`Store.transaction`, which holds an
``asyncio.Lock`` so that the transactions of two tables never interleave on that connection.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

#: migration n brings the schema from version n-1 to n (``PRAGMA user_version``).
MIGRATIONS: list[str] = [
    """
    CREATE TABLE tables (
        id          INTEGER PRIMARY KEY,
        game        TEXT    NOT NULL,
        guild_id    INTEGER,
        channel_id  INTEGER NOT NULL,
        host_id     INTEGER NOT NULL,
        status      TEXT    NOT NULL
                    CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
        options     TEXT    NOT NULL DEFAULT '{}',
        seed        INTEGER NOT NULL,
        state       TEXT,
        version     INTEGER NOT NULL DEFAULT 0,
        message_id  INTEGER,
        outcome     TEXT,
        deadline    REAL,
        created_at  REAL    NOT NULL,
        updated_at  REAL    NOT NULL
    );
    -- at most one open table per channel or thread, even under concurrent /game new
    CREATE UNIQUE INDEX one_open_table_per_channel
        ON tables (channel_id) WHERE status IN ('lobby', 'playing');
    CREATE TABLE seats (
        table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        seat      INTEGER NOT NULL,
        user_id   INTEGER NOT NULL,
        name      TEXT    NOT NULL,
        PRIMARY KEY (table_id, seat),
        UNIQUE (table_id, user_id)
    );
    CREATE TABLE actions (
        table_id   INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        version    INTEGER NOT NULL,
        seat       INTEGER NOT NULL,
        action     TEXT    NOT NULL,
        events     TEXT    NOT NULL DEFAULT '[]',
        created_at REAL    NOT NULL,
        PRIMARY KEY (table_id, version)
    );
    CREATE TABLE notes (
        table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        seat     INTEGER NOT NULL,
        data     TEXT    NOT NULL,
        PRIMARY KEY (table_id, seat)
    );
    CREATE TABLE users (
        user_id        INTEGER PRIMARY KEY,
        dm_closed_at   REAL
    );
    """,
]

SCHEMA_VERSION = len(MIGRATIONS)


class StoreError(Exception):
    """The database cannot be used; the message says why and what to do."""


class Store:
    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self.conn = conn
        self.path = path
        self._write = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        """Open (creating if needed) and migrate the database at ``path``."""
        where = str(path)
        try:
            conn = await aiosqlite.connect(where)
        except sqlite3.Error as exc:
            raise StoreError(f"Cannot open the database {where}: {exc}.") from None
        conn.row_factory = aiosqlite.Row
        store = cls(conn, where)
        try:
            await store._prepare()
        except sqlite3.DatabaseError as exc:
            await conn.close()
            raise StoreError(
                f"The file {where} is not a Getaway database or is damaged ({exc}). "
                "Point GETAWAY_DB at another file, or restore a backup."
            ) from None
        except StoreError:
            await conn.close()
            raise
        return store

    async def _pragma(self, sql: str) -> Any:
        async with self.conn.execute(sql) as cur:  # closing the cursor ends the statement
            row = await cur.fetchone()
        return row[0] if row else None

    async def _prepare(self) -> None:
        await self._pragma("PRAGMA foreign_keys = ON")
        await self._pragma("PRAGMA busy_timeout = 5000")
        current = int(await self._pragma("PRAGMA user_version") or 0)
        if current > SCHEMA_VERSION:
            raise StoreError(
                f"The database {self.path} was written by a newer Getaway (schema {current}; this "
                f"version knows up to {SCHEMA_VERSION}). Upgrade Getaway or use another file."
            )
        if self.path != ":memory:":
            await self._pragma("PRAGMA journal_mode = WAL")
        await self._pragma("PRAGMA synchronous = NORMAL")
        for number in range(current + 1, SCHEMA_VERSION + 1):
            await self.conn.executescript(
                f"BEGIN; {MIGRATIONS[number - 1]} PRAGMA user_version = {number}; COMMIT;"
            )

    async def close(self) -> None:
        await self.conn.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One atomic write: commits on success, rolls back on any exception."""
        async with self._write:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                await self.conn.rollback()
                raise
            await self.conn.commit()

    async def fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> aiosqlite.Row | None:
        async with self.conn.execute(sql, params) as cur:
            return await cur.fetchone()

    async def fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        async with self.conn.execute(sql, params) as cur:
            return list(await cur.fetchall())
