"""The table service: every operation on a game table goes through here.

A *table* (``bot/tables.py``) is one game in one channel or thread. The service knows games only
through the engine contract of ``rules.core``: it creates, seats, starts and plays tables,
stores every applied action as one transaction (log row + new snapshot + version + its clock +
the Discord work it causes, see ``bot/outbox.py``) and refuses stale or illegal actions politely,
leaving the database unchanged. Its neighbours keep the other aggregates: ratings
(``bot/ratings.py``), players' and servers' settings (``bot/settings.py``) and clocks
(``bot/clocks.py``, fired by ``bot/timers.py``).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.clocks import opens_at, schedule, set_control, stand_in
from bot.outbox import Work, enqueue, for_table
from bot.table_lobby import TableLobby
from bot.table_work import close_status, notice, same_turn, touch, turn_work
from bot.tables import (
    OPEN,
    ActResult,
    Played,
    Table,
    TableError,
    check_ids,
    forfeited,
    ranked_last,
    shared_win,
)
from rules.core import Event, IllegalAction, Outcome

log = logging.getLogger(__name__)


class TableService(TableLobby):
    """Every operation on a table (see ``TableReads`` and ``TableLobby`` for what it inherits)."""

    # -- play ---------------------------------------------------------------------------------

    async def act(
        self,
        table_id: int,
        user_id: int,
        actions: Sequence[dict[str, Any]],
        version: int,
    ) -> ActResult:
        """Apply one move (one or more engine steps, all or nothing) for the player
        ``user_id``, made against ``version``. One transaction; a refusal changes nothing."""
        check_ids(table=table_id, user=user_id)
        async with self.lock(table_id):
            table = await self._playing(table_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("table-not-playing")
            if seat in table.time_control.forfeits:
                raise TableError("time-forfeited-seat")
            if not actions:
                raise TableError("table-no-move")
            if version != table.version:
                raise TableError("table-stale")
            # an "opens" clock exists only for a discussed position (bot.timecontrol)
            discussed = table.time_control.discussion > 0 and table.engine.discussion(table.state)
            opens = await opens_at(self.store, table.id) if discussed else None
            if opens is not None and self.clock() < opens:
                raise TableError("table-discussion", when=int(opens))
            played = self.play(table, table.state, seat, actions)
            async with self.writing() as db:
                if seat in table.time_control.idle:  # back at the table: reminders and DMs again
                    idle = tuple(s for s in table.time_control.idle if s != seat)
                    control = await set_control(db, table, idle=idle)
                    table = replace(table, time_control=control)
                return await self.commit(db, table, [played], played.state)

    async def _playing(self, table_id: int) -> Table:
        table = await self.get(table_id)
        if table.status != "playing":
            over = table.status in ("finished", "abandoned")
            raise TableError("table-over" if over else "table-not-started")
        return table

    def play(
        self, table: Table, state: Any, seat: int, actions: Sequence[dict[str, Any]]
    ) -> Played:
        """``actions`` of ``seat`` applied from ``state`` (not yet saved); a refusal is a
        TableError."""
        engine = table.engine
        events: list[Event] = []
        try:
            steps = [engine.parse_action(a) for a in actions]
            for step in steps:
                state, happened = engine.apply(state, seat, step)
                events.extend(happened)
        except IllegalAction as exc:
            raise TableError.refused(exc, table.game) from None
        return Played(seat, steps, events, state)

    async def commit(
        self,
        db: Any,
        table: Table,
        moves: Sequence[Played],
        state: Any,
        work: Sequence[Work] = (),
    ) -> ActResult:
        """Save ``moves`` (played in this order from the table's state, ending in ``state``)
        inside the caller's transaction: the log, the snapshot, the clock of a new decision,
        the rating of a finished game, and the Discord work they cause (``work`` first)."""
        engine = table.engine
        now = self.clock()
        before = engine.awaited(table.state)
        movers = {move.seat for move in moves}
        outcome = engine.outcome(state)
        if outcome is not None:
            outcome = ranked_last(outcome, table.time_control.forfeits)
        status = "playing" if outcome is None else "finished"
        new_version = table.version + sum(len(m.steps) for m in moves)
        deadline = table.deadline
        if outcome is not None:
            await db.execute("DELETE FROM timers WHERE table_id = ?", (table.id,))
            await self.ratings.record(db, table, outcome.ranks, now)
            deadline = None
        elif not same_turn(before, engine.awaited(state), movers) or (
            movers & set(table.time_control.stand_ins)  # their clock, due at once, replaced ours
        ):  # a new decision: a new clock
            deadline = await schedule(
                db, table.id, engine, state, table.time_control, new_version, now
            )
        # the version is claimed first: if anyone (another process on this file) moved
        # since we read the table, nothing is written and the refusal is the polite one
        snapshot = state.model_dump_json()
        claimed = await db.returning(
            "UPDATE tables SET state = ?, version = ?, status = ?, outcome = ?, deadline = ?,"
            " updated_at = ? WHERE id = ? AND version = ? AND status = 'playing' RETURNING id",
            (
                snapshot,
                new_version,
                status,
                outcome.model_dump_json() if outcome else None,
                deadline,
                now,
                table.id,
                table.version,
            ),
        )
        if not claimed:
            raise TableError("table-stale")
        # the next reads of this version need not parse it (rolled back, the stored text
        # differs and the entry serves nobody)
        self.states.keep(table.id, new_version, snapshot, state)
        rows = []
        version = table.version
        for move in moves:
            public = [e.model_dump(mode="json") for e in move.events if e.to is None]
            for offset, step in enumerate(move.steps, start=1):
                rows.append(
                    (
                        table.id,
                        version + offset,
                        move.seat,
                        json.dumps(step.model_dump(mode="json")),
                        # the move's public events are kept with its last step
                        json.dumps(public if offset == len(move.steps) else []),
                        now,
                    )
                )
            version += len(move.steps)
        await db.insert(
            "actions", ("table_id", "version", "seat", "action", "events", "created_at"), rows
        )
        updated = replace(
            table,
            state=state,
            version=new_version,
            status=status,
            outcome=outcome.model_dump(mode="json") if outcome else None,
            deadline=deadline,
        )
        events = [e for m in moves for e in m.events]
        quiet = {*table.time_control.idle, *table.time_control.stand_ins}
        dms = [(s, why) for s, why in self.dm_seats(updated, before, events) if s not in quiet]
        await enqueue(db, [*work, *turn_work(updated, before, movers, dms)], now)
        return ActResult(table=updated, events=events, before=before)

    # -- closing ------------------------------------------------------------------------------

    async def abandon(
        self,
        channel_id: int,
        user_id: int,
        *,
        moderator: bool,
        forfeit: int | None = None,
    ) -> Table:
        """Close the open table of a channel, even a damaged one (so the channel is free). The
        host may close a lobby or a casual game; a rated game in play needs a moderator (Manage
        Server) or, at a tournament's table, its organiser, so nobody can end a game they are
        losing. It counts as what it is: a forfeit by the player ``forfeit`` (a user id) who
        left it, or no result."""
        check_ids(user=user_id, player=forfeit)
        table = await self.status(channel_id)
        if table is None:
            raise TableError("table-no-game-here")
        async with self.lock(table.id):
            # read again under the lock: a last move, a time-out or a resignation may have
            # finished the game meanwhile, and a finished game is never overwritten
            table = await self.get(table.id, damaged_ok=True)
            if table.status not in OPEN:
                raise TableError("table-over")
            in_play = table.status == "playing"
            may = moderator or await self.organises(table.id, user_id)
            if not may and user_id == table.host_id:
                # a damaged table cannot be played on, so closing it takes nothing from anyone
                may = not (in_play and table.rated) or table.damaged is not None
                if not may:
                    raise TableError("table-abandon-rated")
            if not may:
                raise TableError("table-abandon-who")
            seat = None if forfeit is None else table.seat_of(forfeit)
            if forfeit is not None and (seat is None or not in_play or table.damaged):
                raise TableError("table-abandon-forfeit")
            if seat is not None:
                outcome = forfeited(len(table.seats), seat, "abandoned")
                async with self.writing() as db:
                    await self.close(db, table, outcome)
                return await self.get(table.id)
            async with self.writing() as db:
                await close_status(db, table.id, "abandoned")
                await db.execute("DELETE FROM timers WHERE table_id = ?", (table.id,))
                work = [for_table(table.id, "message")]
                if in_play:
                    work.append(notice(table.id, None, "table-abandoned-notice", by=user_id))
                await touch(db, table.id, self.clock(), work)
            return await self.get(table.id, damaged_ok=True)

    async def organises(self, table_id: int, user_id: int) -> bool:
        """Whether ``user_id`` organises the tournament this table belongs to."""
        row = await self.store.fetchone(
            "SELECT 1 FROM tournament_tables tt JOIN tournaments u ON u.id = tt.tournament_id"
            " WHERE tt.table_id = ? AND u.organiser_id = ?",
            (table_id, user_id),
        )
        return row is not None

    async def forfeit(self, table_id: int, seat: int, reason: str) -> Table:
        """``seat`` gives up a game in progress (a resignation): see :meth:`drop_seat`."""
        check_ids(table=table_id)
        async with self.lock(table_id):
            table = await self.get(table_id)
            if table.status != "playing":
                raise TableError("table-not-in-progress")
            if seat in table.time_control.forfeits:
                raise TableError("time-forfeited-seat")
            async with self.writing() as db:
                await self.drop_seat(db, table, seat, reason)
            return await self.get(table.id)

    async def drop_seat(self, db: Any, table: Table, seat: int, reason: str) -> Table | None:
        """``seat`` forfeits (inside the caller's transaction, under the table's lock). With
        one other player left, or only computer players, the game ends and they win; with more,
        it goes on for them as on Board Game Arena: the seat is ranked last and the computer
        plays it to the end. Returns the table as it goes on (None: it ended)."""
        control = table.time_control
        gone = (*control.forfeits, seat)
        left = [s for s in range(len(table.seats)) if s not in gone]
        if len(left) <= 1 or all(table.seats[s].computer for s in left):
            outcome = shared_win(len(table.seats), left, reason)
            await self.close(
                db, replace(table, time_control=replace(control, forfeits=gone)), outcome
            )
            return None
        table = replace(table, time_control=await set_control(db, table, forfeits=gone))
        control = await stand_in(db, table, seat, self.clock(), reason)
        return replace(table, time_control=control)

    async def declare(self, table_id: int, winners: Sequence[int], reason: str) -> Table:
        """Close a game in progress with a result decided outside it (a tournament organiser's
        report): ``winners`` (seats) share rank 1, the others share rank 2."""
        check_ids(table=table_id)
        async with self.lock(table_id):
            table = await self.get(table_id)
            if table.status != "playing":
                raise TableError("table-not-in-progress")
            async with self.writing() as db:
                await self.close(db, table, shared_win(len(table.seats), winners, reason))
            return await self.get(table.id)

    async def close(self, db: Any, table: Table, outcome: Outcome) -> None:
        """Finish a game with a result from outside it (inside the caller's transaction): only
        a game still in play, rated once, its message and recap owed to Discord. Seats that
        forfeited while it went on stay last."""
        now = self.clock()
        outcome = ranked_last(outcome, table.time_control.forfeits)
        closing = await db.returning(
            "UPDATE tables SET status = 'finished', outcome = ?, deadline = NULL,"
            " version = version + 1, updated_at = ? WHERE id = ? AND status = 'playing'"
            " RETURNING id",
            (outcome.model_dump_json(), now, table.id),
        )
        if not closing:
            raise TableError("table-not-in-progress")
        await db.execute("DELETE FROM timers WHERE table_id = ?", (table.id,))
        await self.ratings.record(db, table, outcome.ranks, now)
        closed = replace(table, status="finished", version=table.version + 1)
        await enqueue(db, turn_work(closed, [], [], []), now)

    # -- the Discord side --------------------------------------------------------------------

    async def redraw(self, table_id: int) -> Table:
        """Owe Discord the table message as it is now (a player asked for it)."""
        table = await self.get(table_id, damaged_ok=True)
        async with self.writing() as db:
            await enqueue(db, [for_table(table.id, "message")], self.clock())
        return table
