"""Start-up (issue 28, ``bench/bench_startup.py``): the picture workers take pictures (and the
bot connects) without waiting for their palettes, and start once the cogs are loaded; the
collector is off until the bot is set up; a database refused stops the start before the client;
a bot on SQLite never imports the PostgreSQL driver (asyncpg: 0.15 s of a start). The starts
run in interpreters of their own, as the modules a process imported are what is checked."""

from __future__ import annotations

import gc
import json
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import bot.render
from bot import cli, picture_worker
from bot.collector import THRESHOLDS
from bot.config import Settings
from bot.pictures import PICTURES
from bot.render import Drawing
from bot.render.budget import DRAWING_CACHE_MB
from bot.store import StoreError
from tests import SETTLE_SECONDS

ROOT = Path(__file__).resolve().parents[2]

STARTED = """
import asyncio, gc, json, sys
import simcord
from bot import cli
from bot.config import Settings
from bot.pictures import PICTURES

started = []
start_soon = PICTURES.start_soon

def starting(processes):  # what the bot had done when its workers were started
    started.append([processes, PICTURES.drawing_cache, sorted(bot.extensions), gc.isenabled()])
    start_soon(processes)

PICTURES.start_soon = starting
settings = Settings(database={database!r}, picture_workers=1, picture_cache_mb=5)
bot = cli.start_bot(settings, heartbeat=None)

async def main():
    async with simcord.run(bot, settle_timeout={settle!r}, shard_count=1):
        workers = PICTURES.processes
        collecting = [gc.isenabled(), gc.get_threshold()]
    await bot.store.close()
    PICTURES.stop()
    print(json.dumps([workers, "asyncpg" in sys.modules, started, collecting]))

asyncio.run(main())
"""


LOADED = """
import asyncio, importlib, json, pkgutil, sys
import simcord
import cogs
from bot.client import GetawayBot
from bot.config import Settings

for module in pkgutil.iter_modules(cogs.__path__):
    importlib.import_module(f"cogs.{{module.name}}")
bot = GetawayBot(Settings(database={database!r}))

async def main():
    async with simcord.run(bot, settle_timeout={settle!r}, shard_count=1):
        pass
    await bot.store.close()
    print(json.dumps(sorted(sys.modules)))

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
    picture_worker.start(DRAWING_CACHE_MB * 2**20)
    assert picture_worker.ready() == 0 and not built.is_set()
    building.set()
    assert built.wait(timeout=30)


@pytest.mark.slow
def test_the_bot_connects_with_its_picture_workers_and_without_asyncpg(tmp_path: Path) -> None:
    code = STARTED.format(database=str(tmp_path / "bot.sqlite3"), settle=SETTLE_SECONDS)
    workers, asyncpg, started, collecting = json.loads(run(code))
    assert workers == 1  # up once connected: the bot itself never draws
    assert not asyncpg  # nothing the running bot loads on SQLite needs it
    # started once, after the cogs (not competing with the imports for the cores), and the
    # collector was off until then (no collection walking the start-up's objects), a server's
    # once set up
    [[processes, drawing_cache, extensions, collected]] = started
    assert processes == 1 and drawing_cache == 5 * 2**20  # GETAWAY_PICTURE_CACHE_MB
    assert {"cogs", "cogs.lobby", "cogs.fugitive"} <= set(extensions)
    assert not collected
    assert collecting == [True, list(THRESHOLDS)]


def test_the_bot_imports_the_drawing_code_and_pillow_only_to_draw(tmp_path: Path) -> None:
    """Set up with every cog loaded, a bot that has drawn nothing (its workers draw) holds
    neither (4.4 MiB): its cogs name their pictures (``bot.render.Drawing``)."""
    code = LOADED.format(database=str(tmp_path / "bot.sqlite3"), settle=SETTLE_SECONDS)
    modules = json.loads(run(code))
    assert {"cogs.fled", "cogs.elba", "cogs.profile", "cogs.replay"} <= set(modules)
    drawing = [m for m in modules if m.split(".")[0] == "PIL" or m.startswith("bot.render.")]
    assert drawing == ["bot.render.budget"]


@pytest.mark.parametrize(
    ("command", "runs_the_bot"), [([], True), (["run"], True), (["health"], False)]
)
def test_python_m_bot_turns_the_collector_off_before_its_imports_for_the_bot_alone(
    command: list[str], runs_the_bot: bool
) -> None:
    code = f"import sys; sys.argv[1:] = {command!r}; import bot.__main__, gc; print(gc.isenabled())"
    assert run(code) == str(not runs_the_bot)


def test_a_missing_database_stops_the_start_before_the_client_and_its_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[int] = []
    monkeypatch.setattr(PICTURES, "start_soon", started.append)
    try:
        with pytest.raises(StoreError, match="does not exist"):
            cli.start_bot(
                Settings(database=tmp_path / "gone.sqlite3", picture_workers=1),
                heartbeat=None,
                create=False,
            )
    finally:
        gc.enable()  # start_bot turns it off until the client is set up
    assert started == []
    assert not (tmp_path / "gone.sqlite3").exists()


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


async def test_a_bot_drawing_in_its_own_threads_keeps_the_drawing_budget_it_is_given(
    tmp_path: Path,
) -> None:
    """``GETAWAY_PICTURE_WORKERS=0``: the pictures are drawn in the bot's process, whose drawing
    caches take ``GETAWAY_PICTURE_CACHE_MB`` as a worker's would."""
    import simcord

    from bot.client import GetawayBot
    from bot.render.common import set_drawing_cache
    from bot.render.fled.cells import CELL_SHARE, cell_image

    bot = GetawayBot(Settings(database=tmp_path / "bot.sqlite3", picture_cache_mb=3))
    try:
        async with simcord.run(bot, settle_timeout=SETTLE_SECONDS, shard_count=1):
            PICTURES.clear()  # drawn, not found in the cache: the budget is set as it draws
            notepad = Drawing("bot.render.fugitive", "render_notepad")
            await PICTURES.draw(notepad, {4}, set(), set(), "en")
            budget = cell_image.budget
        await bot.store.close()
    finally:
        PICTURES.drawing_cache = DRAWING_CACHE_MB * 2**20
        set_drawing_cache(PICTURES.drawing_cache)
    assert PICTURES.processes == 0
    assert budget == round(CELL_SHARE * 3 * 2**20) != round(CELL_SHARE * DRAWING_CACHE_MB * 2**20)
