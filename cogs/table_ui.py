"""What every game table shares on Discord: the public table message, moves, pings, DMs and
the table message's persistent buttons. The private panel is in ``cogs/panel.py``.

A game's face on Discord is a :class:`GameUI` (one per game, in ``cogs/<game>.py``): it supplies
pictures, a few labels and its slash commands; its words come from the game's narrator and the
catalogues. Public messages speak the table's language; private ones the reader's.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.i18n import catalogue, game_title, t
from bot.narrate import Narrator, Voice, narrator
from bot.pictures import PICTURES
from bot.tables import ActResult, Table, TableError
from cogs.answers import Guarded, Payload, lang_of, refuse
from rules.core import Event, Rng

if TYPE_CHECKING:
    from bot.client import GetawayBot

log = logging.getLogger(__name__)

#: how a panel or picture is asked for: (name, png bytes, alt text)
Picture = tuple[str, bytes, str]


@dataclass
class Label:
    """How one choice of the panel shows: a button's or a select option's words."""

    text: str
    description: str | None = None
    emoji: str | None = None
    style: discord.ButtonStyle = discord.ButtonStyle.secondary


def token(value: Any) -> str:
    """A move's argument as one token of its choice path."""
    if isinstance(value, list | tuple):
        return "-".join(token(v) for v in value) or "-"
    return "-" if value is None else str(value)


