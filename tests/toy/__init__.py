"""Take, a tiny two-player game that exists only in the tests: it proves that a game is added
by its own files alone. Everything it needs is here (engine, narrator, pictures, cog, catalogue
files and rules help); :func:`install` registers it with each layer, as an outside package
would, and :func:`uninstall` takes it off the registries again (its catalogue messages stay
loaded, named for no game)."""

from __future__ import annotations

from pathlib import Path

import bot.narrate
import bot.render
import cogs.games
import rules
from bot.i18n import add_locales
from cogs.table_ui import GAME_UIS

GAME = "toy"


def install() -> None:
    rules.register(GAME, f"{__name__}.engine:ToyEngine")
    bot.narrate.register(GAME, f"{__name__}.narrate")
    bot.render.register(GAME, f"{__name__}.render")
    add_locales(Path(__file__).resolve().parent / "locales")
    cogs.games.register(GAME, f"{__name__}.cog")


def uninstall() -> None:
    rules.unregister(GAME)
    cogs.games.unregister(GAME)
    GAME_UIS.pop(GAME, None)
