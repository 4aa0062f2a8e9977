"""The command line: ``python -m bot run | play | simulate | replay`` (also ``getaway …``)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import secrets
import sys
from pathlib import Path

from bot.config import SettingsError, load_settings
from bot.store import StoreError
from rules import ENGINES, get_engine
from rules.core import IllegalAction


def _parser() -> argparse.ArgumentParser:
    games = sorted(ENGINES)
    parser = argparse.ArgumentParser(prog="python -m bot", description="Getaway: escape games.")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run", help="run the Discord bot (needs DISCORD_TOKEN)")

    play = sub.add_parser("play", help="play a game in the terminal against the computer")
    play.add_argument("game", choices=games)
    play.add_argument("--players", type=int, help="number of players (default: the minimum)")
    play.add_argument(
        "--seat", type=int, action="append", help="the seat you play (repeat for several)"
    )
    play.add_argument("--hotseat", action="store_true", help="you play every seat")
    play.add_argument("--seed", type=int, default=None, help="seed of the shuffles")
    play.add_argument("--out", type=Path, default=Path("getaway-play"), help="where PNGs go")

    sim = sub.add_parser("simulate", help="play many computer games and print statistics")
    sim.add_argument("game", choices=games)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--random", action="store_true", help="random legal moves instead of the AI")
    sim.add_argument("--max-steps", type=int, default=20_000, help="house cap for random play")

    replay = sub.add_parser("replay", help="check a table: rebuild it from its log")
    replay.add_argument("table", type=int)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    command = args.command or "run"
    try:
        if command == "run":
            return _run()
        if command == "play":
            from bot.terminal import play

            engine = get_engine(args.game)
            players = args.players or engine.min_players
            humans = set(range(players)) if args.hotseat else set(args.seat or [0])
            seed = args.seed if args.seed is not None else secrets.randbits(32)
            return play(args.game, players=players, humans=humans, seed=seed, out=args.out)
        if command == "simulate":
            from bot.simulate import report, simulate

            engine = get_engine(args.game)
            players = args.players or engine.min_players
            stats = simulate(
                args.game,
                args.games,
                players,
                args.seed,
                random_play=args.random,
                max_steps=args.max_steps,
            )
            print(report(args.game, stats, players))
            return 0
        if command == "replay":
            return asyncio.run(_replay(args.table))
    except (SettingsError, StoreError, IllegalAction) as exc:
        print(getattr(exc, "reason", None) or str(exc), file=sys.stderr)
        return 2
    return 0


def _run() -> int:
    settings = load_settings()
    token = settings.require_token()
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    from bot.client import GetawayBot

    bot = GetawayBot(settings)
    bot.run(token, log_handler=None)
    return 0


async def _replay(table_id: int) -> int:
    from bot.store import Store
    from bot.tables import TableError, TableService

    settings = load_settings()
    store = await Store.open(settings.database)
    try:
        service = TableService(store)
        try:
            ok = await service.replay_check(table_id)
        except TableError as exc:
            print(exc, file=sys.stderr)
            return 2
        print(f"table #{table_id}: replay {'matches the snapshot' if ok else 'DIFFERS'}")
        return 0 if ok else 1
    finally:
        await store.close()
