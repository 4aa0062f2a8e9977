"""The turn's phases (§4) and the loop that runs everything no player has to decide."""

from __future__ import annotations

from collections import Counter

from rules.core import Event
from rules.elba.cards import letters, pull_letter
from rules.elba.combat import raise_strength, step_arrival, step_fight, step_give_up, step_throw
from rules.elba.content import HAND_LIMIT
from rules.elba.models import ArriveFrame, ElbaState, FightFrame, GiveUpFrame, RaiseFrame


def settle(state: ElbaState, events: list[Event]) -> None:
    """Advance until a player must decide something (or the game is over)."""
    while True:
        if state.phase == "over":
            state.stack.clear()
            return
        if not state.stack:
            state.chain_fights = 0
            if not _advance_phase(state, events):
                return
            continue
        top = state.stack[-1]
        if isinstance(top, ArriveFrame):
            waiting = step_arrival(state, top, events)
        elif isinstance(top, FightFrame):
            waiting = step_fight(state, top, events)
        elif isinstance(top, GiveUpFrame):
            waiting = step_give_up(state, top, events)
        elif isinstance(top, RaiseFrame):
            state.stack.pop()
            raise_strength(state, top.host, events)
            waiting = False
        else:
            step_throw(state, top, events)
            waiting = False
        if waiting:
            return


def _advance_phase(state: ElbaState, events: list[Event]) -> bool:
    """Phase changes nobody has to choose; True when something changed."""
    seat = state.seats[state.active]
    if state.phase == "actions" and state.ap == 0:
        state.phase = "bag"
        return True
    if state.phase == "bag" and not seat.hand:
        state.phase = "keep"
        return True
    if state.phase == "keep" and not seat.bag:  # nothing to keep or drop
        state.keep = ""
        state.phase = "drop"
        return True
    if state.phase == "drop":
        rest = drop_letters(state)
        if len(set(rest)) <= 1:  # one letter left to drop: its order changes nothing
            for ch in rest:
                state.discard.append(pull_letter(seat.bag, ch))
            if rest:
                events.append(Event(kind="drop", data={"seat": state.active, "letters": rest}))
            end_turn(state, events)
            return True
    return False


def drop_letters(state: ElbaState) -> str:
    """Letters still to go from the bag to the discard pile in this cleanup."""
    rest = Counter(letters(state.seats[state.active].bag)) - Counter(state.keep)
    return "".join(sorted(rest.elements()))


def start_actions(state: ElbaState) -> None:
    """§4 Phase 1.3: AP = 7 − hand size, counted once right after the draw."""
    state.ap = max(0, HAND_LIMIT - len(state.seats[state.active].hand))
    state.phase = "actions"


def end_turn(state: ElbaState, events: list[Event]) -> None:
    events.append(
        Event(
            kind="cleanup",
            data={"seat": state.active, "bag": letters(state.seats[state.active].bag)},
        )
    )
    state.keep = ""
    state.ap = 0
    limit = state.options.turn_limit
    if limit and state.turn >= limit:
        state.phase = "over"
        state.ended_by_limit = True
        events.append(Event(kind="turn_limit", data={"turns": state.turn}))
        return
    state.active = (state.active + 1) % state.num_players
    state.turn += 1
    state.phase = "draw"
    events.append(Event(kind="turn", data={"seat": state.active, "turn": state.turn}))
