"""The public counts ``simulate`` prints (``State.tallies``): each seat's steals, riots and
blackmail cards, the rounds a seat began as scapegoat, those where a task on the board would have
left him behind, and those where he got in the way; and a game saved before them still loads."""

from __future__ import annotations

from rules.alcatraz.models import State
from rules.alcatraz.tally import left_out
from tests.rules.alcatraz.test_support import E, act, stage


def _next_round_with_goat(s: State, goat: int) -> State:
    """End the round and elect ``goat`` (everybody votes for him): his turn starts."""
    while s.phase == "actions":
        s = act(s, s.current, {"type": "end_turn"})
    for seat in range(s.num_players):
        s = act(s, seat, {"type": "vote", "candidate": goat})
    assert s.phase == "actions" and s.current == goat
    return s


def _threatened(**kw: object) -> State:
    """Prisoner 1 holds both items of A2 (Infirmary): with step A the plan is covered, and
    prisoner 0, with no step, is the one who would stay."""
    kw.setdefault("plan", {1: "BCD", 2: "EF"})
    s = stage(
        task_cards=[("A2", 4)],
        items={1: ["drugs", "knives"]},
        at=[4, 4, 12],
        scapegoat=2,
        current=2,
        **kw,  # type: ignore[arg-type]
    )
    s.tallies = []  # what the setup's first turn counted belongs to another position
    return s


def test_a_round_where_a_task_would_leave_the_scapegoat_behind_is_counted() -> None:
    s = _next_round_with_goat(_threatened(), 0)
    assert left_out(s, 0) and not left_out(s, 1)
    assert s.tallies[0].goat_rounds == 1 and s.tallies[0].exposed == 1
    assert s.tallies[2].goat_rounds == 0  # staged in his turn: it did not start here


def test_a_round_with_no_such_task_is_not() -> None:
    s = _next_round_with_goat(_threatened(plan={1: "BC", 2: "EF"}), 0)  # D would still lack
    assert s.tallies[0].goat_rounds == 1 and s.tallies[0].exposed == 0


def test_the_first_obstruction_of_an_exposed_round_counts_once() -> None:
    s = _next_round_with_goat(_threatened(guards={3: 1}), 0)
    s = act(s, 0, {"type": "steal", "target": 1, "what": "drugs"})
    s = act(s, 0, {"type": "riot", "source": 3})
    t = s.tallies[0]
    assert (t.steals, t.riots, t.obstructed) == (1, 1, 1)
    summary = E.summary(s)
    assert (summary["steals"], summary["riots"], summary["obstructed"]) == (1, 1, 1)
    assert E.seat_summary(s, 0)["obstructed"] == 1 and E.seat_summary(s, 1)["steals"] == 0


def test_obstructions_outside_an_exposed_round_are_not_counted_as_such() -> None:
    s = _next_round_with_goat(_threatened(plan={1: "BC", 2: "EF"}), 0)
    s = act(s, 0, {"type": "steal", "target": 1, "what": "drugs"})
    assert s.tallies[0].steals == 1 and s.tallies[0].obstructed == 0


def test_a_game_saved_before_the_tallies_still_loads_and_counts() -> None:
    s = _threatened()
    data = s.model_dump(mode="json")
    del data["tallies"], data["exposed"]
    old = E.load_state(E.State.model_validate(data).model_dump_json())
    assert old.tallies == [] and E.seat_summary(old, 1)["steals"] == 0
    old = _next_round_with_goat(old, 0)
    assert len(old.tallies) == 3 and old.tallies[0].exposed == 1
    assert E.load_state(old.model_dump_json()).model_dump_json() == old.model_dump_json()
