"""The computer player: legal and sensible (collects an escape word, seeks affordable fights,
heads for the right tower), and it finishes whole games."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.core import Rng
from rules.elba.cards import letters
from rules.elba.models import ElbaOptions, EndBag, Escape, Keep, Move, ToBag
from tests.rules.elba.test_helpers import E, actions_phase, new_game, put, set_cards
from tests.rules.elba.test_playout import check_events, check_state, pick


def bot(state, seat):  # type: ignore[no-untyped-def]
    return E.bot_action(state, seat, Rng(s=1))


@pytest.mark.parametrize("n", [3, 4, 6])
@pytest.mark.slow
def test_computer_players_finish_whole_games_with_legal_moves(n: int) -> None:
    words: Counter[str] = Counter()
    for seed in range(8):
        state = E.setup(n, seed=seed)
        rng = Rng(s=seed)
        previous = None
        for _ in range(20_000):
            check_state(state, previous)
            seats = E.to_act(state)
            if not seats:
                break
            seat = rng.choice(seats)
            action = E.bot_action(state, seat, rng)
            assert action in E.legal_actions(state, seat)
            previous = state
            state, events = E.apply(state, seat, action)
            check_events(state, events)
        assert state.winner is not None  # no turn limit needed
        words[state.escape_word or ""] += 1
    assert sum(words.values()) == 8


@pytest.mark.slow
def test_the_computer_player_beats_random_players() -> None:
    wins = 0
    for seed in range(12):
        state = E.setup(4, ElbaOptions(turn_limit=200), seed)
        rng = Rng(s=seed + 100)
        while E.to_act(state):
            seat = rng.choice(E.to_act(state))
            actions = E.legal_actions(state, seat)
            action = E.bot_action(state, seat, rng) if seat == 0 else pick(rng, actions)
            state, _ = E.apply(state, seat, action)
        wins += state.winner == 0
    assert wins >= 9


def test_it_collects_the_letters_of_an_escape_word_into_its_bag() -> None:
    state = actions_phase(new_game(), 0, ap=1)
    set_cards(state, 0, hand="FROMSAE", bag="")
    put(state, "P1", "roof", 3)
    state.phase = "bag"
    moved = ""
    while state.phase == "bag":
        action = bot(state, 0)
        if isinstance(action, ToBag):
            moved += action.letter
        state, _ = E.apply(state, 0, action)
    assert sorted("FROM") == sorted(c for c in moved if c in "FROM")
    action = bot(state, 0)
    assert action == Keep(letters="FROM")


def test_it_cycles_useless_cards_and_parks_two_useful_letters() -> None:
    state = actions_phase(new_game(), 0, ap=1)
    set_cards(state, 0, hand="FOCCC", bag="")
    put(state, "P1", "roof", 3)
    state.phase = "bag"
    while state.phase == "bag":
        state, _ = E.apply(state, 0, bot(state, 0))
    state, _ = E.apply(state, 0, bot(state, 0))  # keep
    while state.active == 0:
        state, _ = E.apply(state, 0, bot(state, 0))
    kept = letters(state.seats[0].bag)
    assert sorted(kept) == ["F", "O"] and "C" not in letters(state.seats[0].hand)


def test_it_heads_for_the_tower_of_its_word() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="", bag="FROM")
    put(state, "P1", "roof", 4)
    assert bot(state, 0) == Move(to="east_tower")


def test_it_escapes_when_it_can() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="", bag="FROM")
    put(state, "P1", "east_tower", 3)
    assert bot(state, 0) == Escape(word="FROM")


def test_it_seeks_a_fight_while_weak() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="AB", bag="")
    put(state, "P1", "roof", 1)
    put(state, "N1", "coral_room", 3)
    action = bot(state, 0)
    assert action == Move(to="coral_room") or action.type == "move_host"


def test_it_ends_the_bag_phase() -> None:
    state = actions_phase(new_game(), 0, ap=1)
    set_cards(state, 0, hand="", bag="")
    state.phase = "bag"
    set_cards(state, 0, hand="E")
    assert bot(state, 0) in (EndBag(), ToBag(letter="E"))
