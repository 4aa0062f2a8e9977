"""Fugitive on Discord: its pictures, a few labels for the shared panel, the Marshal's notepad and
the ``/fugitive …`` commands.

The Fugitive's hand and face-down numbers only ever travel in ephemeral replies and DMs to him;
the public picture is drawn from the engine's public view.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, cast

import discord
from discord import app_commands

from bot.i18n import t
from bot.narrate import join
from bot.narrate.fugitive import NARRATOR, FugitiveNarrator, pile_range
from bot.render import Drawing
from bot.tables import Table, TableError
from cogs import inputs
from cogs.answers import Guarded, ack, lang_of, refuse, reply, selected
from cogs.components import Routed, add_components
from cogs.panel import play_and_show
from cogs.payload import Payload
from cogs.table_ui import (
    GAME_UIS,
    TABLE_BUTTON_HANDLERS,
    VIEWS,
    GameUI,
    Label,
    Picture,
    TableButton,
    jump_link,
    render,
    render_seen,
)
from cogs.typed import TypedMoves, table_here
from rules.core import Event
from rules.fugitive import deduce
from rules.fugitive.content import PILE_RANGES
from rules.fugitive.views import FugitiveView

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]

#: the module drawing this game's pictures, named (:class:`bot.render.Drawing`): imported only by
#: the process that draws them
ART = "bot.render.fugitive"

FUGITIVE, MARSHAL = 0, 1
ROLE_ICON = ("🏃", "🔎")


def seat_view(table: Table, seat: int | None) -> FugitiveView:
    """A seat's view (None: the public one), as its engine types it, once per position
    (:data:`cogs.table_ui.VIEWS`: read only, it is shared)."""
    return cast(FugitiveView, VIEWS(table, seat))


class FugitiveUI(GameUI[FugitiveNarrator]):
    game = "fugitive"
    words = NARRATOR
    toggles: ClassVar[dict[str, str]] = {"sprint": "unsprint", "pick": "unpick"}
    #: the Fugitive may pass a turn (R12); the Marshal may not skip her guess
    can_skip: ClassVar[bool] = True

    # -- seats and the public table message ----------------------------------------------------

    def seat_name(self, table: Table, seat: int, lang: str) -> str:
        return f"{ROLE_ICON[seat]} {self.words.role(seat, lang)}"

    def seats_line(self, table: Table, lang: str) -> str:
        return "  ·  ".join(
            f"{self.seat_name(table, s, lang)}: {table.seats[s].mention}" for s in (0, 1)
        )

    def public_view(self, table: Table) -> dict[str, Any]:
        """The public view; once the table is finished (even by a resignation) the whole
        route is shown to everyone."""
        view = table.engine.view(table.state, None)
        if table.status == "finished" and view["phase"] != "over":
            view["route"] = seat_view(table, FUGITIVE)["route"]
            view["phase"] = "over"
            outcome = table.outcome or {}
            view["winner"] = ("fugitive", "marshal")[(outcome.get("winners") or [0])[0]]
            view["reason"] = outcome.get("reason")
        return view

    async def public_picture(self, table: Table, view: dict[str, Any], lang: str) -> Picture:
        picture = await render(Drawing(ART, "render_public"), view, lang)
        words = self.words.board(cast(FugitiveView, view), self.voice(table, lang))
        return "route.png", picture, words

    def footer(self, table: Table, view: dict[str, Any], lang: str) -> str | None:
        piles, hands = view["piles"], view["hand_sizes"]
        return t(
            lang,
            "fugitive-footer",
            one=piles[0],
            two=piles[1],
            three=piles[2],
            fugitive=hands[0],
            marshal=hands[1],
        )

    def recap(self, table: Table, lang: str) -> str:
        view = self.public_view(table)  # the game is over: the whole route shows
        steps = []
        for entry in view["route"]:
            sprints = entry["sprint_cards"] or []
            if sprints:
                steps.append(
                    t(
                        lang,
                        "fugitive-recap-step",
                        number=entry["number"],
                        cards=join(self.voice(table, lang), sprints),
                    )
                )
            else:
                steps.append(str(entry["number"]))
        return (
            self.status_text(table, lang)
            + "\n"
            + t(lang, "fugitive-recap-route", route=" → ".join(steps))
        )

    # -- the private panel ----------------------------------------------------------------------

    def choice_path(self, table: Table, seat: int, action: dict[str, Any]) -> tuple[str, ...]:
        if action["type"] == "draw":
            return ("draw", str(action["pile"]))
        if action["type"] == "hide":
            return ("hide", str(action["card"]))
        if action["type"] == "choose":  # an event's decision: one button per choice
            return ("choose", str(action["value"]))
        return (action["type"],)

    def label(self, table: Table, seat: int, path: tuple[str, ...], node: Any, lang: str) -> Label:
        found = super().label(table, seat, path, node, lang)
        view = seat_view(table, seat)
        if path[0] == "draw" and len(path) == 2:
            left = view["piles"][int(path[1]) - 1]
            found.text += " · " + t(lang, "fugitive-left", count=left)
            found.style = discord.ButtonStyle.primary
        elif path[0] == "hide" and len(path) == 2:
            hint = self.words.sprint_hint(int(path[1]), view["reach"], self.voice(table, lang))
            found.description = hint
        elif path[0] == "choose" and len(path) == 2:
            voice = self.voice(table, lang)
            found.text = self.words.choice_label(view, int(path[1]), voice)
            found.style = discord.ButtonStyle.primary
        elif path == ("place",):
            found.style = discord.ButtonStyle.success
        elif path == ("guess",):
            picked = view.get("picked") or []
            found.text = t(
                lang, "fugitive-guess-these", numbers=join(self.voice(table, lang), picked)
            )
            manhunt = view["phase"] == "manhunt"
            found.style = discord.ButtonStyle.danger if manhunt else discord.ButtonStyle.success
        return found

    def placeholder(self, table: Table, seat: int, path: tuple[str, ...], lang: str) -> str:
        if path[0] == "hide":
            view = seat_view(table, seat)
            return t(lang, "fugitive-choose-hide", last=view["last_hideout"])
        return super().placeholder(table, seat, path, lang)

    def toggle_chunks(
        self, table: Table, seat: int, add: str, tokens: list[str], lang: str
    ) -> list[tuple[str, list[str], int]]:
        numbers = sorted(int(n) for n in tokens)
        if add == "sprint":
            return [(t(lang, "fugitive-choose-sprints"), [str(n) for n in numbers][:25], 25)]
        manhunt = seat_view(table, seat)["phase"] == "manhunt"
        most = 1 if manhunt else 25
        return [
            (
                t(lang, "fugitive-choose-numbers", low=low, high=high),
                [str(n) for n in numbers if low <= n <= high],
                most,
            )
            for low, high in ((1, 20), (21, 41))
        ]

    def toggle_label(self, table: Table, seat: int, add: str, choice: str, lang: str) -> Label:
        if add == "sprint":
            value = seat_view(table, seat)["sprint_values"][int(choice)]
            return Label(f"{choice} (+{value})")
        return Label(choice)

    def teaching(
        self, table: Table, seat: int, legal: list[dict[str, Any]], lang: str
    ) -> list[Label]:
        """A disabled "Place 17" while the sprint cards fall short, a disabled "Guess" before
        any number is picked: they show where the move is."""
        kinds = {a["type"] for a in legal}
        view = seat_view(table, seat)
        pending = view.get("pending")
        if seat == FUGITIVE and pending and "place" not in kinds:
            return [Label(t(lang, "fugitive-place-card", card=pending["card"]))]
        if seat == MARSHAL and "pick" in kinds and "guess" not in kinds:
            return [Label(t(lang, "fugitive-guess-nothing-yet"))]
        return []

    def panel_extras(self, table: Table, seat: int, lang: str) -> list[discord.ui.Item[Any]]:
        """The notepad is the Marshal's alone: on her panel, not on the public table."""
        if seat != MARSHAL:
            return []
        return [TableButton(table.id, "notepad", t(lang, "fugitive-button-notepad"))]

    def panel_lines(self, table: Table, seat: int, lang: str) -> list[str]:
        lines = super().panel_lines(table, seat, lang)
        view = seat_view(table, seat)
        if seat == MARSHAL and view["phase"] in ("marshal_guess", "manhunt"):
            key = "fugitive-how-manhunt" if view["phase"] == "manhunt" else "fugitive-how-guess"
            lines.append(t(lang, key))
        return lines

    async def private_picture(self, table: Table, seat: int, lang: str) -> Picture | None:
        if seat != FUGITIVE:
            return None
        view = seat_view(table, seat)
        picture = await render_seen(Drawing(ART, "render_private"), view, lang)
        return "hand.png", picture, self.words.board(view, self.voice(table, lang, seat))

    async def panel_picture(
        self, bot: GetawayBot, table: Table, seat: int, path: tuple[str, ...], lang: str
    ) -> Picture | None:
        """The Fugitive's hand and route; the Marshal's notepad."""
        if seat == FUGITIVE:
            return await self.private_picture(table, seat, lang)
        view = seat_view(table, seat)
        notes = await bot.service.notes(table.id, MARSHAL)
        picture = await render(
            Drawing(ART, "render_notepad"),
            deduce.certain_non_hideouts(view),
            set(notes.get("crossed", [])),
            set(view.get("picked", [])),
            lang,
        )
        return "notepad.png", picture, t(lang, "fugitive-notepad-alt")

    def dm_seats(
        self, table: Table, before: Sequence[int], events: Sequence[Event]
    ) -> list[tuple[int, str]]:
        """The Fugitive hears of his turn and of every change the Marshal makes to his route
        (never of his own move: he has just seen it in his panel); the Marshal has her
        notepad at the table."""
        if table.status != "playing":
            return []
        if FUGITIVE in table.to_act() and FUGITIVE not in before:
            return [(FUGITIVE, "turn")]
        if any(
            e.kind == "manhunt_started" or (e.kind == "guess" and e.data["hit"]) for e in events
        ):
            return [(FUGITIVE, "route")]
        return []

    async def turn_dm(
        self, bot: GetawayBot, table: Table, seat: int, why: str, lang: str
    ) -> Payload | None:
        picture = await self.private_picture(table, FUGITIVE, lang)
        return Payload(
            content=t(lang, f"fugitive-dm-{why}", table=table.id) + f" {jump_link(table)}",
            files=[picture] if picture else [],
        )


