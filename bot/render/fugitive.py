"""Fugitive pictures: the public route, the Fugitive's private picture and the Marshal's notepad.

Everything here draws from the view dict it is given and nothing else, so the public picture can
never leak a face-down number: it only ever receives the public view. Card faces, backs and
notepad cells are drawn once at three times their size (Pillow shapes are not antialiased, the
downscale smooths them), cached, and pasted per call.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, partial
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from bot.i18n import DEFAULT, t
from bot.narrate import Voice, join
from bot.narrate.fugitive import NARRATOR, pile_range
from bot.render.common import (
    INK,
    MUTED,
    OKABE_ITO,
    PAPER,
    TARGET_WIDTH,
    WHITE,
    Palette,
    font,
    text_width,
    to_png,
)
from bot.render.text import clip, draw_lines, fit_font, fit_lines
from rules.fugitive.content import (
    EVENT_ICON,
    EVENT_ID,
    ICONS,
    PILE_RANGES_SEEN,
    SPRINT,
    SPRINT_VALUES,
)

if TYPE_CHECKING:
    from rules.fugitive.views import FugitiveView

#: supersampling factor for the cached drawings
SS = 3

# Table colours: a dark felt so that white cards stand out; text on it is cream.
FELT = (24, 74, 62)
FELT_DARK = (17, 56, 47)
CREAM = (246, 240, 222)
SOFT = (190, 210, 200)
BACK = OKABE_ITO["blue"]
BACK_LINE = (0, 92, 146)
ESCAPE = OKABE_ITO["vermillion"]
HIDDEN_MARK = OKABE_ITO["yellow"]
PENDING_MARK = OKABE_ITO["orange"]

CARD_W, CARD_H = 92, 128
SMALL_W, SMALL_H = 40, 56
RADIUS = 10
BAND_H = 26  # the bottom band of a face: small number + footprints (what peeks out under a card)
PEEK = 24  # how much of each sprint card shows under the card above it
MAX_PEEKS = 7  # more sprint cards than this are stacked tighter (the count is written anyway)
GAP = 26
LINE_H = 19
MARGIN = 40
FRAME_PAD = 5

#: palette size: 64 merges the small vermillion of the escape card into brown
PNG_COLOURS = 128
#: the board's zlib level: 3 makes it a tenth smaller than 1 (median 19 KiB, issue 28 asks 20)
#: for 0.2 ms more, which remembering text widths gave back (bench/README.md)
BOARD_LEVEL = 3

# --------------------------------------------------------------------------- small shapes


def _footprint(draw: ImageDraw.ImageDraw, cx: float, cy: float, h: float, fill: Any) -> None:
    """A shoe print centred on (cx, cy), ``h`` tall: a sole and a separate heel."""
    w = h * 0.46
    draw.ellipse((cx - w / 2, cy - h / 2, cx + w / 2, cy + h * 0.14), fill=fill)
    hw = w * 0.78
    draw.ellipse((cx - hw / 2, cy + h * 0.2, cx + hw / 2, cy + h / 2), fill=fill)


def _footprint_pair(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, h: float, count: int, fill: Any
) -> None:
    """``count`` shoe prints side by side, the second a little higher like a stride."""
    step = h * 0.62
    for i in range(count):
        x = cx + (i - (count - 1) / 2) * step
        y = cy + (h * 0.08 if i % 2 == 0 and count > 1 else 0) - (h * 0.08 if i % 2 else 0)
        _footprint(draw, x, y, h, fill)


def _eye_slash(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Any) -> None:
    """An eye with a slash through it: 'the Marshal cannot see this'."""
    lw = max(2, round(r * 0.16))
    draw.ellipse((cx - r, cy - r * 0.55, cx + r, cy + r * 0.55), outline=ink, width=lw)
    draw.ellipse((cx - r * 0.3, cy - r * 0.3, cx + r * 0.3, cy + r * 0.3), fill=ink)
    draw.line((cx - r, cy + r * 0.8, cx + r, cy - r * 0.8), fill=ink, width=lw * 2)


def _downscale(img: Image.Image, w: int, h: int) -> Image.Image:
    return img.resize((w, h), Image.Resampling.LANCZOS)


# --------------------------------------------------------------------------- cached cards


@cache
def card_face(number: int, w: int = CARD_W, h: int = CARD_H) -> Image.Image:
    """A face-up hideout card: big number, and a bottom band with the small number and its
    footprints (the band is what stays visible when the card lies under another one)."""
    W, H, R = w * SS, h * SS, RADIUS * SS * w // CARD_W
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    escape, start = number == 42, number == 0
    edge = ESCAPE if escape else INK
    d.rounded_rectangle((0, 0, W - 1, H - 1), R, fill=WHITE, outline=edge, width=SS * 2)
    band = BAND_H * SS * h // CARD_H
    if escape:
        d.rounded_rectangle(
            (SS * 4, SS * 4, W - SS * 4, H - SS * 4), R, outline=ESCAPE, width=SS * 3
        )
    band_fill = ESCAPE if escape else (232, 228, 216)
    d.rounded_rectangle((SS * 2, H - band, W - SS * 2, H - SS * 2), R // 2, fill=band_fill)
    big = font(round(h * SS * (0.34 if number < 10 else 0.3)), bold=True)
    d.text((W / 2, (H - band) / 2 + SS * 2), str(number), font=big, fill=INK, anchor="mm")
    band_ink = WHITE if escape else INK
    small = font(round(band * 0.56), bold=True)
    if escape or start:
        label = "ESCAPE" if escape else "START"
        d.text((W / 2, H - band / 2 - SS), label, font=small, fill=band_ink, anchor="mm")
    else:
        d.text((SS * 8, H - band / 2 - SS), str(number), font=small, fill=band_ink, anchor="lm")
        _footprint_pair(d, W * 0.7, H - band / 2 - SS, band * 0.62, SPRINT[number], band_ink)
    return _downscale(img, w, h)


@cache
def card_back(w: int = CARD_W, h: int = CARD_H) -> Image.Image:
    """The back of a hideout card: blue with a lattice and a footprint emblem."""
    W, H, R = w * SS, h * SS, RADIUS * SS * w // CARD_W
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, W - 1, H - 1), R, fill=WHITE, outline=INK, width=SS * 2)
    inset = SS * max(3, w // 16)
    inner = (inset, inset, W - inset, H - inset)
    d.rounded_rectangle(inner, max(R - inset, SS * 2), fill=BACK)
    lattice = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    ld = ImageDraw.Draw(lattice)
    step = SS * max(8, w // 7)
    for x in range(-H, W + H, step):
        ld.line((x, 0, x + H, H), fill=BACK_LINE, width=SS * 2)
        ld.line((x, H, x + H, 0), fill=BACK_LINE, width=SS * 2)
    mask = Image.new("L", (W, H), 0)
    ImageDraw.Draw(mask).rounded_rectangle(inner, max(R - inset, SS * 2), fill=255)
    img.paste(lattice, (0, 0), Image.composite(lattice, Image.new("RGBA", (W, H)), mask))
    if w >= CARD_W // 2:
        r = W * 0.24
        d.ellipse(
            (W / 2 - r, H / 2 - r, W / 2 + r, H / 2 + r), fill=BACK, outline=WHITE, width=SS * 2
        )
        _footprint_pair(d, W / 2, H / 2, r * 1.05, 2, WHITE)
    return _downscale(img, w, h)


@cache
def hidden_overlay(h: int = CARD_H) -> Image.Image:
    """Dashed yellow-and-black frame, ``h`` tall (the card and its sprint cards), with an
    eye-slash badge: 'the Marshal cannot see these cards'."""
    return _frame(CARD_W, h, HIDDEN_MARK, dashed=True)


@cache
def pending_overlay(h: int = CARD_H) -> Image.Image:
    """Solid orange frame around the hideout being placed (not yet on the table)."""
    return _frame(CARD_W, h, PENDING_MARK, dashed=False)


def _frame(w: int, h: int, colour: tuple[int, int, int], dashed: bool) -> Image.Image:
    pad = FRAME_PAD
    W, H = (w + 2 * pad) * SS, (h + 2 * pad) * SS
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    lw, dash = SS * 4, SS * 10
    if not dashed:
        d.rounded_rectangle((0, 0, W - 1, H - 1), (RADIUS + pad) * SS, outline=colour, width=lw)
        return _downscale(img, w + 2 * pad, h + 2 * pad)
    x0, y0, x1, y1 = lw // 2, lw // 2, W - lw // 2 - 1, H - lw // 2 - 1
    edges = [((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)), ((x0, y1), (x0, y0))]
    for (ax, ay), (bx, by) in edges:
        length = abs(bx - ax) + abs(by - ay)
        ux, uy = (bx - ax) / length, (by - ay) / length
        pos, on = 0, True
        while pos < length:
            end = min(pos + dash, length)
            # alternate the colour with ink: the dashes stay visible on felt and on white
            ink = colour if on else INK
            d.line((ax + ux * pos, ay + uy * pos, ax + ux * end, ay + uy * end), fill=ink, width=lw)
            pos, on = end, not on
    r = SS * 15
    cx, cy = W - SS * (pad + 16), SS * (pad + 16)
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=HIDDEN_MARK, outline=INK, width=SS * 2)
    _eye_slash(d, cx, cy, r * 0.66, INK)
    return _downscale(img, w + 2 * pad, h + 2 * pad)


# --------------------------------------------------------------------------- the route


@dataclass(frozen=True)
class Slot:
    """One hideout position as drawn: what the face shows and what lies under it."""

    number: int | None  # None: drawn as a card back
    sprint_count: int
    sprints: tuple[int, ...] | None  # None: the sprint cards are drawn as backs
    hidden_mark: bool = False  # private picture: face-down on the table, known only to the owner
    pending: bool = False  # private picture: being placed now


def _slot_from_entry(entry: Mapping[str, Any], private: bool) -> Slot:
    number = entry.get("number")
    face_up = bool(entry.get("face_up"))
    count = int(entry.get("sprint_count") or 0)
    cards = entry.get("sprint_cards")
    sprints = tuple(int(c) for c in cards) if cards is not None else None
    if number is not None and not face_up and not private and number != 42:
        # a public picture never shows a face-down number, whatever the dict carries
        number, sprints = None, None
    hidden = private and not face_up and number is not None and number != 42
    return Slot(
        number=None if number is None else int(number),
        sprint_count=max(count, len(sprints or ())),
        sprints=sprints,
        hidden_mark=hidden,
    )


def _pending_slot(pending: Mapping[str, Any] | None) -> Slot | None:
    """The hideout being placed, if the engine's pending sub-state names one."""
    if not pending:
        return None
    number = next(
        (pending[k] for k in ("hideout", "card", "number") if pending.get(k) is not None), None
    )
    raw = next((pending[k] for k in ("sprints", "sprint_cards", "sprint") if k in pending), None)
    sprints = tuple(int(c) for c in raw) if isinstance(raw, list | tuple) else ()
    if number is None and not sprints:
        return None
    return Slot(
        number=None if number is None else int(number),
        sprint_count=len(sprints),
        sprints=sprints,
        pending=True,
    )


