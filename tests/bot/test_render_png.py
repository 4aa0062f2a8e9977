"""PNGs that end with rows compressed once (issue 28: Fled's legend): the same picture as the
whole one encoded at once, in a well-formed PNG, and the boards' sizes the issue asks for."""

from __future__ import annotations

import io
import random
import statistics
import struct
import zlib

import pytest
from PIL import Image, ImageDraw

from bench.bench_render import positions
from bot.render import fled, fugitive
from bot.render.common import INK, PAPER, _adler32_joined, tail, to_png
from bot.render.fled.public import legend_end, public_image, public_top


def _pixels(png: bytes) -> tuple[tuple[int, int], bytes]:
    with Image.open(io.BytesIO(png)) as img:
        return img.size, img.convert("RGB").tobytes()


def _idat(png: bytes) -> bytes:
    """The zlib stream of a PNG (its IDAT chunks joined), each chunk's CRC checked."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    at, stream = 8, b""
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        kind, data = png[at + 4 : at + 8], png[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", png[at + 8 + length : at + 12 + length])
        assert crc == zlib.crc32(kind + data), kind
        if kind == b"IDAT":
            stream += data
        at += 12 + length
    return stream


@pytest.mark.parametrize("level", [1, 3])
def test_a_picture_ending_with_rows_compressed_apart_is_the_whole_picture(level: int) -> None:
    top = Image.new("RGB", (300, 70), PAPER)
    ImageDraw.Draw(top).text((10, 20), "Roll call 3", font=None, fill=INK)
    bottom = Image.new("RGB", (300, 40), (0, 114, 178))
    ImageDraw.Draw(bottom).ellipse((20, 5, 60, 35), fill=PAPER, outline=INK)
    whole = Image.new("RGB", (300, 110))
    whole.paste(top)
    whole.paste(bottom, (0, 70))
    palette = fled.PALETTE
    png = to_png(top, palette=palette, level=level, end=tail(bottom, palette))
    assert _pixels(png) == _pixels(to_png(whole, palette=palette))
    with Image.open(io.BytesIO(png)) as img:
        assert img.mode == "P" and img.getpalette() == palette.image.getpalette()
    # the stream is whole: zlib checks its Adler-32, and each row starts with filter 0
    rows = zlib.decompress(_idat(png))
    assert len(rows) == 110 * 301 and rows[::301] == bytes(110)


def test_rows_of_another_width_are_refused() -> None:
    end = tail(Image.new("RGB", (200, 10), PAPER), fled.PALETTE)
    with pytest.raises(ValueError, match="200 px"):
        to_png(Image.new("RGB", (300, 10), PAPER), palette=fled.PALETTE, end=end)


def test_adler32_of_two_strings_joined_is_that_of_their_concatenation() -> None:
    rng = random.Random(28)
    for first_length, second_length in [(0, 5), (5, 0), (1, 1), (70_000, 3), (9, 200_000)]:
        first = rng.randbytes(first_length)
        second = bytes([255]) * second_length if first_length == 9 else rng.randbytes(second_length)
        joined = _adler32_joined(zlib.adler32(first), zlib.adler32(second), len(second))
        assert joined == zlib.adler32(first + second)


@pytest.mark.parametrize("players", [2, 4])
def test_a_fled_board_is_its_top_then_its_legend(players: int) -> None:
    for n, (public, _) in enumerate(positions("fled", players, players, 3)):
        lang = ("en", "fr")[n % 2]
        top = public_top(public, lang)
        drawing = public_image(public, lang)
        assert drawing.height == top.height + legend_end(lang, top.width).height
        assert _pixels(fled.render_public(public, lang)) == _pixels(
            to_png(drawing, palette=fled.PALETTE)
        )


@pytest.mark.parametrize(
    ("game", "players", "goal"),
    [("fugitive", (2,), 20), ("fled", (2, 3, 4), 80)],
)
def test_boards_median_size_within_the_issues_goal(
    game: str, players: tuple[int, ...], goal: int
) -> None:
    """Issue 28: a board's PNG, median over seeded games, at most 20 KiB for Fugitive and 80
    for Fled (bench/bench_render.py measures more of them)."""
    module = {"fugitive": fugitive, "fled": fled}[game]
    for count in players:
        sizes = [
            len(module.render_public(public, "en")) / 1024
            for seed in (1, 2)
            for public, _ in positions(game, count, seed, 6)
        ]
        assert statistics.median(sizes) <= goal, (count, sizes)
