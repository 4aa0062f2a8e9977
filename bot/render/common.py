"""Drawing helpers shared by every game's renderer: fonts, colours, palette, PNG output (text
that must fit: :mod:`bot.render.text`).

Colours come from the Okabe–Ito palette (safe for the common colour-vision deficiencies); every
coloured thing also carries a letter or a shape, so colour is never the only signal.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Callable
from functools import cache

from PIL import Image, ImageFont

import data

# Okabe & Ito (2008), "Color Universal Design".
OKABE_ITO = {
    "black": (0, 0, 0),
    "orange": (230, 159, 0),
    "sky": (86, 180, 233),
    "green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "purple": (204, 121, 167),
}
#: seat colours in seat order, each paired with the letter drawn on it
SEAT_COLOURS = ["blue", "orange", "green", "purple", "vermillion", "sky"]

INK = (33, 33, 33)
PAPER = (250, 247, 240)
MUTED = (120, 120, 120)
WHITE = (255, 255, 255)

#: the width the pictures aim for: readable on a phone, sharp on a desktop
TARGET_WIDTH = 1000


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans shipped in ``data/fonts`` (cached per size and weight)."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(data.path("fonts", name)), size)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return OKABE_ITO[SEAT_COLOURS[seat % len(SEAT_COLOURS)]]


def new_canvas(width: int, height: int, colour: tuple[int, int, int] = PAPER) -> Image.Image:
    return Image.new("RGB", (width, height), colour)


class Palette:
    """A fixed palette for one family of pictures, made once per process from a reference
    picture that shows every colour the family uses. Mapping a picture onto a fixed palette is
    several times faster than choosing a palette for each picture (a 2-megapixel Fled board:
    2.4 ms instead of 18), and a family's pictures keep identical colours."""

    def __init__(self, reference: Callable[[], Image.Image], colours: int = 128) -> None:
        self._reference = reference
        self._colours = colours
        self._image: Image.Image | None = None
        self._lock = threading.Lock()  # pictures are drawn in worker threads
        #: the entry of each colour asked for (the palette never changes once made)
        self._indices: dict[tuple[int, int, int], int] = {}

    @property
    def image(self) -> Image.Image:
        with self._lock:
            if self._image is None:
                sample = self._reference().convert("RGB")
                self._image = sample.quantize(self._colours, method=Image.Quantize.FASTOCTREE)
            return self._image

    def mapped(self, image: Image.Image) -> Image.Image:
        """``image`` on this palette (mode ``P``), each pixel its nearest colour (no dither)."""
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        return rgb.quantize(palette=self.image, dither=Image.Dither.NONE)

    def index(self, colour: tuple[int, int, int]) -> int:
        """The palette entry a pixel of ``colour`` is mapped to (worked out once per colour;
        two threads asking at once both work out the same answer)."""
        known = self._indices.get(colour)
        if known is not None:
            return known
        pixel = self.mapped(Image.new("RGB", (1, 1), colour)).getpixel((0, 0))
        assert isinstance(pixel, int)
        self._indices[colour] = pixel
        return pixel

    def canvas(self, size: tuple[int, int], colour: tuple[int, int, int]) -> Image.Image:
        """A mode ``P`` picture on this palette, filled with (the entry of) ``colour``."""
        image = Image.new("P", size, self.index(colour))
        image.putpalette(self.image.getpalette() or [])
        return image


def to_png(image: Image.Image, colours: int = 64, palette: Palette | None = None) -> bytes:
    """Encode as a palette PNG: a fraction of the size of an RGB one for flat drawings.

    Quantised onto the family's fixed ``palette`` when there is one (else fast octree, no
    ``optimize``), and compressed at zlib level 1: a third of the time of the default level for
    files about 40 % larger (still tens of KiB); a move's latency matters more."""
    buf = io.BytesIO()
    if palette is not None:
        # a picture put together on the palette already (mode P) is saved as it is
        indexed = image if image.mode == "P" else palette.mapped(image)
    else:
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        indexed = rgb.quantize(colours, method=Image.Quantize.FASTOCTREE)
    indexed.save(buf, "PNG", compress_level=1)
    return buf.getvalue()
