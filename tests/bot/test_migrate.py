"""Moving up: ``python -m bot migrate-to-postgres URL`` copies a community's SQLite database,
built here by the real services (games finished, in play and waiting, a tournament with a bye,
ratings, settings, clocks and Discord work still owed), into PostgreSQL; the bot carries on
there. Every refusal leaves both databases as they were."""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import re
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest
import pytest_asyncio

from bot import game_stats
from bot.backends import open_store
from bot.cli import main
from bot.migrate import NUMBERED, TABLES, migrate, summary
from bot.store import Store, StoreError
from bot.store_sqlite import MIGRATIONS, InstanceLock
from bot.table_service import TableService
from bot.timecontrol import TimeControl
from bot.tournaments import TournamentService
from rules.core import Rng
from tests.bot.conftest import Clock
from tests.postgres import drop_database, new_database, require_server

GUILD = 7


async def play(
    service: TableService, clock: Clock, table_id: int, moves: int | None, seed: int
) -> Any:
    """``moves`` computer steps at the table (None: to its end), the clock moving between."""
    table = await service.get(table_id)
    rng = Rng(s=seed)
    for _ in itertools.count() if moves is None else range(moves):
        if table.status != "playing":
            break
        seat = rng.choice(table.to_act())
        action = table.engine.bot_action(table.state, seat, rng).model_dump(mode="json")
        clock.now += 61.37
        table = (
            await service.act(table.id, table.seats[seat].user_id, [action], table.version)
        ).table
    return table


async def seated(service: TableService, channel: int, *, start: bool = True, **kw: Any) -> Any:
    await service.create(
        "fugitive", channel_id=channel, guild_id=GUILD, host_id=channel, host_name="h", **kw
    )
    await service.join(channel, channel + 1, "j")
    if not start:
        return await service.status(channel)
    return (await service.start(channel, channel, [channel, channel + 1])).table


async def community(path: Path) -> dict[str, int]:
    """An SQLite database as a community leaves it; the ids of the tables the tests use."""
    clock = Clock()
    clock.now = 1_700_000_000.123456789  # fractions a REAL or a 4-byte float would round
    store = await open_store(path)
    counter = itertools.count(1)
    tables = TableService(
        store, clock=clock, seed_source=lambda: next(counter) * 7919, move_seconds=3600
    )
    tournaments = TournamentService(tables)
    try:
        finished = await seated(tables, 10)
        await play(tables, clock, finished.id, None, seed=1)  # rated: ratings rows
        await game_stats.count(tables, finished.id)  # its figures
        await play(tables, clock, (await seated(tables, 20, rated=False)).id, None, seed=2)
        playing = await seated(tables, 30)
        await play(tables, clock, playing.id, 7, seed=3)
        await tables.set_notes(playing.id, 1, {"crossed": [4, 9]})
        await seated(tables, 40, start=False)  # a lobby: no state to replay
        await seated(tables, 50, rated=False)
        await tables.abandon(50, 50, moderator=True)
        tournament = await tournaments.create(
            guild_id=GUILD,
            channel_id=60,
            game="fugitive",
            format="swiss",
            rounds=2,
            organiser_id=60,
            language="fr",
            time_control=TimeControl(24 * 3600),
        )
        for user in range(100, 105):  # five: one has the bye
            await tournaments.join(tournament.id, user, f"player{user}")
        opened = await tournaments.start(tournament.id)
        await play(tables, clock, opened.tables[0], 3, seed=4)
        await tables.settings.set_user(100, language="fr", confirm=True)
        await tables.settings.set_dm_closed(101, True)
        await tables.settings.set_server(GUILD, organiser_role=555)
        for table in TABLES:  # the fixture covers the whole schema
            assert (await store.fetchone(f"SELECT count(*) FROM {table}"))[0] > 0, table
        return {"playing": playing.id}
    finally:
        await store.close()


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, int]]:
    """The community's database, built once; each test copies the file."""
    require_server()
    path = tmp_path_factory.mktemp("community") / "getaway.sqlite3"
    ids = asyncio.run(community(path))
    return path, ids


@pytest.fixture
def source(built: tuple[Path, dict[str, int]], tmp_path: Path) -> Path:
    path = tmp_path / "getaway.sqlite3"
    path.write_bytes(built[0].read_bytes())
    return path


