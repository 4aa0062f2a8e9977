"""Reading what people type or pick: numbers, lists of numbers and ``key=value`` options.

``str.isdigit()`` accepts "²" and "①", and ``int()`` refuses 5,000 digits: neither is a
validator. Numbers here are plain ASCII digits of a sensible length, or a clear refusal.
"""

from __future__ import annotations

import re
from typing import Any

from bot.tables import TableError

_DIGITS = re.compile(r"[0-9]{1,18}")
_SIGNED = re.compile(r"-?[0-9]{1,18}")
_BOOLEANS = {"true": True, "yes": True, "on": True, "false": False, "no": False, "off": False}


def whole_number(text: str, *, low: int | None = None, high: int | None = None) -> int:
    """``text`` as a whole number within ``low``–``high``, or a TableError saying how."""
    word = text.strip()
    span: dict[str, Any] = {
        "low": low if low is not None else "none",
        "high": high if high is not None else 0,
    }
    if not _DIGITS.fullmatch(word):
        raise TableError("input-not-a-number", typed=repr(word[:20]), **span)
    value = int(word)
    if (low is not None and value < low) or (high is not None and value > high):
        raise TableError("input-out-of-range", value=value, **span)
    return value


def numbers(text: str | None, *, low: int, high: int) -> list[int]:
    """``"12 17, 23"`` → ``[12, 17, 23]``, duplicates dropped; a clear error otherwise."""
    words = [w for w in re.split(r"[\s,;]+", text or "") if w]
    if len(words) > high - low + 1:
        raise TableError("input-too-many", low=low, high=high)
    return list(dict.fromkeys(whole_number(w, low=low, high=high) for w in words))


def picked_numbers(values: list[str], *, low: int, high: int) -> list[int]:
    """The values of a select whose options are numbers (a forged value is refused)."""
    return [whole_number(v, low=low, high=high) for v in values]


def options(text: str | None) -> dict[str, Any]:
    """``"opening=exactly_two pass_bonus=true"`` → ``{"opening": "exactly_two",
    "pass_bonus": True}``; numbers become ints, yes/no words booleans, the rest stays text for
    the game's options model to judge."""
    found: dict[str, Any] = {}
    for word in (text or "").replace(",", " ").split():
        key, sep, value = word.partition("=")
        if not sep or not key or not value:
            raise TableError("input-bad-option", typed=repr(word[:40]))
        if value.lower() in _BOOLEANS:
            found[key] = _BOOLEANS[value.lower()]
        elif _SIGNED.fullmatch(value):
            found[key] = int(value)
        else:
            found[key] = value
    return found
