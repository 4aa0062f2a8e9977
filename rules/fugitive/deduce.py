"""The Marshal's deductions, computed from her view only (the dict of ``FugitiveEngine.view``).

``certain_non_hideouts`` is what she would cross out on the official notepad; ``candidates``
narrows every face-down position using the order of the route, the sprint counts and her failed
single guesses (write-up, "Deduction notes for the Marshal").
"""

from __future__ import annotations

from typing import Any

from rules.fugitive.engine import BASE_REACH, SPRINT

LOW, HIGH = 1, 41  # face-down hideouts are numbered 1–41 (the 42 is public once played)
MAX_FOOTPRINTS = max(SPRINT.values())  # the largest sprint value of one card


def certain_non_hideouts(view: dict[str, Any]) -> set[int]:
    """Numbers 1–41 that cannot be hidden hideouts: her hand, face-up hideouts and revealed
    sprint cards."""
    out = {n for n in view.get("hand") or [] if LOW <= n <= HIGH}
    if view.get("role") == "fugitive":  # the Fugitive's hand is not a Marshal's knowledge
        out = set()
    for entry in view["route"]:
        if entry["face_up"] and entry["number"] is not None and LOW <= entry["number"] <= HIGH:
            out.add(entry["number"])
        if entry["face_up"] and entry["sprint_cards"]:
            out.update(n for n in entry["sprint_cards"] if LOW <= n <= HIGH)
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


def candidates_by_position(view: dict[str, Any]) -> dict[int, set[int]]:
    """Possible numbers for each face-down route position (route index -> numbers)."""
    route = view["route"]
    excluded = certain_non_hideouts(view)
    # a failed single guess rules its number out for the positions that existed then (E7)
    missed: list[tuple[int, int]] = [
        (g["numbers"][0], g.get("route_len", len(route)))
        for g in view["guesses"]
        if not g["hit"] and len(g["numbers"]) == 1
    ]

    def domain(index: int) -> set[int]:
        known = _known_value(route[index])
        if known is not None:
            return {known}
        values = set(range(LOW, HIGH + 1)) - excluded
        values -= {n for n, length in missed if index < length}
        return values

    domains = [domain(i) for i in range(len(route))]
    domains[0] = {0}
    jumps = [_max_jump(e) for e in route]
    # forward: values reachable from card 0; backward: values from which the rest can follow
    forward: list[set[int]] = [{0}]
    for i in range(1, len(route)):
        before = forward[i - 1]
        forward.append({v for v in domains[i] if any(u < v <= u + jumps[i] for u in before)})
    backward: list[set[int]] = [set() for _ in route]
    backward[-1] = forward[-1]
    for i in range(len(route) - 2, -1, -1):
        after = backward[i + 1]
        backward[i] = {v for v in forward[i] if any(v < w <= v + jumps[i + 1] for w in after)}
    return {i: backward[i] for i, entry in enumerate(route) if _known_value(entry) is None}


def candidates(view: dict[str, Any]) -> list[set[int]]:
    """Possible numbers for each face-down position, left to right along the route."""
    by_position = candidates_by_position(view)
    return [by_position[i] for i in sorted(by_position)]
