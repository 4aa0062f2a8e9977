"""Helpers for the statistics tests of every game: the figures of one move, and the figures
tallied with what a seat cannot see drawn anew at every step.

This module holds no tests (hence no ``test_`` prefix).
"""

from __future__ import annotations

from typing import Any

from rules.core import Engine, Rng, Statistics


def one_move(engine: Engine[Any, Any, Any, Any], state: Any, seat: int, action: Any) -> Statistics:
    """The figures of ``seat``'s ``action`` from ``state`` (the end's count included)."""
    return engine.statistics(state, [(seat, action)])


def redrawn(
    engine: Engine[Any, Any, Any, Any],
    setup: Any,
    moves: list[tuple[int, Any]],
    seat: int,
    rng: Rng,
) -> Statistics:
    """The figures of a game tallied as ``Engine.statistics`` does, but each public view from a
    position where what ``seat`` cannot see is drawn anew (the end too): a figure that read a
    secret would change."""
    stats = Statistics(seats=[{} for _ in range(engine.num_players(setup))])
    state = setup
    before = engine.view(engine.resample_hidden(state, seat, rng), None)
    for mover, action in moves:
        state, events = engine.apply(state, mover, action)
        after = engine.view(engine.resample_hidden(state, seat, rng), None)
        engine._tally(stats, mover, before, after, [e for e in events if e.to is None])
        before = after
    engine._tally_end(stats, engine.resample_hidden(state, seat, rng))
    return stats
