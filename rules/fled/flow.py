"""The turn order of Fled: the steps of a turn, the turn's end, the final round and the end of
the game (rules 2.13, 2.18, 2.19)."""

from __future__ import annotations

from rules.core import Event, event
from rules.fled.models import FledState
from rules.fled.queries import bunk_cell


def settle(state: FledState, events: list[Event]) -> None:
    """Skip steps the current player has no tile for (possible only in the final round)."""
    hand = state.prisoners[state.current].hand
    if state.phase == "place" and not hand:
        state.phase = "play"
        state.plays_left = 2
    if state.phase == "play" and (state.plays_left <= 0 or not hand):
        state.phase = "draw"
        state.plays_left = 0


def start_turn(state: FledState, events: list[Event]) -> None:
    state.phase = "place"
    state.plays_left = 0
    events.append(event(kind="turn", data={"seat": state.current}))
    settle(state, events)


def finish_turn(state: FledState, events: list[Event]) -> None:
    while True:
        state.turns += 1
        if state.final_turns is not None:
            state.final_turns -= 1
        if state.hard_labor or state.final_turns == 0:
            state.phase = "over"
            state.plays_left = 0
            events.append(event(kind="game_over", data={"reason": end_reason(state)}))
            return
        state.current = (state.current + 1) % state.num_players
        nxt = state.prisoners[state.current]
        if not nxt.solitary:
            start_turn(state, events)
            return
        # rule 2.13: out of the hole to the bunk, shackle to the Governor, turn lost
        nxt.solitary = False
        nxt.pos = bunk_cell(state, state.current)
        if nxt.shackle is not None:
            state.governor.append(nxt.shackle)
        events.append(event(kind="released", data={"seat": state.current, "tile": nxt.shackle}))
        nxt.shackle = None


def end_reason(state: FledState) -> str:
    if state.hard_labor:
        return "hard labor"
    return "escape"
