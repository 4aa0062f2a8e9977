"""The computer prisoner as it played before issue 25 (main at 8f99875), kept only to measure
the new one against it: ``python -m bot simulate alcatraz --players 3 --seat-ai
0=ai,1=ai,2=tests.rules.alcatraz.ai_before:choose_action --swap`` and ``test_ai.py``'s seat
swap. It lives in tests/ so that the product holds one computer; everything that did not
change is today's code. Delete it once no measurement needs it.

What differs from today's: a threat is only a task another prisoner can complete within his
next turn with an even chance or more of leaving this prisoner behind; the scapegoat gets in
its way only where he already stands (no walking to the victim or the task, no carrying the
stolen item away); a prisoner who is not the scapegoat never does; ballots do not shy away
from a prisoner whom a task would leave behind.
"""

from __future__ import annotations

from typing import Any

from rules.alcatraz import blackmail as bm
from rules.alcatraz.actions import Action, EndTurn, Riot, Steal, UseLocation, Vote
from rules.alcatraz.ai import checked, task_here, work_on
from rules.alcatraz.ai_act import ok
from rules.alcatraz.ai_goat import guard_move_against, own_errands
from rules.alcatraz.ai_plan import choice_for
from rules.alcatraz.ai_social import ballot_weight, vote
from rules.alcatraz.ai_world import RADIO, plan_task, rounds_left, stay_chance, thinking, turn_ap
from rules.alcatraz.board import guards_at, side
from rules.alcatraz.content import blackmail, tasks
from rules.alcatraz.legal import legal, mode
from rules.alcatraz.models import State
from rules.core import Rng

Threat = tuple[int, int]  # (task location, prisoner about to complete it)


def choose_action(engine: Any, state: State, seat: int, rng: Rng) -> Action:
    with thinking(state):
        m = mode(state)
        pick: Action | None
        if m == "vote":
            pick = _vote(state, seat, list(state.candidates))
        elif m == "guards":
            danger = _threats(state, seat) if seat == state.scapegoat else []
            where = danger[0][0] if danger else None
            pick = guard_move_against(state, seat, legal(state, seat), where)
        elif m != "main" or seat != state.current:
            return engine.bot_action(state, seat, rng)  # type: ignore[no-any-return]
        elif seat == state.scapegoat:
            pick = _scapegoat_step(state, seat) or EndTurn()
        else:
            pick = task_here(state, seat) or work_on(state, seat, choice_for(state, seat))
            pick = pick or EndTurn()
        return checked(state, seat, m, pick, rng)


def _threats(state: State, seat: int) -> list[Threat]:
    if rounds_left(state) == 0:
        return []
    out = []
    for t in state.tasks:
        card = tasks()[t.card]
        for w in range(state.num_players):
            if w in (seat, state.scapegoat):
                continue
            if stay_chance(state, w, card.step, seat) < 0.5:
                continue
            plan = plan_task(state, w, t.location, card, fresh=False)
            if plan.cost <= turn_ap(state, w) and plan.wait == 0:
                out.append((t.location, w))
    return out


def _scapegoat_step(state: State, seat: int) -> Action | None:
    if state.ap < 1:
        return None
    danger = _threats(state, seat)
    hit = _sabotage(state, seat, danger) if danger else None
    return hit or own_errands(state, seat)


def _sabotage(state: State, seat: int, danger: list[Threat]) -> Action | None:
    me = state.players[seat]
    loc, worker = danger[0]
    card = tasks()[next(t.card for t in state.tasks if t.location == loc)]
    victim = state.players[worker]
    for play in bm.candidates(state, seat):
        kind = blackmail()[play.card].kind
        good = False
        if kind in ("replace_task", "paperwork"):
            good = play.location == loc
        elif kind == "shakedown" or kind == "pickpocket":
            good = play.target == worker and play.what in card.items
        elif kind == "transfer":
            good = play.target == worker and play.location != loc
        elif kind in ("tipoff", "lockdown"):
            good = guards_at(state, loc) + 1 - victim.cash > card.max_guards
        if good and ok(state, seat, play):
            return play
    if me.location == RADIO and side(state, RADIO).effect.kind == "move_guards":
        use = UseLocation()
        if ok(state, seat, use):
            return use
    if me.location == loc:
        for src in sorted(n for n in range(1, 13) if guards_at(state, n) > 0):
            riot = Riot(source=src)
            if ok(state, seat, riot):
                return riot
    if me.location == victim.location:
        for item in sorted(set(victim.items)):
            if item in card.items and ok(state, seat, Steal(target=worker, what=item)):
                return Steal(target=worker, what=item)
    return None


def _vote(state: State, seat: int, options: list[int]) -> Vote:
    if state.phase == "stay_vote":
        return vote(state, seat, options)  # unchanged
    others = [c for c in options if c != seat] or options
    return Vote(candidate=min(others, key=lambda c: (ballot_weight(state, seat, c), c)))
