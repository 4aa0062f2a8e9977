"""Alcatraz's statistics: what a staged move must count, figures that agree with the final
position (and with ``simulate``'s tallies) in whole games, and secret ballots never counted
before they are revealed, nor the final vote's, which the rules never reveal."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import LOCALES
from rules.alcatraz.content import tasks
from rules.alcatraz.models import State
from rules.alcatraz.stats import SEAT_STATS, TABLE_STATS
from rules.core import Statistics
from tests.rules.alcatraz.test_support import E, stage
from tests.rules.alcatraz.test_tasks import solo
from tests.rules.test_every_engine import played


class Log:
    """A staged position and the moves played from it (each checked legal as it is played)."""

    def __init__(self, setup: State) -> None:
        self.setup = self.state = setup
        self.moves: list[tuple[int, Any]] = []

    def __call__(self, seat: int, action: dict[str, Any]) -> Log:
        parsed = E.parse_action(action)
        self.state, _ = E.apply(self.state, seat, parsed)
        self.moves.append((seat, parsed))
        return self

    def stats(self) -> Statistics:
        return E.statistics(self.setup, self.moves)


def _get(stats: Statistics, seat: int, key: str) -> int:
    return stats.seats[seat].get(key, 0)


def test_a_steal_counts_for_the_thief() -> None:
    log = Log(stage(at=[5, 5, 12], items={1: ["drugs"]}))  # seat 2 is the scapegoat
    stats = log(0, {"type": "steal", "target": 1, "what": "drugs"}).stats()
    assert stats.seats[0] == {"steals": 1}
    assert stats.seats[1] == {} and stats.seats[2] == {"times-scapegoat": 1}
    assert stats.table == {"rounds": 1}


def test_the_scapegoat_vote_counts_once_every_ballot_is_in() -> None:
    log = Log(stage())  # round 1: seat 0 plays, then seat 1; seat 2 is the scapegoat
    log(0, {"type": "end_turn"})(1, {"type": "end_turn"})
    assert log.state.phase == "vote"
    log(0, {"type": "vote", "candidate": 1})(2, {"type": "vote", "candidate": 1})
    secret = log.stats()
    assert all("votes-received" not in s for s in secret.seats)  # two of three ballots cast
    stats = log(1, {"type": "vote", "candidate": 0}).stats()
    assert [_get(stats, s, "votes-received") for s in range(3)] == [1, 2, 0]
    assert [_get(stats, s, "times-scapegoat") for s in range(3)] == [0, 1, 1]
    assert stats.table == {"rounds": 2}
    assert log.state.scapegoat == 1 and secret.seats[1] == {}


def test_the_vote_on_who_stays_behind_is_never_counted() -> None:
    setup = solo("F2", n=4, at=[5, 9, 12, 1], scapegoat=3, plan={0: "ABCDE", 3: "A"})
    setup.task_deck = [c for c in setup.task_deck if tasks()[c].step == "A"]
    log = Log(setup)(0, {"type": "task_start"})
    for item in ("clothes", "knives"):
        log(0, {"type": "task_pledge", "owner": 0, "item": item})
    log(0, {"type": "task_complete"})
    assert log.state.phase == "stay_vote" and log.state.voters == [0]
    stats = log(0, {"type": "vote", "candidate": 2}).stats()
    assert all("votes-received" not in s for s in stats.seats)
    assert [_get(stats, s, "escaped") for s in range(4)] == [1, 1, 0, 1]
    assert [_get(stats, s, "left-behind") for s in range(4)] == [0, 0, 1, 0]
    assert stats.seats[0]["tasks-completed"] == 1
    assert stats.table == {"rounds": 1, "tasks-done": 1, "escape": 1}


def test_a_task_counts_for_its_performer_and_those_who_gave_items() -> None:
    # A3 needs two knives and drugs: seat 2 refuses its knives, seat 1 hands in its own
    setup = solo("A3", items={0: ["knives", "drugs"], 1: ["knives"], 2: ["knives"]}, at=[5, 5, 5])
    log = Log(setup)(0, {"type": "task_start"})
    log(0, {"type": "task_pledge", "owner": 0, "item": "knives"})
    log(0, {"type": "task_pledge", "owner": 0, "item": "drugs"})
    log(0, {"type": "task_pledge", "owner": 2, "item": "knives"})
    log(2, {"type": "task_answer", "accept": False})
    log(0, {"type": "task_pledge", "owner": 1, "item": "knives"})
    stats = log(1, {"type": "task_answer", "accept": True})(0, {"type": "task_complete"}).stats()
    assert stats.seats[0] == {"tasks-completed": 1}
    assert stats.seats[1] == {"tasks-helped": 1}
    assert "tasks-helped" not in stats.seats[2]
    assert stats.table["tasks-done"] == 1


@pytest.mark.parametrize("accept", [True, False])
def test_a_trade_counts_for_both_sides_once_accepted(accept: bool) -> None:
    log = Log(stage(at=[5, 5, 12], items={0: ["keys"], 1: ["tools"]}))
    log(0, {"type": "trade_open", "partner": 1})
    log(0, {"type": "trade_add", "side": "give", "what": "keys"})
    log(0, {"type": "trade_offer"})
    stats = log(1, {"type": "trade_answer", "accept": accept}).stats()
    assert [_get(stats, s, "trades") for s in range(3)] == ([1, 1, 0] if accept else [0, 0, 0])


@pytest.mark.parametrize("players", [3, 4])
def test_whole_games_agree_with_their_final_position_and_the_tallies(players: int) -> None:
    for seed in range(4):
        setup, moves, final = played("alcatraz", players, seed)
        stats = E.statistics(setup, moves)
        result, outcome = final.result, E.outcome(final)
        assert result is not None and outcome is not None
        wins = [_get(stats, s, "escaped") for s in range(players)]
        assert wins == [int(s in outcome.winners) for s in range(players)]
        assert stats.table["escape"] == int(result.reason == "escape")
        assert stats.table["rounds"] == final.round
        done = sum(_get(stats, s, "tasks-completed") for s in range(players))
        assert stats.table.get("tasks-done", 0) == done == final.tasks_done
        # every scapegoat vote gives one ballot per prisoner; the last vote's are not shown
        votes = sum(_get(stats, s, "votes-received") for s in range(players))
        assert votes == players * final.elections, seed
        for s, kept in enumerate(final.tallies):  # simulate's own public counts
            mine = [_get(stats, s, k) for k in ("times-scapegoat", "steals", "riots", "blackmails")]
            assert mine == [kept.goat_rounds, kept.steals, kept.riots, kept.blackmail], (seed, s)


#: the ballots checked in each game (two votes of four); and a seed whose game ends with the
#: vote on who stays behind (rare among the computers' games: the first at four players)
EARLY_BALLOTS = 8
STAY_VOTE_SEED = 14


def test_a_ballot_in_whole_games_counts_nothing_until_all_are_revealed() -> None:
    """In played games, a ballot that leaves others still to come changes no figure (the
    first two scapegoat votes of each game are checked), and the last ballot of the vote on
    who stays behind adds no vote received."""
    checked: dict[str, int] = {"vote": 0, "stay_vote": 0}
    for seed in (*range(4), STAY_VOTE_SEED):
        setup, moves, _ = played("alcatraz", 4, seed)
        state, ballots = setup, 0
        for k, (seat, action) in enumerate(moves):
            phase = state.phase
            state, _ = E.apply(state, seat, action)
            if action.type != "vote" or (phase == "vote" and ballots == EARLY_BALLOTS):
                continue
            ballots += phase == "vote"
            before, after = E.statistics(setup, moves[:k]), E.statistics(setup, moves[: k + 1])
            if state.phase == phase:  # more ballots to come
                assert after == before, (seed, k)
            elif phase == "stay_vote":
                received = [[s.get("votes-received") for s in x.seats] for x in (before, after)]
                assert received[0] == received[1], (seed, k)
            checked[phase] += 1
    assert checked["vote"] >= 4 * EARLY_BALLOTS and checked["stay_vote"], checked


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_figure_has_a_label(lang: str) -> None:
    text = (LOCALES / lang / "alcatraz.ftl").read_text(encoding="utf-8")
    labels = {line.split(" = ")[0] for line in text.splitlines() if line.startswith("stat-")}
    assert labels == {f"stat-alcatraz-{name}" for name in (*SEAT_STATS, *TABLE_STATS)}
