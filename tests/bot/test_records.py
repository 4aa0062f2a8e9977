"""A finished game's record (``/game export``): it rebuilds the game exactly, from a file too
(``python -m bot replay FILE``); a running game, another server's table and a forged record are
refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.records import Record, fingerprint, rebuild
from bot.table_service import TableService
from bot.tables import TableError
from rules import get_engine
from rules.core import Rng

GUILD, CHANNEL = 9, 100
#: each game at its fewest seats
SIZES = {"fugitive": 2, "fled": 2, "elba": 3, "alcatraz": 3}


async def finished_table(service: TableService, game: str, *, moves: int = 5000) -> tuple[Any, int]:
    """A game of ``game`` between people 1, 2, … played by the computer through the service,
    one step per move; returns the table and how many moves were played."""
    await service.create(game, channel_id=CHANNEL, guild_id=GUILD, host_id=1, host_name="p1")
    for user in range(2, SIZES[game] + 1):
        await service.join(CHANNEL, user, f"p{user}")
    table = (await service.start(CHANNEL, 1)).table
    engine, rng = get_engine(game), Rng(s=3)
    played = 0
    for played in range(moves):  # noqa: B007 (the count is the result)
        table = await service.get(table.id)
        if table.status != "playing":
            break
        seat = rng.choice(table.to_act())
        action = engine.bot_action(table.state, seat, rng).model_dump(mode="json")
        await service.act(table.id, table.seats[seat].user_id, [action], table.version)
    else:
        played = moves
    return await service.get(table.id), played


@pytest.mark.parametrize("game", sorted(SIZES))
async def test_a_finished_games_record_rebuilds_it_exactly(
    service: TableService, game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table, played = await finished_table(service, game)
    assert table.status == "finished"
    record = await service.record(table.id, GUILD)
    assert record.game == game and record.players == [f"p{seat.user_id}" for seat in table.seats]
    assert len(record.actions) == played
    again = Record.model_validate_json(record.model_dump_json())
    assert fingerprint(rebuild(again)) == fingerprint(table.state) == record.final
    path = tmp_path / "game.json"
    path.write_text(record.model_dump_json())
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{len(record.actions)} moves rebuilt" in out
    assert "the final position matches the record" in out
    assert f"result: {table.outcome['reason']}" in out  # type: ignore[index]


async def test_a_running_game_and_another_servers_table_give_no_record(
    service: TableService,
) -> None:
    table, _ = await finished_table(service, "fugitive", moves=3)
    assert table.status == "playing"
    with pytest.raises(TableError) as running:
        await service.record(table.id, GUILD)
    assert running.value.key == "table-record-running"
    await service.abandon(CHANNEL, 1, moderator=True)
    with pytest.raises(TableError) as elsewhere:
        await service.record(table.id, GUILD + 1)
    assert elsewhere.value.key == "table-none"
    # once closed, the game is over and its record given, its unfinished result included
    record = await service.record(table.id, GUILD)
    assert fingerprint(rebuild(record)) == record.final and len(record.actions) == 3


async def test_a_forged_or_foreign_file_is_refused_with_a_sentence(
    service: TableService, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table, _ = await finished_table(service, "fugitive")
    record = json.loads((await service.record(table.id, GUILD)).model_dump_json())
    # a move changed: the rebuild refuses it or ends elsewhere, and says so
    record["actions"] = record["actions"][:-1]
    (tmp_path / "short.json").write_text(json.dumps(record))
    assert main(["replay", str(tmp_path / "short.json")]) == 1
    assert "the final position DIFFERS" in capsys.readouterr().out
    record["format"] = 99
    (tmp_path / "later.json").write_text(json.dumps(record))
    (tmp_path / "junk.json").write_text("[1, 2")
    for name in ("later.json", "junk.json"):
        assert main(["replay", str(tmp_path / name)]) == 2
        assert "is not a Getaway game record" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
