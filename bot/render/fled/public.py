"""The public picture: whose turn, the cropped board with its pieces, the panels and the
legend, one under the other."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.render.common import PAPER
from bot.render.fled.board import board_size, crop, draw_board
from bot.render.fled.legend import legend
from bot.render.fled.panels import header, panels
from bot.render.fled.style import MIN_WIDTH, PAD
from rules.fled.views import FledView


def public_image(view: FledView, lang: str = "en") -> Image.Image:
    """The board picture, drawn from the public view only, in ``lang``: whose turn, the
    cropped prison with its pieces, the roll call, each prisoner, the Governor's inventory and
    the piles, then the legend. The panels are measured first (drawn with no ``draw``), so the
    picture is made at its height once."""
    bounds = crop(view)
    board_w, board_h, _, _ = board_size(bounds)
    width = max(MIN_WIDTH, board_w + PAD)
    key = legend(lang, width)
    board_top = header(None, view, width, lang) + 10
    panels_top = board_top + board_h + 18
    legend_top = panels(None, view, panels_top, width, lang)
    img = Image.new("RGB", (width, legend_top + key.height + PAD), PAPER)
    draw = ImageDraw.Draw(img)
    header(draw, view, width, lang)
    draw_board(img, view, bounds, (width - board_w) // 2, board_top, lang)
    panels(draw, view, panels_top, width, lang)
    img.paste(key, (0, legend_top))
    return img