UI = FugitiveUI()


# -- the notepad -----------------------------------------------------------------------------


class NotepadSelect(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"fn:(?P<table>\d+):(?P<part>[12])",
):
    """The Marshal's own crossings, numbers 1–20 or 21–41 (not game moves: no version)."""

    def __init__(
        self, table_id: int, part: int, crossed: set[int] | None = None, lang: str = "en"
    ) -> None:
        low, high = (1, 20) if part == 1 else (21, 41)
        crossed = crossed or set()
        super().__init__(
            discord.ui.Select(
                custom_id=f"fn:{table_id}:{part}",
                placeholder=t(lang, "fugitive-cross", low=low, high=high),
                min_values=0,
                max_values=high - low + 1,
                options=[
                    discord.SelectOption(label=str(n), value=str(n), default=n in crossed)
                    for n in range(low, high + 1)
                ],
            )
        )
        self.table_id, self.part = table_id, part

    @classmethod
    def from_match(cls, match: re.Match[str]) -> NotepadSelect:
        return cls(int(match["table"]), int(match["part"]))

    async def handle(self, interaction: Interaction) -> None:
        await ack(interaction)
        low, high = (1, 20) if self.part == 1 else (21, 41)
        values = set(
            inputs.picked_numbers(
                selected(interaction),
                low=low,
                high=high,
            )
        )
        await update_notepad(
            interaction,
            self.table_id,
            lambda old: {n for n in old if not low <= n <= high} | values,
        )


