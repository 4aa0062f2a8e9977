"""Each game's pictures (``bot.render.<game>``, or a module a game kept elsewhere registers),
drawn from views only.

This package's own module and :mod:`bot.render.budget` import neither the drawing code nor
Pillow: the bot names its pictures by :class:`Drawing`, so that a process imports the rest only
once it draws one itself (with picture workers, the bot never does: 4.4 MiB it does not hold).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
from typing import Any

from rules import game_ids

log = logging.getLogger(__name__)

#: game id -> its pictures' module, for games whose pictures are not ``bot.render.<game>``
_MODULES: dict[str, str] = {}


@dataclass(frozen=True)
class Drawing:
    """A drawing function by its module and name, looked up when called: its module is imported
    by the process that draws (a worker, or this one drawing in a thread), and it pickles as
    these two strings. Looked up at each call, a test's patch of the function takes effect."""

    module: str
    name: str

    def __call__(self, *args: Any) -> bytes:
        drawing: Callable[..., bytes] = getattr(import_module(self.module), self.name)
        return drawing(*args)


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
