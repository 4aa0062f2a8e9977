"""§11: every engine flag, in both settings."""

from __future__ import annotations

from rules.elba.content import board
from rules.elba.models import Arm, ElbaOptions, Escape, FightNext, GiveUp, Move, MoveHost
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


def _defender_loss(**options: object) -> int:
    """AP left after the active player loses a fight as the defender."""
    state = actions_phase(new_game(**options), 0, ap=3)  # type: ignore[arg-type]
    set_cards(state, 0, hand="AB")
    put(state, "P1", "lab", 1)
    put(state, "N1", "farm", 6)
    rig(state, [6, 1, 6, 6])
    state, _ = act(state, 0, MoveHost(host="N1", to="lab"))
    return state.ap


def _aggressor_loss(**options: object) -> int:
    state = actions_phase(new_game(**options), 0, ap=3)  # type: ignore[arg-type]
    set_cards(state, 0, hand="AB")
    put(state, "P1", "farm", 1)
    put(state, "N1", "lab", 6)
    rig(state, [1, 6, 6, 6])
    state, _ = act(state, 0, Move(to="lab"))
    return state.ap


def test_R11_ap_loss_on_any_loss_true() -> None:
    assert _defender_loss() == 0 and _aggressor_loss() == 0


def test_R11_ap_loss_on_any_loss_false_only_as_aggressor() -> None:
    assert _defender_loss(ap_loss_on_any_loss=False) == 2
    assert _aggressor_loss(ap_loss_on_any_loss=False) == 0


def _duel(**options: object):  # type: ignore[no-untyped-def]
    state = actions_phase(new_game(**options), 0, ap=3)  # type: ignore[arg-type]
    set_cards(state, 0, hand="", bag="MOPBAR")
    set_cards(state, 1, hand="", bag="")
    put(state, "P1", "spa", 1)
    put(state, "P2", "cafe", 1)
    return state


def test_R11_weapon_declaration_after_roll_simultaneous() -> None:
    state = _duel()
    rig(state, [2, 4, 6, 6])
    state, events = act(state, 0, Move(to="cafe"))
    assert "fight_dice" in kinds(events) and E.to_act(state) == [0]
    assert state.stack[-1].dice == [2, 4]  # type: ignore[union-attr]


def test_R11_weapon_declaration_before_roll() -> None:
    state = _duel(weapon_declaration="before_roll")
    rig(state, [2, 5, 6, 6])
    state, events = act(state, 0, Move(to="cafe"))
    assert "fight_dice" not in kinds(events) and E.to_act(state) == [0]
    assert state.stack[-1].dice == []  # type: ignore[union-attr]
    state, events = act(state, 0, Arm(words=["BAR", "MOP"]))
    assert results(events)[0]["totals"] == [5, 6]


