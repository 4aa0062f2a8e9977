"""What each game adds to the terminal (``bot/terminal_<game>.py``): Fled's hand in words and its
placements by letter on saved pictures, the Marshal's notepad and manhunt list; and the comforts
every game shares (completion, a cleared scrollback in hotseat, pictures in the game's language)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.narrate import Voice
from bot.narrate.fled import NARRATOR as FLED_WORDS
from bot.narrate.fled import cell_name
from bot.narrate.fugitive import NARRATOR as FUGITIVE_WORDS
from bot.render import fled as fled_art
from bot.terminal import CLEAR, play
from bot.terminal_fugitive import EXTRAS as FUGITIVE_EXTRAS
from bot.terminal_keyboard import Keyboard
from rules import get_engine
from rules.fugitive import deduce
from rules.fugitive.models import Options
from tests.bot.test_terminal import Player, Screen, spy

pytestmark = pytest.mark.slow


class Watcher:
    """Types scripted answers at the move prompt ("" at the others), keeps the legal moves of the
    seat to act and what the picture folder holds at every prompt."""

    def __init__(self, game: str, answers: list[Any], out: Path | None) -> None:
        self.engine = get_engine(game)
        self.answers = iter(answers)
        self.out = out
        self.state: Any = None
        self.seat = 0
        self.folders: list[tuple[str, int, set[str]]] = []
        #: the legal moves at each move prompt
        self.offered: list[list[Any]] = []
        self.real_legal = self.engine.legal_actions

    def legal(self, state: Any, seat: int) -> list[Any]:
        self.state, self.seat = state, seat
        return self.real_legal(state, seat)

    def read(self, prompt: str) -> str:
        files = {p.name for p in self.out.iterdir()} if self.out is not None else set()
        self.folders.append((prompt, self.seat, files))
        if prompt != "> ":
            return ""
        self.offered.append(self.real_legal(self.state, self.seat))
        answer = next(self.answers, "q")
        return answer if isinstance(answer, str) else str(answer(self))


@pytest.fixture
def watch(monkeypatch: pytest.MonkeyPatch) -> Any:
    def make(game: str, answers: list[Any], out: Path | None) -> Watcher:
        watcher = Watcher(game, answers, out)
        monkeypatch.setattr(watcher.engine, "legal_actions", watcher.legal)
        return watcher

    return make


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_fled_shows_each_hand_tile_in_words_and_saves_the_hand_and_the_placements(
    tmp_path: Path, watch: Any, lang: str
) -> None:
    watcher = watch("fled", ["q"], tmp_path)
    screen = Screen()
    play("fled", players=2, seed=3, out=tmp_path, read=watcher.read, write=screen, lang=lang)  # type: ignore[arg-type]
    view = watcher.engine.view(watcher.state, 0)
    voice = Voice(lang, tuple(FLED_WORDS.roles(2, lang)), 0)
    hand = view["hand"]
    assert len(hand) == 5
    for tile in hand:  # rooms, walls and item of every tile in hand
        assert FLED_WORDS.layout(tile, voice) in screen.text
    door = "door" if lang == "en" else "porte"
    assert door in screen.text
    assert (tmp_path / "fled-hand.png").read_bytes() == fled_art.render_private(view, lang)
    bunks = [a for a in watcher.real_legal(watcher.state, 0) if a.type == "bunk"]
    marked = tmp_path / "fled-bunk.png"
    assert marked.is_file() and f"{tmp_path}/fled-bunk.png" in screen.text
    assert f"A…{chr(ord('A') + len(bunks) - 1)}" in screen.text


def first_tile(watcher: Watcher) -> int:
    return next(a.tile for a in watcher.offered[-1] if a.type == "place")


def test_fled_placements_are_typed_by_their_letter(tmp_path: Path, watch: Any) -> None:
    """Typing B lays the bunk the preview marks B, the second bunk placement offered; a tile's
    number alone lists its placements by letter, then "<tile> A" places it as the first."""
    watcher = watch("fled", ["B", first_tile, lambda w: f"{first_tile(w)} A", "q"], tmp_path)
    screen = Screen()
    play("fled", players=2, seed=3, out=tmp_path, read=watcher.read, write=screen)  # type: ignore[arg-type]
    bunks = [a for a in watcher.offered[0] if a.type == "bunk"]
    second = bunks[1]
    assert f"Yellow (Y) (you) places their bunk at {cell_name(second.x, second.y)}" in screen.text
    tile = next(a.tile for a in watcher.offered[1] if a.type == "place")
    places = [a for a in watcher.offered[1] if a.type == "place" and a.tile == tile]
    head = cell_name(places[0].x, places[0].y)
    assert f"{tile} A = place {tile} {head} " in screen.text
    assert f"{tile} B = place {tile} " in screen.text or len(places) == 1
    assert f"#{tile}) to the prison: " in screen.text and f" at {head}" in screen.text


def test_fled_in_hotseat_takes_a_players_pictures_away_before_the_next_sits_down(
    tmp_path: Path, watch: Any
) -> None:
    watcher = watch("fled", ["A", "A", "A", "q"], tmp_path)
    screen = Screen()
    play("fled", players=2, humans={0, 1}, seed=3, out=tmp_path, read=watcher.read, write=screen)  # type: ignore[arg-type]
    handovers = [files for prompt, _, files in watcher.folders if "Pass the keyboard" in prompt]
    assert len(handovers) >= 3
    for files in handovers:  # nothing of the last player's hand left on disk
        assert not {f for f in files if f.startswith("fled-") and not f[5].isdigit()}, files
    moves = [files for prompt, _, files in watcher.folders if prompt == "> "]
    assert all("fled-hand.png" in files for files in moves)


def test_hotseat_clears_the_scrollback_at_a_terminal(watch: Any) -> None:
    class Tty(Screen):
        def isatty(self) -> bool:
            return True

    watcher = watch("fugitive", ["draw 1", "q"], None)
    screen = Tty()
    play("fugitive", humans={0, 1}, seed=2, out=None, read=watcher.read, write=screen)  # type: ignore[arg-type]
    assert "\x1b[3J" in CLEAR and CLEAR in screen.text


def test_the_marshal_has_her_notepad_in_text_and_as_a_picture(tmp_path: Path, watch: Any) -> None:
    watcher = watch("fugitive", ["notepad", "q"], tmp_path)
    screen = Screen()
    play("fugitive", humans={1}, seed=4, out=tmp_path, read=watcher.read, write=screen)  # type: ignore[arg-type]
    view = watcher.engine.view(watcher.state, 1)
    assert "Your notepad:" in screen.text
    assert f"your notepad of numbers 1–42 (also drawn on {tmp_path}/fugitive-notepad.png)" in (
        screen.text
    )
    grid = screen.text.split("Your notepad:")[1].splitlines()[1:7]
    shown = [cell.strip("[]") for row in grid for cell in row.split()]
    assert len(shown) == 42
    crossed = deduce.certain_non_hideouts(view)
    assert set(view["hand"]) <= crossed  # her own cards are crossed out…
    assert shown == ["×" if n in crossed else str(n) for n in range(1, 43)]  # …and only they
    assert (tmp_path / "fugitive-notepad.png").is_file()


def test_the_fugitive_has_no_notepad(watch: Any) -> None:
    watcher = watch("fugitive", ["notepad", "q"], None)
    screen = Screen()
    play("fugitive", humans={0}, seed=4, out=None, read=watcher.read, write=screen)  # type: ignore[arg-type]
    assert "Your notepad" not in screen.text and 'know the move "notepad"' in screen.text
    assert "your notepad of numbers" not in screen.text


def _entry(number: int | None, count: int = 0) -> dict[str, Any]:
    return {
        "number": number,
        "face_up": number is not None,
        "sprint_cards": None,
        "sprint_count": count,
    }


def test_the_manhunt_list_leaves_out_the_numbers_already_missed() -> None:
    """One hideout left between 0 and the 42: it is 1, 2 or 3. She named 2 alone and missed
    while it lay there: 2 is not listed. She named 3 before it was laid: 3 still may be."""
    view = {
        "role": "marshal",
        "phase": "manhunt",
        "hand": [],
        "route": [_entry(0), _entry(None), _entry(42, count=20)],
        "guesses": [
            {"numbers": [3], "hit": False, "route_len": 1},
            {"numbers": [2], "hit": False, "route_len": 2},
        ],
    }
    legal = [{"type": "pick", "number": n} for n in range(1, 42)]
    left_out = FUGITIVE_EXTRAS.unlisted(view, legal)
    assert left_out == [{"type": "pick", "number": 2}]
    assert FUGITIVE_EXTRAS.unlisted({**view, "phase": "marshal_guess"}, legal) == []


def test_tab_completes_the_legal_moves_without_readline_in_tests() -> None:
    keyboard = Keyboard(lambda prompt: "draw 1")
    assert keyboard.readline is None  # a scripted reader: no line editing to set up
    keyboard.offer(["draw 1", "draw 2", "pick 12", "help"])
    assert [keyboard.complete("dr", i) for i in range(3)] == ["draw 1", "draw 2", None]
    assert keyboard.complete("P", 0) == "pick 12"
    assert keyboard("> ") == "draw 1"
    assert Keyboard(input).readline is None  # input() but no terminal (pipes, CI): plain input


def test_hotseat_forgets_the_line_history_between_players(
    monkeypatch: pytest.MonkeyPatch, watch: Any
) -> None:
    cleared: list[int] = []

    class History:
        def clear_history(self) -> None:
            cleared.append(1)

    real_init = Keyboard.__init__

    def init(self: Keyboard, read: Any) -> None:
        real_init(self, read)
        self.readline = History()  # type: ignore[assignment]

    monkeypatch.setattr(Keyboard, "__init__", init)
    watcher = watch("fugitive", ["draw 1", "q"], None)
    play("fugitive", humans={0, 1}, seed=2, out=None, read=watcher.read, write=Screen())  # type: ignore[arg-type]
    handovers = [p for p, _, _ in watcher.folders if "Pass the keyboard" in p]
    assert handovers and len(cleared) == len(handovers)


@pytest.mark.parametrize("game", ["fled", "fugitive"])
def test_a_french_game_saves_french_pictures(tmp_path: Path, game: str) -> None:
    from bot.render import renderer

    play(game, seed=1, out=tmp_path, read=lambda _: "q", write=Screen(), lang="fr")  # type: ignore[arg-type]
    engine = get_engine(game)
    first = engine.view(engine.setup(engine.min_players, None, 1), None)
    art = renderer(game)
    assert art is not None
    saved = (tmp_path / f"{game}-000.png").read_bytes()
    assert saved == art.render_public(first, "fr") != art.render_public(first, "en")


def test_the_status_is_printed_when_it_changes_not_before_every_prompt(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The whole board once per turn (and after a computer's move); between one's own steps only
    the status line, when it changed."""
    player = Player("fled", seed=5, lang="en", quit_after=14)
    engine = get_engine("fled")
    real_legal = engine.legal_actions

    def legal(state: Any, seat: int) -> list[Any]:
        player.state, player.seat = state, seat
        return real_legal(state, seat)

    monkeypatch.setattr(engine, "legal_actions", legal)
    screen = Screen()
    play("fled", players=2, seed=5, out=None, read=player.read, write=screen)  # type: ignore[arg-type]
    boards = screen.text.count("The prison has")
    prompts = screen.text.count("your move:")
    assert 0 < boards < prompts
    assert "· step 2: 2 more tiles to play." in screen.text


