"""The C library's heap, where it is glibc's (musl's and macOS's: nothing is changed).

glibc gives each thread that starts allocating an arena of its own, up to eight per core, and an
arena's free pages serve only its own threads. The bot's threads
(SQLite's, the picture workers' pipes, discord.py's executor) each grew one, holding memory the
main thread had freed elsewhere: one arena for the whole process made the bot about 5 MiB smaller
at 1,000 tables (``bench/bench_memory.py``, bench/README.md). The GIL already takes turns between
these threads, so they seldom wait for the arena's lock.
"""

from __future__ import annotations

import ctypes
from typing import Any

#: ``mallopt`` parameters (glibc's ``malloc.h``)
M_MMAP_THRESHOLD = -3
M_ARENA_MAX = -8


def _glibc(name: str) -> Any:
    return getattr(ctypes.CDLL(None), name, None)


def mallopt(param: int, value: int) -> None:
    """Set one of glibc's heap parameters."""
    set_param = _glibc("mallopt")
    if set_param is not None:
        set_param(param, value)


def trim() -> None:
    """Give the heap's free pages back to the system (``malloc_trim``), which glibc otherwise
    keeps."""
    give_back = _glibc("malloc_trim")
    if give_back is not None:
        give_back(0)


def one_arena() -> None:
    """Every thread of the process allocates from one arena. Threads started before keep theirs:
    call this first."""
    mallopt(M_ARENA_MAX, 1)
