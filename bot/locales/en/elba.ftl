# Escape from Elba: Napoleons spell words from the letter cards in their bags to fight, jump
# and escape; Campbell and the neutral Napoleons roam the castle.

game-elba = Escape from Elba

elba-role = P{ $n }
elba-host-campbell = Campbell
elba-host-napoleon = Napoleon { $label }
elba-host-number = host { $n }
elba-card = { $letter ->
    [A] an A
    [E] an E
    [F] an F
    [L] an L
    [M] an M
    [O] an O
    [R] an R
    [S] an S
   *[other] a { $letter }
}
elba-or = { $head } or { $last }

## The board's spaces (rooms keep their printed words: they are the jump words)

elba-space-north_tower = NORTH TOWER
elba-space-caesar_room = CAESAR ROOM
elba-space-opal_room = OPAL ROOM
elba-space-coral_room = CORAL ROOM
elba-space-roof = ROOF
elba-space-east_tower = EAST TOWER
elba-space-hallway_1 = Hallway 1
elba-space-cafe = CAFE
elba-space-hallway_2 = Hallway 2
elba-space-parlor = PARLOR
elba-space-hallway_3 = Hallway 3
elba-space-ball_room = BALL ROOM
elba-space-hallway_4 = Hallway 4
elba-space-spa = SPA
elba-space-pool = POOL
elba-space-hallway_5 = Hallway 5
elba-space-sleep_room = SLEEP ROOM
elba-space-class_room = CLASS ROOM
elba-space-hallway_6 = Hallway 6
elba-space-arbor = ARBOR
elba-space-farm = FARM
elba-space-hallway_7 = Hallway 7
elba-space-meal_room = MEAL ROOM
elba-space-hallway_8 = Hallway 8
elba-space-bar = BAR
elba-space-hallway_9 = Hallway 9
elba-space-lab = LAB
elba-space-hallway_10 = Hallway 10
elba-space-west_tower = WEST TOWER
elba-space-cellar = CELLAR
elba-space-apple_room = APPLE ROOM
elba-space-map_room = MAP ROOM
elba-space-parole_room = PAROLE ROOM
elba-space-south_tower = SOUTH TOWER
elba-space-safe_area = SAFE AREA

## Events (public ones in the third person, private ones speak to their reader)

elba-event-draw = { $who } { $cards ->
    [0] drew no card
    [one] drew 1 card
   *[other] drew { $cards } cards
}: { $ap ->
    [0] no action point
    [one] 1 action point
   *[other] { $ap } action points
}.
elba-event-drawn_card = You drew { $card }.
elba-event-reshuffle = The deck ran out: the discard pile ({ $cards } cards) is shuffled into a new deck.
elba-event-move = { $who } moved to { $space }.
elba-event-move_host = { $who } moved { $host } to { $space }.
elba-event-jump = { $who } jumped to { $space }, spelling { $word }.
elba-event-escape_attempt = { $who } tried to escape with { $word } and rolled { $roll } against strength { $strength }: { $success ->
    [yes] escaped!
   *[no] the escape fails.
}
elba-event-end_actions = { $who } ended their actions.
elba-event-fight = Fight in { $space }: { $aggressor } attacks { $defender }.
elba-event-fight_dice = Dice: { $aggressor } rolls { $a_die } + strength { $a_strength } = { $a_total }, { $defender } rolls { $d_die } + strength { $d_strength } = { $d_total }.
elba-event-weapons_chosen = { $who } has chosen weapons (shown once both fighters have).
elba-event-weapon_proposed = { $who } proposes { $word } as a weapon: the other players vote.
elba-event-weapon_vote = { $word } is { $accepted ->
    [yes] accepted
   *[no] rejected
} as a weapon (for: { $ayes }; against: { $noes }).
elba-event-fight_result = { $attack } against { $defence }: { $winner } wins{ $tie ->
    [yes] {" "}(the aggressor wins ties)
   *[no] {""}
}.
elba-fight-side = { $who } ({ $total }{ $weapons_count ->
    [0] {""}
   *[other] , with { $weapons }
})
elba-event-gain = { $who } takes a card as the winner’s prize.
elba-event-gain_card = Your prize is { $card }.
elba-event-steal = { $source ->
    [hand] { $winner } takes a random card from { $loser }’s hand.
   *[bag] { $winner } takes { $card } from { $loser }’s bag.
}
elba-event-stolen_card = The card taken from the hand is { $card } (only the two fighters know).
elba-event-ap_lost = { $who } loses the remaining action points.
elba-event-strength = { $host } now has strength { $strength }.
elba-event-thrown = { $host } is thrown to { $space } (black { $black }, white { $white }).
elba-event-give_up = { $who } gives up { $card } from their { $source ->
    [hand] hand
   *[bag] bag
} onto the discard pile.
elba-event-to_bag = { $who } puts { $card } from their hand into their bag.
elba-event-keep = { $kept ->
    [none] { $who } keeps nothing in their bag.
    [letters] { $who } keeps { $letters } in their bag.
   *[word] { $who } keeps the word { $letters } in their bag.
}
elba-event-drop = { $who } discards { $letters } from their bag.
elba-event-cleanup = { $count ->
    [0] { $who }’s bag is empty after the cleanup.
   *[other] { $who }’s bag after the cleanup: { $bag }.
}
elba-event-turn = Turn { $turn }: { $who } to play.
elba-event-turn_limit = The house limit of { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
} is reached: nobody escaped.
elba-event-chain_cap = The chain of fights stops after { $fights ->
    [one] 1 fight
   *[other] { $fights } fights
} (safety limit).

