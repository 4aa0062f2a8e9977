"""SQLite storage through aiosqlite, the embedded default: WAL, foreign keys, numbered migrations.

One connection serves the whole bot (one bot per file: :class:`InstanceLock`), its statements
run on the event loop's thread (:mod:`bot.sqlite_connection` says why and what keeps the loop
free). Writes go through :meth:`SqliteStore.transaction`, which holds an ``asyncio.Lock`` so
that the transactions of two tables never interleave on that connection. Everything an admin can get
wrong or lose about the file (permissions, a damaged or missing file, a second bot on the same
file, a full disk) ends in a sentence saying what to do.
"""

from __future__ import annotations

import asyncio
import os
import socket
import sqlite3
import time
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager, nullcontext, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.sqlite_connection import Checkpoints, LoopConnection
from bot.store import Step, Store, StoreError, Unchanged, WriteFailed

try:  # POSIX; elsewhere the one-bot-per-database guard is skipped (see InstanceLock)
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

#: migration n brings the schema from version n-1 to n (``PRAGMA user_version``); from 6 on,
#: each has its twin in :data:`bot.store_postgres.MIGRATIONS` (tests/bot/test_schemas.py)
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
    # 2: each table speaks one language in public; players keep their own settings
    """
    ALTER TABLE tables ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
    ALTER TABLE users ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
    """,
    # 3: time control and what the scheduler and the repair loop need
    """
    ALTER TABLE tables ADD COLUMN time_control TEXT NOT NULL DEFAULT '{}';
    -- the version whose table message, turn ping and DMs are known to be out
    ALTER TABLE tables ADD COLUMN synced_version INTEGER NOT NULL DEFAULT -1;
    ALTER TABLE tables ADD COLUMN ping_id INTEGER;
    CREATE TABLE timers (
        table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        kind     TEXT    NOT NULL CHECK (kind IN ('opens', 'reminder', 'deadline')),
        due      REAL    NOT NULL,
        version  INTEGER NOT NULL,
        data     TEXT    NOT NULL DEFAULT '{}',
        PRIMARY KEY (table_id, kind, due)
    );
    CREATE INDEX timers_by_due ON timers (due);
    CREATE INDEX tables_behind ON tables (status) WHERE synced_version < version;
    """,
    # 4: ratings and tournaments
    """
    CREATE TABLE ratings (
        guild_id   INTEGER NOT NULL,
        game       TEXT    NOT NULL,
        subject    TEXT    NOT NULL,   -- 'user:<id>' or 'role:<name>'
        mu         REAL    NOT NULL,
        sigma      REAL    NOT NULL,
        games      INTEGER NOT NULL DEFAULT 0,
        updated_at REAL    NOT NULL,
        PRIMARY KEY (guild_id, game, subject)
    );
    ALTER TABLE tables ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
    -- set when the table's result went into the ratings (exactly once)
    ALTER TABLE tables ADD COLUMN rated_at REAL;
    CREATE TABLE tournaments (
        id           INTEGER PRIMARY KEY,
        guild_id     INTEGER NOT NULL,
        channel_id   INTEGER NOT NULL,
        game         TEXT    NOT NULL,
        format       TEXT    NOT NULL CHECK (format IN ('swiss', 'groups')),
        rounds       INTEGER NOT NULL,
        round        INTEGER NOT NULL DEFAULT 0,
        status       TEXT    NOT NULL
                     CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
        organiser_id INTEGER NOT NULL,
        language     TEXT    NOT NULL DEFAULT 'en',
        options      TEXT    NOT NULL DEFAULT '{}',
        time_control TEXT    NOT NULL DEFAULT '{}',
        message_id   INTEGER,
        created_at   REAL    NOT NULL,
        updated_at   REAL    NOT NULL
    );
    CREATE TABLE entrants (
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        user_id       INTEGER NOT NULL,
        name          TEXT    NOT NULL,
        dropped_round INTEGER,             -- the round they left in (they play no later one)
        PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE tournament_tables (
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        round         INTEGER NOT NULL,
        table_id      INTEGER NOT NULL UNIQUE REFERENCES tables (id),
        PRIMARY KEY (tournament_id, round, table_id)
    );
    CREATE TABLE byes (
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        round         INTEGER NOT NULL,
        user_id       INTEGER NOT NULL,
        PRIMARY KEY (tournament_id, round, user_id)
    );
    CREATE TABLE guild_settings (
        guild_id INTEGER PRIMARY KEY,
        settings TEXT    NOT NULL DEFAULT '{}'
    );
    """,
    # 5: work over time done exactly once (the outbox); a tournament table may wait for its
    # thread (channel_id NULL), a table whose channel is gone is orphaned, rematches ask everyone.
    # SQLite cannot relax NOT NULL in place: the tables table is rebuilt (foreign keys are off
    # while migrations run, then checked).
    """
    CREATE TABLE tables_v5 (
        id          INTEGER PRIMARY KEY,
        game        TEXT    NOT NULL,
        guild_id    INTEGER,
        channel_id  INTEGER,               -- NULL while a tournament table waits for its thread
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
        updated_at  REAL    NOT NULL,
        language    TEXT    NOT NULL DEFAULT 'en',
        time_control TEXT   NOT NULL DEFAULT '{}',
        ping_id     INTEGER,
        rated       INTEGER NOT NULL DEFAULT 1,
        rated_at    REAL,
        rematch_of  INTEGER,               -- a rematch lobby: it starts when every seat is ready
        orphaned    TEXT,                  -- why Discord refuses the table's channel, if it does
        orphaned_at REAL,
        probe_at    REAL                   -- when to ask Discord about the channel again
    );
    INSERT INTO tables_v5 (id, game, guild_id, channel_id, host_id, status, options, seed, state,
        version, message_id, outcome, deadline, created_at, updated_at, language, time_control,
        ping_id, rated, rated_at)
    SELECT id, game, guild_id, channel_id, host_id, status, options, seed, state, version,
        message_id, outcome, deadline, created_at, updated_at, language, time_control, ping_id,
        rated, rated_at
    FROM tables;
    CREATE TABLE outbox (
        id            INTEGER PRIMARY KEY,
        -- rows of one stream go out in id order: 'table:<id>', 'dms:<id>', 'tournament:<id>'
        stream        TEXT    NOT NULL,
        table_id      INTEGER REFERENCES tables (id) ON DELETE CASCADE,
        tournament_id INTEGER REFERENCES tournaments (id) ON DELETE CASCADE,
        kind          TEXT    NOT NULL,
        key           TEXT    UNIQUE,      -- one effect is never queued twice
        data          TEXT    NOT NULL DEFAULT '{}',
        created_at    REAL    NOT NULL,
        due           REAL    NOT NULL,    -- not before (a retry's backoff)
        attempts      INTEGER NOT NULL DEFAULT 0,
        claimed_until REAL,                -- a deliverer's lease on its stream
        done_at       REAL,
        outcome       TEXT,                -- sent, superseded or failed
        result        TEXT                 -- what went out (a message id), or why it failed
    );
    -- what a table still owed Discord under schema 4 is queued: its message and its turn ping
    INSERT INTO outbox (stream, table_id, kind, data, created_at, due)
    SELECT 'table:' || id, id, 'message', '{}', updated_at, 0 FROM tables
    WHERE synced_version < version AND status IN ('playing', 'finished');
    INSERT INTO outbox (stream, table_id, kind, data, created_at, due)
    SELECT 'table:' || id, id, 'ping', json_object('version', version), updated_at, 0 FROM tables
    WHERE synced_version < version AND status = 'playing';
    DROP TABLE tables;
    ALTER TABLE tables_v5 RENAME TO tables;
    CREATE UNIQUE INDEX one_open_table_per_channel
        ON tables (channel_id) WHERE status IN ('lobby', 'playing');
    CREATE INDEX tables_orphaned ON tables (probe_at) WHERE orphaned IS NOT NULL;
    CREATE INDEX outbox_pending ON outbox (stream, id) WHERE done_at IS NULL;
    CREATE INDEX outbox_done ON outbox (done_at) WHERE done_at IS NOT NULL;
    ALTER TABLE seats ADD COLUMN ready INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE tournaments ADD COLUMN orphaned TEXT;
    ALTER TABLE tournaments ADD COLUMN orphaned_at REAL;
    ALTER TABLE tournaments ADD COLUMN probe_at REAL;
    """,
    # 6: entrants keep the order they joined in a column of their own (PostgreSQL has no rowid)
    """
    ALTER TABLE entrants ADD COLUMN joined INTEGER NOT NULL DEFAULT 0;
    UPDATE entrants SET joined = rowid;
    """,
    # 7: a finished game's figures, counted once from its moves (counted_at says it was done,
    # whatever it found), and the rating each rated result gave, for a profile's chart
    """
    ALTER TABLE tables ADD COLUMN counted_at REAL;
    CREATE TABLE statistics (
        table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        seat     INTEGER NOT NULL,   -- -1: the table's own figures
        name     TEXT    NOT NULL,
        value    INTEGER NOT NULL,
        PRIMARY KEY (table_id, seat, name)
    );
    CREATE TABLE rating_history (
        guild_id INTEGER NOT NULL,
        game     TEXT    NOT NULL,
        subject  TEXT    NOT NULL,
        table_id INTEGER NOT NULL,
        mu       REAL    NOT NULL,
        sigma    REAL    NOT NULL,
        at       REAL    NOT NULL,
        PRIMARY KEY (guild_id, game, subject, table_id)
    );
    """,
]

