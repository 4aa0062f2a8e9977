"""Positions of whole games for the narration tests: every position a game passes through,
with what the move that led there caused."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

from rules.core import Engine, Event, Rng


class Position(NamedTuple):
    state: Any
    seat: int  # -1 once the game is over
    legal: list[Any]
    events: list[Event]  # what the move that led here caused


def walk(
    engine: Engine[Any, Any, Any], state: Any, rng: Rng, random_share: int
) -> Iterator[Position]:
    """Every position of one game from ``state`` (the computer player's moves, half of them
    random ones when ``random_share``), the last one finished."""
    events: list[Event] = []
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        yield Position(state, seat, legal, events)
        if random_share and rng.randbelow(2):
            action = rng.choice(legal)
        else:
            action = engine.bot_action(state, seat, rng)
        state, events = engine.apply(state, seat, action)
    yield Position(state, -1, [], events)
