"""Fled pictures for a phone: the prison board (public view only), a seat's hand, and the board
with the choices of a pick marked on it.

A phone shows a Discord picture about 400 px wide, so the board is cropped to what is built plus
one ring of cells around it (never beyond the 14 × 13 frame, whose border is the forest ring),
its cells are as large as the crop allows, and every word on it is short and large. Cells are
named chess-style along the axes (``column_name`` / ``row_name`` from :mod:`bot.narrate.fled`,
the names the log and the typed commands use).

Nothing rests on colour alone: each room has a colour *and* a short name (its legend under the
board), each scroll tier a colour *and* a shape with its points in it (teal: circle 1, purple:
diamond 2, green: clover 3, gold: star 4), each wall a shape (door: wooden bar, window: barred
frame, archway: arch, forest exit: dashed line), each item a pictogram, prisoners a disc with
their letter, warders a dark square with their number, the chaplain a white square with a cross.
Pieces stand in the lower half of a cell, under the room's name and the tile's badge.

Every word comes from the catalogues (``fled-pic-…`` keys and :mod:`bot.narrate.fled`) in the
language asked. Room halves are drawn once per (tile, half, direction, size, language) and
cached; a board is a paste of those cells plus the pieces.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.i18n import t
from bot.narrate import Voice
from bot.narrate.fled import NARRATOR, PAWN_LETTERS, column_name, row_name
from bot.render.common import INK, MUTED, OKABE_ITO, PAPER, WHITE, Palette, font, to_png
from bot.render.text import Face, Item, draw_lines, fit_font, fit_lines, flow, group, text_item
from rules.fled.tiles import DIRS, STEP, all_tiles, frame, room_info, scroll_vp, tile

BOARD_W, BOARD_H = frame()
#: cell sizes, largest first: a board takes the largest whose cells fit in its span (pixels
#: across, down); the choices picture, which has no panels under it, gets a little more
CELL_SIZES = (120, 104, 88, 76, 64)
BOARD_SPAN = (900, 1000)
CHOICES_SPAN = (1080, 1000)
#: the narrowest public picture (small boards are centred in it, so the panels keep their room)
MIN_WIDTH = 940
HAND_CELL = 120
PAD = 16
PNG_COLOURS = 192

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]
Cell = tuple[int, int]

# font sizes of the panels (a 960 px picture shown 400 px wide divides them by 2.4)
TITLE = 32
TEXT = 28
SMALL = 24


def _tint(rgb: Colour, amount: float = 0.55) -> Colour:
    """Blend towards white so that pieces and text stay readable on a room."""
    r, g, b = rgb
    return (
        int(r + (255 - r) * amount),
        int(g + (255 - g) * amount),
        int(b + (255 - b) * amount),
    )


#: room type -> fill colour (its short name comes from the catalogue, ``fled-pic-room``)
ROOMS: dict[str, Colour] = {
    "yard": _tint(OKABE_ITO["orange"]),
    "bunk": _tint(OKABE_ITO["sky"]),
    "washroom": _tint(OKABE_ITO["blue"]),
    "mess_hall": _tint(OKABE_ITO["vermillion"]),
    "corridor": (222, 222, 222),
    "warders_quarters": _tint(OKABE_ITO["purple"]),
    "courtyard": _tint(OKABE_ITO["yellow"], 0.35),
    "forest": (120, 190, 140),
}
#: scroll tier -> (colour, shape of its badge); the badge carries the tier's points as well
TIERS: dict[str, tuple[Colour, str]] = {
    "teal": (OKABE_ITO["sky"], "circle"),
    "purple": (OKABE_ITO["purple"], "diamond"),
    "green": (OKABE_ITO["green"], "clover"),
    "gold": (OKABE_ITO["orange"], "star"),
}
#: how far each badge shape reaches from its centre, in radii
REACH = {"circle": 1.0, "diamond": 1.2, "clover": 1.1, "star": 1.3}
ITEMS = (
    "key",
    "file",
    "shoe",
    "spoon",
    "whistle",
    "shamrock",
    "button",
    "stamp",
    "comb",
    "cake",
)
#: seat -> pawn colour (the letter is ``PAWN_LETTERS[seat]``, the name ``NARRATOR.role``)
SEAT_COLOURS: tuple[Colour, ...] = (
    OKABE_ITO["yellow"],
    OKABE_ITO["blue"],
    OKABE_ITO["orange"],
    OKABE_ITO["green"],
)
SEAT_INK: tuple[Colour, ...] = (INK, WHITE, INK, INK)
NPCS = ("warder1", "warder2", "warder3", "chaplain")
WOOD = (120, 72, 30)
RING = (208, 230, 208)
RING_TREE = (178, 210, 180)
GRID = (212, 208, 198)
TREE = (30, 100, 50)
PARCHMENT = (250, 240, 205)
HIGHLIGHT = (255, 243, 200)
#: the colours of marks on the choices picture, in turn (each with white text on it)
MARK_COLOURS: tuple[Colour, ...] = (INK, OKABE_ITO["blue"], OKABE_ITO["vermillion"], (0, 110, 80))


def _voice(lang: str) -> Voice:
    return Voice(lang, tuple(NARRATOR.roles(4, lang)), None)


# -- shapes: tier badges, item pictograms, pieces ----------------------------------------------


def _star(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.5
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def tier_badge(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, scroll: str, points: bool = True
) -> None:
    """The badge of a scroll tier centred on (cx, cy): its colour, its shape and its points."""
    colour, shape = TIERS[scroll]
    line = max(2, round(r / 9))
    if shape == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=INK, width=line)
    elif shape == "diamond":
        k = r * 1.2
        draw.polygon(
            [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)],
            fill=colour,
            outline=INK,
            width=line,
        )
    elif shape == "clover":
        lobe = r * 0.52
        centres = [
            (cx + r * 0.5 * math.cos(a), cy + r * 0.5 * math.sin(a))
            for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
        ]
        for x, y in centres:  # outlines first, then the fills over them: one clover outline
            draw.ellipse((x - lobe - line, y - lobe - line, x + lobe + line, y + lobe + line), INK)
        for x, y in centres:
            draw.ellipse((x - lobe, y - lobe, x + lobe, y + lobe), fill=colour)
        draw.ellipse((cx - lobe, cy - lobe, cx + lobe, cy + lobe), fill=colour)
    else:
        draw.polygon(_star(cx, cy, r * 1.3), fill=colour, outline=INK, width=line)
    if points:
        digit = str(scroll_vp()[scroll])
        draw.text((cx, cy), digit, font=font(max(10, round(r * 0.95)), True), fill=INK, anchor="mm")


def pictogram(draw: ImageDraw.ImageDraw, box: Box, item: str, ink: Colour = INK) -> None:
    """A language-free drawing of an item in ``box`` (a square)."""
    x0, y0, x1, _ = box
    s = x1 - x0
    w = max(2, round(s * 0.11))
    bg = WHITE

    def p(u: float, v: float) -> tuple[float, float]:
        return (x0 + u * s, y0 + v * s)

    def rect(u0: float, v0: float, u1: float, v1: float) -> tuple[float, float, float, float]:
        return (*p(u0, v0), *p(u1, v1))

    if item == "key":
        draw.ellipse(rect(0.04, 0.28, 0.46, 0.72), outline=ink, width=w)
        draw.line((*p(0.44, 0.5), *p(0.97, 0.5)), fill=ink, width=w)
        draw.line((*p(0.78, 0.5), *p(0.78, 0.76)), fill=ink, width=w)
        draw.line((*p(0.92, 0.5), *p(0.92, 0.7)), fill=ink, width=w)
    elif item == "file":
        draw.polygon([p(0.02, 0.62), p(0.62, 0.3), p(0.7, 0.45), p(0.1, 0.77)], fill=ink)
        for u in (0.14, 0.26, 0.38, 0.5):
            v = 0.7 - (u - 0.06) * 0.53
            draw.line((*p(u, v - 0.07), *p(u + 0.05, v + 0.03)), fill=bg, width=max(1, w // 2))
        draw.line((*p(0.64, 0.38), *p(0.97, 0.2)), fill=ink, width=round(w * 1.6))
    elif item == "shoe":
        draw.polygon(
            [p(0.2, 0.08), p(0.5, 0.08), p(0.52, 0.5), p(0.9, 0.62), p(0.94, 0.86), p(0.16, 0.86)],
            fill=ink,
        )
        draw.line((*p(0.16, 0.76), *p(0.94, 0.76)), fill=bg, width=max(1, w // 2))
    elif item == "spoon":
        draw.ellipse(rect(0.06, 0.04, 0.5, 0.56), fill=ink)
        draw.line((*p(0.4, 0.45), *p(0.92, 0.94)), fill=ink, width=round(w * 1.3))
    elif item == "whistle":
        draw.ellipse(rect(0.04, 0.32, 0.6, 0.88), fill=ink)
        draw.rectangle(rect(0.3, 0.32, 0.98, 0.54), fill=ink)
        draw.ellipse(rect(0.24, 0.52, 0.4, 0.68), fill=bg)
        draw.ellipse(rect(0.06, 0.1, 0.26, 0.3), outline=ink, width=max(1, w // 2))
    elif item == "shamrock":
        for u, v in ((0.5, 0.28), (0.27, 0.52), (0.73, 0.52)):
            draw.ellipse(rect(u - 0.2, v - 0.2, u + 0.2, v + 0.2), fill=ink)
        draw.line((*p(0.5, 0.5), *p(0.62, 0.97)), fill=ink, width=w)
    elif item == "button":
        draw.ellipse(rect(0.06, 0.06, 0.94, 0.94), fill=ink)
        for u, v in ((0.38, 0.38), (0.62, 0.38), (0.38, 0.62), (0.62, 0.62)):
            draw.ellipse(rect(u - 0.07, v - 0.07, u + 0.07, v + 0.07), fill=bg)
    elif item == "stamp":
        draw.rectangle(rect(0.12, 0.06, 0.88, 0.94), fill=ink)
        for k in range(5):
            v = 0.14 + k * 0.18
            u = 0.2 + k * 0.15
            for cx, cy in ((0.12, v), (0.88, v), (u, 0.06), (u, 0.94)):
                draw.ellipse(rect(cx - 0.05, cy - 0.05, cx + 0.05, cy + 0.05), fill=bg)
        draw.rectangle(rect(0.26, 0.2, 0.74, 0.8), outline=bg, width=max(1, w // 2))
    elif item == "comb":
        draw.rectangle(rect(0.04, 0.22, 0.96, 0.42), fill=ink)
        for k in range(7):
            u = 0.1 + k * 0.13
            draw.line((*p(u, 0.4), *p(u, 0.8)), fill=ink, width=max(2, round(w * 0.7)))
    elif item == "cake":
        draw.pieslice(rect(0.06, 0.3, 0.94, 1.3), 180, 360, fill=ink)
        draw.rectangle(rect(0.06, 0.78, 0.94, 0.88), fill=ink)
        for u, v in ((0.3, 0.6), (0.52, 0.5), (0.72, 0.64)):
            draw.ellipse(rect(u - 0.06, v - 0.06, u + 0.06, v + 0.06), fill=bg)
        draw.ellipse(rect(0.42, 0.1, 0.58, 0.26), fill=ink)


def pawn(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: float, seat: int) -> None:
    """A prisoner: a disc in the seat's colour with its letter."""
    r = d / 2
    draw.ellipse(
        (cx - r, cy - r, cx + r, cy + r),
        fill=SEAT_COLOURS[seat],
        outline=INK,
        width=max(2, round(d / 12)),
    )
    letter = PAWN_LETTERS[seat]
    draw.text((cx, cy), letter, font=font(round(d * 0.6), True), fill=SEAT_INK[seat], anchor="mm")


