"""What a change of a table owes Discord (its message, a turn ping, a recap, DMs, notices),
written in the change's own transaction (``bot/outbox.py``), and when a decision keeps its clock.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from bot.outbox import Work, enqueue, for_table
from bot.tables import Table, TableError
from rules.core import Event

#: seconds a table message waits while the same player goes on with their turn (or the same
#: vote with its ballots), each step putting it off again (at most ``bot.outbox.LONGEST_HOLD``),
#: so that a turn whose steps come less than this apart costs Discord one edit; the mover sees
#: each step at once in their panel, the others see the turn when it passes or when it pauses
HOLD_EDIT = 8.0


def same_turn(before: Sequence[int], now: Sequence[int], movers: Iterable[int]) -> bool:
    """Whether a position still waits on the same decision after ``movers`` acted: the same
    seats (a turn of several steps), or exactly those minus the seats that just decided (a
    simultaneous vote whose ballots come in one by one). Its clock and its ping stand: one
    deadline per decision, set when it opens. A vote that is over leads to a new decision, even
    if one of its voters is to act next."""
    if not now:
        return False
    left = set(now)
    return left == set(before) or left == set(before) - set(movers)


#: the seats a change calls by DM, and why ("turn"…): each game's Discord side says
#: (``GameUI.dm_seats``); the default calls each seat that has just become awaited
DmSeats = Callable[[Table, Sequence[int], Sequence[Event]], list[tuple[int, str]]]


def newly_awaited(
    table: Table, before: Sequence[int], events: Sequence[Event]
) -> list[tuple[int, str]]:
    return [(seat, "turn") for seat in table.awaited() if seat not in before]


def turn_work(
    table: Table,
    before: Sequence[int],
    movers: Iterable[int],
    dms: Sequence[tuple[int, str]],
) -> list[Work]:
    """The Discord work of a table that has just reached its present version from a position
    that awaited ``before`` (``movers`` acted): its message, and a turn ping, a recap and DMs
    where they are news."""
    if table.status != "playing":
        work = [for_table(table.id, "message")]
        if table.status == "finished":
            work.append(for_table(table.id, "recap", key=f"recap:{table.id}"))
    else:
        awaited = table.awaited()
        pinged = bool(awaited) and not same_turn(before, awaited, movers)
        # the same decision goes on (the mover's next step, the next ballot): the table
        # message may wait for the steps that follow and show them in one edit
        work = [for_table(table.id, "message", hold=0.0 if pinged else HOLD_EDIT)]
        if pinged:
            key = f"ping:{table.id}:{table.version}"
            work.append(for_table(table.id, "ping", key, version=table.version))
        for seat, why in dms:
            key = f"dm:{table.id}:{table.version}:{seat}"
            # ``called``: the ping of the same change calls the seat at the table too, so its DM
            # is news only for what else it says (``cogs/delivery.py``)
            called = pinged and seat in awaited
            data: dict[str, Any] = {
                "seat": seat,
                "version": table.version,
                "why": why,
                "called": called,
            }
            work.append(for_table(table.id, "dm", key, **data))
    return work


def notice(table_id: int, key: str | None, text: str, **args: Any) -> Work:
    """A public notice at a table: the catalogue's ``text`` with ``args``; a ``who`` or
    ``seats`` argument (seat numbers) is said with the seats' names and mentions them."""
    return for_table(table_id, "notice", key, text=text, args=args)


def timeout_key(table_id: int, version: int | None = None) -> str:
    """The key of a table's time-out notice at ``version``; without it, the start of all of
    them (a notice replaces the one before it)."""
    return f"timeout:{table_id}:{'' if version is None else version}"


async def remember_message(db: Any, table_id: int, message_id: int) -> None:
    await db.execute("UPDATE tables SET message_id = ? WHERE id = ?", (message_id, table_id))


async def remember_ping(db: Any, table_id: int, message_id: int | None) -> None:
    await db.execute("UPDATE tables SET ping_id = ? WHERE id = ?", (message_id, table_id))


async def touch(db: Any, table_id: int, now: float, work: Sequence[Work] = ()) -> None:
    """A change of a table that is not a move (a seat, a stand-in…): when, and its work."""
    await db.execute("UPDATE tables SET updated_at = ? WHERE id = ?", (now, table_id))
    await enqueue(db, work, now)


async def close_status(db: Any, table_id: int, status: str) -> None:
    """Close an open table; a table closed meanwhile stays as it is (a refusal)."""
    closing = await db.returning(
        "UPDATE tables SET status = ? WHERE id = ? AND status IN ('lobby', 'playing') RETURNING id",
        (status, table_id),
    )
    if not closing:
        raise TableError("table-over")
