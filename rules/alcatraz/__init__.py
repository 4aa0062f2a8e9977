"""Alcatraz: The Scapegoat (Kuźnia Gier, 2011): 3–4 prisoners, a secret scapegoat vote every
round, and an escape plan A–F that leaves one of them behind."""

from rules.alcatraz.engine import AlcatrazEngine

__all__ = ["AlcatrazEngine"]
