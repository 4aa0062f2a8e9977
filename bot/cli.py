"""The command line: ``python -m bot run | init | backup | health | play | simulate | replay |
migrate-to-postgres`` (also ``getaway …``)."""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import secrets
import signal
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from bot import heap
from bot.backends import open_store
from bot.config import RUN_OPTIONS, Settings, SettingsError, load_settings
from bot.i18n import language_of
from bot.pictures import PICTURES
from bot.store import StoreError
from bot.store_sqlite import InstanceLock, backup_database
from rules import game_ids, get_engine
from rules.core import IllegalAction, Outcome

if TYPE_CHECKING:  # imported when run starts: the other commands need no discord.py
    from bot.client import GetawayBot


def _parser() -> argparse.ArgumentParser:
    games = list(game_ids())  # listed without importing every engine
    parser = argparse.ArgumentParser(prog="python -m bot", description="Getaway: escape games.")
    sub = parser.add_subparsers(dest="command")
    run = sub.add_parser("run", help="run the Discord bot (needs DISCORD_TOKEN)")
    run.add_argument(
        "--new-db",
        action="store_true",
        help="create the database if GETAWAY_DB names a file that does not exist yet",
    )
    run.add_argument(
        "--shards", help="the shards this process runs, first-last like 0-3 (GETAWAY_SHARDS)"
    )
    run.add_argument(
        "--shard-count", help="shards of the whole bot, needed with --shards (GETAWAY_SHARD_COUNT)"
    )
    sub.add_parser("init", help="create (or upgrade) the database at GETAWAY_DB, then exit")
    backup = sub.add_parser("backup", help="copy the database safely, even while the bot runs")
    # a string, not a Path: a trailing slash (a folder, made if need be) must reach backup
    backup.add_argument("path", help="a file, or a folder (path/) for a time-stamped file")
    sub.add_parser("health", help="exit 0 when a bot runs on the database and is connected")

    play = sub.add_parser("play", help="play a game in the terminal against the computer")
    play.add_argument("game", choices=games)
    play.add_argument("--players", type=int, help="number of players (default: the minimum)")
    play.add_argument(
        "--seat", type=int, action="append", help="the seat you play (repeat for several)"
    )
    play.add_argument("--hotseat", action="store_true", help="you play every seat")
    play.add_argument("--seed", type=int, default=None, help="seed of the shuffles")
    play.add_argument("--out", type=Path, default=Path("getaway-play"), help="where PNGs go")
    play.add_argument(
        "--lang", help="language of the game, e.g. en or fr (default: from your LANG setting)"
    )
    play.add_argument(
        "--options",
        default="",
        help='house rules as key=value pairs, e.g. "events=random" (as /game new options)',
    )

    sim = sub.add_parser("simulate", help="play many computer games and print statistics")
    sim.add_argument("game", choices=games)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--random", action="store_true", help="random legal moves instead of the AI")
    sim.add_argument("--max-steps", type=int, default=20_000, help="house cap for random play")
    sim.add_argument(
        "--options", default="", help='house rules as key=value pairs, e.g. "events=random"'
    )
    sim.add_argument(
        "--seat-ai",
        default="",
        metavar="SEAT=PLAYER,…",
        help="who plays which seat: ai (the default), random, or module:function, e.g. "
        "0=ai,1=tests.rules.fugitive.ai_before:choose_action",
    )
    sim.add_argument(
        "--swap",
        action="store_true",
        help="play every seed a second time with the seats' players in reverse order",
    )

    replay = sub.add_parser(
        "replay", help="check a table, or a record from /game export: rebuild it from its log"
    )
    replay.add_argument("table", help="a table's number in the database, or a record's file")

    migrate = sub.add_parser(
        "migrate-to-postgres",
        help="copy the SQLite database at GETAWAY_DB into a new PostgreSQL database, then check it",
    )
    migrate.add_argument("url", help="postgresql://user:password@host/database, still unused")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    command = args.command or "run"
    try:
        if command == "run":
            # `python -m bot` alone runs too, without run's options
            options = {field: getattr(args, field, None) for field in RUN_OPTIONS}
            return _run(new_db=getattr(args, "new_db", False), options=options)
        if command == "init":
            return asyncio.run(_init())
        if command == "backup":
            return _backup(args.path)
        if command == "health":
            return _health()
        if command == "play":
            from bot.terminal import play

            engine = get_engine(args.game)
            players = args.players or engine.min_players
            humans = set(range(players)) if args.hotseat else set(args.seat or [0])
            seed = args.seed if args.seed is not None else secrets.randbits(32)
            lang = language_of(args.lang or os.environ.get("LANG"))
            try:
                options = table_options(args.game, args.options)
            except ValueError as exc:
                print(exc, file=sys.stderr)
                return 2
            return play(
                args.game,
                players=players,
                humans=humans,
                seed=seed,
                out=args.out,
                lang=lang,
                options=options,
            )
        if command == "simulate":
            from bot.simulate import PlayerError, parse_seats, report, simulate

            engine = get_engine(args.game)
            players = args.players or engine.min_players
            try:
                seat_ai = parse_seats(args.seat_ai, players)
                options = table_options(args.game, args.options)
            except (PlayerError, ValueError) as exc:
                print(exc, file=sys.stderr)
                return 2
            stats = simulate(
                args.game,
                args.games,
                players,
                args.seed,
                random_play=args.random,
                max_steps=args.max_steps,
                seat_ai=seat_ai,
                swap=args.swap,
                options=options,
            )
            print(report(args.game, stats, players))
            return 0
        if command == "replay":
            if args.table.isdigit():
                return asyncio.run(_replay(int(args.table)))
            return _replay_record(Path(args.table))
        if command == "migrate-to-postgres":
            return asyncio.run(_migrate(args.url))
    except (SettingsError, StoreError, IllegalAction) as exc:
        print(getattr(exc, "reason", None) or str(exc), file=sys.stderr)
        return 2
    return 0


