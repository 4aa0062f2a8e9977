"""The storage backend named by ``GETAWAY_DB``: a ``postgresql://`` URL, or an SQLite file."""

from __future__ import annotations

from pathlib import Path

from bot.store import Store


def is_postgres(target: str | Path) -> bool:
    return str(target).startswith(("postgresql://", "postgres://"))


async def open_store(
    target: str | Path, *, create: bool = True, check: bool = False, application: str = "getaway"
) -> Store:
    """The database at ``target``, migrated. ``create=False`` refuses one that Getaway never
    used (an SQLite file that does not exist, a PostgreSQL database without its tables);
    ``check`` runs SQLite's integrity check first (once, at start-up). ``application`` names this
    process to PostgreSQL (what a refusal to start shows of the process holding a slot)."""
    if is_postgres(target):
        from bot.store_postgres import PostgresStore

        return await PostgresStore.connect(str(target), create=create, application=application)
    from bot.store_sqlite import SqliteStore

    return await SqliteStore.connect(target, create=create, check=check)
