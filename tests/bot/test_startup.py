"""Start-up (issue 28, ``bench/bench_startup.py``): the bot connects without waiting for its
picture workers to build their palettes, and a bot on SQLite never imports the PostgreSQL
driver (asyncpg: 0.15 s of a start). Each start runs in an interpreter of its own, as the
modules a process imported are what is checked."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests import SETTLE_SECONDS

ROOT = Path(__file__).resolve().parents[2]

STARTED = """
import asyncio, json, sys, threading
import simcord
from bot import cli
from bot.config import Settings
from bot.pictures import PICTURES

released = threading.Event()

def start(processes):  # workers that stay starting until the bot has connected
    released.wait()

PICTURES.start = start

async def main():
    # a bot that waits for its workers gets them after a while, and the test fails, not hangs
    late = threading.Timer(30, released.set)
    late.start()
    bot = cli.start_bot(Settings(database={database!r}, picture_workers=1), heartbeat=None)
    async with simcord.run(bot, settle_timeout={settle!r}, shard_count=1):
        connected_while_starting = not released.is_set()
    released.set()
    late.cancel()
    await PICTURES.started()
    await bot.store.close()
    print(json.dumps([connected_while_starting, "asyncpg" in sys.modules]))

asyncio.run(main())
"""


def run(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


@pytest.mark.slow
def test_the_bot_connects_while_its_picture_workers_are_still_starting(tmp_path: Path) -> None:
    code = STARTED.format(database=str(tmp_path / "bot.sqlite3"), settle=SETTLE_SECONDS)
    connected_while_starting, asyncpg = json.loads(run(code))
    assert connected_while_starting
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
