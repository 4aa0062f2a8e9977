"""Escape from Elba (James Ernest, Cheapass Games, 1999) as an engine of the Getaway contract.

Rules: ``shared/rules/elba.md`` (numbered sections quoted as §n) settled against the rulebook.
Every choice a rule gives a player is an action of that player, even outside their turn.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import TypeAdapter

from rules.core import Engine, Event, Outcome, Rng, Statistics
from rules.elba import ai
from rules.elba.cards import letters
from rules.elba.content import DECK_SIZE, SAFE_AREA, board
from rules.elba.flow import settle
from rules.elba.handlers import HANDLERS, normalise
from rules.elba.legal import decision, default_action, legal, waiting_seats
from rules.elba.models import (
    ACTIONS,
    ElbaAction,
    ElbaOptions,
    ElbaState,
    FightFrame,
    Host,
    Jump,
    ProposeWeapon,
    Seat,
    SeatStats,
)
from rules.elba.refusals import REFUSE, why_illegal
from rules.elba.resample import resample
from rules.elba.stats import SEAT_STATS, TABLE_STATS, count_end, count_move
from rules.elba.view import ElbaView, public_view

STARTING_HAND = 3
TOTAL_HOSTS = 12
#: every host a player (Campbell is the twelfth): the most two decks seat
LARGEST_TABLE = TOTAL_HOSTS - 1


class ElbaEngine(Engine[ElbaOptions, ElbaState, ElbaAction, ElbaView]):
    id: ClassVar[str] = "elba"
    title: ClassVar[str] = "Escape from Elba"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 6
    Options = ElbaOptions
    State = ElbaState
    actions: ClassVar[TypeAdapter[Any]] = ACTIONS
    seat_stats: ClassVar[tuple[str, ...]] = SEAT_STATS
    table_stats: ClassVar[tuple[str, ...]] = TABLE_STATS

    # -- setup (§3) -----------------------------------------------------------------------------

    def most_players(self, options: ElbaOptions) -> int:
        return LARGEST_TABLE if options.two_decks else self.max_players

    def _setup(self, num_players: int, options: ElbaOptions, seed: int) -> ElbaState:
        if not 3 <= num_players <= LARGEST_TABLE:
            raise REFUSE("players", low=3, high=LARGEST_TABLE)
        rng = Rng(s=seed)
        hosts = [
            Host(kind="player", label=f"P{i + 1}", seat=i, space="") for i in range(num_players)
        ]
        hosts.append(Host(kind="campbell", label="C", space=SAFE_AREA))
        napoleons = max(0, TOTAL_HOSTS - 1 - num_players)
        hosts.extend(Host(kind="napoleon", label=f"N{k + 1}", space="") for k in range(napoleons))
        _place_hosts(hosts, rng, options)
        decks = 2 if options.two_decks or num_players > options.max_players_single_deck else 1
        deck = list(range(DECK_SIZE * decks))
        rng.shuffle(deck)
        seats = [Seat() for _ in range(num_players)]
        for seat in seats:
            seat.hand = [deck.pop() for _ in range(STARTING_HAND)]
        active = rng.randbelow(num_players)
        return ElbaState(
            options=options,
            num_players=num_players,
            rng=rng,
            hosts=hosts,
            seats=seats,
            deck=deck,
            active=active,
        )

    # -- who acts and what they may do ----------------------------------------------------------

    def _to_act(self, state: ElbaState) -> list[int]:
        return waiting_seats(state)

    def _legal_actions(self, state: ElbaState, seat: int) -> list[ElbaAction]:
        return legal(state, seat)

    def _apply(self, state: ElbaState, seat: int, action: ElbaAction) -> list[Event]:
        normal = normalise(action)
        options = legal(state, seat)
        if normal not in options:
            raise why_illegal(state, seat, normal)
        _count_optional(state, seat, options, normal)
        events: list[Event] = []
        HANDLERS[normal.type](state, seat, normal, events)
        settle(state, events)
        return events

    # -- what players see -----------------------------------------------------------------------

    def num_players(self, state: ElbaState) -> int:
        return state.num_players

    def _view(self, state: ElbaState, seat: int | None) -> ElbaView:
        out = public_view(state, waiting_seats(state), decision(state))
        if seat is not None:
            out["seat"] = seat
            out["hand"] = letters(state.seats[seat].hand)
            fight = next((f for f in state.stack if isinstance(f, FightFrame)), None)
            if fight is not None:
                for host, arms in ((fight.aggressor, fight.arms_a), (fight.defender, fight.arms_d)):
                    if state.hosts[host].seat == seat and arms is not None:
                        out["my_weapons"] = list(arms)
        return out

    def _resample_hidden(self, state: ElbaState, seat: int, rng: Rng) -> None:
        resample(state, seat, rng)

    def outcome(self, state: ElbaState) -> Outcome | None:
        n = state.num_players
        if state.winner is not None:
            return Outcome(
                scores=[1.0 if s == state.winner else 0.0 for s in range(n)],
                ranks=[1 if s == state.winner else 2 for s in range(n)],
                winners=[state.winner],
                reason=f"escaped with {state.escape_word}",
            )
        if state.ended_by_limit:
            return Outcome(
                scores=[0.0] * n,
                ranks=[1] * n,
                winners=[],
                reason="nobody escaped within the house turn limit",
            )
        return None

    # -- the computer player and statistics -----------------------------------------------------

    def bot_action(self, state: ElbaState, seat: int, rng: Rng) -> ElbaAction:
        return ai.choose(state, seat, legal(state, seat), rng)

    def default_action(self, state: ElbaState, seat: int) -> ElbaAction | None:
        return default_action(state, seat)

    def summary(self, state: ElbaState) -> dict[str, Any]:
        out: dict[str, Any] = {
            "escaped": 1 if state.winner is not None else 0,
            "escape_word": state.escape_word or "(nobody escaped)",
            "winner": f"P{state.winner + 1}" if state.winner is not None else "(nobody)",
            "turns": state.turn,
            "rounds": state.turn / state.num_players,
            "fights": state.stats.fights,
            "failed_escapes": state.stats.failed_escapes,
            "jumps": state.stats.jumps,
            "jump_chances": sum(s.jump_chances for s in state.seat_stats),
            "proposals": sum(s.proposals for s in state.seat_stats),
            "proposals_accepted": sum(s.accepted for s in state.seat_stats),
            "reshuffles": state.stats.reshuffles,
            "turn_limit_reached": 1 if state.ended_by_limit else 0,
            "chain_caps": state.stats.chain_caps,
        }
        if state.winner is not None:
            out["winner_strength"] = state.hosts[state.winner].strength
        return out

    def _tally(
        self, stats: Statistics, seat: int, before: ElbaView, after: ElbaView, events: list[Event]
    ) -> None:
        count_move(stats, before, after, events)

    def _tally_end(self, stats: Statistics, final: ElbaState) -> None:
        count_end(stats, final)

    def seat_summary(self, state: ElbaState, seat: int) -> dict[str, float]:
        mine = state.seat_stats[seat] if seat < len(state.seat_stats) else SeatStats()
        return {"escaped": 1 if state.winner == seat else 0, **mine.model_dump()}


def _count_optional(
    state: ElbaState, seat: int, options: list[ElbaAction], action: ElbaAction
) -> None:
    """The seat's chances to jump or propose a weapon, and whether it took them."""
    if any(isinstance(a, Jump) for a in options):
        mine = state.seat_stats_of(seat)
        mine.jump_chances += 1
        mine.jumps += isinstance(action, Jump)
    if any(isinstance(a, ProposeWeapon) for a in options):
        mine = state.seat_stats_of(seat)
        mine.propose_chances += 1
        mine.proposals += isinstance(action, ProposeWeapon)


# -- setup helpers ------------------------------------------------------------------------------


def _place_hosts(hosts: list[Host], rng: Rng, options: ElbaOptions) -> None:
    """§3.4: every host but Campbell on a random empty space, re-rolling occupied results."""
    b = board()
    taken: set[str] = set()
    for host in hosts:
        if host.kind == "campbell":
            continue
        while True:
            black, white = rng.randint(1, 6), rng.randint(1, 6)
            roll = f"{black}-{white}"
            space = b.dice_table[roll]
            if not options.towers_in_random_placement and b.spaces[space].kind == "tower":
                continue
            # §10.1: a two-roll hallway is one space (the flag off makes each roll its own spot)
            key = space if options.two_roll_hallway_single_space else roll
            if key not in taken:
                taken.add(key)
                host.space = space
                break
