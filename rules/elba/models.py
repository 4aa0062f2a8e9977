"""Options, state and actions of Escape from Elba (pydantic models, JSON round trip exact)."""

from __future__ import annotations

from copy import deepcopy
from typing import Annotated, Any, ClassVar, Literal, Self

from pydantic import BaseModel, Field, TypeAdapter

from rules.core import Rng, twin

_SCALARS = frozenset({int, str, float, bool, type(None)})


def _copy_value(value: Any) -> Any:
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is list:
        if not value or type(value[0]) in _SCALARS:  # card ids, seats, words
            return value.copy()
        return [_copy_value(v) for v in value]
    if isinstance(value, FastCopy):
        return value.__deepcopy__()
    return deepcopy(value)


class FastCopy(BaseModel):
    """A deep copy that knows its fields hold only scalars, lists and models: the engine
    contract deep-copies the state before every action, and the generic deepcopy dominated the
    cost of a move. Models whose fields are all scalars set ``_flat`` and copy their dict."""

    _flat: ClassVar[bool] = False

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Self:
        if self._flat:
            return twin(self, self.__dict__.copy())
        return twin(self, {k: _copy_value(v) for k, v in self.__dict__.items()})


class ElbaOptions(FastCopy):
    """The §11 flags (defaults as in the write-up) plus a house turn limit for abandoned games."""

    _flat: ClassVar[bool] = True

    ap_loss_on_any_loss: bool = True
    weapon_declaration: Literal["after_roll_simultaneous", "before_roll"] = (
        "after_roll_simultaneous"
    )
    weapon_max_bonus: int = Field(default=2, ge=0, le=2)
    weapon_vote: bool = True
    #: who orders an NPC's fights against several players (§6.5); "random" is the alternative
    npc_opponent_order: Literal["active_player_chooses", "random"] = "active_player_chooses"
    penalties_before_move: bool = True
    two_roll_hallway_single_space: bool = True
    towers_in_random_placement: bool = True
    show_full_discard: bool = True
    max_players_single_deck: int = Field(default=6, ge=3)
    #: the rulebook's suggestion for more than 6 players: two decks, and up to 11 seats
    two_decks: bool = False
    chain_fight_cap: int = Field(default=200, ge=1)
    #: house rule (§9): end the game without a winner after this many turns; 0 = never
    turn_limit: int = Field(default=0, ge=0)


HostKind = Literal["player", "campbell", "napoleon"]


class Host(FastCopy):
    _flat: ClassVar[bool] = True
    kind: HostKind
    #: stable public name: P1.. for players (seat + 1), C for Campbell, N1.. for Napoleons
    label: str
    seat: int | None = None
    space: str
    strength: int = 1
    #: arrival number (§6.5 ARRIVE step 1): tells a pending arrival that its host moved since
    arrivals: int = 0


class Seat(FastCopy):
    hand: list[int] = Field(default_factory=list)
    bag: list[int] = Field(default_factory=list)


# -- the stack of things in progress (fights, throws, penalties) -------------------------------


class ArriveFrame(FastCopy):
    """§6.5 ARRIVE(host, space): the fights still owed by a host that arrived."""

    kind: Literal["arrive"] = "arrive"
    host: int
    space: str
    stamp: int
    opponents: list[int]
    #: the seat choosing the next opponent, when there is a choice to make
    chooser: int | None = None


class FightFrame(FastCopy):
    """One fight (§6.2): dice, weapon declarations (secret until both are in), reward."""

    kind: Literal["fight"] = "fight"
    aggressor: int
    defender: int
    space: str
    step: Literal["arms", "vote", "reward"] = "arms"
    dice: list[int] = Field(default_factory=list)
    #: declared weapon words of the aggressor / defender; None while still to choose
    arms_a: list[str] | None = None
    arms_d: list[str] | None = None
    proposal: str | None = None
    proposer: int | None = None
    votes_for: list[int] = Field(default_factory=list)
    votes_against: list[int] = Field(default_factory=list)
    rejected: list[str] = Field(default_factory=list)
    winner: int | None = None


class ThrowFrame(FastCopy):
    """Send a host to a random space (§2); it arrives there as the aggressor."""

    _flat: ClassVar[bool] = True

    kind: Literal["throw"] = "throw"
    host: int


class RaiseFrame(FastCopy):
    """Strength +1, when the penalty comes after the move (``penalties_before_move=false``)."""

    _flat: ClassVar[bool] = True

    kind: Literal["raise"] = "raise"
    host: int


