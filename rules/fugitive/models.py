"""Fugitive's options, state and actions (pydantic models; the state round-trips through JSON).

Moves are cheap because a state and the states that follow it share whatever a move leaves
alone, and what they share cannot change: the options, every placed hideout, every guess record
and the hideout being assembled are frozen models, and every list in them and in the states the
engine makes is a :class:`FrozenList` (a list that refuses changes; it equals, iterates and
serialises like a list). A move "changes" a list by putting a new one in its place
(:meth:`State.successor`). The RNG is shared too: only ``setup`` draws from it (a move that did
would have to give the new state its own). A state read from JSON or built by hand has plain
lists, which may be changed in place until the engine makes a move from it; ``copy.deepcopy``
and ``model_copy(deep=True)`` give plain lists and an RNG of the copy's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter

from rules.core import Rng, trusted, twin
from rules.fugitive.content import ESCAPE as ESCAPE
from rules.fugitive.content import FUGITIVE as FUGITIVE
from rules.fugitive.content import MARSHAL as MARSHAL
from rules.fugitive.content import ROLES as ROLES
from rules.fugitive.frozen import FrozenList as FrozenList

Phase = Literal[
    "opening",
    "fugitive_draw",
    "fugitive_play",
    "marshal_draw",
    "marshal_guess",
    "manhunt",
    "event",
    "over",
]


_T = TypeVar("_T")


def _frozen_numbers(items: list[int]) -> FrozenList[int]:
    return FrozenList(items)


#: a list field of a frozen model: validated as ``list[int]``, stored as a :class:`FrozenList`
#: (through a function: Python 3.13's ``FrozenList[int]`` has a ``(*args, **kwargs)`` signature
#: that pydantic refuses as a validator)
Numbers = Annotated[list[int], AfterValidator(_frozen_numbers)]


def frozen(items: list[_T]) -> FrozenList[_T]:
    """``items`` if it is read-only already (the frozen models' lists are), else a read-only
    copy."""
    return items if isinstance(items, FrozenList) else FrozenList(items)


class Options(BaseModel):
    model_config = ConfigDict(frozen=True)

    #: 1st edition lets the Fugitive open with one or two hideouts; BGA / 2nd edition force two.
    opening: Literal["one_or_two", "exactly_two"] = "one_or_two"
    #: 2nd edition: a pass draws one extra card from the lowest-numbered non-empty pile.
    pass_bonus: bool = False
    #: the event variants (rulebook « Evénements », with Getaway's house event deck)
    events: Literal["none", "random", "discovery", "helpful", "catch_up"] = "none"
    #: Helpful events: whose events are played
    helped: Literal["fugitive", "marshal"] = "fugitive"


class Hideout(BaseModel):
    """One card of the route with the sprint cards placed under it (frozen: revealing it puts
    a new Hideout in its place)."""

    model_config = ConfigDict(frozen=True)

    number: int
    sprints: Numbers = Field(default_factory=FrozenList)
    face_up: bool = False


class Pending(BaseModel):
    """A hideout the Fugitive is assembling (its cards are out of his hand until placed);
    frozen: each sprint card added or taken back makes a new one."""

    model_config = ConfigDict(frozen=True)

    card: int
    sprints: Numbers = Field(default_factory=FrozenList)


class GuessRecord(BaseModel):
    model_config = ConfigDict(frozen=True)

    numbers: Numbers
    hit: bool
    manhunt: bool
    #: route length when the guess was made: a failed single guess rules its number out for
    #: those positions only, since a later hideout may use it (E7)
    route_len: int


class Choice(BaseModel):
    """A decision an event card asks for: which event, whose decision, who drew the event, and
    what goes on once it is made (the drawer's draw, the pass bonus draw, the Fugitive's turn
    after a Discovery)."""

    model_config = ConfigDict(frozen=True)

    event: int
    seat: int
    drawer: int
    resume: Literal["draw", "bonus", "fugitive_turn"]


class State(BaseModel):
    options: Options = Field(default_factory=Options)
    rng: Rng = Field(default_factory=Rng)
    #: three piles, the top card is the last element
    piles: list[list[int]]
    #: hands[0] is the Fugitive's, hands[1] the Marshal's
    hands: list[list[int]]
    route: list[Hideout]
    phase: Phase = "opening"
    turn: int = 1
    draws_left: int = 0
    placed_this_turn: int = 0
    pending: Pending | None = None
    picked: list[int] = Field(default_factory=list)
    guesses: list[GuessRecord] = Field(default_factory=list)
    winner: int | None = None
    reason: str | None = None
    #: event piles beside the table (Discovery: one; Catch-up: Fugitive, neutral, Marshal)
    decks: list[list[int]] = Field(default_factory=list)
    #: a decision an event asks for (the phase is then "event")
    choice: Choice | None = None
    #: cards each seat draws more (or fewer) on its next turn, by event
    extra_draws: list[int] = Field(default_factory=lambda: [0, 0])
    #: by event: the Marshal's next guess names one number ("single") or up to two, each
    #: checked on its own ("split")
    next_guess: Literal["normal", "single", "split"] = "normal"
    #: by event: the Fugitive may not pass until he places a hideout (if he can place one)
    no_pass: bool = False
    #: cards the Fugitive gave the Marshal (Dropped Card): he knows she holds them
    given: list[int] = Field(default_factory=list)
    #: the last event card resolved (public: it is shown face up) and who drew it
    last_event: int | None = None
    last_drawer: int | None = None

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> State:
        """pydantic's ``model_copy``; a plain deep copy goes straight to :meth:`__deepcopy__`
        (pydantic's wrapper costs half as much as the copy itself)."""
        if deep and not update:
            return self.__deepcopy__()
        return super().model_copy(update=update, deep=deep)

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> State:
        """A copy with plain lists and an RNG of its own (slices of a :class:`FrozenList` are
        plain); the frozen models are shared (module docstring)."""
        data = self.__dict__
        copy = data.copy()
        copy["rng"] = twin(data["rng"], data["rng"].__dict__.copy())
        copy["piles"] = [pile[:] for pile in data["piles"]]
        copy["hands"] = [hand[:] for hand in data["hands"]]
        copy["route"] = data["route"][:]
        copy["picked"] = data["picked"][:]
        copy["guesses"] = data["guesses"][:]
        copy["decks"] = [deck[:] for deck in data["decks"]]
        copy["extra_draws"] = data["extra_draws"][:]
        copy["given"] = data["given"][:]
        return twin(self, copy)

    def successor(self) -> State:
        """The state a move starts from (the engine's ``apply``): a new model sharing every
        list with ``self``, all of them read-only (the plain lists of a state read from JSON or
        made by hand are copied into frozen ones; the engine's states have only frozen ones).
        The move then replaces the lists it changes, and sets fields straight in the
        ``__dict__``: every field counts as set, as in a state read back from JSON."""
        data = self.__dict__
        copy = data.copy()
        piles, hands = data["piles"], data["hands"]
        if type(piles) is not FrozenList:
            copy["piles"] = FrozenList(map(FrozenList, piles))
        if type(hands) is not FrozenList:
            copy["hands"] = FrozenList(map(FrozenList, hands))
        if type(data["route"]) is not FrozenList:
            copy["route"] = FrozenList(data["route"])
        if type(data["picked"]) is not FrozenList:
            copy["picked"] = FrozenList(data["picked"])
        if type(data["guesses"]) is not FrozenList:
            copy["guesses"] = FrozenList(data["guesses"])
        if type(data["decks"]) is not FrozenList:
            copy["decks"] = FrozenList(map(FrozenList, data["decks"]))
        if type(data["extra_draws"]) is not FrozenList:
            copy["extra_draws"] = FrozenList(data["extra_draws"])
        if type(data["given"]) is not FrozenList:
            copy["given"] = FrozenList(data["given"])
        return trusted(type(self), copy, set(_STATE_FIELDS))


_STATE_FIELDS = frozenset(State.model_fields)


class Draw(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["draw"] = "draw"
    pile: Literal[1, 2, 3]


class Hide(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["hide"] = "hide"
    card: int


class Sprint(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["sprint"] = "sprint"
    card: int


class Unsprint(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["unsprint"] = "unsprint"
    card: int


class Place(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["place"] = "place"


class Cancel(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["cancel"] = "cancel"


class Pass(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["pass"] = "pass"


class EndTurn(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["end_turn"] = "end_turn"


class Pick(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["pick"] = "pick"
    number: int


class Unpick(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["unpick"] = "unpick"
    number: int


class Guess(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["guess"] = "guess"


class Choose(BaseModel):
    """A decision an event asks for: a pile (1–3), a card, or 0 to decline (when allowed)."""

    model_config = ConfigDict(frozen=True)

    type: Literal["choose"] = "choose"
    value: int


Action = Annotated[
    Draw
    | Hide
    | Sprint
    | Unsprint
    | Place
    | Cancel
    | Pass
    | EndTurn
    | Pick
    | Unpick
    | Guess
    | Choose,
    Field(discriminator="type"),
]
ACTIONS: TypeAdapter[Action] = TypeAdapter(Action)
