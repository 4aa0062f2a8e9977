"""The engine contract every game satisfies (see DESIGN.md, "The engine contract").

Engines are pure and deterministic: no Discord, no asyncio, no I/O. A game subclasses
:class:`Engine`, declares its ``Options``, ``State`` and ``Action`` models and implements the
``_``-prefixed hooks; the public methods here enforce the parts of the contract that every game
shares (turn checks, copy-on-apply so a refused action leaves the input untouched, parsing),
and no game overrides them. :func:`trusted` and :func:`event` build models from the engines'
own values without validating them again, for the engines' hot paths.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar, Generic, cast

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from typing_extensions import TypeVar


class IllegalAction(Exception):
    """An action the rules refuse. ``key`` and ``params`` name the refusal for the bot's
    catalogues (``refusal-fugitive-pile-empty`` with ``{"pile": 2}``), which say it in the
    player's language; ``reason`` is the English sentence, for logs, tests and the default."""

    def __init__(self, reason: str, *, key: str = "", params: dict[str, Any] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = key
        self.params = dict(params or {})


class Refusals:
    """A game's refusals: stable codes and their English sentences (``str.format`` templates).
    ``REFUSE("pile-empty", pile=2)`` builds the IllegalAction to raise; the catalogue tests
    enumerate :attr:`templates` to check that every code exists in every language."""

    def __init__(self, scope: str, templates: dict[str, str]) -> None:
        self.scope = scope
        self.templates = templates

    def key(self, code: str) -> str:
        return f"refusal-{self.scope}-{code}" if self.scope else f"refusal-{code}"

    def __call__(self, code: str, **params: Any) -> IllegalAction:
        return IllegalAction(
            self.templates[code].format(**params), key=self.key(code), params=params
        )


#: refusals every game shares (the contract's own checks)
REFUSE = Refusals(
    "",
    {
        "game-over": "The game is over.",
        "not-your-turn": "It is not your turn.",
        "no-seat": "There is no seat {seat} at this table.",
        "players": "{game} is for {low}–{high} players, not {count}.",
        "bad-move": "That is not a valid {game} move ({detail}).",
        "unknown-field": "That is not a valid {game} move (unknown field {fields}).",
        "unknown-game": "There is no game called {name}. Games: {known}.",
    },
)


class Event(BaseModel):
    """Something that happened. ``to=None`` is public; ``to=seat`` is private to that seat."""

    model_config = ConfigDict(frozen=True)

    kind: str
    data: dict[str, Any] = Field(default_factory=dict)
    to: int | None = None


# -- models from the engine's own values ----------------------------------------------------------

ModelT = TypeVar("ModelT", bound=BaseModel)
_new = object.__new__
# the slots every pydantic model has, set through their descriptors (no __setattr__ dispatch)
_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


def trusted(
    cls: type[ModelT], values: dict[str, Any], fields_set: set[str] | None = None
) -> ModelT:
    """A model from values the engine made itself, without validating them again: ``values``
    holds every field in declaration order, already of the field's type, and ``fields_set``
    names the fields given explicitly (default: all), as ``cls.model_construct`` records them.
    This is the fast path of pydantic's own ``__copy__``, several times cheaper than validation:
    engines list hundreds of actions per position and copy the state before every move. The
    playout tests check that models built this way round-trip through JSON."""
    model = _new(cls)
    _set_dict(model, values)
    _set_fields_set(model, set(values) if fields_set is None else fields_set)
    _set_extra(model, None)
    _set_private(model, None)
    return model


def trusted_many(
    cls: type[ModelT], fields_set: frozenset[str], rows: list[dict[str, Any]]
) -> list[ModelT]:
    """:func:`trusted` for many models of one class, each given the same fields."""
    return [trusted(cls, values, set(fields_set)) for values in rows]


def twin(model: ModelT, values: dict[str, Any]) -> ModelT:
    """A copy of ``model`` holding ``values`` (a model without extra fields or private
    attributes, as the engines' are), for states' hand-written deep copies."""
    return trusted(type(model), values, set(model.__pydantic_fields_set__))


def same_json(dumped: Any, value: Any) -> bool:
    """Whether ``value`` is ``dumped`` (a model's JSON-mode dump: its keys are strings) value for
    value and type for type: unlike ``==``, true is not 1 and 1 is not 1.0. A quick yes for what
    is written as it was read; a no is settled by comparing the JSON texts."""
    if type(dumped) is not type(value):
        return False
    if isinstance(dumped, dict):
        return dumped.keys() == value.keys() and all(same_json(dumped[k], value[k]) for k in dumped)
    if isinstance(dumped, list):
        return len(dumped) == len(value) and all(map(same_json, dumped, value))
    return bool(dumped == value)


def event(kind: str, data: dict[str, Any] | None = None, to: int | None = None) -> Event:
    """``Event(kind=kind, data=data, to=to)`` without validation, for data the engine made (a
    move makes several events); an argument left at ``None`` counts as not given."""
    given = {"kind"} if data is None else {"kind", "data"}
    if to is not None:
        given.add("to")
    return trusted(Event, {"kind": kind, "data": {} if data is None else data, "to": to}, given)


class Statistics(BaseModel):
    """A game's figures (each a count), from its moves: one mapping per seat and one for the
    table, keyed by the names in :attr:`Engine.seat_stats` and :attr:`Engine.table_stats`. A
    figure never counted is absent, not zero."""

    seats: list[dict[str, int]]
    table: dict[str, int] = Field(default_factory=dict)

    def add(self, seat: int | None, key: str, amount: int = 1) -> None:
        """Count ``amount`` more of ``key`` for ``seat`` (None: the table)."""
        counts = self.table if seat is None else self.seats[seat]
        counts[key] = counts.get(key, 0) + amount


class Outcome(BaseModel):
    """Final result: one score and rank per seat (rank 1 is best; ties share a rank)."""

    scores: list[float]
    ranks: list[int]
    winners: list[int]
    reason: str


# splitmix64's constants
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_SPAN = 1 << 64
_MASK64 = _SPAN - 1


class Rng(BaseModel):
    """A small seeded generator kept inside the state (splitmix64), so that replays and JSON
    round trips reproduce every shuffle and die roll. ``random.Random`` is avoided because its
    state is large and tied to CPython's implementation."""

    s: int = 0

    def next_u64(self) -> int:
        z = (self.s + _GOLDEN) & _MASK64
        # straight into the field's storage: pydantic's __setattr__ would cost more than the
        # arithmetic, and the value is always a valid 64-bit int
        self.__dict__["s"] = z
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias). The draws of
        :meth:`next_u64` are written out here (the same stream, tested): every random choice
        of a playout comes here, and the call per draw was a sixth of a choice's time."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = _SPAN - _SPAN % n
        fields = self.__dict__
        s: int = fields["s"]
        while True:
            s = (s + _GOLDEN) & _MASK64
            z = ((s ^ (s >> 30)) * _MIX1) & _MASK64
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
            z ^= z >> 31
            if z < limit:
                fields["s"] = s
                return z % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in ``[lo, hi]``, e.g. ``randint(1, 6)`` for a die."""
        return lo + self.randbelow(hi - lo + 1)

    def shuffle(self, items: list[Any]) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[Any]) -> Any:
        return items[self.randbelow(len(items))]


OptionsT = TypeVar("OptionsT", bound=BaseModel)
StateT = TypeVar("StateT", bound=BaseModel)
ActionT = TypeVar("ActionT", bound=BaseModel)
#: a game's view, a TypedDict of its own (plain JSON-able data); generic code that does not
#: know the game (``Engine[Any, Any, Any]``) sees a ``dict[str, Any]``
ViewT = TypeVar("ViewT", bound=Mapping[str, Any], default=dict[str, Any])


class Engine(ABC, Generic[OptionsT, StateT, ActionT, ViewT]):
    """Base class of every game engine. Subclasses set the class attributes and implement the
    abstract hooks; states are pydantic models that are copied before every change."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: type[OptionsT]
    State: type[StateT]
    #: a pydantic TypeAdapter over the discriminated union of this game's actions
    actions: ClassVar[TypeAdapter[Any]]
    #: the role of each seat when seats are not alike (Fugitive's Fugitive and Marshal); empty
    #: for games where every seat plays the same game (ratings then need no role entities)
    roles: ClassVar[tuple[str, ...]] = ()
    #: the figures :meth:`statistics` counts per seat and for the table, in the order shown
    seat_stats: ClassVar[tuple[str, ...]] = ()
    table_stats: ClassVar[tuple[str, ...]] = ()

    # -- the contract -------------------------------------------------------------------------

    def setup(self, num_players: int, options: OptionsT | None = None, seed: int = 0) -> StateT:
        options = options or self.Options()
        most = self.most_players(options)
        if not self.min_players <= num_players <= most:
            raise REFUSE(
                "players",
                game=self.title,
                low=self.min_players,
                high=most,
                count=num_players,
            )
        return self._setup(num_players, options, seed)

    def most_players(self, options: OptionsT) -> int:
        """The largest table these options allow (Elba's two decks seat more than one deck)."""
        return self.max_players

    def to_act(self, state: StateT) -> list[int]:
        return [] if self.outcome(state) is not None else self._to_act(state)

    def legal_actions(self, state: StateT, seat: int) -> list[ActionT]:
        if not self._may_act(state, seat):
            return []
        return self._legal_actions(state, seat)

    def apply(self, state: StateT, seat: int, action: ActionT) -> tuple[StateT, list[Event]]:
        """The next state and what happened. Raises :class:`IllegalAction` and leaves ``state``
        untouched when the action is refused (the work is done on :meth:`_successor`)."""
        if not self._may_act(state, seat):
            raise REFUSE("game-over" if self.outcome(state) is not None else "not-your-turn")
        nxt = self._successor(state)
        events = self._apply(nxt, seat, action)
        return nxt, events

    def view(self, state: StateT, seat: int | None) -> ViewT:
        """Exactly what ``seat`` may see (``None``: the public view), as JSON-able data. A seat
        that is not at the table is refused: it must never fall back on somebody's secrets."""
        if seat is not None and (isinstance(seat, bool) or not 0 <= seat < self.num_players(state)):
            raise REFUSE("no-seat", seat=seat)
        return self._view(state, seat)

    def resample_hidden(self, state: StateT, seat: int, rng: Rng) -> StateT:
        """A state ``seat`` cannot tell from ``state`` (OpenSpiel's ``resample_from_infostate``):
        the same view for ``seat`` and the same public view, with everything hidden from it
        (other hands, face-down cards, the decks' order, ballots not yet revealed, the random
        state) drawn anew from ``rng``, consistently with what it sees. ``state`` is untouched."""
        if isinstance(seat, bool) or not 0 <= seat < self.num_players(state):
            raise REFUSE("no-seat", seat=seat)
        copy = state.model_copy(deep=True)
        self._resample_hidden(copy, seat, rng)
        return copy

    @abstractmethod
    def num_players(self, state: StateT) -> int:
        """How many seats the game in ``state`` has."""

    @abstractmethod
    def outcome(self, state: StateT) -> Outcome | None:
        """The final result, or ``None`` while the game is on."""

    def parse_action(self, data: dict[str, Any]) -> ActionT:
        """The action written in ``data`` (its JSON form). Validation is strict, as for JSON
        from outside: ``true`` is not a number, and a field the action does not have is refused
        rather than dropped (``{"type": "guess", "numbers": [6]}`` is not a plain guess)."""
        try:
            action = cast(ActionT, self.actions.validate_json(json.dumps(data), strict=True))
        except (ValidationError, TypeError, ValueError) as exc:
            if isinstance(exc, ValidationError):
                first = exc.errors()[0]
                where = ".".join(str(p) for p in first["loc"]) or "action"
                detail = f"{where}: {first['msg']}"
            else:
                detail = "not JSON data"
            raise REFUSE("bad-move", game=self.title, detail=detail) from None
        echo = action.model_dump(mode="json")
        unknown = sorted(set(data) - set(echo))
        if unknown:
            raise REFUSE("unknown-field", game=self.title, fields=", ".join(unknown))
        # what was read must say what was written: no coercion (pydantic takes true for 1)
        for key, value in data.items():
            if same_json(echo[key], value):
                continue  # the quick yes; a no is settled by the JSON texts
            if json.dumps(echo[key], sort_keys=True) != json.dumps(value, sort_keys=True):
                raise REFUSE("bad-move", game=self.title, detail=f"{key}: {value!r}")
        return action

    def load_state(self, text: str) -> StateT:
        return self.State.model_validate_json(text)

    def load_options(self, data: dict[str, Any]) -> OptionsT:
        return self.Options.model_validate(data)

    # -- optional: the computer player, time-outs, the bot's pacing, statistics -----------------

    def bot_action(self, state: StateT, seat: int, rng: Rng) -> ActionT:
        """The computer player's choice; the default plays a random legal action."""
        return cast(ActionT, rng.choice(self.legal_actions(state, seat)))

    def default_action(self, state: StateT, seat: int) -> ActionT | None:
        """The rules' own move for ``seat`` when it lets its time run out on a decision they
        settle by default (Alcatraz's ballot, "no" to an offered trade); None: the rules leave
        it to the player, and the table's time rule decides (the computer's move, a pass)."""
        return None

    def pass_action(self, state: StateT, seat: int) -> ActionT | None:
        """The move by which ``seat`` passes now, where the rules have one (Fugitive's pass,
        Alcatraz's end of turn); None: there is no such move now."""
        return None

    def awaited(self, state: StateT) -> list[int]:
        """The seats the game waits for: those who must decide before it can go on (pinged,
        reminded and timed out by the bot). Everyone in ``to_act`` unless a game lets others
        act when they like (Alcatraz's trades at any time)."""
        return self.to_act(state)

    def discussion(self, state: StateT) -> bool:
        """Whether the players should talk before acting in this position (Alcatraz's vote):
        the bot then opens the moves only after the table's discussion window."""
        return False

    def summary(self, state: StateT) -> dict[str, Any]:
        """Game-specific facts about a finished game for ``simulate`` statistics
        (e.g. ``{"escapes": 1, "escape_word": "ELBA"}``); numbers are averaged, strings counted."""
        return {}

    def seat_summary(self, state: StateT, seat: int) -> dict[str, float]:
        """One seat's facts about a finished game for ``simulate``'s per-seat figures (e.g.
        ``{"escaped": 1}``, or counts of a role's decisions); averaged per seat and player."""
        return {}

    def statistics(self, setup: StateT, moves: Iterable[tuple[int, ActionT]]) -> Statistics:
        """A game's figures, replayed from its first position through its moves. Only what
        everyone saw counts: each move is tallied from the public views around it and its
        public events, and the end from what everyone sees there."""
        stats = Statistics(seats=[{} for _ in range(self.num_players(setup))])
        state, before = setup, self.view(setup, None)
        for seat, action in moves:
            state, events = self.apply(state, seat, action)
            after = self.view(state, None)
            self._tally(stats, seat, before, after, [e for e in events if e.to is None])
            before = after
        self._tally_end(stats, state)
        return stats

    # -- hooks for each game ------------------------------------------------------------------

    @abstractmethod
    def _setup(self, num_players: int, options: OptionsT, seed: int) -> StateT: ...

    @abstractmethod
    def _to_act(self, state: StateT) -> list[int]: ...

    @abstractmethod
    def _legal_actions(self, state: StateT, seat: int) -> list[ActionT]: ...

    @abstractmethod
    def _view(self, state: StateT, seat: int | None) -> ViewT: ...

    @abstractmethod
    def _apply(self, state: StateT, seat: int, action: ActionT) -> list[Event]:
        """Change ``state`` (already a private copy) in place; raise IllegalAction to refuse."""

    @abstractmethod
    def _resample_hidden(self, state: StateT, seat: int, rng: Rng) -> None:
        """Redraw in ``state`` (already a private copy) what ``seat`` cannot see."""

    def _tally(
        self, stats: Statistics, seat: int, before: ViewT, after: ViewT, events: list[Event]
    ) -> None:
        """Count one move of ``seat`` into ``stats``, from the public views before and after
        it and its public events."""

    def _tally_end(self, stats: Statistics, final: StateT) -> None:
        """Count what everyone sees at the end (``final``: the last position, of a game played
        out or stopped from outside, as a forfeit stops it); a figure that depends on anything
        still hidden from some seat there does not belong here."""

    def _may_act(self, state: StateT, seat: int) -> bool:
        """Whether ``seat`` is to act now: the game goes on and awaits it. Asked before every
        ``legal_actions`` and ``apply``, so a game may answer it faster."""
        return self.outcome(state) is None and seat in self._to_act(state)

    def _successor(self, state: StateT) -> StateT:
        """The state a move starts from: a copy that ``_apply`` may change while ``state``
        stays as it was. A deep copy, unless a game has a cheaper one (Fugitive's states share
        what a move leaves alone)."""
        return state.model_copy(deep=True)
