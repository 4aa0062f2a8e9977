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
