"""What an admin can get wrong or lose about the database, and how the bot answers: ids SQLite
cannot hold, a lost race with another process, a full disk, read-only files, a damaged file, a
missing volume, a second bot on the same file, backups of a live database, one unreadable table."""

from __future__ import annotations

import asyncio
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.backends import open_store
from bot.cli import main
from bot.store import Store, StoreError
from bot.store_sqlite import InstanceLock, backup_database
from bot.table_service import TableService
from bot.tables import TableError
from rules import get_engine
from rules.core import Rng

ROOT = Path(__file__).resolve().parents[2]
ENGINE = get_engine("fugitive")
ALICE, BOB = 1, 2


async def started(service: TableService, channel: int = 10) -> Any:
    await service.create("fugitive", channel_id=channel, guild_id=9, host_id=ALICE, host_name="a")
    await service.join(channel, BOB, "b")
    return (await service.start(channel, ALICE, order=[ALICE, BOB])).table


def next_move(table: Any, rng: Rng) -> tuple[int, list[dict[str, Any]]]:
    seat = table.to_act()[0]
    action = ENGINE.bot_action(table.state, seat, rng).model_dump(mode="json")
    return table.seats[seat].user_id, [action]


@pytest.fixture
def database(tmp_path: Path) -> Path:
    """The faults of this module are an SQLite file's (the store fixture opens this one)."""
    return tmp_path / "t.sqlite3"


async def counts(store: Store) -> tuple[int, int]:
    version = (await store.fetchone("SELECT max(version) FROM tables"))[0]
    moves = (await store.fetchone("SELECT count(*) FROM actions"))[0]
    return version, moves


# -- ids and games the service is given ----------------------------------------------------------


@pytest.mark.parametrize(
    "bad", [2**63, 2**64 + 5, -(2**63) - 1, 10**5000], ids=["2^63", "2^64", "-2^63-1", "huge"]
)
async def test_ids_sqlite_cannot_hold_are_refused_politely(store: Store, bad: int) -> None:
    service = TableService(store, seed_source=lambda: 1)
    table = await started(service)
    calls = [
        service.get(bad),
        service.status(bad),
        service.create("fugitive", channel_id=bad, guild_id=None, host_id=ALICE, host_name="a"),
        service.create("fugitive", channel_id=5, guild_id=bad, host_id=ALICE, host_name="a"),
        service.create("fugitive", channel_id=5, guild_id=None, host_id=bad, host_name="a"),
        service.join(bad, BOB, "b"),
        service.join(10, bad, "b"),
        service.act(bad, ALICE, [{"type": "pass"}], 0),
        service.act(table.id, bad, [{"type": "pass"}], 0),
        service.abandon(10, bad, moderator=True),
        service.settings.dm_closed(bad),
        service.notes(bad, 0),
    ]
    for call in calls:
        with pytest.raises(TableError, match=r"not a valid Discord id|no table"):
            await call
    assert await service.status(5) is None


async def test_an_unknown_game_is_a_table_error(store: Store) -> None:
    service = TableService(store)
    with pytest.raises(TableError, match="no game called 'chess'"):
        await service.create("chess", channel_id=1, guild_id=None, host_id=1, host_name="a")


# -- two writers on one file -----------------------------------------------------------------


async def test_a_lost_race_with_another_process_is_the_polite_stale_refusal(
    tmp_path: Path,
) -> None:
    path = tmp_path / "race.sqlite3"
    first = await open_store(path)
    second = await open_store(path)  # another process on the same file
    try:
        a = TableService(first, seed_source=lambda: 3)
        b = TableService(second)
        table = await started(a)
        stale = await b.get(table.id)
        rng = Rng(s=1)
        user, steps = next_move(table, rng)
        await a.act(table.id, user, steps, table.version)

        async def read_before_the_other_wrote(table_id: int, **_: Any) -> Any:
            return replace(stale)

        b.get = read_before_the_other_wrote  # type: ignore[method-assign]
        with pytest.raises(TableError) as refused:
            await b.act(table.id, user, steps, stale.version)
        assert refused.value.key == "table-stale" and "someone moved since" in str(refused.value)
        assert await counts(first) == (1, 1)  # nothing of the loser's move was written
    finally:
        await first.close()
        await second.close()


