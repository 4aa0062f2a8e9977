"""The toy game in words (its messages are in ``tests/toy/locales``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.narrate import Narrator, Voice


class ToyNarrator(Narrator):
    game = "toy"

    def status(self, view: Mapping[str, Any], voice: Voice) -> str:
        if "secrets" in view:
            totals = [t + s for t, s in zip(view["taken"], view["secrets"], strict=True)]
            return voice.t("toy-status-over", first=totals[0], second=totals[1])
        return voice.t("toy-status-turn", who=voice.name(view["turn"]), pile=view["pile"])

    def board(self, view: Mapping[str, Any], voice: Voice) -> str:
        taken = view["taken"]
        return voice.t("toy-board", pile=view["pile"], first=taken[0], second=taken[1])

    def secrets(self, view: Mapping[str, Any], voice: Voice) -> str | None:
        return voice.t("toy-secret", bonus=view["secret"]) if "secret" in view else None


NARRATOR = ToyNarrator()
