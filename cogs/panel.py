"""The private panel every game shares: only the moves legal now, as buttons and selects.

The panel is built from ``legal_actions(state, seat)``. Each move is a *choice path* — the
things a player picks, coarse to fine ("hide", "17"; or in Fled "tile 12", "move", "F5") — and
the panel is the tree of those paths: a branch with one move below it plays at once, a branch
with a handful of moves becomes a row of buttons or a select, a deeper branch opens as a second
step (or, where the game asks, as a select in the step above: Fled's destinations beside a
tile's other uses), past 25 choices comes a second page; a step with one way on is passed
through (nothing to choose there). Every step has Cancel, every panel "Show again".
Pairs of moves that add and remove one argument (Fugitive's sprint cards, the Marshal's picks)
become multi-selects. A game's UI (``cogs/<game>.py``) supplies the paths, a few labels and its
pictures; the words come from its narrator.

Custom ids carry the table, the version the panel was drawn for and the path, so buttons work
after a restart and a click made on an old position is refused with the fresh panel:
``m:<table>:<version>:<op>:<path>`` for buttons, ``s:<table>:<version>:<op>:<path>`` for selects.
"""

from __future__ import annotations

import contextlib
import re
import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, unquote

import discord

from bot.i18n import game_title, t
from bot.tables import Table, TableError
from cogs.answers import Guarded, ack, lang_of, refuse, reply, selected
from cogs.components import Routed
from cogs.delivery import deliver
from cogs.payload import Payload
from cogs.table_ui import (
    LEGAL,
    GameUI,
    Label,
    TableButton,
    at_latest,
    game_ui,
    narrate_private,
    play_move,
)

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]

MAX_OPTIONS = 25  # Discord's limit of options in one select
MAX_INLINE_BUTTONS = 5  # a row of buttons


# -- the tree of choices ---------------------------------------------------------------------


@dataclass
class Node:
    """A step of choice: the moves whose paths start with ``path``."""

    path: tuple[str, ...]
    children: dict[str, Node] = field(default_factory=dict)
    action: dict[str, Any] | None = None
    #: its place among the step above's choices (the panel's order); no link up the tree: a
    #: tree without cycles is freed by reference counts, not left to the collector
    index: int = 0

    def only(self) -> dict[str, Any] | None:
        """The move this node leads to when there is exactly one below it."""
        if self.action is not None:
            return self.action if not self.children else None
        if len(self.children) == 1:
            return next(iter(self.children.values())).only()
        return None

    def find(self, path: tuple[str, ...]) -> Node | None:
        node: Node | None = self
        for token in path[len(self.path) :]:
            node = node.children.get(token) if node else None
        return node

    def actions(self) -> list[dict[str, Any]]:
        found = [self.action] if self.action is not None else []
        for child in self.children.values():
            found += child.actions()
        return found


def choice_tree(ui: GameUI[Any], table: Table, seat: int, legal: list[dict[str, Any]]) -> Node:
    root = Node(())
    toggled = set(ui.toggles) | set(ui.toggles.values())
    for action in legal:
        if action["type"] in toggled:
            continue
        node = root
        for token in ui.choice_path(table, seat, action):
            child = node.children.get(token)
            if child is None:
                child = node.children[token] = Node((*node.path, token), index=len(node.children))
            node = child
        node.action = action
    return root


@dataclass
class Choices:
    """A seat's legal moves at one position (as JSON) and their tree of choices."""

    legal: list[dict[str, Any]]
    root: Node


#: per bot (one database), each seat's choices at its table's latest position (:func:`at_latest`):
#: a panel's every click and its redraws list the moves once
_CHOICES: weakref.WeakKeyDictionary[Any, dict[tuple[int, int], tuple[int, Choices]]] = (
    weakref.WeakKeyDictionary()
)


def choices(bot: GetawayBot, table: Table, seat: int) -> Choices:
    """The seat's choices at the table's position, listed once per position. They are read
    only: the legal moves' dicts are shared by every panel drawn for this position and seat."""
    return at_latest(_CHOICES.setdefault(bot, {}), table, seat, listed_choices)


