"""The computer player: always legal, finishes games and escapes often enough to stand in for
people, votes, plans routes without walking back and forth, trades fairly, pools items, uses
the Radio Room and blackmail, and each seat plays for itself from what it can see."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from rules.alcatraz.actions import Move
from rules.alcatraz.ai import choose
from rules.alcatraz.ai_world import dist_table
from rules.alcatraz.models import State
from rules.core import Rng
from tests.rules.alcatraz import ai_before
from tests.rules.alcatraz.test_support import E, act, stage
from tests.rules.alcatraz.test_tasks import solo

SEEDS = range(24)


def bot(s: State, seat: int) -> dict[str, object]:
    action = E.bot_action(s, seat, Rng(s=1))
    assert action in E.legal_actions(s, seat)
    return action.model_dump(mode="json")


def bot_game(n: int, seed: int, watch: list[str] | None = None) -> State:
    """A whole game of computer players; every choice is checked against the legal list.
    ``watch`` collects the turns where a prisoner walked A→B→A without acting at B."""
    rng = Rng(s=seed)
    s = E.setup(n, None, seed)
    path: list[tuple[int, int]] = []
    for _ in range(20000):
        seats = E.to_act(s)
        if not seats:
            return s
        seat = seats[0]
        action = E.bot_action(s, seat, rng)
        assert action in E.legal_actions(s, seat)
        if watch is not None and s.phase == "actions" and seat == s.current:
            if isinstance(action, Move):
                path.append((s.players[seat].location, action.to))
                if len(path) >= 2 and path[-2] == (action.to, path[-1][0]):
                    watch.append(f"seed {seed} round {s.round} seat {seat}: {path[-2:]}")
            elif action.type not in ("stamina", "bribe"):
                path = []  # acted (or the turn ended): a new leg starts
        s, _ = E.apply(s, seat, action)
    raise AssertionError("the computer players never finished")


@cache
def games(n: int) -> tuple[tuple[State, ...], tuple[str, ...]]:
    watch: list[str] = []
    return tuple(bot_game(n, seed, watch) for seed in SEEDS), tuple(watch)


# -- whole games ----------------------------------------------------------------------------------


@pytest.mark.slow
def test_bots_finish_games_with_legal_moves_and_complete_tasks() -> None:
    for n in (3, 4):
        finished, _ = games(n)
        assert all(E.outcome(s) is not None for s in finished)
        assert sum(s.tasks_done for s in finished) >= 3 * len(finished)


def test_computer_teams_escape_in_at_least_a_third_of_games() -> None:
    """The issue's target, measured over fixed seeds (about three in four escape today; the
    old computer players escaped in one game in fifteen)."""
    for n in (3, 4):
        finished, _ = games(n)
        escapes = sum(1 for s in finished if s.result and s.result.reason == "escape")
        assert escapes * 3 >= len(finished), (n, escapes)


def test_the_scapegoat_is_not_re_elected_by_default() -> None:
    """The old computer players re-elected the same scapegoat 9 times in 12 elections."""
    for n in (3, 4):
        finished, _ = games(n)
        elections = sum(s.elections for s in finished)
        reelections = sum(s.reelections for s in finished)
        assert reelections * 3 <= elections, (n, reelections, elections)


def test_no_walking_back_and_forth() -> None:
    for n in (3, 4):
        _, watch = games(n)
        assert not watch, watch


# -- each seat plays for itself from what it can see ------------------------------------------


@pytest.mark.slow
def test_choices_do_not_depend_on_hidden_information() -> None:
    for n, seed in ((3, 101), (4, 102), (3, 103)):
        rng = Rng(s=seed)
        s = E.setup(n, None, seed)
        checked = 0
        while E.to_act(s) and checked < 400:
            seat = E.to_act(s)[0]
            mine = choose(s, seat, Rng(s=7))
            for salt in (1, 2):
                assert choose(E.resample_hidden(s, seat, Rng(s=salt)), seat, Rng(s=7)) == mine
            checked += 1
            s, _ = E.apply(s, seat, E.bot_action(s, seat, rng))


def test_choices_are_deterministic_and_leave_the_state_alone() -> None:
    s = E.setup(4, None, 5)
    for _ in range(120):
        seat = E.to_act(s)[0]
        before = s.model_dump_json()
        a, b = choose(s, seat, Rng(s=3)), choose(s.model_copy(deep=True), seat, Rng(s=3))
        assert a == b
        assert s.model_dump_json() == before  # thinking ahead puts every pawn back
        s, _ = E.apply(s, seat, a)


# -- votes ------------------------------------------------------------------------------------


def _to_vote(s: State) -> State:
    while s.phase == "actions":
        s = act(s, s.current, {"type": "end_turn"})
    return s


def test_bot_never_votes_for_itself_and_avoids_a_blackmailer() -> None:
    s = stage(n=4, at=[1, 5, 9, 12], items={0: ["keys"], 1: ["tools"], 3: ["drugs"]}, scapegoat=2)
    s.players[2].blackmail = [s.blackmail_deck.pop(0)]  # the scapegoat holds a card
    s = _to_vote(s)
    ballots = [bot(s, seat)["candidate"] for seat in range(4)]
    assert all(b != seat for seat, b in enumerate(ballots))
    assert 2 not in ballots  # a scapegoat with blackmail cards in hand is dangerous
    assert ballots[1] == 0 and ballots[0] == 1  # fewest items among the others


def test_bot_rotates_the_scapegoat_when_nothing_speaks_for_keeping_him() -> None:
    s = _to_vote(stage(n=4, at=[1, 5, 9, 12], items={3: ["drugs"]}, scapegoat=3))
    ballots = [bot(s, seat)["candidate"] for seat in range(4)]
    assert 3 not in ballots[:3]


def test_bot_keeps_a_scapegoat_far_from_any_task_while_the_others_are_ready() -> None:
    """Re-electing when it serves the voters: the others can each complete a task at once,
    the scapegoat holds nothing and stands far away."""
    s = stage(
        n=3,
        at=[11, 9, 4],
        task_cards=[("A2", 11), ("B2", 9)],
        items={0: ["drugs", "knives"], 1: ["clothes", "tools"]},
        scapegoat=2,
    )
    s = _to_vote(s)
    assert bot(s, 0)["candidate"] == 2
    assert bot(s, 1)["candidate"] == 2


# -- tasks, items and trades ----------------------------------------------------------------


def test_bot_starts_and_completes_a_task_it_can_do() -> None:
    s = solo("A1")
    assert bot(s, 0) == {"type": "task_start"}
    while s.task is not None or s.tasks_done == 0:
        s = act(s, 0, bot(s, 0))
    assert s.players[0].plan == "A"


def test_bot_gathers_a_missing_item_where_it_stands() -> None:
    s = stage(at=[11, 1, 12], task_cards=[("A1", 5)], items={0: ["keys", "clothes"]})
    assert bot(s, 0) == {"type": "use", "pay": None, "take": [], "card": None}


def test_bot_plans_its_pick_ups_then_walks_to_the_task() -> None:
    """B2 (tools + clothes) on the Chapel, from the Cell Block with 6 action points: the
    Laundry (clothes) and the Visiting Room (tools) lie on the way, so the whole errand fits
    in the turn: 3 moves, 2 pick-ups, the task — no step wasted."""
    s = stage(at=[9, 12, 4], task_cards=[("B2", 1)], ap=6)
    kinds = []
    while s.current == 0 and not s.tasks_done:
        a = bot(s, 0)
        kinds.append(a["type"])
        s = act(s, 0, a)
    assert s.players[0].plan == "B"
    assert kinds.count("move") == 3 and kinds.count("use") == 2


def test_bot_trade_answers_are_fair() -> None:
    base = {"at": [5, 5, 12], "task_cards": [("A1", 9)]}
    s = stage(items={0: ["drugs"], 1: ["keys"]}, **base)  # type: ignore[arg-type]
    s = act(s, 0, {"type": "trade_open", "partner": 1})
    s = act(s, 0, {"type": "trade_add", "side": "take", "what": "keys"})
    s = act(s, 0, {"type": "trade_offer"})
    assert bot(s, 1) == {"type": "trade_answer", "accept": False}  # a needed key for nothing
    s = stage(items={0: ["clothes"]}, **base)  # type: ignore[arg-type]
    s = act(s, 0, {"type": "trade_open", "partner": 1})
    s = act(s, 0, {"type": "trade_add", "side": "give", "what": "clothes"})
    s = act(s, 0, {"type": "trade_offer"})
    assert bot(s, 1) == {"type": "trade_answer", "accept": True}  # a gift


def test_teammates_pool_items_and_the_scapegoat_helps_when_it_cannot_cost_him() -> None:
    s = solo("A3", items={0: ["knives"], 1: ["knives", "drugs"], 2: ["drugs"]}, at=[5, 5, 5])
    s = act(s, 0, {"type": "task_start"})
    s = act(s, 0, {"type": "task_pledge", "owner": 1, "item": "knives"})
    assert bot(s, 1) == {"type": "task_answer", "accept": True}
    s = act(s, 1, {"type": "task_answer", "accept": True})
    s = act(s, 0, {"type": "task_pledge", "owner": 2, "item": "drugs"})
    assert bot(s, 2) == {"type": "task_answer", "accept": True}  # no escape yet: it helps


def test_the_scapegoat_refuses_items_for_an_escape_that_leaves_him_behind() -> None:
    s = solo(
        "A3",
        items={0: ["knives"], 1: ["knives", "drugs"], 2: ["drugs"]},
        at=[5, 5, 5],
        plan={0: "BCD", 1: "EF"},
    )
    s = act(s, 0, {"type": "task_start"})
    s = act(s, 0, {"type": "task_pledge", "owner": 1, "item": "knives"})
    assert bot(s, 1) == {"type": "task_answer", "accept": True}  # he escapes either way
    s = act(s, 1, {"type": "task_answer", "accept": True})
    s = act(s, 0, {"type": "task_pledge", "owner": 2, "item": "drugs"})
    assert bot(s, 2) == {"type": "task_answer", "accept": False}


# -- the scapegoat ----------------------------------------------------------------------------


def _threat(**kw: object) -> State:
    """Prisoner 1 can complete A2 (drugs + knives) on the Infirmary now; with step A the plan
    is covered without the scapegoat (prisoner 0), who would be left behind."""
    return stage(
        task_cards=[("A2", 4)],
        items={1: ["drugs", "knives"]},
        plan={1: "BCD", 2: "EF"},
        scapegoat=0,
        current=0,
        **kw,  # type: ignore[arg-type]
    )


def test_scapegoat_bot_uses_the_radio_room_against_a_task_that_leaves_him_behind() -> None:
    s = _threat(at=[2, 4, 12], guards={12: 1, 11: 1})
    assert bot(s, 0) == {"type": "use", "pay": None, "take": [], "card": None}
    s = act(s, 0, bot(s, 0))
    move = bot(s, 0)
    assert move["type"] == "guard_move" and move["to"] == 4


def test_scapegoat_bot_plays_blackmail_against_a_task_that_leaves_him_behind() -> None:
    s = _threat(at=[9, 4, 12], guards={4: 1, 12: 1})
    s.players[0].blackmail = ["BM01"]
    s.blackmail_deck.remove("BM01")
    assert bot(s, 0) == {
        "type": "blackmail",
        "card": "BM01",
        "target": None,
        "what": None,
        "location": None,
    }
    s = act(s, 0, bot(s, 0))
    assert bot(s, 0)["to"] == 4


def test_scapegoat_bot_helps_move_guards_off_a_task_that_cannot_cost_him() -> None:
    """No escape in sight: the Radio Room takes the guards off the watched task instead."""
    s = stage(
        at=[2, 9, 12],
        task_cards=[("A1", 4)],
        items={1: ["keys", "keys"]},
        guards={4: 2},
        scapegoat=0,
        current=0,
    )
    s.players[0].blackmail = ["BM01"]
    s.blackmail_deck.remove("BM01")
    assert bot(s, 0)["type"] == "blackmail"
    s = act(s, 0, bot(s, 0))
    move = bot(s, 0)
    assert move["type"] == "guard_move" and move["source"] == 4


# -- the scapegoat plays the scapegoat (issue 25) -------------------------------------------------


def old(s: State, seat: int) -> dict[str, object]:
    """The computer as it played before issue 25."""
    return ai_before.choose_action(E, s, seat, Rng(s=1)).model_dump(mode="json")


def whole_turn(s: State, player: Callable[[State, int], dict[str, object]]) -> State:
    """The current prisoner's turn, each action chosen by ``player``."""
    turn = s.turn_index
    while s.phase == "actions" and s.turn_index == turn:
        seat = E.to_act(s)[0]
        s = act(s, seat, player(s, seat))
    return s


