"""Arrivals, fights and their consequences (§6, §7), as frames on the state's stack.

Each ``step_*`` function advances the frame on top of the stack as far as it can without a
player's decision; it returns True when it stops to wait for one (``to_act`` then names who).
"""

from __future__ import annotations

from rules.core import Event
from rules.elba.cards import draw_card, letters, pull_letter, roll_space
from rules.elba.content import SAFE_AREA
from rules.elba.models import (
    ArriveFrame,
    ElbaState,
    FightFrame,
    GiveUpFrame,
    Host,
    RaiseFrame,
    ThrowFrame,
)
from rules.elba.spelling import bag_key, best_bonus, proposable_words, weapon_combos

MAX_STRENGTH = 6


def raise_strength(state: ElbaState, host: int, events: list[Event]) -> None:
    h = state.hosts[host]
    h.strength = min(MAX_STRENGTH, h.strength + 1)
    events.append(Event(kind="strength", data={"host": host, "strength": h.strength}))


def arrive(state: ElbaState, host: int, space: str, events: list[Event]) -> None:
    """§6.5 ARRIVE steps 1–3: place the host and list who it must fight."""
    h = state.hosts[host]
    h.space = space
    h.arrivals += 1
    if space == SAFE_AREA:
        return
    opponents = [
        i
        for i, other in enumerate(state.hosts)
        if i != host and other.space == space and "player" in (h.kind, other.kind)
    ]
    if opponents:
        state.stack.append(
            ArriveFrame(host=host, space=space, stamp=h.arrivals, opponents=opponents)
        )


def step_arrival(state: ElbaState, frame: ArriveFrame, events: list[Event]) -> bool:
    """§6.5 ARRIVE step 4: the next fight of an arrival, or the end of it."""
    h = state.hosts[frame.host]
    if h.arrivals != frame.stamp:  # moved away since; that later arrival ran its own fights
        state.stack.pop()
        return False
    frame.opponents = [o for o in frame.opponents if state.hosts[o].space == frame.space]
    if not frame.opponents:
        state.stack.pop()
        return False
    if state.chain_fights >= state.options.chain_fight_cap:
        state.stats.chain_caps += 1
        events.append(Event(kind="chain_cap", data={"fights": state.chain_fights}))
        state.stack.pop()
        return False
    if len(frame.opponents) == 1:
        start_fight(state, frame, frame.opponents[0], events)
        return False
    if h.kind == "player":
        frame.chooser = h.seat
        return True
    if state.options.npc_opponent_order == "random":
        start_fight(state, frame, state.rng.choice(frame.opponents), events)
        return False
    frame.chooser = state.active
    return True


def potential_bonus(state: ElbaState, host: Host) -> int:
    """The most a fighter could add with weapons, counting words a vote might still accept."""
    if host.kind != "player" or host.seat is None:
        return 0
    key = bag_key(letters(state.seats[host.seat].bag))
    accepted = tuple(state.accepted_weapons)
    cap = state.options.weapon_max_bonus
    if state.options.weapon_vote:
        accepted = (*accepted, *proposable_words(key, accepted))
    return best_bonus(key, accepted, cap)


def arms_options(state: ElbaState, seat: int) -> tuple[tuple[str, ...], ...]:
    key = bag_key(letters(state.seats[seat].bag))
    return weapon_combos(key, tuple(state.accepted_weapons), state.options.weapon_max_bonus)


def _roll_fight(state: ElbaState, fight: FightFrame, events: list[Event]) -> None:
    fight.dice = [state.rng.randint(1, 6), state.rng.randint(1, 6)]
    a, d = state.hosts[fight.aggressor], state.hosts[fight.defender]
    events.append(
        Event(
            kind="fight_dice",
            data={
                "aggressor": fight.aggressor,
                "defender": fight.defender,
                "dice": list(fight.dice),
                "strengths": [a.strength, d.strength],
            },
        )
    )


