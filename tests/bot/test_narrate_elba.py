"""Escape from Elba in words, in English and French (the catalogues are strict in tests: a
missing argument raises): every event of random and computer games is narrated for every seat
and for the channel, private events reach only their reader, a card taken from a hidden hand is
never said in public, every legal move has a label and a unique typed command, every refusal
code is said in both languages, and the board in words keeps the public view's secrets."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.i18n import catalogue
from bot.narrate import CommandBook, Voice, narrator
from bot.narrate.elba import NARRATOR
from bot.render.elba import describe_public
from rules.core import Event, IllegalAction, Rng
from rules.elba.cards import letters
from rules.elba.content import SAFE_AREA, board, letter_of
from rules.elba.models import (
    Arm,
    Draw,
    Drop,
    ElbaAction,
    ElbaOptions,
    ElbaState,
    EndActions,
    EndBag,
    Escape,
    FightNext,
    GiveUp,
    Jump,
    Keep,
    Move,
    MoveHost,
    ProposeWeapon,
    Take,
    ToBag,
    Vote,
)
from rules.elba.refusals import REFUSE
from tests.rules.elba.test_helpers import E, act, actions_phase, new_game, put, rig, set_cards

LANGS = ("en", "fr")
ROOT = Path(__file__).resolve().parents[2]
#: (players, seed, percentage of moves the computer player makes; the rest are random)
GAMES = [(3, 1, 0), (3, 2, 80), (4, 3, 50), (4, 4, 100), (6, 5, 30), (6, 6, 90)]
#: what an unformatted or missing message looks like
RAW = re.compile(r"\{|\}|\belba-[a-z]|\brefusal-")


def names(n: int, lang: str) -> tuple[str, ...]:
    return tuple(NARRATOR.roles(n, lang))


def voice(n: int, lang: str, reader: int | None = None) -> Voice:
    return Voice(lang, names(n, lang), reader)


def said(text: str | None) -> str:
    assert text, "nothing said"
    assert not RAW.search(text), text
    return text


def play(
    n: int, seed: int, bot_share: int, rounds: int = 6
) -> Iterator[tuple[ElbaState, int, list[ElbaAction], list[Event]]]:
    """A game, move by move: the position, who moved, their legal moves, what happened."""
    state = E.setup(n, ElbaOptions(turn_limit=rounds * n), seed)
    rng = Rng(s=seed * 31 + bot_share)
    while E.to_act(state):
        seat = rng.choice(E.to_act(state))
        legal = E.legal_actions(state, seat)
        if rng.randbelow(100) < bot_share:
            action = E.bot_action(state, seat, rng)
        else:
            action = rng.choice(legal)
        after, events = E.apply(state, seat, action)
        yield state, seat, legal, events
        state = after
    yield state, -1, [], []


# -- every event, every reader, both languages -----------------------------------------------


def engine_event_kinds() -> set[str]:
    """Every event kind written in the engine's source (``Event(kind="…")``)."""
    found: set[str] = set()
    for path in sorted((ROOT / "rules" / "elba").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Event":
                for kw in node.keywords:
                    if kw.arg == "kind" and isinstance(kw.value, ast.Constant):
                        found.add(kw.value.value)
    return found


def test_every_event_kind_of_the_engine_has_a_line_in_every_language() -> None:
    kinds = engine_event_kinds()
    assert {"fight", "fight_result", "steal", "stolen_card", "weapon_vote"} <= kinds
    assert len(kinds) >= 28
    for lang in catalogue().languages:
        missing = [k for k in kinds if not catalogue().has(lang, f"elba-event-{k}")]
        assert missing == [], lang
    assert not NARRATOR.silent  # nothing is left unsaid


def narrate_all(n: int, events: list[Event]) -> dict[str, list[str]]:
    """Every event for the channel and every seat in both languages; checks who hears what."""
    public: dict[str, list[str]] = {lang: [] for lang in LANGS}
    for event in events:
        for lang in LANGS:
            channel = NARRATOR.event(event, voice(n, lang))
            if event.to is None:
                public[lang].append(said(channel))
            else:
                assert channel is None, event  # a private event is never said in public
            for reader in range(n):
                line = NARRATOR.event(event, voice(n, lang, reader))
                if event.to is None:
                    assert line == channel  # public lines read the same for everybody
                elif reader == event.to:
                    said(line)
                else:
                    assert line is None, (event, reader)
    return public


@pytest.mark.parametrize(("n", "seed", "bot_share"), GAMES)
def test_every_event_of_a_game_is_narrated_to_whoever_may_hear_it(
    n: int, seed: int, bot_share: int
) -> None:
    seen: set[str] = set()
    for _state, _seat, _legal, events in play(n, seed, bot_share):
        narrate_all(n, events)
        seen.update(e.kind for e in events)
    assert {"draw", "drawn_card", "turn", "cleanup", "fight", "fight_dice", "fight_result"} <= seen


def scenario_events() -> list[tuple[int, list[Event]]]:
    """Events random games rarely reach: jumps, escapes, weapon votes, chain and turn caps."""
    out: list[tuple[int, list[Event]]] = []
    # a jump spelled with ROOM, an escape that fails and one that succeeds
    state = actions_phase(new_game(), 0, ap=3)
    put(state, "P1", "north_tower", 6)
    set_cards(state, 0, hand="", bag="ROOMEMPEROR")
    state, events = act(state, 0, Jump(to="map_room"))
    out.append((3, events))
    failed = state.model_copy(deep=True)
    rig(failed, [6, 1, 1])
    out.append((3, act(failed, 0, Escape(word="EMPEROR"))[1]))
    rig(state, [1])
    state, events = act(state, 0, Escape(word="EMPEROR"))
    assert state.winner == 0
    out.append((3, events))
    # a proposed weapon, its vote, a secret declaration and the fight it decides
    state = actions_phase(new_game(), 0, ap=3)
    for seat in range(3):
        set_cards(state, seat, hand="")
    set_cards(state, 0, bag="FOAM")
    set_cards(state, 1, bag="MOP")
    put(state, "P1", "spa", 1)
    put(state, "P2", "cafe", 1)
    rig(state, [3, 4, 6, 6])
    for seat, action in (
        (0, Move(to="cafe")),
        (0, ProposeWeapon(word="FOAM")),
        (1, Vote(accept=True)),
        (2, Vote(accept=False)),
    ):
        state, events = act(state, seat, action)
        out.append((3, events))
    assert state.accepted_weapons == []  # a tie rejects
    for seat, action in ((0, Arm(words=[])), (1, Arm(words=["MOP"]))):
        state, events = act(state, seat, action)
        out.append((3, events))
    # the safety cap on a chain of fights, and the house turn limit, in one move: P1 loses to
    # N1 and is thrown (black 3, white 4) onto N3 in the POOL, past the cap of one fight
    state = actions_phase(new_game(chain_fight_cap=1, turn_limit=1), 0, ap=3)
    set_cards(state, 0, hand="", bag="")
    put(state, "P1", "spa", 1)
    put(state, "N1", "cafe", 6)
    put(state, "N3", "pool", 1)
    rig(state, [1, 6, 3, 4])
    state, events = act(state, 0, Move(to="cafe"))
    assert state.ended_by_limit
    out.append((3, events))
    return out


def test_the_rare_events_are_narrated_too() -> None:
    seen: dict[str, list[str]] = {"en": [], "fr": []}
    kinds: set[str] = set()
    for n, events in scenario_events():
        for lang, lines in narrate_all(n, events).items():
            seen[lang].extend(lines)
        kinds.update(e.kind for e in events)
    assert {
        "jump",
        "escape_attempt",
        "weapon_proposed",
        "weapon_vote",
        "weapons_chosen",
        "chain_cap",
        "turn_limit",
    } <= kinds
    english = "\n".join(seen["en"])
    assert "P1 jumped to MAP ROOM, spelling ROOM." in english
    assert "P1 escaped from Elba" not in english  # that is the status, not an event
    assert "rolled 1 against strength 6: escaped!" in english
    assert "rolled 6 against strength 6: the escape fails." in english
    assert "FOAM is rejected as a weapon (for: P2; against: P3)." in english
    assert "P2 has chosen weapons" in english
    assert "P1 (4) against P2 (6, with MOP): P2 wins." in english
    assert "The chain of fights stops after 1 fight (safety limit)." in english
    assert "The house limit of 1 turn is reached: nobody escaped." in english
    french = "\n".join(seen["fr"])
    assert "P1 saute vers MAP ROOM en composant ROOM." in french
    assert "FOAM est refusé comme arme (pour : P2 ; contre : P3)." in french
    assert "P1 (4) contre P2 (6, avec MOP) : P2 l’emporte." in french


def test_a_whole_fight_is_told_in_order() -> None:
    """Who fought whom and where, the dice, who won, what changed hands, where the loser went."""
    state = actions_phase(new_game(), 0, ap=3)
    for seat in range(3):
        set_cards(state, seat, hand="")
    set_cards(state, 1, bag="ELBA")
    put(state, "P1", "spa", 2)
    put(state, "P2", "cafe", 1)
    rig(state, [5, 2, 6, 6])
    state, events = act(state, 0, Move(to="cafe"))
    state, more = act(state, 0, Take(source="bag", letter="B"))
    lines = narrate_all(3, events + more)
    assert lines["en"] == [
        "P1 moved to CAFE.",
        "Fight in CAFE: P1 attacks P2.",
        "Dice: P1 rolls 5 + strength 2 = 7, P2 rolls 2 + strength 1 = 3.",
        "P1 (7) against P2 (3): P1 wins.",
        "P1 takes a B from P2’s bag.",
        "P2 now has strength 2.",
        "P2 is thrown to SOUTH TOWER (black 6, white 6).",
    ]
    assert lines["fr"] == [
        "P1 se déplace vers CAFE.",
        "Combat (CAFE) : P1 attaque P2.",
        "Dés : P1 fait 5 + force 2 = 7, P2 fait 2 + force 1 = 3.",
        "P1 (7) contre P2 (3) : P1 l’emporte.",
        "P1 prend un B dans le sac de P2.",
        "P2 a maintenant une force de 2.",
        "P2 est éjecté vers TOUR SUD (dé noir 6, dé blanc 6).",
    ]


@pytest.mark.parametrize(("n", "seed", "bot_share"), GAMES)
def test_a_card_taken_from_a_hidden_hand_is_said_only_to_the_two_fighters(
    n: int, seed: int, bot_share: int
) -> None:
    thefts = 0
    for _state, _seat, _legal, events in play(n, seed, bot_share, rounds=10):
        for i, event in enumerate(events):
            if event.kind != "steal" or event.data.get("source") != "hand":
                continue
            thefts += 1
            private = [e for e in events[i + 1 : i + 3] if e.kind == "stolen_card"]
            assert sorted(e.to for e in private) == sorted((event.data["to"], event.data["from"]))
            letter = letter_of(private[0].data["card"])
            for lang in LANGS:
                for reader in (None, *range(n)):
                    line = said(NARRATOR.event(event, voice(n, lang, reader)))
                    assert not re.search(rf"\b{letter}\b", line), line
                    for secret in private:
                        told = NARRATOR.event(secret, voice(n, lang, reader))
                        if reader == secret.to:
                            assert re.search(rf"\b{letter}\b", said(told))
                        else:
                            assert told is None
    if bot_share >= 80:
        assert thefts > 0  # the computer players fight each other


def test_a_theft_from_the_hand_reads_the_same_whatever_the_card() -> None:
    steal = Event(kind="steal", data={"from": 1, "to": 0, "source": "hand"})
    for lang in LANGS:
        lines = {
            NARRATOR.event(Event(kind="stolen_card", data={"card": c}, to=0), voice(3, lang, 0))
            for c in range(64)
        }
        assert len(lines) == len(set(letters(list(range(64)))))  # the letter, privately
        public = NARRATOR.event(steal, voice(3, lang))
        assert public in (
            "P1 takes a random card from P2’s hand.",
            "P1 prend une carte au hasard dans la main de P2.",
        )


# -- moves and typed commands ------------------------------------------------------------------


def check_moves(n: int, seat: int, legal: list[ElbaAction]) -> None:
    data = [a.model_dump(mode="json") for a in legal]
    for lang in LANGS:
        v = voice(n, lang, seat)
        labels = [said(NARRATOR.move(d, v)) for d in data]
        commands = [said(NARRATOR.command(d, v)) for d in data]
        assert len(set(labels)) == len(labels), labels
        assert len(set(commands)) == len(commands), commands
        book = CommandBook(NARRATOR, data, v)
        english = Voice("en", v.names, seat)
        for d, command in zip(data, commands, strict=True):
            assert command.split()[0] == v.t(f"elba-cmd-{d['type']}")
            assert book.find(command) == d
            assert book.find(NARRATOR.command(d, english).upper()) == d
            assert d in [a for a, _ in book.starting(command.split()[0])]


@pytest.mark.parametrize(("n", "seed", "bot_share"), GAMES)
def test_every_legal_move_has_a_label_and_a_command_of_its_own(
    n: int, seed: int, bot_share: int
) -> None:
    types: set[str] = set()
    for _state, seat, legal, _events in play(n, seed, bot_share, rounds=4):
        check_moves(n, seat, legal)
        types.update(a.type for a in legal)
    assert {"draw", "move", "move_host", "end_actions", "to_bag", "end_bag", "keep"} <= types


def test_every_kind_of_move_reads_well() -> None:
    v = voice(3, "en")
    f = voice(3, "fr")
    cases: list[tuple[ElbaAction, str, str, str]] = [
        (Draw(n=0), "Draw no card", "draw 0", "Ne piocher aucune carte"),
        (Draw(n=1), "Draw 1 card", "draw 1", "Piocher 1 carte"),
        (Move(to="hallway_3"), "Move to Hallway 3", "move hallway_3", "Aller vers Couloir 3"),
        (MoveHost(host="C", to="pool"), "Move Campbell to POOL", "push C pool", ""),
        (MoveHost(host="N2", to="north_tower"), "Move Napoleon N2 to NORTH TOWER", "", ""),
        (Jump(to="lab"), "Jump to LAB", "jump lab", "Sauter vers LAB"),
        (Escape(word="ELBA"), "Try to escape with ELBA", "escape ELBA", ""),
        (EndActions(), "End your actions", "end", "Terminer vos actions"),
        (FightNext(opponent="P3"), "Fight P3 next", "fight P3", "Combattre P3 ensuite"),
        (Arm(words=[]), "Fight without a weapon", "arm -", "Combattre sans arme"),
        (Arm(words=["BAR", "MOP"]), "Fight with BAR and MOP (+2)", "arm BAR MOP", ""),
        (ProposeWeapon(word="FOAM"), "Propose FOAM as a weapon (the others vote)", "", ""),
        (Vote(accept=True), "Vote yes: accept the weapon", "vote yes", ""),
        (Vote(accept=False), "Vote no: reject the weapon", "vote no", ""),
        (Take(source="hand"), "Take a random card from the loser’s hand", "take hand", ""),
        (Take(source="bag", letter="E"), "Take an E from the loser’s bag", "take E", ""),
        (GiveUp(source="bag", letter="B"), "Give up a B from your bag", "give bag B", ""),
        (ToBag(letter="S"), "Put an S from your hand into your bag", "bag S", ""),
        (EndBag(), "Stop moving cards to your bag", "done", ""),
        (Keep(letters=""), "Keep nothing in your bag", "keep -", "Ne rien garder dans votre sac"),
        (Keep(letters="AB"), "Keep A and B in your bag", "keep AB", "Garder A et B dans votre sac"),
        (Keep(letters="ELBA"), "Keep the word ELBA in your bag", "keep ELBA", ""),
        (Drop(letter="P"), "Discard a P from your bag", "drop P", "Défausser un P de votre sac"),
    ]
    types = set(E.actions.json_schema()["discriminator"]["mapping"])
    assert {a.type for a, *_ in cases} == types
    # the panel's groups of moves and its questions, for every type with several choices
    for kind in types - {"end_actions", "end_bag"}:
        for lang in LANGS:
            said(catalogue().text(lang, f"elba-group-{kind}"))
            said(catalogue().text(lang, f"elba-choose-{kind}"))
    for action, label, command, french in cases:
        d = action.model_dump(mode="json")
        assert NARRATOR.move(d, v) == label
        if command:
            assert NARRATOR.command(d, v) == command
        if french:
            assert NARRATOR.move(d, f) == french
        said(NARRATOR.move(d, f))
        said(NARRATOR.command(d, f))


# -- refusals --------------------------------------------------------------------------------------


def refusal_cases() -> list[tuple[str, ElbaState, int, ElbaAction]]:
    """A position and a move it refuses, for every refusal code the engine can give."""
    cases: list[tuple[str, ElbaState, int, ElbaAction]] = []
    state = new_game()
    cases.append(("now-draw", state, state.active, Move(to="spa")))
    cases.append(("draw-range", state, state.active, Draw(n=8)))
    acting = actions_phase(new_game(), 0, ap=3)
    put(acting, "P1", "cafe")
    put(acting, "N1", "lab")
    set_cards(acting, 0, bag="FRO")
    cases += [
        ("now-actions", acting, 0, Draw(n=1)),
        ("no-space", acting, 0, Move(to="the moon")),
        ("not-adjacent", acting, 0, Move(to="roof")),
        ("not-adjacent", acting, 0, MoveHost(host="N1", to="roof")),
        ("player-host", acting, 0, MoveHost(host="P2", to="spa")),
        ("already-there", acting, 0, Jump(to="cafe")),
        ("no-jump-word", acting, 0, Jump(to="south_tower")),
        ("no-space", acting, 0, Jump(to="the moon")),
        ("jump-spell", acting, 0, Jump(to="caesar_room")),
        ("not-escape-word", acting, 0, Escape(word="WATERLOO")),
        ("escape-tower", acting, 0, Escape(word="FROM")),
        ("escape-spell", acting, 0, Escape(word="CAMPBELL")),
    ]
    # an arrival among two Napoleons: the order of the fights is the player's
    crowd = actions_phase(new_game(), 0, ap=3)
    put(crowd, "P1", "cafe")
    put(crowd, "N1", "spa")
    put(crowd, "N2", "spa")
    crowd, _ = act(crowd, 0, Move(to="spa"))
    cases += [
        ("now-fight-order", crowd, 0, EndActions()),
        ("no-opponent", crowd, 0, FightNext(opponent="N5")),
    ]
    # a duel where weapons matter, then its vote
    duel = actions_phase(new_game(), 0, ap=3)
    for seat in range(3):
        set_cards(duel, seat, hand="")
    set_cards(duel, 0, bag="FOAM")
    set_cards(duel, 1, hand="AE", bag="ELBA")
    put(duel, "P1", "spa", 1)
    put(duel, "P2", "cafe", 1)
    rig(duel, [3, 4, 6, 6])
    arms, _ = act(duel, 0, Move(to="cafe"))
    vote, _ = act(arms, 0, ProposeWeapon(word="FOAM"))
    cases += [
        ("now-arms", arms, 0, Draw(n=1)),
        ("weapons", arms, 0, Arm(words=["BAR"])),
        ("now-vote", vote, 1, Take(source="hand")),
    ]
    # P1 beats P2: which card to take
    won = duel.model_copy(deep=True)
    rig(won, [6, 1, 6, 6])
    won, _ = act(won, 0, Move(to="cafe"))
    cases += [
        ("now-reward", won, 0, Drop(letter="A")),
        ("no-such-card", won, 0, Take(source="bag", letter="Z")),
    ]
    # a Napoleon beats P1: which card to give up
    lost = actions_phase(new_game(), 0, ap=3)
    set_cards(lost, 0, hand="AB")
    put(lost, "P1", "spa", 1)
    put(lost, "N1", "cafe", 6)
    rig(lost, [1, 6, 6, 6])
    lost, _ = act(lost, 0, Move(to="cafe"))
    cases += [
        ("now-give-up", lost, 0, EndBag()),
        ("no-letter", lost, 0, GiveUp(source="hand", letter="Z")),
    ]
    # the discard phase: hand to bag, the kept word, the order of the rest
    bag = actions_phase(new_game(), 0, ap=0)
    bag.phase = "bag"
    set_cards(bag, 0, hand="ABCEFLMO", bag="")
    keep = bag.model_copy(deep=True)
    keep.phase = "keep"
    set_cards(keep, 0, hand="", bag="ELBAS")
    drop = keep.model_copy(deep=True)
    drop.phase = "drop"
    drop.keep = "AB"
    cases += [
        ("now-bag", bag, 0, Keep(letters="")),
        ("no-letter", bag, 0, ToBag(letter="Z")),
        ("hand-limit", bag, 0, EndBag()),
        ("now-keep", keep, 0, Drop(letter="E")),
        ("bad-keep", keep, 0, Keep(letters="QQQ")),
        ("now-drop", drop, 0, Keep(letters="AB")),
        ("no-drop", drop, 0, Drop(letter="A")),
    ]
    return cases


def refused(state: ElbaState, seat: int, action: ElbaAction) -> IllegalAction:
    assert action not in E.legal_actions(state, seat)
    with pytest.raises(IllegalAction) as caught:
        E.apply(state, seat, action)
    return caught.value


def check_refusal(error: IllegalAction) -> dict[str, str]:
    assert catalogue().has("en", error.key), error.key
    out = {}
    for lang in LANGS:
        text = said(NARRATOR.refusal(error, Voice(lang)))
        assert text == narrator("elba").refusal(error, voice(4, lang))
        out[lang] = text
    assert out["en"] != out["fr"]
    return out


def test_every_refusal_code_is_said_in_both_languages() -> None:
    produced = set()
    for code, state, seat, action in refusal_cases():
        error = refused(state, seat, action)
        assert error.key == REFUSE.key(code), (code, error.reason)
        text = check_refusal(error)
        if "hallway" not in str(error.params):
            assert text["en"] == error.reason  # the catalogue says what the engine says
        produced.add(code)
    try:
        E._setup(12, ElbaOptions(), 0)
    except IllegalAction as error:
        assert check_refusal(error)["en"] == "Escape from Elba is for 3 to 11 players."
        produced.add("players")
    # no legal position reaches these two; they still have their words
    for code in ("now-wait", "impossible"):
        check_refusal(REFUSE(code))
        produced.add(code)
    assert produced == set(REFUSE.templates)


def test_refusals_name_spaces_hosts_and_words_in_the_readers_language() -> None:
    by_code = {
        code: refused(state, seat, action)
        for code, state, seat, action in refusal_cases()
        if code in ("not-adjacent", "jump-spell", "escape-tower", "no-opponent")
    }
    en, fr = Voice("en"), Voice("fr")
    assert NARRATOR.refusal(by_code["not-adjacent"], en) == "ROOF is not next to LAB."
    assert NARRATOR.refusal(by_code["jump-spell"], fr) == (
        "Votre sac doit composer CAESAR ou ROOM pour sauter vers CAESAR ROOM."
    )
    assert (
        by_code["jump-spell"].reason == "Your bag must spell CAESAR or ROOM to jump to CAESAR ROOM."
    )
    assert by_code["escape-tower"].params == {"word": "FROM", "tower": "east_tower"}
    assert NARRATOR.refusal(by_code["escape-tower"], fr).endswith("être dans la TOUR EST.")
    assert NARRATOR.refusal(by_code["no-opponent"], fr).startswith("Napoléon N5 n’est pas")


@pytest.mark.parametrize(("n", "seed", "bot_share"), GAMES[::2])
def test_moves_refused_during_a_game_are_said_in_both_languages(
    n: int, seed: int, bot_share: int
) -> None:
    codes: set[str] = set()
    for step, (state, seat, legal, _events) in enumerate(play(n, seed, bot_share, rounds=4)):
        if seat < 0 or step % 3:
            continue
        here = state.hosts[seat].space
        tries: list[ElbaAction] = [
            Draw(n=8),
            EndActions(),
            Move(to="roof" if here not in ("coral_room", "east_tower") else "lab"),
            MoveHost(host="P1", to="spa"),
            Jump(to="north_tower"),
            Escape(word="WATERLOO"),
            Keep(letters="QQQ"),
            Arm(words=["BAR", "BAR", "BAR"]),
            Take(source="bag", letter="Z"),
        ]
        for action in tries:
            if action not in legal:
                error = refused(state, seat, action)
                check_refusal(error)
                codes.add(error.key)
    assert len(codes) >= 5


# -- positions: status, board, secrets ---------------------------------------------------------


@pytest.mark.parametrize(("n", "seed", "bot_share"), GAMES)
def test_status_board_and_secrets_say_the_position(n: int, seed: int, bot_share: int) -> None:
    outside = 0
    mention = tuple(f"P{s + 1} (<@{10**17 + s}>)" for s in range(n))  # Discord's long names
    for state, _seat, _legal, _events in play(n, seed, bot_share):
        public = E.view(state, None)
        for lang in LANGS:
            v = voice(n, lang)
            status = said(NARRATOR.status(public, v))
            for s in public["to_act"]:
                assert f"P{s + 1}" in status
            if public["to_act"] and public["to_act"] != [public["active"]]:
                outside += 1  # a decision outside the active player's turn
                assert f"P{public['active'] + 1}" in status
            text = said(NARRATOR.board(public, v))
            assert text.startswith(status) and len(text) <= 1000
            long = NARRATOR.board(public, Voice(lang, mention))
            assert len(long) <= 1000 and not long.endswith("…")  # compact, never cut
            assert NARRATOR.secrets(public, v) is None
            for s in range(n):
                mine = E.view(state, s)
                # the board never says more from a seat's view than from the public one
                assert NARRATOR.board(mine, v) == text
                secret = said(NARRATOR.secrets(mine, voice(n, lang, s)))
                for letter in mine["hand"]:
                    assert re.search(rf"\b{letter}\b", secret)
                if "my_weapons" in mine:
                    assert secret.count("\n") == 1
        if state.phase == "over":
            final = NARRATOR.status(public, voice(n, "en"))
            assert final.startswith("Game over") or "escaped from Elba with" in final
    if bot_share >= 80:
        assert outside > 0


def test_the_board_in_words_names_every_host_where_it_stands() -> None:
    state = new_game(4)
    put(state, "P1", "hallway_2", 3)
    put(state, "N2", "east_tower", 2)
    set_cards(state, 0, hand="AB", bag="ELBA")
    english = describe_public(E.view(state, None))
    assert "P1: Hallway 2, strength 3, bag ELBA, 2 in hand." in english
    assert "P2: SAFE AREA, strength 1, bag empty" in english
    assert "Campbell: SAFE AREA, strength 1." in english
    assert "N2 EAST TOWER (2)" in english
    french = describe_public(E.view(state, None), "fr")
    assert "P1 : Couloir 2, force 3, sac ELBA, 2 en main." in french
    assert "N2 TOUR EST (2)" in french
    assert "Napoléons : " in french
    assert NARRATOR.secrets(E.view(state, 0), voice(4, "en", 0)) == "Your hand: A and B (2 cards)."
    assert (
        NARRATOR.secrets(E.view(state, 0), voice(4, "fr", 0)) == "Votre main : A et B (2 cartes)."
    )


def test_a_fight_waiting_for_weapons_is_on_the_board_and_in_the_fighters_secrets() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    for seat in range(3):
        set_cards(state, seat, hand="")
    set_cards(state, 0, bag="MOP")
    set_cards(state, 1, bag="BAR")
    put(state, "P1", "spa", 1)
    put(state, "P2", "cafe", 1)
    rig(state, [3, 4, 6, 6])
    state, _ = act(state, 0, Move(to="cafe"))
    state, _ = act(state, 0, Arm(words=["MOP"]))
    public = E.view(state, None)
    board_en = NARRATOR.board(public, voice(3, "en"))
    assert board_en.startswith(
        "Turn 1 (P1 playing) · P2 chooses weapons for the fight in CAFE (P1 against P2)."
    )
    assert "Fight in CAFE: P1 against P2, dice 3 and 4, weapons declared by P1." in board_en
    assert "MOP" not in board_en.split("bag")[0]  # the declared word stays secret
    mine = NARRATOR.secrets(E.view(state, 0), voice(3, "en", 0))
    assert mine == "Your hand is empty.\nYour weapons in this fight: MOP (+1)."
    status_fr = NARRATOR.status(public, voice(3, "fr"))
    assert status_fr == (
        "Tour 1 (au tour de P1) · P2 choisit ses armes pour le combat (CAFE : P1 contre P2)."
    )


def test_the_end_of_the_game_in_words() -> None:
    state = actions_phase(new_game(), 0, ap=3)
    put(state, "P1", SAFE_AREA, 6)
    set_cards(state, 0, bag="CAMPBELL")
    rig(state, [2])
    state, _ = act(state, 0, Escape(word="CAMPBELL"))
    public = E.view(state, None)
    assert NARRATOR.status(public, voice(3, "en")) == "P1 escaped from Elba with CAMPBELL!"
    assert NARRATOR.status(public, voice(3, "fr")) == "P1 s’est évadé d’Elbe avec CAMPBELL !"
    limit = new_game(turn_limit=1)
    limit.phase, limit.ended_by_limit = "over", True
    assert NARRATOR.status(E.view(limit, None), voice(3, "en")) == (
        "Game over: nobody escaped within 1 turn."
    )


def test_every_space_has_a_name_in_every_language() -> None:
    for lang in catalogue().languages:
        v = Voice(lang)
        spaces = {NARRATOR.space(s, v) for s in board().spaces}
        assert len(spaces) == len(board().spaces)  # no two spaces share a name
    v = Voice("fr")
    assert NARRATOR.space("west_tower", v) == "TOUR OUEST"
    assert NARRATOR.space("hallway_10", v) == "Couloir 10"
    assert NARRATOR.space("coral_room", v) == "CORAL ROOM"  # the printed word is the jump word
    assert NARRATOR.role(2, "fr") == "P3" and NARRATOR.role(0, "en") == "P1"


def test_hosts_are_named_by_index_and_by_label() -> None:
    v = voice(4, "fr")
    assert [NARRATOR.host(i, v) for i in (0, 3, 4, 5, 11)] == [
        "P1",
        "P4",
        "Campbell",
        "Napoléon N1",
        "Napoléon N7",
    ]
    assert NARRATOR.label("N7", v) == "Napoléon N7" and NARRATOR.label("P2", Voice("fr")) == "P2"
    assert E.setup(4, seed=0).hosts[11].label == "N7"
