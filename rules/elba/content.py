"""Board, deck, word list and weapon list of Escape from Elba, loaded once from ``data/elba``."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import data

SAFE_AREA = "safe_area"
DECK_SIZE = 64
HAND_LIMIT = 7


@dataclass(frozen=True)
class Space:
    id: str
    name: str
    kind: str  # room | tower | hallway | safe_area
    words: tuple[str, ...]
    escape_word: str | None
    dice: tuple[str, ...]
    row: int | None
    cols: tuple[int, ...]
    adjacent: tuple[str, ...]


@dataclass(frozen=True)
class Board:
    spaces: dict[str, Space]
    #: "black-white" -> space id, all 36 results
    dice_table: dict[str, str]
    #: jump word -> the spaces it reaches
    jump_index: dict[str, tuple[str, ...]]
    #: escape word -> its tower, for the four tower words
    tower_words: dict[str, str]
    anywhere_words: tuple[str, ...]

    def name(self, space: str) -> str:
        return self.spaces[space].name


def _cols(raw: Any) -> tuple[int, ...]:
    if raw is None:
        return ()
    return tuple(raw) if isinstance(raw, list) else (int(raw),)


@cache
def board() -> Board:
    raw = data.load_json("elba", "board.json")
    spaces = {
        s["id"]: Space(
            id=s["id"],
            name=s["name"],
            kind=s["kind"],
            words=tuple(s["words"]),
            escape_word=s["escape_word"],
            dice=tuple(s["dice"]),
            row=s["row"],
            cols=_cols(s["col"]),
            adjacent=tuple(s["adjacent"]),
        )
        for s in raw["spaces"]
    }
    dice_table = {roll: s.id for s in spaces.values() for roll in s.dice}
    jump: dict[str, list[str]] = {}
    for s in spaces.values():
        for word in s.words:
            jump.setdefault(word, []).append(s.id)
    towers = {s.escape_word: s.id for s in spaces.values() if s.escape_word}
    return Board(
        spaces=spaces,
        dice_table=dice_table,
        jump_index={w: tuple(ids) for w, ids in jump.items()},
        tower_words=towers,
        anywhere_words=tuple(raw["anywhere_escape_words"]),
    )


@cache
def deck_letters() -> str:
    """The letter of every card of one deck, card id ``i`` showing ``deck_letters()[i]``."""
    raw = data.load_json("elba", "deck.json")
    return "".join(item["letter"] * item["count"] for item in raw["letters"])


def letter_of(card: int) -> str:
    """Two decks are used with many players: card ``i`` and ``i + 64`` show the same letter."""
    return deck_letters()[card % DECK_SIZE]


@cache
def bag_words() -> frozenset[str]:
    """Valid words for a kept bag of 3+ cards (§8): ENABLE on the deck letters + game words."""
    raw = data.load_json("elba", "words.json")
    return frozenset(raw["words"]) | {item["word"] for item in raw["extra_words"]}


@cache
def weapon_words() -> tuple[str, ...]:
    raw = data.load_json("elba", "weapons.json")
    return tuple(item["word"] for item in raw["weapons"])


def escape_words() -> tuple[str, ...]:
    b = board()
    return (*b.tower_words, *b.anywhere_words)
