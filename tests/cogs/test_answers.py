"""Private answers (``cogs/answers.py``): a quick answer is the interaction's response itself,
deferred only when other answers are pending or it is late; the first answer to a deferred
interaction edits its original response, and the message Discord sends back is not parsed
(nothing reads it); nor is the reply to what a delivery posts or edits (``cogs/delivery.py``);
nor the clicked message's embeds, components and attachments (``cogs/components.py``)."""

from __future__ import annotations

import asyncio
import re
import sys
from types import SimpleNamespace
from typing import Any

import discord

from bot.answers_first import AnswersFirst
from bot.i18n import t
from cogs import answers
from tests.cogs.harness import FUGITIVE, has_control
from tests.cogs.test_fugitive_edges import refusal, started


def count_parsed(monkeypatch: Any) -> list[int]:
    """A list that grows by one for each ``InteractionMessage`` discord.py parses."""
    parsed: list[int] = []
    make = discord.InteractionMessage.__init__

    def counted(self: Any, **kwargs: Any) -> None:
        parsed.append(1)
        make(self, **kwargs)

    monkeypatch.setattr(discord.InteractionMessage, "__init__", counted)
    return parsed


async def test_answers_edit_the_original_response_without_parsing_the_reply(
    simcord_env, monkeypatch
):
    parsed = count_parsed(monkeypatch)
    game = await started(simcord_env)
    slow_down(simcord_env, monkeypatch)  # every quick answer is late
    # a panel (the answer to the table message's button) replaces "thinking…"
    panel = await game.panel(FUGITIVE)
    assert panel.embeds and has_control(panel, "n:hide")
    assert panel.attachments and panel.attachments[0].filename.endswith(".png")
    # a refusal after the command was deferred: the edit takes the "thinking…" message's place
    start = len(simcord_env.http_requests)
    result = await game.bob.slash(game.channel, "fugitive guess", numbers="3")
    refused = simcord_env.http_requests[start:]
    assert callbacks(refused) == [5] and original_edits(refused) == 1
    assert result.response is not None and not result.followups
    assert t("en", "refusal-not-your-turn") in refusal(result)
    assert not result.response.embeds and not result.response.attachments
    assert parsed == []


def slow_down(env: Any, monkeypatch: Any) -> None:
    """Every table read (by its id, or a channel's) takes 0.2 s, 10 times ``ANSWER_WITHIN``: a
    quick answer is late."""
    monkeypatch.setattr(answers, "ANSWER_WITHIN", 0.02)
    service = env.bot.service
    for name in ("get", "open_table"):
        read = getattr(service, name)

        async def slowly(*args: Any, read: Any = read, **kwargs: Any) -> Any:
            await asyncio.sleep(0.2)
            return await read(*args, **kwargs)

        monkeypatch.setattr(service, name, slowly)


def callbacks(entries: list[Any]) -> list[int]:
    """The interaction response types among ``entries``, in order."""
    return [e.json["type"] for e in entries if e.path.endswith("/callback")]


def original_edits(entries: list[Any]) -> int:
    return sum(e.method == "PATCH" and e.path.endswith("/@original") for e in entries)


async def test_a_quick_answer_is_the_interactions_response_itself(simcord_env, monkeypatch):
    """Opening the panel, a move on it and a refused command each cost one request to the
    interaction, sent once the answer is ready: no "thinking…" first, nothing parsed back."""
    parsed = count_parsed(monkeypatch)
    game = await started(simcord_env)
    requests = simcord_env.http_requests
    table = await game.table()
    seat, steps = game.plan(table.state)
    start = len(requests)
    panel = await game.panel(seat)
    opened = requests[start:]
    assert callbacks(opened) == [4] and original_edits(opened) == 0
    (answer,) = [e.json["data"] for e in opened if e.path.endswith("/callback")]
    assert answer["flags"] & 64 and answer["embeds"] and answer["components"]  # private
    assert panel.embeds and panel.components
    # the move: the clicked panel is updated by the click's response
    start = len(requests)
    after = await game.ui_step(seat, steps[0], panel)
    moved = requests[start:]
    assert callbacks(moved)[:1] == [7] and original_edits(moved) == 0
    assert after is not None and after.embeds
    assert (await game.table()).version == table.version + 1
    # a refusal is a new private message, the answer itself
    other = game.players[1 - seat]
    start = len(requests)
    result = await other.slash(game.channel, "fugitive pass")
    assert callbacks(requests[start:]) == [4] and original_edits(requests[start:]) == 0
    assert result.ephemeral and "⚠️" in refusal(result)
    assert parsed == []


