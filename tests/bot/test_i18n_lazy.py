"""The catalogue parses a message the first time it is formatted, with what it refers to (issue
28: parsing every file took a second or more of the bot's start-up, and again of each picture
worker's). It reads exactly as a catalogue parsed whole, in every language."""

from __future__ import annotations

import threading
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast, visitor

from bot.i18n import LOCALES, Catalogue, _plain, catalogue

LANGUAGES = catalogue().languages


class _Names(visitor.Visitor):
    """The variables an entry reads, and those it chooses a variant by."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selectors: set[str] = set()
        #: the names variants are keyed by (``[one]``, ``[escape]``)
        self.keys: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.selectors.add(node.selector.id.name)
        self.keys |= {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
        self.generic_visit(node)


def parsed_whole(
    lang: str, functions: dict[str, Any] | None = None, root: Path = LOCALES
) -> tuple[FluentBundle, list[ast.Message], set[str]]:
    """``lang``'s files parsed at once, as the catalogue did before: its bundle, its messages
    and the variables some message of the catalogue chooses a variant by."""
    bundle = FluentBundle([lang], functions=functions, use_isolating=False)
    names = _Names()
    messages = []
    for path in sorted((root / lang).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        bundle.add_resource(resource)
        names.visit(resource)
        messages += [e for e in resource.body if isinstance(e, ast.Message)]
    return bundle, messages, names.selectors


def formatted(bundle: FluentBundle, pattern: Any, args: dict[str, Any]) -> str:
    value, _ = bundle.format_pattern(pattern, args)
    return str(value)


def test_a_new_catalogue_parses_a_message_only_once_it_is_formatted() -> None:
    fresh = Catalogue()
    assert {"en", "fr"} <= set(fresh.languages)
    assert fresh.has("fr", "table-title") and not fresh.has("fr", "no-such-message")
    assert fresh._added == {lang: set() for lang in fresh.languages}
    french = fresh.text("fr", "table-title", {"game": "Fugitive", "table": 12})
    assert french == catalogue().text("fr", "table-title", {"game": "Fugitive", "table": 12})
    assert "table-title" in fresh._added["fr"] and len(fresh._added["fr"]) < 10
    assert fresh._added["en"] == set()  # English is parsed when some English is read


def arguments(names: _Names) -> list[dict[str, Any]]:
    """Arguments to read a message with: none, numbers of each plural form, numbers that choose
    a variant by its own number (``[0]``), every variant's key as text, text, and what is left
    to Fluent (negative numbers, floats, booleans, a placeable longer than Fluent allows)."""
    some: list[Any] = [2, 1, 0, 5, 21, 1234, "Zoé", -1, 1.5, True, "x" * 2501, *sorted(names.keys)]
    return [{}, *({name: value for name in names.variables} for value in some)]


def reads_as_parsed_whole(root: Path, lang: str) -> None:
    fresh = Catalogue(root)  # not strict: a message read without its arguments shows {$x}
    functions = {"CMD": partial(fresh.command, lang)}
    bundle, messages, selectors = parsed_whole(lang, functions, root)
    assert fresh.ids[lang] == {m.id.name for m in messages}
    for message in messages:
        key = message.id.name
        names = _Names()
        names.visit(message)
        for args in arguments(names):
            whole = _plain(args, selectors)
            if message.value is not None:
                expected = formatted(bundle, bundle.get_message(key).value, whole)
                assert fresh.text(lang, key, args) == expected, (lang, key, args)
            for attribute in message.attributes:
                name = attribute.id.name
                expected = formatted(bundle, bundle.get_message(key).attributes[name], whole)
                assert fresh.attribute(lang, key, name, args) == expected, (lang, key, name)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_reads_as_in_the_catalogue_parsed_whole(lang: str) -> None:
    reads_as_parsed_whole(LOCALES, lang)


#: what Fluent allows and the catalogues do not use (yet): terms, with arguments and attributes,
#: messages naming messages, a term defined after its use, a placeable over several lines, a
#: second file defining an id again (the first is used), comments and a blank line in a value
REFERRING = {
    "a.ftl": """### the brand
-brand = Getaway
    .gender = masculine
# greets
greet = Welcome to { -brand }!
again = { greet } { -brand(case: "x") } { -late }
cards = { $count ->
    [one] one card

   *[other] { $count } cards of { -brand.gender ->
        [masculine] { greet }
       *[other] nobody
    }
}
menu = Menu
    .title = { greet }
    .help = { again } {
      NUMBER($count)
    }
