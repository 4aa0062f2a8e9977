"""The computer Fugitive as it played before issue 25 (main at 92c3e70), kept only to measure the
new one against it: ``python -m bot simulate fugitive --seat-ai
0=ai,1=tests.rules.fugitive.ai_before:choose_action --swap`` and ``test_ai.py``'s seat swap.
It lives in tests/ so that the product holds one computer; the Marshal is today's (it did not
change). Delete it once no measurement needs it.

What differs from today's: a needless sprint card one time in 5 (today 10), a higher pile one
draw in 4 (today 8), a second opening hideout only near the first and on a coin toss, and a pass
whenever a hideout would cost more than one useful card (or one with fewer than 5 cards in hand).
"""

from __future__ import annotations

from typing import Any

from rules.core import Rng
from rules.fugitive.ai import _legal_plan, _sprint_plan
from rules.fugitive.content import BASE_REACH, PILE_RANGES
from rules.fugitive.models import (
    ESCAPE,
    FUGITIVE,
    Action,
    Cancel,
    Draw,
    EndTurn,
    Hide,
    Pass,
    Place,
    Sprint,
    State,
    Unsprint,
)
from rules.fugitive.route import can_sprint, last_hideout

BLUFF_ONE_IN = 5


def choose_action(engine: Any, state: State, seat: int, rng: Rng) -> Action:
    if seat != FUGITIVE:
        return engine.bot_action(state, seat, rng)  # type: ignore[no-any-return]
    legal = engine.legal_actions(state, seat)
    if any(isinstance(a, Draw) for a in legal):
        action = _fugitive_draw(state, rng, legal)
    elif state.pending is not None:
        action = _continue_hideout(state)
    else:
        action = _start_hideout(state, rng, legal)
    return action if action in legal else rng.choice(legal)


def _fugitive_draw(state: State, rng: Rng, legal: list[Action]) -> Action:
    target = min(last_hideout(state) + BASE_REACH + 1, 41)
    if ESCAPE in state.hands[FUGITIVE] and last_hideout(state) >= 25:
        target = 41
    wanted = next(i for i, (lo, hi) in enumerate(PILE_RANGES) if target <= hi or i == 2)
    if rng.randbelow(4) == 0:
        wanted = min(wanted + 1, 2)
    open_piles = [a for a in legal if isinstance(a, Draw)]
    return min(open_piles, key=lambda a: abs(a.pile - 1 - wanted))


def _bluffs(state: State, card: int) -> bool:
    """A fixed coin for this placement and card, so that later steps repeat the same decision.
    It is drawn from what the Fugitive sees only (his route and every card he holds, the
    pending hideout's included), never from what he cannot see, such as the game's generator."""
    pending = state.pending
    held = [*state.hands[FUGITIVE], *((pending.card, *pending.sprints) if pending else ())]
    salt = 0
    for n in (state.turn, card, *(h.number for h in state.route), *sorted(held)):
        salt = (salt * 1_000_003 + n) % 2**64
    return Rng(s=salt).randbelow(BLUFF_ONE_IN) == 0


def _plan(state: State, hand: list[int], card: int) -> list[int] | None:
    """The full sprint set the Fugitive intends for ``card`` (``hand`` holds every card he
    has apart from ``card``), or None when the plan is not legal."""
    previous = last_hideout(state)
    sprints = _sprint_plan(hand, card, previous)
    if sprints is None:
        return None
    spare = [c for c in hand if can_sprint(c) and c < card and c not in sprints]
    if not sprints and spare and card != ESCAPE and _bluffs(state, card):
        bluffed = [min(spare)]
        if _legal_plan(state, hand, card, bluffed):
            return bluffed
    return sprints if _legal_plan(state, hand, card, sprints) else None


def _continue_hideout(state: State) -> Action:
    pending = state.pending
    assert pending is not None
    hand = sorted([*state.hands[FUGITIVE], *pending.sprints])
    target = _plan(state, hand, pending.card)
    if target is None:
        return Cancel()
    for card in pending.sprints:
        if card not in target:
            return Unsprint(card=card)
    for card in target:
        if card not in pending.sprints:
            return Sprint(card=card)
    return Place()


def _start_hideout(state: State, rng: Rng, legal: list[Action]) -> Action:
    hand = state.hands[FUGITIVE]
    plans: list[tuple[int, int]] = []  # (useful cards spent, card)
    for action in legal:
        if isinstance(action, Hide):
            others = [c for c in hand if c != action.card]
            sprints = _plan(state, others, action.card)
            if sprints is not None:
                plans.append((sum(1 for c in sprints if c > action.card), action.card))
    can_stop = Pass() if Pass() in legal else EndTurn() if EndTurn() in legal else None
    if any(card == ESCAPE for _, card in plans):
        return Hide(card=ESCAPE)
    if not plans:
        return can_stop if can_stop is not None else rng.choice(legal)
    cheap = sorted((card for cost, card in plans if cost == 0), reverse=True)
    if isinstance(can_stop, EndTurn):  # second opening hideout only when it is free
        near = [c for c in cheap if c <= last_hideout(state) + BASE_REACH]
        return Hide(card=near[0]) if near and rng.randbelow(2) == 0 else can_stop
    if cheap:
        pick = cheap[1] if len(cheap) > 1 and rng.randbelow(10) < 3 else cheap[0]
        return Hide(card=pick)
    cost, card = min(plans, key=lambda p: (p[0], -p[1]))
    piles_empty = not any(state.piles)
    if can_stop is None or piles_empty or (cost == 1 and len(hand) >= 5):
        return Hide(card=card)
    return can_stop
