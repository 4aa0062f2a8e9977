"""Play any game on simulated Discord the way a phone player does: only the table message's
buttons and the private panel's buttons and selects, never a typed command.

Moves are chosen by the engine's computer players from the table's stored state, so a game is
reproducible from its seed; what is tested is that every move can be reached through the panel
and that the panel plays exactly that move.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bot.i18n import t
from cogs.panel import decode
from cogs.table_ui import GAME_UIS
from rules import get_engine
from rules.core import Rng

CONTROL = re.compile(
    r"(?P<kind>[ms]):(?P<table>\d+):(?P<version>\d+):(?P<op>[a-z~0-9]+):(?P<path>.*)"
)


def controls(message: Any) -> list[dict[str, Any]]:
    found = []
    for row in message.components:
        for comp in row.get("components", []):
            match = CONTROL.fullmatch(str(comp.get("custom_id", "")))
            if match and not comp.get("disabled"):
                found.append({**comp, **match.groupdict(), "tokens": decode(match["path"])})
    return found


@dataclass
class Seated:
    actor: Any
    seat: int


@dataclass
class GameOnDiscord:
    """A table of ``game`` for ``players`` people in one channel, played through the panel."""

    env: Any
    game: str
    players: int
    seed: int
    lang: str = "en"
    #: more options of `/game new` (a clock, house rules)
    new: dict[str, Any] = field(default_factory=dict)
    steps: list[tuple[int, int, int]] = field(default_factory=list)  # seat, first, last request
    clicks: int = 0
    #: a player moving again, nobody having moved since, goes on from the panel their last move
    #: left them, as people do (otherwise each move starts from **My turn**)
    keep_panel: bool = False
    #: the seat that moved last, the table's version after its move, and the panel it was left;
    #: how many moves went on from such a panel
    left: tuple[int, int, Any] | None = None
    kept: int = 0

    async def open(self) -> None:
        env = self.env
        env.bot.service.seed_source = lambda: self.seed
        self.guild = env.create_guild(preferred_locale="fr" if self.lang == "fr" else "en-US")
        self.channel = self.guild.create_text_channel(self.game)
        self.users = [env.create_user(f"p{i}") for i in range(self.players)]
        self.members = [self.guild.add_member(u) for u in self.users]
        language = {"language": self.lang} if self.lang != "en" else {}
        await self.members[0].slash(
            self.channel, "game new", game=self.game, **language, **self.new
        )
        for member in self.members[1:]:
            await member.click(self.table_message(), label=t(self.lang, "button-join"))
        await self.members[0].click(self.table_message(), label=t(self.lang, "button-start"))
        table = await self.table()
        assert table.status == "playing", table.status
        self.by_seat = {table.seat_of(m.id): m for m in self.members}
        self.user_of = {table.seat_of(u.id): u for u in self.users}
        self.rng = Rng(s=self.seed ^ 0xC0FFEE)
        self.engine = get_engine(self.game)

    def table_message(self) -> Any:
        for message in reversed(self.channel.history()):
            if message.embeds and " — table" in (message.embeds[0].title or ""):
                return message
        raise AssertionError("no table message")

    async def table(self) -> Any:
        row = await self.env.bot.store.fetchone(
            "SELECT id FROM tables WHERE channel_id = ? ORDER BY id DESC", (self.channel.id,)
        )
        return await self.env.bot.service.get(row["id"])

    async def click(self, actor: Any, coro: Any) -> Any:
        self.clicks += 1
        result = await coro
        assert result.acknowledged, "an interaction was not acknowledged"
        return result

    async def panel(self, seat: int) -> Any:
        label = t(self.lang, "button-my-turn")
        result = await self.click(
            self.by_seat[seat], self.by_seat[seat].click(self.table_message(), label=label)
        )
        assert result.ephemeral and result.response is not None
        return result.response

    async def move(self, seat: int, action: dict[str, Any]) -> Any:
        """Play ``action`` for ``seat`` by navigating its panel; returns the last panel."""
        actor = self.by_seat[seat]
        table = await self.table()
        ui = GAME_UIS[self.game]
        target = ui.choice_path(table, seat, action)
        start = len(self.env.http_requests)
        left = self.left
        if self.keep_panel and left and left[:2] == (seat, table.version) and left[2] is not None:
            panel = left[2]
            self.kept += 1
        else:
            panel = await self.panel(seat)
        for _ in range(12):
            found = self.step_towards(panel, target)
            assert found is not None, (target, [c.get("custom_id") for c in controls(panel)])
            kind, comp, value = found
            if kind == "button":
                result = await self.click(actor, actor.click(panel, custom_id=comp["custom_id"]))
            else:
                result = await self.click(
                    actor, actor.select(panel, [value], custom_id=comp["custom_id"])
                )
            after = await self.table()
            if after.version != table.version or after.status != "playing":
                self.steps.append((seat, start, len(self.env.http_requests)))
                self.left = (seat, after.version, result.response)
                return result.response
            panel = result.response
            assert panel is not None and panel.components, "the panel vanished mid-move"
        raise AssertionError(f"could not reach {target} through the panel")

    @staticmethod
    def step_towards(panel: Any, target: tuple[str, ...]) -> tuple[str, dict[str, Any], str] | None:
        options = controls(panel)
        # a confirmation, or a button that plays the move at once
        for comp in options:
            tokens = comp["tokens"]
            if comp["kind"] == "m" and comp["op"] in ("a", "y") and target[: len(tokens)] == tokens:
                return "button", comp, ""
        # a select offering the next choice
        for comp in options:
            tokens = comp["tokens"]
            if comp["kind"] == "s" and comp["op"] == "n" and target[: len(tokens)] == tokens:
                wanted = target[len(tokens)]
                if any(o["value"] == wanted for o in comp.get("options", [])):
                    return "select", comp, wanted
        # a page further (the choice was not on this one), or a branch to open
        pages = [
            c
            for c in options
            if c["kind"] == "m"
            and c["op"].startswith("p")
            and target[: len(c["tokens"])] == c["tokens"]
        ]
        if pages:
            return "button", max(pages, key=lambda c: int(c["op"][1:])), ""
        for comp in options:
            tokens = comp["tokens"]
            if (
                comp["kind"] == "m"
                and comp["op"] == "n"
                and target[: len(tokens)] == tokens
                and len(tokens) > 0
            ):
                return "button", comp, ""
        return None

    def choose(self, state: Any) -> tuple[int, dict[str, Any]]:
        seat = self.rng.choice(self.engine.to_act(state))
        action = self.engine.bot_action(state, seat, self.rng)
        return seat, action.model_dump(mode="json")

    async def play_to_end(self, check: Any = None, max_moves: int = 2000) -> Any:
        for _ in range(max_moves):
            table = await self.table()
            if table.status != "playing":
                return table
            seat, action = self.choose(table.state)
            await self.move(seat, action)
            after = await self.table()
            expected, _ = self.engine.apply(table.state, seat, self.engine.parse_action(action))
            assert after.state.model_dump_json() == expected.model_dump_json(), action
            if check is not None:
                await check(after, self.steps[-1])
        raise AssertionError("the game did not end")


def strings(payload: Any) -> list[str]:
    """Every string of a request payload a person could read (not ids, urls or file names)."""
    if isinstance(payload, dict):
        return [
            s
            for key, value in payload.items()
            if key not in ("custom_id", "url", "proxy_url", "filename", "id", "nonce")
            for s in strings(value)
        ]
    if isinstance(payload, list):
        return [s for item in payload for s in strings(item)]
    return [payload] if isinstance(payload, str) else []
