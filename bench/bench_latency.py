"""Latency of one Fugitive move on (simulated) Discord with 1, 50 and 500 live tables.

Run from the repository root::

    python bench/bench_latency.py [--tables 1,50,500] [--moves 30] [--bg-moves 3]

The real bot (``bot.client.GetawayBot``: cogs, table service, SQLite store, renderer) runs
against simcord, which simulates Discord **in-process, without a network**: the numbers are the
bot's own processing time on this machine (plus simcord's bookkeeping), not what a player
would see over the internet.

For each table count N the script makes N tables live (each in its own channel, all started,
every table but the measured one with a few moves played) and then plays ``--moves`` moves on
the measured table, each as one ``/fugitive …`` slash command chosen by the computer player.
For each move it records:

* **ack**: from the start of ``slash(...)`` to the bot's first call of
  ``InteractionResponse.defer`` / ``send_message`` / ``send_modal``, or of
  ``cogs.answers.respond`` (a quick answer sent as the response) (wrapped here to note the
  time of the call);
* **done**: until ``slash(...)`` returns, i.e. once simcord has settled every task the
  interaction started: the database commit, the pictures, the table message edit, the ping,
  the private reply and any DM.

It does the same for a click on the table message's **My turn / My hand** button (the private
panel, with its picture) before every third move. The database lives in a temporary directory.
Nothing is asserted; interactions left unacknowledged and errors the bot swallowed are listed.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import gc
import itertools
import logging
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import discord
import simcord

from bot import heap
from bot.client import GetawayBot
from bot.config import Settings
from bot.pictures import PICTURES
from cogs import answers
from rules import get_engine
from rules.core import Rng

ENGINE = get_engine("fugitive")
#: steps that continue a hideout or a guess: the computer's move goes on after them
CONTINUED = {"hide", "sprint", "unsprint", "pick", "unpick", "cancel"}


# -- timing the acknowledgement --------------------------------------------------------------


@dataclass
class AckProbe:
    """The time of the bot's first acknowledgement of the interaction being measured, and
    how long its pictures and its table-service call took."""

    start: float = 0.0
    first: float | None = None
    how: str = ""
    render_s: float = 0.0
    service_s: float = 0.0

    def reset(self) -> None:
        self.start, self.first, self.how = time.perf_counter(), None, ""
        self.render_s = self.service_s = 0.0

    def note(self, how: str) -> None:
        if self.first is None:
            self.first, self.how = time.perf_counter(), how


PROBE = AckProbe()
ACK_METHODS = ("defer", "send_message", "send_modal")


@contextmanager
def ack_probe() -> Iterator[None]:
    """Wrap the acknowledging methods of ``discord.InteractionResponse`` for the run."""
    originals = {name: getattr(discord.InteractionResponse, name) for name in ACK_METHODS}

    def wrap(name: str, original: Callable[..., Awaitable[Any]]) -> Callable[..., Any]:
        @functools.wraps(original)
        async def noted(self: Any, *args: Any, **kwargs: Any) -> Any:
            PROBE.note(name)
            return await original(self, *args, **kwargs)

        return noted

    for name, original in originals.items():
        setattr(discord.InteractionResponse, name, wrap(name, original))
    # a quick answer sent as the interaction's response acknowledges it too
    respond = answers.respond
    answers.respond = wrap("respond", respond)  # type: ignore[assignment]
    try:
        yield
    finally:
        for name, original in originals.items():
            setattr(discord.InteractionResponse, name, original)
        answers.respond = respond  # type: ignore[assignment]


def time_bot_parts(bot: GetawayBot) -> None:
    """Add the time spent drawing pictures (``render`` in the Fugitive cog, run in a worker
    thread) and in ``TableService.act`` (load, rules, commit) to the probe."""
    # the cog module is the one discord.py loaded as an extension, not an import of ours
    cog = sys.modules["cogs.fugitive"]
    draw = cog.render

    async def timed_render(func: Any, *args: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return await draw(func, *args)
        finally:
            PROBE.render_s += time.perf_counter() - t0

    act = bot.service.act

    async def timed_act(*args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return await act(*args, **kwargs)
        finally:
            PROBE.service_s += time.perf_counter() - t0

    cog.render = timed_render  # type: ignore[attr-defined]
    bot.service.act = timed_act  # type: ignore[method-assign]


@dataclass
class Openings:
    """Seconds of each ``/game new``, ``join`` and ``start`` of the tables opened: until it
    returned, and until the bot acknowledged it."""

    settled: dict[str, list[float]] = field(
        default_factory=lambda: {"new": [], "join": [], "start": []}
    )
    acknowledged: dict[str, list[float]] = field(
        default_factory=lambda: {"new": [], "join": [], "start": []}
    )


@dataclass
class Sample:
    kind: str
    ack_ms: float | None
    done_ms: float
    acknowledged: bool
    render_ms: float = 0.0
    service_ms: float = 0.0


@dataclass
class Samples:
    items: list[Sample] = field(default_factory=list)
    unacknowledged: list[str] = field(default_factory=list)

    async def measure(self, kind: str, what: str, call: Callable[[], Awaitable[Any]]) -> Any:
        PROBE.reset()
        result = await call()
        done = time.perf_counter()
        ack = None if PROBE.first is None else (PROBE.first - PROBE.start) * 1000
        self.items.append(
            Sample(
                kind,
                ack,
                (done - PROBE.start) * 1000,
                result.acknowledged,
                PROBE.render_s * 1000,
                PROBE.service_s * 1000,
            )
        )
        if not result.acknowledged or PROBE.first is None:
            self.unacknowledged.append(what)
        return result


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile (p in 0..100)."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * p // 100))
    return ordered[int(rank) - 1]


def spread(values: list[float]) -> str:
    if not values:
        return f"{'-':>8}{'-':>8}{'-':>8}"
    return f"{statistics.median(values):8.1f}{percentile(values, 95):8.1f}{max(values):8.1f}"


# -- driving tables --------------------------------------------------------------------------


def net_move(steps: list[dict[str, Any]]) -> dict[str, Any]:
    """The slash command equivalent to a computer move: a hideout with its final sprint cards,
    a guess with its final picks, or a single draw / pass / end."""
    pending: tuple[int, list[int]] | None = None
    picked: list[int] = []
    for step in steps:
        kind = step["type"]
        if kind == "hide":
            pending = (step["card"], [])
        elif kind == "sprint" and pending:
            pending[1].append(step["card"])
        elif kind == "unsprint" and pending:
            pending[1].remove(step["card"])
        elif kind == "cancel":
            pending = None
        elif kind == "pick":
            picked.append(step["number"])
        elif kind == "unpick":
            picked.remove(step["number"])
        elif kind == "place" and pending:
            sprints = " ".join(map(str, pending[1]))
            return {"command": "fugitive hideout", "card": pending[0], "sprints": sprints}
        elif kind == "guess":
            return {"command": "fugitive guess", "numbers": " ".join(map(str, picked))}
        elif kind == "draw":
            return {"command": "fugitive draw", "pile": step["pile"]}
        elif kind == "pass":
            return {"command": "fugitive pass"}
        elif kind == "end_turn":
            return {"command": "fugitive end"}
    raise ValueError(f"no whole move in {steps}")


def plan(state: Any, rng: Rng) -> tuple[int, list[dict[str, Any]]]:
    """The computer's next whole move for the seat to act, as engine steps."""
    seat = rng.choice(ENGINE.to_act(state))
    steps: list[dict[str, Any]] = []
    while True:
        action = ENGINE.bot_action(state, seat, rng)
        steps.append(action.model_dump(mode="json"))
        state, _ = ENGINE.apply(state, seat, action)
        if action.type not in CONTINUED or seat not in ENGINE.to_act(state):
            return seat, steps


