"""The standings picture: every name, however long or wide, stays out of the points column."""

from __future__ import annotations

import io

from PIL import Image

from bot.pairing import Line
from bot.render.standings import NAME_WIDTH, ROW, TOP, render_standings


def test_long_and_wide_names_end_before_the_points_column() -> None:
    names = ["W" * 30, "Player with a display name far too long to show", "Ada", "M" * 25]
    lines = [
        Line(player=i, name=name, points=3 - i, dropped=i % 2 == 1) for i, name in enumerate(names)
    ]
    for lang in ("en", "fr"):
        image = Image.open(io.BytesIO(render_standings("Round 3", lines, lang))).convert("L")
        for row, name in enumerate(names):
            top = TOP + row * ROW
            gap = (96 + NAME_WIDTH + 1, top + 4, 558, top + ROW - 4)  # before the points column
            ink = image.crop(gap).point(lambda v: 255 if v <= 180 else 0)
            assert ink.getbbox() is None, (lang, name)
