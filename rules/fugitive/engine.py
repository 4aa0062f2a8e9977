"""The Fugitive engine (1st edition; rules write-up R1–R24, E1–E20).

Seat 0 is the Fugitive, seat 1 the Marshal. Placing a hideout and making a guess are split into
small steps (pick a card, add sprint cards, confirm) so that every legal action can be listed even
though the Fugitive may over-pay with any subset of his hand. The rules live beside this module:
``legal`` (who acts, what is legal, why not), ``handlers`` (what a move does), ``views``, and
``route`` and ``content`` (the arithmetic and numbers the computer players share).
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import TypeAdapter

from rules.core import Engine, Outcome, Rng, Statistics
from rules.fugitive import handlers, legal
from rules.fugitive.ai import choose_action
from rules.fugitive.content import (
    EVENT_CODES,
    EVENT_ICON,
    EVENTS_PER_PILE,
    ICONS,
    PILE_RANGES,
    PLACEHOLDER,
    SETUP_DRAWS,
    STARTING_HAND,
)
from rules.fugitive.models import (
    ACTIONS,
    FUGITIVE,
    ROLES,
    Action,
    Hideout,
    Pass,
)
from rules.fugitive.models import (
    Options as GameOptions,
)
from rules.fugitive.models import (
    State as GameState,
)
from rules.fugitive.resample import resample
from rules.fugitive.stats import SEAT_STATS, TABLE_STATS, tally, tally_end
from rules.fugitive.views import FugitiveView, view_of


def _add_events(options: GameOptions, piles: list[list[int]], rng: Rng) -> list[list[int]]:
    """The event variant's cards (section 5), after the Fugitive's setup draw: shuffled into
    ``piles`` (changed in place); the event piles beside the table are returned."""
    variant = options.events
    if variant == "discovery":  # V2: one event pile
        deck = list(EVENT_CODES)
        rng.shuffle(deck)
        return [deck]
    if variant == "catch_up":  # V4: an event pile per icon, placeholders in the piles
        decks = [[c for c in EVENT_CODES if EVENT_ICON[c] == icon] for icon in ICONS]
        for deck in decks:
            rng.shuffle(deck)
        added = [[PLACEHOLDER] * EVENTS_PER_PILE for _ in piles]
    elif variant == "random":  # V1: two random events into each pile, the rest unused
        deck = list(EVENT_CODES)
        rng.shuffle(deck)
        added = [deck[i * EVENTS_PER_PILE : (i + 1) * EVENTS_PER_PILE] for i in range(len(piles))]
        decks = []
    elif variant == "helpful":  # V3: the helped player's events, spread evenly
        deck = [c for c in EVENT_CODES if EVENT_ICON[c] == options.helped]
        rng.shuffle(deck)
        added = [deck[i :: len(piles)] for i in range(len(piles))]
        decks = []
    else:
        return []
    for pile, cards in zip(piles, added, strict=True):
        pile += cards
        rng.shuffle(pile)
    return decks


class FugitiveEngine(Engine[GameOptions, GameState, Action, FugitiveView]):
    id: ClassVar[str] = "fugitive"
    title: ClassVar[str] = "Fugitive"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    roles: ClassVar[tuple[str, ...]] = ROLES
    Options = GameOptions
    State = GameState
    actions: ClassVar[TypeAdapter[Any]] = ACTIONS
    seat_stats: ClassVar[tuple[str, ...]] = SEAT_STATS
    table_stats: ClassVar[tuple[str, ...]] = TABLE_STATS

    def _setup(self, num_players: int, options: GameOptions, seed: int) -> GameState:
        rng = Rng(s=seed % (1 << 64))
        piles: list[list[int]] = []
        for first, last in PILE_RANGES:  # R2: each pile shuffled on its own
            pile = list(range(first, last + 1))
            rng.shuffle(pile)
            piles.append(pile)
        hand = list(STARTING_HAND)  # R3
        for pile, count in zip(piles, SETUP_DRAWS, strict=True):
            hand.extend(pile.pop() for _ in range(count))
        return GameState(
            options=options,
            rng=rng,
            piles=piles,
            hands=[sorted(hand), []],
            route=[Hideout(number=0, face_up=True)],  # R1
            decks=_add_events(options, piles, rng),
        )

    # The hooks are the rules' functions themselves: a method that only passed its arguments on
    # would add a Python call to every step, a few per cent of a step of Fugitive.
    _to_act = staticmethod(legal.to_act)
    _may_act = staticmethod(legal.may_act)
    _legal_actions = staticmethod(legal.legal_actions)
    _apply = staticmethod(handlers.apply)
    _tally = staticmethod(tally)

    def _successor(self, state: GameState) -> GameState:
        # a new state sharing the read-only lists of ``state``: a move replaces what it changes
        return state.successor()

    def num_players(self, state: GameState) -> int:
        return 2

    def _view(self, state: GameState, seat: int | None) -> FugitiveView:
        return view_of(state, seat, legal.to_act(state))

    def _resample_hidden(self, state: GameState, seat: int, rng: Rng) -> None:
        resample(state, seat, rng)

    def _tally_end(self, stats: Statistics, final: GameState) -> None:
        tally_end(stats, self.view(final, None))

    def outcome(self, state: GameState) -> Outcome | None:
        if state.winner is None:
            return None
        fugitive_won = state.winner == FUGITIVE
        return Outcome(
            scores=[1.0, 0.0] if fugitive_won else [0.0, 1.0],
            ranks=[1, 2] if fugitive_won else [2, 1],
            winners=[state.winner],
            reason=state.reason or "",
        )

    def bot_action(self, state: GameState, seat: int, rng: Rng) -> Action:
        return choose_action(self, state, seat, rng)

    def pass_action(self, state: GameState, seat: int) -> Action | None:
        """R12: the Fugitive may pass instead of placing a hideout (not on his first turn)."""
        return next((a for a in self.legal_actions(state, seat) if isinstance(a, Pass)), None)

    def summary(self, state: GameState) -> dict[str, Any]:
        return {
            "fugitive_wins": 1 if state.winner == FUGITIVE else 0,
            "reason": state.reason or "unfinished",
            "hideouts": len(state.route) - 1,
            # the Marshal guesses on her first turn, right after the opening (R9): her first
            # guess saw the route the opening left (a label, so that 1 and 2 are counted)
            "opening_hideouts": str(state.guesses[0].route_len - 1) if state.guesses else "-",
            "rounds": state.turn,
        }