-late = at last
""",
    "b.ftl": "greet = Not this one\n-late = nor this\nmore = { cards }\n",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_terms_and_references_read_as_parsed_whole(tmp_path: Path, lang: str) -> None:
    for name, text in REFERRING.items():
        (tmp_path / lang).mkdir(exist_ok=True)
        (tmp_path / lang / name).write_text(text, encoding="utf-8")
    reads_as_parsed_whole(tmp_path, lang)
    fresh = Catalogue(tmp_path)
    fresh.strict = True
    assert fresh.text(lang, "again") == "Welcome to Getaway! Getaway at last"
    assert fresh.attribute(lang, "menu", "title") == "Welcome to Getaway!"
    assert fresh.text(lang, "more", {"count": 2}) == "2 cards of Welcome to Getaway!"
    # terms, and choices by a term's attribute, are compiled (bot/i18n_compiled.py); a term
    # given arguments and a function but CMD are left to Fluent (read as it reads them, above)
    shapes = [("greet", None), ("cards", None), ("more", None), ("again", None)]
    shapes += [("menu", "title"), ("menu", "help")]
    compiled = {shape: fresh._compiled_pattern(lang, *shape) is not None for shape in shapes}
    assert compiled == {
        ("greet", None): True,
        ("cards", None): True,
        ("more", None): True,
        ("again", None): False,
        ("menu", "title"): True,
        ("menu", "help"): False,
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_of_the_catalogues_is_compiled(lang: str) -> None:
    """Fluent's resolver is left only to shapes the catalogues do not use (bot/i18n_compiled.py):
    a new one would make its sentences several times slower to format."""
    fresh = Catalogue()
    left_to_fluent = []
    for key in sorted(fresh.ids[lang]):
        bundle = fresh._bundle(lang, key)
        assert bundle is not None
        message = bundle.get_message(key)
        names = [None] * (message.value is not None) + list(message.attributes)
        left_to_fluent += [(key, n) for n in names if fresh._compiled_pattern(lang, key, n) is None]
    assert left_to_fluent == [], "their shape is read by Fluent's resolver: compile it too"


#: placeables longer than Fluent allows, made of parts it allows
LONG = """choice = [{ $kind ->
   *[a] { $text }{ $text }
}]
part = { $text }{ $text }
reference = [{ part }]
"""


def test_a_placeable_longer_than_fluent_allows_reads_as_fluent_reads_it(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "a.ftl").write_text(LONG, encoding="utf-8")
    fresh = Catalogue(tmp_path)
    bundle, _, selectors = parsed_whole("en", root=tmp_path)
    for text in ("x" * 1250, "x" * 1251):
        args = {"kind": "a", "text": text}
        for key in ("choice", "part", "reference"):
            expected = formatted(bundle, bundle.get_message(key).value, _plain(args, selectors))
            assert fresh.text("en", key, args) == expected, (key, len(text))
    assert fresh.text("en", "choice", {"kind": "a", "text": "x" * 1251}) == "{???}"  # its error


def test_a_sentence_is_formatted_once_for_its_message_attribute_and_arguments(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "en").mkdir()
    for name, text in REFERRING.items():
        (tmp_path / "en" / name).write_text(text, encoding="utf-8")
    fresh = Catalogue(tmp_path)
    formatted: list[str] = []
    format_once = fresh._format

    def counted(*args: Any) -> str:
        text = format_once(*args)
        formatted.append(text)
        return text

    monkeypatch.setattr(fresh, "_format", counted)
    for _ in range(3):
        assert fresh.attribute("en", "menu", "title") == "Welcome to Getaway!"
        assert fresh.text("en", "menu") == "Menu"
        assert fresh.text("en", "more", {"count": 2}) == "2 cards of Welcome to Getaway!"
        assert fresh.text("en", "more", {"count": 3}) == "3 cards of Welcome to Getaway!"
    assert sorted(formatted) == sorted(
        [
            "Welcome to Getaway!",
            "Menu",
            "2 cards of Welcome to Getaway!",
            "3 cards of Welcome to Getaway!",
        ]
    )


def test_the_variables_that_choose_variants_are_those_of_the_parsed_catalogues() -> None:
    """Found in the text without parsing it: the same names, so a number that chooses a plural
    form still goes over as a number, and the others as text."""
    chosen_by: set[str] = set()
    for lang in LANGUAGES:
        chosen_by |= parsed_whole(lang)[2]
    assert Catalogue().selectors == chosen_by


def test_threads_formatting_a_new_catalogue_at_once_read_the_same_sentence(
    tmp_path: Path,
) -> None:
    """Pictures' words are formatted in threads: a message parsed by one thread while another
    reads it is never read half added (a reference to a term not yet in the bundle)."""
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "a.ftl").write_text(REFERRING["a.ftl"], encoding="utf-8")
    fresh = Catalogue(tmp_path)
    fresh.strict = True
    key, args = "cards", {"count": 3}
    start = threading.Barrier(8)
    read: list[str] = []

    def one() -> None:
        start.wait()
        read.append(fresh._format("fr", key, args))

    threads = [threading.Thread(target=one) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert read == ["3 cards of Welcome to Getaway!"] * 8
