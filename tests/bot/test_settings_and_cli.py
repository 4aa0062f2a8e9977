"""Settings from the environment and ``.env``, and the command line a newcomer meets first."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from pathlib import Path

import discord
import pytest

from bot.backends import open_store
from bot.cli import main
from bot.config import HOW_TO_GET_A_TOKEN, SettingsError, load_settings
from bot.render.budget import DRAWING_CACHE_MB
from bot.table_service import TableService
from rules import get_engine
from rules.core import Rng
from tests.postgres import drop_database, new_database

ROOT = Path(__file__).resolve().parents[2]


def test_env_file_is_read_and_the_environment_overrides_it(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=from-file\nGETAWAY_DB=file.sqlite3\nGETAWAY_MOVE_HOURS=2\n")
    settings = load_settings(env_file, {"GETAWAY_DB": "env.sqlite3"})
    assert settings.require_token() == "from-file"
    assert settings.database == Path("env.sqlite3")
    assert settings.move_hours == 2


def test_a_missing_token_explains_how_to_get_one(tmp_path: Path) -> None:
    settings = load_settings(tmp_path / "missing.env", {})
    with pytest.raises(SettingsError) as caught:
        settings.require_token()
    text = str(caught.value)
    for needed in ("developers/applications", "`bot`", "applications.commands", ".env"):
        assert needed.strip("`") in text


def test_in_the_docker_image_the_token_is_passed_with_docker_run(tmp_path: Path) -> None:
    """The image sets GETAWAY_IN_DOCKER=1: there is no .env to edit in a container."""
    outside = load_settings(tmp_path / "missing.env", {})
    inside = load_settings(tmp_path / "missing.env", {"GETAWAY_IN_DOCKER": "1"})
    texts = []
    for settings in (outside, inside):
        with pytest.raises(SettingsError) as caught:
            settings.require_token()
        texts.append(str(caught.value))
    local, docker = texts
    assert "a file named .env" in local and "docker" not in local
    assert "docker run -d --name getaway -e DISCORD_TOKEN=your-token" in docker
    assert ".env" not in docker
    for text in texts:  # the rest is the same: where to get a token, how to invite the bot
        assert "developers/applications" in text and "Manage Threads" in text
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    assert "GETAWAY_IN_DOCKER=1" in dockerfile


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("GETAWAY_MOVE_HOURS", "abc"),
        ("GETAWAY_MOVE_HOURS", "-1"),
        ("GETAWAY_LOG_LEVEL", "LOUD"),
        ("GETAWAY_DEV_GUILD", "x"),
        ("DISCORD_TOKEN", "two words"),
        ("GETAWAY_IN_DOCKER", "maybe"),
        ("GETAWAY_PICTURE_CACHE_MB", "lots"),
        ("GETAWAY_PICTURE_CACHE_MB", "-1"),
        ("GETAWAY_PICTURE_CACHE_MB", "5000"),
    ],
)
def test_bad_values_name_the_variable(tmp_path: Path, name: str, value: str) -> None:
    with pytest.raises(SettingsError, match=name):
        load_settings(None, {name: value})


def test_the_picture_cache_is_read_in_mib_with_a_default() -> None:
    assert load_settings(None, {"GETAWAY_PICTURE_CACHE_MB": "8"}).picture_cache_mb == 8
    assert load_settings(None, {"GETAWAY_PICTURE_CACHE_MB": "0"}).picture_cache_mb == 0
    assert load_settings(None, {}).picture_cache_mb == DRAWING_CACHE_MB


@pytest.mark.parametrize(
    ("environ", "ids", "count", "syncs", "described"),
    [
        ({}, None, None, True, "all shards, as many as Discord recommends"),
        ({"GETAWAY_SHARD_COUNT": "8"}, None, 8, True, "all 8 shards"),
        ({"GETAWAY_SHARDS": "0-3", "GETAWAY_SHARD_COUNT": "8"}, [0, 1, 2, 3], 8, True, "0-3 of 8"),
        ({"GETAWAY_SHARDS": " 4 - 7 ", "GETAWAY_SHARD_COUNT": "8"}, [4, 5, 6, 7], 8, False, "4-7"),
        ({"GETAWAY_SHARDS": "2", "GETAWAY_SHARD_COUNT": "3"}, [2], 3, False, "shard 2 of 3"),
        ({"GETAWAY_SHARDS": "0", "GETAWAY_SHARD_COUNT": "1"}, [0], 1, True, "shard 0 of 1"),
    ],
)
def test_shard_settings_give_this_process_s_shards(
    environ: dict[str, str], ids: list[int] | None, count: int | None, syncs: bool, described: str
) -> None:
    """Only the process holding shard 0 syncs the slash commands: two never both do."""
    settings = load_settings(None, environ)
    assert settings.shard_ids == ids and settings.shard_count == count
    assert settings.syncs_commands is syncs
    assert described in settings.describe_shards()


def test_run_s_shard_options_override_the_environment() -> None:
    environ = {"GETAWAY_SHARDS": "0-1", "GETAWAY_SHARD_COUNT": "2"}
    options: dict[str, str | None] = {"shards": "4-7", "shard_count": "8"}
    settings = load_settings(None, environ, options)
    assert settings.shard_ids == [4, 5, 6, 7] and settings.shard_count == 8
    kept = load_settings(None, environ, {"shards": None, "shard_count": None})
    assert kept.shard_ids == [0, 1] and kept.shard_count == 2


@pytest.mark.parametrize(
    ("shards", "count", "named", "why"),
    [
        ("3-1", "8", "GETAWAY_SHARDS", "runs backwards: write 1-3"),
        ("0-8", "8", "GETAWAY_SHARDS", "numbered 0 to 7"),
        ("x", "8", "GETAWAY_SHARDS", "'x' is not a shard range"),
        ("-1", "8", "GETAWAY_SHARDS", "is not a shard range"),
        ("1-2-3", "8", "GETAWAY_SHARDS", "is not a shard range"),
        ("0-3", None, "GETAWAY_SHARDS", "needs the total number of shards"),
        (None, "0", "GETAWAY_SHARD_COUNT", "greater than or equal to 1"),
        ("0-1", "two", "GETAWAY_SHARD_COUNT", "valid integer"),
    ],
)
def test_bad_shard_settings_are_refused_before_connecting(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    shards: str | None,
    count: str | None,
    named: str,
    why: str,
) -> None:
    """From the environment and from ``run``'s options alike: one line naming the setting and
    what is wrong, exit 2, before the token is even looked for (none is set here)."""
    given = {"GETAWAY_SHARDS": shards, "GETAWAY_SHARD_COUNT": count}
    with pytest.raises(SettingsError) as caught:
        load_settings(None, {name: value for name, value in given.items() if value is not None})
    (line,) = str(caught.value).splitlines()[1:]
    assert line.startswith(f"- {named}") and why in line
    monkeypatch.chdir(tmp_path)
    for name in (*os.environ,):
        if name.startswith(("DISCORD", "GETAWAY")):
            monkeypatch.delenv(name)
    argv = [
        "run",
        *(["--shards", shards] if shards else []),
        *(["--shard-count", count] if count else []),
    ]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert named in err and why in err and "DISCORD_TOKEN" not in err


@pytest.mark.parametrize("in_docker", [False, True])
def test_run_without_a_token_prints_the_how_to_and_no_traceback(
    tmp_path: Path, in_docker: bool
) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD", "GETAWAY"))}
    env["PYTHONPATH"] = str(ROOT)
    if in_docker:
        env["GETAWAY_IN_DOCKER"] = "1"
    done = subprocess.run(
        [sys.executable, "-m", "bot", "run"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2
    assert "applications.commands" in done.stderr
    assert ("docker run" in done.stderr) == in_docker
    assert "Traceback" not in done.stderr + done.stdout


def test_the_invite_permissions_add_up_to_the_readme_integer() -> None:
    """The README's permission list, the integer and the URL beside it, and the no-token text
    agree (discord.py's Permissions computes the integer from Discord's bits)."""
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    listed = re.search(r"permissions \*([^*]+)\*", readme)
    assert listed is not None
    names = [name.strip() for name in re.split(r",| and ", listed[1])]
    # discord.py's flag names: the portal's words, except View Channels (view_channel)
    flags = {"_".join(name.lower().split()).replace("channels", "channel") for name in names}
    value = discord.Permissions(**dict.fromkeys(flags, True)).value
    assert f"add up to `{value}`" in readme and f"permissions={value}" in readme
    assert {"Create Public Threads", "Manage Threads", "Send Messages in Threads"} <= set(names)
    how_to = " ".join(HOW_TO_GET_A_TOKEN.split())
    assert all(f'"{name}"' in how_to for name in names)


def test_simulate_prints_statistics_that_add_up(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "fugitive", "--games", "20"]) == 0
    out = capsys.readouterr().out
    assert "Fugitive: 20 games" in out
    assert "finished: 20   stopped at the step cap: 0" in out
    wins = [int(line.split()[2]) for line in out.splitlines() if line.startswith("  seat ")]
    assert sum(wins) == 20


def test_simulate_seat_swap_plays_each_seed_from_both_sides(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "fugitive", "--games", "10", "--seat-ai", "0=random", "--swap"]) == 0
    out = capsys.readouterr().out
    assert "Fugitive: 20 games" in out
    rows = [line.split() for line in out.splitlines() if line.startswith(("  0 ", "  1 "))]
    # seat (role), player, wins / games: each player holds each seat in 10 of the 20 games
    played = {(row[0], row[1], row[2]): (int(row[3]), int(row[5])) for row in rows}
    assert set(played) == {
        ("0", "fugitive", "random"),
        ("0", "fugitive", "ai"),
        ("1", "marshal", "random"),
        ("1", "marshal", "ai"),
    }
    assert all(games == 10 for _, games in played.values())
    # each game has one winner, counted once for its seat and player
    assert sum(wins for wins, _ in played.values()) == 20
    # the computer Marshal beats random moves: the seats were really given different players
    assert played[("1", "marshal", "ai")][0] > played[("1", "marshal", "random")][0]
    assert "opening_hideouts:" in out


def test_simulate_per_seat_figures_add_up_to_the_games_own(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "fled", "--games", "12", "--players", "3", "--swap"]) == 0
    out = capsys.readouterr().out.splitlines()
    table = out[out.index("per seat and player (average per finished game):") + 1 :]
    assert table[0].split() == ["seat", "player", "escaped"]
    rows = [line.split() for line in table[1:4]]
    assert [row[:2] for row in rows] == [["0", "ai"], ["1", "ai"], ["2", "ai"]]
    (escapes,) = (line for line in out if line.startswith("escapes: average "))
    # each seat's share of escapes sums to the games' average number of escapes
    per_game = float(escapes.split()[2])
    assert sum(float(row[2]) for row in rows) == pytest.approx(per_game, abs=0.01)


def test_simulate_plays_a_games_house_rules_and_refuses_unknown_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # seven players need Elba's two decks: without the option the table is refused
    argv = ["simulate", "elba", "--games", "2", "--players", "7"]
    assert main([*argv, "--options", "two_decks=true"]) == 0
    assert "Escape from Elba: 2 games, 7 players" in capsys.readouterr().out
    assert main(argv) == 2
    assert "3–6 players, not 7" in capsys.readouterr().err
    assert main(["simulate", "fugitive", "--games", "1", "--options", "bogus=1"]) == 2
    assert "Unknown option bogus" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("seats", "says"),
    [
        ("0=chess", "unknown player 'chess'"),
        ("2=ai", "seat 2 does not exist with 2 players"),
        ("0=ai,0=random", "seat 0 is given twice"),
        ("ai", "'ai' is not SEAT=PLAYER"),
        ("0=tests.nothing:here", "unknown player"),
    ],
)
def test_simulate_refuses_a_bad_seat_ai(
    seats: str, says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "fugitive", "--games", "1", "--seat-ai", seats]) == 2
    captured = capsys.readouterr()
    assert says in captured.err and captured.out == ""


def test_unknown_game_on_the_command_line_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "chess"])
    assert "invalid choice" in capsys.readouterr().err


def test_replay_command_checks_a_finished_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "replay.sqlite3"
    engine = get_engine("fugitive")

    async def finished_table() -> int:
        store = await open_store(path)
        service = TableService(store, seed_source=lambda: 12)
        await service.create("fugitive", channel_id=1, guild_id=None, host_id=1, host_name="a")
        await service.join(1, 2, "b")
        table = (await service.start(1, 1, order=[1, 2])).table
        rng = Rng(s=1)
        while table.status == "playing":
            seat = table.to_act()[0]
            action = engine.bot_action(table.state, seat, rng).model_dump(mode="json")
            table = (
                await service.act(table.id, table.seats[seat].user_id, [action], table.version)
            ).table
        await store.close()
        return table.id

    table_id = asyncio.run(finished_table())
    monkeypatch.setenv("GETAWAY_DB", str(path))
    monkeypatch.chdir(tmp_path)
    assert main(["replay", str(table_id)]) == 0
    assert "matches the snapshot" in capsys.readouterr().out
    assert main(["replay", "999"]) == 2


def test_the_dockerfile_is_ready_for_production() -> None:
    """What the image must do that no test can run here (no Docker engine on CI machines)."""
    text = (Path(__file__).resolve().parents[2] / "Dockerfile").read_text(encoding="utf-8")
    lines = [line.strip() for line in text.splitlines() if line.strip() and line[0] != "#"]
    base = next(line for line in lines if line.startswith("FROM"))
    assert re.fullmatch(r"FROM python:3\.11\.\d+-slim-\w+", base)  # a pinned tag, not 3.11-slim
    copies = [i for i, line in enumerate(lines) if line.startswith("COPY")]
    # the locked dependencies first, in a layer that only a change to the lock rebuilds
    deps = lines.index("RUN pip install --require-hashes -r requirements/bot.txt")
    assert lines[copies[0]] == "COPY requirements/bot.txt ./requirements/"
    assert copies[0] < deps < copies[1]
    source = next(i for i, line in enumerate(lines) if line.startswith("COPY bot"))
    project = next(i for i, line in enumerate(lines) if line.startswith("RUN pip install --no"))
    assert lines[project].startswith("RUN pip install --no-deps . ") and source < project
    assert "STOPSIGNAL SIGINT" in lines
    assert any(line.startswith("HEALTHCHECK") for line in lines)
    assert any('"bot", "health"' in line for line in lines)
    assert "USER getaway" in lines and "chown" in text and "10001" in text


def test_the_command_line_on_postgres_inits_refuses_backup_and_reads_its_heartbeat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``init`` creates the tables of an empty PostgreSQL database; ``backup`` points at
    pg_dump; ``health`` reads this process's heartbeat file; ``run`` on an empty database
    without --new-db refuses before connecting to Discord."""
    from bot import slots

    url = asyncio.run(new_database(empty=True))
    try:
        monkeypatch.setenv("GETAWAY_DB", url)
        monkeypatch.setenv("DISCORD_TOKEN", "x" * 24 + "." + "y" * 6 + "." + "z" * 27)
        monkeypatch.chdir(tmp_path)
        monkeypatch.setattr(slots.tempfile, "gettempdir", lambda: str(tmp_path))
        assert main(["run"]) == 2
        assert "has no Getaway tables yet" in capsys.readouterr().err
        assert main(["init"]) == 0
        assert "is ready for Getaway" in capsys.readouterr().out
        assert main(["backup", str(tmp_path / "b.sqlite3")]) == 2
        assert "pg_dump --format=custom" in capsys.readouterr().err
        assert not (tmp_path / "b.sqlite3").exists()
        assert main(["health"]) == 1
        assert "has not connected to Discord yet" in capsys.readouterr().err
        slots.HeartbeatFile(None).beat()
        assert main(["health"]) == 0
    finally:
        asyncio.run(drop_database(url))


def test_play_takes_house_rules_and_refuses_bad_ones(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    played: list[dict[str, object]] = []

    def fake_play(game: str, **kw: object) -> int:
        played.append(kw)
        return 0

    monkeypatch.setattr("bot.terminal.play", fake_play)
    options = "events=helpful helped=marshal"
    assert main(["play", "fugitive", "--options", options, "--seed", "3"]) == 0
    Options = get_engine("fugitive").Options
    assert played[-1]["options"] == Options(events="helpful", helped="marshal")
    assert main(["play", "fugitive", "--seed", "3"]) == 0
    assert played[-1]["options"] == Options()  # the rulebook's
    for bad, says in (
        ("events=bogus", "Bad option value (events:"),
        ("evnts=random", "Unknown option evnts. Options: opening, pass_bonus, events"),
        ("events", "Write options as key=value, not 'events'."),
    ):
        assert main(["play", "fugitive", "--options", bad]) == 2
        assert says in capsys.readouterr().err
    assert len(played) == 2  # nothing was played with a bad option
