"""The toy game is installed for the tests of this folder only, before their bot starts."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
import pytest_asyncio

from bot.client import GetawayBot
from bot.config import Settings
from tests.toy import install, uninstall


@pytest.fixture
def toy() -> Iterator[str]:
    install()
    yield "toy"
    uninstall()


@pytest_asyncio.fixture
async def simcord_bot(settings: Settings, toy: str) -> AsyncIterator[GetawayBot]:
    bot = GetawayBot(settings)
    yield bot
    if getattr(bot, "store", None) is not None:
        await bot.store.close()
