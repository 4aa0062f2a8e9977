# Tournaments and ratings.

tournament-none = There is no tournament #{ $tournament }.
tournament-none-here = There is no tournament in this channel. An organiser starts one with { CMD("tournament new") }.
tournament-format = Tournaments come in these formats: { $known }.
tournament-swiss-two = A Swiss tournament is for two-player games; { $title } is played by more: use the groups format.
tournament-groups-three = The groups format is for games of three or more; { $title } is a two-player game: use the Swiss format.
tournament-rounds = A tournament has 1 to { $most } rounds.
tournament-busy = This channel already has a tournament (#{ $tournament }). Finish it, or run yours in another channel.
tournament-started = This tournament has already started.
tournament-already-in = You are already signed up.
tournament-use-drop = The tournament has started: to leave it, use { CMD("tournament drop") }.
tournament-not-in = You are not in this tournament.
tournament-too-few = A tournament needs at least { $least } players to start.
tournament-not-running = This tournament is not running.
tournament-not-its-table = Table #{ $table } is not a table of this tournament.
tournament-winner-not-there = The winner must be a player at that table.
tournament-organisers-only = Only the organiser, a member with Manage Server or the server's organiser role can do that.

## On Discord

choice-format-swiss = Swiss (two-player games)
choice-format-groups = groups (three or more)
tournament-title = { $game } tournament #{ $tournament }
tournament-signup = Sign-up is open: a { $format ->
    [swiss] Swiss
   *[groups] group
} tournament of { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}, run by { $organiser }. Press **Join** to play.
tournament-entrants = Players ({ $count })
button-standings = Standings
tournament-standings-title = { $game } — standings after round { $round }
tournament-standings-line = { $rank }. { $name } — { $points } { $score ->
    [one] pt
   *[other] pts
} (Buchholz { $buchholz }){ $dropped ->
    [yes] {" "}· left
   *[no] {""}
}
tournament-standings-alt = The standings of { $count } players
tournament-round-open = 🏁 Round { $round } is open! Your tables, each in its own thread:
    { $tables }
    Byes: { $byes }
tournament-over = 🏆 The tournament is over! Final standings:
tournament-opened = Tournament #{ $tournament } is open for sign-up. Start it with { CMD("tournament start") } when everyone is in.
tournament-joined = You joined tournament #{ $tournament }.
tournament-left = You withdrew from the tournament.
tournament-started-ok = Round { $round } is open.
tournament-dropped = { $who } has left the tournament: no later round pairs them.
tournament-called-off = The organiser moved the tournament on: this table closes and counts as a draw.
tournament-drop-done = Done: you are out of the tournament from the next round.
tournament-moved-on = The round is closed; the tournament moves on.
tournament-reported = Table #{ $table } is settled.
tournament-role-set = Members with { $role } may now organise tournaments here.
standings-rank = #
standings-name = Player
standings-points = Points
standings-buchholz = Buchholz
standings-wins = Wins
standings-games = Games
standings-dropped = (left)
rating-of = Ratings of { $who } on this server:
rating-line = { $game }: **{ $rating }** ({ $games ->
    [one] 1 game
   *[other] { $games } games
})
rating-none = No rated game yet.
rating-explained = A rating is an estimate ± its uncertainty (one standard deviation); rankings use the estimate minus three times the uncertainty.
rating-top = Best rated at { $game }
rating-top-line = { $rank }. { $who } — **{ $rating }** ({ $games ->
    [one] 1 game
   *[other] { $games } games
})
rating-nobody = Nobody has played a rated game of it here yet.
rating-computers-who = Only a member with the Manage Server permission can choose whether games with computer players count here.
rating-computers-counted = Games of { $game } with computer players now count for this server's ratings.
rating-computers-casual = Games of { $game } with computer players are now casual here: they do not count for the ratings.
