"""The outbox and the timers below Discord: keys, leases, order, backoff, orphans; timers and
closings that happen once however they race; rematches and who may abandon a game (issue #22)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot import clocks
from bot.backends import open_store
from bot.outbox import LEASE, LONGEST_HOLD, Job, Outbox, Work, enqueue, for_table, table_stream
from bot.store import Store
from bot.store_sqlite import MIGRATIONS
from bot.table_service import TableService
from bot.table_work import same_turn
from bot.tables import TableError
from bot.timecontrol import TimeControl
from bot.timers import Timers
from rules.core import Rng
from tests.bot.conftest import Clock

ALICE, BOB, CAROL, MODERATOR = 1, 2, 3, 99
CHANNEL = 100


async def two_player(
    service: TableService,
    channel: int = CHANNEL,
    rated: bool = True,
    time_control: TimeControl | None = None,
) -> Any:
    await service.create(
        "fugitive",
        channel_id=channel,
        guild_id=9,
        host_id=ALICE,
        host_name="a",
        rated=rated,
        time_control=time_control,
    )
    await service.join(channel, BOB, "b")
    return (await service.start(channel, ALICE, order=[ALICE, BOB])).table


async def rows(store: Store, *where: str) -> list[Any]:
    clause = " AND ".join(where) or "1 = 1"
    return list(await store.fetchall(f"SELECT * FROM outbox WHERE {clause} ORDER BY id"))


async def table_seven(db: Any) -> None:
    """A bare playing table #7, for its outbox rows."""
    await db.execute(
        "INSERT INTO tables (id, game, channel_id, host_id, status, seed, created_at,"
        " updated_at) VALUES (7, 'fugitive', 1, 1, 'playing', 1, 0, 0)"
    )


async def one_message_claimed(store: Store) -> tuple[Outbox, Job]:
    """Table #7's message queued at 0 s and claimed at once."""
    async with store.transaction() as db:
        await table_seven(db)
        await enqueue(db, [for_table(7, "message")], 0.0)
    outbox = Outbox(store)
    job = await outbox.claim(table_stream(7), 0.0)
    assert job is not None
    return outbox, job


# -- keys, leases, order ---------------------------------------------------------------------------


async def test_a_key_queues_an_effect_once(store: Store) -> None:
    ping = for_table(7, "ping", "ping:7:3", version=3)
    async with store.transaction() as db:
        await table_seven(db)
        await enqueue(db, [ping, for_table(7, "message"), for_table(7, "message")], 1.0)
    async with store.transaction() as db:
        await enqueue(db, [ping], 2.0)  # the same ping again: nothing
    kinds = [r["kind"] for r in await rows(store)]
    assert kinds == ["ping", "message", "message"]  # unkeyed rows are separate effects


async def test_one_deliverer_at_a_time_in_order_and_the_lease_passes_on(store: Store) -> None:
    async with store.transaction() as db:
        await table_seven(db)
        await enqueue(db, [for_table(7, "message"), for_table(7, "ping", version=1)], 0.0)
    outbox = Outbox(store)
    first = await outbox.claim(table_stream(7), 10.0)
    assert first is not None and first.kind == "message" and first.attempts == 1
    assert first.superseded_by("ping") and not first.superseded_by("message")
    assert await outbox.claim(table_stream(7), 11.0) is None  # leased
    assert await outbox.due_streams(11.0) == []
    second = await outbox.finish(first, 12.0, "sent", "555")
    assert second is not None and second.kind == "ping"  # handed on with the commit
    assert await outbox.finish(second, 13.0, "sent") is None
    done = await rows(store)
    assert [(r["outcome"], r["result"]) for r in done] == [("sent", "555"), ("sent", None)]
    assert await rows(store, "done_at IS NULL") == []


async def test_a_row_on_hold_waits_until_its_stream_is_quiet_or_a_row_behind_it_is_not_held(
    store: Store,
) -> None:
    """A table message on hold (its player's turn goes on) is not taken while the steps that
    follow keep coming within the hold; once the stream has been quiet that long it goes out
    and shows what the rows behind it would. A row behind it that is not on hold (the turn
    passed) takes it out at once."""
    async with store.transaction() as db:
        await table_seven(db)
        await enqueue(db, [for_table(7, "message", hold=5.0)], 0.0)
        await enqueue(db, [for_table(7, "message", hold=5.0)], 2.0)
    outbox = Outbox(store)
    stream = table_stream(7)
    assert await outbox.claim(stream, 4.0) is None
    assert outbox.held_until(stream) == 7.0 and outbox.held_until(stream) is None  # said once
    assert await outbox.claim(stream, 6.5) is None  # its own hold is over, the step's is not
    first = await outbox.claim(stream, 7.0)
    assert first is not None and not first.superseded_by("message")  # it shows the later one
    covers = first.later_of("message")
    assert await outbox.finish(first, 7.0, "sent", "1 a", covers=covers) is None
    # a new step on hold, then the turn passes: its message and ping take it out at once
    async with store.transaction() as db:
        await enqueue(db, [for_table(7, "message", hold=5.0)], 8.0)
        await enqueue(db, [for_table(7, "message"), for_table(7, "ping", version=2)], 9.0)
    held = await outbox.claim(stream, 9.0)
    assert held is not None and len(held.later_of("message")) == 1
    ping = await outbox.finish(held, 9.0, "sent", "1 b", covers=held.later_of("message"))
    assert ping is not None and ping.kind == "ping"


