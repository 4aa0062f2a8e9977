"""The computer player in a fight: which result it wants, its weapons (an off-list word
proposed when it pays), and its vote on another player's word.

A win pays when the host no longer needs strength: it is strong enough, or its bag spells its
escape word and it can already escape (strength 2+), so a loss would only cost a card, its
remaining AP and a throw to a random space. Otherwise a loss pays (strength +1), except a loss
to a player while the word is ready: that player would take a letter of it from the bag.

Proposing an off-list word (§7.4) pays when the computer wants the win, its known weapons do
not make the win sure against everything the opponent can declare, and the proposed word adds
a point that turns the roll into a win, at least if the opponent declares nothing. It proposes
once a fight (a refused word says the table will not help), and never where the vote cannot
pass: an opponent player votes no, so the others must still be a majority. All of it is public:
the dice, the strengths and both bags.
"""

from __future__ import annotations

from rules.elba.cards import letters
from rules.elba.content import escape_words
from rules.elba.models import (
    Arm,
    ElbaAction,
    ElbaState,
    FightFrame,
    ProposeWeapon,
    Vote,
)
from rules.elba.spelling import bag_key, best_bonus, spells

#: strength at which the player stops looking for fights to lose
STRONG_ENOUGH = 4


def _fight(state: ElbaState) -> FightFrame:
    fight = state.stack[-1]
    assert isinstance(fight, FightFrame)
    return fight


def wants_win(state: ElbaState, seat: int, word: str, opponent: int) -> bool:
    strength = state.hosts[seat].strength
    if spells(letters(state.seats[seat].bag), word):
        return strength >= 2 or state.hosts[opponent].kind == "player"
    return strength >= STRONG_ENOUGH


def _bonus(state: ElbaState, seat: int | None, extra: tuple[str, ...] = ()) -> int:
    """The most this seat can add with the weapons known now (plus ``extra``)."""
    if seat is None:
        return 0
    key = bag_key(letters(state.seats[seat].bag))
    cap = state.options.weapon_max_bonus
    return best_bonus(key, (*state.accepted_weapons, *extra), cap)


def _vote_can_pass(state: ElbaState, fight: FightFrame) -> bool:
    voters = state.num_players - 1
    against = sum(state.hosts[h].kind == "player" for h in (fight.aggressor, fight.defender)) - 1
    return voters - against > voters / 2


def _paying_proposal(
    state: ElbaState, seat: int, actions: list[ElbaAction], known: int
) -> ElbaAction | None:
    fight = _fight(state)
    if fight.rejected or not _vote_can_pass(state, fight):
        return None
    mine, theirs = (
        (fight.aggressor, fight.defender)
        if state.hosts[fight.aggressor].seat == seat
        else (fight.defender, fight.aggressor)
    )
    gains = {
        a.word: _bonus(state, seat, (a.word,)) - known
        for a in actions
        if isinstance(a, ProposeWeapon)
    }
    gains = {w: g for w, g in gains.items() if g > 0}
    if not gains:
        return None
    if fight.dice:  # after the roll: only a word that changes the result pays
        me, them = state.hosts[mine], state.hosts[theirs]
        my_die, their_die = fight.dice if mine == fight.aggressor else fight.dice[::-1]
        tie = 1 if mine == fight.aggressor else 0  # the aggressor wins ties

        def wins(bonus: int, against: int) -> bool:
            return my_die + me.strength + bonus + tie > against

        their_total = their_die + them.strength
        if wins(known, their_total + _bonus(state, them.seat)):
            return None
        gains = {w: g for w, g in gains.items() if wins(known + g, their_total)}
    if not gains:
        return None
    word = max(sorted(gains), key=lambda w: gains[w])
    return ProposeWeapon(word=word)


def choose_arms(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    fight = _fight(state)
    opponent = fight.defender if state.hosts[fight.aggressor].seat == seat else fight.aggressor
    arms = [a for a in actions if isinstance(a, Arm)]
    if not wants_win(state, seat, word, opponent):
        return min(arms, key=lambda a: len(a.words))
    best = max(arms, key=lambda a: len(a.words))
    return _paying_proposal(state, seat, actions, len(best.words)) or best


def choose_vote(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    """No to the opponent's word; no to a word helping a proposer whose bag already spells an
    escape word (a win keeps them on the way out); yes otherwise (the word may serve later)."""
    fight = _fight(state)
    fighting = seat in (state.hosts[fight.aggressor].seat, state.hosts[fight.defender].seat)
    proposer = fight.proposer
    bag = letters(state.seats[proposer].bag) if proposer is not None else ""
    ready = any(spells(bag, w) for w in escape_words())
    return Vote(accept=not fighting and not ready)
