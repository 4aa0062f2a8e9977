"""Game content (cards, tiles, boards, word lists, fonts), each item with its provenance."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent


def path(*parts: str) -> Path:
    """The path of a file shipped in ``data/``."""
    return ROOT.joinpath(*parts)


@cache
def load_json(*parts: str) -> Any:
    """A JSON file from ``data/``, parsed once per process."""
    with path(*parts).open(encoding="utf-8") as fh:
        return json.load(fh)
