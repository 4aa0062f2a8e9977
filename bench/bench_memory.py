"""Memory of the whole bot (its process and its picture workers) with 0, 100 and 1,000 live
tables, then after rounds of moves on every table.

Run from the repository root::

    python bench/bench_memory.py [--tables 0,100,1000] [--rounds 3] [--picture-workers N]
                                 [--games fugitive:2,fled:3,elba:4,alcatraz:4] [--keep-logs]
                                 [--trim] [--attribute [--frames 8] [--top 12]]
    python bench/bench_memory.py --worker [--positions 12]

The real bot runs against simcord: pictures are drawn by worker processes,
``--picture-workers`` of them, by default as many as ``python -m bot run`` would start on this
machine. The tables are a mix of ``--games`` (game:players), in turn: by default a quarter each
of the four games at the sizes ``bench/bench_requests.py`` plays. A Fugitive table is
``bench/bench_latency.py``'s (opened with ``/game new``, ``/game join`` and ``/game start`` in a
channel of one server, moved by slash commands); the others are played as the tests play them
(``tests/cogs/panel_driver.py``: a server of their own, **Join** and **Start**, each move
through the **My turn** panel, which draws the mover's hand). Each opening draws the table's
picture; a round is one computer move on every live table (a finished game is replaced by a new
table of the same game). Each worker keeps ``--picture-cache-mb`` MiB of drawn parts (by
default, as ``python -m bot run`` does). After each step it prints the resident memory
(``VmRSS`` in ``/proc/<pid>/status``) of this process and of each of its child processes: the
picture workers and multiprocessing's resource tracker (none since the workers are plain
subprocesses: its column then reads 0); then the same processes' proportional set sizes (``Pss``
in ``/proc/<pid>/smaps_rollup``: a page shared by several processes counts a share in each).

This process also holds simcord's simulation of Discord (its guilds, channels, messages and
every attachment ever sent) and the simulated players: a real deployment does not, so the
process column overstates the bot's own share. simcord also logs every request the bot makes
(``env.http_requests``) and keeps a transcript of everything that crossed between them; this
script reads neither, so it empties both after each step of a table (``--keep-logs`` keeps them,
as the script did before). The column "simcord files" gives the bytes of simcord's attachments,
and "bot alone" the total less them (simcord's messages and other state are still in it); the
row "before the bot" shows the interpreter with every module imported and the workers started.

"simcord's" estimates simcord's own share of the process: the bytes (``sys.getsizeof``) of every
Python object reachable from simcord's environment (its Discord: guilds, channels, members,
messages, attachments, interactions, logs) without going through the bot: the walk stops at
objects of discord.py, the bot's packages, asyncio, threads, modules, classes, functions and
frames. "players" is the simulated players' share beyond it, counted the same way: this script's
tables, the tests' drivers that play them and the computer player's caches (the ``lru_cache``s of
the rules' ``ai`` modules) that their choices of moves fill, except for the games whose computer
the bot asks too (the script counts its moves: Elba's panel tells a player with a deadline what
the computer would play for them), whose caches are left to the bot. "bot ≈" is the process's RSS
less both. What it leaves to the bot, so that it overstates the bot: the heap pages the C library
keeps after simcord freed objects (fragmentation), allocators' overhead beyond ``getsizeof``
(pymalloc's free slots, dicts' spare room), and any simcord object reachable only through the
bot. It never counts a bot object as simcord's: discord.py's caches (filled from simcord's
payloads, as a real bot fills them from Discord's) are the bot's.

``--attribute`` splits the process by who allocated what instead, as
``bench/bench_requests.py``'s ``simcord_share`` splits its CPU time. ``tracemalloc`` traces every
allocation from just before the bot is made (the modules are imported already), keeping
``--frames`` frames of each; at each stage the live traced blocks are split by their frames,
innermost first, the standard library's and this script's harness passed through to whoever
called them:

* the first other frame simcord's: the simulation's (its stores of guilds, channels, messages,
  interactions, the payloads it builds), but for simcord handing a gateway event to discord.py
  (``FakeGateway.feed`` and ``deliver``): the deep copy the parser gets stands for the JSON a
  real bot decodes from Discord, so it is the bot's, like discord.py's parsing of it;
* the first a driver's (``tests/``, the other scripts in ``bench/``: the simulated people, their
  computer players, their reads of the tables): the simulation's;
* the first the bot's or a library's (the project, discord.py, pydantic, babel…): the bot's,
  unless further out, past the bot's and libraries' frames, a driver's comes before any of
  simcord's: a driver calling the bot (its computer player's caches, its table reads) is the
  simulation's, as in ``simcord_share``; simcord calling the bot is Discord sending an event,
  which a real bot parses and handles for real;
* none of these within the frames kept: nobody's (the event loop's, threads' such as the one the
  pictures come back in, or a traceback cut short), counted as the bot's.

As allocation and keeping can disagree, it then walks from each side (objects,
``sys.getsizeof``): the simulation's blocks among the objects the bot holds (its client, its
picture cache) count as the bot's, which a real bot would have made itself (parts of the replies
to its requests); the bot's and nobody's among the objects only simcord's environment still holds
count as the simulation's, which a real bot would have freed (the pictures: their bytes come
back from the workers in a thread of the standard library, and simcord stores the very ``bytes``
the bot sent). It prints the traced bytes, the simulation's, the bot's, nobody's, those kept,
the simulation's "share" so corrected, and "bot ≈": the process's RSS less tracemalloc's own
memory and that share, with "whole bot ≈" adding the workers and the tracker. What that estimate
assumes: had the simulation's blocks never been made, the process would be smaller by their size
(borne out by simcord's logs: never keeping 99 MiB of them made the process 96 MiB smaller,
while emptying them afterwards gives nothing back, pymalloc keeping its arenas). It leaves to the
bot the memory tracemalloc does not see (the C libraries' own: SQLite's page cache,
pydantic-core's; the bot's anyway), the modules' data imported before tracing (simcord's and the
tests' modules among them), pymalloc's partly used arenas and the C library's free pages, and
what tracing costs beyond tracemalloc's own count: the traced process is larger than an
untraced one, so read the estimate as a run without the option less the share (the runs play
the same seeded games). With few frames a traceback may stop inside the standard library or the
bot before showing a driver: such blocks go to the bot, so the estimate errs towards the bot.
Then it lists where the bot's blocks were allocated at the last stage, by the innermost frame of
the project and of the bot or a library, and nobody's by their innermost frame. Tracing makes
the run several times slower (at 50 tables, 5 times with ``--frames 8``, 14 with 32; 18 minutes
instead of 5 at 1,000 tables), and each split takes up to a minute: it is worked out in a forked
copy of the process, so that its snapshot does not stay in the readings that follow.

``--trim`` adds, at each stage with tables, the process's RSS after a full collection and
``malloc_trim(0)``, which gives back the free pages of the C library's heap: were "bot ≈" high
because of pages left free by simcord's objects made and freed around the bot's (its requests'
copies, its events), which a real bot's process would not have, the trimmed figure would show
it (at 1,000 tables it gave back nothing: ``bench/README.md``). With ``--keep-logs`` each stage
then empties simcord's logs, trims again and reads the process once more, the logs' bytes (as
"simcord's" counts them) beside: what freeing that many of simcord's objects gives back (at
1,000 tables, nothing of 99 MiB; never keeping them took 96 MiB off the process). Neither figure
can tell the partly used pages (pymalloc's arenas) that simcord's objects share with the bot's.
A trim may lower the untrimmed figures of the stages after it.

At the end it prints what some parts of the process hold (as "simcord's" is counted, simcord's
objects left out): the simulated players, discord.py's state, the table states kept, the picture
cache, the rules' other caches, and every other object.

``--worker`` measures one picture worker alone instead: started as the bot starts it, then
after drawing, in English and in French, the board and the hand of ``--positions`` positions of
3 seeded computer games at each table size of each game (``bench/bench_render.py``'s games),
game after game, with the worker's CPU time a picture of each game.
"""

