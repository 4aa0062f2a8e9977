"""Game records on Discord: the recap at a game's end carries its animated picture and counts
the game's figures (once); ``/profile`` and ``/stats`` show them with a chart, for every game,
in English and French, counting finished games only."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import pytest
from PIL import Image

from bot import game_stats
from bot.i18n import game_title, t
from cogs.profile import PROFILE_FIGURES, profile_payload, stats_payload
from rules import get_engine
from tests.cogs.panel_driver import GameOnDiscord
from tests.cogs.test_replay import GAMES, play_some, step_of
from tests.contract.openapi import check_entries


def recap_message(game: GameOnDiscord) -> Any:
    return next(
        m
        for m in reversed(game.channel.history())
        if any(a.filename.startswith("recap-") for a in m.attachments)
    )


async def counted(env: Any, table_id: int) -> list[tuple[int, str, int]]:
    rows = await env.bot.store.fetchall(
        "SELECT seat, name, value FROM statistics WHERE table_id = ? ORDER BY seat, name",
        (table_id,),
    )
    return [(r["seat"], r["name"], r["value"]) for r in rows]


@pytest.mark.parametrize(("game_id", "players", "seed"), GAMES)
async def test_a_finished_game_is_recapped_counted_and_on_the_profiles_and_stats(
    simcord_env: Any, quick_pictures: Any, game_id: str, players: int, seed: int
) -> None:
    game = GameOnDiscord(simcord_env, game_id, players, seed)
    await game.open()
    table = await play_some(game, 5000)
    assert table.status == "finished"
    # the recap at the end: the result with its animated picture, and the figures counted
    (attachment,) = recap_message(game).attachments
    with Image.open(io.BytesIO(await attachment.read())) as gif:
        assert gif.format == "GIF"
    rows = await counted(simcord_env, table.id)
    moves = await simcord_env.bot.service.moves(table.id)
    figures = game_stats.figures(table, moves)
    assert rows and rows == sorted(
        (seat, name, value)
        for seat, counts in [*enumerate(figures.seats), (-1, figures.table)]
        for name, value in counts.items()
    )
    assert not await game_stats.count(simcord_env.bot.service, table.id)  # once
    assert await counted(simcord_env, table.id) == rows
    # a second game still running counts for nothing
    await game.members[0].slash(game.channel, "game new", game=game_id)
    title = game_title("en", game_id)
    member = game.members[0]
    result = await member.slash(game.channel, "profile")
    assert result.ephemeral
    (embed,) = result.response.embeds
    assert f"**{title}**: 1 played" in embed.description
    assert embed.image.url == "attachment://ratings.png"  # a rated game: the chart
    winner = table.seat_of(member.id) in table.outcome["winners"]
    assert f"#{table.id} {title} — {'won' if winner else 'lost'}" in embed.fields[-1].value
    # its replay from the profile
    viewer = await member.click(result.response, label=f"Replay #{table.id}")
    assert step_of(viewer.response) == (0, len(moves))
    result = await game.members[-1].slash(game.channel, "stats", game=game_id)
    (embed,) = result.response.embeds
    assert embed.description.startswith(f"**1** game by {players} players")
    seats = embed.description.split("**Wins by seat**")[1].split("**Records**")[0]
    assert seats.count(" of 1 (") == players
    assert f"Longest game: {len(moves)} moves (#{table.id})" in embed.description
    assert embed.image.url == "attachment://wins.png"
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def uncounted(env: Any, game_id: str, seed: int) -> tuple[GameOnDiscord, Any, list[Any]]:
    """A finished game as if its recap had never counted it (its channel gone, an older bot);
    the figures it had."""
    game = GameOnDiscord(env, game_id, 2, seed)
    await game.open()
    table = await play_some(game, 5000)
    rows = await counted(env, table.id)
    async with env.bot.service.writing() as db:
        await db.execute("UPDATE tables SET counted_at = NULL WHERE id = ?", (table.id,))
        await db.execute("DELETE FROM statistics WHERE table_id = ?", (table.id,))
    assert rows and await counted(env, table.id) == []
    return game, table, rows


async def test_a_game_whose_recap_never_went_out_is_counted_by_the_next_profile(
    simcord_env: Any, quick_pictures: Any
) -> None:
    game, table, rows = await uncounted(simcord_env, "fugitive", 4)
    result = await game.members[1].slash(game.channel, "profile")
    assert "Fugitive**: 1 played" in result.response.embeds[0].description
    assert await counted(simcord_env, table.id) == rows


async def test_counting_one_game_twice_at_once_writes_its_figures_once(
    simcord_env: Any, quick_pictures: Any
) -> None:
    _, table, rows = await uncounted(simcord_env, "fled", 5)
    service = simcord_env.bot.service
    done = await asyncio.gather(*(game_stats.count(service, table.id) for _ in range(3)))
    assert sorted(done) == [False, False, True]
    assert await counted(simcord_env, table.id) == rows


@pytest.mark.parametrize(("game_id", "players", "seed"), GAMES)
async def test_a_profile_and_stats_in_french(
    simcord_env: Any, quick_pictures: Any, game_id: str, players: int, seed: int
) -> None:
    game = GameOnDiscord(simcord_env, game_id, players, seed, lang="fr")
    await game.open()
    table = await play_some(game, 5000)
    bot, guild = simcord_env.bot, game.guild.id
    title = game_title("fr", game_id)
    user = bot.get_user(game.users[0].id) or await bot.fetch_user(game.users[0].id)
    payload = await profile_payload(bot, guild, user, "fr")
    (embed,) = payload.embeds
    assert f"Jeu préféré : **{title}**" in embed.description and "1 partie" in embed.description
    own = game_stats.figures(table, await bot.service.moves(table.id)).seats[table.seat_of(user.id)]
    shown = [n for n in get_engine(game_id).seat_stats[:PROFILE_FIGURES] if own.get(n)]
    assert shown  # every game counts something for every seat
    assert embed.fields[0].name == f"{title} : ses chiffres"
    assert embed.fields[0].value.splitlines() == [
        f"{t('fr', f'stat-{game_id}-{n}')} : **{own[n]}**" for n in shown
    ]
    assert embed.fields[-1].name == "Dernières parties"
    payload = await stats_payload(bot, guild, None, "fr")  # the most played game
    text = payload.embeds[0].description
    assert text.startswith(f"**1** partie par {players} joueurs")
    assert "Victoires par place" in text and f"(#{table.id})" in text
    if game_id == "fugitive":
        assert "Fugitif : " in text and "Marshal : " in text
    else:
        assert "Place 1 : " in text
    assert payload.files and payload.files[0][0] == "wins.png"
    nothing = await stats_payload(bot, simcord_env.create_guild().id, None, "fr")
    assert nothing.content == "Personne n’a encore terminé de partie sur ce serveur."