@pytest_asyncio.fixture
async def target() -> AsyncIterator[str]:
    url = await new_database(empty=True)
    yield url
    await drop_database(url)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


async def content(store: Store, table: str) -> list[tuple[str, ...]]:
    """Every row of ``table``, each value as its ``repr`` (an int that became a float, or a
    float a bit off, differs), in a stable order."""
    rows = await store.fetchall(f"SELECT * FROM {table}")
    columns = sorted(rows[0].keys()) if rows else []
    return sorted(tuple(repr(row[c]) for c in columns) for row in rows)


async def everything(store: Store) -> dict[str, list[tuple[str, ...]]]:
    return {table: await content(store, table) for table in TABLES}


async def test_the_whole_database_moves_and_the_bot_carries_on(
    source: Path, target: str, built: tuple[Path, dict[str, int]]
) -> None:
    before = digest(source)
    done = await migrate(source, target)
    assert digest(source) == before  # left as the backup
    old = await open_store(source, create=False)
    new = await open_store(target, create=False)
    try:
        assert await everything(new) == await everything(old)
        assert done.rows == {t: len(rows) for t, rows in (await everything(old)).items()}
        games = [r["id"] for r in await old.fetchall("SELECT id FROM tables WHERE state NOT NULL")]
        assert done.replayed == len(games) >= 6
        clock = Clock()
        clock.now = 1_800_000_000.0  # later than every copied time
        service = TableService(new, clock=clock, seed_source=lambda: 99)
        assert all([await service.replay_check(table_id) for table_id in games])

        # new rows continue after the copied ones
        tops = {t: (await new.fetchone(f"SELECT max(id) FROM {t}"))[0] for t in NUMBERED}
        await service.create("fled", channel_id=900, guild_id=GUILD, host_id=1, host_name="a")
        created = await service.status(900)
        assert created is not None and created.id > tops["tables"]
        tournament = await TournamentService(service).create(
            guild_id=GUILD,
            channel_id=901,
            game="fugitive",
            format="swiss",
            rounds=1,
            organiser_id=1,
            language="en",
            time_control=TimeControl(3600),
        )
        assert tournament.id > tops["tournaments"]

        # a copied game goes on on PostgreSQL
        playing = await service.get(built[1]["playing"])
        after = await play(service, clock, playing.id, 3, seed=5)
        assert after.version == playing.version + 3
        assert await service.replay_check(playing.id)
        fresh = await new.fetchall("SELECT id FROM outbox WHERE table_id = ?", (playing.id,))
        assert max(r["id"] for r in fresh) > tops["outbox"]
    finally:
        await old.close()
        await new.close()


async def test_moves_a_killed_bot_left_in_the_write_ahead_log_move_too(
    source: Path, tmp_path: Path, target: str
) -> None:
    bot = sqlite3.connect(source)  # WAL mode is kept in the file
    bot.execute("PRAGMA wal_autocheckpoint = 0")
    bot.execute("INSERT INTO users (user_id, settings) VALUES (424242, '{\"late\": 1}')")
    bot.commit()
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for suffix in ("", "-wal", "-shm"):  # the files as kill -9 leaves them
        (crashed / f"getaway.sqlite3{suffix}").write_bytes(Path(f"{source}{suffix}").read_bytes())
    bot.close()
    assert (crashed / "getaway.sqlite3-wal").stat().st_size > 0
    await migrate(crashed / "getaway.sqlite3", target)
    store = await open_store(target, create=False)
    try:
        row = await store.fetchone("SELECT settings FROM users WHERE user_id = 424242")
        assert row is not None and row["settings"] == '{"late": 1}'
    finally:
        await store.close()


async def test_a_new_installation_moves_up_empty(tmp_path: Path, target: str) -> None:
    path = tmp_path / "new.sqlite3"
    await (await open_store(path)).close()
    done = await migrate(path, target)
    assert done.rows == dict.fromkeys(TABLES, 0) and done.replayed == 0
    assert "there was no game to replay" in summary(done)


async def test_a_database_already_in_use_is_never_merged_into(source: Path, target: str) -> None:
    store = await open_store(target)
    try:
        await TableService(store).settings.set_server(GUILD, organiser_role=1)
        before = await everything(store)
        with pytest.raises(StoreError, match=r"already holds Getaway data \(in guild_settings"):
            await migrate(source, target)
        assert await everything(store) == before
    finally:
        await store.close()


