"""Whole games of Fugitive on (simulated) Discord, from `/game new` to the recap."""

from __future__ import annotations

import pytest

from bot.simulate import play_one
from tests.cogs.harness import FugitiveTable


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
