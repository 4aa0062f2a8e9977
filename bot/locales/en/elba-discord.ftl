# Escape from Elba on Discord: who is awaited for what, the panel's extra words, the DMs, the
# pictures' words, and /elba.

## The table message: every decision awaited, its deadline and what happens without an answer

elba-waiting = ⏳ Waiting for { $who }: { $decision }{ $timed ->
    [yes] {" "}(deadline { $when }; without an answer: { $default })
   *[no] {""}
}
elba-decision = { $kind ->
    [draw] how many cards to draw
    [actions] actions
    [fight_order] the next opponent
    [arms] weapons
    [vote] a vote on { $word }
    [reward] the card to take
    [give_up] the card to give up
    [bag] cards into the bag
    [keep] what the bag keeps
    [drop] the order of the discards
   *[other] a decision
}
elba-default = { $kind ->
    [arms] no weapon
    [vote] a “no” vote
    [forfeit] forfeits the game
   *[computer] the computer decides
}

## A direct message for a decision outside one's turn

elba-dm-decision = { $fight ->
    [yes] ⚔️ A fight in { $space } ({ $aggressor } against { $defender }) waits for you
   *[no] A decision waits for you
} in { $game } (table #{ $table }): { $decision }.{ $timed ->
    [yes] {" "}Deadline { $when }; without an answer: { $default }.
   *[no] {""}
}

## The private panel: what the decision is about

elba-panel-draw = You hold { $hand ->
    [one] 1 card
   *[other] { $hand } cards
}: after the draw, your action points are 7 minus the cards in your hand.
elba-panel-actions = { $ap ->
    [one] 1 action point left
   *[other] { $ap } action points left
}. Your bag spells: { $spells }.
elba-panel-fight-order = Several hosts are here: choose whom you fight first. If you lose, you are thrown out and the other fights are off.
elba-panel-arms = You: die { $die } + strength { $strength } = { $total }. { $other }: die { $other_die } + strength { $other_strength } = { $other_total }{ $bonus ->
    [0] {""}
   *[other] , up to +{ $bonus } with weapons
}. { $aggressor ->
    [yes] You attack: you win ties.
   *[no] { $other } attacks and wins ties.
} Each weapon adds 1; both choices are shown together.
elba-panel-arms-unrolled = Choose your weapons for the fight against { $other } before the dice are rolled.
elba-panel-vote = { $who } proposes { $word } as a weapon. A majority of “yes” accepts it for the rest of the game; a tie or no answer rejects it.
elba-panel-reward = You beat { $loser }: take the card you choose from their bag, or a random card from their hand. It goes into your hand.
elba-panel-give-up = You lost: one card of your hand or bag goes onto the discard pile, face up.
elba-panel-bag = { $excess ->
    [0] Move cards from your hand into your bag if you wish, then stop.
   *[other] You hold more than 7 cards: put at least { $excess } into your bag.
} Your bag then keeps at most two letters, or one word.
elba-panel-keep = Your bag: { $bag }. Keep at most two cards, or one word that uses every card you keep; the rest goes onto the discard pile.
elba-panel-drop = The last card you discard is the new top of the discard pile: whoever beats Campbell takes it.
elba-panel-default = Without an answer { $when }, the computer plays for you: { $move }.

## What letters spell

elba-spells-nothing = no escape word, jump or weapon yet
elba-spells-anywhere = anywhere
elba-spells-escape-word = { $word } ({ $where })
elba-spells-escape = escape with { $words }
elba-spells-jumps = { $listed ->
    [yes] jump to { $places }
   *[no] jump to { $count } spaces
}
elba-spells-weapons = weapons +{ $bonus }

## Labels of the panel's choices

elba-keep-group = { $kind ->
    [escape] ★ Words with an escape word
    [few] Nothing, or one or two letters
   *[word] Other words
} ({ $count })
elba-choose-keep-group = { $kind ->
    [escape] ★ Keep a word that spells an escape word
    [few] Keep nothing, or one or two letters
   *[word] Which word does your bag keep?
}
elba-label-host = { $host } · { $space } · strength { $strength }
elba-label-bonus = Bonus { $bonus } ({ $count } choices)
elba-label-prefix = { $prefix }… ({ $count })
elba-label-draw-ap = then { $ap ->
    [one] 1 action point
   *[other] { $ap } action points
}
elba-label-fights = { $move } ⚔ { $who }
elba-label-spelling = spelling { $word }
elba-label-escape = { $move } ({ $chance } in 6)
elba-label-strength = { $move } (strength { $strength })
elba-label-total = { $move } → { $total }

## The pictures

