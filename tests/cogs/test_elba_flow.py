"""Escape from Elba on (simulated) Discord, 3 to 6 players, through buttons and selects only
(a phone player never types): whole games to an escape with chains of fights, decisions taken
outside one's turn, restarts in the middle of a fight, refusals, a French table, slash commands
for typists — every request valid, and no hand, card taken from a hand or weapon declared before
the reveal in anything another player or the channel receives."""

from __future__ import annotations

import io
import json
import re
from typing import Any

import pytest
from PIL import Image

from bot.client import GetawayBot
from bot.i18n import t
from bot.narrate import Narrator
from bot.narrate.elba import ElbaNarrator
from bot.pictures import PICTURES
from bot.render import elba as art
from cogs.elba import prefix_paths
from cogs.table_ui import GAME_UIS
from rules import get_engine
from rules.core import Rng
from tests.cogs.conftest import tiny_png
from tests.cogs.harness import shown
from tests.cogs.panel_driver import GameOnDiscord, controls, strings
from tests.cogs.test_failures import texts
from tests.cogs.test_fugitive_edges import refusal
from tests.cogs.test_languages import english_words
from tests.contract.openapi import check_entries

ENGINE = get_engine("elba")
#: (players, seed): computer games that end in an escape after chains of fights (a loser thrown
#: onto other hosts fights again) and with decisions taken outside the active player's turn
GAMES = [(3, 7), (4, 11), (6, 11)]
CANARY = re.compile(r"⟦(\d+)⟧")


# -- secrets ---------------------------------------------------------------------------------


def live_ui() -> Any:
    """The Elba UI the running bot uses: discord.py loads ``cogs.elba`` afresh as an extension,
    so its class is not the one this file imported."""
    return GAME_UIS["elba"]


@pytest.fixture
def canaries(simcord_env: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Mark everything only one seat may read with ``⟦seat⟧``: the words of its hand and of its
    declared weapons, its private events (a card drawn, won or taken from a hand), the labels of
    its panel's choices (its hand's letters to give up or bag…) and what the computer would do
    for it. Where each mark travels is then checked request by request."""
    ui_class = type(live_ui())
    real_secrets = ElbaNarrator.secrets
    real_event = Narrator.event
    real_label = ui_class.move_label
    real_default = ui_class.private_default

    def secrets(self: Any, view: Any, voice: Any) -> str | None:
        text = real_secrets(self, view, voice)
        return text if view.get("seat") is None else f"⟦{view['seat']}⟧ {text}"

    def event(self: Any, event: Any, voice: Any) -> str | None:
        line = real_event(self, event, voice)
        return f"⟦{event.to}⟧ {line}" if line and event.to is not None else line

    def move_label(self: Any, table: Any, seat: int, *args: Any) -> Any:
        label = real_label(self, table, seat, *args)
        label.text = f"⟦{seat}⟧ {label.text}"
        return label

    def private_default(self: Any, table: Any, seat: int, lang: str) -> str:
        text = real_default(self, table, seat, lang)
        return f"⟦{seat}⟧ {text}" if text else text

    monkeypatch.setattr(ElbaNarrator, "secrets", secrets)
    monkeypatch.setattr(ElbaNarrator, "event", event)
    monkeypatch.setattr(ui_class, "move_label", move_label)
    monkeypatch.setattr(ui_class, "private_default", private_default)


class SecretWatch:
    """After every move: each request's marks belong to its reader (the DM's owner, or the
    player who clicked for an interaction's answers); the channel gets none."""

    def __init__(self, game: GameOnDiscord) -> None:
        self.game = game
        self.seen: dict[str, int] = {"dm": 0, "panel": 0}
        self.outside = 0
        self.previous: Any = None

    def reader_of(self, path: str, mover: int) -> tuple[str, int | None]:
        for seat, user in self.game.user_of.items():
            if user.dm_channel is not None and f"/channels/{user.dm_channel.id}/" in path:
                return "dm", seat
        if "/interactions/" in path or "/webhooks/" in path:
            return "panel", mover
        return "channel", None

    def check_requests(self, start: int, end: int, mover: int | None) -> None:
        """``mover``: who clicked for the interactions' answers (None: unknown, so only the
        channel and the DMs are checked)."""
        for entry in self.game.env.http_requests[start:end]:
            if not isinstance(entry.json, dict):
                continue
            where, reader = self.reader_of(entry.path, -1 if mover is None else mover)
            if where == "panel" and mover is None:
                continue
            for text in strings(entry.json):
                for mark in CANARY.findall(text):
                    assert int(mark) == reader, (where, reader, text[:300])
                    self.seen[where] += 1

    async def __call__(self, table: Any, step: tuple[int, int, int]) -> None:
        mover, start, end = step
        if self.previous is not None and mover != self.previous.active:
            self.outside += 1
        self.previous = table.state
        self.check_requests(start, end, mover)


