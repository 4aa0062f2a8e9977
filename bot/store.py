"""Where Getaway keeps everything: one interface, two backends.

:mod:`bot.store_sqlite` is the embedded default (one file, one bot); :mod:`bot.store_postgres`
serves several bot processes on one PostgreSQL database. :func:`bot.backends.open_store` picks
one from ``GETAWAY_DB``. The rest of the bot writes portable SQL with ``?`` placeholders and
reads rows by column name (or position), which aiosqlite's rows and asyncpg's records both allow.
"""

from __future__ import annotations

import zlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, ClassVar, Literal, Protocol

#: a row of a query: ``row["column"]`` and ``row[0]`` work on both backends
Row = Any

#: the named critical sections and their advisory-lock classes on PostgreSQL (stable numbers:
#: processes of two versions during a deploy must agree on them)
SECTIONS: dict[str, int] = {
    "table": 1,  # one table's read-modify-write (bot.table_reads.TableReads.lock)
    "channel": 2,  # one open table per channel (bot.table_lobby)
    "ratings": 3,  # a server's ratings of one game (bot.ratings)
    "tournament": 4,  # one tournament's rounds (bot.tournaments)
    "settings": 5,  # a player's or a server's settings, merged with a change (bot.settings)
}


#: where a process announces a change other processes may have kept in memory (a player's
#: language); the payload says what changed, e.g. ``user:<id>``
CHANGES_CHANNEL = "getaway_changes"


def section_key(name: str, key: int | str) -> tuple[int, int]:
    """The two 32-bit integers of a PostgreSQL advisory lock for section ``name`` on ``key``.
    Keys are hashed into 32 bits: two keys that collide only wait for each other."""
    digest = zlib.crc32(str(key).encode()) - 2**31
    return SECTIONS[name], digest


class StoreError(Exception):
    """The database cannot be used; the message says why and what to do."""


class WriteFailed(Exception):
    """A write could not be saved and was rolled back; ``why`` is its cause in plain words."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


class Unchanged(Exception):
    """A write :meth:`Transaction.require` needed changed nothing: its transaction is rolled
    back."""


#: a statement made of the rows of the one before it (None: no statement)
Step = Callable[[list[Row]], tuple[str, Sequence[Any]] | None]


class Transaction(Protocol):
    """The statements of one open transaction."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None: ...

    async def require(self, sql: str, params: Sequence[Any] = ()) -> None:
        """A write that must change a row (its ``RETURNING`` returns one), or :class:`Unchanged`
        is raised (when it is run, which may be with the next statement that returns rows, or
        with the commit: what comes between is rolled back with it)."""
        ...

    async def returning(
        self, sql: str, params: Sequence[Any] = (), *, last: bool = False
    ) -> list[Row]:
        """The rows a statement returns: a read, or a write's ``RETURNING``. ``last``: the
        transaction's last statement, and nothing after it can fail: the store may commit with
        it (SQLite does, in the same trip)."""
        ...

    async def returning_then(
        self, sql: str, params: Sequence[Any], step: Step, *, last: bool = False
    ) -> tuple[list[Row], list[Row] | None]:
        """The rows of ``sql``, and those of the statement ``step`` makes of them (None: no
        statement), in one trip where the store can (SQLite runs ``step`` between the two: it
        must only compute). ``last`` as for :meth:`returning`."""
        ...

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
        ...

    async def exclusive(self, name: str, key: int | str) -> None:
        """Until this transaction ends, no other one holds section ``name`` on ``key`` (what a
        read-then-write such as a rating update needs when other processes write too)."""
        ...

    async def announce(self, what: str) -> None:
        """Tell the other processes on the database, once this transaction commits, that
        ``what`` changed (see :data:`CHANGES_CHANNEL`)."""
        ...


class Store(ABC):
    """A database holding every table, its log and clocks, ratings, tournaments and settings."""

    dialect: ClassVar[Literal["sqlite", "postgres"]]
    #: what to call the database in a sentence (a path, or a URL without its password)
    where: str

    @abstractmethod
    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        """The first row of a query that selects one row (by key, or with LIMIT 1)."""

    @abstractmethod
    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """One atomic write: commits on success, rolls back on any exception. A write the
        database cannot save is rolled back and raised as :class:`WriteFailed`."""

    @abstractmethod
    def section(self, name: str, key: int | str) -> AbstractAsyncContextManager[None]:
        """Section ``name`` on ``key`` for this task alone across every process on the database,
        for the reads and writes of one operation (the caller serializes its own tasks). Within
        it, this task's queries and transactions run on one connection."""

    @abstractmethod
    async def close(self) -> None: ...
