"""Fled in words: every event, move, refusal and position of random games reads in English and
in French (the catalogues are strict in tests: a missing argument raises), private events reach
only their reader, typed commands are unique, and cells keep one name for the whole game."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import catalogue
from bot.narrate import CommandBook, Voice, narrator
from bot.narrate.fled import NARRATOR, PAWN_LETTERS, cell_name
from bot.render.fled import describe_public
from rules.core import Event, IllegalAction, Rng
from rules.fled import FledEngine
from rules.fled.board import HEIGHT, WIDTH
from rules.fled.models import (
    Draw,
    Escape,
    FledState,
    Move,
    PlaceBunk,
    PlaceTile,
    Stash,
    Surrender,
    Whistle,
)
from rules.fled.refusals import REFUSE
from rules.fled.tiles import room_tile_ids
from tests.bot.narrate_support import Position, walk
from tests.rules.fled.support import BLUE, YELLOW, build, kinds

ENGINE = FledEngine()
LANGS = ("en", "fr")
ROOT = Path(__file__).resolve().parents[2]
#: (players, seed, share of random moves among the computer player's)
GAMES = [(2, 1, 0), (2, 8, 1), (3, 2, 1), (3, 9, 0), (4, 3, 1), (4, 6, 0)]
YB, BB = (6, 5, "E"), (7, 7, "W")
TWO = {YELLOW: YB, BLUE: BB}


def engine_event_kinds() -> set[str]:
    """Every event kind the engine can emit, read from the source of its package."""
    folder = ROOT / "rules" / "fled"
    source = "".join(path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.py")))
    return set(re.findall(r'kind="(\w+)"', source))


def voices(n: int, lang: str) -> list[Voice]:
    names = tuple(NARRATOR.roles(n, lang))
    return [Voice(lang, names, None), *(Voice(lang, names, seat) for seat in range(n))]


def well_formed(text: str) -> bool:
    """Formatted to the end: no Fluent placeholder, no raw key, no stray brace."""
    return bool(text.strip()) and not re.search(r"[{}$]|fled-|refusal-", text)


@dataclass
class Played:
    kinds: set[str] = field(default_factory=set)
    refusals: set[str] = field(default_factory=set)
    finals: list[FledState] = field(default_factory=list)


def positions(n: int, seed: int, random_share: int) -> Iterator[Position]:
    """Every position of one game (the computer player's moves, some random ones mixed in),
    the last one finished."""
    return walk(ENGINE, ENGINE.setup(n, seed=seed), Rng(s=seed * 31 + n), random_share)


def check_events(events: list[Event], n: int) -> None:
    for lang in LANGS:
        for voice in voices(n, lang):
            for event in events:
                line = NARRATOR.event(event, voice)
                if event.to is not None and event.to != voice.reader:
                    assert line is None, (event, voice.reader)
                    continue
                assert line is not None and well_formed(line), (lang, event, line)
                seat = event.data.get("seat")
                if isinstance(seat, int):
                    assert voice.names[seat] in line, (event, line)
                for cell in ("to", "at", "head"):
                    if cell in event.data:
                        x, y = event.data[cell]
                        assert cell_name(x, y) in line, (event, line)


def check_moves(state: FledState, seat: int, legal: list[Any]) -> None:
    n = state.num_players
    for lang in LANGS:
        voice = voices(n, lang)[seat + 1]
        data = [a.model_dump(mode="json") for a in legal]
        labels = [NARRATOR.move(d, voice) for d in data]
        commands = [NARRATOR.command(d, voice) for d in data]
        assert all(well_formed(x) and len(x) <= 100 for x in labels), labels
        assert all(well_formed(c) and "\n" not in c for c in commands)
        assert len(set(commands)) == len(commands), sorted(commands)
        assert len(set(labels)) == len(labels), sorted(labels)
        typed = CommandBook(NARRATOR, data, voice)
        sample = data if len(data) < 40 else data[:: max(1, len(data) // 40)]
        for action in sample:
            command = NARRATOR.command(action, voice)
            assert typed.find(command) == action
            assert typed.find(command.lower()) == action


def check_position(state: FledState) -> None:
    n = state.num_players
    public = ENGINE.view(state, None)
    for lang in LANGS:
        voice = voices(n, lang)[0]
        text = NARRATOR.board(public, voice)
        assert well_formed(text) and len(text) <= 1000, text
        assert all(name in text for name in voice.names)
        for seat in range(n):
            mine = ENGINE.view(state, seat)
            secrets = NARRATOR.secrets(mine, voices(n, lang)[seat + 1])
            assert secrets is not None and well_formed(secrets)
            for t in state.prisoners[seat].hand:
                assert re.search(rf"(#|n° ){t}\b", secrets), (t, secrets)
            shackle = state.prisoners[seat].shackle
            if shackle is not None:
                assert re.search(rf"(#|n° ){shackle}\b", secrets.splitlines()[-1])
        assert NARRATOR.secrets(public, voice) is None


def check_refusals(state: FledState, seat: int) -> set[str]:
    """Illegal tries in any position (a tile from elsewhere, a bad cell, the wrong step), each
    refusal said in both languages."""
    me = state.prisoners[seat]
    foreign = next(t for t in room_tile_ids(state.num_players) if t not in me.hand)
    tries: list[Any] = [
        Surrender(tile=foreign),
        Move(tile=me.hand[0] if me.hand else foreign, x=0, y=0),
        Whistle(tile=me.hand[0] if me.hand else foreign, npc="warder3", x=0, y=0),
        Stash(tile=me.hand[-1] if me.hand else foreign),
        Escape(tools=[foreign]),
        Draw(governor=foreign),
        PlaceTile(tile=foreign, x=6, y=6, tail="S"),
        PlaceBunk(x=0, y=0, tail="S"),
    ]
    seen = set()
    for action in tries:
        try:
            ENGINE.apply(state, seat, action)
        except IllegalAction as err:
            seen.add(err.key)
            for lang in LANGS:
                text = NARRATOR.refusal(err, Voice(lang, tuple(NARRATOR.roles(3, lang)), seat))
                assert well_formed(text), (err.key, text)
    return seen


def play_all() -> Played:
    """Play the games of ``GAMES``, checking the words of every position on the way."""
    out = Played()
    for n, seed, share in GAMES:
        state: FledState | None = None
        for step_no, (state, seat, legal, played) in enumerate(positions(n, seed, share)):
            out.kinds |= set(kinds(played))
            check_events(played, n)
            if seat < 0:
                break
            check_moves(state, seat, legal)
            if step_no % 7 == 0:
                check_position(state)
                out.refusals |= check_refusals(state, seat)
            for action in legal[1 :: max(1, len(legal) // 3)]:  # and what other moves cause
                _, events = ENGINE.apply(state, seat, action)
                out.kinds |= set(kinds(events))
                check_events(events, n)
        assert state is not None and ENGINE.outcome(state) is not None
        out.finals.append(state)
    return out


@pytest.fixture(scope="module")
def played() -> Played:
    return play_all()


def test_random_games_are_narrated_in_both_languages(played: Played) -> None:
    assert len(played.finals) == len(GAMES)
    common = {"bunk", "turn", "place", "move", "surrender", "draw", "drawn", "whistle"}
    assert common <= played.kinds
    assert {"stash", "from_governor", "game_over", "hard_labor", "escape"} <= played.kinds
    assert {"npc_arrives", "reshuffle", "shackled", "shackle_tile", "solitary"} <= played.kinds
    assert played.kinds <= engine_event_kinds()
    assert any(k.startswith("refusal-fled-") for k in played.refusals)


def test_every_event_kind_has_a_line_in_every_language() -> None:
    found = engine_event_kinds()
    assert len(found) >= 20 and {"shackle_tile", "drawn", "blessed", "released"} <= found
    for lang in LANGS:
        for kind in found:
            assert catalogue().has(lang, f"fled-event-{kind}"), (lang, kind)
    assert NARRATOR.silent == frozenset()


def test_final_positions_name_scores_and_winners(played: Played) -> None:
    for state in played.finals:
        outcome = ENGINE.outcome(state)
        assert outcome is not None
        public = ENGINE.view(state, None)
        assert public["winners"] == outcome.winners
        for lang in LANGS:
            voice = voices(state.num_players, lang)[0]
            status = NARRATOR.status(public, voice)
            assert well_formed(status)
            for seat, score in enumerate(outcome.scores):
                assert f"{voice.names[seat]} {int(score)} " in status
            assert ("hard" in status or "travaux" in status) == state.hard_labor
        check_position(state)


# -- rare events, in positions built for them ------------------------------------------------------


def _narrated(state: FledState, seat: int, action: Any) -> tuple[FledState, list[Event]]:
    new, events = ENGINE.apply(state, seat, action)
    check_events(events, state.num_players)
    return new, events


def test_roll_call_outcomes_are_narrated() -> None:
    # safe: the Governor's poster is the bunk, blue stands in his
    state = build(bunks=TWO, hands={YELLOW: [3, 6]}, pos={BLUE: (7, 7)})
    _, events = _narrated(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=7, target=BLUE))
    assert "safe" in kinds(events)
    # shackled, with the shackle tile said to blue alone
    state = build(bunks=TWO, hands={YELLOW: [3, 6], BLUE: [9, 10]}, pos={BLUE: (7, 5)}, whistle=0)
    _, events = _narrated(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=5, target=BLUE))
    assert {"shackled", "shackle_tile"} <= set(kinds(events))
    private = next(e for e in events if e.kind == "shackle_tile")
    assert private.to == BLUE
    names = tuple(NARRATOR.roles(2, "en"))
    assert NARRATOR.event(private, Voice("en", names, YELLOW)) is None
    assert NARRATOR.event(private, Voice("en", names, None)) is None
    mine = NARRATOR.event(private, Voice("fr", names, BLUE))
    assert mine is not None and f"n° {private.data['tile']}" in mine and "boulet" in mine
    # nobody to shackle: an empty hand
    state = build(bunks=TWO, hands={YELLOW: [3, 6], BLUE: []}, pos={BLUE: (7, 5)}, whistle=0)
    _, events = _narrated(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=5, target=BLUE))
    assert "nothing_to_shackle" in kinds(events)
    # already shackled, no solitary tile: back to the bunk
    state = build(
        bunks=TWO, hands={YELLOW: [3, 6]}, shackles={BLUE: 12}, pos={BLUE: (7, 5)}, whistle=0
    )
    _, events = _narrated(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=5, target=BLUE))
    assert "to_bunk" in kinds(events)


def test_solitary_release_chaplain_and_blessing_are_narrated() -> None:
    state = build(
        bunks=TWO,
        tiles=[(26, 9, 8, "E")],
        hands={YELLOW: [3, 6, 40], BLUE: [9, 10, 11, 13, 14]},
        shackles={BLUE: 12},
        pos={BLUE: (7, 5)},
        whistle=0,
    )
    state, events = _narrated(state, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=5, target=BLUE))
    assert "solitary" in kinds(events)
    state, _ = _narrated(state, YELLOW, Surrender(tile=6))
    state, events = _narrated(state, YELLOW, Draw())
    assert "released" in kinds(events)
    line = NARRATOR.event(next(e for e in events if e.kind == "released"), voices(2, "en")[0])
    assert line is not None and "#12" in line and "Blue (B)" in line
    # the chaplain frees a shackled prisoner, and visits one with nothing to take off
    npcs = {"warder1": (6, 6), "chaplain": (6, 6)}
    state = build(
        bunks=TWO,
        hands={YELLOW: [3, 25, 6]},
        shackles={YELLOW: 12},
        pos={YELLOW: (7, 5)},
        npcs=npcs,
    )
    state, events = _narrated(
        state, YELLOW, Whistle(tile=3, npc="chaplain", x=7, y=5, target=YELLOW)
    )
    assert "unshackled" in kinds(events)
    _, events = _narrated(state, YELLOW, Whistle(tile=25, npc="chaplain", x=7, y=5, target=YELLOW))
    assert "blessed" in kinds(events)


def test_escape_final_round_and_hard_labour_are_narrated() -> None:
    state = build(
        bunks=TWO,
        tiles=[(20, 0, 2, "E")],
        hands={YELLOW: [3, 6, 9, 10], BLUE: [11, 14]},
        inventories={YELLOW: [13]},
        pos={YELLOW: (1, 2)},
    )
    state, events = _narrated(state, YELLOW, Escape(tools=[13]))
    assert "escape" in kinds(events)
    en = NARRATOR.event(events[0], voices(2, "en")[0])
    assert en is not None and "gold key #13" in en and "forest" in en
    status = NARRATOR.status(ENGINE.view(state, None), voices(2, "en")[0])
    assert "Final round" in status and "last turn" in status
    fr = NARRATOR.status(ENGINE.view(state, None), voices(2, "fr")[0])
    assert "Dernier tour" in fr
    # hard labour: nothing left to draw
    state = build(
        bunks=TWO, hands={YELLOW: [3, 6]}, stack=[], discards=[], governor=[9], phase="draw"
    )
    state, events = _narrated(state, YELLOW, Draw(governor=9))
    assert {"from_governor", "hard_labor", "game_over"} <= set(kinds(events))
    over = NARRATOR.status(ENGINE.view(state, None), voices(2, "fr")[0])
    assert "travaux forcés" in over and "Jaune (Y) 0 pv" in over


def test_new_warders_moon_and_reshuffle_are_narrated() -> None:
    state = build(
        bunks=TWO,
        tiles=[(45, 9, 6, "W")],
        hands={YELLOW: [51, 4, 3, 6, 9]},
        phase="place",
    )
    legal = [a for a in ENGINE.legal_actions(state, YELLOW) if isinstance(a, PlaceTile)]
    state, events = _narrated(state, YELLOW, legal[0])
    assert "npc_arrives" in kinds(events)
    line = NARRATOR.event(events[1], voices(2, "fr")[0])
    assert line is not None and "gardien 2" in line and "Lune" in line
    state = build(bunks=TWO, hands={YELLOW: [3]}, stack=[], discards=[9, 10], phase="draw")
    _, events = _narrated(state, YELLOW, Draw())
    assert "reshuffle" in kinds(events)


# -- refusals ----------------------------------------------------------------------------------


def _refusal(state: FledState, seat: int, action: Any) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(state, seat, action)
    return err.value


def every_refusal() -> dict[str, IllegalAction]:
    """One illegal action for every refusal code of the engine."""
    found: dict[str, IllegalAction] = {}

    def refuse(state: FledState, seat: int, action: Any) -> None:
        err = _refusal(state, seat, action)
        found[err.key] = err

    setup = ENGINE.setup(2, seed=1)
    refuse(setup, setup.current, Draw())
    refuse(setup, setup.current, Escape(tools=[3]))
    refuse(setup, setup.current, PlaceBunk(x=2, y=2, tail="S"))
    place = build(bunks=TWO, hands={YELLOW: [45, 24]}, phase="place")
    refuse(place, YELLOW, Draw())
    refuse(place, YELLOW, Surrender(tile=24))
    play = build(bunks=TWO, hands={YELLOW: [3, 6, 19, 20]})
    refuse(play, YELLOW, Draw())
    refuse(play, YELLOW, Surrender(tile=40))
    refuse(play, YELLOW, Move(tile=6, x=7, y=5))
    refuse(play, YELLOW, Whistle(tile=19, npc="warder1", x=6, y=6))
    refuse(play, YELLOW, Whistle(tile=3, npc="chaplain", x=6, y=6))
    refuse(play, YELLOW, Whistle(tile=3, npc="warder1", x=2, y=2))
    refuse(play, YELLOW, Whistle(tile=3, npc="warder1", x=6, y=6, target=BLUE))
    refuse(play, YELLOW, Move(tile=20, x=2, y=2))  # the file reaches both bunks, not C3
    draw = build(bunks=TWO, hands={YELLOW: [3, 6]}, governor=[9], phase="draw")
    refuse(draw, YELLOW, Surrender(tile=3))
    refuse(draw, YELLOW, Draw(governor=10))
    yard = build(bunks=TWO, tiles=[(45, 9, 6, "W")], hands={YELLOW: [28, 3]}, pos={YELLOW: (8, 6)})
    refuse(yard, YELLOW, Move(tile=28, x=7, y=6))
    refuse(
        build(bunks=TWO, hands={YELLOW: [40, 3]}, phase="place"),
        YELLOW,
        PlaceTile(tile=40, x=8, y=6, tail="S"),
    )
    gold = build(
        bunks=TWO, tiles=[(45, 9, 6, "W")], hands={YELLOW: [51, 4, 3, 6, 9]}, phase="place"
    )
    refuse(gold, YELLOW, PlaceTile(tile=4, x=6, y=4, tail="N"))
    chaplain = build(
        bunks=TWO,
        hands={YELLOW: [19, 13, 5, 3, 7]},
        inventories={YELLOW: [10, 11]},
        pos={YELLOW: (7, 5)},
        npcs={"warder1": (6, 6), "chaplain": (6, 6)},
    )
    refuse(chaplain, YELLOW, Stash(tile=13, pay=[11, 10]))
    refuse(chaplain, YELLOW, Stash(tile=19, pay=[10]))
    refuse(chaplain, YELLOW, Stash(tile=7))  # a bunk tile never goes into an inventory
    bunk = build(bunks=TWO, hands={YELLOW: [6, 4, 10]}, pos={YELLOW: (6, 5)})
    refuse(bunk, YELLOW, Stash(tile=4))
    refuse(
        build(bunks=TWO, tiles=[(20, 0, 2, "E")], inventories={YELLOW: [13]}),
        YELLOW,
        Escape(tools=[13]),
    )
    hole = build(
        bunks=TWO,
        tiles=[(26, 9, 8, "E")],
        hands={YELLOW: [5, 3, 40]},
        shackles={YELLOW: 12},
        pos={YELLOW: (7, 5)},
        whistle=0,
    )
    hole, _ = ENGINE.apply(hole, YELLOW, Whistle(tile=3, npc="warder1", x=7, y=5, target=0))
    refuse(hole, YELLOW, Move(tile=5, x=6, y=6))
    refuse(hole, YELLOW, Stash(tile=40))
    return found


def test_every_refusal_code_is_produced_and_said_in_both_languages() -> None:
    found = every_refusal()
    assert set(found) == {REFUSE.key(code) for code in REFUSE.templates}
    for key, err in found.items():
        texts = {}
        for lang in LANGS:
            text = narrator("fled").refusal(err, Voice(lang))
            assert well_formed(text), (key, text)
            texts[lang] = text
        assert texts["en"] != texts["fr"], key
    said = {k: NARRATOR.refusal(e, Voice("en")) for k, e in found.items()}
    assert (
        "G7" in said["refusal-fled-one-room"] and "(6,6)" in found["refusal-fled-one-room"].reason
    )
    assert "C3" in said["refusal-fled-npc-reach"] and "C3" in said["refusal-fled-move-there"]
    assert "Tile 20 (file)" in said["refusal-fled-move-there"]
    assert "plum cake" not in said["refusal-fled-stash-contraband"]
    assert "comb" in said["refusal-fled-stash-contraband"]
    fr = {k: NARRATOR.refusal(e, Voice("fr")) for k, e in found.items()}
    assert (
        "l’Aumônier" in fr["refusal-fled-no-npc"]
        and "peigne" in fr["refusal-fled-stash-contraband"]
    )
    assert "1 produit de contrebande" in fr["refusal-fled-stash-trade"]


def test_random_illegal_tries_are_said_in_both_languages(played: Played) -> None:
    codes = {k.removeprefix("refusal-fled-") for k in played.refusals if "-fled-" in k}
    assert codes and codes <= set(REFUSE.templates)
    assert {"not-in-hand", "bunk-place", "not-now-play", "escape"} <= codes


# -- names -------------------------------------------------------------------------------------


def test_cells_have_one_chess_name_each_for_the_whole_frame() -> None:
    names = {(x, y): cell_name(x, y) for x in range(WIDTH) for y in range(HEIGHT)}
    assert len(set(names.values())) == WIDTH * HEIGHT == 14 * 13
    assert all(re.fullmatch(r"[A-N](1[0-3]|[1-9])", n) for n in names.values())
    assert cell_name(0, 0) == "A1" and cell_name(13, 12) == "N13"
    assert (cell_name(6, 6), cell_name(7, 6)) == ("G7", "H7")  # the starting yard, always
    for bad in ((-1, 0), (14, 0), (0, 13), (0, -1)):
        with pytest.raises(ValueError):
            cell_name(*bad)
    # every cell a command names is one of them, and the picture can label its axes alike
    game = positions(3, 4, 1)
    for _ in range(30):
        for action in next(game).legal:
            for arg in NARRATOR.command_args(action.model_dump(mode="json")):
                pieces = ("w1", "w2", "w3", "ch", *(p.lower() for p in PAWN_LETTERS))
                assert arg.isdigit() or arg in names.values() or arg in pieces, arg


def test_roles_are_colours_with_the_pawn_letter() -> None:
    for lang in LANGS:
        roles = NARRATOR.roles(4, lang)
        assert len(set(roles)) == 4
        for role, letter in zip(roles, PAWN_LETTERS, strict=True):
            assert role.endswith(f"({letter})")
    assert NARRATOR.roles(4, "en")[0] == "Yellow (Y)" and NARRATOR.roles(4, "fr")[3] == "Vert (G)"


def test_commands_read_like_the_brief() -> None:
    cmd = NARRATOR.command
    en, fr = Voice("en", ("Y", "B")), Voice("fr", ("Y", "B"))
    place = PlaceTile(tile=17, x=5, y=4, tail="S").model_dump(mode="json")
    assert cmd(place, en) == "place 17 F5 F6" and cmd(place, fr) == "poser 17 F5 F6"
    whistle = Whistle(tile=44, npc="warder1", x=7, y=6, target=1).model_dump(mode="json")
    assert cmd(whistle, en) == "whistle 44 w1 H7 b"
    assert cmd(Draw(governor=9).model_dump(mode="json"), fr) == "piocher 9"
    assert cmd(Stash(tile=13, pay=[10, 11]).model_dump(mode="json"), en) == "stash 13 10 11"
    assert NARRATOR.move(place, en) == "shoe #17: forest F5, washroom F6"
    assert NARRATOR.move(whistle, fr) == "sifflet n° 44 : le gardien 1 en H7, cible B"


def test_board_in_words_hides_secrets_and_backs_the_alt_text() -> None:
    state = next(p.state for i, p in enumerate(positions(3, 7, 1)) if i == 60)
    hidden = state.model_copy(deep=True)
    for p in hidden.prisoners:
        p.hand = list(reversed(p.hand))
        if p.shackle is not None and p.hand:
            p.shackle = p.hand[0]
    hidden.stack = list(reversed(hidden.stack))
    for lang in LANGS:
        voice = voices(3, lang)[0]
        assert NARRATOR.board(ENGINE.view(state, None), voice) == NARRATOR.board(
            ENGINE.view(hidden, None), voice
        )
    public = ENGINE.view(state, None)
    assert describe_public(public) == NARRATOR.board(public, voices(3, "en")[0])
    assert "Roll call" in describe_public(public)
