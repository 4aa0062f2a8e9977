"""Every move Alcatraz refuses, by code, with its English sentence (the bot's catalogues say
each one in every language: ``refusal-alcatraz-<code>``).

Parameters are plain JSON values. A location travels as its number ``loc`` with ``place``, its
English name with the article ("the Workshop"); a task card as its id ``task`` with
``task_name``; a blackmail card as its id ``card`` with ``card_name``; items as their ids
(``keys``, ``cash``…). The English names only make the English sentence; the bot says the
ids in the reader's language."""

from __future__ import annotations

from typing import Any

from rules.alcatraz.content import blackmail, locations, tasks
from rules.core import Refusals

REFUSE = Refusals(
    "alcatraz",
    {
        # a pending step must be finished first
        "wait-vote": "Cast your ballot first.",
        "wait-trade-answer": "Accept or decline the trade offered to you.",
        "wait-task-answer": "Say whether you hand in the item for the task.",
        "wait-pick": "First keep one of the blackmail cards you were shown.",
        "wait-guards": "First finish moving guards.",
        "wait-returns": "First put the returned item on a free slot.",
        "wait-task": "First complete or cancel the task you started.",
        "wait-trade": "First offer or cancel the trade you are putting together.",
        "wait-main": "That step belongs to another move.",
        # votes
        "already-voted": "You have already voted.",
        "not-on-ballot": "Vote for one of the players on the ballot.",
        "no-ballot": "No ballot is expected from you now.",
        # trade_scope "anytime": out of turn
        "only-trade": "It is not your turn: outside it you may only open a trade.",
        # guards and action points
        "locked": "Four guards stand here: you may only move out (or spend stamina).",
        "watched": (
            "Three guards watch you here: only moving, blackmail and free actions are allowed "
            "(bribe a guard first)."
        ),
        "ap-move": "Moving costs {cost} AP here; you have {ap}.",
        "ap-steal": "Stealing costs {cost} AP here; you have {ap}.",
        "ap-riot": "A riot costs {cost} AP here; you have {ap}.",
        "ap-discard": "Discarding costs {cost} AP here; you have {ap}.",
        # moving, stealing, riots, discards, bribes, stamina
        "move-not-adjacent": "You cannot go to {place}: it is not next to your location.",
        "move-full": "Four guards hold {place}: nobody may enter.",
        "steal-once": "You may steal only once per round.",
        "steal-other": "Steal from another prisoner.",
        "steal-not-here": "You can only steal from a prisoner in your location.",
        "steal-cannot": "You cannot take {what} from that prisoner (or have no room for it).",
        "riot-adjacent": "A riot draws a guard from an adjacent location.",
        "riot-no-guard": "There is no guard in {place}.",
        "discard-none": "You have no {item}.",
        "bribe-lock": "Bribes cannot lift the lock of four guards.",
        "bribe-no-cash": "A bribe costs 1 cash; you have none.",
        "bribe-no-guard": "No guard here is left to bribe.",
        "stamina-once": "You may spend stamina only once per round.",
        "stamina-none": "You have no stamina to spend.",
        # location rules and the steps they leave pending
        "rule-used": "You already used {place} this round.",
        "rule-ap": "Using {place} costs {cost} AP here; you have {ap}.",
        "rule-pay-first": "Using {place} needs a payment first: one of your items or 1 cash.",
        "pay-no-cash": "You have no cash to pay with.",
        "pay-no-item": "You have no {item} to pay with.",
        "rule-no-pay": "The rule of {place} asks for no payment.",
        "rule-no-card": "The rule of {place} does not let you pick a card.",
        "rule-no-choice": "The rule of {place} does not let you choose items.",
        "rule-nothing": (
            "The rule of {place} has nothing you can take (no token here or no room on your sheet)."
        ),
        "pick-from-discard": "Pick a blackmail card from the discard pile.",
        "no-blackmail-left": "There are no blackmail cards left to draw.",
        "no-guard-movable": "No guard can be moved.",
        "no-guard-adjacent": "No guard can be moved to an adjacent location.",
        "stamina-full": "Your stamina is already at {limit}.",
        "cash-full": "Your cash is already at {limit}.",
        "take-absent": "You cannot take {item} here: there is none.",
        "take-count": "Choose {count} item(s) to take here.",
        "keep-shown": "Keep one of the blackmail cards you were shown.",
        "guard-stop-first": "Move at least one guard first.",
        "guard-not-optional": "This guard move is not optional.",
        "guard-move-adjacent": (
            "Move a guard from a location that has one to an adjacent location with fewer than "
            "4 guards."
        ),
        "guard-move-anywhere": (
            "Move a guard from a location that has one to another location with fewer than "
            "4 guards."
        ),
        "place-slot": "Put the returned {item} on a location with a free {item} slot.",
        # tasks
        "task-none": "There is no task in your location.",
        "task-scapegoat": "The scapegoat may not complete tasks.",
        "task-guards": (
            "'{task_name}' allows at most {max} guard(s); {guards} watch you (bribe them or move "
            "them away)."
        ),
        "task-prisoners": "'{task_name}' needs {count} prisoners in the location.",
        "task-ap": "'{task_name}' costs {cost} AP here; you have {ap}.",
        "task-items-absent": "The prisoners here do not hold the items this task needs.",
        "task-needs-items": "'{task_name}' still needs items handed in.",
        "pledge-not-here": "Only prisoners in the task's location can hand in items.",
        "pledge-none-left": "That prisoner has no {item} left to hand in.",
        "pledge-not-needed": "The task does not need {item} any more.",
        "pledge-refused": "That prisoner already refused to hand in this item.",
        # trades
        "trade-other": "Trade with another prisoner.",
        "trade-not-here": "You can only trade with a prisoner in your location.",
        "give-no-cash": "You have no more cash to add.",
        "take-no-cash": "Your partner has no more cash to add.",
        "give-no-item": "You have no more {item} to add.",
        "take-no-item": "Your partner has no more {item} to add.",
        "trade-empty": "The offer is empty: add something first.",
        "trade-full-you": "You would hold more than {slots} items.",
        "trade-full-partner": "Your partner would hold more than {slots} items.",
        "trade-cash-top": "Nobody may hold more than {top} cash.",
        # blackmail cards
        "bm-scapegoat-only": "Only the scapegoat may play blackmail cards.",
        "bm-not-held": "You do not hold that blackmail card.",
        "bm-ap": "Playing a blackmail card costs 1 AP; you have none left.",
        "bm-target": "{card_name} needs another prisoner as its target.",
        "bm-what": "{card_name}: name the item to take.",
        "bm-no-cash": "Nobody else has cash to pay you.",
        "bm-no-item": "{card_name}: that prisoner has no {what}.",
        "bm-reach": "{card_name} reaches only your location and the adjacent ones.",
        "bm-cannot-take": "{card_name}: you cannot take {what} from that prisoner.",
        "bm-transfer-adjacent": "{card_name} moves a prisoner into a location adjacent to theirs.",
        "bm-transfer-full": "{card_name} cannot send a prisoner into a location with 4 guards.",
        "bm-no-stamina": "{card_name}: that prisoner has no stamina to lose.",
        "bm-needs-task": "{card_name} needs a task on the board.",
    },
)


def place(loc: int | None) -> dict[str, Any]:
    """A location as refusal parameters: ``loc`` and its English name with the article."""
    found = locations().get(loc) if loc is not None else None
    return {"loc": loc, "place": f"the {found.name}" if found else f"location {loc}"}


def task(card: str) -> dict[str, Any]:
    return {"task": card, "task_name": tasks()[card].name}


def card(card_id: str) -> dict[str, Any]:
    return {"card": card_id, "card_name": blackmail()[card_id].name}