async def test_steps_that_keep_coming_put_a_held_row_off_at_most_the_longest_hold(
    store: Store,
) -> None:
    """A player who steps every two seconds: the table message waits no longer than
    ``LONGEST_HOLD`` after its first step, and then shows what the steps on hold would."""
    async with store.transaction() as db:
        await table_seven(db)
    steps = [2.0 * n for n in range(int(LONGEST_HOLD / 2))]  # up to the longest hold
    for at in steps:
        async with store.transaction() as db:
            await enqueue(db, [for_table(7, "message", hold=5.0)], at)
    assert steps[-1] + 5.0 > LONGEST_HOLD  # the last step's own hold ends later
    outbox = Outbox(store)
    stream = table_stream(7)
    assert await outbox.claim(stream, LONGEST_HOLD - 0.5) is None
    assert outbox.held_until(stream) == LONGEST_HOLD
    first = await outbox.claim(stream, LONGEST_HOLD)
    assert first is not None and not first.superseded_by("message")  # the rest are on hold
    assert len(first.later_of("message")) == len(steps) - 1  # what it covers when sent


async def test_a_row_waiting_after_a_failure_is_not_taken_early_by_a_row_behind_it(
    store: Store,
) -> None:
    outbox, job = await one_message_claimed(store)
    assert await outbox.retry(job, 0.0, "429", wait=30.0) == 30.0  # Discord asked to wait
    async with store.transaction() as db:
        await enqueue(db, [for_table(7, "notice", text="x")], 1.0)
    assert await outbox.claim(table_stream(7), 1.0) is None  # the wait Discord asked for holds
    assert outbox.held_until(table_stream(7)) is None
    assert await outbox.claim(table_stream(7), 30.0) is not None


async def test_a_dead_deliverer_s_lease_runs_out_and_retries_back_off(store: Store) -> None:
    outbox, job = await one_message_claimed(store)
    assert await outbox.claim(table_stream(7), LEASE - 1) is None
    again = await outbox.claim(table_stream(7), LEASE + 1)  # its deliverer died
    assert again is not None and again.attempts == 2
    due = await outbox.retry(again, LEASE + 1, "503")
    assert due == LEASE + 1 + 10.0  # 5 s, then 10 s, doubling
    assert await outbox.claim(table_stream(7), due - 1) is None
    assert await outbox.claim(table_stream(7), due) is not None
    assert await outbox.finish(job, due + 1, "sent") is None  # the old lease finishes nothing


async def test_a_finish_after_the_lease_ran_out_and_the_row_went_out_writes_nothing(
    store: Store,
) -> None:
    """Its mark, the rows it would cover and its ``then`` go together: a row another deliverer
    sent and finished meanwhile keeps what that one recorded, and the lease it handed on."""
    async with store.transaction() as db:
        await table_seven(db)
        await enqueue(db, [for_table(7, "message"), for_table(7, "message")], 0.0)
    outbox = Outbox(store)
    slow = await outbox.claim(table_stream(7), 0.0)
    taken = await outbox.claim(table_stream(7), LEASE + 1)  # the slow deliverer's lease ran out
    assert slow is not None and taken is not None and taken.id == slow.id
    second = await outbox.finish(taken, LEASE + 2, "sent", "1 b")
    assert second is not None

    async def then(db: Any) -> None:
        await db.execute("UPDATE tables SET message_id = 5 WHERE id = 7")

    late = await outbox.finish(slow, LEASE + 3, "sent", "1 a", then, covers=(second.id,))
    assert late is None
    done = await rows(store)
    assert [(r["outcome"], r["result"]) for r in done] == [("sent", "1 b"), (None, None)]
    assert done[1]["claimed_until"] == LEASE + 2 + LEASE  # still the other deliverer's
    assert (await store.fetchone("SELECT message_id FROM tables WHERE id = 7"))[0] is None


