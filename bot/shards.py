"""Which servers' work a process does over time: the servers of its shards.

Discord routes a server's events to shard ``(guild_id >> 22) % shard_count``, and everything
without a server (DMs) to shard 0. Each process of a cluster fires the clocks, delivers the
messages and opens the tournament rounds of its own shards' servers only, so that no two
processes do the same work and each talks to the servers it is connected to.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Shards:
    """Some shards of ``count``; None stands for every shard (one process runs the bot)."""

    ids: tuple[int, ...]
    count: int

    @classmethod
    def of(cls, ids: Sequence[int] | None, count: int | None) -> Shards | None:
        if ids is None or count is None or len(ids) == count:
            return None
        return cls(tuple(ids), count)


def mine(shards: Shards | None, guild: str) -> tuple[str, list[Any]]:
    """An SQL condition (and its parameters) on the server id ``guild``: the row belongs to
    ``shards``. A row without a server belongs to shard 0."""
    if shards is None:
        return "1 = 1", []
    marks = ", ".join("?" * len(shards.ids))
    return f"coalesce(({guild} >> 22) % ?, 0) IN ({marks})", [shards.count, *shards.ids]
