"""``/game …``: open a table in a channel, join, leave, start, status, abandon, resign, rules and
each player's settings."""

from __future__ import annotations

from contextlib import suppress
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, get_args

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import catalogue, game_title, language_of, t
from bot.tables import Table, TableError, damage_notice
from bot.timecontrol import (
    DISCUSSION_LONGEST,
    DISCUSSION_SHORTEST,
    LONGEST,
    ON_TIMEOUT,
    SHORTEST,
    BadDuration,
    TimeControl,
    parse_duration,
)
from cogs import inputs
from cogs.answers import ack, lang_of, note, refuse, reply, say, tell
from cogs.components import add_components
from cogs.delivery import deliver
from cogs.games import game_cogs, offer_games
from cogs.panel import PanelButton, PanelSelect, open_panel
from cogs.payload import Payload
from cogs.replay import (
    PUBLIC,
    ReplayButton,
    ReplaySelect,
    on_replay,
    open_replay,
    show_recap,
)
from cogs.table_ui import (
    GAME_UIS,
    TABLE_BUTTON_HANDLERS,
    TableButton,
    game_ui,
    option_sentence,
)
from rules import get_engine
from rules.core import Engine

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]

#: each language is offered under its own name, whatever the reader's language
LANGUAGE_CHOICES = [
    app_commands.Choice(
        name=app_commands.locale_str(t(lang, "language-name"), key=f"language-{lang}"),
        value=lang,
    )
    for lang in catalogue().languages
]


ON_OFF = [
    app_commands.Choice(name=app_commands.locale_str("on", key="choice-on"), value="on"),
    app_commands.Choice(name=app_commands.locale_str("off", key="choice-off"), value="off"),
]


TIMEOUT_CHOICES = [
    app_commands.Choice(
        name=app_commands.locale_str(mode, key=f"choice-timeout-{mode}"), value=mode
    )
    for mode in ON_TIMEOUT
]


def check_option_names(game: str, options: dict[str, Any]) -> None:
    fields = get_engine(game).Options.model_fields
    unknown = sorted(set(options) - set(fields))
    if unknown:
        raise TableError(
            "lobby-unknown-option", names=", ".join(unknown), known=", ".join(fields) or "-"
        )


def rules_embed(game: str, lang: str) -> discord.Embed:
    return discord.Embed(
        title=t(lang, "rules-title", game=game_title(lang, game)),
        description=catalogue().with_commands(lang, catalogue().help(lang, game))[:4000],
    )


def option_values(annotation: Any, lang: str) -> str:
    """The values an option takes, as they are typed."""
    if annotation is bool:
        return "`true`, `false`"
    if annotation is int:
        return t(lang, "options-any-number")
    words = [a for a in get_args(annotation) if isinstance(a, str)]
    return ", ".join(f"`{w}`" for w in words) if words else t(lang, "options-any-list")


def options_embed(game: str, lang: str) -> discord.Embed:
    """Every house rule of a game: what it decides, the rulebook's choice, the values."""
    title = game_title(lang, game)
    options = get_engine(game).Options
    fields = options.model_fields
    rulebook = options().model_dump(mode="json")
    lines = [
        t(
            lang,
            "options-guide-line",
            name=name,
            meaning=catalogue().attribute(lang, f"option-{game}-{name}", "meaning"),
            default=option_sentence(game, name, rulebook[name], lang),
            values=option_values(field.annotation, lang),
        )
        for name, field in fields.items()
    ]
    intro = t(lang, "options-guide-intro", command=catalogue().command(lang, "game new"))
    return discord.Embed(
        title=t(lang, "options-guide-title", game=title),
        description="\n".join(
            [intro, *lines] if lines else [t(lang, "options-guide-none", game=title)]
        )[:4096],
    )


async def show_rules(interaction: Interaction, game: str) -> None:
    """How to play, then the house rules the table may choose, in the reader's language."""
    lang = lang_of(interaction)
    await reply(interaction, Payload(embeds=[rules_embed(game, lang)]))
    await reply(interaction, Payload(embeds=[options_embed(game, lang)]))


