"""Timers that fire exactly once.

A timer (a row of ``timers``, written with the move that set it) is *claimed* by deleting it, in
the same transaction as everything it causes: the vote that opens, the reminders, a time-out's
moves, forfeit or postponement, and the Discord work that tells the table (``bot/outbox.py``).
A crash before that commit leaves the timer due, to fire on the next tick; after it, the timer
is gone and its effects are saved. Nothing about due work is kept in memory.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from bot.clocks import set_control
from bot.outbox import Work, enqueue, for_table
from bot.shards import mine
from bot.table_service import TableService
from bot.table_work import notice, timeout_key
from bot.tables import Played, Table, TableError, forfeited

log = logging.getLogger(__name__)

#: most engine steps a stand-in makes in one turn (a guard against a game that never ends)
MOST_STEPS = 200

#: the next step made for a seat whose time ran out, ``(table, seat, mode) -> step``, None when
#: it has nothing to do: ``mode`` is the table's ``on_timeout`` ("computer" or "skip") or
#: "stand-in" (a seat the computer plays for good, or for an away player); each game's Discord
#: side knows its moves
TimeoutMoves = Callable[[Table, int, str], dict[str, Any] | None]
#: whether the rules themselves decide for a seat that does not (a ballot, "no weapon")
RuleDecides = Callable[[Table, int], bool]


@dataclass(frozen=True)
class Timer:
    table_id: int
    kind: str  # opens, reminder or deadline
    due: float
    version: int  # the position it was set for
    data: dict[str, Any]


class Timers:
    def __init__(self, service: TableService) -> None:
        self.service = service
        self.store = service.store

    async def due(self, now: float | None = None, limit: int = 500) -> list[Timer]:
        """Timers due by ``now`` of this process's servers, oldest first; an orphaned table's
        wait (its clock stopped)."""
        condition, params = mine(self.service.shards, "t.guild_id")
        rows = await self.store.fetchall(
            "SELECT x.table_id, x.kind, x.due, x.version, x.data FROM timers x"
            " JOIN tables t ON t.id = x.table_id WHERE x.due <= ? AND t.orphaned IS NULL"
            f" AND {condition} ORDER BY x.due LIMIT ?",
            (self.service.clock() if now is None else now, *params, limit),
        )
        return [
            Timer(r["table_id"], r["kind"], r["due"], r["version"], json.loads(r["data"]))
            for r in rows
        ]

    async def fire(self, timer: Timer, moves: TimeoutMoves, by_rule: RuleDecides) -> bool:
        """Do what ``timer`` says, exactly once; False when there was nothing left to do (a
        move, another tick or another process got there first, or the table closed)."""
        service = self.service
        async with service.lock(timer.table_id):
            try:
                table = await service.get(timer.table_id)
            except TableError as exc:  # gone or damaged: the timer cannot do anything
                log.warning("timer %s of table #%s dropped: %s", timer.kind, timer.table_id, exc)
                async with service.writing() as db:
                    await _claim(db, timer)
                return False
            settings = {
                seat: await service.settings.user(table.seats[seat].user_id)
                for seat in table.awaited()
            }
            async with service.writing() as db:
                if timer.kind == "deadline" and (until := self._paused(table, settings)):
                    return await self._postpone(db, table, timer, until)
                if not await _claim(db, timer) or table.status != "playing":
                    return False
                if timer.kind == "opens":
                    await self._opens(db, table, timer)
                elif timer.kind == "reminder":
                    await self._remind(db, table, timer, settings)
                else:
                    await self._expire(db, table, settings, moves, by_rule)
        return True

    def _away(self, settings: dict[str, Any]) -> float | None:
        until = settings.get("away_until")
        return float(until) if until and float(until) > self.service.clock() else None

    def _stand_ins(self, table: Table, settings: dict[int, dict[str, Any]]) -> list[int]:
        """The seats the computer plays when their time is up: for good (a player who left),
        or while their player is away and asked for it."""
        return [
            seat
            for seat, mine in settings.items()
            if seat in table.time_control.stand_ins
            or (self._away(mine) is not None and mine.get("stand_in"))
        ]

    def _paused(self, table: Table, settings: dict[int, dict[str, Any]]) -> float | None:
        """Until when the clock waits for away players (None: it does not)."""
        if self._stand_ins(table, settings):
            return None
        away = [until for mine in settings.values() if (until := self._away(mine)) is not None]
        return max(away) if away else None

    async def _postpone(self, db: Any, table: Table, timer: Timer, until: float) -> bool:
        """An away player's clock waits for their return: the position's deadline and its
        reminders move on (the deadline's row is the claim)."""
        shift = max(0.0, until - timer.due)
        moved = await db.returning(
            "UPDATE timers SET due = due + ? WHERE table_id = ? AND kind = 'deadline' AND due = ?"
            " RETURNING 1",
            (shift, table.id, timer.due),
        )
        if not moved:
            return False
        await db.execute(
            "UPDATE timers SET due = due + ? WHERE table_id = ? AND kind = 'reminder'",
            (shift, table.id),
        )
        await db.execute(
            "UPDATE tables SET deadline = deadline + ? WHERE id = ?", (shift, table.id)
        )
        await enqueue(db, [for_table(table.id, "message")], self.service.clock())
        return True

    async def _opens(self, db: Any, table: Table, timer: Timer) -> None:
        """The discussion is over: the status line stops counting down, the voters are called."""
        work = [
            for_table(table.id, "message"),
            notice(
                table.id,
                f"opens:{table.id}:{timer.version}",
                "time-vote-open",
                seats=table.awaited(),
            ),
        ]
        await enqueue(db, work, self.service.clock())

    async def _remind(
        self, db: Any, table: Table, timer: Timer, settings: dict[int, dict[str, Any]]
    ) -> None:
        """A reminder to each awaited player who is not away, nor idle since their last time-out
        (the computer plays for them when the time is up); none once the deadline has passed
        (after a long restart the time-out comes in the same tick: a reminder would name a
        time already gone)."""
        now = self.service.clock()
        if table.deadline is None or table.deadline <= now:
            return
        share = timer.data.get("share", 0)
        quiet = {*table.time_control.idle, *table.time_control.stand_ins}
        work: list[Work] = [
            for_table(
                table.id,
                "reminder",
                f"reminder:{table.id}:{timer.version}:{share}:{seat}",
                seat=seat,
            )
            for seat, mine in settings.items()
            if self._away(mine) is None and seat not in quiet
        ]
        await enqueue(db, work, now)

    async def _expire(
        self,
        db: Any,
        table: Table,
        settings: dict[int, dict[str, Any]],
        moves: TimeoutMoves,
        by_rule: RuleDecides,
    ) -> None:
        """The time is up for everyone the position awaits: the computer plays the stand-in
        seats (the others keep their clock: the position that follows sets a fresh one);
        otherwise each forfeits, passes or is played for, as the table chose — all in this
        transaction. The table hears it once: one notice for every seat played for, calling
        nobody (a seat the computer plays for good is news only in the table message)."""
        service = self.service
        stand_ins = set(self._stand_ins(table, settings))
        waiting = sorted(stand_ins) or table.awaited()
        mode = table.time_control.on_timeout or "computer"
        if mode == "forfeit" and not stand_ins:
            await self._forfeit(db, table, waiting)
            return
        state = table.state
        version = table.version
        played: list[Played] = []
        told: list[dict[str, Any]] = []
        for seat in waiting:
            if seat not in table.engine.awaited(state):
                continue
            now = replace(table, state=state, version=version)
            seat_mode = "stand-in" if seat in stand_ins else mode
            steps = self._turn(now, seat, seat_mode, moves)
            if not steps:
                continue
            move = service.play(now, state, seat, steps)
            played.append(move)
            state = move.state
            version += len(steps)
            if seat in table.time_control.stand_ins:
                continue  # the computer plays it for good: the table was told once
            if seat_mode == "stand-in":
                text = "time-stand-in"
            elif by_rule(now, seat):  # the rules decided, not the computer
                text = "time-rule-default"
            else:
                text = "time-skipped" if mode == "skip" else "time-stand-in"
            events = [e.model_dump(mode="json") for e in move.events if e.to is None]
            told.append({"text": text, "args": {"who": seat, "events": events}})
        if not played:
            return
        work: list[Work] = []
        if told:
            key = timeout_key(table.id, table.version)
            said = told[0] if len(told) == 1 else {"parts": told}
            work.append(for_table(table.id, "notice", key, timeout=True, **said))
            idle = {*table.time_control.idle, *(part["args"]["who"] for part in told)}
            control = await set_control(db, table, idle=tuple(sorted(idle)))
            table = replace(table, time_control=control)
        await service.commit(db, table, played, state, work)

    async def _forfeit(self, db: Any, table: Table, seats: list[int]) -> None:
        """The seats whose time ran out forfeit: at two players the game ends; at more it goes
        on for the others (``TableService.drop_seat``) while two are left."""
        if len(table.seats) <= 2:
            await self.service.close(db, table, forfeited(len(table.seats), seats[0], "timeout"))
            return
        going: Table | None = table
        for seat in seats:
            if going is None:
                return
            going = await self.service.drop_seat(db, going, seat, "timeout")

    def _turn(
        self, table: Table, seat: int, mode: str, moves: TimeoutMoves
    ) -> list[dict[str, Any]]:
        """The moves made for ``seat``: its whole turn, up to where it has nothing left to do."""
        engine = table.engine
        state = table.state
        steps: list[dict[str, Any]] = []
        while seat in engine.to_act(state) and len(steps) < MOST_STEPS:
            now = replace(table, state=state, version=table.version + len(steps))
            step = moves(now, seat, mode)
            if step is None:
                break
            steps.append(step)
            state, _ = engine.apply(state, seat, engine.parse_action(step))
        return steps


async def _claim(db: Any, timer: Timer) -> bool:
    """Take the timer: whoever deletes its row does what it says."""
    taken = await db.returning(
        "DELETE FROM timers WHERE table_id = ? AND kind = ? AND due = ? RETURNING 1",
        (timer.table_id, timer.kind, timer.due),
    )
    return bool(taken)