from __future__ import annotations

import argparse
import asyncio
import ctypes
import functools
import gc
import inspect
import itertools
import logging
import os
import pickle
import sys
import sysconfig
import tempfile
import threading
import time
import traceback
import tracemalloc
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from types import (
    AsyncGeneratorType,
    BuiltinFunctionType,
    CodeType,
    CoroutineType,
    FrameType,
    FunctionType,
    GeneratorType,
    MethodType,
    ModuleType,
)
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord
from bench_latency import BenchTable, Samples
from bench_render import TABLES, positions

from bot import heap, picture_worker
from bot.client import GetawayBot
from bot.config import Settings
from bot.pictures import PICTURES, Pictures
from bot.render import renderer
from cogs.table_ui import GameUI
from rules import game_ids
from tests.cogs.panel_driver import GameOnDiscord


def _kib(path: str, field: str) -> float:
    """A ``field: N kB`` line of a /proc file, in MiB (0 if the process is gone)."""
    try:
        for line in Path(path).read_text().splitlines():
            if line.startswith(field):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def rss_mib(pid: int) -> float:
    """Resident memory of a process in MiB (0 if it is gone)."""
    return _kib(f"/proc/{pid}/status", "VmRSS:")


def peak_mib(pid: int) -> float:
    """The largest resident memory a process has had, in MiB (0 if it is gone)."""
    return _kib(f"/proc/{pid}/status", "VmHWM:")


def pss_mib(pid: int) -> float:
    """Proportional set size in MiB: its resident pages, each shared page divided among the
    processes sharing it (the workers and the tracker share the interpreter's and libraries'
    pages with the bot), so that processes' PSS add up to what they take together."""
    return _kib(f"/proc/{pid}/smaps_rollup", "Pss:")


def cpu_seconds(pid: int) -> float:
    """User and system CPU time a process has used, in seconds (0 if it is gone)."""
    try:
        # the fields after the command's name (in brackets, it may hold spaces): utime, stime
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children() -> dict[int, str]:
    """This process's children, pid -> kind (picture worker or resource tracker)."""
    found: dict[int, str] = {}
    me = os.getpid()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdecimal():
            continue
        try:
            # the fields after the command's name, which is in brackets and may hold spaces
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if int(fields[1]) == me:
            found[int(entry.name)] = "tracker" if "resource_tracker" in command else "worker"
    return found


