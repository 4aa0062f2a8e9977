"""The engine contract at its edges, game by game: decisions asked whenever skipping them would
reveal a hand, whom the clock waits for, and refusals/outcomes that used to say the wrong thing.
What every engine shares (views, strict parsing, playouts) is in test_every_engine.py."""

from __future__ import annotations

from typing import Any

import pytest

from rules import get_engine
from rules.core import IllegalAction, Rng, same_json
from rules.elba.models import GiveUp, Move
from tests.rules.elba.test_helpers import actions_phase, host, new_game, put, rig, set_cards
from tests.rules.test_every_engine import TABLES, midgame


def test_fugitive_guess_with_a_numbers_field_is_not_a_plain_guess() -> None:
    engine = get_engine("fugitive")
    with pytest.raises(IllegalAction, match="unknown field numbers"):
        engine.parse_action({"type": "guess", "numbers": [6]})
    with pytest.raises(IllegalAction, match="not a valid"):
        engine.parse_action({"type": "pick", "number": True})


def test_a_value_is_the_same_json_only_of_the_same_type_throughout() -> None:
    assert same_json({"a": [1, "x", None, 2.5], "b": True}, {"b": True, "a": [1, "x", None, 2.5]})
    for dumped, value in (
        (1, True),
        (True, 1),
        (1.0, 1),
        (1, 1.0),
        ("1", 1),
        ([1, 2], [1, True]),
        ([1, 2], [1, 2, 3]),
        ({"a": 1}, {"a": 1, "b": 2}),
        ({"a": 1}, {"a": 1.0}),
        ([1], (1,)),  # a tuple is settled by the JSON texts: see the next test
    ):
        assert not same_json(dumped, value), (dumped, value)


def test_an_action_is_read_as_json_would_write_it_whatever_the_python_types() -> None:
    """The quick comparison says no to what the JSON texts settle: a tuple written as a list is
    the same action, a float where an int is not."""
    engine = get_engine("fled")
    action = engine.parse_action({"type": "escape", "tools": (3, 7)})
    assert action.model_dump(mode="json") == {"type": "escape", "tools": [3, 7]}
    with pytest.raises(IllegalAction):
        engine.parse_action({"type": "escape", "tools": [3.0, 7]})
    with pytest.raises(IllegalAction):
        engine.parse_action({"type": "move", "tile": 1, "x": True, "y": 2})


def test_fugitive_a_draw_when_every_pile_is_empty_says_so() -> None:
    engine = get_engine("fugitive")
    state = midgame("fugitive", 2, 4, steps=6)
    state.piles = [[], [], []]
    state.phase, state.draws_left = "fugitive_play", 0  # E3: the draw was skipped
    with pytest.raises(IllegalAction, match="piles are empty"):
        engine.apply(state, 0, engine.parse_action({"type": "draw", "pile": 1}))


@pytest.mark.slow
def test_alcatraz_everybody_shares_rank_1_when_the_21st_guard_arrives_in_random_games() -> None:
    engine = get_engine("alcatraz")
    lost = 0
    for seed in range(1, 40):
        state = midgame("alcatraz", 3, seed, steps=5000)
        outcome = engine.outcome(state)
        if outcome is not None and state.result.reason == "guards":
            lost += 1
            assert outcome.ranks == [1, 1, 1] and outcome.winners == []
    assert lost  # the computer teams do lose some games to the guards


def _beaten_by_a_napoleon(hand: str, bag: str) -> Any:
    """P1 walks into the arbor and loses to N1 there; returns the state right after the fight."""
    engine = get_engine("elba")
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand=hand, bag=bag)
    put(state, "P1", "spa", 1)
    put(state, "N1", "arbor", 6)
    rig(state, [1, 6, 6, 6, 1, 1])
    state, _ = engine.apply(state, 0, Move(to="arbor"))
    return state


def test_elba_a_give_up_is_asked_whenever_the_loser_holds_cards_even_with_one_choice() -> None:
    engine = get_engine("elba")
    for hand in ("S", "SS"):  # one letter in hand, once or twice: still one choice
        state = _beaten_by_a_napoleon(hand, bag="")
        assert engine.to_act(state) == [0]
        assert engine.legal_actions(state, 0) == [GiveUp(source="hand", letter="S")]
        assert host(state, "P1").space == "arbor"  # nothing moved until he answers


def test_elba_a_give_up_settles_itself_only_when_it_depends_on_public_cards() -> None:
    engine = get_engine("elba")
    state = _beaten_by_a_napoleon(hand="", bag="EE")  # bags are public: no question needed
    assert not [a for a in engine.legal_actions(state, 0) if isinstance(a, GiveUp)]
    assert sorted(engine.view(state, None)["players"][0]["bag"]) == ["E"]


@pytest.mark.slow
def test_elba_random_games_never_resolve_a_give_up_over_a_hidden_hand() -> None:
    """A give-up the engine settles by itself can only take from the (public) bag: with a card
    in hand there is always a hand choice, and then the loser must be asked."""
    engine = get_engine("elba")
    asked = settled = 0
    for seed in range(1, 41):
        state = engine.setup(4, None, seed)
        rng = Rng(s=seed)
        for _ in range(3000):
            seats = engine.to_act(state)
            if not seats:
                break
            seat = rng.choice(seats)
            action = rng.choice(engine.legal_actions(state, seat))
            state, events = engine.apply(state, seat, action)
            for event in events:
                if event.kind != "give_up":
                    continue
                if isinstance(action, GiveUp):
                    asked += 1
                else:
                    settled += 1
                    assert event.data["source"] == "bag", (seed, event)
    assert asked and settled


@pytest.mark.parametrize(
    ("game", "players", "options"),
    [(game, players, None) for game, players in TABLES]
    + [("alcatraz", 3, {"trade_scope": "anytime"}), ("alcatraz", 4, {"trade_scope": "anytime"})],
)
def test_the_seats_awaited_are_some_of_those_who_may_act_and_never_none_while_some_may(
    game: str, players: int, options: dict[str, str] | None
) -> None:
    """``awaited`` (who is pinged and timed out) is never empty while a game goes on: a table
    that waits for nobody would stall. Only Alcatraz's trades at any time set some apart."""
    engine = get_engine(game)
    apart = 0
    for seed in range(8):
        state = engine.setup(players, engine.load_options(options) if options else None, seed)
        rng = Rng(s=seed)
        for _ in range(300):
            seats = engine.to_act(state)
            if not seats:
                break
            awaited = engine.awaited(state)
            assert awaited and set(awaited) <= set(seats)
            apart += len(seats) - len(awaited)
            seat = rng.choice(awaited)
            state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
    assert (apart > 0) == (options is not None)
