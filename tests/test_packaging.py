"""The locks in ``requirements/`` agree with ``pyproject.toml``, and CI runs the README's command.

``pyproject.toml`` keeps compatible ranges (for anyone installing Getaway as a library); the
locks pin one version of everything with hashes, for the Docker image (``bot.txt``) and for
the tests and CI (``test.txt``). A dependency added or re-ranged in one but not the other
fails here instead of in a build.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import NormalizedName, canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
#: each lock and the extras of pyproject it holds besides the runtime dependencies
LOCKS = {"bot.txt": [], "test.txt": ["test"]}
HASH = re.compile(r"sha256:[0-9a-f]{64}")


@dataclass
class Pin:
    requirement: Requirement
    hashes: list[str]

    @property
    def version(self) -> Version:
        (spec,) = self.requirement.specifier  # exactly one: ==X
        return Version(spec.version)


def read_lock(name: str) -> dict[NormalizedName, Pin]:
    """The lock's entries by package name: ``name==X [; marker] --hash=... --hash=...``, one
    entry spread over lines that end in a backslash, comments on lines of their own."""
    text = (ROOT / "requirements" / name).read_text(encoding="utf-8")
    entries: list[str] = []
    entry = ""
    for line in text.splitlines():
        if not entry and (not line.strip() or line.lstrip().startswith("#")):
            continue
        entry += " " + line.rstrip().removesuffix("\\")
        if not line.rstrip().endswith("\\"):
            entries.append(entry)
            entry = ""
    assert not entry, f"{name} ends inside an entry"
    pins: dict[NormalizedName, Pin] = {}
    for item in entries:
        spec, *hashes = (part.strip() for part in item.split("--hash="))
        requirement = Requirement(spec)
        key = canonicalize_name(requirement.name)
        assert key not in pins, f"{name}: {requirement.name} is pinned twice"
        pins[key] = Pin(requirement, hashes)
    return pins


def wanted(extras: list[str]) -> list[Requirement]:
    lines = PROJECT["dependencies"] + [
        line for extra in extras for line in PROJECT["optional-dependencies"][extra]
    ]
    return [Requirement(line) for line in lines]


@pytest.mark.parametrize(("lock", "extras"), LOCKS.items(), ids=list(LOCKS))
def test_each_dependency_is_pinned_inside_its_range(lock: str, extras: list[str]) -> None:
    pins = read_lock(lock)
    wrong = []
    for requirement in wanted(extras):
        pin = pins.get(canonicalize_name(requirement.name))
        if pin is None:
            wrong.append(f"{requirement}: not in the lock")
        elif not requirement.specifier.contains(pin.version, prereleases=True):
            wrong.append(f"{requirement}: the lock has {pin.version}")
    assert wrong == [], f"regenerate requirements/{lock} (its first lines say how)"


@pytest.mark.parametrize("lock", LOCKS)
def test_every_pin_is_exact_and_carries_hashes(lock: str) -> None:
    pins = read_lock(lock)
    assert len(pins) > len(PROJECT["dependencies"])  # the parse found the transitive pins too
    for name, pin in pins.items():
        assert [spec.operator for spec in pin.requirement.specifier] == ["=="], name
        assert pin.hashes and all(HASH.fullmatch(h) for h in pin.hashes), name


def test_the_test_lock_pins_what_the_image_ships() -> None:
    """CI tests the versions the Docker image installs (the test lock is compiled with the bot
    lock as constraints)."""
    bot, test = read_lock("bot.txt"), read_lock("test.txt")
    assert set(bot) <= set(test)
    assert {name: str(test[name].version) for name in bot} == {
        name: str(pin.version) for name, pin in bot.items()
    }


@pytest.mark.parametrize("lock", LOCKS)
def test_each_lock_says_how_to_regenerate_it(lock: str) -> None:
    head = (ROOT / "requirements" / lock).read_text(encoding="utf-8").splitlines()[:3]
    command = next(line.lstrip("# ") for line in head if "pip compile" in line)
    for needed in ("pyproject.toml", "--universal", "--generate-hashes", f"requirements/{lock}"):
        assert needed in command


def test_ci_runs_the_readme_test_command_word_for_word() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Run the tests", 1)[1]
    command = section.split("```bash\n", 1)[1].split("\n", 1)[0]
    assert "--require-hashes -r requirements/test.txt" in command
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert command in ci
