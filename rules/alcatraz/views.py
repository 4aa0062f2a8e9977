"""What each seat may see. Hidden: blackmail hands (their sizes are public), ballots until the
last one is cast, the order of the decks, cards shown to one player, the random state."""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

from rules.alcatraz.blackmail import BLACKMAIL_COST
from rules.alcatraz.board import base_ap, effective_guards, extra_under, locked_in, side
from rules.alcatraz.content import (
    GUARD_LIMIT,
    MAX_GUARDS_HERE,
    blackmail,
    help_text,
    locations,
    plan_step_names,
    tasks,
)
from rules.alcatraz.legal import mode, to_act
from rules.alcatraz.locations import rule_cost
from rules.alcatraz.models import State

#: what guards do to the prisoners standing with them (§10.1)
GuardEffect = Literal["none", "extra", "watched", "locked"]
MOVE_COST = 1


class AlcatrazView(TypedDict):
    """What a seat sees; ``you``, ``hand`` and ``my_ballot`` for a seat only, ``shown_cards``
    for the seat picking among cards shown to it."""

    game: Literal["alcatraz"]
    round: int
    phase: str
    step: str
    num_players: int
    order: list[int]
    locations: list[dict[str, Any]]
    guards_entered: int
    guard_limit: int
    players: list[dict[str, Any]]
    scapegoat: int
    bonus: int
    current: int | None
    to_act: list[int]
    ap: int
    base_ap: int
    bribed: int
    #: the action points each kind of move costs the current player now, under the guards
    #: where he stands (§9, §10.1): move, blackmail, use, steal, riot, discard, and task (paid
    #: when the task is completed); empty outside the actions phase
    costs: dict[str, int]
    #: what the guards where the current player stands do to him (bribes counted); None
    #: outside the actions phase
    guard_effect: GuardEffect | None
    #: what 0, 1, 2, 3 and 4 or more guards do to the prisoners with them (§10.1)
    guard_effects: tuple[GuardEffect, ...]
    tasks: list[dict[str, Any]]
    task_deck: int
    blackmail_deck: int
    blackmail_discard: list[dict[str, Any]]
    box: dict[str, int]
    pending: dict[str, Any] | None
    vote: dict[str, Any] | None
    last_vote: dict[str, Any] | None
    result: dict[str, Any] | None
    track_max: int
    plan_steps: dict[str, str]
    help: str
    you: NotRequired[int]
    hand: NotRequired[list[dict[str, Any]]]
    my_ballot: NotRequired[int | None]
    shown_cards: NotRequired[list[dict[str, Any]]]


#: what 0, 1, 2, 3 and 4 guards do (§10.1): four lock a prisoner in (MAX_GUARDS_HERE)
EFFECTS: tuple[GuardEffect, ...] = ("none", "none", "extra", "watched", "locked")


def _current(state: State) -> tuple[dict[str, int], GuardEffect]:
    """What each kind of move costs the current player, and what his guards do to him."""
    seat = state.current
    effective = effective_guards(state, seat)
    modified = 1 + extra_under(effective)
    costs = {
        "move": MOVE_COST,
        "blackmail": BLACKMAIL_COST,
        "use": rule_cost(state, seat),
        # guard-modified actions (§10.1); a task is paid when it is completed
        "steal": modified,
        "riot": modified,
        "discard": modified,
        "task": modified,
    }
    guards = MAX_GUARDS_HERE if locked_in(state, seat) else min(effective, MAX_GUARDS_HERE)
    return costs, EFFECTS[guards]


def _card(card_id: str) -> dict[str, Any]:
    c = blackmail()[card_id]
    return {"id": c.id, "name": c.name, "text": c.text}


def _task(card_id: str, loc: int | None) -> dict[str, Any]:
    c = tasks()[card_id]
    return {
        "card": c.id,
        "step": c.step,
        "name": c.name,
        "prisoners": c.prisoners,
        "max_guards": c.max_guards,
        "items": dict(c.items),
        "location": loc,
    }


def _locations(state: State) -> list[dict[str, Any]]:
    out = []
    for n in range(1, 13):
        s = side(state, n)
        out.append(
            {
                "number": n,
                "name": locations()[n].name,
                "side": state.sides[n - 1],
                "rule": s.short,
                "rule_text": s.text,
                "cost": s.cost,
                "guards": state.guards[n - 1],
                "items": dict(state.board_items[n - 1]),
                "slots": dict(s.slots),
                "prisoners": [i for i, p in enumerate(state.players) if p.location == n],
            }
        )
    return out


def _pending(state: State) -> dict[str, Any] | None:
    if state.trade is not None:
        return {"kind": "trade", **state.trade.model_dump()}
    if state.task is not None:
        return {"kind": "task", **state.task.model_dump()}
    if state.guard_moves is not None:
        return {"kind": "guard_moves", **state.guard_moves.model_dump()}
    if state.pick is not None:
        return {"kind": "pick", "seat": state.pick.seat, "count": len(state.pick.cards)}
    if state.returns is not None:
        return {"kind": "returns", **state.returns.model_dump()}
    return None


def view_of(state: State, seat: int | None) -> AlcatrazView:
    voting = state.phase in ("vote", "stay_vote")
    costs, effect = _current(state) if state.phase == "actions" else ({}, None)
    view: AlcatrazView = {
        "game": "alcatraz",
        "round": state.round,
        "phase": state.phase,
        "step": mode(state) if state.phase != "over" else "over",
        "num_players": state.num_players,
        "order": list(state.order),
        "locations": _locations(state),
        "guards_entered": state.guards_entered,
        "guard_limit": GUARD_LIMIT,
        "players": [
            {
                "seat": i,
                "location": p.location,
                "items": list(p.items),
                "cash": p.cash,
                "stamina": p.stamina,
                "plan": p.plan,
                "blackmail_cards": len(p.blackmail),
                "voted": voting and state.ballots[i] is not None,
                "stamina_used": state.stamina_used[i],
                "stole": state.stole[i],
                "rules_used": list(state.rules_used[i]),
            }
            for i, p in enumerate(state.players)
        ],
        "scapegoat": state.scapegoat,
        "bonus": state.bonus,
        "current": state.current if state.phase == "actions" else None,
        "to_act": to_act(state),
        "ap": state.ap,
        "base_ap": base_ap(state),
        "bribed": state.bribed,
        "costs": costs,
        "guard_effect": effect,
        "guard_effects": EFFECTS,
        "tasks": [_task(t.card, t.location) for t in state.tasks],
        "task_deck": len(state.task_deck),
        "blackmail_deck": len(state.blackmail_deck),
        "blackmail_discard": [_card(c) for c in state.blackmail_discard],
        "box": dict(state.box),
        "pending": _pending(state),
        "vote": None,
        "last_vote": state.last_vote.model_dump() if state.last_vote else None,
        "result": state.result.model_dump() if state.result else None,
        "track_max": state.options.track_max,
        "plan_steps": plan_step_names(),
        "help": help_text(),
    }
    if voting:
        cast = [v for v in state.voters if state.ballots[v] is not None]
        view["vote"] = {
            "kind": "scapegoat" if state.phase == "vote" else "who_stays",
            "candidates": list(state.candidates),
            "voters": list(state.voters),
            "cast": len(cast),
            "of": len(state.voters),
        }
    if seat is not None:
        me = state.players[seat]
        view["you"] = seat
        view["hand"] = [_card(c) for c in me.blackmail]
        view["my_ballot"] = state.ballots[seat] if voting else None
        if state.pick is not None and state.pick.seat == seat:
            view["shown_cards"] = [_card(c) for c in state.pick.cards]
    return view
