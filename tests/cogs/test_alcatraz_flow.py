"""Whole games of Alcatraz: The Scapegoat on (simulated) Discord, 3 and 4 players, through buttons
and selects only: secret votes (ties included) revealed all at once, trades offered, accepted and
declined, task items pooled with the owners' consent, and an escape. Every request is valid, no
ballot shows to anyone but its voter before the reveal, and the partner of an offer is pinged and
told what is offered.

The moves come from a *director*: the computer players (``engine.bot_action``), nudged so that
the things under test happen — half the ballots are cast at random (ties), a prisoner with
someone in his location now and then opens a trade (one item each way), and offers are accepted
or declined at random. Escapes come from the computer players' own play: the seed of each game is
found at test time by playing the same director on the engine alone, as the first seed whose
game has a tie, a declined trade, a pooled task item and an escape (so the test follows the
computer player as it improves, instead of pinning a seed).

Then the vote on its own (a 2–2 tie broken by the outgoing scapegoat, a restart mid-vote, stale
and outside clicks), typed votes and answers, a French table, the real pictures, the house rules
``trade_scope=anytime`` and ``vote_timeout_ballot=self``, and time running out on a vote after a
discussion window (virtual time)."""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from typing import Any

import pytest

from bot.client import GetawayBot
from cogs.table_ui import GAME_UIS
from rules import get_engine
from rules.alcatraz.legal import mode
from rules.core import Rng
from tests.cogs.harness import shown
from tests.cogs.panel_driver import GameOnDiscord, controls
from tests.cogs.test_failures import texts
from tests.cogs.test_fugitive_edges import refusal
from tests.contract.openapi import check_entries

ENGINE = get_engine("alcatraz")
DIRECTOR = 0xD1EC7


# -- the director ----------------------------------------------------------------------------


def direct(state: Any, rng: Rng) -> tuple[int, dict[str, Any]]:
    """The seat to move and its move: the computer players' choice, with the nudges above."""
    seat = rng.choice(ENGINE.to_act(state))
    legal = ENGINE.legal_actions(state, seat)
    found = mode(state)

    def of(kind: str) -> list[Any]:
        return [a for a in legal if a.type == kind]

    action: Any = None
    if found == "vote" and state.phase == "vote" and rng.randbelow(2) == 0:
        action = rng.choice(legal)
    elif found == "trade_answer":
        action = legal[rng.randbelow(2)]
    elif found == "trade":
        draft = state.trade
        gives = [a for a in of("trade_add") if a.side == "give"]
        takes = [a for a in of("trade_add") if a.side == "take"]
        if not (draft.give or draft.give_cash) and gives:
            action = rng.choice(gives)
        elif not (draft.take or draft.take_cash) and takes and rng.randbelow(2) == 0:
            action = rng.choice(takes)
        else:
            action = (of("trade_offer") or of("trade_cancel"))[0]
    elif found == "main" and seat == state.current and state.trade_offers == 0:
        opens = of("trade_open")
        if opens and rng.randbelow(3) == 0:
            action = rng.choice(opens)
    if action is None:
        action = ENGINE.bot_action(state, seat, rng)
    return seat, action.model_dump(mode="json")


def tied(ballots: list[int]) -> bool:
    tally = Counter(ballots)
    top = max(tally.values())
    return sum(1 for n in tally.values() if n == top) > 1


def story(players: int, seed: int, limit: int = 3000) -> Counter[str]:
    """What the director's game from ``seed`` goes through, on the engine alone."""
    state = ENGINE.setup(players, None, seed)
    rng = Rng(s=seed ^ DIRECTOR)
    seen: Counter[str] = Counter()
    for _ in range(limit):
        if not ENGINE.to_act(state):
            break
        seat, data = direct(state, rng)
        state, events = ENGINE.apply(state, seat, ENGINE.parse_action(data))
        seen[data["type"] + ("" if "accept" not in data else f"-{data['accept']}")] += 1
        for e in events:
            if e.kind == "scapegoat_elected" and tied(e.data["ballots"]):
                seen["tie"] += 1
    seen["escape"] = int(state.result is not None and state.result.reason == "escape")
    return seen


@cache
def seed_for(players: int) -> int:
    for seed in range(1, 80):
        seen = story(players, seed)
        wanted = ("escape", "tie", "trade_answer-False", "trade_answer-True", "task_answer-True")
        if all(seen[k] for k in wanted):
            return seed
    raise AssertionError(f"no {players}-player game of the director escapes with all the steps")


