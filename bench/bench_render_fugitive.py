"""Time the Fugitive pictures: route length × render time (median ms) and PNG size (KiB).

Run from the repository root: ``python bench/bench_render_fugitive.py [runs]``. "cold" is one
call right after emptying the caches of drawn cards; "median" is over ``runs`` warm calls.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.render import fugitive as fr

CACHED = (
    fr.card_face,
    fr.card_back,
    fr.card_shadow,
    fr.hidden_overlay,
    fr.pending_overlay,
    fr.notepad_cell,
    fr._blank_card,
    fr._legend_cell,
)


def route(length: int) -> list[tuple[int, bool, list[int]]]:
    """Card 0 then increasing hideouts; every third one revealed; one or two sprint cards often."""
    cards: list[tuple[int, bool, list[int]]] = [(0, True, [])]
    for i in range(1, length):
        cards.append((2 * i, i % 3 == 0, [41 - i] * (i % 3)))
    return cards


def view(length: int, private: bool) -> dict[str, Any]:
    entries = []
    for number, face_up, sprints in route(length):
        hidden = not face_up and not private
        entries.append(
            {
                "number": None if hidden else number,
                "face_up": face_up,
                "sprint_count": len(sprints),
                "sprint_cards": None if hidden else sprints,
            }
        )
    v: dict[str, Any] = {
        "game": "fugitive",
        "seat": 0 if private else None,
        "role": "fugitive" if private else None,
        "phase": "marshal_guess",
        "to_act": [1],
        "turn": length,
        "draws_left": 0,
        "piles": [5, 10, 12],
        "hand_sizes": [9, 4],
        "route": entries,
        "guesses": [{"numbers": [3, 5], "hit": False, "manhunt": False}],
        "winner": None,
        "reason": None,
        "pile_ranges": [[4, 14], [15, 28], [29, 41]],
    }
    if private:
        v["hand"] = [1, 3, 9, 17, 23, 29, 33, 37, 42]
        v["pending"] = None
    return v


def measure(fn: Callable[[], bytes], runs: int) -> tuple[float, float, float]:
    for cached in CACHED:
        cached.cache_clear()
    t0 = time.perf_counter()
    fn()
    cold = (time.perf_counter() - t0) * 1000
    times = []
    size = 0
    for _ in range(runs):
        t0 = time.perf_counter()
        size = len(fn())
        times.append((time.perf_counter() - t0) * 1000)
    return cold, statistics.median(times), size / 1024


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    print(f"Fugitive pictures, median of {runs} warm runs (cold = first call, empty caches)")
    print(f"{'picture':<10}{'route':>6}{'cold ms':>10}{'median ms':>11}{'PNG KiB':>9}")
    for length in (1, 8, 20):
        crossed = set(range(1, 2 * length + 1, 2))
        public, private = view(length, private=False), view(length, private=True)
        cases: list[tuple[str, Callable[[], bytes]]] = [
            ("route", partial(fr.render_public, public)),
            ("private", partial(fr.render_private, private)),
            ("notepad", partial(fr.render_notepad, crossed, {2, 4, 6}, {41})),
        ]
        for name, fn in cases:
            cold, median, kib = measure(fn, runs)
            print(f"{name:<10}{length:>6}{cold:>10.1f}{median:>11.1f}{kib:>9.1f}")
    text = fr.describe_public(view(20, private=False))
    print(f"alt text for a 20-card route: {len(text)} characters")


if __name__ == "__main__":
    main()
