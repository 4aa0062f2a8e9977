# Fugitive on Discord: /fugitive.

cmd-fugitive = fugitive
    .description = Play Fugitive
cmd-fugitive-draw = draw
    .description = Draw a card from a pile
cmd-fugitive-draw-pile = pile
    .description = Pile 1 (4–14), 2 (15–28) or 3 (29–41)
choice-pile-1 = 1 (4–14)
choice-pile-2 = 2 (15–28)
choice-pile-3 = 3 (29–41)
cmd-fugitive-hideout = hideout
    .description = Place your next hideout (Fugitive)
cmd-fugitive-hideout-card = card
    .description = The hideout card
cmd-fugitive-hideout-sprints = sprints
    .description = Sprint cards to put under it, e.g. 5 8 (may be empty)
cmd-fugitive-pass = pass
    .description = Place no hideout this turn (Fugitive)
cmd-fugitive-end = end
    .description = End your first turn after one hideout
cmd-fugitive-guess = guess
    .description = Guess hideout numbers (Marshal)
cmd-fugitive-guess-numbers = numbers
    .description = One or more numbers from 1 to 41, e.g. 12 17 23: all must be right
cmd-fugitive-play = play
    .description = Make a move by typing it
cmd-fugitive-play-move = move
    .description = The move: start typing and pick one of the legal moves
cmd-fugitive-hand = hand
    .description = Show your private panel (hand, moves)
cmd-fugitive-notepad = notepad
    .description = Your notepad of numbers 1–41 (Marshal)
cmd-fugitive-notepad-cross = cross
    .description = Numbers to cross out, e.g. 4 9
cmd-fugitive-notepad-uncross = uncross
    .description = Numbers to put back in

# House rules: each option's value as a sentence (shown when the table differs from the
# rulebook) and, as .meaning, what it decides (listed by /game rules). See options.ftl.
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
option-fugitive-events = { $value ->
    [random] Random events: 2 house event cards shuffled into each pile.
    [discovery] Discovery events: each time the Marshal finds hideouts, the Fugitive resolves a house event.
    [helpful] Helpful events: only the house events of the helped player, spread over the piles.
    [catch_up] Catch-up events: placeholders in the piles call a house event by how many hideouts are face down.
   *[none] No event cards.
}
    .meaning = Which event variant the table plays, with Getaway's own house event deck (17 events designed for Getaway, not the publisher's cards).
option-fugitive-helped = { $value ->
    [marshal] Helpful events help the Marshal.
   *[fugitive] Helpful events help the Fugitive.
}
    .meaning = With `events=helpful`: whose events are played.
