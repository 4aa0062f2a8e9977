"""§12 tasks, §13 rewards, §14 new task, §16 end of the game (and the worked example)."""

from __future__ import annotations

from rules.alcatraz.content import tasks
from rules.alcatraz.models import Options, State
from rules.alcatraz.tasks import dispensable
from tests.rules.alcatraz.test_support import E, act, is_legal, legal_types, refused, stage


def solo(card: str = "A1", **kw: object) -> State:
    """Prisoner 0 on location 5 with the task ``card`` there and the items it needs."""
    need = [i for i, n in tasks()[card].items.items() for _ in range(n)]
    kw.setdefault("items", {0: need})
    kw.setdefault("at", [5, 9, 12])
    kw.setdefault("task_cards", [(card, 5), ("B2", 9), ("C2", 12)])
    return stage(ap=3, **kw)  # type: ignore[arg-type]


def do_task(s: State, seat: int = 0) -> State:
    s = act(s, seat, {"type": "task_start"})
    while s.task is not None:
        if E.to_act(s) != [seat]:
            asked = E.to_act(s)[0]
            s = act(s, asked, {"type": "task_answer", "accept": True})
            continue
        pledges = [a for a in E.legal_actions(s, seat) if a.type == "task_pledge"]
        if pledges:
            s = act(s, seat, pledges[0].model_dump())
        else:
            s = act(s, seat, {"type": "task_complete"})
    return s


def test_R12_1_up_to_three_tasks_distinct_locations_and_steps() -> None:
    s = do_task(solo())
    assert len(s.tasks) == 3
    assert len({t.location for t in s.tasks}) == 3
    assert len({tasks()[t.card].step for t in s.tasks}) == 3


def test_R12_2_1_the_scapegoat_may_not_perform_a_task() -> None:
    s = solo(scapegoat=0, current=0)
    assert "scapegoat" in refused(s, 0, {"type": "task_start"})


def test_R12_2_2_enough_prisoners_present_scapegoat_included() -> None:
    s = solo("A3", items={0: ["knives", "knives", "drugs"]})  # needs 2 prisoners
    assert "needs 2 prisoners" in refused(s, 0, {"type": "task_start"})
    s.players[2].location = 5  # the scapegoat (seat 2) counts
    assert is_legal(s, 0, {"type": "task_start"})
    s.options = Options(scapegoat_counts_for_task=False)
    refused(s, 0, {"type": "task_start"})


def test_R12_2_3_effective_guards_at_most_the_cards_max() -> None:
    s = solo("A2", guards={5: 2}, cash={0: 1})  # max 1 guard
    assert "at most 1 guard" in refused(s, 0, {"type": "task_start"})
    s = act(s, 0, {"type": "bribe"})
    assert is_legal(s, 0, {"type": "task_start"})


def test_R12_2_4_items_pooled_with_consent_and_the_gun_as_any_item() -> None:
    s = solo("A3", items={0: ["knives"], 1: ["knives", "gun"]}, at=[5, 5, 12])
    s = act(s, 0, {"type": "task_start"})
    s = act(s, 0, {"type": "task_pledge", "owner": 0, "item": "knives"})
    s = act(s, 0, {"type": "task_pledge", "owner": 1, "item": "gun"})
    assert E.to_act(s) == [1] and legal_types(s, 1) == {"task_answer"}
    s = act(s, 1, {"type": "task_answer", "accept": False})
    assert "refused" in refused(s, 0, {"type": "task_pledge", "owner": 1, "item": "gun"})
    assert "still needs" in refused(s, 0, {"type": "task_complete"})
    s = act(s, 0, {"type": "task_pledge", "owner": 1, "item": "knives"})
    s = act(s, 1, {"type": "task_answer", "accept": True})
    # drugs are missing: nobody holds any, so only the gun can stand in
    assert {a.item for a in E.legal_actions(s, 0) if a.type == "task_pledge"} == set()
    s = act(s, 0, {"type": "task_cancel"})
    assert s.task is None and s.players[1].items == ["gun", "knives"] and s.ap == 3


def test_R12_2_4_the_gun_replaces_any_one_item() -> None:
    s = solo("A1", items={0: ["gun", "keys", "keys"]})  # needs 2 keys + clothes
    s = do_task(s)
    assert "A" in s.players[0].plan and s.players[0].items == []
    assert s.box == {"gun": 1}  # no gun slot on the silver sides: back to the box (§17.6)


def test_R12_2_4_task_needs_the_items_somewhere_in_the_location() -> None:
    s = solo("A1", items={0: ["keys"]})
    assert "do not hold" in refused(s, 0, {"type": "task_start"})


