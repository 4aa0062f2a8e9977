"""§19 engine knobs that the Discord table needs: ``trade_scope`` (who may trade, and when) and
``vote_timeout_ballot`` (the ballot of a voter whose time runs out), plus the rules' answer for
every decision that times out and the discussion before a vote."""

from __future__ import annotations

from collections import Counter

import pytest
from pydantic import ValidationError

from rules.alcatraz.models import Options, State
from rules.alcatraz.turns import default_ballot
from rules.core import IllegalAction, Rng
from tests.rules.alcatraz.test_support import E, act, is_legal, legal_types, refused, stage

ANYTIME = Options(trade_scope="anytime")


def end_round(s: State) -> State:
    while s.phase == "actions":
        s = act(s, s.current, {"type": "end_turn"})
    return s


# -- trade_scope -------------------------------------------------------------------------------


def test_options_default_to_the_write_up_and_refuse_unknown_values() -> None:
    assert Options().trade_scope == "turn" and Options().vote_timeout_ballot == "random"
    with pytest.raises(ValidationError):
        Options(trade_scope="whenever")  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        Options(vote_timeout_ballot="abstain")  # type: ignore[arg-type]


def test_turn_scope_only_the_active_player_trades() -> None:
    s = stage(n=3, at=[5, 5, 5], items={1: ["keys"], 2: ["tools"]})
    assert E.to_act(s) == [0]
    assert E.legal_actions(s, 1) == []
    assert "not your turn" in refused(s, 1, {"type": "trade_open", "partner": 2}).lower()
    s = act(s, 0, {"type": "trade_open", "partner": 1})
    assert E.to_act(s) == [0] and s.trade_offers == 1


def test_anytime_scope_bystanders_in_one_location_may_open_a_trade() -> None:
    s = stage(n=4, at=[1, 5, 5, 9], items={1: ["keys"], 2: ["tools"]}, options=ANYTIME)
    # the active player first, then the prisoners who share a location with someone
    assert E.to_act(s) == [0, 1, 2]
    assert legal_types(s, 1) == {"trade_open"} == legal_types(s, 2)
    assert E.legal_actions(s, 3) == []  # alone in the Cell Block
    assert "only open a trade" in refused(s, 1, {"type": "move", "to": 1})
    assert "only open a trade" in refused(s, 1, {"type": "end_turn"})
    assert "in your location" in refused(s, 1, {"type": "trade_open", "partner": 3})
    # a trade between two bystanders: the active player waits for it
    s = act(s, 1, {"type": "trade_open", "partner": 2})
    assert E.to_act(s) == [1] and s.trade is not None and s.trade.by == 1
    assert s.trade_offers == 0  # the active player's own count is untouched
    assert "not your turn" in refused(s, 0, {"type": "end_turn"}).lower()
    s = act(s, 1, {"type": "trade_add", "side": "give", "what": "keys"})
    s = act(s, 1, {"type": "trade_add", "side": "take", "what": "tools"})
    s = act(s, 1, {"type": "trade_offer"})
    assert E.to_act(s) == [2] and legal_types(s, 2) == {"trade_answer"}
    s = act(s, 2, {"type": "trade_answer", "accept": True})
    assert s.players[1].items == ["tools"] and s.players[2].items == ["keys"]
    assert E.to_act(s) == [0, 1, 2] and s.current == 0 and s.ap == 2


def test_anytime_scope_a_bystander_may_offer_the_active_player_a_trade() -> None:
    s = stage(n=3, at=[5, 5, 9], items={1: ["drugs"]}, cash={0: 2}, options=ANYTIME)
    assert E.to_act(s) == [0, 1]
    s = act(s, 1, {"type": "trade_open", "partner": 0})
    s = act(s, 1, {"type": "trade_add", "side": "give", "what": "drugs"})
    s = act(s, 1, {"type": "trade_add", "side": "take", "what": "cash"})
    s = act(s, 1, {"type": "trade_offer"})
    assert E.to_act(s) == [0] and legal_types(s, 0) == {"trade_answer"}
    s = act(s, 0, {"type": "trade_answer", "accept": False})
    assert s.players[0].items == [] and s.players[1].items == ["drugs"]
    assert E.to_act(s) == [0, 1] and s.ap == 3


def test_anytime_scope_waits_for_steps_in_progress_guards_and_the_vote() -> None:
    s = stage(
        n=3,
        at=[5, 5, 9],
        items={0: ["knives"], 1: ["tools", "tools"]},
        task_cards=[("B1", 5)],
        options=ANYTIME,
    )
    s = act(s, 0, {"type": "task_start"})
    assert E.to_act(s) == [0]  # a task in progress: nobody else trades meanwhile
    assert "not your turn" in refused(s, 1, {"type": "trade_open", "partner": 0}).lower()
    s = act(s, 0, {"type": "task_cancel"})
    assert E.to_act(s) == [0, 1]
    # four guards lock a bystander in: he may not trade there
    locked = stage(n=3, at=[1, 5, 5], guards={5: 4}, options=ANYTIME)
    assert E.to_act(locked) == [0]
    # no trades out of turn during the vote
    voting = end_round(stage(n=3, at=[5, 5, 9], options=ANYTIME))
    assert voting.phase == "vote" and E.to_act(voting) == [0, 1, 2]
    assert legal_types(voting, 1) == {"vote"}


