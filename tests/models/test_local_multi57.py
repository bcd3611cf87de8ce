"""A user's own tools on the embedded model (real weights, public API, tools never seen), round 57: requests not
written in English. Their common API-concept words (weather, news, tickets, flights, ...) are read in English for
routing, while the values are copied as they were written: a name before a possessive particle ("华为的工单"), a
topic before "에 대한", an origin and a destination after "从 ... 到"; a question about a word stays no call."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

_WEATHER = _tool(
    "get_current_weather",
    "Get the current weather conditions for a city.",
    {"city": {"type": "string", "description": "The name of the city."}},
    ["city"],
)
_NEWS = _tool(
    "news_search",
    "Search news articles by keyword.",
    {"keyword": {"type": "string", "description": "Keywords to search for."}},
    ["keyword"],
)
_TICKETS = _tool(
    "list_support_tickets",
    "List the support tickets of a customer.",
    {
        "customer": {"type": "string", "description": "The customer's company name."},
        "status": {"type": "string", "enum": ["open", "closed"], "description": "Only tickets in this status."},
    },
    ["customer"],
)
_FLIGHTS = _tool(
    "search_flights",
    "Search flights between two cities.",
    {
        "origin": {"type": "string", "description": "The departure city."},
        "destination": {"type": "string", "description": "The arrival city."},
    },
    ["origin", "destination"],
)


def test_a_chinese_request_names_its_customer_before_the_possessive(model: LocalChatModel) -> None:
    assert _calls(model, "查看小米公司未解决的工单", _WEATHER, _TICKETS) == [
        ("list_support_tickets", {"customer": "小米", "status": "open"})
    ]


def test_a_korean_request_searches_the_topic_it_is_about(model: LocalChatModel) -> None:
    wanted = [("news_search", {"keyword": "현대자동차"})]
    assert _calls(model, "현대자동차에 대한 뉴스 찾아줘", _NEWS, _WEATHER) == wanted


def test_a_chinese_request_gives_origin_and_destination(model: LocalChatModel) -> None:
    assert _calls(model, "帮我找从广州到成都的航班", _WEATHER, _FLIGHTS) == [
        ("search_flights", {"origin": "广州", "destination": "成都"})
    ]


def test_a_japanese_weather_request_and_a_question_about_the_word(model: LocalChatModel) -> None:
    wanted = [("get_current_weather", {"city": "札幌"})]
    assert _calls(model, "札幌の天気を教えてください", _WEATHER, _NEWS) == wanted
    assert _calls(model, "ニュースって英語で何と言いますか？", _NEWS, _WEATHER) == []


_CONDITIONS = _tool(
    "get_current_weather",
    "Retrieves the current weather conditions for a specified location.",
    {"location": {"type": "string", "description": "The city and state, such as 'San Francisco, CA'."}},
    ["location"],
)


def test_a_request_whose_own_words_fit_a_tool_is_read_as_written(model: LocalChatModel) -> None:
    """No gloss where the words as written already serve: "Denver, CO" stays one place."""
    request = "请查一下 Denver, CO 的 weather，我明天要出门跑步所以想提前知道今天下午的情况"
    assert _calls(model, request, _CONDITIONS, _NEWS) == [("get_current_weather", {"location": "Denver, CO"})]
