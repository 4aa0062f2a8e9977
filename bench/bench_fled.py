"""Time the Fled engine and pictures.

Run from the repository root: ``python bench/bench_fled.py [games] [--engine]`` (``--engine``:
the engine's rows only, no pictures). Prints one table:

* ``legal_actions`` per position over mid-game positions (the middle third of 4-player
  computer games) and late-game positions (their last fifth), in the placement and the play
  steps, and the two together (the performance goal's figure). Each position is timed *cold*:
  the state is read back from its JSON form and the board caches are emptied before the call,
  so nothing computed for an earlier position (or by the game that produced it) is reused.
  The median of five such calls per position, averaged over the positions.
* random playouts per second for 2 and 4 players: every step a uniformly random legal action
  (``rng.choice(legal_actions)``) applied with ``apply``, no checks; median of three runs of
  ``games`` games, with the mean number of steps per game. Computer-player games per second.
* the pictures of the fullest prison we can build (every tile that still fits added): the public
  board cold (picture caches emptied, catalogues already read) and warm, in English and in
  French, a seat's hand with a shackle, and the choices picture with 20 marks (placements
  sharing cells, and destinations); warm times are medians of 9 runs; each with its size in
  pixels and in KiB.
"""

from __future__ import annotations

import io
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image

from bot.i18n import catalogue
from bot.render import fled as fr
from bot.render.fled.cells import cell_image
from bot.render.fled.hand import hand_tile_image
from rules.core import Rng
from rules.fled import FledEngine
from rules.fled.board import clear_caches, step
from rules.fled.models import FledState, Placed
from rules.fled.queries import board_of
from rules.fled.tiles import DIRS

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


def cold_call_us(state: FledState, runs: int = 5) -> tuple[float, int]:
    """The median of ``runs`` cold legal_actions calls on one position (state read back from
    JSON, board caches emptied, neither counted in the time), in microseconds, and the number of
    actions. The median keeps out the calls that another process on the machine interrupted."""
    times = []
    count = 0
    for _ in range(runs):
        again = fresh(state)
        clear_caches()
        start = time.perf_counter()
        count = len(ENGINE.legal_actions(again, again.current))
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6, count


def fresh(state: FledState) -> FledState:
    """The same position without anything derived from it in the game that built it."""
    return ENGINE.load_state(state.model_dump_json())


def games_per_second(n: int, games: int, bot: bool) -> tuple[float, float]:
    """Games per second and steps per game; ``bot=False``: every step a uniformly random legal
    action."""
    steps = 0
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
            steps += 1
    return games / (time.perf_counter() - start), steps / games


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


def twenty_marks(state: FledState) -> list[tuple[str, list[tuple[int, int]]]]:
    """Marks as the choices picture gets them: 14 two-cell placements on free cells next to the
    prison (both ways round, so they share cells) and 6 one-cell destinations."""
    taken = {(p.x, p.y) for p in state.placed}
    taken |= {step((p.x, p.y), p.tail) for p in state.placed}
    free = sorted(
        (x, y)
        for x in range(1, 13)
        for y in range(1, 12)
        if (x, y) not in taken and any(step((x, y), d) in taken for d in DIRS)
    )
    marks: list[tuple[str, list[tuple[int, int]]]] = []
    for cell in free:
        for d in DIRS:
            other = step(cell, d)
            inside = 1 <= other[0] <= 12 and 1 <= other[1] <= 11
            if inside and other not in taken and len(marks) < 14:
                marks.append((chr(ord("A") + len(marks)), [cell, other]))
    rooms = sorted(taken)[:: max(1, len(taken) // 6)][:6]
    for x, y in rooms:
        marks.append((f"{'ABCDEFGHIJKLMN'[x]}{y + 1}", [(x, y)]))
    return marks


def timed(render: Any, *args: Any, runs: int = 9) -> tuple[float, bytes]:
    """Median milliseconds of ``runs`` calls, and the picture."""
    times = []
    png = b""
    for _ in range(runs):
        start = time.perf_counter()
        png = render(*args)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), png


def size(png: bytes) -> str:
    width, height = Image.open(io.BytesIO(png)).size
    return f"{width}×{height} px, {len(png) / 1024:.0f} KiB"


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = int(args[0]) if args else 20
    mid, late = bot_positions(max(4, games // 4))
    rows: list[tuple[str, str]] = []
    steps = ("place", "play")
    mid = [s for s in mid if s.phase in steps]
    late = [s for s in late if s.phase in steps]
    timed_mid = [(s.phase, *cold_call_us(s)) for s in mid]
    timed_late = [(s.phase, *cold_call_us(s)) for s in late]
    groups = (
        ("mid game", timed_mid),
        ("late game", timed_late),
        ("mid + late", timed_mid + timed_late),
    )
    for label, group in groups:
        for phase in (*steps, None):
            some = [(us, count) for p, us, count in group if phase is None or p == phase]
            us = statistics.fmean(u for u, _ in some)
            count = statistics.fmean(c for _, c in some)
            what = f"{phase} step" if phase else "both steps"
            where = f"legal_actions, {label}, {what} ({len(some)} positions)"
            rows.append((where, f"{us:,.0f} µs/call, {count:.0f} actions on average"))
    for n in (2, 4):
        random = [games_per_second(n, games, False) for _ in range(3)]
        rate = statistics.median(r[0] for r in random)
        rows.append(
            (
                f"random playouts, {n} players ({games} games, median of 3)",
                f"{rate:.1f} games/s, {random[0][1]:.0f} steps/game",
            )
        )
        bot_rate, bot_steps = games_per_second(n, games, True)
        rows.append(
            (
                f"computer-player games, {n} players",
                f"{bot_rate:.1f} games/s, {bot_steps:.0f} steps/game",
            )
        )
    if "--engine" in sys.argv:  # the engine's rows only
        print_rows(rows)
        return
    full = fullest_board()
    view = ENGINE.view(full, None)
    catalogue()  # the words are read once per process, not per picture
    cell_image.cache_clear()
    hand_tile_image.cache_clear()
    start = time.perf_counter()
    fr.render_public(view)
    cold = (time.perf_counter() - start) * 1000
    warm, png = timed(fr.render_public, view)
    rows.append(
        (
            f"public board, {len(full.placed)} tiles ({2 * len(full.placed)} room halves)",
            f"cold {cold:.0f} ms, warm {warm:.0f} ms (median), {size(png)}",
        )
    )
    french, png = timed(fr.render_public, view, "fr")
    rows.append(("public board, in French", f"{french:.0f} ms (median), {size(png)}"))
    private = ENGINE.view(full, 0)
    private["shackle"] = private["shackle"] if private["shackle"] is not None else 16
    hand, png = timed(fr.render_private, private)
    rows.append(
        (f"hand, {len(private['hand'])} tiles and a shackle", f"{hand:.0f} ms, {size(png)}")
    )
    marks = twenty_marks(full)
    choices, png = timed(fr.render_choices, view, marks)
    rows.append((f"choices, {len(marks)} marks", f"{choices:.0f} ms (median), {size(png)}"))
    print_rows(rows)


def print_rows(rows: list[tuple[str, str]]) -> None:
    width = max(len(r[0]) for r in rows)
    print(f"{'measure'.ljust(width)}  result")
    for name, value in rows:
        print(f"{name.ljust(width)}  {value}")


if __name__ == "__main__":
    main()
