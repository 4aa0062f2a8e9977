"""Fled's look, shared by all its pictures: sizes, colours, the scroll tiers' shapes and the
short words drawn on cells."""

from __future__ import annotations

from bot.i18n import t
from bot.narrate import Voice
from bot.narrate.fled import NARRATOR
from bot.render.common import INK, OKABE_ITO, WHITE

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]
Cell = tuple[int, int]

#: cell sizes, largest first: a board takes the largest whose cells fit in its span (pixels
#: across, down); the choices picture, which has no panels under it, gets a little more
CELL_SIZES = (120, 104, 88, 76, 64)
BOARD_SPAN = (900, 1000)
CHOICES_SPAN = (1080, 1000)
#: the narrowest public picture (small boards are centred in it, so the panels keep their room)
MIN_WIDTH = 940
HAND_CELL = 120
PAD = 16

# font sizes of the panels (a 960 px picture shown 400 px wide divides them by 2.4)
TITLE = 32
TEXT = 28
SMALL = 24


def _tint(rgb: Colour, amount: float = 0.55) -> Colour:
    """Blend towards white so that pieces and text stay readable on a room."""
    r, g, b = rgb
    return (
        int(r + (255 - r) * amount),
        int(g + (255 - g) * amount),
        int(b + (255 - b) * amount),
    )


#: room type -> fill colour (its short name comes from the catalogue, ``fled-pic-room``)
ROOMS: dict[str, Colour] = {
    "yard": _tint(OKABE_ITO["orange"]),
    "bunk": _tint(OKABE_ITO["sky"]),
    "washroom": _tint(OKABE_ITO["blue"]),
    "mess_hall": _tint(OKABE_ITO["vermillion"]),
    "corridor": (222, 222, 222),
    "warders_quarters": _tint(OKABE_ITO["purple"]),
    "courtyard": _tint(OKABE_ITO["yellow"], 0.35),
    "forest": (120, 190, 140),
}
#: scroll tier -> (colour, shape of its badge); the badge carries the tier's points as well
TIERS: dict[str, tuple[Colour, str]] = {
    "teal": (OKABE_ITO["sky"], "circle"),
    "purple": (OKABE_ITO["purple"], "diamond"),
    "green": (OKABE_ITO["green"], "clover"),
    "gold": (OKABE_ITO["orange"], "star"),
}
#: how far each badge shape reaches from its centre, in radii
REACH = {"circle": 1.0, "diamond": 1.2, "clover": 1.1, "star": 1.3}
#: seat -> pawn colour (the letter is ``PAWN_LETTERS[seat]``, the name ``NARRATOR.role``)
SEAT_COLOURS: tuple[Colour, ...] = (
    OKABE_ITO["yellow"],
    OKABE_ITO["blue"],
    OKABE_ITO["orange"],
    OKABE_ITO["green"],
)
SEAT_INK: tuple[Colour, ...] = (INK, WHITE, INK, INK)
NPCS = ("warder1", "warder2", "warder3", "chaplain")
WOOD = (120, 72, 30)
RING = (208, 230, 208)
RING_TREE = (178, 210, 180)
GRID = (212, 208, 198)
TREE = (30, 100, 50)
PARCHMENT = (250, 240, 205)
HIGHLIGHT = (255, 243, 200)
#: the colours of marks on the choices picture, in turn (each with white text on it)
MARK_COLOURS: tuple[Colour, ...] = (INK, OKABE_ITO["blue"], OKABE_ITO["vermillion"], (0, 110, 80))


def picture_voice(lang: str) -> Voice:
    """The seats named by their roles: pictures show no Discord names."""
    return Voice(lang, tuple(NARRATOR.roles(4, lang)), None)


def t_room(lang: str, room: str) -> str:
    """A room's short name on a cell ("Yd" for a yard)."""
    return t(lang, "fled-pic-room", room=room)
