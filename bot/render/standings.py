"""A tournament's standings as a picture: rank, name, points, the tie-breaks, games."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.i18n import DEFAULT, decimal, t
from bot.pairing import Line
from bot.render.common import INK, MUTED, OKABE_ITO, PAPER, font, to_png
from bot.render.text import clip

WIDTH = 1000
ROW = 44
TOP = 96
SHADE = (236, 231, 218)
#: room for a name: from its column to the points column, less a gap
NAME_WIDTH = 560 - 96 - 16


def render_standings(title: str, lines: Sequence[Line], lang: str = DEFAULT) -> bytes:
    """Up to the top 30 rows (a longer list is in the command's text answer)."""
    shown = list(lines)[:30]
    img = Image.new("RGB", (WIDTH, TOP + ROW * max(1, len(shown)) + 24), PAPER)
    draw = ImageDraw.Draw(img)
    draw.text((32, 36), title, font=font(30, True), fill=INK, anchor="lm")
    columns = [
        (32, t(lang, "standings-rank")),
        (96, t(lang, "standings-name")),
        (560, t(lang, "standings-points")),
        (690, t(lang, "standings-buchholz")),
        (820, t(lang, "standings-wins")),
        (920, t(lang, "standings-games")),
    ]
    for x, label in columns:
        draw.text((x, TOP - 20), label, font=font(17, True), fill=MUTED, anchor="lm")
    rank = 0
    previous: tuple[float, float, int] | None = None
    for index, line in enumerate(shown):
        y = TOP + index * ROW
        if index % 2 == 0:
            draw.rectangle((16, y, WIDTH - 16, y + ROW), fill=SHADE)
        key = (line.points, line.buchholz, line.wins)
        if key != previous:
            rank = index + 1
            previous = key
        mid = y + ROW // 2
        colour = OKABE_ITO["orange"] if rank == 1 else INK
        draw.text((32, mid), f"{rank}.", font=font(22, True), fill=colour, anchor="lm")
        dropped = " " + t(lang, "standings-dropped") if line.dropped else ""
        room = NAME_WIDTH - font(22).getlength(dropped)
        name = clip(line.name, font(22), room) + dropped
        draw.text((96, mid), name, font=font(22), fill=MUTED if line.dropped else INK, anchor="lm")
        for x, value in (
            (560, decimal(lang, line.points)),
            (690, decimal(lang, line.buchholz)),
            (820, str(line.wins)),
            (920, str(line.games)),
        ):
            draw.text((x, mid), value, font=font(22), fill=INK, anchor="lm")
    return to_png(img, 32)
