"""Work over time happens exactly once, whatever dies and whenever (issue #22's findings 1–3).

Each scenario runs once cleanly, counting its *points* (a commit to the database, a request
Discord answered), then once per point with the bot killed right there (``tests/cogs/crash.py``)
and a new bot started on the same file. After each run: every table has its timer or its
result, every notice, ping and DM went out exactly once, every round exists once with every
player seated once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
import pytest

from tests.bot.test_tournaments import finish
from tests.cogs.crash import Created, advance, discord_nonces, every_crash
from tests.cogs.panel_driver import GameOnDiscord

MINUTE = 60.0


# -- what every run checks ---------------------------------------------------------------------


async def pending_work(env: Any) -> int:
    row = await env.bot.store.fetchone("SELECT count(*) FROM outbox WHERE done_at IS NULL")
    return int(row[0])


async def timers_of(env: Any, table_id: int) -> list[str]:
    rows = await env.bot.store.fetchall(
        "SELECT kind FROM timers WHERE table_id = ? ORDER BY due", (table_id,)
    )
    return [r["kind"] for r in rows]


async def every_table_has_its_timer_or_its_result(env: Any) -> None:
    """A table in play with a channel has its deadline (or the discussion before it); a
    tournament table still waiting for its thread has that thread owed; a closed one has no
    timer left."""
    for row in await env.bot.store.fetchall("SELECT id, status, channel_id FROM tables"):
        kinds = await timers_of(env, row["id"])
        if row["status"] != "playing":
            assert kinds == [], (row["id"], row["status"], kinds)
        elif row["channel_id"] is None:
            owed = await env.bot.store.fetchone(
                "SELECT count(*) FROM outbox WHERE kind = 'thread' AND done_at IS NULL"
                " AND json_extract(data, '$.table') = ?",
                (row["id"],),
            )
            assert owed[0] == 1, f"table #{row['id']} has neither a thread nor one owed"
        else:
            assert "deadline" in kinds, f"table #{row['id']} in play has no deadline: {kinds}"


async def settled(env: Any) -> None:
    await every_table_has_its_timer_or_its_result(env)
    assert await pending_work(env) == 0, "Discord is still owed something"


# -- tables --------------------------------------------------------------------------------------

#: a scenario's check: (env, the table on Discord, the messages Discord created after the prologue)
Check = Callable[[Any, GameOnDiscord, Created], Awaitable[None]]


async def crash_everywhere(
    tmp_path: Path,
    game: str,
    players: int,
    check: Check,
    *,
    then: Any = None,
    minutes: tuple[float, float],
    **new: Any,
) -> int:
    """A table of ``game`` opened with the options ``new`` of `/game new` (and taken further
    by ``then(env, table)``), then the clock run to ``minutes[0]`` and on to ``minutes[1]``:
    cleanly, then once killed at each point of the first stretch. ``check`` holds each time."""
    with discord_nonces() as created:

        async def prologue(env: Any) -> GameOnDiscord:
            created.clear()
            table = GameOnDiscord(env, game, players, seed=3, new=new)
            await table.open()
            if then is not None:
                await then(env, table)
            created.messages.clear()
            table.t0 = env.now().timestamp()  # type: ignore[attr-defined]
            return table

        async def checked(env: Any, table: GameOnDiscord) -> None:
            await check(env, table, created)
            await settled(env)

        critical, heal = (until(m) for m in minutes)
        return await every_crash(tmp_path, prologue, critical, heal, checked)


def until(minutes: float) -> Any:
    """A step: virtual time up to ``minutes`` after the prologue ended (the critical part
    stops early if the bot dies; the heal then takes it the rest of the way, restarted)."""

    async def step(env: Any, state: Any) -> None:
        await advance(env, state.t0 + minutes * MINUTE - env.now().timestamp())

    return step


async def play(env: Any, game: GameOnDiscord, seat: int, action: dict[str, Any]) -> None:
    """A move through the service, its Discord work sent at once (as a click would)."""
    table = await game.table()
    await env.bot.service.act(table.id, table.seats[seat].user_id, [action], table.version)
    await env.bot.deliverer.table(table.id)


def said(created: Created, game: GameOnDiscord, text: str) -> int:
    """How many messages with ``text`` Discord created at the table."""
    return created.count(game.channel.id, text)


async def test_a_deadline_forfeit_happens_once_after_a_crash_anywhere(
    tmp_path, quick_pictures
) -> None:
    """Finding 2 (a deadline lost between dropping the timer and the move) and finding 3 (the
    "ran out of time" notice lost; the recap silent about the forfeit)."""

    async def check(env: Any, game: GameOnDiscord, created: Created) -> None:
        table = await game.table()
        assert table.status == "finished" and table.outcome["reason"] == "timeout"
        assert said(created, game, "ran out of time and forfeits") == 1
        rows = await env.bot.store.fetchall("SELECT games FROM ratings WHERE subject LIKE 'user:%'")
        assert [r["games"] for r in rows] == [1, 1]  # rated once

    points = await crash_everywhere(
        tmp_path, "fugitive", 2, check, minutes=(11, 20), deadline="10m"
    )
    assert points >= 4


async def test_a_computer_stand_in_and_its_reminders_happen_once_after_a_crash_anywhere(
    tmp_path, quick_pictures
) -> None:
    """Findings 2 and 3 with the computer playing for the absent player: two reminders, one
    stand-in move with its notice, one ping and one clock for the next player."""

    async def note_absent(env: Any, game: GameOnDiscord) -> None:
        game.absent = (await game.table()).awaited()[0]  # type: ignore[attr-defined]

    async def check(env: Any, game: GameOnDiscord, created: Created) -> None:
        table = await game.table()
        absent = game.absent  # type: ignore[attr-defined]
        assert table.version > 0 and absent not in table.awaited()
        assert said(created, game, "the computer played for them") == 1
        assert created.count(game.user_of[absent].dm_channel.id, "the time runs out") == 2
        assert said(created, game, "your move") == 1

    await crash_everywhere(
        tmp_path,
        "fled",
        3,
        check,
        then=note_absent,
        minutes=(11, 14),
        deadline="10m",
        on_timeout="computer",
    )


async def to_a_pass(env: Any, game: GameOnDiscord) -> None:
    """Fugitive: play until the Fugitive has drawn on his turn and may pass."""
    engine = game.engine
    for _ in range(60):
        table = await game.table()
        seat = table.to_act()[0]
        legal = {a.type for a in engine.legal_actions(table.state, seat)}
        if seat == 0 and "pass" in legal and table.version > 0:
            return
        action = engine.bot_action(table.state, seat, game.rng).model_dump(mode="json")
        if seat == 0 and "draw" in legal:
            action = {"type": "draw", "pile": 1}
        await play(env, game, seat, action)
    raise AssertionError("the Fugitive never could pass")


async def test_a_skip_on_timeout_happens_once_after_a_crash_anywhere(
    tmp_path, quick_pictures
) -> None:
    async def check(env: Any, game: GameOnDiscord, created: Created) -> None:
        assert (await game.table()).to_act() == [1]
        assert said(created, game, "ran out of time and passes") == 1
        assert said(created, game, "your move") == 1

    await crash_everywhere(
        tmp_path,
        "fugitive",
        2,
        check,
        then=to_a_pass,
        minutes=(11, 14),
        deadline="10m",
        on_timeout="skip",
    )


async def test_an_away_player_s_stand_in_plays_once_after_a_crash_anywhere(
    tmp_path, quick_pictures
) -> None:
    async def away(env: Any, game: GameOnDiscord) -> None:
        fugitive = game.by_seat[0]
        await fugitive.slash(game.channel, "game settings", stand_in="on")
        await fugitive.slash(game.channel, "game away", until="1d")

    async def check(env: Any, game: GameOnDiscord, created: Created) -> None:
        table = await game.table()
        assert table.status == "playing" and table.to_act() == [1]
        assert said(created, game, "the computer played for them") == 1
        assert said(created, game, "your move") == 1

    await crash_everywhere(
        tmp_path, "fugitive", 2, check, then=away, minutes=(11, 14), deadline="10m"
    )


async def to_the_vote(env: Any, game: GameOnDiscord) -> None:
    """Alcatraz: everyone ends their first turn; the second round opens with the vote."""
    table = await game.table()
    while table.state.phase == "actions":
        await play(env, game, table.state.current, {"type": "end_turn"})
        table = await game.table()
    assert table.state.phase == "vote"


async def test_the_vote_opens_once_after_a_crash_anywhere(tmp_path, quick_pictures) -> None:
    """Finding 3: "the vote is open" was lost on a 5xx; here on a crash at every point."""

    async def check(env: Any, game: GameOnDiscord, created: Created) -> None:
        assert said(created, game, "the vote is open") == 1
        assert "opens" not in await timers_of(env, (await game.table()).id)

    await crash_everywhere(
        tmp_path,
        "alcatraz",
        3,
        check,
        then=to_the_vote,
        minutes=(3, 4),
        deadline="10m",
        discussion="2m",
    )


async def test_missing_ballots_are_decided_once_after_a_crash_anywhere(
    tmp_path, quick_pictures
) -> None:
    async def one_ballot(env: Any, game: GameOnDiscord) -> None:
        await to_the_vote(env, game)
        await play(env, game, 0, {"type": "vote", "candidate": 1})

    async def check(env: Any, game: GameOnDiscord, created: Created) -> None:
        assert (await game.table()).state.phase == "actions"
        # both missing ballots told once, in one notice (issue 29, point 5)
        assert said(created, game, "the rules decide for them") == 1
        (notice,) = [c for ch, c in created.messages if ch == game.channel.id and "rules" in c]
        assert notice.count("the rules decide for them") == 2

    await crash_everywhere(
        tmp_path, "alcatraz", 3, check, then=one_ballot, minutes=(11, 12), deadline="10m"
    )


# -- tournaments ---------------------------------------------------------------------------------


class Tournament:
    """A tournament's channel, organiser and players on simulated Discord."""

    def __init__(self, env: Any, game: str, format: str, players: int) -> None:
        self.env = env
        self.game, self.format = game, format
        self.guild = env.create_guild()
        self.channel = self.guild.create_text_channel("tournaments")
        staff = self.guild.create_role("staff", permissions=discord.Permissions(manage_guild=True))
        self.organiser = self.guild.add_member(env.create_user("org"), roles=[staff])
        self.players = [self.guild.add_member(env.create_user(f"p{i}")) for i in range(players)]

    async def sign_up(self) -> None:
        await self.organiser.slash(
            self.channel,
            "tournament new",
            game=self.game,
            format=self.format,
            rounds=2,
            deadline="1d",
        )
        for player in self.players:
            await player.slash(self.channel, "tournament join")

    async def rows(self, round_: int) -> list[Any]:
        return await self.env.bot.store.fetchall(
            "SELECT t.* FROM tournament_tables tt JOIN tables t ON t.id = tt.table_id"
            " WHERE tt.round = ? ORDER BY t.id",
            (round_,),
        )

    async def seated(self, round_: int) -> Counter[int]:
        found: Counter[int] = Counter()
        for row in await self.rows(round_):
            for seat in await self.env.bot.store.fetchall(
                "SELECT user_id FROM seats WHERE table_id = ?", (row["id"],)
            ):
                found[seat["user_id"]] += 1
        return found


