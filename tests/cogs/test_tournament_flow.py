"""A tournament on (simulated) Discord: sign-up with the button and the command, organiser-only
commands refused to others, rounds opening their tables in threads by themselves, a player
dropping out, final standings with a picture, and ratings to show for it."""

from __future__ import annotations

from typing import Any

import discord

from rules.core import Rng
from tests.cogs.test_failures import texts
from tests.cogs.test_fugitive_edges import refusal
from tests.contract.openapi import check_entries


async def play_round(env: Any, tournament_id: int, seed: int) -> None:
    """The computer plays every open table of the tournament's current round."""
    service = env.bot.service
    rows = await env.bot.store.fetchall(
        "SELECT table_id FROM tournament_tables WHERE tournament_id = ?", (tournament_id,)
    )
    rng = Rng(s=seed)
    for row in rows:
        table = await service.get(row["table_id"])
        while table.status == "playing":
            seat = table.to_act()[0]
            action = table.engine.bot_action(table.state, seat, rng).model_dump(mode="json")
            result = await service.act(table.id, table.seats[seat].user_id, [action], table.version)
            table = result.table


async def test_a_swiss_tournament_from_sign_up_to_final_standings(simcord_env, quick_pictures):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("tournaments")
    staff = guild.create_role("staff", permissions=discord.Permissions(manage_guild=True))
    organiser = guild.add_member(env.create_user("org"), roles=[staff])
    players = [guild.add_member(env.create_user(f"p{i}")) for i in range(5)]
    # only an organiser opens one
    result = await players[0].slash(
        channel, "tournament new", game="fugitive", format="swiss", rounds=2
    )
    assert "Only the organiser" in refusal(result)
    result = await organiser.slash(
        channel, "tournament new", game="fugitive", format="swiss", rounds=2, deadline="3d"
    )
    assert "open for sign-up" in texts(result)
    message = channel.history()[-1]
    for player in players[:4]:
        await player.click(message, label="Join")
    await players[4].slash(channel, "tournament join")
    result = await players[4].slash(channel, "tournament join")
    assert "already signed up" in refusal(result)
    # a player cannot start it
    result = await players[0].slash(channel, "tournament start")
    assert "Only the organiser" in refusal(result)
    await organiser.slash(channel, "tournament start")
    row = await env.bot.store.fetchone("SELECT id, round FROM tournaments")
    tournament_id = row["id"]
    assert row["round"] == 1
    # five players: two pairings playing twice each (roles swapped), one bye
    assert len(channel.threads) == 4
    announcement = next(m for m in channel.history() if "Round 1 is open" in (m.content or ""))
    assert announcement.content.count("<#") == 4 and "Byes: <@" in announcement.content
    for thread in channel.threads:
        table_message = thread.history()[0]
        assert table_message.embeds and " — table #" in table_message.embeds[0].title
    # a player leaves during round 1: their games are forfeited
    dropper = players[1]
    result = await dropper.slash(channel, "tournament drop")
    assert "out of the tournament" in texts(result)
    await play_round(env, tournament_id, seed=1)
    await env.advance_time(60)  # the timekeeper sees the round is over and opens round 2
    row = await env.bot.store.fetchone("SELECT round, status FROM tournaments")
    assert row["round"] == 2 and row["status"] == "running"
    assert any("Round 2 is open" in (m.content or "") for m in channel.history())
    rows = await env.bot.store.fetchall(
        "SELECT t.id FROM tournament_tables tt JOIN tables t ON t.id = tt.table_id"
        " JOIN seats s ON s.table_id = t.id WHERE tt.round = 2 AND s.user_id = ?",
        (dropper.id,),
    )
    assert rows == []  # the one who left is not paired again
    await play_round(env, tournament_id, seed=2)
    await env.advance_time(60)
    row = await env.bot.store.fetchone("SELECT status FROM tournaments")
    assert row["status"] == "finished"
    final = next(m for m in channel.history() if "tournament is over" in (m.content or ""))
    assert final.attachments and final.attachments[0].filename == "standings.png"
    assert "· left" in final.content
    # the standings stay there to read once the tournament is over
    result = await players[0].slash(channel, "tournament standings")
    assert "no tournament" not in texts(result) and "1. <@" in texts(result)
    result = await players[0].slash(channel, "rating top", game="fugitive")
    board = result.response.embeds[0]
    assert board.description.count("±") >= 4
    result = await players[2].slash(channel, "rating me")
    assert "Fugitive:" in texts(result) and "±" in texts(result)
    problems = check_entries(env.http_requests)
    assert problems == [], "\n".join(problems[:10])
