"""The pacer that keeps the bot's own requests under Discord's global limit (bot/pacing.py), on a
fake clock: what is measured is when each request may go, never how long anything took."""

from __future__ import annotations

import asyncio

import pytest

from bot.pacing import Pacer


class FakeTime:
    """A clock that moves only when told, and a sleep that notes how long each caller would
    wait (from the moment it asked) without waiting."""

    def __init__(self) -> None:
        self.now = 100.0
        self.waits: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)


def pacer(time: FakeTime, rate: float, burst: float | None) -> Pacer:
    return Pacer(rate, burst, clock=time.clock, sleep=time.sleep)


async def test_a_burst_goes_at_once_up_to_its_size_then_at_the_rate() -> None:
    time = FakeTime()
    paced = pacer(time, rate=10, burst=5)
    await asyncio.gather(*(paced.take() for _ in range(25)))
    # the first five did not wait; the others go one every tenth of a second, in order
    assert paced.waited == 20 and len(time.waits) == 20
    assert time.waits == pytest.approx([(i + 1) / 10 for i in range(20)])
    # in no second do more than the rate plus the burst go
    starts = [0.0] * 5 + time.waits
    for first in starts:
        assert sum(1 for s in starts if first <= s < first + 1) <= 10 + 5


async def test_a_lull_refills_the_bucket_but_never_beyond_the_burst() -> None:
    time = FakeTime()
    paced = pacer(time, rate=10, burst=3)
    for _ in range(3):
        await paced.take()
    assert time.waits == []
    time.now += 60  # a quiet minute is worth three requests, not six hundred
    for _ in range(4):
        await paced.take()
    assert time.waits == pytest.approx([0.1])
    time.now += 0.05  # half a token later, the next waits for the rest of its token
    await paced.take()
    assert time.waits == pytest.approx([0.1, 0.15])


async def test_the_default_burst_is_a_seconds_worth_and_a_rate_must_be_positive() -> None:
    time = FakeTime()
    paced = pacer(time, rate=45, burst=None)
    await asyncio.gather(*(paced.take() for _ in range(90)))
    assert paced.waited == 45 and max(time.waits) == pytest.approx(1.0)
    with pytest.raises(ValueError):
        Pacer(0)
