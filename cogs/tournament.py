"""``/tournament …``: community tournaments on Discord.

An organiser (the Manage Server permission, or the server's organiser role) opens sign-up in a
channel; players join with the button or ``/tournament join``; ``start`` opens the first round.
Each table of a round gets a thread of the tournament's channel, named after it, with the
tournament's clock. When a round's tables are all closed the next round opens by itself (the
timekeeper calls :meth:`Tournaments.advance` every tick, so a restart changes nothing); the
organiser can settle a table (``report``), move on (``next``) or remove a player (``kick``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import game_title, language_of, t
from bot.render.standings import render_standings
from bot.tables import TableError
from bot.tournaments import FORMATS, RoundOpened, Tournament, TournamentService
from cogs import GAME_COGS
from cogs.answers import Guarded, Payload, ack, lang_of, refuse, reply, tell
from cogs.lobby import GAME_CHOICES, TIMEOUT_CHOICES, time_control
from cogs.table_ui import render, sync_table

if TYPE_CHECKING:
    from bot.client import GetawayBot

Interaction = discord.Interaction["GetawayBot"]

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
    role = (await interaction.client.service.guild_settings(interaction.guild_id or 0)).get(
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
    view = discord.ui.View(timeout=None)
    if tournament.status == "signup":
        view.add_item(
            TournamentButton(
                tournament.id, "join", t(lang, "button-join"), discord.ButtonStyle.success
            )
        )
        view.add_item(TournamentButton(tournament.id, "leave", t(lang, "button-leave")))
    view.add_item(TournamentButton(tournament.id, "standings", t(lang, "button-standings")))
    return Payload(embeds=[embed], view=view)


async def show(bot: GetawayBot, tournament: Tournament) -> None:
    """Post or edit the tournament's message in its channel."""
    names = [f"<@{p.user_id}>" for p in await service(bot).entrants(tournament.id)]
    payload = signup_payload(tournament, names)
    channel = bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
    if tournament.message_id is not None:
        try:
            await channel.get_partial_message(tournament.message_id).edit(
                embeds=payload.embeds, view=payload.view
            )
            return
        except discord.NotFound:
            pass
    message = await channel.send(embeds=payload.embeds, view=payload.view)
    await service(bot).set_message(tournament.id, message.id)


async def standings_payload(bot: GetawayBot, tournament: Tournament, lang: str) -> Payload:
    lines = await service(bot).standings(tournament.id)
    game = game_title(lang, tournament.game)
    title = t(lang, "tournament-standings-title", game=game, round=tournament.round)
    picture = await render(render_standings, title, lines, lang)
    text = "\n".join(
        t(
            lang,
            "tournament-standings-line",
            rank=i,
            name=f"<@{x.player}>",
            points=f"{x.points:g}",
            buchholz=f"{x.buchholz:.2f}",
            dropped="yes" if x.dropped else "no",
        )
        for i, x in enumerate(lines, start=1)
    )
    alt = t(lang, "tournament-standings-alt", count=len(lines))
    return Payload(content=text[:2000], files=[("standings.png", picture, alt)])


def thread_opener(bot: GetawayBot, tournament: Tournament) -> Any:
    """Makes each table's thread in the tournament's channel."""

    async def open_thread(name: str) -> int:
        channel = bot.get_channel(tournament.channel_id) or await bot.fetch_channel(
            tournament.channel_id
        )
        if not isinstance(channel, discord.TextChannel):
            raise TableError("lobby-thread-here")
        game = game_title(tournament.language, tournament.game)
        thread = await channel.create_thread(
            name=f"{game} #{tournament.id} · {name}"[:100],
            type=discord.ChannelType.public_thread,
            auto_archive_duration=10080,
        )
        return thread.id

    return open_thread


async def announce_round(bot: GetawayBot, opened: RoundOpened) -> None:
    tournament = opened.tournament
    lang = tournament.language
    for table in opened.tables:
        await sync_table(bot, table)
    channel = bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
    links = "\n".join(f"<#{table.channel_id}>" for table in opened.tables)
    byes = " ".join(f"<@{u}>" for u in opened.byes)
    text = t(lang, "tournament-round-open", round=opened.round, tables=links, byes=byes or "-")
    mentions = discord.AllowedMentions(users=True, roles=False, everyone=False)
    await channel.send(text[:2000], allowed_mentions=mentions)
    await show(bot, tournament)


async def announce_end(bot: GetawayBot, tournament: Tournament) -> None:
    payload = await standings_payload(bot, tournament, tournament.language)
    channel = bot.get_partial_messageable(tournament.channel_id, guild_id=tournament.guild_id)
    text = t(tournament.language, "tournament-over") + "\n" + payload.content
    await channel.send(text[:2000], files=payload.discord_files())
    await show(bot, tournament)


