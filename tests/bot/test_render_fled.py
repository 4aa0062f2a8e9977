"""Fled pictures: they decode, have a phone-friendly size, are stable, and use the public view
only (hidden information cannot change the board picture)."""

from __future__ import annotations

import hashlib
import io
import json

import pytest
from PIL import Image

from bot.render import fled as fr
from rules.core import Rng
from rules.fled import FledEngine
from rules.fled.models import FledState

ENGINE = FledEngine()


def bot_game(n: int, seed: int, steps: int) -> FledState:
    state = ENGINE.setup(n, seed=seed)
    rng = Rng(s=seed)
    for _ in range(steps):
        if ENGINE.outcome(state) is not None:
            break
        seat = ENGINE.to_act(state)[0]
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
    return state


def decode(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    return img


@pytest.mark.parametrize(("n", "seed", "steps"), [(2, 1, 0), (3, 2, 40), (4, 3, 400)])
def test_board_picture_size(n: int, seed: int, steps: int) -> None:
    png = fr.render_public(ENGINE.view(bot_game(n, seed, steps), None))
    img = decode(png)
    assert img.format == "PNG" and img.width == fr.WIDTH == 1000
    assert 1100 < img.height < 1500
    assert len(png) < 400_000


def test_board_picture_ignores_hidden_information() -> None:
    state = bot_game(3, 7, 60)
    hidden = state.model_copy(deep=True)
    for p in hidden.prisoners:
        p.hand = list(reversed(p.hand))
        if p.shackle is not None:
            p.shackle = p.hand[0] if p.hand else p.shackle
    hidden.stack = list(reversed(hidden.stack))
    hidden.rng = Rng(s=99)
    assert fr.render_public(ENGINE.view(state, None)) == fr.render_public(ENGINE.view(hidden, None))


def test_board_picture_is_stable() -> None:
    view = ENGINE.view(bot_game(4, 5, 120), None)
    first = hashlib.sha256(fr.render_public(view)).hexdigest()
    fr.cell_image.cache_clear()
    fr.hand_tile_image.cache_clear()
    again = hashlib.sha256(fr.render_public(json.loads(json.dumps(view)))).hexdigest()
    assert first == again


def test_board_picture_changes_with_the_board() -> None:
    before = bot_game(2, 4, 20)
    after = bot_game(2, 4, 30)
    assert len(after.placed) > len(before.placed)
    assert fr.render_public(ENGINE.view(before, None)) != fr.render_public(ENGINE.view(after, None))


def test_hand_picture_shows_the_hand() -> None:
    state = bot_game(2, 8, 12)
    seat = ENGINE.to_act(state)[0]
    view = ENGINE.view(state, seat)
    img = decode(fr.render_private(view))
    assert img.width >= 20 + 112 * len(view["hand"]) and img.height == 300
    other = dict(view, hand=list(reversed(view["hand"])))
    assert fr.render_private(other) != fr.render_private(view)


def test_every_room_has_a_word_and_every_seat_a_letter() -> None:
    words = [w for _, w in fr.ROOMS.values()]
    assert len(set(words)) == len(words) == 8
    letters = [s[1] for s in fr.SEATS]
    assert len(set(letters)) == 4


def test_alt_text_is_short_and_names_everyone() -> None:
    view = ENGINE.view(bot_game(4, 9, 200), None)
    text = fr.describe_public(view)
    assert len(text) <= 1000
    for name in ("Yellow", "Blue", "Orange", "Green"):
        assert name in text


def test_public_view_holds_no_hand_for_the_renderer() -> None:
    view = ENGINE.view(bot_game(2, 10, 30), None)
    assert "hand" not in view and "shackle" not in view
    assert all(set(p) >= {"hand_size", "shackled"} for p in view["players"])
