"""The 19 base-game acceptance cases of ``shared/rules/fled.md`` section 3 (A01-A19).

Coordinates are (x, y) on the 14 × 13 frame, the starting yard on (6,6)-(7,6). Where fled.md
does not give the whole layout of a case, the position is rebuilt here with the same cells and
the same expected result, and the comment says what was added.
"""

from __future__ import annotations

from rules.fled.board import Board, turned_walls
from rules.fled.models import Escape, FledState, Move, PlaceBunk, PlaceTile, Surrender, Whistle
from rules.fled.queries import board_of, destinations, score, tie_break
from tests.rules.fled.support import BLUE, ENGINE, GREEN, YELLOW, build, kinds

# case 2's opening: yellow's corridor above the start's east half, blue's below its west half
YELLOW_BUNK = (6, 5, "E")
BLUE_BUNK = (7, 7, "W")


def _first_is_yellow_seed() -> int:
    return next(s for s in range(100) if ENGINE.setup(2, seed=s).first == YELLOW)


def test_A01_tile_on_board() -> None:
    state = ENGINE.setup(2, seed=_first_is_yellow_seed())
    blue = next(s for s in range(100) if ENGINE.setup(2, seed=s).first == BLUE)
    state = ENGINE.setup(2, seed=blue)
    state, _ = ENGINE.apply(state, BLUE, PlaceBunk(x=6, y=5, tail="E"))
    on_board = {p.tile for p in state.placed}
    assert state.prisoners[BLUE].bunk in on_board
    assert state.prisoners[YELLOW].bunk not in on_board


def test_A02_setup_completes_after_the_last_bunk() -> None:
    state = ENGINE.setup(2, seed=_first_is_yellow_seed())
    state, _ = ENGINE.apply(state, YELLOW, PlaceBunk(x=6, y=5, tail="E"))
    assert state.phase == "bunks" and ENGINE.to_act(state) == [BLUE]
    state, _ = ENGINE.apply(state, BLUE, PlaceBunk(x=7, y=7, tail="W"))
    assert state.phase == "place" and ENGINE.to_act(state) == [YELLOW]


def test_A03_some_placement_exists_after_setup() -> None:
    state = ENGINE.setup(2, seed=_first_is_yellow_seed())
    state, _ = ENGINE.apply(state, YELLOW, PlaceBunk(x=6, y=5, tail="E"))
    state, _ = ENGINE.apply(state, BLUE, PlaceBunk(x=7, y=7, tail="W"))
    state.prisoners[YELLOW].hand = [45, 4, 12, 3, 6]  # room tiles that join the opening
    actions = ENGINE.legal_actions(state, YELLOW)
    assert any(isinstance(a, PlaceTile) for a in actions)


def test_A04_yard_next_to_yard_door_against_door() -> None:
    state = build(bunks={YELLOW: YELLOW_BUNK, BLUE: BLUE_BUNK}, hands={YELLOW: [45]}, phase="place")
    board = board_of(state)
    # tile 45 = mess hall (head) / yard (tail): mess hall on (9,6), yard on (8,6)
    assert board.wall((7, 6), "E") == "door"
    assert turned_walls(45, False, "W")["W"] == "door"
    assert board.fits(45, (9, 6), "W")
    assert PlaceTile(tile=45, x=9, y=6, tail="W") in ENGINE.legal_actions(state, YELLOW)


def test_A05_bunk_on_bunk_windows_against_windows() -> None:
    state = build(bunks={YELLOW: YELLOW_BUNK, BLUE: BLUE_BUNK}, hands={YELLOW: [4]}, phase="place")
    # tile 4 upside down: bunk on (6,4) above yellow's bunk (6,5), courtyard on (6,3)
    assert board_of(state).fits(4, (6, 4), "N")
    new, _ = ENGINE.apply(state, YELLOW, PlaceTile(tile=4, x=6, y=4, tail="N"))
    assert new.placed[-1].tile == 4


def _case6() -> Board:
    state = build(bunks={YELLOW: YELLOW_BUNK, BLUE: (9, 6, "W")})
    return board_of(state)


def test_A06_bunk_beside_bunk() -> None:
    # blue's bunk on (9,6) with its corridor on (8,6); tile 4: bunk (10,6), courtyard (11,6)
    assert _case6().fits(4, (10, 6), "E")


