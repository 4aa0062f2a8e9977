"""Escape from Elba pictures: the board from the public view, and a player's hand.

The board is laid out on the 6×6 black/white dice grid, which matches the printed board's
geometry; a wide central aisle holds the SAFE AREA, with Hallways 2 and 9 spanning it. Every
host is a token labelled as in the panels and the log (P1…, C for Campbell, N1… for the neutral
Napoleons) with a strength badge, so colour is never the only signal. Every word comes from the
catalogues in the language asked; names too long for their space shrink (and wrap) to fit it.
The empty board is drawn once per language and cached.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw, ImageFont

from bot.i18n import DEFAULT, t
from bot.narrate import Voice
from bot.narrate.elba import NARRATOR
from bot.render.common import (
    INK,
    MUTED,
    OKABE_ITO,
    PAPER,
    SEAT_COLOURS,
    TARGET_WIDTH,
    WHITE,
    Palette,
    font,
    seat_colour,
    to_png,
)
from bot.render.text import draw_lines, fit_font, fit_lines, ink_on
from data import load_json
from rules.elba.content import SAFE_AREA, Space, board

if TYPE_CHECKING:
    from rules.elba.view import ElbaHost, ElbaView

MARGIN = 15
CELL_W, CELL_H = 140, 118
AISLE = 130  # the central column (SAFE AREA) between white dice 3 and 4
PAD = 6  # space between cells, where the doors show
HEADER = 112
BOARD_TOP = HEADER
BOARD_H = 6 * CELL_H
ROW_H = 50  # one player line under the board
TOKEN = 36
NAME_SIZE, NAME_SMALLEST = 15, 11
#: the fixed palette's size (at most: it holds 47, shades near an exact colour left out) and
#: the PNGs' zlib level: 20 boards of six (the largest) were at most 47.4 KiB so, 57.5 at level 1
#: (96 and 128 entries, none exact, 50.0 and 50.5 at level 3)
PNG_COLOURS, PNG_LEVEL = 64, 3

ROOM_FILL = WHITE
HALL_FILL = (226, 226, 226)
TOWER_FILL = (250, 236, 170)
SAFE_FILL = (214, 238, 226)
DOOR = (150, 150, 150)
FIGHT = OKABE_ITO["vermillion"]
CAMPBELL = (40, 40, 40)
NAPOLEON = (160, 160, 160)
TILE = (255, 244, 214)

Box = tuple[int, int, int, int]


def _voice(view: ElbaView, lang: str) -> Voice:
    """The seats named as on the board (P1, P2…): pictures show no Discord names."""
    return Voice(lang, tuple(NARRATOR.roles(len(view.get("players") or []), lang)))


def _col_x(col: int) -> int:
    return MARGIN + (col - 1) * CELL_W + (AISLE if col >= 4 else 0)


def _row_y(row: int) -> int:
    return BOARD_TOP + (row - 1) * CELL_H


@cache
def cell_box(space_id: str) -> Box:
    """Where a space is drawn (left, top, right, bottom)."""
    if space_id == SAFE_AREA:
        x0 = _col_x(3) + CELL_W + PAD
        return (x0, _row_y(3) + PAD, x0 + AISLE - 2 * PAD, _row_y(5) - PAD)
    space: Space = board().spaces[space_id]
    assert space.row is not None
    left = _col_x(min(space.cols))
    right = _col_x(max(space.cols)) + CELL_W
    top = _row_y(space.row)
    return (left + PAD, top + PAD, right - PAD, top + CELL_H - PAD)


def _centre(box: Box) -> tuple[int, int]:
    return (box[0] + box[2]) // 2, (box[1] + box[3]) // 2


def _dice_badge(draw: ImageDraw.ImageDraw, x: int, y: int, roll: str) -> int:
    """Black die then white die, each with its number; returns the width used."""
    black, white = roll.split("-")
    size = 20
    draw.rounded_rectangle((x, y, x + size, y + size), 4, fill=(0, 0, 0))
    draw.text((x + size / 2, y + size / 2), black, font=font(14, True), fill=WHITE, anchor="mm")
    x2 = x + size + 3
    draw.rounded_rectangle((x2, y, x2 + size, y + size), 4, fill=WHITE, outline=(0, 0, 0))
    draw.text((x2 + size / 2, y + size / 2), white, font=font(14, True), fill=INK, anchor="mm")
    return 2 * size + 3


def _die(draw: ImageDraw.ImageDraw, x: int, y: int, value: int, size: int = 26) -> None:
    """A rolled die: a white square with its number (the fight dice in the header)."""
    draw.rounded_rectangle((x, y, x + size, y + size), 5, fill=WHITE, outline=INK, width=2)
    draw.text((x + size / 2, y + size / 2), str(value), font=font(17, True), fill=INK, anchor="mm")


def _letter_tile(draw: ImageDraw.ImageDraw, x: int, y: int, letter: str, size: int = 24) -> None:
    draw.rounded_rectangle((x, y, x + size, y + size), 4, fill=TILE, outline=INK)
    draw.text(
        (x + size / 2, y + size / 2 + 1),
        letter,
        font=font(int(size * 0.68), True),
        fill=INK,
        anchor="mm",
    )


def space_name(space: str, lang: str) -> str:
    return NARRATOR.space(space, Voice(lang))


def name_lines(space: Space, width: int, lang: str) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """A space's name as drawn in its box: shrunk, and wrapped if need be, to fit ``width``."""
    name = space_name(space.id, lang)
    return fit_lines(name, width, NAME_SIZE, NAME_SMALLEST, bold=True, shrink_first=True)


