"""What each seat of Fled sees: all but the hands, the shackle tiles and the order of the stack
(a seat sees its own hand and shackle)."""

from __future__ import annotations

from typing import Any

from rules.fled.models import SEAT_COLOURS, FledState
from rules.fled.queries import is_night, score
from rules.fled.tiles import roll_call_posters


def view_of(state: FledState, seat: int | None) -> dict[str, Any]:
    players = []
    for i, p in enumerate(state.prisoners):
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
                "score": score(p),
            }
        )
    out: dict[str, Any] = {
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
    }
    if seat is not None:
        me = state.prisoners[seat]
        out["seat"] = seat
        out["hand"] = list(me.hand)
        out["shackle"] = me.shackle
    return out
