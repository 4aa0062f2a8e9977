"""The Escape from Elba pictures and alt text."""

from __future__ import annotations

import io

from PIL import Image

from bot.render import elba as render
from rules.core import Rng
from rules.elba import ElbaEngine
from rules.elba.models import ElbaOptions, ElbaState

E = ElbaEngine()


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    with Image.open(io.BytesIO(data)) as image:
        return image.size


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


def test_the_board_picture_is_a_png_about_1000_px_wide_for_every_table_size() -> None:
    for n in (3, 4, 6):
        for state in _states(n, seed=n):
            width, height = _png_size(render.render_public(E.view(state, None)))
            assert width == 1000 and 900 < height < 1300


def test_the_board_is_drawn_from_the_public_view_only() -> None:
    state = _states(4, seed=1)[1]
    public = E.view(state, None)
    assert "hand" not in public
    assert render.render_public(public) == render.render_public(E.view(state, None))


def test_the_hand_picture_shows_a_seats_cards() -> None:
    state = E.setup(3, seed=2)
    for seat in range(3):
        width, height = _png_size(render.render_private(E.view(state, seat)))
        assert width == 1000 and height > 200
    state.seats[0].hand += state.deck[:12]
    del state.deck[:12]
    assert _png_size(render.render_private(E.view(state, 0)))[1] > 300


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
    assert f"P{state.active + 1}" in render.status_line(view)


def test_every_space_has_a_box_inside_the_picture() -> None:
    from rules.elba.content import board

    boxes = [render.cell_box(s) for s in board().spaces]
    assert len(set(boxes)) == 35
    for left, top, right, bottom in boxes:
        assert 0 <= left < right <= 1000 and 0 <= top < bottom
