"""The simulation's share of the bot's CPU, from samples instead of cProfile.

Run from the repository root, with py-spy (not a dependency of the project)::

    py-spy record --gil --threads --rate 250 --format raw --full-filenames -o spy.txt \\
        -- python bench/bench_requests.py --games fled:3
    python bench/sampled_share.py spy.txt

``--gil`` keeps the samples of the thread holding the GIL, so a thread waiting (in ``select``, for
the GIL, for a core) is not counted; each sample keeps its whole stack. A sample is put on one
side by ``bench/bench_requests.py``'s rule, read on the stack: the frames above the event loop's
``_run_once`` (the script's ``main``) are nobody's; the standard library's go to whoever called
it; the innermost frame of simcord or of a driver (the tests' and the benchmarks') makes the
sample the simulation's; the innermost frame of the bot or a library makes it the bot's unless,
further out, a driver's frame comes before any of simcord's (a driver calling the bot), and the
event loop's own work is the bot's. cProfile slows each call, more so the many small ones of the
simulation; sampling does not, at the cost of its count (1,000 samples: about ±1.6 points).
Prints each thread's samples by side and the simulation's share.
"""

from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_requests import path_kind  # the rule's sides, as the profile sees them

FRAME = re.compile(r"^(?P<function>.*) \((?P<path>.*):\d+\)$")


def side(frames: list[str]) -> str:
    """Whose a sample is, from its frames (outermost first)."""
    loop = max((i for i, f in enumerate(frames) if f.startswith("_run_once ")), default=-1)
    kinds = []
    for frame in frames[loop + 1 :]:
        found = FRAME.match(frame)
        kinds.append(path_kind(found["path"]) if found else "library")
    known = [k for k in kinds if k != "library"]
    if not known:
        return "bot"  # the event loop's own work, or a thread of the bot's
    if known[-1] != "bot":
        return "simulation"
    callers = [k for k in known if k != "bot"]
    return "simulation" if callers and callers[-1] == "driver" else "bot"


def main() -> None:
    threads: defaultdict[str, Counter[str]] = defaultdict(Counter)
    for line in Path(sys.argv[1]).read_text(encoding="utf-8").splitlines():
        stack, _, count = line.rpartition(" ")
        frames = stack.split(";")
        thread = "all"
        if frames[0].startswith("thread "):  # py-spy --threads
            thread = frames.pop(0).partition(": ")[2] or "unnamed"
        threads[thread][side(frames)] += int(count)
    print(f"{'thread':<40}{'bot':>7}{'simulation':>12}{'share':>8}")
    for thread, samples in sorted(threads.items(), key=lambda item: -item[1].total()):
        share = samples["simulation"] / samples.total()
        print(f"{thread:<40}{samples['bot']:>7}{samples['simulation']:>12}{100 * share:7.1f}%")


if __name__ == "__main__":
    main()
