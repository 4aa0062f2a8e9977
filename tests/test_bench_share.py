"""``bench/bench_requests.py``'s split of a profile between the simulation and the bot: the
shares settle through recursion, callers first (the components: ``tests/test_layers.py``)."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def bench(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    return importlib.import_module("bench_requests")


def test_a_recursive_library_function_takes_its_callers_share(bench: ModuleType) -> None:
    """A driver and simcord each call the bot's ``get`` (half its time is the simulation's);
    ``get`` calls a ``deepcopy`` that calls itself: its time is split as ``get``'s."""
    driver = (str(ROOT / "tests/cogs/panel_driver.py"), 1, "drive")
    simcord = ("/venv/site-packages/simcord/env.py", 1, "call")
    get = (str(ROOT / "bot/table_reads.py"), 1, "get")
    copy = ("/usr/lib/python3.11/copy.py", 1, "deepcopy")
    stats = {
        driver: (1, 1, 1.0, 2.5, {}),
        simcord: (1, 1, 1.0, 2.5, {}),
        get: (2, 2, 1.0, 3.0, {driver: (1, 1, 0.5, 1.5), simcord: (1, 1, 0.5, 1.5)}),
        copy: (4, 4, 2.0, 2.0, {get: (2, 2, 1.0, 2.0), copy: (2, 2, 1.0, 1.0)}),
    }
    # the simulation's: the driver's 1 and simcord's 1, half of get's 1 and of deepcopy's 2
    assert bench.simcord_share(SimpleNamespace(stats=stats)) == pytest.approx(3.5 / 5)
