"""Time the computer players of every game: each decision of all-computer games, by role.

Run from the repository root: ``python bench/bench_ai.py [--games N] [--game G …]``
(default: 100 games of each game at each table size below, seeds 1…N). Each ``bot_action``
call (one step: a draw, a card, a move, a vote…) is timed once with ``perf_counter``; a row
gives the calls, the median, the 99th percentile and the largest time per call, for one role
(Fugitive) or all seats of one table size (the others). The budget is 50 ms at p99 (issue 25):
a computer answers within a human's patience, and the event loop is never held for long.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import get_engine
from rules.core import Rng

#: the table sizes measured per game: the smallest, and the largest a computer table reaches
SIZES = {"fugitive": (2,), "fled": (2, 4), "elba": (3, 6), "alcatraz": (3, 4)}


def timings(game: str, players: int, games: int) -> dict[str, list[float]]:
    """Seconds per decision, by row label (a role where seats have roles, else every seat)."""
    engine = get_engine(game)
    roles = engine.roles if len(engine.roles) == players else ()
    seconds: dict[str, list[float]] = {}
    for seed in range(1, games + 1):
        state = engine.setup(players, None, seed)
        rng = Rng(s=seed)
        while seats := engine.to_act(state):
            seat = rng.choice(seats)
            started = time.perf_counter()
            action = engine.bot_action(state, seat, rng)
            spent = time.perf_counter() - started
            seconds.setdefault(roles[seat] if roles else "every seat", []).append(spent)
            state, _ = engine.apply(state, seat, action)
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--game", action="append", choices=sorted(SIZES))
    args = parser.parse_args()
    print(f"computer decisions over {args.games} games per row (ms per bot_action call)")
    heads = ("calls", "median", "p99", "max")
    print(f"{'game':<10} {'players':>7} {'who':<12} " + " ".join(f"{h:>8}" for h in heads))
    for game in args.game or SIZES:
        for players in SIZES[game]:
            for who, values in timings(game, players, args.games).items():
                ms = sorted(v * 1000 for v in values)
                p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
                print(
                    f"{game:<10} {players:>7} {who:<12} {len(ms):>8} "
                    f"{statistics.median(ms):>8.3f} {p99:>8.3f} {ms[-1]:>8.3f}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
