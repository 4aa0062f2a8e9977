"""Sending what the database owes Discord (the outbox, ``bot/outbox.py``), exactly once.

A stream's rows go out in order under a lease: the move's own delivery (right after the mover is
answered) and the timekeeper's retries take turns, never both. Each row is drawn when it goes
out, from the table as it is then, and a row that a later one makes pointless is skipped (an
older table message, the ping of a turn that is over). What Discord answers decides what
follows:

- sent: the row is done, with what it changed (a message id) in the same transaction;
- a 5xx, a 429 or no answer: the row waits and is tried again, later and later;
- the channel is gone, or the bot may no longer use it: the table (or tournament) is
  *orphaned* — nothing more is drawn or sent and its clocks wait — until a probe or a command in
  that channel finds it usable again;
- any other refusal (a 400): the row is given up, logged, and the stream goes on.

Messages are created with a nonce that Discord enforces, so a retry after a crash between
sending and recording returns the first message instead of a second one.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, cast

import aiohttp
import discord
from discord.ext import tasks
from discord.http import handle_message_parameters

from bot import game_stats
from bot.i18n import game_title, t
from bot.outbox import DM_KINDS, Job, Outbox, dm_stream, table_stream, tournament_stream
from bot.pacing import Pacer
from bot.table_work import remember_message, remember_ping, timeout_key
from bot.tables import Table
from cogs.payload import Payload, cut, fit, routed
from cogs.replay import recap_picture
from cogs.table_ui import (
    game_ui,
    jump_link,
    only_players,
    ping_payload,
    recap_payload,
    table_payload,
)
from rules.core import Event

if TYPE_CHECKING:
    from bot.client import GetawayBot

log = logging.getLogger(__name__)

#: what can go wrong on the way to Discord that a later try may fix
DISCORD_TROUBLE = (
    discord.RateLimited,
    discord.DiscordServerError,
    asyncio.TimeoutError,
    aiohttp.ClientError,
)
#: Discord's codes for a channel (or server) that is gone or closed to the bot
GONE_CODES = frozenset({10003, 10004, 50001, 50013})
#: Discord's "unknown message": a table message or a ping someone deleted
UNKNOWN_MESSAGE = 10008
#: a row whose handler keeps failing on our side is given up after this many tries
MOST_ATTEMPTS = 6
#: how often rows on hold are looked at while there are some (they go out this much late)
HELD_TICK = 1.0


class NotReady(Exception):
    """The row waits for another stream (a thread, the table message): tried again later."""

    def __init__(self, delay: float = 5.0) -> None:
        super().__init__(delay)
        self.delay = delay


@dataclass
class Sent:
    """What a handler did: ``outcome`` (sent, superseded, skipped…), ``result`` kept with the row,
    ``then(db)`` written in the row's completion transaction, streams to deliver next."""

    outcome: str = "sent"
    result: str | None = None
    then: Callable[[Any], Awaitable[None]] | None = None
    wake: tuple[str, ...] = field(default_factory=tuple)
    #: later rows of the stream this one showed too (done with it)
    covers: tuple[int, ...] = ()


SKIPPED = Sent("superseded")

Handler = Callable[["GetawayBot", Job], Awaitable[Sent]]
#: kind -> handler; the table's kinds are here, the tournament's in ``cogs/tournament.py``
HANDLERS: dict[str, Handler] = {}


def handles(kind: str) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        HANDLERS[kind] = handler
        return handler

    return register


def transient(exc: BaseException) -> float | None:
    """Seconds to wait before trying again (0: the usual backoff) if ``exc`` may pass; None if
    it will not."""
    if isinstance(exc, discord.RateLimited):
        return exc.retry_after
    if isinstance(exc, discord.HTTPException) and (exc.status == 429 or exc.status >= 500):
        return 0.0
    if isinstance(exc, (*DISCORD_TROUBLE, OSError)):
        return 0.0
    return None


def gone(exc: BaseException) -> bool:
    """Whether Discord says the channel is gone or closed to the bot (not just one message)."""
    return isinstance(exc, discord.NotFound | discord.Forbidden) and exc.code in GONE_CODES


