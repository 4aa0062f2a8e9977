"""The computer player: collect the letters of one escape word, get strong by losing fights it
can afford, then walk (or jump) to the matching tower and try to escape.

A jump pays when it is progress: it ends nearer the tower than any step could (and the draw
counts the shorter route, keeping fewer AP), or it reaches a fight the computer wants that no
step reaches, against a stronger host (a likelier loss: strength) or, with its word ready but
strength 1, against a non-player (a player winning would take a letter of the word). The
cleanup keeps the escape word inside a word that also jumps near its tower when there is one.
Fights and weapons: ``ai_fights``.

It only reads what its seat may know (the table and its own hand) and answers every decision
the rules give it, including those outside its turn.
"""

from __future__ import annotations

from collections import Counter, deque
from functools import cache

from rules.core import Rng
from rules.elba.ai_fights import STRONG_ENOUGH, choose_arms, choose_vote
from rules.elba.cards import letters
from rules.elba.content import SAFE_AREA, board, escape_words
from rules.elba.legal import decision, jump_targets
from rules.elba.models import (
    Draw,
    Drop,
    ElbaAction,
    ElbaState,
    EndActions,
    EndBag,
    Escape,
    FightNext,
    GiveUp,
    Jump,
    Keep,
    Move,
    MoveHost,
    Take,
    ToBag,
)
from rules.elba.spelling import bag_key, best_bonus, spells


@cache
def distances(start: str) -> dict[str, int]:
    """Steps from ``start`` to every space (breadth-first over the doors)."""
    b = board()
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in b.spaces[here].adjacent:
            if nxt not in seen:
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    return seen


def tower_distance(space: str, word: str) -> int:
    tower = board().tower_words.get(word)
    return 0 if tower is None else distances(space)[tower]


@cache
def route(here: str, word: str, key: str) -> int:
    """AP from ``here`` to the tower of ``word``: walking, or a jump the bag ``key`` spells
    then walking."""
    tower = board().tower_words.get(word)
    if tower is None:
        return 0
    jumps = [1 + distances(s)[tower] for s in jump_targets(key) if s != here]
    return min([distances(here)[tower], *jumps])


def route_length(state: ElbaState, seat: int, word: str) -> int:
    return route(state.hosts[seat].space, word, bag_key(letters(state.seats[seat].bag)))


def target_word(state: ElbaState, seat: int) -> str:
    """The escape word closest to hand: fewest missing letters, then nearest tower."""
    me = state.seats[seat]
    have = Counter(letters(me.hand) + letters(me.bag))
    here = state.hosts[seat].space

    def cost(word: str) -> tuple[float, int]:
        missing = sum((Counter(word) - have).values())
        return missing * 2 + tower_distance(here, word) / 3, len(word)

    return min(escape_words(), key=cost)


def _surplus(state: ElbaState, seat: int, word: str) -> Counter[str]:
    """Cards held beyond what the target word needs."""
    me = state.seats[seat]
    return Counter(letters(me.hand) + letters(me.bag)) - Counter(word)


def choose(state: ElbaState, seat: int, actions: list[ElbaAction], rng: Rng) -> ElbaAction:
    if len(actions) == 1:
        return actions[0]
    kind = decision(state)
    word = target_word(state, seat)
    pick = _CHOOSERS.get(kind)
    chosen = pick(state, seat, actions, word) if pick is not None else None
    if chosen is None:
        fallback: ElbaAction = rng.choice(actions)
        return fallback
    return chosen


