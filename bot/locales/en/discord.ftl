# What the bot says on Discord around the games: tables, lobby, panels, pings.

language-en = English
language-fr = Français
language-name = English

## The table message

table-title = { $game } — table #{ $table }
table-last-moves = Last moves
table-deadline = Deadline { $when }.
table-refreshed = The table message is up to date.
button-my-turn = My turn / My hand
button-rules = Rules
button-replay = Replay
button-add-computer = Add computer
button-remove-computer = Remove computer
button-refresh = Refresh
button-join = Join
button-leave = Leave
button-start = Start
button-retired = This button is no longer in use.
ping-your-move = your move! Use **My turn** on the table message.
ping-decision = a decision for you: { $decision }. Use **My turn** on the table message.
ping-game-on = the game is on — your move! Use **My turn**.
dm-your-turn = It is your turn in { $game } (table #{ $table }):
dm-closed-notice = I cannot send you direct messages, so your cards stay under **My turn / My hand** on the table message (only you can see them there).

## The private panel

panel-title = { $game } — table #{ $table } — your panel
panel-choose = Choose…
panel-page = { $text } (page { $page } of { $pages })
panel-previous = ◀ Previous
panel-next = Next ▶
panel-back = Back
panel-cancel = Cancel
panel-show-again = Show again
panel-yes = Yes, do it
panel-are-you-sure = Are you sure? **{ $move }** cannot be undone.
panel-nothing-to-do = Nothing to do right now; I will ping you when it is your turn.
panel-stale = That was from an earlier position of the game (someone moved since), so nothing was played. Here is your up-to-date panel.
panel-choice-gone = That choice is no longer available; here is your panel.

## When something fails

error-after-save = Something went wrong on my side after your move was saved: it counts. If the table message looks behind, press **Refresh** on it.
error-nothing-changed = Something went wrong on my side, and nothing was changed. Please try again.

## The lobby and /game

lobby-host = {" "}(host)
lobby-gathering = A game of **{ $game }** is gathering players ({ $low }–{ $high }).
    Press **Join** to take a seat; the host presses **Start** when everyone is in.
lobby-players = Players ({ $count }/{ $most })
lobby-computers = 🤖 With computer players the game is casual: it does not count for the ratings, unless the server counts them ({ CMD("rating computers") }).
lobby-closed = This table was closed. Start a new game with { CMD("game new") }.
lobby-server-only = Games are played in a server channel or thread.
lobby-no-such-game = There is no game called { $name } here. Games: { $known }.
lobby-no-such-language = I do not speak that language. Languages: { $known }.
lobby-unknown-option = Unknown option { $names }. Options: { $known } (see { CMD("game rules") }).
lobby-opened = Table #{ $table } is open. Others join with **Join** or { CMD("game join") }; start with **Start** or { CMD("game start") }.
lobby-joined = You joined table #{ $table }.
lobby-left = You left the table.
lobby-first-not-seated = That member is not at the table; they can { CMD("game join") } first.
lobby-started = The game has started.
lobby-abandoned = Table #{ $table } was abandoned.
lobby-resign-who = You can only resign from a game you are playing.
lobby-resigned = You resigned.
status-line = **{ $game }**, table #{ $table }: { $status ->
    [lobby] gathering players
    [playing] in progress
    [finished] finished
   *[abandoned] abandoned
}.
status-players = Players: { $players }
status-message = Table message: { $link }
rules-title = How to play { $game }
settings-now = Your settings: “are you sure?” before moves that cannot be undone { $confirm ->
    [on] **on**
   *[off] **off**
}; direct messages on your turn { $dm ->
    [on] **on**
   *[off] **off**
}; the computer stands in while you are away { $stand_in ->
    [on] **on**
   *[off] **off**
}.
command-other-game = The game in this channel is { $game }.
command-not-started = The game has not started yet (the host uses { CMD("game start") }).
command-unknown-move = “{ $typed }” is not a move you can make now. Start typing and pick one of the moves offered.
panel-catching-up = ⏳ Your move is saved; Discord is slow to show it at the table, and the table will catch up by itself.
button-rematch = Rematch
button-ready = Ready
button-decline = Decline
lobby-rematch = A rematch of table #{ $table }: it starts when every player has pressed **Ready**. Waiting for { $waiting }.
lobby-rematch-offered = Rematch offered (table #{ $table }): it starts when every player has pressed **Ready**.
lobby-ready = You are ready; the rematch starts when everyone is.
lobby-declined = You declined the rematch.
table-rematch-declined = { $who } declined the rematch: it is off.
table-abandoned-notice = 🚪 { $by } closed this table: the game has no result.
table-result = { $reason ->
    [timeout] ⏰ { $losers } ran out of time and forfeits the game; the win goes to { $winners }.
    [resigned] 🏳️ { $losers } resigned; the win goes to { $winners }.
    [dropped] 🚪 { $losers } left the tournament; the win goes to { $winners }.
    [abandoned] 🚪 { $losers } left the game and forfeits it; the win goes to { $winners }.
   *[reported] 📋 The organiser settled this table: the win goes to { $winners }.
}
status-orphaned = ⚠️ I cannot reach this table's channel ({ $why }): the table and its clocks wait until I can again.

status-last = No game is open here. The last one: { $result }
history-none = No finished game yet.
history-title = Recent games:
recap-title = { $game }, table #{ $table }: the whole game in a few seconds.
replay-title = { $game } — replay of table #{ $table }
replay-step = Move { $step } of { $total } · { $who }
replay-public = the public view
replay-seat = { $name }’s view
replay-start = The game as it was set up, before the first move.
replay-turn = Move { $step } · { $who }
replay-jump = Go to a turn…
export-record = The record of table #{ $table }: its options, seed and every move. Anyone with Getaway can rebuild the game from it with `{ $command }`.
history-line = #{ $table } { $game } · { $when } · { $status ->
    [abandoned] abandoned
   *[finished] winners: { $winners }
} · { $players }
lobby-thread-name = { $game } with { $host }
lobby-thread-here = A table can open a thread only from a text channel.
lobby-thread-forbidden = I may not create threads here: give me the Create Public Threads permission, or open the table without `thread`.
lobby-computer-added = { $name } took a seat at the table.
lobby-computer-removed = A computer player left the table.
recap-casual-computers = 🤖 Computer players sat at this table: the game is casual and does not count for the server's ratings.
