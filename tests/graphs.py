"""Graphs the checks and benchmarks walk: the project's imports (``tests/test_layers.py``), a
profile's calls (``bench/bench_requests.py``)."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import TypeVar

N = TypeVar("N", bound=Hashable)


def strongly_connected(edges: Mapping[N, Iterable[N]]) -> list[list[N]]:
    """The graph's strongly connected components, each listed after those its edges lead to
    (Tarjan's order), found without recursion (a profile's call chains run deeper than Python's
    recursion limit allows)."""
    index: dict[N, int] = {}
    low: dict[N, int] = {}
    stack: list[N] = []
    on_stack: set[N] = set()
    found: list[list[N]] = []
    work: list[tuple[N, Iterator[N]]] = []  # the path being explored, each node's edges left

    def visit(node: N) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        work.append((node, iter(edges[node])))

    for root in edges:
        if root in index:
            continue
        visit(root)
        while work:
            node, onward = work[-1]
            for nxt in onward:
                if nxt not in index:
                    visit(nxt)
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = [stack.pop()]
                    while group[-1] != node:
                        group.append(stack.pop())
                    on_stack.difference_update(group)
                    found.append(group)
    return found
