"""Alcatraz's actions: small pydantic models with a ``type`` tag (a discriminated union).

Moves with many forms are split into steps with a pending sub-state (a trade is opened, filled
item by item, offered, then answered; a task is started, items are pledged, then it completes;
guard moves and item returns are chosen one at a time)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, TypeAdapter


class Vote(BaseModel):
    type: Literal["vote"] = "vote"
    candidate: int


class Move(BaseModel):
    type: Literal["move"] = "move"
    to: int


class UseLocation(BaseModel):
    """Use the rule of the location you stand on. ``pay`` is "cash" or an item (exchanges only),
    ``take`` the items chosen where the rule says "of your choice", ``card`` a discard pick."""

    type: Literal["use"] = "use"
    pay: str | None = None
    take: list[str] = Field(default_factory=list)
    card: str | None = None


class Steal(BaseModel):
    type: Literal["steal"] = "steal"
    target: int
    what: str  # an item type or "cash"


class Riot(BaseModel):
    type: Literal["riot"] = "riot"
    source: int


class Discard(BaseModel):
    type: Literal["discard"] = "discard"
    item: str


class Bribe(BaseModel):
    type: Literal["bribe"] = "bribe"


class Stamina(BaseModel):
    type: Literal["stamina"] = "stamina"


class EndTurn(BaseModel):
    type: Literal["end_turn"] = "end_turn"


class PlayBlackmail(BaseModel):
    """Play a blackmail card (scapegoat only); the other fields depend on the card."""

    type: Literal["blackmail"] = "blackmail"
    card: str
    target: int | None = None
    what: str | None = None
    location: int | None = None


class GuardMove(BaseModel):
    """One owed guard move; ``source`` 0 takes a guard from the supply (Radio variant)."""

    type: Literal["guard_move"] = "guard_move"
    source: int
    to: int


class GuardStop(BaseModel):
    type: Literal["guard_stop"] = "guard_stop"


class PlaceItem(BaseModel):
    type: Literal["place_item"] = "place_item"
    location: int


class KeepCard(BaseModel):
    type: Literal["keep_card"] = "keep_card"
    card: str


class TaskStart(BaseModel):
    type: Literal["task_start"] = "task_start"


class TaskPledge(BaseModel):
    type: Literal["task_pledge"] = "task_pledge"
    owner: int
    item: str


class TaskAnswer(BaseModel):
    type: Literal["task_answer"] = "task_answer"
    accept: bool


class TaskComplete(BaseModel):
    type: Literal["task_complete"] = "task_complete"


class TaskCancel(BaseModel):
    type: Literal["task_cancel"] = "task_cancel"


class TradeOpen(BaseModel):
    type: Literal["trade_open"] = "trade_open"
    partner: int


class TradeAdd(BaseModel):
    """Add one item (or 1 cash, ``what="cash"``) going to the partner (give) or to you (take)."""

    type: Literal["trade_add"] = "trade_add"
    side: Literal["give", "take"]
    what: str


class TradeOffer(BaseModel):
    type: Literal["trade_offer"] = "trade_offer"


class TradeCancel(BaseModel):
    type: Literal["trade_cancel"] = "trade_cancel"


class TradeAnswer(BaseModel):
    type: Literal["trade_answer"] = "trade_answer"
    accept: bool


Action = Annotated[
    Vote
    | Move
    | UseLocation
    | Steal
    | Riot
    | Discard
    | Bribe
    | Stamina
    | EndTurn
    | PlayBlackmail
    | GuardMove
    | GuardStop
    | PlaceItem
    | KeepCard
    | TaskStart
    | TaskPledge
    | TaskAnswer
    | TaskComplete
    | TaskCancel
    | TradeOpen
    | TradeAdd
    | TradeOffer
    | TradeCancel
    | TradeAnswer,
    Field(discriminator="type"),
]
ACTIONS: TypeAdapter[Action] = TypeAdapter(Action)
