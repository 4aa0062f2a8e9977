"""A game added by its own files alone: Take (``tests/toy/``) registers itself and is then
checked like every engine, played to its end on (simulated) Discord through the panel only, and
played in the terminal. Nothing outside ``tests/toy/`` names it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import catalogue
from bot.terminal import play
from rules import game_ids, get_engine
from tests.cogs.panel_driver import GameOnDiscord, strings
from tests.contract.openapi import check_entries
from tests.rules.test_every_engine import (
    check_fair_computer,
    check_parsing,
    check_playout,
    check_resampling,
    check_views,
)
from tests.toy import GAME, install, uninstall

ROOT = Path(__file__).resolve().parents[2]


def test_nothing_outside_its_folder_names_the_toy() -> None:
    """The product (engines, bot, cogs, content, catalogues) never names the toy game: everything
    it needs came from its own files."""
    named = [
        str(path.relative_to(ROOT))
        for folder in ("rules", "bot", "cogs", "data")
        for path in (ROOT / folder).rglob("*")
        if path.is_file()
        and path.suffix in (".py", ".ftl", ".md", ".json")
        and re.search(rf"\b{GAME}\b", path.read_text(encoding="utf-8"), re.IGNORECASE)
    ]
    assert named == []


def test_installing_adds_the_game_and_uninstalling_takes_it_away() -> None:
    assert GAME not in game_ids()
    install()
    try:
        assert GAME in game_ids() and get_engine(GAME).title == "Take"
        assert catalogue().text("fr", f"game-{GAME}") == "Prends"
        assert catalogue().help("en", GAME).startswith("**Take**")
    finally:
        uninstall()
    assert GAME not in game_ids()


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_engine_keeps_the_contract_every_engine_keeps(toy: str, seed: int) -> None:
    assert check_playout(toy, 2, seed) > 0
    check_views(toy, 2, seed)


def test_resampling_keeps_what_a_seat_sees_and_the_computer_plays_fair(toy: str) -> None:
    check_resampling(toy, 2, range(1, 4), every=1)
    check_fair_computer(toy, 2, range(1, 4), every=1)


def test_its_moves_are_read_strictly(toy: str) -> None:
    check_parsing(toy, 2)


def test_the_catalogue_files_have_the_same_messages_in_every_language(toy: str) -> None:
    folder = Path(__file__).resolve().parent / "locales"
    ids = {
        lang.name: {
            line.split(" =")[0]
            for path in lang.glob("*.ftl")
            for line in path.read_text(encoding="utf-8").splitlines()
            if re.match(r"[a-z][\w-]* =", line)
        }
        for lang in folder.iterdir()
    }
    assert ids["en"] and all(found == ids["en"] for found in ids.values())


def test_a_game_in_the_terminal(toy: str) -> None:
    """``python -m bot play``: narrated with the toy's words, the human's bonus shown to it."""
    printed: list[str] = []
    code = play(toy, humans={0}, seed=3, out=None, read=lambda _: "take 1", write=_Screen(printed))
    text = "".join(printed)
    assert code == 0, text[-500:]
    assert "Take — 2 players" in text and "First (you) takes one counter" in text
    assert re.search(r"Your secret bonus: \d", text)


class _Screen:
    def __init__(self, parts: list[str]) -> None:
        self.parts = parts

    def write(self, text: str) -> None:
        self.parts.append(text)

    def flush(self) -> None:
        pass


def synced(env: Any, name: str) -> dict[str, Any]:
    """The global command ``name`` as the bot last sent it to Discord."""
    for entry in reversed(env.http_requests):
        if entry.method == "PUT" and entry.path.endswith("/commands"):
            return next(c for c in entry.json if c["name"] == name)
    raise AssertionError("no commands were synced")


async def test_a_whole_game_on_discord_through_the_panel(simcord_env: Any, toy: str) -> None:
    env = simcord_env
    # `/game new` offers it (named in every language), `/toy` exists, `/rating top` offers it
    new = next(o for o in synced(env, "game")["options"] if o["name"] == "new")
    choice = next(c for c in new["options"][0]["choices"] if c["value"] == toy)
    assert choice["name"] == "Take" and choice["name_localizations"]["fr"] == "Prends"
    assert synced(env, toy)["name_localizations"]["fr"] == "prends"
    top = next(o for o in synced(env, "rating")["options"] if o["name"] == "top")
    assert toy in {c["value"] for c in top["options"][0]["choices"]}

    game = GameOnDiscord(env, toy, 2, seed=5)
    await game.open()
    assert game.table_message().embeds[0].title.startswith("Take — table #")
    table = await game.table()
    secrets = table.state.secret
    # a move typed with the toy's own command words
    typed = await game.by_seat[table.to_act()[0]].slash(game.channel, "toy play", move="take 2")
    assert typed.acknowledged and (await game.table()).state.pile == table.state.pile - 2
    panels: list[str] = []

    async def watch(table: Any, step: tuple[int, int, int]) -> None:
        mover, start, end = step
        for entry in env.http_requests[start:end]:
            text = "\n".join(strings(entry.json)) if isinstance(entry.json, dict) else ""
            if f"/channels/{game.channel.id}/" in entry.path and table.status == "playing":
                assert "bonus" not in text.lower(), text  # a bonus is secret until the end
            if "/interactions/" in entry.path or "/webhooks/" in entry.path:
                panels.append(text)
                for found in re.findall(r"Your secret bonus: (\d)", text):
                    assert int(found) == secrets[mover]

    table = await game.play_to_end(check=watch)
    assert table.status == "finished" and get_engine(toy).outcome(table.state) is not None
    assert any("Your secret bonus" in p for p in panels)
    assert "The pile is empty" in game.channel.history()[-1].content
    assert await env.bot.service.replay_check(table.id)
    # the result is recorded: the players have a rating at Take
    result = await game.members[0].slash(game.channel, "rating me")
    assert "Take: **" in "\n".join(strings(result.response.content or ""))
    problems = check_entries(env.http_requests)
    assert problems == [], "\n".join(problems[:10])
