"""Fled pictures for a phone: the prison board (public view only), a seat's hand, and the board
with the choices of a pick marked on it.

A phone shows a Discord picture about 400 px wide, so the board is cropped to what is built plus
one ring of cells around it (never beyond the 14 × 13 frame, whose border is the forest ring),
its cells are as large as the crop allows, and every word on it is short and large. Cells are
named chess-style along the axes (``column_name`` / ``row_name`` from :mod:`bot.narrate.fled`,
the names the log and the typed commands use).

Nothing rests on colour alone: each room has a colour *and* a short name (its legend under the
board), each scroll tier a colour *and* a shape with its points in it (teal: circle 1, purple:
diamond 2, green: clover 3, gold: star 4), each wall a shape (door: wooden bar, window: barred
frame, archway: arch, forest exit: dashed line), each item a pictogram, prisoners a disc with
their letter, warders a dark square with their number, the chaplain a white square with a cross.
Pieces stand in the lower half of a cell, under the room's name and the tile's badge.

Every word comes from the catalogues (``fled-pic-…`` keys and :mod:`bot.narrate.fled`) in the
language asked. Room halves are drawn once per (tile, half, direction, size, language) and
cached; a board is a paste of those cells plus the pieces.

The parts, each in its module: ``style`` (sizes, colours, tiers), ``pictograms`` (the items),
``shapes`` (badges and pieces), ``cells`` (one room half), ``board`` (the cropped board and its
pieces), ``panels`` and ``legend`` (what goes under the public board), ``public``, ``hand`` and
``choices`` (the three pictures) and ``palette`` (their shared colours). This module gives the
rest of the bot the pictures as PNGs.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from bot.narrate import Voice
from bot.narrate.fled import NARRATOR
from bot.render.common import Tail, tail, to_png
from bot.render.fled.board import crop
from bot.render.fled.choices import Marks, choice_labels, choices_image
from bot.render.fled.hand import hand_image
from bot.render.fled.palette import PALETTE
from bot.render.fled.public import legend_end, public_image, public_top

if TYPE_CHECKING:
    from rules.fled.views import FledHand, FledView

#: the board's zlib level: 3 makes it a sixth smaller than 1 (issue 28 asks 80 KiB) for about
#: 1.2 ms more, which remembering text widths gave back (bench/README.md)
BOARD_LEVEL = 3


def render_public(view: FledView, lang: str = "en") -> bytes:
    """The board picture from the public view (see :func:`public_image`), in ``lang``."""
    top = public_top(view, lang)
    end = _legend_tail(lang, top.width)
    return to_png(top, palette=PALETTE, level=BOARD_LEVEL, end=end)


@cache
def _legend_tail(lang: str, width: int) -> Tail:
    """A board's legend, compressed once per language and width (a fifth of a board's bytes
    and of its encoding time, were it compressed with each board)."""
    return tail(legend_end(lang, width), PALETTE)


def render_private(hand: FledHand, lang: str = "en") -> bytes:
    """A seat's hand and its face-down shackle (see :func:`hand_image`), in ``lang``."""
    return to_png(hand_image(hand, lang, PALETTE), palette=PALETTE)


def render_choices(view: FledView, marks: Marks, lang: str = "en") -> bytes:
    """The board with the choices of a pick marked on it (see :func:`choices_image`)."""
    return to_png(choices_image(view, marks, lang), palette=PALETTE)


def describe_public(view: FledView) -> str:
    """Alt text: the state in words, in English (at most ``ALT_LIMIT`` characters). The words
    live in :mod:`bot.narrate.fled`, which also says them in the reader's language."""
    names = tuple(NARRATOR.roles(len(view["players"]), "en"))
    return NARRATOR.board(view, Voice("en", names, None))


__all__ = [
    "PALETTE",
    "choice_labels",
    "crop",
    "describe_public",
    "public_image",
    "render_choices",
    "render_private",
    "render_public",
]
