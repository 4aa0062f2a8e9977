"""``python -m bot play <game>``: a game in the terminal with the same engine as on Discord.

You play one seat (or every seat, hotseat) against the computer. The public board is saved as a
PNG after every move, so you can watch the picture the Discord table would show.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import Any, TextIO

from rules import get_engine
from rules.core import IllegalAction, Rng


def renderer(game: str) -> Any | None:
    try:
        return import_module(f"bot.render.{game}")
    except ModuleNotFoundError:
        return None


def private_lines(public: dict[str, Any], own: dict[str, Any]) -> list[str]:
    """What a seat's view adds to the public one (its hand, pending choices…)."""
    lines = []
    for key, value in own.items():
        if key in ("seat", "role") or public.get(key) == value:
            continue
        lines.append(f"  your {key}: {json.dumps(value)}")
    return lines


def play(
    game: str,
    *,
    players: int | None = None,
    humans: set[int] | None = None,
    seed: int = 0,
    out: Path | None = Path("getaway-play"),
    read: Callable[[str], str] = input,
    write: TextIO | None = None,
) -> int:
    """Play until the end; returns 0 (finished) or 1 (the player quit)."""
    import sys

    stream = write or sys.stdout
    engine = get_engine(game)
    n = players or engine.min_players
    humans = {0} if humans is None else humans
    state = engine.setup(n, None, seed)
    rng = Rng(s=seed ^ 0xBEEF)
    render = renderer(game)
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    turn = 0

    def say(text: str = "") -> None:
        print(text, file=stream)

    say(f"{engine.title} — {n} players; you play seat(s) {', '.join(map(str, sorted(humans)))}.")
    say("Type the number of a move, 'q' to quit.")
    while engine.outcome(state) is None:
        public = engine.view(state, None)
        if render is not None and out is not None:
            path = out / f"{game}-{turn:03d}.png"
            path.write_bytes(render.render_public(public))
        seats = engine.to_act(state)
        human = next((s for s in seats if s in humans), None)
        if human is None:
            seat = seats[0]
            action = engine.bot_action(state, seat, rng)
            state, _ = engine.apply(state, seat, action)
            say(f"  seat {seat} (computer): {engine.describe_action(action)}")
            turn += 1
            continue
        say()
        say(render.describe_public(public) if render is not None else json.dumps(public))
        for line in private_lines(public, engine.view(state, human)):
            say(line)
        actions = engine.legal_actions(state, human)
        say(f"Seat {human}, your move:")
        for index, action in enumerate(actions, start=1):
            say(f"  {index:>3}. {engine.describe_action(action)}")
        try:
            answer = read("> ").strip().lower()
        except EOFError:
            answer = "q"
        if answer in ("q", "quit", "exit"):
            say("Bye!")
            return 1
        if not answer.isdigit() or not 1 <= int(answer) <= len(actions):
            say(f"Please type a number from 1 to {len(actions)}.")
            continue
        try:
            state, _ = engine.apply(state, human, actions[int(answer) - 1])
        except IllegalAction as exc:  # cannot happen for a listed action, but stay polite
            say(exc.reason)
        turn += 1
    outcome = engine.outcome(state)
    assert outcome is not None
    public = engine.view(state, None)
    if render is not None and out is not None:
        (out / f"{game}-final.png").write_bytes(render.render_public(public))
        say(f"Pictures saved in {out}/")
    say(render.describe_public(public) if render is not None else json.dumps(public))
    winners = ", ".join(f"seat {w}" for w in outcome.winners)
    say(f"Game over ({outcome.reason}). Winner: {winners}.")
    return 0
