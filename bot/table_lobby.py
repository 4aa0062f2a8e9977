"""Tables gathering players: a lobby is created, joined and left, then started (seats in the
host's order or drawn); a finished table offers a rematch that starts when everyone is Ready;
a tournament opens its tables started at once and gives them their thread later.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from pydantic import ValidationError

from bot.clocks import schedule
from bot.i18n import DEFAULT, t
from bot.outbox import enqueue, for_table
from bot.table_reads import TableReads
from bot.table_work import close_status, notice, touch, turn_work
from bot.tables import (
    ActResult,
    Seat,
    Table,
    TableError,
    check_ids,
    is_computer,
    read_tables,
)
from bot.timecontrol import TimeControl
from rules import get_engine
from rules.core import IllegalAction, Rng

log = logging.getLogger(__name__)


class TableLobby(TableReads):
    """Tables before their game: lobbies, rematches, a tournament's tables."""

    # -- the lobby ----------------------------------------------------------------------------

    async def create(
        self,
        game: str,
        *,
        channel_id: int,
        guild_id: int | None,
        host_id: int,
        host_name: str,
        options: dict[str, Any] | None = None,
        language: str = DEFAULT,
        time_control: TimeControl | None = None,
        rated: bool = True,
        computers: int = 0,
    ) -> Table:
        """A lobby in ``channel_id``, its host seated, with ``computers`` computer players."""
        check_ids(channel=channel_id, server=guild_id, user=host_id)
        checked = self._checked_options(game, options)
        if is_computer(host_id):
            raise TableError("table-bad-id", what="user")
        engine = get_engine(game)
        most = engine.most_players(engine.load_options(checked))
        if not 0 <= computers < most:
            raise TableError("table-computers-range", game_id=game, most=most - 1)
        async with self.channel_lock(channel_id):
            await self._free(channel_id)
            async with self.writing() as db:
                table_id = await self._insert(
                    db,
                    game,
                    channel_id=channel_id,
                    guild_id=guild_id,
                    host_id=host_id,
                    options=checked,
                    language=language,
                    time_control=time_control or TimeControl(self.move_seconds),
                    rated=rated,
                )
                seats = [Seat(host_id, host_name)]
                for _ in range(computers):
                    seats.append(computer_seat(seats, language))
                await self._seat(db, table_id, seats)
                await enqueue(db, [for_table(table_id, "message")], self.clock())
        return await self.get(table_id)

    def _checked_options(self, game: str, options: dict[str, Any] | None) -> dict[str, Any]:
        try:
            engine = get_engine(game)
        except IllegalAction as exc:
            raise TableError.refused(exc, None) from None
        try:
            return dict(engine.load_options(options or {}).model_dump(mode="json"))
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(map(str, e['loc'])) or 'options'}: {e['msg']}" for e in exc.errors()
            )
            raise TableError("table-bad-options", game_id=game, problems=problems) from None

    async def _free(self, channel_id: int) -> None:
        """Refuse a channel that already has an open table."""
        existing = await self.status(channel_id)
        if existing is not None:
            raise TableError(
                "table-channel-busy",
                game_id=existing.game,
                table=existing.id,
                status=existing.status,
            )

    async def _insert(
        self,
        db: Any,
        game: str,
        *,
        channel_id: int | None,
        guild_id: int | None,
        host_id: int,
        options: dict[str, Any],
        language: str,
        time_control: TimeControl,
        rated: bool,
        rematch_of: int | None = None,
    ) -> int:
        """A new table in the lobby (inside the caller's transaction); returns its id."""
        now = self.clock()
        (row,) = await db.returning(
            "INSERT INTO tables (game, guild_id, channel_id, host_id, status, options, seed,"
            " language, time_control, rated, rematch_of, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
            (
                game,
                guild_id,
                channel_id,
                host_id,
                json.dumps(options),
                self.seed_source(),
                language,
                json.dumps(time_control.dump()),
                int(rated),
                rematch_of,
                now,
                now,
            ),
        )
        return int(row[0])

    async def _seat(self, db: Any, table_id: int, seats: Sequence[Seat]) -> None:
        """The table's seats, in order (replacing any)."""
        await db.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
        await db.insert(
            "seats",
            ("table_id", "seat", "user_id", "name", "ready"),
            [(table_id, i, s.user_id, s.name, int(s.ready)) for i, s in enumerate(seats)],
        )

    async def join(self, channel_id: int, user_id: int, name: str) -> Table:
        check_ids(user=user_id)
        if is_computer(user_id):
            raise TableError("table-bad-id", what="user")
        table = await self.open_table(channel_id)
        async with self.lock(table.id):
            table = await self.get(table.id)
            if table.status != "lobby":
                raise TableError("table-started-watch")
            if table.seat_of(user_id) is not None:
                raise TableError("table-already-seated")
            if table.rematch_of is not None:
                raise TableError("table-rematch-closed", table=table.rematch_of)
            self._room(table)
            async with self.writing() as db:
                await self._seat(db, table.id, [*table.seats, Seat(user_id, name)])
                await touch(db, table.id, self.clock(), [for_table(table.id, "message")])
            return await self.get(table.id)

    @staticmethod
    def _room(table: Table) -> None:
        """Refuse one more seat at a full table."""
        if len(table.seats) >= table.most_players:
            raise TableError("table-full", game_id=table.game, most=table.most_players)

    async def _hosted_lobby(self, channel_id: int, user_id: int) -> Table:
        """The lobby of ``channel_id`` (not a rematch's: its players are set), for its host's
        change of seats; the caller holds its lock."""
        check_ids(user=user_id)
        table = await self.get((await self.open_table(channel_id)).id)
        if table.status != "lobby":
            raise TableError("table-started")
        if table.rematch_of is not None:
            raise TableError("table-rematch-closed", table=table.rematch_of)
        if user_id != table.host_id:
            raise TableError("table-host-computers")
        return table

    async def add_computer(self, channel_id: int, user_id: int) -> Table:
        """The host seats one more computer player, up to the game's most players."""
        table = await self.open_table(channel_id)
        async with self.lock(table.id):
            table = await self._hosted_lobby(channel_id, user_id)
            self._room(table)
            seats = [*table.seats, computer_seat(table.seats, table.language)]
            async with self.writing() as db:
                await self._seat(db, table.id, seats)
                await touch(db, table.id, self.clock(), [for_table(table.id, "message")])
            return await self.get(table.id)

    async def remove_computer(self, channel_id: int, user_id: int) -> Table:
        """The host takes away the last computer player seated."""
        table = await self.open_table(channel_id)
        async with self.lock(table.id):
            table = await self._hosted_lobby(channel_id, user_id)
            computers = [s for s in table.seats if s.computer]
            if not computers:
                raise TableError("table-no-computer")
            last = min(computers, key=lambda s: s.user_id)
            seats = [s for s in table.seats if s is not last]
            async with self.writing() as db:
                await self._seat(db, table.id, seats)
                await touch(db, table.id, self.clock(), [for_table(table.id, "message")])
            return await self.get(table.id)

    async def leave(self, channel_id: int, user_id: int) -> Table:
        """Leave a lobby. When the host leaves, the next player becomes host; the last one
        to leave closes the table (computers do not keep it open). Leaving a rematch declines
        it: the rematch is off."""
        check_ids(user=user_id)
        table = await self.open_table(channel_id)
        async with self.lock(table.id):
            table = await self.get(table.id)
            if table.status != "lobby":
                raise TableError("table-cannot-leave")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("table-not-seated")
            rest = [s for s in table.seats if s.user_id != user_id]
            work = [for_table(table.id, "message")]
            humans = [s for s in rest if not s.computer]
            async with self.writing() as db:
                if table.rematch_of is not None or not humans:
                    await close_status(db, table.id, "abandoned")
                    if table.rematch_of is not None:
                        work.append(notice(table.id, None, "table-rematch-declined", who=seat))
                else:
                    await self._seat(db, table.id, rest)
                    if user_id == table.host_id:
                        await db.execute(
                            "UPDATE tables SET host_id = ? WHERE id = ?",
                            (humans[0].user_id, table.id),
                        )
                await touch(db, table.id, self.clock(), work)
            return await self.get(table.id)

    async def start(
        self, channel_id: int, user_id: int, order: Sequence[int] | None = None
    ) -> ActResult:
        """Start the game. ``order`` lists user ids in seat order (the host's pick of roles);
        without it the seats are drawn at random."""
        check_ids(user=user_id)
        for member in order or ():
            check_ids(user=member)
        table = await self.open_table(channel_id)
        async with self.lock(table.id):
            table = await self.get(table.id)
            if table.status != "lobby":
                raise TableError("table-started")
            if user_id != table.host_id:
                raise TableError("table-host-starts")
            if table.rematch_of is not None:
                raise TableError("table-rematch-waiting", who=self._unready(table))
            engine = table.engine
            if len(table.seats) < engine.min_players:
                need = engine.min_players - len(table.seats)
                raise TableError(
                    "table-too-few", game_id=table.game, least=engine.min_players, need=need
                )
            seats = list(table.seats)
            if order is not None:
                by_id = {s.user_id: s for s in seats}
                if sorted(order) != sorted(by_id):
                    raise TableError("table-bad-order")
                seats = [by_id[u] for u in order]
            else:
                # roles are drawn from a seed of their own, so the game's seed stays untouched
                Rng(s=table.seed ^ 0x5EA7).shuffle(seats)
            async with self.writing() as db:
                await self._begin(db, table, seats)
            return ActResult(table=await self.get(table.id))

    async def _begin(self, db: Any, table: Table, seats: Sequence[Seat]) -> None:
        """Seat the players in this order and deal (inside the caller's transaction). The clock
        starts now if the table has its channel; a tournament table's starts with its thread."""
        engine = table.engine
        state = engine.setup(len(seats), engine.load_options(table.options), table.seed)
        # computer players are stand-ins from the first move: the timers play them
        computers = [i for i, s in enumerate(seats) if s.computer]
        control = replace(
            table.time_control.resolved(len(seats)),
            stand_ins=tuple(sorted({*table.time_control.stand_ins, *computers})),
        )
        rated = table.rated and (not computers or await _rated_with_computers(db, table))
        now = self.clock()
        await self._seat(db, table.id, [replace(s, ready=False) for s in seats])
        deadline = None
        if table.channel_id is not None:
            deadline = await schedule(db, table.id, engine, state, control, 0, now)
        await db.execute(
            "UPDATE tables SET status = 'playing', state = ?, version = 0, deadline = ?,"
            " time_control = ?, rated = ?, updated_at = ? WHERE id = ?",
            (
                state.model_dump_json(),
                deadline,
                json.dumps(control.dump()),
                int(rated),
                now,
                table.id,
            ),
        )
        started = replace(
            table,
            status="playing",
            state=state,
            version=0,
            seats=tuple(seats),
            deadline=deadline,
            time_control=control,
            rated=rated,
        )
        dms = [(s, why) for s, why in self.dm_seats(started, [], []) if s not in computers]
        await enqueue(db, turn_work(started, [], [], dms), now)

    async def open_started(
        self,
        db: Any,
        game: str,
        *,
        guild_id: int,
        seats: Sequence[Seat],
        options: dict[str, Any],
        language: str,
        time_control: TimeControl,
        order: bool,
    ) -> int:
        """A table started at once, without its channel yet (a tournament's: its thread comes
        with :meth:`attach_channel`), inside the caller's transaction; ``order`` keeps the
        seats as given, else they are drawn. Returns its id."""
        table_id = await self._insert(
            db,
            game,
            channel_id=None,
            guild_id=guild_id,
            host_id=seats[0].user_id,
            options=self._checked_options(game, options),
            language=language,
            time_control=time_control,
            rated=True,
        )
        (row,) = await db.returning("SELECT * FROM tables WHERE id = ?", (table_id,))
        (table,) = await read_tables(db.returning, [row], self.move_seconds)
        table = replace(table, seats=tuple(seats))
        drawn = list(seats)
        if not order:
            Rng(s=table.seed ^ 0x5EA7).shuffle(drawn)
        await self._begin(db, table, drawn)
        return table_id

    async def attach_channel(self, db: Any, table_id: int, channel_id: int) -> None:
        """A table's channel is made (a tournament's thread): its clock starts now (inside the
        caller's transaction)."""
        (row,) = await db.returning("SELECT * FROM tables WHERE id = ?", (table_id,))
        (table,) = await read_tables(db.returning, [row], self.move_seconds)
        await db.execute("UPDATE tables SET channel_id = ? WHERE id = ?", (channel_id, table_id))
        if table.status == "playing" and not table.damaged:
            deadline = await schedule(
                db,
                table_id,
                table.engine,
                table.state,
                table.time_control,
                table.version,
                self.clock(),
            )
            await db.execute("UPDATE tables SET deadline = ? WHERE id = ?", (deadline, table_id))

    # -- rematches ----------------------------------------------------------------------------

    async def rematch(self, table_id: int, user_id: int) -> Table:
        """Offer a new game of a finished table in its channel: the same players, options,
        language, clock and rated or casual choice, each seat moved one place on (roles
        rotate). It starts when every player has pressed Ready (the one asking has, and computer
        players always are: with no one else, it starts at once)."""
        check_ids(user=user_id)
        old = await self.get(table_id)
        if old.status != "finished":
            raise TableError("table-not-finished")
        if old.seat_of(user_id) is None:
            raise TableError("table-not-playing")
        assert old.channel_id is not None
        seats = [
            replace(s, ready=s.user_id == user_id or s.computer)
            for s in (*old.seats[1:], *old.seats[:1])
        ]
        async with self.channel_lock(old.channel_id):
            await self._free(old.channel_id)
            async with self.writing() as db:
                new_id = await self._insert(
                    db,
                    old.game,
                    channel_id=old.channel_id,
                    guild_id=old.guild_id,
                    host_id=user_id,
                    options=old.options,
                    language=old.language,
                    # the last game's forfeits and time-outs are not this one's
                    time_control=replace(old.time_control, stand_ins=(), forfeits=(), idle=()),
                    rated=old.rated,
                    rematch_of=old.id,
                )
                await self._seat(db, new_id, seats)
                await enqueue(db, [for_table(new_id, "message")], self.clock())
                if all(s.ready for s in seats):
                    (row,) = await db.returning("SELECT * FROM tables WHERE id = ?", (new_id,))
                    (table,) = await read_tables(db.returning, [row], self.move_seconds)
                    await self._begin(db, replace(table, seats=tuple(seats)), seats)
        return await self.get(new_id)

    async def ready(self, table_id: int, user_id: int) -> ActResult:
        """A player accepts a rematch; the last one to accept starts it."""
        check_ids(table=table_id, user=user_id)
        async with self.lock(table_id):
            table = await self.get(table_id)
            if table.status != "lobby" or table.rematch_of is None:
                raise TableError("table-rematch-over")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("table-not-seated")
            seats = [replace(s, ready=s.ready or i == seat) for i, s in enumerate(table.seats)]
            async with self.writing() as db:
                if all(s.ready for s in seats):
                    await self._begin(db, table, seats)
                else:
                    await self._seat(db, table.id, seats)
                    await touch(db, table.id, self.clock(), [for_table(table.id, "message")])
            return ActResult(table=await self.get(table.id))

    @staticmethod
    def _unready(table: Table) -> str:
        return " ".join(s.mention for s in table.seats if not s.ready)


def computer_seat(seats: Sequence[Seat], language: str) -> Seat:
    """A new computer player for a table of ``seats``: the first free number, its name in the
    table's language."""
    taken = {-s.user_id for s in seats if s.computer}
    number = next(n for n in range(1, len(seats) + 2) if n not in taken)
    return Seat(-number, t(language, "computer-name", number=number), ready=True)


async def _rated_with_computers(db: Any, table: Table) -> bool:
    """Whether the table's server lets games with computer players count for its ratings
    (its ``rated_computers`` setting lists the games it allows; none by default, so they are
    casual). Read inside the caller's transaction."""
    if table.guild_id is None:
        return False
    rows = await db.returning(
        "SELECT settings FROM guild_settings WHERE guild_id = ?", (table.guild_id,)
    )
    allowed = json.loads(rows[0]["settings"]).get("rated_computers", []) if rows else []
    return table.game in allowed
