"""Seeded random 2-player games of Fled, part 2 of 2 (games 150-299 of 300).

Every invariant is checked at every step (see ``test_fled_support.run_playouts``): legal
actions apply, illegal ones raise and change nothing, every tile is in exactly one place,
forests only on the ring, no door against a window, views hide hands and face-down shackles,
games end, scores follow the formula, replays and JSON round trips are identical. The 300
games per player count are split over two files to keep each file's run time short.
"""

from __future__ import annotations

import pytest

from tests.rules.fled.support import run_playouts

#: long random games
pytestmark = pytest.mark.slow

CHUNK = 50


@pytest.mark.parametrize("start", range(150, 300, CHUNK))
def test_random_two_player_games(start: int) -> None:
    run_playouts(2, range(2000 + start, 2000 + start + CHUNK))
