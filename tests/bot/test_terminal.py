"""The terminal game (``python -m bot play``) for every game: it speaks like the table, shows one
seat only what that seat may know, takes typed moves that never renumber, and keeps its final
screen."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import t
from bot.narrate import Narrator, narrator
from bot.terminal import help_text, play
from rules import game_ids, get_engine
from rules.core import Event, Rng

#: whole games in the terminal, every game in both languages
pytestmark = pytest.mark.slow

#: every game at its fewest seats: a whole game per seat and language is long (an Elba game of
#: six seats takes minutes); other seat counts are played by tests/rules/test_every_engine.py
GAMES = [(game, get_engine(game).min_players) for game in game_ids()]


class Screen:
    """The terminal: collects what is printed."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def write(self, text: str) -> None:
        self.parts.append(text)

    def flush(self) -> None:
        pass

    @property
    def text(self) -> str:
        return "".join(self.parts)


class Player:
    """Types moves like a person reading the screen: a legal move's command (or its bare
    arguments), now and then a typo, "help" or "board"; ``quit_after`` prompts it types "q"."""

    def __init__(self, game: str, seed: int, lang: str, quit_after: int | None = None) -> None:
        self.engine = get_engine(game)
        self.words: Narrator = narrator(game)
        self.rng = Rng(s=seed)
        self.lang = lang
        self.quit_after = quit_after
        self.prompts = 0
        self.state: Any = None
        self.seat = 0
        self.typed: list[str] = []

    def read(self, prompt: str) -> str:
        self.prompts += 1
        if self.quit_after is not None and self.prompts > self.quit_after:
            return "q"
        if prompt != "> ":
            return ""  # "press Enter" prompts
        roll = self.rng.randbelow(20)
        if roll == 0:
            answer = "no such move"
        elif roll == 1:
            answer = "help" if self.lang == "en" else "aide"
        else:
            answer = self.command()
        self.typed.append(answer)
        return answer

    def command(self) -> str:
        from bot.narrate import Voice

        actions = self.engine.legal_actions(self.state, self.seat)
        action = self.engine.bot_action(self.state, self.seat, self.rng)
        assert action in actions
        data = action.model_dump(mode="json")
        return self.words.command(data, Voice(self.lang))


def spy(monkeypatch: pytest.MonkeyPatch, game: str, player: Player, humans: set[int]) -> dict:
    """Record which seats' views the terminal asks for and which events it narrates, and let
    the player follow the game."""
    engine = get_engine(game)
    words = narrator(game)
    seen: dict[str, list[Any]] = {"views": [], "events": []}
    real_view, real_legal, real_event = engine.view, engine.legal_actions, words.event
    real_bot = engine.bot_action
    thinking = [False]  # the computer players see their own seat's view, not the terminal

    def view(state: Any, seat: int | None) -> dict[str, Any]:
        if not thinking[0]:
            seen["views"].append(seat)
        return real_view(state, seat)

    def bot_action(state: Any, seat: int, rng: Any) -> Any:
        thinking[0] = True
        try:
            return real_bot(state, seat, rng)
        finally:
            thinking[0] = False

    def legal(state: Any, seat: int) -> list[Any]:
        if seat in humans:
            player.state, player.seat = state, seat
        return real_legal(state, seat)

    def event(ev: Event, voice: Any) -> str | None:
        seen["events"].append((ev, voice.reader))
        return real_event(ev, voice)

    monkeypatch.setattr(engine, "view", view)
    monkeypatch.setattr(engine, "legal_actions", legal)
    monkeypatch.setattr(words, "event", event)
    monkeypatch.setattr(engine, "bot_action", bot_action)
    return seen


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_whole_game_in_the_terminal_shows_one_seat_only_its_own_secrets(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, players: int, lang: str
) -> None:
    for seat in range(players):
        player = Player(game, seed=seat + 11, lang=lang)
        seen = spy(monkeypatch, game, player, {seat})
        screen = Screen()
        code = play(
            game,
            players=players,
            humans={seat},
            seed=seat + 5,
            out=tmp_path / f"{seat}",
            read=player.read,
            write=screen,  # type: ignore[arg-type]
            lang=lang,
        )
        monkeypatch.undo()
        text = screen.text
        assert code == 0, text[-2000:]
        # nothing but the human's own view and the public one was ever looked at
        assert set(seen["views"]) <= {None, seat}
        # and no event meant for another seat was narrated, to anybody
        for event, reader in seen["events"]:
            assert event.to is None or event.to == reader == seat, event
        assert '{"' not in text and "{'" not in text  # no raw data
        assert "(1 ways)" not in text and "(1 possibilités)" not in text
        over = "Game over" if lang == "en" else "Partie terminée"
        assert over in text.split(">")[-1]  # the final screen comes after the last move
        assert (tmp_path / f"{seat}" / f"{game}-final.png").is_file()


