"""Words fitted to the room a picture has for them, for every game's pictures.

Translations differ in length (French runs about a fifth longer than English), so no word on a
picture is drawn at a fixed size without a plan for when it does not fit: a font shrinks down to
a smallest readable size, lines wrap, and what still does not fit is cut short with "…". Lines
break at plain spaces only, never at the no-break spaces French puts before ":" and "!".

Runs of words and small drawings (a pawn, a tile) are laid out like words in a line of text by
:func:`flow`, wrapping when the line is full.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from PIL import ImageDraw, ImageFont

from bot.render.common import INK, WHITE, font, text_width

Colour = tuple[int, int, int]
Face = ImageFont.FreeTypeFont
ELLIPSIS = "…"


def ink_on(fill: Colour) -> Colour:
    """Black or white, whichever reads better on ``fill`` (by its perceived brightness)."""
    r, g, b = fill
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else WHITE


def fit_font(text: str, width: float, size: int, smallest: int, *, bold: bool = False) -> Face:
    """The largest font from ``size`` down to ``smallest`` at which ``text`` is no wider than
    ``width`` (the one of ``smallest`` when none is)."""
    while size > smallest and text_width(font(size, bold), text) > width:
        size -= 1
    return font(size, bold)


def wrap(text: str, face: Face, width: float) -> list[str]:
    """``text`` in lines no wider than ``width``, each holding as many words as fit; a word
    wider than ``width`` gets a line of its own. Every word is kept, in order."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and text_width(face, f"{lines[-1]} {word}") <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def clip(text: str, face: Face, width: float, *, cut: bool = False) -> str:
    """``text`` when it fits in ``width``, else its longest start that fits with "…" after it.
    ``cut``: the text lost its end already, so it ends with "…" even when it fits."""
    if not cut and text_width(face, text) <= width:
        return text
    while text and text_width(face, text + ELLIPSIS) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def fit_lines(
    text: str,
    width: float,
    size: int,
    smallest: int,
    *,
    bold: bool = False,
    most: int = 2,
    shrink_first: bool = False,
) -> tuple[Face, list[str]]:
    """The largest font from ``size`` down to ``smallest`` at which ``text`` wraps into at most
    ``most`` lines no wider than ``width``, and those lines. With ``shrink_first`` the text
    stays on one line while some size down to ``smallest`` holds it, and wraps only then (a
    name reads better small than broken). When even ``smallest`` is too large, the first
    ``most`` lines at that size, the last one cut short."""
    if shrink_first:
        face = fit_font(text, width, size, smallest, bold=bold)
        if text_width(face, text) <= width:
            return face, [text]
    lines: list[str] = []
    for points in range(size, smallest - 1, -1):
        face = font(points, bold)
        lines = wrap(text, face, width)
        if len(lines) <= most and all(text_width(face, line) <= width for line in lines):
            return face, lines
    face = font(smallest, bold)
    kept = lines[:most]
    kept[-1] = clip(kept[-1], face, width, cut=len(kept) < len(lines))
    return face, kept


def draw_lines(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    lines: Sequence[str],
    face: Face,
    step: float,
    fill: Colour = INK,
    anchor: str | None = None,
) -> float:
    """Draw ``lines`` one under the other from ``xy``, ``step`` apart; returns where a next
    line would go."""
    x, y = xy
    for line in lines:
        draw.text((x, y), line, font=face, fill=fill, anchor=anchor)
        y += step
    return y


# -- words and drawings laid out in lines -------------------------------------------------------

Drawer = Callable[[ImageDraw.ImageDraw, int, int], None]


class Item(NamedTuple):
    """Something :func:`flow` lays out: its size, and how to draw it with its top left at a
    given point."""

    width: int
    height: int
    paint: Drawer


def text_item(text: str, size: int, *, bold: bool = False, fill: Colour = INK) -> Item:
    """Words as one item (they never wrap inside it), a quarter of their size taller than the
    font for the space between lines."""
    face = font(size, bold)
    height = round(size * 1.25)

    def paint(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.text((left, top + height / 2), text, font=face, fill=fill, anchor="lm")

    return Item(round(text_width(face, text)), height, paint)


def group(*items: Item, gap: int = 8) -> Item:
    """Several items kept together on one line (a shape and the word that explains it)."""
    width = sum(item.width for item in items) + gap * (len(items) - 1)
    height = max(item.height for item in items)

    def paint(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        x = left
        for item in items:
            item.paint(draw, x, top + (height - item.height) // 2)
            x += item.width + gap

    return Item(width, height, paint)


def flow(
    draw: ImageDraw.ImageDraw | None,
    items: Sequence[Item],
    left: int,
    right: int,
    top: int,
    gap: int = 12,
    line_gap: int = 8,
    indent: int = 0,
) -> int:
    """Lay ``items`` out in lines between ``left`` and ``right``, each centred on its line's
    height (wrapped lines start ``indent`` further right); returns the bottom. Draws only when
    ``draw`` is given, so the same call first measures a picture and then draws it."""
    lines: list[list[Item]] = [[]]
    x = left
    for item in items:
        if lines[-1] and x + item.width > right:
            lines.append([])
            x = left + indent
        lines[-1].append(item)
        x += item.width + gap
    y = top
    for number, line in enumerate(lines):
        if not line:
            continue
        height = max(item.height for item in line)
        x = left + (indent if number else 0)
        for item in line:
            if draw is not None:
                item.paint(draw, x, y + (height - item.height) // 2)
            x += item.width + gap
        y += height + line_gap
    return y - line_gap
