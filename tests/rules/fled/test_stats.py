"""Fled's statistics (rules/fled/stats.py): hand-built moves whose figures are known, seeded games
whose figures must agree with their moves and their last position, and the same figures when
what a seat cannot see is drawn anew."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from rules.core import Rng
from rules.fled.models import (
    HAND_SIZE,
    Draw,
    Escape,
    Move,
    PlaceTile,
    Stash,
    Surrender,
    Whistle,
)
from rules.fled.tiles import START_ID, room_tile_ids, tile
from tests.rules.fled.support import BLUE, ENGINE, YELLOW, build
from tests.rules.fled.test_rules import BB, TWO, _at_forest
from tests.rules.stats_support import one_move, redrawn
from tests.rules.test_every_engine import played

TWO_BOARD: dict[str, Any] = {"bunks": TWO}
SPOON_BOARD: dict[str, Any] = {  # four bunks round the start and a yard (6,3) up north
    "n": 4,
    "bunks": {0: (6, 4, "S"), 1: (7, 8, "N"), 2: (9, 6, "W"), 3: (4, 6, "E")},
    "tiles": [(28, 6, 3, "N"), (43, 9, 4, "S"), (49, 9, 3, "N")],
}
GOLD_KEY_BOARD: dict[str, Any] = {  # two doors in a row from (9,5): (9,6), then (8,6)
    "bunks": {YELLOW: (8, 7, "N"), BLUE: BB},
    "tiles": [(35, 9, 6, "N")],
}


def test_adding_a_tile_counts_one_for_its_seat_and_the_table() -> None:
    state = build(bunks=TWO, hands={YELLOW: [24, 6]}, phase="place")
    place = next(a for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, PlaceTile))
    stats = one_move(ENGINE, state, YELLOW, place)
    assert stats.seats == [{"tiles-added": 1}, {}]
    assert stats.table == {"tiles-placed": 1}


def test_a_moon_tile_is_counted_for_the_table() -> None:
    state = build(bunks=TWO, tiles=[(28, 7, 4, "N")], hands={YELLOW: [31]}, phase="place")
    place = next(a for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, PlaceTile))
    stats = one_move(ENGINE, state, YELLOW, place)
    assert stats.table == {"tiles-placed": 1, "moon-tiles": 1}


def test_surrendering_counts_an_item_surrendered() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3, 6]})
    assert one_move(ENGINE, state, YELLOW, Surrender(tile=6)).seats[YELLOW] == {
        "items-surrendered": 1
    }


def test_a_shackling_at_roll_call_counts_for_both_prisoners() -> None:
    # the charm on roll-call tile 0 (mess hall + yard): blue in the corridor (7,5) is unsafe
    state = build(
        bunks=TWO, hands={YELLOW: [3, 6], BLUE: [9, 10, 11]}, pos={BLUE: (7, 5)}, whistle=0
    )
    whistle = Whistle(tile=3, npc="warder1", x=7, y=5, target=BLUE)
    stats = one_move(ENGINE, state, YELLOW, whistle)
    assert stats.seats == [{"whistles-blown": 1, "others-shackled": 1}, {"times-shackled": 1}]
    assert stats.table == {"roll-calls": 1}


def test_whistling_the_warder_onto_oneself_shackles_no_other() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3, 6, 9]}, pos={YELLOW: (7, 5)}, whistle=0)
    whistle = Whistle(tile=3, npc="warder1", x=7, y=5, target=YELLOW)
    stats = one_move(ENGINE, state, YELLOW, whistle)
    assert stats.seats == [{"whistles-blown": 1, "times-shackled": 1}, {}]


def test_a_safe_prisoner_is_a_roll_call_without_a_shackle() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3, 6], BLUE: [9, 10]}, pos={BLUE: (7, 7)})
    whistle = Whistle(tile=3, npc="warder1", x=7, y=7, target=BLUE)
    stats = one_move(ENGINE, state, YELLOW, whistle)
    assert stats.seats == [{"whistles-blown": 1}, {}]
    assert stats.table == {"roll-calls": 1}


def test_a_whistle_without_a_target_is_no_roll_call() -> None:
    state = build(bunks=TWO, hands={YELLOW: [5, 6]})
    stats = one_move(ENGINE, state, YELLOW, Whistle(tile=5, npc="warder1", x=6, y=6))
    assert stats.seats == [{"whistles-blown": 1, "shamrocks-played": 1}, {}]
    assert stats.table == {}


@pytest.mark.parametrize(
    ("solitary", "figure"), [(False, "times-sent-to-bunk"), (True, "times-in-solitary")]
)
def test_shackled_again_is_the_bunk_or_solitary_not_a_new_shackle(
    solitary: bool, figure: str
) -> None:
    state = build(
        bunks=TWO,
        tiles=[(26, 9, 8, "E")] if solitary else [],
        hands={YELLOW: [3, 6], BLUE: [9, 10]},
        shackles={BLUE: 12},
        pos={BLUE: (7, 5)},
        whistle=0,
    )
    whistle = Whistle(tile=3, npc="warder1", x=7, y=5, target=BLUE)
    stats = one_move(ENGINE, state, YELLOW, whistle)
    assert stats.seats == [{"whistles-blown": 1}, {figure: 1}]


def test_the_chaplain_freeing_a_prisoner_counts_for_him() -> None:
    state = build(
        bunks=TWO,
        hands={YELLOW: [3, 6], BLUE: [9, 10]},
        shackles={BLUE: 12},
        pos={BLUE: (6, 6)},
        npcs={"warder1": (6, 6), "chaplain": (7, 5)},
    )
    whistle = Whistle(tile=3, npc="chaplain", x=6, y=6, target=BLUE)
    stats = one_move(ENGINE, state, YELLOW, whistle)
    assert stats.seats == [{"whistles-blown": 1}, {"times-unshackled": 1}]
    assert stats.table == {}  # the chaplain calls no roll


#: a move: the board, where from, the tile, where to, the passage crossed, how many, the rooms
MOVES = [
    (TWO_BOARD, (7, 5), 19, (6, 5), "doors", 1, 1),  # purple key: the bunk's inner door
    (GOLD_KEY_BOARD, (9, 5), 13, (8, 6), "doors", 2, 2),  # gold key: two doors in a row
    (TWO_BOARD, (6, 6), 20, (6, 5), "windows", 1, 1),  # purple file: yellow's bunk window
    (TWO_BOARD, (6, 6), 17, (7, 5), "archways", 1, 1),  # purple shoe: the start's archway
    (SPOON_BOARD, (6, 6), 18, (6, 3), "tunnels", 1, 3),  # spoon: to the yard, 3 steps under
    (TWO_BOARD, (6, 6), 5, (6, 5), "windows", 1, 1),  # shamrock as a file
    (SPOON_BOARD, (6, 6), 5, (9, 6), "tunnels", 1, 2),  # shamrock as a spoon, to a bunk
]


@pytest.mark.parametrize(("board", "start", "tool", "dest", "passage", "crossed", "rooms"), MOVES)
def test_a_move_counts_its_passages_and_rooms(
    board: dict[str, Any],
    start: tuple[int, int],
    tool: int,
    dest: tuple[int, int],
    passage: str,
    crossed: int,
    rooms: int,
) -> None:
    state = build(**board, hands={YELLOW: [tool, 6]}, pos={YELLOW: start})
    stats = one_move(ENGINE, state, YELLOW, Move(tile=tool, x=dest[0], y=dest[1]))
    played_as = "shamrocks-played" if tile(tool).item == "shamrock" else "tools-played"
    assert stats.seats[YELLOW] == {
        played_as: 1,
        f"{passage}-traversed": crossed,
        "rooms-moved": rooms,
    }
    assert not any(stats.seats[1:]) and stats.table == {}


def test_items_into_the_inventory_count_by_kind() -> None:
    # the Governor's poster: bunk -> stamps; yellow in his bunk finds the stamp 6
    state = build(bunks=TWO, hands={YELLOW: [6, 4, 10]}, pos={YELLOW: (6, 5)})
    assert one_move(ENGINE, state, YELLOW, Stash(tile=6)).seats[YELLOW] == {"contraband-found": 1}
    # in the warders' quarters with the chaplain: two stamps buy a gold key, one a purple shoe
    state = build(
        bunks=TWO,
        hands={YELLOW: [13, 17, 5]},
        inventories={YELLOW: [6, 9]},
        pos={YELLOW: (7, 5)},
        npcs={"warder1": (6, 6), "chaplain": (7, 5)},
    )
    for bought, paid, figure in [(13, [6, 9], "tools-acquired"), (5, [6, 9], "shamrocks-acquired")]:
        stats = one_move(ENGINE, state, YELLOW, Stash(tile=bought, pay=paid))
        assert stats.seats[YELLOW] == {figure: 1}


@pytest.mark.parametrize(
    ("inventory", "tools", "figures"),
    [
        ([19, 21], [19, 21], {"escaped": 1}),
        ([5, 30, 17], [5, 30], {"escaped": 1, "shamrocks-played": 2}),
    ],
)
def test_an_escape_counts_for_the_seat_and_the_table(
    inventory: list[int], tools: list[int], figures: dict[str, int]
) -> None:
    stats = one_move(ENGINE, _at_forest(inventory, night=False), YELLOW, Escape(tools=tools))
    assert stats.seats == [figures, {}]
    assert stats.table == {"escapes": 1, "turns": 1}


def test_drawing_counts_the_governor_tile_and_the_stack_tiles_apart() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3, 6]}, governor=[9, 10, 11], phase="draw")
    stats = one_move(ENGINE, state, YELLOW, Draw(governor=10))
    assert stats.seats[YELLOW] == {"tiles-from-governor": 1, "tiles-drawn": 2}


def test_the_reshuffle_is_counted_for_the_table() -> None:
    state = build(bunks=TWO, hands={YELLOW: [3]}, phase="draw", stack=[4], discards=[9, 10, 11])
    state.prisoners[BLUE].hand = [t for t in room_tile_ids(2) if t not in {3, 4, 9, 10, 11}][:5]
    stats = one_move(ENGINE, state, YELLOW, Draw())
    assert stats.table == {"reshuffles": 1, "turns": 1}
    assert stats.seats[YELLOW] == {"tiles-drawn": 4}


# -- seeded games --------------------------------------------------------------------------------

GAMES = [(2, 1), (2, 2), (4, 1), (4, 3)]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_figures_agree_with_the_moves_and_the_last_position(players: int, seed: int) -> None:
    setup, moves, final = played("fled", players, seed)
    stats = ENGINE.statistics(setup, moves)
    acts: list[Counter[str]] = [Counter() for _ in range(players)]
    for seat, action in moves:
        acts[seat][action.type] += 1
        if isinstance(action, Move):
            acts[seat]["shamrock-move" if tile(action.tile).item == "shamrock" else "tool"] += 1
        if isinstance(action, Draw) and action.governor is not None:
            acts[seat]["governor"] += 1
    for seat, (counts, did, me) in enumerate(zip(stats.seats, acts, final.prisoners, strict=True)):
        assert counts.get("tiles-added", 0) == did["place"]
        assert counts.get("items-surrendered", 0) == did["surrender"]
        assert counts.get("whistles-blown", 0) == did["whistle"]
        assert counts.get("tools-played", 0) == did["tool"]
        assert counts.get("tiles-from-governor", 0) == did["governor"]
        bought = ("contraband-found", "tools-acquired", "shamrocks-acquired")
        assert sum(counts.get(k, 0) for k in bought) == did["stash"]
        assert counts.get("escaped", 0) == (seat in final.escapes) == did["escape"]
        # every tile into and out of the hand: drawn, added, surrendered, discarded, stashed,
        # and one for each shackling
        taken = HAND_SIZE + counts.get("tiles-drawn", 0) + did["governor"]
        given = did["place"] + did["surrender"] + did["move"] + did["whistle"] + did["stash"]
        assert len(me.hand) == taken - given - counts.get("times-shackled", 0), seat
        passages = ("doors", "windows", "archways", "tunnels")
        crossed = sum(counts.get(f"{p}-traversed", 0) for p in passages)
        assert did["move"] <= crossed <= counts.get("rooms-moved", 0)
    assert stats.table.get("escapes", 0) == len(final.escapes)
    placed = len(final.placed) - 1 - players  # the start and the bunks are not added
    assert stats.table.get("tiles-placed", 0) == placed
    assert sum(s.get("tiles-added", 0) for s in stats.seats) == placed
    assert stats.table["turns"] == final.turns
    assert stats.table.get("hard-labour", 0) == final.hard_labor
    moons = [p.tile for p in final.placed if tile(p.tile).adds is not None]
    assert stats.table.get("moon-tiles", 0) == len(moons)
    assert START_ID not in moons


@pytest.mark.parametrize(("players", "seed"), GAMES[:3])
def test_the_figures_do_not_change_when_what_a_seat_cannot_see_is_drawn_anew(
    players: int, seed: int
) -> None:
    setup, moves, _ = played("fled", players, seed)
    stats = ENGINE.statistics(setup, moves)
    for seat in range(players):
        assert redrawn(ENGINE, setup, moves, seat, Rng(s=seed + seat)) == stats, seat