class Directed(GameOnDiscord):
    """A table whose moves the director chooses; the state before each move is kept."""

    before: Any = None

    async def open(self) -> None:
        await super().open()
        self.rng = Rng(s=self.seed ^ DIRECTOR)

    def choose(self, state: Any) -> tuple[int, dict[str, Any]]:
        self.before = state
        return direct(state, self.rng)


# -- what each reader was sent --------------------------------------------------------------------


#: fields of a request that nobody reads (ids, links)
UNREAD = ("custom_id", "url", "proxy_url", "filename", "id", "recipient_id", "nonce")


def strings(payload: Any) -> list[str]:
    """Every human-readable string of a request payload (a select option's value is not)."""
    if isinstance(payload, dict):
        unread = (*UNREAD, "value") if "label" in payload else UNREAD
        return [s for key, value in payload.items() if key not in unread for s in strings(value)]
    if isinstance(payload, list):
        return [s for item in payload for s in strings(item)]
    return [payload] if isinstance(payload, str) else []


def reader_of(game: GameOnDiscord, path: str, mover: int) -> int | None:
    """Who reads a request: a seat (its DMs, or the mover's own interactions), None for the
    channel."""
    for seat, user in game.user_of.items():
        if f"/channels/{user.dm_channel.id}/" in path:
            return seat
    if "/interactions/" in path or "/webhooks/" in path:
        return mover
    return None


OWN_BALLOT = re.compile(r"(?:You voted for|Your ballot:) (.+?)\.(?:\s|$)")


class Watch:
    """After every move: no ballot reaches anyone but its voter before the reveal, the table
    counts the ballots cast, an offer or a request pings its partner and tells them by DM what
    is asked, and decisions out of turn are counted."""

    def __init__(self, game: Directed) -> None:
        self.game = game
        self.ui = GAME_UIS["alcatraz"]
        self.checked = 0
        self.ballot_steps = 0
        self.offers = 0
        self.out_of_turn: Counter[str] = Counter()
        self.guarded = False  # a panel at a location with two guards was looked at
        self.hands_seen = 0
        self.held = False

    async def __call__(self, table: Any, step: tuple[int, int, int]) -> None:
        game, state = self.game, table.state
        mover, start, end = step
        before = game.before
        if before.phase == "actions" and mover != before.current:
            self.out_of_turn[mode(before)] += 1
        requests = game.env.http_requests[start:end]
        if state.phase in ("vote", "stay_vote"):  # the vote goes on: nothing revealed yet
            self.check_ballots(table, requests, mover)
            cast = sum(1 for v in state.voters if state.ballots[v] is not None)
            await shown(game.env)  # the vote goes on: the count may wait for the next ballot
            status = game.table_message().embeds[0].description
            assert f"{cast} of {len(state.voters)} ballots cast" in status, status
            assert "missing ballot is drawn at random" in status
        found = mode(state) if state.phase == "actions" else ""
        if found in ("trade_answer", "task_answer") and mode(before) != found:
            partner = table.to_act()[0]
            user = game.user_of[partner]
            ping = game.channel.history()[-1].content
            assert ping.startswith(f"<@{user.id}>"), ping
            asked = "a trade offer to accept" if found == "trade_answer" else "an item for a task"
            assert asked in ping, ping
            dm = " ".join(
                s
                for e in requests
                if f"/channels/{user.dm_channel.id}/" in e.path and isinstance(e.json, dict)
                for s in strings(e.json)
            )
            said = "offers you a trade" if found == "trade_answer" else "asks you to hand in"
            assert said in dm, dm
            self.offers += 1
            # their panel: just that decision, Accept / Decline (or Hand it over / Keep it)
            panel = await game.panel(partner)
            assert said in panel.embeds[0].description
            buttons = [c["label"] for c in controls(panel)]
            wanted = (
                ["Accept", "Decline"] if found == "trade_answer" else ["Hand it over", "Keep it"]
            )
            assert buttons == wanted, buttons
        self.check_blackmail(table, requests, mover)
        if found == "main" and not self.guarded:
            current = state.current
            if state.guards[state.players[current].location - 1] == 2 and not state.bribed:
                self.guarded = True
                text = (await game.panel(current)).embeds[0].description
                assert "with 2 guards: guarded actions cost 1 AP more." in text, text
                assert "steal, riot, discard 2 AP" in text

    def check_ballots(self, table: Any, requests: list[Any], mover: int) -> None:
        state = table.state
        lang = "en"
        names = [
            {self.ui.seat_name(table, s, lang), self.ui.plain_name(table, s, lang, s)}
            | {self.ui.plain_name(table, s, lang)}
            for s in range(state.num_players)
        ]
        cast = [(v, state.ballots[v]) for v in state.voters if state.ballots[v] is not None]
        pairs = [
            f"{self.ui.seat_name(table, v, lang)} → {self.ui.seat_name(table, c, lang)}"
            for v, c in cast
        ]
        self.ballot_steps += 1
        for entry in requests:
            if not isinstance(entry.json, dict):
                continue
            reader = reader_of(self.game, entry.path, mover)
            own = state.ballots[reader] if reader is not None else None
            for text in strings(entry.json):
                self.checked += 1
                assert not any(pair in text for pair in pairs), (reader, text[:300])
                for match in OWN_BALLOT.finditer(text):
                    assert own is not None and match[1] in names[own], (reader, text[:300])

    def check_blackmail(self, table: Any, requests: list[Any], mover: int) -> None:
        """A blackmail card's text reaches only its holder (and whoever holds the same card)."""
        from bot.narrate import Voice

        words = self.ui.words
        state = table.state
        held = [{words.card_text(c, Voice("en")) for c in p.blackmail} for p in state.players]
        self.held = self.held or any(held)
        for entry in requests:
            if not isinstance(entry.json, dict):
                continue
            reader = reader_of(self.game, entry.path, mover)
            mine = held[reader] if reader is not None else set()
            secret = set().union(*held) - mine
            for text in strings(entry.json):
                assert not any(card in text for card in secret), (reader, text[:200])
                if mine and any(card in text for card in mine):
                    self.hands_seen += 1


