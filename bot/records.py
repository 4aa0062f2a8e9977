"""A game as a record anyone can keep: its game, options, seed, seats and every action, from
which ``python -m bot replay FILE`` rebuilds it move by move (``/game export`` hands it out).

Only a finished game has a record to give: the log of a running one holds every secret (a
Fugitive's hideout cards, a hand drawn, a vote). The record names seats by the names the table
showed, never by Discord ids, and carries a fingerprint of the final position so that a rebuild
can say it arrived exactly where the game did.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel, Field

from rules import get_engine
from rules.core import Event

#: the record's layout; a reader refuses a record written in a later one
FORMAT = 1


class Step(BaseModel):
    seat: int
    action: dict[str, Any]


class Record(BaseModel):
    format: int = Field(default=FORMAT, le=FORMAT)
    game: str
    table: int
    options: dict[str, Any]
    seed: int
    #: the seats' names as the table showed them, in seat order
    players: list[str]
    actions: list[Step]
    #: the result as the table recorded it (a forfeit or an abandon included)
    outcome: dict[str, Any] | None
    #: SHA-256 of the final position's JSON
    final: str


def fingerprint(state: Any) -> str:
    return hashlib.sha256(state.model_dump_json().encode()).hexdigest()


def positions(
    game: str, players: int, options: dict[str, Any], seed: int, moves: list[Step]
) -> Iterator[tuple[Any, list[Event]]]:
    """Every position of a game, replayed from its setup (with no events) through each move
    (with that move's events)."""
    engine = get_engine(game)
    state = engine.setup(players, engine.load_options(options), seed)
    yield state, []
    for move in moves:
        state, events = engine.apply(state, move.seat, engine.parse_action(move.action))
        yield state, events


def rebuild(record: Record) -> Any:
    """The final position, replayed from the record's seed, options and actions."""
    *_, (state, _) = positions(
        record.game, len(record.players), record.options, record.seed, record.actions
    )
    return state
