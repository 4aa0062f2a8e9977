"""The prison as a grid: where tiles may go, which walls a tool crosses, how far pieces reach.

Cells are ``(x, y)`` on the fixed 14 × 13 frame (x to the right, y downwards); the forest ring is
the outer border. A single-room tile is one room: its cells are named by its head cell.

Speed (the engine asks these questions for every position of every game): a :class:`Board` is
derived data, never part of a state. :func:`board_for` keeps the boards of recent positions,
keyed by the identity of their (frozen, shared) ``Placed`` entries, and builds a position's board
from the one before it by laying a single tile. Placement legality is answered with bitboards
(one Python integer per property, a bit per cell) kept up to date tile by tile, and the rooms
next to each room are listed once per board (and carried over to the next board except around
the new tile), so a reach search follows ready-made edges.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Protocol

from rules.fled.tiles import DIRS, FOREST, OPPOSITE, STEP, Dir, Half, Tile, frame, room_info, tile

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Spot:
    """What covers one cell: which tile, which half, and how the tile is turned."""

    tile: Tile
    is_head: bool
    tail: Dir
    head_cell: Cell
    room: str
    walls: dict[str, str]  # side -> wall, as the tile lies
    room_cell: Cell  # the room's name: the head cell of a single-room tile, else this cell
    room_cells: tuple[Cell, ...]  # the cells of that room
    #: for each side (N, E, S, W) the wall as a crossing sees it ("forest" for a forest half)
    faces: tuple[str, str, str, str]
    #: (neighbouring cell in the frame, the wall towards it, index of the side facing back)
    links: tuple[tuple[Cell, str, int], ...]


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


#: the tool a wall needs (key / file / shoe), "free" inside a single-room tile
Crossing = str


def _crossing(mine: str, theirs: str) -> Crossing | None:
    """Rule 2.7 for two facing walls of two placed halves ("forest": any wall of a forest
    half, impassable)."""
    if FOREST in (mine, theirs):
        return None
    if mine == "open" and theirs == "open":
        return "free"
    if "escape" in (mine, theirs) or "open" in (mine, theirs):
        return None
    if "door" in (mine, theirs):
        return "key"
    if "window" in (mine, theirs):
        return "file"
    return "shoe"


_WALLS = ("open", "door", "window", "archway", "escape", FOREST)
_CROSSINGS: dict[tuple[str, str], Crossing | None] = {
    (mine, theirs): _crossing(mine, theirs) for mine in _WALLS for theirs in _WALLS
}

# -- bitboards ------------------------------------------------------------------------------------
#
# Cell (x, y) is bit y * ROW + x. ROW has one spare column, so that a shift by one to the east or
# west never carries a cell of one row onto the other edge of the next row. The bitboards of a
# board, by index in ``Board._bits``:

ROW = WIDTH + 1
_SHIFT: dict[str, int] = {"N": -ROW, "E": 1, "S": ROW, "W": -1}
_EMPTY_INSIDE = 0  # empty cells off the ring (where rooms go)
_EMPTY_RING = 1  # empty ring cells (where forests go)
_FACING_DOOR = 2  # + side: empty cells whose neighbour on that side shows them a door
_FACING_WINDOW = 6  # + side: ... a window
_ROOMS: tuple[str, ...] = tuple(sorted(room_info()))
_NEXT_TO = 10  # + room index: empty cells next to a placed half of that room type
_SIDE_INDEX: dict[str, int] = {side: i for i, side in enumerate(DIRS)}
_TUNNELS = frozenset(kind for kind, (_, tunnel) in room_info().items() if tunnel)


def _bit(cell: Cell) -> int:
    return 1 << (cell[1] * ROW + cell[0])


def _empty_board_bits() -> list[int]:
    bits = [0] * (_NEXT_TO + len(_ROOMS))
    for y in range(HEIGHT):
        for x in range(WIDTH):
            bits[_EMPTY_RING if on_ring((x, y)) else _EMPTY_INSIDE] |= _bit((x, y))
    return bits


_EMPTY_BITS = _empty_board_bits()

#: (bit index * 4 + direction index) -> (head cell, tail direction), for reading placements back
_PLACEMENT_OF: dict[int, tuple[Cell, Dir]] = {
    (y * ROW + x) * 4 + i: ((x, y), d)
    for y in range(HEIGHT)
    for x in range(WIDTH)
    for i, d in enumerate(DIRS)
}


@dataclass(frozen=True, slots=True)
class _Laid:
    """One tile as it lies: its two cells and what it changes in the bitboards."""

    spots: tuple[tuple[Cell, Spot], tuple[Cell, Spot]]
    cells: int  # the two cells' bits
    marks: tuple[tuple[int, int], ...]  # (bitboard index, bits to set)


@lru_cache(maxsize=4096)  # bounded: a long-running bot sees ever more (tile, cell, direction)
def _laid(tile_id: int, head: Cell, tail: Dir) -> _Laid:
    t = tile(tile_id)
    tail_cell = step(head, tail)
    room_cells = (head, tail_cell) if t.single_room else None
    spots = []
    marks: dict[int, int] = {}
    for cell, is_head in ((head, True), (tail_cell, False)):
        walls = turned_walls(tile_id, is_head, tail)
        room = t.half(is_head).room
        name = head if room_cells is not None else cell
        faces = tuple(FOREST if room == FOREST else walls[side] for side in DIRS)
        links = tuple(
            (step(cell, side), faces[i], _SIDE_INDEX[OPPOSITE[side]])
            for i, side in enumerate(DIRS)
            if in_frame(step(cell, side))
        )
        spot = Spot(
            t,
            is_head,
            tail,
            head,
            room,
            walls,
            name,
            room_cells or (cell,),
            (faces[0], faces[1], faces[2], faces[3]),
            links,
        )
        spots.append((cell, spot))
        for side in DIRS:
            other = step(cell, side)
            if not in_frame(other):
                continue
            bit = _bit(other)
            index = _NEXT_TO + _ROOMS.index(room)
            marks[index] = marks.get(index, 0) | bit
            facing = _SIDE_INDEX[OPPOSITE[side]]  # the side of ``other`` this wall is on
            if walls[side] == "door":
                marks[_FACING_DOOR + facing] = marks.get(_FACING_DOOR + facing, 0) | bit
            elif walls[side] == "window":
                marks[_FACING_WINDOW + facing] = marks.get(_FACING_WINDOW + facing, 0) | bit
    return _Laid((spots[0], spots[1]), _bit(head) | _bit(tail_cell), tuple(marks.items()))


def _clashes(tile_id: int, is_head: bool, tail: Dir) -> tuple[int, ...]:
    """Rule 2.2.3: the bitboards of the cells where this half would put a door against a
    window, or a window against a door (a forest half is exempt)."""
    if tile(tile_id).half(is_head).room == FOREST:
        return ()
    found = []
    for side, wall in turned_walls(tile_id, is_head, tail).items():
        if wall == "door":
            found.append(_FACING_WINDOW + _SIDE_INDEX[side])
        elif wall == "window":
            found.append(_FACING_DOOR + _SIDE_INDEX[side])
    return tuple(found)


_SHAPES: dict[tuple[Half, Half], int] = {}

#: what the placement search needs of a tile turned one way: the direction's index, the bit
#: offset from the head cell to the tail cell, the bitboards of the cells the head may take (the
#: ring for a forest, else inside), of the head's and the tail's room type, and of the cells
#: where the head or the tail would clash
Turned = tuple[int, int, int, int, int, tuple[int, ...], tuple[int, ...]]


@cache
def _turns(tile_id: int) -> tuple[int, tuple[Turned, ...]]:
    """The tile's shape (a number per pair of halves: tiles with the same two halves fit the
    same places) and how it lies each way."""
    t = tile(tile_id)
    shape = _SHAPES.setdefault((t.head, t.tail), len(_SHAPES))
    turns = tuple(
        (
            index,
            _SHIFT[tail],
            _EMPTY_RING if t.is_forest else _EMPTY_INSIDE,
            _NEXT_TO + _ROOMS.index(t.head.room),
            _NEXT_TO + _ROOMS.index(t.tail.room),
            _clashes(tile_id, True, tail),
            _clashes(tile_id, False, tail),
        )
        for index, tail in enumerate(DIRS)
    )
    return shape, turns


# -- boards ---------------------------------------------------------------------------------------


class PlacedLike(Protocol):
    @property
    def tile(self) -> int: ...
    @property
    def x(self) -> int: ...
    @property
    def y(self) -> int: ...
    @property
    def tail(self) -> Dir: ...


_BOARDS: dict[tuple[int, ...], tuple[tuple[PlacedLike, ...], Board]] = {}
_KEEP = 256


def board_for(placed: Sequence[PlacedLike]) -> Board:
    """The board of a state's tile list. Entries are frozen and shared between a state and its
    copies, so their identities name the layout; the entries are kept with the board, so those
    identities cannot be reused while it is cached. A layout one tile longer than a cached one is
    built from it by laying that tile."""
    key = tuple(map(id, placed))
    hit = _BOARDS.get(key)
    if hit is not None:
        return hit[1]
    before = _BOARDS.get(key[:-1]) if key else None
    if before is not None:
        last = placed[-1]
        board = before[1].extended(last.tile, (last.x, last.y), last.tail)
    else:
        board = Board((p.tile, p.x, p.y, p.tail) for p in placed)
    if len(_BOARDS) >= _KEEP:
        with suppress(KeyError, StopIteration, RuntimeError):  # another thread got there first
            del _BOARDS[next(iter(_BOARDS))]
    _BOARDS[key] = (tuple(placed), board)
    return board


@lru_cache(maxsize=256)
def board_from(placed: tuple[tuple[int, int, int, Dir], ...]) -> Board:
    """Boards rebuilt from plain tile tuples (as a view lists them); consecutive calls share one."""
    return Board(placed)


def clear_caches() -> None:
    """Forget every cached board (benchmarks time positions cold with it)."""
    _BOARDS.clear()
    board_from.cache_clear()


class Board:
    """A read-only index over the placed tiles (the state keeps only the list). ``add`` lays a
    tile on this board; ``extended`` returns a new board with one more tile."""

    def __init__(self, placed: Iterable[tuple[int, int, int, Dir]] = ()) -> None:
        self.cells: dict[Cell, Spot] = {}
        self._laid: list[_Laid] = []
        self._bits: list[int] | None = None  # built on the first placement question
        self._exits: dict[Cell, tuple[tuple[Crossing | None, Cell], ...]] = {}
        self._reset()
        cells = self.cells
        laid = self._laid
        for tile_id, x, y, tail in placed:
            lay = _laid(tile_id, (x, y), tail)
            laid.append(lay)
            (c1, s1), (c2, s2) = lay.spots
            cells[c1] = s1
            cells[c2] = s2

    def _reset(self) -> None:
        self._placements: dict[int, tuple[list[tuple[Cell, Dir]], set[tuple[Cell, Dir]]]] = {}
        self._reach: dict[tuple[Cell, tuple[str, ...], int], dict[Cell, int]] = {}
        self._bunks: dict[tuple[Cell, ...], list[tuple[Cell, Dir]]] = {}

    def add(self, tile_id: int, head: Cell, tail: Dir) -> None:
        lay = _laid(tile_id, head, tail)
        self._forget_exits_near(lay)
        self._laid.append(lay)
        for cell, spot in lay.spots:
            self.cells[cell] = spot
        if self._bits is not None:
            self._mark(self._bits, lay)
        self._reset()

    def extended(self, tile_id: int, head: Cell, tail: Dir) -> Board:
        """A new board: this one with one more tile (this board is left as it is)."""
        new = Board.__new__(Board)
        new.cells = dict(self.cells)
        new._laid = list(self._laid)
        new._bits = None if self._bits is None else list(self._bits)
        new._exits = dict(self._exits)
        new._reset()
        new.add(tile_id, head, tail)
        return new

    def _forget_exits_near(self, lay: _Laid) -> None:
        """The rooms next to a new tile gain neighbours: list theirs again when asked."""
        cells = self.cells
        for cell, _ in lay.spots:
            for dx, dy in STEP.values():
                spot = cells.get((cell[0] + dx, cell[1] + dy))
                if spot is not None:
                    self._exits.pop(spot.room_cell, None)

    @staticmethod
    def _mark(bits: list[int], lay: _Laid) -> None:
        bits[_EMPTY_INSIDE] &= ~lay.cells
        bits[_EMPTY_RING] &= ~lay.cells
        for index, value in lay.marks:
            bits[index] |= value

    def _bitboards(self) -> list[int]:
        if self._bits is None:
            bits = list(_EMPTY_BITS)
            for lay in self._laid:
                self._mark(bits, lay)
            self._bits = bits
        return self._bits

    # -- rooms ------------------------------------------------------------------------------

    def room_type(self, cell: Cell) -> str | None:
        spot = self.cells.get(cell)
        return None if spot is None else spot.room

    def room_of(self, cell: Cell) -> Cell:
        """The name of the room covering ``cell``: the head cell for a single-room tile."""
        return self.cells[cell].room_cell

    def room_cells(self, room: Cell) -> list[Cell]:
        spot = self.cells[room]
        if spot.tile.single_room:
            return list(spot.room_cells)
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
        return _crossing(self.wall(cell, side), self.wall(other, OPPOSITE[side]))

    def exits(self, room: Cell) -> tuple[tuple[Crossing | None, Cell], ...]:
        """The rooms touching ``room`` (named by their room cell), each with the tool that
        crosses the wall between (None: impassable); once per touching wall."""
        found = self._exits.get(room)
        if found is not None:
            return found
        cells = self.cells
        spot = cells[room]
        name = spot.room_cell
        if name != room:
            return self.exits(name)
        out: list[tuple[Crossing | None, Cell]] = []
        for cell in spot.room_cells:
            for near, mine, back in cells[cell].links:
                other = cells.get(near)
                if other is not None and other.room_cell != name:
                    out.append((_CROSSINGS[mine, other.faces[back]], other.room_cell))
        found = tuple(out)
        self._exits[name] = found
        return found

    # -- reach ------------------------------------------------------------------------------

    def _room_steps(self, start: Cell, tools: tuple[str, ...], most: int) -> dict[Cell, int]:
        """Rooms reachable from ``start`` in at most ``most`` crossings of the given kinds."""
        key = (start, tools, most)
        found = self._reach.get(key)
        if found is not None:
            return found
        origin = self.cells[start].room_cell
        dist = {origin: 0}
        ring = [origin]
        for d in range(1, most + 1):
            nxt = []
            for room in ring:
                for kind, other in self.exits(room):
                    if kind in tools and other not in dist:
                        dist[other] = d
                        nxt.append(other)
            if not nxt:
                break
            ring = nxt
        self._reach[key] = dist
        return dist

    def tool_reach(self, start: Cell, tool: str, steps: int) -> set[Cell]:
        """Rooms a key / file / shoe takes the pawn to in 1..steps crossings."""
        return self.reach_by(start, (tool,), steps)

    def reach_by(self, start: Cell, tools: tuple[str, ...], steps: int) -> set[Cell]:
        """Rooms 1..steps crossings away, each crossing needing one of ``tools``."""
        dist = self._room_steps(start, tools, steps)
        return {room for room, d in dist.items() if d >= 1}

    def spoon_reach(self, start: Cell, most: int) -> set[Cell]:
        """Tunnel rooms within ``most`` orthogonal steps over placed tiles (rule 2.9): moving
        inside a single-room tile is free, any other step to a placed neighbour costs one."""
        if not self.has_tunnel(start):
            return set()
        origin = self.cells[start].room_cell
        seen = {origin}
        ring = [origin]
        for _ in range(most):
            nxt = []
            for room in ring:
                for _kind, other in self.exits(room):
                    if other not in seen:
                        seen.add(other)
                        nxt.append(other)
            if not nxt:
                break
            ring = nxt
        cells = self.cells
        return {room for room in seen if cells[room].room in _TUNNELS} - {origin}

    def warder_reach(self, start: Cell, most: int = 3) -> dict[Cell, int]:
        """Rooms a warder or the chaplain reaches through doors and archways (rule 2.11)."""
        return self._room_steps(start, ("key", "shoe"), most)

    # -- placement --------------------------------------------------------------------------

    def fits(self, tile_id: int, head: Cell, tail: Dir) -> bool:
        """Rules 2.1 and 2.2: frame and ring, a matching room type, no door against a window."""
        return ((head[0], head[1]), tail) in self._fitting(tile_id)[1]

    def beside(self, room: str) -> set[Cell]:
        """Empty cells in the frame next to a placed half of type ``room``."""
        bits = self._bitboards()
        found = bits[_NEXT_TO + _ROOMS.index(room)] & (bits[_EMPTY_INSIDE] | bits[_EMPTY_RING])
        cells = set()
        while found:
            low = found & -found
            cells.add(_PLACEMENT_OF[(low.bit_length() - 1) * 4][0])
            found ^= low
        return cells

    def placements(self, tile_id: int) -> list[tuple[Cell, Dir]]:
        """Every legal (head cell, tail direction) for a tile, in reading order."""
        return self._fitting(tile_id)[0]

    def _fitting(self, tile_id: int) -> tuple[list[tuple[Cell, Dir]], set[tuple[Cell, Dir]]]:
        """Rules 2.1 and 2.2 for every cell and direction at once, on the bitboards: a head
        cell free (on the ring for a forest, inside otherwise), the tail cell free inside, one
        of them next to its room type, and no clash at either. Shifting a bitboard by the
        head-to-tail offset lines each tail cell up with its head cell."""
        shape, turns = _turns(tile_id)
        found = self._placements.get(shape)
        if found is not None:
            return found
        bits = self._bitboards()
        inside = bits[_EMPTY_INSIDE]
        keys = []
        for index, shift, pool, head_room, tail_room, head_clash, tail_clash in turns:
            if shift > 0:
                heads = bits[pool] & inside >> shift & (bits[head_room] | bits[tail_room] >> shift)
            else:
                heads = (
                    bits[pool] & inside << -shift & (bits[head_room] | bits[tail_room] << -shift)
                )
            if not heads:
                continue
            clash = 0
            for i in tail_clash:
                clash |= bits[i]
            clash = clash >> shift if shift > 0 else clash << -shift
            for i in head_clash:
                clash |= bits[i]
            heads &= ~clash
            while heads:
                low = heads & -heads
                keys.append((low.bit_length() - 1) * 4 + index)
                heads ^= low
        keys.sort()
        spots = [_PLACEMENT_OF[k] for k in keys]
        found = (spots, set(spots))
        self._placements[shape] = found
        return found

    def bunk_placements(self, start_cells: Iterable[Cell]) -> list[tuple[Cell, Dir]]:
        """Setup: the bunk's corridor (tail) touches the starting yard, both cells free; in
        reading order of the head cell, then by direction."""
        starts = tuple(start_cells)
        found = self._bunks.get(starts)
        if found is not None:
            return found
        cells = self.cells
        tails = {step(c, s) for c in starts for s in DIRS}
        keys = set()
        for tail_cell in tails:
            if tail_cell in cells or not in_frame(tail_cell):
                continue
            for index, (dx, dy) in enumerate(STEP[d] for d in DIRS):
                head = (tail_cell[0] - dx, tail_cell[1] - dy)
                if head not in cells:
                    keys.add((head[1], head[0], index))
        found = [((x, y), DIRS[index]) for y, x, index in sorted(keys)]
        self._bunks[starts] = found
        return found
