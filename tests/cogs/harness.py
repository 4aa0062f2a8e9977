"""Drive Fugitive tables through simcord like two people would: slash commands, the table
message's buttons and the private panel's buttons and selects.

Moves are chosen by the engine's computer players from the table's stored state, so a game is
reproducible from its seed; the UI path (button, select or slash command) is what is tested.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import simcord
import simcord.interactions

from bot.i18n import t
from bot.table_work import HOLD_EDIT
from cogs.delivery import HELD_TICK
from rules import get_engine
from rules.core import Rng

ENGINE = get_engine("fugitive")
FUGITIVE, MARSHAL = 0, 1
#: the panel's multi-selects: sprint cards, and the Marshal's numbers 1–20 and 21–41
SPRINTS = "~0:sprint"
PICKS = ("~0:pick", "~1:pick")


def components(message: Any) -> Iterator[dict[str, Any]]:
    for row in message.components:
        yield from row.get("components", [])


def custom_id(message: Any, code: str) -> str:
    for comp in components(message):
        if str(comp.get("custom_id", "")).endswith(":" + code):
            return str(comp["custom_id"])
    raise AssertionError(f"no control {code!r} on the panel: {message.components}")


def choose(actor: Any, panel: Any, group: str, value: str) -> Any:
    """Pick ``value`` of a group of moves however the panel shows it: a select of the group,
    a button per choice, or the group's only move as a button of its own."""
    if has_control(panel, f"n:{group}"):
        return actor.select(panel, [value], custom_id=custom_id(panel, f"n:{group}"))
    if has_control(panel, f"a:{group}/{value}"):
        return actor.click(panel, custom_id=custom_id(panel, f"a:{group}/{value}"))
    return actor.click(panel, custom_id=custom_id(panel, f"a:{group}"))


def has_control(message: Any, code: str) -> bool:
    return any(str(c.get("custom_id", "")).endswith(":" + code) for c in components(message))


def selected(message: Any, code: str) -> set[str]:
    for comp in components(message):
        if str(comp.get("custom_id", "")).endswith(":" + code):
            return {o["value"] for o in comp.get("options", []) if o.get("default")}
    return set()


@dataclass
class Step:
    actor: Any
    seat: int
    start: int  # index in env.http_requests where this step's requests begin
    end: int


def speak(monkeypatch: Any, env: Any, locales: dict[int, str]) -> None:
    """Give users a Discord client language: simcord 3.2.1 sends every interaction with the
    locale "en-US", so the interaction payload gets each user's locale (and the server's
    preferred locale as ``guild_locale``), as Discord itself sends them."""
    real = simcord.interactions.base_payload

    def with_locale(backend: Any, **kwargs: Any) -> Any:
        record, payload = real(backend, **kwargs)
        payload["locale"] = locales.get(kwargs["user_id"], "en-US")
        if kwargs.get("guild_id") is not None:
            payload["guild_locale"] = backend.get_guild(kwargs["guild_id"]).preferred_locale
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locale)


