"""§17: the edge cases of the write-up, one test each (E17_n)."""

from __future__ import annotations

from rules.alcatraz.board import effective_guards
from rules.alcatraz.content import ITEMS, blackmail, item_totals, tasks
from rules.alcatraz.models import Options
from rules.core import Rng
from tests.rules.alcatraz.test_support import (
    E,
    act,
    is_legal,
    legal_types,
    refused,
    stage,
    token_count,
)
from tests.rules.alcatraz.test_tasks import do_task, solo


def test_E17_1_three_guards_forbid_actions_english_rulebook_over_the_seeds_copy_error() -> None:
    s = stage(at=[4, 1, 12], guards={4: 3}, ap=3)
    assert "Three guards" in refused(s, 0, {"type": "use"})
    assert legal_types(s, 0) <= {"move", "end_turn", "bribe", "stamina", "trade_open"}


def test_E17_2_free_location_rules_are_affected_by_guards() -> None:
    s = stage(at=[3, 1, 12], guards={3: 2}, sides={3: "copper"}, ap=1)
    s = act(s, 0, {"type": "use"})
    assert s.ap == 0


def test_E17_3_radio_silver_moves_existing_guards() -> None:
    s = stage(at=[2, 1, 12], guards={1: 1})
    s = act(s, 0, {"type": "use"})
    assert all(a.source != 0 for a in E.legal_actions(s, 0) if a.type == "guard_move")


def test_E17_4_copper_yard_costs_one_ap_english_list_over_the_seeds_layout() -> None:
    s = stage(at=[5, 1, 12], sides={5: "copper"}, cash={0: 1}, ap=3)
    s = act(s, 0, {"type": "use", "pay": "cash", "take": ["drugs", "keys"]})
    assert s.ap == 2


def test_E17_5_chapel_rules_reconstructed_on_both_sides() -> None:
    s = stage(at=[1, 5, 12], sides={1: "silver"})
    s.blackmail_discard = [s.blackmail_deck.pop()]
    assert is_legal(s, 0, {"type": "use", "card": s.blackmail_discard[0]})
    s = stage(at=[1, 5, 12], sides={1: "copper"}, cash={0: 1})
    s = act(s, 0, {"type": "use", "pay": "cash"})
    assert s.pick is not None and s.pick.rest_to == "deck"


def test_E17_6_a_returned_token_without_a_free_slot_goes_to_the_box() -> None:
    s = stage(at=[6, 1, 12], sides={6: "copper"}, items={0: ["gun"]})
    assert s.board_items[5] == {}  # the staged gun came off its copper slot
    s = act(s, 0, {"type": "discard", "item": "gun"})
    assert s.board_items[5] == {"gun": 1}
    s = stage(at=[6, 1, 12], items={0: ["gun"]})  # silver visiting room: no gun slot
    s = act(s, 0, {"type": "discard", "item": "gun"})
    assert s.box.get("gun") == 1


def test_E17_7_bribes_for_the_briber_only() -> None:
    s = stage(at=[4, 4, 12], guards={4: 3}, cash={0: 1})
    s = act(s, 0, {"type": "bribe"})
    assert effective_guards(s, 0) == 2 and effective_guards(s, 1) == 3


def test_E17_8_the_scapegoat_counts_but_may_refuse_items() -> None:
    s = solo("A3", items={0: ["knives", "drugs"], 2: ["knives"]}, at=[5, 9, 5])
    s = act(s, 0, {"type": "task_start"})
    s = act(s, 0, {"type": "task_pledge", "owner": 2, "item": "knives"})
    assert E.to_act(s) == [2]
    s = act(s, 2, {"type": "task_answer", "accept": False})
    assert "still needs" in refused(s, 0, {"type": "task_complete"})


def test_E17_9_items_from_several_prisoners_need_each_consent() -> None:
    s = solo("A4", items={0: ["knives"], 1: ["drugs", "tools"], 2: ["clothes"]}, at=[5, 5, 5])
    s = do_task(s)  # do_task answers yes for everyone asked
    assert s.players[0].plan == "A" and s.players[1].items == [] and s.players[2].items == []


def test_E17_10_location_rule_limit_is_per_location() -> None:
    s = stage(at=[8, 1, 12], ap=3)
    s = act(s, 0, {"type": "use"})
    s = act(s, 0, {"type": "move", "to": 7})
    s = act(s, 0, {"type": "use"})
    assert s.rules_used[0] == [8, 7]


def test_E17_11_one_steal_per_round_pickpocket_does_not_count() -> None:
    s = stage(at=[6, 6, 12], cash={1: 3}, scapegoat=0, current=0)
    s.players[0].blackmail = ["BM07"]
    s.blackmail_deck.remove("BM07")
    s = act(s, 0, {"type": "blackmail", "card": "BM07", "target": 1, "what": "cash"})
    s = act(s, 0, {"type": "steal", "target": 1, "what": "cash"})
    assert s.players[0].cash == 2 and s.stole[0]


