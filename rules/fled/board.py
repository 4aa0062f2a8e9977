"""The prison as a grid: where tiles may go, which walls a tool crosses, how far pieces reach.

Cells are ``(x, y)`` on the fixed 14 × 13 frame (x to the right, y downwards); the forest ring is
the outer border. A single-room tile is one room: its cells are named by its head cell.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

from rules.fled.tiles import DIRS, FOREST, OPPOSITE, STEP, Dir, Half, Tile, frame, room_info, tile

Cell = tuple[int, int]


@dataclass(frozen=True)
class Spot:
    """What covers one cell: which tile, which half, and how the tile is turned."""

    tile: Tile
    is_head: bool
    tail: Dir
    head_cell: Cell
    room: str
    walls: dict[str, str]  # side -> wall, as the tile lies


def step(cell: Cell, side: str) -> Cell:
    dx, dy = STEP[side]
    return cell[0] + dx, cell[1] + dy


WIDTH, HEIGHT = frame()


def in_frame(cell: Cell) -> bool:
    return 0 <= cell[0] < WIDTH and 0 <= cell[1] < HEIGHT


def on_ring(cell: Cell) -> bool:
    return cell[0] in (0, WIDTH - 1) or cell[1] in (0, HEIGHT - 1)


@cache
def turned_walls(tile_id: int, is_head: bool, tail: Dir) -> dict[str, str]:
    """The four walls of one half once its tile lies with the tail towards ``tail``."""
    t = tile(tile_id)
    return {side: t.wall(is_head, tail, side) for side in DIRS}


@lru_cache(maxsize=256)
def board_from(placed: tuple[tuple[int, int, int, Dir], ...]) -> Board:
    """Boards are rebuilt from the state's tile list; consecutive positions share one."""
    return Board(placed)


#: the tool a wall needs (key / file / shoe), "free" inside a single-room tile
Crossing = str


