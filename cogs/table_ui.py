"""What every game table shares on Discord: the public table message, the private panel,
persistent buttons, moves, pings and polite refusals.

Buttons survive restarts: they are ``DynamicItem``s whose custom_id carries the table id (and,
for moves, the version they were drawn for); the state lives in SQLite, never in a View. Every
handler acknowledges the interaction first (``defer``) and does the slow work afterwards.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.tables import ActResult, Table, TableError
from rules.core import Event

if TYPE_CHECKING:
    from bot.client import GetawayBot

log = logging.getLogger(__name__)


@dataclass
class Payload:
    """A message to send or to put in place of another."""

    content: str = ""
    embeds: list[discord.Embed] = field(default_factory=list)
    files: list[tuple[str, bytes, str]] = field(default_factory=list)  # name, data, alt text
    view: discord.ui.View | None = None

    def discord_files(self) -> list[discord.File]:
        # discord.File wraps a stream that is consumed on send: build new ones every time
        import io

        return [
            discord.File(io.BytesIO(data), filename=name, description=alt or None)
            for name, data, alt in self.files
        ]


class GameUI:
    """One game's face on Discord. Subclasses live in ``cogs/<game>.py`` and register
    themselves in :data:`GAME_UIS` when their cog loads."""

    game: ClassVar[str]

    async def table_message(self, bot: GetawayBot, table: Table) -> Payload:
        raise NotImplementedError

    async def panel(self, bot: GetawayBot, table: Table, seat: int, note: str = "") -> Payload:
        """The seat's private panel: its secrets and only the moves legal now. ``note`` is a
        line to show on top (what just happened, or why nothing did)."""
        raise NotImplementedError

    async def on_component(
        self,
        interaction: discord.Interaction[GetawayBot],
        table: Table,
        seat: int,
        code: str,
        values: list[str],
    ) -> None:
        raise NotImplementedError

    def status_text(self, table: Table) -> str:
        """One line: whose turn it is and what they must do."""
        raise NotImplementedError

    def event_line(self, table: Table, event: Event) -> str | None:
        """A public event as one line of the table's "last moves"."""
        return None

    async def after_move(self, bot: GetawayBot, table: Table, result: ActResult) -> None:
        """Private notifications (DMs) after a move; the public message is already updated."""

    def recap(self, table: Table) -> str:
        return "The game is over."


GAME_UIS: dict[str, GameUI] = {}


def game_ui(table: Table) -> GameUI:
    return GAME_UIS[table.game]


# -- acknowledging and answering -------------------------------------------------------------


async def ack(interaction: discord.Interaction[Any], *, ephemeral: bool = True) -> None:
    """Acknowledge at once (Discord allows 3 seconds); the answer follows."""
    if interaction.response.is_done():
        return
    if (
        interaction.type is discord.InteractionType.component
        and ephemeral
        and _on_ephemeral(interaction)
    ):
        await interaction.response.defer()  # the panel itself will be edited
    else:
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)


def _on_ephemeral(interaction: discord.Interaction[Any]) -> bool:
    message = interaction.message
    return bool(message and message.flags.ephemeral)


async def reply(interaction: discord.Interaction[Any], payload: Payload) -> None:
    """Answer a deferred interaction privately: the first answer replaces the "thinking…"
    message (or the panel the click came from), later ones are new private messages."""
    kwargs: dict[str, Any] = {"content": payload.content or None, "embeds": payload.embeds}
    if payload.view is not None:
        kwargs["view"] = payload.view
    files = payload.discord_files()
    if not interaction.extras.get("answered"):
        interaction.extras["answered"] = True
        await interaction.edit_original_response(attachments=files, **kwargs)
    else:
        await interaction.followup.send(ephemeral=True, files=files, **kwargs)


async def refuse(interaction: discord.Interaction[Any], reason: str) -> None:
    """A polite private refusal; nothing was changed. A panel the click came from stays."""
    text = "⚠️ " + (reason if reason.endswith((".", "!", "?", ")")) else reason + ".")
    if not interaction.response.is_done():
        await interaction.response.send_message(text, ephemeral=True)
    elif _on_ephemeral(interaction) or interaction.extras.get("answered"):
        await interaction.followup.send(text, ephemeral=True)
    else:
        interaction.extras["answered"] = True
        await interaction.edit_original_response(content=text, embeds=[], attachments=[])


def unwrap(error: BaseException) -> BaseException:
    """The error under discord.py's wrappers (CommandInvokeError and the like)."""
    while isinstance(
        error, discord.app_commands.CommandInvokeError | discord.app_commands.TransformerError
    ) and isinstance(getattr(error, "original", None) or error.__cause__, BaseException):
        error = getattr(error, "original", None) or error.__cause__  # type: ignore[assignment]
    return error


async def apologise(interaction: discord.Interaction[Any], error: BaseException) -> None:
    """Whatever failed, the user gets an answer (never an endless "is thinking…") that says
    whether what they did was saved. A TableError that escaped is just a refusal."""
    error = unwrap(error)
    if isinstance(error, TableError):
        text = str(error)
    else:
        log.error(
            "interaction %s by user %s failed",
            getattr(interaction.data, "get", lambda _: None)("custom_id")
            or getattr(interaction.command, "qualified_name", "?"),
            interaction.user.id,
            exc_info=error,
        )
        if interaction.extras.get("saved"):
            text = (
                "Something went wrong on my side after your move was saved: it counts. If the "
                "table message looks behind, press **Refresh** on it."
            )
        else:
            text = "Something went wrong on my side, and nothing was changed. Please try again."
    try:
        await refuse(interaction, text)
    except discord.HTTPException:
        log.warning("could not even apologise for interaction %s", interaction.id)


