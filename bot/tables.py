"""What a table is: one game in one channel or thread, as stored (its row and its seats), and
the refusals of every operation on it. The operations are :mod:`bot.table_service`'s; what a
change owes Discord is :mod:`bot.table_work`'s.
"""

from __future__ import annotations

import json
import logging
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from bot.i18n import DEFAULT, game_title, t
from bot.narrate import refusal_text
from bot.store import Store, WriteFailed
from bot.timecontrol import TimeControl
from rules import get_engine
from rules.core import Engine, Event, IllegalAction, Outcome

log = logging.getLogger(__name__)

#: SQLite stores signed 64-bit integers
ID_RANGE = range(-(2**63), 2**63)

OPEN = ("lobby", "playing")

#: a query's rows: ``Store.fetchall`` outside a transaction, ``Transaction.returning`` inside
Fetch = Callable[[str, Sequence[Any]], Awaitable[Sequence[Any]]]
#: tables whose seats are read with one query (SQLite allows 32,766 parameters a statement)
SEATS_CHUNK = 500


class TableError(Exception):
    """A refusal a user can read: nothing was changed. ``key`` and ``params`` name it in the
    catalogues (``table-…`` for the service's own refusals, ``refusal-…`` for an engine's);
    ``str()`` is the English sentence, :meth:`text` the sentence in any language."""

    def __init__(
        self,
        key: str,
        /,
        *,
        game: str | None = None,
        error: IllegalAction | None = None,
        **params: Any,
    ) -> None:
        self.key = key
        self.game = game
        self.error = error
        self.params = params
        super().__init__(self.text(DEFAULT))

    @classmethod
    def refused(cls, error: IllegalAction, game: str | None) -> TableError:
        """An engine's refusal, said by that game's narrator."""
        found = cls(error.key, game=game, error=error)
        found.params = dict(error.params)
        return found

    def text(self, lang: str) -> str:
        if self.error is not None:
            return refusal_text(self.error, lang, self.game)
        args = dict(self.params)
        if "game_id" in args:  # the game's name as that language calls it
            args["title"] = game_title(lang, args.pop("game_id"))
        return t(lang, self.key, **args)


def check_ids(**ids: int | None) -> None:
    """Refuse ids SQLite cannot hold (a forged custom_id, a huge typed number) politely,
    before they reach a query and raise OverflowError there."""
    for what, value in ids.items():
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int) or value not in ID_RANGE:
            raise TableError("table-bad-id", what=what)


#: a computer player's mark wherever a seat is named
COMPUTER_MARK = "🤖"


def is_computer(user_id: int) -> bool:
    """A seat the computer plays from the start: its user id is a negative number (-1, -2…),
    which no Discord user has (Discord's ids are positive), one per computer at a table."""
    return user_id < 0


@dataclass(frozen=True)
class Seat:
    user_id: int
    name: str
    #: in a rematch lobby, whether this player pressed Ready
    ready: bool = False

    @property
    def computer(self) -> bool:
        return is_computer(self.user_id)

    @property
    def mention(self) -> str:
        """The seat as a message calls it: its player's mention, or a computer's marked name
        (a computer's id is never sent to Discord as a mention)."""
        return f"{COMPUTER_MARK} {self.name}" if self.computer else f"<@{self.user_id}>"

    @property
    def label(self) -> str:
        """The seat's name where mentions do not show (buttons, selects): marked for a
        computer."""
        return f"{COMPUTER_MARK} {self.name}" if self.computer else self.name


