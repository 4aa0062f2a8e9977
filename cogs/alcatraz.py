"""Alcatraz: The Scapegoat on Discord: its pictures, how its moves are picked on the shared panel,
the words around its secret vote, trades and tasks, and ``/alcatraz``.

- **The vote.** Every voter gets a private select of the players on the ballot (oneself included:
  §7.2 allows it), each with what matters for the choice (blackmail cards, items, cash, plan).
  The table shows "2 of 4 ballots cast" and who has voted, never for whom: the ballots are
  revealed together by the engine's ``scapegoat_elected`` event. A table may set a discussion
  window before the vote (``/game new discussion:2m``); the status line shows when the ballots
  open, the deadline, and what a missing ballot becomes (the ``vote_timeout_ballot`` knob).
- **An action turn.** The panel says where the player stands, the guards there and what they do,
  the action points left and the cost of every kind of action under those guards; every group
  of moves carries its cost; the location rule is said in words with its cost now. Blackmail
  cards are shown only in their holder's panel and picture.
- **Trades and pooled task items** need the other prisoner's consent: an offer (or a request for
  an item) makes the partner the seat to act, so the table pings them and they get a DM saying
  what is offered; their panel shows just Accept / Decline (or Hand it over / Keep it).
- **Time.** ``timeout_action`` is the rules' default where there is one (the default ballot, no
  to an offer or a request); on one's own turn the computer plays, or with ``skip`` the turn
  ends (a trade or task in preparation is called off first).

Moves are picked coarse to fine: the kind of action, then its location, partner, item… Levels
where every legal move agrees are skipped, so a single possibility is one click.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar, cast

import discord
from discord import app_commands

from bot.clocks import opens_at
from bot.i18n import catalogue, game_title, t
from bot.narrate import Voice
from bot.narrate.alcatraz import NARRATOR, AlcatrazNarrator, rule_text
from bot.render import Drawing
from bot.tables import Seat, Table
from cogs.answers import ack, lang_of, refuse
from cogs.panel import play_and_show
from cogs.payload import Payload
from cogs.table_ui import (
    GAME_UIS,
    LEGAL,
    VIEWS,
    GameUI,
    Label,
    Picture,
    at_latest,
    jump_link,
    render,
    render_seen,
)
from cogs.typed import TypedMoves, show_hand, table_here
from rules.alcatraz import tasks as task_rules
from rules.alcatraz.content import tasks as task_cards
from rules.alcatraz.legal import mode
from rules.alcatraz.views import AlcatrazView
from rules.core import Event

if TYPE_CHECKING:
    from bot.client import GetawayBot
    from rules.alcatraz.models import State

Interaction = discord.Interaction["GetawayBot"]

#: the module drawing this game's pictures, named (:class:`bot.render.Drawing`): imported only by
#: the process that draws them
ART = "bot.render.alcatraz"

SEAT_EMOJI = ("🟦", "🟧", "🟩", "🟪")
SCAPEGOAT = "🐐"

#: the fields a move is picked by, coarse to fine, after its head (the move's type, or for
#: a trade item the side it goes to)
FIELDS: dict[str, tuple[str, ...]] = {
    "vote": ("candidate",),
    "move": ("to",),
    "use": ("pay", "take", "card"),
    "steal": ("target", "what"),
    "riot": ("source",),
    "discard": ("item",),
    "blackmail": ("card", "target", "location", "what"),
    "guard_move": ("source", "to"),
    "place_item": ("location",),
    "keep_card": ("card",),
    "task_pledge": ("owner", "item"),
    "task_answer": ("accept",),
    "trade_open": ("partner",),
    "trade_add": ("what",),
    "trade_answer": ("accept",),
}
SEAT_FIELDS = ("candidate", "target", "owner", "partner")
ROOM_FIELDS = ("to", "source", "location")
ITEM_FIELDS = ("what", "item", "pay")
#: moves whose cost depends on the guards where one stands (§10.1)
GUARDED = ("use", "steal", "riot", "discard", "task_start", "task_complete")


def head_of(action: dict[str, Any]) -> str:
    return str(action["side"]) if action["type"] == "trade_add" else str(action["type"])


def token_of(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return "+".join(str(v) for v in value) or "-"
    return str(value)


#: ``json.dumps(…, sort_keys=True)`` without making an encoder at every call (a panel keys every
#: legal move, and every label looks its move up)
_CANONICAL = json.JSONEncoder(sort_keys=True)


def key_of(action: dict[str, Any]) -> str:
    return _CANONICAL.encode(action)


@dataclass
class Paths:
    """The choice paths of one seat's legal moves in one position: levels every move of a kind
    agrees on are left out; ``fields`` says what each path's last token stands for."""

    of: dict[str, tuple[str, ...]] = field(default_factory=dict)
    fields: dict[tuple[str, ...], str] = field(default_factory=dict)


