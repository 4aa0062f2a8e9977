"""Discord work owed by the database: the outbox.

A change of state and the Discord work it causes are written in one transaction: the move, its
timers, and a row per message to send or edit (the table message, the turn ping, a DM, a notice,
a tournament's thread…). A deliverer (``cogs/delivery.py``) sends the rows of each *stream* in
order, records what went out, retries what Discord could not take and stops on a stream whose
channel is gone. So a crash, a 5xx or a 429 can delay a message but never lose or repeat it:

- a row's ``key`` makes queuing the same effect twice a no-op (a turn's ping, a table's recap);
- a stream is delivered by whoever holds the lease on its first pending row (``claimed_until``),
  taken and handed on in transactions, so a move's own delivery and the timekeeper's retries
  never both send it; a lease outlives its process only until it expires;
- a message is created with a nonce derived from its row, which Discord uses to refuse a second
  copy (``enforce_nonce``) if the process died between sending it and recording it.

The rows say *what* to send, not the text: the deliverer draws each from the table as it is when
it goes out (in the reader's language), and skips a row a later one makes pointless (an older
table message, a ping for a turn that is over).

Why rows rather than a "synced version" and a lease on the table (the first sketch of the
multi-process design): a version says the table is behind, not *which* messages are owed. A
notice ("ran out of time"), a reminder or a tournament's thread is not recomputable from the
table afterwards, so it must be written down with the change that caused it; and a key per
effect is what makes "twice" impossible rather than unlikely. The lease moved from the table to
the stream's first row so that tournaments and DMs use the same mechanism. On PostgreSQL the
claim is the same conditional UPDATE (a ``FOR UPDATE SKIP LOCKED`` select can replace the read).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.shards import Shards, mine
from bot.store import Store, Unchanged

#: how long a deliverer may hold a stream before another may take it over (a dead process)
LEASE = 120.0
#: the first retry after a transient failure, doubled each time up to the longest
FIRST_RETRY, LONGEST_RETRY = 5.0, 600.0
#: the longest a row on hold waits while rows on hold keep coming behind it (see :func:`_due`)
LONGEST_HOLD = 20.0
#: done rows are kept this long (for the audit), then pruned
KEEP_DONE = 7 * 24 * 3600.0


def table_stream(table_id: int) -> str:
    """A table's public messages, in order: its message, pings, notices, recap."""
    return f"table:{table_id}"


def dm_stream(table_id: int) -> str:
    """A table's private messages (turn DMs, reminders): apart, so that one player's closed or
    failing DMs never hold the table back."""
    return f"dms:{table_id}"


def tournament_stream(tournament_id: int) -> str:
    return f"tournament:{tournament_id}"


class Delivers(Protocol):
    """What sends the outbox to Discord (``cogs/delivery.py``), as the rest of the bot sees it."""

    async def table(self, table_id: int) -> bool: ...
    async def tournament(self, tournament_id: int) -> bool: ...
    async def due(self) -> None: ...
    async def probe(self) -> None: ...
    async def resume_table(self, table_id: int) -> None: ...


@dataclass(frozen=True)
class Work:
    """One piece of Discord work: what to do (``kind``, ``data``), in which stream, under which
    ``key`` (None: no other row can be the same effect)."""

    stream: str
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    key: str | None = None
    table_id: int | None = None
    tournament_id: int | None = None
    #: seconds the row may wait for a later row of its stream to say the same and more (a
    #: table message while its player goes on with the turn): it goes out once its stream has
    #: been quiet that long, or at once when a row behind it is not on hold (see :func:`_due`)
    hold: float = 0.0


def for_table(
    table_id: int, kind: str, key: str | None = None, *, hold: float = 0.0, **data: Any
) -> Work:
    stream = dm_stream(table_id) if kind in DM_KINDS else table_stream(table_id)
    return Work(stream, kind, data, key, table_id=table_id, hold=hold)


def for_tournament(tournament_id: int, kind: str, key: str | None = None, **data: Any) -> Work:
    return Work(tournament_stream(tournament_id), kind, data, key, tournament_id=tournament_id)


#: the kinds that go to a player rather than to the table's channel
DM_KINDS = frozenset({"dm", "reminder"})


async def enqueue(db: Any, work: Iterable[Work], now: float) -> None:
    """Queue ``work`` inside the caller's transaction (so it stands or falls with the change
    that caused it)."""
    await db.insert(
        "outbox",
        ("stream", "table_id", "tournament_id", "kind", "key", "data", "created_at", "due"),
        [
            (
                w.stream,
                w.table_id,
                w.tournament_id,
                w.kind,
                w.key,
                json.dumps(w.data),
                now,
                now + w.hold,
            )
            for w in work
        ],
        conflict="ON CONFLICT (key) DO NOTHING",
    )


