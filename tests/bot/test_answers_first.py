"""Movers are answered before tables are redrawn (bot/answers_first.py).

Each handler below runs in a task of its own, as discord.py runs each interaction's."""

from __future__ import annotations

import asyncio

from bot.answers_first import AnswersFirst


async def test_a_redraw_waits_for_the_answers_already_due_and_not_for_its_own() -> None:
    gate = AnswersFirst(limit=600)  # a redraw waiting for its own answer would hang
    order: list[str] = []
    acknowledged = asyncio.Event()
    answer_now = asyncio.Event()

    async def other_player() -> None:
        gate.acknowledged(2)
        acknowledged.set()
        await answer_now.wait()
        order.append("answer 2")
        gate.answered(2)

    async def mover() -> None:
        gate.acknowledged(1)
        order.append("answer 1")
        gate.answered(1)
        await acknowledged.wait()
        await gate.wait()  # table 1's redraw
        order.append("redraw 1")

    async def starts_a_redraw_while_its_own_answer_is_due() -> None:
        gate.acknowledged(3)  # /game start: redraws, then answers
        await acknowledged.wait()
        answer_now.set()
        await gate.wait()  # waits for 2, not for itself
        order.append("redraw 3")
        gate.answered(3)

    handlers = [other_player(), mover(), starts_a_redraw_while_its_own_answer_is_due()]
    await asyncio.wait_for(asyncio.gather(*handlers), 30)
    assert order.index("answer 2") < order.index("redraw 1")
    assert order.index("answer 2") < order.index("redraw 3")
    assert gate.pending == 0


async def test_a_redraw_does_not_wait_for_clicks_that_came_after_it() -> None:
    gate = AnswersFirst(limit=5)
    answer_first, release_late = asyncio.Event(), asyncio.Event()

    async def first_click() -> None:
        gate.acknowledged(1)
        await answer_first.wait()
        gate.answered(1)

    async def late_click() -> None:
        gate.acknowledged(2)
        await release_late.wait()

    first = asyncio.ensure_future(first_click())
    await asyncio.sleep(0)
    redraw = asyncio.ensure_future(gate.wait())  # e.g. the timekeeper's: no interaction
    late = asyncio.ensure_future(late_click())
    await asyncio.sleep(0)
    assert not redraw.done()
    answer_first.set()
    await asyncio.wait_for(redraw, 1)  # done although interaction 2 is still due
    assert gate.pending == 1
    release_late.set()
    await asyncio.gather(first, late)
    assert gate.pending == 0  # a handler that ends without answering stops counting


async def test_a_redraw_waits_at_most_the_limit() -> None:
    gate = AnswersFirst(limit=0.05)
    never = asyncio.Event()

    async def stuck_handler() -> None:
        gate.acknowledged(7)
        await never.wait()

    stuck = asyncio.ensure_future(stuck_handler())
    await asyncio.sleep(0)
    loop = asyncio.get_running_loop()
    began = loop.time()
    await gate.wait()
    assert loop.time() - began >= 0.05
    assert gate.pending == 1
    stuck.cancel()
    await asyncio.gather(stuck, return_exceptions=True)
    assert gate.pending == 0


async def test_an_armed_deferral_is_made_when_late_or_when_another_click_comes() -> None:
    gate = AnswersFirst()
    deferred: list[int] = []
    release = asyncio.Event()

    async def quick_click(number: int, within: float) -> None:
        gate.acknowledged(number)
        gate.arm(number, within, lambda: deferred.append(number))
        await release.wait()

    late = asyncio.ensure_future(quick_click(1, 0.01))
    await asyncio.sleep(0.05)
    assert deferred == [1]  # its time was up
    slow = asyncio.ensure_future(quick_click(2, 600))
    await asyncio.sleep(0)
    assert deferred == [1]
    gate.acknowledged(3)  # another click: the answer being made waits behind its work
    assert deferred == [1, 2]
    gate.answered(3)
    release.set()
    await asyncio.gather(late, slow)
    assert gate.pending == 0


async def test_an_answer_sent_in_time_calls_its_deferral_off() -> None:
    gate = AnswersFirst()
    deferred: list[int] = []
    gate.acknowledged(1)
    gate.arm(1, 0.01, lambda: deferred.append(1))
    gate.disarm(1)  # its answer is being sent
    gate.answered(1)
    gate.acknowledged(2)
    gate.arm(2, 0.01, lambda: deferred.append(2))
    gate.answered(2)  # answered without disarming first
    await asyncio.sleep(0.05)
    gate.acknowledged(3)
    assert deferred == []