SCHEMA_VERSION = len(MIGRATIONS)


def statements(script: str) -> list[str]:
    """The statements of an SQL script, each whole (as SQLite's parser sees them)."""
    found: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            found.append(pending.strip())
            pending = ""
    if pending.strip() and not all(
        part.strip().startswith("--") or not part.strip() for part in pending.splitlines()
    ):
        raise ValueError(f"an incomplete statement ends the script: {pending.strip()[:80]}")
    return found


def plain_cause(exc: sqlite3.Error) -> str:
    """What an SQLite error means for an admin, in a few words."""
    text = str(exc).lower()
    if "full" in text:
        return "the server's disk is full"
    if "readonly" in text or "read-only" in text:
        return "the database file has become read-only"
    if "locked" in text or "busy" in text:
        return "the database is busy"
    if "malformed" in text or "corrupt" in text:
        return "the database file is damaged"
    if "i/o" in text:
        return "the disk reported an error"
    return "the database refused the write"


def damaged(path: str, detail: str) -> str:
    return (
        f"The database {path} is damaged (SQLite says: {detail}). Stop the bot and restore your "
        "latest backup (`python -m bot backup` makes them); `sqlite3 <file> .recover` may rescue "
        "what is left. The bot did not change the file."
    )


def permission_problem(path: Path) -> str | None:
    """Why this process cannot write the database or its folder (SQLite needs both: it keeps
    ``-wal`` and ``-shm`` files beside the database), or None when it can."""
    folder = path.parent
    for what, target, exists in (
        ("the file", path, path.exists()),
        ("its folder", folder, True),
    ):
        if exists and not os.access(target, os.W_OK):
            owner = target.stat().st_uid
            return (
                f"Getaway cannot write to the database {path}: {what} is read-only for the user "
                f"running the bot (uid {os.getuid()}; {target} belongs to uid {owner}). This is a "
                "permission problem, not damage: give that user write access (for a Docker bind "
                "mount, `sudo chown -R 10001:10001` the host folder) or mount the volume "
                "read-write."
            )
    return None


