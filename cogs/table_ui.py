"""What every game table shares on Discord: the public table message (lobby, game or closed),
moves, pings, recaps, turn DMs and the table message's persistent buttons. The private panel is
in ``cogs/panel.py``; sending what a table owes Discord is ``cogs/delivery.py``'s.

A game's face on Discord is a :class:`GameUI` (one per game, in ``cogs/<game>.py``): it supplies
pictures, a few labels and its slash commands; its words come from the game's narrator and the
catalogues. Public messages speak the table's language; private ones the reader's.
"""

from __future__ import annotations

import logging
import re
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import discord
from pydantic import TypeAdapter

from bot.i18n import catalogue, game_title, t
from bot.narrate import Narrator, Voice
from bot.pictures import PICTURES
from bot.tables import ActResult, Table, TableError
from bot.timecontrol import TimeControl
from cogs.answers import Guarded, lang_of, refuse
from cogs.components import Routed
from cogs.payload import Payload
from rules.core import Event, Rng

if TYPE_CHECKING:
    from bot.client import GetawayBot

log = logging.getLogger(__name__)

#: how a panel or picture is asked for: (name, png bytes, alt text)
Picture = tuple[str, bytes, str]


@dataclass
class Label:
    """How one choice of the panel shows: a button's or a select option's words."""

    text: str
    description: str | None = None
    emoji: str | None = None
    style: discord.ButtonStyle = discord.ButtonStyle.secondary


def token(value: Any) -> str:
    """A move's argument as one token of its choice path."""
    if isinstance(value, list | tuple):
        return "-".join(token(v) for v in value) or "-"
    return "-" if value is None else str(value)


K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class PerTable(Generic[K, V]):
    """Values made from one position of a table, kept until another position is asked about: a
    panel asks for the same view or words several times (each label, its lines, its picture),
    and so do the interactions of one turn (the panel opened, each choice, the move's answer).
    A position is a table's version and seats with its very state object: the reads of one
    version share one state (``bot.tables.States``), never changed in place, so they share these
    values too, and nothing made from another state is served. The key says for whom (a seat, a
    language)."""

    def __init__(self, make: Callable[[Table, K], V]) -> None:
        self.make = make
        self.state: Any = None
        self.where: tuple[Any, ...] | None = None
        self.values: dict[K, V] = {}

    def __call__(self, table: Table, key: K) -> V:
        where = (table.id, table.version, table.seed, table.seats)
        if table.state is not self.state or where != self.where:
            self.state, self.where, self.values = table.state, where, {}
        if key not in self.values:
            self.values[key] = self.make(table, key)
        return self.values[key]


#: seats an :func:`at_latest` memo keeps before it starts again
KEEP = 256


def at_latest(
    memo: dict[tuple[int, int], tuple[int, V]],
    table: Table,
    seat: int,
    make: Callable[[Table, int], V],
) -> V:
    """``make(table, seat)``, remembered in ``memo`` at the seat's table's latest version asked
    about: every click of a position reads it once, and the next position's value replaces it,
    so a position played is let go (``memo`` is for one database's tables, whose ids and
    versions name their positions)."""
    key = (table.id, seat)
    found = memo.get(key)
    if found is None or found[0] != table.version:
        if found is None and len(memo) >= KEEP:
            memo.clear()
        found = memo[key] = (table.version, make(table, seat))
    return found[1]


N = TypeVar("N", bound=Narrator[Any])


