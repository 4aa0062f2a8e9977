"""Every message within Discord's limits by construction (``cogs/payload.py``), whatever a game
put in it: Discord refuses a whole message for one part too long."""

from __future__ import annotations

import discord

from cogs.payload import (
    CONTENT,
    EMBEDS_TOTAL,
    FIELD_VALUE,
    FIELDS,
    LABEL,
    OPTION_TEXT,
    OPTIONS,
    TITLE,
    Payload,
    fit,
)


def words(count: int) -> str:
    return " ".join(f"word{i}" for i in range(count))


def test_a_message_that_fits_is_left_as_it_is() -> None:
    embed = discord.Embed(title="Elba — table #1", description="All is well.")
    embed.add_field(name="Last moves", value="Blue moved.")
    payload = Payload(content="⏰ Blue ran out of time.", embeds=[embed])
    fitted = fit(payload)
    assert fitted.content == payload.content
    assert [e.to_dict() for e in fitted.embeds] == [embed.to_dict()]
    assert fitted.embeds[0] is embed  # not copied: each part was checked where it is


def test_long_content_is_cut_after_a_whole_word() -> None:
    text = words(600)  # about 4,600 characters
    fitted = fit(Payload(content=text))
    assert len(fitted.content) <= CONTENT and fitted.content.endswith("…")
    kept = fitted.content.removesuffix("…").split()
    assert kept == text.split()[: len(kept)] and len(kept) > 100


def test_embeds_keep_each_limit_and_the_message_total() -> None:
    embed = discord.Embed(title="T" * 400, description=words(900)[:5000])
    for i in range(40):
        embed.add_field(name=f"field {i}", value=words(300))
    fitted = fit(Payload(embeds=[embed, discord.Embed(description=words(500))]))
    assert sum(len(e) for e in fitted.embeds) <= EMBEDS_TOTAL
    (first, *_) = fitted.embeds
    assert len(first.title or "") <= TITLE and len(first.fields) <= FIELDS
    assert all(len(f.value or "") <= FIELD_VALUE for f in first.fields)
    assert len(first.description or "") <= 4096


def test_one_embed_over_the_total_loses_words_not_its_title() -> None:
    embed = discord.Embed(title="Title", description="d " * 2040)
    embed.set_footer(text="f " * 1000)
    before = embed.to_dict()
    (fitted,) = fit(Payload(embeds=[embed])).embeds
    assert len(fitted) <= EMBEDS_TOTAL and fitted.title == "Title"
    assert embed.to_dict() == before  # the words were cut in a copy, the sender's kept


def test_buttons_and_selects_keep_their_limits() -> None:
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="L" * 50 + " " + "x" * 60, custom_id="b"))
    options = [discord.SelectOption(label=f"{i} " + "o" * 150, value=str(i)) for i in range(40)]
    view.add_item(discord.ui.Select(custom_id="s", options=options, placeholder="p " * 100))
    fit(Payload(view=view))
    button, select = view.children
    assert isinstance(button, discord.ui.Button) and isinstance(select, discord.ui.Select)
    assert len(button.label or "") <= LABEL
    assert len(select.options) == OPTIONS
    assert all(len(o.label) <= OPTION_TEXT for o in select.options)
    assert len(select.placeholder or "") <= 150
    # the payload discord.py builds from the view passes Discord's own check of a select
    assert len(view.to_components()[1]["components"][0]["options"]) == OPTIONS
