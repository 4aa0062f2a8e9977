"""The games' random generator: splitmix64, unchanged from one version to the next (stored
games replay their shuffles and dice from it)."""

from __future__ import annotations

import random

from rules.core import Rng


def test_the_stream_is_splitmix64() -> None:
    # the first outputs of splitmix64 seeded with 0, as published with the algorithm
    rng = Rng(s=0)
    assert [rng.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_randbelow_rejects_and_reduces_draws_of_next_u64() -> None:
    """``randbelow`` does its own draws (faster); it must give what drawing with ``next_u64``
    and rejecting the top of the range gives, and leave the generator in the same place."""
    pick = random.Random(7)
    for seed in (0, 1, 0xDEADBEEF, (1 << 64) - 1):
        fast, plain = Rng(s=seed), Rng(s=seed)
        for _ in range(500):
            n = pick.choice([1, 2, 3, 6, 41, 1000, (1 << 63) + 1, (1 << 64) - 1])
            limit = (1 << 64) - (1 << 64) % n
            while (x := plain.next_u64()) >= limit:
                pass
            assert fast.randbelow(n) == x % n
            assert fast.s == plain.s
