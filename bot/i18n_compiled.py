"""Fluent patterns of the shapes the catalogues use, compiled into Python.

Fluent's resolver takes 12–43 µs a sentence with variables (an environment, a generator, a
lookup per node), and a move formats 5–11 sentences the catalogue's cache has not seen
(``bot/i18n.py``): about a tenth of the bot's own CPU (issue 28). Messages are text, variables,
a choice of variant by a variable, a command, another message or a term: compiled once into
parts, they format in a few microseconds (``bench/bench_sentences.py``).

Anything else is left to Fluent, which stays the reference: a shape not compiled here (a term
given arguments, a function but ``CMD``, a number literal…) gives :func:`compile_message` None,
and an argument of a type not handled here (a missing one, a float, a negative number…) raises
:class:`NeedsFluent` when formatting. Both read exactly as Fluent's ``format_pattern`` of the
catalogue's arguments would, which ``tests/bot/test_i18n_lazy.py`` checks for every message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from fluent.runtime.resolver import MAX_PART_LENGTH
from fluent.syntax import ast

Args = Mapping[str, Any]
#: a part of a sentence: fixed text, or made of the arguments
Part = str | Callable[[Args], str]


class NeedsFluent(Exception):
    """These arguments are for Fluent's resolver, not for the compiled parts."""


class Compiled:
    """A pattern as parts, joined when formatted."""

    __slots__ = ("parts",)

    def __init__(self, parts: tuple[Part, ...]) -> None:
        self.parts = parts

    def __call__(self, args: Args) -> str:
        return _joined(self.parts, args)


def compile_message(
    entries: Mapping[str, ast.Message | ast.Term],
    key: str,
    name: str | None,
    plural: Callable[[int], str],
    command: Callable[[str], str],
) -> Compiled | None:
    """The message ``key``'s value (``name`` None) or attribute ``name``, compiled; None when it
    has a shape left to Fluent. ``entries`` are the language's parsed entries by id, ``plural``
    its plural category of a number, ``command`` what its ``CMD("…")`` writes."""
    pattern = _pattern(entries, key, name)
    if pattern is None:
        return None
    parts = _Compiler(entries, plural, command).pattern(pattern, (key,))
    return None if parts is None else Compiled(parts)


def _pattern(
    entries: Mapping[str, ast.Message | ast.Term], key: str, name: str | None
) -> ast.Pattern | None:
    """An entry's value (``name`` None) or attribute; a term's when ``key`` starts with ``-``
    (Fluent's ids never do)."""
    entry = entries.get(key)
    if entry is None:
        return None
    if name is None:
        return entry.value
    return next((a.value for a in entry.attributes if a.id.name == name), None)


