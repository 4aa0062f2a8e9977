# Alcatraz on Discord: the panel's groups, questions and choices, the table's words, the
# pictures' words and /alcatraz.

## Groups of moves on the panel ($cost: the cost in words, under the guards of one's location)

alcatraz-group-vote = Vote
alcatraz-group-move = Move · { $cost }
alcatraz-group-use = Use { $place } · { $cost }
alcatraz-group-steal = Steal · { $cost }
alcatraz-group-riot = Riot · { $cost }
alcatraz-group-discard = Discard an item · { $cost }
alcatraz-group-blackmail = Play a blackmail card · { $cost }
alcatraz-group-trade_open = Trade · { $cost }
alcatraz-group-give = Give
alcatraz-group-take = Ask for
alcatraz-group-task_pledge = Hand in for the task
alcatraz-group-guard_move = Move a guard
alcatraz-group-place_item = Put the item back
alcatraz-group-keep_card = Keep a card
alcatraz-group-task_answer = Hand it over?
alcatraz-group-trade_answer = Accept the trade?

## The question of each step (head of the move, then the field chosen next)

alcatraz-choose-vote-candidate = Your secret ballot: who becomes the scapegoat?
alcatraz-choose-move-to = Where to? (1 AP)
alcatraz-choose-use-pay = How do you pay?
alcatraz-choose-use-take = What do you take?
alcatraz-choose-use-card = Which blackmail card do you take?
alcatraz-choose-steal-target = Steal from whom?
alcatraz-choose-steal-what = What do you steal?
alcatraz-choose-riot-source = Draw a guard from which location?
alcatraz-choose-discard-item = Which item do you discard?
alcatraz-choose-blackmail-card = Which blackmail card?
alcatraz-choose-blackmail-target = Against whom?
alcatraz-choose-blackmail-location = Which location?
alcatraz-choose-blackmail-what = Which item?
alcatraz-choose-guard_move-source = Move a guard from where?
alcatraz-choose-guard_move-to = …to where?
alcatraz-choose-place_item-location = Put the item back where? (a free slot of its kind)
alcatraz-choose-keep_card-card = Which card do you keep?
alcatraz-choose-task_pledge-owner = Whose item?
alcatraz-choose-task_pledge-item = Which item?
alcatraz-choose-task_answer-accept = Hand it over for the task?
alcatraz-choose-trade_open-partner = Trade with whom? (trades are free)
alcatraz-choose-give-what = What do you give?
alcatraz-choose-take-what = What do you ask for in return?
alcatraz-choose-trade_answer-accept = Accept the trade?

## Choices

alcatraz-ui-cost = { $ap ->
    [0] free
   *[other] { $ap } AP
}
alcatraz-ui-seat = { $role } — { $name }
alcatraz-ui-seat-you = { $role } — { $name } (you)
alcatraz-ui-candidate = { $cards ->
    [one] 1 blackmail card
   *[other] { $cards } blackmail cards
} · { $items } · { $cash } cash · plan { $plan }
alcatraz-ui-room = { $loc } · { $room }
alcatraz-ui-room-info = { $guards ->
    [0] no guard
    [one] 1 guard
   *[other] { $guards } guards
}{ $effect ->
    [extra] {" "}(+1 AP)
    [watched] {" "}(no actions)
    [locked] {" "}(nobody enters)
   *[none] {""}
}{ $task ->
    [none] {""}
   *[other] {" "}· task { $task }
}{ $who ->
    [none] {""}
   *[other] {" "}· { $who }
}
alcatraz-ui-pay = { $item ->
    [cash] Pay 1 cash
   *[other] Pay with { $item }
}
alcatraz-ui-take = Take { $items }
alcatraz-ui-item = { $item }
alcatraz-ui-own-items = Your own items
alcatraz-ui-ask-owner = Ask { $owner }
alcatraz-ui-move-to = Go to { $place } ({ $loc }) · 1 AP
alcatraz-ui-use = Use { $place }: { $rule } · { $cost }
alcatraz-ui-task-start = Start the task “{ $task }” · { $cost }
alcatraz-ui-task-complete = Complete the task · { $cost }
alcatraz-ui-end-turn = { $ap ->
    [0] End my turn
    [one] End my turn (1 AP unused)
   *[other] End my turn ({ $ap } AP unused)
}
alcatraz-ui-hand-in = Hand in { $item }
alcatraz-ui-ask-item = Ask { $owner } for { $item }
alcatraz-ui-no-items = no items
alcatraz-ui-with-cost = { $text } · { $cost }
alcatraz-ui-accept = Accept
alcatraz-ui-decline = Decline
alcatraz-ui-hand-over = Hand it over
alcatraz-ui-keep = Keep it

