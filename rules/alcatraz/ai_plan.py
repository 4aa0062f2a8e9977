"""A computer prisoner's choice of what to work on: the board's tasks weighed by what each
would give this prisoner against its cost in action points, and small errands (cash for
bribes, stamina for action points, a blackmail card that keeps voters away) when no task is
worth walking to. Every function reads only what the seat can see."""

from __future__ import annotations

from dataclasses import dataclass

from rules.alcatraz.ai_world import (
    CASH_SPOT,
    INF,
    STAMINA_SPOT,
    WARDEN,
    Plan,
    deficit,
    dist_table,
    memo,
    plan_task,
    rounds_left,
    stay_chance,
    turn_ap,
    win_chance,
)
from rules.alcatraz.board import base_ap, guards_at, side
from rules.alcatraz.content import tasks
from rules.alcatraz.models import State

#: what one more plan step of one's own is worth, in action points
OWN_STEP = 5.0
#: a step that brings an escape with oneself among the escapees closer (fewer steps missing
#: from the sheets of everybody but one other prisoner)
NEW_STEP = 5.0
#: being the only one with a step: nobody can escape without you
ONLY_STEP = 1.0
#: any task: the board turns over and the others draw a reward step
BASE = 2.0
#: the escape, with oneself among the escapees
WIN = 20.0
#: another prisoner will finish this task first
RACE = 4.0
#: the completion would end the game with this prisoner left behind
LEFT_BEHIND = 12.0


@dataclass(frozen=True)
class Option:
    kind: str  # "task", "cash", "stamina", "card"
    #: how much the choice is worth from where the prisoner stands (value minus cost)
    score: float
    target: int
    stop: int
    plan: Plan | None = None


def task_value(state: State, seat: int, step: str, helpers: int) -> float:
    """What performing a task of ``step`` is worth to ``seat``: a step of his own (he is less
    likely to be the one left behind), a step bringing an escape with him closer, the escape
    itself; helpers earn a reward step too."""
    me = state.players[seat]
    value = 0.0
    if step not in me.plan:
        value += OWN_STEP
    plans = [p.plan for p in state.players]
    before = deficit(plans, seat)
    plans[seat] += step
    if deficit(plans, seat) < before:
        value += NEW_STEP
    if not any(step in p.plan for s, p in enumerate(state.players) if s != seat):
        value += ONLY_STEP
    value += WIN * win_chance(state, seat, step, seat)
    value += BASE + 1.0 * helpers
    return value


def plans_for(state: State, seat: int) -> list[Plan]:
    """The tasks ``seat`` could work on (one-prisoner tasks, and those whose crew he is in)."""
    out = []
    for t in state.tasks:
        plan = plan_task(state, seat, t.location, tasks()[t.card])
        if plan.cost < INF:
            out.append(plan)
    return out


def _rival_faster(state: State, seat: int, plan: Plan) -> bool:
    """Another prisoner (not the scapegoat) can finish this one-prisoner task sooner."""
    if plan.card.prisoners > 1:
        return False
    mine = plan.cost
    order = state.turn_order
    for s in range(state.num_players):
        if s in (seat, state.scapegoat):
            continue
        theirs = plan_task(state, s, plan.location, plan.card, fresh=False).cost
        if theirs >= INF:
            continue
        if theirs < mine or (theirs == mine and order.index(s) < order.index(seat)):
            return True
    return False


def score_plan(state: State, seat: int, plan: Plan, rivals: bool = True) -> float:
    """Value minus cost in action points (a crew's waiting counted in rounds of action points),
    less if a rival gets there first or if the escape it may bring would leave ``seat``
    behind; -INF when it cannot be done before the 21st guard."""
    value = task_value(state, seat, plan.card.step, len(plan.helpers))
    cost = plan.cost + base_ap(state) * plan.wait
    budget = (rounds_left(state) + 1) * turn_ap(state, seat) + 2
    if cost > budget + 2:
        return -INF
    doers = [seat]
    if seat == state.scapegoat:
        # he cannot perform a task this round: he prepares it, or helps the crew he is in
        doers = [s for s in plan.helpers if s != seat] or [seat]
        if plan.helpers:
            value -= OWN_STEP if plan.card.step not in state.players[seat].plan else 0.0
    score = value - cost
    if rivals and _rival_faster(state, seat, plan):
        score -= RACE
    risk = max(stay_chance(state, w, plan.card.step, seat) for w in doers)
    if risk >= 0.5 and rounds_left(state) > 0:
        score -= LEFT_BEHIND
    return score


