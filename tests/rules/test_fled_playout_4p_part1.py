"""Seeded random 4-player games of Fled, part 1 of 2 (games 0-149 of 300).

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


@pytest.mark.parametrize("start", range(0, 150, CHUNK))
def test_random_four_player_games(start: int) -> None:
    run_playouts(4, range(4000 + start, 4000 + start + CHUNK))
