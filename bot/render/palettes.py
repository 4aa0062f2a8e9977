"""The games' fixed palettes (:class:`bot.render.common.Palette`), stored in ``palettes.json``.

A palette is worked out from a reference picture of every colour a game draws. Working it out
in every process cost each picture worker a second of a core and, for Fled's, 160 MiB for a
moment, at every start and every renewal; so the entries are stored, and a process reads them.
After changing the colours a game draws, run::

    python -m bot.render.palettes

which works every palette out again and writes the file (``tests/bot/test_render_palettes.py``
fails until it is done: the stored palette is then no longer the reference's).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

PATH = Path(__file__).with_name("palettes.json")


@cache
def stored_palettes() -> dict[str, list[int]]:
    """Palette name -> its entries, flat RGB."""
    palettes: dict[str, list[int]] = json.loads(PATH.read_text(encoding="utf-8"))
    return palettes


def computed_palettes() -> dict[str, list[int]]:
    """Every game's palette as its reference picture gives it, by palette name."""
    from bot.render import renderer
    from rules import game_ids

    found = (getattr(renderer(game), "PALETTE", None) for game in game_ids())
    return {palette.name: palette.computed() for palette in found if palette is not None}


def main() -> None:
    palettes = computed_palettes()
    lines = [f"  {json.dumps(name)}: {json.dumps(palettes[name])}" for name in sorted(palettes)]
    PATH.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
    print(f"{PATH}: {', '.join(sorted(palettes))}")


if __name__ == "__main__":
    main()