@pytest.mark.parametrize(
    ("options", "lang"),
    [(Options(events="catch_up", pass_bonus=True), "en"), (Options(events="discovery"), "fr")],
)
def test_a_game_with_house_events_plays_to_the_end_in_the_terminal(
    monkeypatch: pytest.MonkeyPatch, options: Options, lang: str
) -> None:
    """Both seats at the keyboard: every event decision is typed ("choose 2") and the events
    are told, each card by its name and effect."""
    player = Player("fugitive", seed=7, lang=lang)
    seen = spy(monkeypatch, "fugitive", player, {0, 1})
    screen = Screen()
    code = play(
        "fugitive",
        humans={0, 1},
        seed=7,
        out=None,
        read=player.read,
        write=screen,  # type: ignore[arg-type]
        lang=lang,
        options=options,
    )
    assert code == 0, screen.text[-2000:]
    drawn = [e for e, _ in seen["events"] if e.kind == "event_card"]
    assert drawn
    voice = Voice(lang)
    for event in drawn:
        words = FUGITIVE_WORDS.card_words(event.data["event"], voice)
        assert words["name"] in screen.text and words["text"] in screen.text
    choose = voice.t("fugitive-cmd-choose")
    assert any(typed.startswith(choose) for typed in player.typed)


def test_eleven_players_of_elba_with_two_decks_play_to_the_end_in_the_terminal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The rulebook's two decks beyond 6 players: one person and ten computers, to an escape."""
    engine = get_engine("elba")
    options = engine.load_options({"two_decks": True})
    player = Player("elba", seed=3, lang="en")
    seen = spy(monkeypatch, "elba", player, {0})
    screen = Screen()
    code = play(
        "elba",
        players=11,
        humans={0},
        seed=3,
        out=None,
        read=player.read,
        write=screen,  # type: ignore[arg-type]
        options=options,
    )
    assert code == 0, screen.text[-2000:]
    assert "Escape from Elba — 11 players." in screen.text
    assert "escaped from Elba" in screen.text
    assert seen["events"]