async def update_notepad(interaction: Interaction, table_id: int, change: Any) -> None:
    bot = interaction.client
    lang = lang_of(interaction)
    table = await bot.service.get(table_id)
    if table.seat_of(interaction.user.id) != MARSHAL:
        await refuse(interaction, t(lang, "fugitive-notepad-marshal-only"))
        return
    notes = await bot.service.notes(table.id, MARSHAL)
    crossed = set(notes.get("crossed", []))
    if change:
        crossed = {n for n in change(crossed) if 1 <= n <= 41}
        await bot.service.set_notes(table.id, MARSHAL, {"crossed": sorted(crossed)})
    view = seat_view(table, MARSHAL)
    auto = deduce.certain_non_hideouts(view)
    picture = await render(
        Drawing(ART, "render_notepad"), auto, crossed, set(view.get("picked", [])), lang
    )
    embed = discord.Embed(
        title=t(lang, "fugitive-notepad-title", table=table.id),
        description=t(
            lang,
            "fugitive-notepad-help",
            crossed=join(UI.voice(table, lang), sorted(crossed)),
        ),
    )
    embed.set_image(url="attachment://notepad.png")
    buttons = Routed()
    buttons.add_item(NotepadSelect(table.id, 1, crossed, lang))
    buttons.add_item(NotepadSelect(table.id, 2, crossed, lang))
    buttons.add_item(TableButton(table.id, "panel", t(lang, "panel-show-again"), emoji="🔄"))
    alt = t(lang, "fugitive-notepad-alt")
    await reply(
        interaction, Payload(embeds=[embed], files=[("notepad.png", picture, alt)], view=buttons)
    )


