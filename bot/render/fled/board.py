"""The board part of a picture: the frame cropped to what is built plus one ring of cells, with
its axes, the room halves laid on it and the pieces standing in them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from bot.narrate.fled import column_name, row_name
from bot.render.common import INK, PAPER, font, image_cache, text_width
from bot.render.fled.cells import cell_image, empty_cell
from bot.render.fled.shapes import bars, npc_piece, pawn
from bot.render.fled.style import BOARD_SPAN, CELL_SIZES, NPCS, PAD, Box, Cell
from rules.fled.tiles import STEP, frame

if TYPE_CHECKING:
    from rules.fled.views import FledView

BOARD_W, BOARD_H = frame()


def _placed_cells(view: FledView) -> list[Cell]:
    cells = []
    for p in view["placed"]:
        dx, dy = STEP[p["tail"]]
        cells += [(p["x"], p["y"]), (p["x"] + dx, p["y"] + dy)]
    return cells


def crop(view: FledView, extra: Sequence[Cell] = ()) -> Box:
    """The frame cells a board picture shows, inclusive (x0, y0, x1, y1): what is built plus one
    ring of cells, never beyond the frame, enlarged to hold every ``extra`` cell."""
    built = _placed_cells(view) or [(6, 6), (7, 6)]
    x0 = max(0, min(x for x, _ in built) - 1)
    y0 = max(0, min(y for _, y in built) - 1)
    x1 = min(BOARD_W - 1, max(x for x, _ in built) + 1)
    y1 = min(BOARD_H - 1, max(y for _, y in built) + 1)
    for x, y in extra:
        x, y = min(max(x, 0), BOARD_W - 1), min(max(y, 0), BOARD_H - 1)
        x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
    return x0, y0, x1, y1


@dataclass(frozen=True)
class Grid:
    """Where the cropped board lies on a picture."""

    x0: int
    y0: int
    x1: int
    y1: int
    cell: int
    left: int
    top: int

    @property
    def cols(self) -> int:
        return self.x1 - self.x0 + 1

    @property
    def rows(self) -> int:
        return self.y1 - self.y0 + 1

    @property
    def right(self) -> int:
        return self.left + self.cols * self.cell

    @property
    def bottom(self) -> int:
        return self.top + self.rows * self.cell

    def shows(self, x: int, y: int) -> bool:
        return self.x0 <= x <= self.x1 and self.y0 <= y <= self.y1

    def corner(self, x: int, y: int) -> tuple[int, int]:
        return self.left + (x - self.x0) * self.cell, self.top + (y - self.y0) * self.cell

    def centre(self, x: int, y: int) -> tuple[float, float]:
        left, top = self.corner(x, y)
        return left + self.cell / 2, top + self.cell / 2


def cell_size(cols: int, rows: int, span: tuple[int, int] = BOARD_SPAN) -> int:
    for size in CELL_SIZES:
        if cols * size <= span[0] and rows * size <= span[1]:
            return size
    return CELL_SIZES[-1]


def _axis_font(cell: int) -> int:
    return min(34, max(26, round(cell * 0.32)))


def board_size(bounds: Box, span: tuple[int, int] = BOARD_SPAN) -> tuple[int, int, int, int]:
    """(width, height, cell, axis font) of the board part of a picture, axes included."""
    x0, y0, x1, y1 = bounds
    cols, rows = x1 - x0 + 1, y1 - y0 + 1
    cell = cell_size(cols, rows, span)
    axis = _axis_font(cell)
    margin = round(text_width(font(axis, True), "13")) + 14
    return margin + cols * cell + PAD // 2, axis + 16 + rows * cell, cell, axis


#: the drawing caches' share of empty boards kept: each 2–4 MiB, and the crop changes as a board
#: grows, so with many tables an entry is seldom drawn again before it would be pushed out (17–22
#: times in 216 boards of many tables in turn, kept 12 MiB of them or none): a small share
EMPTY_BOARD_SHARE = 0.0625


@image_cache(EMPTY_BOARD_SHARE)
def _empty_board(bounds: Box, span: tuple[int, int]) -> Image.Image:
    """The cropped frame with nothing built on it: its axes, empty cells and forest ring."""
    x0, y0, x1, y1 = bounds
    width, height, cell, axis = board_size(bounds, span)
    img = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(img)
    grid = grid_at(bounds, span, 0, 0)
    axis_font = font(axis, True)
    for x in range(x0, x1 + 1):
        cx, _ = grid.centre(x, y0)
        draw.text((cx, grid.top - 8), column_name(x), font=axis_font, fill=INK, anchor="ms")
    for y in range(y0, y1 + 1):
        _, cy = grid.centre(x0, y)
        draw.text((grid.left - 8, cy), row_name(y), font=axis_font, fill=INK, anchor="rm")
    for y in range(y0, y1 + 1):
        for x in range(x0, x1 + 1):
            ring = x in (0, BOARD_W - 1) or y in (0, BOARD_H - 1)
            img.paste(empty_cell(cell, ring), grid.corner(x, y))
    return img


def grid_at(bounds: Box, span: tuple[int, int], left: int, top: int) -> Grid:
    """Where the cells of a board whose axes start at (left, top) lie."""
    _, _, cell, axis = board_size(bounds, span)
    margin = round(text_width(font(axis, True), "13")) + 14
    return Grid(*bounds, cell, left + margin, top + axis + 16)


def draw_board(
    img: Image.Image,
    view: FledView,
    bounds: Box,
    left: int,
    top: int,
    lang: str,
    span: tuple[int, int] = BOARD_SPAN,
) -> Grid:
    """The cropped board with its axes, its left edge at ``left`` and top at ``top``."""
    grid = grid_at(bounds, span, left, top)
    cell = grid.cell
    img.paste(_empty_board(bounds, span), (left, top))
    draw = ImageDraw.Draw(img)
    for p in view["placed"]:
        dx, dy = STEP[p["tail"]]
        hx, hy = p["x"], p["y"]
        for (x, y), is_head in (((hx, hy), True), ((hx + dx, hy + dy), False)):
            if grid.shows(x, y):
                img.paste(cell_image(p["tile"], is_head, p["tail"], cell, lang), grid.corner(x, y))
        ax, ay = grid.corner(min(hx, hx + dx), min(hy, hy + dy))
        bx, by = grid.corner(max(hx, hx + dx) + 1, max(hy, hy + dy) + 1)
        draw.rectangle((ax, ay, bx - 1, by - 1), outline=INK, width=max(2, cell // 32))
    _draw_pieces(draw, view, grid)
    return grid


def _pieces_at(view: FledView) -> dict[Cell, list[tuple[str, int | str]]]:
    """Cell -> the pieces standing there: ("npc", name) then ("seat", seat)."""
    found: dict[Cell, list[tuple[str, int | str]]] = {}
    npcs = view["npcs"]
    for name in NPCS:
        if name in npcs:
            pos = npcs[name]
            found.setdefault((pos[0], pos[1]), []).append(("npc", name))
    for p in view["players"]:
        if p["pos"] is not None and not p["escaped"]:
            found.setdefault((p["pos"][0], p["pos"][1]), []).append(("seat", p["seat"]))
    return found


def piece_slots(n: int, cell: int) -> tuple[float, list[tuple[float, float]]]:
    """Diameter and centres (relative to the cell) of ``n`` pieces, in the lower part of the
    cell so the room's name and the badge at the top stay readable."""
    per_row = 2 if n <= 2 else (3 if n <= 6 else 4)
    rows = -(-n // per_row)
    zone_top = 0.47 if rows == 1 else 0.42
    zone_h = (0.95 - zone_top) * cell
    zone_w = 0.84 * cell
    d = min(zone_w / per_row, zone_h / rows) * 0.92
    if n == 1:
        d = min(d, cell * 0.44)
    slots = []
    for i in range(n):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        step = zone_w / per_row
        cx = cell / 2 + (col - (in_row - 1) / 2) * step
        cy = zone_top * cell + zone_h * (row + 0.5) / rows
        slots.append((cx, cy))
    return d, slots


def _draw_pieces(draw: ImageDraw.ImageDraw, view: FledView, grid: Grid) -> None:
    players = view["players"]
    for (x, y), pieces in sorted(_pieces_at(view).items()):
        if not grid.shows(x, y):
            continue
        left, top = grid.corner(x, y)
        d, slots = piece_slots(len(pieces), grid.cell)
        for (kind, who), (sx, sy) in zip(pieces, slots, strict=True):
            cx, cy = left + sx, top + sy
            if kind == "npc":
                npc_piece(draw, cx, cy, d * 0.92, str(who))
            else:
                seat = int(who)
                pawn(draw, cx, cy, d, seat)
                if players[seat]["solitary"]:
                    bars(draw, cx, cy, d)