def full_path(action: dict[str, Any]) -> list[tuple[str, str]]:
    head = head_of(action)
    return [(head, head)] + [(f, token_of(action.get(f))) for f in FIELDS.get(action["type"], ())]


def compress(legal: list[dict[str, Any]]) -> Paths:
    """Choice paths without the levels where a node has one child (one click less each)."""
    full = [full_path(a) for a in legal]
    children: dict[tuple[str, ...], set[str]] = {}
    for path in full:
        tokens = tuple(tok for _, tok in path)
        for i in range(1, len(tokens)):
            children.setdefault(tokens[:i], set()).add(tokens[i])
    paths = Paths()
    for action, path in zip(legal, full, strict=True):
        tokens = tuple(tok for _, tok in path)
        kept = [path[0]]
        for i in range(1, len(path)):
            if len(children.get(tokens[:i], ())) > 1:
                kept.append(path[i])
        short = tuple(tok for _, tok in kept)
        paths.of[key_of(action)] = short
        for depth, (name, _) in enumerate(kept):
            paths.fields.setdefault(short[: depth + 1], name)
    return paths


class AlcatrazUI(GameUI[AlcatrazNarrator]):
    """Alcatraz on Discord: its panels, labels and help. Over 400 lines because each kind of
    move (tasks, trades and their answers, blackmail, riots, the scapegoat vote) needs its own
    choices and words; what every game shares is in :class:`GameUI`."""

    game = "alcatraz"
    words = NARRATOR
    #: a player out of time may end the turn (§8.3: a turn ends when the player says so)
    can_skip: ClassVar[bool] = True

    def __init__(self) -> None:
        self._paths: dict[tuple[int, int], tuple[int, Paths]] = {}
        #: when the ballots of a discussed vote open: table -> (version, time)
        self._opens: dict[int, tuple[int, float | None]] = {}

    # -- seats ----------------------------------------------------------------------------------

    def seat_name(self, table: Table, seat: int, lang: str) -> str:
        return seat_title(table.seats, seat, lang)

    def seats_line(self, table: Table, lang: str) -> str:
        goat = table.state.scapegoat if table.state is not None else None
        return " · ".join(
            self.seat_name(table, s, lang) + (f" {SCAPEGOAT}" if s == goat else "")
            for s in range(len(table.seats))
        )

    def plain_name(self, table: Table, seat: int, lang: str, reader: int | None = None) -> str:
        """A seat without a mention (select options and buttons show mentions raw)."""
        return plain_title(table.seats, seat, lang, reader)

    def plain_voice(self, table: Table, lang: str, reader: int | None = None) -> Voice:
        return seats_voice(table.seats, lang, reader, plain=True)

    def voice(self, table: Table, lang: str, reader: int | None = None) -> Voice:
        return seats_voice(table.seats, lang, reader, plain=False)

    # -- the table message ------------------------------------------------------------------------

    async def table_message(self, bot: GetawayBot, table: Table) -> Payload:
        if table.status == "playing":
            self._opens[table.id] = (table.version, await opens_at(bot.store, table.id))
        return await super().table_message(bot, table)

    def opens(self, table: Table) -> float | None:
        """When the ballots of a vote under discussion open (known once the table message
        was drawn for this position)."""
        version, when = self._opens.get(table.id, (-1, None))
        if version != table.version or table.state is None:
            return None
        return when if table.engine.discussion(table.state) else None

    def status_marks(self, table: Table) -> Hashable:
        return self.opens(table)  # known once the table message is drawn, at the same version

    def position_text(self, table: Table, lang: str) -> str:
        text = self.words.status(seat_view(table, None), self.voice(table, lang))
        if table.status != "playing":
            return text
        opens = self.opens(table)
        if opens is not None:
            text += " · " + t(lang, "alcatraz-discussion", when=f"<t:{int(opens)}:R>")
        if table.deadline:
            text += " · " + t(lang, "table-deadline", when=f"<t:{int(table.deadline)}:R>")
            default = self.default_words(table.state, lang)
            if default:
                text += " " + default
        return text

    def default_words(self, state: State, lang: str) -> str | None:
        """What happens to a decision nobody makes in time (UX principle 5)."""
        if state.phase in ("vote", "stay_vote"):
            return t(lang, "alcatraz-default-ballot", ballot=state.options.vote_timeout_ballot)
        found = mode(state)
        if found == "trade_answer":
            return t(lang, "alcatraz-default-trade")
        if found == "task_answer":
            return t(lang, "alcatraz-default-task")
        return None

    async def public_picture(self, table: Table, view: dict[str, Any], lang: str) -> Picture:
        picture = await render(Drawing(ART, "render_public"), view, lang)
        words = self.words.board(cast(AlcatrazView, view), self.voice(table, lang))
        return "alcatraz.png", picture, words

    def footer(self, table: Table, view: dict[str, Any], lang: str) -> str | None:
        return t(lang, "alcatraz-footer", scope=table.state.options.trade_scope)

    # -- private ------------------------------------------------------------------------------

    async def private_picture(self, table: Table, seat: int, lang: str) -> Picture | None:
        picture = await render_seen(Drawing(ART, "render_private"), seat_view(table, seat), lang)
        return "sheet.png", picture, self.secrets(table, seat, lang) or ""

    def panel_lines(self, table: Table, seat: int, lang: str) -> list[str]:
        state: State = table.state
        lines = [self.status_text(table, lang)]
        if table.status == "playing" and seat in table.to_act():
            lines += self.decision_lines(table, seat, lang)
        elif state.phase in ("vote", "stay_vote") and seat in state.voters:
            lines.append(t(lang, "alcatraz-ui-voted"))
        secrets = self.secrets(table, seat, lang)
        if secrets:
            lines.append(secrets)
            if state.players[seat].blackmail and seat != state.scapegoat:
                lines.append(t(lang, "alcatraz-ui-not-scapegoat"))
        return lines

    def decision_lines(self, table: Table, seat: int, lang: str) -> list[str]:
        """What the seat is asked to decide, in words."""
        state: State = table.state
        words = self.words
        voice = self.voice(table, lang, seat)
        found = mode(state)
        if found == "vote":
            if state.phase == "stay_vote":
                who = words.seats(state.candidates, voice)
                return [t(lang, "alcatraz-ui-stay-vote", candidates=who)]
            return [t(lang, "alcatraz-ui-vote", scapegoat=voice.name(state.scapegoat))]
        if found == "trade_answer":
            d = state.trade
            assert d is not None
            return [
                t(
                    lang,
                    "alcatraz-ui-trade-offer",
                    who=voice.name(d.by),
                    **words.trade_terms(d.model_dump(), voice),
                )
            ]
        if found == "task_answer":
            draft = state.task
            assert draft is not None and draft.asking is not None
            task = task_rules.task_at(state, draft.location)
            return [
                t(
                    lang,
                    "alcatraz-ui-task-ask",
                    who=voice.name(draft.performer),
                    item=words.amount(draft.asking.item, 1, voice),
                    name=words.task_name(task.card if task else "", voice),
                )
            ]
        if seat != state.current and found == "main":
            return [t(lang, "alcatraz-ui-bystander", who=voice.name(state.current))]
        # a trade opened out of turn ("anytime") spends none of the builder's action points
        view = seat_view(table, None)
        lines = [self.where_line(view, seat, lang, voice)] if seat == state.current else []
        if found == "main":
            lines.append(self.rule_line(state, view, seat, lang, voice))
            lines.append(self.costs_line(view, seat, lang))
            task = task_rules.task_at(state, state.players[seat].location)
            if task is not None:
                lines.append(self.task_line(task.card, lang, voice))
        elif found == "trade":
            d = state.trade
            assert d is not None
            lines.append(
                t(
                    lang,
                    "alcatraz-ui-trade-draft",
                    partner=voice.name(d.partner),
                    **words.trade_terms(d.model_dump(), voice),
                )
            )
        elif found == "task":
            lines.append(self.task_draft_line(state, lang, voice))
        elif found == "guards" and state.guard_moves is not None:
            lines.append(t(lang, "alcatraz-ui-guards", left=state.guard_moves.left))
        elif found == "returns" and state.returns is not None:
            item = words.amount(state.returns.items[0], 1, voice)
            lines.append(t(lang, "alcatraz-ui-returns", item=item))
        return lines

    def where_line(self, view: AlcatrazView, seat: int, lang: str, voice: Voice) -> str:
        """Where the current player stands, and what its guards do to him."""
        loc = view["players"][seat]["location"]
        return t(
            lang,
            "alcatraz-ui-where",
            place=self.words.place(loc, voice),
            loc=loc,
            guards=view["locations"][loc - 1]["guards"],
            bribed=view["bribed"],
            effect=view["guard_effect"],
            ap=view["ap"],
        )

    def rule_words(self, state: State, loc: int, lang: str, short: bool = False) -> str:
        radio = state.options.radio_silver
        return rule_text(loc, state.sides[loc - 1], lang, short=short, radio_silver=radio)

    def rule_line(
        self, state: State, view: AlcatrazView, seat: int, lang: str, voice: Voice
    ) -> str:
        """The current player's location rule: used, forbidden by the guards, free or its cost."""
        loc = state.players[seat].location
        cost = view["costs"]["use"]
        if loc in state.rules_used[seat]:
            status = "used"
        elif view["guard_effect"] in ("watched", "locked"):
            status = "watched"
        else:
            status = "free" if cost == 0 else "cost"
        return t(
            lang,
            "alcatraz-rule-line",
            place=self.words.room(loc, voice),
            rule=self.rule_words(state, loc, lang),
            state=status,
            cost=cost_words(cost, lang),
        )

    def costs_line(self, view: AlcatrazView, seat: int, lang: str) -> str:
        costs = view["costs"]
        return t(
            lang,
            "alcatraz-ui-costs",
            guarded=cost_words(costs["steal"], lang),
            task=cost_words(costs["task"], lang),
            scapegoat="yes" if seat == view["scapegoat"] else "no",
        )

    def task_line(self, card: str, lang: str, voice: Voice) -> str:
        found = task_cards()[card]
        needs = [item for item, n in found.items.items() for _ in range(n)]
        return t(
            lang,
            "alcatraz-ui-task-here",
            step=found.step,
            name=self.words.task_name(card, voice),
            needs=self.words.amounts(needs, voice),
            prisoners=found.prisoners,
            guards=found.max_guards,
        )

    def task_draft_line(self, state: State, lang: str, voice: Voice) -> str:
        draft = state.task
        assert draft is not None
        task = task_rules.task_at(state, draft.location)
        assert task is not None
        card = task_rules.card_of(task)
        pledged = task_rules.pledged_items(draft)
        still = Counter(dict(card.items)) - Counter(pledged)
        return t(
            lang,
            "alcatraz-ui-task-draft",
            name=self.words.task_name(card.id, voice),
            missing=self.words.amounts(list(still.elements()), voice),
            pledged=self.words.amounts(pledged, voice),
        )

    # -- the choices ----------------------------------------------------------------------------

    def paths(self, table: Table, seat: int) -> Paths:
        """The seat's paths at its table's latest position asked about."""
        return at_latest(self._paths, table, seat, lambda t, s: compress(LEGAL(t, s)))

    def choice_path(self, table: Table, seat: int, action: dict[str, Any]) -> tuple[str, ...]:
        found = self.paths(table, seat).of.get(key_of(action))
        if found is not None:
            return found
        return tuple(tok for _, tok in full_path(action))  # not legal now: its full path

    def label(self, table: Table, seat: int, path: tuple[str, ...], node: Any, lang: str) -> Label:
        move = node.only()
        if len(path) == 1:
            if move is not None:
                return self.move_label(table, seat, move, lang)
            return Label(self.group_words(table, seat, path[0], lang))
        name = self.paths(table, seat).fields.get(path, "")
        return self.field_label(table, seat, path, name, move, lang)

    def group_words(self, table: Table, seat: int, head: str, lang: str) -> str:
        cost = cost_words(self.cost_of(table, seat, head), lang)
        loc = table.state.players[seat].location
        place = self.words.place(loc, Voice(lang))
        return t(lang, f"alcatraz-group-{head}", cost=cost, place=place)

    def cost_of(self, table: Table, seat: int, head: str) -> int:
        """Action points a kind of move costs the seat now, as the view says (§9, §10.1)."""
        view = seat_view(table, None)
        if seat != view["current"]:
            return 0
        # starting a task shows what completing it will cost
        return view["costs"].get("task" if head.startswith("task_") else head, 0)

    def move_label(self, table: Table, seat: int, move: dict[str, Any], lang: str) -> Label:
        """A move that is the only one of its kind, as a button."""
        state: State = table.state
        voice = self.plain_voice(table, lang, seat)
        kind = move["type"]
        cost = cost_words(self.cost_of(table, seat, kind), lang)
        loc = state.players[seat].location
        if kind == "end_turn":
            return Label(t(lang, "alcatraz-ui-end-turn", ap=state.ap))
        if kind == "use":
            rule = self.rule_words(state, loc, lang, short=True)
            place = self.words.place(loc, voice)
            return Label(t(lang, "alcatraz-ui-use", place=place, rule=rule, cost=cost))
        if kind == "task_start":
            task = task_rules.task_at(state, loc)
            name = self.words.task_name(task.card if task else "", voice)
            return Label(t(lang, "alcatraz-ui-task-start", task=name, cost=cost))
        if kind == "task_complete":
            text = t(lang, "alcatraz-ui-task-complete", cost=cost)
            return Label(text, style=discord.ButtonStyle.success)
        if kind == "move":
            place = self.words.place(move["to"], voice)
            return Label(t(lang, "alcatraz-ui-move-to", place=place, loc=move["to"]))
        if kind in ("trade_answer", "task_answer"):
            return self.answer_label(kind, bool(move["accept"]), lang)
        style = discord.ButtonStyle.secondary
        if kind == "trade_offer":
            style = discord.ButtonStyle.primary
        text = self.words.move(move, voice)
        if kind in ("steal", "riot", "discard", "blackmail", "trade_open"):
            text = t(lang, "alcatraz-ui-with-cost", text=text, cost=cost)
        return Label(text, style=style)

    def answer_label(self, kind: str, accept: bool, lang: str) -> Label:
        if kind == "trade_answer":
            key = "alcatraz-ui-accept" if accept else "alcatraz-ui-decline"
        else:
            key = "alcatraz-ui-hand-over" if accept else "alcatraz-ui-keep"
        style = discord.ButtonStyle.success if accept else discord.ButtonStyle.danger
        return Label(t(lang, key), style=style)

    def field_label(
        self,
        table: Table,
        seat: int,
        path: tuple[str, ...],
        name: str,
        move: dict[str, Any] | None,
        lang: str,
    ) -> Label:
        """One step's choice: a seat, a location, an item, a card…"""
        state: State = table.state
        token = path[-1]
        words = self.words
        voice = self.plain_voice(table, lang, seat)
        head = path[0]
        if name == "accept":
            return self.answer_label(head, token == "yes", lang)
        if name in SEAT_FIELDS and token.isdecimal():
            other = int(token)
            if head == "task_pledge":
                if other == seat:
                    return Label(t(lang, "alcatraz-ui-own-items"))
                return Label(t(lang, "alcatraz-ui-ask-owner", owner=voice.name(other)))
            text = self.plain_name(table, other, lang, reader=seat)
            if head == "vote":
                return Label(text, description=self.candidate_info(state, other, lang))
            return Label(text)
        if name in ROOM_FIELDS and token.isdecimal():
            loc = int(token)
            room = t(lang, "alcatraz-ui-room", loc=loc, room=words.room(loc, voice))
            return Label(room, description=self.room_info(table, loc, lang))
        if name in ("pay", "take", "card") or name in ITEM_FIELDS:
            return self.item_label(table, seat, head, name, token, move, lang)
        if move is not None:
            return Label(self.words.move(move, voice))
        return Label(token)

    def item_label(
        self,
        table: Table,
        seat: int,
        head: str,
        name: str,
        token: str,
        move: dict[str, Any] | None,
        lang: str,
    ) -> Label:
        """An item, a payment or a card, said with what is done with it (a row of buttons
        shows no question) and, for actions, what it costs."""
        words = self.words
        voice = self.plain_voice(table, lang, seat)
        cost = cost_words(self.cost_of(table, seat, head), lang)
        if name == "card":
            text = words.card_text(token, voice)
            return Label(words.card_name(token, voice), description=text or None)
        if name == "pay":
            item = token if token == "cash" else words.amount(token, 1, voice)
            text = t(lang, "alcatraz-ui-pay", item=item)
        elif name == "take":
            items = words.amounts([] if token == "-" else token.split("+"), voice)
            text = t(lang, "alcatraz-ui-take", items=items)
        elif move is None:
            return Label(words.amount(token, 1, voice) if token != "-" else token)
        elif head == "task_pledge":
            item = words.amount(token, 1, voice)
            if move["owner"] == seat:
                return Label(t(lang, "alcatraz-ui-hand-in", item=item))
            owner = voice.name(move["owner"])
            return Label(t(lang, "alcatraz-ui-ask-item", owner=owner, item=item))
        else:
            text = words.move(move, voice)
        if head in ("use", "steal", "discard", "blackmail") and move is not None:
            text = t(lang, "alcatraz-ui-with-cost", text=text, cost=cost)
        return Label(text)

    def candidate_info(self, state: State, seat: int, lang: str) -> str:
        """What matters when voting for a prisoner: his blackmail cards (a scapegoat plays
        them), items, cash and plan (a scapegoat gains no plan steps)."""
        p = state.players[seat]
        voice = Voice(lang)
        return t(
            lang,
            "alcatraz-ui-candidate",
            cards=len(p.blackmail),
            items=self.words.amounts(p.items, voice)
            if p.items
            else t(lang, "alcatraz-ui-no-items"),
            cash=p.cash,
            plan=" ".join(p.plan) or "–",
        )

    def room_info(self, table: Table, loc: int, lang: str) -> str:
        """A location as a choice: its guards and what they do, its task, who is there."""
        state: State = table.state
        guards = state.guards[loc - 1]
        effects = seat_view(table, None)["guard_effects"]
        task = task_rules.task_at(state, loc)
        here = [s for s, p in enumerate(state.players) if p.location == loc]
        who = ", ".join(self.words.role(s, lang) for s in here)
        return t(
            lang,
            "alcatraz-ui-room-info",
            guards=guards,
            effect=effects[min(guards, len(effects) - 1)],
            task=task_cards()[task.card].step if task else "none",
            who=who or "none",
        )

    def placeholder(self, table: Table, seat: int, path: tuple[str, ...], lang: str) -> str:
        paths = self.paths(table, seat)
        deeper = [p for p in paths.fields if len(p) == len(path) + 1 and p[: len(path)] == path]
        name = paths.fields.get(deeper[0], "") if deeper else ""
        key = f"alcatraz-choose-{path[0] if path else ''}-{name}"
        return t(lang, key) if catalogue().has("en", key) else t(lang, "panel-choose")

    # -- notifications ----------------------------------------------------------------------------

    def dm_seats(
        self, table: Table, before: Sequence[int], events: Sequence[Event]
    ) -> list[tuple[int, str]]:
        """A DM to each seat that must now decide; prisoners who merely may trade out of turn
        (``trade_scope`` "anytime") are not called, nor the active prisoner whose offer or
        request was just answered (his turn goes on; the answer is at the table)."""
        if table.status != "playing":
            return []
        state: State = table.state
        answered = any(
            e.kind == "action" and e.data["action"]["type"] in ("trade_answer", "task_answer")
            for e in events
        )
        if answered and state.phase == "actions" and mode(state) == "main":
            return []
        return super().dm_seats(table, before, events)

    async def turn_dm(
        self, bot: GetawayBot, table: Table, seat: int, why: str, lang: str
    ) -> Payload | None:
        """The DM of a decision says what is asked (a ballot, an offer, a task item); a turn
        gets the usual DM with the prisoner's sheet."""
        state: State = table.state
        found = mode(state)
        if found not in ("vote", "trade_answer", "task_answer"):
            return await super().turn_dm(bot, table, seat, why, lang)
        voice = self.plain_voice(table, lang, seat)
        words = self.words
        args: dict[str, Any] = {"game": game_title(lang, table.game), "table": table.id}
        if found == "vote":
            text = t(lang, "alcatraz-dm-vote", **args)
        elif found == "trade_answer" and state.trade is not None:
            d = state.trade
            text = t(
                lang,
                "alcatraz-dm-trade",
                who=voice.name(d.by),
                **words.trade_terms(d.model_dump(), voice),
                **args,
            )
        else:
            draft = state.task
            assert draft is not None and draft.asking is not None
            item = words.amount(draft.asking.item, 1, voice)
            text = t(lang, "alcatraz-dm-task", who=voice.name(draft.performer), item=item, **args)
        return Payload(content=f"{text} {jump_link(table)}")

    # -- time -----------------------------------------------------------------------------------

    def ping_words(self, table: Table, lang: str) -> str:
        found = mode(table.state) if table.status == "playing" else ""
        if found == "vote" and table.state.phase == "stay_vote":
            found = "stay"
        if found in ("vote", "stay", "trade_answer", "task_answer"):
            return t(lang, "ping-decision", decision=t(lang, "alcatraz-ping", mode=found))
        return super().ping_words(table, lang)

    def rule_default(self, table: Table, seat: int) -> dict[str, Any] | None:
        """A ballot per ``vote_timeout_ballot``, no to an offer or a request."""
        if seat not in table.to_act():
            return None
        return super().rule_default(table, seat)

    def timeout_action(self, table: Table, seat: int) -> dict[str, Any] | None:
        """The rules' default where they have one; a prisoner who only may trade out of turn
        does nothing; on one's own turn the computer plays."""
        state: State = table.state
        if seat not in table.to_act():
            return None
        default = self.rule_default(table, seat)
        if default is not None:
            return default
        if state.phase == "actions" and seat != state.current and mode(state) == "main":
            return None
        return super().timeout_action(table, seat)

    def computer_action(self, table: Table, seat: int) -> dict[str, Any] | None:
        """The computer's choice, except that it starts no trade out of its turn (it would
        hold every turn up: a seat the computer plays is asked at once)."""
        state: State = table.state
        if seat not in table.to_act():
            return None
        if state.phase == "actions" and seat != state.current and mode(state) == "main":
            return None
        return super().computer_action(table, seat)

    def skip_action(self, table: Table, seat: int) -> dict[str, Any] | None:
        """Passing: the default decision, else the rules' pass (a trade or task in preparation
        is called off, the turn ends); pending steps of a rule or card (guards, a card, a
        return) are the computer's."""
        if seat not in table.to_act():
            return None
        default = self.rule_default(table, seat)
        if default is not None:
            return default
        return super().skip_action(table, seat)


