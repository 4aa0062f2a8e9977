"""Fugitive's numbers: the rule constants and the cards, loaded once from ``data/fugitive``."""

from __future__ import annotations

from typing import Any, Literal

from data import load_json

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
