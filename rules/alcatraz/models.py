"""Alcatraz's options and state (pydantic models; the state round-trips through JSON exactly)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from rules.core import Rng

SideName = Literal["silver", "copper"]
Phase = Literal["vote", "actions", "stay_vote", "over"]


class Options(BaseModel):
    """Variants and house rules (rules write-up §19); every field has the rulebook's default."""

    #: first_game: sheets 1–12 in reading order, all on ``first_game_side``; random: shuffled
    #: positions and random sides; chosen: ``chosen_order`` and ``chosen_sides``
    layout: Literal["first_game", "random", "chosen"] = "first_game"
    first_game_side: Literal["silver", "copper", "random"] = "silver"
    #: location numbers in reading order (3 rows of 4); None keeps 1–12
    chosen_order: list[int] | None = None
    #: the side of location 1..12; None uses ``first_game_side``
    chosen_sides: list[SideName] | None = None
    #: the top of the stamina and cash tracks (reconstructed: 5)
    track_max: int = Field(default=5, ge=1, le=9)
    #: a bribe lasts for the rest of the turn at that location, or only for the next action
    bribe_scope: Literal["turn", "action"] = "turn"
    #: does the scapegoat count as a present prisoner for a task?
    scapegoat_counts_for_task: bool = True
    #: when all six steps are covered but nobody is dispensable: play on, or all escape
    all_indispensable_policy: Literal["continue", "all_escape"] = "continue"
    #: who stays behind: the least useful dispensable player, or the scapegoat if dispensable
    stay_policy: Literal["exactly_one", "scapegoat_first"] = "exactly_one"
    #: Radio Room silver moves two guards on the board, or adds two from the supply
    radio_silver: Literal["move", "add"] = "move"
    #: who may trade (§9.2.1): "turn" — the active player with a prisoner in his location,
    #: during his turn; "anytime" — any two prisoners in one location, at any moment of the
    #: actions phase when no other step is in progress (the active player waits meanwhile)
    trade_scope: Literal["turn", "anytime"] = "turn"
    #: the ballot cast for a voter who lets the time run out (§7.2, §17.15): a player on the
    #: ballot drawn at random, or the voter himself (a random one when he is not on it)
    vote_timeout_ballot: Literal["random", "self"] = "random"

    @model_validator(mode="after")
    def _check_layout(self) -> Options:
        if self.chosen_order is not None and sorted(self.chosen_order) != list(range(1, 13)):
            raise ValueError("chosen_order must list the locations 1–12 once each")
        if self.chosen_sides is not None and len(self.chosen_sides) != 12:
            raise ValueError("chosen_sides needs one side per location (12)")
        return self


class Player(BaseModel):
    location: int
    items: list[str] = Field(default_factory=list)  # kept sorted
    cash: int = 0
    stamina: int = 0
    plan: str = ""  # the plan steps on the sheet, sorted letters
    blackmail: list[str] = Field(default_factory=list)  # hidden hand (card ids)


class BoardTask(BaseModel):
    card: str
    location: int


class TradeDraft(BaseModel):
    """A trade the active player is putting together, then offers to the partner."""

    by: int
    partner: int
    give: list[str] = Field(default_factory=list)
    take: list[str] = Field(default_factory=list)
    give_cash: int = 0
    take_cash: int = 0
    offered: bool = False


class Pledge(BaseModel):
    seat: int
    item: str


class TaskDraft(BaseModel):
    """A task being performed: the items handed in so far (still on their owners' sheets until
    the task completes), the contributor being asked, and the requests already declined."""

    performer: int
    location: int
    pledges: list[Pledge] = Field(default_factory=list)
    asking: Pledge | None = None
    declined: list[Pledge] = Field(default_factory=list)


class GuardMoves(BaseModel):
    """Guard moves still owed by a location rule or a blackmail card."""

    seat: int
    left: int
    adjacent_only: bool = False
    up_to: bool = False
    from_supply: bool = False
    moved: int = 0


class Returns(BaseModel):
    """Items going back to the board; ``seat`` picks a free matching slot for each."""

    seat: int
    items: list[str]


class Pick(BaseModel):
    """Blackmail cards shown to ``seat`` who keeps one; the rest go to the deck or discard."""

    seat: int
    cards: list[str]
    rest_to: Literal["deck", "discard"]


class VoteRecord(BaseModel):
    round: int
    ballots: list[int]
    elected: int
    bonus: int


class Result(BaseModel):
    escaped: list[int]
    stayed: list[int]
    reason: str


class Tally(BaseModel):
    """One seat's public record for ``simulate``'s statistics (never read by the rules or the
    computer players)."""

    #: rounds he started as scapegoat
    goat_rounds: int = 0
    #: of those, rounds where a task on the board, completed by another prisoner, would have
    #: ended the game with him among those staying behind
    exposed: int = 0
    #: of those, rounds where he stole, rioted or played a blackmail card in his turn
    obstructed: int = 0
    steals: int = 0
    riots: int = 0
    blackmail: int = 0


class State(BaseModel):
    num_players: int
    options: Options = Field(default_factory=Options)
    rng: Rng = Field(default_factory=Rng)
    #: location numbers on the 3×4 grid in reading order
    order: list[int]
    #: side shown by location n at index n-1
    sides: list[SideName]
    #: guards on location n at index n-1
    guards: list[int]
    guards_entered: int = 0
    #: item tokens on location n at index n-1
    board_items: list[dict[str, int]]
    box: dict[str, int]
    players: list[Player]
    tasks: list[BoardTask] = Field(default_factory=list)
    task_deck: list[str]  # top card first
    tasks_out: list[str] = Field(default_factory=list)  # completed and reward cards
    blackmail_deck: list[str]  # top card first
    blackmail_discard: list[str] = Field(default_factory=list)
    round: int = 1
    phase: Phase = "actions"
    scapegoat: int = 0
    bonus: int = 1
    turn_order: list[int]
    turn_index: int = 0
    ap: int = 0
    bribed: int = 0
    stamina_used: list[bool]
    stole: list[bool]
    rules_used: list[list[int]]
    trade_offers: int = 0  # trades the active player opened this turn
    task_cancels: int = 0  # tasks started and cancelled this turn
    trade: TradeDraft | None = None
    task: TaskDraft | None = None
    guard_moves: GuardMoves | None = None
    returns: Returns | None = None
    pick: Pick | None = None
    #: ballots of the vote in progress (hidden until the last one is cast)
    ballots: list[int | None] = Field(default_factory=list)
    voters: list[int] = Field(default_factory=list)
    candidates: list[int] = Field(default_factory=list)
    last_vote: VoteRecord | None = None
    elections: int = 0
    reelections: int = 0
    tasks_done: int = 0
    #: one per seat (empty in games saved before it existed)
    tallies: list[Tally] = Field(default_factory=list)
    #: this round's scapegoat started his turn exposed and has not obstructed yet
    exposed: bool = False
    result: Result | None = None

    @property
    def current(self) -> int:
        return self.turn_order[self.turn_index]

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> State:
        """``Engine.apply`` deep-copies the state before every action; rebuilding it from its
        plain data is about 8× faster than pydantic's generic deep copy of nested models."""
        return type(self).model_validate(self.model_dump())
