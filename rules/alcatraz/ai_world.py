"""What a computer prisoner works out from what its seat can see.

Everything here reads only public information (pawns, items, cash, stamina, plan steps, hand
sizes, guards, tokens, tasks, the rules already used this round) plus the seat's own hand.
Nothing reads another seat's blackmail cards, a ballot, the order of a deck or the random state.

The core is :func:`route`: the fewest action points to pick up the items still missing for a
task at the locations that hand them out, then reach the task (a small exact search over the
order of the stops), so a prisoner follows one plan instead of walking back and forth."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from rules.alcatraz.board import base_ap, guards_at, side
from rules.alcatraz.content import (
    GUARD_LIMIT,
    GUN,
    ITEM_SLOTS,
    MAX_GUARDS_HERE,
    ORDINARY,
    STEPS,
    TaskCard,
    adjacent,
    tasks,
)
from rules.alcatraz.models import State

INF = 99
#: a rule already used this round (or twice in one plan) waits for the next round
WAIT = 3
#: the virtual item for one unit of cash still needed for bribes
CASH = "$"
CASH_SPOT = 8  # Recreational Room
STAMINA_SPOT = 3  # Dining Hall
RADIO = 2
WARDEN = 12

Supply = tuple[tuple[str, tuple[tuple[int, int, int], ...]], ...]


# -- the board as seen ---------------------------------------------------------------------------


@lru_cache(maxsize=512)
def _dist_table(order: tuple[int, ...], blocked: frozenset[int]) -> tuple[tuple[int, ...], ...]:
    """Moves between locations (king moves), never entering a location with 4 guards."""
    adj = adjacent(order)
    rows = [[INF] * 13 for _ in range(13)]
    for a in range(1, 13):
        rows[a][a] = 0
        frontier, d = [a], 0
        while frontier:
            d += 1
            nxt = []
            for x in frontier:
                for y in adj[x]:
                    if y not in blocked and rows[a][y] > d:
                        rows[a][y] = d
                        nxt.append(y)
            frontier = nxt
    return tuple(tuple(r) for r in rows)


def dist_table(state: State) -> tuple[tuple[int, ...], ...]:
    blocked = frozenset(n for n in range(1, 13) if state.guards[n - 1] >= MAX_GUARDS_HERE)
    return _dist_table(tuple(state.order), blocked)


def rounds_left(state: State) -> int:
    """Rounds still to play after this one before the 21st guard arrives."""
    return max(0, GUARD_LIMIT - 1 - state.guards_entered)


def last_round(state: State) -> bool:
    return rounds_left(state) == 0


def turn_ap(state: State, seat: int) -> int:
    """Action points a prisoner gets in a turn of the next rounds (no scapegoat bonus)."""
    return base_ap(state) + (1 if state.players[seat].stamina > 0 else 0)


def card_at(state: State, loc: int) -> TaskCard | None:
    for t in state.tasks:
        if t.location == loc:
            return tasks()[t.card]
    return None


def union_plan(state: State) -> set[str]:
    return set().union(*(set(p.plan) for p in state.players))


# -- item needs --------------------------------------------------------------------------------


def short_of(need: dict[str, int], have: list[str]) -> list[str]:
    """The items of ``need`` that ``have`` lacks, the gun standing in for one of them."""
    held = Counter(have)
    short = [i for i in sorted(need) for _ in range(max(0, need[i] - held.get(i, 0)))]
    if held.get(GUN) and short:
        short.pop()
    return short


def spare_items(items: list[str], need: dict[str, int]) -> list[str]:
    """The items of a sheet that ``need`` does not use (the gun is kept while items lack)."""
    keep = Counter(need)
    out = []
    for item in items:
        if keep.get(item, 0) > 0:
            keep[item] -= 1
        elif item == GUN and short_of(need, items):
            continue
        else:
            out.append(item)
    return out


def supply(state: State, seat: int, can_pay: bool, fresh: bool) -> Supply:
    """Where each item can be picked up: (location, action points, tokens per use). ``fresh``
    charges a wait for rules this seat already used this round."""
    me = state.players[seat]
    used = state.rules_used[seat] if fresh else []
    out: dict[str, list[tuple[int, int, int]]] = {}
    for loc in range(1, 13):
        s = side(state, loc)
        fx = s.effect
        g = guards_at(state, loc)
        if g >= 3 and loc != me.location:
            continue
        if g >= 3 and me.cash < g - 1:
            continue
        cost = s.cost + (1 if g >= 2 else 0) + (WAIT if loc in used else 0)
        if fx.kind == "cash":
            if me.cash < state.options.track_max:
                out.setdefault(CASH, []).append((loc, cost, fx.amount))
            continue
        if fx.kind != "take" or (fx.exchange and not can_pay):
            continue
        bag = state.board_items[loc - 1]
        if fx.item == "choice":
            for item in ORDINARY:
                if bag.get(item):
                    out.setdefault(item, []).append((loc, cost, 1))
        elif fx.item == GUN:
            if bag.get(GUN):
                for item in ORDINARY:
                    out.setdefault(item, []).append((loc, cost + 1, 1))
        elif bag.get(fx.item):
            out.setdefault(fx.item, []).append((loc, cost, min(fx.count, bag[fx.item])))
    return tuple((k, tuple(v)) for k, v in sorted(out.items()))


@lru_cache(maxsize=65536)
def route(
    dist: tuple[tuple[int, ...], ...], start: int, need: tuple[str, ...], target: int, sup: Supply
) -> tuple[int, int]:
    """(action points, first stop): pick up ``need`` then stand on ``target``."""
    where = dict(sup)
    memo: dict[tuple[int, tuple[str, ...], frozenset[int]], tuple[int, int]] = {}

    def rec(loc: int, left: tuple[str, ...], used: frozenset[int]) -> tuple[int, int]:
        if not left:
            return dist[loc][target], target
        key = (loc, left, used)
        hit = memo.get(key)
        if hit is not None:
            return hit
        best = (INF, 0)
        best_d = INF
        for item in sorted(set(left)):
            for s, cost, count in where.get(item, ()):
                d = dist[loc][s]
                if d >= INF:
                    continue
                rest = list(left)
                for _ in range(min(count, left.count(item))):
                    rest.remove(item)
                extra = WAIT if s in used else 0
                sub = rec(s, tuple(rest), used | {s})[0]
                total = d + cost + extra + sub
                if total < best[0] or (total == best[0] and d < best_d):
                    best, best_d = (min(INF, total), s), d
        memo[key] = best
        return best

    return rec(start, need, frozenset())


# -- tasks as options ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    """One way to get a task done, from one seat's point of view."""

    location: int
    card: TaskCard
    cost: int  # action points still to spend (pick-ups, moves, bribes' cash runs, the task)
    stop: int  # the next location to act on
    short: tuple[str, ...]  # what is still missing (items, and "$" for bribe cash)
    helpers: tuple[int, ...]  # the other pawns the task needs there
    wait: int  # rounds the helpers need to arrive
    bribes: int


