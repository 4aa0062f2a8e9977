"""§9 actions (costs, limits, free actions, capacity) and §10 the guards' influence."""

from __future__ import annotations

from typing import Any

import pytest

from rules.alcatraz.models import State
from tests.rules.alcatraz.test_support import (
    E,
    act,
    is_legal,
    legal_types,
    refused,
    stage,
)

# -- §9.1 actions that cost AP -------------------------------------------------------------


def test_R9_1_1_move_to_an_adjacent_location_for_one_ap() -> None:
    s = stage(at=[6, 1, 12], ap=3)
    s = act(s, 0, {"type": "move", "to": 11})  # diagonal neighbour
    assert s.players[0].location == 11 and s.ap == 2
    assert "not next to" in refused(s, 0, {"type": "move", "to": 1})
    s.ap = 0
    assert "AP" in refused(s, 0, {"type": "move", "to": 10})


def test_R9_1_1_move_never_enters_four_guards_but_always_leaves() -> None:
    s = stage(at=[6, 1, 12], guards={7: 4, 6: 4}, ap=3)
    assert "nobody may enter" in refused(s, 0, {"type": "move", "to": 7})
    s = act(s, 0, {"type": "move", "to": 5})
    assert s.players[0].location == 5


def test_R9_1_2_location_rule_once_per_round_per_location() -> None:
    s = stage(at=[4, 1, 12], ap=3)
    s = act(s, 0, {"type": "use"})
    assert s.players[0].items == ["drugs"] and s.ap == 2
    assert "already used" in refused(s, 0, {"type": "use"})
    s = act(s, 0, {"type": "move", "to": 8})
    s = act(s, 0, {"type": "use"})  # another location is independent
    assert s.players[0].cash == 2


def test_R9_1_3_steal_once_per_round_thief_picks() -> None:
    s = stage(at=[5, 5, 12], items={1: ["keys", "knives"]}, cash={1: 2}, ap=3)
    options = {(a.target, a.what) for a in E.legal_actions(s, 0) if a.type == "steal"}
    assert options == {(1, "keys"), (1, "knives"), (1, "cash")}
    s = act(s, 0, {"type": "steal", "target": 1, "what": "knives"})
    assert s.players[0].items == ["knives"] and s.players[1].items == ["keys"] and s.ap == 2
    assert "once per round" in refused(s, 0, {"type": "steal", "target": 1, "what": "cash"})


def test_R9_1_3_the_scapegoat_can_steal_and_be_robbed() -> None:
    s = stage(at=[5, 5, 12], cash={0: 1, 1: 1}, scapegoat=1, current=1)
    s = act(s, 1, {"type": "steal", "target": 0, "what": "cash"})
    assert s.players[1].cash == 2
    s = act(s, 1, {"type": "end_turn"})
    s = act(s, 2, {"type": "end_turn"})
    s = act(s, 0, {"type": "steal", "target": 1, "what": "cash"})
    assert s.players[0].cash == 1


def test_R9_1_3_steal_needs_same_location_and_something_to_take() -> None:
    s = stage(at=[5, 6, 12], cash={1: 2})
    assert "in your location" in refused(s, 0, {"type": "steal", "target": 1, "what": "cash"})
    s = stage(at=[5, 5, 12])
    refused(s, 0, {"type": "steal", "target": 1, "what": "cash"})
    s = stage(at=[5, 5, 12], items={0: ["keys"] * 3, 1: ["tools"]})
    assert "no room" in refused(s, 0, {"type": "steal", "target": 1, "what": "tools"})


def test_R9_1_4_riot_draws_a_guard_from_an_adjacent_location() -> None:
    s = stage(at=[6, 1, 12], guards={1: 1, 12: 2}, ap=3)
    s = act(s, 0, {"type": "riot", "source": 1})
    assert s.guards[0] == 0 and s.guards[5] == 1 and s.ap == 2
    assert "adjacent" in refused(s, 0, {"type": "riot", "source": 12})
    assert "no guard" in refused(s, 0, {"type": "riot", "source": 2})


