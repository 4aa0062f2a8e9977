"""Time the Fled engine and pictures.

Run from the repository root: ``python bench/bench_fled.py [games]``. Prints one table:

* legal-action generation per position, mid game (20-40 tiles placed) and late game (40+),
  over positions taken from computer-player games;
* random-action playouts per second (no checks) and computer-player games per second, for 2
  and 4 players;
* the board picture of the fullest prison we can build (every tile that still fits added), cold
  (caches emptied) and warm, with its PNG size.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.render import fled as fr
from rules.core import Rng
from rules.fled import FledEngine
from rules.fled.engine import board_of
from rules.fled.models import FledState, Placed

ENGINE = FledEngine()


def bot_positions(games: int) -> tuple[list[FledState], list[FledState]]:
    """Positions from the middle third and the last fifth of 4-player computer games."""
    mid: list[FledState] = []
    late: list[FledState] = []
    for seed in range(games):
        state = ENGINE.setup(4, seed=seed)
        rng = Rng(s=seed)
        seen = []
        while ENGINE.outcome(state) is None:
            seen.append(state)
            seat = ENGINE.to_act(state)[0]
            state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        third = len(seen) // 3
        mid += seen[third : 2 * third]
        late += seen[len(seen) - len(seen) // 5 :]
    return mid, late


def per_call_us(states: list[FledState]) -> tuple[float, float]:
    """Mean microseconds per legal_actions call and mean number of actions."""
    start = time.perf_counter()
    total = 0
    for s in states:
        total += len(ENGINE.legal_actions(s, s.current))
    elapsed = time.perf_counter() - start
    return elapsed / len(states) * 1e6, total / len(states)


def fresh(state: FledState) -> FledState:
    """The same position without the board cache shared with the game that built it."""
    return ENGINE.load_state(state.model_dump_json())


def games_per_second(n: int, games: int, bot: bool) -> float:
    start = time.perf_counter()
    for seed in range(games):
        state = ENGINE.setup(n, seed=seed)
        rng = Rng(s=seed + 7)
        while ENGINE.outcome(state) is None:
            seat = ENGINE.to_act(state)[0]
            if bot:
                action: Any = ENGINE.bot_action(state, seat, rng)
            else:
                action = rng.choice(ENGINE.legal_actions(state, seat))
            state, _ = ENGINE.apply(state, seat, action)
    return games / (time.perf_counter() - start)


def fullest_board() -> FledState:
    """A 4-player game's board with every remaining tile added wherever it still fits."""
    state = bot_positions(1)[1][-1]
    pool = list(state.stack) + list(state.discards) + list(state.governor)
    for p in state.prisoners:
        pool += p.hand
    progress = True
    while progress:
        progress = False
        board = board_of(state)
        for t in list(pool):
            spots = board.placements(t)
            if spots:
                (x, y), tail = spots[len(spots) // 2]
                state.placed.append(Placed(tile=t, x=x, y=y, tail=tail))
                pool.remove(t)
                progress = True
                break
    return state


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    mid, late = bot_positions(max(4, games // 4))
    rows: list[tuple[str, str]] = []
    for label, group in (("mid game", mid), ("late game", late)):
        group = [fresh(s) for s in group if s.phase in ("place", "play")]
        us, count = per_call_us(group)
        where = f"legal_actions, {label} ({len(group)} positions)"
        rows.append((where, f"{us:,.0f} µs/call, {count:.0f} actions on average"))
    for n in (2, 4):
        random_rate = games_per_second(n, games, False)
        rows.append((f"random playouts, {n} players", f"{random_rate:.1f} games/s"))
        bot_rate = games_per_second(n, games, True)
        rows.append((f"computer-player games, {n} players", f"{bot_rate:.1f} games/s"))
    full = fullest_board()
    view = ENGINE.view(full, None)
    fr.cell_image.cache_clear()
    start = time.perf_counter()
    png = fr.render_public(view)
    cold = (time.perf_counter() - start) * 1000
    warm = []
    for _ in range(5):
        start = time.perf_counter()
        fr.render_public(view)
        warm.append((time.perf_counter() - start) * 1000)
    rows.append(
        (
            f"board picture, {len(full.placed)} tiles ({2 * len(full.placed)} room halves)",
            f"cold {cold:.0f} ms, warm {statistics.median(warm):.0f} ms, {len(png) / 1024:.0f} KiB",
        )
    )
    width = max(len(r[0]) for r in rows)
    print(f"{'measure'.ljust(width)}  result")
    for name, value in rows:
        print(f"{name.ljust(width)}  {value}")


if __name__ == "__main__":
    main()
