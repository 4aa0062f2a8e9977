"""Answering interactions: acknowledge in time, answer privately, refuse politely, and answer
even when something failed. Every sentence comes from the catalogues, in the user's language.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Self

import discord
from discord.http import Route, handle_message_parameters
from discord.webhook.async_ import async_context, interaction_message_response_params

from bot.i18n import language_of, t
from bot.tables import TableError, saved_in_this_task
from cogs.payload import Payload, fit, routed

if TYPE_CHECKING:
    from bot.client import GetawayBot

log = logging.getLogger(__name__)


def lang_of(interaction: discord.Interaction[Any]) -> str:
    """The language of a private answer: the user's Discord client language."""
    return language_of(interaction.locale)


def say(interaction: discord.Interaction[Any], key: str, **args: Any) -> str:
    return t(lang_of(interaction), key, **args)


#: how long a quick answer may take before the interaction is deferred: the bot's goal for
#: acknowledging a click, far inside the 3 s Discord allows
ANSWER_WITHIN = 0.05


async def ack(
    interaction: discord.Interaction[Any], *, ephemeral: bool = True, quick: bool = False
) -> None:
    """The interaction is due an answer; Discord allows 3 seconds to acknowledge it.

    By default it is deferred at once ("thinking…", or nothing shown for a click on the panel)
    and the answer edits that. A ``quick`` answer (a table read, a move and a panel: a few
    milliseconds) is sent as the interaction's response itself, one request and one round trip
    instead of two: unless other players' answers are pending (a burst: each is acknowledged
    at once, as before, and so are the quick answers still being made) or it is not ready
    within :data:`ANSWER_WITHIN`, when it is deferred then. A handler that runs long without
    awaiting anything must not be ``quick``."""
    if interaction.response.is_done() or "ephemeral" in interaction.extras:
        return
    interaction.extras["ephemeral"] = ephemeral
    first = interaction.client.answers_first
    busy = first.pending > 0  # the answer would wait behind others' work: deferred now
    first.acknowledged(interaction.id)
    if not quick or busy:
        await _defer(interaction)
    else:
        first.arm(interaction.id, ANSWER_WITHIN, lambda: _defer_late(interaction))


async def _defer(interaction: discord.Interaction[Any]) -> None:
    if (
        interaction.type is discord.InteractionType.component
        and interaction.extras["ephemeral"]
        and on_ephemeral(interaction)
    ):
        await interaction.response.defer()  # the panel itself will be edited
    else:
        await interaction.response.defer(ephemeral=interaction.extras["ephemeral"], thinking=True)


def _defer_late(interaction: discord.Interaction[Any]) -> None:
    """The quick answer is late, or another click came first: defer now (the answer, when
    ready, waits for this and then edits what it shows)."""
    deferring = asyncio.get_running_loop().create_task(_defer(interaction))
    interaction.extras["deferring"] = deferring
    deferring.add_done_callback(_log_failure)


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and (error := task.exception()) is not None:
        log.warning("could not defer a late answer: %s", error)


async def unanswered(interaction: discord.Interaction[Any]) -> bool:
    """Whether the interaction has no response yet, so its answer must be the response; a
    deferral armed by :func:`ack` is called off, one under way is waited for (if it failed,
    which is logged once, the answer is tried as the response)."""
    interaction.client.answers_first.disarm(interaction.id)
    deferring = interaction.extras.pop("deferring", None)
    if deferring is not None:
        await asyncio.wait((deferring,))
    return not interaction.response.is_done()


def answered(interaction: discord.Interaction[Any]) -> None:
    """The interaction has its answer: public redraws need not wait for it any more."""
    interaction.client.answers_first.answered(interaction.id)


def selected(interaction: discord.Interaction[Any]) -> list[str]:
    """The values a select menu sent."""
    data: Any = interaction.data or {}
    return [str(v) for v in data.get("values", [])]


def on_ephemeral(interaction: discord.Interaction[Any]) -> bool:
    message = interaction.message
    return bool(message and message.flags.ephemeral)


async def reply(interaction: discord.Interaction[Any], payload: Payload) -> None:
    """Answer an acknowledged interaction privately: the first answer is its response, or
    replaces the "thinking…" message (or the panel the click came from); later ones are new
    private messages."""
    payload = fit(payload)
    kwargs: dict[str, Any] = {"content": payload.content or None, "embeds": payload.embeds}
    if payload.view is not None:
        kwargs["view"] = payload.view
    files = payload.discord_files()
    if await unanswered(interaction):
        interaction.extras["answered"] = True
        ephemeral = interaction.extras.get("ephemeral", True)
        if ephemeral and on_ephemeral(interaction):
            # the panel the click came from becomes the answer (without buttons: the game ended)
            await respond(interaction, update=True, attachments=files, **{"view": None, **kwargs})
        else:
            await respond(interaction, ephemeral=ephemeral, files=files, **kwargs)
    elif not interaction.extras.get("answered"):
        interaction.extras["answered"] = True
        # an answer without buttons takes away the panel's (the move that ended the game)
        await edit_original(interaction, attachments=files, **{"view": None, **kwargs})
    else:
        await interaction.followup.send(ephemeral=True, files=files, **kwargs)
    answered(interaction)


