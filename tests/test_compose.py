"""``compose.yaml`` runs a bot that works: its processes share the shards out exactly once with
one count, all on the PostgreSQL service, started after it is healthy and the tables exist.

PyYAML is not a dependency, so the file is written in a small part of YAML (block mappings,
lists of plain values, JSON lists and strings, ``${…}`` variables; no anchors, no multi-line
values) that :func:`read_compose` reads and refuses to read past: a file that leaves that part
fails here instead of being half-read. The settings each process receives go through the bot's
own settings check. Where Docker Compose is installed, it validates the file too.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from bot.config import Settings, load_settings

ROOT = Path(__file__).resolve().parent.parent
COMPOSE = ROOT / "compose.yaml"
#: what an operator's .env must give (compose.yaml has no default for them)
REQUIRED = {"DISCORD_TOKEN": "test.token", "POSTGRES_PASSWORD": "pw0123456789"}


class MissingValue(Exception):
    """A ``${NAME:?why}`` variable without a value: Compose refuses to start, saying why."""


def read_compose(text: str) -> dict[str, Any]:
    lines = [
        (len(line) - len(line.lstrip(" ")), line.strip())
        for line in text.splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    value, end = _block(lines, 0, 0)
    if end != len(lines):
        raise ValueError(f"cannot read {lines[end][1]!r} (indented oddly)")
    assert isinstance(value, dict)
    return value


def _block(
    lines: list[tuple[int, str]], at: int, indent: int
) -> tuple[dict[str, Any] | list[Any], int]:
    """The mapping or list whose lines begin at ``at``, indented by ``indent``; and where the
    next block begins."""
    if lines[at][1].startswith("- "):
        items = []
        while at < len(lines) and lines[at][0] == indent and lines[at][1].startswith("- "):
            items.append(_scalar(lines[at][1][2:]))
            at += 1
        return items, at
    mapping: dict[str, Any] = {}
    while at < len(lines) and lines[at][0] == indent:
        text = lines[at][1]
        key, _, value = text.partition(": ")
        if not value:
            key, _, rest = text.partition(":")
            if rest:
                raise ValueError(f"cannot read {text!r}")
        if not re.fullmatch(r"[\w.-]+", key) or key in mapping:
            raise ValueError(f"cannot read {text!r}")
        at += 1
        if value:
            mapping[key] = _scalar(value)
        elif at < len(lines) and lines[at][0] > indent:
            mapping[key], at = _block(lines, at, lines[at][0])
        else:
            mapping[key] = None  # an empty entry, like a volume with default options
    return mapping, at


def _scalar(text: str) -> Any:
    if text.startswith(("[", '"')):
        return json.loads(text)
    if text[0] in "&*!|>{'" or " #" in text or ": " in text:
        raise ValueError(f"{text!r} is beyond the YAML this test reads")
    return text


def interpolate(value: str, env: dict[str, str]) -> str:
    """Compose's variables: ``${NAME}``, ``${NAME:-default}``, ``${NAME:?why}``, ``$$``."""

    def one(match: re.Match[str]) -> str:
        if match[0] == "$$":
            return "$"
        name, how, word = match["name"], match["how"], match["word"]
        if name is None:
            raise ValueError(f"write ${{NAME}} in {value!r}")
        if how == ":?" and not env.get(name):
            raise MissingValue(word)
        return env.get(name) or (word if how == ":-" else "")

    variable = r"\$\$|\$\{(?P<name>\w+)(?:(?P<how>:[-?])(?P<word>[^}]*))?\}|\$"
    return re.sub(variable, one, value)


def services() -> dict[str, dict[str, Any]]:
    found = read_compose(COMPOSE.read_text(encoding="utf-8"))["services"]
    assert isinstance(found, dict)
    return found


def getaway_services() -> dict[str, dict[str, Any]]:
    """The services built from this repository's Dockerfile."""
    found = {name: s for name, s in services().items() if s.get("build") == "."}
    assert all(s.get("image") == "getaway" for s in found.values())
    return found


def bot_services() -> dict[str, dict[str, Any]]:
    """The services that run the bot (the image's command, ``run``)."""
    return {name: s for name, s in getaway_services().items() if "command" not in s}


def environment(service: dict[str, Any], env: dict[str, str]) -> dict[str, str]:
    return {name: interpolate(str(value), env) for name, value in service["environment"].items()}


def settings_of(service: dict[str, Any], env: dict[str, str]) -> Settings:
    """What the bot in that container reads (no .env in the image)."""
    return load_settings(env_file=None, environ=environment(service, env))


def test_the_bot_processes_run_every_shard_once_with_one_count() -> None:
    bots = bot_services()
    assert len(bots) >= 2
    runs = [settings_of(service, REQUIRED) for service in bots.values()]
    (count,) = {s.shard_count for s in runs}
    assert count is not None and all(s.shard_ids is not None for s in runs)
    assert sorted(shard for s in runs for shard in s.shard_ids or []) == list(range(count))
    assert sum(s.syncs_commands for s in runs) == 1  # the process running shard 0


