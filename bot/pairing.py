"""Who plays whom in a tournament round, and the standings. Pure functions of the results.

**Scoring.** A game gives each player the share of the others they finished ahead of, a tie
counting half: (beaten + ½ tied) / (players − 1). A two-player win is 1, a draw ½, a loss 0; in a
four-player game the winner gets 1, second ⅔ …; prisoners escaping together share the top. A
bye counts as winning every game of the round.

**Standings**, best first, by (documented tie-breaks):
1. points;
2. Buchholz: the points of every opponent met, each game's opponents weighted by 1/(players − 1)
   (in a two-player game, the usual sum of opponents' points);
3. games won outright or shared at the top;
4. the player's rating (μ − 3σ) when one is given;
5. their name, so that the order is total and repeatable.

**Swiss** (two-player games): players in standings order are paired with the nearest player below
them they have not met; a backtracking search finds a round without repeat pairings whenever one
exists within its step budget, and only then are repeats allowed (the fewest possible first). With
an odd count, the lowest-placed player who has not had a bye gets it.

**Groups** (three-to-six-player games): tables as large as the game allows and as even as
possible; players placed in standings order where they have met the fewest players so far, then
pairs swapped between tables while that lowers the sum of squared repeat meetings.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from rules.core import Rng

Pair = frozenset[int]


def meetings(games: Iterable[Sequence[int]]) -> Counter[Pair]:
    """How often each pair of players has sat at the same table."""
    met: Counter[Pair] = Counter()
    for players in games:
        for a, b in combinations(players, 2):
            met[frozenset((a, b))] += 1
    return met


# -- standings ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Game:
    players: tuple[int, ...]  # user ids
    ranks: tuple[int, ...]  # 1 is best; equal ranks are ties


@dataclass
class Line:
    player: int
    name: str
    points: float = 0.0
    buchholz: float = 0.0
    wins: int = 0
    games: int = 0
    byes: int = 0
    rating: float = 0.0
    dropped: bool = False
    opponents: list[tuple[int, float]] = field(default_factory=list)  # (opponent, weight)


def share(ranks: Sequence[int], seat: int) -> float:
    """A seat's points for one game: the share of the others it finished ahead of."""
    others = len(ranks) - 1
    if others <= 0:
        return 0.0
    mine = ranks[seat]
    beaten = sum(1 for r in ranks if r > mine)
    tied = sum(1 for r in ranks if r == mine) - 1
    return (beaten + 0.5 * tied) / others


def standings(
    names: Mapping[int, str],
    games: Iterable[Game],
    byes: Iterable[tuple[int, float]] = (),
    ratings: Mapping[int, float] | None = None,
    dropped: Iterable[int] = (),
) -> list[Line]:
    """The standings, best first (see the module docstring for the order)."""
    lines = {p: Line(p, name) for p, name in names.items()}
    for game in games:
        for seat, player in enumerate(game.players):
            line = lines[player]
            line.points += share(game.ranks, seat)
            line.games += 1
            line.wins += game.ranks[seat] == min(game.ranks)
            weight = 1.0 / max(1, len(game.players) - 1)
            line.opponents += [(o, weight) for o in game.players if o != player]
    for player, points in byes:
        lines[player].points += points
        lines[player].byes += 1
    for player in dropped:
        lines[player].dropped = True
    for line in lines.values():
        line.buchholz = sum(lines[o].points * w for o, w in line.opponents if o in lines)
        line.rating = (ratings or {}).get(line.player, 0.0)
    return sorted(
        lines.values(),
        key=lambda x: (-x.points, -x.buchholz, -x.wins, -x.rating, x.name, x.player),
    )


# -- Swiss -----------------------------------------------------------------------------------------


def swiss(
    order: Sequence[int], met: Counter[Pair], had_bye: set[int], budget: int = 20_000
) -> tuple[list[tuple[int, int]], int | None]:
    """Pairs for a round of players in standings order, and who gets the bye (or None)."""
    players = list(order)
    bye = None
    if len(players) % 2:
        bye = next((p for p in reversed(players) if p not in had_bye), players[-1])
        players.remove(bye)
    pairs = _pair_without_repeats(players, met, budget)
    if pairs is None:
        pairs = _pair_fewest_repeats(players, met)
    return pairs, bye


