"""The records' charts: a player's ratings through their games and a server's wins by seat."""

from __future__ import annotations

import io

from PIL import Image

from bot.render.charts import HEIGHT, MOST_POINTS, WIDTH, rate_bars, rating_lines
from bot.render.common import seat_colour


def picture(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def colours(png: bytes) -> set[tuple[int, int, int]]:
    rgb = picture(png).convert("RGB")
    return {c for _, c in rgb.getcolors(1 << 16) or []}


def test_each_games_line_is_drawn_in_its_own_colour() -> None:
    png = rating_lines("Ratings", "games", (("Fled", (25.0, 26.0, 27.5)), ("Elba", (25.0, 24.0))))
    image = picture(png)
    assert image.format == "PNG" and image.mode == "P" and image.size == (WIDTH, HEIGHT)
    seen = colours(png)
    assert seat_colour(0) in seen and seat_colour(1) in seen and seat_colour(2) not in seen
    one = rating_lines("Ratings", "games", (("Fled", (25.0, 26.0, 27.5)),))
    assert seat_colour(1) not in colours(one)


def test_a_single_game_and_a_flat_line_are_drawn_too() -> None:
    for series in ((("Fled", (25.0,)),), (("Fled", (20.0, 20.0, 20.0)),)):
        assert seat_colour(0) in colours(rating_lines("Ratings", "games", series))


def test_a_long_history_shows_its_newest_games() -> None:
    old = tuple(float(v) for v in range(300))
    newest = old[-MOST_POINTS:]
    assert rating_lines("R", "g", (("Fled", old),)) == rating_lines("R", "g", (("Fled", newest),))


def test_a_bar_is_as_long_as_its_share() -> None:
    png = rate_bars("Wins", (("Fugitive", 0.25, "25 %"), ("Marshal", 0.75, "75 %")))
    rgb = picture(png).convert("RGB")

    def filled(colour: tuple[int, int, int]) -> int:
        return dict((c, n) for n, c in rgb.getcolors(1 << 16) or [])[colour]

    assert 2.5 < filled(seat_colour(1)) / filled(seat_colour(0)) < 3.5
