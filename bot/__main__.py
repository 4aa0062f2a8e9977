from bot.cli import main

if __name__ == "__main__":  # not when a picture worker is spawned
    raise SystemExit(main())
