"""Fugitive on Discord: the table message, the private panels and ``/fugitive …`` commands.

The Fugitive's hand and face-down numbers only ever travel in ephemeral replies and DMs to him;
the public picture is drawn from the engine's public view.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.render import fugitive as art
from bot.tables import ActResult, Table, TableError
from cogs import inputs
from cogs.table_ui import (
    GAME_UIS,
    TABLE_BUTTON_HANDLERS,
    GameUI,
    Guarded,
    MoveButton,
    MoveSelect,
    Payload,
    TableButton,
    ack,
    only_players,
    play_move,
    refuse,
    render,
    reply,
    send_dm,
)
from rules.core import Event
from rules.fugitive import deduce

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]

FUGITIVE, MARSHAL = 0, 1
PILES = {1: "4–14", 2: "15–28", 3: "29–41"}
ROLE_ICON = {"fugitive": "🏃", "marshal": "🔎"}


def footprints(card: int) -> int:
    return 1 if card % 2 else 2


def sprint_hint(card: int, last: int) -> str:
    """What hiding ``card`` after the hideout ``last`` costs in sprint footprints (R11)."""
    need = card - last - 3
    return "no sprint needed" if need <= 0 else f"needs sprint cards worth {need}"


def jump_link(table: Table) -> str:
    return (
        f"https://discord.com/channels/{table.guild_id or '@me'}/{table.channel_id}/"
        f"{table.message_id}"
    )


class FugitiveUI(GameUI):
    game = "fugitive"

    # -- public ------------------------------------------------------------------------------

    @staticmethod
    def public_view(table: Table) -> dict[str, Any]:
        """The public view; once the table is finished (even by a resignation) the whole
        route is shown to everyone."""
        view = table.engine.view(table.state, None)
        if table.status == "finished" and view["phase"] != "over":
            view["route"] = table.engine.view(table.state, FUGITIVE)["route"]
        return view

    def status_text(self, table: Table) -> str:
        view = table.engine.view(table.state, None)
        f, m = (f"<@{s.user_id}>" for s in table.seats)
        phase = view["phase"]
        if table.outcome and table.outcome["reason"] == "resigned":
            loser = (set(range(2)) - set(table.outcome["winners"])).pop()
            return f"🏳️ {(f, m)[loser]} resigned: {(m, f)[loser]} wins."
        if phase == "over":
            if view["winner"] == "fugitive":
                return f"🏁 The Fugitive {f} escaped!"
            return f"🏁 The Marshal {m} caught the Fugitive {f}!"
        text = {
            "opening": f"🏃 {f} lays the first hideouts (one or two).",
            "fugitive_draw": f"🏃 {f} draws a card.",
            "fugitive_play": f"🏃 {f} hides or passes.",
            "marshal_draw": f"🔎 {m} draws {view['draws_left']} card(s).",
            "marshal_guess": f"🔎 {m} guesses.",
            "manhunt": f"🚨 Manhunt! {m} names one number at a time; one miss and {f} is free.",
        }[phase]
        if table.deadline:
            text += f" Deadline <t:{int(table.deadline)}:R>."
        return text

    async def table_message(self, bot: GetawayBot, table: Table) -> Payload:
        view = self.public_view(table)  # the public view, and nothing else
        picture = await render(art.render_public, view)
        f, m = (f"<@{s.user_id}>" for s in table.seats)
        embed = discord.Embed(
            title=f"Fugitive — table #{table.id}",
            description=f"🏃 Fugitive: {f}  ·  🔎 Marshal: {m}\n\n{self.status_text(table)}",
            colour=discord.Colour.dark_teal() if view["phase"] != "over" else discord.Colour.gold(),
        )
        lines = [
            line
            for event in await bot.service.recent_events(table.id)
            if (line := self.event_line(table, event))
        ]
        if lines:
            embed.add_field(name="Last moves", value="\n".join(lines)[-1024:], inline=False)
        embed.set_image(url="attachment://route.png")
        piles = " · ".join(f"{n}" for n in view["piles"])
        hands = view["hand_sizes"]
        embed.set_footer(
            text=f"Piles (4–14 · 15–28 · 29–41): {piles}   Hands: Fugitive {hands[0]}, "
            f"Marshal {hands[1]}"
        )
        buttons = discord.ui.View(timeout=None)
        if table.status == "playing":
            buttons.add_item(
                TableButton(table.id, "panel", "My turn / My hand", discord.ButtonStyle.primary)
            )
            buttons.add_item(TableButton(table.id, "notepad", "Notepad"))
        buttons.add_item(TableButton(table.id, "rules", "Rules"))
        if table.status == "playing":
            buttons.add_item(TableButton(table.id, "refresh", "Refresh"))
        alt = art.describe_public(view)
        return Payload(embeds=[embed], files=[("route.png", picture, alt)], view=buttons)

    def event_line(self, table: Table, event: Event) -> str | None:
        d = event.data
        if event.kind == "draw":
            role = d["role"]
            extra = " (pass bonus)" if d.get("bonus") else ""
            return f"{ROLE_ICON[role]} {role.title()} drew from pile {d['pile']}{extra}"
        if event.kind == "hideout":
            sprints = d["sprint_count"]
            under = f" with {sprints} sprint card{'s' * (sprints != 1)}" if sprints else ""
            if d.get("number") == 42:
                return f"🏃 Fugitive played the **42**{under}!"
            return f"🏃 Fugitive hid hideout {d['position']}{under}"
        if event.kind == "pass":
            return "🏃 Fugitive passed"
        if event.kind == "guess":
            numbers = ", ".join(map(str, d["numbers"]))
            if d["hit"]:
                return f"🔎 Marshal guessed {numbers}: ✅ found!"
            return f"🔎 Marshal guessed {numbers}: ❌ wrong"
        if event.kind == "manhunt_started":
            return "🚨 The 42 is down and no revealed hideout is 30 or more: **manhunt!**"
        return None

    def recap(self, table: Table) -> str:
        view = self.public_view(table)  # the game is over: the whole route shows
        steps = []
        for entry in view["route"]:
            sprints = entry["sprint_cards"] or []
            under = f" (sprint cards {', '.join(map(str, sprints))})" if sprints else ""
            steps.append(f"{entry['number']}{under}")
        return f"{self.status_text(table)}\nThe whole route: " + " → ".join(steps)

    # -- private -----------------------------------------------------------------------------

    async def panel(self, bot: GetawayBot, table: Table, seat: int, note: str = "") -> Payload:
        engine = table.engine
        view = engine.view(table.state, seat)
        legal = [a.model_dump(mode="json") for a in engine.legal_actions(table.state, seat)]
        by_type: dict[str, list[dict[str, Any]]] = {}
        for action in legal:
            by_type.setdefault(action["type"], []).append(action)
        if seat == FUGITIVE:
            picture = await render(art.render_private, view)
            name = "hand.png"
        else:
            notes = await bot.service.notes(table.id, seat)
            picture = await render(
                art.render_notepad,
                deduce.certain_non_hideouts(view),
                set(notes.get("crossed", [])),
                set(view.get("picked", [])),
            )
            name = "notepad.png"
        lines = [note] if note else []
        lines.append(self.status_text(table))
        if seat == FUGITIVE:
            lines.append("Your hand: " + (", ".join(map(str, view["hand"])) or "empty"))
        else:
            lines.append(
                "Your cards (never hideouts): " + (", ".join(map(str, view["hand"])) or "none")
            )
        buttons = discord.ui.View(timeout=None)
        self._draw_buttons(table, by_type, buttons)
        if seat == FUGITIVE:
            self._fugitive_controls(table, view, by_type, buttons, lines)
        else:
            self._marshal_controls(table, view, by_type, buttons, lines)
        if not legal:
            lines.append("Nothing to do right now; I will ping you on your turn.")
        buttons.add_item(TableButton(table.id, "panel", "Show again", emoji="🔄"))
        embed = discord.Embed(
            title=f"Fugitive — table #{table.id} — {'hand' if seat == FUGITIVE else 'notepad'}",
            description="\n".join(lines)[:4000],
        )
        embed.set_image(url=f"attachment://{name}")
        alt = "Your private cards" if seat == FUGITIVE else "Your notepad of numbers 1 to 42"
        return Payload(embeds=[embed], files=[(name, picture, alt)], view=buttons)

    @staticmethod
    def _draw_buttons(
        table: Table, by_type: dict[str, list[dict[str, Any]]], out: discord.ui.View
    ) -> None:
        view = table.engine.view(table.state, None)
        for action in by_type.get("draw", []):
            pile = action["pile"]
            out.add_item(
                MoveButton(
                    table.id,
                    table.version,
                    f"d{pile}",
                    label=f"Draw from pile {pile} ({PILES[pile]}) · {view['piles'][pile - 1]} left",
                    style=discord.ButtonStyle.primary,
                    row=0,
                )
            )

    def _fugitive_controls(
        self,
        table: Table,
        view: dict[str, Any],
        by_type: dict[str, list[dict[str, Any]]],
        out: discord.ui.View,
        lines: list[str],
    ) -> None:
        pending = view.get("pending")
        route = view["route"]
        last = route[-1]["number"]
        if pending:
            short = pending["short_by"]
            lines.append(
                f"Placing **{pending['card']}** after {last}"
                + (
                    f": add sprint cards worth **{short}** more."
                    if short > 0
                    else ": ready to place."
                )
            )
            usable = sorted(
                {a["card"] for a in by_type.get("sprint", [])} | set(pending["sprints"])
            )
            if usable:
                options = [
                    discord.SelectOption(
                        label=f"{c} (+{footprints(c)})",
                        value=str(c),
                        default=c in pending["sprints"],
                    )
                    for c in usable[:25]
                ]
                out.add_item(
                    MoveSelect(
                        table.id,
                        table.version,
                        "sprints",
                        options=options,
                        placeholder="Sprint cards to put under it (extra is allowed: bluff!)",
                        min_values=0,
                        max_values=len(options),
                        row=1,
                    )
                )
            out.add_item(
                MoveButton(
                    table.id,
                    table.version,
                    "place",
                    label=f"Place {pending['card']}",
                    style=discord.ButtonStyle.success,
                    disabled=not by_type.get("place"),
                    row=2,
                )
            )
            out.add_item(MoveButton(table.id, table.version, "cancel", label="Cancel", row=2))
            return
        hides = [a["card"] for a in by_type.get("hide", [])]
        if hides:
            options = []
            for card in hides[:25]:
                hint = sprint_hint(card, last)
                options.append(
                    discord.SelectOption(label=f"Hide {card}", value=str(card), description=hint)
                )
            out.add_item(
                MoveSelect(
                    table.id,
                    table.version,
                    "hide",
                    options=options,
                    placeholder=f"Choose your next hideout (after {last})",
                    row=1,
                )
            )
        if by_type.get("pass"):
            out.add_item(MoveButton(table.id, table.version, "pass", label="Pass", row=2))
        if by_type.get("end_turn"):
            out.add_item(
                MoveButton(table.id, table.version, "end", label="End my turn (one hideout)", row=2)
            )

    def _marshal_controls(
        self,
        table: Table,
        view: dict[str, Any],
        by_type: dict[str, list[dict[str, Any]]],
        out: discord.ui.View,
        lines: list[str],
    ) -> None:
        picked = sorted(view.get("picked", []))
        pickable = sorted({a["number"] for a in by_type.get("pick", [])} | set(picked))
        if not pickable and not by_type.get("guess"):
            return
        manhunt = view["phase"] == "manhunt"
        lines.append(
            "Manhunt: name **one** number; a miss ends the game."
            if manhunt
            else "Pick the numbers you guess (all must be right), then press **Guess**."
        )
        if picked:
            lines.append("Picked: " + ", ".join(map(str, picked)))
        for row, (code, low, high) in enumerate((("p1", 1, 20), ("p2", 21, 41)), start=1):
            numbers = [n for n in pickable if low <= n <= high]
            if not numbers:
                continue
            options = [
                discord.SelectOption(label=str(n), value=str(n), default=n in picked)
                for n in numbers
            ]
            out.add_item(
                MoveSelect(
                    table.id,
                    table.version,
                    code,
                    options=options,
                    placeholder=f"Numbers {low}–{high}",
                    min_values=0,
                    max_values=1 if manhunt else len(options),
                    row=row,
                )
            )
        label = "Guess " + ", ".join(map(str, picked)) if picked else "Guess"
        out.add_item(
            MoveButton(
                table.id,
                table.version,
                "guess",
                label=label[:80],
                style=discord.ButtonStyle.danger if manhunt else discord.ButtonStyle.success,
                disabled=not by_type.get("guess"),
                row=3,
            )
        )
        if picked:
            out.add_item(MoveButton(table.id, table.version, "clear", label="Clear", row=3))

    async def on_component(
        self, interaction: Interaction, table: Table, seat: int, code: str, values: list[str]
    ) -> None:
        view = table.engine.view(table.state, seat)
        try:
            picked = inputs.picked_numbers(values, low=1, high=42)
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        steps: list[dict[str, Any]]
        if code in ("d1", "d2", "d3"):
            steps = [{"type": "draw", "pile": int(code[1])}]
        elif code == "hide" and picked:
            steps = [{"type": "hide", "card": picked[0]}]
        elif code == "sprints" and view.get("pending"):
            now = set(view["pending"]["sprints"])
            wanted = set(picked)
            steps = [{"type": "unsprint", "card": c} for c in sorted(now - wanted)]
            steps += [{"type": "sprint", "card": c} for c in sorted(wanted - now)]
        elif code in ("place", "cancel", "pass", "guess"):
            steps = [{"type": code}]
        elif code == "end":
            steps = [{"type": "end_turn"}]
        elif code in ("p1", "p2"):
            low, high = (1, 20) if code == "p1" else (21, 41)
            now = {n for n in view.get("picked", []) if low <= n <= high}
            wanted = set(picked)
            steps = [{"type": "unpick", "number": n} for n in sorted(now - wanted)]
            steps += [{"type": "pick", "number": n} for n in sorted(wanted - now)]
        elif code == "clear":
            steps = [{"type": "unpick", "number": n} for n in view.get("picked", [])]
        else:
            await refuse(interaction, "That control is no longer valid; here is your panel")
            steps = []
        if not steps:
            await reply(interaction, await self.panel(interaction.client, table, seat))
            return
        await move_and_show(interaction, table, steps, version=table.version)

    async def after_move(self, bot: GetawayBot, table: Table, result: ActResult) -> None:
        """DM the Fugitive his picture on his turn and whenever his route changes."""
        if table.status == "finished":
            return
        turn_now = FUGITIVE in table.to_act() and FUGITIVE not in result.before
        route_changed = any(
            e.kind in ("hideout", "manhunt_started") or (e.kind == "guess" and e.data["hit"])
            for e in result.events
        )
        if not (turn_now or route_changed):
            return
        view = table.engine.view(table.state, FUGITIVE)
        picture = await render(art.render_private, view)
        why = "It is your turn" if turn_now else "Your route changed"
        payload = Payload(
            content=f"🏃 {why} in Fugitive (table #{table.id}): {jump_link(table)}",
            files=[("hand.png", picture, "Your hand and your route")],
        )
        user_id = table.seats[FUGITIVE].user_id
        was_closed = await bot.service.dm_closed(user_id)
        if not await send_dm(bot, user_id, payload) and not was_closed:
            channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
            await channel.send(
                f"<@{user_id}> I cannot send you direct messages, so your cards stay under "
                "**My turn / My hand** on the table message (only you can see them there).",
                allowed_mentions=only_players(table),
            )


UI = FugitiveUI()


def private_lines(events: list[Event], seat: int) -> str:
    lines = []
    for event in events:
        if event.to != seat:
            continue
        if event.kind == "drew":
            lines.append(f"You drew **{event.data['card']}**.")
        elif event.kind == "placed":
            sprints = event.data["sprint_cards"]
            under = f" with sprint cards {', '.join(map(str, sprints))}" if sprints else ""
            lines.append(f"You hid **{event.data['number']}**{under}.")
    for event in events:
        if event.kind == "guess" and event.to is None:
            numbers = ", ".join(map(str, event.data["numbers"]))
            lines.append(f"Guess {numbers}: {'✅ found!' if event.data['hit'] else '❌ wrong.'}")
    return " ".join(lines)


async def move_and_show(
    interaction: Interaction, table: Table, steps: list[dict[str, Any]], version: int | None = None
) -> None:
    """Play a move and answer with the player's updated private panel."""
    result = await play_move(interaction, table, steps, version)
    if result is None:
        return
    seat = result.table.seat_of(interaction.user.id)
    assert seat is not None
    if result.table.status == "finished":
        await reply(interaction, Payload(content=UI.recap(result.table)))
        return
    note = private_lines(result.events, seat)
    await reply(interaction, await UI.panel(interaction.client, result.table, seat, note))