@dataclass(frozen=True)
class Table:
    id: int
    game: str
    guild_id: int | None
    #: None while a tournament table waits for its thread
    channel_id: int | None
    host_id: int
    status: str
    options: dict[str, Any]
    seed: int
    seats: tuple[Seat, ...]
    state: Any
    version: int
    message_id: int | None
    outcome: dict[str, Any] | None
    deadline: float | None
    #: the language of the table's public messages and pictures
    language: str = DEFAULT
    #: time per move, what a timeout does, the discussion before a vote
    time_control: TimeControl = field(default_factory=lambda: TimeControl(0.0))
    #: the message that pings the players to act now, removed when they have moved
    ping_id: int | None = None
    #: when the table last changed (for the history)
    updated_at: float = 0.0
    #: whether the result counts for the server's ratings (casual tables do not)
    rated: bool = True
    #: why the stored state could not be read (the table is then shown but not played)
    damaged: str | None = None
    #: a rematch lobby: the table it replays (it starts when every seat is ready)
    rematch_of: int | None = None
    #: why Discord refuses the table's channel (its Discord side and its clocks wait meanwhile)
    orphaned: str | None = None

    @property
    def engine(self) -> Engine[Any, Any, Any]:
        return get_engine(self.game)

    def seat_of(self, user_id: int) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return index
        return None

    @property
    def most_players(self) -> int:
        """The seats this table's options allow."""
        return self.engine.most_players(self.engine.load_options(self.options))

    @property
    def computers(self) -> tuple[int, ...]:
        """The seats computers play from the start."""
        return tuple(i for i, s in enumerate(self.seats) if s.computer)

    @property
    def humans(self) -> list[Seat]:
        return [s for s in self.seats if not s.computer]

    def to_act(self) -> list[int]:
        if self.status != "playing":
            return []
        return self.engine.to_act(self.state)

    def awaited(self) -> list[int]:
        """The seats the table waits for (see :meth:`rules.core.Engine.awaited`)."""
        if self.status != "playing":
            return []
        return self.engine.awaited(self.state)


@dataclass
class ActResult:
    table: Table
    events: list[Event] = field(default_factory=list)
    #: the seats awaited before this move, to tell whether the turn passed to someone else
    before: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class Played:
    """A seat's steps applied, not yet saved: what they did and the state they lead to."""

    seat: int
    steps: list[Any]
    events: list[Event]
    state: Any


def forfeited(players: int, seat: int, reason: str) -> Outcome:
    """``seat`` loses; every other seat shares the win."""
    return shared_win(players, [s for s in range(players) if s != seat], reason)


def ranked_last(outcome: Outcome, forfeits: Sequence[int]) -> Outcome:
    """``outcome`` with the seats that forfeited while the game went on ranked below every
    other seat (the first to forfeit last), whatever the computer made of their seat; the
    others keep their order."""
    if not forfeits:
        return outcome
    seats = range(len(outcome.ranks))
    stayed = [s for s in seats if s not in forfeits]
    places = sorted({outcome.ranks[s] for s in stayed})
    ranks = [places.index(outcome.ranks[s]) + 1 if s in stayed else 0 for s in seats]
    for below, seat in enumerate(reversed(forfeits), start=len(places) + 1):
        ranks[seat] = below
    return Outcome(
        scores=[outcome.scores[s] if s in stayed else 0.0 for s in seats],
        ranks=ranks,
        winners=[s for s in stayed if ranks[s] == 1],
        reason=outcome.reason,
    )


def shared_win(players: int, winners: Sequence[int], reason: str) -> Outcome:
    won = set(winners)
    return Outcome(
        scores=[1.0 if s in won else 0.0 for s in range(players)],
        ranks=[1 if s in won else 2 for s in range(players)],
        winners=sorted(won),
        reason=reason,
    )


def damage_notice(table: Table) -> TableError:
    return TableError("table-damaged", table=table.id, why=table.damaged or "")


#: whether the running task saved a change someone asked for. Each interaction's handler runs
#: in a task of its own, so the apology for a failure after that can say the change counts.
_SAVED: ContextVar[bool] = ContextVar("getaway_saved", default=False)


def saved_in_this_task() -> bool:
    return _SAVED.get()


@asynccontextmanager
async def writing(store: Store, *, asked: bool = True) -> AsyncIterator[Any]:
    """A store transaction whose failure to save becomes a polite refusal. ``asked``: the
    change is one a user asked for (not bookkeeping such as the language their client speaks)."""
    try:
        async with store.transaction() as db:
            yield db
    except WriteFailed as exc:
        log.error("a write was rolled back: %s", exc.why, exc_info=exc.__cause__)
        raise TableError("table-not-saved", why=exc.why) from None
    if asked:
        _SAVED.set(True)


