"""The legend under the public board: what the shapes, colours and short names mean (the same
for every board of a language, so drawn once per language and width)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.i18n import t
from bot.narrate.fled import NARRATOR
from bot.render.common import INK, MUTED, PAPER, font
from bot.render.fled.cells import wall
from bot.render.fled.pictograms import ITEMS, pictogram
from bot.render.fled.shapes import npc_piece, tier_badge
from bot.render.fled.style import (
    HIGHLIGHT,
    PAD,
    PARCHMENT,
    ROOMS,
    SMALL,
    TIERS,
    picture_voice,
    t_room,
)
from bot.render.text import Item, flow, group, text_item


def _explained(sample: Item, words: str) -> Item:
    """A sample and the words that say what it means, kept together on a line."""
    return group(sample, text_item(words, SMALL))


def _tiers(lang: str) -> list[Item]:
    """Each scroll tier's badge (its colour, shape and points), and what the points count."""
    items = []
    for scroll in TIERS:

        def badge(draw: ImageDraw.ImageDraw, left: int, top: int, scroll: str = scroll) -> None:
            tier_badge(draw, left + 20, top + 20, 16, scroll)

        items.append(_explained(Item(40, 40, badge), t(lang, "fled-pic-tier", scroll=scroll)))
    items.append(text_item(t(lang, "fled-pic-tier-note"), SMALL, fill=MUTED))
    return items


def _rooms(lang: str) -> list[Item]:
    """Each room's colour and short name with its full name, then a forest exit."""
    voice = picture_voice(lang)
    items = []
    for room in ROOMS:
        if room == "forest":
            continue

        def chip(draw: ImageDraw.ImageDraw, left: int, top: int, room: str = room) -> None:
            draw.rectangle((left, top, left + 56, top + 38), fill=ROOMS[room], outline=INK, width=2)
            short = t_room(lang, room)
            draw.text((left + 28, top + 19), short, font=font(SMALL, True), fill=INK, anchor="mm")

        items.append(_explained(Item(56, 38, chip), NARRATOR.room(room, voice)))

    def forest(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.rectangle((left, top, left + 56, top + 44), fill=ROOMS["forest"], outline=INK, width=2)
        draw.rounded_rectangle(
            (left + 10, top + 5, left + 46, top + 39), radius=5, fill=PARCHMENT, outline=INK
        )
        pictogram(draw, (left + 14, top + 8, left + 42, top + 36), "key")

    items.append(_explained(Item(56, 44, forest), t(lang, "fled-pic-exit")))
    return items


def _walls(lang: str, canvas: list[Image.Image]) -> list[Item]:
    """A door, a window and an archway, cut from a corridor cell's southern edge. The cut is
    pasted, not drawn, on the legend's picture: ``canvas`` holds it by the time they paint."""
    items = []
    for kind in ("door", "window", "archway"):

        def edge(_draw: ImageDraw.ImageDraw, left: int, top: int, kind: str = kind) -> None:
            sample = Image.new("RGB", (56, 56), ROOMS["corridor"])
            wall(ImageDraw.Draw(sample), 56, "S", kind)
            canvas[0].paste(sample.crop((0, 26, 56, 56)), (left, top))

        items.append(_explained(Item(56, 30, edge), t(lang, "fled-pic-wall", wall=kind)))
    return items


def _marks(lang: str) -> list[Item]:
    """The whistle charm's frame, the open window's moon and a tunnel's manhole."""

    def charm(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.rounded_rectangle((left, top, left + 44, top + 40), 6, HIGHLIGHT, INK, 4)
        pictogram(draw, (left + 8, top + 6, left + 36, top + 34), "whistle")

    def window(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.text((left, top + 20), "☾", font=font(32, True), fill=INK, anchor="lm")

    def tunnel(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.ellipse((left, top + 6, left + 30, top + 24), fill=(70, 70, 70))

    return [
        _explained(Item(44, 40, charm), t(lang, "fled-pic-charm")),
        _explained(Item(22, 40, window), t(lang, "fled-pic-window")),
        _explained(Item(30, 30, tunnel), t(lang, "fled-pic-tunnel")),
    ]


def _pieces(lang: str) -> list[Item]:
    """A warder and the chaplain."""

    def warder(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        npc_piece(draw, left + 18, top + 18, 34, "warder1")

    def chaplain(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        npc_piece(draw, left + 18, top + 18, 34, "chaplain")

    return [
        _explained(Item(36, 36, warder), t(lang, "fled-pic-warder")),
        _explained(Item(36, 36, chaplain), t(lang, "fled-pic-chaplain")),
    ]


def _items(lang: str) -> list[Item]:
    """Each item's pictogram and name."""
    voice = picture_voice(lang)
    items = []
    for item in ITEMS:

        def drawing(draw: ImageDraw.ImageDraw, left: int, top: int, item: str = item) -> None:
            pictogram(draw, (left, top, left + 36, top + 36), item)

        name = voice.t("fled-item", item=item, gold="no")
        items.append(_explained(Item(36, 36, drawing), name))
    return items


def legend(lang: str, width: int) -> Image.Image:
    """What the shapes and short names mean (the same for every board of a language; drawn
    once per language and width, for ``bot.render.fled._legend_tail``)."""
    canvas: list[Image.Image] = []  # the legend's picture, once its height is known
    items = [
        *_tiers(lang),
        *_rooms(lang),
        *_walls(lang, canvas),
        *_marks(lang),
        *_pieces(lang),
        *_items(lang),
    ]
    height = flow(None, items, PAD, width - PAD, 0, gap=22, line_gap=10) + 4
    img = Image.new("RGB", (width, height), PAPER)
    canvas.append(img)
    flow(ImageDraw.Draw(img), items, PAD, width - PAD, 0, gap=22, line_gap=10)
    return img
