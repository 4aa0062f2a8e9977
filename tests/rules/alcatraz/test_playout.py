"""Random playouts: 300 seeded games each with 3 and 4 players (one test each), random
legal actions, checking the invariants of the engine contract and of Alcatraz at every step
(the costlier checks — JSON round trip, views, refused actions — every few steps)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.alcatraz import blackmail as bm
from rules.alcatraz import legal
from rules.alcatraz.actions import (
    Bribe,
    Discard,
    EndTurn,
    Move,
    Riot,
    Stamina,
    Steal,
    TaskStart,
    TradeOpen,
    Vote,
)
from rules.alcatraz.board import side
from rules.alcatraz.content import ITEM_SLOTS, ITEMS, STEPS, blackmail, item_totals, tasks
from rules.alcatraz.locations import rule_candidates
from rules.alcatraz.models import Options, State
from rules.core import IllegalAction, Rng
from tests.rules.alcatraz.test_support import E, token_count
from tests.rules.playout import play_random, replay

#: long random games
pytestmark = pytest.mark.slow

GAMES = 300
EVERY = 16  # JSON round trip and refused actions on every 16th step (and the first)
HIDDEN_EVERY = 48  # views compared against a state with other secrets changed
ALL_CARDS = sorted(blackmail())


def options_for(seed: int) -> Options:
    return Options(layout="random") if seed % 2 else Options()


def check_invariants(s: State) -> None:
    for item in ITEMS:  # every token in exactly one place
        assert token_count(s, item) == item_totals()[item], item
    assert max(s.guards) <= 4 and min(s.guards) >= 0
    assert sum(s.guards) == s.guards_entered <= 20
    top = s.options.track_max
    for p in s.players:
        assert len(p.items) <= ITEM_SLOTS
        assert 0 <= p.cash <= top and 0 <= p.stamina <= top
        assert set(p.plan) <= set(STEPS) and p.plan == "".join(sorted(set(p.plan)))
    for loc in range(1, 13):
        slots = side(s, loc).slots
        for item, n in s.board_items[loc - 1].items():
            assert n <= slots.get(item, 0), (loc, item)
    cards = s.blackmail_deck + s.blackmail_discard + [c for p in s.players for c in p.blackmail]
    cards += s.pick.cards if s.pick else []
    assert sorted(cards) == ALL_CARDS
    assert len(s.tasks) <= 3
    assert len({t.location for t in s.tasks}) == len(s.tasks)
    assert len({tasks()[t.card].step for t in s.tasks}) == len(s.tasks)


def check_hidden(s: State) -> None:
    """No view depends on another seat's hand or ballot, or on the order of the decks."""
    for viewer in [None, *range(s.num_players)]:
        base = E.view(s, viewer)
        json.dumps(base)
        twisted = s.model_copy(deep=True)
        twisted.blackmail_deck.reverse()
        twisted.task_deck.reverse()
        twisted.rng.s ^= 0x5A5A
        others = [p for p in range(s.num_players) if p != viewer]
        pool = sorted(c for p in others for c in twisted.players[p].blackmail)
        pool.reverse()
        for p in others:
            k = len(twisted.players[p].blackmail)
            twisted.players[p].blackmail, pool = pool[:k], pool[k:]
            if twisted.ballots and twisted.ballots[p] is not None:
                choices = [c for c in twisted.candidates if c != twisted.ballots[p]]
                if choices:
                    twisted.ballots[p] = choices[0]
        assert E.view(twisted, viewer) == base, viewer


def check_cost(before: State, after: State, seat: int, kind: str, costs: dict[str, int]) -> None:
    """The public view's cost of a kind of move is what the current player pays for it (§9,
    §10.1), while his turn goes on; the view has no costs outside the actions phase."""
    if before.phase != "actions":
        assert costs == {}
        return
    # a location rule ("use") may give action points back; a task is paid on completion
    key = "task" if kind == "task_complete" else kind
    still = after.phase == "actions" and after.current == seat
    if seat == before.current and key in costs and key != "use" and still:
        assert before.ap - after.ap == costs[key], (kind, costs)


