"""A seat's hand: its tiles upright with their numbers, badges and items, and its face-down
shackle, which only that seat sees."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from bot.i18n import t
from bot.narrate.fled import NARRATOR
from bot.render.common import INK, MUTED, PAPER, WHITE, Palette, image_cache
from bot.render.fled.cells import cell_image
from bot.render.fled.panels import disc_item
from bot.render.fled.pictograms import pictogram
from bot.render.fled.shapes import tier_badge
from bot.render.fled.style import GRID, HAND_CELL, PAD, SMALL, TEXT, TITLE, picture_voice
from bot.render.text import draw_lines, fit_font, fit_lines, flow, text_item
from rules.fled.tiles import tile

if TYPE_CHECKING:
    from rules.fled.views import FledHand

#: a hand tile's width: its room halves and a margin for their frame and the words under them
CARD_W = HAND_CELL + 24
#: where its room halves start, under its number
ROOMS_TOP = 48


def hand_tile_image(tile_id: int, lang: str = "en", shackle: bool = False) -> Image.Image:
    """A hand tile upright (head on top): its number, its two rooms with their walls, its badge,
    item and moon; a shackle is greyed, barred and labelled as lying face down."""
    tl = tile(tile_id)
    caption = NARRATOR.item(tile_id, picture_voice(lang))
    cap_font, cap_lines = fit_lines(caption, CARD_W - 8, TEXT, 20, bold=True, most=3)
    moon_font = cap_font
    moon_lines: list[str] = []
    if tl.adds:
        moon = t(lang, "fled-pic-moon", adds=tl.adds)
        moon_font, moon_lines = fit_lines(moon, CARD_W - 8, SMALL, 18, most=3)
    height = ROOMS_TOP + 2 * HAND_CELL + 12 + 56 + len(cap_lines) * (int(cap_font.size) + 6)
    height += len(moon_lines) * (SMALL + 6) + 8
    img = Image.new("RGB", (CARD_W, height), PAPER)
    draw = ImageDraw.Draw(img)
    words_top = _face(img, draw, tile_id, lang)
    middle = CARD_W / 2
    y = draw_lines(draw, (middle, words_top), cap_lines, cap_font, cap_font.size + 6, anchor="mt")
    draw_lines(draw, (middle, y), moon_lines, moon_font, SMALL + 6, anchor="mt")
    return _face_down(img, lang) if shackle else img


def _face(img: Image.Image, draw: ImageDraw.ImageDraw, tile_id: int, lang: str) -> int:
    """A tile's number, its two room halves framed, its badge and its item; returns where the
    words under them start."""
    s, top = HAND_CELL, ROOMS_TOP
    number = t(lang, "fled-pic-number", id=tile_id)
    face = fit_font(number, CARD_W - 8, TITLE, 20, bold=True)
    draw.text((CARD_W / 2, 4), number, font=face, fill=INK, anchor="mt")
    img.paste(cell_image(tile_id, True, "S", s, lang), (12, top))
    img.paste(cell_image(tile_id, False, "S", s, lang), (12, top + s))
    draw.rectangle((10, top - 2, 12 + s + 1, top + 2 * s + 1), outline=INK, width=4)
    y = top + 2 * s + 12
    tl = tile(tile_id)
    if tl.scroll is not None:
        tier_badge(draw, 12 + 26, y + 26, 22, tl.scroll)
    if tl.item is not None:
        pictogram(draw, (CARD_W - 12 - 52, y, CARD_W - 12, y + 52), tl.item)
    return y + 58


def _face_down(img: Image.Image, lang: str) -> Image.Image:
    """A shackle as only its owner sees it: greyed out, chained, and said in words."""
    w, height = img.size
    img = Image.blend(img, Image.new("RGB", img.size, (90, 90, 90)), 0.55)
    draw = ImageDraw.Draw(img)
    for k in range(-height, w, 26):
        draw.line((k, height, k + height, 0), fill=(60, 60, 60), width=3)
    words = t(lang, "fled-pic-shackle-card")
    f, lines = fit_lines(words, w - 16, TEXT, 18, bold=True, most=3)
    band = len(lines) * (int(f.size) + 6) + 16
    mid = ROOMS_TOP + HAND_CELL - band // 2
    draw.rectangle((0, mid, w - 1, mid + band), fill=INK)
    draw_lines(draw, (w / 2, mid + 8), lines, f, f.size + 6, fill=WHITE, anchor="mt")
    return img


def hand_image(view: FledHand, lang: str = "en", palette: Palette | None = None) -> Image.Image:
    """A seat's hand, tiles upright with their numbers and badges, and its face-down shackle
    (which only that seat sees), in ``lang``.

    With ``palette``, the picture is on it (mode ``P``): drawn without its tiles, mapped, then
    the tiles pasted already mapped (kept so, a quarter of the memory of RGB ones: 230 KiB
    each). Mapping is pixel by pixel, so this is the picture mapped as a whole."""
    hand = list(view.get("hand") or [])
    shackle = view.get("shackle")
    seat = int(view.get("seat") or 0)
    tile: Callable[..., Image.Image] = hand_tile_image
    if palette is not None:
        tile = partial(_mapped_tile, palette)
    cards = [tile(tl, lang) for tl in hand]
    if shackle is not None:
        cards.append(tile(shackle, lang, True))
    gap = 12
    empty = None if hand else text_item(t(lang, "fled-pic-no-tile"), TEXT, fill=MUTED)
    width = 2 * PAD + sum(c.width + gap for c in cards) + 24 + (empty.width + gap if empty else 0)
    width = max(720, width)
    title = t(lang, "fled-pic-hand-title", who=NARRATOR.role(seat, lang))
    header = [disc_item(seat, 48), text_item(title, TITLE, bold=True)]
    head = flow(None, header, PAD, width - PAD, PAD) + 16
    height = head + max([c.height for c in cards] or [60]) + PAD
    img = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(img)
    flow(draw, header, PAD, width - PAD, PAD)
    x = PAD
    if empty is not None:
        empty.paint(draw, x, head + 10)
        x += empty.width + gap
    places = []
    for i, card in enumerate(cards):
        if shackle is not None and i == len(cards) - 1:  # set apart from the hand
            x += 24
            draw.line((x - 18, head, x - 18, height - PAD), fill=GRID, width=3)
        places.append((x, head))
        x += card.width + gap
    if palette is not None:
        img = palette.mapped(img)
    for card, place in zip(cards, places, strict=True):
        img.paste(card, place)
    return img


#: the drawing caches' share of hand tiles kept (on the palette: 64 KiB each; 96 of them in 32
#: MiB, of the hundred and more of a game's tiles in two languages). Each drawn again costs a
#: tile and its mapping: with 64, Fled's pictures took 10 % more time
HAND_TILE_SHARE = 0.1875


@image_cache(HAND_TILE_SHARE)
def _mapped_tile(palette: Palette, tile_id: int, lang: str, shackle: bool = False) -> Image.Image:
    """A hand tile on ``palette`` (drawn once per tile, language and face)."""
    return palette.mapped(hand_tile_image(tile_id, lang, shackle))