@dataclass
class BenchTable:
    env: Any
    index: int
    rng: Rng = field(default_factory=Rng)

    async def open(
        self,
        guild: Any,
        seconds: dict[str, list[float]],
        acknowledged: dict[str, list[float]] | None = None,
    ) -> None:
        """``/game new``, ``/game join`` and ``/game start`` in a channel of its own: the
        seconds until each returned (simcord settled: every task the bot started is done) and,
        under :func:`ack_probe`, until the bot acknowledged it (``acknowledged``)."""
        env = self.env
        self.channel = guild.create_text_channel(f"table-{self.index}")
        self.fugitive = guild.add_member(env.create_user(f"fugitive{self.index}"))
        self.marshal = guild.add_member(env.create_user(f"marshal{self.index}"))
        self.rng = Rng(s=self.index ^ 0xC0FFEE)
        calls: list[tuple[str, Callable[[], Awaitable[Any]]]] = [
            ("new", lambda: self.fugitive.slash(self.channel, "game new", game="fugitive")),
            ("join", lambda: self.marshal.slash(self.channel, "game join")),
            ("start", lambda: self.fugitive.slash(self.channel, "game start", first=self.fugitive)),
        ]
        for name, call in calls:
            PROBE.reset()
            result = await call()
            seconds[name].append(time.perf_counter() - PROBE.start)
            if acknowledged is not None and PROBE.first is not None:
                acknowledged[name].append(PROBE.first - PROBE.start)
            if not result.acknowledged:
                raise RuntimeError(f"table {self.index}: /game {name} was not acknowledged")
        self.players = {0: self.fugitive, 1: self.marshal}

    async def table(self) -> Any:
        table = await self.env.bot.service.status(self.channel.id)
        if table is None:
            raise LookupError("finished")
        return table

    async def live(self) -> bool:
        return await self.env.bot.service.status(self.channel.id) is not None

    async def act_directly(self) -> None:
        """One computer move through the table service (database only, no Discord)."""
        table = await self.table()
        seat, steps = plan(table.state, self.rng)
        await self.env.bot.service.act(table.id, table.seats[seat].user_id, steps, table.version)

    async def slash_move(self, samples: Samples) -> bool:
        """One computer move as a slash command; False when the move was refused."""
        table = await self.table()
        seat, steps = plan(table.state, self.rng)
        move = net_move(steps)
        command = move.pop("command")
        if move.get("sprints") == "":
            move.pop("sprints")
        actor = self.players[seat]
        await samples.measure(
            command.split()[-1],
            f"/{command} on table #{table.id}",
            lambda: actor.slash(self.channel, command, **move),
        )
        after = await self.env.bot.service.get(table.id)
        return bool(after.version > table.version)

    async def panel_click(self, samples: Samples) -> None:
        table = await self.table()
        seat = ENGINE.to_act(table.state)[0]
        message = next(m for m in self.channel.history() if m.id == table.message_id)
        actor = self.players[seat]
        await samples.measure(
            "panel",
            f"My turn button on table #{table.id}",
            lambda: actor.click(message, label="My turn / My hand"),
        )


