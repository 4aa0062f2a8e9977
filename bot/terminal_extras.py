"""What a game adds to the terminal beyond its words: private pictures, typed forms of its moves
(Fled's placement letters), moves left out of the list, and commands of its own (the Marshal's
``notepad``). :class:`Extras` adds nothing; :func:`extras` finds a game's own."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import import_module
from typing import Any

from bot.narrate import Voice

Action = Mapping[str, Any]


class Extras:
    """A game's additions to the terminal, all from one seat's view and legal moves."""

    def words(self, view: Mapping[str, Any], voice: Voice) -> list[str]:
        """Lines printed under the seat's secrets."""
        return []

    def pictures(
        self, view: Mapping[str, Any], public: Mapping[str, Any], legal: Sequence[Action], lang: str
    ) -> dict[str, bytes]:
        """Private pictures for this prompt, by file name (shown to this seat only)."""
        return {}

    def aliases(self, legal: Sequence[Action], voice: Voice) -> list[tuple[str, Action]]:
        """More typed forms of legal moves (typed form, move)."""
        return []

    def lines(
        self, legal: Sequence[Action], voice: Voice, folder: str | None
    ) -> tuple[list[str], set[str]]:
        """Listing lines of the game's own, and the kinds of move they list."""
        return [], set()

    def unlisted(self, view: Mapping[str, Any], legal: Sequence[Action]) -> list[Action]:
        """Legal moves not worth listing (still accepted when typed)."""
        return []

    def command(self, word: str, view: Mapping[str, Any], voice: Voice) -> str | None:
        """The answer to a command word of the game's own, or None when it is not one."""
        return None

    def command_words(self, view: Mapping[str, Any]) -> list[str]:
        """The command words of the game's own this seat may type now (for completion)."""
        return []


def extras(game: str) -> Extras:
    """``game``'s additions (``bot.terminal_<game>.EXTRAS``), or none."""
    name = f"bot.terminal_{game}"
    try:
        module = import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:  # the game's module is there but broken: say so
            raise
        return Extras()
    found: Extras = module.EXTRAS
    return found
