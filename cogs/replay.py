"""A game step by step (``/game replay``, the **Replay** button of a finished table): ⏮ ◀ ▶ ⏭
and a select of the turns, the board at that step and what happened in it, answered privately
to the person who opened it, so nobody's channel fills up.

A finished game can be watched from one seat's view too (its hand, what only it learnt); a game
in play only from the public view, so that a replay never shows a secret of a running game.
Each step is rebuilt from the seed and the log: nothing is kept between clicks.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import game_title, t
from bot.records import Step, positions
from bot.render import Drawing
from bot.tables import Table, TableError
from cogs.answers import Guarded, ack, lang_of, refuse, reply, selected
from cogs.components import Routed
from cogs.payload import OPTIONS, Payload
from cogs.table_ui import Picture, game_ui, render
from rules.core import Event

if TYPE_CHECKING:
    from bot.client import GetawayBot

    Interaction = discord.Interaction[GetawayBot]

#: the recap's drawing, named (:class:`bot.render.Drawing`): imported only where drawn
ANIMATION = Drawing("bot.render.animation", "animate")
#: the seat number of the public view in custom ids
PUBLIC = -1
#: the arrows: (tag, emoji); a tag keeps two arrows to the same step apart
ARROWS = (("f", "⏮"), ("p", "◀"), ("n", "▶"), ("l", "⏭"))
#: a recap shows at most this many positions: a long game's turns are sampled evenly
MOST_FRAMES = 36
#: recaps kept, newest last: (table, version, language) -> the picture
_RECAPS: OrderedDict[tuple[int, int, str], Picture] = OrderedDict()
RECAPS_KEPT = 8


async def open_replay(
    interaction: Interaction, table_id: int, seat: int = PUBLIC, step: int = 0
) -> None:
    """Answer with the replay of ``table_id`` at ``step``, from ``seat``'s view (or the public
    one), or a refusal that says why not."""
    await ack(interaction)
    service = interaction.client.service
    table = await service.of_server(table_id, interaction.guild_id)
    if table.state is None:
        raise TableError("table-not-started")
    if seat != PUBLIC:
        if table.status == "playing":
            raise TableError("table-replay-running-seat")
        if not 0 <= seat < len(table.seats):
            raise TableError("table-replay-no-seat", most=len(table.seats))
    moves = await service.moves(table.id)
    await reply(interaction, await replay_payload(table, moves, seat, step, lang_of(interaction)))


def game_positions(table: Table, moves: list[Step]) -> Iterator[tuple[Any, list[Event]]]:
    return positions(table.game, len(table.seats), table.options, table.seed, moves)


async def replay_payload(
    table: Table, moves: list[Step], seat: int, step: int, lang: str
) -> Payload:
    step = max(0, min(step, len(moves)))
    *_, (state, events) = game_positions(table, moves[:step])
    then = replace(table, state=state)
    ui = game_ui(then)
    reader = None if seat == PUBLIC else seat
    voice = ui.voice(then, lang, reader)
    lines = [
        line
        for event in events
        if event.to is None or event.to == reader
        if (line := ui.words.event(event, voice))
    ]
    who = (
        t(lang, "replay-public")
        if reader is None
        else t(lang, "replay-seat", name=then.seats[reader].label)
    )
    head = t(lang, "replay-step", step=step, total=len(moves), who=who)
    body = "\n".join(lines) if step else t(lang, "replay-start")
    view = table.engine.view(state, None)
    name, picture, alt = await ui.public_picture(then, view, lang)
    embed = discord.Embed(
        title=t(lang, "replay-title", game=game_title(lang, table.game), table=table.id),
        description=f"{head}\n\n{body}"[:4096],
        colour=discord.Colour.dark_grey(),
    )
    embed.set_image(url=f"attachment://{name}")
    files = [(name, picture, alt)]
    if reader is not None and (own := await ui.private_picture(then, reader, lang)) is not None:
        files.append(own)
        embed.set_thumbnail(url=f"attachment://{own[0]}")
    return Payload(embeds=[embed], files=files, view=controls(table, moves, seat, step, lang))


def turn_starts(moves: list[Step]) -> list[int]:
    """The steps that begin a turn: the first move, and each move by another seat than the last."""
    return [k + 1 for k, move in enumerate(moves) if k == 0 or moves[k - 1].seat != move.seat]


def controls(table: Table, moves: list[Step], seat: int, step: int, lang: str) -> discord.ui.View:
    last = len(moves)
    view = Routed()
    targets = {"f": 0, "p": step - 1, "n": step + 1, "l": last}
    for tag, emoji in ARROWS:
        target = targets[tag]
        off = not 0 <= target <= last or target == step
        view.add_item(ReplayButton(table.id, seat, tag, max(0, min(target, last)), emoji, off))
    starts = turn_starts(moves)
    if starts:
        # the turns around this step, as many as a select holds
        here = sum(1 for s in starts if s <= step)
        first = max(0, min(here - OPTIONS // 2, len(starts) - OPTIONS))
        options = [
            discord.SelectOption(
                label=t(lang, "replay-turn", step=s, who=table.seats[moves[s - 1].seat].label)[
                    :100
                ],
                value=str(s),
                default=s <= step < (starts[i + 1] if i + 1 < len(starts) else last + 1),
            )
            for i, s in enumerate(starts)
            if first <= i < first + OPTIONS
        ]
        view.add_item(ReplaySelect(table.id, seat, options, t(lang, "replay-jump")))
    return view


class ReplayButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"r:(?P<table>\d+):(?P<seat>-?\d+):(?P<tag>[fpnl]):(?P<step>\d+)",
):
    def __init__(
        self,
        table_id: int,
        seat: int,
        tag: str,
        step: int,
        emoji: str = "",
        off: bool = False,
        label: str = "",
    ) -> None:
        super().__init__(
            discord.ui.Button(
                emoji=emoji or None,
                label=label or None,
                disabled=off,
                style=discord.ButtonStyle.secondary,
                custom_id=f"r:{table_id}:{seat}:{tag}:{step}",
            )
        )
        self.table_id, self.seat, self.step = table_id, seat, step

    @classmethod
    def from_match(cls, match: re.Match[str]) -> ReplayButton:
        return cls(int(match["table"]), int(match["seat"]), match["tag"], int(match["step"]))

    async def handle(self, interaction: Interaction) -> None:
        await open_replay(interaction, self.table_id, self.seat, self.step)


class ReplaySelect(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"rs:(?P<table>\d+):(?P<seat>-?\d+)",
):
    def __init__(
        self,
        table_id: int,
        seat: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"rs:{table_id}:{seat}",
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder or None,
            )
        )
        self.table_id, self.seat = table_id, seat

    @classmethod
    def from_match(cls, match: re.Match[str]) -> ReplaySelect:
        return cls(int(match["table"]), int(match["seat"]))

    async def handle(self, interaction: Interaction) -> None:
        value = next(iter(selected(interaction)), "")
        if not value.isdecimal() or len(value) > 9:
            await refuse(interaction, t(lang_of(interaction), "panel-choice-gone"))
            return
        await open_replay(interaction, self.table_id, self.seat, int(value))


async def on_replay(interaction: Interaction, table_id: int) -> None:
    """The **Replay** button of a finished table's message: the game from its first move."""
    await open_replay(interaction, table_id)


