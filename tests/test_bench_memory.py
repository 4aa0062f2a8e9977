"""``bench/bench_memory.py --attribute``'s rule: whose a traced block is, from the frames of its
allocation (innermost first)."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path
from types import ModuleType

import pytest
import simcord.gateway

ROOT = Path(__file__).resolve().parent.parent
SIMCORD = str(Path(simcord.gateway.__file__).parent)
STDLIB = str(Path(inspect.getfile(importlib)).parent.parent)


@pytest.fixture
def bench_memory(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(ROOT / "bench"))  # it imports its neighbours as the script
    return importlib.import_module("bench_memory")


def frames(*where: str) -> list[tuple[str, int]]:
    """Frames from short names: "simcord:<file>", "feed" (simcord handing an event to the
    bot), "stdlib:<file>", "site:<file>" (a library), "bench:<file>", or a path in the
    repository."""
    found = []
    for place in where:
        kind, _, name = place.partition(":")
        if place == "feed":
            lines, first = inspect.getsourcelines(simcord.gateway.FakeGateway.feed)
            found.append((simcord.gateway.__file__, first + len(lines) - 1))
        elif kind == "simcord":
            found.append((f"{SIMCORD}/{name}", 10))
        elif kind == "stdlib":
            found.append((f"{STDLIB}/{name}", 10))
        elif kind == "site":
            found.append((f"/venv/lib/python3.11/site-packages/{name}", 10))
        else:
            found.append((str(ROOT / place), 10))
    return found


@pytest.mark.parametrize(
    ("where", "whose"),
    [
        # simcord's own stores and copies
        (("stdlib:copy.py", "simcord:http/router.py"), "simulation"),
        # the copy of an event simcord hands discord.py, and discord.py's parsing of it
        (("stdlib:copy.py", "feed", "simcord:backend/ops/base.py"), "bot"),
        (("site:discord/state.py", "simcord:gateway.py", "tests/cogs/panel_driver.py"), "bot"),
        # a driver calling the bot (its computer player, its reads) or allocating itself
        (("rules/fled/ai.py", "stdlib:functools.py", "tests/cogs/panel_driver.py"), "simulation"),
        (("bench/bench_latency.py", "bot/client.py"), "simulation"),
        # the bot on its event loop, and the loop alone
        (("bot/service.py", "stdlib:asyncio/events.py", "bench/bench_memory.py"), "bot"),
        (("stdlib:asyncio/events.py", "bench/bench_memory.py"), "nobody"),
    ],
)
def test_a_block_is_whoever_allocated_it_discord_calling_the_bot_being_the_bot(
    bench_memory: ModuleType, where: tuple[str, ...], whose: str
) -> None:
    assert bench_memory.owner(frames(*where)) == whose
