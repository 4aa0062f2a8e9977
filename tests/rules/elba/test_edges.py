"""§9 Victory and the §10 edge cases (E1–E20)."""

from __future__ import annotations

import json

import pytest

from rules.core import IllegalAction, Rng
from rules.elba.cards import letters
from rules.elba.content import SAFE_AREA, board
from rules.elba.models import (
    Draw,
    ElbaOptions,
    EndActions,
    EndBag,
    Escape,
    GiveUp,
    Jump,
    Move,
    MoveHost,
    Take,
    ToBag,
)
from tests.rules.elba.test_helpers import (
    E,
    act,
    actions_phase,
    card_places,
    hid,
    host,
    kinds,
    new_game,
    put,
    rig,
    set_cards,
    set_discard,
)


def results(events: list) -> list[dict]:  # type: ignore[type-arg]
    return [e.data for e in events if e.kind == "fight_result"]


def test_R9_the_first_successful_escape_wins_and_ends_the_game() -> None:
    state = actions_phase(new_game(), 2, ap=3)
    set_cards(state, 2, bag="CAMPBELL")
    put(state, "P3", "bar", 6)
    rig(state, [1])
    state, _ = act(state, 2, Escape(word="CAMPBELL"))
    outcome = E.outcome(state)
    assert outcome is not None and outcome.winners == [2] and outcome.ranks == [2, 2, 1]
    assert E.to_act(state) == [] and E.legal_actions(state, 2) == []
    with pytest.raises(IllegalAction, match="over"):
        E.apply(state, 2, EndActions())
    assert E.summary(state)["escape_word"] == "CAMPBELL"


def test_R9_house_turn_limit_ends_without_a_winner() -> None:
    state = E.setup(3, ElbaOptions(turn_limit=2), seed=4)
    for _ in range(2):
        seat = state.active
        state, _ = act(state, seat, Draw(n=0))
        while state.active == seat and state.phase != "over":
            state, _ = act(state, seat, E.legal_actions(state, seat)[-1])
    outcome = E.outcome(state)
    assert outcome is not None and outcome.winners == [] and state.turn == 2
    assert E.summary(state)["turn_limit_reached"] == 1


def test_E1_a_two_roll_hallway_is_one_space_and_counts_as_occupied_in_setup() -> None:
    b = board()
    assert b.dice_table["2-3"] == b.dice_table["2-4"]
    for seed in range(300):
        spaces = [h.space for h in E.setup(6, seed=seed).hosts if h.kind != "campbell"]
        assert spaces.count("hallway_2") <= 1 and spaces.count("hallway_9") <= 1


def test_E2_thrown_to_the_space_it_came_from_with_nobody_else_nothing_happens() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="", bag="ESCAPE")
    put(state, "P1", "north_tower", 2)
    rig(state, [6, 1, 1])  # fails, thrown to 1-1: the same tower
    state, events = act(state, 0, Escape(word="ESCAPE"))
    state, events = act(state, 0, GiveUp(source="bag", letter="S"))
    assert host(state, "P1").space == "north_tower" and "fight" not in kinds(events)


def test_E3_no_fight_among_non_players_and_among_players_it_stops_at_its_first_loss() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    put(state, "N2", "lab", 3)
    put(state, "N1", "farm", 3)
    state, events = act(state, 0, MoveHost(host="N1", to="lab"))
    assert "fight" not in kinds(events)
    put(state, "P2", "lab", 1)
    put(state, "P3", "lab", 1)
    put(state, "N1", "farm", 3)
    state, _ = act(state, 0, MoveHost(host="N1", to="lab"))
    rig(state, [1, 6, 1, 1])  # N1 loses to P2 and is thrown to 1-1: no fight with P3
    state, events = act(state, 0, E.parse_action({"type": "fight_next", "opponent": "P2"}))
    assert len(results(events)) == 1 and host(state, "N1").space == "north_tower"


