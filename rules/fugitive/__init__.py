"""Fugitive (Tim Fowers, 1st edition): a two-player chase of hidden, rising hideout numbers."""

from __future__ import annotations

from rules.fugitive.engine import FugitiveEngine

__all__ = ["FugitiveEngine"]