class GameUI:
    """One game's face on Discord. Subclasses live in ``cogs/<game>.py`` and register
    themselves in :data:`GAME_UIS` when their cog loads. Everything has a default built from the
    engine contract and the narrator; a game overrides what it wants to show differently."""

    game: ClassVar[str]
    #: the move types a player may ask to confirm ("are you sure?"), e.g. escape, surrender
    confirm: ClassVar[frozenset[str]] = frozenset()
    #: pairs of move types that add and remove one argument (sprint/unsprint): a multi-select
    toggles: ClassVar[dict[str, str]] = {}

    @property
    def words(self) -> Narrator:
        return narrator(self.game)

    # -- seats and voices ------------------------------------------------------------------------

    def seat_name(self, table: Table, seat: int, lang: str) -> str:
        """A seat as the log and the status line call it: its role and its player."""
        return f"{self.words.role(seat, lang)} (<@{table.seats[seat].user_id}>)"

    def voice(self, table: Table, lang: str, reader: int | None = None) -> Voice:
        names = tuple(self.seat_name(table, s, lang) for s in range(len(table.seats)))
        return Voice(lang, names, reader)

    def public_view(self, table: Table) -> dict[str, Any]:
        return table.engine.view(table.state, None)

    # -- the public table message -----------------------------------------------------------------

    def status_text(self, table: Table, lang: str) -> str:
        """One line: whose turn it is and what they must do, with the deadline."""
        text = self.words.status(self.public_view(table), self.voice(table, lang))
        if table.deadline and table.status == "playing":
            text += " " + t(lang, "table-deadline", when=f"<t:{int(table.deadline)}:R>")
        return text

    def seats_line(self, table: Table, lang: str) -> str:
        return " · ".join(self.seat_name(table, s, lang) for s in range(len(table.seats)))

    def event_line(self, table: Table, event: Event, lang: str) -> str | None:
        return self.words.event(event, self.voice(table, lang))

    async def public_picture(self, table: Table, view: dict[str, Any], lang: str) -> Picture:
        raise NotImplementedError

    def footer(self, table: Table, view: dict[str, Any], lang: str) -> str | None:
        return None

    def table_buttons(self, table: Table, lang: str) -> list[TableButton]:
        """Extra buttons of the table message (the Fugitive's notepad…)."""
        return []

    async def table_message(self, bot: GetawayBot, table: Table) -> Payload:
        lang = table.language
        view = self.public_view(table)
        name, picture, alt = await self.public_picture(table, view, lang)
        over = table.status != "playing"
        embed = discord.Embed(
            title=t(lang, "table-title", game=game_title(lang, table.game), table=table.id),
            description=f"{self.seats_line(table, lang)}\n\n{self.status_text(table, lang)}",
            colour=discord.Colour.gold() if over else discord.Colour.dark_teal(),
        )
        lines = [
            line
            for event in await bot.service.recent_events(table.id)
            if (line := self.event_line(table, event, lang))
        ]
        if lines:
            embed.add_field(
                name=t(lang, "table-last-moves"), value="\n".join(lines)[-1024:], inline=False
            )
        embed.set_image(url=f"attachment://{name}")
        if footer := self.footer(table, view, lang):
            embed.set_footer(text=footer[:2048])
        buttons = discord.ui.View(timeout=None)
        if table.status == "playing":
            buttons.add_item(
                TableButton(
                    table.id, "panel", t(lang, "button-my-turn"), discord.ButtonStyle.primary
                )
            )
            for extra in self.table_buttons(table, lang):
                buttons.add_item(extra)
        buttons.add_item(TableButton(table.id, "rules", t(lang, "button-rules")))
        if table.status == "playing":
            buttons.add_item(TableButton(table.id, "refresh", t(lang, "button-refresh")))
        return Payload(embeds=[embed], files=[(name, picture, alt)], view=buttons)

    def recap(self, table: Table, lang: str) -> str:
        """The message that closes a game: how it ended."""
        return self.status_text(table, lang)

    # -- private ------------------------------------------------------------------------------

    async def private_picture(self, table: Table, seat: int, lang: str) -> Picture | None:
        """The seat's own picture (its hand…) for its panel and its turn DM."""
        return None

    def panel_lines(self, table: Table, seat: int, lang: str) -> list[str]:
        """Text at the top of the seat's panel: the status and what only it knows."""
        voice = self.voice(table, lang, seat)
        lines = [self.status_text(table, lang)]
        secrets = self.words.secrets(table.engine.view(table.state, seat), voice)
        if secrets:
            lines.append(secrets)
        return lines

    # -- the private panel (see cogs/panel.py) --------------------------------------------------

    def choice_path(self, table: Table, seat: int, action: dict[str, Any]) -> tuple[str, ...]:
        """What a player picks, coarse to fine, to make this move: by default the move's type,
        its first argument, then the rest together."""
        values = [v for k, v in action.items() if k != "type"]
        path = [action["type"]]
        if values:
            path.append(token(values[0]))
        if len(values) > 1:
            path.append(",".join(token(v) for v in values[1:]))
        return tuple(path)

    def label(self, table: Table, seat: int, path: tuple[str, ...], node: Any, lang: str) -> Label:
        """The words of one choice: the move itself when it is the only one below, else the
        group ("Hide a card") or the argument."""
        move = node.only()
        if move is not None:
            return Label(self.words.move(move, self.voice(table, lang, seat)))
        group = f"{self.game}-group-{path[-1]}"
        if len(path) == 1 and catalogue().has("en", group):
            return Label(t(lang, group))
        return Label(path[-1])

    def placeholder(self, table: Table, seat: int, path: tuple[str, ...], lang: str) -> str:
        """The question a step asks ("Choose your next hideout")."""
        key = f"{self.game}-choose-{path[0]}"
        return t(lang, key) if catalogue().has("en", key) else t(lang, "panel-choose")

    def toggle_chunks(
        self, table: Table, seat: int, add: str, tokens: list[str], lang: str
    ) -> list[tuple[str, list[str], int]]:
        """How a multi-select of toggles is cut into selects of 25: (question, tokens, most)."""
        return [(self.placeholder(table, seat, (add,), lang), sorted(tokens)[:25], 25)]

    def toggle_label(self, table: Table, seat: int, add: str, choice: str, lang: str) -> Label:
        return Label(choice)

    def teaching(
        self, table: Table, seat: int, legal: list[dict[str, Any]], lang: str
    ) -> list[Label]:
        """Disabled buttons that teach something ("Place 17" until the sprint cards are
        enough); none by default."""
        return []

    def panel_extras(self, table: Table, seat: int, lang: str) -> list[discord.ui.Item[Any]]:
        """More controls of a game's own (the Marshal's notepad…)."""
        return []

    async def panel_picture(
        self, bot: GetawayBot, table: Table, seat: int, path: tuple[str, ...], lang: str
    ) -> Picture | None:
        """The picture at the top of the panel: the seat's own, by default."""
        return await self.private_picture(table, seat, lang)

    async def after_move(self, bot: GetawayBot, table: Table, result: ActResult | None) -> None:
        """Private notifications once the public message is up to date: by default a DM with
        the private picture to each seat whose turn it has become (``result`` is None when the
        repair loop catches up: every seat to act is told)."""
        if table.status != "playing":
            return
        for seat in table.awaited():
            if result is None or seat not in result.before:
                await self.notify_turn(bot, table, seat)

    async def notify_turn(self, bot: GetawayBot, table: Table, seat: int) -> None:
        user_id = table.seats[seat].user_id
        if not (await bot.service.user_settings(user_id)).get("dm", True):
            return  # the turn ping in the channel is enough for them
        lang = await bot.service.user_language(user_id) or table.language
        picture = await self.private_picture(table, seat, lang)
        payload = Payload(
            content=t(lang, "dm-your-turn", game=game_title(lang, table.game), table=table.id)
            + f" {jump_link(table)}",
            files=[picture] if picture else [],
        )
        await dm_or_notice(bot, table, user_id, payload)

    # -- time -------------------------------------------------------------------------------------

    #: whether the rules let a player who runs out of time simply pass
    can_skip: ClassVar[bool] = False

    def ping_words(self, table: Table, lang: str) -> str:
        """What the turn ping asks of the players it names (a game says "a secret ballot" or
        "weapons" where "your move" would puzzle)."""
        return t(lang, "ping-your-move")

    def rule_default(self, table: Table, seat: int) -> dict[str, Any] | None:
        """The rules' own answer for a seat that does not decide in time, where they name one
        (a ballot, "no weapon"); None: the rules leave it to the player."""
        return None

    def timeout_action(self, table: Table, seat: int) -> dict[str, Any] | None:
        """The move made for a seat that let its time run out: the rules' default, else the
        computer's choice."""
        default = self.rule_default(table, seat)
        if default is not None:
            return default
        rng = Rng(s=table.seed ^ (table.version * 7919) ^ seat)
        action = table.engine.bot_action(table.state, seat, rng)
        return dict(action.model_dump(mode="json"))

    def skip_action(self, table: Table, seat: int) -> dict[str, Any] | None:
        """The move that passes, where the rules have one (None: the computer moves)."""
        return None


