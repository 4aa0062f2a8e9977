"""Getaway speaks French: every command has French words, a French group plays a whole game of
Fugitive without reading an English sentence privately, and a mixed table gives each player their
own language privately while the table speaks its own in public."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.i18n import catalogue, t
from cogs.translator import CatalogueTranslator
from tests.cogs.harness import FUGITIVE, MARSHAL, FugitiveTable, speak, visible_strings

NAME = re.compile(r"^[-_'\w]{1,32}$")

#: words of English sentences that no French sentence of ours contains
ENGLISH = {
    "the", "your", "you", "and", "with", "from", "draw", "drew", "turn", "hide", "card",
    "cards", "left", "guess", "choose", "show", "again", "cancel", "nothing", "wrong", "found",
    "pile", "hand", "route", "hidden", "numbers", "placing", "pick", "picked", "back",
    "moves", "deadline", "notepad", "crossed", "escape", "manhunt",
}  # fmt: skip


def english_words(text: str) -> set[str]:
    text = re.sub(r"<[@#:t][^>]*>|https?://\S+|`[^`]*`|attachment://\S+", " ", text)
    return {w for w in re.findall(r"[A-Za-z']+", text.lower())} & ENGLISH


def all_commands(tree: app_commands.CommandTree) -> list[Any]:
    found: list[Any] = []
    for command in tree.get_commands():
        found.append(command)
        if isinstance(command, app_commands.Group):
            found += list(command.walk_commands())
    return found


async def test_every_command_option_and_choice_has_french_words(simcord_env) -> None:
    tree = simcord_env.bot.tree
    payloads = [
        await c.get_translated_payload(tree, CatalogueTranslator()) for c in tree.get_commands()
    ]
    checked = 0

    def visit(node: dict[str, Any]) -> None:
        nonlocal checked
        names = node.get("name_localizations") or {}
        descriptions = node.get("description_localizations") or {}
        assert "fr" in names and NAME.match(names["fr"]) and names["fr"] == names["fr"].lower()
        assert "fr" in descriptions and 1 <= len(descriptions["fr"]) <= 100, node["name"]
        checked += 1
        for choice in node.get("choices") or []:
            assert "fr" in (choice.get("name_localizations") or {}), choice
        for child in node.get("options") or []:
            visit(child)

    for payload in payloads:
        visit(payload)
    assert checked > 25
    assert {p["name"] for p in payloads} >= {"game", "fugitive"}


def test_the_english_catalogue_says_what_the_code_says() -> None:
    """The commands' English words live in the code (Discord's defaults) and in the English
    catalogue (which every other language mirrors): they must not drift apart."""
    from bot.client import GetawayBot  # noqa: F401 - the cogs register their commands on load

    english = catalogue()
    for key in english.ids["en"]:
        if key.startswith("cmd-"):
            assert english.attribute("en", key, "description") != f"{key}.description", key


async def test_the_catalogue_matches_every_registered_command(simcord_env) -> None:
    tree = simcord_env.bot.tree
    for command in all_commands(tree):
        key = "cmd-" + command.qualified_name.replace(" ", "-")
        assert t("en", key) == command.name, key
        assert catalogue().attribute("en", key, "description") == command.description, key
        for param in getattr(command, "parameters", []):
            assert t("en", f"{key}-{param.name}") == param.name
            described = catalogue().attribute("en", f"{key}-{param.name}", "description")
            assert described == param.description, (key, param.name)


def private_texts(game: FugitiveTable, user: Any) -> list[str]:
    """Everything the bot sent ``user`` privately: ephemeral answers and DMs."""
    texts: list[str] = []
    dm = game.users[user].dm_channel.id
    for entry in game.env.http_requests:
        path = entry.path
        private = "/interactions/" in path or "/webhooks/" in path or f"/channels/{dm}/" in path
        if not private or not isinstance(entry.json, dict):
            continue
        texts.extend(visible_strings(entry.json, skip_codes=()))
    return texts


def interaction_requests_of(game: FugitiveTable, seat: int) -> list[dict[str, Any]]:
    found = []
    for step in game.steps:
        if step.seat != seat:
            continue
        for entry in game.env.http_requests[step.start : step.end]:
            if ("/interactions/" in entry.path or "/webhooks/" in entry.path) and isinstance(
                entry.json, dict
            ):
                found.append(entry.json)
    return found


@pytest.mark.parametrize("seed", [4, 11])
async def test_a_french_group_plays_fugitive_without_an_english_sentence(
    simcord_env, monkeypatch, seed
) -> None:
    game = FugitiveTable(simcord_env, seed, lang="fr")
    players: dict[int, str] = {}
    speak(monkeypatch, simcord_env, players)
    await game.open_users()
    players.update({game.alice.id: "fr", game.bob.id: "fr"})
    await game.start()
    table = await game.play_to_end(slash_every=3)
    assert table.status == "finished" and table.language == "fr"
    for seat in (FUGITIVE, MARSHAL):
        seen = [
            s
            for payload in interaction_requests_of(game, seat)
            for s in visible_strings(payload, skip_codes=())
        ]
        assert len(seen) > 20
        english = {word for text in seen for word in english_words(text)}
        assert not english, (seat, english, [s for s in seen if english_words(s)][:5])
    # and the channel spoke French too
    public = [
        s
        for entry in simcord_env.http_requests
        if entry.path.startswith("/channels/") and isinstance(entry.json, dict)
        for s in visible_strings(entry.json, skip_codes=())
    ]
    assert public and not {w for s in public for w in english_words(s)}


async def test_the_english_checker_would_catch_english(simcord_env) -> None:
    """The same game in English trips the checker above: it is not blind."""
    game = FugitiveTable(simcord_env, 4)
    await game.open()
    await game.play_to_end(slash_every=3)
    seen = [
        s
        for p in interaction_requests_of(game, FUGITIVE)
        for s in visible_strings(p, skip_codes=())
    ]
    assert {w for s in seen for w in english_words(s)} >= {"your", "the", "hide"}


async def test_a_mixed_table_answers_each_player_in_their_language(
    simcord_env, monkeypatch
) -> None:
    players: dict[int, str] = {}
    speak(monkeypatch, simcord_env, players)
    game = FugitiveTable(simcord_env, 7, lang="en")
    await game.open_users()
    players.update({game.alice.id: "fr", game.bob.id: "en-GB"})
    await game.start()
    fugitive = await game.panel(FUGITIVE)
    marshal = await game.panel(MARSHAL)
    assert fugitive.embeds[0].description.startswith("Tour 1")  # Alice reads French
    assert "Votre main" in fugitive.embeds[0].description
    assert marshal.embeds[0].description.startswith("Turn 1")  # Bob reads English
    assert "Your cards" in marshal.embeds[0].description
    # the table itself speaks its own language (the server's: English) to everyone
    message = game.table_message()
    assert (
        message.embeds[0].fields[0].name != t("fr", "table-last-moves")
        if message.embeds[0].fields
        else True
    )
    assert t("en", "button-my-turn") in [
        c.label for row in message.components for c in row.children
    ]
    # a refusal comes in the language of whoever is refused
    result = await game.bob.slash(game.channel, "fugitive draw", pile=1)
    assert "not your turn" in (result.response or result.followups[0]).content.lower()
    result = await game.alice.slash(game.channel, "fugitive guess", numbers="3")
    text = " ".join(m.content or "" for m in [result.response, *result.followups] if m)
    assert "Seule la Marshal devine" in text


async def test_a_table_can_be_set_to_french_in_an_english_server(simcord_env) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("jeux")
    alice = guild.add_member(env.create_user("alice"))
    await alice.slash(channel, "game new", game="fugitive", language="fr")
    table = await env.bot.service.status(channel.id)
    assert table.language == "fr"
    message = channel.history()[-1]
    labels = [c.label for row in message.components for c in row.children]
    assert t("fr", "button-join") in labels and "Join" not in labels
    assert isinstance(message.embeds[0], discord.Embed)
