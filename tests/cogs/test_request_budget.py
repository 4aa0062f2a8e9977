"""Discord's request budget (issue 28): the bot paces every request Discord counts and none of
the interaction's, a table message is not edited to what it shows already, and a DM that would
tell a player called at the table nothing new is not sent — while every reader still sees the
table as it is and every player is called by a new message."""

from __future__ import annotations

from typing import Any

from bot.outbox import LONGEST_HOLD
from bot.pacing import Pacer
from bot.table_work import HOLD_EDIT, same_turn
from cogs.payload import fit
from cogs.table_ui import table_payload
from tests.cogs.harness import FugitiveTable, shown
from tests.cogs.panel_driver import GameOnDiscord
from tests.cogs.test_alcatraz_flow import to_the_vote


def budgeted(entries: list[Any]) -> list[Any]:
    """The requests Discord counts against the global limit: all but the interaction's own."""
    return [e for e in entries if not e.path.startswith(("/interactions/", "/webhooks/"))]


async def opened(env: Any, game: str, players: int) -> GameOnDiscord:
    table = GameOnDiscord(env, game, players, seed=3)
    await table.open()
    return table


class Noted(Pacer):
    """A pacer on a clock that never moves: each request's wait is noted, nothing sleeps."""

    def __init__(self, rate: float, burst: float) -> None:
        self.waits: list[float] = []
        self.taken = 0
        super().__init__(rate, burst, clock=lambda: 0.0, sleep=self._note)

    async def _note(self, seconds: float) -> None:
        self.waits.append(seconds)

    async def take(self) -> None:
        self.taken += 1
        await super().take()


