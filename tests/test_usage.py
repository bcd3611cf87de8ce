"""Budgets and prices: ``UsageLimits``, ``UsageLimitExceededError``, ``ModelPrices``, ``Usage.cost``."""

from __future__ import annotations

from decimal import Decimal

import pytest

from sprig import (
    ChatClient,
    ChatOptions,
    ModelPrices,
    ToolCall,
    ToolResponseMessage,
    UsageEvent,
    UsageLimitExceededError,
    UsageLimits,
    tool,
)
from sprig.advisors import MessageChatMemoryAdvisor
from sprig.models import AnthropicChatModel, ContextLengthError, OpenAiChatModel, RetryPolicy, ScriptedChatModel, Usage
from sprig.models.scripted import ScriptedReply
from sprig.state.chat_memory import MessageWindowChatMemory
from sprig.usage import known_context_window, known_prices
from support.anthropic_server import AnthropicLoopbackServer, Json, error_body
from support.openai_server import ErrorReply, OpenAiLoopbackServer, reply, usage

FAST = RetryPolicy(max_attempts=2, initial_backoff=0.001, max_backoff=0.01)


@tool(description="Look something up")
def lookup(query: str) -> str:
    return f"found {query}"


def _looping_model(**kwargs: object) -> ScriptedChatModel:
    """A model that keeps calling ``lookup`` (each reply 10 in + 5 out tokens)."""
    return ScriptedChatModel(
        [ToolCall("", "lookup", '{"query": "x"}')],
        repeat_last=True,
        **kwargs,  # type: ignore[arg-type]
    )


# -- prices ---------------------------------------------------------------------------------------


def test_model_prices_cost_per_million_tokens_with_cached_input() -> None:
    prices = ModelPrices(input="2", output=8, cached_input=0.5)
    cost = prices.cost(Usage(prompt_tokens=1_000_000, completion_tokens=500_000, cached_tokens=200_000))
    assert cost == Decimal("1.6") + Decimal("0.1") + Decimal("4")
    assert ModelPrices(1, 2).cached_input == Decimal(1)


@pytest.mark.parametrize("bad", [-1, "abc", float("nan"), True, None])
def test_model_prices_refuse_bad_numbers(bad: object) -> None:
    with pytest.raises((ValueError, TypeError)):
        ModelPrices(input=bad, output=1)  # type: ignore[arg-type]


def test_usage_sum_keeps_cost_only_when_every_part_has_one() -> None:
    priced = Usage(1, 1, 2, cost=Decimal("0.5"))
    assert (priced + priced).cost == Decimal("1.0")
    assert (priced + Usage(1, 1, 2)).cost is None
    assert Usage.from_dict(priced.to_dict()) == priced


def test_known_models_have_prices_and_context_windows() -> None:
    prices = known_prices("gpt-4o-mini", "openai")
    assert prices is not None and prices.input > 0 and prices.output > prices.input
    assert known_context_window("gpt-4o-mini", "openai") == 128000
    assert known_prices("no-such-model-anywhere", "openai-compatible", "http://127.0.0.1:1/v1") is None


async def test_openai_model_prices_known_models_blocking_and_streaming() -> None:
    async with OpenAiLoopbackServer() as server:
        model = OpenAiChatModel("gpt-4o-mini", base_url=server.url, api_key="k", retry=FAST)
        expected = known_prices("gpt-4o-mini", "openai")
        assert expected is not None
        server.add(reply("hi", usage=usage(1000, 100)), reply("hi", usage=usage(1000, 100)))
        client = ChatClient.create(model)
        blocking = await client.prompt("x").call().achat_response()
        assert blocking.usage is not None and blocking.usage.cost == expected.cost(blocking.usage)
        chunks = await client.prompt("x").stream().chat_responses().acollect()
        last = [c for c in chunks if c.usage is not None][-1]
        assert last.usage is not None and last.usage.cost == blocking.usage.cost
        await model.aclose()


