"""The Discord client: opens the store, loads the cogs, registers persistent buttons, syncs
slash commands. It is sharded: one process runs all shards, or the range its settings give."""

from __future__ import annotations

import asyncio
import gc
import logging
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.answers_first import AnswersFirst
from bot.backends import open_store
from bot.collector import server_policy
from bot.config import Settings
from bot.i18n import know_commands
from bot.outbox import Delivers
from bot.pictures import PICTURES
from bot.shards import Shards
from bot.store import Store
from bot.store_sqlite import InstanceLock
from bot.table_service import TableService

if TYPE_CHECKING:  # imported on PostgreSQL only: asyncpg takes 0.15 s of an SQLite start-up
    from bot.slots import IdentifyPacer, ShardSlots

log = logging.getLogger(__name__)

# Getaway never joins voice: silence the start-up warnings about voice libraries
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False


class GetawayBot(commands.AutoShardedBot):
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
        picture_workers: int = 0,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            # everything reaches Getaway as interactions; guilds keeps channels, threads and
            # roles known. No message, reaction, typing or voice events are handled.
            intents=discord.Intents(guilds=True),
            shard_count=settings.shard_count,
            # a long rate limit raises instead of holding a move's answer for minutes: the move
            # and what it owes Discord are saved, and go out once Discord lets us through
            max_ratelimit_timeout=10.0,
            # nobody is pinged unless a message names its players explicitly
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
        )
        #: this process's shards (None: all), checked by the settings; set here because
        #: discord.py reads a None argument as "all" but types it as a list
        self.shard_ids = settings.shard_ids
        self.settings = settings
        self.sync_commands = sync_commands
        self.heartbeat = heartbeat
        #: the collector set for a server and start-up objects moved out of full collections
        #: once set up and once connected (bot/collector.py); the running bot asks for it,
        #: tests do not (each would freeze its own objects for good)
        self.freeze_after_setup = freeze_after_setup
        #: drawing processes to start in setup (``run``'s; tests draw in threads)
        self.picture_workers = picture_workers
        #: movers' answers before tables' redraws (see bot/answers_first.py)
        self.answers_first = AnswersFirst()
        #: the cogs' buttons and selects by the templates of their custom ids, dispatched by
        #: the bot itself (cogs/components.py)
        self.components: dict[re.Pattern[str], Any] = {}

    async def setup_hook(self) -> None:
        self.slots: ShardSlots | None = None
        self.pacer: IdentifyPacer | None = None
        if self.settings.on_postgres:
            self.store = await open_store(
                self.settings.database, application=await self._take_shards()
            )
        else:
            self.store = await open_store(self.settings.database)
        self.service = TableService(
            self.store,
            move_seconds=self.settings.move_hours * 3600,
            # Discord's clock (under simcord, its virtual time: deadlines can be tested)
            clock=lambda: discord.utils.utcnow().timestamp(),
            shards=Shards.of(self.settings.shard_ids, self.settings.shard_count),
        )
        await self.load_extension("cogs")  # the lobby and every game's cog
        # each worker's, and what this process draws in its own threads (no workers, or while
        # they start, or after one died): the same budget
        PICTURES.drawing_cache = self.settings.picture_cache_mb * 2**20
        if self.picture_workers:
            # started once the cogs are in, not beside the imports: each worker imports the
            # drawing code and loads the palettes at once (bot.picture_worker), which on a
            # machine of two cores took a core from the bot's start; waited for below, once synced
            PICTURES.start_soon(self.picture_workers)
        if self.freeze_after_setup:
            server_policy()
            gc.enable()  # off while the bot started (bot.cli.start_bot)
        if self.heartbeat is not None:
            self._beating = asyncio.create_task(self._beat(self.heartbeat), name="heartbeat")
        log.info("running %s", self.settings.describe_shards())
        if self.slots is not None:
            from bot.slots import IdentifyPacer
            from bot.store_postgres import PostgresStore

            await self.slots.listen(self.service.settings.changed)
            assert isinstance(self.store, PostgresStore)
            self.pacer = IdentifyPacer(self.store.pool, self._identify_concurrency)
        if self.sync_commands:
            await self._sync_commands()
        # up (their palettes built on after), so that the bot itself never draws
        await PICTURES.started()

    async def _take_shards(self) -> str:
        """Hold this process's shards before connecting (a taken shard refuses the start with
        a sentence); if they are lost, stop at once. Returns the name PostgreSQL shows of this
        process."""
        from bot.slots import ShardSlots, process_name

        shards, count = self.settings.shard_ids, self.settings.shard_count
        self.slots = await ShardSlots.take(str(self.settings.database), shards, count)
        self.slots.on_lost(lambda: asyncio.ensure_future(self.close()))
        return process_name(shards, count)

    async def _identify_concurrency(self) -> int:
        """How many shards Discord lets this bot identify at once (1 unless Discord says more:
        a wrong 1 only makes the start slower)."""
        try:
            return (await self.fetch_session_start_limits()).max_concurrency
        except discord.DiscordException as exc:
            log.warning("identify concurrency unknown (%s): one shard at a time", exc)
            return 1

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Processes on one database take turns to identify (bot.slots.IdentifyPacer); one
        process alone waits as discord.py does."""
        if self.pacer is None or shard_id is None:
            await super().before_identify_hook(shard_id, initial=initial)
            return
        await self.pacer.turn(shard_id)

    async def _sync_commands(self) -> None:
        guild = discord.Object(self.settings.dev_guild) if self.settings.dev_guild else None
        if self.settings.syncs_commands:
            if guild is not None:
                self.tree.copy_global_to(guild=guild)
            listed = await self.tree.sync(guild=guild)
        else:
            log.info("slash commands not synced: the process running shard 0 syncs them")
            listed = await self.tree.fetch_commands(guild=guild)
        # messages name commands as mentions: clickable, in each reader's language
        know_commands({command.name: command.id for command in listed})

    async def on_ready(self) -> None:
        log.info(
            "connected as %s: shards %s of %s, %d servers",
            self.user,
            ", ".join(map(str, sorted(self.shards))),
            self.shard_count,
            len(self.guilds),
        )
        if self.freeze_after_setup:  # the servers' caches are in: freeze them too
            server_policy()

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
        slots = getattr(self, "slots", None)
        if slots is not None:
            await slots.release()
        await super().close()