def test_E4_a_non_player_moved_into_the_active_players_space_is_the_aggressor() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="AB")
    put(state, "P1", "lab", 2)
    put(state, "N1", "farm", 2)
    rig(state, [3, 3, 6, 6])  # a tie: N1, the aggressor, wins
    state, events = act(state, 0, MoveHost(host="N1", to="lab"))
    assert results(events)[0]["aggressor"] == hid(state, "N1")
    assert results(events)[0]["winner"] == hid(state, "N1")
    assert state.ap == 0  # the active player lost (§6.6 default)


def test_E5_a_thrown_host_landing_on_the_active_player_is_the_aggressor() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    put(state, "P1", "spa", 1)
    put(state, "P2", "cafe", 1)
    put(state, "P3", "lab", 1)
    set_cards(state, 1, hand="")
    # P1 beats P2 in CAFE; P2 is thrown to 5-5 LAB onto P3 and attacks there
    rig(state, [6, 1, 5, 5, 2, 2, 6, 6])
    state, events = act(state, 0, Move(to="cafe"))
    second = results(events)[1]
    assert second["aggressor"] == 1 and second["defender"] == 2 and second["winner"] == 1


def test_E6_a_winner_outside_their_turn_may_hold_more_than_seven_cards() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 1, hand="ABCEFLM")
    set_cards(state, 0, hand="")
    put(state, "P1", "spa", 1)
    put(state, "P2", "cafe", 6)
    set_cards(state, 0, hand="", bag="SO")
    rig(state, [1, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    state, _ = act(state, 1, Take(source="bag", letter="S"))
    assert len(state.seats[1].hand) == 8
    while state.active == 0:
        state, _ = act(state, 0, E.legal_actions(state, 0)[-1])
    assert E.legal_actions(state, 1) == [Draw(n=0)]
    state, _ = act(state, 1, Draw(n=0))
    assert state.ap == 0 and state.phase == "bag"
    assert EndBag() not in E.legal_actions(state, 1)
    state, _ = act(state, 1, ToBag(letter="S"))
    assert EndBag() in E.legal_actions(state, 1)


def test_E7_beating_campbell_with_an_empty_discard_pile_gives_nothing() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="")
    put(state, "P1", "spa", 1)
    put(state, "C", "arbor", 1)
    deck = len(state.deck)
    rig(state, [6, 1, 1, 1])
    state, _ = act(state, 0, Move(to="arbor"))
    assert state.seats[0].hand == [] and len(state.deck) == deck


def test_E8_beating_a_napoleon_with_deck_and_discard_empty_gives_nothing() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="")
    state.seats[1].hand += state.deck
    state.deck = []
    put(state, "P1", "spa", 1)
    put(state, "N1", "arbor", 1)
    rig(state, [6, 1, 1, 1])
    state, _ = act(state, 0, Move(to="arbor"))
    assert state.seats[0].hand == [] and host(state, "N1").strength == 2
    assert card_places(state) == list(range(64))


def test_E9_a_loser_without_cards_gives_nothing_but_still_gains_strength_and_is_thrown() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="", bag="")
    put(state, "P1", "spa", 1)
    put(state, "N1", "arbor", 6)
    rig(state, [1, 6, 6, 6])
    state, events = act(state, 0, Move(to="arbor"))
    assert "give_up" not in kinds(events)
    assert host(state, "P1").strength == 2 and host(state, "P1").space == "south_tower"


def test_E10_loser_with_an_empty_bag_the_winner_takes_a_random_hand_card() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="")
    set_cards(state, 1, hand="ROPE", bag="")
    put(state, "P1", "spa", 1)
    put(state, "P2", "cafe", 1)
    rig(state, [6, 1, 1, 1])
    state, events = act(state, 0, Move(to="cafe"))
    assert len(state.seats[0].hand) == 1 and len(state.seats[1].hand) == 3
    assert "steal" in kinds(events)


def test_E11_an_escape_attempt_with_other_hosts_in_the_tower_starts_no_fight() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, bag="FROM")
    put(state, "P1", "east_tower", 5)
    put(state, "N1", "east_tower", 6)
    put(state, "P2", "east_tower", 6)
    assert Escape(word="FROM") in E.legal_actions(state, 0)
    rig(state, [2])
    state, events = act(state, 0, Escape(word="FROM"))
    assert state.winner == 0 and "fight" not in kinds(events)


