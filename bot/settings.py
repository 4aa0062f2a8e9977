"""What players and servers chose: a player's settings (confirmations, language, away and
stand-in), whether their DMs are closed, and a server's settings (its organiser role)."""

from __future__ import annotations

import json
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

from bot.outbox import enqueue
from bot.store import Store
from bot.table_work import notice
from bot.tables import Table, check_ids, writing

#: players whose language is kept in memory (the rest are read from the database again)
LANGUAGES_REMEMBERED = 10_000


class Settings:
    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock
        self._languages: OrderedDict[int, str | None] = OrderedDict()  # most recent last

    # -- players ----------------------------------------------------------------------------

    async def user(self, user_id: int) -> dict[str, Any]:
        """A player's own settings (e.g. ``{"confirm": True}``); defaults are the callers'."""
        check_ids(user=user_id)
        row = await self.store.fetchone("SELECT settings FROM users WHERE user_id = ?", (user_id,))
        return {} if row is None else dict(json.loads(row["settings"]))

    async def set_user(self, user_id: int, **changes: Any) -> dict[str, Any]:
        return await self._change(user_id, changes, asked=True)

    async def _change(self, user_id: int, changes: dict[str, Any], asked: bool) -> dict[str, Any]:
        async with writing(self.store, asked=asked) as db:
            settings = {**await self._mine(db, user_id), **changes}
            await self._save(db, user_id, settings)
        return settings

    async def _mine(self, db: Any, user_id: int) -> dict[str, Any]:
        """A player's settings read inside the transaction that changes them, nobody else
        changing them meanwhile (another process's change is merged, never lost)."""
        await db.exclusive("settings", f"user:{user_id}")
        return await self.user(user_id)

    async def _save(self, db: Any, user_id: int, settings: dict[str, Any]) -> None:
        await db.execute(
            "INSERT INTO users (user_id, settings) VALUES (?, ?) ON CONFLICT (user_id)"
            " DO UPDATE SET settings = excluded.settings",
            (user_id, json.dumps(settings)),
        )
        self._languages.pop(user_id, None)
        await db.announce(f"user:{user_id}")  # other processes forget what they remembered

    def changed(self, what: str) -> None:
        """Another process changed ``what`` (``user:<id>``): read it again when needed."""
        kind, _, key = what.partition(":")
        if kind == "user" and key.isdigit():
            self._languages.pop(int(key), None)

    async def set_away(
        self, user_id: int, until: float | None, tables: Sequence[Table]
    ) -> dict[str, Any]:
        """A player goes away until ``until`` (None: is back): their settings and, in the same
        transaction, a notice at each of their open ``tables``. Returns the settings."""
        check_ids(user=user_id)
        async with writing(self.store) as db:
            settings = {**await self._mine(db, user_id), "away_until": until}
            await self._save(db, user_id, settings)
            now = self.clock()
            for table in tables:
                seat = table.seat_of(user_id)
                if until is None:
                    work = notice(table.id, None, "time-back", who=seat)
                else:
                    stand_in = "yes" if settings.get("stand_in") else "no"
                    work = notice(
                        table.id, None, "time-away", who=seat, until=int(until), stand_in=stand_in
                    )
                await enqueue(db, [work], now)
        return settings

    async def dm_closed(self, user_id: int, within: float = 24 * 3600) -> bool:
        """Whether a DM to this user failed recently (we then stop trying for a while)."""
        check_ids(user=user_id)
        row = await self.store.fetchone(
            "SELECT dm_closed_at FROM users WHERE user_id = ?", (user_id,)
        )
        return bool(row and row["dm_closed_at"] and self.clock() - row["dm_closed_at"] < within)

    async def set_dm_closed(self, user_id: int, closed: bool) -> None:
        async with writing(self.store, asked=False) as db:
            await db.execute(
                "INSERT INTO users (user_id, dm_closed_at) VALUES (?, ?) ON CONFLICT (user_id)"
                " DO UPDATE SET dm_closed_at = excluded.dm_closed_at",
                (user_id, self.clock() if closed else None),
            )

    async def language(self, user_id: int) -> str | None:
        """The language a player's Discord client last spoke to us in (for DMs, which come with
        no locale of their own)."""
        if user_id in self._languages:
            self._languages.move_to_end(user_id)
            return self._languages[user_id]
        lang = (await self.user(user_id)).get("lang")
        self._remember(user_id, lang)
        return lang

    async def remember_language(self, user_id: int, lang: str) -> None:
        if await self.language(user_id) != lang:
            await self._change(user_id, {"lang": lang}, asked=False)
            self._remember(user_id, lang)

    def _remember(self, user_id: int, lang: str | None) -> None:
        """Remember the most recent players' languages only: memory stays bounded."""
        self._languages[user_id] = lang
        self._languages.move_to_end(user_id)
        while len(self._languages) > LANGUAGES_REMEMBERED:
            self._languages.popitem(last=False)

    # -- servers ----------------------------------------------------------------------------

    async def server(self, guild_id: int) -> dict[str, Any]:
        """A server's own settings (e.g. its tournament organiser role)."""
        check_ids(server=guild_id)
        row = await self.store.fetchone(
            "SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return {} if row is None else dict(json.loads(row["settings"]))

    async def set_server(self, guild_id: int, **changes: Any) -> None:
        async with writing(self.store) as db:
            await db.exclusive("settings", f"server:{guild_id}")
            settings = {**await self.server(guild_id), **changes}
            await db.execute(
                "INSERT INTO guild_settings (guild_id, settings) VALUES (?, ?) ON CONFLICT"
                " (guild_id) DO UPDATE SET settings = excluded.settings",
                (guild_id, json.dumps(settings)),
            )