class Board:
    """A read-only index over the placed tiles (built per call; the state keeps only the list)."""

    def __init__(self, placed: Iterable[tuple[int, int, int, Dir]]) -> None:
        self.cells: dict[Cell, Spot] = {}
        self._placements: dict[tuple[Half, Half], list[tuple[Cell, Dir]]] = {}
        self._beside: dict[str, set[Cell]] | None = None
        self._reach: dict[tuple[Cell, tuple[str, ...], int], dict[Cell, int]] = {}
        for tile_id, x, y, tail in placed:
            self.add(tile_id, (x, y), tail)

    def add(self, tile_id: int, head: Cell, tail: Dir) -> None:
        t = tile(tile_id)
        for cell, is_head in ((head, True), (step(head, tail), False)):
            walls = turned_walls(tile_id, is_head, tail)
            self.cells[cell] = Spot(t, is_head, tail, head, t.half(is_head).room, walls)
        self._placements.clear()
        self._reach.clear()
        self._beside = None

    # -- rooms ------------------------------------------------------------------------------

    def room_type(self, cell: Cell) -> str | None:
        spot = self.cells.get(cell)
        return None if spot is None else spot.room

    def room_of(self, cell: Cell) -> Cell:
        """The name of the room covering ``cell``: the head cell for a single-room tile."""
        spot = self.cells[cell]
        return spot.head_cell if spot.tile.single_room else cell

    def room_cells(self, room: Cell) -> list[Cell]:
        spot = self.cells[room]
        if spot.tile.single_room:
            return [spot.head_cell, step(spot.head_cell, spot.tail)]
        return [room]

    def has_tunnel(self, cell: Cell) -> bool:
        kind = self.room_type(cell)
        return kind is not None and room_info()[kind][1]

    def wall(self, cell: Cell, side: str) -> str:
        spot = self.cells.get(cell)
        if spot is None:
            return "none"
        return spot.walls[side]

    def crossing(self, cell: Cell, side: str) -> Crossing | None:
        """The tool needed to go from ``cell`` through its ``side`` (None: impassable)."""
        other = step(cell, side)
        if other not in self.cells or self.room_type(cell) == FOREST:
            return None
        if self.room_type(other) == FOREST:
            return None
        mine, theirs = self.wall(cell, side), self.wall(other, OPPOSITE[side])
        if mine == "open" and theirs == "open":
            return "free"
        if "escape" in (mine, theirs) or "open" in (mine, theirs):
            return None
        if "door" in (mine, theirs):
            return "key"
        if "window" in (mine, theirs):
            return "file"
        return "shoe"

    # -- reach ------------------------------------------------------------------------------

    def _room_steps(self, start: Cell, tools: tuple[str, ...], most: int) -> dict[Cell, int]:
        """Rooms reachable from ``start`` in at most ``most`` crossings of the given kinds."""
        key = (start, tools, most)
        if key in self._reach:
            return self._reach[key]
        origin = self.room_of(start)
        dist = {origin: 0}
        queue = deque([origin])
        while queue:
            room = queue.popleft()
            if dist[room] == most:
                continue
            for cell in self.room_cells(room):
                for side in DIRS:
                    if self.crossing(cell, side) in tools:
                        nxt = self.room_of(step(cell, side))
                        if nxt not in dist:
                            dist[nxt] = dist[room] + 1
                            queue.append(nxt)
        self._reach[key] = dist
        return dist

    def tool_reach(self, start: Cell, tool: str, steps: int) -> set[Cell]:
        """Rooms a key / file / shoe takes the pawn to in 1..steps crossings."""
        dist = self._room_steps(start, (tool,), steps)
        return {room for room, d in dist.items() if d >= 1}

    def spoon_reach(self, start: Cell, most: int) -> set[Cell]:
        """Tunnel rooms within ``most`` orthogonal steps over placed tiles (rule 2.9)."""
        if not self.has_tunnel(start):
            return set()
        origin = self.room_of(start)
        dist: dict[Cell, int] = {c: 0 for c in self.room_cells(origin)}
        queue = deque(dist)
        while queue:  # 0-1 breadth-first search: free inside a single-room tile
            cell = queue.popleft()
            for side in DIRS:
                nxt = step(cell, side)
                if nxt not in self.cells:
                    continue
                cost = 0 if self.room_of(nxt) == self.room_of(cell) else 1
                if dist[cell] + cost <= most and dist[cell] + cost < dist.get(nxt, most + 1):
                    dist[nxt] = dist[cell] + cost
                    if cost == 0:
                        queue.appendleft(nxt)
                    else:
                        queue.append(nxt)
        return {self.room_of(c) for c in dist if self.has_tunnel(c)} - {origin}

    def warder_reach(self, start: Cell, most: int = 3) -> dict[Cell, int]:
        """Rooms a warder or the chaplain reaches through doors and archways (rule 2.11)."""
        return self._room_steps(start, ("key", "shoe"), most)

    # -- placement --------------------------------------------------------------------------

    def fits(self, tile_id: int, head: Cell, tail: Dir) -> bool:
        """Rules 2.1 and 2.2: frame and ring, a matching room type, no door against a window."""
        t = tile(tile_id)
        cells = self.cells
        dx, dy = STEP[tail]
        tail_cell = (head[0] + dx, head[1] + dy)
        if head in cells or tail_cell in cells or not (in_frame(head) and in_frame(tail_cell)):
            return False
        if on_ring(tail_cell) or on_ring(head) != t.is_forest:
            return False
        matched = False
        for cell, is_head in ((head, True), (tail_cell, False)):
            room = t.head.room if is_head else t.tail.room
            walls = turned_walls(tile_id, is_head, tail)
            for side, (ox, oy) in STEP.items():
                spot = cells.get((cell[0] + ox, cell[1] + oy))
                if spot is None:
                    continue
                if spot.room == room:
                    matched = True
                if room == FOREST:
                    continue
                mine, theirs = walls[side], spot.walls[OPPOSITE[side]]
                if (mine, theirs) in (("door", "window"), ("window", "door")):
                    return False
        return matched

    def beside(self, room: str) -> set[Cell]:
        """Empty cells in the frame next to a placed half of type ``room``."""
        if self._beside is None:
            self._beside = {}
            for cell, spot in self.cells.items():
                for side in DIRS:
                    other = step(cell, side)
                    if other not in self.cells and in_frame(other):
                        self._beside.setdefault(spot.room, set()).add(other)
        return self._beside.get(room, set())

    def placements(self, tile_id: int) -> list[tuple[Cell, Dir]]:
        """Every legal (head cell, tail direction) for a tile, in reading order."""
        t = tile(tile_id)
        shape = (t.head, t.tail)  # tiles with the same two halves fit the same places
        if shape in self._placements:
            return self._placements[shape]
        cells = self.cells

        seen: set[tuple[Cell, Dir]] = set()
        for cell in self.beside(t.head.room):  # the head touches its room type ...
            for side in DIRS:
                other = (cell[0] + STEP[side][0], cell[1] + STEP[side][1])
                if other not in cells and in_frame(other) and not on_ring(other):
                    seen.add((cell, side))
        for cell in self.beside(t.tail.room):  # ... or the tail does
            if on_ring(cell):
                continue
            for side in DIRS:
                head = (cell[0] + STEP[side][0], cell[1] + STEP[side][1])
                if head not in cells and in_frame(head):
                    seen.add((head, OPPOSITE[side]))
        order = {d: i for i, d in enumerate(DIRS)}
        good = [(h, d) for h, d in seen if self.fits(tile_id, h, d)]
        good.sort(key=lambda p: (p[0][1], p[0][0], order[p[1]]))
        self._placements[shape] = good
        return good

    def bunk_placements(self, start_cells: Iterable[Cell]) -> list[tuple[Cell, Dir]]:
        """Setup: the bunk's corridor (tail) touches the starting yard, both cells free."""
        starts = set(start_cells)
        found: list[tuple[Cell, Dir]] = []
        for y in range(min(c[1] for c in starts) - 2, max(c[1] for c in starts) + 3):
            for x in range(min(c[0] for c in starts) - 2, max(c[0] for c in starts) + 3):
                for d in DIRS:
                    head, tail_cell = (x, y), step((x, y), d)
                    if head in self.cells or tail_cell in self.cells or not in_frame(tail_cell):
                        continue
                    if any(step(tail_cell, s) in starts for s in DIRS):
                        found.append((head, d))
        return found
