"""Escape from Elba and Alcatraz draw on fixed palettes (issue 28), as Fugitive and Fled do: their
boards and hands are palette PNGs whose palette is the game's, the fills and inks the drawing
names come out exactly, and so does every colour that covers an area."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image, ImageChops

from bench.bench_render import positions
from bot.render import renderer
from bot.render.common import Palette
from bot.render.palettes import computed_palettes, stored_palettes

#: game -> table sizes
GAMES = {"elba": (3, 6), "alcatraz": (3, 4)}
#: a colour covering this many pixels of a picture (a 32 px square) is an area, not an edge
AREA = 1000


def _changed(drawing: Image.Image, png: Image.Image, kept: set[tuple[int, int, int]]) -> list[Any]:
    """The colours of ``drawing`` that ``png`` does not show exactly, among those in ``kept`` and
    those covering an area: (colour, pixels, largest difference in a channel)."""
    r, g, b = ImageChops.difference(drawing, png.convert("RGB")).split()
    largest = ImageChops.lighter(ImageChops.lighter(r, g), b)
    tagged = Image.merge("RGBA", (*drawing.split(), largest))
    pixels: dict[tuple[int, int, int], int] = {}
    off: dict[tuple[int, int, int], int] = {}
    for count, (red, green, blue, diff) in tagged.getcolors(drawing.width * drawing.height) or []:
        colour = (red, green, blue)
        pixels[colour] = pixels.get(colour, 0) + count
        if diff:
            off[colour] = max(off.get(colour, 0), diff)
    return [
        (colour, pixels[colour], diff)
        for colour, diff in off.items()
        if colour in kept or pixels[colour] >= AREA
    ]


@pytest.mark.parametrize("game", GAMES)
def test_boards_and_hands_are_palette_pngs_of_the_games_colours(game: str) -> None:
    module = renderer(game)
    assert module is not None
    palette = module.PALETTE
    entries = palette.image.getpalette()
    kept = set(palette.exact)
    assert len(kept) >= 10 and len(entries) <= 3 * 256
    for players in GAMES[game]:
        for n, (public, own) in enumerate(positions(game, players, players, 4)):
            lang = ("en", "fr")[n % 2]
            pictures = [
                (module.board_image(public, lang), module.render_public(public, lang)),
                (module.hand_image(own, lang), module.render_private(own, lang)),
            ]
            for drawing, data in pictures:
                with Image.open(io.BytesIO(data)) as png:
                    assert png.mode == "P"
                    assert png.getpalette() == entries
                    assert _changed(drawing, png, kept) == [], (players, n)


@pytest.mark.parametrize("game", GAMES)
def test_every_colour_kept_exact_has_its_own_entry(game: str) -> None:
    """A fill or ink given as exact is its own entry, which a pixel of it is mapped to (the
    shades of the reference near one of them are left out of the palette)."""
    module = renderer(game)
    assert module is not None
    palette = module.PALETTE
    entries = palette.image.getpalette()
    for colour in palette.exact:
        index = palette.index(colour)
        assert tuple(entries[3 * index : 3 * index + 3]) == colour


@pytest.mark.parametrize(
    ("game", "drawing"),
    [
        ("fugitive", "public_image"),
        ("fled", "public_image"),
        ("elba", "board_image"),
        ("alcatraz", "board_image"),
    ],
)
def test_a_palette_keeps_its_colours_and_maps_as_a_whole_picture_would(
    game: str, drawing: str
) -> None:
    """A palette holds one pixel, not its reference picture (Fled's kept 12 MiB), and mapping
    onto it gives what mapping onto a whole picture with the same palette gives: Pillow reads
    the palette picture's colours, never its pixels."""
    module = renderer(game)
    assert module is not None
    palette = module.PALETTE
    assert palette.image.size == (1, 1)
    public, _ = positions(game, 3 if game in ("elba", "alcatraz") else 2, 1, 3)[1]
    board = getattr(module, drawing)(public, "fr")
    whole = board.quantize(palette=palette.image, dither=Image.Dither.NONE)
    assert whole.size == board.size and whole.getpalette() == palette.image.getpalette()
    again = board.quantize(palette=whole, dither=Image.Dither.NONE)
    assert palette.mapped(board).tobytes() == again.tobytes()


def test_the_stored_palettes_are_those_the_reference_pictures_give() -> None:
    """Each game's stored palette (``bot/render/palettes.json``) is the one its reference
    picture gives today: a change to a game's colours fails here until the file is written
    again (``python -m bot.render.palettes``)."""
    computed = computed_palettes()
    assert set(computed) == set(GAMES) | {"fugitive", "fled"}
    assert computed == stored_palettes(), "run: python -m bot.render.palettes"


def test_a_stored_palette_is_read_without_drawing_its_reference() -> None:
    """A process takes a stored palette as it is: the reference picture, which cost a worker
    a second of a core and, for Fled's, 160 MiB more for a moment, is never drawn."""

    def reference() -> Image.Image:
        raise AssertionError("the reference picture was drawn")

    palette = Palette("fled", reference, 192)
    assert palette.image.size == (1, 1)
    assert palette.image.getpalette() == stored_palettes()["fled"]


def test_a_palette_not_stored_is_worked_out_from_its_reference() -> None:
    """A game without a stored palette (a game kept elsewhere, a new one) still has one: its
    exact colours first, then the reference's shades."""
    ink, fill = (20, 20, 20), (200, 40, 90)
    drawn: list[bool] = []

    def reference() -> Image.Image:
        drawn.append(True)
        picture = Image.new("RGB", (8, 8), fill)
        picture.paste(ink, (0, 0, 4, 8))
        return picture

    palette = Palette("not-stored", reference, 16, exact=[ink])
    entries = palette.image.getpalette()
    assert drawn == [True]
    assert entries is not None and tuple(entries[:3]) == ink
    assert palette.index(fill) != palette.index(ink)
    assert tuple(entries[3 * palette.index(fill) : 3 * palette.index(fill) + 3]) == fill
