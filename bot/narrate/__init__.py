"""Games in words: events, moves, refusals, the board and the seats, in the reader's language.

One module per game (``bot/narrate/<game>.py``, or one a game kept elsewhere names with
:func:`register`) subclasses :class:`Narrator`; the table log on
Discord, private notes, the terminal game and the pictures' alt text all speak through it, so a
game is narrated the same way everywhere. Words come from the Fluent catalogues
(``bot/locales/<lang>/<game>.ftl``); the code here only prepares the arguments.

Keys, for a game ``g``:

- ``g-role-<n>``: a seat's name on the board ("Fugitive", "Red", "P3");
- ``g-event-<kind>``: one line per event; public events are in the third person with
  ``$who`` and other seats' names, private ones (``Event.to``) speak to their reader ("You drew");
- ``g-move-<type>``: a legal move as a label ("Hide 17"), ``g-cmd-<type>``: its command word in
  the terminal ("hide");
- ``refusal-g-<code>``: the engine's refusals (see ``rules.core.Refusals``);
- the board in words (``board``) and what the reader's own view adds (``secrets``) are built
  by each game from keys of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar, Generic

from typing_extensions import TypeVar

from bot.i18n import DEFAULT, catalogue, t

if TYPE_CHECKING:
    from rules.core import Event, IllegalAction


@dataclass(frozen=True)
class Voice:
    """Who reads, in which language, and what each seat is called for them (a mention on
    Discord, "Marshal (you)" in the terminal)."""

    lang: str = DEFAULT
    names: tuple[str, ...] = ()
    #: the seat reading (private events are for it), None for the channel
    reader: int | None = None

    def t(self, key: str, **args: Any) -> str:
        return t(self.lang, key, **args)

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return self.t("nobody")
        return self.names[seat]


#: the most characters of a picture's alt text: Discord allows 1024 in an attachment's
#: description, and the board in words is also a message and a terminal screen
ALT_LIMIT = 1000
#: where a text may be cut between words (not at the no-break spaces French puts before ":")
_SPACES = " \n"
#: what should not be left before the "…" of a text cut short
_DANGLING = " \n,;:\u00a0\u202f"


def fit_alt(variants: Iterable[str], limit: int = ALT_LIMIT) -> str:
    """The first of ``variants`` (the fullest wording first, then shorter ones) that has at
    most ``limit`` characters; wordings after it are never made. When none fits, the last one
    cut after its last whole word that leaves room for "…" (inside a word only when its first
    word alone is too long)."""
    text = ""
    for text in variants:
        if len(text) <= limit:
            return text
    if not text:  # no wording at all
        return text
    head = text[: limit - 1]
    if text[limit - 1] not in _SPACES:  # the cut falls inside a word: leave that word out
        start = max(head.rfind(space) for space in _SPACES)
        if start > 0:
            head = head[:start]
    return head.rstrip(_DANGLING) + "…"


def join(voice: Voice, items: Sequence[Any]) -> str:
    """``a, b and c`` in the reader's language."""
    words = [str(i) for i in items]
    if not words:
        return voice.t("list-none")
    if len(words) == 1:
        return words[0]
    return voice.t("list-and", head=", ".join(words[:-1]), last=words[-1])


#: the view a game's narrator reads (its engine's TypedDict); any mapping for generic code
V = TypeVar("V", bound=Mapping[str, Any], default=Mapping[str, Any])