#: tables drawn lately, kept while they stay the same (a move's rows then draw one table)
TABLES_KEPT = 64
#: players' DM channels known (two numbers each)
DM_CHANNELS_KEPT = 100_000


def keep(kept: OrderedDict[Any, Any], key: Any, value: Any, most: int) -> None:
    """Remember ``value`` as the most recently used of at most ``most``."""
    kept[key] = value
    kept.move_to_end(key)
    while len(kept) > most:
        kept.popitem(last=False)


class Deliverer:
    def __init__(self, bot: GetawayBot) -> None:
        self.bot = bot
        self.outbox = Outbox(bot.store, bot.service.shards)
        #: table id -> (its stamp when read, the table): see :meth:`table_of`
        self._tables: OrderedDict[int, tuple[str | None, Table]] = OrderedDict()
        #: user id -> their DM channel's id, the most recently used last
        self._dm_channels: OrderedDict[int, int] = OrderedDict()
        #: stream -> when its first row, on hold, falls due (see :meth:`_holds`)
        self._held: dict[str, float] = {}

    async def table_of(self, job: Job) -> Table:
        """The row's table as it is: read again only when it changed since it was last read
        (its stamp, taken with the claim); its message and ping ids as the claim saw them."""
        assert job.table_id is not None
        kept = self._tables.get(job.table_id)
        if kept is None or job.stamp is None or kept[0] != job.stamp:
            kept = (job.stamp, await self.bot.service.get(job.table_id, damaged_ok=True))
        keep(self._tables, job.table_id, kept, TABLES_KEPT)
        return replace(kept[1], message_id=job.message_id, ping_id=job.ping_id)

    def now(self) -> float:
        return self.bot.service.clock()

    async def dm_channel(self, user_id: int) -> discord.PartialMessageable:
        """A player's DM channel: opened once (a budgeted request; discord.py keeps only its
        last 128), then known by its id, which Discord never changes, so a DM is one request
        rather than a look-up of the user and the message."""
        channel_id = self._dm_channels.get(user_id)
        if channel_id is None:
            channel_id = (await self.bot.create_dm(discord.Object(user_id))).id
        keep(self._dm_channels, user_id, channel_id, DM_CHANNELS_KEPT)
        return self.bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)

    async def table(self, table_id: int) -> bool:
        """Bring a table's Discord side up to date (its public stream, then its DMs); True when
        nothing public is left waiting but a table message on hold (the turn goes on)."""
        await self.bot.answers_first.wait()  # the players waiting for an answer hear back first
        public, private = table_stream(table_id), dm_stream(table_id)
        seen = await self.outbox.look((public, private))  # one read: most moves owe no DM
        shown = await self.stream(public, seen[public])
        await self.stream(private, seen[private])
        return shown

    async def tournament(self, tournament_id: int) -> bool:
        return await self.stream(tournament_stream(tournament_id))

    async def due(self) -> None:
        """Every stream with due work (the timekeeper's tick)."""
        for stream in await self.outbox.due_streams(self.now()):
            await self.stream(stream)

    async def stream(self, stream: str, seen: Sequence[Any] | None = None) -> bool:
        """Send a stream's due rows in order while it has some, unless another deliverer holds
        it (it then sends them itself). False when a row had to be put back (Discord failed,
        or the channel is gone): the stream waits. ``seen``: its rows as a look just found
        them (see :meth:`Outbox.claim`)."""
        wake: list[str] = []
        job = await self.outbox.claim(stream, self.now(), seen)
        while job is not None:
            sent = await self._send(job)
            if sent is None:
                return False
            wake += sent.wake
            job = await self.outbox.finish(
                job, self.now(), sent.outcome, sent.result, sent.then, sent.covers
            )
        if (due := self.outbox.held_until(stream)) is not None:
            self._wake_at(stream, due)
        for other in wake:
            await self.stream(other)
        return True

    def _wake_at(self, stream: str, due: float) -> None:
        """Deliver ``stream`` again when its row on hold falls due: on time rather than at the
        timekeeper's next tick (which still finds it if this process stops first)."""
        self._held[stream] = min(due, self._held.get(stream, due))
        if not self._holds.is_running():
            self._holds.start()

    @tasks.loop(seconds=HELD_TICK)
    async def _holds(self) -> None:
        """While rows are on hold: deliver each stream whose row has fallen due."""
        now = self.now()
        for stream in [s for s, due in self._held.items() if due <= now]:
            del self._held[stream]
            try:
                await self.stream(stream)
            except Exception:  # the timekeeper's tick tries again
                log.exception("%s: delivering its rows on hold failed", stream)
        if not self._held:
            self._holds.stop()

    async def _send(self, job: Job) -> Sent | None:
        """One row through its handler; None when it was put back (to wait, or orphaned)."""
        handler = HANDLERS.get(job.kind)
        try:
            if handler is None:
                raise LookupError(f"no handler for {job.kind!r} work")
            return await handler(self.bot, job)
        except NotReady as exc:
            await self.outbox.later(job, self.now(), exc.delay)
        except Exception as exc:
            if gone(exc) and job.kind not in DM_KINDS:  # a player's DMs are not the channel
                why = f"{getattr(exc, 'status', '?')} {getattr(exc, 'text', exc)}"
                log.warning("%s: Discord refuses its channel (%s); it waits", job.stream, why)
                await self.outbox.orphan(job, self.now(), why)
                return None
            wait = transient(exc)
            if wait is None and isinstance(exc, discord.HTTPException):
                log.error(
                    "%s: Discord refused %s #%s for good: %s", job.stream, job.kind, job.id, exc
                )
                return Sent("failed", f"{exc.status} {exc.code} {exc.text}"[:500])
            if wait is None and job.attempts >= MOST_ATTEMPTS:
                log.exception("%s: %s #%s given up", job.stream, job.kind, job.id)
                return Sent("failed", repr(exc)[:500])
            if wait is None:
                log.exception(
                    "%s: %s #%s failed; it will be tried again", job.stream, job.kind, job.id
                )
            due = await self.outbox.retry(job, self.now(), repr(exc), wait or None)
            log.info("%s: %s #%s waits until %.0f (%s)", job.stream, job.kind, job.id, due, exc)
        return None

    # -- orphans ----------------------------------------------------------------------------------

    async def probe(self) -> None:
        """Ask Discord about each orphaned channel whose turn has come; a channel that is back
        carries on where it stopped."""
        now = self.now()
        for owner, key, channel_id, since in await self.outbox.probes_due(now):
            try:
                usable = await self.usable(channel_id)
            except Exception as exc:
                if not (gone(exc) or transient(exc) is not None):
                    log.exception("probing the channel of %s #%s", owner, key)
                usable = False
            if usable:
                await self.resume(owner, key)
            else:
                await self.outbox.probe_again(owner, key, now, since)

    async def usable(self, channel_id: int) -> bool:
        """Whether the channel exists and the bot may post its messages there (one request,
        and no picture drawn for a channel that would refuse it)."""
        channel = await self.bot.fetch_channel(channel_id)
        guild = getattr(channel, "guild", None)
        if guild is None or guild.me is None:
            return True
        allowed = channel.permissions_for(guild.me)  # type: ignore[union-attr]
        thread = isinstance(channel, discord.Thread)
        send = allowed.send_messages_in_threads if thread else allowed.send_messages
        return bool(allowed.view_channel and send and allowed.embed_links and allowed.attach_files)

    async def resume(self, owner: str, key: int) -> None:
        if await self.outbox.resume(owner, key, self.now()):
            log.info("%s #%s: its channel is back; catching up", owner, key)
            if owner == "tables":
                await self.table(key)
            else:
                await self.tournament(key)

    async def resume_table(self, table_id: int) -> None:
        """Someone asked for the table (its **Refresh**): try its channel again now."""
        await self.resume("tables", table_id)