GAME_UIS: dict[str, GameUI] = {}


def game_ui(table: Table) -> GameUI:
    return GAME_UIS[table.game]


def jump_link(table: Table) -> str:
    return (
        f"https://discord.com/channels/{table.guild_id or '@me'}/{table.channel_id}/"
        f"{table.message_id}"
    )


# -- the public table message ----------------------------------------------------------------


def only_players(table: Table) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        users=[discord.Object(s.user_id) for s in table.seats],
    )


async def publish(
    bot: GetawayBot, table: Table, build: Callable[[Table], Payload] | None = None
) -> None:
    """Put the table message in its current state: edited in place, or posted once.
    ``build`` draws it instead of the game (the lobby and closed tables)."""
    payload = build(table) if build else await game_ui(table).table_message(bot, table)
    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    kwargs: dict[str, Any] = {"content": payload.content or None, "embeds": payload.embeds}
    kwargs["view"] = payload.view
    if table.message_id is not None:
        try:
            await channel.get_partial_message(table.message_id).edit(
                attachments=payload.discord_files(),
                allowed_mentions=discord.AllowedMentions.none(),
                **kwargs,
            )
            return
        except discord.NotFound:
            log.info("table #%s: its message was deleted; posting a new one", table.id)
    message = await channel.send(
        files=payload.discord_files(), allowed_mentions=discord.AllowedMentions.none(), **kwargs
    )
    await bot.service.set_message(table.id, message.id)


async def announce(bot: GetawayBot, table: Table, text: str) -> None:
    """A public message at the table, in its language, that may mention its players."""
    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    await channel.send(text, allowed_mentions=only_players(table))


async def ping(bot: GetawayBot, table: Table, seats: list[int], key: str) -> None:
    """A short public message mentioning ``seats`` (reminders, notices)."""
    if not seats:
        return
    who = " ".join(f"<@{table.seats[s].user_id}>" for s in seats)
    await announce(bot, table, f"{who} {t(table.language, key)}")


async def turn_ping(bot: GetawayBot, table: Table, before: list[int] | None) -> None:
    """One ping per turn: the players to act now, a jump link and a **My turn** button. The
    previous ping is removed when the turn passes, so pings do not bury the table; a finished
    table gets its recap instead."""
    now = table.awaited()
    if table.ping_id is not None and before and now and set(now) <= set(before):
        # the same players are still at it, or some of them (a vote, ballot by ballot):
        # the ping stands, so nobody is pinged again for a decision they were pinged for
        return
    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    if table.ping_id is not None:
        with suppress(discord.NotFound):  # someone deleted it already
            await channel.get_partial_message(table.ping_id).delete()
        await bot.service.set_ping(table.id, None)
    lang = table.language
    if table.status == "finished":
        text = game_ui(table).recap(table, lang)
        view = discord.ui.View(timeout=None)
        view.add_item(TableButton(table.id, "rematch", t(lang, "button-rematch")))
    elif now:
        who = " ".join(f"<@{table.seats[s].user_id}>" for s in now)
        text = f"{who} {game_ui(table).ping_words(table, lang)} {jump_link(table)}"
        view = discord.ui.View(timeout=None)
        view.add_item(
            TableButton(table.id, "panel", t(lang, "button-my-turn"), discord.ButtonStyle.primary)
        )
    else:
        return
    message = await channel.send(text, view=view, allowed_mentions=only_players(table))
    await bot.service.set_ping(table.id, message.id)