class GameUI(Generic[N]):
    """One game's face on Discord. Subclasses live in ``cogs/<game>.py`` and register
    themselves in :data:`GAME_UIS` when their cog loads. Everything has a default built from the
    engine contract and the narrator; a game overrides what it wants to show differently."""

    game: ClassVar[str]
    #: the move types a player may ask to confirm ("are you sure?"), e.g. escape, surrender
    confirm: ClassVar[frozenset[str]] = frozenset()
    #: pairs of move types that add and remove one argument (sprint/unsprint): a multi-select
    toggles: ClassVar[dict[str, str]] = {}

    #: the game's narrator (each game's UI names its own, so its own words are typed)
    words: N

    # -- seats and voices ------------------------------------------------------------------------

    def seat_name(self, table: Table, seat: int, lang: str) -> str:
        """A seat as the log and the status line call it: its role and its player."""
        return f"{self.words.role(seat, lang)} ({table.seats[seat].mention})"

    def voice(self, table: Table, lang: str, reader: int | None = None) -> Voice:
        """The seats' names for a reader, made once per position: a panel's every label and
        line, and the log's every event, ask for them."""
        return VOICES(table, (lang, reader))

    def make_voice(self, table: Table, lang: str, reader: int | None) -> Voice:
        names = tuple(self.seat_name(table, s, lang) for s in range(len(table.seats)))
        return Voice(lang, names, reader)

    def public_view(self, table: Table) -> dict[str, Any]:
        return VIEWS(table, None)

    # -- the public table message -----------------------------------------------------------------

    def status_text(self, table: Table, lang: str) -> str:
        """Where the table stands: its position (:meth:`position_text`), or the result decided
        outside the game. In play, made once per position and what else the line reads: every
        panel of the position shows it, and the table message too."""
        if table.status == "playing":
            marks = (lang, table.deadline, table.time_control, self.status_marks(table))
            return STATUS(table, marks)
        outside = self.outside_result(table, lang)
        return self.position_text(table, lang) if outside is None else outside

    def status_marks(self, table: Table) -> Hashable:
        """What a game's status line reads besides the position, the language, the deadline
        and the time control (they can change while the position stays): none by default."""
        return None

    def position_text(self, table: Table, lang: str) -> str:
        """One line: whose turn it is and what they must do, with the deadline."""
        text = self.words.status(self.public_view(table), self.voice(table, lang))
        if table.deadline and table.status == "playing":
            text += " " + t(lang, "table-deadline", when=f"<t:{int(table.deadline)}:R>")
        return text

    def seats_line(self, table: Table, lang: str) -> str:
        return " · ".join(self.seat_name(table, s, lang) for s in range(len(table.seats)))

    def event_line(self, table: Table, event: Event, lang: str) -> str | None:
        return self.words.event(event, self.voice(table, lang))

    async def public_picture(self, table: Table, view: dict[str, Any], lang: str) -> Picture:
        raise NotImplementedError

    def footer(self, table: Table, view: dict[str, Any], lang: str) -> str | None:
        return None

    async def table_message(self, bot: GetawayBot, table: Table) -> Payload:
        lang = table.language
        view = self.public_view(table)
        name, picture, alt = await self.public_picture(table, view, lang)
        over = table.status != "playing"
        embed = discord.Embed(
            title=t(lang, "table-title", game=game_title(lang, table.game), table=table.id),
            description=f"{self.seats_line(table, lang)}\n\n{self.status_text(table, lang)}",
            colour=discord.Colour.gold() if over else discord.Colour.dark_teal(),
        )
        lines = [
            line
            for event in await bot.service.recent_events(table.id)
            if (line := self.event_line(table, event, lang))
        ]
        if lines:
            embed.add_field(
                name=t(lang, "table-last-moves"), value="\n".join(lines)[-1024:], inline=False
            )
        embed.set_image(url=f"attachment://{name}")
        footer = "\n".join(filter(None, [self.footer(table, view, lang), house_rules(table, lang)]))
        if footer:
            embed.set_footer(text=footer[:2048])
        buttons = Routed()
        if table.status == "playing":
            buttons.add_item(
                TableButton(
                    table.id, "panel", t(lang, "button-my-turn"), discord.ButtonStyle.primary
                )
            )
        buttons.add_item(TableButton(table.id, "rules", t(lang, "button-rules")))
        if over:
            buttons.add_item(TableButton(table.id, "replay", t(lang, "button-replay")))
        if table.status == "playing":
            buttons.add_item(TableButton(table.id, "refresh", t(lang, "button-refresh")))
        return Payload(embeds=[embed], files=[(name, picture, alt)], view=buttons)

    def recap(self, table: Table, lang: str) -> str:
        """The message that closes a game: how it ended (a result decided outside the game
        included, see :meth:`status_text`)."""
        return self.status_text(table, lang)

    def outside_result(self, table: Table, lang: str) -> str | None:
        """How a game was decided outside its rules, said with the seats' names; None when the
        game ended by its rules (or is not over)."""
        outcome = table.outcome or {}
        reason = outcome.get("reason")
        if table.status != "finished" or reason not in OUTSIDE_RESULTS:
            return None
        winners = set(outcome.get("winners", []))
        names = [self.seat_name(table, s, lang) for s in range(len(table.seats))]
        return t(
            lang,
            "table-result",
            reason=reason,
            losers=", ".join(n for s, n in enumerate(names) if s not in winners) or "-",
            winners=", ".join(n for s, n in enumerate(names) if s in winners) or "-",
        )

    # -- private ------------------------------------------------------------------------------

    async def private_picture(self, table: Table, seat: int, lang: str) -> Picture | None:
        """The seat's own picture (its hand…) for its panel and its turn DM."""
        return None

    def panel_lines(self, table: Table, seat: int, lang: str) -> list[str]:
        """Text at the top of the seat's panel: the status and what only it knows."""
        lines = [self.status_text(table, lang)]
        secrets = self.secrets(table, seat, lang)
        if secrets:
            lines.append(secrets)
        return lines

    def secrets(self, table: Table, seat: int, lang: str) -> str | None:
        """What only ``seat`` knows, in words, once per position: each of its panels says it,
        and its private picture's alt text."""
        return SECRETS(table, (seat, lang))

    # -- the private panel (see cogs/panel.py) --------------------------------------------------

    def choice_path(self, table: Table, seat: int, action: dict[str, Any]) -> tuple[str, ...]:
        """What a player picks, coarse to fine, to make this move: by default the move's type,
        its first argument, then the rest together."""
        values = [v for k, v in action.items() if k != "type"]
        path = [action["type"]]
        if values:
            path.append(token(values[0]))
        if len(values) > 1:
            path.append(",".join(token(v) for v in values[1:]))
        return tuple(path)

    def label(self, table: Table, seat: int, path: tuple[str, ...], node: Any, lang: str) -> Label:
        """The words of one choice: the move itself when it is the only one below, else the
        group ("Hide a card") or the argument."""
        move = node.only()
        if move is not None:
            return Label(self.words.move(move, self.voice(table, lang, seat)))
        group = f"{self.game}-group-{path[-1]}"
        if len(path) == 1 and catalogue().has("en", group):
            return Label(t(lang, group))
        return Label(path[-1])

    def opens_inline(self, path: tuple[str, ...]) -> bool:
        """Whether the choices under ``path`` show as a select in the step above it, beside its
        other choices (one click less), rather than behind a button of their own; none do by
        default below the first step (the panel's first step does it whenever it can)."""
        return False

    def placeholder(self, table: Table, seat: int, path: tuple[str, ...], lang: str) -> str:
        """The question a step asks ("Choose your next hideout")."""
        key = f"{self.game}-choose-{path[0]}"
        return t(lang, key) if catalogue().has("en", key) else t(lang, "panel-choose")

    def toggle_chunks(
        self, table: Table, seat: int, add: str, tokens: list[str], lang: str
    ) -> list[tuple[str, list[str], int]]:
        """How a multi-select of toggles is cut into selects of 25: (question, tokens, most)."""
        return [(self.placeholder(table, seat, (add,), lang), sorted(tokens)[:25], 25)]

    def toggle_label(self, table: Table, seat: int, add: str, choice: str, lang: str) -> Label:
        return Label(choice)

    def teaching(
        self, table: Table, seat: int, legal: list[dict[str, Any]], lang: str
    ) -> list[Label]:
        """Disabled buttons that teach something ("Place 17" until the sprint cards are
        enough); none by default."""
        return []

    def panel_extras(self, table: Table, seat: int, lang: str) -> list[discord.ui.Item[Any]]:
        """More controls of a game's own (the Marshal's notepad…)."""
        return []

    async def panel_picture(
        self, bot: GetawayBot, table: Table, seat: int, path: tuple[str, ...], lang: str
    ) -> Picture | None:
        """The picture at the top of the panel: the seat's own, by default."""
        return await self.private_picture(table, seat, lang)

    def dm_seats(
        self, table: Table, before: Sequence[int], events: Sequence[Event]
    ) -> list[tuple[int, str]]:
        """Who a change calls by DM, and why: by default each seat that has just become awaited,
        for its turn. Decided with the move, in its transaction (``bot/outbox.py``)."""
        return [(seat, "turn") for seat in table.awaited() if seat not in before]

    async def turn_dm(
        self, bot: GetawayBot, table: Table, seat: int, why: str, lang: str
    ) -> Payload | None:
        """The DM a seat gets (for its turn by default): the private picture and a link."""
        picture = await self.private_picture(table, seat, lang)
        return Payload(
            content=t(lang, "dm-your-turn", game=game_title(lang, table.game), table=table.id)
            + f" {jump_link(table)}",
            files=[picture] if picture else [],
        )

    # -- time -------------------------------------------------------------------------------------

    #: whether the rules let a player who runs out of time simply pass
    can_skip: ClassVar[bool] = False

    def ping_words(self, table: Table, lang: str) -> str:
        """What the turn ping asks of the players it names (a game says "a secret ballot" or
        "weapons" where "your move" would puzzle)."""
        return t(lang, "ping-your-move")

    def rule_default(self, table: Table, seat: int) -> dict[str, Any] | None:
        """The rules' own answer for a seat that does not decide in time, where they name one
        (a ballot, "no weapon"); None: the rules leave it to the player."""
        default = table.engine.default_action(table.state, seat)
        return dict(default.model_dump(mode="json")) if default is not None else None

    def timeout_action(self, table: Table, seat: int) -> dict[str, Any] | None:
        """The move made for a seat that let its time run out: the rules' default, else the
        computer's choice."""
        default = self.rule_default(table, seat)
        if default is not None:
            return default
        return self.computer_action(table, seat)

    def computer_action(self, table: Table, seat: int) -> dict[str, Any] | None:
        """The computer's own choice for a seat it plays (a computer player, a stand-in for a
        player who left or is away): its ballots and answers too, not the rules' default. Made
        once per position and seat (a panel that tells a player what the computer would play
        asks at every click), a copy each time."""
        return dict(CHOSEN(table, seat))

    def skip_action(self, table: Table, seat: int) -> dict[str, Any] | None:
        """The move that passes, where the rules have one (None: the computer moves)."""
        step = table.engine.pass_action(table.state, seat)
        return dict(step.model_dump(mode="json")) if step is not None else None


