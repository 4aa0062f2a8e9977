"""Fixtures for the Discord-level tests."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

from bot.render import renderer
from rules import game_ids


def tiny_png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (4, 4), (255, 255, 255)).save(out, "PNG")
    return out.getvalue()


def tiny_pictures(set_attr: Callable[[Any, str, Any], None] = setattr) -> None:
    """Every game's picture functions return a tiny PNG (set with ``set_attr``: for good, or
    by a test's monkeypatch)."""
    png = tiny_png()
    for game in game_ids():
        module = renderer(game)
        for name in ("render_public", "render_private", "render_choices", "render_notepad"):
            if hasattr(module, name):
                set_attr(module, name, lambda *args, **kwargs: png)


@pytest.fixture
def quick_pictures(monkeypatch: pytest.MonkeyPatch) -> None:
    """Long games that look at requests, not pixels, skip drawing (the pictures have tests of
    their own)."""
    tiny_pictures(monkeypatch.setattr)