def test_R9_1_6_discard_an_item_to_a_free_matching_slot_of_your_choice() -> None:
    s = stage(at=[6, 1, 12], items={0: ["keys"]}, ap=3)
    # the staged key came from the Exercise Yard (5); free the Guard Room's third slot too
    s.board_items[10]["keys"] = 2
    s.box["keys"] = 1
    s = act(s, 0, {"type": "discard", "item": "keys"})
    assert s.players[0].items == [] and s.ap == 2
    choices = {a.location for a in E.legal_actions(s, 0)}
    assert choices == {5, 11} and legal_types(s, 0) == {"place_item"}
    s = act(s, 0, {"type": "place_item", "location": 11})
    assert s.board_items[10]["keys"] == 3 and s.returns is None


def test_R9_1_6_discard_with_one_free_slot_is_placed_at_once() -> None:
    s = stage(at=[6, 1, 12], items={0: ["drugs"]})
    s.board_items[5]["drugs"] = 1
    s.board_items[3]["drugs"] = 2  # only the infirmary has room
    s = act(s, 0, {"type": "discard", "item": "drugs"})
    assert s.returns is None and s.board_items[3]["drugs"] == 3


# -- §9.2 free actions ------------------------------------------------------------------------


def trade(s: State, partner: int, give: list[str], take: list[str]) -> State:
    s = act(s, s.current, {"type": "trade_open", "partner": partner})
    for what in give:
        s = act(s, s.current, {"type": "trade_add", "side": "give", "what": what})
    for what in take:
        s = act(s, s.current, {"type": "trade_add", "side": "take", "what": what})
    return act(s, s.current, {"type": "trade_offer"})


def test_R9_2_1_trade_offered_then_accepted() -> None:
    s = stage(at=[5, 5, 12], items={0: ["keys"], 1: ["drugs", "tools"]}, cash={0: 2}, ap=0)
    s = trade(s, 1, ["keys", "cash"], ["tools"])
    assert E.to_act(s) == [1]
    assert legal_types(s, 1) == {"trade_answer"}
    s = act(s, 1, {"type": "trade_answer", "accept": True})
    assert s.players[0].items == ["tools"] and s.players[0].cash == 1
    assert s.players[1].items == ["drugs", "keys"] and s.players[1].cash == 1
    assert E.to_act(s) == [0] and s.ap == 0  # free


def test_R9_2_1_trade_offered_and_declined_changes_nothing() -> None:
    s = stage(at=[5, 5, 12], items={0: ["keys"], 1: ["drugs"]}, cash={1: 3})
    start = s.model_copy(deep=True)
    s = trade(s, 1, ["keys"], ["drugs", "cash"])
    s = act(s, 1, {"type": "trade_answer", "accept": False})
    assert s.players == start.players and s.ap == start.ap and s.trade is None


def test_R9_2_1_trade_one_way_gift_and_limits() -> None:
    s = stage(at=[5, 5, 12], items={0: ["keys"]})
    s = act(trade(s, 1, ["keys"], []), 1, {"type": "trade_answer", "accept": True})
    assert s.players[0].items == [] and s.players[1].items == ["keys"]
    s2 = stage(at=[5, 5, 12], items={0: ["keys"], 1: ["drugs"] * 3})
    s2 = act(s2, 0, {"type": "trade_open", "partner": 1})
    s2 = act(s2, 0, {"type": "trade_add", "side": "give", "what": "keys"})
    assert "more than 3 items" in refused(s2, 0, {"type": "trade_offer"})
    assert "no more keys" in refused(s2, 0, {"type": "trade_add", "side": "give", "what": "keys"})
    s3 = stage(at=[5, 6, 12], items={0: ["keys"]})
    assert "in your location" in refused(s3, 0, {"type": "trade_open", "partner": 1})
    s4 = stage(at=[5, 5, 12])
    s4 = act(s4, 0, {"type": "trade_open", "partner": 1})
    assert "empty" in refused(s4, 0, {"type": "trade_offer"})
    s4 = act(s4, 0, {"type": "trade_cancel"})
    assert s4.trade is None


