"""What a computer prisoner works out from what its seat can see.

Everything here reads only public information (pawns, items, cash, stamina, plan steps, hand
sizes, guards, tokens, tasks, the rules already used this round) plus the seat's own hand.
Nothing reads another seat's blackmail cards, a ballot, the order of a deck or the random state.

The core is :func:`route`: the fewest action points to pick up the items still missing for a
task at the locations that hand them out, then reach the task (a small exact search over the
order of the stops), so a prisoner follows one plan instead of walking back and forth."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any

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


# -- a memo for one decision ---------------------------------------------------------------------

_ACTIVE: list[Any] = [None, {}]


@contextmanager
def thinking(state: State) -> Iterator[None]:
    """While one choice is made the state does not change: results are memoised for it."""
    _ACTIVE[0], _ACTIVE[1] = state, {}
    try:
        yield
    finally:
        _ACTIVE[0], _ACTIVE[1] = None, {}


@contextmanager
def moved(state: State, seat: int, to: int) -> Iterator[None]:
    """Think as if ``seat`` stood on ``to`` (the state is put back afterwards)."""
    me = state.players[seat]
    old, bribed, saved = me.location, state.bribed, _ACTIVE[1]
    me.location = to
    state.bribed = 0
    # what does not depend on where this pawn stands is kept: the others' one-prisoner task
    # plans (unless he joins or leaves the task's location, where his items would be pooled)
    _ACTIVE[1] = {
        k: v
        for k, v in saved.items()
        if k in ("dist", "union")
        or (k[0] in ("supply", "stay"))
        or (
            k[0] == "plan"
            and k[1] != seat
            and k[2] not in (old, to)
            and tasks()[k[3]].prisoners == 1
        )
    }
    try:
        yield
    finally:
        me.location, state.bribed = old, bribed
        _ACTIVE[1] = saved


def memo(state: State) -> dict[Any, Any]:
    return _ACTIVE[1] if _ACTIVE[0] is state else {}


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


def _radio_adds(state: State, loc: int) -> bool:
    """The variant where the Radio Room brings guards from the supply (never worth it)."""
    return state.sides[loc - 1] == "silver" and state.options.radio_silver == "add"


def dist_table(state: State) -> tuple[tuple[int, ...], ...]:
    cache = memo(state)
    hit = cache.get("dist")
    if hit is None:
        blocked = frozenset(n for n in range(1, 13) if state.guards[n - 1] >= MAX_GUARDS_HERE)
        hit = cache["dist"] = _dist_table(tuple(state.order), blocked)
    return hit


def rounds_left(state: State) -> int:
    """Rounds still to play after this one before the 21st guard arrives."""
    return max(0, GUARD_LIMIT - 1 - state.guards_entered)


def turn_ap(state: State, seat: int) -> int:
    """Action points a prisoner gets in a turn of the next rounds (no scapegoat bonus)."""
    return base_ap(state) + (1 if state.players[seat].stamina > 0 else 0)


def union_plan(state: State) -> set[str]:
    cache = memo(state)
    hit = cache.get("union")
    if hit is None:
        hit = cache["union"] = set().union(*(set(p.plan) for p in state.players))
    return set(hit)


# -- item needs --------------------------------------------------------------------------------


def short_of(need: dict[str, int], have: list[str]) -> list[str]:
    """The items of ``need`` that ``have`` lacks, the gun standing in for one of them."""
    short = []
    for item in sorted(need):
        lack = need[item] - have.count(item)
        if lack > 0:
            short += [item] * lack
    if short and GUN in have:
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
    cache = memo(state)
    key = ("supply", seat, can_pay, fresh)
    hit = cache.get(key)
    if hit is None:
        hit = cache[key] = _supply(state, seat, can_pay, fresh)
    return hit


def _supply(state: State, seat: int, can_pay: bool, fresh: bool) -> Supply:
    me = state.players[seat]
    used = state.rules_used[seat] if fresh else []
    out: dict[str, list[tuple[int, int, int]]] = {}
    for loc in range(1, 13):
        s = side(state, loc)
        fx = s.effect
        g = guards_at(state, loc)
        if g >= 3:
            continue
        cost = s.cost + (1 if g >= 2 else 0) + (WAIT if loc in used else 0)
        if fx.kind == "cash":
            if me.cash < state.options.track_max:
                out.setdefault(CASH, []).append((loc, cost, fx.amount))
            continue
        if fx.kind == "move_guards" and not _radio_adds(state, loc):
            # moving a guard off the task saves a bribe
            out.setdefault(CASH, []).append((loc, cost, fx.moves))
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


class _Routes:
    """Cheapest pick-up routes to one target with one supply, for any start and any list of
    missing items (memoised: a prisoner moving along keeps hitting the same table)."""

    def __init__(self, dist: tuple[tuple[int, ...], ...], target: int, sup: Supply) -> None:
        self.dist = dist
        self.target = target
        self.where = dict(sup)
        self.spots = {item: frozenset(s for s, _, _ in where) for item, where in sup}
        self.seen: dict[tuple[int, tuple[str, ...], frozenset[int]], tuple[int, int]] = {}
        self.rel: dict[tuple[str, ...], frozenset[int]] = {}
        self.cut: dict[tuple[tuple[str, ...], str, int], tuple[str, ...]] = {}

    def rec(self, loc: int, left: tuple[str, ...], used: frozenset[int]) -> tuple[int, int]:
        if not left:
            return self.dist[loc][self.target], self.target
        kinds = tuple(dict.fromkeys(left))  # ``left`` is sorted
        if used:  # only the stops that could still serve matter
            used = used & self._relevant(kinds)
        key = (loc, left, used)
        hit = self.seen.get(key)
        if hit is not None:
            return hit
        row = self.dist[loc]
        best = (INF, 0)
        best_d = INF
        for item in kinds:
            have = left.count(item)
            for s, cost, count in self.where.get(item, ()):
                d = row[s]
                if d >= INF:
                    continue
                total = d + cost + (WAIT if s in used else 0)
                if total >= best[0]:
                    continue
                rest = self._minus(left, item, min(count, have))
                total += self.rec(s, rest, used | {s})[0]
                if total < best[0] or (total == best[0] and d < best_d):
                    best, best_d = (min(INF, total), s), d
        self.seen[key] = best
        return best

    def _relevant(self, kinds: tuple[str, ...]) -> frozenset[int]:
        hit = self.rel.get(kinds)
        if hit is None:
            hit = self.rel[kinds] = frozenset().union(
                *(self.spots.get(i, frozenset()) for i in kinds)
            )
        return hit

    def _minus(self, left: tuple[str, ...], item: str, n: int) -> tuple[str, ...]:
        key = (left, item, n)
        hit = self.cut.get(key)
        if hit is None:
            rest = list(left)
            for _ in range(n):
                rest.remove(item)
            hit = self.cut[key] = tuple(rest)
        return hit


@lru_cache(maxsize=4096)
def _routes(dist: tuple[tuple[int, ...], ...], target: int, sup: Supply) -> _Routes:
    return _Routes(dist, target, sup)


def route(
    dist: tuple[tuple[int, ...], ...], start: int, need: tuple[str, ...], target: int, sup: Supply
) -> tuple[int, int]:
    """(action points, first stop): pick up ``need`` then stand on ``target``."""
    return _routes(dist, target, sup).rec(start, need, frozenset())


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


def _best_crew(state: State, loc: int, card: TaskCard, free: tuple[int, ...]) -> tuple[int, ...]:
    """Among ``free`` pawns, the group that holds most of the task's items and stands closest
    (at least one of them may perform it)."""
    if not state.options.scapegoat_counts_for_task:
        free = tuple(s for s in free if s != state.scapegoat)
    return _crew_of(
        dist_table(state),
        loc,
        card.id,
        free,
        state.scapegoat,
        tuple(p.location for p in state.players),
        tuple(tuple(p.items) for p in state.players),
    )


@lru_cache(maxsize=8192)
def _crew_of(
    dist: tuple[tuple[int, ...], ...],
    loc: int,
    card_id: str,
    free: tuple[int, ...],
    goat: int,
    where: tuple[int, ...],
    items: tuple[tuple[str, ...], ...],
) -> tuple[int, ...]:
    card = tasks()[card_id]
    best: tuple[tuple[float, tuple[int, ...]], tuple[int, ...]] | None = None
    for group in combinations(free, card.prisoners):
        if all(s == goat for s in group):
            continue
        pool = [i for s in group for i in items[s]]
        far = sum(min(3, dist[where[s]][loc]) for s in group)
        goats = sum(1 for s in group if s == goat)
        score = (2.5 * len(short_of(card.items, pool)) + far + 0.5 * goats, group)
        if best is None or score < best[0]:
            best = (score, group)
    return best[1] if best else ()


def crew_cost(state: State, loc: int, card: TaskCard, group: tuple[int, ...]) -> float:
    """How far a crew is from doing the task, not counting where the pawns stand (so that
    the table's choice changes little as they walk)."""
    if not group:
        return INF
    pool = [i for s in group for i in state.players[s].items]
    cash = sum(state.players[s].cash for s in group if s != state.scapegoat)
    over = max(0, guards_at(state, loc) - card.max_guards - cash)
    return 2.5 * len(short_of(card.items, pool)) + 3.0 * over + 0.5 * card.prisoners


def rallies(state: State) -> dict[int, tuple[int, ...]]:
    """The tasks needing several prisoners that the table gathers for, each with its crew, as
    anybody at the table would work them out from what is public: the cheapest first (steps
    nobody holds yet first), then the next one among the pawns still free."""
    cache = memo(state)
    if "rallies" in cache:
        return cache["rallies"]  # type: ignore[no-any-return]
    plans = [p.plan for p in state.players]
    lacking = set(STEPS) - set().union(*(set(p) for p in plans))
    everyone = tuple(range(state.num_players))
    ranked = []
    for t in state.tasks:
        card = tasks()[t.card]
        if card.prisoners < 2 or guards_at(state, t.location) >= MAX_GUARDS_HERE:
            continue
        group = _best_crew(state, t.location, card, everyone)
        score = crew_cost(state, t.location, card, group) - (3.0 if card.step in lacking else 0)
        ranked.append((score, t.location, card))
    out: dict[int, tuple[int, ...]] = {}
    free = everyone
    for _, loc, card in sorted(ranked, key=lambda r: (r[0], r[1])):
        group = _best_crew(state, loc, card, free)
        if group:
            out[loc] = group
            free = tuple(s for s in free if s not in group)
    cache["rallies"] = out
    return out


def crew(state: State, loc: int) -> tuple[int, ...]:
    return rallies(state).get(loc, ())


def helpers_for(state: State, seat: int, loc: int, card: TaskCard) -> tuple[int, ...] | None:
    """The other pawns ``seat`` would do this task with; None when the table is not gathering
    for it with him."""
    if card.prisoners <= 1:
        return ()
    group = crew(state, loc)
    if seat not in group:
        return None
    return tuple(s for s in group if s != seat)


def plan_task(state: State, seat: int, loc: int, card: TaskCard, fresh: bool = True) -> Plan:
    """The cheapest way for ``seat`` to perform the task at ``loc``, with the items of the
    helpers it needs (and of the willing prisoners already there) pooled."""
    cache = memo(state)
    key = ("plan", seat, loc, card.id, fresh)
    hit = cache.get(key)
    if hit is None:
        hit = cache[key] = _plan_task(state, seat, loc, card, fresh)
    return hit


def _plan_task(state: State, seat: int, loc: int, card: TaskCard, fresh: bool) -> Plan:
    dist = dist_table(state)
    me = state.players[seat]
    maybe = helpers_for(state, seat, loc, card)
    if maybe is None:
        return Plan(loc, card, INF, loc, (), (), 0, 0)
    helpers = maybe
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
    drops = max(0, len(short) - room)  # spare items to drop (or pay with) first
    cost += 1 + extra + drops + 4 * max(0, drops - len(spare))
    wait = 0
    for s in helpers:
        away = dist[state.players[s].location][loc]
        if away >= INF:
            cost = INF
        wait = max(wait, -(-away // base_ap(state)))
    return Plan(loc, card, min(cost, INF), stop, need, helpers, wait, bribes)


# -- the escape ------------------------------------------------------------------------------


_BIT = {step: 1 << i for i, step in enumerate(STEPS)}
_FULL = (1 << len(STEPS)) - 1


def _mask(plan: str) -> int:
    out = 0
    for step in plan:
        out |= _BIT.get(step, 0)
    return out


def _count(mask: int) -> int:
    return bin(mask).count("1")


def deficit(plans: list[str], seat: int) -> int:
    """Plan steps still missing before the others could escape with ``seat`` among them:
    the fewest steps lacking from the sheets of everybody but one other prisoner."""
    return _deficit(tuple(plans), seat)


@lru_cache(maxsize=4096)
def _deficit(plans: tuple[str, ...], seat: int) -> int:
    masks = [_mask(p) for p in plans]
    best = len(STEPS)
    for d in range(len(masks)):
        if d == seat:
            continue
        have = 0
        for s, m in enumerate(masks):
            if s != d:
                have |= m
        best = min(best, len(STEPS) - _count(have))
    return best


def _outcomes(state: State, performer: int, step: str) -> list[list[int]]:
    """The plan sheets (as bit masks) after the task, one list per possible reward card."""
    base = [_mask(p.plan) for p in state.players]
    base[performer] |= _BIT[step]
    if not state.task_deck:
        return [base]
    out = []
    for bit in _BIT.values():
        masks = list(base)
        for s in range(state.num_players):
            if s not in (performer, state.scapegoat):
                masks[s] |= bit
        out.append(masks)
    return out


def _near_escape(state: State, step: str) -> bool:
    have = union_plan(state) | {step}
    return len(have) >= len(STEPS) - (1 if state.task_deck else 0)


def stay_chance(state: State, performer: int, step: str, who: int, items_lost: int = 0) -> float:
    """If ``performer`` completes a task of ``step`` now: the chance that the game ends with
    ``who`` left behind (the reward card drawn is unknown: each step equally likely)."""
    if not _near_escape(state, step):
        return 0.0
    cache = memo(state)
    key = ("stay", performer, step, who, items_lost)
    hit = cache.get(key)
    if hit is not None:
        return float(hit)
    outcomes = _outcomes(state, performer, step)
    total = sum(_stays(m, state, performer, who, items_lost) for m in outcomes)
    cache[key] = out = total / len(outcomes)
    return out


def win_chance(state: State, performer: int, step: str, who: int) -> float:
    """If ``performer`` completes a task of ``step`` now: the chance that the game ends with
    ``who`` escaping."""
    if not _near_escape(state, step):
        return 0.0
    gone = escape_chance(state, performer, step)
    return max(0.0, gone - stay_chance(state, performer, step, who))


def escape_chance(state: State, performer: int, step: str) -> float:
    """The chance that completing a task of ``step`` now ends the game in an escape."""
    if not _near_escape(state, step):
        return 0.0
    outcomes = _outcomes(state, performer, step)
    return sum(1 for m in outcomes if _dispensable(m)) / len(outcomes)


def _dispensable(masks: list[int]) -> list[int]:
    total = 0
    for m in masks:
        total |= m
    if total != _FULL:
        return []
    out = []
    for s in range(len(masks)):
        rest = 0
        for i, m in enumerate(masks):
            if i != s:
                rest |= m
        if rest == _FULL:
            out.append(s)
    return out


def _stays(masks: list[int], state: State, performer: int, who: int, items_lost: int) -> float:
    spare = _dispensable(masks)
    if not spare or who not in spare:
        return 0.0
    if state.options.stay_policy == "scapegoat_first" and state.scapegoat in spare:
        return 1.0 if who == state.scapegoat else 0.0

    def use(s: int) -> tuple[int, int, int, int]:
        p = state.players[s]
        lost = items_lost if s == performer else 0
        return (_count(masks[s]), p.cash, len(p.items) - lost, p.stamina)

    least = min(use(s) for s in spare)
    tied = [s for s in spare if use(s) == least]
    return 1.0 / len(tied) if who in tied else 0.0
