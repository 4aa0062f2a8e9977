"""The scapegoat's turn, getting in a task's way, and where a prisoner moves guards.

The scapegoat cannot complete tasks and gets no plan step from them this round, so he is the
one a completed task most often leaves behind. Playing for himself he: gets in the way of a
task whose completion could end the game with him left behind — the rulebook's advice, « Le
mieux est de voler un gage permettant d'accomplir la tâche »: he walks to steal an item it
needs and carries it out of reach, riots a guard onto it, plays blackmail against it or moves
guards from the Radio Room; plays blackmail that serves him (cash, an item he needs, guards
off the task he is preparing); stands in for a task that needs his pawn when the escape it
may bring would not leave him behind; and otherwise prepares his own next task and runs
errands. Another prisoner a task would leave behind gets in its way too, when he has no task
of his own to finish this turn (:func:`rules.alcatraz.ai.worker_step`)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.alcatraz import blackmail as bm
from rules.alcatraz.actions import (
    Action,
    GuardMove,
    GuardStop,
    Move,
    Riot,
    Stamina,
    Steal,
    UseLocation,
)
from rules.alcatraz.ai_act import pursue, step_towards
from rules.alcatraz.ai_plan import best_task, choice_for, needs_of
from rules.alcatraz.ai_world import (
    CASH_SPOT,
    INF,
    RADIO,
    STAMINA_SPOT,
    crew,
    dist_table,
    rounds_left,
    short_of,
    spare_items,
    stay_chance,
    turn_ap,
)
from rules.alcatraz.blackmail import steal_options
from rules.alcatraz.board import extra_under, guards_at, neighbours, side
from rules.alcatraz.content import GUN, MAX_GUARDS_HERE, TaskCard, blackmail, tasks
from rules.alcatraz.legal import reason
from rules.alcatraz.models import State


def _ok(state: State, seat: int, action: Action) -> bool:
    return reason(state, seat, action) is None


#: the chance of being left behind worth getting in a task's way for: a reward card that
#: completes the plan for the others (one step of six missing) is enough
RISK = 0.15


@dataclass(frozen=True)
class Threat:
    """A task whose completion by one of ``workers`` could end the game with me left behind."""

    location: int
    card: TaskCard
    workers: tuple[int, ...]


def threats(state: State, seat: int) -> list[Threat]:
    """Tasks whose completion by another prisoner could end the game with me left behind,
    however far they are from it: where the pawns stand plays no part, so that walking
    towards a victim does not make the threat come and go. None in the last round: losing to
    the guards would not save me, only spite the others."""
    if rounds_left(state) == 0:
        return []
    out = []
    for t in state.tasks:
        card = tasks()[t.card]
        workers = tuple(
            w
            for w in range(state.num_players)
            if w not in (seat, state.scapegoat) and stay_chance(state, w, card.step, seat) >= RISK
        )
        if workers:
            out.append(Threat(t.location, card, workers))
    return out


def scapegoat_step(state: State, seat: int) -> Action | None:
    danger = threats(state, seat)
    if danger:
        hit = sabotage(state, seat, danger)
        if hit is not None:
            return hit
    errand = own_errands(state, seat) if state.ap >= 1 else None
    return None if kept_away(state, seat, errand) else errand


def own_errands(state: State, seat: int) -> Action | None:
    """Nothing to get in the way of: blackmail that serves me, else my own next task."""
    card = _blackmail_for_me(state, seat)
    if card is not None:
        return card
    choice = choice_for(state, seat)
    if choice is None:
        return None
    return pursue(state, seat, choice)


def sabotage(state: State, seat: int, danger: list[Threat]) -> Action | None:
    """Blackmail against the first threat (the scapegoat only); else the cheapest way in a
    threat's way within this turn's action points (the steal first on a tie), walked to;
    with none left, an item stolen this round is carried out of reach."""
    if state.ap >= 1:
        play = _blackmail_against(state, seat, danger)
        if play is not None:
            return play
    spare_ap = state.ap + (1 if _ok(state, seat, Stamina()) else 0)
    best: tuple[int, int, Action, int] | None = None  # (cost, rank, action, where)
    for rank, (where, action, cost) in enumerate(_obstructions(state, seat, danger)):
        if cost <= spare_ap and (best is None or (cost, rank) < best[:2]):
            best = (cost, rank, action, where)
    if best is None:
        return _keep_away(state, seat)
    cost, _, action, where = best
    if where != state.players[seat].location:
        return step_towards(state, seat, where)
    if _ok(state, seat, action):
        return action
    if state.ap < cost and _ok(state, seat, Stamina()):
        return Stamina()
    return _keep_away(state, seat)


def _blackmail_against(state: State, seat: int, danger: list[Threat]) -> Action | None:
    first = danger[0]
    for play in bm.candidates(state, seat):
        kind = blackmail()[play.card].kind
        good = False
        if kind in ("replace_task", "paperwork"):
            good = play.location == first.location
        elif kind in ("shakedown", "pickpocket"):
            good = play.target in first.workers and play.what in first.card.items
        elif kind == "transfer":
            good = play.target in first.workers and play.location != first.location
        elif kind in ("tipoff", "lockdown"):
            cash = min(state.players[w].cash for w in first.workers)
            good = guards_at(state, first.location) + 1 - cash > first.card.max_guards
        if good and _ok(state, seat, play):
            return play
    return None


def _obstructions(state: State, seat: int, danger: list[Threat]) -> list[tuple[int, Action, int]]:
    """(where, action, action points from here) for each way to get in a threat's way, the
    rulebook's steal first: an item a task needs, from a prisoner who could hand it in."""
    me = state.players[seat]
    dist = dist_table(state)
    here = me.location
    out: list[tuple[int, Action, int]] = []
    for threat in danger:
        needed = set(threat.card.items) | {GUN}
        holders = set(threat.workers) | set(crew(state, threat.location))
        for victim in sorted(holders - {seat}):
            p = state.players[victim]
            g = guards_at(state, p.location)
            if state.stole[seat] or g >= 3 or dist[here][p.location] >= INF:
                continue
            for item in sorted(set(p.items) & needed):
                if item in steal_options(state, seat, victim):
                    cost = dist[here][p.location] + 1 + extra_under(g)
                    out.append((p.location, Steal(target=victim, what=item), cost))
        loc = threat.location
        g = guards_at(state, loc)
        cash = min(state.players[w].cash for w in threat.workers)
        if g <= 2 and g + 1 - cash > threat.card.max_guards and dist[here][loc] < INF:
            for src in sorted(neighbours(state, loc)):
                if guards_at(state, src) > 0:
                    out.append((loc, Riot(source=src), dist[here][loc] + 1 + extra_under(g)))
                    break
        radio = side(state, RADIO)
        elsewhere = sum(state.guards) - g > 0
        if radio.effect.kind == "move_guards" and guards_at(state, RADIO) < 2 and elsewhere:
            blocks = min(g + radio.effect.moves, MAX_GUARDS_HERE) - cash > threat.card.max_guards
            if blocks and RADIO not in state.rules_used[seat] and dist[here][RADIO] < INF:
                out.append((RADIO, UseLocation(), dist[here][RADIO] + radio.cost))
    return out