#: what can go wrong when talking to Discord; the move is saved anyway and repair catches up
DISCORD_TROUBLE = (discord.HTTPException, discord.RateLimited, asyncio.TimeoutError)


async def sync_table(bot: GetawayBot, table: Table, result: ActResult | None = None) -> bool:
    """Bring the Discord side of a table up to its saved version: the table message, the turn
    ping (or the recap) and the DMs. Returns False when Discord failed; the table then stays
    marked behind and the repair loop tries again — the move itself is safe in the database."""
    ui = game_ui(table)
    await bot.answers_first.wait()  # the players waiting for an answer hear back first
    try:
        await publish(bot, table)
        await turn_ping(bot, table, result.before if result is not None else None)
        await ui.after_move(bot, table, result)
    except DISCORD_TROUBLE as exc:
        log.warning("table #%s v%s: Discord is behind (%s)", table.id, table.version, exc)
        return False
    await bot.service.mark_synced(table.id, table.version)
    return True


# -- moves -----------------------------------------------------------------------------------


async def play_move(
    interaction: discord.Interaction[GetawayBot],
    table: Table,
    actions: list[dict[str, Any]],
    version: int | None = None,
) -> ActResult | None:
    """Apply a move for the user of ``interaction``; the caller answers the user, then brings
    the table up to date with :func:`sync_table`. Returns None (after telling the user why) when
    the move is refused."""
    bot = interaction.client
    try:
        result = await bot.service.act(
            table.id, interaction.user.id, actions, table.version if version is None else version
        )
    except TableError as exc:
        await refuse(interaction, exc)
        return None
    interaction.extras["saved"] = True
    return result


async def send_dm(bot: GetawayBot, user_id: int, payload: Payload) -> bool:
    """DM a player; False when their DMs are closed (remembered, so we don't keep trying).
    A closed DM never stops the game: the panel always works."""
    if await bot.service.dm_closed(user_id):
        return False
    try:
        user = bot.get_user(user_id) or await bot.fetch_user(user_id)
        await user.send(
            content=payload.content or None,
            embeds=payload.embeds,
            files=payload.discord_files(),
            view=payload.view or discord.utils.MISSING,
        )
    except discord.Forbidden:
        await bot.service.set_dm_closed(user_id, True)
        return False
    return True


async def dm_or_notice(bot: GetawayBot, table: Table, user_id: int, payload: Payload) -> None:
    """DM a player; the first time their DMs turn out closed, say once at the table that their
    cards stay under **My turn** (never what the cards are)."""
    was_closed = await bot.service.dm_closed(user_id)
    if not await send_dm(bot, user_id, payload) and not was_closed:
        await announce(bot, table, f"<@{user_id}> " + t(table.language, "dm-closed-notice"))


# -- the table message's buttons -----------------------------------------------------------------


class TableButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"t:(?P<table>\d+):(?P<what>[a-z]+)",
):
    """A button of the public table message (version-free: it always acts on the present)."""

    def __init__(
        self,
        table_id: int,
        what: str,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=style, emoji=emoji, custom_id=f"t:{table_id}:{what}"
            )
        )
        self.table_id = table_id
        self.what = what

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Button[Any],
        match: re.Match[str],
    ) -> TableButton:
        return cls(int(match["table"]), match["what"])

    async def handle(self, interaction: discord.Interaction[GetawayBot]) -> None:
        handler = TABLE_BUTTON_HANDLERS.get(self.what)
        if handler is None:
            await refuse(interaction, t(lang_of(interaction), "button-retired"))
            return
        await handler(interaction, self.table_id)


#: what -> coroutine(interaction, table_id); filled by the cogs
TABLE_BUTTON_HANDLERS: dict[str, Any] = {}


async def render(func: Callable[..., bytes], *args: Any) -> bytes:
    """Draw off the event loop so other tables stay responsive, each picture once."""
    return await PICTURES.draw(func, *args)


def narrate_private(ui: GameUI, table: Table, events: list[Event], seat: int, lang: str) -> str:
    """What a move did, told to the player who made it: their private events first, then the
    public ones."""
    voice = ui.voice(table, lang, seat)
    mine = [e for e in events if e.to == seat] + [e for e in events if e.to is None]
    return " ".join(line for e in mine if (line := ui.words.event(e, voice)))