def check_refusals(s: State, seat: int, actions: list[Any], rng: Rng) -> None:
    before = s.model_dump_json()
    bad = [a for a in legal.candidates(s, seat) if a not in actions]
    picks = [bad[rng.randbelow(len(bad))] for _ in range(min(3, len(bad)))]
    picks += [EndTurn() if s.phase != "actions" else Vote(candidate=0), Move(to=99)]
    for action in picks:
        if action in actions:
            continue
        with pytest.raises(IllegalAction):
            E.apply(s, seat, action)
        assert s.model_dump_json() == before
    for other in range(s.num_players):
        if other not in E.to_act(s):
            with pytest.raises(IllegalAction):
                E.apply(s, other, actions[0])


def playout(n: int, seed: int) -> tuple[State, int]:
    rng = Rng(s=seed * 7919 + 11)
    opts = options_for(seed)
    s = E.setup(n, opts, seed)
    log: list[tuple[int, dict[str, Any]]] = []
    for step in range(6000):
        check_invariants(s)
        seats = E.to_act(s)
        if not seats:
            break
        assert E.outcome(s) is None
        seat = seats[rng.randbelow(len(seats))]
        actions = E.legal_actions(s, seat)
        assert actions, f"seat {seat} has no legal action at step {step}"
        if step % EVERY == 0:
            assert E.State.model_validate_json(s.model_dump_json()) == s
            check_refusals(s, seat, actions, rng)
        one_ballot_in = s.phase == "vote" and sum(b is not None for b in s.ballots) == 1
        if step % HIDDEN_EVERY == 0 or one_ballot_in:
            check_hidden(s)
        action = actions[rng.randbelow(len(actions))]
        costs = E.view(s, None)["costs"]
        before = s
        s, _ = E.apply(s, seat, action)
        check_cost(before, s, seat, action.type, costs)
        log.append((seat, action.model_dump(mode="json")))
    else:
        raise AssertionError("the game did not end")
    out = E.outcome(s)
    assert out is not None and E.to_act(s) == []
    assert len(out.ranks) == n and set(out.winners) == set(s.result.escaped if s.result else [])
    assert replay(E, n, seed, opts, log) == s  # replays are identical
    return s, len(log)


@pytest.mark.parametrize("n", [3, 4], ids=lambda n: f"{n}p")
def test_random_playouts(n: int) -> None:
    ends: dict[str, int] = {}
    for seed in range(GAMES):
        s, _ = playout(n, seed)
        assert s.result is not None
        ends[s.result.reason] = ends.get(s.result.reason, 0) + 1
    assert sum(ends.values()) == GAMES


def broad_main_actions(s: State, seat: int) -> list[Any]:
    """Every main-step action shape with every argument, without the engine's pre-filters."""
    others = [t for t in range(s.num_players) if t != seat]
    whats = [*ITEMS, "cash"]
    out: list[Any] = [Move(to=n) for n in range(1, 13)]
    out += rule_candidates(s, seat)
    out += [Steal(target=t, what=w) for t in others for w in whats]
    out += [Riot(source=n) for n in range(1, 13)]
    out += [Discard(item=i) for i in ITEMS]
    out += [Bribe(), Stamina(), TaskStart(), EndTurn()]
    out += [TradeOpen(partner=t) for t in others]
    if seat == s.scapegoat:
        out += bm.candidates(s, seat)
    return out


def test_prefilters_never_hide_a_legal_action() -> None:
    for seed in range(12):
        rng = Rng(s=seed)
        s = E.setup(3 + seed % 2, options_for(seed), seed)
        while E.to_act(s):
            seat = E.to_act(s)[0]
            actions = E.legal_actions(s, seat)
            if legal.mode(s) == "main":
                brute = [a for a in broad_main_actions(s, seat) if legal.reason(s, seat, a) is None]
                assert sorted(map(repr, brute)) == sorted(map(repr, actions))
            s, _ = E.apply(s, seat, actions[rng.randbelow(len(actions))])


@pytest.mark.parametrize("n", [3, 4])
def test_shared_playout_checker_with_every_legal_action_tried(n: int) -> None:
    for seed in range(3):
        run = play_random(
            E, n, seed, options_for(seed), check=check_invariants, try_all_legal_every=25
        )
        assert run.finished