# -- rows into tables ------------------------------------------------------------------------


async def read_tables(
    fetch: Fetch, rows: Sequence[Any], move_seconds: float, states: States | None = None
) -> list[Table]:
    """Rows of ``tables`` as tables, their seats read in one query for many tables. A state
    that cannot be read makes a damaged table, not an error (see ``Table.damaged``)."""
    seats: dict[int, list[Seat]] = {row["id"]: [] for row in rows}
    ids = list(seats)
    for start in range(0, len(ids), SEATS_CHUNK):
        chunk = ids[start : start + SEATS_CHUNK]
        marks = ", ".join("?" * len(chunk))
        for s in await fetch(
            "SELECT table_id, user_id, name, ready FROM seats"
            f" WHERE table_id IN ({marks}) ORDER BY table_id, seat",
            chunk,
        ):
            seats[s["table_id"]].append(Seat(s["user_id"], s["name"], bool(s["ready"])))
    return [read_table(row, seats[row["id"]], move_seconds, states) for row in rows]


class States:
    """The game states of the tables last read or written, each parsed once: a table is read
    several times a move (the panel's clicks, the move, its delivery) and pydantic parsed the
    same snapshot every time. Bounded to the ``size`` tables most recently used; an entry
    serves only the very snapshot it was made from (the stored text is compared, so a table
    rewritten under the same version is parsed again).

    A state served from here is shared by every reader of that version, so nothing may change
    one in place: the engines' ``apply`` works on a copy, and ``tests/cogs/test_state_memo.py``
    checks over whole games of every game that each kept state still is its snapshot."""

    def __init__(self, size: int = 128) -> None:
        self.size = size
        self._kept: OrderedDict[int, tuple[int, str, Any]] = OrderedDict()

    def load(
        self, table_id: int, version: int, engine: Engine[Any, Any, Any, Any], text: str
    ) -> Any:
        kept = self._kept.get(table_id)
        if kept is not None and kept[0] == version and kept[1] == text:
            self._kept.move_to_end(table_id)
            return kept[2]
        state = engine.load_state(text)
        self.keep(table_id, version, text, state)
        return state

    def keep(self, table_id: int, version: int, text: str, state: Any) -> None:
        """``state`` is the snapshot ``text`` of the table's ``version`` (just written)."""
        self._kept[table_id] = (version, text, state)
        self._kept.move_to_end(table_id)
        if len(self._kept) > self.size:
            self._kept.popitem(last=False)

    def kept(self) -> list[tuple[int, int, str, Any]]:
        """Every entry (table id, version, snapshot, state), for the checks of the tests."""
        return [(table_id, *entry) for table_id, entry in self._kept.items()]


def read_table(
    row: Any, seats: Sequence[Seat], move_seconds: float, states: States | None = None
) -> Table:
    """A row of ``tables`` and its seats (in seat order) as a table; its state through
    ``states`` when given."""
    damaged = None
    state = options = outcome = None
    try:
        engine = get_engine(row["game"])
        options = json.loads(row["options"])
        outcome = json.loads(row["outcome"]) if row["outcome"] else None
        if row["state"] and states is not None:
            state = states.load(row["id"], row["version"], engine, row["state"])
        elif row["state"]:
            state = engine.load_state(row["state"])
    except (IllegalAction, ValidationError, ValueError) as exc:
        damaged = str(getattr(exc, "reason", None) or exc).splitlines()[0][:200]
    return Table(
        id=row["id"],
        game=row["game"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        host_id=row["host_id"],
        status=row["status"],
        options=options or {},
        seed=row["seed"],
        seats=tuple(seats),
        state=state,
        version=row["version"],
        message_id=row["message_id"],
        outcome=outcome,
        deadline=row["deadline"],
        language=row["language"],
        time_control=TimeControl.load(json.loads(row["time_control"]), move_seconds),
        ping_id=row["ping_id"],
        updated_at=row["updated_at"],
        rated=bool(row["rated"]),
        damaged=damaged,
        rematch_of=row["rematch_of"],
        orphaned=row["orphaned"],
    )