def table_texts(game: GameOnDiscord) -> str:
    """Everything the table message ever said (every edit) and every channel message."""
    found = []
    channel = f"/channels/{game.channel.id}/messages"
    for entry in game.env.http_requests:
        if channel in entry.path and isinstance(entry.json, dict):
            found += strings(entry.json)
    return "\n".join(found)


async def log_of(env: Any, table_id: int) -> list[dict[str, Any]]:
    import json

    rows = await env.bot.store.fetchall(
        "SELECT seat, action FROM actions WHERE table_id = ? ORDER BY version", (table_id,)
    )
    return [dict(json.loads(r["action"]), seat=r["seat"]) for r in rows]


# -- whole games -----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4])
async def test_a_whole_game_through_buttons_and_selects(
    simcord_env, quick_pictures, players: int
) -> None:
    game = Directed(simcord_env, "alcatraz", players, seed_for(players))
    await game.open()
    watch = Watch(game)
    table = await game.play_to_end(check=watch, max_moves=3000)
    assert table.status == "finished" and table.state.result.reason == "escape"
    assert await simcord_env.bot.service.replay_check(table.id)
    # the log of the game: every kind of moment happened, through the panel
    log = await log_of(simcord_env, table.id)
    kinds = Counter(a["type"] + str(a.get("accept", "")) for a in log)
    assert kinds["trade_offer"] and kinds["trade_answerFalse"] and kinds["trade_answerTrue"]
    assert kinds["task_pledge"] and kinds["task_answerTrue"] and kinds["task_complete"]
    assert kinds["vote"] >= players * 2
    # secrets and pings were checked after every move
    assert watch.ballot_steps >= players and watch.checked > 100
    assert watch.offers >= 3
    assert watch.out_of_turn["trade_answer"] and watch.out_of_turn["task_answer"]
    assert watch.out_of_turn["vote"] == 0  # votes happen between rounds, not in a turn
    assert watch.hands_seen or not watch.held  # a hand shows to its holder
    assert watch.guarded  # a turn at two guards: its costs said in the panel
    # the log announced the new guards, the votes (with a tie), tasks, rewards and the escape
    said = table_texts(game)
    assert "a new guard arrives in the " in said
    assert "The ballots: " in said and "is the new scapegoat (+1 AP)" in said
    assert re.search(r"completed “[^”]+” in the [A-Z]", said)
    assert "The reward card gives step " in said
    assert "escaped from Alcatraz!" in said and "Left behind: " in said
    recap = game.channel.history()[-1].content
    assert recap.startswith("Escaped: ")
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


