"""One or more tests per rule of ``shared/rules/fled.md`` sections 2.1-2.21 (R2_1 ... R2_21).

Where fled.md reports that the online implementation departs from the printed rulebook, the
test follows the rulebook and says so in its name (``..._rulebook_not_bga``).
"""

from __future__ import annotations

import pytest

from rules.core import IllegalAction, Rng
from rules.fled.board import on_ring, step, turned_walls
from rules.fled.models import (
    Draw,
    Escape,
    Move,
    PlaceBunk,
    PlaceTile,
    Stash,
    Surrender,
    Whistle,
)
from rules.fled.queries import board_of, destinations, is_night, score, tie_break
from rules.fled.tiles import all_tiles, room_tile_ids, tile
from tests.rules.fled.support import (
    BLUE,
    ENGINE,
    ORANGE,
    YELLOW,
    assert_tiles_accounted,
    build,
    kinds,
)

YB = (6, 5, "E")  # yellow bunk (6,5), corridor (7,5) above the start's east half
BB = (7, 7, "W")  # blue bunk (7,7), corridor (6,7) below the start's west half
TWO = {YELLOW: YB, BLUE: BB}


def _refused(state, seat, action) -> str:  # type: ignore[no-untyped-def]
    before = state.model_dump_json()
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(state, seat, action)
    assert state.model_dump_json() == before
    return err.value.reason


# -- 2.1 forest ring ---------------------------------------------------------------------------


def test_R2_1_forest_tiles_only_on_the_ring_and_perpendicular() -> None:
    # a row of rooms out to the east edge: corridor line at y=6 up to x=12
    state = build(bunks=TWO, tiles=[(45, 9, 6, "W"), (41, 10, 6, "E"), (14, 13, 6, "W")])
    board = board_of(state)
    forests = [t for t in all_tiles().values() if t.is_forest]
    assert len(forests) == 8
    for t in forests:
        for head, tail in board.placements(t.id):
            assert on_ring(head) and not on_ring(step(head, tail))
    for t in all_tiles().values():
        if t.kind == "room" and not t.is_forest:
            for head, tail in board.placements(t.id):
                assert not on_ring(head) and not on_ring(step(head, tail))


def test_R2_1_forest_hangs_off_a_forest_and_corners_stay_empty() -> None:
    # forest 14 on (13,6) with its corridor at (12,6); forest 17 may join it on (13,5) or (13,7)
    state = build(bunks=TWO, tiles=[(45, 9, 6, "W"), (41, 10, 6, "E"), (14, 13, 6, "W")])
    board = board_of(state)
    spots = board.placements(17)
    assert ((13, 5), "W") in spots and ((13, 7), "W") in spots
    corners = {(0, 0), (13, 0), (0, 12), (13, 12)}
    for t in all_tiles().values():
        assert not any(h in corners for h, _ in board.placements(t.id))


def test_R2_1_room_may_not_stand_on_the_ring() -> None:
    state = build(
        bunks=TWO, tiles=[(45, 9, 6, "W"), (41, 10, 6, "E")], hands={YELLOW: [23]}, phase="place"
    )
    # tile 23 (corridor / quarters) with its corridor on (12,6) next to the corridor (11,6):
    # tail east would put the quarters on the ring at (13,6); tail north is fine
    assert not board_of(state).fits(23, (12, 6), "E")
    assert board_of(state).fits(23, (12, 6), "N")


# -- 2.2 placement -----------------------------------------------------------------------------


def test_R2_2_a_half_must_touch_its_room_type() -> None:
    state = build(bunks=TWO, hands={YELLOW: [24]}, phase="place")
    # tile 24 (washroom / quarters): no washroom or quarters in the prison yet
    assert board_of(state).placements(24) == []


def test_R2_2_never_a_door_against_a_window() -> None:
    state = build(bunks=TWO, hands={YELLOW: [40, 3]}, phase="place")
    board = board_of(state)
    # tile 40: yard (head, window on its printed west side) / corridor. Upright on (8,6)-(8,7)
    # the yard's window meets the start's east door; turned over, an archway meets it instead
    assert board.wall((7, 6), "E") == "door" and turned_walls(40, True, "S")["W"] == "window"
    assert not board.fits(40, (8, 6), "S")
    assert board.fits(40, (8, 6), "N")
    reason = _refused(state, YELLOW, PlaceTile(tile=40, x=8, y=6, tail="S"))
    assert "door may face a window" in reason


def test_R2_2_bunks_at_setup_only_need_the_corridor_on_the_yard() -> None:
    state = ENGINE.setup(3, seed=4)
    actions = ENGINE.legal_actions(state, state.current)
    assert actions and all(isinstance(a, PlaceBunk) for a in actions)
    start = {(6, 6), (7, 6)}
    for a in actions:
        corridor = step((a.x, a.y), a.tail)
        assert any(step(corridor, d) in start for d in "NESW")
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, state.current, PlaceBunk(x=2, y=2, tail="S"))


