"""Helpers for the Alcatraz rule tests: build a chosen position, apply and refuse actions.

(A ``test_`` module so it sits with the files this game owns; its own checks are at the end.)
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.alcatraz import AlcatrazEngine
from rules.alcatraz.board import base_ap, side
from rules.alcatraz.content import ITEMS, item_totals, tasks
from rules.alcatraz.models import BoardTask, Options, State
from rules.core import Event, IllegalAction

E = AlcatrazEngine()


def relay_tokens(s: State) -> None:
    """Put tokens back exactly on the slots of the sides shown (after changing sides)."""
    s.board_items = [{} for _ in range(12)]
    s.box = dict(item_totals())
    for loc in range(1, 13):
        for item, n in side(s, loc).slots.items():
            s.board_items[loc - 1][item] = n
            s.box[item] -= n
    s.box = {k: v for k, v in s.box.items() if v}


def _take_token(s: State, item: str) -> None:
    """Find a token of ``item`` (box first, then the board) so totals stay right."""
    if s.box.get(item):
        s.box[item] -= 1
        if not s.box[item]:
            del s.box[item]
        return
    for bag in s.board_items:
        if bag.get(item):
            bag[item] -= 1
            if not bag[item]:
                del bag[item]
            return
    raise AssertionError(f"no {item} token left")


def stage(
    n: int = 3,
    seed: int = 0,
    *,
    at: list[int] | None = None,
    guards: dict[int, int] | None = None,
    current: int = 0,
    scapegoat: int | None = None,
    bonus: int = 1,
    ap: int | None = None,
    items: dict[int, list[str]] | None = None,
    cash: dict[int, int] | None = None,
    stamina: dict[int, int] | None = None,
    plan: dict[int, str] | None = None,
    task_cards: list[tuple[str, int]] | None = None,
    sides: dict[int, str] | None = None,
    options: Options | None = None,
) -> State:
    """A position during the actions phase with everything named set as asked; unnamed things
    keep their setup values except guards (none unless given) and tasks (none unless given)."""
    s = E.setup(n, options or Options(), seed)
    if sides:
        for loc, which in sides.items():
            s.sides[loc - 1] = which  # type: ignore[assignment]
        relay_tokens(s)
    s.guards = [0] * 12
    for loc, g in (guards or {}).items():
        s.guards[loc - 1] = g
    s.guards_entered = sum(s.guards)
    if at is not None:
        for seat, loc in enumerate(at):
            s.players[seat].location = loc
    for seat, its in (items or {}).items():
        for item in its:
            _take_token(s, item)
        s.players[seat].items = sorted(its)
    for seat, c in (cash or {}).items():
        s.players[seat].cash = c
    for seat, st in (stamina or {}).items():
        s.players[seat].stamina = st
    for seat, p in (plan or {}).items():
        s.players[seat].plan = "".join(sorted(p))
    placed = task_cards or []
    s.tasks = [BoardTask(card=c, location=loc) for c, loc in placed]
    s.task_deck = [c for c in tasks() if c not in {c for c, _ in placed}]
    s.scapegoat = n - 1 if scapegoat is None else scapegoat
    s.bonus = bonus
    s.turn_order = [(s.scapegoat + i) % n for i in range(n)]
    s.turn_index = s.turn_order.index(current)
    s.ap = base_ap(s) + (bonus if current == s.scapegoat else 0) if ap is None else ap
    s.bribed = 0
    return s


def act(s: State, seat: int, action: dict[str, Any]) -> State:
    new, _ = E.apply(s, seat, E.parse_action(action))
    return new


def act_events(s: State, seat: int, action: dict[str, Any]) -> tuple[State, list[Event]]:
    return E.apply(s, seat, E.parse_action(action))


def refused(s: State, seat: int, action: dict[str, Any]) -> str:
    """Assert the action is refused with the state untouched; return the reason."""
    before = s.model_dump_json()
    with pytest.raises(IllegalAction) as err:
        E.apply(s, seat, E.parse_action(action))
    assert s.model_dump_json() == before
    assert E.parse_action(action) not in E.legal_actions(s, seat)
    return err.value.reason


def legal_types(s: State, seat: int) -> set[str]:
    return {a.type for a in E.legal_actions(s, seat)}


def is_legal(s: State, seat: int, action: dict[str, Any]) -> bool:
    return E.parse_action(action) in E.legal_actions(s, seat)


def token_count(s: State, item: str) -> int:
    """Every token of ``item`` wherever it is: board, box, sheets, pending returns."""
    total = sum(bag.get(item, 0) for bag in s.board_items) + s.box.get(item, 0)
    total += sum(p.items.count(item) for p in s.players)
    if s.returns is not None:
        total += s.returns.items.count(item)
    return total


def test_stage_keeps_every_token_in_one_place() -> None:
    s = stage(items={0: ["keys", "keys"], 1: ["gun"]}, sides={6: "copper"})
    for item in ITEMS:
        assert token_count(s, item) == item_totals()[item]
    assert s.current == 0 and s.players[0].items == ["keys", "keys"]


def test_refused_detects_a_legal_action() -> None:
    s = stage(at=[1, 5, 9])
    with pytest.raises(pytest.fail.Exception):
        refused(s, 0, {"type": "end_turn"})