def test_scapegoat_bot_walks_to_steal_the_item_the_task_needs() -> None:
    """The rulebook's advice: « Le mieux est de voler un gage permettant d'accomplir la
    tâche ». Prisoner 1 stands next door with both items of A2; the old computer, who only
    obstructed where he already stood, left them with him."""
    s = _threat(at=[1, 2, 12])
    assert bot(s, 0) == {"type": "move", "to": 2}
    s = act(s, 0, bot(s, 0))
    steal = bot(s, 0)
    assert steal["type"] == "steal" and steal["target"] == 1
    assert steal["what"] in ("drugs", "knives")
    s = act(s, 0, steal)
    assert s.tallies[0].steals == 1
    before = whole_turn(_threat(at=[1, 2, 12]), old)
    assert before.players[1].items == ["drugs", "knives"]


def test_scapegoat_bot_carries_the_stolen_item_out_of_reach() -> None:
    """With 4 players (2 action points a turn) a thief who stays next to his victims loses the
    item again; after the theft he ends his turn where none of them can walk in and steal."""
    s = stage(
        n=4,
        at=[7, 3, 3, 3],
        task_cards=[("A2", 4)],
        items={1: ["drugs", "knives"]},
        plan={1: "BCD", 2: "EF", 3: "EF"},
        scapegoat=0,
        current=0,
        ap=4,
    )
    s = whole_turn(s, bot)
    assert len(s.players[0].items) == 1 and s.tallies[0].steals == 1
    assert dist_table(s)[3][s.players[0].location] >= 2