async def test_a_claim_reads_its_row_again_under_the_lease_not_what_a_look_saw(
    store: Store,
) -> None:
    """A look finds the row free; before the claim takes it, another deliverer takes it, fails
    and puts it back to wait: the claim must see the wait, not the look."""
    async with store.transaction() as db:
        await table_seven(db)
        await enqueue(db, [for_table(7, "message")], 0.0)
    looker, other = Outbox(store), Outbox(store)
    seen = (await looker.look([table_stream(7)]))[table_stream(7)]
    taken = await other.claim(table_stream(7), 1.0)
    assert taken is not None
    await other.retry(taken, 1.0, "503", wait=30.0)
    assert await looker.claim(table_stream(7), 2.0, seen) is None
    assert await looker.claim(table_stream(7), 31.0) is not None


async def test_an_orphaned_table_s_stream_stops_and_its_clock_waits(
    store: Store, service: TableService, clock: Clock
) -> None:
    table = await two_player(service)
    outbox = Outbox(store)
    job = await outbox.claim(table_stream(table.id), clock.now)
    assert job is not None
    await outbox.orphan(job, clock.now, "404 Unknown Channel")
    assert (await service.get(table.id)).orphaned == "404 Unknown Channel"
    assert await outbox.claim(table_stream(table.id), clock.now + 1000) is None
    assert table_stream(table.id) not in await outbox.due_streams(clock.now + 1000)
    assert await Timers(service).due(clock.now + 10 * 3600) == []  # its clock waits
    probes = await outbox.probes_due(clock.now + 10_000)
    assert [(p[0], p[1]) for p in probes] == [("tables", table.id)]
    clock.now += 7200
    assert await outbox.resume("tables", table.id, clock.now)
    resumed = await service.get(table.id)
    assert resumed.orphaned is None and resumed.deadline == table.deadline + 7200
    assert await outbox.claim(table_stream(table.id), clock.now) is not None


async def test_old_done_rows_are_pruned(store: Store, service: TableService) -> None:
    table = await two_player(service)
    outbox = Outbox(store)
    job = await outbox.claim(table_stream(table.id), 0.0 + 1_000_000)
    while job is not None:
        job = await outbox.finish(job, 1_000_000.0, "sent")
    assert await outbox.prune(1_000_000.0 + 3600) == 0
    assert await outbox.prune(1_000_000.0 + 8 * 24 * 3600) > 0


async def test_a_table_s_stamp_changes_with_each_change_even_in_the_same_instant(
    store: Store, service: TableService, clock: Clock
) -> None:
    """A deliverer reuses a table it drew while the claim's stamp is the same: every change
    must change it, though the clock has not moved (a test clock, or a fast host)."""
    outbox = Outbox(store)

    async def stamp(table_id: int) -> str | None:
        job = await outbox.claim(table_stream(table_id), clock.now)
        assert job is not None
        last = job.stamp
        while job is not None:
            last = job.stamp
            job = await outbox.finish(job, clock.now, "sent")
        return last

    lobby = await service.create(
        "fugitive", channel_id=CHANNEL, guild_id=9, host_id=ALICE, host_name="a"
    )
    stamps = [await stamp(lobby.id)]
    await service.join(CHANNEL, BOB, "b")
    stamps.append(await stamp(lobby.id))
    await service.leave(CHANNEL, BOB)
    assert await stamp(lobby.id) == stamps[0]  # the table as it was: what was drawn serves
    await service.join(CHANNEL, CAROL, "c")
    stamps.append(await stamp(lobby.id))
    await service.start(CHANNEL, ALICE, order=[CAROL, ALICE])
    stamps.append(await stamp(lobby.id))
    async with service.writing() as db:  # a player left: the computer plays their seat
        await clocks.stand_in(db, await service.get(lobby.id), 0, clock.now)
    stamps.append(await stamp(lobby.id))
    assert None not in stamps and len(set(stamps)) == len(stamps)
    await service.redraw(lobby.id)  # nothing changed: the same stamp, the drawn table serves
    assert await stamp(lobby.id) == stamps[-1]


# -- the work a change owes Discord ---------------------------------------------------------------


