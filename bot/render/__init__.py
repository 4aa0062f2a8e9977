"""Each game's pictures (``bot.render.<game>``), drawn from views only."""

from __future__ import annotations

import logging
import time
from importlib import import_module

from rules import ENGINES

log = logging.getLogger(__name__)


def warm() -> None:
    """Build every game's fixed palette (see :class:`bot.render.common.Palette`) before the bot
    connects: a second or two once, instead of on some player's first move."""
    start = time.perf_counter()
    for game in ENGINES:
        try:
            module = import_module(f"bot.render.{game}")
        except ModuleNotFoundError:
            continue
        palette = getattr(module, "PALETTE", None)
        if palette is not None:
            palette.image  # noqa: B018 -- built on first use
    log.info("pictures ready in %.1f s", time.perf_counter() - start)
