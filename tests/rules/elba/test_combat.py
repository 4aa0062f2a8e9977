"""§6 Combat and §7 Weapons."""

from __future__ import annotations

import json

import pytest

from rules.core import IllegalAction
from rules.elba.cards import letters
from rules.elba.content import SAFE_AREA, weapon_words
from rules.elba.models import (
    Arm,
    EndActions,
    FightNext,
    GiveUp,
    Move,
    MoveHost,
    ProposeWeapon,
    Take,
    Vote,
)
from rules.elba.spelling import spells
from tests.rules.elba.test_helpers import (
    E,
    act,
    actions_phase,
    card_places,
    dice_left,
    hid,
    host,
    kinds,
    new_game,
    put,
    rig,
    set_cards,
    set_discard,
)


def fight_results(events: list) -> list[dict]:  # type: ignore[type-arg]
    return [e.data for e in events if e.kind == "fight_result"]


def duel(aggressor_bag: str = "", defender_bag: str = "", **options: object):  # type: ignore[no-untyped-def]
    """P1 (active, 3 AP) in SPA next to P2 in CAFE, both strength 1, hands empty."""
    state = actions_phase(new_game(**options), 0, ap=3)  # type: ignore[arg-type]
    set_cards(state, 0, hand="", bag=aggressor_bag)
    set_cards(state, 1, hand="", bag=defender_bag)
    set_cards(state, 2, hand="")
    put(state, "P1", "spa", 1)
    put(state, "P2", "cafe", 1)
    return state


def test_R6_1_1_a_fight_happens_when_a_host_arrives_where_others_stand() -> None:
    state = duel()
    rig(state, [6, 1, 1, 1])
    state, events = act(state, 0, Move(to="cafe"))
    assert kinds(events).count("fight_result") == 1


def test_R6_1_1_no_fight_ever_in_the_safe_area() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    put(state, "P1", "spa")
    put(state, "P2", SAFE_AREA)  # Campbell and every Napoleon are there too
    state, events = act(state, 0, Move(to=SAFE_AREA))
    assert "fight" not in kinds(events) and state.stats.fights == 0
    state, events = act(state, 0, MoveHost(host="N1", to="spa"))
    state, events = act(state, 0, MoveHost(host="N1", to=SAFE_AREA))
    assert "fight" not in kinds(events)


def test_R6_1_1_no_fight_between_two_non_players() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    put(state, "P1", "roof")
    put(state, "N1", "cafe", 3)
    put(state, "N2", "spa", 1)
    state, events = act(state, 0, MoveHost(host="N2", to="cafe"))
    assert "fight" not in kinds(events)
    state, events = act(state, 0, MoveHost(host="C", to="spa"))
    state, events = act(state, 0, MoveHost(host="C", to="cafe"))
    assert "fight" not in kinds(events)
    assert host(state, "C").space == host(state, "N1").space == "cafe"


def test_R6_1_2_fights_cost_no_ap_and_can_happen_outside_ones_turn() -> None:
    state = duel()
    put(state, "P3", "roof", 1)
    put(state, "N1", "cafe", 6)
    state.active = 0
    # P1 (active) moves N1 into ... P3's space: P3 fights although it is not P3's turn
    put(state, "N1", "coral_room", 6)
    rig(state, [1, 6, 1, 1])  # N1 rolls 1 + 6, P3 rolls 6 + 1: tie, N1 (aggressor) wins
    state, events = act(state, 0, MoveHost(host="N1", to="roof"))
    result = fight_results(events)[0]
    assert result["winner"] == hid(state, "N1")
    assert state.ap == 2  # only the move cost a point
    assert host(state, "P3").strength == 2


def test_R6_2_1_totals_are_die_plus_strength() -> None:
    state = duel()
    host(state, "P1").strength = 3
    host(state, "P2").strength = 5
    rig(state, [4, 2, 6, 6])
    _, events = act(state, 0, Move(to="cafe"))
    assert fight_results(events)[0]["totals"] == [7, 7]


