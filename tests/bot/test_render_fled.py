"""Fled pictures: they decode, are cropped to the prison and its ring, are stable, use the public
view only, speak the reader's language, keep every word inside the picture, tell the scroll
tiers apart without colour, keep pieces off the room names, and mark choices readably."""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw

from bot.i18n import t
from bot.narrate.fled import NARRATOR, cell_name, column_name, row_name
from bot.render import fled as fr
from bot.render.common import PAPER, WHITE, font
from bot.render.fled.board import BOARD_H, BOARD_W, _empty_board, board_size, grid_at, piece_slots
from bot.render.fled.cells import cell_image, empty_cell
from bot.render.fled.hand import _mapped_tile, hand_tile_image
from bot.render.fled.pictograms import ITEMS, pictogram
from bot.render.fled.shapes import tier_badge
from bot.render.fled.style import (
    CELL_SIZES,
    CHOICES_SPAN,
    MIN_WIDTH,
    PAD,
    REACH,
    ROOMS,
    SEAT_COLOURS,
    TIERS,
    t_room,
)
from rules.core import Rng
from rules.fled import FledEngine
from rules.fled.board import step
from rules.fled.models import FledState
from rules.fled.tiles import STEP, all_tiles

ENGINE = FledEngine()
W, H = BOARD_W, BOARD_H


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


def clear_caches() -> None:
    for cached in (
        cell_image,
        _mapped_tile,
        empty_cell,
        _empty_board,
        fr._legend_tail,
    ):
        cached.cache_clear()


def built_cells(view: dict[str, Any]) -> list[tuple[int, int]]:
    cells = []
    for p in view["placed"]:
        dx, dy = STEP[p["tail"]]
        cells += [(p["x"], p["y"]), (p["x"] + dx, p["y"] + dy)]
    return cells


def placing_state() -> tuple[FledState, list[tuple[str, list[tuple[int, int]]]]]:
    """A position at step 1 and the placements of the tile with the most of them, as the panel
    marks them ("A", "B", …: first cell, second cell)."""
    steps = 30
    while True:
        state = bot_game(3, 2, steps)
        if state.phase == "place":
            break
        steps += 1
    by_tile: dict[int, list[list[tuple[int, int]]]] = {}
    for action in ENGINE.legal_actions(state, state.current):
        a = action.model_dump()
        if a["type"] == "place":
            head = (a["x"], a["y"])
            by_tile.setdefault(a["tile"], []).append([head, step(head, a["tail"])])
    best = max(by_tile, key=lambda k: len(by_tile[k]))
    marks = [(chr(ord("A") + i), cells) for i, cells in enumerate(by_tile[best][:26])]
    return state, marks


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, Any, tuple[int, int]]]]:
    """Every text drawn, with its box and the size of the picture it is drawn on."""
    seen: list[tuple[str, Any, tuple[int, int]]] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        box = self.textbbox(xy, text, font=kwargs.get("font"), anchor=kwargs.get("anchor"))
        seen.append((str(text), box, tuple(self.im.size)))
        original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    clear_caches()
    yield seen
    clear_caches()


# -- the public board --------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "seed", "steps"), [(2, 1, 0), (3, 2, 40), (4, 3, 400)])
def test_board_picture_size(n: int, seed: int, steps: int) -> None:
    png = fr.render_public(ENGINE.view(bot_game(n, seed, steps), None))
    img = decode(png)
    assert img.format == "PNG" and img.mode == "P"
    assert MIN_WIDTH <= img.width <= 1100
    assert 1000 < img.height < 2600
    assert len(png) < 300_000


@pytest.mark.parametrize(("n", "seed", "steps"), [(2, 1, 0), (2, 4, 30), (3, 2, 90), (4, 3, 400)])
def test_crop_holds_the_prison_and_one_ring_around_it(n: int, seed: int, steps: int) -> None:
    view = ENGINE.view(bot_game(n, seed, steps), None)
    x0, y0, x1, y1 = fr.crop(view)
    cells = built_cells(view)
    assert 0 <= x0 <= x1 < W and 0 <= y0 <= y1 < H
    for x, y in cells:  # every built cell, and the ring of cells around it inside the frame
        assert x0 <= max(x - 1, 0) and min(x + 1, W - 1) <= x1
        assert y0 <= max(y - 1, 0) and min(y + 1, H - 1) <= y1
    # and no more than that
    assert x0 == max(min(x for x, _ in cells) - 1, 0)
    assert x1 == min(max(x for x, _ in cells) + 1, W - 1)
    assert y0 == max(min(y for _, y in cells) - 1, 0)
    assert y1 == min(max(y for _, y in cells) + 1, H - 1)


