# Alcatraz: The Scapegoat: prisoners plan an escape together, and one of them will be left behind.

game-alcatraz = Alcatraz: The Scapegoat

alcatraz-role-0 = Blue (P1)
alcatraz-role-1 = Orange (P2)
alcatraz-role-2 = Green (P3)
alcatraz-role-3 = Purple (P4)

## The twelve locations: the bare name, and with its article (.the)

alcatraz-room-1 = Chapel
    .the = the Chapel
alcatraz-room-2 = Radio Room
    .the = the Radio Room
alcatraz-room-3 = Dining Hall
    .the = the Dining Hall
alcatraz-room-4 = Infirmary
    .the = the Infirmary
alcatraz-room-5 = Exercise Yard
    .the = the Exercise Yard
alcatraz-room-6 = Visiting Room
    .the = the Visiting Room
alcatraz-room-7 = Workshop
    .the = the Workshop
alcatraz-room-8 = Recreational Room
    .the = the Recreational Room
alcatraz-room-9 = Cell Block
    .the = the Cell Block
alcatraz-room-10 = Laundry
    .the = the Laundry
alcatraz-room-11 = Guard Room
    .the = the Guard Room
alcatraz-room-12 = Warden’s Office
    .the = the Warden’s Office
alcatraz-room-unknown = location { $n }
    .the = location { $n }

## Items and tracks: $count is a number, or "kind" for the type in general

alcatraz-item-keys = { $count ->
    [one] key
    [kind] keys
   *[other] keys
}
alcatraz-item-knives = { $count ->
    [one] knife
    [kind] knives
   *[other] knives
}
alcatraz-item-clothes = { $count ->
    [one] set of clothes
    [kind] clothes
   *[other] sets of clothes
}
alcatraz-item-drugs = { $count ->
    [one] drug
    [kind] drugs
   *[other] drugs
}
alcatraz-item-tools = { $count ->
    [one] tool
    [kind] tools
   *[other] tools
}
alcatraz-item-gun = { $count ->
    [one] gun
    [kind] gun
   *[other] guns
}
alcatraz-item-cash = { $count ->
   *[other] cash
}
alcatraz-item-stamina = { $count ->
   *[other] stamina
}
alcatraz-amount = { $count } { $item }
alcatraz-semicolon = {"; "}
alcatraz-nothing = nothing

## Plan steps, task cards, blackmail cards

alcatraz-step-A = Riot
alcatraz-step-B = Tunnel
alcatraz-step-C = Manhole
alcatraz-step-D = Set of keys
alcatraz-step-E = Clothes
alcatraz-step-F = Hostage

alcatraz-task-A1 = Copy the key
alcatraz-task-A2 = Spike the guards’ coffee
alcatraz-task-A3 = Arm the ringleaders
alcatraz-task-A4 = Set the mattresses on fire
alcatraz-task-A5 = Take over the gun gallery
alcatraz-task-B1 = Dig behind the air vent
alcatraz-task-B2 = Hide the rubble
alcatraz-task-B3 = Shore up the shaft
alcatraz-task-B4 = Break through the foundations
alcatraz-task-B5 = Dummy heads in the bunks
alcatraz-task-C1 = Pry the grate loose
alcatraz-task-C2 = Steal the sewer plans
alcatraz-task-C3 = Cut the padlock
alcatraz-task-C4 = Lift the cover unseen
alcatraz-task-C5 = Flood the pipes
alcatraz-task-D1 = Press a wax impression
alcatraz-task-D2 = Bribe the turnkey
alcatraz-task-D3 = Lift the guard’s key ring
alcatraz-task-D4 = File the blanks
alcatraz-task-D5 = Raid the key cabinet
alcatraz-task-E1 = Sew civilian jackets
alcatraz-task-E2 = Dye the uniforms
alcatraz-task-E3 = Swap laundry bags
alcatraz-task-E4 = Make guard uniforms
alcatraz-task-E5 = Waterproof the raincoats
alcatraz-task-F1 = Corner the night guard
alcatraz-task-F2 = Lure the doctor
alcatraz-task-F3 = Gag and bind
alcatraz-task-F4 = Seize the warden’s aide
alcatraz-task-F5 = Hold the warden at knifepoint

alcatraz-bm-tipoff = Tip-off
    .text = Move one guard from any location to any other location that has fewer than 4 guards.
