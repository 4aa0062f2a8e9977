"""Picture workers are lean (they never import the parent's main module, so not the whole bot
when that is what the main module imports, and start no resource tracker), start while the bot
sets up, never outlive it, and their count fits the machine (issue 28)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: the modules only the bot itself needs, never the drawing
BOT_ONLY = ("discord", "simcord", "bot.client", "bot.cli", "cogs", "aiosqlite", "asyncpg")
#: what only playing needs, never the drawing: the engines, the computer players, the pydantic
#: models (rules.core and every state's models import pydantic)
RULES_ONLY = re.compile(r"pydantic(_core)?(\..*)?|rules\.core|rules\.\w+\.(engine|ai\w*)")


def loaded_modules() -> bytes:
    """Drawn in a worker: the names of the modules it has imported."""
    return json.dumps(sorted(sys.modules)).encode()


def worker_pid(n: int) -> bytes:
    """Drawn in a worker: which process drew it."""
    return str(os.getpid()).encode()


def drawing_budgets(n: int) -> bytes:
    """Drawn in a worker: each drawing cache's budget, every game's drawing code imported."""
    from bot.render import common, renderer
    from rules import game_ids

    for game in game_ids():
        renderer(game)
    return json.dumps({c.__qualname__: c.budget for c in common._shares}).encode()


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.slow
async def test_workers_are_renewed_after_their_share_and_no_picture_is_lost(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from bot.pictures import Pictures

    monkeypatch.setattr("bot.pictures.TASKS_PER_WORKER", 3)
    pictures = Pictures()
    await asyncio.to_thread(pictures.start, 1)
    try:
        first = set(await asyncio.gather(*(pictures.draw(worker_pid, n) for n in range(3))))
        # a queue of pictures while fresh workers start: each is drawn, by the old or the new
        queued = await asyncio.gather(*(pictures.draw(worker_pid, n) for n in range(3, 40)))
        deadline = time.monotonic() + 60
        n = 40
        while (latest := await pictures.draw(worker_pid, n)) in first:
            assert time.monotonic() < deadline, "no fresh worker took over"
            await asyncio.sleep(0.2)
            n += 1
        assert pictures.processes == 1
    finally:
        pictures.stop()
    assert len(first) == 1 and latest not in first
    assert all(pid.isdigit() for pid in queued)
    (old,) = first
    deadline = time.monotonic() + 30
    while alive(int(old)):  # the old worker finished its share and left
        assert time.monotonic() < deadline, "the old worker is still there"
        await asyncio.sleep(0.2)


def palettes_built(n: int) -> bytes:
    """Drawn in a worker: whether every game's palette is built already."""
    from bot.render import renderer
    from rules import game_ids

    palettes = [getattr(renderer(game), "PALETTE", None) for game in game_ids()]
    return str(all(p is None or p._image is not None for p in palettes)).encode()


@pytest.mark.slow
def test_fresh_workers_that_replace_others_take_over_with_their_palettes_built() -> None:
    """The bot's first workers take pictures while they build their palettes (start-up does
    not wait); workers renewed later are swapped in warm, so no player waits for a palette."""
    from bot.pictures import Pictures

    pool = Pictures._launch(1, Pictures().drawing_cache, warm=True)
    assert pool is not None
    try:
        assert asyncio.run(pool.draw(palettes_built, 0)) == b"True"
    finally:
        pool.stop()


def test_a_worker_drawing_every_game_imports_no_engine_computer_player_nor_pydantic() -> None:
    """A worker, its palettes built, draws a board and a hand of every game from views sent as
    the bot sends them (pickled: Fugitive's shared lists and entries among them), and has
    imported what drawing needs only (issue 28)."""
    from bench.bench_render import TABLES, positions
    from bot.pictures import Pictures
    from bot.render import renderer

    pool = Pictures._launch(1, Pictures().drawing_cache, warm=True)
    assert pool is not None

    async def draw() -> bytes:
        assert pool is not None
        for game, sizes in TABLES.items():
            module = renderer(game)
            assert module is not None
            public, own = positions(game, sizes[0], 1, 2)[-1]
            assert await pool.draw(module.render_public, public, "en")
            assert await pool.draw(module.render_private, own, "en")
        return await pool.draw(loaded_modules)

    try:
        imported = json.loads(asyncio.run(draw()))
    finally:
        pool.stop()
    assert {f"bot.render.{game}" for game in TABLES} <= set(imported)
    assert [m for m in imported if RULES_ONLY.fullmatch(m)] == []


