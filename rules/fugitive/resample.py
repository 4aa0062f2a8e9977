"""What a seat of Fugitive cannot see, drawn anew (the engine's ``resample_hidden``).

For the Fugitive: the Marshal's hand (as many cards from each pile's range) and the piles'
order. For the Marshal: the Fugitive's hand, the hideout he is assembling, his face-down hideouts
and every sprint card she has not seen, and the piles' order. Her view constrains his cards
(the route climbs within reach of its sprint cards, her failed guesses missed, he can still
move), so they are redrawn by a random walk that swaps two of them (or one with a card of the
pile its range came from) and keeps each swap that leaves a route she cannot tell apart from
the real one. The random state is redrawn for both.
"""

from __future__ import annotations

from itertools import pairwise

from rules.core import Rng
from rules.fugitive.content import FIRST_EVENT_CODE, PILE_RANGES, SPRINT
from rules.fugitive.legal import legal_actions
from rules.fugitive.models import ESCAPE, FUGITIVE, MARSHAL, Hideout, Pending, State
from rules.fugitive.route import reach

#: proposed swaps of the Marshal's redraw, per card she cannot see
SWAPS_PER_CARD = 4


def _pile_of(card: int) -> int | None:
    return next((i for i, (low, high) in enumerate(PILE_RANGES) if low <= card <= high), None)


def _deal_within_piles(state: State, holder: int, cards: list[int], rng: Rng) -> list[int]:
    """``cards`` (held by ``holder``) swapped with random cards of their piles, as many of
    each pile's range as before; the piles get the rest, shuffled."""
    dealt: list[int] = []
    for index, pile in enumerate(state.piles):
        mine = [c for c in cards if _pile_of(c) == index]
        pool = mine + [c for c in pile if c < FIRST_EVENT_CODE]  # event cards stay in the pile
        rng.shuffle(pool)
        dealt += pool[: len(mine)]
        state.piles[index] = pool[len(mine) :] + [c for c in pile if c >= FIRST_EVENT_CODE]
    return dealt + [c for c in cards if _pile_of(c) is None]


def _fits(state: State) -> bool:
    """Whether the Fugitive's cards in ``state`` make a route the rules allow and the Marshal's
    failed guesses missed, with a move for him if it is his turn."""
    route = state.route
    for before, hideout in pairwise(route):
        if not before.number < hideout.number <= reach(before.number, hideout.sprints):
            return False
        if not hideout.face_up and hideout.number == ESCAPE:
            return False
        if any(c not in SPRINT for c in hideout.sprints):
            return False
    pending = state.pending
    if pending is not None and (
        pending.card <= route[-1].number or any(c not in SPRINT for c in pending.sprints)
    ):
        return False
    for guess in state.guesses:
        if not guess.hit and set(guess.numbers) <= {h.number for h in route[1 : guess.route_len]}:
            return False
    return state.phase not in ("opening", "fugitive_draw", "fugitive_play") or bool(
        legal_actions(state, FUGITIVE)
    )


def _fugitive_cards(state: State) -> list[int]:
    """The cards of the Fugitive the Marshal has not seen, in the order :func:`_put` reads."""
    over = state.phase == "over"
    cards = list(state.hands[FUGITIVE])
    for hideout in state.route:
        if not hideout.face_up:
            cards.append(hideout.number)
        if not over and (not hideout.face_up or hideout.number == ESCAPE):
            cards += hideout.sprints
    if state.pending is not None:
        cards += [state.pending.card, *state.pending.sprints]
    return cards


def _put(state: State, cards: list[int]) -> None:
    """Put ``cards`` back in the places :func:`_fugitive_cards` took them from."""
    over = state.phase == "over"
    it = iter(cards)
    state.hands[FUGITIVE] = sorted(next(it) for _ in state.hands[FUGITIVE])
    route = []
    for hideout in state.route:
        number = hideout.number if hideout.face_up else next(it)
        sprints = hideout.sprints
        if not over and (not hideout.face_up or hideout.number == ESCAPE):
            sprints = [next(it) for _ in sprints]
        route.append(Hideout(number=number, sprints=sprints, face_up=hideout.face_up))
    state.route = route
    if state.pending is not None:
        card = next(it)
        state.pending = Pending(card=card, sprints=[next(it) for _ in state.pending.sprints])


def _walk(state: State, rng: Rng) -> None:
    """The random walk of the module docstring, from the real (so consistent) deal."""
    cards = _fugitive_cards(state)
    if not cards:
        return
    for _ in range(SWAPS_PER_CARD * len(cards)):
        i = rng.randbelow(len(cards))
        pile = _pile_of(cards[i])
        if rng.randbelow(2) and pile is not None and state.piles[pile]:
            j = rng.randbelow(len(state.piles[pile]))
            if state.piles[pile][j] >= FIRST_EVENT_CODE:  # an event card is no hideout card
                continue
            cards[i], state.piles[pile][j] = state.piles[pile][j], cards[i]
            _put(state, cards)
            if not _fits(state):
                cards[i], state.piles[pile][j] = state.piles[pile][j], cards[i]
        else:
            j = rng.randbelow(len(cards))
            cards[i], cards[j] = cards[j], cards[i]
            _put(state, cards)
            if not _fits(state):
                cards[i], cards[j] = cards[j], cards[i]
    _put(state, cards)


def resample(state: State, seat: int, rng: Rng) -> None:
    """Redraw what ``seat`` cannot see; change ``state`` (a private copy) in place."""
    if seat == FUGITIVE:  # the cards he gave her stay hers
        unknown = [c for c in state.hands[MARSHAL] if c not in state.given]
        dealt = _deal_within_piles(state, MARSHAL, unknown, rng)
        state.hands[MARSHAL] = sorted([*dealt, *state.given])
    else:
        _walk(state, rng)
    for pile in state.piles:
        rng.shuffle(pile)
    for deck in state.decks:
        rng.shuffle(deck)
    state.rng = Rng(s=rng.next_u64())
