"""Getaway's tests: ``tests/rules``, ``tests/bot``, ``tests/cogs`` and ``tests/contract``."""

#: How long, in real seconds, simcord lets the bot take to go idle (after a step, or while
#: virtual time passes) before it calls the bot stuck. Its default, 5 s, was hit by a test that
#: passes in well under a second of CPU when the suite's two workers shared the two cores with
#: other work; a bot that is really stuck still fails, a minute later.
SETTLE_SECONDS = 60.0