@dataclass(frozen=True)
class Row:
    id: int
    kind: str
    data: dict[str, Any]
    #: not due when the job was claimed: a row on hold (it says nothing yet)
    held: bool = False


@dataclass(frozen=True)
class Job:
    """A claimed row: the first pending row of its stream, leased to one deliverer."""

    id: int
    stream: str
    kind: str
    data: dict[str, Any]
    table_id: int | None
    tournament_id: int | None
    #: how many times it was taken, this one included
    attempts: int
    #: the stream's later pending rows (a later table message makes this one pointless…)
    later: tuple[Row, ...]
    #: the row's table as the claim saw it: all that a change of the table changes (a drawn
    #: table can be reused while its stamp is the same), and its message and ping ids
    stamp: str | None = None
    message_id: int | None = None
    ping_id: int | None = None

    @property
    def nonce(self) -> str:
        """Discord refuses a second message with this nonce (``enforce_nonce``) for a while."""
        return f"getaway-{self.id}"

    def later_of(self, kind: str) -> tuple[int, ...]:
        """The ids of the stream's later rows of ``kind`` (on hold or not)."""
        return tuple(r.id for r in self.later if r.kind == kind)

    def superseded_by(self, *kinds: str, seat: int | None = None) -> bool:
        """Whether a later row that is due makes this one pointless (a row on hold does not:
        this one goes out now and shows what it would have)."""
        return any(
            r.kind in kinds and not r.held and (seat is None or r.data.get("seat") == seat)
            for r in self.later
        )


#: what a table's stamp is made of: every column a table is read from that changes after it
#: is created, but its message and ping ids (which the job carries) and its state (which
#: changes only with its version or status), and its seats. A stamp is only ever compared with
#: one read from the same database, so each dialect spells its list of seats its own way.
_SEATS = {
    "sqlite": "group_concat({}, '/')",
    "postgres": "string_agg({}, '/' ORDER BY s.seat)",
}
_STAMP = (
    "t.version || '|' || t.status || '|' || t.updated_at || '|'"
    " || coalesce(t.channel_id || '', '') || '|' || coalesce(t.deadline || '', '') || '|'"
    " || t.host_id || '|' || coalesce(t.orphaned, '') || '|' || t.time_control || '|'"
    " || t.language || '|' || coalesce(t.outcome, '') || '|'"
    " || coalesce((SELECT {seats} FROM seats s WHERE s.table_id = t.id), '')"
)
_SEAT = "s.seat || ':' || s.user_id || ':' || s.ready || ':' || s.name"

#: a stream's pending rows, whether its table or tournament is orphaned, and its table's stamp
_PENDING = (
    "SELECT o.*, coalesce(t.orphaned, u.orphaned) AS orphaned, CASE WHEN t.id IS NOT NULL"
    " THEN {stamp} END AS t_stamp, t.message_id AS t_message, t.ping_id AS t_ping FROM outbox o"
    " LEFT JOIN tables t ON t.id = o.table_id LEFT JOIN tournaments u ON u.id = o.tournament_id"
    " WHERE o.stream = ? AND o.done_at IS NULL ORDER BY o.id LIMIT 50"
)


def pending_sql(dialect: str) -> str:
    stamp = _STAMP.format(seats=_SEATS[dialect].format(_SEAT))
    return _PENDING.format(stamp=stamp)


#: the server of an outbox row ``o``: its table's or its tournament's
_GUILD = "coalesce(t.guild_id, u.guild_id)"
_OWNERS = (
    " LEFT JOIN tables t ON t.id = o.table_id LEFT JOIN tournaments u ON u.id = o.tournament_id"
)

#: of a stream's pending rows, what tells whether it has one to take (:func:`_claimable`)
_LOOK = (
    "SELECT o.id, o.stream, o.attempts, o.due, o.created_at, o.claimed_until,"
    f" coalesce(t.orphaned, u.orphaned) AS orphaned FROM outbox o{_OWNERS}"
    " WHERE o.stream = ? AND o.done_at IS NULL ORDER BY o.id LIMIT 50"
)

#: the lease on a stream's first row, unless someone took it or finished it since it was read
_TAKE = (
    "UPDATE outbox SET claimed_until = ?, attempts = attempts + 1 WHERE id = ?"
    " AND done_at IS NULL AND coalesce(claimed_until, 0) <= ? RETURNING id"
)


