"""The choices picture: the board (enlarged to hold every marked cell) faded, with the cells a
pick can use lit and each choice marked on it with its label."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from bot.render.common import INK, PAPER, WHITE, text_width
from bot.render.fled.board import (
    BOARD_H,
    BOARD_W,
    Grid,
    board_size,
    crop,
    draw_board,
    grid_at,
)
from bot.render.fled.style import CHOICES_SPAN, MARK_COLOURS, PAD, Box, Cell, Colour
from bot.render.text import Face, fit_font

if TYPE_CHECKING:
    from rules.fled.views import FledView

#: the choices of a pick as the panel marks them: a label and its cells ([x, y] each)
Marks = Sequence[tuple[str, Sequence[Sequence[int]]]]


@dataclass(frozen=True)
class Mark:
    """One choice on the picture: its label, its cells, the centres its band joins (shifted
    sideways when another choice joins the same cells) and where its label is written."""

    label: str
    cells: tuple[Cell, ...]
    points: tuple[tuple[float, float], ...]
    box: Box
    colour: Colour


def _overlap(a: Box, b: Box) -> int:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0


def _label_spots(
    points: Sequence[tuple[float, float]], first: tuple[float, float], cell: int, h: int
) -> list[tuple[float, float]]:
    """Where a label may go, best first: ``first``, then along the mark, then further out."""
    out = [first]
    fx, fy = first
    if len(points) >= 2:
        (ax, ay), (bx, by) = points[0], points[1]
        for f in (0.5, 0.3, 0.7, 0.15, 0.85):
            out.append((ax + (bx - ax) * f, ay + (by - ay) * f))
    for k in (1, -1, 2, -2):  # stacked in the same cell
        out.append((fx, fy + k * (h + 4)))
    for reach in (0.35, 0.55, 0.8, 1.1, 1.5, 2.0):
        for k in range(8):
            angle = -math.pi / 2 + k * math.pi / 4
            out.append((fx + reach * cell * math.cos(angle), fy + reach * cell * math.sin(angle)))
    return out


def _pill_font(label: str, cell: int) -> Face:
    """A label's font: about a quarter of a cell, smaller (down to 20) for a long label."""
    return fit_font(label, cell * 1.05, max(24, round(cell * 0.27)), 20, bold=True)


def _in_frame(marks: Marks) -> list[tuple[str, tuple[Cell, ...]]]:
    """Each mark with its cells inside the frame; a mark with none has nothing to show."""
    kept: list[tuple[str, tuple[Cell, ...]]] = []
    for label, cells in marks:
        shown = tuple((int(c[0]), int(c[1])) for c in cells)
        shown = tuple((x, y) for x, y in shown if 0 <= x < BOARD_W and 0 <= y < BOARD_H)
        if shown:
            kept.append((label, shown))
    return kept


def _centres(
    grid: Grid, cells: tuple[Cell, ...], sharing: list[int], index: int
) -> list[tuple[float, float]]:
    """The centres a mark's band joins: its cells' centres, moved sideways apart from the other
    marks that join the same cells."""
    centres = [grid.centre(x, y) for x, y in cells]
    if len(centres) >= 2 and len(sharing) > 1:
        (ax, ay), (bx, by) = centres[0], centres[1]
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length, (bx - ax) / length
        rank = sharing.index(index)
        shift = (rank - (len(sharing) - 1) / 2) * grid.cell * 0.24
        centres = [(x + nx * shift, y + ny * shift) for x, y in centres]
    return centres


def _first_spot(
    grid: Grid, cells: tuple[Cell, ...], centres: list[tuple[float, float]], shared: bool
) -> tuple[float, float]:
    """Where a label goes if nothing is in the way: where the cells join (towards the first
    when another mark joins them too), or low in a single cell, under the room's name."""
    cell = grid.cell
    if len(centres) >= 2:
        (ax, ay), (bx, by) = centres[0], centres[1]
        towards = 0.5 - (0.2 if shared else 0.0)
        return (ax + (bx - ax) * towards, ay + (by - ay) * towards)
    left, top = grid.corner(*cells[0])
    return (left + cell / 2, top + cell * 0.78)


def _label_box(
    label: str,
    centres: list[tuple[float, float]],
    first: tuple[float, float],
    size: tuple[int, int],
    placed: list[Box],
    cell: int,
) -> Box:
    """The first spot for a label, from ``first`` outwards, where it covers no label ``placed``
    already, or the one where it covers the least, kept inside the picture."""
    pill = _pill_font(label, cell)
    w = round(text_width(pill, label) + 20)
    h = round(pill.size * 1.3)
    width, height = size
    best: Box | None = None
    best_cost = 0
    for cx, cy in _label_spots(centres, first, cell, h):
        left = min(max(round(cx - w / 2), 2), width - w - 2)
        top = min(max(round(cy - h / 2), 2), height - h - 2)
        box = (left, top, left + w, top + h)
        cost = sum(_overlap(box, other) for other in placed)
        if best is None or cost < best_cost:
            best, best_cost = box, cost
        if cost == 0:
            break
    assert best is not None
    return best


