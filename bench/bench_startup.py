"""Start-up time of the bot with 10,000 live tables, picture workers included.

Run from the repository root::

    python bench/bench_startup.py [--tables 10000] [--runs 3] [--picture-workers N] [--compiled]

It makes an SQLite database of ``--tables`` started Fugitive tables, each in a channel of its
own, through the table service (in transactions of 500 tables), then starts the bot in a new
Python process as ``python -m bot run`` does (``bot.cli.start_bot``: the database's check and
the client; then the client's ``setup_hook``: the cogs, the picture workers) on simcord instead
of Discord, ``--runs`` times. Each line gives the seconds from the moment the process was
launched to the end of its imports, of the database's check with the client made ("bot
made"), of ``setup_hook``, to ``on_ready`` (the bot is connected
and answers; its picture workers are up by then) and to a first picture drawn once ready (a
Fugitive notepad: it waits for its palette, which a worker builds once up); then the
workers, the garbage collector's frozen objects and the process's resident memory once
ready, and the CPU seconds the bot's process used until ready: on a machine shared with
other work, they vary less than the wall clock's.

Python compiles a module it has no bytecode for at each start when ``PYTHONDONTWRITEBYTECODE``
is set (as in this machine's environment and the Docker image): about 0.6 s of the bot's CPU
and 0.4 s of each worker's. ``--compiled`` compiles the bot's modules first
(``python -m compileall``), as the Docker image ships them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.backends import open_store
from bot.table_service import TableService
from bot.tables import Seat
from bot.timecontrol import TimeControl

ROOT = Path(__file__).resolve().parent.parent

#: tables written per transaction
BATCH = 500
#: the bot's packages (--compiled)
PACKAGES = ("bot", "cogs", "rules")

#: the started process: the time it was launched comes as its first argument
CHILD = """
import time, sys
launched, database, workers = float(sys.argv[1]), sys.argv[2], int(sys.argv[3])
marks = {"python": time.time() - launched}
sys.argv[1:] = ["run"]
import bot.__main__  # what `python -m bot run` runs before main(): the command line's imports
import asyncio, gc, inspect, json, os
import simcord
from bot import cli
from bot.config import Settings
from bot.pictures import PICTURES
from bot.render.fugitive import render_notepad
marks["imports"] = time.time() - launched

