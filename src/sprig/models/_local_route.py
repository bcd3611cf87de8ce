"""Which offered tool a request is about, if any, measured on words rather than guessed.

A 135M model picks *some* tool for any request, so the embedded model first measures whether a
tool fits at all: the request's words (reduced to a stem, and to a shared concept for common
synonyms: "plus" and "sum" are "add", "yen" is a currency) against each tool's own words (its
name, its description without the example values it quotes, its parameter names, enum values and
worked examples). Words every offered tool shares count for little. Shared words are not enough:
the tool must also do what the request asks (:func:`ask_of`, :func:`fits_ask`: the action leading
it, the thing it asks about). No tool fits: the model says plainly what it can do instead
(:func:`decline_sentence`).

A request may also ask for several calls ("the weather in Oslo and in Rome", "add 2 and 3, and
multiply 4 by 5"): :func:`clauses` offers the ways to split it, and the caller keeps a split only
when every part can be served on its own.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from sprig.models._local_codes import asks_a_translation
from sprig.models._local_dates import restates_a_day, states_today
from sprig.models._local_globs import NAMED_FILE
from sprig.models._local_places import is_region, is_well_known_place
from sprig.models._local_searched import put_in_a_container
from sprig.models._local_units import is_unit
from sprig.models._local_written import _STOP, _WORD_NUMBERS, IPV4_ADDRESS, date_parts, dates, quoted
from sprig.tools.definition import ToolDefinition

__all__ = [
    "DECLINE_HINT",
    "Ask",
    "ask_of",
    "asks_for_the_input",
    "capabilities",
    "chats_with_the_user",
    "clauses",
    "core_words",
    "decline_sentence",
    "description_vocabulary",
    "fits_ask",
    "fits_only_as_described",
    "kin_words",
    "names_another_kind",
    "names_the_tool",
    "only_states",
    "opens_on_its_phrasal_name",
    "raw_words",
    "relevance",
    "request_stems",
    "same_concept",
    "small_talk",
    "stems",
    "takes_text",
    "tool_words",
    "unasked_actions",
]

DECLINE_HINT = "Use a larger model with --model."

# Words that mean the same thing to a tool user, each group under one concept (a stem of its own).
_CONCEPT_GROUPS: Mapping[str, str] = {
    "add": "add plus sum total addition added adding",
    "subtract": "subtract minus difference subtraction subtracted less",
    "multiply": "multiply times product multiplication multiplied",
    "divide": "divide divided division quotient ratio",
    "weather": "weather forecast temperature celsius fahrenheit rain raining rainy sunny snow snowing snowy wind windy "
    "stormy cloudy foggy humid humidity umbrella "
    "temperatura clima tiempo météo wetter",  # the words of the languages near English for it
    "price": "price cost worth quote stock share ticker valuation",
    "email": "email mail e-mail inbox",
    "currency": "currency currencies exchange fx forex dollar euro yen pound franc yuan rupee peso usd eur jpy gbp "
    "quid bucks",  # as people say them: "200 quid", "send 20 bucks to Mark"
    "count": "count number many tally",
    "word": "word words",
    "capital": "capital",
    "order": "order orders package shipment parcel delivery",  # not "track": music has tracks
    "time": "time clock hour hours oclock",
    "date": "date day weekday",
    "file": "file files document",
    "folder": "folder directory directories workspace",
    "read": "read contents open print show display view",
    "write": "write save put store record",
    "create": "create make new",
    "movie": "movie movies film films cinema",
    "song": "song songs track tracks tune tunes",
    "recipe": "recipe recipes cook",  # "how to cook sikhae" asks for a recipe
    "volume": "volume loud louder loudness quiet quieter",
    "brightness": "brightness bright brighter brighten dim dimmer",
    "message": "message messages sms text texting",
    "nutrition": "nutrition nutrient nutrients calorie calories kcal protein diet",
    "restaurant": "restaurant restaurants food eat eating dinner lunch cuisine dining meal",
    "remind": "remind reminder reminders alarm wake",
    "prime": "prime primes",
    "direction": "direction directions route way navigate",
    "rating": "rating rate rated review score",
    "plan": "plan todo task tasks steps checklist",
    "translate": "translate translation language",
    "search": "search find lookup look google",
    "note": "note notes notebook jot memo memos",
    "distance": "distance far km kilometers miles",
    "speed": "speed fast velocity",
    "book": "book reserve reservation booking",
    "calendar": "meeting calendar schedule appointment event",
    "news": "news headline headlines",
    "issue": "issue issues problem problems",  # not "ticket" (events have tickets), not "bug" ("a good bug report")
    "define": "define definition meaning",
    "convert": "convert conversion",
    "send": "send transfer wire remit",
    "antonym": "antonym antonyms opposite opposites",
    "synonym": "synonym synonyms thesaurus",
    "reverse": "reverse reversed backwards backward",
    "city": "city town",
    "country": "country nation",
    "population": "population people inhabitants",
    "root": "square root sqrt",
    "power": "power exponent squared cubed",
    "average": "average mean",
    "probability": "probability probabilities odds chance chances likelihood",
    "area": "area",
    "user": "user account profile bio biography",  # "update my bio" edits a profile
    "list": "list lists",
    "edit": "edit replace change modify switch update",
    "home": "home homes house houses apartment apartments condo",
    "advice": "advice guidance tip tips",
    "delete": "delete remove erase",
    "join": "join joined joining concat concatenate concatenation combine combined combining merge merged merging",
    # Common nouns a user names a tool's object by ("a cab", "an attorney", "petrol"):
    "ride": "ride rides taxi taxis cab cabs",
    "doctor": "doctor doctors physician physicians",
    "lawyer": "lawyer lawyers attorney attorneys",
    "image": "image images photo photos picture pictures pic pics",
    "car": "car cars vehicle vehicles automobile automobiles",
    "cart": "cart carts basket baskets",
    "hotel": "hotel hotels lodging lodgings accommodation accommodations motel motels",
    "pharmacy": "pharmacy pharmacies drugstore drugstores",
    "gas": "gas petrol fuel",
    "train": "train trains rail railway",
    "job": "job jobs vacancy vacancies",
    "flight": "flight flights fly flying",
    "invest": "invest invests invested investing investment investments",
    "birth": "birth born birthday birthdays birthdate birthdates",
    "dice": "dice die",
    "sort": "sort sorts sorted sorting arrange arranges arranged arranging",  # not "ascending": an order's word
    "collision": "collision collisions collide collides collided colliding",
    # Everyday words for a tool's object ("the fridge", "gyms", "sneakers", "a flu jab"):
    "fridge": "fridge fridges refrigerator refrigerators",
    "gym": "gym gyms fitness",
    "shoe": "shoe shoes sneaker sneakers footwear",
    "vaccine": "vaccine vaccines vaccination vaccinations immunization immunizations jab jabs",
    "alert": "alert alerts warning warnings",  # "any warning out for Florida?" asks for alerts
}
_CONCEPTS: Mapping[str, str] = {word: concept for concept, words in _CONCEPT_GROUPS.items() for word in words.split()}
_CONCEPT_NAMES = frozenset(_CONCEPT_GROUPS)


def same_concept(word: str) -> list[str]:
    """The words that mean what a word means to a tool user ("food" and "cuisine" of "restaurants"), itself
    first; the word alone when it is in no group."""
    concept = _CONCEPTS.get(word.lower())
    return [word, *(w for w in _CONCEPT_GROUPS[concept].split() if w != word.lower())] if concept else [word]


_IGNORED_TEXT = (
    "a an the of to in on at for from by with and or is are was be been it its this that these those what which who "
    "whom whose how when where why do does did can could would should will shall may might me my i you your please "
    "tell give show get let us our we about into than then there here as if so much current currently now right "
    "any some all each every one two given using use used via e g eg such like value values name names thing "
    "tool tools function returns return result results number numbers whats what's it's i'm know want need "
    "iana utc default"
)
_IGNORED = frozenset(_IGNORED_TEXT.split())
_WORD = re.compile(r"[a-z][a-z'-]*")


def _stem(word: str) -> str:
    """A word reduced to a stem (``ratings`` and ``rate`` -> ``rat``), or to its concept (``plus`` -> ``add``)."""
    word = word.removesuffix("'s").strip("'-")  # "the shop's catalogue": the shop
    if word.endswith(("ification", "ifications")):  # "notification" is what "notify" does
        word = word[: word.rindex("ification")] + "ify"
    elif word.endswith(("ation", "ations", "ational")) and word.index("ation") >= 3 and word not in _CONCEPTS:
        word = word[: word.rindex("ation")] + "ate"  # "location" is where a thing is "located"; "educational"
    concept = _CONCEPTS.get(word)
    if concept is not None:
        return concept
    base, stripped = word, ""
    for suffix, keep in (("ies", "y"), ("ing", ""), ("ed", ""), ("er", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base, stripped = word[: -len(suffix)] + keep, suffix
            break
    concept = _CONCEPTS.get(base) if stripped != "er" else None  # a timer is not a time
    concept = concept or (_CONCEPTS.get(base + "e") if stripped in ("ing", "ed", "es") else None)
    if concept is not None:
        return concept
    return base[:-1] if base.endswith("e") and len(base) > 3 else base


def raw_stem(word: str) -> str:
    """A word reduced to a stem only, without its concept: "schedule" is no "calendar" here."""
    word = word.strip("'-")
    for suffix, keep in (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)] + keep
            if suffix in ("ing", "ed") and len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
                word = word[:-1]  # "shipping" is "ship", "stopped" is "stop"
            break
    return word[:-1] if word.endswith("e") and len(word) > 3 else word


# Where a description stops saying what the tool does and starts saying what for or when:
# "Check whether a domain is available to register" does not register.
_PURPOSE = re.compile(
    r"^(?:(?:a|an|the|this)\s+)?(?:\w+\s+){0,2}?(?:tool|function|api|service|method|endpoint|utility)\s+"
    r"(?:to|that|which|for)\s+|\s(?:to|so|in order to|whether|if|before|after|when|once|until)\s",
    re.IGNORECASE,
)


def raw_words(tool: ToolDefinition) -> set[str]:
    """The raw stems of a tool's name, parameter names (an object's fields' too: ``monitoringEnabled`` of a
    ``body``) and the main clause of its description (what it does, not what it is for): the words its
    actions are matched against."""
    description = tool.description[:300]
    for match in _PURPOSE.finditer(description):
        if match.start() > 0:
            description = description[: match.start()]
            break
    properties = tool.input_schema.get("properties") or {}
    objects = [spec.get("properties") for spec in properties.values() if isinstance(spec, Mapping)]
    fields = [str(key) for inner in objects if isinstance(inner, Mapping) for key in inner]
    text = " ".join([tool.name, description, *(str(key) for key in properties), *fields, *_enum_words(properties)])
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", text).replace("_", " ").lower()
    return {raw_stem(word) for word in _WORD.findall(spaced)}


def _enum_words(properties: Mapping[str, Any]) -> list[str]:
    """The options of the tool's closed parameters ("add", "delete", "rent"), those of an object's fields too
    (a ``body`` whose ``operation`` is 'START', 'PAUSE'): actions it may be asked to do."""
    words: list[str] = []
    for spec in properties.values():
        enum = spec.get("enum") if isinstance(spec, Mapping) else None
        if isinstance(enum, list):
            words += [str(value) for value in enum[:20] if isinstance(value, str) and len(value) < 30]
        fields = spec.get("properties") if isinstance(spec, Mapping) else None
        if isinstance(fields, Mapping):
            words += _enum_words(fields)
    return words


def request_stems(request: str) -> set[str]:
    """:func:`stems` of what a request is about, leaving out the values it gives (files, addresses,
    quotes); a file it names counts as the word "file", a number with "%" as "percent(age)", a
    question "when" as the word "date", "how many ounces in 2 pounds" as the word "convert", "from
    English to French" as "translate"; two words written apart may be one ("zip code")."""
    found = stems(_VALUES.sub(" ", request))
    words = _WORD.findall(_VALUES.sub(" ", request).lower())
    found |= {_stem(first + second) for first, second in itertools.pairwise(words) if len(first) > 1 < len(second)}
    if re.match(r"\s*when\s+(?:is|was|were|are|did|does|do|will)\s+(?!(?:it|i|you|we|they|he|she)\b)", request, re.I):
        found.add("date")  # "When did the Treaty of Lisbon take place?" asks for a date
    if _converts(request):
        found.add("convert")
    if _TIME_IN_TWO_PLACES.search(request):
        found |= {"convert", "time"}
    if asks_a_translation(request):
        found.add("translate")
    if _MEANING.search(request):
        found.add("define")  # "what does serendipity mean" asks a definition
    found |= _operations_written(request)
    found |= {stem for concept, phrase in _CONCEPT_PHRASES.items() if phrase.search(request) for stem in stems(concept)}
    if _PERCENT_SIGN.search(request):
        found |= stems("percent percentage")  # "15% of 240" says "percent" with its sign
    return found | {"file"} if _FILE.search(request) else found


