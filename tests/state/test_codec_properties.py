"""What the message constructors accept, the codec and a SQLite store give back equal (property-based)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sprig.messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolCall,
    ToolResponse,
    ToolResponseMessage,
    UserMessage,
)
from sprig.state import (
    CorruptValueError,
    SqliteChatMemoryRepository,
    message_from_dict,
    message_to_dict,
    messages_from_json,
    messages_to_json,
)

# Values a caller might hand a constructor: right and wrong types alike.
ANYTHING = st.one_of(st.none(), st.text(max_size=20), st.integers(), st.booleans(), st.binary(max_size=4))
TEXT_OR_ANY = st.one_of(st.text(max_size=40), ANYTHING)
JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)
METADATA = st.one_of(st.none(), st.dictionaries(st.text(max_size=10), JSON, max_size=3))


def _build(factory: Any, *args: Any, **kwargs: Any) -> Any:
    """The object, or None when the constructor refuses the values."""
    try:
        return factory(*args, **kwargs)
    except TypeError:
        return None


@st.composite
def tool_calls(draw: st.DrawFn) -> Any:
    return _build(ToolCall, draw(TEXT_OR_ANY), draw(TEXT_OR_ANY), draw(TEXT_OR_ANY), draw(st.booleans() | ANYTHING))


@st.composite
def tool_responses(draw: st.DrawFn) -> Any:
    return _build(ToolResponse, draw(TEXT_OR_ANY), draw(TEXT_OR_ANY), draw(TEXT_OR_ANY))


@st.composite
def messages(draw: st.DrawFn) -> Message | None:
    kind = draw(st.sampled_from(["system", "user", "assistant", "tool"]))
    metadata = draw(METADATA)
    if kind in ("system", "user"):
        cls = SystemMessage if kind == "system" else UserMessage
        return _build(cls, draw(TEXT_OR_ANY), metadata=metadata)
    if kind == "assistant":
        calls = draw(st.lists(tool_calls(), max_size=3))
        return _build(
            AssistantMessage,
            text=draw(TEXT_OR_ANY),
            tool_calls=calls,
            reasoning=draw(TEXT_OR_ANY),
            metadata=metadata,
        )
    responses = draw(st.lists(tool_responses(), max_size=3))
    return _build(ToolResponseMessage, responses, text=draw(TEXT_OR_ANY), metadata=metadata)


@pytest.fixture(scope="module")
def repository(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SqliteChatMemoryRepository]:
    repo = SqliteChatMemoryRepository(tmp_path_factory.mktemp("memory") / "memory.db")
    yield repo
    repo.close()


_ids = itertools.count()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(messages(), min_size=1, max_size=4))
def test_every_accepted_message_round_trips_through_codec_and_sqlite(
    repository: SqliteChatMemoryRepository, drafted: list[Message | None]
) -> None:
    accepted = [m for m in drafted if m is not None]
    for message in accepted:
        data = message_to_dict(message)
        assert message_from_dict(orjson.loads(orjson.dumps(data))) == message
    assert messages_from_json(messages_to_json(accepted)) == accepted
    conversation = f"c{next(_ids)}"
    repository.save_all(conversation, accepted)
    assert repository.find_by_conversation_id(conversation) == accepted


def test_assistant_text_none_beside_tool_calls_is_stored_and_read_back(tmp_path: Path) -> None:
    reply = AssistantMessage(text=None, tool_calls=[ToolCall("c1", "weather", None)])  # type: ignore[arg-type]
    assert reply.text == "" and reply.tool_calls[0].arguments == ""
    repo = SqliteChatMemoryRepository(tmp_path / "memory.db")
    try:
        repo.save_all("c", [UserMessage("Weather?"), reply])
        assert repo.find_by_conversation_id("c") == [UserMessage("Weather?"), reply]
    finally:
        repo.close()


def test_nulls_written_by_older_versions_read_as_empty_text() -> None:
    stored = [
        {
            "type": "assistant",
            "text": None,
            "reasoning": None,
            "tool_calls": [{"id": "c", "name": "t", "arguments": None}],
        },
        {"type": "tool", "responses": [{"id": "c", "name": "t", "data": "ok"}], "text": None},
    ]
    assert messages_from_json(orjson.dumps(stored)) == [
        AssistantMessage(tool_calls=[ToolCall("c", "t")]),
        ToolResponseMessage([ToolResponse("c", "t", "ok")]),
    ]
    with pytest.raises(CorruptValueError, match="text must be str"):
        message_from_dict({"type": "user", "text": None})


@pytest.mark.parametrize(
    "build",
    [
        lambda: UserMessage(None),
        lambda: SystemMessage(3),
        lambda: AssistantMessage(text=b"bytes"),
        lambda: AssistantMessage(tool_calls=[{"id": "c", "name": "t"}]),
        lambda: AssistantMessage(tool_calls="call"),
        lambda: ToolCall(None, "t"),
        lambda: ToolCall("c", "t", incomplete="yes"),
        lambda: ToolResponse("c", "t", None),
        lambda: ToolResponseMessage([("c", "t", "data")]),
    ],
)
def test_constructors_refuse_what_the_codec_could_not_read_back(build: Any) -> None:
    with pytest.raises(TypeError):
        build()
