# Fled: prisoners build Spike Island prison tile by tile and try to escape through the forest.
# Cells are named chess-style (columns A–N, rows 1–13 from the top); tiles by their item and number.

game-fled = Fled

# The prisoners, with the letter their pawn carries in the board picture
fled-role-0 = Yellow (Y)
fled-role-1 = Blue (B)
fled-role-2 = Orange (O)
fled-role-3 = Green (G)

## Things on the tiles

fled-item = { $item ->
    [key] { $gold ->
        [yes] gold key
       *[no] key
    }
    [file] { $gold ->
        [yes] gold file
       *[no] file
    }
    [shoe] { $gold ->
        [yes] gold shoe
       *[no] shoe
    }
    [spoon] { $gold ->
        [yes] gold spoon
       *[no] spoon
    }
    [whistle] whistle
    [shamrock] shamrock
    [button] button
    [stamp] stamp
    [comb] comb
    [cake] plum cake
   *[none] plain
}
fled-tile = the { $item } tile (#{ $id })
fled-tile-short = { $item } #{ $id }
fled-room = { $room ->
    [yard] yard
    [bunk] bunk
    [washroom] washroom
    [mess_hall] mess hall
    [corridor] corridor
    [warders_quarters] warders’ quarters
    [courtyard] courtyard
    [forest] forest
   *[none] nowhere
}
fled-npc = { $npc ->
    [warder1] warder 1
    [warder2] warder 2
    [warder3] warder 3
   *[chaplain] the chaplain
}

## Events (public ones in the third person, private ones speak to their reader)

fled-event-bunk = { $who } places their bunk at { $cell }, its corridor against the starting yard.
fled-event-turn = { $who } to play.
fled-event-place = { $who } adds { $tile } to the prison: { $single ->
    [yes] one { $head_room } on { $head } and { $tail }
   *[no] { $head_room } at { $head }, { $tail_room } at { $tail }
}{ $hole ->
    [yes] , with the solitary confinement hole
   *[no] {""}
}{ $forest ->
    [yes] . New escape point { $tail }: its parchment shows a { $parchment }.
   *[no] .
}
fled-event-npc_arrives = { $kind ->
    [chaplain] A moon tile: the chaplain arrives at { $at }.
   *[warder] A moon tile: a new warder, { $npc }, arrives at { $at }.
} Time passes: the open window (night) moves one roll-call tile further from the Governor.
fled-event-surrender = { $who } gives { $tile } face up to the Governor.
fled-event-move = { $who } discards { $tile } and moves to { $to }.
fled-event-whistle = { $who } { $shamrock ->
    [yes] plays { $tile } as a whistle
   *[no] blows { $tile }
}: { $npc } goes to { $to }. The whistle charm then moves on to the next roll-call tile.
fled-event-blessed = The chaplain visits { $who }, who wears no shackle.
fled-event-unshackled = The chaplain frees { $who }: the shackle, { $tile }, goes face up to the Governor.
fled-event-safe = Roll call: { $who } is in a room on the posters, safe from the warder.
fled-event-nothing_to_shackle = Roll call: { $who } is in the wrong room, but has no tile in hand to be shackled with.
fled-event-shackled = Roll call: { $who } is in the wrong room and gets shackled: a random tile from their hand lies face down as a shackle (−1 vp).
fled-event-shackle_tile = Your shackle is { $tile }: it costs you 1 vp until the chaplain frees you or a warder sends you back to your bunk.
fled-event-solitary = Roll call: { $who }, already shackled, goes to solitary confinement and will lose their next turn.
fled-event-to_bunk = Roll call: { $who }, already shackled, is sent back to their bunk; the shackle, { $tile }, goes face up to the Governor.
fled-event-released = { $who } leaves solitary confinement for their bunk and loses this turn{ $has_tile ->
    [yes] ; the shackle, { $tile }, goes face up to the Governor.
   *[no] .
}
fled-event-stash = { $paid_count ->
    [0] { $who } finds contraband: { $tile } goes into their inventory.
   *[other] { $who } trades { $paid } for { $tile }, into their inventory.
}
fled-event-escape = { $who } escapes into the forest, discarding { $tools }: +5 vp! Every other prisoner now gets at most one more turn.
fled-event-from_governor = { $who } takes { $tile } from the Governor’s inventory.
fled-event-reshuffle = The draw stack is empty: { $tiles ->
    [one] the 1 discarded tile becomes
   *[other] the { $tiles } discarded tiles are shuffled into
} a new stack.
fled-event-draw = { $who } draws { $count ->
    [0] no tile
    [one] 1 tile
   *[other] { $count } tiles
}.
fled-event-drawn = You drew { $tiles }.
fled-event-hard_labor = { $who } cannot fill their hand back to five tiles: the Governor sends everyone to hard labour in the quarry, and the game ends.
fled-event-game_over = { $reason ->
    [hard_labor] Game over: hard labour for all, nobody escaped.
   *[escape] Game over: the final round after the escape has been played.
}

## Moves

fled-move-bunk = Bunk at { $head }, corridor at { $tail }
fled-move-place = { $tile }: { $single ->
    [yes] { $head_room } on { $head } and { $tail }
   *[no] { $head_room } { $head }, { $tail_room } { $tail }
}
fled-move-surrender = Give { $tile } to the Governor
fled-move-move = { $tile }: move to { $cell }
fled-move-whistle = { $tile }: { $npc } to { $cell }{ $targeted ->
    [yes] , target { $target }
   *[no] {""}
}
fled-move-stash = { $paid_count ->
    [0] Put { $tile } in your inventory
   *[other] Trade { $paid } for { $tile }
}
fled-move-escape = Escape, discarding { $tools }
fled-move-draw = { $from_governor ->
    [yes] Take { $tile } from the Governor, then draw
   *[no] Draw from the stacks
}

fled-cmd-bunk = bunk
fled-cmd-place = place
fled-cmd-surrender = surrender
fled-cmd-move = move
fled-cmd-whistle = whistle
fled-cmd-stash = stash
fled-cmd-escape = escape
fled-cmd-draw = draw

## Status and board

fled-step-bunks = { $who } places their bunk against the starting yard.
fled-step-place = { $who } · step 1: add a tile to the prison.
fled-step-play = { $who } · step 2: { $plays ->
    [one] one more tile
   *[other] { $plays } more tiles
} to play.
fled-step-draw = { $who } · step 3: draw back up to five tiles.
fled-final-round = Final round: { $left ->
    [one] this is the last turn.
   *[other] { $left } turns left, this one included.
}
fled-over = Game over ({ $reason ->
    [hard_labor] hard labour
   *[escape] after an escape
}). Scores: { $scores }. { $count ->
    [one] Winner
   *[other] Shared victory
}: { $winners }.
fled-score = { $name } { $points } vp
fled-board-prison = The prison has { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
}.
fled-roll-call = { $governor ->
    [yes] the Governor’s tile
   *[no] roll-call tile { $position }
}
fled-board-roll-call = Roll call: the whistle charm is on { $where }, so prisoners are safe in: { $rooms }. { $night ->
    [yes] It is night: escaping takes one tool.
   *[no] Daytime: escaping takes two tools; night comes { $whistles ->
        [one] at the next whistle
       *[other] in { $whistles } whistles
    }.
}
fled-piece = { $npc } at { $cell }
fled-board-pieces = Warders: { $pieces }.
fled-exit = { $cell } ({ $tool })
fled-board-exits = { $count ->
    [0] No escape point yet.
   *[other] Escape points (room, tool): { $exits }.
}
fled-board-player = { $name }: { $state ->
    [escaped] escaped
    [solitary] in solitary confinement
    [unplaced] bunk not placed yet
   *[in] in { $cell } ({ $room })
}, { $points } vp, { $hand } in hand, inventory { $inventory_count ->
    [0] empty
   *[other] { $inventory }
}{ $shackled ->
    [yes] , shackled
   *[no] {""}
}.
fled-board-governor = Governor’s inventory: { $count ->
    [0] empty
   *[other] { $tiles }
}.
fled-board-governor-count = Governor’s inventory: { $count ->
    [0] empty
    [one] 1 tile
   *[other] { $count } tiles
}.
fled-board-piles = Draw stack { $stack }, discard pile { $discards }.
fled-hand = Your hand: { $count ->
    [0] no tile
   *[other] { $tiles }
}.
fled-shackle = { $shackled ->
    [yes] Your shackle, face down: { $tile } (−1 vp).
   *[no] You wear no shackle.
}

## Refusals

refusal-fled-not-now-bunks = You cannot do that now: place your bunk next to the starting yard.
refusal-fled-not-now-place = You cannot do that now: add a tile to the prison first (step 1).
refusal-fled-not-now-play = You cannot do that now: play a tile from your hand (step 2).
refusal-fled-not-now-draw = You cannot do that now: draw back up to five tiles (step 3).
refusal-fled-not-started = The game has not started yet.
refusal-fled-one-room = That room is one tile: name it by its cell { $cell }.
refusal-fled-tile-order = List each tile once, in increasing order of tile number.
refusal-fled-not-in-hand = Tile { $tile } is not in your hand.
refusal-fled-bunk-place = Your bunk’s corridor must touch the starting yard, on two free squares.
refusal-fled-no-fit = Tile { $tile } does not fit there: one half must touch a room of its type, no door may face a window, and forests go only on the outer ring.
refusal-fled-gold-first = You must add a tile with a gold scroll: one of yours fits.
refusal-fled-surrender-fits = You can only give a tile to the Governor at step 1 when none of yours fits.
refusal-fled-solitary-move = You cannot move out of solitary confinement.
refusal-fled-move-nowhere = Tile { $tile } ({ $name }) cannot move you from here.
refusal-fled-move-there = Tile { $tile } ({ $name }) cannot take you to { $cell }.
refusal-fled-not-whistle = Tile { $tile } is not a whistle or a shamrock.
refusal-fled-no-npc = Not in the prison yet: { $npc }.
refusal-fled-npc-reach = No way for { $npc } to reach { $cell }: at most 3 rooms, through doors and archways only.
refusal-fled-not-there = That prisoner is not in the room the warder goes to.
refusal-fled-stash-solitary = Nothing goes into your inventory from solitary confinement.
refusal-fled-stash-contraband = You can only add a { $item } while standing in its room when that room is on the roll-call posters, with room left in your inventory.
refusal-fled-stash-no-scroll = Tile { $tile } cannot go into an inventory.
refusal-fled-stash-trade = Trading for tile { $tile } needs you in a warders’ quarters or with the chaplain, paying { $cost ->
    [one] 1 contraband item
   *[other] { $cost } contraband items
} from your inventory.
refusal-fled-escape = To escape, stand in the room half of a forest tile and discard exactly the tools its parchment asks for (two by day, one at night; gold counts two).
refusal-fled-not-governor = Tile { $tile } is not in the Governor’s inventory.

## Pictures (bot/render/fled/): few and short words, a phone shows them about 400 px wide

# a room's short name, written on every cell of the board (the legend gives the full name)
fled-pic-room = { $room ->
    [yard] Yd
    [bunk] Bk
    [washroom] Wa
    [mess_hall] Me
    [corridor] Co
    [warders_quarters] Qu
    [courtyard] Ct
   *[forest] Fo
}
fled-pic-turn = { $who } · { $step }
fled-pic-step = { $phase ->
    [bunks] places a bunk
    [place] step 1 · add a tile
    [play] step 2 · { $plays ->
        [one] 1 play left
       *[other] { $plays } plays left
    }
    [draw] step 3 · draw
   *[other] { $phase }
}
fled-pic-final = Final round: { $left ->
    [one] last turn
   *[other] { $left } turns left
}
fled-pic-over = Game over · { $reason ->
    [hard_labor] hard labour
   *[escape] after an escape
}
fled-pic-roll-call = Roll call
fled-pic-time = { $night ->
    [yes] Night: escape with 1 tool
   *[no] Day: escape with 2 tools
}
fled-pic-governor = Governor
fled-pic-governor-inventory = Governor’s inventory
fled-pic-piles = Stack { $stack } · discards { $discards }
fled-pic-empty = empty
fled-pic-score = { $points } vp
fled-pic-hand = hand { $count }
fled-pic-shackled = shackled −1
fled-pic-solitary = in solitary
fled-pic-escaped = escaped +5
fled-pic-no-bunk = no bunk yet
fled-pic-number = #{ $id }
fled-pic-tier = { $scroll ->
    [teal] contraband
    [purple] tool
    [green] shamrock
   *[gold] gold tool (×2)
}
fled-pic-tier-note = (number: victory points)
fled-pic-exit = escape: tool on the parchment
fled-pic-wall = { $wall ->
    [door] door
    [window] window
   *[archway] archway
}
fled-pic-charm = whistle charm
fled-pic-window = open window
fled-pic-tunnel = tunnel
fled-pic-warder = warder
fled-pic-chaplain = chaplain
fled-pic-moon = { $adds ->
    [chaplain] ☾ brings the chaplain
   *[warder] ☾ brings a warder
}
fled-pic-hand-title = Your hand · { $who }
fled-pic-no-tile = no tile
fled-pic-shackle-card = Shackle, face down: −1 vp

## A hand tile in words (the terminal): as printed, head on top

fled-layout = { $tile }: top { $top }; bottom { $bottom }{ $marked ->
    [yes] ; { $marks }.
   *[no] .
}
fled-layout-half = { $room } ({ $walls })
fled-layout-forest = forest (escape with a { $tool })
fled-layout-wall = { $wall ->
    [door] door
    [window] window
    [escape] way out
   *[archway] archway
} { $side ->
    [N] north
    [E] east
    [S] south
   *[W] west
}

## Statistics of a finished game (short labels for a profile table; rules/fled/stats.py)

stat-fled-tiles-added = Tiles added
stat-fled-tiles-drawn = Tiles drawn
stat-fled-tiles-from-governor = Tiles from the Governor
stat-fled-items-surrendered = Items surrendered
stat-fled-whistles-blown = Whistles blown
stat-fled-others-shackled = Others shackled
stat-fled-times-shackled = Times shackled
stat-fled-times-unshackled = Freed by the chaplain
stat-fled-times-sent-to-bunk = Sent back to the bunk
stat-fled-times-in-solitary = Times in solitary
stat-fled-contraband-found = Contraband found
stat-fled-tools-acquired = Tools acquired
stat-fled-shamrocks-acquired = Shamrocks acquired
stat-fled-tools-played = Tools played
stat-fled-shamrocks-played = Shamrocks played
stat-fled-doors-traversed = Doors traversed
stat-fled-windows-traversed = Windows traversed
stat-fled-archways-traversed = Archways traversed
stat-fled-tunnels-traversed = Tunnels traversed
stat-fled-rooms-moved = Rooms moved
stat-fled-escaped = Escaped
stat-fled-turns = Turns
stat-fled-tiles-placed = Tiles placed
stat-fled-roll-calls = Roll calls
stat-fled-moon-tiles = Moon tiles
stat-fled-reshuffles = Reshuffles
stat-fled-escapes = Escapes
stat-fled-hard-labour = Hard labour
