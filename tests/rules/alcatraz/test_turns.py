"""§5 round structure, §6 new guard, §7 the secret scapegoat vote, §8 action points."""

from __future__ import annotations

from rules.alcatraz.models import State
from tests.rules.alcatraz.test_support import E, act, act_events, is_legal, refused, stage


def end_round(s: State) -> State:
    """Every remaining player ends his turn."""
    while s.phase == "actions":
        s = act(s, s.current, {"type": "end_turn"})
    return s


def vote(s: State, ballots: list[int]) -> State:
    for seat, cand in enumerate(ballots):
        s = act(s, seat, {"type": "vote", "candidate": cand})
    return s


def test_R5_1_to_R5_3_a_round_is_new_guard_then_vote_then_actions() -> None:
    s = stage(n=3, at=[1, 5, 9])
    assert s.round == 1
    before = s.guards_entered
    s = end_round(s)
    assert s.round == 2 and s.phase == "vote"
    assert s.guards_entered == before + 1 == sum(s.guards)
    s = vote(s, [1, 1, 0])
    assert s.phase == "actions" and s.scapegoat == 1 and E.to_act(s) == [1]


def test_R6_1_the_21st_guard_loses_the_game_for_everyone() -> None:
    s = stage(n=4, at=[1, 5, 9, 12], guards={n: 1 for n in range(1, 13)})
    s.guards[0] = 4
    s.guards[1] = 4
    s.guards_entered = 20  # 18 on the board here; the count of entries is what matters
    s = end_round(s)
    assert s.phase == "over" and s.result is not None
    assert s.result.reason == "guards" and s.result.escaped == []
    out = E.outcome(s)
    assert out is not None and out.winners == [] and out.scores == [0.0] * 4


def test_R6_2_new_guard_goes_to_a_random_location_with_fewer_than_four() -> None:
    places = set()
    for seed in range(30):
        s = stage(n=3, seed=seed, at=[1, 5, 9], guards={n: 4 for n in range(1, 12)})
        s.guards_entered = 8
        s = end_round(s)
        assert s.guards[11] == 1 and max(s.guards) == 4  # only location 12 could take it
        s2 = stage(n=3, seed=seed, at=[1, 5, 9])
        s2 = end_round(s2)
        places.add(s2.guards.index(1) + 1)
    assert len(places) > 3


def test_R6_3_guards_on_the_board_never_exceed_twenty() -> None:
    s = E.setup(3, None, 0)
    rounds = 0
    while s.phase != "over":
        s = end_round(s)
        if s.phase == "vote":
            s = vote(s, [0, 0, 0])
        rounds += 1
        assert sum(s.guards) <= 20
    assert s.result is not None and s.result.reason == "guards"
    assert s.round == 14  # 8 + 12 new guards: the 13th new guard would be the 21st


def test_R7_1_the_vote_opens_for_every_player_at_once() -> None:
    s = end_round(stage(n=4, at=[1, 5, 9, 12]))
    assert s.phase == "vote" and E.to_act(s) == [0, 1, 2, 3]
    assert all(t == "vote" for seat in range(4) for t in {a.type for a in E.legal_actions(s, seat)})


def test_R7_2_ballots_are_secret_until_the_last_one() -> None:
    s = end_round(stage(n=4, at=[1, 5, 9, 12]))
    s, events = act_events(s, 2, {"type": "vote", "candidate": 0})
    public = [e for e in events if e.to is None]
    assert all("candidate" not in e.data for e in public)
    for seat in (None, 0, 1, 3):
        v = E.view(s, seat)
        assert v["vote"]["cast"] == 1 and v["players"][2]["voted"]
        assert v.get("my_ballot") is None
    assert E.view(s, 2)["my_ballot"] == 0
    assert E.to_act(s) == [0, 1, 3]
    refused(s, 2, {"type": "vote", "candidate": 1})  # one ballot each
    s = vote_rest(s, {0: 0, 1: 0, 3: 1})
    assert s.last_vote is not None and s.last_vote.ballots == [0, 0, 0, 1]
    assert E.view(s, None)["last_vote"]["ballots"] == [0, 0, 0, 1]


def vote_rest(s: State, ballots: dict[int, int]) -> State:
    for seat, cand in ballots.items():
        s = act(s, seat, {"type": "vote", "candidate": cand})
    return s


def test_R7_2_self_vote_allowed_and_voting_compulsory() -> None:
    s = end_round(stage(n=3, at=[1, 5, 9]))
    assert is_legal(s, 0, {"type": "vote", "candidate": 0})
    assert {a.type for a in E.legal_actions(s, 0)} == {"vote"}  # no pass, no abstain
    refused(s, 0, {"type": "vote", "candidate": 3})