_PERCENT_SIGN = re.compile(r"\d\s?%")
# Phrases that say a concept in words none of which does alone: "take 15 away from 100" subtracts, "how much
# is NVDA trading at" and "what's DOGE at?" ask a price, "how do I make lasagna" a recipe.
# "I need to remember to 'go to Goa'", "remind me to buy milk": an item for a to-do list
_TO_REMEMBER = re.compile(r"\b(?:i\s+(?:need|have|want)\s+to\s+remember|remind\s+me)\s+to\s+\S", re.I)
_CONCEPT_PHRASES = {
    "subtract": re.compile(r"\btake\s+(?:away\s+)?[\d.,]+\s+(?:away\s+)?from\b", re.IGNORECASE),
    "price": re.compile(  # "how much is NVDA trading at", "what's DOGE at?": a symbol's level is its price
        r"\btrad(?:ing|es|ed)\s+(?:at|for)\b|\bwhat(?:['’]s|\s+is)\s+(?-i:[A-Z]{2,6})\s+at\s*\?*\s*$", re.IGNORECASE
    ),
    "recipe": re.compile(r"\bhow\s+(?:do|can|should|would)\s+(?:i|you|we|one)\s+(?:make|cook|bake|prepare)\b", re.I),
    "message": re.compile(  # "tell Sam I'm running late", "let @li know the train is late": a message to someone
        r"\b(?i:tell|let)\s+(?!(?i:me|us|you|him|her|them)\b)(?:[A-Z][\w'-]*|@[\w.-]+)"
        r"\s+(?i:know\s+)?(?i:that\s+)?[\w']"
    ),
    "synonym": re.compile(r"\b(?:other|another|different)\s+words?\s+(?:for|meaning)\b", re.I),  # "other words for X"
    "balance": re.compile(  # "how much money do I have left?", "how much cash is in my account": what it holds
        r"\bhow\s+much\s+(?:money|cash|funds?)\s+(?:do\s+(?:i|we)\s+(?:still\s+)?(?:have|got)|(?:is|are)\s+(?:there\s+)?"
        r"(?:left\s+)?in\s+(?:my|our)\b|(?:have|has)\s+(?:i|we)\s+got)",
        re.I,
    ),
    "plan": _TO_REMEMBER,
    "sort": re.compile(  # "put 42, 7 and 3 in order from smallest to largest": a sort
        r"\bfrom\s+(?:the\s+)?(?:smallest|lowest|largest|highest|biggest|oldest|newest)\s+to\s+(?:the\s+)?\w+est\b",
        re.I,
    ),
    "book": re.compile(  # "get me a table at The French Laundry", "a table for 4": a reservation
        r"\b(?:get|find|grab|book|reserve)\s+(?:me\s+|us\s+)?a\s+table\b|\ba\s+table\s+for\s+(?:\d+|two|three|four)\b",
        re.I,
    ),
    "direction": re.compile(  # "how do I walk from the office to Union Station?" asks the way
        r"\bhow\s+(?:do|can|should|would)\s+(?:i|you|we|one)\s+(?:get|go|walk|drive|cycle|bike|travel)\s+"
        r"(?:from\s+\S.*?\s+)?to\s+\S",
        re.I,
    ),
    "search": re.compile(  # "which files mention milk" asks for a search in them
        r"\bfiles?\s+(?:that\s+|which\s+)?(?:mention|mentions|mentioning|contain|contains|containing)\b", re.I
    ),
}


# "443 * 349", "12 ÷ 4", "3 + 4", "10 - 3": an operator between two numbers names its operation. A slash
# or a dash needs spaces on both sides ("12/03/2024", "2023-04-12" are dates); a number written with a
# colon ("16:00 - 18:00" is a span of time) or with a letter or a power ("3x^2 + 2x") is no operand.
_LEFT_OPERAND = r"(?<![\w.:,/^-])\d+(?:\.\d+)?"
_RIGHT_OPERAND = r"\d+(?:\.\d+)?(?![\w.:^])"
_ARITHMETIC = {
    "multiply": re.compile(rf"{_LEFT_OPERAND}(?:\s*[*×]\s*|\s+[xX]\s+){_RIGHT_OPERAND}"),  # "12 x 12", not "800x600"
    "divide": re.compile(rf"{_LEFT_OPERAND}(?:\s*÷\s*|\s+/\s+){_RIGHT_OPERAND}"),
    "add": re.compile(rf"{_LEFT_OPERAND}\s*\+\s*{_RIGHT_OPERAND}"),
    "subtract": re.compile(rf"{_LEFT_OPERAND}\s+[-−]\s+{_RIGHT_OPERAND}"),
}


def _operations_written(request: str) -> set[str]:
    """The operations the request writes as operators between numbers ("compute 443 * 349": multiply)."""
    return {operation for operation, pattern in _ARITHMETIC.items() if pattern.search(request)}


def writes_arithmetic(request: str) -> bool:
    """Whether the request writes an operator between two numbers ("what's 2+2")."""
    return bool(_operations_written(request))


def kin_words(asked: set[str], words: set[str], verb: str | None = None) -> set[str]:
    """The tool's words that are another form of a word asked ("discovery" for "discovered",
    "nutritional" for "nutrition"): a long common start, and endings of at most three letters; or the
    noun the verb opening the request makes with "-ment" ("payment" for "Pay Tom $40", "shipment" for
    "Ship ..."; never a word elsewhere: "When does the train depart?" is no "department"); the noun in
    "-bility" an adjective makes ("availability" for "available")."""
    found = set()
    for a in asked - words - _CONCEPT_NAMES:  # a concept ("direction") is no word's form ("direct")
        for w in words - _CONCEPT_NAMES:
            common = next((i for i in range(min(len(a), len(w))) if a[i] != w[i]), min(len(a), len(w)))
            same_start = common >= 5 and common >= max(len(a), len(w)) - 3
            same_start = same_start and (a not in _OPERATION_STEMS or w.startswith(a))  # "compare" is no "company"
            made_noun = (a == verb and w == f"{a}ment") or (len(a) >= 6 and _as_adjective(a) == _as_adjective(w))
            if same_start or made_noun:
                found.add(w)
    return found


def _as_adjective(stem: str) -> str:
    """The stem of the adjective a noun in "-bility" is made of ("availability" -> ``availabl``, the stem
    of "available"; "eligibility" -> ``eligibl``); any other stem as it is."""
    return stem[:-5] + "l" if stem.endswith("bility") else stem


def _opening_verb(request: str) -> str | None:
    """The stem of the verb a request opens with ("Pay Tom $40": ``pay``), of at least three letters."""
    first = _first_word(request)
    return _stem(first) if len(first) >= 3 and opens_with_a_verb(request) else None


def stems(text: str) -> set[str]:
    """The text's content words as stems and concepts (``"What is 3 plus 4?"`` -> ``{"add"}``)."""
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", text).replace("_", " ")
    found = {_stem(word) for word in _WORD.findall(spaced.lower()) if word not in _IGNORED}
    found |= {_stem(word.lower()) for word in _BRAND_CASE.findall(text)}  # "GitHub" is "github" as well
    return found - {""}


_BRAND_CASE = re.compile(r"\b[A-Z][a-z]+[A-Z][a-z]+\b")  # "GitHub", "YouTube", "LinkedIn": one word in two parts


_QUOTES = re.compile(r"'[^']*'|\"[^\"]*\"|\([^)]*\)|\b(?:e\.g\.|such as|for example|like)\s(?:[^.;]|\.(?=\S))*")
# What follows "such as" in a tool's own description: the kinds of things it handles ("control an
# appliance, such as an air conditioner"), not example values of a parameter.
# So does a list of plain words in parentheses after a word ("service providers (plumbers, electricians,
# cleaners)"): the kinds of the things before it.
_LISTED_KINDS = r"(?<=[a-z]\s\()[a-z]+(?:\s[a-z]+)?(?:,\s(?:and\s|or\s)?[a-z]+(?:\s[a-z]+)?)+(?=\))"
_KINDS = re.compile(rf"\bsuch as\s[^.;]*|{_LISTED_KINDS}")
_KINDS_IN_PARENTHESES = re.compile(_LISTED_KINDS)


def tool_words(tool: ToolDefinition, examples: Sequence[tuple[str, Mapping[str, Any]]] = ()) -> set[str]:
    """A tool's own words: name, description (without the example values it quotes), parameters,
    examples, and the kinds its description names (:func:`named_kinds`)."""
    return _plain_words(tool, examples) | named_kinds(tool, examples)


def named_kinds(tool: ToolDefinition, examples: Sequence[tuple[str, Mapping[str, Any]]] = ()) -> set[str]:
    """The stems of the kinds of things a tool's description names after "such as" ("an appliance, such as
    an air conditioner") that are none of its other words: they say what it handles, but alone they do not
    make a request about the tool ("How does an air conditioner work?")."""
    named = set().union(*(stems(_QUOTES_IN_KINDS.sub(" ", kinds)) for kinds in _KINDS.findall(tool.description)))
    return named - _plain_words(tool, examples)


def description_vocabulary(name: str, description: str) -> set[str]:
    """The stems of a tool's name and description, without the kinds it lists (:func:`named_kinds`) that are
    none of its other words: "locksmith" of "Find tradespeople (roofers, locksmiths, painters)" is a value
    a request may give, not a word of the tool's own. Kinds after "such as" stay its words: "attributes
    such as size, medium and color" names what the tool changes, and a request naming them asks it."""
    found = _KINDS_IN_PARENTHESES.findall(description)
    kinds = set().union(*(stems(_QUOTES_IN_KINDS.sub(" ", kinds)) for kinds in found))
    return stems(f"{name} {description}") - (kinds - stems(f"{name} {_KINDS_IN_PARENTHESES.sub(' ', description)}"))


_QUOTES_IN_KINDS = re.compile(r"'[^']*'|\"[^\"]*\"|\([^)]*\)|\bsuch as\b")


def _plain_words(tool: ToolDefinition, examples: Sequence[tuple[str, Mapping[str, Any]]] = ()) -> set[str]:
    """A tool's words without the kinds its description names (see :func:`tool_words`)."""
    words = core_words(tool, examples) | stems(_QUOTES.sub(" ", tool.description))
    words |= stems(" ".join(_abbreviations_spelled_out(tool.description)))  # "Body mass index (BMI)": bmi
    if _COUNTS_IN_ITS_DESCRIPTION.match(tool.description):
        words.add("count")  # "Number of characters in a text." tells how many
    return words | _parameter_words(tool.input_schema.get("properties"))


def _parameter_words(properties: object, depth: int = 0) -> set[str]:
    """The stems of parameters' names, descriptions and options, and those of an object's own fields
    ("body" of a dictionary whose ``airConJobMode`` is "the mode of the air conditioner")."""
    words: set[str] = set()
    if not isinstance(properties, Mapping):
        return words
    for key, spec in properties.items():
        words |= stems(key)
        if isinstance(spec, Mapping):
            words |= stems(_QUOTES.sub(" ", str(spec.get("description", ""))))
            items = spec.get("items")
            for option in (spec, items if isinstance(items, Mapping) else {}):  # a list of options too
                enum = option.get("enum")
                if isinstance(enum, list):
                    words |= stems(" ".join(str(value) for value in enum))
            if depth == 0:
                words |= _parameter_words(spec.get("properties"), depth + 1)
    return words


_COUNTS_IN_ITS_DESCRIPTION = re.compile(
    r"\s*(?:(?:returns?|gets?|counts?)\s+)?(?:the\s+)?(?:number|count)\s+of\s", re.IGNORECASE
)
_SPELLED_OUT_BEFORE = re.compile(r"((?:[A-Za-z]+[\s-]+){1,6})\(([A-Z]{2,6})s?\)")


def _abbreviations_spelled_out(text: str) -> list[str]:
    """The abbreviations a text writes in parentheses after the words whose initials they are ("Body
    mass index (BMI)", "air quality index (AQI)"): a name of the thing, no example value left out."""
    found = []
    for match in _SPELLED_OUT_BEFORE.finditer(text):
        short = match.group(2).lower()
        initials = "".join(word[0] for word in re.split(r"[\s-]+", match.group(1).strip().lower())[-len(short) :])
        if initials == short:
            found.append(short)
    return found


def core_words(tool: ToolDefinition, examples: Sequence[tuple[str, Mapping[str, Any]]] = ()) -> set[str]:
    """The words that say what a tool is: its name's, and its worked examples' (without their values)."""
    words = stems(tool.name)
    for request, arguments in examples:
        values = " ".join(str(value) for value in arguments.values())
        words |= stems(request) - stems(values)
    return words


# Values are not what a request is about: file names, addresses, quoted text.
_VALUES = re.compile(
    r"'[^']{0,200}'(?!\w)|\"[^\"]{0,200}\"|“[^”]{0,200}”|\S{1,64}@\S{1,255}|"
    r"(?<![\w/.-])(?:[\w-]{1,64}/){0,8}[\w-]{1,64}\.[A-Za-z][A-Za-z0-9]{1,7}\b"
)


_FILE = re.compile(r"(?<![\w/.-])(?:[\w-]{1,64}/){0,8}[\w-]{1,64}\.[A-Za-z][A-Za-z0-9]{1,7}\b(?!@)")


def relevance(
    request: str,
    tools: Sequence[ToolDefinition],
    words: Mapping[str, set[str]],
    core: Mapping[str, set[str]] | None = None,
) -> dict[str, float]:
    """How much each tool's words overlap the request's, each shared word weighted by its rarity.

    ``words`` maps each tool's name to :func:`tool_words`, ``core`` to :func:`core_words`. A word
    every offered tool has (``get``) weighs little; one only this tool has weighs most. A tool
    fits only when the request shares a word with its name (or examples), or two with the rest
    of its words: one word of a description ("text") is no sign. 0 means it does not fit.
    """
    asked = request_stems(request)
    verb = _opening_verb(request)
    total = len(tools)
    scores: dict[str, float] = {}
    for tool in tools:
        shared = asked & words[tool.name] | kin_words(asked, words[tool.name], verb)
        if core is not None:  # "available" is a word of the description, and names the name's "availability"
            shared |= {word for word in core[tool.name] if _as_adjective(word) in shared - {word}}
        plain = shared - named_kinds(tool)  # a kind the description names confirms a tool, never names it
        named = core is None or bool(plain & core[tool.name]) or len(plain) >= 2
        named = named or (core is not None and _abbreviated(plain, core[tool.name]))
        named = named or bool(plain & _initialled_words(tool))  # "the air in Delhi" to ``aqi_current``
        named = named or (bool(plain) and _holds_a_number_of_its_length(request, tool))  # "60614 - what city"
        named = named or (bool(plain) and _holds_an_address_of_its_kind(request, tool))  # "is x.dev available?"
        named = named or (bool(plain) and _quotes_a_word_for_it(request, tool))  # "what does 'ephemeral' mean?"
        named = named or (bool(plain) and _counts_by_its_name(request, tool))  # "give Arrival 5 stars"
        named = named or (bool(plain) and _lists_numbers_for_it(request, tool))  # "largest of 3, 17, 9, 12"
        described = _QUOTES.sub(" ", tool.description)  # its own words, not the kinds it names "such as"
        named = named or bool(plain and _phrases(request) & _phrases(described))  # "the current price of"
        scores[tool.name] = (  # fsum: a set's order changes with the hash seed, and so would a plain sum's last digit
            math.fsum(math.log(1 + total / sum(1 for t in tools if word in words[t.name])) for word in shared)
            if named
            else 0.0
        )
    return scores


