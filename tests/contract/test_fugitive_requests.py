"""Random games of Fugitive through simcord, checking every request the bot sent: valid against
Discord's OpenAPI spec and its limits, acknowledged first, private answers ephemeral, no secret
of the Fugitive in anything the Marshal or the channel can see, and the public picture drawn
from the public view only."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from PIL import Image

from bot.render import fugitive as art
from rules.fugitive import deduce
from tests.cogs.harness import (
    ENGINE,
    FUGITIVE,
    MARSHAL,
    PICKS,
    FugitiveTable,
    leaks,
    secret_numbers,
    visible_strings,
)
from tests.contract.openapi import check_entries

EPHEMERAL = 64


def tiny_png() -> bytes:
    buf = io.BytesIO()
    Image.new("P", (4, 4)).save(buf, "PNG")
    return buf.getvalue()


@pytest.fixture
def public_views(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Record what the public picture is drawn from (and skip drawing: pictures have their own
    tests, and these games only look at requests)."""
    seen: list[dict[str, Any]] = []
    png = tiny_png()
    monkeypatch.setattr(art, "render_public", lambda view, lang: seen.append(view) or png)
    monkeypatch.setattr(art, "render_private", lambda view, lang: png)
    monkeypatch.setattr(art, "render_notepad", lambda *args: png)
    return seen


def interaction_token(path: str) -> str | None:
    match = re.match(r"/(?:interactions/\d+|webhooks/\d+)/([^/]+)", path)
    return match.group(1) if match else None


@pytest.mark.parametrize("seed", [3, 17, 30, 101, 2024])
async def test_random_game_requests_are_valid_private_and_leak_nothing(
    simcord_env, public_views, seed
):
    env = simcord_env
    game = FugitiveTable(env, seed)
    await game.open()
    fugitive_dm = game.users["alice"].dm_channel.id
    problems: list[str] = []
    checked = {"public": 0, "marshal": 0}

    def check(table: Any, step: Any) -> None:
        entries = env.http_requests[step.start : step.end]
        assert entries, "a move sent no request"
        # acknowledged before anything else, and privately: deferred, or answered at once
        # (the clicked panel updated, or a new private message)
        first = entries[0]
        assert first.path.startswith("/interactions/") and first.path.endswith("/callback")
        body = first.json or {}
        assert body["type"] in (4, 5, 6, 7), body
        if body["type"] in (4, 5):
            assert body["data"]["flags"] & EPHEMERAL
        if table.status != "playing":
            return  # the end reveals the whole route to everyone
        secret = secret_numbers(table.state)
        marshal_view = ENGINE.view(table.state, MARSHAL)
        for entry in entries:
            if entry.method == "POST" and entry.path.startswith("/webhooks/"):
                assert (entry.json or {}).get("flags", 0) & EPHEMERAL, entry
            if entry.path == f"/channels/{fugitive_dm}/messages":
                continue  # his own DM
            in_interaction = interaction_token(entry.path) is not None
            if in_interaction and step.seat == FUGITIVE:
                continue  # his own ephemeral panel
            audience = "marshal" if in_interaction else "public"
            checked[audience] += 1
            for text in visible_strings(entry.json):
                found = leaks(text, secret)
                if found:
                    problems.append(f"{audience} saw {found} in {text!r} ({entry.path})")
            # the Marshal's number selects offer every number her own view leaves possible
            sent = entry.json or {}
            if entry.path.endswith("/callback"):
                sent = sent.get("data") or {}
            for row in sent.get("components", []):
                for comp in row.get("components", []):
                    if str(comp.get("custom_id", "")).endswith(PICKS):
                        offered = {int(o["value"]) for o in comp["options"]}
                        low, high = (1, 20) if comp["custom_id"].endswith(PICKS[0]) else (21, 41)
                        possible = set(range(low, high + 1)) - deduce.certain_non_hideouts(
                            marshal_view
                        )
                        assert offered == possible, offered ^ possible

    table = await game.play_to_end(slash_every=2, check=check)
    assert table.status == "finished"
    assert problems == []
    assert checked["public"] > 10 and checked["marshal"] > 5
    # every request of the whole game is valid against Discord's spec and limits
    assert check_entries(env.http_requests) == []
    # the public picture only ever saw public views
    assert public_views
    for view in public_views:
        assert view["seat"] is None and "hand" not in view and "pending" not in view
        if view["phase"] != "over":
            assert all(e["number"] is None for e in view["route"] if not e["face_up"])