async def advance(bot: GetawayBot) -> None:
    """Open the next round of every tournament whose round is over (the timekeeper's tick)."""
    tournaments = service(bot)
    rows = await bot.store.fetchall("SELECT id FROM tournaments WHERE status = 'running'")
    for row in rows:
        tournament = await tournaments.get(row["id"])
        step = await tournaments._advance_one(tournament, thread_opener(bot, tournament))
        if isinstance(step, RoundOpened):
            await announce_round(bot, step)
        elif isinstance(step, Tournament):
            await announce_end(bot, step)


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

    async def _here(self, interaction: Interaction) -> Tournament | None:
        try:
            return await service(self.bot).of_channel(interaction.channel_id or 0)
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
    @app_commands.choices(game=GAME_CHOICES, format=FORMAT_CHOICES, on_timeout=TIMEOUT_CHOICES)
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
        try:
            if game not in GAME_COGS:
                raise TableError("lobby-no-such-game", name=game[:40], known=", ".join(GAME_COGS))
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
        except TableError as exc:
            await refuse(interaction, exc)
            return
        interaction.extras["saved"] = True
        await show(self.bot, tournament)
        await tell(interaction, "tournament-opened", tournament=tournament.id)

    async def _join(self, interaction: Interaction, tournament: Tournament) -> None:
        try:
            await service(self.bot).join(
                tournament.id, interaction.user.id, interaction.user.display_name
            )
        except TableError as exc:
            await refuse(interaction, exc)
            return
        interaction.extras["saved"] = True
        await show(self.bot, tournament)
        await tell(interaction, "tournament-joined", tournament=tournament.id)

    async def _leave(self, interaction: Interaction, tournament: Tournament) -> None:
        try:
            await service(self.bot).leave(tournament.id, interaction.user.id)
        except TableError as exc:
            await refuse(interaction, exc)
            return
        interaction.extras["saved"] = True
        await show(self.bot, tournament)
        await tell(interaction, "tournament-left")

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
        try:
            opened = await service(self.bot).start(
                tournament.id, thread_opener(self.bot, tournament)
            )
        except TableError as exc:
            await refuse(interaction, exc)
            return
        interaction.extras["saved"] = True
        await announce_round(self.bot, opened)
        await tell(interaction, "tournament-started-ok", round=opened.round)

    @app_commands.command(
        name="standings", description="The standings of this channel's tournament"
    )
    async def standings(self, interaction: Interaction) -> None:
        await ack(interaction)
        if tournament := await self._here(interaction):
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
        try:
            changed = await service(self.bot).drop(tournament.id, user_id)
        except TableError as exc:
            await refuse(interaction, exc)
            return
        interaction.extras["saved"] = True
        for table in changed:
            await sync_table(self.bot, table)
        channel = self.bot.get_partial_messageable(
            tournament.channel_id, guild_id=tournament.guild_id
        )
        await channel.send(t(tournament.language, "tournament-dropped", who=f"<@{user_id}>"))
        await show(self.bot, tournament)
        await tell(interaction, "tournament-drop-done")

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
        try:
            step = await service(self.bot).next_round(
                tournament.id, thread_opener(self.bot, tournament)
            )
        except TableError as exc:
            await refuse(interaction, exc)
            return
        interaction.extras["saved"] = True
        if isinstance(step, RoundOpened):
            await announce_round(self.bot, step)
        else:
            await announce_end(self.bot, step)
        await tell(interaction, "tournament-moved-on")

    @app_commands.command(name="report", description="Settle a table of the tournament (organiser)")
    @app_commands.describe(table="The table's number", winner="Who won it")
    async def report(self, interaction: Interaction, table: int, winner: discord.Member) -> None:
        await ack(interaction)
        tournament = await self._as_organiser(interaction)
        if tournament is None:
            return
        try:
            settled = await service(self.bot).report(tournament.id, table, [winner.id])
        except TableError as exc:
            await refuse(interaction, exc)
            return
        interaction.extras["saved"] = True
        await sync_table(self.bot, settled)
        await tell(interaction, "tournament-reported", table=table)

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
        await self.bot.service.set_guild_settings(interaction.guild_id or 0, organiser_role=role.id)
        interaction.extras["saved"] = True
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
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> TournamentButton:
        return cls(int(match["tournament"]), match["what"])

    async def handle(self, interaction: Interaction) -> None:
        await ack(interaction)
        bot = interaction.client
        try:
            tournament = await service(bot).get(self.tournament_id)
        except TableError as exc:
            await refuse(interaction, exc)
            return
        cog = bot.get_cog("TournamentCog")
        assert isinstance(cog, TournamentCog)
        if self.what == "join":
            await cog._join(interaction, tournament)
        elif self.what == "leave":
            await cog._leave(interaction, tournament)
        else:
            await reply(interaction, await standings_payload(bot, tournament, lang_of(interaction)))


async def setup(bot: GetawayBot) -> None:
    bot.add_dynamic_items(TournamentButton)
    await bot.add_cog(TournamentCog(bot))
