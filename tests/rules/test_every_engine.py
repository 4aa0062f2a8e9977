"""The engine contract (rules/core.py), checked on every registered engine the way OpenSpiel's
``api_test`` checks every game: seeded playouts to the end, JSON round trips of states and
actions, strict parsing, refusals that change nothing, and no view of a seat not at the table.
Secrecy goes through ``resample_hidden`` (OpenSpiel's ``resample_from_infostate``): what a seat
cannot see is drawn anew, and neither its view nor its computer player's move may change.

The games come from the registry (``rules.game_ids()``), so a new game is checked with nothing
added here; a game registered outside ``rules/`` (the tests' toy game) runs the same ``check_*``
functions from its own tests.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from rules import game_ids, get_engine
from rules.core import IllegalAction, Rng, Statistics

#: every game at its fewest and its most seats
TABLES = [
    (game, players)
    for game in game_ids()
    for players in sorted({get_engine(game).min_players, get_engine(game).max_players})
]
#: a playout that has not ended after this many steps is a game that may never end
MOST_STEPS = 20_000


def midgame(game: str, players: int, seed: int, steps: int = 40, options: Any = None) -> Any:
    """The state after up to ``steps`` moves of the computer players (fewer if it ends)."""
    engine = get_engine(game)
    state = engine.setup(players, options, seed)
    rng = Rng(s=seed)
    for _ in range(steps):
        seats = engine.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
    return state


def check_playout(game: str, players: int, seed: int, options: Any = None) -> int:
    """Play a seeded game to its end and check the contract at every step; returns the steps.
    ``options``: the table's (None: the rulebook's)."""
    engine = get_engine(game)
    state = engine.setup(players, options, seed)
    assert engine.setup(players, options, seed).model_dump_json() == state.model_dump_json()
    assert engine.num_players(state) == players
    rng = Rng(s=seed)
    first = engine.legal_actions(state, engine.to_act(state)[0])[0]
    for played in range(MOST_STEPS):
        seats = engine.to_act(state)
        if not seats:
            return check_ending(game, players, state, first, played)
        assert engine.outcome(state) is None
        assert set(seats) <= set(range(players)), seats
        awaited = engine.awaited(state)
        assert awaited and set(awaited) <= set(seats), (awaited, seats)
        for seat in range(players):
            legal = engine.legal_actions(state, seat)
            assert bool(legal) == (seat in seats), (seat, seats)
            for action in legal:  # every legal move says itself in JSON and reads back
                assert engine.parse_action(action.model_dump(mode="json")) == action
        idle = next((s for s in range(players) if s not in seats), None)
        if idle is not None:  # a refusal leaves the state as it was
            before = state.model_dump_json()
            with pytest.raises(IllegalAction):
                engine.apply(state, idle, engine.legal_actions(state, seats[0])[0])
            assert state.model_dump_json() == before
        seat = rng.choice(seats)
        before = state.model_dump_json()
        state, events = engine.apply(state, seat, engine.bot_action(state, seat, rng))
        assert json.loads(before) != json.loads(state.model_dump_json()) or events
        for event in events:
            assert event.to is None or 0 <= event.to < players, event
            json.dumps(event.data)
        # the state goes through JSON and comes back the same (tables are stored as JSON)
        again = engine.load_state(state.model_dump_json())
        assert again.model_dump_json() == state.model_dump_json()
    raise AssertionError(f"{game} with {players} did not end in {MOST_STEPS} steps")


def check_ending(game: str, players: int, state: Any, any_action: Any, played: int) -> int:
    """A finished game has an outcome for every seat, no legal moves, and refuses any move."""
    engine = get_engine(game)
    outcome = engine.outcome(state)
    assert outcome is not None
    assert len(outcome.scores) == len(outcome.ranks) == players
    assert min(outcome.ranks) == 1 and max(outcome.ranks) <= players
    assert set(outcome.winners) <= {s for s, r in enumerate(outcome.ranks) if r == 1}
    assert all(engine.legal_actions(state, s) == [] for s in range(players))
    with pytest.raises(IllegalAction, match="over"):
        engine.apply(state, 0, any_action)
    return played


def check_views(game: str, players: int, seed: int, options: Any = None) -> None:
    """Every seat's and the public view are JSON data, the same after the state's JSON round
    trip; a seat sees at least what is public; a seat not at the table is refused, never shown
    someone's view. (Private events go to seats at the table: :func:`check_playout`.)"""
    engine = get_engine(game)
    state = midgame(game, players, seed, options=options)
    again = engine.load_state(state.model_dump_json())
    public = engine.view(state, None)
    for seat in (None, *range(players)):
        view = engine.view(state, seat)
        assert isinstance(view, dict)
        assert set(public) <= set(view), (seat, set(public) - set(view))  # what all may see
        same = engine.view(again, seat)
        assert json.dumps(view, sort_keys=True) == json.dumps(same, sort_keys=True)
    for seat in (-1, -players, players, players + 5, True):
        with pytest.raises(IllegalAction, match="no seat"):
            engine.view(state, seat)