class _Compiler:
    def __init__(
        self,
        entries: Mapping[str, ast.Message | ast.Term],
        plural: Callable[[int], str],
        command: Callable[[str], str],
        in_term: bool = False,
    ) -> None:
        self.entries = entries
        self.plural = plural
        self.command = command
        #: compiling a term's pattern: Fluent gives it no arguments, so none may be read
        self.in_term = in_term

    def pattern(self, pattern: ast.Pattern, within: tuple[str, ...]) -> tuple[Part, ...] | None:
        """The pattern's parts, fixed text merged; None if some element is left to Fluent."""
        parts: list[Part] = []
        placeables = any(isinstance(e, ast.Placeable) for e in pattern.elements)
        for element in pattern.elements:
            part: Part | None
            if isinstance(element, ast.TextElement):
                part = element.value
            else:
                part = self.expression(element.expression, within)
            if part is None:
                return None
            # Fluent checks each element's length, but for a pattern of text alone
            if isinstance(part, str) and placeables and len(part) > MAX_PART_LENGTH:
                return None
            if isinstance(part, str) and parts and isinstance(parts[-1], str):
                parts[-1] += part
            else:
                parts.append(part)
        return tuple(parts)

    def expression(self, expression: ast.SyntaxNode, within: tuple[str, ...]) -> Part | None:
        if isinstance(expression, ast.StringLiteral):
            return str(expression.parse()["value"])
        if isinstance(expression, ast.VariableReference):
            return None if self.in_term else _variable(expression.id.name)
        if isinstance(expression, ast.MessageReference):
            return self.reference(expression, within)
        if isinstance(expression, ast.TermReference):
            return self.term(expression, within)
        if isinstance(expression, ast.SelectExpression):
            return self.select(expression, within)
        if isinstance(expression, ast.FunctionReference):
            return self.function(expression)
        return None  # number literals, placeables in placeables

    def term(self, reference: ast.TermReference, within: tuple[str, ...]) -> Part | None:
        """A term given no arguments: fixed text, as it reads the same in every sentence."""
        key = "-" + reference.id.name
        name = reference.attribute.name if reference.attribute else None
        pattern = _pattern(self.entries, key, name)
        if reference.arguments is not None or pattern is None or key in within:
            return None  # arguments, Fluent's error, or a cycle
        inside = _Compiler(self.entries, self.plural, self.command, in_term=True)
        parts = inside.pattern(pattern, (*within, key))
        return None if parts is None else _placeable(parts)

    def reference(self, reference: ast.MessageReference, within: tuple[str, ...]) -> Part | None:
        key = reference.id.name
        name = reference.attribute.name if reference.attribute else None
        pattern = _pattern(self.entries, key, name)
        if pattern is None or key in within:  # Fluent's error, or a cycle
            return None
        parts = self.pattern(pattern, (*within, key))
        return None if parts is None else _placeable(parts)

    def select(self, select: ast.SelectExpression, within: tuple[str, ...]) -> Part | None:
        if isinstance(select.selector, ast.TermReference):
            return self.chosen(select, within)
        if not isinstance(select.selector, ast.VariableReference) or self.in_term:
            return None
        variants: list[tuple[str | int | float, tuple[Part, ...]]] = []
        default: tuple[Part, ...] | None = None
        for variant in select.variants:
            parts = self.pattern(variant.value, within)
            if parts is None:
                return None
            key: str | int | float
            if isinstance(variant.key, ast.NumberLiteral):
                value = variant.key.value
                key = float(value) if "." in value else int(value)
            else:
                key = variant.key.name
            variants.append((key, parts))
            if variant.default:
                default = parts
        if default is None:
            return None
        return _chooser(select.selector.id.name, tuple(variants), default, self.plural)

    def chosen(self, select: ast.SelectExpression, within: tuple[str, ...]) -> Part | None:
        """A choice by a term's attribute (``{ -brand.gender -> …}``): made once, here."""
        key = self.expression(select.selector, within)
        if not isinstance(key, str) or any(
            isinstance(v.key, ast.NumberLiteral) for v in select.variants
        ):
            return None  # Fluent would compare the text with a number's plural category
        named = {
            v.key.name: v for v in reversed(select.variants) if isinstance(v.key, ast.Identifier)
        }
        variant = named.get(key) or next((v for v in select.variants if v.default), None)
        parts = None if variant is None else self.pattern(variant.value, within)
        return None if parts is None else _placeable(parts)

    def function(self, call: ast.FunctionReference) -> Part | None:
        arguments = call.arguments.positional
        if (
            call.id.name != "CMD"
            or call.arguments.named
            or len(arguments) != 1
            or not isinstance(arguments[0], ast.StringLiteral)
        ):
            return None
        path = str(arguments[0].parse()["value"])
        command = self.command
        # written when formatted: a command's mention changes once Discord gives its id
        return _checked(lambda _: command(path))


def _joined(parts: tuple[Part, ...], args: Args) -> str:
    return "".join([part if isinstance(part, str) else part(args) for part in parts])


def _checked(part: Callable[[Args], str]) -> Callable[[Args], str]:
    def checked(args: Args) -> str:
        text = part(args)
        if len(text) > MAX_PART_LENGTH:
            raise NeedsFluent
        return text

    return checked


def _placeable(parts: tuple[Part, ...]) -> Part | None:
    """Another message's parts as one placeable of this pattern (Fluent checks its length)."""
    if all(isinstance(part, str) for part in parts):
        text = "".join(parts)  # type: ignore[arg-type]  # all text, just checked
        return None if len(text) > MAX_PART_LENGTH else text
    return _checked(lambda args: _joined(parts, args))


def _number(value: Any) -> int:
    """A number Fluent would write as its digits (``bot.i18n._plain``): a natural number."""
    if type(value) is not int or value < 0:  # bool, floats, a minus sign by locale: Fluent's
        raise NeedsFluent
    return value


def _variable(name: str) -> Part:
    def variable(args: Args) -> str:
        value = args.get(name)
        if isinstance(value, str):
            if len(value) > MAX_PART_LENGTH:
                raise NeedsFluent
            return value
        return str(_number(value))

    return variable


def _chooser(
    name: str,
    variants: tuple[tuple[str | int | float, tuple[Part, ...]], ...],
    default: tuple[Part, ...],
    plural: Callable[[int], str],
) -> Part:
    """Fluent's choice: the first variant whose key is the text, the number or the number's
    plural category; else the default."""
    numbered = any(not isinstance(key, str) for key, _ in variants)

    def choose(args: Args) -> tuple[Part, ...]:
        value = args.get(name)
        if isinstance(value, str):
            if numbered:  # Fluent would compare the text with the number's plural category
                raise NeedsFluent
            return next((parts for key, parts in variants if key == value), default)
        number = _number(value)
        category: str | None = None
        for key, parts in variants:
            if isinstance(key, str):
                category = category or plural(number)
                if key == category:
                    return parts
            elif key == number:
                return parts
        return default

    return _checked(lambda args: _joined(choose(args), args))
