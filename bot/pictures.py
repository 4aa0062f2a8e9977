"""Pictures drawn off the event loop, each at most once.

A picture is a pure function of its arguments (a view, a language, marks…), so its bytes are
kept in a bounded cache keyed by the function and its arguments: the table message, the mover's
panel and a DM that show the same view share one drawing, and requests for a picture already
being drawn wait for that drawing instead of starting another.

Drawing happens in worker processes when the bot is started with some (``python -m bot run``
sizes their count from the machine, see :meth:`bot.config.Settings.drawing_processes`): the
event loop then never competes with Pillow for the GIL. Without them (tests, the terminal) it
happens in threads. A worker that dies is replaced, and the picture that met it is drawn in a
thread instead.

Workers are lean: they start from ``bot.picture_worker``, never from the parent's main module
(a spawned process imports it to find functions defined there: with ``getaway`` or a benchmark
as main, that was the whole bot, discord.py and all, in every worker), and they are replaced
after :data:`TASKS_PER_WORKER` pictures each, since the drawing code's caches and Pillow's
freed pixels only grow while a process lives. Fresh workers are started first and take over
once ready; the old ones finish what they were given, then exit. (Not ``max_tasks_per_child``:
on Python 3.11 to 3.13 a pool using it stops replacing its workers when pictures queue, and
hangs: CPython issue 115634.)
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import sys
import threading
import types
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.context import SpawnContext, SpawnProcess
from multiprocessing.popen_spawn_posix import Popen
from typing import Any

from bot import picture_worker
from bot.render.budget import DRAWING_CACHE_MB

log = logging.getLogger(__name__)

Key = tuple[str, str, str]

#: bytes of pictures kept (a Fled board is about 100 KiB, a Fugitive one 20): enough for the
#: pictures a move shows in several places (table, panel, DM) at hundreds of busy tables. At 400
#: tables of every game, 8 MiB served 269 pictures where 16 served 303 (bench/README.md)
CACHE_BYTES = 8 * 1024 * 1024

#: pictures a worker draws, on average, before fresh workers take over
TASKS_PER_WORKER = 2000


def _plain(value: Any) -> Any:
    if isinstance(value, set | frozenset):
        return sorted(value)
    raise TypeError(f"not part of a picture's key: {type(value).__name__}")


def picture_key(func: Callable[..., bytes], args: tuple[Any, ...]) -> Key | None:
    """The cache key of ``func(*args)``; None for arguments that are not plain data."""
    try:
        text = json.dumps(args, sort_keys=True, separators=(",", ":"), default=_plain)
    except (TypeError, ValueError):
        return None
    return func.__module__, func.__qualname__, text


class _LeanProcess(SpawnProcess):
    """A spawned worker that does not import the parent's main module: while it is launched,
    ``__main__`` reads as an empty module, so the child keeps its own (nothing is ever sent to
    a worker from the main module). Spawned, not forked: a fork would copy the parent's
    threads' locks mid-use."""

    @staticmethod
    def _Popen(process_obj: Any) -> Popen:
        main = sys.modules["__main__"]
        sys.modules["__main__"] = types.ModuleType("__main__")
        try:
            return Popen(process_obj)
        finally:
            sys.modules["__main__"] = main


class _LeanContext(SpawnContext):
    Process = _LeanProcess