# -- 2.3 gold first ----------------------------------------------------------------------------


def test_R2_3_a_gold_tile_must_be_added_when_one_fits() -> None:
    # tile 51 (gold double mess hall) fits next to tile 45's mess hall; tile 4 fits too
    state = build(
        bunks=TWO, tiles=[(45, 9, 6, "W")], hands={YELLOW: [51, 4, 3, 6, 9]}, phase="place"
    )
    placements = [a for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, PlaceTile)]
    assert placements and {a.tile for a in placements} == {51}
    assert board_of(state).fits(4, (6, 4), "N")
    reason = _refused(state, YELLOW, PlaceTile(tile=4, x=6, y=4, tail="N"))
    assert "gold" in reason


def test_R2_3_no_gold_rule_in_step_2() -> None:
    state = build(bunks=TWO, hands={YELLOW: [51, 4]})
    new, _ = ENGINE.apply(state, YELLOW, Surrender(tile=51))
    assert new.governor == [51]


# -- 2.4 nothing fits --------------------------------------------------------------------------


def test_R2_4_no_legal_placement_sends_a_tile_to_the_governor() -> None:
    # washroom/quarters/mess-hall-only tiles with no such room in the prison yet
    hand = [24, 21, 33]
    state = build(bunks=TWO, hands={YELLOW: hand}, phase="place")
    actions = ENGINE.legal_actions(state, YELLOW)
    assert sorted(a.tile for a in actions if isinstance(a, Surrender)) == sorted(hand)
    assert all(isinstance(a, Surrender) for a in actions)
    new, _ = ENGINE.apply(state, YELLOW, Surrender(tile=21))
    assert new.governor == [21] and new.phase == "play" and new.plays_left == 2


def test_R2_4_surrender_at_step_1_refused_when_a_tile_fits() -> None:
    state = build(bunks=TWO, hands={YELLOW: [45, 24]}, phase="place")
    assert "none of yours fits" in _refused(state, YELLOW, Surrender(tile=24))


# -- 2.5 moon tiles, warders, night ------------------------------------------------------------


def test_R2_5_moon_tiles_add_warders_and_the_chaplain_and_bring_night() -> None:
    state = build(
        bunks=TWO,
        tiles=[(45, 9, 6, "W"), (24, 11, 4, "S")],
        hands={YELLOW: [51, 3]},
        phase="place",
    )
    state, events = ENGINE.apply(state, YELLOW, PlaceTile(tile=51, x=10, y=6, tail="E"))
    assert state.npcs["warder2"] == (10, 6) and state.open_window == 2
    assert "npc_arrives" in kinds(events)
    # the chaplain arrives with tile 31, the next warder with tile 36
    state.phase, state.plays_left = "place", 0
    state.prisoners[YELLOW].hand = [36]
    state, _ = ENGINE.apply(state, YELLOW, PlaceTile(tile=36, x=10, y=3, tail="E"))
    assert state.npcs["warder3"] == (10, 3) and state.open_window == 1


def test_R2_5_chaplain_from_the_chapel() -> None:
    # chapel (31, courtyard) next to tile 28's courtyard
    state = build(bunks=TWO, tiles=[(28, 7, 4, "N")], hands={YELLOW: [31]}, phase="place")
    fits = board_of(state).placements(31)
    assert fits
    (head, tail) = fits[0]
    new, _ = ENGINE.apply(state, YELLOW, PlaceTile(tile=31, x=head[0], y=head[1], tail=tail))
    assert new.npcs["chaplain"] == head and new.open_window == 2


def test_R2_5_night_is_the_charm_on_the_open_window() -> None:
    state = build(bunks=TWO)
    assert not is_night(state)  # setup: charm on the Governor, window open next to it
    state.whistle = 3
    assert is_night(state)
    state.open_window = 2
    assert not is_night(state)


# -- 2.6 single-room tiles ---------------------------------------------------------------------


def test_R2_6_single_room_tile_is_one_room_named_by_its_head() -> None:
    state = build(bunks=TWO)
    board = board_of(state)
    assert board.room_of((7, 6)) == (6, 6) and board.room_of((6, 6)) == (6, 6)
    assert board.room_cells((6, 6)) == [(6, 6), (7, 6)]
    # a key moves the pawn out of either half of the start in one step
    reach = destinations(board, (6, 6), 6) | destinations(board, (6, 6), 13)
    assert reach == set()  # teal 6 never moves anyone; gold key 13 has nowhere to go yet
    state = build(bunks=TWO, tiles=[(45, 9, 6, "W")], hands={YELLOW: [28, 3]}, pos={YELLOW: (8, 6)})
    assert destinations(board_of(state), (8, 6), 28) == {(6, 6)}  # one door into the start
    # the start is named by its head cell only, so that each move has one form
    assert "(6,6)" in _refused(state, YELLOW, Move(tile=28, x=7, y=6))
    new, _ = ENGINE.apply(state, YELLOW, Move(tile=28, x=6, y=6))
    assert new.prisoners[YELLOW].pos == (6, 6)


