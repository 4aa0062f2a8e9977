# The table service's refusals: nothing was changed.

table-bad-id = That { $what } is not a valid Discord id.
table-none = There is no table #{ $table }.
table-no-game-here = There is no game in this channel. Start one with { CMD("game new") }.
table-not-saved = I could not save that ({ $why }), so nothing changed. Please try again in a moment; if it keeps happening, tell the bot’s admin.
table-bad-options = Those options are not valid for { $title }: { $problems }.
table-channel-busy = This channel already has a game of { $title } (table #{ $table }, { $status ->
    [lobby] gathering players
   *[playing] in progress
}). Finish or abandon it first, or start yours in another channel or thread.
table-started-watch = This game has already started; you can watch it.
table-already-seated = You are already at this table.
table-full = This table is full: { $title } is for at most { $most } players.
table-cannot-leave = The game has started, so you cannot leave it; the host or a moderator can abandon it with { CMD("game abandon") }.
table-not-seated = You are not at this table.
table-started = This game has already started.
table-host-starts = Only the host can start the game.
table-too-few = { $title } needs at least { $least } players; waiting for { $need } more (they can use { CMD("game join") }, or the host can press **Add computer**).
table-bad-order = The seat order must list every player at the table once.
table-no-move = No move was given.
table-over = This game is over.
table-not-started = This game has not started yet.
table-not-playing = You are not playing at this table; you can watch it.
table-stale = That was made for an earlier position of the game (someone moved since). Here is the current one; please try again.
table-abandon-who = Only the host or a member with the Manage Server permission can abandon this game.
table-not-in-progress = This game is not in progress.
table-damaged = Table #{ $table } cannot be read: its saved game is damaged ({ $why }). The other tables are not affected. The host or a moderator can close it with { CMD("game abandon") }; the bot’s admin can check it with `python -m bot replay { $table }`.
table-discussion = The players are still talking it over: the moves open <t:{ $when }:R>.
table-not-finished = That game is not over yet.
table-replay-running-seat = This game is still being played: its replay shows only what everyone sees. A seat's view opens once the game is over.
table-replay-no-seat = That game has seats 1 to { $most }.
table-record-running = Table #{ $table } is still being played: its record is given once the game is over (until then it holds every secret of the game).
table-abandon-rated = A rated game in progress can be closed only by a member with the Manage Server permission (or, at a tournament's table, its organiser), so that nobody ends a game they are losing. Ask one of them; if a player has left, they can name them with `forfeit`.
table-abandon-forfeit = `forfeit` names a player of this game in progress: the one who left it.
table-rematch-closed = This table is a rematch of table #{ $table } between its players: nobody else can join it.
table-rematch-waiting = The rematch starts by itself when every player has pressed **Ready**; waiting for { $who }.
table-rematch-over = This rematch is not waiting for players any more.

# Computer players a host seats in the lobby.
computer-name = Computer { $number }
table-computers-range = At a table of { $title } you can seat from 0 to { $most } computer players.
table-host-computers = Only the host can add or remove computer players.
table-no-computer = There is no computer player at this table to remove.
