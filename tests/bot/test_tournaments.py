"""Tournaments played to the end by computer players through the services: a 16-player Swiss of
Fugitive with a player dropping out, a 13-player group tournament of Fled; pairings, byes,
standings and ratings checked at every round."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from typing import Any

import pytest
import pytest_asyncio

from bot.pairing import meetings
from bot.store import Store
from bot.table_service import TableService
from bot.tables import TableError
from bot.timecontrol import TimeControl
from bot.tournaments import RoundOpened, Tournament, TournamentService
from rules.core import Rng

GUILD, CHANNEL, ORGANISER = 7, 700, 1


@pytest_asyncio.fixture
async def services(store: Store) -> tuple[TableService, TournamentService]:
    counter = itertools.count(1)
    tables = TableService(store, seed_source=lambda: next(counter) * 7919)
    return tables, TournamentService(tables)


async def opened_tables(tables: TableService, opened: RoundOpened) -> list[Any]:
    return [await tables.get(table_id) for table_id in opened.tables]


async def thread_labels(tables: TableService) -> list[str]:
    """The threads the rounds asked Discord for (outbox rows), in order."""
    rows = await tables.store.fetchall("SELECT data FROM outbox WHERE kind = 'thread' ORDER BY id")
    return [json.loads(r["data"])["label"] for r in rows]


async def finish(tables: TableService, table: Any, seed: int) -> Any:
    """Play a table to its end with the computer at every seat."""
    rng = Rng(s=seed)
    while table.status == "playing":
        seat = rng.choice(table.to_act())
        action = table.engine.bot_action(table.state, seat, rng).model_dump(mode="json")
        table = (
            await tables.act(table.id, table.seats[seat].user_id, [action], table.version)
        ).table
    return table


async def signed_up(
    tournaments: TournamentService, game: str, format: str, players: int, rounds: int
) -> Tournament:
    tournament = await tournaments.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        game=game,
        format=format,
        rounds=rounds,
        organiser_id=ORGANISER,
        language="en",
        time_control=TimeControl(24 * 3600),
    )
    for user in range(100, 100 + players):
        await tournaments.join(tournament.id, user, f"player{user}")
    return tournament


@pytest.mark.slow
async def test_a_16_player_swiss_of_fugitive_with_a_drop(services) -> None:
    tables, tournaments = services
    tournament = await signed_up(tournaments, "fugitive", "swiss", 16, rounds=5)
    opened = await tournaments.start(tournament.id)
    pairings_seen: Counter[frozenset[int]] = Counter()
    byes: list[int] = []
    dropper = None
    for round_number in range(1, 6):
        assert isinstance(opened, RoundOpened) and opened.round == round_number
        active = 16 - (1 if dropper else 0)
        # every pairing plays twice, the roles swapped; a bye only with an odd count
        assert len(opened.tables) == 2 * (active // 2)
        assert len(opened.byes) == active % 2
        byes += opened.byes
        round_tables = await opened_tables(tables, opened)
        games = [tuple(s.user_id for s in t.seats) for t in round_tables]
        for first, second in zip(games[::2], games[1::2], strict=True):
            assert second == first[::-1]
            pairings_seen[frozenset(first)] += 1
        if round_number == 2:
            # a player leaves mid-round: their games are forfeited, they are paired no more
            dropper = games[0][0]
            changed = await tournaments.drop(tournament.id, dropper)
            assert changed
            assert [(await tables.get(t)).status for t in changed] == ["finished"] * len(changed)
        for index, table in enumerate(round_tables):
            table = await tables.get(table.id)
            if table.status == "playing":
                await finish(tables, table, seed=round_number * 100 + index)
        steps = await tournaments.advance()
        opened = steps[0] if steps else None
        if round_number < 5:
            assert isinstance(opened, RoundOpened)
            seated = {s.user_id for t in await opened_tables(tables, opened) for s in t.seats}
            assert dropper not in seated
    assert isinstance(opened, Tournament) and opened.status == "finished"
    # no pairing twice (16 players, 5 rounds: always avoidable), no bye twice
    assert max(pairings_seen.values()) == 1
    assert len(byes) == len(set(byes)) == 3  # rounds 3, 4, 5 had 15 players
    assert dropper not in byes
    lines = await tournaments.standings(tournament.id)
    assert len(lines) == 16 and [x.player for x in lines if x.dropped] == [dropper]
    # points: every game hands out exactly 1 point, every bye 2 (a pairing's two games)
    all_tables = await tournaments.round_tables(tournament.id)
    assert sum(line.points for line in lines) == pytest.approx(len(all_tables) + 2 * len(byes))
    keys = [(-x.points, -x.buchholz, -x.wins, -x.rating) for x in lines]
    assert keys == sorted(keys)
    # ratings moved, and the two sides of Fugitive have ratings of their own
    rows = await tables.store.fetchall(
        "SELECT subject, games FROM ratings WHERE guild_id = ? AND game = 'fugitive'", (GUILD,)
    )
    subjects = {r["subject"]: r["games"] for r in rows}
    assert subjects["role:fugitive"] == subjects["role:marshal"] == len(all_tables)
    assert sum(1 for s in subjects if s.startswith("user:")) == 16
    assert all(t.rated for t in all_tables)


@pytest.mark.slow
async def test_a_13_player_group_tournament_of_fled(services) -> None:
    tables, tournaments = services
    tournament = await signed_up(tournaments, "fled", "groups", 13, rounds=3)
    opened = await tournaments.start(tournament.id)
    met: Counter[frozenset[int]] = Counter()
    for round_number in range(1, 4):
        assert isinstance(opened, RoundOpened)
        round_tables = await opened_tables(tables, opened)
        sizes = sorted(len(t.seats) for t in round_tables)
        assert sizes == [3, 3, 3, 4] and not opened.byes
        met += meetings([s.user_id for s in t.seats] for t in round_tables)
        for index, table in enumerate(round_tables):
            await finish(tables, table, seed=round_number * 10 + index)
        steps = await tournaments.advance()
        opened = steps[0]
    assert isinstance(opened, Tournament) and opened.status == "finished"
    # 13 players meet 2 or 3 others a round: over 3 rounds nobody sits with anyone twice
    assert max(met.values()) == 1
    labels = await thread_labels(tables)
    assert len(labels) == 12 and labels[0] == "R1 · 1"
    lines = await tournaments.standings(tournament.id)
    # a game of n players hands out n/2 points (every pair: 1 point between them)
    played = await tournaments.round_tables(tournament.id)
    assert sum(line.points for line in lines) == pytest.approx(
        sum(len(t.seats) / 2 for t in played)
    )
    assert [x.games for x in lines].count(3) == 13


async def test_sign_up_rules(services) -> None:
    _tables, tournaments = services
    with pytest.raises(TableError, match="two-player"):
        await signed_up(tournaments, "elba", "swiss", 4, 3)
    with pytest.raises(TableError, match="three or more"):
        await signed_up(tournaments, "fugitive", "groups", 4, 3)
    tournament = await signed_up(tournaments, "fugitive", "swiss", 1, 3)
    with pytest.raises(TableError, match="already"):
        await tournaments.join(tournament.id, 100, "again")
    with pytest.raises(TableError, match="at least 2"):
        await tournaments.start(tournament.id)
    with pytest.raises(TableError, match="already has a tournament"):
        await signed_up(tournaments, "fugitive", "swiss", 0, 3)


async def test_the_organiser_can_report_a_result_and_move_on(services) -> None:
    tables, tournaments = services
    tournament = await signed_up(tournaments, "fugitive", "swiss", 4, rounds=2)
    opened = await tournaments.start(tournament.id)
    first = (await opened_tables(tables, opened))[0]
    winner = first.seats[1].user_id
    reported = await tournaments.report(tournament.id, first.id, [winner])
    assert reported.status == "finished" and reported.outcome["winners"] == [1]
    step = await tournaments.next_round(tournament.id)  # the rest close as draws
    assert isinstance(step, RoundOpened) and step.round == 2
    lines = {x.player: x for x in await tournaments.standings(tournament.id)}
    assert lines[winner].points == 1.0 + 0.5  # the reported win and a draw
    with pytest.raises(TableError, match="not a table of this tournament"):
        await tournaments.report(tournament.id, 999_999, [winner])