def deliverer_of(bot: GetawayBot) -> Deliverer:
    return cast(Deliverer, bot.deliverer)


async def deliver(bot: GetawayBot, table: Table | int) -> bool:
    """Send what a table owes Discord now; True when all of it went out (False: it waits for
    Discord and the timekeeper will finish it — the change itself is saved)."""
    return await bot.deliverer.table(table if isinstance(table, int) else table.id)


# -- sending ------------------------------------------------------------------------------------


def channel_of(bot: GetawayBot, table: Table) -> discord.PartialMessageable:
    if table.channel_id is None:
        raise NotReady(30.0)  # a tournament table whose thread is not made yet
    return bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)


async def send(
    bot: GetawayBot,
    channel: discord.abc.Snowflake,
    payload: Payload,
    nonce: str,
    mentions: discord.AllowedMentions | None = None,
) -> int:
    """A new message in ``channel``, at most once per ``nonce`` (Discord enforces it for a
    while), within Discord's limits; its id. ``channel.send`` would also parse Discord's reply
    into a ``Message`` (each embed and component of it) that nothing here reads but its id."""
    payload = fit(payload)
    with handle_message_parameters(
        content=payload.content or None,
        embeds=payload.embeds,
        files=payload.discord_files(),
        view=routed(payload.view),
        allowed_mentions=mentions or discord.AllowedMentions.none(),
        previous_allowed_mentions=bot.allowed_mentions,
        nonce=nonce,
    ) as params:
        message = await bot.http.send_message(channel.id, params=params)
    return int(message["id"])


