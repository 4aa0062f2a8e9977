# Getaway: the Discord bot in a slim image. The SQLite database lives on the /data volume.
#
# Bind mounts: the bot runs as uid 10001, so a host folder mounted on /data must be writable by
# that user (`sudo chown -R 10001:10001 ./getaway-data`); otherwise the bot refuses to start and
# says it is a permission problem. Named volumes (-v getaway-data:/data) need nothing.

# a pinned base image: rebuilds get the same Python until this line is changed on purpose
FROM python:3.11.14-slim-bookworm

# GETAWAY_IN_DOCKER: a missing token is explained with `docker run -e`, not with a .env file
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    GETAWAY_DB=/data/getaway.sqlite3 \
    GETAWAY_IN_DOCKER=1

WORKDIR /app

# dependencies in a layer of their own, so that a change to the source does not reinstall them:
# the exact versions of the lock, each file checked against its hash
COPY requirements/bot.txt ./requirements/
RUN pip install --require-hashes -r requirements/bot.txt

COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY rules ./rules
COPY data ./data
# the bot's modules compiled once, here: PYTHONDONTWRITEBYTECODE otherwise has every start
# compile them again (half a second of the bot's start, bench/bench_startup.py --compiled)
RUN pip install --no-deps . \
    && python -m compileall -q bot cogs rules \
    && useradd --create-home --uid 10001 getaway \
    && mkdir -p /data && chown getaway:getaway /data

USER getaway
VOLUME ["/data"]
# SIGINT lets discord.py log out and the database close cleanly (SIGTERM would cut it short)
STOPSIGNAL SIGINT
# healthy while the bot holds the database and is connected to Discord (its heartbeat)
HEALTHCHECK --interval=60s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot", "health"]
ENTRYPOINT ["python", "-m", "bot"]
CMD ["run"]
