"""Random playouts with four players: 300 seeded games (see test_alcatraz_playout.py)."""

from __future__ import annotations

import pytest

from tests.rules.alcatraz.test_playout import random_playouts

#: long random games
pytestmark = pytest.mark.slow


def test_random_playouts_four_players() -> None:
    random_playouts(4)
