"""Discord's request budget: the requests whole games of every game cost, by kind, per move.

Run from the repository root::

    python bench/bench_requests.py [--games fugitive:2,fled:3,elba:4,alcatraz:4] [--seed 3]
                                   [--pictures] [--profile] [--pause SECONDS] [--cold]
                                   [--no-freeze] [--reopen] [--repeat N]
                                   [--picture-workers N]

The real bot (``bot.client.GetawayBot``) runs against simcord, a simulated Discord in-process,
and every game is played to its end by people on simulated Discord the way the tests play it
(``tests/cogs/panel_driver.py``: the table message's **My turn** button and the private panel's
buttons and selects, each move chosen by the game's computer player), except that a player moving
again, nobody having moved since, goes on from the panel their move left them, as people do
(``--reopen``: every move from **My turn**, as the tests play; a third more interactions, the
budgeted requests the same). simcord logs every REST
request the bot makes (``env.http_requests``, its route handling); each is put in a kind:

* free, through the interaction: **interaction response** (``POST /interactions/…/callback``),
  **follow-up** (``POST /webhooks/<application>/<token>``) and **interaction edit** (the
  original response, ``/webhooks/<application>/<token>/messages/@original``);
* budgeted: **table edit** (the table message edited), **ping**, **notice**, **recap**
  (public messages created, told apart by the outbox row their nonce names), **delete** (a
  message removed), **DM** (a private message; **DM open**, the channel made for it),
  **thread**, **read** (a ``GET``) and **other**.

Which requests are budgeted is Discord's rule: "All bots can make up to 50 requests per second
to our API … Interaction endpoints are not bound to the bot's Global Rate Limit"
(https://docs.discord.com/developers/topics/rate-limits#global-rate-limit, the sentence added by
discord/discord-api-docs#4416). The interaction endpoints are the callback and the webhook
routes of the interaction's token: the original response and the follow-ups
(https://docs.discord.com/developers/interactions/receiving-and-responding#endpoints). Channel
messages created, edited or deleted, DMs and their channels, threads and reads all count.

Only the play is counted: from the first move to the recap, every stream of the table settled;
the lobby (``/game new``, **Join**, **Start**) is left out. Pictures are drawn as tiny PNGs
(``--pictures`` draws the real ones): a picture changes a request's size, not how many there
are. The database lives in a temporary directory. Nothing is asserted.

It also prints the process's CPU time per move (``time.process_time``: the event loop and the other
threads: the pictures', the checkpoints'), the mean over the play and the median move (each player's
move is measured apart; a turn of several moves counts as that many of its average): the goal is
the median's, and a game's last move, which draws its recap here in a thread (a picture worker's
work in a running bot, ``--pictures`` or not), weighs on the mean only. The bot runs as it does
under ``python -m bot run``: the collector set and the start-up's objects frozen (``--no-freeze``:
Python's defaults, whose full collections cost about 1 ms a move), one C heap arena
(``bot/heap.py``), and warmed up by one other game of each game first, so that the Fluent messages
are parsed already, as they are once per process (``--cold``: the process's first games; the
requests are the same either way). ``--repeat N`` plays the measured games N times over, each
time the same (the turns are checked to line up), and keeps each move's least CPU: on a shared
machine another process's work only ever adds to a move's time, so the least of a few plays is
the steadiest estimate of the bot's (timeit's reasoning). Each play (and ``--profile``'s) starts
as the first: the pictures and sentences remembered by what they show are forgotten and the
warm-up is played again, or a game played before would find its own pictures drawn and its
sentences formatted (the eighth session's figures did). A young collection falls on other moves
in each play, so the least leaves it out too: the median is then the moves' own work, and the
mean over the play (the least of the plays') keeps the collections. The requests are the first
play's. ``--profile`` plays the same games a second time under cProfile (the main thread), each
move apart, for the share of that time spent simulating Discord and its people, work a real bot
does not do (see :func:`simcord_share`), and prints the bot's own CPU per move: the first figure
times the rest, over the play and for each move (the median of each move's own share; each
move's share worked out apart takes most of the run's 8 minutes). Counted as the
simulation: simcord's own functions (its handling of the bot's requests, the interactions and
events it builds), the tests' drivers and this script, and everything the drivers call in the bot
(their table reads, the computer player's choices, the rules replayed to check each move, the
panel's choice paths), with the standard library's time going to whoever called it. Counted as the
bot's: everything else, so the work simcord starts in the bot (parsing an interaction or an event,
running its callbacks, the outbox's deliveries) is the bot's, as it would be on real Discord. An
estimate that flatters the bot: cProfile slows small functions more than large ones, and the
simulation calls more of them. Sampled instead (``py-spy record --gil``, each sample's whole stack
put on one side by the same rule, bench/README.md), the simulation's share of the main thread was
43–48 % where this profile says 47–60 %. It sees only the main thread too (the other threads are
split in the same proportion).

``--picture-workers N`` draws the pictures as ``python -m bot run`` does (one worker on a machine
of two cores, :meth:`bot.config.Settings.drawing_processes`): in N worker processes, whose pipes
the event loop reads (``bot/pictures.py``), instead of this process's threads. The workers draw
the real pictures (they import the drawing code by name, untouched by the tiny ones), so what
the process's CPU keeps of a picture is what the bot's keeps in production: its request and its
reply through the pipes. The workers' own CPU per move is printed apart (their ``/proc`` times,
and those of workers renewed meanwhile).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import itertools
import logging
import pstats
import re
import resource
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord
from bench_memory import children, cpu_seconds

from bot import heap
from bot.client import GetawayBot
from bot.config import Settings
from bot.i18n import Catalogue
from bot.pictures import PICTURES
from tests.cogs.conftest import tiny_pictures
from tests.cogs.harness import FugitiveTable
from tests.cogs.panel_driver import GameOnDiscord
from tests.graphs import strongly_connected

#: the request kinds Discord does not count against the global limit
FREE = ("interaction response", "follow-up", "interaction edit")
#: the budgeted kinds, in the order they are printed
BUDGETED = (
    "table edit",
    "ping",
    "notice",
    "recap",
    "delete",
    "DM",
    "DM open",
    "thread",
    "read",
    "other",
)

MESSAGES = re.compile(r"/channels/(\d+)/messages(?:/(\d+))?$")
NONCE = re.compile(r"getaway-(\d+)")


@dataclass
class Tally:
    game: str
    players: int
    moves: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    #: CPU seconds of the process over the play, and the share of it simulating Discord
    cpu: float = 0.0
    simcord: float | None = None
    #: each player's move (a turn on the panel, one or more versions of the table): the
    #: versions it made, the process's CPU seconds over it and, profiled, its simulation share
    turns: list[tuple[int, float]] = field(default_factory=list)
    turn_shares: list[float] = field(default_factory=list)
    #: CPU seconds of the picture workers over the play (none: drawn in this process's threads)
    workers_cpu: float = 0.0

    def least(self, again: Tally) -> None:
        """Keep each turn's least CPU of this play and ``again``, a play of the same game."""
        assert [v for v, _ in again.turns] == [v for v, _ in self.turns], self.game
        self.turns = [
            (v, min(a, b)) for (v, a), (_, b) in zip(self.turns, again.turns, strict=True)
        ]
        self.cpu = min(self.cpu, again.cpu)
        self.workers_cpu = min(self.workers_cpu, again.workers_cpu)

    @property
    def budgeted(self) -> int:
        return sum(self.kinds[k] for k in BUDGETED)

    @property
    def per_move(self) -> float:
        return self.budgeted / self.moves if self.moves else 0.0


