"""A server's game records: each finished game's figures, counted once from its moves by the
game's own rules (``Engine.statistics``) and kept in the database, and what a player's profile
and a server's statistics sum from them and from the tables' results.

Counting replays a whole game, so it is not done inside the move that ends it: the end-of-game
recap counts its game (``cogs/delivery.py``), and a profile or a server's statistics count
whatever finished game is still uncounted (a recap that never went out, games older than this
feature). ``tables.counted_at`` makes it once: the figures are written in the transaction that
sets it, and only if it was not set.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from bot.records import Step
from bot.table_reads import TableReads
from bot.tables import Seat, Table, check_ids
from rules import get_engine
from rules.core import Statistics

#: uncounted games a profile or a server's statistics count before answering; more wait for
#: the next request, so that an old server's first request stays short
COUNT_AT_ONCE = 20
#: the newest finished games of a server that its statistics read
MOST_GAMES = 5000
#: the seat number under which a game's own figures are kept
TABLE = -1


def figures(table: Any, moves: list[Step]) -> Statistics:
    """A finished table's figures, replayed from its seed through its moves."""
    engine = get_engine(table.game)
    setup = engine.setup(len(table.seats), engine.load_options(table.options), table.seed)
    return engine.statistics(setup, [(m.seat, engine.parse_action(m.action)) for m in moves])


async def count(
    reads: TableReads,
    table_id: int,
    *,
    table: Table | None = None,
    moves: list[Step] | None = None,
) -> bool:
    """Count a finished game's figures, unless they are counted already; True if this did.
    ``table`` and ``moves``: the table and its moves as the caller has read them already."""
    table = table or await reads.get(table_id)
    if table.status != "finished" or table.state is None:
        return False
    if moves is None:
        moves = await reads.moves(table_id)
    stats = await asyncio.to_thread(figures, table, moves)
    rows = [
        (table_id, seat, name, value)
        for seat, counts in [*enumerate(stats.seats), (TABLE, stats.table)]
        for name, value in counts.items()
    ]
    async with reads.writing() as db:
        first = await db.returning(
            "UPDATE tables SET counted_at = ? WHERE id = ? AND counted_at IS NULL RETURNING id",
            (reads.clock(), table_id),
        )
        if first and rows:
            await db.insert("statistics", ("table_id", "seat", "name", "value"), rows)
    return bool(first)


async def count_missing(reads: TableReads, guild_id: int, limit: int = COUNT_AT_ONCE) -> int:
    """Count up to ``limit`` of a server's finished games not counted yet, newest first."""
    rows = await reads.store.fetchall(
        "SELECT id FROM tables WHERE guild_id = ? AND status = 'finished' AND counted_at IS NULL"
        " AND state IS NOT NULL ORDER BY updated_at DESC LIMIT ?",
        (guild_id, limit),
    )
    return sum([await count(reads, row["id"]) for row in rows])


@dataclass(frozen=True)
class Finished:
    """One finished game as its records need it."""

    id: int
    game: str
    ended: float
    seats: tuple[Seat, ...]
    winners: frozenset[int]
    moves: int
    #: when its first move was played
    started: float
    #: seat (or :data:`TABLE`) -> name -> value; empty while the game is uncounted
    figures: dict[int, dict[str, int]]

    @property
    def escapes(self) -> int:
        return sum(f.get("escaped", 0) for seat, f in self.figures.items() if seat != TABLE)


async def finished_games(
    reads: TableReads, guild_id: int, *, game: str | None = None, user_id: int | None = None
) -> list[Finished]:
    """A server's finished games (of one game, or where one player sat), newest first."""
    check_ids(server=guild_id, user=user_id)
    where = "guild_id = ? AND status = 'finished'"
    args: list[Any] = [guild_id]
    if game is not None:
        where += " AND game = ?"
        args.append(game)
    if user_id is not None:
        where += " AND id IN (SELECT table_id FROM seats WHERE user_id = ?)"
        args.append(user_id)
    chosen = f"SELECT id FROM tables WHERE {where} ORDER BY updated_at DESC LIMIT {MOST_GAMES}"
    fetch = reads.store.fetchall
    tables = await fetch(
        f"SELECT id, game, outcome, updated_at FROM tables WHERE id IN ({chosen})"
        " ORDER BY updated_at DESC, id DESC",
        args,
    )
    seats: dict[int, list[Seat]] = defaultdict(list)
    for row in await fetch(
        f"SELECT table_id, user_id, name FROM seats WHERE table_id IN ({chosen})"
        " ORDER BY table_id, seat",
        args,
    ):
        seats[row["table_id"]].append(Seat(row["user_id"], row["name"]))
    moves = {
        row["table_id"]: (row["moves"], row["started"])
        for row in await fetch(
            "SELECT table_id, COUNT(*) AS moves, MIN(created_at) AS started FROM actions"
            f" WHERE table_id IN ({chosen}) GROUP BY table_id",
            args,
        )
    }
    counted: dict[int, dict[int, dict[str, int]]] = defaultdict(lambda: defaultdict(dict))
    for row in await fetch(
        f"SELECT table_id, seat, name, value FROM statistics WHERE table_id IN ({chosen})", args
    ):
        counted[row["table_id"]][row["seat"]][row["name"]] = row["value"]
    games = []
    for row in tables:
        played, started = moves.get(row["id"], (0, row["updated_at"]))
        outcome = json.loads(row["outcome"]) if row["outcome"] else {}
        games.append(
            Finished(
                id=row["id"],
                game=row["game"],
                ended=row["updated_at"],
                seats=tuple(seats[row["id"]]),
                winners=frozenset(outcome.get("winners", ())),
                moves=played,
                started=started,
                figures=dict(counted.get(row["id"], {})),
            )
        )
    return games


