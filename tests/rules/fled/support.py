"""Helpers for the Fled tests: build a position tile by tile, and the tile-bookkeeping invariant.

This module holds no tests (hence no ``test_`` prefix).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from rules.core import Rng
from rules.fled import FledEngine
from rules.fled.board import on_ring, step
from rules.fled.models import (
    Draw,
    Escape,
    FledState,
    Move,
    PlaceBunk,
    Placed,
    PlaceTile,
    Prisoner,
    Surrender,
)
from rules.fled.queries import board_of
from rules.fled.tiles import FOREST, OPPOSITE, START_ID, bunk_ids, room_tile_ids, tile_vp
from tests.rules.playout import play_random

ENGINE = FledEngine()
YELLOW, BLUE, ORANGE, GREEN = 0, 1, 2, 3


def build(
    *,
    n: int = 2,
    bunks: dict[int, tuple[int, int, str]],
    tiles: Sequence[tuple[int, int, int, str]] = (),
    hands: dict[int, list[int]] | None = None,
    inventories: dict[int, list[int]] | None = None,
    shackles: dict[int, int] | None = None,
    pos: dict[int, tuple[int, int]] | None = None,
    npcs: dict[str, tuple[int, int]] | None = None,
    governor: list[int] | None = None,
    discards: list[int] | None = None,
    stack: list[int] | None = None,
    phase: str = "play",
    current: int = 0,
    plays_left: int = 2,
    whistle: int = 4,
    open_window: int = 3,
    roll_call: list[int] | None = None,
    final_turns: int | None = None,
    seed: int = 1,
) -> FledState:
    """A position with every room tile accounted for: tiles not named go to the stack."""
    hands = hands or {}
    inventories = inventories or {}
    shackles = shackles or {}
    pos = pos or {}
    placed = [Placed(tile=START_ID, x=6, y=6, tail="E")]
    prisoners = []
    for seat in range(n):
        bunk = bunk_ids()[seat]
        where = bunks.get(seat)
        if where is not None:
            placed.append(Placed(tile=bunk, x=where[0], y=where[1], tail=where[2]))  # type: ignore[arg-type]
        here = pos.get(seat, (where[0], where[1]) if where else None)
        prisoners.append(
            Prisoner(
                bunk=bunk,
                pos=here,
                hand=list(hands.get(seat, [])),
                inventory=list(inventories.get(seat, [])),
                shackle=shackles.get(seat),
            )
        )
    placed += [Placed(tile=t, x=x, y=y, tail=d) for t, x, y, d in tiles]  # type: ignore[arg-type]
    used = {p.tile for p in placed}
    used |= {t for p in prisoners for t in p.hand + p.inventory}
    used |= set(shackles.values()) | set(governor or []) | set(discards or [])
    if stack is None:
        stack = [t for t in room_tile_ids(n) if t not in used]
    return FledState(
        num_players=n,
        rng=Rng(s=seed),
        phase=phase,  # type: ignore[arg-type]
        current=current,
        first=0,
        prisoners=prisoners,
        placed=placed,
        stack=stack,
        discards=list(discards or []),
        governor=list(governor or []),
        roll_call=roll_call or [0, 1, 2, 3],
        whistle=whistle,
        open_window=open_window,
        npcs=npcs or {"warder1": (6, 6)},
        plays_left=plays_left if phase == "play" else 0,
        final_turns=final_turns,
    )


def tile_places(state: FledState) -> Counter[int]:
    """How many places hold each tile: prison, stack, discards, Governor, hands, inventories,
    shackles."""
    seen: Counter[int] = Counter(p.tile for p in state.placed)
    for pile in (state.stack, state.discards, state.governor):
        seen.update(pile)
    for p in state.prisoners:
        seen.update(p.hand)
        seen.update(p.inventory)
        if p.shackle is not None:
            seen[p.shackle] += 1
    return seen


def expected_tiles(state: FledState) -> set[int]:
    """The tiles of this game: the room tiles for the player count, the start, the bunks placed."""
    placed_bunks = {p.tile for p in state.placed if p.tile in bunk_ids()}
    return set(room_tile_ids(state.num_players)) | {START_ID} | placed_bunks


def assert_tiles_accounted(state: FledState) -> None:
    seen = tile_places(state)
    assert set(seen) == expected_tiles(state)
    assert all(count == 1 for count in seen.values()), {t: c for t, c in seen.items() if c > 1}


def cells(state: FledState) -> dict[tuple[int, int], int]:
    out = {}
    for p in state.placed:
        out[(p.x, p.y)] = p.tile
        out[step((p.x, p.y), p.tail)] = p.tile
    return out


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


# -- random playouts ---------------------------------------------------------------------------


def assert_board_sound(state: FledState) -> None:
    """Forests only on the ring (rooms never), no door facing a window anywhere."""
    board = board_of(state)
    for cell, spot in board.cells.items():
        assert on_ring(cell) == (spot.room == FOREST), (cell, spot.tile.id)
        for side in "NESW":
            other = board.cells.get(step(cell, side))
            if other is None or FOREST in (spot.room, other.room):
                continue
            pair = {spot.walls[side], other.walls[OPPOSITE[side]]}
            assert pair != {"door", "window"}, (cell, side)


def assert_views_hide_secrets(state: FledState) -> None:
    """Changing what a seat may not see (other hands, face-down shackles, the stack order, the
    random state) must not change that seat's view, nor the public view."""
    for seat in [None, *range(state.num_players)]:
        hidden = state.model_copy(deep=True)
        hidden.rng = Rng(s=hidden.rng.s + 12345)
        hidden.stack = list(reversed(hidden.stack))
        for other, p in enumerate(hidden.prisoners):
            if other == seat:
                continue
            p.hand = [-1 - i for i in range(len(p.hand))]
            if p.shackle is not None:
                p.shackle = -99
        assert ENGINE.view(hidden, seat) == ENGINE.view(state, seat)
    public = ENGINE.view(state, None)
    assert "hand" not in public and "shackle" not in public


