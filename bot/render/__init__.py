"""Each game's pictures (``bot.render.<game>``, or a module a game kept elsewhere registers),
drawn from views only."""

from __future__ import annotations

import logging
import time
from importlib import import_module
from types import ModuleType

from rules import game_ids

log = logging.getLogger(__name__)

#: game id -> its pictures' module, for games whose pictures are not ``bot.render.<game>``
_MODULES: dict[str, str] = {}


def register(game: str, module: str) -> None:
    """Draw ``game``'s pictures with ``module`` (``render_public(view, lang)``,
    ``render_private(view, lang)``, optionally a ``PALETTE``)."""
    _MODULES[game] = module


def renderer(game: str) -> ModuleType | None:
    """The module drawing ``game``'s pictures, or None for a game without pictures."""
    try:
        return import_module(_MODULES.get(game, f"{__name__}.{game}"))
    except ModuleNotFoundError:
        return None


def warm() -> None:
    """Import every game's drawing code and load its fixed palette (stored, see
    :mod:`bot.render.palettes`) before the bot connects: once, instead of on some player's first
    move."""
    start = time.perf_counter()
    for game in game_ids():
        palette = getattr(renderer(game), "PALETTE", None)
        if palette is not None:
            palette.image  # noqa: B018 -- built on first use
    log.info("pictures ready in %.1f s", time.perf_counter() - start)
