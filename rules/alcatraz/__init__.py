"""Alcatraz: The Scapegoat (Kuźnia Gier, 2011): 3–4 prisoners, a secret scapegoat vote every
round, and an escape plan A–F that leaves one of them behind.

The engine is imported when first asked for (see :func:`rules.lazy_engine`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import lazy_engine

if TYPE_CHECKING:
    from rules.alcatraz.engine import AlcatrazEngine

__all__ = ["AlcatrazEngine"]

__getattr__ = lazy_engine(__name__, "AlcatrazEngine")
