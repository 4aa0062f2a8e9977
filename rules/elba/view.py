"""The public picture of a game: everything on the table, no hand contents, no secret weapons."""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from rules.elba.cards import letters
from rules.elba.content import letter_of
from rules.elba.models import ArriveFrame, ElbaState, FightFrame


class ElbaHost(TypedDict):
    label: str
    kind: str
    seat: int | None
    space: str
    strength: int


class ElbaPlayer(TypedDict):
    seat: int
    #: the letters of the bag, face up for everyone
    bag: str
    hand_size: int


class ElbaFight(TypedDict):
    aggressor: str
    defender: str
    space: str
    dice: list[int]
    declared: list[bool]
    proposal: str | None
    votes_for: list[int]
    votes_against: list[int]
    rejected: list[str]


class ElbaView(TypedDict):
    """What a seat sees; ``seat`` and ``hand`` (its letters) for a seat, ``my_weapons`` once
    it has declared them, ``discard`` with the ``show_full_discard`` option."""

    game: Literal["elba"]
    num_players: int
    turn: int
    active: int
    phase: str
    decision: str
    to_act: list[int]
    ap: int
    hosts: list[ElbaHost]
    players: list[ElbaPlayer]
    deck_size: int
    discard_size: int
    discard_top: str | None
    accepted_weapons: list[str]
    keep: str
    fight: ElbaFight | None
    opponents_left: list[str]
    winner: int | None
    escape_word: str | None
    ended_by_limit: bool
    discard: NotRequired[str]
    seat: NotRequired[int]
    hand: NotRequired[str]
    my_weapons: NotRequired[list[str]]


def _fight_view(state: ElbaState, fight: FightFrame) -> ElbaFight:
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


def public_view(state: ElbaState, to_act: list[int], decision: str) -> ElbaView:
    fight = next((f for f in reversed(state.stack) if isinstance(f, FightFrame)), None)
    arrival = next((f for f in reversed(state.stack) if isinstance(f, ArriveFrame)), None)
    out: ElbaView = {
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
