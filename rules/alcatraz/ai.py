"""The computer player: legal, quick and sensible rather than deep.

A prisoner picks the task on the board that is best for him (a plan step he lacks, few items
missing, close by), gathers the missing items from the locations that hand them out or by a
fair trade, then performs it. The scapegoat instead slows down whoever is closest to finishing
a task: guards moved onto that task (Radio Room, Tip-off), confiscations, stolen items. Every
choice is made among ``legal_actions``, so the player can never make an illegal move."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rules.alcatraz.actions import (
    Action,
    Bribe,
    EndTurn,
    GuardMove,
    GuardStop,
    KeepCard,
    Move,
    PlaceItem,
    PlayBlackmail,
    Riot,
    Stamina,
    Steal,
    TaskAnswer,
    TaskCancel,
    TaskComplete,
    TaskPledge,
    TaskStart,
    TradeAdd,
    TradeAnswer,
    TradeCancel,
    TradeOffer,
    TradeOpen,
    UseLocation,
    Vote,
)
from rules.alcatraz.board import effective_guards, guards_at, side
from rules.alcatraz.content import GUN, ORDINARY, TaskCard, blackmail, distances
from rules.alcatraz.legal import legal, mode
from rules.alcatraz.models import State
from rules.alcatraz.tasks import card_of, missing, usefulness
from rules.core import Rng

#: blackmail cards in the order the scapegoat likes to keep them
CARD_TASTE = [
    "tipoff",
    "shakedown",
    "lockdown",
    "replace_task",
    "paperwork",
    "pickpocket",
    "transfer",
    "protection",
    "sleepless",
]


@dataclass(frozen=True)
class Goal:
    location: int  # the task's location
    short: tuple[str, ...]  # items still missing (from the sheets of those who will pool)
    step: str


def dist(state: State, a: int, b: int) -> int:
    return distances(tuple(state.order))[(a, b)]


def _missing_items(need: dict[str, int], have: list[str]) -> list[str]:
    held = Counter(have)
    short = [i for i, n in need.items() for _ in range(max(0, n - held.get(i, 0)))]
    if held.get(GUN) and short:
        short.pop()  # the gun stands in for one of them
    return short


def team(state: State) -> list[int]:
    """Everybody but the scapegoat: they all gain from any task one of them completes."""
    return [s for s in range(state.num_players) if s != state.scapegoat]


def goal_of(state: State, seat: int) -> Goal | None:
    """The task to chase now. Teammates (non-scapegoats) claim one-prisoner tasks in seat order
    so they do not race for the same one; tasks needing several prisoners are chased together,
    counting the items the whole team holds. The scapegoat plans for himself."""
    if seat == state.scapegoat:
        return _best_task(state, [seat], set())
    claimed: set[int] = set()
    for s in team(state):
        goal = _best_task(state, [s], claimed)
        if s == seat:
            return goal
        if goal is not None and _card_at(state, goal.location).prisoners == 1:
            claimed.add(goal.location)
    return None


def _card_at(state: State, loc: int) -> TaskCard:
    return card_of(next(t for t in state.tasks if t.location == loc))


def _best_task(state: State, me: list[int], claimed: set[int]) -> Goal | None:
    seat = me[0]
    mates = team(state) if seat != state.scapegoat else me
    best: tuple[float, int, Goal] | None = None
    for task in state.tasks:
        card = card_of(task)
        if task.location in claimed and card.prisoners == 1:
            continue
        group = me if card.prisoners == 1 else mates
        pool = [item for s in group for item in state.players[s].items]
        short = _missing_items(card.items, pool)
        lacking = any(card.step not in state.players[s].plan for s in group)
        far = sum(dist(state, state.players[s].location, task.location) for s in group)
        score = (2.5 if lacking else 0.3) - 1.5 * len(short) - 0.5 * far / len(group)
        if card.prisoners > len(mates):  # only with the scapegoat's pawn there
            present = sum(1 for p in state.players if p.location == task.location)
            if present < card.prisoners:
                continue
            score -= 3.0
        excess = max(0, guards_at(state, task.location) - card.max_guards)
        cash = sum(state.players[s].cash for s in group)
        score -= (0.5 if cash >= excess else 2.5) * excess
        goal = Goal(task.location, tuple(short), card.step)
        if best is None or (score, -task.location) > (best[0], best[1]):
            best = (score, -task.location, goal)
    return best[2] if best else None


def suppliers(state: State, seat: int, item: str) -> list[int]:
    """Locations whose rule could hand ``item`` to this prisoner this round."""
    me = state.players[seat]
    can_pay = me.cash > 0 or bool(_spare_items(state, seat))
    out = []
    for loc in range(1, 13):
        fx = side(state, loc).effect
        if fx.kind != "take" or not state.board_items[loc - 1].get(item):
            continue
        if loc in state.rules_used[seat] or (fx.exchange and not can_pay):
            continue
        if guards_at(state, loc) >= 3:
            continue
        if fx.item == item or (fx.item == "choice" and item in ORDINARY):
            out.append(loc)
    return out


def choose(state: State, seat: int, rng: Rng) -> Action:
    actions = legal(state, seat)
    m = mode(state)
    pick: Action | None
    if m == "vote":
        pick = _vote(state, seat, actions)
    elif m == "trade_answer":
        pick = TradeAnswer(accept=_trade_is_fair(state, seat))
    elif m == "task_answer":
        pick = TaskAnswer(accept=seat != state.scapegoat)
    elif m == "pick":
        pick = _keep(actions)
    elif m == "guards":
        pick = _guard_move(state, seat, actions)
    elif m == "returns":
        here = state.players[seat].location
        places = [a for a in actions if isinstance(a, PlaceItem)]
        pick = min(places, key=lambda a: dist(state, here, a.location))
    elif m == "task":
        pick = _task_step(state, seat, actions)
    elif m == "trade":
        pick = _trade_step(state, seat, actions)
    else:
        pick = _main(state, seat, actions)
    if pick is None or pick not in actions:
        pick = EndTurn() if EndTurn() in actions else actions[rng.randbelow(len(actions))]
    return pick


# -- decisions outside the main step ----------------------------------------------------------


def _vote(state: State, seat: int, actions: list[Action]) -> Action:
    """Never oneself; the prisoner who can hurt and help least as scapegoat: fewest blackmail
    cards (the rulebook's advice), then fewest items and cash (least ready to complete a task,
    which a scapegoat may not do), with a pull towards the current scapegoat if he holds no
    cards. Who stays: the least useful of the tied."""
    options = [a.candidate for a in actions if isinstance(a, Vote)]
    if state.phase == "stay_vote":
        return Vote(candidate=min(options, key=lambda c: (usefulness(state, c), c)))
    others = [c for c in options if c != seat] or options

    def weight(c: int) -> tuple[int, int, int]:
        p = state.players[c]
        # re-electing a scapegoat without cards keeps the others' plans steady
        keep = 3 if c == state.scapegoat and not p.blackmail else 0
        return (3 * len(p.blackmail) + 2 * len(p.items) + p.cash - keep, -len(p.plan), c)

    return Vote(candidate=min(others, key=weight))


def _keep(actions: list[Action]) -> Action:
    return min(
        actions,
        key=lambda a: CARD_TASTE.index(blackmail()[a.card].kind) if isinstance(a, KeepCard) else 99,
    )


def _task_step(state: State, seat: int, actions: list[Action]) -> Action:
    """Hand in one's own items first, then teammates', the gun and the scapegoat's last."""
    if TaskComplete() in actions:
        return TaskComplete()
    pledges = [a for a in actions if isinstance(a, TaskPledge)]
    if not pledges:
        return TaskCancel()
    return min(
        pledges,
        key=lambda a: (a.owner != seat, a.owner == state.scapegoat, a.item == GUN, a.owner),
    )


