"""The public picture of a game: everything on the table, no hand contents, no secret weapons."""

from __future__ import annotations

from typing import Any

from rules.elba.cards import letters
from rules.elba.content import letter_of
from rules.elba.models import ArriveFrame, ElbaState, FightFrame


def _fight_view(state: ElbaState, fight: FightFrame) -> dict[str, Any]:
    return {
        "aggressor": state.hosts[fight.aggressor].label,
        "defender": state.hosts[fight.defender].label,
        "space": fight.space,
        "dice": list(fight.dice),
        # declarations stay secret until both are in (§6.2), then the fight resolves at once
        "declared": [fight.arms_a is not None, fight.arms_d is not None],
        "proposal": fight.proposal,
        "votes_for": list(fight.votes_for),
        "votes_against": list(fight.votes_against),
        "rejected": list(fight.rejected),
    }


def public_view(state: ElbaState, to_act: list[int], decision: str) -> dict[str, Any]:
    fight = next((f for f in reversed(state.stack) if isinstance(f, FightFrame)), None)
    arrival = next((f for f in reversed(state.stack) if isinstance(f, ArriveFrame)), None)
    out: dict[str, Any] = {
        "game": "elba",
        "num_players": state.num_players,
        "turn": state.turn,
        "active": state.active,
        "phase": state.phase,
        "decision": decision,
        "to_act": list(to_act),
        "ap": state.ap,
        "hosts": [
            {
                "label": h.label,
                "kind": h.kind,
                "seat": h.seat,
                "space": h.space,
                "strength": h.strength,
            }
            for h in state.hosts
        ],
        "players": [
            {"seat": i, "bag": letters(s.bag), "hand_size": len(s.hand)}
            for i, s in enumerate(state.seats)
        ],
        "deck_size": len(state.deck),
        "discard_size": len(state.discard),
        "discard_top": letter_of(state.discard[-1]) if state.discard else None,
        "accepted_weapons": list(state.accepted_weapons),
        "keep": state.keep,
        "fight": _fight_view(state, fight) if fight is not None else None,
        "opponents_left": (
            [state.hosts[o].label for o in arrival.opponents] if arrival is not None else []
        ),
        "winner": state.winner,
        "escape_word": state.escape_word,
        "ended_by_limit": state.ended_by_limit,
    }
    if state.options.show_full_discard:
        out["discard"] = letters(state.discard)
    return out
