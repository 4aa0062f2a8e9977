"""§11: every location rule on both sides, the exchange, and the rulings on specific lines."""

from __future__ import annotations

import pytest

from rules.alcatraz.models import Options, State
from tests.rules.alcatraz.test_support import (
    E,
    act,
    act_events,
    is_legal,
    legal_types,
    refused,
    stage,
)


def at(loc: int, which: str, **kw: object) -> State:
    """Prisoner 0 on ``loc`` with that side up, 3 AP, one guard elsewhere (for the radio)."""
    kw.setdefault("guards", {12: 1})
    return stage(at=[loc, 12, 11], sides={loc: which}, ap=3, **kw)  # type: ignore[arg-type]


def test_R11_1_silver_chapel_takes_a_card_from_the_discard() -> None:
    s = at(1, "silver")
    assert "use" not in legal_types(s, 0)  # the discard pile is empty
    s.blackmail_discard = ["BM09", "BM03"]
    s.blackmail_deck.remove("BM09")
    s.blackmail_deck.remove("BM03")
    picks = {a.card for a in E.legal_actions(s, 0) if a.type == "use"}
    assert picks == {"BM03", "BM09"}
    s = act(s, 0, {"type": "use", "card": "BM03"})
    assert s.players[0].blackmail == ["BM03"] and s.blackmail_discard == ["BM09"] and s.ap == 2


def test_R11_1_copper_chapel_searches_the_deck_after_paying() -> None:
    s = at(1, "copper", cash={0: 1})
    assert "payment" in refused(s, 0, {"type": "use"})
    s = act(s, 0, {"type": "use", "pay": "cash"})
    assert s.players[0].cash == 0 and legal_types(s, 0) == {"keep_card"}
    shown = E.view(s, 0)["shown_cards"]
    assert len(shown) == 11 and "shown_cards" not in E.view(s, 1)
    s = act(s, 0, {"type": "keep_card", "card": "BM07"})
    assert s.players[0].blackmail == ["BM07"] and len(s.blackmail_deck) == 10


def test_R11_2_radio_room_silver_moves_up_to_two_guards_anywhere() -> None:
    s = at(2, "silver", guards={12: 2, 1: 1})
    s = act(s, 0, {"type": "use"})
    assert "guard_stop" not in legal_types(s, 0)  # at least one move
    s = act(s, 0, {"type": "guard_move", "source": 12, "to": 3})
    assert is_legal(s, 0, {"type": "guard_stop"})
    s = act(s, 0, {"type": "guard_move", "source": 1, "to": 3})
    assert s.guards[2] == 2 and s.guards[11] == 1 and s.guard_moves is None
    assert s.guards_entered == sum(s.guards) == 3  # moved, not added
    s2 = act(
        act(at(2, "silver"), 0, {"type": "use"}), 0, {"type": "guard_move", "source": 12, "to": 1}
    )
    s2 = act(s2, 0, {"type": "guard_stop"})
    assert s2.guard_moves is None and s2.guards[0] == 1


def test_R11_2_radio_room_copper_moves_one_guard_for_free() -> None:
    s = at(2, "copper")
    s = act(s, 0, {"type": "use"})
    assert s.ap == 3
    s = act(s, 0, {"type": "guard_move", "source": 12, "to": 7})
    assert s.guards[6] == 1 and s.guard_moves is None


def test_R11_3_dining_hall_stamina() -> None:
    assert act(at(3, "silver"), 0, {"type": "use"}).players[0].stamina == 3
    s = act(at(3, "copper"), 0, {"type": "use"})
    assert s.players[0].stamina == 1 and s.ap == 3


def test_R11_4_infirmary_drugs() -> None:
    s = act(at(4, "silver"), 0, {"type": "use"})
    assert s.players[0].items == ["drugs"] and s.board_items[3] == {"drugs": 2}
    s = at(4, "copper", items={0: ["keys"]})
    s = act(s, 0, {"type": "use", "pay": "keys"})
    assert s.players[0].items == ["drugs", "drugs"] and s.board_items[3] == {"drugs": 1}
    # only one left: take the only one
    s = at(4, "copper", cash={0: 1})
    s.board_items[3] = {"drugs": 1}
    s.box["drugs"] = 2
    s = act(s, 0, {"type": "use", "pay": "cash"})
    assert s.players[0].items == ["drugs"]
    # none left: the rule cannot be used
    s.board_items[3] = {}
    s.rules_used[0] = []
    s.players[0].cash = 1
    assert "nothing you can take" in refused(s, 0, {"type": "use", "pay": "cash"})


def test_R11_5_exercise_yard_silver_free_exchange_for_one_item() -> None:
    s = at(5, "silver", items={0: ["tools"]})
    choices = {(a.pay, tuple(a.take)) for a in E.legal_actions(s, 0) if a.type == "use"}
    assert ("tools", ("keys",)) in choices and ("cash", ("keys",)) not in choices  # no cash
    assert ("tools", ("tools",)) not in choices  # the Yard's tools token was staged away
    s = act(s, 0, {"type": "use", "pay": "tools", "take": ["keys"]})
    assert s.players[0].items == ["keys"] and s.ap == 3
    assert s.board_items[4].get("tools") == 1  # the paid tools went to the Yard's free slot


def test_R11_5_exercise_yard_copper_costs_one_ap_for_two_items() -> None:
    s = at(5, "copper", cash={0: 1})
    s = act(s, 0, {"type": "use", "pay": "cash", "take": ["drugs", "keys"]})
    assert s.players[0].items == ["drugs", "keys"] and s.ap == 2
    s = at(5, "copper", cash={0: 1})
    assert "Choose 2" in refused(s, 0, {"type": "use", "pay": "cash", "take": ["keys"]})


