"""The computer player: one-ply heuristics, fast enough for thousands of simulated games.

It escapes whenever it can, collects contraband in the rooms on the posters, trades contraband
for tools in the quarters (or with the chaplain), walks towards the room it needs next, uses
the warders against exposed rivals and the chaplain to lose its own shackle.

With four players the game clock (the tiles laid, the Governor's line, the inventories) leaves
each prisoner about eight turns, so it plays for tempo: it trades only for tools that fit a
forest (on the board or in its hand) until the piles run low, walks to a forest as soon as it
holds one tool for it and waits there for the night (one tool is enough then), moves the
whistle charm to bring the night, or the poster of the room it stands in, rather than only to
shackle a rival, and takes a Governor tile that fits its plan. (Drawing from the Governor
whenever possible spares the stack and lengthens the game, but that helps every rival as much:
it lost seat swaps.)

Before these values decide, ``rules.fled.ai_escape`` searches the rest of the turn for a way
out, and with three or four players the computer spares rivals who are no danger: a shackle
takes a tile out of the pool and sends a prisoner back to its bunk, which shortens everyone's
game. A tile to the Governor in step 2 is the last resort for the same reason.
"""

from __future__ import annotations

from collections import deque

from rules.core import Engine, Rng
from rules.fled.ai_escape import place_out, play_out
from rules.fled.board import Board, Cell
from rules.fled.models import (
    Draw,
    Escape,
    FledAction,
    FledOptions,
    FledState,
    Move,
    PlaceBunk,
    PlaceTile,
    Prisoner,
    Stash,
    Surrender,
    Whistle,
)
from rules.fled.queries import (
    board_of,
    capacity,
    destinations,
    escape_value,
    is_night,
    posters,
    score,
)
from rules.fled.tiles import QUARTERS, roll_call_posters, room_info, tile, tile_vp, trade_cost
from rules.fled.views import FledView

# Weights, tuned on all-computer games (``python -m bot simulate fled --players 4``).
GOVERNOR_BAR = 2.5  # a Governor tile is drawn when worth keeping above this
NIGHT = 25.0  # night falls where we can leave with one tool
POSTER_HERE = 8.0  # the poster of our room comes up, its contraband in hand
POSTER_NEAR = 2.5  # per room closer to a poster room whose contraband we hold
WHISTLE_KEEP = 2.5
TARGET_KEEP = 0.5  # share of a tile's worth counted as spent on a shackling whistle
MATCH_KEEP = 1.5  # a tool that fits a forest is worth more in hand
CHAPLAIN_TRADE = 10.0
FOREST_LAID = 3.0  # laying a forest our inventory fits
MOVE_ESCAPE = 30.0
MOVE_WAIT = 6.0
LATE_TILES = 6  # per player left in the piles: from here points in the inventory come first
SURRENDER_DRAIN = 4.0
SPARE = -3.0  # a whistle at a rival who is neither ahead of us nor near a forest
CALLS = ("whistle", "shamrock")  # tiles that blow the whistle


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
    scored.sort(reverse=True)
    way_out = _way_out(state, seat, plan.board, [actions[i] for _, i in scored])
    return way_out or actions[scored[0][1]]


def _way_out(
    state: FledState, seat: int, board: Board, ranked: list[FledAction]
) -> FledAction | None:
    """The action (of ``ranked``, best first) that starts a way out within this turn."""
    if state.phase == "place":
        return place_out(state, seat, board, [a for a in ranked if isinstance(a, PlaceTile)])
    if state.phase != "play":
        return None
    found = play_out(state, seat, board)
    if isinstance(found, Whistle):  # the best of the calls with this tile and no target
        return next(
            a
            for a in ranked
            if isinstance(a, Whistle) and a.tile == found.tile and a.target is None
        )
    return found


