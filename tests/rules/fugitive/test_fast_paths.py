"""Fugitive's fast paths against straightforward references, on random positions.

The engine splits the sprint values of the opening hand with subset-sum bit masks, memoises what
it asks of a route (face-down numbers, what the face-up part rules out), lists and checks the
Marshal's picks on bit masks, hands out shared events, and makes each state from the one before
by sharing every list it leaves alone (all of them read-only). Each test here recomputes what
the engine answers the slow and obvious way (every sprint set tried, every number checked by
its refusal, the route scanned) on positions of random games, from the state as a game left it
and from the same state read back from JSON. Then: ``apply`` never changes its input, the lists
two states share cannot change, and plain lists (JSON, hand-made states) still work.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from itertools import combinations
from typing import Any

import pytest

from rules.core import Event, Rng
from rules.fugitive import FugitiveEngine
from rules.fugitive.content import BASE_REACH, SPRINT
from rules.fugitive.legal import free_picks, hide_problem, hideable, may_pick, pick_problem
from rules.fugitive.models import ESCAPE, FrozenList, Hideout, Options, Pick, State
from rules.fugitive.route import opening_pair_possible, route_facts, second_hideout_possible

ENGINE = FugitiveEngine()
FUG, MAR = 0, 1
UNDO = {"unpick", "unsprint", "cancel"}
OPTIONS = [
    Options(),
    Options(opening="exactly_two"),
    Options(pass_bonus=True),
    Options(opening="exactly_two", pass_bonus=True),
]
LIST_FIELDS = ("piles", "hands", "route", "picked", "guesses")

# -- the references: the rules read literally -----------------------------------------------


def ref_opening_pair_possible(hand: list[int], card: int, previous: int) -> bool:
    """Every set of sprint cards for ``card``, then any second hideout with the rest."""
    others = [c for c in hand if c != card]
    usable = [c for c in others if c in SPRINT]
    for size in range(len(usable) + 1):
        for chosen in combinations(usable, size):
            if previous + BASE_REACH + sum(SPRINT[c] for c in chosen) < card:
                continue
            if second_hideout_possible([c for c in others if c not in chosen], card):
                return True
    return False


def ref_crossed(state: State) -> set[int]:
    """Face-up hideouts and the sprint cards under them, but the 42's (E13)."""
    out: set[int] = set()
    for hideout in state.route:
        if hideout.face_up:
            out.add(hideout.number)
            if hideout.number != ESCAPE:
                out.update(hideout.sprints)
    return out


def ref_pickable(state: State) -> list[int]:
    return [n for n in range(-1, ESCAPE + 3) if pick_problem(state, n) is None]


def numbers(mask: int) -> set[int]:
    return {n for n in range(mask.bit_length()) if mask >> n & 1}


# -- positions -----------------------------------------------------------------------------------


def positions(seed: int) -> Iterator[tuple[State, int]]:
    """Every position of one game (and the seat to act): random legal actions that undo
    nothing, single-number guesses (as the engine benchmark plays), every 7th step any legal
    action (multi-number guesses, take-backs)."""
    state = ENGINE.setup(2, OPTIONS[seed % len(OPTIONS)], seed)
    rng = Rng(s=seed ^ 0xFA57)
    for step in range(3000):
        seats = ENGINE.to_act(state)
        if not seats:
            return
        seat = seats[0]
        yield state, seat
        legal = ENGINE.legal_actions(state, seat)
        choices = legal
        if step % 7:
            if state.picked:
                choices = [a for a in legal if a.type == "guess"]
            elif state.pending is not None:
                choices = [a for a in legal if a.type not in UNDO] or legal
        state, _ = ENGINE.apply(state, seat, rng.choice(choices))
    raise AssertionError(f"seed {seed} did not end")


def both_forms(state: State) -> Iterator[State]:
    """The state as a game left it, and read back from JSON (plain lists, new hideouts)."""
    yield state
    back = State.model_validate_json(state.model_dump_json())
    assert back == state
    yield back


SEEDS = range(24)


# -- the fast paths ------------------------------------------------------------------------------


def test_opening_pair_possible_matches_every_sprint_set_on_random_hands() -> None:
    rng = Rng(s=15)
    for _ in range(3000):
        size = rng.randint(1, 9)
        hand = sorted({rng.randint(1, ESCAPE) for _ in range(size)})
        card = rng.choice(hand)
        previous = rng.randint(0, 30)
        expected = ref_opening_pair_possible(hand, card, previous)
        assert opening_pair_possible(hand, card, previous) == expected, (hand, card, previous)


