"""The cost of a new sentence: Fluent's resolver against the catalogue's compiled patterns.

Run from the repository root::

    python bench/bench_sentences.py [--repeat 200]

Every message (its value and each attribute) of every language, with each of its variables
given a text, or a number where some message chooses a variant by it (``bot/i18n.py``), is
formatted ``--repeat`` times both ways, as a sentence not yet in the catalogue's cache is:

* ``Fluent``: ``FluentBundle.format_pattern`` of the bundle the catalogue parsed;
* ``compiled``: the catalogue's own formatting (``Catalogue._format``: the message's parts
  compiled by ``bot/i18n_compiled.py``, the arguments as given), the same text.

It prints, per shape of pattern (text alone; text and variables; a choice of variants; other
placeables: a command, another message), the median and the 90th percentile of µs a sentence,
CPU time of this thread, the best of three rounds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fluent.runtime import FluentBundle
from fluent.syntax import ast, visitor

from bot.i18n import Catalogue, _plain

#: the shapes of the catalogues' patterns, by what they hold besides text
SHAPES = ("text", "variables", "variants", "others")


class _Parts(visitor.Visitor):
    """The variables an entry reads, and whether it chooses variants or holds other
    placeables (a command, another message)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.variants = False
        self.placeables = False

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.variants = True
        self.generic_visit(node)

    def visit_Placeable(self, node: ast.Placeable) -> None:
        self.placeables = True
        self.generic_visit(node)


def shape(pattern: ast.Pattern) -> str:
    parts = _Parts()
    parts.visit(pattern)
    if parts.variants:
        return "variants"
    if parts.names:
        return "variables"
    return "others" if parts.placeables else "text"


def fluent_sentence(
    selectors: set[str], args: dict[str, Any], bundle: FluentBundle, pattern: Any
) -> str:
    value, _ = bundle.format_pattern(pattern, _plain(args, selectors))
    return str(value)


def per_sentence(format_once: Callable[[], str], repeat: int) -> float:
    """µs of this thread's CPU a call, the best of three rounds."""
    best = float("inf")
    for _ in range(3):
        start = time.thread_time_ns()
        for _ in range(repeat):
            format_once()
        best = min(best, (time.thread_time_ns() - start) / repeat / 1000)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--repeat", type=int, default=200)
    repeat = parser.parse_args().repeat
    catalogue = Catalogue()
    catalogue.strict = True
    times: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for lang in catalogue.languages:
        for key in sorted(catalogue.ids[lang]):
            bundle = catalogue._bundle(lang, key)
            assert bundle is not None
            entry = catalogue._entries[lang][key]
            found = _Parts()
            found.visit(entry)
            args: dict[str, Any] = {
                n: 2 if n in catalogue.selectors else "Zoé" for n in found.names
            }
            # the catalogue's way before: its arguments made Fluent's, then Fluent's resolver
            fluent_way = partial(fluent_sentence, catalogue.selectors, args)
            message = bundle.get_message(key)
            patterns: dict[str | None, Any] = {n: p for n, p in message.attributes.items()}
            if message.value is not None:
                patterns[None] = message.value
            parsed: dict[str | None, ast.Pattern] = {a.id.name: a.value for a in entry.attributes}
            if entry.value is not None:
                parsed[None] = entry.value
            for name, pattern in patterns.items():
                expected = fluent_way(bundle, pattern)
                assert catalogue._format(lang, key, args, name) == expected, (lang, key, name)
                where = times[shape(parsed[name])]
                where["Fluent"].append(per_sentence(partial(fluent_way, bundle, pattern), repeat))
                where["compiled"].append(
                    per_sentence(partial(catalogue._format, lang, key, args, name), repeat)
                )
    print("µs of CPU a new sentence (median / 90th percentile), every language's messages")
    print(f"{'shape':<10}{'count':>7}{'Fluent':>17}{'compiled':>17}{'ratio':>8}")
    for name in SHAPES:
        fluent, compiled = times[name]["Fluent"], times[name]["compiled"]
        med_f, med_c = statistics.median(fluent), statistics.median(compiled)
        p90_f = statistics.quantiles(fluent, n=10)[-1]
        p90_c = statistics.quantiles(compiled, n=10)[-1]
        print(
            f"{name:<10}{len(fluent):>7}{med_f:>9.1f} / {p90_f:<5.1f}{med_c:>9.2f} / {p90_c:<5.2f}"
            f"{med_f / med_c:>7.1f}×"
        )


if __name__ == "__main__":
    main()
