"""The Discord side of a table never loses, repeats or duplicates a message (issue #22's
findings 3–5 and 7): Discord answering 5xx or 429 on each kind of work, a DM failing after the
ping went out, two deliveries at once, a tick racing ``/tournament start``, a restart past a
deadline, a vote's one deadline, a channel that is gone."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

import discord
import pytest

from bot.i18n import t
from cogs.timekeeper import TICK
from tests.cogs.crash import Created, discord_nonces
from tests.cogs.harness import hours
from tests.cogs.panel_driver import GameOnDiscord
from tests.cogs.test_exactly_once import (
    Tournament,
    pending_work,
    round_opened_once,
    to_the_vote,
)
from tests.cogs.test_failures import texts

MINUTE = 60.0


def live_delivery() -> Any:
    """The delivery module of the running bot (discord.py loads each extension afresh)."""
    return sys.modules["cogs.delivery"]


class FailOnce:
    """Discord answers ``status`` to the first request of the first row of ``kind`` sent
    after :meth:`arm` (its handler is wrapped); ``created`` counts from there."""

    def __init__(
        self,
        env: Any,
        monkeypatch: pytest.MonkeyPatch,
        kind: str,
        status: int,
        created: Created,
    ) -> None:
        self.env, self.status, self.created = env, status, created
        self.armed = self.hit = False
        handlers = live_delivery().HANDLERS
        real = handlers[kind]

        async def failing(bot: Any, job: Any) -> Any:
            if self.armed and not self.hit:
                self.hit = True
                env.backend.faults.append(
                    {
                        "method": "*",
                        "path": "*",
                        "status": status,
                        "code": 0,
                        "message": "injected by test",
                        "times": 1,
                    }
                )
            return await real(bot, job)

        monkeypatch.setitem(handlers, kind, failing)

    def arm(self) -> None:
        self.armed = True
        self.created.messages.clear()


async def fugitive(env: Any, **new: Any) -> GameOnDiscord:
    game = GameOnDiscord(env, "fugitive", 2, seed=3, new={"deadline": "3d", **new})
    await game.open()
    return game


def count(created: Created, channel: Any, text: str) -> int:
    return created.count(int(channel.id), text)


async def message_scenario(env: Any, created: Created, fail: FailOnce) -> Any:
    game = await fugitive(env)
    fail.arm()
    await game.by_seat[0].slash(game.channel, "fugitive hideout", card=1)

    async def check() -> None:
        fields = " ".join(f.value for f in game.table_message().embeds[0].fields)
        assert "hid hideout 1" in fields
        tables = [
            m for m in game.channel.history() if m.embeds and "— table #" in m.embeds[0].title
        ]
        assert len(tables) == 1

    return check


async def ping_scenario(env: Any, created: Created, fail: FailOnce) -> Any:
    game = await fugitive(env)
    fail.arm()
    await game.by_seat[0].slash(game.channel, "fugitive hideout", card=1)
    await game.by_seat[0].slash(game.channel, "fugitive end")

    async def check() -> None:
        assert count(created, game.channel, "your move") == 1
        pings = [m for m in game.channel.history() if "your move" in (m.content or "")]
        assert len(pings) == 1  # the Fugitive's first ping was removed, the Marshal's is up

    return check


async def dm_scenario(env: Any, created: Created, fail: FailOnce) -> Any:
    """Finding 4: the turn DM failing after the ping went out made the repair delete the ping,
    post a new one and DM again."""
    game = GameOnDiscord(env, "fugitive", 2, seed=3, new={"deadline": "3d"})
    fail.arm()  # the first DM of the game: the Fugitive's, when the game starts
    await game.open()
    fugitive_dm = game.user_of[0].dm_channel

    async def check() -> None:
        assert count(created, fugitive_dm, "your turn") == 1
        assert count(created, game.channel, "your move") == 1

    return check


async def recap_scenario(env: Any, created: Created, fail: FailOnce) -> Any:
    """Finding 4: after a resignation the recap was posted twice."""
    game = await fugitive(env)
    fail.arm()
    result = await game.by_seat[1].slash(game.channel, "game resign")
    assert "You resigned" in texts(result)

    async def check() -> None:
        assert count(created, game.channel, "resigned; the win goes to") == 1

    return check


async def notice_scenario(env: Any, created: Created, fail: FailOnce) -> Any:
    game = GameOnDiscord(env, "fled", 3, seed=3, new={"deadline": "10m"})
    await game.open()
    fail.arm()
    await env.advance_time(11 * MINUTE)

    async def check() -> None:
        assert count(created, game.channel, "the computer played for them") == 1

    return check


async def reminder_scenario(env: Any, created: Created, fail: FailOnce) -> Any:
    game = GameOnDiscord(env, "fled", 3, seed=3, new={"deadline": "10m"})
    await game.open()
    seat = (await game.table()).awaited()[0]
    fail.arm()
    await env.advance_time(6 * MINUTE)

    async def check() -> None:
        assert count(created, game.user_of[seat].dm_channel, "the time runs out") == 1

    return check


async def signup_scenario(env: Any, created: Created, fail: FailOnce) -> Any:
    tournament = Tournament(env, "fugitive", "swiss", 3)
    fail.arm()
    await tournament.sign_up()

    async def check() -> None:
        posts = [m for m in tournament.channel.history() if m.embeds]
        assert len(posts) == 1 and "Players (3)" in posts[0].embeds[0].fields[0].name

    return check


async def round_scenario(env: Any, created: Created, fail: FailOnce) -> Any:
    tournament = Tournament(env, "fugitive", "swiss", 3)
    await tournament.sign_up()
    fail.arm()
    await tournament.organiser.slash(tournament.channel, "tournament start")

    async def check() -> None:
        await round_opened_once(env, created, tournament, 1, 2)

    return check


async def dropped_scenario(env: Any, created: Created, fail: FailOnce) -> Any:
    tournament = Tournament(env, "fugitive", "swiss", 3)
    await tournament.sign_up()
    await tournament.organiser.slash(tournament.channel, "tournament start")
    fail.arm()
    await tournament.players[0].slash(tournament.channel, "tournament drop")

    async def check() -> None:
        assert count(created, tournament.channel, "has left the tournament") == 1

    return check


async def final_scenario(env: Any, created: Created, fail: FailOnce) -> Any:
    tournament = Tournament(env, "fugitive", "swiss", 3)
    await tournament.sign_up()
    await tournament.organiser.slash(tournament.channel, "tournament start")
    await tournament.organiser.slash(tournament.channel, "tournament next")
    fail.arm()
    await tournament.organiser.slash(tournament.channel, "tournament next")

    async def check() -> None:
        assert count(created, tournament.channel, "The tournament is over") == 1

    return check


SCENARIOS = {
    "message": message_scenario,
    "ping": ping_scenario,
    "dm": dm_scenario,
    "recap": recap_scenario,
    "notice": notice_scenario,
    "reminder": reminder_scenario,
    "signup": signup_scenario,
    "thread": round_scenario,
    "round": round_scenario,
    "dropped": dropped_scenario,
    "final": final_scenario,
}


@pytest.mark.parametrize("status", [500, 429])
@pytest.mark.parametrize("kind", sorted(SCENARIOS))
async def test_discord_failing_on_any_kind_of_work_delays_it_and_sends_it_once(
    simcord_env, quick_pictures, monkeypatch, kind: str, status: int
) -> None:
    """Finding 3: notices were dropped on a 5xx and never retried. Every kind of outbox work,
    refused once by Discord, goes out later, exactly once."""
    env = simcord_env
    with discord_nonces() as created:
        fail = FailOnce(env, monkeypatch, kind, status, created)
        check = await SCENARIOS[kind](env, created, fail)
        await env.advance_time(2 * MINUTE)
        await check()
    assert fail.hit, f"no {kind} work was sent"
    row = await env.bot.store.fetchone("SELECT max(attempts) FROM outbox WHERE kind = ?", (kind,))
    assert row[0] >= 2  # refused, then tried again (sent, or made pointless by a later one)
    assert await pending_work(env) == 0


async def test_two_deliveries_at_once_send_each_message_once(simcord_env, quick_pictures) -> None:
    """Finding 4: a move's own delivery raced the repair loop (two pings, two DMs)."""
    env = simcord_env
    with discord_nonces() as created:
        game = await fugitive(env)
        created.messages.clear()
        table = await game.table()
        service = env.bot.service
        await service.act(table.id, game.by_seat[0].id, [{"type": "hide", "card": 1}], 0)
        await service.act(table.id, game.by_seat[0].id, [{"type": "place"}], 1)
        await service.act(table.id, game.by_seat[0].id, [{"type": "end_turn"}], 2)
        deliverer = env.bot.deliverer
        await asyncio.gather(
            deliverer.table(table.id), deliverer.due(), deliverer.table(table.id), deliverer.due()
        )
        assert count(created, game.channel, "your move") == 1
        assert await pending_work(env) == 0


