"""Readable sentences for refused actions."""

from __future__ import annotations

from rules.elba.content import board
from rules.elba.flow import HAND_LIMIT
from rules.elba.legal import DECISION_TYPES, decision
from rules.elba.models import (
    Arm,
    Draw,
    Drop,
    ElbaAction,
    ElbaState,
    Escape,
    FightNext,
    GiveUp,
    Jump,
    Keep,
    Move,
    MoveHost,
    ProposeWeapon,
    Take,
    ToBag,
)

_DECISION_TEXT = {
    "draw": "choose how many cards to draw",
    "actions": "spend action points (move, move a host, jump, escape or end)",
    "fight_order": "choose the next opponent of the fight",
    "arms": "declare weapons for the fight",
    "vote": "vote on the proposed weapon",
    "reward": "choose the card you take from the loser",
    "give_up": "choose a card to give up",
    "bag": "move cards from your hand to your bag, or finish",
    "keep": "choose the word (or up to two letters) your bag keeps",
    "drop": "choose the next card to discard from your bag",
}


def why_illegal(state: ElbaState, seat: int, action: ElbaAction) -> str:
    kind = decision(state)
    if action.type not in DECISION_TYPES.get(kind, ()):
        return f"Now you must {_DECISION_TEXT.get(kind, 'wait')}."
    b = board()
    me = state.seats[seat]
    here = state.hosts[seat].space
    if isinstance(action, Draw):
        return f"You may draw 0 to {max(0, HAND_LIMIT - len(me.hand))} cards."
    if isinstance(action, Move):
        if action.to not in b.spaces:
            return f"There is no space called {action.to!r}."
        return f"{b.name(action.to)} is not next to {b.name(here)}."
    if isinstance(action, MoveHost):
        target = next((h for h in state.hosts if h.label == action.host), None)
        if target is None or target.kind == "player":
            return "Only Campbell or a neutral Napoleon can be moved, never a player."
        return f"{action.to!r} is not next to {b.name(target.space)}."
    if isinstance(action, Jump):
        if action.to == here:
            return "You are already there."
        if action.to not in b.spaces or not b.spaces[action.to].words:
            return "Towers and hallways have no jump word: you cannot jump there."
        words = " or ".join(b.spaces[action.to].words)
        return f"Your bag must spell {words} to jump to {b.name(action.to)}."
    if isinstance(action, Escape):
        if action.word not in (*b.tower_words, *b.anywhere_words):
            return f"{action.word} is not an escape word."
        if action.word in b.tower_words:
            tower = b.name(b.tower_words[action.word])
            return f"Escaping with {action.word} needs the word in your bag and you in the {tower}."
        return f"Your bag does not spell {action.word}."
    if isinstance(action, FightNext):
        return f"{action.opponent} is not an opponent still waiting in this room."
    if isinstance(action, Arm | ProposeWeapon):
        return "Your bag cannot spell those weapons (two weapons need separate cards)."
    if isinstance(action, Take):
        return "The loser has no such card."
    if isinstance(action, GiveUp | ToBag):
        return f"You have no {action.letter} there."
    if isinstance(action, Keep):
        return (
            f"{action.letters} cannot be kept: keep at most two letters, or one valid word "
            "spelled from your bag."
        )
    if isinstance(action, Drop):
        return f"No {action.letter} is left to discard: those cards are the ones you keep."
    return "That is not possible now."