async def test_a_move_and_its_discord_work_are_one_transaction(
    store: Store, service: TableService
) -> None:
    table = await two_player(service)
    start = [r["kind"] for r in await rows(store, f"table_id = {table.id}")]
    assert start == ["message", "message", "message", "ping", "dm"]  # new, join, start
    before = len(start)
    await service.act(table.id, ALICE, [{"type": "hide", "card": 1}, {"type": "place"}], 0)
    same_turn_work = [r["kind"] for r in await rows(store)][before:]
    assert same_turn_work == ["message"]  # still the Fugitive's turn: no ping, no DM
    await service.act(table.id, ALICE, [{"type": "end_turn"}], 2)
    after = await rows(store)
    # the Marshal's turn: her ping, and her DM (a game's Discord side may say otherwise)
    assert [r["kind"] for r in after][before + 1 :] == ["message", "ping", "dm"]
    # a refused move queues nothing
    with pytest.raises(TableError):
        await service.act(table.id, ALICE, [{"type": "end_turn"}], 3)
    assert len(await rows(store)) == len(after)


def test_one_decision_keeps_its_clock_while_its_ballots_come_in() -> None:
    assert same_turn([0], [0], {0})  # a turn of several steps
    assert same_turn([0, 1, 2], [1, 2], {0})  # one ballot in
    assert same_turn([1, 2], [1], {2})  # a stand-in's ballot in, the other keeps the clock
    assert not same_turn([1, 2], [1], {1, 2})  # the vote is over; seat 1 acts next
    assert not same_turn([0], [1], {0})  # the turn passed
    assert not same_turn([], [0], set())  # a start
    assert not same_turn([0, 1], [], {0, 1})


# -- timers that fire once ----------------------------------------------------------------------


def stand_in(table: Any, seat: int, mode: str) -> dict[str, Any] | None:
    return table.engine.bot_action(table.state, seat, Rng(s=table.version)).model_dump(mode="json")


async def test_two_ticks_firing_the_same_deadline_make_one_move(
    store: Store, clock: Clock, tmp_path: Path
) -> None:
    """Finding 2: the timer was dropped in one transaction and the move made in another. Now
    the claim and the move are one; two claimants make one move."""
    service = TableService(store, clock=clock, seed_source=lambda: 42, move_seconds=3600)
    table = await two_player(service, time_control=TimeControl(3600, "computer"))
    clock.now += 3601
    timers = Timers(service)
    (deadline,) = [x for x in await timers.due() if x.kind == "deadline"]
    fired = await asyncio.gather(
        *(timers.fire(deadline, stand_in, lambda *_: False) for _ in range(3))
    )
    assert fired.count(True) == 1
    after = await service.get(table.id)
    assert after.to_act() == [1] and after.version > 0
    notices = await rows(store, "kind = 'notice'")
    assert len(notices) == 1 and json.loads(notices[0]["data"])["text"] == "time-stand-in"
    kinds = [r["kind"] for r in await store.fetchall("SELECT kind FROM timers")]
    assert "deadline" in kinds  # the Marshal's clock


async def test_a_closing_and_an_abandon_racing_never_overwrite_a_finished_game(
    service: TableService, store: Store
) -> None:
    """Finding 6: abandon checked the status before taking the table's lock, so a forfeit
    landing meanwhile became "abandoned" after its rating was counted."""
    outcomes = set()
    for n in range(20):
        table = await two_player(service, channel=1000 + n)
        results = await asyncio.gather(
            service.forfeit(table.id, 1, "resigned"),
            service.abandon(1000 + n, MODERATOR, moderator=True),
            return_exceptions=True,
        )
        after = await service.get(table.id, damaged_ok=True)
        outcomes.add(after.status)
        if after.status == "finished":
            assert isinstance(results[1], TableError)  # the abandon was refused
            assert after.outcome["reason"] == "resigned"
        else:
            assert after.status == "abandoned" and after.outcome is None
            assert isinstance(results[0], TableError)
    games = await store.fetchall("SELECT subject, games FROM ratings WHERE subject LIKE 'user:%'")
    finished = await store.fetchone("SELECT count(*) FROM tables WHERE status = 'finished'")
    assert {r["games"] for r in games} <= {finished[0]}  # each finished game rated once
    assert "finished" in outcomes


# -- who may abandon, and what it counts as ------------------------------------------------------


async def test_a_rated_game_in_play_is_not_the_host_s_to_abandon(service: TableService) -> None:
    await two_player(service)
    with pytest.raises(TableError, match="Manage Server"):
        await service.abandon(CHANNEL, ALICE, moderator=False)
    with pytest.raises(TableError, match="Only the host or a member"):
        await service.abandon(CHANNEL, CAROL, moderator=False)
    closed = await service.abandon(CHANNEL, MODERATOR, moderator=True)
    assert closed.status == "abandoned" and closed.outcome is None


async def test_the_host_abandons_a_lobby_or_a_casual_game(service: TableService) -> None:
    await service.create("fugitive", channel_id=5, guild_id=9, host_id=ALICE, host_name="a")
    assert (await service.abandon(5, ALICE, moderator=False)).status == "abandoned"
    await two_player(service, channel=6, rated=False)
    assert (await service.abandon(6, ALICE, moderator=False)).status == "abandoned"


