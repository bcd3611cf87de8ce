"""Requests to a user's own tools in families no benchmark set holds (real weights, public API, tools
never seen): a start and an end said "until ... from ..." each take their own date; a count asked "in" a
word takes that word as its text and a letter named as such ("how many o's"); an entry under a label
("memo: buy stamps") is saved by the tool named for saving; "N miles in km" asks a conversion, and a unit
takes the spelling a sibling parameter lists; "translate ... into portuguese" and "how do you say ... in
german" give the target language and the text; a request opening on the tool's own name verb ("define
quixotic") or asking what a word means asks for its definition."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

SPAN = _tool(
    "days_apart",
    "Count the days from one date to another, dates given as YYYY-MM-DD.",
    {"start": {"type": "string"}, "end": {"type": "string"}},
    ["start", "end"],
)
LETTERS = _tool(
    "letter_count",
    "Count how often a letter occurs in a word.",
    {"word": {"type": "string"}, "letter": {"type": "string"}},
    ["word", "letter"],
)
VOWELS = _tool(
    "vowel_count",
    "Count the vowels in a piece of text.",
    {"text": {"type": "string", "description": "The text to look at."}},
    ["text"],
)
SAVE_MEMO = _tool(
    "save_memo",
    "Save a memo.",
    {"text": {"type": "string", "description": "What the memo says."}},
    ["text"],
)
FIND_MEMOS = _tool(
    "find_memos",
    "Find saved memos that mention a phrase.",
    {"phrase": {"type": "string", "description": "What to look for."}},
    ["phrase"],
)
CONVERT = _tool(
    "unit_convert",
    "Convert a quantity between units of length or mass.",
    {
        "quantity": {"type": "number", "description": "How much."},
        "from_unit": {"type": "string", "description": "The unit it is in, e.g. 'km', 'mi', 'kg', 'lb'."},
        "to_unit": {"type": "string", "description": "The unit wanted."},
    },
    ["quantity", "from_unit", "to_unit"],
)
TRANSLATE = _tool(
    "translate_phrase",
    "Translate a phrase into another language.",
    {
        "phrase": {"type": "string", "description": "The phrase."},
        "target_language": {"type": "string", "description": "The language to translate into, e.g. 'Spanish'."},
        "source_lang": {"type": "string", "description": "The phrase's language.", "default": "auto"},
    },
    ["phrase", "target_language"],
)
DEFINE = _tool(
    "define_term",
    "Look up the dictionary definition of an English word.",
    {"term": {"type": "string"}},
    ["term"],
)
RHYMES = _tool("find_rhymes", "Find words that rhyme with a word.", {"term": {"type": "string"}}, ["term"])


@pytest.mark.parametrize(
    "request_text", ["days until 2027-05-01 from 2027-04-02", "how many days from 2027-04-02 until 2027-05-01"]
)
def test_a_start_and_an_end_each_take_their_own_date(model: LocalChatModel, request_text: str) -> None:
    assert _calls(model, request_text, SPAN) == [("days_apart", {"start": "2027-04-02", "end": "2027-05-01"})]


@pytest.mark.parametrize(
    ("request_text", "letter"),
    [("how many o's in bookkeeper", "o"), ("count the letter k in bookkeeper", "k")],
)
def test_a_count_in_a_word_takes_the_word_and_the_letter(model: LocalChatModel, request_text: str, letter: str) -> None:
    assert _calls(model, request_text, VOWELS, LETTERS) == [("letter_count", {"word": "bookkeeper", "letter": letter})]


def test_a_count_of_a_kind_in_a_word_takes_the_word(model: LocalChatModel) -> None:
    assert _calls(model, "how many vowels are in onomatopoeia", VOWELS, LETTERS) == [
        ("vowel_count", {"text": "onomatopoeia"})
    ]


def test_letters_counted_are_no_vowels(model: LocalChatModel) -> None:
    assert _calls(model, "how many r's in carrot", VOWELS) == []


@pytest.mark.parametrize("request_text", ["memo: buy stamps", "new memo: buy stamps"])
def test_an_entry_under_a_label_is_saved(model: LocalChatModel, request_text: str) -> None:
    assert _calls(model, request_text, FIND_MEMOS, SAVE_MEMO) == [("save_memo", {"text": "buy stamps"})]


@pytest.mark.parametrize(
    ("request_text", "quantity", "units"),
    [
        ("3 miles in km", 3, ("mi", "km")),
        ("what's 12 lb in kg", 12, ("lb", "kg")),
        ("convert 8 kg to pounds", 8, ("kg", "lb")),
    ],
)
def test_a_measure_in_another_unit_is_converted_in_the_listed_spelling(
    model: LocalChatModel, request_text: str, quantity: int, units: tuple[str, str]
) -> None:
    wanted = {"quantity": quantity, "from_unit": units[0], "to_unit": units[1]}
    assert _calls(model, request_text, DEFINE, CONVERT) == [("unit_convert", wanted)]


@pytest.mark.parametrize(
    ("request_text", "phrase", "language"),
    [
        ('translate "where is the exit" to portuguese', "where is the exit", "portuguese"),
        ("how do you say thank you in german", "thank you", "german"),
    ],
)
def test_a_translation_takes_its_text_and_its_target(
    model: LocalChatModel, request_text: str, phrase: str, language: str
) -> None:
    assert _calls(model, request_text, DEFINE, TRANSLATE) == [
        ("translate_phrase", {"phrase": phrase, "target_language": language})
    ]


@pytest.mark.parametrize("request_text", ["define quixotic", "what does quixotic mean"])
def test_a_word_asked_defined_is_looked_up(model: LocalChatModel, request_text: str) -> None:
    assert _calls(model, request_text, RHYMES, DEFINE) == [("define_term", {"term": "quixotic"})]


CLOSE_REMINDERS = _tool(
    "close_reminders",
    "Mark the user's reminders as done.",
    {"token": {"type": "string", "description": "Authentication token of the user."}},
    ["token"],
)


def test_a_label_that_frames_the_request_heads_no_entry(model: LocalChatModel) -> None:
    request = (
        "User query: I want my reminders marked as done with my auth token 'ab12cd34'.\n"
        "Plan step 1: Use the token to mark them done.\nAPI response: "
    )
    assert _calls(model, request, CLOSE_REMINDERS) == [("close_reminders", {"token": "ab12cd34"})]