def _wanted_from(state: State, seat: int, partner: int) -> list[str]:
    goal = goal_of(state, seat)
    if goal is None:
        return []
    theirs = state.players[partner].items
    return [i for i in goal.short if i in theirs]


def _spare_items(state: State, seat: int) -> list[str]:
    goal = goal_of(state, seat)
    keep = Counter(_card_at(state, goal.location).items if goal else {})
    spare = []
    for item in state.players[seat].items:
        if keep.get(item, 0) > 0:
            keep[item] -= 1
        else:
            spare.append(item)
    return spare


def _trade_step(state: State, seat: int, actions: list[Action]) -> Action:
    draft = state.trade
    assert draft is not None
    if not draft.take:
        wanted = _wanted_from(state, seat, draft.partner)
        if wanted:
            return TradeAdd(side="take", what=wanted[0])
        return TradeCancel()
    if not draft.give and not draft.give_cash:
        spare = _spare_items(state, seat)
        if spare and TradeAdd(side="give", what=spare[0]) in actions:
            return TradeAdd(side="give", what=spare[0])
        if TradeAdd(side="give", what="cash") in actions:
            return TradeAdd(side="give", what="cash")
    return TradeOffer() if TradeOffer() in actions else TradeCancel()


def _trade_is_fair(state: State, seat: int) -> bool:
    """Accept when nothing I need leaves me and I get at least as much as I give."""
    draft = state.trade
    assert draft is not None
    if seat == state.scapegoat:
        return False
    goal = goal_of(state, seat)
    need = _card_at(state, goal.location).items if goal else {}
    if any(need.get(i, 0) > 0 for i in draft.take):  # draft.take leaves the partner: me
        gained = [i for i in draft.give if need.get(i, 0) > 0]
        if not gained:
            return False
    gain = len(draft.give) + draft.give_cash
    loss = len(draft.take) + draft.take_cash
    return gain >= loss


