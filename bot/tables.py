"""The table service: every operation on a game table goes through here.

A *table* is one game in one channel or thread. The service knows games only through the engine
contract of ``rules.core``: it creates, seats, starts and plays tables, stores every applied
action as one transaction (log row + new snapshot + version + the Discord work it causes, see
``bot/outbox.py``) and refuses stale or illegal actions politely, leaving the database unchanged.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import ValidationError

from bot.i18n import DEFAULT, t
from bot.narrate import refusal_text
from bot.outbox import Work, enqueue, for_table
from bot.ratings import Rating, fresh, rate_game
from bot.store import Store, WriteFailed
from bot.timecontrol import TimeControl, timers_for
from rules import get_engine
from rules.core import Engine, Event, IllegalAction, Outcome, Rng

log = logging.getLogger(__name__)

#: SQLite stores signed 64-bit integers
ID_RANGE = range(-(2**63), 2**63)

OPEN = ("lobby", "playing")
#: players whose language is kept in memory (the rest are read from the database again)
LANGUAGES_REMEMBERED = 10_000


class TableError(Exception):
    """A refusal a user can read: nothing was changed. ``key`` and ``params`` name it in the
    catalogues (``table-…`` for the service's own refusals, ``refusal-…`` for an engine's);
    ``str()`` is the English sentence, :meth:`text` the sentence in any language."""

    def __init__(
        self,
        key: str,
        /,
        *,
        game: str | None = None,
        error: IllegalAction | None = None,
        **params: Any,
    ) -> None:
        self.key = key
        self.game = game
        self.error = error
        self.params = params
        super().__init__(self.text(DEFAULT))

    @classmethod
    def refused(cls, error: IllegalAction, game: str | None) -> TableError:
        """An engine's refusal, said by that game's narrator."""
        found = cls(error.key, game=game, error=error)
        found.params = dict(error.params)
        return found

    def text(self, lang: str) -> str:
        if self.error is not None:
            return refusal_text(self.error, lang, self.game)
        args = dict(self.params)
        if "game_id" in args:  # the game's name as that language calls it
            args["title"] = t(lang, "game-title", game=args.pop("game_id"))
        return t(lang, self.key, **args)


def check_ids(**ids: int | None) -> None:
    """Refuse ids SQLite cannot hold (a forged custom_id, a huge typed number) politely,
    before they reach a query and raise OverflowError there."""
    for what, value in ids.items():
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int) or value not in ID_RANGE:
            raise TableError("table-bad-id", what=what)


@dataclass(frozen=True)
class Seat:
    user_id: int
    name: str
    #: in a rematch lobby, whether this player pressed Ready
    ready: bool = False


@dataclass(frozen=True)
class Table:
    id: int
    game: str
    guild_id: int | None
    #: None while a tournament table waits for its thread
    channel_id: int | None
    host_id: int
    status: str
    options: dict[str, Any]
    seed: int
    seats: tuple[Seat, ...]
    state: Any
    version: int
    message_id: int | None
    outcome: dict[str, Any] | None
    deadline: float | None
    #: the language of the table's public messages and pictures
    language: str = DEFAULT
    #: time per move, what a timeout does, the discussion before a vote
    time_control: TimeControl = field(default_factory=lambda: TimeControl(0.0))
    #: the message that pings the players to act now, removed when they have moved
    ping_id: int | None = None
    #: when the table last changed (for the history)
    updated_at: float = 0.0
    #: whether the result counts for the server's ratings (casual tables do not)
    rated: bool = True
    #: why the stored state could not be read (the table is then shown but not played)
    damaged: str | None = None
    #: a rematch lobby: the table it replays (it starts when every seat is ready)
    rematch_of: int | None = None
    #: why Discord refuses the table's channel (its Discord side and its clocks wait meanwhile)
    orphaned: str | None = None

    @property
    def engine(self) -> Engine[Any, Any, Any]:
        return get_engine(self.game)

    def seat_of(self, user_id: int) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return index
        return None

    def to_act(self) -> list[int]:
        if self.status != "playing":
            return []
        return self.engine.to_act(self.state)

    def awaited(self) -> list[int]:
        """The seats the table waits for (see :meth:`rules.core.Engine.awaited`)."""
        if self.status != "playing":
            return []
        return self.engine.awaited(self.state)


@dataclass
class ActResult:
    table: Table
    events: list[Event] = field(default_factory=list)
    #: the seats awaited before this move, to tell whether the turn passed to someone else
    before: list[int] = field(default_factory=list)


def same_turn(before: Sequence[int], now: Sequence[int], movers: Iterable[int]) -> bool:
    """Whether a position still waits on the same decision after ``movers`` acted: the same
    seats (a turn of several steps), or exactly those minus the seats that just decided (a
    simultaneous vote whose ballots come in one by one). Its clock and its ping stand: one
    deadline per decision, set when it opens. A vote that is over leads to a new decision, even
    if one of its voters is to act next."""
    if not now:
        return False
    left = set(now)
    return left == set(before) or left == set(before) - set(movers)


#: the seats a change calls by DM, and why ("turn"…): each game's Discord side says
#: (``GameUI.dm_seats``); the default calls each seat that has just become awaited
DmSeats = Callable[["Table", Sequence[int], Sequence[Event]], list[tuple[int, str]]]


def newly_awaited(
    table: Table, before: Sequence[int], events: Sequence[Event]
) -> list[tuple[int, str]]:
    return [(seat, "turn") for seat in table.awaited() if seat not in before]


def turn_work(
    table: Table,
    before: Sequence[int],
    movers: Iterable[int],
    dms: Sequence[tuple[int, str]],
) -> list[Work]:
    """The Discord work of a table that has just reached its present version from a position
    that awaited ``before`` (``movers`` acted): its message, and a turn ping, a recap and DMs
    where they are news."""
    work = [for_table(table.id, "message")]
    if table.status == "finished":
        work.append(for_table(table.id, "recap", key=f"recap:{table.id}"))
    elif table.status == "playing":
        awaited = table.awaited()
        if awaited and not same_turn(before, awaited, movers):
            key = f"ping:{table.id}:{table.version}"
            work.append(for_table(table.id, "ping", key, version=table.version))
        for seat, why in dms:
            key = f"dm:{table.id}:{table.version}:{seat}"
            work.append(for_table(table.id, "dm", key, seat=seat, version=table.version, why=why))
    return work


def notice(table_id: int, key: str | None, text: str, **args: Any) -> Work:
    """A public notice at a table: the catalogue's ``text`` with ``args``; a ``who`` or
    ``seats`` argument (seat numbers) is said with the seats' names and mentions them."""
    return for_table(table_id, "notice", key, text=text, args=args)


