"""``/profile`` and ``/stats``: a player's games on this server and the server's games, each as
a short text and a chart (see ``bot/game_stats.py`` for where the figures come from).

Both answer privately, like ``/rating me``: a profile asked for is not a channel's business.
Only finished games count, and only figures everyone saw by their end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot import game_stats
from bot.game_stats import Best, GameLine, Profile, ServerStats
from bot.i18n import catalogue, game_title, t
from bot.render import Drawing
from bot.tables import Seat
from cogs.answers import ack, lang_of, reply
from cogs.components import Routed
from cogs.games import offer_games
from cogs.payload import Payload
from cogs.replay import PUBLIC, ReplayButton
from cogs.table_ui import render
from rules import get_engine

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]

#: the charts, named (:class:`bot.render.Drawing`): their module is imported only where drawn
RATINGS_CHART = Drawing("bot.render.charts", "rating_lines")
WINS_CHART = Drawing("bot.render.charts", "rate_bars")

#: figures a profile shows for one game (the game's first ones, in its order)
PROFILE_FIGURES = 12


def figure_name(lang: str, game: str, name: str) -> str:
    key = f"stat-{game}-{name}"
    return t(lang, key) if catalogue().has(lang, key) else name


def span(lang: str, seconds: float) -> str:
    """A game's length as people say it: minutes, hours or days."""
    minutes = max(0, round(seconds / 60))
    if minutes < 60:
        return t(lang, "records-minutes", minutes=minutes)
    if minutes < 48 * 60:
        return t(lang, "records-hours", hours=minutes // 60, minutes=minutes % 60)
    return t(lang, "records-days", days=minutes // (24 * 60), hours=minutes // 60 % 24)


# -- /profile -------------------------------------------------------------------------------


def profile_text(lang: str, who: str, profile: Profile, ratings: dict[str, str]) -> str:
    if not profile.lines:
        return t(lang, "records-no-games", who=who)
    lines = [t(lang, "records-favourite", game=game_title(lang, profile.favourite or ""))]
    for line in profile.lines:
        lines.append(
            t(
                lang,
                "records-game-line",
                game=game_title(lang, line.game),
                played=line.played,
                won=line.won,
                escaped=line.escaped,
                escapes="yes" if "escaped" in get_engine(line.game).seat_stats else "no",
                rating=ratings.get(line.game, "none"),
            )
        )
    return "\n".join(lines)


def figures_text(lang: str, line: GameLine) -> str:
    names = get_engine(line.game).seat_stats
    return "\n".join(
        t(lang, "records-figure", name=figure_name(lang, line.game, n), value=line.figures[n])
        for n in names[:PROFILE_FIGURES]
        if line.figures.get(n)
    )


def last_games_text(lang: str, profile: Profile) -> str:
    return "\n".join(
        t(
            lang,
            "records-last-game",
            table=played.id,
            game=game_title(lang, played.game),
            result="won" if seat in played.winners else "lost",
            when=f"<t:{int(played.ended)}:R>",
        )
        for played, seat in profile.last
    )


async def profile_payload(
    bot: GetawayBot, guild_id: int, user: discord.abc.User, lang: str
) -> Payload:
    service = bot.service
    profile = await game_stats.profile(service, guild_id, user.id)
    ratings, series = {}, []
    for line in profile.lines:
        rating = await service.ratings.of(guild_id, line.game, user.id)
        if rating.games:
            ratings[line.game] = rating.shown()
            history = await service.ratings.history(guild_id, line.game, user.id)
            if history:
                series.append((game_title(lang, line.game), tuple(r.mu for r in history)))
    embed = discord.Embed(
        title=t(lang, "records-profile-title", who=user.display_name),
        description=profile_text(lang, user.mention, profile, ratings),
        colour=discord.Colour.teal(),
    )
    if profile.lines and (text := figures_text(lang, profile.lines[0])):
        embed.add_field(
            name=t(lang, "records-figures", game=game_title(lang, profile.lines[0].game)),
            value=text,
            inline=False,
        )
    if profile.last:
        embed.add_field(
            name=t(lang, "records-last-games"), value=last_games_text(lang, profile), inline=False
        )
    files = []
    if series:
        title = t(lang, "records-chart-title", who=user.display_name)
        chart = await render(RATINGS_CHART, title, t(lang, "records-chart-axis"), tuple(series))
        alt = "; ".join(f"{name} {points[-1]:.1f}" for name, points in series)
        files.append(("ratings.png", chart, f"{title}: {alt}"))
        embed.set_image(url="attachment://ratings.png")
    view = None
    if profile.last:
        view = Routed()
        for played, _ in profile.last:
            view.add_item(
                ReplayButton(
                    played.id, PUBLIC, "f", 0, label=t(lang, "records-replay", table=played.id)
                )
            )
    return Payload(embeds=[embed], files=files, view=view)


# -- /stats ---------------------------------------------------------------------------------


def seat_name(lang: str, game: str, seat: int) -> str:
    """A seat as a server's statistics name it: its role where seats play different games."""
    if get_engine(game).roles:
        return t(lang, f"{game}-role-{seat}")
    return t(lang, "records-seat", seat=seat + 1)


def who_of(seat: Seat | None) -> str:
    return "" if seat is None else seat.mention


def best_line(lang: str, key: str, best: Best | None, **args: object) -> str | None:
    if best is None:
        return None
    return t(lang, key, value=int(best.value), table=best.table, who=who_of(best.who), **args)


def stats_text(lang: str, stats: ServerStats) -> str:
    game = stats.game
    if not stats.games:
        return t(lang, "records-server-none", game=game_title(lang, game))
    lines = [
        t(
            lang,
            "records-server-games",
            games=stats.games,
            players=stats.players,
            moves=round(stats.average_moves),
            length=span(lang, stats.average_seconds),
        ),
        "",
        t(lang, "records-by-seat"),
    ]
    for seat, (n, won) in stats.by_seat.items():
        lines.append(
            t(
                lang,
                "records-seat-line",
                seat=seat_name(lang, game, seat),
                won=won,
                games=n,
                share=round(100 * won / n),
            )
        )
    lines += ["", t(lang, "records-records")]
    lines += [
        line
        for line in (
            best_line(lang, "records-longest", stats.longest),
            best_line(lang, "records-shortest-win", stats.shortest_win),
            best_line(lang, "records-fastest-escape", stats.fastest_escape),
        )
        if line
    ]
    for name in get_engine(game).seat_stats:
        if name in stats.most and name != "escaped":
            lines.append(
                best_line(
                    lang, "records-most", stats.most[name], figure=figure_name(lang, game, name)
                )
                or ""
            )
    return "\n".join(lines)


async def stats_payload(bot: GetawayBot, guild_id: int, game: str | None, lang: str) -> Payload:
    service = bot.service
    played = await game_stats.most_played(service, guild_id)
    if game is None:
        if not played:
            return Payload(content=t(lang, "records-server-nothing"))
        game = played[0][0]
    stats = await game_stats.server_stats(service, guild_id, game)
    title = t(lang, "records-server-title", game=game_title(lang, game))
    embed = discord.Embed(
        title=title, description=stats_text(lang, stats)[:4096], colour=discord.Colour.teal()
    )
    if len(played) > 1:
        embed.add_field(
            name=t(lang, "records-most-played"),
            value="\n".join(
                t(lang, "records-played-line", game=game_title(lang, g), games=n) for g, n in played
            ),
            inline=False,
        )
    files = []
    if stats.by_seat:
        rows = tuple(
            (
                seat_name(lang, game, seat),
                won / n,
                t(lang, "records-share", share=round(100 * won / n), games=n),
            )
            for seat, (n, won) in stats.by_seat.items()
        )
        chart = await render(
            WINS_CHART, t(lang, "records-by-seat-title", game=game_title(lang, game)), rows
        )
        files.append(("wins.png", chart, "; ".join(f"{r[0]}: {r[2]}" for r in rows)))
        embed.set_image(url="attachment://wins.png")
    return Payload(embeds=[embed], files=files)


class ProfileCog(commands.Cog):
    def __init__(self, bot: GetawayBot) -> None:
        self.bot = bot

    @app_commands.command(name="profile", description="A player's games on this server")
    @app_commands.describe(player="Whose games (default: yours)")
    @app_commands.guild_only()
    async def profile(self, interaction: Interaction, player: discord.Member | None = None) -> None:
        await ack(interaction)
        who = player or interaction.user
        payload = await profile_payload(
            self.bot, interaction.guild_id or 0, who, lang_of(interaction)
        )
        await reply(interaction, payload)

    @app_commands.command(name="stats", description="This server's games: wins by seat, records")
    @app_commands.describe(game="Which game (default: the most played)")
    @app_commands.guild_only()
    async def stats(self, interaction: Interaction, game: str | None = None) -> None:
        await ack(interaction)
        payload = await stats_payload(
            self.bot, interaction.guild_id or 0, game, lang_of(interaction)
        )
        await reply(interaction, payload)


async def setup(bot: GetawayBot) -> None:
    await bot.add_cog(offer_games(ProfileCog(bot)))
