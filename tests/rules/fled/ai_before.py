"""The computer Fled player as it played before issue 25 (main at 8f99875), kept only to measure
the new one against it: ``python -m bot simulate fled --players 4 --seat-ai
0=ai,1=tests.rules.fled.ai_before:choose_action,… --swap`` and ``test_ai.py``'s seat swap.
It lives in tests/ so that the product holds one computer. Only the decisions that changed are
here, as overrides of today's ``Plan``; the rest (legal moves, escapes, distances, the
dispatch of values) is today's. Delete it once no measurement needs it.

What differs from today's: never a Governor tile unless it is worth more than 2.5, an escape
room only with the two tools of the day (or one at night), any tool traded, whistles only to
shackle a rival or free itself, and no bonus for walking into a forest's room.
"""

from __future__ import annotations

from typing import Any

from rules.core import Rng
from rules.fled.ai import Plan, choose
from rules.fled.board import Cell
from rules.fled.models import (
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
from rules.fled.queries import capacity, escape_value, is_night, score
from rules.fled.tiles import QUARTERS, room_info, tile, tile_vp


def choose_action(engine: Any, state: FledState, seat: int, rng: Rng) -> FledAction:
    actions = engine.legal_actions(state, seat)
    if len(actions) == 1 or isinstance(actions[0], PlaceBunk):
        return choose(engine, state, seat, rng)
    if any(isinstance(a, Escape) for a in actions):
        return choose(engine, state, seat, rng)
    plan = PlanBefore(state, seat)
    scored = [(plan.value(a) + rng.randbelow(1000) / 10000, i) for i, a in enumerate(actions)]
    return actions[max(scored)[1]]  # type: ignore[no-any-return]


class PlanBefore(Plan):
    def _escape_rooms(self) -> list[Cell]:
        need = 1 if is_night(self.state) else 2
        return [cell for cell, tool in self.forests if self._have(tool) >= need]

    def _goals(self) -> list[Cell]:
        escape = self._escape_rooms()
        if escape:
            return escape
        goals: list[Cell] = []
        if len(self.me.inventory) < capacity(self.me.inventory):
            wanted = {r for r in self.posters if room_info()[r][0] in self._wanted_contraband()}
            goals += [c for c, s in self.board.cells.items() if s.room in wanted]
        has_contraband = any(tile(t).item_class == "contraband" for t in self.me.inventory)
        has_tool = any(tile(t).scroll in ("purple", "gold", "green") for t in self.me.hand)
        if has_contraband and has_tool:
            goals += [c for c, s in self.board.cells.items() if s.room == QUARTERS]
            if "chaplain" in self.state.npcs:
                goals.append(self.state.npcs["chaplain"])
        if not goals:
            goals = [c for c, s in self.board.cells.items() if s.room in self.posters]
        return [self.board.room_of(c) for c in goals]

    def keep_value(self, tile_id: int) -> float:
        t = tile(tile_id)
        if t.item_class == "contraband":
            return 3.0 if t.item in self._wanted_contraband() else 1.0
        if t.item == "whistle":
            return 1.5
        return float(tile_vp(tile_id))

    def _surrender_value(self, action: Surrender) -> float:
        return -1.0 - 0.5 * self.keep_value(action.tile)

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
            value -= 0.5
        return value

    def _whistle_value(self, action: Whistle) -> float:
        if action.target is None:
            return -2.0 - 0.3 * self.keep_value(action.tile)
        return self._target_value(action)

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
            value += 5.0
        return value
