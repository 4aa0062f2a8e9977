"""One person and computer players on (simulated) Discord: the host seats computers with
`/game new … computers:N` and the lobby's buttons, the game plays to its end — the person
through the panel, the computers on their own at the timekeeper's ticks — and no computer is
ever mentioned, called, DMed or reminded; the result is casual and says so."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest

from bot.i18n import t
from rules import get_engine
from rules.core import Rng
from tests.cogs.harness import owed
from tests.cogs.panel_driver import GameOnDiscord, strings
from tests.cogs.test_fugitive_edges import refusal

#: a mention of a computer's id, or any negative id, in anything sent to Discord
NEGATIVE_MENTION = re.compile(r"<@!?-\d+>")


def requests_about_computers(env: Any) -> list[str]:
    """Every request that would mention, call or write to a negative user id."""
    found = []
    for entry in env.http_requests:
        body = entry.json if isinstance(entry.json, dict) else {}
        if re.search(r"/users/-\d+", entry.path):
            found.append(f"{entry.method} {entry.path}")
        if str(body.get("recipient_id", "")).startswith("-"):
            found.append(f"DM channel for {body['recipient_id']}")
        allowed = body.get("allowed_mentions") or {}
        if any(str(u).startswith("-") for u in allowed.get("users") or []):
            found.append(f"allowed mention {allowed['users']}")
        found += [text[:200] for text in strings(body) if NEGATIVE_MENTION.search(text)]
    return found


async def play_against_computers(env: Any, game: GameOnDiscord) -> Any:
    """The person moves through the panel whenever the game waits for them (the engine's
    computer choosing their move; in Fugitive, whose panel's multi-selects the harness of its
    own flow drives, through the service); otherwise virtual time passes and the computers
    play."""
    ticks = 0
    for _ in range(3000):
        table = await game.table()
        if table.status != "playing":
            while await owed(env, table.id):  # moves made through the service: the tick sends
                await env.advance_time(20)
            return table, ticks
        human = [s for s in table.to_act() if not table.seats[s].computer]
        if human and game.game == "fugitive":  # multi-selects: tests/cogs/harness.py's own
            action = table.engine.bot_action(table.state, human[0], game.rng)
            user = table.seats[human[0]].user_id
            await env.bot.service.act(
                table.id, user, [action.model_dump(mode="json")], table.version
            )
        elif human:
            action = table.engine.bot_action(table.state, human[0], game.rng)
            await game.move(human[0], action.model_dump(mode="json"))
        else:
            await env.advance_time(20)
            ticks += 1
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(
    ("name", "computers", "seed"),
    [("elba", 2, 5), ("alcatraz", 3, 3), ("fled", 1, 2), ("fugitive", 1, 4)],
)
async def test_one_person_and_computers_play_to_the_end(
    simcord_env: Any, quick_pictures: Any, name: str, computers: int, seed: int
) -> None:
    env = simcord_env
    game = GameOnDiscord(env, name, 1, seed, new={"computers": computers})
    await game.open()
    table = await game.table()
    assert len(table.seats) == computers + 1
    assert sorted(table.time_control.stand_ins) == sorted(table.computers)
    done, ticks = await play_against_computers(env, game)
    assert done.status == "finished" and ticks > 0
    assert done.rated is False
    row = await env.bot.store.fetchone("SELECT rated_at FROM tables WHERE id = ?", (done.id,))
    assert row["rated_at"] is None
    assert requests_about_computers(env) == []
    # no turn ping or notice calls a computer (they play at once, nobody to call)
    posted = [
        str(body.get("content") or "")
        for entry in env.http_requests
        if entry.method == "POST"
        and re.fullmatch(r"/channels/\d+/messages", entry.path)
        and isinstance(body := entry.json, dict)
    ]
    assert not [text for text in posted if text.startswith("🤖")]
    casual = t("en", "recap-casual-computers")
    channel = [m.content or "" for m in game.channel.history()]
    assert any(casual in text for text in channel), channel[-3:]
    # the computers are named with their mark where the table lists its seats
    seen = " ".join(text for entry in env.http_requests for text in strings(entry.json))
    assert "🤖 Computer 1" in seen
    # one human: the table's messages call only them
    human = game.users[0].id
    for entry in env.http_requests:
        body = entry.json if isinstance(entry.json, dict) else {}
        users = (body.get("allowed_mentions") or {}).get("users") or []
        assert {int(u) for u in users} <= {human}, users


async def test_the_host_adds_and_removes_computers_with_the_lobby_buttons(
    simcord_env: Any,
) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("alcatraz")
    host = guild.add_member(env.create_user("host"))
    guest = guild.add_member(env.create_user("guest"))
    await host.slash(channel, "game new", game="alcatraz")
    game = GameOnDiscord(env, "alcatraz", 1, 1)
    game.channel = channel

    async def seats() -> list[int]:
        return [s.user_id for s in (await game.table()).seats]

    add, remove = t("en", "button-add-computer"), t("en", "button-remove-computer")
    # a guest may not change the computers
    refused = await guest.click(game.table_message(), label=add)
    assert "Only the host" in refusal(refused)
    assert await seats() == [host.id]
    # nor remove one the table does not have
    assert "no computer player" in refusal(await host.click(game.table_message(), label=remove))
    for _ in range(3):
        await host.click(game.table_message(), label=add)
    assert await seats() == [host.id, -1, -2, -3]
    # Alcatraz seats at most 4: a fifth is refused politely and nothing changes
    assert "at most 4" in refusal(await host.click(game.table_message(), label=add))
    assert await seats() == [host.id, -1, -2, -3]
    # the guest cannot join a full table; the host makes room
    await host.click(game.table_message(), label=remove)
    assert await seats() == [host.id, -1, -2]
    await guest.click(game.table_message(), label=t("en", "button-join"))
    assert await seats() == [host.id, -1, -2, guest.id]
    lobby = game.table_message().embeds[0]
    players = " ".join(f.get("value", "") for f in lobby.to_dict().get("fields", []))
    assert "🤖 Computer 1" in players and "<@-" not in players
    # said before the start: a game with computers is casual
    assert "does not count for the ratings" in (lobby.description or "")
    await host.click(game.table_message(), label=t("en", "button-start"))
    assert (await game.table()).status == "playing"
    assert requests_about_computers(env) == []


async def test_too_many_computers_in_game_new_are_refused(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("alcatraz")
    host = guild.add_member(env.create_user("host"))
    result = await host.slash(channel, "game new", game="alcatraz", computers=4)
    assert "from 0 to 3 computer players" in refusal(result)
    row = await env.bot.store.fetchone("SELECT count(*) FROM tables")
    assert row[0] == 0


async def test_a_server_counts_games_against_computers_when_it_chooses(
    simcord_env: Any, quick_pictures: Any
) -> None:
    env = simcord_env
    env.bot.service.seed_source = lambda: 5
    guild = env.create_guild()
    channel = guild.create_text_channel("elba")
    player = guild.add_member(env.create_user("player"))
    refused = await player.slash(channel, "rating computers", game="elba", counted=True)
    assert "Manage Server" in refusal(refused)
    staff = guild.create_role("staff", permissions=discord.Permissions(manage_guild=True))
    host = guild.add_member(env.create_user("host"), roles=[staff])
    await host.slash(channel, "rating computers", game="elba", counted=True)
    await host.slash(channel, "game new", game="elba", computers=2)
    game = GameOnDiscord(env, "elba", 1, 5)
    game.channel = channel
    await host.click(game.table_message(), label=t("en", "button-start"))
    table = await game.table()
    assert table.rated is True
    game.by_seat = {table.seat_of(host.id): host}
    game.rng, game.engine = Rng(s=5), get_engine("elba")
    done, _ = await play_against_computers(env, game)
    assert done.status == "finished"
    rows = await env.bot.store.fetchall(
        "SELECT subject FROM ratings WHERE guild_id = ? AND subject NOT LIKE 'role:%'",
        (guild.id,),
    )
    assert sorted(r["subject"] for r in rows) == ["computer:1", "computer:2", f"user:{host.id}"]
    casual = t("en", "recap-casual-computers")
    assert not any(casual in (m.content or "") for m in channel.history())
    # the leaderboard lists people only
    top = await host.slash(channel, "rating top", game="elba")
    board = top.response.embeds[0].description or ""
    assert f"<@{host.id}>" in board and "Computer" not in board, board
    assert requests_about_computers(env) == []


async def test_a_french_table_names_its_computers_in_french(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild(preferred_locale="fr")
    channel = guild.create_text_channel("alcatraz")
    host = guild.add_member(env.create_user("hote"))
    await host.slash(channel, "game new", game="alcatraz", computers=1, language="fr")
    game = GameOnDiscord(env, "alcatraz", 1, 1, lang="fr")
    game.channel = channel
    await host.click(game.table_message(), label=t("fr", "button-add-computer"))
    lobby = game.table_message()
    players = " ".join(f.get("value", "") for f in lobby.embeds[0].to_dict().get("fields", []))
    assert "🤖 Ordinateur 1" in players and "🤖 Ordinateur 2" in players
    assert "la partie est amicale" in (lobby.embeds[0].description or "")
    labels = {child.label for row in lobby.components for child in row.children}
    assert {"Ajouter un ordinateur", "Retirer un ordinateur"} <= labels