def kind_of(
    entry: Any, table_message: int | None, dm_channels: set[int], rows: dict[int, str]
) -> str:
    """What one logged request is (see the module's docstring)."""
    method, path = entry.method, entry.path
    if path.startswith("/interactions/"):
        return "interaction response"
    if path.startswith("/webhooks/"):
        return "follow-up" if method == "POST" else "interaction edit"
    if method == "GET":
        return "read"
    if path == "/users/@me/channels":
        return "DM open"
    if "/threads" in path:
        return "thread"
    found = MESSAGES.search(path)
    if found is None:
        return "other"
    channel, message = int(found[1]), found[2]
    if method == "DELETE":
        return "delete"
    if method == "PATCH":
        return "table edit" if message is not None and int(message) == table_message else "other"
    if channel in dm_channels:
        return "DM"
    nonce = (entry.json or {}).get("nonce") if isinstance(entry.json, dict) else None
    row = NONCE.match(str(nonce))  # a row's nonce, or one of its own ("…c": DMs closed)
    kind = rows.get(int(row[1])) if row else None
    if kind in ("ping", "notice", "recap"):
        return kind
    return "other"


async def outbox_kinds(env: Any) -> dict[int, str]:
    rows = await env.bot.store.fetchall("SELECT id, kind FROM outbox")
    return {r["id"]: r["kind"] for r in rows}