@dataclass
class FugitiveTable:
    env: Any
    seed: int
    opening: str | None = None
    #: more house rules for `/game new` (key=value words), e.g. "events=random"
    options: str | None = None
    steps: list[Step] = field(default_factory=list)
    #: the language of the table's public messages (set by the server's preferred locale)
    lang: str = "en"
    #: the shard that owns the table's server (a sharded bot hears only its own shards)
    shard_id: int | None = None

    async def open(self) -> None:
        await self.open_users()
        await self.start()

    async def open_users(self) -> None:
        env = self.env
        env.bot.service.seed_source = lambda: self.seed
        self.guild = env.create_guild(
            preferred_locale="fr" if self.lang == "fr" else "en-US", shard_id=self.shard_id
        )
        self.channel = self.guild.create_text_channel("fugitive")
        self.users = {name: env.create_user(name) for name in ("alice", "bob")}
        self.alice = self.guild.add_member(self.users["alice"])
        self.bob = self.guild.add_member(self.users["bob"])

    async def start(self) -> None:
        """`/game new`, **Join** and `/game start` with Alice as the Fugitive."""
        words = [f"opening={self.opening}" if self.opening else "", self.options or ""]
        options = {"options": " ".join(w for w in words if w)} if any(words) else {}
        result = await self.alice.slash(self.channel, "game new", game="fugitive", **options)
        assert result.ephemeral, result
        await self.bob.click(self.table_message(), label=t(self.lang, "button-join"))
        await self.alice.slash(self.channel, "game start", first=self.alice)
        self.players = {FUGITIVE: self.alice, MARSHAL: self.bob}
        self.rng = Rng(s=self.seed ^ 0xC0FFEE)

    @property
    def my_turn(self) -> str:
        return t(self.lang, "button-my-turn")

    def table_message(self) -> Any:
        for message in reversed(self.channel.history()):
            if message.embeds and (message.embeds[0].title or "").startswith("Fugitive — table"):
                return message
        raise AssertionError("no table message")

    async def table(self) -> Any:
        table = await self.env.bot.service.status(self.channel.id)
        if table is None:  # finished: the last table of the channel
            row = await self.env.bot.store.fetchone(
                "SELECT id FROM tables WHERE channel_id = ? ORDER BY id DESC", (self.channel.id,)
            )
            table = await self.env.bot.service.get(row["id"])
        return table

    async def panel(self, seat: int) -> Any:
        result = await self.players[seat].click(self.table_message(), label=self.my_turn)
        assert result.ephemeral and result.response is not None
        return result.response

    async def record(self, seat: int, coro: Any) -> simcord.InteractionResult:
        start = len(self.env.http_requests)
        result = await coro
        self.steps.append(Step(self.players[seat], seat, start, len(self.env.http_requests)))
        return result

    async def ui_step(self, seat: int, action: dict[str, Any], panel: Any) -> Any:
        """Play one engine step through the private panel; returns the updated panel."""
        actor = self.players[seat]
        kind = action["type"]
        if kind == "draw":
            call = choose(actor, panel, "draw", str(action["pile"]))
        elif kind == "hide":
            call = choose(actor, panel, "hide", str(action["card"]))
        elif kind == "choose":  # an event's decision
            call = choose(actor, panel, "choose", str(action["value"]))
        elif kind in ("sprint", "unsprint"):
            now = selected(panel, SPRINTS)
            card = str(action["card"])
            wanted = now | {card} if kind == "sprint" else now - {card}
            call = actor.select(panel, sorted(wanted), custom_id=custom_id(panel, SPRINTS))
        elif kind in ("pick", "unpick"):
            code = PICKS[0] if action["number"] <= 20 else PICKS[1]
            now = selected(panel, code)
            n = str(action["number"])
            wanted = now | {n} if kind == "pick" else now - {n}
            call = actor.select(panel, sorted(wanted), custom_id=custom_id(panel, code))
        else:
            call = actor.click(panel, custom_id=custom_id(panel, f"a:{kind}"))
        result = await self.record(seat, call)
        assert result.acknowledged
        return result.response

    async def slash_move(self, seat: int, steps: list[dict[str, Any]]) -> Any:
        """Play a whole hideout or guess with one slash command."""
        actor = self.players[seat]
        if steps[0]["type"] == "hide":
            sprints = " ".join(str(s["card"]) for s in steps if s["type"] == "sprint")
            extra = {"sprints": sprints} if sprints else {}
            call = actor.slash(self.channel, "fugitive hideout", card=steps[0]["card"], **extra)
        elif steps[0]["type"] == "draw":
            call = actor.slash(self.channel, "fugitive draw", pile=steps[0]["pile"])
        elif steps[0]["type"] == "pass":
            call = actor.slash(self.channel, "fugitive pass")
        elif steps[0]["type"] == "end_turn":
            call = actor.slash(self.channel, "fugitive end")
        elif steps[0]["type"] == "choose":  # typed: there is no command of its own
            call = actor.slash(self.channel, "fugitive play", move=f"choose {steps[0]['value']}")
        else:
            numbers = " ".join(str(s["number"]) for s in steps if s["type"] == "pick")
            call = actor.slash(self.channel, "fugitive guess", numbers=numbers)
        result = await self.record(seat, call)
        assert result.acknowledged and result.ephemeral
        return result

    def plan(self, state: Any) -> tuple[int, list[dict[str, Any]]]:
        """The computer's next move for the seat to act, as engine steps up to the end of a
        hideout or guess (so that a slash command can play it at once)."""
        seat = self.rng.choice(ENGINE.to_act(state))
        steps: list[dict[str, Any]] = []
        while True:
            action = ENGINE.bot_action(state, seat, self.rng)
            steps.append(action.model_dump(mode="json"))
            state, _ = ENGINE.apply(state, seat, action)
            if action.type not in ("hide", "sprint", "unsprint", "pick", "unpick"):
                return seat, steps
            nxt = ENGINE.to_act(state)
            if seat not in nxt:
                return seat, steps
            self.rng.choice(nxt)  # keep the generator in step with `python -m bot simulate`

    async def play_to_end(self, slash_every: int = 3, check: Any = None) -> Any:
        """Play the whole game; every ``slash_every``-th move goes through a slash command,
        the others through the panel. ``check(table, step)`` runs after each move."""
        moves = 0
        while True:
            table = await self.table()
            if table.status != "playing":
                return table
            seat, steps = self.plan(table.state)
            version = table.version
            kinds = [s["type"] for s in steps]
            one_command = not {"cancel", "unsprint", "unpick"} & set(kinds)
            if slash_every and one_command and moves % slash_every == slash_every - 1:
                await self.slash_move(seat, steps)
            else:
                panel = await self.record(
                    seat, self.players[seat].click(self.table_message(), label=self.my_turn)
                )
                panel = panel.response
                for action in steps:
                    panel = await self.ui_step(seat, action, panel)
            after = await self.table()
            assert after.version == version + len(steps), (steps, after.version, version)
            moves += 1
            if check is not None and inspect.isawaitable(done := check(after, self.steps[-1])):
                await done


