"""The pictures' shared text fitting (``bot.render.text``), on the catalogues' own sentences in
English and French: nothing drawn wider than its room, no word lost or broken by wrapping, and
what is cut short says so with "…"."""

from __future__ import annotations

from functools import cache

import pytest
from PIL import Image, ImageDraw

from bot.i18n import catalogue
from bot.render.common import INK, OKABE_ITO, WHITE, font
from bot.render.text import (
    Item,
    clip,
    draw_lines,
    fit_font,
    fit_lines,
    flow,
    group,
    ink_on,
    text_item,
    wrap,
)

LANGS = ("en", "fr")
WIDTHS = (60, 140, 300, 970)
NBSP = "\u00a0"


#: the keys of words drawn on pictures
PICTURE_WORDS = ("-pic-", "-room-", "-space-", "-bm-")


@cache
def sentences(lang: str) -> tuple[str, ...]:
    """The pictures' words in ``lang`` that need no argument (with the blackmail cards' texts,
    the longest), and two French ones with a no-break space before their colon."""
    found = [f"Bouc émissaire{NBSP}: Prisonnier 3 (+2 PA)", f"face cachée{NBSP}: −1 pv"]
    for key in sorted(catalogue().ids[lang]):
        if not any(part in key for part in PICTURE_WORDS):
            continue
        try:
            found.append(catalogue().text(lang, key))
        except Exception:  # the message needs arguments
            continue
        text = catalogue().attribute(lang, key, "text")
        if text != f"{key}.text":
            found.append(text)
    return tuple(text for text in found if text.strip())


@pytest.mark.parametrize("lang", LANGS)
def test_a_fitted_font_is_never_wider_than_its_room_unless_at_its_smallest(lang: str) -> None:
    for text in sentences(lang):
        for width in WIDTHS:
            face = fit_font(text, width, 24, 12, bold=True)
            assert 12 <= face.size <= 24
            assert face.getlength(text) <= width or face.size == 12, (text, width)
            if face.size < 24:  # the largest that fits: one point larger would not
                assert font(int(face.size) + 1, True).getlength(text) > width


@pytest.mark.parametrize("lang", LANGS)
def test_wrapping_keeps_every_word_in_order_and_each_line_in_its_room(lang: str) -> None:
    face = font(16)
    for text in sentences(lang):
        for width in WIDTHS:
            lines = wrap(text, face, width)
            assert " ".join(lines) == text
            for line in lines:  # only a word wider than the room overflows, alone
                assert face.getlength(line) <= width or " " not in line, (text, width, line)


def test_wrapping_never_breaks_at_a_no_break_space() -> None:
    text = f"Bouc émissaire{NBSP}: Prisonnier 3"
    for width in range(40, 400, 7):
        for line in wrap(text, font(16), width):
            assert not line.startswith(":")
    assert wrap(f"a{NBSP}b c", font(16), 1) == [f"a{NBSP}b", "c"]


@pytest.mark.parametrize("lang", LANGS)
def test_fitted_lines_stay_in_their_room_and_keep_the_text_or_say_it_is_cut(lang: str) -> None:
    for text in sentences(lang):
        for width in WIDTHS:
            for most in (1, 2, 3):
                face, lines = fit_lines(text, width, 22, 12, bold=True, most=most)
                assert 1 <= len(lines) <= most
                if " ".join(lines) == text:
                    continue
                assert face.size == 12 and lines[-1].endswith("…"), (text, width, lines)
                assert face.getlength(lines[-1]) <= width
                kept = " ".join(lines)[:-1].rstrip()
                assert text.startswith(kept), (text, lines)


def test_shrinking_first_keeps_a_name_on_one_line_while_a_size_holds_it() -> None:
    name = "Solitary Confinement"
    width = font(15, True).getlength(name) - 1  # just too wide at the largest size
    face, lines = fit_lines(name, width, 15, 11, bold=True, shrink_first=True)
    assert lines == [name] and face.size == 14
    face, lines = fit_lines(name, width, 15, 11, bold=True)
    assert lines == name.split(" ") and face.size == 15  # wrapping first keeps the size


def test_a_long_status_wraps_into_two_lines_and_ends_with_an_ellipsis() -> None:
    text = " ".join(["Napoleon"] * 30)
    face, lines = fit_lines(text, 970, 22, 12, bold=True, shrink_first=True)
    assert len(lines) == 2 and all(face.getlength(line) <= 970 for line in lines)
    assert lines[-1].endswith("…")


@pytest.mark.parametrize("lang", LANGS)
def test_clipping_fits_the_room_and_keeps_the_start_of_the_text(lang: str) -> None:
    face = font(15, True)
    for text in sentences(lang):
        for width in WIDTHS:
            shown = clip(text, face, width)
            assert face.getlength(shown) <= width
            if shown != text:
                assert shown.endswith("…") and text.startswith(shown[:-1])
    assert clip("Warder", face, 200) == "Warder"
    assert clip("Warder", face, 200, cut=True) == "Warder…"  # it lost its end before


def test_lines_are_drawn_one_step_apart() -> None:
    image = Image.new("RGB", (200, 100), WHITE)
    bottom = draw_lines(ImageDraw.Draw(image), (4, 10), ["one", "two"], font(14), 30)
    assert bottom == 70
    rows = [y for y in range(100) if any(image.getpixel((x, y)) != WHITE for x in range(200))]
    assert 10 <= rows[0] < 20 and 40 <= rows[-1] < 60


def test_ink_is_black_on_light_colours_and_white_on_dark_ones() -> None:
    assert ink_on(WHITE) == INK and ink_on(OKABE_ITO["yellow"]) == INK
    assert ink_on(OKABE_ITO["blue"]) == WHITE and ink_on((40, 40, 40)) == WHITE


def box_item(width: int, height: int, seen: list[tuple[int, int, int, int]]) -> Item:
    def paint(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        seen.append((left, top, left + width, top + height))

    return Item(width, height, paint)


def test_flow_wraps_items_within_the_margins_and_measures_what_it_draws() -> None:
    seen: list[tuple[int, int, int, int]] = []
    items = [box_item(w, h, seen) for w, h in [(80, 20), (120, 40), (60, 20), (150, 30)] * 3]
    draw = ImageDraw.Draw(Image.new("RGB", (10, 10)))
    measured = flow(None, items, 10, 310, 5, indent=20)
    assert seen == []  # measuring draws nothing
    assert flow(draw, items, 10, 310, 5, indent=20) == measured
    assert all(left >= 10 and right <= 310 for left, _, right, _ in seen)
    lefts = sorted({left for left, _, _, _ in seen})
    assert lefts[0] == 10 and 30 in lefts  # wrapped lines start indented
    assert measured == max(bottom for _, _, _, bottom in seen)


def test_a_group_stays_on_one_line_and_text_items_measure_their_words() -> None:
    word = text_item("Chaplain", 24)
    assert word.width == round(font(24).getlength("Chaplain")) and word.height == 30
    seen: list[tuple[int, int, int, int]] = []
    pair = group(box_item(36, 36, seen), word)
    assert (pair.width, pair.height) == (36 + 8 + word.width, 36)
    pair.paint(ImageDraw.Draw(Image.new("RGB", (200, 60))), 0, 0)
    assert seen == [(0, 0, 36, 36)]
