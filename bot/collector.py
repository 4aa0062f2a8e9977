"""Short full garbage collections for a bot that runs for weeks.

A full collection walks every object the collector tracks, and most of them are built while
the bot starts and live as long as the process: imported modules and their functions,
discord.py's and pydantic's schemas, the cogs and their commands, the rules' tables: 164,000
objects in ``bench/bench_latency.py``, where a full pass over its 392,000 (simulated Discord
included) takes 210–230 ms, a pause every move waiting in the loop shares. ``gc.freeze``
moves them to the collector's permanent generation once setup is done, so later passes walk
only what the bot made since (its tables, discord.py's caches of guilds and messages).

Only objects alive after a collection are frozen, and they were going to live anyway; what
the running bot makes later is collected as before. The bot freezes twice: once set up, and
once connected (discord.py's caches of the servers, their channels and roles, arrive then).

The collector's thresholds are a server's too (:data:`THRESHOLDS`): a young collection every
10,000 net allocations instead of 700 (a pass over them takes a few milliseconds; most of what
a move allocates is freed by reference counts before), and a full one after 100 middle ones
instead of 10, so that a burst of moves ends before one starts; full passes still come, fewer.
"""

from __future__ import annotations

import gc
import logging

log = logging.getLogger(__name__)


#: young, middle and full thresholds of :func:`gc.set_threshold` for a running bot
THRESHOLDS = (10_000, 20, 100)


def server_policy() -> int:
    """The running bot's collector: thresholds for a server, start-up objects frozen; returns
    how many objects are frozen."""
    gc.set_threshold(*THRESHOLDS)
    return freeze_startup_objects()


def freeze_startup_objects() -> int:
    """Collect, then move every surviving object out of future full collections; returns how
    many objects are now frozen."""
    gc.collect()
    gc.freeze()
    frozen = gc.get_freeze_count()
    log.info("start-up objects moved out of garbage collection: %d", frozen)
    return frozen
