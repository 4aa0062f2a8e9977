"""What a seat of Alcatraz cannot see, drawn anew (the engine's ``resample_hidden``): the other
blackmail hands (same sizes), the cards shown to another picker, the other ballots cast in the
vote under way, the order of both decks, and the random state."""

from __future__ import annotations

from rules.alcatraz.models import State
from rules.core import Rng


def resample(state: State, seat: int, rng: Rng) -> None:
    """Deal the blackmail cards ``seat`` cannot see (the other hands, the draw pile, another
    picker's cards) again in the same places and numbers; change ``state`` in place."""
    others = [p for i, p in enumerate(state.players) if i != seat]
    pick = state.pick if state.pick is not None and state.pick.seat != seat else None
    unseen = [c for p in others for c in p.blackmail] + state.blackmail_deck
    if pick is not None:
        unseen += pick.cards
    rng.shuffle(unseen)
    for p in others:
        p.blackmail = [unseen.pop() for _ in p.blackmail]
    if pick is not None:
        pick.cards = [unseen.pop() for _ in pick.cards]
    state.blackmail_deck = unseen
    if state.phase in ("vote", "stay_vote"):
        state.ballots = [
            b if b is None or voter == seat else rng.choice(state.candidates)
            for voter, b in enumerate(state.ballots)
        ]
    rng.shuffle(state.task_deck)
    state.rng = Rng(s=rng.next_u64())
