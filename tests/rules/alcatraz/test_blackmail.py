"""§15 blackmail: who may play, cost, the decks, and every one of the 11 (reconstructed) cards."""

from __future__ import annotations

from rules.alcatraz.content import blackmail
from rules.alcatraz.models import State
from tests.rules.alcatraz.test_support import E, act, is_legal, legal_types, refused, stage


def goat(cards: list[str], **kw: object) -> State:
    """Seat 0 is the scapegoat on location 6 holding ``cards``; seat 1 on 6, seat 2 on 12."""
    kw.setdefault("at", [6, 6, 12])
    s = stage(scapegoat=0, current=0, **kw)  # type: ignore[arg-type]
    for c in cards:
        s.blackmail_deck.remove(c)
    s.players[0].blackmail = list(cards)
    return s


def test_R15_1_anyone_may_hold_cards_hand_hidden_size_public() -> None:
    s = stage(at=[12, 1, 5])
    s = act(s, 0, {"type": "use"})  # Warden's Office silver, not the scapegoat
    card = s.players[0].blackmail[0]
    assert E.view(s, None)["players"][0]["blackmail_cards"] == 1
    for seat in (None, 1, 2):
        assert card not in str(E.view(s, seat)["players"]) and "hand" not in E.view(s, None)
        assert E.view(s, seat).get("hand") in (None, [])
    assert [c["id"] for c in E.view(s, 0)["hand"]] == [card]


def test_R15_2_only_the_scapegoat_plays_for_one_ap() -> None:
    s = stage(at=[6, 6, 12], stamina={1: 2})
    s.players[0].blackmail = ["BM09"]
    s.blackmail_deck.remove("BM09")
    assert "Only the scapegoat" in refused(s, 0, {"type": "blackmail", "card": "BM09", "target": 1})
    s = goat(["BM09"], stamina={1: 2})
    s = act(s, 0, {"type": "blackmail", "card": "BM09", "target": 1})
    assert s.ap == 3 + 1 - 1 and s.blackmail_discard == ["BM09"]
    s = goat(["BM09"], stamina={1: 2}, ap=0)
    assert "AP" in refused(s, 0, {"type": "blackmail", "card": "BM09", "target": 1})


def test_R15_3_an_empty_draw_pile_is_refilled_from_the_discard() -> None:
    s = stage(at=[12, 1, 5])
    s.blackmail_discard = list(s.blackmail_deck)
    s.blackmail_deck = []
    s = act(s, 0, {"type": "use"})
    assert len(s.players[0].blackmail) == 1 and len(s.blackmail_deck) == 10
    assert s.blackmail_discard == []
    s = stage(at=[12, 1, 5])
    s.players[1].blackmail = s.blackmail_deck
    s.blackmail_deck = []
    assert "no blackmail cards" in refused(s, 0, {"type": "use"})


def test_R15_4_eleven_cards_nine_effects_none_adds_guards() -> None:
    cards = blackmail()
    assert len(cards) == 11 and len({c.kind for c in cards.values()}) == 9


def test_R15_4_tipoff_moves_one_guard_anywhere() -> None:
    for card in ("BM01", "BM02"):
        s = goat([card], guards={1: 1})
        s = act(s, 0, {"type": "blackmail", "card": card})
        assert legal_types(s, 0) == {"guard_move"}
        s = act(s, 0, {"type": "guard_move", "source": 1, "to": 12})
        assert s.guards[11] == 1 and s.guards[0] == 0 and s.guard_moves is None


def test_R15_4_lockdown_moves_up_to_two_guards_one_step() -> None:
    s = goat(["BM03"], guards={1: 2})
    s = act(s, 0, {"type": "blackmail", "card": "BM03"})
    assert "adjacent" in refused(s, 0, {"type": "guard_move", "source": 1, "to": 12})
    s = act(s, 0, {"type": "guard_move", "source": 1, "to": 2})
    s = act(s, 0, {"type": "guard_move", "source": 1, "to": 6})
    assert s.guards[:6] == [0, 1, 0, 0, 0, 1] and s.guard_moves is None


