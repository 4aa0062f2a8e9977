"""What every test shares (the simcord wait, strict catalogues, fresh pictures) and the
fixtures of the Discord-level tests (tests/cogs, tests/contract)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.client import GetawayBot
from bot.config import Settings
from tests import SETTLE_SECONDS

def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every ``simcord_env`` waits for the bot as long as :data:`tests.SETTLE_SECONDS`."""
    for item in items:
        if item.get_closest_marker("simcord") is None:
            item.add_marker(pytest.mark.simcord(settle_timeout=SETTLE_SECONDS))


@pytest.fixture(autouse=True)
def strict_catalogues() -> None:
    """In tests, a message formatted with a missing argument is an error, not ``{$x}``."""
    from bot.i18n import catalogue

    catalogue().strict = True


@pytest.fixture(autouse=True)
def fresh_pictures() -> None:
    """Each test draws its own pictures: none kept from another test's (patched) renderers."""
    from bot.pictures import PICTURES

    PICTURES.clear()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(database=tmp_path / "getaway.sqlite3")


@pytest_asyncio.fixture
async def simcord_bot(settings: Settings) -> AsyncIterator[GetawayBot]:
    bot = GetawayBot(settings)
    yield bot
    # simcord's shutdown does not call Client.close(): stop the database thread ourselves
    if getattr(bot, "store", None) is not None:
        await bot.store.close()