#: how many times a start meeting another process's start on a new file tries (0.1 s apart)
PREPARE_ATTEMPTS = 50

#: rows of one multi-row INSERT (SQLite allows 32,766 parameters a statement)
INSERT_CHUNK = 500


class SqliteTransaction:
    """The statements of one transaction, in few trips to the connection (each trip a call of
    Python's sqlite3 module and an ``await``). Statements whose rows nobody reads (``execute``,
    ``insert``, ``require``) wait, and go with the next statement that returns rows, or with the
    commit; even the ``BEGIN IMMEDIATE`` waits. A move
    (its log, snapshot, clocks and outbox rows) costs two trips instead of one a statement. A
    failure in a waiting statement surfaces when it is sent, inside the transaction, and rolls
    the whole of it back, as it would have at once (the statements after it are not run).

    No cursor outlives its statement: one left to the garbage collector is finalised whenever
    the collector runs (when the statements ran in aiosqlite's thread, once while it ran another
    statement of the connection, which Python's sqlite3 module did not survive). What a write
    changed is read with ``RETURNING`` (which PostgreSQL has too)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        #: (statement, parameters, whether it must change a row)
        self._waiting: list[tuple[str, Sequence[Any], bool]] = [("BEGIN IMMEDIATE", (), False)]
        #: a trip was sent: the transaction may be open, even if the trip failed
        self.begun = False
        #: its last statement went with the commit
        self.committed = False

    async def _send(
        self,
        last: tuple[str, Sequence[Any]] | None = None,
        commit: bool = False,
        step: Step | None = None,
    ) -> tuple[list[aiosqlite.Row], list[aiosqlite.Row] | None]:
        self._not_committed()
        batch, self._waiting = self._waiting, []
        self.begun = True
        self.committed = commit
        # aiosqlite's Connection._execute runs a function on its sqlite3 connection ``_conn``
        # (bot.sqlite_connection: at once): both private, but what each of its public methods
        # is made of (no public one runs several statements with parameters in one trip)
        found: tuple[list[aiosqlite.Row], list[aiosqlite.Row] | None]
        found = await self._conn._execute(  # type: ignore[no-untyped-call]
            _run, self._conn._conn, batch, last, commit, step
        )
        return found

    def _not_committed(self) -> None:
        if self.committed:  # it would run outside the transaction, in a transaction of its own
            raise RuntimeError("a statement after the last one of its transaction")

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._not_committed()
        self._waiting.append((sql, params, False))

    async def require(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._not_committed()
        self._waiting.append((sql, params, True))

    async def returning(
        self, sql: str, params: Sequence[Any] = (), *, last: bool = False
    ) -> list[aiosqlite.Row]:
        """The rows a statement returns: a read, or a write's ``RETURNING`` (one row per row
        it changed). ``last``: the transaction's last statement, committed in the same trip."""
        return (await self._send((sql, params), commit=last))[0]

    async def returning_then(
        self, sql: str, params: Sequence[Any], step: Step, *, last: bool = False
    ) -> tuple[list[aiosqlite.Row], list[aiosqlite.Row] | None]:
        """The rows of ``sql`` and of ``step``'s statement, in one trip (``step`` runs in the
        same call)."""
        return await self._send((sql, params), commit=last, step=step)

    async def insert(
        self,
        table: str,
        columns: Sequence[str],
        rows: Iterable[Sequence[Any]],
        *,
        conflict: str = "",
    ) -> None:
        """Rows into ``table``, several to a statement; ``conflict`` is an ``ON CONFLICT``
        clause."""
        rows = list(rows)
        head = f"INSERT INTO {table} ({', '.join(columns)}) VALUES "
        one = "(" + ", ".join("?" * len(columns)) + ")"
        for start in range(0, len(rows), INSERT_CHUNK):
            chunk = rows[start : start + INSERT_CHUNK]
            sql = head + ", ".join([one] * len(chunk)) + (f" {conflict}" if conflict else "")
            await self.execute(sql, [value for row in chunk for value in row])

    async def exclusive(self, name: str, key: int | str) -> None:
        """Nothing to take: ``BEGIN IMMEDIATE`` already keeps every other writer out."""

    async def announce(self, what: str) -> None:
        """Nobody to tell: one bot uses the file."""

    async def commit(self) -> None:
        if self.committed:
            return
        if self.begun or len(self._waiting) > 1:  # a transaction that did nothing needs no trip
            await self._send(commit=True)


