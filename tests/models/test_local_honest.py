"""The embedded model on tools of any shape: it never crashes, numbers stay bounded, and its
answers report failed and denied calls as such (real weights, through the public API)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from typing import Any

import jsonschema
import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sprig import ChatClient, ExternalTool, tool
from sprig.models import LocalChatModel
from sprig.prompt import ChatOptions, Prompt
from sprig.toolkits import TimeTools
from sprig.tools.callback import ToolCallback
from sprig.tools.context import ToolContext
from sprig.tools.definition import ToolDefinition
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


@pytest.fixture(scope="module")
def model() -> Iterator[LocalChatModel]:
    instance = LocalChatModel(options=ChatOptions(seed=7))
    yield instance
    asyncio.run(instance.aclose())


class SchemaTool(ToolCallback):
    def __init__(self, name: str, description: str, schema: Mapping[str, Any]) -> None:
        self._definition = ToolDefinition(name, description, schema)

    @property
    def definition(self) -> ToolDefinition:
        return self._definition

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        return "ok"


def schema_of(properties: Mapping[str, Any], required: list[str]) -> dict[str, Any]:
    return {"type": "object", "properties": dict(properties), "required": required, "additionalProperties": False}


# -- never a crash -------------------------------------------------------------------------------


def test_a_required_time_in_seconds_is_not_a_clock_time_and_nothing_crashes(model: LocalChatModel) -> None:
    # "time" here means seconds: the clock-time grounding once filtered the only tool out and crashed.
    timer = SchemaTool(
        "set_timer",
        "Start a countdown timer",
        schema_of({"time": {"type": "integer", "description": "Seconds to count down"}}, ["time"]),
    )
    clock = SchemaTool("get_clock", "Clock time", schema_of({"time": {"type": "string"}}, ["time"]))
    for tools, choice in (((timer,), "auto"), ((timer,), "required"), ((clock,), "auto"), ((clock,), "required")):
        options = ChatOptions(tool_callbacks=list(tools), tool_choice=choice)
        response = asyncio.run(model.call(Prompt("Start a timer for 90 seconds", options)))
        calls = response.result.output.tool_calls
        assert calls or response.result.output.text
        for call in calls:
            jsonschema.validate(orjson.loads(call.arguments), tools[0].definition.schema_dict())


_NAMES = st.sampled_from(["time", "path", "timezone", "city", "a", "b", "amount", "items", "query", "flag", "x_1"])
_LEAVES = st.one_of(
    st.just({"type": "string"}),
    st.just({"type": "integer"}),
    st.just({"type": "number"}),
    st.just({"type": "boolean"}),
    st.just({"type": "string", "format": "iana-timezone"}),
    st.just({"type": "string", "enum": ["celsius", "fahrenheit"]}),
    st.just({"type": ["string", "null"]}),
    st.just({"anyOf": [{"type": "integer"}, {"type": "null"}]}),
    st.just({"anyOf": [{"type": "null"}]}),
    st.just({"enum": [["a", "b"], {"c": 1}, "d"]}),
    st.just({"type": "array", "items": {"type": "string"}}),
    st.just({}),
)
_SPECS = st.recursive(
    _LEAVES,
    lambda inner: st.dictionaries(_NAMES, inner, min_size=1, max_size=2).map(
        lambda props: {"type": "object", "properties": props, "required": sorted(props)[:1]}
    ),
    max_leaves=4,
)


@st.composite
def tool_sets(draw: st.DrawFn) -> list[SchemaTool]:
    tools = []
    for index in range(draw(st.integers(1, 3))):
        properties = draw(st.dictionaries(_NAMES, _SPECS, max_size=3))
        required = [key for key in properties if draw(st.booleans())]
        name = draw(st.sampled_from(["get_time", "lookup", "answer", "read_file", "todo_update", "calc"]))
        description = draw(st.sampled_from(["", "Look something up", "time"]))
        tools.append(SchemaTool(f"{name}_{index}", description, schema_of(properties, required)))
    return tools


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    tools=tool_sets(),
    request_text=st.sampled_from(
        [
            "What time is it in Tokyo at 3 pm?",
            "Read notes.txt",
            "Add 2 and 3",
            "hello",
            "What is the weather in Oslo and in Rome?",
        ]
    ),
    choice=st.sampled_from(["auto", "required"]),
)
def test_no_tool_shape_makes_the_model_raise(
    model: LocalChatModel, tools: list[SchemaTool], request_text: str, choice: str
) -> None:
    options = ChatOptions(tool_callbacks=tools, tool_choice=choice, max_tokens=40)
    response = asyncio.run(model.call(Prompt(request_text, options)))
    names = {tool.name for tool in tools}
    calls = response.result.output.tool_calls
    assert all(call.name in names for call in calls)
    if choice == "required":
        assert calls
    else:
        assert calls or response.result.output.text.strip()


@pytest.mark.parametrize(
    "spec",
    [{"anyOf": [{"type": "null"}]}, {"oneOf": []}, {"enum": [["a", "b"], {"c": 1}]}, {"enum": [[1], "to", 2]}],
    ids=["only-null", "no-alternative", "unhashable-options", "mixed-options"],
)
@pytest.mark.parametrize("request_text", ["set to to 2 in Paris", "what time is it in Tokyo", "a b c d"])
def test_no_option_shape_makes_the_model_raise(
    model: LocalChatModel, spec: dict[str, object], request_text: str
) -> None:
    # was: IndexError in _options (only null), TypeError: unhashable type (a list among the options)
    tool = SchemaTool(
        "set_value", "Set a value to a b c d", schema_of({"to": spec, "city": {"type": "string"}}, ["to"])
    )
    for choice in ("auto", "required"):
        response = asyncio.run(model.call(Prompt(request_text, ChatOptions(tool_callbacks=[tool], tool_choice=choice))))
        calls = response.result.output.tool_calls
        assert calls or response.result.output.text.strip()
        assert all(call.name == "set_value" for call in calls)


# -- bounded numbers ---------------------------------------------------------------------------------


def test_numbers_are_bounded_so_a_call_always_completes(model: LocalChatModel) -> None:
    schema = schema_of({"duration": {"type": "number"}}, ["duration"])
    sleep = SchemaTool("sleep", "Wait for a number of seconds", schema)
    options = ChatOptions(tool_callbacks=[sleep], tool_choice="sleep")
    prompt = Prompt("Wait 1000000000000000000000000000000000000000000000 seconds", options)
    response = asyncio.run(model.call(prompt))
    (call,) = response.result.output.tool_calls
    assert response.finish_reason == "tool_calls" and not call.incomplete
    assert abs(orjson.loads(call.arguments)["duration"]) <= 10**15


# -- nothing made up inside objects ------------------------------------------------------------------

_CUSTOMER = {
    "type": "object",
    "properties": {"name": {"type": "string"}, "email": {"type": "string"}, "age": {"type": "integer"}},
    "required": ["name", "email", "age"],
}
_INGREDIENTS = {
    "type": "array",
    "items": {
        "type": "object",
        "properties": {"name": {"type": "string"}, "grams": {"type": "integer"}},
        "required": ["name", "grams"],
    },
}


@pytest.mark.parametrize(
    ("request_text", "name", "description", "properties"),
    [
        ("Create an order for a customer.", "create_order", "Create an order for a customer", {"customer": _CUSTOMER}),
        ("Open an order for my neighbour.", "create_order", "Create an order for a customer", {"customer": _CUSTOMER}),
        (
            "How many calories are in a pizza?",
            "count_calories",
            "Total calories of a meal",
            {"ingredients": _INGREDIENTS},
        ),
    ],
)
def test_a_required_object_the_request_does_not_fill_is_declined_not_made_up(
    model: LocalChatModel, request_text: str, name: str, description: str, properties: Mapping[str, Any]
) -> None:
    # The model used to fill these itself: a customer "John Doe" aged 25, ingredients "cheese" and "pasta".
    made = ExternalTool(name, description, schema_of(properties, list(properties)))
    response = ChatClient.builder(model).default_tools(made).build().prompt(request_text).call().chat_client_response()
    assert not response.pending
    assert response.chat_response is not None and response.chat_response.text.startswith("I can't do that")


def test_an_object_the_request_fills_is_sent_with_the_request_values(model: LocalChatModel) -> None:
    made = ExternalTool(
        "create_order", "Create an order for a customer", schema_of({"customer": _CUSTOMER}, ["customer"])
    )
    client = ChatClient.builder(model).default_tools(made).build()
    response = client.prompt("Create an order for Ada Byron, ada@example.org, aged 36.").call().chat_client_response()
    (pending,) = response.pending
    assert orjson.loads(pending.call.arguments) == {
        "customer": {"name": "Ada Byron", "email": "ada@example.org", "age": 36}
    }


# -- failures and denials are reported, never mined --------------------------------------------------------------


def test_a_tool_error_is_reported_as_an_error_not_mined_for_values(model: LocalChatModel) -> None:
    @tool(description="Current time in a city")
    def city_time(city: str) -> str:
        raise ValueError(f"Cannot read the city {city!r}; try 2:30 pm or 14:45 in Europe/Paris.")

    client = ChatClient.builder(model).default_tools(city_time).build()
    text = client.prompt("What time is it in Lima?").call().content()
    assert text.startswith("The city_time tool failed: Cannot read the city")
    assert text.count("2:30") <= 1 and "14:45 in" not in text.replace("try 2:30 pm or 14:45 in", "")


def test_a_healing_note_never_becomes_the_answer(model: LocalChatModel) -> None:
    class Picky(SchemaTool):
        async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
            from sprig.tools.errors import ToolArgumentError

            raise ToolArgumentError(self.name, "city must be written in capitals")

    picky = Picky("get_weather", "Weather in a city", schema_of({"city": {"type": "string"}}, ["city"]))
    client = ChatClient.builder(model).default_tools(picky).build()
    text = client.prompt("What is the weather in Oslo?").call().content()
    assert "Call the tool again" not in text and "schema" not in text.lower()
    assert "get_weather" in text and "failed" in text


def test_a_denied_call_is_reported_as_not_done(model: LocalChatModel, tmp_path: Any) -> None:
    written: list[str] = []

    @tool(description="Write text into a file", requires_approval=True)
    def write_file(path: str, content: str) -> str:
        written.append(path)
        return f"Wrote {len(content)} bytes to {path}"

    client = ChatClient.builder(model).default_tools(write_file).build()
    first = client.prompt("Write hello into a.txt").advisor_params(conversation_id="deny").call().chat_client_response()
    (pending,) = first.chat_response.pending
    text = client.prompt().advisor_params(conversation_id="deny").resume(deny=[pending.id]).call().content()
    assert written == []
    assert "denied" in text and "not" in text.lower() and "Wrote" not in text


# -- time conversions -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("request_text", "clock"),
    [
        ("Convert 3 pm London time to New York time", "3 pm"),
        ("What time is it in New York when it is 15:00 in London?", "15:00"),
        ("When it is noon in London, what time is it in New York?", "noon"),
    ],
)
def test_the_source_zone_is_the_city_the_time_is_given_in(model: LocalChatModel, request_text: str, clock: str) -> None:
    tools = TimeTools(clock=lambda: datetime(2026, 1, 15, 9, 0, tzinfo=UTC))
    client = ChatClient.builder(model).default_tools(tools).build()
    response = client.prompt(request_text).call().chat_client_response()
    text = response.chat_response.result.output.text
    expected = "10:00" if clock != "noon" else "7:00"
    assert expected in text, text


@pytest.mark.parametrize(
    ("request_text", "stated"),
    [
        (
            "What time is 9am Tokyo in London?",
            "9:00 on 2026-01-15 in Asia/Tokyo is 0:00 on 2026-01-15 in Europe/London.",
        ),
        (
            "When it's noon in Paris, what time is it in Tokyo?",
            "12:00 on 2026-01-15 in Europe/Paris is 20:00 on 2026-01-15 in Asia/Tokyo.",
        ),
        (
            "What time will it be in Tokyo when it's 8pm in New York?",
            "20:00 on 2026-01-15 in America/New_York is 10:00 on 2026-01-16 in Asia/Tokyo.",
        ),
        (
            "What is noon in Tokyo in Paris time?",
            "12:00 on 2026-01-15 in Asia/Tokyo is 4:00 on 2026-01-15 in Europe/Paris.",
        ),
        (
            "3:30 pm in Berlin is what time in Sydney?",
            "15:30 on 2026-01-15 in Europe/Berlin is 1:30 on 2026-01-16 in Australia/Sydney.",
        ),
    ],
)
def test_a_converted_time_is_stated_with_each_time_in_its_own_zone(
    model: LocalChatModel, request_text: str, stated: str
) -> None:
    # The model used to phrase these itself: "9am Tokyo in London is 9:00 in London.", "12:00 in Tokyo is
    # 20:00 in Asia/Tokyo." (the source named wrong); a clock time as the thing asked ("What is noon ...")
    # was declined.
    tools = TimeTools(clock=lambda: datetime(2026, 1, 15, 9, 0, tzinfo=UTC))
    client = ChatClient.builder(model).default_tools(tools).build()
    assert client.prompt(request_text).call().content() == stated


def test_a_huge_request_is_read_in_bounded_time_and_answered(model: LocalChatModel) -> None:
    # The decisions read a bounded prefix of the request (their regular expressions stay linear).
    tools = [SchemaTool("get_weather", "Weather in a city", schema_of({"city": {"type": "string"}}, ["city"]))]
    for text in ("Word " * 20000, "a" * 100000, "What is the weather in Oslo? " * 3000):
        response = asyncio.run(model.call(Prompt(text, ChatOptions(tool_callbacks=tools))))
        assert response.result.output.tool_calls or response.result.output.text.strip()


def test_a_parameter_of_no_type_takes_the_request_s_words_not_any_json(model: LocalChatModel) -> None:
    # Untyped, it used to be generated as free JSON until the token limit cut the call off.
    properties = {"data": {"description": "The training data"}, "epochs": {"type": "integer"}}
    schema = schema_of(properties, ["data", "epochs"])
    train = ExternalTool("train_model", "Train a model on a data set", schema)
    client = ChatClient.builder(model).default_tools(train).build()
    response = client.prompt("Train a model on the data 'quarterly_sales' for 3 epochs").call().chat_client_response()
    (pending,) = response.pending
    assert orjson.loads(pending.call.arguments) == {"data": "quarterly_sales", "epochs": 3}
