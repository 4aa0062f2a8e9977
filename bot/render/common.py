"""Drawing helpers shared by every game's renderer: fonts, colours, palette, PNG output (text
that must fit: :mod:`bot.render.text`).

Colours come from the Okabe–Ito palette (safe for the common colour-vision deficiencies); every
coloured thing also carries a letter or a shape, so colour is never the only signal.
"""

from __future__ import annotations

import io
import struct
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache, update_wrapper
from typing import Generic, ParamSpec

from PIL import Image, ImageFont

import data
from bot.render.budget import DRAWING_CACHE_MB
from bot.render.palettes import stored_palettes

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


@lru_cache(maxsize=8192)
def text_width(face: ImageFont.FreeTypeFont, text: str) -> float:
    """``face.getlength(text)``, remembered: laying text out costs about 0.05 ms a call, and a
    Fled board measured some sixty words (the same role names, counts and tile numbers from
    one picture to the next) twice each, measuring its panels before drawing them."""
    return face.getlength(text)


P = ParamSpec("P")


def image_bytes(image: Image.Image) -> int:
    """The bytes of ``image``'s pixels in memory (Pillow keeps an RGB pixel in four)."""
    return image.width * image.height * (1 if image.mode in ("1", "L", "P") else 4)


class ImageCache(Generic[P]):
    """``function``'s pictures, the least recently used forgotten once they hold more than
    ``budget`` bytes of pixels (:func:`image_bytes`): a cache bounded by what it holds, which a
    count of entries is not when their sizes differ. Callers must not change the pictures."""

    def __init__(self, function: Callable[P, Image.Image], budget: int) -> None:
        self._function = function
        self.budget = budget
        self._kept: OrderedDict[Hashable, Image.Image] = OrderedDict()  # most recent last
        self.held = 0
        self.hits = self.misses = 0
        self._lock = threading.Lock()  # pictures are drawn in worker threads
        update_wrapper(self, function)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> Image.Image:
        key = (args, tuple(sorted(kwargs.items())))
        with self._lock:
            image = self._kept.get(key)
            if image is not None:
                self._kept.move_to_end(key)
                self.hits += 1
                return image
        image = self._function(*args, **kwargs)  # two threads may both draw it: the same
        with self._lock:
            self.misses += 1
            if key not in self._kept:
                self._kept[key] = image
                self.held += image_bytes(image)
            self._fit()
        return image

    def _fit(self) -> None:
        while self.held > self.budget:
            _, old = self._kept.popitem(last=False)
            self.held -= image_bytes(old)

    def resize(self, budget: int) -> None:
        """Keep at most ``budget`` bytes from now on (forgetting the least recently used)."""
        with self._lock:
            self.budget = budget
            self._fit()

    def __len__(self) -> int:
        return len(self._kept)

    def cache_clear(self) -> None:
        with self._lock:
            self._kept.clear()
            self.held = self.hits = self.misses = 0


#: bytes of pixels the drawing caches keep in all (:func:`set_drawing_cache`)
_drawing_bytes = DRAWING_CACHE_MB * 2**20
#: every cache made by :func:`image_cache`, with its share of the drawing caches' bytes
_shares: dict[ImageCache[...], float] = {}


def image_cache(share: float) -> Callable[[Callable[P, Image.Image]], ImageCache[P]]:
    """Decorate a function drawing pictures with an :class:`ImageCache` of ``share`` of the
    drawing caches' bytes (the shares of every game's caches add up to 1)."""

    def decorate(function: Callable[P, Image.Image]) -> ImageCache[P]:
        cached = ImageCache(function, round(share * _drawing_bytes))
        _shares[cached] = share
        return cached

    return decorate


def set_drawing_cache(total: int) -> None:
    """Share ``total`` bytes among the drawing caches, those of modules imported later too."""
    global _drawing_bytes
    _drawing_bytes = total
    for cached, share in _shares.items():
        cached.resize(round(share * total))


def seat_colour(seat: int) -> tuple[int, int, int]:
    return OKABE_ITO[SEAT_COLOURS[seat % len(SEAT_COLOURS)]]


def new_canvas(width: int, height: int, colour: tuple[int, int, int] = PAPER) -> Image.Image:
    return Image.new("RGB", (width, height), colour)


class Palette:
    """A fixed palette for one family of pictures, made from a reference picture that shows every
    colour the family uses. Mapping a picture onto a fixed palette is several times faster than
    choosing a palette for each picture (a 2-megapixel Fled board: 2.4 ms instead of 18), and a
    family's pictures keep identical colours.

    A process reads the palette stored under ``name`` (:mod:`bot.render.palettes`) and draws the
    reference only when none is: quantizing Fled's took a worker from 70 to 233 MiB for a moment,
    at every start and every renewal of the workers."""

    def __init__(
        self,
        name: str,
        reference: Callable[[], Image.Image],
        colours: int = 128,
        exact: Sequence[tuple[int, int, int]] = (),
    ) -> None:
        self.name = name
        self._reference = reference
        self._colours = colours
        #: colours kept as they are (the fills and inks the drawing names); the octree's
        #: entries are averages, which would shift them (a white room became 251, 250, 245)
        self._exact = list(dict.fromkeys(exact))
        self._image: Image.Image | None = None
        self._lock = threading.Lock()  # pictures are drawn in worker threads
        #: the entry of each colour asked for (the palette never changes once made)
        self._indices: dict[tuple[int, int, int], int] = {}

    @property
    def image(self) -> Image.Image:
        """A one-pixel picture holding the palette (made on first use): mapping reads the
        palette image's palette, never its pixels."""
        with self._lock:
            if self._image is None:
                entries = stored_palettes().get(self.name) or self.computed()
                self._image = Image.new("P", (1, 1))
                self._image.putpalette(entries)
            return self._image

    def computed(self) -> list[int]:
        """The palette's entries (flat RGB) as the reference picture gives them: its exact
        colours, then the octree's shades of the reference that are not near any of them."""
        sample = self._reference().convert("RGB")
        image = sample.quantize(self._colours - len(self._exact), method=Image.Quantize.FASTOCTREE)
        entries = image.getpalette() or []
        return _with_exact(entries, self._exact) if self._exact else entries

    @property
    def exact(self) -> tuple[tuple[int, int, int], ...]:
        """The colours kept as they are (the first entries)."""
        return tuple(self._exact)

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


