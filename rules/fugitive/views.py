"""What each seat of Fugitive sees, with the route and guess lists built once and shared.

A view is rebuilt after every move (the Marshal's notepad, the bot's panels, the computer
players), and its route and guess lists are most of its size. They depend only on the frozen
:class:`~rules.fugitive.models.Hideout` and :class:`~rules.fugitive.models.GuessRecord` objects
that consecutive states share, so each list is made once, as a read-only :class:`Entries` of
read-only :class:`FrozenDict` entries, and every view showing the same hideouts or guesses gets
the same list. The top-level view dict is the caller's own, as before (a key may be replaced);
a shared list or entry refuses changes (``TypeError``) instead of silently changing other views,
and equals, iterates and serialises like a plain list or dict.

Each kind of entry has its own cache, which maps the last item of a state's list (by identity;
the cache holds the items, so no id is reused while cached) to the view's list; a list that grew
by one item reuses the entries of the list without it. It is a memo of pure functions of
immutable objects, so it never changes a result, and it is emptied when it grows past
:data:`CACHE_LIMIT` lists (kept small: what it holds lives on, and every full garbage collection
walks it). Each :class:`Entries` also keeps ``notes``, a memo of what the Marshal's deductions
derive from it (:mod:`rules.fugitive.deduce`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal, NotRequired, TypedDict, TypeVar

from rules.fugitive.content import (
    ESCAPE,
    EVENT_ID,
    FUGITIVE,
    MARSHAL,
    PILE_RANGES_SEEN,
    ROLES,
    SPRINT_VALUES,
)
from rules.fugitive.frozen import Entries, FrozenDict, FrozenList
from rules.fugitive.models import GuessRecord, Hideout, State, frozen
from rules.fugitive.route import last_hideout, reach

CACHE_LIMIT = 256


def own_entry(hideout: Hideout) -> FrozenDict:
    """A hideout as its owner (or anybody once the game is over) sees it."""
    return FrozenDict(
        number=hideout.number,
        face_up=hideout.face_up,
        sprint_count=len(hideout.sprints),
        sprint_cards=frozen(hideout.sprints),
    )


def public_entry(hideout: Hideout) -> FrozenDict:
    """A hideout as the Marshal and the public see it during the game: its number once face
    up, its sprint cards once face up unless it is the 42 (E13)."""
    face_up = hideout.face_up
    return FrozenDict(
        number=hideout.number if face_up else None,
        face_up=face_up,
        sprint_count=len(hideout.sprints),
        sprint_cards=(frozen(hideout.sprints) if face_up and hideout.number != ESCAPE else None),
    )


def guess_entry(guess: GuessRecord) -> FrozenDict:
    return FrozenDict(
        numbers=frozen(guess.numbers),
        hit=guess.hit,
        manhunt=guess.manhunt,
        route_len=guess.route_len,
    )


_T = TypeVar("_T")
_Cache = dict[int, tuple[list[Any], Entries]]
_OWN: _Cache = {}
_PUBLIC: _Cache = {}
_GUESSES: _Cache = {}
_EMPTY = Entries()


def entries(items: list[_T], make: Callable[[_T], FrozenDict], cache: _Cache) -> Entries:
    """``[make(x) for x in items]`` as a shared :class:`Entries`, each made once per list;
    ``cache`` is ``make``'s own."""
    if not items:
        return _EMPTY
    hit = cache.get(id(items[-1]))
    # the engine's states share their read-only lists; identical items compare in C without
    # calling __eq__; equal ones give equal entries
    if hit is not None and (hit[0] is items or hit[0] == items):
        return hit[1]
    made: Entries | None = None
    if len(items) > 1:
        shorter = cache.get(id(items[-2]))
        if shorter is not None and shorter[0] == items[:-1]:
            made = Entries([*shorter[1], make(items[-1])])
    if made is None:
        made = Entries([make(x) for x in items])
    if len(cache) >= CACHE_LIMIT:
        cache.clear()
    cache[id(items[-1])] = (items if type(items) is FrozenList else list(items), made)
    return made


def route_entries(route: list[Hideout], own: bool) -> Entries:
    if own:
        return entries(route, own_entry, _OWN)
    return entries(route, public_entry, _PUBLIC)


def guess_entries(guesses: list[GuessRecord]) -> Entries:
    return entries(guesses, guess_entry, _GUESSES)


class Pending(TypedDict):
    """The hideout the Fugitive is assembling: its card, the sprint cards under it so far, and
    how many footprints it still lacks."""

    card: int
    sprints: list[int]
    short_by: int