def test_R7_3_most_votes_wins() -> None:
    s = end_round(stage(n=4, at=[1, 5, 9, 12], scapegoat=3))
    s = vote(s, [1, 1, 2, 1])
    assert s.scapegoat == 1


def test_R7_3_tie_broken_by_outgoing_scapegoats_vote() -> None:
    for outgoing, ballots, expected in [
        (3, [0, 0, 1, 1], 1),  # 2–2: outgoing scapegoat (seat 3) voted for 1
        (0, [0, 0, 1, 1], 0),
        (2, [1, 2, 3, 0], 3),  # 1–1–1–1: seat 2's ballot decides
    ]:
        s = end_round(stage(n=4, at=[1, 5, 9, 12], scapegoat=outgoing))
        s = vote(s, ballots)
        assert s.scapegoat == expected, (outgoing, ballots)
    s = end_round(stage(n=3, at=[1, 5, 9], scapegoat=1))
    s = vote(s, [2, 0, 1])
    assert s.scapegoat == 0  # 1–1–1 with three players: seat 1 voted for 0


def test_R7_4_bonus_grows_to_three_and_resets() -> None:
    s = stage(n=3, at=[1, 5, 9], scapegoat=2)
    bonuses = []
    for ballots in ([2, 2, 2], [2, 2, 0], [2, 2, 2], [2, 2, 2], [0, 0, 1]):
        s = vote(end_round(s), ballots)
        bonuses.append((s.scapegoat, s.bonus))
    assert bonuses == [(2, 2), (2, 3), (2, 3), (2, 3), (0, 1)]
    assert s.reelections == 4 and s.elections == 5
    assert s.ap == 3 + 1


def test_R7_5_the_scapegoat_plays_first_with_his_bonus() -> None:
    s = vote(end_round(stage(n=4, at=[1, 5, 9, 12], scapegoat=0)), [2, 2, 2, 0])
    assert s.turn_order == [2, 3, 0, 1] and s.current == 2 and s.ap == 2 + 1


def test_R8_1_turn_order_is_clockwise_from_the_scapegoat() -> None:
    s = stage(n=4, at=[1, 5, 9, 12], scapegoat=2, current=2)
    order = []
    while s.phase == "actions":
        order.append(s.current)
        s = act(s, s.current, {"type": "end_turn"})
    assert order == [2, 3, 0, 1]


def test_R8_2_action_points_three_or_two_plus_bonus() -> None:
    s3 = stage(n=3, at=[1, 5, 9], scapegoat=0, current=0, bonus=2)
    assert s3.ap == 5
    s3 = act(s3, 0, {"type": "end_turn"})
    assert s3.ap == 3
    s4 = stage(n=4, at=[1, 5, 9, 12], scapegoat=1, current=1)
    s4 = act(s4, 1, {"type": "end_turn"})
    assert s4.ap == 2


def test_R8_3_unspent_points_are_lost_at_the_end_of_the_turn() -> None:
    s = stage(n=3, at=[1, 5, 9], scapegoat=2, current=2)
    s = act(s, 2, {"type": "end_turn"})  # the scapegoat had 4, spent none
    s = act(s, 0, {"type": "end_turn"})
    s = act(s, 1, {"type": "end_turn"})
    s = vote(s, [0, 0, 0])
    assert s.ap == 3 + 1


def test_R8_4_stamina_once_per_round_for_one_ap_even_at_zero() -> None:
    s = stage(n=3, at=[1, 5, 9], stamina={0: 3}, ap=0)
    assert is_legal(s, 0, {"type": "stamina"})
    s = act(s, 0, {"type": "stamina"})
    assert s.ap == 1 and s.players[0].stamina == 2
    assert "once per round" in refused(s, 0, {"type": "stamina"})
    s = stage(n=3, at=[1, 5, 9], ap=1)
    assert "no stamina" in refused(s, 0, {"type": "stamina"})


def test_R8_5_free_actions_at_zero_ap() -> None:
    s = stage(
        n=3,
        at=[8, 8, 9],
        guards={8: 2},
        cash={0: 2},
        items={0: ["keys"]},
        ap=0,
        sides={8: "copper"},
    )
    types = {a.type for a in E.legal_actions(s, 0)}
    assert {"bribe", "trade_open", "end_turn"} <= types
    assert "move" not in types and "use" not in types  # the free rule costs 1 AP with 2 guards
    s = act(s, 0, {"type": "bribe"})
    assert is_legal(s, 0, {"type": "use"})  # free again once a guard is bribed