def _phrases(text: str) -> set[tuple[str, str]]:
    """The text's pairs of words written together, as stems, that say what they are about ("current
    price", "phone number"): no function word in them, and one word at least that is more than generic."""
    words = _WORD.findall(_VALUES.sub(" ", text).lower())
    return {
        (_stem(first), _stem(second))
        for first, second in itertools.pairwise(words)
        if not {first, second} & _STOP and min(len(first), len(second)) > 2 and not {first, second} <= _IGNORED
    }


_DIGITS_DESCRIBED = re.compile(
    r"\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]digits?\b", re.IGNORECASE
)


def _holds_a_number_of_its_length(request: str, tool: ToolDefinition) -> bool:
    """Whether the request writes a number of as many digits as a parameter's description says its value
    has ("Five-digit ZIP code" and "60614"): the number is that parameter's kind of value, so it names
    it as its word would (with one more word shared, never alone)."""
    properties = tool.input_schema.get("properties")
    specs = properties.values() if isinstance(properties, Mapping) else ()
    lengths = {
        int(told) if told.isdigit() else int(_WORD_NUMBERS[told.lower()])
        for spec in specs
        if isinstance(spec, Mapping)
        for told in _DIGITS_DESCRIBED.findall(str(spec.get("description", "")))
    }
    return any(re.search(rf"(?<![\d.,-])\d{{{n}}}(?![\d.,]\d)", request) for n in lengths)


def _holds_an_address_of_its_kind(request: str, tool: ToolDefinition) -> bool:
    """Whether the request writes an address of the kind a required parameter's name says it takes (a
    domain or link for ``domain``/``url``, an e-mail address for ``email``, an IP address for ``ip``): the
    address names the parameter as its word would (with one more word shared, never alone)."""
    from sprig.models._local_templates import links
    from sprig.models._local_written import _EMAIL

    properties = tool.input_schema.get("properties")
    required = tool.input_schema.get("required") or ()
    keys = [key for key in required if isinstance(properties, Mapping) and key in properties]
    written = stems("domain url uri link website hostname") | {"email", "ip"}
    kinds = set().union(*(stems(key) for key in keys)) & written
    specs = [properties.get(key) for key in keys] if isinstance(properties, Mapping) else []
    described = [str(spec.get("description", "")) for spec in specs if isinstance(spec, Mapping)]
    if not kinds and any(re.search(r"\be-?mail\b", text, re.I) for text in described):
        kinds = {"email"}  # ``query``: "Part of the user's name or email to match"
    if not kinds:
        return False
    if "ip" in kinds and IPV4_ADDRESS.search(request):
        return True  # "where is 8.8.8.8 located?" for ``ip``
    return bool(_EMAIL.search(request)) if kinds <= {"email"} else bool(links(request))



_ONE_WORD_QUOTED = re.compile(r"(?<!\w)['\"“‘]([A-Za-z]+(?:-[A-Za-z]+)*)['\"”’](?!\w)")


def _quotes_a_word_for_it(request: str, tool: ToolDefinition) -> bool:
    """Whether the request quotes one word alone and the tool requires a word or a term ("what does
    'ephemeral' mean?" for ``word``): the quoted word names the parameter as its name would (with one
    more word shared, never alone)."""
    from sprig.models._local_written import name_words

    properties = tool.input_schema.get("properties")
    required = tool.input_schema.get("required") or ()
    keys = [key for key in required if isinstance(properties, Mapping) and key in properties]
    takes_a_word = any(set(name_words(key)) & {"word", "term"} for key in keys)
    return takes_a_word and len(_ONE_WORD_QUOTED.findall(request)) == 1


def _counts_by_its_name(request: str, tool: ToolDefinition) -> bool:
    """Whether the request writes a number then the name of a required number parameter ("give Arrival 5
    stars" for ``stars``): the number names the parameter as its word would (with one more word shared,
    never alone)."""
    properties = tool.input_schema.get("properties")
    required = tool.input_schema.get("required") or ()
    if not isinstance(properties, Mapping):
        return False
    counted = {
        _stem(word)
        for key in required
        if isinstance(spec := properties.get(key), Mapping) and spec.get("type") in ("integer", "number")
        for word in name_parts(str(key))
        if len(word) > 2
    }
    return any(_stem(word.lower()) in counted for word in re.findall(r"(?<![\w.])\d+(?:\.\d+)?\s+([A-Za-z]+)", request))


_NUMBER_LIST = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?)+(?:,?\s+(?:and|or)\s+-?\d+(?:\.\d+)?)?")


def _lists_numbers_for_it(request: str, tool: ToolDefinition) -> bool:
    """Whether the request lists three numbers or more ("3, 17, 9, 12") and the tool requires a list of
    numbers: the list names the parameter as its word would (with one more word shared, never alone)."""
    properties = tool.input_schema.get("properties")
    required = tool.input_schema.get("required") or ()
    if not isinstance(properties, Mapping):
        return False
    takes_numbers = any(
        isinstance(spec := properties.get(key), Mapping)
        and spec.get("type") == "array"
        and isinstance(items := spec.get("items"), Mapping)
        and items.get("type") in ("number", "integer")
        for key in required
    )
    listed = _NUMBER_LIST.search(request)
    return takes_numbers and listed is not None and len(re.findall(r"\d+(?:\.\d+)?", listed.group(0))) >= 3


def _initialled_words(tool: ToolDefinition) -> frozenset[str]:
    """The stems of the words a part of the tool's name is the initials of, written one after another in its
    description or a parameter's ("air quality index" of ``aqi_current``, "vehicle identification number"
    of ``vin_decode``, "blood pressure" of ``bp_log``): the name names them, as it names its written words."""
    parts = frozenset(part.lower() for part in name_parts(tool.name) if 2 <= len(part) <= 5 and part.isalpha())
    if not parts:
        return frozenset()
    properties = tool.input_schema.get("properties")
    specs = properties.values() if isinstance(properties, Mapping) else ()
    texts = (tool.description, *(str(spec.get("description", "")) for spec in specs if isinstance(spec, Mapping)))
    return _initialled_in(parts, texts)


@lru_cache(maxsize=1024)  # bounded: a server sees ever new tools
def _initialled_in(parts: frozenset[str], texts: tuple[str, ...]) -> frozenset[str]:
    """The stems of the runs of words in ``texts`` whose initials spell one of ``parts``, read once per tool
    (routing asks it for every request)."""
    found: set[str] = set()
    for text in texts:
        words = re.findall(r"[A-Za-z]+", _QUOTES.sub(" ", text))
        for part in parts:
            for start in range(len(words) - len(part) + 1):
                run = words[start : start + len(part)]
                if "".join(word[0] for word in run).lower() == part and all(len(word) > 2 for word in run):
                    found |= stems(" ".join(run))
    return frozenset(found)


def _abbreviated(shared: set[str], core: set[str]) -> bool:
    """Whether a word shared with the tool's description is one its name abbreviates ("contribution" of
    ``historical_contrib_get_contrib``, whose description says "contribution"): the name names it too. A
    concept ("multiply" of "multiplied") is no word written out, and no name abbreviates it."""
    written = shared - _CONCEPT_NAMES
    return any(len(short) >= 4 and word != short and word.startswith(short) for word in written for short in core)


_TOOLKIT_CAPABILITIES = {
    "current_time": "current time",
    "convert_time": "time conversion",
    "read_file": "files",
    "write_file": "files",
    "list_files": "files",
    "edit_file": "files",
    "glob_files": "files",
    "grep_files": "files",
    "todo_update": "plans",
    "todo_read": "plans",
}


def capabilities(tools: Sequence[ToolDefinition], limit: int = 6) -> list[str]:
    """What the offered tools can do, in a few words each (``current time``, ``files``, ``get weather``)."""
    found: list[str] = []
    for tool in tools:
        known = _TOOLKIT_CAPABILITIES.get(tool.name)
        label = known or " ".join(re.sub(r"([a-z])([A-Z])", r"\1 \2", tool.name).replace("-", "_").split("_")).lower()
        if label.strip() and label not in found:
            found.append(label.strip())
    return found if len(found) <= limit else [*found[:limit], "more"]


def decline_sentence(tools: Sequence[ToolDefinition]) -> str:
    """The one plain sentence said when no offered tool fits the request."""
    return f"I can't do that with the tools I have ({', '.join(capabilities(tools))}). {DECLINE_HINT}"


_GREETING = re.compile(
    r"^(?:hi|hello|hey|hallo|good (?:morning|afternoon|evening)|howdy)\b[\s!,.]*(?:there)?[\s!.]*$", re.I
)
_THANKS = re.compile(r"^(?:thanks?|thank you|thx|cheers|great|ok(?:ay)?|cool|perfect|nice)\b.{0,40}$", re.I)
_BYE = re.compile(r"^(?:bye|goodbye|see you|that'?s all)\b.{0,30}$", re.I)
_HOW_ARE_YOU = re.compile(r"^(?:how are you|how's it going|how do you do)\b.{0,20}$", re.I)
_GOES_ON = re.compile(r"[.!,;]\s+\S")  # a sentence after the thanks: asked of the tools first


_GREETING_START = re.compile(r"^(?:hi|hello|hey|hallo|good (?:morning|afternoon|evening)|howdy)\b", re.I)


def small_talk(request: str, tools: Sequence[ToolDefinition], *, tool_fits: bool = False) -> str | None:
    """The reply to a greeting, thanks or goodbye (which needs no tool), else ``None``.

    A request that starts with a greeting and goes on ("Hello, my name is Ada") is greeted back
    when no tool fits it (``tool_fits``), and left to the tools when one does.
    """
    text = request.strip()
    greets = _GREETING.match(text) or _HOW_ARE_YOU.match(text) or (not tool_fits and _GREETING_START.match(text))
    if greets:
        return f"Hello! I can help with: {', '.join(capabilities(tools))}."
    if _THANKS.match(text) and not (tool_fits and _GOES_ON.search(text)):  # "Thanks! And what's ...?": tools
        return "You're welcome."
    if _BYE.match(text):
        return "Goodbye."
    return None


_CHAT_WORDS = frozenset({"chat", "talk", "converse", "conversation", "chatbot"})


def chats_with_the_user(tool: ToolDefinition, request: str) -> bool:
    """Whether the request opens a conversation ("Hey bunny, how are you doing") and the tool is one to
    converse through: its name says chat or talk, and it takes a message. Such a greeting is the tool's
    message, not small talk for the assistant."""
    return opens_a_conversation(request) and names_a_chat(tool.name) and takes_text(tool)


def opens_a_conversation(request: str) -> bool:
    """Whether the request opens on a greeting or asks how one is ("Hey bunny, how are you doing")."""
    return bool(_GREETING_START.match(request.strip()) or _HOW_ARE_YOU.match(request.strip()))


def names_a_chat(name: str) -> bool:
    """Whether a tool's name says it is for chatting (``chat_with_friend``, ``talk_to_agent``)."""
    return bool(set(name_parts(name)) & _CHAT_WORDS)


_SPLIT = re.compile(
    r"\s*(?:;|,?\s+and then\s+|,?\s+then\s+|,?\s+also\s+|,\s*and\s+|\s+and\s+|,\s+|\s+as well as\s+)\s*", re.I
)

# The same joints but the bare comma, which also joins a place to its country and a date to its year:
# "for 'Queens Hotel' in Berlin, Germany from March 10, 2022 ... and for 'Royal Hotel' in Paris, France".
_SPLIT_KEEPING_COMMAS = re.compile(
    r"\s*(?:;|,?\s+and then\s+|,?\s+then\s+|,?\s+also\s+|,\s*and\s+|\s+and\s+|\s+as well as\s+)\s*", re.I
)


_LIST_MARK = re.compile(r"^\s*(?:\d{1,2}[.)]|[-*•])\s+")
_SHORT_ITEM = 12  # words


def one_line(text: str) -> str:
    """The text on one line, with single spaces; the items of a list written one per line ("1. ...",
    "- ...") joined by semicolons, so that each stays a part of its own ("Check the weather:\n- Austin,
    TX\n- Salem, OR" is "Check the weather: Austin, TX; Salem, OR")."""
    lines = [" ".join(line.split()) for line in text.splitlines() if line.strip()]
    marked = [bool(_LIST_MARK.match(line)) for line in lines]
    if _unmarked_items(lines):  # "Weather for:\nDenver, CO\nBoise, ID": the lines after the colon are items
        marked = [False, *(True for _ in lines[1:])]
    short = all(len(line.split()) <= _SHORT_ITEM for line, mark in zip(lines, marked, strict=True) if mark)
    if sum(marked) < 2 or not all(marked[1:]) or not short:  # long items are sentences of their own
        return " ".join(lines)
    items = [_LIST_MARK.sub("", line).rstrip(" .;,") for line in lines]
    return f"{items[0]} {'; '.join(items[1:])}" if not marked[0] else "; ".join(items)


_UNMARKED_ITEM = 6  # words


def _unmarked_items(lines: Sequence[str]) -> bool:
    """Whether the lines after a first one ending in a colon are items of a list written without marks:
    two or more, each a few words that end no sentence ("Stock prices please:\nAMD\nINTC")."""
    items = lines[1:]
    return (
        len(items) > 1
        and lines[0].rstrip().endswith(":")
        and all(len(line.split()) <= _UNMARKED_ITEM and not re.search(r"[.?!:]$", line) for line in items)
    )


# A head ending with a colon, a line break (or one written as "\n") and one line of text after it.
_ONE_BLOCK = re.compile(r"[^:\n]{1,80}:[ \t]*(?:\n|\\n)\s*(?:\\n\s*)*[^\n]+?", re.DOTALL)