def start_fight(state: ElbaState, frame: ArriveFrame, opponent: int, events: list[Event]) -> None:
    frame.opponents.remove(opponent)
    frame.chooser = None
    state.chain_fights += 1
    state.stats.fights += 1
    fight = FightFrame(aggressor=frame.host, defender=opponent, space=frame.space)
    events.append(
        Event(
            kind="fight",
            data={"aggressor": frame.host, "defender": opponent, "space": frame.space},
        )
    )
    a, d = state.hosts[frame.host], state.hosts[opponent]
    pot_a, pot_d = potential_bonus(state, a), potential_bonus(state, d)
    # nobody without a weapon has anything to declare
    if pot_a == 0:
        fight.arms_a = []
    if pot_d == 0:
        fight.arms_d = []
    if state.options.weapon_declaration == "after_roll_simultaneous":
        _roll_fight(state, fight, events)
        total_a = fight.dice[0] + a.strength
        total_d = fight.dice[1] + d.strength
        # a declaration that cannot change the result is no decision: skip it
        if total_a >= total_d + pot_d or total_a + pot_a < total_d:
            fight.arms_a = fight.arms_a if fight.arms_a is not None else []
            fight.arms_d = fight.arms_d if fight.arms_d is not None else []
    state.stack.append(fight)


def arms_pending(state: ElbaState, fight: FightFrame) -> list[int]:
    seats: list[int] = []
    for host, arms in ((fight.aggressor, fight.arms_a), (fight.defender, fight.arms_d)):
        seat = state.hosts[host].seat
        if arms is None and seat is not None:
            seats.append(seat)
    return seats


def voters(state: ElbaState, fight: FightFrame) -> list[int]:
    """Players still to vote on a proposed weapon: everyone but the proposer (§7.4)."""
    voted = set(fight.votes_for) | set(fight.votes_against)
    return [s for s in range(state.num_players) if s != fight.proposer and s not in voted]


def step_fight(state: ElbaState, fight: FightFrame, events: list[Event]) -> bool:
    if fight.step == "vote":
        return True
    if fight.step == "reward":
        return True
    if arms_pending(state, fight):
        return True
    if not fight.dice:
        _roll_fight(state, fight, events)
    a, d = state.hosts[fight.aggressor], state.hosts[fight.defender]
    arms_a, arms_d = fight.arms_a or [], fight.arms_d or []
    total_a = fight.dice[0] + a.strength + len(arms_a)
    total_d = fight.dice[1] + d.strength + len(arms_d)
    fight.winner = fight.aggressor if total_a >= total_d else fight.defender  # ties: aggressor
    events.append(
        Event(
            kind="fight_result",
            data={
                "aggressor": fight.aggressor,
                "defender": fight.defender,
                "dice": list(fight.dice),
                "weapons": [arms_a, arms_d],
                "totals": [total_a, total_d],
                "winner": fight.winner,
            },
        )
    )
    return reward(state, fight, events)


def _loser(fight: FightFrame) -> int:
    return fight.defender if fight.winner == fight.aggressor else fight.aggressor


def reward(state: ElbaState, fight: FightFrame, events: list[Event]) -> bool:
    """§6.3: the winner's card, by combatant type. True when the winner must choose."""
    assert fight.winner is not None
    w, loser = state.hosts[fight.winner], state.hosts[_loser(fight)]
    if w.kind == "player" and w.seat is not None:
        if loser.kind == "player" and loser.seat is not None:
            victim = state.seats[loser.seat]
            if not victim.bag and victim.hand:
                take_card(state, fight, "hand", None, events)
            elif victim.bag and not victim.hand and len(set(letters(victim.bag))) == 1:
                take_card(state, fight, "bag", letters(victim.bag)[0], events)
            elif victim.bag:
                fight.step = "reward"
                return True
            else:
                finish_fight(state, fight, events)
            return False
        if loser.kind == "napoleon":
            card = draw_card(state, events)
        else:  # Campbell: the top of the discard pile, never the deck
            card = state.discard.pop() if state.discard else None
        if card is not None:
            state.seats[w.seat].hand.append(card)
            events.append(Event(kind="gain", data={"seat": w.seat, "cards": 1}))
            events.append(Event(kind="gain_card", data={"card": card}, to=w.seat))
    finish_fight(state, fight, events)
    return False


