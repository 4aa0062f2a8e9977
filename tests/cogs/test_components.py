"""The bot's buttons and selects are dispatched by the bot from their custom ids
(``cogs/components.py``): every kind is made again from its id, each click runs its item once
(discord.py stores none of the views, so it never dispatches them too), and a click the bot
cannot serve still gets an answer."""

from __future__ import annotations

import discord

from bot.i18n import t
from cogs.answers import Guarded
from tests.cogs.harness import FUGITIVE, MARSHAL, custom_id
from tests.cogs.test_failures import forged
from tests.cogs.test_fugitive_edges import refusal, snapshot, started

#: one item of every kind, by class name (extensions' classes are the bot's own: discord.py
#: imports each extension afresh for each bot)
SAMPLES = {
    "TableButton": lambda kind: kind(12, "panel"),
    "PanelButton": lambda kind: kind(12, 3, "a", ("move", "a/b c%")),
    "PanelSelect": lambda kind: kind(12, 3, "n", ("hide",)),
    "ReplayButton": lambda kind: kind(12, -1, "p", 4),
    "ReplaySelect": lambda kind: kind(12, 2),
    "NotepadSelect": lambda kind: kind(12, 2),
    "TournamentButton": lambda kind: kind(9, "join"),
}


async def test_every_kind_is_made_again_from_its_custom_id(simcord_env):
    kinds = simcord_env.bot.components
    assert sorted(kind.__name__ for kind in kinds.values()) == sorted(SAMPLES)
    for kind in kinds.values():
        sample = SAMPLES[kind.__name__](kind)
        found = [k for template, k in kinds.items() if template.fullmatch(sample.custom_id)]
        assert found == [kind]  # exactly one template reads it
        again = kind.from_match(sample.template.fullmatch(sample.custom_id))
        assert type(again) is kind and again.custom_id == sample.custom_id


async def test_each_click_runs_its_item_once_and_discord_py_stores_no_view(
    simcord_env, monkeypatch
):
    runs: list[int] = []
    run = Guarded.callback

    async def counted(self, interaction):  # type: ignore[no-untyped-def]
        runs.append(interaction.id)
        await run(self, interaction)

    monkeypatch.setattr(Guarded, "callback", counted)
    game = await started(simcord_env)  # its Join button ran too
    runs.clear()
    carol = game.guild.add_member(simcord_env.create_user("carol"))
    panel = await game.panel(FUGITIVE)  # the table message's button
    hide = custom_id(panel, "n:hide")
    await game.alice.slash(game.channel, "fugitive hideout", card=3)
    # a stale panel's select (the position moved on) and a foreign click are answered politely
    before = await snapshot(game)
    stale = await game.alice.select(panel, ["1"], custom_id=hide)
    assert stale.acknowledged and "earlier position" in stale.response.embeds[0].description
    foreign = await carol.click(game.table_message(), label="My turn / My hand")
    assert "not playing at this table" in refusal(foreign)
    assert await snapshot(game) == before
    assert len(runs) == 3 and len(set(runs)) == 3
    # what would make discord.py dispatch the same clicks a second time
    store = simcord_env.bot._connection._view_store
    assert not store._dynamic_items and not store._views


async def test_the_marshals_notepad_select_is_dispatched(simcord_env):
    """The one kind no game's flow clicks: the notepad's select, on a panel of its own."""
    game = await started(simcord_env)
    table = await game.table()
    panel = await game.panel(MARSHAL)
    shown = await game.bob.click(panel, label=t("en", "fugitive-button-notepad"))
    notepad = shown.response or shown.followups[0]
    result = await game.bob.select(notepad, ["3", "17"], custom_id=f"fn:{table.id}:1")
    assert result.acknowledged
    assert (await simcord_env.bot.service.notes(table.id, MARSHAL))["crossed"] == [3, 17]


async def test_a_control_the_bot_no_longer_has_is_answered(simcord_env):
    game = await started(simcord_env)
    retired = discord.ui.Button(label="old", custom_id="q:1:old")
    message = await forged(game, retired)
    result = await game.alice.click(message, label="old")
    assert result.ephemeral and "no longer in use" in refusal(result)


async def test_a_custom_id_that_cannot_be_read_gets_an_apology(simcord_env, monkeypatch):
    game = await started(simcord_env)
    kind = next(k for k in simcord_env.bot.components.values() if k.__name__ == "TableButton")

    def unreadable(cls, match):  # type: ignore[no-untyped-def]
        raise ValueError("a custom id this version cannot read")

    monkeypatch.setattr(kind, "from_match", classmethod(unreadable))
    result = await game.alice.click(game.table_message(), label="My turn / My hand")
    assert "nothing was changed" in refusal(result)
