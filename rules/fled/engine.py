"""The Fled engine: setup, the three steps of a turn, escapes, hard labor and scoring.

Rule numbers in comments refer to ``shared/rules/fled.md`` section 2. Where that write-up reports
that the online implementation departs from the printed rulebook, the rulebook wins: the
chaplain's freed shackle goes to the Governor, the final round after an escape is played out
even when the stacks are empty, and the game never ends just because the piles ran out.
"""

from __future__ import annotations

from itertools import combinations
from operator import itemgetter
from typing import Any, ClassVar

from pydantic import TypeAdapter

from rules.core import Engine, Event, IllegalAction, Outcome, Rng
from rules.fled.board import Board, Cell, board_for, step
from rules.fled.models import (
    ACTIONS,
    NPCS,
    Draw,
    Escape,
    FledAction,
    FledOptions,
    FledState,
    Move,
    PlaceBunk,
    Placed,
    PlaceTile,
    Prisoner,
    Stash,
    Surrender,
    Whistle,
    trusted,
    trusted_many,
)
from rules.fled.refusals import REFUSE
from rules.fled.tiles import (
    QUARTERS,
    SOLITARY_ID,
    START_ID,
    bunk_ids,
    roll_call_posters,
    room_info,
    room_tile_ids,
    scroll_vp,
    tile,
    tile_name,
    tile_vp,
    trade_cost,
)

HAND_SIZE = 5
SEAT_COLOURS = ("yellow", "blue", "orange", "green")
TOOLS = ("key", "file", "shoe")

# the fields each listed action was given (what ``model_construct`` records as set)
_PLACE_GIVEN = frozenset({"tile", "x", "y", "tail"})
_MOVE_GIVEN = frozenset({"tile", "x", "y"})
_WHISTLE_GIVEN = frozenset({"tile", "npc", "x", "y", "target"})


# -- small helpers shared by the engine, the computer player and the renderer ------------------


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


def score(p: Prisoner) -> int:
    """Rule 2.20: inventory scrolls, +5 for an escape, -1 for a shackle."""
    vp = scroll_vp()
    total = sum(tile_vp(t) for t in p.inventory)
    return total + (vp["escape"] if p.escaped else 0) + (vp["shackle"] if p.shackle else 0)


def tie_break(p: Prisoner) -> int:
    """Rule 2.20: the best scroll held (the escape counts 5); a shackled baseline is -1."""
    best = [tile_vp(t) for t in p.inventory]
    if p.escaped:
        best.append(scroll_vp()["escape"])
    return max([-1 if p.shackle else 0, *best])


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


#: reading order of cells: row by row, then left to right
_reading = itemgetter(1, 0)

_UNSET: Any = object()


def _event(kind: str, data: dict[str, Any], to: int | None = _UNSET) -> Event:
    """``Event(kind=kind, data=data[, to=to])`` without validation (the engine's own values;
    a turn makes several events)."""
    if to is _UNSET:
        return trusted(Event, {"kind": kind, "data": data, "to": None}, {"kind", "data"})
    return trusted(Event, {"kind": kind, "data": data, "to": to}, {"kind", "data", "to"})


def _surrender(tile_id: int) -> Surrender:
    return trusted(Surrender, {"type": "surrender", "tile": tile_id}, {"tile"})


def bunk_cell(state: FledState, seat: int) -> Cell:
    bunk = state.prisoners[seat].bunk
    for p in state.placed:
        if p.tile == bunk:
            return (p.x, p.y)
    raise ValueError(f"the bunk of seat {seat} is not placed")


def _named_by_its_room(board: Board, cell: Cell) -> None:
    """One name per room, so that every action has exactly one form (the one listed)."""
    if cell in board.cells and board.room_of(cell) != cell:
        room = board.room_of(cell)
        raise REFUSE("one-room", cell=[room[0], room[1]])


def _in_order(tiles: list[int]) -> None:
    if tiles != sorted(set(tiles)):
        raise REFUSE("tile-order")


