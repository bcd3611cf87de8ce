"""A follow-up asking for "the other way round" repeats the previous call with its direction turned, one
asking for a time ahead ("and tomorrow?") gives its values to the tool that looks ahead, and a description
opening on a noun that qualifies its tool's name is no verb (real weights, public API, tools never seen)."""

from __future__ import annotations

import pytest

from sprig import tool
from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import remembering as _remembering
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ran: list[tuple[str, dict[str, object]]] = []


@tool
def exchange_rate(from_currency: str, to_currency: str) -> str:
    """The exchange rate between two currencies, as ISO codes (EUR, USD)."""
    ran.append(("exchange_rate", {"from_currency": from_currency, "to_currency": to_currency}))
    return f"1 {from_currency} = 0.86 {to_currency}"


@tool
def share_price(ticker: str) -> str:
    """The latest share price of a stock."""
    ran.append(("share_price", {"ticker": ticker}))
    return f"{ticker}: 101.5 USD"



@pytest.fixture(autouse=True)
def _clear() -> None:
    ran.clear()


@pytest.mark.parametrize("follow_up", ["and the other way round?", "now the reverse", "vice versa"])
def test_the_other_way_round_swaps_the_previous_call_s_direction(model: LocalChatModel, follow_up: str) -> None:
    # was: "I can't do that with the tools I have (exchange rate, share price)."
    client = _remembering(model, exchange_rate, share_price)
    client.prompt("What is the exchange rate from EUR to GBP?").advisor_params(conversation_id="c").call().content()
    text = client.prompt(follow_up).advisor_params(conversation_id="c").call().content()
    assert ran == [
        ("exchange_rate", {"from_currency": "EUR", "to_currency": "GBP"}),
        ("exchange_rate", {"from_currency": "GBP", "to_currency": "EUR"}),
    ]
    assert "1 GBP = 0.86 EUR" in text


def test_the_other_way_round_of_a_call_with_no_direction_is_declined(model: LocalChatModel) -> None:
    client = _remembering(model, exchange_rate, share_price)
    client.prompt("share price of MSFT").advisor_params(conversation_id="c").call().content()
    text = client.prompt("and the other way round?").advisor_params(conversation_id="c").call().content()
    assert ran == [("share_price", {"ticker": "MSFT"})]
    assert text.startswith("I can't do that with the tools I have")


_CITY = {"city": {"type": "string", "description": "The city."}}
WEATHER_TOOLS = [
    _tool("get_forecast", "Weather forecast for a city for a number of days.", _CITY, ["city"]),
    _tool("get_weather", "Current weather in a city.", _CITY, ["city"]),
]


@pytest.mark.parametrize("request_text", ["How is the weather in Lisbon?", "what's the weather in Lisbon"])
def test_a_description_opening_on_a_qualified_name_opens_on_no_verb(model: LocalChatModel, request_text: str) -> None:
    # was: get_forecast, its "Weather forecast ..." read as opening on the verb "weather"
    assert _calls(model, request_text, *WEATHER_TOOLS) == [("get_weather", {"city": "Lisbon"})]


@tool
def current_weather(city: str) -> str:
    """Current weather in a city."""
    ran.append(("current_weather", {"city": city}))
    return f"light rain in {city}"


@tool
def weather_forecast(city: str, days: int = 3) -> str:
    """Weather forecast for a city for the coming days."""
    ran.append(("weather_forecast", {"city": city}))
    return f"{days}-day forecast for {city}: mild"


def test_a_follow_up_asking_ahead_gives_the_values_to_the_tool_that_looks_ahead(model: LocalChatModel) -> None:
    # was: "I can't do that with the tools I have (current weather, weather forecast)."
    client = _remembering(model, current_weather, weather_forecast)
    client.prompt("How is the weather in Lisbon?").advisor_params(conversation_id="c").call().content()
    text = client.prompt("and tomorrow?").advisor_params(conversation_id="c").call().content()
    assert ran == [("current_weather", {"city": "Lisbon"}), ("weather_forecast", {"city": "Lisbon"})]
    assert "forecast for Lisbon: mild" in text
