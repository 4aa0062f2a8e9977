"""What each Fled action does to the state the engine copied for the move (rules 2.1-2.18), or
why it is refused."""

from __future__ import annotations

from rules.core import Event, IllegalAction, event
from rules.fled.board import Board, Cell, step
from rules.fled.flow import finish_turn, settle, start_turn
from rules.fled.legal import escapes, placements, stash_payments, targets
from rules.fled.models import (
    HAND_SIZE,
    Draw,
    Escape,
    FledAction,
    FledState,
    Move,
    PlaceBunk,
    Placed,
    PlaceTile,
    Stash,
    Surrender,
    Whistle,
)
from rules.fled.queries import board_of, bunk_cell, destinations, posters
from rules.fled.refusals import REFUSE
from rules.fled.tiles import SOLITARY_ID, tile, tile_name, trade_cost


def _named_by_its_room(board: Board, cell: Cell) -> None:
    """One name per room, so that every action has exactly one form (the one listed)."""
    if cell in board.cells and board.room_of(cell) != cell:
        room = board.room_of(cell)
        raise REFUSE("one-room", cell=[room[0], room[1]])


def _in_order(tiles: list[int]) -> None:
    if tiles != sorted(set(tiles)):
        raise REFUSE("tile-order")


def apply(state: FledState, seat: int, action: FledAction) -> list[Event]:
    """Make ``seat``'s ``action`` on ``state`` (the engine's copy for the move), or refuse it."""
    board = board_of(state)
    if isinstance(action, Escape):
        return _escape(state, board, seat, action)
    allowed = {
        "bunks": (PlaceBunk,),
        "place": (PlaceTile, Surrender),
        "play": (Move, Whistle, Surrender, Stash),
        "draw": (Draw,),
    }
    if not isinstance(action, allowed[state.phase]):
        raise REFUSE(f"not-now-{state.phase}")
    if isinstance(action, PlaceBunk):
        return _place_bunk(state, board, seat, action)
    if isinstance(action, PlaceTile):
        return _place_tile(state, board, seat, action)
    if isinstance(action, Draw):
        return _draw(state, seat, action)
    _need_in_hand(state, seat, action.tile)
    if isinstance(action, Surrender):
        return _surrender(state, board, seat, action)
    if isinstance(action, Move):
        return _move(state, board, seat, action)
    if isinstance(action, Whistle):
        return _whistle(state, board, seat, action)
    return _stash(state, board, seat, action)


def _need_in_hand(state: FledState, seat: int, tile_id: int) -> None:
    if tile_id not in state.prisoners[seat].hand:
        raise REFUSE("not-in-hand", tile=tile_id)


def _place_bunk(state: FledState, board: Board, seat: int, action: PlaceBunk) -> list[Event]:
    if ((action.x, action.y), action.tail) not in board.bunk_placements(board.room_cells((6, 6))):
        raise REFUSE("bunk-place")
    me = state.prisoners[seat]
    state.placed.append(Placed(tile=me.bunk, x=action.x, y=action.y, tail=action.tail))
    me.pos = (action.x, action.y)
    events = [event(kind="bunk", data={"seat": seat, "x": action.x, "y": action.y})]
    state.current = (seat + 1) % state.num_players
    if state.current == state.first:
        start_turn(state, events)
    return events


def _place_tile(state: FledState, board: Board, seat: int, action: PlaceTile) -> list[Event]:
    me = state.prisoners[seat]
    _need_in_hand(state, seat, action.tile)
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
        event(
            kind="place",
            data={"seat": seat, "tile": action.tile, "head": head, "tail": tail_cell},
        )
    ]
    if t.adds is not None:  # rule 2.5: a warder (or the chaplain) arrives, night draws on
        npc = "chaplain" if t.adds == "chaplain" else f"warder{_warders(state) + 1}"
        state.npcs[npc] = head
        state.open_window = max(0, state.open_window - 1)
        events.append(event(kind="npc_arrives", data={"npc": npc, "at": head}))
    state.phase = "play"
    state.plays_left = 2
    settle(state, events)
    return events


def _warders(state: FledState) -> int:
    return sum(1 for n in state.npcs if n.startswith("warder"))


def _surrender(state: FledState, board: Board, seat: int, action: Surrender) -> list[Event]:
    me = state.prisoners[seat]
    if state.phase == "place" and placements(board, me.hand):
        raise REFUSE("surrender-fits")
    me.hand.remove(action.tile)
    state.governor.append(action.tile)
    events = [event(kind="surrender", data={"seat": seat, "tile": action.tile})]
    if state.phase == "place":
        state.phase = "play"
        state.plays_left = 2
    else:
        state.plays_left -= 1
    settle(state, events)
    return events


def _move(state: FledState, board: Board, seat: int, action: Move) -> list[Event]:
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
    events = [event(kind="move", data={"seat": seat, "tile": action.tile, "to": me.pos})]
    settle(state, events)
    return events


