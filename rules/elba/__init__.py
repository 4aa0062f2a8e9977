"""Escape from Elba: the engine (``ElbaEngine``), its content, combat and computer player."""

from rules.elba.engine import ElbaEngine

__all__ = ["ElbaEngine"]
