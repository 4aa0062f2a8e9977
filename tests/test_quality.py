"""The code stays ruff-clean everywhere and mypy-clean (strict) in the product (rules, bot and
cogs), and the project never reads the development-only ``shared/`` folder."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = "/".join(("..", "shared"))  # spelt out so that this file does not match itself


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_ruff_finds_nothing() -> None:
    result = run("ruff", "check", "--no-cache", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_product_is_mypy_strict_clean() -> None:
    result = run("mypy", "rules", "bot", "cogs")
    assert result.returncode == 0, result.stdout + result.stderr


def test_nothing_reads_the_shared_folder() -> None:
    offenders = [
        str(path.relative_to(ROOT))
        for folder in ("bot", "cogs", "rules", "data", "bench")
        for path in (ROOT / folder).rglob("*.py")
        if SHARED in path.read_text(encoding="utf-8")
    ]
    assert offenders == []


def test_the_readme_tells_admins_how_to_back_up_and_why_not_cp() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "python -m bot backup" in readme
    assert "cron" in readme and "docker exec getaway python -m bot backup" in readme
    assert "A plain `cp` of a live database loses recent moves" in readme
