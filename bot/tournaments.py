"""Community tournaments: sign-up, rounds that open their own tables, standings, drops.

A tournament lives in a channel; each of its tables gets a channel of its own (on Discord, a
thread of the tournament's channel). Formats:
- ``swiss`` for two-player games: each pairing plays one game, or two with the roles swapped
  when the game's seats are different roles (Fugitive);
- ``groups`` for games of three or more: tables as large and even as the game allows.
Pairings and standings are in :mod:`bot.pairing`. Everything is in the database, so a restart
changes nothing: the timekeeper calls :meth:`TournamentService.advance` on every tick, which opens
the next round when every table of the current one is closed.

Opening a round is one transaction: the round number (claimed: a round already opened is not
opened again, by a tick racing ``/tournament start`` or by a second process), its byes, its
tables with their seats and first positions, and the Discord work — each table's thread, then
the announcement — queued in the outbox (``bot/outbox.py``). A table's clock starts when its
thread exists.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from contextlib import AsyncExitStack
from dataclasses import dataclass
from typing import Any

from bot.outbox import Work, enqueue, for_table, for_tournament
from bot.pairing import Game, Line, groups, meetings, standings, swiss
from bot.shards import mine
from bot.table_service import TableService
from bot.tables import Seat, Table, TableError, check_ids, read_tables
from bot.timecontrol import TimeControl
from rules import get_engine
from rules.core import IllegalAction, Rng

FORMATS = ("swiss", "groups")
MOST_ROUNDS = 20


@dataclass(frozen=True)
class Tournament:
    id: int
    guild_id: int
    channel_id: int
    game: str
    format: str
    rounds: int
    round: int
    status: str
    organiser_id: int
    language: str
    options: dict[str, Any]
    time_control: TimeControl
    message_id: int | None
    #: why Discord refuses the tournament's channel, if it does
    orphaned: str | None = None

    @property
    def games_per_pairing(self) -> int:
        """Swiss pairings of a game with roles play twice, the roles swapped."""
        engine = get_engine(self.game)
        return 2 if self.format == "swiss" and engine.roles else 1


@dataclass(frozen=True)
class Entrant:
    user_id: int
    name: str
    dropped_round: int | None


@dataclass
class RoundOpened:
    tournament: Tournament
    round: int
    tables: list[int]
    byes: list[int]


def signup_work(tournament_id: int) -> Work:
    """The tournament's message in its channel, as it is now."""
    return for_tournament(tournament_id, "signup")