def test_A07_double_corridor_in_all_fitting_orientations() -> None:
    # fled.md names only tile 35's corridor at (4,6); we add its washroom on (5,6) and the
    # double washroom 36 on (3,5)-(4,5) so that (3,5) is taken, as the four expected results need
    state = build(
        bunks={YELLOW: YELLOW_BUNK, BLUE: BLUE_BUNK},
        tiles=[(35, 4, 6, "E"), (36, 3, 5, "E")],
        hands={YELLOW: [41]},
        phase="place",
    )
    board = board_of(state)
    assert board.fits(41, (3, 6), "S") and board.fits(41, (3, 7), "N")
    column3 = [(h, d) for h, d in board.placements(41) if h[0] == 3]
    assert column3 == [((3, 6), "S"), ((3, 6), "W"), ((3, 7), "N"), ((3, 7), "E")]


def test_A08_adjacency_helper() -> None:
    assert (10, 6) in _case6().beside("bunk")


def test_A09_rotation_upside_down() -> None:
    walls = turned_walls(4, True, "N")
    assert walls == {"N": "door", "E": "window", "S": "window", "W": "window"}


def test_A10_removing_a_tile_keeps_hand_order() -> None:
    state = build(
        bunks={YELLOW: YELLOW_BUNK, BLUE: BLUE_BUNK}, hands={YELLOW: [14, 11, 12, 13, 10]}
    )
    new, _ = ENGINE.apply(state, YELLOW, Surrender(tile=12))
    assert new.prisoners[YELLOW].hand == [14, 11, 13, 10]


def test_A11_solitary_confinement() -> None:
    # roll-call tile "mess hall + yard" (id 0) under the charm; yellow's bunk (8,5)/(8,6)
    state = build(
        bunks={YELLOW: (8, 5, "S"), BLUE: (6, 4, "S")},
        tiles=[(26, 9, 8, "E")],
        hands={YELLOW: [44, 3], BLUE: [5, 6, 9, 10]},
        shackles={BLUE: 11},
        pos={YELLOW: (8, 6), BLUE: (8, 5)},
        npcs={"warder1": (8, 6)},
        roll_call=[0, 1, 2, 3],
        whistle=0,
    )
    new, events = ENGINE.apply(
        state, YELLOW, Whistle(tile=44, npc="warder1", x=8, y=5, target=BLUE)
    )
    assert kinds(events).count("solitary") == 1
    assert not {"to_bunk", "shackled", "unshackled"} & set(kinds(events))
    assert new.prisoners[BLUE].solitary and new.prisoners[BLUE].shackle == 11
    assert new.prisoners[BLUE].hand == [5, 6, 9, 10]
    assert new.npcs["warder1"] == (8, 5)
    assert new.prisoners[BLUE].pos == (9, 8)  # tile 26's head: the hole


def _gold_shoe_position() -> FledState:
    # yellow's bunk corridor (7,5) has archways north and south; tile 22 puts a yard with a
    # southern archway on (7,4); blue's corridor (8,6) meets the start's east door
    return build(
        bunks={YELLOW: YELLOW_BUNK, BLUE: (9, 6, "W")},
        tiles=[(22, 7, 4, "N")],
        hands={YELLOW: [15, 3]},
        pos={YELLOW: (6, 6)},
    )


def test_A12_gold_shoe_out_of_a_double_tile() -> None:
    state = _gold_shoe_position()
    assert destinations(board_of(state), (6, 6), 15) == {(7, 5), (7, 4)}
    new, events = ENGINE.apply(state, YELLOW, Move(tile=15, x=7, y=4))
    assert new.prisoners[YELLOW].pos == (7, 4)
    assert events[0].kind == "move" and events[0].data["to"] == (7, 4)


def test_A13_no_duplicate_routes() -> None:
    state = _gold_shoe_position()
    moves = [
        a
        for a in ENGINE.legal_actions(state, YELLOW)
        if isinstance(a, Move) and a.tile == 15 and (a.x, a.y) == (7, 4)
    ]
    assert len(moves) == 1


def _forest16(inventory: list[int], shackled: bool) -> FledState:
    # forest tile 16 (parchment: key): forest on the ring (13,7), quarters half on (12,7)
    return build(
        bunks={YELLOW: YELLOW_BUNK, BLUE: BLUE_BUNK},
        tiles=[(16, 13, 7, "W")],
        hands={YELLOW: [3, 6]},
        inventories={YELLOW: inventory},
        shackles={YELLOW: 11} if shackled else {},
        pos={YELLOW: (12, 7)},
        whistle=3,
        open_window=3,  # the charm on the open window: night
    )


