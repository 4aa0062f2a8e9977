# Time at the tables: deadlines, reminders, stand-ins, vacations.

time-vote-open = the discussion is over: the vote is open!
time-reminder = Your move in { $game } (table #{ $table }) — the time runs out { $when }.
time-reminder-public = your move is waiting; the time runs out { $when }.
time-stand-in = ⏰ { $who } ran out of time; the computer played for them: { $moves }
time-rule-default = ⏰ { $who } ran out of time; the rules decide for them: { $moves }
time-skipped = ⏰ { $who } ran out of time and passes: { $moves }
time-forfeit-stand-in = { $reason ->
    [timeout] ⏰ { $who } ran out of time and forfeits
    [dropped] 🚪 { $who } left the tournament
   *[other] 🏳️ { $who } resigned
}: they are ranked last, and the computer plays their seat to the end for the others.
time-forfeited-seat = You forfeited this game: the computer plays your seat to the end.
time-more-moves = … ({ $count } more)
time-away = 🏖️ { $who } is away until { $until }. { $stand_in ->
    [yes] The computer plays for them when their time runs out.
   *[no] Their clock waits for them.
}
time-back = 👋 { $who } is back.
time-bad-duration = I could not read { $typed } as a time: write it like `10m`, `24h`, `3d` or `1h30m`.
time-out-of-range = A time per move runs from 1 minute to 30 days.
time-no-skip = In { $game } a player who runs out of time cannot simply pass: choose `computer` or `forfeit`.
time-no-discussion = { $game } has no vote to discuss: the discussion window is for games with a vote.
time-discussion-range = A discussion before a vote runs from 10 seconds to 24 hours.
time-away-set = You are away until { $until }: your { $count ->
    [one] table was told
   *[other] { $count } tables were told
}. { $stand_in ->
    [yes] The computer plays for you when your time runs out.
   *[no] Your clocks wait for you.
} Back early with { CMD("game back") }.
time-back-set = Welcome back! Your clocks run again.
time-not-away = You were not away.