class FledEngine(Engine[FledOptions, FledState, FledAction]):
    id: ClassVar[str] = "fled"
    title: ClassVar[str] = "Fled"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    Options = FledOptions
    State = FledState
    actions: ClassVar[TypeAdapter[Any]] = ACTIONS

    # -- setup (rule 2.21) --------------------------------------------------------------------

    def _setup(self, num_players: int, options: FledOptions, seed: int) -> FledState:
        rng = Rng(s=seed)
        stack = room_tile_ids(num_players)
        rng.shuffle(stack)
        roll_call = [0, 1, 2, 3]
        rng.shuffle(roll_call)
        prisoners = []
        for seat in range(num_players):
            hand = [stack.pop() for _ in range(HAND_SIZE)]
            prisoners.append(Prisoner(bunk=bunk_ids()[seat], hand=hand))
        first = rng.randbelow(num_players)
        return FledState(
            num_players=num_players,
            rng=rng,
            phase="bunks",
            current=first,
            first=first,
            prisoners=prisoners,
            placed=[Placed(tile=START_ID, x=6, y=6, tail="E")],
            stack=stack,
            roll_call=roll_call,
            npcs={"warder1": (6, 6)},
        )

    def _to_act(self, state: FledState) -> list[int]:
        return [] if state.phase == "over" else [state.current]

    # -- legal actions ------------------------------------------------------------------------

    def _legal_actions(self, state: FledState, seat: int) -> list[FledAction]:
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
            found += self._step1_actions(state, board)
        elif state.phase == "play":
            found += self._step2_actions(state, board, seat)
        elif state.phase == "draw":
            found.append(Draw())
            found += [Draw(governor=t) for t in state.governor]
        found += [
            trusted(Escape, {"type": "escape", "tools": list(ts)}, {"tools"})
            for ts in self._escapes(state, board, seat)
        ]
        return found

    def _step1_actions(self, state: FledState, board: Board) -> list[FledAction]:
        hand = state.prisoners[state.current].hand
        options = self._placements(board, hand)
        if options:
            # built without validation: the values come from the engine itself, and a position
            # offers up to hundreds of placements
            return trusted_many(
                PlaceTile,
                _PLACE_GIVEN,
                [
                    {"type": "place", "tile": t, "x": h[0], "y": h[1], "tail": d}
                    for t, h, d in options
                ],
            )
        return [_surrender(t) for t in hand]

    def _placements(self, board: Board, hand: list[int]) -> list[tuple[int, Cell, Any]]:
        """Rule 2.3: only gold tiles when one of them fits somewhere."""
        gold = [t for t in hand if tile(t).scroll == "gold"]
        for group in (gold, [t for t in hand if t not in gold]):
            found = [(t, h, d) for t in group for h, d in board.placements(t)]
            if found:
                return found
        return []

    def _step2_actions(self, state: FledState, board: Board, seat: int) -> list[FledAction]:
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
            choices = self._whistle_choices(state, board)
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
                for pay in self._stash_payments(state, board, t)
            ]
        return found

    def _whistle_choices(
        self, state: FledState, board: Board
    ) -> list[tuple[Any, int, int, int | None]]:
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

    def _targets(self, state: FledState, room: Cell) -> list[int]:
        """Prisoners a whistle may target in ``room``: never one in the hole or escaped."""
        return [
            seat
            for seat, p in enumerate(state.prisoners)
            if p.pos == room and not p.solitary and not p.escaped
        ]

    def _stash_payments(
        self, state: FledState, board: Board, tile_id: int
    ) -> list[tuple[int, ...]]:
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

    def _escapes(self, state: FledState, board: Board, seat: int) -> list[tuple[int, ...]]:
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

    # -- applying actions ---------------------------------------------------------------------

    def _apply(self, state: FledState, seat: int, action: FledAction) -> list[Event]:
        board = board_of(state)
        if isinstance(action, Escape):
            return self._escape(state, board, seat, action)
        handlers = {
            "bunks": (PlaceBunk,),
            "place": (PlaceTile, Surrender),
            "play": (Move, Whistle, Surrender, Stash),
            "draw": (Draw,),
        }
        if not isinstance(action, handlers[state.phase]):
            raise REFUSE(f"not-now-{state.phase}")
        if isinstance(action, PlaceBunk):
            return self._place_bunk(state, board, seat, action)
        if isinstance(action, PlaceTile):
            return self._place_tile(state, board, seat, action)
        if isinstance(action, Draw):
            return self._draw(state, seat, action)
        self._need_in_hand(state, seat, action.tile)
        if isinstance(action, Surrender):
            return self._surrender(state, board, seat, action)
        if isinstance(action, Move):
            return self._move(state, board, seat, action)
        if isinstance(action, Whistle):
            return self._whistle(state, board, seat, action)
        return self._stash(state, board, seat, action)

    def _need_in_hand(self, state: FledState, seat: int, tile_id: int) -> None:
        if tile_id not in state.prisoners[seat].hand:
            raise REFUSE("not-in-hand", tile=tile_id)

    def _place_bunk(
        self, state: FledState, board: Board, seat: int, action: PlaceBunk
    ) -> list[Event]:
        if ((action.x, action.y), action.tail) not in board.bunk_placements(
            board.room_cells((6, 6))
        ):
            raise REFUSE("bunk-place")
        me = state.prisoners[seat]
        state.placed.append(Placed(tile=me.bunk, x=action.x, y=action.y, tail=action.tail))
        me.pos = (action.x, action.y)
        events = [_event(kind="bunk", data={"seat": seat, "x": action.x, "y": action.y})]
        state.current = (seat + 1) % state.num_players
        if state.current == state.first:
            self._start_turn(state, events)
        return events

    def _place_tile(
        self, state: FledState, board: Board, seat: int, action: PlaceTile
    ) -> list[Event]:
        me = state.prisoners[seat]
        self._need_in_hand(state, seat, action.tile)
        head = (action.x, action.y)
        if not board.fits(action.tile, head, action.tail):
            raise REFUSE("no-fit", tile=action.tile)
        t = tile(action.tile)
        if t.scroll != "gold" and any(
            tile(g).scroll == "gold" and board.placements(g) for g in me.hand
        ):
            raise REFUSE("gold-first")
        me.hand.remove(action.tile)
        state.placed.append(Placed(tile=action.tile, x=action.x, y=action.y, tail=action.tail))
        tail_cell = step(head, action.tail)
        events = [
            _event(
                kind="place",
                data={"seat": seat, "tile": action.tile, "head": head, "tail": tail_cell},
            )
        ]
        if t.adds is not None:  # rule 2.5: a warder (or the chaplain) arrives, night draws on
            npc = "chaplain" if t.adds == "chaplain" else f"warder{self._warders(state) + 1}"
            state.npcs[npc] = head
            state.open_window = max(0, state.open_window - 1)
            events.append(_event(kind="npc_arrives", data={"npc": npc, "at": head}))
        state.phase = "play"
        state.plays_left = 2
        self._settle(state, events)
        return events

    def _warders(self, state: FledState) -> int:
        return sum(1 for n in state.npcs if n.startswith("warder"))

    def _surrender(
        self, state: FledState, board: Board, seat: int, action: Surrender
    ) -> list[Event]:
        me = state.prisoners[seat]
        if state.phase == "place" and self._placements(board, me.hand):
            raise REFUSE("surrender-fits")
        me.hand.remove(action.tile)
        state.governor.append(action.tile)
        events = [_event(kind="surrender", data={"seat": seat, "tile": action.tile})]
        if state.phase == "place":
            state.phase = "play"
            state.plays_left = 2
        else:
            state.plays_left -= 1
        self._settle(state, events)
        return events

    def _move(self, state: FledState, board: Board, seat: int, action: Move) -> list[Event]:
        me = state.prisoners[seat]
        if me.solitary or me.pos is None:
            raise REFUSE("solitary-move")
        dest = (action.x, action.y)
        _named_by_its_room(board, dest)
        reach = destinations(board, me.pos, action.tile)
        if dest not in board.cells or board.room_of(dest) not in reach:
            name = tile_name(action.tile)
            if not reach:
                raise REFUSE("move-nowhere", tile=action.tile, name=name)
            raise REFUSE("move-there", tile=action.tile, name=name, cell=[dest[0], dest[1]])
        me.hand.remove(action.tile)
        state.discards.append(action.tile)
        me.pos = board.room_of(dest)
        state.plays_left -= 1
        events = [_event(kind="move", data={"seat": seat, "tile": action.tile, "to": me.pos})]
        self._settle(state, events)
        return events

    def _whistle(self, state: FledState, board: Board, seat: int, action: Whistle) -> list[Event]:
        if tile(action.tile).item not in ("whistle", "shamrock"):
            raise REFUSE("not-whistle", tile=action.tile)
        if action.npc not in state.npcs:
            raise REFUSE("no-npc", npc=action.npc)
        dest = (action.x, action.y)
        _named_by_its_room(board, dest)
        reach = board.warder_reach(state.npcs[action.npc])
        if dest not in board.cells or board.room_of(dest) not in reach:
            raise REFUSE("npc-reach", npc=action.npc, cell=[dest[0], dest[1]])
        dest = board.room_of(dest)
        if action.target is not None and action.target not in self._targets(state, dest):
            raise REFUSE("not-there")
        me = state.prisoners[seat]
        me.hand.remove(action.tile)
        state.discards.append(action.tile)
        state.npcs[action.npc] = dest
        events = [
            _event(
                kind="whistle",
                data={"seat": seat, "tile": action.tile, "npc": action.npc, "to": dest},
            )
        ]
        if action.target is not None:
            events += self._resolve_target(state, board, action.npc, action.target)
        state.whistle = (state.whistle + 4) % 5  # rule 2.11: the charm moves left, then wraps
        state.plays_left -= 1
        self._settle(state, events)
        return events

    def _resolve_target(self, state: FledState, board: Board, npc: str, seat: int) -> list[Event]:
        """Rules 2.12-2.14, judged on the roll-call tile under the charm before it moves."""
        target = state.prisoners[seat]
        if npc == "chaplain":
            if target.shackle is None:
                return [_event(kind="blessed", data={"seat": seat})]
            state.governor.append(target.shackle)
            events = [_event(kind="unshackled", data={"seat": seat, "tile": target.shackle})]
            target.shackle = None
            return events
        if target.pos is not None and board.room_type(target.pos) in posters(state):
            return [_event(kind="safe", data={"seat": seat})]
        if target.shackle is None:
            if not target.hand:
                return [_event(kind="nothing_to_shackle", data={"seat": seat})]
            target.shackle = target.hand.pop(state.rng.randbelow(len(target.hand)))
            return [
                _event(kind="shackled", data={"seat": seat}),
                _event(kind="shackle_tile", data={"tile": target.shackle}, to=seat),
            ]
        solitary = next((p for p in state.placed if p.tile == SOLITARY_ID), None)
        if solitary is not None:
            target.solitary = True
            target.pos = (solitary.x, solitary.y)
            return [_event(kind="solitary", data={"seat": seat})]
        state.governor.append(target.shackle)
        events = [_event(kind="to_bunk", data={"seat": seat, "tile": target.shackle})]
        target.shackle = None
        target.pos = bunk_cell(state, seat)
        return events

    def _stash(self, state: FledState, board: Board, seat: int, action: Stash) -> list[Event]:
        _in_order(action.pay)
        payments = self._stash_payments(state, board, action.tile)
        if tuple(sorted(action.pay)) not in payments:
            raise self._stash_refusal(state, action)
        me = state.prisoners[seat]
        me.hand.remove(action.tile)
        for paid in action.pay:
            me.inventory.remove(paid)
            state.discards.append(paid)
        me.inventory.append(action.tile)
        state.plays_left -= 1
        events = [
            _event(kind="stash", data={"seat": seat, "tile": action.tile, "paid": action.pay})
        ]
        self._settle(state, events)
        return events

    def _stash_refusal(self, state: FledState, action: Stash) -> IllegalAction:
        me = state.prisoners[state.current]
        t = tile(action.tile)
        if me.solitary:
            return REFUSE("stash-solitary")
        if t.item_class == "contraband":
            return REFUSE("stash-contraband", item=t.item)
        if t.scroll is None:
            return REFUSE("stash-no-scroll", tile=action.tile)
        return REFUSE("stash-trade", tile=action.tile, cost=trade_cost(action.tile))

    def _escape(self, state: FledState, board: Board, seat: int, action: Escape) -> list[Event]:
        if state.phase == "bunks":
            raise REFUSE("not-started")
        _in_order(action.tools)
        if tuple(sorted(action.tools)) not in self._escapes(state, board, seat) or len(
            set(action.tools)
        ) != len(action.tools):
            raise REFUSE("escape")
        me = state.prisoners[seat]
        assert me.pos is not None
        for used in action.tools:
            me.inventory.remove(used)
            state.discards.append(used)
        me.pos = board.cells[me.pos].head_cell  # into the forest
        me.escaped = True
        state.escapes.append(seat)
        if state.final_turns is None:  # everyone else gets exactly one more turn
            state.final_turns = state.num_players
        events = [_event(kind="escape", data={"seat": seat, "tools": action.tools})]
        self._finish_turn(state, events)
        return events

    def _draw(self, state: FledState, seat: int, action: Draw) -> list[Event]:
        me = state.prisoners[seat]
        events: list[Event] = []
        if action.governor is not None:
            if action.governor not in state.governor:
                raise REFUSE("not-governor", tile=action.governor)
            state.governor.remove(action.governor)
            me.hand.append(action.governor)
            events.append(
                _event(kind="from_governor", data={"seat": seat, "tile": action.governor})
            )
        drawn: list[int] = []
        while len(me.hand) < HAND_SIZE:
            if not state.stack:
                if not state.discards:
                    break
                state.stack = state.discards
                state.discards = []
                state.rng.shuffle(state.stack)
                events.append(_event(kind="reshuffle", data={"tiles": len(state.stack)}))
            drawn.append(state.stack.pop())
            me.hand.append(drawn[-1])
        events.append(_event(kind="draw", data={"seat": seat, "count": len(drawn)}))
        if drawn:
            events.append(_event(kind="drawn", data={"tiles": drawn}, to=seat))
        if len(me.hand) < HAND_SIZE and state.final_turns is None:
            state.hard_labor = True  # rule 2.18: the game ends with this turn
            events.append(_event(kind="hard_labor", data={"seat": seat}))
        self._finish_turn(state, events)
        return events

    # -- turn flow ----------------------------------------------------------------------------

    def _settle(self, state: FledState, events: list[Event]) -> None:
        """Skip steps the current player has no tile for (possible only in the final round)."""
        hand = state.prisoners[state.current].hand
        if state.phase == "place" and not hand:
            state.phase = "play"
            state.plays_left = 2
        if state.phase == "play" and (state.plays_left <= 0 or not hand):
            state.phase = "draw"
            state.plays_left = 0

    def _start_turn(self, state: FledState, events: list[Event]) -> None:
        state.phase = "place"
        state.plays_left = 0
        events.append(_event(kind="turn", data={"seat": state.current}))
        self._settle(state, events)

    def _finish_turn(self, state: FledState, events: list[Event]) -> None:
        while True:
            state.turns += 1
            if state.final_turns is not None:
                state.final_turns -= 1
            if state.hard_labor or state.final_turns == 0:
                state.phase = "over"
                state.plays_left = 0
                events.append(_event(kind="game_over", data={"reason": self._reason(state)}))
                return
            state.current = (state.current + 1) % state.num_players
            nxt = state.prisoners[state.current]
            if not nxt.solitary:
                self._start_turn(state, events)
                return
            # rule 2.13: out of the hole to the bunk, shackle to the Governor, turn lost
            nxt.solitary = False
            nxt.pos = bunk_cell(state, state.current)
            if nxt.shackle is not None:
                state.governor.append(nxt.shackle)
            events.append(
                _event(kind="released", data={"seat": state.current, "tile": nxt.shackle})
            )
            nxt.shackle = None

    def _reason(self, state: FledState) -> str:
        if state.hard_labor:
            return "hard labor"
        return "escape"

    # -- views and results --------------------------------------------------------------------

    def num_players(self, state: FledState) -> int:
        return state.num_players

    def _view(self, state: FledState, seat: int | None) -> dict[str, Any]:
        players = []
        for i, p in enumerate(state.prisoners):
            players.append(
                {
                    "seat": i,
                    "colour": SEAT_COLOURS[i],
                    "bunk": p.bunk,
                    "pos": list(p.pos) if p.pos is not None else None,
                    "hand_size": len(p.hand),
                    "inventory": list(p.inventory),
                    "shackled": p.shackle is not None,
                    "solitary": p.solitary,
                    "escaped": p.escaped,
                    "score": score(p),
                }
            )
        out: dict[str, Any] = {
            "game": "fled",
            "phase": state.phase,
            "current": state.current,
            "first": state.first,
            "turns": state.turns,
            "plays_left": state.plays_left,
            "placed": [{"tile": p.tile, "x": p.x, "y": p.y, "tail": p.tail} for p in state.placed],
            "npcs": {k: list(v) for k, v in state.npcs.items()},
            "roll_call": list(state.roll_call),
            "posters": [list(roll_call_posters()[r]) for r in state.roll_call]
            + [list(roll_call_posters()[4])],
            "whistle": state.whistle,
            "open_window": state.open_window,
            "night": is_night(state),
            "governor": list(state.governor),
            "stack": len(state.stack),
            "discards": list(state.discards),
            "players": players,
            "final_turns": state.final_turns,
            "hard_labor": state.hard_labor,
            "escapes": list(state.escapes),
        }
        if seat is not None:
            me = state.prisoners[seat]
            out["seat"] = seat
            out["hand"] = list(me.hand)
            out["shackle"] = me.shackle
        return out

    def outcome(self, state: FledState) -> Outcome | None:
        if state.phase != "over":
            return None
        scores = [score(p) for p in state.prisoners]
        keys = [(score(p), tie_break(p)) for p in state.prisoners]
        ranks = [1 + sum(1 for other in keys if other > mine) for mine in keys]
        winners = [i for i, r in enumerate(ranks) if r == 1]
        return Outcome(
            scores=[float(s) for s in scores],
            ranks=ranks,
            winners=winners,
            reason=self._reason(state),
        )

    # -- the computer player and statistics ---------------------------------------------------

    def bot_action(self, state: FledState, seat: int, rng: Rng) -> FledAction:
        from rules.fled.ai import choose

        return choose(self, state, seat, rng)

    def summary(self, state: FledState) -> dict[str, Any]:
        return {
            "escapes": len(state.escapes),
            "hard_labor": 1 if state.hard_labor else 0,
            "turns": state.turns,
            "tiles_placed": len(state.placed),
            "shackles": sum(1 for p in state.prisoners if p.shackle is not None),
            "end": self._reason(state) if state.phase == "over" else "unfinished",
            "first_escaper": SEAT_COLOURS[state.escapes[0]] if state.escapes else "none",
        }
