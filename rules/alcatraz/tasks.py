"""§12–§14 and §16: tasks (conditions, pooled items, completion), rewards, the escape check and
the new-task procedure."""

from __future__ import annotations

from collections import Counter

from rules.alcatraz import refusals
from rules.alcatraz.board import (
    draw_location,
    effective_guards,
    finish,
    guard_block,
    guard_extra,
    prisoners_at,
    return_items,
    settle_returns,
)
from rules.alcatraz.content import GUN, STEPS, TaskCard, tasks
from rules.alcatraz.models import BoardTask, Pledge, State, TaskDraft
from rules.alcatraz.refusals import REFUSE
from rules.core import IllegalAction


def task_at(state: State, loc: int) -> BoardTask | None:
    return next((t for t in state.tasks if t.location == loc), None)


def card_of(task: BoardTask) -> TaskCard:
    return tasks()[task.card]


def place_new_task(state: State) -> BoardTask | None:
    """§14: draw until the plan step differs from the tasks on the board (rejected cards go to
    the bottom; one pass through the deck at most), then draw a location without a task."""
    steps_out = {tasks()[t.card].step for t in state.tasks}
    for _ in range(len(state.task_deck)):
        card = state.task_deck.pop(0)
        if tasks()[card].step in steps_out:
            state.task_deck.append(card)
            continue
        loc = draw_location(state, lambda n: task_at(state, n) is None)
        assert loc is not None  # at most 3 tasks: a free location always exists
        placed = BoardTask(card=card, location=loc)
        state.tasks.append(placed)
        return placed
    return None


# -- items needed ----------------------------------------------------------------------------


def missing(card: TaskCard, items: list[str]) -> int:
    """How many needed items ``items`` still lack, the gun standing in for any one (§2.4)."""
    have = Counter(items)
    short = sum(max(0, n - have.get(item, 0)) for item, n in card.items.items())
    return max(0, short - have.get(GUN, 0))


def useful(card: TaskCard, items: list[str], item: str) -> bool:
    """Would handing in ``item`` now reduce what is missing?"""
    return missing(card, items) > missing(card, [*items, item])


def prisoners_counted(state: State, loc: int) -> int:
    """§12.2.2: every pawn there counts, the scapegoat too unless the option says otherwise."""
    present = prisoners_at(state, loc)
    if not state.options.scapegoat_counts_for_task:
        present = [p for p in present if p != state.scapegoat]
    return len(present)


def task_cost(state: State, seat: int) -> int:
    return 1 + guard_extra(state, seat)


def conditions(state: State, seat: int) -> IllegalAction | None:
    """Why ``seat`` cannot perform the task where he stands right now (items aside)."""
    loc = state.players[seat].location
    task = task_at(state, loc)
    if task is None:
        return REFUSE("task-none")
    card = card_of(task)
    if seat == state.scapegoat:
        return REFUSE("task-scapegoat")
    blocked = guard_block(state, seat)
    if blocked is not None:
        return blocked
    named = refusals.task(card.id)
    watching = effective_guards(state, seat)
    if watching > card.max_guards:
        return REFUSE("task-guards", max=card.max_guards, guards=watching, **named)
    if prisoners_counted(state, loc) < card.prisoners:
        return REFUSE("task-prisoners", count=card.prisoners, **named)
    cost = task_cost(state, seat)
    if state.ap < cost:
        return REFUSE("task-ap", cost=cost, ap=state.ap, **named)
    return None


def pooled_items(state: State, loc: int) -> list[str]:
    return [item for p in prisoners_at(state, loc) for item in state.players[p].items]


def start(state: State, seat: int) -> None:
    reason = conditions(state, seat)
    if reason is not None:
        raise reason
    loc = state.players[seat].location
    task = task_at(state, loc)
    assert task is not None
    if missing(card_of(task), pooled_items(state, loc)):
        raise REFUSE("task-items-absent")
    state.task = TaskDraft(performer=seat, location=loc)


def pledged_items(draft: TaskDraft) -> list[str]:
    return [p.item for p in draft.pledges]


def unpledged(state: State, draft: TaskDraft, owner: int) -> list[str]:
    left = list(state.players[owner].items)
    for p in draft.pledges:
        if p.seat == owner:
            left.remove(p.item)
    return left


def pledge_reason(state: State, draft: TaskDraft, owner: int, item: str) -> IllegalAction | None:
    if not 0 <= owner < state.num_players or state.players[owner].location != draft.location:
        return REFUSE("pledge-not-here")
    if item not in unpledged(state, draft, owner):
        return REFUSE("pledge-none-left", item=item)
    task = task_at(state, draft.location)
    assert task is not None
    if not useful(card_of(task), pledged_items(draft), item):
        return REFUSE("pledge-not-needed", item=item)
    if Pledge(seat=owner, item=item) in draft.declined:
        return REFUSE("pledge-refused")
    return None