@pytest.mark.slow
def test_a_worker_imports_neither_the_main_module_nor_the_bot(tmp_path: Path) -> None:
    main = tmp_path / "main.py"
    # a main module that imports the bot, as the `getaway` script and the benchmarks do
    main.write_text(
        f"""
import asyncio, sys
sys.path.insert(0, {str(ROOT)!r})
import discord, bot.client, simcord
from bot.pictures import Pictures
from tests.bot.test_picture_workers import loaded_modules

if __name__ == "__main__":
    pictures = Pictures()
    pictures.start(1)
    try:
        print(pictures.processes)
        print(asyncio.run(pictures.draw(loaded_modules)).decode())
    finally:
        pictures.stop()
"""
    )
    done = subprocess.run(
        [sys.executable, str(main)], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    processes, modules = done.stdout.strip().splitlines()[-2:]
    assert processes == "1"  # drawn in the worker, not in a thread of the parent
    imported = json.loads(modules)
    assert "bot.render" in imported and "bot.picture_worker" in imported
    assert [m for m in imported if m.split(".")[0] in BOT_ONLY or m in BOT_ONLY] == []


def run_apart(code: str) -> str:
    """The last line ``code`` printed, run in an interpreter of its own."""
    done = subprocess.run(
        [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(ROOT)!r})\n{code}"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


@pytest.mark.slow
def test_workers_start_no_resource_tracker() -> None:
    """multiprocessing's resource tracker is one more interpreter (13 MiB) the bot does not
    need: its pools' processes and named semaphores start it."""
    tracker = run_apart(
        """
import asyncio
from multiprocessing import resource_tracker
from bot.pictures import Pictures
from tests.bot.test_picture_workers import worker_pid

pictures = Pictures()
pictures.start(2)
try:
    asyncio.run(pictures.draw(worker_pid, 0))
finally:
    pictures.stop()
print(resource_tracker._resource_tracker._pid)
"""
    )
    assert tracker == "None"


@pytest.mark.slow
async def test_a_killed_worker_is_replaced_its_pictures_still_come_and_stop_leaves_none() -> None:
    from bot.pictures import Pictures

    pictures = Pictures()
    await asyncio.to_thread(pictures.start, 1)
    try:
        killed = int(await pictures.draw(worker_pid, 0))
        os.kill(killed, signal.SIGKILL)
        # the picture that meets the dead worker and those queued behind it
        queued = await asyncio.gather(*(pictures.draw(worker_pid, n) for n in range(1, 6)))
        assert pictures.processes == 1
        fresh = int(await pictures.draw(worker_pid, 6))
    finally:
        pictures.stop()
    assert str(os.getpid()).encode() in queued  # drawn in a thread here
    assert all(pid.isdigit() for pid in queued)
    assert fresh not in (killed, os.getpid())
    assert not alive(fresh)  # stopped and reaped


def running(pid: int) -> bool:
    """Whether a process runs (an exited one that no one reaped yet does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


@pytest.mark.slow
def test_a_worker_whose_bot_died_exits() -> None:
    pid = run_apart(
        """
import asyncio, os
from bot.pictures import Pictures
from tests.bot.test_picture_workers import worker_pid

pictures = Pictures()
pictures.start(1)
print(asyncio.run(pictures.draw(worker_pid, 0)).decode(), flush=True)
os._exit(0)  # no stop: as if killed
"""
    )
    deadline = time.monotonic() + 30
    while running(int(pid)):
        assert time.monotonic() < deadline, "the worker outlived its bot"
        time.sleep(0.1)


@pytest.mark.slow
async def test_workers_started_soon_are_ready_once_started_says_so() -> None:
    from bot.pictures import Pictures
    from bot.render.fugitive import render_notepad

    pictures = Pictures()
    pictures.start_soon(1)
    try:
        await pictures.started()
        assert pictures.processes == 1
        drawn = await pictures.draw(render_notepad, {2, 5}, set(), {9}, "en")
        assert drawn == render_notepad({2, 5}, set(), {9}, "en")
    finally:
        pictures.stop()
    assert pictures.processes == 0


@pytest.mark.slow
async def test_workers_share_out_the_drawing_cache_they_are_given() -> None:
    from bot.pictures import Pictures
    from bot.render.fled.cells import CELL_SHARE

    pictures = Pictures()
    await asyncio.to_thread(pictures.start, 1, 4 * 2**20)
    try:
        budgets = json.loads(await pictures.draw(drawing_budgets, 0))
        renewed = await asyncio.to_thread(pictures._launch, 1, pictures.drawing_cache)
        assert renewed is not None
        try:  # fresh workers taking over keep the same budget
            again = await renewed.draw(drawing_budgets, 1)
        finally:
            renewed.stop()
    finally:
        pictures.stop()
    assert budgets["cell_image"] == round(CELL_SHARE * 4 * 2**20)
    assert sum(budgets.values()) == pytest.approx(4 * 2**20, abs=len(budgets))
    assert json.loads(again) == budgets


async def test_without_workers_started_soon_started_returns_at_once() -> None:
    from bot.pictures import Pictures

    pictures = Pictures()
    await pictures.started()
    assert pictures.processes == 0


def echoed(data: bytes, times: int) -> bytes:
    """Drawn in a worker: ``data`` ``times`` over (a large reply to a large request)."""
    return data * times


def slept(seconds: float, tag: str) -> bytes:
    """Drawn in a worker: ``tag``, after a while."""
    time.sleep(seconds)
    return tag.encode()


@pytest.mark.slow
async def test_the_event_loop_itself_sends_and_reads_pictures_larger_than_a_pipe_holds() -> None:
    """No thread stands between the loop and a worker (each picture handed to one cost the
    bot about 100 µs of CPU), and a request or a reply larger than a pipe's buffer (64 KiB
    here) goes through whole, in pieces, while other pictures are asked for."""
    from bot.pictures import Pictures

    threads = threading.active_count()
    pool = Pictures._launch(2, Pictures().drawing_cache)  # blocking this loop a moment
    assert pool is not None
    try:
        big = os.urandom(300_000)
        drawn = await asyncio.gather(
            pool.draw(echoed, big, 3), pool.draw(worker_pid, 1), pool.draw(echoed, b"ab", 2)
        )
        assert threading.active_count() == threads
    finally:
        pool.stop()
    assert drawn[0] == big * 3 and drawn[1].isdigit() and drawn[2] == b"abab"


@pytest.mark.slow
async def test_a_cancelled_drawer_leaves_the_worker_to_the_next_pictures() -> None:
    """Cancelled while waiting for the worker, a picture is never drawn; cancelled while
    drawn, its reply is read and dropped: either way the next picture comes."""
    from bot.pictures import Pictures

    pool = await asyncio.to_thread(Pictures._launch, 1, Pictures().drawing_cache)
    assert pool is not None
    try:
        drawing = asyncio.ensure_future(pool.draw(slept, 0.3, "first"))
        waiting = asyncio.ensure_future(pool.draw(slept, 0, "never"))
        await asyncio.sleep(0.05)
        drawing.cancel()
        waiting.cancel()
        assert await pool.draw(slept, 0, "next") == b"next"
    finally:
        pool.stop()
    assert drawing.cancelled() and waiting.cancelled()


@pytest.mark.slow
async def test_stopping_gives_up_the_picture_being_drawn_and_leaves_no_worker() -> None:
    from bot.pictures import Pictures, WorkerLost

    pool = await asyncio.to_thread(Pictures._launch, 1, Pictures().drawing_cache)
    assert pool is not None
    (pid,) = pool.pids
    drawing = asyncio.ensure_future(pool.draw(slept, 0.3, "given up"))
    await asyncio.sleep(0.05)
    pool.stop()
    with pytest.raises(WorkerLost):
        await drawing
    assert not alive(pid)
    with pytest.raises(WorkerLost):
        await pool.draw(worker_pid, 0)


@pytest.mark.slow
def test_workers_whose_event_loop_closed_are_replaced_for_the_next_one() -> None:
    """A bot run again in the same process (a new event loop) gets new workers, and the old
    ones leave: their pipes were read by the loop that is gone."""
    from bot.pictures import Pictures

    pictures = Pictures()
    pictures.start(1)
    try:
        first = int(asyncio.run(pictures.draw(worker_pid, 0)))
        second = int(asyncio.run(pictures.draw(worker_pid, 1)))  # drawn in a thread here
        third = int(asyncio.run(pictures.draw(worker_pid, 2)))
    finally:
        pictures.stop()
    assert second == os.getpid()
    assert first != os.getpid() and third not in (first, os.getpid())
    assert not alive(first) and not alive(third)


GIB = 1024**3


@pytest.mark.parametrize(
    ("cores", "memory", "workers"),
    [
        (1, 8 * GIB, 1),  # one core: still one worker (the loop never waits on Pillow's GIL)
        (2, 8 * GIB, 1),  # one core for the loop, one for drawing
        (8, 16 * GIB, 7),
        (8, 4 * GIB, 4),  # a GiB of memory per worker at most
        (4, GIB // 2, 1),  # a small VPS: one all the same
        (4, None, 3),  # memory unknown: by the cores
    ],
)
def test_unset_workers_fit_the_cores_and_the_memory(
    cores: int, memory: int | None, workers: int
) -> None:
    from bot.config import fitting_workers

    assert fitting_workers(cores, memory) == workers


def test_the_setting_overrides_the_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot import config

    monkeypatch.setattr(config, "_cores", lambda: 8)
    monkeypatch.setattr(config, "_memory_bytes", lambda: 64 * GIB)
    assert config.Settings().drawing_processes() == 7
    assert config.Settings(picture_workers=0).drawing_processes() == 0
    assert config.Settings(picture_workers=3).drawing_processes() == 3