def listed_choices(table: Table, seat: int) -> Choices:
    legal = LEGAL(table, seat)
    return Choices(legal, choice_tree(game_ui(table), table, seat, legal))


def encode(path: tuple[str, ...]) -> str:
    return "/".join(quote(token, safe="") for token in path)


def decode(text: str) -> tuple[str, ...]:
    return tuple(unquote(token) for token in text.split("/")) if text else ()


# -- drawing a panel ---------------------------------------------------------------------------


class Panel:
    """One panel being drawn: the controls, in rows, within Discord's limits."""

    def __init__(self, ui: GameUI[Any], table: Table, seat: int, lang: str) -> None:
        self.ui, self.table, self.seat, self.lang = ui, table, seat, lang
        self.items: list[discord.ui.Item[Any]] = []

    def button(self, op: str, path: tuple[str, ...], label: Label, disabled: bool = False) -> None:
        self.items.append(
            PanelButton(
                self.table.id,
                self.table.version,
                op,
                path,
                label=label.text[:80],
                style=label.style,
                emoji=label.emoji,
                disabled=disabled,
            )
        )

    def select(
        self,
        op: str,
        path: tuple[str, ...],
        placeholder: str,
        options: list[discord.SelectOption],
        *,
        most: int = 1,
        least: int = 1,
    ) -> None:
        self.items.append(
            PanelSelect(
                self.table.id,
                self.table.version,
                op,
                path,
                options=options,
                placeholder=placeholder[:150],
                min_values=least,
                max_values=most,
            )
        )

    def view(self, extras: list[discord.ui.Item[Any]]) -> discord.ui.View:
        view = Routed()
        for item in [*self.items, *extras]:
            view.add_item(item)
        return view


def option(label: Label, value: str, default: bool = False) -> discord.SelectOption:
    return discord.SelectOption(
        label=label.text[:100],
        value=value[:100],
        description=label.description[:100] if label.description else None,
        emoji=label.emoji,
        default=default,
    )