# -- 2.7 walls and tools -----------------------------------------------------------------------


def test_R2_7_walls_decide_the_tool() -> None:
    # (7,6)->(7,5): start archway vs corridor archway = shoe; (6,6)->(6,5): archway vs the
    # bunk's window = file; (6,5)->(7,5): the bunk's inner door = key
    board = board_of(build(bunks=TWO))
    assert board.crossing((7, 6), "N") == "shoe"
    assert board.crossing((6, 6), "N") == "file"
    assert board.crossing((6, 5), "E") == "key"
    assert board.crossing((7, 6), "E") is None  # nothing there
    assert board.crossing((6, 6), "E") == "free"


def test_R2_7_each_tool_moves_through_its_wall_only() -> None:
    board = board_of(build(bunks=TWO))
    assert destinations(board, (6, 6), 19) == set()  # purple key: no door leads anywhere yet
    # purple file: through yellow's bunk window (6,6)->(6,5) and blue's (7,6)->(7,7)
    assert destinations(board, (6, 6), 20) == {(6, 5), (7, 7)}
    assert destinations(board, (6, 6), 17) == {(7, 5), (6, 7)}  # purple shoe: archways
    assert destinations(board, (7, 5), 19) == {(6, 5)}  # key through the bunk's inner door


def test_R2_7_teal_tiles_and_whistles_never_move_the_pawn() -> None:
    state = build(bunks=TWO, hands={YELLOW: [6, 3]}, pos={YELLOW: (6, 6)})
    assert not [a for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, Move)]
    assert "cannot move you" in _refused(state, YELLOW, Move(tile=6, x=7, y=5))


# -- 2.8 gold doubles --------------------------------------------------------------------------


def test_R2_8_gold_tool_two_steps_of_the_same_tool() -> None:
    board = board_of(build(bunks=TWO))
    # gold shoe 15: (7,5) then on to... nothing north; (6,7) then nothing south: same as purple
    assert destinations(board, (6, 6), 15) == {(7, 5), (6, 7)}
    # gold file 14: the bunks through their windows, then nothing further
    assert destinations(board, (6, 6), 14) == {(6, 5), (7, 7)}
    # gold key 13 from the bunk (6,5): its corridor (7,5), then no second door
    assert destinations(board, (6, 5), 13) == {(7, 5)}


def test_R2_8_gold_key_may_stop_after_one_door() -> None:
    state = build(bunks={YELLOW: (8, 7, "N"), BLUE: BB}, tiles=[(35, 9, 6, "N")])
    board = board_of(state)
    assert destinations(board, (9, 5), 13) == {(9, 6), (8, 6)}
    assert destinations(board, (9, 5), 19) == {(9, 6)}  # the purple key stops after one


# -- 2.9 spoon ---------------------------------------------------------------------------------


def test_R2_9_spoon_needs_tunnels_at_both_ends_and_counts_any_tiles() -> None:
    state = build(
        n=4,
        bunks={0: (6, 4, "S"), 1: (7, 8, "N"), 2: (9, 6, "W"), 3: (4, 6, "E")},
        tiles=[(28, 6, 3, "N"), (43, 9, 4, "S"), (49, 9, 3, "N")],
    )
    board = board_of(state)
    # purple spoon 18: the bunks (2 steps over their corridors) and the yard (6,3) at 3
    assert destinations(board, (6, 6), 18) == {(6, 4), (7, 8), (9, 6), (4, 6), (6, 3)}
    # no tunnel in a corridor: nothing from there
    assert destinations(board, (6, 5), 18) == set()
    # the room the pawn starts from is never a destination; the yard is one from elsewhere
    assert (6, 4) not in destinations(board, (6, 4), 16)
    assert (6, 6) in destinations(board, (6, 4), 16)


# -- 2.10 shamrock -----------------------------------------------------------------------------


def test_R2_10_shamrock_is_any_single_tool() -> None:
    board = board_of(build(bunks=TWO))
    single = set().union(*(destinations(board, (6, 6), t) for t in (19, 20, 17, 18)))
    assert destinations(board, (6, 6), 5) == single == {(6, 5), (7, 5), (6, 7), (7, 7)}


def test_R2_10_shamrock_works_as_a_whistle() -> None:
    state = build(bunks=TWO, hands={YELLOW: [5, 6]})
    whistles = [a for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, Whistle)]
    assert whistles and {a.tile for a in whistles} == {5}
    new, _ = ENGINE.apply(state, YELLOW, Whistle(tile=5, npc="warder1", x=6, y=6))
    assert new.whistle == 3 and 5 in new.discards


# -- 2.11 whistle ------------------------------------------------------------------------------


