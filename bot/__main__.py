import gc
import sys

if sys.argv[1:2] in ([], ["run"]):
    # the bot itself: no collection from here until it is set up (bot.cli.start_bot says
    # why); the command line's imports allocate as many lasting objects as the client's
    gc.disable()

from bot.cli import main  # after the collector is off

if __name__ == "__main__":  # not when a picture worker is spawned
    raise SystemExit(main())
