"""Public counts kept for ``simulate``'s statistics (``State.tallies``): how often each seat
stole, rioted and played blackmail, and, for the scapegoat, the rounds where a task on the board
would have left him behind and whether he got in its way. Nothing here changes play."""

from __future__ import annotations

from rules.alcatraz.actions import Action, PlayBlackmail, Riot, Steal
from rules.alcatraz.models import State, Tally
from rules.alcatraz.tasks import card_of, mark, stayers

OBSTRUCTIONS = (Steal, Riot, PlayBlackmail)


def tally(state: State, seat: int) -> Tally:
    while len(state.tallies) < state.num_players:  # a game saved before the tallies
        state.tallies.append(Tally())
    return state.tallies[seat]


def left_out(state: State, seat: int) -> bool:
    """Would a task on the board, completed by a prisoner other than ``seat`` and the
    scapegoat, end the game with ``seat`` among those who may stay (the reward card aside)?"""
    for task in state.tasks:
        step = card_of(task).step
        for performer, p in enumerate(state.players):
            if performer in (seat, state.scapegoat) or step in p.plan:
                continue
            plan = p.plan
            mark(state, performer, step)
            stays = stayers(state)
            p.plan = plan
            if seat in stays:
                return True
    return False


def goat_turn(state: State) -> None:
    """The scapegoat's turn starts (he plays first in the round)."""
    record = tally(state, state.scapegoat)
    record.goat_rounds += 1
    state.exposed = left_out(state, state.scapegoat)
    record.exposed += 1 if state.exposed else 0


def acted(state: State, seat: int, action: Action) -> None:
    if not isinstance(action, OBSTRUCTIONS):
        return
    record = tally(state, seat)
    if isinstance(action, Steal):
        record.steals += 1
    elif isinstance(action, Riot):
        record.riots += 1
    else:
        record.blackmail += 1
    if state.exposed and seat == state.scapegoat:
        record.obstructed += 1
        state.exposed = False