async def test_a_tick_racing_tournament_start_opens_the_round_once(
    simcord_env, quick_pictures, monkeypatch
) -> None:
    """Finding 1, with no fault at all: the timekeeper's tick ran while `/tournament start`
    opened its threads, and round 1 was opened again."""
    env = simcord_env
    real = discord.TextChannel.create_thread
    ticks = []

    async def create_thread(channel: Any, *args: Any, **kwargs: Any) -> Any:
        if not ticks:  # a tick starts while the round's first thread is being made
            cog = env.bot.get_cog("Timekeeper")
            ticks.append(asyncio.ensure_future(cog.tick.coro(cog)))
            for _ in range(50):  # and runs as far as it can meanwhile
                await asyncio.sleep(0)
        return await real(channel, *args, **kwargs)

    monkeypatch.setattr(discord.TextChannel, "create_thread", create_thread)
    with discord_nonces() as created:
        tournament = Tournament(env, "fugitive", "swiss", 4)
        await tournament.sign_up()
        created.messages.clear()
        await tournament.organiser.slash(tournament.channel, "tournament start")
        await env.advance_time(MINUTE)
        assert ticks and ticks[0].done(), "the tick did not run during the opening"
        await round_opened_once(env, created, tournament, 1, 2)
        rows = await env.bot.store.fetchall("SELECT count(*) FROM tournament_tables")
        assert rows[0][0] == 4  # two pairings, each played twice