def computer_choice(table: Table, seat: int) -> dict[str, Any]:
    rng = Rng(s=table.seed ^ (table.version * 7919) ^ seat)
    return dict(table.engine.bot_action(table.state, seat, rng).model_dump(mode="json"))


#: the computer's choice for a seat, per position (the choice depends on nothing else)
CHOSEN: PerTable[int, dict[str, Any]] = PerTable(computer_choice)


def view_of(table: Table, seat: int | None) -> dict[str, Any]:
    return table.engine.view(table.state, seat)


#: a seat's view (None: the public one), per position: the status line, a panel's lines,
#: labels and picture, the table message all read it (read only: every reader shares it)
VIEWS: PerTable[int | None, dict[str, Any]] = PerTable(view_of)
#: each reader's voice, per position (a Voice is frozen: one is shared by every caller)
VOICES: PerTable[tuple[str, int | None], Voice] = PerTable(
    lambda table, key: game_ui(table).make_voice(table, *key)
)

#: a list of moves as JSON in one call: each move by its own model's serializer, as its
#: model_dump would (one call per move cost twice as much)
_MOVES: TypeAdapter[list[Any]] = TypeAdapter(list[Any])


def legal_json(table: Table, seat: int) -> list[dict[str, Any]]:
    moves: list[dict[str, Any]] = _MOVES.dump_python(
        table.engine.legal_actions(table.state, seat), mode="json"
    )
    return moves


