"""Time the Fugitive engine: whole games, legal-action generation and ``apply``.

Run from the repository root::

    python bench/bench_engine_fugitive.py [--random-games 8] [--single-games 300]
        [--ai-games 300] [--positions 60]

For each ``opening`` option it prints:

* random playouts per second: every step a uniformly random legal action (no checks). Random
  players wander (pick / unpick, sprint / unsprint, cancel), so these games are long; the
  table gives their steps per game and steps per second too;
* random playouts with single-number guesses and no undo steps, the Marshal's notepad updated
  every step: every step a random legal action that undoes nothing (no unpick, unsprint,
  cancel; a Fugitive whose pending hideout has no other way out cancels it, counted), the
  Marshal picks one number and then guesses, and after every step her notepad is worked out
  as the bot does for her panel (``deduce.certain_non_hideouts`` of her view). A second row adds
  ``deduce.candidates`` of the same view (her autocomplete's candidate numbers) every step;
* the ceiling of those playouts: the same games with ``legal_actions`` and ``apply`` answered
  from a recording (so they cost nothing), then with the view and notepad left out as well (the
  loop's own work). The gap between the first row and these is what the moves cost;
* computer-player (AI-vs-AI) games per second, through ``bot_action``;
* ``legal_actions`` time per call over mid-game positions (the middle third of computer
  games), split by phase, with the mean number of legal actions;
* ``apply`` time per action over the same positions (the action the computer played there),
  and ``bot_action`` and ``view`` per call for comparison.

Nothing is asserted: the numbers depend on the machine.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import get_engine
from rules.core import Rng
from rules.fugitive import deduce

ENGINE = get_engine("fugitive")
OPENINGS = ("one_or_two", "exactly_two")
#: a random game that has not ended after this many steps is cut short (and counted)
MAX_STEPS = 50_000
#: moves that undo an earlier step: why random games run long
UNDO_KINDS = {"unpick", "unsprint", "cancel"}
MARSHAL = 1


@dataclass
class Position:
    state: Any
    seat: int
    action: Any  # what the computer played here


def options(opening: str) -> Any:
    return ENGINE.load_options({"opening": opening})


def random_playouts(opening: str, games: int) -> dict[str, float]:
    """Uniformly random legal actions until the game ends."""
    steps = undo = capped = 0
    start = time.perf_counter()
    for seed in range(games):
        state = ENGINE.setup(2, options(opening), seed)
        rng = Rng(s=seed ^ 0xBE7C4)
        for _ in range(MAX_STEPS):
            seats = ENGINE.to_act(state)
            if not seats:
                break
            seat = rng.choice(seats)
            action = rng.choice(ENGINE.legal_actions(state, seat))
            undo += action.type in UNDO_KINDS
            state, _ = ENGINE.apply(state, seat, action)
            steps += 1
        else:
            capped += 1
    elapsed = time.perf_counter() - start
    return {
        "games_s": games / elapsed,
        "steps_game": steps / games,
        "steps_s": steps / elapsed,
        "undo_share": undo / max(steps, 1),
        "capped": capped,
    }


def single_guess_playouts(
    opening: str,
    games: int,
    candidates: bool,
    legal: Callable[[Any, int], list[Any]] = ENGINE.legal_actions,
    apply: Callable[[Any, int, Any], tuple[Any, Any]] = ENGINE.apply,
    notepad: bool = True,
) -> dict[str, float]:
    """Random legal actions that undo nothing, one-number guesses, and the Marshal's notepad
    (and, with ``candidates``, her candidate numbers) worked out from her view every step.
    ``legal`` and ``apply`` stand for the engine's (see :func:`ceilings`)."""
    steps = forced_undo = capped = 0
    start = time.perf_counter()
    for seed in range(games):
        state = ENGINE.setup(2, options(opening), seed)
        rng = Rng(s=seed ^ 0x51C6E)
        for _ in range(MAX_STEPS):
            seats = ENGINE.to_act(state)
            if not seats:
                break
            seat = rng.choice(seats)
            legal_now = legal(state, seat)
            if state.picked:  # one number picked: guess it
                choices = [a for a in legal_now if a.type == "guess"]
            elif state.pending is not None:  # a hideout being assembled: no unsprint, cancel
                choices = [a for a in legal_now if a.type not in UNDO_KINDS]
            else:  # nothing picked or pending: nothing to undo
                choices = legal_now
            if not choices:  # a pending hideout that can neither grow nor be placed
                choices = legal_now
                forced_undo += 1
            state, _ = apply(state, seat, rng.choice(choices))
            steps += 1
            if notepad:
                view = ENGINE.view(state, MARSHAL)
                deduce.certain_non_hideouts(view)
                if candidates and view["route"]:
                    deduce.candidates(view)
        else:
            capped += 1
    elapsed = time.perf_counter() - start
    return {
        "games_s": games / elapsed,
        "steps_game": steps / games,
        "steps_s": steps / elapsed,
        "forced_undo": forced_undo,
        "capped": capped,
    }