def rss_mib(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0

def start_bot(settings):
    # as `python -m bot run` starts it: since issue 28's second round, `start_bot` checks the
    # database itself (meanwhile importing the client) and the client starts the picture
    # workers once its cogs are loaded; before, `run` checked the database first
    if "create" in inspect.signature(cli.start_bot).parameters:
        return cli.start_bot(settings, heartbeat=None, create=False)
    asyncio.run(cli._check_database(settings.database, create=False))
    return cli.start_bot(settings, heartbeat=None)

async def main(bot):
    setup = bot.setup_hook

    async def timed_setup():
        await setup()
        marks["setup_hook"] = time.time() - launched

    bot.setup_hook = timed_setup
    async with simcord.run(bot, check_errors=False, settle_timeout=60, shard_count=1):
        marks["ready"] = time.time() - launched
        marks["cpu"] = time.process_time()
        marks["workers"] = PICTURES.processes
        marks["frozen"] = gc.get_freeze_count()
        marks["rss_mib"] = rss_mib(os.getpid())
        await PICTURES.started()
        await PICTURES.draw(render_notepad, {2, 5}, set(), {9}, "en")
        marks["first picture"] = time.time() - launched
    await bot.store.close()

settings = Settings(database=database, picture_workers=workers)
try:
    bot = start_bot(settings)
    marks["database checked"] = time.time() - launched  # and the client made
    asyncio.run(main(bot))
finally:
    PICTURES.stop()
print(json.dumps(marks))
"""


async def make_database(path: Path, tables: int) -> None:
    store = await open_store(path, create=True)
    service = TableService(store, move_seconds=86_400)
    try:
        for first in range(0, tables, BATCH):
            async with service.writing() as db:
                for n in range(first, min(tables, first + BATCH)):
                    seats = [Seat(10_000 + 2 * n, f"fugitive{n}"), Seat(10_001 + 2 * n, f"m{n}")]
                    table_id = await service.open_started(
                        db,
                        "fugitive",
                        guild_id=1_000 + n // 500,  # servers of 500 tables
                        seats=seats,
                        options={},
                        language="en",
                        time_control=TimeControl(86_400),
                        order=True,
                    )
                    await service.attach_channel(db, table_id, 1_000_000 + n)
    finally:
        await store.close()


def start_once(database: Path, workers: int) -> dict[str, float]:
    launched = time.time()
    done = subprocess.run(
        [sys.executable, "-c", CHILD, repr(launched), str(database), str(workers)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    if done.returncode != 0:
        raise RuntimeError(done.stderr)
    marks: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return marks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=10_000, help="live tables in the database")
    parser.add_argument("--runs", type=int, default=3, help="start-ups timed")
    parser.add_argument(
        "--picture-workers",
        type=int,
        default=None,
        help="processes drawing pictures (default: as many as `python -m bot run` starts here)",
    )
    parser.add_argument(
        "--database",
        type=Path,
        default=None,
        help="keep the database in this file, and use it if it exists already (made with the "
        "same --tables: making 10,000 takes half a minute)",
    )
    parser.add_argument(
        "--compiled",
        action="store_true",
        help="compile the bot's modules to bytecode first (python -m compileall bot cogs rules)",
    )
    args = parser.parse_args()
    from bot.config import Settings

    workers = args.picture_workers
    if workers is None:
        workers = Settings().drawing_processes()
    with tempfile.TemporaryDirectory(prefix="getaway-bench-") as tmp:
        database = args.database or Path(tmp) / "bench.sqlite3"
        if database.exists():
            print(f"database: {database}, kept from an earlier run")
        else:
            t0 = time.perf_counter()
            asyncio.run(make_database(database, args.tables))
            size = database.stat().st_size / 2**20
            print(
                f"database: {args.tables:,} started tables made in "
                f"{time.perf_counter() - t0:.1f} s ({size:.1f} MiB)"
            )
        if args.compiled:
            subprocess.run(
                [sys.executable, "-m", "compileall", "-q", *PACKAGES], cwd=ROOT, check=True
            )
        compiled = all(any((ROOT / p / "__pycache__").glob("*.pyc")) for p in PACKAGES)
        print(
            "the bot's modules: "
            + ("bytecode found" if compiled else "no bytecode yet")
            + (", none written" if sys.dont_write_bytecode else "")
        )
        print(f"start-up with {workers} picture workers, seconds from the process's launch:")
        print(
            f"{'run':>4}{'python':>8}{'imports':>9}{'bot made':>12}{'setup_hook':>12}"
            f"{'ready':>8}{'first picture':>15}{'workers':>9}{'frozen':>9}{'RSS MiB':>9}"
            f"{'CPU bot':>9}"
        )
        ready: list[float] = []
        first_picture: list[float] = []
        for run in range(1, args.runs + 1):
            m = start_once(database, workers)
            ready.append(m["ready"])
            first_picture.append(m["first picture"])
            print(
                f"{run:>4}{m['python']:8.2f}{m['imports']:9.2f}{m['database checked']:12.2f}"
                f"{m['setup_hook']:12.2f}"
                f"{m['ready']:8.2f}{m['first picture']:15.2f}{m['workers']:9.0f}"
                f"{m['frozen']:9.0f}{m['rss_mib']:9.0f}{m['cpu']:9.2f}"
            )
        print(f"ready: median {statistics.median(ready):.2f} s, max {max(ready):.2f} s")
        print(
            f"first picture: median {statistics.median(first_picture):.2f} s, "
            f"max {max(first_picture):.2f} s"
        )


if __name__ == "__main__":
    main()
