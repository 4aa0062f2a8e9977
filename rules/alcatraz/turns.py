"""§5–§8: the round (new guard, scapegoat vote, actions), turns and action points."""

from __future__ import annotations

from collections import Counter

from rules.alcatraz.actions import Vote
from rules.alcatraz.board import base_ap, can_take_guard, draw_location, enter_guard, finish
from rules.alcatraz.models import State, VoteRecord
from rules.alcatraz.refusals import REFUSE
from rules.alcatraz.tally import goat_turn
from rules.core import Rng

BONUS_MAX = 3


def start_turn(state: State) -> None:
    """§8.2: 3 AP with 3 players, 2 with 4, plus the scapegoat's bonus."""
    seat = state.current
    state.ap = base_ap(state) + (state.bonus if seat == state.scapegoat else 0)
    state.bribed = 0
    state.trade_offers = 0
    state.task_cancels = 0
    if seat == state.scapegoat:
        goat_turn(state)


def end_turn(state: State) -> None:
    state.turn_index += 1
    if state.turn_index < state.num_players:
        start_turn(state)
        return
    end_round(state)


def end_round(state: State) -> None:
    """The next round: per-round limits reset, a new guard (§6), then the vote (§7)."""
    state.round += 1
    state.stamina_used = [False] * state.num_players
    state.stole = [False] * state.num_players
    state.rules_used = [[] for _ in range(state.num_players)]
    state.bribed = 0
    if not new_guard(state):
        return
    state.phase = "vote"
    state.voters = list(range(state.num_players))
    state.candidates = list(range(state.num_players))
    state.ballots = [None] * state.num_players


def new_guard(state: State) -> bool:
    """§6: the scapegoat draws locations until one has fewer than 4 guards; the 21st guard to
    enter play ends the game with everybody losing. False when the game is over."""
    loc = draw_location(state, lambda n: can_take_guard(state, n))
    if loc is None:  # 12 full locations would be 48 guards: cannot happen with 20 in play
        finish(state, [], list(range(state.num_players)), "guards")
        return False
    return enter_guard(state, loc)


def default_ballot(state: State, seat: int) -> Vote:
    """The ballot cast for a voter whose time ran out (§7.2 ruling, knob
    ``vote_timeout_ballot``): himself with "self" when he is on the ballot, else a player on the
    ballot drawn at random. The draw uses a copy of the state's generator mixed with the voter
    and the round: the state does not change, the same position always gives the same ballot,
    and the ballot is then played as the voter's ordinary vote, so replays stay exact."""
    if state.phase not in ("vote", "stay_vote") or seat not in state.voters:
        raise REFUSE("no-ballot")
    if state.ballots[seat] is not None:
        raise REFUSE("already-voted")
    if state.options.vote_timeout_ballot == "self" and seat in state.candidates:
        return Vote(candidate=seat)
    rng = Rng(s=state.rng.s ^ (0xBA110 * (seat + 1)) ^ (state.round << 32))
    return Vote(candidate=state.candidates[rng.randbelow(len(state.candidates))])


def cast(state: State, seat: int, candidate: int) -> None:
    if state.ballots[seat] is not None:
        raise REFUSE("already-voted")
    if candidate not in state.candidates:
        raise REFUSE("not-on-ballot")
    state.ballots[seat] = candidate
    if all(state.ballots[v] is not None for v in state.voters):
        if state.phase == "vote":
            resolve_scapegoat_vote(state)
        else:
            resolve_stay_vote(state)


def resolve_scapegoat_vote(state: State) -> None:
    """§7.3–§7.5: most votes wins; a tie goes to the outgoing scapegoat's choice."""
    ballots = [b for b in state.ballots if b is not None]
    tally = Counter(ballots)
    top = max(tally.values())
    tied = sorted(c for c, n in tally.items() if n == top)
    outgoing = state.scapegoat
    if len(tied) == 1:
        elected = tied[0]
    elif state.ballots[outgoing] in tied:
        elected = state.ballots[outgoing]  # type: ignore[assignment]
    else:  # cannot happen with 3–4 voters (rules §7.3); kept as a safe fallback
        elected = tied[state.rng.randbelow(len(tied))]
    state.elections += 1
    if elected == outgoing:
        state.reelections += 1
        state.bonus = min(BONUS_MAX, state.bonus + 1)
    else:
        state.bonus = 1
    state.scapegoat = elected
    state.last_vote = VoteRecord(
        round=state.round, ballots=ballots, elected=elected, bonus=state.bonus
    )
    state.ballots = []
    state.voters = []
    state.candidates = []
    state.phase = "actions"
    state.turn_order = [(elected + i) % state.num_players for i in range(state.num_players)]
    state.turn_index = 0
    start_turn(state)


def resolve_stay_vote(state: State) -> None:
    """§16.2.3: the most votes stays in prison; a tie is broken at random."""
    tally = Counter(b for b in state.ballots if b is not None)
    top = max(tally.values())
    tied = sorted(c for c, n in tally.items() if n == top)
    stay = tied[state.rng.randbelow(len(tied))] if len(tied) > 1 else tied[0]
    state.ballots = []
    finish(state, [s for s in range(state.num_players) if s != stay], [stay], "escape")
