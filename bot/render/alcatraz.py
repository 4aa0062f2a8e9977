"""Alcatraz: The Scapegoat pictures: the board from the public view, a prisoner's sheet and
hand from that prisoner's view, and the board in words (alt text).

Colour is never the only signal: seats carry their number, items their letter, guard warnings
one to three "!" marks (or a cross at four), the scapegoat a "SG" tag."""

from __future__ import annotations

from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from bot.i18n import DEFAULT
from bot.narrate import Voice
from bot.narrate.alcatraz import NARRATOR
from bot.render.common import (
    INK,
    MUTED,
    OKABE_ITO,
    PAPER,
    SEAT_COLOURS,
    WHITE,
    font,
    new_canvas,
    to_png,
)

Colour = tuple[int, int, int]

WIDTH = 1000
MARGIN = 12
COLS, ROWS = 4, 3
TILE_W = (WIDTH - 2 * MARGIN - (COLS - 1) * 8) // COLS
TILE_H = 232
HEADER_H = 96
SHEET_H = 150

#: item -> (letter, colour); letters chosen so no two items share one
ITEM_STYLE: dict[str, tuple[str, Colour]] = {
    "keys": ("K", OKABE_ITO["yellow"]),
    "knives": ("N", OKABE_ITO["vermillion"]),
    "clothes": ("C", OKABE_ITO["sky"]),
    "drugs": ("D", OKABE_ITO["green"]),
    "tools": ("T", OKABE_ITO["blue"]),
    "gun": ("G", OKABE_ITO["black"]),
}
ITEM_ORDER = list(ITEM_STYLE)
SILVER: Colour = (200, 203, 208)
COPPER: Colour = (196, 128, 82)
GUARD_OK: Colour = (225, 225, 225)
#: guard count -> (fill, mark) for 0..4 guards
GUARD_WARN: dict[int, tuple[Colour, str]] = {
    0: (GUARD_OK, ""),
    1: (GUARD_OK, ""),
    2: (OKABE_ITO["yellow"], "!"),
    3: (OKABE_ITO["orange"], "!!"),
    4: (OKABE_ITO["vermillion"], "X"),
}


def seat_colour(seat: int) -> Colour:
    return OKABE_ITO[SEAT_COLOURS[seat % len(SEAT_COLOURS)]]


def _text_on(colour: Colour) -> Colour:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = colour
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else WHITE


def _wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        trial = f"{line} {word}".strip()
        if font(size, bold).getlength(trial) <= width:
            line = trial
        else:
            if line:
                lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def item_chip(draw: ImageDraw.ImageDraw, x: int, y: int, item: str, size: int = 24) -> None:
    letter, colour = ITEM_STYLE.get(item, ("?", MUTED))
    draw.rounded_rectangle((x, y, x + size, y + size), radius=5, fill=colour, outline=INK)
    draw.text(
        (x + size / 2, y + size / 2),
        letter,
        font=font(int(size * 0.62), True),
        fill=_text_on(colour),
        anchor="mm",
    )


def pawn(draw: ImageDraw.ImageDraw, x: int, y: int, seat: int, r: int = 15) -> None:
    colour = seat_colour(seat)
    draw.ellipse((x - r, y - r, x + r, y + r), fill=colour, outline=INK, width=2)
    draw.text(
        (x, y), str(seat + 1), font=font(int(r * 1.2), True), fill=_text_on(colour), anchor="mm"
    )


@cache
def tile_background(number: int, name: str, side: str, rule: str) -> Image.Image:
    """The unchanging part of a location tile (drawn once per sheet and side)."""
    img = Image.new("RGB", (TILE_W, TILE_H), WHITE)
    d = ImageDraw.Draw(img)
    edge = SILVER if side == "silver" else COPPER
    d.rectangle((0, 0, TILE_W - 1, TILE_H - 1), outline=edge, width=5)
    d.rectangle((5, 5, TILE_W - 6, 34), fill=edge)
    title = f"{number} {name}"
    size = 17 if font(17, True).getlength(title) <= TILE_W - 44 else 14
    d.text((12, 20), title, font=font(size, True), fill=_text_on(edge), anchor="lm")
    badge = "S" if side == "silver" else "C"
    d.text((TILE_W - 14, 20), badge, font=font(17, True), fill=_text_on(edge), anchor="rm")
    for i, line in enumerate(_wrap(rule, 14, TILE_W - 20)[:2]):
        d.text((10, 42 + i * 17), line, font=font(14), fill=INK)
    return img


