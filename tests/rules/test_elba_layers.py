"""rules/elba stays pure: no Discord, asyncio, sqlite3 or bot imports, and no global state."""

from __future__ import annotations

import ast
from pathlib import Path

import rules.elba

FORBIDDEN = {"discord", "asyncio", "sqlite3", "aiosqlite", "bot", "random"}


def test_rules_elba_imports_only_pure_modules() -> None:
    folder = Path(rules.elba.__file__).parent
    files = sorted(folder.glob("*.py"))
    assert len(files) >= 10
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] not in FORBIDDEN, f"{path.name} imports {name}"


def test_the_engine_is_importable_by_its_registry_name() -> None:
    from importlib import import_module

    engine = getattr(import_module("rules.elba"), "ElbaEngine")()  # noqa: B009
    assert engine.id == "elba" and engine.min_players == 3 and engine.max_players == 6
