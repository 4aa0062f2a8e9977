"""Settings, read from the environment and an optional ``.env`` file.

Every setting is listed in ``.env.example`` and in the README's settings table.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from dotenv import dotenv_values
from pydantic import (
    BaseModel,
    Field,
    SecretStr,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from bot.backends import is_postgres
from bot.render.budget import DRAWING_CACHE_MB

#: environment variable -> field name
ENV_NAMES = {
    "DISCORD_TOKEN": "discord_token",
    "GETAWAY_DB": "database",
    "GETAWAY_DEV_GUILD": "dev_guild",
    "GETAWAY_MOVE_HOURS": "move_hours",
    "GETAWAY_LOG_LEVEL": "log_level",
    "GETAWAY_PICTURE_CACHE_MB": "picture_cache_mb",
    "GETAWAY_PICTURE_WORKERS": "picture_workers",
    "GETAWAY_REQUESTS_PER_SECOND": "requests_per_second",
    "GETAWAY_SHARD_COUNT": "shard_count",
    "GETAWAY_SHARDS": "shards",
}

#: the options of ``python -m bot run`` that set a setting (they override the environment)
RUN_OPTIONS = {"shard_count": "--shard-count", "shards": "--shards"}

#: set to 1 by the Docker image (not a setting people choose): there is no .env to edit, so the
#: no-token text says how to give the token to the container instead
IN_DOCKER = "GETAWAY_IN_DOCKER"

PUT_IT_IN_DOTENV = """\
Put it in a file named .env next to README.md:   DISCORD_TOKEN=your-token
   (or export DISCORD_TOKEN in your shell). Never share it."""

PUT_IT_IN_DOCKER = """\
Pass it to the container when you start it:
     docker run -d --name getaway -e DISCORD_TOKEN=your-token -v getaway-data:/data getaway
   (or keep it in a file and use --env-file instead of -e). Never share it."""

HOW_TO_GET_A_TOKEN = """\
Getaway needs a Discord bot token to connect (the setting DISCORD_TOKEN).

1. Open https://discord.com/developers/applications and click "New Application".
2. In "Bot", click "Reset Token" and copy the token.
3. {put_it}
4. Invite the bot: in "OAuth2 → URL Generator" tick the scopes "bot" and
   "applications.commands", and the bot permissions "View Channels", "Send Messages",
   "Send Messages in Threads", "Create Public Threads", "Manage Threads", "Embed Links",
   "Attach Files" and "Read Message History"; open the generated URL and pick your server.

