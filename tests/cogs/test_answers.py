"""Private answers (``cogs/answers.py``): the first answer to a deferred interaction edits its
original response, and the message Discord sends back is not parsed (nothing reads it)."""

from __future__ import annotations

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
