"""Fugitive (Tim Fowers, 1st edition): a two-player chase of hidden, rising hideout numbers.

The engine is imported when first asked for (see :func:`rules.lazy_engine`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import lazy_engine

if TYPE_CHECKING:
    from rules.fugitive.engine import FugitiveEngine

__all__ = ["FugitiveEngine"]

__getattr__ = lazy_engine(__name__, "FugitiveEngine")
