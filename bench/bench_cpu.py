"""The bot's own CPU per move, every game, with simcord's share taken out.

Run from the repository root::

    python bench/bench_cpu.py [--games 2] [--seed 1]

Each game is played to its end under simcord by its players' panels, as the tests play them
(``tests/cogs/panel_driver.py``: every move is the clicks a person makes). Pictures are stood in
by a tiny PNG: in production they are drawn in the picture workers, off the bot's process, and
``bench/bench_render*.py`` measure them. Two runs of the same games:

* unprofiled, for the process's CPU time per move (``time.process_time``: the event loop and
  aiosqlite's thread);
* under cProfile (main thread), for the share of that time spent inside simcord's own code
  (its simulated Discord: routing, storage, serialising) — work a real bot does not do.

The bot's own CPU per move is the first times one minus the second: an estimate, since
cProfile slows small functions more than large ones. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord

from bot.client import GetawayBot
from bot.config import Settings
from bot.render import renderer
from rules import game_ids
from tests.cogs.conftest import tiny_png
from tests.cogs.panel_driver import GameOnDiscord

#: each game at a usual table size
TABLES = {"fugitive": 2, "fled": 3, "elba": 4, "alcatraz": 4}


def stand_in_pictures() -> None:
    png = tiny_png()
    for game in game_ids():
        module = renderer(game)
        for name in ("render_public", "render_private", "render_choices", "render_notepad"):
            if hasattr(module, name):
                setattr(module, name, lambda *args, png=png, **kwargs: png)


async def play(game: str, players: int, seed: int) -> int:
    """One game to its end; its moves."""
    with tempfile.TemporaryDirectory() as folder:
        bot = GetawayBot(Settings(database=Path(folder) / "bench.sqlite3"))
        async with simcord.run(bot, check_errors=False, settle_timeout=120, shard_count=1) as env:
            table = GameOnDiscord(env, game, players, seed)
            await table.open()
            await table.play_to_end(max_moves=5000)
            moves = len(table.steps)
            await bot.store.close()
    return moves


def simcord_share(profile: cProfile.Profile) -> float:
    """The part of the profiled time spent in simcord's own functions."""
    stats: Any = pstats.Stats(profile).stats
    total = sum(row[2] for row in stats.values())
    inside = sum(row[2] for (path, _, _), row in stats.items() if "/simcord/" in path)
    return inside / total if total else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    stand_in_pictures()
    print("| game | players | moves | CPU ms/move (all) | simcord's share | bot's own ms/move |")
    print("| --- | --- | --- | --- | --- | --- |")
    for game, players in TABLES.items():
        seeds = range(args.seed, args.seed + args.games)
        per_move, shares, moves = [], [], 0
        for seed in seeds:
            start = time.process_time()
            played = asyncio.run(play(game, players, seed))
            per_move.append((time.process_time() - start) * 1000 / played)
            profile = cProfile.Profile()
            profile.enable()
            asyncio.run(play(game, players, seed))
            profile.disable()
            shares.append(simcord_share(profile))
            moves += played
        cpu, share = statistics.median(per_move), statistics.median(shares)
        print(
            f"| {game} | {players} | {moves} | {cpu:.2f} | {100 * share:.0f} % |"
            f" {cpu * (1 - share):.2f} |"
        )


if __name__ == "__main__":
    main()
