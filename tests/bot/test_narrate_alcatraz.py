"""Alcatraz in words: every event, move, refusal and position of random games reads in English
and in French (the catalogues are strict in tests: a missing argument raises); private events
reach only their reader; ballots stay secret until they are revealed together; blackmail hands
are said only to their holders; typed commands are unique; rooms are called by their names."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import catalogue
from bot.narrate import CommandBook, Voice, narrator
from bot.narrate.alcatraz import NARRATOR
from bot.render.alcatraz import describe_public
from rules.alcatraz import AlcatrazEngine
from rules.alcatraz.actions import (
    Bribe,
    Discard,
    EndTurn,
    GuardMove,
    KeepCard,
    Move,
    PlaceItem,
    PlayBlackmail,
    Riot,
    Stamina,
    Steal,
    TaskPledge,
    TaskStart,
    TradeAdd,
    TradeOffer,
    TradeOpen,
    UseLocation,
    Vote,
)
from rules.alcatraz.content import blackmail, locations, tasks
from rules.alcatraz.models import Options, State
from rules.alcatraz.refusals import REFUSE
from rules.core import Event, IllegalAction, Rng
from tests.bot.narrate_support import Position, walk
from tests.rules.alcatraz.test_support import act, act_events, stage
from tests.rules.alcatraz.test_tasks import do_task, solo

ENGINE = AlcatrazEngine()
LANGS = ("en", "fr")
ROOT = Path(__file__).resolve().parents[2]
#: (players, seed, random moves among the computer player's: 0 none, 1 half)
GAMES = [(3, 1, 0), (3, 4, 1), (4, 2, 1), (4, 7, 0)]


def engine_event_kinds() -> set[str]:
    """Every event kind the engine can emit, read from its source."""
    source = (ROOT / "rules" / "alcatraz" / "engine.py").read_text(encoding="utf-8")
    return set(re.findall(r'kind="(\w+)"', source))


def action_types() -> set[str]:
    source = (ROOT / "rules" / "alcatraz" / "actions.py").read_text(encoding="utf-8")
    return set(re.findall(r'Literal\["(\w+)"\]', source))


def voices(n: int, lang: str) -> list[Voice]:
    names = tuple(NARRATOR.roles(n, lang))
    return [Voice(lang, names, None), *(Voice(lang, names, seat) for seat in range(n))]


def well_formed(text: str) -> bool:
    """Formatted to the end: no Fluent placeholder, no raw key, no stray brace, no None."""
    return bool(text.strip()) and not re.search(
        r"[{}$]|alcatraz-|refusal-|None|\bkind\b|\bBM\d", text
    )


def room_names(loc: int, lang: str) -> tuple[str, str]:
    voice = Voice(lang)
    return NARRATOR.room(loc, voice), NARRATOR.place(loc, voice)


def card_names(cards: list[str]) -> set[str]:
    return {NARRATOR.card_name(c, Voice(lang)) for c in cards for lang in LANGS}


@dataclass
class Played:
    kinds: set[str] = field(default_factory=set)
    action_types: set[str] = field(default_factory=set)
    refusals: set[str] = field(default_factory=set)
    finals: list[State] = field(default_factory=list)
    votes_checked: int = 0


def positions(n: int, seed: int, random_share: int) -> Iterator[Position]:
    """Every position of one game (the computer player's moves, some random ones mixed in),
    the last one finished."""
    options = Options(layout="random") if seed % 2 else Options()
    return walk(ENGINE, ENGINE.setup(n, options, seed), Rng(s=seed * 31 + n), random_share)


def check_events(events: list[Event], n: int) -> None:
    for lang in LANGS:
        for voice in voices(n, lang):
            for event in events:
                line = NARRATOR.event(event, voice)
                if event.to is not None and event.to != voice.reader:
                    assert line is None, (event, voice.reader)
                    continue
                assert line is not None and well_formed(line), (lang, event, line)
                check_line(event, line, voice)


def check_line(event: Event, line: str, voice: Voice) -> None:
    """What each kind of line must name."""
    d, lang = event.data, voice.lang
    seat = d.get("seat")
    if isinstance(seat, int):
        assert voice.names[seat] in line, (event, line)
    if event.kind == "action":
        action = d["action"]
        for key in ("target", "partner", "owner"):
            if isinstance(action.get(key), int) and not (key == "owner" and action[key] == seat):
                assert voice.names[action[key]] in line, (event, line)
        for key in ("to", "source", "location"):
            loc = action.get(key)
            if action["type"] in ("move", "riot", "guard_move", "place_item") and loc:
                assert room_names(loc, lang)[1] in line, (event, line)
        if action["type"] in ("use", "riot", "bribe", "task_start"):
            assert room_names(d["at"], lang)[1] in line, (event, line)
        if action["type"] == "task_complete":
            task = d["task"]
            assert NARRATOR.task_name(task["card"], voice) in line
            assert room_names(task["location"], lang)[1] in line
            assert f" {task['step']} " in line
            if d["reward"]:
                assert f" {d['reward']} " in line
                assert all(voice.names[s] in line for s in d["rewarded"]), line
    elif event.kind == "new_round":
        assert str(d["round"]) in line
        for loc in d["guard_at"]:
            assert room_names(loc, lang)[1] in line, line
    elif event.kind == "scapegoat_elected":
        for voter, choice in enumerate(d["ballots"]):
            assert f"{voice.names[voter]} → {voice.names[choice]}" in line, line
        assert f"+{d['bonus']} " in line
    elif event.kind == "tasks":
        for task in d["tasks"]:
            assert NARRATOR.task_name(task["card"], voice) in line
            assert room_names(task["location"], lang)[1] in line
    elif event.kind == "game_over" and d["reason"] == "escape":
        for s in (*d["escaped"], *d["stayed"]):
            assert voice.names[s] in line
    elif event.kind in ("my_new_cards", "cards_shown"):
        assert all(NARRATOR.card_name(c, voice) in line for c in d["cards"])
    elif event.kind == "my_ballot":
        assert voice.names[d["candidate"]] in line
    elif event.kind == "turn":
        assert str(d["ap"]) in line


def check_secret_cards(state: State, events: list[Event], n: int) -> None:
    """A blackmail card that reaches a hand is named only to its holder: public lines about
    gaining, keeping or being shown cards never name them."""
    hands = {c for p in state.players for c in p.blackmail}
    secret = card_names(sorted(hands))
    for lang in LANGS:
        for voice in voices(n, lang):
            for event in events:
                if event.kind in ("cards_gained", "kept_card", "ballot_cast", "turn"):
                    line = NARRATOR.event(event, voice)
                    assert line is not None and not any(name in line for name in secret)


def check_moves(state: State, seat: int, legal: list[Any]) -> None:
    n = state.num_players
    for lang in LANGS:
        voice = voices(n, lang)[seat + 1]
        data = [a.model_dump(mode="json") for a in legal]
        labels = [NARRATOR.move(d, voice) for d in data]
        commands = [NARRATOR.command(d, voice) for d in data]
        assert all(well_formed(x) and len(x) <= 100 for x in labels), labels
        assert all(well_formed(c) and "\n" not in c for c in commands), commands
        assert len(set(commands)) == len(commands), sorted(commands)
        assert len(set(labels)) == len(labels), sorted(labels)
        book = CommandBook(NARRATOR, data, voice)
        for action, command in zip(data, commands, strict=True):
            assert book.find(command) == action
            assert book.find(command.upper()) == action
            assert book.find(NARRATOR.command(action, Voice("en", voice.names))) == action
        for d, label in zip(data, labels, strict=True):
            if d["type"] in ("move", "place_item"):
                loc = d.get("to") or d.get("location")
                assert room_names(loc, lang)[1] in label and f"({loc})" in label
            for key in ("candidate", "target", "partner", "owner"):
                if isinstance(d.get(key), int):
                    assert voice.names[d[key]] in label


def check_position(state: State) -> None:
    n = state.num_players
    public = ENGINE.view(state, None)
    hands = {c for p in state.players for c in p.blackmail}
    for lang in LANGS:
        voice = voices(n, lang)[0]
        text = NARRATOR.board(public, voice)
        assert well_formed(text) and len(text) <= 1000, text
        assert all(name in text for name in voice.names), text
        assert not any(name in text for name in card_names(sorted(hands))), text
        status = NARRATOR.status(public, voice)
        assert well_formed(status) and str(state.round) in text
        body = status.rstrip(".") if state.result else status.split(" · ", 1)[1]
        assert body in text, (status, text)
        assert NARRATOR.secrets(public, voice) is None
        for task in state.tasks:
            assert NARRATOR.room(task.location, voice) in text
        for seat in range(n):
            mine = ENGINE.view(state, seat)
            secrets = NARRATOR.secrets(mine, voices(n, lang)[seat + 1])
            assert secrets is not None and well_formed(secrets), secrets
            for card in state.players[seat].blackmail:
                assert NARRATOR.card_name(card, voice) in secrets
                assert NARRATOR.card_text(card, voice) in secrets
            others = {c for s, p in enumerate(state.players) if s != seat for c in p.blackmail}
            only_theirs = card_names(sorted(others)) - card_names(state.players[seat].blackmail)
            assert not any(name in secrets for name in only_theirs), secrets
            ballot = mine["my_ballot"]
            if ballot is not None:
                assert voice.names[ballot] in secrets.splitlines()[-1]


def _foreign_tries(state: State, seat: int) -> list[Any]:
    """Illegal tries in any position: the wrong step, a bad target, a far location…"""
    me = state.players[seat]
    far = next(n for n in range(1, 13) if n != me.location)
    return [
        Vote(candidate=9),
        Move(to=me.location),
        Steal(target=seat, what="keys"),
        Riot(source=me.location),
        Discard(item="gun"),
        PlayBlackmail(card="BM07", target=seat, what="cash"),
        GuardMove(source=far, to=far),
        PlaceItem(location=far),
        KeepCard(card="BM99"),
        TaskPledge(owner=seat, item="gun"),
        TradeOpen(partner=seat),
        TradeAdd(side="take", what="gun"),
        TradeOffer(),
        UseLocation(pay="gun", take=["gun"], card="BM01"),
        TaskStart(),
        Stamina(),
        Bribe(),
        EndTurn(),
    ]


def check_refusals(state: State, seat: int) -> set[str]:
    """Illegal tries, each refusal said in both languages."""
    seen = set()
    n = state.num_players
    for action in _foreign_tries(state, seat):
        try:
            ENGINE.apply(state, seat, action)
        except IllegalAction as err:
            assert err.key, err.reason
            seen.add(err.key)
            texts = [NARRATOR.refusal(err, voices(n, lang)[seat + 1]) for lang in LANGS]
            assert all(well_formed(t) for t in texts), (err.key, texts)
            assert texts[0] != texts[1], texts
            if "loc" in err.params and 1 <= err.params["loc"] <= 12:
                assert room_names(err.params["loc"], "fr")[1] in texts[1], texts
    return seen


def check_vote_secrecy(state: State, seat: int, legal: list[Any]) -> bool:
    """Whatever a ballot says, everybody but its voter reads the same lines and the same
    board until the reveal."""
    votes = [a for a in legal if a.type == "vote" and a.candidate != seat]
    if len(votes) < 2:
        return False
    n = state.num_players
    outcomes = []
    for vote in votes[:2]:
        after, events = ENGINE.apply(state, seat, vote)
        if after.phase not in ("vote", "stay_vote"):
            return False  # the last ballot reveals them all
        said = []
        for lang in LANGS:
            for voice in voices(n, lang):
                if voice.reader == seat:
                    continue
                said += [NARRATOR.event(e, voice) for e in events]
                said.append(NARRATOR.board(ENGINE.view(after, voice.reader), voice))
                said.append(NARRATOR.status(ENGINE.view(after, None), voice))
            name = voices(n, lang)[0].names[vote.candidate]
            public = [NARRATOR.event(e, voices(n, lang)[0]) for e in events if e.to is None]
            assert not any(line and name in line for line in public), public
        outcomes.append(said)
    assert outcomes[0] == outcomes[1]
    return True


def play_all() -> Played:
    """Play the games of ``GAMES``, checking the words of every position on the way."""
    out = Played()
    for n, seed, share in GAMES:
        state: State | None = None
        for step_no, (state, seat, legal, played) in enumerate(positions(n, seed, share)):
            out.kinds |= {e.kind for e in played}
            out.action_types |= {e.data["action"]["type"] for e in played if e.kind == "action"}
            check_events(played, n)
            check_secret_cards(state, played, n)
            if seat < 0:
                break
            check_moves(state, seat, legal)
            if step_no % 9 == 0:
                check_position(state)
                out.refusals |= check_refusals(state, seat)
            if state.phase == "vote" and check_vote_secrecy(state, seat, legal):
                out.votes_checked += 1
        assert state is not None and ENGINE.outcome(state) is not None
        check_position(state)
        out.finals.append(state)
    return out


@pytest.fixture(scope="module")
def played() -> Played:
    return play_all()


def test_random_games_are_narrated_in_both_languages(played: Played) -> None:
    assert len(played.finals) == len(GAMES)
    common = {"action", "turn", "ballot_cast", "my_ballot", "new_round", "scapegoat_elected"}
    assert common | {"tasks", "game_over"} <= played.kinds
    assert played.kinds <= engine_event_kinds()
    assert {"move", "use", "end_turn", "riot", "steal", "task_complete"} <= played.action_types
    assert played.votes_checked >= 10
    assert len(played.refusals) >= 20, played.refusals
    assert all(k.startswith("refusal-") for k in played.refusals)


def test_every_event_kind_and_action_has_a_line_in_every_language() -> None:
    kinds = engine_event_kinds()
    assert {"action", "ballot_cast", "my_ballot", "cards_shown", "stay_vote", "game_over"} <= kinds
    types = action_types()
    assert len(types) == 24
    kinds_of_cards = {c.kind for c in blackmail().values()}
    for lang in LANGS:
        for kind in kinds - {"action"}:
            assert catalogue().has(lang, f"alcatraz-event-{kind}"), (lang, kind)
        for kind in types - {"vote", "keep_card", "blackmail"}:  # those have their own events
            assert catalogue().has(lang, f"alcatraz-event-action-{kind}"), (lang, kind)
        for kind in types:
            assert catalogue().has(lang, f"alcatraz-move-{kind}") or kind == "blackmail"
            assert catalogue().has(lang, f"alcatraz-cmd-{kind}"), (lang, kind)
        for kind in kinds_of_cards:
            assert catalogue().has(lang, f"alcatraz-played-{kind}"), (lang, kind)
            assert catalogue().has(lang, f"alcatraz-play-{kind}"), (lang, kind)
    assert NARRATOR.silent == frozenset()
    assert narrator("alcatraz") is NARRATOR


def test_command_words_differ_between_move_types() -> None:
    for lang in LANGS:
        words = [Voice(lang).t(f"alcatraz-cmd-{kind}") for kind in sorted(action_types())]
        assert len(set(words)) == len(words), words
        assert all(" " not in w for w in words)


def test_names_of_rooms_items_tasks_and_cards_in_both_languages() -> None:
    en, fr = Voice("en"), Voice("fr")
    rooms = [NARRATOR.room(n, en) for n in (1, 3, 12)]
    assert rooms == ["Chapel", "Dining Hall", "Warden’s Office"]
    assert [NARRATOR.room(n, fr) for n in (1, 3, 12)] == [
        "Chapelle",
        "Réfectoire",
        "Bureau du directeur",
    ]
    assert NARRATOR.place(7, fr) == "l’Atelier" and NARRATOR.place(6, fr) == "le Parloir"
    assert NARRATOR.place(99, en) == "location 99"
    for n, loc in locations().items():
        assert NARRATOR.room(n, en) == loc.name.replace("'", "’")
        assert NARRATOR.place(n, en) == "the " + NARRATOR.room(n, en)
    assert NARRATOR.amount("keys", 2, fr) == "2 clés"
    assert NARRATOR.amount("tools", 1, fr) == "1 pelle"
    assert NARRATOR.amount("cash", 1, fr) == "1 point d’argent liquide"
    assert NARRATOR.amount("stamina", 3, en) == "3 stamina"
    assert NARRATOR.amounts(["keys", "drugs", "keys"], en, cash=2) == "2 keys, 1 drug and 2 cash"
    assert NARRATOR.amounts([], fr) == "rien"
    assert NARRATOR.step("E", fr) == "Vêtements" and NARRATOR.step("A", en) == "Riot"
    for task in tasks().values():
        assert NARRATOR.task_name(task.id, en) == task.name.replace("'", "’")
        assert NARRATOR.task_name(task.id, fr) != NARRATOR.task_name(task.id, en)
    assert NARRATOR.task_name("A1", fr) == "Dupliquer une clé"  # the rulebook's example
    for card in blackmail().values():
        assert NARRATOR.card_name(card.id, en) == card.name
        assert NARRATOR.card_text(card.id, en) and NARRATOR.card_text(card.id, fr)
    roles = [NARRATOR.role(s, "fr") for s in range(4)]
    assert roles == ["Bleu (P1)", "Orange (P2)", "Vert (P3)", "Violet (P4)"]


def _sample_params(code: str) -> dict[str, Any]:
    fields = set(re.findall(r"\{(\w+)", REFUSE.templates[code]))
    values: dict[str, Any] = {
        "cost": 2,
        "ap": 1,
        "limit": 5,
        "count": 2,
        "max": 1,
        "guards": 2,
        "slots": 3,
        "top": 5,
        "item": "keys",
        "what": "cash",
    }
    params = {k: v for k, v in values.items() if k in fields}
    if "place" in fields:
        params |= {"loc": 7, "place": "the Workshop"}
    if "task_name" in fields:
        params |= {"task": "A1", "task_name": "Copy the key"}
    if "card_name" in fields:
        params |= {"card": "BM07", "card_name": "Pickpocket"}
    return params


@pytest.mark.parametrize("code", sorted(REFUSE.templates))
def test_every_refusal_code_reads_in_both_languages_with_names(code: str) -> None:
    error = REFUSE(code, **_sample_params(code))
    english = NARRATOR.refusal(error, Voice("en"))
    french = NARRATOR.refusal(error, Voice("fr"))
    # the catalogue says what the engine says (with typographic quotes, and plurals for "(s)")
    pattern = re.escape(error.reason).replace(re.escape("(s)"), "s?")
    assert re.fullmatch(pattern, re.sub("[’“”]", "'", english)), (english, error.reason)
    assert well_formed(english) and well_formed(french) and english != french
    if "loc" in error.params:
        assert "l’Atelier" in french
    if "task" in error.params:
        assert "Dupliquer une clé" in french
    if "card" in error.params:
        assert "Vol à la tire" in french
    if "item" in error.params:
        assert "clés" in french
    if "what" in error.params:
        assert "argent liquide" in french


def test_refusals_of_real_moves_name_the_room_task_and_card() -> None:
    s = stage(at=[1, 9, 12], guards={7: 4})
    err = _refusal(s, 0, {"type": "move", "to": 12})
    assert err.key == "refusal-alcatraz-move-not-adjacent"
    assert "Warden’s Office" in NARRATOR.refusal(err, Voice("en"))
    assert "le Bureau du directeur" in NARRATOR.refusal(err, Voice("fr"))
    s = stage(at=[3, 9, 12], guards={7: 4})
    err = _refusal(s, 0, {"type": "move", "to": 7})
    assert "Quatre gardiens tiennent l’Atelier" in NARRATOR.refusal(err, Voice("fr"))
    s = solo("A1", plan={}, scapegoat=0)
    err = _refusal(s, 0, {"type": "task_start"})
    assert err.key == "refusal-alcatraz-task-scapegoat"
    s = solo("B5")
    err = _refusal(s, 0, {"type": "task_start"})
    assert "« Des mannequins dans les couchettes » demande 3 prisonniers" in NARRATOR.refusal(
        err, Voice("fr")
    )
    s = stage(at=[5, 5, 12], scapegoat=0, current=0, ap=3)
    s.players[0].blackmail = ["BM09"]
    err = _refusal(s, 0, {"type": "blackmail", "card": "BM09", "target": 1})
    assert NARRATOR.refusal(err, Voice("fr")).startswith("Nuit blanche :")
    s = stage(at=[10, 9, 12], items={0: ["keys"]})
    err = _refusal(s, 0, {"type": "discard", "item": "knives"})
    assert NARRATOR.refusal(err, Voice("fr")) == "Vous n’avez pas de couteaux."


def _refusal(s: State, seat: int, action: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(s, seat, ENGINE.parse_action(action))
    return err.value


# -- rare events, in positions built for them ------------------------------------------------------


def _narrated(state: State, seat: int, action: dict[str, Any]) -> tuple[State, list[Event]]:
    new, events = act_events(state, seat, action)
    check_events(events, state.num_players)
    return new, events


def _lines(events: list[Event], n: int, lang: str, reader: int | None = None) -> str:
    voice = voices(n, lang)[0 if reader is None else reader + 1]
    return " ".join(line for e in events if (line := NARRATOR.event(e, voice)))


def test_a_task_its_contributions_rewards_and_the_escape() -> None:
    s = solo("F2", plan={0: "ABC", 1: "A", 2: "DE"}, scapegoat=2)
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "A"]
    s, _ = _narrated(s, 0, {"type": "task_start"})
    while s.task is not None:
        pledges = [a for a in ENGINE.legal_actions(s, 0) if a.type == "task_pledge"]
        step = pledges[0].model_dump() if pledges else {"type": "task_complete"}
        s, events = _narrated(s, 0, step)
    assert s.phase == "over"
    english = _lines(events, 3, "en")
    assert "completed “Lure the doctor” in the Exercise Yard and marks step F (Hostage)" in english
    assert "The reward card gives step A (Riot) to Orange (P2)." in english
    assert "Blue (P1) and Green (P3) escaped from Alcatraz! Left behind: Orange (P2)." in english
    french = _lines(events, 3, "fr")
    assert "a accompli « Attirer le médecin » dans la Cour de détente" in french
    assert "Évasion réussie pour Bleu (P1) et Vert (P3) ! Reste en prison : Orange (P2)." in french
    for lang in LANGS:
        status = NARRATOR.status(ENGINE.view(s, None), voices(3, lang)[0])
        assert "Orange (P2)" in status and well_formed(status)


def test_a_contribution_asked_and_answered() -> None:
    s = solo("A1", items={0: ["keys", "keys"], 1: ["clothes"]}, at=[5, 5, 12])
    s, _ = _narrated(s, 0, {"type": "task_start"})
    s, events = _narrated(s, 0, {"type": "task_pledge", "owner": 1, "item": "clothes"})
    assert "Blue (P1) asks Orange (P2) to hand in 1 set of clothes" in _lines(events, 3, "en")
    for lang in LANGS:
        status = NARRATOR.status(ENGINE.view(s, None), voices(3, lang)[0])
        assert "Orange (P2)" in status and well_formed(status)
    s, events = _narrated(s, 1, {"type": "task_answer", "accept": False})
    assert "Orange (P2) refuse de remettre 1 vêtement à Bleu (P1)." in _lines(events, 3, "fr")


def test_the_stay_vote_is_announced_and_kept_secret() -> None:
    s = solo("F2", n=4, at=[5, 9, 12, 1], scapegoat=3, plan={0: "ABCDE", 3: "A"})
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "A"]
    s = do_task(s)
    assert s.phase == "stay_vote"
    view = ENGINE.view(s, None)
    english = NARRATOR.status(view, voices(4, "en")[0])
    assert "Who stays behind (Orange (P2), Green (P3) and Purple (P4))?" in english
    assert "0 of 1 ballots cast" in english
    assert check_vote_secrecy(s, 0, ENGINE.legal_actions(s, 0)) is False  # one voter: reveals
    s, events = _narrated(s, 0, {"type": "vote", "candidate": 2})
    assert "Left behind: Green (P3)." in _lines(events, 4, "en")
    assert "You voted for Green (P3)." in _lines(events, 4, "en", reader=0)
    assert "Green" not in _lines([e for e in events if e.kind == "ballot_cast"], 4, "en")


def test_the_stay_vote_event() -> None:
    s = solo("F2", n=4, at=[5, 9, 12, 1], scapegoat=3, plan={0: "ABCDE", 3: "A"})
    s.task_deck = [c for c in s.task_deck if tasks()[c].step == "A"]
    s = act(s, 0, {"type": "task_start"})
    s = act(s, 0, {"type": "task_pledge", "owner": 0, "item": "clothes"})
    s = act(s, 0, {"type": "task_pledge", "owner": 0, "item": "knives"})
    s, events = _narrated(s, 0, {"type": "task_complete"})
    assert "stay_vote" in {e.kind for e in events}
    french = _lines(events, 4, "fr")
    assert "Orange (P2), Vert (P3) et Violet (P4) sont aussi utiles" in french


def test_the_21st_guard() -> None:
    s = stage(at=[1, 5, 9])
    s.guards_entered = 20
    events: list[Event] = []
    while s.phase == "actions":
        s, events = _narrated(s, s.current, {"type": "end_turn"})
    assert "The 21st guard arrived: the escape has failed" in _lines(events, 3, "en")
    assert "Le 21e gardien est arrivé" in _lines(events, 3, "fr")
    view = ENGINE.view(s, None)
    assert "21st guard" in describe_public(view)
    assert NARRATOR.status(view, voices(3, "fr")[0]).startswith("Le 21e gardien")


def test_a_new_round_names_the_guards_room_and_the_vote_is_revealed_with_the_bonus() -> None:
    s = stage(at=[1, 5, 9], scapegoat=0, current=2)
    s, events = _narrated(s, 2, {"type": "end_turn"})
    assert s.phase == "vote"
    (new_round,) = [e for e in events if e.kind == "new_round"]
    (loc,) = new_round.data["guard_at"]
    assert f"a new guard arrives in {NARRATOR.place(loc, Voice('en'))}." in _lines(events, 3, "en")
    for lang in LANGS:
        board = NARRATOR.board(ENGINE.view(s, None), voices(3, lang)[0])
        assert ("0 of 3 ballots cast" if lang == "en" else "0 bulletin déposé sur 3") in board
    for voter, choice in ((0, 0), (1, 0)):
        s, events = _narrated(s, voter, {"type": "vote", "candidate": choice})
    s, events = _narrated(s, 2, {"type": "vote", "candidate": 1})
    english = _lines(events, 3, "en")
    ballots = "Blue (P1) → Blue (P1), Orange (P2) → Blue (P1), Green (P3) → Orange (P2)"
    assert f"The ballots: {ballots}." in english
    assert "Blue (P1) stays the scapegoat (+2 AP)." in english
    assert "Bleu (P1) reste le bouc émissaire (+2 PA)." in _lines(events, 3, "fr")


def test_every_blackmail_card_played_and_the_hand_kept_private() -> None:
    plays: list[tuple[str, dict[str, Any], str]] = [
        ("BM01", {}, "they move a guard"),
        ("BM03", {}, "up to two guards"),
        ("BM04", {"target": 1, "what": "keys"}, "Orange (P2) loses 1 key"),
        ("BM06", {}, "pays them 1 cash"),
        ("BM07", {"target": 1, "what": "keys"}, "took 1 key from Orange (P2)"),
        ("BM08", {"target": 1, "location": 10}, "Orange (P2) is moved to the Laundry"),
        ("BM09", {"target": 1}, "Orange (P2) loses up to 2 stamina"),
        ("BM10", {"location": 9}, "the task in the Cell Block moves"),
        ("BM11", {"location": 9}, "the task in the Cell Block is replaced"),
    ]
    for card, extra, said in plays:
        s = stage(
            at=[5, 9, 12],
            guards={1: 1, 7: 1},
            scapegoat=0,
            current=0,
            ap=3,
            items={1: ["keys"]},
            cash={1: 2},
            stamina={1: 3},
            task_cards=[("B2", 9), ("C2", 12)],
        )
        s.players[0].blackmail = [card]
        s.blackmail_deck.remove(card)
        view = ENGINE.view(s, 0)
        for lang in LANGS:
            voice = voices(3, lang)[1]
            secrets = NARRATOR.secrets(view, voice)
            assert secrets is not None and NARRATOR.card_name(card, voice) in secrets
            for other in (None, 1, 2):
                board = NARRATOR.board(ENGINE.view(s, other), voices(3, lang)[0])
                assert NARRATOR.card_name(card, voice) not in board
            labels = [
                NARRATOR.move(a.model_dump(mode="json"), voice)
                for a in ENGINE.legal_actions(s, 0)
                if a.type == "blackmail"
            ]
            assert labels and all(NARRATOR.card_name(card, voice) in x for x in labels)
        s, events = _narrated(s, 0, {"type": "blackmail", "card": card, **extra})
        english = _lines(events, 3, "en")
        assert f"Blue (P1) played {blackmail()[card].name}" in english and said in english


def test_cards_drawn_shown_and_kept_are_named_only_to_their_holder() -> None:
    s = stage(at=[12, 9, 5], current=0, ap=3, cash={0: 1}, sides={12: "copper"})
    s, events = _narrated(s, 0, {"type": "use", "pay": "cash"})
    shown = next(e for e in events if e.kind == "cards_shown")
    assert shown.to == 0 and len(shown.data["cards"]) == 3
    names = card_names(shown.data["cards"])
    for reader in (None, 1, 2):
        for lang in LANGS:
            assert not any(n in _lines(events, 3, lang, reader) for n in names)
    mine = _lines(events, 3, "fr", reader=0)
    assert "Gardez l’une de ces cartes chantage" in mine
    view = ENGINE.view(s, 0)
    assert "On vous montre" in (NARRATOR.secrets(view, voices(3, "fr")[1]) or "")
    keep = ENGINE.legal_actions(s, 0)[0]
    assert keep.type == "keep_card"
    s, events = _narrated(s, 0, keep.model_dump())
    kept = NARRATOR.card_name(keep.card, Voice("en"))
    assert kept in _lines(events, 3, "en", reader=0)
    assert kept not in _lines(events, 3, "en", reader=1)
    assert "Blue (P1) kept one of the blackmail cards" in _lines(events, 3, "en")
    assert "Blue (P1) gained a blackmail card." in _lines(events, 3, "en", reader=2)


def test_a_trade_offered_and_accepted_and_items_put_back() -> None:
    s = stage(at=[5, 5, 12], current=0, ap=3, items={0: ["keys"], 1: ["drugs"]}, cash={1: 2})
    s, _ = _narrated(s, 0, {"type": "trade_open", "partner": 1})
    s, _ = _narrated(s, 0, {"type": "trade_add", "side": "give", "what": "keys"})
    s, _ = _narrated(s, 0, {"type": "trade_add", "side": "take", "what": "cash"})
    s, events = _narrated(s, 0, {"type": "trade_offer"})
    assert "Blue (P1) offers Orange (P2) a trade: 1 key for 1 cash." in _lines(events, 3, "en")
    status = NARRATOR.status(ENGINE.view(s, None), voices(3, "fr")[0])
    assert "Orange (P2) doit répondre à l’offre de Bleu (P1) : 1 clé contre 1 point" in status
    s, events = _narrated(s, 1, {"type": "trade_answer", "accept": True})
    assert "Orange (P2) a accepté l’échange avec Bleu (P1)" in _lines(events, 3, "fr")
    s, events = _narrated(s, 0, {"type": "use", "pay": "cash", "take": ["clothes"]})
    english = _lines(events, 3, "en")
    assert "Blue (P1) used the Exercise Yard (paying 1 cash) and got 1 set of clothes." in english


def test_guards_moved_from_the_supply_and_a_riot() -> None:
    s = stage(at=[2, 9, 12], current=0, ap=3, guards={3: 1}, options=Options(radio_silver="add"))
    s, events = _narrated(s, 0, {"type": "use"})
    move = next(a for a in ENGINE.legal_actions(s, 0) if a.type == "guard_move")
    assert move.source == 0
    label = NARRATOR.move(move.model_dump(), voices(3, "fr")[1])
    assert label.startswith("Déplacer un gardien de la réserve vers")
    s, events = _narrated(s, 0, move.model_dump())
    assert "Blue (P1) moved a guard from the supply to" in _lines(events, 3, "en")
    s = stage(at=[2, 9, 12], current=0, ap=3, guards={3: 1})
    s, events = _narrated(s, 0, {"type": "riot", "source": 3})
    expected = "Bleu (P1) a déclenché une émeute dans la Salle radio : un gardien arrive depuis le "
    assert expected + "Réfectoire." in _lines(events, 3, "fr")


def test_the_public_board_is_the_english_alt_text_and_fits() -> None:
    for n, seed in ((3, 5), (4, 6)):
        state = ENGINE.setup(n, Options(layout="random"), seed)
        rng = Rng(s=seed)
        while state.round < 5:
            seat = ENGINE.to_act(state)[0]
            state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        view = ENGINE.view(state, None)
        text = describe_public(view)
        assert text == NARRATOR.board(view, voices(n, "en")[0])
        assert len(text) <= 1000 and f"round {state.round}" in text
        for task in state.tasks:
            assert f"at {task.location} {NARRATOR.room(task.location, Voice('en'))}" in text
        # mentions make names long: the board still fits
        long_names = tuple(f"{r} (<@{10**17 + i}>)" for i, r in enumerate(NARRATOR.roles(n, "fr")))
        board = NARRATOR.board(view, Voice("fr", long_names))
        assert len(board) <= 1000