def test_R6_2_3_the_aggressor_wins_ties() -> None:
    state = duel()
    rig(state, [3, 3, 6, 6])
    after, events = act(state, 0, Move(to="cafe"))
    assert fight_results(events)[0]["winner"] == 0
    assert host(after, "P2").space == "south_tower"  # the loser was thrown (6-6)
    state = duel()
    rig(state, [2, 3, 6, 6])
    _, events = act(state, 0, Move(to="cafe"))
    assert fight_results(events)[0]["winner"] == 1


def test_R6_2_4_weapons_are_chosen_after_the_dice_secretly_and_together() -> None:
    state = duel(aggressor_bag="BAR", defender_bag="SAP")
    rig(state, [3, 3, 6, 6])
    state, events = act(state, 0, Move(to="cafe"))
    assert "fight_dice" in kinds(events) and "fight_result" not in kinds(events)
    assert sorted(E.to_act(state)) == [0, 1]  # both choose at the same time
    assert Arm(words=["BAR"]) in E.legal_actions(state, 0)
    state, _ = act(state, 0, Arm(words=["BAR"]))
    assert E.to_act(state) == [1]
    for seat in (None, 1, 2):
        assert "BAR" not in json.dumps(E.view(state, seat)["fight"])
        assert "my_weapons" not in E.view(state, seat)
    assert E.view(state, 0)["my_weapons"] == ["BAR"]
    assert E.view(state, None)["fight"]["declared"] == [True, False]
    state, events = act(state, 1, Arm(words=[]))
    result = fight_results(events)[0]
    assert result["weapons"] == [["BAR"], []] and result["totals"] == [5, 4]


def test_R6_2_4_no_declaration_when_weapons_cannot_change_the_result() -> None:
    state = duel(aggressor_bag="BAR", defender_bag="SAP")
    rig(state, [6, 1, 6, 6])  # 7 against 2: +1 on either side changes nothing
    _, events = act(state, 0, Move(to="cafe"))
    assert fight_results(events)[0]["winner"] == 0


def test_R6_3_player_beats_player_takes_a_chosen_bag_card_into_the_hand() -> None:
    state = duel()
    set_cards(state, 1, hand="FM", bag="ELBA")
    rig(state, [6, 1, 1, 1])
    state, _ = act(state, 0, Move(to="cafe"))
    assert E.to_act(state) == [0]
    legal = E.legal_actions(state, 0)
    assert Take(source="hand") in legal
    assert {a.letter for a in legal if isinstance(a, Take) and a.source == "bag"} == set("ABEL")
    state, _ = act(state, 0, Take(source="bag", letter="B"))
    assert letters(state.seats[0].hand) == "B" and letters(state.seats[0].bag) == ""
    assert sorted(letters(state.seats[1].bag)) == sorted("ELA")


def test_R6_3_player_beats_player_or_takes_a_random_hand_card() -> None:
    state = duel()
    set_cards(state, 1, hand="FM", bag="ELBA")
    rig(state, [6, 1, 1, 1])
    state, _ = act(state, 0, Move(to="cafe"))
    state, events = act(state, 0, Take(source="hand"))
    assert letters(state.seats[0].hand) in ("F", "M")
    assert len(state.seats[1].hand) == 1
    private = [e for e in events if e.kind == "stolen_card"]
    assert sorted(e.to for e in private) == [0, 1]  # only the two players learn the card


def test_R6_3_player_beats_napoleon_draws_the_top_of_the_deck() -> None:
    state = duel()
    put(state, "N1", "arbor", 1)
    top = state.deck[-1]
    rig(state, [6, 1, 1, 1])
    state, _ = act(state, 0, Move(to="arbor"))
    assert state.seats[0].hand == [top]
    assert host(state, "N1").strength == 2  # non-players gain strength too


def test_R6_3_player_beats_campbell_takes_the_top_of_the_discard_pile() -> None:
    state = duel()
    put(state, "C", "arbor", 1)
    set_discard(state, "FROM")
    deck_before = len(state.deck)
    rig(state, [6, 1, 1, 1])
    state, _ = act(state, 0, Move(to="arbor"))
    assert letters(state.seats[0].hand) == "M"
    assert letters(state.discard) == "FRO"
    assert len(state.deck) == deck_before  # never the deck


