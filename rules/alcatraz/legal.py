"""Which actions a seat may take now: candidate enumeration plus one ``reason`` function that
both filters the candidates and refuses illegal actions, so the two can never disagree."""

from __future__ import annotations

from rules.alcatraz import blackmail as bm
from rules.alcatraz import refusals, tasks, trades, turns
from rules.alcatraz.actions import (
    Action,
    Bribe,
    Discard,
    EndTurn,
    GuardStop,
    Move,
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
from rules.alcatraz.board import (
    effective_guards,
    guard_block,
    guard_extra,
    guards_at,
    locked_in,
    neighbours,
    prisoners_at,
)
from rules.alcatraz.content import MAX_GUARDS_HERE
from rules.alcatraz.locations import (
    guard_candidates,
    keep_candidates,
    place_candidates,
    rule_candidates,
    rule_reason,
)
from rules.alcatraz.models import State
from rules.alcatraz.refusals import REFUSE
from rules.core import IllegalAction

#: the action types allowed in each mode (a pending step must be finished first)
MODES: dict[str, frozenset[str]] = {
    "vote": frozenset({"vote"}),
    "trade_answer": frozenset({"trade_answer"}),
    "task_answer": frozenset({"task_answer"}),
    "pick": frozenset({"keep_card"}),
    "guards": frozenset({"guard_move", "guard_stop"}),
    "returns": frozenset({"place_item"}),
    "task": frozenset({"task_pledge", "task_complete", "task_cancel"}),
    "trade": frozenset({"trade_add", "trade_offer", "trade_cancel"}),
    "main": frozenset(
        {
            "move",
            "use",
            "steal",
            "riot",
            "discard",
            "bribe",
            "stamina",
            "end_turn",
            "blackmail",
            "task_start",
            "trade_open",
        }
    ),
}
#: the refusal for an action of another mode than the one in progress
WAITING = {
    "vote": "wait-vote",
    "trade_answer": "wait-trade-answer",
    "task_answer": "wait-task-answer",
    "pick": "wait-pick",
    "guards": "wait-guards",
    "returns": "wait-returns",
    "task": "wait-task",
    "trade": "wait-trade",
    "main": "wait-main",
}


def to_act(state: State) -> list[int]:
    """Who must (or, for trades out of turn, may) decide now: the voters still to vote; the
    partner of an offered trade; the owner asked for a task item; the builder of a trade; else
    the active player — followed, with ``trade_scope`` "anytime", by the other prisoners who may
    open a trade."""
    if state.phase in ("vote", "stay_vote"):
        return [v for v in state.voters if state.ballots[v] is None]
    if state.phase != "actions":
        return []
    if state.trade is not None and state.trade.offered:
        return [state.trade.partner]
    if state.task is not None and state.task.asking is not None:
        return [state.task.asking.seat]
    if state.trade is not None:
        return [state.trade.by]
    if mode(state) == "main":
        return [state.current, *trades.bystanders(state)]
    return [state.current]


def mode(state: State) -> str:
    """What the seat in ``to_act`` is being asked for."""
    if state.phase in ("vote", "stay_vote"):
        return "vote"
    if state.trade is not None and state.trade.offered:
        return "trade_answer"
    if state.task is not None and state.task.asking is not None:
        return "task_answer"
    if state.pick is not None:
        return "pick"
    if state.guard_moves is not None:
        return "guards"
    if state.returns is not None:
        return "returns"
    if state.task is not None:
        return "task"
    if state.trade is not None:
        return "trade"
    return "main"


def candidates(state: State, seat: int) -> list[Action]:
    """A superset of the legal actions (``legal`` filters them through ``reason``)."""
    m = mode(state)
    if m == "vote":
        return [Vote(candidate=c) for c in state.candidates]
    if m == "trade_answer":
        return [TradeAnswer(accept=True), TradeAnswer(accept=False)]
    if m == "task_answer":
        return [TaskAnswer(accept=True), TaskAnswer(accept=False)]
    if m == "pick":
        return list(keep_candidates(state))
    if m == "guards":
        return list(guard_candidates(state))
    if m == "returns":
        return list(place_candidates(state))
    if m == "task":
        return _task_candidates(state)
    if m == "trade":
        return [*trades.add_candidates(state), TradeOffer(), TradeCancel()]
    if seat != state.current and state.options.trade_scope == "anytime":
        # a bystander may only open a trade
        here = state.players[seat].location
        return [TradeOpen(partner=p) for p in prisoners_at(state, here) if p != seat]
    return _main_candidates(state, seat)


def _task_candidates(state: State) -> list[Action]:
    draft = state.task
    assert draft is not None
    out: list[Action] = []
    for owner in prisoners_at(state, draft.location):
        for item in sorted(set(tasks.unpledged(state, draft, owner))):
            out.append(TaskPledge(owner=owner, item=item))
    return [*out, TaskComplete(), TaskCancel()]


def _main_candidates(state: State, seat: int) -> list[Action]:
    """Cheap pre-filters (no AP, a guard block) skip whole families; ``reason`` decides."""
    me = state.players[seat]
    near = sorted(neighbours(state, me.location))
    others = [p for p in prisoners_at(state, me.location) if p != seat]
    paid = state.ap > 0
    blocked = guard_block(state, seat) is not None
    out: list[Action] = []
    if paid:
        out += [Move(to=n) for n in near if guards_at(state, n) < MAX_GUARDS_HERE]
    if not blocked:
        out += rule_candidates(state, seat)
        out.append(TaskStart())
    if paid and not blocked:
        out += [Steal(target=t, what=w) for t in others for w in bm.steal_options(state, seat, t)]
        out += [Riot(source=n) for n in near if guards_at(state, n) > 0]
        out += [Discard(item=i) for i in sorted(set(me.items))]
    out += [Bribe(), Stamina()]
    if paid and seat == state.scapegoat:
        out += bm.candidates(state, seat)
    out += [TradeOpen(partner=t) for t in others]
    out.append(EndTurn())
    return out


def legal(state: State, seat: int) -> list[Action]:
    if mode(state) in ("pick", "guards", "returns"):
        return candidates(state, seat)  # built from exactly the legal choices
    return [a for a in candidates(state, seat) if reason(state, seat, a) is None]


def reason(state: State, seat: int, action: Action) -> IllegalAction | None:
    """Why ``seat`` (who is in ``to_act``) may not take ``action`` now; None if legal."""
    m = mode(state)
    if action.type not in MODES[m]:
        return REFUSE(WAITING[m])
    if isinstance(action, Vote):
        if state.ballots[seat] is not None:
            return REFUSE("already-voted")
        if action.candidate not in state.candidates:
            return REFUSE("not-on-ballot")
        return None
    if m == "pick":
        assert state.pick is not None
        return None if action in keep_candidates(state) else REFUSE("keep-shown")
    if m == "guards":
        return None if action in guard_candidates(state) else _guard_move_reason(state, action)
    if m == "returns":
        assert state.returns is not None
        if action in place_candidates(state):
            return None
        return REFUSE("place-slot", item=state.returns.items[0])
    if isinstance(action, TaskPledge):
        assert state.task is not None
        return tasks.pledge_reason(state, state.task, action.owner, action.item)
    if isinstance(action, TaskComplete):
        assert state.task is not None
        return tasks.conditions(state, seat) or _missing_reason(state)
    if isinstance(action, TradeAdd):
        return trades.add_reason(state, action)
    if isinstance(action, TradeOffer):
        return trades.offer_reason(state)
    if m != "main":
        return None  # answers and cancels are always allowed in their mode
    anytime = state.options.trade_scope == "anytime"
    if anytime and seat != state.current and not isinstance(action, TradeOpen):
        return REFUSE("only-trade")
    return _main_reason(state, seat, action)


def default_action(state: State, seat: int) -> Action | None:
    """The rules' answer for a seat that does not decide in time, where they have one: the
    default ballot (knob ``vote_timeout_ballot``), and no to a trade offer or to a request
    for a task item (both need consent, §9.2.1 and §17.9). None where the seat's own turn
    is concerned: there the table's time rule decides (computer, pass, forfeit)."""
    m = mode(state)
    if seat not in to_act(state):
        return None
    if m == "vote":
        return turns.default_ballot(state, seat)
    if m == "trade_answer":
        return TradeAnswer(accept=False)
    if m == "task_answer":
        return TaskAnswer(accept=False)
    return None


def pass_action(state: State, seat: int) -> Action | None:
    """The step that passes on one's own turn: ending it, or calling off the trade or task
    being prepared (the turn then goes on). None for the others, and where a rule or a card
    asks for a step (guards to move, a card to keep, an item to put back)."""
    if seat != state.current or seat not in to_act(state):
        return None
    m = mode(state)
    if m == "main":
        return EndTurn()
    if m == "trade":
        return TradeCancel()
    if m == "task":
        return TaskCancel()
    return None


def _guard_move_reason(state: State, action: Action) -> IllegalAction:
    gm = state.guard_moves
    assert gm is not None
    if isinstance(action, GuardStop):
        return REFUSE("guard-stop-first" if gm.up_to else "guard-not-optional")
    return REFUSE("guard-move-adjacent" if gm.adjacent_only else "guard-move-anywhere")


def _missing_reason(state: State) -> IllegalAction | None:
    draft = state.task
    assert draft is not None
    task = tasks.task_at(state, draft.location)
    assert task is not None
    if tasks.missing(tasks.card_of(task), tasks.pledged_items(draft)):
        return REFUSE("task-needs-items", **refusals.task(task.card))
    return None


def _ap_reason(state: State, cost: int, code: str) -> IllegalAction | None:
    if state.ap < cost:
        return REFUSE(code, cost=cost, ap=state.ap)
    return None


def _main_reason(state: State, seat: int, action: Action) -> IllegalAction | None:
    me = state.players[seat]
    if isinstance(action, Move):
        if action.to not in neighbours(state, me.location):
            return REFUSE("move-not-adjacent", **refusals.place(action.to))
        if guards_at(state, action.to) >= MAX_GUARDS_HERE:
            return REFUSE("move-full", **refusals.place(action.to))
        return _ap_reason(state, 1, "ap-move")
    if isinstance(action, UseLocation):
        return rule_reason(state, seat, action)
    if isinstance(action, Steal):
        if state.stole[seat]:
            return REFUSE("steal-once")
        if action.target == seat or not 0 <= action.target < state.num_players:
            return REFUSE("steal-other")
        if state.players[action.target].location != me.location:
            return REFUSE("steal-not-here")
        if action.what not in bm.steal_options(state, seat, action.target):
            return REFUSE("steal-cannot", what=action.what)
        return guard_block(state, seat) or _ap_reason(
            state, 1 + guard_extra(state, seat), "ap-steal"
        )
    if isinstance(action, Riot):
        if action.source not in neighbours(state, me.location):
            return REFUSE("riot-adjacent")
        if guards_at(state, action.source) == 0:
            return REFUSE("riot-no-guard", **refusals.place(action.source))
        return guard_block(state, seat) or _ap_reason(
            state, 1 + guard_extra(state, seat), "ap-riot"
        )
    if isinstance(action, Discard):
        if action.item not in me.items:
            return REFUSE("discard-none", item=action.item)
        return guard_block(state, seat) or _ap_reason(
            state, 1 + guard_extra(state, seat), "ap-discard"
        )
    if isinstance(action, Bribe):
        if locked_in(state, seat):
            return REFUSE("bribe-lock")
        if me.cash < 1:
            return REFUSE("bribe-no-cash")
        if effective_guards(state, seat) == 0:
            return REFUSE("bribe-no-guard")
        return None
    if isinstance(action, Stamina):
        if state.stamina_used[seat]:
            return REFUSE("stamina-once")
        return None if me.stamina >= 1 else REFUSE("stamina-none")
    if isinstance(action, TaskStart):
        why = tasks.conditions(state, seat)
        if why is not None:
            return why
        task = tasks.task_at(state, me.location)
        assert task is not None
        if tasks.missing(tasks.card_of(task), tasks.pooled_items(state, me.location)):
            return REFUSE("task-items-absent")
        return None
    if isinstance(action, PlayBlackmail):
        return bm.reason(state, seat, action)
    if isinstance(action, TradeOpen):
        return trades.open_reason(state, seat, action.partner)
    return None  # EndTurn
