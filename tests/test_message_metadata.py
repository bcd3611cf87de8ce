"""Message metadata holding NaN or infinity is refused with a clear error, never stored as null."""

from __future__ import annotations

import math

import pytest

from sprig import AssistantMessage, SystemMessage, ToolResponse, ToolResponseMessage, UserMessage
from sprig.state.chat_memory import InMemoryChatMemoryRepository


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_non_finite_numbers_in_metadata_are_refused(bad: float) -> None:
    with pytest.raises(ValueError, match="NaN and infinity"):
        UserMessage("hi", {"score": bad})
    with pytest.raises(ValueError, match=r"metadata\['scores'\]\[1\]"):
        AssistantMessage("hi", metadata={"scores": [1.0, bad]})
    with pytest.raises(ValueError, match=r"metadata\['a'\]\['b'\]"):
        SystemMessage("hi", {"a": {"b": bad}})
    with pytest.raises(ValueError, match="NaN and infinity"):
        ToolResponseMessage([ToolResponse("1", "t", "x")], metadata={"t": (bad,)})


def test_finite_metadata_round_trips_through_a_store() -> None:
    message = UserMessage("hi", {"score": 0.5, "big": 1e300, "nested": {"list": [1, 2.5, None]}})
    repository = InMemoryChatMemoryRepository()
    repository.save_all("c1", [message])
    assert repository.find_by_conversation_id("c1") == [message]