async def respond(
    interaction: discord.Interaction[Any],
    *,
    update: bool = False,
    ephemeral: bool = True,
    **fields: Any,
) -> None:
    """The interaction's response carrying its answer: the clicked message updated
    (``update``) or a new message. What ``InteractionResponse.edit_message`` and
    ``send_message`` send, without asking Discord for the message back and parsing it into an
    ``InteractionMessage`` that nothing here reads (as :func:`edit_original`)."""
    routed(fields.get("view"))
    if update:
        kind = discord.InteractionResponseType.message_update
    else:
        kind = discord.InteractionResponseType.channel_message
        if ephemeral:
            fields["flags"] = discord.MessageFlags(ephemeral=True)
    http = interaction.client.http
    params = interaction_message_response_params(
        type=kind.value, previous_allowed_mentions=interaction.client.allowed_mentions, **fields
    )
    route = Route(
        "POST",
        "/interactions/{webhook_id}/{webhook_token}/callback",
        webhook_id=interaction.id,
        webhook_token=interaction.token,
    )
    await async_context.get().request(
        route,
        interaction._session,
        payload=None if params.files else params.payload,
        multipart=params.multipart if params.files else None,
        files=params.files,
        proxy=http.proxy,
        proxy_auth=http.proxy_auth,
    )
    interaction.response._response_type = kind  # is_done(): a follow-up may come next


async def edit_original(interaction: discord.Interaction[Any], **fields: Any) -> None:
    """``interaction.edit_original_response(**fields)``, the same request through discord.py's
    own parameters and webhook adapter, without what it returns: discord.py parses the message
    Discord sends back into an ``InteractionMessage`` (a panel's every component and embed) that
    nothing here reads: 2.5–8 % of the bot's CPU samples. It would also store an unfinished view;
    the bot's views are ``Routed``, finished, never stored."""
    routed(fields.get("view"))
    http = interaction.client.http
    with handle_message_parameters(
        allowed_mentions=None,
        previous_allowed_mentions=interaction.client.allowed_mentions,
        **fields,
    ) as params:
        await async_context.get().edit_original_interaction_response(
            interaction.application_id,
            interaction.token,
            session=interaction._session,
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
        )


async def tell(interaction: discord.Interaction[Any], key: str, **args: Any) -> None:
    """A short private confirmation in the user's language."""
    await note(interaction, say(interaction, key, **args))


async def note(interaction: discord.Interaction[Any], text: str) -> None:
    """A short private message: the interaction's response if it has none yet, else a new
    message (a panel the click came from stays)."""
    if await unanswered(interaction):
        await respond(interaction, content=text)
    else:
        await interaction.followup.send(text, ephemeral=True)
    answered(interaction)


async def refuse(interaction: discord.Interaction[Any], reason: str | TableError) -> None:
    """A polite private refusal; nothing was changed. A panel the click came from stays."""
    if isinstance(reason, TableError):
        reason = reason.text(lang_of(interaction))
    text = "⚠️ " + (reason if reason.endswith((".", "!", "?", ")")) else reason + ".")
    if await unanswered(interaction) or on_ephemeral(interaction):
        await note(interaction, text)
        return
    if interaction.extras.get("answered"):
        await interaction.followup.send(text, ephemeral=True)
    else:
        interaction.extras["answered"] = True
        await edit_original(interaction, content=text, embeds=[], attachments=[])
    answered(interaction)


def unwrap(error: BaseException) -> BaseException:
    """The error under discord.py's wrappers (CommandInvokeError and the like)."""
    while isinstance(
        error, discord.app_commands.CommandInvokeError | discord.app_commands.TransformerError
    ) and isinstance(getattr(error, "original", None) or error.__cause__, BaseException):
        error = getattr(error, "original", None) or error.__cause__  # type: ignore[assignment]
    return error


async def apologise(interaction: discord.Interaction[Any], error: BaseException) -> None:
    """Whatever failed, the user gets an answer (never an endless "is thinking…") that says
    whether what they did was saved. A TableError that escaped is just a refusal."""
    error = unwrap(error)
    text: str | TableError
    if isinstance(error, TableError):
        text = error
    else:
        data: Mapping[str, Any] = interaction.data if isinstance(interaction.data, dict) else {}
        log.error(
            "interaction %s by user %s failed",
            data.get("custom_id") or getattr(interaction.command, "qualified_name", "?"),
            interaction.user.id,
            exc_info=error,
        )
        saved = saved_in_this_task()
        text = say(interaction, "error-after-save" if saved else "error-nothing-changed")
    try:
        await refuse(interaction, text)
    except discord.HTTPException:
        log.warning("could not even apologise for interaction %s", interaction.id)


class Guarded:
    r"""Mixin for the bot's persistent buttons and selects (``discord.ui.DynamicItem``\ s,
    dispatched by :mod:`cogs.components`): discord.py only logs what an item's callback raises,
    which would leave the user on "thinking…"; here every failure gets an answer. Items
    implement :meth:`handle` instead of ``callback``, and :meth:`from_match`."""

    #: set by ``discord.ui.DynamicItem`` from the class's ``template``
    __discord_ui_compiled_template__: ClassVar[re.Pattern[str]]

    @classmethod
    def from_match(cls, match: re.Match[str]) -> Self:
        """The item a click names: everything it needs is in its custom id, which ``match`` is
        of its template."""
        raise NotImplementedError

    async def handle(self, interaction: discord.Interaction[GetawayBot]) -> None:
        raise NotImplementedError

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            await self.handle(interaction)
        except Exception as exc:
            await apologise(interaction, exc)
