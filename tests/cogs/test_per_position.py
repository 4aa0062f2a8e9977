"""``PerTable`` keeps what it made for one position: the same state object (one per version, see
``bot.tables.States``) at the same table, version and seats, whichever read of the table asks;
``render_seen`` draws such a shared view once per language."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.tables import Seat, Table
from cogs import fled, table_ui
from cogs.table_ui import PerTable, render_seen
from rules import get_engine

ENGINE = get_engine("fled")
SEATS = (Seat(1, "a", True), Seat(2, "b", True), Seat(3, "c", True))


def read(state: Any, version: int = 4, seats: tuple[Seat, ...] = SEATS) -> Table:
    """One read of table 7 (a new table object each time)."""
    return Table(7, "fled", 1, 2, 1, "playing", {}, 11, seats, state, version, None, None, None)


def test_reads_of_one_position_share_what_was_made_and_nothing_else_does() -> None:
    made: list[tuple[int, int]] = []

    def make(table: Table, seat: int) -> tuple[int, int]:
        made.append((table.version, seat))
        return (table.version, seat)

    memo: PerTable[int, tuple[int, int]] = PerTable(make)
    state = ENGINE.setup(3, None, 1)
    assert memo(read(state), 0) == (4, 0) and memo(read(state), 0) == (4, 0)
    assert memo(read(state), 1) == (4, 1)  # another seat: its own value
    assert made == [(4, 0), (4, 1)]
    same_text = ENGINE.load_state(state.model_dump_json())  # equal, but another object
    memo(read(same_text), 0)
    memo(read(same_text, version=5), 0)
    memo(read(same_text, version=5, seats=(*SEATS[:2], replace(SEATS[2], name="d"))), 0)
    assert made == [(4, 0), (4, 1), (4, 0), (5, 0), (5, 0)]


async def test_a_shared_view_is_pictured_once_and_no_other_view_gets_its_picture(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    drawn: list[tuple[Any, str]] = []

    async def render(func: Any, view: Any, lang: str) -> bytes:
        drawn.append((view, lang))
        return f"{view['seat']}-{lang}-{len(drawn)}".encode()

    monkeypatch.setattr(table_ui, "render", render)
    mine, theirs = {"seat": 0}, {"seat": 1}
    first = await render_seen(pictured, mine, "en")
    assert await render_seen(pictured, mine, "en") == first == b"0-en-1"
    assert await render_seen(pictured, theirs, "en") == b"1-en-2"  # another seat's view
    assert await render_seen(pictured, mine, "fr") == b"0-fr-3"
    assert await render_seen(pictured, {"seat": 0}, "en") == b"0-en-4"  # another object
    assert len(drawn) == 4


def pictured(view: Any, lang: str) -> bytes:
    raise AssertionError("drawn through render")


def test_a_readers_voice_is_made_once_per_position(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(table_ui.GAME_UIS, "fled", fled.UI)
    made: list[tuple[str, int | None]] = []
    make = fled.UI.make_voice

    def counted(table: Table, lang: str, reader: int | None) -> Any:
        made.append((lang, reader))
        return make(table, lang, reader)

    monkeypatch.setattr(fled.UI, "make_voice", counted)
    state = ENGINE.setup(3, None, 1)
    mine = fled.UI.voice(read(state), "en", 0)
    assert fled.UI.voice(read(state), "en", 0) is mine
    assert mine.reader == 0 and "<@1>" in mine.names[0] and "<@3>" in mine.names[2]
    assert fled.UI.voice(read(state), "en", 1).reader == 1  # another reader: their own
    assert fled.UI.voice(read(state), "fr").lang == "fr"
    renamed = (*SEATS[:2], Seat(4, "d", True))  # another player in the seat: their mention
    assert "<@4>" in fled.UI.voice(read(state, seats=renamed), "en", 0).names[2]
    assert made == [("en", 0), ("en", 1), ("fr", None), ("en", 0)]
