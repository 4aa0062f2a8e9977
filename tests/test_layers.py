"""The project's imports: the layers point down (cogs -> bot -> rules -> data), no project
module imports itself round a cycle, and the engines stay pure (DESIGN, "The engine contract").

Every import of ``bot/``, ``cogs/``, ``rules/`` and ``data/`` counts, read from the source with
``ast``: at module level, inside a function (a lazy import still ties the two modules together)
and under ``TYPE_CHECKING``. ``from package import name`` is an import of the submodule
``package.name`` when there is one, else of ``package``. Modules found by name at run time
(``import_module(f"bot.render.{game}")``) are not imports of the source and are not followed.
"""

from __future__ import annotations

import ast
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from tests.graphs import strongly_connected

ROOT = Path(__file__).resolve().parent.parent
#: the layers from the bottom up: a module imports from its own layer and the layers below
LAYERS = ("data", "rules", "bot", "cogs")
#: what an engine never imports: no Discord, no event loop, no database, no global randomness
IMPURE = frozenset({"discord", "asyncio", "sqlite3", "aiosqlite", "random"})


@dataclass(frozen=True)
class Import:
    source: str  # the importing project module
    target: str  # the imported module (a project module once resolved)
    path: Path
    line: int
    how: str  # "", "in a function" or "under TYPE_CHECKING"

    def __str__(self) -> str:
        where = f"{self.path.relative_to(ROOT)}:{self.line}"
        return f"{self.source} -> {self.target} ({where}{', ' if self.how else ''}{self.how})"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def project_modules() -> dict[str, Path]:
    return {
        module_name(path): path for layer in LAYERS for path in sorted((ROOT / layer).rglob("*.py"))
    }


def _imported(module: str, node: ast.Import | ast.ImportFrom) -> Iterator[str]:
    """The modules an import statement names (``from a import b``: ``a.b``, else ``a``)."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    base = node.module or ""
    if node.level:  # relative: from the package of ``module``, up ``level - 1`` more
        is_package = project_modules()[module].name == "__init__.py"
        package = module.split(".")[: None if is_package else -1]
        package = package[: len(package) - node.level + 1]
        base = ".".join([*package, base] if base else package)
    for alias in node.names:
        submodule = f"{base}.{alias.name}"
        yield submodule if submodule in project_modules() else base


def _is_type_checking(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports_of(module: str) -> Iterator[Import]:
    """Every import in ``module``'s source, project or not, wherever it stands."""
    path = project_modules()[module]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))

    def walk(node: ast.AST, how: str) -> Iterator[Import]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import | ast.ImportFrom):
                for target in _imported(module, child):
                    yield Import(module, target, path, child.lineno, how)
            inner = how
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                inner = "in a function"
            elif _is_type_checking(child):
                inner = "under TYPE_CHECKING"
            yield from walk(child, inner)

    yield from walk(tree, "")


def project_imports() -> dict[str, dict[str, Import]]:
    """For each project module, the project modules it imports (the first import of each)."""
    modules = project_modules()
    graph: dict[str, dict[str, Import]] = {module: {} for module in modules}
    for module in modules:
        for found in imports_of(module):
            target = found.target
            while target and target not in modules:  # ``rules.core.Engine`` -> ``rules.core``
                target = target.rpartition(".")[0]
            if target and target != module:
                graph[module].setdefault(target, replace(found, target=target))
    return graph


def layer(module: str) -> int:
    return LAYERS.index(module.split(".")[0])


def cycle_through(graph: dict[str, dict[str, Import]], component: list[str]) -> list[Import]:
    """A shortest chain of imports from the component's first module back to itself."""
    start, members = component[0], set(component)
    came: dict[str, Import] = {}
    queue = deque([start])
    while queue:
        module = queue.popleft()
        for target, edge in sorted(graph[module].items()):
            if target not in members or target in came:
                continue
            came[target] = edge
            if target == start:
                chain = [edge]
                while chain[0].source != start:
                    chain.insert(0, came[chain[0].source])
                return chain
            queue.append(target)
    raise AssertionError(f"no cycle in {component}")


def test_the_graph_sees_the_whole_project() -> None:
    graph = project_imports()
    assert {"rules.core", "bot.tables", "cogs.panel", "data"} <= set(graph)
    assert "rules.core" in graph["rules.fled.engine"]
    assert "rules.fugitive.deduce" in graph["cogs.fugitive"]  # from rules.fugitive import deduce
    assert "bot.client" in graph["cogs.timekeeper"]  # under TYPE_CHECKING


def test_no_import_cycles() -> None:
    graph = project_imports()
    cycles = [sorted(c) for c in strongly_connected(graph) if len(c) > 1]
    message = "\n\n".join(
        f"{', '.join(c)} import each other, e.g.\n"
        + "\n".join(f"  {edge}" for edge in cycle_through(graph, c))
        for c in cycles
    )
    assert not cycles, f"import cycles between project modules:\n{message}"


def test_layers_point_down() -> None:
    """rules import neither bot nor cogs, bot does not import cogs, data imports nothing of
    ours."""
    upward = [
        str(edge)
        for imports in project_imports().values()
        for edge in imports.values()
        if layer(edge.target) > layer(edge.source)
    ]
    assert not upward, "imports up the layers (cogs -> bot -> rules -> data):\n" + "\n".join(upward)


def test_the_engines_stay_pure() -> None:
    impure = [
        str(found)
        for module in project_modules()
        if layer(module) <= layer("rules")
        for found in imports_of(module)
        if found.target.split(".")[0] in IMPURE
    ]
    assert not impure, "rules/ and data/ import:\n" + "\n".join(impure)


def test_components_come_after_those_they_lead_to() -> None:
    edges = {"a": ["b"], "b": ["a", "c"], "c": [], "d": ["d", "a"], "e": []}
    found = strongly_connected(edges)
    assert sorted(map(sorted, found)) == [["a", "b"], ["c"], ["d"], ["e"]]
    place = {node: n for n, group in enumerate(found) for node in group}
    for node, onward in edges.items():
        assert all(place[nxt] <= place[node] for nxt in onward)
