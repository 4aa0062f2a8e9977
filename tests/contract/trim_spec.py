"""Regenerate the trimmed Discord OpenAPI spec vendored in ``tests/contract/discord_spec/``.

Usage (from the repository root; never run by the tests)::

    python tests/contract/trim_spec.py /path/to/discord-api-spec/specs/openapi.json
    python tests/contract/trim_spec.py FULL_SPEC.json --out OTHER.json

The full spec is ~1.2 MB; a game bot touches a few dozen operations. This keeps
only those operations (``OPERATIONS``), their path and query parameters and
request bodies, and the component schemas they reach through ``$ref``
(transitively), so every ``$ref`` in the output still resolves. Responses,
prose descriptions and the url-encoded form bodies are dropped: the contract
tests validate what the bot *sends*. ``SnowflakeType`` is widened to
string-or-integer because discord.py sends some ids as JSON integers
(attachment placeholders, ``recipient_id``) and Discord accepts both.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

DEFAULT_OUT = Path(__file__).parent / "discord_spec" / "openapi.json"

# (method, path template) exactly as spelled in the spec. Everything discord.py
# does for a game bot: log in, sync commands, answer interactions, post/edit the
# table message, follow up, DM, fetch what it needs.
OPERATIONS: tuple[tuple[str, str], ...] = (
    # session start
    ("get", "/gateway"),
    ("get", "/gateway/bot"),
    ("get", "/users/@me"),
    ("get", "/applications/@me"),
    ("get", "/oauth2/applications/@me"),
    # application commands (tree.sync, fetch_commands)
    ("get", "/applications/{application_id}/commands"),
    ("put", "/applications/{application_id}/commands"),
    ("get", "/applications/{application_id}/guilds/{guild_id}/commands"),
    ("put", "/applications/{application_id}/guilds/{guild_id}/commands"),
    # interaction responses and follow-ups
    ("post", "/interactions/{interaction_id}/{interaction_token}/callback"),
    ("post", "/webhooks/{webhook_id}/{webhook_token}"),
    ("get", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("patch", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("delete", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("get", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("patch", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("delete", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    # channel messages
    ("get", "/channels/{channel_id}"),
    ("get", "/channels/{channel_id}/messages"),
    ("post", "/channels/{channel_id}/messages"),
    ("get", "/channels/{channel_id}/messages/{message_id}"),
    ("patch", "/channels/{channel_id}/messages/{message_id}"),
    ("delete", "/channels/{channel_id}/messages/{message_id}"),
    ("post", "/channels/{channel_id}/messages/bulk-delete"),
    ("put", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me"),
    ("delete", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me"),
    ("get", "/channels/{channel_id}/messages/pins"),
    ("put", "/channels/{channel_id}/messages/pins/{message_id}"),
    ("delete", "/channels/{channel_id}/messages/pins/{message_id}"),
    ("post", "/channels/{channel_id}/typing"),
    # tables opened in threads (`/game new thread:true`, tournament rounds)
    ("post", "/channels/{channel_id}/threads"),
    ("post", "/channels/{channel_id}/messages/{message_id}/threads"),
    # direct messages, users, guild lookups
    ("post", "/users/@me/channels"),
    ("get", "/users/{user_id}"),
    ("get", "/guilds/{guild_id}"),
    ("get", "/guilds/{guild_id}/members/{user_id}"),
)

# Request bodies are validated as JSON; multipart bodies carry the same schema
# in their ``payload_json`` part, so the form-data variant is kept too.
KEPT_CONTENT_TYPES = ("application/json", "multipart/form-data")
KEPT_OPERATION_KEYS = ("operationId", "parameters", "requestBody")

WIDE_SNOWFLAKE: dict[str, Any] = {
    "anyOf": [
        {"type": "string", "pattern": "^(0|[1-9][0-9]*)$", "format": "snowflake"},
        {"type": "integer", "minimum": 0},
    ]
}


def _strip_prose(node: Any) -> Any:
    """Drop string-valued ``description``/``title`` keywords.

    A *property* called ``description`` or ``title`` has a schema (a dict) as
    its value, so only prose is removed, never a property definition.
    """
    if isinstance(node, dict):
        return {
            key: _strip_prose(value)
            for key, value in node.items()
            if not (key in ("description", "title", "summary") and isinstance(value, str))
        }
    if isinstance(node, list):
        return [_strip_prose(item) for item in node]
    return node


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str):
            yield ref
        for value in node.values():
            yield from _refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from _refs(item)


def _trim_operation(operation: dict[str, Any]) -> dict[str, Any]:
    kept = {key: operation[key] for key in KEPT_OPERATION_KEYS if key in operation}
    body = kept.get("requestBody")
    if body is not None:
        content = {
            ctype: media
            for ctype, media in body.get("content", {}).items()
            if ctype in KEPT_CONTENT_TYPES
        }
        kept["requestBody"] = {**body, "content": content}
    return kept


def trim(
    full: dict[str, Any], operations: tuple[tuple[str, str], ...] = OPERATIONS
) -> dict[str, Any]:
    """The part of ``full`` that ``operations`` need, snowflakes widened."""
    paths: dict[str, dict[str, Any]] = {}
    for method, template in operations:
        item = full["paths"].get(template)
        if item is None or method not in item:
            raise SystemExit(f"the full spec has no {method.upper()} {template}")
        out = paths.setdefault(template, {})
        if "parameters" in item:
            out["parameters"] = item["parameters"]
        out[method] = _trim_operation(item[method])
    paths = _strip_prose(paths)

    all_schemas: dict[str, Any] = full["components"]["schemas"]
    prefix = "#/components/schemas/"
    wanted: list[str] = sorted({ref for ref in _refs(paths)})
    schemas: dict[str, Any] = {}
    while wanted:
        ref = wanted.pop()
        if not ref.startswith(prefix):
            raise SystemExit(f"unexpected $ref outside component schemas: {ref}")
        name = ref[len(prefix) :]
        if name in schemas:
            continue
        schemas[name] = _strip_prose(all_schemas[name])
        wanted.extend(r for r in _refs(schemas[name]) if r[len(prefix) :] not in schemas)
    schemas["SnowflakeType"] = WIDE_SNOWFLAKE

    return {
        "openapi": full["openapi"],
        "info": {
            **full["info"],
            "x-trimmed": "Subset for request validation; see PROVENANCE.md and trim_spec.py.",
        },
        "servers": full.get("servers", []),
        "paths": paths,
        "components": {"schemas": dict(sorted(schemas.items()))},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("full_spec", type=Path, help="path to Discord's full openapi.json")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output file")
    args = parser.parse_args()
    full = json.loads(args.full_spec.read_text(encoding="utf-8"))
    trimmed = trim(full)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(trimmed, indent=1) + "\n", encoding="utf-8")
    print(
        f"wrote {args.out}: {len(trimmed['paths'])} paths, "
        f"{len(trimmed['components']['schemas'])} schemas, {args.out.stat().st_size} bytes"
    )


if __name__ == "__main__":
    main()