def test_A14_escape_check_at_night() -> None:
    state = _forest16([5, 15], shackled=True)  # a shamrock and a gold shoe
    escapes = [a for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, Escape)]
    assert escapes == [Escape(tools=[5])]


def test_A15_escape_discarding_only_the_shamrock() -> None:
    state = _forest16([5, 15], shackled=True)
    new, events = ENGINE.apply(state, YELLOW, Escape(tools=[5]))
    me = new.prisoners[YELLOW]
    assert "escape" in kinds(events) and me.escaped and me.inventory == [15]
    assert score(me) == 8 and tie_break(me) == 5


def test_A16_gold_spoon_reach() -> None:
    # our layout: the four bunks around the start, tile 28 (yard (6,3), courtyard (6,2)),
    # tile 43 (courtyard (9,4), corridor (9,5)) and tile 49 (courtyard (9,3), yard (9,2))
    state = build(
        n=4,
        bunks={0: (6, 4, "S"), 1: (7, 8, "N"), 2: (9, 6, "W"), 3: (4, 6, "E")},
        tiles=[(28, 6, 3, "N"), (43, 9, 4, "S"), (49, 9, 3, "N")],
        hands={GREEN: [16, 3]},
        pos={GREEN: (6, 6)},
        current=GREEN,
    )
    reach = destinations(board_of(state), (6, 6), 16)
    bunks = {(6, 4), (7, 8), (9, 6), (4, 6)}
    assert reach == bunks | {(6, 3), (6, 2), (9, 4), (9, 3), (9, 2)}
    assert len(reach) == 9
    moves = [
        a
        for a in ENGINE.legal_actions(state, GREEN)
        if isinstance(a, Move) and a.tile == 16 and (a.x, a.y) == (9, 2)
    ]
    assert len(moves) == 1


def test_A17_escape_with_a_gold_key_at_night() -> None:
    # forest tile 20 (parchment: key): forest (0,2), quarters half (1,2)
    state = build(
        bunks={YELLOW: YELLOW_BUNK, BLUE: BLUE_BUNK},
        tiles=[(20, 0, 2, "E")],
        hands={BLUE: [3, 6]},
        inventories={BLUE: [26, 10, 11]},  # gold key + two contraband
        pos={BLUE: (1, 2)},
        current=BLUE,
        whistle=2,
        open_window=2,
    )
    escapes = [a for a in ENGINE.legal_actions(state, BLUE) if isinstance(a, Escape)]
    assert escapes == [Escape(tools=[26])]
    new, _ = ENGINE.apply(state, BLUE, Escape(tools=[26]))
    assert new.prisoners[BLUE].escaped and new.prisoners[BLUE].inventory == [10, 11]


def test_A18_turn_order_after_an_escape() -> None:
    # blue escapes from forest tile 20; yellow then places the double washroom 36 on
    # (10,3)-(11,3) next to the washroom of tile 24 on (11,4)
    state = build(
        bunks={YELLOW: YELLOW_BUNK, BLUE: BLUE_BUNK},
        tiles=[(20, 0, 2, "E"), (24, 11, 4, "S")],
        hands={YELLOW: [36, 3, 6, 9, 10], BLUE: [12]},
        inventories={BLUE: [26]},
        pos={BLUE: (1, 2)},
        current=BLUE,
    )
    state, _ = ENGINE.apply(state, BLUE, Escape(tools=[26]))
    assert ENGINE.to_act(state) == [YELLOW] and state.phase == "place"
    assert state.final_turns == 1
    state, events = ENGINE.apply(state, YELLOW, PlaceTile(tile=36, x=10, y=3, tail="E"))
    assert "place" in kinds(events)


def test_A19_gold_key_from_a_two_room_tile() -> None:
    # tile 35: washroom (9,5) above its corridor (9,6); yellow's bunk corridor on (8,6)
    state = build(
        bunks={YELLOW: (8, 7, "N"), BLUE: BLUE_BUNK},
        tiles=[(35, 9, 6, "N")],
        hands={YELLOW: [26, 3]},
        pos={YELLOW: (9, 5)},
    )
    assert destinations(board_of(state), (9, 5), 26) == {(9, 6), (8, 6)}
