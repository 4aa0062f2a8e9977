"""Fled on Discord: its pictures, how its moves are picked on the shared panel, and ``/fled``.

Step 1: pick a hand tile, then where it goes — a private preview marks every legal placement
with a letter ("A", "B", …) that the select uses. Step 2, twice: pick a tile, then how to use it
(move, whistle, add to inventory, surrender), then where or whom. Step 3: draw, or take one tile
from the Governor's inventory. Escape appears whenever it is possible. Hands are private (panel,
and a DM with the hand picture on one's turn); the board and the Governor's inventory are public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

import discord

from bot.i18n import t
from bot.narrate.fled import (
    NARRATOR,
    NPC_WORDS,
    PAWN_LETTERS,
    FledNarrator,
    cell_name,
    letters,
)
from bot.render import Drawing
from bot.tables import Table
from cogs.panel import choices
from cogs.table_ui import GAME_UIS, VIEWS, GameUI, Label, PerTable, Picture, render
from cogs.typed import TypedMoves
from rules.fled.board import Board, board_from, step
from rules.fled.views import FledView, hand_of

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]

#: the module drawing this game's pictures, named (:class:`bot.render.Drawing`): imported only by
#: the process that draws them
ART = "bot.render.fled"

SEAT_EMOJI = ("🟨", "🟦", "🟧", "🟩")
NPC_OF_WORD = {word: npc for npc, word in NPC_WORDS.items()}


def placement_token(action: dict[str, Any]) -> str:
    head = (action["x"], action["y"])
    return f"{cell_name(*head)}-{cell_name(*step(head, action['tail']))}"


def token_cells(token: str) -> list[tuple[int, int]]:
    """The cells a path token names ("F5-F6" → two cells, "G6" → one)."""
    from bot.narrate.fled import COLUMNS

    cells = []
    for name in token.split("-"):
        cells.append((COLUMNS.index(name[0]), int(name[1:]) - 1))
    return cells


def public_board(table: Table, _: None) -> Board:
    view = seat_view(table, None)
    return board_from(tuple((q["tile"], q["x"], q["y"], q["tail"]) for q in view["placed"]))


#: the board the destinations' labels name the rooms of, once per position
BOARD: PerTable[None, Board] = PerTable(public_board)


def seat_view(table: Table, seat: int | None) -> FledView:
    """A seat's view (None: the public one), as its engine types it, once per position
    (:data:`cogs.table_ui.VIEWS`: read only, it is shared)."""
    return cast(FledView, VIEWS(table, seat))


class FledUI(GameUI[FledNarrator]):
    game = "fled"
    words = NARRATOR
    confirm: ClassVar[frozenset[str]] = frozenset({"escape", "surrender"})

    def seat_name(self, table: Table, seat: int, lang: str) -> str:
        return f"{SEAT_EMOJI[seat]} {self.words.role(seat, lang)} {table.seats[seat].mention}"

    async def public_picture(self, table: Table, view: dict[str, Any], lang: str) -> Picture:
        picture = await render(Drawing(ART, "render_public"), view, lang)
        words = self.words.board(cast(FledView, view), self.voice(table, lang))
        return "prison.png", picture, words

    async def private_picture(self, table: Table, seat: int, lang: str) -> Picture | None:
        # drawn from the hand alone, not the whole view: a move elsewhere on the board draws
        # no new picture of the same hand (a turn DM's was drawn again at every move)
        picture = await render(
            Drawing(ART, "render_private"), hand_of(seat_view(table, seat)), lang
        )
        return "hand.png", picture, self.secrets(table, seat, lang) or ""

    # -- choices ----------------------------------------------------------------------------

    def choice_path(self, table: Table, seat: int, action: dict[str, Any]) -> tuple[str, ...]:
        kind = action["type"]
        if kind == "bunk":
            return ("bunk", placement_token(action))
        if kind == "place":
            return ("place", str(action["tile"]), placement_token(action))
        if kind == "escape":
            return ("escape", "-".join(str(t) for t in action["tools"]))
        if kind == "draw":
            governor = action.get("governor")
            return ("draw", "stack" if governor is None else str(governor))
        if kind == "surrender" and table.state.phase == "place":
            return ("surrender", str(action["tile"]))  # step 1 when no tile fits
        tile = f"t{action['tile']}"
        if kind == "move":
            return (tile, "move", cell_name(action["x"], action["y"]))
        if kind == "whistle":
            target = action.get("target")
            return (
                tile,
                "whistle",
                f"{NPC_WORDS[action['npc']]}:{cell_name(action['x'], action['y'])}",
                "-" if target is None else PAWN_LETTERS[target].lower(),
            )
        if kind == "stash":
            return (tile, "stash", "-".join(str(t) for t in action["pay"]) or "free")
        return (tile, kind)

    def label(self, table: Table, seat: int, path: tuple[str, ...], node: Any, lang: str) -> Label:
        voice = self.voice(table, lang, seat)
        words = self.words
        head, last = path[0], path[-1]
        if head in ("bunk", "place") and len(path) == (2 if head == "bunk" else 3):
            cells = last.replace("-", " · ")
            return Label(t(lang, "fled-where", letter=letters(node.index), cells=cells))
        if head == "place" and len(path) == 2:
            return Label(words.tile_short(int(last), voice))
        if head.startswith("t") and len(path) == 1:
            return Label(words.tile_short(int(head[1:]), voice))
        if head.startswith("t") and len(path) == 2:
            if node.only() is not None:  # one way only: say the whole move
                return super().label(table, seat, path, node, lang)
            return Label(t(lang, f"fled-how-{last}"))
        if head.startswith("t") and path[1] == "move":
            (cell,) = token_cells(last)
            return Label(last, description=words.room(BOARD(table, None).room_type(cell), voice))
        if head.startswith("t") and path[1] == "whistle" and len(path) == 3:
            npc_word, spot = last.split(":")
            npc = words.npc(NPC_OF_WORD[npc_word], voice)
            return Label(t(lang, "fled-whistle-to", npc=npc, cell=spot))
        if head.startswith("t") and path[1] == "whistle":
            if last == "-":
                return Label(t(lang, "fled-target-nobody"))
            return Label(voice.name(PAWN_LETTERS.index(last.upper())))
        if head.startswith("t") and path[1] == "stash":
            if last == "free":
                return Label(t(lang, "fled-stash-free"))
            pay = [int(x) for x in last.split("-")]
            return Label(t(lang, "fled-stash-pay", tiles=words.tiles(pay, voice)))
        return super().label(table, seat, path, node, lang)

    def opens_inline(self, path: tuple[str, ...]) -> bool:
        """A tile's destinations: a select beside its other uses (whistle, stash…), marked on
        the picture, so that the most common move takes two clicks, not three."""
        return len(path) == 2 and path[0].startswith("t") and path[1] == "move"

    def placeholder(self, table: Table, seat: int, path: tuple[str, ...], lang: str) -> str:
        head = path[0]
        if head in ("bunk",) or (head == "place" and len(path) == 2):
            return t(lang, "fled-choose-where")
        if head.startswith("t") and len(path) >= 2:
            return t(lang, f"fled-choose-{path[1]}", depth=len(path))
        if head.startswith("t"):
            return t(lang, "fled-choose-how")
        return t(lang, f"fled-choose-{head}")

    async def panel_picture(
        self, bot: GetawayBot, table: Table, seat: int, path: tuple[str, ...], lang: str
    ) -> Picture | None:
        """The placements or destinations being chosen, marked on the board; else the hand."""
        marks: list[tuple[str, list[tuple[int, int]]]] = []
        phase = table.state.phase
        if phase == "bunks" and path in ((), ("bunk",)):
            parent: tuple[str, ...] = ("bunk",)
        elif len(path) == 2 and (path[0] == "place" or path[1] in ("move", "whistle")):
            parent = path
        elif (
            len(path) == 1
            and self.opens_inline(moves := (*path, "move"))
            and choices(bot, table, seat).root.find(moves) is not None
        ):
            parent = moves  # the tile's step shows where it moves to (see opens_inline)
        else:
            return await self.private_picture(table, seat, lang)
        step = choices(bot, table, seat).root.find(parent)
        tokens = list(step.children) if step is not None else []
        for index, token in enumerate(tokens):
            if parent[-1] == "whistle":
                cell = token.split(":")[1]
                marks.append((token.split(":")[0].upper() + "→" + cell, token_cells(cell)))
            elif parent[-1] == "move":
                marks.append((token, token_cells(token)))
            else:
                marks.append((letters(index), token_cells(token)))
        picture = await render(Drawing(ART, "render_choices"), seat_view(table, None), marks, lang)
        return "choices.png", picture, t(lang, "fled-choices-alt", count=len(marks))


UI = FledUI()


class FledCog(TypedMoves, group_name="fled", group_description="Play Fled"):
    game = "fled"


async def setup(bot: GetawayBot) -> None:
    GAME_UIS[UI.game] = UI
    await bot.add_cog(FledCog(bot))
