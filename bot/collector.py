"""Short full garbage collections for a bot that runs for weeks.

A full collection walks every object the collector tracks, and most of them are built while
the bot starts and live as long as the process: imported modules and their functions,
discord.py's and pydantic's schemas, the cogs and their commands, the rules' tables: 164,000
objects in ``bench/bench_latency.py``, where a full pass over its 392,000 (simulated Discord
included) takes 210–230 ms, a pause every move waiting in the loop shares. ``gc.freeze``
moves them to the collector's permanent generation once setup is done, so later passes walk
only what the bot made since (its tables, discord.py's caches of guilds and messages).

Only objects alive after a collection are frozen, and they were going to live anyway; what
the running bot makes later is collected as before.
"""

from __future__ import annotations

import gc
import logging

log = logging.getLogger(__name__)


def freeze_startup_objects() -> int:
    """Collect, then move every surviving object out of future full collections; returns how
    many objects are now frozen."""
    gc.collect()
    gc.freeze()
    frozen = gc.get_freeze_count()
    log.info("start-up objects moved out of garbage collection: %d", frozen)
    return frozen