# -- the vote ------------------------------------------------------------------------------------


async def to_the_vote(game: GameOnDiscord) -> Any:
    """Everyone ends their first turn through the panel; the second round opens with the vote."""
    table = await game.table()
    while table.state.phase == "actions":
        await game.move(table.state.current, {"type": "end_turn"})
        table = await game.table()
    assert table.state.phase == "vote"
    return table


def select_of(panel: Any) -> dict[str, Any]:
    (found,) = [c for c in controls(panel) if c["kind"] == "s"]
    return found


async def test_the_vote_a_private_select_a_count_then_all_ballots_at_once(
    simcord_env, quick_pictures, settings
) -> None:
    game = GameOnDiscord(simcord_env, "alcatraz", 4, 5)
    await game.open()
    table = await to_the_vote(game)
    before = table.state.scapegoat
    # one ping for the vote, naming every voter, that stands while the ballots come in
    ping = next(m for m in game.channel.history() if m.id == table.ping_id)
    assert "your secret ballot for the scapegoat" in ping.content
    assert ping.content.count("<@") == 4
    # every voter's panel: a select of all four players (oneself marked), with what matters
    panel = await game.panel(0)
    choice = select_of(panel)
    labels = [o["label"] for o in choice["options"]]
    assert len(labels) == 4 and sum("(you)" in label for label in labels) == 1
    assert all("blackmail card" in o["description"] for o in choice["options"])
    assert "Secret ballot" in panel.embeds[0].description
    assert choice["placeholder"] == "Your secret ballot: who becomes the scapegoat?"
    # a 2–2 tie: the outgoing scapegoat and the next seat vote for one player, the others for
    # another; seat 1 votes last, after a restart
    chosen, rival = (before + 1) % 4, (before + 2) % 4
    ballots = {before: chosen, chosen: chosen, rival: rival, (before + 3) % 4: rival}
    first = await game.panel(1)  # drawn now, used after the restart
    for n, seat in enumerate(s for s in range(4) if s != 1):
        mine = await game.panel(seat)
        result = await game.click(
            game.by_seat[seat],
            game.by_seat[seat].select(
                mine, [str(ballots[seat])], custom_id=select_of(mine)["custom_id"]
            ),
        )
        note = result.response.embeds[0].description
        assert "You voted for" in note and "ballots are revealed together" in note
        await shown(simcord_env)
        status = game.table_message().embeds[0].description
        assert f"{n + 1} of 4 ballots cast" in status
        assert "→" not in game.table_message().embeds[0].fields[0].value
    assert (await game.table()).ping_id == ping.id  # nobody was pinged again
    # a restart mid-vote: the panel drawn before it is stale (ballots were cast since)…
    await simcord_env.restart_bot(GetawayBot(settings))
    stale = await game.by_seat[1].select(
        first, [str(ballots[1])], custom_id=select_of(first)["custom_id"]
    )
    assert "earlier position" in texts(stale)
    assert (await game.table()).state.ballots[1] is None
    # …a non-player is refused; the last voter's fresh panel still works after the restart
    carol = game.guild.add_member(simcord_env.create_user("carol"))
    assert "not playing at this table" in refusal(
        await carol.click(game.table_message(), label="My turn / My hand")
    )
    fresh = await game.panel(1)
    await game.by_seat[1].select(fresh, [str(ballots[1])], custom_id=select_of(fresh)["custom_id"])
    after = await game.table()
    assert after.state.phase == "actions"
    # the tie went to the outgoing scapegoat's choice, revealed with every ballot
    assert after.state.scapegoat == ballots[before]
    field = game.table_message().embeds[0].fields[0].value
    assert "The ballots: " in field and field.count("→") == 4
    assert await simcord_env.bot.service.replay_check(after.id)
    await simcord_env.bot.store.close()


