"""Escape from Elba pictures: the board from the public view, and a player's hand.

The board is laid out on the 6×6 black/white dice grid, which matches the printed board's
geometry; a wide central aisle holds the SAFE AREA, with Hallways 2 and 9 spanning it. Every
host is a token with a letter (seat number, C for Campbell, N for a neutral Napoleon) and a
strength badge, so colour is never the only signal. The empty board is drawn once and cached.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from bot.i18n import DEFAULT
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
    font,
    to_png,
)
from data import load_json
from rules.elba.content import SAFE_AREA, Space, board

MARGIN = 15
CELL_W, CELL_H = 140, 118
AISLE = 130  # the central column (SAFE AREA) between white dice 3 and 4
PAD = 6  # space between cells, where the doors show
HEADER = 92
BOARD_TOP = HEADER
BOARD_H = 6 * CELL_H
ROW_H = 50  # one player line under the board
TOKEN = 34

ROOM_FILL = WHITE
HALL_FILL = (226, 226, 226)
TOWER_FILL = (250, 236, 170)
SAFE_FILL = (214, 238, 226)
DOOR = (150, 150, 150)
FIGHT = OKABE_ITO["vermillion"]
CAMPBELL = (40, 40, 40)
NAPOLEON = (160, 160, 160)
TILE = (255, 244, 214)


def _text_colour(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    r, g, b = fill
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else WHITE


def seat_colour(seat: int) -> tuple[int, int, int]:
    return OKABE_ITO[SEAT_COLOURS[seat % len(SEAT_COLOURS)]]


def _col_x(col: int) -> int:
    return MARGIN + (col - 1) * CELL_W + (AISLE if col >= 4 else 0)


def _row_y(row: int) -> int:
    return BOARD_TOP + (row - 1) * CELL_H


@cache
def cell_box(space_id: str) -> tuple[int, int, int, int]:
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


def _centre(box: tuple[int, int, int, int]) -> tuple[int, int]:
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


def _letter_tile(draw: ImageDraw.ImageDraw, x: int, y: int, letter: str, size: int = 24) -> None:
    draw.rounded_rectangle((x, y, x + size, y + size), 4, fill=TILE, outline=INK)
    draw.text(
        (x + size / 2, y + size / 2 + 1),
        letter,
        font=font(int(size * 0.68), True),
        fill=INK,
        anchor="mm",
    )


@cache
def _empty_board() -> Image.Image:
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
        if space.kind == "safe_area":
            draw.rounded_rectangle(box, 40, fill=SAFE_FILL, outline=OKABE_ITO["green"], width=4)
            draw.text(
                (_centre(box)[0], box[1] + 24),
                "SAFE AREA",
                font=font(16, True),
                fill=INK,
                anchor="mm",
            )
            draw.text(
                (_centre(box)[0], box[3] - 16), "no fights", font=font(14), fill=INK, anchor="mm"
            )
            continue
        fill = {"tower": TOWER_FILL, "hallway": HALL_FILL}.get(space.kind, ROOM_FILL)
        width_line = 3 if space.kind == "tower" else 2
        draw.rounded_rectangle(box, 8, fill=fill, outline=INK, width=width_line)
        name = space.name if space.kind != "hallway" else space.name.title()
        draw.text((box[0] + 7, box[1] + 5), name, font=font(15, True), fill=INK)
        x = box[2] - 6
        for k, roll in enumerate(reversed(space.dice)):
            if k:  # a two-roll hallway: either result lands here
                draw.text((x - 8, box[3] - 15), "or", font=font(13), fill=INK, anchor="mm")
                x -= 16
            x -= 43
            _dice_badge(draw, x, box[3] - 25, roll)
        if space.escape_word:  # the word that escapes from this tower
            word_box = draw.textbbox((box[0] + 10, box[3] - 23), space.escape_word, font(14, True))
            draw.rounded_rectangle(
                (word_box[0] - 4, word_box[1] - 3, word_box[2] + 4, word_box[3] + 3),
                4,
                fill=WHITE,
                outline=INK,
            )
            draw.text((box[0] + 10, box[3] - 23), space.escape_word, font=font(14, True), fill=INK)
    return image


def _token(
    draw: ImageDraw.ImageDraw,
    x: int,
    y: int,
    host: Mapping[str, Any],
    active: bool,
) -> None:
    """A host: coloured disc (players), black square (Campbell) or grey disc (Napoleons), each
    with its letter, and a white badge with its strength."""
    kind = host["kind"]
    box = (x, y, x + TOKEN, y + TOKEN)
    if kind == "player":
        fill = seat_colour(int(host["seat"]))
        if active:
            draw.ellipse((x - 4, y - 4, x + TOKEN + 4, y + TOKEN + 4), outline=INK, width=3)
        draw.ellipse(box, fill=fill, outline=INK, width=2)
        label = str(int(host["seat"]) + 1)
    elif kind == "campbell":
        fill = CAMPBELL
        draw.rectangle(box, fill=fill, outline=INK, width=2)
        label = "C"
    else:
        fill = NAPOLEON
        draw.ellipse(box, fill=fill, outline=INK, width=1)
        label = "N"
    draw.text(
        (x + TOKEN / 2, y + TOKEN / 2),
        label,
        font=font(18, True),
        fill=_text_colour(fill),
        anchor="mm",
    )
    bx, by = x + TOKEN - 10, y + TOKEN - 10
    draw.rounded_rectangle((bx, by, bx + 16, by + 16), 3, fill=WHITE, outline=INK)
    draw.text((bx + 8, by + 8), str(host["strength"]), font=font(12, True), fill=INK, anchor="mm")


def _draw_hosts(draw: ImageDraw.ImageDraw, view: Mapping[str, Any]) -> None:
    by_space: dict[str, list[Mapping[str, Any]]] = {}
    for h in view["hosts"]:
        by_space.setdefault(h["space"], []).append(h)
    active = view["active"]
    for space, hosts in by_space.items():
        box = cell_box(space)
        top = box[1] + (36 if space == SAFE_AREA else 26)
        # a crowded space may cover its dice label: the hosts matter more
        bottom = box[3] - (26 if space == SAFE_AREA else 0)
        per_row = max(1, (box[2] - box[0] - 8) // (TOKEN + 6))
        rows = max(1, (bottom - top) // (TOKEN + 4))
        shown = hosts if len(hosts) <= per_row * rows else hosts[: per_row * rows - 1]
        for i, h in enumerate(shown):
            x = box[0] + 8 + (i % per_row) * (TOKEN + 6)
            y = top + (i // per_row) * (TOKEN + 4)
            _token(draw, x, y, h, h["kind"] == "player" and h["seat"] == active)
        if len(shown) < len(hosts):
            i = len(shown)
            x = box[0] + 8 + (i % per_row) * (TOKEN + 6)
            y = top + (i // per_row) * (TOKEN + 4)
            draw.text((x + 4, y + 8), f"+{len(hosts) - len(shown)}", font=font(16, True), fill=INK)


def _space_name(space: str) -> str:
    return board().spaces[space].name if space in board().spaces else space


def _host_name(label: str) -> str:
    if label == "C":
        return "Campbell"
    return f"Napoleon {label}" if label.startswith("N") else label


def status_line(view: Mapping[str, Any]) -> str:
    if view.get("winner") is not None:
        return f"P{view['winner'] + 1} escaped from Elba with {view['escape_word']}!"
    if view.get("ended_by_limit"):
        return f"Game over: nobody escaped within {view['turn']} turns."
    active = f"P{view['active'] + 1}"
    waiting = ", ".join(f"P{s + 1}" for s in view["to_act"])
    step = {
        "draw": "draws",
        "actions": f"acts, {view['ap']} AP left",
        "fight_order": "picks the next opponent",
        "arms": "declare weapons",
        "vote": "vote on a weapon",
        "reward": "takes a card from the loser",
        "give_up": "gives up a card",
        "bag": "moves cards to the bag",
        "keep": "cleans up the bag",
        "drop": "discards from the bag",
    }.get(view["decision"], view["decision"])
    who = waiting if waiting and waiting != active else active
    return f"Turn {view['turn']} · {active}'s turn · {who} {step}"


def _fight_line(view: Mapping[str, Any]) -> str | None:
    fight = view.get("fight")
    if not fight:
        return None
    dice = "–".join(str(d) for d in fight["dice"]) or "not rolled yet"
    line = (
        f"Fight in {_space_name(fight['space'])}: {_host_name(fight['aggressor'])} attacks "
        f"{_host_name(fight['defender'])}, dice {dice}"
    )
    if fight.get("proposal"):
        line += f" · vote on weapon {fight['proposal']}"
    return line


def _draw_header(image: Image.Image, view: Mapping[str, Any]) -> None:
    draw = ImageDraw.Draw(image)
    draw.text((MARGIN, 10), status_line(view), font=font(22, True), fill=INK)
    fight = _fight_line(view)
    if fight:
        draw.text((MARGIN, 44), fight, font=font(17, True), fill=FIGHT)
    else:
        draw.text(
            (MARGIN, 44),
            "Escape from Elba",
            font=font(17),
            fill=MUTED,
        )
    # deck and discard pile, top right
    right = TARGET_WIDTH - MARGIN
    top = view.get("discard_top")
    x = right - 150
    draw.text((x, 44), f"Deck {view['deck_size']}", font=font(16, True), fill=INK, anchor="rt")
    draw.text((right - 40, 44), "Discard", font=font(16, True), fill=INK, anchor="rt")
    if top:
        _letter_tile(draw, right - 34, 38, top, 30)
    else:
        draw.rounded_rectangle((right - 34, 38, right - 4, 68), 4, outline=MUTED)
    pile = view.get("discard")
    note = f"{view['discard_size']} discarded"
    if pile:  # the whole pile is public (§10.16): show its last cards, top last
        note = f"pile …{pile[-12:]} · " + note if len(pile) > 12 else f"pile {pile} · " + note
    draw.text((right, 74), note, font=font(13), fill=MUTED, anchor="rt")


def _draw_players(image: Image.Image, view: Mapping[str, Any], top: int) -> None:
    draw = ImageDraw.Draw(image)
    hosts = {h["seat"]: h for h in view["hosts"] if h["kind"] == "player"}
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
        _token(draw, MARGIN + 4, y + 2, host, False)
        draw.text((MARGIN + 50, y + 4), f"P{seat + 1}", font=font(20, True), fill=INK)
        draw.text(
            (MARGIN + 50, y + 27),
            f"strength {host['strength']}",
            font=font(13),
            fill=INK,
        )
        where = _space_name(host["space"])
        draw.text((MARGIN + 140, y + 4), where, font=font(16, True), fill=INK)
        size = player["hand_size"]
        extra = f"{size} card{'s' * (size != 1)} in hand"
        if seat == view["active"] and view["decision"] == "actions":
            extra += f" · {view['ap']} AP"
        draw.text((MARGIN + 140, y + 27), extra, font=font(13), fill=INK)
        draw.text((MARGIN + 400, y + 10), "bag", font=font(14), fill=MUTED)
        bag = player["bag"]
        for k, letter in enumerate(bag[:16]):
            _letter_tile(draw, MARGIN + 435 + k * 30, y + 4, letter, 28)
        if len(bag) > 16:
            draw.text((MARGIN + 435 + 16 * 30, y + 8), f"+{len(bag) - 16}", font=font(16), fill=INK)


def _mark_fight(image: Image.Image, view: Mapping[str, Any]) -> None:
    fight = view.get("fight")
    if not fight:
        return
    draw = ImageDraw.Draw(image)
    box = cell_box(fight["space"])
    draw.rounded_rectangle(
        (box[0] - 3, box[1] - 3, box[2] + 3, box[3] + 3), 10, outline=FIGHT, width=5
    )
    draw.text((box[2] - 10, box[1] + 4), "!", font=font(20, True), fill=FIGHT, anchor="rt")


def board_image(view: Mapping[str, Any]) -> Image.Image:
    players = len(view["players"])
    height = HEADER + BOARD_H + 24 + players * ROW_H + 6
    image = Image.new("RGB", (TARGET_WIDTH, height), PAPER)
    image.paste(_empty_board(), (0, 0))
    _draw_header(image, view)
    draw = ImageDraw.Draw(image)
    _draw_hosts(draw, view)
    _mark_fight(image, view)
    _draw_players(image, view, HEADER + BOARD_H + 20)
    return image


def render_public(view: dict[str, Any]) -> bytes:
    """The board PNG from the public view (``engine.view(state, None)``)."""
    return to_png(board_image(view), colours=96)


# -- a player's hand ------------------------------------------------------------------------------


@cache
def _card_words() -> dict[str, tuple[str, ...]]:
    raw = load_json("elba", "deck.json")
    return {item["letter"]: tuple(item["escape_words"]) for item in raw["letters"]}


CARD_W, CARD_H = 110, 150


@cache
def _card(letter: str) -> Image.Image:
    """One letter card: the big letter and the escape words printed on it."""
    image = Image.new("RGB", (CARD_W, CARD_H), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((1, 1, CARD_W - 2, CARD_H - 2), 10, fill=TILE, outline=INK, width=2)
    draw.text((CARD_W / 2, 46), letter, font=font(56, True), fill=INK, anchor="mm")
    for i, word in enumerate(_card_words().get(letter, ())):
        draw.text((CARD_W / 2, 88 + i * 12), word, font=font(11), fill=INK, anchor="mm")
    return image


def hand_image(view: Mapping[str, Any]) -> Image.Image:
    hand = str(view.get("hand", ""))
    seat = int(view.get("seat", 0))
    bag = next((p["bag"] for p in view["players"] if p["seat"] == seat), "")
    per_row = (TARGET_WIDTH - 2 * MARGIN) // (CARD_W + 10)
    rows = max(1, -(-len(hand) // per_row))
    height = 70 + rows * (CARD_H + 10) + 80
    image = Image.new("RGB", (TARGET_WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    draw.ellipse((MARGIN, 14, MARGIN + 36, 50), fill=seat_colour(seat), outline=INK, width=2)
    draw.text(
        (MARGIN + 18, 32),
        str(seat + 1),
        font=font(20, True),
        fill=_text_colour(seat_colour(seat)),
        anchor="mm",
    )
    title = f"P{seat + 1} · your hand: {len(hand)} card{'s' * (len(hand) != 1)}"
    if view.get("my_weapons") is not None:
        title += " · weapons declared: " + (" + ".join(view["my_weapons"]) or "none")
    draw.text((MARGIN + 50, 18), title, font=font(22, True), fill=INK)
    if not hand:
        draw.text((MARGIN, 80), "(no card in hand)", font=font(18), fill=MUTED)
    for i, letter in enumerate(sorted(hand)):
        x = MARGIN + (i % per_row) * (CARD_W + 10)
        y = 64 + (i // per_row) * (CARD_H + 10)
        image.paste(_card(letter), (x, y))
    y = 64 + rows * (CARD_H + 10) + 10
    draw.text((MARGIN, y + 8), "bag (public):", font=font(18, True), fill=INK)
    for k, letter in enumerate(bag[:24]):
        _letter_tile(draw, MARGIN + 140 + k * 34, y, letter, 32)
    if not bag:
        draw.text((MARGIN + 140, y + 8), "empty", font=font(18), fill=MUTED)
    return image


def render_private(view: dict[str, Any]) -> bytes:
    """A seat's hand (from that seat's view): letter cards with their printed escape words."""
    return to_png(hand_image(view), colours=64)


# -- words --------------------------------------------------------------------------------------


def describe_public(view: Mapping[str, Any], lang: str = DEFAULT) -> str:
    """Alt text: the state in words, at most 1000 characters (the narrator's board, the seats
    named as on the board)."""
    names = tuple(NARRATOR.roles(len(view.get("players") or []), lang))
    return NARRATOR.board(view, Voice(lang, names))
