"""A web address parameter takes only a web address the request writes (real weights, public API,
tools never seen): a name, a quoted word or a host's label is never made into one."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

FETCH = _tool(
    "http_fetch",
    "Sends a GET request to a web address and returns the response body.",
    {
        "url": {"type": "string", "description": "The address to request."},
        "timeout": {"type": "number", "description": "Seconds to wait.", "default": 10},
    },
    ["url"],
)


def test_the_address_written_is_fetched(model: LocalChatModel) -> None:
    made = _calls(model, "Send a GET request to https://status.example.org/api/v2 please", FETCH)
    assert made == [("http_fetch", {"url": "https://status.example.org/api/v2"})]


def test_no_address_is_made_from_other_words(model: LocalChatModel) -> None:
    assert _calls(model, "Send a GET request for the switch named 'core-sw1' on node 'Node7'", FETCH) == []
    assert _calls(model, "Get the page about coordinates 48.85, 2.35 as a request", FETCH) == []
