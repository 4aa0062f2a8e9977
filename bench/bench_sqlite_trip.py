"""The cost of one trip to SQLite: aiosqlite's thread against the event loop's own thread.

Run from the repository root::

    python bench/bench_sqlite_trip.py [--trips 3000] [--rounds 3]

A trip is what the store sends at once (``bot/store_sqlite.py``): here a table's row read by
its key (``execute_fetchall``), and a small write transaction (``BEGIN IMMEDIATE``, an
``UPDATE``, ``COMMIT``) sent as one function. Each runs on a file in WAL mode with
``synchronous = NORMAL``, as the bot's, through:

* ``aiosqlite``: aiosqlite's own connection, each trip handed to its thread;
* ``loop``: :class:`bot.sqlite_connection.LoopConnection`, each trip run where it is awaited;
* ``sqlite3``: the statements alone, called directly (no event loop): the floor.

It prints the process's CPU (user and system, both threads) and the wall time per trip, in
microseconds, for each of ``--rounds`` rounds (the first warms up the file and the caches).
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import aiosqlite

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.sqlite_connection import LoopConnection

READ = "SELECT id, state, version FROM tables WHERE id = ?"


def write(db: sqlite3.Connection, n: int) -> None:
    db.execute("BEGIN IMMEDIATE")
    db.execute("UPDATE tables SET version = ? WHERE id = 1", (n,))
    db.commit()


def prepare(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("CREATE TABLE tables (id INTEGER PRIMARY KEY, state TEXT, version INTEGER)")
    db.executemany("INSERT INTO tables VALUES (?, ?, 0)", [(n, "x" * 2000) for n in range(500)])
    db.commit()
    db.close()


async def timed(trips: int, trip: Callable[[int], Awaitable[object]]) -> tuple[float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    for n in range(trips):
        await trip(n)
    return (
        1e6 * (time.process_time() - cpu) / trips,
        1e6 * (time.perf_counter() - wall) / trips,
    )


async def through(conn: aiosqlite.Connection, trips: int) -> dict[str, tuple[float, float]]:
    await conn.execute("PRAGMA synchronous = NORMAL")

    async def read(n: int) -> object:
        return await conn.execute_fetchall(READ, (n % 500,))

    async def written(n: int) -> object:
        return await conn._execute(write, conn._conn, n)  # type: ignore[no-untyped-call]

    return {"read": await timed(trips, read), "write": await timed(trips, written)}


def direct(path: Path, trips: int) -> dict[str, tuple[float, float]]:
    db = sqlite3.connect(path)
    db.execute("PRAGMA synchronous = NORMAL")

    async def read(n: int) -> object:
        return db.execute(READ, (n % 500,)).fetchall()

    async def written(n: int) -> object:
        write(db, n)
        return None

    async def both() -> dict[str, tuple[float, float]]:
        return {"read": await timed(trips, read), "write": await timed(trips, written)}

    try:
        return asyncio.run(both())
    finally:
        db.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trips", type=int, default=3000, help="trips of each kind a round")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="getaway-bench-") as tmp:
        path = Path(tmp) / "trip.sqlite3"
        prepare(path)

        async def threaded() -> dict[str, tuple[float, float]]:
            async with aiosqlite.connect(path) as conn:
                return await through(conn, args.trips)

        async def looped() -> dict[str, tuple[float, float]]:
            conn = await LoopConnection(str(path))
            try:
                return await through(conn, args.trips)
            finally:
                await conn.close()

        ways: dict[str, Callable[[], dict[str, tuple[float, float]]]] = {
            "aiosqlite": lambda: asyncio.run(threaded()),
            "loop": lambda: asyncio.run(looped()),
            "sqlite3": lambda: direct(path, args.trips),
        }
        print(f"µs per trip ({args.trips} trips of each kind a round): CPU / wall")
        print(f"{'round':>5}  {'way':<10} {'read':>16} {'write':>16}")
        for round_ in range(1, args.rounds + 1):
            for name, run in ways.items():
                found = run()
                cells = "".join(f"{cpu:8.1f} /{wall:6.1f}" for cpu, wall in found.values())
                print(f"{round_:>5}  {name:<10} {cells}")


if __name__ == "__main__":
    main()