class FugitiveView(TypedDict):
    """What a seat sees; ``hand`` for a seat, ``pending``, ``last_hideout`` and ``reach`` for
    the Fugitive only (they tell his face-down numbers), ``picked`` for the Marshal only."""

    game: Literal["fugitive"]
    seat: int | None
    role: str | None
    phase: str
    to_act: list[int]
    turn: int
    draws_left: int
    piles: list[int]
    hand_sizes: list[int]
    #: :class:`Entries` from the engine (read-only, shared), any list of dicts when written by hand
    route: Sequence[Mapping[str, Any]]
    guesses: Sequence[Mapping[str, Any]]
    winner: str | None
    reason: str | None
    #: the lowest and highest number of each draw pile (R4), pile 1 first
    pile_ranges: FrozenList[FrozenList[int]]
    #: footprints of each card as a sprint card, indexed by its number (0 for 0 and 42: R5, E5)
    sprint_values: FrozenList[int]
    #: the table's opening rule (an option, public): one or two first hideouts, or exactly two
    opening: Literal["one_or_two", "exactly_two"]
    #: the table's event variant (an option, public), and whose events Helpful plays
    events: str
    helped: str
    #: cards left in each event pile beside the table (Discovery: one, Catch-up: three)
    event_piles: list[int]
    #: the decision an event waits for: the event's id and the deciding seat (public)
    choice: dict[str, Any] | None
    #: what events left for later (public): cards each seat draws more or fewer next turn,
    #: the Marshal's next guess ("normal", "single", "split"), whether the Fugitive may pass
    extra_draws: list[int]
    next_guess: str
    no_pass: bool
    #: the last event card resolved (face up for all): its id and who drew it
    last_event: dict[str, Any] | None
    hand: NotRequired[list[int]]
    pending: NotRequired[Pending | None]
    #: the number of the Fugitive's last hideout, and the highest he may hide without sprinting
    last_hideout: NotRequired[int]
    reach: NotRequired[int]
    picked: NotRequired[list[int]]
    #: the cards of the Marshal's hand the Fugitive gave her (Dropped Card), in his view
    marshal_known: NotRequired[list[int]]


def view_of(state: State, seat: int | None, to_act: list[int]) -> FugitiveView:
    """What ``seat`` sees (``None``: the public view); ``to_act`` is the engine's."""
    phase = state.phase
    # R14: the Fugitive always sees his own cards; E13: the cards under the 42 stay hidden
    # until the game ends (the entries are shared and read-only: the module docstring)
    route = route_entries(state.route, seat == FUGITIVE or phase == "over")
    pending = state.pending
    pending_cards = 0 if pending is None else 1 + len(pending.sprints)
    hands = state.hands
    winner = state.winner
    choice = state.choice
    result: FugitiveView = {
        "game": "fugitive",
        "seat": seat,
        "role": ROLES[seat] if seat is not None else None,
        "phase": phase,
        "to_act": to_act,
        "turn": state.turn,
        "draws_left": state.draws_left,
        "piles": list(map(len, state.piles)),
        # cards of a hideout being assembled still count as in hand for everyone else
        "hand_sizes": [len(hands[FUGITIVE]) + pending_cards, len(hands[MARSHAL])],
        "route": route,
        "guesses": guess_entries(state.guesses),
        "winner": ROLES[winner] if winner is not None else None,
        "reason": state.reason,
        "pile_ranges": PILE_RANGES_SEEN,
        "sprint_values": SPRINT_VALUES,
        "opening": state.options.opening,
        "events": state.options.events,
        "helped": state.options.helped,
        "event_piles": list(map(len, state.decks)),
        "choice": None
        if choice is None
        else {"event": EVENT_ID[choice.event], "seat": choice.seat},
        "extra_draws": list(state.extra_draws),
        "next_guess": state.next_guess,
        "no_pass": state.no_pass,
        "last_event": None
        if state.last_event is None
        else {"event": EVENT_ID[state.last_event], "seat": state.last_drawer},
    }
    if seat is not None:
        result["hand"] = sorted(hands[seat])
    if seat == FUGITIVE:
        last = last_hideout(state)
        result["last_hideout"] = last
        result["marshal_known"] = list(state.given)
        result["reach"] = reach(last, [])
        result["pending"] = (
            None
            if pending is None
            else {
                "card": pending.card,
                "sprints": list(pending.sprints),
                "short_by": max(0, pending.card - reach(last, pending.sprints)),
            }
        )
    if seat == MARSHAL:
        result["picked"] = list(state.picked)
    return result