#: the bot's packages: the walk over simcord's objects stops at theirs
BOT_PACKAGES = ("discord", "bot", "cogs", "rules", "aiosqlite", "asyncpg", "asyncio", "_asyncio")
#: nor does it go through these (code, and what holds the bot's running state)
OPAQUE = (
    type,
    ModuleType,
    FunctionType,
    BuiltinFunctionType,
    MethodType,
    CodeType,
    FrameType,
    CoroutineType,
    GeneratorType,
    AsyncGeneratorType,
    threading.Thread,
)


def reached_mib(
    roots: list[Any],
    seen: set[int],
    stop: Callable[[Any], bool],
    counted: Callable[[Any], bool] | None = None,
) -> float:
    """The bytes (``sys.getsizeof``) of the objects reachable from ``roots`` without going
    through code, frames and threads (:data:`OPAQUE`), those ``stop`` says, and those in
    ``seen`` (to which each object reached is added), in MiB; ``counted``: only those it says
    (the walk still goes through the others)."""
    stack = list(roots)
    total = 0
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, OPAQUE) or stop(obj):
            continue
        if type(obj).__name__ in (
            "coroutine",
            "async_generator",
            "generator",
            "builtin_function_or_method",
        ):
            continue
        seen.add(id(obj))
        if counted is None or counted(obj):
            total += sys.getsizeof(obj)
        stack.extend(gc.get_referents(obj))
    return total / 2**20


def _bot_package(obj: Any) -> bool:
    return type(obj).__module__.split(".")[0] in BOT_PACKAGES


#: the simulation's modules: simcord, the tests' drivers, the benchmarks' tables (this script's
#: when it runs as ``__main__``)
SIMULATION_MODULES = ("simcord", "tests", "bench", "bench_latency", "bench_memory", "__main__")


def _simulation_package(obj: Any) -> bool:
    return type(obj).__module__.split(".")[0] in SIMULATION_MODULES


def simcord_mib(env: Any, seen: set[int] | None = None) -> float:
    """The bytes of the Python objects reachable from simcord's environment without going
    through the bot (see the module's docstring), in MiB; each is added to ``seen``."""
    seen = set() if seen is None else seen
    return reached_mib([env], seen, lambda obj: obj is env.bot or _bot_package(obj))


#: frames kept an allocation with ``--attribute``: each costs time on every allocation (at 50
#: tables, 8 made the run 5 times slower, 32 14 times); at 100 tables 16 moved 1 MiB of 36 from
#: the bot to the simulation
FRAMES = 8
#: this repository: the drivers' folders are in it
ROOT = Path(__file__).resolve().parent.parent
#: Discord's side of the simulation (its package's files)
SIMCORD = f"{os.sep}simcord{os.sep}"
#: the simulated people: the tests' drivers and the other benchmarks' tables (this script's own
#: frames are the harness, passed through: see :func:`frame_kind`)
DRIVERS = (str(ROOT / "tests") + os.sep, str(ROOT / "bench") + os.sep)
#: the standard library: its frames are passed through to whoever called it
STDLIB = sysconfig.get_paths()["stdlib"] + os.sep


def _lines(function: Any) -> tuple[str, range]:
    """The file of a function and the lines of its body."""
    lines, first = inspect.getsourcelines(function)
    return function.__code__.co_filename, range(first, first + len(lines))


#: simcord handing a gateway event to discord.py's parser: the deep copy it hands over stands for
#: the payload a real bot decodes from Discord's JSON, so it is the bot's
HANDOVER = (_lines(simcord.gateway.FakeGateway.feed), _lines(simcord.gateway.FakeGateway.deliver))


@functools.cache
def frame_kind(filename: str, lineno: int) -> str:
    """Whose a frame is: "simcord", "driver", "bot" (the project and its libraries, simcord's
    :data:`HANDOVER` included) or "library" (the standard library, frozen modules and this
    script's harness: passed through to their callers)."""
    if any(filename == file and lineno in lines for file, lines in HANDOVER):
        return "bot"
    if SIMCORD in filename:
        return "simcord"
    if filename == __file__ or filename.startswith((STDLIB, "<")):
        return "library"
    if filename.startswith(DRIVERS):
        return "driver"
    return "bot"


def owner(frames: Iterable[tuple[str, int]]) -> str:
    """Whose a traced block is, from the frames (file, line) of its allocation, innermost
    first: "simulation", "bot", or "nobody" (only the standard library's frames within the
    traceback's depth). See the module's docstring."""
    bot = False
    for filename, lineno in frames:
        kind = frame_kind(filename, lineno)
        if kind == "bot":
            bot = True  # the bot's, unless a driver called it (simcord calling it is Discord)
        elif kind == "simcord":
            return "bot" if bot else "simulation"
        elif kind == "driver":
            return "simulation"
    return "bot" if bot else "nobody"