class Lobby(commands.GroupCog, group_name="game", group_description="Start and manage games"):
    def __init__(self, bot: GetawayBot) -> None:
        self.bot = bot

    # -- commands -----------------------------------------------------------------------------

    @app_commands.command(name="new", description="Open a game table in this channel")
    @app_commands.describe(
        game="Which game to play",
        options="House rules as key=value pairs, e.g. opening=exactly_two (see /game rules)",
        language="The language of the table's public messages (default: the server's)",
        deadline="Time per move, e.g. 10m, 24h or 3d (default: the bot's setting)",
        on_timeout="When the time runs out (default: forfeit for 2 players, computer for more)",
        discussion="Time to talk before each vote, e.g. 2m (games with a vote)",
        thread="Open the table in a new thread of this channel",
        rated="Whether the result counts for the server's ratings (default: yes)",
        computers="How many computer players take a seat (the host can add more in the lobby)",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES, on_timeout=TIMEOUT_CHOICES)
    async def new(
        self,
        interaction: Interaction,
        game: str,
        options: str | None = None,
        language: str | None = None,
        deadline: str | None = None,
        on_timeout: str | None = None,
        discussion: str | None = None,
        thread: bool = False,
        rated: bool = True,
        computers: app_commands.Range[int, 0, 5] = 0,
    ) -> None:
        await ack(interaction, ephemeral=True)
        if interaction.channel_id is None:
            await refuse(interaction, say(interaction, "lobby-server-only"))
            return
        if game not in GAME_UIS:
            raise TableError(
                "lobby-no-such-game", name=game[:40], known=", ".join(sorted(GAME_UIS))
            )
        if language is not None and language not in catalogue().languages:
            raise TableError("lobby-no-such-language", known=", ".join(catalogue().languages))
        parsed = inputs.options(options)
        check_option_names(game, parsed)
        control = time_control(game, deadline, on_timeout, discussion, self.bot)
        channel_id = interaction.channel_id
        if thread:
            channel_id = await open_thread(interaction, game)
        table = await self.bot.service.create(
            game,
            channel_id=channel_id,
            guild_id=interaction.guild_id,
            host_id=interaction.user.id,
            host_name=interaction.user.display_name,
            options=parsed,
            language=language or language_of(interaction.guild_locale or interaction.locale),
            time_control=control,
            rated=rated,
            computers=computers,
        )
        await saved(interaction, table, "lobby-opened", table=table.id)

    @app_commands.command(name="join", description="Take a seat at the table in this channel")
    async def join(self, interaction: Interaction) -> None:
        await ack(interaction)
        await self._join(interaction)

    async def _join(self, interaction: Interaction) -> None:
        table = await self.bot.service.join(
            interaction.channel_id or 0, interaction.user.id, interaction.user.display_name
        )
        await saved(interaction, table, "lobby-joined", table=table.id)

    @app_commands.command(name="leave", description="Leave the table before it starts")
    async def leave(self, interaction: Interaction) -> None:
        await ack(interaction)
        await self._leave(interaction)

    async def _leave(self, interaction: Interaction) -> None:
        table = await self.bot.service.leave(interaction.channel_id or 0, interaction.user.id)
        await saved(interaction, table, "lobby-declined" if table.rematch_of else "lobby-left")

    @app_commands.command(name="start", description="Start the game (host only)")
    @app_commands.describe(
        first="Who takes the first seat (in Fugitive: the Fugitive). Default: drawn at random"
    )
    async def start(self, interaction: Interaction, first: discord.Member | None = None) -> None:
        await ack(interaction)
        await self._start(interaction, first.id if first else None)

    async def _start(self, interaction: Interaction, first: int | None) -> None:
        service = self.bot.service
        table = await service.open_table(interaction.channel_id or 0)
        order = None
        if first is not None:
            if table.seat_of(first) is None:
                raise TableError("lobby-first-not-seated")
            order = [first, *(s.user_id for s in table.seats if s.user_id != first)]
        result = await service.start(interaction.channel_id or 0, interaction.user.id, order)
        await saved(interaction, result.table, "lobby-started")

    @app_commands.command(name="status", description="Where the game in this channel stands")
    async def status(self, interaction: Interaction) -> None:
        await ack(interaction)
        lang = lang_of(interaction)
        table = await self.bot.service.status(interaction.channel_id or 0)
        if table is None:
            last = await self.bot.service.history(channel_id=interaction.channel_id or 0, limit=1)
            if not last:
                await refuse(interaction, TableError("table-no-game-here"))
                return
            await tell(interaction, "status-last", result=result_line(last[0], lang))
            return
        if table.damaged:
            await refuse(interaction, damage_notice(table))
            return
        lines = [
            t(
                lang,
                "status-line",
                game=game_title(lang, table.game),
                table=table.id,
                status=table.status,
            ),
            t(lang, "status-players", players=", ".join(s.mention for s in table.seats)),
        ]
        if table.status == "playing":
            lines.append(game_ui(table).status_text(table, lang))
        if table.orphaned:
            lines.append(t(lang, "status-orphaned", why=table.orphaned))
        if table.message_id:
            link = (
                f"https://discord.com/channels/{table.guild_id or '@me'}/"
                f"{table.channel_id}/{table.message_id}"
            )
            lines.append(t(lang, "status-message", link=link))
        await note(interaction, "\n".join(lines))

    @app_commands.command(name="abandon", description="Close the game in this channel")
    @app_commands.describe(
        forfeit="A player who left the game: they forfeit it (default: the game has no result)"
    )
    async def abandon(
        self, interaction: Interaction, forfeit: discord.Member | None = None
    ) -> None:
        await ack(interaction)
        perms = interaction.permissions
        table = await self.bot.service.abandon(
            interaction.channel_id or 0,
            interaction.user.id,
            moderator=bool(perms and perms.manage_guild),
            forfeit=forfeit.id if forfeit else None,
        )
        await saved(interaction, table, "lobby-abandoned", table=table.id)

    @app_commands.command(name="resign", description="Give up the game in this channel")
    async def resign(self, interaction: Interaction) -> None:
        await ack(interaction)
        service = self.bot.service
        table = await service.open_table(interaction.channel_id or 0)
        seat = table.seat_of(interaction.user.id)
        if seat is None or table.status != "playing":
            raise TableError("lobby-resign-who")
        table = await service.forfeit(table.id, seat, "resigned")
        await saved(interaction, table, "lobby-resigned")

    @app_commands.command(name="rules", description="How to play a game")
    @app_commands.describe(game="Which game (default: the one in this channel)")
    async def rules(self, interaction: Interaction, game: str | None = None) -> None:
        await ack(interaction)
        if game is None:
            table = await self.bot.service.status(interaction.channel_id or 0)
            game = table.game if table else next(iter(game_cogs()))
        await show_rules(interaction, game)

    @app_commands.command(name="settings", description="Your own settings for every table")
    @app_commands.describe(
        confirm="Ask “are you sure?” before moves that cannot be undone",
        dm="Direct messages on your turn (your hand and a link to the table)",
        stand_in="While you are away, the computer plays for you when your time runs out",
    )
    @app_commands.choices(confirm=ON_OFF, dm=ON_OFF, stand_in=ON_OFF)
    async def settings(
        self,
        interaction: Interaction,
        confirm: str | None = None,
        dm: str | None = None,
        stand_in: str | None = None,
    ) -> None:
        await ack(interaction)
        service = self.bot.service
        asked = {"confirm": confirm, "dm": dm, "stand_in": stand_in}
        changes = {key: value == "on" for key, value in asked.items() if value is not None}
        current = (
            await service.settings.set_user(interaction.user.id, **changes)
            if changes
            else await service.settings.user(interaction.user.id)
        )
        await tell(
            interaction,
            "settings-now",
            confirm="on" if current.get("confirm") else "off",
            dm="on" if current.get("dm", True) else "off",
            stand_in="on" if current.get("stand_in") else "off",
        )

    @app_commands.command(name="away", description="Go on vacation: your tables wait for you")
    @app_commands.describe(until="How long (e.g. 3d) or until when (e.g. 2026-12-24)")
    async def away(self, interaction: Interaction, until: str) -> None:
        await ack(interaction)
        service = self.bot.service
        lang = lang_of(interaction)
        when = until_time(until, service.clock())
        tables = await service.tables_of(interaction.user.id)
        settings = await service.settings.set_away(interaction.user.id, when, tables)
        await note(
            interaction,
            t(
                lang,
                "time-away-set",
                until=f"<t:{int(when)}:f>",
                count=len(tables),
                stand_in="yes" if settings.get("stand_in") else "no",
            ),
        )
        for table in tables:
            await deliver(self.bot, table)

    @app_commands.command(name="back", description="Back from vacation: your clocks run again")
    async def back(self, interaction: Interaction) -> None:
        await ack(interaction)
        service = self.bot.service
        settings = await service.settings.user(interaction.user.id)
        if not settings.get("away_until") or settings["away_until"] <= service.clock():
            await tell(interaction, "time-not-away")
            return
        tables = await service.tables_of(interaction.user.id)
        await service.settings.set_away(interaction.user.id, None, tables)
        await tell(interaction, "time-back-set")
        for table in tables:
            await deliver(self.bot, table)

    @app_commands.command(name="history", description="Recent games of this channel or a player")
    @app_commands.describe(player="Whose games (default: this channel's)")
    async def history(self, interaction: Interaction, player: discord.Member | None = None) -> None:
        await ack(interaction)
        lang = lang_of(interaction)
        service = self.bot.service
        if player is not None:
            tables = await service.history(user_id=player.id)
        else:
            tables = await service.history(channel_id=interaction.channel_id or 0)
        if not tables:
            await tell(interaction, "history-none")
            return
        lines = [t(lang, "history-title")]
        for table in tables:
            lines.append(result_line(table, lang))
        await note(interaction, "\n".join(lines)[:2000])

    @app_commands.command(name="board", description="The board of the game in this channel")
    @app_commands.describe(text="The board in words instead of a picture (screen readers)")
    async def board(self, interaction: Interaction, text: bool = False) -> None:
        await ack(interaction)
        lang = lang_of(interaction)
        table = await self.bot.service.open_table(interaction.channel_id or 0)
        if table.status != "playing":
            await refuse(interaction, t(lang, "command-not-started"))
            return
        ui = game_ui(table)
        view = ui.public_view(table)
        if text:
            await reply(interaction, Payload(content=ui.words.board(view, ui.voice(table, lang))))
            return
        name, picture, alt = await ui.public_picture(table, view, lang)
        await reply(interaction, Payload(files=[(name, picture, alt)]))

    @app_commands.command(
        name="export", description="A finished game's record (options, seed, every move)"
    )
    @app_commands.describe(table="The table's number (see /game history)")
    async def export(
        self, interaction: Interaction, table: app_commands.Range[int, 1, 2**53 - 1]
    ) -> None:
        await ack(interaction)
        record = await self.bot.service.record(table, interaction.guild_id)
        lang = lang_of(interaction)
        text = t(
            lang, "export-record", table=table, command=f"python -m bot replay table-{table}.json"
        )
        data = record.model_dump_json(indent=1).encode()
        await reply(interaction, Payload(content=text, files=[(f"table-{table}.json", data, "")]))

    @app_commands.command(name="recap", description="A finished game as an animated picture")
    @app_commands.describe(table="The table's number (see /game history)")
    async def recap(
        self, interaction: Interaction, table: app_commands.Range[int, 1, 2**53 - 1]
    ) -> None:
        await show_recap(interaction, table)

    @app_commands.command(name="replay", description="Watch a game again, step by step")
    @app_commands.describe(
        table="The table's number (see /game history)",
        seat="Whose view: a seat's number, for a finished game (default: the public view)",
    )
    async def replay(
        self,
        interaction: Interaction,
        table: app_commands.Range[int, 1, 2**53 - 1],
        seat: app_commands.Range[int, 1, 11] | None = None,
    ) -> None:
        await open_replay(interaction, table, PUBLIC if seat is None else seat - 1)