class Outbox:
    def __init__(self, store: Store, shards: Shards | None = None) -> None:
        """The outbox of the servers of ``shards`` (None: of every server)."""
        self.store = store
        self.shards = shards
        self._pending = pending_sql(store.dialect)
        #: stream -> when its first row, on hold, falls due: seen by the last claim that found
        #: nothing to take (see :meth:`held_until`)
        self._held: dict[str, float] = {}

    async def look(self, streams: Sequence[str]) -> dict[str, list[Any]]:
        """The pending rows of ``streams`` as a claim first looks at them, in one query (a
        table's public and private streams after a move): not read under a lease, only enough
        to tell whether a stream has a row to take."""
        sql = " UNION ALL ".join(f"SELECT * FROM ({_LOOK}) s{i}" for i in range(len(streams)))
        found: dict[str, list[Any]] = {stream: [] for stream in streams}
        for row in await self.store.fetchall(f"{sql} ORDER BY id", streams):
            found[row["stream"]].append(row)
        return found

    async def claim(self, stream: str, now: float, seen: Sequence[Any] | None = None) -> Job | None:
        """The stream's first pending row, leased to the caller; None when it has none that is
        due, another deliverer holds it, or its channel is orphaned. ``seen``: the stream's
        rows as :meth:`look` found them a moment ago (a row written since then is found by the
        delivery that follows its own change, or by the timekeeper)."""
        rows = (await self.look((stream,)))[stream] if seen is None else seen
        if not _claimable(rows, now):
            self._note_hold(stream, rows)
            return None  # the usual case after a move: nothing to do, no write
        async with self.store.transaction() as db:
            return await self._lease(db, stream, now)

    def _note_hold(self, stream: str, rows: Sequence[Any]) -> None:
        """Rows found with none to take: note when the stream's first row, if on hold, falls
        due."""
        if rows and rows[0]["attempts"] == 0 and not rows[0]["orphaned"]:
            self._held[stream] = _due(rows)

    def held_until(self, stream: str) -> float | None:
        """When the stream's first row, on hold when it was last looked at, falls due (once)."""
        return self._held.pop(stream, None)

    async def _lease(self, db: Any, stream: str, now: float) -> Job | None:
        """Read the stream again and take the lease on its first row if it may be taken: the
        transaction's last statements, in one trip on SQLite. The read is the lease's own, not
        the look's: what the job carries (its table's message id, the rows behind it) is what
        the lease saw, not what was there before another deliverer finished or put back a
        row."""
        made: list[Job] = []

        def take(rows: list[Any]) -> tuple[str, Sequence[Any]] | None:
            # on SQLite, inside the trip that reads the rows: it only computes. The job is made
            # before the lease, so that nothing can fail once it is committed
            if not _claimable(rows, now):
                return None
            made.append(_job(stream, rows, now))
            return _TAKE, (now + LEASE, rows[0]["id"], now)

        rows, taken = await db.returning_then(self._pending, (stream,), take, last=True)
        if not made:
            self._note_hold(stream, rows)
        return made[0] if taken else None

    async def finish(
        self,
        job: Job,
        now: float,
        outcome: str,
        result: str | None = None,
        then: Any = None,
        covers: Sequence[int] = (),
    ) -> Job | None:
        """Mark ``job`` done (``outcome``: sent, superseded or failed) with ``then(db)``'s writes
        (a message id remembered…) in the same transaction, and the later rows it ``covers``
        (it showed what they would) superseded; hand the lease on to the next row of the
        stream, which is returned when it is due. All of it goes in one trip on SQLite: if the
        row turns out done already, what followed its mark is rolled back with it."""
        try:
            async with self.store.transaction() as db:
                await db.require(
                    "UPDATE outbox SET done_at = ?, outcome = ?, result = ?, claimed_until = NULL"
                    " WHERE id = ? AND done_at IS NULL RETURNING id",
                    (now, outcome, result, job.id),
                )
                for row in covers:
                    await db.execute(
                        "UPDATE outbox SET done_at = ?, outcome = 'superseded' WHERE id = ?"
                        " AND stream = ? AND done_at IS NULL",
                        (now, row, job.stream),
                    )
                if then is not None:
                    await then(db)
                return await self._lease(db, job.stream, now)
        except Unchanged:  # the lease ran out and someone else finished it
            return None

    async def retry(self, job: Job, now: float, why: str, wait: float | None = None) -> float:
        """Put ``job`` back after a transient failure, due after a backoff (or ``wait``, what
        Discord asked for); returns when it is due."""
        delay = (
            wait if wait is not None else min(FIRST_RETRY * 2 ** (job.attempts - 1), LONGEST_RETRY)
        )
        async with self.store.transaction() as db:
            await db.execute(
                "UPDATE outbox SET claimed_until = NULL, due = ?, result = ? WHERE id = ?",
                (now + delay, why[:500], job.id),
            )
        return now + delay

    async def later(self, job: Job, now: float, delay: float) -> None:
        """Put ``job`` back, not ready yet (it waits for another stream): no attempt counted."""
        async with self.store.transaction() as db:
            await db.execute(
                "UPDATE outbox SET claimed_until = NULL, due = ?, attempts = attempts - 1"
                " WHERE id = ?",
                (now + delay, job.id),
            )

    async def previous(self, job: Job, family: str) -> str | None:
        """What the last row sent before ``job`` whose key starts with ``family`` recorded (a
        message id): a message that a newer one of its family replaces. (The key's unique
        index finds them: ``family`` ends with ":", and ";" follows ":".)"""
        row = await self.store.fetchone(
            "SELECT result FROM outbox WHERE key >= ? AND key < ? AND id < ?"
            " AND outcome = 'sent' ORDER BY id DESC LIMIT 1",
            (family, family[:-1] + ";", job.id),
        )
        return None if row is None else row["result"]

    async def last_result(self, job: Job, key_like: str = "%") -> str | None:
        """What the last row of ``job``'s stream and kind before it recorded, of those that went
        out or found Discord showing them already, whose key is ``LIKE key_like`` (any key, or
        none, by default): what a table message or a seat's DM last said."""
        row = await self.store.fetchone(
            "SELECT result FROM outbox WHERE stream = ? AND kind = ? AND id < ?"
            " AND outcome IN ('sent', 'unchanged') AND coalesce(key, '') LIKE ?"
            " ORDER BY id DESC LIMIT 1",
            (job.stream, job.kind, job.id, key_like),
        )
        return None if row is None else row["result"]

    async def release_all(self) -> None:
        """Drop every lease of this process's servers: at start-up, when no other process can
        hold one (SQLite's file has one bot, see :class:`bot.store_sqlite.InstanceLock`; on
        PostgreSQL this process holds their shards, see :mod:`bot.slots`)."""
        condition, params = mine(self.shards, _GUILD)
        async with self.store.transaction() as db:
            await db.execute(
                "UPDATE outbox SET claimed_until = NULL WHERE claimed_until IS NOT NULL AND id IN"
                f" (SELECT o.id FROM outbox o{_OWNERS} WHERE {condition})",
                params,
            )

    async def due_streams(self, now: float, limit: int = 200) -> list[str]:
        """Streams whose first pending row is due and free, oldest first, orphans left out."""
        condition, params = mine(self.shards, _GUILD)
        rows = await self.store.fetchall(
            "SELECT o.stream FROM outbox o"
            " JOIN (SELECT min(id) AS id FROM outbox WHERE done_at IS NULL GROUP BY stream) h"
            f" ON h.id = o.id{_OWNERS}"
            " WHERE o.due <= ? AND (o.claimed_until IS NULL OR o.claimed_until <= ?)"
            f" AND t.orphaned IS NULL AND u.orphaned IS NULL AND {condition}"
            " ORDER BY o.id LIMIT ?",
            (now, now, *params, limit),
        )
        return [r["stream"] for r in rows]

    async def prune(self, now: float) -> int:
        """Forget rows done long ago."""
        async with self.store.transaction() as db:
            gone = await db.returning(
                "DELETE FROM outbox WHERE done_at IS NOT NULL AND done_at < ? RETURNING id",
                (now - KEEP_DONE,),
            )
            return len(gone)

    # -- channels Discord refuses for good ------------------------------------------------------

    async def orphan(self, job: Job, now: float, why: str) -> None:
        """The channel of ``job``'s table or tournament is gone (or the bot may no longer use
        it): its stream stops (no drawing, no retry) and its clocks wait, until a probe finds
        the channel again. ``job`` goes back unsent."""
        owner, key = _owner(job.table_id, job.tournament_id)
        async with self.store.transaction() as db:
            await db.execute(
                "UPDATE outbox SET claimed_until = NULL, attempts = attempts - 1 WHERE id = ?",
                (job.id,),
            )
            await db.execute(
                f"UPDATE {owner} SET orphaned = ?, orphaned_at = ?, probe_at = ?"
                " WHERE id = ? AND orphaned IS NULL",
                (why[:300], now, now + FIRST_PROBE, key),
            )

    async def probes_due(self, now: float) -> list[tuple[str, int, int, float]]:
        """Orphans to ask Discord about: (tables or tournaments, id, channel id, orphaned at)."""
        found = []
        condition, params = mine(self.shards, "guild_id")
        for owner in ("tables", "tournaments"):
            rows = await self.store.fetchall(
                f"SELECT id, channel_id, orphaned_at FROM {owner}"
                f" WHERE orphaned IS NOT NULL AND probe_at <= ? AND {condition}",
                (now, *params),
            )
            found += [(owner, r["id"], r["channel_id"], r["orphaned_at"]) for r in rows]
        return found

    async def probe_again(self, owner: str, key: int, now: float, since: float) -> None:
        """Still refused: the next probe comes later, up to once a day."""
        wait = min(max(FIRST_PROBE, 2 * (now - since)), LONGEST_PROBE)
        async with self.store.transaction() as db:
            await db.execute(f"UPDATE {owner} SET probe_at = ? WHERE id = ?", (now + wait, key))

    async def resume(self, owner: str, key: int, now: float) -> bool:
        """The channel is back: the stream goes on, and a table's clocks are moved on by the
        time it could not be reached. False when it was not orphaned (any more)."""
        async with self.store.transaction() as db:
            rows = await db.returning(
                f"SELECT orphaned_at FROM {owner} WHERE id = ? AND orphaned IS NOT NULL", (key,)
            )
            if not rows:
                return False
            await db.execute(
                f"UPDATE {owner} SET orphaned = NULL, orphaned_at = NULL, probe_at = NULL"
                " WHERE id = ?",
                (key,),
            )
            if owner == "tables":
                shift = max(0.0, now - float(rows[0][0]))
                await db.execute("UPDATE timers SET due = due + ? WHERE table_id = ?", (shift, key))
                await db.execute(
                    "UPDATE tables SET deadline = deadline + ? WHERE id = ?", (shift, key)
                )
            return True


