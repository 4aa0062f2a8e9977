"""What players read, point by point (issue 29): house rules as sentences and only when they
differ from the rulebook, `/game rules` listing every option; commands named as the reader's
client names them; and the small slips (buttons under the recap, the Notepad, plurals, French
negations, scores). The scanner (tests/cogs/scanner.py) checks every message of every test on
top of these."""

from __future__ import annotations

import re
from typing import Any, get_args

import pytest

from bot.i18n import catalogue, decimal, know_commands, t
from cogs.table_ui import option_sentence
from rules import ENGINES, get_engine
from tests.cogs.harness import MARSHAL, FugitiveTable, speak
from tests.cogs.panel_driver import GameOnDiscord

LANGS = catalogue().languages

# -- 1. house rules ----------------------------------------------------------------------------


def option_values(annotation: Any) -> list[Any]:
    if annotation is bool:
        return [True, False]
    return [a for a in get_args(annotation) if isinstance(a, str)]


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_reads_as_a_sentence_for_each_of_its_values(lang: str) -> None:
    for game in ENGINES:
        options = get_engine(game).Options
        rulebook = options().model_dump(mode="json")
        for name, field in options.model_fields.items():
            key = f"option-{game}-{name}"
            assert catalogue().has(lang, key), key
            assert not catalogue().attribute(lang, key, "meaning").endswith(".meaning"), key
            values = option_values(field.annotation)
            sentences = {option_sentence(game, name, v, lang) for v in values}
            # each value says something of its own
            assert len(sentences) == len(values), (key, sentences)
            default = option_sentence(game, name, rulebook[name], lang)
            assert not re.search(r"=|\bTrue\b|\bFalse\b|\bNone\b", default), (key, default)


def lobby_footers(env: Any) -> list[str | None]:
    return [
        (entry.json["embeds"][0].get("footer") or {}).get("text")
        for entry in env.http_requests
        if entry.path.startswith("/channels/")
        and isinstance(entry.json, dict)
        and entry.json.get("embeds")
        and "(1/" in str(entry.json["embeds"][0].get("fields"))
    ]


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [("en", "Weapons are declared before the roll."), ("fr", "Les armes sont annoncées avant")],
)
async def test_a_table_shows_the_house_rules_that_differ_from_the_rulebook(
    simcord_env: Any, quick_pictures: None, lang: str, sentence: str
) -> None:
    # turn_limit=0 is the rulebook's: it is not a house rule and is not shown
    options = "weapon_declaration=before_roll turn_limit=0"
    game = GameOnDiscord(simcord_env, "elba", 3, 7, lang=lang, new={"options": options})
    await game.open()
    (lobby,) = lobby_footers(simcord_env)
    assert lobby is not None and sentence in lobby and "turn" not in lobby.split(":", 1)[1]
    footer = game.table_message().embeds[0].footer.text
    assert sentence in footer


async def test_a_table_playing_the_rulebook_shows_no_house_rules(
    simcord_env: Any, quick_pictures: None
) -> None:
    game = FugitiveTable(simcord_env, 7)
    await game.open()
    assert lobby_footers(simcord_env) == [None]
    assert "House rules" not in (game.table_message().embeds[0].footer.text or "")


