"""Time every engine's ``view``: per call, for each seat's own view and the public view.

Run from the repository root: ``python bench/bench_views.py [games]``. Positions are every
step of ``games`` computer games per engine (seeds 0…games-1, the smallest table); each
position is viewed by the seat to act and by the public. The figure is the median of five
passes of the mean microseconds per call.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import get_engine
from rules.core import Rng

GAMES = ("fugitive", "fled", "alcatraz", "elba")


def positions(game: str, games: int) -> list[tuple[Any, int]]:
    engine = get_engine(game)
    seen: list[tuple[Any, int]] = []
    for seed in range(games):
        state = engine.setup(engine.min_players, seed=seed)
        rng = Rng(s=seed)
        while engine.outcome(state) is None and len(seen) < 400 * (seed + 1):
            seat = engine.to_act(state)[0]
            seen.append((state, seat))
            state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
    return seen


def per_call_us(calls: list[Any], repeat: int = 5) -> float:
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        for call in calls:
            call()
        rounds.append((time.perf_counter() - start) / len(calls) * 1e6)
    return statistics.median(rounds)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    print("| game | positions | own view µs | public view µs |")
    print("| --- | ---: | ---: | ---: |")
    for game in GAMES:
        engine = get_engine(game)
        found = positions(game, games)
        own = per_call_us([lambda s=s, seat=seat, e=engine: e.view(s, seat) for s, seat in found])
        public = per_call_us([lambda s=s, e=engine: e.view(s, None) for s, _ in found])
        print(f"| {game} | {len(found)} | {own:.1f} | {public:.1f} |")


if __name__ == "__main__":
    main()
