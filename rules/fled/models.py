"""Fled's options, state and actions (pydantic models that round-trip through JSON)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rules.core import Rng, twin
from rules.fled.tiles import Dir

Phase = Literal["bunks", "place", "play", "draw", "over"]
Npc = Literal["warder1", "warder2", "warder3", "chaplain"]
NPCS: tuple[Npc, ...] = ("warder1", "warder2", "warder3", "chaplain")
SEAT_COLOURS = ("yellow", "blue", "orange", "green")
HAND_SIZE = 5  # tiles dealt to each player (rule 2.21), and drawn back up to (2.18)


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
        return twin(self, values)


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
        d["rng"] = twin(rng, dict(rng.__dict__))
        d["prisoners"] = [p.__deepcopy__() for p in d["prisoners"]]
        for name in ("placed", "stack", "discards", "governor", "roll_call", "escapes"):
            d[name] = list(d[name])
        d["npcs"] = dict(d["npcs"])
        return twin(self, d)


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
