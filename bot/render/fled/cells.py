"""One cell of the board: a room half as it lies on the board (room colour and short name,
badge, walls), or an empty cell of the frame."""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from bot.render.common import INK, PAPER, WHITE, image_cache
from bot.render.fled.pictograms import pictogram
from bot.render.fled.shapes import flag, tier_badge
from bot.render.fled.style import (
    CELL_SIZES,
    GRID,
    PARCHMENT,
    REACH,
    RING,
    RING_TREE,
    ROOMS,
    SEAT_COLOURS,
    TIERS,
    TREE,
    WOOD,
    t_room,
)
from bot.render.text import fit_font
from rules.fled.tiles import DIRS, room_info, tile


def wall(draw: ImageDraw.ImageDraw, size: int, side: str, kind: str) -> None:
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


#: the drawing caches' share of room halves kept (RGB, 16–57 KiB each by size): those of the
#: boards being played (a board shows up to a hundred at one size); each costs 2.6 ms to draw
#: again. The largest share: boards of many tables in turn (bench/README.md) found as many in
#: 18 MiB (of 32) as in 24, 60 % as many in 16, a third in 8
CELL_SHARE = 0.5625


@image_cache(CELL_SHARE)
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
        _forest(draw, s, t.parchment)
    else:
        room_w = (badge[0] - reach - 3 if marked else s - inset) - inset
        _room(draw, half.room, s, inset, room_w, lang)
    if t.scroll is not None and _badge_half(tile_id, is_head):
        tier_badge(draw, badge[0], badge[1], r, t.scroll, points=s >= 100)
    if t.colour is not None and is_head:  # a prisoner's own bunk: their colour and a flag
        seat = ("yellow", "blue", "orange", "green").index(t.colour)
        w = max(3, round(s * 0.05))
        draw.rectangle((w, w, s - 1 - w, s - 1 - w), outline=SEAT_COLOURS[seat], width=w)
        flag(draw, badge[0], badge[1], r * 2.2, seat)
    if t.hole and is_head:  # solitary confinement
        draw.ellipse((s * 0.28, s * 0.6, s * 0.72, s * 0.9), fill=INK)
    for side in DIRS:
        wall(draw, s, side, t.wall(is_head, tail, side))
    return img


def _forest(draw: ImageDraw.ImageDraw, s: int, parchment: str | None) -> None:
    """A forest half: three trees, and the tool its escape asks for on a parchment."""
    for u in (0.24, 0.5, 0.76):
        x, y, h = u * s, s * 0.1, s * 0.24
        draw.polygon([(x, y), (x - h * 0.45, y + h), (x + h * 0.45, y + h)], fill=TREE)
    if parchment:
        box = (s * 0.18, s * 0.4, s * 0.82, s * 0.9)
        draw.rounded_rectangle(box, radius=round(s * 0.08), fill=PARCHMENT, outline=INK, width=2)
        span = round(s * 0.4)
        px, py = round(s / 2 - span / 2), round(s * 0.65 - span / 2)
        pictogram(draw, (px, py, px + span, py + span), parchment)


def _room(
    draw: ImageDraw.ImageDraw, room: str, s: int, inset: int, width: float, lang: str
) -> None:
    """A room half's short name at the top left, no wider than ``width``, and a tunnel's
    manhole in the lower left corner."""
    word = t_room(lang, room)
    f = fit_font(word, width, round(s * 0.32), round(s * 0.24), bold=True)
    draw.text((inset, inset), word, font=f, fill=INK, anchor="lt")
    if room_info()[room][1]:
        draw.ellipse((inset, s * 0.8, inset + s * 0.2, s * 0.9), fill=(70, 70, 70))


@cache
def empty_cell(size: int, ring: bool) -> Image.Image:
    """A cell with nothing built on it: paper inside the frame, pale trees on its forest ring."""
    img = Image.new("RGB", (size, size), RING if ring else PAPER)
    draw = ImageDraw.Draw(img)
    if ring:  # the forest ring: pale trees
        for u, v in ((0.3, 0.3), (0.7, 0.62)):
            x, y, h = u * size, v * size - size * 0.12, size * 0.24
            draw.polygon([(x, y), (x - h * 0.4, y + h), (x + h * 0.4, y + h)], fill=RING_TREE)
    draw.rectangle((0, 0, size - 1, size - 1), outline=GRID, width=1)
    return img
