"""The Discord client: opens the store, loads the cogs, registers persistent buttons, syncs
slash commands."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import discord
from discord.ext import commands

from bot.answers_first import AnswersFirst
from bot.collector import freeze_startup_objects
from bot.config import Settings
from bot.i18n import know_commands
from bot.outbox import Delivers
from bot.store import InstanceLock, Store
from bot.table_service import TableService

log = logging.getLogger(__name__)

# Getaway never joins voice: silence the start-up warnings about voice libraries
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False


class GetawayBot(commands.Bot):
    service: TableService
    store: Store
    #: sends what the database owes Discord (set up by ``cogs/delivery.py``)
    deliverer: Delivers

    def __init__(
        self,
        settings: Settings,
        *,
        sync_commands: bool = True,
        heartbeat: Callable[[], None] | None = None,
        freeze_after_setup: bool = False,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            # a long rate limit raises instead of holding a move's answer for minutes: the move
            # and what it owes Discord are saved, and go out once Discord lets us through
            max_ratelimit_timeout=10.0,
            # nobody is pinged unless a message names its players explicitly
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
        )
        self.settings = settings
        self.sync_commands = sync_commands
        self.heartbeat = heartbeat
        #: move start-up objects out of full collections once set up (bot/collector.py); the
        #: running bot asks for it, tests do not (each would freeze its own objects for good)
        self.freeze_after_setup = freeze_after_setup
        #: movers' answers before tables' redraws (see bot/answers_first.py)
        self.answers_first = AnswersFirst()

    async def setup_hook(self) -> None:
        self.store = await Store.open(self.settings.database)
        self.service = TableService(
            self.store,
            move_seconds=self.settings.move_hours * 3600,
            # Discord's clock (under simcord, its virtual time: deadlines can be tested)
            clock=lambda: discord.utils.utcnow().timestamp(),
        )
        await self.load_extension("cogs")  # the lobby and every game's cog
        if self.freeze_after_setup:
            freeze_startup_objects()
        if self.heartbeat is not None:
            self._beating = asyncio.create_task(self._beat(self.heartbeat), name="heartbeat")
        if self.sync_commands:
            if self.settings.dev_guild:
                guild = discord.Object(self.settings.dev_guild)
                self.tree.copy_global_to(guild=guild)
                synced = await self.tree.sync(guild=guild)
            else:
                synced = await self.tree.sync()
            # messages name commands as mentions: clickable, in each reader's language
            know_commands({command.name: command.id for command in synced})

    async def _beat(self, beat: Callable[[], None]) -> None:
        """Tell the Docker health check the bot is connected, every few seconds."""
        while not self.is_closed():
            if self.is_ready():
                beat()
            await asyncio.sleep(InstanceLock.BEAT_SECONDS)

    async def close(self) -> None:
        store = getattr(self, "store", None)
        if store is not None:
            await store.close()
        await super().close()