def test_R11_weapon_max_bonus_2() -> None:
    state = _duel(weapon_vote=False)
    rig(state, [2, 4, 6, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    assert Arm(words=["BAR", "MOP"]) in E.legal_actions(state, 0)


def test_R11_weapon_max_bonus_1_and_0() -> None:
    state = _duel(weapon_vote=False, weapon_max_bonus=1)
    rig(state, [2, 3, 6, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    arms = [a for a in E.legal_actions(state, 0) if isinstance(a, Arm)]
    assert arms and max(len(a.words) for a in arms) == 1
    state = _duel(weapon_max_bonus=0)
    rig(state, [2, 3, 6, 6])
    _, events = act(state, 0, Move(to="cafe"))
    assert results(events)[0]["winner"] == 1  # nothing to declare: resolved at once


def test_R11_weapon_vote_true_offers_proposals() -> None:
    state = _duel()
    rig(state, [2, 4, 6, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    assert any(a.type == "propose_weapon" for a in E.legal_actions(state, 0))


def test_R11_weapon_vote_false_offers_no_proposals() -> None:
    state = _duel(weapon_vote=False)
    rig(state, [2, 4, 6, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    assert not any(a.type == "propose_weapon" for a in E.legal_actions(state, 0))


def _npc_among_players(**options: object):  # type: ignore[no-untyped-def]
    state = actions_phase(new_game(**options), 0, ap=3)  # type: ignore[arg-type]
    for s in range(3):
        set_cards(state, s, hand="", bag="")
    put(state, "P2", "lab", 1)
    put(state, "P3", "lab", 1)
    put(state, "N1", "farm", 6)
    return state


def test_R11_npc_opponent_order_active_player_chooses() -> None:
    state = _npc_among_players()
    state, _ = act(state, 0, MoveHost(host="N1", to="lab"))
    assert E.to_act(state) == [0]
    assert {a.opponent for a in E.legal_actions(state, 0) if isinstance(a, FightNext)} == {
        "P2",
        "P3",
    }


def test_R11_npc_opponent_order_random() -> None:
    firsts = set()
    for seed in range(12):
        state = _npc_among_players(npc_opponent_order="random")
        state.rng.s = seed
        state, events = act(state, 0, MoveHost(host="N1", to="lab"))
        firsts.add(next(e.data["defender"] for e in events if e.kind == "fight"))
    assert firsts == {hid(state, "P2"), hid(state, "P3")}


def _failed_escape_onto_napoleon(**options: object):  # type: ignore[no-untyped-def]
    state = actions_phase(new_game(**options), 0, ap=3)  # type: ignore[arg-type]
    set_cards(state, 0, hand="", bag="ELBA")
    put(state, "P1", "west_tower", 2)
    put(state, "N1", "spa", 1)
    rig(state, [6, 3, 3, 1, 2])  # fail; thrown to SPA onto N1; P1 rolls 1, N1 rolls 2
    state, events = act(state, 0, Escape(word="ELBA"))
    return state, events


def test_R11_penalties_before_move_true_the_landing_fight_uses_the_new_strength() -> None:
    state, _ = _failed_escape_onto_napoleon()
    assert host(state, "P1").strength == 3 and E.to_act(state) == [0]
    state, events = act(state, 0, GiveUp(source="bag", letter="B"))
    assert results(events)[0]["totals"] == [4, 3]


def test_R11_penalties_before_move_false_the_move_comes_first() -> None:
    state, events = _failed_escape_onto_napoleon(penalties_before_move=False)
    # thrown and fought with the old strength 2: 1 + 2 against 2 + 1 (a tie: P1 wins)
    assert results(events)[0]["totals"] == [3, 3] and results(events)[0]["winner"] == 0
    assert host(state, "P1").space == "spa" and host(state, "P1").strength == 3
    assert E.to_act(state) == [0]  # then gives up a card
    assert isinstance(E.legal_actions(state, 0)[0], GiveUp)
    assert host(state, "N1").strength == 2 and host(state, "N1").space != "spa"


def test_R11_two_roll_hallway_single_space_true() -> None:
    for seed in range(300):
        spaces = [h.space for h in E.setup(6, seed=seed).hosts]
        assert spaces.count("hallway_2") <= 1


def test_R11_two_roll_hallway_single_space_false_each_roll_is_its_own_spot() -> None:
    options = ElbaOptions(two_roll_hallway_single_space=False)
    shared = any(
        [h.space for h in E.setup(6, options, seed).hosts].count("hallway_2") == 2
        for seed in range(400)
    )
    assert shared


def test_R11_towers_in_random_placement_true_and_false() -> None:
    towers = {s for s, sp in board().spaces.items() if sp.kind == "tower"}
    with_towers = [h.space for seed in range(60) for h in E.setup(6, seed=seed).hosts]
    assert towers & set(with_towers)
    options = ElbaOptions(towers_in_random_placement=False)
    without = [h.space for seed in range(60) for h in E.setup(6, options, seed).hosts]
    assert not towers & set(without)


def test_R11_show_full_discard_true_and_false() -> None:
    for flag in (True, False):
        state = new_game(show_full_discard=flag)
        set_discard(state, "LAMP")
        view = E.view(state, None)
        assert view["discard_top"] == "P"
        assert ("discard" in view) is flag
        if flag:
            assert view["discard"] == "LAMP"


def test_R11_max_players_single_deck_6_and_8() -> None:
    assert len(card_places(E._setup(7, ElbaOptions(), 1))) == 128
    assert len(card_places(E._setup(7, ElbaOptions(max_players_single_deck=8), 1))) == 64


def test_two_decks_true_plays_with_both_decks_at_any_size_and_false_with_one() -> None:
    assert len(card_places(E.setup(4, ElbaOptions(two_decks=True), seed=3))) == 128
    assert len(card_places(E.setup(4, ElbaOptions(two_decks=False), seed=3))) == 64


def _chain(**options: object):  # type: ignore[no-untyped-def]
    state = actions_phase(new_game(**options), 0, ap=3)  # type: ignore[arg-type]
    for s in range(3):
        set_cards(state, s, hand="", bag="")
    put(state, "P1", "bar", 1)
    put(state, "N1", "arbor", 6)
    put(state, "P2", "spa", 1)
    rig(state, [1, 6, 3, 3, 1, 6, 6, 6])
    state, events = act(state, 0, Move(to="arbor"))
    return state, events


def test_R11_chain_fight_cap_200_lets_a_chain_run() -> None:
    _, events = _chain()
    assert len(results(events)) == 2 and "chain_cap" not in kinds(events)


def test_R11_chain_fight_cap_1_stops_the_chain_and_logs_it() -> None:
    state, events = _chain(chain_fight_cap=1)
    assert len(results(events)) == 1 and "chain_cap" in kinds(events)
    assert host(state, "P1").space == "spa" and host(state, "P2").space == "spa"
    assert state.stats.chain_caps == 1
