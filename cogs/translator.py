"""Slash commands in the user's language: names, descriptions, options and choices.

discord.py asks an ``app_commands.Translator`` for every string of every command when commands
are synced; Discord then shows each user the words of their client's language. The words come
from the catalogues (``commands.ftl``, and each game's ``<game>-discord.ftl`` for its own
commands): a command ``/game new`` is the message ``cmd-game-new`` (its value the name, its
``.description`` attribute the description), an option ``game`` of it is ``cmd-game-new-game``,
a choice names its key itself (``locale_str("on", key="choice-on")``).
"""

from __future__ import annotations

from typing import Any

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n import DEFAULT, catalogue, language_of


def command_key(command: Any) -> str:
    name: str = command.qualified_name
    return "cmd-" + name.replace(" ", "-")


def key_of(
    string: app_commands.locale_str, context: app_commands.TranslationContext[Any, Any]
) -> tuple[str, str | None] | None:
    """The catalogue message (and attribute) for one string of a command, or None."""
    where, data = context.location, context.data
    if where in (Where.command_name, Where.group_name):
        return command_key(data), None
    if where in (Where.command_description, Where.group_description):
        return command_key(data), "description"
    if where is Where.parameter_name:
        return f"{command_key(data.command)}-{data.name}", None
    if where is Where.parameter_description:
        return f"{command_key(data.command)}-{data.name}", "description"
    if where is Where.choice_name and "key" in string.extras:
        return str(string.extras["key"]), None
    return None


class CatalogueTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        lang = language_of(locale)
        found = key_of(string, context)
        if lang == DEFAULT or found is None or not catalogue().has(lang, found[0]):
            return None  # English is the commands' own default
        key, attribute = found
        if attribute is None:
            return catalogue().text(lang, key)
        return catalogue().attribute(lang, key, attribute)