def _run(
    db: sqlite3.Connection,
    batch: Sequence[tuple[str, Sequence[Any], bool]],
    last: tuple[str, Sequence[Any]] | None,
    commit: bool,
    step: Step | None,
) -> tuple[list[aiosqlite.Row], list[aiosqlite.Row] | None]:
    """One trip: ``batch``, then the rows of ``last`` and of the statement
    ``step`` makes of them, then the commit. The first failure stops it (nothing after a failed
    ``BEGIN`` runs outside a transaction)."""
    for sql, params, required in batch:
        cursor = db.execute(sql, params)
        try:
            if required and cursor.fetchone() is None:
                raise Unchanged(sql)
        finally:
            cursor.close()
    rows: list[aiosqlite.Row] = []
    followed: list[aiosqlite.Row] | None = None
    if last is not None:
        rows = _rows(db, last)
        if step is not None and (made := step(rows)) is not None:
            followed = _rows(db, made)
    if commit:
        db.commit()
    return rows, followed


def _rows(db: sqlite3.Connection, statement: tuple[str, Sequence[Any]]) -> list[aiosqlite.Row]:
    cursor = db.execute(*statement)
    try:
        return cursor.fetchall()
    finally:
        cursor.close()


class SqliteStore(Store):
    dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self.conn = conn
        self.path = self.where = path
        #: the WAL written back in a thread (an in-memory database has none)
        self.checkpoints = Checkpoints(path) if path != ":memory:" else None
        self._write = asyncio.Lock()
        #: the transaction open, and the task it belongs to
        self._open: tuple[asyncio.Task[Any] | None, SqliteTransaction] | None = None

    @classmethod
    async def connect(
        cls, path: str | Path, *, create: bool = True, check: bool = False
    ) -> SqliteStore:
        """Open and migrate the database at ``path``. ``create=False`` refuses a file that does
        not exist (an explicitly configured path on an unmounted volume); ``check`` runs SQLite's
        ``quick_check`` first (done once at start-up)."""
        where = str(path)
        memory = where == ":memory:"
        if not memory:
            if not Path(where).exists() and not create:
                raise StoreError(
                    f"The database {where} does not exist. If GETAWAY_DB points into a volume, "
                    "check that the volume is mounted (otherwise a new, empty database would "
                    "hide every game). For a new installation, create it once with "
                    "`python -m bot init` (Docker: `docker run --rm -v getaway-data:/data "
                    "getaway init`) or start with `python -m bot run --new-db`."
                )
            if not Path(where).parent.is_dir():
                raise StoreError(
                    f"The folder of the database {where} does not exist. Create it, or point "
                    "GETAWAY_DB at a file in an existing folder."
                )
            if problem := permission_problem(Path(where)):
                raise StoreError(problem)
        try:
            conn = await LoopConnection(where)
        except sqlite3.Error as exc:
            raise StoreError(f"Cannot open the database {where}: {exc}.") from None
        conn.row_factory = aiosqlite.Row
        store = cls(conn, where)
        try:
            await store._prepared(check)
        except sqlite3.DatabaseError as exc:
            await conn.close()
            if not memory and (problem := permission_problem(Path(where))):
                raise StoreError(problem) from None
            if isinstance(exc, sqlite3.OperationalError) and "readonly" in str(exc).lower():
                raise StoreError(
                    f"Getaway cannot write to the database {where} ({exc}): the file or the "
                    "volume it is on is read-only. This is a permission problem, not damage: "
                    "mount it read-write and give the bot's user write access."
                ) from None
            if "malformed" in str(exc).lower():
                raise StoreError(damaged(where, str(exc))) from None
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

    async def _prepared(self, check: bool) -> None:
        """:meth:`_prepare`, again while another process opening the same new file holds it
        (switching it to WAL, migrating it): SQLite may refuse at once, busy timeout or not,
        where waiting could deadlock."""
        for attempt in range(PREPARE_ATTEMPTS):
            try:
                await self._prepare(check)
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc).lower() or attempt == PREPARE_ATTEMPTS - 1:
                    raise
                await asyncio.sleep(0.1)

    async def _prepare(self, check: bool) -> None:
        await self._pragma("PRAGMA foreign_keys = ON")
        current = int(await self._pragma("PRAGMA user_version") or 0)
        if current > SCHEMA_VERSION:
            raise StoreError(
                f"The database {self.path} was written by a newer Getaway (schema {current}; this "
                f"version knows up to {SCHEMA_VERSION}). Upgrade Getaway or use another file."
            )
        if check:
            async with self.conn.execute("PRAGMA quick_check") as cur:
                problems = [
                    line
                    for row in await cur.fetchall()
                    for line in str(row[0]).splitlines()
                    if line != "ok" and not line.startswith("***")
                ]
            if problems:
                raise StoreError(damaged(self.path, "; ".join(problems[:3])))
        if self.path != ":memory:":
            await self._pragma("PRAGMA journal_mode = WAL")
            await self._pragma("PRAGMA wal_autocheckpoint = 0")  # see Checkpoints
        await self._pragma("PRAGMA synchronous = NORMAL")
        if current < SCHEMA_VERSION:
            await self._migrate(current)

    async def _migrate(self, current: int) -> None:
        """Each migration in a transaction of its own. Foreign keys are off meanwhile (a table
        may be rebuilt, as SQLite's ALTER TABLE cannot change a column) and checked before each
        commit: a migration that would leave a dangling reference is rolled back. The version is
        read again once the write lock is held, so that two processes opening a new file at
        once migrate it once (the second finds the work done)."""
        await self._pragma("PRAGMA foreign_keys = OFF")
        try:
            for number in range(current + 1, SCHEMA_VERSION + 1):
                await self.conn.execute_fetchall("BEGIN IMMEDIATE")
                if int(await self._pragma("PRAGMA user_version") or 0) >= number:
                    await self.conn.rollback()
                    continue
                for statement in statements(MIGRATIONS[number - 1]):
                    await self.conn.execute_fetchall(statement)
                async with self.conn.execute("PRAGMA foreign_key_check") as cur:
                    dangling = list(await cur.fetchall())
                if dangling:
                    await self.conn.rollback()
                    raise StoreError(
                        f"Upgrading the database {self.path} to schema {number} would break "
                        f"{len(dangling)} references between its tables; nothing was changed. "
                        "Restore a backup or report this."
                    )
                await self._pragma(f"PRAGMA user_version = {number}")
                await self.conn.commit()
        except BaseException:
            if self.conn.in_transaction:
                with suppress(sqlite3.Error):
                    await self.conn.rollback()
            raise
        finally:
            await self._pragma("PRAGMA foreign_keys = ON")

    async def close(self) -> None:
        if self.checkpoints is not None:
            await self.checkpoints.finished()
        await self.conn.close()  # the last connection to close checkpoints the rest

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqliteTransaction]:
        """One atomic write: commits on success, rolls back on any exception. A write SQLite
        cannot save (disk full, file turned read-only…) is rolled back and raised as
        :class:`WriteFailed`; the connection stays usable. This task's reads through the store
        meanwhile go through the transaction, so that they see its waiting writes."""
        async with self._write:
            tx = SqliteTransaction(self.conn)
            self._open = (asyncio.current_task(), tx)
            try:
                yield tx
                await tx.commit()
                if tx.committed and self.checkpoints is not None:
                    self.checkpoints.committed()
            except BaseException as exc:
                # a trip sent may have begun the transaction even if it failed: the rollback
                # ends it either way
                if tx.begun:
                    with suppress(sqlite3.Error):  # the transaction is gone either way
                        await self.conn.rollback()
                if isinstance(exc, sqlite3.Error):
                    raise WriteFailed(plain_cause(exc)) from exc
                raise
            finally:
                self._open = None

    def _open_here(self) -> SqliteTransaction | None:
        found = self._open
        return found[1] if found is not None and found[0] is asyncio.current_task() else None

    # one trip per query (a cursor costs three: execute, fetch, close)

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> aiosqlite.Row | None:
        """The first row of a query that selects one row (by key, or with LIMIT 1)."""
        if (tx := self._open_here()) is not None:
            return next(iter(await tx.returning(sql, params)), None)
        rows = await self.conn.execute_fetchall(sql, params)
        return next(iter(rows), None)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[aiosqlite.Row]:
        if (tx := self._open_here()) is not None:  # it sees the writes still waiting
            return await tx.returning(sql, params)
        return list(await self.conn.execute_fetchall(sql, params))

    def section(self, name: str, key: int | str) -> AbstractAsyncContextManager[None]:
        """Nothing to take: one bot uses the file (:class:`InstanceLock`) and serializes its
        own tasks."""
        return nullcontext()


