"""Fled's fixed palette (see :class:`bot.render.common.Palette`), made from a picture with every
colour its pictures use."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.render.common import PAPER, WHITE, Palette
from bot.render.fled.choices import band
from bot.render.fled.hand import hand_tile_image
from bot.render.fled.legend import legend
from bot.render.fled.shapes import flag, npc_piece, pawn
from bot.render.fled.style import HAND_CELL, MARK_COLOURS, MIN_WIDTH, SEAT_COLOURS
from rules.fled.tiles import all_tiles

PNG_COLOURS = 192


def _reference() -> Image.Image:
    """Every colour Fled's pictures use, once: each tile of the game (and a shackle) as the hand
    draws it, the legend, each seat's pawn and flag, the warders and the chaplain, the marks of
    the choices picture, and all of that faded as the choices picture fades the board."""
    cards = [hand_tile_image(i) for i in sorted(all_tiles())]
    cards.append(hand_tile_image(min(all_tiles()), shackle=True))
    key = legend("en", MIN_WIDTH)
    per_row = 10
    card_w = max(c.width for c in cards)
    card_h = max(c.height for c in cards)
    width = max(key.width, per_row * card_w)
    rows = -(-len(cards) // per_row)
    pieces_h = 2 * HAND_CELL
    sheet = Image.new("RGB", (width, rows * card_h + key.height + pieces_h), PAPER)
    for i, card in enumerate(cards):
        sheet.paste(card, ((i % per_row) * card_w, (i // per_row) * card_h))
    sheet.paste(key, (0, rows * card_h))
    draw = ImageDraw.Draw(sheet)
    y = rows * card_h + key.height + HAND_CELL // 2
    d = HAND_CELL // 2
    x = d
    for seat in range(len(SEAT_COLOURS)):
        pawn(draw, x, y, d, seat)
        flag(draw, x + d + 8, y, d, seat)
        x += 2 * d + 24
    for npc in ("warder1", "chaplain"):
        npc_piece(draw, x, y, d, npc)
        x += d + 16
    for colour in MARK_COLOURS:
        band(draw, [(x, y - d / 2), (x + d, y + d / 2)], 12, colour, HAND_CELL)
        x += d + 16
    faded = Image.blend(sheet, Image.new("RGB", sheet.size, WHITE), 0.35)
    both = Image.new("RGB", (width, 2 * sheet.height), PAPER)
    both.paste(sheet, (0, 0))
    both.paste(faded, (0, sheet.height))
    return both


PALETTE = Palette("fled", _reference, PNG_COLOURS)