@pytest.mark.parametrize("winner", ["N1", "C"])
def test_R6_3_non_player_beats_player_the_loser_gives_up_a_card_of_their_choice(
    winner: str,
) -> None:
    state = duel()
    set_cards(state, 0, hand="FO", bag="ELBA")
    put(state, winner, "arbor", 6)
    rig(state, [1, 6, 1, 1])
    state, _ = act(state, 0, Move(to="arbor"))
    assert E.to_act(state) == [0]
    options = E.legal_actions(state, 0)
    assert GiveUp(source="hand", letter="F") in options
    assert GiveUp(source="bag", letter="B") in options
    state, _ = act(state, 0, GiveUp(source="bag", letter="B"))
    assert letters(state.discard[-1:]) == "B"
    assert host(state, "P1").space == "north_tower"


def test_R6_4_the_loser_gains_strength_loses_ap_and_is_thrown_as_the_aggressor() -> None:
    state = duel()
    put(state, "N1", "arbor", 6)
    put(state, "P3", "lab", 1)
    rig(state, [1, 6, 5, 5, 6, 1])  # loses; thrown to 5-5 LAB onto P3; P1 rolls 6, P3 rolls 1
    state, events = act(state, 0, Move(to="arbor"))
    assert host(state, "P1").strength == 2 and state.ap == 0
    results = fight_results(events)
    assert results[1]["aggressor"] == 0 and results[1]["defender"] == hid(state, "P3")
    assert results[1]["totals"] == [8, 2]  # the new strength 2 counts (penalties before move)
    # no AP left once the chain is over: P1, holding no card, goes through the discard phase
    assert state.active == 1 and state.phase == "draw"


def test_R6_4_strength_is_capped_at_six() -> None:
    state = duel()
    host(state, "P1").strength = 6
    put(state, "N1", "arbor", 6)
    rig(state, [1, 6, 6, 6])
    state, _ = act(state, 0, Move(to="arbor"))
    assert host(state, "P1").strength == 6


def test_R6_5_the_arriving_player_orders_the_fights_and_a_loss_cancels_the_rest() -> None:
    state = duel()
    put(state, "N1", "arbor", 6)
    put(state, "N2", "arbor", 1)
    put(state, "C", "arbor", 1)
    state, _ = act(state, 0, Move(to="arbor"))
    assert E.to_act(state) == [0]
    assert {a.opponent for a in E.legal_actions(state, 0)} == {"N1", "N2", "C"}  # type: ignore[union-attr]
    rig(state, [6, 1, 1, 6, 1, 6, 1, 1])  # beats N2 (to 1-6), loses to N1 (to 1-1); never C
    state, _ = act(state, 0, FightNext(opponent="N2"))
    assert E.to_act(state) == [0]
    state, events = act(state, 0, FightNext(opponent="N1"))
    assert len(fight_results(events)) == 1
    # beaten by a Napoleon, P1 gives up a card; with cards in hand he is asked even when only
    # one choice is left, so that the table learns nothing about his hand
    (only,) = E.legal_actions(state, 0)
    assert isinstance(only, GiveUp) and only.source == "hand"
    state, _ = act(state, 0, only)
    assert host(state, "P1").space == "north_tower"
    assert state.stats.fights == 2 and state.stack == []


def test_R6_5_a_non_player_arriving_among_players_fights_in_the_active_players_order() -> None:
    state = duel()
    put(state, "P2", "lab", 1)
    put(state, "P3", "lab", 1)
    put(state, "N1", "farm", 5)
    state, _ = act(state, 0, MoveHost(host="N1", to="lab"))
    assert E.to_act(state) == [0]  # the active player picks, not the fighters
    assert {a.opponent for a in E.legal_actions(state, 0)} == {"P2", "P3"}  # type: ignore[union-attr]
    rig(state, [6, 1, 6, 6, 1, 6, 6, 5])  # N1 beats P3 (to 6-6), then loses to P2 (to 6-5)
    state, events = act(state, 0, FightNext(opponent="P3"))
    assert [r["defender"] for r in fight_results(events)] == [hid(state, "P3"), hid(state, "P2")]
    assert host(state, "N1").space == "parole_room" and host(state, "N1").strength == 6