# -- a burst of simultaneous moves -----------------------------------------------------------

DRAW_PHASES = ("fugitive_draw", "marshal_draw")


@dataclass
class Burst:
    moves: int
    live: int
    ack_ms: list[float]
    done_ms: list[float]
    wall_ms: float
    moved: int
    #: garbage collections during the burst, by generation: (count, ms)
    collections: dict[int, tuple[int, float]]
    tracked: int  # objects the collector tracks (not frozen) when the burst starts
    #: each full collection: ms from the burst's start when it began, its pause in ms
    full: list[tuple[float, float]] = field(default_factory=list)


class Collections:
    """The garbage collector's passes while installed, by generation, and their time: a full
    pass over a large heap is a pause that every move waiting in the loop shares."""

    def __init__(self) -> None:
        self.count = {0: 0, 1: 0, 2: 0}
        self.seconds = {0: 0.0, 1: 0.0, 2: 0.0}
        self._began = 0.0
        #: each full pass: when it began (perf_counter) and its pause in seconds
        self.full: list[tuple[float, float]] = []

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
            return
        generation = info["generation"]
        pause = time.perf_counter() - self._began
        self.count[generation] += 1
        self.seconds[generation] += pause
        if generation == 2:
            self.full.append((self._began, pause))

    @contextmanager
    def installed(self) -> Iterator[None]:
        gc.callbacks.append(self._callback)
        try:
            yield
        finally:
            gc.callbacks.remove(self._callback)

    def summary(self) -> dict[int, tuple[int, float]]:
        return {g: (self.count[g], self.seconds[g] * 1000) for g in self.count}


