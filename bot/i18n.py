"""Everything a player reads, in their language, from Fluent catalogues.

A language is a folder ``bot/locales/<code>/`` holding ``*.ftl`` message files (Project Fluent,
https://projectfluent.org) and ``help/<game>.md`` rules help. Adding a language is adding such a
folder: nothing in the code names the languages. Messages are looked up by id (``fugitive-drew``)
with named arguments; a message missing in one language falls back to English, never to an
error, and the catalogue tests make sure nothing is missing in the first place.

Each game keeps its words in files of its own (``<game>.ftl``, ``<game>-discord.ftl``, its
name as ``game-<game>``): nothing shared names the games. A game kept outside ``bot/locales/``
(a test's game) adds its own folder of languages with :func:`add_locales`.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Mapping
from functools import cache, lru_cache, partial
from pathlib import Path
from typing import Any, cast

from babel import Locale, UnknownLocaleError
from babel.numbers import format_decimal
from babel.plural import to_python
from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentType, fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.i18n_compiled import Compiled, NeedsFluent, compile_message

LOCALES = Path(__file__).resolve().parent / "locales"
#: more folders laid out like LOCALES, added by games kept elsewhere (see add_locales)
_MORE_LOCALES: list[Path] = []
DEFAULT = "en"
#: formatted sentences kept per catalogue, about 600 bytes each with their keys. A sentence is
#: asked for again within its move and its position (the table message, the panel, the DM, each
#: click), and the labels all the time: over the four games of ``bench/bench_requests.py``, 2,000
#: missed 95 of 160,000 more than 20,000 did, and 20,000 held 11.7 MiB at 1,000 tables
#: (``bench/bench_memory.py --attribute``). 2,000 holds the new sentences of a burst of 50 moves
#: (about ten each) four times over
SENTENCES_REMEMBERED = 2_000


class Catalogue:
    """All the languages found under ``root`` (and the folders games added, see
    :func:`add_locales`).

    A message is parsed the first time it is formatted, with the messages and terms it refers
    to: parsing every file takes a second or more (in the bot and in each picture worker), and
    a process uses a fraction of the messages, most of them in one language. Loading a folder
    only finds where each entry's source starts (:data:`_ENTRY`)."""

    def __init__(self, root: Path = LOCALES) -> None:
        self.roots: list[Path] = []
        #: raise on a formatting problem (a missing argument…) instead of showing ``{$x}``;
        #: the tests turn it on, a running bot never breaks a sentence over it
        self.strict = False
        self.bundles: dict[str, FluentBundle] = {}
        #: each language's messages (not its terms)
        self.ids: dict[str, set[str]] = {}
        #: variables that choose a variant somewhere: numbers there stay numbers
        self.selectors: set[str] = set()
        #: each language's entries' source, by id (a term's with its ``-``)
        self._sources: dict[str, dict[str, str]] = {}
        #: each language's entries in its bundle, with all they refer to
        self._added: dict[str, set[str]] = {}
        #: each language's parsed entries, by id (a term's with its ``-``)
        self._entries: dict[str, dict[str, ast.Message | ast.Term]] = {}
        #: messages' values and attributes compiled (None: left to Fluent), by language, id
        #: and attribute (see bot/i18n_compiled.py)
        self._compiled: dict[tuple[str, str, str | None], Compiled | None] = {}
        self._adding = threading.Lock()  # pictures are drawn (and their words formatted) in threads
        for folder in (root, *_MORE_LOCALES):
            self.load(folder)

    def load(self, root: Path) -> None:
        """Add the languages under ``root`` (``<lang>/*.ftl``, ``<lang>/help/*.md``)."""
        if root in self.roots:
            return
        self.roots.append(root)
        for folder in sorted(p for p in root.iterdir() if p.is_dir()):
            files = sorted(folder.glob("*.ftl"))
            if not files:
                continue
            lang = folder.name
            sources = self._sources.setdefault(lang, {})
            for path in files:
                text = path.read_text(encoding="utf-8")
                starts = list(_ENTRY.finditer(text))
                for entry, after in zip(starts, [*starts[1:], None], strict=True):
                    # the first of two entries with one id is the one used, as in a bundle
                    sources.setdefault(entry[1], text[entry.start() : after and after.start()])
                self.selectors.update(_SELECTOR.findall(text))
            self.ids[lang] = {key for key in sources if not key.startswith("-")}
            with self._adding:  # entries parsed so far are parsed again, among the new ones
                self.bundles[lang] = self._new_bundle(lang)
                self._added[lang] = set()
                self._entries[lang] = {}
                self._compiled.clear()
        self._text.cache_clear()

    def _new_bundle(self, lang: str) -> FluentBundle:
        # no Unicode isolation marks around arguments: Discord shows them as stray glyphs
        return FluentBundle(
            [lang],
            use_isolating=False,
            # Fluent's types ask for a FluentType; a function's text goes through as is
            functions={"CMD": cast("Callable[[Any], FluentType]", partial(self.command, lang))},
        )

    def _bundle(self, lang: str, key: str) -> FluentBundle | None:
        """The bundle of ``lang`` holding the message ``key``, or None if ``lang`` has no such
        message."""
        if key not in self.ids.get(lang, ()):
            return None
        if key not in self._added[lang]:
            with self._adding:
                self._add(lang, key)
        bundle = self.bundles[lang]
        return bundle if bundle.has_message(key) else None

    def _add(self, lang: str, key: str) -> None:
        """Parse the entry ``key`` of ``lang`` and those it refers to, at any depth, and add
        them to the bundle; marked added once all of them are in (other threads format
        without the lock)."""
        added, sources = self._added[lang], self._sources[lang]
        new: set[str] = set()
        waiting = [key]
        resources = []
        while waiting:
            name = waiting.pop()
            source = sources.get(name)
            if name in added or name in new or source is None:
                continue
            new.add(name)
            resource = _PARSER.parse(source)
            references = _References()
            references.visit(resource)
            waiting += references.names
            resources.append(resource)
        entries = self._entries[lang]
        for resource in resources:
            self.bundles[lang].add_resource(resource)
            for entry in resource.body:
                if isinstance(entry, ast.Message):
                    entries.setdefault(entry.id.name, entry)
                elif isinstance(entry, ast.Term):
                    entries.setdefault("-" + entry.id.name, entry)
        added |= new

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self.bundles)

    def has(self, lang: str, key: str) -> bool:
        return key in self.ids.get(lang, ())

    def text(self, lang: str, key: str, args: Mapping[str, Any] | None = None) -> str:
        """The message ``key`` in ``lang`` (English when that language lacks it)."""
        return self._remembered(lang, key, None, args)

    def attribute(
        self, lang: str, key: str, name: str, args: Mapping[str, Any] | None = None
    ) -> str:
        """An attribute of a message (``key.name``), e.g. a command's description."""
        return self._remembered(lang, key, name, args)

    def _remembered(
        self, lang: str, key: str, name: str | None, args: Mapping[str, Any] | None
    ) -> str:
        """Formatted once: a move's messages and panels ask for the same few dozen sentences
        again and again (Alcatraz's rooms thousands of times a game), and Fluent takes tens of
        microseconds to format each. The arguments in the order given: another order is only
        another entry."""
        items = tuple(args.items()) if args else ()
        try:
            return self._text(lang, key, name, items, self.strict)
        except TypeError:  # an argument that cannot be a dictionary key (none today)
            return self._format(lang, key, args, name)

    @lru_cache(maxsize=SENTENCES_REMEMBERED)  # noqa: B019 -- one catalogue per process
    def _text(
        self,
        lang: str,
        key: str,
        name: str | None,
        items: tuple[tuple[str, Any], ...],
        strict: bool,
    ) -> str:
        return self._format(lang, key, dict(items), name)

    def _format(
        self, lang: str, key: str, args: Mapping[str, Any] | None, name: str | None = None
    ) -> str:
        """The message's value (``name`` None) or its attribute ``name``. A language whose
        message has no value is not completed from English; one that lacks the attribute is."""
        for code in (lang, DEFAULT):
            bundle = self._bundle(code, key)
            if bundle is None:
                continue
            message = bundle.get_message(key)
            pattern = message.value if name is None else message.attributes.get(name)
            if pattern is None:
                if name is None:
                    break
                continue
            compiled = self._compiled_pattern(code, key, name)
            if compiled is not None:
                try:
                    return compiled(args or {})
                except NeedsFluent:
                    pass
            value, errors = bundle.format_pattern(pattern, _plain(args, self.selectors))
            if errors and self.strict:
                where = key if name is None else f"{key}.{name}"
                raise ValueError(f"{code}:{where}: {errors}")
            return str(value)
        return key if name is None else f"{key}.{name}"

    def _compiled_pattern(self, lang: str, key: str, name: str | None) -> Compiled | None:
        """The message's value or attribute compiled, once (the message is in the bundle)."""
        where = (lang, key, name)
        try:
            return self._compiled[where]
        except KeyError:
            pass
        compiled = compile_message(
            self._entries[lang], key, name, _plural_rule(lang), partial(self.command, lang)
        )
        self._compiled[where] = compiled
        return compiled

    def command(self, lang: str, path: str) -> str:
        """A slash command as the reader's client names it (``CMD("game new")`` in a message):
        Discord's mention ``</game new:id>`` once the command's id is known (clickable, and
        each client shows it in its own language), else its name in ``lang``."""
        words = path.split()
        known = COMMAND_IDS.get(words[0])
        if known is not None:
            return f"</{path}:{known}>"
        local = (self.text(lang, "cmd-" + "-".join(words[: i + 1])) for i in range(len(words)))
        return "`/" + " ".join(local) + "`"

    def with_commands(self, lang: str, text: str) -> str:
        """``text`` (a rules help page) with each `/command …` it names as :meth:`command`
        says; what follows a command's name (`/fugitive guess 12 17`) stays as typed."""

        def one(match: re.Match[str]) -> str:
            words = match[1].split()
            for size in (2, 1):
                if size <= len(words) and self.has(lang, "cmd-" + "-".join(words[:size])):
                    rest = " ".join(words[size:])
                    named = self.command(lang, " ".join(words[:size]))
                    return named + (f" `{rest}`" if rest else "")
            return match[0]

        return BACKTICKED_COMMAND.sub(one, text)

    def help(self, lang: str, game: str) -> str:
        for code in (lang, DEFAULT):
            for root in self.roots:
                path = root / code / "help" / f"{game}.md"
                if path.is_file():
                    return path.read_text(encoding="utf-8")
        return ""