#: the warm-up games' seeds are the measured ones' plus this: other games, the same process
WARM_UP_SEED = 1000
ROOT = Path(__file__).resolve().parent.parent
#: Discord's side of the simulation: simcord's own work (its requests' handling, the events it
#: builds) is the simulation's, but what it calls in the bot is the bot's (a real bot parses the
#: same interactions and gateway events from real Discord)
SIMCORD = ("/simcord/",)
#: the simulated people and their checks: the tests' drivers and this script; what they call in
#: the bot (a table read to see the position, the computer player's choice of move, the rules
#: replayed to check it, the panel's choice path) is theirs too: no real bot does that work
DRIVERS = (str(ROOT / "tests"), str(ROOT / "bench"))


def path_kind(path: str) -> str:
    """Whose a function is, by its file: ``simcord``, ``driver``, ``bot`` (the project and the
    libraries it runs on) or ``library`` (the standard library, built-ins: passed on to whoever
    called it)."""
    if any(mark in path for mark in SIMCORD):
        return "simcord"
    if any(mark in path for mark in DRIVERS):
        return "driver"
    if "site-packages" in path or path.startswith(str(ROOT)):
        return "bot"
    return "library"


def simcord_share(profile: pstats.Stats) -> float:
    """The part of the profiled CPU time spent simulating Discord and its people.

    Each function's own time goes to the simulation in a share:

    * simcord's and the drivers' functions: all of it;
    * the bot's and libraries' (the project, discord.py, pydantic…): the share of its calls made,
      directly or through other functions, by the drivers: weighted by the time spent under
      each caller, a driver counting 1, simcord 0 (Discord calling the bot), a function of the
      bot or of the standard library passing on its own share of driver calls;
    * the standard library's and built-ins' (a ``deepcopy``, a queue, the event loop): the
      share of its callers, weighted the same way (so simcord's ``deepcopy`` is the simulation's
      and the bot's is the bot's).

    cProfile keeps one level of callers, so a function called both by the bot and by a driver
    (``TableReads.get``) has its callees' time split in proportion (gprof's assumption). The
    event loop waiting in ``select`` is no one's: it is not CPU time."""
    stats: Any = profile.stats  # type: ignore[attr-defined]

    kinds = {func: path_kind(func[0]) for func in stats}
    # own: the share of a function's own time that is the simulation's; passed: the share of
    # its calls the drivers made (what it passes to the bot's functions it calls)
    own = {func: 0.0 if k in ("bot", "library") else 1.0 for func, k in kinds.items()}
    passed = {func: 1.0 if k == "driver" else 0.0 for func, k in kinds.items()}

    def weights(callers: dict[Any, Any], column: int) -> list[tuple[Any, float]]:
        spent = sum(edge[column] for edge in callers.values())
        return [(c, edge[column] / spent) for c, edge in callers.items()] if spent > 0 else []

    # own time is split by the time spent under each caller (tottime), what is passed on by the
    # whole time under each (cumulative)
    flowing = {}
    for func, (_, _, _, _, callers) in stats.items():
        if kinds[func] in ("bot", "library") and callers:
            mine = weights(callers, 2) or weights(callers, 3)
            flowing[func] = (passed if kinds[func] == "bot" else own, mine, weights(callers, 3))
    # the shares flow down the call graph until they settle, callers first: a function outside
    # recursion settles in one pass, a recursive set of them (``deepcopy`` calling itself through
    # ``_deepcopy_dict``) passes on most of its share each round and is repeated on its own
    callers_of = {
        func: [c for c, _ in onward if c in flowing] for func, (*_, onward) in flowing.items()
    }
    for group in strongly_connected(callers_of):
        for _ in range(10_000):
            moved = 0.0
            for func in group:
                source, mine, onward = flowing[func]
                share = sum(w * source[c] for c, w in mine)
                further = sum(w * passed[c] for c, w in onward)
                moved = max(moved, abs(share - own[func]), abs(further - passed[func]))
                own[func], passed[func] = share, further
            if moved < 1e-9:
                break
    waiting = [f for f in stats if "select.epoll" in f[2] or "select.select" in f[2]]
    total = sum(row[2] for func, row in stats.items() if func not in waiting)
    simulated = sum(row[2] * own[func] for func, row in stats.items() if func not in waiting)
    return simulated / total if total else 0.0


def workers_cpu() -> float:
    """CPU seconds the picture workers have used: the running ones' and those reaped (renewed
    after their share of pictures)."""
    reaped = resource.getrusage(resource.RUSAGE_CHILDREN)
    return reaped.ru_utime + reaped.ru_stime + sum(cpu_seconds(pid) for pid in children())


