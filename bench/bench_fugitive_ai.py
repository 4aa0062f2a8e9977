"""Time the computer Fugitive and Marshal: every decision of computer games, by role.

Run from the repository root: ``python bench/bench_fugitive_ai.py [games]`` (default 400,
seeds 1…games). Each ``bot_action`` call (one step: a draw, a hideout card, a sprint card, a
pick, a guess…) is timed once with ``perf_counter``; the table gives the calls per role and the
median, 99th percentile and largest time per call. The budget is 50 ms at p99 (issue 25).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.core import Rng
from rules.fugitive import FugitiveEngine
from rules.fugitive.models import ROLES


def timings(games: int) -> dict[int, list[float]]:
    engine = FugitiveEngine()
    seconds: dict[int, list[float]] = {0: [], 1: []}
    for seed in range(1, games + 1):
        state = engine.setup(2, seed=seed)
        rng = Rng(s=seed)
        while seats := engine.to_act(state):
            seat = seats[0]
            started = time.perf_counter()
            action = engine.bot_action(state, seat, rng)
            seconds[seat].append(time.perf_counter() - started)
            state, _ = engine.apply(state, seat, action)
    return seconds


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    print(f"computer decisions over {games} Fugitive games (ms per call)")
    print(f"{'role':<10} {'calls':>8} {'median':>8} {'p99':>8} {'max':>8}")
    for seat, values in timings(games).items():
        ms = sorted(v * 1000 for v in values)
        p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
        print(
            f"{ROLES[seat]:<10} {len(ms):>8} {statistics.median(ms):>8.3f} {p99:>8.3f} "
            f"{ms[-1]:>8.3f}"
        )


if __name__ == "__main__":
    main()
