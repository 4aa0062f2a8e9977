"""The Discord interface: the lobby plus one cog per game playable on Discord.

The client loads this package as one extension; it loads the rest.
"""

from __future__ import annotations

from importlib.util import find_spec
from typing import Any

from rules import ENGINES

#: game id -> the extension that puts it on Discord: every game with a ``cogs/<game>.py``
#: (a new game needs no line here)
GAME_COGS = {game: f"cogs.{game}" for game in ENGINES if find_spec(f"cogs.{game}") is not None}


async def setup(bot: Any) -> None:
    from cogs.answers import apologise
    from cogs.translator import CatalogueTranslator

    bot.tree.error(apologise)  # every slash command that fails still gets an answer
    await bot.tree.set_translator(CatalogueTranslator())
    await bot.load_extension("cogs.delivery")
    await bot.load_extension("cogs.lobby")
    await bot.load_extension("cogs.timekeeper")
    await bot.load_extension("cogs.tournament")
    await bot.load_extension("cogs.rating")
    for extension in GAME_COGS.values():
        await bot.load_extension(extension)