def test_R12_3_cost_one_ap_or_two_with_two_guards() -> None:
    s = do_task(
        solo(
            "A4",
            items={0: ["knives", "drugs", "tools"], 1: ["clothes"]},
            at=[5, 5, 12],
            guards={5: 2},
        )
    )
    assert s.ap == 1
    s = do_task(solo("A2", guards={5: 1}))
    assert s.ap == 2


def test_R12_4_resolution_items_back_rewards_new_task() -> None:
    s = solo("A1")
    deck_top = s.task_deck[0]
    s = do_task(s)
    assert s.players[0].items == []
    assert s.board_items[10].get("keys", 0) + s.board_items[4].get("keys", 0) >= 2
    assert "A1" in s.tasks_out and deck_top in s.tasks_out
    assert len(s.tasks) == 3 and s.tasks_done == 1


def test_R13_1_to_R13_3_performer_marks_the_card_others_the_drawn_card() -> None:
    s = solo("A1", n=4, at=[5, 9, 12, 1])  # seat 3 is the scapegoat
    s.task_deck.remove("D1")
    s.task_deck.insert(0, "D1")
    s = do_task(s)
    assert [p.plan for p in s.players] == ["A", "D", "D", ""]
    assert {"A1", "D1"} <= set(s.tasks_out) and "D1" not in s.task_deck


def test_R13_4_a_step_already_held_changes_nothing() -> None:
    s = solo("A1", plan={0: "A", 1: "D"})
    s.task_deck.remove("D1")
    s.task_deck.insert(0, "D1")
    s = do_task(s)
    assert s.players[0].plan == "A" and s.players[1].plan == "D"


def test_R13_5_rewards_whether_or_not_they_helped() -> None:
    s = solo("A1", at=[5, 1, 12])
    top = tasks()[s.task_deck[0]].step
    s = do_task(s)
    assert s.players[1].plan == top  # was far away


def test_R14_1_new_task_skips_a_step_already_on_the_board() -> None:
    s = solo("A1")
    # the reward card is drawn first; then B and C cards on top must be skipped
    s.task_deck = [
        "E1",
        "B1",
        "C3",
        "F2",
        *[c for c in s.task_deck if c not in ("E1", "B1", "C3", "F2")],
    ]
    s = do_task(s)
    new = [t.card for t in s.tasks if t.card not in ("B2", "C2")]
    assert new == ["F2"]
    assert s.task_deck[-2:] == ["B1", "C3"]  # rejected cards went to the bottom


def test_R14_2_new_task_goes_to_a_location_without_a_task() -> None:
    for seed in range(20):
        s = do_task(solo("A1", seed=seed))
        locs = [t.location for t in s.tasks]
        assert len(set(locs)) == 3


def test_R14_3_an_empty_deck_leaves_fewer_tasks() -> None:
    s = solo("A1")
    s.task_deck = ["B1"]  # the reward card; then nothing to place
    s = do_task(s)
    assert len(s.tasks) == 2 and s.phase == "actions"
    s = solo("A1")
    s.task_deck = []
    s = do_task(s)
    assert len(s.tasks) == 2 and s.players[1].plan == ""  # no reward card (§17.18)


def test_R16_1_everybody_loses_at_the_21st_guard() -> None:
    s = stage(at=[1, 5, 9])
    s.guards_entered = 20
    while s.phase == "actions":
        s = act(s, s.current, {"type": "end_turn"})
    out = E.outcome(s)
    assert out is not None and out.winners == [] and "21st" in out.reason
    assert E.to_act(s) == []


def test_R16_2_escape_check_after_a_reward_least_useful_stays() -> None:
    # P0 does task F; then P0 has A..F minus nothing with the others covering, P1 is spare
    s = solo("F2", plan={0: "ABC", 1: "A", 2: "DE"}, scapegoat=2)
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "A"]  # reward card: A
    s = do_task(s)
    assert s.phase == "over" and s.result is not None
    assert s.result.stayed == [1] and s.result.escaped == [0, 2]
    out = E.outcome(s)
    assert out is not None and out.winners == [0, 2] and out.ranks == [1, 2, 1]


def test_R16_2_2_nobody_dispensable_play_continues() -> None:
    s = solo("F2", plan={0: "AB", 1: "CD", 2: "E"}, scapegoat=2)
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "A"]
    s = do_task(s)
    assert dispensable(s) == [] and s.phase == "actions"
    s2 = solo(
        "F2",
        plan={0: "AB", 1: "CD", 2: "E"},
        scapegoat=2,
        options=Options(all_indispensable_policy="all_escape"),
    )
    s2.task_deck = [c for c in s2.task_deck if tasks()[c].step == "A"]
    s2 = do_task(s2)
    assert s2.result is not None and s2.result.escaped == [0, 1, 2]