async def saved(interaction: Interaction, changed: Table, key: str, /, **args: Any) -> None:
    """A change is saved: the user hears so first, then the table's Discord side catches up."""
    await tell(interaction, key, **args)
    await deliver(interaction.client, changed)


def time_control(
    game: str, deadline: str | None, on_timeout: str | None, discussion: str | None, bot: Any
) -> TimeControl:
    """The table's clock from `/game new`'s options, or a refusal saying what to write."""
    seconds = bot.service.move_seconds
    if deadline is not None:
        seconds = duration(deadline)
        if not SHORTEST <= seconds <= LONGEST:
            raise TableError("time-out-of-range")
    if on_timeout == "skip" and not GAME_UIS[game].can_skip:
        raise TableError("time-no-skip", game_id=game)
    talk = 0.0
    if discussion is not None:
        engine = get_engine(game)
        if type(engine).discussion is Engine.discussion:
            raise TableError("time-no-discussion", game_id=game)
        talk = duration(discussion)
        if not DISCUSSION_SHORTEST <= talk <= DISCUSSION_LONGEST:
            raise TableError("time-discussion-range")
    return TimeControl(seconds, on_timeout, talk)


def duration(text: str) -> float:
    try:
        return parse_duration(text)
    except BadDuration:
        raise TableError("time-bad-duration", typed=repr(text[:20])) from None