def test_R6_5_a_chain_of_three_fights() -> None:
    state = duel()
    put(state, "N1", "arbor", 6)  # fight 1: P1 walks into N1 and loses
    put(state, "P2", "spa", 1)  # fight 2: thrown to 3-3 SPA onto P2, loses again
    put(state, "N2", "north_tower", 6)  # fight 3: thrown to 1-1 onto N2, loses again
    put(state, "P1", "bar", 1)
    rig(state, [1, 6, 3, 3, 1, 6, 1, 1, 1, 6, 6, 6])
    state, events = act(state, 0, Move(to="arbor"))
    results = fight_results(events)
    assert [r["defender"] for r in results] == [hid(state, x) for x in ("N1", "P2", "N2")]
    assert all(r["aggressor"] == 0 for r in results)
    assert host(state, "P1").strength == 4 and host(state, "P1").space == "south_tower"
    assert dice_left(state) == []
    assert state.stack == [] and state.active == 1  # no AP, no card: the turn is over


def test_R6_5_a_host_thrown_back_into_the_same_space_fights_again() -> None:
    state = duel()
    put(state, "N1", "spa", 6)
    put(state, "P1", "cafe", 1)
    rig(state, [1, 6, 3, 3, 6, 1, 6, 6])  # loses, thrown to 3-3 SPA again, wins this time
    state, events = act(state, 0, Move(to="spa"))
    assert [r["winner"] for r in fight_results(events)] == [hid(state, "N1"), 0]
    assert host(state, "N1").space == "south_tower"


def test_R6_6_the_active_player_loses_ap_when_losing_as_defender_by_default() -> None:
    state = duel()
    put(state, "N1", "farm", 6)
    put(state, "P1", "lab", 1)
    set_cards(state, 0, hand="AB")
    rig(state, [6, 1, 6, 6])  # N1 moved into P1's space beats P1
    state, _ = act(state, 0, MoveHost(host="N1", to="lab"))
    assert state.ap == 0