#: numbers that are counts, positions or constants, not cards
COUNTS = re.compile(
    r"hideout \d+|pile \d+|Turn \d+|Piles: [\d, ]+|Hands: Fugitive \d+, Marshal \d+"
    r"|\d+ sprint cards?|\d+ cards|\(\d+\)|\d+–\d+|P\d|the 42|is 30 or more|\d+ at most"
    r"|\d+ players|worth \d+"
    # the Marshal's own picks and guesses, and what a right guess reveals to everyone
    r"|Picked: [\d, and]+|Last guess: [\d, and]+"
    r"|(?:guessed|named) [\d, and]+: (?:wrong|found! \([^)]*\))"
)


HELP = help_text("en", "fugitive")[:40]
HOW = t("en", "terminal-how")


def fugitive_secrets(state: Any, reader: int) -> set[int]:
    """What the other seat knows and ``reader`` does not, as of ``state``."""
    if reader == 0:
        return set(state.hands[1])
    secret = set(state.hands[0])
    for hideout in state.route:
        if not hideout.face_up:
            secret.add(hideout.number)
            secret.update(hideout.sprints)
        elif hideout.number == 42:
            secret.update(hideout.sprints)
    if state.pending is not None:
        secret.add(state.pending.card)
        secret.update(state.pending.sprints)
    return secret


def lines_with_their_states(
    monkeypatch: pytest.MonkeyPatch, seed: int, seat: int
) -> Iterator[tuple[str, Any]]:
    """Every line printed in a Fugitive game, with the game state it was printed in."""
    engine = get_engine("fugitive")
    player = Player("fugitive", seed=seed, lang="en")
    screen = Screen()
    marks: list[tuple[int, Any]] = [(0, engine.setup(2, None, seed))]
    real_apply = engine.apply

    def apply(state: Any, who: int, action: Any) -> Any:
        after, events = real_apply(state, who, action)
        marks.append((len(screen.parts), after))
        return after, events

    spy(monkeypatch, "fugitive", player, {seat})
    monkeypatch.setattr(engine, "apply", apply)
    play("fugitive", humans={seat}, seed=seed, out=None, read=player.read, write=screen)  # type: ignore[arg-type]
    monkeypatch.undo()
    for index, part in enumerate(screen.parts):
        state = next(s for at, s in reversed(marks) if at <= index)
        yield part, state