def test_R15_4_shakedown_confiscates_an_item_anywhere() -> None:
    for card in ("BM04", "BM05"):
        s = goat([card], items={2: ["keys", "tools"]})
        assert {(a.target, a.what) for a in E.legal_actions(s, 0) if a.type == "blackmail"} == {
            (2, "keys"),
            (2, "tools"),
        }
        s = act(s, 0, {"type": "blackmail", "card": card, "target": 2, "what": "tools"})
        assert s.players[2].items == ["keys"] and s.players[0].items == []
        assert s.returns is None and sum(b.get("tools", 0) for b in s.board_items) == 5


def test_R15_4_protection_money_one_cash_from_each_other() -> None:
    s = goat(["BM06"], cash={0: 4, 1: 2, 2: 1})
    s = act(s, 0, {"type": "blackmail", "card": "BM06"})
    assert [p.cash for p in s.players] == [5, 1, 0]  # the second coin is lost above 5
    s = goat(["BM06"])
    assert "Nobody else has cash" in refused(s, 0, {"type": "blackmail", "card": "BM06"})


def test_R15_4_pickpocket_reaches_adjacent_and_is_not_the_rounds_steal() -> None:
    s = goat(["BM07"], at=[6, 12, 7], items={2: ["knives"]}, cash={1: 1})
    assert "reaches only" in refused(
        s, 0, {"type": "blackmail", "card": "BM07", "target": 1, "what": "cash"}
    )
    s = act(s, 0, {"type": "blackmail", "card": "BM07", "target": 2, "what": "knives"})
    assert s.players[0].items == ["knives"] and not s.stole[0]


def test_R15_4_transfer_order_moves_another_pawn_one_step() -> None:
    s = goat(["BM08"], guards={11: 4})
    assert "4 guards" in refused(
        s, 0, {"type": "blackmail", "card": "BM08", "target": 2, "location": 11}
    )
    s = act(s, 0, {"type": "blackmail", "card": "BM08", "target": 2, "location": 8})
    assert s.players[2].location == 8


def test_R15_4_sleepless_night_two_stamina() -> None:
    s = goat(["BM09"], stamina={1: 3, 2: 1})
    s2 = act(s, 0, {"type": "blackmail", "card": "BM09", "target": 2})
    assert s2.players[2].stamina == 0
    s2 = act(s, 0, {"type": "blackmail", "card": "BM09", "target": 1})
    assert s2.players[1].stamina == 1
    s = goat(["BM09"])
    assert "no stamina" in refused(s, 0, {"type": "blackmail", "card": "BM09", "target": 1})


def test_R15_4_paperwork_moves_a_task() -> None:
    s = goat(["BM10"], task_cards=[("A1", 3), ("B1", 4), ("C1", 5)])
    s = act(s, 0, {"type": "blackmail", "card": "BM10", "location": 4})
    locs = sorted(t.location for t in s.tasks)
    assert 4 not in locs and 3 in locs and 5 in locs and len(set(locs)) == 3
    assert [t.card for t in s.tasks] == ["A1", "B1", "C1"]


def test_R15_4_change_of_plans_replaces_a_task() -> None:
    s = goat(["BM11"], task_cards=[("A1", 3), ("B1", 4), ("C1", 5)])
    s = act(s, 0, {"type": "blackmail", "card": "BM11", "location": 4})
    assert "B1" in s.tasks_out and len(s.tasks) == 3 and "B1" not in [t.card for t in s.tasks]
    assert s.guards_entered == sum(s.guards)


def test_R15_two_copies_of_a_card_are_one_choice() -> None:
    s = goat(["BM01", "BM02"], guards={1: 1})
    plays = [a for a in E.legal_actions(s, 0) if a.type == "blackmail"]
    assert len(plays) == 1
    assert is_legal(s, 0, {"type": "blackmail", "card": "BM01"})
