"""Private answers (``cogs/answers.py``): the first answer to a deferred interaction edits its
original response, and the message Discord sends back is not parsed (nothing reads it); nor is
the reply to what a delivery posts or edits (``cogs/delivery.py``)."""

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
