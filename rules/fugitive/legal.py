"""Who acts, every legal action, and why an action is refused (R8–R17, E3–E14).

The checks come in pairs: a ``*_problem`` function builds the refusal a player is shown, and a
fast twin (``hideable``, ``placeable``, ``free_picks``, ``may_pick``) answers the same question
without building it, for listing the legal actions at every step.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeVar

from rules.core import IllegalAction
from rules.fugitive.content import (
    BASE_REACH,
    EVENT_ID,
    GUESS_HIGH,
    GUESS_LOW,
    GUESS_RANGE,
    PILE_NUMBERS,
    SPRINT,
)
from rules.fugitive.models import (
    ESCAPE,
    FUGITIVE,
    MARSHAL,
    Action,
    Cancel,
    Choice,
    Choose,
    Draw,
    EndTurn,
    Guess,
    Hide,
    Pass,
    Pending,
    Pick,
    Place,
    Sprint,
    State,
    Unpick,
    Unsprint,
)
from rules.fugitive.refusals import REFUSE
from rules.fugitive.route import (
    face_down_numbers,
    first_of_forced_pair,
    last_hideout,
    opening_pair_possible,
    reach,
    route_facts,
    second_hideout_possible,
    sprint_total,
)

_T = TypeVar("_T")

# Actions are frozen, so ``legal_actions`` hands out these shared instances instead of building
# a model per action (a Marshal has ~30 picks to choose from at every step).
_DRAW: dict[int, Draw] = {n: Draw(pile=n) for n in PILE_NUMBERS}
#: the draws from each combination of non-empty piles
_DRAWS: dict[tuple[bool, ...], tuple[Draw, ...]] = {
    (a, b, c): tuple(_DRAW[n] for n, full in zip(PILE_NUMBERS, (a, b, c), strict=True) if full)
    for a in (False, True)
    for b in (False, True)
    for c in (False, True)
}
_PICK: dict[int, Pick] = {n: Pick(number=n) for n in GUESS_RANGE}
_UNPICK: dict[int, Unpick] = {n: Unpick(number=n) for n in GUESS_RANGE}
_HIDE: dict[int, Hide] = {n: Hide(card=n) for n in range(ESCAPE + 1)}
_SPRINT: dict[int, Sprint] = {n: Sprint(card=n) for n in SPRINT}
_UNSPRINT: dict[int, Unsprint] = {n: Unsprint(card=n) for n in SPRINT}
_PLACE, _CANCEL, _PASS, _END_TURN, _GUESS = Place(), Cancel(), Pass(), EndTurn(), Guess()
_DRAW_PHASES = frozenset({"fugitive_draw", "marshal_draw"})
_FUGITIVE_PHASES = frozenset({"opening", "fugitive_draw", "fugitive_play"})
_GUESS_PHASES = frozenset({"marshal_guess", "manhunt"})
_GUESS_MASK = sum(1 << n for n in GUESS_RANGE)


def to_act(state: State) -> list[int]:
    """The one seat to act, in a list (empty once the game is over)."""
    if state.winner is not None:
        return []
    phase = state.phase
    if phase in _FUGITIVE_PHASES:
        return [FUGITIVE]
    if phase == "event" and state.choice is not None:
        return [state.choice.seat]
    return [] if phase == "over" else [MARSHAL]


def may_act(state: State, seat: int) -> bool:
    """Whether ``seat`` is the one to act (``to_act`` without building its list: every
    ``legal_actions`` and ``apply`` asks)."""
    if state.winner is not None or seat not in (FUGITIVE, MARSHAL):
        return False
    phase = state.phase
    if phase in _FUGITIVE_PHASES:
        return seat == FUGITIVE
    if phase == "event" and state.choice is not None:
        return seat == state.choice.seat
    return phase != "over" and seat == MARSHAL


def hide_problem(state: State, card: int) -> IllegalAction | None:
    """Why ``card`` cannot start a hideout now (None if it can)."""
    hand = state.hands[FUGITIVE]
    previous = last_hideout(state)
    if card not in hand:
        return REFUSE("not-held", card=card)
    if card <= previous:
        return REFUSE("not-above", card=card, last=previous)
    others = [c for c in hand if c != card]
    best = reach(previous, others)
    if card > best:
        return REFUSE("too-far", card=card, last=previous, best=best)
    if first_of_forced_pair(state) and not opening_pair_possible(hand, card, previous):
        return REFUSE("opening-pair", card=card)
    return None


def hideable(state: State) -> list[int]:
    """The cards of the Fugitive's hand that may start a hideout now, in hand order: exactly
    those for which :func:`hide_problem` finds nothing (without building its refusals)."""
    hand = state.hands[FUGITIVE]
    previous = last_hideout(state)
    everything = previous + BASE_REACH + sprint_total(hand)  # reach with the whole hand
    cards = [
        c
        for c in hand
        if previous < c <= everything - SPRINT.get(c, 0) * hand.count(c)  # the others' reach
    ]
    if first_of_forced_pair(state):
        cards = [c for c in cards if opening_pair_possible(hand, c, previous)]
    return cards


def place_problem(state: State, pending: Pending) -> IllegalAction | None:
    """Why the pending hideout cannot be placed as it stands (None if it can)."""
    previous = last_hideout(state)
    short = pending.card - reach(previous, pending.sprints)
    if short > 0:
        return REFUSE("short", card=pending.card, reach=BASE_REACH, last=previous, short=short)
    if first_of_forced_pair(state) and not second_hideout_possible(
        state.hands[FUGITIVE], pending.card
    ):
        return REFUSE("opening-pair-sprints", card=pending.card)
    return None


def placeable(state: State, pending: Pending) -> bool:
    """Whether :func:`place_problem` finds nothing (without building its refusals)."""
    if pending.card > reach(last_hideout(state), pending.sprints):
        return False
    return not first_of_forced_pair(state) or second_hideout_possible(
        state.hands[FUGITIVE], pending.card
    )


def never_hideout_reason(state: State, number: int) -> IllegalAction | None:
    """Why ``number`` can never be a hidden hideout (a card of her hand, a face-up hideout or
    one of its revealed sprint cards), as the Marshal is told; None if it may be one."""
    for hideout in reversed(state.route):  # the card's last appearance says why
        if not hideout.face_up:
            continue
        if hideout.number != ESCAPE and number in hideout.sprints:
            return REFUSE("revealed-sprint", number=number)
        if hideout.number == number:
            return REFUSE("face-up", number=number)
    if number in state.hands[MARSHAL]:
        return REFUSE("in-your-hand", number=number)
    return None


def pick_problem(state: State, number: int) -> IllegalAction | None:
    """Why the Marshal may not add ``number`` to her guess (None if she may): numbers that can
    never be hidden hideouts are refused before the guess, so no turn is wasted (E8, E10)."""
    if not GUESS_LOW <= number <= GUESS_HIGH:
        return REFUSE("guess-range", low=GUESS_LOW, high=GUESS_HIGH)
    if number in state.picked:
        return REFUSE("already-picked", number=number)
    reason = never_hideout_reason(state, number)
    if reason is not None:
        return reason
    if state.phase == "manhunt" and state.picked:
        return REFUSE("manhunt-one", picked=state.picked[0])
    if state.next_guess == "single" and state.picked:
        return REFUSE("fog-one", picked=state.picked[0])
    if state.next_guess == "split" and len(state.picked) >= SPLIT_GUESS:
        return REFUSE("split-two", most=SPLIT_GUESS)
    hidden = len(face_down_numbers(state))
    if len(state.picked) >= hidden:
        return REFUSE("too-many", hidden=hidden)
    return None


SPLIT_GUESS = 2  # the Wide Search event: at most two numbers, each checked on its own


def _picks_full(state: State) -> bool:
    """Whether the guess has as many numbers as the manhunt or an event allows."""
    count = len(state.picked)
    if not count:
        return False
    if state.phase == "manhunt" or state.next_guess == "single":
        return True
    return state.next_guess == "split" and count >= SPLIT_GUESS


def free_picks(state: State) -> int:
    """Bit mask of the numbers the Marshal may add to her guess now: exactly those for which
    :func:`pick_problem` finds nothing (no refusal built)."""
    picked = state.picked
    if _picks_full(state):
        return 0
    facts = route_facts(state.route)
    if len(picked) >= len(facts.hidden):
        return 0
    blocked = facts.crossed
    for number in state.hands[MARSHAL]:
        blocked |= 1 << number
    for number in picked:
        blocked |= 1 << number
    return _GUESS_MASK & ~blocked


def may_pick(state: State, number: int) -> bool:
    """Whether :func:`pick_problem` finds nothing (the bit of ``number`` in :func:`free_picks`),
    checked for that number alone."""
    picked = state.picked
    if not GUESS_LOW <= number <= GUESS_HIGH or number in picked:
        return False
    if _picks_full(state):
        return False
    facts = route_facts(state.route)
    return (
        len(picked) < len(facts.hidden)
        and not facts.crossed >> number & 1
        and number not in state.hands[MARSHAL]
    )


def _chunks(items: Mapping[int, _T]) -> Sequence[Sequence[tuple[_T, ...]]]:
    """``[chunk][byte]``: the items (by number, rising) of the set bits of one byte of a mask."""
    return [
        [
            tuple(items[base + b] for b in range(8) if byte >> b & 1 and base + b in items)
            for byte in range(256)
        ]
        for base in range(0, ESCAPE + 6, 8)
    ]


def _unmask(mask: int, chunks: Sequence[Sequence[tuple[_T, ...]]]) -> list[_T]:
    """The items of the set bits of ``mask``, rising, a byte at a time."""
    out: list[_T] = []
    for chunk in chunks:
        if not mask:
            break
        if mask & 255:
            out += chunk[mask & 255]
        mask >>= 8
    return out


_PICK_ACTIONS: Sequence[Sequence[tuple[Action, ...]]] = _chunks(_PICK)


def legal_actions(state: State, seat: int) -> list[Action]:
    """Every legal action of ``seat``, the seat to act (the phase says who it is)."""
    phase = state.phase
    if phase in _DRAW_PHASES:
        a, b, c = state.piles
        return list(_DRAWS[bool(a), bool(b), bool(c)])
    if phase == "opening" or phase == "fugitive_play":
        return _fugitive_moves(state)
    if phase == "event":
        choice = state.choice
        return [] if choice is None else [_choose(v) for v in choice_values(state, choice)]
    if phase in _GUESS_PHASES:
        picked = state.picked
        found: list[Action] = _unmask(free_picks(state), _PICK_ACTIONS)
        if picked:
            found += [_UNPICK.get(n) or Unpick(number=n) for n in picked]
            found.append(_GUESS)
        return found
    return []


def _fugitive_moves(state: State) -> list[Action]:
    hand = state.hands[FUGITIVE]
    pending = state.pending
    if pending is not None:
        moves: list[Action] = [_SPRINT[c] for c in hand if c in _SPRINT]
        moves += [_UNSPRINT.get(c) or Unsprint(card=c) for c in pending.sprints]
        if placeable(state, pending):
            moves.append(_PLACE)
        moves.append(_CANCEL)
        return moves
    moves = [_HIDE.get(c) or Hide(card=c) for c in hideable(state)]
    if state.phase == "fugitive_play" and not (state.no_pass and len(moves) > 0):
        moves.append(_PASS)
    elif state.options.opening == "one_or_two" and state.placed_this_turn == 1:
        moves.append(_END_TURN)
    return moves


# -- events -----------------------------------------------------------------------------------

#: events that ask for a pile: the three peeks, and Detour
PILE_EVENTS = frozenset({"stash", "lookout", "scout", "detour"})
DECLINE = 0  # the value of Choose that takes nothing back (Second Wind)
_CHOOSE: dict[int, Choose] = {n: Choose(value=n) for n in range(ESCAPE + 1)}


def _choose(value: int) -> Choose:
    return _CHOOSE.get(value) or Choose(value=value)


def choice_values(state: State, choice: Choice) -> list[int]:
    """What the decision an event asks for may be: piles, cards, or :data:`DECLINE`."""
    effect = EVENT_ID[choice.event]
    if effect in PILE_EVENTS:
        return [n for n in PILE_NUMBERS if state.piles[n - 1]]
    if effect == "second_wind":
        return [*sorted(returnable_sprints(state)), DECLINE]
    # dropped_card: any card of his hand but the 42
    return [c for c in state.hands[FUGITIVE] if c != ESCAPE]


def returnable_sprints(state: State) -> dict[int, int]:
    """Second Wind: the sprint cards the Fugitive may take back, each with the position of its
    face-down hideout, which must stay within reach without it (R11)."""
    found: dict[int, int] = {}
    route = state.route
    for position in range(1, len(route)):
        hideout = route[position]
        if hideout.face_up:
            continue
        room = reach(route[position - 1].number, hideout.sprints) - hideout.number
        for card in hideout.sprints:
            if SPRINT[card] <= room:
                found[card] = position
    return found


def choice_problem(state: State, value: int) -> IllegalAction | None:
    """Why ``value`` does not answer the event's decision (None if it does)."""
    choice = state.choice
    if choice is None:
        return REFUSE("no-choice")
    if value in choice_values(state, choice):
        return None
    effect = EVENT_ID[choice.event]
    if effect in PILE_EVENTS:
        return REFUSE("choose-pile", pile=value)
    if effect == "second_wind":
        return REFUSE("not-returnable", card=value)
    return REFUSE("not-givable", card=value)