async def show_recap(interaction: Interaction, table_id: int) -> None:
    """Post the animated recap of a finished game of this server in the channel, to share."""
    service = interaction.client.service
    table = await service.of_server(table_id, interaction.guild_id)
    if table.status != "finished" or table.state is None:
        raise TableError("table-not-finished")
    await ack(interaction, ephemeral=False)
    lang = lang_of(interaction)
    picture = await recap_picture(table, await service.moves(table.id), lang)
    text = t(lang, "recap-title", game=game_title(lang, table.game), table=table.id)
    await reply(interaction, Payload(content=text, files=[picture]))


def recap_steps(moves: list[Step]) -> list[int]:
    """The positions a recap shows: the start, the end of each turn (sampled evenly when there
    are many), and the end."""
    ends = sorted({0, *(s - 1 for s in turn_starts(moves)), len(moves)})
    if len(ends) <= MOST_FRAMES:
        return ends
    return sorted({ends[i * (len(ends) - 1) // (MOST_FRAMES - 1)] for i in range(MOST_FRAMES)})


async def recap_picture(table: Table, moves: list[Step], lang: str) -> Picture:
    """The game through its turns as an animated picture, the result on its last frame."""
    key = (table.id, table.version, lang)
    if (kept := _RECAPS.get(key)) is not None:
        _RECAPS.move_to_end(key)
        return kept
    engine, ui = table.engine, game_ui(table)
    wanted = set(recap_steps(moves))
    frames = []
    for step, (state, _) in enumerate(game_positions(table, moves)):
        if step in wanted:
            then = replace(table, state=state)
            frames.append((await ui.public_picture(then, engine.view(state, None), lang))[1])
    # the result in the seats' names: a picture shows no mention
    caption = ui.status_text(table, lang)
    for seat in table.seats:
        caption = caption.replace(seat.mention, seat.label)
    picture = (f"recap-{table.id}.gif", await render(ANIMATION, tuple(frames), caption), caption)
    _RECAPS[key] = picture
    while len(_RECAPS) > RECAPS_KEPT:
        _RECAPS.popitem(last=False)
    return picture
