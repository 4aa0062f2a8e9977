"""``/tournament …``: community tournaments on Discord.

An organiser (the Manage Server permission, or the server's organiser role) opens sign-up in a
channel; players join with the button or ``/tournament join``; ``start`` opens the first round.
Each table of a round gets a thread of the tournament's channel, named after it, with the
tournament's clock. When a round's tables are all closed the next round opens by itself (the
timekeeper calls :meth:`TournamentService.advance` every tick, so a restart changes nothing);
the organiser can settle a table (``report``), move on (``next``) or remove a player (``kick``).
What a tournament says in its channel (its message, threads, announcements) is outbox work,
sent here by the handlers of ``cogs/delivery.py``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import decimal, game_title, language_of, t
from bot.outbox import Job, table_stream
from bot.render import Drawing
from bot.tables import TableError
from bot.tournaments import FORMATS, RoundOpened, Tournament, TournamentService
from cogs.answers import Guarded, ack, lang_of, refuse, reply, tell
from cogs.components import Routed, add_components
from cogs.delivery import SKIPPED, UNKNOWN_MESSAGE, Sent, deliver, edit, handles, send
from cogs.games import game_cogs, offer_games
from cogs.lobby import TIMEOUT_CHOICES, time_control
from cogs.payload import Payload, fit
from cogs.table_ui import render

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]

#: the standings' drawing, named (:class:`bot.render.Drawing`): imported only where drawn
STANDINGS = Drawing("bot.render.standings", "render_standings")

FORMAT_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str(f, key=f"choice-format-{f}"), value=f)
    for f in FORMATS
]


def service(bot: GetawayBot) -> TournamentService:
    return TournamentService(bot.service)


async def may_organise(interaction: Interaction, tournament: Tournament | None = None) -> bool:
    """The tournament's organiser, a member with Manage Server, or the server's organiser role."""
    if tournament is not None and interaction.user.id == tournament.organiser_id:
        return True
    perms = interaction.permissions
    if perms is not None and perms.manage_guild:
        return True
    role = (await interaction.client.service.settings.server(interaction.guild_id or 0)).get(
        "organiser_role"
    )
    roles = getattr(interaction.user, "roles", [])
    return role is not None and any(r.id == role for r in roles)


def signup_payload(tournament: Tournament, names: list[str]) -> Payload:
    lang = tournament.language
    game = game_title(lang, tournament.game)
    embed = discord.Embed(
        title=t(lang, "tournament-title", game=game, tournament=tournament.id),
        description=t(
            lang,
            "tournament-signup",
            format=tournament.format,
            rounds=tournament.rounds,
            organiser=f"<@{tournament.organiser_id}>",
        ),
        colour=discord.Colour.purple(),
    )
    embed.add_field(
        name=t(lang, "tournament-entrants", count=len(names)),
        value="\n".join(names)[:1024] or "—",
    )
    view = Routed()
    if tournament.status == "signup":
        view.add_item(
            TournamentButton(
                tournament.id, "join", t(lang, "button-join"), discord.ButtonStyle.success
            )
        )
        view.add_item(TournamentButton(tournament.id, "leave", t(lang, "button-leave")))
    view.add_item(TournamentButton(tournament.id, "standings", t(lang, "button-standings")))
    return Payload(embeds=[embed], view=view)


async def standings_payload(bot: GetawayBot, tournament: Tournament, lang: str) -> Payload:
    lines = await service(bot).standings(tournament.id)
    game = game_title(lang, tournament.game)
    title = t(lang, "tournament-standings-title", game=game, round=tournament.round)
    picture = await render(STANDINGS, title, lines, lang)
    text = "\n".join(
        t(
            lang,
            "tournament-standings-line",
            rank=i,
            name=f"<@{x.player}>",
            points=decimal(lang, x.points),
            score=float(x.points),
            buchholz=decimal(lang, x.buchholz),
            dropped="yes" if x.dropped else "no",
        )
        for i, x in enumerate(lines, start=1)
    )
    alt = t(lang, "tournament-standings-alt", count=len(lines))
    return Payload(content=text[:2000], files=[("standings.png", picture, alt)])


# -- what a tournament owes its channel (outbox work, see cogs/delivery.py) ---------------------


async def tournament_of(bot: GetawayBot, job: Job) -> Tournament:
    assert job.tournament_id is not None
    return await service(bot).get(job.tournament_id)


def channel_of(bot: GetawayBot, tournament: Tournament) -> discord.PartialMessageable:
    return bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)


@handles("signup")
async def signup_message(bot: GetawayBot, job: Job) -> Sent:
    """The tournament's message as it is now: edited in place, or posted once."""
    if job.superseded_by("signup"):
        return SKIPPED
    tournament = await tournament_of(bot, job)
    names = [f"<@{p.user_id}>" for p in await service(bot).entrants(tournament.id)]
    payload = fit(signup_payload(tournament, names))
    channel = channel_of(bot, tournament)
    if tournament.message_id is not None:
        try:
            await edit(bot, channel, tournament.message_id, payload)
            return Sent(result=str(tournament.message_id))
        except discord.NotFound as exc:
            if exc.code != UNKNOWN_MESSAGE:
                raise
    message_id = await send(bot, channel, payload, job.nonce)

    async def then(db: Any) -> None:
        await service(bot).remember_message(db, tournament.id, message_id)

    return Sent(result=str(message_id), then=then)


