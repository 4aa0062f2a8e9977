"""The computer's search for a way out within its own turn.

A turn is one tile laid and two plays; an escape may end it at any point. The one-ply values of
``rules.fled.ai`` see an escape one play ahead; this search looks at every sequence of the plays
left (a move, a tool traded into the inventory, a whistle that brings the night), after each
tile that could open the way (one laid next to where we can be, a forest, a moon tile), and
reports the first step of a sequence that ends in the forest. It reads only what the seat sees:
the board, its own hand and inventory, the NPCs and the whistle charm.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from rules.fled.board import Board, Cell, step
from rules.fled.models import FledAction, FledState, Move, PlaceTile, Stash, Whistle
from rules.fled.queries import capacity, destinations, escape_value
from rules.fled.tiles import QUARTERS, tile, tile_vp, trade_cost

#: the placements tried, best first by the one-ply values: enough for every tile near us
MOST_PLACEMENTS = 30
#: positions the search may expand in one decision: a bound on its time in crowded hands
SEARCH_BUDGET = 150
#: the plays of our next turn counted in a way out that this turn's plays set up (its draw and
#: the rivals' turns between are unknown: the hand we hold now is what we plan with)
NEXT_TURN = 2
CALLS = ("whistle", "shamrock")  # tiles that blow the whistle

#: a position of the search: where we stand, our hand, our inventory, the whistle charm
Node = tuple[Cell, tuple[int, ...], tuple[int, ...], int]


def _call_cost(tile_id: int) -> tuple[bool, int]:
    """Blow a whistle before a shamrock (which is also any tool), the cheapest first."""
    return tile(tile_id).item == "shamrock", tile_vp(tile_id)


class Turn:
    """What the rest of this seat's turn can reach: a position of the search."""

    def __init__(self, state: FledState, seat: int, board: Board, open_window: int) -> None:
        self.state = state
        self.board = board
        self.open_window = open_window
        self.chaplain = state.npcs.get("chaplain")
        self.forests = {
            cell: spot.tile.parchment or ""
            for cell, spot in board.cells.items()
            if spot.tile.is_forest and not spot.is_head
        }
        self.solitary = state.prisoners[seat].solitary
        self._known: dict[tuple[Node, int], bool] = {}
        self._reach: dict[tuple[Cell, str | None, str | None], set[Cell]] = {}
        self.budget = SEARCH_BUDGET

    def reach(self, pos: Cell, tile_id: int) -> set[Cell]:
        """Where a tile moves us from ``pos`` (tiles alike move alike; remembered)."""
        info = tile(tile_id)
        key = (pos, info.item, info.scroll)
        found = self._reach.get(key)
        if found is None:
            found = destinations(self.board, pos, tile_id)
            self._reach[key] = found
        return found

    def out(self, pos: Cell, inventory: tuple[int, ...], whistle: int) -> bool:
        tool = self.forests.get(pos)
        if tool is None:
            return False
        need = 1 if whistle == self.open_window else 2
        return sum(escape_value(t, tool) for t in inventory) >= need

    def first_step(self, node: Node, plays: int, calls: bool = True) -> FledAction | None:
        """The first play of a sequence of at most ``plays`` plays from ``node`` that ends in
        an escape (``None`` when there is none); a whistle first only with ``calls``."""
        for action, after in self._plays(node):
            if (calls or not isinstance(action, Whistle)) and self.leads_out(after, plays - 1):
                return action
        return None

    def leads_out(self, node: Node, plays: int) -> bool:
        """Whether at most ``plays`` plays from ``node`` end in an escape (remembered)."""
        key = (node, plays)
        found = self._known.get(key)
        if found is None:
            pos, _, inventory, whistle = node
            if self.out(pos, inventory, whistle):
                found = True
            elif plays == 1:
                found = self._last_play_out(node)
            elif plays < 1 or self.budget <= 0:
                found = False
            else:
                self.budget -= 1
                found = any(self.leads_out(after, plays - 1) for _, after in self._plays(node))
            self._known[key] = found
        return found

    def _last_play_out(self, node: Node) -> bool:
        """One play from ``node`` ends in an escape: into a forest's room with the tools, or a
        whistle or a trade where we stand (the last level, without listing every play)."""
        pos, hand, inventory, whistle = node
        night = self.open_window
        tool = self.forests.get(pos)
        if tool is not None:
            have = sum(escape_value(t, tool) for t in inventory)
            called = (whistle + 4) % 5
            if have >= 1 and called == night and any(tile(t).item in CALLS for t in hand):
                return True
            need = 1 if whistle == night else 2
            for _, after in self._trades(node):
                if have + escape_value(after[2][-1], tool) >= need:
                    return True
        if self.solitary:
            return False
        need = 1 if whistle == night else 2
        for t in hand:
            for dest in self.reach(pos, t):
                forest = self.forests.get(dest)
                if forest is not None and sum(escape_value(i, forest) for i in inventory) >= need:
                    return True
        return False

    def _plays(self, node: Node) -> Iterator[tuple[FledAction, Node]]:
        """Every play that may bring the way out closer, with the position after it."""
        pos, hand, inventory, whistle = node
        calls = sorted((t for t in hand if tile(t).item in CALLS), key=_call_cost)
        if calls:  # the cheapest whistle; where the NPC goes is chosen by the caller
            rest = tuple(i for i in hand if i != calls[0])
            call = Whistle.model_construct(tile=calls[0], npc="warder1", x=-1, y=-1, target=None)
            yield call, (pos, rest, inventory, (whistle + 4) % 5)
        seen: set[tuple[str | None, str | None]] = set()
        for t in () if self.solitary else hand:
            info = tile(t)
            kind = (info.item, info.scroll)  # tiles alike move alike
            if kind in seen:
                continue
            seen.add(kind)
            rest = tuple(i for i in hand if i != t)
            for dest in self.reach(pos, t):
                yield Move(tile=t, x=dest[0], y=dest[1]), (dest, rest, inventory, whistle)
        yield from self._trades(node)

    def _trades(self, node: Node) -> Iterator[tuple[FledAction, Node]]:
        pos, hand, inventory, whistle = node
        if self.solitary or (self.board.room_type(pos) != QUARTERS and self.chaplain != pos):
            return
        parchments = set(self.forests.values())
        contraband = [i for i in inventory if tile(i).item_class == "contraband"]
        for t in hand:
            info = tile(t)
            if info.scroll not in ("purple", "gold", "green"):
                continue
            if info.item != "shamrock" and info.item not in parchments:
                continue
            rest = tuple(i for i in hand if i != t)
            for pay in combinations(sorted(contraband), trade_cost(t)):
                after = (*(i for i in inventory if i not in pay), t)
                if len(after) <= capacity(list(after)):
                    yield Stash(tile=t, pay=list(pay)), (pos, rest, after, whistle)


