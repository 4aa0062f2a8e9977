"""Random playouts that check the engine contract's invariants, shared by every game's tests.

``play_random`` plays one seeded game with random legal actions and checks, at every step:
every legal action is accepted, a refused action raises ``IllegalAction`` and leaves the state
identical, the state round-trips through JSON, and the views are JSON-able. At the end it replays
the log from the seed and checks the final state is identical. Game-specific invariants go in
``check``; game-specific illegal moves in ``illegal``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import pytest

from rules.core import Engine, IllegalAction, Rng


@dataclass
class Playout:
    state: Any
    log: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    finished: bool = False


def play_random(
    engine: Engine[Any, Any, Any],
    num_players: int,
    seed: int,
    options: Any = None,
    *,
    max_steps: int = 5000,
    check: Callable[[Any], None] | None = None,
    illegal: Callable[[Any, int], Iterable[Any]] | None = None,
    try_all_legal_every: int = 0,
) -> Playout:
    """Play one random game. ``try_all_legal_every=k`` also applies *every* legal action (on
    copies) at every k-th step, to prove each one is accepted."""
    rng = Rng(s=seed * 7919 + 1)
    state = engine.setup(num_players, options, seed)
    run = Playout(state=state)
    for step in range(max_steps):
        assert engine.State.model_validate_json(state.model_dump_json()) == state
        json.dumps(engine.view(state, None))
        if check is not None:
            check(state)
        seats = engine.to_act(state)
        if not seats:
            assert engine.outcome(state) is not None
            run.finished = True
            break
        assert engine.outcome(state) is None
        seat = rng.choice(seats)
        json.dumps(engine.view(state, seat))
        actions = engine.legal_actions(state, seat)
        assert actions, f"seat {seat} must act but has no legal action (step {step})"
        if try_all_legal_every and step % try_all_legal_every == 0:
            for other in actions:
                engine.apply(state, seat, other)
        if illegal is not None:
            before = state.model_dump_json()
            for bad in illegal(state, seat):
                with pytest.raises(IllegalAction):
                    engine.apply(state, seat, bad)
                assert state.model_dump_json() == before
        for other_seat in range(num_players):
            if other_seat not in seats:
                with pytest.raises(IllegalAction):
                    engine.apply(state, other_seat, actions[0])
        action = rng.choice(actions)
        # the stored form of an action parses back to the same action
        assert engine.parse_action(action.model_dump(mode="json")) == action
        state, _events = engine.apply(state, seat, action)
        run.log.append((seat, action.model_dump(mode="json")))
    run.state = state
    if run.finished:
        assert replay(engine, num_players, seed, options, run.log) == state
    return run


def replay(
    engine: Engine[Any, Any, Any],
    num_players: int,
    seed: int,
    options: Any,
    log: list[tuple[int, dict[str, Any]]],
) -> Any:
    state = engine.setup(num_players, options, seed)
    for seat, data in log:
        state, _ = engine.apply(state, seat, engine.parse_action(data))
    return state
