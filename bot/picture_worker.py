"""What a picture worker process runs, and nothing more.

A worker imports this module, the drawing code (``bot.render`` and the rules its views need)
and Pillow: not the client, discord.py, the store or the cogs, nor the parent's main module
(``bot.pictures`` starts workers so that they never import it). Keep this module's imports to
the standard library: everything it imports, every worker holds.
"""

from __future__ import annotations

import ctypes
import threading

#: glibc's ``mallopt`` parameter for the size from which a block is mapped on its own
M_MMAP_THRESHOLD = -3

#: blocks from this size are mapped on their own, so freeing them gives them back at once:
#: glibc's starting threshold, kept fixed
MMAP_THRESHOLD = 128 * 1024


def _libc_trim() -> None:
    """Give the C heap's free pages back to the system (glibc's ``malloc_trim``): building the
    palettes allocates tens of megabytes of pixels that, once freed, glibc otherwise keeps."""
    trim = getattr(ctypes.CDLL(None), "malloc_trim", None)  # glibc only (not musl, not macOS)
    if trim is not None:
        trim(0)


def _map_large_blocks() -> None:
    """Keep glibc's mmap threshold where it starts. glibc raises it to the size of each mapped
    block freed (up to 32 MiB), and Pillow's pixels (an RGB board is 3–6 MB) then come from the
    heap, which keeps their pages once they are freed: a worker grew 15–27 MiB over Fled's
    pictures that ``malloc_trim`` would have given back. Setting it turns that off."""
    mallopt = getattr(ctypes.CDLL(None), "mallopt", None)  # glibc (musl: does nothing)
    if mallopt is not None:
        mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)


#: the thread building this worker's palettes (see :func:`start`)
_warming: threading.Thread | None = None


def start() -> None:
    """A worker's initializer: build the games' palettes (a second or two, once, instead of on
    some player's first move), then give back what building them left free; large blocks are
    mapped apart from then on (:func:`_map_large_blocks`). In a thread: the
    worker takes pictures at once, and the bot connects without waiting for the palettes (a
    picture that needs one still being built waits for it, see
    :class:`bot.render.common.Palette`)."""
    global _warming
    _map_large_blocks()
    _warming = threading.Thread(target=_warm, name="palettes", daemon=True)
    _warming.start()


def _warm() -> None:
    from bot.render import warm

    warm()
    _libc_trim()


def ready() -> int:
    """A worker's first job: it exists (its palettes are built meanwhile, by :func:`start`)."""
    return 0


def warmed() -> int:
    """A job that ends once the worker's palettes are built: fresh workers replacing others
    take over warm (the players waiting then are not the bot's first)."""
    if _warming is not None:
        _warming.join()
    return 0
