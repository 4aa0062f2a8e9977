"""Every move Escape from Elba refuses, by code, with its English sentence (the bot's catalogues
say each one in every language: ``refusal-elba-<code>``).

Parameters are plain JSON values: space ids (``space``, ``here``, ``tower``), host labels
(``opponent``), letters, words and counts. The English sentence shows a space by its board name
and a list of words joined with "or"; the narrator does the same in the reader's language.
"""

from __future__ import annotations

from typing import Any

from rules.core import IllegalAction, Refusals
from rules.elba.content import HAND_LIMIT, board
from rules.elba.legal import DECISION_TYPES, decision
from rules.elba.models import (
    Arm,
    Draw,
    Drop,
    ElbaAction,
    ElbaState,
    EndBag,
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

#: parameters that hold a space id (shown by the space's name)
SPACE_PARAMS = frozenset({"space", "here", "tower"})
#: parameters that hold a host's label (C is Campbell, N1… the neutral Napoleons)
HOST_PARAMS = frozenset({"opponent"})


def host_name(label: str) -> str:
    if label == "C":
        return "Campbell"
    return f"Napoleon {label}" if label.startswith("N") else label


class ElbaRefusals(Refusals):
    """Refusals whose English sentence names spaces by their board name and hosts by their
    name (the parameters keep the ids and labels, which the narrator names in the reader's
    language)."""

    def __call__(self, code: str, **params: Any) -> IllegalAction:
        spaces = board().spaces
        shown: dict[str, Any] = {}
        for key, value in params.items():
            if key in SPACE_PARAMS and isinstance(value, str) and value in spaces:
                shown[key] = spaces[value].name
            elif key in HOST_PARAMS and isinstance(value, str):
                shown[key] = host_name(value)
            elif isinstance(value, list):
                shown[key] = " or ".join(str(v) for v in value)
            else:
                shown[key] = value
        error = super().__call__(code, **shown)
        error.params = dict(params)  # ids and labels, for the narrator
        return error


REFUSE = ElbaRefusals(
    "elba",
    {
        # the decision in progress answers only to its own kinds of move
        "now-draw": "Now you must choose how many cards to draw.",
        "now-actions": (
            "Now you must spend action points (move, move a host, jump, escape or end)."
        ),
        "now-fight-order": "Now you must choose the next opponent of the fight.",
        "now-arms": "Now you must declare weapons for the fight.",
        "now-vote": "Now you must vote on the proposed weapon.",
        "now-reward": "Now you must choose the card you take from the loser.",
        "now-give-up": "Now you must choose a card to give up.",
        "now-bag": "Now you must move cards from your hand to your bag, or finish.",
        "now-keep": "Now you must choose the word (or up to two letters) your bag keeps.",
        "now-drop": "Now you must choose the next card to discard from your bag.",
        "now-wait": "Now you must wait.",
        "players": "Escape from Elba is for {low} to {high} players.",
        "draw-range": "You may draw 0 to {most} cards.",
        "no-space": "There is no space called “{name}”.",
        "not-adjacent": "{space} is not next to {here}.",
        "player-host": "Only Campbell or a neutral Napoleon can be moved, never a player.",
        "already-there": "You are already there.",
        "no-jump-word": "Towers and hallways have no jump word: you cannot jump there.",
        "jump-spell": "Your bag must spell {words} to jump to {space}.",
        "not-escape-word": "{word} is not an escape word.",
        "escape-tower": "Escaping with {word} needs the word in your bag and you in the {tower}.",
        "escape-spell": "Your bag does not spell {word}.",
        "no-opponent": "{opponent} is not an opponent still waiting in this room.",
        "weapons": "Your bag cannot spell those weapons (two weapons need separate cards).",
        "no-such-card": "The loser has no such card.",
        "no-letter": "You have no {letter} there.",
        "bad-keep": (
            "{letters} cannot be kept: keep at most two letters, or one valid word spelled "
            "from your bag."
        ),
        "no-drop": "No {letter} is left to discard: those cards are the ones you keep.",
        "hand-limit": "You hold {count} cards: put cards into your bag until you hold {limit}.",
        "impossible": "That is not possible now.",
    },
)


def why_illegal(state: ElbaState, seat: int, action: ElbaAction) -> IllegalAction:
    """The refusal of an action that is not among ``seat``'s legal ones."""
    kind = decision(state)
    if action.type not in DECISION_TYPES.get(kind, ()):
        code = f"now-{kind.replace('_', '-')}"
        return REFUSE(code if code in REFUSE.templates else "now-wait")
    b = board()
    me = state.seats[seat]
    here = state.hosts[seat].space
    if isinstance(action, Draw):
        return REFUSE("draw-range", most=max(0, HAND_LIMIT - len(me.hand)))
    if isinstance(action, Move):
        if action.to not in b.spaces:
            return REFUSE("no-space", name=action.to)
        return REFUSE("not-adjacent", space=action.to, here=here)
    if isinstance(action, MoveHost):
        target = next((h for h in state.hosts if h.label == action.host), None)
        if target is None or target.kind == "player":
            return REFUSE("player-host")
        return REFUSE("not-adjacent", space=action.to, here=target.space)
    if isinstance(action, Jump):
        if action.to == here:
            return REFUSE("already-there")
        if action.to not in b.spaces:
            return REFUSE("no-space", name=action.to)
        if not b.spaces[action.to].words:
            return REFUSE("no-jump-word")
        return REFUSE("jump-spell", words=list(b.spaces[action.to].words), space=action.to)
    if isinstance(action, Escape):
        if action.word not in (*b.tower_words, *b.anywhere_words):
            return REFUSE("not-escape-word", word=action.word)
        if action.word in b.tower_words:
            return REFUSE("escape-tower", word=action.word, tower=b.tower_words[action.word])
        return REFUSE("escape-spell", word=action.word)
    if isinstance(action, FightNext):
        return REFUSE("no-opponent", opponent=action.opponent)
    if isinstance(action, Arm | ProposeWeapon):
        return REFUSE("weapons")
    if isinstance(action, Take):
        return REFUSE("no-such-card")
    if isinstance(action, GiveUp | ToBag):
        return REFUSE("no-letter", letter=action.letter)
    if isinstance(action, Keep):
        return REFUSE("bad-keep", letters=action.letters)
    if isinstance(action, Drop):
        return REFUSE("no-drop", letter=action.letter)
    if isinstance(action, EndBag):  # more than 7 cards in hand: some must go to the bag
        return REFUSE("hand-limit", count=len(me.hand), limit=HAND_LIMIT)
    return REFUSE("impossible")
