"""The computer prisoner's dealings with the others: ballots, trades, handing in items for a
task, and which blackmail card to keep. Each answer weighs this prisoner's own chances."""

from __future__ import annotations

from collections import Counter

from rules.alcatraz.actions import Action, KeepCard, TaskPledge, TradeAdd, TradeOffer, Vote
from rules.alcatraz.ai_goat import threats
from rules.alcatraz.ai_plan import best_task, needs_of
from rules.alcatraz.ai_world import (
    rounds_left,
    spare_items,
    stay_chance,
    turn_ap,
)
from rules.alcatraz.content import GUN, blackmail
from rules.alcatraz.models import State
from rules.alcatraz.tasks import card_of, task_at, usefulness

#: a ballot's reluctance to elect a prisoner whom a task on the board would leave behind
MOTIVE = 2.0
#: blackmail cards in the order a prisoner likes to keep them
CARD_TASTE = [
    "protection",
    "tipoff",
    "pickpocket",
    "lockdown",
    "shakedown",
    "replace_task",
    "paperwork",
    "transfer",
    "sleepless",
]


# -- the vote ----------------------------------------------------------------------------------


def productivity(state: State, seat: int) -> float:
    """How much the table loses if ``seat`` is scapegoat this round: a prisoner about to
    complete a task (especially one bringing a step nobody has) should stay free."""
    best = best_task(state, seat, rivals=False)
    if best is None:
        return 0.0
    plan = best[1]
    rounds = plan.cost / max(1, turn_ap(state, seat)) + plan.wait
    return max(0.0, 4.0 - 2.0 * rounds) + max(0.0, best[0]) * 0.25


def vote(state: State, seat: int, options: list[int]) -> Vote:
    """Never oneself. The best scapegoat for me is the prisoner the table misses least this
    round (far from finishing a task), who holds no blackmail cards (the rulebook's advice),
    whom no task in reach would leave behind (he would get in its way), and not the same one
    again by default: a re-elected scapegoat gets more action points and has less and less
    to lose. Who stays behind: the least useful of the tied."""
    if state.phase == "stay_vote":
        return Vote(candidate=min(options, key=lambda c: (usefulness(state, c), c)))
    others = [c for c in options if c != seat] or options

    def weight(c: int) -> tuple[float, int]:
        # as scapegoat he would turn his bonus against the task that leaves him behind
        return (ballot_weight(state, seat, c) + (MOTIVE if threats(state, c) else 0.0), c)

    return Vote(candidate=min(others, key=weight))


def ballot_weight(state: State, seat: int, c: int) -> float:
    """How much ``seat`` dislikes electing ``c``: what the table misses, blackmail in hand,
    items to use, a scapegoat already in office; less for a prisoner ahead of ``seat``."""
    p = state.players[c]
    w = 2.5 * len(p.blackmail) + productivity(state, c) + 0.3 * len(p.items)
    if c == state.scapegoat:
        w += 1.0 + 0.5 * state.bonus
    if len(p.plan) > len(state.players[seat].plan):
        w -= 0.5  # a round without steps for a prisoner ahead of me keeps me level
    return w


# -- handing in items for a task ---------------------------------------------------------------


def task_pledge(state: State, seat: int, pledges: list[TaskPledge]) -> Action | None:
    """Own items first, then the willing teammates', the gun and the scapegoat's last."""
    if not pledges:
        return None
    return min(
        pledges,
        key=lambda a: (a.owner != seat, a.owner == state.scapegoat, a.item == GUN, a.owner),
    )


def task_answer(state: State, seat: int) -> bool:
    """Hand in an item for another's task? Yes unless the escape it may trigger leaves me
    behind: every task brings the escape closer (and a plan step to each helper who is not the
    scapegoat), and a scapegoat who held back his items would only be held back in turn."""
    draft = state.task
    if draft is None or draft.asking is None:
        return False
    task = task_at(state, draft.location)
    if task is None:
        return False
    card = card_of(task)
    risky = stay_chance(state, draft.performer, card.step, seat) >= 0.5
    return not risky or rounds_left(state) == 0


# -- trades ------------------------------------------------------------------------------------


def _worth(item: str, need: Counter[str], held: Counter[str]) -> float:
    if item == "cash":
        return 1.0
    if held.get(item, 0) < need.get(item, 0) or (item == GUN and need):
        return 3.0
    return 0.4


def trade_is_fair(state: State, seat: int) -> bool:
    """Accept when what I get is worth at least what I give, for my own next task."""
    draft = state.trade
    if draft is None:
        return False
    me = state.players[seat]
    need = Counter(needs_of(state, seat))
    held = Counter(me.items)
    loss = 0.0
    for item in draft.take:  # leaves me
        held[item] -= 1
        loss += _worth(item, need, held)
    loss += draft.take_cash
    gain = 0.0
    for item in draft.give:
        gain += _worth(item, need, held)
        held[item] += 1
    gain += draft.give_cash
    return gain >= loss and gain > 0


def wanted_from(state: State, seat: int, partner: int) -> list[str]:
    """Items of ``partner`` that my next task lacks and his does not use."""
    best = best_task(state, seat)
    if best is None:
        return []
    theirs = state.players[partner].items
    spare = spare_items(theirs, needs_of(state, partner))
    return [i for i in best[1].short if i in spare]


def gift_for(state: State, seat: int, partner: int) -> str | None:
    """What I can give in return: an item he needs and I do not, else cash, else any spare."""
    me = state.players[seat]
    mine = spare_items(me.items, needs_of(state, seat))
    theirs = Counter(needs_of(state, partner))
    for item in mine:
        if theirs.get(item):
            return item
    if me.cash > 1:
        return "cash"
    return mine[0] if mine else ("cash" if me.cash else None)


def trade_step(state: State, seat: int, legal: list[Action]) -> Action | None:
    draft = state.trade
    if draft is None:
        return None
    if not draft.take:
        wanted = wanted_from(state, seat, draft.partner)
        return TradeAdd(side="take", what=wanted[0]) if wanted else None
    if not draft.give and not draft.give_cash:
        gift = gift_for(state, seat, draft.partner)
        if gift is not None and TradeAdd(side="give", what=gift) in legal:
            return TradeAdd(side="give", what=gift)
    return TradeOffer() if TradeOffer() in legal else None


def keep_card(actions: list[Action]) -> Action:
    def taste(a: Action) -> int:
        return CARD_TASTE.index(blackmail()[a.card].kind) if isinstance(a, KeepCard) else 99

    return min(actions, key=taste)
