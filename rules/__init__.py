"""The games as pure engines. ``ENGINES`` maps every game id to its engine object.

Games are found, not listed: every package ``rules/<game>/`` is the game ``<game>`` (its engine is
the :class:`Engine` subclass named in its ``__all__`` whose ``id`` is that name), and
:func:`register` adds a game kept anywhere else (a test's game). Engines are imported on first
use, so that importing one game (or ``rules.core``) does not load the content of all the others;
and nothing here imports ``rules.core`` (nor pydantic) before it is asked for, so that a module
needing only a game's content, tiles or views (a picture worker) does not load them
(:func:`lazy_engine`).
"""

from __future__ import annotations

import pkgutil
from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules.core import Engine, Event, IllegalAction, Outcome, Rng

#: what this package passes on from ``rules.core``, imported when first asked for
_CORE = frozenset({"Engine", "Event", "IllegalAction", "Outcome", "Rng"})

#: game id -> "module" or "module:EngineClass", filled by the scan of this package and register()
_REGISTRY: dict[str, str] = {
    game.name: f"{__name__}.{game.name}" for game in pkgutil.iter_modules(__path__) if game.ispkg
}
_LOADED: dict[str, Engine[Any, Any, Any]] = {}


def register(game_id: str, target: str) -> None:
    """Make ``game_id`` a game: ``target`` is its engine, ``"module:EngineClass"`` (or a module
    exporting one engine of that id), imported on first use."""
    _REGISTRY[game_id] = target
    _LOADED.pop(game_id, None)


def unregister(game_id: str) -> None:
    """Forget a game added by :func:`register` (a test's game, once its test is over)."""
    _REGISTRY.pop(game_id, None)
    _LOADED.pop(game_id, None)


def game_ids() -> tuple[str, ...]:
    """Every game's id, sorted, without importing any engine."""
    return tuple(sorted(_REGISTRY))


def lazy_engine(package: str, name: str) -> Callable[[str], Any]:
    """A game package's module ``__getattr__``: its engine ``name`` (``package.engine.name``),
    imported when first asked for (``from rules.fled import FledEngine``), not with the package."""

    def __getattr__(attribute: str) -> Any:
        if attribute == name:
            return getattr(import_module(f"{package}.engine"), name)
        raise AttributeError(f"module {package!r} has no attribute {attribute!r}")

    return __getattr__


def _load(game_id: str) -> Engine[Any, Any, Any]:
    from rules.core import Engine

    target, _, name = _REGISTRY[game_id].partition(":")
    module = import_module(target)
    if name:
        cls = getattr(module, name)
    else:  # what the module exports: a game package's engine is imported when asked for
        exported = [getattr(module, key) for key in getattr(module, "__all__", vars(module))]
        (cls,) = {
            value
            for value in exported
            if isinstance(value, type)
            and issubclass(value, Engine)
            and getattr(value, "id", None) == game_id
        }
    engine: Engine[Any, Any, Any] = cls()
    return engine


def get_engine(game_id: str) -> Engine[Any, Any, Any]:
    """The engine for ``game_id``; a readable error for an unknown game."""
    if game_id not in _REGISTRY:
        from rules.core import REFUSE

        known = ", ".join(game_ids())
        raise REFUSE("unknown-game", name=repr(game_id), known=known)
    if game_id not in _LOADED:
        _LOADED[game_id] = _load(game_id)
    return _LOADED[game_id]


def __getattr__(name: str) -> Any:
    if name == "ENGINES":
        return {game_id: get_engine(game_id) for game_id in game_ids()}
    if name in _CORE:
        return getattr(import_module("rules.core"), name)
    raise AttributeError(name)


__all__ = [
    "ENGINES",
    "Engine",
    "Event",
    "IllegalAction",
    "Outcome",
    "Rng",
    "game_ids",
    "get_engine",
    "lazy_engine",
    "register",
    "unregister",
]