def _guard_move(state: State, seat: int, actions: list[Action]) -> Action:
    moves = [a for a in actions if isinstance(a, GuardMove)]
    if seat == state.scapegoat:
        hot = _threatened_task(state)
        if hot is not None:
            onto = [a for a in moves if a.to == hot and a.source != hot]
            if onto and guards_at(state, hot) <= 2:
                return max(onto, key=lambda a: guards_at(state, a.source) if a.source else 0)
    else:
        goal = goal_of(state, seat)
        if goal is not None:
            away = [a for a in moves if a.source == goal.location]
            if away:
                return max(away, key=lambda a: dist(state, goal.location, a.to))
    if GuardStop() in actions:
        return GuardStop()
    quiet = [a for a in moves if not any(t.location == a.to for t in state.tasks)]
    return (quiet or moves)[0]


def _threatened_task(state: State) -> int | None:
    """The task location others are closest to finishing (scapegoat's view)."""
    best: tuple[int, int] | None = None
    for task in state.tasks:
        card = card_of(task)
        for s, p in enumerate(state.players):
            if s == state.scapegoat:
                continue
            closeness = len(_missing_items(card.items, p.items)) + dist(
                state, p.location, task.location
            )
            if best is None or closeness < best[0]:
                best = (closeness, task.location)
    return best[1] if best and best[0] <= 3 else None


# -- the main step ------------------------------------------------------------------------------


def _main(state: State, seat: int, actions: list[Action]) -> Action | None:
    if Stamina() in actions and goal_of(state, seat) is not None:
        return Stamina()  # a free extra action point every round while stamina lasts
    if seat == state.scapegoat:
        pick = _scapegoat_move(state, seat, actions)
        if pick is not None:
            return pick
    else:
        if (
            TaskStart() in actions
            and state.task_cancels == 0
            and _team_here_covers(state, seat)
            and _task_is_safe(state, seat)
        ):
            return TaskStart()
    return _gather(state, seat, actions)


def _team_here_covers(state: State, seat: int) -> bool:
    """The willing prisoners here (not the scapegoat) hold what the task needs."""
    loc = state.players[seat].location
    task = next(t for t in state.tasks if t.location == loc)
    pool = [
        i
        for s, p in enumerate(state.players)
        if p.location == loc and s != state.scapegoat
        for i in p.items
    ]
    return missing(card_of(task), pool) == 0


def _task_is_safe(state: State, seat: int) -> bool:
    """Do not finish a task that would let the others escape without me."""
    me = state.players[seat]
    task = next(t for t in state.tasks if t.location == me.location)
    step = card_of(task).step
    plans = [set(p.plan) for p in state.players]
    plans[seat].add(step)
    everyone = set().union(*plans)
    if len(everyone) < 6:
        return True
    without_me = set().union(*(pl for i, pl in enumerate(plans) if i != seat))
    return len(without_me) < 6 or len(plans[seat]) >= max(len(pl) for pl in plans)


def _gather(state: State, seat: int, actions: list[Action]) -> Action | None:
    me = state.players[seat]
    goal = goal_of(state, seat)
    if goal is None:
        return _fallback(state, seat, actions)
    uses = [a for a in actions if isinstance(a, UseLocation)]
    short = list(goal.short)
    for use in uses:
        if _use_gives(state, seat, use, short):
            return use
    others = [a for a in actions if isinstance(a, TradeOpen) and a.partner != state.scapegoat]
    if state.trade_offers == 0:
        for opener in others:
            if _wanted_from(state, seat, opener.partner) and _spare_items(state, seat):
                return opener
    steal = [
        a
        for a in actions
        if isinstance(a, Steal) and a.what in short and a.target == state.scapegoat
    ]
    if steal:
        return steal[0]
    clear = _clear_guards(state, seat, actions, goal)
    if clear is not None:
        return clear
    if not short and me.location == goal.location:
        return _unblock(state, seat, actions, goal)
    if me.location == 8 and 8 not in state.rules_used[seat]:
        cash = [a for a in uses if side(state, 8).effect.kind == "cash"]
        if cash and effective_guards(state, seat) < 2:
            return cash[0]
    target = _next_stop(state, seat, goal)
    return _step_towards(state, seat, actions, target)


def _clear_guards(state: State, seat: int, actions: list[Action], goal: Goal) -> Action | None:
    """Too many guards on the goal and no cash to bribe them: the Radio Room moves them."""
    me = state.players[seat]
    excess = guards_at(state, goal.location) - _card_at(state, goal.location).max_guards
    if excess <= 0 or me.cash >= excess or side(state, 2).effect.kind != "move_guards":
        return None
    if 2 in state.rules_used[seat] or guards_at(state, 2) >= 2:
        return None
    if me.location == 2:
        return next((a for a in actions if isinstance(a, UseLocation)), None)
    if dist(state, me.location, 2) <= 2:
        return _step_towards(state, seat, actions, 2)
    return None