# -- one bot per database ----------------------------------------------------------------------


class InstanceLock:
    """One bot per database file. An exclusive OS lock on ``<database>.lock`` is held for the
    life of the process: the system drops it when the process dies, even by ``kill -9``, so a
    restart never waits. The file also says who holds it (for the refusal) and its modification
    time is the bot's heartbeat, which the Docker health check reads.

    flock works between processes and containers of one host on a local disk; over NFS it may
    not, and on Windows the guard is skipped."""

    BEAT_SECONDS = 30.0

    def __init__(self, database: str | Path) -> None:
        # beside the file itself: a symlink and its target are one database, so one lock
        self.path = Path(f"{Path(database).resolve()}.lock")
        self._file: Any = None

    def acquire(self) -> None:
        if fcntl is None:
            return
        try:
            handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 - held for life
        except OSError as exc:
            raise StoreError(
                f"Cannot create {self.path} beside the database ({exc.strerror}); the bot "
                "needs write access to the database's folder."
            ) from None
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            holder = handle.read().strip() or "another process"
            handle.close()
            raise StoreError(
                f"Another Getaway bot is already using the database {str(self.path)[:-5]} "
                f"({holder}). Two bots on one database would both answer every click: stop the "
                "other one first (an old container still running? `docker ps`), or point "
                "GETAWAY_DB at another file."
            ) from None
        handle.seek(0)
        handle.truncate()
        started = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())
        handle.write(f"process {os.getpid()} on host {socket.gethostname()}, since {started}")
        handle.flush()
        self._file = handle

    def beat(self) -> None:
        """Mark the bot alive (called while it is connected to Discord)."""
        if self._file is not None:
            os.utime(self.path)

    def release(self) -> None:
        if self._file is not None:
            self._file.close()  # closing the file drops the lock
            self._file = None

    @classmethod
    def health(cls, database: str | Path, now: float | None = None) -> str | None:
        """None when a bot holds the database and beat recently; otherwise what is wrong."""
        lock = cls(database)
        if fcntl is None:
            return None
        if not lock.path.exists():
            return f"No bot has run on {database} yet."
        with open(lock.path, encoding="utf-8") as handle:
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                age = (time.time() if now is None else now) - lock.path.stat().st_mtime
                if age > 3 * cls.BEAT_SECONDS:
                    return f"The bot has not been connected to Discord for {age:.0f} s."
                return None
            return f"No bot is running on {database}."


