"""The computer player of Escape from Elba as it played before issue 25 (main at 8f99875), kept
only to measure the new one against it: ``python -m bot simulate elba --players 4 --seat-ai
0=ai,1=tests.rules.elba.ai_before:choose_action,… --swap`` and ``test_ai.py``'s seat swap.
It lives in tests/ so that the product holds one computer; every decision that did not change
is today's. Delete it once no measurement needs it.

What differs from today's: the draw counts only the walk to the tower (not a shorter route by
a jump); fights are sought by a step or by moving a non-player, never by a jump, and with the
word ready at strength 1 against players too; in a fight it wants the win whenever strong or
ready (at strength 1 too), declares every weapon it can and never proposes an off-list word;
it votes yes to every proposal unless it is fighting; at cleanup it keeps the escape word
itself rather than a longer word that also jumps near its tower or arms it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core import Rng
from rules.elba.ai import (
    STRONG_ENOUGH,
    _approach,
    _occupied,
    _pull_host,
    _toward,
    target_word,
    tower_distance,
)
from rules.elba.cards import letters
from rules.elba.content import SAFE_AREA
from rules.elba.legal import decision
from rules.elba.models import (
    Arm,
    Draw,
    ElbaAction,
    ElbaState,
    EndActions,
    Escape,
    FightFrame,
    Keep,
    Move,
    MoveHost,
    Vote,
)
from rules.elba.spelling import spells


def choose_action(engine: Any, state: ElbaState, seat: int, rng: Rng) -> ElbaAction:
    old = _OLD.get(decision(state))
    actions = engine.legal_actions(state, seat)
    if old is None or len(actions) == 1:
        return engine.bot_action(state, seat, rng)  # type: ignore[no-any-return]
    return old(state, seat, actions, target_word(state, seat))


def _draw(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    me = state.seats[seat]
    here = state.hosts[seat].space
    if spells(letters(me.bag), word):
        want_ap = tower_distance(here, word) + 1
        if state.hosts[seat].strength < 2:
            want_ap += 2
    else:
        want_ap = 2 if state.hosts[seat].strength < STRONG_ENOUGH else 1
    n = max(0, 7 - len(me.hand) - want_ap)
    draws = [a for a in actions if isinstance(a, Draw)]
    return min(draws, key=lambda a: abs(a.n - n))


def _actions(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    host = state.hosts[seat]
    bag = letters(state.seats[seat].bag)
    escapes = [a for a in actions if isinstance(a, Escape)]
    if escapes and host.strength >= 2:
        return escapes[0]
    ready = spells(bag, word)
    chosen: ElbaAction | None = None
    if ready and host.strength >= 2:
        chosen = _toward(state, seat, actions, word)
    elif ready:
        chosen = _seek_fight(state, seat, actions) or _pull_host(state, seat, actions)
        chosen = chosen or _toward(state, seat, actions, word)
    elif host.strength < STRONG_ENOUGH:
        chosen = _seek_fight(state, seat, actions) or _approach(state, seat, actions)
    else:
        chosen = _toward(state, seat, actions, word)
    return chosen or next(a for a in actions if isinstance(a, EndActions))


def _seek_fight(state: ElbaState, seat: int, actions: list[ElbaAction]) -> ElbaAction | None:
    here = state.hosts[seat].space
    best: tuple[int, ElbaAction] | None = None
    for a in actions:
        if isinstance(a, Move) and a.to != SAFE_AREA:
            rivals = _occupied(state, a.to, seat)
            if rivals:
                score = max(state.hosts[r].strength for r in rivals)
                if best is None or score > best[0]:
                    best = (score, a)
        elif isinstance(a, MoveHost) and a.to == here and here != SAFE_AREA:
            mover = next(h for h in state.hosts if h.label == a.host)
            if best is None or mover.strength > best[0]:
                best = (mover.strength, a)
    return best[1] if best is not None else None


def _arms(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    arms = [a for a in actions if isinstance(a, Arm)]
    strength = state.hosts[seat].strength
    wants_win = strength >= STRONG_ENOUGH or spells(letters(state.seats[seat].bag), word)
    if wants_win:
        return max(arms, key=lambda a: len(a.words))
    return min(arms, key=lambda a: len(a.words))


def _vote(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    fight = state.stack[-1]
    assert isinstance(fight, FightFrame)
    fighting = seat in (state.hosts[fight.aggressor].seat, state.hosts[fight.defender].seat)
    return Vote(accept=not fighting)


def _keep(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    target = Counter(word)

    def score(a: ElbaAction) -> tuple[int, int, int, int]:
        assert isinstance(a, Keep)
        kept = Counter(a.letters)
        return (
            1 if not (target - kept) else 0,
            1 if a.letters == word else 0,  # announce the escape word itself
            sum((kept & target).values()),
            -len(a.letters),
        )

    return max(actions, key=score)


_OLD = {"draw": _draw, "actions": _actions, "arms": _arms, "vote": _vote, "keep": _keep}
