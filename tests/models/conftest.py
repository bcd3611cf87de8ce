"""Fixtures shared by the model tests."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from sprig.models import LocalChatModel


@pytest.fixture(scope="session")
def model() -> Iterator[LocalChatModel]:
    """The embedded model with its default options, loaded once for the whole run (real weights; the model
    keeps no state between requests but its loaded weights); a module that needs other options defines its
    own ``model``."""
    instance = LocalChatModel()
    yield instance
    asyncio.run(instance.aclose())
