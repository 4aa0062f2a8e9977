"""Time control of a table: how long a player has per move, what happens when the time is up,
the reminders before it, and the discussion window before a vote.

Deadlines and reminders are rows of the ``timers`` table, written in the same transaction as the
move that sets them, so they survive restarts and never disagree with the game; ``bot/timers.py``
fires them, each once.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, replace
from typing import Any

#: what happens to a player who lets the time run out
ON_TIMEOUT = ("computer", "skip", "forfeit")
#: reminders go out when this share of the time has passed
REMINDERS = (0.5, 0.9)
#: shortest and longest time per move a table may choose
SHORTEST, LONGEST = 60.0, 30 * 24 * 3600.0
#: shortest and longest discussion before a vote: a vote must not wait a week to open
DISCUSSION_SHORTEST, DISCUSSION_LONGEST = 10.0, 24 * 3600.0

_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}
_DURATION = re.compile(r"(?:(\d{1,5})\s*([smhdw]))+?", re.IGNORECASE)


class BadDuration(ValueError):
    """A duration that cannot be read; the text says how to write one."""


def parse_duration(text: str) -> float:
    """``"10m"``, ``"24h"``, ``"3d"``, ``"1h30m"`` → seconds."""
    cleaned = text.strip().lower().replace(" ", "")
    if not cleaned or not re.fullmatch(r"(\d{1,5}[smhdw])+", cleaned):
        raise BadDuration(text)
    return float(sum(int(n) * _UNITS[u] for n, u in _DURATION.findall(cleaned)))


@dataclass(frozen=True)
class TimeControl:
    #: seconds per move; 0 means no deadline
    move_seconds: float
    #: computer, skip or forfeit; None until the table starts (then it depends on the seats)
    on_timeout: str | None = None
    #: seconds of discussion before a vote opens (games whose engine asks for it)
    discussion: float = 0.0
    #: seats the computer plays from now on (a player who left a tournament mid-game, or who
    #: forfeited a game of three or more: it goes on for the others)
    stand_ins: tuple[int, ...] = ()
    #: seats that forfeited while the game went on, the first first: ranked last at its end
    forfeits: tuple[int, ...] = ()
    #: seats whose time ran out and that have not moved since: no reminders or DMs for them
    #: (the computer plays them when their time is up) until they move again
    idle: tuple[int, ...] = ()

    @classmethod
    def load(cls, data: dict[str, Any] | None, move_seconds: float) -> TimeControl:
        data = dict(data or {})
        return cls(
            move_seconds=float(data.get("move_seconds", move_seconds)),
            on_timeout=data.get("on_timeout"),
            discussion=float(data.get("discussion", 0.0)),
            stand_ins=tuple(data.get("stand_ins", ())),
            forfeits=tuple(data.get("forfeits", ())),
            idle=tuple(data.get("idle", ())),
        )

    def dump(self) -> dict[str, Any]:
        return asdict(self)

    def resolved(self, players: int) -> TimeControl:
        """The rule once the seats are known: a two-player game is lost by forfeit, a larger one
        goes on with a computer stand-in."""
        if self.on_timeout is not None:
            return self
        return replace(self, on_timeout="forfeit" if players <= 2 else "computer")


def timers_for(
    control: TimeControl, now: float, *, discussion: bool, stand_in: bool = False
) -> tuple[float | None, list[tuple[str, float, dict[str, Any]]]]:
    """The deadline of a new position and the timers that go with it: (kind, due, data). A
    position waiting on a stand-in seat is due at once: the computer plays it."""
    timers: list[tuple[str, float, dict[str, Any]]] = []
    if stand_in:
        return now, [("deadline", now, {})]
    start = now
    if discussion and control.discussion > 0:
        start = now + control.discussion
        timers.append(("opens", start, {}))
    if control.move_seconds <= 0:
        return None, timers
    deadline = start + control.move_seconds
    for share in REMINDERS:
        timers.append(("reminder", start + share * control.move_seconds, {"share": share}))
    timers.append(("deadline", deadline, {}))
    return deadline, timers
