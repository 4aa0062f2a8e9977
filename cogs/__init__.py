"""The Discord interface: the lobby plus one cog per game playable on Discord.

The client loads this package as one extension; it loads the rest.
"""

from __future__ import annotations

from typing import Any

#: game id -> the extension that puts it on Discord
GAME_COGS = {"fugitive": "cogs.fugitive"}


async def setup(bot: Any) -> None:
    from cogs.answers import apologise
    from cogs.translator import CatalogueTranslator

    bot.tree.error(apologise)  # every slash command that fails still gets an answer
    await bot.tree.set_translator(CatalogueTranslator())
    await bot.load_extension("cogs.lobby")
    for extension in GAME_COGS.values():
        await bot.load_extension(extension)
