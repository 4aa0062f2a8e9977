"""What a seat of Fled cannot see, drawn anew (the engine's ``resample_hidden``): the other
hands and shackle tiles (same sizes; a shackle stays a shackle), the order of the stack, and the
random state."""

from __future__ import annotations

from rules.core import Rng
from rules.fled.models import FledState


def resample(state: FledState, seat: int, rng: Rng) -> None:
    """Deal the tiles ``seat`` cannot see again in the same places and numbers; change ``state``
    in place."""
    others = [p for i, p in enumerate(state.prisoners) if i != seat]
    unseen = [t for p in others for t in p.hand] + state.stack
    unseen += [p.shackle for p in others if p.shackle is not None]
    rng.shuffle(unseen)
    for p in others:
        p.hand = [unseen.pop() for _ in p.hand]
        if p.shackle is not None:
            p.shackle = unseen.pop()
    state.stack = unseen
    state.rng = Rng(s=rng.next_u64())