# -- a full disk ---------------------------------------------------------------------------------


async def test_a_full_disk_refuses_the_move_changes_nothing_and_the_bot_goes_on(
    store: Store,
) -> None:
    service = TableService(store, seed_source=lambda: 3)
    table = await started(service)
    pages = (await store.fetchone("PRAGMA page_count"))[0]
    await store.conn.execute(f"PRAGMA max_page_count = {pages}")  # the disk is now full
    rng = Rng(s=1)
    refusal = None
    while table.status == "playing" and refusal is None:
        user, steps = next_move(table, rng)
        before = await counts(store)
        try:
            table = (await service.act(table.id, user, steps, table.version)).table
        except TableError as exc:
            refusal = str(exc)
    assert refusal is not None and "disk is full" in refusal and "nothing changed" in refusal
    assert await counts(store) == before
    assert (await service.get(table.id)).version == table.version
    await store.conn.execute(f"PRAGMA max_page_count = {pages * 100}")  # room again
    after = (await service.act(table.id, user, steps, table.version)).table
    assert after.version == table.version + 1


# -- read-only files and folders -------------------------------------------------------------------


@pytest.fixture
def open_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder whose modes the test may make read-only (restored afterwards for clean-up)."""
    folder = tmp_path / "modes"
    folder.mkdir()
    yield folder
    for path in folder.rglob("*"):
        path.chmod(0o755 if path.is_dir() else 0o644)


def drop_file_permission_override() -> None:
    """Run in the child before exec: remove the capabilities that let root ignore file modes
    (CAP_DAC_OVERRIDE, CAP_FOWNER) from its bounding set, so that root meets read-only files as
    any admin's bot user would."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    pr_capbset_drop, cap_dac_override, cap_fowner = 24, 1, 3
    for cap in (cap_dac_override, cap_fowner):
        if libc.prctl(pr_capbset_drop, cap, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) refused")