def test_scapegoat_bot_riots_a_guard_onto_the_task() -> None:
    """No item to take (the worker has not picked them up yet), a guard next door: the task
    allows one guard, the riot brings the second."""
    s = _threat(at=[8, 11, 12], guards={4: 1, 3: 1})
    s.players[1].items = []
    moves: list[dict[str, object]] = []
    while s.current == 0 and len(moves) < 4:
        a = bot(s, 0)
        moves.append(a)
        s = act(s, 0, a)
        if a["type"] == "riot":
            break
    assert moves[-1] == {"type": "riot", "source": 3}
    assert s.guards[3] == 2


def test_a_prisoner_left_behind_by_a_task_steals_its_item_when_he_cannot_do_better() -> None:
    """Not only the scapegoat: prisoner 2 (no plan step) would stay if prisoner 1 completed
    A2, and cannot do it himself (two guards, no cash to bribe one, prisoner 1 has); the old
    computer went about his errands and even moved the guards off the task."""
    s = stage(
        task_cards=[("A2", 4)],
        items={1: ["drugs", "knives"]},
        plan={0: "BCD", 1: "EF"},
        at=[12, 4, 3],
        guards={4: 2},
        cash={1: 2},
        scapegoat=0,
        current=2,
    )
    assert bot(s, 2) == {"type": "move", "to": 4}
    assert whole_turn(s, old).players[1].items == ["drugs", "knives"]
    s = act(s, 2, bot(s, 2))
    assert bot(s, 2)["type"] == "steal"


