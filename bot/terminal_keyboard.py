"""The terminal's keyboard: ``input()`` with line editing, history and tab completion of the legal
moves when the standard library's ``readline`` is there and the player sits at a terminal; plain
``input()`` (or the scripted reader a test gives) otherwise."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from types import ModuleType


def _readline() -> ModuleType | None:
    try:
        import readline
    except ImportError:  # Windows without pyreadline, some minimal builds
        return None
    return readline


class Keyboard:
    """Reads a line; completes from the words :meth:`offer` was last given."""

    def __init__(self, read: Callable[[str], str]) -> None:
        self.read = read
        self.words: list[str] = []
        line_editing = read is input and sys.stdin.isatty()
        self.readline = _readline() if line_editing else None
        if self.readline is not None:
            self.readline.set_completer(self.complete)
            self.readline.set_completer_delims("")  # a whole move is one completion
            self.readline.parse_and_bind("tab: complete")

    def offer(self, words: Iterable[str]) -> None:
        """What Tab may complete to from now on (the legal moves and the commands)."""
        self.words = sorted(set(words))

    def forget(self) -> None:
        """Drop the history: in hotseat, the next player must not page through the last one's
        typing (her picks, a tile tried…)."""
        if self.readline is not None:
            self.readline.clear_history()

    def complete(self, text: str, state: int) -> str | None:
        typed = text.lower()
        found = [w for w in self.words if w.lower().startswith(typed)]
        return found[state] if state < len(found) else None

    def __call__(self, prompt: str) -> str:
        return self.read(prompt)
