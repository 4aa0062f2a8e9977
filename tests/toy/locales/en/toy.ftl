# Take, the tests' toy game: its name, seats, events, moves and refusals.

game-toy = Take
toy-role-0 = First
toy-role-1 = Second
toy-event-took = { $who } takes { $count ->
    [one] one counter
   *[other] { $count } counters
}; { $pile } left.
toy-event-bonus = Your secret bonus of { $bonus } counts now.
toy-move-take = Take { $count }
toy-cmd-take = take
toy-status-turn = { $who } to take; { $pile } left.
toy-status-over = The pile is empty: { $first } against { $second }.
toy-board = A pile of { $pile }; First holds { $first }, Second { $second }.
toy-secret = Your secret bonus: { $bonus }.
refusal-toy-too-many = Take 1 or 2 counters, and no more than the { $pile } left.