def until_time(text: str, now: float) -> float:
    """`3d` from now, or a date (`2026-12-24`, the end of that day UTC)."""
    with suppress(ValueError):
        day = datetime.strptime(text.strip(), "%Y-%m-%d").replace(tzinfo=UTC)
        if day.timestamp() + 86400 > now:
            return day.timestamp() + 86400
    seconds = duration(text)
    if not SHORTEST <= seconds <= LONGEST * 3:
        raise TableError("time-out-of-range")
    return now + seconds


def result_line(table: Table, lang: str) -> str:
    """One finished or abandoned table in a list."""
    game = game_title(lang, table.game)
    winners = ", ".join(table.seats[w].mention for w in (table.outcome or {}).get("winners", []))
    return t(
        lang,
        "history-line",
        table=table.id,
        game=game,
        when=f"<t:{int(table.updated_at)}:d>",
        status=table.status,
        winners=winners or "-",
        players=", ".join(s.mention for s in table.seats),
    )


async def open_thread(interaction: Interaction, game: str) -> int:
    """A public thread for the table, named after it; its id is the table's channel."""
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        raise TableError("lobby-thread-here")
    name = t(
        language_of(interaction.guild_locale or interaction.locale),
        "lobby-thread-name",
        game=game_title("en", game),
        host=interaction.user.display_name,
    )
    try:
        thread = await channel.create_thread(
            name=name[:100], type=discord.ChannelType.public_thread, auto_archive_duration=10080
        )
    except discord.Forbidden:
        raise TableError("lobby-thread-forbidden") from None
    return thread.id


