"""The Alcatraz pictures: PNGs of the right size from the public and private views, alt text."""

from __future__ import annotations

import io
import json

from PIL import Image

from bot.render.alcatraz import describe_public, render_private, render_public
from rules.alcatraz import AlcatrazEngine
from rules.alcatraz.models import Options, State
from rules.core import Rng

E = AlcatrazEngine()


def played(n: int, seed: int, rounds: int, options: Options | None = None) -> State:
    rng = Rng(s=seed)
    s = E.setup(n, options, seed)
    while E.to_act(s) and s.round < rounds:
        seat = E.to_act(s)[0]
        s, _ = E.apply(s, seat, E.bot_action(s, seat, rng))
    return s


def size_of(png: bytes) -> tuple[int, int]:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return Image.open(io.BytesIO(png)).size


def test_board_from_the_public_view_is_phone_width() -> None:
    for n, opts in ((3, None), (4, Options(layout="random"))):
        s = played(n, 3, 4, opts)
        view = E.view(s, None)
        assert "hand" not in view
        png = render_public(view)
        w, h = size_of(png)
        assert w == 1000 and 900 < h < 1400
        assert len(png) < 400_000


def test_board_during_a_vote_and_after_the_game() -> None:
    s = played(4, 5, 2)
    assert s.phase == "vote"
    assert "ballot" in describe_public(E.view(s, None))
    size_of(render_public(E.view(s, None)))
    over = played(3, 1, 99)
    assert over.phase == "over"
    text = describe_public(E.view(over, None))
    assert "21st guard" in text or "Escaped" in text
    size_of(render_public(E.view(over, None)))


def test_private_sheet_shows_the_hand() -> None:
    s = played(3, 2, 3)
    s.players[1].blackmail = [s.blackmail_deck.pop(0), s.blackmail_deck.pop(0)]
    png = render_private(E.view(s, 1))
    w, h = size_of(png)
    assert w == 1000 and h > 300
    empty = render_private(E.view(s, 0 if s.players[0].blackmail == [] else 2))
    size_of(empty)


def test_alt_text_is_at_most_1000_characters_and_names_the_state() -> None:
    for seed in range(4):
        s = played(4, seed, 8)
        text = describe_public(E.view(s, None))
        assert len(text) <= 1000
        assert f"round {s.round}" in text and "Guards" in text
        for t in s.tasks:
            assert f"at {t.location}" in text


def test_pictures_speak_the_readers_language() -> None:
    s = played(4, 6, 3)
    view = E.view(s, None)
    english = render_public(view, "en")
    assert render_public(view, "fr") != english
    assert render_public(view, "xx") == english  # an unknown language reads in English
    s.players[2].blackmail = [s.blackmail_deck.pop(0)]
    private = E.view(s, 2)
    assert render_private(private, "fr") != render_private(private, "en")


def test_every_location_rule_is_said_in_every_language_and_fits_its_tile() -> None:
    from bot.i18n import catalogue
    from bot.narrate.alcatraz import rule_text
    from bot.render.alcatraz import TILE_W, cost_text
    from bot.render.common import font
    from bot.render.text import wrap

    for lang in catalogue().languages:
        for number in range(1, 13):
            for side in ("silver", "copper"):
                short = rule_text(number, side, lang)
                long = rule_text(number, side, lang, short=False)
                for text in (short, long):
                    assert text and "{" not in text and "alcatraz-" not in text, text
                line = f"{cost_text(1, lang)}: {short}"
                assert len(wrap(line, font(16), TILE_W - 20)) <= 2, (lang, number, side, line)


def test_the_public_picture_shows_how_many_voted_never_for_whom() -> None:
    s = played(4, 5, 2)
    assert s.phase == "vote"
    a, _ = E.apply(s, 0, E.parse_action({"type": "vote", "candidate": 1}))
    b, _ = E.apply(s, 0, E.parse_action({"type": "vote", "candidate": 3}))
    assert render_public(E.view(a, None)) == render_public(E.view(b, None))
    assert render_public(E.view(a, None)) != render_public(E.view(s, None))  # "1 of 4 cast"


def test_the_same_view_draws_the_same_picture() -> None:
    s = played(3, 9, 5)
    view = E.view(s, None)
    assert render_public(view, "fr") == render_public(json.loads(json.dumps(view)), "fr")
