"""Small charts for records: a player's ratings through their games (``/profile``) and a
server's win rates by seat or role (``/stats``). Every word arrives translated; a chart says in
pictures what its message says in text, for people who would rather look than read."""

from __future__ import annotations

from PIL import ImageDraw

from bot.render.common import INK, MUTED, PAPER, font, new_canvas, seat_colour, to_png

WIDTH, HEIGHT = 720, 360
#: the plot's margins: left for the values, bottom for the games' count, top for the title
LEFT, RIGHT, TOP, BOTTOM = 64, 24, 56, 48
#: a line's games: at most this many points (the newest)
MOST_POINTS = 100
GRID = (222, 218, 210)


def rating_lines(title: str, axis: str, series: tuple[tuple[str, tuple[float, ...]], ...]) -> bytes:
    """One line per game (``(name, ratings oldest first)``) over the player's rated games of
    it, each in its own colour with its name at its end; ``axis`` names the horizontal axis."""
    image = new_canvas(WIDTH, HEIGHT)
    draw = ImageDraw.Draw(image)
    draw.text((LEFT, 16), title, font=font(20, True), fill=INK)
    values = [v for _, points in series for v in points[-MOST_POINTS:]]
    low, high = (min(values), max(values)) if values else (0.0, 1.0)
    if high - low < 1:
        low, high = low - 0.5, high + 0.5
    longest = max((len(points[-MOST_POINTS:]) for _, points in series), default=1)
    right = WIDTH - RIGHT - 120  # room for the names at the lines' ends
    bottom = HEIGHT - BOTTOM

    def at(i: int, value: float) -> tuple[float, float]:
        x = LEFT + (right - LEFT) * (i / max(1, longest - 1))
        y = bottom - (bottom - TOP) * (value - low) / (high - low)
        return x, y

    for k in range(5):  # the grid, with its values
        value = low + (high - low) * k / 4
        y = at(0, value)[1]
        draw.line((LEFT, y, right, y), fill=GRID)
        draw.text((LEFT - 8, y), f"{value:.1f}", font=font(13), fill=MUTED, anchor="rm")
    draw.text(((LEFT + right) / 2, HEIGHT - 18), axis, font=font(13), fill=MUTED, anchor="mm")
    for n, (name, points) in enumerate(series):
        shown = points[-MOST_POINTS:]
        colour = seat_colour(n)
        xy = [at(i, v) for i, v in enumerate(shown)]
        if len(xy) > 1:
            draw.line(xy, fill=colour, width=3, joint="curve")
        for x, y in xy[-1:] if len(xy) > 12 else xy:
            draw.ellipse((x - 4, y - 4, x + 4, y + 4), fill=colour)
        x, y = xy[-1]
        draw.text(
            (x + 10, y), f"{name} {shown[-1]:.1f}", font=font(14, True), fill=colour, anchor="lm"
        )
    return to_png(image, colours=32)


def rate_bars(title: str, rows: tuple[tuple[str, float, str], ...]) -> bytes:
    """One bar per seat or role: ``(name, share won from 0 to 1, the words beside it)``."""
    height = TOP + 20 + 44 * len(rows)
    image = new_canvas(WIDTH, max(height, 120))
    draw = ImageDraw.Draw(image)
    draw.text((24, 16), title, font=font(20, True), fill=INK)
    left, right = 170, WIDTH - 220
    for n, (name, share, words) in enumerate(rows):
        y = TOP + 10 + 44 * n
        draw.text((left - 12, y + 14), name, font=font(16, True), fill=INK, anchor="rm")
        draw.rectangle((left, y, right, y + 28), fill=PAPER, outline=GRID)
        width = (right - left) * max(0.0, min(1.0, share))
        if width >= 1:
            draw.rectangle((left, y, left + width, y + 28), fill=seat_colour(n))
        draw.text((right + 12, y + 14), words, font=font(15), fill=INK, anchor="lm")
    return to_png(image, colours=32)