# -- the table message's buttons -------------------------------------------------------------


async def _table_for(interaction: Interaction, table_id: int) -> Table | None:
    try:
        return await interaction.client.service.get(table_id)
    except TableError as exc:
        await refuse(interaction, exc)
        return None


def _lobby(interaction: Interaction) -> Lobby:
    cog = interaction.client.get_cog("Lobby")
    assert isinstance(cog, Lobby)
    return cog


async def on_join(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    await _lobby(interaction)._join(interaction)


async def on_leave(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    await _lobby(interaction)._leave(interaction)


async def on_start(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    await _lobby(interaction)._start(interaction, None)


async def on_add_computer(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    service = interaction.client.service
    table = await service.add_computer(interaction.channel_id or 0, interaction.user.id)
    await saved(interaction, table, "lobby-computer-added", name=table.seats[-1].label)


async def on_remove_computer(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    service = interaction.client.service
    table = await service.remove_computer(interaction.channel_id or 0, interaction.user.id)
    await saved(interaction, table, "lobby-computer-removed")


async def on_panel(interaction: Interaction, table_id: int) -> None:
    await ack(interaction, quick=True)
    table = await _table_for(interaction, table_id)
    if table is not None:
        await open_panel(interaction, table)


async def on_rules(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    table = await _table_for(interaction, table_id)
    if table is not None:
        await show_rules(interaction, table.game)


async def on_refresh(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    table = await interaction.client.service.redraw(table_id)
    await interaction.client.deliverer.resume_table(table.id)  # the channel is asked again
    if not await deliver(interaction.client, table):
        table = await interaction.client.service.get(table.id, damaged_ok=True)
        if table.orphaned:
            await refuse(interaction, say(interaction, "status-orphaned", why=table.orphaned))
            return
    await tell(interaction, "table-refreshed")


async def on_rematch(interaction: Interaction, table_id: int) -> None:
    """Offer the same players a new game in the same channel, seats rotated (so roles change
    hands): it starts when everyone has pressed Ready."""
    await ack(interaction)
    table = await interaction.client.service.rematch(table_id, interaction.user.id)
    if table.status == "playing":  # nobody else to wait for: computers are always ready
        await saved(interaction, table, "lobby-started")
        return
    await saved(interaction, table, "lobby-rematch-offered", table=table.id)


async def on_ready(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    result = await interaction.client.service.ready(table_id, interaction.user.id)
    started = result.table.status == "playing"
    await saved(interaction, result.table, "lobby-started" if started else "lobby-ready")


async def setup(bot: GetawayBot) -> None:
    TABLE_BUTTON_HANDLERS.update(
        rematch=on_rematch,
        ready=on_ready,
        join=on_join,
        leave=on_leave,
        start=on_start,
        addcomputer=on_add_computer,
        dropcomputer=on_remove_computer,
        panel=on_panel,
        replay=on_replay,
        rules=on_rules,
        refresh=on_refresh,
    )
    add_components(bot, TableButton, PanelButton, PanelSelect, ReplayButton, ReplaySelect)
    await bot.add_cog(offer_games(Lobby(bot)))
