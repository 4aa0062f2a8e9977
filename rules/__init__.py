"""The games as pure engines. ``ENGINES`` maps every game id to its engine object."""

from __future__ import annotations

from functools import cache
from importlib import import_module
from typing import Any

from rules.core import REFUSE, Engine, Event, IllegalAction, Outcome, Rng

#: game id -> "module:EngineClass"; engines are imported on first use so that importing one
#: game (or ``rules.core``) does not load the content of all the others.
_REGISTRY = {
    "fugitive": "rules.fugitive:FugitiveEngine",
    "fled": "rules.fled:FledEngine",
    "elba": "rules.elba:ElbaEngine",
    "alcatraz": "rules.alcatraz:AlcatrazEngine",
}


@cache
def _engines() -> dict[str, Engine[Any, Any, Any]]:
    found: dict[str, Engine[Any, Any, Any]] = {}
    for game_id, target in _REGISTRY.items():
        module, cls = target.split(":")
        found[game_id] = getattr(import_module(module), cls)()
    return found


def get_engine(game_id: str) -> Engine[Any, Any, Any]:
    """The engine for ``game_id``; a readable error for an unknown game."""
    engines = _engines()
    try:
        return engines[game_id]
    except KeyError:
        known = ", ".join(sorted(engines))
        raise REFUSE("unknown-game", name=repr(game_id), known=known) from None


def __getattr__(name: str) -> Any:
    if name == "ENGINES":
        return _engines()
    raise AttributeError(name)


__all__ = ["ENGINES", "Engine", "Event", "IllegalAction", "Outcome", "Rng", "get_engine"]
