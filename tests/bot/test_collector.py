"""Start-up objects leave full garbage collections (bot/collector.py). Each test runs in its
own interpreter: freezing is for the life of a process, and the test process must not keep
its own objects forever."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests import SETTLE_SECONDS

#: each test starts a Python of its own
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


def run_python(code: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_freezing_takes_survivors_out_of_full_passes_and_later_garbage_is_freed() -> None:
    result = run_python(
        """
import gc, json, weakref
import discord, pydantic
from bot.collector import freeze_startup_objects

class Node:
    pass

old = Node()
old.me = old  # a cycle made before the freeze and alive then: it stays, frozen
tracked_before = len(gc.get_objects())
frozen = freeze_startup_objects()
tracked_after = len(gc.get_objects())
new = Node()
new.me = new  # a cycle made after: freed by the next collection as before
gone = weakref.ref(new)
del new
gc.collect()
print(json.dumps({"before": tracked_before, "frozen": frozen, "after": tracked_after,
                  "old_frozen": not any(o is old for o in gc.get_objects()),
                  "new_freed": gone() is None}))
"""
    )
    assert result["frozen"] >= 0.9 * result["before"]  # type: ignore[operator]
    assert result["after"] < 0.05 * result["before"]  # type: ignore[operator]
    assert result["old_frozen"] is True
    assert result["new_freed"] is True


def test_the_running_bot_freezes_once_its_cogs_are_loaded_and_a_test_bot_never_does(
    tmp_path: Path,
) -> None:
    result = run_python(
        f"""
import asyncio, gc, json, sys
import simcord
from bot.client import GetawayBot
from bot.config import Settings

async def frozen_after_setup(freeze, name):
    bot = GetawayBot(Settings(database={str(tmp_path)!r} + "/" + name), freeze_after_setup=freeze)
    async with simcord.run(bot, settle_timeout={SETTLE_SECONDS!r}, shard_count=1):
        count = gc.get_freeze_count()
        cogs = sys.modules["cogs.fugitive"].__dict__
        frozen_cogs = not any(o is cogs for o in gc.get_objects())
    await bot.store.close()
    return count, frozen_cogs

async def main():
    # 0, except that Python 3.12 starts with some of its own tuples frozen (375 on 3.12.1)
    at_start = gc.get_freeze_count()
    test_bot = await frozen_after_setup(False, "a.sqlite3")
    running_bot = await frozen_after_setup(True, "b.sqlite3")
    print(json.dumps({{"at_start": at_start, "test_bot": test_bot, "running_bot": running_bot}}))

asyncio.run(main())
"""
    )
    assert result["test_bot"] == [result["at_start"], False]  # froze nothing
    count, cogs_frozen = result["running_bot"]  # type: ignore[misc]
    assert count > 10_000
    assert cogs_frozen is True
