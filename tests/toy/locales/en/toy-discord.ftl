# Take on Discord: the panel's words and /toy.

toy-group-take = Take counters
toy-choose-take = How many counters?
cmd-toy = toy
    .description = Play Take
cmd-toy-play = play
    .description = Make a move by typing it
cmd-toy-play-move = move
    .description = The move: start typing and pick one of the legal moves
cmd-toy-hand = hand
    .description = Show your private panel (hand, moves)
