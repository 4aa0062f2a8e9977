"""``/rating me`` and ``/rating top``: the server's ratings of each game (see bot/ratings.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import game_title, t
from cogs.answers import ack, lang_of, refuse, reply, tell
from cogs.games import game_cogs, offer_games
from cogs.payload import Payload

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]


class RatingCog(commands.GroupCog, group_name="rating", group_description="Ratings"):
    def __init__(self, bot: GetawayBot) -> None:
        self.bot = bot

    @app_commands.command(name="me", description="Your ratings on this server")
    @app_commands.describe(player="Whose ratings (default: yours)")
    async def me(self, interaction: Interaction, player: discord.Member | None = None) -> None:
        await ack(interaction)
        lang = lang_of(interaction)
        who = player or interaction.user
        lines = [t(lang, "rating-of", who=f"<@{who.id}>")]
        for game in game_cogs():
            rating = await self.bot.service.ratings.of(interaction.guild_id or 0, game, who.id)
            if rating.games:
                lines.append(
                    t(
                        lang,
                        "rating-line",
                        game=game_title(lang, game),
                        rating=rating.shown(),
                        games=rating.games,
                    )
                )
        if len(lines) == 1:
            lines.append(t(lang, "rating-none"))
        lines.append(t(lang, "rating-explained"))
        await reply(interaction, Payload(content="\n".join(lines)))

    @app_commands.command(name="top", description="The best rated players of a game on this server")
    @app_commands.describe(game="Which game")
    async def top(self, interaction: Interaction, game: str) -> None:
        await ack(interaction)
        lang = lang_of(interaction)
        board = await self.bot.service.ratings.leaderboard(
            interaction.guild_id or 0, game, limit=15
        )
        title = t(lang, "rating-top", game=game_title(lang, game))
        rows = [
            t(
                lang,
                "rating-top-line",
                rank=i,
                who=f"<@{r.subject.split(':')[1]}>",
                rating=r.shown(),
                games=r.games,
            )
            for i, r in enumerate(board, start=1)
        ]
        embed = discord.Embed(
            title=title,
            description="\n".join(rows) or t(lang, "rating-nobody"),
            colour=discord.Colour.gold(),
        )
        embed.set_footer(text=t(lang, "rating-explained"))
        await reply(interaction, Payload(embeds=[embed]))

    @app_commands.command(
        name="computers", description="Whether games with computer players count (Manage Server)"
    )
    @app_commands.describe(game="Which game", counted="Whether they count for the ratings")
    async def computers(self, interaction: Interaction, game: str, counted: bool) -> None:
        await ack(interaction)
        perms = interaction.permissions
        if perms is None or not perms.manage_guild or interaction.guild_id is None:
            await refuse(interaction, t(lang_of(interaction), "rating-computers-who"))
            return
        settings = self.bot.service.settings
        allowed = set((await settings.server(interaction.guild_id)).get("rated_computers", []))
        allowed = allowed | {game} if counted else allowed - {game}
        await settings.set_server(interaction.guild_id, rated_computers=sorted(allowed))
        lang = lang_of(interaction)
        key = "rating-computers-counted" if counted else "rating-computers-casual"
        await tell(interaction, key, game=game_title(lang, game))


async def setup(bot: GetawayBot) -> None:
    await bot.add_cog(offer_games(RatingCog(bot)))
