"""Bot processes on one PostgreSQL database change it correctly together. Each "process" here
is a table service on a pool of its own (its own server sessions, as a process has), all
racing on one database: what one process's asyncio locks cannot guarantee, the database's
sections, transaction locks and guarded writes must. (tests/cluster/ runs real processes on
simulated Discord.)"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator
from typing import Any

import pytest_asyncio

from bot.backends import open_store
from bot.settings import Settings
from bot.slots import ShardSlots
from bot.store_postgres import PostgresStore
from bot.table_service import TableService
from bot.tables import TableError
from bot.timecontrol import TimeControl
from bot.timers import Timers
from bot.tournaments import RoundOpened, TournamentService
from rules.core import Rng
from tests.bot.conftest import Clock
from tests.postgres import drop_database, new_database

GUILD = 4 << 22
PROCESSES = 3


@pytest_asyncio.fixture
async def services(clock: Clock) -> AsyncIterator[list[TableService]]:
    url = await new_database()
    stores = [await open_store(url) for _ in range(PROCESSES)]
    counter = itertools.count(1)
    yield [
        TableService(store, clock=clock, seed_source=lambda: next(counter) * 31) for store in stores
    ]
    for store in stores:
        await store.close()
    await drop_database(url)


async def two_player_table(service: TableService, channel: int, a: int, b: int, **kw: Any) -> int:
    await service.create(
        "fugitive", channel_id=channel, guild_id=GUILD, host_id=a, host_name="a", **kw
    )
    await service.join(channel, b, "b")
    return (await service.start(channel, a, order=[a, b])).table.id


async def test_one_table_changed_by_one_process_at_a_time(services: list[TableService]) -> None:
    """Every process plays the same position at once: one move is saved, the others are told
    the table moved on; the log has one row per version."""
    table_id = await two_player_table(services[0], 10, 1, 2)
    table = await services[0].get(table_id)
    seat = table.to_act()[0]
    action = table.engine.bot_action(table.state, seat, Rng(s=1))
    results = await asyncio.gather(
        *(
            s.act(table_id, table.seats[seat].user_id, [action.model_dump(mode="json")], 0)
            for s in services
        ),
        return_exceptions=True,
    )
    saved = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, TableError)]
    assert len(saved) == 1 and len(refused) == PROCESSES - 1
    assert all(r.key == "table-stale" for r in refused)
    rows = await services[1].store.fetchall(
        "SELECT version FROM actions WHERE table_id = ? ORDER BY version", (table_id,)
    )
    assert len(rows) == 1


async def test_one_new_table_per_channel_whichever_process_asks(
    services: list[TableService],
) -> None:
    results = await asyncio.gather(
        *(
            s.create("fugitive", channel_id=20, guild_id=GUILD, host_id=100 + n, host_name="h")
            for n, s in enumerate(services)
        ),
        return_exceptions=True,
    )
    made = [r for r in results if not isinstance(r, BaseException)]
    assert len(made) == 1
    assert all(
        isinstance(r, TableError) and r.key == "table-channel-busy"
        for r in results
        if isinstance(r, BaseException)
    )
    rows = await services[0].store.fetchall("SELECT id FROM tables WHERE channel_id = 20")
    assert len(rows) == 1


async def test_rated_results_finished_at_once_lose_no_update(
    services: list[TableService],
) -> None:
    """Swiss rounds play two tables of the same two players (roles swapped), often ending
    together: every result counts. Without the ratings lock, read-compute-write from several
    sessions lost most of them (SCALE.md measured 1,700 of 2,000)."""
    tables = [
        await two_player_table(services[n % PROCESSES], 30 + n, 1 + n % 2, 2 - n % 2)
        for n in range(12)
    ]
    await asyncio.gather(
        *(
            services[n % PROCESSES].declare(table_id, [n % 2], "test")
            for n, table_id in enumerate(tables)
        )
    )
    rows = await services[0].store.fetchall(
        "SELECT subject, games FROM ratings WHERE guild_id = ? ORDER BY subject", (GUILD,)
    )
    assert {r["subject"]: r["games"] for r in rows} == {
        "role:fugitive": 12,
        "role:marshal": 12,
        "user:1": 12,
        "user:2": 12,
    }


def stand_in(table: Any, seat: int, mode: str) -> dict[str, Any] | None:
    return table.engine.bot_action(table.state, seat, Rng(s=table.version)).model_dump(mode="json")


async def test_a_deadline_fires_once_when_every_process_finds_it_due(
    services: list[TableService], clock: Clock
) -> None:
    table_id = await two_player_table(
        services[0], 40, 1, 2, time_control=TimeControl(600.0, on_timeout="computer")
    )
    clock.now += 601
    timers = [Timers(s) for s in services]
    due = [await t.due() for t in timers]
    deadlines = [[x for x in found if x.kind == "deadline"] for found in due]
    assert all(len(d) == 1 for d in deadlines)  # every process sees it due
    fired = await asyncio.gather(
        *(t.fire(d[0], stand_in, lambda *_: False) for t, d in zip(timers, deadlines, strict=True))
    )
    assert sorted(fired) == [False] * (PROCESSES - 1) + [True]
    rows = await services[0].store.fetchall(
        "SELECT version FROM actions WHERE table_id = ?", (table_id,)
    )
    moved = await services[0].get(table_id)
    assert len(rows) == moved.version >= 1  # the stand-in's steps, logged once


async def test_a_tournament_round_opens_once(services: list[TableService]) -> None:
    tournaments = [TournamentService(s) for s in services]
    tournament = await tournaments[0].create(
        guild_id=GUILD,
        channel_id=50,
        game="fugitive",
        format="swiss",
        rounds=2,
        organiser_id=1,
        language="en",
        time_control=TimeControl(24 * 3600),
    )
    for user in range(100, 104):
        await tournaments[user % PROCESSES].join(tournament.id, user, f"p{user}")
    opened = await tournaments[0].start(tournament.id)
    assert isinstance(opened, RoundOpened)
    for table_id in opened.tables:
        await services[1].declare(table_id, [0], "test")
    steps = await asyncio.gather(*(t.advance() for t in tournaments))
    rounds = [s for found in steps for s in found if isinstance(s, RoundOpened)]
    assert len(rounds) == 1 and rounds[0].round == 2
    rows = await services[0].store.fetchall(
        "SELECT round, count(*) AS n FROM tournament_tables GROUP BY round ORDER BY round"
    )
    assert [(r["round"], r["n"]) for r in rows] == [(1, 4), (2, 4)]
    threads = await services[0].store.fetchall(
        "SELECT count(*) AS n FROM outbox WHERE kind = 'thread'"
    )
    assert threads[0]["n"] == 8  # one thread per table of the two rounds, none twice


async def test_a_language_changed_in_one_process_reaches_the_others(
    services: list[TableService],
) -> None:
    """The other processes remembered the player's language; the change is announced
    (NOTIFY, delivered at commit) and they read it again."""
    store = services[0].store
    assert isinstance(store, PostgresStore)
    slots = await ShardSlots.take(store.url, None, None)
    try:
        elsewhere: Settings = services[1].settings
        await slots.listen(elsewhere.changed)
        assert await elsewhere.language(7) is None  # remembered
        await services[0].settings.remember_language(7, "fr")
        for _ in range(200):
            if await elsewhere.language(7) == "fr":
                break
            await asyncio.sleep(0.02)
        assert await elsewhere.language(7) == "fr"
    finally:
        await slots.release()


async def test_sections_do_not_exhaust_the_pool(services: list[TableService]) -> None:
    """More moves at once than the pool has connections, on as many tables: each section holds
    one connection and its reads and writes run on it, so nothing waits for a second one."""
    many = 40  # the pool has 10
    ids = [await two_player_table(services[0], 1000 + n, 2 * n + 1, 2 * n + 2) for n in range(many)]
    rng = Rng(s=3)

    async def move(table_id: int) -> None:
        table = await services[0].get(table_id)
        seat = table.to_act()[0]
        action = table.engine.bot_action(table.state, seat, rng).model_dump(mode="json")
        await services[0].act(table_id, table.seats[seat].user_id, [action], table.version)

    await asyncio.wait_for(asyncio.gather(*(move(t) for t in ids)), 60)
    rows = await services[0].store.fetchall("SELECT count(*) AS n FROM actions")
    assert rows[0]["n"] == many


async def test_settings_changed_at_once_in_several_processes_lose_no_change(
    services: list[TableService],
) -> None:
    """Each process changes another setting of one player and of one server at the same
    moment: every change is kept (a merge read outside the write lost all but one)."""
    names = [f"key{n}" for n in range(PROCESSES)]
    await asyncio.gather(
        *(
            s.settings.set_user(7, **{name: n})
            for n, (s, name) in enumerate(zip(services, names, strict=True))
        ),
        *(
            s.settings.set_server(GUILD, **{name: n})
            for n, (s, name) in enumerate(zip(services, names, strict=True))
        ),
    )
    expected = {name: n for n, name in enumerate(names)}
    assert await services[0].settings.user(7) == expected
    assert await services[0].settings.server(GUILD) == expected
