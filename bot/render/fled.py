"""Fled pictures: the prison board (public view only) and a player's hand.

Every room half is drawn once per (tile, half, direction) and cached; a board is a paste of
those cells plus the pieces. Each room type has a colour *and* a word, each wall type a shape
(door: solid bar, window: barred frame, archway: arch, forest edge: dashed), so no information
rests on colour alone. Grid numbers run along the top and the left so players can name a cell
as (x, y), the form the moves use.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from bot.render.common import INK, MUTED, OKABE_ITO, PAPER, WHITE, font, to_png
from rules.fled.tiles import DIRS, STEP, frame, tile, tile_vp

CELL = 68
MARGIN_LEFT = 34
MARGIN_TOP = 30
WIDTH = 1000
BOARD_W, BOARD_H = frame()
PANEL_TOP = MARGIN_TOP + BOARD_H * CELL + 14
PNG_COLOURS = 96


def _tint(rgb: tuple[int, int, int], amount: float = 0.55) -> tuple[int, int, int]:
    """Blend towards white so that pieces and text stay readable on a room."""
    r, g, b = rgb
    return (
        int(r + (255 - r) * amount),
        int(g + (255 - g) * amount),
        int(b + (255 - b) * amount),
    )


#: room type -> (fill colour, the word written on it)
ROOMS: dict[str, tuple[tuple[int, int, int], str]] = {
    "yard": (_tint(OKABE_ITO["orange"]), "yard"),
    "bunk": (_tint(OKABE_ITO["sky"]), "bunk"),
    "washroom": (_tint(OKABE_ITO["blue"]), "wash"),
    "mess_hall": (_tint(OKABE_ITO["vermillion"]), "mess"),
    "corridor": ((222, 222, 222), "corr"),
    "warders_quarters": (_tint(OKABE_ITO["purple"]), "qtrs"),
    "courtyard": (_tint(OKABE_ITO["yellow"], 0.35), "court"),
    "forest": ((120, 190, 140), "forest"),
}
SCROLLS: dict[str, tuple[int, int, int]] = {
    "teal": (0, 140, 140),
    "purple": (150, 70, 150),
    "green": OKABE_ITO["green"],
    "gold": OKABE_ITO["orange"],
}
ITEM_WORD = {
    "key": "key",
    "file": "file",
    "shoe": "shoe",
    "spoon": "spoon",
    "whistle": "whstl",
    "shamrock": "♣",
    "button": "button",
    "stamp": "stamp",
    "comb": "comb",
    "cake": "cake",
}
SEATS = [
    ("Yellow", "Y", OKABE_ITO["yellow"]),
    ("Blue", "B", OKABE_ITO["blue"]),
    ("Orange", "O", OKABE_ITO["orange"]),
    ("Green", "G", OKABE_ITO["green"]),
]
NPC_LABEL = {"warder1": "W1", "warder2": "W2", "warder3": "W3", "chaplain": "✝"}
WOOD = (96, 62, 32)
RING = (214, 234, 214)


# -- one room half ---------------------------------------------------------------------------


def _wall(draw: ImageDraw.ImageDraw, size: int, side: str, kind: str) -> None:
    """Draw one wall on ``side`` of a cell of ``size`` pixels."""
    s = size
    horizontal = side in ("N", "S")
    edge = {"N": 2, "S": s - 3, "W": 2, "E": s - 3}[side]
    lo, hi = int(s * 0.3), int(s * 0.7)

    def box(a: int, b: int, depth: int) -> tuple[int, int, int, int]:
        inner = edge + (depth if side in ("N", "W") else -depth)
        c0, c1 = sorted((edge, inner))
        return (a, c0, b, c1) if horizontal else (c0, a, c1, b)

    if kind == "open":
        return
    if kind == "escape":
        for a in range(2, s - 2, 8):
            draw.rectangle(box(a, min(a + 4, s - 2), 2), fill=(30, 90, 50))
        return
    draw.rectangle(box(0, s - 1, 2), fill=INK)  # the wall itself
    if kind == "door":
        draw.rectangle(box(lo, hi, 8), fill=WOOD)
    elif kind == "window":
        draw.rectangle(box(lo, hi, 8), fill=WHITE, outline=INK, width=2)
        for a in range(lo + 5, hi - 2, 6):
            draw.rectangle(box(a, a + 1, 8), fill=INK)
    elif kind == "archway":
        draw.rectangle(box(lo, hi, 2), fill=ROOMS["corridor"][0])  # the gap
        r = (hi - lo) // 2
        cx = (lo + hi) // 2
        if horizontal:
            top = edge - r
            bbox = (cx - r, top, cx + r, top + 2 * r)
            start = 0 if side == "N" else 180
        else:
            left = edge - r
            bbox = (left, cx - r, left + 2 * r, cx + r)
            start = 270 if side == "W" else 90
        draw.arc(bbox, start=start, end=start + 180, fill=INK, width=3)


@cache
def cell_image(tile_id: int, is_head: bool, tail: str, size: int = CELL) -> Image.Image:
    """One room half as it lies on the board (tail towards ``tail``)."""
    t = tile(tile_id)
    half = t.half(is_head)
    colour, word = ROOMS[half.room]
    img = Image.new("RGB", (size, size), colour)
    draw = ImageDraw.Draw(img)
    if half.room == "forest":
        for cx, cy in ((0.3, 0.55), (0.7, 0.55), (0.5, 0.3)):
            x, y = int(cx * size), int(cy * size)
            draw.polygon([(x, y - 12), (x - 9, y + 8), (x + 9, y + 8)], fill=(30, 100, 50))
        draw.text((4, 3), "exit", font=font(11, True), fill=INK)
        draw.text(
            (size // 2, size - 4), t.parchment or "", font=font(12, True), fill=INK, anchor="ms"
        )
    else:
        draw.text((5, 4), word, font=font(14, True), fill=INK)
    if half.room in ("bunk", "yard", "courtyard"):  # tunnel: a manhole
        draw.ellipse((size - 20, size - 15, size - 7, size - 7), fill=(60, 60, 60))
    if (not is_head and t.is_forest) or (is_head and not t.is_forest):
        _badges(draw, t.id, size)
    if t.colour is not None and is_head:  # a player's own bunk: a band in their colour
        seat = next(i for i, s in enumerate(SEATS) if s[0].lower() == t.colour)
        name, _, owner = SEATS[seat]
        top = size // 2 - 8
        draw.rectangle((4, top, size - 5, top + 16), fill=owner, outline=INK)
        ink = WHITE if seat == 1 else INK
        draw.text((size // 2, top + 8), name, font=font(11, True), fill=ink, anchor="mm")
    for side in DIRS:
        _wall(draw, size, side, t.wall(is_head, tail, side))
    return img


def _badges(draw: ImageDraw.ImageDraw, tile_id: int, size: int) -> None:
    """Item, tile number and symbols on the half that carries them."""
    t = tile(tile_id)
    if t.item is not None and t.scroll is not None:
        word = ITEM_WORD[t.item]
        draw.rounded_rectangle(
            (4, size // 2 - 9, size - 4, size // 2 + 9), radius=5, fill=SCROLLS[t.scroll]
        )
        draw.text((size // 2, size // 2), word, font=font(13, True), fill=WHITE, anchor="mm")
    if t.kind == "room":
        draw.text((6, size - 19), str(t.id), font=font(12), fill=INK)
    mark = "☾✝" if t.adds == "chaplain" else ("☾W" if t.adds == "warder" else "")
    if mark:
        draw.text((size // 2, size - 5), mark, font=font(12, True), fill=INK, anchor="ms")
    if t.hole:
        draw.ellipse((size - 26, size // 2 + 11, size - 8, size // 2 + 25), fill=INK)


# -- the board -------------------------------------------------------------------------------


def _cell_box(x: int, y: int) -> tuple[int, int]:
    return MARGIN_LEFT + x * CELL, MARGIN_TOP + y * CELL


def _draw_grid(img: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    for y in range(BOARD_H):
        for x in range(BOARD_W):
            left, top = _cell_box(x, y)
            ring = x in (0, BOARD_W - 1) or y in (0, BOARD_H - 1)
            fill = RING if ring else PAPER
            draw.rectangle((left, top, left + CELL, top + CELL), fill=fill, outline=(205, 205, 200))
    for x in range(BOARD_W):
        left, _ = _cell_box(x, 0)
        draw.text(
            (left + CELL // 2, MARGIN_TOP - 6), str(x), font=font(15, True), fill=INK, anchor="ms"
        )
    for y in range(BOARD_H):
        _, top = _cell_box(0, y)
        draw.text(
            (MARGIN_LEFT - 6, top + CELL // 2), str(y), font=font(15, True), fill=INK, anchor="rm"
        )


def _draw_tiles(img: Image.Image, draw: ImageDraw.ImageDraw, placed: list[dict[str, Any]]) -> None:
    for p in placed:
        dx, dy = STEP[p["tail"]]
        hx, hy = p["x"], p["y"]
        for (x, y), is_head in (((hx, hy), True), ((hx + dx, hy + dy), False)):
            img.paste(cell_image(p["tile"], is_head, p["tail"]), _cell_box(x, y))
        x0, y0 = _cell_box(min(hx, hx + dx), min(hy, hy + dy))
        x1, y1 = _cell_box(max(hx, hx + dx) + 1, max(hy, hy + dy) + 1)
        draw.rectangle((x0, y0, x1 - 1, y1 - 1), outline=INK, width=3)


def _pieces_at(view: dict[str, Any]) -> dict[tuple[int, int], list[tuple[str, str]]]:
    """Cell -> the pieces standing there, as (kind, label)."""
    found: dict[tuple[int, int], list[tuple[str, str]]] = {}
    for name, pos in view["npcs"].items():
        found.setdefault((pos[0], pos[1]), []).append(("npc", name))
    for p in view["players"]:
        if p["pos"] is not None:
            found.setdefault((p["pos"][0], p["pos"][1]), []).append(("seat", str(p["seat"])))
    return found


def _draw_pieces(draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    slots = [(0.3, 0.32), (0.72, 0.32), (0.3, 0.74), (0.72, 0.74), (0.5, 0.52), (0.5, 0.9)]
    players = view["players"]
    for (x, y), pieces in _pieces_at(view).items():
        left, top = _cell_box(x, y)
        for i, (kind, label) in enumerate(pieces[: len(slots)]):
            cx = int(left + slots[i][0] * CELL)
            cy = int(top + slots[i][1] * CELL)
            if kind == "npc":
                chaplain = label == "chaplain"
                fill = WHITE if chaplain else INK
                draw.rectangle(
                    (cx - 13, cy - 11, cx + 13, cy + 11), fill=fill, outline=INK, width=2
                )
                text_fill = INK if chaplain else WHITE
                draw.text(
                    (cx, cy), NPC_LABEL[label], font=font(13, True), fill=text_fill, anchor="mm"
                )
            else:
                seat = int(label)
                _, letter, colour = SEATS[seat]
                p = players[seat]
                draw.ellipse(
                    (cx - 13, cy - 13, cx + 13, cy + 13), fill=colour, outline=INK, width=3
                )
                ink = WHITE if seat == 1 else INK
                draw.text((cx, cy), letter, font=font(15, True), fill=ink, anchor="mm")
                if p["solitary"]:  # behind bars
                    for bx in (-6, 0, 6):
                        draw.line((cx + bx, cy - 14, cx + bx, cy + 14), fill=INK, width=2)


# -- panels under the board ------------------------------------------------------------------


def _mini_tile(draw: ImageDraw.ImageDraw, left: int, top: int, tile_id: int) -> int:
    """A small face-up tile card (number, item, scroll colour, points); returns its width."""
    t = tile(tile_id)
    w, h = 64, 40
    colour = SCROLLS.get(t.scroll or "", MUTED)
    draw.rounded_rectangle((left, top, left + w, top + h), radius=6, fill=colour, outline=INK)
    word = ITEM_WORD.get(t.item or "", "?")
    draw.text((left + w // 2, top + 13), word, font=font(13, True), fill=WHITE, anchor="mm")
    draw.text((left + 4, top + h - 4), f"#{tile_id}", font=font(10), fill=WHITE, anchor="ld")
    draw.text(
        (left + w - 4, top + h - 4), f"{tile_vp(tile_id)}vp", font=font(10), fill=WHITE, anchor="rd"
    )
    return w + 6


def _face_down(draw: ImageDraw.ImageDraw, left: int, top: int, label: str) -> int:
    w, h = 64, 40
    draw.rounded_rectangle((left, top, left + w, top + h), radius=6, fill=(70, 70, 70), outline=INK)
    draw.text((left + w // 2, top + h // 2), label, font=font(11, True), fill=WHITE, anchor="mm")
    return w + 6


def _roll_call(draw: ImageDraw.ImageDraw, view: dict[str, Any], top: int) -> int:
    draw.text((MARGIN_LEFT, top), "Roll call", font=font(16, True), fill=INK)
    night = " — NIGHT ☾" if view["night"] else " — day"
    draw.text((MARGIN_LEFT + 90, top), night, font=font(16, True), fill=INK)
    top += 24
    w = 150
    for pos in range(5):
        left = MARGIN_LEFT + pos * (w + 10)
        whistle = view["whistle"] == pos
        fill = (250, 238, 200) if pos == 4 else WHITE
        outline_w = 5 if whistle else 1
        draw.rectangle((left, top, left + w, top + 78), fill=fill, outline=INK, width=outline_w)
        title = "Governor" if pos == 4 else f"tile {pos + 1}"
        draw.text((left + 6, top + 4), title, font=font(12, True), fill=INK)
        if pos == view["open_window"]:
            draw.text((left + w - 6, top + 4), "open ☾", font=font(12, True), fill=INK, anchor="ra")
        elif pos < 4:
            draw.text((left + w - 6, top + 4), "closed", font=font(11), fill=MUTED, anchor="ra")
        for i, room in enumerate(view["posters"][pos]):
            colour, word = ROOMS[room]
            bx = left + 6 + i * 70
            draw.rectangle((bx, top + 24, bx + 64, top + 50), fill=colour, outline=INK)
            draw.text((bx + 32, top + 37), word, font=font(13, True), fill=INK, anchor="mm")
        if whistle:
            draw.text((left + 6, top + 56), "♪ whistle here", font=font(13, True), fill=INK)
    return top + 90


def _players(draw: ImageDraw.ImageDraw, view: dict[str, Any], top: int) -> int:
    for p in view["players"]:
        name, letter, colour = SEATS[p["seat"]]
        cy = top + 22
        current = p["seat"] == view["current"] and view["phase"] != "over"
        if current:
            draw.rectangle((4, top, WIDTH - 4, top + 46), fill=(255, 246, 214))
            draw.text((MARGIN_LEFT - 20, cy), "▶", font=font(16, True), fill=INK, anchor="lm")
        draw.ellipse(
            (MARGIN_LEFT, cy - 14, MARGIN_LEFT + 28, cy + 14), fill=colour, outline=INK, width=2
        )
        draw.text((MARGIN_LEFT + 14, cy), letter, font=font(15, True), fill=INK, anchor="mm")
        status = "escaped!" if p["escaped"] else ("in solitary" if p["solitary"] else "")
        where = f"at {tuple(p['pos'])}" if p["pos"] and not p["escaped"] else ""
        line = f"{name}  {p['score']} vp  hand {p['hand_size']}  {where} {status}"
        draw.text((MARGIN_LEFT + 36, cy - 9), line, font=font(14, True), fill=INK)
        left = 420
        for t in p["inventory"]:
            left += _mini_tile(draw, left, top + 3, t)
        if p["shackled"]:
            _face_down(draw, left + 6, top + 3, "shackle −1")
        top += 50
    return top


def _status(view: dict[str, Any]) -> str:
    name = SEATS[view["current"]][0]
    if view["phase"] == "over":
        return "Game over" + (" — hard labor" if view["hard_labor"] else " — after an escape")
    step = {
        "bunks": "places a bunk",
        "place": "step 1: add a tile",
        "play": f"step 2: {view['plays_left']} play(s) left",
        "draw": "step 3: draw",
    }[view["phase"]]
    final = f" — final round, {view['final_turns']} turn(s) left" if view["final_turns"] else ""
    return f"{name} to play, {step}{final}"


def render_public(view: dict[str, Any]) -> bytes:
    """The board picture, drawn from the public view only."""
    height = PANEL_TOP + 46 + 112 + 70 + 50 * len(view["players"]) + 12
    img = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(img)
    _draw_grid(img, draw)
    _draw_tiles(img, draw, view["placed"])
    _draw_pieces(draw, view)
    top = PANEL_TOP
    draw.text((MARGIN_LEFT, top), _status(view), font=font(18, True), fill=INK)
    piles = f"stack {view['stack']}   discards {len(view['discards'])}"
    draw.text((WIDTH - 20, top), piles, font=font(15), fill=INK, anchor="ra")
    legend = (
        "walls: solid bar = door · barred frame = window · arch = archway · "
        "dashed = forest edge · dark oval = tunnel · W1-W3 warders · ✝ chaplain"
    )
    draw.text((MARGIN_LEFT, top + 24), legend, font=font(12), fill=INK)
    top = _roll_call(draw, view, top + 46)
    draw.text((MARGIN_LEFT, top), "Governor's inventory", font=font(16, True), fill=INK)
    left = MARGIN_LEFT + 190
    if not view["governor"]:
        draw.text((left, top), "(empty)", font=font(14), fill=MUTED)
    for t in view["governor"][-11:]:
        left += _mini_tile(draw, left, top - 4, t)
    if len(view["governor"]) > 11:
        draw.text(
            (WIDTH - 20, top + 30),
            f"+{len(view['governor']) - 11} more",
            font=font(12),
            fill=INK,
            anchor="ra",
        )
    _players(draw, view, top + 50)
    return to_png(img, PNG_COLOURS)


# -- a player's hand -------------------------------------------------------------------------


@cache
def hand_tile_image(tile_id: int) -> Image.Image:
    """A hand tile upright: two rooms, their walls and the item, with its number on top."""
    size = 96
    img = Image.new("RGB", (size + 8, 2 * size + 30), PAPER)
    draw = ImageDraw.Draw(img)
    draw.text((size // 2 + 4, 12), f"tile {tile_id}", font=font(15, True), fill=INK, anchor="mm")
    img.paste(cell_image(tile_id, True, "S", size), (4, 26))
    img.paste(cell_image(tile_id, False, "S", size), (4, 26 + size))
    draw.rectangle((3, 25, size + 4, 26 + 2 * size), outline=INK, width=3)
    return img


def render_private(view: dict[str, Any]) -> bytes:
    """A seat's hand (and its face-down shackle, which only that seat sees)."""
    hand = view.get("hand", [])
    shackle = view.get("shackle")
    seat = view.get("seat", 0)
    name, _, colour = SEATS[seat]
    width = max(560, 20 + 112 * max(len(hand), 1))
    img = Image.new("RGB", (width, 300), PAPER)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, width, 34), fill=colour)
    draw.text((12, 17), f"{name}'s hand", font=font(18, True), fill=INK, anchor="lm")
    for i, t in enumerate(hand):
        img.paste(hand_tile_image(t), (12 + i * 112, 42))
    if not hand:
        draw.text((12, 60), "(no tiles)", font=font(16), fill=MUTED)
    if shackle is not None:
        draw.text(
            (width - 12, 17),
            f"shackle: tile {shackle} (−1 vp)",
            font=font(14, True),
            fill=INK,
            anchor="rm",
        )
    return to_png(img, PNG_COLOURS)