class Clocked:
    """Note, per interaction, when the bot first acknowledged it and when it last answered."""

    def __init__(self) -> None:
        self.start = 0.0
        self.ack: dict[int, float] = {}
        self.last: dict[int, float] = {}

    @contextmanager
    def installed(self) -> Iterator[None]:
        response = discord.InteractionResponse
        saved = (response.defer, response.send_message, answers.respond, answers.edit_original)
        clock = self

        def acked(original: Any) -> Any:
            async def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
                clock.ack.setdefault(self._parent.id, time.perf_counter())
                return await original(self, *args, **kwargs)

            return wrapper

        # the bot's answers: a quick one as the response (which acknowledges it too), or an
        # edit of what the deferral showed
        async def responded(interaction: Any, **fields: Any) -> None:
            clock.ack.setdefault(interaction.id, time.perf_counter())
            await saved[2](interaction, **fields)
            clock.last[interaction.id] = time.perf_counter()

        async def edited(interaction: Any, **fields: Any) -> None:
            await saved[3](interaction, **fields)
            clock.last[interaction.id] = time.perf_counter()

        response.defer = acked(saved[0])  # type: ignore[method-assign]
        response.send_message = acked(saved[1])  # type: ignore[method-assign]
        answers.respond, answers.edit_original = responded, edited  # type: ignore[assignment]
        try:
            yield
        finally:
            response.defer, response.send_message = saved[0], saved[1]  # type: ignore[method-assign]
            answers.respond, answers.edit_original = saved[2], saved[3]  # type: ignore[assignment]


async def burst(env: Any, tables: list[BenchTable], size: int) -> Burst:
    """``size`` players press a move button on their panels at the same moment.

    simcord runs one operation at a time (a click settles before the next), so the clicks are
    sent the way simcord sends one — as INTERACTION_CREATE gateway events — all before the bot
    runs, using simcord's own internal helpers (this benchmark only; the tests use the public
    API). Each chosen table is brought to a draw step first, so every click is a real move."""
    from simcord import actors as simcord_actors
    from simcord import interactions as simcord_interactions
    from simcord.backend import serializers

    chosen: list[tuple[Any, Any, str]] = []
    for bench_table in tables:
        if len(chosen) == size:
            break
        for _ in range(6):
            if not await bench_table.live():
                break
            table = await bench_table.table()
            if table.state.phase in DRAW_PHASES:
                break
            await bench_table.act_directly()
        if (
            not await bench_table.live()
            or (await bench_table.table()).state.phase not in DRAW_PHASES
        ):
            continue
        table = await bench_table.table()
        seat = ENGINE.to_act(table.state)[0]
        actor = bench_table.players[seat]
        message = next(m for m in bench_table.channel.history() if m.id == table.message_id)
        panel = (await actor.click(message, label="My turn / My hand")).response
        button = next(
            c["custom_id"]
            for row in panel.components
            for c in row["components"]
            if ":a:draw/" in str(c.get("custom_id"))
        )
        chosen.append((actor, panel, button))
    clock = Clocked()
    collections = Collections()
    backend = env.backend
    before = [await t.table() for t in tables if await t.live()]
    versions = {t.id: t.version for t in before}
    tracked = len(gc.get_objects())
    with clock.installed(), collections.installed():
        env._begin_operation("burst")
        try:
            clock.start = time.perf_counter()
            ids = []
            for actor, panel, custom_id in chosen:
                stored = simcord_actors._visible_message(actor, panel)
                data = {"custom_id": custom_id, "component_type": 2}
                record, payload = simcord_interactions.base_payload(
                    backend,
                    type=3,
                    channel_id=stored.channel_id,
                    guild_id=actor.guild.id,
                    user_id=actor.id,
                    data=data,
                )
                payload["message"] = dict(serializers.message_payload(backend, stored))
                record.source_message_id = stored.id
                ids.append(record.id)
                backend.emit("INTERACTION_CREATE", payload)
            await env._settle_internal(dispatch="INTERACTION_CREATE")
            wall = (time.perf_counter() - clock.start) * 1000
        finally:
            env._end_operation()
    after = {t.id: t.version for t in [await x.table() for x in tables if await x.live()]}
    moved = sum(1 for table_id, v in after.items() if v > versions.get(table_id, v))
    ack = [(clock.ack[i] - clock.start) * 1000 for i in ids if i in clock.ack]
    done = [(clock.last[i] - clock.start) * 1000 for i in ids if i in clock.last]
    full = [((began - clock.start) * 1000, pause * 1000) for began, pause in collections.full]
    return Burst(
        len(chosen), len(before), ack, done, wall, moved, collections.summary(), tracked, full
    )


