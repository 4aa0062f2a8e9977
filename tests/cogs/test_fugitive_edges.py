"""Fugitive on Discord when things go sideways: wrong people, old buttons, closed DMs, restarts,
bad input. Every refusal is a private sentence and changes nothing."""

from __future__ import annotations

import pytest

from bot.client import GetawayBot
from cogs.table_ui import GAME_UIS
from tests.cogs.harness import ENGINE, FUGITIVE, MARSHAL, FugitiveTable, custom_id


async def started(env, seed: int = 7, opening: str | None = None) -> FugitiveTable:
    game = FugitiveTable(env, seed, opening)
    await game.open()
    return game


async def snapshot(game: FugitiveTable) -> tuple[int, str]:
    table = await game.table()
    return table.version, table.state.model_dump_json()


def refusal(result) -> str:
    texts = [m.content for m in [result.response, *result.followups] if m is not None]
    assert any(t.startswith("⚠️") for t in texts), texts
    return " ".join(texts)


async def test_a_non_player_clicking_is_told_politely(simcord_env):
    game = await started(simcord_env)
    carol = game.guild.add_member(simcord_env.create_user("carol"))
    before = await snapshot(game)
    result = await carol.click(game.table_message(), label="My turn / My hand")
    assert result.ephemeral
    assert "not playing at this table" in refusal(result)
    result = await carol.slash(game.channel, "fugitive hideout", card=2)
    assert "not playing at this table" in refusal(result)
    assert await snapshot(game) == before


async def test_acting_out_of_turn_is_refused_and_changes_nothing(simcord_env):
    game = await started(simcord_env)
    before = await snapshot(game)
    result = await game.bob.slash(game.channel, "fugitive guess", numbers="2")
    assert "not your turn" in refusal(result).lower()
    result = await game.bob.slash(game.channel, "fugitive draw", pile=1)
    refusal(result)
    assert await snapshot(game) == before


async def test_a_stale_button_is_refused_and_the_panel_refreshed(simcord_env):
    game = await started(simcord_env)
    old_panel = await game.panel(FUGITIVE)
    # the Fugitive moves by slash command; the panel he still has is now out of date
    await game.alice.slash(game.channel, "fugitive hideout", card=3)
    before = await snapshot(game)
    result = await game.alice.select(old_panel, ["1"], custom_id=custom_id(old_panel, "n:hide"))
    assert result.acknowledged
    assert "earlier position" in result.response.embeds[0].description
    assert await snapshot(game) == before


async def test_illegal_hideouts_and_guesses_explain_themselves(simcord_env):
    game = await started(simcord_env)
    before = await snapshot(game)
    hand = (await game.table()).state.hands[FUGITIVE]
    too_far = max(c for c in hand if c != 42)
    result = await game.alice.slash(game.channel, "fugitive hideout", card=too_far)
    assert "sprint" in refusal(result)
    result = await game.alice.slash(game.channel, "fugitive hideout", card=2, sprints="42")
    assert "42" in refusal(result)
    result = await game.alice.slash(game.channel, "fugitive hideout", card=2, sprints="5 x")
    assert "could not read" in refusal(result)
    assert await snapshot(game) == before

    await game.alice.slash(game.channel, "fugitive hideout", card=1)
    await game.alice.slash(game.channel, "fugitive hideout", card=2)
    await game.bob.slash(game.channel, "fugitive draw", pile=1)
    await game.bob.slash(game.channel, "fugitive draw", pile=2)
    before = await snapshot(game)
    for numbers, reason in [
        ("0", "1 to 41"),
        ("42", "1 to 41"),
        ("seven", "could not read"),
    ]:
        result = await game.bob.slash(game.channel, "fugitive guess", numbers=numbers)
        assert reason in refusal(result), numbers
    marshal_card = (await game.table()).state.hands[MARSHAL][0]
    result = await game.bob.slash(game.channel, "fugitive guess", numbers=str(marshal_card))
    assert "your" in refusal(result).lower()
    assert await snapshot(game) == before  # no turn consumed
    # repeated numbers count once (E9): "1 1" is the single guess 1, which is right
    result = await game.bob.slash(game.channel, "fugitive guess", numbers="1 1")
    table = await game.table()
    assert table.state.guesses[-1].numbers == [1] and table.state.guesses[-1].hit
    # a number already face up cannot be guessed again, and the turn is not used up
    await game.alice.slash(game.channel, "fugitive draw", pile=1)
    await game.alice.slash(game.channel, "fugitive pass")
    await game.bob.slash(game.channel, "fugitive draw", pile=1)
    before = await snapshot(game)
    result = await game.bob.slash(game.channel, "fugitive guess", numbers="1")
    assert "face up" in refusal(result)
    assert await snapshot(game) == before


