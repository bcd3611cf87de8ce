"""Hostile argument shapes (lone surrogates, deep nesting, integers past 64 bits) never escape the
tool loop as raw exceptions: each becomes the usual error result the model reads, in call and stream."""

from __future__ import annotations

from typing import Any, Literal

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sprig import ChatClient, ToolCall, ToolResponseMessage, tool
from sprig.chat.events import DoneEvent, ToolResultEvent
from sprig.models import ScriptedChatModel
from sprig.state.codec import message_to_dict

RAN: list[tuple[str, Any]] = []


@tool
def echo(text: str) -> str:
    """Echo the text."""
    RAN.append(("echo", text))
    return text


@tool
def count(n: int) -> str:
    """Take a whole number."""
    RAN.append(("count", n))
    return str(n)


@tool(requires_approval=True)
def choose(n: Literal[1, 2]) -> str:
    """Choose one or two (a person approves)."""
    RAN.append(("choose", n))
    return str(n)


@pytest.fixture(autouse=True)
def _reset() -> None:
    RAN.clear()


BIG = 2**64
DEEP = 5000

SURROGATE = '{"text": "\\udfff"}'  # the escape, as a provider's JSON decodes to
SURROGATE_RAW = '{"text": "\udfff"}'  # the code point itself
SURROGATE_BROKEN = '{"text": "\\udfff",}'
DEEP_VALID = '{"text": ' + "[" * DEEP + "]" * DEEP + "}"
DEEP_BROKEN = '{"text": ' + "[" * DEEP + "]" * (DEEP - 1) + "}"
BIG_BROKEN = '{"n": ' + str(BIG) + ",}"

REFUSED = [
    ("echo", SURROGATE, "not valid Unicode"),
    ("echo", SURROGATE_RAW, "not valid Unicode"),
    ("echo", SURROGATE_BROKEN, "not valid Unicode"),
    ("count", SURROGATE, "not valid Unicode"),
    ("echo", DEEP_VALID, "deeper than"),
    ("echo", DEEP_BROKEN, "deeper than"),
    ("count", DEEP_VALID, "deeper than"),
    ("choose", SURROGATE, "not valid Unicode"),
    ("choose", DEEP_BROKEN, "deeper than"),
    ("choose", '{"n": ' + str(BIG) + "}", "Invalid arguments for tool 'choose'"),
    ("choose", '{"n": -' + str(BIG) + ",}", "Invalid arguments for tool 'choose'"),
]


def client(model: ScriptedChatModel) -> ChatClient:
    return ChatClient.builder(model).default_tools(echo, count, choose).build()


def run(model: ScriptedChatModel, mode: str, agent: ChatClient | None = None) -> tuple[Any, list[Any]]:
    """The run's final response and its events, through the blocking or the streaming face."""
    spec = (agent or client(model)).prompt("go").advisor_params(conversation_id="shapes")
    if mode == "call":
        response = spec.call().chat_client_response()
        return response.chat_response, response.recorded_events()
    events = list(spec.stream().events())
    done = [e for e in events if isinstance(e, DoneEvent)]
    return (done[-1].response if done else None), events


def serialisable(model: ScriptedChatModel) -> None:
    """Every prompt the model saw can be stored and sent on (no lone surrogates, nothing raw)."""
    for prompt in model.prompts:
        for message in prompt.messages:
            orjson.dumps(message_to_dict(message))


@pytest.mark.parametrize("mode", ["call", "stream"])
@pytest.mark.parametrize(("name", "arguments", "says"), REFUSED)
def test_a_hostile_shape_becomes_an_error_result(mode: str, name: str, arguments: str, says: str) -> None:
    model = ScriptedChatModel([ToolCall("c1", name, arguments), "done"])
    final, events = run(model, mode)
    assert final is not None and final.result.output.text == "done"
    assert RAN == []  # the tool never ran
    results = model.prompts[1].messages[-1]
    assert isinstance(results, ToolResponseMessage)
    assert len(results.responses) == 1 and results.responses[0].id == "c1"
    assert results.responses[0].data.startswith("Error") and says in results.responses[0].data
    shown = [e for e in events if isinstance(e, ToolResultEvent)]
    assert [(e.id, e.error) for e in shown] == [("c1", True)]
    serialisable(model)


@pytest.mark.parametrize("mode", ["call", "stream"])
@pytest.mark.parametrize("arguments", [BIG_BROKEN, '{"n": ' + str(BIG) + "}"])
def test_an_integer_past_64_bits_reaches_the_tool_exactly(mode: str, arguments: str) -> None:
    model = ScriptedChatModel([ToolCall("c1", "count", arguments), "done"])
    final, _ = run(model, mode)
    assert final.result.output.text == "done"
    assert RAN == [("count", BIG)]  # repaired without going through a float
    serialisable(model)


@pytest.mark.parametrize("mode", ["call", "stream"])
def test_an_approval_call_with_a_big_integer_pauses_and_resumes(mode: str) -> None:
    model = ScriptedChatModel(
        [ToolCall("c1", "choose", '{"n": ' + str(BIG) + ",}"), ToolCall("c2", "choose", '{"n": 2}'), "done"]
    )
    agent = client(model)
    final, _ = run(model, mode, agent)
    assert [p.id for p in final.pending] == ["c2"]  # the first call was refused and corrected
    resumed = agent.prompt().advisor_params(conversation_id="shapes").resume(approve=["c2"])
    assert resumed.call().content() == "done"
    assert RAN == [("choose", 2)]


# -- any argument text ---------------------------------------------------------------------------

_PIECES = [
    *"{}[]\":, '\\\n\x00-0é😀\udfff\ud800",  # single characters, the lone surrogates among them
    *("```", "```json\n", "null", "true", "1e999", "NaN", str(BIG), str(-BIG), "\\udfff", "\\ud800", "\\u0000"),
    *('"text"', '"n"', '"text": ', '"n": ', "[" * 1100, "]" * 1100, "{" * 600),
]
ARGUMENTS = st.one_of(
    st.text(  # any code point, lone surrogates often
        st.one_of(st.characters(exclude_categories=()), st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF)),
        max_size=40,
    ),
    st.lists(st.sampled_from(_PIECES), max_size=12).map("".join),
    st.builds(
        lambda d, body: '{"text": ' + "[" * d + body + "]" * d + "}", st.integers(0, 3000), st.sampled_from(_PIECES)
    ),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    arguments=ARGUMENTS,
    name=st.sampled_from(["echo", "count", "choose", "missing"]),
    mode=st.sampled_from(["call", "stream"]),
)
def test_no_raw_exception_escapes_the_loop(arguments: str, name: str, mode: str) -> None:
    RAN.clear()
    model = ScriptedChatModel([ToolCall("c1", name, arguments), "done"])
    final, _ = run(model, mode)  # never raises
    assert final is not None
    if final.pending:  # a valid call of the approval tool waits for a person
        assert [p.id for p in final.pending] == ["c1"] and name == "choose"
    else:
        assert final.result.output.text == "done"
        results = model.prompts[1].messages[-1]
        assert isinstance(results, ToolResponseMessage) and [r.id for r in results.responses] == ["c1"]
    serialisable(model)
