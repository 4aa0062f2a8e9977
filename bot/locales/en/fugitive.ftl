# Fugitive: the Fugitive lays numbered hideouts face down, the Marshal hunts them.

game-fugitive = Fugitive

fugitive-role-0 = Fugitive
fugitive-role-1 = Marshal

## Events (public ones in the third person, private ones speak to their reader)

fugitive-event-draw = { $who } drew from pile { $pile } ({ $range }){ $bonus ->
    [yes] {" "}as the pass bonus
   *[no] {""}
}.
fugitive-event-drew = You drew { $card }.
fugitive-event-hideout = { $escape ->
    [yes] { $who } played the 42{ $sprints ->
        [0] {""}
        [one] {" "}with 1 sprint card
       *[other] {" "}with { $sprints } sprint cards
    }: escape!
   *[no] { $who } hid hideout { $position }{ $sprints ->
        [0] {""}
        [one] {" "}with 1 sprint card
       *[other] {" "}with { $sprints } sprint cards
    }.
}
fugitive-event-placed = You hid { $number }{ $sprint_cards_count ->
    [0] {""}
   *[other] {" "}with sprint cards { $sprint_cards }
}.
fugitive-event-pass = { $who } passed.
fugitive-event-guess = { $who } { $manhunt ->
    [yes] named
   *[no] guessed
} { $numbers }: { $split ->
    [yes] each checked on its own, { $hit ->
        [yes] found { $hits }.
       *[no] none found.
    }
   *[no] { $hit ->
        [yes] found! ({ $hits })
       *[no] wrong.
    }
}
fugitive-event-manhunt_started = The 42 is down and no revealed hideout is 30 or more ({ $highest_face_up } at most): manhunt!
fugitive-revealed-with = { $number } with sprint cards { $cards }

## Event cards (the house deck: designed for Getaway, not the publisher's cards)

fugitive-event-event_card = { $who } drew the event { $name } ({ $icon }): { $text }
fugitive-event-placeholder = { $who } drew a placeholder: { $hidden ->
    [one] 1 face-down hideout
   *[other] { $hidden } face-down hideouts
}, so an event from the { $pile } event pile.
fugitive-event-no_event = That event pile is empty: nothing happens.
fugitive-event-no_effect = { $name } has nothing to act on: nothing happens.
fugitive-event-peek = { $who } looked at the top card of pile { $pile }.
fugitive-event-peeked = The top card of pile { $pile } is { $card } (only you know).
fugitive-event-detour = { $who } put the top card of pile { $pile } at its bottom, unseen.
fugitive-event-took_back = { $who } took back a sprint card from under hideout { $position }.
fugitive-event-took_back_card = You took back { $card } from under hideout { $position }.
fugitive-event-kept_sprints = { $who } left every sprint card in place.
fugitive-event-gave = { $who } gave the Marshal a card.
fugitive-event-received = The Fugitive gave you { $card }: it is not a hideout.
fugitive-event-returned = The Marshal showed { $card } and put it at the bottom of pile { $pile }.
fugitive-peeked-event = the event { $name }
fugitive-peeked-placeholder = a placeholder
fugitive-icon-fugitive = footprints, helps the Fugitive
fugitive-icon-marshal = binoculars, helps the Marshal
fugitive-icon-neutral = no icon, helps whoever draws it
fugitive-pile-fugitive = Fugitive's
fugitive-pile-neutral = neutral
fugitive-pile-marshal = Marshal's
fugitive-card-safe_house = Safe House
fugitive-card-safe_house-text = On his next turn the Fugitive draws one extra card.
fugitive-card-head_start = Head Start
fugitive-card-head_start-text = On her next turn the Marshal draws one card fewer.
fugitive-card-second_wind = Second Wind
fugitive-card-second_wind-text = The Fugitive may take back one sprint card from under a face-down hideout that stays within reach without it.
fugitive-card-fog = Fog
fugitive-card-fog-text = The Marshal's next guess names one number only.
fugitive-card-stash = Stash
fugitive-card-stash-text = The Fugitive looks at the top card of a pile of his choice.
fugitive-card-lost_notes = Lost Notes
fugitive-card-lost_notes-text = The Marshal shows the highest card of her hand and puts it at the bottom of its pile.
fugitive-card-informant = Informant
fugitive-card-informant-text = On her next turn the Marshal draws one extra card.
fugitive-card-roadblock = Roadblock
fugitive-card-roadblock-text = On his next turn the Fugitive draws one card fewer.
fugitive-card-lookout = Lookout
fugitive-card-lookout-text = The Marshal looks at the top card of a pile of her choice.
fugitive-card-wide_search = Wide Search
fugitive-card-wide_search-text = The Marshal's next guess may name up to two numbers, each checked on its own.
fugitive-card-dropped_card = Dropped Card
fugitive-card-dropped_card-text = The Fugitive gives the Marshal a card of his choice from his hand (never the 42).
fugitive-card-cornered = Cornered
fugitive-card-cornered-text = The Fugitive may not pass until he places another hideout, unless he cannot place one.
fugitive-card-lucky_break = Lucky Break
fugitive-card-lucky_break-text = Whoever drew this draws one extra card on their next turn.
fugitive-card-scout = Scout
fugitive-card-scout-text = Whoever drew this looks at the top card of a pile of their choice.
fugitive-card-delay = Delay
fugitive-card-delay-text = The other player draws one card fewer on their next turn.
fugitive-card-crossroads = Crossroads
fugitive-card-crossroads-text = Both players draw one extra card on their next turn.
fugitive-card-detour = Detour
fugitive-card-detour-text = Whoever drew this chooses a pile; its top card goes to its bottom, unseen.
fugitive-card-placeholder = Placeholder
fugitive-card-placeholder-text = Count the face-down hideouts: 1, an event from the Fugitive's pile; 2, from the neutral pile; 3 or more, from the Marshal's pile.
fugitive-card-house = House event (Getaway)

