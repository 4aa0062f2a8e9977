"""Several bot processes on one PostgreSQL database work as one bot (issue 24).

Each process is a worker (tests/cluster/worker.py): a GetawayBot running one shard, under a
simulated Discord of its own that holds its shard's server. The workers step virtual time
together, a minute at a time, and report what they did on Discord; the test reads their reports
and the database. A process that did another's work would act on a server its own simulated
Discord does not have, and be refused (a 404): no refusal is the proof that each process keeps
to its own servers.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Iterable
from pathlib import Path
from typing import IO, Any

import asyncpg
import pytest
import pytest_asyncio

from bot.i18n import game_title, t
from bot.store_postgres import SCHEMA_VERSION
from bot.timecontrol import REMINDERS
from tests.postgres import drop_database, new_database, require_server

pytestmark = [pytest.mark.slow, pytest.mark.cluster]

ROOT = Path(__file__).resolve().parents[2]
MINUTE = 60.0
#: a worker that has not answered in this many real seconds is stuck
ANSWER_SECONDS = 120.0
#: a worker asked to quit ends within this many seconds, or is killed
QUIT_SECONDS = 30.0
#: simcord's code for a message that is not there (Discord's "Unknown Message")
UNKNOWN_MESSAGE = 10008
STAND_IN = re.compile(r"ran out of time; the computer played for them")


class Worker:
    """A worker process and the lines it answers."""

    def __init__(self, url: str, shard: int, count: int, log: Path) -> None:
        self.shard = shard
        self.log = log
        self._err: IO[str] = log.open("a")
        command = ["-m", "tests.cluster.worker", url, f"--shard-count={count}", f"--shard={shard}"]
        self.proc = subprocess.Popen(
            [sys.executable, *command],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._err,
            text=True,
        )
        self._lines: queue.Queue[str | None] = queue.Queue()
        self.stopping = False
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self._lines.put(line)
        self._lines.put(None)

    def send(self, do: str, **args: Any) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"do": do, **args}) + "\n")
        self.proc.stdin.flush()

    def answer(self) -> dict[str, Any]:
        try:
            line = self._lines.get(timeout=ANSWER_SECONDS)
        except queue.Empty:
            raise AssertionError(f"shard {self.shard}'s worker is stuck: {self.stderr()}") from None
        assert line is not None, f"worker of shard {self.shard} ended: {self.stderr()}"
        result: dict[str, Any] = json.loads(line)
        assert "failed" not in result, result["failed"]
        return result

    def ask(self, do: str, **args: Any) -> dict[str, Any]:
        self.send(do, **args)
        return self.answer()

    def refused(self) -> str:
        """What the worker said when it refused to start (it must have)."""
        line = self._lines.get(timeout=ANSWER_SECONDS)
        assert line is None, f"shard {self.shard}'s worker started: {line}"
        assert self.proc.wait(ANSWER_SECONDS) == 2, self.stderr()
        return self.stderr()

    def stderr(self) -> str:
        self._err.flush()
        return self.log.read_text()

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(ANSWER_SECONDS)

    def stop(self) -> None:
        """Ask the worker to end (``quit`` waits for it)."""
        if self.proc.poll() is None and not self.stopping:
            self.stopping = True
            with contextlib.suppress(OSError):  # it has just ended
                self.send("quit")

    def quit(self) -> None:
        """The worker ends: asked to, or killed when it does not (a test failed in the middle
        of a command)."""
        self.stop()
        try:
            self.proc.wait(QUIT_SECONDS)
        except subprocess.TimeoutExpired:
            self.kill()
        self._err.close()


def together(workers: Iterable[Worker], do: str, **args: Any) -> list[dict[str, Any]]:
    """Every worker does the same at the same time; returns when all have."""
    workers = list(workers)
    for worker in workers:
        worker.send(do, **args)
    return [worker.answer() for worker in workers]


def minutes(workers: list[Worker], count: int) -> None:
    """Virtual time passes in step: each worker's bot settles after each minute."""
    for _ in range(count):
        together(workers, "advance", seconds=MINUTE)


class Cluster:
    def __init__(self, url: str, count: int, logs: Path) -> None:
        self.url = url
        self.count = count
        self.logs = logs
        self.workers: list[Worker] = []

    def start(self, shard: int) -> Worker:
        log = self.logs / f"shard-{shard}-{len(self.workers)}.log"
        worker = Worker(self.url, shard, self.count, log)
        self.workers.append(worker)
        return worker

    async def fetch(self, sql: str, *args: Any) -> list[asyncpg.Record]:
        conn = await asyncpg.connect(self.url)
        try:
            return list(await conn.fetch(sql, *args))
        finally:
            await conn.close()


