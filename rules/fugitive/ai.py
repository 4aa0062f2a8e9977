"""Computer players for Fugitive.

Both return one step at a time. Multi-step moves (hide → sprint … → place, pick … → guess) are
recomputed from the state at every call by a deterministic plan, so successive calls agree with
each other and can never cycle (e.g. hide, cancel, hide, …). The Marshal only uses her own view.
"""

from __future__ import annotations

from rules.core import Engine, Rng
from rules.fugitive.content import BASE_REACH, EVENT_ID, PILE_RANGES, SPRINT
from rules.fugitive.deduce import candidates_by_position
from rules.fugitive.legal import PILE_EVENTS
from rules.fugitive.models import (
    ESCAPE,
    FUGITIVE,
    MARSHAL,
    Action,
    Cancel,
    Choose,
    Draw,
    EndTurn,
    Guess,
    Hide,
    Options,
    Pass,
    Pick,
    Place,
    Sprint,
    State,
    Unpick,
    Unsprint,
)
from rules.fugitive.route import (
    can_sprint,
    first_of_forced_pair,
    last_hideout,
    second_hideout_possible,
    sprint_total,
)
from rules.fugitive.views import FugitiveView

BLUFF_ONE_IN = 10  # how often the Fugitive adds a needless sprint card when he has a spare one
HIGHER_ONE_IN = 8  # how often he draws from the pile above the one his next hideouts need


def choose_action(
    engine: Engine[Options, State, Action, FugitiveView], state: State, seat: int, rng: Rng
) -> Action:
    legal = engine.legal_actions(state, seat)
    if not legal:
        raise ValueError(f"Seat {seat} has nothing to do now.")
    if isinstance(legal[0], Choose):
        action = _event_choice(engine, state, seat, rng, legal)
    elif seat == FUGITIVE:
        action = _fugitive(state, rng, legal)
    else:
        action = _marshal(engine, state, rng, legal)
    # a plan that somehow went wrong still yields a legal step
    if action not in legal:
        action = rng.choice(legal)
    return action


# -- Fugitive ---------------------------------------------------------------------------------


def _fugitive(state: State, rng: Rng, legal: list[Action]) -> Action:
    draws = [a for a in legal if isinstance(a, Draw)]
    if draws:
        return _fugitive_draw(state, rng, draws)
    if state.pending is not None:
        return _continue_hideout(state)
    return _start_hideout(state, rng, legal)


def _fugitive_draw(state: State, rng: Rng, open_piles: list[Draw]) -> Draw:
    """Draw where the next hideouts lie; now and then from a higher pile (the rulebook's tip:
    it stocks cards for the end game and misleads the Marshal)."""
    target = min(last_hideout(state) + BASE_REACH + 1, 41)
    if ESCAPE in state.hands[FUGITIVE] and last_hideout(state) >= 25:
        target = 41
    wanted = next(i for i, (lo, hi) in enumerate(PILE_RANGES) if target <= hi or i == 2)
    if rng.randbelow(HIGHER_ONE_IN) == 0:
        wanted = min(wanted + 1, 2)
    return min(open_piles, key=lambda a: abs(a.pile - 1 - wanted))


def _sprint_plan(others: list[int], card: int, previous: int) -> list[int] | None:
    """Sprint cards for ``card``: first cards that can no longer be hideouts (below ``card``),
    the bigger footprints first, then as few useful cards as possible; None if out of reach."""
    need = card - previous - BASE_REACH
    if need <= 0:
        return []
    usable = [c for c in others if can_sprint(c)]
    order = sorted(usable, key=lambda c: (c > card, -SPRINT[c], c))
    chosen: list[int] = []
    for c in order:
        if sprint_total(chosen) >= need:
            break
        chosen.append(c)
    if sprint_total(chosen) < need:
        return None
    for c in sorted(chosen, key=lambda c: (c < card, SPRINT[c])):  # drop what is not needed
        rest = [x for x in chosen if x != c]
        if sprint_total(rest) >= need:
            chosen = rest
    return sorted(chosen)