## Moves

elba-move-draw = { $n ->
    [0] Draw no card
    [one] Draw 1 card
   *[other] Draw { $n } cards
}
elba-move-move = Move to { $space }
elba-move-move_host = Move { $host } to { $space }
elba-move-jump = Jump to { $space }
elba-move-escape = Try to escape with { $word }
elba-move-end_actions = End your actions
elba-move-fight_next = Fight { $opponent } next
elba-move-arm = { $count ->
    [0] Fight without a weapon
   *[other] Fight with { $weapons } (+{ $count })
}
elba-move-propose_weapon = Propose { $word } as a weapon (the others vote)
elba-move-vote = { $accept ->
    [yes] Vote yes: accept the weapon
   *[no] Vote no: reject the weapon
}
elba-move-take = { $source ->
    [hand] Take a random card from the loser’s hand
   *[bag] Take { $card } from the loser’s bag
}
elba-move-give_up = Give up { $card } from your { $source ->
    [hand] hand
   *[bag] bag
}
elba-move-to_bag = Put { $card } from your hand into your bag
elba-move-end_bag = Stop moving cards to your bag
elba-move-keep = { $kept ->
    [none] Keep nothing in your bag
    [letters] Keep { $letters } in your bag
   *[word] Keep the word { $letters } in your bag
}
elba-move-drop = Discard { $card } from your bag

elba-cmd-draw = draw
elba-cmd-move = move
elba-cmd-move_host = push
elba-cmd-jump = jump
elba-cmd-escape = escape
elba-cmd-end_actions = end
elba-cmd-fight_next = fight
elba-cmd-arm = arm
elba-cmd-propose_weapon = propose
elba-cmd-vote = vote
elba-cmd-take = take
elba-cmd-give_up = give
elba-cmd-to_bag = bag
elba-cmd-end_bag = done
elba-cmd-keep = keep
elba-cmd-drop = drop

## The private panel: groups of moves and the question each step asks

elba-group-draw = Draw cards
elba-group-move = Move
elba-group-move_host = Move Campbell or a Napoleon
elba-group-jump = Jump
elba-group-escape = Try to escape
elba-group-fight_next = Choose the next opponent
elba-group-arm = Declare weapons
elba-group-propose_weapon = Propose a weapon
elba-group-vote = Vote
elba-group-take = Take a card
elba-group-give_up = Give up a card
elba-group-to_bag = Put a card in your bag
elba-group-keep = Keep in your bag
elba-group-drop = Discard from your bag

elba-choose-draw = How many cards do you draw?
elba-choose-move = Where do you go?
elba-choose-move_host = Which host, and where to?
elba-choose-jump = Where do you jump?
elba-choose-escape = With which word?
elba-choose-fight_next = Whom do you fight next?
elba-choose-arm = Your weapons for this fight (secret until both fighters have chosen)
elba-choose-propose_weapon = Which word do you propose as a weapon?
elba-choose-vote = Do you accept the proposed weapon?
elba-choose-take = Which card do you take from the loser?
elba-choose-give_up = Which card do you give up?
elba-choose-to_bag = Which card goes into your bag?
elba-choose-keep = What does your bag keep?
elba-choose-drop = Which card goes onto the discard pile next?

## Status and board

