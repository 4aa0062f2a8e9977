"""Whole games of Fled on (simulated) Discord, 2 to 4 players, through buttons and selects only
(a phone player never types): every request valid, no hand tile of one player in anything the
others or the channel see, and the game ending by an escape or by hard labour."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.client import GetawayBot
from bot.simulate import play_one
from rules import get_engine
from tests.cogs.panel_driver import GameOnDiscord, controls, strings
from tests.cogs.test_failures import texts
from tests.cogs.test_fugitive_edges import refusal
from tests.contract.openapi import check_entries

ENGINE = get_engine("fled")
TILE_ID = re.compile(r"#\s?(\d+)|n° ?(\d+)")


def seed_ending(players: int, reason: str) -> int:
    for seed in range(1, 200):
        state, _, _ = play_one("fled", players, seed, random_play=False, max_steps=5000)
        if ENGINE.outcome(state).reason == reason:
            return seed
    raise AssertionError(f"no {players}-player seed ends with {reason}")


def tile_ids(text: str) -> set[int]:
    return {int(a or b) for a, b in TILE_ID.findall(text)}


def public_tiles(value: Any, key: str = "") -> set[int]:
    """Every tile number a public event or the public view names."""
    if isinstance(value, dict):
        return set().union(*(public_tiles(v, k) for k, v in value.items()), set())
    if isinstance(value, list):
        return set().union(*(public_tiles(v, key) for v in value), set())
    if isinstance(value, int) and key in (
        "tile",
        "tiles",
        "tools",
        "paid",
        "governor",
        "discards",
        "inventory",
    ):
        return {value}
    return set()


class SecretWatch:
    """After every move: what each reader was sent names no tile hidden in another's hand.
    A tile once shown in public (placed, discarded, surrendered, in an inventory) may be named
    again — the log keeps old moves — even after it went back into a hand."""

    def __init__(self, game: GameOnDiscord) -> None:
        self.game = game
        self.ever_public: set[int] = set()
        self.checked = 0

    def reader_of(self, path: str, mover: int) -> int | None:
        for seat, user in self.game.user_of.items():
            if f"/channels/{user.dm_channel.id}/" in path:
                return seat
        if "/interactions/" in path or "/webhooks/" in path:
            return mover
        return None  # the channel

    async def __call__(self, table: Any, step: tuple[int, int, int]) -> None:
        mover, start, end = step
        state = table.state
        for event in await self.game.env.bot.service.recent_events(table.id, limit=50):
            self.ever_public |= public_tiles(event.data)
        view = ENGINE.view(state, None)
        self.ever_public |= public_tiles(view) | {p["tile"] for p in view["placed"]}
        for entry in self.game.env.http_requests[start:end]:
            if not isinstance(entry.json, dict):
                continue
            reader = self.reader_of(entry.path, mover)
            hidden = {
                t
                for seat, p in enumerate(state.prisoners)
                if seat != reader
                for t in [*p.hand, *([p.shackle] if p.shackle is not None else [])]
            } - self.ever_public
            for text in strings(entry.json):
                leaked = tile_ids(text) & hidden
                assert not leaked, (
                    reader,
                    leaked,
                    [ln[-200:] for ln in text.splitlines() if f"#{min(leaked)}" in ln],
                )
                self.checked += 1


@pytest.mark.parametrize(("players", "ending"), [(2, "escape"), (3, "hard labor"), (4, "escape")])
async def test_a_whole_game_through_buttons_only(
    simcord_env, quick_pictures, players: int, ending: str
) -> None:
    game = GameOnDiscord(simcord_env, "fled", players, seed_ending(players, ending))
    await game.open()
    watch = SecretWatch(game)
    table = await game.play_to_end(check=watch)
    assert table.status == "finished" and ENGINE.outcome(table.state).reason == ending
    assert watch.checked > 200
    assert await simcord_env.bot.service.replay_check(table.id)
    recap = game.channel.history()[-1].content
    assert ("hard labour" in recap.lower() or "hard labor" in recap.lower()) == (
        ending == "hard labor"
    )
    assert "vp" in recap or "point" in recap
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_a_french_table_plays_in_french(simcord_env, quick_pictures) -> None:
    game = GameOnDiscord(simcord_env, "fled", 2, seed_ending(2, "escape"), lang="fr")
    await game.open()
    for _ in range(12):
        table = await game.table()
        seat, action = game.choose(table.state)
        panel = await game.move(seat, action)
    message = game.table_message()
    assert "table n°" in message.embeds[0].title
    assert any(f.name == "Derniers coups" for f in message.embeds[0].fields)
    assert panel is not None


async def test_refusals_stale_buttons_and_a_restart(simcord_env, quick_pictures, settings) -> None:
    game = GameOnDiscord(simcord_env, "fled", 3, seed_ending(3, "escape"))
    await game.open()
    table = await game.table()
    mover = table.to_act()[0]
    other = next(s for s in range(3) if s != mover)
    # a non-player and an out-of-turn player are told so; nothing changes
    carol = game.guild.add_member(simcord_env.create_user("carol"))
    result = await carol.click(game.table_message(), label="My turn / My hand")
    assert "not playing at this table" in refusal(result)
    panel = await game.panel(other)
    assert "Nothing to do right now" in panel.embeds[0].description
    assert not controls(panel)
    # two panels of the mover, kept across a restart: the first still plays…
    first = await game.panel(mover)
    second = await game.panel(mover)
    await simcord_env.restart_bot(GetawayBot(settings))
    seat, action = game.choose(table.state)
    assert seat == mover
    path = game_ui_path(game, table, seat, action)
    kind, comp, value = game.step_towards(first, path)
    actor = game.by_seat[mover]

    async def use(panel: Any) -> Any:
        if kind == "button":
            return await actor.click(panel, custom_id=comp["custom_id"])
        return await actor.select(panel, [value], custom_id=comp["custom_id"])

    assert (await use(first)).acknowledged
    after = await game.table()
    assert after.version == table.version + 1  # a bunk is placed in one pick
    # …and the second, drawn for the earlier position, is refused with a fresh panel
    again = await use(second)
    assert "earlier position" in texts(again)
    assert (await game.table()).version == after.version
    await simcord_env.bot.store.close()


def game_ui_path(
    game: GameOnDiscord, table: Any, seat: int, action: dict[str, Any]
) -> tuple[str, ...]:
    from cogs.table_ui import GAME_UIS

    return GAME_UIS["fled"].choice_path(table, seat, action)


async def test_are_you_sure_before_surrendering_when_the_player_asks_for_it(
    simcord_env, quick_pictures
) -> None:
    game = GameOnDiscord(simcord_env, "fled", 2, seed_ending(2, "escape"))
    await game.open()
    table = await game.table()
    while table.state.phase != "play":  # bunks, then the first tile
        seat, action = game.choose(table.state)
        await game.move(seat, action)
        table = await game.table()
    mover = table.to_act()[0]
    actor = game.by_seat[mover]
    surrender = next(
        a.model_dump(mode="json")
        for a in ENGINE.legal_actions(table.state, mover)
        if a.type == "surrender"
    )
    path = game_ui_path(game, table, mover, surrender)
    # off by default: the click plays at once
    assert (await simcord_env.bot.service.settings.user(actor.id)).get("confirm") is None
    result = await actor.slash(game.channel, "game settings", confirm="on")
    assert "**on**" in texts(result)
    panel = await game.panel(mover)
    for _ in range(4):
        kind, comp, value = game.step_towards(panel, path)
        if comp["op"] == "y":
            break
        if kind == "button":
            panel = (await actor.click(panel, custom_id=comp["custom_id"])).response
        else:
            panel = (await actor.select(panel, [value], custom_id=comp["custom_id"])).response
    assert "Are you sure?" in panel.embeds[0].description
    assert (await game.table()).version == table.version  # nothing played yet
    await actor.click(panel, custom_id=comp["custom_id"])
    after = await game.table()
    assert after.version == table.version + 1
    assert surrender["tile"] in after.state.governor
