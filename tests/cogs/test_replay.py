"""``/game replay`` and a finished table's **Replay** button: a private step-through viewer
(⏮ ◀ ▶ ⏭, a select of the turns) that rebuilds each step from the log. A running game shows
only its public view, to anyone, at every step — never a secret — in every game; a finished one
can also be watched from a seat's view."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from PIL import Image

from bot.client import GetawayBot
from bot.records import Step
from bot.render.animation import FRAME_MS, LAST_MS
from cogs.replay import MOST_FRAMES, recap_steps
from cogs.table_ui import GAME_UIS
from rules.core import Rng
from tests.cogs.panel_driver import GameOnDiscord, strings
from tests.cogs.test_fugitive_edges import refusal
from tests.contract.openapi import check_entries

CANARY = re.compile(r"⟦(\d+)⟧")
#: each game at its fewest seats, and a seed
GAMES = [("fugitive", 2, 4), ("fled", 2, 5), ("elba", 3, 6), ("alcatraz", 3, 7)]


@pytest.fixture
def marked(simcord_env: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Mark everything only one seat may read with ``⟦seat⟧``: its private events, as every
    game narrates them, and its own picture."""
    for ui in GAME_UIS.values():
        narrator = type(ui.words)
        real_event = narrator.event
        real_private = type(ui).private_picture

        def event(self: Any, event: Any, voice: Any, real: Any = real_event) -> str | None:
            line = real(self, event, voice)
            return f"⟦{event.to}⟧ {line}" if line and event.to is not None else line

        async def private(
            self: Any, table: Any, seat: int, lang: str, real: Any = real_private
        ) -> Any:
            picture = await real(self, table, seat, lang)
            return None if picture is None else (picture[0], picture[1], f"⟦{seat}⟧ {picture[2]}")

        monkeypatch.setattr(narrator, "event", event)
        monkeypatch.setattr(type(ui), "private_picture", private)


def marks(env: Any, start: int) -> list[str]:
    return [
        mark
        for entry in env.http_requests[start:]
        if isinstance(entry.json, dict)
        for text in strings(entry.json)
        for mark in CANARY.findall(text)
    ]


def components(panel: Any) -> list[dict[str, Any]]:
    return [comp for row in panel.components for comp in row.get("components", [])]


def arrow(panel: Any, emoji: str) -> dict[str, Any]:
    return next(c for c in components(panel) if (c.get("emoji") or {}).get("name") == emoji)


def step_of(panel: Any) -> tuple[int, int]:
    found = re.match(r"Move (\d+) of (\d+)", panel.embeds[0].description)
    assert found is not None, panel.embeds[0].description
    return int(found[1]), int(found[2])


async def play_some(game: GameOnDiscord, moves: int) -> Any:
    """``moves`` computer moves through the service (the panel is not what this tests)."""
    rng = Rng(s=game.seed)
    for _ in range(moves):
        table = await game.table()
        if table.status != "playing":
            break
        seat = rng.choice(table.to_act())
        action = table.engine.bot_action(table.state, seat, rng).model_dump(mode="json")
        await game.env.bot.service.act(table.id, table.seats[seat].user_id, [action], table.version)
    await game.env.bot.deliverer.table(table.id)  # the table message, as after a click
    return await game.table()