async def test_typed_votes_and_answers(simcord_env, quick_pictures) -> None:
    game = GameOnDiscord(simcord_env, "alcatraz", 3, 2)
    await game.open()
    await to_the_vote(game)
    alice, bob = game.by_seat[0], game.by_seat[1]
    result = await alice.slash(game.channel, "alcatraz vote", player=bob)
    assert result.ephemeral and "You voted for" in texts(result)
    again = await alice.slash(game.channel, "alcatraz vote", player=bob)
    assert "not your turn" in refusal(again).lower()  # her ballot is in: nothing to decide
    carol = game.guild.add_member(simcord_env.create_user("carol"))
    outsider = await game.by_seat[1].slash(game.channel, "alcatraz vote", player=carol)
    assert "is not playing at this table" in refusal(outsider)
    nothing = await bob.slash(game.channel, "alcatraz answer", choice="yes")
    assert "Nobody is waiting for your answer" in refusal(nothing)
    # the moves typed with autocomplete name the candidates
    choices = await game.by_seat[2].autocomplete(game.channel, "alcatraz play", "move", "vote")
    assert len(choices) == 3 and all(c["name"].startswith("vote ") for c in choices)
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


# -- French, pictures, options, time ------------------------------------------------------------

ENGLISH = {
    "the", "your", "you", "with", "from", "left", "costs", "guard", "guards", "steal", "ballot",
    "ballots", "scapegoat", "blackmail", "cash", "stamina", "trade", "move", "turn", "round",
    "accept", "decline", "nothing", "again", "show", "cancel", "back", "choose", "where",
}  # fmt: skip


def english_in(text: str) -> set[str]:
    text = re.sub(r"<[@#:t][^>]*>|https?://\S+|`[^`]*`|attachment://\S+", " ", text)
    return {w for w in re.findall(r"[A-Za-z']+", text.lower())} & ENGLISH


async def test_a_french_table_plays_in_french(simcord_env, quick_pictures, monkeypatch) -> None:
    from tests.cogs.harness import speak

    locales: dict[int, str] = {}
    speak(monkeypatch, simcord_env, locales)
    game = Directed(simcord_env, "alcatraz", 3, seed_for(3), lang="fr")
    original = simcord_env.create_user

    def french_user(name: str) -> Any:
        user = original(name)
        locales[user.id] = "fr"
        return user

    monkeypatch.setattr(simcord_env, "create_user", french_user)
    await game.open()
    start = len(simcord_env.http_requests)
    seen_vote = False
    for _ in range(70):
        table = await game.table()
        seat, action = game.choose(table.state)
        panel = await game.panel(seat)
        if table.state.phase == "vote" and not seen_vote:
            seen_vote = True
            choice = select_of(panel)
            assert choice["placeholder"].startswith("Votre bulletin secret")
            assert "bulletins déposés sur 3" in panel.embeds[0].description or (
                "bulletin déposé sur 3" in panel.embeds[0].description
            )
        await game.move(seat, action)
    assert seen_vote
    message = game.table_message()
    assert "table n°" in message.embeds[0].title
    assert message.embeds[0].footer.text.startswith("Gardiens là où vous êtes")
    said = [
        s
        for entry in simcord_env.http_requests[start:]
        if isinstance(entry.json, dict)
        for s in strings(entry.json)
    ]
    assert len(said) > 300
    # the game's own title is the engine's (English) in the shared table and panel titles
    said = [s.replace(ENGINE.title, "") for s in said]
    english = {w for s in said for w in english_in(s)}
    assert not english, (english, [s for s in said if english_in(s)][:3])
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_the_pictures_are_drawn_for_the_table_and_the_panel(simcord_env) -> None:
    game = GameOnDiscord(simcord_env, "alcatraz", 4, 3)
    await game.open()
    message = game.table_message()
    (board,) = message.attachments
    assert board.filename == "alcatraz.png" and board.description.startswith("Alcatraz, round 1")
    assert message.embeds[0].image.url == "attachment://alcatraz.png"
    table = await game.table()
    panel = await game.panel(table.to_act()[0])
    assert panel.embeds[0].image.url == "attachment://sheet.png"
    (sheet,) = panel.attachments
    assert "blackmail" in sheet.description
    sizes = [a.size for a in (board, sheet)]
    problems = check_entries(simcord_env.http_requests, file_sizes=sizes)
    assert problems == [], "\n".join(problems[:10])


