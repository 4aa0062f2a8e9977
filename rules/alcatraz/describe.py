"""One readable line per action, for the terminal game, logs and panels."""

from __future__ import annotations

from rules.alcatraz.actions import (
    Action,
    Discard,
    GuardMove,
    KeepCard,
    Move,
    PlaceItem,
    PlayBlackmail,
    Riot,
    Steal,
    TaskAnswer,
    TaskPledge,
    TradeAdd,
    TradeAnswer,
    TradeOpen,
    UseLocation,
    Vote,
)
from rules.alcatraz.content import blackmail, location_name


def seat_name(seat: int) -> str:
    return f"P{seat + 1}"


def _use(action: UseLocation) -> str:
    parts = ["Use the location rule"]
    if action.pay:
        parts.append(f"paying {'1 cash' if action.pay == 'cash' else action.pay}")
    if action.take:
        parts.append("taking " + " + ".join(action.take))
    if action.card:
        parts.append(f"picking {blackmail()[action.card].name}")
    return ", ".join(parts)


def _blackmail(action: PlayBlackmail) -> str:
    card = blackmail()[action.card]
    line = f"Play blackmail: {card.name}"
    if action.target is not None:
        line += f" on {seat_name(action.target)}"
    if action.what:
        line += f" ({action.what})"
    if action.location is not None:
        line += f" → {location_name(action.location)}"
    return line


def describe(action: Action) -> str:
    if isinstance(action, Vote):
        return f"Vote for {seat_name(action.candidate)}"
    if isinstance(action, Move):
        return f"Move to {location_name(action.to)}"
    if isinstance(action, UseLocation):
        return _use(action)
    if isinstance(action, Steal):
        return f"Steal {action.what} from {seat_name(action.target)}"
    if isinstance(action, Riot):
        return f"Riot: draw a guard from {location_name(action.source)}"
    if isinstance(action, Discard):
        return f"Discard {action.item}"
    if isinstance(action, PlayBlackmail):
        return _blackmail(action)
    if isinstance(action, GuardMove):
        src = "the supply" if action.source == 0 else location_name(action.source)
        return f"Move a guard from {src} to {location_name(action.to)}"
    if isinstance(action, PlaceItem):
        return f"Put the returned item on {location_name(action.location)}"
    if isinstance(action, KeepCard):
        return f"Keep {blackmail()[action.card].name}"
    if isinstance(action, TaskPledge):
        return f"Hand in {action.item} from {seat_name(action.owner)} for the task"
    if isinstance(action, TaskAnswer | TradeAnswer):
        what = "item for the task" if isinstance(action, TaskAnswer) else "trade"
        return f"{'Accept' if action.accept else 'Decline'} the {what}"
    if isinstance(action, TradeOpen):
        return f"Propose a trade to {seat_name(action.partner)}"
    if isinstance(action, TradeAdd):
        what = "1 cash" if action.what == "cash" else action.what
        return f"Trade: {'give' if action.side == 'give' else 'ask for'} {what}"
    fixed = {
        "bribe": "Bribe a guard (1 cash)",
        "stamina": "Spend 1 stamina for +1 AP",
        "end_turn": "End your turn",
        "guard_stop": "Stop moving guards",
        "task_start": "Start the task here",
        "task_complete": "Complete the task",
        "task_cancel": "Cancel the task",
        "trade_offer": "Offer the trade",
        "trade_cancel": "Cancel the trade",
    }
    return fixed[action.type]
