"""§5 Actions: move, move a non-player host, jump, escape attempt."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction
from rules.elba.cards import letters
from rules.elba.content import SAFE_AREA, board
from rules.elba.models import Escape, GiveUp, Jump, Move, MoveHost
from tests.rules.elba.test_helpers import (
    E,
    act,
    actions_phase,
    card_places,
    host,
    new_game,
    put,
    rig,
    set_cards,
)


def test_R5_1_move_to_an_adjacent_space_for_one_point() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    put(state, "P1", "cafe")
    moves = {a.to for a in E.legal_actions(state, 0) if isinstance(a, Move)}
    assert moves == set(board().spaces["cafe"].adjacent)
    after, _ = act(state, 0, Move(to="spa"))
    assert host(after, "P1").space == "spa" and after.ap == 2
    with pytest.raises(IllegalAction, match="not next to"):
        act(after, 0, Move(to="roof"))


def test_R5_2_move_a_non_player_host_one_step_never_a_player() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    put(state, "P1", "cafe")
    put(state, "P2", "roof")
    put(state, "N1", "lab")
    movable = {a.host for a in E.legal_actions(state, 0) if isinstance(a, MoveHost)}
    assert movable == {"C"} | {f"N{k}" for k in range(1, 9)}  # 3 players: 8 Napoleons
    with pytest.raises(IllegalAction, match="never a player"):
        act(state, 0, MoveHost(host="P2", to="coral_room"))
    with pytest.raises(IllegalAction, match="not next to"):
        act(state, 0, MoveHost(host="N1", to="roof"))
    # out of the SAFE AREA, and the same host several times in one turn
    state, _ = act(state, 0, MoveHost(host="C", to="pool"))
    state, _ = act(state, 0, MoveHost(host="C", to="parlor"))
    assert host(state, "C").space == "parlor" and state.ap == 1
    state, _ = act(state, 0, MoveHost(host="N1", to="hallway_9"))
    assert host(state, "N1").space == "hallway_9"


def test_R5_3_jump_to_a_room_whose_word_the_bag_spells() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    put(state, "P1", "north_tower")
    set_cards(state, 0, hand="SPA", bag="ROOM")
    jumps = {a.to for a in E.legal_actions(state, 0) if isinstance(a, Jump)}
    assert jumps == set(board().jump_index["ROOM"])  # ROOM reaches the 10 ROOMs
    assert len(jumps) == 10
    # hand cards do not count: SPA is in the hand
    with pytest.raises(IllegalAction, match="spell SPA"):
        act(state, 0, Jump(to="spa"))
    after, events = act(state, 0, Jump(to="map_room"))
    assert host(after, "P1").space == "map_room" and after.ap == 2
    assert events[0].data["word"] == "ROOM"
    # no jumping to the space you are in; towers and hallways have no jump word
    with pytest.raises(IllegalAction, match="already there"):
        act(after, 0, Jump(to="map_room"))
    with pytest.raises(IllegalAction, match="no jump word"):
        act(after, 0, Jump(to="south_tower"))
    with pytest.raises(IllegalAction, match="no jump word"):
        act(after, 0, Jump(to="hallway_3"))
    # a space that does not exist is refused as such, not as a tower or a hallway
    with pytest.raises(IllegalAction, match="no space called “kitchen”"):
        act(after, 0, Jump(to="kitchen"))


def test_R5_3_jump_to_the_safe_area_with_safe_or_area() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    put(state, "P1", "roof")
    set_cards(state, 0, bag="AREA")
    assert Jump(to=SAFE_AREA) in E.legal_actions(state, 0)


def test_R5_4_1_escape_needs_the_word_and_its_tower_or_emperor_campbell_anywhere() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, bag="FROM")
    put(state, "P1", "north_tower")
    assert not any(isinstance(a, Escape) for a in E.legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="EAST TOWER"):
        act(state, 0, Escape(word="FROM"))
    put(state, "P1", "east_tower")
    assert Escape(word="FROM") in E.legal_actions(state, 0)
    set_cards(state, 0, bag="EMPEROR")
    for space in (SAFE_AREA, "hallway_4", "lab"):
        put(state, "P1", space)
        assert [a for a in E.legal_actions(state, 0) if isinstance(a, Escape)] == [
            Escape(word="EMPEROR")
        ]
    set_cards(state, 0, bag="CAMPBELL")
    assert Escape(word="CAMPBELL") in E.legal_actions(state, 0)


def test_R5_4_3_escape_succeeds_when_the_die_is_below_strength() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, bag="ELBA")
    put(state, "P1", "west_tower", strength=4)
    rig(state, [3])
    after, events = act(state, 0, Escape(word="ELBA"))
    assert after.winner == 0 and after.escape_word == "ELBA"
    assert E.outcome(after) is not None and E.outcome(after).winners == [0]  # type: ignore[union-attr]
    assert E.to_act(after) == []
    assert events[-1].data["success"] is True


def test_R5_4_3_a_die_equal_to_strength_fails_and_strength_one_never_escapes() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    set_cards(state, 0, hand="", bag="ELBA")
    put(state, "P1", "west_tower", strength=4)
    rig(state, [4])
    after, _ = act(state, 0, Escape(word="ELBA"))
    assert after.winner is None
    for roll in range(1, 7):
        state1 = actions_phase(new_game(), 0, ap=3)
        set_cards(state1, 0, bag="ELBA")
        put(state1, "P1", "west_tower", strength=1)
        rig(state1, [roll])
        assert act(state1, 0, Escape(word="ELBA"))[0].winner is None


def test_R5_4_4_failed_escape_loses_ap_raises_strength_gives_a_card_then_random_space() -> None:
    state = actions_phase(new_game(), 0, ap=4)
    set_cards(state, 0, hand="S", bag="PEACE")
    put(state, "P1", "south_tower", strength=2)
    put(state, "N1", "spa", strength=1)
    rig(state, [5, 3, 3])  # fail with 5, then thrown to 3-3 = SPA
    state, _ = act(state, 0, Escape(word="PEACE"))
    assert state.ap == 0 and host(state, "P1").strength == 3
    assert host(state, "P1").space == "south_tower"  # the card comes before the move
    assert E.to_act(state) == [0]
    assert GiveUp(source="hand", letter="S") in E.legal_actions(state, 0)
    assert GiveUp(source="bag", letter="P") in E.legal_actions(state, 0)
    before_top = len(state.discard)
    rig(state, [3, 3, 1, 1])  # thrown to SPA; then the fight with N1: P1 rolls 1, N1 rolls 1
    state, events = act(state, 0, GiveUp(source="hand", letter="S"))
    assert letters(state.discard[before_top : before_top + 1]) == "S"
    assert "thrown" in [e.kind for e in events]
    fight = next(e for e in events if e.kind == "fight_result")
    # P1 arrived as aggressor with the new strength 3: 1 + 3 beats 1 + 1
    assert fight.data["totals"] == [4, 2] and fight.data["aggressor"] == 0
    assert card_places(state) == list(range(64))


def test_R5_4_5_the_escape_word_cards_are_not_used_up() -> None:
    state = actions_phase(new_game(), 0, ap=4)
    set_cards(state, 0, hand="", bag="EMPEROR")
    put(state, "P1", "cafe", strength=2)
    rig(state, [6, 6, 1])  # fail; thrown to 6-1 WEST TOWER
    state, _ = act(state, 0, Escape(word="EMPEROR"))
    state, _ = act(state, 0, GiveUp(source="bag", letter="M"))
    assert sorted(letters(state.seats[0].bag)) == sorted("EPEROR")


def test_timeout_defaults_are_the_rules_own_no_weapon_and_a_no_vote() -> None:
    """§6.2 (weapons are optional) and §7.4 (a timeout rejects the word): the engine names the
    default of the waiting seats of those decisions, a legal move, and of no other decision."""
    from rules.core import Rng
    from rules.elba import ElbaEngine
    from rules.elba.models import Arm, Vote

    engine = ElbaEngine()
    seen: set[str] = set()
    for seed in range(20):
        state = engine.setup(3 + seed % 2, seed=seed)
        rng = Rng(s=seed)
        while engine.outcome(state) is None and len(seen) < 2:
            decision = engine.view(state, None)["decision"]
            for seat in range(state.num_players):
                default = engine.default_action(state, seat)
                if seat not in engine.to_act(state) or decision not in ("arms", "vote"):
                    assert default is None, (decision, seat)
                    continue
                seen.add(decision)
                assert default == (Arm(words=[]) if decision == "arms" else Vote(accept=False))
                assert default in engine.legal_actions(state, seat)
            seat = engine.to_act(state)[0]
            # random moves: the computer player seldom proposes a weapon to vote on
            state, _ = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
    assert seen == {"arms", "vote"}