async def edit(
    bot: GetawayBot, channel: discord.abc.Snowflake, message_id: int, payload: Payload
) -> None:
    """Show ``payload`` (fitted to Discord's limits) in a message of ``channel`` instead of what
    it shows, its files in place of its attachments; the reply unparsed, as :func:`send`'s."""
    with handle_message_parameters(
        content=payload.content or None,
        embeds=payload.embeds,
        attachments=payload.discord_files(),
        view=routed(payload.view),
        allowed_mentions=discord.AllowedMentions.none(),
        previous_allowed_mentions=bot.allowed_mentions,
    ) as params:
        await bot.http.edit_message(channel.id, message_id, params=params)


async def delete_quietly(channel: discord.PartialMessageable, message_id: int | None) -> None:
    """Remove a message that may be gone already (someone deleted it, or a retry did)."""
    if message_id is None:
        return
    try:
        await channel.get_partial_message(message_id).delete()
    except discord.NotFound as exc:
        if exc.code != UNKNOWN_MESSAGE:
            raise


async def table_of(bot: GetawayBot, job: Job) -> Table | None:
    """The row's table; None when its game cannot be read (nothing of it can be drawn)."""
    table = await deliverer_of(bot).table_of(job)
    return None if table.damaged else table


@handles("message")
async def table_message(bot: GetawayBot, job: Job) -> Sent:
    """The table message as the table is now: edited in place, or posted (once). A damaged
    table that was closed says so."""
    table = await deliverer_of(bot).table_of(job)
    if table.damaged and table.status != "abandoned":
        return SKIPPED
    if table.message_id is not None and job.superseded_by("message"):
        return SKIPPED  # a later row redraws it (the first one is posted at once: pings link it)
    channel = channel_of(bot, table)
    if table.status == "abandoned":  # no turn left for the last ping's My turn button
        await delete_quietly(channel, table.ping_id)
    payload = fit(await table_payload(bot, table))
    # the table is read after the claim read the later rows: it shows their changes too (those
    # on hold while a turn goes on), so a turn's steps in one window cost one edit
    covers = job.later_of("message")
    if table.message_id is not None:
        # the row's result: the message and a digest of what it was made to show
        shows = f"{table.message_id} {table_digest(payload)}"
        if await deliverer_of(bot).outbox.last_result(job) == shows:
            return Sent("unchanged", shows, covers=covers)  # every reader sees this already
        try:
            await edit(bot, channel, table.message_id, payload)
            return Sent(result=shows, covers=covers)
        except discord.NotFound as exc:
            if exc.code != UNKNOWN_MESSAGE:
                raise
            log.info("table #%s: its message was deleted; posting a new one", table.id)
    message_id = await send(bot, channel, payload, job.nonce)

    async def then(db: Any) -> None:
        await remember_message(db, table.id, message_id)

    return Sent(result=f"{message_id} {table_digest(payload)}", then=then, covers=covers)