## Moves

fugitive-move-draw = Draw from pile { $pile } ({ $range })
fugitive-move-hide = Hide { $card }
fugitive-move-sprint = Sprint with { $card } (+{ $steps })
fugitive-move-unsprint = Take back { $card }
fugitive-move-place = Place the hideout
fugitive-move-cancel = Cancel
fugitive-move-pass = Pass
fugitive-move-end_turn = End my turn (one hideout)
fugitive-move-pick = Pick { $number }
fugitive-move-unpick = Unpick { $number }
fugitive-move-guess = Guess
fugitive-move-choose = { $value ->
    [0] Keep every sprint card
   *[other] { $value }
}
fugitive-choose-pile = Pile { $pile } ({ $range })
fugitive-choose-give = Give { $card }
fugitive-choose-take-back = Take back { $card }
fugitive-sprint-hint = { $need ->
    [0] no sprint needed
   *[other] needs sprint cards worth { $need }
}

fugitive-cmd-draw = draw
fugitive-cmd-hide = hide
fugitive-cmd-sprint = sprint
fugitive-cmd-unsprint = unsprint
fugitive-cmd-place = place
fugitive-cmd-cancel = cancel
fugitive-cmd-pass = pass
fugitive-cmd-end_turn = end
fugitive-cmd-pick = pick
fugitive-cmd-unpick = unpick
fugitive-cmd-guess = guess
fugitive-cmd-choose = choose

## Status and board

