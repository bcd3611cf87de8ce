"""Single requests in users' own words on tools shaped like users' own (real weights, public API, tools
never seen): "how many miles are 42 km" is a conversion; one lowercase item the tool's verb takes fills a
list ("Add sunscreen to my cart"); a search or the news is about the rest of the clause after "for",
"on" or "about"; a value another parameter holds for sure is no span to choose ("translate thanks into
German": the phrase is not German)."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


UNITS = _tool(
    "convert_units",
    "Convert a value from one unit to another.",
    {
        "value": {"type": "number", "description": "The value to convert."},
        "from_unit": {"type": "string", "description": "Unit to convert from."},
        "to_unit": {"type": "string", "description": "Unit to convert to."},
    },
    ["value", "from_unit", "to_unit"],
)
WEB = _tool(
    "web_search",
    "Search the web and return the top results.",
    {"query": {"type": "string", "description": "The search query."}},
    ["query"],
)
CART = _tool(
    "add_to_cart",
    "Add products to the shopping cart.",
    {"items": {"type": "array", "items": {"type": "string"}, "description": "Names of the products to add."}},
    ["items"],
)
NEWS = _tool(
    "get_news",
    "Get the latest news articles about a topic.",
    {"topic": {"type": "string", "description": "The topic to search news for."}},
    ["topic"],
)
PHRASES = _tool(
    "translate",
    "Translate a phrase.",
    {"phrase": {"type": "string"}, "language": {"type": "string"}},
    ["phrase", "language"],
)


@pytest.mark.parametrize(
    ("request_text", "value", "source", "target"),
    [("How many miles are 42 km?", 42, "km", "miles"), ("How many pounds is 3 kg?", 3, "kg", "pounds")],
)
def test_how_many_units_are_an_amount_is_a_conversion(
    model: LocalChatModel, request_text: str, value: int, source: str, target: str
) -> None:
    assert _calls(model, request_text, UNITS, WEB) == [
        ("convert_units", {"value": value, "from_unit": source, "to_unit": target})
    ]


def test_how_many_people_is_no_conversion(model: LocalChatModel) -> None:
    assert _calls(model, "How many people are coming to the party?", UNITS, WEB) == []


@pytest.mark.parametrize(
    ("request_text", "item"), [("Add sunscreen to my cart", "sunscreen"), ("add oat milk to my cart", "oat milk")]
)
def test_one_lowercase_item_the_verb_takes_fills_a_list(model: LocalChatModel, request_text: str, item: str) -> None:
    assert _calls(model, request_text, CART, WEB) == [("add_to_cart", {"items": [item]})]


@pytest.mark.parametrize(
    ("request_text", "query"),
    [
        ("search the web for cheap flights to Lima", "cheap flights to Lima"),
        ("Search the web for best pizza in Naples, please", "best pizza in Naples"),
    ],
)
def test_a_search_is_for_the_rest_of_its_clause(model: LocalChatModel, request_text: str, query: str) -> None:
    assert _calls(model, request_text, WEB, CART) == [("web_search", {"query": query})]


def test_news_on_a_topic_is_about_the_topic_alone(model: LocalChatModel) -> None:
    assert _calls(model, "Get me news on bitcoin", NEWS, WEB) == [("get_news", {"topic": "bitcoin"})]


def test_news_on_two_topics_is_two_calls(model: LocalChatModel) -> None:
    assert _calls(model, "I'd like the news on climate and on elections, please", NEWS) == [
        ("get_news", {"topic": "climate"}),
        ("get_news", {"topic": "elections"}),
    ]


@pytest.mark.parametrize(
    ("request_text", "phrase", "language"),
    [("Translate cheers into Dutch", "cheers", "Dutch"), ("translate thanks into German", "thanks", "German")],
)
def test_a_language_is_not_the_text_to_translate(
    model: LocalChatModel, request_text: str, phrase: str, language: str
) -> None:
    assert _calls(model, request_text, PHRASES, WEB) == [("translate", {"phrase": phrase, "language": language})]


def test_what_is_searched_leaves_the_value_another_parameter_holds(model: LocalChatModel) -> None:
    regional = _tool(
        "get_news",
        "Get news about a topic.",
        {"topic": {"type": "string"}, "region": {"type": "string", "description": "Country code, e.g. US"}},
        ["topic"],
    )
    assert _calls(model, "Get me news on bitcoin in the US", regional, WEB) == [
        ("get_news", {"topic": "bitcoin", "region": "US"})
    ]



def test_a_searched_phrase_that_points_back_is_not_what_is_searched(model: LocalChatModel) -> None:
    # "her" names someone said before: the phrase around it is no keyword of its own
    search = _tool(
        "news_search",
        "Search news articles by keyword.",
        {
            "keyword": {"type": "string", "description": "The keyword to search for."},
            "limit": {"type": "integer", "description": "How many articles to return."},
        },
        ["keyword"],
    )
    request = "Ada Lovelace is my hero. Search for news about her, 5 articles please."
    assert _calls(model, request, search) == [("news_search", {"keyword": "Ada Lovelace", "limit": 5})]