@pytest.mark.parametrize("seed", range(1, 9))
def test_fugitive_in_the_terminal_never_prints_the_other_seats_numbers(
    monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    """Every number the terminal prints mid-game is one the reader may know: not a card in the
    other hand, nor a face-down hideout or sprint card of the Fugitive (for the Marshal)."""
    for seat in (0, 1):
        for part, state in lines_with_their_states(monkeypatch, seed, seat):
            if state.phase == "over" or part.startswith(HELP) or part.strip() == HOW:
                continue  # the final screen shows the whole route to both; help is constant
            if part.startswith("  ") and not part.startswith("  · "):
                continue  # the reader's own legal moves (their arguments are pile numbers…)
            text = COUNTS.sub(" ", part)
            printed = {int(n) for n in re.findall(r"\b\d+\b", text)}
            leaked = printed & fugitive_secrets(state, seat)
            assert not leaked, (seat, leaked, part)


def test_the_marshal_types_the_numbers_she_guesses(tmp_path: Path) -> None:
    """Typed moves are content, not positions in a menu: "12" picks 12 whatever else is legal."""
    engine = get_engine("fugitive")
    screen = Screen()
    answers = iter(["q"])
    state_box: dict[str, Any] = {}
    real_legal = engine.legal_actions

    def legal(state: Any, seat: int) -> list[Any]:
        state_box["state"] = state
        return real_legal(state, seat)

    typed: list[str] = []

    def read(prompt: str) -> str:
        if prompt != "> ":
            return ""
        state = state_box["state"]
        picks = [a.number for a in real_legal(state, 1) if a.type == "pick"]
        if engine.view(state, 1)["phase"] == "marshal_guess" and picks and not typed:
            typed.append(str(picks[-1]))
            return typed[-1]
        if typed and len(typed) == 1:
            typed.append("guess")
            return "guess"
        draws = [a for a in real_legal(state, 1) if a.type == "draw"]
        if draws:
            return f"draw {draws[0].pile}"
        return next(answers, "q")

    engine.legal_actions = legal  # type: ignore[method-assign]
    try:
        play("fugitive", humans={1}, seed=4, out=None, read=read, write=screen)  # type: ignore[arg-type]
    finally:
        del engine.legal_actions
    assert len(typed) == 2
    assert f"Marshal (you) guessed {typed[0]}:" in screen.text


def test_hotseat_hands_the_keyboard_over_between_seats(tmp_path: Path) -> None:
    screen = Screen()
    player = Player("fugitive", seed=2, lang="en", quit_after=12)
    engine = get_engine("fugitive")
    real_legal = engine.legal_actions
    prompts: list[str] = []

    def legal(state: Any, seat: int) -> list[Any]:
        player.state, player.seat = state, seat
        return real_legal(state, seat)

    def read(prompt: str) -> str:
        prompts.append(prompt)
        return player.read(prompt)

    engine.legal_actions = legal  # type: ignore[method-assign]
    try:
        code = play("fugitive", humans={0, 1}, seed=2, out=None, read=read, write=screen)  # type: ignore[arg-type]
    finally:
        del engine.legal_actions
    assert code == 1
    assert any("Pass the keyboard to Marshal" in p for p in prompts)
    assert any("Pass the keyboard to Fugitive" in p for p in prompts)
    assert "(you)" not in screen.text  # two people: nobody is "you"


def test_the_terminal_can_be_quit_and_says_goodbye() -> None:
    screen = Screen()
    code = play("fugitive", seed=1, out=None, read=lambda _: "q", write=screen)  # type: ignore[arg-type]
    assert code == 1 and screen.text.rstrip().endswith("Bye!")


def test_unknown_moves_are_answered_and_change_nothing() -> None:
    screen = Screen()
    answers = iter(["fly away", "hide 99", "", "q"])
    code = play("fugitive", seed=1, out=None, read=lambda _: next(answers), write=screen)  # type: ignore[arg-type]
    assert code == 1
    assert screen.text.count("I do not know the move") == 2
    assert json.dumps({}) not in screen.text


@pytest.mark.parametrize(("lang", "word"), [("en", "help"), ("fr", "aide")])
@pytest.mark.parametrize("game", game_ids())
def test_help_shows_the_rules_and_the_moves_and_changes_nothing(
    game: str, lang: str, word: str
) -> None:
    screen = Screen()
    answers = iter([word, "q"])
    code = play(game, seed=1, out=None, read=lambda _: next(answers), write=screen, lang=lang)  # type: ignore[arg-type]
    assert code == 1
    rules = help_text(lang, game)
    assert rules and rules.splitlines()[0] in screen.text
    assert "**" not in screen.text and "/" + game not in screen.text  # no Discord markdown
    assert t(lang, "terminal-help-discord").strip("*") not in screen.text  # nor Discord's panel
    assert t(lang, "terminal-help-commands") in screen.text
