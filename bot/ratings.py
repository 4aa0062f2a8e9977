"""Ratings per game and per server, with openskill (Weng–Lin Bayesian ratings).

The model is **Bradley–Terry (full pairing)**: a game of n players counts as every pair of them
meeting once, so ties are pairwise draws and several winners each gain what beating the others
is worth. openskill's default, Plackett–Luce, reads a finishing order and handles ties badly for
us: three prisoners escaping together over a fourth each gain a ninth of what one 1-v-1 win gives
(measured: +0.31 against +2.64), while Bradley–Terry gives each exactly a 1-v-1 win (+2.64) and
the one left behind three losses. ``tests/bot/test_ratings.py`` checks both behaviours.

Asymmetric roles (Fugitive: the Fugitive and the Marshal do not win equally often) are rated
with a *role* entity teamed with each player: the team "Alice + the Marshal's side" plays the
team "Bob + the Fugitive's side". The sides' ratings learn the role's advantage, so a player's
own rating measures the player, not the seat they drew.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from openskill.models import BradleyTerryFull

from bot.store import Store
from bot.tables import Table, check_ids

#: a new player's rating
MU, SIGMA = 25.0, 25.0 / 3
#: a role starts neutral and fairly sure of it: it has to be shown an advantage
ROLE_MU, ROLE_SIGMA = 0.0, 3.0


@cache
def model() -> Any:
    return BradleyTerryFull(mu=MU, sigma=SIGMA)


@dataclass(frozen=True)
class Rating:
    subject: str  # "user:<id>" or "role:<name>"
    mu: float
    sigma: float
    games: int = 0

    @property
    def ordinal(self) -> float:
        """A cautious single number to rank by: μ − 3σ (a player is at least this good)."""
        return self.mu - 3 * self.sigma

    def shown(self) -> str:
        """As people read it: the estimate and its uncertainty."""
        return f"{self.mu:.1f} ± {self.sigma:.1f}"


def fresh(subject: str) -> Rating:
    if subject.startswith("role:"):
        return Rating(subject, ROLE_MU, ROLE_SIGMA)
    return Rating(subject, MU, SIGMA)


def rate_game(
    players: Sequence[Rating], ranks: Sequence[int], roles: Sequence[Rating] | None = None
) -> tuple[list[Rating], list[Rating]]:
    """New ratings after one game: ``players`` by seat, ``ranks`` by seat (1 is best, equal ranks
    are ties), and for asymmetric games the role of each seat. Returns (players, roles)."""
    m = model()
    teams = []
    for seat, player in enumerate(players):
        team = [m.create_rating([player.mu, player.sigma], name=player.subject)]
        if roles is not None:
            role = roles[seat]
            team.append(m.create_rating([role.mu, role.sigma], name=role.subject))
        teams.append(team)
    rated = m.rate(teams, ranks=list(ranks))
    new_players = [
        Rating(p.subject, team[0].mu, team[0].sigma, p.games + 1)
        for p, team in zip(players, rated, strict=True)
    ]
    new_roles = (
        [
            Rating(r.subject, team[1].mu, team[1].sigma, r.games + 1)
            for r, team in zip(roles, rated, strict=True)
        ]
        if roles is not None
        else []
    )
    return new_players, new_roles


class RatingBook:
    """A server's ratings per game, kept in the database."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def record(self, db: Any, table: Table, ranks: Sequence[int], now: float) -> None:
        """A finished table's result into its server's ratings, in the same transaction as the
        change that ended it (so it counts exactly once); a casual table counts for nothing."""
        if not table.rated or table.guild_id is None:
            return
        guild_id, game = table.guild_id, table.game
        # read, compute, write: no other process may rate this server's game meanwhile
        await db.exclusive("ratings", f"{guild_id}:{game}")

        async def current(subject: str) -> Rating:
            return _rating_of(
                subject, next(iter(await db.returning(_RATING, (guild_id, game, subject))), None)
            )

        # a computer player is rated apart (never on the leaderboard of people), each of a
        # table's computers under its own number
        players = [
            await current(f"computer:{-s.user_id}" if s.computer else f"user:{s.user_id}")
            for s in table.seats
        ]
        roles = table.engine.roles
        sides = [await current(f"role:{r}") for r in roles] if roles else None
        new_players, new_sides = rate_game(players, ranks, sides)
        await db.insert(
            "ratings",
            ("guild_id", "game", "subject", "mu", "sigma", "games", "updated_at"),
            [
                (guild_id, game, r.subject, r.mu, r.sigma, r.games, now)
                for r in [*new_players, *new_sides]
            ],
            conflict="ON CONFLICT (guild_id, game, subject) DO UPDATE SET mu = excluded.mu,"
            " sigma = excluded.sigma, games = excluded.games, updated_at = excluded.updated_at",
        )
        # each result's rating kept apart: a profile draws its history
        await db.insert(
            "rating_history",
            ("guild_id", "game", "subject", "table_id", "mu", "sigma", "at"),
            [(guild_id, game, r.subject, table.id, r.mu, r.sigma, now) for r in new_players],
        )
        await db.execute("UPDATE tables SET rated_at = ? WHERE id = ?", (now, table.id))

    async def of(self, guild_id: int, game: str, user_id: int) -> Rating:
        check_ids(server=guild_id, user=user_id)
        subject = f"user:{user_id}"
        return _rating_of(subject, await self.store.fetchone(_RATING, (guild_id, game, subject)))

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[Rating]:
        """The server's best rated players of a game, by μ − 3σ (at least this good)."""
        check_ids(server=guild_id)
        rows = await self.store.fetchall(
            "SELECT subject, mu, sigma, games FROM ratings WHERE guild_id = ? AND game = ?"
            " AND subject LIKE 'user:%' ORDER BY mu - 3 * sigma DESC, subject LIMIT ?",
            (guild_id, game, limit),
        )
        return [Rating(r["subject"], r["mu"], r["sigma"], r["games"]) for r in rows]

    async def history(
        self, guild_id: int, game: str, user_id: int, limit: int = 100
    ) -> list[Rating]:
        """A player's rating after each of their last ``limit`` rated games, oldest first."""
        check_ids(server=guild_id, user=user_id)
        subject = f"user:{user_id}"
        rows = await self.store.fetchall(
            "SELECT mu, sigma FROM rating_history WHERE guild_id = ? AND game = ? AND subject = ?"
            " ORDER BY at DESC, table_id DESC LIMIT ?",
            (guild_id, game, subject, limit),
        )
        return [Rating(subject, r["mu"], r["sigma"]) for r in reversed(rows)]


_RATING = "SELECT mu, sigma, games FROM ratings WHERE guild_id = ? AND game = ? AND subject = ?"


def _rating_of(subject: str, row: Any) -> Rating:
    return fresh(subject) if row is None else Rating(subject, row[0], row[1], row[2])
