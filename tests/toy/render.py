"""The toy game's pictures: the pile as dots (the words are the narrator's alt text)."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image, ImageDraw


def _dots(count: int, colour: tuple[int, int, int]) -> bytes:
    image = Image.new("RGB", (24 + 20 * max(count, 1), 40), (255, 255, 255))
    draw = ImageDraw.Draw(image)
    for i in range(count):
        draw.ellipse((12 + 20 * i, 12, 28 + 20 * i, 28), fill=colour)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def render_public(view: dict[str, Any], lang: str) -> bytes:
    return _dots(view["pile"], (0, 114, 178))


def render_private(view: dict[str, Any], lang: str) -> bytes:
    return _dots(view["secret"], (230, 159, 0))
