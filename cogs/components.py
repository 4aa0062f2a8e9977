"""The bot's buttons and selects, dispatched by their custom ids.

Every button and select the bot sends is one of its :class:`~cogs.answers.Guarded` items, a
``discord.ui.DynamicItem`` that reads all it needs from its custom id and the interaction (never
``item.view`` nor the message's other components). discord.py's own dispatch of dynamic items
(``Client.add_dynamic_items``) rebuilds a whole View from the clicked message's components at
every click, a panel of up to 25 controls and their options, only to find the one clicked. So
the bot dispatches them itself, from the documented ``on_interaction`` event, and sends them in
:class:`Routed` views, which tell discord.py they are finished: it neither stores them nor
learns their templates, so nothing is dispatched twice.

Discord sends a click with the whole message clicked: a panel's embed and its every control and
option. discord.py parses it into a ``Message`` before any handler runs, about 0.1 ms of a click
for the bot to read two of its fields. So the clicked message reaches discord.py without its
embeds, components and attachments (:func:`trim_clicked_messages`): they read as empty;
``interaction.message`` keeps its id, flags, author and content, what the bot and discord.py's
view store read.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import t
from cogs.answers import Guarded, apologise, lang_of, refuse

if TYPE_CHECKING:
    from bot.client import GetawayBot


#: what a clicked message is parsed without: nothing reads them (see the module's docstring)
UNREAD = ("embeds", "components", "attachments")


def trim_clicked_messages(bot: GetawayBot) -> None:
    """Parse every interaction's clicked message with what nothing reads (:data:`UNREAD`) left
    empty, by discord.py's own parser of the event, wrapped."""
    parsers: dict[str, Any] = bot._connection.parsers
    parse = parsers["INTERACTION_CREATE"]

    def parse_trimmed(data: dict[str, Any]) -> None:
        message = data.get("message")
        if isinstance(message, dict):
            data["message"] = {**message, **dict.fromkeys(UNREAD, ())}
        parse(data)

    parsers["INTERACTION_CREATE"] = parse_trimmed


def add_components(bot: GetawayBot, *kinds: type[Guarded]) -> None:
    """The bot dispatches these kinds of items (``bot.components``, by their templates)."""
    for kind in kinds:
        bot.components[kind.__discord_ui_compiled_template__] = kind


class Routed(discord.ui.View):
    """A view of the bot's items, dispatched by :func:`dispatch`: "finished" for discord.py,
    which stores only unfinished views. A stored one would register its items' templates, and
    discord.py would rebuild the view at each click again, only to fail making the item (our
    items have no ``from_custom_id``): an error logged, never a second run."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_finished(self) -> bool:
        return True


async def dispatch(interaction: discord.Interaction[Any]) -> None:
    """A click on a button or a choice in a select: its item made from the custom id, checked
    and run (each interaction in a task of its own, as :mod:`bot.answers_first` needs). A
    custom id no item has any more is answered, not left to fail."""
    if interaction.type is not discord.InteractionType.component:
        return
    data: Any = interaction.data or {}
    custom_id = str(data.get("custom_id", ""))
    kinds: dict[re.Pattern[str], type[Guarded]] = interaction.client.components
    found = [(kind, m) for template, kind in kinds.items() if (m := template.fullmatch(custom_id))]
    if not found:
        await refuse(interaction, t(lang_of(interaction), "button-retired"))
        return
    kind, match = found[0]  # one at most: the templates differ in their prefixes
    try:
        item = kind.from_match(match)
    except Exception as exc:
        await apologise(interaction, exc)
        return
    assert isinstance(item, discord.ui.DynamicItem)
    if await item.interaction_check(interaction):
        await item.callback(interaction)