@cache
def _empty_board(lang: str) -> Image.Image:
    width = TARGET_WIDTH
    image = Image.new("RGB", (width, HEADER + BOARD_H + 10), PAPER)
    draw = ImageDraw.Draw(image)
    b = board()
    # doors first: lines between the centres of adjacent spaces show in the gaps between cells
    for space in b.spaces.values():
        for other in space.adjacent:
            if space.id < other:
                draw.line(
                    (_centre(cell_box(space.id)), _centre(cell_box(other))), fill=DOOR, width=9
                )
    for space in b.spaces.values():
        box = cell_box(space.id)
        inner = box[2] - box[0] - 12
        if space.kind == "safe_area":
            draw.rounded_rectangle(box, 40, fill=SAFE_FILL, outline=OKABE_ITO["green"], width=4)
            name_font, lines = name_lines(space, inner, lang)
            draw_lines(draw, (_centre(box)[0], box[1] + 22), lines, name_font, 17, anchor="mm")
            calm = t(lang, "elba-pic-no-fights")
            calm_font, lines = fit_lines(calm, inner - 26, 14, 11, shrink_first=True)
            bottom = box[3] - 16 - 15 * (len(lines) - 1)  # the last line 16 px above the edge
            draw_lines(draw, (_centre(box)[0], bottom), lines, calm_font, 15, anchor="mm")
            continue
        fill = {"tower": TOWER_FILL, "hallway": HALL_FILL}.get(space.kind, ROOM_FILL)
        width_line = 3 if space.kind == "tower" else 2
        draw.rounded_rectangle(box, 8, fill=fill, outline=INK, width=width_line)
        name_font, lines = name_lines(space, inner, lang)
        draw_lines(draw, (box[0] + 7, box[1] + 5), lines, name_font, 15)
        x = box[2] - 6
        for k, roll in enumerate(reversed(space.dice)):
            if k:  # a two-roll hallway: either result lands here
                word = t(lang, "elba-pic-or")
                gap = int(font(13).getlength(word)) + 8
                draw.text((x - gap / 2, box[3] - 15), word, font=font(13), fill=INK, anchor="mm")
                x -= gap
            x -= 43
            _dice_badge(draw, x, box[3] - 25, roll)
        if space.escape_word:  # the word that escapes from this tower
            word_font = fit_font(space.escape_word, x - box[0] - 22, 14, 10, bold=True)
            word_box = draw.textbbox((box[0] + 10, box[3] - 23), space.escape_word, word_font)
            draw.rounded_rectangle(
                (word_box[0] - 4, word_box[1] - 3, word_box[2] + 4, word_box[3] + 3),
                4,
                fill=WHITE,
                outline=INK,
            )
            draw.text((box[0] + 10, box[3] - 23), space.escape_word, font=word_font, fill=INK)
    return image


def token_label(host: Mapping[str, Any]) -> str:
    """What a token says: its public label, as the panels and the log name it."""
    return str(host["label"])


