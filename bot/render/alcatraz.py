"""Alcatraz: The Scapegoat pictures: the board from the public view, a prisoner's sheet and
hand from that prisoner's view, and the board in words (alt text).

Every word comes from the catalogues (room names, location rules, items, the status line), in
the table's or the reader's language. Colour is never the only signal: pawns carry their seat
number, items their letter (explained by the legend in the picture's language), guard counts
their number with one to three marks (!, !!, X for four) explained by a key line, the
scapegoat's pawn a thick double ring, and a sheet its side (silver or copper) only in the
border's tone — the rule it prints is written out.

Sizes aim at phones: the picture is 1000 px wide and the things one plays by (room numbers,
pawns, guard counts, task letters) are drawn at 20 px or more, so they stay readable when the
picture shows 400 px wide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from bot.i18n import DEFAULT, t
from bot.narrate import Voice
from bot.narrate.alcatraz import NARRATOR, rule_text
from bot.render.common import (
    INK,
    MUTED,
    OKABE_ITO,
    PAPER,
    WHITE,
    Palette,
    font,
    image_cache,
    new_canvas,
    seat_colour,
    to_png,
)
from bot.render.text import clip, draw_lines, fit_font, ink_on, wrap

if TYPE_CHECKING:
    from rules.alcatraz.views import AlcatrazView

Colour = tuple[int, int, int]

WIDTH = 1000
MARGIN = 12
GAP = 8
COLS, ROWS = 4, 3
TILE_W = (WIDTH - 2 * MARGIN - (COLS - 1) * GAP) // COLS
TILE_H = 226
HEADER_H = 188
SHEET_H = 196
CARD_H = 132
#: the fixed palette's size (at most: it holds 49, shades near an exact colour left out) and
#: the PNGs' zlib level: 20 boards of four were at most 48.3 KiB so, 59.7 at level 1 (96 and 128
#: entries, none exact, 52.0 and 52.9 at level 3)
PNG_COLOURS, PNG_LEVEL = 64, 3

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
SILVER: Colour = (196, 200, 206)
COPPER: Colour = (205, 150, 110)
TASK_FILL: Colour = (255, 246, 214)
GUARD_OK: Colour = (232, 232, 232)
#: guard count -> (fill, mark) for 0..4 guards
GUARD_WARN: dict[int, tuple[Colour, str]] = {
    0: (GUARD_OK, ""),
    1: (GUARD_OK, ""),
    2: (OKABE_ITO["yellow"], "!"),
    3: (OKABE_ITO["orange"], "!!"),
    4: (OKABE_ITO["vermillion"], "X"),
}


def _voice(view: AlcatrazView, lang: str) -> Voice:
    return Voice(lang, tuple(NARRATOR.roles(view["num_players"], lang)))


def item_chip(draw: ImageDraw.ImageDraw, x: int, y: int, item: str, size: int = 26) -> None:
    letter, colour = ITEM_STYLE.get(item, ("?", MUTED))
    draw.rounded_rectangle((x, y, x + size, y + size), radius=5, fill=colour, outline=INK)
    draw.text(
        (x + size / 2, y + size / 2),
        letter,
        font=font(int(size * 0.64), True),
        fill=ink_on(colour),
        anchor="mm",
    )


def empty_slot(draw: ImageDraw.ImageDraw, x: int, y: int, size: int = 26) -> None:
    draw.rounded_rectangle((x, y, x + size, y + size), radius=5, outline=MUTED, width=2)


def pawn(
    draw: ImageDraw.ImageDraw, x: float, y: float, seat: int, r: int = 18, goat: bool = False
) -> None:
    """A prisoner: a disc of the seat's colour with its number; the scapegoat's has a thick
    double ring (a shape, so it reads without colour)."""
    colour = seat_colour(seat)
    if goat:
        draw.ellipse((x - r - 7, y - r - 7, x + r + 7, y + r + 7), outline=INK, width=3)
    draw.ellipse((x - r, y - r, x + r, y + r), fill=colour, outline=INK, width=2)
    draw.text(
        (x, y), str(seat + 1), font=font(int(r * 1.25), True), fill=ink_on(colour), anchor="mm"
    )


def guard_badge(draw: ImageDraw.ImageDraw, x: int, y: int, count: int, w: int = 84) -> None:
    """A guard figure (head and shoulders) with the number of guards and its warning mark."""
    fill, mark = GUARD_WARN[min(count, 4)]
    draw.rounded_rectangle((x, y, x + w, y + 36), radius=9, fill=fill, outline=INK, width=2)
    ink = ink_on(fill)
    guard_icon(draw, x + 17, y + 16, ink)
    label = f"{count}{' ' + mark if mark else ''}"
    draw.text((x + 32, y + 18), label, font=font(24, True), fill=ink, anchor="lm")


def prisoner_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: int = 7) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=MUTED, outline=INK, width=1)


def guard_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, ink: Colour = INK) -> None:
    draw.ellipse((cx - 4, cy - 9, cx + 4, cy - 1), fill=ink)
    draw.pieslice((cx - 8, cy, cx + 8, cy + 16), 180, 360, fill=ink)


def task_needs(draw: ImageDraw.ImageDraw, x: int, cy: int, prisoners: int, guards: int) -> None:
    """A task's conditions as shapes (explained by the legend): a grey prisoner disc with the
    prisoners needed, a guard figure with the most guards allowed."""
    prisoner_icon(draw, x + 7, cy)
    draw.text((x + 17, cy), f"×{prisoners}", font=font(14, True), fill=INK, anchor="lm")
    guard_icon(draw, x + 54, cy - 2)
    draw.text((x + 64, cy), f"≤{guards}", font=font(14, True), fill=INK, anchor="lm")


def cost_text(cost: int, lang: str) -> str:
    return t(lang, "alcatraz-pic-free") if cost == 0 else t(lang, "alcatraz-pic-ap", ap=cost)


#: the drawing caches' share of tile backgrounds kept (230 KiB each): a board's dozen in two
#: languages (5 MiB; 6 of 32); the rooms, sides, costs and languages would make hundreds
TILE_SHARE = 0.1875


@image_cache(TILE_SHARE)
def tile_background(number: int, side: str, cost: int, lang: str) -> Image.Image:
    """The unchanging part of a location tile (drawn once per sheet, side and language): the
    room's number and name, and its rule with its base cost."""
    img = Image.new("RGB", (TILE_W, TILE_H), WHITE)
    d = ImageDraw.Draw(img)
    edge = SILVER if side == "silver" else COPPER
    d.rectangle((0, 0, TILE_W - 1, TILE_H - 1), outline=edge, width=5)
    d.rectangle((5, 5, TILE_W - 6, 40), fill=edge)
    d.text((12, 23), str(number), font=font(24, True), fill=ink_on(edge), anchor="lm")
    name = t(lang, f"alcatraz-room-{number}")
    x = 16 + font(24, True).getlength(str(number)) + 6
    face = fit_font(name, int(TILE_W - x - 10), 20, 13, bold=True)
    d.text((x, 23), name, font=face, fill=ink_on(edge), anchor="lm")
    rule = t(
        lang, "alcatraz-pic-rule", cost=cost_text(cost, lang), rule=rule_text(number, side, lang)
    )
    draw_lines(d, (10, 46), wrap(rule, font(16), TILE_W - 20)[:2], font(16), 20)
    return img


