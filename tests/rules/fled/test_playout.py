"""Seeded random games of Fled: 300 for each player count n (2, 3 and 4), seeds 1000·n to
1000·n + 299.

Every invariant is checked at every step (see ``support.run_playouts``): legal
actions apply, illegal ones raise and change nothing, every tile is in exactly one place,
forests only on the ring, no door against a window, views hide hands and face-down shackles,
games end, scores follow the formula, replays and JSON round trips are identical. Each test
plays a batch of 50 games, so that ``-n auto`` spreads the 900 games over the cores.
"""

from __future__ import annotations

import pytest

from tests.rules.fled.support import run_playouts

#: long random games
pytestmark = pytest.mark.slow

GAMES = 300
CHUNK = 50


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
@pytest.mark.parametrize("n", [2, 3, 4], ids=lambda n: f"{n}p")
def test_random_games(n: int, start: int) -> None:
    run_playouts(n, range(1000 * n + start, 1000 * n + start + CHUNK))