def _bluffs(state: State, card: int) -> bool:
    """A fixed coin for this placement and card, so that later steps repeat the same decision.
    It is drawn from what the Fugitive sees only (his route and every card he holds, the
    pending hideout's included), never from what he cannot see, such as the game's generator."""
    pending = state.pending
    held = [*state.hands[FUGITIVE], *((pending.card, *pending.sprints) if pending else ())]
    salt = 0
    for n in (state.turn, card, *(h.number for h in state.route), *sorted(held)):
        salt = (salt * 1_000_003 + n) % 2**64
    return Rng(s=salt).randbelow(BLUFF_ONE_IN) == 0


def _plan(state: State, hand: list[int], card: int) -> list[int] | None:
    """The full sprint set the Fugitive intends for ``card`` (``hand`` holds every card he
    has apart from ``card``), or None when the plan is not legal."""
    previous = last_hideout(state)
    sprints = _sprint_plan(hand, card, previous)
    if sprints is None:
        return None
    spare = [c for c in hand if can_sprint(c) and c < card and c not in sprints]
    # no bluff in the opening: the spare card may be the one the second hideout needs
    opening = state.phase == "opening"
    if not sprints and spare and card != ESCAPE and not opening and _bluffs(state, card):
        bluffed = [min(spare)]
        if _legal_plan(state, hand, card, bluffed):
            return bluffed
    return sprints if _legal_plan(state, hand, card, sprints) else None


def _legal_plan(state: State, hand: list[int], card: int, sprints: list[int]) -> bool:
    if card > last_hideout(state) + BASE_REACH + sprint_total(sprints):
        return False
    if first_of_forced_pair(state):
        rest = [c for c in hand if c not in sprints]
        return second_hideout_possible(rest, card)
    return True


def _continue_hideout(state: State) -> Action:
    pending = state.pending
    assert pending is not None
    hand = sorted([*state.hands[FUGITIVE], *pending.sprints])
    target = _plan(state, hand, pending.card)
    if target is None:
        return Cancel()
    for card in pending.sprints:
        if card not in target:
            return Unsprint(card=card)
    for card in target:
        if card not in pending.sprints:
            return Sprint(card=card)
    return Place()


def _free_sprints(hand: list[int], card: int, previous: int) -> list[int] | None:
    """The sprint cards for ``card`` after ``previous`` when all of them are below ``card``
    (cards that could no longer be hideouts), else None."""
    sprints = _sprint_plan(hand, card, previous)
    return None if sprints is None or any(c > card for c in sprints) else sprints


def _opening_pair(hand: list[int], cheap: list[int], previous: int) -> int | None:
    """The first of two opening hideouts that both cost no useful card, the pair reaching
    furthest (then the higher first); None when no such pair exists."""
    best: tuple[int, int] | None = None
    for first in cheap:
        rest = [c for c in hand if c != first]
        sprints = _free_sprints(rest, first, previous)
        if sprints is None:
            continue
        rest = [c for c in rest if c not in sprints]
        for second in rest:
            if second > first and second != ESCAPE:
                others = [c for c in rest if c != second]
                if _free_sprints(others, second, first) is not None:
                    best = max(best or (second, first), (second, first))
    return None if best is None else best[1]


def _start_hideout(state: State, rng: Rng, legal: list[Action]) -> Action:
    hand = state.hands[FUGITIVE]
    plans: list[tuple[int, int]] = []  # (useful cards spent, card)
    for action in legal:
        if isinstance(action, Hide):
            others = [c for c in hand if c != action.card]
            sprints = _plan(state, others, action.card)
            if sprints is not None:
                plans.append((sum(1 for c in sprints if c > action.card), action.card))
    can_stop = Pass() if Pass() in legal else EndTurn() if EndTurn() in legal else None
    if any(card == ESCAPE for _, card in plans):
        return Hide(card=ESCAPE)
    if not plans:
        return can_stop if can_stop is not None else rng.choice(legal)
    cheap = sorted((card for cost, card in plans if cost == 0), reverse=True)
    if isinstance(can_stop, EndTurn):  # a second opening hideout whenever it is free
        return Hide(card=cheap[0]) if cheap else can_stop
    if state.phase == "opening" and cheap:
        first = _opening_pair(hand, cheap, last_hideout(state))
        if first is not None:
            return Hide(card=first)
    if cheap:
        # the second highest free card: the highest stays in hand for a later, longer step
        # (measured: the Fugitive wins more often than with the highest, bench/README.md)
        return Hide(card=cheap[1] if len(cheap) > 1 else cheap[0])
    # a hideout that costs useful cards still beats a pass: a pass is a free guess for the
    # Marshal and brings the escape no closer. The fewest useful cards, then the lowest card:
    # the high ones stay in hand for the end (measured as above)
    return Hide(card=min(plans)[1])


