# Words every game and every part of the bot shares.

nobody = nobody
list-none = none
list-and = { $head } and { $last }
seat-number = P{ $n }
you-suffix = { $name } (you)

## The engine contract's own refusals

refusal-game-over = The game is over.
refusal-not-your-turn = It is not your turn.
refusal-no-seat = There is no seat { $seat } at this table.
refusal-players = { $game } is for { $low }–{ $high } players, not { $count }.
refusal-bad-move = That is not a valid { $game } move ({ $detail }).
refusal-unknown-field = That is not a valid { $game } move (unknown field { $fields }).
refusal-unknown-game = There is no game called { $name }. Games: { $known }.