## What a location rule does ($count and $items given; .short fits a board tile)

alcatraz-rule-pick_discard = take a blackmail card of your choice from the discard pile
    .short = a blackmail card from the discards
alcatraz-rule-search_deck = look through the blackmail pile and keep the card of your choice
    .short = any card of the blackmail pile
alcatraz-rule-move_guards = { $count ->
    [one] move 1 guard from anywhere to anywhere
   *[other] move up to { $count } guards, each from anywhere to anywhere
}
    .short = { $count ->
        [one] move 1 guard
       *[other] move up to { $count } guards
    }
alcatraz-rule-add_guards = bring up to { $count } guards from the supply (they count toward the 21st)
    .short = { $count } guards from the supply
alcatraz-rule-stamina = +{ $count } stamina
    .short = +{ $count } stamina
alcatraz-rule-cash = +{ $count } cash
    .short = +{ $count } cash
alcatraz-rule-take = take { $items } from here
    .short = take { $items }
alcatraz-rule-take_choice = take { $count ->
    [one] 1 item
   *[other] { $count } items
} of your choice from here
    .short = { $count ->
        [one] 1 item of your choice
       *[other] { $count } items of your choice
    }
alcatraz-rule-draw = { $count ->
    [one] draw the top blackmail card
   *[other] draw { $count } blackmail cards, keep { $keep } and discard the rest
}
    .short = { $count ->
        [one] draw a blackmail card
       *[other] draw { $count } blackmail, keep { $keep }
    }
alcatraz-rule-exchange = { $gain } (first pay 1 item or 1 cash)
    .short = pay 1 → { $gain }
alcatraz-rule-line = { $place }: { $rule }. { $state ->
    [used] You already used it this round.
    [watched] Forbidden for you now: too many guards.
    [free] It costs you nothing now.
   *[other] It costs you { $cost } now.
}

## The panel's lines

alcatraz-ui-vote = 🗳️ Secret ballot: choose who becomes the scapegoat (yourself allowed). Nobody sees a ballot until all are in; a tie goes to the outgoing scapegoat’s choice ({ $scapegoat }).
alcatraz-ui-stay-vote = 🗳️ Secret ballot: who stays behind in prison, { $candidates }?
alcatraz-ui-voted = You have voted; the ballots are revealed together once all are in.
alcatraz-ui-where = 📍 You are in { $place } ({ $loc }) with { $guards ->
    [0] no guard
    [one] 1 guard
   *[other] { $guards } guards
}{ $bribed ->
    [0] {""}
   *[other] {" "}({ $bribed } bribed)
}: { $effect ->
    [extra] guarded actions cost 1 AP more.
    [watched] only moving, blackmail and free actions are allowed.
    [locked] you may only move out.
   *[none] no extra cost.
} { $ap ->
    [one] **1 AP** left.
   *[other] **{ $ap } AP** left.
}
alcatraz-ui-costs = Costs here: move 1 AP · steal, riot, discard { $guarded } · task { $task } · blackmail 1 AP{ $scapegoat ->
    [yes] {""}
   *[no] {" "}(scapegoat only)
} · bribe 1 cash per guard · trade and stamina free.
alcatraz-ui-task-here = 🧩 Task here: { $step } “{ $name }”: { $needs }; { $prisoners ->
    [one] 1 prisoner
   *[other] { $prisoners } prisoners
}, { $guards ->
    [0] no guard allowed
    [one] at most 1 guard
   *[other] at most { $guards } guards
}.
alcatraz-ui-task-draft = 🧩 Task “{ $name }”: still needed { $missing }; handed in so far: { $pledged }.
alcatraz-ui-trade-draft = 🤝 Your offer to { $partner }: { $given ->
    [no] you give nothing
   *[yes] you give { $give }
}, { $taken ->
    [no] you ask for nothing
   *[yes] you ask for { $take }
}. Add to it, then offer it.
alcatraz-ui-trade-offer = 🤝 { $who } offers you a trade: { $given ->
    [no] you get nothing
   *[yes] you get { $give }
} and { $taken ->
    [no] give nothing
   *[yes] give { $take }
}. Accept or decline.
alcatraz-ui-task-ask = 🧩 { $who } asks you to hand in { $item } for the task “{ $name }” (you may refuse).
alcatraz-ui-guards = 👮 Move { $left ->
    [one] 1 guard
   *[other] up to { $left } guards
}.
alcatraz-ui-returns = ↩️ Put { $item } back on a free slot of its kind.
alcatraz-ui-bystander = It is { $who }’s turn; you may open a trade with a prisoner in your location meanwhile.
alcatraz-ui-not-scapegoat = Only the scapegoat may play blackmail cards.