fugitive-step-opening = Turn { $turn } · { $fugitive } lays the first hideouts ({ $opening ->
    [exactly_two] exactly two
   *[other] one or two
}).
fugitive-step-fugitive_draw = Turn { $turn } · { $fugitive } draws a card.
fugitive-step-fugitive_play = Turn { $turn } · { $fugitive } hides or passes.
fugitive-step-marshal_draw = Turn { $turn } · { $marshal } draws { $draws ->
    [one] a card
   *[other] { $draws } cards
}.
fugitive-step-marshal_guess = Turn { $turn } · { $marshal } guesses.
fugitive-step-manhunt = Manhunt! { $marshal } names one number at a time; one miss and { $fugitive } is free.
fugitive-step-event = Turn { $turn } · { $decider } decides for { $name }: { $text }
fugitive-board-events = Events: { $variant ->
    [random] random
    [discovery] discovery
    [helpful] helpful to the { $helped ->
        [marshal] Marshal
       *[fugitive] Fugitive
    }
   *[catch_up] catch-up
}{ $decks ->
    [0] {""}
   *[other] , event piles { $piles }
}.
fugitive-board-effects = Still to come: { $effects }.
fugitive-effect-draws = { $who } draws { $count } { $sign ->
    [more] more
   *[fewer] fewer
} { $count ->
    [one] card
   *[other] cards
} next turn
fugitive-effect-single = the Marshal's next guess names one number
fugitive-effect-split = the Marshal's next guess names up to two numbers, each on its own
fugitive-effect-no-pass = the Fugitive may not pass while he can hide
fugitive-over = { $winner ->
    [fugitive] { $fugitive } escaped{ $reason ->
        [manhunt_failed] : the manhunt missed
        [resigned] : { $marshal } resigned
       *[other] {""}
    }!
    [marshal] { $reason ->
        [manhunt_complete] { $marshal } found every hideout in the manhunt!
        [resigned] { $fugitive } resigned: { $marshal } wins.
       *[other] { $marshal } caught { $fugitive }!
    }
   *[none] The game is over.
}
fugitive-board-route = Route: { $route }.
fugitive-board-piles = Piles: { $one }, { $two }, { $three }. Hands: Fugitive { $fugitive }, Marshal { $marshal }.
fugitive-board-last-guess = Last guess: { $numbers }, { $hit ->
    [yes] found
   *[no] missed
}.
fugitive-route-start = 0 (start)
fugitive-route-hidden = { $compact ->
    [true] ?{ $sprints ->
        [0] {""}
       *[other] ({ $sprints })
    }
   *[false] hidden{ $sprints ->
        [0] {""}
        [one] {" "}(1 sprint card)
       *[other] {" "}({ $sprints } sprint cards)
    }
}
fugitive-route-card = { $compact ->
    [true] { $number }{ $sprints ->
        [0] {""}
       *[other] ({ $sprints })
    }
   *[false] { $number } ({ $state ->
        [escape] escape
        [yours] face down
       *[up] revealed
    }{ $sprints ->
        [0] {""}
        [one] , 1 sprint card{ $known ->
            [0] {""}
           *[other] : { $cards }
        }
       *[other] , { $sprints } sprint cards{ $known ->
            [0] {""}
           *[other] : { $cards }
        }
    })
}
fugitive-hand-0 = Your hand: { $cards }.
fugitive-hand-1 = Your cards (never hideouts): { $cards }.
fugitive-pending = Placing { $card } after { $last }{ $short ->
    [0] : ready to place
   *[other] : add sprint cards worth { $short } more
}. Sprint cards under it: { $sprints }.
fugitive-picked = Picked: { $numbers }.

## Refusals

