"""Escape from Elba's statistics (``Engine.statistics``), counted from the table's public log.

Every figure comes from a public event or from the public view before and after a move: fights
and their weapons are counted at the result, which shows both declarations (they are secret
only until both are in); a card taken from a hand counts as taken, never as a letter. A word
*spelled* is one laid out on the table for everyone: a jump's word, an escape attempt's word, a
weapon used in a fight, a word (three letters or more) kept in the bag at the cleanup.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.core import Event, Statistics
from rules.elba.models import ElbaState
from rules.elba.view import ElbaView

SEAT_STATS = (
    "fights-won",
    "fights-lost",
    "jumps",
    "escape-attempts",
    "escaped",
    "words-spelled",
    "weapons-used",
    "weapons-proposed",
    "weapons-accepted",
    "cards-taken",
    "spaces-moved",
    "hosts-moved",
    "times-thrown",
    "strength-gained",
)
TABLE_STATS = ("turns", "rounds", "fights")

#: the shortest word a bag may keep (at most two loose letters otherwise, §4)
WORD_LENGTH = 3


def count_move(stats: Statistics, before: ElbaView, after: ElbaView, events: list[Event]) -> None:
    """Count one move: its public events, then what changed on the table."""
    if "turns" not in stats.table:  # the first move: the game's first turn is under way
        stats.add(None, "turns", before["turn"])
        stats.add(None, "rounds", _round(before, before["turn"]))
    for e in events:
        _count_event(stats, after, e)
    if after["turn"] != before["turn"]:
        stats.add(None, "turns", after["turn"] - before["turn"])
        stats.add(None, "rounds", _round(after, after["turn"]) - _round(before, before["turn"]))
    for old, new in zip(before["hosts"], after["hosts"], strict=True):
        if new["seat"] is not None and new["strength"] > old["strength"]:
            stats.add(new["seat"], "strength-gained", new["strength"] - old["strength"])


def count_end(stats: Statistics, final: ElbaState) -> None:
    """The end shows everyone who escaped, if anybody did (a game stopped before its end, by
    a forfeit, counts nobody)."""
    if final.winner is not None:
        stats.add(final.winner, "escaped")


def _round(view: ElbaView, turn: int) -> int:
    """The round a turn belongs to: every seat plays once a round."""
    return -(-turn // view["num_players"])


def _seats(view: ElbaView, hosts: Iterable[int]) -> list[int]:
    """The seats of these hosts that are players (Campbell and the Napoleons have none)."""
    return [s for h in hosts if (s := view["hosts"][h]["seat"]) is not None]


def _count_event(stats: Statistics, view: ElbaView, e: Event) -> None:
    d = e.data
    if e.kind == "fight_result":
        stats.add(None, "fights")
        loser = d["defender"] if d["winner"] == d["aggressor"] else d["aggressor"]
        for seat in _seats(view, [d["winner"]]):
            stats.add(seat, "fights-won")
        for seat in _seats(view, [loser]):
            stats.add(seat, "fights-lost")
        for host, words in zip((d["aggressor"], d["defender"]), d["weapons"], strict=True):
            for seat in _seats(view, [host]):
                if words:
                    stats.add(seat, "weapons-used", len(words))
                    stats.add(seat, "words-spelled", len(words))
    elif e.kind == "jump":
        for seat in _seats(view, [d["host"]]):
            stats.add(seat, "jumps")
            stats.add(seat, "words-spelled")
    elif e.kind == "escape_attempt":
        stats.add(d["seat"], "escape-attempts")
        stats.add(d["seat"], "words-spelled")
    elif e.kind == "keep" and len(d["letters"]) >= WORD_LENGTH:
        stats.add(d["seat"], "words-spelled")
    elif e.kind == "weapon_proposed":
        stats.add(d["seat"], "weapons-proposed")
    elif e.kind == "weapon_vote" and d["accepted"]:
        # everybody but the proposer votes: the one seat missing from the ballots proposed it
        voted = {*d["for"], *d["against"]}
        for seat in range(view["num_players"]):
            if seat not in voted:
                stats.add(seat, "weapons-accepted")
    elif e.kind == "steal":
        stats.add(d["to"], "cards-taken")
    elif e.kind == "move":
        for seat in _seats(view, [d["host"]]):
            stats.add(seat, "spaces-moved")
    elif e.kind == "move_host":
        stats.add(d["seat"], "hosts-moved")
    elif e.kind == "thrown":
        for seat in _seats(view, [d["host"]]):
            stats.add(seat, "times-thrown")