async def open_game(env: Any, players: int, seed: int, lang: str = "en") -> GameOnDiscord:
    game = GameOnDiscord(env, "elba", players, seed, lang=lang)
    await game.open()
    return game


def chains_of(players: int, seed: int) -> int:
    """How many moves of the computer game from ``seed`` threw a loser into another fight."""
    state = ENGINE.setup(players, None, seed)
    rng = Rng(s=seed ^ 0xC0FFEE)
    chains = 0
    while seats := ENGINE.to_act(state):
        seat = rng.choice(seats)
        state, events = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        kinds = [e.kind for e in events]
        chains += any(k == "thrown" and "fight" in kinds[i + 1 :] for i, k in enumerate(kinds))
    return chains


# -- whole games -----------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), GAMES)
async def test_a_whole_game_to_an_escape_through_buttons_and_selects(
    simcord_env, quick_pictures, canaries, players: int, seed: int
) -> None:
    assert chains_of(players, seed) > 0
    game = await open_game(simcord_env, players, seed)
    watch = SecretWatch(game)
    watch.check_requests(0, len(simcord_env.http_requests), None)
    watch.previous = (await game.table()).state
    table = await game.play_to_end(check=watch)
    outcome = ENGINE.outcome(table.state)
    assert table.status == "finished" and outcome.reason.startswith("escaped")
    assert watch.outside > 0  # someone decided outside the active player's turn
    assert watch.seen["panel"] > 100 and watch.seen["dm"] > 0
    assert await simcord_env.bot.service.replay_check(table.id)
    recap = game.channel.history()[-1].content
    assert "escaped from Elba" in recap
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_eleven_players_with_two_decks_play_a_whole_game_through_buttons(
    simcord_env, quick_pictures, canaries
) -> None:
    """The rulebook's « deux paquets » beyond 6: the lobby seats 11 with the option, the board
    and the panels work at that size, and nothing secret leaks on the way."""
    game = GameOnDiscord(simcord_env, "elba", 11, 5, new={"options": "two_decks=true"})
    await game.open()
    table = await game.table()
    assert table.state.num_players == 11 and len(table.state.deck) == 128 - 33
    watch = SecretWatch(game)
    watch.check_requests(0, len(simcord_env.http_requests), None)
    watch.previous = table.state
    table = await game.play_to_end(check=watch)
    assert table.status == "finished" and ENGINE.outcome(table.state).reason.startswith("escaped")
    assert await simcord_env.bot.service.replay_check(table.id)
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_a_twelfth_player_and_seven_without_the_option_are_refused(simcord_env) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("elba")
    people = [guild.add_member(env.create_user(f"p{i}")) for i in range(12)]
    await people[0].slash(channel, "game new", game="elba", options="two_decks=true")
    for person in people[1:11]:
        await person.click(channel.history()[-1], label="Join")
    assert channel.history()[-1].embeds[0].fields[0].name == "Players (11/11)"
    result = await people[11].click(channel.history()[-1], label="Join")
    assert "full" in refusal(result) and "11" in refusal(result)
    channel = guild.create_text_channel("elba-small")
    await people[0].slash(channel, "game new", game="elba")
    for person in people[1:6]:
        await person.click(channel.history()[-1], label="Join")
    result = await people[6].click(channel.history()[-1], label="Join")
    assert "full" in refusal(result) and "6" in refusal(result)


# -- decisions outside one's turn ---------------------------------------------------------------


async def play_until(game: GameOnDiscord, wanted: Any, limit: int = 400) -> Any:
    """Play the computer's moves through the panel until ``wanted(table)``."""
    for _ in range(limit):
        table = await game.table()
        if wanted(table):
            return table
        seat, action = game.choose(table.state)
        await game.move(seat, action)
    raise AssertionError("the position never came")