def test_R16_2_3_tie_breaks_steps_then_cash_then_items_then_stamina() -> None:
    def stayer(**kw: object) -> list[int]:
        s = solo("F2", n=4, at=[5, 9, 12, 1], scapegoat=3, **kw)  # type: ignore[arg-type]
        s.task_deck = [c for c in s.task_deck if tasks()[c].step == "A"]
        s = do_task(s)
        assert s.result is not None
        return s.result.stayed

    # after the task P0 holds A–F alone and the reward card gives A to P1 and P2, so P1, P2
    # and P3 (the scapegoat) are all dispensable
    kit = ["clothes", "knives"]  # what P0 hands in for F2
    assert stayer(plan={0: "ABCDE"}) == [3]  # fewest steps
    one = {0: "ABCDE", 3: "A"}
    assert stayer(plan=one, cash={1: 2, 2: 1, 3: 3}) == [2]  # then least cash
    assert stayer(plan=one, items={0: kit, 1: ["keys"], 3: ["keys"]}) == [2]  # fewest items
    assert stayer(plan=one, stamina={1: 1, 2: 2, 3: 3}) == [1]  # least stamina


def test_R16_2_3_full_tie_goes_to_a_vote_of_the_others() -> None:
    s = solo("F2", n=4, at=[5, 9, 12, 1], scapegoat=3, plan={0: "ABCDE", 3: "A"})
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "A"]
    s = do_task(s)
    assert s.phase == "stay_vote" and s.candidates == [1, 2, 3] and s.voters == [0]
    assert E.to_act(s) == [0]
    s = act(s, 0, {"type": "vote", "candidate": 2})
    assert s.result is not None and s.result.stayed == [2]
    assert s.result.escaped == [0, 1, 3]


def test_R16_3_worked_example_first_and_third_escape() -> None:
    # Michael A B C, Ralf B D F, Chris D F and completes E
    s = solo("E2", plan={0: "DF", 1: "ABC", 2: "BDF"}, at=[5, 9, 12], scapegoat=2)
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "B"]  # reward: B (no news)
    s = do_task(s)
    assert [p.plan for p in s.players] == ["DEF", "ABC", "BDF"]
    assert s.result is not None and s.result.stayed == [2] and s.result.escaped == [0, 1]


def test_R16_4_exactly_one_stays_even_with_several_dispensable() -> None:
    s = solo(
        "F2",
        n=4,
        at=[5, 9, 12, 1],
        scapegoat=3,
        plan={0: "ABCDE", 1: "ABCDEF", 2: "ABCDEF"},
        cash={1: 1, 2: 2},
    )
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "A"]
    s = do_task(s)
    assert s.result is not None and s.result.stayed == [3] and len(s.result.escaped) == 3


def test_R16_4_scapegoat_first_option() -> None:
    s = solo(
        "F2",
        plan={0: "ABCDE", 1: "", 2: "ABCDE"},
        scapegoat=2,
        cash={2: 5},
        options=Options(stay_policy="scapegoat_first"),
    )
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "A"]
    s = do_task(s)
    assert s.result is not None and s.result.stayed == [2]


def test_R16_5_an_empty_task_deck_does_not_end_the_game() -> None:
    s = solo("A1")
    s.task_deck = []
    s = do_task(s)
    assert s.phase == "actions" and s.result is None


def test_R16_1_the_21st_guard_makes_everybody_lose_alike_sharing_rank_1() -> None:
    # unequal plan sheets and cash make no difference: "tout le monde perd" (seed, §15)
    s = stage(at=[1, 5, 9], plan={0: "A", 1: "AB", 2: "A"}, cash={2: 1})
    s.guards_entered = 20
    while s.phase == "actions":
        s = act(s, s.current, {"type": "end_turn"})
    out = E.outcome(s)
    assert out is not None and out.winners == []
    assert out.ranks == [1, 1, 1] and out.scores == [0.0, 0.0, 0.0]
    summary = E.summary(s)
    assert summary["lost_to_guards"] == 1 and summary["escape"] == 0
    assert summary["end"] == "guards" and summary["rounds"] == 2


def test_R16_summary_after_an_escape() -> None:
    s = solo("E2", plan={0: "DF", 1: "ABC", 2: "BDF"}, at=[5, 9, 12], scapegoat=2)
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "B"]
    s = do_task(s)
    summary = E.summary(s)
    assert summary["escape"] == 1 and summary["escapees"] == 2
    assert summary["stayer_was_scapegoat"] == 1 and summary["tasks_done"] == 1
