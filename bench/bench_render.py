"""Every game's pictures over seeded all-computer games: PNG size and CPU time per picture.

Run from the repository root:
``python bench/bench_render.py [--games 2] [--positions 24] [--repeat 3] [--only GAME ...]``.
For each game and table size, ``--games`` computer games (seeds 1, 2, …) are played and
``--positions`` positions spread evenly over each are kept (the start and the end included).
Each position's board (the public view) and the hand of the seat to act (its own view) are drawn
as the bot draws them, in English, ``--repeat`` times, and the least CPU time
(``time.process_time``, PNG encoding included) is kept: on a shared machine others' load only
ever adds to it. Before timing, each game's fixed palette is built, as the picture workers do
when they start (its CPU time is printed apart, the catalogues loaded before it), and one
picture of each kind is drawn untimed so that caches of unchanging parts (empty boards, cards)
are as warm as in a running bot. Prints a table; asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.i18n import catalogue
from bot.render import renderer
from rules import get_engine
from rules.core import Rng

#: game -> the table sizes measured
TABLES = {"fugitive": (2,), "fled": (2, 3, 4), "elba": (3, 4, 6), "alcatraz": (3, 4)}


def positions(game: str, players: int, seed: int, count: int) -> list[tuple[Any, Any]]:
    """``count`` (public view, view of a seat to act) pairs spread evenly over a computer game."""
    engine = get_engine(game)
    state = engine.setup(players, None, seed)
    rng = Rng(s=seed)
    states = [state]
    while seats := engine.to_act(state):
        seat = rng.choice(seats)
        state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
        states.append(state)
    picked = [states[round(i * (len(states) - 1) / (count - 1))] for i in range(count)]
    out = []
    for s in picked:
        seats = engine.to_act(s) or [0]
        out.append((engine.view(s, None), engine.view(s, seats[0])))
    return out


def timed(draw: Callable[[Any, str], bytes], view: Any, repeat: int) -> tuple[float, int]:
    """The least CPU milliseconds of ``repeat`` drawings of one picture (in English), and its
    bytes."""
    spent = []
    for _ in range(repeat):
        start = time.process_time()
        data = draw(view, "en")
        spent.append(time.process_time() - start)
    return min(spent) * 1000, len(data)


def p90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10, method="inclusive")[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="games per table size")
    parser.add_argument("--positions", type=int, default=24, help="positions kept per game")
    parser.add_argument("--repeat", type=int, default=3, help="drawings of each picture")
    parser.add_argument("--only", nargs="*", default=list(TABLES), help="games to measure")
    args = parser.parse_args()
    print(
        f"{args.games} computer games per table size, {args.positions} positions each, "
        f"least CPU ms of {args.repeat} drawings of each picture"
    )
    print(
        f"{'game':<9} {'picture':<7} {'players':>7} {'pictures':>8} {'KiB med':>8} "
        f"{'KiB max':>8} {'ms med':>7} {'ms p90':>7}"
    )
    catalogue()  # loaded once per process whatever is drawn first: not a palette's cost
    for game in args.only:
        module = renderer(game)
        assert module is not None, game
        palette = getattr(module, "PALETTE", None)
        start = time.process_time()
        if palette is not None:
            palette.image  # noqa: B018 -- built on first use, as the workers' warm-up does
        built = (time.process_time() - start) if palette is not None else None
        for players in TABLES[game]:
            views = [
                pair
                for seed in range(1, args.games + 1)
                for pair in positions(game, players, seed, args.positions)
            ]
            for kind, draw, which in (
                ("board", module.render_public, 0),
                ("hand", module.render_private, 1),
            ):
                draw(views[0][which], "en")  # untimed: caches warm, as in a running bot
                runs = [timed(draw, pair[which], args.repeat) for pair in views]
                ms = [r[0] for r in runs]
                kib = [r[1] / 1024 for r in runs]
                print(
                    f"{game:<9} {kind:<7} {players:>7} {len(runs):>8} "
                    f"{statistics.median(kib):>8.1f} {max(kib):>8.1f} "
                    f"{statistics.median(ms):>7.1f} {p90(ms):>7.1f}",
                    flush=True,
                )
        note = f"{built:.2f} s" if built is not None else "none (quantised per picture)"
        print(f"{game:<9} fixed palette: {note}", flush=True)


if __name__ == "__main__":
    main()
