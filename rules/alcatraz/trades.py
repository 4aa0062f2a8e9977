"""§9.2.1 Trades: two prisoners in the same location swap items and cash if both agree. The
one who opens the trade builds the offer one piece at a time, then the partner accepts or
declines (a declined offer changes nothing).

Who may open one is the ``trade_scope`` knob (§19): by default only the active player, during
his turn; with "anytime" any prisoner who shares a location with another may open one at any
moment of the actions phase when nothing else is in progress — the active player then waits
until that trade is offered and answered, or called off."""

from __future__ import annotations

from rules.alcatraz.actions import TradeAdd
from rules.alcatraz.board import give_item, locked_in
from rules.alcatraz.content import ITEM_SLOTS
from rules.alcatraz.locations import CASH
from rules.alcatraz.models import State, TradeDraft
from rules.alcatraz.refusals import REFUSE
from rules.core import IllegalAction


def open_reason(state: State, seat: int, partner: int) -> IllegalAction | None:
    if not 0 <= partner < state.num_players or partner == seat:
        return REFUSE("trade-other")
    if state.players[partner].location != state.players[seat].location:
        return REFUSE("trade-not-here")
    if locked_in(state, seat):
        return REFUSE("locked")
    return None


def bystanders(state: State) -> list[int]:
    """With ``trade_scope`` "anytime": the prisoners other than the active one who may open a
    trade now (someone else stands in their location and four guards do not lock them in)."""
    if state.options.trade_scope != "anytime":
        return []
    return [
        seat
        for seat in range(state.num_players)
        if seat != state.current
        and not locked_in(state, seat)
        and any(
            other != seat and p.location == state.players[seat].location
            for other, p in enumerate(state.players)
        )
    ]


def open_trade(state: State, seat: int, partner: int) -> None:
    why = open_reason(state, seat, partner)
    if why is not None:
        raise why
    state.trade = TradeDraft(by=seat, partner=partner)
    if seat == state.current:
        state.trade_offers += 1


def add_candidates(state: State) -> list[TradeAdd]:
    draft = state.trade
    assert draft is not None
    out = []
    for side, owner in (("give", draft.by), ("take", draft.partner)):
        for what in [*sorted(set(state.players[owner].items)), CASH]:
            action = TradeAdd(side=side, what=what)
            if add_reason(state, action) is None:
                out.append(action)
    return out


def add_reason(state: State, action: TradeAdd) -> IllegalAction | None:
    draft = state.trade
    assert draft is not None
    giving = action.side == "give"
    owner = draft.by if giving else draft.partner
    p = state.players[owner]
    if action.what == CASH:
        already = draft.give_cash if giving else draft.take_cash
        if already >= p.cash:
            return REFUSE("give-no-cash" if giving else "take-no-cash")
        return None
    listed = draft.give if giving else draft.take
    if listed.count(action.what) >= p.items.count(action.what):
        return REFUSE("give-no-item" if giving else "take-no-item", item=action.what)
    return None


def add(state: State, action: TradeAdd) -> None:
    why = add_reason(state, action)
    if why is not None:
        raise why
    draft = state.trade
    assert draft is not None
    if action.what == CASH:
        if action.side == "give":
            draft.give_cash += 1
        else:
            draft.take_cash += 1
    elif action.side == "give":
        draft.give.append(action.what)
    else:
        draft.take.append(action.what)


def offer_reason(state: State) -> IllegalAction | None:
    """§9.3: after the swap nobody may hold more than 3 items or pass the track maximum."""
    d = state.trade
    assert d is not None
    if not (d.give or d.take or d.give_cash or d.take_cash):
        return REFUSE("trade-empty")
    me, other = state.players[d.by], state.players[d.partner]
    if len(me.items) - len(d.give) + len(d.take) > ITEM_SLOTS:
        return REFUSE("trade-full-you", slots=ITEM_SLOTS)
    if len(other.items) - len(d.take) + len(d.give) > ITEM_SLOTS:
        return REFUSE("trade-full-partner", slots=ITEM_SLOTS)
    top = state.options.track_max
    if me.cash - d.give_cash + d.take_cash > top or other.cash - d.take_cash + d.give_cash > top:
        return REFUSE("trade-cash-top", top=top)
    return None


def offer(state: State) -> None:
    why = offer_reason(state)
    if why is not None:
        raise why
    assert state.trade is not None
    state.trade.offered = True


def answer(state: State, accept: bool) -> None:
    d = state.trade
    assert d is not None
    state.trade = None
    if not accept:
        return
    me, other = state.players[d.by], state.players[d.partner]
    for item in d.give:
        me.items.remove(item)
        give_item(other, item)
    for item in d.take:
        other.items.remove(item)
        give_item(me, item)
    me.cash += d.take_cash - d.give_cash
    other.cash += d.give_cash - d.take_cash
