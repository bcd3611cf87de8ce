"""Follow-ups in a chain, through a memory that keeps only requests and answers (real weights, public
API, tools never seen): each follow-up builds on the one before it ("price of BTC", "and ETH?", "in
EUR?" prices ETH in euros); a declined turn between them leaves the call before it to follow up; a
currency code goes to the currency parameter, not to the coin's symbol; a base and a quote currency
turn round."""

from __future__ import annotations

import pytest

from sprig import tool
from sprig.models import LocalChatModel
from support.local_calls import remembering
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ran: list[tuple[str, dict[str, object]]] = []


@tool
def get_crypto_price(symbol: str, currency: str = "USD") -> str:
    """Current price of a cryptocurrency.

    Args:
        symbol: Coin symbol, e.g. BTC.
        currency: Quote currency code.
    """
    ran.append(("get_crypto_price", {"symbol": symbol, "currency": currency}))
    return f"{symbol}: 64000 {currency}"


@tool
def get_sunrise(city: str) -> str:
    """Sunrise and sunset times for a city."""
    ran.append(("get_sunrise", {"city": city}))
    return f"{city}: sunrise 07:41"


@tool
def get_exchange_rate(base: str, quote: str) -> str:
    """Exchange rate between two currencies, as ISO codes."""
    ran.append(("get_exchange_rate", {"base": base, "quote": quote}))
    return f"1 {base} = 1.08 {quote}"


@pytest.fixture(autouse=True)
def _clear() -> None:
    ran.clear()


def _say(model: LocalChatModel, *turns: str) -> list[str]:
    client = remembering(model, get_crypto_price, get_sunrise, get_exchange_rate)
    return [client.prompt(turn).advisor_params(conversation_id="c").call().content() for turn in turns]


def test_each_follow_up_builds_on_the_one_before(model: LocalChatModel) -> None:
    answers = _say(model, "price of BTC", "and ETH?", "in EUR?")
    assert ran[-1] == ("get_crypto_price", {"symbol": "ETH", "currency": "EUR"})  # was: symbol BTC, or EUR
    assert "ETH" in answers[-1] and "EUR" in answers[-1]


def test_a_declined_turn_leaves_the_call_before_it_to_follow_up(model: LocalChatModel) -> None:
    answers = _say(model, "sunrise in Oslo", "and next week?", "what about in Rome?")
    assert answers[1].startswith("I can't do that with the tools I have")
    assert ran == [("get_sunrise", {"city": "Oslo"}), ("get_sunrise", {"city": "Rome"})]


def test_a_base_and_a_quote_currency_turn_round(model: LocalChatModel) -> None:
    _say(model, "EUR to USD rate", "the other way round?")
    assert ran == [
        ("get_exchange_rate", {"base": "EUR", "quote": "USD"}),
        ("get_exchange_rate", {"base": "USD", "quote": "EUR"}),
    ]
