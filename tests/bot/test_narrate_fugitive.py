"""Fugitive in words: what the status line says follows the table's own rules."""

from __future__ import annotations

import re

import pytest

from bot.narrate import Voice
from bot.narrate.fugitive import NARRATOR
from rules import get_engine
from rules.core import Rng
from rules.fugitive.content import EVENT_ID
from rules.fugitive.models import Choose, Options
from tests.bot.narrate_support import walk

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


# -- the event variants (house event deck) ------------------------------------------------------

EVENT_TABLES = [
    Options(events="random"),
    Options(events="discovery"),
    Options(events="helpful", helped="fugitive"),
    Options(events="helpful", helped="marshal"),
    Options(events="catch_up", pass_bonus=True),
]


def well_formed(text: str) -> bool:
    """Formatted to the end: no Fluent placeholder, no raw key, no stray brace, no None."""
    return bool(text.strip()) and not re.search(r"[{}$]|fugitive-|refusal-|None", text)


@pytest.mark.parametrize("options", EVENT_TABLES, ids=lambda o: f"{o.events}-{o.helped}")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_games_with_events_are_narrated_to_the_end(options: Options, lang: str) -> None:
    """Every event line, status, board and event decision is said in full; each event card's
    name and effect appear when it is drawn; a look at a pile is told to the looker alone."""
    engine = get_engine("fugitive")
    kinds: set[str] = set()
    voices = [Voice(lang, ("Alice", "Bob"), reader) for reader in (None, 0, 1)]
    for seed in range(4):
        for position in walk(engine, engine.setup(2, options, seed), Rng(s=seed), 1):
            for event in position.events:
                kinds.add(event.kind)
                for voice in voices:
                    line = NARRATOR.event(event, voice)
                    if event.kind in NARRATOR.silent or event.to not in (None, voice.reader):
                        assert line is None
                        continue
                    assert line is not None and well_formed(line), (event, line)
                    if event.kind == "event_card":
                        words = NARRATOR.card_words(event.data["event"], voice)
                        assert words["name"] in line and words["text"] in line
            for seat in (None, 0, 1):
                view = engine.view(position.state, seat)
                voice = voices[0 if seat is None else seat + 1]
                assert well_formed(NARRATOR.status(view, voice))
                assert well_formed(NARRATOR.board(view, voice))
                for action in position.legal if seat == position.seat else []:
                    if isinstance(action, Choose):
                        label = NARRATOR.choice_label(view, action.value, voice)
                        assert well_formed(label) and str(action.value) in label
    assert "event_card" in kinds


def test_every_house_event_has_a_name_and_an_effect_in_every_language() -> None:
    names = {lang: set() for lang in ("en", "fr")}
    for lang in names:
        voice = Voice(lang)
        for effect in [*EVENT_ID.values(), "placeholder"]:
            words = NARRATOR.card_words(effect, voice)
            assert well_formed(words["name"]) and well_formed(words["text"])
            names[lang].add(words["name"])
    assert len(names["en"]) == len(names["fr"]) == len(EVENT_ID) + 1