@handles("thread")
async def table_thread(bot: GetawayBot, job: Job) -> Sent:
    """A table's thread in the tournament's channel; the table's clock starts with it. Made
    once: a retry first looks for the thread an earlier try may have made (its name is the
    table's own)."""
    tournament = await tournament_of(bot, job)
    table_id = int(job.data["table"])
    game = game_title(tournament.language, tournament.game)
    name = f"{game} #{tournament.id} · {job.data['label']}"[:100]
    channel = bot.get_channel(tournament.channel_id) or await bot.fetch_channel(
        tournament.channel_id
    )
    if not isinstance(channel, discord.TextChannel):
        return Sent("failed", "the tournament's channel cannot have threads")
    thread = None
    if job.attempts > 1:
        found = await channel.guild.active_threads()
        thread = next((x for x in found if x.parent_id == channel.id and x.name == name), None)
    if thread is None:
        thread = await channel.create_thread(
            name=name, type=discord.ChannelType.public_thread, auto_archive_duration=10080
        )
    made = thread

    async def then(db: Any) -> None:
        await bot.service.attach_channel(db, table_id, made.id)

    return Sent(result=str(made.id), then=then, wake=(table_stream(table_id),))


@handles("round")
async def round_opened(bot: GetawayBot, job: Job) -> Sent:
    """The round's announcement, after its tables' threads (the rows ahead of it)."""
    tournament = await tournament_of(bot, job)
    number = int(job.data["round"])
    tables = [
        table
        for table in await service(bot).round_tables(tournament.id, number)
        if table.channel_id is not None  # a thread Discord refused for good is not linked
    ]
    byes = await bot.store.fetchall(
        "SELECT user_id FROM byes WHERE tournament_id = ? AND round = ?", (tournament.id, number)
    )
    links = "\n".join(f"<#{table.channel_id}>" for table in tables)
    who = " ".join(f"<@{r['user_id']}>" for r in byes)
    lang = tournament.language
    text = t(lang, "tournament-round-open", round=number, tables=links, byes=who or "-")
    mentions = discord.AllowedMentions(users=True, roles=False, everyone=False)
    message_id = await send(
        bot, channel_of(bot, tournament), Payload(content=text), job.nonce, mentions
    )
    return Sent(result=str(message_id))


@handles("final")
async def final_standings(bot: GetawayBot, job: Job) -> Sent:
    tournament = await tournament_of(bot, job)
    payload = await standings_payload(bot, tournament, tournament.language)
    payload.content = t(tournament.language, "tournament-over") + "\n" + payload.content
    message_id = await send(bot, channel_of(bot, tournament), payload, job.nonce)
    return Sent(result=str(message_id))


@handles("dropped")
async def dropped(bot: GetawayBot, job: Job) -> Sent:
    tournament = await tournament_of(bot, job)
    text = t(tournament.language, "tournament-dropped", who=f"<@{job.data['user']}>")
    message_id = await send(bot, channel_of(bot, tournament), Payload(content=text), job.nonce)
    return Sent(result=str(message_id))