def test_R2_11_warder_moves_0_to_3_rooms_through_doors_and_archways() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3, 6]})
    reach = board_of(state).warder_reach((6, 6))
    # start (0), corridors via archways (1), bunks via inner doors (2); never through windows
    assert reach == {(6, 6): 0, (7, 5): 1, (6, 7): 1, (6, 5): 2, (7, 7): 2}
    rooms = {
        (a.x, a.y)
        for a in ENGINE.legal_actions(state, YELLOW)
        if isinstance(a, Whistle) and a.target is None
    }
    assert rooms == set(reach)
    assert "cannot get" in _refused(state, YELLOW, Whistle(tile=3, npc="warder1", x=2, y=2))


def test_R2_11_target_is_a_choice_and_the_charm_moves_left_and_wraps() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3, 25, 6]}, pos={BLUE: (6, 6)})
    options = {
        a.target
        for a in ENGINE.legal_actions(state, YELLOW)
        if isinstance(a, Whistle) and (a.x, a.y) == (6, 6)
    }
    assert options == {None, BLUE}  # nobody is targeted without asking
    state.whistle = 0
    new, events = ENGINE.apply(state, YELLOW, Whistle(tile=3, npc="warder1", x=6, y=6))
    assert new.whistle == 4 and new.prisoners[BLUE].shackle is None
    assert "shackled" not in kinds(events)
    new, _ = ENGINE.apply(new, YELLOW, Whistle(tile=25, npc="warder1", x=6, y=6))
    assert new.whistle == 3


def test_R2_11_only_whistles_and_shamrocks_whistle() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3, 19]})
    assert "not a whistle" in _refused(state, YELLOW, Whistle(tile=19, npc="warder1", x=6, y=6))
    assert "no chaplain" in _refused(state, YELLOW, Whistle(tile=3, npc="chaplain", x=6, y=6))


# -- 2.12 shackles -----------------------------------------------------------------------------


def test_R2_12_unsafe_target_gets_a_random_hand_tile_as_shackle() -> None:
    # the charm on roll-call tile 0 (mess hall + yard); blue in the corridor (7,5): unsafe
    state = build(
        bunks=TWO,
        hands={YELLOW: [3, 6], BLUE: [9, 10, 11, 12, 4]},
        pos={BLUE: (7, 5)},
        whistle=0,
    )
    new, events = ENGINE.apply(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=5, target=1))
    blue = new.prisoners[BLUE]
    assert blue.shackle in {9, 10, 11, 12, 4} and len(blue.hand) == 4
    assert blue.shackle not in blue.hand
    assert "shackled" in kinds(events)
    private = [e for e in events if e.kind == "shackle_tile"]
    assert private and private[0].to == BLUE
    assert_tiles_accounted(new)


def test_R2_12_safety_is_judged_before_the_charm_moves() -> None:
    # charm on the Governor (bunk poster): blue in his bunk is safe; after the whistle the
    # charm shows tile 3 (bunk + yard) — but the judgement used the Governor
    state = build(bunks=TWO, hands={YELLOW: [3, 6], BLUE: [9, 10]}, pos={BLUE: (7, 7)})
    new, events = ENGINE.apply(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=7, target=1))
    assert "safe" in kinds(events) and new.prisoners[BLUE].shackle is None
    # roll-call tile 0 (mess hall + yard): the yard is safe, the bunk is not
    state.whistle = 0
    new, events = ENGINE.apply(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=7, target=1))
    assert new.prisoners[BLUE].shackle is not None


# -- 2.13 shackled again; solitary -------------------------------------------------------------


def test_R2_13_shackled_again_goes_back_to_the_bunk_and_shackle_to_governor() -> None:
    state = build(
        bunks=TWO,
        hands={YELLOW: [3, 6], BLUE: [9, 10]},
        shackles={BLUE: 12},
        pos={BLUE: (7, 5)},
        whistle=0,
    )
    new, events = ENGINE.apply(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=5, target=1))
    blue = new.prisoners[BLUE]
    assert blue.pos == (7, 7) and blue.shackle is None and new.governor == [12]
    assert blue.hand == [9, 10] and "to_bunk" in kinds(events)


def test_R2_13_solitary_loses_the_next_turn_then_bunk_and_shackle_to_governor() -> None:
    state = build(
        bunks=TWO,
        tiles=[(26, 9, 8, "E")],
        hands={YELLOW: [3, 6, 9], BLUE: [10, 11]},
        shackles={BLUE: 12},
        pos={BLUE: (7, 5)},
        whistle=0,
    )
    state, _ = ENGINE.apply(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=5, target=1))
    assert state.prisoners[BLUE].solitary and state.prisoners[BLUE].pos == (9, 8)
    # in the hole: not a target any more
    assert BLUE not in {
        a.target for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, Whistle)
    }
    state, _ = ENGINE.apply(state, YELLOW, Surrender(tile=6))
    state, events = ENGINE.apply(state, YELLOW, Draw())
    # blue's turn is skipped: released to the bunk, shackle to the Governor, yellow again
    blue = state.prisoners[BLUE]
    assert "released" in kinds(events)
    assert not blue.solitary and blue.pos == (7, 7) and blue.shackle is None
    assert 12 in state.governor and blue.hand == [10, 11]
    assert ENGINE.to_act(state) == [YELLOW] and state.phase == "place"


