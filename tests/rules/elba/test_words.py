"""§2 spelling, §8 valid bag words, the dice table and the board data (§12–§13)."""

from __future__ import annotations

from collections import Counter

from rules.elba.content import SAFE_AREA, bag_words, board, deck_letters, escape_words
from rules.elba.spelling import keep_options, spells


def test_spelling_is_multiset_containment_in_any_order() -> None:
    assert spells("APPEARS", "SPA") and spells("APPEARS", "AREA")
    assert spells("APPEARS", "SPEAR") and spells("APPEARS", "SAP")
    assert spells("SRAEPPA", "PAPERS")


def test_melee_needs_three_es() -> None:
    assert not spells("MELE", "MELEE") and not spells("MLEE", "MELEE")
    assert spells("EMLEE", "MELEE")


def test_the_seed_example_repasser_is_a_slip_for_appears() -> None:
    # REPASSER has one A: it cannot spell AREA (the seed's own example) and is no English word
    assert not spells("REPASSER", "AREA")
    assert "REPASSER" not in bag_words() and "APPEARS" in bag_words()
    assert spells("APPEARS", "AREA") and spells("APPEARS", "SPA")


def test_R8_1_a_kept_set_of_three_or_more_must_be_a_valid_word() -> None:
    assert set(keep_options("ABCRS")) >= {"CRABS", "CARBS", "SCAB", "CRAB", "BAR"}
    assert "BCR" not in keep_options("BCR") and "ABCE" not in keep_options("ABCE")


def test_R8_2_no_proper_nouns_except_elba_and_campbell() -> None:
    assert {"ELBA", "CAMPBELL"} <= bag_words()
    for proper in ("ROME", "PARIS", "CESAR", "MALMO"):
        assert proper not in bag_words()


def test_R8_3_enable_plus_the_four_game_words() -> None:
    words = bag_words()
    assert len(words) == 3589 + 4
    assert {"CAMPBELL", "ELBA", "EBOLA", "POLEARM"} <= words
    assert {"APPEARS", "SCRAPE", "CRABS", "SPEARS", "CAESAR", "BOLAS"} <= words
    assert all(w in words for w in escape_words())
    room_words = {w for s in board().spaces.values() for w in s.words}
    assert room_words <= words | {"SPA"} and "SPA" in words


def test_R8_4_one_or_two_cards_need_no_check() -> None:
    options = keep_options("BFF")
    assert {"", "B", "F", "BF", "FF"} <= set(options) and "BFF" not in options


def test_dice_table_covers_36_results_and_35_spaces() -> None:
    b = board()
    assert len(b.dice_table) == 36 and len(b.spaces) == 35
    assert b.dice_table["1-4"] == "coral_room"  # the seed's example
    assert b.dice_table["1-1"] == "north_tower" and b.dice_table["1-6"] == "east_tower"
    assert b.dice_table["6-1"] == "west_tower" and b.dice_table["6-6"] == "south_tower"
    assert b.dice_table["2-3"] == b.dice_table["2-4"] == "hallway_2"
    assert b.dice_table["5-3"] == b.dice_table["5-4"] == "hallway_9"
    assert SAFE_AREA not in b.dice_table.values()
    assert set(b.dice_table.values()) == set(b.spaces) - {SAFE_AREA}


def test_board_adjacency_is_symmetric_connected_and_towers_are_four_from_the_safe_area() -> None:
    b = board()
    for s in b.spaces.values():
        for t in s.adjacent:
            assert s.id in b.spaces[t].adjacent
    from rules.elba.ai import distances

    d = distances(SAFE_AREA)
    assert len(d) == 35
    assert [d[b.tower_words[w]] for w in ("ESCAPE", "FROM", "ELBA", "PEACE")] == [4, 4, 4, 4]
    assert len(b.spaces[SAFE_AREA].adjacent) == 6


def test_jump_words_reach_21_targets_and_room_reaches_ten() -> None:
    b = board()
    targets = {t for ids in b.jump_index.values() for t in ids}
    assert len(targets) == 21 and SAFE_AREA in targets
    assert len(b.jump_index["ROOM"]) == 10
    assert all(b.spaces[t].kind in ("room", "safe_area") for t in targets)


def test_deck_has_64_cards_with_the_documented_counts() -> None:
    counts = Counter(deck_letters())
    assert len(deck_letters()) == 64
    assert dict(counts) == {
        "A": 10,
        "B": 4,
        "C": 6,
        "E": 12,
        "F": 4,
        "L": 4,
        "M": 4,
        "O": 4,
        "P": 6,
        "R": 6,
        "S": 4,
    }
