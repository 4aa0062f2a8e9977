"""What a seat of Escape from Elba cannot see, drawn anew (the engine's ``resample_hidden``):
the other hands (same sizes), the deck's order, the discard pile under its top card when the
table does not show it, the weapons another fighter declared in secret, and the random state."""

from __future__ import annotations

from rules.core import Rng
from rules.elba.combat import arms_options
from rules.elba.models import ElbaState, FightFrame


def resample(state: ElbaState, seat: int, rng: Rng) -> None:
    """Deal the cards ``seat`` cannot see again in the same places and numbers, and redraw the
    declarations it has not seen among those the declarer could make; change ``state`` in
    place."""
    others = [s for i, s in enumerate(state.seats) if i != seat]
    hidden_discard = not state.options.show_full_discard and len(state.discard) > 1
    unseen = [c for s in others for c in s.hand] + state.deck
    if hidden_discard:
        unseen += state.discard[:-1]
    rng.shuffle(unseen)
    for s in others:
        s.hand = [unseen.pop() for _ in s.hand]
    if hidden_discard:
        state.discard = [*(unseen.pop() for _ in state.discard[:-1]), state.discard[-1]]
    state.deck = unseen
    for fight in state.stack:
        # a declaration is shown once both are in, and the fight then resolves at once
        if isinstance(fight, FightFrame) and (fight.arms_a is None) != (fight.arms_d is None):
            for host in (fight.aggressor, fight.defender):
                declarer = state.hosts[host].seat
                if declarer is None or declarer == seat:
                    continue
                options = arms_options(state, declarer)
                if host == fight.aggressor and fight.arms_a is not None:
                    fight.arms_a = list(rng.choice(list(options)))
                elif host == fight.defender and fight.arms_d is not None:
                    fight.arms_d = list(rng.choice(list(options)))
    state.rng = Rng(s=rng.next_u64())
