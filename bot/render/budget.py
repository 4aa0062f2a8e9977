"""The drawing caches' default budget, in a module of its own so that the settings and the bot's
side of the picture workers read it without importing the drawing code (nor Pillow)."""

#: MiB of drawn parts (pixels) the drawing caches of a process keep, unless told otherwise
#: (``GETAWAY_PICTURE_CACHE_MB``; see :func:`bot.render.common.set_drawing_cache`)
DRAWING_CACHE_MB = 32
