"""The engine's fast paths against straightforward references, on random positions.

The engine answers placement questions on bitboards, follows cached room-to-room edges for the
reach searches, lists the whistle plays once per position for every whistle tile, builds the
actions it lists without validation, reuses boards between a state and its copies, and copies
states by hand. Each test here recomputes what the engine offers the slow and obvious way (every
cell and direction tried, breadth-first searches cell by cell over the walls as printed) and
checks the same actions come out, in the same order, from a state as a game left it and from the
same state read back from JSON. Then: ``apply`` never changes its input, the copies share nothing
that can change, and a board follows its state when the tile list is changed by hand.
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Iterator
from itertools import combinations
from typing import Any

import pytest

from rules.core import IllegalAction, Rng
from rules.fled.board import HEIGHT, WIDTH, Board, Cell, board_for, clear_caches, in_frame, on_ring
from rules.fled.models import (
    NPCS,
    Draw,
    Escape,
    FledState,
    Move,
    Placed,
    PlaceTile,
    Stash,
    Surrender,
    Whistle,
)
from rules.fled.queries import board_of, destinations, is_night, posters
from rules.fled.tiles import (
    DIRS,
    FOREST,
    OPPOSITE,
    QUARTERS,
    STEP,
    all_tiles,
    room_info,
    tile,
    trade_cost,
)
from tests.rules.fled.support import ENGINE

# -- the references: the rules read literally, cell by cell -------------------------------------


def _next(cell: Cell, side: str) -> Cell:
    return cell[0] + STEP[side][0], cell[1] + STEP[side][1]


def ref_fits(board: Board, tile_id: int, head: Cell, tail: str) -> bool:
    """Rules 2.1-2.2: both cells free in the frame, tail off the ring, head on the ring iff a
    forest, one half next to its room type, no door facing a window (a forest half exempt)."""
    t = tile(tile_id)
    tail_cell = _next(head, tail)
    if not (in_frame(head) and in_frame(tail_cell)):
        return False
    if head in board.cells or tail_cell in board.cells:
        return False
    if on_ring(tail_cell) or on_ring(head) != t.is_forest:
        return False
    matched = False
    for cell, is_head in ((head, True), (tail_cell, False)):
        half = t.half(is_head)
        for side in DIRS:
            other = board.cells.get(_next(cell, side))
            if other is None:
                continue
            matched = matched or other.room == half.room
            if half.room == FOREST:
                continue
            mine = t.wall(is_head, tail, side)
            theirs = other.walls[OPPOSITE[side]]
            if {mine, theirs} == {"door", "window"}:
                return False
    return matched


def ref_placements(board: Board, tile_id: int) -> list[tuple[Cell, str]]:
    return [
        ((x, y), d)
        for y in range(HEIGHT)
        for x in range(WIDTH)
        for d in DIRS
        if ref_fits(board, tile_id, (x, y), d)
    ]


def ref_room(board: Board, cell: Cell) -> Cell:
    spot = board.cells[cell]
    return spot.head_cell if spot.tile.single_room else cell


def ref_crossing(board: Board, cell: Cell, side: str) -> str | None:
    """Rule 2.7, straight from the two facing walls."""
    here, there = board.cells.get(cell), board.cells.get(_next(cell, side))
    if here is None or there is None or FOREST in (here.room, there.room):
        return None
    walls = {here.walls[side], there.walls[OPPOSITE[side]]}
    if walls == {"open"}:
        return "free"
    if walls & {"escape", "open"}:
        return None
    if "door" in walls:
        return "key"
    if "window" in walls:
        return "file"
    return "shoe"


def ref_cell_search(board: Board, start: Cell, cost: Any, most: int) -> dict[Cell, int]:
    """Shortest distances (0-1 breadth first over cells) of the rooms within ``most``:
    ``cost(cell, side)`` is 0, 1 or None (no way through)."""
    origin = ref_room(board, start)
    dist = {origin: 0}
    queue = deque([origin])
    while queue:
        cell = queue.popleft()
        for side in DIRS:
            step_cost = cost(cell, side)
            nxt = _next(cell, side)
            if step_cost is None or nxt not in board.cells:
                continue
            d = dist[cell] + step_cost
            if d <= most and d < dist.get(nxt, most + 1):
                dist[nxt] = d
                if step_cost == 0:
                    queue.appendleft(nxt)
                else:
                    queue.append(nxt)
    rooms: dict[Cell, int] = {}
    for cell, d in dist.items():
        room = ref_room(board, cell)
        rooms[room] = min(d, rooms.get(room, d))
    return rooms


def ref_walk(board: Board, start: Cell, tools: set[str], most: int) -> dict[Cell, int]:
    def cost(cell: Cell, side: str) -> int | None:
        kind = ref_crossing(board, cell, side)
        if kind == "free":
            return 0
        return 1 if kind in tools else None

    return ref_cell_search(board, start, cost, most)


def ref_spoon(board: Board, start: Cell, most: int) -> set[Cell]:
    """Rule 2.9: orthogonal steps over any placed tiles, tunnel rooms at both ends."""
    if not room_info()[board.cells[start].room][1]:
        return set()

    def cost(cell: Cell, side: str) -> int | None:
        nxt = _next(cell, side)
        if nxt not in board.cells:
            return None
        return 0 if ref_room(board, nxt) == ref_room(board, cell) else 1

    found = ref_cell_search(board, start, cost, most)
    tunnels = {r for r in found if room_info()[board.cells[r].room][1]}
    return tunnels - {ref_room(board, start)}


def ref_destinations(board: Board, pos: Cell, tile_id: int) -> set[Cell]:
    t = tile(tile_id)
    steps = 2 if t.scroll == "gold" else 1
    if t.item in ("key", "file", "shoe"):
        return {r for r, d in ref_walk(board, pos, {t.item}, steps).items() if d >= 1}
    if t.item == "spoon":
        return ref_spoon(board, pos, 3 * steps)
    if t.item == "shamrock":
        walk = ref_walk(board, pos, {"key", "file", "shoe"}, 1)
        return ref_spoon(board, pos, 3) | {r for r, d in walk.items() if d >= 1}
    return set()


def ref_stash(state: FledState, board: Board, tile_id: int) -> list[list[int]]:
    me = state.prisoners[state.current]
    if me.solitary or me.pos is None or me.escaped:
        return []
    t = tile(tile_id)
    kind = board.cells[me.pos].room
    cap = 4 if any(tile(i).item == "shamrock" for i in me.inventory) else 3
    if t.item_class == "contraband":
        ok = kind in posters(state) and room_info()[kind][0] == t.item
        return [[]] if ok and len(me.inventory) < cap else []
    if t.scroll not in ("purple", "gold", "green"):
        return []
    if kind != QUARTERS and state.npcs.get("chaplain") != me.pos:
        return []
    contraband = [i for i in me.inventory if tile(i).item_class == "contraband"]
    found = []
    for pay in combinations(contraband, trade_cost(tile_id)):
        after = [i for i in me.inventory if i not in pay] + [tile_id]
        if len(after) <= (4 if any(tile(i).item == "shamrock" for i in after) else 3):
            found.append(sorted(pay))
    return found


def ref_escapes(state: FledState, board: Board, seat: int) -> list[list[int]]:
    me = state.prisoners[seat]
    if me.pos is None or me.escaped or me.solitary:
        return []
    spot = board.cells[me.pos]
    if not spot.tile.is_forest or spot.is_head:
        return []
    tool = spot.tile.parchment

    def value(t: int) -> int:
        info = tile(t)
        if info.item == "shamrock":
            return 1
        return (2 if info.scroll == "gold" else 1) if info.item == tool else 0

    need = 1 if is_night(state) else 2
    useful = [t for t in me.inventory if value(t) > 0]
    found = set()
    for size in range(1, len(useful) + 1):
        for combo in combinations(useful, size):
            values = [value(t) for t in combo]
            if sum(values) >= need and all(sum(values) - v < need for v in values):
                found.add(tuple(sorted(combo)))
    return [list(c) for c in sorted(found)]


def ref_legal(state: FledState, seat: int) -> list[dict[str, Any]]:
    """Every legal action in the placement, play and draw steps, as JSON, in the engine's
    order: placements (gold first) or surrenders; moves, whistles, surrenders, stashes; draws;
    then escapes."""
    board = Board((p.tile, p.x, p.y, p.tail) for p in state.placed)  # a board of its own
    me = state.prisoners[seat]
    out: list[Any] = []
    if state.phase == "place":
        gold = [t for t in me.hand if tile(t).scroll == "gold"]
        for group in (gold, [t for t in me.hand if t not in gold]):
            out = [
                PlaceTile(tile=t, x=h[0], y=h[1], tail=d)
                for t in group
                for h, d in ref_placements(board, t)
            ]
            if out:
                break
        if not out:
            out = [Surrender(tile=t) for t in me.hand]
    elif state.phase == "play":
        if not me.solitary and me.pos is not None:
            for t in me.hand:
                for x, y in sorted(ref_destinations(board, me.pos, t), key=lambda c: (c[1], c[0])):
                    out.append(Move(tile=t, x=x, y=y))
        for t in me.hand:
            if tile(t).item not in ("whistle", "shamrock"):
                continue
            for npc in NPCS:
                if npc not in state.npcs:
                    continue
                reach = ref_walk(board, state.npcs[npc], {"key", "shoe"}, 3)
                for x, y in sorted(reach, key=lambda c: (c[1], c[0])):
                    targets = [
                        i
                        for i, p in enumerate(state.prisoners)
                        if p.pos == (x, y) and not p.solitary and not p.escaped
                    ]
                    for target in [None, *targets]:
                        out.append(Whistle(tile=t, npc=npc, x=x, y=y, target=target))
        out += [Surrender(tile=t) for t in me.hand]
        for t in me.hand:
            out += [Stash(tile=t, pay=pay) for pay in ref_stash(state, board, t)]
    elif state.phase == "draw":
        out = [Draw(), *(Draw(governor=t) for t in state.governor)]
    out += [Escape(tools=tools) for tools in ref_escapes(state, board, seat)]
    return [a.model_dump(mode="json") for a in out]


# -- positions -----------------------------------------------------------------------------------


def positions(players: int, seed: int, *, computer: bool) -> Iterator[FledState]:
    """Every position of one game, random or between computer players."""
    state = ENGINE.setup(players, seed=seed)
    rng = Rng(s=seed * 13 + players)
    while ENGINE.outcome(state) is None:
        yield state
        seat = ENGINE.to_act(state)[0]
        if computer:
            action = ENGINE.bot_action(state, seat, rng)
        else:
            action = rng.choice(ENGINE.legal_actions(state, seat))
        state, _ = ENGINE.apply(state, seat, action)


GAMES = [(2, 1, False), (3, 2, False), (4, 3, False), (2, 4, True), (4, 5, True)]


@pytest.mark.parametrize(("players", "seed", "computer"), GAMES)
def test_legal_actions_match_the_reference_in_game_and_cold(
    players: int, seed: int, computer: bool
) -> None:
    for i, state in enumerate(positions(players, seed, computer=computer)):
        if state.phase == "bunks" or (state.phase == "place" and i % 3):
            continue  # the brute-force placements are slow: a third of the placement steps
        seat = state.current
        expected = ref_legal(state, seat)
        in_game = [a.model_dump(mode="json") for a in ENGINE.legal_actions(state, seat)]
        assert in_game == expected, (players, seed, i, state.phase)
        # read back from JSON: new ``Placed`` entries, so a board built from scratch (the game's
        # own boards stay cached: the next position's is built from this one's, tile by tile)
        cold = ENGINE.load_state(state.model_dump_json())
        assert [a.model_dump(mode="json") for a in ENGINE.legal_actions(cold, seat)] == expected


#: one tile of each kind that moves a pawn: key, file, shoe, spoon, plain and gold, shamrock
MOVERS = sorted(
    {
        (t.item, t.scroll): t.id
        for t in all_tiles().values()
        if t.item_class in ("tool", "shamrock")
    }.values()
)


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (4, 12)])
def test_board_questions_match_the_reference(players: int, seed: int) -> None:
    """Every tile's placements and ``fits`` on every cell, and the reach of every tool and of
    the warders from every third room, on boards built tile by tile and from scratch."""
    places = [s for s in positions(players, seed, computer=True) if s.phase == "place"]
    assert len(places) >= 12
    for i, state in enumerate(places[::4]):
        for board in (board_of(state), Board((p.tile, p.x, p.y, p.tail) for p in state.placed)):
            for t in all_tiles():
                expected = ref_placements(board, t)
                assert board.placements(t) == expected, (t, i)
                fits = [
                    ((x, y), d)
                    for y in range(-1, HEIGHT + 1)
                    for x in range(-1, WIDTH + 1)
                    for d in DIRS
                    if board.fits(t, (x, y), d)
                ]
                assert fits == expected
            for cell in list(board.cells)[::3]:
                assert board.warder_reach(cell) == ref_walk(board, cell, {"key", "shoe"}, 3)
                assert board.spoon_reach(cell, 6) == ref_spoon(board, cell, 6)
                for t in MOVERS:
                    assert destinations(board, cell, t) == ref_destinations(board, cell, t)


def test_listed_actions_are_what_validation_builds() -> None:
    """Actions built without validation equal their validated selves, dump the same, parse
    back, and record the fields they were given as ``model_construct`` would."""
    for state in positions(3, 21, computer=False):
        for action in ENGINE.legal_actions(state, state.current):
            data = action.model_dump(mode="json")
            again = ENGINE.parse_action(data)
            assert again == action and type(again) is type(action)
            assert type(action).model_validate(action.model_dump()) == action
            assert action.model_dump_json() == again.model_dump_json()
            assert action.__pydantic_extra__ is None and action.__pydantic_private__ is None
            given = set(type(action).model_fields) - {"type"}
            if isinstance(action, Draw):
                given = set() if action.governor is None else {"governor"}
                assert action.model_fields_set == given
            else:
                assert action.model_fields_set == given
            assert action.model_copy() == action


@pytest.mark.parametrize(("players", "seed"), [(2, 31), (4, 32)])
def test_apply_never_changes_its_input(players: int, seed: int) -> None:
    """Every legal action (and a refused one) applied to every few positions: the position's
    JSON, its legal actions and its board stay as they were."""
    for i, state in enumerate(positions(players, seed, computer=False)):
        if i % 4:
            continue
        seat = state.current
        before = state.model_dump_json()
        legal = ENGINE.legal_actions(state, seat)
        listed = [a.model_dump(mode="json") for a in legal]
        cells = dict(board_of(state).cells)
        for action in legal:
            after, _ = ENGINE.apply(state, seat, action)
            assert after is not state
            assert state.model_dump_json() == before
        with pytest.raises(IllegalAction):
            ENGINE.apply(state, seat, Surrender(tile=-1))
        assert state.model_dump_json() == before
        assert [a.model_dump(mode="json") for a in ENGINE.legal_actions(state, seat)] == listed
        assert board_of(state).cells == cells


def test_state_copies_share_nothing_that_changes() -> None:
    state = list(positions(4, 41, computer=True))[60]
    before = state.model_dump_json()
    for twin in (state.model_copy(deep=True), copy.deepcopy(state)):
        assert twin == state and twin.model_dump_json() == before
        assert twin.model_fields_set == state.model_fields_set
        twin.rng.next_u64()
        twin.phase = "over"
        for p in twin.prisoners:
            p.hand.append(99)
            p.inventory.clear()
            p.pos = (0, 0)
        for name in ("placed", "stack", "discards", "governor", "roll_call", "escapes"):
            getattr(twin, name).append(getattr(twin, name)[0] if getattr(twin, name) else 1)
        twin.npcs["chaplain"] = (1, 1)
        assert state.model_dump_json() == before
    assert FledState.model_validate_json(before) == state


def test_a_board_follows_its_tile_list() -> None:
    """Boards are cached by the identity of the ``Placed`` entries: a tile list changed by hand
    (as tests and tools do) gets its own board, and an emptied cache changes nothing."""
    state = list(positions(2, 51, computer=True))[50]
    board = board_of(state)
    assert board_of(state.model_copy(deep=True)) is board  # copies share the entries
    fits = board.placements(45)
    assert fits
    (x, y), d = fits[0]
    state.placed.append(Placed(tile=45, x=x, y=y, tail=d))
    grown = board_of(state)
    assert grown is not board and (x, y) in grown.cells and (x, y) not in board.cells
    assert grown.placements(45) == ref_placements(grown, 45)
    state.placed[-1] = Placed(tile=45, x=x, y=y, tail=d)  # equal, but a new entry
    assert board_of(state) is not grown and board_of(state).cells == grown.cells
    state.placed.pop()
    state.placed.pop()
    rebuilt = Board((p.tile, p.x, p.y, p.tail) for p in state.placed)
    assert board_for(state.placed).cells == rebuilt.cells
    clear_caches()
    assert board_of(state).cells == rebuilt.cells
    assert board_of(state).placements(45) == ref_placements(rebuilt, 45)