def ceilings(opening: str, games: int) -> dict[str, float]:
    """The single-guess playouts (notepad, no candidates) with parts of the work taken away, to
    show how much of a step is the engine's moves: first ``legal_actions`` and ``apply`` are
    answered from a recording of the same games (a list lookup each), then the view and the
    notepad are left out too, which leaves the loop's own work (its random choices). The games
    are the same because they are deterministic: the same seeds, choices and answers."""
    answers: dict[str, list[Any]] = {"legal": [], "apply": []}

    def recorded(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any) -> Any:
            answer = real(*args)
            answers[name].append(answer)
            return answer

        return call

    single_guess_playouts(
        opening,
        games,
        False,
        recorded("legal", ENGINE.legal_actions),
        recorded("apply", ENGINE.apply),
    )
    result = {}
    # the recording is kept out of the garbage collector's passes: the real games' states die
    # young, and the replays should not pay for walking them either
    gc.collect()
    gc.freeze()
    for label, notepad in (("no_moves", True), ("loop_only", False)):
        legals, applied = iter(answers["legal"]), iter(answers["apply"])
        next_legal, next_applied = legals.__next__, applied.__next__
        result[label] = single_guess_playouts(
            opening,
            games,
            False,
            lambda state, seat, answer=next_legal: answer(),
            lambda state, seat, action, answer=next_applied: answer(),
            notepad,
        )["games_s"]
        if next(legals, None) is not None or next(applied, None) is not None:
            raise RuntimeError("the replayed games took a different course from the recorded ones")
    gc.unfreeze()
    return result


def ai_games(opening: str, games: int, keep: int) -> tuple[dict[str, float], list[Position]]:
    """Computer-vs-computer games; also returns mid-game positions of the first ``keep``
    games (the middle third of each game)."""
    steps = 0
    wins = 0
    positions: list[Position] = []
    start = time.perf_counter()
    for seed in range(games):
        state = ENGINE.setup(2, options(opening), seed)
        rng = Rng(s=seed ^ 0xC0FFEE)
        seen: list[Position] = []
        while seats := ENGINE.to_act(state):
            seat = rng.choice(seats)
            action = ENGINE.bot_action(state, seat, rng)
            if seed < keep:
                seen.append(Position(state, seat, action))
            state, _ = ENGINE.apply(state, seat, action)
            steps += 1
        wins += state.winner == 0
        third = len(seen) // 3
        positions += seen[third : 2 * third]
    elapsed = time.perf_counter() - start
    stats = {
        "games_s": games / elapsed,
        "steps_game": steps / games,
        "steps_s": steps / elapsed,
        "fugitive_wins": wins / games,
    }
    return stats, positions


def per_call_us(calls: list[Any], repeat: int = 3) -> float:
    """Median over ``repeat`` rounds of the mean microseconds per call."""
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        for call in calls:
            call()
        rounds.append((time.perf_counter() - start) / len(calls) * 1e6)
    return statistics.median(rounds)


def phase_group(phase: str) -> str:
    return {
        "opening": "Fugitive: opening",
        "fugitive_draw": "draw (either role)",
        "marshal_draw": "draw (either role)",
        "fugitive_play": "Fugitive: hide / sprint / pass",
        "marshal_guess": "Marshal: pick / guess",
        "manhunt": "Marshal: manhunt",
    }.get(phase, phase)