async def test_trades_out_of_turn_and_a_ballot_for_oneself_as_house_rules(
    simcord_env, quick_pictures
) -> None:
    rules = {"options": "trade_scope=anytime vote_timeout_ballot=self", "deadline": "1d"}
    game = Directed(simcord_env, "alcatraz", 4, 1, new=rules)
    await game.open()
    table = await game.table()
    assert table.state.options.trade_scope == "anytime"
    assert "any two prisoners in one location" in game.table_message().embeds[0].footer.text
    # find a moment when someone other than the active prisoner may open a trade
    for _ in range(200):
        table = await game.table()
        state = table.state
        waiting = [s for s in table.to_act() if state.phase == "actions" and s != state.current]
        if waiting and mode(state) == "main":
            break
        seat, action = game.choose(state)
        await game.move(seat, action)
    else:
        raise AssertionError("nobody ever shared a location")
    bystander = waiting[0]
    # the table waits for the active prisoner only: the ping (and any reminder or time-out)
    # is theirs, not the bystanders', who merely may trade
    assert table.awaited() == [state.current]
    ping = next(m for m in game.channel.history() if m.id == table.ping_id)
    assert ping.content.count("<@") == 1
    assert f"<@{game.user_of[state.current].id}>" in ping.content
    panel = await game.panel(bystander)
    assert "you may open a trade" in panel.embeds[0].description
    partner = next(
        s
        for s in range(4)
        if s != bystander and state.players[s].location == state.players[bystander].location
    )
    await game.move(bystander, {"type": "trade_open", "partner": partner})
    after = await game.table()
    assert after.to_act() == [bystander] and after.state.current == state.current
    building = (await game.panel(bystander)).embeds[0].description
    assert "Your offer to " in building and "AP** left" not in building
    # the active prisoner waits meanwhile; the builder calls it off
    mine = await game.panel(state.current)
    assert "Nothing to do right now" in mine.embeds[0].description
    await game.move(bystander, {"type": "trade_cancel"})
    # at the vote: a missing ballot counts for oneself
    while (await game.table()).state.phase != "vote":
        table = await game.table()
        await game.move(*game.choose(table.state))
    table = await game.table()
    assert (
        "A missing ballot counts as a vote for oneself."
        in game.table_message().embeds[0].description
    )
    ui = GAME_UIS["alcatraz"]
    for seat in table.to_act():
        assert ui.timeout_action(table, seat) == {"type": "vote", "candidate": seat}
    problems = check_entries(simcord_env.http_requests)
    assert problems == [], "\n".join(problems[:10])


async def test_time_runs_out_on_decisions_with_the_rules_defaults(
    simcord_env, quick_pictures
) -> None:
    """A discussion window before the vote, then missing ballots drawn at random by the
    timekeeper as ordinary votes; an unanswered offer is declined, a skipped turn ends."""
    minute = 60.0
    clock = {"deadline": "10m", "discussion": "2m", "on_timeout": "skip"}
    game = Directed(simcord_env, "alcatraz", 3, 3, new=clock)
    await game.open()
    table = await to_the_vote(game)
    status = game.table_message().embeds[0].description
    assert "Talk it over: the ballots open <t:" in status
    assert "A missing ballot is drawn at random." in status
    early = await game.by_seat[0].slash(game.channel, "alcatraz vote", player=game.by_seat[1])
    assert "talking it over" in refusal(early)
    await simcord_env.advance_time(3 * minute)
    assert any("the vote is open" in (m.content or "") for m in game.channel.history())
    # the table message stops counting down to the vote
    assert "Talk it over" not in game.table_message().embeds[0].description
    await game.move(0, {"type": "vote", "candidate": 1})
    voting = (await game.table()).state
    from rules.alcatraz.turns import default_ballot

    expected = {s: default_ballot(voting, s).candidate for s in (1, 2)}
    await simcord_env.advance_time(11 * minute)
    table = await game.table()
    assert table.state.phase == "actions"
    log = await log_of(simcord_env, table.id)
    votes = {a["seat"]: a["candidate"] for a in log if a["type"] == "vote"}
    assert votes == {0: 1, **expected}
    # the missing ballots were the rules' default, and the table is told so
    said = [m.content or "" for m in game.channel.history()]
    # (both in one notice: issue 29, point 5)
    assert sum(c.count("ran out of time; the rules decide for them") for c in said) == 2
    assert not any("the computer played for them" in c for c in said)
    assert await simcord_env.bot.service.replay_check(table.id)
    # skip: an own turn ends; an offer left unanswered is declined
    ui = GAME_UIS["alcatraz"]
    current = table.state.current
    assert ui.skip_action(table, current) == {"type": "end_turn"}
    assert ui.timeout_action(table, (current + 1) % 3) is None  # not theirs to decide