#: the first probe of an orphaned channel, then less and less often, up to once a day
FIRST_PROBE, LONGEST_PROBE = 600.0, 24 * 3600.0


def _job(stream: str, rows: Sequence[Any], now: float) -> Job:
    """The job of ``rows[0]``, read with the rest of its stream's pending ``rows``."""
    head = rows[0]
    # a row on hold taken shows what every row behind it would: none makes it pointless
    on_hold = not head["attempts"] and head["due"] > head["created_at"]
    return Job(
        id=head["id"],
        stream=stream,
        kind=head["kind"],
        data=json.loads(head["data"]),
        table_id=head["table_id"],
        tournament_id=head["tournament_id"],
        attempts=head["attempts"] + 1,
        later=tuple(
            Row(r["id"], r["kind"], json.loads(r["data"]), on_hold or r["due"] > now)
            for r in rows[1:]
        ),
        stamp=head["t_stamp"],
        message_id=head["t_message"],
        ping_id=head["t_ping"],
    )


def _claimable(rows: Sequence[Any], now: float) -> bool:
    """Whether a stream's first pending row may be taken now (see :func:`_due`), and no one
    holds its lease, and its channel is not orphaned."""
    if not rows:
        return False
    head = rows[0]
    return _due(rows) <= now and (head["claimed_until"] or 0) <= now and not head["orphaned"]


def _due(rows: Sequence[Any]) -> float:
    """When a stream's first pending row falls due. A row waiting after a failure: when it
    said. A row on hold (never tried): when the rows behind it have all come due, that is once
    its stream has been quiet for a hold (each step of a turn that goes on puts its edit off),
    but never later than ``LONGEST_HOLD`` after it was written, and at once when a row behind it
    is not on hold (the turn passed: a ping, a new decision)."""
    head = rows[0]
    if head["attempts"] or head["due"] <= head["created_at"]:
        return float(head["due"])
    not_held = [r["created_at"] for r in rows if r["due"] <= r["created_at"]]
    if not_held:
        return float(min(not_held))
    longest = max(head["due"], head["created_at"] + LONGEST_HOLD)
    return float(min(max(r["due"] for r in rows), longest))


def _owner(table_id: int | None, tournament_id: int | None) -> tuple[str, int]:
    if table_id is not None:
        return "tables", table_id
    assert tournament_id is not None
    return "tournaments", tournament_id