def test_R2_13_no_move_or_inventory_from_the_hole() -> None:
    state = build(
        bunks=TWO,
        tiles=[(26, 9, 8, "E")],
        hands={YELLOW: [5, 3, 40]},
        shackles={YELLOW: 12},
        pos={YELLOW: (7, 5)},
        whistle=0,
    )
    state, _ = ENGINE.apply(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=5, target=0))
    assert state.prisoners[YELLOW].solitary
    actions = ENGINE.legal_actions(state, YELLOW)
    assert not [a for a in actions if isinstance(a, Move | Stash)]
    assert "solitary" in _refused(state, YELLOW, Move(tile=5, x=6, y=6))


# -- 2.14 chaplain -----------------------------------------------------------------------------


def test_R2_14_chaplain_frees_and_shackle_goes_to_governor_rulebook_not_bga() -> None:
    state = build(
        bunks=TWO,
        hands={YELLOW: [3, 6]},
        shackles={YELLOW: 12},
        pos={YELLOW: (7, 5)},
        npcs={"warder1": (6, 6), "chaplain": (6, 6)},
    )
    new, events = ENGINE.apply(state, YELLOW, Whistle(tile=3, npc="chaplain", x=7, y=5, target=0))
    assert new.prisoners[YELLOW].shackle is None and new.governor == [12]
    assert "unshackled" in kinds(events) and new.whistle == 3
    assert_tiles_accounted(new)


def test_R2_14_trading_with_the_chaplain_or_in_the_quarters() -> None:
    # yellow in the corridor (7,5) with the chaplain: purple costs 1, gold and shamrock 2
    state = build(
        bunks=TWO,
        hands={YELLOW: [19, 13, 5, 3]},
        inventories={YELLOW: [10, 11]},
        pos={YELLOW: (7, 5)},
        npcs={"warder1": (6, 6), "chaplain": (7, 5)},
    )
    stashes = {
        (a.tile, tuple(a.pay)) for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, Stash)
    }
    assert stashes == {
        (19, (10,)),
        (19, (11,)),
        (3, (10,)),
        (3, (11,)),
        (13, (10, 11)),
        (5, (10, 11)),
    }
    new, _ = ENGINE.apply(state, YELLOW, Stash(tile=13, pay=[10, 11]))
    assert "order" in _refused(state, YELLOW, Stash(tile=13, pay=[11, 10]))
    assert new.prisoners[YELLOW].inventory == [13] and sorted(new.discards) == [10, 11]
    # without the chaplain and outside the quarters: no trade
    state.npcs = {"warder1": (6, 6)}
    assert "quarters" in _refused(state, YELLOW, Stash(tile=19, pay=[10]))
    # in a warder's quarters (tile 23 on (8,5)-(8,4)... its quarters half)
    state = build(
        bunks=TWO,
        tiles=[(23, 8, 4, "N")],
        hands={YELLOW: [19]},
        inventories={YELLOW: [10]},
        pos={YELLOW: (8, 3)},
    )
    assert board_of(state).room_type((8, 3)) == "warders_quarters"
    new, _ = ENGINE.apply(state, YELLOW, Stash(tile=19, pay=[10]))
    assert new.prisoners[YELLOW].inventory == [19]


# -- 2.15 escape -------------------------------------------------------------------------------


def _at_forest(inventory: list[int], night: bool, phase: str = "play") -> object:
    # forest 20 (parchment: key) on (0,2), its quarters half on (1,2)
    return build(
        bunks=TWO,
        tiles=[(20, 0, 2, "E")],
        hands={YELLOW: [3, 6, 9, 10], BLUE: [11, 12]},
        inventories={YELLOW: inventory},
        pos={YELLOW: (1, 2)},
        whistle=3 if night else 4,
        open_window=3,
        phase=phase,
    )


def test_R2_15_two_tools_by_day_one_at_night() -> None:
    day = _at_forest([19, 21], night=False)  # two purple keys
    assert [a for a in ENGINE.legal_actions(day, YELLOW) if isinstance(a, Escape)] == [
        Escape(tools=[19, 21])
    ]
    assert "tools" in _refused(day, YELLOW, Escape(tools=[19]))
    night = _at_forest([19, 21], night=True)
    escapes = [a for a in ENGINE.legal_actions(night, YELLOW) if isinstance(a, Escape)]
    assert escapes == [Escape(tools=[19]), Escape(tools=[21])]


