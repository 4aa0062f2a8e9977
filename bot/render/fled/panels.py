"""The panels under the public board, laid out like words in lines (see
:func:`bot.render.text.flow`): whose turn, the roll call, each prisoner and the Governor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import ImageDraw

from bot.i18n import t
from bot.narrate.fled import NARRATOR
from bot.render.common import INK, MUTED, WHITE, font, text_width
from bot.render.fled.pictograms import pictogram
from bot.render.fled.shapes import pawn, tier_badge
from bot.render.fled.style import GRID, HIGHLIGHT, PAD, ROOMS, SMALL, TEXT, TITLE, t_room
from bot.render.text import Item, fit_font, flow, text_item
from rules.fled.tiles import tile

if TYPE_CHECKING:
    from rules.fled.views import FledPlayer, FledView


def _mini_tile(tile_id: int, lang: str) -> Item:
    """A small face-up tile: its tier badge (colour, shape, points), its item, its number."""
    tl = tile(tile_id)
    number = t(lang, "fled-pic-number", id=tile_id)
    f = font(SMALL, True)
    w, h = 104 + round(text_width(f, number)), 54

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


def disc_item(seat: int, d: int = 44) -> Item:
    """A prisoner's pawn, ``d`` across, as an item of a line."""

    def paint(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        pawn(draw, left + d / 2, top + d / 2, d, seat)

    return Item(d, d, paint)


def _tag_item(text: str) -> Item:
    """A word in a dark box (shackled, solitary, escaped)."""
    inner = text_item(text, SMALL, bold=True)
    w, h = inner.width + 16, inner.height + 6

    def paint(draw: ImageDraw.ImageDraw, left: int, top: int) -> None:
        draw.rounded_rectangle((left, top, left + w, top + h), radius=6, fill=INK)
        draw.text((left + 8, top + h / 2), text, font=font(SMALL, True), fill=WHITE, anchor="lm")

    return Item(w, h, paint)


def _status(view: FledView, lang: str) -> str:
    if view["phase"] == "over":
        reason = "hard_labor" if view["hard_labor"] else "escape"
        return t(lang, "fled-pic-over", reason=reason)
    step = t(lang, "fled-pic-step", phase=view["phase"], plays=view["plays_left"] or 0)
    return t(lang, "fled-pic-turn", who=NARRATOR.role(view["current"], lang), step=step)


def header(draw: ImageDraw.ImageDraw | None, view: FledView, width: int, lang: str) -> int:
    """Whose turn and which step; the final round; returns the bottom."""
    items: list[Item] = []
    if view["phase"] != "over":
        items.append(disc_item(view["current"], 48))
    items.append(text_item(_status(view, lang), TITLE, bold=True))
    if view["final_turns"] and view["phase"] != "over":
        final = t(lang, "fled-pic-final", left=view["final_turns"])
        items.append(text_item(final, TEXT, bold=True, fill=(150, 40, 0)))
    return flow(draw, items, PAD, width - PAD, PAD, gap=14, indent=62)


def _roll_call(
    draw: ImageDraw.ImageDraw | None, view: FledView, top: int, width: int, lang: str
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


def _player_items(p: FledPlayer, lang: str) -> list[Item]:
    seat = p["seat"]
    items: list[Item] = [disc_item(seat)]
    items.append(text_item(NARRATOR.role(seat, lang), TEXT, bold=True))
    items.append(text_item(t(lang, "fled-pic-score", points=p["score"]), TEXT, bold=True))
    items.append(text_item(t(lang, "fled-pic-hand", count=p["hand_size"]), TEXT))
    for flag, key in (
        (p["escaped"], "fled-pic-escaped"),
        (p["solitary"], "fled-pic-solitary"),
        (p["shackled"], "fled-pic-shackled"),
    ):
        if flag:
            items.append(_tag_item(t(lang, key)))
    if p["pos"] is None and not p["escaped"]:
        items.append(text_item(t(lang, "fled-pic-no-bunk"), SMALL, fill=MUTED))
    items += [_mini_tile(tl, lang) for tl in p["inventory"]]
    return items


def _players(
    draw: ImageDraw.ImageDraw | None, view: FledView, top: int, width: int, lang: str
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
    draw: ImageDraw.ImageDraw | None, view: FledView, top: int, width: int, lang: str
) -> int:
    """The Governor's face-up tiles, and the draw stack and discard pile counts."""
    piles = t(lang, "fled-pic-piles", stack=view["stack"], discards=len(view["discards"]))
    title = text_item(t(lang, "fled-pic-governor-inventory"), TITLE, bold=True)
    bottom = flow(draw, [title, text_item(piles, TEXT)], PAD, width - PAD, top, gap=30)
    items: list[Item] = [_mini_tile(tl, lang) for tl in view["governor"]]
    if not items:
        items = [text_item(t(lang, "fled-pic-empty"), TEXT, fill=MUTED)]
    return flow(draw, items, PAD, width - PAD, bottom + 8, gap=8)


def panels(
    draw: ImageDraw.ImageDraw | None, view: FledView, top: int, width: int, lang: str
) -> int:
    """Everything under the board down to the legend; returns the legend's top."""
    top = _roll_call(draw, view, top, width, lang) + 22
    top = _players(draw, view, top, width, lang) + 18
    top = _governor(draw, view, top, width, lang) + 20
    if draw is not None:
        draw.line((PAD, top, width - PAD, top), fill=GRID, width=2)
    return top + 12
