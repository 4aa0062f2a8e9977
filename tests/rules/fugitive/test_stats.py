"""Fugitive's statistics (rules/fugitive/stats.py): hand-built moves whose figures are known,
seeded games whose figures must agree with their last position, and the secrecy of face-down
hideouts: a number counts only once face up, and the figures stay the same when what the
Marshal cannot see is drawn anew."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from rules.core import Rng, Statistics
from rules.fugitive import FugitiveEngine
from rules.fugitive.content import SETUP_DRAWS, STARTING_HAND
from rules.fugitive.models import ESCAPE, Draw, Guess, Hide, Options, Pass, Pick, Place, Sprint
from tests.rules.fugitive.test_rules import ENGINE, FUG, MAR, play, scenario
from tests.rules.stats_support import redrawn
from tests.rules.test_every_engine import played


def figures(state: Any, *moves: tuple[int, Any]) -> Statistics:
    return ENGINE.statistics(state, list(moves))


def test_a_hideout_counts_with_its_sprint_cards_but_not_its_number() -> None:
    state = scenario([7, 2, 4, 30])  # 7 from card 0 needs four more footprints: 2 and 4
    moves = [Hide(card=7), Sprint(card=2), Sprint(card=4), Place()]
    stats = figures(state, *((FUG, m) for m in moves))
    assert stats.seats == [{"hideouts-placed": 1, "sprint-cards-used": 2}, {}]
    assert stats.table == {"turns": 3, "hideouts-unfound": 1}  # no highest hideout: 7 is hidden


def test_the_marshals_hit_counts_and_shows_the_number() -> None:
    state = scenario([30], route=[(3, [], False), (9, [2, 1], False)], phase="marshal_guess")
    stats = figures(state, (MAR, Pick(number=9)), (MAR, Guess()))
    assert stats.seats == [{}, {"guesses": 1, "hits": 1, "hideouts-found": 1}]
    assert stats.table == {
        "turns": 4,
        "highest-hideout": 9,
        "highest-found": 9,
        "hideouts-unfound": 1,
    }


def test_a_hidden_hideout_does_not_count_until_revealed() -> None:
    state = scenario([30], route=[(3, [], False), (9, [2, 1], False)], phase="marshal_guess")
    assert "highest-hideout" not in figures(state).table
    missed = figures(state, (MAR, Pick(number=2)), (MAR, Guess()))  # 2 is a sprint card
    assert missed.seats[MAR] == {"guesses": 1}
    assert "highest-hideout" not in missed.table and missed.table["hideouts-unfound"] == 2
    # 3 found, 9 still face down: the highest hideout counted is 3, not 9
    found = figures(state, (MAR, Pick(number=3)), (MAR, Guess()))
    assert found.table["highest-hideout"] == found.table["highest-found"] == 3


def test_several_hideouts_found_by_one_guess() -> None:
    state = scenario([30], route=[(3, [], False), (5, [], False), (8, [], False)])
    state.phase = "marshal_guess"
    moves = [Pick(number=8), Pick(number=3), Guess()]
    stats = figures(state, *((MAR, m) for m in moves))
    assert stats.seats[MAR] == {"guesses": 1, "hits": 1, "hideouts-found": 2}
    assert stats.table["highest-found"] == 8 and stats.table["hideouts-unfound"] == 1


def test_an_escape_counts_the_42_and_leaves_the_face_down_ones_unfound() -> None:
    state = scenario([42], route=[(30, [], True), (39, [], False)])
    stats = figures(state, (FUG, Hide(card=ESCAPE)), (FUG, Place()))
    assert stats.seats == [{"hideouts-placed": 1, "escaped": 1}, {}]
    assert stats.table == {"turns": 3, "highest-hideout": ESCAPE, "hideouts-unfound": 1}


def _manhunt() -> Any:
    hunt = scenario([42], route=[(n, [], False) for n in (3, 6, 39)])
    return play(hunt, FUG, Hide(card=ESCAPE), Place())[0]


def test_a_manhunt_lost_by_the_marshal() -> None:
    stats = figures(_manhunt(), (MAR, Pick(number=4)), (MAR, Guess()))
    assert stats.seats == [{"escaped": 1}, {"guesses": 1}]
    hunt = scenario([42], route=[(n, [], False) for n in (3, 6, 39)])
    started = figures(hunt, (FUG, Hide(card=ESCAPE)), (FUG, Place()))
    assert started.seats == [{"hideouts-placed": 1}, {"manhunts": 1}]


def test_a_manhunt_won_by_the_marshal() -> None:
    moves = [(MAR, m) for n in (3, 6, 39) for m in (Pick(number=n), Guess())]
    stats = figures(_manhunt(), *moves)
    assert stats.seats == [{}, {"guesses": 3, "hits": 3, "hideouts-found": 3, "manhunts-won": 1}]
    assert "hideouts-unfound" not in stats.table


def test_draws_and_passes_count_for_their_seat() -> None:
    state = scenario([30], route=[(3, [], False)], phase="fugitive_draw")
    stats = figures(state, (FUG, Draw(pile=1)), (FUG, Pass()), (MAR, Draw(pile=2)))
    assert stats.seats == [{"cards-drawn": 1, "passes": 1}, {"cards-drawn": 1}]


# -- seeded games --------------------------------------------------------------------------------

SEEDS = range(1, 7)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_figures_agree_with_the_last_position(seed: int) -> None:
    setup, _, final = played("fugitive", 2, seed)
    stats = ENGINE.statistics(setup, played("fugitive", 2, seed)[1])
    fugitive, marshal = stats.seats
    hideouts = final.route[1:]
    # every hideout at the end, face down or face up, was placed, with its sprint cards
    assert fugitive["hideouts-placed"] == len(hideouts)
    assert fugitive.get("sprint-cards-used", 0) == sum(len(h.sprints) for h in hideouts)
    found = [h for h in hideouts if h.face_up and h.number != ESCAPE]
    assert marshal.get("hideouts-found", 0) == len(found)
    assert stats.table.get("hideouts-unfound", 0) == sum(not h.face_up for h in hideouts)
    # a game ends with every hideout found or with the 42 laid: the highest is known then
    assert stats.table["highest-hideout"] == max(h.number for h in hideouts)
    assert stats.table.get("highest-found", 0) == max((h.number for h in found), default=0)
    assert marshal.get("guesses", 0) == len(final.guesses)
    assert marshal.get("hits", 0) == sum(g.hit for g in final.guesses)
    assert fugitive.get("escaped", 0) == (final.winner == FUG)
    assert stats.table["turns"] == final.turn
    # cards: the Fugitive's start and draws less what he laid; the Marshal holds her draws
    start = len(STARTING_HAND) + sum(SETUP_DRAWS)
    laid = fugitive["hideouts-placed"] + fugitive.get("sprint-cards-used", 0)
    assert len(final.hands[FUG]) == start + fugitive.get("cards-drawn", 0) - laid
    assert len(final.hands[MAR]) == marshal.get("cards-drawn", 0)


def test_event_cards_drawn_are_no_cards_drawn() -> None:
    options = Options(events="random")
    events = 0
    for seed in SEEDS:
        setup, moves, _ = played("fugitive", 2, seed, options)
        stats = ENGINE.statistics(setup, moves)
        draws = Counter(seat for seat, action in moves if isinstance(action, Draw))
        for seat, counts in enumerate(stats.seats):
            drawn = counts.get("cards-drawn", 0) + counts.get("event-cards", 0)
            assert drawn == draws[seat], (seed, seat)
            events += counts.get("event-cards", 0)
    assert events  # the seeds drew event cards


def test_the_figures_do_not_change_when_the_fugitives_secrets_are_drawn_anew() -> None:
    for seed in SEEDS:
        setup, moves, _ = played("fugitive", 2, seed)
        stats = ENGINE.statistics(setup, moves)
        for seat in (FUG, MAR):
            assert redrawn(ENGINE, setup, moves, seat, Rng(s=seed)) == stats, (seed, seat)


class Leaky(FugitiveEngine):
    """Counts the highest hideout from every number the end's view lists, face down too."""

    def _tally_end(self, stats: Statistics, final: Any) -> None:
        numbers = [h["number"] for h in self.view(final, None)["route"]]
        stats.add(None, "highest-hideout", max(n for n in numbers if n != ESCAPE))


def test_a_face_down_hideout_at_the_end_never_counts() -> None:
    """The end's public view lists every number (for the recap), yet redrawing what the
    Marshal could not see changes no figure; a figure that read those numbers would change."""
    leaky, caught = Leaky(), 0
    for seed in range(1, 30):
        final = played("fugitive", 2, seed)[2]
        counted, leaked = Statistics(seats=[{}, {}]), Statistics(seats=[{}, {}])
        ENGINE._tally_end(counted, final)
        leaky._tally_end(leaked, final)
        for k in range(3):
            other = ENGINE.resample_hidden(final, MAR, Rng(s=seed * 10 + k))
            again, leaked_again = Statistics(seats=[{}, {}]), Statistics(seats=[{}, {}])
            ENGINE._tally_end(again, other)
            leaky._tally_end(leaked_again, other)
            assert again == counted, (seed, k)
            caught += leaked_again != leaked
    assert caught  # the redraws did change a face-down hideout that decides the leaky figure
