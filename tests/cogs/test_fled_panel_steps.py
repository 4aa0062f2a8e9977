"""Fled's panel asks only real questions: a step with one way on is passed through (the tiles at
once, not "Add a tile" first), and a tile's destinations are a select beside its other uses, the
cells marked on the picture: a move takes two clicks, not three."""

from __future__ import annotations

from typing import Any

from bot.pictures import PICTURES
from bot.render import renderer
from cogs.fled import letters, token_cells
from rules import get_engine
from tests.cogs.conftest import tiny_png
from tests.cogs.panel_driver import GameOnDiscord, controls

ENGINE = get_engine("fled")


async def play_until(game: GameOnDiscord, wanted: Any) -> Any:
    """Moves chosen by the computer until ``wanted(table)``; that table."""
    table = await game.table()
    for _ in range(400):
        if wanted(table):
            return table
        seat, action = game.choose(table.state)
        await game.move(seat, action)
        table = await game.table()
    raise AssertionError("the position never came")


def labels(panel: Any) -> list[str]:
    return [c.get("label", "") for row in panel.components for c in row.get("components", [])]


def tiles_to_place(table: Any) -> set[int]:
    mover = table.to_act()[0]
    return {a.tile for a in ENGINE.legal_actions(table.state, mover) if a.type == "place"}


async def test_the_first_panel_of_a_placement_shows_the_tiles(simcord_env, quick_pictures) -> None:
    game = GameOnDiscord(simcord_env, "fled", 3, 5)
    await game.open()
    table = await play_until(
        game, lambda t: t.state.phase == "place" and len(tiles_to_place(t)) > 1
    )
    mover = table.to_act()[0]
    panel = await game.panel(mover)
    shown = {c["tokens"] for c in controls(panel)}
    # no "Add a tile" step: a button for each tile that fits, and nothing to go back to
    assert shown == {("place", str(tile)) for tile in tiles_to_place(table)}
    assert "Back" not in labels(panel) and "Show again" in labels(panel)
    tile = min(tiles_to_place(table))
    step = (
        await game.by_seat[mover].click(
            panel,
            custom_id=next(
                c["custom_id"] for c in controls(panel) if c["tokens"] == ("place", str(tile))
            ),
        )
    ).response
    (select,) = [c for c in controls(step) if c["kind"] == "s"]
    assert select["tokens"] == ("place", str(tile))
    # each placement lettered in the select's order, as the picture marks them
    options = select["options"]
    assert len(options) > 1
    assert [o["label"] for o in options] == [
        f"{letters(n)} — {o['value'].replace('-', ' · ')}" for n, o in enumerate(options)
    ]
    assert "Back" in labels(step) and "Cancel" in labels(step)  # back to the tiles
    assert step.embeds[0].image.url == "attachment://choices.png"


async def test_a_tile_shows_where_it_moves_beside_its_other_uses(
    simcord_env, quick_pictures
) -> None:
    game = GameOnDiscord(simcord_env, "fled", 3, 5)
    await game.open()

    def moves(table: Any) -> dict[int, set[str]]:
        """Each tile's uses, of the tiles with more than one use and several destinations."""
        if table.state.phase != "play":
            return {}
        uses: dict[int, set[str]] = {}
        targets: dict[int, int] = {}
        for a in ENGINE.legal_actions(table.state, table.to_act()[0]):
            if getattr(a, "tile", None) is not None and a.type != "surrender":
                uses.setdefault(a.tile, set()).add(a.type)
                targets[a.tile] = targets.get(a.tile, 0) + (a.type == "move")
        return {k: v for k, v in uses.items() if len(v) > 1 and targets[k] > 1}

    table = await play_until(game, lambda t: bool(moves(t)))
    mover = table.to_act()[0]
    tile = min(moves(table))
    actor = game.by_seat[mover]
    panel = await game.panel(mover)
    button = next(c for c in controls(panel) if c["tokens"] == (f"t{tile}",))
    step = (await actor.click(panel, custom_id=button["custom_id"])).response
    selects = [c for c in controls(step) if c["kind"] == "s"]
    (where,) = [c for c in selects if c["tokens"] == (f"t{tile}", "move")]
    others = {c["tokens"] for c in controls(step) if c["kind"] == "m"}
    assert others and all(t[0] == f"t{tile}" and t[1] != "move" for t in others)
    assert step.embeds[0].image.url == "attachment://choices.png"  # the cells marked
    destination = where["options"][0]["value"]
    result = await actor.select(step, [destination], custom_id=where["custom_id"])
    assert result.acknowledged
    after = await game.table()
    assert after.version == table.version + 1  # moved in two clicks from the first panel
    (cell,) = token_cells(destination)
    prisoner = after.state.prisoners[mover]
    assert prisoner.pos == cell and tile not in prisoner.hand


async def test_a_hand_is_drawn_once_however_the_board_moves(
    simcord_env, quick_pictures, monkeypatch
) -> None:
    """The hand picture (the mover's panel after each move, the turn DMs) is drawn from the hand
    alone: a move elsewhere on the board draws no new picture of the same hand."""
    drawn: list[tuple[Any, ...]] = []
    png = tiny_png()

    def hand_picture(hand: Any, lang: str = "en") -> bytes:
        assert set(hand) == {"seat", "hand", "shackle"}  # what the picture shows, no more
        drawn.append((hand["seat"], tuple(hand["hand"]), hand["shackle"], lang))
        return png

    monkeypatch.setattr(renderer("fled"), "render_private", hand_picture)
    PICTURES.clear()
    game = GameOnDiscord(simcord_env, "fled", 3, 5)
    await game.open()
    last = await game.play_to_end()
    assert len(drawn) == len(set(drawn))  # each hand once (the cache keeps them all here)
    assert len({seat for seat, *_ in drawn}) == 3
    assert 0 < len(drawn) < last.version  # fewer than one a move
