"""Fugitive's numbers: the rule constants and the cards, loaded once from ``data/fugitive``."""

from __future__ import annotations

from typing import Any, Literal

from data import load_json
from rules.fugitive.frozen import FrozenList

ESCAPE = 42  # the Fugitive's escape card (R21)
FUGITIVE = 0  # seat 0 is always the Fugitive
MARSHAL = 1  # seat 1 is always the Marshal
ROLES = ("fugitive", "marshal")
BASE_REACH = 3  # a hideout may be at most 3 above the previous one without sprinting (R11)
MANHUNT_LIMIT = 29  # the manhunt needs the highest face-up hideout to be 29 or lower (R22)
GUESS_LOW, GUESS_HIGH = 1, 41  # R15 / E10
GUESS_RANGE = range(GUESS_LOW, GUESS_HIGH + 1)

_CARDS: list[dict[str, Any]] = load_json("fugitive", "cards.json")["cards"]
_PILES: list[dict[str, Any]] = load_json("fugitive", "cards.json")["piles"]
#: footprints of each card usable as a sprint card; 0 and 42 never sprint (R5, E5)
SPRINT: dict[int, int] = {c["number"]: c["sprint"] for c in _CARDS if c["sprint"] is not None}
PILE_RANGES: list[tuple[int, int]] = [(p["first"], p["last"]) for p in _PILES]
SETUP_DRAWS: list[int] = [p["fugitive_setup_draw"] for p in _PILES]
PILE_NUMBERS: tuple[Literal[1, 2, 3], ...] = (1, 2, 3)
STARTING_HAND: list[int] = [c["number"] for c in _CARDS if c["start"] == "fugitive_hand"]

# The house event deck (``data/fugitive/events.json``: designed for Getaway, not the publisher's
# cards). Event and placeholder cards lie in the piles as numbers above every hideout number.
_EVENTS: dict[str, Any] = load_json("fugitive", "events.json")
#: each event card's effect id and icon, by its code
EVENT_ID: dict[int, str] = {e["code"]: e["id"] for e in _EVENTS["events"]}
EVENT_ICON: dict[int, str] = {e["code"]: e["icon"] for e in _EVENTS["events"]}
EVENT_CODES: list[int] = sorted(EVENT_ID)
PLACEHOLDER: int = _EVENTS["placeholder"]["code"]
PLACEHOLDERS: int = _EVENTS["placeholder"]["count"]
FIRST_EVENT_CODE = min(EVENT_CODES)  # a pile's card from here up is not a hideout card
ICONS = ("fugitive", "neutral", "marshal")  # the Catch-up event piles, in this order
EVENTS_PER_PILE = 2  # Random events: 2 into each pile; Catch-up: 2 placeholders into each

#: rule facts every view carries, shared and read-only
PILE_RANGES_SEEN = FrozenList(FrozenList(pile) for pile in PILE_RANGES)
SPRINT_VALUES = FrozenList(SPRINT.get(number, 0) for number in range(ESCAPE + 1))
