"""``python -m bot play <game>``: a game in the terminal with the same engine as on Discord.

You play one seat (or several, hotseat) against the computer. The terminal speaks like a table:
seats named as on the board, events narrated, and only what your seat may know — your own view,
public events and the private events addressed to you; the computer's moves appear only as the
events they cause. Moves are typed as commands ("draw 2", "pick 12", or just "12" when that is
unambiguous), so nothing renumbers under a typing player; Tab completes them where ``readline``
is there. The public board is saved as a PNG after every move, so you can watch the picture the
Discord table would show; beside it, the private pictures of the seat at the keyboard (Fled's
hand and lettered placement previews, the Marshal's notepad: see ``bot/terminal_extras.py``),
taken away before another seat sits down.
"""

from __future__ import annotations

import re
import sys
import textwrap
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from pathlib import Path
from typing import Any, TextIO

from bot.i18n import DEFAULT, catalogue, game_title, t
from bot.narrate import CommandBook, Narrator, Voice, narrator, normal
from bot.render import renderer
from bot.terminal_extras import Extras, extras
from bot.terminal_keyboard import Keyboard
from rules import get_engine
from rules.core import Event, IllegalAction, Rng

#: clear the screen and the scrollback (3J), so the next player cannot scroll up to a hand
CLEAR = "\033[2J\033[3J\033[H"
#: a computer's turn is told as one paragraph, wrapped to this width
WIDTH = 100


def seat_names(words: Narrator, count: int, humans: set[int], lang: str) -> tuple[str, ...]:
    """The seats as on the board; with one human, theirs is marked "(you)"."""
    names = words.roles(count, lang)
    if len(humans) == 1:
        (you,) = humans
        names[you] = t(lang, "you-suffix", name=names[you])
    return tuple(names)


def listing(
    words: Narrator,
    book: CommandBook,
    extra: Extras | None = None,
    folder: str | None = None,
    unlisted: Sequence[Mapping[str, Any]] = (),
) -> list[str]:
    """One line per kind of move: its command word and the choices of arguments. A kind with
    many choices is listed by its first argument ("place 17 … (12 ways)"): typing the start of
    a command lists the moves that begin with it. A game's extras may list some kinds its own
    way (Fled's placements by letter) and leave some moves out."""
    lines, own = (extra or Extras()).lines([a for a, _ in book.entries], book.voice, folder)
    groups: dict[str, list[tuple[Mapping[str, Any], str]]] = defaultdict(list)
    for action, command in book.entries:
        if action["type"] not in own and action not in unlisted:
            groups[action["type"]].append((action, command))
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
        firsts: dict[str, list[list[str]]] = defaultdict(list)
        for choice in choices:
            firsts[choice[0]].append(choice)
        ways = [
            " ".join(found[0])
            if len(found) == 1
            else book.voice.t("terminal-ways", first=first, count=len(found))
            for first, found in firsts.items()
        ]
        lines.append(f"  {word} …  " + " | ".join(ways))
    return lines