refusal-fugitive-not-held = You do not hold card { $card }.
refusal-fugitive-not-above = Card { $card } is not above your last hideout { $last }; hideouts must go up.
refusal-fugitive-too-far = Card { $card } is too far above your last hideout { $last }: even sprinting with every card in your hand reaches only { $best }.
refusal-fugitive-opening-pair = You must open with two hideouts, and after card { $card } none of your cards could be the second one.
refusal-fugitive-short = Card { $card } is more than { $reach } above your last hideout { $last }; add sprint cards worth { $short } more.
refusal-fugitive-opening-pair-sprints = You must open with two hideouts, and after card { $card } with these sprint cards none of your remaining cards could be the second one.
refusal-fugitive-in-your-hand = { $number } is in your hand, so it cannot be a hidden hideout.
refusal-fugitive-face-up = { $number } is already face up, so it cannot be a hidden hideout.
refusal-fugitive-revealed-sprint = { $number } was revealed as a sprint card, so it cannot be a hidden hideout.
refusal-fugitive-guess-range = Guess numbers run from { $low } to { $high }.
refusal-fugitive-already-picked = You have already picked { $number }.
refusal-fugitive-manhunt-one = During a manhunt you name one number at a time; unpick { $picked } or guess it first.
refusal-fugitive-too-many = { $hidden ->
    [one] Only 1 hideout is face down, so a guess of more than 1 number cannot succeed.
   *[other] Only { $hidden } hideouts are face down, so a guess of more than { $hidden } numbers cannot succeed.
}
refusal-fugitive-not-picked = { $number } is not among your picked numbers.
refusal-fugitive-choose-first = Choose a hideout card first.
refusal-fugitive-not-under = Card { $card } is not under this hideout.
refusal-fugitive-finish-pending = Finish or cancel your hideout with card { $card } first.
refusal-fugitive-already-placing = You are already placing card { $card }; place or cancel it first.
refusal-fugitive-marshal-turn = Only the Fugitive places hideouts; it is the Marshal’s turn.
refusal-fugitive-draw-first = Draw a card first.
refusal-fugitive-fugitive-turn = Only the Marshal guesses; it is the Fugitive’s turn.
refusal-fugitive-draws-left = Draw first: { $count ->
    [one] 1 card
   *[other] { $count } cards
} left to draw.
refusal-fugitive-no-first-draw = There is no draw on the Fugitive’s first turn.
refusal-fugitive-no-manhunt-draw = There is no draw during a manhunt.
refusal-fugitive-piles-empty = All three piles are empty: there is nothing left to draw.
refusal-fugitive-drawn = You have already drawn this turn.
refusal-fugitive-pile-empty = Pile { $pile } is empty; draw from another pile.
refusal-fugitive-escape-no-sprint = Card 42 is your escape; it cannot be used as a sprint card.
refusal-fugitive-no-first-pass = You cannot pass on your first turn; place a hideout.
refusal-fugitive-end-first-only = Ending the turn after one hideout is only for your first turn.
refusal-fugitive-exactly-two = This table opens with exactly two hideouts; place another one.
refusal-fugitive-place-first = Place your first hideout before ending your turn.
refusal-fugitive-pick-first = Pick at least one number before guessing.
refusal-fugitive-fog-one = Fog: this guess names one number only; unpick { $picked } or guess it first.
refusal-fugitive-split-two = Wide Search: this guess names at most { $most } numbers.
refusal-fugitive-cornered = Cornered: you may not pass while you can place a hideout.
refusal-fugitive-event-first = An event card waits for a decision first.
refusal-fugitive-no-choice = No event card is waiting for a decision.
refusal-fugitive-choose-pile = Pile { $pile } cannot be chosen: choose a pile that has cards.
refusal-fugitive-not-returnable = Card { $card } is not a sprint card you may take back: its hideout must stay within reach without it.
refusal-fugitive-not-givable = You cannot give card { $card }: give a card of your hand other than the 42.

## Pictures