async def play(
    env: Any,
    game: str,
    players: int,
    seed: int,
    profiled: bool,
    pause: float = 0.0,
    reopen: bool = False,
) -> Tally:
    table: Any
    if game == "fugitive":  # its hideouts take a multi-select: the tests' own driver
        table = FugitiveTable(env, seed)
    else:
        table = GameOnDiscord(env, game, players, seed, keep_panel=not reopen)
    await table.open()
    start = len(env.http_requests)
    first = await table.table()
    tally = Tally(game, players)
    profiles = [cProfile.Profile()] if profiled else []
    t0, c0, w0 = time.perf_counter(), time.process_time(), workers_cpu()
    mark = [c0, first.version]
    if profiles:
        profiles[-1].enable()

    async def after_move(after: Any, *_: Any) -> None:
        # each turn measured apart: the goal is the median move, which the game's last (its
        # recap drawn in a thread here, a worker's job in a running bot) does not move
        if profiles:
            profiles[-1].disable()
        now = time.process_time()
        tally.turns.append((after.version - mark[1], now - mark[0]))
        mark[:] = [now, after.version]
        if profiles:
            profiles.append(cProfile.Profile())
            profiles[-1].enable()
        if pause:  # the next player's time before their move (what its timers do is the next's)
            await env.advance_time(pause)

    last = await table.play_to_end(check=after_move)
    if profiles:
        profiles[-1].disable()
        tally.simcord = simcord_share(pstats.Stats(*profiles))
        tally.turn_shares = [simcord_share(pstats.Stats(p)) for p in profiles[: len(tally.turns)]]
    tally.seconds = time.perf_counter() - t0
    tally.cpu = time.process_time() - c0
    tally.workers_cpu = workers_cpu() - w0
    tally.moves = last.version - first.version
    users = table.users.values() if isinstance(table.users, dict) else table.users
    dm_channels = {user.dm_channel.id for user in users}
    rows = await outbox_kinds(env)
    for entry in env.http_requests[start:]:
        tally.kinds[kind_of(entry, last.message_id, dm_channels, rows)] += 1
    return tally


async def run(
    games: list[tuple[str, int]],
    seed: int,
    db_path: Path,
    profiled: bool = False,
    pause: float = 0.0,
    cold: bool = False,
    freeze: bool = True,
    reopen: bool = False,
    repeat: int = 1,
    picture_workers: int = 0,
) -> list[Tally]:
    # the collector as ``python -m bot run`` sets it (bot/collector.py): left at Python's
    # defaults, full collections over the start-up's objects took about 1 ms a move; its C heap
    # as one arena (bot/heap.py)
    heap.one_arena()
    PICTURES.start(picture_workers)  # as `python -m bot run` has them (0: threads)
    bot = GetawayBot(Settings(database=db_path), freeze_after_setup=freeze)
    tallies: list[Tally] = []
    async with simcord.run(bot, check_errors=False, settle_timeout=120, shard_count=1) as env:
        try:
            for round_ in range(repeat):
                # each play starts as a new process's first would, after the warm-up: the same
                # games played before (another round, or this process's other run) would find
                # their pictures and sentences remembered, kept by what they show, not by table
                PICTURES.clear()
                Catalogue._text.cache_clear()
                if not cold:
                    # a bot that has played before: each Fluent message is parsed the first
                    # time it is formatted, once per process (bot/i18n.py), not a move's work
                    bot.service.seed_source = itertools.count(seed + WARM_UP_SEED).__next__
                    for game, players in games:
                        await play(env, game, players, seed + WARM_UP_SEED, False, pause, reopen)
                    print("  … warmed up", file=sys.stderr, flush=True)
                bot.service.seed_source = itertools.count(seed).__next__
                for n, (game, players) in enumerate(games):
                    tally = await play(env, game, players, seed, profiled, pause, reopen)
                    if round_:
                        tallies[n].least(tally)
                    else:
                        tallies.append(tally)
                    print(f"  … {game} played", file=sys.stderr, flush=True)
        finally:
            await bot.store.close()  # its worker thread would keep the process alive
            PICTURES.stop()  # they answer this event loop only
    return tallies


def median_move(turns: list[tuple[int, float]], shares: list[float] | None = None) -> float:
    """The median move's CPU in ms (the bot's own with ``shares``): a turn of several versions
    counts as that many moves of its average."""
    per_move = []
    for n, (versions, cpu) in enumerate(turns):
        own = cpu * (1 - shares[n]) if shares is not None else cpu
        per_move += [1000 * own / versions] * versions
    return statistics.median(per_move)


