"""Escape from Elba benchmarks: playouts per second, legal-action generation, rendering.

Run: ``PYTHONPATH=. python bench/bench_elba.py [--games N]``. Prints a table; asserts nothing.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from bot.render import elba as render
from rules.core import Rng
from rules.elba import ElbaEngine
from rules.elba.models import ElbaOptions, ElbaState

E = ElbaEngine()


def random_game(n: int, seed: int, rounds: int) -> tuple[int, ElbaState, list[ElbaState]]:
    """Uniformly random legal actions, ended by a house turn limit; returns the steps, the
    final state and a sample of positions."""
    state = E.setup(n, ElbaOptions(turn_limit=rounds * n), seed)
    rng = Rng(s=seed)
    steps = 0
    sample: list[ElbaState] = []
    while E.to_act(state):
        seat = rng.choice(E.to_act(state))
        state, _ = E.apply(state, seat, rng.choice(E.legal_actions(state, seat)))
        steps += 1
        if steps % 7 == 0:
            sample.append(state)
    return steps, state, sample


def bot_game(n: int, seed: int) -> tuple[int, ElbaState]:
    state = E.setup(n, seed=seed)
    rng = Rng(s=seed)
    steps = 0
    while E.to_act(state):
        seat = E.to_act(state)[0]
        state, _ = E.apply(state, seat, E.bot_action(state, seat, rng))
        steps += 1
    return steps, state


def row(name: str, value: float, unit: str, note: str = "") -> None:
    print(f"| {name:<44} | {value:>12.2f} | {unit:<12} | {note}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args(argv)
    print(f"| {'measure':<44} | {'value':>12} | {'unit':<12} | note")
    print(f"|{'-' * 46}|{'-' * 14}|{'-' * 14}|------")
    positions: list[ElbaState] = []
    for n in (3, 6):
        t0 = time.perf_counter()
        steps = 0
        for seed in range(args.games):
            s, _, sample = random_game(n, seed, rounds=10)
            steps += s
            positions += sample[:20]
        dt = time.perf_counter() - t0
        row(
            f"random playouts, {n} players (10-round limit)",
            args.games / dt,
            "games/s",
            f"{steps / dt:,.0f} actions/s",
        )
        t0 = time.perf_counter()
        steps = 0
        turns = 0
        for seed in range(args.games):
            s, final = bot_game(n, seed)
            steps += s
            turns += final.turn
        dt = time.perf_counter() - t0
        row(
            f"computer-player games, {n} players",
            args.games / dt,
            "games/s",
            f"{steps / dt:,.0f} actions/s, {turns / args.games:.1f} turns/game",
        )
    t0 = time.perf_counter()
    calls = 0
    for state in positions:
        for seat in E.to_act(state):
            E.legal_actions(state, seat)
            calls += 1
    dt = time.perf_counter() - t0
    row("legal_actions per position", dt / calls * 1e6, "µs/call", f"{calls} positions")
    t0 = time.perf_counter()
    for state in positions[:500]:
        for seat in E.to_act(state):
            E.bot_action(state, seat, Rng(s=1))
    dt = time.perf_counter() - t0
    row("bot_action per position", dt / min(500, len(positions)) * 1e6, "µs/call")
    views: list[dict[str, Any]] = [E.view(s, None) for s in positions[:60]]
    render.render_public(views[0])  # warm the cached empty board
    t0 = time.perf_counter()
    sizes = [len(render.render_public(v)) for v in views]
    dt = time.perf_counter() - t0
    row(
        "render_public (board PNG)",
        dt / len(views) * 1e3,
        "ms/picture",
        f"PNG {sum(sizes) / len(sizes) / 1024:.1f} KiB average, {max(sizes) / 1024:.1f} max",
    )
    hands = [E.view(s, s.active) for s in positions[:60]]
    t0 = time.perf_counter()
    sizes = [len(render.render_private(v)) for v in hands]
    dt = time.perf_counter() - t0
    row(
        "render_private (hand PNG)",
        dt / len(hands) * 1e3,
        "ms/picture",
        f"PNG {sum(sizes) / len(sizes) / 1024:.1f} KiB average",
    )


if __name__ == "__main__":
    main()
