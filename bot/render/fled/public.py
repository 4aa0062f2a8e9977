"""The public picture: whose turn, the cropped board with its pieces, the panels and the
legend, one under the other."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from bot.render.common import PAPER
from bot.render.fled.board import board_size, crop, draw_board
from bot.render.fled.legend import legend
from bot.render.fled.panels import header, panels
from bot.render.fled.style import MIN_WIDTH, PAD

if TYPE_CHECKING:
    from rules.fled.views import FledView


def public_image(view: FledView, lang: str = "en") -> Image.Image:
    """The board picture, drawn from the public view only, in ``lang``: whose turn, the
    cropped prison with its pieces, the roll call, each prisoner, the Governor's inventory and
    the piles (:func:`public_top`), then the legend (:func:`legend_end`)."""
    top = public_top(view, lang)
    end = legend_end(lang, top.width)
    img = Image.new("RGB", (top.width, top.height + end.height), PAPER)
    img.paste(top)
    img.paste(end, (0, top.height))
    return img


def public_top(view: FledView, lang: str = "en") -> Image.Image:
    """The board picture above its legend (which is the same in every board of a language and
    width). The panels are measured first (drawn with no ``draw``), so the picture is made at
    its height once."""
    bounds = crop(view)
    board_w, board_h, _, _ = board_size(bounds)
    width = max(MIN_WIDTH, board_w + PAD)
    board_top = header(None, view, width, lang) + 10
    panels_top = board_top + board_h + 18
    img = Image.new("RGB", (width, panels(None, view, panels_top, width, lang)), PAPER)
    draw = ImageDraw.Draw(img)
    header(draw, view, width, lang)
    draw_board(img, view, bounds, (width - board_w) // 2, board_top, lang)
    panels(draw, view, panels_top, width, lang)
    return img


def legend_end(lang: str, width: int) -> Image.Image:
    """The bottom of a board picture ``width`` wide: the legend and a margin under it (not
    kept: boards use it mapped and compressed, ``bot.render.fled._legend_tail``)."""
    key = legend(lang, width)
    img = Image.new("RGB", (width, key.height + PAD), PAPER)
    img.paste(key)
    return img
