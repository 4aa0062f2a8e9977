"""Pictures are drawn once per distinct arguments, shared while being drawn, never cached when
they fail, kept within a byte budget, and drawn identically by worker processes, which are
replaced when one dies."""

from __future__ import annotations

import ast
import asyncio
import importlib
import os
import pickle
import pkgutil
import sys
import threading
from pathlib import Path

import pytest

import cogs
from bot.pictures import Pictures, picture_key
from bot.render import Drawing
from bot.render.fugitive import render_notepad

NOTEPAD = Drawing("bot.render.fugitive", "render_notepad")

CALLS: list[tuple[object, ...]] = []


def drawing(*args: object) -> bytes:
    CALLS.append(args)
    return repr(args).encode()


def failing(*args: object) -> bytes:
    CALLS.append(args)
    raise ValueError("no ink")


def dies_in_a_worker(parent: int, size: int) -> bytes:
    if os.getpid() != parent:
        os._exit(1)
    return b"x" * size


@pytest.fixture(autouse=True)
def no_calls() -> None:
    CALLS.clear()


async def test_the_same_picture_is_drawn_once() -> None:
    pictures = Pictures()
    view = {"phase": "play", "hand": [3, 1]}
    first = await pictures.draw(drawing, view, "en")
    again = await pictures.draw(drawing, {"hand": [3, 1], "phase": "play"}, "en")
    other = await pictures.draw(drawing, view, "fr")
    assert first == again != other
    assert len(CALLS) == 2
    assert (pictures.drawn, pictures.hits) == (2, 1)


async def test_sets_are_keyed_by_their_members_not_their_order() -> None:
    assert picture_key(drawing, ({3, 1, 2},)) == picture_key(drawing, ([1, 2, 3],))
    assert picture_key(drawing, ({3, 1},)) != picture_key(drawing, ({3, 2},))
    assert picture_key(drawing, (object(),)) is None  # not plain data: drawn, not kept
    pictures = Pictures()
    await pictures.draw(drawing, object())
    await pictures.draw(drawing, object())
    assert len(CALLS) == 2


async def test_a_drawing_by_name_draws_what_its_module_holds_when_called(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    named = Drawing(__name__, "drawing")
    assert pickle.loads(pickle.dumps(named)) == named  # as a worker is sent it
    # keyed as the function it names: both share their pictures
    assert picture_key(named, ("en",)) == picture_key(drawing, ("en",))
    assert await Pictures().draw(named, "en") == drawing("en")
    monkeypatch.setattr(sys.modules[__name__], "drawing", lambda lang: b"patched")
    assert await Pictures().draw(named, "en") == b"patched"


async def test_requests_during_a_drawing_share_it() -> None:
    pictures = Pictures()
    started, release = threading.Event(), threading.Event()

    def slow(lang: str) -> bytes:
        started.set()
        release.wait(5)
        return drawing(lang)

    first = asyncio.create_task(pictures.draw(slow, "en"))
    await asyncio.to_thread(started.wait, 5)
    others = [asyncio.create_task(pictures.draw(slow, "en")) for _ in range(3)]
    await asyncio.sleep(0)
    release.set()
    results = await asyncio.gather(first, *others)
    assert len(set(results)) == 1
    assert len(CALLS) == 1
    assert pictures.shared == 3


async def test_a_failed_drawing_reaches_every_waiter_and_is_not_kept() -> None:
    pictures = Pictures()
    with pytest.raises(ValueError, match="no ink"):
        await pictures.draw(failing, "en")
    with pytest.raises(ValueError, match="no ink"):
        await pictures.draw(failing, "en")
    assert len(CALLS) == 2


async def test_the_cache_keeps_to_its_budget_most_recent_first() -> None:
    pictures = Pictures(cache_bytes=100)
    for n in range(10):
        await pictures.draw(drawing, "x" * 30, n)  # about 45 bytes each
    assert pictures._held <= 100
    await pictures.draw(drawing, "x" * 30, 9)  # the newest is still there
    assert len(CALLS) == 10
    await pictures.draw(drawing, "x" * 30, 0)  # the oldest was dropped
    assert len(CALLS) == 11


@pytest.mark.slow
async def test_worker_processes_draw_the_same_bytes_as_a_thread() -> None:
    here = render_notepad({1, 2, 3}, {10}, {20}, "fr")
    pictures = Pictures()
    await asyncio.to_thread(pictures.start, 1)
    try:
        assert pictures.processes == 1
        assert await pictures.draw(NOTEPAD, {1, 2, 3}, {10}, {20}, "fr") == here
    finally:
        pictures.stop()


@pytest.mark.slow
async def test_a_dead_worker_is_replaced_and_its_picture_drawn_in_a_thread() -> None:
    pictures = Pictures()
    await asyncio.to_thread(pictures.start, 1)
    try:
        assert await pictures.draw(dies_in_a_worker, os.getpid(), 5) == b"xxxxx"
        assert pictures.processes == 1  # a new worker is up
        drawn = await pictures.draw(render_notepad, {4}, set(), set(), "en")
        assert drawn == render_notepad({4}, set(), set(), "en")
    finally:
        pictures.stop()


def never_ready() -> None:
    os._exit(1)


@pytest.mark.slow
async def test_workers_that_cannot_start_leave_the_drawing_to_threads(monkeypatch) -> None:
    monkeypatch.setattr("bot.picture_worker.ready", never_ready)
    pictures = Pictures()
    await asyncio.to_thread(pictures.start, 1)
    try:
        assert pictures.processes == 0
        assert await pictures.draw(drawing, 1) == b"(1,)" and CALLS == [(1,)]
    finally:
        pictures.stop()


def test_every_drawing_the_cogs_name_exists() -> None:
    """The cogs name their pictures' functions as strings (``Drawing``), which no type checker
    reads: each must name a function of its module."""
    named = []
    for info in pkgutil.iter_modules(cogs.__path__):
        module = importlib.import_module(f"cogs.{info.name}")
        tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Drawing":
                where, name = (
                    ast.literal_eval(a) if isinstance(a, ast.Constant) else getattr(module, a.id)
                    for a in node.args
                )
                named.append((info.name, where, name))
    assert len(named) >= 15, named  # every game's board and hand, the charts, the recap…
    for cog, where, name in named:
        assert callable(getattr(importlib.import_module(where), name, None)), (cog, where, name)
