"""Every figure a game's statistics declare has its label, ``stat-<game>-<name>``, in every
language, and no label names a figure the game does not count."""

from __future__ import annotations

import pytest

from bot.i18n import t
from rules import game_ids, get_engine
from tests.bot.test_catalogues import LANGUAGES, messages


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", game_ids())
def test_every_figure_has_a_label_and_every_label_a_figure(lang: str, game: str) -> None:
    engine = get_engine(game)
    declared = {f"stat-{game}-{name}" for name in (*engine.seat_stats, *engine.table_stats)}
    labels = {key for key in messages(lang) if key.startswith(f"stat-{game}-")}
    assert labels == declared, (labels - declared, declared - labels)
    for key in declared:
        text = t(lang, key)
        assert text and key not in text, (lang, key)
