"""Moves per second and latency of bot processes sharing one database, and what Discord's
global request limit leaves of it.

Run from the repository root, with a PostgreSQL server for the PostgreSQL rows (the URL of a
database the benchmark may fill and empty; .ci/run's throwaway server, or any test server)::

    GETAWAY_BENCH_POSTGRES=postgresql://getaway@/postgres?host=/tmp/pg \\
        python bench/bench_cluster.py [--seconds 15] [--tables 40] [--processes 1,2,4]

**Part 1, the database side.** For each configuration (1 process on SQLite, the embedded
default; 1, 2 and 4 processes on PostgreSQL with ``synchronous_commit`` off, the default, and
on) every process runs the real ``TableService`` on its own shard of the bot: it opens
``--tables`` Fugitive tables in servers of its shard and plays computer moves round the tables
for ``--seconds``, each move one ``act`` (lock, read, rules, one transaction). Printed: moves/s
in all and per process, a move's latency (median, p95), the CPU seconds of each process and of
the PostgreSQL server, cores and load average (the table means nothing without them).

**Part 2, Discord's side.** One process plays Fugitive moves as slash commands on simulated
Discord (simcord) and counts its REST requests by kind. Interaction responses and follow-ups
go through the interaction's token and are exempt from the global limit of 50 requests/s per
bot (all processes together); the others are budgeted. ``50 / budgeted requests per move`` is
the whole bot's ceiling in moves/s however many processes run.

Nothing is asserted; the numbers are this machine's, on the day.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

#: Discord's global limit: requests per second for the whole bot
GLOBAL_LIMIT = 50


@dataclass
class Result:
    process: int
    moves: int
    seconds: float
    cpu: float
    latencies: list[float]


def guild_of(shard: int, shards: int, index: int) -> int:
    """A server id that Discord routes to ``shard`` of ``shards``."""
    return ((index * shards + shard) << 22) | 1


async def _play(target: str, process: int, processes: int, tables: int, seconds: float) -> Result:
    from bot.backends import open_store
    from bot.shards import Shards
    from bot.table_service import TableService
    from rules.core import Rng

    store = await open_store(target)
    service = TableService(store, seed_source=lambda: 7, shards=Shards.of([process], processes))
    rng = Rng(s=process)
    base = (process + 1) * 1_000_000
    live: list[int] = []
    opened = 0

    async def open_table() -> int:
        nonlocal opened
        channel = base + opened
        host, guest = channel * 10, channel * 10 + 1
        opened += 1
        await service.create(
            "fugitive",
            channel_id=channel,
            guild_id=guild_of(process, processes, opened),
            host_id=host,
            host_name="f",
        )
        await service.join(channel, guest, "m")
        return (await service.start(channel, host, order=[host, guest])).table.id

    for _ in range(tables):
        live.append(await open_table())
    latencies: list[float] = []
    moves = 0
    cpu0, t0 = time.process_time(), time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for index, table_id in enumerate(live):
            table = await service.get(table_id)
            if table.status != "playing":
                live[index] = await open_table()
                continue
            seat = table.to_act()[0]
            action = table.engine.bot_action(table.state, seat, rng).model_dump(mode="json")
            started = time.perf_counter()
            await service.act(table.id, table.seats[seat].user_id, [action], table.version)
            latencies.append(time.perf_counter() - started)
            moves += 1
    result = Result(process, moves, time.perf_counter() - t0, time.process_time() - cpu0, latencies)
    await store.close()
    return result


def _worker(args: tuple[str, int, int, int, float], out: Any) -> None:
    out.put(asyncio.run(_play(*args)))


def _server_cpu() -> float:
    """CPU seconds of the PostgreSQL servers of this machine so far: their live processes',
    and what their ended backends spent (the postmaster's children's time)."""
    total = 0.0
    tick = os.sysconf("SC_CLK_TCK")
    comms: dict[int, str] = {}
    stats: dict[int, list[str]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            comms[int(entry.name)] = (entry / "comm").read_text().strip()
            stats[int(entry.name)] = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
    for pid, fields in stats.items():
        if comms.get(pid) != "postgres":
            continue
        total += (int(fields[11]) + int(fields[12])) / tick
        if comms.get(int(fields[1])) != "postgres":  # the postmaster
            total += (int(fields[13]) + int(fields[14])) / tick
    return total


def _database(server: str, name: str, sync: str) -> str:
    parts = urlsplit(server)
    query = "&".join(q for q in (parts.query, f"synchronous_commit={sync}") if q)
    return urlunsplit(parts._replace(path=f"/{name}", query=query))


async def _fresh(server: str, name: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(server)
    try:
        await conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        await conn.execute(f"CREATE DATABASE {name}")
    finally:
        await conn.close()


def run_config(target: str, processes: int, tables: int, seconds: float) -> list[Result]:
    if target.startswith("postgresql"):
        # migrate once, as `python -m bot init` would, before the processes start together
        from bot.backends import open_store

        async def init() -> None:
            await (await open_store(target)).close()

        asyncio.run(init())
    context = multiprocessing.get_context("spawn")
    out = context.Queue()
    workers = [
        context.Process(target=_worker, args=((target, k, processes, tables, seconds), out))
        for k in range(processes)
    ]
    for worker in workers:
        worker.start()
    results = [out.get() for _ in workers]
    for worker in workers:
        worker.join()
    return sorted(results, key=lambda r: r.process)


def part_one(server: str | None, counts: list[int], tables: int, seconds: float) -> None:
    print(f"## Part 1: the database side ({os.cpu_count()} cores, {tables} tables a process,")
    print(f"{seconds:.0f} s a configuration, Fugitive computer moves through TableService.act)\n")
    print(
        "| backend | processes | moves/s | per process | move p50 | move p95 |"
        " CPU s per process | server CPU s | load avg |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    configs: list[tuple[str, str, int]] = []
    folder = Path(tempfile.mkdtemp(prefix="getaway-bench-"))
    configs.append(("SQLite (WAL, NORMAL)", str(folder / "bench.sqlite3"), 1))
    if server is None:
        print("(no GETAWAY_BENCH_POSTGRES: the PostgreSQL rows are left out)", file=sys.stderr)
    else:
        for sync in ("off", "on"):
            for count in counts:
                name = f"bench_cluster_{sync}_{count}"
                asyncio.run(_fresh(server, name))
                configs.append(
                    (f"PostgreSQL, synchronous_commit={sync}", _database(server, name, sync), count)
                )
    for label, target, processes in configs:
        server0 = _server_cpu()
        results = run_config(target, processes, tables, seconds)
        server_cpu = _server_cpu() - server0
        latencies = sorted(x for r in results for x in r.latencies)
        total = sum(r.moves / r.seconds for r in results)
        each = " / ".join(f"{r.moves / r.seconds:.0f}" for r in results)
        cpu = " / ".join(f"{r.cpu:.1f}" for r in results)
        p95 = latencies[int(0.95 * (len(latencies) - 1))]
        print(
            f"| {label} | {processes} | {total:.0f} | {each} |"
            f" {statistics.median(latencies) * 1000:.2f} ms | {p95 * 1000:.2f} ms | {cpu} |"
            f" {server_cpu if 'Postgre' in label else 0:.1f} |"
            f" {' '.join(f'{x:.1f}' for x in os.getloadavg())} |",
            flush=True,
        )


#: paths answered through an interaction's token: exempt from the global limit
EXEMPT = ("/interactions/", "/webhooks/")


def kind_of(method: str, path: str) -> str:
    if path.startswith(EXEMPT):
        return "interaction (exempt)"
    if "/messages" in path:
        return {
            "POST": "message posted",
            "PATCH": "message edited",
            "DELETE": "message deleted",
        }.get(method, f"message {method}")
    if path.startswith("/users/@me/channels"):
        return "DM channel opened"
    return f"{method} {path.split('/')[1]}"


async def part_two(moves: int) -> None:
    import simcord

    from bench.bench_latency import BenchTable, Samples
    from bot.client import GetawayBot
    from bot.config import Settings
    from bot.pictures import PICTURES

    PICTURES.start(0)
    folder = Path(tempfile.mkdtemp(prefix="getaway-bench-"))
    bot = GetawayBot(Settings(database=folder / "rest.sqlite3"))
    async with simcord.run(bot, check_errors=False, settle_timeout=120, shard_count=1) as env:
        guild = env.create_guild()
        seconds: dict[str, list[float]] = {"new": [], "join": [], "start": []}
        table, index = BenchTable(env, 0), 0
        await table.open(guild, seconds)
        samples = Samples()
        start, played = len(env.http_requests), 0
        while played < moves:
            if not await table.live():
                index += 1
                table = BenchTable(env, index)
                await table.open(guild, seconds)  # its opening's requests count too
            played += await table.slash_move(samples)
        kinds = Counter(kind_of(r.method, r.path) for r in env.http_requests[start:])
    await bot.store.close()
    budgeted = sum(n for kind, n in kinds.items() if kind != "interaction (exempt)")
    print(f"\n## Part 2: REST requests per move ({played} Fugitive moves as slash commands)\n")
    print("| kind | requests | per move |")
    print("| --- | --- | --- |")
    for kind, n in kinds.most_common():
        print(f"| {kind} | {n} | {n / played:.2f} |")
    per_move = budgeted / played
    print(
        f"\nBudgeted requests per move: {per_move:.2f}; under Discord's global limit of "
        f"{GLOBAL_LIMIT}/s the whole bot, however many processes, tops out near "
        f"{GLOBAL_LIMIT / per_move:.0f} moves/s."
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--processes", default="1,2,4")
    parser.add_argument("--rest-moves", type=int, default=60)
    args = parser.parse_args()
    counts = [int(x) for x in args.processes.split(",")]
    part_one(os.environ.get("GETAWAY_BENCH_POSTGRES"), counts, args.tables, args.seconds)
    asyncio.run(part_two(args.rest_moves))


if __name__ == "__main__":
    main()