def draw_children(
    panel: Panel, node: Node, placeholder: str, *, page: int = 0, inline: bool = False
) -> None:
    """The choices under ``node``: a row of buttons when there are a few short ones, else a
    select (with pages past 25)."""
    ui, table, seat, lang = panel.ui, panel.table, panel.seat, panel.lang
    children = list(node.children.items())
    labels = [ui.label(table, seat, child.path, child, lang) for _, child in children]
    # a few short choices are buttons; choices that explain themselves need a select
    if (
        len(children) <= MAX_INLINE_BUTTONS
        and not any(label.description for label in labels)
        and (not inline or all(len(label.text) <= 40 for label in labels))
    ):
        for (_token, child), label in zip(children, labels, strict=True):
            if child.only() is None and ui.opens_inline(child.path):
                draw_children(panel, child, ui.placeholder(table, seat, child.path, lang))
                continue
            op = "a" if child.only() is not None else "n"
            panel.button(op, child.path, label)
        return
    pages = max(1, -(-len(children) // MAX_OPTIONS))
    page = min(max(page, 0), pages - 1)
    start = page * MAX_OPTIONS
    shown = list(zip(children, labels, strict=True))[start : start + MAX_OPTIONS]
    options = [option(label, token) for (token, _child), label in shown]
    if pages > 1:
        placeholder = t(lang, "panel-page", text=placeholder, page=page + 1, pages=pages)
    panel.select("n", node.path, placeholder, options)
    if pages > 1:
        if page > 0:
            panel.button(f"p{page - 1}", node.path, Label(t(lang, "panel-previous")))
        if page < pages - 1:
            panel.button(f"p{page + 1}", node.path, Label(t(lang, "panel-next")))


def opened(node: Node, passes: bool = True) -> Node:
    """The step a panel shows for ``node``: a step whose one choice leads to more steps (Fled's
    "Add a tile", before the tiles) is passed through, as there is nothing to choose there; the
    first step only when ``passes``, and not to a choice it shows as a select of its own (see
    :func:`draw_root`)."""
    while node.action is None and len(node.children) == 1 and (node.path or passes):
        (child,) = node.children.values()
        leaves = all(c.only() is not None for c in child.children.values())
        if child.only() is not None or (not node.path and leaves):
            break
        node = child
    return node


def draw_root(panel: Panel, root: Node, compact: bool) -> None:
    ui, table, seat, lang = panel.ui, panel.table, panel.seat, panel.lang
    for _token, child in root.children.items():
        label = ui.label(table, seat, child.path, child, lang)
        if child.only() is not None:
            panel.button("a", child.path, label)
        elif not compact and all(c.only() is not None for c in child.children.values()):
            draw_children(panel, child, ui.placeholder(table, seat, child.path, lang), inline=True)
        else:
            label.text += " …"
            panel.button("n", child.path, label)


def draw_toggles(panel: Panel, legal: list[dict[str, Any]]) -> None:
    ui, table, seat, lang = panel.ui, panel.table, panel.seat, panel.lang
    for add, remove in ui.toggles.items():
        adding = {toggle_token(a): a for a in legal if a["type"] == add}
        chosen = {toggle_token(a): a for a in legal if a["type"] == remove}
        if not adding and not chosen:
            continue
        for chunk, (placeholder, tokens, most) in enumerate(
            ui.toggle_chunks(table, seat, add, [*adding, *chosen], lang)
        ):
            if not tokens:
                continue
            options = [
                option(ui.toggle_label(table, seat, add, token, lang), token, token in chosen)
                for token in tokens
            ]
            panel.select(
                f"~{chunk}", (add,), placeholder, options, most=min(most, len(options)), least=0
            )


def toggle_token(action: dict[str, Any]) -> str:
    (value,) = (v for k, v in action.items() if k != "type")
    return str(value)


async def build_panel(
    bot: GetawayBot,
    table: Table,
    seat: int,
    lang: str,
    *,
    path: tuple[str, ...] = (),
    note: str = "",
    page: int = 0,
    confirm: dict[str, Any] | None = None,
) -> Payload:
    """The seat's private panel at a step of choice (the root by default)."""
    ui = game_ui(table)
    found = choices(bot, table, seat)
    legal, root = found.legal, found.root
    teaching = ui.teaching(table, seat, legal, lang)
    more = ui.panel_extras(table, seat, lang)
    # the first step passes its one choice through only when it shows nothing else
    passes = not (ui.toggles or teaching or more)
    node = opened(root.find(path) or root, passes)
    lines = [note] if note else []
    lines += ui.panel_lines(table, seat, lang)
    panel = Panel(ui, table, seat, lang)
    extras: list[discord.ui.Item[Any]] = []
    if confirm is not None:
        move = ui.words.move(confirm, ui.voice(table, lang, seat))
        lines.append(t(lang, "panel-are-you-sure", move=move))
        panel.button("y", node.path, Label(t(lang, "panel-yes"), style=discord.ButtonStyle.danger))
    elif node.path:
        lines.append(ui.placeholder(table, seat, node.path, lang))
        draw_children(panel, node, ui.placeholder(table, seat, node.path, lang), page=page)
        back = node.path[:-1]
        while back and opened(root.find(back) or root, passes) is node:
            back = back[:-1]  # a step passed through on the way here: back to the one above
        if back:
            panel.button("n", back, Label(t(lang, "panel-back")))
    else:
        draw_toggles(panel, legal)
        draw_root(panel, root, compact=False)
        for label in teaching:
            panel.button("x", (), label, disabled=True)
        extras += more
        if not legal:
            lines.append(t(lang, "panel-nothing-to-do"))
    if confirm is not None or node is not opened(root, passes):  # not the first step shown
        extras.append(TableButton(table.id, "panel", t(lang, "panel-cancel")))
    else:
        extras.append(TableButton(table.id, "panel", t(lang, "panel-show-again"), emoji="🔄"))
    try:
        view = panel.view(extras)
    except ValueError:  # more controls than five rows: open the branches one step at a time
        panel.items.clear()
        draw_toggles(panel, legal)
        draw_root(panel, root, compact=True)
        view = panel.view(extras)
    embed = discord.Embed(
        title=t(lang, "panel-title", game=game_title(lang, table.game), table=table.id),
        description="\n".join(lines)[:4000],
    )
    files = []
    picture = await ui.panel_picture(bot, table, seat, node.path, lang)
    if picture is not None:
        embed.set_image(url=f"attachment://{picture[0]}")
        files.append(picture)
    return Payload(embeds=[embed], files=files, view=view)


# -- clicks and picks -----------------------------------------------------------------------------


async def open_panel(interaction: Interaction, table: Table, note: str = "") -> None:
    """The clicking player's panel at its first step."""
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await refuse(interaction, TableError("table-not-playing"))
        return
    if table.status != "playing":
        await refuse(interaction, TableError("table-not-in-progress"))
        return
    lang = lang_of(interaction)
    await interaction.client.service.settings.remember_language(interaction.user.id, lang)
    await reply(interaction, await build_panel(interaction.client, table, seat, lang, note=note))


async def play_and_show(
    interaction: Interaction, table: Table, steps: list[dict[str, Any]], version: int
) -> None:
    """Play a move and answer with the player's updated panel, saying what happened; then bring
    the table up to date. The mover is answered first: under load, the table message, pings and
    DMs (two or three more Discord calls and pictures) would otherwise delay every answer."""
    result = await play_move(interaction, table, steps, version)
    if result is None:
        return
    table = result.table
    ui = game_ui(table)
    lang = lang_of(interaction)
    if table.status == "finished":
        await reply(interaction, Payload(content=ui.recap(table, lang)))
    else:
        seat = table.seat_of(interaction.user.id)
        assert seat is not None
        note = narrate_private(ui, table, result.events, seat, lang)
        panel = await build_panel(interaction.client, table, seat, lang, note=note)
        await reply(interaction, panel)
    if not await deliver(interaction.client, table):
        with contextlib.suppress(discord.HTTPException):  # the saved move stands either way
            await reply(interaction, Payload(content=t(lang, "panel-catching-up")))


class PanelItem:
    """What the panel's buttons and selects share: find the table, check who clicks and on
    which position, then do the step."""

    table_id: int
    version: int
    op: str
    path: tuple[str, ...]

    async def run(self, interaction: Interaction, values: list[str]) -> None:
        await ack(interaction, quick=True)
        bot = interaction.client
        lang = lang_of(interaction)
        table = await bot.service.get(self.table_id)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await refuse(interaction, TableError("table-not-playing"))
            return
        if table.status != "playing":
            await refuse(interaction, TableError("table-over"))
            return
        if table.version != self.version:
            await open_panel(interaction, table, "⚠️ " + t(lang, "panel-stale"))
            return
        ui = game_ui(table)
        found = choices(bot, table, seat)
        if self.op.startswith("~"):
            await self.toggle(interaction, table, ui, found.legal, values)
            return
        root = found.root
        path = self.path + tuple(values[:1])
        node = root.find(path)
        if node is None:
            await open_panel(interaction, table, "⚠️ " + t(lang, "panel-choice-gone"))
            return
        if self.op.startswith("p"):
            page = int(self.op[1:]) if self.op[1:].isdecimal() and len(self.op) < 6 else 0
            payload = await build_panel(bot, table, seat, lang, path=path, page=page)
            await reply(interaction, payload)
            return
        move = node.only()
        if move is None or (self.op == "n" and not values):
            await reply(interaction, await build_panel(bot, table, seat, lang, path=path))
            return
        if self.op != "y" and move["type"] in ui.confirm:
            settings = await bot.service.settings.user(interaction.user.id)
            if settings.get("confirm"):
                payload = await build_panel(bot, table, seat, lang, path=path, confirm=move)
                await reply(interaction, payload)
                return
        await play_and_show(interaction, table, [move], table.version)

    async def toggle(
        self,
        interaction: Interaction,
        table: Table,
        ui: GameUI[Any],
        legal: list[dict[str, Any]],
        values: list[str],
    ) -> None:
        """A multi-select of add/remove moves: the difference becomes one move of steps."""
        (add,) = self.path or ("",)
        remove = ui.toggles.get(add)
        seat = table.seat_of(interaction.user.id)
        assert seat is not None
        chunk = int(self.op[1:]) if self.op[1:].isdecimal() and len(self.op) < 6 else -1
        adding = {toggle_token(a): a for a in legal if a["type"] == add}
        chosen = {toggle_token(a): a for a in legal if a["type"] == remove}
        chunks = ui.toggle_chunks(table, seat, add, [*adding, *chosen], lang_of(interaction))
        if remove is None or not 0 <= chunk < len(chunks):
            await open_panel(interaction, table, "⚠️ " + t(lang_of(interaction), "panel-stale"))
            return
        domain = set(chunks[chunk][1])
        wanted = set(values)
        if not wanted <= domain:
            await refuse(interaction, t(lang_of(interaction), "panel-choice-gone"))
            return
        now = {token for token in chosen if token in domain}
        steps = [chosen[token] for token in sorted(now - wanted, key=sortable)]
        steps += [adding[token] for token in sorted(wanted - now, key=sortable) if token in adding]
        if not steps:
            await open_panel(interaction, table)
            return
        await play_and_show(interaction, table, steps, table.version)


def sortable(token: str) -> tuple[int, Any]:
    return (0, int(token)) if token.isdecimal() and len(token) < 10 else (1, token)


BUTTON_TEMPLATE = r"m:(?P<table>\d+):(?P<version>\d+):(?P<op>[a-z~0-9]+):(?P<path>.*)"
SELECT_TEMPLATE = r"s:(?P<table>\d+):(?P<version>\d+):(?P<op>[a-z~0-9]+):(?P<path>.*)"


class PanelButton(
    Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]], PanelItem, template=BUTTON_TEMPLATE
):
    def __init__(
        self,
        table_id: int,
        version: int,
        op: str,
        path: tuple[str, ...],
        *,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | None = None,
        disabled: bool = False,
    ) -> None:
        custom_id = f"m:{table_id}:{version}:{op}:{encode(path)}"
        if op == "x":  # a disabled button that only teaches: any unique id will do
            custom_id += f"#{label}"[:40]
        super().__init__(
            discord.ui.Button(
                label=label, style=style, emoji=emoji, disabled=disabled, custom_id=custom_id
            )
        )
        self.table_id, self.version, self.op, self.path = table_id, version, op, path

    @classmethod
    def from_match(cls, match: re.Match[str]) -> PanelButton:
        return cls(int(match["table"]), int(match["version"]), match["op"], decode(match["path"]))

    async def handle(self, interaction: Interaction) -> None:
        await self.run(interaction, [])


class PanelSelect(
    Guarded, discord.ui.DynamicItem[discord.ui.Select[Any]], PanelItem, template=SELECT_TEMPLATE
):
    def __init__(
        self,
        table_id: int,
        version: int,
        op: str,
        path: tuple[str, ...],
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        min_values: int = 1,
        max_values: int = 1,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"s:{table_id}:{version}:{op}:{encode(path)}",
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
                min_values=min_values,
                max_values=max_values,
            )
        )
        self.table_id, self.version, self.op, self.path = table_id, version, op, path

    @classmethod
    def from_match(cls, match: re.Match[str]) -> PanelSelect:
        return cls(int(match["table"]), int(match["version"]), match["op"], decode(match["path"]))

    async def handle(self, interaction: Interaction) -> None:
        await self.run(interaction, [v[:100] for v in selected(interaction)])
