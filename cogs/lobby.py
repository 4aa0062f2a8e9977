"""``/game …``: open a table in a channel, join, leave, start, status, abandon, rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import catalogue
from bot.tables import Table, TableError, damage_notice
from cogs import GAME_COGS, inputs
from cogs.table_ui import (
    GAME_UIS,
    TABLE_BUTTON_HANDLERS,
    MoveButton,
    MoveSelect,
    Payload,
    TableButton,
    ack,
    game_ui,
    only_players,
    ping,
    publish,
    refuse,
    reply,
)
from rules import get_engine

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]

GAME_CHOICES = [app_commands.Choice(name=get_engine(g).title, value=g) for g in GAME_COGS]


def check_option_names(game: str, options: dict[str, Any]) -> None:
    fields = get_engine(game).Options.model_fields
    unknown = sorted(set(options) - set(fields))
    if unknown:
        known = (
            ", ".join(
                f"{name} ({(f.description or '').rstrip('.') or 'see /game rules'})"
                for name, f in fields.items()
            )
            or "none"
        )
        raise TableError(f"Unknown option {', '.join(unknown)}. Options: {known}.")


def lobby_payload(table: Table) -> Payload:
    engine = table.engine
    players = "\n".join(
        f"{i + 1}. <@{s.user_id}>{' (host)' if s.user_id == table.host_id else ''}"
        for i, s in enumerate(table.seats)
    )
    embed = discord.Embed(
        title=f"{engine.title} — table #{table.id}",
        description=(
            f"A game of **{engine.title}** is gathering players "
            f"({engine.min_players}–{engine.max_players}).\n"
            "Press **Join** to take a seat; the host presses **Start** when everyone is in."
        ),
        colour=discord.Colour.blurple(),
    )
    embed.add_field(name=f"Players ({len(table.seats)}/{engine.max_players})", value=players)
    options = ", ".join(f"{k}={v}" for k, v in table.options.items())
    embed.set_footer(text=f"Options: {options}" if options else "Standard rules")
    view = discord.ui.View(timeout=None)
    view.add_item(TableButton(table.id, "join", "Join", discord.ButtonStyle.success))
    view.add_item(TableButton(table.id, "leave", "Leave"))
    view.add_item(TableButton(table.id, "start", "Start", discord.ButtonStyle.primary))
    view.add_item(TableButton(table.id, "rules", "Rules"))
    return Payload(embeds=[embed], view=view)


def closed_payload(table: Table) -> Payload:
    embed = discord.Embed(
        title=f"{table.engine.title} — table #{table.id}",
        description="This table was closed. Start a new game with `/game new`.",
        colour=discord.Colour.dark_grey(),
    )
    return Payload(embeds=[embed], view=discord.ui.View(timeout=None))


def rules_embed(game: str) -> discord.Embed:
    engine = get_engine(game)
    text = catalogue().help("en", game)
    return discord.Embed(title=f"How to play {engine.title}", description=text[:4000])


class Lobby(commands.GroupCog, group_name="game", group_description="Start and manage games"):
    def __init__(self, bot: GetawayBot) -> None:
        self.bot = bot

    async def show(self, table: Table) -> None:
        """Post or edit the table message for any status."""
        await publish(self.bot, table, lobby_payload if table.status == "lobby" else None)

    # -- commands -----------------------------------------------------------------------------

    @app_commands.command(name="new", description="Open a game table in this channel")
    @app_commands.describe(
        game="Which game to play",
        options="House rules as key=value pairs, e.g. opening=exactly_two (see /game rules)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def new(self, interaction: Interaction, game: str, options: str | None = None) -> None:
        await ack(interaction, ephemeral=True)
        if interaction.channel_id is None:
            await refuse(interaction, "Games are played in a server channel or thread")
            return
        try:
            if game not in GAME_UIS:
                raise TableError(
                    f"There is no game called {game!r} here. Games: "
                    + ", ".join(get_engine(g).title for g in GAME_COGS)
                )
            parsed = inputs.options(options)
            check_option_names(game, parsed)
            table = await self.bot.service.create(
                game,
                channel_id=interaction.channel_id,
                guild_id=interaction.guild_id,
                host_id=interaction.user.id,
                host_name=interaction.user.display_name,
                options=parsed,
            )
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        interaction.extras["saved"] = True
        await self.show(table)
        await interaction.followup.send(
            f"Table #{table.id} is open. Others join with **Join** or `/game join`; "
            "start with **Start** or `/game start`.",
            ephemeral=True,
        )

    @app_commands.command(name="join", description="Take a seat at the table in this channel")
    async def join(self, interaction: Interaction) -> None:
        await ack(interaction)
        await self._join(interaction)

    async def _join(self, interaction: Interaction) -> None:
        try:
            table = await self.bot.service.join(
                interaction.channel_id or 0, interaction.user.id, interaction.user.display_name
            )
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        interaction.extras["saved"] = True
        await self.show(table)
        await interaction.followup.send(f"You joined table #{table.id}.", ephemeral=True)

    @app_commands.command(name="leave", description="Leave the table before it starts")
    async def leave(self, interaction: Interaction) -> None:
        await ack(interaction)
        await self._leave(interaction)

    async def _leave(self, interaction: Interaction) -> None:
        try:
            table = await self.bot.service.leave(interaction.channel_id or 0, interaction.user.id)
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        interaction.extras["saved"] = True
        await publish(self.bot, table, lobby_payload if table.status == "lobby" else closed_payload)
        await interaction.followup.send("You left the table.", ephemeral=True)

    @app_commands.command(name="start", description="Start the game (host only)")
    @app_commands.describe(
        first="Who takes the first seat (in Fugitive: the Fugitive). Default: drawn at random"
    )
    async def start(self, interaction: Interaction, first: discord.Member | None = None) -> None:
        await ack(interaction)
        await self._start(interaction, first.id if first else None)

    async def _start(self, interaction: Interaction, first: int | None) -> None:
        service = self.bot.service
        try:
            table = await service.open_table(interaction.channel_id or 0)
            order = None
            if first is not None:
                if table.seat_of(first) is None:
                    raise TableError(
                        "That member is not at the table; they can `/game join` first."
                    )
                order = [first, *(s.user_id for s in table.seats if s.user_id != first)]
            result = await service.start(interaction.channel_id or 0, interaction.user.id, order)
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        interaction.extras["saved"] = True
        table = result.table
        await publish(self.bot, table)
        await ping(self.bot, table, table.to_act(), "the game is on — your move! Use **My turn**.")
        await game_ui(table).after_move(self.bot, table, result)
        await interaction.followup.send("The game has started.", ephemeral=True)

    @app_commands.command(name="status", description="Where the game in this channel stands")
    async def status(self, interaction: Interaction) -> None:
        await ack(interaction)
        table = await self.bot.service.status(interaction.channel_id or 0)
        if table is None:
            await refuse(
                interaction, "There is no game in this channel. Start one with `/game new`"
            )
            return
        if table.damaged:
            await refuse(interaction, damage_notice(table))
            return
        lines = [f"**{table.engine.title}**, table #{table.id}: {table.status}."]
        lines.append("Players: " + ", ".join(f"<@{s.user_id}>" for s in table.seats))
        if table.status == "playing":
            lines.append(game_ui(table).status_text(table))
        if table.message_id:
            lines.append(
                f"Table message: https://discord.com/channels/{table.guild_id or '@me'}/"
                f"{table.channel_id}/{table.message_id}"
            )
        await interaction.followup.send("\n".join(lines), ephemeral=True)

    @app_commands.command(name="abandon", description="Close the game in this channel")
    async def abandon(self, interaction: Interaction) -> None:
        await ack(interaction)
        perms = interaction.permissions
        try:
            table = await self.bot.service.abandon(
                interaction.channel_id or 0,
                interaction.user.id,
                moderator=bool(perms and perms.manage_guild),
            )
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        interaction.extras["saved"] = True
        await publish(self.bot, table, closed_payload)
        await interaction.followup.send(f"Table #{table.id} was abandoned.", ephemeral=True)

    @app_commands.command(name="resign", description="Give up the game in this channel")
    async def resign(self, interaction: Interaction) -> None:
        await ack(interaction)
        service = self.bot.service
        try:
            table = await service.open_table(interaction.channel_id or 0)
            seat = table.seat_of(interaction.user.id)
            if seat is None or table.status != "playing":
                raise TableError("You can only resign from a game you are playing.")
            table = await service.forfeit(table.id, seat, "resigned")
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        interaction.extras["saved"] = True
        await publish(self.bot, table)
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        await channel.send(game_ui(table).recap(table), allowed_mentions=only_players(table))
        await interaction.followup.send("You resigned.", ephemeral=True)

    @app_commands.command(name="rules", description="How to play a game")
    @app_commands.describe(game="Which game (default: the one in this channel)")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: Interaction, game: str | None = None) -> None:
        await ack(interaction)
        if game is None:
            table = await self.bot.service.status(interaction.channel_id or 0)
            game = table.game if table else next(iter(GAME_COGS))
        await reply(interaction, Payload(embeds=[rules_embed(game)]))


# -- the table message's buttons -------------------------------------------------------------


async def _table_for(interaction: Interaction, table_id: int) -> Table | None:
    try:
        return await interaction.client.service.get(table_id)
    except TableError as exc:
        await refuse(interaction, str(exc))
        return None


async def on_join(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    cog = interaction.client.get_cog("Lobby")
    assert isinstance(cog, Lobby)
    await cog._join(interaction)


async def on_leave(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    cog = interaction.client.get_cog("Lobby")
    assert isinstance(cog, Lobby)
    await cog._leave(interaction)


async def on_start(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    cog = interaction.client.get_cog("Lobby")
    assert isinstance(cog, Lobby)
    await cog._start(interaction, None)


async def on_panel(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    table = await _table_for(interaction, table_id)
    if table is None:
        return
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await refuse(interaction, "You are not playing at this table; you can watch it")
        return
    if table.status != "playing":
        await refuse(interaction, "This game is not in progress")
        return
    await reply(interaction, await game_ui(table).panel(interaction.client, table, seat))


async def on_rules(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    table = await _table_for(interaction, table_id)
    if table is not None:
        await reply(interaction, Payload(embeds=[rules_embed(table.game)]))


async def on_refresh(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    table = await _table_for(interaction, table_id)
    if table is None:
        return
    await publish(interaction.client, table, lobby_payload if table.status == "lobby" else None)
    await interaction.followup.send("The table message is up to date.", ephemeral=True)


async def setup(bot: GetawayBot) -> None:
    TABLE_BUTTON_HANDLERS.update(
        join=on_join,
        leave=on_leave,
        start=on_start,
        panel=on_panel,
        rules=on_rules,
        refresh=on_refresh,
    )
    bot.add_dynamic_items(TableButton, MoveButton, MoveSelect)
    await bot.add_cog(Lobby(bot))