async def test_lobby_refusals(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("busy")
    alice, bob, carol = (guild.add_member(env.create_user(n)) for n in ("alice", "bob", "carol"))
    await alice.slash(channel, "game new", game="fugitive")
    result = await alice.slash(channel, "game start")
    assert "needs at least 2 players" in refusal(result)
    result = await bob.slash(channel, "game new", game="fugitive")
    assert "already has a game" in refusal(result)
    result = await bob.slash(channel, "game new", game="fugitive", options="opening=three")
    refusal(result)
    other = guild.create_text_channel("other")
    result = await bob.slash(other, "game new", game="fugitive", options="colour=red")
    assert "Unknown option colour" in refusal(result)
    result = await bob.slash(other, "game new", game="fugitive", options="opening")
    assert "key=value" in refusal(result)
    await bob.slash(channel, "game join")
    result = await carol.slash(channel, "game join")
    assert "full" in refusal(result)
    result = await bob.slash(channel, "game start")
    assert "Only the host" in refusal(result)
    result = await carol.slash(channel, "game abandon")
    assert "Manage Server" in refusal(result)
    result = await alice.slash(channel, "game abandon")
    assert result.ephemeral and "abandoned" in result.response.content
    # the channel is free again
    result = await bob.slash(channel, "game new", game="fugitive")
    assert "is open" in result.response.content


async def test_closed_dms_do_not_stop_the_game(simcord_env):
    env = simcord_env
    game = FugitiveTable(env, 11)
    env.bot.service.seed_source = lambda: 11
    game.guild = env.create_guild()
    game.channel = game.guild.create_text_channel("fugitive")
    alice_user = env.create_user("alice")
    game.alice = game.guild.add_member(alice_user)
    game.bob = game.guild.add_member(env.create_user("bob"))
    env.inject_error(
        "POST",
        f"/channels/{alice_user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    await game.alice.slash(game.channel, "game new", game="fugitive")
    await game.bob.click(game.table_message(), label="Join")
    await game.alice.slash(game.channel, "game start", first=game.alice)
    game.players = {FUGITIVE: game.alice, MARSHAL: game.bob}
    notes = [m.content for m in game.channel.history() if "cannot send you direct" in m.content]
    assert len(notes) == 1 and game.alice.mention in notes[0]
    assert await env.bot.service.settings.dm_closed(game.alice.id)
    # the panel still works, and the game goes on
    panel = await game.panel(FUGITIVE)
    assert "Your hand" in panel.embeds[0].description
    await game.alice.slash(game.channel, "fugitive hideout", card=2)
    await game.alice.slash(game.channel, "fugitive end")
    assert (await game.table()).state.phase == "marshal_draw"
    # he is told once, not on every turn
    assert sum("cannot send you direct" in m.content for m in game.channel.history()) == 1


async def test_dms_reach_the_fugitive_on_his_turn(simcord_env):
    game = await started(simcord_env)
    dms = game.users["alice"].dm_channel.history()
    assert dms and "your turn" in dms[-1].content
    assert dms[-1].attachments and dms[-1].attachments[0].filename == "hand.png"
    assert not game.users["bob"].dm_channel.history()


async def test_restart_mid_game_and_old_buttons_still_work(simcord_env, settings):
    game = await started(simcord_env, seed=5)
    panel = await game.panel(FUGITIVE)
    before = await snapshot(game)
    await simcord_env.restart_bot(GetawayBot(settings))
    assert await snapshot(game) == before
    # the panel from before the restart still plays
    result = await game.alice.select(panel, ["2"], custom_id=custom_id(panel, "n:hide"))
    assert result.acknowledged
    table = await game.table()
    assert table.version == before[0] + 1 and table.state.pending.card == 2
    # the table message's buttons too
    result = await game.bob.click(game.table_message(), label="Rules")
    assert "How to play Fugitive" in result.response.embeds[0].title
    await simcord_env.bot.store.close()


@pytest.mark.parametrize("opening", ["exactly_two"])
async def test_exactly_two_opening_option(simcord_env, opening):
    game = await started(simcord_env, opening=opening)
    result = await game.alice.slash(game.channel, "fugitive hideout", card=1)
    result = await game.alice.slash(game.channel, "fugitive end")
    assert "exactly two" in refusal(result)
    assert (await game.table()).state.phase == "opening"


async def test_autocomplete_offers_legal_choices_to_their_owner_only(simcord_env):
    game = await started(simcord_env)
    state = (await game.table()).state
    legal = {a.card for a in ENGINE.legal_actions(state, FUGITIVE) if a.type == "hide"}
    choices = await game.alice.autocomplete(game.channel, "fugitive hideout", "card", "")
    assert {c["value"] for c in choices} == legal
    # the Fugitive's cards are his secret: nobody else is offered them
    assert await game.bob.autocomplete(game.channel, "fugitive hideout", "card", "") == []
    far = max(legal)
    need = far - 3
    suggestions = await game.alice.autocomplete(
        game.channel, "fugitive hideout", "sprints", "", card=far
    )
    assert suggestions
    for choice in suggestions:
        cards = [int(c) for c in choice["value"].split()]
        assert set(cards) <= set(state.hands[FUGITIVE]) - {far, 42}
        assert sum(1 if c % 2 else 2 for c in cards) >= need
    # the Marshal's guess suggestions are numbers her own view leaves possible
    await game.alice.slash(game.channel, "fugitive hideout", card=1)
    await game.alice.slash(game.channel, "fugitive end")
    await game.bob.slash(game.channel, "fugitive draw", pile=1)
    await game.bob.slash(game.channel, "fugitive draw", pile=1)
    marshal_hand = set((await game.table()).state.hands[MARSHAL])
    offered = await game.bob.autocomplete(game.channel, "fugitive guess", "numbers", "")
    numbers = {int(c["value"]) for c in offered}
    assert numbers and numbers <= {1, 2, 3, 4} - marshal_hand
    assert await game.alice.autocomplete(game.channel, "fugitive guess", "numbers", "") == []


async def test_resigning_gives_the_game_to_the_other_player_and_shows_the_route(simcord_env):
    game = await started(simcord_env)
    await game.alice.slash(game.channel, "fugitive hideout", card=2)
    await game.alice.slash(game.channel, "fugitive end")
    result = await game.bob.slash(game.channel, "game resign")
    assert result.response.content == "You resigned."
    table = await game.table()
    assert table.status == "finished" and table.outcome["winners"] == [FUGITIVE]
    recap = game.channel.history()[-1].content
    assert "resigned" in recap and "0 → 2" in recap
    result = await game.alice.slash(game.channel, "fugitive pass")
    refusal(result)


async def test_a_move_can_be_typed_with_fugitive_play_as_in_every_game(simcord_env):
    game = await started(simcord_env)
    table = await game.table()
    ui = GAME_UIS["fugitive"]
    (seat,) = table.to_act()
    action = table.engine.legal_actions(table.state, seat)[0].model_dump(mode="json")
    typed = ui.words.command(action, ui.voice(table, "en", seat))
    player = game.players[seat]
    before = await snapshot(game)
    result = await player.slash(game.channel, "fugitive play", move="fly to the moon")
    assert "⚠️" in refusal(result) and await snapshot(game) == before
    await player.slash(game.channel, "fugitive play", move=typed)
    after = await game.table()
    expected, _ = table.engine.apply(table.state, seat, table.engine.parse_action(action))
    assert after.version == table.version + 1
    assert after.state.model_dump_json() == expected.model_dump_json()
