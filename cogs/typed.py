"""Moves typed as slash commands: ``/<game> play move:…`` with autocomplete from the legal
moves, in the user's language, and ``/<game> hand`` for the private panel. A game's cog adds
these two commands to its group; the words are the narrator's typed commands, the same as in
the terminal ("place 17 F5 F6", "move 20 G6")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import game_title, t
from bot.narrate import CommandBook
from bot.tables import Table, TableError
from cogs.answers import ack, lang_of, refuse
from cogs.panel import open_panel, play_and_show
from cogs.table_ui import LEGAL, game_ui

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]


async def table_here(interaction: Interaction, game: str, *, quiet: bool = False) -> Table | None:
    """The table in play in this channel, if it is ``game`` and the user sits at it. Refuses
    politely (or, for autocomplete, quietly) otherwise."""
    lang = lang_of(interaction)
    service = interaction.client.service
    problem: str | TableError | None = None
    table = None
    try:
        table = await service.open_table(interaction.channel_id or 0)
    except TableError as exc:
        problem = exc
    if table is not None and problem is None:
        if table.game != game:
            problem = t(lang, "command-other-game", game=game_title(lang, table.game))
        elif table.status != "playing":
            problem = t(lang, "command-not-started")
        elif table.seat_of(interaction.user.id) is None:
            problem = TableError("table-not-playing")
    if problem is not None:
        if not quiet:
            await refuse(interaction, problem)
        return None
    if not quiet:  # DMs carry no locale: they speak the language the player last used here
        await service.settings.remember_language(interaction.user.id, lang)
    return table


def book(table: Table, seat: int, lang: str) -> CommandBook:
    ui = game_ui(table)
    return CommandBook(ui.words, LEGAL(table, seat), ui.voice(table, lang, seat))


async def play_typed(interaction: Interaction, game: str, text: str) -> None:
    table = await table_here(interaction, game)
    if table is None:
        return
    seat = table.seat_of(interaction.user.id)
    assert seat is not None
    lang = lang_of(interaction)
    found = book(table, seat, lang).find(text)
    if found is None:
        await refuse(interaction, t(lang, "command-unknown-move", typed=text[:60]))
        return
    await play_and_show(interaction, table, [dict(found)], table.version)


async def suggest_moves(
    interaction: Interaction, game: str, current: str
) -> list[app_commands.Choice[str]]:
    """Up to 25 legal moves beginning with what was typed (or containing it), labelled in words;
    nothing for someone not at the table."""
    table = await table_here(interaction, game, quiet=True)
    if table is None:
        return []
    seat = table.seat_of(interaction.user.id)
    assert seat is not None
    lang = lang_of(interaction)
    moves = book(table, seat, lang)
    typed = current.strip().lower()
    found = moves.starting(typed) or [(a, c) for a, c in moves.entries if typed in c.lower()]
    ui = game_ui(table)
    voice = ui.voice(table, lang, seat)
    return [
        app_commands.Choice(
            name=f"{command} — {ui.words.move(action, voice)}"[:100], value=command[:100]
        )
        for action, command in found[:25]
    ]


async def show_hand(interaction: Interaction, game: str) -> None:
    table = await table_here(interaction, game)
    if table is not None:
        await open_panel(interaction, table)


class TypedMoves(commands.GroupCog):
    """``/<game> play`` (any legal move, typed with autocomplete) and ``/<game> hand`` for a
    game whose moves are all on the panel; a game's cog subclasses it with its group name."""

    game: str

    def __init__(self, bot: GetawayBot) -> None:
        self.bot = bot

    @app_commands.command(name="play", description="Make a move by typing it")
    @app_commands.describe(move="The move: start typing and pick one of the legal moves")
    async def play(self, interaction: Interaction, move: str) -> None:
        await ack(interaction, quick=True)
        await play_typed(interaction, self.game, move)

    @play.autocomplete("move")
    async def _moves(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await suggest_moves(interaction, self.game, current)

    @app_commands.command(name="hand", description="Show your private panel (hand, moves)")
    async def hand(self, interaction: Interaction) -> None:
        await ack(interaction, quick=True)
        await show_hand(interaction, self.game)