async def test_a_burst_of_deliveries_is_spread_and_only_budgeted_requests_wait(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = await opened(env, "fled", 3)
    noted = Noted(rate=5, burst=2)
    env.bot.http.pacer = noted
    start = len(env.http_requests)
    for _ in range(6):
        table = await game.table()
        await game.move(*game.choose(table.state))
    made = env.http_requests[start:]
    counted = budgeted(made)
    assert len(counted) >= 8 and len(made) > len(counted)  # the clicks' answers are free
    assert noted.taken == len(counted)  # every counted request waited its turn, no other
    # the first two went at once, each other one a fifth of a second after the one before
    assert noted.waits == [(i + 1) / 5 for i in range(len(counted) - 2)]


async def test_the_table_message_always_shows_the_table_with_fewer_edits(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = FugitiveTable(env, 3)
    await game.open()
    moves = edits = 0
    while (table := await game.table()).status == "playing":
        seat, steps = game.plan(table.state)
        panel = await game.panel(seat)
        for action in steps:
            start = len(env.http_requests)
            panel = await game.ui_step(seat, action, panel)
            await env.advance_time(HOLD_EDIT)  # a step the same player follows up may wait
            moves += 1
            edits += sum(
                1
                for e in env.http_requests[start:]
                if e.method == "PATCH" and e.path.endswith(f"/messages/{table.message_id}")
            )
            now = await game.table()
            drawn = fit(await table_payload(env.bot, now))
            shown = game.table_message()
            assert [looks(e) for e in shown.embeds] == [looks(e) for e in drawn.embeds]
            assert shown.content == drawn.content
    assert moves > 40 and 0 < edits < moves  # some moves change nothing a reader sees
    rows = await env.bot.store.fetchall("SELECT outcome FROM outbox WHERE kind = 'message'")
    assert sum(r["outcome"] == "unchanged" for r in rows) == moves - edits


async def test_a_turn_s_quick_steps_cost_one_edit_shown_when_the_turn_passes_or_the_hold_ends(
    simcord_env, quick_pictures
) -> None:
    """Steps of one turn in quick succession wait and go out as one edit; the change that
    passes the turn is shown at once (with its ping), and a turn that pauses is shown when the
    hold is over."""
    env = simcord_env
    game = await opened(env, "fled", 3)
    held = passed = shown_late = 0
    while held < 12 or passed < 4 or shown_late < 3:
        table = await game.table()
        seat, action = game.choose(table.state)
        start = len(env.http_requests)
        await game.move(seat, action)
        after = await game.table()
        edits = patches(env.http_requests[start:], table.message_id)
        if after.status != "playing":
            break
        if same_turn(table.awaited(), after.awaited(), [seat]):
            held += 1
            assert edits == [] and await owed(env, table.id, "message") >= 1
            if held % 4 == 0:  # the player stops for longer than the hold: the table catches up
                await env.advance_time(HOLD_EDIT - 1)
                assert await owed(env, table.id, "message") >= 1  # not yet
                start = len(env.http_requests)
                await env.advance_time(1.5)
                assert await owed(env, table.id, "message") == 0
                assert len(patches(env.http_requests[start:], table.message_id)) == 1
                await shows(env, game, after)
                shown_late += 1
        else:
            passed += 1
            assert len(edits) == 1 and await owed(env, table.id, "message") == 0
            await shows(env, game, after)
    assert held >= 12 and passed >= 4 and shown_late >= 3


async def test_a_turn_a_few_seconds_a_step_is_shown_once_when_it_passes(
    simcord_env, quick_pictures
) -> None:
    """A player taking half a hold per step never leaves the stream quiet for a hold: the
    table message waits for the turn to pass and shows it in one edit, with its ping (unless the
    turn outlasts ``LONGEST_HOLD``: ``tests/bot/test_outbox.py``)."""
    env = simcord_env
    game = await opened(env, "fled", 3)
    pace = HOLD_EDIT / 2
    turns: list[list[int]] = [[]]  # per turn: the edits after each of its steps that kept it
    for _ in range(60):
        table = await game.table()
        seat, action = game.choose(table.state)
        start = len(env.http_requests)
        await game.move(seat, action)
        after = await game.table()
        if after.status != "playing":
            break
        await env.advance_time(pace)
        edits = len(patches(env.http_requests[start:], table.message_id))
        if same_turn(table.awaited(), after.awaited(), [seat]):
            turns[-1].append(edits)
        else:
            assert edits == 1  # the turn passed: shown at once
            await shows(env, game, after)
            turns.append([])
    kept = [t for t in turns if pace * len(t) < LONGEST_HOLD]
    assert sum(map(len, kept)) >= 20  # steps that kept the turn…
    assert not any(map(any, kept))  # …and not one edit for them
    await shown(env)  # the last step's hold ends: the table shows it
    await shows(env, game, await game.table())


def patches(entries: list[Any], message_id: int) -> list[Any]:
    return [
        e for e in entries if e.method == "PATCH" and e.path.endswith(f"/messages/{message_id}")
    ]


async def owed(env: Any, table_id: int, kind: str) -> int:
    row = await env.bot.store.fetchone(
        "SELECT count(*) FROM outbox WHERE table_id = ? AND kind = ? AND done_at IS NULL",
        (table_id, kind),
    )
    return int(row[0])


async def shows(env: Any, game: Any, table: Any) -> None:
    """The table message shows ``table`` as it is."""
    drawn = fit(await table_payload(env.bot, table))
    shown = game.table_message()
    assert [looks(e) for e in shown.embeds] == [looks(e) for e in drawn.embeds]
    assert shown.content == drawn.content


def looks(embed: Any) -> tuple[Any, ...]:
    return (
        embed.title,
        embed.description,
        [(f.name, f.value) for f in embed.fields],
        embed.footer.text,
    )


async def test_a_dm_left_out_is_one_whose_player_a_new_ping_calls_and_that_says_nothing_new(
    simcord_env, quick_pictures
) -> None:
    env = simcord_env
    game = await opened(env, "alcatraz", 4)
    for _ in range(2):
        await to_the_vote(game)
        while (table := await game.table()).state.phase != "actions":
            await game.move(*game.choose(table.state))
    rows = await env.bot.store.fetchall(
        "SELECT id, key, data, outcome, result FROM outbox WHERE kind IN ('dm', 'ping') ORDER BY id"
    )
    said = [r for r in rows if r["outcome"] == "said"]
    assert said and any(r["outcome"] == "sent" and r["key"].startswith("dm:") for r in rows)
    user_of = {seat: user for seat, user in game.user_of.items()}
    for row in said:
        _, table_id, version, seat = row["key"].split(":")
        user = user_of[int(seat)]
        # the same change called them at the table with a new message…
        ping = next(r for r in rows if r["key"] == f"ping:{table_id}:{version}")
        (created,) = [
            e
            for e in env.http_requests
            if e.method == "POST" and (e.json or {}).get("nonce") == f"getaway-{ping['id']}"
        ]
        assert user.mention in created.json["content"]
        assert str(user.id) in map(str, created.json["allowed_mentions"]["users"])
        # …and the last DM they got says what this one would have said
        last = [r for r in rows if r["id"] < row["id"] and r["outcome"] == "sent"]
        last = [r for r in last if r["key"].startswith("dm:") and r["key"].endswith(f":{seat}")]
        assert last and last[-1]["result"] == row["result"]
