"""A server's records from its finished games (bot/game_stats.py): a player's profile and the
server's statistics, on both backends, counting finished games only and each once."""

from __future__ import annotations

from collections import Counter

import pytest_asyncio

from bot import game_stats
from bot.store import Store
from bot.table_service import TableService
from tests.bot.test_ratings import GUILD, play_out


@pytest_asyncio.fixture
async def service(store: Store) -> TableService:
    return TableService(store, seed_source=lambda: 11)


async def test_a_servers_statistics_add_up_its_finished_games(service: TableService) -> None:
    ids = [await play_out(service, channel) for channel in (1, 2, 3)]
    await service.create("fugitive", channel_id=4, guild_id=GUILD, host_id=1, host_name="a")
    await service.join(4, 2, "b")
    await service.start(4, 1, [1, 2])  # in play: not counted
    stats = await game_stats.server_stats(service, GUILD, "fugitive")
    games = [await service.get(i) for i in ids]
    moves = [len(await service.moves(i)) for i in ids]
    assert stats.games == 3 and stats.players == 2
    assert sum(n for n, _ in stats.by_seat.values()) == 6
    assert sum(won for _, won in stats.by_seat.values()) == sum(
        len(g.outcome["winners"]) for g in games
    )
    assert stats.average_moves == sum(moves) / 3
    assert stats.longest is not None and stats.longest.value == max(moves)
    assert stats.longest.table == ids[moves.index(max(moves))]
    for name, best in stats.most.items():  # each record is the most of it at one seat
        figures = [game_stats.figures(g, await service.moves(g.id)) for g in games]
        assert best.value == max(f.seats[s].get(name, 0) for f in figures for s in range(2))
    assert await game_stats.most_played(service, GUILD) == [("fugitive", 3)]
    assert (await game_stats.server_stats(service, GUILD + 1, "fugitive")).games == 0


async def test_a_profile_counts_the_players_own_games(service: TableService) -> None:
    ids = [await play_out(service, channel) for channel in (1, 2)]
    profile = await game_stats.profile(service, GUILD, 2)
    (line,) = profile.lines
    games = [await service.get(i) for i in ids]
    assert line.game == "fugitive" and line.played == 2
    assert line.won == sum(1 in g.outcome["winners"] for g in games)  # user 2 sits at seat 1
    expected: Counter[str] = Counter()
    for g in games:
        expected.update(game_stats.figures(g, await service.moves(g.id)).seats[1])
    assert line.figures == expected
    assert [played.id for played, _ in profile.last] == ids[::-1]
    assert (await game_stats.profile(service, GUILD, 99)).lines == []
