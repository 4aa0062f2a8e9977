# A player's profile (/profile) and a server's statistics (/stats).

records-profile-title = { $who } on this server
records-no-games = { $who } has not finished a game on this server yet.
records-favourite = Favourite game: **{ $game }**
records-game-line = **{ $game }**: { $played } played · { $won } won{ $escapes ->
    [yes] {" "}· { $escaped } escaped
   *[no] {""}
} · { $rating ->
    [none] not rated
   *[other] rating { $rating }
}
records-figures = { $game }: their figures
records-figure = { $name }: **{ $value }**
records-last-games = Last games
records-last-game = #{ $table } { $game } — { $result ->
    [won] won
   *[lost] lost
} { $when }
records-replay = Replay #{ $table }
records-chart-title = Ratings of { $who }
records-chart-axis = rated games, oldest to newest
records-server-title = { $game } on this server
records-server-none = Nobody has finished a game of { $game } on this server yet.
records-server-nothing = Nobody has finished a game on this server yet.
records-server-games = **{ $games }** { $games ->
    [one] game
   *[other] games
} by { $players } { $players ->
    [one] player
   *[other] players
}; on average { $moves } moves over { $length }.
records-by-seat = **Wins by seat**
records-by-seat-title = Wins by seat — { $game }
records-seat = Seat { $seat }
records-seat-line = { $seat }: { $won } of { $games } ({ $share } %)
records-share = { $share } % of { $games }
records-records = **Records**
records-longest = Longest game: { $value } moves (#{ $table })
records-shortest-win = Shortest win: { $value } moves (#{ $table })
records-fastest-escape = Fastest escape: { $value } moves (#{ $table })
records-most = Most { $figure } in a game: { $value } — { $who } (#{ $table })
records-most-played = Most played here
records-played-line = { $game }: { $games }
records-minutes = { $minutes } min
records-hours = { $hours } h { $minutes } min
records-days = { $days } d { $hours } h