def _where(frames: list[tuple[str, int]], kind: str) -> str:
    """The innermost frame of a kind as ``file:line`` from the repository or site-packages:
    of the project's own packages ("project"), of the bot or a library ("bot"), or any
    ("nobody": the standard library's)."""
    for filename, lineno in frames:
        if kind != "nobody" and frame_kind(filename, lineno) != "bot":
            continue
        if kind == "project" and not filename.startswith(str(ROOT) + os.sep):
            continue
        head, _, tail = filename.removeprefix(str(ROOT) + os.sep).partition("site-packages/")
        return f"{tail or head}:{lineno}".removeprefix(STDLIB)
    return "(none)"


#: traced blocks by place: where, MiB, blocks
Holders = list[tuple[str, float, int]]


@dataclass
class Traced:
    """What tracemalloc saw at a stage (``--attribute``), in MiB: see the module's docstring."""

    #: the live traced bytes by owner (:func:`owner`): simulation, bot, nobody
    owners: dict[str, float]
    #: tracemalloc's own memory (its traces and tracebacks), in the process's RSS
    own: float
    #: where allocation and keeping disagree: the simulation's blocks among the objects reached
    #: from the bot (its client and its picture cache, the simulation's objects left out), and
    #: the bot's and nobody's among those reached from simcord's environment but not from the
    #: bot (as "simcord's" is counted: the pictures it stores, the bot's request bodies)
    simulation_kept_by_bot: float
    kept_by_simcord_alone: float
    #: the bot's blocks by the innermost frame of the project (``bot/``, ``cogs/``, ``rules/``)
    #: and by the innermost frame of the bot or a library, and nobody's by their innermost
    #: frame (the standard library's), the largest first
    by_project: Holders
    by_library: Holders
    by_nobody: Holders


def _traced(env: Any, drivers: list[Any], top: int) -> Traced:
    """:class:`Traced` now, but for tracemalloc's own memory; stops tracing (see
    :func:`traced`)."""

    @functools.cache
    def allocated_by(allocation: tracemalloc.Traceback) -> str:
        return owner((frame.filename, frame.lineno) for frame in reversed(allocation))

    def allocated(*whose: str) -> Callable[[Any], bool]:
        def check(obj: Any) -> bool:
            allocation = tracemalloc.get_object_traceback(obj)
            return allocation is not None and allocated_by(allocation) in whose

        return check

    # the snapshot first: the walks' own allocations are traced too
    snapshot = tracemalloc.take_snapshot()
    simulated = {id(env), *map(id, drivers)}
    held: set[int] = set()  # what the bot holds: the simcord walk skips it
    simulation_kept = reached_mib(
        [env.bot, PICTURES],
        held,
        lambda obj: id(obj) in simulated or _simulation_package(obj),
        allocated("simulation"),
    )
    kept_alone = reached_mib([env], held, _bot_package, allocated("bot", "nobody"))
    tracemalloc.stop()  # what follows would be traced too, and many times slower
    owners = dict.fromkeys(("simulation", "bot", "nobody"), 0.0)
    places: dict[str, Counter[str]] = {kind: Counter() for kind in ("project", "bot", "nobody")}
    blocks: dict[str, Counter[str]] = {kind: Counter() for kind in places}
    for stat in snapshot.statistics("traceback"):
        frames = [(frame.filename, frame.lineno) for frame in reversed(stat.traceback)]
        whose = owner(frames)
        owners[whose] += stat.size / 2**20
        if whose == "simulation":
            continue
        kinds = ("project", "bot") if whose == "bot" else ("nobody",)
        for kind in kinds:
            where = _where(frames, kind)
            places[kind][where] += stat.size
            blocks[kind][where] += stat.count

    def largest(kind: str) -> Holders:
        common = places[kind].most_common(top)
        return [(where, size / 2**20, blocks[kind][where]) for where, size in common]

    return Traced(
        owners,
        0.0,
        simulation_kept,
        kept_alone,
        largest("project"),
        largest("bot"),
        largest("nobody"),
    )


def traced(env: Any, drivers: list[Any], top: int) -> Traced:
    """:class:`Traced`, worked out in a forked copy of this process: the snapshot (a tuple for
    each of millions of traces) and the walks would leave this process larger, and the next
    stages' readings with it."""
    own = tracemalloc.get_tracemalloc_memory() / 2**20
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:  # the copy answers through the pipe and leaves without cleaning up
        status = 1
        try:
            os.close(reader)
            found = _traced(env, drivers, top)
            with os.fdopen(writer, "wb") as out:
                pickle.dump(found, out)
            status = 0
        except BaseException:
            traceback.print_exc()
        finally:
            os._exit(status)
    os.close(writer)
    with os.fdopen(reader, "rb") as answer:
        data = answer.read()
    _, status = os.waitpid(pid, 0)
    if status != 0:
        raise RuntimeError("the attribution failed in the forked process (see above)")
    found = pickle.loads(data)
    found.own = own
    assert isinstance(found, Traced)
    return found


def rules_caches(computer: bool, games: Iterable[str] | None = None) -> list[Any]:
    """The rules' ``functools`` caches: the computer player's (its ``ai`` modules', of
    ``games`` or every game) or the others."""
    return [
        value
        for name, module in list(sys.modules.items())
        if name.split(".")[0] == "rules"
        and name.split(".")[-1].startswith("ai") == computer
        and (games is None or name.split(".")[1] in games)
        for value in vars(module).values()
        if isinstance(value, functools._lru_cache_wrapper)
    ]