def _draw(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    me = state.seats[seat]
    if spells(letters(me.bag), word):
        want_ap = route_length(state, seat, word) + 1
        if state.hosts[seat].strength < 2:
            want_ap += 2
    else:
        want_ap = 2 if state.hosts[seat].strength < STRONG_ENOUGH else 1
    n = max(0, 7 - len(me.hand) - want_ap)
    draws = [a for a in actions if isinstance(a, Draw)]
    return min(draws, key=lambda a: abs(a.n - n))


def _occupied(state: ElbaState, space: str, me: int) -> list[int]:
    return [i for i, h in enumerate(state.hosts) if h.space == space and i != me]


def _actions(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    host = state.hosts[seat]
    bag = letters(state.seats[seat].bag)
    escapes = [a for a in actions if isinstance(a, Escape)]
    if escapes and host.strength >= 2:
        return escapes[0]
    ready = spells(bag, word)
    chosen: ElbaAction | None = None
    if ready and host.strength >= 2:
        chosen = _toward(state, seat, actions, word)
    elif ready:  # the word is there but strength 1 cannot escape: a fight must come first
        chosen = _seek_fight(state, seat, actions, npc_only=True)
        chosen = chosen or _pull_host(state, seat, actions)
        chosen = chosen or _toward(state, seat, actions, word)
    elif host.strength < STRONG_ENOUGH:
        chosen = _seek_fight(state, seat, actions) or _approach(state, seat, actions)
    else:
        chosen = _toward(state, seat, actions, word)
    return chosen or next(a for a in actions if isinstance(a, EndActions))


def _pull_host(state: ElbaState, seat: int, actions: list[ElbaAction]) -> ElbaAction | None:
    """Bring the nearest non-player a step closer (to fight it here soon)."""
    here = state.hosts[seat].space
    if here == SAFE_AREA:
        return None
    to_me = distances(here)
    best: tuple[int, ElbaAction] | None = None
    for a in actions:
        if isinstance(a, MoveHost):
            mover = next(h for h in state.hosts if h.label == a.host)
            if to_me[a.to] < to_me[mover.space] and (best is None or to_me[a.to] < best[0]):
                best = (to_me[a.to], a)
    return best[1] if best is not None else None


def _approach(state: ElbaState, seat: int, actions: list[ElbaAction]) -> ElbaAction | None:
    """Walk toward the nearest space where another host stands (outside the SAFE AREA)."""
    others = {h.space for i, h in enumerate(state.hosts) if i != seat and h.space != SAFE_AREA}
    if not others:
        return None

    def gap(space: str) -> int:
        d = distances(space)
        return min(d[o] for o in others)

    now = gap(state.hosts[seat].space)
    best: tuple[int, ElbaAction] | None = None
    for a in actions:
        if isinstance(a, Move | Jump) and a.to != SAFE_AREA:
            g = gap(a.to)
            if g < now and (best is None or g < best[0]):
                best = (g, a)
    return best[1] if best is not None else _pull_host(state, seat, actions)


def _seek_fight(
    state: ElbaState, seat: int, actions: list[ElbaAction], npc_only: bool = False
) -> ElbaAction | None:
    """A fight it can afford: walk or jump into company, or bring the strongest non-player
    over; the strongest host met is best, a step before a jump at equal strength. With
    ``npc_only``, only where every host met is a non-player."""
    here = state.hosts[seat].space
    best: tuple[int, ElbaAction] | None = None
    for a in actions:
        if isinstance(a, Move | Jump) and a.to != SAFE_AREA:
            rivals = _occupied(state, a.to, seat)
            if npc_only and any(state.hosts[r].kind == "player" for r in rivals):
                continue
            if rivals:
                score = max(state.hosts[r].strength for r in rivals)
                if best is None or score > best[0]:
                    best = (score, a)
        elif isinstance(a, MoveHost) and a.to == here and here != SAFE_AREA:
            mover = next(h for h in state.hosts if h.label == a.host)
            if best is None or mover.strength > best[0]:
                best = (mover.strength, a)
    return best[1] if best is not None else None


def _toward(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction | None:
    tower = board().tower_words.get(word)
    if tower is None:
        return None
    here = state.hosts[seat].space
    now = distances(here)[tower]
    best: tuple[int, ElbaAction] | None = None
    for a in actions:
        if isinstance(a, Move | Jump):
            d = distances(a.to)[tower]
            if d < now and (best is None or d < best[0]):
                best = (d, a)
    return best[1] if best is not None else None


def _fight_order(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    # weakest first: the first fights are the likeliest wins (cards), a loss ends the round
    def strength(a: ElbaAction) -> int:
        assert isinstance(a, FightNext)
        return next(h.strength for h in state.hosts if h.label == a.opponent)

    return min(actions, key=strength)


def _take(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    mine = Counter(letters(state.seats[seat].hand) + letters(state.seats[seat].bag))
    missing = Counter(word) - mine
    for a in actions:
        if isinstance(a, Take) and a.letter is not None and missing[a.letter]:
            return a
    hand = [a for a in actions if isinstance(a, Take) and a.source == "hand"]
    return hand[0] if hand else actions[0]


def _give_up(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    surplus = _surplus(state, seat, word)

    def cost(a: ElbaAction) -> tuple[int, int]:
        assert isinstance(a, GiveUp)
        return (0 if surplus[a.letter] else 1, 0 if a.source == "hand" else 1)

    return min(actions, key=cost)


def _bag(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    """Put the target word into the bag when it is complete; otherwise cycle the useless cards
    out through the bag and park up to two useful letters there (the bag costs no AP)."""
    me = state.seats[seat]
    bag = Counter(letters(me.bag))
    hand = Counter(letters(me.hand))
    moves = {a.letter: a for a in actions if isinstance(a, ToBag)}
    if not (Counter(word) - bag - hand):
        # the word goes into the bag; every other card leaves through it (more AP next turn)
        need = Counter(word) - bag
        for ch in [*need, *sorted(hand)]:
            if ch in moves:
                return moves[ch]
    else:
        useless = hand - (Counter(word) - bag)
        for ch in sorted(useless):
            if ch in moves:
                return moves[ch]
        useful_in_bag = sum((bag & Counter(word)).values())
        if useful_in_bag < 2:
            for ch in sorted(hand & (Counter(word) - bag)):
                if ch in moves:
                    return moves[ch]
    end = [a for a in actions if isinstance(a, EndBag)]
    return end[0] if end else next(iter(moves.values()))


def _keep(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    """The target word if it can be kept, in the word that also jumps nearest its tower (BLARE
    spells ELBA and BAR, two steps from the WEST TOWER), then with the most weapon points;
    otherwise as many of its letters as possible."""
    target = Counter(word)
    here = state.hosts[seat].space
    extra = tuple(state.accepted_weapons)
    cap = state.options.weapon_max_bonus

    def score(a: ElbaAction) -> tuple[int, int, int, int, int, int]:
        assert isinstance(a, Keep)
        kept = Counter(a.letters)
        complete = not (target - kept)
        key = bag_key(a.letters)
        return (
            complete,
            -route(here, word, key) if complete else 0,
            best_bonus(key, extra, cap) if complete else 0,
            1 if a.letters == word else 0,  # announce the escape word itself
            sum((kept & target).values()),
            -len(a.letters),
        )

    return max(actions, key=score)


def _drop(state: ElbaState, seat: int, actions: list[ElbaAction], word: str) -> ElbaAction:
    # leave on top the letter the others are least likely to want: the commonest in the deck
    order = "EAPCRLMBOFS"
    return min(actions, key=lambda a: -order.index(a.letter) if isinstance(a, Drop) else 0)


_CHOOSERS = {
    "draw": _draw,
    "actions": _actions,
    "fight_order": _fight_order,
    "arms": choose_arms,
    "vote": choose_vote,
    "reward": _take,
    "give_up": _give_up,
    "bag": _bag,
    "keep": _keep,
    "drop": _drop,
}
