"""What a Fled position tells the rules: its board, day or night, the posters, reaches, scores
(rules 2.5-2.20). Shared by the engine, the computer player and the renderer."""

from __future__ import annotations

from rules.fled.board import Board, Cell, board_for
from rules.fled.models import FledState, Prisoner
from rules.fled.tiles import roll_call_posters, scroll_vp, tile, tile_vp

TOOLS = ("key", "file", "shoe")


def board_of(state: FledState) -> Board:
    """The board of a state (derived, cached, shared with its copies; see ``board_for``)."""
    return board_for(state.placed)


def is_night(state: FledState) -> bool:
    """Rule 2.5: night while the whistle charm sits on the roll-call tile with the open window."""
    return state.whistle == state.open_window


def posters(state: FledState) -> tuple[str, ...]:
    """The room posters on the tile under the whistle charm."""
    if state.whistle == 4:
        return roll_call_posters()[4]
    return roll_call_posters()[state.roll_call[state.whistle]]


def capacity(inventory: list[int]) -> int:
    """Rule 2.16: three tiles, four while a shamrock is in the inventory."""
    return 4 if any(tile(t).item == "shamrock" for t in inventory) else 3


def standing(p: Prisoner) -> tuple[int, int]:
    """Rule 2.20: the score (inventory scrolls, +5 for an escape, -1 for a shackle) and the
    tie-break (the best scroll held, the escape counting 5; a shackled baseline is -1)."""
    vp = scroll_vp()
    held = [tile_vp(t) for t in p.inventory]
    total = sum(held)
    if p.escaped:
        held.append(vp["escape"])
        total += vp["escape"]
    if p.shackle:
        total += vp["shackle"]
    least = -1 if p.shackle else 0
    return total, max(least, *held) if held else least


def score(p: Prisoner) -> int:
    return standing(p)[0]


def tie_break(p: Prisoner) -> int:
    return standing(p)[1]


def ranks(prisoners: list[Prisoner]) -> list[int]:
    """Rule 2.20: each seat's place by score, ties broken by the best scroll (a place shared
    when still tied); the winners are the seats ranked 1."""
    keys = [standing(p) for p in prisoners]
    return [1 + sum(1 for other in keys if other > mine) for mine in keys]


def escape_value(tile_id: int, tool: str) -> int:
    """What an inventory tile counts towards a parchment (rule 2.15)."""
    t = tile(tile_id)
    if t.item == "shamrock":
        return 1
    if t.item == tool:
        return 2 if t.scroll == "gold" else 1
    return 0


def destinations(board: Board, pos: Cell, tile_id: int) -> set[Cell]:
    """Rooms a tool tile moves the pawn to (rules 2.7-2.10); empty for other tiles."""
    t = tile(tile_id)
    steps = 2 if t.scroll == "gold" else 1
    if t.item in ("key", "file", "shoe"):
        return board.tool_reach(pos, t.item, steps)
    if t.item == "spoon":
        return board.spoon_reach(pos, 3 * steps)
    if t.item == "shamrock":  # one step of any tool, or a short tunnel
        return board.spoon_reach(pos, 3) | board.reach_by(pos, TOOLS, 1)
    return set()


def bunk_cell(state: FledState, seat: int) -> Cell:
    bunk = state.prisoners[seat].bunk
    for p in state.placed:
        if p.tile == bunk:
            return (p.x, p.y)
    raise ValueError(f"the bunk of seat {seat} is not placed")