#: a seat's legal moves as JSON, per position (read only: the panel's tree, the games' choice
#: paths and the typed commands share them)
LEGAL: PerTable[int, list[dict[str, Any]]] = PerTable(legal_json)


#: what a status line in play is made from besides the position: language, deadline, time
#: control and the game's own marks
StatusMarks = tuple[str, float | None, TimeControl, Hashable]


def position_status(table: Table, marks: StatusMarks) -> str:
    return game_ui(table).position_text(table, marks[0])


#: the status line in play, per position, language, deadline, time control and a game's own
#: marks (:meth:`GameUI.status_marks`): public words, the same for every reader
STATUS: PerTable[StatusMarks, str] = PerTable(position_status)


def seat_secrets(table: Table, key: tuple[int, str]) -> str | None:
    seat, lang = key
    ui = game_ui(table)
    words: Narrator[Any] = ui.words
    return words.secrets(VIEWS(table, seat), ui.voice(table, lang, seat))


#: a seat's secrets in words, per position: keyed by the seat (and language), never another's
SECRETS: PerTable[tuple[int, str], str | None] = PerTable(seat_secrets)

GAME_UIS: dict[str, GameUI[Any]] = {}


def game_ui(table: Table) -> GameUI[Any]:
    return GAME_UIS[table.game]


