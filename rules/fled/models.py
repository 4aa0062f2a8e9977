"""Fled's options, state and actions (pydantic models that round-trip through JSON)."""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rules.core import Rng
from rules.fled.tiles import Dir

Phase = Literal["bunks", "place", "play", "draw", "over"]
Npc = Literal["warder1", "warder2", "warder3", "chaplain"]
NPCS: tuple[Npc, ...] = ("warder1", "warder2", "warder3", "chaplain")


M = TypeVar("M", bound=BaseModel)

_new = object.__new__
_set = object.__setattr__


def _twin(model: M, values: dict[str, Any]) -> M:
    """A copy of ``model`` holding ``values``: what pydantic's ``__copy__`` does (fields set,
    extras and private attributes copied), without its generic steps. Used by the state's deep
    copy, which runs before every action."""
    new: M = _new(type(model))
    _set(new, "__dict__", values)
    extra = model.__pydantic_extra__
    _set(new, "__pydantic_extra__", None if extra is None else dict(extra))
    _set(new, "__pydantic_fields_set__", set(model.__pydantic_fields_set__))
    private = model.__pydantic_private__
    _set(new, "__pydantic_private__", None if private is None else dict(private))
    return new


def trusted(cls: type[M], values: dict[str, Any], given: set[str]) -> M:
    """A model built from values the engine made itself, without validation: what
    ``cls.model_construct`` (or validating the same keywords) gives, with ``values`` holding every
    field in declaration order and ``given`` the names passed explicitly (the fields set). The
    engine lists hundreds of actions per position; this is several times cheaper."""
    model: M = _new(cls)
    _set(model, "__dict__", values)
    _set(model, "__pydantic_fields_set__", given)
    _set(model, "__pydantic_extra__", None)
    _set(model, "__pydantic_private__", None)
    return model


def trusted_many(cls: type[M], given: frozenset[str], rows: list[dict[str, Any]]) -> list[M]:
    """:func:`trusted` for a list of models of one class, each given the same fields."""
    out: list[M] = []
    for values in rows:
        model: M = _new(cls)
        _set(model, "__dict__", values)
        _set(model, "__pydantic_fields_set__", set(given))
        _set(model, "__pydantic_extra__", None)
        _set(model, "__pydantic_private__", None)
        out.append(model)
    return out


class FledOptions(BaseModel):
    """No variants yet: the base game as printed."""


class Placed(BaseModel):
    model_config = ConfigDict(frozen=True)

    tile: int
    x: int
    y: int
    tail: Dir


class Prisoner(BaseModel):
    bunk: int
    pos: tuple[int, int] | None = None  # room cell; None before the bunk is placed
    hand: list[int] = Field(default_factory=list)
    inventory: list[int] = Field(default_factory=list)
    shackle: int | None = None
    solitary: bool = False
    escaped: bool = False

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Prisoner:
        values = dict(self.__dict__)
        values["hand"] = list(values["hand"])
        values["inventory"] = list(values["inventory"])
        return _twin(self, values)


class FledState(BaseModel):
    num_players: int
    rng: Rng
    phase: Phase
    current: int
    first: int
    prisoners: list[Prisoner]
    placed: list[Placed]
    stack: list[int]
    discards: list[int] = Field(default_factory=list)
    governor: list[int] = Field(default_factory=list)
    #: roll-call tile ids at positions 0-3; position 4 is the Governor tile
    roll_call: list[int]
    whistle: int = 4
    open_window: int = 3
    npcs: dict[str, tuple[int, int]] = Field(default_factory=dict)
    plays_left: int = 0
    final_turns: int | None = None  # turns left after the first escape
    hard_labor: bool = False
    turns: int = 0
    escapes: list[int] = Field(default_factory=list)  # seats, in escape order

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> FledState:
        """A fast deep copy (the engine copies the state before every action): every nested
        value is rebuilt or immutable (``Placed`` is frozen, cells are tuples), so the copy shares
        no mutable part with the original; the ``Placed`` entries themselves are shared, which is
        what lets a copy find its board again (``board.board_for``)."""
        d = dict(self.__dict__)
        rng = d["rng"]
        d["rng"] = _twin(rng, dict(rng.__dict__))
        d["prisoners"] = [p.__deepcopy__() for p in d["prisoners"]]
        for name in ("placed", "stack", "discards", "governor", "roll_call", "escapes"):
            d[name] = list(d[name])
        d["npcs"] = dict(d["npcs"])
        return _twin(self, d)


class PlaceBunk(BaseModel):
    type: Literal["bunk"] = "bunk"
    x: int
    y: int
    tail: Dir


class PlaceTile(BaseModel):
    type: Literal["place"] = "place"
    tile: int
    x: int
    y: int
    tail: Dir


class Surrender(BaseModel):
    """A hand tile face up to the Governor (step 1 when nothing fits, or a step-2 play)."""

    type: Literal["surrender"] = "surrender"
    tile: int


class Move(BaseModel):
    type: Literal["move"] = "move"
    tile: int
    x: int
    y: int


class Whistle(BaseModel):
    type: Literal["whistle"] = "whistle"
    tile: int
    npc: Npc
    x: int
    y: int
    target: int | None = None


class Stash(BaseModel):
    """Add a hand tile to the inventory, paying contraband from the inventory for a tool."""

    type: Literal["stash"] = "stash"
    tile: int
    pay: list[int] = Field(default_factory=list)


class Escape(BaseModel):
    type: Literal["escape"] = "escape"
    tools: list[int]


class Draw(BaseModel):
    """Step 3: optionally one Governor tile, the rest from the stacks."""

    type: Literal["draw"] = "draw"
    governor: int | None = None


FledAction = Annotated[
    PlaceBunk | PlaceTile | Surrender | Move | Whistle | Stash | Escape | Draw,
    Field(discriminator="type"),
]
ACTIONS: TypeAdapter[FledAction] = TypeAdapter(FledAction)
