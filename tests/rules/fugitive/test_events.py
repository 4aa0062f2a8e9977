"""Fugitive's event variants (rules write-up section 5) with Getaway's house event deck
(``data/fugitive/events.json``): setup per variant, every event, the draw after an event, the
Marshal's two-card first turn, empty event piles, Discovery, Catch-up placeholders, and the
engine contract (playouts, views, secrecy, JSON) on games with events."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from rules.core import Rng
from rules.fugitive.content import (
    EVENT_CODES,
    EVENT_ICON,
    EVENT_ID,
    FIRST_EVENT_CODE,
    PLACEHOLDER,
)
from rules.fugitive.models import (
    Choose,
    Draw,
    Guess,
    Hide,
    Hideout,
    Options,
    Pass,
    Pick,
    State,
)
from tests.rules.fugitive.test_rules import (
    ENGINE,
    FUG,
    MAR,
    guess,
    hideout,
    kinds,
    play,
    refused,
    scenario,
)
from tests.rules.test_every_engine import (
    check_fair_computer,
    check_playout,
    check_resampling,
    check_views,
)

CODE = {effect: code for code, effect in EVENT_ID.items()}
VARIANTS = [
    Options(events="random"),
    Options(events="discovery"),
    Options(events="helpful", helped="fugitive"),
    Options(events="helpful", helped="marshal"),
    Options(events="catch_up"),
]


def on_top(state: State, pile: int, *cards: int) -> State:
    """``state`` with ``cards`` put on top of a pile (the last one on top)."""
    piles = [list(p) for p in state.piles]
    piles[pile - 1] += cards
    return state.model_copy(update={"piles": piles})


def drawn(state: State, seat: int, effect: str, pile: int = 1) -> tuple[State, list[Any]]:
    """``seat`` draws the event ``effect`` from the top of ``pile``."""
    return play(on_top(state, pile, CODE[effect]), seat, Draw(pile=pile))


ESCAPE = 42


def fugitive_draw(**kw: Any) -> State:
    return scenario([5, 9, ESCAPE], route=[(3, [], False)], phase="fugitive_draw", **kw)


def marshal_draw(**kw: Any) -> State:
    return scenario([5, 9, ESCAPE], route=[(3, [], False)], phase="marshal_draw", **kw)


# -- setup per variant ----------------------------------------------------------------------


def events_in_piles(state: State) -> list[list[int]]:
    return [[c for c in pile if c >= FIRST_EVENT_CODE] for pile in state.piles]


def test_the_deck_is_seventeen_house_events_and_six_placeholders() -> None:
    assert len(EVENT_CODES) == 17 and min(EVENT_CODES) > ESCAPE
    assert Counter(EVENT_ICON.values()) == {"fugitive": 6, "marshal": 6, "neutral": 5}
    state = ENGINE.setup(2, Options(events="catch_up"), 1)
    assert sum(pile.count(PLACEHOLDER) for pile in state.piles) == 6


def test_without_the_option_the_game_is_the_base_game() -> None:
    base = ENGINE.setup(2, None, 5)
    assert events_in_piles(base) == [[], [], []] and base.decks == []
    assert [len(p) for p in base.piles] == [8, 12, 13]


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: f"{o.events}-{o.helped}")
def test_events_are_shuffled_in_after_the_fugitives_setup_draw(options: Options) -> None:
    base = ENGINE.setup(2, None, 9)
    state = ENGINE.setup(2, options, 9)
    assert state.hands == base.hands  # the same setup draw as the base game
    numbers = [sorted(c for c in pile if c < FIRST_EVENT_CODE) for pile in state.piles]
    assert numbers == [sorted(pile) for pile in base.piles]


def test_random_events_put_two_random_events_into_each_pile() -> None:
    seen: set[int] = set()
    for seed in range(8):
        added = events_in_piles(ENGINE.setup(2, Options(events="random"), seed))
        assert [len(cards) for cards in added] == [2, 2, 2]
        flat = [c for cards in added for c in cards]
        assert len(set(flat)) == 6 and set(flat) <= set(EVENT_CODES)
        seen |= set(flat)
    assert len(seen) > 6  # random events, not always the same six


@pytest.mark.parametrize("helped", ["fugitive", "marshal"])
def test_helpful_events_keep_only_the_helped_players_icon_spread_evenly(helped: str) -> None:
    state = ENGINE.setup(2, Options(events="helpful", helped=helped), 3)
    added = events_in_piles(state)
    assert [len(cards) for cards in added] == [2, 2, 2]
    assert sorted(c for cards in added for c in cards) == [
        c for c in EVENT_CODES if EVENT_ICON[c] == helped
    ]
    assert state.decks == []


def test_discovery_events_make_one_event_pile_and_none_in_the_piles() -> None:
    state = ENGINE.setup(2, Options(events="discovery"), 3)
    assert events_in_piles(state) == [[], [], []]
    assert len(state.decks) == 1 and sorted(state.decks[0]) == EVENT_CODES


def test_catch_up_events_sort_the_events_by_icon_and_add_two_placeholders_per_pile() -> None:
    state = ENGINE.setup(2, Options(events="catch_up"), 3)
    assert events_in_piles(state) == [[PLACEHOLDER] * 2] * 3
    icons = [{EVENT_ICON[c] for c in deck} for deck in state.decks]
    assert icons == [{"fugitive"}, {"neutral"}, {"marshal"}]
    assert sorted(c for deck in state.decks for c in deck) == EVENT_CODES
    view = ENGINE.view(state, None)
    assert view["event_piles"] == [6, 5, 6] and view["events"] == "catch_up"
    assert view["piles"] == [10, 14, 15]  # the placeholders lie in the piles


def test_a_game_saved_before_the_events_loads_unchanged() -> None:
    state = ENGINE.setup(2, None, 4)
    data = state.model_dump(mode="json")
    for key in (
        "given",
        "decks",
        "choice",
        "extra_draws",
        "next_guess",
        "no_pass",
        "last_event",
        "last_drawer",
    ):
        del data[key]
    for key in ("events", "helped"):
        del data["options"][key]
    again = ENGINE.load_state(json.dumps(data))
    assert again.model_dump_json() == state.model_dump_json()


# -- the draw after an event ----------------------------------------------------------------


def test_after_an_event_the_drawer_draws_again_from_any_pile() -> None:
    state, events = drawn(fugitive_draw(), FUG, "crossroads", pile=2)
    assert kinds(events) == ["draw", "event_card"]
    assert events[1].to is None and events[1].data["event"] == "crossroads"
    assert state.phase == "fugitive_draw" and state.draws_left == 1
    assert set(ENGINE.legal_actions(state, FUG)) == {Draw(pile=1), Draw(pile=2), Draw(pile=3)}
    before = len(state.hands[FUG])
    state, events = play(state, FUG, Draw(pile=3))
    assert kinds(events) == ["draw", "drew"] and len(state.hands[FUG]) == before + 1
    assert state.phase == "fugitive_play"


def test_an_event_drawn_from_the_last_card_ends_the_draw() -> None:
    state = scenario([5, 9], route=[(3, [], False)], phase="fugitive_draw", empty_piles=True)
    state, _ = drawn(state, FUG, "crossroads")
    assert state.phase == "fugitive_play" and state.draws_left == 0
    assert state.hands[FUG] == [5, 9]


def test_an_event_in_the_marshals_first_turn_does_not_count_toward_her_two_cards() -> None:
    state = marshal_draw(turn=1)
    assert state.draws_left == 2
    state, _ = drawn(state, MAR, "crossroads")
    assert state.phase == "marshal_draw" and state.draws_left == 2 and state.hands[MAR] == []
    state, _ = play(state, MAR, Draw(pile=1))
    state, _ = drawn(state, MAR, "delay", pile=2)
    assert state.draws_left == 1
    state, _ = play(state, MAR, Draw(pile=3))
    assert state.phase == "marshal_guess" and len(state.hands[MAR]) == 2


# -- every event ------------------------------------------------------------------------------


def start_of_turn(state: State, seat: int) -> State:
    """``state`` played on to the start of ``seat``'s next turn: the Marshal's guess misses,
    or the Fugitive passes."""
    if seat == FUG:
        return guess(state.model_copy(update={"phase": "marshal_guess", "draws_left": 0}), 40)[0]
    return play(state.model_copy(update={"phase": "fugitive_play", "draws_left": 0}), FUG, Pass())[
        0
    ]


@pytest.mark.parametrize(
    ("effect", "drawer", "extra"),
    [
        ("safe_house", MAR, [1, 0]),
        ("head_start", FUG, [0, -1]),
        ("informant", FUG, [0, 1]),
        ("roadblock", MAR, [-1, 0]),
        ("lucky_break", FUG, [1, 0]),
        ("lucky_break", MAR, [0, 1]),
        ("delay", FUG, [0, -1]),
        ("delay", MAR, [-1, 0]),
        ("crossroads", FUG, [1, 1]),
    ],
)
def test_events_that_change_the_next_turns_draws(
    effect: str, drawer: int, extra: list[int]
) -> None:
    start = fugitive_draw() if drawer == FUG else marshal_draw()
    state, _ = drawn(start, drawer, effect)
    assert state.extra_draws == extra
    assert ENGINE.view(state, None)["extra_draws"] == extra
    # the change is spent at the seat's next turn: one card more, or none at all
    for seat, change in enumerate(extra):
        begun = start_of_turn(state, seat)
        assert begun.extra_draws[seat] == 0
        assert begun.draws_left == 1 + change
        drawing = "fugitive_draw" if seat == FUG else "marshal_draw"
        assert (begun.phase == drawing) == (change >= 0)


def test_fog_lets_the_next_guess_name_one_number_only() -> None:
    state, _ = drawn(marshal_draw(), MAR, "fog")
    state, _ = play(state, MAR, Draw(pile=2))
    assert ENGINE.view(state, MAR)["next_guess"] == "single"
    state = state.model_copy(update={"route": [*state.route, _hidden(7)]})
    picked, _ = play(state, MAR, Pick(number=3))
    assert "Fog" in refused(picked, MAR, Pick(number=7))
    assert not [a for a in ENGINE.legal_actions(picked, MAR) if isinstance(a, Pick)]
    after, _ = play(picked, MAR, Guess())
    assert after.next_guess == "normal"


def _hidden(number: int) -> Hideout:
    return Hideout(number=number)


def test_wide_search_checks_two_numbers_each_on_its_own() -> None:
    state = scenario([], route=[(3, [], False), (6, [], False), (8, [], False)])
    state = state.model_copy(update={"phase": "marshal_guess", "next_guess": "split"})
    picked, _ = play(state, MAR, Pick(number=6), Pick(number=20))
    assert "Wide Search" in refused(picked, MAR, Pick(number=3))
    after, events = play(picked, MAR, Guess())
    assert [r["number"] for r in events[0].data["revealed"]] == [6]
    assert events[0].data["hit"] and events[0].data["split"]
    # recorded as two single guesses: 20 missed on its own, 6 found
    assert [(g.numbers, g.hit) for g in after.guesses] == [([6], True), ([20], False)]
    assert [h.face_up for h in after.route] == [True, False, True, False]
    assert after.next_guess == "normal"


def test_wide_search_finding_every_hideout_wins() -> None:
    state = scenario([], route=[(3, [], False), (6, [], False)], phase="marshal_guess")
    state = state.model_copy(update={"next_guess": "split"})
    after, _ = guess(state, 3, 6)
    assert after.winner == MAR and after.reason == "caught"


def test_second_wind_takes_back_a_sprint_card_its_hideout_can_spare() -> None:
    # 9 after 3 needs 3 footprints: sprint cards 4 (+2), 6 (+2) and 5 (+1) give 5, so 4 or 6
    # (2 each) can come back but not both; 5 (+1) too; 14 after 9 with 8 (+2) spares nothing
    route = [(3, [], False), (9, [4, 5, 6], False), (14, [8], False)]
    state = scenario([20, 21], route=route, phase="fugitive_draw")
    state, events = drawn(state, FUG, "second_wind")
    assert state.phase == "event" and ENGINE.to_act(state) == [FUG]
    assert ENGINE.view(state, MAR)["choice"] == {"event": "second_wind", "seat": FUG}
    assert ENGINE.legal_actions(state, FUG) == [Choose(value=v) for v in (4, 5, 6, 0)]
    assert "take back" in refused(state, FUG, Choose(value=8))
    assert "decision" in refused(state, FUG, Draw(pile=1))
    after, events = play(state, FUG, Choose(value=6))
    assert after.route[2].sprints == [4, 5] and 6 in after.hands[FUG]
    assert kinds(events) == ["took_back", "took_back_card"]
    assert events[0].to is None and "card" not in events[0].data and events[1].to == FUG
    assert after.phase == "fugitive_draw"  # then his draw
    kept, events = play(state, FUG, Choose(value=0))
    assert kept.route == state.route and kinds(events) == ["kept_sprints"]


def test_second_wind_with_nothing_to_take_back_does_nothing() -> None:
    state, events = drawn(fugitive_draw(), FUG, "second_wind")
    assert kinds(events)[-1] == "no_effect" and state.phase == "fugitive_draw"


@pytest.mark.parametrize(
    ("effect", "drawer", "decider"),
    [("stash", MAR, FUG), ("lookout", FUG, MAR), ("scout", FUG, FUG), ("scout", MAR, MAR)],
)
def test_a_look_at_a_piles_top_card_is_told_to_the_looker_alone(
    effect: str, drawer: int, decider: int
) -> None:
    start = fugitive_draw() if drawer == FUG else marshal_draw()
    state, _ = drawn(start, drawer, effect, pile=3)
    assert state.phase == "event" and ENGINE.to_act(state) == [decider]
    piles = [n for n in (1, 2, 3) if state.piles[n - 1]]
    assert ENGINE.legal_actions(state, decider) == [Choose(value=n) for n in piles]
    top = state.piles[1][-1]
    after, events = play(state, decider, Choose(value=2))
    assert kinds(events) == ["peek", "peeked"]
    assert events[0].to is None and "card" not in events[0].data
    assert events[1].to == decider and events[1].data == {"pile": 2, "card": top}
    assert after.piles == state.piles and after.hands == state.hands
    for seat in (None, FUG, MAR):  # no view shows it
        assert "peek" not in str(ENGINE.view(after, seat))
    # then the drawer's draw goes on
    assert ENGINE.to_act(after) == [drawer] and after.phase.endswith("draw")


def test_a_look_at_an_empty_pile_is_refused() -> None:
    state = fugitive_draw().model_copy(update={"piles": [[], [30], []]})
    state, _ = drawn(state, FUG, "lookout", pile=2)
    assert ENGINE.legal_actions(state, MAR) == [Choose(value=2)]
    assert "Pile 1" in refused(state, MAR, Choose(value=1))


def test_detour_puts_a_piles_top_card_at_its_bottom() -> None:
    state, _ = drawn(fugitive_draw(), FUG, "detour")
    pile = list(state.piles[2])
    after, events = play(state, FUG, Choose(value=3))
    assert after.piles[2] == [pile[-1], *pile[:-1]]
    assert kinds(events) == ["detour"] and events[0].data["pile"] == 3


def test_dropped_card_gives_the_marshal_a_card_of_his_choice_never_the_42() -> None:
    state, _ = drawn(marshal_draw(), MAR, "dropped_card")
    assert ENGINE.to_act(state) == [FUG]
    assert ENGINE.legal_actions(state, FUG) == [Choose(value=5), Choose(value=9)]
    assert "42" in refused(state, FUG, Choose(value=ESCAPE))
    after, events = play(state, FUG, Choose(value=9))
    assert after.hands[FUG] == [5, ESCAPE] and 9 in after.hands[MAR]
    assert kinds(events) == ["gave", "received"]
    assert events[0].to is None and events[1].to == MAR and events[1].data == {"card": 9}
    assert ENGINE.to_act(after) == [MAR] and after.phase == "marshal_draw"


def test_the_fugitive_knows_the_card_he_gave_and_a_redraw_for_him_keeps_it() -> None:
    state, _ = drawn(marshal_draw(marshal_hand=(20,)), MAR, "dropped_card")
    after, _ = play(state, FUG, Choose(value=9))
    assert ENGINE.view(after, FUG)["marshal_known"] == [9]
    assert "marshal_known" not in ENGINE.view(after, MAR)
    redrawn = [ENGINE.resample_hidden(after, FUG, Rng(s=n)).hands[MAR] for n in range(8)]
    assert all(9 in hand and len(hand) == 2 for hand in redrawn)
    assert any(20 not in hand for hand in redrawn)  # what he does not know is redrawn
    # her highest card lost to Lost Notes is no longer one he knows she holds
    later = after.model_copy(update={"phase": "fugitive_draw", "draws_left": 1})
    later = on_top(later.model_copy(update={"hands": [[5, ESCAPE], [9]]}), 1, CODE["lost_notes"])
    lost, _ = play(later, FUG, Draw(pile=1))
    assert lost.given == [] and ENGINE.view(lost, FUG)["marshal_known"] == []


def test_dropped_card_with_only_the_42_does_nothing() -> None:
    state = scenario([ESCAPE], route=[(3, [], False)], phase="marshal_draw")
    state, events = drawn(state, MAR, "dropped_card")
    assert kinds(events)[-1] == "no_effect" and state.phase == "marshal_draw"


def test_cornered_forbids_passing_until_a_hideout_is_placed() -> None:
    state, _ = drawn(fugitive_draw(), FUG, "cornered")
    state, _ = play(state, FUG, Draw(pile=1))
    assert state.no_pass and Pass() not in ENGINE.legal_actions(state, FUG)
    assert "Cornered" in refused(state, FUG, Pass())
    placed = hideout(state, 5)
    assert not placed.no_pass


def test_cornered_allows_a_pass_when_no_hideout_can_be_placed() -> None:
    state = scenario([1, 2], route=[(30, [], False)], phase="fugitive_play")
    state = state.model_copy(update={"no_pass": True})
    assert ENGINE.legal_actions(state, FUG) == [Pass()]
    after, _ = play(state, FUG, Pass())
    assert after.phase == "marshal_draw"


def test_lost_notes_returns_the_marshals_highest_card_to_the_bottom_of_its_pile() -> None:
    state = scenario([5, 9], route=[(3, [], False)], phase="fugitive_draw", marshal_hand=(7, 20))
    after, events = drawn(state, FUG, "lost_notes")
    assert after.hands[MAR] == [7] and after.piles[1][0] == 20
    assert events[-1].kind == "returned" and events[-1].data == {"card": 20, "pile": 2}
    _, events = drawn(fugitive_draw(), FUG, "lost_notes")
    assert kinds(events)[-1] == "no_effect"


def test_only_the_event_decision_is_taken_during_an_event() -> None:
    state, _ = drawn(marshal_draw(), MAR, "dropped_card")
    assert "decision" in refused(state, FUG, Hide(card=5))
    assert "not your turn" in refused(state, MAR, Choose(value=5)).lower()
    assert "No event" in refused(marshal_draw(), MAR, Choose(value=1))


# -- Discovery --------------------------------------------------------------------------------


def discovery(route: list[Any], deck: list[int]) -> State:
    state = scenario([20], route=route, phase="marshal_guess", options=Options(events="discovery"))
    return state.model_copy(update={"decks": [deck]})


def test_discovery_after_a_multi_number_hit_resolves_one_event() -> None:
    state = discovery(
        [(3, [], False), (6, [], False), (8, [], False)], [CODE["fog"], CODE["safe_house"]]
    )
    after, events = guess(state, 3, 6)
    assert kinds(events) == ["guess", "event_card"]
    assert events[1].data["event"] == "safe_house" and events[1].data["seat"] == FUG
    assert after.decks == [[CODE["fog"]]]
    assert after.phase == "fugitive_draw" and after.draws_left == 2  # his turn, one extra


def test_discovery_draws_no_event_after_a_miss_a_winning_guess_or_in_a_manhunt() -> None:
    deck = [CODE["fog"]]
    missed, events = guess(discovery([(3, [], False), (6, [], False)], deck), 4)
    assert kinds(events) == ["guess"] and missed.decks == [deck]
    won, events = guess(discovery([(3, [], False), (6, [], False)], deck), 3, 6)
    assert kinds(events) == ["guess", "game_over"] and won.decks == [deck]
    manhunt = discovery([(3, [], False), (6, [], False), (ESCAPE, [], True)], deck)
    manhunt = manhunt.model_copy(update={"phase": "manhunt"})
    found, events = guess(manhunt, 3)
    assert kinds(events) == ["guess"] and found.decks == [deck] and found.phase == "manhunt"


def test_discovery_with_an_empty_event_pile_does_nothing() -> None:
    after, events = guess(discovery([(3, [], False), (6, [], False)], []), 3)
    assert kinds(events) == ["guess", "no_event"]
    assert after.phase == "fugitive_draw"


def test_a_discovery_event_that_asks_a_decision_comes_before_the_fugitives_turn() -> None:
    after, _ = guess(discovery([(3, [], False), (6, [], False)], [CODE["lookout"]]), 3)
    assert after.phase == "event" and ENGINE.to_act(after) == [MAR]
    after, _ = play(after, MAR, Choose(value=1))
    assert after.phase == "fugitive_draw" and ENGINE.to_act(after) == [FUG]


# -- Catch-up placeholders ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("face_down", "icon"), [(1, "fugitive"), (2, "neutral"), (3, "marshal"), (4, "marshal")]
)
def test_a_placeholder_resolves_an_event_by_the_face_down_count(face_down: int, icon: str) -> None:
    route = [(3 + 2 * i, [], False) for i in range(face_down)]
    state = scenario([30], route=route, phase="fugitive_draw", options=Options(events="catch_up"))
    decks = [
        [c for c in EVENT_CODES if EVENT_ICON[c] == i] for i in ("fugitive", "neutral", "marshal")
    ]
    state = on_top(state.model_copy(update={"decks": decks}), 3, PLACEHOLDER)
    after, events = play(state, FUG, Draw(pile=3))
    assert kinds(events)[:3] == ["draw", "placeholder", "event_card"]
    assert events[1].data["hidden"] == face_down and events[1].data["icon"] == icon
    assert EVENT_ICON[events[2].data["card"]] == icon
    index = ("fugitive", "neutral", "marshal").index(icon)
    assert len(after.decks[index]) == len(decks[index]) - 1


def test_a_placeholder_with_an_empty_event_pile_does_nothing() -> None:
    state = scenario([30], route=[(3, [], False)], phase="fugitive_draw")
    state = on_top(state.model_copy(update={"decks": [[], [], []]}), 1, PLACEHOLDER)
    after, events = play(state, FUG, Draw(pile=1))
    assert kinds(events) == ["draw", "placeholder", "no_event"]
    assert after.phase == "fugitive_draw" and after.hands == state.hands


def test_an_event_drawn_in_the_pass_bonus_is_resolved_and_the_bonus_draw_goes_on() -> None:
    state = scenario([5, 9], route=[(3, [], False)], options=Options(pass_bonus=True))
    state = on_top(state, 1, CODE["lookout"])
    after, events = play(state, FUG, Pass())
    assert after.phase == "event" and ENGINE.to_act(after) == [MAR]
    after, events = play(after, MAR, Choose(value=2))
    assert kinds(events) == ["peek", "peeked", "draw", "drew"]
    assert events[3].to == FUG and len(after.hands[FUG]) == 3
    assert after.phase == "marshal_draw"


# -- the engine contract on games with events --------------------------------------------------


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: f"{o.events}-{o.helped}")
@pytest.mark.parametrize("seed", [1, 2])
def test_games_with_events_keep_the_engine_contract(options: Options, seed: int) -> None:
    assert check_playout("fugitive", 2, seed, options) > 0
    check_views("fugitive", 2, seed, options)


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: f"{o.events}-{o.helped}")
def test_secrecy_holds_in_games_with_events(options: Options) -> None:
    check_resampling("fugitive", 2, range(1, 3), every=6, options=options)
    for seat in (FUG, MAR):
        check_fair_computer("fugitive", 2, range(1, 3), every=3, only=seat, options=options)


# -- the computer players ------------------------------------------------------------------------


def bot(state: State, seat: int) -> Any:
    return ENGINE.bot_action(state, seat, Rng(s=1))


def test_the_computer_fugitive_gives_away_the_card_he_needs_least() -> None:
    state = scenario([2, 8, 12, ESCAPE], route=[(6, [], False)], phase="marshal_draw")
    state, _ = drawn(state, MAR, "dropped_card")
    assert bot(state, FUG) == Choose(value=2)  # below his route, so only a sprint card


def test_the_computer_fugitive_takes_back_a_sprint_card() -> None:
    route = [(3, [], False), (9, [4, 5, 6], False)]
    state, _ = drawn(scenario([20], route=route, phase="fugitive_draw"), FUG, "second_wind")
    assert bot(state, FUG) == Choose(value=6)


@pytest.mark.parametrize("effect", ["stash", "lookout", "scout", "detour"])
def test_the_computers_choose_a_pile_with_cards(effect: str) -> None:
    start = fugitive_draw().model_copy(update={"piles": [[4], [], [30, 31]]})
    state, _ = drawn(start, FUG, effect, pile=3)
    seat = ENGINE.to_act(state)[0]
    assert bot(state, seat) in [Choose(value=1), Choose(value=3)]


def test_the_computer_marshal_guesses_as_the_events_allow() -> None:
    route = [(3, [], False), (6, [], False), (9, [], False)]
    state = scenario([], route=route, phase="marshal_guess")
    for flag, most in (("single", 1), ("split", 2)):
        turn = state.model_copy(update={"next_guess": flag})
        for _ in range(5):
            action = bot(turn, MAR)
            if isinstance(action, Guess):
                break
            turn, _ = play(turn, MAR, action)
        assert isinstance(action, Guess) and len(turn.picked) == most