def test_R2_15_gold_counts_two_shamrock_one_other_tools_nothing() -> None:
    state = _at_forest([13, 5, 30, 17], night=False)  # gold key, 2 shamrocks, a shoe
    escapes = [a.tools for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, Escape)]
    assert escapes == [[5, 30], [13]]  # two shamrocks, or the gold key alone; shoe 17 useless


def test_R2_15_escape_ends_the_turn_and_works_in_steps_1_and_3() -> None:
    for phase in ("place", "play", "draw"):
        state = _at_forest([13], night=False, phase=phase)  # type: ignore[arg-type]
        new, events = ENGINE.apply(state, YELLOW, Escape(tools=[13]))  # type: ignore[arg-type]
        me = new.prisoners[YELLOW]
        assert me.escaped and me.pos == (0, 2) and 13 in new.discards
        assert ENGINE.to_act(new) == [BLUE] and new.phase == "place"
        assert "draw" not in kinds(events)  # no replenishing after an escape
        assert len(me.hand) == 4


def test_R2_15_only_from_the_room_half_of_a_forest_tile() -> None:
    state = build(bunks=TWO, tiles=[(20, 0, 2, "E")], inventories={YELLOW: [13]})
    assert not [a for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, Escape)]
    assert "forest" in _refused(state, YELLOW, Escape(tools=[13]))


# -- 2.16 contraband and capacity --------------------------------------------------------------


def test_R2_16_contraband_only_in_a_poster_room_and_only_its_own() -> None:
    # the Governor's poster: bunk -> stamps. Yellow in his bunk with a stamp and a comb
    state = build(bunks=TWO, hands={YELLOW: [6, 4, 10]}, pos={YELLOW: (6, 5)})
    stash = [a.tile for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, Stash)]
    assert stash == [6]
    assert "stamp" not in _refused(state, YELLOW, Stash(tile=4))
    state.whistle = 0  # mess hall + yard: no stamps from a bunk now
    assert not [a for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, Stash)]


def test_R2_16_capacity_three_or_four_with_a_shamrock() -> None:
    state = build(
        bunks=TWO, hands={YELLOW: [6, 12]}, inventories={YELLOW: [10, 11, 4]}, pos={YELLOW: (6, 5)}
    )
    assert not [a for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, Stash)]
    state.prisoners[YELLOW].inventory = [10, 11, 5]
    new, _ = ENGINE.apply(state, YELLOW, Stash(tile=6))
    assert new.prisoners[YELLOW].inventory == [10, 11, 5, 6]
    assert not [a for a in ENGINE.legal_actions(new, YELLOW) if isinstance(a, Stash)]


# -- 2.17 surrender and drawing ----------------------------------------------------------------


def test_R2_17_step_2_is_exactly_two_plays() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3, 6, 9, 10]})
    state, _ = ENGINE.apply(state, YELLOW, Surrender(tile=3))
    assert state.phase == "play" and state.plays_left == 1
    assert "play a tile" in _refused(state, YELLOW, Draw())
    state, _ = ENGINE.apply(state, YELLOW, Surrender(tile=6))
    assert state.phase == "draw"
    assert all(isinstance(a, Draw | Escape) for a in ENGINE.legal_actions(state, YELLOW))


def test_R2_17_draw_at_most_one_governor_tile_then_the_stacks() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3, 6]}, governor=[9, 10, 11], phase="draw")
    draws = [a for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, Draw)]
    assert {a.governor for a in draws} == {None, 9, 10, 11}
    top = state.stack[-3:]
    new, events = ENGINE.apply(state, YELLOW, Draw(governor=10))
    hand = new.prisoners[YELLOW].hand
    assert len(hand) == 5 and hand[:3] == [3, 6, 10] and sorted(hand[3:]) == sorted(top[-2:])
    assert new.governor == [9, 11]
    assert any(e.kind == "drawn" and e.to == YELLOW for e in events)


def test_R2_17_discards_reshuffled_when_the_stack_runs_out() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3]}, phase="draw", stack=[4], discards=[9, 10, 11])
    state.prisoners[BLUE].hand = [t for t in room_tile_ids(2) if t not in {3, 4, 9, 10, 11}][:5]
    new, events = ENGINE.apply(state, YELLOW, Draw())
    assert sorted(new.prisoners[YELLOW].hand) == [3, 4, 9, 10, 11]
    assert "reshuffle" in kinds(events) and new.discards == [] and not new.hard_labor


# -- 2.18 hard labor ---------------------------------------------------------------------------


def test_R2_18_hard_labor_when_the_hand_cannot_be_refilled() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3]}, phase="draw", stack=[4], discards=[9])
    new, events = ENGINE.apply(state, YELLOW, Draw())
    assert new.hard_labor and new.phase == "over" and "hard_labor" in kinds(events)
    assert len(new.prisoners[YELLOW].hand) == 3  # he keeps what he drew
    outcome = ENGINE.outcome(new)
    assert outcome is not None and outcome.reason == "hard labor"


