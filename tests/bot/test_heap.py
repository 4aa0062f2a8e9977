"""The running bot's process keeps one C heap arena (bot/heap.py, issue 28): otherwise each
thread that allocates (SQLite's, the picture workers' pipes, the database check at start) grows
an arena of its own. Each test runs in its own interpreter: the setting holds for a process."""

from __future__ import annotations

import ctypes
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    getattr(ctypes.CDLL(None), "malloc_info", None) is None, reason="glibc's heap only"
)

#: four threads allocate at the same time, then the process's arenas are counted (malloc_info)
COUNT = """
import ctypes, tempfile, threading

together = threading.Barrier(4)

def allocate():
    together.wait()
    kept = [bytearray(4096) for _ in range(100)]

threads = [threading.Thread(target=allocate) for _ in range(4)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
libc = ctypes.CDLL(None)
libc.fopen.restype = ctypes.c_void_p
with tempfile.NamedTemporaryFile(suffix=".xml") as out:
    stream = ctypes.c_void_p(libc.fopen(out.name.encode(), b"w"))
    libc.malloc_info(0, stream)
    libc.fclose(stream)
    print(open(out.name).read().count("<heap nr="))
"""


def arenas_after(setup: str) -> int:
    done = subprocess.run(
        [sys.executable, "-c", setup + "\n" + COUNT],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return int(done.stdout.strip().splitlines()[-1])


def test_threads_grow_arenas_of_their_own_by_default() -> None:
    assert arenas_after("") > 1  # what the other tests would not see otherwise


def test_one_arena_serves_every_thread() -> None:
    assert arenas_after("from bot import heap\nheap.one_arena()") == 1


def test_the_running_bot_keeps_one_arena_from_its_start(tmp_path: Path) -> None:
    setup = (
        "from bot.cli import start_bot\n"
        "from bot.config import Settings\n"
        f"start_bot(Settings(database={str(tmp_path / 'bot.sqlite3')!r}), None)"
    )
    assert arenas_after(setup) == 1
