"""One bot process of a test cluster: a GetawayBot running one shard of ``--shard-count`` on a
PostgreSQL database, under a simulated Discord of its own (simcord), driven by the parent test
through its standard input, one JSON command a line, each answered by one JSON line.

    python -m tests.cluster.worker URL --shard-count 3 --shard 1

simcord simulates one bot process, not several on one Discord: each worker has its own, with its
shard's server (``create_guild(shard_id=k)``). Alice and Bob are the same people in every
process (their users are made first, at simcord's fixed epoch, so that their ids agree); then the
worker's clock moves on ``k`` ms, so that the servers, channels and messages of two workers never
share an id. The same worker started again builds the same server, channel and members with the
same ids (a replacement of a killed process finds its shard's Discord as it was, less the
messages).

A process that acts on another process's server finds nothing there in its own simcord: the 404
it gets is what the parent looks for. Every refusal simcord gives is kept in the report.

Commands (``{"do": …}``): ``open`` a timed Fugitive table (Alice and Bob, 10 minutes a move, the
computer plays for a player out of time); a ``tournament`` of four players of this server,
round 1 open, ``next`` (the organiser's `/tournament next`) and ``finish`` (its open tables
played to the end); ``panel`` (Alice opens her panel in her client's ``locale``); a user's
``settings`` by DM; ``advance`` virtual time by ``seconds``, a minute at a time; ``prepare``
``count`` rated tables of server ``guild`` through the table service, and ``resign`` them all
at once; ``report``; ``quit``. The first line a worker writes is ``{"ready": …}``, or it exits
with status 2 and the reason on standard error.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
import traceback
from typing import Any

import discord
import simcord
import simcord.interactions
from simcord.backend.errors import BackendError
from simcord.http import client as simcord_http

from bot.client import GetawayBot
from bot.config import Settings
from bot.i18n import catalogue, t
from bot.store import StoreError
from rules.core import Rng
from tests import SETTLE_SECONDS
from tests.cogs.conftest import tiny_pictures

#: how long a table's player has to move
DEADLINE = "10m"


class Kept(logging.Handler):
    """Keeps the messages logged at WARNING or above."""

    def __init__(self, into: list[str]) -> None:
        super().__init__(logging.WARNING)
        self.into = into

    def emit(self, record: logging.LogRecord) -> None:
        self.into.append(f"{record.name}: {record.getMessage()}")


class Worker:
    def __init__(self, args: argparse.Namespace) -> None:
        self.shard: int = args.shard
        settings = Settings(
            database=args.url,
            shard_count=args.shard_count,
            shards=(self.shard, self.shard),
            picture_workers=0,
        )
        self.bot = GetawayBot(settings)
        # the process running shard 0 syncs the slash commands; in the others' own simulated
        # Discord they are registered as if it had (real Discord has one set for all processes)
        self.env = simcord.Env(
            self.bot,
            shard_count=args.shard_count,
            settle_timeout=SETTLE_SECONDS,
            strict_sync=self.shard == 0,
        )
        self.refusals: list[dict[str, Any]] = []
        #: what the bot logged at WARNING or above (a timer or a delivery that failed)
        self.logged: list[str] = []
        self.locales: dict[int, str] = {}
        self.prepared: list[int] = []

    # -- the simulated Discord ------------------------------------------------------------------

    def watch(self) -> None:
        """Keep every refusal simcord gives the bot (HttpLogEntry has no status) and what it
        logs at WARNING or above, and let interactions carry each user's client language (simcord
        3.2.1 always says en-US)."""
        dispatch = simcord_http.router.dispatch

        def watched(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
            try:
                return dispatch(backend, method, path, **kwargs)
            except BackendError as exc:
                self.refusals.append(
                    {"method": method, "path": path, "status": exc.status, "code": exc.code}
                )
                raise

        simcord_http.router.dispatch = watched
        payload = simcord.interactions.base_payload

        def with_locale(backend: Any, **kwargs: Any) -> Any:
            record, body = payload(backend, **kwargs)
            body["locale"] = self.locales.get(kwargs["user_id"], "en-US")
            return record, body

        simcord.interactions.base_payload = with_locale
        logging.getLogger().addHandler(Kept(self.logged))

    async def start(self) -> dict[str, Any]:
        env = self.env
        # the same people in every process: made before the clocks part
        self.users = {name: env.create_user(name) for name in ("alice", "bob")}
        env.backend.clock.advance(self.shard / 1000)
        await env.start()
        self.guild = env.create_guild(f"shard {self.shard}", shard_id=self.shard)
        self.channel = self.guild.create_text_channel("getaway")
        self.members = {name: self.guild.add_member(user) for name, user in self.users.items()}
        return {
            "ready": self.shard,
            "guild": self.guild.id,
            "channel": self.channel.id,
            "users": {name: user.id for name, user in self.users.items()},
        }

    def table_message(self) -> Any:
        for message in reversed(self.channel.history()):
            if message.embeds and " — table" in (message.embeds[0].title or ""):
                return message
        raise AssertionError("no table message")

    # -- commands --------------------------------------------------------------------------------

    async def open(self) -> dict[str, Any]:
        alice, bob = self.members["alice"], self.members["bob"]
        await alice.slash(
            self.channel, "game new", game="fugitive", deadline=DEADLINE, on_timeout="computer"
        )
        await bob.click(self.table_message(), label=t("en", "button-join"))
        await alice.slash(self.channel, "game start", first=alice)
        table = await self.bot.service.status(self.channel.id)
        assert table is not None and table.status == "playing"
        return {"table": table.id, "deadline": table.deadline}

    async def panel(self, user: str, locale: str) -> dict[str, Any]:
        self.locales[self.users[user].id] = locale
        result = await self.members[user].click(
            self.table_message(), label=t("en", "button-my-turn")
        )
        assert result.ephemeral, result
        return {}

    async def settings(self, user: str, **options: str) -> dict[str, Any]:
        """`/game settings` in the user's DM with the bot (Discord sends it to shard 0)."""
        result = await self.users[user].slash("game settings", **options)
        assert result.response is not None, result
        return {}

    async def tournament(self) -> dict[str, Any]:
        """A Swiss tournament of four players of this server, round 1 open."""
        guild, env = self.guild, self.env
        self.hall = guild.create_text_channel("tournaments")
        staff = guild.create_role("staff", permissions=discord.Permissions(manage_guild=True))
        self.organiser = guild.add_member(env.create_user("organiser"), roles=[staff])
        players = [guild.add_member(env.create_user(f"player {n}")) for n in range(4)]
        await self.organiser.slash(
            self.hall, "tournament new", game="fugitive", format="swiss", rounds=3, deadline="3d"
        )
        for player in players:
            await player.slash(self.hall, "tournament join")
        await self.organiser.slash(self.hall, "tournament start")
        return {"threads": len(self.hall.threads)}

    async def next(self) -> dict[str, Any]:
        """The organiser closes the round: `/tournament next`."""
        result = await self.organiser.slash(self.hall, "tournament next")
        assert result.ephemeral, result
        return {}

    async def finish(self) -> dict[str, Any]:
        """The computer plays every open table of the tournament to its end (through the table
        service): the round is over, for the next tick to notice."""
        service = self.bot.service
        rows = await self.bot.store.fetchall(
            "SELECT table_id FROM tournament_tables ORDER BY table_id"
        )
        rng = Rng(s=self.shard)
        for row in rows:
            table = await service.get(row["table_id"])
            while table.status == "playing":
                seat = table.to_act()[0]
                action = table.engine.bot_action(table.state, seat, rng).model_dump(mode="json")
                user = table.seats[seat].user_id
                table = (await service.act(table.id, user, [action], table.version)).table
        return {}

    async def advance(self, seconds: float) -> dict[str, Any]:
        left = seconds
        while left > 0:
            await self.env.advance_time(min(60.0, left))
            left -= 60.0
        return {"now": self.env.now().timestamp()}

    async def prepare(self, guild: int, count: int) -> dict[str, Any]:
        """Rated tables of ``guild`` (a server no worker runs: nothing of them is delivered),
        started between two players who are not on any simulated Discord."""
        service = self.bot.service
        first = 10**17 + 10**6 * (self.shard + 1)
        for n in range(count):
            channel = first + n
            await service.create(
                "fugitive", channel_id=channel, guild_id=guild, host_id=11, host_name="a"
            )
            await service.join(channel, 12, "b")
            self.prepared.append((await service.start(channel, 11, [11, 12])).table.id)
        return {"tables": self.prepared}

    async def resign(self) -> dict[str, Any]:
        """Every prepared table ends at once, each a rated result of the same two players."""
        service = self.bot.service
        await asyncio.gather(*(service.forfeit(tid, 0, "resigned") for tid in self.prepared))
        return {}

    def report(self) -> dict[str, Any]:
        dms = {
            name: [m.content or "" for m in user.dm_channel.history()]
            for name, user in self.users.items()
        }
        hall = getattr(self, "hall", None)
        return {
            "threads": 0 if hall is None else len(hall.threads),
            "hall": [] if hall is None else [m.content or "" for m in hall.history()],
            "shard": self.shard,
            "requests": len(self.env.http_requests),
            "refusals": self.refusals,
            "channel": [m.content or "" for m in self.channel.history()],
            "dms": dms,
            "errors": [repr(e) for e in self.env.errors],
            "logged": self.logged,
        }

    async def serve(self, answer: Any) -> None:
        loop = asyncio.get_running_loop()
        while True:
            # the bot does nothing between commands (its time stands still): reading here in a
            # thread keeps its database connections' notifications flowing meanwhile
            line = await loop.run_in_executor(None, sys.stdin.readline)
            if not line:
                return
            command = json.loads(line)
            what = command.pop("do")
            try:
                if what == "quit":
                    answer({})
                    return
                if what == "report":
                    result = self.report()
                else:
                    result = await getattr(self, what)(**command)
            except Exception:
                result = {"failed": traceback.format_exc()}
            answer(result)


async def main(args: argparse.Namespace) -> int:
    # the protocol has standard output to itself; anything printed goes to standard error
    out = os.fdopen(os.dup(sys.stdout.fileno()), "w", buffering=1)
    sys.stdout = sys.stderr

    def answer(result: dict[str, Any]) -> None:
        out.write(json.dumps(result) + "\n")

    catalogue().strict = True
    tiny_pictures()  # requests and texts are looked at, not pixels
    worker = Worker(args)
    worker.watch()
    try:
        ready = await worker.start()
    except StoreError as exc:  # a taken shard: the bot refuses to start, with a sentence
        print(exc, file=sys.stderr)
        return 2
    answer(ready)
    with worker.env.time_context():
        await worker.serve(answer)
    await worker.bot.close()
    await worker.env.shutdown()
    return 0


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("url")
    parser.add_argument("--shard-count", type=int, required=True)
    parser.add_argument("--shard", type=int, required=True)
    return parser.parse_args(argv)


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    sys.exit(asyncio.run(main(parse(sys.argv[1:]))))