def table_digest(payload: Payload) -> str:
    """A digest of all a table message shows: two with the same look the same to everyone."""
    said = hashlib.sha256(payload.content.encode())
    said.update(json.dumps([e.to_dict() for e in payload.embeds], sort_keys=True).encode())
    for name, data, alt in payload.files:
        said.update(f"\0{name}\0{alt}\0".encode() + hashlib.sha256(data).digest())
    if payload.view is not None:
        said.update(json.dumps(payload.view.to_components(), sort_keys=True).encode())
    return said.hexdigest()


@handles("ping")
async def turn_ping(bot: GetawayBot, job: Job) -> Sent:
    """One ping per turn, with a jump link to the table message; the last ping goes, so pings
    do not bury the table."""
    table = await table_of(bot, job)
    if table is None or table.status != "playing" or job.superseded_by("ping", "recap"):
        return SKIPPED
    if table.message_id is None:
        raise NotReady(5.0)  # the link needs the table message, a row ahead of this one
    payload = ping_payload(table)
    channel = channel_of(bot, table)
    if payload is None:  # only the computer is to play: the last ping is out of date
        await delete_quietly(channel, table.ping_id)
        return Sent("skipped", then=lambda db: remember_ping(db, table.id, None))
    await delete_quietly(channel, table.ping_id)
    message_id = await send(bot, channel, payload, job.nonce, awake_players(table))

    async def then(db: Any) -> None:
        await remember_ping(db, table.id, message_id)

    return Sent(result=str(message_id), then=then)


def quiet_seats(table: Table) -> set[int]:
    """Seats a ping names without calling: those the computer plays, and those idle since
    their time ran out (until they move again)."""
    control = table.time_control
    return {*control.idle, *control.stand_ins}


def awake_players(table: Table) -> discord.AllowedMentions:
    """The players a turn ping calls: not those the computer plays, nor those idle since their
    time ran out (named, not called, until they move again)."""
    quiet = quiet_seats(table)
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        users=[
            discord.Object(s.user_id)
            for i, s in enumerate(table.seats)
            if i not in quiet and not s.computer
        ],
    )


@handles("recap")
async def recap(bot: GetawayBot, job: Job) -> Sent:
    """How the game ended, with its animated recap, in place of the last ping (once: its row's
    key is the table's). The game's figures are counted here, off the move that ended it."""
    table = await table_of(bot, job)
    if table is None or table.status != "finished":
        return SKIPPED
    channel = channel_of(bot, table)
    moves = await bot.service.moves(table.id)
    try:  # the figures of /profile and /stats; a failure there must not hold the recap back
        await game_stats.count(bot.service, table.id, table=table, moves=moves)
    except Exception:
        log.exception("counting the figures of table %s", table.id)
    payload = recap_payload(table)
    payload = replace(payload, files=[await recap_picture(table, moves, table.language)])
    await delete_quietly(channel, table.ping_id)
    message_id = await send(bot, channel, payload, job.nonce, only_players(table))

    async def then(db: Any) -> None:
        await remember_ping(db, table.id, None)

    return Sent(result=str(message_id), then=then)


@handles("notice")
async def table_notice(bot: GetawayBot, job: Job) -> Sent:
    """A public notice at the table (a time-out, a vote that opens, a player away…). A
    time-out's calls nobody and takes the place of the table's last one (the table message
    keeps the moves): an idle table does not fill its channel."""
    table = await table_of(bot, job)
    if table is None:
        return SKIPPED
    channel = channel_of(bot, table)
    payload = Payload(content=notice_text(table, job.data))
    timeout = bool(job.data.get("timeout"))
    mentions = discord.AllowedMentions.none() if timeout else notice_mentions(table)
    message_id = await send(bot, channel, payload, job.nonce, mentions)
    if timeout:
        last = await deliverer_of(bot).outbox.previous(job, timeout_key(table.id))
        if last is not None and last.isdigit():
            await delete_quietly(channel, int(last))
    return Sent(result=str(message_id))


