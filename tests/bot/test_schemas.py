"""The two backends hold the same schema, and migrations run once however many processes
start together. Each dialect has its own numbered migrations (bot/store_sqlite.py,
bot/store_postgres.py); this is what keeps them from drifting apart."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

import pytest

from bot.backends import open_store
from bot.store import StoreError
from bot.store_postgres import SCHEMA_VERSION as PG_VERSION
from bot.store_postgres import PostgresStore, dialect_sql
from bot.store_sqlite import SCHEMA_VERSION as SQLITE_VERSION
from bot.store_sqlite import SqliteStore
from tests.postgres import drop_database, new_database

#: the column types of each dialect, by what they hold
KINDS = {
    "integer": "integer",
    "bigint": "integer",
    "real": "float",
    "double precision": "float",
    "text": "text",
}


def _default(value: Any) -> str | None:
    """A column default, as both dialects would write it: ``'{}'::text`` is ``'{}'``."""
    if value is None:
        return None
    return re.sub(r"::[a-z ]+$", "", str(value)).strip("()")


async def sqlite_schema(store: SqliteStore) -> dict[str, Any]:
    schema: dict[str, Any] = {}
    names = [
        r["name"]
        for r in await store.fetchall(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    ]
    for table in names:
        columns = {}
        for c in await store.fetchall(f"PRAGMA table_info({table})"):
            nullable = not (c["notnull"] or c["pk"])
            columns[c["name"]] = (KINDS[c["type"].lower()], nullable, _default(c["dflt_value"]))
        keys = sorted(
            (c["pk"], c["name"]) for c in await store.fetchall(f"PRAGMA table_info({table})")
        )
        unique = set()
        for index in await store.fetchall(f"PRAGMA index_list({table})"):
            if index["origin"] == "u":
                cols = await store.fetchall(f"PRAGMA index_info({index['name']})")
                unique.add(tuple(sorted(c["name"] for c in cols)))
        foreign = {
            (f["from"], f["table"], f["to"], f["on_delete"])
            for f in await store.fetchall(f"PRAGMA foreign_key_list({table})")
        }
        schema[table] = {
            "columns": columns,
            "key": tuple(name for pk, name in keys if pk),
            "unique": unique,
            "foreign": foreign,
        }
    indexes = {}
    for row in await store.fetchall(
        "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"
    ):
        cols = [c["name"] for c in await store.fetchall(f"PRAGMA index_info({row['name']})")]
        indexes[row["name"]] = (row["tbl_name"], tuple(cols), " WHERE " in row["sql"].upper())
    return {"tables": schema, "indexes": indexes}


async def postgres_schema(store: PostgresStore) -> dict[str, Any]:
    schema: dict[str, Any] = {}
    columns = await store.fetchall(
        "SELECT table_name, column_name, data_type, is_nullable, column_default,"
        " is_identity FROM information_schema.columns WHERE table_schema = 'public'"
        " AND table_name <> 'getaway_schema' ORDER BY table_name, ordinal_position"
    )
    for c in columns:
        table = schema.setdefault(
            c["table_name"], {"columns": {}, "key": (), "unique": set(), "foreign": set()}
        )
        table["columns"][c["column_name"]] = (
            KINDS[c["data_type"]],
            c["is_nullable"] == "YES",
            _default(c["column_default"]),
        )
    constraints = await store.fetchall(
        "SELECT c.conrelid::regclass::text AS tbl, c.contype::text AS contype,"
        " array(SELECT a.attname FROM unnest(c.conkey) k JOIN pg_attribute a"
        "   ON a.attrelid = c.conrelid AND a.attnum = k ORDER BY a.attnum) AS cols,"
        " c.confrelid::regclass::text AS ref,"
        " array(SELECT a.attname FROM unnest(c.confkey) k JOIN pg_attribute a"
        "   ON a.attrelid = c.confrelid AND a.attnum = k) AS ref_cols,"
        " c.confdeltype::text AS confdeltype"
        " FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace"
        " WHERE n.nspname = 'public' AND c.contype IN ('p', 'u', 'f')"
        " AND c.conrelid::regclass::text <> 'getaway_schema'"
    )
    deletes = {"c": "CASCADE", "a": "NO ACTION"}
    for c in constraints:
        table = schema[c["tbl"]]
        if c["contype"] == "p":
            # SQLite lists a key's columns in the key's order, PostgreSQL in the table's
            order = list(table["columns"])
            table["key"] = tuple(sorted(c["cols"], key=order.index))
        elif c["contype"] == "u":
            table["unique"].add(tuple(sorted(c["cols"])))
        else:
            (col,), (to,) = c["cols"], c["ref_cols"]
            table["foreign"].add((col, c["ref"], to, deletes[c["confdeltype"]]))
    indexes = {}
    for row in await store.fetchall(
        "SELECT i.indexname, i.tablename, i.indexdef FROM pg_indexes i"
        " WHERE i.schemaname = 'public' AND i.indexname NOT IN"
        " (SELECT conname FROM pg_constraint)"
    ):
        cols = re.search(r"\(([^)]*)\)", row["indexdef"])
        assert cols is not None
        names = tuple(part.strip() for part in cols.group(1).split(","))
        indexes[row["indexname"]] = (row["tablename"], names, " WHERE " in row["indexdef"])
    return {"tables": schema, "indexes": indexes}


def _keys_in_table_order(schema: dict[str, Any]) -> dict[str, Any]:
    """SQLite's primary keys in the order of the table's columns (as PostgreSQL reports)."""
    for table in schema["tables"].values():
        order = list(table["columns"])
        table["key"] = tuple(sorted(table["key"], key=order.index))
    return schema


async def test_both_backends_hold_the_same_schema(tmp_path: Path) -> None:
    """Tables, columns (what they hold, whether they may be empty, their defaults), keys,
    unique columns, references and indexes: the same on SQLite and PostgreSQL. Times are
    double precision and ids 64-bit on PostgreSQL."""
    assert SQLITE_VERSION == PG_VERSION
    lite = await open_store(tmp_path / "schema.sqlite3")
    url = await new_database()
    pg = await open_store(url)
    try:
        assert isinstance(lite, SqliteStore) and isinstance(pg, PostgresStore)
        ours, theirs = _keys_in_table_order(await sqlite_schema(lite)), await postgres_schema(pg)
        assert sorted(ours["tables"]) == sorted(theirs["tables"])
        for name, table in ours["tables"].items():
            assert table == theirs["tables"][name], name
        assert ours["indexes"] == theirs["indexes"]
        types = await pg.fetchall(
            "SELECT DISTINCT data_type FROM information_schema.columns"
            " WHERE table_schema = 'public'"
        )
        assert {r["data_type"] for r in types} == {"bigint", "double precision", "text"}
    finally:
        await lite.close()
        await pg.close()
        await drop_database(url)


async def test_processes_starting_together_on_an_empty_postgres_database_migrate_it_once() -> None:
    url = await new_database(empty=True)
    try:
        stores = await asyncio.gather(*(PostgresStore.connect(url) for _ in range(4)))
        try:
            version = await stores[0].fetchall("SELECT version FROM getaway_schema")
            assert [r["version"] for r in version] == [PG_VERSION]
        finally:
            for store in stores:
                await store.close()
    finally:
        await drop_database(url)


async def test_processes_starting_together_on_a_new_sqlite_file_migrate_it_once(
    tmp_path: Path,
) -> None:
    """Two processes opening a new file at once: the second waits for the first's migration
    and finds it done (it used to fail with "table tables already exists")."""
    path = tmp_path / "together.sqlite3"
    stores = await asyncio.gather(*(SqliteStore.connect(path) for _ in range(3)))
    try:
        for store in stores:
            assert (await store.fetchone("PRAGMA user_version"))[0] == SQLITE_VERSION
    finally:
        for store in stores:
            await store.close()


async def test_an_empty_postgres_database_is_refused_unless_asked_to_create() -> None:
    url = await new_database(empty=True)
    try:
        with pytest.raises(StoreError, match="no Getaway tables yet"):
            await open_store(url, create=False)
    finally:
        await drop_database(url)


async def test_a_postgres_database_from_a_newer_getaway_is_refused() -> None:
    url = await new_database()
    try:
        store = await open_store(url)
        async with store.transaction() as db:
            await db.execute("UPDATE getaway_schema SET version = ?", (PG_VERSION + 1,))
        await store.close()
        with pytest.raises(StoreError, match="newer Getaway"):
            await open_store(url)
    finally:
        await drop_database(url)


async def test_an_unreachable_postgres_server_is_a_sentence_without_the_password() -> None:
    with pytest.raises(StoreError) as refused:
        await open_store("postgresql://bot:s3cret@127.0.0.1:1/getaway")
    assert "Cannot open the PostgreSQL database" in str(refused.value)
    assert "s3cret" not in str(refused.value) and "***" in str(refused.value)


def test_placeholders_are_numbered_outside_quotes_only() -> None:
    assert dialect_sql("SELECT ? WHERE a = '?' AND b IN (?, ?)") == (
        "SELECT $1 WHERE a = '?' AND b IN ($2, $3)"
    )
