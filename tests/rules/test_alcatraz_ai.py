"""The computer player: always legal, finishes games, votes, chases tasks, trades fairly, and
uses the Radio Room and blackmail as scapegoat."""

from __future__ import annotations

from rules.alcatraz.models import State
from rules.core import Rng
from tests.rules.test_alcatraz_support import E, act, stage
from tests.rules.test_alcatraz_tasks import solo


def bot(s: State, seat: int) -> dict[str, object]:
    action = E.bot_action(s, seat, Rng(s=1))
    assert action in E.legal_actions(s, seat)
    return action.model_dump(mode="json")


def bot_game(n: int, seed: int) -> State:
    rng = Rng(s=seed)
    s = E.setup(n, None, seed)
    for _ in range(20000):
        seats = E.to_act(s)
        if not seats:
            return s
        action = E.bot_action(s, seats[0], rng)
        assert action in E.legal_actions(s, seats[0])
        s, _ = E.apply(s, seats[0], action)
    raise AssertionError("the computer players never finished")


def test_bots_finish_games_with_legal_moves_and_complete_tasks() -> None:
    done = 0
    for seed in range(6):
        for n in (3, 4):
            s = bot_game(n, seed)
            assert E.outcome(s) is not None
            done += s.tasks_done
    assert done >= 6  # about two tasks a game


def test_bot_never_votes_for_itself_and_avoids_a_blackmailer() -> None:
    s = stage(n=4, at=[1, 5, 9, 12], items={0: ["keys"], 1: ["tools"], 3: ["drugs"]}, scapegoat=2)
    s.players[2].blackmail = [s.blackmail_deck.pop(0)]  # the scapegoat holds a card
    while s.phase == "actions":
        s = act(s, s.current, {"type": "end_turn"})
    ballots = [bot(s, seat)["candidate"] for seat in range(4)]
    assert all(b != seat for seat, b in enumerate(ballots))
    assert 2 not in ballots  # a scapegoat with blackmail cards in hand is dangerous
    assert ballots[1] == 0 and ballots[0] == 1  # fewest items among the others


def test_bot_keeps_a_scapegoat_without_cards() -> None:
    s = stage(n=4, at=[1, 5, 9, 12], items={3: ["drugs"]}, scapegoat=3)
    while s.phase == "actions":
        s = act(s, s.current, {"type": "end_turn"})
    assert [bot(s, seat)["candidate"] for seat in range(3)] == [3, 3, 3]


def test_bot_starts_and_completes_a_task_it_can_do() -> None:
    s = solo("A1")
    assert bot(s, 0) == {"type": "task_start"}
    while s.task is not None or s.tasks_done == 0:
        s = act(s, 0, bot(s, 0))
    assert s.players[0].plan == "A"


def test_bot_gathers_a_missing_item_where_it_stands() -> None:
    s = stage(at=[11, 1, 12], task_cards=[("A1", 5)], items={0: ["keys", "clothes"]})
    assert bot(s, 0) == {"type": "use", "pay": None, "take": [], "card": None}


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


def test_teammates_hand_in_items_the_scapegoat_refuses() -> None:
    s = solo("A3", items={0: ["knives"], 1: ["knives", "drugs"], 2: ["drugs"]}, at=[5, 5, 5])
    s = act(s, 0, {"type": "task_start"})
    s = act(s, 0, {"type": "task_pledge", "owner": 1, "item": "knives"})
    assert bot(s, 1) == {"type": "task_answer", "accept": True}
    s = act(s, 1, {"type": "task_answer", "accept": True})
    s = act(s, 0, {"type": "task_pledge", "owner": 2, "item": "drugs"})
    assert bot(s, 2) == {"type": "task_answer", "accept": False}


def test_scapegoat_bot_uses_the_radio_room_against_a_near_task() -> None:
    s = stage(
        at=[2, 4, 12],
        task_cards=[("A2", 4)],
        items={1: ["drugs", "knives"]},
        guards={12: 1},
        scapegoat=0,
        current=0,
    )
    assert bot(s, 0) == {"type": "use", "pay": None, "take": [], "card": None}
    s = act(s, 0, bot(s, 0))
    move = bot(s, 0)
    assert move["type"] == "guard_move" and move["to"] == 4


def test_scapegoat_bot_plays_blackmail_against_a_near_task() -> None:
    s = stage(
        at=[9, 4, 12],
        task_cards=[("A2", 4)],
        items={1: ["drugs", "knives"]},
        guards={12: 1},
        scapegoat=0,
        current=0,
    )
    s.players[0].blackmail = ["BM01"]
    s.blackmail_deck.remove("BM01")
    assert bot(s, 0) == {
        "type": "blackmail",
        "card": "BM01",
        "target": None,
        "what": None,
        "location": None,
    }
