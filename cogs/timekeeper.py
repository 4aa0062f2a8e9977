"""The clock of every table, and the repair of what Discord left behind.

Every few seconds (and at once after a start-up) the timekeeper
- acts on the timers that are due: a discussion that ends opens the vote; a reminder goes to
  the players who still have to move; a deadline makes the table's choice happen — a computer
  stand-in plays the player's turn, the player passes where the rules allow, or forfeits —
  unless the player is away, whose clock then waits for their return;
- brings every table whose Discord side lags behind its saved version up to date: the table
  message, the turn ping and the DMs. A move is never lost to a Discord failure; it only waits
  here until Discord answers again.

Timers live in the database (written with the moves that set them), so a restart changes nothing
but the moment they are noticed.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from discord.ext import commands, tasks

from bot.i18n import game_title, t
from bot.tables import Table, TableError, Timer
from cogs.answers import Payload
from cogs.table_ui import (
    DISCORD_TROUBLE,
    announce,
    dm_or_notice,
    game_ui,
    jump_link,
    publish,
    sync_table,
)

if TYPE_CHECKING:
    from bot.client import GetawayBot

log = logging.getLogger(__name__)

#: how often the timekeeper looks at the clock (deadlines are kept to within this)
TICK = 20.0
#: most engine steps a stand-in makes in one turn (a guard against a game that never ends)
MOST_STEPS = 200


class Timekeeper(commands.Cog):
    def __init__(self, bot: GetawayBot) -> None:
        self.bot = bot
        self._syncing: dict[int, asyncio.Lock] = {}

    async def cog_load(self) -> None:
        self.tick.start()

    async def cog_unload(self) -> None:
        self.tick.cancel()

    @tasks.loop(seconds=TICK)
    async def tick(self) -> None:
        for job in (self.run_due, self.repair, self.tournaments):
            try:
                await job()
            except Exception:  # the loop must outlive any one bad table
                log.exception("the timekeeper's %s failed", job.__name__)

    @tick.before_loop
    async def _ready(self) -> None:
        await self.bot.wait_until_ready()

    async def tournaments(self) -> None:
        """Open the next round of every tournament whose round is over."""
        from cogs.tournament import advance

        await advance(self.bot)

    # -- repair ---------------------------------------------------------------------------------

    async def repair(self) -> None:
        for table in await self.bot.service.behind():
            await self.catch_up(table.id)

    async def catch_up(self, table_id: int) -> bool:
        """Bring one table's Discord side up to its saved version (one at a time per table)."""
        lock = self._syncing.setdefault(table_id, asyncio.Lock())
        async with lock:
            try:
                table = await self.bot.service.get(table_id)
            except TableError:
                return False
            if table.synced_version >= table.version:
                return True
            log.info("table #%s: catching up with version %s", table.id, table.version)
            return await sync_table(self.bot, table)

    # -- timers ----------------------------------------------------------------------------------

    async def run_due(self) -> None:
        for timer in await self.bot.service.due_timers():
            try:
                await self.handle(timer)
            except TableError as exc:  # the table moved or closed meanwhile
                log.info("timer %s of table #%s: %s", timer.kind, timer.table_id, exc)
                await self.bot.service.drop_timer(timer)
            except DISCORD_TROUBLE as exc:
                # the move, if any, is saved; repair will publish it — try the rest next tick
                log.warning(
                    "timer %s of table #%s: Discord failed (%s)", timer.kind, timer.table_id, exc
                )

    async def handle(self, timer: Timer) -> None:
        service = self.bot.service
        table = await service.get(timer.table_id)
        if table.status != "playing":
            await service.drop_timer(timer)
            return
        if timer.kind == "opens":
            await service.drop_timer(timer)
            await publish(self.bot, table)  # the status line no longer counts down to the vote
            who = " ".join(f"<@{table.seats[s].user_id}>" for s in table.awaited())
            await announce(self.bot, table, f"{who} {t(table.language, 'time-vote-open')}")
        elif timer.kind == "reminder":
            await service.drop_timer(timer)
            for seat in table.awaited():
                await self.remind(table, seat)
        else:
            await self.expire(table, timer)

    async def remind(self, table: Table, seat: int) -> None:
        """A reminder in the player's language: by DM, or at the table when DMs are off or
        closed."""
        user_id = table.seats[seat].user_id
        service = self.bot.service
        settings = await service.user_settings(user_id)
        if self.away_until(settings) is not None:
            return  # their clock is paused anyway
        when = f"<t:{int(table.deadline or 0)}:R>"
        lang = await service.user_language(user_id) or table.language
        text = t(
            lang, "time-reminder", game=game_title(lang, table.game), table=table.id, when=when
        )
        if settings.get("dm", True):
            await dm_or_notice(
                self.bot, table, user_id, Payload(content=f"⏰ {text} {jump_link(table)}")
            )
            if not await service.dm_closed(user_id):
                return
        public = t(table.language, "time-reminder-public", when=when)
        await announce(self.bot, table, f"<@{user_id}> ⏰ {public}")

    def away_until(self, settings: dict[str, Any]) -> float | None:
        until = settings.get("away_until")
        return float(until) if until and float(until) > self.bot.service.clock() else None

    async def expire(self, table: Table, timer: Timer) -> None:
        """The time is up for everyone who still had to move in this position."""
        service = self.bot.service
        waiting = table.awaited()
        paused = []
        stand_ins = []
        for seat in waiting:
            settings = await service.user_settings(table.seats[seat].user_id)
            until = self.away_until(settings)
            if seat in table.time_control.stand_ins or (
                until is not None and settings.get("stand_in")
            ):
                stand_ins.append(seat)
            elif until is not None:
                paused.append(until)
        if stand_ins:
            # the computer plays the stand-in seats at once; whoever else must act keeps their
            # clock (the position that follows sets a fresh one)
            waiting = stand_ins
        elif paused:  # an away player's clock waits for them
            await service.postpone(table.id, timer.version, max(paused))
            return
        await service.drop_timer(timer)
        mode = table.time_control.on_timeout or "computer"
        lang = table.language
        ui = game_ui(table)
        for seat in waiting:
            table = await service.get(table.id)
            if table.status != "playing" or seat not in table.awaited():
                continue
            name = ui.seat_name(table, seat, lang)
            if mode == "forfeit" and seat not in stand_ins:
                table = await service.forfeit(table.id, seat, "timeout")
                await announce(self.bot, table, "⏰ " + t(lang, "time-forfeit", who=name))
                await self.catch_up(table.id)
                return
            by_rule = seat not in stand_ins and ui.rule_default(table, seat) is not None
            steps = self.stand_in_moves(table, seat, "computer" if seat in stand_ins else mode)
            result = await service.act_for(table.id, seat, steps, table.version)
            voice = ui.voice(result.table, lang)
            said = " ".join(
                line for e in result.events if e.to is None and (line := ui.words.event(e, voice))
            )
            if by_rule:  # the rules decided, not the computer
                key = "time-rule-default"
            elif mode == "skip" and seat not in stand_ins:
                key = "time-skipped"
            else:
                key = "time-stand-in"
            await announce(
                self.bot, result.table, "⏰ " + t(lang, key, who=name, moves=said or "—")
            )
            await self.catch_up(table.id)

    def stand_in_moves(self, table: Table, seat: int, mode: str) -> list[dict[str, Any]]:
        """The moves made for ``seat``: its whole turn, up to where it has nothing left to do."""
        ui = game_ui(table)
        engine = table.engine
        state = table.state
        steps: list[dict[str, Any]] = []
        while seat in engine.to_act(state) and len(steps) < MOST_STEPS:
            now = replace(table, state=state, version=table.version + len(steps))
            action = (ui.skip_action(now, seat) if mode == "skip" else None) or ui.timeout_action(
                now, seat
            )
            if action is None:
                break
            steps.append(action)
            state, _ = engine.apply(state, seat, engine.parse_action(action))
        return steps


async def setup(bot: GetawayBot) -> None:
    await bot.add_cog(Timekeeper(bot))