def clauses(request: str, limit: int = 5) -> list[list[str]]:
    """Ways to split a request into parts, each a candidate for one call; coarsest splits first.

    The first way splits at every joint (``;``, ``, and``, ``and``, ``then``, ``,``); the next
    ones keep the joints inside a part that must stay whole ("add 2 and 3") by splitting only at
    the stronger joints. The whole request alone is not among them.
    """
    text = request.strip().rstrip("?.!")
    if _ONE_BLOCK.fullmatch(text):
        return []  # "Here is the answer:\n\nIt is not in the text, so I cannot say.": one text passed on
    text = _quotes_masked(text)
    ways: list[list[str]] = []
    strong = re.compile(r"\s*(?:;|,\s*and\s+|,?\s+and then\s+|,?\s+then\s+|,?\s+also\s+)\s*", re.I)
    sentences: list[str] = []
    questions = {match.start() for match in re.finditer(r"\?", request)}
    after_a_question = False
    for sentence in (part.strip() for part in SENTENCE.split(text) if part.strip()):
        question = request.find(sentence) + len(sentence) in questions
        asked = question and after_a_question  # "is 7 prime? is 9 prime?": two questions, one after the other
        after_a_question = question
        if sentences and not asked and not asks_for_something(sentence):
            sentences[-1] += ". " + sentence  # "What's Microsoft's price? The ticker is MSFT.": one ask
        else:
            sentences.append(sentence)
    if 1 < len(sentences) <= limit:  # "... between 1 and 1000. Also find ...": sentences first, then their joints
        within = [piece for sentence in sentences for piece in strong.split(sentence.rstrip("?.!")) if piece.strip()]
        within = _conditions_kept(_relatives_kept(within))
        for parts in (within, sentences):
            if 1 < len(parts) <= limit and parts not in ways:
                ways.append(parts)
    # "Amazon and Boreal forests over 10 and 20 years, respectively": the "and"s join paired runs, not parts
    paired = re.search(r"\brespectively\b", text, re.I) is not None
    for pattern in (_SPLIT, _SPLIT_KEEPING_COMMAS, strong):
        if pattern is _SPLIT_KEEPING_COMMAS and paired:
            continue
        pieces = _regions_kept(_dates_kept([part for part in pattern.split(text) if part and part.strip()]), text)
        parts = _conditions_kept(_relatives_kept(pieces))
        if 1 < len(parts) <= limit and parts not in ways:
            ways.append(parts)
    return [[part.translate(_UNMASKED) for part in parts] for parts in ways]


# What splits a request into parts, and the characters that stand for it inside a quoted value
_JOINT_CHARACTERS = ",;.?! "
_HIDDEN_JOINTS = "\ue000\ue001\ue002\ue003\ue004\ue005"
_MASKED = str.maketrans(_JOINT_CHARACTERS, _HIDDEN_JOINTS)
_UNMASKED = str.maketrans(_HIDDEN_JOINTS, _JOINT_CHARACTERS)


def _quotes_masked(text: str) -> str:
    """The text with the joints inside its quoted values hidden, so that no split falls in one: "Search
    for 'cats and dogs' and 'birds'" is two parts, "'cats and dogs'" whole. A quote opening the text
    (a request written in quotes) is no value of it."""
    for value in quoted(text):
        if value.start > 0:
            text = text[: value.start] + text[value.start : value.end].translate(_MASKED) + text[value.end :]
    return text


_MONTH_DAY = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?$", re.I
)


_RELATIVE = re.compile(r"(?:that|which|who|whose|where)\b", re.I)


# "where is A-10294", "where are my keys": a question, no place a relative clause says of a noun
_WHERE_ASKED = re.compile(r"where\s+(?:is|are|was|were|can|do|does|did)\b", re.I)


def _both_ask_where(before: str, part: str) -> bool:
    """Whether a part asks "where ..." as the part before it did: "where is order A-10293 and where is
    A-10294" asks twice, "trigger the web search function; where is beijing" once."""
    return bool(_WHERE_ASKED.match(part.strip()) and _WHERE_ASKED.match(before.strip()))


def _relatives_kept(parts: list[str]) -> list[str]:
    """The parts with a relative clause put back with what it qualifies ("the best sushi restaurant in
    Boston, that opens on Sundays" is one thing asked, not two)."""
    kept: list[str] = []
    for part in parts:
        if kept and _RELATIVE.match(part.strip()) and not _both_ask_where(kept[-1], part):
            kept[-1] += ", " + part.strip()
        else:
            kept.append(part)
    return kept


def _regions_kept(parts: list[str], text: str) -> list[str]:
    """The parts with a place split at its comma put back together ("in Eugene, Oregon", "Lyon, France")."""
    kept: list[str] = []
    for part in parts:
        lead = re.match(r"\s*([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|[A-Z]{2}\b|[A-Z]\.[A-Z]\.?)", part)
        joined = f"{kept[-1].rstrip()}, {part.strip()}" if kept else ""
        named = lead.group(1).replace(".", "") if lead else ""  # "D.C." is DC
        coded = len(named) == 2 and named.isupper()  # "New York, NY", "Washington, D.C.", "Divinópolis, MG"
        region = lead is not None and (is_region(named) or is_region(named.split()[0]) or coded)
        town = re.search(r"[A-Z][\w.]*$", kept[-1].rstrip()) if kept else None
        listed = town is not None and is_region(town.group()) and not coded  # "Spain, France and Italy"
        if town and region and not listed and joined in text:
            kept[-1] = joined
        else:
            kept.append(part)
    return kept


def _dates_kept(parts: list[str]) -> list[str]:
    """The parts with a date split at its comma put back together ("January 1, 2022")."""
    kept: list[str] = []
    for part in parts:
        if kept and _MONTH_DAY.search(kept[-1]) and re.match(r"\d{4}\b", part):
            kept[-1] += ", " + part
        else:
            kept.append(part)
    return kept


# "... and make sure the transaction is private": a condition on the call before, not a call of its own.
_CONDITION = re.compile(
    r"^(?:please\s+)?(?:make sure|making sure|be sure|ensure|ensuring|so that|including|"
    r"(?:and\s+)?(?:be|being)\s+(?!sure\b))\b",
    re.I,
)


def _conditions_kept(parts: list[str]) -> list[str]:
    """The parts with a condition on the part before ("make sure it is private", "privately", "be
    available on March 4"), the end of a range ("between 25 and 35"), what day today is ("assuming
    today is April 4th, 2023") or its day again ("specifically 2023-10-1") put back; a time zone after
    a time ("at 1:45 pm, UTC") is part of that time."""
    kept: list[str] = []
    for part in parts:
        if kept and _ZONE.fullmatch(part.strip()) and _ENDS_WITH_TIME.search(kept[-1]):
            kept[-1] += ", " + part.strip()
        elif kept and _ENDS_WITH_WEEKDAY.search(kept[-1]) and _opens_with_a_day(part.strip()):
            kept[-1] += ", " + part.strip()  # "on Wednesday, 3 March 2027": the weekday of that date
        elif kept and (
            _CONDITION.match(part.strip())
            or _manner(part)
            or states_today(part)
            or restates_a_day(part)
            or _OPEN_RANGE.search(kept[-1])
            or _OPEN_INCLUSION.search(kept[-1])
        ):
            kept[-1] += " and " + part
        else:
            kept.append(part)
    return kept


def _opens_with_a_day(part: str) -> bool:
    """Whether a part opens with a day of the calendar ("3 March 2027", "the 3rd of March", "March 3")."""
    found = dates(part)
    return bool(found) and part[: found[0].start] in ("", "the ") and date_parts(str(found[0].value)) is not None


# "between the ages of 25" waits for the "and 35" the split took away
_OPEN_RANGE = re.compile(r"\bbetween\s+(?:[\w$€£.,-]+\s+){0,4}[\w$€£.,-]+\s*$", re.I)
# "the details of the project, including its status and Adriel's role": the list runs on to the sentence's end
_OPEN_INCLUSION = re.compile(r"\bincluding\b[^.?!;]*$", re.I)
_ENDS_WITH_WEEKDAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*$", re.I)
_ZONE = re.compile(r"(?:UTC|GMT|[ECMPA][SD]?T|CET|CEST|BST|IST|JST)(?:\s*[+-]\s*\d{1,2}(?::?\d{2})?)?")
_ENDS_WITH_TIME = re.compile(r"(?:\d{1,2}:\d{2}|\d\s*[ap]\.?m\.?|\bnoon|\bmidnight)\s*$", re.I)


def _manner(part: str) -> bool:
    """Whether a part is one adverb of how the call before is made ("privately"), not of how several
    calls share values ("respectively")."""
    word = part.strip().lower()
    return bool(re.fullmatch(r"[a-z]{3,}ly", word)) and word not in _SHARING_ADVERBS


_INTEREST = re.compile(r"i(?:'m| am)(?: (?:also|just|really|now))? interested in\b", re.IGNORECASE)


def asks_for_something(sentence: str) -> bool:
    """Whether a sentence asks for something (a question, or one led by a verb), not states a value."""
    text = _OPENERS.sub("", sentence.strip().lower(), count=1)
    if _INTEREST.match(sentence.strip()):
        text = sentence.strip().lower()  # "I am interested in the genre 'Fiction'": tells what the ask is about
    again = _SAME_FOR.match(text) is not None  # "What about Miami": the same ask again, for another value
    asked = sentence.rstrip().endswith("?") or text != sentence.strip().lower()
    return asked or opens_with_a_verb(text) or again


_SAME_FOR = re.compile(r"(?:and\s+)?(?:what|how)\s+about\b")


# "of AAPL? What about MSFT?", "is 7 prime? is 9 prime?": a question mark ends a sentence, whatever follows
SENTENCE = re.compile(r"(?:(?<=[a-z0-9)'\"])[.?!]|(?<=[A-Z])[?!])\s+(?=[A-Z])|(?<=[\w)'\"])\?\s+(?=[a-z])")


# -- what a request asks for: its action and its object ---------------------------------------------
#
# Sharing a word with a tool is not enough: "Order more stock" shares "stock" with a tool that
# *checks* stock, "the volume of a sphere with radius 3" shares "radius" with a tool for the *area*
# of a circle. So the request is read for what it asks: the verb that leads it when that verb is
# an action with effects (order, delete, book, send...), and the thing it asks for (the noun
# phrase after "what is the", "find", "calculate"...). A tool that has neither word does not fit.


def opens_with_a_verb(text: str) -> bool:
    """Whether a text starts with a verb that asks for something ("list cases filed in 2018"), not with
    a value ("goodbye into French")."""
    return _first_word(text) in _REQUEST_VERBS


@cache
def request_verb_stems() -> frozenset[str]:
    """The :func:`raw_stem` of each verb a request asks with (of an effect, "do it" or "tell me", of an
    operation), stemmed once."""
    return frozenset(raw_stem(verb) for verb in _REQUEST_VERBS)


def _first_word(text: str) -> str:
    """The text's first word in lower case ("" when it has none)."""
    return next(iter(_WORD.findall(text.strip().lower()[:40])), "")


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


_SHARING_ADVERBS = _set(
    "respectively separately individually simultaneously concurrently independently together accordingly "
    "similarly likewise additionally finally lastly firstly secondly thirdly"
)


# Verbs that ask for an effect or an operation of their own: a tool fits only if it names it.
_ACTIONS = _set(
    """order buy purchase sell delete remove erase cancel stop pause resume halt book reserve call phone dial send
    email mail text post publish tweet play stream sing draw paint translate update edit rename move copy upload
    download install uninstall pay transfer invest withdraw deposit schedule invite share subscribe unsubscribe follow
    unfollow open close lock unlock launch deploy restart reboot kill save store record remind
    register approve reject hire fire ship refund rate review like vote sign apply donate borrow lend rent hide mute
    unmute block report charge drive fly cook bake write compose explain renew extend archive restore reset enable
    disable activate deactivate assign unassign revert retry submit claim redeem ban merge rebase reload recharge
    purge"""
)
# The words a tool may use for an action the request names ("Send 1200" is a transfer).
_ACTION_KIN: Mapping[str, str] = {
    "send": "transfer wire remit pay payment email mail text message sms post dm",
    "transfer": "send wire pay move",
    "text": "sms message send",
    "email": "mail send",
    "mail": "email send",
    "book": "reserve reservation buy purchase",  # "book two seats" buys tickets
    "reserve": "book booking",
    "rent": "rental hire reserve book lease",  # "rent an suv at LAX" to a tool reserving a rental car
    "hire": "rent rental reserve book",
    "delete": "remove erase destroy drop",
    "remove": "delete erase drop",
    "buy": "purchase order book",
    "purchase": "buy order",
    "order": "buy purchase place",
    "cancel": "abort revoke void",
    "call": "phone dial",
    "phone": "call dial",
    "save": "store write record update add create put",
    "write": "save create compose update add put",
    "record": "log save store write update add create track",
    "store": "save write record update add put",
    "update": "edit modify change set mark move",  # "mark T-12 as done", "move T-7 to done"
    "move": "update",
    "edit": "update modify change",
    "rename": "update edit change",
    "play": "start stream",
    "stream": "play",
    "stop": "pause halt end",
    "pause": "stop halt",
    "open": "create launch start view display file submit raise",  # "open an issue" files one
    "launch": "start spin",  # "spin up a t3.large"
    "purge": "clear invalidate flush",
    "reload": "refresh recharge topup fund add",  # "reload the page" refreshes it, "reload card 44" adds funds
    "recharge": "reload topup fund add",
    "disable": "deactivate suspend",
    "deactivate": "disable suspend",
    "close": "shut end resolve",
    "report": "file submit raise create open log",  # "report a bug" files one
    "kill": "stop end terminate",  # "kill the process" ends it
    "post": "publish share",
    "publish": "post share",
    "schedule": "create book add arrange plan",
    "remind": "reminder alert notify todo task",  # "remind me to water the plants" to a to-do list
    "pay": "transfer send payment",
    "rate": "rating review",
    "review": "rating rate",
    "translate": "translation",
    "register": "sign create",
    "cook": "recipe",
    "fly": "flight",
    "bake": "recipe",
    "add": "create new insert append save put schedule log book write record",  # "add X to my calendar"
}


