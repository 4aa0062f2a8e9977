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
    """The top card of the deck (§4 Phase 1.2, §10.15); ``None`` when the deck and the discard
    pile are both empty. The rulebook shuffles the discard pile into a new deck as soon as the
    deck runs out (« Quand la pioche sera terminée, la défausse sera battue »), so the last card
    drawn brings it in at once, not the next draw; a deck that ran out while the discard pile
    was empty takes it at the next draw."""
    if not state.deck:
        _reshuffle(state, events)
        if not state.deck:
            return None
    card = state.deck.pop()
    if not state.deck:
        _reshuffle(state, events)
    return card


def _reshuffle(state: ElbaState, events: list[Event]) -> None:
    if not state.discard:
        return
    state.deck = state.discard
    state.discard = []
    state.rng.shuffle(state.deck)
    state.stats.reshuffles += 1
    events.append(Event(kind="reshuffle", data={"cards": len(state.deck)}))


def roll_space(state: ElbaState) -> tuple[int, int, str]:
    """Roll the black and white dice and look the space up (§2 "Random space")."""
    black = state.rng.randint(1, 6)
    white = state.rng.randint(1, 6)
    return black, white, board().dice_table[f"{black}-{white}"]
