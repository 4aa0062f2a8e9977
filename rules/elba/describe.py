"""One readable line per action, for the terminal game, logs and buttons."""

from __future__ import annotations

from rules.elba.content import board
from rules.elba.models import (
    Arm,
    Draw,
    Drop,
    ElbaAction,
    EndActions,
    EndBag,
    Escape,
    FightNext,
    GiveUp,
    Jump,
    Keep,
    Move,
    MoveHost,
    ProposeWeapon,
    Take,
    ToBag,
    Vote,
)


def a_letter(letter: str | None) -> str:
    """'an A', 'a B': the article goes by how the letter's name sounds."""
    if letter is None:
        return "a card"
    return f"an {letter}" if letter in "AEFHILMNORSX" else f"a {letter}"


def host_name(label: str) -> str:
    if label == "C":
        return "Campbell"
    if label.startswith("N"):
        return f"Napoleon {label}"
    return label


def _keep_line(kept: str) -> str:
    if not kept:
        return "Keep nothing in your bag"
    if len(kept) == 1:
        return f"Keep only {kept} in your bag"
    if len(kept) == 2:
        return f"Keep {kept[0]} and {kept[1]} in your bag"
    return f"Keep the word {kept} in your bag"


def action_line(action: ElbaAction) -> str:
    b = board()
    if isinstance(action, Draw):
        return "Draw no card" if action.n == 0 else f"Draw {action.n} card{'s' * (action.n > 1)}"
    if isinstance(action, Move):
        return f"Move to {b.name(action.to)}"
    if isinstance(action, MoveHost):
        return f"Move {host_name(action.host)} to {b.name(action.to)}"
    if isinstance(action, Jump):
        return f"Jump to {b.name(action.to)}"
    if isinstance(action, Escape):
        return f"Try to escape with {action.word}"
    if isinstance(action, EndActions):
        return "End your actions"
    if isinstance(action, FightNext):
        return f"Fight {host_name(action.opponent)} next"
    if isinstance(action, Arm):
        if not action.words:
            return "Fight without a weapon"
        return f"Fight with {' and '.join(action.words)} (+{len(action.words)})"
    if isinstance(action, ProposeWeapon):
        return f"Propose {action.word} as a weapon (the others vote)"
    if isinstance(action, Vote):
        return "Vote yes: accept the weapon" if action.accept else "Vote no: reject the weapon"
    if isinstance(action, Take):
        if action.source == "hand":
            return "Take a random card from the loser's hand"
        return f"Take {a_letter(action.letter)} from the loser's bag"
    if isinstance(action, GiveUp):
        return f"Give up {a_letter(action.letter)} from your {action.source}"
    if isinstance(action, ToBag):
        return f"Put {a_letter(action.letter)} from your hand into your bag"
    if isinstance(action, EndBag):
        return "Stop moving cards to your bag"
    if isinstance(action, Keep):
        return _keep_line(action.letters)
    if isinstance(action, Drop):
        return f"Discard {a_letter(action.letter)} from your bag"
    return str(action.model_dump(mode="json"))