def _guards(draw: ImageDraw.ImageDraw, x: int, y: int, count: int) -> None:
    fill, mark = GUARD_WARN[min(count, 4)]
    draw.rounded_rectangle((x, y, x + 78, y + 30), radius=8, fill=fill, outline=INK, width=2)
    label = f"G {count}{' ' + mark if mark else ''}"
    draw.text((x + 39, y + 15), label, font=font(16, True), fill=_text_on(fill), anchor="mm")


def _task_box(
    draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], task: dict[str, Any]
) -> None:
    x0, y0, _x1, y1 = box
    draw.rounded_rectangle(box, radius=6, fill=(255, 248, 220), outline=INK, width=2)
    draw.rounded_rectangle((x0 + 4, y0 + 4, x0 + 30, y1 - 4), radius=4, fill=INK)
    draw.text((x0 + 17, (y0 + y1) / 2), task["step"], font=font(20, True), fill=WHITE, anchor="mm")
    name = task["name"] if len(task["name"]) <= 26 else task["name"][:25] + "…"
    draw.text((x0 + 36, y0 + 5), name, font=font(13, True), fill=INK)
    info = f"{task['prisoners']} pr · ≤{task['max_guards']} G"
    draw.text((x0 + 36, y0 + 24), info, font=font(13), fill=INK)
    x = x0 + 130
    for item in ITEM_ORDER:
        for _ in range(task["items"].get(item, 0)):
            item_chip(draw, x, y0 + 22, item, 18)
            x += 20


def _tile(canvas: Image.Image, view: dict[str, Any], loc: dict[str, Any], x: int, y: int) -> None:
    canvas.paste(tile_background(loc["number"], loc["name"], loc["side"], loc["rule"]), (x, y))
    d = ImageDraw.Draw(canvas)
    _guards(d, x + TILE_W - 88, y + 80, loc["guards"])
    # item tokens with their counts, then the free slots as outlines
    ix, iy = x + 10, y + 82
    for item in ITEM_ORDER:
        have = loc["items"].get(item, 0)
        for _ in range(have):
            item_chip(d, ix, iy, item, 22)
            ix += 25
        for _ in range(loc["slots"].get(item, 0) - have):
            d.rounded_rectangle((ix, iy, ix + 22, iy + 22), radius=5, outline=MUTED, width=1)
            ix += 25
    # prisoners
    px = x + 24
    for seat in loc["prisoners"]:
        pawn(d, px, y + 134, seat)
        if seat == view["scapegoat"]:
            d.text((px, y + 156), "SG", font=font(11, True), fill=INK, anchor="mm")
        px += 36
    task = next((t for t in view["tasks"] if t["location"] == loc["number"]), None)
    if task is not None:
        _task_box(d, (x + 6, y + TILE_H - 56, x + TILE_W - 6, y + TILE_H - 8), task)


