"""The Alcatraz: The Scapegoat engine: the contract of ``rules.core.Engine`` over the modules
of this package (setup, turns, locations, blackmail, tasks, trades)."""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

from pydantic import TypeAdapter

from rules.alcatraz import blackmail as bm
from rules.alcatraz import legal, locations, tasks, trades, turns
from rules.alcatraz.actions import (
    ACTIONS,
    Action,
    Bribe,
    Discard,
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
from rules.alcatraz.ai import choose
from rules.alcatraz.board import drop_item, guard_extra, return_items
from rules.alcatraz.content import tasks as task_cards
from rules.alcatraz.models import Options as GameOptions
from rules.alcatraz.models import State as GameState
from rules.alcatraz.resample import resample
from rules.alcatraz.setup import new_game
from rules.alcatraz.stats import SEAT_STATS, TABLE_STATS, count_end, count_move
from rules.alcatraz.tally import acted, tally
from rules.alcatraz.views import AlcatrazView, view_of
from rules.core import Engine, Event, Outcome, Rng, Statistics


class AlcatrazEngine(Engine[GameOptions, GameState, Action, AlcatrazView]):
    id = "alcatraz"
    title = "Alcatraz: The Scapegoat"
    min_players = 3
    max_players = 4
    Options = GameOptions
    State = GameState
    actions: ClassVar[TypeAdapter[Any]] = ACTIONS
    seat_stats: ClassVar[tuple[str, ...]] = SEAT_STATS
    table_stats: ClassVar[tuple[str, ...]] = TABLE_STATS

    def _setup(self, num_players: int, options: GameOptions, seed: int) -> GameState:
        return new_game(num_players, options, seed)

    def _to_act(self, state: GameState) -> list[int]:
        return legal.to_act(state)

    def awaited(self, state: GameState) -> list[int]:
        # in the action phase one seat decides; the others in to_act only may open a trade
        waiting = self.to_act(state)
        return waiting[:1] if state.phase == "actions" else waiting

    def _legal_actions(self, state: GameState, seat: int) -> list[Action]:
        return legal.legal(state, seat)

    def _apply(self, state: GameState, seat: int, action: Action) -> list[Event]:
        why = legal.reason(state, seat, action)
        if why is not None:
            raise why
        before = _snapshot(state, seat)
        acted(state, seat, action)
        _perform(state, seat, action)
        return _events(state, seat, action, before)

    def num_players(self, state: GameState) -> int:
        return state.num_players

    def _view(self, state: GameState, seat: int | None) -> AlcatrazView:
        return view_of(state, seat)

    def _resample_hidden(self, state: GameState, seat: int, rng: Rng) -> None:
        resample(state, seat, rng)

    def outcome(self, state: GameState) -> Outcome | None:
        if state.result is None:
            return None
        return final_outcome(state)

    def bot_action(self, state: GameState, seat: int, rng: Rng) -> Action:
        return choose(state, seat, rng)

    def default_action(self, state: GameState, seat: int) -> Action | None:
        """The rules' move for a seat that lets its time run out on a decision (a ballot, an
        offered trade, a task item asked for); None on its own turn (see ``legal``)."""
        return legal.default_action(state, seat)

    def pass_action(self, state: GameState, seat: int) -> Action | None:
        return legal.pass_action(state, seat)

    def discussion(self, state: GameState) -> bool:
        """§7.1: the players talk before a vote (the scapegoat's, or who stays behind) — only
        before its first ballot, so the window opens once per vote."""
        return state.phase in ("vote", "stay_vote") and all(b is None for b in state.ballots)

    def summary(self, state: GameState) -> dict[str, Any]:
        result = state.result
        escaped = result is not None and result.reason == "escape"
        stayed = result.stayed[0] if escaped and result and result.stayed else None
        return {
            "escape": 1 if escaped else 0,
            "lost_to_guards": 1 if result is not None and result.reason == "guards" else 0,
            "end": result.reason if result else "unfinished",
            "rounds": state.round,
            "guards_entered": state.guards_entered,
            "tasks_done": state.tasks_done,
            "scapegoat_elections": state.elections,
            "scapegoat_reelections": state.reelections,
            "escapees": len(result.escaped) if result else 0,
            "stayer_was_scapegoat": 1 if stayed is not None and stayed == state.scapegoat else 0,
            **{key: sum(getattr(t, key) for t in state.tallies) for key in TALLIED},
        }

    def _tally(
        self,
        stats: Statistics,
        seat: int,
        before: AlcatrazView,
        after: AlcatrazView,
        events: list[Event],
    ) -> None:
        count_move(stats, before, after, events)

    def _tally_end(self, stats: Statistics, final: GameState) -> None:
        count_end(stats, final)

    def seat_summary(self, state: GameState, seat: int) -> dict[str, float]:
        escaped = state.result is not None and seat in state.result.escaped
        record = tally(state, seat)
        return {"escaped": 1 if escaped else 0} | {key: getattr(record, key) for key in TALLIED}


#: the per-seat counts ``simulate`` prints: the scapegoat's rounds, those where a task would
#: have left him behind (exposed), those where he got in its way (obstructed), and the actions
TALLIED = ("goat_rounds", "exposed", "obstructed", "steals", "riots", "blackmail")


def final_outcome(state: GameState) -> Outcome:
    """Escapees share the win (rank 1); those left behind follow, ordered by the rulebook's
    tie-break (plan steps, cash, items, stamina). The 21st guard makes everybody lose alike, so
    everybody shares rank 1 with no winner (§15.1)."""
    result = state.result
    assert result is not None
    n = state.num_players
    scores = [1.0 if s in result.escaped else 0.0 for s in range(n)]
    ranks = [1] * n
    if result.reason == "escape":
        losers = [s for s in range(n) if s not in result.escaped]
        keyed = sorted(losers, key=lambda s: tasks.usefulness(state, s), reverse=True)
        for i, s in enumerate(keyed):
            useful = tasks.usefulness(state, s)
            same = [o for o in keyed[:i] if tasks.usefulness(state, o) == useful]
            ranks[s] = ranks[same[0]] if same else 2 + i
    why = {
        "escape": "A group covering the whole plan A–F escaped.",
        "guards": "The 21st guard arrived: everybody loses.",
    }[result.reason]
    return Outcome(scores=scores, ranks=ranks, winners=list(result.escaped), reason=why)


def _perform(state: GameState, seat: int, action: Action) -> None:
    if isinstance(action, Vote):
        turns.cast(state, seat, action.candidate)
    elif isinstance(action, Move):
        state.ap -= 1
        state.players[seat].location = action.to
        state.bribed = 0  # §10.2: a bribe stays with the location
    elif isinstance(action, UseLocation):
        locations.use_rule(state, seat, action)
    elif isinstance(action, Steal):
        _pay_modified(state, seat)
        state.stole[seat] = True
        bm.take_from(state, seat, action.target, action.what)
    elif isinstance(action, Riot):
        _pay_modified(state, seat)
        state.guards[action.source - 1] -= 1
        state.guards[state.players[seat].location - 1] += 1
    elif isinstance(action, Discard):
        _pay_modified(state, seat)
        drop_item(state.players[seat], action.item)
        return_items(state, seat, [action.item])
    elif isinstance(action, Bribe):
        state.players[seat].cash -= 1
        state.bribed += 1
    elif isinstance(action, Stamina):
        state.players[seat].stamina -= 1
        state.stamina_used[seat] = True
        state.ap += 1
    elif isinstance(action, EndTurn):
        turns.end_turn(state)
    else:
        _perform_step(state, seat, action)


def _perform_step(state: GameState, seat: int, action: Action) -> None:
    if isinstance(action, PlayBlackmail):
        bm.play(state, seat, action)
    elif isinstance(action, GuardMove):
        locations.guard_move(state, action)
    elif isinstance(action, GuardStop):
        locations.guard_stop(state)
    elif isinstance(action, PlaceItem):
        locations.place(state, action.location)
    elif isinstance(action, KeepCard):
        locations.keep(state, action.card)
    elif isinstance(action, TaskStart):
        tasks.start(state, seat)
    elif isinstance(action, TaskPledge):
        tasks.pledge(state, action.owner, action.item)
    elif isinstance(action, TaskAnswer):
        tasks.answer(state, action.accept)
    elif isinstance(action, TaskComplete):
        tasks.complete(state, seat)
    elif isinstance(action, TaskCancel):
        state.task = None
        state.task_cancels += 1
    elif isinstance(action, TradeOpen):
        trades.open_trade(state, seat, action.partner)
    elif isinstance(action, TradeAdd):
        trades.add(state, action)
    elif isinstance(action, TradeOffer):
        trades.offer(state)
    elif isinstance(action, TradeCancel):
        state.trade = None
    elif isinstance(action, TradeAnswer):
        trades.answer(state, action.accept)


def _pay_modified(state: GameState, seat: int) -> None:
    """A guard-modified action: 1 AP, +1 with two effective guards (§10.1)."""
    state.ap -= 1 + guard_extra(state, seat)
    if state.options.bribe_scope == "action":
        state.bribed = 0


# -- events ----------------------------------------------------------------------------------


def _snapshot(state: GameState, seat: int) -> dict[str, Any]:
    me = state.players[seat]
    return {
        "round": state.round,
        "phase": state.phase,
        "guards": list(state.guards),
        "hands": [list(p.blackmail) for p in state.players],
        "tasks": [t.model_dump() for t in state.tasks],
        "turn": (state.round, state.turn_index),
        "picking": state.pick is not None,
        "sheet": (list(me.items), me.cash, me.stamina),
        "trade": state.trade.model_dump() if state.trade is not None else None,
        "task": state.task.model_dump() if state.task is not None else None,
        "returning": state.returns.items[0] if state.returns and state.returns.items else None,
        "tasks_out": len(state.tasks_out),
    }


def _details(state: GameState, seat: int, action: Action, before: dict[str, Any]) -> dict[str, Any]:
    """What the public log needs beyond the action itself, all of it public: where the actor
    stands, what a location rule gave, the trade answered, the item a task asked for, the item
    put back, and a completed task with its rewards."""
    out: dict[str, Any] = {"at": state.players[seat].location}
    if isinstance(action, UseLocation):
        items, cash, stamina = before["sheet"]
        me = state.players[seat]
        kept = Counter(items)
        if action.pay not in (None, "cash"):
            kept -= Counter([action.pay])
        out["gained"] = sorted((Counter(me.items) - kept).elements())
        out["cash"] = me.cash - cash + (1 if action.pay == "cash" else 0)
        out["stamina"] = me.stamina - stamina
    elif isinstance(action, TradeOffer | TradeAnswer) and before["trade"] is not None:
        out["trade"] = before["trade"]
    elif isinstance(action, TaskAnswer) and before["task"] is not None:
        out["performer"] = before["task"]["performer"]
        out["item"] = before["task"]["asking"]["item"]
    elif isinstance(action, PlaceItem):
        out["item"] = before["returning"]
    elif isinstance(action, TaskComplete) and before["task"] is not None:
        where = before["task"]["location"]
        card = next(t["card"] for t in before["tasks"] if t["location"] == where)
        drawn = state.tasks_out[before["tasks_out"] + 1 :]
        out["task"] = {"card": card, "step": task_cards()[card].step, "location": where}
        out["reward"] = task_cards()[drawn[0]].step if drawn else None
        out["rewarded"] = (
            [s for s in range(state.num_players) if s not in (seat, state.scapegoat)]
            if drawn
            else []
        )
    return out


def _events(state: GameState, seat: int, action: Action, before: dict[str, Any]) -> list[Event]:
    events: list[Event] = []
    if isinstance(action, Vote):
        events.append(Event(kind="ballot_cast", data={"seat": seat}))
        events.append(Event(kind="my_ballot", data={"candidate": action.candidate}, to=seat))
    elif isinstance(action, KeepCard):
        events.append(Event(kind="kept_card", data={"seat": seat}))
    else:
        data = {"seat": seat, "action": action.model_dump(mode="json")}
        events.append(Event(kind="action", data=data | _details(state, seat, action, before)))
    for s, old in enumerate(before["hands"]):
        new = [c for c in state.players[s].blackmail if c not in old]
        if new:
            events.append(Event(kind="cards_gained", data={"seat": s, "count": len(new)}))
            events.append(Event(kind="my_new_cards", data={"cards": new}, to=s))
    if state.pick is not None and not before["picking"]:
        events.append(Event(kind="cards_shown", data={"cards": state.pick.cards}, to=seat))
    if state.round != before["round"]:
        added = [
            i + 1
            for i, (a, b) in enumerate(zip(before["guards"], state.guards, strict=True))
            if b > a
        ]
        events.append(Event(kind="new_round", data={"round": state.round, "guard_at": added}))
    if before["phase"] == "vote" and state.phase == "actions" and state.last_vote is not None:
        events.append(Event(kind="scapegoat_elected", data=state.last_vote.model_dump()))
    if [t.model_dump() for t in state.tasks] != before["tasks"]:
        events.append(Event(kind="tasks", data={"tasks": [t.model_dump() for t in state.tasks]}))
    if before["turn"] != (state.round, state.turn_index) and state.phase == "actions":
        events.append(Event(kind="turn", data={"seat": state.current, "ap": state.ap}))
    if state.phase == "stay_vote" and before["phase"] != "stay_vote":
        events.append(Event(kind="stay_vote", data={"candidates": state.candidates}))
    if state.result is not None:
        events.append(Event(kind="game_over", data=state.result.model_dump()))
    return events
