"""Fixtures shared by the model tests."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from sprig.models import LocalChatModel


@pytest.fixture(scope="module")
def model() -> Iterator[LocalChatModel]:
    """The embedded model with its default options, one per test module (real weights); a module that
    needs other options defines its own ``model``."""
    instance = LocalChatModel()
    yield instance
    asyncio.run(instance.aclose())