# -- the benchmark ---------------------------------------------------------------------------


@dataclass
class Level:
    tables: int
    opened: int
    open_seconds: float
    moves: Samples
    panels: Samples
    refused: int
    db_bytes: int
    wal_bytes: int


async def run(
    sizes: list[int],
    moves: int,
    bg_moves: int,
    db_path: Path,
    burst_size: int = 0,
    freeze: bool = True,
) -> tuple[list[Level], Openings, list[BaseException], Burst | None]:
    # start-up objects frozen out of garbage collection, as `python -m bot run` does, and its
    # C heap kept as one arena (bot/heap.py)
    heap.one_arena()
    bot = GetawayBot(Settings(database=db_path), freeze_after_setup=freeze)
    openings = Openings()
    open_seconds, acks = openings.settled, openings.acknowledged
    levels: list[Level] = []
    async with simcord.run(bot, check_errors=False, settle_timeout=120, shard_count=1) as env:
        time_bot_parts(bot)
        # tables get seeds 1, 2, 3, … so that every run plays the same games
        bot.service.seed_source = itertools.count(1).__next__
        guild = env.create_guild()
        background: list[BenchTable] = []
        count = 0
        for size in sizes:
            # tables still live from earlier levels count towards this one
            background = [t for t in background if await t.live()]
            t0 = time.perf_counter()
            opened = 0
            while len(background) < size - 1:
                table = BenchTable(env, count)
                count += 1
                await table.open(guild, open_seconds, acks)
                opened += 1
                for _ in range(bg_moves):
                    if await table.live():
                        await table.act_directly()
                background.append(table)
            measured = BenchTable(env, count)
            count += 1
            await measured.open(guild, open_seconds, acks)
            opened += 1
            spent = time.perf_counter() - t0
            move_samples, panel_samples, refused = Samples(), Samples(), 0
            played = 0
            while played < moves:
                if not await measured.live():  # game over: keep N live with a new table
                    measured = BenchTable(env, count)
                    count += 1
                    await measured.open(guild, open_seconds, acks)
                if played % 3 == 0:
                    await measured.panel_click(panel_samples)
                refused += not await measured.slash_move(move_samples)
                played += 1
            background.append(measured)
            wal = Path(f"{db_path}-wal")
            wal_bytes = wal.stat().st_size if wal.exists() else 0
            # fold the write-ahead log into the file to see the data's real size
            await bot.store.fetchone("PRAGMA wal_checkpoint(TRUNCATE)")
            db_bytes = db_path.stat().st_size
            levels.append(
                Level(
                    size, opened, spent, move_samples, panel_samples, refused, db_bytes, wal_bytes
                )
            )
            print(f"  … {size} live tables measured", file=sys.stderr, flush=True)
        bursted = await burst(env, background, burst_size) if burst_size else None
        errors = list(env.errors)
    # the store's worker thread keeps the process alive unless the connection is closed
    await bot.store.close()
    return levels, openings, errors, bursted