def _whistle(state: FledState, board: Board, seat: int, action: Whistle) -> list[Event]:
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
    if action.target is not None and action.target not in targets(state, dest):
        raise REFUSE("not-there")
    me = state.prisoners[seat]
    me.hand.remove(action.tile)
    state.discards.append(action.tile)
    state.npcs[action.npc] = dest
    events = [
        event(
            kind="whistle",
            data={"seat": seat, "tile": action.tile, "npc": action.npc, "to": dest},
        )
    ]
    if action.target is not None:
        events += _resolve_target(state, board, action.npc, action.target)
    state.whistle = (state.whistle + 4) % 5  # rule 2.11: the charm moves left, then wraps
    state.plays_left -= 1
    settle(state, events)
    return events


def _resolve_target(state: FledState, board: Board, npc: str, seat: int) -> list[Event]:
    """Rules 2.12-2.14, judged on the roll-call tile under the charm before it moves."""
    target = state.prisoners[seat]
    if npc == "chaplain":
        if target.shackle is None:
            return [event(kind="blessed", data={"seat": seat})]
        state.governor.append(target.shackle)
        events = [event(kind="unshackled", data={"seat": seat, "tile": target.shackle})]
        target.shackle = None
        return events
    if target.pos is not None and board.room_type(target.pos) in posters(state):
        return [event(kind="safe", data={"seat": seat})]
    if target.shackle is None:
        if not target.hand:
            return [event(kind="nothing_to_shackle", data={"seat": seat})]
        target.shackle = target.hand.pop(state.rng.randbelow(len(target.hand)))
        return [
            event(kind="shackled", data={"seat": seat}),
            event(kind="shackle_tile", data={"tile": target.shackle}, to=seat),
        ]
    solitary = next((p for p in state.placed if p.tile == SOLITARY_ID), None)
    if solitary is not None:
        target.solitary = True
        target.pos = (solitary.x, solitary.y)
        return [event(kind="solitary", data={"seat": seat})]
    state.governor.append(target.shackle)
    events = [event(kind="to_bunk", data={"seat": seat, "tile": target.shackle})]
    target.shackle = None
    target.pos = bunk_cell(state, seat)
    return events


def _stash(state: FledState, board: Board, seat: int, action: Stash) -> list[Event]:
    _in_order(action.pay)
    payments = stash_payments(state, board, action.tile)
    if tuple(sorted(action.pay)) not in payments:
        raise _stash_refusal(state, action)
    me = state.prisoners[seat]
    me.hand.remove(action.tile)
    for paid in action.pay:
        me.inventory.remove(paid)
        state.discards.append(paid)
    me.inventory.append(action.tile)
    state.plays_left -= 1
    events = [event(kind="stash", data={"seat": seat, "tile": action.tile, "paid": action.pay})]
    settle(state, events)
    return events


def _stash_refusal(state: FledState, action: Stash) -> IllegalAction:
    me = state.prisoners[state.current]
    t = tile(action.tile)
    if me.solitary:
        return REFUSE("stash-solitary")
    if t.item_class == "contraband":
        return REFUSE("stash-contraband", item=t.item)
    if t.scroll is None:
        return REFUSE("stash-no-scroll", tile=action.tile)
    return REFUSE("stash-trade", tile=action.tile, cost=trade_cost(action.tile))


def _escape(state: FledState, board: Board, seat: int, action: Escape) -> list[Event]:
    if state.phase == "bunks":
        raise REFUSE("not-started")
    _in_order(action.tools)
    if tuple(sorted(action.tools)) not in escapes(state, board, seat) or len(
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
    events = [event(kind="escape", data={"seat": seat, "tools": action.tools})]
    finish_turn(state, events)
    return events


def _draw(state: FledState, seat: int, action: Draw) -> list[Event]:
    me = state.prisoners[seat]
    events: list[Event] = []
    if action.governor is not None:
        if action.governor not in state.governor:
            raise REFUSE("not-governor", tile=action.governor)
        state.governor.remove(action.governor)
        me.hand.append(action.governor)
        events.append(event(kind="from_governor", data={"seat": seat, "tile": action.governor}))
    drawn: list[int] = []
    while len(me.hand) < HAND_SIZE:
        if not state.stack:
            if not state.discards:
                break
            state.stack = state.discards
            state.discards = []
            state.rng.shuffle(state.stack)
            events.append(event(kind="reshuffle", data={"tiles": len(state.stack)}))
        drawn.append(state.stack.pop())
        me.hand.append(drawn[-1])
    events.append(event(kind="draw", data={"seat": seat, "count": len(drawn)}))
    if drawn:
        events.append(event(kind="drawn", data={"tiles": drawn}, to=seat))
    if len(me.hand) < HAND_SIZE and state.final_turns is None:
        state.hard_labor = True  # rule 2.18: the game ends with this turn
        events.append(event(kind="hard_labor", data={"seat": seat}))
    finish_turn(state, events)
    return events