# -- a player's profile ---------------------------------------------------------------------


@dataclass
class GameLine:
    """A player's games of one game."""

    game: str
    played: int = 0
    won: int = 0
    escaped: int = 0
    #: the player's figures summed over their counted games
    figures: Counter[str] = field(default_factory=Counter)


@dataclass(frozen=True)
class Profile:
    #: per game, the most played first
    lines: list[GameLine]
    #: the newest games: (game, seat)
    last: list[tuple[Finished, int]]

    @property
    def favourite(self) -> str | None:
        return self.lines[0].game if self.lines else None


async def profile(reads: TableReads, guild_id: int, user_id: int, last: int = 5) -> Profile:
    await count_missing(reads, guild_id)
    games = await finished_games(reads, guild_id, user_id=user_id)
    lines: dict[str, GameLine] = {}
    mine: list[tuple[Finished, int]] = []
    for played in games:
        seat = next(i for i, s in enumerate(played.seats) if s.user_id == user_id)
        mine.append((played, seat))
        line = lines.setdefault(played.game, GameLine(played.game))
        line.played += 1
        line.won += seat in played.winners
        own = played.figures.get(seat, {})
        line.escaped += own.get("escaped", 0)
        line.figures.update(own)
    ordered = sorted(lines.values(), key=lambda g: (-g.played, g.game))
    return Profile(ordered, mine[:last])


# -- a server's statistics ------------------------------------------------------------------


@dataclass(frozen=True)
class Best:
    """A record: its value, the game it was set in, and by whom (None: the table's)."""

    value: float
    table: int
    who: Seat | None = None


@dataclass
class ServerStats:
    game: str
    games: int = 0
    players: int = 0
    #: seat (a role, where seats play different games) -> (games, wins)
    by_seat: dict[int, tuple[int, int]] = field(default_factory=dict)
    average_moves: float = 0.0
    average_seconds: float = 0.0
    longest: Best | None = None
    shortest_win: Best | None = None
    fastest_escape: Best | None = None
    #: figure name -> the most of it in one game by one seat
    most: dict[str, Best] = field(default_factory=dict)


async def most_played(reads: TableReads, guild_id: int) -> list[tuple[str, int]]:
    """A server's games by the number of finished tables, most played first."""
    check_ids(server=guild_id)
    rows = await reads.store.fetchall(
        "SELECT game, COUNT(*) AS n FROM tables WHERE guild_id = ? AND status = 'finished'"
        " GROUP BY game ORDER BY n DESC, game",
        (guild_id,),
    )
    return [(row["game"], row["n"]) for row in rows]


async def server_stats(reads: TableReads, guild_id: int, game: str) -> ServerStats:
    await count_missing(reads, guild_id)
    games = await finished_games(reads, guild_id, game=game)
    stats = ServerStats(game, games=len(games))
    if not games:
        return stats
    tally: dict[int, list[int]] = {}
    people: set[int] = set()
    for played in games:
        for seat, who in enumerate(played.seats):
            if not who.computer:
                people.add(who.user_id)
            counts = tally.setdefault(seat, [0, 0])
            counts[0] += 1
            counts[1] += seat in played.winners
            for figure, value in played.figures.get(seat, {}).items():
                best = stats.most.get(figure)
                if value > 0 and (best is None or value > best.value):
                    stats.most[figure] = Best(value, played.id, who)
        if stats.longest is None or played.moves > stats.longest.value:
            stats.longest = Best(played.moves, played.id)
        if played.winners and (
            stats.shortest_win is None or played.moves < stats.shortest_win.value
        ):
            stats.shortest_win = Best(played.moves, played.id)
        if played.escapes and (
            stats.fastest_escape is None or played.moves < stats.fastest_escape.value
        ):
            stats.fastest_escape = Best(played.moves, played.id)
    stats.players = len(people)
    stats.by_seat = {seat: (n, won) for seat, (n, won) in sorted(tally.items())}
    stats.average_moves = sum(g.moves for g in games) / len(games)
    stats.average_seconds = sum(g.ended - g.started for g in games) / len(games)
    return stats
