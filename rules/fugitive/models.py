"""Fugitive's options, state and actions (pydantic models; the state round-trips through JSON)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, TypeAdapter

from rules.core import Rng

FUGITIVE = 0  # seat 0 is always the Fugitive
MARSHAL = 1  # seat 1 is always the Marshal
ROLES = ("fugitive", "marshal")

Phase = Literal[
    "opening",
    "fugitive_draw",
    "fugitive_play",
    "marshal_draw",
    "marshal_guess",
    "manhunt",
    "over",
]


class Options(BaseModel):
    #: 1st edition lets the Fugitive open with one or two hideouts; BGA / 2nd edition force two.
    opening: Literal["one_or_two", "exactly_two"] = "one_or_two"
    #: 2nd edition: a pass draws one extra card from the lowest-numbered non-empty pile.
    pass_bonus: bool = False


class Hideout(BaseModel):
    """One card of the route with the sprint cards placed under it."""

    number: int
    sprints: list[int] = Field(default_factory=list)
    face_up: bool = False


class Pending(BaseModel):
    """A hideout the Fugitive is assembling (its cards are out of his hand until placed)."""

    card: int
    sprints: list[int] = Field(default_factory=list)


class GuessRecord(BaseModel):
    numbers: list[int]
    hit: bool
    manhunt: bool
    #: route length when the guess was made: a failed single guess rules its number out for
    #: those positions only, since a later hideout may use it (E7)
    route_len: int


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

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> State:
        # The engine copies the state before every move. pydantic's generic deep copy walks
        # every nested model and is ~5x slower than a JSON round trip, which is exact for this
        # model (the playout tests check the round trip at every step).
        return type(self).model_validate_json(self.model_dump_json())


class Draw(BaseModel):
    type: Literal["draw"] = "draw"
    pile: Literal[1, 2, 3]


class Hide(BaseModel):
    type: Literal["hide"] = "hide"
    card: int


class Sprint(BaseModel):
    type: Literal["sprint"] = "sprint"
    card: int


class Unsprint(BaseModel):
    type: Literal["unsprint"] = "unsprint"
    card: int


class Place(BaseModel):
    type: Literal["place"] = "place"


class Cancel(BaseModel):
    type: Literal["cancel"] = "cancel"


class Pass(BaseModel):
    type: Literal["pass"] = "pass"


class EndTurn(BaseModel):
    type: Literal["end_turn"] = "end_turn"


class Pick(BaseModel):
    type: Literal["pick"] = "pick"
    number: int


class Unpick(BaseModel):
    type: Literal["unpick"] = "unpick"
    number: int


class Guess(BaseModel):
    type: Literal["guess"] = "guess"


Action = Annotated[
    Draw | Hide | Sprint | Unsprint | Place | Cancel | Pass | EndTurn | Pick | Unpick | Guess,
    Field(discriminator="type"),
]
ACTIONS: TypeAdapter[Action] = TypeAdapter(Action)
