"""Fled's tiles as read-only Python objects, loaded once from ``data/fled/tiles.json``.

A tile covers two cells: the *head* (top half as printed) and the *tail*. On the board a tile is
placed by its head cell and the direction in which its tail lies ("S" is the printed upright).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Any, Literal

import data

Dir = Literal["N", "E", "S", "W"]
DIRS: tuple[Dir, ...] = ("N", "E", "S", "W")
STEP: dict[str, tuple[int, int]] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE: dict[str, Dir] = {"N": "S", "S": "N", "E": "W", "W": "E"}

#: the printed side that ends up facing each direction, per tail direction. Turning the tile
#: so that its tail (printed south) points ``tail`` is a rotation by ``_TURNS[tail]`` quarters
#: clockwise.
_TURNS: dict[str, int] = {"S": 0, "W": 1, "N": 2, "E": 3}

START_ID = 46
SOLITARY_ID = 26
FOREST = "forest"
QUARTERS = "warders_quarters"


@dataclass(frozen=True)
class Half:
    room: str
    walls: tuple[str, str, str, str]  # printed N, E, S, W


@dataclass(frozen=True)
class Tile:
    id: int
    kind: str  # room | start | bunk
    scroll: str | None  # teal | purple | green | gold | None
    item: str | None
    players: str  # all | 3+
    head: Half
    tail: Half
    parchment: str | None  # forest tiles: the tool needed to escape from the room half
    adds: str | None  # "warder" | "chaplain" for the moon tiles
    hole: bool
    name: str | None
    colour: str | None

    @property
    def single_room(self) -> bool:
        return self.head.room == self.tail.room and self.head.walls[2] == "open"

    @property
    def is_forest(self) -> bool:
        return self.head.room == FOREST

    @property
    def item_class(self) -> str | None:
        if self.scroll == "teal":
            return "contraband"
        if self.item == "shamrock":
            return "shamrock"
        if self.item == "whistle":
            return "whistle"
        return None if self.item is None else "tool"

    def half(self, is_head: bool) -> Half:
        return self.head if is_head else self.tail

    def wall(self, is_head: bool, tail: str, side: str) -> str:
        """The wall of one half facing ``side`` once the tile lies with its tail to ``tail``."""
        turns = _TURNS[tail]
        printed = DIRS[(DIRS.index(side) - turns) % 4]
        return self.half(is_head).walls[DIRS.index(printed)]


def _half(raw: dict[str, Any]) -> Half:
    w = raw["walls"]
    return Half(room=raw["room"], walls=(w[0], w[1], w[2], w[3]))


def _tile(raw: dict[str, Any]) -> Tile:
    head, tail = raw["halves"]
    return Tile(
        id=raw["id"],
        kind=raw["kind"],
        scroll=raw.get("scroll"),
        item=raw.get("item"),
        players=raw.get("players", "all"),
        head=_half(head),
        tail=_half(tail),
        parchment=raw.get("parchment"),
        adds=raw.get("adds"),
        hole=bool(raw.get("hole", False)),
        name=raw.get("name"),
        colour=raw.get("colour"),
    )


@cache
def _raw() -> dict[str, Any]:
    loaded: dict[str, Any] = data.load_json("fled", "tiles.json")
    return loaded


@cache
def all_tiles() -> dict[int, Tile]:
    raw = _raw()
    tiles = [_tile(raw["start"]), *(_tile(b) for b in raw["bunks"])]
    tiles += [_tile(t) for t in raw["tiles"]]
    return {t.id: t for t in tiles}


def tile(tile_id: int) -> Tile:
    return all_tiles()[tile_id]


def tile_name(tile_id: int) -> str:
    """e.g. 'gold shoe' or 'stamp' (for refusals); the scroll colour is shown for tools and
    shamrocks."""
    t = tile(tile_id)
    if t.item is None:
        return t.name or "tile"
    if t.scroll == "teal":
        return t.item
    return f"{t.scroll} {t.item}"


@cache
def bunk_ids() -> tuple[int, ...]:
    """The bunk tile of each seat, in seat order (yellow, blue, orange, green)."""
    return tuple(b["id"] for b in _raw()["bunks"])


def room_tile_ids(num_players: int) -> list[int]:
    """The room tiles shuffled into the stacks (the six 3+ tiles only with 3 or more players)."""
    return [
        t["id"] for t in _raw()["tiles"] if num_players >= 3 or t.get("players", "all") == "all"
    ]


@cache
def room_info() -> dict[str, tuple[str | None, bool]]:
    """room type -> (its contraband, whether it has a tunnel)."""
    return {k: (v["contraband"], bool(v["tunnel"])) for k, v in _raw()["rooms"].items()}


@cache
def roll_call_posters() -> tuple[tuple[str, ...], ...]:
    """Posters of the four roll-call tiles by id, then (index 4) the Governor tile."""
    raw = _raw()
    tiles = sorted(raw["roll_call"], key=lambda r: r["id"])
    return (*(tuple(r["posters"]) for r in tiles), tuple(raw["governor"]["posters"]))


@cache
@cache
def scroll_vp() -> Mapping[str, int]:
    """Points by scroll colour, an escape and a shackle (rule 2.20); read-only, made once."""
    raw = _raw()["scroll_vp"]
    return MappingProxyType({k: int(v) for k, v in raw.items() if k != "provenance"})


def trade_cost(tile_id: int) -> int:
    """Contraband paid to add this tool or shamrock to an inventory."""
    scroll = tile(tile_id).scroll
    return int(_raw()["trade_cost"][scroll]) if scroll is not None else 0


@cache  # the score and the tie-break of every view read it for each inventory tile
def tile_vp(tile_id: int) -> int:
    scroll = tile(tile_id).scroll
    return scroll_vp()[scroll] if scroll is not None else 0


def frame() -> tuple[int, int]:
    raw = _raw()["frame"]
    return int(raw["width"]), int(raw["height"])
