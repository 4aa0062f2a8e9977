"""Random playouts with four players: 300 seeded games (see test_alcatraz_playout.py)."""

from __future__ import annotations

from tests.rules.test_alcatraz_playout import random_playouts


def test_random_playouts_four_players() -> None:
    random_playouts(4)