def test_R2_18_one_governor_tile_does_not_prevent_hard_labor() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3]}, phase="draw", stack=[4], governor=[9, 10, 11])
    new, _ = ENGINE.apply(state, YELLOW, Draw(governor=9))
    assert new.hard_labor and len(new.prisoners[YELLOW].hand) == 3


def test_R2_18_empty_piles_after_a_full_refill_do_not_end_the_game_rulebook_not_bga() -> None:
    state = build(
        bunks=TWO, hands={YELLOW: [3], BLUE: [12, 33]}, phase="draw", stack=[4, 9, 10, 11]
    )
    new, _ = ENGINE.apply(state, YELLOW, Draw())
    assert not new.stack and not new.discards and not new.governor
    assert new.phase == "place" and ENGINE.outcome(new) is None


# -- 2.19 final round --------------------------------------------------------------------------


def test_R2_19_every_other_player_gets_exactly_one_more_turn() -> None:
    state = build(
        n=3,
        bunks={0: YB, 1: BB, 2: (9, 6, "W")},
        tiles=[(20, 0, 2, "E")],
        hands={0: [3, 6], 1: [9, 10, 11, 12, 4], 2: [33, 21, 24, 22, 23]},
        inventories={0: [13]},
        pos={0: (1, 2)},
    )
    state, _ = ENGINE.apply(state, YELLOW, Escape(tools=[13]))
    seen = []
    while ENGINE.outcome(state) is None:
        seat = ENGINE.to_act(state)[0]
        seen.append(seat)
        state, _ = ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
    assert sorted(set(seen)) == [BLUE, ORANGE] and seen[0] == BLUE and seen[-1] == ORANGE
    assert state.turns == 3


def test_R2_19_a_second_escape_does_not_restart_the_countdown() -> None:
    state = build(
        n=3,
        bunks={0: YB, 1: BB, 2: (9, 6, "W")},
        tiles=[(20, 0, 2, "E")],
        hands={0: [3], 1: [9], 2: [10]},
        inventories={0: [13], 1: [26]},
        pos={0: (1, 2), 1: (1, 2)},
    )
    state, _ = ENGINE.apply(state, YELLOW, Escape(tools=[13]))
    assert state.final_turns == 2
    state, _ = ENGINE.apply(state, BLUE, Escape(tools=[26]))
    assert state.final_turns == 1 and ENGINE.to_act(state) == [ORANGE]


def test_R2_19_final_round_continues_even_without_tiles_rulebook_not_bga() -> None:
    state = build(
        n=3,
        bunks={0: YB, 1: BB, 2: (9, 6, "W")},
        tiles=[(20, 0, 2, "E")],
        hands={0: [3], 1: [9, 6], 2: [10, 11]},
        inventories={0: [13]},
        pos={0: (1, 2)},
        stack=[],
    )
    state, _ = ENGINE.apply(state, YELLOW, Escape(tools=[13]))
    while ENGINE.to_act(state) == [BLUE]:
        state, _ = ENGINE.apply(state, BLUE, ENGINE.legal_actions(state, BLUE)[0])
    # blue could not refill, yet orange still gets the final turn
    assert not state.hard_labor and ENGINE.to_act(state) == [ORANGE]


# -- 2.20 scoring ------------------------------------------------------------------------------


def test_R2_20_scores_and_tie_break() -> None:
    state = build(
        n=3,
        bunks={0: YB, 1: BB, 2: (9, 6, "W")},
        inventories={0: [10, 11, 19], 1: [5, 12], 2: [13]},  # 1+1+2, 3+1, 4
        shackles={2: 4},
        phase="draw",
        hands={0: [3]},
        stack=[],
    )
    p = state.prisoners
    assert [score(x) for x in p] == [4, 4, 3]
    assert [tie_break(x) for x in p] == [2, 3, 4]
    state, _ = ENGINE.apply(state, YELLOW, Draw())  # hard labor
    outcome = ENGINE.outcome(state)
    assert outcome is not None
    assert outcome.scores == [4.0, 4.0, 3.0] and outcome.winners == [BLUE]
    assert outcome.ranks == [2, 1, 3]


def test_R2_20_full_tie_is_a_shared_win() -> None:
    state = build(
        bunks=TWO,
        inventories={0: [10, 19], 1: [11, 21]},
        phase="draw",
        hands={0: [3]},
        stack=[],
    )
    state, _ = ENGINE.apply(state, YELLOW, Draw())
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.winners == [0, 1] and outcome.ranks == [1, 1]


def test_R2_20_escape_counts_five_and_hand_tiles_nothing() -> None:
    state = build(bunks=TWO, hands={0: [13, 14, 15]})
    me = state.prisoners[0]
    assert score(me) == 0 and tie_break(me) == 0
    me.escaped = True
    assert score(me) == 5 and tie_break(me) == 5
    me.shackle = 4
    assert score(me) == 4


