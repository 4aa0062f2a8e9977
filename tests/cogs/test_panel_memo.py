"""The panel's memos: a seat's choices remembered per bot, table and seat at the latest version
asked about, and the values one panel reads several times from its table object."""

from __future__ import annotations

import gc
import weakref
from types import SimpleNamespace
from typing import Any

import pytest

from cogs import fled
from cogs.panel import _CHOICES, choice_tree, choices
from cogs.table_ui import GAME_UIS, PerTable
from rules import get_engine

ENGINE = get_engine("fled")


@pytest.fixture(autouse=True)
def fled_ui(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(GAME_UIS, "fled", fled.UI)


class Bot:
    """Stands for the bot: the memo only keys on it."""


def table(seed: int, version: int = 0, table_id: int = 1) -> Any:
    state = ENGINE.setup(3, None, seed)
    return SimpleNamespace(
        id=table_id, version=version, state=state, engine=ENGINE, game="fled", seed=seed, seats=()
    )


def listed(t: Any, seat: int) -> list[dict[str, Any]]:
    return [a.model_dump(mode="json") for a in ENGINE.legal_actions(t.state, seat)]


def test_each_seat_gets_its_own_moves_and_tree() -> None:
    bot, t = Bot(), table(seed=5)
    (mover,) = ENGINE.to_act(t.state)
    mine = choices(bot, t, mover)
    assert mine.legal and mine.legal == listed(t, mover)
    assert mine.root == choice_tree(fled.UI, t, mover, listed(t, mover))
    for seat in range(3):  # the others, asking after the mover, get nothing of his
        if seat != mover:
            assert choices(bot, t, seat).legal == [] == listed(t, seat)
            assert not choices(bot, t, seat).root.children


def test_remembered_per_position_and_per_bot() -> None:
    bot, t = Bot(), table(seed=5)
    seat = ENGINE.to_act(t.state)[0]
    first = choices(bot, t, seat)
    assert choices(bot, table(seed=5), seat) is first  # a new read of the same position
    # another bot (another database) with a table of the same id and version: its own moves
    other = table(seed=6)
    assert listed(other, seat) != first.legal
    assert choices(Bot(), other, seat).legal == listed(other, seat)
    # a new version of the table is listed anew
    moved = table(seed=6, version=1)
    assert choices(bot, moved, seat).legal == listed(moved, seat)


def test_a_position_played_is_let_go_and_freed_without_the_collector() -> None:
    """The next version's choices replace the last's, and the tree has no cycle (a step knows its
    place among its siblings, not its parent): freed by reference counts."""
    bot, t = Bot(), table(seed=5)
    seat = ENGINE.to_act(t.state)[0]
    gc.disable()
    try:
        first = choices(bot, t, seat)
        node = next(iter(first.root.children.values()))
        gone = weakref.ref(node)
        del first, node
        moved = table(seed=5, version=1)
        assert choices(bot, moved, seat).legal == listed(moved, seat)
        assert gone() is None  # freed at once, no collection ran
        assert list(_CHOICES[bot]) == [(t.id, seat)]
    finally:
        gc.enable()


def test_a_step_knows_its_place_among_its_siblings() -> None:
    bot, t = Bot(), table(seed=5)
    root = choices(bot, t, ENGINE.to_act(t.state)[0]).root
    steps = [root]
    while steps:
        node = steps.pop()
        assert [child.index for child in node.children.values()] == list(range(len(node.children)))
        steps += node.children.values()


def test_per_table_makes_each_value_once_per_table_object() -> None:
    made: list[tuple[int, int]] = []

    def make(t: Any, key: int) -> int:
        made.append((t.id, key))
        return t.id * 10 + key

    memo: PerTable[int, int] = PerTable(make)
    one, two = table(seed=1), table(seed=1, table_id=2)
    assert [memo(one, 0), memo(one, 0), memo(one, 1), memo(one, 1)] == [10, 10, 11, 11]
    assert made == [(1, 0), (1, 1)]
    assert memo(two, 0) == 20 and memo(one, 0) == 10  # another table object: made again
    assert made == [(1, 0), (1, 1), (2, 0), (1, 0)]
