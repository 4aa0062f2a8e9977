"""What each action does to the state (already checked legal by the engine)."""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.elba.cards import draw_card, pull_letter
from rules.elba.combat import arrive, give_up, raise_strength, start_fight, take_card
from rules.elba.flow import start_actions
from rules.elba.legal import jump_word
from rules.elba.models import (
    Arm,
    ArriveFrame,
    Draw,
    Drop,
    ElbaAction,
    ElbaState,
    Escape,
    FightFrame,
    FightNext,
    GiveUp,
    GiveUpFrame,
    Jump,
    Keep,
    Move,
    MoveHost,
    ProposeWeapon,
    RaiseFrame,
    Take,
    ThrowFrame,
    ToBag,
    Vote,
)


def normalise(action: ElbaAction) -> ElbaAction:
    if isinstance(action, Arm):
        return Arm(words=sorted(action.words))
    if isinstance(action, Keep) and len(action.letters) <= 2:
        return Keep(letters="".join(sorted(action.letters)))
    return action


def _do_draw(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, Draw)
    hand = state.seats[seat].hand
    drawn = 0
    for _ in range(action.n):
        card = draw_card(state, events)
        if card is None:
            break
        hand.append(card)
        drawn += 1
        events.append(Event(kind="drawn_card", data={"card": card}, to=seat))
    start_actions(state)
    events.append(Event(kind="draw", data={"seat": seat, "cards": drawn, "ap": state.ap}))


def _spend_ap(state: ElbaState) -> None:
    state.ap -= 1


def _do_move(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, Move)
    _spend_ap(state)
    events.append(Event(kind="move", data={"host": seat, "to": action.to}))
    arrive(state, seat, action.to, events)


def _host_by_label(state: ElbaState, label: str) -> int:
    return next(i for i, h in enumerate(state.hosts) if h.label == label)


def _do_move_host(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, MoveHost)
    _spend_ap(state)
    host = _host_by_label(state, action.host)
    events.append(Event(kind="move_host", data={"seat": seat, "host": host, "to": action.to}))
    arrive(state, host, action.to, events)


def _do_jump(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, Jump)
    _spend_ap(state)
    state.stats.jumps += 1
    word = jump_word(state, seat, action.to)
    events.append(Event(kind="jump", data={"host": seat, "to": action.to, "word": word}))
    arrive(state, seat, action.to, events)


def _do_escape(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    """§5.4: one die below strength escapes; otherwise the failure penalties, in order."""
    assert isinstance(action, Escape)
    _spend_ap(state)
    host = state.hosts[seat]
    roll = state.rng.randint(1, 6)
    success = roll < host.strength
    events.append(
        Event(
            kind="escape_attempt",
            data={
                "seat": seat,
                "word": action.word,
                "roll": roll,
                "strength": host.strength,
                "success": success,
            },
        )
    )
    if success:
        state.winner = seat
        state.escape_word = action.word
        state.phase = "over"
        return
    state.stats.failed_escapes += 1
    state.ap = 0
    if state.options.penalties_before_move:
        raise_strength(state, seat, events)
        state.stack.append(ThrowFrame(host=seat))
        state.stack.append(GiveUpFrame(seat=seat))
    else:  # move first (fights use the old strength), penalties once that chain is over
        state.stack.append(GiveUpFrame(seat=seat))
        state.stack.append(RaiseFrame(host=seat))
        state.stack.append(ThrowFrame(host=seat))


def _do_end_actions(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    state.ap = 0
    events.append(Event(kind="end_actions", data={"seat": seat}))


def _do_fight_next(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, FightNext)
    top = state.stack[-1]
    assert isinstance(top, ArriveFrame)
    start_fight(state, top, _host_by_label(state, action.opponent), events)


def _fight(state: ElbaState) -> FightFrame:
    top = state.stack[-1]
    assert isinstance(top, FightFrame)
    return top


def _do_arm(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, Arm)
    fight = _fight(state)
    if state.hosts[fight.aggressor].seat == seat and fight.arms_a is None:
        fight.arms_a = list(action.words)
    else:
        fight.arms_d = list(action.words)
    events.append(Event(kind="weapons_chosen", data={"seat": seat}))


def _do_propose(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, ProposeWeapon)
    fight = _fight(state)
    fight.step = "vote"
    fight.proposal = action.word
    fight.proposer = seat
    fight.votes_for, fight.votes_against = [], []
    events.append(Event(kind="weapon_proposed", data={"seat": seat, "word": action.word}))


def _do_vote(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    """§7.4: a simple majority of the other players accepts; a tie rejects."""
    assert isinstance(action, Vote)
    fight = _fight(state)
    (fight.votes_for if action.accept else fight.votes_against).append(seat)
    if len(fight.votes_for) + len(fight.votes_against) < state.num_players - 1:
        return
    word = fight.proposal
    assert word is not None
    accepted = len(fight.votes_for) > len(fight.votes_against)
    if accepted:
        state.accepted_weapons.append(word)
        if fight.proposer is not None:
            state.seat_stats_of(fight.proposer).accepted += 1
    else:
        fight.rejected.append(word)
    events.append(
        Event(
            kind="weapon_vote",
            data={
                "word": word,
                "accepted": accepted,
                "for": list(fight.votes_for),
                "against": list(fight.votes_against),
            },
        )
    )
    fight.step = "arms"
    fight.proposal = None
    fight.proposer = None


def _do_take(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, Take)
    take_card(state, _fight(state), action.source, action.letter, events)


def _do_give_up(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, GiveUp)
    give_up(state, seat, action.source, action.letter, events)


def _do_to_bag(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, ToBag)
    me = state.seats[seat]
    me.bag.append(pull_letter(me.hand, action.letter))
    events.append(Event(kind="to_bag", data={"seat": seat, "letter": action.letter}))


def _do_end_bag(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    state.phase = "keep"


def _do_keep(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, Keep)
    state.keep = action.letters
    state.phase = "drop"
    # lay the kept cards out in the announced word's order (the bag is shown in card order)
    bag = state.seats[seat].bag
    kept = [pull_letter(bag, ch) for ch in action.letters]
    state.seats[seat].bag = kept + bag
    events.append(Event(kind="keep", data={"seat": seat, "letters": action.letters}))


def _do_drop(state: ElbaState, seat: int, action: Any, events: list[Event]) -> None:
    assert isinstance(action, Drop)
    state.discard.append(pull_letter(state.seats[seat].bag, action.letter))
    events.append(Event(kind="drop", data={"seat": seat, "letters": action.letter}))


HANDLERS = {
    "draw": _do_draw,
    "move": _do_move,
    "move_host": _do_move_host,
    "jump": _do_jump,
    "escape": _do_escape,
    "end_actions": _do_end_actions,
    "fight_next": _do_fight_next,
    "arm": _do_arm,
    "propose_weapon": _do_propose,
    "vote": _do_vote,
    "take": _do_take,
    "give_up": _do_give_up,
    "to_bag": _do_to_bag,
    "end_bag": _do_end_bag,
    "keep": _do_keep,
    "drop": _do_drop,
}