async def test_user_prices_win_request_over_model_over_known() -> None:
    async with OpenAiLoopbackServer() as server:
        server.always(reply("hi", usage=usage(1_000_000, 0)))
        model = OpenAiChatModel("gpt-4o-mini", base_url=server.url, api_key="k", prices=ModelPrices(3, 3))
        client = ChatClient.create(model)
        by_model = await client.prompt("x").call().achat_response()
        assert by_model.usage is not None and by_model.usage.cost == Decimal(3)
        by_request = await client.prompt("x").options(ChatOptions(prices=ModelPrices(7, 1))).call().achat_response()
        assert by_request.usage is not None and by_request.usage.cost == Decimal(7)
        await model.aclose()


async def test_unknown_model_has_no_cost() -> None:
    async with OpenAiLoopbackServer() as server:
        server.add(reply("hi"))
        model = OpenAiChatModel("no-such-model-anywhere", base_url=server.url, api_key="k", provider_name="x")
        response = await ChatClient.create(model).prompt("x").call().achat_response()
        assert response.usage is not None and response.usage.cost is None
        await model.aclose()


async def test_streamed_tool_loop_reports_cumulative_cost() -> None:
    model = _looping_model(prices=ModelPrices(1_000_000, 1_000_000))  # 1 USD per token
    model._script = [ToolCall("", "lookup", '{"query": "x"}'), ToolCall("", "lookup", '{"query": "y"}'), "done"]
    model.repeat_last = False
    client = ChatClient.builder(model).default_tools(lookup).build()
    events = await client.prompt("go").stream().events().acollect()
    costs = [e.usage.cost for e in events if isinstance(e, UsageEvent)]
    assert costs == [Decimal(15), Decimal(30), Decimal(45)]
    assert events[-1].response.usage.cost == Decimal(45)  # type: ignore[union-attr]


# -- limits ---------------------------------------------------------------------------------------


def test_usage_limits_refuse_nonsense() -> None:
    with pytest.raises(ValueError, match="max_requests"):
        UsageLimits(max_requests=0)
    with pytest.raises(ValueError, match="max_cost"):
        UsageLimits(max_cost=-1)
    with pytest.raises(TypeError, match="UsageLimits"):
        ChatClient.builder(ScriptedChatModel()).default_usage_limits({"max_requests": 1})  # type: ignore[arg-type]


@pytest.mark.parametrize("streaming", [False, True])
async def test_max_requests_stops_the_tool_loop_before_the_next_request(streaming: bool) -> None:
    model = _looping_model()
    memory = MessageWindowChatMemory()
    client = (
        ChatClient.builder(model)
        .default_tools(lookup)
        .default_advisors(MessageChatMemoryAdvisor(memory, save_tool_rounds=True))
        .default_usage_limits(UsageLimits(max_requests=3))
        .build()
    )
    spec = client.prompt("go").advisor_params(conversation_id="c1")
    with pytest.raises(UsageLimitExceededError) as caught:
        if streaming:
            await spec.stream().events().acollect()
        else:
            await spec.call().acontent()
    error = caught.value
    assert model.calls == 3  # the fourth request was never sent
    assert error.limit == "max_requests" and error.requests == 3
    assert error.usage.prompt_tokens == 30 and error.usage.completion_tokens == 15
    assert error.limits == UsageLimits(max_requests=3)
    # the conversation so far: user, then three whole rounds (each call answered)
    assert sum(isinstance(m, ToolResponseMessage) for m in error.conversation) == 3
    assert await memory.aget("c1") == []  # nothing half-done stored as if complete


async def test_token_limit_is_checked_after_each_response() -> None:
    model = _looping_model()
    client = ChatClient.builder(model).default_tools(lookup).build()
    with pytest.raises(UsageLimitExceededError, match="total tokens") as caught:
        await client.prompt("go").usage_limits(UsageLimits(max_total_tokens=40)).call().acontent()
    assert caught.value.limit == "max_total_tokens"
    assert model.calls == 3  # 15, 30, 45 > 40: stopped after the third response, before its tools ran
    assert caught.value.usage.total_tokens == 45
    assert caught.value.conversation[-1].tool_calls  # type: ignore[union-attr]


async def test_request_limits_replace_the_client_default() -> None:
    model = ScriptedChatModel(["one", "two"])
    client = ChatClient.builder(model).default_usage_limits(UsageLimits(max_output_tokens=1)).build()
    assert await client.prompt("x").usage_limits(UsageLimits(max_output_tokens=100)).call().acontent() == "one"
    with pytest.raises(UsageLimitExceededError, match="max_output_tokens"):
        await client.prompt("x").call().acontent()