class TournamentService:
    """A tournament from signup to final standings: joining, rounds opened with their tables in
    one transaction, results, drops. Over 400 lines because it is one aggregate whose changes
    share the round-opening and standings code; split, the parts would pass those around."""

    def __init__(self, tables: TableService) -> None:
        self.tables = tables
        self.store = tables.store

    # -- reading ----------------------------------------------------------------------------------

    async def get(self, tournament_id: int) -> Tournament:
        check_ids(table=tournament_id)
        row = await self.store.fetchone("SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
        if row is None:
            raise TableError("tournament-none", tournament=tournament_id)
        return self._load(row)

    async def of_channel(self, channel_id: int, *, finished: bool = False) -> Tournament:
        """The open tournament (signing up or running) of a channel; with ``finished``, the
        latest one that is open or over (its standings stay worth reading)."""
        check_ids(channel=channel_id)
        statuses = "('signup', 'running', 'finished')" if finished else "('signup', 'running')"
        row = await self.store.fetchone(
            f"SELECT * FROM tournaments WHERE channel_id = ? AND status IN {statuses}"
            " ORDER BY id DESC",
            (channel_id,),
        )
        if row is None:
            raise TableError("tournament-none-here")
        return self._load(row)

    def _load(self, row: Any) -> Tournament:
        return Tournament(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            game=row["game"],
            format=row["format"],
            rounds=row["rounds"],
            round=row["round"],
            status=row["status"],
            organiser_id=row["organiser_id"],
            language=row["language"],
            options=json.loads(row["options"]),
            time_control=TimeControl.load(json.loads(row["time_control"]), 0.0),
            message_id=row["message_id"],
            orphaned=row["orphaned"],
        )

    async def entrants(self, tournament_id: int) -> list[Entrant]:
        rows = await self.store.fetchall(
            "SELECT user_id, name, dropped_round FROM entrants WHERE tournament_id = ?"
            " ORDER BY joined",
            (tournament_id,),
        )
        return [Entrant(r["user_id"], r["name"], r["dropped_round"]) for r in rows]

    async def round_tables(self, tournament_id: int, round_: int | None = None) -> list[Table]:
        rows = await self.store.fetchall(
            "SELECT t.* FROM tournament_tables tt JOIN tables t ON t.id = tt.table_id"
            " WHERE tt.tournament_id = ?"
            + (" AND tt.round = ?" if round_ is not None else "")
            + " ORDER BY t.id",
            (tournament_id,) if round_ is None else (tournament_id, round_),
        )
        return await read_tables(self.store.fetchall, rows, self.tables.move_seconds)

    async def standings(self, tournament_id: int) -> list[Line]:
        tournament = await self.get(tournament_id)
        people = await self.entrants(tournament_id)
        games = [
            Game(tuple(s.user_id for s in t.seats), tuple(t.outcome["ranks"]))
            for t in await self.round_tables(tournament_id)
            if t.status == "finished" and t.outcome
        ]
        # an abandoned table (an organiser moved on without it) is a draw for all at it
        games += [
            Game(tuple(s.user_id for s in t.seats), tuple(1 for _ in t.seats))
            for t in await self.round_tables(tournament_id)
            if t.status == "abandoned"
        ]
        byes = await self.store.fetchall(
            "SELECT user_id FROM byes WHERE tournament_id = ?", (tournament_id,)
        )
        ratings = {
            p.user_id: (
                await self.tables.ratings.of(tournament.guild_id, tournament.game, p.user_id)
            ).ordinal
            for p in people
        }
        return standings(
            {p.user_id: p.name for p in people},
            games,
            [(r["user_id"], float(tournament.games_per_pairing)) for r in byes],
            ratings,
            [p.user_id for p in people if p.dropped_round is not None],
        )

    # -- sign-up --------------------------------------------------------------------------------

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game: str,
        format: str,
        rounds: int,
        organiser_id: int,
        language: str,
        time_control: TimeControl,
        options: dict[str, Any] | None = None,
    ) -> Tournament:
        check_ids(channel=channel_id, server=guild_id, user=organiser_id)
        try:
            engine = get_engine(game)
        except IllegalAction as exc:
            raise TableError.refused(exc, None) from None
        if format not in FORMATS:
            raise TableError("tournament-format", known=", ".join(FORMATS))
        if format == "swiss" and engine.min_players > 2:
            raise TableError("tournament-swiss-two", game_id=game)
        if format == "groups" and engine.max_players < 3:
            raise TableError("tournament-groups-three", game_id=game)
        if not 1 <= rounds <= MOST_ROUNDS:
            raise TableError("tournament-rounds", most=MOST_ROUNDS)
        existing = await self.store.fetchone(
            "SELECT id FROM tournaments WHERE channel_id = ? AND status IN ('signup', 'running')",
            (channel_id,),
        )
        if existing is not None:
            raise TableError("tournament-busy", tournament=existing[0])
        now = self.tables.clock()
        async with self.tables.writing() as db:
            (row,) = await db.returning(
                "INSERT INTO tournaments (guild_id, channel_id, game, format, rounds, status,"
                " organiser_id, language, options, time_control, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, 'signup', ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    guild_id,
                    channel_id,
                    game,
                    format,
                    rounds,
                    organiser_id,
                    language,
                    json.dumps(options or {}),
                    json.dumps(time_control.dump()),
                    now,
                    now,
                ),
            )
            tournament_id = int(row[0])
            await enqueue(db, [signup_work(tournament_id)], now)
        return await self.get(tournament_id)

    async def join(self, tournament_id: int, user_id: int, name: str) -> Tournament:
        check_ids(user=user_id)
        tournament = await self.get(tournament_id)
        if tournament.status != "signup":
            raise TableError("tournament-started")
        if any(p.user_id == user_id for p in await self.entrants(tournament_id)):
            raise TableError("tournament-already-in")
        async with self.tables.writing() as db:
            await db.execute(
                "INSERT INTO entrants (tournament_id, user_id, name, joined) VALUES (?, ?, ?,"
                " (SELECT coalesce(max(joined), 0) + 1 FROM entrants WHERE tournament_id = ?))",
                (tournament_id, user_id, name, tournament_id),
            )
            await enqueue(db, [signup_work(tournament_id)], self.tables.clock())
        return tournament

    async def leave(self, tournament_id: int, user_id: int) -> Tournament:
        tournament = await self.get(tournament_id)
        if tournament.status != "signup":
            raise TableError("tournament-use-drop")
        async with self.tables.writing() as db:
            left = await db.returning(
                "DELETE FROM entrants WHERE tournament_id = ? AND user_id = ? RETURNING 1",
                (tournament_id, user_id),
            )
            if not left:
                raise TableError("tournament-not-in")
            await enqueue(db, [signup_work(tournament_id)], self.tables.clock())
        return tournament

    @staticmethod
    async def remember_message(db: Any, tournament_id: int, message_id: int) -> None:
        await db.execute(
            "UPDATE tournaments SET message_id = ? WHERE id = ?", (message_id, tournament_id)
        )

    # -- rounds -----------------------------------------------------------------------------------

    async def start(self, tournament_id: int) -> RoundOpened:
        """Close sign-up and open round 1, in one transaction."""
        tournament = await self.get(tournament_id)
        if tournament.status != "signup":
            raise TableError("tournament-started")
        people = await self.entrants(tournament_id)
        least = 2 if tournament.format == "swiss" else get_engine(tournament.game).min_players
        if len(people) < least:
            raise TableError("tournament-too-few", least=least)
        async with self.tables.writing() as db:
            started = await db.returning(
                "UPDATE tournaments SET status = 'running' WHERE id = ? AND status = 'signup'"
                " RETURNING 1",
                (tournament_id,),
            )
            if not started:  # started meanwhile
                raise TableError("tournament-started")
            opened = await self._open_round(db, await self.get(tournament_id))
        assert opened is not None
        return opened

    async def _open_round(self, db: Any, tournament: Tournament) -> RoundOpened | None:
        """Pair the next round from the standings and open its tables, inside the caller's
        transaction. The round number is claimed first: None when the round is open already."""
        number = tournament.round + 1
        claimed = await db.returning(
            "UPDATE tournaments SET round = ?, updated_at = ? WHERE id = ? AND round = ?"
            " AND status = 'running' RETURNING 1",
            (number, self.tables.clock(), tournament.id, tournament.round),
        )
        if not claimed:
            return None
        lines = [line for line in await self.standings(tournament.id) if not line.dropped]
        order = [line.player for line in lines]
        names = {line.player: line.name for line in lines}
        past = [[s.user_id for s in t.seats] for t in await self.round_tables(tournament.id)]
        met = meetings(past)
        had_bye = {
            r["user_id"]
            for r in await self.store.fetchall(
                "SELECT user_id FROM byes WHERE tournament_id = ?", (tournament.id,)
            )
        }
        engine = get_engine(tournament.game)
        seatings: list[list[int]] = []
        if tournament.format == "swiss":
            pairs, bye = swiss(order, met, had_bye)
            byes = [bye] if bye is not None else []
            for a, b in pairs:
                seatings.append([a, b])
                if tournament.games_per_pairing == 2:
                    seatings.append([b, a])  # roles swapped
        else:
            rng = Rng(s=tournament.id * 1_000_003 + number)
            tables, byes = groups(order, engine.min_players, engine.max_players, met, had_bye, rng)
            seatings = [list(t) for t in tables]
        opened: list[int] = []
        work: list[Work] = []
        for index, seating in enumerate(seatings, start=1):
            table_id = await self.tables.open_started(
                db,
                tournament.game,
                guild_id=tournament.guild_id,
                seats=[Seat(player, names[player]) for player in seating],
                options=tournament.options,
                language=tournament.language,
                time_control=tournament.time_control,
                # Swiss seats keep the pairing's order (roles); groups draw seats at the table
                order=tournament.format == "swiss",
            )
            opened.append(table_id)
            work.append(
                for_tournament(
                    tournament.id,
                    "thread",
                    f"thread:{table_id}",
                    table=table_id,
                    label=f"R{number} · {index}",
                )
            )
        await db.insert(
            "tournament_tables",
            ("tournament_id", "round", "table_id"),
            [(tournament.id, number, table_id) for table_id in opened],
        )
        await db.insert(
            "byes",
            ("tournament_id", "round", "user_id"),
            [(tournament.id, number, player) for player in byes],
        )
        work.append(
            for_tournament(tournament.id, "round", f"round:{tournament.id}:{number}", round=number)
        )
        work.append(signup_work(tournament.id))
        await enqueue(db, work, self.tables.clock())
        return RoundOpened(await self.get(tournament.id), number, opened, byes)

    async def advance(self) -> list[RoundOpened | Tournament]:
        """Every running tournament whose round is over moves on: the next round opens, or the
        tournament ends. Returns what happened."""
        happened: list[RoundOpened | Tournament] = []
        condition, params = mine(self.tables.shards, "guild_id")
        rows = await self.store.fetchall(
            f"SELECT id FROM tournaments WHERE status = 'running' AND {condition}", params
        )
        for row in rows:
            tournament = await self.get(row["id"])
            tables = await self.round_tables(tournament.id, tournament.round)
            if any(t.status in ("lobby", "playing") for t in tables):
                continue
            async with self.tables.writing() as db:
                step = await self._move_on(db, tournament)
            if step is not None:
                happened.append(step)
        return happened

    async def _move_on(self, db: Any, tournament: Tournament) -> RoundOpened | Tournament | None:
        """The round is over (inside the caller's transaction): the next round, or the end.
        None when another caller moved the tournament on first."""
        if tournament.round >= tournament.rounds or not await self._players_left(tournament):
            finished = await db.returning(
                "UPDATE tournaments SET status = 'finished', updated_at = ? WHERE id = ?"
                " AND status = 'running' AND round = ? RETURNING 1",
                (self.tables.clock(), tournament.id, tournament.round),
            )
            if not finished:
                return None
            work = [
                for_tournament(tournament.id, "final", f"final:{tournament.id}"),
                signup_work(tournament.id),
            ]
            await enqueue(db, work, self.tables.clock())
            return await self.get(tournament.id)
        return await self._open_round(db, tournament)

    async def _players_left(self, tournament: Tournament) -> bool:
        active = [p for p in await self.entrants(tournament.id) if p.dropped_round is None]
        least = 2 if tournament.format == "swiss" else get_engine(tournament.game).min_players
        return len(active) >= least

    async def next_round(self, tournament_id: int) -> RoundOpened | Tournament:
        """The organiser moves on: the round's unfinished tables close as draws, and the next
        round opens (or the tournament ends), in one transaction."""
        tournament = await self.get(tournament_id)
        if tournament.status != "running":
            raise TableError("tournament-not-running")
        open_ = [
            t.id
            for t in await self.round_tables(tournament.id, tournament.round)
            if t.status in ("lobby", "playing")
        ]
        async with AsyncExitStack() as held:
            for table_id in sorted(open_):  # one order for everyone who takes several locks
                await held.enter_async_context(self.tables.lock(table_id))
            async with self.tables.writing() as db:
                for table_id in open_:
                    await self._call_off(db, table_id)
                step = await self._move_on(db, tournament)
        if step is None:  # the round moved on meanwhile
            raise TableError("tournament-not-running")
        return step

    async def _call_off(self, db: Any, table_id: int) -> None:
        """Close a table the organiser moved on without (a draw in the standings)."""
        closed = await db.returning(
            "UPDATE tables SET status = 'abandoned', deadline = NULL WHERE id = ?"
            " AND status IN ('lobby', 'playing') RETURNING 1",
            (table_id,),
        )
        if closed:
            await db.execute("DELETE FROM timers WHERE table_id = ?", (table_id,))
            work = [
                for_table(table_id, "message"),
                for_table(
                    table_id,
                    "notice",
                    f"called-off:{table_id}",
                    text="tournament-called-off",
                    args={},
                ),
            ]
            await enqueue(db, work, self.tables.clock())

    async def report(self, tournament_id: int, table_id: int, winners: Sequence[int]) -> Table:
        """The organiser settles a table of the tournament: ``winners`` are user ids."""
        tables = {t.id: t for t in await self.round_tables(tournament_id)}
        table = tables.get(table_id)
        if table is None:
            raise TableError("tournament-not-its-table", table=table_id)
        seats = [table.seat_of(user) for user in winners]
        if not winners or any(seat is None for seat in seats):
            raise TableError("tournament-winner-not-there")
        return await self.tables.declare(table_id, [s for s in seats if s is not None], "reported")

    async def drop(self, tournament_id: int, user_id: int) -> list[int]:
        """A player leaves a running tournament: no later round pairs them; at their unfinished
        tables a two-player game is forfeited, a larger one goes on with a computer in their
        seat and them ranked last — all in one transaction. Returns the ids of the tables that
        changed."""
        tournament = await self.get(tournament_id)
        people = {p.user_id: p for p in await self.entrants(tournament_id)}
        if user_id not in people or people[user_id].dropped_round is not None:
            raise TableError("tournament-not-in")
        if tournament.status == "signup":
            await self.leave(tournament_id, user_id)
            return []
        ids = [
            t.id
            for t in await self.round_tables(tournament_id, tournament.round)
            if t.status == "playing" and t.seat_of(user_id) is not None
        ]
        async with AsyncExitStack() as held:
            for table_id in sorted(ids):
                await held.enter_async_context(self.tables.lock(table_id))
            async with self.tables.writing() as db:
                dropped = await db.returning(
                    "UPDATE entrants SET dropped_round = ? WHERE tournament_id = ? AND user_id = ?"
                    " AND dropped_round IS NULL RETURNING 1",
                    (tournament.round, tournament_id, user_id),
                )
                if not dropped:
                    raise TableError("tournament-not-in")
                changed = []
                for table_id in ids:
                    table = await self.tables.get(table_id)
                    seat = table.seat_of(user_id)
                    if table.status != "playing" or seat is None:
                        continue
                    # at two players the other wins; at more the game goes on without them
                    await self.tables.drop_seat(db, table, seat, "dropped")
                    changed.append(table_id)
                work = [
                    for_tournament(
                        tournament_id, "dropped", f"dropped:{tournament_id}:{user_id}", user=user_id
                    ),
                    signup_work(tournament_id),
                ]
                await enqueue(db, work, self.tables.clock())
        return changed
