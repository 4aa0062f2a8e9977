"""Fixtures of the storage and service tests: a fresh database on each backend (SQLite, and
PostgreSQL when a server is given: tests/postgres.py), a clock the test moves."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.backends import open_store
from bot.store import Store
from bot.table_service import TableService
from tests.postgres import drop_database, new_database


class Clock:
    """The service's clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest_asyncio.fixture(params=["sqlite", "postgres"])
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Path | str]:
    """Where a test's database lives: an SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        yield tmp_path / "t.sqlite3"
        return
    url = await new_database()
    yield url
    await drop_database(url)


@pytest_asyncio.fixture
async def store(database: Path | str) -> AsyncIterator[Store]:
    opened = await open_store(database)
    yield opened
    await opened.close()


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def service(store: Store, clock: Clock) -> TableService:
    return TableService(store, clock=clock, seed_source=lambda: 42, move_seconds=3600)
