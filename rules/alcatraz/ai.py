"""The computer player: each prisoner plays for itself from what its own seat can see.

A prisoner who is not the scapegoat weighs the board's tasks by what they would give *him*: a
plan step he lacks, a step that brings an escape with him among the escapees closer, the
escape itself, the reward step a helper draws; against the action points they cost, found by
planning the whole route of pick-ups to the task (:mod:`rules.alcatraz.ai_world`): the items
to fetch, cash for bribes or the Radio Room to move guards off it. He steps only where that
choice is worth more than where he stands, so he never walks back and forth. A task needing
several prisoners is done by the crew anybody at the table would name from what is public
(the pawns holding most of its items, then the nearest), who meet there and pool their items.
Errands on the way (cash, stamina, a blackmail card that keeps voters away) are run when
their detour pays. He does not hand in items for, nor complete, a task whose escape would
leave him behind while rounds are left to do better (:mod:`rules.alcatraz.ai_plan`); when
such a task is on the board and he has no task of his own to finish this turn, he gets in its
way (steals an item it needs, riots a guard onto it).

The scapegoat prepares his own next task or stands in for a crew, plays blackmail for his
own good, and turns against a task whose completion could let the others escape without him
(:mod:`rules.alcatraz.ai_goat`). Votes rotate the scapegoat unless keeping him serves the
voter, and shy away from a prisoner a task would leave behind; trades are accepted when fair
for the prisoner's own task (:mod:`rules.alcatraz.ai_social`).

Nothing here reads another seat's blackmail cards, a ballot, the order of a deck or the random
state. A choice depends only on the state, the seat and ``rng`` (used only in the fallback).
Each choice is checked with the rules' own ``reason``; the full list of legal actions is only
built when a choice is picked from it (guard moves, returns, cards, pledges, trades).
Thinking "as if one stood elsewhere" moves the pawn on the given state for a moment and puts
it back before returning."""

from __future__ import annotations

from rules.alcatraz.actions import (
    Action,
    Bribe,
    EndTurn,
    PlaceItem,
    Stamina,
    TaskAnswer,
    TaskCancel,
    TaskComplete,
    TaskPledge,
    TaskStart,
    TradeAnswer,
    TradeCancel,
    TradeOpen,
)
from rules.alcatraz.ai_act import ok, pursue
from rules.alcatraz.ai_goat import guard_move, kept_away, sabotage, scapegoat_step, threats
from rules.alcatraz.ai_plan import Option, choice_for
from rules.alcatraz.ai_social import (
    gift_for,
    keep_card,
    task_answer,
    task_pledge,
    trade_is_fair,
    trade_step,
    vote,
    wanted_from,
)
from rules.alcatraz.ai_world import dist_table, rounds_left, stay_chance, thinking
from rules.alcatraz.board import effective_guards, locked_in
from rules.alcatraz.legal import legal, mode
from rules.alcatraz.models import State
from rules.alcatraz.tasks import card_of, missing, pooled_items, prisoners_counted, task_at
from rules.core import Rng


def choose(state: State, seat: int, rng: Rng) -> Action:
    with thinking(state):
        return _choose(state, seat, rng)


def _choose(state: State, seat: int, rng: Rng) -> Action:
    m = mode(state)
    pick: Action | None
    if m == "vote":
        pick = vote(state, seat, list(state.candidates))
    elif m == "trade_answer":
        pick = TradeAnswer(accept=trade_is_fair(state, seat))
    elif m == "task_answer":
        pick = TaskAnswer(accept=task_answer(state, seat))
    elif m == "pick":
        pick = keep_card(legal(state, seat))
    elif m == "guards":
        pick = guard_move(state, seat, legal(state, seat))
    elif m == "returns":
        pick = _place(state, seat, legal(state, seat))
    elif m == "task":
        pick = _task_step(state, seat)
    elif m == "trade":
        pick = trade_step(state, seat, legal(state, seat)) or TradeCancel()
    elif seat != state.current:  # a bystander (trade_scope "anytime") may only open a trade
        pick = _trade(state, seat) or _any_trade(state, seat)
    elif seat == state.scapegoat:
        pick = scapegoat_step(state, seat) or EndTurn()
    else:
        pick = worker_step(state, seat) or EndTurn()
    return checked(state, seat, m, pick, rng)