def test_crop_of_a_new_game_is_the_starting_yard_and_its_ring() -> None:
    view = ENGINE.view(ENGINE.setup(2, seed=1), None)
    assert fr.crop(view) == (5, 5, 8, 7)  # F6 to I8 around the yard on G7-H7
    size = board_size(fr.crop(view))
    assert size[2] == max(CELL_SIZES)  # a small prison gets the largest cells


def test_larger_prisons_get_smaller_cells_but_never_below_the_smallest() -> None:
    small = ENGINE.view(bot_game(2, 4, 10), None)
    large = ENGINE.view(bot_game(4, 3, 400), None)
    cell_small = board_size(fr.crop(small))[2]
    cell_large = board_size(fr.crop(large))[2]
    assert cell_small >= cell_large >= min(CELL_SIZES)
    assert board_size((0, 0, W - 1, H - 1))[2] == min(CELL_SIZES)
    assert board_size((0, 0, W - 1, H - 1))[0] + PAD <= 1100


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
    # the seat's own view holds its hand, which the public picture does not show
    private = ENGINE.view(state, state.current)
    assert fr.render_public(private) == fr.render_public(ENGINE.view(state, None))


def test_board_picture_is_stable() -> None:
    view = ENGINE.view(bot_game(4, 5, 120), None)
    first = hashlib.sha256(fr.render_public(view)).hexdigest()
    clear_caches()
    again = hashlib.sha256(fr.render_public(json.loads(json.dumps(view)))).hexdigest()
    assert first == again


def test_board_picture_changes_with_the_board() -> None:
    before = bot_game(2, 4, 20)
    after = bot_game(2, 4, 30)
    assert len(after.placed) > len(before.placed)
    assert fr.render_public(ENGINE.view(before, None)) != fr.render_public(ENGINE.view(after, None))


def test_board_picture_speaks_the_readers_language(drawn: list[Any]) -> None:
    view = ENGINE.view(bot_game(4, 3, 200), None)
    english = fr.render_public(view, "en")
    english_words = {text for text, _, _ in drawn}
    drawn.clear()
    french = fr.render_public(view, "fr")
    french_words = {text for text, _, _ in drawn}
    assert english != french
    for key in ("fled-pic-roll-call", "fled-pic-governor-inventory"):
        assert t("en", key) in english_words and t("en", key) not in french_words
        assert t("fr", key) in french_words and t("fr", key) not in english_words
    for seat in range(4):
        assert NARRATOR.role(seat, "fr") in french_words
        assert NARRATOR.role(seat, "en") in english_words
    assert "préau" in french_words and "yard" in english_words  # the legend
    assert fr.render_public(view, "xx") == english  # an unknown language reads in English


def test_axes_name_the_cells_chess_style(drawn: list[Any]) -> None:
    view = ENGINE.view(bot_game(2, 4, 30), None)
    fr.render_public(view)
    words = [text for text, _, _ in drawn]
    x0, y0, x1, y1 = fr.crop(view)
    for x in range(x0, x1 + 1):
        assert column_name(x) in words
    for y in range(y0, y1 + 1):
        assert row_name(y) in words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_word_leaves_its_picture(drawn: list[Any], lang: str) -> None:
    state = bot_game(4, 0, 58)  # a shackled prisoner in solitary, warders about
    fr.render_public(ENGINE.view(state, None), lang)
    fr.render_public(ENGINE.view(bot_game(4, 3, 400), None), lang)
    seat = next(i for i, p in enumerate(state.prisoners) if p.shackle is not None)
    fr.render_private(ENGINE.view(state, seat), lang)
    view, marks = placing_state()
    fr.render_choices(ENGINE.view(view, None), marks, lang)
    assert len(drawn) > 200
    for text, (left, top, right, bottom), (width, height) in drawn:
        assert min(left, top) >= 0 and right <= width and bottom <= height, text


def test_room_short_names_are_distinct_and_short() -> None:
    for lang in ("en", "fr"):
        names = [t_room(lang, room) for room in ROOMS]
        assert len(set(names)) == len(names) == 8
        assert all(1 <= len(name) <= 3 for name in names)


def test_every_seat_has_a_colour_and_a_distinct_letter() -> None:
    assert len(set(SEAT_COLOURS)) == 4
    assert [NARRATOR.role(s, "en")[-2] for s in range(4)] == ["Y", "B", "O", "G"]


