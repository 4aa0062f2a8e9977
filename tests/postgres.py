"""A fresh PostgreSQL database per test, on the server ``GETAWAY_TEST_POSTGRES`` names (.ci/run
starts one). Without it the PostgreSQL half of a test is skipped, except under ``CI=true``,
where a missing server is a failure: CI must not pass by testing one backend.

Each test gets ``CREATE DATABASE … TEMPLATE`` of a database migrated once per test process,
which costs a fraction of a second with fsync off.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from urllib.parse import urlsplit, urlunsplit

import pytest

SERVER = os.environ.get("GETAWAY_TEST_POSTGRES")
_TEMPLATE = f"getaway_template_{os.getpid()}"
_made_template = False


def require_server() -> str:
    if SERVER:
        return SERVER
    if os.environ.get("CI") == "true":
        pytest.fail("CI=true but GETAWAY_TEST_POSTGRES is unset: .ci/run starts PostgreSQL")
    pytest.skip("no PostgreSQL server (set GETAWAY_TEST_POSTGRES, as .ci/run does)")


def database_url(name: str) -> str:
    """The URL of database ``name`` on the test server."""
    return urlunsplit(urlsplit(require_server())._replace(path=f"/{name}"))


async def _admin(sql: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(require_server())
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


async def _template() -> str:
    """A database migrated by this version of Getaway, made once per test process."""
    global _made_template
    if not _made_template:
        from bot.store_postgres import PostgresStore

        await _admin(f"DROP DATABASE IF EXISTS {_TEMPLATE}")
        await _admin(f"CREATE DATABASE {_TEMPLATE}")
        store = await PostgresStore.connect(database_url(_TEMPLATE))
        await store.close()
        _made_template = True
    return _TEMPLATE


async def new_database(*, empty: bool = False) -> str:
    """The URL of a new database: migrated, or ``empty`` (no Getaway tables)."""
    name = f"t_{uuid.uuid4().hex[:16]}"
    source = "template0" if empty else await _template()
    await _admin(f"CREATE DATABASE {name} TEMPLATE {source}")
    return database_url(name)


async def drop_database(url: str) -> None:
    name = urlsplit(url).path.lstrip("/")
    for _ in range(50):  # a pool closing may still hold a connection for a moment
        try:
            await _admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
            return
        except Exception:  # tried again; a database left behind goes with the test server
            await asyncio.sleep(0.1)
