"""Players' answers before public redraws.

A move has two halves: the mover's private answer (their updated panel) and the public side
(the table message and its picture, the turn ping, DMs). Both compete for the same event loop
and picture workers, so under a burst of simultaneous moves every answer would also wait behind
other tables' redraws. Here the public half of a move waits, briefly, until the interactions
already acknowledged when it got there have had their answers: every mover hears back first,
then the tables catch up.

The wait is bounded (:attr:`AnswersFirst.limit`) and covers only interactions acknowledged
before it began, so a steady stream of new clicks never holds a table back for long; an
interaction stops counting at its first answer or, at the latest, when its handler ends.
"""

from __future__ import annotations

import asyncio
from contextvars import ContextVar

#: the interaction the running handler acknowledged (each handler runs in a task of its own)
_CURRENT: ContextVar[int | None] = ContextVar("getaway_interaction", default=None)


class AnswersFirst:
    def __init__(self, limit: float = 2.0) -> None:
        #: the longest a redraw waits for others' answers, in seconds
        self.limit = limit
        self._pending: set[int] = set()
        #: each waiting redraw: the interactions it waits for (shrinking), and its wake-up
        self._waiters: list[tuple[set[int], asyncio.Future[None]]] = []

    @property
    def pending(self) -> int:
        return len(self._pending)

    def acknowledged(self, interaction_id: int) -> None:
        """An interaction was acknowledged by the handler running now; its answer is due."""
        self._pending.add(interaction_id)
        _CURRENT.set(interaction_id)
        task = asyncio.current_task()
        if task is not None:  # a handler that ends without answering stops counting too
            task.add_done_callback(lambda _: self.answered(interaction_id))

    def answered(self, interaction_id: int) -> None:
        if interaction_id not in self._pending:
            return
        self._pending.discard(interaction_id)
        for ahead, wake in self._waiters:
            ahead.discard(interaction_id)
            if not ahead and not wake.done():
                wake.set_result(None)
        self._waiters = [w for w in self._waiters if not w[1].done()]

    async def wait(self) -> None:
        """Until the interactions acknowledged so far (but the caller's own) are answered, or
        :attr:`limit` seconds."""
        ahead = self._pending - {_CURRENT.get()}
        if not ahead:
            return
        wake: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append((ahead, wake))
        try:
            await asyncio.wait_for(wake, self.limit)
        except TimeoutError:
            pass
        finally:
            self._waiters = [w for w in self._waiters if w[1] is not wake]