#: the moves the bot chose itself for a seat, by game: Elba's panel tells a player with a
#: deadline what the computer would play for them; no other game's here
BOT_COMPUTER_MOVES: Counter[str] = Counter()


def count_bot_computer_moves() -> None:
    chosen = GameUI.computer_action

    def counted(self: GameUI, table: Any, seat: int) -> dict[str, Any] | None:
        BOT_COMPUTER_MOVES[table.game] += 1
        return chosen(self, table, seat)

    GameUI.computer_action = counted  # type: ignore[method-assign]


def players_roots(drivers: list[Any]) -> list[Any]:
    """The simulated players' side: this script's tables, the tests' drivers that play them and
    the computer player's caches their choices fill, of the games whose computer the bot has not
    asked itself (whose caches are then theirs alone)."""
    games = [game for game in game_ids() if not BOT_COMPUTER_MOVES[game]]
    return [*drivers, *rules_caches(computer=True, games=games)]


def process_parts(env: Any, drivers: list[Any]) -> dict[str, float]:
    """What the process holds besides simcord's objects, by part, in MiB (as
    :func:`reached_mib` counts; an object reached from two parts counts in the first): the
    simulated players' (:func:`players_roots`), then the bot's; the last part is every other
    object the garbage collector tracks and what they hold (modules' data included), the bot's
    and the libraries'."""
    seen: set[int] = set()
    simcord_mib(env, seen)
    seen.add(id(seen))  # nor this walk's own ids
    parts = {
        "the simulated players (tables, drivers, their computer's caches)": players_roots(drivers),
        "discord.py's state (servers, channels, members)": [env.bot._connection],
        "table states kept (bot.tables.States)": [env.bot.service.states],
        "picture cache (bot.pictures)": [PICTURES._cache],
        "the rules' other functools caches": rules_caches(computer=False),
        "every other object": gc.get_objects(),
    }
    return {part: reached_mib(roots, seen, lambda obj: False) for part, roots in parts.items()}


@dataclass
class Reading:
    stage: str
    tables: int
    process: float
    workers: list[float]
    others: float
    #: simcord's copies of every attachment the bot sent (a real Discord keeps them, not the bot)
    attachments: float = 0.0
    #: the bot's cache of drawn pictures (bot.pictures)
    cache: float = 0.0
    #: simcord's objects (see :func:`simcord_mib`), and the simulated players' beyond them (see
    #: :func:`players_roots`)
    simcord: float = 0.0
    players: float = 0.0
    #: the same processes' proportional set sizes (see :func:`pss_mib`): process, workers, others
    pss: tuple[float, float, float] = (0.0, 0.0, 0.0)
    #: with ``--trim``: the process's RSS once the C library gave back the free pages of its heap
    trimmed: float | None = None
    #: with ``--trim --keep-logs``: simcord's request log and transcript (their objects' bytes,
    #: as "simcord's" counts them), then the process's RSS once they are dropped and trimmed
    logs: float | None = None
    dropped: float | None = None
    #: with ``--attribute``: what tracemalloc saw
    traced: Traced | None = None

    @property
    def total(self) -> float:
        return self.process + sum(self.workers) + self.others


def trim_heap() -> float:
    """The process's RSS after a full collection and ``malloc_trim(0)``, which gives back the
    free pages of the C library's heap."""
    gc.collect()
    ctypes.CDLL(None).malloc_trim(0)
    return rss_mib(os.getpid())


def simcord_logs(env: Any) -> list[list[Any]]:
    """simcord's record of every request the bot made and of everything that crossed between
    them (``env.http_requests``, the transcript a failing test prints): this script never
    reads them."""
    return [env.backend.http_requests, env.backend.transcript]


def read(
    stage: str,
    tables: int,
    env: Any = None,
    trim: bool = False,
    drivers: list[Any] | None = None,
    top: int = 0,
) -> Reading:
    kids = children()
    workers = sorted(rss_mib(pid) for pid, kind in kids.items() if kind == "worker")
    others = sum(rss_mib(pid) for pid, kind in kids.items() if kind != "worker")
    # simcord's attachment store and the picture cache's byte count are internals, read as
    # they are so that this script also measures earlier versions of the bot
    blobs = env.backend.cdn._blobs.values() if env is not None else ()
    attachments = sum(len(blob) for blob in blobs) / 2**20
    cache = PICTURES._held / 2**20
    reading = Reading(stage, tables, rss_mib(os.getpid()), workers, others, attachments, cache)
    reading.pss = (
        pss_mib(os.getpid()),
        sum(pss_mib(pid) for pid, kind in kids.items() if kind == "worker"),
        sum(pss_mib(pid) for pid, kind in kids.items() if kind != "worker"),
    )
    if env is not None and tracemalloc.is_tracing():
        began = time.perf_counter()
        reading.traced = traced(env, drivers or [], top)
        print(f"  … attributed in {time.perf_counter() - began:.0f} s", file=sys.stderr)
    if env is not None:
        seen: set[int] = set()
        reading.simcord = simcord_mib(env, seen)
        seen.add(id(seen))
        reading.players = reached_mib(players_roots(drivers or []), seen, lambda obj: False)
    if trim:  # what simcord's objects left free in the heap, given back (see the docstring)
        reading.trimmed = trim_heap()
        logs = simcord_logs(env) if env is not None else []
        if any(logs):  # kept (--keep-logs): what dropping them gives back
            reading.logs = reached_mib(list(logs), set(), _bot_package)
            for log in logs:
                log.clear()
            reading.dropped = trim_heap()
    print(f"  … {stage}: {reading.total:.0f} MiB in all", file=sys.stderr, flush=True)
    return reading