async def test_a_late_quick_answer_is_deferred_and_then_edits_the_deferral(
    simcord_env, monkeypatch
):
    """An answer not ready within ``ANSWER_WITHIN`` is deferred first, in time for Discord's
    3 s: the panel opened replaces "thinking…", a move's answer edits the clicked panel after a
    deferred update; the players see the same panels."""
    game = await started(simcord_env)
    slow_down(simcord_env, monkeypatch)
    requests = simcord_env.http_requests
    table = await game.table()
    seat, steps = game.plan(table.state)
    start = len(requests)
    panel = await game.panel(seat)
    assert callbacks(requests[start:]) == [5] and original_edits(requests[start:]) == 1
    assert panel.embeds and panel.components
    start = len(requests)
    after = await game.ui_step(seat, steps[0], panel)
    assert callbacks(requests[start:]) == [6] and original_edits(requests[start:]) == 1
    assert after is not None and after.embeds
    assert (await game.table()).version == table.version + 1


async def test_quick_answers_are_deferred_at_once_while_others_wait(simcord_env):
    """A burst: with another player's answer pending, a quick one is acknowledged at once
    (the answers queue behind each other's work, Discord's 3 s do not)."""
    game = await started(simcord_env)
    requests = simcord_env.http_requests
    waiting = simcord_env.bot.answers_first
    waiting.acknowledged(1)  # someone else's click, not answered yet
    try:
        start = len(requests)
        panel = await game.panel(FUGITIVE)
        assert callbacks(requests[start:]) == [5] and original_edits(requests[start:]) == 1
        assert panel.embeds and has_control(panel, "n:hide")
    finally:
        waiting.answered(1)
    start = len(requests)
    await game.panel(FUGITIVE)
    assert callbacks(requests[start:]) == [4]


class Deferrable:
    """An interaction's response that records its deferrals."""

    def __init__(self) -> None:
        self.deferred: list[dict[str, Any]] = []

    def is_done(self) -> bool:
        return bool(self.deferred)

    async def defer(self, **kwargs: Any) -> None:
        self.deferred.append(kwargs)


def command(client: Any, number: int, response: Deferrable) -> Any:
    """A slash command's interaction, as far as acknowledging it goes."""
    kind = discord.InteractionType.application_command
    return SimpleNamespace(
        id=number, extras={}, response=response, client=client, type=kind, message=None
    )


async def test_a_quick_answer_being_made_is_deferred_when_another_click_comes():
    """The first click of a burst is answered after the others' work: when the second comes,
    both are deferred at once, the first by its armed deferral called early."""
    client = SimpleNamespace(answers_first=AnswersFirst())
    first, second = command(client, 1, Deferrable()), command(client, 2, Deferrable())
    await answers.ack(first, quick=True)
    assert first.response.deferred == []  # its deferral armed
    await answers.ack(second, quick=True)
    assert second.response.deferred == [{"ephemeral": True, "thinking": True}]
    assert not await answers.unanswered(first)  # its deferral, under way, waited for
    assert first.response.deferred == [{"ephemeral": True, "thinking": True}]
    await asyncio.sleep(answers.ANSWER_WITHIN * 2)  # its timer was called off: no second one
    assert first.response.deferred == [{"ephemeral": True, "thinking": True}]


class Refused(Deferrable):
    async def defer(self, **kwargs: Any) -> None:
        raise ConnectionResetError("Discord went away")


async def test_a_failed_late_deferral_is_logged_once_and_the_answer_is_the_response(caplog):
    """The answer does not raise the deferral's failure again: it is tried as the response."""
    late = command(SimpleNamespace(answers_first=AnswersFirst()), 1, Refused())
    await answers.ack(late, quick=True)
    await asyncio.sleep(answers.ANSWER_WITHIN * 2)  # late: its deferral fails
    assert await answers.unanswered(late)
    failures = [r for r in caplog.records if "could not defer" in r.getMessage()]
    assert len(failures) == 1 and "Discord went away" in failures[0].getMessage()


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
