"""What every test shares (the simcord wait, the quick check, strict catalogues, fresh
pictures) and the fixtures of the Discord-level tests (tests/cogs, tests/contract)."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.client import GetawayBot
from bot.config import Settings
from tests import SETTLE_SECONDS

#: The quick check (README: ``pytest -m quick``): the rules, storage and the table
#: service, settings and the command line, the catalogues and the locks, less the tests marked
#: slow. Pictures, narration, the terminal and everything on (simulated) Discord are left out.
QUICK = (
    "tests/rules/",
    "tests/bot/test_answers_first.py",
    "tests/bot/test_catalogues.py",
    "tests/bot/test_database_faults.py",
    "tests/bot/test_outbox.py",
    "tests/bot/test_ratings.py",
    "tests/bot/test_schemas.py",
    "tests/bot/test_service.py",
    "tests/bot/test_settings_and_cli.py",
    "tests/bot/test_slots.py",
    "tests/bot/test_tournaments.py",
    "tests/test_packaging.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every ``simcord_env`` waits for the bot as long as :data:`tests.SETTLE_SECONDS` (and
    has the one shard Discord recommends to a small bot), and the tests of :data:`QUICK` that
    are not slow are marked ``quick``."""
    for item in items:
        if item.get_closest_marker("simcord") is None:
            item.add_marker(pytest.mark.simcord(settle_timeout=SETTLE_SECONDS, shard_count=1))
        if item.nodeid.startswith(QUICK) and item.get_closest_marker("slow") is None:
            item.add_marker(pytest.mark.quick)


@pytest.fixture(autouse=True)
def strict_catalogues() -> None:
    """In tests, a message formatted with a missing argument is an error, not ``{$x}``; no
    command ids are kept from another test's bot (messages name commands by their names)."""
    from bot.i18n import catalogue, know_commands

    catalogue().strict = True
    know_commands({})


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
    # simcord's shutdown does not call Client.close(), and must not: it unloads the ``cogs``
    # extension, which drops every ``cogs.*`` module, so the next test's bot would import fresh
    # modules its test did not. Give the shards back (else dropping a PostgreSQL database reads
    # as a lost lease, whose reaction is that close) and stop the database ourselves.
    assert "cogs" in sys.modules, "the bot closed itself during the test (a lost shard lease?)"
    if getattr(bot, "slots", None) is not None:
        await bot.slots.release()
    if getattr(bot, "store", None) is not None:
        await bot.store.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> object:
    """After every test on simulated Discord, everything its bot showed players is scanned
    (tests/cogs/scanner.py): the whole-game tests check the wording as they play."""
    result = yield
    env = getattr(item, "funcargs", {}).get("simcord_env")
    if env is not None and item.get_closest_marker("unscanned") is None:
        from tests.cogs.scanner import check_env

        check_env(env)
    return result