def cost_words(ap: int, lang: str) -> str:
    return t(lang, "alcatraz-ui-cost", ap=ap)


def seat_view(table: Table, seat: int | None) -> AlcatrazView:
    """A seat's view (None: the public one), as its engine types it, once per position
    (:data:`cogs.table_ui.VIEWS`: read only, it is shared)."""
    return cast(AlcatrazView, VIEWS(table, seat))


UI = AlcatrazUI()


def seat_title(seats: tuple[Seat, ...], seat: int, lang: str) -> str:
    return f"{SEAT_EMOJI[seat % 4]} {NARRATOR.role(seat, lang)} {seats[seat].mention}"


def plain_title(seats: tuple[Seat, ...], seat: int, lang: str, reader: int | None = None) -> str:
    key = "alcatraz-ui-seat-you" if seat == reader else "alcatraz-ui-seat"
    return t(lang, key, role=NARRATOR.role(seat, lang), name=seats[seat].label)


@lru_cache(maxsize=256)
def seats_voice(seats: tuple[Seat, ...], lang: str, reader: int | None, *, plain: bool) -> Voice:
    """The seats' names for one reader (plain: without mentions), made once per table's seats
    and language: the labels, lines and log ask for them again and again."""
    title = plain_title if plain else seat_title
    return Voice(lang, tuple(title(seats, s, lang) for s in range(len(seats))), reader)


