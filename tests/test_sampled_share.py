"""``bench/sampled_share.py``'s rule: whose a py-spy sample is, from its stack (outermost first)."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
STDLIB = "/usr/lib/python3.11"
SIMCORD = "/venv/lib/python3.11/site-packages/simcord"
DISCORD = "/venv/lib/python3.11/site-packages/discord"


@pytest.fixture
def sampled(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    return importlib.import_module("sampled_share")


def stack(*where: str) -> list[str]:
    """The script's root, the event loop, then ``where`` (outermost first)."""
    root = [f"main ({ROOT}/bench/bench_requests.py:1)", f"_run_once ({STDLIB}/asyncio/b.py:1)"]
    return root + [f"f ({path}:1)" for path in where]


def test_simcord_and_the_drivers_own_work_and_what_they_call_in_the_library(
    sampled: ModuleType,
) -> None:
    assert sampled.side(stack(f"{SIMCORD}/env.py")) == "simulation"
    assert sampled.side(stack(f"{ROOT}/tests/cogs/panel_driver.py")) == "simulation"
    assert sampled.side(stack(f"{SIMCORD}/env.py", f"{STDLIB}/json/encoder.py")) == "simulation"


def test_the_bot_called_by_simcord_is_the_bots_called_by_a_driver_the_simulations(
    sampled: ModuleType,
) -> None:
    bot = f"{ROOT}/cogs/panel.py"
    assert sampled.side(stack(f"{SIMCORD}/http.py", f"{DISCORD}/client.py", bot)) == "bot"
    driver = f"{ROOT}/tests/cogs/panel_driver.py"
    assert sampled.side(stack(driver, f"{ROOT}/bot/tables.py", f"{STDLIB}/json/decoder.py")) == (
        "simulation"
    )
    # a driver further out than simcord: simcord is the nearer caller
    assert sampled.side(stack(driver, f"{SIMCORD}/actors.py", bot)) == "bot"


def test_the_scripts_root_and_the_event_loop_are_nobodys_then_the_bots(
    sampled: ModuleType,
) -> None:
    assert sampled.side(stack()) == "bot"  # the loop's own work
    assert sampled.side(stack(f"{ROOT}/bot/outbox.py")) == "bot"  # a task of the bot's
