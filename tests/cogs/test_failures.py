"""When something fails on Discord's side or ours, or the input is forged or odd, the user still
gets an answer that says whether their move counts, and nothing else changes."""

from __future__ import annotations

import sys

import discord
import pytest

from bot.table_service import TableService
from cogs.components import Routed
from cogs.panel import PanelButton, PanelSelect
from cogs.table_ui import GAME_UIS, TableButton
from tests.cogs.harness import FUGITIVE, FugitiveTable, owed
from tests.cogs.test_fugitive_edges import refusal, snapshot, started


def texts(result) -> str:  # type: ignore[no-untyped-def]
    return " ".join(
        (m.content or "") + " ".join(e.description or "" for e in m.embeds)
        for m in [result.response, *result.followups]
        if m is not None
    )


async def test_a_crash_behind_a_button_is_answered_and_says_nothing_changed(
    simcord_env, monkeypatch
):
    game = await started(simcord_env)
    before = await snapshot(game)

    def broken_panel(*args, **kwargs):
        raise RuntimeError("a bug in drawing the panel")

    # the cog's own UI object (extensions are imported afresh by discord.py)
    monkeypatch.setattr(GAME_UIS["fugitive"], "panel_lines", broken_panel)
    result = await game.alice.click(game.table_message(), label="My turn / My hand")
    assert result.acknowledged and result.ephemeral
    assert "went wrong on my side" in refusal(result) and "nothing was changed" in texts(result)
    assert await snapshot(game) == before


async def test_a_crash_behind_a_slash_command_is_answered(simcord_env, monkeypatch):
    game = await started(simcord_env)

    async def broken_status(self, channel_id):
        raise RuntimeError("the database went away")

    monkeypatch.setattr(TableService, "status", broken_status)
    result = await game.bob.slash(game.channel, "game status")
    assert result.acknowledged and result.ephemeral
    assert "went wrong on my side" in refusal(result)


async def test_discord_failing_after_the_move_is_saved_says_the_table_will_catch_up(simcord_env):
    game = await started(simcord_env)
    await game.alice.slash(game.channel, "fugitive hideout", card=1)  # the turn goes on
    version, _ = await snapshot(game)
    # every edit of the table message fails with a 500 (discord.py retries, then gives up)
    simcord_env.inject_error("PATCH", "/channels/*/messages/*", status=500, times=None)
    result = await game.alice.slash(game.channel, "fugitive end")  # the turn passes: an edit now
    assert result.acknowledged
    assert "Your move is saved" in texts(result) and "catch up by itself" in texts(result)
    table = await game.table()
    assert table.version == version + 1
    assert await owed(simcord_env, table.id) > 0  # the timekeeper will bring it up to date


async def test_a_bug_after_the_move_is_saved_says_the_move_counts(simcord_env, monkeypatch):
    game = await started(simcord_env)
    version, _ = await snapshot(game)

    def broken(*args, **kwargs):
        raise RuntimeError("a bug in drawing the mover's panel")

    monkeypatch.setattr(GAME_UIS["fugitive"], "panel_lines", broken)
    result = await game.alice.slash(game.channel, "fugitive hideout", card=1)
    assert "after your move was saved: it counts" in refusal(result)
    assert (await game.table()).version == version + 2


async def test_a_bug_after_a_setting_is_saved_says_it_counts(simcord_env, monkeypatch):
    """The apology knows what was saved without the command saying so: a change a user asked
    for counts, however the command that made it fails afterwards."""
    game = await started(simcord_env)
    lobby = sys.modules[type(simcord_env.bot.cogs["Lobby"]).__module__]

    async def broken(*args, **kwargs):
        raise RuntimeError("a bug in answering")

    monkeypatch.setattr(lobby, "tell", broken)
    result = await game.bob.slash(game.channel, "game settings", confirm="on")
    assert "after your move was saved: it counts" in refusal(result)
    assert (await simcord_env.bot.service.settings.user(game.bob.id))["confirm"] is True
    # a failure before anything is saved says so
    result = await game.bob.slash(game.channel, "game settings")
    assert "nothing was changed" in texts(result)


@pytest.mark.parametrize("value", ["opening=²", "opening=①", "opening=" + "9" * 5000])
async def test_odd_option_values_are_refused_clearly(simcord_env, value):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("odd")
    alice = guild.add_member(env.create_user("alice"))
    result = await alice.slash(channel, "game new", game="fugitive", options=value)
    assert "not valid for Fugitive" in refusal(result)
    assert await env.bot.service.status(channel.id) is None


@pytest.mark.parametrize(
    ("numbers", "why"),
    [("①", "could not read"), ("²", "could not read"), ("7" * 5000, "could not read")],
)
async def test_odd_typed_numbers_are_refused_clearly(simcord_env, numbers, why):
    game = await started(simcord_env)
    await game.alice.slash(game.channel, "fugitive hideout", card=1)
    await game.alice.slash(game.channel, "fugitive end")
    await game.bob.slash(game.channel, "fugitive draw", pile=1)
    await game.bob.slash(game.channel, "fugitive draw", pile=1)
    before = await snapshot(game)
    result = await game.bob.slash(game.channel, "fugitive guess", numbers=numbers)
    assert why in refusal(result)
    result = await game.bob.slash(game.channel, "fugitive notepad", cross=numbers)
    assert why in refusal(result)
    assert await snapshot(game) == before


async def forged(game: FugitiveTable, *items: discord.ui.Item) -> discord.Message:
    """A message carrying controls no honest panel would show (as a modified client could
    send), posted by the bot so that its clicks reach the bot as usual."""
    view = Routed()
    for item in items:
        view.add_item(item)
    channel = game.env.bot.get_channel(game.channel.id)
    await channel.send("forged", view=view)
    return game.channel.history()[-1]


async def test_forged_ids_and_values_in_custom_ids_are_refused(simcord_env):
    game = await started(simcord_env)
    table = await game.table()
    before = await snapshot(game)
    message = await forged(
        game,
        TableButton(2**63, "panel", "huge table"),
        PanelButton(2**64, 0, "a", ("pass",), label="huge move"),
        PanelSelect(
            table.id,
            table.version,
            "n",
            ("hide",),
            options=[discord.SelectOption(label="abc", value="abc")],
        ),
    )
    for label in ("huge table", "huge move"):
        result = await game.alice.click(message, label=label)
        assert result.acknowledged and "not a valid Discord id" in refusal(result)
    select_id = f"s:{table.id}:{table.version}:n:hide"
    result = await game.alice.select(message, ["abc"], custom_id=select_id)
    assert "choice is no longer available" in texts(result)
    assert await snapshot(game) == before
    # the honest panel still works afterwards
    panel = await game.panel(FUGITIVE)
    assert panel.embeds