class Narrator(Generic[V]):
    """The words of one game. Subclasses set ``game`` and override what needs more than the
    event's or action's own fields."""

    game: ClassVar[str]
    #: event kinds that say nothing a reader needs (bookkeeping); every other kind has a line
    silent: ClassVar[frozenset[str]] = frozenset()
    #: fields of events and actions that hold a seat number, turned into the seat's name
    seat_fields: ClassVar[tuple[str, ...]] = ("seat",)

    # -- seats --------------------------------------------------------------------------------

    def role(self, seat: int, lang: str, view: V | None = None) -> str:
        """A seat's name on the board, with no player's name ("Marshal", "Red", "P2")."""
        key = f"{self.game}-role-{seat}"
        if catalogue().has(DEFAULT, key):
            return t(lang, key)
        return t(lang, "seat-number", n=seat + 1)

    def roles(self, count: int, lang: str) -> list[str]:
        return [self.role(seat, lang) for seat in range(count)]

    # -- events ---------------------------------------------------------------------------------

    def event(self, event: Event, voice: Voice) -> str | None:
        """The event as one line for ``voice``'s reader, or None when it has nothing to say
        to them (a silent kind, or a private event that is someone else's)."""
        if event.kind in self.silent:
            return None
        if event.to is not None and event.to != voice.reader:
            return None
        key = f"{self.game}-event-{event.kind}"
        return voice.t(key, **self.event_args(event, voice))

    def event_args(self, event: Event, voice: Voice) -> dict[str, Any]:
        """The Fluent arguments of an event: its fields, seats named, lists joined, and the
        seat the event is about as ``$who``."""
        return self.fields(event.data, voice)

    def fields(self, data: Mapping[str, Any], voice: Voice) -> dict[str, Any]:
        args: dict[str, Any] = {}
        for key, value in data.items():
            if key in self.seat_fields and (value is None or isinstance(value, int)):
                args[key] = voice.name(value)
                if key == "seat":
                    args["who"] = voice.name(value)
            elif isinstance(value, list | tuple):
                args[key] = join(voice, value)
                args[f"{key}_count"] = len(value)
            elif isinstance(value, bool):
                args[key] = "yes" if value else "no"
            elif isinstance(value, int | float | str):
                args[key] = value
        return args

    # -- moves ----------------------------------------------------------------------------------

    def move(self, action: Mapping[str, Any], voice: Voice) -> str:
        """A legal move as a short label ("Draw from pile 2")."""
        return voice.t(f"{self.game}-move-{action['type']}", **self.fields(action, voice))

    def command(self, action: Mapping[str, Any], voice: Voice) -> str:
        """The move as words to type in the terminal: a command word and its arguments."""
        word = voice.t(f"{self.game}-cmd-{action['type']}")
        return " ".join([word, *self.command_args(action)])

    def command_args(self, action: Mapping[str, Any]) -> list[str]:
        """The arguments of a typed command, in the action's field order (language-free)."""
        out: list[str] = []
        for key, value in action.items():
            if key == "type" or value is None:
                continue
            if isinstance(value, list | tuple):
                out.extend(str(v) for v in value)
            else:
                out.append(str(value))
        return out

    # -- refusals ---------------------------------------------------------------------------------

    def refusal(self, error: IllegalAction, voice: Voice) -> str:
        """A refused move in the reader's language (the English sentence if it has no key)."""
        if not error.key or not catalogue().has(DEFAULT, error.key):
            return error.reason
        return voice.t(error.key, **self.refusal_args(error, voice))

    def refusal_args(self, error: IllegalAction, voice: Voice) -> dict[str, Any]:
        return self.fields(error.params, voice)

    # -- positions ------------------------------------------------------------------------------

    def status(self, view: V, voice: Voice) -> str:
        """One line: whose turn it is and what they must do (or how the game ended)."""
        raise NotImplementedError

    def board(self, view: V, voice: Voice) -> str:
        """The position in words, for alt text, ``/game board text`` and the terminal. Given a
        seat's view it may say that seat's own cards; given the public view, nothing secret."""
        raise NotImplementedError

    def secrets(self, view: V, voice: Voice) -> str | None:
        """What a seat's own view adds to the public one (its hand…), in words."""
        return None


class CommandBook:
    """The legal moves of one seat as typed commands ("draw 2", "place 17 F5 F6"), in the
    reader's language and in English, for the terminal and the games' ``play`` slash commands.
    The arguments alone ("12") stand for a move when no other legal move has them."""

    def __init__(self, words: Narrator, actions: Sequence[Mapping[str, Any]], voice: Voice):
        self.words = words
        self.voice = voice
        english = Voice(DEFAULT, voice.names, voice.reader)
        #: (action, its command in the reader's language)
        self.entries: list[tuple[Mapping[str, Any], str]] = []
        self.typed: dict[str, Mapping[str, Any]] = {}
        by_args: dict[str, list[Mapping[str, Any]]] = {}
        for action in actions:
            command = words.command(action, voice)
            self.entries.append((action, command))
            for form in (command, words.command(action, english)):
                self.typed.setdefault(normal(form), action)
            args = " ".join(words.command_args(action))
            if args:
                by_args.setdefault(normal(args), []).append(action)
        for args, found in by_args.items():
            if len(found) == 1:
                self.typed.setdefault(args, found[0])

    def find(self, text: str) -> Mapping[str, Any] | None:
        return self.typed.get(normal(text))

    def starting(self, text: str) -> list[tuple[Mapping[str, Any], str]]:
        """The moves whose command begins with what was typed (for autocomplete and for a
        terminal player who typed only the start of a move)."""
        typed = normal(text)
        return [(a, c) for a, c in self.entries if normal(c).startswith(typed)]


def normal(text: str) -> str:
    return " ".join(text.lower().split())


#: game id -> the module of its ``NARRATOR``, for games not narrated in ``bot.narrate.<game>``
_MODULES: dict[str, str] = {}


def register(game: str, module: str) -> None:
    """Narrate ``game`` with ``module``'s ``NARRATOR``."""
    _MODULES[game] = module
    narrator.cache_clear()


@cache
def narrator(game: str) -> Narrator:
    module = import_module(_MODULES.get(game, f"{__name__}.{game}"))
    found: Narrator = module.NARRATOR
    return found


def refusal_text(error: IllegalAction, lang: str, game: str | None = None) -> str:
    """A refusal from any engine (or the contract itself) in ``lang``."""
    if game is not None:
        return narrator(game).refusal(error, Voice(lang))
    if error.key and catalogue().has(DEFAULT, error.key):
        return t(lang, error.key, **error.params)
    return error.reason
