"""What a panel reads once per position (``cogs.table_ui``'s ``SECRETS``, ``STATUS``, ``LEGAL``)
is kept for whom it was made: a seat's secrets and moves never reach another seat or another
language, and the status line follows the deadline and the game's own marks."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.narrate.fled import NARRATOR
from cogs import fled
from cogs.table_ui import GAME_UIS, LEGAL
from tests.cogs.test_per_position import ENGINE, read


@pytest.fixture(autouse=True)
def fled_ui(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(GAME_UIS, "fled", fled.UI)


def own_secrets(state: Any, seat: int, lang: str) -> str | None:
    voice = fled.UI.make_voice(read(state), lang, seat)
    return NARRATOR.secrets(ENGINE.view(state, seat), voice)


def test_each_seat_and_language_gets_its_own_secrets() -> None:
    state = ENGINE.setup(3, None, 1)
    asked = [(0, "en"), (1, "en"), (0, "fr"), (2, "fr"), (0, "en"), (1, "fr")]
    said = {(seat, lang): fled.UI.secrets(read(state), seat, lang) for seat, lang in asked}
    for (seat, lang), text in said.items():
        assert text == own_secrets(state, seat, lang)
    assert len(set(said.values())) == len(said)  # hands differ, and so do the languages


def test_the_legal_moves_of_one_seat_are_not_anothers() -> None:
    state = ENGINE.setup(3, None, 1)
    (mover,) = ENGINE.to_act(state)
    mine = LEGAL(read(state), mover)
    assert mine == [a.model_dump(mode="json") for a in ENGINE.legal_actions(state, mover)]
    assert all(LEGAL(read(state), seat) == [] for seat in range(3) if seat != mover)
    assert LEGAL(read(state), mover) is mine  # the same position: listed once


def test_the_status_line_follows_the_deadline_the_language_and_the_games_marks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = ENGINE.setup(3, None, 1)
    plain = fled.UI.status_text(read(state), "en")
    timed = fled.UI.status_text(replace(read(state), deadline=1000.0), "en")
    assert "<t:1000:R>" in timed and "<t:" not in plain
    later = fled.UI.status_text(replace(read(state), deadline=2000.0), "en")
    assert "<t:2000:R>" in later and "<t:1000:R>" not in later
    french = fled.UI.status_text(read(state), "fr")
    assert french != plain and fled.UI.status_text(read(state), "en") == plain
    marks = iter(["a", "a", "b"])
    monkeypatch.setattr(fled.FledUI, "status_marks", lambda self, table: next(marks))
    made: list[str] = []

    def position_text(self: Any, table: Any, lang: str) -> str:
        made.append(lang)
        return f"{lang}-{len(made)}"

    monkeypatch.setattr(fled.FledUI, "position_text", position_text)
    moved = ENGINE.setup(3, None, 2)  # another position: nothing kept from the first
    said = [fled.UI.status_text(read(moved), "en") for _ in range(3)]
    assert said == ["en-1", "en-1", "en-2"] and made == ["en", "en"]
