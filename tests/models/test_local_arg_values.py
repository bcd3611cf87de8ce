"""Argument values on users' requests (real weights, public API, tools never seen): of several listed
values the request names, the schema's default is the last choice ("every one of my Redis caches"
names the kind, not "every"); a listed value the request writes with a few letters more ("MongoDB"
for ``mongo``) is named."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


CACHES = _tool(
    "show_caches",
    "Shows the caches of the cluster, optionally of one kind.",
    {
        "kind": {
            "type": "string",
            "description": "The kind of cache to show.",
            "enum": ["every", "redis", "memcached", "mongo"],
            "default": "every",
        }
    },
    [],
)


def test_the_default_is_the_last_of_several_named_values(model: LocalChatModel) -> None:
    request = "Please show every one of my redis caches."
    assert _calls(model, request, CACHES) == [("show_caches", {"kind": "redis"})]


def test_a_value_with_a_few_letters_more_is_named(model: LocalChatModel) -> None:
    request = "Please show every one of my MongoDB caches."
    assert _calls(model, request, CACHES) == [("show_caches", {"kind": "mongo"})]