async def remember_message(db: Any, table_id: int, message_id: int) -> None:
    await db.execute("UPDATE tables SET message_id = ? WHERE id = ?", (message_id, table_id))


async def remember_ping(db: Any, table_id: int, message_id: int | None) -> None:
    await db.execute("UPDATE tables SET ping_id = ? WHERE id = ?", (message_id, table_id))


@dataclass(frozen=True)
class Played:
    """A seat's steps applied, not yet saved: what they did and the state they lead to."""

    seat: int
    steps: list[Any]
    events: list[Event]
    state: Any


def forfeited(players: int, seat: int, reason: str) -> Outcome:
    """``seat`` loses; every other seat shares the win."""
    return shared_win(players, [s for s in range(players) if s != seat], reason)


def shared_win(players: int, winners: Sequence[int], reason: str) -> Outcome:
    won = set(winners)
    return Outcome(
        scores=[1.0 if s in won else 0.0 for s in range(players)],
        ranks=[1 if s in won else 2 for s in range(players)],
        winners=sorted(won),
        reason=reason,
    )


class TableService:
    def __init__(
        self,
        store: Store,
        *,
        move_seconds: float = 24 * 3600,
        clock: Callable[[], float] = time.time,
        seed_source: Callable[[], int] = lambda: secrets.randbits(63),
    ) -> None:
        self.store = store
        self.move_seconds = move_seconds
        self.clock = clock
        self.seed_source = seed_source
        #: which seats a change calls by DM (set by the Discord side, which knows each game)
        self.dm_seats: DmSeats = newly_awaited
        # a table's lock lives while some coroutine holds or awaits it, then leaves the map
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._languages: OrderedDict[int, str | None] = OrderedDict()  # most recent last
        self._channel_lock = asyncio.Lock()

    def lock(self, table_id: int) -> asyncio.Lock:
        lock = self._locks.get(table_id)
        if lock is None:
            lock = self._locks[table_id] = asyncio.Lock()
        return lock

    # -- reading ------------------------------------------------------------------------------

    async def get(self, table_id: int, *, damaged_ok: bool = False) -> Table:
        check_ids(table=table_id)
        row = await self.store.fetchone("SELECT * FROM tables WHERE id = ?", (table_id,))
        if row is None:
            raise TableError("table-none", table=table_id)
        table = await self._load(row)
        if table.damaged and not damaged_ok:
            raise damage_notice(table)
        return table

    async def status(self, channel_id: int) -> Table | None:
        """The open table in this channel, if any (a damaged one too: see ``Table.damaged``)."""
        check_ids(channel=channel_id)
        row = await self.store.fetchone(
            "SELECT * FROM tables WHERE channel_id = ? AND status IN ('lobby', 'playing')",
            (channel_id,),
        )
        return None if row is None else await self._load(row)

    async def open_table(self, channel_id: int) -> Table:
        table = await self.status(channel_id)
        if table is None:
            raise TableError("table-no-game-here")
        if table.damaged:
            raise damage_notice(table)
        return table

    async def _load(self, row: Any) -> Table:
        seats = await self.store.fetchall(
            "SELECT user_id, name, ready FROM seats WHERE table_id = ? ORDER BY seat", (row["id"],)
        )
        damaged = None
        state = options = outcome = None
        try:
            engine = get_engine(row["game"])
            options = json.loads(row["options"])
            outcome = json.loads(row["outcome"]) if row["outcome"] else None
            state = engine.load_state(row["state"]) if row["state"] else None
        except (IllegalAction, ValidationError, ValueError) as exc:
            damaged = str(getattr(exc, "reason", None) or exc).splitlines()[0][:200]
        return Table(
            id=row["id"],
            game=row["game"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            host_id=row["host_id"],
            status=row["status"],
            options=options or {},
            seed=row["seed"],
            seats=tuple(Seat(s["user_id"], s["name"], bool(s["ready"])) for s in seats),
            state=state,
            version=row["version"],
            message_id=row["message_id"],
            outcome=outcome,
            deadline=row["deadline"],
            language=row["language"],
            time_control=TimeControl.load(json.loads(row["time_control"]), self.move_seconds),
            ping_id=row["ping_id"],
            updated_at=row["updated_at"],
            rated=bool(row["rated"]),
            damaged=damaged,
            rematch_of=row["rematch_of"],
            orphaned=row["orphaned"],
        )

    @asynccontextmanager
    async def writing(self) -> AsyncIterator[Any]:
        """A store transaction whose failure to save becomes a polite refusal."""
        try:
            async with self.store.transaction() as db:
                yield db
        except WriteFailed as exc:
            log.error("a write was rolled back: %s", exc.why, exc_info=exc.__cause__)
            raise TableError("table-not-saved", why=exc.why) from None

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
    ) -> Table:
        check_ids(channel=channel_id, server=guild_id, user=host_id)
        checked = self._checked_options(game, options)
        async with self._channel_lock:
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
                await self._seat(db, table_id, [Seat(host_id, host_name)])
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
        table = await self.open_table(channel_id)
        async with self.lock(table.id):
            table = await self.get(table.id)
            if table.status != "lobby":
                raise TableError("table-started-watch")
            if table.seat_of(user_id) is not None:
                raise TableError("table-already-seated")
            if table.rematch_of is not None:
                raise TableError("table-rematch-closed", table=table.rematch_of)
            if len(table.seats) >= table.engine.max_players:
                raise TableError("table-full", game_id=table.game, most=table.engine.max_players)
            async with self.writing() as db:
                await self._seat(db, table.id, [*table.seats, Seat(user_id, name)])
                await self._touch(db, table.id, [for_table(table.id, "message")])
            return await self.get(table.id)

    async def leave(self, channel_id: int, user_id: int) -> Table:
        """Leave a lobby. When the host leaves, the next player becomes host; the last one
        to leave closes the table. Leaving a rematch declines it: the rematch is off."""
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
            async with self.writing() as db:
                if table.rematch_of is not None or not rest:
                    await self._guarded_status(db, table.id, "abandoned")
                    if table.rematch_of is not None:
                        work.append(notice(table.id, None, "table-rematch-declined", who=seat))
                else:
                    await self._seat(db, table.id, rest)
                    if user_id == table.host_id:
                        await db.execute(
                            "UPDATE tables SET host_id = ? WHERE id = ?",
                            (rest[0].user_id, table.id),
                        )
                await self._touch(db, table.id, work)
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
        control = table.time_control.resolved(len(seats))
        now = self.clock()
        await self._seat(db, table.id, [replace(s, ready=False) for s in seats])
        deadline = None
        if table.channel_id is not None:
            deadline = await self._schedule(db, table.id, engine, state, control, 0, now)
        await db.execute(
            "UPDATE tables SET status = 'playing', state = ?, version = 0, deadline = ?,"
            " time_control = ?, updated_at = ? WHERE id = ?",
            (state.model_dump_json(), deadline, json.dumps(control.dump()), now, table.id),
        )
        started = replace(
            table, status="playing", state=state, version=0, seats=tuple(seats), deadline=deadline
        )
        await enqueue(db, turn_work(started, [], [], self.dm_seats(started, [], [])), now)

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
        table = replace(await self._load(row), seats=tuple(seats))
        drawn = list(seats)
        if not order:
            Rng(s=table.seed ^ 0x5EA7).shuffle(drawn)
        await self._begin(db, table, drawn)
        return table_id

    async def attach_channel(self, db: Any, table_id: int, channel_id: int) -> None:
        """A table's channel is made (a tournament's thread): its clock starts now (inside the
        caller's transaction)."""
        (row,) = await db.returning("SELECT * FROM tables WHERE id = ?", (table_id,))
        table = await self._load(row)
        await db.execute("UPDATE tables SET channel_id = ? WHERE id = ?", (channel_id, table_id))
        if table.status == "playing" and not table.damaged:
            deadline = await self._schedule(
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
        rotate). It starts when every player has pressed Ready (the one asking has)."""
        check_ids(user=user_id)
        old = await self.get(table_id)
        if old.status != "finished":
            raise TableError("table-not-finished")
        if old.seat_of(user_id) is None:
            raise TableError("table-not-playing")
        assert old.channel_id is not None
        seats = [replace(s, ready=s.user_id == user_id) for s in (*old.seats[1:], *old.seats[:1])]
        async with self._channel_lock:
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
                    time_control=replace(old.time_control, stand_ins=()),
                    rated=old.rated,
                    rematch_of=old.id,
                )
                await self._seat(db, new_id, seats)
                await enqueue(db, [for_table(new_id, "message")], self.clock())
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
                    await self._touch(db, table.id, [for_table(table.id, "message")])
            return ActResult(table=await self.get(table.id))

    @staticmethod
    def _unready(table: Table) -> str:
        return " ".join(f"<@{s.user_id}>" for s in table.seats if not s.ready)

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
            if not actions:
                raise TableError("table-no-move")
            if version != table.version:
                raise TableError("table-stale")
            opens = await self.opens_at(table.id)
            if opens is not None and self.clock() < opens:
                raise TableError("table-discussion", when=int(opens))
            played = self.play(table, table.state, seat, actions)
            async with self.writing() as db:
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
        status = "playing" if outcome is None else "finished"
        new_version = table.version + sum(len(m.steps) for m in moves)
        deadline = table.deadline
        if outcome is not None:
            await db.execute("DELETE FROM timers WHERE table_id = ?", (table.id,))
            await self._rate(db, table, outcome.ranks, now)
            deadline = None
        elif not same_turn(before, engine.awaited(state), movers):  # a new decision: a new clock
            deadline = await self._schedule(
                db, table.id, engine, state, table.time_control, new_version, now
            )
        # the version is claimed first: if anyone (another process on this file) moved
        # since we read the table, nothing is written and the refusal is the polite one
        claimed = await db.returning(
            "UPDATE tables SET state = ?, version = ?, status = ?, outcome = ?, deadline = ?,"
            " updated_at = ? WHERE id = ? AND version = ? AND status = 'playing' RETURNING id",
            (
                state.model_dump_json(),
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
        dms = self.dm_seats(updated, before, events)
        await enqueue(db, [*work, *turn_work(updated, before, movers, dms)], now)
        return ActResult(table=updated, events=events, before=before)

    async def _schedule(
        self,
        db: Any,
        table_id: int,
        engine: Engine[Any, Any, Any],
        state: Any,
        control: TimeControl,
        version: int,
        now: float,
    ) -> float | None:
        """The timers of a new decision (within the move's transaction); returns its deadline."""
        await db.execute("DELETE FROM timers WHERE table_id = ?", (table_id,))
        stand_in = bool(set(engine.awaited(state)) & set(control.stand_ins))
        deadline, timers = timers_for(
            control, now, discussion=engine.discussion(state), stand_in=stand_in
        )
        await db.insert(
            "timers",
            ("table_id", "kind", "due", "version", "data"),
            [(table_id, kind, due, version, json.dumps(data)) for kind, due, data in timers],
        )
        return deadline

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
                await self._guarded_status(db, table.id, "abandoned")
                await db.execute("DELETE FROM timers WHERE table_id = ?", (table.id,))
                work = [for_table(table.id, "message")]
                if in_play:
                    work.append(notice(table.id, None, "table-abandoned-notice", by=user_id))
                await self._touch(db, table.id, work)
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
        """End a game in progress against ``seat`` (resignation, a player who left): every
        other seat shares the win."""
        table = await self.get(table_id)
        return await self.declare(
            table_id, forfeited(len(table.seats), seat, reason).winners, reason
        )

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
        a game still in play, rated once, its message and recap owed to Discord."""
        now = self.clock()
        closing = await db.returning(
            "UPDATE tables SET status = 'finished', outcome = ?, deadline = NULL,"
            " version = version + 1, updated_at = ? WHERE id = ? AND status = 'playing'"
            " RETURNING id",
            (outcome.model_dump_json(), now, table.id),
        )
        if not closing:
            raise TableError("table-not-in-progress")
        await db.execute("DELETE FROM timers WHERE table_id = ?", (table.id,))
        await self._rate(db, table, outcome.ranks, now)
        closed = replace(table, status="finished", version=table.version + 1)
        await enqueue(db, turn_work(closed, [], [], []), now)

    async def _guarded_status(self, db: Any, table_id: int, status: str) -> None:
        """Close an open table; a table closed meanwhile stays as it is (a refusal)."""
        closing = await db.returning(
            "UPDATE tables SET status = ? WHERE id = ? AND status IN ('lobby', 'playing')"
            " RETURNING id",
            (status, table_id),
        )
        if not closing:
            raise TableError("table-over")

    async def _touch(self, db: Any, table_id: int, work: Sequence[Work] = ()) -> None:
        now = self.clock()
        await db.execute("UPDATE tables SET updated_at = ? WHERE id = ?", (now, table_id))
        await enqueue(db, work, now)

    # -- ratings --------------------------------------------------------------------------------

    async def _rate(self, db: Any, table: Table, ranks: Sequence[int], now: float) -> None:
        """A finished table's result into the server's ratings, in the same transaction as the
        move that ended it (so it counts exactly once)."""
        if not table.rated or table.guild_id is None:
            return
        players = [
            await self._rating(db, table.guild_id, table.game, f"user:{s.user_id}")
            for s in table.seats
        ]
        roles = table.engine.roles
        sides = (
            [await self._rating(db, table.guild_id, table.game, f"role:{r}") for r in roles]
            if roles
            else None
        )
        new_players, new_sides = rate_game(players, ranks, sides)
        for rating in [*new_players, *new_sides]:
            await db.execute(
                "INSERT INTO ratings (guild_id, game, subject, mu, sigma, games, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game, subject) DO UPDATE"
                " SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games,"
                " updated_at = excluded.updated_at",
                (
                    table.guild_id,
                    table.game,
                    rating.subject,
                    rating.mu,
                    rating.sigma,
                    rating.games,
                    now,
                ),
            )
        await db.execute("UPDATE tables SET rated_at = ? WHERE id = ?", (now, table.id))

    async def _rating(self, db: Any, guild_id: int, game: str, subject: str) -> Rating:
        rows = await db.returning(_RATING, (guild_id, game, subject))
        return _rating_of(subject, next(iter(rows), None))

    async def rating(self, guild_id: int, game: str, user_id: int) -> Rating:
        check_ids(server=guild_id, user=user_id)
        subject = f"user:{user_id}"
        return _rating_of(subject, await self.store.fetchone(_RATING, (guild_id, game, subject)))

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[Rating]:
        """The server's best rated players of a game, by μ − 3σ (at least this good)."""
        check_ids(server=guild_id)
        rows = await self.store.fetchall(
            "SELECT subject, mu, sigma, games FROM ratings WHERE guild_id = ? AND game = ?"
            " AND subject LIKE 'user:%' ORDER BY mu - 3 * sigma DESC, subject LIMIT ?",
            (guild_id, game, limit),
        )
        return [Rating(r["subject"], r["mu"], r["sigma"], r["games"]) for r in rows]

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        """A server's own settings (e.g. its tournament organiser role)."""
        check_ids(server=guild_id)
        row = await self.store.fetchone(
            "SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return {} if row is None else dict(json.loads(row["settings"]))

    async def set_guild_settings(self, guild_id: int, **changes: Any) -> None:
        settings = {**await self.guild_settings(guild_id), **changes}
        async with self.writing() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, settings) VALUES (?, ?) ON CONFLICT"
                " (guild_id) DO UPDATE SET settings = excluded.settings",
                (guild_id, json.dumps(settings)),
            )

    # -- a player's tables, the history, rematches -----------------------------------------------

    async def tables_of(self, user_id: int) -> list[Table]:
        """The open tables (gathering or in play) where ``user_id`` has a seat."""
        check_ids(user=user_id)
        rows = await self.store.fetchall(
            "SELECT t.* FROM tables t JOIN seats s ON s.table_id = t.id"
            " WHERE s.user_id = ? AND t.status IN ('lobby', 'playing') ORDER BY t.id",
            (user_id,),
        )
        return [await self._load(row) for row in rows]

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
        return [await self._load(row) for row in rows]

    # -- time and the Discord side -------------------------------------------------------------

    async def stand_in_with(self, db: Any, table: Table, seat: int) -> None:
        """From now on the computer plays ``seat`` (its player left), at once if it is to act;
        inside the caller's transaction (the caller holds the table's lock)."""
        control = replace(
            table.time_control, stand_ins=tuple(sorted({*table.time_control.stand_ins, seat}))
        )
        await db.execute(
            "UPDATE tables SET time_control = ? WHERE id = ?",
            (json.dumps(control.dump()), table.id),
        )
        if table.status == "playing" and seat in table.awaited():
            await self._schedule(
                db, table.id, table.engine, table.state, control, table.version, self.clock()
            )
        key = f"stand-in:{table.id}:{seat}"
        await self._touch(db, table.id, [notice(table.id, key, "table-stand-in", who=seat)])

    async def redraw(self, table_id: int) -> Table:
        """Owe Discord the table message as it is now (a player asked for it)."""
        table = await self.get(table_id, damaged_ok=True)
        async with self.writing() as db:
            await enqueue(db, [for_table(table.id, "message")], self.clock())
        return table

    async def opens_at(self, table_id: int) -> float | None:
        """When the moves of a discussed position open (None: they are open)."""
        row = await self.store.fetchone(
            "SELECT due FROM timers WHERE table_id = ? AND kind = 'opens'", (table_id,)
        )
        return None if row is None else float(row[0])

    async def set_away(
        self, user_id: int, until: float | None
    ) -> tuple[dict[str, Any], list[Table]]:
        """A player goes away until ``until`` (None: is back): their settings and, in the same
        transaction, a notice at each of their open tables. Returns the settings and tables."""
        check_ids(user=user_id)
        tables = await self.tables_of(user_id)
        settings = {**await self.user_settings(user_id), "away_until": until}
        async with self.writing() as db:
            await self._save_settings(db, user_id, settings)
            now = self.clock()
            for table in tables:
                seat = table.seat_of(user_id)
                if until is None:
                    work = notice(table.id, None, "time-back", who=seat)
                else:
                    stand_in = "yes" if settings.get("stand_in") else "no"
                    work = notice(
                        table.id, None, "time-away", who=seat, until=int(until), stand_in=stand_in
                    )
                await enqueue(db, [work], now)
        return settings, tables

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

    # -- users --------------------------------------------------------------------------------

    async def dm_closed(self, user_id: int, within: float = 24 * 3600) -> bool:
        """Whether a DM to this user failed recently (we then stop trying for a while)."""
        check_ids(user=user_id)
        row = await self.store.fetchone(
            "SELECT dm_closed_at FROM users WHERE user_id = ?", (user_id,)
        )
        return bool(row and row["dm_closed_at"] and self.clock() - row["dm_closed_at"] < within)

    async def set_dm_closed(self, user_id: int, closed: bool) -> None:
        async with self.writing() as db:
            await db.execute(
                "INSERT INTO users (user_id, dm_closed_at) VALUES (?, ?) ON CONFLICT (user_id)"
                " DO UPDATE SET dm_closed_at = excluded.dm_closed_at",
                (user_id, self.clock() if closed else None),
            )

    async def user_language(self, user_id: int) -> str | None:
        """The language a player's Discord client last spoke to us in (for DMs, which come with
        no locale of their own)."""
        if user_id in self._languages:
            self._languages.move_to_end(user_id)
            return self._languages[user_id]
        lang = (await self.user_settings(user_id)).get("lang")
        self._cache_language(user_id, lang)
        return lang

    async def remember_language(self, user_id: int, lang: str) -> None:
        if await self.user_language(user_id) != lang:
            await self.set_user_settings(user_id, lang=lang)
            self._cache_language(user_id, lang)

    def _cache_language(self, user_id: int, lang: str | None) -> None:
        """Remember the most recent players' languages only: memory stays bounded."""
        self._languages[user_id] = lang
        self._languages.move_to_end(user_id)
        while len(self._languages) > LANGUAGES_REMEMBERED:
            self._languages.popitem(last=False)

    async def user_settings(self, user_id: int) -> dict[str, Any]:
        """A player's own settings (e.g. ``{"confirm": True}``); defaults are the callers'."""
        check_ids(user=user_id)
        row = await self.store.fetchone("SELECT settings FROM users WHERE user_id = ?", (user_id,))
        return {} if row is None else dict(json.loads(row["settings"]))

    async def set_user_settings(self, user_id: int, **changes: Any) -> dict[str, Any]:
        settings = {**await self.user_settings(user_id), **changes}
        async with self.writing() as db:
            await self._save_settings(db, user_id, settings)
        return settings

    async def _save_settings(self, db: Any, user_id: int, settings: dict[str, Any]) -> None:
        await db.execute(
            "INSERT INTO users (user_id, settings) VALUES (?, ?) ON CONFLICT (user_id)"
            " DO UPDATE SET settings = excluded.settings",
            (user_id, json.dumps(settings)),
        )

    # -- audit --------------------------------------------------------------------------------

    async def replay_check(self, table_id: int) -> bool:
        """Rebuild the table from its seed, options and action log; True when the result is
        the stored snapshot exactly."""
        table = await self.get(table_id)
        if table.state is None:
            return True
        engine = table.engine
        rows = await self.store.fetchall(
            "SELECT seat, action FROM actions WHERE table_id = ? ORDER BY version", (table_id,)
        )
        state = engine.setup(len(table.seats), engine.load_options(table.options), table.seed)
        for row in rows:
            state, _ = engine.apply(
                state, row["seat"], engine.parse_action(json.loads(row["action"]))
            )
        return bool(state.model_dump_json() == table.state.model_dump_json())


_RATING = "SELECT mu, sigma, games FROM ratings WHERE guild_id = ? AND game = ? AND subject = ?"


def _rating_of(subject: str, row: Any) -> Rating:
    return fresh(subject) if row is None else Rating(subject, row[0], row[1], row[2])


def damage_notice(table: Table) -> TableError:
    return TableError("table-damaged", table=table.id, why=table.damaged or "")