def _header(canvas: Image.Image, view: dict[str, Any]) -> None:
    d = ImageDraw.Draw(canvas)
    sg = view["scapegoat"]
    title = f"Alcatraz · round {view['round']}"
    d.text((MARGIN, 18), title, font=font(24, True), fill=INK, anchor="lm")
    status = _status(view)
    d.text((MARGIN, 48), status, font=font(17), fill=INK, anchor="lm")
    d.text(
        (WIDTH - MARGIN, 18),
        f"Scapegoat: P{sg + 1} (+{view['bonus']} AP)",
        font=font(17, True),
        fill=INK,
        anchor="rm",
    )
    # the item legend: letter and colour of every token
    lx = WIDTH - MARGIN - 6 * 74
    for item in ITEM_ORDER:
        item_chip(d, lx, 38, item, 20)
        d.text((lx + 24, 48), item, font=font(13), fill=INK, anchor="lm")
        lx += 74
    # the guard clock: 21 boxes, filled ones have entered play
    entered, limit = view["guards_entered"], view["guard_limit"]
    x0, y0, cell = MARGIN, 66, (WIDTH - 2 * MARGIN - 130) // limit
    d.text((x0, y0 + 11), "Guards", font=font(15, True), fill=INK, anchor="lm")
    x0 += 66
    for i in range(limit):
        filled = i < entered
        warn = i >= limit - 4
        colour = OKABE_ITO["vermillion"] if warn and filled else (INK if filled else WHITE)
        d.rectangle(
            (x0 + i * cell, y0, x0 + i * cell + cell - 3, y0 + 22), fill=colour, outline=INK
        )
        if i == limit - 1:
            d.text(
                (x0 + i * cell + (cell - 3) / 2, y0 + 11),
                "X",
                font=font(14, True),
                fill=OKABE_ITO["vermillion"],
                anchor="mm",
            )
    d.text(
        (x0 + limit * cell + 6, y0 + 11),
        f"{entered}/{limit}",
        font=font(16, True),
        fill=INK,
        anchor="lm",
    )


def _status(view: dict[str, Any]) -> str:
    result = view.get("result")
    if result:
        if result["reason"] == "guards":
            return "The 21st guard arrived: everybody loses."
        out = ", ".join(f"P{s + 1}" for s in result["escaped"])
        stay = ", ".join(f"P{s + 1}" for s in result["stayed"])
        return f"Escaped: {out}. Left behind: {stay}."
    vote = view.get("vote")
    if vote:
        what = "scapegoat vote" if vote["kind"] == "scapegoat" else "who stays behind"
        return f"Secret ballot ({what}): {vote['cast']} of {vote['of']} cast."
    cur = view.get("current")
    pending = view.get("pending")
    line = f"Turn: P{cur + 1} · {view['ap']} AP left" if cur is not None else ""
    if view.get("bribed"):
        line += f" · {view['bribed']} bribed"
    if pending:
        line += f" · {pending['kind'].replace('_', ' ')} in progress"
    return line


def _sheet(
    canvas: Image.Image, view: dict[str, Any], p: dict[str, Any], x: int, y: int, w: int
) -> None:
    d = ImageDraw.Draw(canvas)
    seat = p["seat"]
    colour = seat_colour(seat)
    current = view.get("current") == seat
    d.rectangle((x, y, x + w, y + SHEET_H - 8), fill=WHITE, outline=INK, width=3 if current else 1)
    d.rectangle((x, y, x + w, y + 28), fill=colour)
    tag = f"P{seat + 1}"
    if seat == view["scapegoat"]:
        tag += f"  SG +{view['bonus']}"
    if current:
        tag += "  ▶ turn"
    d.text((x + 8, y + 14), tag, font=font(16, True), fill=_text_on(colour), anchor="lm")
    d.text((x + 8, y + 40), f"at {p['location']}", font=font(14), fill=INK, anchor="lm")
    d.text(
        (x + w / 2, y + 40),
        f"${p['cash']}  stamina {p['stamina']}",
        font=font(14),
        fill=INK,
        anchor="lm",
    )
    ix = x + 8
    for item in p["items"]:
        item_chip(d, ix, y + 54, item, 24)
        ix += 28
    for _ in range(3 - len(p["items"])):
        d.rounded_rectangle((ix, y + 54, ix + 24, y + 78), radius=5, outline=MUTED)
        ix += 28
    d.text(
        (x + w - 8, y + 66),
        f"blackmail {p['blackmail_cards']}",
        font=font(13),
        fill=INK,
        anchor="rm",
    )
    step_w = (w - 16) // 6
    for i, step in enumerate("ABCDEF"):
        have = step in p["plan"]
        sx = x + 8 + i * step_w
        d.rectangle(
            (sx, y + 88, sx + step_w - 4, y + 116), fill=INK if have else WHITE, outline=INK
        )
        d.text(
            (sx + (step_w - 4) / 2, y + 102),
            step,
            font=font(16, True),
            fill=WHITE if have else MUTED,
            anchor="mm",
        )
    if view.get("vote") and p.get("voted"):
        d.text((x + w - 8, y + 40), "voted ✓", font=font(13, True), fill=INK, anchor="rm")


