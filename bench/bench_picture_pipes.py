"""What handing a picture off costs the bot's process: its CPU time per picture, by reply size.

Run from the repository root::

    python bench/bench_picture_pipes.py [--pictures 2000] [--rounds 5]

A picture is drawn one after another, each awaited, as a move's are: by a picture worker
(``bot.pictures.Workers``: the request written to its pipe and the reply read by the event loop)
and, for comparison, in a thread of this process (``asyncio.to_thread``, as the bot draws without
workers). The "drawing" is ``bytes(size)``, a reply of that size at once, so what is timed is
the hand-off: the request pickled and written, the loop woken, the reply read and unpickled.
The figure is the process's CPU time (``time.process_time``, every thread of this process; the
worker's own time is not in it) per picture, the least of the rounds: on a shared machine
another process only ever adds to it. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.pictures import Workers

#: reply sizes: a Fugitive board is about 20 KB, a Fled board up to 80 KiB
SIZES = (2_000, 20_000, 100_000)


async def least(draw: Callable[[], Awaitable[bytes]], pictures: int, rounds: int) -> float:
    """The least CPU µs per picture over ``rounds`` rounds of ``pictures`` drawings."""
    for _ in range(100):  # warmed up
        await draw()
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(pictures):
            await draw()
        best = min(best, time.process_time() - start)
    return 1e6 * best / pictures


async def main(pictures: int, rounds: int) -> None:
    workers = Workers(1, 0)
    try:
        print("CPU of this process per picture handed off (µs), least of", rounds, "rounds")
        print(f"{'reply':>9}{'worker':>9}{'thread':>9}")
        for size in SIZES:
            by_worker = await least(partial(workers.draw, bytes, size), pictures, rounds)
            by_thread = await least(partial(asyncio.to_thread, bytes, size), pictures, rounds)
            print(f"{size:>9,}{by_worker:>9.1f}{by_thread:>9.1f}")
    finally:
        workers.stop()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pictures", type=int, default=2000, help="pictures a round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds, the least kept")
    args = parser.parse_args()
    asyncio.run(main(args.pictures, args.rounds))
