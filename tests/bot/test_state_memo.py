"""The table service's memo of parsed game states (``bot.tables.States``): a snapshot parsed
once per table and version, never served for another snapshot, bounded, and one per service."""

from __future__ import annotations

from typing import Any

import pytest

from bot.store import Store
from bot.table_service import TableService
from bot.tables import States
from rules import get_engine
from rules.core import Rng
from tests.bot.conftest import Clock
from tests.bot.test_service import ALICE, CHANNEL, play_ai, two_player_table

ENGINE = get_engine("fugitive")


class Counting:
    """An engine whose ``load_state`` counts its parses."""

    def __init__(self) -> None:
        self.parsed = 0

    def load_state(self, text: str) -> Any:
        self.parsed += 1
        return ENGINE.load_state(text)


def snapshot(seed: int) -> str:
    return str(ENGINE.setup(2, None, seed).model_dump_json())


def test_a_snapshot_is_parsed_once_per_table_and_version() -> None:
    states, engine = States(), Counting()
    first = states.load(1, 0, engine, snapshot(1))  # type: ignore[arg-type]
    assert states.load(1, 0, engine, snapshot(1)) is first  # type: ignore[arg-type]
    assert engine.parsed == 1
    assert first.model_dump_json() == snapshot(1)


@pytest.mark.parametrize(
    ("table_id", "version", "seed"),
    [(1, 1, 1), (1, 0, 2), (2, 0, 1)],
    ids=["another version", "another snapshot, same version", "another table"],
)
def test_anything_else_is_parsed_afresh(table_id: int, version: int, seed: int) -> None:
    states, engine = States(), Counting()
    kept = states.load(1, 0, engine, snapshot(1))  # type: ignore[arg-type]
    other = states.load(table_id, version, engine, snapshot(seed))  # type: ignore[arg-type]
    assert other is not kept and engine.parsed == 2
    assert other.model_dump_json() == snapshot(seed)


def test_bounded_to_the_tables_last_used() -> None:
    states, engine = States(size=2), Counting()
    one = states.load(1, 0, engine, snapshot(1))  # type: ignore[arg-type]
    states.load(2, 0, engine, snapshot(2))  # type: ignore[arg-type]
    assert states.load(1, 0, engine, snapshot(1)) is one  # type: ignore[arg-type]
    states.load(3, 0, engine, snapshot(3))  # type: ignore[arg-type]
    assert sorted(entry[0] for entry in states.kept()) == [1, 3]  # 2 was the least recent
    assert engine.parsed == 3


async def test_a_move_keeps_what_it_wrote_and_reads_parse_nothing(
    service: TableService, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = await two_player_table(service)
    table = await play_ai(service, table, 3, Rng(s=7))
    parsed: list[str] = []
    real = type(ENGINE).load_state

    def load_state(self: Any, text: str) -> Any:
        parsed.append(text)
        return real(self, text)

    monkeypatch.setattr(type(ENGINE), "load_state", load_state)
    table = await play_ai(service, table, 5, Rng(s=8))  # every read after a move: kept
    assert parsed == []
    row = await store.fetchone("SELECT state, version FROM tables WHERE id = ?", (table.id,))
    assert row is not None
    (entry,) = [e for e in service.states.kept() if e[0] == table.id]
    assert entry[1:3] == (row["version"], row["state"])
    assert (await service.get(table.id)).state is entry[3]
    # another service on the same database (another process): its own memo, its own parse
    other = TableService(store, clock=Clock(), move_seconds=3600)
    assert (await other.get(table.id)).state is not entry[3]
    assert parsed == [row["state"]]


async def test_a_state_rewritten_under_the_same_version_is_read_as_stored(
    service: TableService, store: Store
) -> None:
    table = await two_player_table(service)
    kept = (await service.get(table.id)).state
    other = ENGINE.setup(2, None, 99).model_dump_json()
    async with store.transaction() as db:
        await db.execute("UPDATE tables SET state = ? WHERE id = ?", (other, table.id))
    again = await service.get(table.id)
    assert again.version == table.version and again.state is not kept
    assert again.state.model_dump_json() == other
    assert (await service.status(CHANNEL)).state is again.state  # type: ignore[union-attr]
    assert again.seat_of(ALICE) is not None