def position_rows(positions: list[Position]) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    groups: dict[str, list[Position]] = defaultdict(list)
    for p in positions:
        groups[phase_group(p.state.phase)].append(p)
    everything = [*sorted(groups.items()), ("all mid-game positions", positions)]
    for name, group in everything:
        us = per_call_us([lambda p=p: ENGINE.legal_actions(p.state, p.seat) for p in group])
        count = statistics.mean(len(ENGINE.legal_actions(p.state, p.seat)) for p in group)
        rows.append(
            (f"  legal_actions, {name} ({len(group)})", f"{us:8.1f} µs/call, {count:.1f} actions")
        )
    us = per_call_us([lambda p=p: ENGINE.apply(p.state, p.seat, p.action) for p in positions])
    rows.append((f"  apply, the computer's action ({len(positions)})", f"{us:8.1f} µs/action"))
    rng = Rng(s=7)
    us = per_call_us([lambda p=p: ENGINE.bot_action(p.state, p.seat, rng) for p in positions])
    rows.append(("  bot_action (computer's choice)", f"{us:8.1f} µs/call"))
    us = per_call_us([lambda p=p: ENGINE.view(p.state, p.seat) for p in positions])
    rows.append(("  view (the seat's own view)", f"{us:8.1f} µs/call"))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--random-games", type=int, default=8, help="random playouts per opening")
    parser.add_argument(
        "--single-games",
        type=int,
        default=300,
        help="random playouts with single-number guesses and no undo steps, per opening",
    )
    parser.add_argument("--ai-games", type=int, default=300, help="AI-vs-AI games per opening")
    parser.add_argument(
        "--positions", type=int, default=60, help="AI games whose mid-game positions are timed"
    )
    args = parser.parse_args()
    rows: list[tuple[str, str]] = []
    started = time.perf_counter()
    for opening in OPENINGS:
        rows.append((f"opening={opening}", ""))
        rnd = random_playouts(opening, args.random_games)
        rows.append(
            (
                f"  random playouts ({args.random_games} games)",
                f"{rnd['games_s']:8.2f} games/s, {rnd['steps_game']:.0f} steps/game, "
                f"{rnd['steps_s']:,.0f} steps/s, {rnd['undo_share']:.0%} undo steps"
                + (f", {rnd['capped']:.0f} cut at {MAX_STEPS} steps" if rnd["capped"] else ""),
            )
        )
        for with_candidates in (False, True):
            one = single_guess_playouts(opening, args.single_games, with_candidates)
            label = "notepad + candidates" if with_candidates else "notepad"
            rows.append(
                (
                    f"  random playouts, single-number guesses, no undo steps, {label} "
                    f"every step ({args.single_games} games)",
                    f"{one['games_s']:8.1f} games/s, {one['steps_game']:.0f} steps/game, "
                    f"{one['steps_s']:,.0f} steps/s"
                    + (f", {one['forced_undo']:.0f} forced cancels" if one["forced_undo"] else "")
                    + (f", {one['capped']:.0f} cut at {MAX_STEPS} steps" if one["capped"] else ""),
                )
            )
            if not with_candidates:
                top = ceilings(opening, args.single_games)
                rows += [
                    (
                        "    the same games, legal_actions and apply replayed (no cost)",
                        f"{top['no_moves']:8.1f} games/s",
                    ),
                    (
                        "    the same games, view and notepad left out too",
                        f"{top['loop_only']:8.1f} games/s",
                    ),
                ]
        ai, positions = ai_games(opening, args.ai_games, args.positions)
        rows.append(
            (
                f"  AI-vs-AI games ({args.ai_games} games)",
                f"{ai['games_s']:8.1f} games/s, {ai['steps_game']:.0f} steps/game, "
                f"{ai['steps_s']:,.0f} steps/s, Fugitive wins {ai['fugitive_wins']:.0%}",
            )
        )
        rows += position_rows(positions)
    width = max(len(r[0]) for r in rows)
    print(f"Fugitive engine ({sys.implementation.name} {sys.version.split()[0]})")
    print(f"{'measure'.ljust(width)}  result")
    for name, value in rows:
        print(f"{name.ljust(width)}  {value}")
    print(f"total run time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