def init_without_write_access(database: Path) -> subprocess.CompletedProcess[str]:
    """``python -m bot init`` by a process that may read but not write what is read-only."""
    env = {**os.environ, "GETAWAY_DB": str(database), "PYTHONDONTWRITEBYTECODE": "1"}
    extra: dict[str, Any] = {}
    if os.getuid() == 0:
        extra["preexec_fn"] = drop_file_permission_override
    try:
        return subprocess.run(
            [sys.executable, "-m", "bot", "init"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=False,
            timeout=60,
            **extra,
        )
    except subprocess.SubprocessError as exc:  # pragma: no cover - a container without SETPCAP
        pytest.skip(f"cannot take root's file-permission override away here: {exc}")


async def make_database(path: Path) -> None:
    store = await open_store(path)
    await TableService(store).create(
        "fugitive", channel_id=1, guild_id=None, host_id=1, host_name="a"
    )
    await store.close()


@pytest.mark.parametrize("what", ["file", "folder"])
def test_a_read_only_file_or_folder_is_a_permission_problem_not_damage(
    open_folder: Path, what: str
) -> None:
    folder = open_folder / "data"
    folder.mkdir()
    database = folder / "getaway.sqlite3"
    asyncio.run(make_database(database))
    for extra in folder.iterdir():
        extra.chmod(0o444 if what == "file" or extra == database else 0o644)
    if what == "file":
        folder.chmod(0o777)  # only the file itself is read-only
    else:
        folder.chmod(0o555)
    result = init_without_write_access(database)
    assert result.returncode == 2, result.stderr
    assert "permission problem, not damage" in result.stderr
    assert "read-only" in result.stderr and "Traceback" not in result.stderr
    assert "restore a backup" not in result.stderr


# -- a damaged file, a missing file ---------------------------------------------------------------


async def test_a_damaged_database_is_reported_at_start_up_with_what_to_do(
    tmp_path: Path,
) -> None:
    path = tmp_path / "damaged.sqlite3"
    store = await open_store(path)
    service = TableService(store)
    for channel in range(1, 120):
        await service.create(
            "fugitive", channel_id=channel, guild_id=None, host_id=1, host_name="x"
        )
    await store.close()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = conn.execute("PRAGMA page_size").fetchone()[0]
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'seats'").fetchone()[0]
    data = bytearray(path.read_bytes())
    data[(root - 1) * page : (root - 1) * page + 64] = b"\xff" * 64  # scribble on a b-tree page
    path.write_bytes(bytes(data))
    with pytest.raises(StoreError) as caught:
        await open_store(path, check=True)
    text = str(caught.value)
    assert "is damaged" in text and "restore your latest backup" in text and ".recover" in text
    assert path.read_bytes() == bytes(data)  # the check changed nothing


def test_an_explicit_database_path_that_does_not_exist_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "volume" / "getaway.sqlite3"
    (tmp_path / "volume").mkdir()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not.a.real-token")
    monkeypatch.setenv("GETAWAY_DB", str(missing))
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert "does not exist" in err and "volume is mounted" in err and "--new-db" in err
    assert not missing.exists()


class FakeLogin:
    """Stands in for discord.py's ``Client.run``: the database is ready, Discord answers."""

    def __init__(self, error: BaseException) -> None:
        self.error = error
        self.calls = 0

    def __call__(self, *args: Any, **kwargs: Any) -> None:
        self.calls += 1
        raise self.error


@pytest.mark.slow
def test_new_db_creates_an_explicit_database_and_the_default_path_is_created_anyway(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import discord

    from bot.client import GetawayBot

    fake = FakeLogin(discord.LoginFailure("Improper token has been passed."))
    monkeypatch.setattr(GetawayBot, "run", fake)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not.a.real-token")
    monkeypatch.setenv("GETAWAY_DB", str(tmp_path / "new.sqlite3"))
    assert main(["run", "--new-db"]) == 2
    assert (tmp_path / "new.sqlite3").exists() and fake.calls == 1
    # a wrong token is one sentence, no traceback
    err = capsys.readouterr().err
    assert "Discord refused the token" in err and "Traceback" not in err
    monkeypatch.delenv("GETAWAY_DB")
    assert main(["run"]) == 2
    assert (tmp_path / "getaway.sqlite3").exists()  # the default first run still creates it


@pytest.mark.slow
def test_no_network_at_start_up_is_one_plain_sentence(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import aiohttp

    from bot.client import GetawayBot

    monkeypatch.setattr(
        GetawayBot, "run", FakeLogin(aiohttp.ClientConnectionError("Network is unreachable"))
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not.a.real-token")
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Cannot reach Discord") and "Network is unreachable" in err
    assert len(err.strip().splitlines()) == 1


# -- one bot per database ---------------------------------------------------------------------


def test_a_second_bot_on_the_same_database_refuses_naming_the_first(tmp_path: Path) -> None:
    database = tmp_path / "shared.sqlite3"
    first = InstanceLock(database)
    first.acquire()
    try:
        with pytest.raises(StoreError, match="already using") as caught:
            InstanceLock(database).acquire()
        assert f"process {os.getpid()}" in str(caught.value)
        # a real second process, as an old container would be
        env = {**os.environ, "GETAWAY_DB": str(database), "DISCORD_TOKEN": "not.a.real-token"}
        result = subprocess.run(
            [sys.executable, "-m", "bot", "run"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=False,
            timeout=60,
        )
        assert result.returncode == 2
        assert "Another Getaway bot is already using" in result.stderr
        assert f"process {os.getpid()}" in result.stderr and "Traceback" not in result.stderr
    finally:
        first.release()
    again = InstanceLock(database)
    again.acquire()  # free again once the first one is gone
    again.release()


def test_a_symlink_to_the_database_is_the_same_database(tmp_path: Path) -> None:
    """The one-bot-per-database lease holds when the file is reached through a symlink."""
    database = tmp_path / "real.sqlite3"
    database.touch()
    link = tmp_path / "link.sqlite3"
    link.symlink_to(database)
    first = InstanceLock(database)
    first.acquire()
    try:
        with pytest.raises(StoreError, match="already using"):
            InstanceLock(link).acquire()
    finally:
        first.release()


def test_the_health_check_follows_the_heartbeat(tmp_path: Path) -> None:
    database = tmp_path / "health.sqlite3"
    assert InstanceLock.health(database) is not None  # no bot ever ran
    lock = InstanceLock(database)
    lock.acquire()
    try:
        lock.beat()
        assert InstanceLock.health(database) is None
        stale = time.time() + 4 * InstanceLock.BEAT_SECONDS
        assert "not been connected" in (InstanceLock.health(database, now=stale) or "")
    finally:
        lock.release()
    assert "No bot is running" in (InstanceLock.health(database) or "")


# -- backups ------------------------------------------------------------------------------------


async def test_backup_of_a_live_database_keeps_every_move_a_plain_copy_does_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "live.sqlite3"
    store = await open_store(path)  # the bot is running: its connection stays open
    try:
        service = TableService(store, seed_source=lambda: 8)
        table = await started(service)
        rng = Rng(s=2)
        for _ in range(12):
            user, steps = next_move(table, rng)
            table = (await service.act(table.id, user, steps, table.version)).table
        assert Path(f"{path}-wal").stat().st_size > 0  # recent moves are still in the WAL
        monkeypatch.setenv("GETAWAY_DB", str(path))
        monkeypatch.chdir(tmp_path)
        (tmp_path / "backups").mkdir()
        assert await asyncio.to_thread(main, ["backup", str(tmp_path / "backups")]) == 0
        assert "12 moves" in capsys.readouterr().out
        (copy,) = (tmp_path / "backups").iterdir()
        with sqlite3.connect(copy) as conn:
            assert conn.execute("SELECT count(*) FROM actions").fetchone()[0] == 12
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        # what the README warns about: `cp` of the file alone misses what is in the WAL
        shutil.copy(path, tmp_path / "cp.sqlite3")
        with sqlite3.connect(tmp_path / "cp.sqlite3") as conn:
            known = conn.execute("SELECT name FROM sqlite_master WHERE name = 'actions'").fetchall()
            moves = conn.execute("SELECT count(*) FROM actions").fetchone()[0] if known else 0
        assert moves < 12
    finally:
        await store.close()


def test_backup_refuses_clearly(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="no database"):
        backup_database(tmp_path / "none.sqlite3", tmp_path / "b.sqlite3")
    path = tmp_path / "db.sqlite3"
    asyncio.run(make_database(path))
    with pytest.raises(StoreError, match="another file"):
        backup_database(path, path)
    with pytest.raises(StoreError, match="does not exist"):
        backup_database(path, tmp_path / "nowhere" / "b.sqlite3")
    done = backup_database(path, tmp_path / "b.sqlite3")
    assert done.tables == 1 and not (tmp_path / "b.sqlite3.part").exists()
    assert stat.S_ISREG(done.path.stat().st_mode)


def test_a_trailing_slash_names_a_folder_made_if_need_be(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`backup backups/` with no such folder once wrote a file named "backups", overwritten
    every night; now it is a folder of time-stamped copies."""
    path = tmp_path / "db.sqlite3"
    asyncio.run(make_database(path))
    monkeypatch.setenv("GETAWAY_DB", str(path))
    monkeypatch.chdir(tmp_path)
    assert main(["backup", "backups/"]) == 0
    folder = tmp_path / "backups"
    assert folder.is_dir() and len(list(folder.iterdir())) == 1
    assert main(["backup", str(folder)]) == 0  # an existing folder, without the slash
    assert {f.name[:8] for f in folder.iterdir()} == {"getaway-"}  # into it, not over it


# -- one unreadable table --------------------------------------------------------------------------


async def test_one_damaged_table_does_not_break_the_others(store: Store) -> None:
    service = TableService(store, seed_source=lambda: 4)
    broken = await started(service, channel=10)
    fine = await started(service, channel=20)
    async with store.transaction() as db:
        await db.execute("UPDATE tables SET state = '{\"piles\": 3' WHERE id = ?", (broken.id,))
    assert (await service.get(fine.id)).state is not None
    shown = await service.status(10)
    assert shown is not None and shown.damaged
    with pytest.raises(TableError, match=r"cannot be read.*other tables are not affected"):
        await service.get(broken.id)
    with pytest.raises(TableError, match="cannot be read"):
        await service.act(broken.id, ALICE, [{"type": "pass"}], broken.version)
    assert (await service.status(20)).state is not None
    closed = await service.abandon(10, ALICE, moderator=False)  # the channel can be freed
    assert closed.status == "abandoned" and await service.status(10) is None
