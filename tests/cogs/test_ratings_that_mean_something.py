"""Ratings that mean something (issue #22): a rematch asks every player, a rated game in play is
not its host's to abandon and counts as what it is, absurd clocks are refused."""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import t
from tests.cogs.harness import hours
from tests.cogs.panel_driver import GameOnDiscord
from tests.cogs.test_failures import texts
from tests.cogs.test_fugitive_edges import refusal


def message_with(game: GameOnDiscord, label: str) -> Any:
    for message in reversed(game.channel.history()):
        for row in message.components:
            if any(getattr(c, "label", None) == label for c in row.children):
                return message
    raise AssertionError(f"no message with a {label!r} button")


async def finished(env: Any, **new: Any) -> GameOnDiscord:
    game = GameOnDiscord(env, "fugitive", 2, seed=3, new={"deadline": "1h", **new})
    await game.open()
    await game.by_seat[1].slash(game.channel, "game resign")
    return game


async def test_a_rematch_waits_for_every_player_and_keeps_the_table_s_choices(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = await finished(env, rated=False)
    old = await game.table()
    first = game.by_seat[0]
    result = await first.click(message_with(game, t("en", "button-rematch")), label="Rematch")
    assert "it starts when every player has pressed **Ready**" in texts(result)
    lobby = await game.table()
    assert lobby.status == "lobby" and lobby.rematch_of == old.id
    assert "Waiting for <@" in game.table_message().embeds[0].description
    # the one who asked cannot start it alone, an absent player cannot be farmed: hours pass
    result = await first.slash(game.channel, "game start")
    assert "waiting for" in refusal(result)
    await hours(env, 3)
    assert (await game.table()).status == "lobby"
    result = await game.by_seat[1].click(game.table_message(), label=t("en", "button-ready"))
    assert "The game has started" in texts(result)
    new = await game.table()
    assert new.status == "playing" and new.id == lobby.id
    assert [s.user_id for s in new.seats] == [s.user_id for s in (*old.seats[1:], old.seats[0])]
    assert new.rated is False and new.time_control.move_seconds == 3600  # the old table's


async def test_declining_a_rematch_calls_it_off_at_the_table(simcord_env, quick_pictures) -> None:
    env = simcord_env
    game = await finished(env)
    await game.by_seat[0].click(message_with(game, "Rematch"), label="Rematch")
    result = await game.by_seat[1].click(game.table_message(), label=t("en", "button-decline"))
    assert "You declined the rematch" in texts(result)
    assert (await game.table()).status == "abandoned"
    assert any("declined the rematch" in (m.content or "") for m in game.channel.history())


async def test_a_rated_game_in_play_is_abandoned_by_a_moderator_and_counts_as_what_it_is(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = GameOnDiscord(env, "fugitive", 2, seed=3, new={"deadline": "1h"})
    await game.open()
    host = game.members[0]
    result = await host.slash(game.channel, "game abandon")
    assert "Manage Server" in refusal(result)
    assert (await game.table()).status == "playing"
    staff = game.guild.create_role("staff", permissions=discord.Permissions(manage_guild=True))
    moderator = game.guild.add_member(env.create_user("mod"), roles=[staff])
    gone = game.by_seat[1]
    result = await moderator.slash(game.channel, "game abandon", forfeit=gone)
    assert "abandoned" in texts(result)
    table = await game.table()
    assert table.status == "finished" and table.outcome["reason"] == "abandoned"
    said = " ".join(m.content or "" for m in game.channel.history())
    assert "left the game and forfeits it; the win goes to" in said
    # a casual game is its host's to close, and has no result
    other = GameOnDiscord(env, "fugitive", 2, seed=4, new={"rated": False})
    await other.open()
    result = await other.members[0].slash(other.channel, "game abandon")
    assert "abandoned" in texts(result)
    closed = await other.table()
    assert closed.status == "abandoned" and closed.outcome is None
    notes = [m.content or "" for m in other.channel.history()]
    assert any("closed this table: the game has no result" in n for n in notes)


async def test_absurd_clocks_are_refused_with_a_sentence(simcord_env) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("clocks")
    alice = guild.add_member(env.create_user("alice"))
    for option, why in (
        ({"discussion": "2d"}, "10 seconds to 24 hours"),
        ({"discussion": "5s"}, "10 seconds to 24 hours"),
        ({"deadline": "90d"}, "1 minute to 30 days"),
    ):
        result = await alice.slash(channel, "game new", game="alcatraz", **option)
        assert why in refusal(result)
        assert await env.bot.service.status(channel.id) is None
