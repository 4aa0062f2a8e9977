# House rules (`/game new … options:`): each option's value as a short sentence (shown on the
# table when it differs from the rulebook) and, as .meaning, what the option decides (`/game rules`).
# $value is the option's value: true/false, a word, a number, or a list written with commas.

options-house-rules = House rules: { $rules }
options-guide-title = House rules of { $game }
options-guide-intro = Each option is given to { $command } as name=value (several separated by spaces). Without options, the table plays the rulebook.
options-guide-line = **{ $name }** — { $meaning } Rulebook: { $default } Values: { $values }.
options-guide-none = { $game } has no house rules: the table always plays the rulebook.
options-any-number = a whole number
options-any-list = a list

option-fugitive-opening = { $value ->
    [exactly_two] The Fugitive opens with exactly two hideouts (2nd edition).
   *[one_or_two] The Fugitive opens with one or two hideouts.
}
    .meaning = How many hideouts the Fugitive lays on his first turn.
option-fugitive-pass_bonus = { $value ->
    [true] A pass also draws a card from the lowest pile left (2nd edition).
   *[false] A pass draws no extra card.
}
    .meaning = Whether passing earns an extra card.

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

option-alcatraz-layout = { $value ->
    [random] The locations are laid out at random, on random sides.
    [chosen] The locations are laid out in a chosen order.
   *[first_game] The locations are laid out as for a first game.
}
    .meaning = How the twelve locations are laid out.
option-alcatraz-first_game_side = { $value ->
    [copper] A first-game layout uses the copper sides.
    [random] A first-game layout uses sides drawn at random.
   *[silver] A first-game layout uses the silver sides.
}
    .meaning = Which sides a first-game layout shows.
option-alcatraz-chosen_order = { $value ->
    [none] The locations keep their order, 1 to 12.
   *[other] The locations are laid out in the order { $value }.
}
    .meaning = The order of the locations, for a chosen layout.
option-alcatraz-chosen_sides = { $value ->
    [none] The locations show the first-game side.
   *[other] The locations show the sides { $value }.
}
    .meaning = The side of each location, for a chosen layout.
option-alcatraz-track_max = Stamina and cash go up to { $value }.
    .meaning = The top of the stamina and cash tracks.
option-alcatraz-bribe_scope = { $value ->
    [action] A bribe lasts for one action only.
   *[turn] A bribe lasts for the rest of the turn at that location.
}
    .meaning = How long a bribe lasts.
option-alcatraz-scapegoat_counts_for_task = { $value ->
    [false] The scapegoat does not count as a prisoner present for a task.
   *[true] The scapegoat counts as a prisoner present for a task.
}
    .meaning = Whether the scapegoat helps with tasks.
option-alcatraz-all_indispensable_policy = { $value ->
    [all_escape] When the plan is complete and nobody can be left behind, everyone escapes.
   *[continue] When the plan is complete but nobody can be left behind, the game goes on.
}
    .meaning = What happens when the plan is complete but everyone is indispensable.
option-alcatraz-stay_policy = { $value ->
    [scapegoat_first] The scapegoat stays behind when the plan can spare him.
   *[exactly_one] The least useful prisoner the plan can spare stays behind.
}
    .meaning = Who stays behind in prison.
option-alcatraz-radio_silver = { $value ->
    [add] The Radio Room's silver side adds two guards from the supply.
   *[move] The Radio Room's silver side moves two guards on the board.
}
    .meaning = What the Radio Room's silver side does with guards.
option-alcatraz-trade_scope = { $value ->
    [anytime] Any two prisoners in one location may trade at any time.
   *[turn] Trades happen on your own turn, with a prisoner in your location.
}
    .meaning = Who may trade, and when.
option-alcatraz-vote_timeout_ballot = { $value ->
    [self] A voter who runs out of time votes for himself.
   *[random] A voter who runs out of time votes for someone on the ballot at random.
}
    .meaning = The ballot cast for a voter who runs out of time.