def jump_link(table: Table) -> str:
    return (
        f"https://discord.com/channels/{table.guild_id or '@me'}/{table.channel_id}/"
        f"{table.message_id}"
    )


# -- the public table message ----------------------------------------------------------------


def only_players(table: Table) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        users=[discord.Object(s.user_id) for s in table.humans],
    )


async def table_payload(bot: GetawayBot, table: Table) -> Payload:
    """The table message as the table is now: gathering players, in play or over, or closed."""
    if table.status == "lobby":
        return lobby_payload(table)
    if table.status == "abandoned" or table.state is None:
        return closed_payload(table)
    return await game_ui(table).table_message(bot, table)


def option_value(value: Any) -> Any:
    """An option's value as the catalogues choose a sentence by (``option-<game>-<name>``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return value


def option_sentence(game: str, name: str, value: Any, lang: str) -> str:
    return t(lang, f"option-{game}-{name}", value=option_value(value))


def house_rules(table: Table, lang: str) -> str:
    """The table's options that differ from the rulebook, each as a sentence ("" for none)."""
    rulebook = table.engine.Options().model_dump(mode="json")
    changed = [
        option_sentence(table.game, name, value, lang)
        for name, value in table.options.items()
        if name in rulebook and value != rulebook[name]
    ]
    return t(lang, "options-house-rules", rules=" ".join(changed)) if changed else ""


def lobby_payload(table: Table) -> Payload:
    lang = table.language
    engine = table.engine
    players = "\n".join(
        f"{i + 1}. {s.mention}"
        + (t(lang, "lobby-host") if s.user_id == table.host_id else "")
        + (" ✅" if table.rematch_of is not None and s.ready else "")
        for i, s in enumerate(table.seats)
    )
    title = game_title(lang, table.game)
    if table.rematch_of is not None:
        waiting = " ".join(s.mention for s in table.seats if not s.ready)
        description = t(lang, "lobby-rematch", table=table.rematch_of, waiting=waiting)
    else:
        description = t(
            lang, "lobby-gathering", game=title, low=engine.min_players, high=table.most_players
        )
    if table.computers:  # said before the start, not only in the result
        description += "\n" + t(lang, "lobby-computers")
    embed = discord.Embed(
        title=t(lang, "table-title", game=title, table=table.id),
        description=description,
        colour=discord.Colour.blurple(),
    )
    embed.add_field(
        name=t(lang, "lobby-players", count=len(table.seats), most=table.most_players),
        value=players,
    )
    if rules := house_rules(table, lang):
        embed.set_footer(text=rules[:2048])
    view = Routed()
    if table.rematch_of is not None:
        view.add_item(
            TableButton(table.id, "ready", t(lang, "button-ready"), discord.ButtonStyle.success)
        )
        view.add_item(TableButton(table.id, "leave", t(lang, "button-decline")))
    else:
        view.add_item(
            TableButton(table.id, "join", t(lang, "button-join"), discord.ButtonStyle.success)
        )
        view.add_item(TableButton(table.id, "leave", t(lang, "button-leave")))
        view.add_item(
            TableButton(table.id, "start", t(lang, "button-start"), discord.ButtonStyle.primary)
        )
        view.add_item(TableButton(table.id, "addcomputer", t(lang, "button-add-computer")))
        view.add_item(TableButton(table.id, "dropcomputer", t(lang, "button-remove-computer")))
    view.add_item(TableButton(table.id, "rules", t(lang, "button-rules")))
    return Payload(embeds=[embed], view=view)


def closed_payload(table: Table) -> Payload:
    lang = table.language
    embed = discord.Embed(
        title=t(lang, "table-title", game=game_title(lang, table.game), table=table.id),
        description=t(lang, "lobby-closed"),
        colour=discord.Colour.dark_grey(),
    )
    return Payload(embeds=[embed], view=Routed())


