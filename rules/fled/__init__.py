"""Fled (Mark Swanson, Odd Bird Games, 2024): tile-laying prison escape for 2-4 players.

The engine is imported when first asked for (see :func:`rules.lazy_engine`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import lazy_engine

if TYPE_CHECKING:
    from rules.fled.engine import FledEngine

__all__ = ["FledEngine"]

__getattr__ = lazy_engine(__name__, "FledEngine")