# Verbs that only say "do it" or "tell me": any tool may serve them, so the object decides.
LIGHT_VERBS = _set(
    """get find show tell give check fetch look search calculate compute determine provide list retrieve display
    return help estimate identify obtain figure work know see run use do want need let lookup pull bring
    recommend suggest change print"""
)
# Verbs of an operation: a tool that names one fits whatever it is applied to ("Convert 25 degrees").
_OPERATIONS = _set(
    """count query gather collect name generate describe evaluate assess analyze analyse measure predict
    compare solve convert summarize summarise classify detect verify validate simulate plot sort filter rank
    format parse encode decode encrypt decrypt hash compress extract shorten expand round split reverse"""
)
_REQUEST_VERBS = _ACTIONS | LIGHT_VERBS | _OPERATIONS
# The stems of the operations a request asks: another word sharing a long start with one ("compar" and
# "company") is no form of it unless it starts with the whole stem.
_OPERATION_STEMS = frozenset(_stem(word) for word in _OPERATIONS)
_OPENERS = re.compile(
    r"^(?:(?:hey|hi|hello|ok|okay|sure|so|now|please|kindly|also|and|then|next|first|firstly|second|secondly|third|"
    r"finally|lastly|additionally|after that|afterwards|quick question)\b[\s,!:]*)+|"
    r"^(?:can|could|would|will) you(?: please| kindly| help me)?\s+|^(?:help me(?: to)?|let'?s|let me)\s+|"
    r"^i(?:'ve| have)(?: got)? (?:an?|the) (?:urgent |real |strong )?(?:urgency|need|wish|desire) (?:to|for)\s+|"
    r"^i(?:'m| am) in (?:urgent )?need of\s+|^i(?:'d| would) love(?: you)? to\s+|"
    r"^i(?:'d| would)? (?:like|want|need|wish|have)(?: you)?(?: to)?\s+|"
    r"^i(?:'m| am)(?: (?:also|just|really|now))? (?:trying|looking|searching|hoping|interested|wanting|keen|eager)"
    r"(?: in| for| to| at)?\s+|^(?:looking|searching) for\s+|"
    r"^(?:i'd|i would) like\s+|"
    r"^i(?:'m| am) (?:curious|wondering)(?: about| to know| whether| if)?[\s,]*|^i wonder(?: whether| if)?\s+|"
    r"^i(?:'ve| have)? (?:been )?(?:meaning|wanting|meant|wanted|going) to ask(?: you)?(?: something)?[\s,:]*|"
    r"^(?:would|will|is) it (?:be )?possible (?:for you )?to\s+|"  # "Would it be possible to check ..."
    r"^is there (?:any )?(?:chance|way) (?:that )?you (?:can|could)\s+|"
    r"^(?:if|when|assuming|given|suppose|supposing)\b[^,?]{0,160},\s*",  # "if I roll 20 times, what are ...": the ask
    re.IGNORECASE,
)
_AFTER_VERB = re.compile(r"^(?:me|us|out|up|for me|for us|about)\s+", re.IGNORECASE)
_QUESTION = re.compile(
    r"^(?:what|which|who|whom)(?:'s|'re| is| are| was| were| will be| would be)?\s+|"
    r"^how (?:many|much)\s+(?!(?:is|are|was|were|do|does|did|will|would|can|could|should)\b)|"
    r"^(?:is|are|was|were|does|do|did|has|have|will)\s+(?:there\s+)?",
    re.IGNORECASE,
)
_GENERIC_HEADS = _set(
    """result results value values number numbers amount details detail information info data list status level
    total solution solutions root roots answer answers output stats statistics summary overview kind type name
    names count size unit units piece pieces copy copies item items box boxes bottle bottles quantity quantities
    percentage percentages record records figure figures something anything someone somebody anyone anybody somewhere
    anywhere place places option options suggestion suggestions selection recommendation recommendations idea ideas"""
)
_FINITE = _set("is are was were has have had will can")
_PRONOUNS = _set("i we you they it he she me us them")
_BACK_REFERENCES = _set("one ones")
_ASIDES = _set("also just still really then please maybe perhaps")
# "What time does the sun set?", "what day will the parcel arrive": a question of when something happens
_WHEN_WORDS = _set("time day date hour")
_EVENT_AUXILIARIES = _set("does do did will would should can could shall")
_DETERMINERS = _set(
    "the a an some any all my our your their his her its this that these those current currently latest today's "
    "todays next last recent most more few several each every"
)
_BOUNDARY = _set(
    """of in on at for from by with to into near around between about over under during within after before since until
    that which who whose where when while if whether and or but than as like is are was were be been do does did
    can could should would will shall may might must has have had i you we they it he she there so because using
    via per given"""
)


@dataclass(frozen=True, slots=True)
class Ask:
    """What a request asks for: the action verb leading it (``order``), the words of the thing it asks
    about (``{"volume", "sphere"}``) and the operation verb leading it (``convert``); each is ``None``
    when the request does not say plainly."""

    action: str | None
    thing: frozenset[str] | None
    operation: str | None = None
    head: tuple[str, str] | None = None  # the head of a thing of several words ("shoes" of "the event shoes")
    described: frozenset[str] = frozenset()  # what a relative clause says the thing offers ("who provides ironing")


# Where a sentence ends: after its stop, but not after a name's initial ("books by Ursula K. Le Guin?").
_SENTENCE_BREAK = re.compile(r"(?<=[.?!])(?<!\b[A-Z]\.)\s+|\n+")


def ask_of(request: str) -> tuple[Ask, ...]:
    """What each sentence of the request asks (see the comment above); at most four sentences."""
    sentences = [part for part in _SENTENCE_BREAK.split(request.strip()[:1200]) if part.strip()]
    sentences = [clause for sentence in sentences for clause in _clauses_apart_by_dashes(sentence)]
    sentences = [_after_a_lead_in(piece) for sentence in sentences for piece in _imperatives_after_commas(sentence)]
    sentences = [piece for sentence in sentences for piece in _question_after_a_statement(sentence)]
    sentences = [piece for sentence in sentences for piece in _QUESTION_AFTER_SO.split(sentence) if piece.strip()][:4]
    # "My username is X" only tells: the sentences that ask, or every sentence when none does
    asking = [sentence for sentence in sentences if asks_for_something(sentence)] or sentences
    return tuple(_ask_of_sentence(sentence) for sentence in asking) or (Ask(None, None),)



# "I've got chicken and rice at home, what could I cook?": a statement, then the question it leads to, asking
_QUESTION_AFTER_A_COMMA = re.compile(
    r",\s+(?=(?:what|how|which|where|who)\s+(?:could|can|should|would|do|will|shall)\s+(?:i|we)\b"
    r"|(?:what's|what\s+is|how's|how\s+is|where's|where\s+is)\s+(?:the|my)\s+[a-z]"
    r"|(?:is|are|will|can|does|do)\s+(?:it|they|there|i|we)\s+(?:still\s+)?[a-z]+\b[^,]*\?*\s*$"
    r"|(?:let\s+me\s+know|tell\s+me)\s+(?:when|if|whether|what|how|which)\b"
    r"|(?P<need>i(?:'d|\s+would)?\s+(?:need|want|like)\s+(?:an?|the|some|my)\s+[a-z]))",
    re.IGNORECASE,
)


def _question_after_a_statement(sentence: str) -> list[str]:
    """A statement and the question after its comma apart ("I've got rice at home, what could I cook?", "it
    won't turn on, is it under warranty", "pasta's in, let me know when 12 minutes are up"): the
    question asks, the statement only tells. An ask before the comma ("I need a guard, where can I find
    one?") keeps the sentence whole: what it names is asked for; a need said after it is an ask of its own."""
    found = _QUESTION_AFTER_A_COMMA.search(sentence)
    if found is None:
        return [sentence]
    before, after = sentence[: found.start()], sentence[found.end() :]
    # "I have an interview tomorrow, I need an alarm at 07:00": what is needed is asked, whatever came before
    return [before, after] if found["need"] or not asks_for_something(before) else [sentence]


# "she has been complaining about her hair so can you find me a salon?": the question after "so" asks
_QUESTION_AFTER_SO = re.compile(r",?\s+so\s+(?=(?:can|could|would|will)\s+you\b)", re.IGNORECASE)

def _clauses_apart_by_dashes(sentence: str) -> list[str]:
    """A sentence's clauses set apart by dashes ("thinking of a car - 25k loan, 7% interest - what would I
    pay?"), when each has a few words; "Shipment 1Z999AA1 - any update?" stays one: its head names the thing."""
    clauses = [clause for clause in re.split(r"\s+[-–—]\s+", sentence) if clause.strip()]
    return clauses if all(len(_WORD.findall(clause)) >= 3 for clause in clauses) else [sentence]


_LEAD_IN = re.compile(r"\bthe\s+following(?:\s+[a-z]+)?\s*$", re.IGNORECASE)


def _after_a_lead_in(sentence: str) -> str:
    """The command after a colon that a lead-in introduces ("Pick one of the functions to fulfill the
    following command: Change the point 'pointA' to 2,3,4"): the command is what is asked. A colon after
    a command of its own ("Record a plan to paint the fence: buy paint, ...") leads to its content."""
    lead, colon, rest = sentence.partition(": ")
    return rest if colon and _LEAD_IN.search(lead) and opens_with_a_verb(rest) else sentence


# A comma, then a capitalized verb ("..., Find his address"), or a verb after words that leave the doing
# to the reader ("The printer works again, you can close 3321"). Not after "please" or "can you": that
# lost a task at first contact.
_COMMAND_AFTER_COMMA = re.compile(
    r",\s+(?:([A-Z][a-z]+)|(?:(?:so\s+|now\s+)?you\s+(?:can|may|could)\s+(?:now\s+|go\s+ahead\s+and\s+)?)"
    r"([a-z]+))\b"
)


def _imperatives_after_commas(sentence: str) -> list[str]:
    """The sentence cut where a comma is followed by a capitalized verb that starts a command of its own
    ("I need to send a letter to Liam, Find his address"), or by a verb the words before it leave to the
    reader ("The printer works again, you can close 3321"): two sentences written as one."""
    pieces: list[str] = []
    start = 0
    for match in _COMMAND_AFTER_COMMA.finditer(sentence):
        verb = 1 if match.group(1) else 2
        if match.group(verb).lower() in _ACTIONS | LIGHT_VERBS | _OPERATIONS:
            pieces.append(sentence[start : match.start()])
            start = match.start(verb)
    return [*pieces, sentence[start:]]


# "What's 3:30pm in Berlin in Sydney?", "9am Tokyo in London?": a clock time given in one place and asked in
# another, at the end of the request, asks for the time converted (without the word "time").
_PLACE_NAME = r"[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}"
_TIME_IN_TWO_PLACES = re.compile(
    rf"(?i:\b\d{{1,2}}(?::\d\d)?\s*[ap]\.?m\b\.?|\b\d{{1,2}}:\d\d\b|\bnoon\b|\bmidnight\b)\s+(?:in\s+)?{_PLACE_NAME}"
    rf"\s+in\s+{_PLACE_NAME}\s*[?.!]?\s*$"
)
# "How many ounces in 2 pounds?", "How many teaspoons are in a tablespoon?", "How many miles are 42 km?",
# "how much is 1,500.50 euros in japanese yen": a conversion.
_CONVERSION = re.compile(
    r"^\s*how many\s+[a-z]+\s+(?:(?:are\s+|is\s+)?(?:there\s+)?(?:in|per|make|equal)\s+"
    r"(?:an?\s+|one\s+|\d[\d.,/]*\s*)|(?:are|is)\s+\d[\d.,/]*\s*)[a-z]"
    r"|^\s*how much\s+(?:is|are)\s+[$€£¥]?\d[\d.,]*\s*[a-z]+(?:\s+[a-z]+)?\s+in\s+[a-z]",
    re.IGNORECASE,
)


