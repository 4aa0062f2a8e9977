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
from collections.abc import Callable, Mapping
from functools import cache, lru_cache, partial
from pathlib import Path
from typing import Any, cast

from babel.numbers import format_decimal
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentType, fluent_number
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

LOCALES = Path(__file__).resolve().parent / "locales"
#: more folders laid out like LOCALES, added by games kept elsewhere (see add_locales)
_MORE_LOCALES: list[Path] = []
DEFAULT = "en"
#: formatted sentences kept per catalogue (a few MiB at most)
SENTENCES_REMEMBERED = 20_000


class Catalogue:
    """All the languages found under ``root`` (and the folders games added, see
    :func:`add_locales`)."""

    def __init__(self, root: Path = LOCALES) -> None:
        self.roots: list[Path] = []
        #: raise on a formatting problem (a missing argument…) instead of showing ``{$x}``;
        #: the tests turn it on, a running bot never breaks a sentence over it
        self.strict = False
        self.bundles: dict[str, FluentBundle] = {}
        self.ids: dict[str, set[str]] = {}
        #: variables that choose a variant somewhere: numbers there stay numbers
        self.selectors: set[str] = set()
        for folder in (root, *_MORE_LOCALES):
            self.load(folder)

    def load(self, root: Path) -> None:
        """Add the languages under ``root`` (``<lang>/*.ftl``, ``<lang>/help/*.md``)."""
        if root in self.roots:
            return
        self.roots.append(root)
        selectors = _Selectors()
        for folder in sorted(p for p in root.iterdir() if p.is_dir()):
            files = sorted(folder.glob("*.ftl"))
            if not files:
                continue
            # no Unicode isolation marks around arguments: Discord shows them as stray glyphs
            bundle = self.bundles.get(folder.name)
            if bundle is None:
                bundle = self.bundles[folder.name] = FluentBundle(
                    [folder.name],
                    use_isolating=False,
                    # Fluent's types ask for a FluentType; a function's text goes through as is
                    functions={
                        "CMD": cast(
                            "Callable[[Any], FluentType]", partial(self.command, folder.name)
                        )
                    },
                )
            ids = self.ids.setdefault(folder.name, set())
            for path in files:
                resource = FluentResource(path.read_text(encoding="utf-8"))
                bundle.add_resource(resource)
                ids.update(_message_ids(resource))
                selectors.visit(resource)
        self.selectors |= selectors.names
        self._text.cache_clear()

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self.bundles)

    def has(self, lang: str, key: str) -> bool:
        return key in self.ids.get(lang, ())

    def text(self, lang: str, key: str, args: Mapping[str, Any] | None = None) -> str:
        """The message ``key`` in ``lang`` (English when that language lacks it).

        Remembered: a move's messages and panels ask for the same few dozen sentences again and
        again, and Fluent takes tens of microseconds to format each."""
        items = tuple(sorted(args.items())) if args else ()
        try:
            return self._text(lang, key, items, self.strict)
        except TypeError:  # an argument that cannot be a dictionary key (none today)
            return self._format(lang, key, args)

    @lru_cache(maxsize=SENTENCES_REMEMBERED)  # noqa: B019 -- one catalogue per process
    def _text(self, lang: str, key: str, items: tuple[tuple[str, Any], ...], strict: bool) -> str:
        return self._format(lang, key, dict(items))

    def _format(self, lang: str, key: str, args: Mapping[str, Any] | None) -> str:
        for code in (lang, DEFAULT):
            bundle = self.bundles.get(code)
            if bundle is not None and bundle.has_message(key):
                message = bundle.get_message(key)
                if message.value is None:
                    break
                value, errors = bundle.format_pattern(message.value, _plain(args, self.selectors))
                if errors and self.strict:
                    raise ValueError(f"{code}:{key}: {errors}")
                return str(value)
        return key

    def attribute(
        self, lang: str, key: str, name: str, args: Mapping[str, Any] | None = None
    ) -> str:
        """An attribute of a message (``key.name``), e.g. a command's description."""
        for code in (lang, DEFAULT):
            bundle = self.bundles.get(code)
            if bundle is not None and bundle.has_message(key):
                message = bundle.get_message(key)
                if name in message.attributes:
                    value, errors = bundle.format_pattern(
                        message.attributes[name], _plain(args, self.selectors)
                    )
                    if errors and self.strict:
                        raise ValueError(f"{code}:{key}.{name}: {errors}")
                    return str(value)
        return f"{key}.{name}"

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


class _Selectors(Visitor):
    """The names of the variables that some message chooses a variant by (``{ $count -> …}``)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.names.add(node.selector.id.name)
        self.generic_visit(node)


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


def _message_ids(resource: ast.Resource) -> set[str]:
    return {entry.id.name for entry in resource.body if isinstance(entry, ast.Message)}


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
