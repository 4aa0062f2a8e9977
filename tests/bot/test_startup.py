"""Start-up (issue 28, ``bench/bench_startup.py``): the picture workers take pictures (and the
bot connects) without waiting for their palettes, and a bot on SQLite never imports the
PostgreSQL driver (asyncpg: 0.15 s of a start). The starts run in interpreters of their own,
as the modules a process imported are what is checked."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import bot.render
from bot import picture_worker
from tests import SETTLE_SECONDS

ROOT = Path(__file__).resolve().parents[2]

STARTED = """
import asyncio, json, sys
import simcord
from bot import cli
from bot.config import Settings
from bot.pictures import PICTURES

async def main():
    bot = cli.start_bot(Settings(database={database!r}, picture_workers=1), heartbeat=None)
    async with simcord.run(bot, settle_timeout={settle!r}, shard_count=1):
        workers = PICTURES.processes
    await bot.store.close()
    PICTURES.stop()
    print(json.dumps([workers, "asyncpg" in sys.modules]))

asyncio.run(main())
"""


def run(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


def test_a_worker_is_ready_while_its_palettes_are_still_being_built(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    building, built = threading.Event(), threading.Event()

    def slow_warm() -> None:  # palettes that take as long as the test wants
        building.wait(timeout=30)
        built.set()

    monkeypatch.setattr(bot.render, "warm", slow_warm)
    picture_worker.start()
    assert picture_worker.ready() == 0 and not built.is_set()
    building.set()
    assert built.wait(timeout=30)


@pytest.mark.slow
def test_the_bot_connects_with_its_picture_workers_and_without_asyncpg(tmp_path: Path) -> None:
    code = STARTED.format(database=str(tmp_path / "bot.sqlite3"), settle=SETTLE_SECONDS)
    workers, asyncpg = json.loads(run(code))
    assert workers == 1  # up once connected: the bot itself never draws
    assert not asyncpg  # nothing the running bot loads on SQLite needs it


def test_the_command_line_and_the_client_import_no_postgresql_driver() -> None:
    imported = run("import sys, bot.cli, bot.client; print('asyncpg' in sys.modules)")
    assert imported == "False"


def test_the_image_ships_the_bots_bytecode() -> None:
    """With PYTHONDONTWRITEBYTECODE set, a module without bytecode is compiled at every start:
    the image compiles the bot's packages once, after copying them."""
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    lines = [line.strip() for line in text.splitlines() if line.strip() and line[0] != "#"]
    assert "PYTHONDONTWRITEBYTECODE=1" in text
    compiled = next(
        i for i, line in enumerate(lines) if "python -m compileall -q bot cogs rules" in line
    )
    copied = [
        i for i, line in enumerate(lines) if re.fullmatch(r"COPY (bot|cogs|rules) \./\1", line)
    ]
    assert len(copied) == 3 and max(copied) < compiled