def _keep_away(state: State, seat: int) -> Action | None:
    """Having stolen an item a task needs (see :func:`_guarding`): step away to where the
    fewest prisoners could walk to steal it back."""
    if state.ap < 1 or not _guarding(state, seat):
        return None
    here = state.players[seat].location
    best = min(
        (n for n in neighbours(state, here) if guards_at(state, n) < MAX_GUARDS_HERE),
        key=lambda n: (_exposure(state, seat, n), n),
        default=here,
    )
    return Move(to=best) if _exposure(state, seat, best) < _exposure(state, seat, here) else None


def kept_away(state: State, seat: int, action: Action | None) -> bool:
    """Would ``action`` bring an item I stole back within the others' reach?"""
    if not isinstance(action, Move) or not _guarding(state, seat):
        return False
    here = state.players[seat].location
    return _exposure(state, seat, action.to) > _exposure(state, seat, here)


def _guarding(state: State, seat: int) -> bool:
    """I stole this round (a computer steals only to get in a task's way) and hold an item a
    task needs. Where the pawns stand plays no part, so walking does not switch it on and
    off."""
    if not state.stole[seat]:
        return False
    needed = {i for t in state.tasks for i in tasks()[t.card].items} | {GUN}
    return bool(needed & set(state.players[seat].items))


def _exposure(state: State, seat: int, loc: int) -> tuple[int, int]:
    """(prisoners who could walk to ``loc`` and still steal, minus the nearest one's
    distance)."""
    dist = dist_table(state)
    near = [dist[p.location][loc] for w, p in enumerate(state.players) if w != seat]
    return (sum(1 for d in near if d < turn_ap(state, seat)), -min(near, default=INF))


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
    danger = threats(state, seat) if seat == state.scapegoat else []
    return guard_move_against(state, seat, actions, danger[0].location if danger else None)


def guard_move_against(state: State, seat: int, actions: list[Action], loc: int | None) -> Action:
    """A guard onto the task at ``loc`` (a threat to me), else off the task most over its
    limit, else where it gets least in the prisoners' way."""
    moves = [a for a in actions if isinstance(a, GuardMove)]
    if loc is not None:
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