def _token(
    draw: ImageDraw.ImageDraw,
    x: int,
    y: int,
    host: Mapping[str, Any],
    active: bool,
) -> None:
    """A host: coloured disc (players), black square (Campbell) or grey disc (Napoleons), each
    with its label (P1, C, N3), and a white badge with its strength."""
    kind = host["kind"]
    box = (x, y, x + TOKEN, y + TOKEN)
    if kind == "player":
        fill = seat_colour(int(host["seat"]))
        if active:
            draw.ellipse((x - 4, y - 4, x + TOKEN + 4, y + TOKEN + 4), outline=INK, width=3)
        draw.ellipse(box, fill=fill, outline=INK, width=2)
    elif kind == "campbell":
        fill = CAMPBELL
        draw.rectangle(box, fill=fill, outline=INK, width=2)
    else:
        fill = NAPOLEON
        draw.ellipse(box, fill=fill, outline=INK, width=1)
    label = token_label(host)
    draw.text(
        (x + TOKEN / 2, y + TOKEN / 2 - 2),
        label,
        font=fit_font(label, TOKEN - 6, 18, 12, bold=True),
        fill=ink_on(fill),
        anchor="mm",
    )
    bx, by = x + TOKEN - 10, y + TOKEN - 10
    draw.rounded_rectangle((bx, by, bx + 16, by + 16), 3, fill=WHITE, outline=INK)
    draw.text((bx + 8, by + 8), str(host["strength"]), font=font(12, True), fill=INK, anchor="mm")