@pytest.mark.parametrize(("game_id", "players", "seed"), GAMES)
async def test_a_running_games_replay_shows_no_secret_at_any_step(
    simcord_env: Any, quick_pictures: Any, marked: Any, game_id: str, players: int, seed: int
) -> None:
    game = GameOnDiscord(simcord_env, game_id, players, seed)
    await game.open()
    table = await play_some(game, 25)
    assert table.status == "playing"
    start = len(simcord_env.http_requests)
    viewer = game.members[-1]  # a player, who must not see the others' secrets either
    result = await viewer.slash(game.channel, "game replay", table=table.id)
    panel = result.response
    assert result.ephemeral and step_of(panel) == (0, 25)
    for expected in range(1, 26):
        result = await viewer.click(panel, custom_id=arrow(panel, "▶")["custom_id"])
        panel = result.response
        assert step_of(panel) == (expected, 25)
    assert marks(simcord_env, start) == []
    # a seat's view of a running game is refused, politely
    result = await viewer.slash(game.channel, "game replay", table=table.id, seat=1)
    assert "still being played" in refusal(result)
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_a_finished_game_is_stepped_through_from_the_replay_button(
    simcord_env: Any, quick_pictures: Any, marked: Any, settings: Any
) -> None:
    game = GameOnDiscord(simcord_env, "fugitive", 2, 4)
    await game.open()
    await play_some(game, 30)
    # the bot restarts in the middle of the game: the log it replays is the same
    await simcord_env.restart_bot(GetawayBot(settings))
    table = await play_some(game, 2000)
    assert table.status == "finished"
    total = len(await simcord_env.bot.service.moves(table.id))
    outsider = game.guild.add_member(simcord_env.create_user("carol"))
    result = await outsider.click(game.table_message(), label="Replay")
    panel = result.response
    assert result.ephemeral and step_of(panel) == (0, total)
    assert "before the first move" in panel.embeds[0].description
    assert arrow(panel, "⏮").get("disabled") and arrow(panel, "◀").get("disabled")
    result = await outsider.click(panel, custom_id=arrow(panel, "⏭")["custom_id"])
    panel = result.response
    assert step_of(panel) == (total, total) and arrow(panel, "▶").get("disabled")
    # the select jumps to a turn
    select = next(c for c in components(panel) if c["type"] == 3)  # a string select
    target = select["options"][0]["value"]
    result = await outsider.select(panel, [target], custom_id=select["custom_id"])
    assert step_of(result.response)[0] == int(target)
    # the Fugitive's own view, once the game is over: her secrets, and nobody else's
    start = len(simcord_env.http_requests)
    result = await outsider.slash(game.channel, "game replay", table=table.id, seat=1)
    panel = result.response
    assert panel.embeds[0].thumbnail.url == "attachment://hand.png"
    for _ in range(6):
        result = await outsider.click(panel, custom_id=arrow(panel, "▶")["custom_id"])
        panel = result.response
    seen = marks(simcord_env, start)
    assert seen and set(seen) == {"0"}
    # another server's members learn nothing of it
    elsewhere = simcord_env.create_guild()
    dave = elsewhere.add_member(simcord_env.create_user("dave"))
    result = await dave.slash(elsewhere.create_text_channel("x"), "game replay", table=table.id)
    assert f"There is no table #{table.id}" in refusal(result)
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_a_finished_games_recap_is_an_animated_picture_for_the_channel(
    simcord_env: Any, quick_pictures: Any
) -> None:
    game = GameOnDiscord(simcord_env, "fugitive", 2, 4)
    await game.open()
    running = await play_some(game, 3)
    result = await game.members[0].slash(game.channel, "game recap", table=running.id)
    assert "not over yet" in refusal(result)
    table = await play_some(game, 2000)
    moves = await simcord_env.bot.service.moves(table.id)
    result = await game.members[1].slash(game.channel, "game recap", table=table.id)
    assert not result.ephemeral  # to share with the channel
    (attachment,) = result.response.attachments
    assert attachment.filename == f"recap-{table.id}.gif"
    with Image.open(io.BytesIO(await attachment.read())) as gif:
        assert gif.is_animated
        durations = []
        for frame in range(gif.n_frames):
            gif.seek(frame)
            durations.append(gif.info["duration"])
    # a frame per position shown (GIF merges identical ones, adding their time), and the
    # result stays on screen longest
    assert sum(durations) == FRAME_MS * (len(recap_steps(moves)) - 1) + LAST_MS
    assert durations[-1] == LAST_MS
    assert "caught" in attachment.description or "escaped" in attachment.description
    problems = check_entries(simcord_env.http_requests, file_sizes=[attachment.size])
    assert problems == [], "\n".join(problems[:10])


def test_a_recap_samples_a_long_game_and_keeps_its_start_and_end() -> None:
    moves = [Step(seat=k % 3, action={}) for k in range(500)]
    steps = recap_steps(moves)
    assert len(steps) == MOST_FRAMES and steps[0] == 0 and steps[-1] == 500
    assert steps == sorted(set(steps))
    short = [Step(seat=0, action={}), Step(seat=0, action={}), Step(seat=1, action={})]
    assert recap_steps(short) == [0, 2, 3]  # the start, the end of each turn, the end