def _task_box(
    draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], task: dict[str, Any], lang: str
) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=6, fill=TASK_FILL, outline=INK, width=2)
    draw.rounded_rectangle((x0 + 4, y0 + 4, x0 + 36, y1 - 4), radius=4, fill=INK)
    draw.text((x0 + 20, (y0 + y1) / 2), task["step"], font=font(26, True), fill=WHITE, anchor="mm")
    name = NARRATOR.task_name(task["card"], Voice(lang))
    width = x1 - x0 - 46
    draw.text((x0 + 42, y0 + 5), clip(name, font(15, True), width), font=font(15, True), fill=INK)
    chips = [item for item in ITEM_ORDER for _ in range(task["items"].get(item, 0))]
    x = x1 - 6 - 22 * len(chips)
    task_needs(draw, x0 + 42, y0 + 32, task["prisoners"], task["max_guards"])
    for item in chips:
        item_chip(draw, x, y0 + 22, item, 20)
        x += 22


def _tile(
    canvas: Image.Image, view: AlcatrazView, loc: dict[str, Any], x: int, y: int, lang: str
) -> None:
    canvas.paste(tile_background(loc["number"], loc["side"], loc["cost"], lang), (x, y))
    d = ImageDraw.Draw(canvas)
    guard_badge(d, x + TILE_W - 94, y + 92, loc["guards"])
    # item tokens, then the free slots as outlines, left of the guards
    tokens = [
        (item, n < loc["items"].get(item, 0))
        for item in ITEM_ORDER
        for n in range(max(loc["slots"].get(item, 0), loc["items"].get(item, 0)))
    ]
    room = TILE_W - 94 - 16
    step = min(29, room // max(1, len(tokens)))
    size = step - 3
    ix, iy = x + 10, y + 110 - size // 2
    for item, present in tokens:
        if present:
            item_chip(d, ix, iy, item, size)
        else:
            empty_slot(d, ix, iy, size)
        ix += step
    px = x + 30
    for seat in loc["prisoners"]:
        pawn(d, px, y + 152, seat, r=17, goat=seat == view["scapegoat"])
        px += 50
    task = next((t for t in view["tasks"] if t["location"] == loc["number"]), None)
    if task is not None:
        _task_box(d, (x + 6, y + TILE_H - 50, x + TILE_W - 6, y + TILE_H - 6), task, lang)


def _header(canvas: Image.Image, view: AlcatrazView, lang: str) -> None:
    d = ImageDraw.Draw(canvas)
    voice = _voice(view, lang)
    d.text((MARGIN, 22), "Alcatraz", font=font(28, True), fill=INK, anchor="lm")
    sg = view["scapegoat"]
    label = t(lang, "alcatraz-pic-scapegoat", who=voice.name(sg), bonus=view["bonus"])
    face = fit_font(label, 520, 20, 12, bold=True)
    right = WIDTH - MARGIN
    d.text((right, 22), label, font=face, fill=INK, anchor="rm")
    pawn(d, right - face.getlength(label) - 30, 22, sg, r=13, goat=True)
    status = NARRATOR.status(view, voice)
    d.text(
        (MARGIN, 56),
        clip(status, font(19), WIDTH - 2 * MARGIN),
        font=font(19),
        fill=INK,
        anchor="lm",
    )
    # the guard clock: 21 boxes, filled ones have entered play, the last one loses the game
    entered, limit = view["guards_entered"], view["guard_limit"]
    word = t(lang, "alcatraz-pic-guards")
    x0, y0 = MARGIN, 78
    d.text((x0, y0 + 13), word, font=font(18, True), fill=INK, anchor="lm")
    x0 += int(font(18, True).getlength(word)) + 10
    cell = (WIDTH - MARGIN - x0 - 70) // limit
    for i in range(limit):
        filled = i < entered
        warn = i >= limit - 4
        colour = OKABE_ITO["vermillion"] if warn and filled else (INK if filled else WHITE)
        d.rectangle(
            (x0 + i * cell, y0, x0 + i * cell + cell - 3, y0 + 26), fill=colour, outline=INK
        )
        if i == limit - 1:
            d.text(
                (x0 + i * cell + (cell - 3) / 2, y0 + 13),
                "X",
                font=font(16, True),
                fill=OKABE_ITO["vermillion"] if not filled else WHITE,
                anchor="mm",
            )
    d.text(
        (x0 + limit * cell + 6, y0 + 13),
        f"{entered}/{limit}",
        font=font(18, True),
        fill=INK,
        anchor="lm",
    )
    # the item legend: letter and colour of every token, named in the reader's language
    lx, ly = MARGIN, 114
    step = (WIDTH - 2 * MARGIN) // len(ITEM_ORDER)
    for item in ITEM_ORDER:
        item_chip(d, lx, ly, item, 22)
        name = NARRATOR.item(item, voice)
        d.text(
            (lx + 28, ly + 11),
            clip(name, font(16), step - 34),
            font=font(16),
            fill=INK,
            anchor="lm",
        )
        lx += step
    key = t(lang, "alcatraz-pic-guard-key")
    key_face = fit_font(key, WIDTH - 2 * MARGIN, 15, 11)
    d.text((MARGIN, 150), key, font=key_face, fill=MUTED, anchor="lm")
    task_needs(d, MARGIN, 172, 2, 1)
    key = t(lang, "alcatraz-pic-task-key")
    d.text((MARGIN + 92, 172), key, font=key_face, fill=MUTED, anchor="lm")


def _sheet(
    canvas: Image.Image,
    view: AlcatrazView,
    p: dict[str, Any],
    box: tuple[int, int, int, int],
    lang: str,
) -> None:
    x, y, w, h = box
    d = ImageDraw.Draw(canvas)
    voice = _voice(view, lang)
    seat = p["seat"]
    colour = seat_colour(seat)
    ink = ink_on(colour)
    current = view.get("current") == seat
    d.rectangle((x, y, x + w, y + h), fill=WHITE, outline=INK, width=4 if current else 1)
    d.rectangle((x, y, x + w, y + 34), fill=colour)
    goat = seat == view["scapegoat"]
    pawn(d, x + 22, y + 17, seat, r=12)
    if goat:  # the scapegoat's ring, as on the board
        d.ellipse((x + 3, y - 2, x + 41, y + 36), outline=INK, width=3)
    mark = ""
    if current:
        mark = t(lang, "alcatraz-pic-turn")
    elif view.get("vote") and p.get("voted"):
        mark = "✓ " + t(lang, "alcatraz-pic-voted")
    right = x + w - 8
    if mark:
        d.text((right, y + 17), mark, font=font(15, True), fill=ink, anchor="rm")
        right -= int(font(15, True).getlength(mark)) + 8
    tag = voice.name(seat) + (f" +{view['bonus']}" if goat else "")
    face = fit_font(tag, right - x - 46, 18, 12, bold=True)
    d.text((x + 44, y + 17), clip(tag, face, right - x - 46), font=face, fill=ink, anchor="lm")
    where = f"{p['location']} · {NARRATOR.room(p['location'], voice)}"
    d.text(
        (x + 8, y + 50),
        clip(where, font(17, True), w - 16),
        font=font(17, True),
        fill=INK,
        anchor="lm",
    )
    tracks = (
        t(lang, "alcatraz-pic-cash", count=p["cash"])
        + " · "
        + t(lang, "alcatraz-pic-stamina", count=p["stamina"])
    )
    d.text((x + 8, y + 74), clip(tracks, font(16), w - 16), font=font(16), fill=INK, anchor="lm")
    ix = x + 8
    for item in p["items"]:
        item_chip(d, ix, y + 88, item, 28)
        ix += 32
    for _ in range(3 - len(p["items"])):
        empty_slot(d, ix, y + 88, 28)
        ix += 32
    cards = t(lang, "alcatraz-pic-cards", count=p["blackmail_cards"])
    d.text((x + 8, y + 134), clip(cards, font(15), w - 16), font=font(15), fill=INK, anchor="lm")
    step_w = (w - 16) // 6
    for i, step in enumerate("ABCDEF"):
        have = step in p["plan"]
        sx = x + 8 + i * step_w
        d.rectangle(
            (sx, y + 148, sx + step_w - 4, y + 148 + 40), fill=INK if have else WHITE, outline=INK
        )
        d.text(
            (sx + (step_w - 4) / 2, y + 168),
            step,
            font=font(22, True),
            fill=WHITE if have else MUTED,
            anchor="mm",
        )


def board_image(view: AlcatrazView, lang: str = DEFAULT) -> Image.Image:
    players = view["players"]
    top = HEADER_H + ROWS * (TILE_H + GAP)
    height = top + SHEET_H + 2 * MARGIN
    canvas = new_canvas(WIDTH, height, PAPER)
    _header(canvas, view, lang)
    by_number = {loc["number"]: loc for loc in view["locations"]}
    for i, number in enumerate(view["order"]):
        row, col = divmod(i, COLS)
        x = MARGIN + col * (TILE_W + GAP)
        y = HEADER_H + row * (TILE_H + GAP)
        _tile(canvas, view, by_number[number], x, y, lang)
    w = (WIDTH - 2 * MARGIN - (len(players) - 1) * GAP) // len(players)
    for i, p in enumerate(players):
        _sheet(canvas, view, p, (MARGIN + i * (w + GAP), top + 4, w, SHEET_H), lang)
    return canvas


def render_public(view: AlcatrazView, lang: str = DEFAULT) -> bytes:
    """The board PNG from the public view (``view(state, None)``), in ``lang``."""
    return to_png(board_image(view, lang), palette=PALETTE, level=PNG_LEVEL)


def render_private(view: AlcatrazView, lang: str = DEFAULT) -> bytes:
    """A prisoner's own sheet and blackmail hand (see :func:`hand_image`), in ``lang``."""
    return to_png(hand_image(view, lang), palette=PALETTE, level=PNG_LEVEL)


def hand_image(view: AlcatrazView, lang: str = DEFAULT) -> Image.Image:
    """A prisoner's own sheet and blackmail hand (from that seat's view)."""
    seat = view["you"]
    voice = _voice(view, lang)
    hand = view.get("hand", [])
    shown = view.get("shown_cards", [])
    cards = [("hand", c) for c in hand] + [("shown", c) for c in shown]
    rows = max(1, (len(cards) + 1) // 2)
    top = 54
    canvas = new_canvas(WIDTH, top + SHEET_H + 44 + rows * (CARD_H + 10) + MARGIN, PAPER)
    d = ImageDraw.Draw(canvas)
    title = t(lang, "alcatraz-pic-sheet", who=voice.name(seat))
    d.text((MARGIN, 28), title, font=font(26, True), fill=INK, anchor="lm")
    _sheet(canvas, view, view["players"][seat], (MARGIN, top, WIDTH - 2 * MARGIN, SHEET_H), lang)
    y0 = top + SHEET_H + 12
    note = t(lang, "alcatraz-pic-play-note")
    d.text((MARGIN, y0 + 12), note, font=font(17), fill=INK, anchor="lm")
    y0 += 32
    if not cards:
        text = t(lang, "alcatraz-pic-no-cards")
        d.text((MARGIN, y0 + 30), text, font=font(20), fill=MUTED, anchor="lm")
    card_w = (WIDTH - 2 * MARGIN - 12) // 2
    for i, (where, card) in enumerate(cards):
        row, col = divmod(i, 2)
        x, y = MARGIN + col * (card_w + 12), y0 + row * (CARD_H + 10)
        fill = WHITE if where == "hand" else TASK_FILL
        d.rounded_rectangle(
            (x, y, x + card_w, y + CARD_H),
            radius=8,
            fill=fill,
            outline=INK,
            width=2 if where == "hand" else 4,
        )
        label = NARRATOR.card_name(card["id"], voice)
        if where != "hand":
            label += f"  ({t(lang, 'alcatraz-pic-shown')})"
        d.text(
            (x + 12, y + 20),
            clip(label, font(21, True), card_w - 24),
            font=font(21, True),
            fill=INK,
            anchor="lm",
        )
        text = NARRATOR.card_text(card["id"], voice)
        draw_lines(d, (x + 12, y + 38), wrap(text, font(17), card_w - 24)[:4], font(17), 21)
        d.text(
            (x + card_w - 10, y + CARD_H - 10),
            t(lang, "alcatraz-pic-reconstructed"),
            font=font(12),
            fill=MUTED,
            anchor="rm",
        )
    return canvas


def _reference() -> Image.Image:
    """Every colour Alcatraz's pictures use: the board of a new four-player game with its tiles
    on both sides, every guard count, every item (in the rooms and on the sheets), planned steps
    and a guard clock filled up to its warning cells. Drawn only to work the stored palette out
    (:mod:`bot.render.palettes`), so the engine is imported here, never by a picture worker."""
    from rules.alcatraz import AlcatrazEngine

    engine = AlcatrazEngine()
    view = engine.view(engine.setup(4, None, 0), None)
    for i, loc in enumerate(view["locations"]):
        loc["side"] = ("silver", "copper")[i % 2]
        loc["guards"] = i % 5
        loc["items"] = loc["slots"] = {ITEM_ORDER[i % len(ITEM_ORDER)]: 1}
        loc["prisoners"] = [i % view["num_players"]]
    for player in view["players"]:
        player["items"] = ITEM_ORDER[player["seat"] :][:3]
        player["plan"] = "ACE"
    view["guards_entered"] = view["guard_limit"] - 1
    return board_image(view)


#: the board's and the sheet's colours: the fills and inks exact, antialiased edges the nearest
#: of the reference's shades
PALETTE = Palette(
    "alcatraz",
    _reference,
    PNG_COLOURS,
    exact=(PAPER, WHITE, INK, MUTED, SILVER, COPPER, TASK_FILL, GUARD_OK, *OKABE_ITO.values()),
)


def describe_public(view: AlcatrazView) -> str:
    """The board in words for the image's alt text (at most 1000 characters), in English; the
    words live in the narrator (``bot.narrate.alcatraz``), which also speaks other languages."""
    names = tuple(NARRATOR.roles(view["num_players"], DEFAULT))
    return NARRATOR.board(view, Voice(DEFAULT, names))