class Pictures:
    def __init__(self, cache_bytes: int = CACHE_BYTES) -> None:
        self.cache_bytes = cache_bytes
        self._cache: OrderedDict[Key, bytes] = OrderedDict()  # most recently used last
        self._held = 0
        self._drawing: dict[Key, asyncio.Future[bytes]] = {}
        self._pool: ProcessPoolExecutor | None = None
        self._processes = 0
        #: bytes of drawn parts each worker keeps (bot.render.common.set_drawing_cache)
        self.drawing_cache = DRAWING_CACHE_MB * 2**20
        self._starting: threading.Thread | None = None
        #: pictures the current workers drew; fresh ones being started to take over
        self._pool_drawn = 0
        self._renewing: asyncio.Task[None] | None = None
        #: drawn, found in the cache, shared with a drawing under way
        self.drawn = self.hits = self.shared = 0

    # -- workers ----------------------------------------------------------------------------

    def start(self, processes: int, drawing_cache: int | None = None) -> None:
        """Start ``processes`` drawing workers and wait until each is up (their palettes are
        built after, see :mod:`bot.picture_worker`), each keeping ``drawing_cache`` bytes of
        drawn parts (unset: as before, at first
        :data:`bot.render.budget.DRAWING_CACHE_MB`). 0 keeps drawing in threads."""
        self._shut_down()
        self._processes = processes
        if drawing_cache is not None:
            self.drawing_cache = drawing_cache
        if processes > 0:
            self._pool = self._launch(processes, self.drawing_cache)

    @staticmethod
    def _launch(
        processes: int, drawing_cache: int, warm: bool = False
    ) -> ProcessPoolExecutor | None:
        """``processes`` workers keeping ``drawing_cache`` bytes of drawn parts each, once each
        is up (``warm``: and has built its palettes); None if they cannot start."""
        pool = ProcessPoolExecutor(
            processes,
            mp_context=_LeanContext(),
            initializer=picture_worker.start,
            initargs=(drawing_cache,),
        )
        first = picture_worker.warmed if warm else picture_worker.ready
        try:
            for job in [pool.submit(first) for _ in range(processes)]:
                job.result()
        except (OSError, BrokenProcessPool) as exc:  # no processes here (limits, sandbox)
            log.warning("picture workers could not start (%s); drawing in threads", exc)
            pool.shutdown(wait=False, cancel_futures=True)
            return None
        return pool

    async def _renew(self, old: ProcessPoolExecutor) -> None:
        """Start fresh workers; once they are ready, they draw and the old ones finish what
        they were given, then exit. Swapped on the event loop, where pictures are handed out."""
        fresh = await asyncio.to_thread(self._launch, self._processes, self.drawing_cache, True)
        if fresh is None:
            return  # the old ones carry on
        if self._pool is not old:  # stopped, or replaced after a death, meanwhile
            fresh.shutdown(wait=False, cancel_futures=True)
            return
        self._pool, self._pool_drawn = fresh, 0
        old.shutdown(wait=False)

    def start_soon(self, processes: int, drawing_cache: int | None = None) -> None:
        """:meth:`start` in a thread: the workers start and load their palettes while the bot
        imports and sets up; pictures asked for meanwhile are drawn in threads. :meth:`started`
        waits for them."""
        self._starting = threading.Thread(
            target=self.start,
            args=(processes, drawing_cache),
            name="picture workers",
            daemon=True,
        )
        self._starting.start()

    async def started(self) -> None:
        """Once the workers :meth:`start_soon` started are ready (or drawing fell back to
        threads)."""
        starting = self._starting
        if starting is not None:
            await asyncio.to_thread(starting.join)
            self._starting = None

    def stop(self) -> None:
        if self._starting is not None:  # stopping while they start: once they have
            self._starting.join()
            self._starting = None
        self._shut_down()

    def _shut_down(self) -> None:
        self._pool_drawn = 0
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    @property
    def processes(self) -> int:
        return self._processes if self._pool is not None else 0

    async def _run(self, func: Callable[..., bytes], args: tuple[Any, ...]) -> bytes:
        pool = self._pool
        if pool is not None:
            loop = asyncio.get_running_loop()
            try:
                picture = await loop.run_in_executor(pool, functools.partial(func, *args))
            except BrokenProcessPool:
                log.warning("a picture worker died; starting new ones, this picture in a thread")
                if self._pool is pool:
                    pool.shutdown(wait=False, cancel_futures=True)
                    self._pool = None
                    await asyncio.to_thread(self.start, self._processes)
            else:
                self._drew_in(pool)
                return picture
        return await asyncio.to_thread(func, *args)

    def _drew_in(self, pool: ProcessPoolExecutor) -> None:
        """Count a picture the workers drew; renew them once they drew their share."""
        if pool is not self._pool:
            return
        self._pool_drawn += 1
        busy = self._renewing is not None and not self._renewing.done()
        if self._pool_drawn >= TASKS_PER_WORKER * self._processes and not busy:
            self._renewing = asyncio.create_task(self._renew(pool), name="new picture workers")

    # -- the cache ---------------------------------------------------------------------------

    async def draw(self, func: Callable[..., bytes], *args: Any) -> bytes:
        """``func(*args)``, from the cache, from a drawing under way, or drawn now."""
        key = picture_key(func, args)
        if key is None:
            self.drawn += 1
            return await self._run(func, args)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            self.hits += 1
            return cached
        under_way = self._drawing.get(key)
        if under_way is not None:
            self.shared += 1
            return await asyncio.shield(under_way)
        future: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self._drawing[key] = future
        try:
            picture = await self._run(func, args)
        except BaseException as exc:
            # the others waiting get a plain error even if this drawer was cancelled
            error = exc if isinstance(exc, Exception) else RuntimeError("drawing interrupted")
            future.set_exception(error)
            future.exception()  # retrieved: no "never retrieved" warning without waiters
            raise
        finally:
            del self._drawing[key]
        future.set_result(picture)
        self.drawn += 1
        self._keep(key, picture)
        return picture

    def _keep(self, key: Key, picture: bytes) -> None:
        if len(picture) > self.cache_bytes:
            return
        self._cache[key] = picture
        self._held += len(picture)
        while self._held > self.cache_bytes:
            _, old = self._cache.popitem(last=False)
            self._held -= len(old)

    def clear(self) -> None:
        self._cache.clear()
        self._held = 0


#: the bot's pictures (one per process, like its logging)
PICTURES = Pictures()
