from __future__ import annotations

from pathlib import Path

import pytest

from bot.client import GetawayBot
from bot.config import Settings


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(database=tmp_path / "getaway.sqlite3")


@pytest.fixture
def simcord_bot(settings: Settings) -> GetawayBot:
    return GetawayBot(settings)
