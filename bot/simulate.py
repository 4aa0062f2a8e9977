"""``python -m bot simulate <game>``: many computer (or random) games, with statistics."""

from __future__ import annotations

import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from rules import get_engine
from rules.core import Rng


@dataclass
class Stats:
    games: int = 0
    finished: int = 0
    capped: int = 0
    steps: list[int] = field(default_factory=list)
    winners: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    numbers: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    labels: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    seconds: float = 0.0


def play_one(
    game: str, players: int, seed: int, *, random_play: bool, max_steps: int
) -> tuple[Any, int, bool]:
    """One game from ``seed``; returns (final state, steps, finished)."""
    engine = get_engine(game)
    state = engine.setup(players, None, seed)
    rng = Rng(s=seed ^ 0xC0FFEE)
    for step in range(max_steps):
        seats = engine.to_act(state)
        if not seats:
            return state, step, True
        seat = rng.choice(seats)
        if random_play:
            action = rng.choice(engine.legal_actions(state, seat))
        else:
            action = engine.bot_action(state, seat, rng)
        state, _ = engine.apply(state, seat, action)
    return state, max_steps, engine.outcome(state) is not None


def simulate(
    game: str,
    games: int,
    players: int | None = None,
    seed: int = 1,
    *,
    random_play: bool = False,
    max_steps: int = 20_000,
) -> Stats:
    engine = get_engine(game)
    n = players or engine.min_players
    stats = Stats()
    started = time.perf_counter()
    for i in range(games):
        state, steps, finished = play_one(
            game, n, seed + i, random_play=random_play, max_steps=max_steps
        )
        stats.games += 1
        stats.steps.append(steps)
        outcome = engine.outcome(state)
        if not finished or outcome is None:
            stats.capped += 1
            continue
        stats.finished += 1
        stats.reasons[outcome.reason] += 1
        stats.winners[" + ".join(f"seat {w}" for w in outcome.winners) or "nobody"] += 1
        for key, value in engine.summary(state).items():
            if isinstance(value, bool) or not isinstance(value, int | float):
                stats.labels[key][str(value)] += 1
            else:
                stats.numbers[key].append(float(value))
    stats.seconds = time.perf_counter() - started
    return stats


def report(game: str, stats: Stats, players: int) -> str:
    title = get_engine(game).title
    mean_steps = sum(stats.steps) / max(1, len(stats.steps))
    lines = [
        f"{title}: {stats.games} games, {players} players, {stats.seconds:.1f} s "
        f"({stats.games / max(stats.seconds, 1e-9):.1f} games/s)",
        f"finished: {stats.finished}   stopped at the step cap: {stats.capped}",
        f"average length: {mean_steps:.1f} actions",
        "",
        "winners:",
        *(
            f"  {who:<24} {count:>6}  {count / stats.games:6.1%}"
            for who, count in stats.winners.most_common()
        ),
        "how games ended:",
        *(
            f"  {why:<24} {count:>6}  {count / stats.games:6.1%}"
            for why, count in stats.reasons.most_common()
        ),
    ]
    for key, values in sorted(stats.numbers.items()):
        lines.append(
            f"{key}: average {sum(values) / len(values):.2f} (min {min(values):g}, "
            f"max {max(values):g})"
        )
    for key, counter in sorted(stats.labels.items()):
        top = ", ".join(f"{label} ×{count}" for label, count in counter.most_common(10))
        lines.append(f"{key}: {top}")
    return "\n".join(lines)