#: the mix of tables: game and players, in turn (``bench/bench_requests.py``'s games)
MIX = "fugitive:2,fled:3,elba:4,alcatraz:4"


@dataclass
class MixTable:
    """One table of the mix, opened and moved by its game's driver (see the module's docstring)."""

    env: Any
    game: str
    players: int
    index: int
    #: keep simcord's logs (:func:`simcord_logs`); else they are emptied after each step
    keep_logs: bool = False

    async def open(self, guild: Any) -> None:
        if self.game == "fugitive":
            self.fugitive = BenchTable(self.env, self.index)
            await self.fugitive.open(guild, {"new": [], "join": [], "start": []})
        else:
            # its seed is the table's index: the same games every run
            self.other = GameOnDiscord(self.env, self.game, self.players, self.index)
            await self.other.open()
        self.forget()

    async def live(self) -> bool:
        if self.game == "fugitive":
            return await self.fugitive.live()
        return bool((await self.other.table()).status == "playing")

    async def move(self, samples: Samples) -> None:
        if self.game == "fugitive":
            await self.fugitive.slash_move(samples)
        else:
            await self.other.move(*self.other.choose((await self.other.table()).state))
        self.forget()

    def forget(self) -> None:
        """Empty simcord's logs unless they are kept: they grow with every request, and no
        process of a real bot holds them."""
        if not self.keep_logs:
            for log in simcord_logs(self.env):
                log.clear()


async def keep_live(tables: list[MixTable], guild: Any, count: itertools.count[int]) -> None:
    """Replace the tables whose game is over by new ones of the same game."""
    for i, table in enumerate(tables):
        if not await table.live():
            tables[i] = MixTable(table.env, table.game, table.players, next(count), table.keep_logs)
            await tables[i].open(guild)


async def run(
    sizes: list[int],
    rounds: int,
    db_path: Path,
    mix: list[tuple[str, int]],
    trim: bool = False,
    keep_logs: bool = False,
    top: int = 0,
) -> tuple[list[Reading], dict[str, float]]:
    heap.one_arena()  # the process's C heap as `run` keeps it (bot/heap.py)
    count_bot_computer_moves()
    readings = [read("before the bot", 0)]
    bot = GetawayBot(Settings(database=db_path), freeze_after_setup=True)  # as `run` starts it
    async with simcord.run(bot, check_errors=False, settle_timeout=120, shard_count=1) as env:
        bot.service.seed_source = itertools.count(1).__next__  # the same games every run
        guild = env.create_guild()
        tables: list[MixTable] = []
        samples = Samples()
        count = itertools.count()
        for size in sizes:
            await keep_live(tables, guild, count)
            while len(tables) < size:
                game, players = mix[len(tables) % len(mix)]
                table = MixTable(env, game, players, next(count), keep_logs)
                await table.open(guild)
                tables.append(table)
            readings.append(read("tables opened", size, env, trim, [*tables, samples], top))
        for done in range(1, rounds + 1):
            for table in tables:
                if await table.live():
                    await table.move(samples)
            await keep_live(tables, guild, count)
            stage = f"after round {done}"
            readings.append(read(stage, len(tables), env, trim, [*tables, samples], top))
        parts = process_parts(env, [*tables, samples])
    await bot.store.close()  # its worker thread would keep the process alive
    return readings, parts


