"""Every legal action of a Fled position (rules 2.1-2.16), listed in a fixed order.

The actions are built without validation (``rules.core.trusted``): the values come from the
engine itself, and a position offers up to hundreds of them.
"""

from __future__ import annotations

from itertools import combinations
from operator import itemgetter
from typing import Any

from rules.core import trusted, trusted_many
from rules.fled.board import Board, Cell
from rules.fled.models import (
    NPCS,
    Draw,
    Escape,
    FledAction,
    FledState,
    Move,
    PlaceBunk,
    PlaceTile,
    Stash,
    Surrender,
    Whistle,
)
from rules.fled.queries import board_of, capacity, destinations, escape_value, is_night, posters
from rules.fled.tiles import QUARTERS, room_info, tile, trade_cost

# the fields each listed action was given (what ``model_construct`` records as set)
_PLACE_GIVEN = frozenset({"tile", "x", "y", "tail"})
_MOVE_GIVEN = frozenset({"tile", "x", "y"})
_WHISTLE_GIVEN = frozenset({"tile", "npc", "x", "y", "target"})

#: reading order of cells: row by row, then left to right
_reading = itemgetter(1, 0)


def _surrender(tile_id: int) -> Surrender:
    return trusted(Surrender, {"type": "surrender", "tile": tile_id}, {"tile"})


def legal_actions(state: FledState, seat: int) -> list[FledAction]:
    board = board_of(state)
    if state.phase == "bunks":
        return [
            trusted(
                PlaceBunk, {"type": "bunk", "x": h[0], "y": h[1], "tail": d}, {"x", "y", "tail"}
            )
            for h, d in board.bunk_placements(board.room_cells((6, 6)))
        ]
    found: list[FledAction] = []
    if state.phase == "place":
        found += _step1_actions(state, board)
    elif state.phase == "play":
        found += _step2_actions(state, board, seat)
    elif state.phase == "draw":
        found.append(Draw())
        found += [Draw(governor=t) for t in state.governor]
    found += [
        trusted(Escape, {"type": "escape", "tools": list(ts)}, {"tools"})
        for ts in escapes(state, board, seat)
    ]
    return found


def _step1_actions(state: FledState, board: Board) -> list[FledAction]:
    hand = state.prisoners[state.current].hand
    options = placements(board, hand)
    if options:
        # built without validation: the values come from the engine itself, and a position
        # offers up to hundreds of placements
        return trusted_many(
            PlaceTile,
            _PLACE_GIVEN,
            [{"type": "place", "tile": t, "x": h[0], "y": h[1], "tail": d} for t, h, d in options],
        )
    return [_surrender(t) for t in hand]


def placements(board: Board, hand: list[int]) -> list[tuple[int, Cell, Any]]:
    """Rule 2.3: only gold tiles when one of them fits somewhere."""
    gold = [t for t in hand if tile(t).scroll == "gold"]
    for group in (gold, [t for t in hand if t not in gold]):
        found = [(t, h, d) for t in group for h, d in board.placements(t)]
        if found:
            return found
    return []


def _step2_actions(state: FledState, board: Board, seat: int) -> list[FledAction]:
    me = state.prisoners[seat]
    found: list[FledAction] = []
    if not me.solitary and me.pos is not None:
        rooms: dict[tuple[str | None, str | None], list[Cell]] = {}
        for t in me.hand:
            info = tile(t)
            kind = (info.item, info.scroll)  # tiles alike move alike
            cells = rooms.get(kind)
            if cells is None:
                cells = sorted(destinations(board, me.pos, t), key=_reading)
                rooms[kind] = cells
            found += trusted_many(
                Move,
                _MOVE_GIVEN,
                [{"type": "move", "tile": t, "x": cell[0], "y": cell[1]} for cell in cells],
            )
    whistles = [t for t in me.hand if tile(t).item in ("whistle", "shamrock")]
    if whistles:
        choices = _whistle_choices(state, board)
        for t in whistles:
            found += trusted_many(
                Whistle,
                _WHISTLE_GIVEN,
                [
                    {"type": "whistle", "tile": t, "npc": npc, "x": x, "y": y, "target": seat}
                    for npc, x, y, seat in choices
                ],
            )
    found += [_surrender(t) for t in me.hand]
    for t in me.hand:
        found += [
            trusted(Stash, {"type": "stash", "tile": t, "pay": list(pay)}, {"tile", "pay"})
            for pay in stash_payments(state, board, t)
        ]
    return found


def _whistle_choices(state: FledState, board: Board) -> list[tuple[Any, int, int, int | None]]:
    """(NPC, room x, room y, target) of every whistle play, the same for any whistle tile:
    each NPC's reach is searched once per position, not once per tile."""
    here: dict[Cell, list[int]] = {}
    for seat, p in enumerate(state.prisoners):
        if p.pos is not None and not p.solitary and not p.escaped:
            here.setdefault(p.pos, []).append(seat)
    found: list[tuple[Any, int, int, int | None]] = []
    for npc in NPCS:
        start = state.npcs.get(npc)
        if start is None:
            continue
        for room in sorted(board.warder_reach(start), key=_reading):
            x, y = room
            found.append((npc, x, y, None))
            found += [(npc, x, y, seat) for seat in here.get(room, ())]
    return found


def targets(state: FledState, room: Cell) -> list[int]:
    """Prisoners a whistle may target in ``room``: never one in the hole or escaped."""
    return [
        seat
        for seat, p in enumerate(state.prisoners)
        if p.pos == room and not p.solitary and not p.escaped
    ]


def stash_payments(state: FledState, board: Board, tile_id: int) -> list[tuple[int, ...]]:
    """Rules 2.14 and 2.16: the contraband payments that let ``tile_id`` into the inventory."""
    me = state.prisoners[state.current]
    if me.solitary or me.pos is None or me.escaped:
        return []
    t = tile(tile_id)
    kind = board.room_type(me.pos)
    if t.item_class == "contraband":
        found_here = kind in posters(state) and room_info()[kind or ""][0] == t.item
        if found_here and len(me.inventory) < capacity(me.inventory):
            return [()]
        return []
    if t.scroll not in ("purple", "gold", "green"):
        return []
    chaplain = state.npcs.get("chaplain")
    if kind != QUARTERS and chaplain != me.pos:
        return []
    contraband = [i for i in me.inventory if tile(i).item_class == "contraband"]
    payments = []
    for pay in combinations(contraband, trade_cost(tile_id)):
        after = [i for i in me.inventory if i not in pay] + [tile_id]
        if len(after) <= capacity(after):
            payments.append(tuple(sorted(pay)))
    return payments


def escapes(state: FledState, board: Board, seat: int) -> list[tuple[int, ...]]:
    """Rule 2.15: minimal sets of inventory tools that pay the parchment from here."""
    me = state.prisoners[seat]
    if me.pos is None or me.escaped or me.solitary:
        return []
    spot = board.cells.get(me.pos)
    if spot is None or not spot.tile.is_forest or spot.is_head:
        return []
    tool = spot.tile.parchment or ""
    need = 1 if is_night(state) else 2
    useful = [t for t in me.inventory if escape_value(t, tool) > 0]
    found = []
    for size in range(1, len(useful) + 1):
        for combo in combinations(useful, size):
            values = [escape_value(t, tool) for t in combo]
            if sum(values) >= need and all(sum(values) - v < need for v in values):
                found.append(tuple(sorted(combo)))
    return sorted(set(found))