alcatraz-bm-lockdown = Lockdown
    .text = Move up to two guards, each into an adjacent location (diagonals count) with fewer than 4 guards.
alcatraz-bm-shakedown = Shakedown
    .text = Pick one item of any prisoner; it goes back to a free matching slot of your choice.
alcatraz-bm-protection = Protection Money
    .text = Every other prisoner who has cash pays you 1 cash (above your track’s top it is lost).
alcatraz-bm-pickpocket = Pickpocket
    .text = Steal 1 item or 1 cash from a prisoner in your location or an adjacent one; it does not use up your steal of the round.
alcatraz-bm-transfer = Transfer Order
    .text = Move another prisoner into a location next to theirs (not one with 4 guards).
alcatraz-bm-sleepless = Sleepless Night
    .text = A prisoner of your choice loses 2 stamina (never below 0).
alcatraz-bm-paperwork = Paperwork
    .text = Move a task on the board to a location without a task, drawn at random.
alcatraz-bm-replace_task = Change of Plans
    .text = Remove a task on the board from the game and put out a new one.

## Events (public ones in the third person, private ones speak to their reader)

alcatraz-event-ballot_cast = { $who } has voted.
alcatraz-event-my_ballot = You voted for { $candidate }.
alcatraz-event-kept_card = { $who } kept one of the blackmail cards they were shown.
alcatraz-event-cards_gained = { $who } gained { $count ->
    [one] a blackmail card
   *[other] { $count } blackmail cards
}.
alcatraz-event-my_new_cards = Your new blackmail { $count ->
    [one] card
   *[other] cards
}: { $cards }.
alcatraz-event-cards_shown = Keep one of these blackmail cards: { $cards }.
alcatraz-event-new_round = Round { $round } begins{ $count ->
    [0] .
   *[other] : a new guard arrives in { $place }.
}
alcatraz-event-scapegoat_elected = The ballots: { $ballots }. { $elected } { $again ->
    [yes] stays the scapegoat
   *[no] is the new scapegoat
} (+{ $bonus } AP).
alcatraz-ballot = { $voter } → { $candidate }
alcatraz-event-tasks = Tasks on the board: { $count ->
    [0] none
   *[other] { $tasks }
}.
alcatraz-task-at = { $step } “{ $name }” in { $place }
alcatraz-event-turn = It is { $who }’s turn ({ $ap ->
    [one] 1 action point
   *[other] { $ap } action points
}).
alcatraz-event-stay_vote = The whole plan A–F is covered! { $candidates } are equally useful: the others now vote in secret on who stays behind.
alcatraz-event-game_over = { $reason ->
    [guards] The 21st guard arrived: the escape has failed and everybody loses.
   *[escape] { $escaped } escaped from Alcatraz! Left behind: { $stayed }.
}

alcatraz-event-action-move = { $who } went to { $place }.
alcatraz-event-action-use = { $who } used { $here_place }{ $paid ->
    [none] {""}
   *[other] {" "}(paying { $paid })
}{ $gains ->
    [none] .
   *[other] {" "}and got { $gains }.
}
alcatraz-event-action-steal = { $who } stole { $item } from { $target }.
alcatraz-event-action-riot = { $who } started a riot in { $here_place }: a guard comes over from { $from_place }.
alcatraz-event-action-discard = { $who } discarded { $item }.
alcatraz-event-action-bribe = { $who } bribed a guard in { $here_place } (1 cash).
alcatraz-event-action-stamina = { $who } spent 1 stamina for one more action point.
alcatraz-event-action-end_turn = { $who } ended their turn.
alcatraz-event-action-guard_move = { $who } moved a guard { $supply ->
    [yes] from the supply
   *[no] from { $from_place }
} to { $to_place }.
alcatraz-event-action-guard_stop = { $who } stopped moving guards.
alcatraz-event-action-place_item = { $who } put { $item } back in { $place }.
alcatraz-event-action-task_start = { $who } started the task in { $here_place }.
alcatraz-event-action-task_pledge = { $own ->
    [yes] { $who } hands in { $item } for the task.
   *[no] { $who } asks { $owner } to hand in { $item } for the task.
}
alcatraz-event-action-task_answer = { $accept ->
    [yes] { $who } hands { $item } over to { $performer } for the task.
   *[no] { $who } refuses to hand { $item } over to { $performer }.
}
alcatraz-event-action-task_complete = { $who } completed “{ $task }” in { $place } and marks step { $step } ({ $step_name }). { $reward ->
    [none] No reward card is left in the task deck.
   *[other] The reward card gives step { $reward } ({ $reward_name }) to { $rewarded }.
}
alcatraz-event-action-task_cancel = { $who } called off the task.
alcatraz-event-action-trade_open = { $who } is putting a trade together with { $partner }.
alcatraz-event-action-trade_add = { $side ->
    [give] { $who } adds { $item } to give.
   *[take] { $who } asks for { $item } in return.
}
alcatraz-event-action-trade_offer = { $who } offers { $partner } a trade: { $give } for { $take }.
alcatraz-event-action-trade_cancel = { $who } called off the trade.
alcatraz-event-action-trade_answer = { $accept ->
    [yes] { $who } accepted the trade with { $by }: { $give } for { $take }.
   *[no] { $who } turned down the trade with { $by }.
}