def test_ballots_shy_away_from_a_prisoner_a_task_would_leave_behind() -> None:
    """Nobody can reach A2 for now (4 guards), and prisoner 2 (no plan step, no item) looks the
    cheapest scapegoat; but A2 would leave him behind, and as scapegoat he would turn his
    bonus against it."""
    s = stage(
        task_cards=[("A2", 4)],
        items={1: ["clothes", "tools"]},
        plan={0: "BCD", 1: "EF"},
        at=[9, 1, 12],
        guards={4: 4},
        scapegoat=0,
        current=0,
    )
    s = _to_vote(s)
    assert old(s, 0)["candidate"] == 2
    assert bot(s, 0)["candidate"] == 1


Player = Callable[[Any, State, int, Rng], Any]


def today(engine: Any, s: State, seat: int, rng: Rng) -> Any:
    return engine.bot_action(s, seat, rng)


def seated_game(n: int, seed: int, players: list[Player]) -> State:
    """One game as ``simulate`` plays it (the same seeds and draws), a player per seat."""
    rng = Rng(s=seed ^ 0xC0FFEE)
    s = E.setup(n, None, seed)
    while seats := E.to_act(s):
        seat = rng.choice(seats)
        s, _ = E.apply(s, seat, players[seat](E, s, seat, rng))
    return s


SWAP_SEEDS = range(1, 31)
before: Player = ai_before.choose_action


def swap_escapes(n: int, seeds: range) -> tuple[int, int]:
    """``simulate --swap`` with the previous computer in the last seat, then (seats reversed)
    in the first: the escapes of today's computer and of the previous one in those two seats,
    on the same seeds and random draws."""
    new = old_wins = 0
    lineup: list[Player] = [today] * (n - 1) + [before]
    for seed in seeds:
        for players in (lineup, lineup[::-1]):
            result = seated_game(n, seed, players).result
            escaped = result.escaped if result is not None else []
            for seat in (0, n - 1):
                won = 1 if seat in escaped else 0
                if players[seat] is today:
                    new += won
                else:
                    old_wins += won
    return new, old_wins


@pytest.mark.slow
def test_the_new_computer_beats_the_previous_one_in_a_seat_swap() -> None:
    """Deterministic, not statistical: fixed seeds and draws, so it cannot flake; it fails if
    a change makes today's computer escape less often than the previous one from the same
    seats on these deals, 3 and 4 players together. Measured when written: 30 against 25
    (3 players), 33 against 32 (4 players); over 100 seeds with ``simulate --swap``: 99
    against 81 and 110 against 98."""
    new = old_wins = 0
    for n in (3, 4):
        a, b = swap_escapes(n, SWAP_SEEDS)
        new, old_wins = new + a, old_wins + b
    assert new > old_wins, (new, old_wins)
