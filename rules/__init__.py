"""The games as pure engines. ``ENGINES`` maps every game id to its engine object."""

from __future__ import annotations

from typing import Any

from rules.core import Engine, Event, IllegalAction, Outcome, Rng
from rules.fugitive import FugitiveEngine

ENGINES: dict[str, Engine[Any, Any, Any]] = {
    engine.id: engine for engine in (FugitiveEngine(),)
}


def get_engine(game_id: str) -> Engine[Any, Any, Any]:
    """The engine for ``game_id``; a readable error for an unknown game."""
    try:
        return ENGINES[game_id]
    except KeyError:
        known = ", ".join(sorted(ENGINES))
        raise IllegalAction(f"There is no game called {game_id!r}. Games: {known}.") from None


__all__ = ["ENGINES", "Engine", "Event", "IllegalAction", "Outcome", "Rng", "get_engine"]
