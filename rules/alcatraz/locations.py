"""§11: the location rules (both sides of the 12 sheets), plus the steps some of them leave
pending: guard moves, a blackmail card to keep, and items to put back on free slots."""

from __future__ import annotations

from itertools import combinations

from rules.alcatraz import refusals
from rules.alcatraz.actions import GuardMove, GuardStop, KeepCard, PlaceItem, UseLocation
from rules.alcatraz.board import (
    blackmail_available,
    can_take_guard,
    draw_blackmail,
    drop_item,
    enter_guard,
    free_slots,
    gain_cash,
    gain_stamina,
    give_item,
    guard_block,
    guard_extra,
    guards_at,
    neighbours,
    put_on_board,
    return_items,
    room,
    settle_returns,
    side,
    take_from_board,
)
from rules.alcatraz.content import ORDINARY, Effect, blackmail
from rules.alcatraz.models import GuardMoves, Pick, State
from rules.alcatraz.refusals import REFUSE
from rules.core import IllegalAction

CASH = "cash"


def one_per_name(cards: list[str]) -> list[str]:
    """One card id per distinct card (two copies of a card are the same choice)."""
    seen: dict[str, str] = {}
    for card in sorted(cards):
        seen.setdefault(blackmail()[card].name, card)
    return sorted(seen.values())


def rule_cost(state: State, seat: int) -> int:
    """Base cost (0 for the four free sides) + 1 with two effective guards (§10, §17.2)."""
    return side(state, state.players[seat].location).cost + guard_extra(state, seat)


def _present_choice(state: State, loc: int) -> list[str]:
    """Ordinary tokens lying here, one entry per token ("of your choice" never means the gun)."""
    bag = state.board_items[loc - 1]
    return [item for item in ORDINARY for _ in range(bag.get(item, 0))]


def _take_count(state: State, seat: int, fx: Effect, pay: str | None) -> int:
    """How many tokens the rule hands out: the count, capped by what lies here and by room on
    the sheet (paying with an item frees a space)."""
    loc = state.players[seat].location
    space = room(state.players[seat]) + (1 if pay not in (None, CASH) else 0)
    if fx.item == "choice":
        present = len(_present_choice(state, loc))
    else:
        present = state.board_items[loc - 1].get(fx.item, 0)
    return min(fx.count, present, space)


def guard_move_possible(state: State, adjacent_only: bool, from_supply: bool) -> bool:
    return any(True for _ in _guard_move_pairs(state, adjacent_only, from_supply))


def _guard_move_pairs(
    state: State, adjacent_only: bool, from_supply: bool
) -> list[tuple[int, int]]:
    sources = [0] if from_supply else [n for n in range(1, 13) if guards_at(state, n) > 0]
    pairs = []
    for src in sources:
        targets = neighbours(state, src) if adjacent_only and src else range(1, 13)
        for dst in sorted(targets):
            if dst != src and can_take_guard(state, dst):
                pairs.append((src, dst))
    return pairs


def _radio_from_supply(state: State, loc: int) -> bool:
    return loc == 2 and state.sides[1] == "silver" and state.options.radio_silver == "add"


def rule_reason(state: State, seat: int, action: UseLocation) -> IllegalAction | None:
    me = state.players[seat]
    loc = me.location
    here = refusals.place(loc)
    fx = side(state, loc).effect
    if loc in state.rules_used[seat]:
        return REFUSE("rule-used", **here)
    blocked = guard_block(state, seat)
    if blocked is not None:
        return blocked
    cost = rule_cost(state, seat)
    if state.ap < cost:
        return REFUSE("rule-ap", cost=cost, ap=state.ap, **here)
    if fx.exchange:
        if action.pay is None:
            return REFUSE("rule-pay-first", **here)
        if action.pay == CASH and me.cash < 1:
            return REFUSE("pay-no-cash")
        if action.pay != CASH and action.pay not in me.items:
            return REFUSE("pay-no-item", item=action.pay)
    elif action.pay is not None:
        return REFUSE("rule-no-pay", **here)
    if action.card is not None and fx.kind != "pick_discard":
        return REFUSE("rule-no-card", **here)
    if action.take and not (fx.kind == "take" and fx.item == "choice"):
        return REFUSE("rule-no-choice", **here)
    return _effect_reason(state, seat, action, fx)


def _effect_reason(
    state: State, seat: int, action: UseLocation, fx: Effect
) -> IllegalAction | None:
    me = state.players[seat]
    limit = state.options.track_max
    if fx.kind == "pick_discard":
        if action.card not in state.blackmail_discard:
            return REFUSE("pick-from-discard")
    elif fx.kind in ("search_deck", "draw"):
        if not blackmail_available(state):
            return REFUSE("no-blackmail-left")
    elif fx.kind == "move_guards":
        if not guard_move_possible(state, False, _radio_from_supply(state, me.location)):
            return REFUSE("no-guard-movable")
    elif fx.kind == "stamina":
        if me.stamina >= limit:
            return REFUSE("stamina-full", limit=limit)
    elif fx.kind == "cash":
        if me.cash >= limit:
            return REFUSE("cash-full", limit=limit)
    elif fx.kind == "take":
        n = _take_count(state, seat, fx, action.pay)
        if n == 0:
            return REFUSE("rule-nothing", **refusals.place(me.location))
        if fx.item == "choice":
            pool = _present_choice(state, me.location)
            for item in action.take:
                if item not in pool:
                    return REFUSE("take-absent", item=item)
                pool.remove(item)
            if len(action.take) != n:
                return REFUSE("take-count", count=n)
    return None