def pledge(state: State, owner: int, item: str) -> None:
    draft = state.task
    assert draft is not None
    reason = pledge_reason(state, draft, owner, item)
    if reason is not None:
        raise reason
    if owner == draft.performer:
        draft.pledges.append(Pledge(seat=owner, item=item))
    else:  # §17.9: a contribution needs its owner's consent
        draft.asking = Pledge(seat=owner, item=item)


def answer(state: State, accept: bool) -> None:
    draft = state.task
    assert draft is not None and draft.asking is not None
    if accept:
        draft.pledges.append(draft.asking)
    else:
        draft.declined.append(draft.asking)
    draft.asking = None


def complete(state: State, seat: int) -> None:
    """§12.3–§12.4: pay, hand in the items, rewards, end check, new task."""
    draft = state.task
    assert draft is not None
    reason = conditions(state, seat)
    if reason is not None:
        raise reason
    task = task_at(state, draft.location)
    assert task is not None
    card = card_of(task)
    if missing(card, pledged_items(draft)):
        raise REFUSE("task-needs-items", **refusals.task(card.id))
    state.ap -= task_cost(state, seat)
    if state.options.bribe_scope == "action":
        state.bribed = 0
    for p in draft.pledges:
        state.players[p.seat].items.remove(p.item)
    state.task = None
    state.tasks.remove(task)
    state.tasks_out.append(task.card)
    state.tasks_done += 1
    reward(state, seat, card)
    return_items(state, seat, pledged_items(draft))
    if escape_check(state):
        return
    place_new_task(state)


def mark(state: State, seat: int, step: str) -> None:
    """§13.4: a step already held changes nothing."""
    plan = state.players[seat].plan
    if step not in plan:
        state.players[seat].plan = "".join(sorted(plan + step))


def reward(state: State, performer: int, card: TaskCard) -> None:
    """§13: the performer marks the card; a drawn card rewards the others but the scapegoat."""
    mark(state, performer, card.step)
    if not state.task_deck:
        return  # §17.18
    drawn = state.task_deck.pop(0)
    state.tasks_out.append(drawn)
    for seat in range(state.num_players):
        if seat not in (performer, state.scapegoat):
            mark(state, seat, tasks()[drawn].step)


# -- §16 the escape ----------------------------------------------------------------------------


def covers(state: State, group: list[int]) -> bool:
    steps = set().union(*(set(state.players[s].plan) for s in group)) if group else set()
    return steps >= set(STEPS)


def dispensable(state: State) -> list[int]:
    """§16.2.1: players whose absence still leaves A–F covered by the others."""
    everyone = list(range(state.num_players))
    if not covers(state, everyone):
        return []
    return [s for s in everyone if covers(state, [o for o in everyone if o != s])]


def usefulness(state: State, seat: int) -> tuple[int, int, int, int]:
    """§16.2.3 tie-break order: plan steps, cash, items, stamina (more is more useful)."""
    p = state.players[seat]
    return (len(p.plan), p.cash, len(p.items), p.stamina)


def stayers(state: State) -> list[int]:
    """§16.2.3: who stays behind if the game ends now (several when tied; none when nobody
    is dispensable or the plan is not covered)."""
    spare = dispensable(state)
    if not spare:
        return []
    if state.options.stay_policy == "scapegoat_first" and state.scapegoat in spare:
        return [state.scapegoat]
    least = min(usefulness(state, s) for s in spare)
    return [s for s in spare if usefulness(state, s) == least]


def escape_check(state: State) -> bool:
    """§16.2: True when the game ends (or goes to the stay vote)."""
    everyone = list(range(state.num_players))
    if not covers(state, everyone):
        return False
    stays = stayers(state)
    if not stays:
        if state.options.all_indispensable_policy == "all_escape":
            finish(state, everyone, [], "escape")
            return True
        return False
    settle_returns(state, force=True)
    if len(stays) == 1:
        finish(state, [s for s in everyone if s != stays[0]], stays, "escape")
        return True
    voters = [s for s in everyone if s not in stays]
    if not voters:
        stay = stays[state.rng.randbelow(len(stays))]
        finish(state, [s for s in everyone if s != stay], [stay], "escape")
        return True
    # §16.2.3: the others vote among the tied (secret ballot, then random)
    state.phase = "stay_vote"
    state.trade = None
    state.candidates = stays
    state.voters = voters
    state.ballots = [None] * state.num_players
    return True