alcatraz-played-tipoff = { $who } played { $card }: they move a guard.
alcatraz-played-lockdown = { $who } played { $card }: up to two guards move one location over.
alcatraz-played-protection = { $who } played { $card }: every other prisoner with cash pays them 1 cash.
alcatraz-played-shakedown = { $who } played { $card }: { $target } loses { $item }.
alcatraz-played-pickpocket = { $who } played { $card } and took { $item } from { $target }.
alcatraz-played-transfer = { $who } played { $card }: { $target } is moved to { $place }.
alcatraz-played-sleepless = { $who } played { $card }: { $target } loses up to 2 stamina.
alcatraz-played-paperwork = { $who } played { $card }: the task in { $place } moves to another location.
alcatraz-played-replace_task = { $who } played { $card }: the task in { $place } is replaced by a new one.

## Moves

alcatraz-move-vote = Vote for { $candidate }
alcatraz-move-move = Go to { $place } ({ $loc })
alcatraz-move-use = Use this location’s rule{ $paid ->
    [none] {""}
   *[other] , paying { $paid }
}{ $taking ->
    [none] {""}
   *[other] , taking { $taking }
}{ $card ->
    [none] {""}
   *[other] , picking { $card }
}
alcatraz-move-steal = Steal { $item } from { $target }
alcatraz-move-riot = Riot: draw a guard from { $from_place } ({ $from_loc })
alcatraz-move-discard = Discard { $item }
alcatraz-move-bribe = Bribe a guard (1 cash)
alcatraz-move-stamina = Spend 1 stamina for +1 action point
alcatraz-move-end_turn = End my turn
alcatraz-move-guard_move = Move a guard { $supply ->
    [yes] from the supply
   *[no] from { $from_place } ({ $from_loc })
} to { $to_place } ({ $to_loc })
alcatraz-move-guard_stop = Stop moving guards
alcatraz-move-place_item = Put the item back in { $place } ({ $loc })
alcatraz-move-keep_card = Keep { $card }
alcatraz-move-task_start = Start the task here
alcatraz-move-task_pledge = { $owner } hands in { $item }
alcatraz-move-task_answer = { $accept ->
    [yes] Hand it over for the task
   *[no] Keep it
}
alcatraz-move-task_complete = Complete the task
alcatraz-move-task_cancel = Call off the task
alcatraz-move-trade_open = Trade with { $partner }
alcatraz-move-trade_add = { $side ->
    [give] Give { $item }
   *[take] Ask for { $item }
}
alcatraz-move-trade_offer = Offer the trade
alcatraz-move-trade_cancel = Call off the trade
alcatraz-move-trade_answer = { $accept ->
    [yes] Accept the trade
   *[no] Decline the trade
}

alcatraz-play-tipoff = Play { $card }: move a guard
alcatraz-play-lockdown = Play { $card }: move up to two guards one step
alcatraz-play-protection = Play { $card }: 1 cash from every other prisoner
alcatraz-play-shakedown = Play { $card }: { $target } loses { $item }
alcatraz-play-pickpocket = Play { $card }: take { $item } from { $target }
alcatraz-play-transfer = Play { $card }: move { $target } to { $place } ({ $loc })
alcatraz-play-sleepless = Play { $card }: { $target } loses 2 stamina
alcatraz-play-paperwork = Play { $card }: move the task in { $place } ({ $loc })
alcatraz-play-replace_task = Play { $card }: replace the task in { $place } ({ $loc })

