"""``/game export``: a finished game's record as a file, for anyone of its server, that rebuilds
the game exactly; a running game's record holds its secrets and is refused, as is another
server's table."""

from __future__ import annotations

from typing import Any

from bot.records import Record, fingerprint, rebuild
from tests.cogs.harness import FugitiveTable
from tests.cogs.test_fugitive_edges import refusal
from tests.contract.openapi import check_entries


async def test_a_finished_game_is_exported_and_a_running_one_refused(simcord_env: Any) -> None:
    game = FugitiveTable(simcord_env, seed=11)
    await game.open()
    table = await game.table()
    result = await game.bob.slash(game.channel, "game export", table=table.id)
    assert "still being played" in refusal(result)
    assert not result.response.attachments
    final = await game.play_to_end()
    # a spectator of the same server may keep it too
    carol = game.guild.add_member(simcord_env.create_user("carol"))
    result = await carol.slash(game.channel, "game export", table=final.id)
    assert result.ephemeral
    (attachment,) = result.response.attachments
    assert attachment.filename == f"table-{final.id}.json"
    assert f"python -m bot replay table-{final.id}.json" in result.response.content
    record = Record.model_validate_json(await attachment.read())
    assert record.players == ["alice", "bob"] and record.outcome == final.outcome
    assert fingerprint(rebuild(record)) == fingerprint(final.state)
    # a member of another server learns nothing of this one's tables
    elsewhere = simcord_env.create_guild()
    dave = elsewhere.add_member(simcord_env.create_user("dave"))
    result = await dave.slash(elsewhere.create_text_channel("x"), "game export", table=final.id)
    assert f"There is no table #{final.id}" in refusal(result)
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])