async def deliver_tournament(
    bot: GetawayBot, tournament_id: int, tables: Sequence[int] = ()
) -> None:
    """What a tournament (and some of its tables) owes Discord, now."""
    await bot.deliverer.tournament(tournament_id)
    for table_id in tables:
        await deliver(bot, table_id)


class TournamentCog(commands.GroupCog, group_name="tournament", group_description="Tournaments"):
    def __init__(self, bot: GetawayBot) -> None:
        self.bot = bot

    async def _as_organiser(self, interaction: Interaction) -> Tournament | None:
        """The channel's tournament when the user may run it (else they are told why)."""
        tournament = await self._here(interaction)
        if tournament is not None and not await may_organise(interaction, tournament):
            await refuse(interaction, TableError("tournament-organisers-only"))
            return None
        return tournament

    async def _here(self, interaction: Interaction, *, finished: bool = False) -> Tournament | None:
        try:
            return await service(self.bot).of_channel(
                interaction.channel_id or 0, finished=finished
            )
        except TableError as exc:
            await refuse(interaction, exc)
            return None

    @app_commands.command(name="new", description="Open sign-up for a tournament in this channel")
    @app_commands.describe(
        game="Which game",
        format="swiss (two-player games) or groups (three or more)",
        rounds="How many rounds",
        deadline="Time per move at its tables, e.g. 24h",
        on_timeout="When a player's time runs out",
    )
    @app_commands.choices(format=FORMAT_CHOICES, on_timeout=TIMEOUT_CHOICES)
    async def new(
        self,
        interaction: Interaction,
        game: str,
        format: str,
        rounds: app_commands.Range[int, 1, 20],
        deadline: str | None = None,
        on_timeout: str | None = None,
    ) -> None:
        await ack(interaction)
        if not await may_organise(interaction):
            await refuse(interaction, TableError("tournament-organisers-only"))
            return
        if game not in (games := game_cogs()):
            raise TableError("lobby-no-such-game", name=game[:40], known=", ".join(games))
        if not isinstance(interaction.channel, discord.TextChannel):
            raise TableError("lobby-thread-here")  # each table gets a thread of the channel
        control = time_control(game, deadline, on_timeout, None, self.bot)
        tournament = await service(self.bot).create(
            guild_id=interaction.guild_id or 0,
            channel_id=interaction.channel_id or 0,
            game=game,
            format=format,
            rounds=rounds,
            organiser_id=interaction.user.id,
            language=language_of(interaction.guild_locale or interaction.locale),
            time_control=control,
        )
        await tell(interaction, "tournament-opened", tournament=tournament.id)
        await deliver_tournament(self.bot, tournament.id)

    async def _join(self, interaction: Interaction, tournament: Tournament) -> None:
        await service(self.bot).join(
            tournament.id, interaction.user.id, interaction.user.display_name
        )
        await tell(interaction, "tournament-joined", tournament=tournament.id)
        await deliver_tournament(self.bot, tournament.id)

    async def _leave(self, interaction: Interaction, tournament: Tournament) -> None:
        await service(self.bot).leave(tournament.id, interaction.user.id)
        await tell(interaction, "tournament-left")
        await deliver_tournament(self.bot, tournament.id)

    @app_commands.command(name="join", description="Sign up for the tournament in this channel")
    async def join(self, interaction: Interaction) -> None:
        await ack(interaction)
        if tournament := await self._here(interaction):
            await self._join(interaction, tournament)

    @app_commands.command(name="leave", description="Withdraw before the tournament starts")
    async def leave(self, interaction: Interaction) -> None:
        await ack(interaction)
        if tournament := await self._here(interaction):
            await self._leave(interaction, tournament)

    @app_commands.command(name="start", description="Close sign-up and open round 1 (organiser)")
    async def start(self, interaction: Interaction) -> None:
        await ack(interaction)
        tournament = await self._as_organiser(interaction)
        if tournament is None:
            return
        opened = await service(self.bot).start(tournament.id)
        await tell(interaction, "tournament-started-ok", round=opened.round)
        await deliver_tournament(self.bot, tournament.id, opened.tables)

    @app_commands.command(
        name="standings", description="The standings of this channel's tournament"
    )
    async def standings(self, interaction: Interaction) -> None:
        await ack(interaction)
        if tournament := await self._here(interaction, finished=True):
            await reply(
                interaction, await standings_payload(self.bot, tournament, lang_of(interaction))
            )

    @app_commands.command(name="drop", description="Leave the tournament (from the next round)")
    async def drop(self, interaction: Interaction) -> None:
        await ack(interaction)
        tournament = await self._here(interaction)
        if tournament is not None:
            await self._drop(interaction, tournament, interaction.user.id)

    async def _drop(self, interaction: Interaction, tournament: Tournament, user_id: int) -> None:
        changed = await service(self.bot).drop(tournament.id, user_id)
        await tell(interaction, "tournament-drop-done")
        await deliver_tournament(self.bot, tournament.id, changed)

    @app_commands.command(
        name="kick", description="Remove a player from the tournament (organiser)"
    )
    @app_commands.describe(player="Who leaves the tournament")
    async def kick(self, interaction: Interaction, player: discord.Member) -> None:
        await ack(interaction)
        tournament = await self._as_organiser(interaction)
        if tournament is None:
            return
        await self._drop(interaction, tournament, player.id)

    @app_commands.command(
        name="next", description="Close this round's open tables and move on (organiser)"
    )
    async def next(self, interaction: Interaction) -> None:
        await ack(interaction)
        tournament = await self._as_organiser(interaction)
        if tournament is None:
            return
        closing = [
            t.id
            for t in await service(self.bot).round_tables(tournament.id, tournament.round)
            if t.status in ("lobby", "playing")
        ]
        step = await service(self.bot).next_round(tournament.id)
        await tell(interaction, "tournament-moved-on")
        opened = step.tables if isinstance(step, RoundOpened) else []
        await deliver_tournament(self.bot, tournament.id, [*closing, *opened])

    @app_commands.command(name="report", description="Settle a table of the tournament (organiser)")
    @app_commands.describe(table="The table's number", winner="Who won it")
    async def report(self, interaction: Interaction, table: int, winner: discord.Member) -> None:
        await ack(interaction)
        tournament = await self._as_organiser(interaction)
        if tournament is None:
            return
        settled = await service(self.bot).report(tournament.id, table, [winner.id])
        await tell(interaction, "tournament-reported", table=table)
        await deliver(self.bot, settled)

    @app_commands.command(
        name="organisers", description="The role that may run tournaments here (Manage Server)"
    )
    @app_commands.describe(role="Members with this role may organise tournaments")
    async def organisers(self, interaction: Interaction, role: discord.Role) -> None:
        await ack(interaction)
        perms = interaction.permissions
        if perms is None or not perms.manage_guild:
            await refuse(interaction, TableError("tournament-organisers-only"))
            return
        await self.bot.service.settings.set_server(
            interaction.guild_id or 0, organiser_role=role.id
        )
        await tell(interaction, "tournament-role-set", role=f"<@&{role.id}>")


class TournamentButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"tt:(?P<tournament>\d+):(?P<what>[a-z]+)",
):
    def __init__(
        self,
        tournament_id: int,
        what: str,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"tt:{tournament_id}:{what}")
        )
        self.tournament_id, self.what = tournament_id, what

    @classmethod
    def from_match(cls, match: re.Match[str]) -> TournamentButton:
        return cls(int(match["tournament"]), match["what"])

    async def handle(self, interaction: Interaction) -> None:
        await ack(interaction)
        bot = interaction.client
        tournament = await service(bot).get(self.tournament_id)
        cog = bot.get_cog("TournamentCog")
        assert isinstance(cog, TournamentCog)
        if self.what == "join":
            await cog._join(interaction, tournament)
        elif self.what == "leave":
            await cog._leave(interaction, tournament)
        else:
            await reply(interaction, await standings_payload(bot, tournament, lang_of(interaction)))


async def setup(bot: GetawayBot) -> None:
    add_components(bot, TournamentButton)
    await bot.add_cog(offer_games(TournamentCog(bot)))