def _with_exact(shades: list[int], exact: list[tuple[int, int, int]]) -> list[int]:
    """The ``exact`` colours, then the ``shades`` (a flat palette) that are not near any of them.

    Pillow maps a pixel to the entry nearest its colour rounded down to a multiple of 4 (its
    cache cell), up to 3 off in each channel; a shade within twice that distance of an exact
    colour could take the exact colour's pixels, so it goes."""
    near = (2 * 3) ** 2 * 3  # the square of twice the distance from (0, 0, 0) to (3, 3, 3)
    kept = [
        shade
        for shade in zip(shades[0::3], shades[1::3], shades[2::3], strict=True)
        if all(sum((a - b) ** 2 for a, b in zip(shade, e, strict=True)) > near for e in exact)
    ]
    return [c for colour in exact + kept for c in colour]


@dataclass(frozen=True)
class Tail:
    """The last rows of a family's palette PNGs, the same in many of them (Fled's legend):
    mapped and compressed once, at zlib's hardest level, then appended to each picture's own
    rows (see :func:`to_png`)."""

    width: int
    height: int
    #: the rows as raw deflate data ending the stream, their Adler-32 and their length
    deflated: bytes
    adler: int
    length: int


def tail(image: Image.Image, palette: Palette) -> Tail:
    """``image`` on ``palette``, ready to end the PNGs of pictures as wide as it."""
    rows = _scanlines(palette.mapped(image))
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    deflated = squeeze.compress(rows) + squeeze.flush()
    return Tail(image.width, image.height, deflated, zlib.adler32(rows), len(rows))


def to_png(
    image: Image.Image,
    colours: int = 64,
    palette: Palette | None = None,
    level: int = 1,
    end: Tail | None = None,
) -> bytes:
    """Encode as a palette PNG: a fraction of the size of an RGB one for flat drawings.

    Quantised onto the family's fixed ``palette`` when there is one (else fast octree, no
    ``optimize``), and compressed at zlib ``level`` 1 by default: a third of the time of the
    default level for files about 40 % larger (still tens of KiB); a move's latency matters
    more. Level 3 costs a tenth more than 1 on a board of Elba or Alcatraz (half a millisecond)
    for files a sixth smaller; 4 and up search harder and cost twice as much. With ``end`` (on
    ``palette``), the picture is ``image`` with those rows under it."""
    buf = io.BytesIO()
    if palette is not None:
        # a picture put together on the palette already (mode P) is saved as it is
        indexed = image if image.mode == "P" else palette.mapped(image)
    else:
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        indexed = rgb.quantize(colours, method=Image.Quantize.FASTOCTREE)
    if end is not None:
        return _png_ending(indexed, level, end)
    indexed.save(buf, "PNG", compress_level=level)
    return buf.getvalue()


def _scanlines(indexed: Image.Image) -> bytes:
    """A mode ``P`` picture's PNG rows before compression: each its filter (0, none, as Pillow
    writes palette pictures) and its pixels' entries."""
    width, height = indexed.size
    rows = Image.new("L", (width + 1, height), 0)
    rows.paste(Image.frombytes("L", indexed.size, indexed.tobytes()), (1, 0))
    return rows.tobytes()


def _png_ending(indexed: Image.Image, level: int, end: Tail) -> bytes:
    """The PNG of ``indexed`` with ``end``'s rows under it: its own rows compressed at
    ``level`` and flushed to a byte boundary, then ``end``'s, in one zlib stream."""
    if indexed.width != end.width:
        raise ValueError(f"a {indexed.width} px wide picture cannot end with {end.width} px rows")
    rows = _scanlines(indexed)
    squeeze = zlib.compressobj(level)
    stream = squeeze.compress(rows) + squeeze.flush(zlib.Z_FULL_FLUSH) + end.deflated
    stream += _adler32_joined(zlib.adler32(rows), end.adler, end.length).to_bytes(4, "big")
    header = (indexed.width, indexed.height + end.height, 8, 3, 0, 0, 0)  # 8-bit palette
    return b"".join(
        (
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", struct.pack(">IIBBBBB", *header)),
            _chunk(b"PLTE", bytes(indexed.getpalette() or [])),
            _chunk(b"IDAT", stream),
            _chunk(b"IEND", b""),
        )
    )


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data)
    return len(data).to_bytes(4, "big") + kind + data + crc.to_bytes(4, "big")


def _adler32_joined(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings one after the other, from each one's."""
    base = 65521
    low = (first & 0xFFFF) + (second & 0xFFFF) - 1
    high = (first >> 16) + (second >> 16) + second_length * ((first & 0xFFFF) - 1)
    return (high % base) << 16 | low % base