# -- the notepad -----------------------------------------------------------------------------


class NotepadSelect(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"fn:(?P<table>\d+):(?P<part>[12])",
):
    """The Marshal's own crossings, numbers 1–20 or 21–41 (not game moves: no version)."""

    def __init__(self, table_id: int, part: int, crossed: set[int] | None = None) -> None:
        low, high = (1, 20) if part == 1 else (21, 41)
        crossed = crossed or set()
        super().__init__(
            discord.ui.Select(
                custom_id=f"fn:{table_id}:{part}",
                placeholder=f"Cross out / back in: {low}–{high}",
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
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Select[Any], match: re.Match[str]
    ) -> NotepadSelect:
        return cls(int(match["table"]), int(match["part"]))

    async def handle(self, interaction: Interaction) -> None:
        await ack(interaction)
        low, high = (1, 20) if self.part == 1 else (21, 41)
        try:
            values = set(
                inputs.picked_numbers(
                    list((interaction.data or {}).get("values", [])),  # type: ignore[union-attr]
                    low=low,
                    high=high,
                )
            )
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        await update_notepad(
            interaction,
            self.table_id,
            lambda old: {n for n in old if not low <= n <= high} | values,
        )


async def update_notepad(interaction: Interaction, table_id: int, change: Any) -> None:
    bot = interaction.client
    try:
        table = await bot.service.get(table_id)
    except TableError as exc:
        await refuse(interaction, str(exc))
        return
    if table.seat_of(interaction.user.id) != MARSHAL:
        await refuse(interaction, "Only the Marshal of this table has a notepad")
        return
    notes = await bot.service.notes(table.id, MARSHAL)
    crossed = (
        set(change(set(notes.get("crossed", [])))) if change else set(notes.get("crossed", []))
    )
    crossed = {n for n in crossed if 1 <= n <= 41}
    if change:
        await bot.service.set_notes(table.id, MARSHAL, {"crossed": sorted(crossed)})
    view = table.engine.view(table.state, MARSHAL)
    auto = deduce.certain_non_hideouts(view)
    picture = await render(art.render_notepad, auto, crossed, set(view.get("picked", [])))
    embed = discord.Embed(
        title=f"Fugitive — table #{table.id} — notepad",
        description=(
            "Numbers you know are not hideouts are crossed for you (your cards and face-up "
            "cards); cross out others yourself below.\n"
            f"Crossed by you: {', '.join(map(str, sorted(crossed))) or 'none'}"
        ),
    )
    embed.set_image(url="attachment://notepad.png")
    buttons = discord.ui.View(timeout=None)
    buttons.add_item(NotepadSelect(table.id, 1, crossed))
    buttons.add_item(NotepadSelect(table.id, 2, crossed))
    await reply(
        interaction,
        Payload(embeds=[embed], files=[("notepad.png", picture, "Your notepad")], view=buttons),
    )


async def on_notepad(interaction: Interaction, table_id: int) -> None:
    await ack(interaction)
    await update_notepad(interaction, table_id, None)


# -- slash commands --------------------------------------------------------------------------


class FugitiveCog(commands.GroupCog, group_name="fugitive", group_description="Play Fugitive"):
    def __init__(self, bot: GetawayBot) -> None:
        self.bot = bot

    async def _table(self, interaction: Interaction) -> Table | None:
        try:
            table = await self.bot.service.open_table(interaction.channel_id or 0)
        except TableError as exc:
            await refuse(interaction, str(exc))
            return None
        if table.game != "fugitive":
            await refuse(interaction, f"The game in this channel is {table.engine.title}")
            return None
        if table.status != "playing":
            await refuse(interaction, "The game has not started yet (the host uses `/game start`)")
            return None
        if table.seat_of(interaction.user.id) is None:
            await refuse(interaction, "You are not playing at this table; you can watch it")
            return None
        return table

    async def _seated(self, interaction: Interaction, seat: int) -> Table | None:
        """The Fugitive table in progress here, if the user plays ``seat`` (for autocomplete,
        which must answer quietly)."""
        table = await self.bot.service.status(interaction.channel_id or 0)
        if table is None or table.status != "playing" or table.game != "fugitive":
            return None
        return table if table.seat_of(interaction.user.id) == seat else None

    @app_commands.command(name="draw", description="Draw a card from a pile")
    @app_commands.describe(pile="Pile 1 (4–14), 2 (15–28) or 3 (29–41)")
    @app_commands.choices(
        pile=[app_commands.Choice(name=f"{p} ({r})", value=p) for p, r in PILES.items()]
    )
    async def draw(self, interaction: Interaction, pile: int) -> None:
        await ack(interaction)
        if table := await self._table(interaction):
            await move_and_show(interaction, table, [{"type": "draw", "pile": pile}])

    @app_commands.command(name="hideout", description="Place your next hideout (Fugitive)")
    @app_commands.describe(
        card="The hideout card", sprints="Sprint cards to put under it, e.g. 5 8 (may be empty)"
    )
    async def hideout(
        self, interaction: Interaction, card: int, sprints: str | None = None
    ) -> None:
        await ack(interaction)
        table = await self._table(interaction)
        if table is None:
            return
        try:
            sprint_cards = inputs.numbers(sprints, low=1, high=42)
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        steps: list[dict[str, Any]] = []
        if (
            table.engine.view(table.state, FUGITIVE).get("pending")
            and table.seat_of(interaction.user.id) == FUGITIVE
        ):
            steps.append({"type": "cancel"})
        steps.append({"type": "hide", "card": card})
        steps += [{"type": "sprint", "card": c} for c in sprint_cards]
        steps.append({"type": "place"})
        await move_and_show(interaction, table, steps)

    @hideout.autocomplete("card")
    async def _card_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        table = await self._seated(interaction, FUGITIVE)
        if table is None:
            return []
        view = table.engine.view(table.state, FUGITIVE)
        last = view["route"][-1]["number"]
        legal = [
            a.card for a in table.engine.legal_actions(table.state, FUGITIVE) if a.type == "hide"
        ]
        cards = legal or [c for c in view["hand"] if c > last]
        choices = []
        for card in cards:
            if current and not str(card).startswith(current.strip()):
                continue
            hint = sprint_hint(card, last)
            choices.append(app_commands.Choice(name=f"{card} — {hint}", value=card))
        return choices[:25]

    @hideout.autocomplete("sprints")
    async def _sprint_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table = await self._seated(interaction, FUGITIVE)
        if table is None:
            return []
        view = table.engine.view(table.state, FUGITIVE)
        card = getattr(interaction.namespace, "card", None)
        last = view["route"][-1]["number"]
        hand = [c for c in view["hand"] if c != 42 and c != card]
        need = (card - last - 3) if isinstance(card, int) else 0
        return [
            app_commands.Choice(name=name[:100], value=value[:100])
            for name, value in sprint_suggestions(hand, need, last, current)
        ][:25]

    @app_commands.command(name="pass", description="Place no hideout this turn (Fugitive)")
    async def pass_(self, interaction: Interaction) -> None:
        await ack(interaction)
        if table := await self._table(interaction):
            await move_and_show(interaction, table, [{"type": "pass"}])

    @app_commands.command(name="end", description="End your first turn after one hideout")
    async def end(self, interaction: Interaction) -> None:
        await ack(interaction)
        if table := await self._table(interaction):
            await move_and_show(interaction, table, [{"type": "end_turn"}])

    @app_commands.command(name="guess", description="Guess hideout numbers (Marshal)")
    @app_commands.describe(
        numbers="One or more numbers from 1 to 41, e.g. 12 17 23: all must be right"
    )
    async def guess(self, interaction: Interaction, numbers: str) -> None:
        await ack(interaction)
        table = await self._table(interaction)
        if table is None:
            return
        try:
            wanted = inputs.numbers(numbers, low=1, high=41)
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        if not wanted:
            await refuse(interaction, "Name at least one number, e.g. `12` or `12 17`")
            return
        picked = table.engine.view(table.state, MARSHAL).get("picked", [])
        steps: list[dict[str, Any]] = []
        if table.seat_of(interaction.user.id) == MARSHAL:
            steps += [{"type": "unpick", "number": n} for n in picked]
        steps += [{"type": "pick", "number": n} for n in wanted]
        steps.append({"type": "guess"})
        await move_and_show(interaction, table, steps)

    @guess.autocomplete("numbers")
    async def _guess_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table = await self._seated(interaction, MARSHAL)
        if table is None:
            return []
        view = table.engine.view(table.state, MARSHAL)
        try:
            typed = inputs.numbers(current, low=1, high=41)
        except TableError:
            return []
        possible = (
            sorted(set().union(*deduce.candidates(view)) - set(typed)) if view["route"] else []
        )
        prefix = " ".join(map(str, typed))
        choices = (
            [app_commands.Choice(name=prefix or "(type numbers)", value=prefix)] if prefix else []
        )
        for n in possible:
            value = f"{prefix} {n}".strip()
            choices.append(app_commands.Choice(name=value, value=value))
        return choices[:25]

    @app_commands.command(name="hand", description="Show your private panel (hand, moves)")
    async def hand(self, interaction: Interaction) -> None:
        await ack(interaction)
        if table := await self._table(interaction):
            seat = table.seat_of(interaction.user.id)
            assert seat is not None
            await reply(interaction, await UI.panel(self.bot, table, seat))

    @app_commands.command(name="notepad", description="Your notepad of numbers 1–41 (Marshal)")
    @app_commands.describe(cross="Numbers to cross out, e.g. 4 9", uncross="Numbers to put back in")
    async def notepad(
        self, interaction: Interaction, cross: str | None = None, uncross: str | None = None
    ) -> None:
        await ack(interaction)
        table = await self._table(interaction)
        if table is None:
            return
        try:
            add = set(inputs.numbers(cross, low=1, high=41))
            remove = set(inputs.numbers(uncross, low=1, high=41))
        except TableError as exc:
            await refuse(interaction, str(exc))
            return
        change = (lambda old: (old | add) - remove) if (add or remove) else None
        await update_notepad(interaction, table.id, change)


def sprint_suggestions(
    hand: list[int], need: int, last: int, current: str
) -> list[tuple[str, str]]:
    """A few sprint sets worth at least ``need`` footprints, cheapest first: dead cards (at or
    below the last hideout, useless as hideouts) are spent before live ones."""
    out: list[tuple[str, str]] = []
    if need <= 0:
        out.append(("no sprint cards (none needed)", ""))
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
        out.insert(0, (f"{current.strip()} (as typed)", current.strip()))
    return out


async def setup(bot: GetawayBot) -> None:
    GAME_UIS[UI.game] = UI
    TABLE_BUTTON_HANDLERS["notepad"] = on_notepad
    bot.add_dynamic_items(NotepadSelect)
    await bot.add_cog(FugitiveCog(bot))
