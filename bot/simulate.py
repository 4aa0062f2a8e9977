"""``python -m bot simulate <game>``: many computer (or random) games, with statistics.

Seats may be played by different players (``--seat-ai 0=random``, or ``0=package.module:function``
for a computer kept outside the product, such as the version a new one is measured against),
and ``--swap`` plays every seed a second time with the seats' players exchanged, so that two
computers meet on the same deals from both sides."""

from __future__ import annotations

import importlib
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules import get_engine
from rules.core import Engine, Rng

#: a seat's player: (engine, state, seat, rng) -> action
Player = Callable[[Any, Any, int, Rng], Any]
AI, RANDOM = "ai", "random"


class PlayerError(ValueError):
    """A ``--seat-ai`` the command refuses (its message is the sentence to print)."""


def _ai(engine: Engine[Any, Any, Any, Any], state: Any, seat: int, rng: Rng) -> Any:
    return engine.bot_action(state, seat, rng)


def _random(engine: Engine[Any, Any, Any, Any], state: Any, seat: int, rng: Rng) -> Any:
    return rng.choice(engine.legal_actions(state, seat))


def load_player(name: str) -> Player:
    """``ai`` (the engine's computer), ``random``, or ``module:function`` (imported here)."""
    if name == AI:
        return _ai
    if name == RANDOM:
        return _random
    module, _, function = name.partition(":")
    try:
        found = getattr(importlib.import_module(module), function) if function else None
    except (ImportError, AttributeError):
        found = None
    if not callable(found):
        raise PlayerError(
            f"unknown player {name!r}: use ai, random or module:function "
            "(a function (engine, state, seat, rng) -> action)"
        )
    return found  # type: ignore[no-any-return]


def parse_seats(text: str, players: int) -> dict[int, str]:
    """``0=ai,1=random`` -> {0: "ai", 1: "random"}; seats left out play ``ai``."""
    seats: dict[int, str] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        seat, sep, name = part.partition("=")
        if not sep or not seat.strip().isdigit() or not name.strip():
            raise PlayerError(f"{part!r} is not SEAT=PLAYER (e.g. 0=ai,1=random)")
        number = int(seat)
        if not 0 <= number < players:
            raise PlayerError(f"seat {number} does not exist with {players} players")
        if number in seats:
            raise PlayerError(f"seat {number} is given twice")
        load_player(name.strip())  # refuse a bad name before any game is played
        seats[number] = name.strip()
    return seats


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
    #: (seat, its player) -> [games, wins]: per role where seats have roles
    by_player: dict[tuple[int, str], list[int]] = field(default_factory=dict)
    #: (seat, its player) -> the engine's per-seat facts, one value per finished game
    per_seat: dict[tuple[int, str], dict[str, list[float]]] = field(default_factory=dict)
    seconds: float = 0.0


def play_one(
    game: str,
    players: int,
    seed: int,
    *,
    random_play: bool,
    max_steps: int,
    seat_players: list[Player] | None = None,
    options: Any = None,
) -> tuple[Any, int, bool]:
    """One game from ``seed`` (with the game's ``options``, the rulebook's by default); returns
    (final state, steps, finished). ``seat_players`` gives each seat's player (default: the
    engine's computer, or random moves with ``random_play``)."""
    engine = get_engine(game)
    state = engine.setup(players, options, seed)
    rng = Rng(s=seed ^ 0xC0FFEE)
    chosen = seat_players or [_random if random_play else _ai] * players
    for step in range(max_steps):
        seats = engine.to_act(state)
        if not seats:
            return state, step, True
        seat = rng.choice(seats)
        action = chosen[seat](engine, state, seat, rng)
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
    seat_ai: dict[int, str] | None = None,
    swap: bool = False,
    options: Any = None,
) -> Stats:
    """``games`` games from seeds ``seed``, ``seed + 1``, …; with ``swap``, each seed is played
    a second time with the seats' players in reverse order (2 × ``games`` games)."""
    engine = get_engine(game)
    n = players or engine.min_players
    default = RANDOM if random_play else AI
    names = [(seat_ai or {}).get(seat, default) for seat in range(n)]
    lineups = [names, names[::-1]] if swap else [names]
    stats = Stats()
    started = time.perf_counter()
    loaded = {name: load_player(name) for name in names}
    for i in range(games):
        for lineup in lineups:
            _play_and_count(engine, stats, seed + i, lineup, loaded, max_steps, options)
    stats.seconds = time.perf_counter() - started
    return stats


def _play_and_count(
    engine: Engine[Any, Any, Any, Any],
    stats: Stats,
    seed: int,
    lineup: list[str],
    loaded: dict[str, Player],
    max_steps: int,
    options: Any,
) -> None:
    state, steps, finished = play_one(
        engine.id,
        len(lineup),
        seed,
        random_play=False,
        max_steps=max_steps,
        seat_players=[loaded[name] for name in lineup],
        options=options,
    )
    stats.games += 1
    stats.steps.append(steps)
    outcome = engine.outcome(state)
    for seat, name in enumerate(lineup):
        record = stats.by_player.setdefault((seat, name), [0, 0])
        record[0] += 1
        record[1] += outcome is not None and seat in outcome.winners
    if not finished or outcome is None:
        stats.capped += 1
        return
    stats.finished += 1
    stats.reasons[outcome.reason] += 1
    stats.winners[" + ".join(f"seat {w}" for w in outcome.winners) or "nobody"] += 1
    for seat, name in enumerate(lineup):
        facts = stats.per_seat.setdefault((seat, name), defaultdict(list))
        for key, number in engine.seat_summary(state, seat).items():
            facts[key].append(float(number))
    for key, value in engine.summary(state).items():
        if isinstance(value, bool) or not isinstance(value, int | float):
            stats.labels[key][str(value)] += 1
        else:
            stats.numbers[key].append(float(value))


def report(game: str, stats: Stats, players: int) -> str:
    engine = get_engine(game)
    title = engine.title
    roles = engine.roles if len(engine.roles) == players else ()
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
        "wins by seat and player:",
        *(
            f"  {seat} {roles[seat] if roles else '':<10} {name:<44} "
            f"{won:>6} / {played:<6} {won / max(1, played):6.1%}"
            for (seat, name), (played, won) in sorted(stats.by_player.items())
        ),
    ]
    keys = sorted({key for facts in stats.per_seat.values() for key in facts})
    if keys:
        lines.append("per seat and player (average per finished game):")
        lines.append(f"  {'seat':<4} {'player':<44} " + " ".join(f"{k:>14}" for k in keys))
        for (seat, name), facts in sorted(stats.per_seat.items()):
            cells = (
                f"{sum(facts[k]) / len(facts[k]):>14.3f}" if facts.get(k) else f"{'–':>14}"
                for k in keys
            )
            lines.append(f"  {seat:<4} {name:<44} " + " ".join(cells))
    for key, values in sorted(stats.numbers.items()):
        lines.append(
            f"{key}: average {sum(values) / len(values):.2f} (min {min(values):g}, "
            f"max {max(values):g})"
        )
    for key, counter in sorted(stats.labels.items()):
        top = ", ".join(
            f"{label} ×{count} ({count / max(1, stats.finished):.1%})"
            for label, count in counter.most_common(10)
        )
        lines.append(f"{key}: {top}")
    return "\n".join(lines)
