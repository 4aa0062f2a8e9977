"""Reading tables, and what every operation on them shares: the store, the clock, one lock per
table, and a write that fails politely. The operations build on it: the lobby
(``bot/table_lobby.py``), then play and closing (``bot/table_service.py``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
import weakref
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

from bot.ratings import RatingBook
from bot.records import Record, Step, fingerprint, rebuild
from bot.settings import Settings
from bot.shards import Shards
from bot.store import Store
from bot.table_work import DmSeats, newly_awaited
from bot.tables import (
    Seat,
    States,
    Table,
    TableError,
    check_ids,
    damage_notice,
    read_table,
    read_tables,
    writing,
)
from rules.core import Event

log = logging.getLogger(__name__)

#: one table and its seats in one query (one trip to the database fewer than two queries)
_SEATED = (
    "SELECT t.*, s.user_id AS seat_user, s.name AS seat_name, s.ready AS seat_ready"
    " FROM tables t LEFT JOIN seats s ON s.table_id = t.id WHERE {where} ORDER BY s.seat"
)


class TableReads:
    """Tables as stored and their records (history, log, notes); the locks and the writes the
    operations share."""

    def __init__(
        self,
        store: Store,
        *,
        move_seconds: float = 24 * 3600,
        clock: Callable[[], float] = time.time,
        seed_source: Callable[[], int] = lambda: secrets.randbits(63),
        shards: Shards | None = None,
    ) -> None:
        self.store = store
        #: whose clocks and rounds this process keeps (None: every server's)
        self.shards = shards
        self.move_seconds = move_seconds
        self.clock = clock
        self.seed_source = seed_source
        #: which seats a change calls by DM (set by the Discord side, which knows each game)
        self.dm_seats: DmSeats = newly_awaited
        # a table's lock lives while some coroutine holds or awaits it, then leaves the map
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._channel_lock = asyncio.Lock()
        self.ratings = RatingBook(store)
        self.settings = Settings(store, clock)
        #: the states of the tables last read or written, parsed once per version
        self.states = States()

    @asynccontextmanager
    async def lock(self, table_id: int) -> AsyncIterator[None]:
        """One operation on the table at a time: this process's tasks queue in memory, and the
        database's section keeps other processes out (SQLite has none: one bot per file)."""
        lock = self._locks.get(table_id)
        if lock is None:
            lock = self._locks[table_id] = asyncio.Lock()
        async with lock, self.store.section("table", table_id):
            yield

    @asynccontextmanager
    async def channel_lock(self, channel_id: int) -> AsyncIterator[None]:
        """One new table at a time (the check that the channel is free, then the insert)."""
        async with self._channel_lock, self.store.section("channel", channel_id):
            yield

    # -- reading ------------------------------------------------------------------------------

    async def get(self, table_id: int, *, damaged_ok: bool = False) -> Table:
        check_ids(table=table_id)
        rows = await self.store.fetchall(_SEATED.format(where="t.id = ?"), (table_id,))
        if not rows:
            raise TableError("table-none", table=table_id)
        table = self._seated(rows)
        if table.damaged and not damaged_ok:
            raise damage_notice(table)
        return table

    async def status(self, channel_id: int) -> Table | None:
        """The open table in this channel, if any (a damaged one too: see ``Table.damaged``)."""
        check_ids(channel=channel_id)
        rows = await self.store.fetchall(
            _SEATED.format(where="t.channel_id = ? AND t.status IN ('lobby', 'playing')"),
            (channel_id,),
        )
        return self._seated(rows) if rows else None

    def _seated(self, rows: Sequence[Any]) -> Table:
        """A table from the rows of :data:`_SEATED` (one per seat, or one for no seat)."""
        seats = [
            Seat(r["seat_user"], r["seat_name"], bool(r["seat_ready"]))
            for r in rows
            if r["seat_user"] is not None
        ]
        return read_table(rows[0], seats, self.move_seconds, self.states)

    async def open_table(self, channel_id: int) -> Table:
        table = await self.status(channel_id)
        if table is None:
            raise TableError("table-no-game-here")
        if table.damaged:
            raise damage_notice(table)
        return table

    async def _read(self, rows: Sequence[Any]) -> list[Table]:
        return await read_tables(self.store.fetchall, rows, self.move_seconds, self.states)

    def writing(self) -> AbstractAsyncContextManager[Any]:
        """A store transaction whose failure to save becomes a polite refusal."""
        return writing(self.store)

    # -- a player's tables, the history, the log ---------------------------------------------

    async def tables_of(self, user_id: int) -> list[Table]:
        """The open tables (gathering or in play) where ``user_id`` has a seat."""
        check_ids(user=user_id)
        rows = await self.store.fetchall(
            "SELECT t.* FROM tables t JOIN seats s ON s.table_id = t.id"
            " WHERE s.user_id = ? AND t.status IN ('lobby', 'playing') ORDER BY t.id",
            (user_id,),
        )
        return await self._read(rows)

    async def history(
        self, *, channel_id: int | None = None, user_id: int | None = None, limit: int = 10
    ) -> list[Table]:
        """The last closed tables of a channel or of a player, newest first."""
        check_ids(channel=channel_id, user=user_id)
        if user_id is not None:
            rows = await self.store.fetchall(
                "SELECT t.* FROM tables t JOIN seats s ON s.table_id = t.id WHERE s.user_id = ?"
                " AND t.status IN ('finished', 'abandoned') ORDER BY t.updated_at DESC LIMIT ?",
                (user_id, limit),
            )
        else:
            rows = await self.store.fetchall(
                "SELECT * FROM tables WHERE channel_id = ? AND status IN ('finished', 'abandoned')"
                " ORDER BY updated_at DESC LIMIT ?",
                (channel_id, limit),
            )
        return await self._read(rows)

    async def recent_events(self, table_id: int, limit: int = 6) -> list[Event]:
        """The last public events of a table, oldest first (for the "last moves" lines)."""
        rows = await self.store.fetchall(
            "SELECT events FROM actions WHERE table_id = ? AND events != '[]'"
            " ORDER BY version DESC LIMIT ?",
            (table_id, limit),
        )
        events = [Event.model_validate(e) for row in reversed(rows) for e in json.loads(row[0])]
        return events[-limit:]

    # -- per-seat private notes (e.g. the Fugitive Marshal's notepad) --------------------------

    async def notes(self, table_id: int, seat: int) -> dict[str, Any]:
        check_ids(table=table_id)
        row = await self.store.fetchone(
            "SELECT data FROM notes WHERE table_id = ? AND seat = ?", (table_id, seat)
        )
        return {} if row is None else dict(json.loads(row["data"]))

    async def set_notes(self, table_id: int, seat: int, notes: dict[str, Any]) -> None:
        async with self.writing() as db:
            await db.execute(
                "INSERT INTO notes (table_id, seat, data) VALUES (?, ?, ?) ON CONFLICT"
                " (table_id, seat) DO UPDATE SET data = excluded.data",
                (table_id, seat, json.dumps(notes)),
            )

    # -- audit --------------------------------------------------------------------------------

    async def replay_check(self, table_id: int) -> bool:
        """Rebuild the table from its seed, options and action log; True when the result is
        the stored snapshot exactly."""
        table = await self.get(table_id)
        if table.state is None:
            return True
        record = await self._record(table)
        return fingerprint(rebuild(record)) == record.final

    async def of_server(self, table_id: int, guild_id: int | None) -> Table:
        """A table of this server: another server's is as unknown as a missing one."""
        table = await self.get(table_id)
        if table.guild_id != guild_id:
            raise TableError("table-none", table=table_id)
        return table

    async def record(self, table_id: int, guild_id: int | None) -> Record:
        """The record of a game of this server that is over (a running game's log holds its
        secrets)."""
        table = await self.of_server(table_id, guild_id)
        if table.status not in ("finished", "abandoned") or table.state is None:
            raise TableError("table-record-running", table=table_id)
        return await self._record(table)

    async def moves(self, table_id: int) -> list[Step]:
        """Every move of a table, in order (its secrets too: the caller shows what it may)."""
        rows = await self.store.fetchall(
            "SELECT seat, action FROM actions WHERE table_id = ? ORDER BY version", (table_id,)
        )
        return [Step(seat=row["seat"], action=json.loads(row["action"])) for row in rows]

    async def _record(self, table: Table) -> Record:
        return Record(
            game=table.game,
            table=table.id,
            options=table.options,
            seed=table.seed,
            players=[seat.label for seat in table.seats],
            actions=await self.moves(table.id),
            outcome=table.outcome,
            final=fingerprint(table.state),
        )