def test_R7_1_a_weapon_spelled_from_the_bag_adds_one() -> None:
    state = duel(aggressor_bag="MOP")
    rig(state, [3, 4, 6, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    assert E.legal_actions(state, 0) == [Arm(words=[]), Arm(words=["MOP"])] + [
        a for a in E.legal_actions(state, 0) if isinstance(a, ProposeWeapon)
    ]
    _, events = act(state, 0, Arm(words=["MOP"]))
    assert fight_results(events)[0]["totals"] == [5, 5] and fight_results(events)[0]["winner"] == 0


def test_R7_2_two_different_weapons_need_separate_cards_appears_spells_spear_or_sap() -> None:
    state = duel(aggressor_bag="APPEARS", weapon_vote=False)
    state.hosts[1].strength = 2
    rig(state, [1, 1, 6, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    arms = [a.words for a in E.legal_actions(state, 0) if isinstance(a, Arm)]
    assert ["SPEAR"] in arms and ["SAP"] in arms
    assert ["SAP", "SPEAR"] not in arms
    assert all(spells("APPEARS", "".join(w)) for w in arms)
    with pytest.raises(IllegalAction, match="separate cards"):
        act(state, 0, Arm(words=["SAP", "SPEAR"]))
    # with two S's both come from disjoint cards: +2
    state2 = duel(aggressor_bag="APPEARSS", weapon_vote=False)
    state2.hosts[1].strength = 3
    rig(state2, [1, 1, 6, 6])
    state2, _ = act(state2, 0, Move(to="cafe"))
    assert Arm(words=["SAP", "SPEAR"]) in E.legal_actions(state2, 0)
    _, events = act(state2, 0, Arm(words=["SPEAR", "SAP"]))  # any order
    assert fight_results(events)[0]["totals"] == [4, 4]


def test_R7_2_at_most_two_words_count() -> None:
    state = duel(aggressor_bag="MOPRAMBAR", weapon_vote=False)
    state.hosts[1].strength = 3
    rig(state, [1, 1, 6, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    assert max(len(a.words) for a in E.legal_actions(state, 0) if isinstance(a, Arm)) == 2
    with pytest.raises(IllegalAction):
        act(state, 0, Arm(words=["BAR", "MOP", "RAM"]))


def test_R7_3_using_a_weapon_is_optional() -> None:
    state = duel(aggressor_bag="MOP")
    rig(state, [3, 4, 6, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    # MOP would win the fight, but P1 may prefer to lose (losing raises strength)
    _, events = act(state, 0, Arm(words=[]))
    result = fight_results(events)[0]
    assert result["weapons"] == [[], []] and result["winner"] == 1


def test_R7_4_an_unlisted_word_is_put_to_a_majority_vote_and_remembered() -> None:
    state = duel(aggressor_bag="FOAM")  # FOAM is a word but no listed weapon
    rig(state, [3, 4, 6, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    assert ProposeWeapon(word="FOAM") in E.legal_actions(state, 0)
    state, _ = act(state, 0, ProposeWeapon(word="FOAM"))
    assert sorted(E.to_act(state)) == [1, 2]  # the other players vote
    state, _ = act(state, 1, Vote(accept=False))
    state, events = act(state, 2, Vote(accept=False))
    assert "weapon_vote" in kinds(events) and state.accepted_weapons == []
    assert ProposeWeapon(word="FOAM") not in E.legal_actions(state, 0)  # rejected for the fight
    assert E.to_act(state) == [0]
    # a tie rejects; a majority accepts and the word stays a weapon for the game
    state2 = duel(aggressor_bag="FOAM")
    rig(state2, [3, 4, 6, 6])
    state2, _ = act(state2, 0, Move(to="cafe"))
    state2, _ = act(state2, 0, ProposeWeapon(word="FOAM"))
    state2, _ = act(state2, 1, Vote(accept=True))
    state2, _ = act(state2, 2, Vote(accept=True))
    assert state2.accepted_weapons == ["FOAM"]
    assert Arm(words=["FOAM"]) in E.legal_actions(state2, 0)


def test_R7_4_a_tied_vote_rejects() -> None:
    state = actions_phase(new_game(5), 0, ap=3)
    for s in range(5):
        set_cards(state, s, hand="")
    set_cards(state, 0, bag="FOAM")
    put(state, "P1", "spa", 1)
    put(state, "P2", "cafe", 1)
    rig(state, [3, 4, 6, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    state, _ = act(state, 0, ProposeWeapon(word="FOAM"))
    for seat, vote in ((1, True), (2, True), (3, False), (4, False)):
        state, _ = act(state, seat, Vote(accept=vote))
    assert state.accepted_weapons == []


def test_R7_5_the_39_table_weapons_are_all_spellable_from_the_deck() -> None:
    deck = "A" * 10 + "B" * 4 + "C" * 6 + "E" * 12 + "F" * 4 + "L" * 4 + "M" * 4 + "O" * 4
    deck += "P" * 6 + "R" * 6 + "S" * 4
    assert len(weapon_words()) == 39
    assert all(spells(deck, w) for w in weapon_words())
    assert {"SCRAP", "FRACAS", "BAR", "MELEE", "POLEARM", "EBOLA"} <= set(weapon_words())


def test_R6_every_card_stays_in_one_place_through_fights() -> None:
    state = duel()
    set_cards(state, 1, hand="FM", bag="ELBA")
    rig(state, [6, 1, 1, 1])
    state, _ = act(state, 0, Move(to="cafe"))
    state, _ = act(state, 0, Take(source="hand"))
    assert card_places(state) == list(range(64))
    state, _ = act(state, 0, EndActions()) if state.phase == "actions" else (state, [])
    assert card_places(state) == list(range(64))