@pytest.mark.parametrize(
    "env",
    [REQUIRED, {**REQUIRED, "POSTGRES_USER": "ops", "POSTGRES_DB": "games"}],
    ids=["defaults", "named"],
)
def test_every_getaway_service_uses_the_postgres_service(env: dict[str, str]) -> None:
    (name, postgres), *others = [
        (n, s) for n, s in services().items() if str(s.get("image")).startswith("postgres:")
    ]
    assert others == [] and postgres["image"] == "postgres:15"
    server = environment(postgres, env)
    assert server["POSTGRES_USER"] == env.get("POSTGRES_USER", "getaway")
    assert server["POSTGRES_DB"] == env.get("POSTGRES_DB", "getaway")
    assert set(getaway_services()) == {"init", *bot_services()}
    for service in getaway_services().values():
        settings = settings_of(service, env)
        assert settings.on_postgres
        url = urlsplit(str(settings.database))
        assert (url.hostname, url.username, url.password, url.path) == (
            name,
            server["POSTGRES_USER"],
            server["POSTGRES_PASSWORD"],
            "/" + server["POSTGRES_DB"],
        )


def test_the_token_and_the_password_must_come_from_the_env_file() -> None:
    for bot in bot_services().values():
        assert settings_of(bot, REQUIRED).require_token() == REQUIRED["DISCORD_TOKEN"]
        for missing in REQUIRED:
            with pytest.raises(MissingValue, match=missing):
                environment(bot, {k: v for k, v in REQUIRED.items() if k != missing})


def test_postgres_keeps_its_data_and_says_when_it_is_ready() -> None:
    document = read_compose(COMPOSE.read_text(encoding="utf-8"))
    postgres = services()["postgres"]
    volume, _, mounted = postgres["volumes"][0].partition(":")
    assert mounted == "/var/lib/postgresql/data" and volume in document["volumes"]
    how, command = postgres["healthcheck"]["test"]
    assert how == "CMD-SHELL"
    assert interpolate(command, {}) == "pg_isready -U ${POSTGRES_USER} -d ${POSTGRES_DB}"


def test_the_bots_start_after_the_tables_exist_and_come_back() -> None:
    init = services()["init"]
    assert init["command"] == "init" and "restart" not in init  # once
    assert init["depends_on"] == {"postgres": {"condition": "service_healthy"}}
    for bot in bot_services().values():
        assert bot["restart"] == "unless-stopped"
        assert bot["depends_on"] == {
            "postgres": {"condition": "service_healthy"},
            "init": {"condition": "service_completed_successfully"},
        }


def test_the_bots_keep_the_images_health_check() -> None:
    """The image's check reads the heartbeat of the process in its own container."""
    assert all("healthcheck" not in bot for bot in bot_services().values())
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    (check,) = [line for line in dockerfile.splitlines() if line.startswith("HEALTHCHECK")]
    assert json.loads(check.split(" CMD ", 1)[1]) == ["python", "-m", "bot", "health"]


def test_the_reader_refuses_what_it_does_not_read() -> None:
    refused = ["a: &x 1", "a:\n  <<: *x", "a: |\n  b", "a: {b: 1}", "a: 1 # note", "a:b"]
    refused += ["a: 1\na: 2", "a:\n  b: 1\na:\n  c: 2", "a:\n  - b: 1", "a:\n    b: 1\n  c: 2"]
    for text in refused:
        with pytest.raises(ValueError):
            read_compose(text)
    with pytest.raises(ValueError):
        interpolate("$NAME", {"NAME": "x"})
    assert read_compose('a:\n  b:\n    - c\n  d: ["e"]\nf:\n') == {
        "a": {"b": ["c"], "d": ["e"]},
        "f": None,
    }


def compose_command() -> list[str] | None:
    docker = shutil.which("docker")
    if (
        docker
        and subprocess.run([docker, "compose", "version"], capture_output=True).returncode == 0
    ):
        return [docker, "compose"]
    legacy = shutil.which("docker-compose")
    return [legacy] if legacy else None


def test_docker_compose_accepts_the_file(tmp_path: Path) -> None:
    command = compose_command()
    if command is None:
        pytest.skip("Docker Compose is not installed")
    # an empty env file: a developer's own .env must not fill in what the test leaves out
    (tmp_path / "empty.env").touch()
    check = [
        *command,
        *("--project-directory", str(ROOT), "--env-file", str(tmp_path / "empty.env")),
        *("-f", str(COMPOSE), "config", "--quiet"),
    ]
    path = {"PATH": os.environ["PATH"]}
    done = subprocess.run(check, env={**path, **REQUIRED}, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    alone = subprocess.run(check, env=path, capture_output=True, text=True)
    assert alone.returncode != 0 and "set POSTGRES_PASSWORD in .env" in alone.stderr
