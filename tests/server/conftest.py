"""Fixtures of the server tests: ``serve(script, api_keys=...)`` starts a real uvicorn per test."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from support.sprig_server import Served, ServeFactory, make_server
from support.subagent_server import serving_with_child


@pytest.fixture
def serve() -> Iterator[ServeFactory]:
    """``serve(script, api_keys=[...], **model_kwargs)`` starts a server for this test."""
    started: list[tuple[Any, Served]] = []

    def start(script: list[Any], **kw: Any) -> Served:
        context, served = make_server(script, **kw)
        started.append((context, served))
        return served

    yield start
    for context, served in reversed(started):
        served.gate.release.set()
        context.__exit__(None, None, None)


@pytest.fixture
def served_with_child() -> Iterator[Any]:
    """``served_with_child(child_script, parent_script)``: a server whose agent has a sub-agent."""
    with serving_with_child() as start:
        yield start