# -- secrets ---------------------------------------------------------------------------------

#: spans of public text that may hold numbers without giving anything away
PUBLIC_NUMBERS = re.compile(
    r"<@!?\d+>|<t:\d+(:\w)?>|https?://\S+|#\d+|table #\d+|[Pp]iles?[^\n]*|Hands?:[^\n]*"
    r"|Fugitive \d+|Marshal \d+|\d+ in hand|\d+[–-]\d+|\d+ left|hideout \d+|\d+ sprint cards?"
    r"|[Gg]uess(?:ed|es)?:? [\d, ]+|Picked: [\d, ]+|Crossed by you: [\d, ]+|Turn \d+"
    r"|draws \d+ card|[Nn]umbers? (?:from )?1 (?:to|–) 4[12]|\d+ (?:or|and) \d+"
    r"|hideouts? \(one or two\)|is 30 or more|Last guess: [\d ]+"
)


def visible_strings(payload: Any, skip_codes: tuple[str, ...] = PICKS) -> Iterator[str]:
    """Every human-readable string of a request payload (ids and urls left out). The Marshal's
    number selects list the numbers still possible from *her* view; they are skipped here and
    checked on their own."""
    if isinstance(payload, dict):
        cid = str(payload.get("custom_id", ""))
        if cid.endswith(skip_codes) or cid.startswith("fn:"):
            return
        for key, value in payload.items():
            if key in ("custom_id", "url", "proxy_url", "filename", "id", "recipient_id", "nonce"):
                continue
            yield from visible_strings(value, skip_codes)
    elif isinstance(payload, list):
        for item in payload:
            yield from visible_strings(item, skip_codes)
    elif isinstance(payload, str):
        yield payload


def secret_numbers(state: Any) -> set[int]:
    """What only the Fugitive knows: his hand and his face-down cards (hideouts and sprints,
    the sprint cards under the 42 included)."""
    secret = set(state.hands[FUGITIVE])
    for hideout in state.route:
        if not hideout.face_up:
            secret.add(hideout.number)
        if not hideout.face_up or hideout.number == 42:
            secret.update(hideout.sprints)
    if state.pending is not None:
        secret.add(state.pending.card)
        secret.update(state.pending.sprints)
    return secret


def leaks(text: str, secret: set[int]) -> list[int]:
    cleaned = PUBLIC_NUMBERS.sub(" ", text)
    return sorted({int(n) for n in re.findall(r"\b\d+\b", cleaned)} & secret)


async def owed(env: Any, table_id: int) -> int:
    """How many messages a table still owes Discord (its outbox rows not yet sent)."""
    row = await env.bot.store.fetchone(
        "SELECT count(*) FROM outbox WHERE table_id = ? AND done_at IS NULL", (table_id,)
    )
    return int(row[0])


async def shown(env: Any) -> None:
    """Let the table message catch up with a step its player may follow up, which waits
    ``HOLD_EDIT`` seconds for the next one (``bot/table_work.py``) and goes out at the
    deliverer's next look."""
    await env.advance_time(HOLD_EDIT + HELD_TICK)


async def hours(env: Any, count: float) -> None:
    """A long wait, in steps: simcord settles each step within a few real seconds, and every
    20 virtual seconds the timekeeper ticks."""
    for _ in range(int(count * 6)):
        await env.advance_time(600)
