"""Fled's statistics (after Board Game Arena's player statistics), counted from the public views
around each move and its public events, and the end from the last public view: nothing here
reads a hand, a shackle tile or the stack's order.

A move's passages are read off the board the move started from: a key crosses doors, a file
windows, a shoe archways (a door beside an archway needs the key, a window beside one the file:
rule 2.7), a spoon rides one tunnel; a shamrock is the one tool whose single crossing reaches
the room, else a tunnel. The rooms moved are the crossings made, or for a tunnel the steps
underground (rule 2.9).
"""

from __future__ import annotations

from typing import cast

from rules.core import Event, Statistics
from rules.fled.board import Board, Cell, board_from
from rules.fled.queries import TOOLS
from rules.fled.tiles import Dir, tile
from rules.fled.views import FledView

SEAT_STATS: tuple[str, ...] = (
    "tiles-added",
    "tiles-drawn",
    "tiles-from-governor",
    "items-surrendered",
    "whistles-blown",
    "others-shackled",
    "times-shackled",
    "times-unshackled",
    "times-sent-to-bunk",
    "times-in-solitary",
    "contraband-found",
    "tools-acquired",
    "shamrocks-acquired",
    "tools-played",
    "shamrocks-played",
    "doors-traversed",
    "windows-traversed",
    "archways-traversed",
    "tunnels-traversed",
    "rooms-moved",
    "escaped",
)
TABLE_STATS: tuple[str, ...] = (
    "turns",
    "tiles-placed",
    "roll-calls",
    "moon-tiles",
    "reshuffles",
    "escapes",
    "hard-labour",
)

#: the passage each tool crosses, named as the figures name it
PASSAGES = {"key": "doors", "file": "windows", "shoe": "archways", "spoon": "tunnels"}
#: what a warder's whistle at a prisoner can end in: each is one roll call (rules 2.12-2.13)
ROLL_CALL_ENDS = frozenset({"safe", "shackled", "nothing_to_shackle", "solitary", "to_bunk"})
#: public events that count one for the seat named in them
SEAT_EVENTS = {
    "place": "tiles-added",
    "from_governor": "tiles-from-governor",
    "surrender": "items-surrendered",
    "whistle": "whistles-blown",
    "shackled": "times-shackled",
    "unshackled": "times-unshackled",
    "to_bunk": "times-sent-to-bunk",
    "solitary": "times-in-solitary",
    "escape": "escaped",
}
#: what a tile put into an inventory counts as, by its class
ACQUIRED = {
    "contraband": "contraband-found",
    "tool": "tools-acquired",
    "whistle": "tools-acquired",  # bought at the quarters as the tools are
    "shamrock": "shamrocks-acquired",
}


def tally(
    stats: Statistics, seat: int, before: FledView, after: FledView, events: list[Event]
) -> None:
    """Count one move of ``seat`` (the engine's ``_tally``)."""
    for e in events:
        data = e.data
        kind = e.kind
        if kind in SEAT_EVENTS:
            stats.add(data["seat"], SEAT_EVENTS[kind])
        if kind in ROLL_CALL_ENDS:
            stats.add(None, "roll-calls")
        if kind == "shackled" and data["seat"] != seat:
            stats.add(seat, "others-shackled")
        elif kind == "place":
            stats.add(None, "tiles-placed")
        elif kind == "npc_arrives":
            stats.add(None, "moon-tiles")
        elif kind == "reshuffle":
            stats.add(None, "reshuffles")
        elif kind == "draw" and data["count"]:
            stats.add(seat, "tiles-drawn", data["count"])
        elif kind == "stash":
            stats.add(seat, ACQUIRED[tile(data["tile"]).item_class or ""])
        elif kind in ("whistle", "escape"):
            spent = data["tools"] if kind == "escape" else [data["tile"]]
            shamrocks = sum(1 for t in spent if tile(t).item == "shamrock")
            if shamrocks:
                stats.add(seat, "shamrocks-played", shamrocks)
        elif kind == "move":
            _moved(stats, seat, before, data["tile"], after["players"][seat]["pos"])


def _moved(
    stats: Statistics, seat: int, before: FledView, tile_id: int, to: list[int] | None
) -> None:
    start = before["players"][seat]["pos"]
    assert start is not None and to is not None  # a pawn moves only once its bunk is placed
    board = board_from(
        tuple((p["tile"], p["x"], p["y"], cast(Dir, p["tail"])) for p in before["placed"])
    )
    here, there = board.room_of((start[0], start[1])), board.room_of((to[0], to[1]))
    item = tile(tile_id).item or ""
    if item == "shamrock":
        stats.add(seat, "shamrocks-played")
        item = next(
            (
                kind
                for kind in TOOLS
                for k, room in board.exits(here)
                if k == kind and room == there
            ),
            "spoon",
        )
    else:
        stats.add(seat, "tools-played")
    crossings = _crossings(board, here, there, None if item == "spoon" else item)
    stats.add(seat, f"{PASSAGES[item]}-traversed", 1 if item == "spoon" else crossings)
    stats.add(seat, "rooms-moved", crossings)


def _crossings(board: Board, start: Cell, goal: Cell, tool: str | None) -> int:
    """The fewest crossings from room ``start`` to room ``goal`` that ``tool`` makes (None:
    any wall, as a tunnel is measured)."""
    dist = {start: 0}
    ring = [start]
    while ring and goal not in dist:
        nxt = []
        for room in ring:
            for kind, other in board.exits(room):
                if (tool is None or kind == tool) and other not in dist:
                    dist[other] = dist[room] + 1
                    nxt.append(other)
        ring = nxt
    return dist[goal]


def tally_end(stats: Statistics, final: FledView) -> None:
    """Count what the end shows everyone (the engine's ``_tally_end``, given the last public
    view)."""
    if final["turns"]:
        stats.add(None, "turns", final["turns"])
    if final["escapes"]:
        stats.add(None, "escapes", len(final["escapes"]))
    if final["hard_labor"]:
        stats.add(None, "hard-labour")