def deciding(decision: str, *, outside: bool = False, seats: int = 1) -> Any:
    def wanted(table: Any) -> bool:
        view = ENGINE.view(table.state, None)
        waiting = view["to_act"]
        return (
            view["decision"] == decision
            and len(waiting) >= seats
            and (not outside or view["active"] not in waiting)
        )

    return wanted


def status(game: GameOnDiscord) -> str:
    return game.table_message().embeds[0].description


def labels(panel: Any) -> list[str]:
    found = []
    for row in panel.components:
        for comp in row.get("components", []):
            found.append(str(comp.get("label") or comp.get("placeholder") or ""))
            found += [str(o["label"]) for o in comp.get("options", [])]
    return found


async def test_a_fight_decided_outside_ones_turn_with_a_vote_on_a_weapon(
    simcord_env, quick_pictures, canaries
) -> None:
    game = await open_game(simcord_env, 3, 7)
    table = await play_until(game, deciding("arms", outside=True))
    (fighter,) = table.to_act()
    active = table.state.active
    user = game.user_of[fighter]
    # the table says whom it waits for, for what, until when, and the default
    text = status(game)
    assert f"Waiting for {live_ui().short_name(fighter, 'en')} <@{user.id}>: weapons" in text
    assert f"(deadline <t:{int(table.deadline)}:R>; without an answer: no weapon)" in text
    assert live_ui().timeout_action(table, fighter) == {"type": "arm", "words": []}
    # the fighter is pinged at the table and told in a DM what is at stake
    ping = game.channel.history()[-1]
    assert user.mention in ping.content and "My turn" in str(ping.components)
    assert "a decision for you: weapons." in ping.content
    dm = user.dm_channel.history()[-1]
    assert "A fight in" in dm.content and "weapons" in dm.content and "no weapon" in dm.content
    assert dm.attachments and dm.attachments[0].filename == "hand.png"
    # the active player has nothing to do meanwhile
    waiting = await game.panel(active)
    assert "Nothing to do right now" in waiting.embeds[0].description and not controls(waiting)
    # the fighter's panel: the dice, and each weapon with the total it makes
    panel = await game.panel(fighter)
    assert "You: die" in panel.embeds[0].description
    assert any("Fight without a weapon → " in label for label in labels(panel))
    # a word that is not on the list goes to a vote of the others
    proposal = next(
        a.model_dump(mode="json")
        for a in ENGINE.legal_actions(table.state, fighter)
        if a.type == "propose_weapon"
    )
    await game.move(fighter, proposal)
    table = await game.table()
    voters = table.to_act()
    assert sorted(voters) == sorted(s for s in range(3) if s != fighter)
    text = status(game)
    assert f"a vote on {proposal['word']}" in text and "a “no” vote" in text
    assert all(f"<@{game.user_of[s].id}>" in text for s in voters)
    assert all(
        live_ui().timeout_action(table, s) == {"type": "vote", "accept": False} for s in voters
    )
    for voter, accept in zip(voters, (True, False), strict=True):
        panel = await game.panel(voter)
        assert proposal["word"] in panel.embeds[0].description
        await game.move(voter, {"type": "vote", "accept": accept})
    log = game.table_message().embeds[0].fields[0].value
    assert f"{proposal['word']} is rejected as a weapon" in log  # a tie rejects
    table = await game.table()
    assert table.to_act() == [fighter]
    await game.move(fighter, {"type": "arm", "words": []})
    log = game.table_message().embeds[0].fields[0].value
    assert "wins" in log and "Dice:" in log
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_time_runs_out_on_a_turn_and_on_a_fight(simcord_env, quick_pictures) -> None:
    """A reminder at half time, then the computer plays a turn left too long; a fighter who
    does not choose fights without a weapon, as the rules say, and the table is told which."""
    minute = 60.0
    game = GameOnDiscord(
        simcord_env, "elba", 3, 7, new={"deadline": "10m", "on_timeout": "computer"}
    )
    await game.open()
    table = await game.table()
    (active,) = table.to_act()
    await simcord_env.advance_time(6 * minute)
    dms = [m.content or "" for m in game.user_of[active].dm_channel.history()]
    assert sum("time runs out" in c for c in dms) == 1
    assert (await game.table()).version == table.version
    await simcord_env.advance_time(5 * minute)
    assert (await game.table()).version > table.version
    said = [m.content or "" for m in game.channel.history()]
    assert any("ran out of time; the computer played for them" in c for c in said)
    table = await play_until(game, deciding("arms", outside=True))
    (fighter,) = table.to_act()
    await simcord_env.advance_time(11 * minute)
    row = await simcord_env.bot.store.fetchone(
        "SELECT seat, action FROM actions WHERE table_id = ? AND version > ?"
        " ORDER BY version LIMIT 1",
        (table.id, table.version),
    )
    assert row["seat"] == fighter and json.loads(row["action"]) == {"type": "arm", "words": []}
    said = [m.content or "" for m in game.channel.history()]
    assert any("ran out of time; the rules decide for them" in c for c in said)
    assert await simcord_env.bot.service.replay_check(table.id)