async def _cluster(tmp_path: Path, *, empty: bool) -> AsyncIterator[Cluster]:
    require_server()
    url = await new_database(empty=empty)
    made = Cluster(url, 3, tmp_path)
    try:
        yield made
    finally:
        for worker in made.workers:
            worker.stop()
        for worker in made.workers:
            worker.quit()
        await drop_database(url)


@pytest_asyncio.fixture
async def cluster(tmp_path: Path) -> AsyncIterator[Cluster]:
    """Processes of a bot with three shards, on a database of this version's schema."""
    async for made in _cluster(tmp_path, empty=False):
        yield made


@pytest_asyncio.fixture
async def new_cluster(tmp_path: Path) -> AsyncIterator[Cluster]:
    """The same on an empty database (no Getaway tables yet)."""
    async for made in _cluster(tmp_path, empty=True):
        yield made


# -- what the reports say ----------------------------------------------------------------------


def reminders(report: dict[str, Any], table: int, lang: str = "en") -> list[str]:
    """The reminder DMs to Alice about ``table`` in ``lang``."""
    before = t(lang, "time-reminder", game=game_title(lang, "fugitive"), table=table, when="\0")
    head = "⏰ " + before.split("\0")[0]
    return [text for text in report["dms"]["alice"] if text.startswith(head)]


def turn_dms(report: dict[str, Any], table: int) -> list[str]:
    """The DMs telling Alice, the Fugitive, that it is her turn at ``table`` (in English)."""
    turn = t("en", "fugitive-dm-turn", table=table)
    return [text for text in report["dms"]["alice"] if text.startswith(turn)]


def public_reminders(report: dict[str, Any], user: int) -> list[str]:
    """The reminders to ``user`` at the table, for a player who wants no DMs."""
    head = f"<@{user}> ⏰ " + t("en", "time-reminder-public", when="\0").split("\0")[0]
    return [text for text in report["channel"] if text.startswith(head)]


def stand_in_notices(report: dict[str, Any]) -> list[str]:
    """The time-out notices in the worker's table channel."""
    return [text for text in report["channel"] if STAND_IN.search(text)]


async def one_stand_in(cluster: Cluster, table: int) -> None:
    """The table has one move, made for Alice when her time ran out: the Fugitive's steps,
    saved in one transaction (their time is the claim's), and nothing else."""
    rows = await cluster.fetch(
        "SELECT a.seat, a.created_at, t.version FROM actions a JOIN tables t ON t.id = a.table_id"
        " WHERE a.table_id = $1",
        table,
    )
    assert rows, f"nothing was played for table #{table}"
    assert {r["seat"] for r in rows} == {0} and len({r["created_at"] for r in rows}) == 1
    assert rows[0]["version"] == len(rows)


# -- the tests ---------------------------------------------------------------------------------


async def test_three_processes_migrate_once_keep_their_shards_and_fire_each_timer_once(
    new_cluster: Cluster,
) -> None:
    """Three processes (a shard each) start together on an empty database; a fourth asking
    for a taken shard is refused. A timed table in each: every reminder and the time-out happen
    once, told in the table's channel by its own process; a tournament moved on by its
    organiser while the others tick opens one round, and so does a round that ends by itself."""
    cluster = new_cluster
    workers = [cluster.start(shard) for shard in range(3)]  # at once, on an empty database
    ready = [worker.answer() for worker in workers]
    assert [r["ready"] for r in ready] == [0, 1, 2]
    assert [r["version"] for r in await cluster.fetch("SELECT * FROM getaway_schema")] == [
        SCHEMA_VERSION
    ]
    assert len({r["channel"] for r in ready}) == 3  # three servers, three channels

    said = cluster.start(1).refused()
    assert "Shard 1 is already run by another Getaway process (getaway shard" in said

    tables = [r["table"] for r in together(workers, "open")]
    host = workers[2]
    assert host.ask("tournament")["threads"] == 4  # four players: two pairings, played twice
    minutes(workers, 1)
    # the organiser moves the tournament on while the other processes' clocks tick
    host.send("next")
    together(workers[:2], "advance", seconds=MINUTE)
    host.answer()
    host.ask("advance", seconds=MINUTE)
    host.ask("finish")  # round 2 is over: the next tick of the tournament's process opens round 3
    minutes(workers, 9)  # past both reminders (at half and 90 % of 10 minutes) and the deadline
    reports = together(workers, "report")

    for table, report in zip(tables, reports, strict=True):
        assert report["refusals"] == report["errors"] == report["logged"] == []
        await one_stand_in(cluster, table)
        # told once, in its own channel, by its own process; reminded once at each share
        assert len(stand_in_notices(report)) == 1
        assert len(reminders(report, table)) == len(REMINDERS)
        assert not [text for text in report["dms"]["bob"] if text.startswith("⏰")]
        for other in reports:
            if other is not report:
                assert reminders(other, table) == []

    # rounds 2 and 3 opened once each, with one set of tables in one set of threads each
    rounds = await cluster.fetch(
        "SELECT round, count(*) AS tables FROM tournament_tables GROUP BY round ORDER BY round"
    )
    assert [tuple(r) for r in rounds] == [(1, 4), (2, 4), (3, 4)]
    assert [r["round"] for r in await cluster.fetch("SELECT round FROM tournaments")] == [3]
    assert [r["threads"] for r in reports] == [0, 0, 12]
    for n in (2, 3):
        opened = t("en", "tournament-round-open", round=n, tables="\0", byes="").split("\0")[0]
        assert len([text for text in reports[2]["hall"] if text.startswith(opened)]) == 1


