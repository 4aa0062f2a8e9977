"""§3 Board and §4 Setup of the Alcatraz rules write-up."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.alcatraz.board import neighbours
from rules.alcatraz.content import ITEMS, item_totals, locations, tasks
from rules.alcatraz.models import Options
from rules.core import IllegalAction
from tests.rules.alcatraz.test_support import E, act, is_legal, refused, stage, token_count

SEEDS = range(40)


def test_R3_1_adjacency_is_king_move_on_the_3x4_grid() -> None:
    s = E.setup(3, None, 0)
    assert neighbours(s, 1) == {2, 5, 6}
    assert neighbours(s, 6) == {1, 2, 3, 5, 7, 9, 10, 11}
    assert neighbours(s, 12) == {7, 8, 11}
    # adjacency follows grid positions, not numbers
    s2 = E.setup(3, Options(layout="chosen", chosen_order=[12, *range(1, 12)]), 0)
    assert neighbours(s2, 12) == {1, 4, 5}


def test_R3_2_first_game_is_sheets_1_to_12_silver_and_sides_stay_fixed() -> None:
    s = E.setup(4, None, 3)
    assert s.order == list(range(1, 13)) and s.sides == ["silver"] * 12
    copper = E.setup(4, Options(first_game_side="copper"), 3)
    assert copper.sides == ["copper"] * 12
    chosen = Options(layout="chosen", chosen_sides=["copper", "silver"] * 6)
    assert E.setup(3, chosen, 1).sides == ["copper", "silver"] * 6
    randoms = {tuple(E.setup(3, Options(layout="random"), seed).sides) for seed in SEEDS}
    orders = {tuple(E.setup(3, Options(layout="random"), seed).order) for seed in SEEDS}
    assert len(randoms) > 1 and len(orders) > 1
    # play never changes a side
    s2 = E.apply(s, s.current, E.parse_action({"type": "end_turn"}))[0]
    assert s2.sides == s.sides


def test_R3_2_chosen_layout_must_be_complete() -> None:
    with pytest.raises(ValueError):
        Options(layout="chosen", chosen_order=[1, 2, 3])
    with pytest.raises(ValueError):
        Options(layout="chosen", chosen_sides=["silver"])


def test_R3_3_the_twelve_locations_and_their_names() -> None:
    names = [locations()[n].name for n in range(1, 13)]
    assert names[1] == "Radio Room" and names[3] == "Infirmary" and names[11] == "Warden's Office"
    assert len(set(names)) == 12


def test_R3_4_no_location_takes_a_fifth_guard() -> None:
    # a riot may bring the fourth guard, never a fifth
    s = stage(at=[2, 5, 9], guards={2: 3, 1: 2}, ap=3, cash={0: 1})
    s = act(s, 0, {"type": "bribe"})
    assert is_legal(s, 0, {"type": "riot", "source": 1})
    s = act(s, 0, {"type": "riot", "source": 1})
    assert s.guards[1] == 4
    assert not is_legal(s, 0, {"type": "riot", "source": 1})
    # guard moves (Radio Room) never pick a full location as destination
    s = stage(at=[2, 5, 9], guards={3: 4, 1: 1}, sides={2: "copper"})
    s = act(s, 0, {"type": "use"})
    assert all(a.to != 3 for a in E.legal_actions(s, 0) if a.type == "guard_move")
    refused(s, 0, {"type": "guard_move", "source": 1, "to": 3})


def test_R4_1_three_or_four_players() -> None:
    for n in (3, 4):
        assert len(E.setup(n, None, 0).players) == n
    for n in (2, 5):
        with pytest.raises(IllegalAction):
            E.setup(n, None, 0)


def test_R4_2_and_R4_3_tokens_on_every_slot_of_the_sides_shown_rest_in_box() -> None:
    silver = E.setup(3, None, 0)
    assert silver.board_items[3] == {"drugs": 3}  # the infirmary's three drugs
    assert silver.box == {"gun": 1}
    copper = E.setup(3, Options(first_game_side="copper"), 0)
    assert copper.board_items[5] == {"gun": 1}
    assert copper.box == {"keys": 1, "knives": 1, "clothes": 1, "drugs": 1, "tools": 1}
    for opts in (Options(), Options(layout="random"), Options(first_game_side="copper")):
        for seed in range(5):
            s = E.setup(4, opts, seed)
            for item in ITEMS:
                assert token_count(s, item) == item_totals()[item]


def test_R4_4_eight_guards_never_more_than_two_in_one_place() -> None:
    for seed in SEEDS:
        s = E.setup(3, None, seed)
        assert sum(s.guards) == 8 == s.guards_entered
        assert max(s.guards) <= 2


def test_R4_5_random_distinct_start_locations() -> None:
    starts = set()
    for seed in SEEDS:
        s = E.setup(4, None, seed)
        locs = [p.location for p in s.players]
        assert len(set(locs)) == 4
        starts.add(tuple(locs))
    assert len(starts) > 30


def test_R4_6_players_start_empty() -> None:
    s = E.setup(4, None, 5)
    for p in s.players:
        assert (p.items, p.cash, p.stamina, p.plan, p.blackmail) == ([], 0, 0, "", [])


def test_R4_7_three_tasks_distinct_steps_and_locations() -> None:
    for seed in SEEDS:
        s = E.setup(3, None, seed)
        assert len(s.tasks) == 3
        assert len({tasks()[t.card].step for t in s.tasks}) == 3
        assert len({t.location for t in s.tasks}) == 3
        assert len(s.task_deck) == 27
        assert not set(s.task_deck) & {t.card for t in s.tasks}


def test_R4_8_blackmail_deck_shuffled_discard_empty() -> None:
    decks = {tuple(E.setup(3, None, seed).blackmail_deck) for seed in range(10)}
    assert len(decks) > 1
    s = E.setup(3, None, 0)
    assert sorted(s.blackmail_deck) == sorted(f"BM{i:02}" for i in range(1, 12))
    assert s.blackmail_discard == []


def test_R4_9_random_first_scapegoat_with_plus_one() -> None:
    first = Counter(E.setup(4, None, seed).scapegoat for seed in SEEDS)
    assert len(first) == 4
    assert all(E.setup(3, None, seed).bonus == 1 for seed in range(5))


def test_R4_10_round_one_starts_with_the_scapegoats_actions() -> None:
    s = E.setup(4, None, 2)
    assert s.phase == "actions" and s.round == 1
    assert E.to_act(s) == [s.scapegoat]
    assert s.ap == 2 + 1
    assert s.guards_entered == 8  # no new guard in round 1