@pytest.mark.parametrize("seed", SEEDS)
def test_fast_paths_match_the_references_in_random_games(seed: int) -> None:
    for played, seat in positions(seed):
        for state in both_forms(played):
            facts = route_facts(state.route)
            assert facts.hidden == {h.number for h in state.route if not h.face_up}
            assert numbers(facts.crossed) == ref_crossed(state)
            hand = state.hands[FUG]
            for card in hand:
                expected = ref_opening_pair_possible(hand, card, state.route[-1].number)
                assert opening_pair_possible(hand, card, state.route[-1].number) == expected
            if seat == FUG and state.pending is None and state.phase != "fugitive_draw":
                assert hideable(state) == [c for c in hand if hide_problem(state, c) is None]
            if state.phase not in ("marshal_guess", "manhunt"):
                continue
            expected_picks = ref_pickable(state)
            assert sorted(numbers(free_picks(state))) == expected_picks
            for number in range(-1, ESCAPE + 3):
                assert may_pick(state, number) == (number in expected_picks)
            legal = ENGINE.legal_actions(state, MAR)
            assert [a for a in legal if isinstance(a, Pick)] == [
                Pick(number=n) for n in expected_picks
            ]


# -- shared lists, states and events -------------------------------------------------------------


def frozen_throughout(state: State) -> bool:
    lists = [state.piles, *state.piles, state.hands, *state.hands, state.route, state.picked]
    return all(type(x) is FrozenList for x in [*lists, state.guesses])


def shared_lists(a: State, b: State) -> Iterator[Any]:
    """Lists that ``a`` and ``b`` hold as the same object."""
    mine = {id(x): x for name in LIST_FIELDS for x in [getattr(a, name), *_inner(a, name)]}
    for name in LIST_FIELDS:
        for x in [getattr(b, name), *_inner(b, name)]:
            if id(x) in mine:
                yield x


def _inner(state: State, name: str) -> list[Any]:
    return list(getattr(state, name)) if name in ("piles", "hands") else []


@pytest.mark.parametrize("seed", range(6))
def test_apply_leaves_its_input_alone_and_shares_only_read_only_lists(seed: int) -> None:
    for played, seat in positions(seed):
        for state in both_forms(played):
            before = state.model_dump_json()
            for action in ENGINE.legal_actions(state, seat)[:6]:
                after, _ = ENGINE.apply(state, seat, action)
                assert state.model_dump_json() == before
                assert frozen_throughout(after)
                assert all(type(x) is FrozenList for x in shared_lists(state, after))
                assert State.model_validate_json(after.model_dump_json()) == after
                # a deep copy is the caller's to change
                twin = copy.deepcopy(after)
                assert twin == after and not list(shared_lists(after, twin))
                assert twin.rng == after.rng and twin.rng is not after.rng
                twin.hands[FUG].append(99)
                twin.piles[0].clear()
                assert after.model_dump_json() != twin.model_dump_json()
        with pytest.raises(TypeError):
            played.successor().hands[FUG].append(99)


def test_hand_made_states_with_plain_lists_still_play() -> None:
    state = ENGINE.setup(2, Options(), 3)
    state.piles[0] = []  # changed in place before any move, as the rule tests do
    state.hands[FUG] = [*state.hands[FUG]]
    after, _ = ENGINE.apply(state, FUG, ENGINE.legal_actions(state, FUG)[0])
    assert state.piles[0] == [] and frozen_throughout(after)
    assert type(state.piles) is list and type(state.hands[FUG]) is list
    assert State.model_validate_json(after.model_dump_json()) == after


def test_shared_events_equal_fresh_ones_and_refuse_changes() -> None:
    state = ENGINE.setup(2, Options(pass_bonus=True), 5)
    while state.phase != "fugitive_play" or state.pending is not None:
        seat = ENGINE.to_act(state)[0]
        legal = [a for a in ENGINE.legal_actions(state, seat) if a.type not in UNDO]
        state, _ = ENGINE.apply(state, seat, legal[-1])
    pass_ = next(a for a in ENGINE.legal_actions(state, FUG) if a.type == "pass")
    after, events = ENGINE.apply(state, FUG, pass_)
    assert [e.kind for e in events] == ["pass", "draw", "drew"]
    card = events[2].data["card"]
    assert events == [
        Event(kind="pass"),
        Event(kind="draw", data={"seat": 0, "role": "fugitive", "pile": 1, "bonus": True}),
        Event(kind="drew", data={"card": card}, to=FUG),
    ]
    assert card in after.hands[FUG]
    for event in events:
        assert type(event).model_validate_json(event.model_dump_json()) == event
        with pytest.raises(TypeError):
            event.data["seat"] = 1


def test_views_from_shared_and_fresh_states_are_equal() -> None:
    for played, _ in positions(7):
        back = State.model_validate_json(played.model_dump_json())
        for seat in (None, FUG, MAR):
            assert ENGINE.view(played, seat) == ENGINE.view(back, seat)
    hideout = Hideout(number=4, sprints=[1], face_up=False)
    assert route_facts([Hideout(number=0, face_up=True), hideout]).hidden == {4}