async def on_notepad(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    await update_notepad(interaction, table_id, None)


# -- slash commands --------------------------------------------------------------------------


class FugitiveCog(TypedMoves, group_name="fugitive", group_description="Play Fugitive"):
    """``/fugitive play`` and ``hand`` as every game has them, and shortcuts that make a whole
    step at once (a hideout with its sprints, a guess of several numbers)."""

    game = "fugitive"

    async def _seated(self, interaction: Interaction, seat: int) -> Table | None:
        """The Fugitive table in progress here, if the user plays ``seat`` (for autocomplete,
        which must answer quietly)."""
        table = await table_here(interaction, self.game, quiet=True)
        return table if table is not None and table.seat_of(interaction.user.id) == seat else None

    async def _play(self, interaction: Interaction, table: Table, steps: list[Any]) -> None:
        await play_and_show(interaction, table, steps, table.version)

    @app_commands.command(name="draw", description="Draw a card from a pile")
    @app_commands.describe(pile="Pile 1 (4–14), 2 (15–28) or 3 (29–41)")
    @app_commands.choices(
        pile=[
            app_commands.Choice(
                name=app_commands.locale_str(f"{p} ({pile_range(r)})", key=f"choice-pile-{p}"),
                value=p,
            )
            for p, r in enumerate(PILE_RANGES, 1)
        ]
    )
    async def draw(self, interaction: Interaction, pile: int) -> None:
        await ack(interaction, quick=True)
        if table := await table_here(interaction, self.game):
            await self._play(interaction, table, [{"type": "draw", "pile": pile}])

    @app_commands.command(name="hideout", description="Place your next hideout (Fugitive)")
    @app_commands.describe(
        card="The hideout card", sprints="Sprint cards to put under it, e.g. 5 8 (may be empty)"
    )
    async def hideout(
        self, interaction: Interaction, card: int, sprints: str | None = None
    ) -> None:
        await ack(interaction, quick=True)
        table = await table_here(interaction, self.game)
        if table is None:
            return
        sprint_cards = inputs.numbers(sprints, low=1, high=42)
        steps: list[dict[str, Any]] = []
        if (
            seat_view(table, FUGITIVE).get("pending")
            and table.seat_of(interaction.user.id) == FUGITIVE
        ):
            steps.append({"type": "cancel"})
        steps.append({"type": "hide", "card": card})
        steps += [{"type": "sprint", "card": c} for c in sprint_cards]
        steps.append({"type": "place"})
        await self._play(interaction, table, steps)

    @hideout.autocomplete("card")
    async def _card_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        table = await self._seated(interaction, FUGITIVE)
        if table is None:
            return []
        lang = lang_of(interaction)
        view = seat_view(table, FUGITIVE)
        last = view["last_hideout"]
        legal = [
            a.card for a in table.engine.legal_actions(table.state, FUGITIVE) if a.type == "hide"
        ]
        cards = legal or [c for c in view["hand"] if c > last]
        choices = []
        for card in cards:
            if current and not str(card).startswith(current.strip()):
                continue
            hint = UI.words.sprint_hint(card, view["reach"], UI.voice(table, lang))
            choices.append(app_commands.Choice(name=f"{card} — {hint}"[:100], value=card))
        return choices[:25]

    @hideout.autocomplete("sprints")
    async def _sprint_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table = await self._seated(interaction, FUGITIVE)
        if table is None:
            return []
        view = seat_view(table, FUGITIVE)
        card = getattr(interaction.namespace, "card", None)
        last = view["last_hideout"]
        values = view["sprint_values"]
        hand = [c for c in view["hand"] if values[c] and c != card]
        need = (card - view["reach"]) if isinstance(card, int) else 0
        lang = lang_of(interaction)
        return [
            app_commands.Choice(name=name[:100], value=value[:100])
            for name, value in sprint_suggestions(hand, values, need, last, current, lang)
        ][:25]

    @app_commands.command(name="pass", description="Place no hideout this turn (Fugitive)")
    async def pass_(self, interaction: Interaction) -> None:
        await ack(interaction, quick=True)
        if table := await table_here(interaction, self.game):
            await self._play(interaction, table, [{"type": "pass"}])

    @app_commands.command(name="end", description="End your first turn after one hideout")
    async def end(self, interaction: Interaction) -> None:
        await ack(interaction, quick=True)
        if table := await table_here(interaction, self.game):
            await self._play(interaction, table, [{"type": "end_turn"}])

    @app_commands.command(name="guess", description="Guess hideout numbers (Marshal)")
    @app_commands.describe(
        numbers="One or more numbers from 1 to 41, e.g. 12 17 23: all must be right"
    )
    async def guess(self, interaction: Interaction, numbers: str) -> None:
        await ack(interaction, quick=True)
        table = await table_here(interaction, self.game)
        if table is None:
            return
        wanted = inputs.numbers(numbers, low=1, high=41)
        if not wanted:
            await refuse(interaction, t(lang_of(interaction), "fugitive-name-a-number"))
            return
        picked = seat_view(table, MARSHAL).get("picked", [])
        steps: list[dict[str, Any]] = []
        if table.seat_of(interaction.user.id) == MARSHAL:
            steps += [{"type": "unpick", "number": n} for n in picked]
        steps += [{"type": "pick", "number": n} for n in wanted]
        steps.append({"type": "guess"})
        await self._play(interaction, table, steps)

    @guess.autocomplete("numbers")
    async def _guess_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table = await self._seated(interaction, MARSHAL)
        if table is None:
            return []
        view = seat_view(table, MARSHAL)
        try:
            typed = inputs.numbers(current, low=1, high=41)
        except TableError:
            return []
        possible = (
            sorted(set().union(*deduce.candidates(view)) - set(typed)) if view["route"] else []
        )
        prefix = " ".join(map(str, typed))
        choices = []
        if prefix:
            choices.append(app_commands.Choice(name=prefix, value=prefix))
        for n in possible:
            value = f"{prefix} {n}".strip()
            choices.append(app_commands.Choice(name=value, value=value))
        return choices[:25]

    @app_commands.command(name="notepad", description="Your notepad of numbers 1–41 (Marshal)")
    @app_commands.describe(cross="Numbers to cross out, e.g. 4 9", uncross="Numbers to put back in")
    async def notepad(
        self, interaction: Interaction, cross: str | None = None, uncross: str | None = None
    ) -> None:
        await ack(interaction)
        table = await table_here(interaction, self.game)
        if table is None:
            return
        add = set(inputs.numbers(cross, low=1, high=41))
        remove = set(inputs.numbers(uncross, low=1, high=41))
        change = (lambda old: (old | add) - remove) if (add or remove) else None
        await update_notepad(interaction, table.id, change)


def sprint_suggestions(
    hand: list[int],
    values: Sequence[int],
    need: int,
    last: int,
    current: str,
    lang: str = "en",
) -> list[tuple[str, str]]:
    """A few sprint sets worth at least ``need`` footprints, cheapest first: dead cards (at or
    below the last hideout, useless as hideouts) are spent before live ones. ``values`` are the
    view's footprints of each card."""
    footprints = values.__getitem__
    out: list[tuple[str, str]] = []
    if need <= 0:
        out.append((t(lang, "fugitive-no-sprint-needed"), ""))
    dead = sorted((c for c in hand if c <= last), key=lambda c: (-footprints(c), c))
    live = sorted((c for c in hand if c > last), key=lambda c: (-footprints(c), -c))
    for pool in (dead + live, live, sorted(hand, key=lambda c: (-footprints(c), c))):
        chosen: list[int] = []
        for card in pool:
            if sum(map(footprints, chosen)) >= max(need, 1) and chosen:
                break
            chosen.append(card)
        total = sum(map(footprints, chosen))
        if chosen and total >= need:
            value = " ".join(map(str, sorted(chosen)))
            name = f"{value} (+{total})"
            if (name, value) not in out:
                out.append((name, value))
    if current.strip():
        out.insert(0, (t(lang, "fugitive-as-typed", typed=current.strip()), current.strip()))
    return out


async def setup(bot: GetawayBot) -> None:
    GAME_UIS[UI.game] = UI
    TABLE_BUTTON_HANDLERS["notepad"] = on_notepad
    add_components(bot, NotepadSelect)
    await bot.add_cog(FugitiveCog(bot))
