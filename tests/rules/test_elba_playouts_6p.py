"""300 seeded random games of Escape from Elba with 6 players, checking every invariant."""

from __future__ import annotations

import pytest

from tests.rules.elba.test_playout import run_batch

#: long random games
pytestmark = pytest.mark.slow

BATCH = 50


@pytest.mark.parametrize("start", range(0, 300, BATCH))
def test_random_playouts_6_players(start: int) -> None:
    tally = run_batch(6, range(start, start + BATCH))
    assert tally["games"] == BATCH
    # every game ends: by an escape or (random play only) by the house turn limit
    assert tally["escaped"] + tally["turn_limit"] == BATCH
    print(f"6 players, seeds {start}-{start + BATCH - 1}: {dict(tally)}")
