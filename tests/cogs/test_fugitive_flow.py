"""Whole games of Fugitive on (simulated) Discord, from `/game new` to the recap."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import t
from bot.simulate import play_one
from rules.core import Rng
from rules.fugitive.content import EVENT_ID
from rules.fugitive.models import Options
from tests.cogs.harness import ENGINE, FugitiveTable, visible_strings

LOOKS = ("stash", "lookout", "scout")


def seed_with_a_look(options: str) -> int:
    """The first seed whose game of the harness's players, at a table with these options,
    makes a player look at a pile's top card (a private answer to check)."""
    data = dict(word.split("=") for word in options.split())
    for seed in range(1, 200):
        planner = FugitiveTable(None, seed)
        planner.rng = Rng(s=seed ^ 0xC0FFEE)
        state = ENGINE.setup(2, Options(**data), seed)
        while ENGINE.to_act(state):
            seat, steps = planner.plan(state)
            for step in steps:
                state, _ = ENGINE.apply(state, seat, ENGINE.parse_action(step))
            if state.choice is not None and EVENT_ID[state.choice.event] in LOOKS:
                return seed
    raise AssertionError(f"no seed looks at a pile with {options}")


def seed_ending(reason: str, start: int = 1) -> int:
    """The first seed whose computer-vs-computer game ends for ``reason``."""
    for seed in range(start, start + 2000):
        state, _, _ = play_one("fugitive", 2, seed, random_play=False, max_steps=5000)
        if state.reason == reason:
            return seed
    raise AssertionError(f"no seed ends with {reason}")


@pytest.mark.parametrize("reason", ["escaped", "manhunt_complete", "caught", "manhunt_failed"])
async def test_whole_game_on_discord(simcord_env, reason):
    seed = seed_ending(reason)
    game = FugitiveTable(simcord_env, seed)
    await game.open()
    table = await game.play_to_end()
    assert table.status == "finished"
    assert table.state.reason == reason
    # the recap reveals the whole route to everyone
    recap = game.channel.history()[-1].content
    winner = {
        "escaped": "Fugitive escaped!",
        "manhunt_failed": "Fugitive escaped: the manhunt missed!",
        "caught": "Marshal caught 🏃 Fugitive!",
        "manhunt_complete": "Marshal found every hideout in the manhunt!",
    }[reason]
    assert winner in recap
    for hideout in table.state.route:
        assert str(hideout.number) in recap
    final = game.table_message()
    assert final.embeds[0].image.url == "attachment://route.png"
    assert [c.label for row in final.components for c in row.children] == ["Rules", "Replay"]
    assert await simcord_env.bot.service.replay_check(table.id)


@pytest.mark.parametrize(
    ("options", "lang"),
    [
        ("events=random", "en"),
        ("events=discovery", "en"),
        ("events=helpful helped=marshal", "en"),
        ("events=catch_up", "en"),
    ],
)
async def test_a_whole_game_with_house_events_on_discord(simcord_env, options, lang):
    """`/game new options:events=…` plays to the end by buttons and typed moves; events are
    told in the channel; what a player looks at is told to that player alone (ephemeral)."""
    game = FugitiveTable(simcord_env, seed_with_a_look(options), options=options, lang=lang)
    await game.open()
    decisions: list[tuple[int, Any]] = []

    def check(table: Any, step: Any) -> None:
        if table.state.phase == "event":
            decisions.append((table.state.choice.seat, table.state.choice.event))

    table = await game.play_to_end(check=check)
    assert table.status == "finished"
    assert table.state.options.model_dump()["events"] == options.split()[0].split("=")[1]
    public = [
        s
        for entry in simcord_env.http_requests
        if entry.path.startswith("/channels/") and isinstance(entry.json, dict)
        for s in visible_strings(entry.json, skip_codes=())
    ]
    drew = t(lang, "fugitive-event-event_card", who="", name="", icon="", text="")
    assert any(drew.split()[1] in s for s in public)  # "drew" / "a": the event line
    secret = t(lang, "fugitive-event-peeked", pile=1, card=1).split("(")[-1]
    assert not any(secret in s for s in public)
    assert decisions  # the game asked for event decisions, made on the panel or typed
    private = [
        s
        for entry in simcord_env.http_requests
        if ("/interactions/" in entry.path or "/webhooks/" in entry.path)
        and isinstance(entry.json, dict)
        for s in visible_strings(entry.json, skip_codes=())
    ]
    assert any(EVENT_ID[event] in LOOKS for _, event in decisions)
    assert any(secret in s for s in private)  # told to the looker, ephemerally
    assert await simcord_env.bot.service.replay_check(table.id)