def help_text(lang: str, game: str) -> str:
    """The rules without Discord's markdown and without their paragraph on playing on Discord
    (panels, slash commands), which opens with the language's "**Here.**"."""
    discord = t(lang, "terminal-help-discord")
    paragraphs = catalogue().help(lang, game).strip().split("\n\n")
    kept = [p for p in paragraphs if not p.startswith(discord)]
    return re.sub(r"\*\*|__|`", "", "\n\n".join(kept))


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
    options: Any = None,
) -> int:
    """Play until the end; returns 0 (finished) or 1 (the player quit). ``options``: the
    game's house rules (None: the rulebook's)."""
    stream = write or sys.stdout
    engine = get_engine(game)
    words = narrator(game)
    extra = extras(game)
    n = players or engine.min_players
    humans = {0} if humans is None else humans
    state = engine.setup(n, options, seed)
    rng = Rng(s=seed ^ 0xBEEF)
    render = renderer(game)
    names = seat_names(words, n, humans, lang)
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    folder = None if out is None else str(out)
    keyboard = Keyboard(read)
    turn = 0
    #: what each human seat has yet to read: (who acted, the events it caused)
    unread: dict[int, list[tuple[int, list[Event]]]] = {seat: [] for seat in humans}
    #: what each human seat was last shown: its status, then its secrets
    shown: dict[int, tuple[str, str]] = {}
    #: the private pictures on disk (one seat's: removed before another seat sits down)
    private: set[Path] = set()
    last_human: int | None = None
    clear = len(humans) > 1 and getattr(stream, "isatty", lambda: False)()

    def say(text: str = "") -> None:
        print(text, file=stream)

    def voice(seat: int | None) -> Voice:
        return Voice(lang, names, seat)

    def record(who: int, events: list[Event]) -> None:
        for seat in humans:
            mine = [e for e in events if e.to is None or e.to == seat]
            if mine:
                unread[seat].append((who, mine))

    def catch_up(seat: int) -> None:
        """Each human move's events one a line; a computer's moves in a row as one paragraph."""
        paragraph: list[str] = []
        last: int | None = None
        for who, events in [*unread[seat], (-1, [])]:
            if paragraph and who != last:
                told = " ".join(paragraph)
                say(textwrap.fill(told, WIDTH, initial_indent="  · ", subsequent_indent="    "))
                paragraph = []
            lines = [line for e in events if (line := words.event(e, voice(seat)))]
            if who in humans:
                for line in lines:
                    say("  · " + line)
            else:
                paragraph += lines
            last = who
        unread[seat].clear()

    def secrets(seat: int) -> str:
        view = engine.view(state, seat)
        found = [words.secrets(view, voice(seat)) or "", *extra.words(view, voice(seat))]
        return "\n".join(line for line in found if line)

    def show(seat: int) -> None:
        """The whole position, and what only this seat knows."""
        view = engine.view(state, seat)
        say()
        say(words.board(view, voice(seat)))
        hidden = secrets(seat)
        if hidden:
            say(hidden)
        shown[seat] = (words.status(view, voice(seat)), hidden)

    def show_changes(seat: int) -> None:
        """The status and the secrets, each only when it changed since the seat last saw it."""
        status, hidden = words.status(engine.view(state, seat), voice(seat)), secrets(seat)
        before = shown.get(seat, ("", ""))
        if status != before[0]:
            say(status)
        if hidden and hidden != before[1]:
            say(hidden)
        shown[seat] = (status, hidden)

    def leave_private() -> None:
        for path in private:
            path.unlink(missing_ok=True)
        private.clear()

    def save_private(seat: int, legal: list[dict[str, Any]]) -> None:
        if out is None:
            return
        public = engine.view(state, None)
        pictures = extra.pictures(engine.view(state, seat), public, legal, lang)
        for path in private - {out / name for name in pictures}:
            path.unlink(missing_ok=True)  # choices of an earlier step, no longer on offer
        private.clear()
        for name, picture in pictures.items():
            (out / name).write_bytes(picture)
            private.add(out / name)

    yours = ", ".join(names[s] for s in sorted(humans))
    say(t(lang, "terminal-welcome", game=game_title(lang, game), players=n, seats=yours))
    say(t(lang, "terminal-how"))
    moved_since: set[int] = set(humans)  # the seats that have not seen the whole board since
    while engine.outcome(state) is None:
        if render is not None and out is not None:
            picture = render.render_public(engine.view(state, None), lang)
            (out / f"{game}-{turn:03d}.png").write_bytes(picture)
        seats = engine.to_act(state)
        human = next((s for s in seats if s in humans), None)
        if human is None:
            seat = seats[0]
            state, events = engine.apply(state, seat, engine.bot_action(state, seat, rng))
            record(seat, events)
            moved_since.update(humans)
            turn += 1
            continue
        if len(humans) > 1 and human != last_human:
            leave_private()  # the previous player's pictures and typing go with them
            keyboard.forget()
            say()
            with suppress(EOFError):
                read(t(lang, "terminal-hand-over", name=names[human]) + " ")
            if clear:
                stream.write(CLEAR)  # the previous player's hand leaves the screen
            moved_since.add(human)
        last_human = human
        catch_up(human)
        if human in moved_since:
            show(human)
            moved_since.discard(human)
        else:
            show_changes(human)
        view = engine.view(state, human)
        legal = [a.model_dump(mode="json") for a in engine.legal_actions(state, human)]
        book = CommandBook(words, legal, voice(human))
        aliases = extra.aliases(legal, voice(human))
        for typed, action in aliases:
            book.typed.setdefault(normal(typed), action)
        unlisted = extra.unlisted(view, legal)
        save_private(human, legal)
        own_words = extra.command_words(view)
        keyboard.offer(
            [c for a, c in book.entries if a not in unlisted]
            + [typed for typed, _ in aliases]
            + own_words
        )
        say(t(lang, "terminal-your-move", name=names[human]))
        for line in listing(words, book, extra, folder, unlisted):
            say(line)
        while True:
            try:
                answer = keyboard("> ").strip()
            except EOFError:
                answer = "q"
            lowered = answer.lower()
            if not lowered:
                continue
            if lowered in ("q", "quit", "exit", "quitter"):
                if len(humans) > 1:
                    leave_private()
                say(t(lang, "terminal-bye"))
                return 1
            if lowered in ("help", "aide", "?"):
                say(help_text(lang, game))
                say(t(lang, "terminal-how"))
                say(t(lang, "terminal-help-commands"))
                for line in listing(words, book, extra, folder, unlisted):
                    say(line)
                continue
            if lowered in ("board", "plateau"):
                show(human)
                continue
            answered = extra.command(lowered, view, voice(human))
            if answered is not None:
                say(answered)
                continue
            found = book.find(answer)
            if found is None:
                begun = [c for _, c in book.starting(answer)] or [
                    f"{typed} = {words.command(action, voice(human))}"
                    for typed, action in aliases
                    if normal(typed).startswith(normal(answer))
                ]
                if begun:  # the start of a command: list what it can become
                    say("  " + " | ".join(begun))
                else:
                    say(t(lang, "terminal-unknown", typed=answer[:40]))
                continue
            try:
                state, events = engine.apply(state, human, engine.parse_action(dict(found)))
            except IllegalAction as exc:  # cannot happen for a listed move, but stay polite
                say(words.refusal(exc, voice(human)))
                continue
            record(human, events)
            turn += 1
            break
    outcome = engine.outcome(state)
    assert outcome is not None
    if len(humans) > 1:
        leave_private()
    public = engine.view(state, None)
    if render is not None and out is not None:
        (out / f"{game}-final.png").write_bytes(render.render_public(public, lang))
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