To try the games without Discord:  python -m bot play fugitive
"""


#: memory a picture worker may take for itself (it holds about 100 MB): at most one per GiB
WORKER_MEMORY = 1024**3


def fitting_workers(cores: int, memory: int | None) -> int:
    """Picture workers for a machine of ``cores`` cores and ``memory`` bytes (None: unknown).

    One core is left to the event loop. One worker draws a Fugitive route in 3-9 ms, a Fled
    board in 17, an Alcatraz board in 45 (``bench/README.md``), about as many moves a second as
    Discord's request budget lets the whole bot make (about 20), so a small server needs no
    more; a worker's hundred megabytes count on a VPS of a gigabyte."""
    workers = max(1, cores - 1)
    if memory is not None:
        workers = min(workers, max(1, memory // WORKER_MEMORY))
    return workers


def _cores() -> int:
    """The cores this process may run on (a container's cpuset included)."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _memory_bytes() -> int | None:
    """The machine's memory, or the container's limit when lower (cgroup v2); None: unknown."""
    try:
        memory: int | None = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):  # not a POSIX system that says
        memory = None
    try:
        limit = Path("/sys/fs/cgroup/memory.max").read_text().strip()
    except OSError:
        return memory
    if limit.isdecimal():
        return int(limit) if memory is None else min(memory, int(limit))
    return memory  # "max": no limit


class SettingsError(Exception):
    """A missing or bad setting, explained in plain words."""


class Settings(BaseModel):
    discord_token: SecretStr | None = Field(
        default=None, description="The bot token from the Discord developer portal."
    )
    database: Path | str = Field(
        default=Path("getaway.sqlite3"),
        description="Path of the SQLite database file, or a postgresql:// URL (several processes).",
    )
    dev_guild: int | None = Field(
        default=None,
        description="A server id: slash commands are synced there instantly (for development).",
    )
    move_hours: float = Field(
        default=24.0, gt=0, le=24 * 30, description="Default time per move, shown as a deadline."
    )
    log_level: str = Field(default="INFO", description="DEBUG, INFO, WARNING or ERROR.")
    picture_workers: int | None = Field(
        default=None,
        ge=0,
        le=64,
        description="Processes drawing pictures: unset, one per core but one (at least one), and "
        "no more than one per GiB of memory; 0 to draw in threads.",
    )
    picture_cache_mb: int = Field(
        default=DRAWING_CACHE_MB,
        ge=0,
        le=4096,
        description="MiB of drawn parts each picture worker (or the bot, without workers) keeps "
        "to draw the next pictures faster (0: none).",
    )
    requests_per_second: float = Field(
        default=45.0,
        gt=0,
        le=50,
        description="Requests a second this process makes to Discord outside interactions.",
    )
    in_docker: bool = Field(
        default=False, description=f"Running in the Docker image ({IN_DOCKER}=1)."
    )
    # declared before ``shards``, whose check reads it
    shard_count: int | None = Field(
        default=None, ge=1, description="Shards of the whole bot: unset, Discord's recommendation."
    )
    shards: tuple[int, int] | None = Field(
        default=None,
        description="The shards this process runs, first and last (from '0-3' or '2'); unset: all.",
    )

    def drawing_processes(self) -> int:
        """``picture_workers``, or when unset a count that fits the machine (see
        :func:`fitting_workers`)."""
        if self.picture_workers is not None:
            return self.picture_workers
        return fitting_workers(_cores(), _memory_bytes())

    @property
    def shard_ids(self) -> list[int] | None:
        """The shards of this process; None: every shard (how many, Discord says)."""
        return None if self.shards is None else list(range(self.shards[0], self.shards[1] + 1))

    @property
    def syncs_commands(self) -> bool:
        """Slash commands are global: only the process holding shard 0 syncs them, so that two
        processes never both do."""
        return self.shards is None or self.shards[0] == 0

    def describe_shards(self) -> str:
        if self.shards is None and self.shard_count is None:
            return "all shards, as many as Discord recommends"
        if self.shards is None:
            return f"all {self.shard_count} shards"
        first, last = self.shards
        if first == last:
            return f"shard {first} of {self.shard_count}"
        return f"shards {first}-{last} of {self.shard_count}"

    @field_validator("database", mode="before")
    @classmethod
    def _file_or_url(cls, value: object) -> object:
        """A PostgreSQL URL stays a string (a path would fold its ``//``); the rest is a path."""
        if isinstance(value, str) and not is_postgres(value):
            return Path(value)
        return value

    @property
    def on_postgres(self) -> bool:
        return is_postgres(self.database)

    @field_validator("shards", mode="before")
    @classmethod
    def _range(cls, value: object) -> object:
        if not isinstance(value, str):
            return value
        first, dash, last = value.strip().partition("-")
        if not (first.strip().isdecimal() and (not dash or last.strip().isdecimal())):
            raise ValueError(
                f"{value!r} is not a shard range: write the first and last shard, like 0-3, or "
                "one shard, like 2"
            )
        return (int(first), int(last if dash else first))

    @field_validator("shards")
    @classmethod
    def _range_within_count(
        cls, value: tuple[int, int] | None, info: ValidationInfo
    ) -> tuple[int, int] | None:
        if value is None or "shard_count" not in info.data:  # a bad count is reported alone
            return value
        first, last = value
        count = info.data["shard_count"]
        if count is None:
            raise ValueError(
                "a shard range needs the total number of shards too (GETAWAY_SHARD_COUNT or "
                "--shard-count), the same in every process"
            )
        if first > last:
            raise ValueError(f"the range {first}-{last} runs backwards: write {last}-{first}")
        if last >= count:
            raise ValueError(
                f"the range {first}-{last} goes past the last shard: with {count} shards they "
                f"are numbered 0 to {count - 1}"
            )
        return value

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
            raise ValueError("use DEBUG, INFO, WARNING or ERROR")
        return level

    @field_validator("discord_token")
    @classmethod
    def _plausible_token(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and (
            not value.get_secret_value().strip() or " " in value.get_secret_value()
        ):
            raise ValueError("the token is empty or contains spaces; copy it again from the portal")
        return value

    def require_token(self) -> str:
        if self.discord_token is None:
            put_it = PUT_IT_IN_DOCKER if self.in_docker else PUT_IT_IN_DOTENV
            raise SettingsError(HOW_TO_GET_A_TOKEN.format(put_it=put_it))
        return self.discord_token.get_secret_value()


def load_settings(
    env_file: Path | None = Path(".env"),
    environ: dict[str, str] | None = None,
    options: dict[str, str | None] | None = None,
) -> Settings:
    """Settings from ``.env`` (if present) overridden by the real environment, then by the
    command line's ``options`` (field name -> value, None when not given)."""
    raw: dict[str, Any] = {}
    if env_file is not None and env_file.is_file():
        raw.update({k: v for k, v in dotenv_values(env_file).items() if v is not None})
    raw.update(os.environ if environ is None else environ)
    env_names = {**ENV_NAMES, IN_DOCKER: "in_docker"}
    fields = {field: raw[name] for name, field in env_names.items() if raw.get(name, "") != ""}
    fields.update({field: value for field, value in (options or {}).items() if value is not None})
    try:
        return Settings.model_validate(fields)
    except ValidationError as exc:
        names = {field: name for name, field in env_names.items()}
        names.update({field: f"{names[field]} ({flag})" for field, flag in RUN_OPTIONS.items()})
        lines = [
            f"- {names.get(str(err['loc'][0]), err['loc'][0])}: {err['msg']}"
            for err in exc.errors()
        ]
        raise SettingsError("Some settings are not valid:\n" + "\n".join(lines)) from None