alcatraz-cmd-vote = vote
alcatraz-cmd-move = move
alcatraz-cmd-use = use
alcatraz-cmd-steal = steal
alcatraz-cmd-riot = riot
alcatraz-cmd-discard = discard
alcatraz-cmd-bribe = bribe
alcatraz-cmd-stamina = stamina
alcatraz-cmd-end_turn = end
alcatraz-cmd-blackmail = blackmail
alcatraz-cmd-guard_move = guard
alcatraz-cmd-guard_stop = stop
alcatraz-cmd-place_item = place
alcatraz-cmd-keep_card = keep
alcatraz-cmd-task_start = task
alcatraz-cmd-task_pledge = pledge
alcatraz-cmd-task_answer = hand
alcatraz-cmd-task_complete = complete
alcatraz-cmd-task_cancel = abandon
alcatraz-cmd-trade_open = trade
alcatraz-cmd-trade_add = add
alcatraz-cmd-trade_offer = propose
alcatraz-cmd-trade_cancel = withdraw
alcatraz-cmd-trade_answer = deal

## Status and board

alcatraz-status = Round { $round } · { $body }
alcatraz-status-final = { $body }.
alcatraz-status-scapegoat = Scapegoat vote: { $cast } of { $of } ballots cast
alcatraz-status-who_stays = Who stays behind ({ $candidates })? { $cast } of { $of } ballots cast
alcatraz-status-turn = { $who } to play · { $ap } AP left{ $bribed ->
    [0] {""}
   *[other] {" "}· { $bribed } bribed
}
alcatraz-over = { $reason ->
    [guards] The 21st guard arrived: everybody loses
   *[escape] Escaped: { $escaped }. Left behind: { $stayed }
}
alcatraz-pending-trade = { $offered ->
    [yes] { $partner } must answer { $who }’s offer: { $give } for { $take }
   *[no] { $who } is putting a trade together with { $partner }
}
alcatraz-pending-task = { $asking ->
    [yes] { $owner } must say whether to hand { $item } over to { $who } for the task
   *[no] { $who } is doing a task (handed in: { $pledged })
}
alcatraz-pending-guard_moves = { $who } is moving guards ({ $left } left)
alcatraz-pending-pick = { $who } is choosing a blackmail card to keep ({ $count } shown)
alcatraz-pending-returns = { $who } is putting back { $items }
alcatraz-board-head = Alcatraz, round { $round }. { $body }.
alcatraz-board-guards = Scapegoat: { $who } (+{ $bonus } AP). Guards: { $entered } in play; the { $limit }st to arrive loses the game for everyone.
alcatraz-board-tasks = Tasks: { $count ->
    [0] none
   *[other] { $tasks }
}.
alcatraz-board-task = { $detail ->
    [2] { $step } “{ $name }” at { $loc } { $room } ({ $prisoners ->
        [one] 1 prisoner
       *[other] { $prisoners } prisoners
    }, at most { $guards ->
        [one] 1 guard
       *[other] { $guards } guards
    }, needs { $needs })
    [1] { $step } at { $loc } { $room } ({ $prisoners } pr., ≤{ $guards } g.: { $needs })
   *[0] { $step } at { $loc } { $room }
}
alcatraz-board-guard-list = Guards at: { $guards }.
alcatraz-board-guarded = { $detail ->
    [0] { $loc }×{ $count }
   *[other] { $loc } { $room } ×{ $count }
}
alcatraz-board-player = { $detail ->
    [2] { $who } at { $loc } { $room }: { $items }; { $cash } cash, { $stamina } stamina; plan { $plan }; { $cards ->
        [one] 1 blackmail card
       *[other] { $cards } blackmail cards
    }.
    [1] { $who } at { $loc } { $room }: { $items }; cash { $cash }, stamina { $stamina }, plan { $plan }, blackmail { $cards }.
   *[0] { $who } at { $loc }: { $items }; cash { $cash }, st. { $stamina }, plan { $plan }, bm { $cards }.
}
alcatraz-card = { $name } ({ $text })
alcatraz-secret-hand = { $count ->
    [0] You hold no blackmail cards.
   *[other] Your blackmail cards: { $cards }.
}
alcatraz-secret-shown = Shown to you, keep one: { $cards }.
alcatraz-secret-ballot = Your ballot: { $candidate }.