def checked(state: State, seat: int, m: str, pick: Action | None, rng: Rng) -> Action:
    """``pick`` if legal (choices made from the legal list are), else the end of the turn,
    else a legal action drawn with ``rng``."""
    if pick is not None and m in ("pick", "guards", "returns"):
        return pick
    if pick is None or not ok(state, seat, pick):
        actions = legal(state, seat)
        pick = EndTurn() if EndTurn() in actions else actions[rng.randbelow(len(actions))]
    return pick


def _place(state: State, seat: int, actions: list[Action]) -> Action:
    dist = dist_table(state)
    here = state.players[seat].location
    places = [a for a in actions if isinstance(a, PlaceItem)]
    return min(places, key=lambda a: (dist[here][a.location], a.location))


def _task_step(state: State, seat: int) -> Action:
    draft = state.task
    assert draft is not None
    if ok(state, seat, TaskComplete()):
        return TaskComplete()
    pledges = [a for a in legal(state, seat) if isinstance(a, TaskPledge)]
    return task_pledge(state, seat, pledges) or TaskCancel()


# -- a prisoner who is not the scapegoat ---------------------------------------------------------


def worker_step(state: State, seat: int) -> Action | None:
    here_task = task_here(state, seat)
    if here_task is not None:
        return here_task
    choice = choice_for(state, seat)
    danger = threats(state, seat)
    if danger and not _saves_me_now(state, seat, choice):
        hit = sabotage(state, seat, danger)
        if hit is not None:
            return hit
    work = work_on(state, seat, choice)
    return None if kept_away(state, seat, work) else work


def work_on(state: State, seat: int, choice: Option | None) -> Action | None:
    """A trade that brings what my task lacks, else the next action towards my choice."""
    if choice is None:
        return None
    trade = _trade(state, seat)
    if trade is not None:
        return trade
    return pursue(state, seat, choice)


def _saves_me_now(state: State, seat: int, choice: Option | None) -> bool:
    """My own task, done this turn, gives me a plan step: better than getting in the way."""
    if choice is None or choice.plan is None or choice.plan.card.step in state.players[seat].plan:
        return False
    spare = 1 if ok(state, seat, Stamina()) else 0
    return choice.plan.wait == 0 and choice.plan.cost <= state.ap + spare


def task_here(state: State, seat: int) -> Action | None:
    """Complete the task where I stand when the pawns and pooled items are there: bribe the
    guards in the way, spend stamina for the last action point."""
    me = state.players[seat]
    loc = me.location
    task = task_at(state, loc)
    if task is None or seat == state.scapegoat or state.task_cancels or locked_in(state, seat):
        return None
    card = card_of(task)
    if prisoners_counted(state, loc) < card.prisoners:
        return None
    if missing(card, pooled_items(state, loc)):
        return None
    if stay_chance(state, seat, card.step, seat) >= 0.5 and rounds_left(state) > 0:
        return None
    eff = effective_guards(state, seat)
    allowed = min(card.max_guards, 2)
    spare_ap = 1 if ok(state, seat, Stamina()) else 0
    cash = me.cash - max(0, eff - allowed)  # left after the bribes the task needs
    watched = min(eff, allowed)
    if cash < 0 or state.ap + spare_ap < (2 if watched == 2 and cash < 1 else 1):
        return None  # not this turn: keep the cash
    if eff > allowed or (eff == 2 and state.ap < 2):
        return Bribe()
    if state.ap < 1 + (1 if eff == 2 else 0):
        return Stamina()
    return TaskStart()


def _any_trade(state: State, seat: int) -> Action | None:
    """Asked to act out of turn with nothing to trade: open a trade, then call it off."""
    here = state.players[seat].location
    for partner, p in enumerate(state.players):
        if partner != seat and p.location == here and ok(state, seat, TradeOpen(partner=partner)):
            return TradeOpen(partner=partner)
    return None


def _trade(state: State, seat: int) -> Action | None:
    """Open a trade with a prisoner here who holds an item my task lacks and his does not."""
    if state.trade_offers or (seat != state.current and state.trade is not None):
        return None
    me = state.players[seat]
    for partner, p in enumerate(state.players):
        if partner == seat or p.location != me.location:
            continue
        if wanted_from(state, seat, partner) and gift_for(state, seat, partner) is not None:
            action = TradeOpen(partner=partner)
            if ok(state, seat, action):
                return action
    return None
