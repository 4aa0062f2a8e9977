"""Fugitive: one test per rule R1–R24 and edge case E1–E18 of ``rules/fugitive.md``.

Scenario states are built directly (``scenario``) so that each rule is tested on the exact
situation it talks about; the setup rules are tested on real ``setup`` states.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules import get_engine
from rules.core import Event, IllegalAction
from rules.fugitive import FugitiveEngine
from rules.fugitive.content import PILE_RANGES, SPRINT
from rules.fugitive.models import (
    Cancel,
    Draw,
    EndTurn,
    Guess,
    Hide,
    Hideout,
    Options,
    Pass,
    Pick,
    Place,
    Sprint,
    State,
    Unpick,
    Unsprint,
)

ENGINE = FugitiveEngine()
FUG, MAR = 0, 1


def scenario(
    hand: list[int],
    route: list[tuple[int, list[int], bool]] = (),  # type: ignore[assignment]
    *,
    phase: str = "fugitive_play",
    marshal_hand: tuple[int, ...] = (),
    turn: int = 3,
    empty_piles: bool = False,
    options: Options | None = None,
    placed_this_turn: int = 0,
) -> State:
    """A mid-game state: ``route`` lists (number, sprint cards, face up) after card 0; every
    other card goes back to its pile (sorted, so the top card is the pile's highest)."""
    used = set(hand) | set(marshal_hand) | {0}
    for number, sprints, _ in route:
        used |= {number, *sprints}
    piles = [
        [] if empty_piles else [n for n in range(lo, hi + 1) if n not in used]
        for lo, hi in PILE_RANGES
    ]
    draws_left = {"fugitive_draw": 1, "marshal_draw": 2 if turn == 1 else 1}.get(phase, 0)
    return State(
        options=options or Options(),
        piles=piles,
        hands=[sorted(hand), sorted(marshal_hand)],
        route=[Hideout(number=0, face_up=True)]
        + [Hideout(number=n, sprints=sorted(s), face_up=up) for n, s, up in route],
        phase=phase,
        turn=turn,
        draws_left=draws_left,
        placed_this_turn=placed_this_turn,
    )


def play(state: State, seat: int, *actions: Any) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for action in actions:
        state, new = ENGINE.apply(state, seat, action)
        events += new
    return state, events


def refused(state: State, seat: int, action: Any) -> str:
    before = state.model_dump_json()
    with pytest.raises(IllegalAction) as info:
        ENGINE.apply(state, seat, action)
    assert state.model_dump_json() == before
    return info.value.reason


def hideout(state: State, card: int, *sprints: int) -> State:
    """The Fugitive hides ``card`` with these sprint cards and confirms."""
    return play(state, FUG, Hide(card=card), *[Sprint(card=s) for s in sprints], Place())[0]


def guess(state: State, *numbers: int) -> tuple[State, list[Event]]:
    return play(state, MAR, *[Pick(number=n) for n in numbers], Guess())


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


# -- 3.1 setup --------------------------------------------------------------------------------


def test_R1_card_0_starts_face_up_as_first_hideout() -> None:
    state = ENGINE.setup(2, seed=5)
    assert state.route == [Hideout(number=0, face_up=True)]
    assert ENGINE.view(state, None)["route"] == [
        {"number": 0, "face_up": True, "sprint_count": 0, "sprint_cards": []}
    ]


def test_R2_three_piles_by_range_each_shuffled() -> None:
    states = [ENGINE.setup(2, seed=s) for s in range(6)]
    for state in states:
        for pile, (lo, hi) in zip(state.piles, PILE_RANGES, strict=True):
            assert all(lo <= n <= hi for n in pile)
    assert (PILE_RANGES[0], PILE_RANGES[1], PILE_RANGES[2]) == ((4, 14), (15, 28), (29, 41))
    # shuffled: the seeds do not all give the same order of pile 3 (nothing drawn from it)
    assert len({tuple(s.piles[2]) for s in states}) > 1
    assert all(sorted(s.piles[2]) == list(range(29, 42)) for s in states)


def test_R3_starting_hands() -> None:
    for seed in range(5):
        state = ENGINE.setup(2, seed=seed)
        hand = state.hands[FUG]
        assert {1, 2, 3, 42} <= set(hand) and len(hand) == 9
        assert len([n for n in hand if 4 <= n <= 14]) == 3
        assert len([n for n in hand if 15 <= n <= 28]) == 2
        assert state.hands[MAR] == []
        assert [len(p) for p in state.piles] == [8, 12, 13]


def test_R4_no_event_cards_only_the_43_hideout_cards() -> None:
    state = ENGINE.setup(2, seed=9)
    cards = [0, *state.hands[FUG], *state.hands[MAR], *(n for p in state.piles for n in p)]
    assert sorted(cards) == list(range(43))


# -- 3.2 card values --------------------------------------------------------------------------


def test_R5_sprint_values_follow_parity_and_42_never_sprints() -> None:
    assert {n: 1 if n % 2 else 2 for n in range(1, 42)} == SPRINT
    state = scenario([6, 42, 9], route=[(4, [], False)])
    state, _ = play(state, FUG, Hide(card=9))
    assert "escape" in refused(state, FUG, Sprint(card=42))
    assert Sprint(card=42) not in ENGINE.legal_actions(state, FUG)


def test_R6_a_card_is_either_hideout_or_sprint_and_marshal_cards_never_reach_him() -> None:
    state = scenario([5, 6, 7], route=[(4, [], False)])
    state, _ = play(state, FUG, Hide(card=6))
    assert refused(state, FUG, Sprint(card=6)) == "You do not hold card 6."
    state, _ = play(state, FUG, Sprint(card=5))
    assert refused(state, FUG, Hide(card=5)).startswith("You are already placing card 6")
    # the Marshal's drawn cards leave the piles for good
    game = ENGINE.setup(2, seed=3)
    game = hideout(game, 1)
    game, _ = play(game, FUG, EndTurn())
    game, _ = play(game, MAR, Draw(pile=3), Draw(pile=3))
    drawn = set(game.hands[MAR])
    assert len(drawn) == 2 and not drawn & {n for p in game.piles for n in p}


# -- 3.3 turn order ---------------------------------------------------------------------------


def test_R7_fugitive_first_then_alternate() -> None:
    state = ENGINE.setup(2, seed=1)
    assert ENGINE.to_act(state) == [FUG]
    assert refused(state, MAR, Draw(pile=1)) == "It is not your turn."
    state = hideout(state, 1)
    state, _ = play(state, FUG, EndTurn())
    assert ENGINE.to_act(state) == [MAR]
    state, _ = play(state, MAR, Draw(pile=1), Draw(pile=1))
    state, _ = guess(state, 41)
    assert ENGINE.to_act(state) == [FUG]


def test_R8_first_turn_no_draw_one_or_two_hideouts_no_pass() -> None:
    state = ENGINE.setup(2, seed=2)
    assert state.phase == "opening"
    assert refused(state, FUG, Draw(pile=1)) == "There is no draw on the Fugitive's first turn."
    assert "cannot pass" in refused(state, FUG, Pass())
    assert "Place your first hideout" in refused(state, FUG, EndTurn())
    one = hideout(state, 2)
    assert ENGINE.to_act(one) == [FUG] and EndTurn() in ENGINE.legal_actions(one, FUG)
    ended, _ = play(one, FUG, EndTurn())
    assert ended.phase == "marshal_draw" and len(ended.route) == 2
    two = hideout(one, 3)
    assert two.phase == "marshal_draw" and len(two.route) == 3


def test_R9_marshal_first_turn_draws_two_one_at_a_time_then_guesses() -> None:
    state = ENGINE.setup(2, seed=4)
    state, _ = play(hideout(state, 1), FUG, EndTurn())
    assert state.draws_left == 2
    state, first = play(state, MAR, Draw(pile=2))
    assert state.phase == "marshal_draw" and state.draws_left == 1
    assert "Draw first" in refused(state, MAR, Pick(number=1))
    state, second = play(state, MAR, Draw(pile=3))
    assert state.phase == "marshal_guess" and len(state.hands[MAR]) == 2
    assert [e.data["pile"] for e in first + second if e.kind == "draw"] == [2, 3]


def test_R10_later_turns_draw_one_then_act_and_draws_are_announced() -> None:
    state = scenario([1, 5, 6], route=[(3, [], False)], phase="fugitive_draw")
    assert [type(a) for a in ENGINE.legal_actions(state, FUG)] == [Draw, Draw, Draw]
    assert refused(state, FUG, Pass()) == "Draw a card first."
    state, events = play(state, FUG, Draw(pile=2))
    assert state.phase == "fugitive_play" and len(state.hands[FUG]) == 4
    public = [e for e in events if e.to is None]
    private = [e for e in events if e.to is not None]
    assert public == [Event(kind="draw", data={"seat": 0, "role": "fugitive", "pile": 2})]
    assert private[0].to == FUG and private[0].data["card"] in state.hands[FUG]
    assert refused(state, FUG, Draw(pile=1)) == "You have already drawn this turn."
    state, _ = play(state, FUG, Pass())
    assert state.phase == "marshal_draw" and state.draws_left == 1
    state, _ = play(state, MAR, Draw(pile=1))
    assert state.phase == "marshal_guess" and len(state.hands[MAR]) == 1


# -- 3.4 placing and sprinting ----------------------------------------------------------------


def test_R11_new_hideout_above_previous_and_at_most_3_plus_sprint() -> None:
    state = scenario([3, 5, 6, 7, 8, 15], route=[(4, [], False)])
    legal = {a.card for a in ENGINE.legal_actions(state, FUG) if isinstance(a, Hide)}
    assert {5, 6, 7} <= legal and 3 not in legal and 15 not in legal
    assert refused(state, FUG, Hide(card=3)) == (
        "Card 3 is not above your last hideout 4; hideouts must go up."
    )
    assert "too far above your last hideout 4" in refused(state, FUG, Hide(card=15))
    state, _ = play(state, FUG, Hide(card=8))  # 8 = 4 + 3 + 1: needs one footprint
    assert refused(state, FUG, Place()) == (
        "Card 8 is more than 3 above your last hideout 4; add sprint cards worth 1 more."
    )
    assert ENGINE.view(state, FUG)["pending"] == {"card": 8, "sprints": [], "short_by": 1}
    state, _ = play(state, FUG, Sprint(card=3), Place())
    assert state.route[-1] == Hideout(number=8, sprints=[3])


def test_R12_sprint_cards_go_under_face_down_count_public() -> None:
    state = scenario([1, 2, 9, 10], route=[(4, [], False)])
    state, events = play(state, FUG, Hide(card=10), Sprint(card=2), Sprint(card=1), Place())
    assert Event(kind="hideout", data={"position": 2, "sprint_count": 2}) in events
    entry = ENGINE.view(state, MAR)["route"][2]
    assert entry == {"number": None, "face_up": False, "sprint_count": 2, "sprint_cards": None}
    assert next(e for e in events if e.kind == "placed").to == FUG


def test_R13_over_paying_is_legal() -> None:
    state = scenario([1, 2, 5, 9], route=[(4, [], False)])
    state = hideout(state, 5, 1, 2, 9)
    assert state.route[-1] == Hideout(number=5, sprints=[1, 2, 9])


def test_R14_fugitive_view_shows_all_his_cards() -> None:
    state = scenario([20], route=[(2, [1], True), (5, [], False), (9, [6], False)])
    route = ENGINE.view(state, FUG)["route"]
    assert [r["number"] for r in route] == [0, 2, 5, 9]
    assert [r["sprint_cards"] for r in route] == [[], [1], [], [6]]
    assert [r["face_up"] for r in route] == [True, True, False, False]


def test_R14a_pass_places_nothing_and_gives_nothing_in_first_edition() -> None:
    state = scenario([1, 9], route=[(3, [], False)])
    after, events = play(state, FUG, Pass())
    assert kinds(events) == ["pass"]
    assert after.route == state.route and after.hands == state.hands
    assert refused(hideout(scenario([3, 6], route=[]), 3), FUG, Pass()).startswith(
        "It is not your turn"
    )


def test_pass_bonus_second_edition_draws_from_lowest_non_empty_pile() -> None:
    state = scenario([1, 9], route=[(3, [], False)], options=Options(pass_bonus=True))
    state.piles[0] = []
    top = state.piles[1][-1]
    after, events = play(state, FUG, Pass())
    assert top in after.hands[FUG]
    assert (
        Event(kind="draw", data={"seat": 0, "role": "fugitive", "pile": 2, "bonus": True}) in events
    )


# -- 3.5 guessing -----------------------------------------------------------------------------


def test_R15_guess_is_a_set_of_numbers_matched_anywhere() -> None:
    state = scenario([30], route=[(3, [], False), (5, [], False), (8, [], False)])
    state.phase = "marshal_guess"
    after, events = guess(state, 8, 3)  # any order, not tied to positions
    assert events[0].data["numbers"] == [3, 8] and events[0].data["hit"]
    assert [h.face_up for h in after.route] == [True, True, False, True]


def test_R16_single_guess_reveals_hideout_with_sprints_but_not_a_sprint_number() -> None:
    state = scenario([30], route=[(3, [], False), (9, [2, 1], False)], phase="marshal_guess")
    after, events = guess(state, 9)
    assert events[0].data["revealed"] == [{"position": 2, "number": 9, "sprint_cards": [1, 2]}]
    assert ENGINE.view(after, None)["route"][2]["sprint_cards"] == [1, 2]
    missed, events = guess(state, 2)  # 2 is a face-down sprint card, not a hideout
    assert events[0].data == {"numbers": [2], "hit": False, "revealed": [], "manhunt": False}
    assert missed.route == state.route


def test_R17_multi_guess_is_all_or_nothing() -> None:
    state = scenario([30], route=[(3, [], False), (5, [], False), (8, [], False)])
    state.phase = "marshal_guess"
    after, events = guess(state, 3, 5, 7)
    assert not events[0].data["hit"] and events[0].data["revealed"] == []
    assert after.route == state.route
    assert ENGINE.view(after, None)["guesses"][-1] == {
        "numbers": [3, 5, 7],
        "hit": False,
        "manhunt": False,
        "route_len": 4,
    }


def test_R18_sprint_cards_only_revealed_with_their_hideout() -> None:
    state = scenario([30], route=[(3, [], False), (9, [4], False)], phase="marshal_guess")
    after, _ = guess(state, 3)
    assert ENGINE.view(after, MAR)["route"][2]["sprint_cards"] is None
    after, _ = guess(state, 9)
    assert ENGINE.view(after, MAR)["route"][2]["sprint_cards"] == [4]


@pytest.mark.parametrize("number", [3, 4])
def test_R19_marshal_turn_ends_after_one_guess_either_way(number: int) -> None:
    state = scenario([30], route=[(3, [], False), (6, [], False)], phase="marshal_guess")
    after, _ = guess(state, number)
    assert after.phase == "fugitive_draw" and after.turn == 4 and ENGINE.to_act(after) == [FUG]


# -- 3.6 end of game --------------------------------------------------------------------------


def test_R20_marshal_wins_when_no_face_down_hideout_is_left() -> None:
    state = scenario([30], route=[(3, [], True), (6, [1], False)], phase="marshal_guess")
    after, events = guess(state, 6)
    assert kinds(events) == ["guess", "game_over"]
    assert events[-1].data == {"winner": "marshal", "reason": "caught"}
    outcome = ENGINE.outcome(after)
    assert outcome is not None and outcome.winners == [MAR] and outcome.reason == "caught"
    assert ENGINE.to_act(after) == []


def test_R21_escape_card_follows_placement_rule_and_is_public() -> None:
    state = scenario([1, 2, 42], route=[(30, [], True), (38, [], False)])
    assert "add sprint cards worth 1 more" in refused(
        play(state, FUG, Hide(card=42))[0], FUG, Place()
    )
    after, events = play(state, FUG, Hide(card=42), Sprint(card=2), Place())
    assert Event(kind="hideout", data={"position": 3, "sprint_count": 1, "number": 42}) in events
    assert ENGINE.view(after, None)["route"][3]["number"] == 42


def test_R22_escape_wins_when_highest_face_up_is_30_or_more() -> None:
    state = scenario([42], route=[(30, [], True), (39, [], False)])
    after, events = play(state, FUG, Hide(card=42), Place())
    assert events[-1].data == {"winner": "fugitive", "reason": "escaped"}
    outcome = ENGINE.outcome(after)
    assert outcome is not None and outcome.scores == [1.0, 0.0] and outcome.ranks == [1, 2]


def test_R22_escape_with_highest_face_up_29_starts_manhunt() -> None:
    state = scenario([42], route=[(29, [], True), (39, [], False)])
    after, events = play(state, FUG, Hide(card=42), Place())
    assert after.phase == "manhunt" and ENGINE.to_act(after) == [MAR]
    assert Event(kind="manhunt_started", data={"highest_face_up": 29}) in events


def test_R23_manhunt_one_number_at_a_time_until_a_miss_or_all_found() -> None:
    hunt = scenario([42], route=[(n, [], False) for n in (3, 6, 9, 12, 15, 18, 21, 24, 27, 39)])
    hunt, _ = play(hunt, FUG, Hide(card=42), Place())
    assert hunt.phase == "manhunt"
    picked, _ = play(hunt, MAR, Pick(number=3))
    assert "one number at a time" in refused(picked, MAR, Pick(number=6))
    found, events = play(picked, MAR, Guess())
    assert events[0].data["hit"] and events[0].data["manhunt"] and found.phase == "manhunt"
    _, events = guess(found, 4)
    assert events[-1].data == {"winner": "fugitive", "reason": "manhunt_failed"}
    done = found
    for n in (6, 9, 12, 15, 18, 21, 24, 27, 39):
        done, events = guess(done, n)
    assert events[-1].data == {"winner": "marshal", "reason": "manhunt_complete"}
    outcome = ENGINE.outcome(done)
    assert outcome is not None and outcome.winners == [MAR]


def test_R24_every_finished_game_has_exactly_one_winner() -> None:
    for reason_state in (
        guess(scenario([], route=[(3, [], False)], phase="marshal_guess"), 3)[0],
        play(scenario([42], route=[(30, [], True), (39, [], False)]), FUG, Hide(card=42), Place())[
            0
        ],
    ):
        outcome = ENGINE.outcome(reason_state)
        assert outcome is not None and len(outcome.winners) == 1
        assert sorted(outcome.scores) == [0.0, 1.0] and sorted(outcome.ranks) == [1, 2]


# -- 4. edge cases ----------------------------------------------------------------------------


def test_E1_exactly_two_opening_forbids_ending_after_one() -> None:
    options = Options(opening="exactly_two")
    state = ENGINE.setup(2, options, seed=7)
    one = hideout(state, 1)
    assert EndTurn() not in ENGINE.legal_actions(one, FUG)
    assert "exactly two hideouts" in refused(one, FUG, EndTurn())
    two = hideout(one, 2)
    assert two.phase == "marshal_draw"


def test_E1_exactly_two_first_hideout_must_leave_a_second() -> None:
    # hand 1, 2, 3, 5: hiding 5 by sprinting with 2 (+2) leaves 1 and 3, both below 5
    state = scenario([1, 2, 3, 5], phase="opening", turn=1, options=Options(opening="exactly_two"))
    assert "none of your cards could be the second one" in refused(state, FUG, Hide(card=5))
    same = scenario([1, 2, 3, 5], phase="opening", turn=1)
    assert Hide(card=5) in ENGINE.legal_actions(same, FUG)  # fine with one_or_two
    # a hand where 4 works only if the right sprint card is kept for later
    state = scenario([1, 2, 4, 9], phase="opening", turn=1, options=Options(opening="exactly_two"))
    state, _ = play(state, FUG, Hide(card=4), Sprint(card=1))
    assert "with these sprint cards" in refused(play(state, FUG, Sprint(card=2))[0], FUG, Place())
    assert Place() in ENGINE.legal_actions(state, FUG)  # keeps 2 to sprint 4 -> 9


def test_E2_empty_pile_must_not_be_chosen() -> None:
    state = scenario([1, 9], route=[(3, [], False)], phase="fugitive_draw")
    state.piles[1] = []
    assert refused(state, FUG, Draw(pile=2)) == "Pile 2 is empty; draw from another pile."
    assert Draw(pile=2) not in ENGINE.legal_actions(state, FUG)


def test_E3_no_draw_when_all_piles_are_empty() -> None:
    state = scenario([1, 9], route=[(3, [], False)], phase="marshal_guess", empty_piles=True)
    after, _ = guess(state, 4)
    assert after.phase == "fugitive_play" and after.draws_left == 0
    after, _ = play(after, FUG, Pass())
    assert after.phase == "marshal_guess"
    # the Marshal's second first-turn draw is skipped when the first empties the piles
    first = scenario([1], route=[(3, [], False)], phase="marshal_draw", turn=1, empty_piles=True)
    first.piles[2] = [41]
    after, _ = play(first, MAR, Draw(pile=3))
    assert after.phase == "marshal_guess"


def test_E4_no_legal_placement_means_pass() -> None:
    state = scenario([1, 2, 3, 40], route=[(20, [], False)])
    assert ENGINE.legal_actions(state, FUG) == [Pass()]


def test_E5_card_42_cannot_sprint() -> None:
    state = scenario([40, 42], route=[(36, [], False)])
    # 40 is reachable only with sprint; 42 does not count, so 40 cannot start a hideout
    assert "too far" in refused(state, FUG, Hide(card=40))
    state = scenario([38, 42], route=[(35, [], False)])
    state, _ = play(state, FUG, Hide(card=38))
    assert refused(state, FUG, Sprint(card=42)) == (
        "Card 42 is your escape; it cannot be used as a sprint card."
    )


def test_E6_sprinting_on_the_first_turn_is_allowed() -> None:
    state = scenario([1, 2, 3, 5, 9, 42], phase="opening", turn=1)
    state = hideout(state, 5, 2)
    assert state.route[-1] == Hideout(number=5, sprints=[2])
    state = hideout(state, 9, 1)  # the second opening hideout may sprint too
    assert state.route[-1] == Hideout(number=9, sprints=[1]) and state.phase == "marshal_draw"


def test_E7_placing_a_number_guessed_earlier_is_allowed() -> None:
    state = scenario([1, 7], route=[(4, [], False)], phase="marshal_guess")
    state, events = guess(state, 7)
    assert not events[0].data["hit"]
    state, _ = play(state, FUG, Draw(pile=3), Hide(card=7), Place())
    assert state.route[-1].number == 7
    state, _ = play(state, MAR, Draw(pile=3))
    state, events = guess(state, 7)
    assert events[0].data["hit"]


def test_E8_impossible_picks_are_refused_without_using_the_turn() -> None:
    state = scenario(
        [30],
        route=[(3, [], True), (8, [2], True), (9, [], False)],
        phase="marshal_guess",
        marshal_hand=(20,),
    )
    assert refused(state, MAR, Pick(number=3)) == (
        "3 is already face up, so it cannot be a hidden hideout."
    )
    assert refused(state, MAR, Pick(number=2)) == (
        "2 was revealed as a sprint card, so it cannot be a hidden hideout."
    )
    assert refused(state, MAR, Pick(number=20)) == (
        "20 is in your hand, so it cannot be a hidden hideout."
    )
    picks = {a.number for a in ENGINE.legal_actions(state, MAR) if isinstance(a, Pick)}
    assert picks == set(range(1, 42)) - {2, 3, 8, 20}
    assert ENGINE.to_act(state) == [MAR] and state.phase == "marshal_guess"


def test_E8_extension_more_numbers_than_hidden_hideouts_is_refused() -> None:
    # not in the write-up: like E8, a guess that can never succeed is refused before it is made
    state = scenario([30], route=[(3, [], True), (5, [], False), (9, [], False)])
    state.phase = "marshal_guess"
    state, _ = play(state, MAR, Pick(number=5), Pick(number=9))
    assert refused(state, MAR, Pick(number=10)) == (
        "Only 2 hideout(s) are face down, so a guess of more than 2 numbers cannot succeed."
    )
    assert not any(isinstance(a, Pick) for a in ENGINE.legal_actions(state, MAR))


def test_E9_a_number_cannot_be_picked_twice() -> None:
    state = scenario([30], route=[(3, [], False), (5, [], False)], phase="marshal_guess")
    state, _ = play(state, MAR, Pick(number=3))
    assert refused(state, MAR, Pick(number=3)) == "You have already picked 3."
    state, _ = play(state, MAR, Unpick(number=3), Pick(number=5))
    assert state.picked == [5]


@pytest.mark.parametrize("number", [0, 42, -1, 99])
def test_E10_guess_numbers_outside_1_to_41_are_refused(number: int) -> None:
    state = scenario([30], route=[(3, [], False)], phase="marshal_guess")
    assert refused(state, MAR, Pick(number=number)) == "Guess numbers run from 1 to 41."


def test_E11_marshal_must_guess_at_least_one_number() -> None:
    state = scenario([30], route=[(3, [], False)], phase="marshal_guess")
    assert refused(state, MAR, Guess()) == "Pick at least one number before guessing."
    assert all(isinstance(a, Pick) for a in ENGINE.legal_actions(state, MAR))


def test_E12_no_normal_marshal_turn_after_the_42() -> None:
    state = scenario([42], route=[(10, [], False), (40, [], False)])
    after, _ = play(state, FUG, Hide(card=42), Place())
    assert after.phase == "manhunt" and after.draws_left == 0
    assert refused(after, MAR, Draw(pile=1)) == "There is no draw during a manhunt."


def test_E13_cards_under_the_42_stay_hidden_until_the_end() -> None:
    state = scenario([1, 42], route=[(10, [], False), (38, [], False)])
    after, _ = play(state, FUG, Hide(card=42), Sprint(card=1), Place())
    for seat in (None, MAR):
        entry = ENGINE.view(after, seat)["route"][-1]
        assert entry == {"number": 42, "face_up": True, "sprint_count": 1, "sprint_cards": None}
    # picking the hidden sprint card is not refused: that would tell her it is under the 42
    picked, _ = play(after, MAR, Pick(number=1))
    over, _ = play(picked, MAR, Guess())
    assert over.phase == "over"
    assert ENGINE.view(over, None)["route"][-1]["sprint_cards"] == [1]
    assert [r["number"] for r in ENGINE.view(over, MAR)["route"]] == [0, 10, 38, 42]


def test_E14_manhunt_with_nothing_face_down_is_won_by_the_marshal() -> None:
    state = scenario([30, 32, 34, 36, 38, 42], route=[(10, [], True), (29, [], True)])
    sprints = [Sprint(card=c) for c in (30, 32, 34, 36, 38)]  # 29 + 3 + 10 = 42
    _, events = play(state, FUG, Hide(card=42), *sprints, Place())
    assert events[-1].data == {"winner": "marshal", "reason": "manhunt_complete"}


def test_E15_revealed_sprint_card_30_or_more_does_not_block_manhunt() -> None:
    state = scenario([42], route=[(20, [30, 31], True), (39, [], False)])
    after, _ = play(state, FUG, Hide(card=42), Place())
    assert after.phase == "manhunt"


def test_E16_multi_guess_reveals_all_at_once_then_checks_the_win() -> None:
    state = scenario([30], route=[(3, [], False), (5, [1], False)], phase="marshal_guess")
    after, events = guess(state, 3, 5)
    assert kinds(events) == ["guess", "game_over"]
    assert [r["number"] for r in events[0].data["revealed"]] == [3, 5]
    assert ENGINE.outcome(after) is not None


def test_E17_marshal_first_turn_draws_are_sequential_and_announced() -> None:
    state = scenario([9], route=[(3, [], False)], phase="marshal_draw", turn=1)
    state, first = play(state, MAR, Draw(pile=1))
    assert [e.kind for e in first] == ["draw", "drew"] and state.draws_left == 1
    state, second = play(state, MAR, Draw(pile=1))
    assert [e.kind for e in second] == ["draw", "drew"] and state.phase == "marshal_guess"
    assert {e.to for e in first + second} == {None, MAR}


def test_E18_no_limit_on_sprint_cards() -> None:
    state = scenario([1, 2, 3, 5, 6, 7, 15], route=[(4, [], False)])
    state = hideout(state, 15, 1, 2, 3, 5, 6, 7)  # 4 + 3 + 8 footprints from six cards
    assert state.route[-1] == Hideout(number=15, sprints=[1, 2, 3, 5, 6, 7])


# -- contract details the bot relies on -------------------------------------------------------


def test_engine_is_registered_and_identified() -> None:
    engine = get_engine("fugitive")
    assert isinstance(engine, FugitiveEngine)
    assert (engine.id, engine.title, engine.min_players, engine.max_players) == (
        "fugitive",
        "Fugitive",
        2,
        2,
    )


def test_action_json_forms() -> None:
    forms: list[dict[str, Any]] = [
        {"type": "draw", "pile": 2},
        {"type": "hide", "card": 17},
        {"type": "sprint", "card": 5},
        {"type": "unsprint", "card": 5},
        {"type": "place"},
        {"type": "cancel"},
        {"type": "pass"},
        {"type": "end_turn"},
        {"type": "pick", "number": 12},
        {"type": "unpick", "number": 12},
        {"type": "guess"},
    ]
    for form in forms:
        assert ENGINE.parse_action(form).model_dump(mode="json") == form
    with pytest.raises(IllegalAction):
        ENGINE.parse_action({"type": "draw", "pile": 4})


def test_pending_steps_are_private_and_cancel_restores_the_hand() -> None:
    state = scenario([1, 2, 9], route=[(4, [], False)])
    during, events = play(state, FUG, Hide(card=9), Sprint(card=2), Sprint(card=1))
    assert all(e.to is not None for e in events)
    assert ENGINE.view(during, None)["hand_sizes"] == ENGINE.view(state, None)["hand_sizes"]
    assert "pending" not in ENGINE.view(during, MAR)
    assert ENGINE.view(during, FUG)["hand"] == []
    back, _ = play(during, FUG, Unsprint(card=1))
    assert ENGINE.view(back, FUG)["pending"] == {"card": 9, "sprints": [2], "short_by": 0}
    cancelled, _ = play(during, FUG, Cancel())
    assert cancelled == state
    # nothing is left in hand to sprint with
    assert {type(a) for a in ENGINE.legal_actions(during, FUG)} == {Unsprint, Place, Cancel}


def test_view_shape() -> None:
    state = ENGINE.setup(2, seed=3)
    view = ENGINE.view(state, FUG)
    assert set(view) == {
        "game",
        "seat",
        "role",
        "phase",
        "to_act",
        "turn",
        "draws_left",
        "piles",
        "hand_sizes",
        "route",
        "guesses",
        "winner",
        "reason",
        "pile_ranges",
        "sprint_values",
        "opening",
        "events",
        "helped",
        "event_piles",
        "choice",
        "extra_draws",
        "next_guess",
        "no_pass",
        "last_event",
        "hand",
        "marshal_known",
        "pending",
        "last_hideout",
        "reach",
    }
    assert view["role"] == "fugitive" and view["hand"] == sorted(state.hands[FUG])
    assert view["last_hideout"] == 0 and view["reach"] == 3  # R11 from the starting card
    own = {"pending", "last_hideout", "reach", "marshal_known"}
    assert set(ENGINE.view(state, MAR)) == set(view) - own | {"picked"}
    public = ENGINE.view(state, None)
    assert public["role"] is None and "hand" not in public and "picked" not in public
    assert public["piles"] == [8, 12, 13] and public["hand_sizes"] == [9, 0]