def _wrong_values(value: Any) -> list[Any]:
    """Values of the wrong JSON type for a field currently holding ``value``."""
    if isinstance(value, bool):
        return [1, "true", None]
    if isinstance(value, int):
        return [True, str(value), value + 0.5, None, [value]]
    if isinstance(value, str):
        return [7, True, None, [value]]
    if isinstance(value, list):
        return ["x", 7, True, None]
    return []


def check_parsing(game: str, players: int) -> None:
    """Actions read from JSON strictly: an unknown field or a value of the wrong type is refused,
    not dropped or coerced; a missing or unknown type too."""
    engine = get_engine(game)
    seen_types: set[str] = set()
    checked_fields = 0
    for seed in range(1, 6):
        state = midgame(game, players, seed, steps=(seed - 1) * 15)
        for seat in engine.to_act(state):
            for action in engine.legal_actions(state, seat):
                data = action.model_dump(mode="json")
                if data["type"] in seen_types:
                    continue
                seen_types.add(data["type"])
                assert engine.parse_action(data) == action
                with pytest.raises(IllegalAction, match="unknown field"):
                    engine.parse_action({**data, "no_such_field": [6]})
                for key, value in data.items():
                    if key == "type":
                        continue
                    for wrong in _wrong_values(value):
                        checked_fields += 1
                        with pytest.raises(IllegalAction, match="not a valid"):
                            engine.parse_action({**data, key: wrong})
    assert checked_fields  # the games above reached moves with arguments
    for bad in ({}, {"type": "no_such_move"}, {"type": 3}, {"type": None}):
        with pytest.raises(IllegalAction, match="not a valid"):
            engine.parse_action(bad)


def positions(
    game: str, players: int, seeds: range, every: int, options: Any = None
) -> Iterator[Any]:
    """Every ``every``-th position of seeded games of the computer players, to their end."""
    engine = get_engine(game)
    for seed in seeds:
        state = engine.setup(players, options, seed)
        rng = Rng(s=seed)
        for step in range(MOST_STEPS):
            seats = engine.to_act(state)
            if not seats:
                break
            if step % every == 0:
                yield state
            seat = rng.choice(seats)
            state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))


def check_resampling(
    game: str, players: int, seeds: range, every: int, options: Any = None
) -> None:
    """``resample_hidden`` gives a state the seat cannot tell from the real one (its view and
    the public view are the same), from which the game goes on, and which is not the same state
    throughout: somewhere another seat's view changed (every game here hides something)."""
    engine = get_engine(game)
    with pytest.raises(IllegalAction, match="no seat"):
        engine.resample_hidden(engine.setup(players, None, 1), players, Rng())
    redrawn = 0
    for n, state in enumerate(positions(game, players, seeds, every, options)):
        before = state.model_dump_json()
        seen = [engine.view(state, seat) for seat in (None, *range(players))]
        for seat in range(players):
            other = engine.resample_hidden(state, seat, Rng(s=n * players + seat))
            assert state.model_dump_json() == before  # the input is left alone
            assert engine.view(other, None) == seen[0]
            assert engine.view(other, seat) == seen[1 + seat]
            redrawn += any(
                engine.view(other, s) != seen[1 + s] for s in range(players) if s != seat
            )
            check_goes_on(game, players, other, Rng(s=n))
    assert redrawn, f"{game}: resampling never changed what another seat sees"


def check_goes_on(game: str, players: int, state: Any, rng: Rng, moves: int = 3) -> None:
    """``state`` is a game that goes on: it reads back from JSON, the seats to act have legal
    moves and the others none, and a few random moves apply."""
    engine = get_engine(game)
    for _ in range(moves):
        assert engine.load_state(state.model_dump_json()).model_dump_json() == (
            state.model_dump_json()
        )
        seats = engine.to_act(state)
        if not seats:
            return
        for seat in range(players):
            assert bool(engine.legal_actions(state, seat)) == (seat in seats), seat
        seat = rng.choice(seats)
        state, _ = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))


def check_fair_computer(
    game: str,
    players: int,
    seeds: range,
    every: int,
    only: int | None = None,
    options: Any = None,
) -> None:
    """The computer player decides on what its seat sees: with the hidden part of the position
    drawn anew, it makes the same move (with the same random draws). ``only``: that seat's
    decisions alone (a role's, where seats play different games)."""
    engine = get_engine(game)
    checked = 0
    for n, state in enumerate(positions(game, players, seeds, every, options)):
        for seat in engine.to_act(state):
            if only is not None and seat != only:
                continue
            mine = engine.bot_action(state, seat, Rng(s=7))
            for salt in (1, 2):
                other = engine.resample_hidden(state, seat, Rng(s=n * 3 + salt))
                assert engine.bot_action(other, seat, Rng(s=7)) == mine, (seat, n, salt)
            checked += 1
    assert checked