def _pair_without_repeats(
    players: list[int], met: Counter[Pair], budget: int
) -> list[tuple[int, int]] | None:
    """Depth-first: the top unpaired player with the nearest one below not met yet, backing up
    when a later player is left with nobody new. An explicit stack, not recursion, so that a
    thousand players stay far from Python's recursion limit; None past the step budget."""
    # each frame: [players still to pair, the first one's candidates, next candidate, chosen]
    frames: list[list[Any]] = []
    remaining = players
    steps = 0
    while remaining:
        first = remaining[0]
        frames.append(
            [remaining, [q for q in remaining[1:] if not met[frozenset((first, q))]], 0, 0]
        )
        while True:
            steps += 1
            if steps > budget or not frames:
                return None
            frame = frames[-1]
            if frame[2] < len(frame[1]):
                frame[3] = frame[1][frame[2]]
                frame[2] += 1
                remaining = [r for r in frame[0][1:] if r != frame[3]]
                break
            frames.pop()  # nobody new is left for this player: change the pairing above
    return [(frame[0][0], frame[3]) for frame in frames]


def _pair_fewest_repeats(players: list[int], met: Counter[Pair]) -> list[tuple[int, int]]:
    """Greedy fallback: each top player with the nearest one they have met least often."""
    left = list(players)
    pairs = []
    while left:
        first = left.pop(0)
        partner = min(left, key=lambda q: (met[frozenset((first, q))], left.index(q)))
        left.remove(partner)
        pairs.append((first, partner))
    return pairs


# -- groups ----------------------------------------------------------------------------------------


def table_sizes(count: int, low: int, high: int) -> tuple[list[int], int]:
    """Table sizes for ``count`` players at tables of ``low``–``high``: as few tables as
    possible, as even as possible. Returns (sizes, players left over for byes)."""
    for left_over in range(count + 1):
        n = count - left_over
        if n < low:
            continue
        for tables in range(math.ceil(n / high), n // low + 1):
            base, extra = divmod(n, tables)
            if low <= base and base + (1 if extra else 0) <= high:
                return [base + 1] * extra + [base] * (tables - extra), left_over
    return [], count


def groups(
    order: Sequence[int],
    low: int,
    high: int,
    met: Counter[Pair],
    had_bye: set[int],
    rng: Rng,
    budget: int = 20_000,
) -> tuple[list[list[int]], list[int]]:
    """Tables for a round of players in standings order, and who sits out (byes)."""
    sizes, left_over = table_sizes(len(order), low, high)
    players = list(order)
    byes: list[int] = []
    for player in reversed(list(order)):
        if len(byes) == left_over:
            break
        if player not in had_bye:
            byes.append(player)
    while len(byes) < left_over:  # everyone has had one: the lowest again
        byes.append(next(p for p in reversed(players) if p not in byes))
    players = [p for p in players if p not in byes]
    tables: list[list[int]] = [[] for _ in sizes]
    for player in players:
        open_tables = [i for i, t in enumerate(tables) if len(t) < sizes[i]]
        best = min(
            open_tables, key=lambda i: (sum(met[frozenset((player, q))] for q in tables[i]), i)
        )
        tables[best].append(player)
    _improve(tables, met, rng, budget)
    return tables, byes


def _cost(table: list[int], met: Counter[Pair]) -> int:
    return sum(met[frozenset((a, b))] ** 2 for a, b in combinations(table, 2))


def _improve(tables: list[list[int]], met: Counter[Pair], rng: Rng, budget: int) -> None:
    """Swap players between tables while that lowers the repeat meetings: each player who meets
    someone again tries every player of every other table and takes the best swap; then random
    swaps (up to ``budget`` tries) shake what steepest descent leaves."""
    if len(tables) < 2 or not any(met.values()):
        return

    def best_swap() -> bool:
        for i, table in enumerate(tables):
            for a in range(len(table)):
                player = table[a]
                if not any(met[frozenset((player, q))] for q in table if q != player):
                    continue
                best: tuple[int, int, int] | None = None
                for j, other in enumerate(tables):
                    if j == i:
                        continue
                    before = _cost(table, met) + _cost(other, met)
                    for b in range(len(other)):
                        table[a], other[b] = other[b], table[a]
                        gain = before - _cost(table, met) - _cost(other, met)
                        table[a], other[b] = other[b], table[a]
                        if gain > 0 and (best is None or gain > best[0]):
                            best = (gain, j, b)
                if best is not None:
                    _, j, b = best
                    table[a], tables[j][b] = tables[j][b], table[a]
                    return True
        return False

    for _ in range(budget):
        if not best_swap():
            break
    tries = budget
    while tries > 0 and any(_cost(t, met) for t in tables):
        tries -= 1
        i, j = rng.randbelow(len(tables)), rng.randbelow(len(tables))
        if i == j:
            continue
        a, b = rng.randbelow(len(tables[i])), rng.randbelow(len(tables[j]))
        before = _cost(tables[i], met) + _cost(tables[j], met)
        tables[i][a], tables[j][b] = tables[j][b], tables[i][a]
        if _cost(tables[i], met) + _cost(tables[j], met) > before:
            tables[i][a], tables[j][b] = tables[j][b], tables[i][a]
        elif best_swap():  # a sideways step that opened an improvement: follow it down
            continue
