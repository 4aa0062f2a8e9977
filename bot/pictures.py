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

Workers are lean: each is a fresh interpreter running :func:`bot.picture_worker.serve`, which
imports the drawing code only (never the parent's main module: with ``getaway`` or a benchmark as
main, that was the whole bot, discord.py and all, in every worker). They are plain subprocesses
answering over their pipes, not a ``multiprocessing`` pool: its spawned processes and its queues'
named semaphores start multiprocessing's resource tracker, one more interpreter (13 MiB) that
nothing here needs. They are replaced after :data:`TASKS_PER_WORKER` pictures each, since the
drawing code's caches and Pillow's freed pixels only grow while a process lives. Fresh workers
are started first and take over once ready; the old ones finish what they were given, then exit.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import pickle
import subprocess
import sys
import threading
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

import orjson

from bot import picture_worker
from bot.render import Drawing
from bot.render.budget import DRAWING_CACHE_MB

log = logging.getLogger(__name__)

Key = tuple[str, str, bytes]
T = TypeVar("T")

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
    """The cache key of ``func(*args)``; None for arguments that are not plain data. Keys sorted:
    equal views are one key whatever order their dicts were built in. orjson: a view's
    ``json.dumps`` took 30–140 µs, a few times a move."""
    try:
        text = orjson.dumps(
            args, default=_plain, option=orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS
        )
    except TypeError:  # orjson.JSONEncodeError too
        return None
    if isinstance(func, Drawing):  # keyed as the function it names: they share their pictures
        return func.module, func.name, text
    return func.__module__, func.__qualname__, text


class WorkerLost(Exception):
    """A worker died, or its workers were closed, before drawing the picture: drawn in a
    thread instead."""


#: a picture to draw: the future of its bytes, the function, its arguments
Job = tuple[Future[Any], Callable[..., Any], tuple[Any, ...]]


