"""Crashes at any point of the bot's work, and Discord's nonces, for the exactly-once tests.

A :class:`Mortal` kills the bot it watches at its n-th *point*: a commit to the database, or a
request that Discord answered. The commit lands (the answer arrives), then that bot is dead as
after ``kill -9``: every later read, write or request of it raises :class:`Crash`, and
:meth:`Mortal.bury` rolls back and closes its connection as the operating system would. The
test then starts a new bot on the same database file, lets virtual time pass and checks that
nothing was lost, repeated or duplicated.

:func:`discord_nonces` gives the simulated Discord what the real one does and simcord 3.2.1
does not model: a message sent again with the same nonce and ``enforce_nonce`` is not created
twice (Discord returns the first one). It also records every message Discord created.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import simcord
from simcord.http import _helpers, router
from simcord.http.routes import messages as message_routes

from bot.client import GetawayBot
from bot.config import Settings
from tests import SETTLE_SECONDS
from tests.cogs.scanner import check_env


class Crash(BaseException):
    """The process died here. A BaseException, so that no ``except Exception`` survives it."""


class _DeadConnection:
    """The bot's database connection, until the bot dies. Its own attributes are named apart
    from the connection's (the store reaches aiosqlite's ``_conn`` through it)."""

    def __init__(self, conn: Any, mortal: Mortal) -> None:
        self._alive_conn = conn
        self._mortal = mortal

    def __getattr__(self, name: str) -> Any:
        if self._mortal.dead:
            raise Crash("the bot is dead")
        return getattr(self._alive_conn, name)


@dataclass
class Mortal:
    """Kills ``bot`` at its ``at``-th point (None: never; the points are still counted)."""

    bot: Any
    at: int | None
    points: list[str] = field(default_factory=list)
    dead: bool = False

    def arm(self) -> Mortal:
        self.bot.mortal = self  # so that a test's steps can stop once the bot is dead
        store = self.bot.store
        self._conn = store.conn
        store.conn = _DeadConnection(store.conn, self)
        real_transaction = store.transaction

        @asynccontextmanager
        async def transaction() -> Any:
            self._alive()
            async with real_transaction() as db:
                yield db
            self._point("commit")

        store.transaction = transaction
        real_request = self.bot.http.request

        async def request(route: Any, **kwargs: Any) -> Any:
            self._alive()
            answer = await real_request(route, **kwargs)
            self._point(f"{route.method} {route.path}")
            return answer

        self.bot.http.request = request
        return self

    def _alive(self) -> None:
        if self.dead:
            raise Crash("the bot is dead")

    def _point(self, what: str) -> None:
        self.points.append(what)
        if len(self.points) == self.at:
            self.dead = True
            raise Crash(f"killed after point {self.at}: {what}")

    async def bury(self) -> None:
        """What the operating system does for a dead process: its open transaction is rolled
        back and its connection closed."""
        if self._conn.in_transaction:
            await self._conn.rollback()
        await self._conn.close()


@dataclass
class Created:
    """Every message Discord created: (channel id, content); and the nonces it has seen."""

    messages: list[tuple[int, str]] = field(default_factory=list)
    nonces: dict[tuple[int, str], Any] = field(default_factory=dict)

    def clear(self) -> None:
        """A new simulated Discord (ids start again): nothing created, no nonce seen."""
        self.messages.clear()
        self.nonces.clear()

    def count(self, channel_id: int, text: str) -> int:
        return sum(1 for c, content in self.messages if c == channel_id and text in content)


@contextmanager
def discord_nonces() -> Iterator[Created]:
    """Discord's ``enforce_nonce``: the same nonce in the same channel gives back the message
    already made (Discord keeps nonces a few minutes; these tests restart within seconds)."""
    created = Created()
    seen = created.nonces

    def send_message(ctx: Any) -> Any:
        channel_id = ctx.int_arg("channel_id")
        body = ctx.json if isinstance(ctx.json, dict) else {}
        nonce = body.get("nonce") if body.get("enforce_nonce") else None
        if nonce is not None and (channel_id, str(nonce)) in seen:
            return _helpers.message_response(ctx, seen[(channel_id, str(nonce))])
        message_routes._send_permissions(ctx, channel_id)
        message = _helpers.bot_message(ctx, channel_id)
        if nonce is not None:
            seen[(channel_id, str(nonce))] = message
        created.messages.append((channel_id, message.content or ""))
        return _helpers.message_response(ctx, message)

    routes = router._ROUTES["POST"]
    index = next(i for i, (_, f) in enumerate(routes) if f is message_routes.send_message)
    template = routes[index][0]
    routes[index] = (template, send_message)
    try:
        yield created
    finally:
        routes[index] = (template, message_routes.send_message)


Step = Callable[[Any, Any], Awaitable[Any]]


def dead(env: Any) -> bool:
    """Whether the bot of ``env`` was killed (its restart is due)."""
    mortal = getattr(env.bot, "mortal", None)
    return bool(mortal is not None and mortal.dead)


async def advance(env: Any, seconds: float, step: float = 5.0) -> None:
    """Let virtual time pass, stopping as soon as the bot dies: a killed bot is restarted at
    once (as Docker's restart policy does), not after the rest of the wait."""
    gone = 0.0
    while gone < seconds and not dead(env):
        await env.advance_time(min(step, seconds - gone))
        gone += step


async def crash_run(
    database: Path,
    at: int | None,
    prologue: Callable[[Any], Awaitable[Any]],
    critical: Step,
    heal: Step,
    check: Step,
) -> list[str]:
    """One run of a scenario on a fresh database: ``prologue(env)`` sets it up (its result is
    the scenario's state), ``critical(env, state)`` runs with the bot mortal at point ``at``; a
    dead bot is buried and a new one started on the same file; ``heal(env, state)`` lets time
    pass and ``check(env, state)`` asserts. Returns the points the critical part passed."""
    settings = Settings(database=database)
    async with simcord.run(
        GetawayBot(settings), check_errors=False, settle_timeout=SETTLE_SECONDS, shard_count=1
    ) as env:
        state = await prologue(env)
        mortal = Mortal(env.bot, at).arm()
        with suppress(Crash):  # a crash in the test's own call (a slash command's handler…)
            await critical(env, state)
        passed = list(mortal.points)
        if mortal.dead:
            await mortal.bury()
            await env.restart_bot(GetawayBot(settings))
        await heal(env, state)
        await check(env, state)
        if at is None:  # the scenario as players read it (the crashed runs repeat it)
            check_env(env)
        await env.bot.store.close()
        unexpected = [e for e in env.errors if not isinstance(e, Crash)]
        assert not unexpected, unexpected
    return passed


async def every_crash(
    tmp_path: Path,
    prologue: Callable[[Any], Awaitable[Any]],
    critical: Step,
    heal: Step,
    check: Step,
) -> int:
    """The scenario once without a crash (counting its points), then once per point, killed
    there; ``check`` holds after every one. Returns the number of points."""
    points = await crash_run(tmp_path / "clean.sqlite3", None, prologue, critical, heal, check)
    assert points, "the critical part of the scenario did nothing"
    for at in range(1, len(points) + 1):
        try:
            await crash_run(tmp_path / f"at{at}.sqlite3", at, prologue, critical, heal, check)
        except AssertionError as exc:
            raise AssertionError(f"killed after point {at} ({points[at - 1]}): {exc}") from exc
    return len(points)