def test_R11_6_visiting_room_silver_takes_any_item_here() -> None:
    s = at(6, "silver")
    takes = {tuple(a.take) for a in E.legal_actions(s, 0) if a.type == "use"}
    assert takes == {("clothes",), ("drugs",), ("keys",), ("knives",), ("tools",)}
    s = act(s, 0, {"type": "use", "take": ["knives"]})
    assert s.players[0].items == ["knives"]


def test_R11_6_visiting_room_copper_exchanges_for_the_gun() -> None:
    s = at(6, "copper", items={0: ["keys"]})
    s = act(s, 0, {"type": "use", "pay": "keys"})
    assert s.players[0].items == ["gun"] and s.board_items[5] == {}


@pytest.mark.parametrize(
    ("loc", "item"), [(7, "tools"), (9, "knives"), (10, "clothes"), (11, "keys")]
)
def test_R11_7_9_10_11_take_one_or_exchange_for_two(loc: int, item: str) -> None:
    s = act(at(loc, "silver"), 0, {"type": "use"})
    assert s.players[0].items == [item] and s.board_items[loc - 1] == {item: 2}
    s = at(loc, "copper", cash={0: 2})
    s = act(s, 0, {"type": "use", "pay": "cash"})
    assert s.players[0].items == [item, item] and s.players[0].cash == 1
    assert "already used" in refused(s, 0, {"type": "use", "pay": "cash"})


def test_R11_8_recreational_room_cash() -> None:
    assert act(at(8, "silver"), 0, {"type": "use"}).players[0].cash == 2
    s = act(at(8, "copper"), 0, {"type": "use"})
    assert s.players[0].cash == 1 and s.ap == 3


def test_R11_12_wardens_office_silver_draws_the_top_card() -> None:
    s = at(12, "silver")
    top = s.blackmail_deck[0]
    s = act(s, 0, {"type": "use"})
    assert s.players[0].blackmail == [top]


def test_R11_12_wardens_office_copper_draws_three_keeps_one() -> None:
    s = at(12, "copper", cash={0: 1})
    three = s.blackmail_deck[:3]
    s = act(s, 0, {"type": "use", "pay": "cash"})
    assert sorted(c["id"] for c in E.view(s, 0)["shown_cards"]) == sorted(three)
    assert E.view(s, None)["pending"] == {"kind": "pick", "seat": 0, "count": 3}
    kept = next(a.card for a in E.legal_actions(s, 0))
    s = act(s, 0, {"type": "keep_card", "card": kept})
    assert s.players[0].blackmail == [kept]
    assert sorted(s.blackmail_discard) == sorted(c for c in three if c != kept)


def test_R11_exchange_paid_with_an_item_goes_to_a_free_slot_of_choice() -> None:
    s = at(11, "copper", items={0: ["drugs"]})
    assert s.board_items[3] == {"drugs": 2}  # the staged drugs came from the infirmary
    del s.board_items[4]["drugs"]  # and the Yard's drugs token goes to the box
    s.box["drugs"] = 1
    s = act(s, 0, {"type": "use", "pay": "drugs"})
    assert s.players[0].items == ["keys", "keys"]
    assert {a.location for a in E.legal_actions(s, 0)} == {4, 5}
    s = act(s, 0, {"type": "place_item", "location": 4})
    assert s.board_items[3] == {"drugs": 3} and s.returns is None


def test_R11_exchange_refused_when_the_gain_would_be_nothing() -> None:
    s = at(11, "copper", cash={0: 1}, items={0: ["drugs", "drugs", "tools"]})
    assert "nothing you can take" in refused(s, 0, {"type": "use", "pay": "cash"})
    assert is_legal(s, 0, {"type": "use", "pay": "tools"})  # paying an item frees a space


def test_R11_ruling_1_radio_silver_add_variant_brings_guards_from_the_supply() -> None:
    s = at(2, "silver", options=Options(radio_silver="add"))
    s = act(s, 0, {"type": "use"})
    s = act(s, 0, {"type": "guard_move", "source": 0, "to": 4})
    assert s.guards[3] == 1 and s.guards_entered == 2


def test_R11_ruling_2_copper_exercise_yard_is_not_free() -> None:
    s = at(5, "copper", cash={0: 1})
    s.ap = 0
    assert "costs 1 AP" in refused(s, 0, {"type": "use", "pay": "cash", "take": ["keys", "drugs"]})


def test_R11_ruling_3_free_rules_are_once_per_round_and_guard_affected() -> None:
    s = at(8, "copper", guards={8: 2, 12: 1})
    s = act(s, 0, {"type": "use"})
    assert s.ap == 2
    assert "already used" in refused(s, 0, {"type": "use"})
    s = at(8, "copper", guards={8: 3})
    assert "Three guards" in refused(s, 0, {"type": "use"})


def test_R11_12_cards_shown_and_drawn_reach_only_their_owner() -> None:
    s = at(12, "copper", cash={0: 1})
    s, events = act_events(s, 0, {"type": "use", "pay": "cash"})
    shown = [e for e in events if e.kind == "cards_shown"]
    assert len(shown) == 1 and shown[0].to == 0 and len(shown[0].data["cards"]) == 3
    kept = s.pick.cards[0] if s.pick else ""
    s, events = act_events(s, 0, {"type": "keep_card", "card": kept})
    public = [e for e in events if e.to is None]
    assert all(kept not in str(e.data) for e in public)
    assert any(e.to == 0 and e.data.get("cards") == [kept] for e in events)
