"""The toy game is installed for the tests of this folder that ask for it, before their bot
starts (so that the bot's start-up finds it as it finds the games in rules/)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.client import GetawayBot
from tests.toy import GAME, install, uninstall


@pytest.fixture
def toy() -> Iterator[str]:
    install()
    yield GAME
    uninstall()


@pytest.fixture
def simcord_bot(simcord_bot: GetawayBot, toy: str) -> GetawayBot:
    return simcord_bot
