"""Alcatraz benchmarks: random and computer-player playouts per second, legal-action generation
per position, and the board picture's render time and PNG size. Prints a table; asserts nothing.

    PYTHONPATH=. python bench/bench_alcatraz.py [games]
"""

from __future__ import annotations

import sys
import time
from statistics import mean

from bot.render.alcatraz import render_private, render_public
from rules.alcatraz import AlcatrazEngine
from rules.alcatraz.models import State
from rules.core import Rng

E = AlcatrazEngine()


def random_game(n: int, seed: int) -> tuple[int, list[State]]:
    rng = Rng(s=seed)
    s = E.setup(n, None, seed)
    steps, positions = 0, []
    while E.to_act(s):
        seat = rng.choice(E.to_act(s))
        s, _ = E.apply(s, seat, rng.choice(E.legal_actions(s, seat)))
        steps += 1
        if steps % 10 == 0:
            positions.append(s)
    return steps, positions


def bot_game(n: int, seed: int) -> tuple[int, State]:
    rng = Rng(s=seed)
    s = E.setup(n, None, seed)
    steps = 0
    while E.to_act(s):
        seat = E.to_act(s)[0]
        s, _ = E.apply(s, seat, E.bot_action(s, seat, rng))
        steps += 1
    return steps, s


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    rows: list[tuple[str, str]] = []
    positions: list[State] = []
    for n in (3, 4):
        t0 = time.perf_counter()
        steps = 0
        for seed in range(games):
            k, pos = random_game(n, seed)
            steps += k
            positions += pos
        dt = time.perf_counter() - t0
        rows.append((f"random playouts, {n} players", f"{games / dt:8.1f} games/s"))
        rows.append((f"  actions applied, {n} players", f"{steps / dt:8.0f} actions/s"))
    for n in (3, 4):
        t0 = time.perf_counter()
        finals = [bot_game(n, seed)[1] for seed in range(games // 4)]
        dt = time.perf_counter() - t0
        escapes = sum(1 for s in finals if s.result and s.result.reason == "escape")
        rows.append((f"computer-player games, {n} players", f"{len(finals) / dt:8.1f} games/s"))
        rows.append(
            (
                f"  escapes / tasks per game, {n}p",
                f"{escapes / len(finals):.2f} / {mean(s.tasks_done for s in finals):.2f}",
            )
        )
    t0 = time.perf_counter()
    count = 0
    for s in positions:
        for seat in E.to_act(s):
            count += len(E.legal_actions(s, seat))
    dt = time.perf_counter() - t0
    rows.append(("legal-action generation", f"{dt / len(positions) * 1e6:8.0f} µs/position"))
    rows.append(("  legal actions per position", f"{count / len(positions):8.1f}"))
    sample = positions[:: max(1, len(positions) // 40)][:40]
    t0 = time.perf_counter()
    sizes = [len(render_public(E.view(s, None))) for s in sample]
    dt = time.perf_counter() - t0
    rows.append(("board render (public)", f"{dt / len(sample) * 1000:8.1f} ms"))
    rows.append(
        ("  board PNG size", f"{mean(sizes) / 1024:8.1f} KiB (max {max(sizes) / 1024:.1f})")
    )
    t0 = time.perf_counter()
    for s in sample:
        render_private(E.view(s, 0))
    rows.append(
        ("sheet render (private)", f"{(time.perf_counter() - t0) / len(sample) * 1000:8.1f} ms")
    )
    width = max(len(r[0]) for r in rows)
    print(f"Alcatraz benchmarks ({games} random games per player count)")
    for name, value in rows:
        print(f"{name:<{width}}  {value}")


if __name__ == "__main__":
    main()
