"""The drawing code's caches are bounded by the bytes of pixels they hold, and what they forget
is drawn again the same (issue 28: a picture worker's memory)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

from bot.render import alcatraz, common, fled, renderer
from bot.render.budget import DRAWING_CACHE_MB
from bot.render.common import ImageCache, image_bytes, set_drawing_cache
from bot.render.fled.board import _empty_board
from bot.render.fled.cells import cell_image
from bot.render.fled.hand import _mapped_tile
from rules import game_ids, get_engine
from rules.core import Rng
from rules.fled.tiles import all_tiles


def solid(size: int, shade: int = 0) -> Image.Image:
    return Image.new("RGB", (size, size), (shade, shade, shade))


def test_image_bytes_counts_pillows_four_bytes_an_rgb_pixel() -> None:
    assert image_bytes(Image.new("RGB", (10, 20))) == 800
    assert image_bytes(Image.new("P", (10, 20))) == 200


def test_the_cache_never_holds_more_than_its_budget_and_forgets_the_least_recently_used() -> None:
    drawn: list[int] = []

    def draw(shade: int) -> Image.Image:
        drawn.append(shade)
        return solid(10, shade)  # 400 bytes

    cached = ImageCache(draw, budget=1000)  # two of them
    for shade in (1, 2, 1, 3):  # 1 used again after 2: 2 is the one forgotten for 3
        cached(shade)
        assert cached.held <= 1000
    assert len(cached) == 2 and cached.held == 800
    assert drawn == [1, 2, 3]
    cached(1)
    assert drawn == [1, 2, 3]
    cached(2)
    assert drawn == [1, 2, 3, 2]
    assert (cached.hits, cached.misses) == (2, 4)


def test_a_picture_larger_than_the_budget_is_drawn_and_not_kept() -> None:
    cached = ImageCache(lambda size: solid(size), budget=100)
    assert cached(20).size == (20, 20)
    assert len(cached) == 0 and cached.held == 0


def test_keyword_arguments_are_part_of_the_key() -> None:
    cached = ImageCache(lambda size, shade=0: solid(size, shade), budget=10_000)
    assert cached(4, shade=9).getpixel((0, 0)) == (9, 9, 9)
    assert cached(4).getpixel((0, 0)) == (0, 0, 0)
    assert cached(4, shade=9).getpixel((0, 0)) == (9, 9, 9)
    assert len(cached) == 2


def test_fled_cells_stay_within_their_budget_and_are_drawn_again_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cell_image.cache_clear()
    monkeypatch.setattr(cell_image, "budget", 3 * 64 * 64 * 4)  # three cells of 64 px
    tiles = sorted(all_tiles())[:4]
    first = {
        (t, head): cell_image(t, head, "S", 64).tobytes() for t in tiles for head in (True, False)
    }
    assert cell_image.held <= cell_image.budget and len(cell_image) == 3
    for (t, head), pixels in first.items():  # the first ones were forgotten: drawn again
        assert cell_image(t, head, "S", 64).tobytes() == pixels
    assert cell_image.misses >= 2 * len(first) - 3
    cell_image.cache_clear()


@pytest.fixture
def default_drawing_cache() -> Iterator[None]:
    yield
    set_drawing_cache(DRAWING_CACHE_MB * 2**20)


def test_the_drawing_budget_is_shared_out_among_every_game_s_caches(
    default_drawing_cache: None,
) -> None:
    for game in game_ids():
        renderer(game)
    shares = common._shares
    assert {cached.__qualname__ for cached in shares} >= {
        "cell_image",
        "_empty_board",
        "_mapped_tile",
        "tile_background",
    }
    assert sum(shares.values()) == pytest.approx(1)
    set_drawing_cache(10 * 2**20)
    assert cell_image.budget == round(shares[cell_image] * 10 * 2**20)
    assert sum(cached.budget for cached in shares) == pytest.approx(10 * 2**20, abs=len(shares))


def test_a_smaller_budget_forgets_at_once_and_applies_to_caches_made_after(
    default_drawing_cache: None,
) -> None:
    cell_image.cache_clear()
    for t in sorted(all_tiles())[:4]:
        cell_image(t, True, "S", 64)
    assert cell_image.held == 4 * 64 * 64 * 4
    set_drawing_cache(round(2.5 * 64 * 64 * 4 / common._shares[cell_image]))  # two cells
    assert len(cell_image) == 2 and cell_image.held == 2 * 64 * 64 * 4

    @common.image_cache(common._shares[cell_image])
    def later(size: int) -> Image.Image:
        return solid(size)

    assert later.budget == cell_image.budget
    del common._shares[later]  # not one of the drawing code's
    cell_image.cache_clear()


def public_views(game: str, players: int, count: int, seat: int | None = None) -> list[Any]:
    """Views (public, or of ``seat``) spread over the first ``count`` moves of a seeded
    computer game."""
    engine = get_engine(game)
    state = engine.setup(players, None, 7)
    rng = Rng(s=7)
    views = []
    while (seats := engine.to_act(state)) and len(views) < count:
        seat_to_act = rng.choice(seats)
        state, _ = engine.apply(state, seat_to_act, engine.bot_action(state, seat_to_act, rng))
        views.append(engine.view(state, seat))
    return views[:: max(1, len(views) // 4)]


def test_fled_boards_are_the_same_whatever_their_caches_forgot(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    views = public_views("fled", 3, 60)
    roomy = [fled.render_public(view, "en") for view in views]
    for cached in (cell_image, _empty_board):
        cached.cache_clear()
        monkeypatch.setattr(cached, "budget", 0)  # nothing kept: every part drawn anew
    assert [fled.render_public(view, "en") for view in views] == roomy
    assert len(cell_image) == 0 and len(_empty_board) == 0
    for cached in (cell_image, _empty_board):
        cached.cache_clear()


@pytest.mark.parametrize(
    ("cached", "draw", "game", "players", "seat"),
    [
        (_mapped_tile, fled.render_private, "fled", 3, 1),  # a Fled hand's tiles
        (alcatraz.tile_background, alcatraz.render_public, "alcatraz", 3, None),  # a board's
    ],
    ids=["fled hands", "alcatraz boards"],
)
def test_pictures_are_the_same_whatever_their_tiles_cache_forgot(
    monkeypatch: pytest.MonkeyPatch,
    cached: ImageCache[...],
    draw: Any,
    game: str,
    players: int,
    seat: int | None,
) -> None:
    views = public_views(game, players, 40, seat=seat)
    cached.cache_clear()
    roomy = [draw(view, "fr") for view in views]
    assert 0 < cached.held <= cached.budget
    cached.cache_clear()
    monkeypatch.setattr(cached, "budget", 0)  # nothing kept: every tile drawn anew
    assert [draw(view, "fr") for view in views] == roomy
    assert len(cached) == 0
    cached.cache_clear()