def test_E17_12_riot_only_adjacent_may_lock_you_in() -> None:
    s = stage(at=[6, 1, 12], guards={6: 3, 7: 1}, cash={0: 1}, ap=3)
    assert "Three guards" in refused(s, 0, {"type": "riot", "source": 7})
    s = act(s, 0, {"type": "bribe"})
    s = act(s, 0, {"type": "riot", "source": 7})
    assert s.guards[5] == 4 and legal_types(s, 0) <= {"move", "end_turn", "stamina"}


def test_E17_13_caught_in_four_guards_only_leave_or_stamina() -> None:
    s = stage(at=[6, 2, 12], guards={1: 1}, sides={2: "copper"}, stamina={0: 1}, ap=0)
    s.scapegoat, s.turn_order, s.turn_index = 2, [2, 0, 1], 2
    s.ap = 3
    s = act(s, 1, {"type": "use"})
    s.guards[5] = 3
    s = act(s, 1, {"type": "guard_move", "source": 1, "to": 6})
    s = act(s, 1, {"type": "end_turn"})  # round ends; vote
    for seat in range(3):
        s = act(s, seat, {"type": "vote", "candidate": 2})
    while s.current != 0:
        s = act(s, s.current, {"type": "end_turn"})
    assert legal_types(s, 0) == {"move", "stamina", "end_turn"}


def test_E17_14_task_impossible_at_three_guards_until_bribed_down() -> None:
    s = solo(
        "A4",
        guards={5: 3},
        cash={0: 1},
        at=[5, 5, 12],
        items={0: ["knives", "drugs", "tools"], 1: ["clothes"]},
    )
    refused(s, 0, {"type": "task_start"})
    s = act(s, 0, {"type": "bribe"})
    assert is_legal(s, 0, {"type": "task_start"})


def test_E17_15_missing_voters_are_replaced_by_a_ballot_from_the_bot() -> None:
    s = stage(at=[1, 5, 9])
    while s.phase == "actions":
        s = act(s, s.current, {"type": "end_turn"})
    ballot = E.bot_action(s, 1, Rng(s=1))
    assert ballot.type == "vote"


def test_E17_16_round_one_has_no_guard_and_no_vote() -> None:
    s = E.setup(3, None, 9)
    assert s.round == 1 and s.phase == "actions" and s.guards_entered == 8 and s.bonus == 1


def test_E17_17_reward_of_a_step_already_held_gives_nothing() -> None:
    s = solo("A1", plan={1: "B"})
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "B"]
    s = do_task(s)
    assert s.players[1].plan == "B"


def test_E17_18_reward_with_an_empty_deck_is_skipped() -> None:
    s = solo("A1")
    s.task_deck = []
    s = do_task(s)
    assert s.players[1].plan == "" and s.players[0].plan == "A"


def test_E17_19_redraws_use_the_reshuffled_auxiliary_deck() -> None:
    spots = {do_task(solo("A1", seed=seed)).tasks[-1].location for seed in range(25)}
    assert len(spots) > 4 and not spots & {9, 12}


def test_E17_20_hidden_information_only() -> None:
    s = stage(at=[12, 1, 5])
    s = act(s, 0, {"type": "use"})
    public = E.view(s, None)
    assert "rng" not in str(public.keys()) and "task_deck" in public
    assert isinstance(public["task_deck"], int) and isinstance(public["blackmail_deck"], int)
    assert E.view(s, 1).get("hand") == []


def test_E17_21_exchange_paid_with_the_gun() -> None:
    s = stage(at=[11, 1, 12], sides={11: "copper", 6: "copper"}, items={0: ["gun"]})
    s = act(s, 0, {"type": "use", "pay": "gun"})
    assert s.players[0].items == ["keys", "keys"] and s.board_items[5] == {"gun": 1}


def test_E17_22_all_indispensable_policy() -> None:
    assert Options().all_indispensable_policy == "continue"
    assert Options(all_indispensable_policy="all_escape").all_indispensable_policy == "all_escape"


def test_E17_23_starting_positions_are_distinct() -> None:
    for seed in range(30):
        s = E.setup(4, None, seed)
        assert len({p.location for p in s.players}) == 4


def test_E17_24_plan_markers_are_not_limited() -> None:
    # 23 markers are in the box, yet a 24th step is still marked
    s = solo(
        "F2",
        n=4,
        at=[5, 9, 12, 1],
        scapegoat=1,
        plan={0: "ABCDE", 1: "ABCDEF", 2: "ABCDEF", 3: "ABCDE"},
    )
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "F"]
    s = do_task(s)
    assert sum(len(p.plan) for p in s.players) == 24


def test_E17_25_gains_over_a_limit_are_capped() -> None:
    s = stage(at=[8, 1, 12], cash={0: 4})
    s = act(s, 0, {"type": "use"})
    assert s.players[0].cash == 5


def test_every_token_still_counted_after_these_moves() -> None:
    s = do_task(
        solo("A4", items={0: ["knives"], 1: ["drugs", "tools"], 2: ["clothes"]}, at=[5, 5, 5])
    )
    for item in ITEMS:
        assert token_count(s, item) == item_totals()[item]
    assert len(blackmail()) == 11
