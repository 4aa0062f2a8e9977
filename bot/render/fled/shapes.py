"""Fled's shapes: the scroll tiers' badges, the pieces (pawns, warders, the chaplain), the bars
of solitary confinement and the flag of a prisoner's own bunk."""

from __future__ import annotations

import math

from PIL import ImageDraw

from bot.narrate.fled import PAWN_LETTERS
from bot.render.common import INK, WHITE, font
from bot.render.fled.style import SEAT_COLOURS, SEAT_INK, TIERS
from rules.fled.tiles import scroll_vp


def _star(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.5
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def tier_badge(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, scroll: str, points: bool = True
) -> None:
    """The badge of a scroll tier centred on (cx, cy): its colour, its shape and its points."""
    colour, shape = TIERS[scroll]
    line = max(2, round(r / 9))
    if shape == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=INK, width=line)
    elif shape == "diamond":
        k = r * 1.2
        draw.polygon(
            [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)],
            fill=colour,
            outline=INK,
            width=line,
        )
    elif shape == "clover":
        lobe = r * 0.52
        centres = [
            (cx + r * 0.5 * math.cos(a), cy + r * 0.5 * math.sin(a))
            for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
        ]
        for x, y in centres:  # outlines first, then the fills over them: one clover outline
            draw.ellipse((x - lobe - line, y - lobe - line, x + lobe + line, y + lobe + line), INK)
        for x, y in centres:
            draw.ellipse((x - lobe, y - lobe, x + lobe, y + lobe), fill=colour)
        draw.ellipse((cx - lobe, cy - lobe, cx + lobe, cy + lobe), fill=colour)
    else:
        draw.polygon(_star(cx, cy, r * 1.3), fill=colour, outline=INK, width=line)
    if points:
        digit = str(scroll_vp()[scroll])
        draw.text((cx, cy), digit, font=font(max(10, round(r * 0.95)), True), fill=INK, anchor="mm")


def pawn(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: float, seat: int) -> None:
    """A prisoner: a disc in the seat's colour with its letter."""
    r = d / 2
    draw.ellipse(
        (cx - r, cy - r, cx + r, cy + r),
        fill=SEAT_COLOURS[seat],
        outline=INK,
        width=max(2, round(d / 12)),
    )
    letter = PAWN_LETTERS[seat]
    draw.text((cx, cy), letter, font=font(round(d * 0.6), True), fill=SEAT_INK[seat], anchor="mm")


def npc_piece(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: float, npc: str) -> None:
    """A warder: a dark square with its number; the chaplain: a white square with a cross."""
    r = d / 2
    chaplain = npc == "chaplain"
    draw.rounded_rectangle(
        (cx - r, cy - r, cx + r, cy + r),
        radius=max(2, round(d / 8)),
        fill=WHITE if chaplain else INK,
        outline=INK,
        width=max(2, round(d / 12)),
    )
    if chaplain:
        arm = d * 0.3
        w = max(2, round(d / 8))
        draw.line((cx, cy - arm * 1.2, cx, cy + arm * 1.2), fill=INK, width=w)
        draw.line((cx - arm, cy - arm * 0.35, cx + arm, cy - arm * 0.35), fill=INK, width=w)
    else:
        draw.text((cx, cy), npc[-1], font=font(round(d * 0.66), True), fill=WHITE, anchor="mm")


def bars(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: float) -> None:
    """Solitary confinement: bars over a pawn."""
    for k in (-0.28, 0.0, 0.28):
        x = cx + k * d
        draw.line((x, cy - d * 0.55, x, cy + d * 0.55), fill=INK, width=max(2, round(d / 10)))


def flag(draw: ImageDraw.ImageDraw, cx: float, cy: float, d: float, seat: int) -> None:
    """A bunk's owner: a flag in their colour with their letter (a pawn is a disc)."""
    pole = cx - d * 0.5
    draw.line((pole, cy - d * 0.5, pole, cy + d * 0.55), fill=INK, width=max(2, round(d / 12)))
    box = (pole, cy - d * 0.5, cx + d * 0.5, cy + d * 0.2)
    draw.rectangle(box, fill=SEAT_COLOURS[seat], outline=INK, width=max(1, round(d / 16)))
    letter = PAWN_LETTERS[seat]
    f = font(round(d * 0.5), True)
    draw.text(
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
        letter,
        font=f,
        fill=SEAT_INK[seat],
        anchor="mm",
    )