elba-status = Turn { $turn }{ $outside ->
    [yes] {" "}({ $active } playing)
   *[no] {""}
} · { $step }
elba-step-draw = { $who } draws { $most ->
    [0] no card
    [one] (0 or 1 card)
   *[other] (0 to { $most } cards)
}.
elba-step-actions = { $who } acts: { $ap ->
    [0] no action point left
    [one] 1 action point left
   *[other] { $ap } action points left
}.
elba-step-fight_order = { $who } chooses the next fight among { $opponents }.
elba-step-arms = { $who } { $count ->
    [one] chooses
   *[other] choose
} weapons for the fight in { $space } ({ $aggressor } against { $defender }).
elba-step-vote = { $who } { $count ->
    [one] votes
   *[other] vote
} on the weapon { $word }.
elba-step-reward = { $who } takes a card from the loser.
elba-step-give_up = { $who } gives up a card.
elba-step-bag = { $who } moves cards from hand to bag.
elba-step-keep = { $who } chooses what their bag keeps.
elba-step-drop = { $who } discards from their bag.
elba-over = { $escaped ->
    [yes] { $winner } escaped from Elba with { $word }!
   *[no] Game over: nobody escaped within { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }.
}
elba-board-fight = Fight in { $space }: { $aggressor } against { $defender }, { $rolled ->
    [yes] dice { $a_die } and { $d_die }
   *[no] dice not rolled yet
}{ $declared_count ->
    [0] {""}
   *[other] , weapons declared by { $declared }
}{ $voting ->
    [yes] , vote on the weapon { $proposal }
   *[no] {""}
}.
elba-board-player = { $compact ->
    [true] { $who } { $space } s{ $strength } bag { $bag_count ->
        [0] -
       *[other] { $bag }
    } hand { $hand }.
   *[false] { $who }: { $space }, strength { $strength }, bag { $bag_count ->
        [0] empty
       *[other] { $bag }
    }, { $hand } in hand.
}
elba-board-campbell = { $compact ->
    [true] Campbell { $space } s{ $strength }.
   *[false] Campbell: { $space }, strength { $strength }.
}
elba-board-napoleon = { $label } { $space } ({ $strength })
elba-board-napoleons = Napoleons: { $napoleons }.
elba-board-cards = Deck { $deck }, { $discard ->
    [0] discard pile empty.
   *[other] discard pile { $discard } (top { $top }).
}
elba-board-weapons = Weapons accepted by vote: { $words }.
elba-hand = { $count ->
    [0] Your hand is empty.
    [one] Your hand: { $cards } (1 card).
   *[other] Your hand: { $cards } ({ $count } cards).
}
elba-my-weapons = { $count ->
    [0] You fight this fight without a weapon.
   *[other] Your weapons in this fight: { $weapons } (+{ $count }).
}

## Statistics: short labels for a player's profile (a count each; escaped is 0 or 1)

stat-elba-fights-won = Fights won
stat-elba-fights-lost = Fights lost
stat-elba-jumps = Jumps
stat-elba-escape-attempts = Escape attempts
stat-elba-escaped = Escaped
stat-elba-words-spelled = Words spelled
stat-elba-weapons-used = Weapons used
stat-elba-weapons-proposed = Weapons proposed
stat-elba-weapons-accepted = Weapons accepted
stat-elba-cards-taken = Cards taken
stat-elba-spaces-moved = Spaces moved
stat-elba-hosts-moved = Campbell or Napoleons moved
stat-elba-times-thrown = Times thrown
stat-elba-strength-gained = Strength gained
stat-elba-turns = Turns
stat-elba-rounds = Rounds
stat-elba-fights = Fights

## Refusals

refusal-elba-now-draw = Now you must choose how many cards to draw.
refusal-elba-now-actions = Now you must spend action points (move, move a host, jump, escape or end).
refusal-elba-now-fight-order = Now you must choose the next opponent of the fight.
refusal-elba-now-arms = Now you must declare weapons for the fight.
refusal-elba-now-vote = Now you must vote on the proposed weapon.
refusal-elba-now-reward = Now you must choose the card you take from the loser.
refusal-elba-now-give-up = Now you must choose a card to give up.
refusal-elba-now-bag = Now you must move cards from your hand to your bag, or finish.
refusal-elba-now-keep = Now you must choose the word (or up to two letters) your bag keeps.
refusal-elba-now-drop = Now you must choose the next card to discard from your bag.
refusal-elba-now-wait = Now you must wait.
refusal-elba-players = Escape from Elba is for { $low } to { $high } players.
refusal-elba-draw-range = You may draw 0 to { $most } cards.
refusal-elba-no-space = There is no space called “{ $name }”.
refusal-elba-not-adjacent = { $space } is not next to { $here }.
refusal-elba-player-host = Only Campbell or a neutral Napoleon can be moved, never a player.
refusal-elba-already-there = You are already there.
refusal-elba-no-jump-word = Towers and hallways have no jump word: you cannot jump there.
refusal-elba-jump-spell = Your bag must spell { $words } to jump to { $space }.
refusal-elba-not-escape-word = { $word } is not an escape word.
refusal-elba-escape-tower = Escaping with { $word } needs the word in your bag and you in the { $tower }.
refusal-elba-escape-spell = Your bag does not spell { $word }.
refusal-elba-no-opponent = { $opponent } is not an opponent still waiting in this room.
refusal-elba-weapons = Your bag cannot spell those weapons (two weapons need separate cards).
refusal-elba-no-such-card = The loser has no such card.
refusal-elba-no-letter = You have no { $letter } there.
refusal-elba-bad-keep = { $letters } cannot be kept: keep at most two letters, or one valid word spelled from your bag.
refusal-elba-no-drop = No { $letter } is left to discard: those cards are the ones you keep.
refusal-elba-hand-limit = You hold { $count } cards: put cards into your bag until you hold { $limit }.
refusal-elba-impossible = That is not possible now.