# -- 2.21 setup --------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4])
def test_R2_21_setup(n: int) -> None:
    state = ENGINE.setup(n, seed=11)
    assert len(room_tile_ids(n)) == (51 if n == 2 else 57)
    assert all(len(p.hand) == 5 for p in state.prisoners)
    assert len(state.stack) == len(room_tile_ids(n)) - 5 * n
    assert state.whistle == 4 and state.open_window == 3 and sorted(state.roll_call) == [0, 1, 2, 3]
    assert state.npcs == {"warder1": (6, 6)} and state.phase == "bunks"
    assert [(p.tile, p.x, p.y, p.tail) for p in state.placed] == [(46, 6, 6, "E")]
    if n == 2:
        assert not {70, 71, 72, 73, 74, 75} & {t for p in state.prisoners for t in p.hand}
    # bunks in turn order from the random first player, then the first player's turn
    order = []
    while state.phase == "bunks":
        seat = ENGINE.to_act(state)[0]
        order.append(seat)
        state, _ = ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
    assert order == [(state.first + i) % n for i in range(n)]
    assert ENGINE.to_act(state) == [state.first] and state.phase == "place"
    assert_tiles_accounted(state)


def test_R2_21_first_player_is_random() -> None:
    firsts = {ENGINE.setup(4, seed=s).first for s in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_R2_21_three_plus_tiles_only_with_three_or_more() -> None:
    marked = {t.id for t in all_tiles().values() if t.players == "3+"}
    assert marked == {70, 71, 72, 73, 74, 75}
    assert not marked & set(room_tile_ids(2)) and marked <= set(room_tile_ids(3))
    assert tile(46).kind == "start"


# -- statistics --------------------------------------------------------------------------------


def test_the_summary_of_computer_games() -> None:
    rng = Rng(s=5)
    for n in (2, 4):
        state = ENGINE.setup(n, seed=21)
        while ENGINE.outcome(state) is None:
            seat = ENGINE.to_act(state)[0]
            state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        summary = ENGINE.summary(state)
        assert summary["turns"] == state.turns and summary["end"] in ("escape", "hard labor")
        assert summary["escapes"] == len(state.escapes)


def test_parse_action_gives_a_readable_error() -> None:
    with pytest.raises(IllegalAction) as err:
        ENGINE.parse_action({"type": "move", "tile": "key"})
    assert "Fled" in err.value.reason
    assert ENGINE.parse_action({"type": "draw"}) == Draw()


def test_R2_12_a_target_with_an_empty_hand_is_left_alone() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3, 6], BLUE: []}, pos={BLUE: (7, 5)}, whistle=0)
    new, events = ENGINE.apply(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=5, target=1))
    assert new.prisoners[BLUE].shackle is None and "nothing_to_shackle" in kinds(events)


def test_R2_13_standing_on_the_solitary_tile_is_just_the_quarters() -> None:
    state = build(
        bunks=TWO,
        tiles=[(26, 9, 8, "E")],
        hands={YELLOW: [19, 3]},
        inventories={YELLOW: [10]},
        pos={YELLOW: (9, 8)},
    )
    assert not state.prisoners[YELLOW].solitary
    assert Stash(tile=19, pay=[10]) in ENGINE.legal_actions(state, YELLOW)


def test_R2_19_release_from_solitary_uses_up_the_final_turn() -> None:
    state = build(
        n=3,
        bunks={0: YB, 1: BB, 2: (9, 6, "W")},
        tiles=[(20, 0, 2, "E"), (26, 9, 8, "E")],
        hands={0: [3], 1: [9, 6], 2: [10, 11]},
        inventories={0: [13]},
        shackles={1: 12},
        pos={0: (1, 2), 1: (9, 8)},
    )
    state.prisoners[BLUE].solitary = True
    state, events = ENGINE.apply(state, YELLOW, Escape(tools=[13]))
    # blue's final turn is spent leaving the hole; orange plays the last turn
    assert "released" in kinds(events) and ENGINE.to_act(state) == [ORANGE]
    assert state.final_turns == 1 and 12 in state.governor


def test_R2_2_placement_search_matches_trying_every_cell() -> None:
    # the search only tries cells next to a matching room; it must find exactly what trying
    # every cell and direction of the frame finds, in reading order
    from rules.fled.board import HEIGHT, WIDTH

    rng = Rng(s=8)
    state = ENGINE.setup(3, seed=8)
    for _ in range(120):
        if ENGINE.outcome(state) is not None:
            break
        seat = ENGINE.to_act(state)[0]
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
    board = board_of(state)
    order = "NESW"
    for t in room_tile_ids(3):
        brute = [
            ((x, y), d)
            for y in range(HEIGHT)
            for x in range(WIDTH)
            for d in order
            if board.fits(t, (x, y), d)  # type: ignore[arg-type]
        ]
        assert board.placements(t) == brute
