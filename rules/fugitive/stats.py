"""Fugitive's statistics, counted from the public events of each move and the last public view.

A face-down hideout's number is the Fugitive's secret: it counts only once face up (a guess
turns it over, the 42 is laid face up). The rules reveal nothing more at the end (R20-R22, E13),
and the end's public view, which lists every number for the recap, is read for face-up hideouts
only. The highest hideout is exact all the same: a game ends with every hideout found or with
the 42 laid.
"""

from __future__ import annotations

from itertools import zip_longest

from rules.core import Event, Statistics
from rules.fugitive.models import FUGITIVE, MARSHAL
from rules.fugitive.views import FugitiveView

SEAT_STATS: tuple[str, ...] = (
    "hideouts-placed",
    "sprint-cards-used",
    "passes",
    "cards-drawn",
    "event-cards",
    "guesses",
    "hits",
    "hideouts-found",
    "manhunts",
    "manhunts-won",
    "escaped",
)
TABLE_STATS: tuple[str, ...] = ("turns", "highest-hideout", "highest-found", "hideouts-unfound")

#: public events that draw an event card instead of a hideout card (right after the "draw")
EVENT_DRAWS = frozenset({"event_card", "placeholder"})


def tally(
    stats: Statistics, seat: int, before: FugitiveView, after: FugitiveView, events: list[Event]
) -> None:
    """Count one move of ``seat`` (the engine's ``_tally``)."""
    for e, following in zip_longest(events, events[1:]):
        data = e.data
        kind = e.kind
        if kind == "hideout":
            stats.add(FUGITIVE, "hideouts-placed")
            if data["sprint_count"]:
                stats.add(FUGITIVE, "sprint-cards-used", data["sprint_count"])
        elif kind == "pass":
            stats.add(FUGITIVE, "passes")
        elif kind == "draw" and (following is None or following.kind not in EVENT_DRAWS):
            stats.add(data["seat"], "cards-drawn")
        elif kind == "event_card":
            stats.add(data["seat"], "event-cards")
        elif kind == "guess":
            stats.add(MARSHAL, "guesses")
            if data["hit"]:
                stats.add(MARSHAL, "hits")
                stats.add(MARSHAL, "hideouts-found", len(data["revealed"]))
                found = max(r["number"] for r in data["revealed"])
                stats.table["highest-found"] = max(found, stats.table.get("highest-found", 0))
        elif kind == "manhunt_started":
            stats.add(MARSHAL, "manhunts")
        elif kind == "game_over":
            if data["reason"] == "manhunt_complete" and before["phase"] == "manhunt":
                stats.add(MARSHAL, "manhunts-won")
            elif data["winner"] == "fugitive":
                stats.add(FUGITIVE, "escaped")


def tally_end(stats: Statistics, final: FugitiveView) -> None:
    """Count what the end shows everyone (the engine's ``_tally_end``, given the last public
    view): the length, the highest face-up hideout (the 42 too) and how many stayed face down."""
    stats.add(None, "turns", final["turn"])  # the first turn is 1
    hideouts = final["route"][1:]  # card 0 starts the route and is no hideout
    shown = [h["number"] for h in hideouts if h["face_up"]]
    if shown:
        stats.add(None, "highest-hideout", max(shown))
    hidden = sum(1 for h in hideouts if not h["face_up"])
    if hidden:
        stats.add(None, "hideouts-unfound", hidden)
