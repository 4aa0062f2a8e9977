"""The route: how far the next hideout may reach (R5, R11, the two-hideout opening) and what a
route tells the rules (its face-down numbers, the numbers its face-up part rules out).

Shared by the engine, the computer players and the Marshal's deductions.
"""

from __future__ import annotations

from itertools import repeat
from typing import NamedTuple

from rules.fugitive.content import BASE_REACH, SPRINT
from rules.fugitive.models import ESCAPE, FrozenList, Hideout, State

_ZEROS = repeat(0)  # the default of ``SPRINT.get`` in ``map``


def sprint_total(cards: list[int]) -> int:
    return sum(map(SPRINT.get, cards, _ZEROS))


def can_sprint(card: int) -> bool:
    return card in SPRINT


def reach(previous: int, sprints: list[int]) -> int:
    """The highest hideout number allowed after ``previous`` with these sprint cards (R11)."""
    return previous + BASE_REACH + sprint_total(sprints)


def second_hideout_possible(hand: list[int], previous: int) -> bool:
    """Whether some card of ``hand`` can follow ``previous``, sprinting with the rest."""
    usable = sprint_total(hand)
    return any(previous < m <= previous + BASE_REACH + usable - SPRINT.get(m, 0) for m in hand)


def opening_pair_possible(hand: list[int], card: int, previous: int) -> bool:
    """With the two-hideout opening: can ``card`` be placed (some sprint set) and still leave a
    legal second hideout? For each possible second card, the sprint values of the other cards
    are split between the two hideouts: the first needs at least ``need`` of them, the second
    needs ``total - s >= need2``, so some subset sum ``s`` must lie in ``[need, total - need2]``
    (the subset sums are the bits of ``sums``)."""
    need = card - previous - BASE_REACH
    others = [c for c in hand if c != card]
    for second in others:
        if second <= card:
            continue
        values = [SPRINT[c] for c in others if c != second and c in SPRINT]
        low = max(need, 0)
        high = sum(values) - (second - card - BASE_REACH)
        if low > high:
            continue
        sums = 1
        for value in values:
            sums |= sums << value
        if sums >> low & ((1 << (high - low + 1)) - 1):
            return True
    return False


def last_hideout(state: State) -> int:
    return state.route[-1].number


def face_down_numbers(state: State) -> frozenset[int]:
    return route_facts(state.route).hidden


def first_of_forced_pair(state: State) -> bool:
    return (
        state.options.opening == "exactly_two"
        and state.phase == "opening"
        and state.placed_this_turn == 0
    )


class RouteFacts(NamedTuple):
    """What the rules keep asking of a route, worked out once per route (see ``route_facts``)."""

    #: numbers of the face-down hideouts (secret: never put in a view)
    hidden: frozenset[int]
    #: bit mask of the numbers its face-up part rules out for the Marshal's picks: face-up
    #: hideouts, and their sprint cards but the 42's (E13)
    crossed: int


#: route facts by the identity of the route's last hideout, with the route they were worked out
#: for (held, so no id is reused while cached); emptied past ROUTE_CACHE_LIMIT routes
_ROUTE_FACTS: dict[int, tuple[list[Hideout], RouteFacts]] = {}
ROUTE_CACHE_LIMIT = 256


def route_facts(route: list[Hideout]) -> RouteFacts:
    """The :class:`RouteFacts` of ``route``. A route changes only when a hideout is placed or
    revealed, and its hideouts are frozen and shared by consecutive states, so the facts are
    memoised (a pure function of immutable objects: the memo never changes a result)."""
    key = id(route[-1]) if route else 0
    hit = _ROUTE_FACTS.get(key)
    # the engine's states share their read-only route lists; identical hideouts compare in C
    # without calling __eq__; equal ones give equal facts
    if hit is not None and (hit[0] is route or hit[0] == route):
        return hit[1]
    hidden: set[int] = set()
    crossed = 0
    for hideout in route:
        number = hideout.number
        if not hideout.face_up:
            hidden.add(number)
            continue
        crossed |= 1 << number
        if number != ESCAPE:
            for card in hideout.sprints:
                crossed |= 1 << card
    facts = RouteFacts(frozenset(hidden), crossed)
    if len(_ROUTE_FACTS) >= ROUTE_CACHE_LIMIT:
        _ROUTE_FACTS.clear()
    _ROUTE_FACTS[key] = (route if type(route) is FrozenList else list(route), facts)
    return facts
