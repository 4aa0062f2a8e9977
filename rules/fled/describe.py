"""One readable line per action, for the terminal game and the logs."""

from __future__ import annotations

from rules.fled.board import step
from rules.fled.models import (
    Draw,
    Escape,
    FledAction,
    Move,
    PlaceBunk,
    PlaceTile,
    Stash,
    Surrender,
    Whistle,
)
from rules.fled.tiles import tile

SEATS = ("Yellow", "Blue", "Orange", "Green")
_NPC = {
    "warder1": "warder 1",
    "warder2": "warder 2",
    "warder3": "warder 3",
    "chaplain": "the chaplain",
}


def room_label(room: str) -> str:
    return room.replace("_", " ").replace("warders", "warder's")


def tile_name(tile_id: int) -> str:
    """e.g. 'gold shoe' or 'stamp'; the scroll colour is shown for tools and shamrocks."""
    t = tile(tile_id)
    if t.item is None:
        return t.name or "tile"
    if t.scroll == "teal":
        return t.item
    return f"{t.scroll} {t.item}"


def tile_label(tile_id: int) -> str:
    t = tile(tile_id)
    rooms = f"{room_label(t.head.room)}/{room_label(t.tail.room)}"
    return f"tile {tile_id} ({tile_name(tile_id)}, {rooms})"


def _tiles(ids: list[int]) -> str:
    return ", ".join(f"{i} ({tile_name(i)})" for i in ids)


def describe(action: FledAction) -> str:
    if isinstance(action, PlaceBunk):
        tail = step((action.x, action.y), action.tail)
        return (
            f"Place your bunk at ({action.x},{action.y}) with its corridor at ({tail[0]},{tail[1]})"
        )
    if isinstance(action, PlaceTile):
        t = tile(action.tile)
        tail = step((action.x, action.y), action.tail)
        return (
            f"Add {tile_label(action.tile)}: {room_label(t.head.room)} at "
            f"({action.x},{action.y}), {room_label(t.tail.room)} at ({tail[0]},{tail[1]})"
        )
    if isinstance(action, Surrender):
        return f"Give tile {action.tile} ({tile_name(action.tile)}) to the Governor"
    if isinstance(action, Move):
        return f"Move with tile {action.tile} ({tile_name(action.tile)}) to ({action.x},{action.y})"
    if isinstance(action, Whistle):
        who = "no target" if action.target is None else f"target {SEATS[action.target]}"
        return (
            f"Whistle with tile {action.tile} ({tile_name(action.tile)}): "
            f"{_NPC[action.npc]} to ({action.x},{action.y}), {who}"
        )
    if isinstance(action, Stash):
        if not action.pay:
            return f"Add tile {action.tile} ({tile_name(action.tile)}) to your inventory"
        return (
            f"Trade {_tiles(action.pay)} for tile {action.tile} ({tile_name(action.tile)}) "
            "into your inventory"
        )
    if isinstance(action, Escape):
        return f"Escape into the forest, discarding {_tiles(action.tools)}"
    if isinstance(action, Draw):
        if action.governor is None:
            return "Draw from the stacks back to five tiles"
        return (
            f"Take tile {action.governor} ({tile_name(action.governor)}) from the Governor, "
            "then draw from the stacks"
        )
    raise TypeError(action)
