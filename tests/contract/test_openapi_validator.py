"""Tests of the contract validator itself: the spec copy, matching, schemas, limits, logs."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from typing import Any

import discord
import pytest
import simcord
from discord import app_commands
from discord.ext import commands
from jsonschema import Draft202012Validator
from simcord import HttpLogEntry

from tests import SETTLE_SECONDS
from tests.contract import openapi, trim_spec
from tests.contract.openapi import (
    check_entries,
    check_limits,
    match_operation,
    split_multipart,
    validate_request,
)

CALLBACK = "/interactions/1456074443980800010/aW50ZXJhY3Rpb24tdG9rZW4/callback"
FOLLOWUP = "/webhooks/1456074443980800000/aW50ZXJhY3Rpb24tdG9rZW4"
ORIGINAL = f"{FOLLOWUP}/messages/@original"
MESSAGES = "/channels/1456074443980800008/messages"
MESSAGE = f"{MESSAGES}/1456074443980800015"


# ------------------------------------------------------------------ payload builders


def button(custom_id: str = "g:1:go:1", label: str = "Go", style: int = 1) -> dict[str, Any]:
    return {"type": 2, "style": style, "label": label, "custom_id": custom_id, "disabled": False}


def select(custom_id: str = "g:1:pick:1", options: int = 3) -> dict[str, Any]:
    return {
        "type": 3,
        "custom_id": custom_id,
        "min_values": 1,
        "max_values": 1,
        "options": [{"label": f"Card {i}", "value": str(i)} for i in range(options)],
    }


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def embed(**overrides: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "type": "rich",
        "title": "Fugitive — table 12",
        "description": "Marshal to play. <t:1790000000:R>",
        "color": 0x0072B2,
        "fields": [{"name": "Hideouts", "value": "0, 3, 7", "inline": True}],
        "footer": {"text": "version 4"},
        "image": {"url": "attachment://board.png"},
        "timestamp": "2026-11-22T09:00:00+00:00",
    }
    return {**base, **overrides}


def table_message(**overrides: Any) -> dict[str, Any]:
    """A message shaped the way discord.py 2.7 serialises a table message."""
    base: dict[str, Any] = {
        "content": "<@1456074443980800009>, your turn.",
        "embeds": [embed()],
        "components": [row(button(), button("g:1:hand:1", "Hand", 2)), row(select())],
        "allowed_mentions": {"parse": [], "users": ["1456074443980800009"]},
        "attachments": [{"id": 0, "filename": "board.png"}],
        "tts": False,
        "flags": 0,
    }
    return {**base, **overrides}


def problems_of(method: str, path: str, body: Any) -> list[str]:
    return validate_request(method, path, body) + check_limits(body)


# ------------------------------------------------------------------ the vendored spec


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        if isinstance(node.get("$ref"), str):
            yield node["$ref"]
        for value in node.values():
            yield from _refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from _refs(item)


def test_vendored_spec_refs_all_resolve_and_schemas_are_valid() -> None:
    spec = openapi.load_spec()
    schemas = spec["components"]["schemas"]
    refs = set(_refs(spec))
    assert refs, "the spec should use $ref"
    missing = {r for r in refs if r.removeprefix("#/components/schemas/") not in schemas}
    assert missing == set()
    for schema in schemas.values():
        Draft202012Validator.check_schema(schema)  # raises on a malformed schema


def test_vendored_spec_keeps_every_listed_operation_and_no_other() -> None:
    listed = {(m.upper(), t) for m, t in trim_spec.OPERATIONS}
    vendored = {(op.method, op.template) for op in openapi.operations()}
    assert vendored == listed


def test_vendored_spec_widens_snowflakes_to_string_or_integer() -> None:
    schema = openapi.load_spec()["components"]["schemas"]["SnowflakeType"]
    validator = Draft202012Validator(schema)
    assert validator.is_valid("1456074443980800009")
    assert validator.is_valid(1456074443980800009)
    assert validator.is_valid(0)
    assert not validator.is_valid("12a")
    assert not validator.is_valid(-1)


def test_vendored_spec_is_small() -> None:
    assert openapi.SPEC_PATH.stat().st_size < 200_000
    assert (openapi.SPEC_PATH.parent / "LICENSE").read_text().startswith("MIT License")


def test_trim_keeps_transitive_refs_widens_snowflakes_and_strips_only_prose() -> None:
    ref = "#/components/schemas/"
    full = {
        "openapi": "3.1.0",
        "info": {"title": "t", "version": "10"},
        "paths": {
            "/things/{thing_id}": {
                "parameters": [
                    {"name": "thing_id", "in": "path", "schema": {"$ref": ref + "SnowflakeType"}}
                ],
                "post": {
                    "operationId": "make_thing",
                    "description": "prose",
                    "responses": {"200": {"$ref": ref + "Unused"}},
                    "requestBody": {
                        "content": {
                            "application/json": {"schema": {"$ref": ref + "Outer"}},
                            "application/x-www-form-urlencoded": {"schema": {}},
                        }
                    },
                },
                "get": {"operationId": "not_kept"},
            },
            "/others": {"get": {"operationId": "other"}},
        },
        "components": {
            "schemas": {
                "Outer": {
                    "type": "object",
                    "description": "prose",
                    "properties": {
                        "description": {"type": "string", "description": "prose"},
                        "inner": {"$ref": ref + "Inner"},
                    },
                },
                "Inner": {"type": "object", "properties": {"id": {"$ref": ref + "SnowflakeType"}}},
                "SnowflakeType": {"type": "string", "pattern": "^(0|[1-9][0-9]*)$"},
                "Unused": {"type": "object"},
            }
        },
    }
    trimmed = trim_spec.trim(full, (("post", "/things/{thing_id}"),))
    assert list(trimmed["paths"]) == ["/things/{thing_id}"]
    kept = trimmed["paths"]["/things/{thing_id}"]
    assert set(kept) == {"parameters", "post"}
    assert set(kept["post"]) == {"operationId", "requestBody"}
    assert list(kept["post"]["requestBody"]["content"]) == ["application/json"]
    schemas = trimmed["components"]["schemas"]
    assert set(schemas) == {"Outer", "Inner", "SnowflakeType"}
    assert "description" not in schemas["Outer"]
    assert schemas["Outer"]["properties"]["description"] == {"type": "string"}
    assert schemas["SnowflakeType"] == trim_spec.WIDE_SNOWFLAKE


def test_trim_refuses_an_operation_the_full_spec_lacks() -> None:
    full = {"openapi": "3.1.0", "info": {}, "paths": {}, "components": {"schemas": {}}}
    with pytest.raises(SystemExit, match="GET /missing"):
        trim_spec.trim(full, (("get", "/missing"),))


# ------------------------------------------------------------------ route matching


@pytest.mark.parametrize(
    ("method", "path", "operation_id"),
    [
        ("PATCH", MESSAGE, "update_message"),
        ("DELETE", MESSAGE, "delete_message"),
        ("POST", MESSAGES, "create_message"),
        ("GET", "/users/@me", "get_my_user"),
        ("GET", "/users/1456074443980800009", "get_user"),
        ("POST", "/users/@me/channels", "create_dm"),
        ("PUT", "/channels/1/messages/pins/2", "create_pin"),
        ("GET", "/channels/1/messages/pins", "list_pins"),
        ("PATCH", ORIGINAL, "update_original_webhook_message"),
        ("DELETE", f"{FOLLOWUP}/messages/1456074443980800033", "delete_webhook_message"),
        ("POST", FOLLOWUP, "execute_webhook"),
        ("POST", CALLBACK, "create_interaction_response"),
        ("PUT", "/applications/1/commands", "bulk_set_application_commands"),
        ("PUT", "/applications/1/guilds/2/commands", "bulk_set_guild_application_commands"),
        ("GET", "/gateway/bot", "get_bot_gateway"),
        ("GET", "/oauth2/applications/@me", "get_my_oauth2_application"),
        ("PUT", "/channels/1/messages/2/reactions/%E2%9C%85/@me", "add_my_message_reaction"),
        ("get", "https://discord.com/api/v10/channels/1/messages?limit=5", "list_messages"),
    ],
)
def test_match_operation_finds_templated_routes(method: str, path: str, operation_id: str) -> None:
    op = match_operation(method, path)
    assert op is not None
    assert op.operation_id == operation_id


@pytest.mark.parametrize(
    ("method", "path"),
    [("GET", "/nowhere"), ("PUT", MESSAGES), ("POST", "/channels/1/messages/2/3/4")],
)
def test_match_operation_returns_none_for_unknown_routes(method: str, path: str) -> None:
    assert match_operation(method, path) is None
    assert any("no such route" in p for p in validate_request(method, path, None))


# ------------------------------------------------------------------ valid requests

VALID: list[tuple[str, str, str, Any]] = [
    ("channel message", "POST", MESSAGES, table_message()),
    ("channel message edit", "PATCH", MESSAGE, {"content": "edited", "embeds": [], "flags": 0}),
    ("DM opened with an integer id", "POST", "/users/@me/channels", {"recipient_id": 1}),
    ("reply", "POST", CALLBACK, {"type": 4, "data": table_message()}),
    ("ephemeral reply", "POST", CALLBACK, {"type": 4, "data": {"content": "hand", "flags": 64}}),
    ("deferred reply", "POST", CALLBACK, {"type": 5, "data": {"flags": 64}}),
    ("deferred update", "POST", CALLBACK, {"type": 6}),
    ("update message", "POST", CALLBACK, {"type": 7, "data": {"content": "x", "components": []}}),
    (
        "autocomplete",
        "POST",
        CALLBACK,
        {
            "type": 8,
            "data": {"choices": [{"name": f"card {i}", "value": str(i)} for i in range(25)]},
        },
    ),
    (
        "modal",
        "POST",
        CALLBACK,
        {
            "type": 9,
            "data": {
                "custom_id": "g:1:bid:1",
                "title": "Your bid",
                "components": [
                    row({"type": 4, "style": 1, "label": "Cards", "custom_id": "cards"}),
                ],
            },
        },
    ),
    ("follow-up", "POST", FOLLOWUP, {"content": "x", "tts": False, "flags": 64}),
    ("edit original", "PATCH", ORIGINAL, table_message()),
    ("delete original", "DELETE", ORIGINAL, None),
    (
        "command sync",
        "PUT",
        "/applications/1456074443980800000/commands",
        [
            {
                "name": "game",
                "description": "Tables",
                "type": 1,
                "options": [
                    {
                        "type": 1,
                        "name": "new",
                        "description": "Open a table",
                        "options": [
                            {
                                "type": 3,
                                "name": "game",
                                "description": "Which game",
                                "required": True,
                                "autocomplete": True,
                            }
                        ],
                    }
                ],
                "nsfw": False,
                "dm_permission": True,
                "default_member_permissions": None,
                "contexts": None,
                "integration_types": None,
            }
        ],
    ),
    ("get message", "GET", MESSAGE, None),
]


@pytest.mark.parametrize(
    ("method", "path", "body"), [v[1:] for v in VALID], ids=[v[0] for v in VALID]
)
def test_valid_requests_pass(method: str, path: str, body: Any) -> None:
    assert problems_of(method, path, body) == []


def test_limits_at_their_exact_maximum_pass() -> None:
    fields = [{"name": "n" * 256, "value": "v" * 1024} for _ in range(3)]
    big_embed = embed(title="t" * 256, description="d" * 1600, fields=fields)
    big_embed["footer"] = {"text": "f" * 200}
    # 256 + 1600 + 3 * 1280 + 200 = 5896, under the 6000 total.
    rows = [row(*(button(f"b{r}{c}") for c in range(5))) for r in range(4)]
    body = {
        "content": "c" * 2000,
        "embeds": [big_embed],
        "components": [*rows, row(select("s" * 100, options=25))],
    }
    assert problems_of("POST", MESSAGES, body) == []


def test_query_parameters_accept_what_discord_py_sends() -> None:
    for value in ("1", 1, True, "true", 0, "false"):
        assert validate_request("POST", FOLLOWUP, {"content": "x"}, {"wait": value}) == []
    assert validate_request("POST", CALLBACK, {"type": 6}, {"with_response": "1"}) == []


# ------------------------------------------------------------------ schema violations


def test_wrong_type_is_reported_with_its_location() -> None:
    problems = validate_request("POST", MESSAGES, {"content": 42})
    assert len(problems) == 1
    assert "$.content" in problems[0]
    assert "create_message" in problems[0]


def test_unknown_component_type_is_reported() -> None:
    body = {"type": 4, "data": {"components": [row({"type": 99, "custom_id": "x"})]}}
    problems = validate_request("POST", CALLBACK, body)
    assert len(problems) == 1
    assert "$.data.components[0].components[0]" in problems[0]
    assert "type 99 is not one of [2, 3, 5, 6, 7, 8]" in problems[0]


def test_unknown_button_style_is_reported() -> None:
    problems = validate_request("POST", MESSAGES, {"components": [row(button(style=9))]})
    assert len(problems) == 1
    assert "$.components[0].components[0].style: 9 is not one of [1, 2, 3, 4, 5, 6]" in problems[0]


def test_unknown_interaction_callback_type_is_reported() -> None:
    problems = validate_request("POST", CALLBACK, {"type": 42})
    assert len(problems) == 1
    assert "type 42 is not one of" in problems[0]


def test_missing_required_field_is_reported() -> None:
    # A string select must carry options.
    body = {"components": [row({"type": 3, "custom_id": "s"})]}
    problems = validate_request("POST", MESSAGES, body)
    assert any("'options' is a required property" in p for p in problems)


def test_bad_embed_colour_and_timestamp_are_reported() -> None:
    body = {"embeds": [embed(color=-1, timestamp="yesterday")]}
    problems = validate_request("POST", MESSAGES, body)
    assert any("$.embeds[0].color" in p for p in problems)
    assert any("$.embeds[0].timestamp" in p for p in problems)


def test_bad_snowflakes_are_reported() -> None:
    assert validate_request("POST", "/users/@me/channels", {"recipient_id": "me"}) != []
    assert validate_request("POST", "/users/@me/channels", {"recipient_id": -5}) != []
    path_problems = validate_request("PATCH", "/channels/general/messages/1", {"content": "x"})
    assert path_problems == [
        "PATCH /channels/general/messages/1 (update_message): "
        "path parameter channel_id='general' is invalid"
    ]


def test_unknown_or_invalid_query_parameters_are_reported() -> None:
    assert any(
        "unknown query parameter 'foo'" in p
        for p in validate_request("POST", MESSAGES, {"content": "x"}, {"foo": "1"})
    )
    assert any(
        "wait='maybe'" in p
        for p in validate_request("POST", FOLLOWUP, {"content": "x"}, {"wait": "maybe"})
    )


def test_missing_or_unexpected_body_is_reported() -> None:
    assert any("body is required" in p for p in validate_request("POST", CALLBACK, None))
    assert any("takes none" in p for p in validate_request("GET", MESSAGE, {"content": "x"}))


# ------------------------------------------------------------------ limits


def test_content_of_2001_characters_is_reported() -> None:
    problems = check_limits({"content": "x" * 2001})
    assert problems == ["content is 2001 characters, over 2000"]
    # The spec itself allows 4000 for channel messages; the bot limit is the docs' 2000.
    assert validate_request("POST", MESSAGES, {"content": "x" * 2001}) == []


def test_content_limit_applies_inside_interaction_callbacks() -> None:
    for kind in (4, 7):
        assert check_limits({"type": kind, "data": {"content": "x" * 2001}}) != []


def test_26_select_options_are_reported() -> None:
    body = {"components": [row(select(options=26))]}
    assert check_limits(body) == ["components[0].components[0] has 26 options, at most 25"]
    assert any("options" in p for p in validate_request("POST", MESSAGES, body))


def test_6_action_rows_are_reported() -> None:
    body = {"components": [row(button(f"b{i}")) for i in range(6)]}
    assert check_limits(body) == ["6 action rows, at most 5 allowed"]


def test_components_v2_messages_are_not_held_to_5_rows() -> None:
    body = {"flags": 1 << 15, "components": [row(button(f"b{i}")) for i in range(6)]}
    assert check_limits(body) == []


def test_101_character_custom_id_is_reported() -> None:
    body = {"components": [row(button("x" * 101))]}
    assert check_limits(body) == [
        "components[0].components[0].custom_id is 101 characters, over 100"
    ]
    assert any("custom_id" in p for p in validate_request("POST", MESSAGES, body))


def test_modal_custom_ids_are_held_to_100_characters() -> None:
    modal = {"custom_id": "m" * 101, "title": "t", "components": []}
    assert check_limits({"type": 9, "data": modal}) == [
        "modal custom_id is 101 characters, over 100"
    ]


def test_row_limits_are_reported() -> None:
    six = {"components": [row(*(button(f"b{i}") for i in range(6)))]}
    assert check_limits(six) == ["components[0] holds 6 components, at most 5"]
    mixed = {"components": [row(button(), select())]}
    assert check_limits(mixed) == [
        "components[0] mixes a select menu with other components; a select needs its own row"
    ]


def test_duplicate_custom_ids_are_reported() -> None:
    body = {"components": [row(button("same")), row(button("same"))]}
    assert check_limits(body) == [
        "components[1].components[0].custom_id 'same' repeats components[0].components[0]"
    ]


def test_button_shape_problems_are_reported() -> None:
    link = {"type": 2, "style": 5, "label": "Rules", "custom_id": "x"}
    no_id = {"type": 2, "style": 1, "label": "Go"}
    bare = {"type": 2, "style": 1, "custom_id": "y"}
    problems = check_limits({"components": [row(link, no_id, bare)]})
    assert problems == [
        "components[0].components[0] is a link button: it needs a url and no custom_id",
        "components[0].components[1] is a style 1 button without a custom_id",
        "components[0].components[2] has neither a label nor an emoji",
    ]


def test_select_values_must_be_distinct_and_max_values_reachable() -> None:
    bad = select()
    bad["options"][1]["value"] = bad["options"][0]["value"]
    bad["max_values"] = 4
    assert check_limits({"components": [row(bad)]}) == [
        "components[0].components[0] has options with the same value",
        "components[0].components[0].max_values=4 exceeds its 3 options",
    ]


def test_embed_total_over_6000_is_reported() -> None:
    embeds = [embed(title=None, fields=[], footer=None, description="d" * 3001) for _ in range(2)]
    assert check_limits({"embeds": embeds}) == ["embeds hold 6002 characters in total, over 6000"]


def test_embed_part_limits_are_reported() -> None:
    fields = [{"name": "n" * 257, "value": "v" * 1025}, {"name": "", "value": "x"}]
    bad = embed(title="t" * 257, fields=fields)
    bad["footer"] = {"text": "f" * 2049}
    bad["author"] = {"name": "a" * 257}
    problems = check_limits({"embeds": [bad]})
    assert problems == [
        "embeds[0].fields[1].name is empty",
        "embeds[0].title is 257 characters, over 256",
        "embeds[0].footer.text is 2049 characters, over 2048",
        "embeds[0].author.name is 257 characters, over 256",
        "embeds[0].fields[0].name is 257 characters, over 256",
        "embeds[0].fields[0].value is 1025 characters, over 1024",
    ]


def test_11_embeds_and_26_fields_are_reported() -> None:
    assert "11 embeds, at most 10 allowed" in check_limits({"embeds": [embed()] * 11})
    fields = [{"name": "n", "value": "v"}] * 26
    assert "embeds[0] has 26 fields, at most 25" in check_limits({"embeds": [embed(fields=fields)]})


def test_allowed_mentions_conflict_is_reported() -> None:
    body = {"content": "hi", "allowed_mentions": {"parse": ["users"], "users": ["1"]}}
    assert check_limits(body) == [
        "allowed_mentions lists users and also parses users; Discord rejects both at once"
    ]


def test_26_autocomplete_choices_are_reported() -> None:
    choices = [{"name": str(i), "value": str(i)} for i in range(26)]
    assert check_limits({"type": 8, "data": {"choices": choices}}) == [
        "26 autocomplete choices, at most 25"
    ]


def test_non_message_bodies_have_no_limits_to_check() -> None:
    assert check_limits(None) == []
    assert check_limits([{"name": "game", "description": "x"}]) == []
    assert check_limits({"recipient_id": 1}) == []


# ------------------------------------------------------------------ multipart


def form(payload: dict[str, Any], *files: bytes) -> list[dict[str, Any]]:
    """A multipart form as discord.py builds it for ``HTTPClient.request``."""
    parts: list[dict[str, Any]] = [{"name": "payload_json", "value": json.dumps(payload)}]
    for i, data in enumerate(files):
        parts.append(
            {"name": f"files[{i}]", "value": data, "filename": f"f{i}.png", "content_type": "x"}
        )
    return parts


def test_multipart_payload_json_is_validated() -> None:
    assert validate_request("POST", MESSAGES, form(table_message(), b"png")) == []
    bad = validate_request("POST", MESSAGES, form({"content": 5}, b"png"))
    assert len(bad) == 1
    assert "$.content" in bad[0]
    # The mapping shape (payload_json as a string field) is read the same way.
    assert split_multipart({"payload_json": '{"content": "x"}', "files[0]": b"12"}) == (
        {"content": "x"},
        [2],
    )


def test_files_over_10_mib_are_reported_when_their_size_is_visible() -> None:
    limit = 10 * 1024 * 1024
    assert check_limits(form({"content": "x"}, b"\0" * limit)) == []
    assert check_limits(form({"content": "x"}, b"\0" * (limit + 1))) == [
        f"file 0 is {limit + 1} bytes, over the {limit} byte (10 MiB) limit"
    ]
    assert check_limits({"content": "x"}, file_sizes=[limit + 1]) != []
    assert check_limits(form({"content": "x"}, *[b"1"] * 11)) == [
        "11 files attached, at most 10 allowed"
    ]


# ------------------------------------------------------------------ simcord logs


def entry(method: str, path: str, body: Any = None, **params: Any) -> HttpLogEntry:
    return HttpLogEntry(method, path, params, body, None)


def test_check_entries_names_the_bad_request_by_position() -> None:
    log = [
        entry("POST", CALLBACK, {"type": 5}, with_response="1"),
        entry("POST", MESSAGES, {"components": [row(button("x" * 101))]}),
        entry("GET", "/channels/1/secret"),
    ]
    problems = check_entries(log)
    assert [p.split(" ", 1)[0] for p in problems] == ["#1", "#1", "#2"]
    assert "custom_id" in problems[0]
    assert "custom_id is 101 characters, over 100" in problems[1]
    assert "no such route" in problems[2]


def test_check_entries_allow_list_skips_listed_routes_only() -> None:
    log = [entry("GET", "/channels/1/secret"), entry("GET", "/channels/1/other")]
    allowed = {("GET", "/channels/{channel_id}/secret"): "documented reason"}
    problems = check_entries(log, allowed_unknown=allowed)
    assert len(problems) == 1
    assert problems[0].startswith("#1 GET /channels/1/other")


def test_default_allow_list_is_short_and_documented() -> None:
    assert len(openapi.ALLOWED_UNKNOWN_ROUTES) <= 5
    assert all(reason for reason in openapi.ALLOWED_UNKNOWN_ROUTES.values())


# ------------------------------------------------------------------ end to end

BIG_CONTENT = "x" * 2001


def make_bot() -> commands.Bot:
    """A tiny bot using the interaction flows a game bot needs."""
    bot = commands.Bot(command_prefix=commands.when_mentioned, intents=discord.Intents.default())

    class Table(discord.ui.View):
        def __init__(self) -> None:
            super().__init__(timeout=None)

        @discord.ui.button(label="Move", custom_id="t:1:move:1")
        async def move(self, interaction: discord.Interaction, _: discord.ui.Button[Any]) -> None:
            await interaction.response.edit_message(content="moved", view=None)

        @discord.ui.select(
            custom_id="t:1:card:1",
            options=[discord.SelectOption(label=f"Card {i}", value=str(i)) for i in range(3)],
        )
        async def card(self, interaction: discord.Interaction, _: discord.ui.Select[Any]) -> None:
            await interaction.response.defer()
            await interaction.followup.send("your hand", ephemeral=True)
            await interaction.edit_original_response(content="played")
            note = await interaction.followup.send("noted", wait=True)
            await note.edit(content="noted again")
            await note.delete()

    class Bid(discord.ui.Modal, title="Your bid"):
        amount: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Amount", custom_id="amt")

        async def on_submit(self, interaction: discord.Interaction) -> None:
            await interaction.response.send_message(f"bid {self.amount.value}", ephemeral=True)

    @bot.tree.command(description="Open a table")
    async def play(interaction: discord.Interaction) -> None:
        board = discord.Embed(title="Table 1", description="Your move", colour=0x0072B2)
        board.add_field(name="Deck", value="12 cards")
        board.set_image(url="attachment://board.png")
        await interaction.response.send_message(
            embed=board,
            view=Table(),
            file=discord.File(io.BytesIO(b"\x89PNG" + b"\0" * 2000), "board.png"),
            allowed_mentions=discord.AllowedMentions(users=[interaction.user]),
        )

    @bot.tree.command(description="Everything else")
    async def more(interaction: discord.Interaction, card: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.followup.send(f"picked {card}")
        await interaction.user.send("it is your turn")
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        public = await channel.send("table", view=Table())
        await public.edit(content="table v2", embed=discord.Embed(title="v2"))
        await interaction.edit_original_response(content="done")

    @more.autocomplete("card")
    async def card_names(_: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=f"{current} {i}", value=str(i)) for i in range(3)]

    @bot.tree.command(description="Bid")
    async def bid(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(Bid())

    @bot.tree.command(description="Too long")
    async def shout(interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        try:
            await interaction.followup.send(BIG_CONTENT)
        except discord.HTTPException:
            await interaction.followup.send("too long")

    async def setup_hook() -> None:
        await bot.tree.sync()

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


def content_of(e: HttpLogEntry) -> Any:
    return e.json.get("content") if isinstance(e.json, dict) else None


def operation_ids(log: list[HttpLogEntry]) -> set[str]:
    ids = set()
    for e in log:
        op = match_operation(e.method, e.path)
        if op is not None:
            ids.add(op.operation_id)
    return ids


async def test_end_to_end_slash_reply_with_embed_button_and_file_is_valid() -> None:
    async with simcord.run(make_bot(), settle_timeout=SETTLE_SECONDS) as env:
        guild = env.create_guild()
        channel = guild.create_text_channel("tables")
        alice = guild.add_member(env.create_user("alice"))
        result = await alice.slash(channel, "play")
        assert result.response is not None
        sizes = [a.size for a in result.response.attachments]
        log = list(env.http_requests)
    assert sizes == [2004]
    assert {"bulk_set_application_commands", "create_interaction_response"} <= operation_ids(log)
    reply = next(e.json for e in log if e.path.endswith("/callback"))
    assert isinstance(reply, dict)
    assert reply["data"]["embeds"] and reply["data"]["components"]
    assert reply["data"]["attachments"][0]["filename"] == "board.png"
    assert check_entries(log, file_sizes=sizes) == []


async def test_end_to_end_full_session_is_valid() -> None:
    async with simcord.run(make_bot(), settle_timeout=SETTLE_SECONDS) as env:
        guild = env.create_guild()
        channel = guild.create_text_channel("tables")
        alice = guild.add_member(env.create_user("alice"))
        await alice.slash(channel, "play")
        table = channel.last_message
        assert table is not None
        clicked = await alice.click(table, custom_id="t:1:move:1")
        assert clicked.response is not None and clicked.response.content == "moved"
        choices = await alice.autocomplete(channel, "more", "card", "ace")
        assert len(choices) == 3
        await alice.slash(channel, "more", card="1")
        public = channel.last_message
        assert public is not None and public.content == "table v2"
        await alice.select(public, ["2"], custom_id="t:1:card:1")
        shown = await alice.slash(channel, "bid")
        await alice.submit_modal(shown, {"amt": "3"})
        log = list(env.http_requests)
    seen = operation_ids(log)
    assert {
        "bulk_set_application_commands",
        "create_interaction_response",
        "execute_webhook",
        "update_original_webhook_message",
        "update_webhook_message",
        "delete_webhook_message",
        "create_dm",
        "create_message",
        "update_message",
    } <= seen
    callback_types = {
        e.json["type"] for e in log if isinstance(e.json, dict) and "/callback" in e.path
    }
    assert callback_types == {4, 5, 6, 7, 8, 9}
    assert check_entries(log) == []


async def test_end_to_end_validator_catches_a_real_oversized_message() -> None:
    async with simcord.run(make_bot(), settle_timeout=SETTLE_SECONDS) as env:
        guild = env.create_guild()
        channel = guild.create_text_channel("tables")
        alice = guild.add_member(env.create_user("alice"))
        await alice.slash(channel, "shout")
        log = list(env.http_requests)
    oversized = [i for i, e in enumerate(log) if content_of(e) == BIG_CONTENT]
    assert len(oversized) == 1
    index = oversized[0]
    problems = check_entries(log)
    assert problems, "the 2001-character follow-up must be reported"
    path = log[index].path
    assert problems == [
        # The follow-up schema caps content at 2000 too; the limit check says it plainly.
        f"#{index} POST {path} (execute_webhook): $.content: 2001 characters, over 2000",
        f"#{index} POST {path}: content is 2001 characters, over 2000",
    ]
    # The bot recovered with a short follow-up, which is valid.
    assert content_of(log[index + 1]) == "too long"
