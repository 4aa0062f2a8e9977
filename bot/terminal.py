"""``python -m bot play <game>``: a game in the terminal with the same engine as on Discord.

You play one seat (or several, hotseat) against the computer. The terminal speaks like a table:
seats named as on the board, events narrated, and only what your seat may know — your own view,
public events and the private events addressed to you; the computer's moves appear only as the
events they cause. Moves are typed as commands ("draw 2", "pick 12", or just "12" when that is
unambiguous), so nothing renumbers under a typing player. The public board is saved as a PNG
after every move, so you can watch the picture the Discord table would show.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Callable, Mapping
from contextlib import suppress
from pathlib import Path
from typing import Any, TextIO

from bot.i18n import DEFAULT, catalogue, game_title, t
from bot.narrate import CommandBook, Narrator, Voice, narrator
from bot.render import renderer
from rules import get_engine
from rules.core import Event, IllegalAction, Rng

CLEAR = "\033[2J\033[H"


def seat_names(words: Narrator, count: int, humans: set[int], lang: str) -> tuple[str, ...]:
    """The seats as on the board; with one human, theirs is marked "(you)"."""
    names = words.roles(count, lang)
    if len(humans) == 1:
        (you,) = humans
        names[you] = t(lang, "you-suffix", name=names[you])
    return tuple(names)


def listing(words: Narrator, book: CommandBook) -> list[str]:
    """One line per kind of move: its command word and the choices of arguments. A kind with
    many choices is listed by its first argument ("place 17 … (12 ways)"): typing the start of
    a command lists the moves that begin with it."""
    groups: dict[str, list[tuple[Mapping[str, Any], str]]] = defaultdict(list)
    for action, command in book.entries:
        groups[action["type"]].append((action, command))
    lines = []
    for kind, entries in groups.items():
        word = book.voice.t(f"{words.game}-cmd-{kind}")
        if len(entries) == 1:
            action, command = entries[0]
            lines.append(f"  {command:<24} {words.move(action, book.voice)}")
            continue
        choices = [words.command_args(a) for a, _ in entries]
        if len(entries) <= MANY or not all(choices):
            lines.append(f"  {word} …  " + " | ".join(" ".join(c) for c in choices))
            continue
        firsts: dict[str, int] = defaultdict(int)
        for choice in choices:
            firsts[choice[0]] += 1
        ways = [book.voice.t("terminal-ways", first=f, count=n) for f, n in firsts.items()]
        lines.append(f"  {word} …  " + " | ".join(ways))
    return lines


#: more choices than this for one kind of move are listed by their first argument
MANY = 24


def play(
    game: str,
    *,
    players: int | None = None,
    humans: set[int] | None = None,
    seed: int = 0,
    out: Path | None = Path("getaway-play"),
    read: Callable[[str], str] = input,
    write: TextIO | None = None,
    lang: str = DEFAULT,
) -> int:
    """Play until the end; returns 0 (finished) or 1 (the player quit)."""
    stream = write or sys.stdout
    engine = get_engine(game)
    words = narrator(game)
    n = players or engine.min_players
    humans = {0} if humans is None else humans
    state = engine.setup(n, None, seed)
    rng = Rng(s=seed ^ 0xBEEF)
    render = renderer(game)
    names = seat_names(words, n, humans, lang)
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    turn = 0
    #: what each human seat has yet to read: public events and its own private ones
    unread: dict[int, list[Event]] = {seat: [] for seat in humans}
    last_human: int | None = None
    clear = len(humans) > 1 and getattr(stream, "isatty", lambda: False)()

    def say(text: str = "") -> None:
        print(text, file=stream)

    def voice(seat: int | None) -> Voice:
        return Voice(lang, names, seat)

    def record(events: list[Event]) -> None:
        for event in events:
            for seat in humans:
                if event.to is None or event.to == seat:
                    unread[seat].append(event)

    def catch_up(seat: int) -> None:
        for event in unread[seat]:
            line = words.event(event, voice(seat))
            if line:
                say("  · " + line)
        unread[seat].clear()

    def show(seat: int) -> None:
        view = engine.view(state, seat)
        say()
        say(words.board(view, voice(seat)))
        secrets = words.secrets(view, voice(seat))
        if secrets:
            say(secrets)

    yours = ", ".join(names[s] for s in sorted(humans))
    say(t(lang, "terminal-welcome", game=game_title(lang, game), players=n, seats=yours))
    say(t(lang, "terminal-how"))
    while engine.outcome(state) is None:
        if render is not None and out is not None:
            picture = render.render_public(engine.view(state, None))
            (out / f"{game}-{turn:03d}.png").write_bytes(picture)
        seats = engine.to_act(state)
        human = next((s for s in seats if s in humans), None)
        if human is None:
            seat = seats[0]
            state, events = engine.apply(state, seat, engine.bot_action(state, seat, rng))
            record(events)
            turn += 1
            continue
        if len(humans) > 1 and human != last_human:
            say()
            with suppress(EOFError):
                read(t(lang, "terminal-hand-over", name=names[human]) + " ")
            if clear:
                stream.write(CLEAR)  # the previous player's hand leaves the screen
        last_human = human
        catch_up(human)
        show(human)
        legal = [a.model_dump(mode="json") for a in engine.legal_actions(state, human)]
        book = CommandBook(words, legal, voice(human))
        say(t(lang, "terminal-your-move", name=names[human]))
        for line in listing(words, book):
            say(line)
        while True:
            try:
                answer = read("> ").strip()
            except EOFError:
                answer = "q"
            lowered = answer.lower()
            if not lowered:
                continue
            if lowered in ("q", "quit", "exit", "quitter"):
                say(t(lang, "terminal-bye"))
                return 1
            if lowered in ("help", "aide", "?"):
                say(catalogue().help(lang, game))
                say(t(lang, "terminal-help-commands"))
                for line in listing(words, book):
                    say(line)
                continue
            if lowered in ("board", "plateau"):
                show(human)
                continue
            found = book.find(answer)
            if found is None:
                begun = book.starting(answer)
                if begun:  # the start of a command: list what it can become
                    say("  " + " | ".join(command for _, command in begun))
                else:
                    say(t(lang, "terminal-unknown", typed=answer[:40]))
                continue
            try:
                state, events = engine.apply(state, human, engine.parse_action(dict(found)))
            except IllegalAction as exc:  # cannot happen for a listed move, but stay polite
                say(words.refusal(exc, voice(human)))
                continue
            record(events)
            turn += 1
            break
    outcome = engine.outcome(state)
    assert outcome is not None
    public = engine.view(state, None)
    if render is not None and out is not None:
        (out / f"{game}-final.png").write_bytes(render.render_public(public))
    for seat in sorted(humans):
        catch_up(seat)
    say()
    say(words.board(public, voice(None)))
    winners = [names[w] for w in outcome.winners]
    say(t(lang, "terminal-over", winners=", ".join(winners) or "-", count=len(winners)))
    if render is not None and out is not None:
        say(t(lang, "terminal-pictures", folder=str(out)))
    with suppress(EOFError):
        read(t(lang, "terminal-leave") + " ")  # the final screen stays until Enter
    return 0
