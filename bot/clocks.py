"""A table's clock: the timers of each new decision (its deadline, reminders, the end of a
discussion), written in the transaction of the change that opens the decision, and the seats
the computer plays. :mod:`bot.timers` fires them."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from bot.store import Store
from bot.table_work import notice, touch
from bot.tables import Table
from bot.timecontrol import TimeControl, timers_for
from rules.core import Engine


async def schedule(
    db: Any,
    table_id: int,
    engine: Engine[Any, Any, Any],
    state: Any,
    control: TimeControl,
    version: int,
    now: float,
) -> float | None:
    """The timers of a new decision (within the change's transaction); returns its deadline."""
    await db.execute("DELETE FROM timers WHERE table_id = ?", (table_id,))
    stand_in = bool(set(engine.awaited(state)) & set(control.stand_ins))
    deadline, timers = timers_for(
        control, now, discussion=engine.discussion(state), stand_in=stand_in
    )
    await db.insert(
        "timers",
        ("table_id", "kind", "due", "version", "data"),
        [(table_id, kind, due, version, json.dumps(data)) for kind, due, data in timers],
    )
    return deadline


async def opens_at(store: Store, table_id: int) -> float | None:
    """When the moves of a discussed position open (None: they are open)."""
    row = await store.fetchone(
        "SELECT due FROM timers WHERE table_id = ? AND kind = 'opens'", (table_id,)
    )
    return None if row is None else float(row[0])


async def set_control(db: Any, table: Table, **changes: Any) -> TimeControl:
    """Change the table's time control (inside the caller's transaction); returns it."""
    control = replace(table.time_control, **changes)
    await db.execute(
        "UPDATE tables SET time_control = ? WHERE id = ?", (json.dumps(control.dump()), table.id)
    )
    return control


async def stand_in(
    db: Any, table: Table, seat: int, now: float, reason: str = "dropped"
) -> TimeControl:
    """From now on the computer plays ``seat``, whose player forfeited for ``reason`` (left
    the tournament, resigned, ran out of time): at once if it is to act. Inside the caller's
    transaction; the caller holds the table's lock. The table hears it once."""
    control = await set_control(
        db, table, stand_ins=tuple(sorted({*table.time_control.stand_ins, seat}))
    )
    if table.status == "playing" and seat in table.awaited():
        await schedule(db, table.id, table.engine, table.state, control, table.version, now)
    key = f"stand-in:{table.id}:{seat}"
    work = [notice(table.id, key, "time-forfeit-stand-in", who=seat, reason=reason)]
    await touch(db, table.id, now, work)
    return control