elba-pic-no-fights = no fights
elba-pic-or = or
elba-pic-deck = Deck { $count }
elba-pic-discard = Discard
elba-pic-discarded = { $count } discarded
elba-pic-pile = pile { $cut ->
    [yes] …{ $letters }
   *[no] { $letters }
}
elba-pic-fight = ⚔ Fight in { $space }: { $aggressor } attacks { $defender }{ $rolled ->
    [yes] {""}
   *[no] {" "}(dice not rolled yet)
}
elba-pic-versus = against
elba-pic-fight-total = +{ $strength } = { $total }
elba-pic-strength = strength { $strength }
elba-pic-hand-size = { $count ->
    [one] 1 card in hand
   *[other] { $count } cards in hand
}
elba-pic-ap = { $ap } AP
elba-pic-bag = bag
elba-pic-your-hand = { $who } · your hand: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
elba-pic-weapons = { $count ->
    [0] no weapon in this fight
   *[other] weapons: { $weapons }
}
elba-pic-no-hand = (no card in hand)
elba-pic-bag-public = Bag (public):
elba-pic-empty = empty

## /elba

cmd-elba = elba
    .description = Play Escape from Elba
cmd-elba-play = play
    .description = Make a move by typing it
cmd-elba-play-move = move
    .description = The move: start typing and pick one of the legal moves
cmd-elba-hand = hand
    .description = Show your private panel (hand, moves)

# House rules: each option's value as a sentence (shown when the table differs from the
# rulebook) and, as .meaning, what it decides (listed by /game rules). See options.ftl.
option-elba-ap_loss_on_any_loss = { $value ->
    [false] The active player loses their action points only when they lose a fight they started.
   *[true] The active player loses their action points when they lose any fight.
}
    .meaning = Which lost fights end the active player's actions.
option-elba-weapon_declaration = { $value ->
    [before_roll] Weapons are declared before the roll.
   *[after_roll_simultaneous] Weapons are declared after the roll, by both fighters at once.
}
    .meaning = When fighters declare their weapons.
option-elba-weapon_max_bonus = { $value ->
    [0] Weapons add nothing to a fight.
    [1] Weapons add at most 1 to a fight.
   *[other] Weapons add at most { $value } to a fight.
}
    .meaning = The most that weapons add to a fighter's strength.
option-elba-weapon_vote = { $value ->
    [false] Only words already accepted count as weapons: no vote on new ones.
   *[true] The table votes on a word proposed as a new weapon.
}
    .meaning = Whether new weapon words can be voted in.
option-elba-npc_opponent_order = { $value ->
    [random] A character facing several players fights them in random order.
   *[active_player_chooses] The active player chooses the order in which a character fights several players.
}
    .meaning = Who orders a character's fights against several players.
option-elba-penalties_before_move = { $value ->
    [false] A loser is thrown before growing stronger.
   *[true] A loser grows stronger before being thrown.
}
    .meaning = The order of a lost fight's penalties.
option-elba-two_roll_hallway_single_space = { $value ->
    [false] Each roll of a two-roll hallway is a place of its own when placing pieces.
   *[true] A hallway reached by two rolls counts as one space when placing pieces.
}
    .meaning = How pieces are placed on hallways reached by two rolls.
option-elba-towers_in_random_placement = { $value ->
    [false] Pieces are never placed at random on a tower.
   *[true] Pieces placed at random may land on towers.
}
    .meaning = Whether random placement may use the towers.
option-elba-show_full_discard = { $value ->
    [false] Only the top card of the discard pile is shown.
   *[true] The whole discard pile is shown.
}
    .meaning = How much of the discard pile everyone sees.
option-elba-max_players_single_deck = { $value ->
    [one] One deck up to { $value } player; two decks above.
   *[other] One deck up to { $value } players; two decks above.
}
    .meaning = Up to how many players one deck of cards is used.
option-elba-two_decks = { $value ->
    [true] Two decks: the table seats 3 to 11 players (the rulebook's suggestion beyond 6).
   *[false] One deck: the table seats 3 to 6 players.
}
    .meaning = Two decks of cards, for a table of 7 to 11 players.
option-elba-chain_fight_cap = { $value ->
    [one] A chain of fights stops after { $value } fight.
   *[other] A chain of fights stops after { $value } fights.
}
    .meaning = The most fights one arrival can set off.
option-elba-turn_limit = { $value ->
    [0] The game has no turn limit.
    [one] The game ends without a winner after { $value } turn.
   *[other] The game ends without a winner after { $value } turns.
}
    .meaning = A limit of turns for games that drag on (0: none).
