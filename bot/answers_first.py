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

A quick answer (see ``cogs/answers.py``) is sent as the interaction's response itself, with a
deferral armed here in case it is late: the deferral is made as soon as another interaction is
acknowledged (the answer now waits behind that one's work) or when its time is up, and called
off when the answer is sent.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
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
        #: the quick answers being made, by interaction: the armed timer and the deferral
        self._armed: dict[int, tuple[asyncio.TimerHandle, Callable[[], None]]] = {}

    @property
    def pending(self) -> int:
        return len(self._pending)

    def acknowledged(self, interaction_id: int) -> None:
        """An interaction was acknowledged by the handler running now; its answer is due. The
        quick answers being made will come after its work: they are deferred now."""
        for armed in list(self._armed):
            self._defer(armed)
        self._pending.add(interaction_id)
        _CURRENT.set(interaction_id)
        task = asyncio.current_task()
        if task is not None:  # a handler that ends without answering stops counting too
            task.add_done_callback(lambda _: self.answered(interaction_id))

    def arm(self, interaction_id: int, within: float, defer: Callable[[], None]) -> None:
        """The acknowledged interaction's answer is being made: ``defer`` it unless it is sent
        (:meth:`disarm`) within ``within`` seconds and before another click comes."""
        timer = asyncio.get_running_loop().call_later(within, self._defer, interaction_id)
        self._armed[interaction_id] = (timer, defer)

    def disarm(self, interaction_id: int) -> None:
        """The answer is being sent: no deferral."""
        armed = self._armed.pop(interaction_id, None)
        if armed is not None:
            armed[0].cancel()

    def _defer(self, interaction_id: int) -> None:
        timer, defer = self._armed.pop(interaction_id)
        timer.cancel()  # its own call, or called early
        defer()

    def answered(self, interaction_id: int) -> None:
        self.disarm(interaction_id)
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