## The table

alcatraz-discussion = 💬 Talk it over: the ballots open { $when }.
alcatraz-default-ballot = { $ballot ->
    [self] A missing ballot counts as a vote for oneself.
   *[random] A missing ballot is drawn at random.
}
alcatraz-default-trade = No answer declines the offer.
alcatraz-default-task = No answer keeps the item.
alcatraz-footer = Guards where you stand: 2 → guarded actions +1 AP · 3 → only moving, blackmail, free actions · 4 → nobody enters. { $scope ->
    [anytime] Trades: any two prisoners in one location, any time.
   *[turn] Trades: on your own turn, with a prisoner in your location.
}
alcatraz-ping = { $mode ->
    [stay] your secret ballot: who stays behind in prison
    [vote] your secret ballot for the scapegoat
    [trade_answer] a trade offer to accept or decline
   *[task_answer] a request for an item for a task
}
alcatraz-dm-vote = 🗳️ Time to vote in { $game } (table #{ $table }): choose the scapegoat in secret under **My turn**.
alcatraz-dm-trade = 🤝 { $who } offers you a trade in { $game } (table #{ $table }): { $given ->
    [no] you get nothing
   *[yes] you get { $give }
} and { $taken ->
    [no] give nothing
   *[yes] give { $take }
}. Accept or decline under **My turn**.
alcatraz-dm-task = 🧩 { $who } asks you to hand in { $item } for a task in { $game } (table #{ $table }). Answer under **My turn**.

## Pictures

alcatraz-pic-scapegoat = Scapegoat: { $who } (+{ $bonus } AP)
alcatraz-pic-guards = Guards
alcatraz-pic-guard-key = Guards on a location: ! = actions +1 AP · !! = only moving, blackmail, free actions · X = nobody enters
alcatraz-pic-rule = { $cost }: { $rule }
alcatraz-pic-free = free
alcatraz-pic-ap = { $ap } AP
alcatraz-pic-task-key = a task: prisoners needed there (×2), most guards allowed (≤1)
alcatraz-pic-cash = cash { $count }
alcatraz-pic-stamina = stamina { $count }
alcatraz-pic-cards = { $count ->
    [one] 1 blackmail card
   *[other] { $count } blackmail cards
}
alcatraz-pic-voted = voted
alcatraz-pic-turn = ▶ to play
alcatraz-pic-sheet = Your sheet · { $who }
alcatraz-pic-no-cards = No blackmail cards.
alcatraz-pic-shown = shown: keep one
alcatraz-pic-play-note = Only the scapegoat may play blackmail cards (1 AP).
alcatraz-pic-reconstructed = reconstructed card

## /alcatraz

cmd-alcatraz = alcatraz
    .description = Play Alcatraz: The Scapegoat
cmd-alcatraz-play = play
    .description = Make a move by typing it
cmd-alcatraz-play-move = move
    .description = The move: start typing and pick one of the legal moves
cmd-alcatraz-hand = hand
    .description = Show your private panel (sheet, blackmail cards, moves)
cmd-alcatraz-vote = vote
    .description = Cast your secret ballot for the scapegoat
cmd-alcatraz-vote-player = player
    .description = The player you vote for (yourself allowed)
cmd-alcatraz-answer = answer
    .description = Answer a trade offer or a request for a task item
cmd-alcatraz-answer-choice = choice
    .description = Accept or decline
choice-alcatraz-accept = accept
choice-alcatraz-decline = decline
alcatraz-vote-not-seated = { $who } is not playing at this table.
alcatraz-nothing-to-answer = Nobody is waiting for your answer right now.

## Refusals of the knobs

refusal-alcatraz-no-ballot = No ballot is expected from you now.
refusal-alcatraz-only-trade = It is not your turn: outside it you may only open a trade.

# House rules: each option's value as a sentence (shown when the table differs from the
# rulebook) and, as .meaning, what it decides (listed by /game rules). See options.ftl.
option-alcatraz-layout = { $value ->
    [random] The locations are laid out at random, on random sides.
    [chosen] The locations are laid out in a chosen order.
   *[first_game] The locations are laid out as for a first game.
}
    .meaning = How the twelve locations are laid out.
option-alcatraz-first_game_side = { $value ->
    [copper] A first-game layout uses the copper sides.
    [random] A first-game layout uses sides drawn at random.
   *[silver] A first-game layout uses the silver sides.
}
    .meaning = Which sides a first-game layout shows.
option-alcatraz-chosen_order = { $value ->
    [none] The locations keep their order, 1 to 12.
   *[other] The locations are laid out in the order { $value }.
}
    .meaning = The order of the locations, for a chosen layout.
option-alcatraz-chosen_sides = { $value ->
    [none] The locations show the first-game side.
   *[other] The locations show the sides { $value }.
}
    .meaning = The side of each location, for a chosen layout.
option-alcatraz-track_max = Stamina and cash go up to { $value }.
    .meaning = The top of the stamina and cash tracks.
option-alcatraz-bribe_scope = { $value ->
    [action] A bribe lasts for one action only.
   *[turn] A bribe lasts for the rest of the turn at that location.
}
    .meaning = How long a bribe lasts.
option-alcatraz-scapegoat_counts_for_task = { $value ->
    [false] The scapegoat does not count as a prisoner present for a task.
   *[true] The scapegoat counts as a prisoner present for a task.
}
    .meaning = Whether the scapegoat helps with tasks.
option-alcatraz-all_indispensable_policy = { $value ->
    [all_escape] When the plan is complete and nobody can be left behind, everyone escapes.
   *[continue] When the plan is complete but nobody can be left behind, the game goes on.
}
    .meaning = What happens when the plan is complete but everyone is indispensable.
option-alcatraz-stay_policy = { $value ->
    [scapegoat_first] The scapegoat stays behind when the plan can spare him.
   *[exactly_one] The least useful prisoner the plan can spare stays behind.
}
    .meaning = Who stays behind in prison.
option-alcatraz-radio_silver = { $value ->
    [add] The Radio Room's silver side adds two guards from the supply.
   *[move] The Radio Room's silver side moves two guards on the board.
}
    .meaning = What the Radio Room's silver side does with guards.
option-alcatraz-trade_scope = { $value ->
    [anytime] Any two prisoners in one location may trade at any time.
   *[turn] Trades happen on your own turn, with a prisoner in your location.
}
    .meaning = Who may trade, and when.
option-alcatraz-vote_timeout_ballot = { $value ->
    [self] A voter who runs out of time votes for himself.
   *[random] A voter who runs out of time votes for someone on the ballot at random.
}
    .meaning = The ballot cast for a voter who runs out of time.