def _run(*, new_db: bool = False, options: dict[str, str | None] | None = None) -> int:
    settings = load_settings(options=options)
    token = settings.require_token()
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    if settings.on_postgres:  # the bot holds its shards in the database (bot/slots.py)
        from bot.slots import HeartbeatFile  # with asyncpg: 0.15 s that SQLite runs go without

        lock = None
        beat = HeartbeatFile(settings.shard_ids).beat
    else:
        lock = InstanceLock(settings.database)
        lock.acquire()  # a second bot on the same file refuses here, naming the first
        beat = lock.beat
    try:
        # an explicitly configured file must exist: a missing one means an unmounted volume
        create = new_db or "database" not in settings.model_fields_set
        bot = start_bot(settings, heartbeat=beat, create=create)
        import aiohttp
        import discord

        # a plain `kill` or `docker stop` closes like Ctrl-C: logged out, database closed
        signal.signal(signal.SIGTERM, _interrupt)
        try:
            bot.run(token, log_handler=None)
        except discord.LoginFailure:
            raise SettingsError(
                "Discord refused the token (DISCORD_TOKEN): it is wrong or was reset. Copy it "
                "again from https://discord.com/developers/applications (Bot → Reset Token)."
            ) from None
        except discord.PrivilegedIntentsRequired:
            raise SettingsError(
                "Discord refused a privileged intent; Getaway needs none, so check that this "
                "is the right bot application."
            ) from None
        except (aiohttp.ClientError, OSError) as exc:
            raise SettingsError(
                f"Cannot reach Discord ({type(exc).__name__}: {exc}). Check the network "
                "connection (and DNS) of this machine or container, then start again."
            ) from None
    finally:
        PICTURES.stop()
        if lock is not None:
            lock.release()
    return 0


def start_bot(
    settings: Settings, heartbeat: Callable[[], None] | None, *, create: bool = True
) -> GetawayBot:
    """The client ``run`` connects, once its database is checked (a refusal is a
    :class:`StoreError` raised here, before the login; ``create`` as :func:`open_store`).

    The collector is off from here until the client is set up (``python -m bot run`` turns it
    off before its imports), when one full collection precedes the freeze of what is left
    (:func:`bot.collector.server_policy`): the start-up's ~100,000 objects live as long as
    the process, and collecting while they were made walked them again and again (~230
    collections, three of them full, with Python's thresholds; with a server's, the first
    middle one walked them all as a full one does, just before the freeze). The check
    runs in a thread while the client and discord.py are imported: SQLite's ``quick_check``,
    which grows with the database, works outside the GIL. The picture workers start once the
    cogs are loaded (:meth:`GetawayBot.setup_hook`). The process keeps one C heap arena
    (:func:`bot.heap.one_arena`), set before the check's thread has one of its own."""
    heap.one_arena()
    gc.disable()
    with ThreadPoolExecutor(1, thread_name_prefix="database check") as checking:
        checked = checking.submit(asyncio.run, _check_database(settings.database, create=create))
        from bot.client import GetawayBot

        checked.result()
    return GetawayBot(
        settings,
        heartbeat=heartbeat,
        freeze_after_setup=True,
        picture_workers=settings.drawing_processes(),
    )