def report(
    readings: list[Reading],
    parts: dict[str, float],
    workers: int,
    drawing_cache: int,
    seconds: float,
    mix: str,
) -> None:
    print(
        f"Resident memory (MiB) of the bot with {workers} picture workers keeping "
        f"{drawing_cache} MiB of drawn parts each (simcord included)"
    )
    print(f"tables: {mix}, in turn")
    width = max(1, workers)
    head = f"{'stage':<18}{'tables':>7}{'process':>9}"
    head += "".join(f"{f'worker {i + 1}':>10}" for i in range(width))
    print(head + f"{'tracker':>9}{'total':>8}{'simcord files':>15}{'bot alone':>11}{'cache':>7}")
    for r in readings:
        cells = [f"{w:10.0f}" for w in r.workers] + [f"{'-':>10}"] * (width - len(r.workers))
        print(
            f"{r.stage:<18}{r.tables:>7}{r.process:9.0f}{''.join(cells)}{r.others:9.0f}"
            f"{r.total:8.0f}{r.attachments:15.0f}{r.total - r.attachments:11.0f}{r.cache:7.0f}"
        )
    print(
        "simcord files: the attachments simcord keeps (Discord's share, in this process); "
        "bot alone: total less them (simcord's other state still in); cache: the picture cache"
    )
    drawn, hits = PICTURES.drawn, PICTURES.hits
    print(f"pictures: {drawn} drawn, {hits} from the cache; run time {seconds:.0f} s")
    print()
    print("The process without the simulation (MiB; see the module's docstring)")
    head = f"{'stage':<18}{'tables':>7}{'process':>9}{'simcord':>9}{'players':>9}{'bot ≈':>7}"
    print(head + f"{'whole bot ≈':>13}")
    for r in readings:
        bot = r.process - r.simcord - r.players
        whole = bot + sum(r.workers) + r.others
        print(
            f"{r.stage:<18}{r.tables:>7}{r.process:9.0f}{r.simcord:9.0f}{r.players:9.0f}"
            f"{bot:7.0f}{whole:13.0f}"
        )
    print(
        "simcord: its objects' bytes; players: the simulated players' (their tables, drivers and "
        "computer's caches); bot ≈: the process less both; whole bot ≈: with the picture workers "
        "and the resource tracker"
    )
    asked = ", ".join(f"{game} {n}" for game, n in sorted(BOT_COMPUTER_MOVES.items())) or "none"
    print(f"moves the bot's computer chose (their caches are the bot's): {asked}")
    trimmed = [r for r in readings if r.trimmed is not None]
    if trimmed:
        print()
        print("The same once the heap's free pages are given back (--trim: gc, malloc_trim)")
        head = f"{'stage':<18}{'tables':>7}{'trimmed':>9}{'bot ≈':>7}{'whole bot ≈':>13}"
        print(head + f"{'logs':>6}{'logs dropped':>14}")
        for r in trimmed:
            assert r.trimmed is not None
            bot = r.trimmed - r.simcord - r.players
            whole = bot + sum(r.workers) + r.others
            line = f"{r.stage:<18}{r.tables:>7}{r.trimmed:9.0f}{bot:7.0f}{whole:13.0f}"
            if r.logs is not None and r.dropped is not None:
                line += f"{r.logs:6.0f}{r.dropped:14.0f}"
            print(line)
        if any(r.logs is not None for r in trimmed):
            print(
                "logs: simcord's request log and transcript (objects' bytes; --keep-logs); "
                "logs dropped: the process's RSS once they are emptied and the heap trimmed"
            )
    attributed = [r for r in readings if r.traced is not None]
    if attributed:
        report_traced(attributed)
    print()
    print("Proportional set size (MiB; shared pages divided among the processes sharing them)")
    print(f"{'stage':<18}{'tables':>7}{'process':>9}{'workers':>9}{'tracker':>9}{'bot ≈':>7}")
    for r in readings:
        process, workers_pss, others_pss = r.pss
        whole = process - r.simcord - r.players + workers_pss + others_pss
        print(
            f"{r.stage:<18}{r.tables:>7}{process:9.0f}{workers_pss:9.0f}{others_pss:9.0f}"
            f"{whole:7.0f}"
        )
    print(
        "bot ≈: the process's PSS less simcord's and the players' objects, plus the workers' and "
        "the tracker's"
    )
    print()
    print("The process at the last stage, simcord's objects left out (MiB of Python objects)")
    for part, mib in parts.items():
        print(f"  {part:<62}{mib:7.1f}")


def report_traced(readings: list[Reading]) -> None:
    """The tables of ``--attribute`` (see the module's docstring)."""
    print()
    print("The process split by who allocated each traced block (--attribute, MiB)")
    head = f"{'stage':<18}{'tables':>7}{'process':>9}{'tracemalloc':>13}{'traced':>8}"
    head += f"{'simulation':>12}{'bot':>6}{'nobody':>8}{'kept: by bot':>14}{'by simcord':>12}"
    print(head + f"{'share':>7}{'bot ≈':>7}{'whole bot ≈':>13}")
    for r in readings:
        t = r.traced
        assert t is not None
        simulation = t.owners["simulation"] - t.simulation_kept_by_bot + t.kept_by_simcord_alone
        bot = r.process - t.own - simulation
        whole = bot + sum(r.workers) + r.others
        print(
            f"{r.stage:<18}{r.tables:>7}{r.process:9.0f}{t.own:13.0f}{sum(t.owners.values()):8.0f}"
            f"{t.owners['simulation']:12.0f}{t.owners['bot']:6.0f}{t.owners['nobody']:8.0f}"
            f"{t.simulation_kept_by_bot:14.1f}{t.kept_by_simcord_alone:12.1f}"
            f"{simulation:7.0f}{bot:7.0f}{whole:13.0f}"
        )
    print(
        "tracemalloc: its own memory; nobody: blocks with only the standard library's frames; "
        "kept: the simulation's blocks the bot keeps, the bot's and nobody's that simcord alone "
        "keeps (objects); share: the simulation's, those kept counted as the keeper's; bot ≈: "
        "the process less tracemalloc's own memory and that share (tracing makes the process "
        "larger still: take a run without --attribute less the share); whole bot ≈: with the "
        "workers and the tracker"
    )
    last = readings[-1]
    assert last.traced is not None
    for title, holders in (
        ("the bot's by the innermost frame of the project", last.traced.by_project),
        ("the bot's by the innermost frame of the bot or a library", last.traced.by_library),
        ("nobody's by their innermost frame", last.traced.by_nobody),
    ):
        print()
        print(f"Traced blocks at the last stage ({last.stage}): {title}")
        for where, mib, blocks in holders:
            print(f"  {where:<70}{mib:7.1f} MiB{blocks:>10} blocks")


