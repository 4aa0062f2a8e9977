"""The Discord client: opens the store, loads the cogs, registers persistent buttons, syncs
slash commands."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.config import Settings
from bot.store import Store
from bot.tables import TableService

log = logging.getLogger(__name__)


class GetawayBot(commands.Bot):
    service: TableService
    store: Store

    def __init__(self, settings: Settings, *, sync_commands: bool = True) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            # nobody is pinged unless a message names its players explicitly
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
        )
        self.settings = settings
        self.sync_commands = sync_commands

    async def setup_hook(self) -> None:
        self.store = await Store.open(self.settings.database)
        self.service = TableService(self.store, move_seconds=self.settings.move_hours * 3600)
        await self.load_extension("cogs")  # the lobby and every game's cog
        if self.sync_commands:
            if self.settings.dev_guild:
                guild = discord.Object(self.settings.dev_guild)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()

    async def close(self) -> None:
        store = getattr(self, "store", None)
        if store is not None:
            await store.close()
        await super().close()