def _interrupt(*_: object) -> None:
    raise KeyboardInterrupt


async def _check_database(path: Path | str, *, create: bool) -> None:
    """Open the database once before connecting to Discord: permissions, damage, a missing
    file and migrations are reported at once, in a sentence, not after the login."""
    store = await open_store(path, create=create, check=True)
    await store.close()


async def _init() -> int:
    settings = load_settings()
    if isinstance(settings.database, str):
        store = await open_store(settings.database, create=True)
        await store.close()
        print(f"The PostgreSQL database {store.where} is ready for Getaway.")
        return 0
    existed = settings.database.exists()
    await _check_database(settings.database, create=True)
    verb = "is ready (it already existed)" if existed else "was created"
    print(f"The database {settings.database} {verb}.")
    return 0


def table_options(game: str, text: str) -> Any:
    """The game's options from ``key=value`` words (the rulebook's where none are given);
    ValueError with a sentence saying what is wrong."""
    pairs = [word.partition("=") for word in text.replace(",", " ").split()]
    bad = [key + sep + value for key, sep, value in pairs if not (key and sep and value)]
    if bad:
        raise ValueError(f"Write options as key=value, not {bad[0]!r}.")
    data = {key: value for key, _, value in pairs}
    engine = get_engine(game)
    unknown = sorted(set(data) - set(engine.Options.model_fields))
    if unknown:
        known = ", ".join(engine.Options.model_fields) or "none"
        raise ValueError(f"Unknown option {', '.join(unknown)}. Options: {known}.")
    try:
        return engine.load_options(data)
    except ValidationError as exc:
        details = "; ".join(f"{e['loc'][0]}: {e['msg']}" for e in exc.errors())
        raise ValueError(f"Bad option value ({details}).") from None


def _backup(path: str) -> int:
    settings = load_settings()
    if isinstance(settings.database, str):
        raise StoreError(
            "On PostgreSQL, back up with the server's own tool, while the bot runs: "
            '`pg_dump --format=custom --file=getaway.dump "$GETAWAY_DB"` (README, "When one '
            'process is not enough").'
        )
    done = backup_database(settings.database, path)
    print(
        f"Backed up {settings.database} to {done.path}: {done.tables} tables, {done.moves} "
        f"moves, {done.size / 1024:.0f} KiB."
    )
    return 0


def _health() -> int:
    settings = load_settings()
    if isinstance(settings.database, str):
        from bot.slots import HeartbeatFile

        problem = HeartbeatFile(settings.shard_ids).health()
    else:
        problem = InstanceLock.health(settings.database)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    print("healthy")
    return 0


async def _replay(table_id: int) -> int:
    from bot.table_service import TableService
    from bot.tables import TableError

    settings = load_settings()
    store = await open_store(settings.database, create=False)
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


def _replay_record(path: Path) -> int:
    """Rebuild a game from its record (``/game export``) and say whether it ends where the game
    did."""
    from bot.records import Record, fingerprint, rebuild

    try:
        record = Record.model_validate_json(path.read_bytes())
        state = rebuild(record)
    except OSError as exc:
        print(f"cannot read {path}: {exc.strerror}", file=sys.stderr)
        return 2
    except (ValidationError, ValueError) as exc:
        print(f"{path} is not a Getaway game record: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2
    engine = get_engine(record.game)
    # a forfeit or an abandon is the table's result, not the position's
    outcome = Outcome.model_validate(record.outcome) if record.outcome else engine.outcome(state)
    players = ", ".join(record.players)
    print(f"table #{record.table}: {engine.title}, {len(record.players)} players ({players})")
    print(f"{len(record.actions)} moves rebuilt from seed {record.seed}")
    if outcome is not None:
        winners = ", ".join(record.players[seat] for seat in outcome.winners) or "nobody"
        print(f"result: {outcome.reason}; won by {winners}")
    ok = fingerprint(state) == record.final
    print("the final position matches the record" if ok else "the final position DIFFERS")
    return 0 if ok else 1


async def _migrate(url: str) -> int:
    from bot.migrate import migrate, summary

    settings = load_settings()
    if isinstance(settings.database, str):
        from bot.store_postgres import shown

        raise StoreError(
            f"GETAWAY_DB already names a PostgreSQL database ({shown(settings.database)}): "
            "migrate-to-postgres copies the SQLite file GETAWAY_DB names, so point it at that "
            "file while you migrate."
        )
    print(summary(await migrate(settings.database, url)))
    return 0
