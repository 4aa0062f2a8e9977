"""Fugitive in the terminal: the Marshal's notepad (a saved picture, and ``notepad`` in text) and a
manhunt list without the numbers she has already missed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from bot.narrate import Voice
from bot.render import fugitive as art
from bot.terminal_extras import Action, Extras
from rules.fugitive import deduce
from rules.fugitive.models import MARSHAL
from rules.fugitive.views import FugitiveView

NOTEPAD = "fugitive-notepad.png"
#: the notepad's grid, as on the picture: numbers 1–42, seven a row
COLUMNS = 7


def _yes(flag: object) -> str:
    return "yes" if flag else "no"


def is_marshal(view: Mapping[str, Any]) -> bool:
    return view.get("role") == "marshal"


def notepad_text(view: Mapping[str, Any], voice: Voice) -> str:
    """The notepad as the picture draws it: crossed numbers (certainly not hideouts) as "×",
    picked ones in brackets."""
    crossed = deduce.certain_non_hideouts(view)
    picked = set(view.get("picked") or ())
    rows = [voice.t("terminal-notepad-title")]
    for first in range(1, 43, COLUMNS):
        cells = []
        for n in range(first, first + COLUMNS):
            cells.append("   ×" if n in crossed else f"[{n:>2}]" if n in picked else f"  {n:>2}")
        rows.append(" ".join(cells))
    rows.append(voice.t("terminal-notepad-legend", crossed=len(crossed), picked=len(picked)))
    return "\n".join(rows)


class FugitiveExtras(Extras):
    def pictures(
        self, view: Mapping[str, Any], public: Mapping[str, Any], legal: Sequence[Action], lang: str
    ) -> dict[str, bytes]:
        if not is_marshal(view):
            return {"fugitive-hand.png": art.render_private(cast(FugitiveView, view), lang)}
        crossed = deduce.certain_non_hideouts(view)
        picked = set(view.get("picked") or ())
        return {NOTEPAD: art.render_notepad(crossed, set(), picked, lang)}

    def unlisted(self, view: Mapping[str, Any], legal: Sequence[Action]) -> list[Action]:
        """In a manhunt, the numbers she named alone and missed, where no hideout can be."""
        if view.get("phase") != "manhunt":
            return []
        possible = set().union(*deduce.candidates(view))
        missed = {
            g["numbers"][0] for g in view["guesses"] if not g["hit"] and len(g["numbers"]) == 1
        }
        gone = missed - possible
        return [a for a in legal if a["type"] == "pick" and a["number"] in gone]

    def lines(
        self, legal: Sequence[Action], voice: Voice, folder: str | None
    ) -> tuple[list[str], set[str]]:
        """The Marshal is told of her notepad under her moves."""
        if voice.reader != MARSHAL:
            return [], set()
        picture = f"{folder}/{NOTEPAD}"
        hint = voice.t("terminal-notepad-hint", picture=picture, pictured=_yes(folder))
        return ["  " + hint], set()

    def command(self, word: str, view: Mapping[str, Any], voice: Voice) -> str | None:
        if word not in self.command_words(view):
            return None
        return notepad_text(view, voice)

    def command_words(self, view: Mapping[str, Any]) -> list[str]:
        return ["notepad", "carnet"] if is_marshal(view) else []


EXTRAS = FugitiveExtras()