## Statistics: short labels for a player's profile (a count each; escaped, left behind and escape are 0 or 1)

stat-alcatraz-tasks-completed = Tasks completed
stat-alcatraz-tasks-helped = Tasks helped
stat-alcatraz-times-scapegoat = Times scapegoat
stat-alcatraz-votes-received = Votes received
stat-alcatraz-steals = Steals
stat-alcatraz-riots = Riots
stat-alcatraz-blackmails = Blackmail cards played
stat-alcatraz-trades = Trades
stat-alcatraz-escaped = Escaped
stat-alcatraz-left-behind = Left behind
stat-alcatraz-rounds = Rounds
stat-alcatraz-tasks-done = Tasks done
stat-alcatraz-escape = Escape

## Refusals

refusal-alcatraz-wait-vote = Cast your ballot first.
refusal-alcatraz-wait-trade-answer = Accept or decline the trade offered to you.
refusal-alcatraz-wait-task-answer = Say whether you hand in the item for the task.
refusal-alcatraz-wait-pick = First keep one of the blackmail cards you were shown.
refusal-alcatraz-wait-guards = First finish moving guards.
refusal-alcatraz-wait-returns = First put the returned item on a free slot.
refusal-alcatraz-wait-task = First complete or cancel the task you started.
refusal-alcatraz-wait-trade = First offer or cancel the trade you are putting together.
refusal-alcatraz-wait-main = That step belongs to another move.
refusal-alcatraz-already-voted = You have already voted.
refusal-alcatraz-not-on-ballot = Vote for one of the players on the ballot.
refusal-alcatraz-locked = Four guards stand here: you may only move out (or spend stamina).
refusal-alcatraz-watched = Three guards watch you here: only moving, blackmail and free actions are allowed (bribe a guard first).
refusal-alcatraz-ap-move = Moving costs { $cost } AP here; you have { $ap }.
refusal-alcatraz-ap-steal = Stealing costs { $cost } AP here; you have { $ap }.
refusal-alcatraz-ap-riot = A riot costs { $cost } AP here; you have { $ap }.
refusal-alcatraz-ap-discard = Discarding costs { $cost } AP here; you have { $ap }.
refusal-alcatraz-move-not-adjacent = You cannot go to { $place }: it is not next to your location.
refusal-alcatraz-move-full = Four guards hold { $place }: nobody may enter.
refusal-alcatraz-steal-once = You may steal only once per round.
refusal-alcatraz-steal-other = Steal from another prisoner.
refusal-alcatraz-steal-not-here = You can only steal from a prisoner in your location.
refusal-alcatraz-steal-cannot = You cannot take { $what } from that prisoner (or have no room for it).
refusal-alcatraz-riot-adjacent = A riot draws a guard from an adjacent location.
refusal-alcatraz-riot-no-guard = There is no guard in { $place }.
refusal-alcatraz-discard-none = You have no { $item }.
refusal-alcatraz-bribe-lock = Bribes cannot lift the lock of four guards.
refusal-alcatraz-bribe-no-cash = A bribe costs 1 cash; you have none.
refusal-alcatraz-bribe-no-guard = No guard here is left to bribe.
refusal-alcatraz-stamina-once = You may spend stamina only once per round.
refusal-alcatraz-stamina-none = You have no stamina to spend.
refusal-alcatraz-rule-used = You already used { $place } this round.
refusal-alcatraz-rule-ap = Using { $place } costs { $cost } AP here; you have { $ap }.
refusal-alcatraz-rule-pay-first = Using { $place } needs a payment first: one of your items or 1 cash.
refusal-alcatraz-pay-no-cash = You have no cash to pay with.
refusal-alcatraz-pay-no-item = You have no { $item } to pay with.
refusal-alcatraz-rule-no-pay = The rule of { $place } asks for no payment.
refusal-alcatraz-rule-no-card = The rule of { $place } does not let you pick a card.
refusal-alcatraz-rule-no-choice = The rule of { $place } does not let you choose items.
refusal-alcatraz-rule-nothing = The rule of { $place } has nothing you can take (no token here or no room on your sheet).
refusal-alcatraz-pick-from-discard = Pick a blackmail card from the discard pile.
refusal-alcatraz-no-blackmail-left = There are no blackmail cards left to draw.
refusal-alcatraz-no-guard-movable = No guard can be moved.
refusal-alcatraz-no-guard-adjacent = No guard can be moved to an adjacent location.
refusal-alcatraz-stamina-full = Your stamina is already at { $limit }.
refusal-alcatraz-cash-full = Your cash is already at { $limit }.
refusal-alcatraz-take-absent = You cannot take { $item } here: there is none.
refusal-alcatraz-take-count = Choose { $count ->
    [one] 1 item
   *[other] { $count } items
} to take here.
refusal-alcatraz-keep-shown = Keep one of the blackmail cards you were shown.
refusal-alcatraz-guard-stop-first = Move at least one guard first.
refusal-alcatraz-guard-not-optional = This guard move is not optional.
refusal-alcatraz-guard-move-adjacent = Move a guard from a location that has one to an adjacent location with fewer than 4 guards.
refusal-alcatraz-guard-move-anywhere = Move a guard from a location that has one to another location with fewer than 4 guards.
refusal-alcatraz-place-slot = Put the returned { $item } on a location with a free { $item } slot.
refusal-alcatraz-task-none = There is no task in your location.
refusal-alcatraz-task-scapegoat = The scapegoat may not complete tasks.
refusal-alcatraz-task-guards = “{ $task_name }” allows at most { $max ->
    [one] 1 guard
   *[other] { $max } guards
}; { $guards } watch you (bribe them or move them away).
refusal-alcatraz-task-prisoners = “{ $task_name }” needs { $count } prisoners in the location.
refusal-alcatraz-task-ap = “{ $task_name }” costs { $cost } AP here; you have { $ap }.
refusal-alcatraz-task-items-absent = The prisoners here do not hold the items this task needs.
refusal-alcatraz-task-needs-items = “{ $task_name }” still needs items handed in.
refusal-alcatraz-pledge-not-here = Only prisoners in the task’s location can hand in items.
refusal-alcatraz-pledge-none-left = That prisoner has no { $item } left to hand in.
refusal-alcatraz-pledge-not-needed = The task does not need { $item } any more.
refusal-alcatraz-pledge-refused = That prisoner already refused to hand in this item.
refusal-alcatraz-trade-other = Trade with another prisoner.
refusal-alcatraz-trade-not-here = You can only trade with a prisoner in your location.
refusal-alcatraz-give-no-cash = You have no more cash to add.
refusal-alcatraz-take-no-cash = Your partner has no more cash to add.
refusal-alcatraz-give-no-item = You have no more { $item } to add.
refusal-alcatraz-take-no-item = Your partner has no more { $item } to add.
refusal-alcatraz-trade-empty = The offer is empty: add something first.
refusal-alcatraz-trade-full-you = You would hold more than { $slots } items.
refusal-alcatraz-trade-full-partner = Your partner would hold more than { $slots } items.
refusal-alcatraz-trade-cash-top = Nobody may hold more than { $top } cash.
refusal-alcatraz-bm-scapegoat-only = Only the scapegoat may play blackmail cards.
refusal-alcatraz-bm-not-held = You do not hold that blackmail card.
refusal-alcatraz-bm-ap = Playing a blackmail card costs 1 AP; you have none left.
refusal-alcatraz-bm-target = { $card_name } needs another prisoner as its target.
refusal-alcatraz-bm-what = { $card_name }: name the item to take.
refusal-alcatraz-bm-no-cash = Nobody else has cash to pay you.
refusal-alcatraz-bm-no-item = { $card_name }: that prisoner has no { $what }.
refusal-alcatraz-bm-reach = { $card_name } reaches only your location and the adjacent ones.
refusal-alcatraz-bm-cannot-take = { $card_name }: you cannot take { $what } from that prisoner.
refusal-alcatraz-bm-transfer-adjacent = { $card_name } moves a prisoner into a location adjacent to theirs.
refusal-alcatraz-bm-transfer-full = { $card_name } cannot send a prisoner into a location with 4 guards.
refusal-alcatraz-bm-no-stamina = { $card_name }: that prisoner has no stamina to lose.
refusal-alcatraz-bm-needs-task = { $card_name } needs a task on the board.