# -- shapes: tiers without colour, pieces off the labels ---------------------------------------


def badge_mask(scroll: str) -> Image.Image:
    img = Image.new("RGB", (80, 80), PAPER)
    tier_badge(ImageDraw.Draw(img), 40, 40, 24, scroll, points=False)
    return img.convert("L").point(lambda v: 255 if v < 200 else 0)


def test_scroll_tiers_differ_in_shape_as_well_as_colour() -> None:
    shapes = {shape for _, shape in TIERS.values()}
    assert len(shapes) == len(TIERS) == 4
    masks = {scroll: badge_mask(scroll) for scroll in TIERS}
    for a in masks:
        for b in masks:
            if a < b:  # the silhouettes differ on a good share of the badge
                diff = ImageChops.difference(masks[a], masks[b]).histogram()[255]
                assert diff > 250, (a, b, diff)
    words = {t(lang, "fled-pic-tier", scroll=s) for lang in ("en", "fr") for s in TIERS}
    assert len(words) == 8


def test_every_item_has_a_pictogram() -> None:
    items = {tl.item for tl in all_tiles().values() if tl.item} | {
        tl.parchment for tl in all_tiles().values() if tl.parchment
    }
    assert items <= set(ITEMS)
    drawings = set()
    for item in ITEMS:
        img = Image.new("RGB", (48, 48), WHITE)
        pictogram(ImageDraw.Draw(img), (0, 0, 48, 48), item)
        img = img.convert("L")
        drawings.add(img.tobytes())
        assert sum(img.histogram()[:128]) > 100  # something is drawn
    assert len(drawings) == len(ITEMS)


@pytest.mark.parametrize("cell", CELL_SIZES)
def test_pieces_stand_below_the_room_names_and_badges(cell: int) -> None:
    inset = round(cell * 0.09)
    label_bottom = 0.0
    for lang in ("en", "fr"):
        for room in ROOMS:
            f = font(round(cell * 0.32), True)
            box = f.getbbox(t_room(lang, room), anchor="lt")
            label_bottom = max(label_bottom, inset + box[3])
    badge_bottom = 4 + cell * 0.11 * 1.3 * 2
    for n in range(1, 9):
        d, slots = piece_slots(n, cell)
        assert len(slots) == n and d >= cell * 0.18
        for cx, cy in slots:
            assert cy - d / 2 >= max(label_bottom, badge_bottom) - 1
            assert cy + d / 2 <= cell and d / 2 <= cx <= cell - d / 2
        for i, (ax, ay) in enumerate(slots):  # and not on one another
            for bx, by in slots[i + 1 :]:
                assert abs(ax - bx) >= d * 0.95 or abs(ay - by) >= d * 0.95


def test_room_names_end_before_the_badge(drawn: list[Any]) -> None:
    with_badge = [tl for tl in all_tiles().values() if tl.scroll and not tl.is_forest]
    assert {tl.scroll for tl in with_badge} == set(TIERS)
    for tl in with_badge:
        for cell in CELL_SIZES:
            for lang in ("en", "fr"):
                drawn.clear()
                cell_image(tl.id, True, "S", cell, lang)
                word, box, size = drawn[0]
                assert word == t_room(lang, tl.head.room) and size == (cell, cell)
                reach = cell * 0.11 * REACH[TIERS[str(tl.scroll)][1]]
                assert box[2] <= cell - 3 - 2 * reach, (tl.id, cell, lang, word)


# -- a seat's hand -----------------------------------------------------------------------------


def shackled_with_a_wide_hand() -> dict[str, Any]:
    """A shackled prisoner's view whose hand and shackle together are wider than the picture's
    least width (so the shackle's room shows), from the first computer game that has one."""
    for steps in range(30, 200, 4):
        state = bot_game(4, 0, steps)
        for seat, prisoner in enumerate(state.prisoners):
            if prisoner.shackle is None:
                continue
            view = ENGINE.view(state, seat)
            cards = [hand_tile_image(tl) for tl in view["hand"]]
            shackle = hand_tile_image(view["shackle"], "en", True)
            if sum(c.width for c in cards) + shackle.width > 760:
                return view
    raise AssertionError("no computer game had a shackled prisoner with a wide hand")