fugitive-pic-placing = placing…
fugitive-pic-hidden = hidden
fugitive-pic-sprints = { $count ->
    [one] 1 sprint
   *[other] { $count } sprints
}
fugitive-pic-pile = Pile { $range }
fugitive-pic-cards = { $count ->
    [0] empty
    [one] 1 card
   *[other] { $count } cards
}
fugitive-pic-in-hand = { $count } in hand
fugitive-pic-guesses = Guesses:
fugitive-pic-manhunt = (manhunt)
fugitive-pic-your-hideouts = Your hideouts (Fugitive)
fugitive-pic-your-hand = Your hand · { $count ->
    [one] 1 card
   *[other] { $count } cards
}
fugitive-pic-hidden-count = { $count ->
    [0] nothing hidden
   *[other] { $count } hidden from the Marshal
}
fugitive-pic-your-route = Your route
fugitive-pic-no-cards = (no cards)
fugitive-pic-last-event = Last event (drawn by { $who }) · house event
fugitive-pic-event-waiting = Event waiting for { $who }'s decision · house event
fugitive-pic-no-event-yet = No event drawn yet
fugitive-pic-event-piles = Event piles
fugitive-pic-deck-fugitive = Fugitive { $count }
fugitive-pic-deck-neutral = neutral { $count }
fugitive-pic-deck-marshal = Marshal { $count }
fugitive-pic-notepad = Marshal’s notepad
fugitive-pic-notepad-summary = { $auto } certain · { $manual } crossed by you
fugitive-pic-notepad-picked = { $count } picked
fugitive-pic-legend-auto = certain: not a hideout
fugitive-pic-legend-manual = crossed by you
fugitive-pic-legend-picked = picked for the guess

## On Discord

fugitive-footer = Piles (4–14 · 15–28 · 29–41): { $one } · { $two } · { $three }   Hands: Fugitive { $fugitive }, Marshal { $marshal }
fugitive-button-notepad = Notepad
fugitive-recap-step = { $number } (sprint cards { $cards })
fugitive-recap-route = The whole route: { $route }
fugitive-left = { $count } left
fugitive-guess-these = Guess { $numbers }
# the Guess button before any number is picked
fugitive-guess-nothing-yet = Guess
fugitive-choose-hide = Choose your next hideout (after { $last })
fugitive-choose-sprints = Sprint cards to put under it (extra is allowed: bluff!)
fugitive-choose-numbers = Numbers { $low }–{ $high }
fugitive-group-hide = Hide a card
fugitive-group-choose = Decide for the event
fugitive-choose-choose = Your decision for the event
fugitive-group-draw = Draw
fugitive-place-card = Place { $card }
fugitive-how-guess = Pick the numbers you guess (all must be right), then press **Guess**.
fugitive-how-manhunt = Manhunt: name **one** number; a miss ends the game.
fugitive-notepad-alt = Your notepad of numbers 1 to 42
fugitive-dm-turn = 🏃 It is your turn in Fugitive (table #{ $table }):
fugitive-dm-route = 🏃 Your route changed in Fugitive (table #{ $table }):
fugitive-cross = Cross out / back in: { $low }–{ $high }
fugitive-notepad-marshal-only = Only the Marshal of this table has a notepad.
fugitive-notepad-title = Fugitive — table #{ $table } — notepad
fugitive-notepad-help = Numbers you know are not hideouts are crossed for you (your cards and face-up cards); cross out others yourself below.
    Crossed by you: { $crossed }
fugitive-name-a-number = Name at least one number, e.g. `12` or `12 17`.
fugitive-no-sprint-needed = no sprint cards (none needed)
fugitive-as-typed = { $typed } (as typed)

## Statistics of a finished game (short labels for a profile table; rules/fugitive/stats.py)

stat-fugitive-hideouts-placed = Hideouts placed
stat-fugitive-sprint-cards-used = Sprint cards used
stat-fugitive-passes = Passes
stat-fugitive-cards-drawn = Cards drawn
stat-fugitive-event-cards = Event cards
stat-fugitive-guesses = Guesses
stat-fugitive-hits = Hits
stat-fugitive-hideouts-found = Hideouts found
stat-fugitive-manhunts = Manhunts
stat-fugitive-manhunts-won = Manhunts won
stat-fugitive-escaped = Escaped
stat-fugitive-turns = Turns
stat-fugitive-highest-hideout = Highest hideout
stat-fugitive-highest-found = Highest hideout found
stat-fugitive-hideouts-unfound = Hideouts never found