async def test_abandoning_for_a_player_who_left_is_their_forfeit(
    service: TableService, store: Store
) -> None:
    table = await two_player(service)
    with pytest.raises(TableError, match="forfeit"):
        await service.abandon(CHANNEL, MODERATOR, moderator=True, forfeit=CAROL)
    closed = await service.abandon(CHANNEL, MODERATOR, moderator=True, forfeit=BOB)
    assert closed.status == "finished" and closed.outcome["winners"] == [0]
    assert closed.outcome["reason"] == "abandoned"
    assert [r["kind"] for r in await rows(store, f"table_id = {table.id}")][-2:] == [
        "message",
        "recap",
    ]


async def test_a_tournament_s_organiser_may_abandon_its_tables(
    service: TableService, store: Store
) -> None:
    table = await two_player(service)
    async with store.transaction() as db:
        await db.execute(
            "INSERT INTO tournaments (id, guild_id, channel_id, game, format, rounds, status,"
            " organiser_id, created_at, updated_at)"
            " VALUES (1, 9, 50, 'fugitive', 'swiss', 1, 'running', ?, 0, 0)",
            (CAROL,),
        )
        await db.execute(
            "INSERT INTO tournament_tables (tournament_id, round, table_id) VALUES (1, 1, ?)",
            (table.id,),
        )
    assert (await service.abandon(CHANNEL, CAROL, moderator=False)).status == "abandoned"


# -- rematches ------------------------------------------------------------------------------------


async def test_a_rematch_starts_only_when_every_player_is_ready(
    service: TableService, store: Store
) -> None:
    old = await two_player(service, rated=False, time_control=TimeControl(600, "skip"))
    await service.forfeit(old.id, 0, "resigned")
    lobby = await service.rematch(old.id, ALICE)
    assert lobby.status == "lobby" and lobby.rematch_of == old.id
    assert [s.user_id for s in lobby.seats] == [BOB, ALICE]  # roles rotate
    assert [s.ready for s in lobby.seats] == [False, True]
    assert not lobby.rated and lobby.time_control.move_seconds == 600  # kept
    with pytest.raises(TableError, match="waiting for <@2>"):
        await service.start(CHANNEL, ALICE)
    with pytest.raises(TableError, match="nobody else can join"):
        await service.join(CHANNEL, CAROL, "c")
    with pytest.raises(TableError, match="already"):  # one table per channel
        await service.rematch(old.id, BOB)
    started = (await service.ready(lobby.id, BOB)).table
    assert started.status == "playing" and started.seats[0].user_id == BOB


async def test_declining_a_rematch_calls_it_off(service: TableService) -> None:
    old = await two_player(service)
    await service.forfeit(old.id, 1, "resigned")
    lobby = await service.rematch(old.id, BOB)
    declined = await service.leave(CHANNEL, ALICE)
    assert declined.status == "abandoned" and declined.id == lobby.id
    with pytest.raises(TableError, match="not waiting"):
        await service.ready(lobby.id, ALICE)


# -- upgrading a database -------------------------------------------------------------------------


async def test_a_schema_4_database_is_upgraded_with_what_it_owed_discord(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    old = sqlite3.connect(path)
    for number, migration in enumerate(MIGRATIONS[:4], start=1):
        old.executescript(f"BEGIN; {migration} PRAGMA user_version = {number}; COMMIT;")
    old.execute(
        "INSERT INTO tables (id, game, channel_id, host_id, status, seed, version, created_at,"
        " updated_at, synced_version) VALUES (3, 'fugitive', 30, 1, 'playing', 5, 4, 0, 0, 2)"
    )
    old.execute("INSERT INTO seats (table_id, seat, user_id, name) VALUES (3, 0, 1, 'a')")
    old.commit()
    old.close()
    store = await open_store(path)
    try:
        kinds = [(r["kind"], json.loads(r["data"])) for r in await rows(store)]
        assert kinds == [("message", {}), ("ping", {"version": 4})]
        seats = await store.fetchall("SELECT * FROM seats")
        assert len(seats) == 1 and seats[0]["ready"] == 0  # foreign keys held through
        assert (await store.fetchone("PRAGMA foreign_keys"))[0] == 1
    finally:
        await store.close()


async def test_work_rows_name_their_stream() -> None:
    work = Work("table:1", "message")
    assert for_table(1, "message") == Work("table:1", "message", table_id=1)
    assert for_table(1, "dm", seat=0).stream == "dms:1" and work.key is None
