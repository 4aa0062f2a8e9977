"""A message as the bot sends it (:class:`Payload`), and Discord's limits on it, kept by
construction where every message goes out.

Discord refuses a whole message (400) for one field too long, so a message that grew with its
game (a long time-out notice, a last-moves field) would be lost. :func:`fit` returns the payload
cut to what Discord takes, words whole and the cut marked "…", and leaves a payload that fits
untouched: delivery fits what it sends or edits, and so do private answers. Counts that cannot
be cut without losing meaning (rows of buttons) are checked by discord.py when a view is built;
the rest is here.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field, replace
from typing import Any

import discord

from bot.narrate import fit_alt


@dataclass
class Payload:
    """A message to send or to put in place of another."""

    content: str = ""
    embeds: list[discord.Embed] = field(default_factory=list)
    files: list[tuple[str, bytes, str]] = field(default_factory=list)  # name, data, alt text
    view: discord.ui.View | None = None

    def discord_files(self) -> list[discord.File]:
        # discord.File wraps a stream that is consumed on send: build new ones every time
        return [
            discord.File(io.BytesIO(data), filename=name, description=fit_alt([alt]) or None)
            for name, data, alt in self.files
        ]


#: most characters of a message's content
CONTENT = 2000
#: most embeds and files of a message
EMBEDS = FILES = 10
#: an embed's parts and their most characters; all of a message's embeds together
TITLE, DESCRIPTION, FIELD_NAME, FIELD_VALUE, FOOTER, AUTHOR = 256, 4096, 256, 1024, 2048, 256
FIELDS, EMBEDS_TOTAL = 25, 6000
#: a button's label, a select's placeholder, its options and their words
LABEL, PLACEHOLDER, OPTIONS, OPTION_TEXT = 80, 150, 25, 100


def cut(text: str, limit: int) -> str:
    """``text`` when it fits, else cut after a whole word with "…"."""
    return text if len(text) <= limit else fit_alt([text], limit)


def fit(payload: Payload) -> Payload:
    """``payload`` within Discord's limits (its view cut in place)."""
    embeds = [fit_embed(e) for e in payload.embeds[:EMBEDS]]
    embeds = _within_total(embeds)
    if payload.view is not None:
        fit_view(payload.view)
    return replace(
        payload, content=cut(payload.content, CONTENT), embeds=embeds, files=payload.files[:FILES]
    )


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """``embed`` when each of its parts fits, else a copy cut to fit."""
    if _fits(embed):
        return embed
    data: dict[str, Any] = embed.to_dict()  # type: ignore[assignment]
    for key, limit in (("title", TITLE), ("description", DESCRIPTION)):
        if key in data:
            data[key] = cut(data[key], limit)
    if "footer" in data and "text" in data["footer"]:
        data["footer"]["text"] = cut(data["footer"]["text"], FOOTER)
    if "author" in data and "name" in data["author"]:
        data["author"]["name"] = cut(data["author"]["name"], AUTHOR)
    data["fields"] = [
        {**f, "name": cut(f["name"], FIELD_NAME), "value": cut(f["value"], FIELD_VALUE)}
        for f in data.get("fields", [])[:FIELDS]
    ]
    return discord.Embed.from_dict(data)


def _fits(embed: discord.Embed) -> bool:
    """Each part of ``embed`` within its limit (most embeds: checked without a copy)."""
    fields = embed.fields
    return (
        len(embed.title or "") <= TITLE
        and len(embed.description or "") <= DESCRIPTION
        and len(embed.footer.text or "") <= FOOTER
        and len(embed.author.name or "") <= AUTHOR
        and len(fields) <= FIELDS
        and all(
            len(f.name or "") <= FIELD_NAME and len(f.value or "") <= FIELD_VALUE for f in fields
        )
    )


def _within_total(embeds: list[discord.Embed]) -> list[discord.Embed]:
    """The embeds within the message's total: the last fields dropped first, then the last
    embeds, then the one left cut in its description (its other parts cannot reach the total).
    An embed is cut in a copy: the caller's are left as they were."""
    while (over := sum(len(e) for e in embeds) - EMBEDS_TOTAL) > 0:
        last = embeds[-1] = embeds[-1].copy()
        if last.fields:
            last.remove_field(len(last.fields) - 1)
        elif len(embeds) > 1:
            embeds.pop()
        else:
            last.description = cut(last.description or "", len(last.description or "") - over)
    return embeds


def fit_view(view: discord.ui.View) -> None:
    """Words of buttons and selects cut to their limits, a select to its most options."""
    for item in view.children:
        if isinstance(item, discord.ui.Button) and item.label:
            item.label = cut(item.label, LABEL)
        elif isinstance(item, discord.ui.Select):
            if item.placeholder:
                item.placeholder = cut(item.placeholder, PLACEHOLDER)
            options = item.options[:OPTIONS]
            for option in options:
                option.label = cut(option.label, OPTION_TEXT)
                if option.description:
                    option.description = cut(option.description, OPTION_TEXT)
            item.options = options


def routed(view: discord.ui.View | None) -> discord.ui.View | None:
    """A message's buttons, sent with discord.py's parameters and HTTP client rather than its
    ``send`` or ``edit``: the bot's own (``cogs.components.Routed``), finished for discord.py,
    which would otherwise have to keep the view to dispatch its clicks."""
    assert view is None or view.is_finished(), "an unfinished view needs discord.py's send or edit"
    return view