async def test_game_rules_lists_every_option_in_the_readers_language(
    simcord_env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    players: dict[int, str] = {}
    speak(monkeypatch, simcord_env, players)
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("jeux")
    user = simcord_env.create_user("amélie")
    players[user.id] = "fr"
    member = guild.add_member(user)
    result = await member.slash(channel, "game rules", game="alcatraz")
    embeds = [e for m in [result.response, *result.followups] if m for e in m.embeds]
    guide = embeds[-1]
    assert guide.title == t("fr", "options-guide-title", game=t("fr", "game-alcatraz"))
    for name in get_engine("alcatraz").Options.model_fields:
        meaning = catalogue().attribute("fr", f"option-alcatraz-{name}", "meaning")
        assert f"**{name}** — {meaning}" in guide.description
    rulebook = option_sentence("alcatraz", "trade_scope", "turn", "fr")
    assert f"Règle du jeu : {rulebook}" in guide.description
    assert "`anytime`" in guide.description


# -- 2. command names --------------------------------------------------------------------------


def test_commands_are_named_as_the_readers_client_shows_them() -> None:
    try:
        know_commands({})
        french = t("fr", "lobby-opened", table=3)
        assert "`/partie rejoindre`" in french and "/game" not in french
        assert "`/game join`" in t("en", "lobby-opened", table=3)
        know_commands({"game": 42, "tournament": 43})
        # a mention: clickable, and Discord shows it in the reader's language
        assert "</game join:42>" in t("fr", "lobby-opened", table=3)
        assert "</tournament drop:43>" in t("fr", "tournament-use-drop")
    finally:
        know_commands({})


def test_the_rules_help_names_commands_in_the_readers_language() -> None:
    help_fr = catalogue().with_commands("fr", catalogue().help("fr", "fugitive"))
    assert "`/fugitive deviner` `12 17`" in help_fr
    assert "/fugitive draw" not in help_fr and "/fugitive guess" not in help_fr


async def test_a_french_server_is_told_the_commands_as_mentions(simcord_env: Any) -> None:
    guild = simcord_env.create_guild(preferred_locale="fr")
    channel = guild.create_text_channel("jeux")
    alice = guild.add_member(simcord_env.create_user("alice"))
    result = await alice.slash(channel, "game new", game="fugitive", language="fr")
    said = " ".join(m.content or "" for m in [result.response, *result.followups] if m)
    assert re.search(r"</game join:\d+>", said), said
    assert "`/game" not in said


# -- 7. small slips ----------------------------------------------------------------------------


async def test_the_move_that_ends_a_game_takes_the_panels_buttons_away(
    simcord_env: Any, quick_pictures: None
) -> None:
    game = FugitiveTable(simcord_env, 4)
    await game.open()
    table = await game.play_to_end(slash_every=0)  # every move through the panel
    assert table.status == "finished"
    step = game.steps[-1]
    # the answer updates the clicked panel: as the click's response, or once it was deferred
    last = [
        e.json["data"] if e.path.endswith("/callback") else e.json
        for e in simcord_env.http_requests[step.start : step.end]
        if (e.path.endswith("/callback") and e.json.get("type") == 7)
        or (e.method == "PATCH" and e.path.endswith("/@original"))
    ][-1]
    assert last["components"] == [] and last["content"]


def labels(message: Any) -> list[str]:
    """The labels of a message's buttons (a channel message's or a panel's raw components)."""
    return [
        c["label"] if isinstance(c, dict) else c.label
        for row in message.components
        for c in (row["components"] if isinstance(row, dict) else row.children)
        if (c.get("label") if isinstance(c, dict) else getattr(c, "label", None))
    ]


async def test_the_notepad_is_on_the_marshals_panel_not_on_the_table(
    simcord_env: Any, quick_pictures: None
) -> None:
    game = FugitiveTable(simcord_env, 7)
    await game.open()
    notepad = t("en", "fugitive-button-notepad")
    assert notepad not in labels(game.table_message())
    assert notepad not in labels(await game.panel(0))
    panel = await game.panel(MARSHAL)
    assert notepad in labels(panel)
    result = await game.bob.click(panel, label=notepad)
    shown = result.response or result.followups[0]
    assert shown.embeds[0].title == t("en", "fugitive-notepad-title", table=1)
    assert t("en", "panel-show-again") in labels(shown)


def test_the_guess_button_has_no_trailing_space() -> None:
    for lang in LANGS:
        label = t(lang, "fugitive-guess-nothing-yet")
        assert label == label.strip() and label


@pytest.mark.parametrize(
    ("lang", "key", "args", "expected"),
    [
        ("en", "fled-board-prison", {"tiles": 1}, "The prison has 1 tile."),
        ("en", "fled-board-prison", {"tiles": 3}, "The prison has 3 tiles."),
        ("fr", "fled-board-prison", {"tiles": 1}, "La prison compte 1 tuile."),
        ("en", "elba-step-draw", {"who": "P1", "most": 1}, "P1 draws (0 or 1 card)."),
        ("en", "elba-step-draw", {"who": "P1", "most": 3}, "P1 draws (0 to 3 cards)."),
        ("fr", "elba-step-draw", {"who": "P1", "most": 1}, "P1 pioche (0 ou 1 carte)."),
    ],
)
def test_counts_agree_with_their_nouns(
    lang: str, key: str, args: dict[str, Any], expected: str
) -> None:
    assert t(lang, key, **args) == expected


def test_french_says_nothing_with_a_negation() -> None:
    where = t(
        "fr",
        "alcatraz-ui-where",
        place="l’infirmerie",
        loc=3,
        guards=0,
        bribed=0,
        effect="none",
        ap=2,
    )
    assert "sans gardien" in where and "avec aucun" not in where
    nothing = t("fr", "alcatraz-nothing")
    draft = t(
        "fr",
        "alcatraz-ui-trade-draft",
        partner="Bob",
        give=nothing,
        take=nothing,
        given="no",
        taken="no",
    )
    assert "vous ne donnez rien, vous ne demandez rien" in draft
    offer = t(
        "fr",
        "alcatraz-ui-trade-offer",
        who="Bob",
        give="1 clé",
        take=nothing,
        given="yes",
        taken="no",
    )
    assert "vous recevez 1 clé et ne donnez rien" in offer


@pytest.mark.parametrize(
    ("lang", "points", "expected"),
    [
        ("en", 4 / 3, "1.33 pts"),
        ("en", 1.0, "1 pt "),
        ("en", 2.0, "2 pts"),
        ("fr", 4 / 3, "1,33 pt"),
        ("fr", 2.5, "2,5 pts"),
    ],
)
def test_tournament_points_read_as_numbers(lang: str, points: float, expected: str) -> None:
    line = t(
        lang,
        "tournament-standings-line",
        rank=1,
        name="<@1>",
        points=decimal(lang, points),
        score=points,
        buchholz=decimal(lang, 1.0),
        dropped="no",
    )
    assert expected in line, line


async def test_an_abandoned_game_leaves_no_turn_button_in_the_channel(
    simcord_env: Any, quick_pictures: None
) -> None:
    game = GameOnDiscord(simcord_env, "fugitive", 2, 7, new={"rated": False})
    await game.open()
    my_turn = t("en", "button-my-turn")
    assert any(my_turn in labels(m) for m in game.channel.history()[1:])  # the turn ping
    await game.members[0].slash(game.channel, "game abandon")
    assert (await game.table()).status == "abandoned"
    assert not [m.content for m in game.channel.history() if my_turn in labels(m)]
