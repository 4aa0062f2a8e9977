"""§3 Setup and §4 Turn structure of Escape from Elba."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.elba.cards import letters
from rules.elba.content import SAFE_AREA, board
from rules.elba.models import Draw, Drop, ElbaOptions, EndActions, EndBag, Keep, ToBag
from tests.rules.elba.test_helpers import (
    E,
    act,
    actions_phase,
    card_places,
    new_game,
    set_cards,
    set_discard,
)


def test_R3_1_three_to_six_players_and_more_only_by_opt_in() -> None:
    for n in (3, 4, 5, 6):
        assert E.setup(n, seed=1).num_players == n
    for n in (2, 7):
        with pytest.raises(IllegalAction):
            E.setup(n, seed=1)
    # the opt-in beyond 6 (§3.1, « deux paquets »): the two-deck option seats up to 11
    two = ElbaOptions(two_decks=True)
    assert E.most_players(two) == 11 and E.most_players(ElbaOptions()) == 6
    for n in (7, 8, 11):
        big = E.setup(n, two, seed=1)
        assert big.num_players == n and len(card_places(big)) == 128
        assert [h.kind for h in big.hosts].count("napoleon") == 11 - n
    for n in (2, 12):
        with pytest.raises(IllegalAction):
            E.setup(n, two, seed=1)


def test_the_engine_is_importable_by_its_registry_name() -> None:
    from importlib import import_module

    engine = getattr(import_module("rules.elba"), "ElbaEngine")()  # noqa: B009
    assert engine.id == "elba" and engine.min_players == 3 and engine.max_players == 6


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_R3_2_twelve_hosts_at_strength_one(n: int) -> None:
    state = E.setup(n, seed=n)
    assert len(state.hosts) == 12
    kinds = [h.kind for h in state.hosts]
    assert kinds.count("player") == n
    assert kinds.count("campbell") == 1
    assert kinds.count("napoleon") == 11 - n
    assert all(h.strength == 1 for h in state.hosts)


def test_R3_3_campbell_starts_in_the_safe_area() -> None:
    for seed in range(20):
        state = E.setup(3, seed=seed)
        assert next(h for h in state.hosts if h.kind == "campbell").space == SAFE_AREA


def test_R3_4_other_hosts_on_distinct_random_spaces_towers_allowed_no_fights() -> None:
    seen: set[str] = set()
    for seed in range(200):
        state = E.setup(6, seed=seed)
        spaces = [h.space for h in state.hosts if h.kind != "campbell"]
        assert len(set(spaces)) == len(spaces) == 11
        assert SAFE_AREA not in spaces
        assert all(board().spaces[s].dice for s in spaces)
        assert state.stack == [] and state.stats.fights == 0
        seen.update(spaces)
    assert {"north_tower", "east_tower", "west_tower", "south_tower"} <= seen


def test_R3_5_three_cards_each_empty_bags_and_discard() -> None:
    state = E.setup(5, seed=3)
    assert all(len(s.hand) == 3 and s.bag == [] for s in state.seats)
    assert state.discard == []
    assert len(state.deck) == 64 - 15
    assert card_places(state) == list(range(64))
    # shuffled: different seeds deal different hands
    hands = {letters(E.setup(3, seed=s).seats[0].hand) for s in range(10)}
    assert len(hands) > 1


def test_R3_6_random_first_player_then_seat_order() -> None:
    firsts = {E.setup(4, seed=s).active for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    state = new_game(4, seed=5)
    first = state.active
    for k in range(1, 5):
        state, _ = act(state, state.active, Draw(n=0))
        state, _ = act(state, state.active, EndActions())
        while state.phase != "draw":
            state, _ = act(state, state.active, E.legal_actions(state, state.active)[-1])
        assert state.active == (first + k) % 4


def test_R4_1_1_draw_any_number_up_to_seven_minus_hand() -> None:
    state = new_game()
    seat = state.active
    set_cards(state, seat, hand="ABC")
    assert E.legal_actions(state, seat) == [Draw(n=n) for n in range(5)]
    with pytest.raises(IllegalAction, match="0 to 4"):
        act(state, seat, Draw(n=5))
    after, _ = act(state, seat, Draw(n=2))
    assert len(after.seats[seat].hand) == 5


def test_R4_1_2_empty_deck_reshuffles_the_discard_pile_and_stops_when_both_empty() -> None:
    state = new_game()
    seat = state.active
    set_cards(state, seat, hand="")
    set_discard(state, "ELBA")
    others = state.deck[:]
    state.deck = state.deck[:2]  # two cards left in the deck
    spare = others[2:]
    state.seats[(seat + 1) % 3].hand += spare  # park the rest so every card stays somewhere
    after, events = act(state, seat, Draw(n=7))
    assert len(after.seats[seat].hand) == 6  # 2 from the deck, then the 4 reshuffled discards
    assert "reshuffle" in [e.kind for e in events]
    assert after.deck == [] and after.discard == []
    assert after.ap == 1


def test_R4_1_2_the_discard_is_shuffled_in_when_the_deck_runs_out_not_at_the_next_draw() -> None:
    """The rulebook: « Quand la pioche sera terminée, la défausse sera battue puis posée à sa
    place » — the last card drawn brings the discard pile in at once."""
    state = new_game()
    seat = state.active
    set_cards(state, seat, hand="")
    set_discard(state, "ELBA")
    spare = state.deck[2:]
    state.deck = state.deck[:2]
    state.seats[(seat + 1) % 3].hand += spare
    after, events = act(state, seat, Draw(n=2))
    assert len(after.seats[seat].hand) == 2
    assert [e.kind for e in events].count("reshuffle") == 1
    assert len(after.deck) == 4 and after.discard == []  # a new deck before anyone draws again
    assert sorted(letters(after.deck)) == sorted("ELBA")


def test_R4_1_3_action_points_are_seven_minus_hand_and_the_bag_does_not_count() -> None:
    state = new_game()
    seat = state.active
    set_cards(state, seat, hand="AB", bag="CRAB")
    after, _ = act(state, seat, Draw(n=1))
    assert after.ap == 4
    # seven cards or more: no AP, straight to the discard phase
    state2 = new_game()
    set_cards(state2, state2.active, hand="ABCEFLMO")
    after2, _ = act(state2, state2.active, Draw(n=0))
    assert after2.ap == 0 and after2.phase == "bag"


def test_R4_1_4_cards_gained_later_do_not_change_action_points() -> None:
    from rules.elba.models import Move
    from tests.rules.elba.test_helpers import put, rig

    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="A", bag="")
    put(state, "P1", "spa", 5)
    put(state, "N1", "cafe", 1)
    rig(state, [6, 1])  # P1 wins and draws a card
    after, _ = act(state, 0, Move(to="cafe"))
    assert len(after.seats[0].hand) == 2
    assert after.ap == 2


def test_R4_2_unused_points_are_lost_and_the_player_may_stop_early() -> None:
    state = actions_phase(new_game(), 1, ap=5)
    set_cards(state, 1, hand="AB")
    after, _ = act(state, 1, EndActions())
    assert after.ap == 0 and after.phase == "bag"


def test_R4_3_1_more_than_seven_cards_must_go_to_the_bag() -> None:
    state = actions_phase(new_game(), 0, ap=1)
    set_cards(state, 0, hand="AABCEEFLMP")
    state, _ = act(state, 0, EndActions())
    legal = E.legal_actions(state, 0)
    assert EndBag() not in legal and all(isinstance(a, ToBag) for a in legal)
    with pytest.raises(IllegalAction):
        act(state, 0, EndBag())
    for ch in "AAB":
        state, _ = act(state, 0, ToBag(letter=ch))
    assert len(state.seats[0].hand) == 7
    assert EndBag() in E.legal_actions(state, 0)


def test_R4_3_2_more_cards_may_go_to_the_bag_down_to_an_empty_hand() -> None:
    state = actions_phase(new_game(), 0, ap=1)
    set_cards(state, 0, hand="CRAB")
    state, _ = act(state, 0, EndActions())
    for ch in "CRAB":
        state, _ = act(state, 0, ToBag(letter=ch))
    assert state.seats[0].hand == [] and state.phase == "keep"


def test_R4_3_3_cleanup_keeps_two_letters_or_one_word_and_orders_the_drops() -> None:
    state = actions_phase(new_game(), 0, ap=1)
    set_cards(state, 0, hand="", bag="CRABSO")
    state.phase = "keep"
    options = {a.letters for a in E.legal_actions(state, 0) if isinstance(a, Keep)}
    assert {"", "A", "AB", "CRABS", "COBRAS", "CARBS"} <= options
    assert "CRA" not in options  # three letters that are no word
    with pytest.raises(IllegalAction):
        act(state, 0, Keep(letters="CRA"))
    state, _ = act(state, 0, Keep(letters="AB"))
    # C, O, R, S go to the discard pile in the player's order; the last one is the new top
    for ch in "SOR":
        state, _ = act(state, 0, Drop(letter=ch))
    assert letters(state.discard) == "SORC"
    assert sorted(letters(state.seats[0].bag)) == ["A", "B"]
    assert state.phase == "draw" and state.active == 1


def test_R4_3_4_cards_only_move_hand_to_bag_to_discard() -> None:
    state = actions_phase(new_game(), 0, ap=1)
    set_cards(state, 0, hand="EL", bag="BA")
    state, _ = act(state, 0, EndActions())
    types = {a.type for a in E.legal_actions(state, 0)}
    assert types == {"to_bag", "end_bag"}
    state, _ = act(state, 0, ToBag(letter="E"))
    state, _ = act(state, 0, EndBag())
    state, _ = act(state, 0, Keep(letters="A"))  # B and E leave the bag
    state, _ = act(state, 0, Drop(letter="E"))
    assert letters(state.seats[0].hand) == "L"
    assert sorted(letters(state.discard)) == ["B", "E"]


def test_R4_3_5_the_bag_is_checked_only_in_its_owners_cleanup() -> None:
    state = actions_phase(new_game(), 0, ap=2)
    set_cards(state, 1, bag="CRB")  # an invalid bag, as after a theft
    state, _ = act(state, 0, EndActions())
    while state.active == 0:
        state, _ = act(state, 0, E.legal_actions(state, 0)[-1])
    assert letters(state.seats[1].bag) == "CRB"  # untouched by someone else's cleanup
    state, _ = act(state, 1, Draw(n=0))
    state, _ = act(state, 1, EndActions())
    while state.phase == "bag":
        state, _ = act(state, 1, EndBag())
    keeps = {a.letters for a in E.legal_actions(state, 1) if isinstance(a, Keep)}
    assert "CRB" not in keeps and "BC" in keeps


def test_R4_3_6_play_passes_to_the_next_player() -> None:
    state = actions_phase(new_game(4), 3, ap=1)
    set_cards(state, 3, hand="", bag="")
    after, events = act(state, 3, EndActions())
    assert after.active == 0 and after.phase == "draw" and after.turn == state.turn + 1
    assert "turn" in [e.kind for e in events]


def test_R4_2_when_ap_are_lost_phase_two_ends_only_after_the_fights_in_progress() -> None:
    from rules.elba.models import Move
    from tests.rules.elba.test_helpers import put, rig

    state = actions_phase(new_game(), 0, ap=4)
    for seat in range(3):
        set_cards(state, seat, hand="", bag="")
    put(state, "P1", "spa", 1)
    put(state, "N1", "arbor", 6)  # P1 loses here and loses its AP...
    put(state, "P2", "lab", 1)  # ...but the chain goes on: thrown to 5-5 onto P2
    rig(state, [1, 6, 5, 5, 6, 1, 6, 6])
    after, events = act(state, 0, Move(to="arbor"))
    kinds = [e.kind for e in events]
    assert kinds.index("ap_lost") < kinds.index("fight_result", kinds.index("ap_lost"))
    assert kinds.count("fight_result") == 2
    assert kinds.index("cleanup") > max(i for i, k in enumerate(kinds) if k == "fight_result")
    assert after.active == 1