def _peek_step(count: int) -> int:
    return PEEK if count <= MAX_PEEKS else max(6, PEEK * MAX_PEEKS // count)


def _slot_height(slot: Slot) -> int:
    lines = int(slot.pending or slot.hidden_mark) + int(slot.sprint_count > 0)
    return CARD_H + slot.sprint_count * _peek_step(slot.sprint_count) + 8 + lines * LINE_H


@cache
def card_shadow(w: int = CARD_W, h: int = CARD_H) -> Image.Image:
    """A flat darker shape offset under a stack so the cards lift off the felt (flat, not
    blurred: a gradient would eat the palette PNG's few colours)."""
    img = Image.new("RGBA", (w + 8, h + 8), (0, 0, 0, 0))
    ImageDraw.Draw(img).rounded_rectangle((3, 4, w + 3, h + 4), RADIUS, fill=FELT_DARK)
    return img


def _draw_slot(canvas: Image.Image, slot: Slot, x: int, y: int, lang: str) -> None:
    """Paste one hideout with its sprint cards tucked under it, bottom card first."""
    step = _peek_step(slot.sprint_count)
    shadow = card_shadow(CARD_W, CARD_H + slot.sprint_count * step)
    canvas.paste(shadow, (x - 1, y), shadow)
    faces = slot.sprints or ()
    for i in reversed(range(slot.sprint_count)):
        img = card_face(faces[i]) if i < len(faces) else card_back()
        canvas.paste(img, (x, y + (i + 1) * step), img)
    top = card_back() if slot.number is None else card_face(slot.number)
    if slot.number is None and slot.pending:
        top = _blank_card()
    canvas.paste(top, (x, y), top)
    if slot.hidden_mark or slot.pending:
        stack_h = CARD_H + slot.sprint_count * step
        over = pending_overlay(stack_h) if slot.pending else hidden_overlay(stack_h)
        canvas.paste(over, (x - FRAME_PAD, y - FRAME_PAD), over)
    d = ImageDraw.Draw(canvas)
    label_y = y + CARD_H + slot.sprint_count * step + 16
    for k, (text, colour) in enumerate(_slot_label(slot, lang)):
        xy = (x + CARD_W / 2, label_y + k * LINE_H)
        d.text(xy, text, font=font(15, bold=True), fill=colour, anchor="mm")


@cache
def _blank_card() -> Image.Image:
    W, H = CARD_W * SS, CARD_H * SS
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, W - 1, H - 1), RADIUS * SS, fill=(255, 255, 255, 90))
    d.text((W / 2, H / 2), "?", font=font(CARD_H * SS // 3, bold=True), fill=CREAM, anchor="mm")
    return _downscale(img, CARD_W, CARD_H)


def _slot_label(slot: Slot, lang: str) -> list[tuple[str, tuple[int, int, int]]]:
    """Lines written under a slot: the sprint count, and in the private picture its status."""
    n = slot.sprint_count
    lines = []
    if slot.pending:
        lines.append((t(lang, "fugitive-pic-placing"), PENDING_MARK))
    elif slot.hidden_mark:
        lines.append((t(lang, "fugitive-pic-hidden"), HIDDEN_MARK))
    if n:
        lines.append((t(lang, "fugitive-pic-sprints", count=n), CREAM))
    return lines


def _route_image(slots: Sequence[Slot], width: int, lang: str) -> Image.Image:
    """The route on felt, wrapped into rows; small chevrons between cards show the order."""
    pitch = CARD_W + GAP
    per_row = max(1, (width - 2 * MARGIN + GAP) // pitch)
    left = (width - (per_row * pitch - GAP)) // 2
    rows = [list(slots[i : i + per_row]) for i in range(0, len(slots), per_row)] or [[]]
    heights = [max((_slot_height(s) for s in row), default=CARD_H) + 14 for row in rows]
    img = Image.new("RGB", (width, sum(heights) + 2 * 12), FELT)
    d = ImageDraw.Draw(img)
    y = 18
    for r, (row, rh) in enumerate(zip(rows, heights, strict=True)):
        for c, slot in enumerate(row):
            x = left + c * pitch
            _draw_slot(img, slot, x, y, lang)
            if c + 1 < len(row) or r + 1 < len(rows):
                _chevron(d, x + CARD_W + GAP / 2, y + CARD_H / 2)
        y += rh
    return img


def _chevron(d: ImageDraw.ImageDraw, cx: float, cy: float) -> None:
    d.line((cx - 4, cy - 7, cx + 3, cy, cx - 4, cy + 7), fill=SOFT, width=3, joint="curve")


# --------------------------------------------------------------------------- header parts


def status_line(view: FugitiveView, lang: str = DEFAULT) -> str:
    """Whose turn and what step, or who won: the same words as the table's status line."""
    return NARRATOR.status(view, Voice(lang, tuple(NARRATOR.roles(2, lang))))


def _header(view: FugitiveView, width: int, lang: str, title: str | None = None) -> Image.Image:
    """Status line, the three draw piles with their sizes, and both hand sizes."""
    img = Image.new("RGB", (width, 146), FELT_DARK)
    d = ImageDraw.Draw(img)
    status = status_line(view, lang)
    colour = OKABE_ITO["yellow"] if view.get("phase") in ("over", "manhunt") else CREAM
    room = width - 2 * MARGIN
    face = fit_font(title or status, room, 26, 18, bold=True)
    head = clip(title or status, face, room)
    d.text((MARGIN, 24), head, font=face, fill=colour, anchor="lm")
    if title:  # the status shares the line: it gets what the title leaves
        small = font(17)
        rest = room - text_width(face, head) - 24
        d.text((width - MARGIN, 24), clip(status, small, rest), font=small, fill=SOFT, anchor="rm")
    piles = list(view.get("piles") or [])
    x = MARGIN
    for i, first_last in enumerate(view["pile_ranges"]):
        n = int(piles[i]) if i < len(piles) else 0
        _mini_stack(img, x, 62, n)
        pile = t(lang, "fugitive-pic-pile", range=pile_range(first_last))
        d.text((x + 62, 74), pile, font=font(16, bold=True), fill=CREAM, anchor="lm")
        left = t(lang, "fugitive-pic-cards", count=n)
        d.text((x + 62, 100), left, font=font(16), fill=SOFT, anchor="lm")
        x += 196
    hands = list(view.get("hand_sizes") or [])
    x = width - MARGIN - 2 * 150 + 20
    for i, role in enumerate(NARRATOR.roles(2, lang)):
        n = int(hands[i]) if i < len(hands) else 0
        _mini_fan(img, x, 66, n)
        d.text((x + 64, 74), role, font=font(16, bold=True), fill=CREAM, anchor="lm")
        in_hand = t(lang, "fugitive-pic-in-hand", count=n)
        d.text((x + 64, 100), in_hand, font=font(16), fill=SOFT, anchor="lm")
        x += 150
    return img


def _mini_stack(img: Image.Image, x: int, y: int, n: int) -> None:
    """A pile as a few offset backs (thicker when fuller), or an empty outline."""
    back = card_back(SMALL_W, SMALL_H)
    layers = 0 if n == 0 else 1 + min(4, (n + 3) // 4)
    if layers == 0:
        d = ImageDraw.Draw(img)
        d.rounded_rectangle((x, y, x + SMALL_W, y + SMALL_H), 6, outline=SOFT, width=2)
        return
    for k in range(layers):
        off = (layers - 1 - k) * 2
        img.paste(back, (x + off, y + 6 - off - 2), back)


def _mini_fan(img: Image.Image, x: int, y: int, n: int) -> None:
    """A hand as up to four fanned backs (the count is written beside it)."""
    back = card_back(SMALL_W, SMALL_H)
    shown = min(n, 4)
    if shown == 0:
        d = ImageDraw.Draw(img)
        d.rounded_rectangle((x, y, x + SMALL_W, y + SMALL_H), 6, outline=SOFT, width=2)
        return
    for k in range(shown):
        img.paste(back, (x + k * 5, y - k * 2), back)


def _stack(parts: Iterable[Image.Image], width: int) -> Image.Image:
    parts = list(parts)
    out = Image.new("RGB", (width, sum(p.height for p in parts)), FELT)
    y = 0
    for p in parts:
        out.paste(p, (0, y))
        y += p.height
    return out


def _section_title(text: str, width: int, note: str = "") -> Image.Image:
    img = Image.new("RGB", (width, 40), FELT)
    d = ImageDraw.Draw(img)
    d.text((MARGIN, 24), text, font=font(20, bold=True), fill=CREAM, anchor="lm")
    if note:
        d.text((width - MARGIN, 24), note, font=font(15), fill=SOFT, anchor="rm")
    return img


def _guess_strip(view: FugitiveView, width: int, lang: str) -> Image.Image | None:
    """The last few guesses with a tick or a cross drawn as a shape (not only colour)."""
    guesses = list(view.get("guesses") or [])[-6:]
    if not guesses:
        return None
    img = Image.new("RGB", (width, 44), FELT_DARK)
    d = ImageDraw.Draw(img)
    label = t(lang, "fugitive-pic-guesses")
    d.text((MARGIN, 22), label, font=font(16, bold=True), fill=CREAM, anchor="lm")
    x = MARGIN + round(text_width(font(16, bold=True), label)) + 12
    for g in guesses:
        text = " ".join(str(n) for n in g.get("numbers", []))
        if g.get("manhunt"):
            text += " " + t(lang, "fugitive-pic-manhunt")
        w = text_width(font(16), text) + 34
        if x + w > width - MARGIN:
            break
        hit = bool(g.get("hit"))
        _tick_or_cross(d, x + 8, 22, hit)
        d.text((x + 20, 22), text, font=font(16), fill=CREAM if hit else SOFT, anchor="lm")
        x += round(w) + 6
    return img


def _tick_or_cross(d: ImageDraw.ImageDraw, cx: float, cy: float, hit: bool) -> None:
    if hit:
        d.line((cx - 6, cy, cx - 2, cy + 5, cx + 6, cy - 6), fill=OKABE_ITO["sky"], width=3)
    else:
        d.line((cx - 5, cy - 5, cx + 5, cy + 5), fill=OKABE_ITO["vermillion"], width=3)
        d.line((cx - 5, cy + 5, cx + 5, cy - 5), fill=OKABE_ITO["vermillion"], width=3)


# --------------------------------------------------------------------------- event cards

EVENT_W, EVENT_H = 520, 150
EVENT_BADGE = 120  # the icon's band at the card's left
#: each house event's icon; the band colour says it too (colours the pictures already use)
ICON_OF = {EVENT_ID[code]: icon for code, icon in EVENT_ICON.items()}
BADGE_FILL = {
    "fugitive": PENDING_MARK,
    "marshal": BACK,
    "neutral": (232, 228, 216),
    "placeholder": HIDDEN_MARK,
}


def _binoculars(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Any) -> None:
    """Two lenses and a bridge: the Marshal's icon."""
    lw = max(2, round(r * 0.18))
    for side in (-1, 1):
        x = cx + side * r * 0.62
        draw.ellipse(
            (x - r * 0.55, cy - r * 0.2, x + r * 0.55, cy + r * 0.9), outline=ink, width=lw
        )
        draw.rectangle((x - r * 0.32, cy - r * 0.75, x + r * 0.32, cy), fill=ink)
    draw.rectangle((cx - r * 0.2, cy - r * 0.45, cx + r * 0.2, cy + r * 0.1), fill=ink)


@cache
def event_card(effect: str, lang: str = DEFAULT) -> Image.Image:
    """A house event card face up (``effect`` its id, or "placeholder"): the icon's band
    (footprints, binoculars, none; a "?" for a placeholder), its name and effect in ``lang``,
    and a footer saying it is a house event of Getaway, not a published card."""
    W, H, R = EVENT_W * SS, EVENT_H * SS, RADIUS * SS
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    kind = "placeholder" if effect == "placeholder" else ICON_OF[effect]
    d.rounded_rectangle((0, 0, W - 1, H - 1), R, fill=WHITE, outline=INK, width=SS * 2)
    badge = EVENT_BADGE * SS
    d.rounded_rectangle((SS * 4, SS * 4, badge, H - SS * 4), R, fill=BADGE_FILL[kind])
    ink = WHITE if kind in ("fugitive", "marshal") else INK
    cx, cy = badge / 2 + SS * 2, H / 2
    if kind == "fugitive":
        _footprint_pair(d, cx, cy, H * 0.3, 2, ink)
    elif kind == "marshal":
        _binoculars(d, cx, cy - H * 0.1, H * 0.2, ink)
    elif kind == "placeholder":
        d.text((cx, cy), "?", font=font(round(H * 0.5), bold=True), fill=ink, anchor="mm")
    voice = Voice(lang)
    words = NARRATOR.card_words(effect, voice)
    left, room = badge + SS * 16, W - badge - SS * 30
    name = fit_font(words["name"], room, 26 * SS, 16 * SS, bold=True)
    d.text((left, SS * 26), clip(words["name"], name, room), font=name, fill=INK, anchor="lm")
    face, lines = fit_lines(words["text"], room, 18 * SS, 12 * SS, most=3)
    draw_lines(d, (left, SS * 50), lines, face, face.size * 1.2, fill=INK)
    foot = font(13 * SS)
    house = clip(voice.t("fugitive-card-house"), foot, room)
    d.text((left, H - SS * 16), house, font=foot, fill=MUTED, anchor="lm")
    return _downscale(img, EVENT_W, EVENT_H)


def _on_felt(card: Image.Image) -> Image.Image:
    img = Image.new("RGB", (TARGET_WIDTH, card.height + 20), FELT)
    img.paste(card, (MARGIN, 10), card)
    return img


def _event_strip(view: FugitiveView, width: int, lang: str) -> Image.Image | None:
    """The last event card face up (or the one waiting for a decision) and the event piles
    beside the table; None at a table without events."""
    if (view.get("events") or "none") == "none":
        return None
    last = view.get("last_event")
    choice = view.get("choice")
    piles = list(view.get("event_piles") or [])
    if last is None and not piles:
        return None
    roles = NARRATOR.roles(2, lang)
    img = Image.new("RGB", (width, EVENT_H + 56), FELT)
    d = ImageDraw.Draw(img)
    if choice is not None:
        title = t(lang, "fugitive-pic-event-waiting", who=roles[choice["seat"]])
    elif last is not None:
        title = t(lang, "fugitive-pic-last-event", who=roles[last["seat"]])
    else:
        title = t(lang, "fugitive-pic-no-event-yet")
    d.text((MARGIN, 22), title, font=font(20, bold=True), fill=CREAM, anchor="lm")
    shown = (choice or last or {}).get("event")
    if shown:
        card = event_card(shown, lang)
        img.paste(card_shadow(EVENT_W, EVENT_H), (MARGIN - 1, 44), card_shadow(EVENT_W, EVENT_H))
        img.paste(card, (MARGIN, 42), card)
    if piles:
        x = MARGIN + EVENT_W + 40
        note = t(lang, "fugitive-pic-event-piles")
        d.text((x, 70), note, font=font(16, bold=True), fill=CREAM, anchor="lm")
        if len(piles) == len(ICONS):  # Catch-up: an event pile per icon
            words = " · ".join(
                t(lang, f"fugitive-pic-deck-{icon}", count=n)
                for icon, n in zip(ICONS, piles, strict=True)
            )
        else:
            words = join(Voice(lang), [t(lang, "fugitive-pic-cards", count=n) for n in piles])
        d.text(
            (x, 100),
            clip(words, font(16), width - x - MARGIN),
            font=font(16),
            fill=SOFT,
            anchor="lm",
        )
    return img


# --------------------------------------------------------------------------- public API


def public_slots(view: FugitiveView) -> list[Slot]:
    return [_slot_from_entry(e, private=False) for e in view.get("route") or []]


def render_public(view: FugitiveView, lang: str = DEFAULT) -> bytes:
    """The public route (what everyone at the table sees), as a PNG about 1000 px wide."""
    return to_png(public_image(view, lang), palette=PALETTE, level=BOARD_LEVEL)


def public_image(view: FugitiveView, lang: str = DEFAULT) -> Image.Image:
    width = TARGET_WIDTH
    parts = [_header(view, width, lang)]
    guesses = _guess_strip(view, width, lang)
    parts.append(_route_image(public_slots(view), width, lang))
    if guesses:
        parts.append(guesses)
    events = _event_strip(view, width, lang)
    if events:
        parts.append(events)
    return _stack(parts, width)


def render_private(view: FugitiveView, lang: str = DEFAULT) -> bytes:
    """The Fugitive's own picture (see :func:`private_image`)."""
    return to_png(private_image(view, lang), palette=PALETTE)


def private_image(view: FugitiveView, lang: str = DEFAULT) -> Image.Image:
    """The Fugitive's own picture: his sorted hand, then his route with every number shown;
    cards the Marshal cannot see carry a dashed frame, an eye-slash badge and 'hidden'."""
    width = TARGET_WIDTH
    hand = sorted(int(n) for n in view.get("hand") or [])
    parts = [_header(view, width, lang, title=t(lang, "fugitive-pic-your-hideouts"))]
    parts.append(_section_title(t(lang, "fugitive-pic-your-hand", count=len(hand)), width))
    parts.append(_hand_image(hand, width, lang))
    slots = [_slot_from_entry(e, private=True) for e in view.get("route") or []]
    pending = _pending_slot(view.get("pending"))
    if pending:
        slots.append(pending)
    hidden = sum(s.hidden_mark for s in slots)
    note = t(lang, "fugitive-pic-hidden-count", count=hidden)
    parts.append(_section_title(t(lang, "fugitive-pic-your-route"), width, note))
    parts.append(_route_image(slots, width, lang))
    events = _event_strip(view, width, lang)
    if events:
        parts.append(events)
    return _stack(parts, width)


def _hand_image(hand: Sequence[int], width: int, lang: str) -> Image.Image:
    pitch = CARD_W + 8
    per_row = max(1, (width - 2 * MARGIN + 8) // pitch)
    rows = max(1, -(-len(hand) // per_row))
    img = Image.new("RGB", (width, rows * (CARD_H + 12) + 10), FELT)
    if not hand:
        d = ImageDraw.Draw(img)
        d.text(
            (MARGIN, 30), t(lang, "fugitive-pic-no-cards"), font=font(18), fill=SOFT, anchor="lm"
        )
        return img.crop((0, 0, width, 60))
    shadow = card_shadow()
    for i, n in enumerate(hand):
        face = card_face(n)
        xy = (MARGIN + (i % per_row) * pitch, 6 + (i // per_row) * (CARD_H + 12))
        img.paste(shadow, (xy[0] - 1, xy[1]), shadow)
        img.paste(face, xy, face)
    return img


# --------------------------------------------------------------------------- notepad

CELL_W, CELL_H = 120, 76
NOTE_COLS = 7
NOTE_INK = (40, 40, 40)
AUTO_FILL = (212, 208, 200)
MANUAL_INK = OKABE_ITO["blue"]
PICK_INK = OKABE_ITO["vermillion"]


@cache
def notepad_cell(number: int | None, auto: bool, manual: bool, picked: bool) -> Image.Image:
    """One square of the notepad. Automatic crossings: grey cell, thin black X over a faded
    number. The Marshal's own: one thick blue slash. Picked for the next guess: a thick ring.
    Each state has its own shape, so colour is never the only signal."""
    W, H = CELL_W * SS, CELL_H * SS
    img = Image.new("RGB", (W, H), AUTO_FILL if auto else PAPER)
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, W - 1, H - 1), outline=(160, 155, 145), width=SS)
    cx, cy = W / 2, H / 2
    if number is not None:
        ink = MUTED if auto else NOTE_INK
        d.text((cx, cy), str(number), font=font(30 * SS, bold=True), fill=ink, anchor="mm")
    if picked:
        r = 30 * SS
        d.ellipse((cx - r * 1.25, cy - r, cx + r * 1.25, cy + r), outline=PICK_INK, width=4 * SS)
    if auto:
        p = 12 * SS
        d.line((p, p, W - p, H - p), fill=INK, width=2 * SS)
        d.line((p, H - p, W - p, p), fill=INK, width=2 * SS)
    if manual:
        p = 10 * SS
        d.line((p + 8 * SS, H - p, W - p - 8 * SS, p), fill=MANUAL_INK, width=7 * SS)
    return _downscale(img, CELL_W, CELL_H)


NOTE_TOP = 64
NOTE_LEFT = (TARGET_WIDTH - NOTE_COLS * CELL_W) // 2


def notepad_cell_box(number: int) -> tuple[int, int, int, int]:
    """Where number ``number`` (1–42) sits in the notepad picture: (left, top, right, bottom)."""
    r, c = divmod(number - 1, NOTE_COLS)
    x, y = NOTE_LEFT + c * CELL_W, NOTE_TOP + r * CELL_H
    return x, y, x + CELL_W, y + CELL_H


def render_notepad(
    auto: set[int] | frozenset[int],
    manual: set[int] | frozenset[int],
    picked: set[int] | frozenset[int] = frozenset(),
    lang: str = DEFAULT,
) -> bytes:
    """The Marshal's notepad (see :func:`notepad_image`), put together already mapped onto the
    palette: it is drawn after every move of hers, and mapping the whole picture cost about as
    much as drawing it."""
    return to_png(notepad_image(auto, manual, picked, lang, PALETTE), palette=PALETTE)


NOTE_BACKGROUND = (236, 231, 218)
NOTE_ROWS = -(-42 // NOTE_COLS)
#: the grid with its outline (drawn inside its box, whose last row is included)
NOTE_GRID_H = NOTE_ROWS * CELL_H + 1
LEGEND_H = 109


def notepad_image(
    auto: set[int] | frozenset[int],
    manual: set[int] | frozenset[int],
    picked: set[int] | frozenset[int] = frozenset(),
    lang: str = DEFAULT,
    palette: Palette | None = None,
) -> Image.Image:
    """The Marshal's notepad: numbers 1–42 in a 7 × 6 grid with both kinds of crossing.

    With ``palette``, the picture is made of parts already mapped onto it (mode ``P``): the
    cells and the legend once for all, the title strip each time. Mapping is pixel by pixel,
    so this gives the same picture as mapping the whole one, for a fraction of the cost."""
    size = (TARGET_WIDTH, NOTE_TOP + NOTE_GRID_H + LEGEND_H)
    header = _notepad_header(auto, manual, picked, lang)
    cell: Callable[[int, bool, bool, bool], Image.Image]
    if palette is None:
        img = Image.new("RGB", size, NOTE_BACKGROUND)
        ink: Any = INK
        legend = _notepad_legend(lang)
        cell = notepad_cell
    else:
        img = palette.canvas(size, NOTE_BACKGROUND)
        ink = palette.index(INK)
        header = palette.mapped(header)
        legend = _mapped_legend(palette, lang)
        cell = partial(_mapped_cell, palette)
    img.paste(header, (0, 0))
    for n in range(1, 43):
        img.paste(cell(n, n in auto, n in manual, n in picked), notepad_cell_box(n)[:2])
    left, top = NOTE_LEFT, NOTE_TOP
    box = (left, top, left + NOTE_COLS * CELL_W, top + NOTE_GRID_H - 1)
    ImageDraw.Draw(img).rectangle(box, outline=ink, width=2)
    img.paste(legend, (0, top + NOTE_GRID_H))
    return img


def _notepad_header(
    auto: set[int] | frozenset[int],
    manual: set[int] | frozenset[int],
    picked: set[int] | frozenset[int],
    lang: str,
) -> Image.Image:
    """The title strip above the grid, with how many numbers are crossed and picked."""
    img = Image.new("RGB", (TARGET_WIDTH, NOTE_TOP), NOTE_BACKGROUND)
    d = ImageDraw.Draw(img)
    title = t(lang, "fugitive-pic-notepad")
    d.text((NOTE_LEFT, 32), title, font=font(26, bold=True), fill=INK, anchor="lm")
    summary = t(lang, "fugitive-pic-notepad-summary", auto=len(auto), manual=len(manual))
    if picked:
        summary += " · " + t(lang, "fugitive-pic-notepad-picked", count=len(picked))
    right = NOTE_LEFT + NOTE_COLS * CELL_W
    d.text((right, 32), summary, font=font(17), fill=MUTED, anchor="rm")
    return img


@cache
def _notepad_legend(lang: str) -> Image.Image:
    """The strip under the grid: a sample of each kind of mark and what it means."""
    img = Image.new("RGB", (TARGET_WIDTH, LEGEND_H), NOTE_BACKGROUND)
    d = ImageDraw.Draw(img)
    y = 21
    legend = [
        ((True, False, False), t(lang, "fugitive-pic-legend-auto")),
        ((False, True, False), t(lang, "fugitive-pic-legend-manual")),
        ((False, False, True), t(lang, "fugitive-pic-legend-picked")),
    ]
    x = NOTE_LEFT
    for (a, m, p), text in legend:
        sample = _legend_cell(a, m, p)
        img.paste(sample, (x, y))
        mid = y + sample.height / 2
        d.text((x + sample.width + 10, mid), text, font=font(17), fill=INK, anchor="lm")
        x += sample.width + 24 + round(text_width(font(17), text))
    return img


@cache
def _mapped_legend(palette: Palette, lang: str) -> Image.Image:
    return palette.mapped(_notepad_legend(lang))


@cache
def _mapped_cell(
    palette: Palette, number: int | None, auto: bool, manual: bool, picked: bool
) -> Image.Image:
    return palette.mapped(notepad_cell(number, auto, manual, picked))


@cache
def _legend_cell(auto: bool, manual: bool, picked: bool) -> Image.Image:
    return notepad_cell(None, auto, manual, picked).resize(
        (CELL_W * 2 // 3, CELL_H * 2 // 3), Image.Resampling.LANCZOS
    )


# --------------------------------------------------------------------------- alt text


def describe_public(view: FugitiveView, lang: str = DEFAULT) -> str:
    """A picture in words (its alt text), at most 1000 characters: the narrator's board."""
    return NARRATOR.board(view, Voice(lang, tuple(NARRATOR.roles(2, lang))))


# --------------------------------------------------------------------------- palette


def _reference() -> Image.Image:
    """Every colour Fugitive's pictures use: a route with each kind of card (face up, face
    down, sprint cards, the 42, one being placed), guesses right and wrong, a hand and the
    notepad with every kind of crossing."""
    route = [
        {"number": 0, "face_up": True, "sprint_count": 0, "sprint_cards": []},
        {"number": 7, "face_up": True, "sprint_count": 2, "sprint_cards": [4, 5]},
        {"number": 9, "face_up": False, "sprint_count": 1, "sprint_cards": [6]},
        {"number": 42, "face_up": True, "sprint_count": 1, "sprint_cards": [12]},
    ]
    view: FugitiveView = {
        "game": "fugitive",
        "role": "fugitive",
        "to_act": [1],
        "pile_ranges": PILE_RANGES_SEEN,
        "sprint_values": SPRINT_VALUES,
        "opening": "one_or_two",
        "events": "catch_up",
        "helped": "fugitive",
        "event_piles": [5, 4, 6],
        "choice": None,
        "extra_draws": [0, 0],
        "next_guess": "normal",
        "no_pass": False,
        "last_event": {"event": "wide_search", "seat": 1},
        "last_hideout": 9,
        "reach": 12,
        "phase": "manhunt",
        "turn": 9,
        "draws_left": 0,
        "piles": [0, 5, 13],
        "hand_sizes": [3, 4],
        "route": route,
        "guesses": [
            {"numbers": [7], "hit": True, "manhunt": False},
            {"numbers": [8], "hit": False, "manhunt": True},
        ],
        "winner": None,
        "reason": None,
        "seat": 0,
        "hand": [1, 2, 3, 30, 41],
        "pending": {"card": 13, "sprints": [10, 11], "short_by": 0},
    }
    parts = [
        public_image(view),
        private_image(view),
        notepad_image({1, 2, 3}, {10, 20}, {30}),
        *(_on_felt(event_card(effect)) for effect in ("safe_house", "crossroads", "placeholder")),
    ]
    return _stack(parts, TARGET_WIDTH)


PALETTE = Palette("fugitive", _reference, PNG_COLOURS)