def take_card(
    state: ElbaState, fight: FightFrame, source: str, letter: str | None, events: list[Event]
) -> None:
    """The winner of a player fight takes a named bag card or a random hand card."""
    assert fight.winner is not None
    w_seat = state.hosts[fight.winner].seat
    l_seat = state.hosts[_loser(fight)].seat
    assert w_seat is not None and l_seat is not None
    victim = state.seats[l_seat]
    if source == "bag":
        assert letter is not None
        card = pull_letter(victim.bag, letter)
        events.append(Event(kind="steal", data={"from": l_seat, "to": w_seat, "letter": letter}))
    else:
        card = victim.hand.pop(state.rng.randbelow(len(victim.hand)))
        events.append(Event(kind="steal", data={"from": l_seat, "to": w_seat, "source": "hand"}))
        for seat in (w_seat, l_seat):
            events.append(Event(kind="stolen_card", data={"card": card}, to=seat))
    state.seats[w_seat].hand.append(card)
    finish_fight(state, fight, events)


def finish_fight(state: ElbaState, fight: FightFrame, events: list[Event]) -> None:
    """§6.4 after the card effect: strength, AP, thrown to a random space."""
    state.stack.pop()
    loser_id = _loser(fight)
    loser = state.hosts[loser_id]
    winner = state.hosts[fight.winner] if fight.winner is not None else None
    if loser.kind == "player" and loser.seat == state.active and state.phase == "actions":
        as_aggressor = loser_id == fight.aggressor
        if (state.options.ap_loss_on_any_loss or as_aggressor) and state.ap > 0:
            state.ap = 0
            events.append(Event(kind="ap_lost", data={"seat": loser.seat}))
    if state.options.penalties_before_move:
        raise_strength(state, loser_id, events)
        state.stack.append(ThrowFrame(host=loser_id))
    else:
        state.stack.append(RaiseFrame(host=loser_id))
        state.stack.append(ThrowFrame(host=loser_id))
    if winner is not None and winner.kind != "player" and loser.seat is not None:
        state.stack.append(GiveUpFrame(seat=loser.seat))  # the card effect comes first


def step_throw(state: ElbaState, frame: ThrowFrame, events: list[Event]) -> None:
    state.stack.pop()
    black, white, space = roll_space(state)
    events.append(
        Event(kind="thrown", data={"host": frame.host, "dice": [black, white], "space": space})
    )
    arrive(state, frame.host, space, events)


def give_up_options(state: ElbaState, seat: int) -> list[tuple[str, str]]:
    s = state.seats[seat]
    return [("hand", ch) for ch in sorted(set(letters(s.hand)))] + [
        ("bag", ch) for ch in sorted(set(letters(s.bag)))
    ]


def give_up(state: ElbaState, seat: int, source: str, letter: str, events: list[Event]) -> None:
    pile = state.seats[seat].hand if source == "hand" else state.seats[seat].bag
    state.discard.append(pull_letter(pile, letter))
    state.stack.pop()
    events.append(Event(kind="give_up", data={"seat": seat, "source": source, "letter": letter}))


def step_give_up(state: ElbaState, frame: GiveUpFrame, events: list[Event]) -> bool:
    """Resolve a give-up by itself only when the choice depends on public facts alone: with
    cards in hand the loser is always asked, even with one choice, since skipping the question
    would tell everybody what the hidden hand holds."""
    options = give_up_options(state, frame.seat)
    if not options:  # no card in hand or bag: public
        state.stack.pop()
        return False
    if len(options) == 1 and not state.seats[frame.seat].hand:  # the bag is public
        give_up(state, frame.seat, *options[0], events)
        return False
    return True