# -- backups -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Backup:
    path: Path
    tables: int
    moves: int
    size: int


def backup_database(source: str | Path, destination: str | Path) -> Backup:
    """A consistent copy of a live database, moves still in its WAL included, made with
    SQLite's online backup API (a plain copy of the file alone would lose them). A folder as
    ``destination`` gets a file named after the time. The copy is checked before it replaces
    anything, so a failed backup never leaves a half-written file under the final name."""
    source = Path(source)
    if not source.is_file():
        raise StoreError(f"There is no database at {source} to back up (see GETAWAY_DB).")
    target = Path(destination)
    # a trailing slash names a folder (made if need be), as an existing folder does: a nightly
    # `backup backups/` must not become one file named "backups", overwritten every night
    if str(destination).endswith(("/", os.sep)) or target.is_dir():
        try:
            target.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"Cannot create the folder {target} ({exc.strerror}).") from None
        target = target / time.strftime("getaway-%Y%m%d-%H%M%S.sqlite3", time.gmtime())
    if target.resolve() == source.resolve():
        raise StoreError("The backup must go to another file than the database itself.")
    if not target.parent.is_dir():
        raise StoreError(f"The folder {target.parent} does not exist.")
    partial = target.with_name(target.name + ".part")
    partial.unlink(missing_ok=True)
    try:
        src = sqlite3.connect(source)
        try:
            dst = sqlite3.connect(partial)
            try:
                src.backup(dst)
                status = dst.execute("PRAGMA integrity_check").fetchone()[0]
                if status != "ok":
                    raise StoreError(f"The copy failed SQLite's integrity check ({status}).")
                dst.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
                tables = dst.execute("SELECT count(*) FROM tables").fetchone()[0]
                moves = dst.execute("SELECT count(*) FROM actions").fetchone()[0]
            finally:
                dst.close()
        finally:
            src.close()
        partial.replace(target)
    except sqlite3.Error as exc:
        partial.unlink(missing_ok=True)
        raise StoreError(f"The backup of {source} failed: {plain_cause(exc)} ({exc}).") from None
    return Backup(target, tables, moves, target.stat().st_size)
