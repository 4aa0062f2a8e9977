"""Fled (Mark Swanson, Odd Bird Games, 2024): tile-laying prison escape for 2-4 players."""

from rules.fled.engine import FledEngine

__all__ = ["FledEngine"]
