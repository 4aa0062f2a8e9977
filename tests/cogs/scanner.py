"""Everything the bot showed players, inspected: every message it sent or edited (content, embeds,
buttons and selects) and the messages left at the end of a test.

``tests/conftest.py`` runs :func:`check_env` after every test on simulated Discord, and
``tests/cogs/crash.py`` after the uncrashed run of each exactly-once scenario, so the whole-game
tests (``*_flow``, the panel driver's games, rematches, tournament rounds, time-outs) are
scanned as they play, without playing anything twice. A message fails on:

- Python showing through: ``True``, ``False``, ``None``, or an engine option as ``key=value``
  (outside code: an example of what to type is fine);
- an English command name in a French message (``/game new`` where the reader's client says
  ``/partie nouvelle``); a command mention ``</game new:id>`` is shown localised by Discord;
- a link with ``None`` in it;
- anything over Discord's limits (content, embeds, buttons, selects);
- controls left under a game that is over: a clicked panel edited without saying what its
  buttons become, or, at the end, any message still offering moves at a finished table.

A test that shows such things on purpose is marked ``@pytest.mark.unscanned``.
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import asyncpg

from bot.backends import is_postgres
from bot.i18n import catalogue
from rules import ENGINES, get_engine

PYTHON_WORDS = re.compile(r"\b(True|False|None)\b")
LINK = re.compile(r"https?://\S+")
INTERACTION_TOKEN = re.compile(r"simcord_interaction_\d+")
CODE = re.compile(r"`[^`\n]+`")
MENTION = re.compile(r"</[^:>]+:\d+>")
#: every option of every game, as ``name=`` would start it
OPTION_NAMES = sorted(
    {name for game in ENGINES for name in get_engine(game).Options.model_fields}, key=len
)
RAW_OPTION = re.compile(r"\b(?:" + "|".join(map(re.escape, reversed(OPTION_NAMES))) + r")=\S")
#: words that tell French text from English (a message is French when they outnumber English)
FRENCH = re.compile(r"\b(vous|votre|vos|les|des|une|est|avec|pour|dans|partie|joueurs?)\b", re.I)
ENGLISH = re.compile(r"\b(you|your|the|with|for|and|is|game|players?)\b", re.I)

#: controls that may stay under a game that is over: its rules and the offer of a rematch
AFTER_THE_GAME = {"rules", "rematch", "replay"}
CONTROL_TABLE = re.compile(r"^(?:t|m|s|fn):(?P<table>\d+):(?P<what>[^:]*)")

# Discord's limits (https://discord.com/developers/docs/resources/message)
CONTENT = 2000
EMBEDS = 10
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
EMBED_TOTAL = 6000
ROWS = 5
ROW_BUTTONS = 5
BUTTON_LABEL = 80
CUSTOM_ID = 100
SELECT_OPTIONS = 25
OPTION_TEXT = 100
PLACEHOLDER = 150


def english_commands() -> dict[str, set[str]]:
    """Each language's command paths (``game new``) that French readers would not recognise in
    English: the English path, for every language whose client names it otherwise."""
    cat = catalogue()
    paths = {
        key[4:]: key for key in cat.ids["en"] if key.startswith("cmd-") and key.count("-") <= 2
    }
    found: dict[str, set[str]] = {}
    for lang in cat.languages:
        if lang == "en":
            continue
        found[lang] = set()
        for dashed in paths:
            words = dashed.split("-")
            english = " ".join(words)
            local = " ".join(
                cat.text(lang, "cmd-" + "-".join(words[: i + 1])) for i in range(len(words))
            )
            if local != english:
                found[lang].add(english)
    return found


COMMANDS = english_commands()


def language(text: str) -> str:
    return "fr" if len(FRENCH.findall(text)) > len(ENGLISH.findall(text)) else "en"


@dataclass
class Sent:
    """One message the bot sent or edited, as requested."""

    method: str
    path: str
    body: dict[str, Any]

    @property
    def where(self) -> str:
        return self.method + " " + INTERACTION_TOKEN.sub("…", self.path)


def messages(requests: list[Any]) -> Iterator[tuple[Sent, bool]]:
    """Every message body the bot sent or edited, and whether it edits a clicked component's
    message (a deferred update: its old buttons stay unless the edit replaces them)."""
    deferred_update: set[str] = set()
    for entry in requests:
        body = entry.json
        if not isinstance(body, dict):
            continue
        path = entry.path
        if path.endswith("/callback"):
            token = path.split("/")[3]
            if body.get("type") == 6:
                deferred_update.add(token)
            if isinstance(body.get("data"), dict) and body["type"] in (4, 7):
                yield Sent(entry.method, path, body["data"]), body["type"] == 7
            continue
        if path.startswith("/channels/") and "/messages" in path and entry.method != "DELETE":
            yield Sent(entry.method, path, body), False
        elif path.startswith("/webhooks/"):
            token = path.split("/")[3]
            edit = entry.method == "PATCH" and path.endswith("/@original")
            yield Sent(entry.method, path, body), edit and token in deferred_update


def texts(body: Any) -> Iterator[str]:
    """Every string of a message a person reads (not ids, urls or file names)."""
    if isinstance(body, dict):
        for key, value in body.items():
            if key not in ("custom_id", "url", "proxy_url", "filename", "id", "nonce"):
                yield from texts(value)
    elif isinstance(body, list):
        for item in body:
            yield from texts(item)
    elif isinstance(body, str):
        yield body


def words_problems(body: dict[str, Any]) -> list[str]:
    found = []
    shown = list(texts(body))
    everything = "\n".join(shown)
    lang = language(everything)
    for text in shown:
        for link in LINK.findall(text):
            if "None" in link:
                found.append(f"a link with None: {link}")
        readable = LINK.sub(" ", text)
        if match := PYTHON_WORDS.search(readable):
            found.append(f"Python's {match[0]} in {text[:200]!r}")
        # an example to type, in code (`opening=exactly_two`), is how options are written
        if match := RAW_OPTION.search(CODE.sub(" ", readable)):
            found.append(f"a raw option {match[0]}… in {text[:200]!r}")
        if lang != "en":
            bare = MENTION.sub(" ", readable)
            for path in sorted(COMMANDS.get(lang, ()), key=len, reverse=True):
                english = re.compile(rf"/{re.escape(path)}(?![\w-])")
                if english.search(bare):
                    found.append(f"English command /{path} in a {lang} message: {text[:200]!r}")
                    bare = english.sub(" ", bare)
    return found


def embed_problems(embeds: list[dict[str, Any]]) -> list[str]:
    found = []
    if len(embeds) > EMBEDS:
        found.append(f"{len(embeds)} embeds")
    total = 0
    for embed in embeds:
        title = embed.get("title") or ""
        description = embed.get("description") or ""
        footer = (embed.get("footer") or {}).get("text") or ""
        author = (embed.get("author") or {}).get("name") or ""
        fields = embed.get("fields") or []
        total += len(title) + len(description) + len(footer) + len(author)
        limits = [
            ("title", title, EMBED_TITLE),
            ("description", description, EMBED_DESCRIPTION),
            ("footer", footer, FOOTER),
            ("author", author, FIELD_NAME),
        ]
        if len(fields) > EMBED_FIELDS:
            found.append(f"{len(fields)} embed fields")
        for field in fields:
            total += len(field.get("name") or "") + len(field.get("value") or "")
            limits.append(("field name", field.get("name") or "", FIELD_NAME))
            limits.append(("field value", field.get("value") or "", FIELD_VALUE))
        found += [
            f"embed {what} of {len(text)} characters"
            for what, text, most in limits
            if len(text) > most
        ]
    if total > EMBED_TOTAL:
        found.append(f"embeds of {total} characters in all")
    return found


def component_problems(rows: list[dict[str, Any]]) -> list[str]:
    found = []
    if len(rows) > ROWS:
        found.append(f"{len(rows)} rows of components")
    for row in rows:
        items = row.get("components", [])
        if len(items) > ROW_BUTTONS or (items and items[0].get("type") != 2 and len(items) > 1):
            found.append(f"a row of {len(items)} components")
        for item in items:
            label = item.get("label") or ""
            if len(label) > BUTTON_LABEL:
                found.append(f"a button label of {len(label)} characters: {label[:40]!r}…")
            if label != label.strip():
                found.append(f"a label with spaces around it: {label!r}")
            if len(item.get("custom_id") or "") > CUSTOM_ID:
                found.append(f"a custom id of {len(item['custom_id'])} characters")
            if len(item.get("placeholder") or "") > PLACEHOLDER:
                found.append(f"a placeholder of {len(item['placeholder'])} characters")
            options = item.get("options") or []
            if item.get("type") == 3:
                if not 1 <= len(options) <= SELECT_OPTIONS:
                    found.append(f"a select of {len(options)} options")
                if item.get("max_values", 1) > max(len(options), 1):
                    found.append("a select that asks for more values than it offers")
            for option in options:
                for key in ("label", "value", "description"):
                    if len(option.get(key) or "") > OPTION_TEXT:
                        found.append(f"a select option {key} of {len(option[key])} characters")
                if option.get("label") != (option.get("label") or "").strip():
                    found.append(f"an option label with spaces around it: {option['label']!r}")
    return found


def problems(sent: Sent, edits_clicked: bool) -> list[str]:
    body = sent.body
    found = words_problems(body)
    if len(body.get("content") or "") > CONTENT:
        found.append(f"content of {len(body['content'])} characters")
    found += embed_problems(body.get("embeds") or [])
    found += component_problems(body.get("components") or [])
    if edits_clicked and "components" not in body:
        found.append("a clicked message edited without replacing its old buttons")
    return found


def _rows(database: Any, sql: str) -> list[tuple[Any, ...]]:
    """A query's rows, read from the bot's database (an SQLite file or a PostgreSQL URL)."""
    if isinstance(database, str) and is_postgres(database):

        async def read() -> list[tuple[Any, ...]]:
            conn = await asyncpg.connect(database)
            try:
                return [tuple(row) for row in await conn.fetch(sql)]
            finally:
                await conn.close()

        return asyncio.run(read())
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        return db.execute(sql).fetchall()


def left_controls(env: Any) -> list[str]:
    """Controls still offered at the end, in the channels, under tables no longer being played
    (a private panel is checked when it is edited, see :func:`problems`)."""
    database = getattr(getattr(env.bot, "settings", None), "database", None)
    if database is None:
        return []
    status = dict(_rows(database, "SELECT id, status FROM tables"))
    # a table that still owes Discord its last work (the test ended before the timekeeper's
    # tick) is on its way, not left behind
    owing = {row[0] for row in _rows(database, "SELECT table_id FROM outbox WHERE done_at IS NULL")}
    found = []
    for channel in env.backend.messages.values():
        for message in channel.values():
            if message.is_ephemeral:
                continue
            for row in message.components:
                for item in row.get("components", []):
                    match = CONTROL_TABLE.match(str(item.get("custom_id", "")))
                    if match is None:
                        continue
                    table = int(match["table"])
                    what = match["what"] if item["custom_id"].startswith("t:") else "move"
                    over = status.get(table) in ("finished", "abandoned") and table not in owing
                    if over and what not in AFTER_THE_GAME:
                        found.append(
                            f"{item.get('label') or item['custom_id']!r} left under table "
                            f"#{table} ({status[table]}): {(message.content or '')[:80]!r}"
                        )
    return found


def inspect_env(env: Any) -> list[str]:
    """What is wrong with what ``env``'s bot showed players (empty: nothing)."""
    found = []
    for sent, edits_clicked in messages(env.http_requests):
        found += [f"{sent.where}: {problem}" for problem in problems(sent, edits_clicked)]
    found += left_controls(env)
    return list(dict.fromkeys(found))


def check_env(env: Any) -> None:
    """Fail when anything ``env``'s bot showed players is wrong (see :func:`inspect_env`)."""
    found = inspect_env(env)
    assert not found, f"{len(found)} problems in what players read:\n" + "\n".join(found[:40])
