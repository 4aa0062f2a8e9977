"""Random playouts of Escape from Elba with the game's invariants: 300 seeded games for each
player count (3, 4 and 6) in batches of 50, so that ``-n auto`` spreads them over the cores (this
bulk uses a cheaper loop that checks views and JSON every few steps), the shared checker on a
few games, and mixed games with the computer player."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest

from rules.core import Event, IllegalAction, Rng
from rules.elba.cards import letters
from rules.elba.content import SAFE_AREA
from rules.elba.models import (
    Arm,
    Draw,
    ElbaAction,
    ElbaOptions,
    ElbaState,
    Escape,
    FightFrame,
    Jump,
    Keep,
    Move,
    MoveHost,
    Take,
)
from rules.elba.spelling import bag_key, spellable_words
from tests.rules.elba.test_helpers import E
from tests.rules.playout import play_random, replay

#: long random games
pytestmark = pytest.mark.slow

#: house turn limit for random play only (random players rarely assemble an escape word);
#: six-player games are longer per round, so they stop sooner to keep their 300 games under 60 s
ROUNDS = {3: 8, 4: 8, 6: 5}


@dataclass
class Result:
    finished: bool
    escaped: bool
    steps: int


def check_state(state: ElbaState, previous: ElbaState | None) -> None:
    ids = list(state.deck) + list(state.discard)
    for s in state.seats:
        ids += s.hand + s.bag
    size = 64 if state.num_players <= state.options.max_players_single_deck else 128
    assert sorted(ids) == list(range(size)), "every card in exactly one place"
    for i, h in enumerate(state.hosts):
        assert 1 <= h.strength <= 6
        if previous is not None:
            assert h.strength >= previous.hosts[i].strength, "strength never falls"
    for frame in state.stack:
        if isinstance(frame, FightFrame):
            assert frame.space != SAFE_AREA
    assert state.phase == "over" or state.ap >= 0


def check_events(after: ElbaState, events: list[Event]) -> None:
    for e in events:
        if e.kind == "fight":
            assert e.data["space"] != SAFE_AREA, "no fight in the SAFE AREA"
        if e.kind == "cleanup":
            bag = letters(after.seats[e.data["seat"]].bag)
            assert bag == e.data["bag"]
            # at most two cards, or the cards of one valid word
            assert len(bag) <= 2 or any(
                len(w) == len(bag) for w in spellable_words(bag_key(bag))
            ), f"invalid bag {bag} after cleanup"
        if e.to is not None:
            assert 0 <= e.to < after.num_players


def check_views(state: ElbaState) -> None:
    public = E.view(state, None)
    text = json.dumps(public)
    assert "hand" not in public and "my_weapons" not in public
    if public["fight"] is not None:
        assert "weapons" not in public["fight"]
    for seat in range(state.num_players):
        mine = E.view(state, seat)
        json.dumps(mine)
        assert mine["hand"] == letters(state.seats[seat].hand)
        rest = {k: v for k, v in mine.items() if k not in ("hand", "seat", "my_weapons")}
        assert json.dumps(rest) == text, "a seat's view adds only its own secrets"


def illegal_moves(state: ElbaState, seat: int) -> list[ElbaAction]:
    """Actions that must be refused whatever the position."""
    here = state.hosts[seat].space
    return [
        Draw(n=8),
        Move(to="roof" if here not in ("coral_room", "east_tower") else "lab"),
        MoveHost(host="P1", to="spa"),
        Jump(to="north_tower"),
        Escape(word="WATERLOO"),
        Keep(letters="QQQ"),
        Arm(words=["BAR", "BAR", "BAR"]),
        Take(source="bag", letter="Z"),
    ]


def pick(rng: Rng, actions: list[ElbaAction]) -> ElbaAction:
    """A random legal action: first a random kind of action, then one of that kind (so that
    rare kinds such as escapes are tried as often as plain moves)."""
    by_type: dict[str, list[ElbaAction]] = {}
    for a in actions:
        by_type.setdefault(a.type, []).append(a)
    kind = rng.choice(sorted(by_type))
    chosen: ElbaAction = rng.choice(by_type[kind])
    return chosen


def random_game(
    num_players: int, seed: int, every: int = 6, options: Any = None, bot_share: int = 0
) -> Result:
    """One checked game; ``bot_share`` (0–100) is the percentage of moves the computer player
    makes instead of a random one (mixed games reach escapes, which random play never does)."""
    opts = options or ElbaOptions(turn_limit=ROUNDS.get(num_players, 6) * num_players)
    rng = Rng(s=seed * 7919 + 17)
    state = E.setup(num_players, opts, seed)
    log: list[tuple[int, dict[str, Any]]] = []
    previous: ElbaState | None = None
    for step in range(20_000):
        check_state(state, previous)
        seats = E.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        actions = E.legal_actions(state, seat)
        assert actions
        if step % every == 0:
            assert E.State.model_validate_json(state.model_dump_json()) == state
            check_views(state)
            frozen = state.model_dump_json()
            for bad in illegal_moves(state, seat):
                if bad not in actions:
                    with pytest.raises(IllegalAction):
                        E.apply(state, seat, bad)
            for other in range(num_players):
                if other not in seats:
                    with pytest.raises(IllegalAction):
                        E.apply(state, other, actions[0])
            assert state.model_dump_json() == frozen, "a refused action changes nothing"
        if step % (every * 8) == 0:
            for other_action in actions:
                E.apply(state, seat, other_action)
        if bot_share and rng.randbelow(100) < bot_share:
            action = E.bot_action(state, seat, rng)
            assert action in actions
        else:
            action = pick(rng, actions)
        assert E.parse_action(action.model_dump(mode="json")) == action
        previous = state
        state, events = E.apply(state, seat, action)
        check_events(state, events)
        log.append((seat, action.model_dump(mode="json")))
    else:
        raise AssertionError("the game did not end")
    outcome = E.outcome(state)
    assert outcome is not None
    assert replay(E, num_players, seed, opts, log) == state, "replays are identical"
    return Result(finished=True, escaped=state.winner is not None, steps=len(log))


def run_batch(num_players: int, seeds: range) -> Counter[str]:
    tally: Counter[str] = Counter()
    for seed in seeds:
        result = random_game(num_players, seed)
        tally["games"] += 1
        tally["escaped" if result.escaped else "turn_limit"] += 1
        tally["steps"] += result.steps
    return tally


BATCH = 50


@pytest.mark.parametrize("start", range(0, 300, BATCH))
@pytest.mark.parametrize("n", [3, 4, 6], ids=lambda n: f"{n}p")
def test_random_playouts(n: int, start: int) -> None:
    tally = run_batch(n, range(start, start + BATCH))
    assert tally["games"] == BATCH
    # every game ends: by an escape or (random play only) by the house turn limit
    assert tally["escaped"] + tally["turn_limit"] == BATCH
    print(f"{n} players, seeds {start}-{start + BATCH - 1}: {dict(tally)}")


@pytest.mark.parametrize("n", [3, 4, 6])
def test_shared_random_playout_checker(n: int) -> None:
    for seed in range(2):
        run = play_random(
            E,
            n,
            seed,
            ElbaOptions(turn_limit=3 * n),
            check=lambda s: check_state(s, None),
            illegal=illegal_moves_filtered,
            try_all_legal_every=10,
        )
        assert run.finished


def illegal_moves_filtered(state: ElbaState, seat: int) -> list[ElbaAction]:
    legal = E.legal_actions(state, seat)
    return [a for a in illegal_moves(state, seat) if a not in legal]


@pytest.mark.parametrize("n", [3, 4, 6])
def test_mixed_computer_and_random_games_reach_escapes_with_every_invariant(n: int) -> None:
    """No house limit here: half the moves come from the computer player, so games end by an
    escape, and the escape and failed-escape paths go through the same checks."""
    escaped = 0
    for seed in range(6):
        result = random_game(n, seed, every=10, options=ElbaOptions(), bot_share=70)
        escaped += result.escaped
    assert escaped == 6


@pytest.mark.parametrize("n", [7, 11])
def test_two_deck_tables_of_7_and_11_play_to_the_end_with_every_invariant(n: int) -> None:
    """The rulebook's two decks beyond 6 players: random games end at the house limit, mixed
    games by an escape, every state and replay checked as at 3–6."""
    for seed in range(3):
        limit = ElbaOptions(two_decks=True, turn_limit=ROUNDS.get(n, 6) * n)
        assert random_game(n, seed, every=10, options=limit).finished
        assert random_game(
            n, seed, every=10, options=ElbaOptions(two_decks=True), bot_share=70
        ).escaped