@pytest.mark.slow  # a Python of its own, where no test has imported a game yet
def test_every_game_is_registered_without_importing_the_others() -> None:
    """The registry lists the games found in ``rules/`` at once; an engine is imported when it
    is first asked for, so importing one game does not load the others' content."""
    code = (
        "import sys, rules; ids = rules.game_ids(); rules.get_engine(ids[0]);"
        "print(ids); print(sorted(m for m in sys.modules if m.count('.') == 1"
        " and m.startswith('rules.')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out[0] == repr(game_ids())
    assert out[1] == repr(sorted(["rules.core", f"rules.{game_ids()[0]}"]))


@pytest.mark.parametrize(("game", "players"), TABLES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_seeded_game_plays_to_its_end_within_the_contract(
    game: str, players: int, seed: int
) -> None:
    assert check_playout(game, players, seed) > 0


@pytest.mark.parametrize(("game", "players"), TABLES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_views_are_json_and_only_for_seats_at_the_table(game: str, players: int, seed: int) -> None:
    check_views(game, players, seed)


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_parse_action_refuses_unknown_fields_and_wrong_types(game: str, players: int) -> None:
    check_parsing(game, players)


#: the seeded games whose positions the secrecy checks visit: the quick check's and more
QUICK_GAMES, MORE_GAMES = range(1, 3), range(3, 11)
#: every table, and the seat of each role where seats play different games
FAIR_TABLES = [
    (game, players, seat)
    for game, players in TABLES
    for seat in (range(len(get_engine(game).roles)) or [None])
]


def played(game: str, players: int, seed: int, options: Any = None) -> tuple[Any, list[Any], Any]:
    """A seeded game of the computer players: its setup, its moves and its last position."""
    engine = get_engine(game)
    state = setup = engine.setup(players, options, seed)
    rng, moves = Rng(s=seed), []
    while seats := engine.to_act(state):
        seat = rng.choice(seats)
        action = engine.bot_action(state, seat, rng)
        moves.append((seat, action))
        state, _ = engine.apply(state, seat, action)
    return setup, moves, state


def check_statistics(game: str, players: int, seeds: range, options: Any = None) -> None:
    """A finished game's figures: the game's declared names only, counts that are whole and
    not negative, the same on a second count, something counted in every game, and nothing at
    the end that depends on what some seat still cannot see there (drawn anew for each seat in
    turn, the end counts the same, at a game's end and halfway through)."""
    engine = get_engine(game)
    assert engine.seat_stats, f"{game} declares no statistics"
    for seed in seeds:
        setup, moves, final = played(game, players, seed, options)
        stats = engine.statistics(setup, moves)
        assert len(stats.seats) == players
        assert stats == engine.statistics(setup, moves)
        assert any(stats.seats) or stats.table, (game, seed)
        for counts, names in [
            *((seat, engine.seat_stats) for seat in stats.seats),
            (stats.table, engine.table_stats),
        ]:
            assert set(counts) <= set(names), set(counts) - set(names)
            assert all(isinstance(v, int) and v >= 0 for v in counts.values()), counts
        # the end of the game, and of one stopped halfway (a forfeit ends it there)
        for last in (final, midgame(game, players, seed, len(moves) // 2, options)):
            end = Statistics(seats=[{} for _ in range(players)])
            engine._tally_end(end, last)
            for seat in range(players):
                other = Statistics(seats=[{} for _ in range(players)])
                engine._tally_end(other, engine.resample_hidden(last, seat, Rng(s=seed + seat)))
                assert other == end, (game, seed, seat)


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_statistics_count_only_what_everyone_saw(game: str, players: int) -> None:
    check_statistics(game, players, QUICK_GAMES)


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_resampling_what_a_seat_cannot_see_keeps_what_it_sees(game: str, players: int) -> None:
    check_resampling(game, players, QUICK_GAMES, every=12)


@pytest.mark.parametrize(("game", "players", "seat"), FAIR_TABLES)
def test_the_computer_decides_on_what_its_seat_sees(
    game: str, players: int, seat: int | None
) -> None:
    check_fair_computer(game, players, QUICK_GAMES, every=4, only=seat)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players"), TABLES)
def test_resampling_keeps_what_a_seat_sees_in_more_games(game: str, players: int) -> None:
    check_resampling(game, players, MORE_GAMES, every=2)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players", "seat"), FAIR_TABLES)
def test_the_computer_decides_on_what_its_seat_sees_in_more_games(
    game: str, players: int, seat: int | None
) -> None:
    check_fair_computer(game, players, MORE_GAMES, every=1, only=seat)