def best_task(state: State, seat: int, rivals: bool = True) -> tuple[float, Plan] | None:
    cache = memo(state)
    key = ("best", seat, rivals)
    if key not in cache:
        cache[key] = _best_task(state, seat, rivals)
    return cache[key]  # type: ignore[no-any-return]


def _best_task(state: State, seat: int, rivals: bool) -> tuple[float, Plan] | None:
    best: tuple[float, Plan] | None = None
    for plan in plans_for(state, seat):
        score = score_plan(state, seat, plan, rivals)
        if score <= -INF:
            continue
        if best is None or (score, -plan.location) > (best[0], -best[1].location):
            best = (score, plan)
    return best


def errands(state: State, seat: int, via: int | None = None) -> list[Option]:
    """Cash (bribes, free exchanges, the stay tie-break), stamina (action points), a blackmail
    card (voters avoid electing a prisoner who holds one). With ``via`` (the next stop of a
    task) an errand costs only the detour it adds."""
    me = state.players[seat]
    dist = dist_table(state)
    here = me.location
    top = state.options.track_max
    # as at the start of the turn: spending stamina does not change what is worth fetching
    stamina = me.stamina + (1 if state.stamina_used[seat] else 0)
    out = []
    wants = (
        (CASH_SPOT, "cash", 2.0 if me.cash < 2 else 0.5 if me.cash < top - 2 else 0.0),
        (STAMINA_SPOT, "stamina", 2.0 if stamina < 2 else 0.0),
        (WARDEN, "card", 1.5 if not me.blackmail else 0.0),
    )
    for loc, kind, worth in wants:
        fx = side(state, loc).effect
        if worth <= 0 or loc in state.rules_used[seat] or guards_at(state, loc) >= 3:
            continue
        if fx.kind not in ("cash", "stamina", "draw") or fx.exchange:
            continue
        d = dist[here][loc]
        if d >= INF:
            continue
        if via is not None:
            d = d + dist[loc][via] - dist[here][via]
        cost = d + side(state, loc).cost + (1 if guards_at(state, loc) == 2 else 0)
        if kind == "stamina" and fx.amount >= 3:
            worth += 0.5
        out.append(Option(kind, worth - cost, loc, loc))
    return out


def needs_of(state: State, seat: int) -> dict[str, int]:
    """The items of the task a prisoner is most likely working on (public guess)."""
    best = best_task(state, seat, rivals=False)
    return dict(best[1].card.items) if best else {}


def choice_for(state: State, seat: int) -> Option | None:
    """What ``seat`` works on now: the best task (for the scapegoat, who cannot perform one
    this round, the task he prepares for the next round or the crew he stands in for), with an
    errand when its detour is worth it; errands alone when no task is. The choice does not
    depend on the action points left, and its score rises with every step along its route:
    a prisoner who only steps where the choice is worth more never walks back and forth."""
    cache = memo(state)
    if ("choice", seat) in cache:
        return cache[("choice", seat)]  # type: ignore[no-any-return]
    best = best_task(state, seat)
    choice: Option | None = None
    if best is not None:
        task = choice = Option("task", best[0], best[1].location, best[1].stop, best[1])
        for errand in errands(state, seat, via=best[1].stop):
            # an errand on the way: worth its gain on top of the task it leads back to
            if errand.score > 0 and task.score + errand.score > choice.score:
                choice = Option(errand.kind, task.score + errand.score, errand.target, errand.stop)
    else:
        for errand in errands(state, seat):
            if choice is None or errand.score > choice.score:
                choice = errand
    cache[("choice", seat)] = choice
    return choice
