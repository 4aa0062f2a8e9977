"""The Fled engine: setup, the three steps of a turn, escapes, hard labor and scoring.

Rule numbers in comments refer to ``shared/rules/fled.md`` section 2. Where that write-up reports
that the online implementation departs from the printed rulebook, the rulebook wins: the
chaplain's freed shackle goes to the Governor, the final round after an escape is played out
even when the stacks are empty, and the game never ends just because the piles ran out.

The rules live beside this module: ``legal`` (every legal action), ``handlers`` (what an action
does), ``flow`` (the turn order), ``views``, and ``queries`` (what a position tells the rules,
shared with the computer player and the renderer).
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import TypeAdapter

from rules.core import Engine, Event, Outcome, Rng, Statistics
from rules.fled import handlers, legal
from rules.fled.ai import choose
from rules.fled.flow import end_reason
from rules.fled.models import (
    ACTIONS,
    HAND_SIZE,
    SEAT_COLOURS,
    FledAction,
    FledOptions,
    FledState,
    Placed,
    Prisoner,
)
from rules.fled.queries import ranks, score
from rules.fled.resample import resample
from rules.fled.stats import SEAT_STATS, TABLE_STATS, tally, tally_end
from rules.fled.tiles import START_ID, bunk_ids, room_tile_ids
from rules.fled.views import FledView, view_of


class FledEngine(Engine[FledOptions, FledState, FledAction, FledView]):
    id: ClassVar[str] = "fled"
    title: ClassVar[str] = "Fled"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    Options = FledOptions
    State = FledState
    actions: ClassVar[TypeAdapter[Any]] = ACTIONS
    seat_stats: ClassVar[tuple[str, ...]] = SEAT_STATS
    table_stats: ClassVar[tuple[str, ...]] = TABLE_STATS

    def _setup(self, num_players: int, options: FledOptions, seed: int) -> FledState:
        """Rule 2.21."""
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

    def _legal_actions(self, state: FledState, seat: int) -> list[FledAction]:
        return legal.legal_actions(state, seat)

    def _apply(self, state: FledState, seat: int, action: FledAction) -> list[Event]:
        return handlers.apply(state, seat, action)

    def num_players(self, state: FledState) -> int:
        return state.num_players

    def _view(self, state: FledState, seat: int | None) -> FledView:
        return view_of(state, seat)

    def _resample_hidden(self, state: FledState, seat: int, rng: Rng) -> None:
        resample(state, seat, rng)

    _tally = staticmethod(tally)

    def _tally_end(self, stats: Statistics, final: FledState) -> None:
        tally_end(stats, self.view(final, None))  # the end shows no tile a view hides

    def outcome(self, state: FledState) -> Outcome | None:
        if state.phase != "over":
            return None
        scores = [score(p) for p in state.prisoners]
        places = ranks(state.prisoners)
        return Outcome(
            scores=[float(s) for s in scores],
            ranks=places,
            winners=[i for i, r in enumerate(places) if r == 1],
            reason=end_reason(state),
        )

    def bot_action(self, state: FledState, seat: int, rng: Rng) -> FledAction:
        return choose(self, state, seat, rng)

    def summary(self, state: FledState) -> dict[str, Any]:
        return {
            "escapes": len(state.escapes),
            "hard_labor": 1 if state.hard_labor else 0,
            "turns": state.turns,
            "tiles_placed": len(state.placed),
            "shackles": sum(1 for p in state.prisoners if p.shackle is not None),
            "end": end_reason(state) if state.phase == "over" else "unfinished",
            "first_escaper": SEAT_COLOURS[state.escapes[0]] if state.escapes else "none",
        }

    def seat_summary(self, state: FledState, seat: int) -> dict[str, float]:
        return {"escaped": 1 if seat in state.escapes else 0}
