"""The table service: every operation on a game table goes through here.

A *table* is one game in one channel or thread. The service knows games only through the engine
contract of ``rules.core``: it creates, seats, starts and plays tables, stores every applied
action as one transaction (log row + new snapshot + version) and refuses stale or illegal
actions politely, leaving the database unchanged.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import ValidationError

from bot.i18n import DEFAULT, t
from bot.narrate import refusal_text
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


@dataclass(frozen=True)
class Table:
    id: int
    game: str
    guild_id: int | None
    channel_id: int
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
    #: the version whose table message, turn ping and DMs are known to be out (repair)
    synced_version: int = -1
    #: the message that pings the players to act now, removed when they have moved
    ping_id: int | None = None
    #: when the table last changed (for the history)
    updated_at: float = 0.0
    #: whether the result counts for the server's ratings (casual tables do not)
    rated: bool = True
    #: why the stored state could not be read (the table is then shown but not played)
    damaged: str | None = None

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


@dataclass(frozen=True)
class Timer:
    table_id: int
    kind: str  # opens, reminder or deadline
    due: float
    version: int  # the position it was set for: a move since makes it obsolete
    data: dict[str, Any]


@dataclass
class ActResult:
    table: Table
    events: list[Event] = field(default_factory=list)
    #: the seats awaited before this move, to tell whether the turn passed to someone else
    before: list[int] = field(default_factory=list)


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

    async def live_tables(self) -> list[Table]:
        """Every table in play that can be read; a damaged one is logged and left out, so that
        it never stops the others."""
        rows = await self.store.fetchall("SELECT * FROM tables WHERE status = 'playing'")
        tables = [await self._load(row) for row in rows]
        for table in tables:
            if table.damaged:
                log.error("table #%s is damaged and left out: %s", table.id, table.damaged)
        return [t for t in tables if not t.damaged]

    async def _load(self, row: Any) -> Table:
        seats = await self.store.fetchall(
            "SELECT user_id, name FROM seats WHERE table_id = ? ORDER BY seat", (row["id"],)
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
            seats=tuple(Seat(s["user_id"], s["name"]) for s in seats),
            state=state,
            version=row["version"],
            message_id=row["message_id"],
            outcome=outcome,
            deadline=row["deadline"],
            language=row["language"],
            time_control=TimeControl.load(json.loads(row["time_control"]), self.move_seconds),
            synced_version=row["synced_version"],
            ping_id=row["ping_id"],
            updated_at=row["updated_at"],
            rated=bool(row["rated"]),
            damaged=damaged,
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
        try:
            engine = get_engine(game)
        except IllegalAction as exc:
            raise TableError.refused(exc, None) from None
        try:
            checked = engine.load_options(options or {}).model_dump(mode="json")
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(map(str, e['loc'])) or 'options'}: {e['msg']}" for e in exc.errors()
            )
            raise TableError("table-bad-options", game_id=game, problems=problems) from None
        now = self.clock()
        async with self._channel_lock:
            existing = await self.status(channel_id)
            if existing is not None:
                raise TableError(
                    "table-channel-busy",
                    game_id=existing.game,
                    table=existing.id,
                    status=existing.status,
                )
            async with self.writing() as db:
                cur = await db.execute(
                    "INSERT INTO tables (game, guild_id, channel_id, host_id, status, options,"
                    " seed, language, time_control, rated, created_at, updated_at)"
                    " VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game,
                        guild_id,
                        channel_id,
                        host_id,
                        json.dumps(checked),
                        self.seed_source(),
                        language,
                        json.dumps((time_control or TimeControl(self.move_seconds)).dump()),
                        int(rated),
                        now,
                        now,
                    ),
                )
                table_id = cur.lastrowid
                assert table_id is not None
                await db.execute(
                    "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (table_id, host_id, host_name),
                )
        return await self.get(table_id)

    async def join(self, channel_id: int, user_id: int, name: str) -> Table:
        check_ids(user=user_id)
        table = await self.open_table(channel_id)
        async with self.lock(table.id):
            table = await self.get(table.id)
            if table.status != "lobby":
                raise TableError("table-started-watch")
            if table.seat_of(user_id) is not None:
                raise TableError("table-already-seated")
            if len(table.seats) >= table.engine.max_players:
                raise TableError("table-full", game_id=table.game, most=table.engine.max_players)
            async with self.writing() as db:
                await db.execute(
                    "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                    (table.id, len(table.seats), user_id, name),
                )
                await self._touch(db, table.id)
            return await self.get(table.id)

    async def leave(self, channel_id: int, user_id: int) -> Table:
        """Leave a lobby. When the host leaves, the next player becomes host; the last one
        to leave closes the table."""
        check_ids(user=user_id)
        table = await self.open_table(channel_id)
        async with self.lock(table.id):
            table = await self.get(table.id)
            if table.status != "lobby":
                raise TableError("table-cannot-leave")
            if table.seat_of(user_id) is None:
                raise TableError("table-not-seated")
            rest = [s for s in table.seats if s.user_id != user_id]
            async with self.writing() as db:
                await db.execute("DELETE FROM seats WHERE table_id = ?", (table.id,))
                for index, seat in enumerate(rest):
                    await db.execute(
                        "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                        (table.id, index, seat.user_id, seat.name),
                    )
                if not rest:
                    await db.execute(
                        "UPDATE tables SET status = 'abandoned' WHERE id = ?", (table.id,)
                    )
                elif user_id == table.host_id:
                    await db.execute(
                        "UPDATE tables SET host_id = ? WHERE id = ?", (rest[0].user_id, table.id)
                    )
                await self._touch(db, table.id)
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
            options = engine.load_options(table.options)
            state = engine.setup(len(seats), options, table.seed)
            control = table.time_control.resolved(len(seats))
            now = self.clock()
            async with self.writing() as db:
                await db.execute("DELETE FROM seats WHERE table_id = ?", (table.id,))
                for index, seat in enumerate(seats):
                    await db.execute(
                        "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                        (table.id, index, seat.user_id, seat.name),
                    )
                deadline = await self._schedule(db, table.id, engine, state, control, 0, now)
                await db.execute(
                    "UPDATE tables SET status = 'playing', state = ?, version = 0, deadline = ?,"
                    " time_control = ?, updated_at = ? WHERE id = ?",
                    (state.model_dump_json(), deadline, json.dumps(control.dump()), now, table.id),
                )
            return ActResult(table=await self.get(table.id))

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
            return await self._move(table, seat, actions, version)

    async def act_for(
        self, table_id: int, seat: int, actions: Sequence[dict[str, Any]], version: int
    ) -> ActResult:
        """A move made for ``seat`` when its time ran out (a computer stand-in or a skip); the
        same transaction and checks as a player's own move."""
        check_ids(table=table_id)
        async with self.lock(table_id):
            return await self._move(await self._playing(table_id), seat, actions, version)

    async def _playing(self, table_id: int) -> Table:
        table = await self.get(table_id)
        if table.status != "playing":
            over = table.status in ("finished", "abandoned")
            raise TableError("table-over" if over else "table-not-started")
        return table

    async def _move(
        self, table: Table, seat: int, actions: Sequence[dict[str, Any]], version: int
    ) -> ActResult:
        if not actions:
            raise TableError("table-no-move")
        if version != table.version:
            raise TableError("table-stale")
        now = self.clock()
        opens = await self.opens_at(table.id)
        if opens is not None and now < opens:
            raise TableError("table-discussion", when=int(opens))
        engine = table.engine
        before = engine.awaited(table.state)
        state = table.state
        events: list[Event] = []
        try:
            steps = [engine.parse_action(a) for a in actions]
            for step in steps:
                state, happened = engine.apply(state, seat, step)
                events.extend(happened)
        except IllegalAction as exc:
            raise TableError.refused(exc, table.game) from None
        outcome = engine.outcome(state)
        status = "playing" if outcome is None else "finished"
        new_version = table.version + len(steps)
        async with self.writing() as db:
            deadline = table.deadline
            if outcome is not None:
                await db.execute("DELETE FROM timers WHERE table_id = ?", (table.id,))
                await self._rate(db, table, outcome.ranks, now)
                deadline = None
            elif engine.to_act(state) != before:  # a new position: a new clock
                deadline = await self._schedule(
                    db, table.id, engine, state, table.time_control, new_version, now
                )
            # the version is claimed first: if anyone (another process on this file) moved
            # since we read the table, nothing is written and the refusal is the polite one
            cur = await db.execute(
                "UPDATE tables SET state = ?, version = ?, status = ?, outcome = ?,"
                " deadline = ?, updated_at = ? WHERE id = ? AND version = ?",
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
            if cur.rowcount != 1:
                raise TableError("table-stale")
            public = [e.model_dump(mode="json") for e in events if e.to is None]
            for offset, step in enumerate(steps, start=1):
                await db.execute(
                    "INSERT INTO actions (table_id, version, seat, action, events, created_at)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (
                        table.id,
                        table.version + offset,
                        seat,
                        json.dumps(step.model_dump(mode="json")),
                        # the move's public events are kept with its last step
                        json.dumps(public if offset == len(steps) else []),
                        now,
                    ),
                )
        updated = replace(
            table,
            state=state,
            version=new_version,
            status=status,
            outcome=outcome.model_dump(mode="json") if outcome else None,
            deadline=deadline,
        )
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
        """The timers of a new position (within the move's transaction); returns its deadline."""
        await db.execute("DELETE FROM timers WHERE table_id = ?", (table_id,))
        stand_in = bool(set(engine.to_act(state)) & set(control.stand_ins))
        deadline, timers = timers_for(
            control, now, discussion=engine.discussion(state), stand_in=stand_in
        )
        for kind, due, data in timers:
            await db.execute(
                "INSERT INTO timers (table_id, kind, due, version, data) VALUES (?, ?, ?, ?, ?)",
                (table_id, kind, due, version, json.dumps(data)),
            )
        return deadline

    async def abandon(self, channel_id: int, user_id: int, *, moderator: bool) -> Table:
        """Close the open table of a channel, even a damaged one (so the channel is free)."""
        check_ids(user=user_id)
        table = await self.status(channel_id)
        if table is None:
            raise TableError("table-no-game-here")
        async with self.lock(table.id):
            table = await self.get(table.id, damaged_ok=True)
            if user_id != table.host_id and not moderator:
                raise TableError("table-abandon-who")
            async with self.writing() as db:
                await db.execute("UPDATE tables SET status = 'abandoned' WHERE id = ?", (table.id,))
                await db.execute("DELETE FROM timers WHERE table_id = ?", (table.id,))
                await self._touch(db, table.id)
            return await self.get(table.id, damaged_ok=True)

    async def forfeit(self, table_id: int, seat: int, reason: str) -> Table:
        """End a game in progress against ``seat`` (resignation or an expired deadline, E20):
        every other seat shares the win."""
        table = await self.get(table_id)
        others = [s for s in range(len(table.seats)) if s != seat]
        return await self.declare(table_id, others, reason)

    async def declare(self, table_id: int, winners: Sequence[int], reason: str) -> Table:
        """Close a game in progress with a result decided outside it (a tournament organiser's
        report): ``winners`` (seats) share rank 1, the others share rank 2."""
        check_ids(table=table_id)
        async with self.lock(table_id):
            table = await self.get(table_id)
            if table.status != "playing":
                raise TableError("table-not-in-progress")
            n = len(table.seats)
            won = set(winners)
            outcome = Outcome(
                scores=[1.0 if s in won else 0.0 for s in range(n)],
                ranks=[1 if s in won else 2 for s in range(n)],
                winners=sorted(won),
                reason=reason,
            )
            await self._close(table, outcome)
            return await self.get(table.id)

    async def _close(self, table: Table, outcome: Outcome) -> None:
        now = self.clock()
        async with self.writing() as db:
            await db.execute(
                "UPDATE tables SET status = 'finished', outcome = ?, deadline = NULL,"
                " version = version + 1, updated_at = ? WHERE id = ?",
                (outcome.model_dump_json(), now, table.id),
            )
            await db.execute("DELETE FROM timers WHERE table_id = ?", (table.id,))
            await self._rate(db, table, outcome.ranks, now)

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
        async with db.execute(
            "SELECT mu, sigma, games FROM ratings WHERE guild_id = ? AND game = ? AND subject = ?",
            (guild_id, game, subject),
        ) as cur:
            row = await cur.fetchone()
        return fresh(subject) if row is None else Rating(subject, row[0], row[1], row[2])

    async def rating(self, guild_id: int, game: str, user_id: int) -> Rating:
        check_ids(server=guild_id, user=user_id)
        return await self._rating(self.store.conn, guild_id, game, f"user:{user_id}")

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

    async def rematch(self, table_id: int, user_id: int) -> ActResult:
        """A new game of a finished table's game in its channel: the same players, the same
        options, language and clock, each seat moved one place on (roles rotate)."""
        old = await self.get(table_id)
        if old.status != "finished":
            raise TableError("table-not-finished")
        if old.seat_of(user_id) is None:
            raise TableError("table-not-playing")
        order = [s.user_id for s in old.seats[1:] + old.seats[:1]]
        names = {s.user_id: s.name for s in old.seats}
        await self.create(
            old.game,
            channel_id=old.channel_id,
            guild_id=old.guild_id,
            host_id=user_id,
            host_name=names[user_id],
            options=old.options,
            language=old.language,
            time_control=old.time_control,
        )
        for other in order:
            if other != user_id:
                await self.join(old.channel_id, other, names[other])
        return await self.start(old.channel_id, user_id, order)

    # -- the clock and the repair loop ---------------------------------------------------------

    async def due_timers(self, now: float | None = None) -> list[Timer]:
        """Every timer due by ``now``, oldest first."""
        rows = await self.store.fetchall(
            "SELECT table_id, kind, due, version, data FROM timers WHERE due <= ? ORDER BY due",
            (self.clock() if now is None else now,),
        )
        return [
            Timer(r["table_id"], r["kind"], r["due"], r["version"], json.loads(r["data"]))
            for r in rows
        ]

    async def next_timer(self) -> float | None:
        row = await self.store.fetchone("SELECT min(due) FROM timers")
        return None if row is None or row[0] is None else float(row[0])

    async def drop_timer(self, timer: Timer) -> None:
        async with self.writing() as db:
            await db.execute(
                "DELETE FROM timers WHERE table_id = ? AND kind = ? AND due = ?",
                (timer.table_id, timer.kind, timer.due),
            )

    async def postpone(self, table_id: int, version: int, until: float) -> None:
        """Push a position's deadline (and its reminders) back to ``until`` (a vacation)."""
        async with self.lock(table_id):
            row = await self.store.fetchone(
                "SELECT due FROM timers WHERE table_id = ? AND kind = 'deadline' AND version = ?",
                (table_id, version),
            )
            if row is None:
                return
            shift = max(0.0, until - float(row[0]))
            async with self.writing() as db:
                await db.execute(
                    "UPDATE timers SET due = due + ? WHERE table_id = ? AND version = ?",
                    (shift, table_id, version),
                )
                await db.execute(
                    "UPDATE tables SET deadline = deadline + ? WHERE id = ?", (shift, table_id)
                )

    async def stand_in(self, table_id: int, seat: int) -> Table:
        """From now on the computer plays ``seat`` (its player left): at once if it is to act."""
        check_ids(table=table_id)
        async with self.lock(table_id):
            table = await self.get(table_id)
            control = replace(
                table.time_control,
                stand_ins=tuple(sorted({*table.time_control.stand_ins, seat})),
            )
            now = self.clock()
            async with self.writing() as db:
                await db.execute(
                    "UPDATE tables SET time_control = ? WHERE id = ?",
                    (json.dumps(control.dump()), table.id),
                )
                if table.status == "playing" and seat in table.to_act():
                    await self._schedule(
                        db, table.id, table.engine, table.state, control, table.version, now
                    )
            return await self.get(table.id)

    async def opens_at(self, table_id: int) -> float | None:
        """When the moves of a discussed position open (None: they are open)."""
        row = await self.store.fetchone(
            "SELECT due FROM timers WHERE table_id = ? AND kind = 'opens'", (table_id,)
        )
        return None if row is None else float(row[0])

    async def behind(self) -> list[Table]:
        """Tables whose table message, ping or DMs may lag behind their last move."""
        rows = await self.store.fetchall(
            "SELECT * FROM tables WHERE status IN ('playing', 'finished')"
            " AND synced_version < version"
        )
        tables = [await self._load(row) for row in rows]
        return [t for t in tables if not t.damaged]

    async def mark_synced(self, table_id: int, version: int) -> None:
        async with self.writing() as db:
            await db.execute(
                "UPDATE tables SET synced_version = max(synced_version, ?) WHERE id = ?",
                (version, table_id),
            )

    async def set_ping(self, table_id: int, message_id: int | None) -> None:
        async with self.writing() as db:
            await db.execute("UPDATE tables SET ping_id = ? WHERE id = ?", (message_id, table_id))

    async def set_message(self, table_id: int, message_id: int) -> None:
        check_ids(table=table_id, message=message_id)
        async with self.writing() as db:
            await db.execute(
                "UPDATE tables SET message_id = ? WHERE id = ?", (message_id, table_id)
            )

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
            await db.execute(
                "INSERT INTO users (user_id, settings) VALUES (?, ?) ON CONFLICT (user_id)"
                " DO UPDATE SET settings = excluded.settings",
                (user_id, json.dumps(settings)),
            )
        return settings

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

    async def _touch(self, db: Any, table_id: int) -> None:
        await db.execute("UPDATE tables SET updated_at = ? WHERE id = ?", (self.clock(), table_id))


def damage_notice(table: Table) -> TableError:
    return TableError("table-damaged", table=table.id, why=table.damaged or "")
