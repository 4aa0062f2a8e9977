"""Private answers (``cogs/answers.py``): the first answer to a deferred interaction edits its
original response, and the message Discord sends back is not parsed (nothing reads it); nor is
the reply to what a delivery posts or edits (``cogs/delivery.py``); nor the clicked message's
embeds, components and attachments (``cogs/components.py``)."""

from __future__ import annotations

import re
import sys
from typing import Any

import discord

from bot.i18n import t
from tests.cogs.harness import FUGITIVE, has_control
from tests.cogs.test_fugitive_edges import refusal, started


async def test_answers_edit_the_original_response_without_parsing_the_reply(
    simcord_env, monkeypatch
):
    parsed: list[int] = []
    make = discord.InteractionMessage.__init__

    def counted(self: Any, **kwargs: Any) -> None:
        parsed.append(1)
        make(self, **kwargs)

    monkeypatch.setattr(discord.InteractionMessage, "__init__", counted)
    game = await started(simcord_env)
    # a panel (the answer to the table message's button) replaces "thinking…"
    panel = await game.panel(FUGITIVE)
    assert panel.embeds and has_control(panel, "n:hide")
    assert panel.attachments and panel.attachments[0].filename.endswith(".png")
    # a refusal after the command was deferred: the edit takes the "thinking…" message's place
    result = await game.bob.slash(game.channel, "fugitive guess", numbers="3")
    assert result.response is not None and not result.followups
    assert t("en", "refusal-not-your-turn") in refusal(result)
    assert not result.response.embeds and not result.response.attachments
    assert parsed == []


async def test_deliveries_post_and_edit_without_parsing_the_reply(simcord_env, monkeypatch):
    """The table message, its pings, the turn DMs and the recap are sent and edited with their
    replies left unparsed: only the message's id is read (``cogs/delivery.py``)."""
    by_delivery: list[int] = []
    make = discord.Message.__init__

    def counted(self: Any, *, state: Any, channel: Any, data: Any) -> None:
        frame = sys._getframe(1)
        while frame is not None:
            if frame.f_code.co_filename.endswith(("cogs/delivery.py", "cogs/tournament.py")):
                by_delivery.append(int(data["id"]))
                break
            frame = frame.f_back
        make(self, state=state, channel=channel, data=data)

    monkeypatch.setattr(discord.Message, "__init__", counted)
    game = await started(simcord_env)
    start = len(simcord_env.http_requests)
    await game.play_to_end()
    sent = [
        (r.method, r.path)
        for r in simcord_env.http_requests[start:]
        if r.method in ("POST", "PATCH") and re.fullmatch(r"/channels/\d+/messages(/\d+)?", r.path)
    ]
    assert ("PATCH", f"/channels/{game.channel.id}/messages/{game.table_message().id}") in sent
    assert sum(method == "POST" for method, _ in sent) >= 3  # pings, DMs, the recap
    assert by_delivery == []


async def test_a_click_parses_its_message_without_its_embeds_components_and_attachments(
    simcord_env,
):
    """Every click of a whole game reaches the bot with its message's id, flags and author, and
    without what nothing reads: the panel's embed, controls and picture."""
    clicked: list[discord.Message] = []

    async def seen(interaction: discord.Interaction[Any]) -> None:
        if interaction.type is discord.InteractionType.component:
            assert interaction.message is not None
            clicked.append(interaction.message)

    simcord_env.bot.add_listener(seen, "on_interaction")
    game = await started(simcord_env)
    table_message = game.table_message()
    assert table_message.embeds and table_message.components  # Discord sends them
    await game.play_to_end()
    assert len(clicked) > 10
    assert all(not m.embeds and not m.components and not m.attachments for m in clicked)
    assert all(m.author.id == simcord_env.bot.user.id for m in clicked)
    # the table message's button, then the private panels' controls (edited in place)
    assert table_message.id in {m.id for m in clicked}
    panels = [m for m in clicked if m.id != table_message.id]
    assert panels and all(m.flags.ephemeral for m in panels)
