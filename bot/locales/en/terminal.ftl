# The terminal game (python -m bot play).

terminal-welcome = { $game } — { $players } players. You play: { $seats }.
terminal-how = Type a move as shown (for example "draw 2"), or just its numbers when they are enough. "help" shows the rules, "board" the position again, "q" quits.
terminal-hand-over = Pass the keyboard to { $name }, then press Enter.
terminal-your-move = { $name }, your move:
terminal-help-commands = Your moves:
terminal-unknown = I do not know the move "{ $typed }". Type one of the moves listed, or "help".
terminal-bye = Bye!
terminal-over = Game over. { $count ->
    [0] Nobody wins.
    [one] Winner: { $winners }.
   *[other] Winners: { $winners }.
}
terminal-pictures = Pictures saved in { $folder }/
terminal-leave = Press Enter to leave.
terminal-ways = { $first } ({ $count } ways)
terminal-fled-letters = { $command } { $first }{ $count ->
    [one] {""}
   *[other] …{ $last }
}  ({ $count ->
    [one] one placement
   *[other] { $count } placements
}{ $pictured ->
    [yes] , lettered on { $picture }
   *[no] {""}
})
terminal-notepad-title = Your notepad:
terminal-notepad-legend = × certainly not a hideout ({ $crossed }: your cards and the face-up cards) · [n] picked ({ $picked })
# the heading of the rules help paragraph on playing on Discord, left out in the terminal
terminal-help-discord = **Here.**
terminal-notepad-hint = notepad                  your notepad of numbers 1–42{ $pictured ->
    [yes] {" "}(also drawn on { $picture })
   *[no] {""}
}