def _ask(worker: subprocess.Popen[bytes], func: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    """The worker's reply to ``func(*args)``: ``(True, result)`` or ``(False, exception)``;
    OSError or EOFError if it died."""
    assert worker.stdin is not None and worker.stdout is not None
    picture_worker.write_frame(worker.stdin, pickle.dumps((func, args)))
    return pickle.loads(picture_worker.read_frame(worker.stdout))


def _end(worker: subprocess.Popen[bytes]) -> None:
    """Close the worker's pipe (it exits at the EOF, once done with its request) and reap it."""
    assert worker.stdin is not None and worker.stdout is not None
    with contextlib.suppress(BrokenPipeError):  # a request left unsent to a worker that died
        worker.stdin.close()
    worker.wait()
    worker.stdout.close()


class Workers:
    """Picture workers taking the pictures to draw in turn from one queue, each served by a
    thread of this process that sends it a picture and waits for its reply."""

    def __init__(self, processes: int, drawing_cache: int, warm: bool = False) -> None:
        """``processes`` workers keeping ``drawing_cache`` bytes of drawn parts each, once
        each is up (``warm``: and has built its palettes); raises if one cannot start."""
        # a worker finds what this process finds (a test's or a benchmark's modules too), and
        # its interpreter is this one, as with multiprocessing's spawning
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
        command = [sys.executable, "-c", "from bot.picture_worker import serve; serve()"]
        first = picture_worker.warmed if warm else picture_worker.ready
        self._workers: list[subprocess.Popen[bytes]] = []
        try:
            for _ in range(processes):
                worker = subprocess.Popen(
                    command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env
                )
                self._workers.append(worker)
            for worker in self._workers:  # started side by side, then asked in turn
                for func, args in ((picture_worker.start, (drawing_cache,)), (first, ())):
                    ok, value = _ask(worker, func, args)
                    if not ok:
                        raise value
        except BaseException:
            for worker in self._workers:
                worker.kill()
                _end(worker)
            raise
        self._jobs: deque[Job] = deque()
        self._changed = threading.Condition()
        self._closing = False
        self._threads = [
            threading.Thread(target=self._serve, args=(w,), name="picture worker", daemon=True)
            for w in self._workers
        ]
        for thread in self._threads:
            thread.start()

    def submit(self, func: Callable[..., T], *args: Any) -> Future[T]:
        """``func(*args)``, drawn by the first worker free."""
        future: Future[T] = Future()
        with self._changed:
            if self._closing:
                raise WorkerLost("the picture workers were closed")
            self._jobs.append((future, func, args))
            self._changed.notify()
        return future

    def close(self, wait: bool = False, drop: bool = False) -> None:
        """Take no more pictures; each worker exits once the pictures queued are drawn
        (``drop``: given up instead, each failing with :class:`WorkerLost`). ``wait``: until
        every worker has exited."""
        dropped: deque[Job] = deque()
        with self._changed:
            self._closing = True
            if drop:
                dropped, self._jobs = self._jobs, dropped
            self._changed.notify_all()
        for future, _, _ in dropped:
            if future.set_running_or_notify_cancel():  # not cancelled by its drawer
                future.set_exception(WorkerLost("the picture workers were closed"))
        if wait:
            for thread in self._threads:
                thread.join()

    def _next(self) -> Job | None:
        with self._changed:
            while not self._jobs and not self._closing:
                self._changed.wait()
            return self._jobs.popleft() if self._jobs else None

    def _serve(self, worker: subprocess.Popen[bytes]) -> None:
        try:
            while (job := self._next()) is not None:
                future, func, args = job
                if not future.set_running_or_notify_cancel():
                    continue  # its drawer was cancelled meanwhile
                try:
                    ok, value = _ask(worker, func, args)
                except (OSError, EOFError):
                    future.set_exception(WorkerLost("a picture worker died"))
                    # the pictures queued go to threads at once, while new workers start
                    self.close(drop=True)
                    return
                except Exception as exc:  # arguments that do not pickle: the caller's error
                    ok, value = False, exc
                if ok:
                    future.set_result(value)
                else:
                    future.set_exception(value)
        finally:
            _end(worker)


class Pictures:
    def __init__(self, cache_bytes: int = CACHE_BYTES) -> None:
        self.cache_bytes = cache_bytes
        self._cache: OrderedDict[Key, bytes] = OrderedDict()  # most recently used last
        self._held = 0
        self._drawing: dict[Key, asyncio.Future[bytes]] = {}
        self._pool: Workers | None = None
        self._processes = 0
        #: bytes of drawn parts each worker keeps (bot.render.common.set_drawing_cache), and
        #: this process too once it draws
        self.drawing_cache = DRAWING_CACHE_MB * 2**20
        #: the bytes this process's drawing caches were given (None: it has drawn nothing)
        self._drawing_here: int | None = None
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
    def _launch(processes: int, drawing_cache: int, warm: bool = False) -> Workers | None:
        """:class:`Workers`, or None if they cannot start."""
        try:
            return Workers(processes, drawing_cache, warm)
        except Exception as exc:  # no processes here (limits, sandbox), or one died starting
            log.warning("picture workers could not start (%s); drawing in threads", exc)
            return None

    async def _renew(self, old: Workers) -> None:
        """Start fresh workers; once they are ready, they draw and the old ones finish what
        they were given, then exit. Swapped on the event loop, where pictures are handed out."""
        fresh = await asyncio.to_thread(self._launch, self._processes, self.drawing_cache, True)
        if fresh is None:
            return  # the old ones carry on
        if self._pool is not old:  # stopped, or replaced after a death, meanwhile
            fresh.close()
            return
        self._pool, self._pool_drawn = fresh, 0
        old.close()

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
            self._pool.close(wait=True, drop=True)
            self._pool = None

    @property
    def processes(self) -> int:
        return self._processes if self._pool is not None else 0

    async def _run(self, func: Callable[..., bytes], args: tuple[Any, ...]) -> bytes:
        pool = self._pool
        if pool is not None:
            try:
                picture = await asyncio.wrap_future(pool.submit(func, *args))
            except WorkerLost:
                log.warning("a picture worker died; starting new ones, this picture in a thread")
                if self._pool is pool:  # the first to see it (the workers closed themselves)
                    self._pool = None
                    await asyncio.to_thread(self.start, self._processes)
            else:
                self._drew_in(pool)
                return picture
        return await asyncio.to_thread(self._draw_here, func, args)

    def _draw_here(self, func: Callable[..., bytes], args: tuple[Any, ...]) -> bytes:
        """``func(*args)`` drawn in this thread, this process's drawing caches first given
        :attr:`drawing_cache`: set here, not when the bot starts, as the drawing code (and
        Pillow) is imported by the first picture a process draws, never by a bot whose workers
        draw them all."""
        if self._drawing_here != self.drawing_cache:
            from bot.render.common import set_drawing_cache

            set_drawing_cache(self.drawing_cache)
            self._drawing_here = self.drawing_cache
        return func(*args)

    def _drew_in(self, pool: Workers) -> None:
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
