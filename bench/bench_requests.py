"""Discord's request budget: the requests whole games of every game cost, by kind, per move.

Run from the repository root::

    python bench/bench_requests.py [--games fugitive:2,fled:3,elba:4,alcatraz:4] [--seed 3]

The real bot (``bot.client.GetawayBot``) runs against simcord, a simulated Discord in-process,
and every game is played to its end by people on simulated Discord the way the tests play it
(``tests/cogs/panel_driver.py``: the table message's **My turn** button and the private panel's
buttons and selects, each move chosen by the game's computer player). simcord logs every REST
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
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import logging
import re
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord

from bot.client import GetawayBot
from bot.config import Settings
from tests.cogs.conftest import tiny_png
from tests.cogs.harness import FugitiveTable
from tests.cogs.panel_driver import GameOnDiscord

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


async def play(env: Any, game: str, players: int, seed: int) -> Tally:
    table: Any
    if game == "fugitive":  # its hideouts take a multi-select: the tests' own driver
        table = FugitiveTable(env, seed)
    else:
        table = GameOnDiscord(env, game, players, seed)
    await table.open()
    start = len(env.http_requests)
    first = await table.table()
    t0 = time.perf_counter()
    last = await table.play_to_end()
    tally = Tally(game, players, seconds=time.perf_counter() - t0)
    tally.moves = last.version - first.version
    users = table.users.values() if isinstance(table.users, dict) else table.users
    dm_channels = {user.dm_channel.id for user in users}
    rows = await outbox_kinds(env)
    for entry in env.http_requests[start:]:
        tally.kinds[kind_of(entry, last.message_id, dm_channels, rows)] += 1
    return tally


async def run(games: list[tuple[str, int]], seed: int, db_path: Path) -> list[Tally]:
    bot = GetawayBot(Settings(database=db_path))
    tallies = []
    async with simcord.run(bot, check_errors=False, settle_timeout=120, shard_count=1) as env:
        bot.service.seed_source = itertools.count(seed).__next__
        try:
            for game, players in games:
                tallies.append(await play(env, game, players, seed))
                print(f"  … {game} played", file=sys.stderr, flush=True)
        finally:
            await bot.store.close()  # its worker thread would keep the process alive
    return tallies


def quick_pictures() -> None:
    """Every game's pictures as one tiny PNG, as the tests' ``quick_pictures`` fixture does."""
    from bot.render import renderer
    from rules import game_ids

    png = tiny_png()
    for game in game_ids():
        module = renderer(game)
        for name in ("render_public", "render_private", "render_choices", "render_notepad"):
            if hasattr(module, name):
                setattr(module, name, lambda *args, **kwargs: png)


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
    args = parser.parse_args()
    games = [(g, int(n)) for g, n in (x.split(":") for x in args.games.split(",") if x)]
    logging.basicConfig(level=logging.WARNING)
    if not args.pictures:
        quick_pictures()
    with tempfile.TemporaryDirectory(prefix="getaway-bench-") as tmp:
        tallies = asyncio.run(run(games, args.seed, Path(tmp) / "bench.sqlite3"))
    report(tallies)


if __name__ == "__main__":
    main()
