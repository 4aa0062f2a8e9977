# Getaway: the Discord bot in a slim image. The SQLite database lives on the /data volume.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    GETAWAY_DB=/data/getaway.sqlite3

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY rules ./rules
COPY data ./data
RUN pip install . \
    && useradd --create-home --uid 10001 getaway \
    && mkdir -p /data && chown getaway:getaway /data

USER getaway
VOLUME ["/data"]
CMD ["python", "-m", "bot", "run"]