async def one_worker(count: int, drawing_cache: int) -> None:
    """RSS of one picture worker once ready, then after each game's pictures, and its CPU
    time a picture for each game."""
    pictures = Pictures()
    pictures.start(1, drawing_cache)
    pool = pictures._pool  # an internal: its palettes built, as a renewed worker takes over
    if pool is not None:
        await pool.draw(picture_worker.warmed)
    try:

        def worker() -> str:
            pids = [pid for pid, kind in children().items() if kind == "worker"]
            rss = " + ".join(f"{rss_mib(pid):.0f}" for pid in pids)
            pss = " + ".join(f"{pss_mib(pid):.0f}" for pid in pids)
            peak = " + ".join(f"{peak_mib(pid):.0f}" for pid in pids)
            return f"{rss:>6}{pss:>6}{peak:>6}"

        def cpu() -> float:
            return sum(cpu_seconds(pid) for pid, kind in children().items() if kind == "worker")

        print(
            f"Memory (MiB) of one picture worker keeping {drawing_cache / 2**20:.0f} MiB of "
            "drawn parts: resident (RSS), proportional (PSS), the largest RSS so far (peak); "
            "its CPU time a picture of the game (ms)"
        )
        print(f"{'':<24}{'RSS':>6}{'PSS':>6}{'peak':>6}{'CPU':>7}")
        print(f"{'ready (palettes loaded)':<24}{worker()}")
        for game, tables in TABLES.items():
            module = renderer(game)
            assert module is not None, game
            drawn, spent = pictures.drawn, cpu()
            for players in tables:
                for seed in (1, 2, 3):
                    for public, own in positions(game, players, seed, count):
                        for lang in ("en", "fr"):
                            await pictures.draw(module.render_public, public, lang)
                            await pictures.draw(module.render_private, own, lang)
            ms = 1000 * (cpu() - spent) / (pictures.drawn - drawn)
            print(f"{'after ' + game:<24}{worker()}{ms:7.2f}   ({pictures.drawn} pictures drawn)")
    finally:
        pictures.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", default="0,100,1000", help="live table counts, e.g. 0,100")
    parser.add_argument("--rounds", type=int, default=3, help="moves on every table at the end")
    parser.add_argument(
        "--picture-workers",
        type=int,
        default=None,
        help="processes drawing pictures (default: as many as `python -m bot run` starts here)",
    )
    parser.add_argument("--games", default=MIX, help="the mix of tables: game:players, in turn")
    parser.add_argument(
        "--picture-cache-mb",
        type=int,
        default=None,
        help="MiB of drawn parts each worker keeps (default: as `python -m bot run` does)",
    )
    parser.add_argument(
        "--trim",
        action="store_true",
        help="at each stage after the tables open, also the process's RSS once the heap's free "
        "pages are given back (changes the later stages a little: see the docstring)",
    )
    parser.add_argument(
        "--keep-logs",
        action="store_true",
        help="keep simcord's request log and transcript (emptied after each step otherwise); "
        "with --trim, each stage then also drops them and reads the process again",
    )
    parser.add_argument(
        "--attribute",
        action="store_true",
        help="trace every allocation from before the bot and split the traced bytes into the "
        "simulation's and the bot's at each stage (slow: see the docstring)",
    )
    parser.add_argument(
        "--frames", type=int, default=FRAMES, help="with --attribute: frames kept an allocation"
    )
    parser.add_argument(
        "--top", type=int, default=12, help="with --attribute: the bot's largest holders listed"
    )
    parser.add_argument("--worker", action="store_true", help="one picture worker alone")
    parser.add_argument("--positions", type=int, default=12, help="with --worker: per game")
    args = parser.parse_args()
    drawing_cache = args.picture_cache_mb
    if drawing_cache is None:
        drawing_cache = Settings().picture_cache_mb
    if args.worker:
        asyncio.run(one_worker(args.positions, drawing_cache * 2**20))
        return
    sizes = sorted({int(x) for x in args.tables.split(",") if x.strip()})
    mix = [(g, int(n)) for g, n in (x.split(":") for x in args.games.split(",") if x)]
    workers = args.picture_workers
    if workers is None:
        workers = Settings().drawing_processes()
    logging.basicConfig(level=logging.WARNING)
    started = time.perf_counter()
    PICTURES.start(workers, drawing_cache * 2**20)  # as `python -m bot run` does before connecting
    try:
        with tempfile.TemporaryDirectory(prefix="getaway-bench-") as tmp:
            db_path = Path(tmp) / "bench.sqlite3"
            if args.attribute:  # the modules are imported already: their data is not traced
                tracemalloc.start(args.frames)
            readings, parts = asyncio.run(
                run(sizes, args.rounds, db_path, mix, args.trim, args.keep_logs, args.top)
            )
    finally:
        tracemalloc.stop()
        PICTURES.stop()
    seconds = time.perf_counter() - started
    report(readings, parts, workers, drawing_cache, seconds, args.games)


if __name__ == "__main__":
    main()