#: most characters of the moves a time-out notice lists for one seat (the table message's
#: history has them all)
NOTICE_MOVES = 300


def notice_text(table: Table, data: dict[str, Any]) -> str:
    """A notice's words in the table's language; ``parts`` are several notices told in one
    message, a line each. Arguments that name people are said as the table says them: ``who``
    (a seat), ``seats`` (seats, called first), ``by`` (a user); ``events`` are the public
    events of moves made for a seat, said up to :data:`NOTICE_MOVES` characters; ``until`` is
    a time."""
    if "parts" in data:
        return "\n".join(notice_text(table, part) for part in data["parts"])
    ui = game_ui(table)
    lang = table.language
    args = dict(data.get("args", {}))
    called = " ".join(table.seats[s].mention for s in args.pop("seats", []))
    if "who" in args:
        args["who"] = ui.seat_name(table, args["who"], lang)
    if "by" in args:
        args["by"] = f"<@{args['by']}>"
    if "until" in args:
        args["until"] = f"<t:{int(args['until'])}:f>"
    if "events" in args:
        voice = ui.voice(table, lang)
        said = [
            line
            for e in args.pop("events")
            if (line := ui.words.event(Event.model_validate(e), voice))
        ]
        args["moves"] = summary(said, lang) or "—"
    text = t(lang, data["text"], **args)
    return f"{called} {text}" if called else text


def summary(lines: Sequence[str], lang: str) -> str:
    """The first ``lines`` that fit in :data:`NOTICE_MOVES` characters, and how many more."""
    kept: list[str] = []
    for line in lines:
        if len(" ".join([*kept, line])) > NOTICE_MOVES:
            break
        kept.append(line)
    more = len(lines) - len(kept)
    if lines and not kept:  # one long line: its words up to the limit
        kept, more = [cut(lines[0], NOTICE_MOVES)], more - 1
    tail = f" {t(lang, 'time-more-moves', count=more)}" if more else ""
    return " ".join(kept) + tail


def notice_mentions(table: Table) -> discord.AllowedMentions:
    """A notice calls the people it names (the table's players, a moderator): its text is ours,
    never a user's."""
    return discord.AllowedMentions(everyone=False, roles=False, users=True)


# -- private messages ---------------------------------------------------------------------------


async def dm(
    bot: GetawayBot, user_id: int, payload: Payload, nonce: str, closed: bool | None = None
) -> bool:
    """DM a player; False when their DMs are closed (remembered, so we stop trying for a
    while; ``closed``: what the caller read of it just before). A closed DM never stops the
    game: the panel always works."""
    if closed is None:
        closed = await bot.service.settings.dm_closed(user_id)
    if closed:
        return False
    try:
        await send(bot, await deliverer_of(bot).dm_channel(user_id), payload, nonce)
    except discord.Forbidden:
        await bot.service.settings.set_dm_closed(user_id, True)
        return False
    return True


def words_of(payload: Payload) -> str:
    """A digest of what a DM says: its text and what its pictures show (their descriptions,
    which say a hand in words). Two DMs with the same digest tell a player nothing new."""
    said = hashlib.sha256(payload.content.encode())
    for name, _, alt in payload.files:
        said.update(f"\0{name}\0{alt}".encode())
    return said.hexdigest()[:32]


async def player_lang(bot: GetawayBot, table: Table, user_id: int) -> str:
    return await bot.service.settings.language(user_id) or table.language