async def test_a_restart_past_a_deadline_sends_no_reminder_naming_a_past_time(
    simcord_env, quick_pictures
) -> None:
    """Finding 3: after a restart past a deadline the reminders and the time-out went out in
    the same tick, naming a time already past."""
    env = simcord_env
    with discord_nonces() as created:
        game = GameOnDiscord(env, "fled", 3, seed=3, new={"deadline": "10m"})
        await game.open()
        seat = (await game.table()).awaited()[0]
        # the bot was down for 15 minutes: every timer of the position is overdue
        async with env.bot.store.transaction() as db:
            await db.execute("UPDATE timers SET due = due - 900")
            await db.execute("UPDATE tables SET deadline = deadline - 900")
        created.messages.clear()
        await env.advance_time(MINUTE)
        assert count(created, game.user_of[seat].dm_channel, "the time runs out") == 0
        assert count(created, game.channel, "the time runs out") == 0
        assert count(created, game.channel, "the computer played for them") == 1


async def test_a_vote_has_one_deadline_however_the_ballots_come_in(
    simcord_env, quick_pictures
) -> None:
    """Finding 5: each ballot restarted the vote's clock (and the reminders) for the voters
    still out: a 4-player vote on a 24 h clock could take 4 days."""
    env = simcord_env
    with discord_nonces() as created:
        game = GameOnDiscord(env, "alcatraz", 4, seed=3, new={"deadline": "10m"})
        await game.open()
        await to_the_vote(env, game)
        opened = await game.table()
        deadline = opened.deadline
        created.messages.clear()
        for seat in (0, 1):
            await env.advance_time(2 * MINUTE)
            table = await game.table()
            await env.bot.service.act(
                table.id,
                table.seats[seat].user_id,
                [{"type": "vote", "candidate": 3}],
                table.version,
            )
            await env.bot.deliverer.table(table.id)
            assert (await game.table()).deadline == deadline
        await env.advance_time(2 * MINUTE)  # past half the time: the two still out are reminded
        for seat in range(4):
            reminded = count(created, game.user_of[seat].dm_channel, "the time runs out")
            assert reminded == (1 if seat in (2, 3) else 0)
        await env.advance_time(5 * MINUTE)  # past the one deadline: the rules decide for them
        table = await game.table()
        assert table.state.phase != "vote"
        # the two voters still out are told together, in one notice (issue 29, point 5)
        (said,) = [c for ch, c in created.messages if ch == game.channel.id and "rules" in c]
        assert said.count("the rules decide for them") == 2
        assert env.now().timestamp() < deadline + 2 * MINUTE


