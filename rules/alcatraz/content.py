"""The game's content (data/alcatraz/*.json) as small typed records, loaded once."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import data

#: the five ordinary item types, then the gun (which stands in for any one item in a task)
ORDINARY = ("keys", "knives", "clothes", "drugs", "tools")
GUN = "gun"
ITEMS = (*ORDINARY, GUN)
STEPS = "ABCDEF"
LOCATIONS = tuple(range(1, 13))
SIDES = ("silver", "copper")
GRID_COLUMNS = 4
ITEM_SLOTS = 3  # item spaces on a prisoner sheet
GUARD_LIMIT = 21  # the 21st guard to enter play loses the game for everyone
MAX_GUARDS_HERE = 4


@dataclass(frozen=True)
class Effect:
    """What a location rule does. ``kind`` is one of pick_discard, search_deck, move_guards,
    stamina, cash, take, draw; ``exchange`` means one item or 1 cash is paid first."""

    kind: str
    exchange: bool
    amount: int = 0
    item: str = ""
    count: int = 0
    moves: int = 0
    up_to: bool = False
    draw: int = 0
    keep: int = 0


@dataclass(frozen=True)
class Side:
    cost: int
    effect: Effect
    slots: dict[str, int]
    short: str
    text: str


@dataclass(frozen=True)
class Location:
    number: int
    name: str
    silver: Side
    copper: Side

    def side(self, which: str) -> Side:
        return self.silver if which == "silver" else self.copper


@dataclass(frozen=True)
class TaskCard:
    id: str
    step: str
    name: str
    prisoners: int
    max_guards: int
    items: dict[str, int]


@dataclass(frozen=True)
class BlackmailCard:
    id: str
    name: str
    kind: str
    text: str


def _side(raw: dict[str, Any]) -> Side:
    fx = raw["effect"]
    effect = Effect(
        kind=fx["kind"],
        exchange=fx["exchange"],
        amount=fx.get("amount", 0),
        item=fx.get("item", ""),
        count=fx.get("count", 0),
        moves=fx.get("moves", 0),
        up_to=fx.get("up_to", False),
        draw=fx.get("draw", 0),
        keep=fx.get("keep", 0),
    )
    return Side(raw["cost"], effect, dict(raw["slots"]), raw["short"], raw["text"])


@cache
def locations() -> dict[int, Location]:
    raw = data.load_json("alcatraz", "locations.json")["locations"]
    return {
        loc["number"]: Location(
            loc["number"], loc["name"], _side(loc["sides"]["silver"]), _side(loc["sides"]["copper"])
        )
        for loc in raw
    }


@cache
def tasks() -> dict[str, TaskCard]:
    raw = data.load_json("alcatraz", "tasks.json")["cards"]
    return {
        c["id"]: TaskCard(
            c["id"], c["step"], c["name"], c["prisoners"], c["max_guards"], dict(c["items"])
        )
        for c in raw
    }


@cache
def blackmail() -> dict[str, BlackmailCard]:
    raw = data.load_json("alcatraz", "blackmail.json")["cards"]
    return {c["id"]: BlackmailCard(c["id"], c["name"], c["kind"], c["text"]) for c in raw}


@cache
def item_totals() -> dict[str, int]:
    raw = data.load_json("alcatraz", "game.json")["items"]
    return {item: int(raw[item]) for item in ITEMS}


@cache
def plan_step_names() -> dict[str, str]:
    raw = data.load_json("alcatraz", "game.json")["plan_steps"]
    return {p["letter"]: p["name"] for p in raw}


def help_text() -> str:
    text: str = data.load_json("alcatraz", "game.json")["help"]
    return text


def location_name(number: int) -> str:
    loc = locations().get(number)
    return f"{number} {loc.name}" if loc else f"location {number}"


@cache
def adjacent(order: tuple[int, ...]) -> dict[int, frozenset[int]]:
    """King-move neighbours on the 3×4 grid; ``order`` lists location numbers in reading order."""
    where = {loc: divmod(i, GRID_COLUMNS) for i, loc in enumerate(order)}
    return {
        a: frozenset(
            b for b, (r2, c2) in where.items() if b != a and abs(r2 - r1) <= 1 and abs(c2 - c1) <= 1
        )
        for a, (r1, c1) in where.items()
    }


@cache
def distances(order: tuple[int, ...]) -> dict[tuple[int, int], int]:
    """King-move distance between locations (used by the computer player)."""
    where = {loc: divmod(i, GRID_COLUMNS) for i, loc in enumerate(order)}
    return {
        (a, b): max(abs(ra - rb), abs(ca - cb))
        for a, (ra, ca) in where.items()
        for b, (rb, cb) in where.items()
    }
