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
nothing here needs. The event loop writes their requests and reads their replies itself, as
it does a socket's. They are replaced after :data:`TASKS_PER_WORKER` pictures each, since the
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
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import orjson

from bot import picture_worker
from bot.render import Drawing
from bot.render.budget import DRAWING_CACHE_MB

try:  # POSIX; elsewhere pictures are drawn in threads (see Pictures._launch)
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

Key = tuple[str, str, bytes]
T = TypeVar("T")

#: bytes of pictures kept (a Fled board is about 100 KiB, a Fugitive one 20): enough for the
#: pictures a move shows in several places (table, panel, DM) at hundreds of busy tables. At 400
#: tables of every game, 8 MiB served 269 pictures where 16 served 303 (bench/README.md)
CACHE_BYTES = 8 * 1024 * 1024

#: pictures a worker draws, on average, before fresh workers take over
TASKS_PER_WORKER = 2000

#: room in the pipe of a worker's replies (Linux's most for an unprivileged process; its
#: default, 64 KiB, took a Fled board in two pieces, each a wake of the event loop)
REPLY_PIPE_BYTES = 2**20
_SET_PIPE_SIZE: int | None = getattr(fcntl, "F_SETPIPE_SZ", None)  # Linux's


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


def _ask(worker: subprocess.Popen[bytes], func: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    """The worker's reply to ``func(*args)`` through its blocking pipes (as it starts, before an
    event loop reads them): ``(True, result)`` or ``(False, exception)``; OSError or EOFError if
    it died."""
    assert worker.stdin is not None and worker.stdout is not None
    picture_worker.write_frame(worker.stdin, pickle.dumps((func, args)))
    return pickle.loads(picture_worker.read_frame(worker.stdout))


class _Link:
    """One worker and its pipes as the event loop uses them: the request not yet written, the
    reply not yet whole, the picture the worker is drawing."""

    def __init__(self, worker: subprocess.Popen[bytes]) -> None:
        assert worker.stdin is not None and worker.stdout is not None
        self.worker = worker
        self.requests, self.replies = worker.stdin.fileno(), worker.stdout.fileno()
        self.unsent = b""
        #: the reply being read: its length's bytes, then its own, read into place
        self.reading = bytearray(picture_worker.LENGTH.size)
        self.read = 0
        self.in_head = True
        self.drawing: asyncio.Future[Any] | None = None
        #: the pipe took part of the request: the loop writes the rest once it takes more
        self.blocked = False
        #: its pipe of requests closed: it exits once done with its picture
        self.ending = False

    def receive(self) -> bytearray:
        """Read what the pipe holds of the reply, into place (no buffer read into, then
        copied); the reply once whole. BlockingIOError once the pipe is empty, EOFError once
        the worker has closed it."""
        while True:
            if self.read < len(self.reading):
                got = os.readv(self.replies, [memoryview(self.reading)[self.read :]])
                if not got:
                    raise EOFError("the picture worker closed its pipe")
                self.read += got
                continue
            whole, self.read = self.reading, 0
            if not self.in_head:  # the reply itself
                self.reading, self.in_head = bytearray(picture_worker.LENGTH.size), True
                return whole
            (length,) = picture_worker.LENGTH.unpack(whole)
            self.reading, self.in_head = bytearray(length), False

    def end(self) -> None:
        """Close the pipe of requests: the worker exits at the EOF, once done with its picture."""
        if not self.ending:
            self.ending = True
            assert self.worker.stdin is not None
            with contextlib.suppress(BrokenPipeError):  # a request left unsent to a dead worker
                self.worker.stdin.close()

    def reap(self) -> None:
        """End the worker, close the pipe of replies and wait for it to exit."""
        self.end()
        assert self.worker.stdout is not None
        self.worker.stdout.close()  # a reply it is still writing: it exits at once
        self.worker.wait()


class Workers:
    """Picture workers taking the pictures to draw in turn from one queue. The event loop
    writes each request to a free worker's pipe and reads the reply as it comes, with no thread
    between them: handed to a thread that served the worker, a picture cost the bot 100 µs more
    CPU (bench/README.md). Started through blocking pipes (in a thread, beside or before the
    event loop); the loop that first draws with them reads them from then on."""

    def __init__(self, processes: int, drawing_cache: int, warm: bool = False) -> None:
        """``processes`` workers keeping ``drawing_cache`` bytes of drawn parts each, once
        each is up (``warm``: and has built its palettes); raises if one cannot start."""
        # a worker finds what this process finds (a test's or a benchmark's modules too), and
        # its interpreter is this one, as with multiprocessing's spawning
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
        command = [sys.executable, "-c", "from bot.picture_worker import serve; serve()"]
        first = picture_worker.warmed if warm else picture_worker.ready
        workers: list[subprocess.Popen[bytes]] = []
        try:
            for _ in range(processes):
                worker = subprocess.Popen(
                    command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env
                )
                workers.append(worker)
            for worker in workers:  # started side by side, then asked in turn
                for func, args in ((picture_worker.start, (drawing_cache,)), (first, ())):
                    ok, value = _ask(worker, func, args)
                    if not ok:
                        raise value
        except BaseException:
            for worker in workers:
                worker.kill()
                _Link(worker).reap()
            raise
        # the handshake read each reply whole: nothing is left in the pipes' buffers
        self._links = [_Link(worker) for worker in workers]
        self._idle = list(self._links)
        #: pictures waiting for a free worker: their futures and requests
        self._jobs: deque[tuple[asyncio.Future[Any], bytes]] = deque()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closing = False

    @property
    def pids(self) -> list[int]:
        return [link.worker.pid for link in self._links]

    async def draw(self, func: Callable[..., T], *args: Any) -> T:
        """``func(*args)``, drawn by the first worker free."""
        if self._closing:
            raise WorkerLost("the picture workers were closed")
        loop = self._bind()
        future: asyncio.Future[T] = loop.create_future()
        self._jobs.append((future, pickle.dumps((func, args))))
        self._hand_out()
        return await future

    def _bind(self) -> asyncio.AbstractEventLoop:
        """The running event loop, which reads the workers' replies: the first to draw."""
        loop = asyncio.get_running_loop()
        if self._loop is loop:
            return loop
        if self._loop is not None:
            if not self._loop.is_closed():
                raise RuntimeError("picture workers draw for the event loop that used them first")
            self.stop()  # their pipes are bound to a loop that is gone: new workers draw
            raise WorkerLost("the event loop the picture workers drew for has closed")
        self._loop = loop
        for link in self._links:
            os.set_blocking(link.requests, False)
            os.set_blocking(link.replies, False)
            if _SET_PIPE_SIZE is not None:  # a picture's reply at once, not 64 KiB at a time
                with contextlib.suppress(OSError):  # a system's limit set lower
                    fcntl.fcntl(link.replies, _SET_PIPE_SIZE, REPLY_PIPE_BYTES)
            loop.add_reader(link.replies, self._readable, link)
        return loop

    def _hand_out(self) -> None:
        """Give the pictures waiting to the workers free; closing, end the workers idle."""
        while self._jobs and self._idle:
            future, request = self._jobs.popleft()
            if future.done():
                continue  # its drawer was cancelled meanwhile
            link = self._idle.pop()
            link.drawing = future
            link.unsent = picture_worker.frame(request)
            self._write(link)
        if self._closing and not self._jobs:
            for link in self._idle:
                link.end()

    def _write(self, link: _Link) -> None:
        """Write what the pipe takes of the request; the loop calls again once it takes more."""
        assert self._loop is not None
        try:
            link.unsent = link.unsent[os.write(link.requests, link.unsent) :]
        except BlockingIOError:
            pass
        except OSError:  # it died (BrokenPipeError)
            self._lost(link)
            return
        if link.unsent and not link.blocked:
            self._loop.add_writer(link.requests, self._write, link)
        elif link.blocked and not link.unsent:
            self._loop.remove_writer(link.requests)
        link.blocked = bool(link.unsent)

    def _readable(self, link: _Link) -> None:
        """Read the worker's reply as far as it has come (a worker draws one picture at a
        time: nothing follows a whole reply until it is given another)."""
        try:
            reply = link.receive()
        except BlockingIOError:
            return  # the rest of the reply is still coming
        except (EOFError, OSError):  # it exited: as it was told to, or it died
            if link.ending and link.drawing is None:
                self._forget(link)
            else:
                self._lost(link)
            return
        future, link.drawing = link.drawing, None
        try:
            ok, value = pickle.loads(reply)
        except Exception as exc:  # an error of the drawing's own that does not unpickle
            ok, value = False, exc
        if future is not None and not future.done():  # not cancelled meanwhile
            if ok:
                future.set_result(value)
            else:
                future.set_exception(value)
        self._idle.append(link)
        self._hand_out()

    def _lost(self, link: _Link) -> None:
        """A worker died: its picture and those queued go to threads at once (while new
        workers start), the other workers finish theirs and exit."""
        if link.drawing is not None and not link.drawing.done():
            link.drawing.set_exception(WorkerLost("a picture worker died"))
        link.drawing = None
        self._forget(link)
        self.close(drop=True)

    def _forget(self, link: _Link) -> None:
        """Stop reading and writing a worker's pipes, and reap it in a thread (it has exited,
        or is about to)."""
        assert self._loop is not None
        self._loop.remove_reader(link.replies)
        self._loop.remove_writer(link.requests)
        self._links.remove(link)
        if link in self._idle:
            self._idle.remove(link)
        try:
            self._loop.run_in_executor(None, link.reap)
        except RuntimeError:  # the loop is ending (its threads gone): it has exited, or will
            link.reap()

    def close(self, drop: bool = False) -> None:
        """Take no more pictures; each worker exits once the pictures queued are drawn
        (``drop``: given up instead, each failing with :class:`WorkerLost`). On the event loop
        that draws with them; never used, they stop at once."""
        if self._loop is None or self._loop.is_closed():
            self.stop()
            return
        self._closing = True
        if drop:
            self._give_up(future for future, _ in self._jobs)
            self._jobs.clear()
        self._hand_out()

    def stop(self) -> None:
        """Take no more pictures, give up those not drawn (each failing with
        :class:`WorkerLost`) and wait for every worker to exit: on the event loop's thread, or
        once the loop is gone."""
        self._closing = True
        self._give_up(future for future, _ in self._jobs)
        self._give_up(link.drawing for link in self._links if link.drawing is not None)
        self._jobs.clear()
        loop, links, self._links, self._idle = self._loop, self._links, [], []
        for link in links:
            if loop is not None and not loop.is_closed():
                loop.remove_reader(link.replies)
                loop.remove_writer(link.requests)
            link.reap()

    @staticmethod
    def _give_up(futures: Iterable[asyncio.Future[Any]]) -> None:
        for future in futures:
            # a future of a loop that is gone has no one waiting for it
            if not future.done() and not future.get_loop().is_closed():
                future.set_exception(WorkerLost("the picture workers were closed"))


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
        if fcntl is None:  # no event loop of this system watches a pipe (Windows's)
            log.warning("picture workers need a POSIX system; drawing in threads")
            return None
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
            self._pool.stop()
            self._pool = None

    @property
    def processes(self) -> int:
        return self._processes if self._pool is not None else 0

    async def _run(self, func: Callable[..., bytes], args: tuple[Any, ...]) -> bytes:
        pool = self._pool
        if pool is not None:
            try:
                picture = await pool.draw(func, *args)
            except WorkerLost as lost:
                log.warning("%s; starting new ones, this picture in a thread", lost)
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
