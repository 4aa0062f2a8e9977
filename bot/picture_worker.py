"""What a picture worker process runs, and nothing more.

A worker is ``python -c "from bot.picture_worker import serve; serve()"`` (started by
``bot.pictures``): it imports this module, the drawing code (``bot.render`` and the rules its
views need) and Pillow, not the client, discord.py, the store or the cogs, nor the parent's main
module. Keep this module's imports to the standard library: everything it imports, every worker
holds.

Requests and replies are frames (:func:`write_frame`) of pickled data: a request ``(func, args)``
on the worker's stdin, its reply ``(True, result)`` or ``(False, exception)`` on its stdout.
"""

from __future__ import annotations

import os
import pickle
import signal
import struct
import sys
import threading
from typing import IO, Any

from bot import heap

#: a frame's length, before its bytes
LENGTH = struct.Struct("!Q")


def frame(data: bytes) -> bytes:
    """``data`` as a frame: its length, then its bytes."""
    return LENGTH.pack(len(data)) + data


def write_frame(stream: IO[bytes], data: bytes) -> None:
    stream.write(frame(data))
    stream.flush()


def read_frame(stream: IO[bytes]) -> bytes:
    """The next frame's bytes; EOFError once the other end closed its pipe (or died)."""
    head = stream.read(LENGTH.size)
    if len(head) < LENGTH.size:
        raise EOFError("the pipe was closed")
    (length,) = LENGTH.unpack(head)
    data = stream.read(length)
    if len(data) < length:
        raise EOFError("the pipe was closed mid-frame")
    return data


def serve() -> None:
    """Answer requests until the bot closes the pipe, or dies (EOF either way), then exit."""
    # Ctrl-C reaches the whole process group: the bot stops, then closes the pipe
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    requests = sys.stdin.buffer
    replies = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # whatever the drawing code prints goes to stderr, never among the replies
    while True:
        try:
            request = read_frame(requests)
        except EOFError:
            return
        reply: tuple[bool, Any]
        try:
            func, args = pickle.loads(request)
            reply = (True, func(*args))
        except Exception as exc:
            reply = (False, exc)
        try:
            write_frame(replies, pickle.dumps(reply))
        except BrokenPipeError:  # the bot stopped and gave up this picture
            return


#: blocks from this size are mapped on their own, and given back once freed (see
#: :func:`_fix_thresholds`); Pillow's pixels come in blocks of at most 16 MiB, so they stay on the
#: heap, whose pages are reused at once by the next picture
MMAP_THRESHOLD = 16 * 2**20


def _fix_thresholds() -> None:
    """Keep glibc's thresholds fixed. Left alone, glibc raises them as mapped blocks are freed
    (up to 32 MiB, and the heap's top is given back only beyond twice that), so the pages a
    picture's pixels took stay with the worker: it ended 17 MiB larger after every game's
    pictures (bench/README.md). Fixed, the heap's top goes back beyond 128 KiB. A threshold
    of 128 KiB (every picture's pixels mapped apart) saved 16 MiB more, for page faults that
    cost 5–9 ms of system time a picture: not worth it."""
    heap.mallopt(heap.M_MMAP_THRESHOLD, MMAP_THRESHOLD)


#: the thread building this worker's palettes (see :func:`start`)
_warming: threading.Thread | None = None


def start(drawing_cache: int) -> None:
    """A worker's first request: fix the C heap's thresholds (:func:`_fix_thresholds`) and share
    ``drawing_cache`` bytes among the drawing code's caches (before any picture is drawn), then
    import the rest of the drawing code and load the games' palettes (a fraction of a second,
    once, instead of on some player's first move) and give back what that left free. In a
    thread: the worker takes pictures at once, and the bot connects without waiting for the
    palettes (a picture that needs one still being loaded waits for it, see
    :class:`bot.render.common.Palette`)."""
    global _warming
    _fix_thresholds()
    from bot.render.common import set_drawing_cache

    set_drawing_cache(drawing_cache)
    _warming = threading.Thread(target=_warm, name="palettes", daemon=True)
    _warming.start()


def _warm() -> None:
    from bot.render import warm

    warm()
    heap.trim()  # what the imports and the palettes' loading left free (2 MiB)


def ready() -> int:
    """A worker's first job: it exists (its palettes are built meanwhile, by :func:`start`)."""
    return 0


def warmed() -> int:
    """A job that ends once the worker's palettes are built: fresh workers replacing others
    take over warm (the players waiting then are not the bot's first)."""
    if _warming is not None:
        _warming.join()
    return 0