async def test_a_gone_channel_stops_costing_work_and_its_table_resumes_when_it_is_back(
    simcord_env, quick_pictures, monkeypatch
) -> None:
    """Finding 7: a table whose channel was gone was retried every tick, its picture drawn each
    time, for ever. Orphaned, it is not drawn nor retried, its clock waits, `/game status` and
    the log say why; probes find the channel again, and the table carries on."""
    env = simcord_env
    drawn = []
    delivery = live_delivery()
    real = delivery.table_payload

    async def counting(bot: Any, table: Any) -> Any:
        drawn.append(table.version)
        return await real(bot, table)

    monkeypatch.setattr(delivery, "table_payload", counting)
    game = await fugitive(env, deadline="1h")
    table = await game.table()
    deadline = table.deadline
    gone = {
        "method": "*",
        "path": f"/channels/{game.channel.id}*",
        "status": 404,
        "code": 10003,
        "message": "Unknown Channel",
        "times": None,
    }
    env.backend.faults.append(gone)
    hideout = [{"type": "hide", "card": 1}, {"type": "place"}]
    await env.bot.service.act(table.id, game.by_seat[0].id, hideout, 0)
    await env.advance_time(TICK)  # the Fugitive's turn goes on: its edit waits, then goes
    table = await game.table()
    assert table.orphaned and "Unknown Channel" in table.orphaned
    status = await game.by_seat[1].slash(game.channel, "game status")
    assert "cannot reach this table's channel" in texts(status)
    before = len(env.http_requests)
    drawn.clear()
    await hours(env, 3)  # the deadline would have passed
    table = await game.table()
    assert table.status == "playing" and table.version == 2  # nobody was timed out
    asked = [r for r in env.http_requests[before:] if str(game.channel.id) in r.path]
    assert drawn == []  # no picture drawn for a channel that is gone
    assert all(r.method == "GET" for r in asked) and len(asked) <= 5  # a few probes, no more
    env.backend.faults.remove(gone)  # the channel is back
    for _ in range(24 * 6):  # a probe finds it within a day (probes thin out, up to daily)
        await env.advance_time(600)
        table = await game.table()
        if table.orphaned is None:
            break
    assert table.orphaned is None and table.status == "playing"
    assert await pending_work(env) == 0
    fields = " ".join(f.value for f in game.table_message().embeds[0].fields)
    assert "hid hideout 1" in fields
    assert table.deadline > deadline + 3 * 3600  # the clock waited while it could not be seen


async def test_refresh_tries_an_orphaned_channel_again_at_once(simcord_env, quick_pictures) -> None:
    env = simcord_env
    game = await fugitive(env)
    table = await game.table()
    fault = {
        "method": "PATCH",
        "path": f"/channels/{game.channel.id}/messages/*",
        "status": 403,
        "code": 50001,
        "message": "Missing Access",
        "times": 1,
    }
    env.backend.faults.append(fault)
    # a hideout placed (a card only picked changes nothing the table shows: no edit to refuse)
    hideout = [{"type": "hide", "card": 1}, {"type": "place"}]
    await env.bot.service.act(table.id, game.by_seat[0].id, hideout, 0)
    await env.advance_time(TICK)  # the Fugitive's turn goes on: its edit waits, then goes
    assert (await game.table()).orphaned
    result = await game.by_seat[0].click(game.table_message(), label=t("en", "button-refresh"))
    assert "up to date" in texts(result)
    assert (await game.table()).orphaned is None and await pending_work(env) == 0
