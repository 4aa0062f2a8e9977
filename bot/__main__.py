import gc
import sys

from bot.collector import THRESHOLDS

if sys.argv[1:2] in ([], ["run"]):
    # the bot itself: a server's collector before the command line's imports (bot.cli.start_bot
    # says why), which allocate as many lasting objects as the client's and the cogs'
    gc.set_threshold(*THRESHOLDS)

from bot.cli import main  # after the collector is set

if __name__ == "__main__":  # not when a picture worker is spawned
    raise SystemExit(main())
