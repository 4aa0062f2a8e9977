"""An animated recap: a game's board pictures, one per turn, as a looping GIF whose last frame
holds the result. GIF because every Discord client plays it inline, on phones too."""

from __future__ import annotations

import io
import textwrap

from PIL import Image, ImageDraw

from bot.render.common import INK, PAPER, WHITE, font

#: frames are scaled to this width: a recap is watched in a chat, not studied
WIDTH = 640
#: a turn on screen, and the final position (with its result) before the loop starts again
FRAME_MS, LAST_MS = 700, 4000
#: colours per frame: board pictures are flat drawings
COLOURS = 64


#: the caption's letters, and the space under the board that holds them on the last frame
SIZE, LEADING = 20, 6


def _frame(png: bytes, height: int) -> Image.Image:
    with Image.open(io.BytesIO(png)) as picture:
        rgb = picture.convert("RGB")
    scaled = rgb.resize((WIDTH, max(1, rgb.height * WIDTH // rgb.width)), Image.Resampling.BILINEAR)
    canvas = Image.new("RGB", (WIDTH, height), PAPER)
    canvas.paste(scaled, (0, 0))
    return canvas


def _lines(caption: str) -> list[str]:
    """The caption without the emoji the board's font cannot draw, in at most three lines."""
    drawable = "".join(c for c in caption if ord(c) < 0x1F000 and c != "\ufe0f").strip()
    return textwrap.wrap(drawable, 52)[:3]


def _banner(image: Image.Image, lines: list[str]) -> None:
    """The result under the board on the last frame, white on ink."""
    tall = 14 + len(lines) * (SIZE + LEADING)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, image.height - tall, image.width, image.height), fill=INK)
    for i, line in enumerate(lines):
        y = image.height - tall + 8 + i * (SIZE + LEADING)
        draw.text((WIDTH // 2, y), line, font=font(SIZE, True), fill=WHITE, anchor="ma")


def animate(frames: tuple[bytes, ...], caption: str) -> bytes:
    """A looping GIF of ``frames`` (PNG pictures of one game, in order), ``caption`` under the
    last; every frame has the same size, so the board does not jump."""
    heights = []
    for png in frames:
        with Image.open(io.BytesIO(png)) as picture:
            heights.append(picture.height * WIDTH // picture.width)
    lines = _lines(caption)
    height = max(heights) + 14 + len(lines) * (SIZE + LEADING)
    images = [_frame(png, height) for png in frames]
    _banner(images[-1], lines)
    indexed = [i.quantize(COLOURS, method=Image.Quantize.FASTOCTREE) for i in images]
    buf = io.BytesIO()
    indexed[0].save(
        buf,
        "GIF",
        save_all=True,
        append_images=indexed[1:],
        duration=[FRAME_MS] * (len(indexed) - 1) + [LAST_MS],
        loop=0,
        optimize=False,
    )
    return buf.getvalue()
