"""Escape from Elba on Discord: its pictures, how its moves are picked on the shared panel, the
decisions taken outside one's turn, and ``/elba``.

A turn: how many cards to draw (each one costs an action point); then the actions — move,
move Campbell or a Napoleon (host, then space), jump (the rooms the bag spells), escape (when
the bag and the tower allow it), end; then cards from hand to bag, the word (or up to two
letters) the bag keeps, and the order of the discards. More than 25 kept sets are offered in
groups: the sets that spell an escape word, "nothing or one or two letters", and the other
words by their first letters.

Fights pause the turn for whoever must decide, in or out of their turn: each fighter picks a
weapon bonus privately (only what their bag spells; "no weapon" always there), the winner of a
fight between players picks a card, a player beaten by Campbell or a Napoleon gives one up.
The table message says who is awaited for what, until when, and what happens without an answer
(the rules' default where there is one — no weapon, a "no" vote — else the computer's move);
each of them is pinged in the channel and told in a DM what the decision is.

Secrets: a hand, a card taken from it and a weapon declared before the reveal only ever travel
in their owner's ephemeral panel or DM; the channel gets the public view and public events.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar, cast

import discord

from bot.i18n import game_title, t
from bot.narrate import Voice, join
from bot.narrate.elba import NARRATOR, ElbaNarrator
from bot.render import Drawing
from bot.tables import Table
from cogs.payload import Payload
from cogs.table_ui import (
    GAME_UIS,
    LEGAL,
    VIEWS,
    GameUI,
    Label,
    Picture,
    jump_link,
    render,
    render_seen,
    token,
)
from cogs.typed import TypedMoves
from rules.elba.content import HAND_LIMIT, SAFE_AREA, board, escape_words
from rules.elba.legal import jump_targets
from rules.elba.spelling import bag_key, best_bonus, keep_options, spells
from rules.elba.view import ElbaView

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]

#: the module drawing this game's pictures, named (:class:`bot.render.Drawing`): imported only by
#: the process that draws them
ART = "bot.render.elba"

#: seat colours as on the picture (Okabe–Ito order of bot.render.common.SEAT_COLOURS)
SEAT_EMOJI = ("🔵", "🟠", "🟢", "🟣", "🔴", "🔷")
#: most choices in one step (a select); more are grouped
MANY = 25
#: the decisions of a player's own turn (the others come from fights and votes)
TURN_DECISIONS = frozenset({"draw", "actions", "bag", "keep", "drop"})
#: how many public events the log looks back on (it keeps what fits in an embed field)
LOG_EVENTS = 40
LOG_LIMIT = 1024
#: the groups of kept sets when there are too many for one select
KEEP_ESCAPE, KEEP_FEW, KEEP_WORD = "keep-escape", "keep-few", "keep-word"


def prefix_paths(words: Sequence[str], size: int = MANY) -> dict[str, tuple[str, ...]]:
    """The groups above each word when there are more than ``size`` of them: by first letter,
    and a group still too big by its first two letters, and so on (a level that would not
    divide anything is skipped)."""
    out: dict[str, tuple[str, ...]] = {}

    def split(group: Sequence[str], above: tuple[str, ...], depth: int) -> None:
        if len(group) <= size or depth > max(len(w) for w in group):
            out.update({w: above for w in group})
            return
        buckets: dict[str, list[str]] = {}
        for word in group:
            buckets.setdefault(word[: depth + 1], []).append(word)
        if len(buckets) == 1:
            split(group, above, depth + 1)
            return
        for prefix, members in buckets.items():
            split(members, (*above, prefix), depth + 1)

    if words:
        split(list(words), (), 0)
    return out


def keep_token(letters: str) -> str:
    return letters or "-"


class ElbaUI(GameUI[ElbaNarrator]):
    """Escape from Elba on Discord: its panels, labels and help. Over 400 lines because each
    kind of move (draws, keeps, moves, jumps, fights, weapons, votes, escapes) needs its own
    choices and words; what every game shares is in :class:`GameUI`."""

    game = "elba"
    words = NARRATOR
    confirm: ClassVar[frozenset[str]] = frozenset({"escape"})

    def __init__(self) -> None:
        #: (table, version, seat, kind) -> each choice's group path, for the big choices
        self._groups: dict[tuple[int, int, int, str], dict[str, tuple[str, ...]]] = {}

    # -- seats and voices ------------------------------------------------------------------------

    def short_name(self, seat: int, lang: str) -> str:
        """A seat as the picture shows it, with its colour: buttons and the log use it
        (mentions do not show in buttons, and they would fill the log)."""
        return f"{SEAT_EMOJI[seat % len(SEAT_EMOJI)]} {self.words.role(seat, lang)}"

    def seat_name(self, table: Table, seat: int, lang: str) -> str:
        return f"{self.short_name(seat, lang)} {table.seats[seat].mention}"

    def short_voice(self, table: Table, lang: str, reader: int | None = None) -> Voice:
        return short_voice(len(table.seats), lang, reader)

    def seats_line(self, table: Table, lang: str) -> str:
        return " · ".join(self.seat_name(table, s, lang) for s in range(len(table.seats)))

    # -- the public table message ----------------------------------------------------------------

    async def public_picture(self, table: Table, view: dict[str, Any], lang: str) -> Picture:
        picture = await render(Drawing(ART, "render_public"), view, lang)
        words = self.words.board(cast(ElbaView, view), self.short_voice(table, lang))
        return "elba.png", picture, words

    def decision(self, table: Table) -> str:
        return seat_view(table, None)["decision"]

    def position_text(self, table: Table, lang: str) -> str:
        """The narrator's status, then every decision awaited: who, what, the deadline and
        what happens without an answer."""
        view = seat_view(table, None)
        text = self.words.status(view, self.short_voice(table, lang))
        if table.status != "playing":
            return text
        lines = [text]
        waiting: dict[tuple[str, str], list[int]] = {}
        for seat in table.to_act():
            waiting.setdefault(
                (self.decision_words(view, lang), self.public_default(table, seat, lang)), []
            ).append(seat)
        when = f"<t:{int(table.deadline)}:R>" if table.deadline else "-"
        for (what, default), seats in waiting.items():
            who = join(Voice(lang), [self.seat_name(table, s, lang) for s in seats])
            lines.append(
                t(
                    lang,
                    "elba-waiting",
                    who=who,
                    decision=what,
                    timed="yes" if table.deadline else "no",
                    when=when,
                    default=default,
                )
            )
        return "\n".join(lines)

    def ping_words(self, table: Table, lang: str) -> str:
        view = seat_view(table, None)
        if table.status == "playing" and view.get("active") not in table.awaited():
            return t(lang, "ping-decision", decision=self.decision_words(view, lang))
        return super().ping_words(table, lang)

    def decision_words(self, view: ElbaView, lang: str) -> str:
        """What a waiting seat decides, in a few words ("weapons", "vote on BEAR")."""
        fight: Mapping[str, Any] = view.get("fight") or {}
        return t(
            lang,
            "elba-decision",
            kind=view.get("decision") or "-",
            word=fight.get("proposal") or "-",
        )

    def public_default(self, table: Table, seat: int, lang: str) -> str:
        """What happens to ``seat`` without an answer, as the table may know it: the rules'
        default, else "the computer decides" (the computer's actual choice may depend on the
        seat's hand: only the seat's own panel says it)."""
        mode = table.time_control.on_timeout or "computer"
        kind = self.decision(table)
        if mode == "forfeit":
            return t(lang, "elba-default", kind="forfeit")
        ruled = self.rule_default(table, seat) is not None
        return t(lang, "elba-default", kind=kind if ruled else "computer")

    def event_line(self, table: Table, event: Any, lang: str) -> str | None:
        line = self.words.event(event, self.short_voice(table, lang))
        if line and event.kind == "turn":
            return f"**{line}**"
        if line and event.kind == "fight":
            return f"⚔️ {line}"
        return line

    async def table_message(self, bot: GetawayBot, table: Table) -> Payload:
        """The shared table message, its log reaching further back: a fight and its chain
        are told whole (who fought whom, the dice, the weapons, the winner, where the loser
        went, what changed hands), the newest lines kept when they do not all fit."""
        payload = await super().table_message(bot, table)
        lang = table.language
        lines = [
            line
            for event in await bot.service.recent_events(table.id, limit=LOG_EVENTS)
            if (line := self.event_line(table, event, lang))
        ]
        kept: list[str] = []
        size = 0
        for line in reversed(lines):
            if size + len(line) + 1 > LOG_LIMIT:
                break
            kept.insert(0, line)
            size += len(line) + 1
        embed = payload.embeds[0]
        name = t(lang, "table-last-moves")
        for index, field in enumerate(embed.fields):
            if field.name == name and kept:
                embed.set_field_at(index, name=name, value="\n".join(kept), inline=False)
        return payload

    # -- private ------------------------------------------------------------------------------

    async def private_picture(self, table: Table, seat: int, lang: str) -> Picture | None:
        picture = await render_seen(Drawing(ART, "render_private"), seat_view(table, seat), lang)
        return "hand.png", picture, self.secrets(table, seat, lang) or ""

    def panel_lines(self, table: Table, seat: int, lang: str) -> list[str]:
        lines = super().panel_lines(table, seat, lang)
        if table.status != "playing" or seat not in table.to_act():
            return lines
        view = seat_view(table, seat)
        help_line = self.decision_help(table, seat, view, lang)
        if help_line:
            lines.append(help_line)
        default = self.private_default(table, seat, lang)
        if default:
            lines.append(default)
        return lines

    def decision_help(self, table: Table, seat: int, view: ElbaView, lang: str) -> str:
        """A sentence on the decision in front of the seat (its own panel only)."""
        kind = view["decision"]
        voice = self.short_voice(table, lang, seat)
        me = view["players"][seat]
        if kind == "draw":
            return t(lang, "elba-panel-draw", hand=len(view["hand"]))
        if kind == "actions":
            spelled = self.spells_text(me["bag"], view, lang)
            return t(lang, "elba-panel-actions", ap=view["ap"], spells=spelled)
        if kind == "fight_order":
            return t(lang, "elba-panel-fight-order")
        if kind == "arms":
            return self.arms_help(view, seat, voice, lang)
        if kind == "vote":
            fight = view["fight"]
            assert fight is not None  # a vote is on a weapon proposed in a fight
            proposer = next(
                (s for s in range(len(view["players"])) if s not in view["to_act"] and s != seat),
                None,
            )
            return t(
                lang,
                "elba-panel-vote",
                word=fight.get("proposal") or "-",
                who=self.words.seat(proposer, voice) if proposer is not None else "-",
            )
        if kind == "reward":
            fight = view["fight"]
            assert fight is not None  # a reward follows a fight
            mine = f"P{seat + 1}"
            loser = fight["defender"] if fight["aggressor"] == mine else fight["aggressor"]
            return t(lang, "elba-panel-reward", loser=self.words.label(loser, voice))
        if kind == "give_up":
            return t(lang, "elba-panel-give-up")
        if kind == "bag":
            excess = max(0, len(view["hand"]) - HAND_LIMIT)
            return t(lang, "elba-panel-bag", excess=excess)
        if kind == "keep":
            return t(lang, "elba-panel-keep", bag=me["bag"] or "-")
        if kind == "drop":
            return t(lang, "elba-panel-drop")
        return ""

    def arms_help(self, view: ElbaView, seat: int, voice: Voice, lang: str) -> str:
        fight = view["fight"]
        assert fight is not None  # weapons are chosen in a fight
        mine = f"P{seat + 1}"
        side = "aggressor" if fight["aggressor"] == mine else "defender"
        other = fight["defender"] if side == "aggressor" else fight["aggressor"]
        hosts = {h["label"]: h for h in view["hosts"]}
        dice = list(fight.get("dice") or [])
        if len(dice) != 2:
            return t(lang, "elba-panel-arms-unrolled", other=self.words.label(other, voice))
        my_die, their_die = (dice[0], dice[1]) if side == "aggressor" else (dice[1], dice[0])
        theirs = hosts[other]
        their_bonus = 0
        if theirs["kind"] == "player" and theirs["seat"] is not None:
            bag = view["players"][theirs["seat"]]["bag"]
            their_bonus = best_bonus(bag_key(bag), tuple(view["accepted_weapons"]), 2)
        return t(
            lang,
            "elba-panel-arms",
            die=my_die,
            strength=hosts[mine]["strength"],
            total=my_die + hosts[mine]["strength"],
            other=self.words.label(other, voice),
            other_die=their_die,
            other_strength=theirs["strength"],
            other_total=their_die + theirs["strength"],
            bonus=their_bonus,
            aggressor="yes" if side == "aggressor" else "no",
        )

    def private_default(self, table: Table, seat: int, lang: str) -> str:
        """What the computer will do for this seat when the time runs out: said only to the
        seat (it may name a card of its hand)."""
        mode = table.time_control.on_timeout or "computer"
        if not table.deadline or mode != "computer" or self.rule_default(table, seat) is not None:
            return ""
        action = self.timeout_action(table, seat)
        if action is None:
            return ""
        move = self.words.move(action, self.short_voice(table, lang, seat))
        return t(lang, "elba-panel-default", when=f"<t:{int(table.deadline)}:R>", move=move)

    def spells_text(self, bag: str, view: ElbaView, lang: str) -> str:
        parts = self.spells(bag, view, lang)
        return " · ".join(parts) if parts else t(lang, "elba-spells-nothing")

    def spells(self, letters: str, view: ElbaView, lang: str) -> list[str]:
        """What these letters spell that matters: escape words (and where), jumps, weapons."""
        b = board()
        voice = Voice(lang)
        parts: list[str] = []
        escapes = []
        for word in escape_words():
            if spells(letters, word):
                tower = b.tower_words.get(word)
                where = self.words.space(tower, voice) if tower else t(lang, "elba-spells-anywhere")
                escapes.append(t(lang, "elba-spells-escape-word", word=word, where=where))
        if escapes:
            parts.append(t(lang, "elba-spells-escape", words=", ".join(escapes)))
        key = bag_key(letters)
        jumps = jump_targets(key)
        if jumps:
            listed = len(jumps) <= 3
            places = ", ".join(self.words.space(s, voice) for s in jumps) if listed else "-"
            parts.append(
                t(
                    lang,
                    "elba-spells-jumps",
                    count=len(jumps),
                    places=places,
                    listed="yes" if listed else "no",
                )
            )
        bonus = best_bonus(key, tuple(view.get("accepted_weapons") or ()), 2)
        if bonus:
            parts.append(t(lang, "elba-spells-weapons", bonus=bonus))
        return parts

    async def turn_dm(
        self, bot: GetawayBot, table: Table, seat: int, why: str, lang: str
    ) -> Payload | None:
        """A DM when a seat must decide: its turn as usual, or a decision outside it (a fight,
        a vote) said as such, with the deadline and the default."""
        view = seat_view(table, None)
        kind = view.get("decision")
        if kind in TURN_DECISIONS and seat == view.get("active"):
            return await super().turn_dm(bot, table, seat, why, lang)
        fight: Mapping[str, Any] = view.get("fight") or {}
        voice = self.short_voice(table, lang, seat)
        text = t(
            lang,
            "elba-dm-decision",
            game=game_title(lang, table.game),
            table=table.id,
            decision=self.decision_words(view, lang),
            space=self.words.space(fight["space"], voice) if fight.get("space") else "-",
            aggressor=self.words.label(fight.get("aggressor", ""), voice) if fight else "-",
            defender=self.words.label(fight.get("defender", ""), voice) if fight else "-",
            fight="yes" if fight else "no",
            timed="yes" if table.deadline else "no",
            when=f"<t:{int(table.deadline)}:R>" if table.deadline else "-",
            default=self.public_default(table, seat, lang),
        )
        picture = await self.private_picture(table, seat, lang)
        return Payload(content=f"{text} {jump_link(table)}", files=[picture] if picture else [])

    # -- choices ----------------------------------------------------------------------------

    def groups(self, table: Table, seat: int, kind: str) -> dict[str, tuple[str, ...]]:
        """The group path above each choice of a big decision (kept sets, proposed weapons,
        weapon pairs), computed once per position."""
        key = (table.id, table.version, seat, kind)
        found = self._groups.get(key)
        if found is not None:
            return found
        if len(self._groups) > 64:
            self._groups.clear()
        found = {}
        if kind == "keep":
            found = self._keep_groups(table, seat)
        elif kind == "propose_weapon":
            words = [a["word"] for a in LEGAL(table, seat) if a["type"] == kind]
            found = prefix_paths(words)
        elif kind == "arm":
            combos = [token(a["words"]) for a in LEGAL(table, seat) if a["type"] == kind]
            if len(combos) > MANY:
                found = {c: (f"+{0 if c == '-' else c.count('-') + 1}",) for c in combos}
        self._groups[key] = found
        return found

    def _keep_groups(self, table: Table, seat: int) -> dict[str, tuple[str, ...]]:
        bag = seat_view(table, None)["players"][seat]["bag"]
        options = keep_options(bag_key(bag))
        if len(options) <= MANY:
            return {}
        escape = [k for k in options if len(k) > 2 and any(spells(k, w) for w in escape_words())]
        few = [keep_token(k) for k in options if len(k) <= 2]
        words = [k for k in options if len(k) > 2 and k not in escape]
        out: dict[str, tuple[str, ...]] = {}
        for category, members in ((KEEP_ESCAPE, escape), (KEEP_FEW, few), (KEEP_WORD, words)):
            for member, above in prefix_paths(members).items():
                out[member] = (category, *above)
        return out

    def choice_path(self, table: Table, seat: int, action: dict[str, Any]) -> tuple[str, ...]:
        kind = action["type"]
        if kind == "draw":
            return ("draw", str(action["n"]))
        if kind in ("move", "jump"):
            return (kind, action["to"])
        if kind == "move_host":
            return ("move_host", action["host"], action["to"])
        if kind in ("escape", "fight_next"):
            return (kind, action["word"] if kind == "escape" else action["opponent"])
        if kind == "arm":
            combo = token(action["words"])
            return ("arm", *self.groups(table, seat, "arm").get(combo, ()), combo)
        if kind == "propose_weapon":
            word = action["word"]
            return (kind, *self.groups(table, seat, kind).get(word, ()), word)
        if kind == "vote":
            return ("vote", "yes" if action["accept"] else "no")
        if kind == "take":
            return ("take", action.get("letter") or "hand")
        if kind == "give_up":
            return ("give_up", f"{action['source']}-{action['letter']}")
        if kind in ("to_bag", "drop"):
            return (kind, action["letter"])
        if kind == "keep":
            kept = keep_token(action["letters"])
            above = self.groups(table, seat, "keep").get(kept)
            if above:  # a category first, then letters
                return (above[0], *above[1:], kept)
            return ("keep", kept)
        return (kind,)

    # -- labels ------------------------------------------------------------------------------

    def label(self, table: Table, seat: int, path: tuple[str, ...], node: Any, lang: str) -> Label:
        voice = self.short_voice(table, lang, seat)
        move = node.only()
        view = seat_view(table, None)
        head = path[0]
        if move is not None:
            return self.move_label(table, seat, move, view, voice)
        count = len(node.actions())
        if head.startswith("keep-") and len(path) == 1:
            return Label(t(lang, "elba-keep-group", kind=head.removeprefix("keep-"), count=count))
        if head == "move_host" and len(path) == 2:
            host = next(h for h in view["hosts"] if h["label"] == path[1])
            return Label(
                t(
                    lang,
                    "elba-label-host",
                    host=self.words.label(host["label"], voice),
                    space=self.words.space(host["space"], voice),
                    strength=host["strength"],
                )
            )
        if head == "arm" and len(path) == 2:
            return Label(t(lang, "elba-label-bonus", bonus=path[1], count=count))
        if len(path) > 1:  # a group of words by their first letters
            return Label(t(lang, "elba-label-prefix", prefix=path[-1], count=count))
        if head == "keep":
            return Label(t(lang, "elba-group-keep"))
        return super().label(table, seat, path, node, lang)

    def move_label(
        self, table: Table, seat: int, move: dict[str, Any], view: ElbaView, voice: Voice
    ) -> Label:
        lang = voice.lang
        kind = move["type"]
        text = self.words.move(move, voice)
        if kind == "draw":
            hand = view["players"][seat]["hand_size"]
            ap = max(0, 7 - hand - int(move["n"]))
            return Label(text, description=t(lang, "elba-label-draw-ap", ap=ap))
        if kind in ("move", "jump", "move_host"):
            fights = self.opponents_at(view, seat, move, voice)
            if fights:
                text = t(lang, "elba-label-fights", move=text, who=fights)
            if kind == "jump":
                word = jump_targets(bag_key(view["players"][seat]["bag"])).get(move["to"], "-")
                return Label(text, description=t(lang, "elba-label-spelling", word=word))
            return Label(text)
        if kind == "escape":
            strength = next(h["strength"] for h in view["hosts"] if h["label"] == f"P{seat + 1}")
            text = t(lang, "elba-label-escape", move=text, chance=max(0, strength - 1))
            return Label(text, style=discord.ButtonStyle.success)
        if kind == "fight_next":
            host = next(h for h in view["hosts"] if h["label"] == move["opponent"])
            return Label(t(lang, "elba-label-strength", move=text, strength=host["strength"]))
        if kind == "arm":
            total = self.fight_total(view, seat)
            if total is not None:
                text = t(lang, "elba-label-total", move=text, total=total + len(move["words"]))
            return Label(
                text,
                style=discord.ButtonStyle.primary
                if move["words"]
                else discord.ButtonStyle.secondary,
            )
        if kind == "keep":
            kept = move["letters"]
            parts = self.spells(kept, view, lang) if kept else []
            return Label(text, description=" · ".join(parts)[:100] or None)
        if kind == "vote":
            style = discord.ButtonStyle.success if move["accept"] else discord.ButtonStyle.danger
            return Label(text, style=style)
        if kind in ("end_actions", "end_bag"):
            return Label(text, style=discord.ButtonStyle.primary)
        return Label(text)

    def opponents_at(self, view: ElbaView, seat: int, move: dict[str, Any], voice: Voice) -> str:
        """Who the host arriving by ``move`` fights there ("" when nobody): everybody there
        for a player, only the players for Campbell or a Napoleon; nobody in the SAFE AREA."""
        space = move["to"]
        if space == SAFE_AREA:
            return ""
        pushed = move["type"] == "move_host"
        mover = move["host"] if pushed else f"P{seat + 1}"
        return ", ".join(
            self.words.label(h["label"], voice)
            for h in view["hosts"]
            if h["space"] == space and h["label"] != mover and (h["kind"] == "player" or not pushed)
        )

    def fight_total(self, view: ElbaView, seat: int) -> int | None:
        fight: Mapping[str, Any] = view.get("fight") or {}
        dice = list(fight.get("dice") or [])
        mine = f"P{seat + 1}"
        if len(dice) != 2 or mine not in (fight.get("aggressor"), fight.get("defender")):
            return None
        die = dice[0] if fight["aggressor"] == mine else dice[1]
        strength = next(h["strength"] for h in view["hosts"] if h["label"] == mine)
        return int(die) + int(strength)

    def placeholder(self, table: Table, seat: int, path: tuple[str, ...], lang: str) -> str:
        head = path[0]
        if head.startswith("keep-"):  # a group of kept sets says which
            return t(lang, "elba-choose-keep-group", kind=head.removeprefix("keep-"))
        return t(lang, f"elba-choose-{head}")


def seat_view(table: Table, seat: int | None) -> ElbaView:
    """A seat's view (None: the public one), as its engine types it, once per position
    (:data:`cogs.table_ui.VIEWS`: read only, it is shared)."""
    return cast(ElbaView, VIEWS(table, seat))


@cache  # a handful of seat counts and languages
def short_voice(seats: int, lang: str, reader: int | None) -> Voice:
    """The seats by their short names, made once: every event line and label asks for them."""
    return Voice(lang, tuple(UI.short_name(s, lang) for s in range(seats)), reader)


UI = ElbaUI()


class ElbaCog(TypedMoves, group_name="elba", group_description="Play Escape from Elba"):
    game = "elba"


async def setup(bot: GetawayBot) -> None:
    GAME_UIS[UI.game] = UI
    await bot.add_cog(ElbaCog(bot))