def report_burst(result: Burst) -> None:
    print()
    print(
        f"a burst of {result.moves} simultaneous moves (My turn panel -> draw button) with "
        f"{result.live} live tables; ms from the moment all {result.moves} clicks arrive:"
    )
    print(f"  {'':<16}{'median':>8}{'p95':>8}{'p99':>8}{'max':>8}")
    for name, values in (("acknowledged", result.ack_ms), ("answered (done)", result.done_ms)):
        if values:
            print(
                f"  {name:<16}{statistics.median(values):8.1f}{percentile(values, 95):8.1f}"
                f"{percentile(values, 99):8.1f}{max(values):8.1f}"
            )
    print(
        f"  every task settled after {result.wall_ms:.0f} ms; {result.moved} of {result.moves} "
        f"tables moved; {len(result.ack_ms)} acknowledged, {len(result.done_ms)} answered"
    )
    passes = ", ".join(
        f"generation {g}: {n} in {ms:.0f} ms" for g, (n, ms) in result.collections.items()
    )
    print(
        f"  garbage collection during the burst: {passes} "
        f"({result.tracked:,} objects tracked, the simulated Discord's included; "
        f"{gc.get_freeze_count():,} frozen at start-up; thresholds {gc.get_threshold()})"
    )
    last = max(result.done_ms, default=0.0)
    for began, pause in result.full:
        # a pass that begins before the last answer holds up every move still waiting
        when = "before the last answer: moves waited" if began < last else "after the answers"
        print(f"  full collection at {began:.0f} ms, a pause of {pause:.0f} ms ({when})")
    waited = sum(1 for began, _ in result.full if began < last)
    print(f"  full collections the moves waited for: {waited}")