# "5 miles in km", "what's 10 lb in kg?": a measure and the unit it is asked in, the whole request.
_MEASURE_IN_UNIT = re.compile(
    r"^\s*(?:(?:what(?:'s|\s+is|\s+are)|how\s+much\s+is)\s+)?-?\d[\d.,]*\s*(?P<unit>[a-z°]+)\s+(?:in|to|into)\s+"
    r"(?P<asked>[a-z°]+)\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def _converts(sentence: str) -> bool:
    """Whether a sentence asks for a measure in another unit (:data:`_CONVERSION`, :data:`_MEASURE_IN_UNIT`)."""
    if _CONVERSION.match(sentence):
        return True
    measure = _MEASURE_IN_UNIT.match(sentence)
    return measure is not None and is_unit(measure["unit"]) and is_unit(measure["asked"])


# "What does 'lit' mean?", "what "rizz" means on Urban Dictionary": a word's meaning, not an average.
_MEANING = re.compile(
    r"\bwhat\b(?:\s+(?:does|do|did)\b)?[^.?!]{0,60}?(?<!\bthe )(?<!\ba )\bmeans?\b"
    r"(?=\s*(?:[?.!,]|$|\s+(?:in|on|for|to)\b))",
    re.IGNORECASE,
)


# "What is mandate?", "what are neural networks": a bare kind of thing, asked what it is (not "what is the
# price", "what is in main.py", "What is AAPL"): its meaning, not the things of that kind a tool handles.
_DEFINITION = re.compile(
    r"^\s*(?i:what(?:'s| is| are))\s+(?!(?i:the|a|an|some|any|my|your|our|their|his|her|its|this|that|these|"
    r"those|it|there|here|i|you|we|they|he|she|going|wrong|new|up|next|left|happening)\b)"
    r"(?P<kind>[A-Za-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})\s*[?.!]*\s*$"  # "AAPL", "X2" are names, not kinds
)


# "How much does a taxi cost in New York?": a question of price, whatever the thing priced; only a tool of prices
# or costs serves it, not one that orders or books the thing.
_COST_QUESTION = re.compile(
    r"^\s*how much (?:does|do|did|will|would|should|could|might)\b[^?.!]*\bcost\b", re.IGNORECASE
)


# "todo: renew passport", "new note: wifi is tulip42", "shopping list: oat milk": a short label of no verb,
# a colon and the entry, written in small letters; the entry is one of that kind (to be saved, when a tool
# named for saving fits).
_LABELLED_ENTRY = re.compile(r"^\s*(?P<label>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2})\s*:\s+(?P<entry>\S[^\n]*)$")
_ENTRY_WORDS = 12  # an entry is short: "renew passport", "call the plumber"
# Labels that frame a request or a dialogue, not a kind of entry: "User query: ...", "API response: ...".
_FRAMING_LABELS = _set(
    "user query question prompt request input instruction instructions api response system context"
)


def _labelled_entry(sentence: str) -> Ask | None:
    """The ask of an entry under a label of its kind ("todo: renew passport"): about the thing the label
    names (the entry is its value); ``None`` for a sentence of another shape, an entry of more than one
    line or a few words or one that opens on a name or a number, or a label that opens with a verb or a
    question word ("Translate this: hi") or frames a request ("User query: ...")."""
    match = _LABELLED_ENTRY.match(sentence.strip())
    if match is None or len(match["entry"].split()) > _ENTRY_WORDS or not match["entry"][:1].islower():
        return None  # "Weather: Rome, Milan, Naples", "Address: 123 Main St": names asked about, no entry
    words = _WORD.findall(match["label"].lower())
    if not words or words[0] in _REQUEST_VERBS | _QUESTION_WORDS | _PRONOUNS:
        return None
    if set(words) & (_BOUNDARY | _FRAMING_LABELS):
        return None
    kind = stems(" ".join(words)) - _GENERIC_HEADS
    return Ask(None, frozenset(kind)) if kind else None


def opens_on_its_name_verb(tool: ToolDefinition, request: str) -> bool:
    """Whether a short request opens (after a courtesy) on the first word of the tool's name, a verb no
    list here knows, and goes straight on to its value ("define ephemeral" to ``define_word``): it asks
    what the tool is named for. Not "define the term ...", nor a long request."""
    parts = name_parts(tool.name)
    text = _OPENERS.sub("", request.strip().lower(), count=1)
    words = _WORD.findall(text)
    if not parts or not words or len(words[0]) < 3 or words[0] in _REQUEST_VERBS:
        return False
    named = words[0] == parts[0] or _nominalizes(parts[-1], words[0])  # "define X" to ``word_definition``
    return named and 1 < len(words) <= 4 and words[1] not in _DETERMINERS | _BOUNDARY


_PARTICLES = frozenset(["on", "off", "up", "down", "in", "out"])
_SWITCHING = frozenset(["turn", "switch"])


def opens_on_its_phrasal_name(tool: ToolDefinition, request: str) -> bool:
    """Whether a short request opens on the phrasal verb a tool is named ("turn on the porch light", "turn
    the TV off" to ``turn_on``/``turn_off``, "switch" for "turn"), the tool taking one required value: what
    the verb is done to."""
    parts = name_parts(tool.name)
    if len(parts) != 2 or parts[1] not in _PARTICLES or len(tool.input_schema.get("required") or ()) != 1:
        return False
    words = _WORD.findall(_OPENERS.sub("", request.strip().lower(), count=1))
    verbs = _SWITCHING if parts[0] in _SWITCHING else {parts[0]}
    if not 2 < len(words) <= 7 or words[0] not in verbs:
        return False
    return words[1] == parts[1] or (words[-1] == parts[1] and not _PARTICLES & set(words[1:-1]))


def opens_on_its_verb_and_value(tool: ToolDefinition, request: str) -> bool:
    """Whether a short request opens on the verb of a tool named verb and thing (``deploy_service``,
    ``install_package``) and goes straight on to one bare word, the name the tool's required parameter
    for that thing takes ("deploy checkout to production", "install numpy"): the thing is named by its
    value, not by its kind; or on the verb, the thing's word and its name ("delete user tpark"). Not "install
    the app", nor a tool whose parameter takes no name."""
    parts = name_parts(tool.name)
    words = _WORD.findall(_OPENERS.sub("", request.strip().lower(), count=1))
    if len(parts) == 2 and len(words) >= 3 and words[1] == parts[1]:
        words = [words[0], *words[2:]]  # "delete user tpark": the thing's word, then its name
    if len(parts) != 2 or len(words) < 2 or len(words) > 5 or words[0] != parts[0]:
        return False
    if words[1] in _DETERMINERS | _BOUNDARY | _REQUEST_VERBS or len(words[1]) < 3:
        return False
    properties = tool.input_schema.get("properties")
    required = tool.input_schema.get("required") or ()
    if not isinstance(properties, Mapping):
        return False
    named = [
        key
        for key in required
        if isinstance(spec := properties.get(key), Mapping)
        and spec.get("type") == "string"
        and (name_parts(str(key))[:1] == [parts[1]] or str(key).lower() == f"{parts[1]}name")  # user, username
        and "name" in [*name_parts(str(key)), *_WORD.findall(str(spec.get("description", "")).lower()), str(key)[-4:]]
    ]
    return len(named) == 1


# "weather in India using the web search tool", "via your translate_text function": the request names the
# tool it wants used, by the words of its name, before a word for a tool.
_TOOL_NAMED = re.compile(
    r"\b(?:using|via|through|with)\s+(?:the\s+|your\s+|my\s+)?(?P<name>[a-z][\w.-]*(?:\s+[a-z][\w.-]*){0,3})"
    r"\s+(?:tool|function|api)\b",
    re.IGNORECASE,
)
_TOOL_WORDS = frozenset({"tool", "function", "api"})
# "Is weather in Lisbon free with the web search tool?": a question about the tool, not a use of it.
_ABOUT_A_TOOL = re.compile(r"\W*(?:how|why|what|which|who|when|where|is|are|does|do|did|was|were)\b", re.IGNORECASE)


def names_the_tool(tool: ToolDefinition, request: str) -> bool:
    """Whether the request asks for the tool by its name: "using the web search tool" names ``web_search``
    and ``search_web_tool`` (its words in any order, one slip of typing allowed: "searcvh web tool"), but
    not in a question about it ("Is weather in Lisbon free with the web search tool?")."""
    if _ABOUT_A_TOOL.match(request):
        return False
    parts = {part for part in name_parts(tool.name) if part not in _TOOL_WORDS and not part.isdigit()}
    for match in _TOOL_NAMED.finditer(request):
        written = [word for word in re.split(r"[\s_.-]+", match["name"].lower()) if word not in _TOOL_WORDS]
        each_a_part = all(any(_typed_for(w, p) for p in parts) for w in written)
        each_written = all(any(_typed_for(w, p) for w in written) for p in parts)
        if parts and len(written) == len(parts) and each_a_part and each_written:
            return True
    return False


def spelled_as_the_tools(request: str, tools: Sequence[ToolDefinition]) -> str:
    """The request with each word that is one slip of typing away from a long word of a tool's name (a
    letter left out, added, changed or two swapped: "wether" for ``getWeather``) written as that word;
    a word any tool uses as written stays. An acronym of a tool's description is spelled out first
    (:func:`_acronyms_spelled_out`)."""
    request = _acronyms_spelled_out(_put_on_as_played(request, tools), tools)
    parts = {part for tool in tools for part in name_parts(tool.name) if len(part) >= _LONG_NAME_WORD}
    if not parts:
        return request
    known = {word for tool in tools for word in _WORD.findall(f"{tool.name} {tool.description}".lower())}

    def respelled(match: re.Match[str]) -> str:
        word = match.group(0).lower()
        if word in known or word in parts:
            return match.group(0)
        return next((part for part in sorted(parts) if _one_slip(word, part)), match.group(0))

    return re.sub(rf"\b[A-Za-z]{{{_LONG_NAME_WORD - 1},}}\b", respelled, request)


def _put_on_as_played(request: str, tools: Sequence[ToolDefinition]) -> str:
    """The request opening (after a courtesy) on an everyday verb (:data:`_EVERYDAY_VERBS`) written with the
    verb an offered tool is named for: "Put on 'Bad Guy' in the patio" asks it played, "kick off the nightly
    pipeline" triggered, "stop following @ana" to ``unfollow_user``. Only when no offered tool is named by the
    everyday word itself, and only into a verb of the same direction; into the first of them when no tool is
    named for any and it is one of :data:`_SAID_AS_ITS_OWN`, so that a tool doing another is not taken for it."""
    opener = _OPENERS.match(request.strip().lower())
    at = len(request) - len(request.lstrip()) + (opener.end() if opener else 0)
    named = {part for tool in tools for part in name_parts(tool.name)}
    for phrase, verbs in _EVERYDAY_VERBS:
        said = phrase.match(request, at)
        if said is None or set(_WORD.findall(said.group(1).lower())) & named:
            continue
        verb = next((verb for verb in verbs.split() if verb in named), verbs.split()[0])
        if verb in named or verb in _SAID_AS_ITS_OWN:  # "bin notes.txt" beside a reader only: no reading
            return request[:at] + verb + request[said.end(1) :]
    stop = _STOP_DOING.match(request, at)
    if stop and (verb := "un" + raw_stem(stop["doing"].lower())) in named:
        return request[:at] + verb + request[stop.end() :]  # "stop following @ana": unfollow
    return request


# Everyday words for a tool's verb, said first: each with the verbs of the same direction a tool may be named
# for, the first one named wins. A word that says an object as well ("hold the music") only with that object.
_MEDIA = r"(?=\s+(?:the\s+|my\s+|this\s+)?(?:music|song|track|playback|video|movie|show|podcast|audio|player)\b)"
_WRITTEN = r"(?=\s+(?:\S+\s+){0,3}?(?:an?\s+)?(?:quick\s+)?(?:text|message|email|e-mail|mail|note|line|dm|sms)\b)"


def _then_said(particle: str) -> str:
    """The lookahead of a particle after the verb or its object: "crank it up", "turn the music down"."""
    return rf"(?=\s+(?:{particle}\b|(?:it|the\s+[a-z]+|my\s+[a-z]+)\s+{particle}\b))"


_TO_A_LEVEL = r"(?!\s+(?:on|off)\b)(?=[^.?!]{0,40}?\bto\s+\d)"
_EVERYDAY_VERBS = [
    (re.compile(r"(put\s+on)\b", re.I), "play"),
    (re.compile(rf"(fire\s+off|shoot|ping)\b{_WRITTEN}", re.I), "send"),
    (re.compile(r"(spin\s+up|fire\s+up)\b", re.I), "launch create start"),
    (re.compile(r"(kick\s+off|re-?run|set\s+off)\b", re.I), "trigger run start launch retry restart rerun"),
    (re.compile(r"(bin|trash|nuke)\b", re.I), "delete remove erase"),
    (re.compile(r"(ditch|scrap|get\s+rid\s+of)\b", re.I), "delete remove cancel"),
    (re.compile(r"(push)\b(?!\s+(?:to|the\s+(?:branch|commit|changes?))\b)", re.I), "upload"),
    (re.compile(r"(file\s+away|stash\s+away)\b", re.I), "archive"),
    # "crank the heat to 74", "turn the music down to 20": a level said, whichever the way
    (re.compile(rf"((?:crank|bump|jack|dial|turn|knock|pump)(?:\s+(?:up|down))?)\b{_TO_A_LEVEL}", re.I), "set adjust"),
    (re.compile(rf"((?:crank|bump|jack|pump|turn)(?:\s+up)?)\b{_then_said('up')}", re.I), "increase raise"),
    (re.compile(rf"((?:turn|knock|dial)(?:\s+down)?)\b{_then_said('down')}", re.I), "decrease lower reduce"),
    (re.compile(r"(top\s+up|recharge|refill)\b", re.I), "reload recharge topup refill"),
    (re.compile(r"(tally(?:\s+up)?|add\s+up|total\s+up)\b", re.I), "sum add total"),
    (re.compile(r"(flush|clear\s+out|wipe)\b", re.I), "purge clear invalidate flush"),
    (re.compile(rf"(hold|freeze)\b{_MEDIA}", re.I), "pause"),
    (re.compile(r"(bookmark)\b", re.I), "save"),
]
# The verbs an everyday word is read as even when no offered tool is named for it: a tool doing another thing
# to the same object ("Bin notes.txt" beside a file reader, "top up card 4411" beside a balance) is not taken.
_SAID_AS_ITS_OWN = frozenset(["delete", "pause", "reload"])
_STOP_DOING = re.compile(r"stop\s+(?P<doing>[a-z]{3,}ing)\b", re.I)


# An acronym of two capitals, not a region's code after a town ("Portland, OR"): "AC", "the TV" (three
# capitals are too often a code of their own: "BTC" is no "between two currencies")
_ACRONYM = re.compile(r"(?<![,\w])(?<!, )\b([A-Z]{2})\b(?![/\w-])")


def _acronyms_spelled_out(request: str, tools: Sequence[ToolDefinition]) -> str:
    """The request with an acronym written as the one run of words of a tool's description whose initials
    it is ("set the AC to 22 degrees" beside "... such as an air conditioner"): words of three letters or
    more, none a small word; an acronym no description spells, or spells two ways, stays."""
    if not _ACRONYM.search(request):
        return request  # no acronym: the descriptions' runs need not be read
    runs: dict[str, set[str]] = {}
    for tool in tools:
        words = _WORD.findall(tool.description.lower())
        for size in (2, 3):
            for run in zip(*(words[i:] for i in range(size)), strict=False):
                if all(len(word) >= 3 and word not in _STOP for word in run):
                    runs.setdefault("".join(word[0] for word in run), set()).add(" ".join(run))

    def spelled(match: re.Match[str]) -> str:
        found = runs.get(match.group(1).lower(), set())
        return found.pop() if len(found) == 1 and not is_region(match.group(1)) else match.group(0)

    return _ACRONYM.sub(spelled, request)


_LONG_NAME_WORD = 6  # shorter words are too often other words one letter away ("prize", "price")


def _one_slip(word: str, part: str) -> bool:
    """Whether two words differ by one letter left out, added or changed, or two letters swapped, before
    their last two letters (where words differ as forms of one another: "provides", "providers")."""
    if abs(len(word) - len(part)) > 1 or word == part:
        return False
    inside = min(len(word), len(part)) - 2
    if len(word) == len(part):
        diffs = [i for i, (a, b) in enumerate(zip(word, part, strict=True)) if a != b]
        swapped = len(diffs) == 2 and diffs[1] == diffs[0] + 1 and word[diffs[0]] == part[diffs[1]]
        return diffs[-1] < inside and (len(diffs) == 1 or (swapped and word[diffs[1]] == part[diffs[0]]))
    short, long = (word, part) if len(word) < len(part) else (part, word)
    return any(long[:i] + long[i + 1 :] == short for i in range(min(len(long), inside)))


THE_WEB = frozenset({"web", "internet", "online"})


def opens_on_searching_the_web(tool: ToolDefinition, request: str) -> bool:
    """Whether the request opens (after a courtesy) on "search" and the tool is named for searching the web
    and nothing narrower (``search_web_tool``, ``web_search``): "search flight prices from NYC to Delhi"
    is its query, whatever it is about."""
    parts = {part for part in name_parts(tool.name) if part not in _TOOL_WORDS and not part.isdigit()}
    words = _WORD.findall(_OPENERS.sub("", request.strip().lower(), count=1))
    rest = parts - {"search"}
    return words[:1] == ["search"] and "search" in parts and bool(rest) and rest <= THE_WEB


def _typed_for(word: str, part: str) -> bool:
    """Whether a written word is a name's word, or it with one letter slipped in ("searcvh" for "search")."""
    if word == part:
        return True
    slipped = (word[:i] + word[i + 1 :] for i in range(len(word)))
    return len(part) >= 5 and len(word) == len(part) + 1 and part in slipped


def _nominalizes(noun: str, verb: str) -> bool:
    """Whether a tool name's last word is the noun of a request's verb, one concept both ("definition" of
    "define", "translation" of "translate", "conversion" of "convert")."""
    concept = _CONCEPTS.get(noun)
    return noun != verb and concept is not None and concept == _CONCEPTS.get(verb)


def is_labelled_entry(request: str) -> bool:
    """Whether the request is an entry under a label of its kind ("todo: renew passport")."""
    return _labelled_entry(request) is not None


def saves_by_name(tool: ToolDefinition) -> bool:
    """Whether the tool's name says it saves or adds something (``save_note``, ``add_todo``)."""
    return _does("save", {raw_stem(part) for part in name_parts(tool.name)})


def _ask_of_sentence(sentence: str) -> Ask:
    if (entry := _labelled_entry(sentence)) is not None:
        return entry
    definition = _DEFINITION.match(sentence)
    if definition and not set(definition["kind"].lower().split()) & _BOUNDARY:
        return Ask(None, frozenset({"define"}))
    if _COST_QUESTION.match(sentence):
        return Ask(None, frozenset({"price"}))
    ask = _ask_of_clause(sentence)
    if _MEANING.search(sentence):
        ask = Ask(ask.action, (ask.thing or frozenset()) | {"define"}, ask.operation, ask.head)
    if asks_a_translation(sentence):  # "convert this sentence from English to French", "say hello in Welsh"
        return Ask(ask.action, ask.thing, "translate", ask.head)
    if said := [concept for concept, phrase in _CONCEPT_PHRASES.items() if phrase.search(sentence)]:
        return Ask(ask.action, ask.thing, said[0], ask.head)  # "take 15 away from 100": a subtraction
    return Ask(ask.action, ask.thing, "convert", ask.head) if _converts(sentence) else ask


_OR_NOT = re.compile(r",?\s+or\s+not(?=\W*$)", re.IGNORECASE)
# "how many e's": a letter written in the plural, the letters counted.
_LETTER_PLURAL = re.compile(r"(?<![\w'])[a-z]'s\b")


def _ask_of_clause(sentence: str) -> Ask:
    sentence = _LETTER_PLURAL.sub("letters", sentence)
    if put := put_in_a_container(_OPENERS.sub("", sentence.strip(), count=1)):
        container = stems(put[2]) - _GENERIC_HEADS
        if container:
            return Ask(put[0], frozenset(container))  # "add dentist to my calendar": to add to the calendar
    sentence = _OR_NOT.sub("", sentence)  # "is 221 a prime number or not?" asks of a prime number
    sentence = NAMED_FILE.sub("file", sentence)  # "show me notes.md" asks for a file, not for an "md"
    text = _HOW_LONG.sub("the time", sentence.strip().strip("\"'“”").lower())  # "how long will it take": a time
    text = re.sub(r"^(i)(m|ve)\b", r"\1'\2", text)  # "im in the mood for ...": "I'm" written without its apostrophe
    opened = False
    for _ in range(4):
        stripped = _OPENERS.sub("", text, count=1)
        if stripped == text:
            break
        text, opened = stripped, True
    words = _WORD.findall(text[:300])
    pronoun, _, verb = words[0].partition("'") if words else ("", "", "")
    if not words or words[0] in _PRONOUNS or (pronoun in _PRONOUNS and verb in ("m", "s", "re")):  # "I'm in Rome"
        return Ask(None, None)  # "You have four sets...", "It's hot": a statement, not an ask
    action: str | None = None
    operation: str | None = None
    question = _QUESTION.match(text)
    if question:
        words = _WORD.findall(text[question.end() : 300])
        if len(words) > 2 and words[0] in _WHEN_WORDS and words[1] in _EVENT_AUXILIARIES:
            words = words[2:]  # "what time does the sun set": when something happens; that thing is asked about
        if words[:1] and words[0] in _PRONOUNS | _BACK_REFERENCES:
            return Ask(None, None)  # "do we still have X": what is asked is in the verb, not a thing; "which ones
            # are there?" asks of the thing an earlier sentence named
    elif words[0] in _ACTIONS or (words[0].startswith("re") and words[0][2:] in _ACTIONS | LIGHT_VERBS):
        action = words[0]  # "reopen", "rerun": a verb of its own, not the one it repeats
        words = words[1:]
    elif words[0] in LIGHT_VERBS or words[0] in _OPERATIONS or opened:
        rest = text
        while words and (words[0] in LIGHT_VERBS or words[0] in _OPERATIONS or opened):  # "help find a housekeeper"
            operation = words[0] if words[0] not in LIGHT_VERBS else operation  # "can you renew ...": its verb
            rest = rest[rest.find(words[0]) + len(words[0]) :].strip()
            rest = _AFTER_VERB.sub("", re.sub(r"^(?:on|off|up|down|out)\s+", "", rest), count=1)
            words, opened = _WORD.findall(rest[:300]), False
        if _opens_a_clause(words):
            return Ask(None, None, operation)  # "check if they have enough in stock": a clause, no thing named
    elif words[0] in ("how", "why", "when", "where", "whats", "who", "what", "which"):
        return Ask(None, None)
    elif len(words) > 1 and words[1] in ("on", "off", "up", "down", "out"):
        words = words[2:]  # "turn on the lights": a verb with its particle
    thing: list[str] = []
    described: frozenset[str] = frozenset()
    of = 0  # where what the thing is "of" starts ("the root of a quadratic equation")
    whole = False
    for index, word in enumerate(words):
        if word in ("and", "or") and thing:
            continue  # "point and rebound stats": the thing goes on to its head
        if word in ("of", "for") and thing and not of:
            after = next((w for w in words[index + 1 :] if w not in _DETERMINERS), "")
            if after and _named_value(after, sentence):
                return Ask(action, None, operation)  # "the height of Empire State Building": a property of a name
            if word == "for" or not set(thing) <= _GENERIC_HEADS:
                break  # "the surface area of a cylinder": the area is what is asked
            of = len(thing)  # "the result of ...", "the roots of a quadratic equation": what it is of counts
            continue
        if word in _BOUNDARY:
            if thing and not question and not action and word in _FINITE and index + 1 < len(words):
                return Ask(None, None, operation)  # "John is working on...": the sentence states, it does not ask
            if thing:
                described = _described(words[index:]) if not of else frozenset()
                break
            if word in ("of", "for", "about", "in", "on", "to", "with", "by", "from", "at", "is", "are"):
                return Ask(action, None, operation)  # "what is in main.py": no thing named before the values
            continue
        if (word in _DETERMINERS and (not thing or of)) or (word in _ASIDES and not thing):
            continue  # "can we also give it a nickname": "also" qualifies the asking, it names no thing
        if set(thing) <= _GENERIC_HEADS and word in _LEFT_UNDONE and _names_where(words[index:]):
            continue  # "what's left on my to-do list?", "anything still open on ...": what is there, in the place
        if word in ("a", "an") and thing and not of and index > len(thing) and words[index - len(thing) - 1] == "the":
            break  # "the acceleration a ball will reach": a new noun phrase, what the thing is said of
        thing.append(word)
        if len(thing) >= 8:
            break
    else:  # the thing ends the sentence, in a few words: its last word is its head ("Get the event shoes!")
        unquoted = _VALUES.sub(" ", text)  # "the song 'Wo noor'": a title, not the head of the thing
        whole = 1 < len(thing) <= 3 and re.search(rf"\b{re.escape(thing[-1])}\W*$", unquoted) is not None
        whole = whole and not _AUXILIARY.match(text)  # "Did build 12 pass?", "what does X mean": ends on its verb
    # "Renew my passport": what is asked about, without the values it names ("The Left Hand of Darkness")
    common = [word for word in thing[of:] if not _named_value(word, sentence)]
    kept = [word for word in thing[:of] + common if word not in _GENERIC_HEADS]  # "records" is no record to write
    if all(word in _QUALIFIERS for word in kept):
        kept = []  # "the three great Schisms": qualifiers of a name, no kind of their own
    found = stems(" ".join(kept)) if action is None or len(common) == len(thing[of:]) else set()
    if found:  # "zip code" is also "zipcode", the way a tool's name may write it
        found |= {_stem(first + second) for first, second in itertools.pairwise(kept)}
    found -= _GENERIC_HEADS
    head = _head(thing, kept) if found and whole else None
    return Ask(action, frozenset(found) if found else None, operation, head, described if found else frozenset())


_HOW_LONG = re.compile(r"\bhow long(?=\s+(?:will|would|does|do|did|until|till|before|it|to)\b)")


# "what's left on my list", "anything still open in the queue": what is still there, no thing of its own
_LEFT_UNDONE = _set("left remaining pending outstanding open unfinished undone still")


def _names_where(words: Sequence[str]) -> bool:
    """Whether the words are words of what is left undone up to "on" or "in" ("left on my list")."""
    rest = list(itertools.dropwhile(lambda word: word in _LEFT_UNDONE, words))
    return rest[:1] in (["on"], ["in"])


_RELATIVE_PRONOUNS = _set("who that which")
# Verbs that say what a provider provides: "a housekeeper who provides ironing", "a shop that sells tea".
_OFFERING_VERBS = _set("provides provide offers offer sells sell serves serve supplies supply carries carry")


def _described(words: Sequence[str]) -> frozenset[str]:
    """The stems of what a relative clause after a thing says it offers ("who provides ironing services"
    after "a housekeeper": ironing, services), up to the clause's end; none for a clause of another verb
    ("code that gets two strings" says what the code does, not a service asked for)."""
    if len(words) < 3 or words[0] not in _RELATIVE_PRONOUNS or words[1] not in _OFFERING_VERBS:
        return frozenset()
    clause = list(itertools.takewhile(lambda word: word not in _BOUNDARY, words[2:]))
    return frozenset(stems(" ".join(clause)) - _GENERIC_HEADS)


# Words that open a clause as a verb's object ("check whether it is open", "find what's available"), and
# the words that make a question word open one ("see what is on", not "calculate how much water").
_CLAUSE_OPENERS = _set("if whether what's whats")
_QUESTION_OPENERS = _set("what which who where when how")
_CLAUSE_SECOND = _set(
    "is are was were do does did can could will would should has have had i you we they he she it there"
)


def _opens_a_clause(words: Sequence[str]) -> bool:
    """Whether a verb's object is a clause ("if they have enough", "what is showing"), which names no thing."""
    if not words:
        return False
    if words[0] in _CLAUSE_OPENERS:
        return True
    return words[0] in _QUESTION_OPENERS and len(words) > 1 and words[1] in _CLAUSE_SECOND


_AUXILIARY = re.compile(r"^(?:\w+\s+)?(?:do|does|did|can|could|will|would|should|shall|may|might|must|has|have|had)\b")
# Words that may end a thing without being its head: "the weather forecast tomorrow", "the menu please".
_NOT_HEADS = _set(
    "today tonight tomorrow yesterday now please here there again instead too also anymore done gone made"
)


def _head(thing: Sequence[str], kept: Sequence[str]) -> tuple[str, str] | None:
    """The stem of the last word of a thing of several words that ends its sentence, its head ("shoes" of
    "the event shoes"), and of that word written with the one before ("zipcode"); ``None`` when the thing
    ends with a generic word, a value or an adverb, has a participle, or is one word."""
    if len(kept) < 2 or thing[-1] != kept[-1] or kept[-1] in _NOT_HEADS or is_well_known_place(kept[-1]):
        return None  # "weather oslo": the town is the value asked about, no head
    if any(word.endswith(("ing", "ly", "ed")) for word in kept):  # "discovered radium": no noun phrase
        return None
    return _stem(kept[-1]), _stem(kept[-2] + kept[-1])


# Words of a clock time ("noon", "3:30 pm"): a value the request gives, never the thing it asks about.
_CLOCK_WORDS = _set("noon midnight am pm")


def _named_value(word: str, sentence: str) -> bool:
    """Whether the word is written as a value in the sentence: with a capital, a digit or quotes; or
    it is one letter, a symbol ("the roots of 4x^2 + x - 2"), or a word of a clock time ("noon")."""
    if len(word) == 1 or word in _CLOCK_WORDS:
        return True
    match = re.search(rf"(?<![\w'\"])({re.escape(word)}[\w.-]*)", sentence, re.IGNORECASE)
    if match is None:
        return True
    written = match.group(1)
    quoted = sentence[max(0, match.start() - 1) : match.start()] in ("'", '"', "“", "‘")
    first = not re.search(r"\w", sentence[: match.start()])  # a sentence's first word has its capital anyway
    named = re.search(r"\w[-_.]\w", written)  # "payments-worker", "web_frontend": a name, not a word
    return (written[:1].isupper() and not first) or any(c.isdigit() for c in written) or quoted or bool(named)


def fits_ask(asks: Sequence[Ask], words: set[str], takes_text: bool = False, raw: set[str] | None = None) -> bool:
    """Whether a tool with these words (:func:`tool_words`) can do what a sentence of the request asks:
    it names the sentence's action, and shares a word with the thing asked about (when it names either;
    a tool that ``takes_text``, a title, a query, a message, may be given any thing). ``raw`` are the
    tool's :func:`raw_words`: an action must be named in them, not only share a concept."""
    return any(_fits(ask, words, takes_text, raw) for ask in asks)


def fits_only_as_described(
    asks: Sequence[Ask], words: set[str], takes_text: bool = False, raw: set[str] | None = None
) -> bool:
    """Whether the tool fits what is asked only through what a relative clause says of the thing
    (:attr:`Ask.described`: "a housekeeper who provides ironing services" to a tool about services),
    not through the thing itself."""
    plain = [dataclasses.replace(ask, described=frozenset()) for ask in asks]
    return fits_ask(asks, words, takes_text, raw) and not fits_ask(plain, words, takes_text, raw)


_TEXT_PARAMETERS = _set(
    """text content body message query prompt question word words phrase sentence note title name song artist term
    keyword description comment input string topic subject search item items"""
)


def takes_text(tool: ToolDefinition) -> bool:
    """Whether the tool takes a free text (a title, a query, a message): any thing may be its value."""
    properties = tool.input_schema.get("properties")
    if not isinstance(properties, Mapping):
        return False
    return any(set(re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", str(key).lower())) & _TEXT_PARAMETERS for key in properties)


def option_of_action(request: str, options: Sequence[object]) -> object | None:
    """The one listed option the verb leading the request names by a word for it ("Remove car wash ..."
    for an action among 'add', 'delete', 'complete': 'delete'); ``None`` when the request leads with no
    such verb, or it names no option or several."""
    action = "add" if _TO_REMEMBER.search(request) else ask_of(request)[0].action  # "remind me to ...": an item
    if action is None:
        return None
    forms = {raw_stem(word) for word in [action, *_ACTION_KIN.get(action, "").split()]}
    named = [option for option in options if isinstance(option, str) and raw_stem(option.lower()) in forms]
    return named[0] if len(named) == 1 else None


def _does(action: str, raw: set[str]) -> bool:
    """Whether a tool with these raw stems names the action, or a word for it (:data:`_ACTION_KIN`), or the
    noun the action makes with "-ation" (``create_reservation`` for "reserve", "confirmation" for "confirm")."""
    forms = {raw_stem(word) for word in [action, *_ACTION_KIN.get(action, "").split()]}
    forms.add(f"{action.removesuffix('e')}ation")
    return bool(forms & raw)


def unasked_actions(tool: ToolDefinition, request: str) -> set[str]:
    """The verbs of an effect (:data:`_ACTIONS`) a tool's name holds that the request names nowhere, neither
    as written nor by a word for them (:data:`_ACTION_KIN`): "Who is user u-2090?" names no deletion that
    ``delete_user`` would do; "Remove user u-5531" names it. "Get me three tickets" asks the buying of
    ``buy_tickets`` (:func:`_got`)."""
    asked = {raw_stem(word) for word in _WORD.findall(request.lower())}
    parts = name_parts(tool.name)
    options = [word for option in _enum_words(tool.input_schema.get("properties") or {}) for word in option.split()]
    got = _got(request, [*parts, *options])  # "get a minivan" for a car_type among 'SUV', 'Minivan'
    return {part for part in parts if part in _ACTIONS and not _does(part, asked) and not (got and part in _GETTING)}


# The effects of getting a thing one does not have: "get me two tickets" buys them, "get us a room" books one.
_GETTING = _set("buy purchase order book reserve rent")
# "get me three tickets", "grab us a table", "I'd like two tickets" (a number: "I need a hotel" may be a search):
# a count of what is got, then up to three words.
_GET_A_COUNT = re.compile(
    rf"\b(?:(?:get|getting|grab|grabbing)\s+(?:me\s+|us\s+)?(?:a|an)|(?:get|getting|grab|grabbing|like|want|need)"
    rf"\s+(?:me\s+|us\s+)?(?:\d+|{'|'.join(_WORD_NUMBERS)}))\s+"
    r"((?:[a-z]+\s+){0,2}[a-z]+)",
    re.IGNORECASE,
)


def _got(request: str, parts: Sequence[str]) -> bool:
    """Whether the request asks to get a count of a thing the tool's name holds ("get me three tickets" of
    ``buy_movie_tickets``), or one of its options ("get a minivan" of a vehicle's kind): getting what one
    lacks is the tool's effect of getting it."""
    named = {raw_stem(part.lower()) for part in parts}
    return any(
        raw_stem(word) in named for match in _GET_A_COUNT.finditer(request) for word in match.group(1).lower().split()
    )


def _fits(ask: Ask, words: set[str], takes_text: bool = False, raw: set[str] | None = None) -> bool:
    if ask.action is not None:
        named = _does(ask.action, raw) if raw is not None else _shares(frozenset({_stem(ask.action)}), words)
        if not named:
            return False
        # "Renew my passport" is not renewing a book; "Translate hello" or "Play some jazz" give a text.
        return takes_text or ask.thing is None or _shares_thing(ask.thing, ask.head, words)
    if ask.operation is not None and _shares(frozenset({_stem(ask.operation)}), words):
        return True
    return ask.thing is None or _shares_thing(ask.thing, ask.head, words) or _shares_all(ask.described, words)


def _shares_all(described: frozenset[str], words: set[str]) -> bool:
    """Whether the tool has every word a relative clause says of the thing asked (:attr:`Ask.described`):
    "a housekeeper who provides ironing services" fits a tool about ironing services."""
    return bool(described) and all(_shares(frozenset({word}), words) for word in described)


def _shares_thing(thing: frozenset[str], head: tuple[str, str] | None, words: set[str]) -> bool:
    """Whether the tool has the thing asked about: its head when it has one ("the event shoes" are
    shoes, "event" only says which; or the head written with its qualifier, "zipcode"), else any word."""
    if head is None:
        return _shares(thing, words)
    return _shares(frozenset({head[0]}), words) or head[1] in words


def _shares(asked: frozenset[str], words: set[str]) -> bool:
    """Whether a word asked is one of the tool's, or its stem's kin ("historical" and "history")."""
    if asked & words:
        return True
    return any(kin(a, w) for a in asked for w in words)


def kin(a: str, b: str) -> bool:
    short = min(a, b, key=len)
    common = next((i for i in range(len(short)) if a[i] != b[i]), len(short))
    return (common == len(short) and len(short) >= 4) or common >= 5


# Words that qualify a thing without making it another kind: "the total area" is still an area.
_QUALIFIERS = _set(
    """total combined different same other overall last first next previous current latest new old final initial
    average mean max maximum min minimum projected estimated expected predicted future past historical annual monthly
    daily weekly yearly hourly approximate exact specific particular given certain such each several multiple various
    whole full entire general basic main typical usual standard real actual top best worst most least many few some
    all one two three four five six seven eight nine ten eleven twelve twenty hundred thousand dozen important major
    key famous notable great significant quick brief short detailed good nice decent cheap affordable fancy nearby
    local popular"""
)


def name_parts(name: str) -> list[str]:
    """The words of a tool's name as written, lower case: ``get_maintenance_configs`` and
    ``getMaintenanceConfigs`` give ``["get", "maintenance", "configs"]``."""
    return re.sub(r"([a-z])([A-Z])", r"\1 \2", name).replace("_", " ").replace(".", " ").lower().split()


def compact_name(name: str) -> str:
    """A name in lower case without its separators: ``fabricName``, ``fabric_name`` and ``fabric.name``
    all give ``fabricname``."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def names_another_kind(asks: Sequence[Ask], request: str, tool: ToolDefinition, words: set[str]) -> bool:
    """Whether the thing asked about is another kind of what the tool's name says it does: "the
    freezing point" to ``calculate_boiling_point``, "a pet store" to ``grocery_store_locate``. The
    request's kind word is none of the tool's ``words``, and the tool's is not in the request."""
    things = [ask.thing for ask in asks if ask.thing]
    if not things:
        return False
    named = name_parts(tool.name)
    kinds = {
        _stem(head): kind
        for kind, head in itertools.pairwise(named)
        if kind not in _VERBS | _QUALIFIERS and not _proper_name(kind, tool.description)
    }
    if not kinds:
        return False
    asked = request_stems(request)
    written = [word for word in _WORD.findall(request.lower()) if not word.endswith("'s")]
    options = {option.lower() for option in _option_words(tool)}
    properties = tool.input_schema.get("properties")
    keys = properties if isinstance(properties, Mapping) else {}
    parameters = {_stem(part) for key in keys for part in name_parts(str(key))}
    if _takes_a_code(tool):  # "ETH price" to ``get_crypto_price(symbol)``: a symbol it takes, not a kind of price
        options |= {code.lower() for code in re.findall(r"\b[A-Z]{2,6}\b", request)}
    for kind, head in itertools.pairwise(written):
        if kind in _QUALIFIERS or _stem(kind) in words or kind in options:  # "my fedex parcel": a carrier it takes
            continue
        other = kinds.get(_stem(head))
        if other is None or _stem(other) == _stem(kind) or _stem(other) in asked or _stem(other) in parameters:
            continue  # "the kitchen lights" to ``room_lights(room)``: the room it takes, not a kind of lights
        if any({_stem(kind), _stem(head)} <= thing for thing in things):
            return True
    return False


def _takes_a_code(tool: ToolDefinition) -> bool:
    """Whether a parameter of the tool takes a symbol or a code (``symbol``, ``ticker``, ``currency_code``)."""
    properties = tool.input_schema.get("properties")
    keys = properties if isinstance(properties, Mapping) else {}
    return any({"symbol", "ticker", "code"} & set(name_parts(str(key))) for key in keys)


def _option_words(tool: ToolDefinition) -> list[str]:
    """The options a tool's parameters list, in their enums or quoted in their descriptions ("One of
    'ups', 'fedex'"): values the tool takes, not kinds of what it handles."""
    properties = tool.input_schema.get("properties")
    if not isinstance(properties, Mapping):
        return []
    described = " ".join(str(spec.get("description", "")) for spec in properties.values() if isinstance(spec, Mapping))
    return _enum_words(properties) + re.findall(r"""['"]([^'"\s]{1,30})['"]""", described)


def _proper_name(word: str, description: str) -> bool:
    """Whether the description writes the word with a capital inside a sentence ("a song on Spotify"):
    a service or a brand the tool works with, not a kind of what it handles."""
    return bool(re.search(rf"(?<=[\w,] ){word[:1].upper()}{re.escape(word[1:])}\b", description))


def asks_for_the_input(asks: Sequence[Ask], request: str, tool: ToolDefinition) -> bool:
    """Whether the thing asked about is what the tool takes, not what it gives: "the recipe for
    lasagna" to ``get_calories_in_recipe``, which gives calories from a recipe. The tool's name says what
    it gives before its first preposition and what it takes after; the request names only the latter."""
    things = [ask.thing for ask in asks if ask.thing]
    named = name_parts(tool.name)
    cut = next((i for i, word in enumerate(named) if word in _NAME_PREPOSITIONS), None)
    if not things or cut is None:
        return False
    gives = {_stem(word) for word in named[:cut] if word not in _VERBS | _QUALIFIERS}
    takes = {_stem(word) for word in named[cut + 1 :] if word not in _VERBS | _QUALIFIERS}
    if not gives or not takes or gives & request_stems(request):
        return False
    return any(takes & thing for thing in things)


_NAME_PREPOSITIONS = frozenset({"in", "of", "for", "by", "from", "per"})

_VERBS = LIGHT_VERBS | _ACTIONS | _OPERATIONS | _set("set add create make predict estimate analyze")


# "The user did not provide a query", "One of the cool cities is San Francisco", "Closing it is optional":
# a subject (led by a determiner or a gerund, never a bare verb: "Browse series that have ..." asks), then
# its verb; "The config is needed for X" still asks.
_STATEMENT = re.compile(
    r"^(?P<subject>(?:the|a|an|one|some|this|that|these|those|my|our|your|his|her|their|its|there|today|"
    r"tomorrow|yesterday|everything|nothing|all|no|each|every|[a-z][\w'-]*ing)\b[^?!:;,\"“]{0,80}?)\s"
    r"(?:is|are|was|were|has|have|had|did|does|do)(?:n't)?\s+(?!(?:needed|required|wanted)\b)\w",
    re.IGNORECASE,
)
# "my package still hasn't shown up": a thing of the user's that fails, told to get it seen to, not a fact told
_SOMETHING_OF_MINE_FAILS = re.compile(
    r"^\s*my\s[^.?!,;]{0,60}?\b(?:(?:has|have|is|wo|does|did)n'?t|never)\s",  # "hasn't", typed "hasnt" too
    re.IGNORECASE,
)
_NO_SUBJECT = _set("if when whether could would can will should may might must i you we they he she it")
_QUESTION_WORDS = _set("what which who whom whose how when where why whats is are was were do does did can could would")


# '<<function>> [{"name": "uber.ride", "parameters": {...}}]': JSON defining a function, a name and its parameters.
_FUNCTION_DEFINITION = re.compile(
    r'"(?:name|api_name)"\s*:\s*"[^"\n]{1,120}"[^\[\]]{0,600}?"(?:parameters|api_call|arguments)"\s*:\s*[{\["]'
)


def brings_its_own_functions(request: str) -> bool:
    """Whether the request writes out definitions of functions of its own (a prompt made for another
    model, its functions pasted in): what it asks is to be done with those, not with the tools offered."""
    return _FUNCTION_DEFINITION.search(request[:20000]) is not None


_PLEASE_AFTER_A_COMMA = re.compile(  # "... is sorted, you can close 5120" too: the doing left to the reader
    r"[,;:]\s*(?:so\s+)?(?:please|pls|kindly|(?:now\s+)?you\s+(?:can|may)|(?:can|could)\s+you)\s+[a-z]", re.IGNORECASE
)
# "my friend lives in 60614 - what city is that?": a question set apart after the statement it asks about
_QUESTION_AFTER_A_DASH = re.compile(r"\s[-–—]\s+(?:what|which|where|who|when|how)\b[^-–—]*\??\s*$", re.IGNORECASE)


def only_states(request: str) -> bool:
    """Whether the request only tells something, each sentence a subject and its verb ("Today is
    Tuesday", "The user did not provide a query"), and asks nothing: no tool is called for it."""
    sentences = [part for part in re.split(r"(?<=[.?!])\s+|\n+", request.strip()[:600]) if part.strip()]
    if not sentences or len(sentences) > 2 or any(asks_for_something(sentence) for sentence in sentences):
        return False
    for sentence in sentences:
        words = _WORD.findall(sentence.lower())
        if not words or words[0] in _QUESTION_WORDS | _PRONOUNS or words[0] in _ACTIONS | LIGHT_VERBS | _OPERATIONS:
            return False
        if _PLEASE_AFTER_A_COMMA.search(sentence):
            return False  # "the website is down again, please restart apache": the statement leads to an ask
        if _QUESTION_AFTER_A_DASH.search(sentence) or _SOMETHING_OF_MINE_FAILS.match(sentence):
            return False
        if _QUESTION_AFTER_A_COMMA.search(sentence):
            return False  # "my eyes are itchy, what's the pollen count in 98101": the statement leads to a question
        statement = _STATEMENT.match(sentence.strip())
        if not statement or set(_WORD.findall(statement["subject"].lower())) & _NO_SUBJECT:
            return False  # "... if you could have dinner": a clause of its own, not the sentence's subject
    return True