@pytest.mark.slow
def test_anytime_scope_plays_whole_games_that_replay_exactly() -> None:
    for seed in range(3):
        rng = Rng(s=seed)
        s = E.setup(4, ANYTIME, seed)
        log: list[tuple[int, dict[str, object]]] = []
        out_of_turn = 0
        while E.to_act(s) and len(log) < 1500:
            seat = rng.choice(E.to_act(s))
            legal = E.legal_actions(s, seat)
            assert legal, (seat, E.to_act(s))
            action = rng.choice(legal)  # random play: bystanders trade often
            if s.phase == "actions" and s.trade is None and seat != s.current:
                assert action.type == "trade_open"
                out_of_turn += 1
            log.append((seat, action.model_dump(mode="json")))
            s, _ = E.apply(s, seat, action)
            assert State.model_validate_json(s.model_dump_json()) == s
        assert s.phase == "over" and out_of_turn > 20
        again = E.setup(4, ANYTIME, seed)
        for seat, data in log:
            again, _ = E.apply(again, seat, E.parse_action(data))
        assert again.model_dump_json() == s.model_dump_json()


# -- vote_timeout_ballot -----------------------------------------------------------------------


def test_random_default_ballot_is_legal_pure_and_repeatable() -> None:
    s = end_round(stage(n=4, at=[1, 5, 9, 12]))
    assert s.phase == "vote"
    before = s.model_dump_json()
    drawn = Counter()
    for seat in range(4):
        ballot = default_ballot(s, seat)
        assert ballot == default_ballot(s, seat)  # the same position, the same ballot
        assert is_legal(s, seat, ballot.model_dump(mode="json"))
        drawn[ballot.candidate] += 1
    assert s.model_dump_json() == before  # the state's generator was not advanced
    # over many positions the draw reaches every player, oneself included
    everyone: Counter[tuple[int, bool]] = Counter()
    for seed in range(40):
        v = end_round(stage(n=3, seed=seed, at=[1, 5, 9]))
        for seat in range(3):
            c = default_ballot(v, seat).candidate
            everyone[(c, c == seat)] += 1
    assert {c for c, _ in everyone} == {0, 1, 2}
    assert any(own for _, own in everyone)


def test_a_default_ballot_is_an_ordinary_vote_in_the_log() -> None:
    s = end_round(stage(n=3, at=[1, 5, 9]))
    log = []
    for seat in E.to_act(s):
        ballot = default_ballot(s, seat)
        log.append((seat, ballot.model_dump(mode="json")))
        s = act(s, seat, ballot.model_dump(mode="json"))
    assert s.phase == "actions" and s.last_vote is not None
    assert s.last_vote.ballots == [b["candidate"] for _, b in log]


def test_self_default_ballot_votes_for_oneself() -> None:
    s = end_round(stage(n=4, at=[1, 5, 9, 12], options=Options(vote_timeout_ballot="self")))
    for seat in range(4):
        assert default_ballot(s, seat).candidate == seat
    # who stays behind: a voter is never on that ballot, so his missing ballot is drawn
    s.phase = "stay_vote"
    s.candidates = [1, 2]
    s.voters = [0, 3]
    s.ballots = [None] * 4
    assert default_ballot(s, 0).candidate in (1, 2)


def test_default_ballot_only_for_a_voter_still_to_vote() -> None:
    s = stage(n=3, at=[1, 5, 9])
    with pytest.raises(IllegalAction, match="No ballot"):
        default_ballot(s, 0)
    s = end_round(s)
    s = act(s, 1, {"type": "vote", "candidate": 2})
    with pytest.raises(IllegalAction, match="already voted"):
        default_ballot(s, 1)


def test_default_action_answers_no_to_offers_and_requests() -> None:
    s = stage(n=3, at=[5, 5, 9], items={0: ["keys"]})
    assert E.default_action(s, 0) is None  # one's own turn: the table's time rule decides
    s = act(s, 0, {"type": "trade_open", "partner": 1})
    s = act(s, 0, {"type": "trade_add", "side": "give", "what": "keys"})
    s = act(s, 0, {"type": "trade_offer"})
    answer = E.default_action(s, 1)
    assert answer is not None and answer.model_dump(mode="json") == {
        "type": "trade_answer",
        "accept": False,
    }
    assert E.default_action(s, 0) is None  # not the one asked
    t = stage(
        n=3,
        at=[5, 5, 9],
        items={0: ["knives"], 1: ["tools", "tools"]},
        task_cards=[("B1", 5)],
    )
    t = act(t, 0, {"type": "task_start"})
    t = act(t, 0, {"type": "task_pledge", "owner": 1, "item": "tools"})
    keep = E.default_action(t, 1)
    assert keep is not None and keep.model_dump(mode="json") == {
        "type": "task_answer",
        "accept": False,
    }
    v = end_round(stage(n=3, at=[1, 5, 9]))
    assert E.default_action(v, 2) == default_ballot(v, 2)


def test_discussion_before_the_first_ballot_only() -> None:
    s = stage(n=3, at=[1, 5, 9])
    assert not E.discussion(s)
    s = end_round(s)
    assert E.discussion(s)
    s = act(s, 0, {"type": "vote", "candidate": 1})
    assert not E.discussion(s)