def board_image(view: dict[str, Any]) -> Image.Image:
    players = view["players"]
    height = HEADER_H + ROWS * (TILE_H + 8) + SHEET_H + 2 * MARGIN
    canvas = new_canvas(WIDTH, height, PAPER)
    _header(canvas, view)
    by_number = {loc["number"]: loc for loc in view["locations"]}
    for i, number in enumerate(view["order"]):
        row, col = divmod(i, COLS)
        x = MARGIN + col * (TILE_W + 8)
        y = HEADER_H + row * (TILE_H + 8)
        _tile(canvas, view, by_number[number], x, y)
    w = (WIDTH - 2 * MARGIN - (len(players) - 1) * 8) // len(players)
    y = HEADER_H + ROWS * (TILE_H + 8) + 4
    for i, p in enumerate(players):
        _sheet(canvas, view, p, MARGIN + i * (w + 8), y, w)
    return canvas


def render_public(view: dict[str, Any]) -> bytes:
    """The board PNG from the public view (``view(state, None)``)."""
    return to_png(board_image(view))


def render_private(view: dict[str, Any]) -> bytes:
    """A prisoner's own sheet and blackmail hand (from that seat's view)."""
    seat = view["you"]
    hand = view.get("hand", [])
    shown = view.get("shown_cards", [])
    cards = [("hand", c) for c in hand] + [("shown", c) for c in shown]
    rows = max(1, (len(cards) + 1) // 2)
    canvas = new_canvas(WIDTH, 60 + SHEET_H + rows * 130 + MARGIN, PAPER)
    d = ImageDraw.Draw(canvas)
    d.text((MARGIN, 28), f"Your sheet · P{seat + 1}", font=font(24, True), fill=INK, anchor="lm")
    _sheet(canvas, view, view["players"][seat], MARGIN, 52, WIDTH - 2 * MARGIN)
    y0 = 52 + SHEET_H
    if not cards:
        d.text((MARGIN, y0 + 30), "No blackmail cards.", font=font(18), fill=MUTED, anchor="lm")
    card_w = (WIDTH - 2 * MARGIN - 12) // 2
    for i, (where, card) in enumerate(cards):
        row, col = divmod(i, 2)
        x, y = MARGIN + col * (card_w + 12), y0 + row * 130
        fill = WHITE if where == "hand" else (255, 248, 220)
        d.rounded_rectangle((x, y, x + card_w, y + 120), radius=8, fill=fill, outline=INK, width=2)
        label = card["name"] + ("" if where == "hand" else "  (shown: keep one)")
        d.text((x + 10, y + 16), label, font=font(17, True), fill=INK, anchor="lm")
        for j, line in enumerate(_wrap(card["text"], 14, card_w - 20)[:4]):
            d.text((x + 10, y + 34 + j * 19), line, font=font(14), fill=INK)
        d.text(
            (x + card_w - 10, y + 108), "reconstructed card", font=font(11), fill=MUTED, anchor="rm"
        )
    return to_png(canvas)


def describe_public(view: dict[str, Any]) -> str:
    """The board in words for the image's alt text (at most 1000 characters), in English; the
    words live in the narrator (``bot.narrate.alcatraz``), which also speaks other languages."""
    names = tuple(NARRATOR.roles(view["num_players"], DEFAULT))
    return NARRATOR.board(view, Voice(DEFAULT, names))
