"""Escape from Elba's statistics: what a staged move must count, figures that agree with the
final position of whole games, and nothing counted while a weapon declaration is secret."""

from __future__ import annotations

import pytest

from bot.i18n import LOCALES
from rules.core import Statistics
from rules.elba.models import (
    Arm,
    ElbaAction,
    ElbaState,
    Escape,
    Jump,
    Move,
    MoveHost,
    ProposeWeapon,
    Take,
    Vote,
)
from rules.elba.stats import SEAT_STATS, TABLE_STATS
from tests.rules.elba.test_combat import duel
from tests.rules.elba.test_helpers import E, actions_phase, new_game, put, rig, set_cards
from tests.rules.test_every_engine import played

Moves = list[tuple[int, ElbaAction]]


def counted(setup: ElbaState, moves: Moves) -> Statistics:
    """The figures of these moves from ``setup`` (each is played first, so a refused one
    fails the test where it is written)."""
    state = setup
    for seat, action in moves:
        state, _ = E.apply(state, seat, action)
    return E.statistics(setup, moves)


def test_a_fight_counts_for_its_winner_and_its_loser() -> None:
    setup = duel()
    rig(setup, [6, 1, 1, 1])  # 6 + 1 beats 1 + 1; the loser is thrown to 1-1
    stats = counted(setup, [(0, Move(to="cafe"))])
    assert stats.seats[0] == {"spaces-moved": 1, "fights-won": 1}
    assert stats.seats[1] == {"fights-lost": 1, "strength-gained": 1, "times-thrown": 1}
    assert stats.seats[2] == {}
    assert stats.table == {"turns": 1, "rounds": 1, "fights": 1}


def test_the_defender_who_wins_and_takes_a_card() -> None:
    setup = duel()
    set_cards(setup, 0, hand="", bag="ELBA")
    rig(setup, [1, 6, 1, 1])  # the aggressor loses; the defender takes a bag card
    stats = counted(setup, [(0, Move(to="cafe")), (1, Take(source="bag", letter="B"))])
    assert stats.seats[1] == {"fights-won": 1, "cards-taken": 1}
    assert stats.seats[0]["fights-lost"] == 1 and "cards-taken" not in stats.seats[0]


def test_weapons_count_when_the_result_shows_them_and_not_while_secret() -> None:
    setup = duel(aggressor_bag="BAR", defender_bag="SAP")
    rig(setup, [3, 3, 6, 6])
    moves: Moves = [(0, Move(to="cafe")), (0, Arm(words=["BAR"]))]
    declared = counted(setup, moves)
    assert declared == counted(setup, moves[:1])  # one declaration in: nothing shows
    assert "weapons-used" not in declared.seats[0] and "fights" not in declared.table
    stats = counted(setup, [*moves, (1, Arm(words=[]))])
    assert stats.seats[0]["weapons-used"] == 1 and stats.seats[0]["words-spelled"] == 1
    assert stats.seats[0]["fights-won"] == 1 and "weapons-used" not in stats.seats[1]


@pytest.mark.parametrize("accept", [True, False])
def test_a_proposed_weapon_and_its_acceptance_count_for_the_proposer(accept: bool) -> None:
    setup = duel(aggressor_bag="FOAM")  # a word, but no listed weapon
    rig(setup, [3, 4, 6, 6])
    moves: Moves = [
        (0, Move(to="cafe")),
        (0, ProposeWeapon(word="FOAM")),
        (1, Vote(accept=accept)),
        (2, Vote(accept=accept)),
    ]
    stats = counted(setup, moves)
    assert stats.seats[0]["weapons-proposed"] == 1
    assert stats.seats[0].get("weapons-accepted", 0) == (1 if accept else 0)
    assert all("weapons-accepted" not in s and "weapons-proposed" not in s for s in stats.seats[1:])


def test_an_escape_counts_its_word_and_the_end_shows_who_escaped() -> None:
    setup = actions_phase(new_game(), 0, ap=3)
    set_cards(setup, 0, hand="", bag="ELBA")
    put(setup, "P1", "west_tower", strength=4)
    rig(setup, [3])  # below strength 4
    stats = counted(setup, [(0, Escape(word="ELBA"))])
    assert stats.seats[0] == {"escape-attempts": 1, "words-spelled": 1, "escaped": 1}
    assert stats.seats[1:] == [{}, {}]  # a figure never counted is absent


def test_a_jump_and_a_moved_host() -> None:
    setup = actions_phase(new_game(), 0, ap=3)
    put(setup, "P1", "north_tower")
    set_cards(setup, 0, hand="", bag="ROOM")
    jump: Moves = [(0, Jump(to="map_room"))]
    after, _ = E.apply(setup, *jump[0])
    push = next(a for a in E.legal_actions(after, 0) if isinstance(a, MoveHost))
    stats = counted(setup, [*jump, (0, push)])
    assert stats.seats[0] == {"jumps": 1, "words-spelled": 1, "hosts-moved": 1}


def _get(stats: Statistics, seat: int, key: str) -> int:
    return stats.seats[seat].get(key, 0)


@pytest.mark.parametrize("players", [3, 6])
def test_whole_games_agree_with_their_final_position(players: int) -> None:
    for seed in range(4):
        setup, moves, final = played("elba", players, seed)
        stats = E.statistics(setup, moves)
        outcome = E.outcome(final)
        assert outcome is not None
        wins = [_get(stats, s, "escaped") for s in range(players)]
        assert wins == [int(s in outcome.winners) for s in range(players)]
        assert stats.table["fights"] == final.stats.fights
        assert stats.table["turns"] == final.turn
        attempts = sum(_get(stats, s, "escape-attempts") for s in range(players))
        assert attempts == final.stats.failed_escapes + len(outcome.winners)
        for s in range(players):
            kept = final.seat_stats_of(s)  # simulate's own counts, kept on the state
            mine = [_get(stats, s, k) for k in ("jumps", "weapons-proposed", "weapons-accepted")]
            assert mine == [kept.jumps, kept.proposals, kept.accepted], (seed, s)
            gained = final.hosts[s].strength - setup.hosts[s].strength
            assert _get(stats, s, "strength-gained") == gained, (seed, s)
            # every lost fight and every failed escape throws the seat's host somewhere
            failed = _get(stats, s, "escape-attempts") - _get(stats, s, "escaped")
            lost = _get(stats, s, "fights-lost")
            assert _get(stats, s, "times-thrown") == lost + failed, (seed, s)


def test_a_secret_declaration_in_whole_games_changes_no_figure() -> None:
    """In played games, a weapon declaration that leaves the other fighter still to declare
    counts nothing: the figures before and after it are the same."""
    checked = 0
    for seed in range(6):
        setup, moves, _ = played("elba", 3, seed)
        state = setup
        for k, (seat, action) in enumerate(moves):
            state, events = E.apply(state, seat, action)
            # the other fighter still declares: the fight is not resolved by this move
            if isinstance(action, Arm) and "fight_result" not in [e.kind for e in events]:
                assert E.statistics(setup, moves[: k + 1]) == E.statistics(setup, moves[:k])
                checked += 1
    assert checked  # the seeds hold such declarations


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_figure_has_a_label(lang: str) -> None:
    text = (LOCALES / lang / "elba.ftl").read_text(encoding="utf-8")
    labels = {line.split(" = ")[0] for line in text.splitlines() if line.startswith("stat-")}
    assert labels == {f"stat-elba-{name}" for name in (*SEAT_STATS, *TABLE_STATS)}
