"""Which games are on Discord: every game with a cog, ``cogs/<game>.py`` or an extension a game
kept elsewhere registers (:func:`register`), and the choices of the commands that name a game,
built from them when the cogs load (:func:`offer_games`).

Kept out of ``cogs/__init__.py``: the client loads that package as an extension, which runs it
afresh, and a registration made before the bot starts must survive that.
"""

from __future__ import annotations

from dataclasses import replace
from importlib.util import find_spec
from typing import Any

from discord import app_commands

from rules import game_ids, get_engine

#: game id -> its extension, for games whose cog is not ``cogs/<game>.py``
_EXTENSIONS: dict[str, str] = {}


def register(game: str, extension: str) -> None:
    """Put ``game`` on Discord with ``extension`` (whose ``setup`` adds its cog and its UI)."""
    _EXTENSIONS[game] = extension


def unregister(game: str) -> None:
    _EXTENSIONS.pop(game, None)


def game_cogs() -> dict[str, str]:
    """game id -> the extension that puts it on Discord, for every game that has one."""
    found = {}
    for game in game_ids():
        extension = _EXTENSIONS.get(game, f"cogs.{game}")
        if game in _EXTENSIONS or find_spec(extension) is not None:
            found[game] = extension
    return found


def game_choices() -> list[app_commands.Choice[str]]:
    """The games on Discord as the choices of a command's ``game`` option, named by their
    catalogue message ``game-<game>`` (English: the engine's title)."""
    return [
        app_commands.Choice(
            name=app_commands.locale_str(get_engine(game).title, key=f"game-{game}"), value=game
        )
        for game in game_cogs()
    ]


def offer_games(cog: Any) -> Any:
    """``cog`` with every ``game`` option of its commands offering the games there are now."""
    choices = game_choices()
    for command in cog.walk_app_commands():
        param = getattr(command, "_params", {}).get("game")
        if param is not None:  # each cog's command holds its own copy of the parameters
            command._params["game"] = replace(param, choices=choices)
    return cog