def _choices_layout(view: FledView, marks: Marks) -> tuple[tuple[int, int], Box, list[Mark]]:
    """Picture size, board bounds, and where each mark and its label go.

    A placement's label sits where its two cells join; when two placements join the same two
    cells (the tile turned round), each label moves towards its first cell and their bands
    apart, so both stay readable. Labels that would still cover one another move on to the
    nearest free spot, with a leader line back to their mark."""
    kept = _in_frame(marks)
    bounds = crop(view, [c for _, cells in kept for c in cells])
    board_w, board_h, cell, _ = board_size(bounds, CHOICES_SPAN)
    grid = grid_at(bounds, CHOICES_SPAN, PAD, PAD)
    size = (PAD + board_w + PAD // 2, PAD + board_h + PAD)
    pairs: dict[frozenset[Cell], list[int]] = {}
    for index, (_, cells) in enumerate(kept):
        pairs.setdefault(frozenset(cells), []).append(index)
    placed: list[Box] = []
    out: list[Mark] = []
    for index, (label, cells) in enumerate(kept):
        sharing = pairs[frozenset(cells)]
        centres = _centres(grid, cells, sharing, index)
        first = _first_spot(grid, cells, centres, len(sharing) > 1)
        placed.append(_label_box(label, centres, first, size, placed, cell))
        colour = MARK_COLOURS[index % len(MARK_COLOURS)]
        out.append(Mark(label, cells, tuple(centres), placed[-1], colour))
    return size, bounds, out


def choice_labels(
    view: FledView, marks: Marks, lang: str = "en"
) -> tuple[tuple[int, int], list[tuple[str, Box]]]:
    """The choices picture's size and where each label is written (the same in every
    language: labels are letters and cell names)."""
    size, _, laid = _choices_layout(view, marks)
    return size, [(m.label, m.box) for m in laid]


def _faded_board(
    view: FledView, bounds: Box, size: tuple[int, int], lang: str
) -> tuple[Image.Image, Grid]:
    """The board faded towards white, so the marks stand out."""
    img = Image.new("RGB", size, PAPER)
    grid = draw_board(img, view, bounds, PAD, PAD, lang, CHOICES_SPAN)
    area = (grid.left, grid.top, grid.right, grid.bottom)
    white = Image.new("RGB", (area[2] - area[0], area[3] - area[1]), WHITE)
    img.paste(Image.blend(img.crop(area), white, 0.35), area[:2])
    return img, grid


def _draw_mark(draw: ImageDraw.ImageDraw, grid: Grid, mark: Mark) -> None:
    """A destination: a frame around its cell; a placement: a band joining its two cells."""
    cell = grid.cell
    if len(mark.points) == 1:
        left, top = grid.corner(*mark.cells[0])
        frame_w = max(5, round(cell * 0.07))
        box = (left + 3, top + 3, left + cell - 4, top + cell - 4)
        draw.rounded_rectangle(box, radius=cell // 10, outline=WHITE, width=frame_w + 3)
        draw.rounded_rectangle(box, radius=cell // 10, outline=mark.colour, width=frame_w)
    else:
        band(draw, mark.points, max(8, round(cell * 0.12)), mark.colour, cell)


def _draw_label(draw: ImageDraw.ImageDraw, grid: Grid, mark: Mark) -> None:
    """A mark's label on a pill, with a leader line to its mark when it had to move away."""
    cell = grid.cell
    x0, y0, x1, y1 = mark.box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    left, top = grid.corner(*mark.cells[0])
    anchor = (left + cell / 2, top + cell * 0.78)
    if len(mark.points) >= 2:
        (ax, ay), (bx, by) = mark.points[0], mark.points[1]
        anchor = ((ax + bx) / 2, (ay + by) / 2)
    if math.hypot(anchor[0] - cx, anchor[1] - cy) > cell * 0.45:
        draw.line((cx, cy, *anchor), fill=WHITE, width=6)
        draw.line((cx, cy, *anchor), fill=mark.colour, width=3)
    draw.rounded_rectangle(
        mark.box, radius=(y1 - y0) // 2, fill=mark.colour, outline=WHITE, width=3
    )
    draw.text((cx, cy), mark.label, font=_pill_font(mark.label, cell), fill=WHITE, anchor="mm")


def choices_image(view: FledView, marks: Marks, lang: str = "en") -> Image.Image:
    """The board (cropped, enlarged to hold every marked cell), faded, with the marked cells lit
    and each mark drawn over its cells with its label on it: a placement is a band joining its
    two cells (a dot on its first cell), a destination a frame around its cell."""
    size, bounds, laid = _choices_layout(view, marks)
    img, grid = _faded_board(view, bounds, size, lang)
    draw = ImageDraw.Draw(img)
    cell = grid.cell
    for x, y in sorted({c for m in laid for c in m.cells}):  # every cell some choice uses
        left, top = grid.corner(x, y)
        draw.rectangle((left + 2, top + 2, left + cell - 3, top + cell - 3), outline=INK, width=3)
    for mark in laid:  # the marks, then every label on top
        _draw_mark(draw, grid, mark)
    for mark in laid:
        _draw_label(draw, grid, mark)
    return img


def band(
    draw: ImageDraw.ImageDraw,
    points: Sequence[tuple[float, float]],
    width: int,
    colour: Colour,
    cell: int,
) -> None:
    """Two cells joined: a band between their centres on a white casing, a dot on the first."""
    (ax, ay), (bx, by) = points[0], points[-1]
    length = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    trim = cell * 0.08  # stop short of the centres, where other bands meet
    a = (ax + ux * trim, ay + uy * trim)
    b = (bx - ux * trim, by - uy * trim)
    r = width * 0.95
    for fill, extra in ((WHITE, 4), (colour, 0)):
        draw.line((*a, *b), fill=fill, width=width + extra)
        e = extra / 2
        draw.ellipse((a[0] - r - e, a[1] - r - e, a[0] + r + e, a[1] + r + e), fill=fill)
        end = width / 2 + e
        draw.ellipse((b[0] - end, b[1] - end, b[0] + end, b[1] + end), fill=fill)
