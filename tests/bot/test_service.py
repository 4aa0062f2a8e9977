"""The table service and its store: lobby rules, moves as transactions, refusals that change
nothing, concurrency, restarts and replays."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.backends import open_store
from bot.store import Store, StoreError, WriteFailed
from bot.store_sqlite import SCHEMA_VERSION
from bot.table_service import TableService
from bot.tables import TableError
from rules import get_engine
from rules.core import Rng
from tests.bot.conftest import Clock

ENGINE = get_engine("fugitive")
CHANNEL, OTHER = 100, 200
ALICE, BOB, CAROL = 1, 2, 3


async def dump(store: Store) -> list[Any]:
    rows = []
    for table in ("tables", "seats", "actions", "notes", "users"):
        rows.append([tuple(r) for r in await store.fetchall(f"SELECT * FROM {table}")])
    return rows


async def two_player_table(service: TableService, channel: int = CHANNEL) -> Any:
    await service.create("fugitive", channel_id=channel, guild_id=9, host_id=ALICE, host_name="a")
    await service.join(channel, BOB, "b")
    return (await service.start(channel, ALICE, order=[ALICE, BOB])).table


async def play_ai(service: TableService, table: Any, moves: int, rng: Rng) -> Any:
    """Play up to ``moves`` computer steps through the service."""
    for _ in range(moves):
        table = await service.get(table.id)
        if table.status != "playing":
            break
        seat = table.to_act()[0]
        action = ENGINE.bot_action(table.state, seat, rng).model_dump(mode="json")
        await service.act(table.id, table.seats[seat].user_id, [action], table.version)
    return await service.get(table.id)


# -- storage ---------------------------------------------------------------------------------


async def test_a_new_sqlite_database_is_migrated_with_wal_and_foreign_keys(
    tmp_path: Path,
) -> None:
    store = await open_store(tmp_path / "new.sqlite3")
    assert (await store.fetchone("PRAGMA user_version"))[0] == SCHEMA_VERSION
    assert (await store.fetchone("PRAGMA journal_mode"))[0] == "wal"
    assert (await store.fetchone("PRAGMA foreign_keys"))[0] == 1
    await store.close()


async def test_reopening_keeps_the_data_and_does_not_migrate_again(tmp_path: Path) -> None:
    path = tmp_path / "keep.sqlite3"
    first = await open_store(path)
    service = TableService(first, seed_source=lambda: 1)
    await service.create("fugitive", channel_id=1, guild_id=None, host_id=5, host_name="x")
    await first.close()
    again = await open_store(path)
    try:
        assert (await again.fetchone("PRAGMA user_version"))[0] == SCHEMA_VERSION
        assert (await again.fetchone("SELECT count(*) FROM tables"))[0] == 1
    finally:
        await again.close()


async def test_a_file_that_is_not_a_database_is_refused_clearly(tmp_path: Path) -> None:
    path = tmp_path / "garbage.sqlite3"
    path.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(StoreError, match="not a Getaway database") as caught:
        await open_store(path)
    assert str(path) in str(caught.value)


async def test_a_database_from_a_newer_getaway_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "newer.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 3}")
    with pytest.raises(StoreError, match="newer Getaway"):
        await open_store(path)


async def test_a_failed_transaction_rolls_back(store: Store) -> None:
    with pytest.raises(RuntimeError):
        async with store.transaction() as db:
            await db.execute("INSERT INTO users (user_id) VALUES (7)")
            raise RuntimeError("boom")
    assert await store.fetchall("SELECT * FROM users") == []


@pytest.mark.parametrize("then_read", [False, True], ids=["at-commit", "at-a-read"])
async def test_a_write_refused_after_others_waited_rolls_them_all_back(
    store: Store, then_read: bool
) -> None:
    """Writes whose rows nobody reads may wait to go with a later statement (see the stores'
    transactions): the refusal of one still ends the transaction where it surfaces, undoes the
    writes before it and is the usual WriteFailed."""
    went_on = False
    with pytest.raises(WriteFailed):
        async with store.transaction() as db:
            await db.execute("INSERT INTO users (user_id) VALUES (7)")
            await db.insert("users", ("user_id",), [(8,), (7,)])  # 7 is there already
            if then_read:
                await db.returning("SELECT count(*) FROM users")
                went_on = True
    assert not went_on
    assert await store.fetchall("SELECT * FROM users") == []
    async with store.transaction() as db:  # the connection goes on
        await db.execute("INSERT INTO users (user_id) VALUES (7)")
    assert [r[0] for r in await store.fetchall("SELECT user_id FROM users")] == [7]


async def test_a_transaction_reads_its_own_waiting_writes(store: Store) -> None:
    async with store.transaction() as db:
        await db.execute("INSERT INTO users (user_id, settings) VALUES (7, '{}')")
        await db.execute("UPDATE users SET settings = '{\"a\": 1}' WHERE user_id = 7")
        assert [tuple(r) for r in await db.returning("SELECT user_id FROM users")] == [(7,)]
        await db.insert("users", ("user_id",), [(8,)])
        # the store's own reads in the transaction's task are the transaction's
        row = await store.fetchone("SELECT settings FROM users WHERE user_id = 7")
        assert row is not None and json.loads(row[0]) == {"a": 1}
        assert len(await store.fetchall("SELECT * FROM users")) == 2


# -- the lobby -------------------------------------------------------------------------------


async def test_one_open_table_per_channel(service: TableService) -> None:
    await service.create("fugitive", channel_id=CHANNEL, guild_id=9, host_id=ALICE, host_name="a")
    with pytest.raises(TableError, match="already has a game of Fugitive"):
        await service.create("fugitive", channel_id=CHANNEL, guild_id=9, host_id=BOB, host_name="b")
    await service.create("fugitive", channel_id=OTHER, guild_id=9, host_id=BOB, host_name="b")
    await service.abandon(CHANNEL, ALICE, moderator=False)
    table = await service.create(
        "fugitive", channel_id=CHANNEL, guild_id=9, host_id=BOB, host_name="b"
    )
    assert table.status == "lobby" and table.host_id == BOB


async def test_unknown_games_and_bad_options_are_refused(service: TableService) -> None:
    with pytest.raises(Exception, match="no game called 'chess'"):
        await service.create("chess", channel_id=CHANNEL, guild_id=9, host_id=ALICE, host_name="a")
    with pytest.raises(TableError, match="not valid for Fugitive"):
        await service.create(
            "fugitive",
            channel_id=CHANNEL,
            guild_id=9,
            host_id=ALICE,
            host_name="a",
            options={"opening": "three"},
        )
    assert await service.status(CHANNEL) is None


async def test_seats_joining_and_starting(service: TableService, store: Store) -> None:
    await service.create("fugitive", channel_id=CHANNEL, guild_id=9, host_id=ALICE, host_name="a")
    with pytest.raises(TableError, match="already at this table"):
        await service.join(CHANNEL, ALICE, "a")
    with pytest.raises(TableError, match="needs at least 2 players; waiting for 1 more"):
        await service.start(CHANNEL, ALICE)
    await service.join(CHANNEL, BOB, "b")
    with pytest.raises(TableError, match="full"):
        await service.join(CHANNEL, CAROL, "c")
    with pytest.raises(TableError, match="Only the host"):
        await service.start(CHANNEL, BOB)
    with pytest.raises(TableError, match="every player"):
        await service.start(CHANNEL, ALICE, order=[ALICE, CAROL])
    table = (await service.start(CHANNEL, ALICE, order=[BOB, ALICE])).table
    assert [s.user_id for s in table.seats] == [BOB, ALICE]  # Bob plays the Fugitive
    assert table.status == "playing" and table.version == 0
    with pytest.raises(TableError, match="already started"):
        await service.join(CHANNEL, CAROL, "c")
    with pytest.raises(TableError, match="cannot leave"):
        await service.leave(CHANNEL, BOB)


async def test_leaving_passes_the_host_on_and_the_last_one_closes(service: TableService) -> None:
    await service.create("fugitive", channel_id=CHANNEL, guild_id=9, host_id=ALICE, host_name="a")
    await service.join(CHANNEL, BOB, "b")
    table = await service.leave(CHANNEL, ALICE)
    assert table.host_id == BOB and [s.user_id for s in table.seats] == [BOB]
    with pytest.raises(TableError, match="not at this table"):
        await service.leave(CHANNEL, CAROL)
    table = await service.leave(CHANNEL, BOB)
    assert table.status == "abandoned" and await service.status(CHANNEL) is None


async def test_only_the_host_or_a_moderator_abandons(service: TableService) -> None:
    await two_player_table(service)
    with pytest.raises(TableError, match="Manage Server"):
        await service.abandon(CHANNEL, CAROL, moderator=False)
    table = await service.abandon(CHANNEL, CAROL, moderator=True)
    assert table.status == "abandoned"


# -- moves -----------------------------------------------------------------------------------


async def test_refused_moves_change_nothing(service: TableService, store: Store) -> None:
    table = await two_player_table(service)
    before = await dump(store)
    cases = [
        (CAROL, [{"type": "hide", "card": 1}], 0, "not playing at this table"),
        (BOB, [{"type": "draw", "pile": 1}], 0, "not your turn"),
        (ALICE, [{"type": "hide", "card": 41}], 0, None),
        (ALICE, [{"type": "fly"}], 0, "not a valid Fugitive move"),
        (ALICE, [{"type": "hide", "card": 1}], 5, "earlier position"),
        # the third step fails: the first two must not stay applied
        (
            ALICE,
            [
                {"type": "hide", "card": 3},
                {"type": "sprint", "card": 1},
                {"type": "sprint", "card": 42},
                {"type": "place"},
            ],
            0,
            "42",
        ),
        (ALICE, [], 0, "No move"),
    ]
    for user, actions, version, reason in cases:
        with pytest.raises(TableError) as caught:
            await service.act(table.id, user, actions, version)
        if reason:
            assert reason in str(caught.value)
        assert await dump(store) == before


async def test_a_move_is_one_transaction_with_its_log(service: TableService, store: Store) -> None:
    table = await two_player_table(service)
    steps = [{"type": "hide", "card": 2}, {"type": "sprint", "card": 1}, {"type": "place"}]
    result = await service.act(table.id, ALICE, steps, 0)
    assert result.table.version == 3
    rows = await store.fetchall(
        "SELECT version, seat, action FROM actions WHERE table_id = ? ORDER BY version", (table.id,)
    )
    assert [(r["version"], r["seat"], json.loads(r["action"])) for r in rows] == [
        (1, 0, steps[0]),
        (2, 0, steps[1]),
        (3, 0, steps[2]),
    ]
    assert (await service.get(table.id)).state == result.table.state


async def test_two_simultaneous_moves_exactly_one_applies(service: TableService) -> None:
    table = await two_player_table(service)
    results = await asyncio.gather(
        service.act(table.id, ALICE, [{"type": "hide", "card": 1}], 0),
        service.act(table.id, ALICE, [{"type": "hide", "card": 2}], 0),
        return_exceptions=True,
    )
    errors = [r for r in results if isinstance(r, Exception)]
    assert len(errors) == 1 and "earlier position" in str(errors[0])
    table = await service.get(table.id)
    assert table.version == 1 and table.state.pending.card in (1, 2)


async def test_restart_mid_game_and_carry_on(database: Path | str) -> None:
    store = await open_store(database)
    service = TableService(store, seed_source=lambda: 7)
    table = await two_player_table(service)
    rng = Rng(s=3)
    table = await play_ai(service, table, 15, rng)
    await store.close()

    store = await open_store(database)  # a new process: nothing in memory
    try:
        again = TableService(store, seed_source=lambda: 7)
        reloaded = await again.status(CHANNEL)
        assert reloaded is not None
        assert reloaded.version == table.version and reloaded.state == table.state
        final = await play_ai(again, reloaded, 2000, rng)
        assert final.status == "finished" and final.outcome is not None
        assert await again.replay_check(final.id)
        # a snapshot that does not match its log is caught
        async with store.transaction() as db:
            await db.execute(
                "UPDATE tables SET state = ? WHERE id = ?",
                (ENGINE.setup(2, None, 8).model_dump_json(), final.id),
            )
        assert not await again.replay_check(final.id)
    finally:
        await store.close()


async def test_recent_events_are_public_only(service: TableService) -> None:
    table = await two_player_table(service)
    table = await play_ai(service, table, 30, Rng(s=11))
    events = await service.recent_events(table.id, limit=50)
    assert events and all(e.to is None for e in events)
    assert not any(e.kind in ("drew", "placed") for e in events)
    assert all("card" not in e.data for e in events if e.kind == "draw")


async def test_forfeit_gives_the_game_to_the_other_seat(service: TableService) -> None:
    table = await two_player_table(service)
    table = await service.forfeit(table.id, 1, "resigned")
    assert table.status == "finished"
    assert table.outcome["winners"] == [0] and table.outcome["reason"] == "resigned"
    with pytest.raises(TableError, match="not in progress"):
        await service.forfeit(table.id, 0, "resigned")
    with pytest.raises(TableError, match="over"):
        await service.act(table.id, ALICE, [{"type": "hide", "card": 1}], table.version)


async def test_deadline_is_set_on_start_and_moves_when_the_turn_passes(
    service: TableService, clock: Clock
) -> None:
    table = await two_player_table(service)
    assert table.deadline == clock.now + 3600
    clock.now += 100
    table = (await service.act(table.id, ALICE, [{"type": "hide", "card": 1}], 0)).table
    assert table.deadline == clock.now - 100 + 3600  # still the Fugitive's turn
    table = (await service.act(table.id, ALICE, [{"type": "place"}], 1)).table
    table = (await service.act(table.id, ALICE, [{"type": "end_turn"}], 2)).table
    assert table.deadline == clock.now + 3600  # the Marshal's turn now


async def test_notes_and_closed_dms(service: TableService, clock: Clock) -> None:
    table = await two_player_table(service)
    assert await service.notes(table.id, 1) == {}
    await service.set_notes(table.id, 1, {"crossed": [4, 9]})
    await service.set_notes(table.id, 1, {"crossed": [4]})
    assert await service.notes(table.id, 1) == {"crossed": [4]}
    assert not await service.settings.dm_closed(ALICE)
    await service.settings.set_dm_closed(ALICE, True)
    assert await service.settings.dm_closed(ALICE)
    clock.now += 25 * 3600  # tried again after a day
    assert not await service.settings.dm_closed(ALICE)
