"""The Discord interface: the lobby plus one cog per game playable on Discord.

The client loads this package as one extension; it loads the rest: the shared cogs, then every
game's (see ``cogs/games.py``).
"""

from __future__ import annotations

from typing import Any

from cogs.games import game_cogs


async def setup(bot: Any) -> None:
    from cogs.answers import apologise
    from cogs.components import dispatch, trim_clicked_messages
    from cogs.translator import CatalogueTranslator

    bot.tree.error(apologise)  # every slash command that fails still gets an answer
    bot.add_listener(dispatch, "on_interaction")  # every button and select
    trim_clicked_messages(bot)
    await bot.tree.set_translator(CatalogueTranslator())
    await bot.load_extension("cogs.delivery")
    await bot.load_extension("cogs.lobby")
    await bot.load_extension("cogs.timekeeper")
    await bot.load_extension("cogs.tournament")
    await bot.load_extension("cogs.rating")
    await bot.load_extension("cogs.profile")
    for extension in game_cogs().values():
        await bot.load_extension(extension)