async def test_ratings_languages_and_a_process_killed_mid_game(cluster: Cluster) -> None:
    """Two processes (shards 0 and 1 of 3): their rated results for one server all count; a
    player's language, changed in one process, is the one the other process's next DM speaks;
    when the first process is killed, its replacement takes its shard and the table's pending
    deadline fires once; a setting changed by DM (in shard 0's process) holds in the other."""
    first, second = workers = [cluster.start(0), cluster.start(1)]
    ready = [worker.answer() for worker in workers]

    # rated results of one server (of shard 2: no process sends its messages), all at once
    guild = (10**9 * 3 + 2) << 22
    count = 8
    together(workers, "prepare", guild=guild, count=count)
    together(workers, "resign")
    finished = await cluster.fetch(
        "SELECT count(*) AS n FROM tables WHERE guild_id = $1 AND status = 'finished'", guild
    )
    assert finished[0]["n"] == 2 * count
    ratings = await cluster.fetch("SELECT subject, games FROM ratings WHERE guild_id = $1", guild)
    assert {r["subject"]: r["games"] for r in ratings} == {
        s: 2 * count for s in ("user:11", "user:12", "role:fugitive", "role:marshal")
    }

    tables = [r["table"] for r in together(workers, "open")]
    minutes(workers, 1)
    # Alice opens her panel in the first process's server, her Discord in French: the second
    # process (which sent her the first turn DM in English) must hear of it
    first.ask("panel", user="alice", locale="fr")
    minutes(workers, 2)

    first.kill()
    replacement = cluster.start(0)  # at once: the killed process's shard is free
    again = replacement.answer()
    assert again["channel"] == ready[0]["channel"] and again["users"] == ready[0]["users"]
    replacement.ask("advance", seconds=3 * MINUTE)  # to the others' time
    workers = [replacement, second]
    minutes(workers, 3)  # past the first reminders (at half the time)
    # Alice wants no more DMs: she says so in her DM with the bot, which Discord sends to
    # shard 0's process; the second reminder of either table is then said at the table
    replacement.ask("settings", user="alice", dm="off")
    minutes(workers, 5)
    reports = together(workers, "report")

    for table in tables:
        await one_stand_in(cluster, table)
    mine, theirs = reports
    assert len(stand_in_notices(mine)) == 1 and len(stand_in_notices(theirs)) == 1
    # the replacement's Discord has none of the killed process's messages: it redraws the
    # table message (and finds the old ping gone); nothing else is refused
    assert {r["code"] for r in mine["refusals"]} <= {UNKNOWN_MESSAGE}
    own = f"/channels/{ready[0]['channel']}/messages/"
    assert all(r["path"].startswith(own) for r in mine["refusals"])
    assert theirs["refusals"] == [] and mine["errors"] == [] and theirs["errors"] == []
    assert mine["logged"] == theirs["logged"] == []
    # the reminders of the killed process's table come from the replacement, once each: by
    # DM, then (DMs off) at the table
    alice = ready[0]["users"]["alice"]
    assert len(reminders(mine, tables[0], "fr")) == len(public_reminders(mine, alice)) == 1
    assert reminders(theirs, tables[0], "fr") == reminders(theirs, tables[0]) == []
    # the second process spoke English to Alice before, French after she changed
    assert len(turn_dms(theirs, tables[1])) == 1
    assert reminders(theirs, tables[1]) == []
    assert len(reminders(theirs, tables[1], "fr")) == len(public_reminders(theirs, alice)) == 1
