"""The computer player: always legal, finishes games and escapes often enough to stand in for
people, votes, plans routes without walking back and forth, trades fairly, pools items, uses
the Radio Room and blackmail, and each seat plays for itself from what it can see."""

from __future__ import annotations

from functools import cache

import pytest

from rules.alcatraz.actions import Move
from rules.alcatraz.ai import choose
from rules.alcatraz.models import State
from rules.core import Rng
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