class Guarded:
    """Mixin for the bot's persistent buttons and selects: discord.py only logs what a dynamic
    item's callback raises, which would leave the user on "thinking…"; here every failure gets
    an answer. Items implement :meth:`handle` instead of ``callback``."""

    async def handle(self, interaction: discord.Interaction[GetawayBot]) -> None:
        raise NotImplementedError

    async def callback(self, interaction: discord.Interaction[GetawayBot]) -> None:
        try:
            await self.handle(interaction)
        except Exception as exc:
            await apologise(interaction, exc)


# -- the public table message ----------------------------------------------------------------


def mention(table: Table, seat: int) -> str:
    return f"<@{table.seats[seat].user_id}>"


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


async def ping(bot: GetawayBot, table: Table, seats: list[int], text: str) -> None:
    """A short public message mentioning the players who must act now."""
    if not seats:
        return
    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    who = " ".join(mention(table, s) for s in seats)
    await channel.send(f"{who} {text}", allowed_mentions=only_players(table))


# -- moves -----------------------------------------------------------------------------------


async def play_move(
    interaction: discord.Interaction[GetawayBot],
    table: Table,
    actions: list[dict[str, Any]],
    version: int | None = None,
) -> ActResult | None:
    """Apply a move for the user of ``interaction`` and bring the table up to date.
    Returns None (after telling the user why) when the move is refused."""
    bot = interaction.client
    try:
        result = await bot.service.act(
            table.id, interaction.user.id, actions, table.version if version is None else version
        )
    except TableError as exc:
        await refuse(interaction, str(exc))
        return None
    interaction.extras["saved"] = True
    await after_move(bot, result)
    return result


async def after_move(bot: GetawayBot, result: ActResult) -> None:
    table = result.table
    ui = game_ui(table)
    await publish(bot, table)
    if table.status == "finished":
        channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        await channel.send(ui.recap(table), allowed_mentions=only_players(table))
    else:
        now = table.to_act()
        if now != result.before:
            await ping(bot, table, now, "your move! Use **My turn** on the table message.")
    try:
        await ui.after_move(bot, table, result)
    except discord.HTTPException:
        log.exception("table #%s: private notifications failed", table.id)


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


# -- persistent buttons and selects ----------------------------------------------------------


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
            await refuse(interaction, "This button is no longer in use")
            return
        await handler(interaction, self.table_id)


#: what -> coroutine(interaction, table_id); filled by the lobby cog
TABLE_BUTTON_HANDLERS: dict[str, Any] = {}


class MoveItem:
    """Shared behaviour of the panel's move buttons and selects: custom_id
    ``m:<table>:<version>:<code>``; a click made for an older version is refused."""

    table_id: int
    version: int
    code: str

    async def run(self, interaction: discord.Interaction[GetawayBot], values: list[str]) -> None:
        await ack(interaction)
        bot = interaction.client
        try:
            table = await bot.service.get(self.table_id)
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await refuse(interaction, "You are not playing at this table; you can watch it")
            return
        if table.status != "playing":
            await refuse(interaction, "This game is over")
            return
        if table.version != self.version:
            note = (
                "⚠️ That button was from an earlier position of the game (someone moved since), "
                "so nothing was played. Here is your up-to-date panel."
            )
            await reply(interaction, await game_ui(table).panel(bot, table, seat, note))
            return
        await game_ui(table).on_component(interaction, table, seat, self.code, values)


# buttons and selects need templates of their own: discord.py keeps one item class per pattern
BUTTON_TEMPLATE = r"m:(?P<table>\d+):(?P<version>\d+):(?P<code>[\w.-]+)"
SELECT_TEMPLATE = r"s:(?P<table>\d+):(?P<version>\d+):(?P<code>[\w.-]+)"


class MoveButton(
    Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]], MoveItem, template=BUTTON_TEMPLATE
):
    def __init__(
        self,
        table_id: int,
        version: int,
        code: str,
        *,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        emoji: str | None = None,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                disabled=disabled,
                emoji=emoji,
                custom_id=f"m:{table_id}:{version}:{code}",
                row=row,
            )
        )
        self.table_id, self.version, self.code = table_id, version, code

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Button[Any],
        match: re.Match[str],
    ) -> MoveButton:
        return cls(int(match["table"]), int(match["version"]), match["code"])

    async def handle(self, interaction: discord.Interaction[GetawayBot]) -> None:
        await self.run(interaction, [])


class MoveSelect(
    Guarded, discord.ui.DynamicItem[discord.ui.Select[Any]], MoveItem, template=SELECT_TEMPLATE
):
    def __init__(
        self,
        table_id: int,
        version: int,
        code: str,
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        min_values: int = 1,
        max_values: int = 1,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"s:{table_id}:{version}:{code}",
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
                min_values=min_values,
                max_values=max_values,
                row=row,
            )
        )
        self.table_id, self.version, self.code = table_id, version, code

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Select[Any],
        match: re.Match[str],
    ) -> MoveSelect:
        return cls(int(match["table"]), int(match["version"]), match["code"])

    async def handle(self, interaction: discord.Interaction[GetawayBot]) -> None:
        values = list((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        await self.run(interaction, values)


async def render(func: Any, *args: Any) -> Any:
    """Draw off the event loop so other tables stay responsive."""
    return await asyncio.to_thread(func, *args)
