"""Alcatraz's statistics (``Engine.statistics``), counted from the table's public log.

Secret: the ballots of a vote until the last one is cast. The scapegoat vote's ballots are then
revealed together (``scapegoat_elected`` names each voter's choice), so they count as votes
received; the final vote on who stays behind reveals only who stays, so its ballots never count.
Blackmail hands stay secret too: a card counts when it is played, face up.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.alcatraz.models import State
from rules.alcatraz.views import AlcatrazView
from rules.core import Event, Statistics

SEAT_STATS = (
    "tasks-completed",
    "tasks-helped",
    "times-scapegoat",
    "votes-received",
    "steals",
    "riots",
    "blackmails",
    "trades",
    "escaped",
    "left-behind",
)
TABLE_STATS = ("rounds", "tasks-done", "escape")

#: the actions counted as they are (the ``type`` of the action in the public ``action`` event)
COUNTED = {
    "task_complete": "tasks-completed",
    "steal": "steals",
    "riot": "riots",
    "blackmail": "blackmails",
}


def count_move(
    stats: Statistics, before: AlcatrazView, after: AlcatrazView, events: list[Event]
) -> None:
    """Count one move: its public events, and the round it moved on to."""
    if "rounds" not in stats.table:  # the first move: round 1 is under way, its scapegoat drawn
        stats.add(None, "rounds", before["round"])
        stats.add(before["scapegoat"], "times-scapegoat")
    stats.add(None, "rounds", after["round"] - before["round"])
    for e in events:
        if e.kind == "action":
            _count_action(stats, before, e.data)
        elif e.kind == "scapegoat_elected":
            stats.add(e.data["elected"], "times-scapegoat")
            for seat, votes in Counter(e.data["ballots"]).items():
                stats.add(seat, "votes-received", votes)


def count_end(stats: Statistics, final: State) -> None:
    """The end shows everyone who escaped and who stayed behind (after an escape only: the
    guards' victory keeps everybody in); a game stopped before its end (a forfeit) shows
    neither."""
    result = final.result
    if result is None:
        return
    escape = result.reason == "escape"
    stats.add(None, "escape", 1 if escape else 0)
    for seat in range(final.num_players):
        stats.add(seat, "escaped", 1 if seat in result.escaped else 0)
        stats.add(seat, "left-behind", 1 if escape and seat in result.stayed else 0)


def _count_action(stats: Statistics, before: AlcatrazView, data: dict[str, Any]) -> None:
    seat, kind = data["seat"], data["action"]["type"]
    if kind in COUNTED:
        stats.add(seat, COUNTED[kind])
    if kind == "task_complete":
        stats.add(None, "tasks-done")
        task = before["pending"]
        assert task is not None and task["kind"] == "task"
        # those whose items went into the task, the performer aside (the pledges are public)
        for helper in sorted({p["seat"] for p in task["pledges"]} - {seat}):
            stats.add(helper, "tasks-helped")
    elif kind == "trade_answer" and data["action"]["accept"]:
        trade = data["trade"]
        stats.add(trade["by"], "trades")
        stats.add(trade["partner"], "trades")
