"""The Escape from Elba pictures and alt text: phone-sized, in English and French, every host
labelled as in the panels (P1…, C, N1…), every name inside its space."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.i18n import t
from bot.render import elba as render
from rules.core import Rng
from rules.elba import ElbaEngine
from rules.elba.content import board
from rules.elba.models import ElbaOptions, ElbaState

E = ElbaEngine()
LANGS = ("en", "fr")


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    with Image.open(io.BytesIO(data)) as image:
        return image.convert("RGB")


def _png_size(data: bytes) -> tuple[int, int]:
    return _png(data).size


def _states(n: int, seed: int) -> list[ElbaState]:
    """Positions of a computer game: the start, a fight in progress, a discard, the end."""
    state = E.setup(n, seed=seed)
    rng = Rng(s=seed)
    out = [state]
    wanted = {"fight", "keep", "drop"}
    while E.to_act(state):
        seat = E.to_act(state)[0]
        state, _ = E.apply(state, seat, E.bot_action(state, seat, rng))
        kind = state.stack[-1].kind if state.stack else state.phase
        if kind in wanted:
            wanted.discard(kind)
            out.append(state)
    out.append(state)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_picture_is_a_png_about_1000_px_wide_for_every_table_size(lang: str) -> None:
    for n in (3, 4, 6):
        for state in _states(n, seed=n):
            width, height = _png_size(render.render_public(E.view(state, None), lang))
            assert width == 1000 and 900 < height < 1300


def test_the_board_is_drawn_from_the_public_view_only() -> None:
    state = _states(4, seed=1)[1]
    public = E.view(state, None)
    assert "hand" not in public
    assert render.render_public(public) == render.render_public(E.view(state, None))


def test_the_pictures_speak_the_language_asked() -> None:
    state = _states(3, seed=3)[1]
    view = E.view(state, None)
    assert render.render_public(view, "fr") != render.render_public(view, "en")
    assert render.status_line(view, "fr").startswith("Tour")
    assert render.status_line(view, "en").startswith("Turn")
    assert render.space_name("north_tower", "fr") == "TOUR NORD"
    mine = E.view(state, 0)
    assert render.render_private(mine, "fr") != render.render_private(mine, "en")


def test_the_hand_picture_shows_a_seats_cards() -> None:
    state = E.setup(3, seed=2)
    for seat in range(3):
        width, height = _png_size(render.render_private(E.view(state, seat)))
        assert width == 1000 and height > 200
    state.seats[0].hand += state.deck[:12]
    del state.deck[:12]
    assert _png_size(render.render_private(E.view(state, 0), "fr"))[1] > 300


def test_every_host_is_labelled_as_in_the_panels() -> None:
    view = E.view(E.setup(3, seed=5), None)
    labels = [render.token_label(h) for h in view["hosts"]]
    assert labels == ["P1", "P2", "P3", "C", *(f"N{k}" for k in range(1, 9))]


@pytest.mark.parametrize("lang", LANGS)
def test_every_name_fits_inside_its_space(lang: str) -> None:
    """The towers' names used to run out of their boxes: each name now shrinks or wraps."""
    for space in board().spaces.values():
        left, _top, right, _bottom = render.cell_box(space.id)
        width = right - left - 12
        font, lines = render.name_lines(space, width, lang)
        assert 1 <= len(lines) <= 2 and all(font.getlength(line) <= width for line in lines)
    # and on the picture: no dark pixel right of a box, along its name, before the next box
    image = render.board_image(E.view(E.setup(3, seed=1), None), lang)
    pixels = image.load()
    assert pixels is not None
    boxes = [render.cell_box(s) for s in board().spaces]
    for left, top, right, _bottom in boxes:
        nxt = min([b[0] for b in boxes if b[0] > right and b[1] < top + 20 < b[3]] + [1000])
        for x in range(right + 2, nxt - 1):
            for y in range(top + 4, top + 22):
                pixel = pixels[x, y]
                assert isinstance(pixel, tuple) and max(pixel) > 90, (lang, (left, top), x, y)


def test_alt_text_says_the_state_in_words_within_1000_characters() -> None:
    for n in (3, 6):
        for state in _states(n, seed=7):
            view = E.view(state, None)
            text = render.describe_public(view)
            assert 0 < len(text) <= 1000
            assert all(f"P{s + 1}" in text for s in range(n))
            assert "Campbell" in text
    final = _states(3, seed=7)[-1]
    assert "escaped" in render.describe_public(E.view(final, None))


def test_status_line_names_who_must_act() -> None:
    state = E.setup(3, ElbaOptions(), seed=4)
    view = E.view(state, None)
    for lang in LANGS:
        assert f"P{state.active + 1}" in render.status_line(view, lang)
    assert t("fr", "elba-pic-deck", count=3) == "Pioche 3"


def test_every_space_has_a_box_inside_the_picture() -> None:
    boxes = [render.cell_box(s) for s in board().spaces]
    assert len(set(boxes)) == 35
    for left, top, right, bottom in boxes:
        assert 0 <= left < right <= 1000 and 0 <= top < bottom
