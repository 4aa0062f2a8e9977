"""Time the animated recap (``/game recap``): one all-computer game of each game, its recap
drawn from nothing (empty picture caches), with its frames, size and time.

Run from the repository root: ``python bench/bench_recap.py [--workers N] [--seed S]``.
Pictures are drawn as the bot draws them: in ``N`` worker processes (the bot's default is one
per core), or in threads with ``--workers 0``. Discord takes uploads up to 10 MiB.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from importlib import import_module
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.pictures import PICTURES
from bot.records import Step
from bot.tables import Seat, Table
from cogs.replay import recap_picture, recap_steps
from cogs.table_ui import GAME_UIS
from rules import get_engine
from rules.core import Rng

#: each game at a table size people play it at
GAMES = {"fugitive": 2, "fled": 3, "elba": 4, "alcatraz": 4}


def finished(game: str, players: int, seed: int) -> tuple[Table, list[Step]]:
    engine = get_engine(game)
    state = engine.setup(players, None, seed)
    rng = Rng(s=seed)
    moves = []
    while seats := engine.to_act(state):
        seat = rng.choice(seats)
        action = engine.bot_action(state, seat, rng)
        moves.append(Step(seat=seat, action=action.model_dump(mode="json")))
        state, _ = engine.apply(state, seat, action)
    outcome = engine.outcome(state)
    table = Table(
        id=1,
        game=game,
        guild_id=1,
        channel_id=1,
        host_id=1,
        status="finished",
        options=engine.Options().model_dump(mode="json"),
        seed=seed,
        seats=tuple(Seat(user_id=10 + s, name=f"player {s + 1}") for s in range(players)),
        state=state,
        version=len(moves) + 1,
        message_id=None,
        outcome=outcome.model_dump(mode="json") if outcome else None,
        deadline=None,
    )
    return table, moves


async def run(workers: int, seed: int) -> None:
    if workers:
        PICTURES.start(workers)
    print(f"animated recap, seed {seed}, {workers or 'no'} picture workers")
    print(f"{'game':<10} {'players':>7} {'moves':>6} {'frames':>6} {'KiB':>8} {'seconds':>8}")
    for game, players in GAMES.items():
        GAME_UIS[game] = import_module(f"cogs.{game}").UI
        table, moves = finished(game, players, seed)
        PICTURES.clear()
        started = time.perf_counter()
        _, data, _ = await recap_picture(table, moves, "en")
        spent = time.perf_counter() - started
        frames = len(recap_steps(moves))
        print(
            f"{game:<10} {players:>7} {len(moves):>6} {frames:>6} {len(data) / 1024:>8.0f} "
            f"{spent:>8.2f}",
            flush=True,
        )
    PICTURES.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(run(args.workers, args.seed))


if __name__ == "__main__":
    main()
