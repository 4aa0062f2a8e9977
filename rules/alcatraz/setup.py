"""§4 Setup: layout and sides, item tokens, 8 starting guards, start locations, three tasks."""

from __future__ import annotations

from rules.alcatraz.board import put_on_board, side
from rules.alcatraz.content import ITEMS, blackmail, item_totals, tasks
from rules.alcatraz.models import Options, Player, SideName, State
from rules.alcatraz.tasks import place_new_task
from rules.alcatraz.turns import start_turn
from rules.core import Rng

SETUP_GUARD_BATCHES = 2  # §4.4: two batches of 4 distinct cards keep every location ≤ 2
SETUP_GUARDS_PER_BATCH = 4
TASKS_ON_BOARD = 3


def _layout(options: Options, rng: Rng) -> tuple[list[int], list[SideName]]:
    order = list(range(1, 13))
    if options.layout == "random":
        rng.shuffle(order)
        sides: list[SideName] = [rng.choice(["silver", "copper"]) for _ in range(12)]
        return order, sides
    if options.layout == "chosen" and options.chosen_order is not None:
        order = list(options.chosen_order)
    if options.layout == "chosen" and options.chosen_sides is not None:
        return order, list(options.chosen_sides)
    if options.first_game_side == "random":
        return order, [rng.choice(["silver", "copper"]) for _ in range(12)]
    return order, [options.first_game_side] * 12


def new_game(num_players: int, options: Options, seed: int) -> State:
    rng = Rng(s=seed)
    order, sides = _layout(options, rng)
    task_deck = list(tasks())
    rng.shuffle(task_deck)
    bm_deck = list(blackmail())
    rng.shuffle(bm_deck)
    state = State(
        num_players=num_players,
        options=options,
        rng=rng,
        order=order,
        sides=sides,
        guards=[0] * 12,
        board_items=[{} for _ in range(12)],
        box=dict(item_totals()),
        players=[],
        task_deck=task_deck,
        blackmail_deck=bm_deck,
        turn_order=[0],
        stamina_used=[False] * num_players,
        stole=[False] * num_players,
        rules_used=[[] for _ in range(num_players)],
    )
    # §4.3: a token on every item symbol of the sides shown; the rest stay in the box
    for loc in range(1, 13):
        for item in ITEMS:
            for _ in range(side(state, loc).slots.get(item, 0)):
                state.box[item] -= 1
                put_on_board(state, loc, item)
    state.box = {item: n for item, n in state.box.items() if n}
    # §4.4: 8 guards in two batches of 4 distinct locations
    for _ in range(SETUP_GUARD_BATCHES):
        deck = list(range(1, 13))
        state.rng.shuffle(deck)
        for loc in deck[:SETUP_GUARDS_PER_BATCH]:
            state.guards[loc - 1] += 1
            state.guards_entered += 1
    # §4.5: distinct random start locations
    deck = list(range(1, 13))
    state.rng.shuffle(deck)
    state.players = [Player(location=deck[i]) for i in range(num_players)]
    # §4.7: three tasks, distinct plan steps, distinct locations
    for _ in range(TASKS_ON_BOARD):
        place_new_task(state)
    # §4.9–4.10: a random first scapegoat with +1, round 1 starts with the actions
    state.scapegoat = state.rng.randbelow(num_players)
    state.bonus = 1
    state.turn_order = [(state.scapegoat + i) % num_players for i in range(num_players)]
    state.turn_index = 0
    start_turn(state)
    return state