def _draw_hosts(draw: ImageDraw.ImageDraw, view: ElbaView, lang: str) -> None:
    by_space: dict[str, list[ElbaHost]] = {}
    for h in view["hosts"]:
        by_space.setdefault(h["space"], []).append(h)
    active = view["active"]
    spaces = board().spaces
    for space, hosts in by_space.items():
        if space not in spaces:
            continue
        box = cell_box(space)
        _font, lines = name_lines(spaces[space], box[2] - box[0] - 12, lang)
        # under the name, whose lines are 17 px apart in the safe area and 15 elsewhere
        top = box[1] + (18 + 17 * len(lines) if space == SAFE_AREA else 8 + 15 * len(lines))
        # a crowded space may cover its dice label: the hosts matter more
        bottom = box[3] - (26 if space == SAFE_AREA else 0)
        per_row = max(1, (box[2] - box[0] - 8) // (TOKEN + 4))
        rows = max(1, (bottom - top) // (TOKEN + 3))
        shown = hosts if len(hosts) <= per_row * rows else hosts[: per_row * rows - 1]
        for i, h in enumerate(shown):
            x = box[0] + 6 + (i % per_row) * (TOKEN + 4)
            y = top + (i // per_row) * (TOKEN + 3)
            _token(draw, x, y, h, h["kind"] == "player" and h["seat"] == active)
        if len(shown) < len(hosts):
            i = len(shown)
            x = box[0] + 6 + (i % per_row) * (TOKEN + 4)
            y = top + (i // per_row) * (TOKEN + 3)
            draw.text((x + 4, y + 8), f"+{len(hosts) - len(shown)}", font=font(16, True), fill=INK)


def status_line(view: ElbaView, lang: str = DEFAULT) -> str:
    """Whose turn, and who must decide what (the narrator's status, seats named P1…)."""
    return NARRATOR.status(view, _voice(view, lang))


def _fight_sides(view: ElbaView) -> list[tuple[str, int, int]]:
    """Each fighter's label, die and strength, once the dice are rolled."""
    fight: Mapping[str, Any] = view.get("fight") or {}
    dice = list(fight.get("dice") or [])
    if len(dice) != 2:
        return []
    strengths = {h["label"]: h["strength"] for h in view["hosts"]}
    return [
        (fight[side], die, strengths.get(fight[side], 1))
        for side, die in zip(("aggressor", "defender"), dice, strict=True)
    ]


def _draw_header(image: Image.Image, view: ElbaView, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    # deck and discard pile, top right
    right = TARGET_WIDTH - MARGIN
    deck = t(lang, "elba-pic-deck", count=view["deck_size"])
    label = t(lang, "elba-pic-discard")
    bold = font(16, True)
    draw.text((right - 40, 62), label, font=bold, fill=INK, anchor="rt")
    deck_right = right - 40 - int(bold.getlength(label)) - 18
    draw.text((deck_right, 62), deck, font=bold, fill=INK, anchor="rt")
    top = view.get("discard_top")
    if top:
        _letter_tile(draw, right - 34, 56, top, 30)
    else:
        draw.rounded_rectangle((right - 34, 56, right - 4, 86), 4, outline=MUTED)
    pile = view.get("discard")
    note = t(lang, "elba-pic-discarded", count=view["discard_size"])
    if pile:  # the whole pile is public (§10.16): show its last cards, top last
        cut = "yes" if len(pile) > 12 else "no"
        note = t(lang, "elba-pic-pile", letters=pile[-12:], cut=cut) + " · " + note
    note_font = font(13)
    draw.text((right, 92), note, font=note_font, fill=MUTED, anchor="rt")
    block_left = min(deck_right - int(bold.getlength(deck)), right - int(note_font.getlength(note)))
    # the status: one line across the top, or two beside the cards
    status = status_line(view, lang)
    full = TARGET_WIDTH - 2 * MARGIN
    status_font = fit_font(status, full, 22, 16, bold=True)
    lines = [status]
    if status_font.getlength(status) > full:  # two lines, still above the cards
        status_font, lines = fit_lines(status, full, 19, 12, bold=True, shrink_first=True)
    draw_lines(draw, (MARGIN, 8), lines, status_font, status_font.size + 4)
    y = max(8 + len(lines) * (int(status_font.size) + 4) + 6, 44)
    width = block_left - MARGIN - 12
    fight = view.get("fight")
    if not fight:
        if y <= 44:
            draw.text((MARGIN, y + 4), t(lang, "game-elba"), font=font(17), fill=MUTED)
        return
    voice = _voice(view, lang)
    head = t(
        lang,
        "elba-pic-fight",
        space=space_name(fight["space"], lang),
        aggressor=NARRATOR.label(fight["aggressor"], voice),
        defender=NARRATOR.label(fight["defender"], voice),
        rolled="yes" if _fight_sides(view) else "no",
    )
    head_font = fit_font(head, width, 17, 11, bold=True)
    draw.text((MARGIN, y), head, font=head_font, fill=FIGHT)
    y += int(head_font.size) + 6
    x = MARGIN
    for k, (who, die, strength) in enumerate(_fight_sides(view)):
        if k:
            versus = t(lang, "elba-pic-versus")
            draw.text((x, y + 4), versus, font=font(15), fill=INK)
            x += int(font(15).getlength(versus)) + 10
        draw.text((x, y + 4), who, font=font(15, True), fill=INK)
        x += int(font(15, True).getlength(who)) + 6
        _die(draw, x, y, die)
        x += 32
        total = t(lang, "elba-pic-fight-total", strength=strength, total=die + strength)
        draw.text((x, y + 4), total, font=font(15, True), fill=INK)
        x += int(font(15, True).getlength(total)) + 14


def _draw_players(image: Image.Image, view: ElbaView, top: int, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    hosts = {h["seat"]: h for h in view["hosts"] if h["kind"] == "player"}
    voice = _voice(view, lang)
    for i, player in enumerate(view["players"]):
        seat = player["seat"]
        y = top + i * ROW_H
        host = hosts[seat]
        if seat == view["active"]:
            draw.rounded_rectangle(
                (MARGIN - 4, y - 4, TARGET_WIDTH - MARGIN + 4, y + ROW_H - 8),
                8,
                outline=INK,
                width=2,
            )
        _token(draw, MARGIN + 2, y, host, False)
        draw.text((MARGIN + 50, y + 2), NARRATOR.seat(seat, voice), font=font(20, True), fill=INK)
        strength = t(lang, "elba-pic-strength", strength=host["strength"])
        draw.text((MARGIN + 50, y + 26), strength, font=fit_font(strength, 88, 13, 10), fill=INK)
        where = space_name(host["space"], lang)
        draw.text(
            (MARGIN + 145, y + 2), where, font=fit_font(where, 250, 16, 12, bold=True), fill=INK
        )
        extra = t(lang, "elba-pic-hand-size", count=player["hand_size"])
        if seat == view["active"] and view["decision"] == "actions":
            extra += " · " + t(lang, "elba-pic-ap", ap=view["ap"])
        draw.text((MARGIN + 145, y + 26), extra, font=fit_font(extra, 250, 13, 10), fill=INK)
        bag_word = t(lang, "elba-pic-bag")
        draw.text((MARGIN + 430, y + 16), bag_word, font=font(14), fill=MUTED, anchor="rm")
        bag = player["bag"]
        for k, letter in enumerate(bag[:17]):
            _letter_tile(draw, MARGIN + 438 + k * 30, y + 2, letter, 28)
        if len(bag) > 17:
            draw.text((MARGIN + 438 + 17 * 30, y + 6), f"+{len(bag) - 17}", font=font(16), fill=INK)


def _mark_fight(image: Image.Image, space: str) -> None:
    """The space of the fight: a thick ring and a "!" badge."""
    draw = ImageDraw.Draw(image)
    box = cell_box(space)
    draw.rounded_rectangle(
        (box[0] - 3, box[1] - 3, box[2] + 3, box[3] + 3), 10, outline=FIGHT, width=5
    )
    # a shape as well as the colour: a "!" badge on the corner
    cx, cy = box[2] - 2, box[1] + 2
    draw.ellipse((cx - 13, cy - 13, cx + 13, cy + 13), fill=FIGHT, outline=INK, width=2)
    draw.text((cx, cy), "!", font=font(18, True), fill=WHITE, anchor="mm")


def board_image(view: ElbaView, lang: str = DEFAULT) -> Image.Image:
    players = len(view["players"])
    height = HEADER + BOARD_H + 24 + players * ROW_H + 6
    image = Image.new("RGB", (TARGET_WIDTH, height), PAPER)
    image.paste(_empty_board(lang), (0, 0))
    _draw_header(image, view, lang)
    draw = ImageDraw.Draw(image)
    _draw_hosts(draw, view, lang)
    fight = view.get("fight")
    if fight and fight.get("space") in board().spaces:
        _mark_fight(image, fight["space"])
    _draw_players(image, view, HEADER + BOARD_H + 20, lang)
    return image


def render_public(view: ElbaView, lang: str = DEFAULT) -> bytes:
    """The board PNG from the public view (``engine.view(state, None)``)."""
    return to_png(board_image(view, lang), palette=PALETTE, level=PNG_LEVEL)


# -- a player's hand ------------------------------------------------------------------------------


@cache
def _card_words() -> dict[str, tuple[str, ...]]:
    raw = load_json("elba", "deck.json")
    return {item["letter"]: tuple(item["escape_words"]) for item in raw["letters"]}


CARD_W, CARD_H = 110, 150


@cache
def _card(letter: str) -> Image.Image:
    """One letter card: the big letter and the escape words printed on it (in English, as on
    the cards: they are the words to spell)."""
    image = Image.new("RGB", (CARD_W, CARD_H), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((1, 1, CARD_W - 2, CARD_H - 2), 10, fill=TILE, outline=INK, width=2)
    draw.text((CARD_W / 2, 46), letter, font=font(56, True), fill=INK, anchor="mm")
    for i, word in enumerate(_card_words().get(letter, ())):
        draw.text((CARD_W / 2, 88 + i * 12), word, font=font(11), fill=INK, anchor="mm")
    return image


def hand_image(view: ElbaView, lang: str = DEFAULT) -> Image.Image:
    hand = str(view.get("hand", ""))
    seat = int(view.get("seat", 0))
    bag = next((p["bag"] for p in view["players"] if p["seat"] == seat), "")
    per_row = (TARGET_WIDTH - 2 * MARGIN) // (CARD_W + 10)
    rows = max(1, -(-len(hand) // per_row))
    height = 70 + rows * (CARD_H + 10) + 80
    image = Image.new("RGB", (TARGET_WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    me = {"kind": "player", "seat": seat, "label": f"P{seat + 1}"}
    host = next((h for h in view["hosts"] if h.get("seat") == seat), None)
    _token(draw, MARGIN, 14, {**me, "strength": host["strength"] if host else 1}, False)
    voice = _voice(view, lang)
    title = t(lang, "elba-pic-your-hand", who=NARRATOR.seat(seat, voice), count=len(hand))
    if view.get("my_weapons") is not None:
        weapons = list(view["my_weapons"])
        title += " · " + t(
            lang,
            "elba-pic-weapons",
            weapons=" + ".join(weapons),
            count=len(weapons),
        )
    draw.text(
        (MARGIN + 50, 20),
        title,
        font=fit_font(title, TARGET_WIDTH - 2 * MARGIN - 50, 22, 14, bold=True),
        fill=INK,
    )
    if not hand:
        draw.text((MARGIN, 80), t(lang, "elba-pic-no-hand"), font=font(18), fill=MUTED)
    for i, letter in enumerate(sorted(hand)):
        x = MARGIN + (i % per_row) * (CARD_W + 10)
        y = 64 + (i // per_row) * (CARD_H + 10)
        image.paste(_card(letter), (x, y))
    y = 64 + rows * (CARD_H + 10) + 10
    label = t(lang, "elba-pic-bag-public")
    label_font = fit_font(label, 150, 18, 12, bold=True)
    draw.text((MARGIN, y + 8), label, font=label_font, fill=INK)
    start = MARGIN + int(label_font.getlength(label)) + 14
    for k, letter in enumerate(bag[: (TARGET_WIDTH - MARGIN - start) // 34]):
        _letter_tile(draw, start + k * 34, y, letter, 32)
    if not bag:
        draw.text((start, y + 8), t(lang, "elba-pic-empty"), font=font(18), fill=MUTED)
    return image


def render_private(view: ElbaView, lang: str = DEFAULT) -> bytes:
    """A seat's hand (from that seat's view): letter cards with their printed escape words."""
    return to_png(hand_image(view, lang), palette=PALETTE, level=PNG_LEVEL)


# -- the fixed palette ---------------------------------------------------------------------------


def _reference() -> Image.Image:
    """Every colour Elba's pictures use: the empty board with a fight marked on it, then on each
    fill a host is drawn on (the spaces' and the paper's) every kind of host (each seat's, the
    active one's ring, Campbell, a Napoleon), the dice, a letter tile and words in each colour
    of ink, and a letter card."""
    empty = _empty_board(DEFAULT)
    fills = (PAPER, ROOM_FILL, HALL_FILL, TOWER_FILL, SAFE_FILL)
    row = TOKEN + 16
    image = Image.new("RGB", (empty.width, empty.height + len(fills) * row + CARD_H), PAPER)
    image.paste(empty, (0, 0))
    _mark_fight(image, next(iter(board().spaces)))
    draw = ImageDraw.Draw(image)
    hosts: list[dict[str, Any]] = [
        {"kind": "player", "seat": seat, "label": f"P{seat + 1}", "strength": 2}
        for seat in range(len(SEAT_COLOURS))
    ]
    hosts += [
        {"kind": "campbell", "label": "C", "strength": 3},
        {"kind": "napoleon", "label": "N1", "strength": 1},
    ]
    for k, fill in enumerate(fills):
        y = empty.height + k * row
        draw.rectangle((0, y, image.width, y + row), fill=fill)
        x = MARGIN
        for host in hosts:
            _token(draw, x + 4, y + 6, host, host.get("seat") == 0)
            x += TOKEN + 12
        _die(draw, x, y + 6, 6)
        _letter_tile(draw, x + 34, y + 6, "W", 28)
        x += 70
        for colour in (INK, MUTED, FIGHT):
            draw.text((x, y + 8), "Aa +3", font=font(16, True), fill=colour)
            draw.text((x, y + 28), "Aa", font=font(13), fill=colour)
            x += 60
    image.paste(_card("E"), (MARGIN, empty.height + len(fills) * row))
    return image


#: the board's and the hand's colours: the fills and inks exact, antialiased edges the nearest
#: of the reference's shades
PALETTE = Palette(
    "elba",
    _reference,
    PNG_COLOURS,
    exact=(
        PAPER,
        WHITE,
        INK,
        MUTED,
        HALL_FILL,
        TOWER_FILL,
        SAFE_FILL,
        TILE,
        DOOR,
        CAMPBELL,
        NAPOLEON,
        *OKABE_ITO.values(),
    ),
)


# -- words --------------------------------------------------------------------------------------


def describe_public(view: ElbaView, lang: str = DEFAULT) -> str:
    """Alt text: the state in words, at most 1000 characters (the narrator's board, the seats
    named as on the board)."""
    names = tuple(NARRATOR.roles(len(view.get("players") or []), lang))
    return NARRATOR.board(view, Voice(lang, names))
