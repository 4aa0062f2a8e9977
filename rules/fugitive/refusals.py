"""Every move Fugitive refuses, by code, with its English sentence (the bot's catalogues say
each one in every language: ``refusal-fugitive-<code>``)."""

from __future__ import annotations

from rules.core import Refusals

REFUSE = Refusals(
    "fugitive",
    {
        "not-held": "You do not hold card {card}.",
        "not-above": "Card {card} is not above your last hideout {last}; hideouts must go up.",
        "too-far": (
            "Card {card} is too far above your last hideout {last}: even sprinting with every "
            "card in your hand reaches only {best}."
        ),
        "opening-pair": (
            "You must open with two hideouts, and after card {card} none of your cards could be "
            "the second one."
        ),
        "short": (
            "Card {card} is more than {reach} above your last hideout {last}; add sprint cards "
            "worth {short} more."
        ),
        "opening-pair-sprints": (
            "You must open with two hideouts, and after card {card} with these sprint cards none "
            "of your remaining cards could be the second one."
        ),
        "in-your-hand": "{number} is in your hand, so it cannot be a hidden hideout.",
        "face-up": "{number} is already face up, so it cannot be a hidden hideout.",
        "revealed-sprint": (
            "{number} was revealed as a sprint card, so it cannot be a hidden hideout."
        ),
        "guess-range": "Guess numbers run from {low} to {high}.",
        "already-picked": "You have already picked {number}.",
        "manhunt-one": (
            "During a manhunt you name one number at a time; unpick {picked} or guess it first."
        ),
        "too-many": (
            "Only {hidden} hideout(s) are face down, so a guess of more than {hidden} numbers "
            "cannot succeed."
        ),
        "not-picked": "{number} is not among your picked numbers.",
        "choose-first": "Choose a hideout card first.",
        "not-under": "Card {card} is not under this hideout.",
        "finish-pending": "Finish or cancel your hideout with card {card} first.",
        "already-placing": "You are already placing card {card}; place or cancel it first.",
        "marshal-turn": "Only the Fugitive places hideouts; it is the Marshal's turn.",
        "draw-first": "Draw a card first.",
        "fugitive-turn": "Only the Marshal guesses; it is the Fugitive's turn.",
        "draws-left": "Draw first: {count} card(s) left to draw.",
        "no-first-draw": "There is no draw on the Fugitive's first turn.",
        "no-manhunt-draw": "There is no draw during a manhunt.",
        "piles-empty": "All three piles are empty: there is nothing left to draw.",
        "drawn": "You have already drawn this turn.",
        "pile-empty": "Pile {pile} is empty; draw from another pile.",
        "escape-no-sprint": "Card 42 is your escape; it cannot be used as a sprint card.",
        "no-first-pass": "You cannot pass on your first turn; place a hideout.",
        "end-first-only": "Ending the turn after one hideout is only for your first turn.",
        "exactly-two": "This table opens with exactly two hideouts; place another one.",
        "place-first": "Place your first hideout before ending your turn.",
        "pick-first": "Pick at least one number before guessing.",
        "fog-one": ("Fog: this guess names one number only; unpick {picked} or guess it first."),
        "split-two": "Wide Search: this guess names at most {most} numbers.",
        "cornered": "Cornered: you may not pass while you can place a hideout.",
        "event-first": "An event card waits for a decision first.",
        "no-choice": "No event card is waiting for a decision.",
        "choose-pile": "Pile {pile} cannot be chosen: choose a pile that has cards.",
        "not-returnable": (
            "Card {card} is not a sprint card you may take back: its hideout must stay within "
            "reach without it."
        ),
        "not-givable": "You cannot give card {card}: give a card of your hand other than the 42.",
    },
)
