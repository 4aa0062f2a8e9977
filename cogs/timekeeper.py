"""The clock of every table, and the Discord work that waits.

Every few seconds (and at once after a start-up) the timekeeper
- fires the timers that are due, each exactly once (``bot/timers.py``): a discussion that ends
  opens the vote; reminders go to the players who still have to move; a deadline makes the
  table's choice happen — a computer stand-in plays the player's turn, the player passes where
  the rules allow, or forfeits — unless the player is away, whose clock then waits;
- sends what the database still owes Discord (``cogs/delivery.py``): a move is never lost to a
  Discord failure, it only waits here until Discord answers again;
- opens the next round of every tournament whose round is over;
- asks Discord, now and then, whether an orphaned table's channel is back.

Everything it acts on is in the database, so a restart changes nothing but the moment it is
noticed.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from discord.ext import commands, tasks

from bot.outbox import Outbox
from bot.tables import Table
from bot.timers import Timers
from bot.tournaments import RoundOpened, TournamentService
from cogs.table_ui import game_ui

if TYPE_CHECKING:
    from bot.client import GetawayBot

log = logging.getLogger(__name__)

#: how often the timekeeper looks at the clock (deadlines are kept to within this)
TICK = 20.0
#: how often done outbox rows older than a week are pruned (in ticks)
PRUNE_EVERY = 180


def timeout_step(table: Table, seat: int, mode: str) -> dict[str, Any] | None:
    """The next step made for a seat whose time ran out: a pass where the table chose "skip"
    and the rules have one, else the rules' default, else the computer's choice. A seat the
    computer plays ("stand-in": a computer player, a player who left or is away) is played by
    the same computer in every decision."""
    ui = game_ui(table)
    if mode == "stand-in":
        return ui.computer_action(table, seat)
    if mode == "skip" and (step := ui.skip_action(table, seat)) is not None:
        return step
    return ui.timeout_action(table, seat)


def rules_decide(table: Table, seat: int) -> bool:
    return game_ui(table).rule_default(table, seat) is not None


class Timekeeper(commands.Cog):
    def __init__(self, bot: GetawayBot) -> None:
        self.bot = bot
        self.timers = Timers(bot.service)
        self._ticks = 0

    async def cog_load(self) -> None:
        self.tick.start()

    async def cog_unload(self) -> None:
        self.tick.cancel()

    @tasks.loop(seconds=TICK)
    async def tick(self) -> None:
        self._ticks += 1
        jobs = [self.run_due, self.bot.deliverer.due, self.tournaments, self.bot.deliverer.probe]
        if self._ticks % PRUNE_EVERY == 1:
            jobs.append(self.prune)
        for job in jobs:
            try:
                await job()
            except Exception:  # the loop must outlive any one bad table
                log.exception("the timekeeper's %s failed", getattr(job, "__name__", job))

    @tick.before_loop
    async def _ready(self) -> None:
        await self.bot.wait_until_ready()

    async def run_due(self) -> None:
        for timer in await self.timers.due():
            try:
                if await self.timers.fire(timer, timeout_step, rules_decide):
                    await self.bot.deliverer.table(timer.table_id)
            except Exception:  # one table's bug must not stop the others' clocks
                log.exception("timer %s of table #%s failed", timer.kind, timer.table_id)

    async def tournaments(self) -> None:
        """Open the next round of every tournament whose round is over."""
        for step in await TournamentService(self.bot.service).advance():
            tournament = step.tournament if isinstance(step, RoundOpened) else step
            await self.bot.deliverer.tournament(tournament.id)

    async def prune(self) -> None:
        pruned = await Outbox(self.bot.store).prune(self.bot.service.clock())
        if pruned:
            log.info("pruned %s outbox rows done more than a week ago", pruned)


async def setup(bot: GetawayBot) -> None:
    await bot.add_cog(Timekeeper(bot))
