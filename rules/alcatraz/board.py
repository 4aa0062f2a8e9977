"""Board helpers shared by the rules: guards and their influence, item slots and returns,
the auxiliary (location) deck, the blackmail deck, and the prisoner sheet's limits."""

from __future__ import annotations

from collections.abc import Callable

from rules.alcatraz.content import (
    GUARD_LIMIT,
    ITEM_SLOTS,
    MAX_GUARDS_HERE,
    Side,
    adjacent,
    locations,
)
from rules.alcatraz.models import Player, Result, Returns, State
from rules.alcatraz.refusals import REFUSE
from rules.core import IllegalAction


def base_ap(state: State) -> int:
    """§8.2: 3 action points with 3 players, 2 with 4."""
    return 3 if state.num_players == 3 else 2


def side(state: State, loc: int) -> Side:
    return locations()[loc].side(state.sides[loc - 1])


def neighbours(state: State, loc: int) -> frozenset[int]:
    return adjacent(tuple(state.order))[loc]


def guards_at(state: State, loc: int) -> int:
    return state.guards[loc - 1]


def here(state: State, seat: int) -> int:
    return state.players[seat].location


def prisoners_at(state: State, loc: int) -> list[int]:
    return [i for i, p in enumerate(state.players) if p.location == loc]


# -- guards ----------------------------------------------------------------------------------


def effective_guards(state: State, seat: int) -> int:
    """§10.1: guards where the player stands minus the ones he bribed there this turn."""
    raw = guards_at(state, here(state, seat))
    if state.phase == "actions" and seat == state.current:
        raw -= state.bribed
    return max(0, raw)


def locked_in(state: State, seat: int) -> bool:
    """§10.1: with 4 guards present a prisoner may only leave (bribes do not lift it)."""
    return guards_at(state, here(state, seat)) >= MAX_GUARDS_HERE


def guard_block(state: State, seat: int) -> IllegalAction | None:
    """Why a guard-modified action (location rule, steal, riot, task, discard) is forbidden."""
    if locked_in(state, seat):
        return REFUSE("locked")
    if effective_guards(state, seat) >= 3:
        return REFUSE("watched")
    return None


def guard_extra(state: State, seat: int) -> int:
    """§10.1: two effective guards make a guard-modified action cost 1 AP more."""
    return extra_under(effective_guards(state, seat))


def extra_under(effective: int) -> int:
    """§10.1: what ``effective`` guards add to a guard-modified action's cost."""
    return 1 if effective == 2 else 0


def enter_guard(state: State, loc: int) -> bool:
    """Bring a guard from the supply into play; False (and the game lost) if it is the 21st."""
    if state.guards_entered + 1 >= GUARD_LIMIT:
        finish(state, [], list(range(state.num_players)), "guards")
        return False
    state.guards[loc - 1] += 1
    state.guards_entered += 1
    return True


def can_take_guard(state: State, loc: int) -> bool:
    return guards_at(state, loc) < MAX_GUARDS_HERE


# -- the auxiliary deck ----------------------------------------------------------------------


def draw_location(state: State, ok: Callable[[int], bool]) -> int | None:
    """Shuffle the 12 auxiliary cards and draw until one passes ``ok`` (§4, §17.19)."""
    deck = list(range(1, 13))
    state.rng.shuffle(deck)
    return next((loc for loc in deck if ok(loc)), None)


# -- blackmail deck --------------------------------------------------------------------------


def draw_blackmail(state: State) -> str | None:
    """The top blackmail card; an empty draw pile is refilled from the shuffled discard."""
    if not state.blackmail_deck and state.blackmail_discard:
        state.blackmail_deck = state.blackmail_discard
        state.blackmail_discard = []
        state.rng.shuffle(state.blackmail_deck)
    return state.blackmail_deck.pop(0) if state.blackmail_deck else None


def blackmail_available(state: State) -> int:
    return len(state.blackmail_deck) + len(state.blackmail_discard)


# -- items -----------------------------------------------------------------------------------


def free_slots(state: State, item: str) -> list[int]:
    """Locations with a free slot for ``item`` on the side shown."""
    return [
        loc
        for loc in range(1, 13)
        if side(state, loc).slots.get(item, 0) > state.board_items[loc - 1].get(item, 0)
    ]


def put_on_board(state: State, loc: int, item: str) -> None:
    bag = state.board_items[loc - 1]
    bag[item] = bag.get(item, 0) + 1


def take_from_board(state: State, loc: int, item: str) -> None:
    bag = state.board_items[loc - 1]
    bag[item] -= 1
    if bag[item] == 0:
        del bag[item]


def to_box(state: State, item: str) -> None:
    state.box[item] = state.box.get(item, 0) + 1


def give_item(player: Player, item: str) -> None:
    player.items.append(item)
    player.items.sort()


def drop_item(player: Player, item: str) -> None:
    player.items.remove(item)


def room(player: Player) -> int:
    return ITEM_SLOTS - len(player.items)


def gain_cash(state: State, player: Player, amount: int) -> None:
    player.cash = min(state.options.track_max, player.cash + amount)


def gain_stamina(state: State, player: Player, amount: int) -> None:
    player.stamina = min(state.options.track_max, player.stamina + amount)


def return_items(state: State, seat: int, items: list[str]) -> None:
    """Queue items going back to the board (§11 exchange, discard, tasks, Shakedown)."""
    if not items:
        return
    if state.returns is None:
        state.returns = Returns(seat=seat, items=list(items))
    else:
        state.returns.items.extend(items)
    settle_returns(state)


def settle_returns(state: State, force: bool = False) -> None:
    """Place queued items that have at most one possible slot (or all, when ``force``): no
    slot sends the token to the box (§17.6); several slots wait for the player's choice."""
    while state.returns is not None and state.returns.items:
        item = state.returns.items[0]
        slots = free_slots(state, item)
        if len(slots) > 1 and not force:
            return
        state.returns.items.pop(0)
        if slots:
            put_on_board(state, slots[0], item)
        else:
            to_box(state, item)
    state.returns = None


# -- the end ---------------------------------------------------------------------------------


def finish(state: State, escaped: list[int], stayed: list[int], reason: str) -> None:
    """End the game; anything still pending is settled so every token has one place."""
    settle_returns(state, force=True)
    if state.pick is not None:
        pile = state.blackmail_deck if state.pick.rest_to == "deck" else state.blackmail_discard
        pile.extend(state.pick.cards)
    state.pick = None
    state.trade = state.task = state.guard_moves = None
    state.phase = "over"
    state.result = Result(escaped=sorted(escaped), stayed=sorted(stayed), reason=reason)