def signed_up(created: Created, game: str, format: str, players: int, then: Any = None) -> Any:
    async def prologue(env: Any) -> Tournament:
        created.clear()
        tournament = Tournament(env, game, format, players)
        await tournament.sign_up()
        if then is not None:
            await then(env, tournament)
        created.messages.clear()
        tournament.t0 = env.now().timestamp()  # type: ignore[attr-defined]
        return tournament

    return prologue


async def start(env: Any, tournament: Tournament) -> None:
    await tournament.organiser.slash(tournament.channel, "tournament start")


async def round_opened_once(
    env: Any, created: Created, tournament: Tournament, number: int, per_player: int
) -> None:
    """Round ``number`` exists once: the round number, each entrant seated ``per_player``
    times or given a bye (never both), a thread per table with its one table message, its
    first ping with a working link, and one announcement."""
    row = await env.bot.store.fetchone("SELECT round FROM tournaments")
    assert row["round"] == number
    seated = await tournament.seated(number)
    byes = {
        r["user_id"]
        for r in await env.bot.store.fetchall("SELECT user_id FROM byes WHERE round = ?", (number,))
    }
    everyone = {p.id for p in tournament.players}
    assert set(seated) | byes == everyone and not set(seated) & byes
    assert set(seated.values()) == {per_player}
    tables = await tournament.rows(number)
    threads = {t.id: t for t in tournament.channel.threads}
    assert len({t["channel_id"] for t in tables}) == len(tables)
    for table in tables:
        thread = threads[table["channel_id"]]
        messages = thread.history()
        assert sum(1 for m in messages if m.embeds and " — table #" in m.embeds[0].title) == 1
        pings = [m.content for m in messages if "your move" in (m.content or "")]
        assert len(pings) == 1 and "/None" not in pings[0]
    names = [t.name for t in tournament.channel.threads if f"R{number} · " in t.name]
    assert len(names) == len(set(names)) == len(tables)
    assert created.count(tournament.channel.id, f"Round {number} is open") == 1