class _References(Visitor):
    """The entries a parsed entry refers to: messages by id, terms by ``-`` and id."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.names.append(node.id.name)

    def visit_TermReference(self, node: ast.TermReference) -> None:
        self.names.append("-" + node.id.name)
        self.generic_visit(node)  # its arguments may name messages too


#: where an entry starts: its id (a term's with its ``-``) and ``=`` at the start of a line. In
#: Fluent, no other line starts that way: a message's other lines are indented, and those of a
#: placeable split over several lines hold an expression, never ``name =``
_ENTRY = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*) *=", re.MULTILINE)
#: a variable some message chooses a variant by (``{ $count -> …}``); found in the text, so
#: also in a comment, where a name found only has its numbers formatted by Babel: the same
#: digits, more slowly
_SELECTOR = re.compile(r"\$([a-zA-Z][a-zA-Z0-9_-]*)\s*->")
#: spans (where each node is in the file) are never read
_PARSER = FluentParser(with_spans=False)


#: slash commands' ids by top-level name, once Discord has given them (:func:`know_commands`)
COMMAND_IDS: dict[str, int] = {}
#: a command in a help page: `/fugitive guess 12 17`
BACKTICKED_COMMAND = re.compile(r"`/([a-z][\w ]*?[\w])`")


def know_commands(ids: Mapping[str, int]) -> None:
    """The ids Discord gave the slash commands: messages name them as mentions from now on."""
    COMMAND_IDS.clear()
    COMMAND_IDS.update(ids)
    Catalogue._text.cache_clear()  # sentences remembered with the names written out


def _plain(args: Mapping[str, Any] | None, selectors: set[str]) -> dict[str, Any]:
    """Numbers as ids and Discord timestamps are written: digits only (Fluent would write table
    1234 as "1,234"). A number some message selects a variant by stays a number for the plural
    rules; the others are handed over as text, which spares Babel's number patterns (tens of
    microseconds a number, a move formats dozens)."""
    out: dict[str, Any] = {}
    for key, value in (args or {}).items():
        if isinstance(value, int) and not isinstance(value, bool):
            value = fluent_number(value, useGrouping=False) if key in selectors else str(value)
        out[key] = value
    return out


@cache
def _plural_rule(lang: str) -> Callable[[int], str]:
    """A number's plural category in ``lang``, as Fluent's bundle finds it."""
    try:
        locale = Locale.parse(lang.replace("-", "_"))
    except UnknownLocaleError:
        locale = Locale.default()
    return cast("Callable[[int], str]", to_python(locale.plural_form))


@cache
def catalogue() -> Catalogue:
    return Catalogue()


def add_locales(root: Path) -> None:
    """Add a game's own folder of languages, laid out like ``bot/locales/``, to the catalogue
    (now, and whenever a catalogue is made)."""
    if root not in _MORE_LOCALES:
        _MORE_LOCALES.append(root)
    catalogue().load(root)


def language_of(locale: object) -> str:
    """The catalogue language for a Discord locale (``fr``, ``en-GB``, a ``discord.Locale``) or a
    language code; anything unknown is English."""
    code = str(getattr(locale, "value", locale) or "").replace("_", "-").split("-")[0].lower()
    return code if code in catalogue().languages else DEFAULT


def t(lang: str, key: str, **args: Any) -> str:
    """``t("fr", "fugitive-drew", card=17)`` → "Vous avez pioché le 17."."""
    return catalogue().text(lang, key, args)


def decimal(lang: str, value: float) -> str:
    """A score as ``lang`` writes it, to two decimals at most: 1.33 (1,33 in French), 2."""
    return format_decimal(round(value, 2), format="0.##", locale=lang)


def game_title(lang: str, game: str) -> str:
    """A game's name as its edition in ``lang`` calls it (``game-<game>``, in the game's own
    catalogue file)."""
    return t(lang, f"game-{game}")