def test_R9_2_2_bribe_one_cash_per_guard() -> None:
    s = stage(at=[4, 1, 12], guards={4: 3}, cash={0: 4}, ap=3)
    assert "Three guards" in refused(s, 0, {"type": "use"})
    s = act(s, 0, {"type": "bribe"})
    assert s.players[0].cash == 3 and s.ap == 3
    s = act(s, 0, {"type": "use"})  # two effective guards: 1 + 1 AP
    assert s.ap == 1
    s = act(s, 0, {"type": "bribe"})
    s = act(s, 0, {"type": "bribe"})
    assert "No guard here" in refused(s, 0, {"type": "bribe"})
    s = stage(at=[4, 1, 12], guards={4: 1})
    assert "no" in refused(s, 0, {"type": "bribe"})


def test_R9_2_3_stamina_is_a_free_action() -> None:
    s = stage(at=[4, 1, 12], stamina={0: 1}, ap=0)
    assert legal_types(s, 0) >= {"stamina"}
    s = act(s, 0, {"type": "stamina"})
    assert s.ap == 1


def test_R9_2_4_the_four_free_location_rules() -> None:
    for loc in (2, 3, 8):
        s = stage(at=[loc, 1, 12], sides={loc: "copper"}, guards={7: 1}, ap=0)
        assert is_legal(s, 0, {"type": "use"}), loc
    s = stage(at=[5, 1, 12], cash={0: 1}, ap=0)
    assert is_legal(s, 0, {"type": "use", "pay": "cash", "take": ["keys"]})


def test_R9_3_capacity_three_items_and_the_track_maximum() -> None:
    s = stage(at=[4, 1, 12], items={0: ["keys"] * 3})
    assert "no room" in refused(s, 0, {"type": "use"})
    s = stage(at=[3, 1, 12], stamina={0: 4})
    s = act(s, 0, {"type": "use"})
    assert s.players[0].stamina == 5  # +3 capped at 5
    s = stage(at=[3, 1, 12], stamina={0: 5})
    assert "already at 5" in refused(s, 0, {"type": "use"})
    s = stage(at=[8, 1, 12], cash={0: 5})
    refused(s, 0, {"type": "use"})
    s = stage(at=[8, 1, 12], cash={0: 3}, options=E.Options(track_max=4))
    s = act(s, 0, {"type": "use"})
    assert s.players[0].cash == 4


# -- §10 guards ---------------------------------------------------------------------------------

#: one representative of every guard-modified action kind, set up at location 5 (Exercise Yard)
MODIFIED: dict[str, dict[str, Any]] = {
    "use": {"type": "use", "pay": "cash", "take": ["keys"]},
    "steal": {"type": "steal", "target": 1, "what": "tools"},
    "riot": {"type": "riot", "source": 1},
    "discard": {"type": "discard", "item": "knives"},
    "task_start": {"type": "task_start"},
}


def guarded(n_guards: int) -> State:
    s = stage(
        at=[5, 5, 12],
        guards={5: n_guards, 1: 1},
        items={1: ["drugs", "tools"]},
        cash={0: 2},
        task_cards=[("A4", 5)],  # 2 prisoners, max 2 guards, knives drugs tools clothes
        ap=3,
    )
    # the Yard's own clothes and knife go to prisoner 0 (the tokens stay counted once)
    s.players[0].items = ["clothes", "knives"]
    s.board_items[4].pop("clothes", None)
    s.board_items[4].pop("knives", None)
    return s


def cost_of(s: State, action: dict[str, Any]) -> int:
    new = act(s, 0, action)
    if action["type"] == "task_start":  # the AP is paid when the task completes
        for owner, item in ((0, "knives"), (0, "clothes"), (1, "drugs"), (1, "tools")):
            new = act(new, 0, {"type": "task_pledge", "owner": owner, "item": item})
            if owner == 1:
                new = act(new, 1, {"type": "task_answer", "accept": True})
        new = act(new, 0, {"type": "task_complete"})
    return s.ap - new.ap