async def test_max_cost_with_prices() -> None:
    model = _looping_model(prices=ModelPrices(input=100_000, output=200_000))  # 1 + 1 = 2 USD a round
    client = ChatClient.builder(model).default_tools(lookup).build()
    with pytest.raises(UsageLimitExceededError, match="cost") as caught:
        await client.prompt("go").usage_limits(UsageLimits(max_cost="5")).call().acontent()
    assert caught.value.limit == "max_cost"
    assert caught.value.usage.cost == Decimal(6) and model.calls == 3


async def test_max_cost_with_unknown_prices_stops_rather_than_spending_unbounded() -> None:
    model = ScriptedChatModel(["hi"])
    client = ChatClient.builder(model).default_usage_limits(UsageLimits(max_cost=1)).build()
    with pytest.raises(UsageLimitExceededError, match="prices=ModelPrices"):
        await client.prompt("x").call().acontent()


async def test_structured_output_retries_count_as_requests() -> None:
    from sprig.advisors import StructuredOutputValidationAdvisor

    model = ScriptedChatModel(["not json", "still not json", '{"a": 1}'])
    client = (
        ChatClient.builder(model)
        .default_advisors(StructuredOutputValidationAdvisor(dict, max_attempts=3))
        .default_usage_limits(UsageLimits(max_requests=2))
        .build()
    )
    with pytest.raises(UsageLimitExceededError, match="max_requests"):
        await client.prompt("json please").call().acontent()
    assert model.calls == 2


def test_blocking_face_raises_the_same_error() -> None:
    client = ChatClient.builder(_looping_model()).default_tools(lookup).build()
    with pytest.raises(UsageLimitExceededError):
        client.prompt("go").usage_limits(UsageLimits(max_requests=1)).call().content()


async def test_no_limits_no_meter() -> None:
    model = ScriptedChatModel([ScriptedReply(text="hi", usage=Usage(10**9, 10**9, 2 * 10**9))])
    response = await ChatClient.create(model).prompt("x").call().achat_client_response()
    assert response.text == "hi" and "sprig.usage_meter" not in response.context


# -- context length errors from providers ---------------------------------------------------------


async def test_openai_context_length_exceeded_is_a_context_length_error() -> None:
    text = "This model's maximum context length is 16385 tokens. However, your messages resulted in 20000 tokens."
    async with OpenAiLoopbackServer() as server:
        server.add(ErrorReply(400, text, body={"error": {"message": text, "code": "context_length_exceeded"}}))
        model = OpenAiChatModel("m", base_url=server.url, api_key="k", retry=FAST)
        with pytest.raises(ContextLengthError) as caught:
            await ChatClient.create(model).prompt("x").call().acontent()
        assert caught.value.limit == 16385 and caught.value.status == 400
        server.add(ErrorReply(400, "unsupported parameter: foo"))
        with pytest.raises(Exception) as other:
            await ChatClient.create(model).prompt("x").call().acontent()
        assert not isinstance(other.value, ContextLengthError)
        await model.aclose()


async def test_anthropic_prompt_too_long_is_a_context_length_error() -> None:
    async with AnthropicLoopbackServer() as server:
        body = error_body("invalid_request_error", "prompt is too long: 208310 tokens > 200000 maximum")
        server.add(Json(body, status=400))
        model = AnthropicChatModel("claude-test", base_url=server.url, api_key="k", retry=FAST)
        with pytest.raises(ContextLengthError) as caught:
            await ChatClient.create(model).prompt("x").stream().content().acollect()
        assert caught.value.limit == 200000
        await model.aclose()


def test_the_server_answers_a_passed_budget_with_429() -> None:
    from sprig.server.errors import api_error_of

    error = UsageLimitExceededError(
        "usage limit exceeded: over max_requests=1",
        limit="max_requests",
        limits=UsageLimits(1),
        usage=Usage(),
        requests=1,
    )
    api = api_error_of(error)
    assert api.status == 429 and api.code == "usage_limit_exceeded" and "max_requests" in str(api)