def report_cpu(tallies: list[Tally], profiled: list[Tally] | None) -> None:
    print()
    print("CPU per move over the play (ms): the process, the simulation's share, the bot's own;")
    print("mean over the play / median move")
    for n, tally in enumerate(tallies):
        cpu = 1000 * tally.cpu / tally.moves
        line = f"  {tally.game:<10} {cpu:7.2f} / {median_move(tally.turns):5.2f}"
        if profiled:
            again = profiled[n]
            # the same seed plays the same game: its turns line up with the first play's
            assert [v for v, _ in again.turns] == [v for v, _ in tally.turns], tally.game
            share = again.simcord or 0.0
            own = median_move(tally.turns, again.turn_shares)
            line += f"   simulation {100 * share:3.0f} %   bot's own {cpu * (1 - share):6.2f}"
            line += f" / {own:5.2f}"
        if tally.workers_cpu:
            line += f"   picture workers {1000 * tally.workers_cpu / tally.moves:6.2f}"
        print(line)


def report(tallies: list[Tally]) -> None:
    shown = [k for k in (*FREE, *BUDGETED) if any(t.kinds[k] for t in tallies)]
    print("Requests to (simulated) Discord over whole games, by kind; budgeted = counted against")
    print("Discord's global limit of 50 requests/s (everything but the interaction endpoints).")
    print()
    head = f"{'game':<12}{'moves':>6}" + "".join(f"{k:>{max(len(k), 5) + 2}}" for k in shown)
    print(head + f"{'budgeted':>10}{'per move':>10}")
    for tally in tallies:
        cells = "".join(f"{tally.kinds[k]:>{max(len(k), 5) + 2}}" for k in shown)
        name = f"{tally.game} {tally.players}p"
        print(f"{name:<12}{tally.moves:>6}{cells}{tally.budgeted:>10}{tally.per_move:>10.2f}")
    print()
    print("budgeted requests per move, by kind:")
    for tally in tallies:
        parts = [f"{k} {tally.kinds[k] / tally.moves:.2f}" for k in BUDGETED if tally.kinds[k]]
        print(f"  {tally.game:<10} " + ", ".join(parts))
    print(f"(played in {sum(t.seconds for t in tallies):.0f} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--games",
        default="fugitive:2,fled:3,elba:4,alcatraz:4",
        help="game:players, comma-separated",
    )
    parser.add_argument("--seed", type=int, default=3, help="the seed of every game")
    parser.add_argument("--pictures", action="store_true", help="draw the real pictures")
    parser.add_argument(
        "--profile", action="store_true", help="play again under cProfile: the simulation's share"
    )
    parser.add_argument(
        "--pause",
        type=float,
        default=0.0,
        help="seconds (simulated) between moves: a table message waits up to 5 s for its "
        "player's next step (bot/table_work.py HOLD_EDIT); 0, steps in quick succession",
    )
    parser.add_argument(
        "--cold",
        action="store_true",
        help="no warm-up: the first games of the process (they parse their messages)",
    )
    parser.add_argument(
        "--no-freeze",
        action="store_true",
        help="Python's collector thresholds, start-up objects not frozen "
        "(`python -m bot run` sets them: bot/collector.py)",
    )
    parser.add_argument(
        "--reopen",
        action="store_true",
        help="every move from the table's My turn button, as the tests play (by default a player "
        "moving again goes on from the panel their move left them)",
    )
    parser.add_argument(
        "--picture-workers",
        type=int,
        default=0,
        help="processes drawing the (real) pictures, as `python -m bot run` starts them "
        f"(here {Settings().drawing_processes()}); 0, this process's threads draw tiny ones",
    )
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="play the measured games N times and keep each move's least CPU",
    )
    args = parser.parse_args()
    options = {
        "pause": args.pause,
        "cold": args.cold,
        "freeze": not args.no_freeze,
        "reopen": args.reopen,
        "picture_workers": args.picture_workers,
    }
    games = [(g, int(n)) for g, n in (x.split(":") for x in args.games.split(",") if x)]
    logging.basicConfig(level=logging.WARNING)
    if not args.pictures and not args.picture_workers:
        tiny_pictures()
    with tempfile.TemporaryDirectory(prefix="getaway-bench-") as tmp:
        tallies = asyncio.run(
            run(games, args.seed, Path(tmp) / "bench.sqlite3", repeat=args.repeat, **options)
        )
    profiled = None
    if args.profile:
        with tempfile.TemporaryDirectory(prefix="getaway-bench-") as tmp:
            profiled = asyncio.run(
                run(games, args.seed, Path(tmp) / "bench.sqlite3", profiled=True, **options)
            )
    report(tallies)
    report_cpu(tallies, profiled)


if __name__ == "__main__":
    main()