def report(
    levels: list[Level],
    openings: Openings,
    errors: list[BaseException],
    args: argparse.Namespace,
    total: float,
) -> None:
    print("Fugitive on simulated Discord: latency per interaction (milliseconds)")
    print("simcord runs in-process (no network): these are the bot's own processing times on this")
    print("machine (plus simcord's bookkeeping), not round trips to Discord.")
    print(
        "ack = slash/click start -> first defer/send_message or quick answer; done = all the bot's"
        " work settled (DB commit, pictures, edits, pings, DMs)."
        f" {args.moves} moves per table count."
    )
    print()
    head = f"{'live':>5} {'interaction':<22}{'n':>4}  {'ack: median':>11}{'p95':>8}{'max':>8}"
    head += f"  {'done: median':>12}{'p95':>8}{'max':>8}"
    print(head)
    for level in levels:
        for name, samples in (("slash move", level.moves), ("My turn button", level.panels)):
            acks = [s.ack_ms for s in samples.items if s.ack_ms is not None]
            done = [s.done_ms for s in samples.items]
            print(
                f"{level.tables:>5} {name:<22}{len(samples.items):>4}  "
                f"{spread(acks):>27}  {spread(done):>28}"
            )
    print()
    print("where a move's time goes, medians (ms): pictures drawn, TableService.act, the rest")
    for level in levels:
        for name, samples in (("slash move", level.moves), ("My turn button", level.panels)):
            pics = [s.render_ms for s in samples.items]
            act = [s.service_ms for s in samples.items]
            rest = [s.done_ms - s.render_ms - s.service_ms for s in samples.items]
            print(
                f"{level.tables:>5} {name:<22} pictures {statistics.median(pics):6.1f}"
                f"   act {statistics.median(act):6.1f}   rest {statistics.median(rest):6.1f}"
            )
    print()
    print("median 'done' by command (ms, count in brackets):")
    for level in levels:
        kinds: dict[str, list[float]] = {}
        for sample in level.moves.items:
            kinds.setdefault(sample.kind, []).append(sample.done_ms)
        parts = [f"{k} {statistics.median(v):.0f} ({len(v)})" for k, v in sorted(kinds.items())]
        print(f"{level.tables:>5} " + ", ".join(parts))
    print()
    print("DB KiB: the database after a checkpoint; WAL KiB: its write-ahead log before it.")
    print(
        f"{'live':>5}  {'opened':>6}  {'open+start s':>12}  {'DB KiB':>8}  {'WAL KiB':>8}  refused"
    )
    for level in levels:
        print(
            f"{level.tables:>5}  {level.opened:>6}  {level.open_seconds:>12.1f}  "
            f"{level.db_bytes / 1024:>8.0f}  {level.wal_bytes / 1024:>8.0f}  {level.refused}"
        )
    opened = len(openings.settled["start"])
    per_table = [sum(x) * 1000 for x in zip(*openings.settled.values(), strict=True)]
    print()
    print(
        f"opening a table (/game new + /game join + /game start), {opened} tables: "
        f"median {statistics.median(per_table):.0f} ms, p95 {percentile(per_table, 95):.0f} ms, "
        f"total {sum(per_table) / 1000:.1f} s"
    )
    print("  until acknowledged, then until returned (simcord settled: every task it started done)")
    for name, values in openings.settled.items():
        settled = [v * 1000 for v in values]
        acked = [v * 1000 for v in openings.acknowledged[name]] or [float("nan")]
        print(
            f"  /game {name:<6} median {statistics.median(acked):6.1f} ms, max {max(acked):6.1f}"
            f" ms; median {statistics.median(settled):6.1f} ms, max {max(settled):6.1f} ms"
        )
    print(
        f"background tables: {args.bg_moves} computer moves each through the table service "
        "(SQLite only, no Discord round)"
    )
    missing = [w for level in levels for s in (level.moves, level.panels) for w in s.unacknowledged]
    print(f"interactions not acknowledged: {len(missing)}" + (f" {missing[:5]}" if missing else ""))
    print(f"errors swallowed by the bot: {len(errors)}")
    for error in errors[:5]:
        print(f"  {type(error).__name__}: {error}")
    print(f"total run time {total:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", default="1,50,500", help="live table counts, e.g. 1,50,500")
    parser.add_argument("--moves", type=int, default=30, help="measured moves per table count")
    parser.add_argument(
        "--bg-moves", type=int, default=3, help="moves played on every background table"
    )
    parser.add_argument(
        "--burst", type=int, default=50, help="simultaneous moves at the end (0: none)"
    )
    parser.add_argument(
        "--picture-workers",
        type=int,
        default=Settings().drawing_processes(),
        help="processes drawing pictures (default: as many as `python -m bot run` starts here; "
        "0: threads)",
    )
    parser.add_argument(
        "--no-freeze",
        action="store_true",
        help="leave start-up objects in garbage collection (`python -m bot run` freezes them)",
    )
    args = parser.parse_args()
    sizes = sorted({int(x) for x in args.tables.split(",") if x.strip()})
    logging.basicConfig(level=logging.WARNING)
    started = time.perf_counter()
    PICTURES.start(args.picture_workers)  # as `python -m bot run` does before connecting
    try:
        with tempfile.TemporaryDirectory(prefix="getaway-bench-") as tmp, ack_probe():
            levels, openings, errors, bursted = asyncio.run(
                run(
                    sizes,
                    args.moves,
                    args.bg_moves,
                    Path(tmp) / "bench.sqlite3",
                    args.burst,
                    freeze=not args.no_freeze,
                )
            )
    finally:
        PICTURES.stop()
    report(levels, openings, errors, args, time.perf_counter() - started)
    if bursted is not None:
        report_burst(bursted)
    print(
        f"pictures: {args.picture_workers} drawing processes; {PICTURES.drawn} drawn, "
        f"{PICTURES.hits} from the cache, {PICTURES.shared} shared with a drawing under way"
    )


if __name__ == "__main__":
    main()