def helpers_for(state: State, seat: int, loc: int, card: TaskCard) -> tuple[int, ...]:
    """The other pawns nearest to the task, enough for its prisoner count."""
    if card.prisoners <= 1:
        return ()
    dist = dist_table(state)
    others = sorted(
        (s for s in range(state.num_players) if s != seat),
        key=lambda s: (dist[state.players[s].location][loc], s == state.scapegoat, s),
    )
    return tuple(others[: card.prisoners - 1])


def plan_task(state: State, seat: int, loc: int, card: TaskCard, fresh: bool = True) -> Plan:
    """The cheapest way for ``seat`` to perform the task at ``loc``, with the items of the
    helpers it needs (and of the willing prisoners already there) pooled."""
    dist = dist_table(state)
    me = state.players[seat]
    helpers = helpers_for(state, seat, loc, card)
    pool = list(me.items)
    for s in helpers:
        pool += state.players[s].items
    if me.location == loc:
        for s, p in enumerate(state.players):
            if p.location == loc and s != seat and s not in helpers and s != state.scapegoat:
                pool += p.items
    short = short_of(card.items, pool)
    g = guards_at(state, loc)
    bribes = max(0, g - card.max_guards)
    extra = 1 if g - bribes >= 2 else 0
    if extra and me.cash > bribes:  # one more cash saves the guard's extra action point
        bribes, extra = bribes + 1, 0
    cash_short = max(0, bribes - me.cash)
    need = tuple(sorted(short + [CASH] * cash_short))
    spare = spare_items(me.items, card.items)
    sup = supply(state, seat, me.cash > 0 or bool(spare), fresh)
    cost, stop = route(dist, me.location, need, loc, sup)
    if g >= MAX_GUARDS_HERE and me.location != loc:
        cost = INF
    room = ITEM_SLOTS - len(me.items)
    overflow = max(0, len(short) - room - len(spare))
    cost += 1 + extra + overflow
    wait = 0
    for s in helpers:
        away = dist[state.players[s].location][loc]
        if away >= INF:
            cost = INF
        wait = max(wait, -(-away // base_ap(state)))
    return Plan(loc, card, min(cost, INF), stop, need, helpers, wait, bribes)


# -- the escape ------------------------------------------------------------------------------


def _usefulness(
    plans: list[str], state: State, seat: int, items_lost: int
) -> tuple[int, int, int, int]:
    p = state.players[seat]
    return (len(plans[seat]), p.cash, len(p.items) - items_lost, p.stamina)


def stay_chance(state: State, performer: int, step: str, who: int, items_lost: int = 0) -> float:
    """If ``performer`` completes a task of ``step`` now: the chance that the game ends with
    ``who`` left behind (the reward card drawn is unknown: each step equally likely)."""
    cards_left = len(state.task_deck) > 0
    rewards = list(STEPS) if cards_left else [""]
    total = 0.0
    for reward in rewards:
        plans = [p.plan for p in state.players]
        plans[performer] = plans[performer] + step
        for s in range(state.num_players):
            if reward and s not in (performer, state.scapegoat):
                plans[s] = plans[s] + reward
        total += _stays(plans, state, performer, who, items_lost)
    return total / len(rewards)


def escape_chance(state: State, performer: int, step: str) -> float:
    """The chance that completing a task of ``step`` now ends the game in an escape."""
    cards_left = len(state.task_deck) > 0
    rewards = list(STEPS) if cards_left else [""]
    hits = 0
    for reward in rewards:
        plans = [set(p.plan) for p in state.players]
        plans[performer].add(step)
        for s in range(state.num_players):
            if reward and s not in (performer, state.scapegoat):
                plans[s].add(reward)
        if _dispensable([("".join(p)) for p in plans]):
            hits += 1
    return hits / len(rewards)


def _dispensable(plans: list[str]) -> list[int]:
    full = set(STEPS)
    if set().union(*(set(p) for p in plans)) < full:
        return []
    out = []
    for s in range(len(plans)):
        rest: set[str] = set().union(*(set(p) for i, p in enumerate(plans) if i != s))
        if rest >= full:
            out.append(s)
    return out


def _stays(plans: list[str], state: State, performer: int, who: int, items_lost: int) -> float:
    spare = _dispensable([("".join(sorted(set(p)))) for p in plans])
    if not spare or who not in spare:
        return 0.0
    norm = ["".join(sorted(set(p))) for p in plans]

    def use(s: int) -> tuple[int, int, int, int]:
        return _usefulness(norm, state, s, items_lost if s == performer else 0)

    least = min(use(s) for s in spare)
    tied = [s for s in spare if use(s) == least]
    return 1.0 / len(tied) if who in tied else 0.0