@handles("dm")
async def turn_dm(bot: GetawayBot, job: Job) -> Sent:
    """The DM of a seat whose turn (or news) it is, unless it has moved on since."""
    table = await table_of(bot, job)
    seat = int(job.data["seat"])
    if table is None or table.status != "playing" or job.superseded_by("dm", seat=seat):
        return SKIPPED
    if job.data.get("why") == "turn" and seat not in table.awaited():
        return SKIPPED  # they have played already
    if table.seats[seat].computer:
        return SKIPPED  # nobody to write to
    if table.message_id is None:
        raise NotReady(5.0)  # the link needs the table message
    user_id = table.seats[seat].user_id
    if not (await bot.service.settings.user(user_id)).get("dm", True):
        return Sent("skipped")  # the turn ping in the channel is enough for them
    was_closed = await bot.service.settings.dm_closed(user_id)
    lang = await player_lang(bot, table, user_id)
    payload = await game_ui(table).turn_dm(bot, table, seat, job.data.get("why", "turn"), lang)
    if payload is None:
        return SKIPPED
    said = words_of(payload)
    # only a DM that shows the seat's hand may go without: what is news in it is the hand (a
    # DM of words alone tells of a decision, new each time even in the same words)
    if payload.files and job.data.get("called") and seat not in quiet_seats(table):
        last = await deliverer_of(bot).outbox.last_result(job, f"dm:{table.id}:%:{seat}")
        if last == said:  # the ping at the table calls them; the DM would say it again
            return Sent("said", said)
    if await dm(bot, user_id, payload, job.nonce, closed=was_closed):
        return Sent(result=said)
    if not was_closed:  # say once at the table where the cards are (never what they are)
        text = f"<@{user_id}> " + t(table.language, "dm-closed-notice")
        await send(
            bot, channel_of(bot, table), Payload(content=text), f"{job.nonce}c", only_players(table)
        )
    return Sent("closed")


@handles("reminder")
async def reminder(bot: GetawayBot, job: Job) -> Sent:
    """A reminder before the deadline: by DM, or at the table when DMs are off or closed;
    none if the player has moved or the deadline has passed meanwhile."""
    table = await table_of(bot, job)
    seat = int(job.data["seat"])
    if table is None or seat not in table.awaited() or table.deadline is None:
        return SKIPPED
    if table.deadline <= bot.service.clock() or table.seats[seat].computer:
        return SKIPPED
    user_id = table.seats[seat].user_id
    when = f"<t:{int(table.deadline)}:R>"
    if (await bot.service.settings.user(user_id)).get("dm", True):
        lang = await player_lang(bot, table, user_id)
        text = t(
            lang, "time-reminder", game=game_title(lang, table.game), table=table.id, when=when
        )
        if table.message_id is not None:
            text += f" {jump_link(table)}"
        if await dm(bot, user_id, Payload(content=f"⏰ {text}"), job.nonce):
            return Sent()
    public = t(table.language, "time-reminder-public", when=when)
    await send(
        bot,
        channel_of(bot, table),
        Payload(content=f"<@{user_id}> ⏰ {public}"),
        f"{job.nonce}p",
        only_players(table),
    )
    return Sent("public")


def dm_seats(table: Table, before: Sequence[int], events: Sequence[Event]) -> list[tuple[int, str]]:
    return game_ui(table).dm_seats(table, before, events)


def pace(bot: GetawayBot, pacer: Pacer) -> None:
    """Every request the bot makes with its token waits for its turn under ``pacer``: those
    are the requests Discord counts against the bot's global limit. Interaction responses and
    follow-ups go through discord.py's webhook adapter, not this client: they are not paced,
    and a player's answer never waits behind a burst of table edits."""
    http: Any = bot.http
    if getattr(http, "pacer", None) is not None:  # the extension reloaded: paced already
        http.pacer = pacer
        return
    request = http.request

    async def paced(route: Any, **kwargs: Any) -> Any:
        await http.pacer.take()
        return await request(route, **kwargs)

    http.pacer = pacer
    http.request = paced


async def setup(bot: GetawayBot) -> None:
    deliverer = Deliverer(bot)
    pace(bot, Pacer(bot.settings.requests_per_second))
    await deliverer.outbox.release_all()
    bot.deliverer = deliverer
    bot.service.dm_seats = dm_seats  # each game says whom a change calls by DM
