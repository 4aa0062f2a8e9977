"""The scanner of what players read (tests/cogs/scanner.py) is not blind: each thing it looks for,
shown to it in a made-up request, is reported, and a clean message passes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from tests.cogs.scanner import inspect_env, messages, problems


@dataclass
class Entry:
    method: str
    path: str
    json: Any


SEND = "/channels/1/messages"
EDIT = "/webhooks/9/tok_1/messages/@original"


def found(body: dict[str, Any], path: str = SEND, method: str = "POST") -> list[str]:
    return [
        p
        for sent, clicked in messages([Entry(method, path, body)])
        for p in problems(sent, clicked)
    ]


def button(label: str, custom_id: str = "t:1:panel") -> dict[str, Any]:
    return {"type": 2, "style": 2, "label": label, "custom_id": custom_id}


def test_a_clean_french_message_with_a_command_mention_passes() -> None:
    body = {
        "content": "La table n°1 est ouverte : rejoignez-la avec </game join:123> ou "
        "`/partie rejoindre`.",
        "embeds": [
            {"title": "Fugitive — table n°1", "footer": {"text": "Règles maison : Les armes…"}}
        ],
        "components": [{"type": 1, "components": [button("Rejoindre")]}],
    }
    assert found(body) == []


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"content": "Options: pass_bonus=False"}, "Python's False"),
        ({"content": "chosen_order=None"}, "Python's None"),
        ({"embeds": [{"footer": {"text": "Options : opening=exactly_two"}}]}, "raw option"),
        (
            {"content": "Les autres la rejoignent avec `/game join` ; vous pouvez jouer"},
            "English command /game join",
        ),
        (
            {"content": "Lancez une nouvelle partie avec /game new, vous aussi"},
            "English command /game new",
        ),
        ({"content": "See https://discord.com/channels/1/2/None"}, "a link with None"),
        ({"content": "x" * 2001}, "content of 2001"),
        ({"embeds": [{"description": "x" * 4097}]}, "embed description"),
        ({"embeds": [{"title": "x" * 257}]}, "embed title"),
        ({"embeds": [{"fields": [{"name": "a", "value": "x" * 1025}]}]}, "field value"),
        ({"embeds": [{"description": "x" * 4000}, {"description": "x" * 2500}]}, "in all"),
        ({"components": [{"type": 1, "components": [button("x" * 81)]}]}, "button label"),
        ({"components": [{"type": 1, "components": [button("Guess ")]}]}, "spaces around"),
        (
            {"components": [{"type": 1, "components": [button(str(i)) for i in range(6)]}]},
            "a row of 6",
        ),
        ({"components": [{"type": 1, "components": [button("a")]}] * 6}, "6 rows"),
        (
            {
                "components": [
                    {
                        "type": 1,
                        "components": [
                            {
                                "type": 3,
                                "custom_id": "s:1:1:n:x",
                                "options": [{"label": str(i), "value": str(i)} for i in range(26)],
                            }
                        ],
                    }
                ]
            },
            "a select of 26 options",
        ),
    ],
)
def test_each_problem_is_reported(body: dict[str, Any], expected: str) -> None:
    assert any(expected in p for p in found(body)), found(body)


def test_an_example_of_what_to_type_may_show_an_option() -> None:
    assert found({"content": "Write options as name=value, e.g. `opening=exactly_two`."}) == []


def test_an_english_command_in_an_english_message_is_fine() -> None:
    assert found({"content": "Start a new game with `/game new` and the players join you."}) == []


def test_a_clicked_panel_edited_without_its_buttons_keeps_the_old_ones() -> None:
    requests = [
        Entry("POST", "/interactions/5/tok_1/callback", {"type": 6}),
        Entry("PATCH", EDIT, {"content": "The Marshal caught the Fugitive!", "embeds": []}),
    ]
    reported = [p for sent, clicked in messages(requests) for p in problems(sent, clicked)]
    assert any("old buttons" in p for p in reported)
    requests[1].json["components"] = []
    assert [p for sent, clicked in messages(requests) for p in problems(sent, clicked)] == []


def test_moves_left_under_a_finished_table_are_reported(tmp_path: Any) -> None:
    import sqlite3

    database = tmp_path / "db.sqlite3"
    with sqlite3.connect(database) as db:
        db.execute("CREATE TABLE tables (id INTEGER, status TEXT)")
        db.execute("INSERT INTO tables VALUES (1, 'finished'), (2, 'playing'), (3, 'finished')")
        db.execute("CREATE TABLE outbox (table_id INTEGER, done_at REAL)")
        db.execute("INSERT INTO outbox VALUES (1, 5.0), (3, NULL)")  # 3: its recap still owed

    @dataclass
    class Message:
        content: str
        components: list[dict[str, Any]]
        is_ephemeral: bool = False

    row = {"type": 1, "components": [button("My turn", "t:1:panel"), button("Rules", "t:1:rules")]}
    live = {
        "type": 1,
        "components": [button("My turn", "t:2:panel"), button("My turn", "t:3:panel")],
    }

    class Env:
        http_requests: ClassVar[list[Entry]] = []
        bot = type("Bot", (), {"settings": type("S", (), {"database": database})()})()
        backend = type("Backend", (), {"messages": {1: {1: Message("recap", [row, live])}}})()

    reported = inspect_env(Env())
    assert len(reported) == 1 and "'My turn' left under table #1" in reported[0]