def play_out(state: FledState, seat: int, board: Board) -> FledAction | None:
    """In step 2: the first play of a way out within the plays left."""
    me = state.prisoners[seat]
    if me.pos is None or not _has_hope(me.hand, me.inventory, _parchments(board)):
        return None
    turn = Turn(state, seat, board, state.open_window)
    node = (me.pos, tuple(me.hand), tuple(me.inventory), state.whistle)
    found = turn.first_step(node, state.plays_left)
    if found is None:  # a night called now would be the rivals' before our next turn
        found = turn.first_step(node, state.plays_left + NEXT_TURN, calls=False)
    return found


def place_out(
    state: FledState, seat: int, board: Board, placements: list[PlaceTile]
) -> PlaceTile | None:
    """In step 1: a tile to lay (tried in the order given) after which the two plays lead out."""
    me = state.prisoners[seat]
    if me.pos is None or me.solitary:
        return None
    parchments = _parchments(board) | {tile(t).parchment or "" for t in me.hand}
    if not _has_hope(me.hand, me.inventory, parchments - {""}):
        return None
    near = _beside(board, _rooms_in_reach(board, me.pos, me.hand))
    forests = _beside(board, {c for c, s in board.cells.items() if s.tile.is_forest})
    tried = 0
    for action in placements:
        info = tile(action.tile)
        head = (action.x, action.y)
        cells = {head, step(head, action.tail)}
        # a tile opens a way out this turn if we can step onto it and from it into a forest
        # room (its own, or one beside it), or if it brings the night on
        if info.adds is None and not (cells & near and (info.is_forest or cells & forests)):
            continue
        tried += 1
        if tried > MOST_PLACEMENTS:
            break
        after = board.extended(action.tile, head, action.tail)
        window = state.open_window - 1 if info.adds is not None else state.open_window
        turn = Turn(state, seat, after, max(0, window))
        if not turn.forests:
            continue
        hand = tuple(t for t in me.hand if t != action.tile)
        if turn.leads_out((me.pos, hand, tuple(me.inventory), state.whistle), 2):
            return action
    return None


def _parchments(board: Board) -> set[str]:
    return {spot.tile.parchment or "" for spot in board.cells.values() if spot.tile.is_forest} - {
        ""
    }


def _has_hope(hand: list[int], inventory: list[int], parchments: set[str]) -> bool:
    """A tool for a forest in the inventory, or one to trade for this turn: without either no
    escape is possible before the next turn."""
    if any(escape_value(t, p) for t in inventory for p in parchments):
        return True
    if not any(tile(t).item_class == "contraband" for t in inventory):
        return False
    return any(
        tile(t).scroll in ("purple", "gold", "green")
        and (tile(t).item == "shamrock" or tile(t).item in parchments)
        for t in hand
    )


def _rooms_in_reach(board: Board, pos: Cell, hand: list[int]) -> set[Cell]:
    """Our room and the rooms one play takes us to."""
    rooms = {board.room_of(pos)}
    for t in hand:
        rooms |= destinations(board, pos, t)
    return rooms


def _beside(board: Board, rooms: set[Cell]) -> set[Cell]:
    """The empty cells beside these rooms."""
    found: set[Cell] = set()
    for room in rooms:
        for cell in board.room_cells(room):
            for side in ("N", "E", "S", "W"):
                nxt = step(cell, side)
                if nxt not in board.cells:
                    found.add(nxt)
    return found