async def test_an_older_schema_is_sent_to_be_upgraded_first(tmp_path: Path, target: str) -> None:
    path = tmp_path / "old.sqlite3"
    old = sqlite3.connect(path)
    for number, migration in enumerate(MIGRATIONS[:4], start=1):
        old.executescript(f"BEGIN; {migration} PRAGMA user_version = {number}; COMMIT;")
    old.close()
    before = digest(path)
    with pytest.raises(StoreError, match=r"older schema \(4.*Start the bot once on the file"):
        await migrate(path, target)
    assert digest(path) == before  # not upgraded behind the admin's back
    assert not await has_tables(target)  # the target was not even opened


async def has_tables(url: str) -> bool:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        return bool(await conn.fetchval("SELECT to_regclass('tables') IS NOT NULL"))
    finally:
        await conn.close()


async def test_a_running_bot_keeps_its_file(source: Path, target: str) -> None:
    bot = InstanceLock(source)
    bot.acquire()
    try:
        with pytest.raises(StoreError, match="Another Getaway bot is already using"):
            await migrate(source, target)
    finally:
        bot.release()
    assert not await has_tables(target)


async def test_an_unreachable_server_is_said_so_and_the_file_is_free_again(source: Path) -> None:
    before = digest(source)
    with pytest.raises(StoreError, match="Cannot open the PostgreSQL database"):
        await migrate(source, "postgresql://getaway:secret@127.0.0.1:1/getaway")
    assert digest(source) == before
    lock = InstanceLock(source)
    lock.acquire()  # released on the way out
    lock.release()


async def test_a_game_that_does_not_replay_rolls_everything_back(
    source: Path, target: str, built: tuple[Path, dict[str, int]]
) -> None:
    playing = built[1]["playing"]
    with sqlite3.connect(source) as db:  # the log loses its last move, the snapshot keeps it
        db.execute(
            "DELETE FROM actions WHERE table_id = ? AND version ="
            " (SELECT max(version) FROM actions WHERE table_id = ?)",
            (playing, playing),
        )
    with pytest.raises(StoreError, match=f"1 of .* games do not replay .*#{playing}.*already"):
        await migrate(source, target)
    store = await open_store(target, create=False)
    try:
        assert all(rows == [] for rows in (await everything(store)).values())
        await TableService(store).create(
            "fled", channel_id=1, guild_id=None, host_id=1, host_name="a"
        )
        assert (await store.fetchone("SELECT id FROM tables"))[0] == 1  # no sequence moved
    finally:
        await store.close()


def with_password(url: str) -> str:
    """``url`` with a password (the test server's trust authentication ignores it)."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(netloc=f"{parts.username}:secret@{parts.hostname or ''}"))


def test_the_command_line_says_what_it_did_without_the_password(
    source: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    url = with_password(asyncio.run(new_database(empty=True)))
    try:
        monkeypatch.setenv("GETAWAY_DB", str(source))
        monkeypatch.chdir(tmp_path)
        assert main(["migrate-to-postgres", url]) == 0
        out, err = capsys.readouterr()
        assert "secret" not in out + err and "getaway:***@" in out
        assert f"Copied the SQLite database {source} into the PostgreSQL database" in out
        seats = asyncio.run(count(source, "seats"))
        assert re.search(rf"^ +seats +{seats} rows$", out, re.MULTILINE)
        assert "games replayed from their logs on PostgreSQL" in out
        assert f"The SQLite file {source} was not changed" in out
        assert "set GETAWAY_DB to the PostgreSQL URL" in out and "--shard-count" in out
        assert "pg_dump" in out

        assert main(["migrate-to-postgres", url]) == 2  # once only
        out, err = capsys.readouterr()
        assert out == "" and "already holds Getaway data" in err and "secret" not in err

        monkeypatch.setenv("GETAWAY_DB", url)
        assert main(["migrate-to-postgres", url]) == 2
        err = capsys.readouterr().err
        assert "GETAWAY_DB already names a PostgreSQL database" in err and "secret" not in err
    finally:
        asyncio.run(drop_database(url))


async def count(path: Path, table: str) -> int:
    store = await open_store(path, create=False)
    try:
        return int((await store.fetchone(f"SELECT count(*) FROM {table}"))[0])
    finally:
        await store.close()
