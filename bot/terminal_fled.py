"""Fled in the terminal: each hand tile in words, placements as letters on saved preview
pictures (as the Discord panel marks them), and the hand picture."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any, cast

from bot.narrate import Voice
from bot.narrate.fled import NARRATOR, letters
from bot.render import fled as art
from bot.terminal_extras import Action, Extras
from rules.fled.board import step
from rules.fled.views import FledView, hand_of

#: the moves that lay a tile on the board, offered as letters
LAID = ("bunk", "place")


def cells(action: Action) -> list[tuple[int, int]]:
    """The two cells a bunk or a placed tile covers: its head, then its tail."""
    head = (int(action["x"]), int(action["y"]))
    return [head, step(head, action["tail"])]


def groups(legal: Sequence[Action]) -> dict[str, list[Action]]:
    """The placements by picture: "bunk", or "place-<tile>" for each hand tile that fits, each
    in the order of the legal moves (a placement's letter is its index here)."""
    found: dict[str, list[Action]] = defaultdict(list)
    for action in legal:
        if action["type"] == "bunk":
            found["bunk"].append(action)
        elif action["type"] == "place":
            found[f"place-{action['tile']}"].append(action)
    return dict(found)


def picture_name(group: str) -> str:
    return f"fled-{group}.png"


class FledExtras(Extras):
    def words(self, view: Mapping[str, Any], voice: Voice) -> list[str]:
        return ["  " + NARRATOR.layout(tile, voice) for tile in view.get("hand") or []]

    def pictures(
        self, view: Mapping[str, Any], public: Mapping[str, Any], legal: Sequence[Action], lang: str
    ) -> dict[str, bytes]:
        found = {"fled-hand.png": art.render_private(hand_of(cast(FledView, view)), lang)}
        for group, actions in groups(legal).items():
            marks = [(letters(i), cells(a)) for i, a in enumerate(actions)]
            found[picture_name(group)] = art.render_choices(cast(FledView, public), marks, lang)
        return found

    def aliases(self, legal: Sequence[Action], voice: Voice) -> list[tuple[str, Action]]:
        english = Voice("en", voice.names, voice.reader)
        found: list[tuple[str, Action]] = []
        for actions in groups(legal).values():
            for index, action in enumerate(actions):
                args = [letters(index)]
                if action["type"] == "place":
                    args.insert(0, str(action["tile"]))
                found.append((" ".join(args), action))
                for speaker in (voice, english):
                    word = speaker.t(f"fled-cmd-{action['type']}")
                    found.append((" ".join([word, *args]), action))
        return found

    def lines(
        self, legal: Sequence[Action], voice: Voice, folder: str | None
    ) -> tuple[list[str], set[str]]:
        out = []
        for group, actions in groups(legal).items():
            kind = actions[0]["type"]
            word = voice.t(f"fled-cmd-{kind}")
            if kind == "place":
                word += f" {actions[0]['tile']}"
            out.append(
                "  "
                + voice.t(
                    "terminal-fled-letters",
                    command=word,
                    first=letters(0),
                    last=letters(len(actions) - 1),
                    count=len(actions),
                    picture=f"{folder}/{picture_name(group)}",
                    pictured="no" if folder is None else "yes",
                )
            )
        return out, set(LAID)


EXTRAS = FledExtras()
