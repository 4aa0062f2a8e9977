"""The message catalogues: every language has every message, with the same arguments; every
refusal of every engine has its message; nothing in a catalogue is dead; every file parses."""

from __future__ import annotations

import ast as pyast
import re
from importlib import import_module
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from bot.i18n import DEFAULT, LOCALES, catalogue, t
from rules import ENGINES, game_ids
from rules.core import REFUSE, Refusals

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = catalogue().languages


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def messages(lang: str) -> dict[str, ast.Message]:
    found: dict[str, ast.Message] = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in found, f"{lang}: {entry.id.name} is defined twice"
                found[entry.id.name] = entry
    return found


def variables(message: ast.Message) -> set[str]:
    seen = _Variables()
    seen.visit(message)
    return seen.names


def test_there_are_at_least_english_and_french() -> None:
    assert {"en", "fr"} <= set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_catalogue_file_parses(lang: str) -> None:
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        junk = [
            e
            for e in FluentParser().parse(path.read_text(encoding="utf-8")).body
            if isinstance(e, ast.Junk)
        ]
        assert not junk, f"{path.name}: {junk[0].annotations[0].message}: {junk[0].content[:80]}"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != DEFAULT])
def test_every_language_has_every_message_with_the_same_arguments(lang: str) -> None:
    english, other = messages(DEFAULT), messages(lang)
    assert sorted(set(english) - set(other)) == [], f"missing in {lang}"
    assert sorted(set(other) - set(english)) == [], f"only in {lang}"
    for key, message in english.items():
        extra = variables(other[key]) - variables(message)
        assert not extra, f"{lang}:{key} uses arguments English never gets: {extra}"
        english_attrs = {a.id.name for a in message.attributes}
        assert {a.id.name for a in other[key].attributes} == english_attrs, key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rules_help_exists(lang: str) -> None:
    for game in ENGINES:
        text = (LOCALES / lang / "help" / f"{game}.md").read_text(encoding="utf-8")
        assert 300 < len(text) <= 4000, (lang, game, len(text))  # one Discord embed


class _GameSelects(visitor.Visitor):
    """Whether a message chooses its words by the game (``{ $game -> [fled] … }``)."""

    def __init__(self) -> None:
        super().__init__()
        self.found = False

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        selector = node.selector
        self.found |= isinstance(selector, ast.VariableReference) and selector.id.name == "game"
        self.generic_visit(node)


def owner(name: str) -> str | None:
    """The game a file (``fled-discord``) or a message (``game-fled``, ``cmd-fled-play``,
    ``fled-move-draw``) belongs to, if any."""
    for game in game_ids():
        if name in (game, f"game-{game}", f"cmd-{game}") or name.startswith(
            (f"{game}-", f"cmd-{game}-")
        ):
            return game
    return None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_game_keeps_its_name_and_words_in_its_own_files(lang: str) -> None:
    """A game's name, command words and other messages are in its own files (``<game>.ftl``,
    ``<game>-discord.ftl``), and no shared message picks words by game: a new game adds files
    and edits none."""
    named: dict[str, str] = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, ast.Message):
                continue
            game = owner(entry.id.name)
            assert game in (None, owner(path.stem)), (path.name, entry.id.name)
            named[entry.id.name] = path.name
            if owner(path.stem) is None:
                selects = _GameSelects()
                selects.visit(entry)
                assert not selects.found, (path.name, entry.id.name)
    for game in game_ids():
        assert owner(named[f"game-{game}"].removesuffix(".ftl")) == game


def engine_refusals() -> list[Refusals]:
    found = [REFUSE]
    for game in ENGINES:
        module = import_module(f"rules.{game}.refusals")
        found.append(module.REFUSE)
    return found


def test_every_refusal_of_every_engine_has_a_message_in_every_language() -> None:
    keys = [(r, code) for r in engine_refusals() for code in r.templates]
    assert len(keys) > 50
    for lang in LANGUAGES:
        have = messages(lang)
        missing = [r.key(code) for r, code in keys if r.key(code) not in have]
        assert missing == [], (lang, missing)
    english = messages(DEFAULT)
    for refusals, code in keys:
        wanted = set(re.findall(r"\{(\w+)", refusals.templates[code]))
        assert variables(english[refusals.key(code)]) <= wanted, refusals.key(code)


def test_engines_raise_refusals_only_through_their_catalogued_codes() -> None:
    """A bare ``IllegalAction("…")`` in an engine would reach players in English only."""
    offenders = []
    for path in sorted((ROOT / "rules").rglob("*.py")):
        if path.name == "core.py":
            continue
        tree = pyast.parse(path.read_text(encoding="utf-8"))
        for node in pyast.walk(tree):
            if (
                isinstance(node, pyast.Call)
                and isinstance(node.func, pyast.Name)
                and node.func.id == "IllegalAction"
            ):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


def _code_strings() -> tuple[set[str], list[re.Pattern[str]]]:
    """Every string literal in the bot's code, and every f-string as a pattern."""
    literals: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    for folder in ("bot", "cogs"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = pyast.parse(path.read_text(encoding="utf-8"))
            for node in pyast.walk(tree):
                if isinstance(node, pyast.Constant) and isinstance(node.value, str):
                    literals.add(node.value)
                elif isinstance(node, pyast.JoinedStr):
                    parts = []
                    for value in node.values:
                        if isinstance(value, pyast.Constant):
                            parts.append(re.escape(str(value.value)))
                        else:
                            parts.append(r"[\w-]+")
                    # a pattern must pin part of the key ("-event-"), or it would match anything
                    if any(
                        isinstance(v, pyast.Constant) and "-" in str(v.value) for v in node.values
                    ):
                        patterns.append(re.compile("".join(parts)))
    return literals, patterns


def test_no_message_is_unused() -> None:
    literals, patterns = _code_strings()
    refusal_keys = {r.key(code) for r in engine_refusals() for code in r.templates}
    unused = [
        key
        for key in messages(DEFAULT)
        if key not in literals
        and key not in refusal_keys
        and not any(p.fullmatch(key) for p in patterns)
    ]
    assert unused == []


@pytest.mark.parametrize("lang", catalogue().languages)
def test_numbers_are_digits_only_and_still_choose_plural_forms(lang: str) -> None:
    """Ids and timestamps are written without separators (numbers that no message selects by
    go over as text); numbers that choose a variant still choose it by the plural rules."""
    assert "1234567" in t(lang, "table-title", game="x", table=1234567)
    assert "1234567" in t(lang, "fugitive-pic-cards", count=1234567)
    forms = {t(lang, "fugitive-pic-cards", count=n) for n in (0, 1, 2)}
    assert len(forms) == 3  # empty, one card, cards
    assert "count" in catalogue().selectors and "table" not in catalogue().selectors