class AlcatrazCog(
    TypedMoves, group_name="alcatraz", group_description="Play Alcatraz: The Scapegoat"
):
    game = "alcatraz"

    # its own words for the same command: discord.py types a command by its cog, so mypy sees
    # another signature
    @app_commands.command(
        name="hand", description="Show your private panel (sheet, blackmail cards, moves)"
    )
    async def hand(self, interaction: Interaction) -> None:  # type: ignore[override]
        await ack(interaction, quick=True)
        await show_hand(interaction, "alcatraz")

    @app_commands.command(name="vote", description="Cast your secret ballot for the scapegoat")
    @app_commands.describe(player="The player you vote for (yourself allowed)")
    async def vote(self, interaction: Interaction, player: discord.Member) -> None:
        await ack(interaction, quick=True)  # ephemeral: a ballot is secret
        table = await table_here(interaction, "alcatraz")
        if table is None:
            return
        candidate = table.seat_of(player.id)
        if candidate is None:
            who = player.display_name[:40]
            await refuse(interaction, t(lang_of(interaction), "alcatraz-vote-not-seated", who=who))
            return
        move = {"type": "vote", "candidate": candidate}
        await play_and_show(interaction, table, [move], table.version)

    @app_commands.command(
        name="answer", description="Answer a trade offer or a request for a task item"
    )
    @app_commands.describe(choice="Accept or decline")
    @app_commands.choices(
        choice=[
            app_commands.Choice(
                name=app_commands.locale_str("accept", key="choice-alcatraz-accept"), value="yes"
            ),
            app_commands.Choice(
                name=app_commands.locale_str("decline", key="choice-alcatraz-decline"), value="no"
            ),
        ]
    )
    async def answer(self, interaction: Interaction, choice: str) -> None:
        await ack(interaction, quick=True)
        table = await table_here(interaction, "alcatraz")
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        found = mode(table.state)
        if seat not in table.to_act() or found not in ("trade_answer", "task_answer"):
            await refuse(interaction, t(lang_of(interaction), "alcatraz-nothing-to-answer"))
            return
        move = {"type": found, "accept": choice == "yes"}
        await play_and_show(interaction, table, [move], table.version)


async def setup(bot: GetawayBot) -> None:
    GAME_UIS[UI.game] = UI
    await bot.add_cog(AlcatrazCog(bot))
