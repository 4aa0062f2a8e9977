"""Fugitive in words: what the status line says follows the table's own rules."""

from __future__ import annotations

import pytest

from bot.narrate import Voice
from bot.narrate.fugitive import NARRATOR
from rules import get_engine
from rules.fugitive.models import Options

WORDS = {
    ("en", "one_or_two"): "(one or two)",
    ("en", "exactly_two"): "(exactly two)",
    ("fr", "one_or_two"): "(une ou deux)",
    ("fr", "exactly_two"): "(exactement deux)",
}


@pytest.mark.parametrize(("lang", "opening"), list(WORDS))
def test_the_opening_status_says_how_many_first_hideouts_this_table_lays(
    lang: str, opening: str
) -> None:
    engine = get_engine("fugitive")
    state = engine.setup(2, Options(opening=opening), seed=3)
    voice = Voice(lang, ("Alice", "Bob"))
    for seat in (None, 0, 1):
        view = engine.view(state, seat)
        assert view["phase"] == "opening"
        assert WORDS[lang, opening] in NARRATOR.status(view, voice)
