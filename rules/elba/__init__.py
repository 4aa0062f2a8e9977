"""Escape from Elba: the engine (``ElbaEngine``), its content, combat and computer player.

The engine is imported when first asked for (see :func:`rules.lazy_engine`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import lazy_engine

if TYPE_CHECKING:
    from rules.elba.engine import ElbaEngine

__all__ = ["ElbaEngine"]

__getattr__ = lazy_engine(__name__, "ElbaEngine")