def test_E12_only_the_word_of_the_current_tower_or_emperor_campbell_counts() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, bag="ESCAPEFROMLBA")  # spells ESCAPE, FROM, ELBA, PEACE
    put(state, "P1", "west_tower", 3)
    assert [a for a in E.legal_actions(state, 0) if isinstance(a, Escape)] == [Escape(word="ELBA")]
    put(state, "P1", "spa", 3)
    assert not [a for a in E.legal_actions(state, 0) if isinstance(a, Escape)]


def test_E13_strength_six_stays_six_and_an_escape_still_fails_on_a_six() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="", bag="PEACE")
    put(state, "P1", "south_tower", 6)
    rig(state, [6, 6, 6])
    state, _ = act(state, 0, Escape(word="PEACE"))
    assert state.winner is None and host(state, "P1").strength == 6


def test_E14_a_jump_onto_hosts_fights_but_never_in_the_safe_area() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, bag="SPAREA")
    put(state, "P1", "roof", 1)
    put(state, "N1", "spa", 1)
    rig(state, [6, 1, 1, 1])
    state, events = act(state, 0, Jump(to="spa"))
    assert len(results(events)) == 1
    state, events = act(state, 0, Jump(to=SAFE_AREA))
    assert "fight" not in kinds(events) and host(state, "P1").space == SAFE_AREA


def test_E15_the_deck_running_out_on_a_napoleon_win_reshuffles_the_discards() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="")
    set_discard(state, "MAP")
    state.seats[1].hand += state.deck
    state.deck = []
    put(state, "P1", "spa", 1)
    put(state, "N1", "arbor", 1)
    rig(state, [6, 1, 1, 1])
    state, events = act(state, 0, Move(to="arbor"))
    assert "reshuffle" in kinds(events)
    assert letters(state.seats[0].hand) in ("M", "A", "P") and len(state.deck) == 2
    assert state.discard == []


def test_E16_the_discard_pile_is_public_top_card_and_whole_pile() -> None:
    state = new_game()
    set_discard(state, "FROM")
    view = E.view(state, None)
    assert view["discard_top"] == "M" and view["discard"] == "FROM"


def test_E17_public_information_and_private_hands() -> None:
    state = new_game(4, seed=9)
    for s in range(4):
        set_cards(state, s, hand="ABCEF"[: s + 1], bag="LM"[: s % 3])
    public = E.view(state, None)
    assert "hand" not in public
    assert [p["hand_size"] for p in public["players"]] == [1, 2, 3, 4]
    assert [p["bag"] for p in public["players"]] == ["", "L", "LM", ""]
    assert {"hosts", "deck_size", "discard_top", "ap", "active"} <= set(public)
    for seat in range(4):
        mine = E.view(state, seat)
        assert mine["hand"] == letters(state.seats[seat].hand)
        others = {k: v for k, v in mine.items() if k not in ("hand", "seat")}
        assert json.dumps(others, sort_keys=True) == json.dumps(public, sort_keys=True)


def test_E18_a_leaving_player_is_played_by_the_computer_player() -> None:
    """Not covered by the rules; in this project the computer player stands in (§10.18 lists a
    house-rule alternative). It answers every kind of decision for any seat with a legal move."""
    state = E.setup(4, seed=2)
    rng = Rng(s=5)
    for _ in range(400):
        seats = E.to_act(state)
        if not seats:
            break
        seat = seats[-1]
        action = E.bot_action(state, seat, rng)
        assert action in E.legal_actions(state, seat)
        state, _ = E.apply(state, seat, action)


def test_E19_more_than_six_players_use_two_decks_and_fewer_napoleons() -> None:
    for n, napoleons in ((7, 4), (8, 3), (11, 0)):
        state = E._setup(n, ElbaOptions(), 3)
        assert len(card_places(state)) == 128
        assert [h.kind for h in state.hosts].count("napoleon") == napoleons
        assert len(state.hosts) == 12


def test_E20_initial_placement_in_a_tower_is_allowed() -> None:
    towers = {"north_tower", "east_tower", "west_tower", "south_tower"}
    assert any(h.space in towers for seed in range(50) for h in E.setup(6, seed=seed).hosts)