async def test_a_restart_in_the_middle_of_a_fight(
    simcord_env, quick_pictures, canaries, settings
) -> None:
    game = await open_game(simcord_env, 3, 9)
    table = await play_until(game, deciding("arms", seats=2))
    first, second = table.to_act()
    old_first = await game.panel(first)
    old_second = await game.panel(second)
    restarted = GetawayBot(settings)
    await simcord_env.restart_bot(restarted)
    try:
        await fight_after_a_restart(game, table, first, second, old_first, old_second)
    finally:
        await restarted.store.close()


async def fight_after_a_restart(
    game: GameOnDiscord, table: Any, first: int, second: int, old_first: Any, old_second: Any
) -> None:
    # the first fighter's panel from before the restart still plays
    unarmed = {"type": "arm", "words": []}
    _, comp, _ = game.step_towards(old_first, live_ui().choice_path(table, first, unarmed))
    result = await game.by_seat[first].click(old_first, custom_id=comp["custom_id"])
    assert result.acknowledged
    after = await game.table()
    assert after.version == table.version + 1 and after.to_act() == [second]
    await shown(game.env)  # the fight's second choice may follow at once: the table waits
    text = status(game)
    assert f"Waiting for {live_ui().short_name(second, 'en')}" in text
    assert f"Waiting for {live_ui().short_name(first, 'en')}" not in text
    # the second one's was drawn for the earlier position: refused, with a fresh panel
    _, comp, _ = game.step_towards(old_second, live_ui().choice_path(table, second, unarmed))
    again = await game.by_seat[second].click(old_second, custom_id=comp["custom_id"])
    assert "earlier position" in texts(again)
    assert (await game.table()).version == after.version
    fresh = again.response
    _, comp, _ = game.step_towards(fresh, live_ui().choice_path(after, second, unarmed))
    await game.by_seat[second].click(fresh, custom_id=comp["custom_id"])
    log = game.table_message().embeds[0].fields[0].value
    assert "wins" in log
    watch = SecretWatch(game)
    watch.check_requests(0, len(game.env.http_requests), None)
    problems = check_entries(game.env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_refusals_and_players_with_nothing_to_do(simcord_env, quick_pictures) -> None:
    game = await open_game(simcord_env, 4, 11)
    table = await game.table()
    (mover,) = table.to_act()
    other = next(s for s in range(4) if s != mover)
    carol = game.guild.add_member(simcord_env.create_user("carol"))
    result = await carol.click(game.table_message(), label="My turn / My hand")
    assert "not playing at this table" in refusal(result)
    result = await carol.slash(game.channel, "elba play", move="draw 1")
    assert "not playing at this table" in refusal(result)
    panel = await game.panel(other)
    assert "Nothing to do right now" in panel.embeds[0].description
    assert "Your hand:" in panel.embeds[0].description
    result = await game.by_seat[other].slash(game.channel, "elba play", move="draw 1")
    assert "⚠️" in texts(result)
    result = await game.by_seat[mover].slash(game.channel, "elba play", move="fly to the moon")
    assert "⚠️" in texts(result)
    assert (await game.table()).version == table.version
    # a click on a panel of an earlier position is refused with the fresh panel
    old = await game.panel(mover)
    seat, action = game.choose(table.state)
    await game.move(seat, action)
    comp = controls(old)[0]
    if comp["kind"] == "m":
        result = await game.by_seat[mover].click(old, custom_id=comp["custom_id"])
    else:
        value = comp["options"][0]["value"]
        result = await game.by_seat[mover].select(old, [value], custom_id=comp["custom_id"])
    assert "earlier position" in texts(result)
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_typists_play_with_slash_commands_and_autocomplete(
    simcord_env, quick_pictures
) -> None:
    game = await open_game(simcord_env, 3, 7)
    table = await game.table()
    (mover,) = table.to_act()
    actor = game.by_seat[mover]
    choices = await actor.autocomplete(game.channel, "elba play", "move", "dr")
    assert choices and all(c["value"].startswith("draw ") for c in choices)
    assert any(c["name"] == "draw 2 — Draw 2 cards" for c in choices)
    result = await actor.slash(game.channel, "elba play", move="draw 2")
    assert result.ephemeral
    after = await game.table()
    assert after.version == table.version + 1 and after.state.phase == "actions"
    await shown(simcord_env)  # the turn goes on: the table shows it once the hold is over
    assert "drew 2 cards" in game.table_message().embeds[0].fields[0].value
    hand = await actor.slash(game.channel, "elba hand")
    assert "Your hand:" in texts(hand)
    outsider = game.by_seat[(mover + 1) % 3]
    assert await outsider.autocomplete(game.channel, "elba play", "move", "") == []
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_the_word_to_keep_is_offered_in_groups_when_there_are_many(
    simcord_env, quick_pictures
) -> None:
    game = await open_game(simcord_env, 3, 7)

    def many_keeps(table: Any) -> bool:
        seats = table.to_act()
        return ENGINE.view(table.state, None)["decision"] == "keep" and (
            sum(a.type == "keep" for a in ENGINE.legal_actions(table.state, seats[0])) > 25
        )

    table = await play_until(game, many_keeps)
    (seat,) = table.to_act()
    keeps = [a.letters for a in ENGINE.legal_actions(table.state, seat) if a.type == "keep"]
    panel = await game.panel(seat)
    shown = labels(panel)
    # the words that spell an escape word come in a select of their own, with what they do
    assert "★ Keep a word that spells an escape word" in shown
    star = next(c for c in controls(panel) if c["tokens"] == ("keep-escape",))
    assert all("escape with" in (o.get("description") or "") for o in star["options"])
    assert any(label.startswith("Other words (") for label in shown)
    # every kept set is reachable, in at most three picks, never more than 25 in a select
    for kept in keeps[:: max(1, len(keeps) // 12)]:
        path = live_ui().choice_path(table, seat, {"type": "keep", "letters": kept})
        assert len(path) <= 3, path
        panel = await game.panel(seat)
        for _ in range(len(path)):
            kind, comp, value = game.step_towards(panel, path)
            if kind == "button" and comp["op"] == "a":
                break
            assert len(comp.get("options", [])) <= 25
            actor = game.by_seat[seat]
            if kind == "button":
                panel = (await actor.click(panel, custom_id=comp["custom_id"])).response
            elif len(path) > len(comp["tokens"]) + 1:
                panel = (await actor.select(panel, [value], custom_id=comp["custom_id"])).response
            else:
                break  # the last pick would play it
        assert (await game.table()).version == table.version
    choices = await game.by_seat[seat].autocomplete(game.channel, "elba play", "move", "keep ES")
    assert any(c["value"] == "keep ESCAPE" for c in choices)
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


# -- languages and pictures ------------------------------------------------------------------


def french_only(text: str) -> str:
    """Drop what stays English in French: the game's title and its words in capitals."""
    return re.sub(r"Escape from Elba|\b[A-Z]{2,}\b", " ", text)


async def test_a_french_table_with_real_pictures(simcord_env, monkeypatch) -> None:
    from tests.cogs.harness import speak

    class French(dict[int, str]):
        def get(self, key: int, default: Any = None) -> str:
            return "fr"

    speak(monkeypatch, simcord_env, French())  # every player's Discord speaks French
    game = GameOnDiscord(simcord_env, "elba", 3, 7, lang="fr")
    with monkeypatch.context() as quick:  # real pictures for the last position only
        png = tiny_png()
        quick.setattr(art, "render_public", lambda *args, **kwargs: png)
        quick.setattr(art, "render_private", lambda *args, **kwargs: png)
        await game.open()
        table = await play_until(game, deciding("arms", outside=True))
    # the tiny pictures are kept under the drawings' names: the board shown again is drawn
    PICTURES.clear()
    (fighter,) = table.to_act()
    refreshed = await game.by_seat[fighter].click(
        game.table_message(), label=t("fr", "button-refresh")
    )
    assert refreshed.acknowledged
    message = game.table_message()
    embed = message.embeds[0]
    assert "table n°" in embed.title and embed.fields[0].name == "Derniers coups"
    assert "En attente de" in embed.description and "sans arme" in embed.description
    assert "Combat" in embed.fields[0].value
    panel = await game.panel(fighter)
    assert "Vous : dé" in panel.embeds[0].description
    assert any("Combattre sans arme" in label for label in labels(panel))
    dm = game.user_of[fighter].dm_channel.history()[-1]
    assert "Un combat" in dm.content and "sans arme" in dm.content
    # no English sentence slipped through (game words — room names, ELBA… — stay English)
    read = [embed.description, embed.fields[0].value, panel.embeds[0].description, dm.content]
    read += labels(panel)
    english = {w for text in read for w in english_words(french_only(text))}
    assert not english, english
    # a real picture: the board, about 1000 px wide, with its words in French in the alt text
    attachment = message.attachments[0]
    assert attachment.filename == "elba.png" and "Pioche" in (attachment.description or "")
    with Image.open(io.BytesIO(await attachment.read())) as image:
        assert image.size[0] == 1000 and 900 < image.size[1] < 1300
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


# -- secrets in random games -----------------------------------------------------------------


def mixed_move(state: Any, rng: Rng) -> tuple[int, dict[str, Any]]:
    """The computer's move six times in ten, else a random move of a random kind; a weapon
    word proposed to a vote every other time one can be."""
    seat = rng.choice(ENGINE.to_act(state))
    legal = ENGINE.legal_actions(state, seat)
    kinds = sorted({a.type for a in legal})
    if "propose_weapon" in kinds and rng.randbelow(2):
        action = rng.choice([a for a in legal if a.type == "propose_weapon"])
    elif rng.randbelow(10) < 6:
        action = ENGINE.bot_action(state, seat, rng)
    else:
        kind = rng.choice(kinds)
        action = rng.choice([a for a in legal if a.type == kind])
    return seat, action.model_dump(mode="json")


@pytest.mark.parametrize(("players", "seed"), [(4, 48), (5, 30)])
async def test_random_games_keep_hands_and_picks_private(
    simcord_env, quick_pictures, canaries, players: int, seed: int
) -> None:
    """Odd moves (weapons proposed and voted on, cards given up and taken, strange discards):
    every mark of a seat's secrets reaches that seat only."""
    game = await open_game(simcord_env, players, seed)
    watch = SecretWatch(game)
    watch.check_requests(0, len(simcord_env.http_requests), None)
    rng = Rng(s=seed)
    kinds: set[str] = set()
    for _ in range(100):
        table = await game.table()
        if table.status != "playing":
            break
        seat, action = mixed_move(table.state, rng)
        kinds.add(action["type"])
        await game.move(seat, action)
        await watch(await game.table(), game.steps[-1])
    assert watch.seen["panel"] > 50 and watch.seen["dm"] > 0
    assert {"arm", "propose_weapon", "vote", "give_up"} <= kinds
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_the_secret_watch_is_not_blind(
    simcord_env, quick_pictures, canaries, monkeypatch
) -> None:
    """A hand put on the table message by mistake is caught."""
    ui_class = type(live_ui())
    real = ui_class.status_text

    def leaky(self: Any, table: Any, lang: str) -> str:
        mine = self.words.secrets(table.engine.view(table.state, 0), self.voice(table, lang, 0))
        return real(self, table, lang) + "\n" + (mine or "")

    monkeypatch.setattr(ui_class, "status_text", leaky)
    game = await open_game(simcord_env, 3, 7)
    with pytest.raises(AssertionError, match="channel"):
        SecretWatch(game).check_requests(0, len(simcord_env.http_requests), None)


def test_big_choices_are_grouped_by_first_letters() -> None:
    words = [f"A{c}{d}" for c in "BCDEF" for d in "LMNOP"] + ["BAR", "BEE"]
    paths = prefix_paths(words)
    assert paths["BAR"] == ("B",) and paths["ABL"] == ("A",)
    assert prefix_paths(words[:25]) == {w: () for w in words[:25]}
    deep = [f"AB{c}{d}" for c in "CDEFGHIJKLMN" for d in "XYZ"]
    assert {p for path in prefix_paths(deep).values() for p in path} <= {
        f"AB{c}" for c in "CDEFGHIJKLMN"
    }
