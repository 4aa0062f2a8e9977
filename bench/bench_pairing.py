"""Tournament pairing speed: a Swiss round and a groups round for up to 1,000 players.

    python bench/bench_pairing.py [--players 100,1000] [--rounds 7]

Each round pairs the players in standings order (here: a fixed random order per round, the
worst case for repeat avoidance is later rounds) with every earlier pairing to avoid; the
table prints the time of each round, the repeats it could not avoid, and the byes.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from bot.pairing import groups, meetings, swiss
from rules.core import Rng


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", default="100,1000")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    print(f"{'format':<8} {'players':>7} {'round':>5} {'ms':>9} {'repeats':>8} {'byes':>5}")
    for n in (int(x) for x in args.players.split(",")):
        for fmt in ("swiss", "groups"):
            met: Counter[frozenset[int]] = Counter()
            had_bye: set[int] = set()
            rng = Rng(s=n)
            for round_number in range(1, args.rounds + 1):
                order = list(range(n))
                rng.shuffle(order)
                started = time.perf_counter()
                if fmt == "swiss":
                    pairs, bye = swiss(order, met, had_bye)
                    tables = [list(p) for p in pairs]
                    byes = [bye] if bye is not None else []
                else:
                    tables, byes = groups(order, 3, 4, met, had_bye, Rng(s=round_number))
                ms = (time.perf_counter() - started) * 1000
                new = meetings(tables)
                repeats = sum(1 for pair in new if met[pair])
                met += new
                had_bye |= set(byes)
                print(f"{fmt:<8} {n:>7} {round_number:>5} {ms:>9.1f} {repeats:>8} {len(byes):>5}")


if __name__ == "__main__":
    main()
