"""The Marshal's deductions, computed from her view only (the dict of ``FugitiveEngine.view``).

``certain_non_hideouts`` is what she would cross out on the official notepad; ``candidates``
narrows every face-down position using the order of the route, the sprint counts and her failed
single guesses (write-up, "Deduction notes for the Marshal").

Both take any view, including one written by hand, and work out the same answers faster for the
engine's own views: their route and guess lists are shared, read-only :class:`Entries` (see
``rules/fugitive/views.py``), so what is derived from such a list alone is memoised in its
``notes`` and computed once for all the views that show it. Sets of numbers are worked on as
bit masks (bit ``n`` set: number ``n`` is in the set).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.fugitive.content import BASE_REACH, SPRINT
from rules.fugitive.frozen import Entries

LOW, HIGH = 1, 41  # face-down hideouts are numbered 1–41 (the 42 is public once played)
MAX_FOOTPRINTS = max(SPRINT.values())  # the largest sprint value of one card
_LOW_TO_HIGH = sum(1 << n for n in range(LOW, HIGH + 1))
_GUESSABLE = frozenset(range(LOW, HIGH + 1))
#: numbers of each 8-bit chunk of a mask, by chunk position and value
_CHUNKS: list[list[tuple[int, ...]]] = [
    [tuple(base + b for b in range(8) if byte >> b & 1) for byte in range(256)]
    for base in range(0, 48, 8)
]


def _numbers(mask: int) -> set[int]:
    """The set of a mask of numbers 0–47."""
    out: set[int] = set()
    chunk = 0
    while mask:
        if mask & 255:
            out.update(_CHUNKS[chunk][mask & 255])
        mask >>= 8
        chunk += 1
    return out


def _spread_up(mask: int, span: int) -> int:
    """Numbers ``v`` with some ``u`` of ``mask`` such that ``u < v <= u + span``."""
    if span <= 0:
        return 0
    out = mask << 1  # shifts by 1..1
    done = 1
    while done < span:
        step = min(done, span - done)
        out |= out << step  # shifts by 1..done+step
        done += step
    return out


def _spread_down(mask: int, span: int) -> int:
    """Numbers ``v`` with some ``w`` of ``mask`` such that ``v < w <= v + span`` (``v >= 0``)."""
    if span <= 0:
        return 0
    out = mask >> 1
    done = 1
    while done < span:
        step = min(done, span - done)
        out |= out >> step
        done += step
    return out


def _route_crossed(route: Sequence[dict[str, Any]]) -> set[int] | frozenset[int]:
    """Numbers 1–41 the route rules out: face-up hideouts and their revealed sprint cards."""
    if type(route) is Entries:
        crossed: frozenset[int] | None = route.notes.get("crossed")
        if crossed is None:
            crossed = route.notes["crossed"] = frozenset(_route_crossed(list(route)))
        return crossed
    out: set[int] = set()
    for entry in route:
        if entry["face_up"]:
            number = entry["number"]
            if number is not None and LOW <= number <= HIGH:
                out.add(number)
            cards = entry["sprint_cards"]
            if cards:
                out.update([n for n in cards if LOW <= n <= HIGH])
    return out


def certain_non_hideouts(view: Mapping[str, Any]) -> set[int]:
    """Numbers 1–41 that cannot be hidden hideouts: her hand, face-up hideouts and revealed
    sprint cards."""
    # the Fugitive's hand is not a Marshal's knowledge
    out = set() if view.get("role") == "fugitive" else set(view.get("hand") or ())
    out &= _GUESSABLE
    out |= _route_crossed(view["route"])
    return out


def _known_value(entry: dict[str, Any]) -> int | None:
    number: int | None = entry["number"]
    return number if entry["face_up"] and number is not None else None


def _max_jump(entry: dict[str, Any]) -> int:
    """Upper bound of ``v(i) - v(i-1)``: exact once the sprint cards are shown (R13)."""
    cards = entry["sprint_cards"]
    if entry["face_up"] and cards is not None:
        return BASE_REACH + sum(SPRINT.get(c, 0) for c in cards)
    count: int = entry["sprint_count"]
    return BASE_REACH + MAX_FOOTPRINTS * count


def _route_shape(route: Sequence[dict[str, Any]]) -> tuple[list[int | None], list[int]]:
    """Each position's known number (None: face down) and largest jump up to it."""
    if type(route) is Entries:
        shape: tuple[list[int | None], list[int]] | None = route.notes.get("shape")
        if shape is None:
            shape = route.notes["shape"] = _route_shape(list(route))
        return shape
    return [_known_value(e) for e in route], [_max_jump(e) for e in route]


def _candidate_masks(
    known: list[int | None], jumps: list[int], excluded: set[int], missed: list[tuple[int, int]]
) -> list[int]:
    """Bit masks of :func:`candidates_by_position`, for every position."""
    free = _LOW_TO_HIGH
    for n in excluded:
        if LOW <= n <= HIGH:
            free &= ~(1 << n)
    domains: list[int] = []
    for index, value in enumerate(known):
        if value is not None:
            domains.append(1 << value if value >= 0 else 0)
            continue
        domain = free
        # a failed single guess rules its number out for the positions that existed then (E7)
        for number, length in missed:
            if index < length and LOW <= number <= HIGH:
                domain &= ~(1 << number)
        domains.append(domain)
    domains[0] = 1  # card 0
    # forward: values reachable from card 0; backward: values from which the rest can follow
    forward = [1]
    for i in range(1, len(known)):
        forward.append(domains[i] & _spread_up(forward[i - 1], jumps[i]))
    backward = forward[:]
    for i in range(len(known) - 2, -1, -1):
        backward[i] = forward[i] & _spread_down(backward[i + 1], jumps[i + 1])
    return backward


def candidates_by_position(view: Mapping[str, Any]) -> dict[int, set[int]]:
    """Possible numbers for each face-down route position (route index -> numbers)."""
    route = view["route"]
    guesses = view["guesses"]
    excluded = certain_non_hideouts(view)
    known, jumps = _route_shape(route)
    memo: dict[Any, Any] | None = None
    key: Any = None
    if type(route) is Entries and type(guesses) is Entries:
        memo = route.notes.setdefault("candidates", {})
        key = (id(guesses), frozenset(excluded))
        hit = memo.get(key)
        if hit is not None and hit[0] is guesses:
            return {i: set(numbers) for i, numbers in hit[1].items()}
    missed: list[tuple[int, int]] = [
        (g["numbers"][0], g.get("route_len", len(route)))
        for g in guesses
        if not g["hit"] and len(g["numbers"]) == 1
    ]
    masks = _candidate_masks(known, jumps, excluded, missed)
    found = {i: _numbers(masks[i]) for i, value in enumerate(known) if value is None}
    if memo is not None:
        if len(memo) >= 64:
            memo.clear()
        memo[key] = (guesses, {i: frozenset(numbers) for i, numbers in found.items()})
    return found


def candidates(view: Mapping[str, Any]) -> list[set[int]]:
    """Possible numbers for each face-down position, left to right along the route."""
    by_position = candidates_by_position(view)
    return [by_position[i] for i in sorted(by_position)]