@pytest.mark.parametrize("kind", sorted(MODIFIED))
def test_R10_1_guard_table_for_every_modified_action(kind: str) -> None:
    action = MODIFIED[kind]
    base = 0 if kind == "use" else 1  # the silver Exercise Yard is a free rule
    assert cost_of(guarded(0), action) == base
    assert cost_of(guarded(1), action) == base
    assert cost_of(guarded(2), action) == base + 1
    reason = refused(guarded(3), 0, action)
    assert "Three guards" in reason
    reason = refused(guarded(4), 0, action)
    assert "Four guards" in reason


def test_R10_1_guard_table_for_moves_blackmail_and_free_actions() -> None:
    for g in (0, 1, 2, 3):
        s = guarded(g)
        assert cost_of(s, {"type": "move", "to": 6}) == 1
        s.players[0].stamina = 1
        assert cost_of(s, {"type": "stamina"}) == -1
        assert is_legal(s, 0, {"type": "trade_open", "partner": 1})
    s = guarded(4)
    assert legal_types(s, 0) == {"move", "end_turn"}
    s.players[0].stamina = 1
    assert legal_types(s, 0) == {"move", "stamina", "end_turn"}
    assert "lock" in refused(s, 0, {"type": "bribe"})
    # blackmail: 1 AP whatever the guards, allowed with 3, not with 4
    for g, ok in ((0, True), (2, True), (3, True), (4, False)):
        s = guarded(g)
        s.scapegoat = 0
        s.players[0].blackmail = ["BM09"]
        s.players[1].stamina = 2
        play = {"type": "blackmail", "card": "BM09", "target": 1}
        if ok:
            assert cost_of(s, play) == 1
        else:
            refused(s, 0, play)


def test_R10_2_bribes_last_for_the_turn_at_that_location_only() -> None:
    s = stage(at=[4, 1, 12], guards={4: 3, 8: 3}, cash={0: 3}, ap=3)
    s = act(s, 0, {"type": "bribe"})
    assert E.view(s, None)["bribed"] == 1
    s = act(s, 0, {"type": "move", "to": 8})
    assert s.bribed == 0
    assert "Three guards" in refused(s, 0, {"type": "use"})
    # ends with the turn
    s = stage(at=[4, 1, 12], guards={4: 3}, cash={0: 3}, scapegoat=0, current=0)
    s = act(s, 0, {"type": "bribe"})
    s = act(s, 0, {"type": "end_turn"})
    assert s.bribed == 0


def test_R10_2_guards_arriving_after_a_bribe_are_not_bribed() -> None:
    s = stage(at=[6, 1, 12], guards={6: 1, 7: 1}, cash={0: 1}, ap=3)
    s = act(s, 0, {"type": "bribe"})
    s = act(s, 0, {"type": "riot", "source": 7})
    assert s.guards[5] == 2 and s.players[0].cash == 0
    assert cost_of(s, {"type": "use", "take": ["keys"]}) == 1  # 2 guards, 1 bribed


def test_R10_2_bribe_scope_action_option() -> None:
    s = stage(
        at=[4, 1, 12], guards={4: 2}, cash={0: 2}, ap=3, options=E.Options(bribe_scope="action")
    )
    s = act(s, 0, {"type": "bribe"})
    s = act(s, 0, {"type": "use"})
    assert s.ap == 2 and s.bribed == 0


def test_R9_1_5_complete_a_task_costs_ap_and_is_not_for_the_scapegoat() -> None:
    s = guarded(0)
    assert cost_of(s, {"type": "task_start"}) == 1
    s.scapegoat = 0
    assert "scapegoat" in refused(s, 0, {"type": "task_start"})


def test_R9_1_7_blackmail_is_the_scapegoats_and_costs_one_ap_whatever_the_guards() -> None:
    for g in (0, 2):
        s = guarded(g)
        s.players[0].blackmail = ["BM06"]
        s.blackmail_deck.remove("BM06")
        s.players[1].cash = 1
        assert "Only the scapegoat" in refused(s, 0, {"type": "blackmail", "card": "BM06"})
        s.scapegoat = 0
        assert cost_of(s, {"type": "blackmail", "card": "BM06"}) == 1