def assert_scores_follow_the_formula(state: FledState) -> None:
    outcome = ENGINE.outcome(state)
    assert outcome is not None
    for seat, p in enumerate(state.prisoners):
        expected = sum(tile_vp(t) for t in p.inventory) + 5 * p.escaped - (p.shackle is not None)
        assert outcome.scores[seat] == expected
    best = max(outcome.scores)
    assert all(outcome.scores[w] == best for w in outcome.winners)
    assert state.hard_labor or state.escapes
    # every seat's view names the same winners, and each prisoner's tie-break (rule 2.20)
    for viewer in [None, *range(state.num_players)]:
        view = ENGINE.view(state, viewer)
        assert view["winners"] == outcome.winners
        for p, shown in zip(state.prisoners, view["players"], strict=True):
            held = [tile_vp(t) for t in p.inventory] + [5] * p.escaped
            assert shown["tie_break"] == max([-(p.shackle is not None), *held])


class Checker:
    """The per-step invariants of a Fled playout; the costlier ones every ``every`` steps."""

    def __init__(self, every: int = 12) -> None:
        self.every = every
        self.steps = 0
        self.placed = -1

    def __call__(self, state: FledState) -> None:
        self.steps += 1
        if state.phase != "bunks":
            assert_tiles_accounted(state)
        if len(state.placed) != self.placed:
            self.placed = len(state.placed)
            assert_board_sound(state)
        if self.steps % self.every == 0:
            assert_views_hide_secrets(state)


def illegal_moves(state: FledState, seat: int) -> list[Any]:
    """Moves that must be refused in any position: a tile not in hand, a placement on the
    start, a draw before step 3, an escape with tools one does not hold."""
    me = state.prisoners[seat]
    foreign = next(t for t in room_tile_ids(state.num_players) if t not in me.hand)
    bad: list[Any] = [
        Move(tile=foreign, x=6, y=6),
        Surrender(tile=foreign),
        PlaceTile(tile=foreign, x=6, y=6, tail="S"),
        Escape(tools=[foreign]),
    ]
    if state.phase != "draw":
        bad.append(Draw())
    if state.phase != "bunks":
        bad.append(PlaceBunk(x=6, y=5, tail="E"))
    if me.hand and state.phase in ("place", "play"):
        bad.append(PlaceTile(tile=me.hand[0], x=7, y=6, tail="N"))  # on the start tile
    # two of them per step, in turn, to keep 300 games per player count affordable
    first = sum(len(p.hand) for p in state.prisoners) + len(state.placed) + len(state.stack)
    return [bad[first % len(bad)], bad[(first + 1) % len(bad)]]


def run_playouts(n: int, seeds: range) -> None:
    lengths = []
    for seed in seeds:
        run = play_random(
            ENGINE, n, seed, check=Checker(), illegal=illegal_moves, try_all_legal_every=25
        )
        assert run.finished, f"{n} players, seed {seed}: no end after {len(run.log)} actions"
        assert_tiles_accounted(run.state)
        assert_board_sound(run.state)
        assert_views_hide_secrets(run.state)
        assert_scores_follow_the_formula(run.state)
        assert ENGINE.load_state(run.state.model_dump_json()) == run.state
        lengths.append(len(run.log))
    assert lengths
