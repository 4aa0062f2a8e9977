"""The running bot's garbage collector is set for a server once it has started: thresholds
raised, start-up objects frozen; a test bot leaves the collector alone (issue 28). Each test
runs in its own interpreter, as freezing and thresholds hold for the whole process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests import SETTLE_SECONDS

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]

STARTED = """
import asyncio, gc, json, sys
import simcord
from bot.client import GetawayBot
from bot.config import Settings

async def main():
    before = {{"thresholds": gc.get_threshold(), "frozen": gc.get_freeze_count()}}
    bot = GetawayBot(Settings(database={database!r}), freeze_after_setup={running})
    async with simcord.run(bot, settle_timeout={settle!r}, shard_count=1):
        after = {{"thresholds": gc.get_threshold(), "frozen": gc.get_freeze_count()}}
    await bot.store.close()
    print(json.dumps({{"before": before, "after": after}}))

asyncio.run(main())
"""


def started(tmp_path: Path, running: bool) -> dict[str, dict[str, object]]:
    code = STARTED.format(
        database=str(tmp_path / "bot.sqlite3"), running=running, settle=SETTLE_SECONDS
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, dict[str, object]] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_once_started_the_running_bot_collects_as_a_server(tmp_path: Path) -> None:
    from bot.collector import THRESHOLDS

    result = started(tmp_path, running=True)
    assert result["before"]["thresholds"] != list(THRESHOLDS)
    assert result["after"]["thresholds"] == list(THRESHOLDS)
    frozen = result["after"]["frozen"]
    assert isinstance(frozen, int) and frozen > 10_000


def test_a_test_bot_leaves_the_collector_as_python_set_it(tmp_path: Path) -> None:
    result = started(tmp_path, running=False)
    assert result["after"] == result["before"]
