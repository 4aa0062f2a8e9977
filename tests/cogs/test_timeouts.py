"""Time-outs and the links and notices around them (issue 29, points 3 to 6), through the real
cogs on simulated Discord: jump links only to a real table message, notices Discord accepts and
that one refusal does not hold up, one quiet notice per time-out, and a forfeit at three or more
players that lets the others finish."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest

from bot.i18n import t
from bot.tables import TableError, ranked_last
from rules.core import Outcome, Rng
from tests.cogs.harness import owed
from tests.cogs.panel_driver import GameOnDiscord
from tests.cogs.test_failures import texts
from tests.cogs.test_ratings_that_mean_something import finished, message_with

MINUTE = 60.0
LINK = re.compile(r"https://discord\.com/channels/(\d+|@me)/(\d+)/(\S+)")


def posts(env: Any, start: int = 0) -> list[Any]:
    """The messages the bot created since request ``start``."""
    return [
        r
        for r in env.http_requests[start:]
        if r.method == "POST" and re.fullmatch(r"/channels/\d+/messages", r.path)
    ]


def content(request: Any) -> str:
    return str((request.json or {}).get("content") or "")


def called(request: Any) -> set[int]:
    """The users a created message notifies: mentioned and allowed to be."""
    body = request.json or {}
    mentioned = {int(u) for u in re.findall(r"<@!?(\d+)>", str(body.get("content") or ""))}
    allowed = body.get("allowed_mentions") or {}
    if "users" in (allowed.get("parse") or []):
        return mentioned
    return mentioned & {int(u) for u in allowed.get("users") or []}


def links_land(text: str, channel: Any, message_id: int) -> None:
    """Every jump link of ``text`` names the table message, which is in ``channel``."""
    links = LINK.findall(text)
    assert links, text
    for _guild, channel_id, target in links:
        assert target == str(message_id) and int(channel_id) == channel.id, text
    assert message_id in {m.id for m in channel.history()}


async def idle_until_over(env: Any, game: GameOnDiscord, most: int = 600) -> Any:
    for _ in range(most):
        table = await game.table()
        if table.status != "playing":
            return table
        await env.advance_time(20)
    raise AssertionError("the idle table never ended")


# -- 3. jump links ------------------------------------------------------------------------------


async def test_a_rematch_s_first_ping_and_dm_link_its_table_message(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = await finished(env)
    await game.by_seat[0].click(message_with(game, t("en", "button-rematch")), label="Rematch")
    start = len(env.http_requests)
    await game.by_seat[1].click(game.table_message(), label=t("en", "button-ready"))
    table = await game.table()
    assert table.status == "playing" and table.message_id is not None
    made = [content(r) for r in posts(env, start)]
    ping = [c for c in made if "your move" in c]
    dm = [c for c in made if "It is your turn" in c]
    assert len(ping) == 1 and len(dm) == 1, made
    for text in ping + dm:
        links_land(text, game.channel, table.message_id)


async def test_a_tournament_round_s_first_pings_and_dms_link_their_table_messages(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("tournaments")
    staff = guild.create_role("staff", permissions=discord.Permissions(manage_guild=True))
    organiser = guild.add_member(env.create_user("org"), roles=[staff])
    players = [guild.add_member(env.create_user(f"p{i}")) for i in range(4)]
    await organiser.slash(
        channel, "tournament new", game="fugitive", format="swiss", rounds=2, deadline="3d"
    )
    for player in players:
        await player.slash(channel, "tournament join")
    await organiser.slash(channel, "tournament start")
    rows = await env.bot.store.fetchall("SELECT table_id FROM tournament_tables")
    assert len(rows) == 4  # two pairings, each twice (roles swapped)
    made = [content(r) for r in posts(env)]
    for row in rows:
        table = await env.bot.service.get(row["table_id"])
        thread = next(th for th in channel.threads if th.id == table.channel_id)
        assert table.message_id is not None
        own = [c for c in made if f"/{table.channel_id}/" in c]
        dm = [c for c in own if f"(table #{table.id})" in c]
        assert len(dm) == 1 and any("your move" in c for c in own), own
        for text in own:
            links_land(text, thread, table.message_id)
    assert not [c for c in made if "/None" in c]


# -- 4. notices Discord takes -------------------------------------------------------------------


async def test_elba_time_out_notices_are_summarised_within_discord_s_limits(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = GameOnDiscord(env, "elba", 6, seed=5, new={"deadline": "1m"})
    await game.open()
    start = len(env.http_requests)
    for _ in range(40):
        await env.advance_time(20)
    table = await game.table()
    notices = [content(r) for r in posts(env, start) if content(r).startswith("⏰")]
    assert notices and table.version > 0
    assert all(len(content(r)) <= 2000 for r in posts(env, start))
    # a computer's whole Elba turn is told in a few moves and how many more
    assert any("more)" in n for n in notices), notices
    assert await owed(env, table.id) == 0


async def test_a_notice_discord_refuses_is_given_up_and_the_table_goes_on(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = GameOnDiscord(env, "fled", 3, seed=3, new={"deadline": "10m", "on_timeout": "computer"})
    await game.open()
    before = await game.table()
    env.inject_error(
        "POST",
        f"/channels/{game.channel.id}/messages",
        status=400,
        code=50035,
        message="Invalid Form Body",
        times=1,
    )
    await env.advance_time(11 * MINUTE)
    table = await game.table()
    assert table.version > before.version  # the seat was played for
    row = await env.bot.store.fetchone(
        "SELECT outcome FROM outbox WHERE table_id = ? AND key LIKE 'timeout:%'", (table.id,)
    )
    failed = await env.bot.store.fetchone(
        "SELECT count(*) FROM outbox WHERE table_id = ? AND outcome = 'failed'", (table.id,)
    )
    assert row["outcome"] == "failed" and failed[0] == 1  # the refused notice, and only it
    assert await owed(env, table.id) == 0  # the table message and the next ping went out
    ping = next(m for m in game.channel.history() if m.id == table.ping_id)
    assert "your move" in ping.content
    await env.advance_time(11 * MINUTE)  # the next time-out is told as usual
    assert any((m.content or "").startswith("⏰") for m in game.channel.history())


# -- 5. one quiet notice per time-out -----------------------------------------------------------


async def test_an_idle_alcatraz_table_tells_each_time_out_once_and_calls_nobody(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = GameOnDiscord(env, "alcatraz", 4, seed=3, new={"deadline": "1m"})
    await game.open()
    start = len(env.http_requests)
    dm_channels = {u.dm_channel.id for u in game.users if u.dm_channel}
    table = await idle_until_over(env, game)
    made = posts(env, start)
    dm_channels |= {u.dm_channel.id for u in game.users if u.dm_channel}
    public = [r for r in made if int(r.path.split("/")[2]) not in dm_channels]
    dms = [r for r in made if int(r.path.split("/")[2]) in dm_channels]
    timeouts = [r for r in public if content(r).startswith("⏰")]
    rows = await env.bot.store.fetchall(
        "SELECT data FROM outbox WHERE table_id = ? AND key LIKE 'timeout:%'", (table.id,)
    )
    # one notice a deadline, whoever it was for (a vote's voters together), calling nobody
    assert len(timeouts) == len(rows) > 10
    assert any(content(r).count("\n") >= 2 for r in timeouts)  # three voters, one message
    assert not any(called(r) for r in timeouts)
    # each notice takes the place of the one before: the channel keeps the table message,
    # the last notice and the recap
    assert len(game.channel.history()) <= 4
    # idle players are named, not called, and get no reminders or DMs, until they move
    assert sum(len(called(r)) for r in public) <= 2 * game.players
    assert len(dms) <= 3 * game.players


async def test_a_player_who_moves_after_a_time_out_is_reminded_again(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = GameOnDiscord(env, "fled", 3, seed=3, new={"deadline": "10m", "on_timeout": "computer"})
    await game.open()
    seat = (await game.table()).to_act()[0]
    await env.advance_time(11 * MINUTE)
    assert seat in (await game.table()).time_control.idle
    while seat not in (table := await game.table()).to_act():
        await env.advance_time(11 * MINUTE)  # the others idle too, the computer plays them
    action = table.engine.bot_action(table.state, seat, Rng(s=1)).model_dump(mode="json")
    await game.move(seat, action)
    assert seat not in (await game.table()).time_control.idle
    dm = game.user_of[seat].dm_channel
    reminded = sum("time runs out" in (m.content or "") for m in dm.history())
    while seat not in (await game.table()).to_act():
        await env.advance_time(5 * MINUTE)
    await env.advance_time(6 * MINUTE)
    assert sum("time runs out" in (m.content or "") for m in dm.history()) > reminded


# -- 6. a forfeit at three or more players -------------------------------------------------------


async def play_on(env: Any, game: GameOnDiscord) -> Any:
    """The players left play to the end (the computer's moves, through the service); the seats
    the computer plays for good move at the timekeeper's ticks."""
    rng = Rng(s=7)
    for _ in range(3000):
        table = await game.table()
        if table.status != "playing":
            return table
        humans = [s for s in table.to_act() if s not in table.time_control.stand_ins]
        if not humans:
            await env.advance_time(20)
            continue
        seat = humans[0]
        action = table.engine.bot_action(table.state, seat, rng).model_dump(mode="json")
        user = table.seats[seat].user_id
        await env.bot.service.act(table.id, user, [action], table.version)
    raise AssertionError("the game did not end")


async def ratings(env: Any, table: Any) -> list[float]:
    return [
        (await env.bot.service.ratings.of(table.guild_id, table.game, s.user_id)).mu
        for s in table.seats
    ]


async def test_a_forfeit_on_time_at_three_players_ranks_the_seat_last_and_plays_on(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = GameOnDiscord(env, "fled", 3, seed=3, new={"deadline": "10m", "on_timeout": "forfeit"})
    await game.open()
    seat = (await game.table()).to_act()[0]
    await env.advance_time(11 * MINUTE)
    table = await game.table()
    assert table.status == "playing"
    assert table.time_control.forfeits == (seat,) and seat in table.time_control.stand_ins
    said = [m.content or "" for m in game.channel.history()]
    assert any("ran out of time and forfeits: they are ranked last" in s for s in said)
    # the player who forfeited cannot come back to it: any move of theirs is refused
    with pytest.raises(TableError) as refused:
        await env.bot.service.act(table.id, table.seats[seat].user_id, [{}], table.version)
    assert refused.value.key == "time-forfeited-seat"
    table = await play_on(env, game)
    outcome = table.outcome
    assert outcome["ranks"][seat] == max(outcome["ranks"]) > 1
    assert seat not in outcome["winners"]
    assert sorted(outcome["ranks"]).count(outcome["ranks"][seat]) == 1  # alone in last place
    mu = await ratings(env, table)
    assert mu[seat] == min(mu) and mu.count(mu[seat]) == 1


async def test_resigning_at_three_players_lets_the_others_finish(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = GameOnDiscord(env, "fled", 3, seed=3, new={"deadline": "1d"})
    await game.open()
    result = await game.by_seat[2].slash(game.channel, "game resign")
    assert "You resigned" in texts(result)
    table = await game.table()
    assert table.status == "playing" and table.time_control.forfeits == (2,)
    assert any(
        "resigned: they are ranked last" in (m.content or "") for m in game.channel.history()
    )
    # a second resignation leaves one player: the game ends, the first to leave is last
    await game.by_seat[0].slash(game.channel, "game resign")
    table = await game.table()
    assert table.status == "finished"
    assert table.outcome["winners"] == [1] and table.outcome["ranks"] == [2, 1, 3]


def test_forfeited_seats_take_the_last_places_first_to_leave_last() -> None:
    outcome = Outcome(scores=[3, 9, 9, 1], ranks=[3, 1, 1, 4], winners=[1, 2], reason="end")
    ranked = ranked_last(outcome, [2, 0])
    assert ranked.ranks == [3, 1, 4, 2] and ranked.winners == [1]
    assert ranked.scores == [0.0, 9, 0.0, 1]
    assert ranked_last(outcome, []) == outcome
