"""What each seat of Fled sees: all but the hands, the shackle tiles and the order of the stack
(a seat sees its own hand and shackle)."""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from rules.fled.models import SEAT_COLOURS, FledState
from rules.fled.queries import is_night, ranks, standing
from rules.fled.tiles import roll_call_posters


class FledPlayer(TypedDict):
    seat: int
    colour: str
    bunk: int
    pos: list[int] | None
    hand_size: int
    inventory: list[int]
    shackled: bool
    solitary: bool
    escaped: bool
    #: rule 2.20: the score, and the tie-break (the best scroll held, an escape counting 5)
    score: int
    tie_break: int


class PlacedTile(TypedDict):
    tile: int
    x: int
    y: int
    tail: str


class FledView(TypedDict):
    """What a seat sees; ``seat``, ``hand`` and ``shackle`` for a seat only."""

    game: Literal["fled"]
    phase: str
    current: int
    first: int
    turns: int
    plays_left: int
    placed: list[PlacedTile]
    npcs: dict[str, list[int]]
    roll_call: list[int]
    posters: list[list[str]]
    whistle: int
    open_window: int
    night: bool
    governor: list[int]
    stack: int
    discards: list[int]
    players: list[FledPlayer]
    final_turns: int | None
    hard_labor: bool
    escapes: list[int]
    #: the seats that won (rule 2.20, ties broken), once the game is over; empty before
    winners: list[int]
    seat: NotRequired[int]
    hand: NotRequired[list[int]]
    shackle: NotRequired[int | None]


class FledHand(TypedDict):
    """What a seat's hand picture shows of its view: whose hand, its tiles and its shackle."""

    seat: int
    hand: list[int]
    shackle: int | None


def hand_of(view: FledView) -> FledHand:
    """The hand part of a seat's view: the same hand is one picture however the board moved."""
    return {
        "seat": view.get("seat", 0),
        "hand": view.get("hand", []),
        "shackle": view.get("shackle"),
    }


def view_of(state: FledState, seat: int | None) -> FledView:
    players: list[FledPlayer] = []
    for i, p in enumerate(state.prisoners):
        points, tie = standing(p)
        players.append(
            {
                "seat": i,
                "colour": SEAT_COLOURS[i],
                "bunk": p.bunk,
                "pos": list(p.pos) if p.pos is not None else None,
                "hand_size": len(p.hand),
                "inventory": list(p.inventory),
                "shackled": p.shackle is not None,
                "solitary": p.solitary,
                "escaped": p.escaped,
                "score": points,
                "tie_break": tie,
            }
        )
    over = state.phase == "over"
    out: FledView = {
        "game": "fled",
        "phase": state.phase,
        "current": state.current,
        "first": state.first,
        "turns": state.turns,
        "plays_left": state.plays_left,
        "placed": [{"tile": p.tile, "x": p.x, "y": p.y, "tail": p.tail} for p in state.placed],
        "npcs": {k: list(v) for k, v in state.npcs.items()},
        "roll_call": list(state.roll_call),
        "posters": [list(roll_call_posters()[r]) for r in state.roll_call]
        + [list(roll_call_posters()[4])],
        "whistle": state.whistle,
        "open_window": state.open_window,
        "night": is_night(state),
        "governor": list(state.governor),
        "stack": len(state.stack),
        "discards": list(state.discards),
        "players": players,
        "final_turns": state.final_turns,
        "hard_labor": state.hard_labor,
        "escapes": list(state.escapes),
        "winners": [i for i, r in enumerate(ranks(state.prisoners)) if r == 1] if over else [],
    }
    if seat is not None:
        me = state.prisoners[seat]
        out["seat"] = seat
        out["hand"] = list(me.hand)
        out["shackle"] = me.shackle
    return out
