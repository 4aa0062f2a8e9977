"""Language-free drawings of Fled's ten items (a key, a file, a shoe…), for the tiles, the hand,
the forest exits and the legend. Each is drawn in its square's own units, so it scales."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PIL import ImageDraw

from bot.render.common import INK, WHITE
from bot.render.fled.style import Box, Colour

#: the colour of holes and notches cut into a drawing
HOLE = WHITE


@dataclass(frozen=True)
class Pen:
    """Draws in a square: ``at(0, 0)`` is its top left corner, ``at(1, 1)`` its bottom right."""

    draw: ImageDraw.ImageDraw
    left: int
    top: int
    side: int
    ink: Colour
    #: the width of a stroke
    width: int

    def at(self, u: float, v: float) -> tuple[float, float]:
        return (self.left + u * self.side, self.top + v * self.side)

    def span(self, u0: float, v0: float, u1: float, v1: float) -> tuple[float, float, float, float]:
        """From (u0, v0) to (u1, v1): a line, or the box of an ellipse or a rectangle."""
        return (*self.at(u0, v0), *self.at(u1, v1))


def _key(pen: Pen) -> None:
    d, span, ink, w = pen.draw, pen.span, pen.ink, pen.width
    d.ellipse(span(0.04, 0.28, 0.46, 0.72), outline=ink, width=w)
    d.line(span(0.44, 0.5, 0.97, 0.5), fill=ink, width=w)
    d.line(span(0.78, 0.5, 0.78, 0.76), fill=ink, width=w)
    d.line(span(0.92, 0.5, 0.92, 0.7), fill=ink, width=w)


def _file(pen: Pen) -> None:
    d, at, span, ink, w = pen.draw, pen.at, pen.span, pen.ink, pen.width
    d.polygon([at(0.02, 0.62), at(0.62, 0.3), at(0.7, 0.45), at(0.1, 0.77)], fill=ink)
    for u in (0.14, 0.26, 0.38, 0.5):
        v = 0.7 - (u - 0.06) * 0.53
        d.line(span(u, v - 0.07, u + 0.05, v + 0.03), fill=HOLE, width=max(1, w // 2))
    d.line(span(0.64, 0.38, 0.97, 0.2), fill=ink, width=round(w * 1.6))


def _shoe(pen: Pen) -> None:
    d, at = pen.draw, pen.at
    sole = [at(0.2, 0.08), at(0.5, 0.08), at(0.52, 0.5), at(0.9, 0.62), at(0.94, 0.86)]
    d.polygon([*sole, at(0.16, 0.86)], fill=pen.ink)
    d.line(pen.span(0.16, 0.76, 0.94, 0.76), fill=HOLE, width=max(1, pen.width // 2))


def _spoon(pen: Pen) -> None:
    pen.draw.ellipse(pen.span(0.06, 0.04, 0.5, 0.56), fill=pen.ink)
    pen.draw.line(pen.span(0.4, 0.45, 0.92, 0.94), fill=pen.ink, width=round(pen.width * 1.3))


def _whistle(pen: Pen) -> None:
    d, span, ink = pen.draw, pen.span, pen.ink
    d.ellipse(span(0.04, 0.32, 0.6, 0.88), fill=ink)
    d.rectangle(span(0.3, 0.32, 0.98, 0.54), fill=ink)
    d.ellipse(span(0.24, 0.52, 0.4, 0.68), fill=HOLE)
    d.ellipse(span(0.06, 0.1, 0.26, 0.3), outline=ink, width=max(1, pen.width // 2))


def _shamrock(pen: Pen) -> None:
    for u, v in ((0.5, 0.28), (0.27, 0.52), (0.73, 0.52)):
        pen.draw.ellipse(pen.span(u - 0.2, v - 0.2, u + 0.2, v + 0.2), fill=pen.ink)
    pen.draw.line(pen.span(0.5, 0.5, 0.62, 0.97), fill=pen.ink, width=pen.width)


def _button(pen: Pen) -> None:
    pen.draw.ellipse(pen.span(0.06, 0.06, 0.94, 0.94), fill=pen.ink)
    for u, v in ((0.38, 0.38), (0.62, 0.38), (0.38, 0.62), (0.62, 0.62)):
        pen.draw.ellipse(pen.span(u - 0.07, v - 0.07, u + 0.07, v + 0.07), fill=HOLE)


def _stamp(pen: Pen) -> None:
    d, span = pen.draw, pen.span
    d.rectangle(span(0.12, 0.06, 0.88, 0.94), fill=pen.ink)
    for k in range(5):  # the perforations, five along each edge
        v = 0.14 + k * 0.18
        u = 0.2 + k * 0.15
        for cx, cy in ((0.12, v), (0.88, v), (u, 0.06), (u, 0.94)):
            d.ellipse(span(cx - 0.05, cy - 0.05, cx + 0.05, cy + 0.05), fill=HOLE)
    d.rectangle(span(0.26, 0.2, 0.74, 0.8), outline=HOLE, width=max(1, pen.width // 2))


def _comb(pen: Pen) -> None:
    pen.draw.rectangle(pen.span(0.04, 0.22, 0.96, 0.42), fill=pen.ink)
    for k in range(7):
        u = 0.1 + k * 0.13
        pen.draw.line(pen.span(u, 0.4, u, 0.8), fill=pen.ink, width=max(2, round(pen.width * 0.7)))


def _cake(pen: Pen) -> None:
    d, span, ink = pen.draw, pen.span, pen.ink
    d.pieslice(span(0.06, 0.3, 0.94, 1.3), 180, 360, fill=ink)
    d.rectangle(span(0.06, 0.78, 0.94, 0.88), fill=ink)
    for u, v in ((0.3, 0.6), (0.52, 0.5), (0.72, 0.64)):
        d.ellipse(span(u - 0.06, v - 0.06, u + 0.06, v + 0.06), fill=HOLE)
    d.ellipse(span(0.42, 0.1, 0.58, 0.26), fill=ink)


DRAWINGS: dict[str, Callable[[Pen], None]] = {
    "key": _key,
    "file": _file,
    "shoe": _shoe,
    "spoon": _spoon,
    "whistle": _whistle,
    "shamrock": _shamrock,
    "button": _button,
    "stamp": _stamp,
    "comb": _comb,
    "cake": _cake,
}
#: every item, in the legend's order
ITEMS = tuple(DRAWINGS)


def pictogram(draw: ImageDraw.ImageDraw, box: Box, item: str, ink: Colour = INK) -> None:
    """A language-free drawing of ``item`` in ``box`` (a square); nothing for an unknown one."""
    drawing = DRAWINGS.get(item)
    if drawing is not None:
        left, top, right, _ = box
        side = right - left
        drawing(Pen(draw, left, top, side, ink, max(2, round(side * 0.11))))
