# Fled on Discord: the panel's questions and choices, and /fled.

fled-group-bunk = Place your bunk
fled-group-place = Add a tile
fled-group-surrender = Surrender a tile (none fits)
fled-group-draw = Draw
fled-group-escape = Escape!
fled-choose-bunk = Where does your bunk go? (letters on the picture)
fled-choose-place = Which tile do you add to the prison?
fled-choose-where = Where? The letters match the picture.
fled-choose-surrender = No tile fits: which one goes to the Governor?
fled-choose-how = How do you use this tile?
fled-choose-move = Where to? (cells on the picture)
fled-choose-whistle = { $depth ->
    [3] Which piece moves, and to which room?
   *[other] Whom does it target?
}
fled-choose-stash = How do you pay for it?
fled-choose-surrender-tile = Surrender it to the Governor?
fled-choose-draw = Draw from the stack, or take a tile from the Governor
fled-choose-escape = Which tools do you give up to escape?
fled-where = { $letter } — { $cells }
fled-how-move = Move with it
fled-how-whistle = Whistle: move a warder or the chaplain
fled-how-stash = Add it to your inventory
fled-how-surrender = Surrender it to the Governor
fled-whistle-to = { $npc } → { $cell }
fled-target-nobody = Target nobody
fled-stash-free = Add it (contraband found here)
fled-stash-pay = Pay with { $tiles }
fled-choices-alt = The prison with { $count } possible choices marked

cmd-fled = fled
    .description = Play Fled
cmd-fled-play = play
    .description = Make a move by typing it
cmd-fled-play-move = move
    .description = The move: start typing and pick one of the legal moves
cmd-fled-hand = hand
    .description = Show your private panel (hand, moves)
