"""Moving cards between deck, hands, bags and the discard pile; dice for random spaces."""

from __future__ import annotations

from rules.core import Event
from rules.elba.content import board, letter_of
from rules.elba.models import ElbaState


def letters(cards: list[int]) -> str:
    return "".join(letter_of(c) for c in cards)


def pull_letter(cards: list[int], letter: str) -> int:
    """Remove and return a card showing ``letter`` (cards of one letter are interchangeable)."""
    for i in range(len(cards) - 1, -1, -1):
        if letter_of(cards[i]) == letter:
            return cards.pop(i)
    raise ValueError(f"no {letter} among the cards")


def draw_card(state: ElbaState, events: list[Event]) -> int | None:
    """The top card of the deck; reshuffles the discard pile into a new deck when the deck is
    empty (§4 Phase 1.2, §10.15). ``None`` when both are empty."""
    if not state.deck:
        if not state.discard:
            return None
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
        state.stats.reshuffles += 1
        events.append(Event(kind="reshuffle", data={"cards": len(state.deck)}))
    return state.deck.pop()


def roll_space(state: ElbaState) -> tuple[int, int, str]:
    """Roll the black and white dice and look the space up (§2 "Random space")."""
    black = state.rng.randint(1, 6)
    white = state.rng.randint(1, 6)
    return black, white, board().dice_table[f"{black}-{white}"]