@pytest.mark.parametrize(
    ("game", "format", "players", "per_player"),
    [("fugitive", "swiss", 3, 2), ("fled", "groups", 5, 1)],
)
async def test_a_tournament_round_opens_once_after_a_crash_anywhere(
    tmp_path, quick_pictures, game: str, format: str, players: int, per_player: int
) -> None:
    """Finding 1: `/tournament start` opened its threads in many commits; a crash or a failure
    in the middle opened the round again on the next tick."""
    with discord_nonces() as created:

        async def check(env: Any, tournament: Tournament) -> None:
            await round_opened_once(env, created, tournament, 1, per_player)
            await settled(env)

        await every_crash(
            tmp_path, signed_up(created, game, format, players), start, until(1), check
        )


async def finish_one_table(env: Any, tournament: Tournament) -> None:
    """Round 1 is open; its first table is played to its end, the others are still on."""
    await start(env, tournament)
    row = (await tournament.rows(1))[0]
    table = await finish(env.bot.service, await env.bot.service.get(row["id"]), seed=11)
    await env.bot.deliverer.table(table.id)


@pytest.mark.parametrize(
    ("game", "format", "players", "per_player"),
    [("fugitive", "swiss", 3, 2), ("fled", "groups", 5, 1)],
)
async def test_next_round_opens_once_after_a_crash_anywhere(
    tmp_path, quick_pictures, game: str, format: str, players: int, per_player: int
) -> None:
    with discord_nonces() as created:

        async def next_round(env: Any, tournament: Tournament) -> None:
            await tournament.organiser.slash(tournament.channel, "tournament next")

        async def check(env: Any, tournament: Tournament) -> None:
            await round_opened_once(env, created, tournament, 2, per_player)
            first = await tournament.rows(1)
            assert first[0]["status"] == "finished"
            called_off = [t for t in first if t["status"] == "abandoned"]
            assert len(called_off) == len(first) - 1
            for table in called_off:
                assert created.count(table["channel_id"], "counts as a draw") == 1
            await settled(env)

        await every_crash(
            tmp_path,
            signed_up(created, game, format, players, finish_one_table),
            next_round,
            until(1),
            check,
        )
