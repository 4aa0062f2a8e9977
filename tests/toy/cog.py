"""The toy game on Discord: its pictures and ``/toy`` (the panel's defaults do the rest)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.tables import Table
from cogs.table_ui import GAME_UIS, GameUI, Picture, render
from cogs.typed import TypedMoves
from tests.toy import render as art
from tests.toy.narrate import NARRATOR, ToyNarrator

if TYPE_CHECKING:
    from bot.client import GetawayBot


class ToyUI(GameUI[ToyNarrator]):
    game = "toy"
    words = NARRATOR

    async def public_picture(self, table: Table, view: dict[str, Any], lang: str) -> Picture:
        picture = await render(art.render_public, view, lang)
        return "pile.png", picture, self.words.board(view, self.voice(table, lang))

    async def private_picture(self, table: Table, seat: int, lang: str) -> Picture | None:
        view = table.engine.view(table.state, seat)
        picture = await render(art.render_private, view, lang)
        return "bonus.png", picture, self.words.secrets(view, self.voice(table, lang, seat)) or ""


UI = ToyUI()


class ToyCog(TypedMoves, group_name="toy", group_description="Play Take"):
    game = "toy"


async def setup(bot: GetawayBot) -> None:
    GAME_UIS[UI.game] = UI
    await bot.add_cog(ToyCog(bot))
