"""Spelling words from a bag: multiset containment over the 11 deck letters (§2, §7, §8).

Bags are passed around as their letters sorted into a string (the "bag key"), so the costly
lookups (every word of the list a bag spells) can be cached per distinct bag.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import combinations

from rules.elba.content import bag_words, weapon_words

LETTERS = "ABCEFLMOPRS"
_INDEX = {ch: i for i, ch in enumerate(LETTERS)}


def bag_key(letters: Iterable[str]) -> str:
    return "".join(sorted(letters))


@cache
def counts(word: str) -> tuple[int, ...]:
    out = [0] * len(LETTERS)
    for ch in word:
        idx = _INDEX.get(ch)
        if idx is None:  # a letter no card shows can never be spelled
            return (99,) * len(LETTERS)
        out[idx] += 1
    return tuple(out)


def _mask(c: tuple[int, ...]) -> int:
    return sum(1 << i for i, n in enumerate(c) if n)


def contains(big: tuple[int, ...], small: tuple[int, ...]) -> bool:
    return all(b >= s for b, s in zip(big, small, strict=True))


def spells(bag: str, word: str) -> bool:
    """True when the bag's letters contain the word's letters as a multiset (order free)."""
    return contains(counts(bag_key(bag)), counts(word))


@cache
def _indexed(words: tuple[str, ...]) -> tuple[tuple[str, int, tuple[int, ...]], ...]:
    return tuple((w, _mask(counts(w)), counts(w)) for w in words)


@cache
def _sorted_bag_words() -> tuple[str, ...]:
    return tuple(sorted(bag_words()))


def _spellable(key: str, words: tuple[str, ...]) -> tuple[str, ...]:
    have = counts(key)
    mask = _mask(have)
    return tuple(w for w, m, c in _indexed(words) if not m & ~mask and contains(have, c))


@cache
def spellable_words(key: str) -> tuple[str, ...]:
    """Every valid bag word (§8, 3+ letters) the bag spells, alphabetical."""
    return _spellable(key, _sorted_bag_words())


@cache
def keep_options(key: str) -> tuple[str, ...]:
    """Every kept set a cleanup may choose: each sub-multiset of at most 2 letters (sorted,
    including the empty one), then each valid word the bag spells."""
    small: set[str] = {""}
    small.update(key)
    small.update("".join(pair) for pair in combinations(key, 2))
    return (*sorted(small, key=lambda s: (len(s), s)), *spellable_words(key))


@cache
def weapon_combos(key: str, extra: tuple[str, ...], max_bonus: int) -> tuple[tuple[str, ...], ...]:
    """Every weapon declaration the bag allows (§7): none, one weapon, or two different weapons
    from disjoint cards, up to ``max_bonus`` words. ``extra``: words accepted by a vote."""
    known = tuple(sorted(set(weapon_words()) | set(extra)))
    singles = _spellable(key, known)
    out: list[tuple[str, ...]] = [()]
    if max_bonus >= 1:
        out.extend((w,) for w in singles)
    if max_bonus >= 2:
        have = counts(key)
        out.extend((a, b) for a, b in combinations(singles, 2) if contains(have, counts(a + b)))
    return tuple(out)


@cache
def proposable_words(key: str, extra: tuple[str, ...]) -> tuple[str, ...]:
    """Valid words the bag spells that are not weapons yet (candidates for a §7.4 vote)."""
    known = set(weapon_words()) | set(extra)
    return tuple(w for w in spellable_words(key) if w not in known)


@cache
def best_bonus(key: str, extra: tuple[str, ...], max_bonus: int) -> int:
    combos = weapon_combos(key, extra, max_bonus)
    return max(len(c) for c in combos)