class GiveUpFrame(FastCopy):
    """A player puts one card of their choice on top of the discard pile (§5.4, §6.3)."""

    _flat: ClassVar[bool] = True

    kind: Literal["give_up"] = "give_up"
    seat: int


Frame = Annotated[
    ArriveFrame | FightFrame | ThrowFrame | RaiseFrame | GiveUpFrame, Field(discriminator="kind")
]

Phase = Literal["draw", "actions", "bag", "keep", "drop", "over"]


class Stats(FastCopy):
    _flat: ClassVar[bool] = True
    fights: int = 0
    failed_escapes: int = 0
    jumps: int = 0
    chain_caps: int = 0
    reshuffles: int = 0


class SeatStats(FastCopy):
    """One seat's chances and uses of the optional moves, for ``simulate`` (all public facts:
    a jump or a proposal is possible by the bag, which the table sees)."""

    _flat: ClassVar[bool] = True
    #: action decisions where a jump was legal, and the jumps made
    jump_chances: int = 0
    jumps: int = 0
    #: weapon decisions where an off-list word could be proposed, proposals, accepted ones
    propose_chances: int = 0
    proposals: int = 0
    accepted: int = 0


class ElbaState(FastCopy):
    options: ElbaOptions
    num_players: int
    rng: Rng
    hosts: list[Host]
    seats: list[Seat]
    deck: list[int]
    #: the discard pile, bottom first: the last card is the top
    discard: list[int] = Field(default_factory=list)
    active: int
    turn: int = 1
    phase: Phase = "draw"
    ap: int = 0
    #: the word (or up to two letters) kept in the current cleanup, while dropping the rest
    keep: str = ""
    stack: list[Frame] = Field(default_factory=list)
    #: fights in the current chain (for the §6.5 safety cap)
    chain_fights: int = 0
    accepted_weapons: list[str] = Field(default_factory=list)
    winner: int | None = None
    escape_word: str | None = None
    ended_by_limit: bool = False
    stats: Stats = Field(default_factory=Stats)
    #: per seat, grown on first use (saved games from before it load with none)
    seat_stats: list[SeatStats] = Field(default_factory=list)

    def seat_stats_of(self, seat: int) -> SeatStats:
        while len(self.seat_stats) <= seat:
            self.seat_stats.append(SeatStats())
        return self.seat_stats[seat]


# -- actions ------------------------------------------------------------------------------------


class Draw(BaseModel):
    type: Literal["draw"] = "draw"
    n: int


class Move(BaseModel):
    type: Literal["move"] = "move"
    to: str


class MoveHost(BaseModel):
    type: Literal["move_host"] = "move_host"
    host: str  # the host's label: C or N1..
    to: str


class Jump(BaseModel):
    type: Literal["jump"] = "jump"
    to: str


class Escape(BaseModel):
    type: Literal["escape"] = "escape"
    word: str


class EndActions(BaseModel):
    type: Literal["end_actions"] = "end_actions"


class FightNext(BaseModel):
    type: Literal["fight_next"] = "fight_next"
    opponent: str  # the opponent's label


class Arm(BaseModel):
    type: Literal["arm"] = "arm"
    words: list[str] = Field(default_factory=list)


class ProposeWeapon(BaseModel):
    type: Literal["propose_weapon"] = "propose_weapon"
    word: str


class Vote(BaseModel):
    type: Literal["vote"] = "vote"
    accept: bool


class Take(BaseModel):
    """The winner of a player-vs-player fight takes a bag card by letter or a random hand card."""

    type: Literal["take"] = "take"
    source: Literal["bag", "hand"]
    letter: str | None = None


class GiveUp(BaseModel):
    type: Literal["give_up"] = "give_up"
    source: Literal["bag", "hand"]
    letter: str


class ToBag(BaseModel):
    type: Literal["to_bag"] = "to_bag"
    letter: str


class EndBag(BaseModel):
    type: Literal["end_bag"] = "end_bag"


class Keep(BaseModel):
    """Cleanup: keep these letters (a valid word, or at most two letters, sorted)."""

    type: Literal["keep"] = "keep"
    letters: str


class Drop(BaseModel):
    """Put one card of this letter from the bag on the discard pile (the order is yours)."""

    type: Literal["drop"] = "drop"
    letter: str


ElbaAction = Annotated[
    Draw
    | Move
    | MoveHost
    | Jump
    | Escape
    | EndActions
    | FightNext
    | Arm
    | ProposeWeapon
    | Vote
    | Take
    | GiveUp
    | ToBag
    | EndBag
    | Keep
    | Drop,
    Field(discriminator="type"),
]

ACTIONS: TypeAdapter[ElbaAction] = TypeAdapter(ElbaAction)