# -- words -----------------------------------------------------------------------------------


def describe_public(view: dict[str, Any]) -> str:
    """Alt text: the state in words (at most 1000 characters)."""
    posters = view["posters"][view["whistle"]]
    parts = [
        _status(view) + ".",
        f"{len(view['placed'])} tiles in the prison; roll call wants "
        + " or ".join(r.replace("_", " ") for r in posters)
        + (" (night)." if view["night"] else " (day)."),
        "Warders and chaplain: "
        + ", ".join(f"{k} at {tuple(v)}" for k, v in view["npcs"].items())
        + ".",
    ]
    for p in view["players"]:
        name = SEATS[p["seat"]][0]
        where = "escaped" if p["escaped"] else f"at {tuple(p['pos'])}" if p["pos"] else "unplaced"
        extra = ", shackled" if p["shackled"] else ""
        extra += ", in solitary" if p["solitary"] else ""
        items = ", ".join(ITEM_WORD.get(tile(t).item or "", "?") for t in p["inventory"])
        parts.append(f"{name} {where}, {p['score']} vp, inventory [{items}]{extra}.")
    parts.append(f"Governor holds {len(view['governor'])} tiles; stack {view['stack']}.")
    text = " ".join(parts)
    return text if len(text) <= 1000 else text[:997] + "..."


__all__ = ["describe_public", "render_private", "render_public"]
