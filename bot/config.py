"""Settings, read from the environment and an optional ``.env`` file.

Every setting is listed in ``.env.example`` and in the README's settings table.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from dotenv import dotenv_values
from pydantic import BaseModel, Field, SecretStr, ValidationError, field_validator

#: environment variable -> field name
ENV_NAMES = {
    "DISCORD_TOKEN": "discord_token",
    "GETAWAY_DB": "database",
    "GETAWAY_DEV_GUILD": "dev_guild",
    "GETAWAY_MOVE_HOURS": "move_hours",
    "GETAWAY_LOG_LEVEL": "log_level",
    "GETAWAY_PICTURE_WORKERS": "picture_workers",
}

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


class SettingsError(Exception):
    """A missing or bad setting, explained in plain words."""


class Settings(BaseModel):
    discord_token: SecretStr | None = Field(
        default=None, description="The bot token from the Discord developer portal."
    )
    database: Path = Field(
        default=Path("getaway.sqlite3"), description="Path of the SQLite database file."
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
        description="Processes drawing pictures: one per core when unset, 0 to draw in threads.",
    )
    in_docker: bool = Field(
        default=False, description=f"Running in the Docker image ({IN_DOCKER}=1)."
    )

    def drawing_processes(self) -> int:
        return (os.cpu_count() or 1) if self.picture_workers is None else self.picture_workers

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
    env_file: Path | None = Path(".env"), environ: dict[str, str] | None = None
) -> Settings:
    """Settings from ``.env`` (if present) overridden by the real environment."""
    raw: dict[str, Any] = {}
    if env_file is not None and env_file.is_file():
        raw.update({k: v for k, v in dotenv_values(env_file).items() if v is not None})
    raw.update(os.environ if environ is None else environ)
    env_names = {**ENV_NAMES, IN_DOCKER: "in_docker"}
    fields = {field: raw[name] for name, field in env_names.items() if raw.get(name, "") != ""}
    try:
        return Settings.model_validate(fields)
    except ValidationError as exc:
        names = {field: name for name, field in env_names.items()}
        lines = [
            f"- {names.get(str(err['loc'][0]), err['loc'][0])}: {err['msg']}"
            for err in exc.errors()
        ]
        raise SettingsError("Some settings are not valid:\n" + "\n".join(lines)) from None