def test_hand_picture_shows_the_hand_and_the_shackle() -> None:
    view = shackled_with_a_wide_hand()
    img = decode(fr.render_private(view))
    cards = [hand_tile_image(tl) for tl in view["hand"]]
    shackle = hand_tile_image(view["shackle"], "en", True)
    assert img.width >= sum(c.width for c in cards) + shackle.width
    assert img.height >= max(c.height for c in cards)
    assert 600 <= img.width <= 1100
    # the shackle lies face down: darker than the same tile face up
    face_up = hand_tile_image(view["shackle"])
    assert mean(shackle) < mean(face_up) - 40
    other = dict(view, hand=list(reversed(view["hand"])))
    assert fr.render_private(other) != fr.render_private(view)
    unshackled = dict(view, shackle=None)
    assert decode(fr.render_private(unshackled)).width < img.width
    assert fr.render_private(view, "fr") != fr.render_private(view, "en")


def mean(img: Image.Image) -> float:
    histogram = img.convert("L").histogram()
    return sum(i * n for i, n in enumerate(histogram)) / sum(histogram)


def test_hand_picture_of_an_empty_hand() -> None:
    view = ENGINE.view(bot_game(2, 8, 12), 0)
    img = decode(fr.render_private(dict(view, hand=[], shackle=None)))
    assert img.width >= 600 and img.height > 60
    shackled = decode(fr.render_private(dict(view, hand=[], shackle=44)))
    assert shackled.height > img.height


# -- choices -----------------------------------------------------------------------------------


def test_choices_mark_placements_readably() -> None:
    state, marks = placing_state()
    view = ENGINE.view(state, None)
    assert len(marks) >= 10
    png = fr.render_choices(view, marks, "en")
    img = decode(png)
    (width, height), labels = fr.choice_labels(view, marks)
    assert img.size == (width, height) and img.mode == "P"
    assert [label for label, _ in labels] == [label for label, _ in marks]
    x0, y0, x1, y1 = fr.crop(view, [c for _, cells in marks for c in cells])
    assert all(x0 <= x <= x1 and y0 <= y <= y1 for _, cells in marks for x, y in cells)
    cell = board_size((x0, y0, x1, y1), CHOICES_SPAN)[2]
    for (_, box), (_, cells) in zip(labels, marks, strict=True):
        left, top, right, bottom = box
        assert 0 <= left < right <= width and 0 <= top < bottom <= height
        # the label sits on its two cells, near where they join
        join = centre_of(cells, view, marks)
        assert abs((left + right) / 2 - join[0]) <= cell
        assert abs((top + bottom) / 2 - join[1]) <= cell
    for i, (_, a) in enumerate(labels):  # no label covers another
        for _, b in labels[i + 1 :]:
            assert overlap(a, b) == 0
    assert png != fr.render_choices(view, marks[:3], "en")


def centre_of(
    cells: list[tuple[int, int]], view: dict[str, Any], marks: list[Any]
) -> tuple[float, float]:
    """Where a mark's cells join on the choices picture."""
    bounds = fr.crop(view, [c for _, cs in marks for c in cs])
    grid = grid_at(bounds, CHOICES_SPAN, PAD, PAD)
    centres = [grid.centre(x, y) for x, y in cells]
    return sum(x for x, _ in centres) / len(cells), sum(y for _, y in centres) / len(cells)


def overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> int:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0


def test_choices_mark_destinations_and_grow_the_crop() -> None:
    state = bot_game(2, 4, 30)
    view = ENGINE.view(state, None)
    rooms = built_cells(view)[:6]
    marks = [(cell_name(*c), [c]) for c in rooms]
    marks += [("W1→G7", [(6, 6)]), ("W2→G7", [(6, 6)])]  # two marks on one cell
    marks.append(("B2", [(1, 1)]))  # far from the prison: the picture grows to show it
    bounds = fr.crop(view, [c for _, cells in marks for c in cells])
    assert bounds[0] <= 1 and bounds[1] <= 1
    assert bounds[0] < fr.crop(view)[0] or bounds[1] < fr.crop(view)[1]
    img = decode(fr.render_choices(view, marks, "fr"))
    (width, height), labels = fr.choice_labels(view, marks, "fr")
    assert img.size == (width, height)
    for i, (_, a) in enumerate(labels):
        assert min(a[0], a[1]) >= 0 and a[2] <= width and a[3] <= height
        for _, b in labels[i + 1 :]:
            assert overlap(a, b) == 0


def test_choices_of_nothing_is_the_plain_board() -> None:
    view = ENGINE.view(bot_game(2, 4, 30), None)
    img = decode(fr.render_choices(view, [], "en"))
    assert img.size == fr.choice_labels(view, [])[0]


# -- words -------------------------------------------------------------------------------------


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
