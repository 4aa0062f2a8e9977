"""The scapegoat's turn, and where a prisoner moves guards.

The scapegoat cannot complete tasks and gets no plan step from them this round. Playing for
himself he: turns against a task only when its completion this round could end the game with
him left behind; plays blackmail that serves him (cash, an item he needs, guards off the task
he is preparing); stands in for a task that needs his pawn when the escape it may bring would
not leave him behind; and otherwise prepares his own next task and runs errands."""

from __future__ import annotations

from rules.alcatraz import blackmail as bm
from rules.alcatraz.actions import (
    Action,
    GuardMove,
    GuardStop,
    Riot,
    Steal,
    UseLocation,
)
from rules.alcatraz.ai_act import pursue
from rules.alcatraz.ai_plan import best_task, choice_for, needs_of
from rules.alcatraz.ai_world import (
    CASH_SPOT,
    RADIO,
    STAMINA_SPOT,
    plan_task,
    rounds_left,
    short_of,
    spare_items,
    stay_chance,
    turn_ap,
)
from rules.alcatraz.board import guards_at, side
from rules.alcatraz.content import blackmail, tasks
from rules.alcatraz.legal import reason
from rules.alcatraz.models import State

Threat = tuple[int, int]  # (task location, prisoner about to complete it)


def _ok(state: State, seat: int, action: Action) -> bool:
    return reason(state, seat, action) is None


def threats(state: State, seat: int) -> list[Threat]:
    """Tasks another prisoner can complete this round whose escape would leave me behind.
    None in the last round: losing to the guards would not save me, only spite the others."""
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


def scapegoat_step(state: State, seat: int) -> Action | None:
    if state.ap < 1:
        return None
    danger = threats(state, seat)
    if danger:
        hit = _sabotage(state, seat, danger)
        if hit is not None:
            return hit
    card = _blackmail_for_me(state, seat)
    if card is not None:
        return card
    choice = choice_for(state, seat)
    if choice is None:
        return None
    return pursue(state, seat, choice)


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
        if good and _ok(state, seat, play):
            return play
    if me.location == RADIO and side(state, RADIO).effect.kind == "move_guards":
        use = UseLocation()
        if _ok(state, seat, use):
            return use
    if me.location == loc:
        for src in sorted(n for n in range(1, 13) if guards_at(state, n) > 0):
            riot = Riot(source=src)
            if _ok(state, seat, riot):
                return riot
    if me.location == victim.location:
        for item in sorted(set(victim.items)):
            if item in card.items and _ok(state, seat, Steal(target=worker, what=item)):
                return Steal(target=worker, what=item)
    return None


def _safe_for_me(state: State, seat: int, step: str) -> bool:
    """No prisoner completing a task of ``step`` would leave me behind."""
    return all(
        stay_chance(state, w, step, seat) < 0.5
        for w in range(state.num_players)
        if w not in (seat, state.scapegoat)
    )


def _blackmail_for_me(state: State, seat: int) -> Action | None:
    """Cards that serve the scapegoat himself: cash from everybody, an item his next task
    needs; and, where the escape it brings closer would not leave him behind, a guard off a
    task watched by more guards than it allows, a task nobody can use replaced or moved."""
    me = state.players[seat]
    if not me.blackmail:
        return None
    need = needs_of(state, seat)
    short = short_of(need, me.items) if need else []
    others_cash = sum(p.cash for s, p in enumerate(state.players) if s != seat)
    crowded = [
        t.location
        for t in state.tasks
        if guards_at(state, t.location) > tasks()[t.card].max_guards
        and _safe_for_me(state, seat, tasks()[t.card].step)
    ]
    everyone = set.intersection(*(set(p.plan) for p in state.players))
    for play in bm.candidates(state, seat):
        kind = blackmail()[play.card].kind
        good = False
        if kind == "protection":
            good = others_cash >= 2 and me.cash < state.options.track_max
        elif kind == "pickpocket":
            victim = state.players[play.target if play.target is not None else 0]
            theirs = spare_items(victim.items, needs_of(state, play.target or 0))
            good = play.what in short and play.what in theirs
        elif kind in ("tipoff", "lockdown"):
            good = bool(crowded)
        elif kind == "replace_task" and play.location is not None:
            card = tasks()[next(t.card for t in state.tasks if t.location == play.location)]
            good = card.step in everyone or guards_at(state, play.location) >= 3
        elif kind == "paperwork" and play.location is not None:
            good = guards_at(state, play.location) >= 3
        if good and _ok(state, seat, play):
            return play
    return None


# -- guard moves -------------------------------------------------------------------------------


def _importance(state: State, loc: int) -> int:
    """How much a guard on ``loc`` gets in the prisoners' way."""
    if any(t.location == loc for t in state.tasks):
        return 10
    fx = side(state, loc).effect
    if fx.kind == "take" and any(state.board_items[loc - 1].values()):
        return 4
    if loc in (CASH_SPOT, STAMINA_SPOT):
        return 3
    if sum(1 for p in state.players if p.location == loc):
        return 2
    return 1


def guard_move(state: State, seat: int, actions: list[Action]) -> Action:
    moves = [a for a in actions if isinstance(a, GuardMove)]
    danger = threats(state, seat) if seat == state.scapegoat else []
    if danger:
        loc = danger[0][0]
        onto = [a for a in moves if a.to == loc and a.source != loc]
        if onto:
            return min(onto, key=lambda a: (_importance(state, a.source), a.source))
        if GuardStop() in actions:
            return GuardStop()
        moves = [a for a in moves if a.source != loc] or moves
    # help: a guard off the task that has the most guards over its limit
    worst: tuple[int, int] | None = None
    mine = best_task(state, seat, rivals=False)
    for t in state.tasks:
        card = tasks()[t.card]
        over = guards_at(state, t.location) - card.max_guards
        if mine is not None and mine[1].location == t.location:
            over += 1
        if over > 0 and (worst is None or over > worst[0]):
            worst = (over, t.location)
    if worst is not None:
        away = [a for a in moves if a.source == worst[1]]
        if away:
            return min(
                away, key=lambda a: (_importance(state, a.to), -guards_at(state, a.to), a.to)
            )
    if GuardStop() in actions:
        return GuardStop()
    return min(
        moves,
        key=lambda a: (
            _importance(state, a.to) - _importance(state, a.source),
            -guards_at(state, a.to),
            a.source,
            a.to,
        ),
    )