def ping_payload(table: Table) -> Payload | None:
    """The turn ping: the players to act now, a jump link and a **My turn** button (None when
    nobody is awaited but seats the computer plays: it plays them at once)."""
    stand_ins = table.time_control.stand_ins
    awaited = [s for s in table.awaited() if s not in stand_ins]
    if not awaited:
        return None
    lang = table.language
    who = " ".join(table.seats[s].mention for s in awaited)
    view = Routed()
    view.add_item(
        TableButton(table.id, "panel", t(lang, "button-my-turn"), discord.ButtonStyle.primary)
    )
    return Payload(
        content=f"{who} {game_ui(table).ping_words(table, lang)} {jump_link(table)}", view=view
    )


def recap_payload(table: Table) -> Payload:
    """How the game ended, with **Rematch**."""
    lang = table.language
    view = Routed()
    view.add_item(TableButton(table.id, "rematch", t(lang, "button-rematch")))
    text = game_ui(table).recap(table, lang)
    if table.computers and not table.rated:
        text += "\n" + t(lang, "recap-casual-computers")
    return Payload(content=text, view=view)


#: results decided outside a game's rules (``Outcome.reason``), said as such
OUTSIDE_RESULTS = frozenset({"timeout", "resigned", "dropped", "reported", "abandoned"})


# -- moves -----------------------------------------------------------------------------------


async def play_move(
    interaction: discord.Interaction[GetawayBot],
    table: Table,
    actions: list[dict[str, Any]],
    version: int | None = None,
) -> ActResult | None:
    """Apply a move for the user of ``interaction``; the caller answers the user, then brings
    the table up to date (``cogs.delivery.deliver``). Returns None (after telling the user why)
    when the move is refused."""
    bot = interaction.client
    try:
        result = await bot.service.act(
            table.id, interaction.user.id, actions, table.version if version is None else version
        )
    except TableError as exc:
        await refuse(interaction, exc)
        return None
    return result


# -- the table message's buttons -----------------------------------------------------------------


class TableButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"t:(?P<table>\d+):(?P<what>[a-z]+)",
):
    """A button of the public table message (version-free: it always acts on the present)."""

    def __init__(
        self,
        table_id: int,
        what: str,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=style, emoji=emoji, custom_id=f"t:{table_id}:{what}"
            )
        )
        self.table_id = table_id
        self.what = what

    @classmethod
    def from_match(cls, match: re.Match[str]) -> TableButton:
        return cls(int(match["table"]), match["what"])

    async def handle(self, interaction: discord.Interaction[GetawayBot]) -> None:
        handler = TABLE_BUTTON_HANDLERS.get(self.what)
        if handler is None:
            await refuse(interaction, t(lang_of(interaction), "button-retired"))
            return
        await handler(interaction, self.table_id)


#: what -> coroutine(interaction, table_id); filled by the cogs
TABLE_BUTTON_HANDLERS: dict[str, Any] = {}


async def render(func: Callable[..., bytes], *args: Any) -> bytes:
    """Draw off the event loop so other tables stay responsive, each picture once."""
    return await PICTURES.draw(func, *args)


#: pictures of shared views drawn lately, by the drawing, the view's id (the view is held here,
#: so its id names it) and the language
SEEN: OrderedDict[tuple[Any, int, str], tuple[Any, bytes]] = OrderedDict()
SEEN_KEEP = 64


async def render_seen(func: Callable[[Any, str], bytes], view: Any, lang: str) -> bytes:
    """:func:`render` of a view shared by a position's readers (a ``PerTable`` value, never
    changed in place): the clicks of a turn show the same picture of the same view object, and
    the picture cache's key would serialise the whole view at each one."""
    key = (func, id(view), lang)
    found = SEEN.get(key)
    if found is not None:
        SEEN.move_to_end(key)
        return found[1]
    picture = await render(func, view, lang)
    SEEN[key] = (view, picture)
    if len(SEEN) > SEEN_KEEP:
        SEEN.popitem(last=False)
    return picture


def narrate_private(
    ui: GameUI[Any], table: Table, events: list[Event], seat: int, lang: str
) -> str:
    """What a move did, told to the player who made it: their private events first, then the
    public ones."""
    voice = ui.voice(table, lang, seat)
    mine = [e for e in events if e.to == seat] + [e for e in events if e.to is None]
    return " ".join(line for e in mine if (line := ui.words.event(e, voice)))