def rule_candidates(state: State, seat: int) -> list[UseLocation]:
    me = state.players[seat]
    fx = side(state, me.location).effect
    pays: list[str | None] = [None]
    if fx.exchange:
        pays = [CASH, *sorted(set(me.items))]
    out = []
    for pay in pays:
        if fx.kind == "pick_discard":
            out += [UseLocation(pay=pay, card=c) for c in one_per_name(state.blackmail_discard)]
        elif fx.kind == "take" and fx.item == "choice":
            n = _take_count(state, seat, fx, pay)
            pool = _present_choice(state, me.location)
            for combo in sorted(set(combinations(pool, n))):
                out.append(UseLocation(pay=pay, take=list(combo)))
        else:
            out.append(UseLocation(pay=pay))
    return out


def use_rule(state: State, seat: int, action: UseLocation) -> None:
    reason = rule_reason(state, seat, action)
    if reason is not None:
        raise reason
    me = state.players[seat]
    loc = me.location
    fx = side(state, loc).effect
    state.ap -= rule_cost(state, seat)
    state.rules_used[seat].append(loc)
    if state.options.bribe_scope == "action":
        state.bribed = 0
    n = _take_count(state, seat, fx, action.pay) if fx.kind == "take" else 0
    paid: list[str] = []
    if action.pay == CASH:
        me.cash -= 1
    elif action.pay is not None:
        drop_item(me, action.pay)
        paid.append(action.pay)
    _gain(state, seat, action, fx, n)
    # the payment goes back after the gain, so a rule never hands back what was just paid
    return_items(state, seat, paid)


def _gain(state: State, seat: int, action: UseLocation, fx: Effect, n: int) -> None:
    me = state.players[seat]
    loc = me.location
    if fx.kind == "pick_discard":
        assert action.card is not None
        state.blackmail_discard.remove(action.card)
        me.blackmail.append(action.card)
    elif fx.kind == "search_deck":
        if not state.blackmail_deck:
            draw_blackmail_refill(state)
        state.pick = Pick(seat=seat, cards=state.blackmail_deck, rest_to="deck")
        state.blackmail_deck = []
    elif fx.kind == "draw":
        drawn = [c for c in (draw_blackmail(state) for _ in range(fx.draw)) if c is not None]
        if len(drawn) <= fx.keep:
            me.blackmail.extend(drawn)
        else:
            state.pick = Pick(seat=seat, cards=drawn, rest_to="discard")
    elif fx.kind == "move_guards":
        state.guard_moves = GuardMoves(
            seat=seat, left=fx.moves, up_to=fx.up_to, from_supply=_radio_from_supply(state, loc)
        )
    elif fx.kind == "stamina":
        gain_stamina(state, me, fx.amount)
    elif fx.kind == "cash":
        gain_cash(state, me, fx.amount)
    elif fx.kind == "take":
        items = action.take if fx.item == "choice" else [fx.item] * n
        for item in items:
            take_from_board(state, loc, item)
            give_item(me, item)
    if state.pick is not None and len(state.pick.cards) == 1:
        keep(state, state.pick.cards[0])


def draw_blackmail_refill(state: State) -> None:
    """An empty draw pile is refilled from the shuffled discard pile (§15.3)."""
    card = draw_blackmail(state)
    if card is not None:
        state.blackmail_deck.insert(0, card)


# -- pending steps ---------------------------------------------------------------------------


def keep_candidates(state: State) -> list[KeepCard]:
    assert state.pick is not None
    return [KeepCard(card=c) for c in one_per_name(state.pick.cards)]


def keep(state: State, card: str) -> None:
    pick = state.pick
    assert pick is not None
    if card not in pick.cards:
        raise REFUSE("keep-shown")
    pick.cards.remove(card)
    state.players[pick.seat].blackmail.append(card)
    if pick.rest_to == "deck":
        state.blackmail_deck.extend(pick.cards)
        state.rng.shuffle(state.blackmail_deck)
    else:
        state.blackmail_discard.extend(pick.cards)
    state.pick = None


def guard_candidates(state: State) -> list[GuardMove | GuardStop]:
    gm = state.guard_moves
    assert gm is not None
    out: list[GuardMove | GuardStop] = [
        GuardMove(source=a, to=b)
        for a, b in _guard_move_pairs(state, gm.adjacent_only, gm.from_supply)
    ]
    if gm.up_to and gm.moved >= 1:
        out.append(GuardStop())
    return out


def guard_move(state: State, action: GuardMove) -> None:
    gm = state.guard_moves
    assert gm is not None
    if (action.source, action.to) not in _guard_move_pairs(state, gm.adjacent_only, gm.from_supply):
        raise REFUSE("guard-move-adjacent" if gm.adjacent_only else "guard-move-anywhere")
    if gm.from_supply:
        if not enter_guard(state, action.to):
            return
    else:
        state.guards[action.source - 1] -= 1
        state.guards[action.to - 1] += 1
    gm.left -= 1
    gm.moved += 1
    if gm.left == 0 or not guard_move_possible(state, gm.adjacent_only, gm.from_supply):
        state.guard_moves = None


def guard_stop(state: State) -> None:
    gm = state.guard_moves
    assert gm is not None
    if not (gm.up_to and gm.moved >= 1):
        raise REFUSE("guard-stop-first")
    state.guard_moves = None


def place_candidates(state: State) -> list[PlaceItem]:
    assert state.returns is not None
    return [PlaceItem(location=n) for n in free_slots(state, state.returns.items[0])]


def place(state: State, loc: int) -> None:
    ret = state.returns
    assert ret is not None
    item = ret.items[0]
    if loc not in free_slots(state, item):
        raise REFUSE("place-slot", item=item)
    ret.items.pop(0)
    put_on_board(state, loc, item)
    settle_returns(state)
