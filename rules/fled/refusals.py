"""Every move Fled refuses, by code, with its English sentence (the bot's catalogues say each one
in every language: ``refusal-fled-<code>``).

Parameters are plain JSON values: tile numbers, a cell as an ``[x, y]`` list (``cell``; the bot
names it chess-style, the English sentence keeps the engine's ``(x,y)``), a non-player piece by
its id (``npc``: ``warder1`` … ``chaplain``), an item by its id (``item``: ``stamp`` …). ``name``
is the English name of the tile ``tile``; the bot says it from the tile number instead.
"""

from __future__ import annotations

from rules.core import Refusals

REFUSE = Refusals(
    "fled",
    {
        # the action does not belong to the step of the turn (one code per step)
        "not-now-bunks": "You cannot do that now: place your bunk next to the starting yard.",
        "not-now-place": "You cannot do that now: add a tile to the prison first (step 1).",
        "not-now-play": "You cannot do that now: play a tile from your hand (step 2).",
        "not-now-draw": "You cannot do that now: draw back up to five tiles (step 3).",
        "not-started": "The game has not started yet.",
        # naming things
        "one-room": "That room is one tile: name it by its cell ({cell[0]},{cell[1]}).",
        "tile-order": "List each tile once, in increasing order of tile number.",
        "not-in-hand": "Tile {tile} is not in your hand.",
        # setup and step 1
        "bunk-place": "Your bunk's corridor must touch the starting yard, on two free squares.",
        "no-fit": (
            "Tile {tile} does not fit there: one half must touch a room of its type, no door may "
            "face a window, and forests go only on the outer ring."
        ),
        "gold-first": "You must add a gold-scroll tile: one of yours fits.",
        "surrender-fits": (
            "You can only give a tile to the Governor at step 1 when none of yours fits."
        ),
        # step 2: moving
        "solitary-move": "You cannot move out of solitary confinement.",
        "move-nowhere": "Tile {tile} ({name}) cannot move you from here.",
        "move-there": "Tile {tile} ({name}) cannot take you to ({cell[0]},{cell[1]}).",
        # step 2: whistles
        "not-whistle": "Tile {tile} is not a whistle or a shamrock.",
        "no-npc": "There is no {npc} in the prison yet.",
        "npc-reach": (
            "The {npc} cannot get to ({cell[0]},{cell[1]}): at most 3 rooms, through doors and "
            "archways only."
        ),
        "not-there": "That prisoner is not in the room the warder goes to.",
        # step 2: the inventory
        "stash-solitary": "Nothing goes into your inventory from solitary confinement.",
        "stash-contraband": (
            "You can only add a {item} while standing in its room when that room is on the "
            "roll-call posters, with room left in your inventory."
        ),
        "stash-no-scroll": "Tile {tile} cannot go into an inventory.",
        "stash-trade": (
            "Trading for tile {tile} needs you in a warder's quarters or with the chaplain, "
            "paying {cost} contraband from your inventory."
        ),
        # escaping and drawing
        "escape": (
            "To escape, stand in the room half of a forest tile and discard exactly the tools "
            "its parchment asks for (two by day, one at night; gold counts two)."
        ),
        "not-governor": "Tile {tile} is not in the Governor's inventory.",
    },
)
