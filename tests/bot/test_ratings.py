"""Ratings: the model handles ties and several winners; Fugitive's sides are rated apart from
the players; a finished table counts once, a casual or abandoned one not at all."""

from __future__ import annotations

import pytest
import pytest_asyncio
from openskill.models import PlackettLuce

from bot.ratings import MU, Rating, fresh, rate_game
from bot.store import Store
from bot.table_service import TableService
from bot.tables import TableError
from rules.core import Rng

GUILD = 5


def one_v_one_win() -> float:
    (winner, _), _ = rate_game([fresh("user:1"), fresh("user:2")], [1, 2])
    return winner.mu - MU


def test_tied_winners_each_gain_what_a_win_is_worth_and_the_loser_loses_each_game() -> None:
    players = [fresh(f"user:{i}") for i in range(4)]
    after, _ = rate_game(players, [1, 1, 1, 2])  # three prisoners escape together
    gain = one_v_one_win()
    for player in after[:3]:
        assert player.mu - MU == pytest.approx(gain, rel=1e-6)
    assert after[3].mu - MU == pytest.approx(-3 * gain, rel=1e-6)
    # what the default model would do: the tied winners barely move
    pl = PlackettLuce()
    rated = pl.rate([[pl.rating()] for _ in range(4)], ranks=[1, 1, 1, 2])
    assert rated[0][0].mu - MU < gain / 5


def test_everybody_losing_together_changes_nobody_s_estimate() -> None:
    players = [fresh(f"user:{i}") for i in range(3)]
    after, _ = rate_game(players, [1, 1, 1])  # the 21st guard: everyone shares rank 1
    assert [p.mu for p in after] == pytest.approx([MU] * 3)
    assert all(p.sigma < players[0].sigma for p in after)  # but we know a bit more


def test_a_draw_pulls_a_stronger_and_a_weaker_player_together() -> None:
    strong, weak = Rating("user:1", 30, 3), Rating("user:2", 20, 3)
    (s, w), _ = rate_game([strong, weak], [1, 1])
    assert s.mu < 30 and w.mu > 20


def test_the_sides_of_an_asymmetric_game_learn_the_side_s_advantage() -> None:
    """Equal players, the Marshal's side winning 3 games in 4: the sides' ratings take the
    advantage, the players' stay near where they started."""
    rng = Rng(s=3)
    players = [fresh(f"user:{i}") for i in range(8)]
    sides = [fresh("role:fugitive"), fresh("role:marshal")]
    for _game in range(400):
        a, b = rng.randbelow(8), rng.randbelow(8)
        if a == b:
            continue
        marshal_wins = rng.randbelow(4) != 0
        ranks = [2, 1] if marshal_wins else [1, 2]
        (pa, pb), sides = rate_game([players[a], players[b]], ranks, sides)
        players[a], players[b] = pa, pb
    assert sides[1].mu - sides[0].mu > 3
    assert abs(sum(p.mu for p in players) / 8 - MU) < 2


@pytest_asyncio.fixture
async def service(store: Store) -> TableService:
    return TableService(store, seed_source=lambda: 11)


async def play_out(service: TableService, channel: int, rated: bool = True) -> int:
    await service.create(
        "fugitive", channel_id=channel, guild_id=GUILD, host_id=1, host_name="a", rated=rated
    )
    await service.join(channel, 2, "b")
    table = (await service.start(channel, 1, [1, 2])).table
    rng = Rng(s=channel)
    while table.status == "playing":
        seat = table.to_act()[0]
        action = table.engine.bot_action(table.state, seat, rng).model_dump(mode="json")
        table = (
            await service.act(table.id, table.seats[seat].user_id, [action], table.version)
        ).table
    return table.id


async def test_a_finished_table_counts_once_a_casual_one_not_at_all(service) -> None:
    await play_out(service, 1)
    first = await service.ratings.of(GUILD, "fugitive", 1)
    assert first.games == 1 and first.mu != MU
    await play_out(service, 2, rated=False)
    assert (await service.ratings.of(GUILD, "fugitive", 1)) == first
    board = await service.ratings.leaderboard(GUILD, "fugitive")
    assert {r.subject for r in board} == {"user:1", "user:2"}
    assert board[0].ordinal >= board[1].ordinal


async def test_a_resignation_counts_and_an_abandoned_table_does_not(service) -> None:
    await service.create("fugitive", channel_id=3, guild_id=GUILD, host_id=1, host_name="a")
    await service.join(3, 2, "b")
    table = (await service.start(3, 1, [1, 2])).table
    await service.forfeit(table.id, 0, "resigned")
    assert (await service.ratings.of(GUILD, "fugitive", 2)).mu > MU
    await service.create("fugitive", channel_id=4, guild_id=GUILD, host_id=1, host_name="a")
    await service.join(4, 2, "b")
    await service.start(4, 1, [1, 2])
    before = await service.ratings.of(GUILD, "fugitive", 1)
    # the host alone cannot end a rated game in play (one they might be losing)
    with pytest.raises(TableError, match="Manage Server"):
        await service.abandon(4, 1, moderator=False)
    await service.abandon(4, 99, moderator=True)
    assert await service.ratings.of(GUILD, "fugitive", 1) == before


async def test_each_rated_result_keeps_the_rating_it_gave_for_the_profile_chart(service) -> None:
    await play_out(service, 5)
    await play_out(service, 6, rated=False)
    await play_out(service, 7)
    history = await service.ratings.history(GUILD, "fugitive", 1)
    assert len(history) == 2  # the casual game gave none
    now = await service.ratings.of(GUILD, "fugitive", 1)
    assert history[-1] == Rating("user:1", now.mu, now.sigma)
    assert history[0] != history[1]
    assert await service.ratings.history(GUILD, "fugitive", 1, limit=1) == history[-1:]
    assert await service.ratings.history(GUILD, "elba", 1) == []
