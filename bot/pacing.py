"""Pacing the bot's own requests under Discord's global limit, instead of meeting it through 429s.

Discord lets a bot make 50 requests a second across all its processes, interaction responses
and follow-ups aside (https://docs.discord.com/developers/topics/rate-limits#global-rate-limit).
A burst of moves on many tables each owes table edits, pings and DMs; sent at once, the 51st
request of a second is refused with a 429, retried, and the refusals count against the bot's
invalid-request allowance. :class:`Pacer` is a token bucket that each budgeted request waits on
first: up to ``burst`` go at once, then ``rate`` a second, in the order they asked.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

#: Discord's global limit is 50 a second: a margin for the requests a person's click makes
#: outside the pacer and for clocks that disagree
RATE = 45.0


class Pacer:
    """A token bucket: ``rate`` requests a second on average, ``burst`` at once after a lull.
    A caller that finds the bucket empty reserves the next token and sleeps until it comes, so
    callers go in the order they asked and the wait grows with the queue."""

    def __init__(
        self,
        rate: float = RATE,
        burst: float | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
    ) -> None:
        if rate <= 0:
            raise ValueError("a pacer needs a positive rate")
        self.rate = rate
        #: a second's worth by default: a lull's burst never exceeds the limit of that second
        self.burst = rate if burst is None else burst
        self._clock = clock
        self._sleep = sleep
        self._tokens = self.burst
        self._stamp = clock()
        #: requests that had to wait, and how long they waited in all (seconds)
        self.waited = 0
        self.waited_s = 0.0

    def _reserve(self) -> float:
        """Take a token (perhaps one that is still to come); seconds until it is there."""
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._stamp) * self.rate)
        self._stamp = now
        self._tokens -= 1
        return 0.0 if self._tokens >= 0 else -self._tokens / self.rate

    async def take(self) -> None:
        """Wait for this request's turn under the rate."""
        wait = self._reserve()
        if wait > 0:
            self.waited += 1
            self.waited_s += wait
            await self._sleep(wait)