class Plan:
    """What this seat wants now and how far each room is from it."""

    def __init__(self, state: FledState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.me = state.prisoners[seat]
        self.board = board_of(state)
        self.posters = posters(state)
        self.forests = self._forests()
        #: the tools that lead out: by a forest on the board, or one in hand we can lay
        self.parchments = {tool for _, tool in self.forests}
        self.parchments |= {tile(t).parchment or "" for t in self.me.hand if tile(t).is_forest}
        self.full = len(self.me.inventory) >= capacity(self.me.inventory)
        #: the piles are running out: points in the inventory count more than a way out
        self.late = len(state.stack) + len(state.discards) <= LATE_TILES * state.num_players
        self.near_kinds = self._near_kinds()
        self.goals = self._goals()
        self.distance = self._distances(self.goals)
        self.waiting_for_night = self._waiting_for_night()
        #: a forest we could leave by at night is near: keep the night going
        self.night_hopes = bool(self._escape_rooms()) and self.far(self.me.pos) <= 2

    # -- goals ------------------------------------------------------------------------------

    def _wanted_contraband(self) -> set[str]:
        return {
            room_info()[room][0] or ""
            for room in self.posters
            if any(tile(t).item == room_info()[room][0] for t in self.me.hand)
        }

    def _forests(self) -> list[tuple[Cell, str]]:
        """The room half of every forest tile, with its parchment."""
        return [
            (cell, spot.tile.parchment or "")
            for cell, spot in self.board.cells.items()
            if spot.tile.is_forest and not spot.is_head
        ]

    def _have(self, tool: str) -> int:
        return sum(escape_value(t, tool) for t in self.me.inventory)

    def _escape_rooms(self) -> list[Cell]:
        need = 1 if is_night(self.state) else 2
        ready = [cell for cell, tool in self.forests if self._have(tool) >= need]
        if ready:
            return ready
        return [cell for cell, tool in self.forests if self._have(tool) >= 1]  # wait for night

    def _waiting_for_night(self) -> bool:
        """In a forest's room with one tool for its parchment: night lets us out."""
        if self.me.pos is None:
            return False
        here = self.board.room_of(self.me.pos)
        return any(cell == here and self._have(tool) >= 1 for cell, tool in self.forests)

    def _step_to_night(self, played: int) -> bool:
        """One hand tile (not ``played``) takes us into a forest's room holding one tool for
        its parchment."""
        if self.me.pos is None:
            return False
        waits = {cell for cell, tool in self.forests if self._have(tool) >= 1}
        return any(
            waits & destinations(self.board, self.me.pos, t) for t in self.me.hand if t != played
        )

    def _goals(self) -> list[Cell]:
        escape = self._escape_rooms()
        if escape:
            return escape
        goals: list[Cell] = []
        paid = sum(1 for t in self.me.inventory if tile(t).item_class == "contraband")
        if any(self._worth_trading(t) and trade_cost(t) <= paid for t in self.me.hand):
            goals += [c for c, s in self.board.cells.items() if s.room == QUARTERS]
            if "chaplain" in self.state.npcs:
                goals.append(self.state.npcs["chaplain"])
        if not self.full and not goals:  # trade first: one tool may be enough at night
            wanted = {r for r in self.posters if room_info()[r][0] in self._wanted_contraband()}
            goals += [c for c, s in self.board.cells.items() if s.room in wanted]
        if not goals:  # be where the roll call wants us
            goals = [c for c, s in self.board.cells.items() if s.room in self.posters]
        return [self.board.room_of(c) for c in goals]

    def _worth_trading(self, tile_id: int) -> bool:
        t = tile(tile_id)
        if t.item_class not in ("tool", "shamrock"):
            return False
        if not self.parchments or self.full or self.late:
            return True
        return t.item == "shamrock" or t.item in self.parchments

    def _near_kinds(self) -> dict[str, int]:
        """Rooms from here to the nearest room of each type (any passable wall is one step)."""
        if self.me.pos is None:
            return {}
        start = self.board.room_of(self.me.pos)
        dist = {start: 0}
        queue = deque([start])
        found: dict[str, int] = {}
        while queue:
            room = queue.popleft()
            kind = self.board.room_type(room)
            if kind is not None and kind not in found:
                found[kind] = dist[room]
            for way, nxt in self.board.exits(room):
                if way in ("key", "file", "shoe") and nxt not in dist:
                    dist[nxt] = dist[room] + 1
                    queue.append(nxt)
        return found

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
            return WHISTLE_KEEP
        if t.item in self.parchments:
            return tile_vp(tile_id) + MATCH_KEEP
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
            return self._surrender_value(action)
        if isinstance(action, Draw):
            return self._draw_value(action)
        return 0.0

    def _surrender_value(self, action: Surrender) -> float:
        """A tile to the Governor leaves the draw pool (the game clock): in step 2, where it
        is a choice, a whistle or a step costs nothing of the clock."""
        drain = SURRENDER_DRAIN if self.state.phase == "play" else 0.0
        return -1.0 - 0.5 * self.keep_value(action.tile) - drain

    def _place_value(self, action: PlaceTile) -> float:
        t = tile(action.tile)
        here = self.me.pos or (6, 6)
        near = abs(action.x - here[0]) + abs(action.y - here[1])
        useful = {QUARTERS, *self.posters}
        bonus = 2.0 if {t.head.room, t.tail.room} & useful and near <= 3 else 0.0
        opens = self.state.whistle == self.state.open_window - 1
        if t.adds is not None and self.waiting_for_night and opens:
            bonus += NIGHT  # the window opens under the charm: escape right after
        if t.is_forest and any(escape_value(i, t.parchment or "") for i in self.me.inventory):
            bonus += FOREST_LAID
        return bonus - self.keep_value(action.tile) - 0.1 * near

    def _stash_value(self, action: Stash) -> float:
        gain = tile_vp(action.tile) - sum(tile_vp(p) for p in action.pay)
        if not action.pay:
            return 10.0 + gain
        after = [t for t in self.me.inventory if t not in action.pay] + [action.tile]
        closer = self._progress(after) - self._progress(self.me.inventory)
        if closer > 0:
            return 8.0 + 6.0 * closer + gain
        if (
            self.parchments
            and not self.full
            and not self.late
            and self._progress(self.me.inventory) < 2
        ):
            return 0.5 + gain if gain > 0 else -5.0  # keep the contraband for a useful tool
        return 4.0 + 2 * gain if gain > 0 else -5.0

    def _progress(self, inventory: list[int]) -> int:
        """Tools towards the best-served forest, counted up to the two a day escape needs."""
        return max(
            (min(2, sum(escape_value(t, tool) for t in inventory)) for tool in self.parchments),
            default=0,
        )

    def _move_value(self, action: Move) -> float:
        dest = self.board.room_of((action.x, action.y))
        closer = self.far(self.me.pos) - self.far(dest)
        value = 3.0 * closer - 0.3 * self.keep_value(action.tile)
        have = max((self._have(tool) for cell, tool in self.forests if cell == dest), default=0)
        if have >= (1 if is_night(self.state) else 2):
            return MOVE_ESCAPE + value  # the escape is free right after
        if have >= 1:
            value += MOVE_WAIT  # out at nightfall
        kind = self.board.room_type(dest)
        if kind in self.posters:
            found = room_info()[kind or ""][0]
            if any(tile(t).item == found for t in self.me.hand if t != action.tile):
                value += 4.0
        elif self.me.shackle is None:
            value -= 0.5  # a warder could catch us there
        return value

    def _whistle_value(self, action: Whistle) -> float:
        spent = TARGET_KEEP * self.keep_value(action.tile) if action.target is not None else 0.0
        value = self._target_value(action) + self._charm_value(action.tile) - spent
        if action.npc == "chaplain" and self._chaplain_trade(action):
            value += CHAPLAIN_TRADE
        return value

    def _chaplain_trade(self, action: Whistle) -> bool:
        """Calling the chaplain to our room lets us trade there with our next play."""
        me = self.me
        if me.pos is None or self.state.plays_left < 2:
            return False
        here = self.board.room_of(me.pos)
        if (action.x, action.y) != here or self.board.room_type(here) == QUARTERS:
            return False
        if self.state.npcs.get("chaplain") == here:
            return False
        paid = sum(1 for t in me.inventory if tile(t).item_class == "contraband")
        return any(
            t != action.tile and self._worth_trading(t) and 0 < trade_cost(t) <= paid
            for t in me.hand
        )

    def _target_value(self, action: Whistle) -> float:
        if action.target is None:
            return -2.0 - 0.3 * self.keep_value(action.tile)
        victim = self.state.prisoners[action.target]
        if action.npc == "chaplain":
            return 7.0 if action.target == self.seat and self.me.shackle else -3.0
        if action.target == self.seat or victim.pos is None:
            return -6.0
        if self.board.room_type(victim.pos) in self.posters:
            return -2.0  # safe: wasted
        if not self._threat(victim):
            # a shackle shortens the game for everyone: spare who is no danger (below a whistle
            # at nobody)
            return SPARE - 0.3 * self.keep_value(action.tile)
        return 6.0 + (3.0 if victim.shackle else 0.0) + 0.2 * score(victim)

    def _threat(self, victim: Prisoner) -> bool:
        """A rival ahead of us, or holding a tool for a forest (an escape is near); any rival
        of a two-player game (the only one there is, and a clock that seldom runs out)."""
        if self.state.num_players == 2 or score(victim) > score(self.me):
            return True
        return any(escape_value(t, tool) for t in victim.inventory for _, tool in self.forests)

    def _rival_waits(self) -> bool:
        """A rival stands in a forest's room with a tool for it: the night lets it out."""
        forests = dict(self.forests)
        return any(
            any(escape_value(t, forests[rival.pos]) for t in rival.inventory)
            for seat, rival in enumerate(self.state.prisoners)
            if seat != self.seat and not rival.escaped and rival.pos in forests
        )

    def _charm_value(self, played: int) -> float:
        """What moving the whistle charm one tile left does for us: night at our forest, or
        the poster of the room we stand in with its contraband in hand."""
        state = self.state
        after = (state.whistle + 4) % 5
        here = self.board.room_of(self.me.pos) if self.me.pos else None
        if self.waiting_for_night:
            if after == state.open_window:
                return NIGHT  # escape right after
            calls = sum(1 for t in self.me.hand if t != played and tile(t).item in CALLS)
            if (after + 4) % 5 == state.open_window and calls and state.plays_left >= 2:
                return NIGHT / 2  # night with our next whistle
        elif after == state.open_window and state.plays_left >= 2 and self._step_to_night(played):
            return NIGHT / 2  # night, then one step into the forest and out
        if is_night(state) and self.night_hopes:
            return -NIGHT / 4  # do not end the night we are walking out in
        if after == state.open_window and self._rival_waits():
            return -NIGHT / 2  # a rival in a forest's room would leave by this night
        if self.full:
            return 0.0
        new = roll_call_posters()[4 if after == 4 else state.roll_call[after]]
        kind = self.board.room_type(here) if here else None
        found = room_info()[kind][0] if kind in room_info() else None
        if any(tile(t).item == found for t in self.me.hand if t != played):
            now, then = kind in self.posters, kind in new
            if then and not now and state.plays_left >= 2:
                return POSTER_HERE
            if now and not then:
                return -2.0
        return POSTER_NEAR * (self._finds(new, played) - self._finds(self.posters, played))

    def _finds(self, shown: tuple[str, ...], played: int) -> float:
        """How promising these posters are: the nearest room on them whose contraband we hold."""
        held = {tile(t).item for t in self.me.hand if t != played}
        best = 0.0
        for kind, far in self.near_kinds.items():
            if kind in shown and room_info()[kind][0] in held:
                best = max(best, 5.0 - far)
        return best

    def _draw_value(self, action: Draw) -> float:
        need = 5 - len(self.me.hand)
        short = len(self.state.stack) + len(self.state.discards) < need
        leading = all(
            score(self.me) > score(p) for i, p in enumerate(self.state.prisoners) if i != self.seat
        )
        if action.governor is None:
            return 2.0 if short and leading else 0.0
        value = self.keep_value(action.governor) - GOVERNOR_BAR
        if short and not leading:
            value += 5.0  # keep the game going when behind
        return value