# -- Marshal ----------------------------------------------------------------------------------


def _marshal(
    engine: Engine[Options, State, Action, FugitiveView],
    state: State,
    rng: Rng,
    legal: list[Action],
) -> Action:
    view = engine.view(state, 1)
    by_position = candidates_by_position(view)
    draws = [a for a in legal if isinstance(a, Draw)]
    if draws:
        return _marshal_draw(view, by_position, draws)
    possible = set().union(*by_position.values()) if by_position else set()
    certain = {next(iter(s)) for s in by_position.values() if len(s) == 1}
    picked: list[int] = view["picked"]
    for number in picked:
        if number not in possible:
            return Unpick(number=number)
    if picked:
        more = sorted(certain - set(picked))
        if view["phase"] == "manhunt" or view["next_guess"] == "single":
            return Guess()
        if view["next_guess"] == "split":  # Wide Search: a second number costs nothing
            if not any(isinstance(a, Pick) for a in legal):  # two, or all the face-down
                return Guess()
            return Pick(number=more[0]) if more else _best_pick(by_position, rng, legal)
        if set(picked) <= certain and more:
            return Pick(number=more[0])  # several numbers only when all are certain
        return Guess()
    if certain:
        return Pick(number=min(certain))
    return _best_pick(by_position, rng, legal)


def _best_pick(by_position: dict[int, set[int]], rng: Rng, legal: list[Action]) -> Action:
    """The number most likely to be a hideout: each face-down position spreads one chance over
    its candidates, so positions with few candidates weigh most."""
    allowed = {a.number for a in legal if isinstance(a, Pick)}
    score: dict[int, float] = {}
    for options in by_position.values():
        for number in options & allowed:
            score[number] = score.get(number, 0.0) + 1.0 / len(options)
    if not score:
        fallback: Action = rng.choice([a for a in legal if isinstance(a, Pick)])
        return fallback
    best = max(score.values())
    top = sorted(n for n, s in score.items() if s >= best - 1e-9)
    return Pick(number=rng.choice(top))


def _marshal_draw(
    view: FugitiveView,
    by_position: dict[int, set[int]],
    draws: list[Draw],
) -> Draw:
    """Draw from the pile most likely to hold a candidate number (a drawn candidate is one
    fewer to check); ties go to the higher pile, which also blocks the Fugitive's late jumps."""
    possible = set().union(*by_position.values()) if by_position else set()
    hand = set(view.get("hand") or [])
    best: tuple[float, int] = (-1.0, 0)
    choice = draws[-1]
    for action in draws:
        lo, hi = PILE_RANGES[action.pile - 1]
        unknown = [n for n in range(lo, hi + 1) if n not in hand]
        share = len([n for n in unknown if n in possible]) / max(1, len(unknown))
        key = (share, action.pile)
        if key > best:
            best, choice = key, action
    return choice


# -- events -----------------------------------------------------------------------------------


def _event_choice(
    engine: Engine[Options, State, Action, FugitiveView],
    state: State,
    seat: int,
    rng: Rng,
    legal: list[Action],
) -> Action:
    """The decision an event asks for, made on what ``seat`` sees: a pile as the seat would
    draw from it; the Fugitive takes back his highest returnable sprint card and gives away
    the card he needs least (below his route, fewest footprints)."""
    values = [a.value for a in legal if isinstance(a, Choose)]
    event = state.choice.event if state.choice is not None else 0
    effect = EVENT_ID.get(event)
    if effect in PILE_EVENTS:
        draws = [Draw(pile=v) for v in values if v in (1, 2, 3)]
        if seat == MARSHAL:
            view = engine.view(state, MARSHAL)
            drawn = _marshal_draw(view, candidates_by_position(view), draws)
        else:
            drawn = _fugitive_draw(state, rng, draws)
        return Choose(value=drawn.pile)
    if effect == "second_wind":
        return Choose(value=max(values))  # 0 (keep them) only when nothing can come back
    last = last_hideout(state)
    return Choose(value=min(values, key=lambda c: (c > last, SPRINT.get(c, 0), c)))
