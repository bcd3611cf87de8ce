"""Values a user's own tool is given only when the request holds them (real weights, public API, tools
never seen): the language a quoted text is written in is English when the text is plainly English, for a
parameter that asks the language of the given text (never the language to translate into); a language
parameter takes a language, never a phrase of the request ("sentiment of 'great"); a today written in
eight digits ("today is 20240229") anchors a relative day."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

SENTIMENT = _tool(
    "score_sentiment",
    "Scores the sentiment of a piece of writing.",
    {
        "text": {"type": "string", "description": "The writing to score."},
        "language": {"type": "string", "description": "The language the text is written in."},
    },
    ["text", "language"],
)
TRANSLATE = _tool(
    "translate_text",
    "Translates a text from one language to another.",
    {
        "text": {"type": "string", "description": "The text to translate."},
        "source_language": {"type": "string", "description": "The language of the source text."},
        "target_language": {"type": "string", "description": "The language to translate into."},
    },
    ["text", "source_language", "target_language"],
)


def test_the_language_of_a_quoted_english_text_is_english(model: LocalChatModel) -> None:
    made = _calls(model, "Score the sentiment of 'the staff were rude and the room was dirty'", SENTIMENT)
    assert made == [("score_sentiment", {"text": "the staff were rude and the room was dirty", "language": "English"})]
    made = _calls(model, "Translate 'where is the train station' to French", TRANSLATE)
    assert made == [
        (
            "translate_text",
            {"text": "where is the train station", "source_language": "English", "target_language": "French"},
        )
    ]


def test_a_text_in_another_language_or_too_short_to_tell_is_no_english(model: LocalChatModel) -> None:
    assert _calls(model, "Score the sentiment of 'das Essen war sehr gut'", SENTIMENT) == []
    assert _calls(model, "Translate 'where is the train station'", TRANSLATE) == []  # into what, it does not say


def test_a_language_parameter_takes_only_a_language(model: LocalChatModel) -> None:
    assert _calls(model, "score the sentiment of 'great'", SENTIMENT) == []
    made = _calls(model, "score the sentiment of 'great' in Marathi", SENTIMENT)
    assert made == [("score_sentiment", {"text": "great", "language": "Marathi"})]
