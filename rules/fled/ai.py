"""The computer player: one-ply heuristics, fast enough for thousands of simulated games.

It escapes whenever it can, collects contraband in the rooms on the posters, trades contraband
for tools in the quarters (or with the chaplain), walks towards the room it needs next, uses
the warders against exposed rivals and the chaplain to lose its own shackle.
"""

from __future__ import annotations

from collections import deque

from rules.core import Engine, Rng
from rules.fled.board import Cell
from rules.fled.models import (
    Draw,
    Escape,
    FledAction,
    FledOptions,
    FledState,
    Move,
    PlaceBunk,
    PlaceTile,
    Stash,
    Surrender,
    Whistle,
)
from rules.fled.queries import board_of, capacity, escape_value, is_night, posters, score
from rules.fled.tiles import QUARTERS, room_info, tile, tile_vp
from rules.fled.views import FledView


def choose(
    engine: Engine[FledOptions, FledState, FledAction, FledView],
    state: FledState,
    seat: int,
    rng: Rng,
) -> FledAction:
    actions = engine.legal_actions(state, seat)
    if len(actions) == 1:
        return actions[0]
    escapes = [a for a in actions if isinstance(a, Escape)]
    if escapes:  # +5 always outweighs the tools handed in
        return min(escapes, key=lambda a: sum(tile_vp(t) for t in a.tools))
    if isinstance(actions[0], PlaceBunk):
        return actions[rng.randbelow(len(actions))]
    plan = Plan(state, seat)
    scored = [(plan.value(a) + rng.randbelow(1000) / 10000, i) for i, a in enumerate(actions)]
    return actions[max(scored)[1]]


class Plan:
    """What this seat wants now and how far each room is from it."""

    def __init__(self, state: FledState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.me = state.prisoners[seat]
        self.board = board_of(state)
        self.posters = posters(state)
        self.goals = self._goals()
        self.distance = self._distances(self.goals)

    # -- goals ------------------------------------------------------------------------------

    def _wanted_contraband(self) -> set[str]:
        return {
            room_info()[room][0] or ""
            for room in self.posters
            if any(tile(t).item == room_info()[room][0] for t in self.me.hand)
        }

    def _escape_rooms(self) -> list[Cell]:
        need = 1 if is_night(self.state) else 2
        rooms = []
        for cell, spot in self.board.cells.items():
            if spot.tile.is_forest and not spot.is_head:
                have = sum(escape_value(t, spot.tile.parchment or "") for t in self.me.inventory)
                if have >= need:
                    rooms.append(cell)
        return rooms

    def _goals(self) -> list[Cell]:
        escape = self._escape_rooms()
        if escape:
            return escape
        goals: list[Cell] = []
        room_space = len(self.me.inventory) < capacity(self.me.inventory)
        if room_space:
            wanted = {r for r in self.posters if room_info()[r][0] in self._wanted_contraband()}
            goals += [c for c, s in self.board.cells.items() if s.room in wanted]
        has_contraband = any(tile(t).item_class == "contraband" for t in self.me.inventory)
        has_tool = any(tile(t).scroll in ("purple", "gold", "green") for t in self.me.hand)
        if has_contraband and has_tool:
            goals += [c for c, s in self.board.cells.items() if s.room == QUARTERS]
            if "chaplain" in self.state.npcs:
                goals.append(self.state.npcs["chaplain"])
        if not goals:  # be where the roll call wants us
            goals = [c for c, s in self.board.cells.items() if s.room in self.posters]
        return [self.board.room_of(c) for c in goals]

    def _distances(self, goals: list[Cell]) -> dict[Cell, int]:
        """Rooms to the nearest goal, counting any passable wall as one step."""
        dist = {g: 0 for g in goals}
        queue = deque(goals)
        while queue:
            room = queue.popleft()
            for kind, nxt in self.board.exits(room):
                if kind in ("key", "file", "shoe") and nxt not in dist:
                    dist[nxt] = dist[room] + 1
                    queue.append(nxt)
        return dist

    def far(self, room: Cell | None) -> int:
        return 30 if room is None else self.distance.get(room, 30)

    # -- values -----------------------------------------------------------------------------

    def keep_value(self, tile_id: int) -> float:
        """How much holding this tile is worth to us (low: fine to place or give away)."""
        t = tile(tile_id)
        if t.item_class == "contraband":
            return 3.0 if t.item in self._wanted_contraband() else 1.0
        if t.item == "whistle":
            return 1.5
        return float(tile_vp(tile_id))

    def value(self, action: FledAction) -> float:
        if isinstance(action, PlaceTile):
            return self._place_value(action)
        if isinstance(action, Stash):
            return self._stash_value(action)
        if isinstance(action, Move):
            return self._move_value(action)
        if isinstance(action, Whistle):
            return self._whistle_value(action)
        if isinstance(action, Surrender):
            return -1.0 - 0.5 * self.keep_value(action.tile)
        if isinstance(action, Draw):
            return self._draw_value(action)
        return 0.0

    def _place_value(self, action: PlaceTile) -> float:
        t = tile(action.tile)
        here = self.me.pos or (6, 6)
        near = abs(action.x - here[0]) + abs(action.y - here[1])
        useful = {QUARTERS, *self.posters}
        bonus = 2.0 if {t.head.room, t.tail.room} & useful and near <= 3 else 0.0
        if t.is_forest and any(escape_value(i, t.parchment or "") for i in self.me.inventory):
            bonus += 3.0
        return bonus - self.keep_value(action.tile) - 0.1 * near

    def _stash_value(self, action: Stash) -> float:
        gain = tile_vp(action.tile) - sum(tile_vp(p) for p in action.pay)
        if not action.pay:
            return 10.0 + gain
        forests = {s.tile.parchment for s in self.board.cells.values() if s.tile.is_forest}
        if tile(action.tile).item in forests or tile(action.tile).item == "shamrock":
            gain += 2
        return 4.0 + 2 * gain if gain > 0 else -5.0

    def _move_value(self, action: Move) -> float:
        dest = self.board.room_of((action.x, action.y))
        closer = self.far(self.me.pos) - self.far(dest)
        value = 3.0 * closer - 0.3 * self.keep_value(action.tile)
        kind = self.board.room_type(dest)
        if kind in self.posters:
            found = room_info()[kind or ""][0]
            if any(tile(t).item == found for t in self.me.hand if t != action.tile):
                value += 4.0
        elif self.me.shackle is None:
            value -= 0.5  # a warder could catch us there
        return value

    def _whistle_value(self, action: Whistle) -> float:
        if action.target is None:
            return -2.0 - 0.3 * self.keep_value(action.tile)
        victim = self.state.prisoners[action.target]
        if action.npc == "chaplain":
            return 7.0 if action.target == self.seat and self.me.shackle else -3.0
        if action.target == self.seat or victim.pos is None:
            return -6.0
        if self.board.room_type(victim.pos) in self.posters:
            return -2.0  # safe: wasted
        return 6.0 + (3.0 if victim.shackle else 0.0) + 0.2 * score(victim)

    def _draw_value(self, action: Draw) -> float:
        need = 5 - len(self.me.hand)
        short = len(self.state.stack) + len(self.state.discards) < need
        leading = all(
            score(self.me) > score(p) for i, p in enumerate(self.state.prisoners) if i != self.seat
        )
        if action.governor is None:
            return 2.0 if short and leading else 0.0
        value = self.keep_value(action.governor) - 2.5
        if short and not leading:
            value += 5.0  # keep the game going when behind
        return value
