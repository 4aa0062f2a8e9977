"""A picture's alt text (``bot.narrate.fit_alt``): the fullest wording that fits Discord's room,
and when none does, words cut between words with "…", in English and in French."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.narrate import ALT_LIMIT, Voice, fit_alt, narrator
from rules import ENGINES
from rules.core import Rng

LANGS = ("en", "fr")
#: a name as long as Discord allows a display name (32 characters)
LONG_NAME = "Hieronymus Bartholomew Featherst"


def cut_between_words(text: str, shown: str) -> bool:
    """``shown`` is ``text``, or ``text`` cut short: its start up to a whole word, then "…"."""
    kept = shown[:-1]
    if shown == text:
        return True
    return shown.endswith("…") and text.startswith(kept) and not text[len(kept)].isalnum()


def test_the_first_wording_that_fits_wins_and_later_ones_are_never_made() -> None:
    made: list[int] = []

    def wordings() -> Iterator[str]:
        for length in (30, 20, 10, 5):
            made.append(length)
            yield "x" * length

    assert fit_alt(wordings(), limit=20) == "x" * 20
    assert made == [30, 20]
    assert fit_alt([], limit=20) == ""


def test_a_text_too_long_is_cut_after_a_whole_word() -> None:
    text = "The Marshal guessed 12 and 17, both wrong; the route has seven hideouts."
    for limit in range(8, len(text)):
        shown = fit_alt([text], limit)
        assert len(shown) <= limit and cut_between_words(text, shown), (limit, shown)
    assert fit_alt([text], 24) == "The Marshal guessed 12…"  # no "12 and…", no dangling comma
    assert fit_alt([text], 30) == "The Marshal guessed 12 and…"


def test_a_single_word_longer_than_the_room_is_cut_inside_it() -> None:
    assert fit_alt(["Supercalifragilistic"], 8) == "Superca…"


def test_french_keeps_its_colon_with_its_word_or_drops_both() -> None:
    text = "Bouc émissaire\u00a0: Prisonnier 3 (+2 PA)"
    for limit in range(10, len(text)):
        shown = fit_alt([text], limit)
        assert len(shown) <= limit and cut_between_words(text, shown), (limit, shown)
        assert not shown[:-1].rstrip().endswith((":", "\u00a0"))


def positions(game: str) -> Iterator[tuple[dict[str, object], int]]:
    """A few public views of a computer game, with its number of seats."""
    engine = ENGINES[game]
    seats = engine.max_players
    state = engine.setup(seats, seed=3)
    rng = Rng(s=3)
    for step in range(400):
        if engine.outcome(state) is not None:
            break
        if step % 80 == 0:
            yield engine.view(state, None), seats
        seat = engine.to_act(state)[0]
        state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
    yield engine.view(state, None), seats


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(ENGINES))
def test_every_board_in_words_fits_with_the_longest_names(game: str, lang: str) -> None:
    words = narrator(game)
    for view, seats in positions(game):
        voice = Voice(lang, (LONG_NAME,) * seats)
        text = words.board(view, voice)
        assert len(text) <= ALT_LIMIT
        for limit in (ALT_LIMIT // 4, ALT_LIMIT // 2):  # and a smaller room cuts it well
            shown = fit_alt([text], limit)
            assert len(shown) <= limit and cut_between_words(text, shown), (game, lang, shown)
