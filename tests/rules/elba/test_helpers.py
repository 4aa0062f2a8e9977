"""Scenario helpers for the Escape from Elba tests: build positions, give cards, rig dice."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from rules.core import Event, Rng
from rules.elba import ElbaEngine
from rules.elba.cards import letters, pull_letter
from rules.elba.content import SAFE_AREA
from rules.elba.models import ElbaAction, ElbaOptions, ElbaState, Host

E = ElbaEngine()


def new_game(n: int = 3, seed: int = 0, **options: Any) -> ElbaState:
    """A fresh game with every host parked in the SAFE AREA (where nobody fights), so that a
    test places only the hosts it needs."""
    state = E.setup(n, ElbaOptions(**options), seed)
    for h in state.hosts:
        h.space = SAFE_AREA
    return state


def host(state: ElbaState, label: str) -> Host:
    return next(h for h in state.hosts if h.label == label)


def hid(state: ElbaState, label: str) -> int:
    return next(i for i, h in enumerate(state.hosts) if h.label == label)


def put(state: ElbaState, label: str, space: str, strength: int | None = None) -> None:
    h = host(state, label)
    h.space = space
    if strength is not None:
        h.strength = strength


def _take(state: ElbaState, word: str) -> list[int]:
    out = []
    for ch in word:
        pile = state.deck if ch in letters(state.deck) else state.discard
        out.append(pull_letter(pile, ch))
    return out


def set_cards(state: ElbaState, seat: int, hand: str | None = None, bag: str | None = None) -> None:
    """Give a seat exactly these hand / bag letters (cards come from the deck, old ones go back
    under the deck)."""
    me = state.seats[seat]
    if hand is not None:
        state.deck[:0] = me.hand
        me.hand = []
    if bag is not None:
        state.deck[:0] = me.bag
        me.bag = []
    if hand is not None:
        me.hand = _take(state, hand)
    if bag is not None:
        me.bag = _take(state, bag)


def set_discard(state: ElbaState, word: str) -> None:
    state.deck[:0] = state.discard
    state.discard = []
    state.discard = _take(state, word)


def actions_phase(state: ElbaState, seat: int, ap: int = 3) -> ElbaState:
    state.active = seat
    state.phase = "actions"
    state.ap = ap
    state.stack = []
    return state


class ScriptedRng(Rng):
    """A generator whose next die rolls are scripted (then it goes on as the seeded one)."""

    script: list[int] = Field(default_factory=list)

    def randint(self, lo: int, hi: int) -> int:
        if self.script:
            value = self.script.pop(0)
            assert lo <= value <= hi
            return value
        return super().randint(lo, hi)


def rig(state: ElbaState, dice: list[int]) -> None:
    """Make the next die rolls of the game ``dice`` (each apply works on a copy of it)."""
    state.rng = ScriptedRng(s=state.rng.s, script=list(dice))


def dice_left(state: ElbaState) -> list[int]:
    assert isinstance(state.rng, ScriptedRng)
    return list(state.rng.script)


def act(state: ElbaState, seat: int, action: ElbaAction) -> tuple[ElbaState, list[Event]]:
    return E.apply(state, seat, action)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def card_places(state: ElbaState) -> list[int]:
    """Every card id wherever it is; each must appear exactly once."""
    ids = list(state.deck) + list(state.discard)
    for s in state.seats:
        ids += s.hand + s.bag
    return sorted(ids)


def test_rig_sets_the_next_dice() -> None:
    state = new_game()
    rig(state, [6, 1, 3])
    assert [state.rng.randint(1, 6) for _ in range(3)] == [6, 1, 3]


def test_set_cards_keeps_every_card_in_one_place() -> None:
    state = new_game()
    set_cards(state, 0, hand="APPEARS", bag="MELEE")
    assert letters(state.seats[0].hand) == "APPEARS"
    assert letters(state.seats[0].bag) == "MELEE"
    assert card_places(state) == list(range(64))