def npc_piece(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: float, npc: str) -> None:
    """A warder: a dark square with its number; the chaplain: a white square with a cross."""
    r = d / 2
    chaplain = npc == "chaplain"
    draw.rounded_rectangle(
        (cx - r, cy - r, cx + r, cy + r),
        radius=max(2, round(d / 8)),
        fill=WHITE if chaplain else INK,
        outline=INK,
        width=max(2, round(d / 12)),
    )
    if chaplain:
        arm = d * 0.3
        w = max(2, round(d / 8))
        draw.line((cx, cy - arm * 1.2, cx, cy + arm * 1.2), fill=INK, width=w)
        draw.line((cx - arm, cy - arm * 0.35, cx + arm, cy - arm * 0.35), fill=INK, width=w)
    else:
        draw.text((cx, cy), npc[-1], font=font(round(d * 0.66), True), fill=WHITE, anchor="mm")


def _bars(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: float) -> None:
    """Solitary confinement: bars over a pawn."""
    for k in (-0.28, 0.0, 0.28):
        x = cx + k * d
        draw.line((x, cy - d * 0.55, x, cy + d * 0.55), fill=INK, width=max(2, round(d / 10)))


# -- one room half -----------------------------------------------------------------------------


def _wall(draw: ImageDraw.ImageDraw, size: int, side: str, kind: str) -> None:
    """Draw one wall on ``side`` of a cell of ``size`` pixels. Doors, windows and arches reach
    less than a tenth of the cell inwards, so they never touch the room's name or the pieces."""
    s = size
    k = s / 80
    horizontal = side in ("N", "S")
    edge = {"N": 0, "S": s - 1, "W": 0, "E": s - 1}[side]
    lo, hi = round(s * 0.3), round(s * 0.7)
    depth = round(s * 0.09)

    def box(a: float, b: float, deep: float) -> tuple[float, float, float, float]:
        inner = edge + (deep if side in ("N", "W") else -deep)
        c0, c1 = sorted((edge, inner))
        return (a, c0, b, c1) if horizontal else (c0, a, c1, b)

    if kind == "open":
        return
    if kind == "escape":
        step = round(10 * k)
        for a in range(2, s - 2, step):
            draw.rectangle(box(a, min(a + step // 2, s - 2), round(3 * k)), fill=TREE)
        return
    draw.rectangle(box(0, s - 1, round(3 * k)), fill=INK)  # the wall itself
    if kind == "door":
        draw.rectangle(box(lo, hi, depth), fill=WOOD, outline=INK, width=max(1, round(k)))
    elif kind == "window":
        draw.rectangle(box(lo, hi, depth), fill=WHITE, outline=INK, width=max(1, round(1.5 * k)))
        for a in range(lo + round(6 * k), hi - round(3 * k), round(7 * k)):
            draw.rectangle(box(a, a + max(1, round(1.5 * k)), depth), fill=INK)
    elif kind == "archway":
        draw.rectangle(box(lo, hi, round(3 * k)), fill=ROOMS["corridor"])  # the gap
        r = round(s * 0.11)
        if horizontal:
            bbox = (lo, edge - r, hi, edge + r)
            start = 0 if side == "N" else 180
        else:
            bbox = (edge - r, lo, edge + r, hi)
            start = 270 if side == "W" else 90
        draw.arc(bbox, start=start, end=start + 180, fill=INK, width=round(3.5 * k))


def _badge_half(tile_id: int, is_head: bool) -> bool:
    """The half that carries the tile's badge: the head, or the room half of a forest tile."""
    return is_head != tile(tile_id).is_forest


@lru_cache(maxsize=3000)
def cell_image(
    tile_id: int, is_head: bool, tail: str, size: int = CELL_SIZES[-1], lang: str = "en"
) -> Image.Image:
    """One room half as it lies on the board (tail towards ``tail``): room colour and short name
    at the top left, badge at the top right, the lower half left free for the pieces."""
    t = tile(tile_id)
    half = t.half(is_head)
    s = size
    img = Image.new("RGB", (s, s), ROOMS[half.room])
    draw = ImageDraw.Draw(img)
    inset = round(s * 0.09)
    r = s * 0.11
    reach = r * REACH[TIERS[t.scroll][1]] if t.scroll is not None else r * 1.1
    badge = (s - 3 - reach, 4 + r * 1.3)
    marked = (t.scroll is not None and _badge_half(tile_id, is_head)) or (
        t.colour is not None and is_head
    )
    if half.room == "forest":
        for u in (0.24, 0.5, 0.76):
            x, y, h = u * s, s * 0.1, s * 0.24
            draw.polygon([(x, y), (x - h * 0.45, y + h), (x + h * 0.45, y + h)], fill=TREE)
        if t.parchment:  # the tool the escape asks for, on its parchment
            box = (s * 0.18, s * 0.4, s * 0.82, s * 0.9)
            draw.rounded_rectangle(
                box, radius=round(s * 0.08), fill=PARCHMENT, outline=INK, width=2
            )
            span = round(s * 0.4)
            px, py = round(s / 2 - span / 2), round(s * 0.65 - span / 2)
            pictogram(draw, (px, py, px + span, py + span), t.parchment)
    else:
        word = t_room(lang, half.room)
        room_w = (badge[0] - reach - 3 if marked else s - inset) - inset
        f = fit_font(word, room_w, round(s * 0.32), round(s * 0.24), bold=True)
        draw.text((inset, inset), word, font=f, fill=INK, anchor="lt")
        if room_info()[half.room][1]:  # a tunnel: a manhole in the lower left corner
            draw.ellipse((inset, s * 0.8, inset + s * 0.2, s * 0.9), fill=(70, 70, 70))
    if t.scroll is not None and _badge_half(tile_id, is_head):
        tier_badge(draw, badge[0], badge[1], r, t.scroll, points=s >= 100)
    if t.colour is not None and is_head:  # a prisoner's own bunk: their colour and a flag
        seat = ("yellow", "blue", "orange", "green").index(t.colour)
        w = max(3, round(s * 0.05))
        draw.rectangle((w, w, s - 1 - w, s - 1 - w), outline=SEAT_COLOURS[seat], width=w)
        _flag(draw, badge[0], badge[1], r * 2.2, seat)
    if t.hole and is_head:  # solitary confinement
        draw.ellipse((s * 0.28, s * 0.6, s * 0.72, s * 0.9), fill=INK)
    for side in DIRS:
        _wall(draw, s, side, t.wall(is_head, tail, side))
    return img


def _flag(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: float, seat: int) -> None:
    """A bunk's owner: a flag in their colour with their letter (a pawn is a disc)."""
    pole = cx - d * 0.5
    draw.line((pole, cy - d * 0.5, pole, cy + d * 0.55), fill=INK, width=max(2, round(d / 12)))
    box = (pole, cy - d * 0.5, cx + d * 0.5, cy + d * 0.2)
    draw.rectangle(box, fill=SEAT_COLOURS[seat], outline=INK, width=max(1, round(d / 16)))
    letter = PAWN_LETTERS[seat]
    f = font(round(d * 0.5), True)
    draw.text(
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
        letter,
        font=f,
        fill=SEAT_INK[seat],
        anchor="mm",
    )


def t_room(lang: str, room: str) -> str:
    """A room's short name on a cell ("Yd" for a yard)."""
    return t(lang, "fled-pic-room", room=room)


@cache
def _empty_cell(size: int, ring: bool) -> Image.Image:
    img = Image.new("RGB", (size, size), RING if ring else PAPER)
    draw = ImageDraw.Draw(img)
    if ring:  # the forest ring: pale trees
        for u, v in ((0.3, 0.3), (0.7, 0.62)):
            x, y, h = u * size, v * size - size * 0.12, size * 0.24
            draw.polygon([(x, y), (x - h * 0.4, y + h), (x + h * 0.4, y + h)], fill=RING_TREE)
    draw.rectangle((0, 0, size - 1, size - 1), outline=GRID, width=1)
    return img


# -- the board ---------------------------------------------------------------------------------


def _placed_cells(view: dict[str, Any]) -> list[Cell]:
    cells = []
    for p in view["placed"]:
        dx, dy = STEP[p["tail"]]
        cells += [(p["x"], p["y"]), (p["x"] + dx, p["y"] + dy)]
    return cells


def crop(view: dict[str, Any], extra: Sequence[Cell] = ()) -> Box:
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
    margin = round(font(axis, True).getlength("13")) + 14
    return margin + cols * cell + PAD // 2, axis + 16 + rows * cell, cell, axis


@lru_cache(maxsize=32)
def _empty_board(bounds: Box, span: tuple[int, int]) -> Image.Image:
    """The cropped frame with nothing built on it: its axes, empty cells and forest ring."""
    x0, y0, x1, y1 = bounds
    width, height, cell, axis = board_size(bounds, span)
    img = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(img)
    grid = _grid(bounds, span, 0, 0)
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
            img.paste(_empty_cell(cell, ring), grid.corner(x, y))
    return img


def _grid(bounds: Box, span: tuple[int, int], left: int, top: int) -> Grid:
    """Where the cells of a board whose axes start at (left, top) lie."""
    _, _, cell, axis = board_size(bounds, span)
    margin = round(font(axis, True).getlength("13")) + 14
    return Grid(*bounds, cell, left + margin, top + axis + 16)


def _draw_board(
    img: Image.Image,
    view: dict[str, Any],
    bounds: Box,
    left: int,
    top: int,
    lang: str,
    span: tuple[int, int] = BOARD_SPAN,
) -> Grid:
    """The cropped board with its axes, its left edge at ``left`` and top at ``top``."""
    grid = _grid(bounds, span, left, top)
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


def _pieces_at(view: dict[str, Any]) -> dict[Cell, list[tuple[str, int | str]]]:
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


def _draw_pieces(draw: ImageDraw.ImageDraw, view: dict[str, Any], grid: Grid) -> None:
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
                    _bars(draw, cx, cy, d)


# -- panels: laid out left to right, wrapping ------------------------------------------------


def _mini_tile(tile_id: int, lang: str) -> Item:
    """A small face-up tile: its tier badge (colour, shape, points), its item, its number."""
    tl = tile(tile_id)
    number = t(lang, "fled-pic-number", id=tile_id)
    f = font(SMALL, True)
    w, h = 104 + round(f.getlength(number)), 54

    def paint(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.rounded_rectangle(
            (left, top, left + w, top + h), radius=8, fill=WHITE, outline=INK, width=2
        )
        if tl.scroll is not None:
            tier_badge(draw, left + 26, top + h / 2, 17, tl.scroll)
        if tl.item is not None:
            pictogram(draw, (left + 50, top + 7, left + 90, top + 47), tl.item)
        draw.text((left + 96, top + h / 2), number, font=f, fill=INK, anchor="lm")

    return Item(w, h, paint)


def _disc_item(seat: int, d: int = 44) -> Item:
    def paint(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        pawn(draw, left + d / 2, top + d / 2, d, seat)

    return Item(d, d, paint)


# -- the public picture ------------------------------------------------------------------------


def _status(view: dict[str, Any], lang: str) -> str:
    if view["phase"] == "over":
        reason = "hard_labor" if view["hard_labor"] else "escape"
        return t(lang, "fled-pic-over", reason=reason)
    step = t(lang, "fled-pic-step", phase=view["phase"], plays=view["plays_left"] or 0)
    return t(lang, "fled-pic-turn", who=NARRATOR.role(view["current"], lang), step=step)


def _header(draw: ImageDraw.ImageDraw | None, view: dict[str, Any], width: int, lang: str) -> int:
    """Whose turn and which step; the final round; returns the bottom."""
    items: list[Item] = []
    if view["phase"] != "over":
        items.append(_disc_item(view["current"], 48))
    items.append(text_item(_status(view, lang), TITLE, bold=True))
    if view["final_turns"] and view["phase"] != "over":
        final = t(lang, "fled-pic-final", left=view["final_turns"])
        items.append(text_item(final, TEXT, bold=True, fill=(150, 40, 0)))
    return flow(draw, items, PAD, width - PAD, PAD, gap=14, indent=62)


def _roll_call(
    draw: ImageDraw.ImageDraw | None, view: dict[str, Any], top: int, width: int, lang: str
) -> int:
    """The four roll-call tiles and the Governor's: their posters, the open window (☾) and the
    whistle charm (a thick frame and a whistle); night or day in words."""
    night = bool(view["night"])
    title = t(lang, "fled-pic-roll-call")
    when = ("☾ " if night else "☀ ") + t(lang, "fled-pic-time", night="yes" if night else "no")
    bottom = flow(
        draw, [text_item(title, TITLE, bold=True), text_item(when, TEXT)], PAD, width - PAD, top, 24
    )
    top = bottom + 8
    gap = 10
    box_w = (width - 2 * PAD - 4 * gap) // 5
    box_h = 136
    if draw is None:
        return top + box_h
    chip_w = min(74, (box_w - 24) // 2)
    for pos in range(5):
        left = PAD + pos * (box_w + gap)
        charm = view["whistle"] == pos
        draw.rounded_rectangle(
            (left, top, left + box_w, top + box_h),
            radius=10,
            fill=HIGHLIGHT if charm else WHITE,
            outline=INK,
            width=6 if charm else 2,
        )
        label = t(lang, "fled-pic-governor") if pos == 4 else str(pos + 1)
        f = fit_font(label, box_w - 20, SMALL, 14, bold=True)
        draw.text((left + 10, top + 8), label, font=f, fill=INK, anchor="lt")
        for i, room in enumerate(view["posters"][pos]):
            bx = left + 10 + i * (chip_w + 4)
            by = top + 42
            draw.rectangle((bx, by, bx + chip_w, by + 44), fill=ROOMS[room], outline=INK, width=2)
            word = t_room(lang, room)
            f = fit_font(word, chip_w - 6, TEXT, 16, bold=True)
            draw.text((bx + chip_w / 2, by + 22), word, font=f, fill=INK, anchor="mm")
        if pos == view["open_window"]:  # the open window: night falls when the charm is here
            draw.text((left + 12, top + box_h - 6), "☾", font=font(34, True), fill=INK, anchor="ld")
        if charm:
            x = left + box_w - 12
            pictogram(draw, (x - 40, top + box_h - 46, x, top + box_h - 6), "whistle")
    return top + box_h


def _player_items(p: dict[str, Any], lang: str) -> list[Item]:
    seat = p["seat"]
    items: list[Item] = [_disc_item(seat)]
    items.append(text_item(NARRATOR.role(seat, lang), TEXT, bold=True))
    items.append(text_item(t(lang, "fled-pic-score", points=p["score"]), TEXT, bold=True))
    items.append(text_item(t(lang, "fled-pic-hand", count=p["hand_size"]), TEXT))
    for flag, key in (
        ("escaped", "fled-pic-escaped"),
        ("solitary", "fled-pic-solitary"),
        ("shackled", "fled-pic-shackled"),
    ):
        if p[flag]:
            items.append(_tag_item(t(lang, key)))
    if p["pos"] is None and not p["escaped"]:
        items.append(text_item(t(lang, "fled-pic-no-bunk"), SMALL, fill=MUTED))
    items += [_mini_tile(tl, lang) for tl in p["inventory"]]
    return items


def _tag_item(text: str) -> Item:
    """A word in a dark box (shackled, solitary, escaped)."""
    inner = text_item(text, SMALL, bold=True)
    w, h = inner.width + 16, inner.height + 6

    def paint(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.rounded_rectangle((left, top, left + w, top + h), radius=6, fill=INK)
        draw.text((left + 8, top + h / 2), text, font=font(SMALL, True), fill=WHITE, anchor="lm")

    return Item(w, h, paint)


def _players(
    draw: ImageDraw.ImageDraw | None, view: dict[str, Any], top: int, width: int, lang: str
) -> int:
    """Each prisoner's public information, two to a line; the one to play is framed."""
    players = view["players"]
    cols = 2 if len(players) > 1 else 1
    gap = 14
    col_w = (width - 2 * PAD - gap * (cols - 1)) // cols
    for start in range(0, len(players), cols):
        row = players[start : start + cols]
        laid = []
        for i, p in enumerate(row):
            left = PAD + i * (col_w + gap)
            items = _player_items(p, lang)
            bottom = flow(None, items, left + 10, left + col_w - 10, top + 10, indent=54)
            laid.append((left, items, bottom))
        bottom = max(b for _, _, b in laid) + 10
        for (left, items, _), p in zip(laid, row, strict=True):
            if draw is None:
                break
            current = p["seat"] == view["current"] and view["phase"] != "over"
            draw.rounded_rectangle(
                (left, top, left + col_w, bottom),
                radius=10,
                fill=HIGHLIGHT if current else WHITE,
                outline=INK,
                width=5 if current else 1,
            )
            flow(draw, items, left + 10, left + col_w - 10, top + 10, indent=54)
        top = bottom + gap
    return top - gap


def _governor(
    draw: ImageDraw.ImageDraw | None, view: dict[str, Any], top: int, width: int, lang: str
) -> int:
    """The Governor's face-up tiles, and the draw stack and discard pile counts."""
    piles = t(lang, "fled-pic-piles", stack=view["stack"], discards=len(view["discards"]))
    title = text_item(t(lang, "fled-pic-governor-inventory"), TITLE, bold=True)
    bottom = flow(draw, [title, text_item(piles, TEXT)], PAD, width - PAD, top, gap=30)
    items: list[Item] = [_mini_tile(tl, lang) for tl in view["governor"]]
    if not items:
        items = [text_item(t(lang, "fled-pic-empty"), TEXT, fill=MUTED)]
    return flow(draw, items, PAD, width - PAD, bottom + 8, gap=8)


@cache
def _legend(lang: str, width: int) -> Image.Image:
    """What the shapes and short names mean (the same for every board of a language)."""
    voice = _voice(lang)
    canvas: list[Image.Image] = []  # the legend's picture, once its height is known
    items: list[Item] = []
    for scroll in TIERS:

        def badge(draw: ImageDraw.ImageDraw, left: int, top: int, scroll: str = scroll) -> None:
            tier_badge(draw, left + 20, top + 20, 16, scroll)

        word = text_item(t(lang, "fled-pic-tier", scroll=scroll), SMALL)
        items.append(group(Item(40, 40, badge), word))
    items.append(text_item(t(lang, "fled-pic-tier-note"), SMALL, fill=MUTED))
    for room in ROOMS:
        if room == "forest":
            continue

        def chip(draw: ImageDraw.ImageDraw, left: int, top: int, room: str = room) -> None:
            draw.rectangle((left, top, left + 56, top + 38), fill=ROOMS[room], outline=INK, width=2)
            draw.text(
                (left + 28, top + 19),
                t_room(lang, room),
                font=font(SMALL, True),
                fill=INK,
                anchor="mm",
            )

        items.append(group(Item(56, 38, chip), text_item(NARRATOR.room(room, voice), SMALL)))

    def forest(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.rectangle((left, top, left + 56, top + 44), fill=ROOMS["forest"], outline=INK, width=2)
        draw.rounded_rectangle(
            (left + 10, top + 5, left + 46, top + 39), radius=5, fill=PARCHMENT, outline=INK
        )
        pictogram(draw, (left + 14, top + 8, left + 42, top + 36), "key")

    items.append(group(Item(56, 44, forest), text_item(t(lang, "fled-pic-exit"), SMALL)))
    for kind in ("door", "window", "archway"):

        def wall(draw: ImageDraw.ImageDraw, left: int, top: int, kind: str = kind) -> None:
            sample = Image.new("RGB", (56, 56), ROOMS["corridor"])
            _wall(ImageDraw.Draw(sample), 56, "S", kind)
            canvas[0].paste(sample.crop((0, 26, 56, 56)), (left, top))

        items.append(
            group(Item(56, 30, wall), text_item(t(lang, "fled-pic-wall", wall=kind), SMALL))
        )

    def charm(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.rounded_rectangle((left, top, left + 44, top + 40), 6, HIGHLIGHT, INK, 4)
        pictogram(draw, (left + 8, top + 6, left + 36, top + 34), "whistle")

    def window(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.text((left, top + 20), "☾", font=font(32, True), fill=INK, anchor="lm")

    items.append(group(Item(44, 40, charm), text_item(t(lang, "fled-pic-charm"), SMALL)))
    items.append(group(Item(22, 40, window), text_item(t(lang, "fled-pic-window"), SMALL)))

    def tunnel(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.ellipse((left, top + 6, left + 30, top + 24), fill=(70, 70, 70))

    items.append(group(Item(30, 30, tunnel), text_item(t(lang, "fled-pic-tunnel"), SMALL)))

    def warder(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        npc_piece(draw, left + 18, top + 18, 34, "warder1")

    def chaplain(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        npc_piece(draw, left + 18, top + 18, 34, "chaplain")

    items.append(group(Item(36, 36, warder), text_item(t(lang, "fled-pic-warder"), SMALL)))
    items.append(group(Item(36, 36, chaplain), text_item(t(lang, "fled-pic-chaplain"), SMALL)))
    for item in ITEMS:

        def picto(draw: ImageDraw.ImageDraw, left: int, top: int, item: str = item) -> None:
            pictogram(draw, (left, top, left + 36, top + 36), item)

        name = voice.t("fled-item", item=item, gold="no")
        items.append(group(Item(36, 36, picto), text_item(name, SMALL)))
    height = flow(None, items, PAD, width - PAD, 0, gap=22, line_gap=10) + 4
    img = Image.new("RGB", (width, height), PAPER)
    canvas.append(img)
    flow(ImageDraw.Draw(img), items, PAD, width - PAD, 0, gap=22, line_gap=10)
    return img


def _panels(
    draw: ImageDraw.ImageDraw | None, view: dict[str, Any], top: int, width: int, lang: str
) -> int:
    """Everything under the board down to the legend; returns the legend's top."""
    top = _roll_call(draw, view, top, width, lang) + 22
    top = _players(draw, view, top, width, lang) + 18
    top = _governor(draw, view, top, width, lang) + 20
    if draw is not None:
        draw.line((PAD, top, width - PAD, top), fill=GRID, width=2)
    return top + 12


def render_public(view: dict[str, Any], lang: str = "en") -> bytes:
    """The board picture, drawn from the public view only, in ``lang``: whose turn, the
    cropped prison with its pieces, the roll call, each prisoner, the Governor's inventory and
    the piles, then the legend."""
    bounds = crop(view)
    board_w, board_h, _, _ = board_size(bounds)
    width = max(MIN_WIDTH, board_w + PAD)
    legend = _legend(lang, width)
    board_top = _header(None, view, width, lang) + 10
    panels_top = board_top + board_h + 18
    legend_top = _panels(None, view, panels_top, width, lang)
    img = Image.new("RGB", (width, legend_top + legend.height + PAD), PAPER)
    draw = ImageDraw.Draw(img)
    _header(draw, view, width, lang)
    _draw_board(img, view, bounds, (width - board_w) // 2, board_top, lang)
    _panels(draw, view, panels_top, width, lang)
    img.paste(legend, (0, legend_top))
    return to_png(img, palette=PALETTE)


# -- the choices picture -----------------------------------------------------------------------


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
    return fit_font(label, cell * 1.05, max(24, round(cell * 0.27)), 20, bold=True)


def _choices_layout(
    view: dict[str, Any], marks: Sequence[tuple[str, Sequence[Sequence[int]]]], lang: str
) -> tuple[tuple[int, int], Box, list[Mark]]:
    """Picture size, board bounds, and where each mark and its label go.

    A placement's label sits where its two cells join; when two placements join the same two
    cells (the tile turned round), each label moves towards its first cell and their bands
    apart, so both stay readable. Labels that would still cover one another move on to the
    nearest free spot, with a leader line back to their mark."""
    kept: list[tuple[str, tuple[Cell, ...]]] = []
    for label, cells in marks:  # cells in the frame; a mark with none has nothing to show
        shown = tuple((int(c[0]), int(c[1])) for c in cells)
        shown = tuple((x, y) for x, y in shown if 0 <= x < BOARD_W and 0 <= y < BOARD_H)
        if shown:
            kept.append((label, shown))
    cells_of = [cells for _, cells in kept]
    bounds = crop(view, [c for cells in cells_of for c in cells])
    board_w, board_h, cell, _ = board_size(bounds, CHOICES_SPAN)
    grid = _grid(bounds, CHOICES_SPAN, PAD, PAD)
    width, height = PAD + board_w + PAD // 2, PAD + board_h + PAD
    pairs: dict[frozenset[Cell], list[int]] = {}
    for index, cells in enumerate(cells_of):
        pairs.setdefault(frozenset(cells), []).append(index)
    placed: list[Box] = []
    out: list[Mark] = []
    for index, (label, cells) in enumerate(kept):
        centres = [grid.centre(x, y) for x, y in cells]
        sharing = pairs[frozenset(cells)]
        if len(centres) >= 2 and len(sharing) > 1:
            (ax, ay), (bx, by) = centres[0], centres[1]
            length = math.hypot(bx - ax, by - ay) or 1.0
            nx, ny = -(by - ay) / length, (bx - ax) / length
            rank = sharing.index(index)
            shift = (rank - (len(sharing) - 1) / 2) * cell * 0.24
            centres = [(x + nx * shift, y + ny * shift) for x, y in centres]
        if len(centres) >= 2:
            (ax, ay), (bx, by) = centres[0], centres[1]
            towards = 0.5 - (0.2 if len(sharing) > 1 else 0.0)
            first = (ax + (bx - ax) * towards, ay + (by - ay) * towards)
        else:  # low in the cell: the room's name stays readable above it
            left, top = grid.corner(*cells[0])
            first = (left + cell / 2, top + cell * 0.78)
        pill = _pill_font(label, cell)
        w = round(pill.getlength(label) + 20)
        h = round(pill.size * 1.3)
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
        placed.append(best)
        colour = MARK_COLOURS[index % len(MARK_COLOURS)]
        out.append(Mark(label, cells, tuple(centres), best, colour))
    return (width, height), bounds, out


def choice_labels(
    view: dict[str, Any], marks: Sequence[tuple[str, Sequence[Sequence[int]]]], lang: str = "en"
) -> tuple[tuple[int, int], list[tuple[str, Box]]]:
    """The choices picture's size and where each label is written."""
    size, _, laid = _choices_layout(view, marks, lang)
    return size, [(m.label, m.box) for m in laid]


def render_choices(
    view: dict[str, Any], marks: list[tuple[str, list[tuple[int, int]]]], lang: str = "en"
) -> bytes:
    """The board (cropped, enlarged to hold every marked cell), faded, with the marked cells lit
    and each mark drawn over its cells with its label on it: a placement is a band joining its
    two cells (a dot on its first cell), a destination a frame around its cell."""
    (width, height), bounds, laid = _choices_layout(view, marks, lang)
    img = Image.new("RGB", (width, height), PAPER)
    grid = _draw_board(img, view, bounds, PAD, PAD, lang, CHOICES_SPAN)
    area = (grid.left, grid.top, grid.right, grid.bottom)
    white = Image.new("RGB", (area[2] - area[0], area[3] - area[1]), WHITE)
    img.paste(Image.blend(img.crop(area), white, 0.35), area[:2])
    draw = ImageDraw.Draw(img)
    cell = grid.cell
    lit = sorted({c for m in laid for c in m.cells})
    for x, y in lit:  # every cell some choice uses
        left, top = grid.corner(x, y)
        draw.rectangle((left + 2, top + 2, left + cell - 3, top + cell - 3), outline=INK, width=3)
    band = max(8, round(cell * 0.12))
    for m in laid:  # the marks, then every label on top
        if len(m.points) == 1:
            left, top = grid.corner(*m.cells[0])
            frame_w = max(5, round(cell * 0.07))
            box = (left + 3, top + 3, left + cell - 4, top + cell - 4)
            draw.rounded_rectangle(box, radius=cell // 10, outline=WHITE, width=frame_w + 3)
            draw.rounded_rectangle(box, radius=cell // 10, outline=m.colour, width=frame_w)
        else:
            _band(draw, m.points, band, m.colour, cell)
    for m in laid:
        x0, y0, x1, y1 = m.box
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        left, top = grid.corner(*m.cells[0])
        anchor = (left + cell / 2, top + cell * 0.78)
        if len(m.points) >= 2:
            (ax, ay), (bx, by) = m.points[0], m.points[1]
            anchor = ((ax + bx) / 2, (ay + by) / 2)
        if math.hypot(anchor[0] - cx, anchor[1] - cy) > cell * 0.45:  # moved away: a leader
            draw.line((cx, cy, *anchor), fill=WHITE, width=6)
            draw.line((cx, cy, *anchor), fill=m.colour, width=3)
        draw.rounded_rectangle(m.box, radius=(y1 - y0) // 2, fill=m.colour, outline=WHITE, width=3)
        draw.text((cx, cy), m.label, font=_pill_font(m.label, cell), fill=WHITE, anchor="mm")
    return to_png(img, palette=PALETTE)


def _band(
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


# -- a player's hand ---------------------------------------------------------------------------


@lru_cache(maxsize=400)
def hand_tile_image(tile_id: int, lang: str = "en", shackle: bool = False) -> Image.Image:
    """A hand tile upright (head on top): its number, its two rooms with their walls, its badge,
    item and moon; a shackle is greyed, barred and labelled as lying face down."""
    s = HAND_CELL
    w = s + 24
    tl = tile(tile_id)
    voice = _voice(lang)
    number = t(lang, "fled-pic-number", id=tile_id)
    caption = NARRATOR.item(tile_id, voice)
    cap_font, cap_lines = fit_lines(caption, w - 8, TEXT, 20, bold=True, most=3)
    moon = t(lang, "fled-pic-moon", adds=tl.adds) if tl.adds else ""
    moon_font, moon_lines = fit_lines(moon, w - 8, SMALL, 18, most=3) if moon else (cap_font, [])
    top = 48
    height = top + 2 * s + 12 + 56 + len(cap_lines) * (int(cap_font.size) + 6)
    height += len(moon_lines) * (SMALL + 6) + 8
    img = Image.new("RGB", (w, height), PAPER)
    draw = ImageDraw.Draw(img)
    draw.text(
        (w / 2, 4),
        number,
        font=fit_font(number, w - 8, TITLE, 20, bold=True),
        fill=INK,
        anchor="mt",
    )
    img.paste(cell_image(tile_id, True, "S", s, lang), (12, top))
    img.paste(cell_image(tile_id, False, "S", s, lang), (12, top + s))
    draw.rectangle((10, top - 2, 12 + s + 1, top + 2 * s + 1), outline=INK, width=4)
    y = top + 2 * s + 12
    if tl.scroll is not None:
        tier_badge(draw, 12 + 26, y + 26, 22, tl.scroll)
    if tl.item is not None:
        pictogram(draw, (w - 12 - 52, y, w - 12, y + 52), tl.item)
    below = draw_lines(draw, (w / 2, y + 58), cap_lines, cap_font, cap_font.size + 6, anchor="mt")
    draw_lines(draw, (w / 2, below), moon_lines, moon_font, SMALL + 6, anchor="mt")
    if shackle:  # face down: greyed out, chained, and said in words
        veil = Image.new("RGB", img.size, (90, 90, 90))
        img = Image.blend(img, veil, 0.55)
        draw = ImageDraw.Draw(img)
        for k in range(-height, w, 26):
            draw.line((k, height, k + height, 0), fill=(60, 60, 60), width=3)
        words = t(lang, "fled-pic-shackle-card")
        f, lines = fit_lines(words, w - 16, TEXT, 18, bold=True, most=3)
        band = len(lines) * (int(f.size) + 6) + 16
        mid = top + s - band // 2
        draw.rectangle((0, mid, w - 1, mid + band), fill=INK)
        draw_lines(draw, (w / 2, mid + 8), lines, f, f.size + 6, fill=WHITE, anchor="mt")
    return img


def render_private(view: dict[str, Any], lang: str = "en") -> bytes:
    """A seat's hand, tiles upright with their numbers and badges, and its face-down shackle
    (which only that seat sees), in ``lang``."""
    hand = list(view.get("hand") or [])
    shackle = view.get("shackle")
    seat = int(view.get("seat") or 0)
    cards = [hand_tile_image(tl, lang) for tl in hand]
    if shackle is not None:
        cards.append(hand_tile_image(shackle, lang, True))
    gap = 12
    empty = None if hand else text_item(t(lang, "fled-pic-no-tile"), TEXT, fill=MUTED)
    width = 2 * PAD + sum(c.width + gap for c in cards) + 24 + (empty.width + gap if empty else 0)
    width = max(720, width)
    title = t(lang, "fled-pic-hand-title", who=NARRATOR.role(seat, lang))
    header = [_disc_item(seat, 48), text_item(title, TITLE, bold=True)]
    head = flow(None, header, PAD, width - PAD, PAD) + 16
    height = head + max([c.height for c in cards] or [60]) + PAD
    img = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(img)
    flow(draw, header, PAD, width - PAD, PAD)
    x = PAD
    if empty is not None:
        empty.paint(draw, x, head + 10)
        x += empty.width + gap
    for i, card in enumerate(cards):
        if shackle is not None and i == len(cards) - 1:  # set apart from the hand
            x += 24
            draw.line((x - 18, head, x - 18, height - PAD), fill=GRID, width=3)
        img.paste(card, (x, head))
        x += card.width + gap
    return to_png(img, palette=PALETTE)


def _reference() -> Image.Image:
    """Every colour Fled's pictures use, once: each tile of the game (and a shackle) as the hand
    draws it, the legend, each seat's pawn and flag, the warders and the chaplain, the marks of
    the choices picture, and all of that faded as the choices picture fades the board."""
    cards = [hand_tile_image(i) for i in sorted(all_tiles())]
    cards.append(hand_tile_image(min(all_tiles()), shackle=True))
    legend = _legend("en", MIN_WIDTH)
    per_row = 10
    card_w = max(c.width for c in cards)
    card_h = max(c.height for c in cards)
    width = max(legend.width, per_row * card_w)
    rows = -(-len(cards) // per_row)
    pieces_h = 2 * HAND_CELL
    sheet = Image.new("RGB", (width, rows * card_h + legend.height + pieces_h), PAPER)
    for i, card in enumerate(cards):
        sheet.paste(card, ((i % per_row) * card_w, (i // per_row) * card_h))
    sheet.paste(legend, (0, rows * card_h))
    draw = ImageDraw.Draw(sheet)
    y = rows * card_h + legend.height + HAND_CELL // 2
    d = HAND_CELL // 2
    x = d
    for seat in range(len(SEAT_COLOURS)):
        pawn(draw, x, y, d, seat)
        _flag(draw, x + d + 8, y, d, seat)
        x += 2 * d + 24
    for npc in ("warder1", "chaplain"):
        npc_piece(draw, x, y, d, npc)
        x += d + 16
    for colour in MARK_COLOURS:
        _band(draw, [(x, y - d / 2), (x + d, y + d / 2)], 12, colour, HAND_CELL)
        x += d + 16
    faded = Image.blend(sheet, Image.new("RGB", sheet.size, WHITE), 0.35)
    both = Image.new("RGB", (width, 2 * sheet.height), PAPER)
    both.paste(sheet, (0, 0))
    both.paste(faded, (0, sheet.height))
    return both


PALETTE = Palette(_reference, PNG_COLOURS)


# -- words -------------------------------------------------------------------------------------


def describe_public(view: dict[str, Any]) -> str:
    """Alt text: the state in words, in English (at most 1000 characters). The words live in
    :mod:`bot.narrate.fled`, which also says them in the reader's language."""
    names = tuple(NARRATOR.roles(len(view["players"]), "en"))
    return NARRATOR.board(view, Voice("en", names, None))


__all__ = [
    "choice_labels",
    "crop",
    "describe_public",
    "render_choices",
    "render_private",
    "render_public",
]