def _use_gives(state: State, seat: int, use: UseLocation, short: list[str]) -> bool:
    me = state.players[seat]
    fx = side(state, me.location).effect
    if use.pay not in (None, "cash") and use.pay in short:
        return False
    if use.pay not in (None, "cash") and use.pay not in _spare_items(state, seat):
        return False
    if fx.kind == "take":
        gained = use.take if fx.item == "choice" else [fx.item]
        return bool(gained) and all(i in short for i in gained[:1])
    if fx.kind == "stamina":
        return me.stamina < 2 and (side(state, me.location).cost == 0 or state.ap > 1)
    if fx.kind == "cash":
        return side(state, me.location).cost == 0 or state.ap > 1
    return False


def _unblock(state: State, seat: int, actions: list[Action], goal: Goal) -> Action | None:
    """At the task with the items: bribe or riot-proof the guards, spend stamina for AP."""
    task = next(t for t in state.tasks if t.location == goal.location)
    card = card_of(task)
    if effective_guards(state, seat) > card.max_guards:
        if Bribe() in actions:
            return Bribe()
        if 8 not in state.rules_used[seat]:  # fetch cash for bribes
            return _step_towards(state, seat, actions, 8)
        return None
    if state.ap < 1 and Stamina() in actions:
        return Stamina()
    return None


def _next_stop(state: State, seat: int, goal: Goal) -> int:
    me = state.players[seat]
    if not goal.short:
        return goal.location
    spots = [loc for item in goal.short for loc in suppliers(state, seat, item)]
    if not spots:
        return goal.location
    return min(spots, key=lambda loc: (dist(state, me.location, loc), loc))


def _step_towards(state: State, seat: int, actions: list[Action], target: int) -> Action | None:
    here = state.players[seat].location
    if here == target:
        return None
    moves = [a for a in actions if isinstance(a, Move)]
    if not moves and state.ap == 0 and Stamina() in actions and dist(state, here, target) == 1:
        return Stamina()
    closer = [a for a in moves if dist(state, a.to, target) < dist(state, here, target)]
    if closer:
        return min(closer, key=lambda a: (dist(state, a.to, target), guards_at(state, a.to)))
    return None


def _fallback(state: State, seat: int, actions: list[Action]) -> Action | None:
    """No task within reach: stock up on cash (bribes) and stamina (extra action points)."""
    me = state.players[seat]
    for use in (a for a in actions if isinstance(a, UseLocation)):
        fx = side(state, me.location).effect
        if fx.kind in ("cash", "stamina") and not fx.exchange:
            return use
    top = state.options.track_max
    for loc, kind, have in ((8, "cash", me.cash), (3, "stamina", me.stamina)):
        if (
            side(state, loc).effect.kind == kind
            and have < top - 1
            and loc not in state.rules_used[seat]
        ):
            return _step_towards(state, seat, actions, loc)
    return None


def _scapegoat_move(state: State, seat: int, actions: list[Action]) -> Action | None:
    hot = _threatened_task(state)
    plays = [a for a in actions if isinstance(a, PlayBlackmail)]
    me = state.players[seat]
    if hot is not None:
        for play in plays:
            if _blackmail_hurts(state, play, hot):
                return play
        radio = [a for a in actions if isinstance(a, UseLocation) and me.location == 2]
        if radio:
            return radio[0]
        riot = [a for a in actions if isinstance(a, Riot) and me.location == hot]
        if riot and guards_at(state, hot) < 2:
            return riot[0]
    steals = [a for a in actions if isinstance(a, Steal)]
    if steals:
        return steals[0]
    if not me.blackmail and state.ap > 0:
        warden = [a for a in actions if isinstance(a, UseLocation) and me.location == 12]
        if warden:
            return warden[0]
        radio_open = 2 not in state.rules_used[seat] and guards_at(state, 2) < 2
        if hot is not None and state.ap > 1 and radio_open:
            return _step_towards(state, seat, actions, 2)
    return None


def _blackmail_hurts(state: State, play: PlayBlackmail, hot: int) -> bool:
    kind = blackmail()[play.card].kind
    if kind in ("tipoff", "lockdown"):
        return guards_at(state, hot) <= 2
    if kind in ("paperwork", "replace_task"):
        return play.location == hot
    if kind in ("shakedown", "pickpocket"):
        task = next(t for t in state.tasks if t.location == hot)
        return play.what in card_of(task).items
    if kind == "transfer":
        target = play.target if play.target is not None else -1
        return state.players[target].location == hot and play.location != hot
    return kind == "protection"
