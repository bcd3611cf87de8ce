"""The values a request contains, for filling a tool's arguments without inventing any.

A 135M model copies badly and invents readily, so the embedded model fills an argument only with
a value taken from the request: a number it states, an e-mail address, a quoted text, a name
written with capitals, a currency it names, or a span of its words. Each parameter gets the
candidates that suit it (by its type, name and description), best first; the model only chooses
among them when more than one fits. Everything here is pure text handling.

This module grounds each parameter (:func:`ground`) and finds names and spans; the pieces it
builds on live beside it: values in forms of their own in :mod:`sprig.models._local_written`,
what a parameter takes in :mod:`sprig.models._local_params`, counts and quantities in
:mod:`sprig.models._local_counts`, searched phrases in :mod:`sprig.models._local_searched`,
templates, labels, links and hosts in :mod:`sprig.models._local_templates`.
"""

from __future__ import annotations

import ast
import datetime
import itertools
import json
import re
from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass, replace
from typing import Any

from sprig.models._local_codes import (
    TRANSLATED_FROM,
    airport_code_asked,
    all_in_english,
    described_codes,
    describes_the_text_language,
    language_pair,
    language_written_in,
    languages_asked,
    may_name_a_language,
    named_code,
    named_language_code,
    said_in_a_language,
    says_the_language_from,
    tickers_named,
    translated_into,
    with_language_codes,
)
from sprig.models._local_counts import (
    _FULL_YEAR,
    _as_count,
    _as_fraction,
    _as_year,
    _coefficient_order,
    _coefficients_of,
    _compounding,
    _counted,
    _counted_items,
    _counts,
    _digits_first,
    _fits,
    _in_wanted_unit,
    _is_count,
    _meant_year,
    _noun_after,
    _noun_counts,
    _number_links,
    _number_lists,
    _numbers_held_elsewhere,
    _one_of_its_noun,
    _percent_for_a_count,
    _period,
    _phrased_numbers,
    _plain_for_a_rate,
    _polynomial,
    _ranges,
    _rating_written,
    _repetitions,
    _runs,
    _singular,
    _takes_a_rating,
    _takes_a_year,
    _worded_numbers,
    _year_named,
    in_asked_duration,
)
from sprig.models._local_dates import (
    MONTH_STEMS,
    date_time_form,
    lasting_minutes,
    meant_dates,
    minutes_later,
    month_named_alone,
    month_of_a_year,
    month_on_the_calendar,
    names_a_local_zone,
    nights_of_a_range,
    on_the_calendar,
    opens_with_a_month,
    upcoming_year,
)
from sprig.models._local_expressions import takes_an_expression, written_expression
from sprig.models._local_globs import kinds_named
from sprig.models._local_intents import classified_queries
from sprig.models._local_meanings import (
    any_option,
    colour_as_asked,
    colour_named,
    feature_phrases,
    options_meant,
    same_meaning,
)
from sprig.models._local_params import (
    _enum_values,
    _is_api_key,
    _is_clock,
    _is_content,
    _is_currency_name,
    _is_date,
    _is_id,
    _is_secret,
    _is_text,
    _is_when,
    _options,
    _takes_a_host,
    _takes_a_link,
    _takes_a_place,
    _takes_a_time,
    asks_a_date_form,
    described_default,
)
from sprig.models._local_params import (
    kind_of as kind_of,
)
from sprig.models._local_places import (
    EXAMPLE_LEAD,
    as_asked,
    asked_form,
    asks_town_alone,
    countries_written,
    country_code_asked,
    country_of,
    country_of_people,
    is_region,
    is_town,
    not_a_country_asked_as_code,
    place_in_capitals,
    state_code_asked,
    state_of,
    town_alone,
    town_as_exemplified,
    town_named,
    towns_in_lower_case,
)
from sprig.models._local_roles import CREATORS, RoleName, param_role, told_roles
from sprig.models._local_scales import hour_of_day, range_ends
from sprig.models._local_searched import (
    _POINTS_BACK,
    _SEARCHED_NAMES,
    _framed_value,
    _id_after_what_it_identifies,
    _object_of_tool_word,
    _only_words_of,
    _searched_for,
    _without_other_values,
    asked_about,
    items_made_with,
    owner_of_tool_word,
    put_in_a_container,
    topic_said,
    whats_new_with,
)
from sprig.models._local_shell import asked_command
from sprig.models._local_templates import (
    _NO_WORK,
    _filled_template,
    _labelled_as_taken,
    _templates_filled,
    hosts_in,
    links,
)
from sprig.models._local_units import (
    inch_as_a_word,
    is_unit,
    key_parts,
    lists_units,
    stated_unit,
    unit_as_listed,
    units_named,
)
from sprig.models._local_venues import VENUE_WORDS, venue_then_town, venues_before_their_kind
from sprig.models._local_written import (
    _MONTH,
    _QUESTION_WORDS,
    _SENTENCE_FIRST,
    _STOP,
    _VAGUE,
    _WORD_NUMBER,
    _WORD_NUMBERS,
    IPV4_ADDRESS,
    MAX_SPAN_WORDS,
    Value,
    _abbreviation,
    _wordset,
    currencies,
    date_parts,
    dates,
    emails,
    numbers,
    quotations,
    quoted,
    with_currency_codes,
    words_of,
)
from sprig.models._local_written import (
    name_words as name_words,
)
from sprig.models._local_written import (
    same_day as same_day,
)
from sprig.models._local_zones import available_zones, zone_mentions

__all__ = [
    "Value",
    "capitalized",
    "currencies",
    "date_parts",
    "dates",
    "emails",
    "numbers",
    "overlap",
    "quoted",
    "stated_value",
    "string_candidates",
    "words_of",
]
MAX_CANDIDATES = 12


def string_candidates(request: str, key: str, spec: Mapping[str, Any], taken: Sequence[str] = ()) -> list[str]:
    """Values of the request that may fill string parameter ``key``, best first (at most 12).

    By what the parameter is for (its name and description): e-mail addresses for an address,
    currency codes for a currency, names in capitals for a place, a person or a company, tokens
    with digits for an id; the text after a phrase that introduces content ("saying", "that
    says", "containing", "with the text", the parameter's own name) and quoted text for a text
    parameter; then the spans of the request's words.
    """
    about = f"{key} {spec.get('description', '')}".lower()
    name = key.lower()
    found: list[str] = []
    if _takes_an_address(key, about) or _bare_to(key, about):
        found += [v.value for v in emails(request)]
    if "currenc" in about or name in ("base", "target", "from_currency", "to_currency"):
        found += _ordered_currencies(request, name)
    if _is_id(name):
        found += [w for w, _, _ in words_of(request) if any(c.isdigit() for c in w)]
    if _is_text(name, about):
        found += [v.value for v in quoted(request)] + _after_colon(request)
        found += _introduced(request, key, str(spec.get("description", "")))
    if _is_place_or_name(name, about):
        found += capitalized(request)
    found += [v.value for v in quoted(request)]
    found += capitalized(request)
    found += _introduced(request, key, str(spec.get("description", "")))
    found += _spans(request)
    if _is_when(name):  # a year, a date, a season: what is not written as one is not its value
        found = [value for value in found if _says_when(value, key)]
    taken_lower = [t.lower() for t in taken if t]
    names = [t for t in taken if len(t.split()) > 1]  # nor a word of a name another parameter took
    unique = list(
        dict.fromkeys(
            value
            for value in found
            if value
            and not any(t in value.lower() and not _of_place(value.lower(), t) for t in taken_lower)
            and not any(overlap(value, t) and not _of_place(value, t) for t in names)
        )
    )
    whole = [(n.start, n.end) for n in _names(request) if " " in n.text]
    unique = [value for value in unique if not _cuts_a_name(request, value, whole)]
    unique = [value for value in unique if not (_owns_a_noun(request, value) and value[:-2] in unique)]
    unique = [value for value in unique if not _PRONOUN.fullmatch(value)]  # "play Jeopardy with me": not "me"
    return unique[:MAX_CANDIDATES]


def _greets_through(request: str, key: str, spec: Mapping[str, Any], tool_name: str) -> bool:
    """Whether the request greets the one a chat tool talks to ("Hey bunny, how are you doing" to
    ``chat_with_friend``): the whole request is the text parameter's value."""
    from sprig.models._local_route import names_a_chat, opens_a_conversation

    about = f"{key} {spec.get('description', '')}".lower()
    return _is_text(key.lower(), about) and names_a_chat(tool_name) and opens_a_conversation(request)


def _names_nothing(value: str, vocabulary: Set[str]) -> bool:
    """Whether a span holds only the tool's own words, pronouns and words that only limit or soften ("play
    something", "just 2" of a follow-up): no value."""
    named = " ".join(word for word in value.split() if not _PRONOUN.fullmatch(word) and word.lower() not in _LIMITING)
    return not named or _only_words_of(named, vocabulary)


_LIMITING = frozenset(["just", "only", "maybe", "please", "perhaps", "instead", "too", "also", "again"])
# A pronoun stands for someone or something named elsewhere, or for nothing in particular: never a value.
_PRONOUN = re.compile(
    r"me|you|him|her|us|them|it|myself|yourself|i|we|they|(?:some|any)(?:thing|one|body)|everything|nothing", re.I
)


def _owns_a_noun(request: str, value: str) -> bool:
    """Whether a value ending in "'s" is written before a word it owns: "to Rachel's account" names
    Rachel, "from McDonald's." and "McDonald's and Wendy's" name McDonald's."""
    after = re.search(rf"(?<!\w){re.escape(value)}\s+([a-z]+)", request)
    return after is not None and after.group(1) not in _STOP and value[-2:] in ("'s", "’s")


def _cuts_a_name(request: str, value: str, names: Sequence[tuple[int, int]]) -> bool:
    """Whether a span holds part of a name of several words, not all of it ("Liga" or "games in La"
    of "La Liga")."""
    start = request.find(value)
    if start < 0:
        return False
    end = start + len(value)
    return any(start < b and end > a and not (start <= a and end >= b) for a, b in names)


# Between an amount and its currency: a few spaces or signs, or one word of the currency's own ("british").
_AMOUNT_GAP = re.compile(r"[\s$€£¥]{0,4}|\s+[A-Za-z]+\s+")


def _amount_of(request: str, amount: Value, currency: Value) -> bool:
    """Whether the amount is given in the currency written right after it (:data:`_AMOUNT_GAP`), or in the
    sign right before it ("£50")."""
    signed = request[currency.start : currency.end] in "$€£¥₹" and currency.start <= amount.start <= currency.end + 1
    return signed or (
        amount.end <= currency.start and bool(_AMOUNT_GAP.fullmatch(request[amount.end : currency.start]))
    )


_HOW_MANY_TO_THE = re.compile(r"\bhow many\s+[a-z]+(?:\s+[a-z]+)?\s+to\s+the\s+[a-z]", re.IGNORECASE)


def _ordered_currencies(request: str, name: str) -> list[str]:
    """The currencies named, the one an amount is given in first ("one US dollar", "100 EUR", "one
    british pound", "a pound"), unless the parameter is the target of a conversion, which takes the other one first."""
    found = currencies(request)
    amounts = numbers(request)
    priced = [v.value for v in found if any(_amount_of(request, a, v) for a in amounts)]
    priced += [v.value for v in found if re.search(r"\b(?:a|an|one|per|each)\s+$", request[: v.start], re.I)]
    if _HOW_MANY_TO_THE.search(request):  # "how many yen to the dollar": a dollar's worth in yen
        priced += [v.value for v in found if request[: v.start].lower().endswith("to the ")]
    codes = list(dict.fromkeys([*priced, *(v.value for v in found)]))  # "how many yen is a pound worth": GBP
    target = any(word in name for word in ("target", "to", "dest", "dst", "quote", "into"))
    return [*codes[1:], codes[0]] if target and len(codes) > 1 else codes


_PLACE_OR_NAME = ("city", "location", "place", "country", "region", "town", "state", "destination", "origin",
                  "address", "where", "name", "person", "company", "symbol", "ticker", "team", "brand", "author",
                  "artist", "title", "capital", "nation", "province", "airport", "language", "song", "album", "book",
                  "film", "movie", "band", "cuisine")  # fmt: skip


# "16 ounces of chai tea as a snack": a number, its unit, and what is measured, up to a preposition.
_MEASURED = re.compile(
    r"\b\d+(?:\.\d+)?\s+(?P<unit>[a-z]+)\s+of\s+(?P<thing>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}?)"
    r"(?=\s*(?:[,.;?!]|$)|\s+(?:as|for|with|at|in|on|to|from|and|during|into|per)\b)",
    re.IGNORECASE,
)


def _measured_in(request: str, taken: Sequence[str]) -> str | None:
    """What the request measures in a unit of measure ("I drank 16 ounces of chai tea as a snack":
    ``chai tea``); ``None`` when it measures nothing so, or several things, or one another parameter took."""
    lowered = {str(value).lower() for value in taken if value}
    things = {m["thing"] for m in _MEASURED.finditer(request) if is_unit(m["unit"].lower())}
    things = {thing for thing in things if thing.lower() not in lowered}
    return things.pop() if len(things) == 1 else None


def _is_place_or_name(name: str, about: str) -> bool:
    return any(word in name for word in _PLACE_OR_NAME) or any(w in about.split() for w in ("city", "country"))


def _places_named(name: str) -> bool:
    """Whether a capitalized name of several words is a place: a town of the table or one the time-zone
    database knows ("New York", "New Orleans")."""
    return is_town(name) or bool(_known_places(name))


def _known_places(request: str) -> list[str]:
    """Places written in lower case that the time-zone database knows ("oslo", "new york")."""
    from sprig.models._local_agent import mentioned_places

    return mentioned_places(request)


_WHEN_WORDS = re.compile(
    r"today|tonight|tomorrow|yesterday|now|current|latest|last|next|this|previous|upcoming|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"morning|noon|afternoon|evening|night|midnight|spring|summer|autumn|fall|winter|daily|weekly|monthly|annual|"
    r"annually|yearly|hourly|am|pm",
    re.IGNORECASE,
)
_WHEN_NUMBER = re.compile(r"'?\d{1,4}(?:st|nd|rd|th|s|am|pm|h)?|\d{1,4}(?:[-/:.]\d{1,4}){1,2}(?:am|pm)?", re.I)
_WHEN_UNITS = re.compile(
    r"(?:(?:this|next|last|the|a|every)\s+)?(?:day|week|weekend|month|year|quarter|season)s?", re.IGNORECASE
)


_DATE_DESCRIBED = re.compile(r"\b(?:date|deadline|when)\b", re.IGNORECASE)


def _only_when_words(value: str) -> bool:
    """Whether a text is all words of a time ("next friday", "tomorrow morning")."""
    words = value.split()
    return bool(words) and all(_says_a_time(word) for word in words)


def _says_a_time(word: str) -> bool:
    """Whether a word says a time: a day, a month, a part of the day, "next", a year, a date or a clock time."""
    return bool(_WHEN_WORDS.fullmatch(word) or _WHEN_NUMBER.fullmatch(word))


def _says_when(value: str, key: str) -> bool:
    """Whether a text is a time of some kind for parameter ``key``: a date, a year, a season ("the
    2019-2020 season"), with at most two other words; not only the parameter's name ("the year"),
    nor a code with digits ("C-1182")."""
    words = re.findall(r"[\w'-]+", value)
    if {w.lower() for w in words} - _STOP <= set(name_words(key)):
        return False
    if "year" in name_words(key) and not any(c.isdigit() for c in value):
        return False  # a year is written in digits: "right now" is none
    if _WHEN_UNITS.fullmatch(value.strip()):
        return True  # "weekend", "this month": a unit is a time only alone
    timely = [w for w in words if _says_a_time(w)]
    return bool(timely) and len([w for w in words if w not in timely and w.lower() not in _STOP]) <= 2


def _with_text(request: str) -> list[str]:
    """What follows the last "with" ("Create hello.txt with hi there" -> ``hi there``), the weakest sign."""
    _, found, tail = request.rpartition(" with ")
    tail = _without_stray_quotes(tail).rstrip(".?!")
    return [tail] if found and tail and len(tail.split()) <= 30 else []


# What a reminder is about: "remind me at 7am to ...", "a reminder for 8am to ...".
_REMINDED = (
    r"reminds? me(?:\s+(?:at|on|by|in|every|tomorrow|tonight|today)\b[^,.;]*?)?\s+to|"
    r"reminder(?:\s+(?:for|at|on)\s+[^,.;]*?)?\s+to"
)
# What one is told: "tell #random that ...", "text 415-555-0199 that ...", "tell Sam I'm late", "let Ana know ...",
# "let @li know ...", "tell ana@corp.com the invoice is attached".
_TOLD_THAT = (
    r"(?:tell|text|ping|message|notify|inform|email|sms)\s+(?:[\w.+-]+@[\w-]+\.[\w.]+|[^,.;:?!]{1,40}?)\s+that(?!\s+(?:says|reads)\b)"
    r"|(?:tell|let)\s+(?!(?i:me|us|you|him|her|them)\b)(?-i:[A-Z][\w'-]*|[@#][\w.-]+|[\w.+-]+@[\w-]+\.[\w.]+)"
    r"(?:\s+know)?(?:\s+that)?"
)
_INTRO = re.compile(
    r"\b(?:saying|that says|which says|containing|contains|with the text|with text|with the message|"
    rf"with the words|reading|stating|the text|the words|the sentence|{_REMINDED}|{_TOLD_THAT}|"
    r"and\s+say(?:\s+that)?|"  # "email jo with the subject X and say the report is attached"
    r"and\s+(?:tell|let)\s+(?:him|her|them)(?:\s+know)?(?:\s+that)?|"  # "... and tell him the payment was due"
    r"(?:an?|the)\s+(?:note|memo|message|comment|post|update)\s+that)\s+",  # "make a note that the car ..."
    re.IGNORECASE,
)
_REMINDED_INTRO = re.compile(rf"\b(?:{_REMINDED})\s+", re.IGNORECASE)
# When a reminder is due, said after what it is about: "... in 30 minutes", "... in an hour".
_REMINDED_AFTER = re.compile(
    r"\s+(?:in|after)\s+(?:\d+|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|fifty|sixty)\s+"
    r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?)$",
    re.IGNORECASE,
)
# The kind of a value, written between a parameter's name and its value ("host IP ...", "component UUID ...").
_KIND_WORDS_RE = r"number|no\.|ids?|uuid|guid|identifier|code|ip|ip address|address|url|name"
_TITLE_INTRO = re.compile(r"\b(?:about|called|named|titled|entitled)\s+", re.IGNORECASE)
_LINKED_ON = re.compile(r"(?:to|for|from|in|on|at|with|about|of)\s", re.IGNORECASE)
_ABOUT_INTRO = re.compile(r"\b(?:about|regarding)\s+", re.IGNORECASE)
_NAME_INTRO = re.compile(r"\b(?:called|named|titled|entitled)\s+", re.IGNORECASE)
_BODY_NAMES = ("text", "content", "body", "message", "note", "comment", "description", "prompt", "query", "sentence",
               "phrase", "string", "input", "question", "term", "keyword", "word", "msg", "data",
               "summary")  # fmt: skip


_TITLE_WORDS = frozenset(["title", "subject", "topic", "label", "heading"])


_HOST_DESCRIBED = re.compile(r"\s*(?:the\s+)?(?:ip(?:v[46])?(?:\s+address)?|host\s*name|network\s+address)\b", re.I)


def _described_as_a_host(description: str) -> bool:
    """Whether a parameter's description opens on a machine's network address ("IP address or hostname
    of the printer", "The hostname of the server"), whatever the parameter's name (``address``, ``host``)."""
    return _HOST_DESCRIBED.match(description) is not None


_SECRET_NAMES = frozenset(["password", "passcode", "passphrase", "pin", "pwd"])


def _names_a_name(key: str) -> bool:
    """Whether a parameter holds a name, a title or a label, even as a part of one word (``nickname``,
    ``hostName``, ``new_alarm_label``): "called"/"named"/"titled" introduce its value."""
    return any(word in key.lower() for word in ("title", "name", "label"))


def _introduced(request: str, key: str, description: str = "", shared: Set[str] = frozenset()) -> list[str]:
    """Text introduced by the parameter's own name ("subject ...", "longitude ..." for ``long`` described
    as "The longitude") or a phrase such as "saying ..."; not by a word of its name that other
    parameters' names share (``shared``: "name" of ``bank_name`` and ``full_name``), while another remains."""
    found: list[str] = []
    words = [w for w in _called(key, description) + name_words(key) + _spelled_out(key, description) if w not in _STOP]
    words = [w for w in words if w not in shared] or words
    words += ["id"] if "identifier" in words else []  # "with id dentist" for ``identifier``
    words += [w[:-1] for w in words if len(w) > 4 and w.endswith("s") and not w.endswith("ss") and w[:-1] not in words]
    named = rf"(?:\s+(?:with\s+(?:the\s+|an?\s+)?)?(?:{_KIND_WORDS_RE}))?"  # "host IP as ...", "project with UUID ..."
    link = named + r"(?:\s+(?:is|of|as|to be|for|by|numbered|called|named|titled|it))?"
    patterns = [re.compile(rf"\b{re.escape(w)}s?\b{link}(?:\s+[-–—]\s+|[:\s]+)", re.I) for w in words]
    patterns += [re.compile(_past_participle(w) + _PARTICIPLE_LINK, re.I) for w in words if len(w) > 3]
    patterns += [re.compile(_past_participle(w) + _PARTICIPLE_ALONE, re.I) for w in words if len(w) > 3]  # "tagged x"
    if any(word in key.lower() for word in _BODY_NAMES):
        patterns.append(_INTRO)
        patterns += [_ABOUT_INTRO] if "summary" in key.lower() else []  # "a ticket about the VPN dropping"
    elif any(word in key.lower() for word in ("subject", "topic", "heading")):
        patterns.extend((_TITLE_INTRO, _REMINDED_INTRO))
    elif _names_a_name(key):
        patterns.append(_NAME_INTRO)
        patterns += [_REMINDED_INTRO] if _TITLE_WORDS & set(name_words(key)) else []  # a reminder's title
    body = any(word in key.lower() for word in _BODY_NAMES)
    single = key.lower() in ("word", "term", "symbol", "ticker", "code", "token", "tag")
    kinds = patterns[: len(words)]  # "the artist Beyonce": a kind; "called Team lunch": a whole title
    titled = bool(_TITLE_WORDS & set(name_words(key)))
    for pattern in patterns:
        for match in pattern.finditer(request):
            if pattern in kinds and not request[: match.start()].strip() and not re.search(r"[:\-–—]", match.group(0)):
                continue  # "Message Priya that ...": the name's word opening the request is its verb
            rest = request[match.end() :]
            if body and pattern in kinds and _LINKED_ON.match(rest):
                continue  # "send a message to Ana saying ...": whom the message goes to is no text of it
            inside = next((v for v in quoted(rest) if v.start == 0), None)
            if inside is not None:  # "the company 'Apple Inc.' from 2010": the quoted text, exactly
                found.append(inside.value)
                continue
            # "remind me to call the dentist about my crown": a text goes on over "about", a title stops there
            stop = _INTRO.search(rest) or (_NAME_INTRO if body else _TITLE_INTRO).search(rest)
            rest = rest[: stop.start()] if stop else rest
            # "called weather-bot and make it public": the name ends before the next thing asked
            tail = re.split(
                r"\s+(?:and|then)\s+(?:send|write|save|tell|add|put|to|make|set|keep|mark|turn|share|invite)\b"
                r"|[?!]\s|[.?!]$",
                rest,
            )[0]
            tail = _PUT_IT.split(tail)[0]  # "..., put it in the Health project": where it goes, no text of it
            tail = tail if body else _first_sentence(tail)  # "by Jane Roe. Can you ...": a name ends with its sentence
            tail = tail if body else _COLON_LEAD.split(tail)[0]  # "a note called groceries: milk, eggs": the title
            tail = _WHEN_AT_END.sub("", _without_stray_quotes(tail).rstrip(".?!,;")).strip()
            if match.group(0).lower().startswith("remind"):  # "remind me to stretch in 30 minutes": stretch
                tail = _REMINDED_AFTER.sub("", tail).strip()
            if not tail:
                continue
            cut = re.split(
                r"\s+(?:(?:related|based|focused|centered)\s+)?(?:to|for|in|into|inside|within|on|at|with|by|from|which|that|who|whose|where)(?:\s+|$)",
                tail,
            )[0]
            cut = cut.strip() or tail
            first = cut.split()[0].rstrip(".,;:?!")
            if not body and re.search(r"\w[./@:]\w|\d", first) and len(cut.split()) > 1:
                found.append(first)  # "the domain sprigtools.dev free": a token of its own, not a phrase
                continue
            if single:
                found.append(cut.split()[0].strip("\"'“”‘’.,;:?!"))
            if body:
                found.extend([tail, cut])
            else:  # a name is no phrase that starts or ends with a small word ("in Seattle", "and height of 5")
                head = _capital_head(cut) if pattern in kinds and not titled else ""  # "artist Beyonce performing"
                by_title = pattern in kinds and words[kinds.index(pattern)] in _TITLE_WORDS
                whole = (titled or by_title) and len(tail.split()) <= 6  # "the label Leave for home": whole
                # "called Songs for a Rainy Day": a title in title case is whole, small words and all
                whole = whole or (bool(_NAMING_END.search(match.group(0))) and _title_cased(tail))
                ordered = (tail, cut) if whole else (head, cut, tail)
                found.extend(value for value in ordered if value and not _small_edges(value))
    return list(dict.fromkeys(value for value in found if value))


# A clause that says where the thing made goes: ", put it in the Health project", ", and add it to my list".
_PUT_IT = re.compile(r",\s*(?:and\s+)?(?:then\s+)?(?:put|add|file|move|save|place)\s+(?:it|this|that)\b", re.I)
# What a title's colon follows: "a note titled Packing list with: passport, adapter" (the title ends before "with").
_COLON_LEAD = re.compile(r"(?:\s+(?:with|containing|listing|including|saying|that says))?:\s", re.IGNORECASE)
_NAMING_END = re.compile(r"\b(?:called|named|titled|entitled)\s+$", re.IGNORECASE)
_TITLE_SMALL = frozenset(["of", "the", "a", "an", "for", "and"])


def _title_cased(text: str) -> bool:
    """Whether a text after "called"/"named"/"titled" is one title written in title case, small words inside
    ("Songs for a Rainy Day", "The Lord of the Rings"): every other word capitalized, the last one too."""
    words = text.split()
    big = [word for word in words if word.lower() not in _TITLE_SMALL]
    return (
        len(big) >= 2
        and len(words) <= 8
        and len(big) < len(words)
        and words[0][:1].isupper()
        and words[-1][:1].isupper()
        and all(word[:1].isupper() for word in big)
    )


_PARTICIPLE_LINK = r"\s+(?:at|on|in|by|under|as)\s+"
# "labeled bug", "tagged urgent": the participle then its value, no link word between
_PARTICIPLE_ALONE = r"\s+(?!(?:at|on|in|by|under|as|to|for|with|from|and|or|the|a|an)\b)(?=['\"]?\w)"


def _past_participle(word: str) -> str:
    """The pattern of a parameter word's past participle, the verb a request may state its value with:
    "hosted at db1.acme.net" for a ``host``, "priced at 20" for a ``price``, "nicknamed 'xyz'"."""
    return rf"\b{re.escape(word[:-1] if word.endswith('e') else word)}ed\b"


def _named_as(request: str, words: Sequence[str]) -> list[str]:
    """The one word a request gives as a parameter by its name's word: "who has black as their special
    request" gives ``black`` to ``special``; never a small or a vague word ("such as", "the same as")."""
    if not words:
        return []
    own = "|".join(re.escape(word) for word in words)
    pattern = rf"\b([\w-]+)\s+as\s+(?:the|my|their|his|her|its|our|your)\s+(?:{own})s?\b"
    found = [  # "Ines Marlow as the director": a name of several words is its roles' business
        m.group(1)
        for m in re.finditer(pattern, request, re.IGNORECASE)
        if not (m.group(1)[:1].isupper() and re.search(r"[A-Z][\w'-]*,?\s+$", request[: m.start()]))
    ]
    found = [word for word in found if word.lower() not in _STOP | _VAGUE]  # "the same as the ticket number"
    name = r"((?:[A-Z][\w'-]*\s+){0,3}[A-Z][\w'-]*(?:,\s*[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)?)"  # "Ashford, WA"
    used = rf"\b(?i:use)\s+{name}\s+as\s+(?:the|my|our|your)\s+(?:\w+\s+){{0,2}}(?:{own})s?\b"
    return found + [m.group(1) for m in re.finditer(used, request)]  # "use Santa Cruz, CA as the exact city location"


# After a town in small letters, what ends its phrase ("in fremont on march 1st", "in oslo?", "in san antonio
# rn", "in fresno right now pls"); "in reading the book" goes on.
_PHRASE_ENDS = re.compile(
    r"\s*(?:$|[,.;:!?)]|(?:on|for|at|in|by|and|or|next|this|today|tomorrow|tonight|now|right\s+now|rn|currently"
    r"|please|pls|plz)\b)",
    re.I,
)


def _ends_a_phrase(town: str, request: str) -> bool:
    """Whether a town written in small letters ends its phrase in the request (no word of a clause after it)."""
    at = request.lower().find(town.lower())
    return at >= 0 and _PHRASE_ENDS.match(request, at + len(town)) is not None


def _before_other_parameters(value: str, key: str, properties: Mapping[str, Any]) -> str:
    """A value without the next parameter the request goes on to give: "database sales, username admin"
    gives the database ``sales``; the words after a comma, an "and" or a "with" that name another parameter are
    that parameter's, and so is another parameter's name with a number after it ("the requests package
    version 2.31.0": the package's name stops before the version)."""
    own = set(name_words(key))
    others = {w for other in properties if other != key for w in name_words(other) if len(w) > 2} - own - _STOP
    if not others or not value:
        return value
    words = "|".join(re.escape(word) for word in sorted(others, key=len, reverse=True))
    lead = r"(?:\s*[,;]|\s+and|\s+with)\s+(?:(?:and|the|a|an|my|its|their|with|no)\s+)?"  # ", no description"
    other = re.search(rf"{lead}(?:{words})s?\b", value, re.I)
    numbered = re.search(rf"\s+(?:{words})\s+(?:[:=#]\s*)?v?\d", value, re.I)  # "requests package version 2.31.0"
    cut = min((found.start() for found in (other, numbered) if found is not None), default=None)
    return value[:cut].strip() or value if cut is not None else value


_ANOTHER_STATEMENT = re.compile(
    r"(?:\s*[,;]|\s+and)\s+(?:(?:the|my|its|their|your)\s+)?[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?"
    r"(?:\s+(?:is|are|=)\s+|\s*[:=]\s*)\S",
    re.IGNORECASE,
)


def _before_another_statement(request: str, value: str, key: str, description: str) -> str:
    """A name or a code without the next "<what> is <value>" the request goes on to state: "fabric
    fab-ed and ip is 3.3.3.3" gives the fabric ``fab-ed`` (a text to write, or one quoted whole, keeps
    its words: "'accountName:Acme AND appName:Sales'")."""
    if _is_text(key.lower(), description.lower()) or value in (v.value for v in quoted(request)):
        return value
    statement = _ANOTHER_STATEMENT.search(value)
    return value[: statement.start()].strip() or value if statement else value


_GENERIC_NOUNS = frozenset(["name", "title", "label", "value", "text", "string", "identifier", "type", "kind"])


# Parameter names too general for a word ending in them to be one of their kind ("username" is no name)
_NO_KIND_WORDS = _GENERIC_NOUNS | {"id", "key", "code", "unit", "mode", "date", "time", "data", "item", "query"}


# The names of a scope a system's things live in, which people name by a short word after "in": "in prod".
_SCOPE_WORDS = frozenset({"namespace", "environment", "env", "cluster", "workspace"})
_IN_A_SCOPE = re.compile(
    r"\s(?:in|on)\s+(?:the\s+)?([a-z][a-z0-9_-]{1,30})(?:\s+(?:namespace|environment|env|cluster))?\s*[.!?]*\s*$"
)


def _scope_at_the_end(request: str, key: str, spec: Mapping[str, Any], taken: Sequence[str]) -> str | None:
    """The scope a request names last by a short lower-case word after "in" ("list the pods in prod",
    "restart api in the staging namespace") for an optional parameter named for a scope (``namespace``,
    ``environment``, its description's first words); no time ("in june") and no value already taken."""
    said = set(name_words(key)) | set(re.findall(r"[a-z]+", str(spec.get("description", "")).lower())[:3])
    found = _IN_A_SCOPE.search(request)
    if not said & _SCOPE_WORDS or found is None or _WHEN_WORDS.fullmatch(found.group(1)):
        return None
    return None if found.group(1) in {t.lower() for t in taken} else found.group(1)


def _one_of_its_kind(request: str, key: str, taken: Sequence[str]) -> str | None:
    """The one word of the request that names a thing of the kind a parameter's one-word name says, by
    ending in it: "the bedroom" for ``room``, "the backyard" for ``yard``; none when none or several."""
    words = name_words(key)
    if len(words) != 1 or words[0] in _NO_KIND_WORDS or len(words[0]) < 3:
        return None
    used = {t.lower() for t in taken if t}
    found = {
        word.lower()
        for word in re.findall(rf"\b[a-z]{{3,}}{re.escape(words[0])}\b", request, re.IGNORECASE)
        if word.lower() not in used
    }
    return found.pop() if len(found) == 1 else None


_EXAMPLES_LEAD = re.compile(r"\be\.?g\b|\bi\.e\b|\bsuch as\b|\bfor example\b|\blike\b|[,(:;]", re.IGNORECASE)


def _named_nouns(key: str, description: str) -> set[str]:
    """The nouns a parameter named for a name or a title says it names a thing of, before any example:
    "deployment" of a ``name`` "Name of the deployment, e.g. web", "job" of a ``title`` "Job title." (not
    a place word; none for a parameter named for the thing itself: a ``lamp`` "reading lamp" is one)."""
    if not set(name_words(key)) & _GENERIC_NOUNS:
        return set()
    lead = _EXAMPLES_LEAD.split(description, maxsplit=1)[0]
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", lead) if len(w) > 2}
    return words - _STOP - _GENERIC_NOUNS - _PLACE_WORDS - set(name_words(key))


def _without_its_kind_word(value: str, key: str, description: str, things: Sequence[str] = ()) -> str:
    """A name without the lowercase noun after it that only says what it names: "api-server deployment"
    for the "Name of the deployment" is ``api-server``, "data analyst jobs" for a "Job title" is ``data
    analyst``, and for the search words of a tool about jobs (``search_jobs``) too (a capitalized word is
    the name's own: "Love Song")."""
    head, _, last = value.rpartition(" ")
    if not head or not last.isalpha() or not last.islower():
        return value
    nouns = _named_nouns(key, description)
    if set(name_words(key)) & _SEARCHED_WORDS:  # "data engineer jobs" for the keywords of jobs searched
        nouns |= {thing.removesuffix("s") for thing in things}
    return head if any(last in (noun, noun + "s", noun + "es") for noun in nouns) else value


# The names of a parameter holding the words to search by
_SEARCHED_WORDS = frozenset(["keyword", "keywords", "query", "q", "search", "term", "terms"])


def _span_of_its_own(
    request: str, value: str, key: str, properties: Mapping[str, Any], things: Sequence[str] = ()
) -> str:
    """A string value as far as it is the parameter's own: without what the request goes on to give
    other parameters or to state besides, nor the noun after a name that only says what it names, nor the
    time another parameter takes, and, for a text to write, with the time it ends with when no other
    parameter takes it."""
    value = _whole_file_name(request, value)
    value = _before_other_parameters(value, key, properties)
    value = _without_its_kind_word(value, key, str(properties[key].get("description", "")), things)
    value = _without_the_time_of_another(value, key, properties)
    value = _before_another_statement(request, value, key, str(properties[key].get("description", "")))
    return _with_its_time(request, value, key, properties)


# The rest of a file name in capitals with spaces: " 2025.zip", " Final Draft.docx"
_FILE_NAME_END = r"(?:\s+[A-Z0-9][\w&'-]*)*\.[A-Za-z][A-Za-z0-9]{1,7}\b(?![\w/])"


def _whole_file_name(request: str, value: str) -> str:
    """A name in capitals the request goes on to end as a file name is that file name whole: "Greece" of
    "rename Holiday Pics.zip to Greece 2025.zip" is ``Greece 2025.zip``."""
    if not value[:1].isupper() and not value[:1].isdigit():
        return value
    found = re.search(rf"(?<![\w.]){re.escape(value)}{_FILE_NAME_END}", request)
    return found.group(0) if found else value


def _without_the_time_of_another(value: str, key: str, properties: Mapping[str, Any]) -> str:
    """A value without the time it ends with when another parameter takes a time: "Team lunch on
    2025-05-02" for the title of an event that has its own date is ``Team lunch``."""
    if not any(_takes_a_time(other, spec) for other, spec in properties.items() if other != key):
        return value
    cut = _WHEN_AT_END.sub("", _WHEN_AT_END.sub("", value))  # "water the plants tomorrow at 8am"
    return cut.strip() or value


def _with_its_time(request: str, value: str, key: str, properties: Mapping[str, Any]) -> str:
    """A text to write with the time the request ends it with, when no other parameter takes a time:
    "add todo with content go to sleep at 9 pm" has ``go to sleep at 9 pm`` as its content (the time
    is cut from a text only to be another parameter's)."""
    if not value or not _is_content(key.lower()):
        return value
    if any(_takes_a_time(other, spec) for other, spec in properties.items() if other != key):
        return value
    at = request.find(value)
    if at < 0:
        return value
    rest = request[at + len(value) :].rstrip().rstrip(".?!")
    return value + rest if rest and _WHEN_AT_END.fullmatch(rest) else value


def _first_sentence(text: str) -> str:
    """The text up to the period that ends its first sentence ("Jane Roe. Can you help" -> ``Jane Roe``),
    not a period of an abbreviation or an initial ("Washington D.C. Then", "Dr. Roe", "Michael J. Fox")."""
    for stop in re.finditer(r"\.\s+(?=[A-Z])", text):
        last = text[: stop.start() + 1].split()[-1]
        if not _abbreviation(last) and not re.fullmatch(r"[A-Z]\.", last):
            return text[: stop.start()]
    return text


_LEADING = frozenset(["between", "during", "since", "until", "after", "before", "through", "among", "against"])


_NAME_JOINERS = frozenset(["of", "the", "and", "de", "la", "van", "von"])


def _capital_head(text: str) -> str:
    """The name that starts a text written with capitals and goes on in small letters ("Beyonce
    performing" -> ``Beyonce``, "Bank of America branch" -> ``Bank of America``); "" otherwise."""
    words = text.split()
    if not words or not words[0][:1].isupper():
        return ""
    end = 1
    while end < len(words):
        word = words[end]
        joined = word in _NAME_JOINERS and end + 1 < len(words) and words[end + 1][:1].isupper()
        if not (word[:1].isupper() or word[:1].isdigit() or joined):
            break
        end += 2 if joined else 1
    return " ".join(words[:end]).rstrip(",;:") if end < len(words) else ""  # "LeBron James, specifically"


def _small_edges(text: str) -> bool:
    """Whether a text starts or ends with a small word ("in Seattle"), or starts with a preposition
    ("between year 200 and 220"): a phrase, not a name."""
    words = text.lower().split()
    first = words[0].strip("\"'“”‘’") if words else ""
    return not words or first in _STOP or first in _LEADING or words[-1].strip("\"'“”‘’.,;:?!") in _STOP


# "... at 10:30", "... on 2025-06-02", "... at noon": a time or date another parameter takes.
_WHEN_AT_END = re.compile(
    r"\s+(?:at|on|by|before|after)\s+(?:\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?|noon|midnight|\d{4}-\d\d-\d\d|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight)$|\s+(?:today|tomorrow|tonight)$",
    re.IGNORECASE,
)


_PUT = re.compile(
    r"\b(?:write|put|save|add|append|type|enter|store|record|jot down)\s+(.+?)\s+(?:in|into|to|on|onto)\s+\S+[.!?]?$",
    re.IGNORECASE,
)


def _put_text(request: str) -> list[str]:
    """What a request asks to put somewhere: "Write done into status.md" -> ``done``."""
    match = _PUT.search(request.strip())
    if match is None:
        return []
    text = _without_stray_quotes(match.group(1))
    return [text] if text and text.lower() not in ("it", "this", "that", "a file", "the file") else []


def _after_colon(request: str) -> list[str]:
    """What follows a request's colon, or its dash when it has no colon ("New task - call the landlord")."""
    dash = _SPACED_DASH.search(request) if ":" not in request else None
    if dash is not None:
        head, colon, tail = request[: dash.start()], dash.group(0), request[dash.end() :]
    else:
        head, colon, tail = request.partition(":")
    tail = tail.strip().strip("\"'“”‘’").strip()
    return [tail] if colon and tail and not re.match(r"\d", tail) and len(head) < 80 else []


_SPACED_DASH = re.compile(r"\s[-–—]\s")
_ABOUT_BEFORE_COLON = re.compile(r"\s(?:about|regarding|re)\s+([^:,;.?!]{1,60}?)\s*:\s*\S", re.IGNORECASE)


def _about_before_colon(request: str, taken: Sequence[str]) -> list[str]:
    """What a message is about, said before the colon its text follows: "email jo about the launch: we go
    live Monday" -> ``the launch``."""
    about = _ABOUT_BEFORE_COLON.search(request)
    return [about.group(1)] if about is not None and about.group(1) not in taken else []


def _first_clause_after_colon(request: str, taken: Sequence[str]) -> list[str]:
    """The first clause after a request's colon when another value took the rest: "open a ticket: printer
    jammed, assign it to Dana" -> ``printer jammed`` once Dana is the assignee's."""
    tail = _after_colon(request)
    if not tail or "," not in tail[0]:
        return []
    first, rest = (part.strip() for part in tail[0].split(",", 1))
    held = [t for t in taken if t and overlap(t, rest)]
    return [first] if first and held and not any(overlap(t, first) for t in taken if t) else []


def _after_the_tools_colon(request: str, vocabulary: Set[str], taken: Sequence[str]) -> list[str]:
    """What follows a request's colon, one clause, when the words before it name what the tool makes
    ("open an urgent ticket: checkout page returns 500" for a ticket's title); empty else."""
    from sprig.models._local_route import stems

    head = request.partition(":")[0]
    tail = _after_colon(request)
    if not tail or "," in tail[0] or any(t and t in tail[0] for t in taken):
        return []
    names_it = any(stems(word) & vocabulary for word, _, _ in words_of(head))
    return tail if names_it else []


# "a task to call the bank by Friday": the tool's thing, "to", and what is to be done, up to a clause's end
# or a moment it is due by (which another parameter takes).
_THING_TO_DO = re.compile(
    r"\b(?:a|an|the|new|one)\s+([a-z][\w-]*)\s+to\s+([a-z][\w'-]*(?:\s+[\w'-]+){0,11}?)"
    r"(?=\s*(?:[,.;!?]|$)|\s+(?:by|due|before|on|at|for)\s+(?:\d|tomorrow|today|tonight|next|this|noon|the\s+\d))",
    re.IGNORECASE,
)


def _what_its_thing_is_for(request: str, vocabulary: Set[str], taken: Sequence[str]) -> list[str]:
    """What a thing the tool makes is to do, for its title: "add a task to call the bank, due Friday" ->
    ``call the bank``, when "task" is a word of the tool's own and a word of the request's own (no small
    word, no name) opens what follows "to"; empty else ("send a message to the team")."""
    from sprig.models._local_route import stems

    told = _THING_TO_DO.search(request)
    if told is None or not stems(told.group(1)) or not stems(told.group(1)) <= vocabulary:
        return []
    value = told.group(2)
    first = value.split()[0]
    if first.lower() in _STOP or not first.islower() or any(t and t in value for t in taken):
        return []
    return [value]


# "a minor bug where the footer overlaps the text": the tool's thing, "where", and what happens in it, to the
# sentence's end.
_THING_WHERE = re.compile(
    r"\b(?:a|an|the)\s+(?:[a-z][\w-]*\s+){0,2}?([a-z][\w-]*)\s+(?:where|in which|whereby)\s+"
    r"([^.;!?]{3,120}?)\s*(?:[.;!?]|$)",
    re.IGNORECASE,
)


def _how_its_thing_goes(request: str, vocabulary: Set[str], taken: Sequence[str]) -> list[str]:
    """What happens in a thing the tool makes, for its title: "report a minor bug where the footer overlaps
    the text" -> ``the footer overlaps the text``, when "bug" is a word of the tool's own; empty else."""
    from sprig.models._local_route import stems

    told = _THING_WHERE.search(request)
    if told is None or not stems(told.group(1)) or not stems(told.group(1)) <= vocabulary:
        return []
    return [] if any(t and t in told.group(2) for t in taken) else [told.group(2)]


# "ID" as the label of the id it introduces ("user ID 4421", "my ID is 'u-7'"), never a name (nor Idaho).
_ID_LABEL = re.compile(r"\bIDs?\b(?=\s*(?:(?:is|was|of|number|no\.?)\s*)?[:#=]?\s*(?:\d|['\"“‘]))")


def _not_names(request: str) -> list[tuple[int, int]]:
    """Where capitals are no names: a quoted sentence's words, a date's month ("June01 2023"), the "ID"
    that labels an id."""
    spans = [(v.start + 1, v.end - 1) for v in quoted(request) if len(v.value.split()) > 3]
    spans += [(m.start(), m.end()) for m in _ID_LABEL.finditer(request)]
    return spans + [(d.start, d.end) for d in dates(request) if re.search(r"\d", d.value)]


_SPEAKER = re.compile(r"I(?:['’][a-z]{1,2})?")  # "I", "I'm", "I've": the speaker, never a name


def capitalized(request: str) -> list[str]:
    """Runs of words written with a capital (``New York``, ``Apple``, ``AAPL``), not a sentence's first word."""
    runs: list[list[str]] = []
    previous_end = -2
    inside = _not_names(request)
    listed = words_of(request)
    for index, (word, start, end) in enumerate(listed):
        capital = word[:1].isupper() and any(c.isalpha() for c in word) and not any(a <= start < b for a, b in inside)
        capital = capital or _first_name_in_lower_case(listed, index)
        first = index == 0 or request[:start].rstrip().endswith((".", "?", "!"))
        if runs and previous_end >= 0 and _joins_names(request, listed, index):
            runs[-1].append(word)  # "Treaty of Tordesillas", "Museum of the Moving Image": one name
            previous_end = end
        elif capital and not (first and _opens_a_sentence(word)) and not _SPEAKER.fullmatch(word):
            joined = runs and previous_end >= 0 and request[previous_end:start].strip() == ""
            owner = re.sub(r"['’]s$", "", word)  # "Einstein's contribution": the name is Einstein
            if joined:
                runs[-1].append(owner)
            else:
                runs.append([owner])
            previous_end = end if owner == word else -2
        else:
            previous_end = -2
    names = [" ".join(run) for run in runs]
    words = words_of(request)
    sentence_start = bool(words) and len(runs[0] if runs else []) == 1 and names[:1] == [words[0][0]]
    verb = len(words) > 1 and (words[1][0].lower() in _STOP - {"i"} or not words[1][0][:1].isalpha())  # "Invest $2000"
    capitalized_first = len(words) > 1 and not words[1][0][:1].isupper() and not _joined_to_a_name(words)
    if sentence_start and (len(names) > 1 or verb) and capitalized_first:
        names = names[1:]  # "Rate the movies Alien": the first word is capitalized as a sentence's first
    return names


def _first_name_in_lower_case(words: Sequence[tuple[str, int, int]], index: int) -> bool:
    """Whether the word at ``index`` is a first name typed in lower case: a word of letters right before a
    middle initial and a capitalized name ("sterling K. Brown", "michael B. Jordan"), no small word."""
    word = words[index][0]
    ahead = [w for w, _, _ in words[index + 1 : index + 3]]
    initial = len(ahead) == 2 and re.fullmatch(r"[A-Z]\.", ahead[0]) is not None and ahead[1][:1].isupper()
    return initial and word.isalpha() and word.islower() and word not in _STOP


def _opens_a_sentence(word: str) -> bool:
    """Whether a sentence's first word is capitalized only as that: a small word ("The"), or a verb that
    asks for something ("Pay Maria $25", "Text Anna 'running late'": the name is Maria, Anna)."""
    from sprig.models._local_route import opens_with_a_verb

    return word.lower() in _SENTENCE_FIRST or word.lower() in _MESSAGING_VERBS or opens_with_a_verb(word)


_MESSAGING_VERBS = frozenset(["message", "ping", "notify", "dm", "sms", "whatsapp"])  # "Message Priya that ..."


_PARTICLES = frozenset(["de", "da", "del", "della", "di", "do", "dos", "du", "la", "le", "van", "von", "der", "den"])


def _joins_names(request: str, words: Sequence[tuple[str, int, int]], index: int) -> bool:
    """Whether the word at ``index`` is the "of" (or "of the") or the particle ("de", "da", "van")
    inside one name: between a capitalized word and a capitalized word, with nothing but spaces around it."""
    word = words[index][0]
    if word in _PARTICLES:  # "Rio de Janeiro", "Leonardo da Vinci": a small word inside one name
        first, last = index, index  # "Bar de la Marine": the particles in a row, between two capitals
        while first > 0 and words[first - 1][0] in _PARTICLES and index - first < 2:
            first -= 1
        while last + 1 < len(words) and words[last + 1][0] in _PARTICLES and last - index < 2:
            last += 1
        ahead = words[last + 1 : last + 2]
        behind = words[first - 1][0] if first > 0 else ""
        if first == 0 or not ahead or not behind[:1].isupper() or not ahead[0][0][:1].isupper():
            return False
        return all(request[words[i - 1][2] : words[i][1]] == " " for i in range(first, last + 2))
    if word == "the" and index > 0 and words[index - 1][0] == "of":
        ahead = words[index + 1 : index + 2]
    elif word == "of":
        ahead = words[index + 1 : index + 3]
        ahead = ahead[1:] if ahead[:1] and ahead[0][0] == "the" else ahead[:1]
    else:
        return False
    spaced = request[words[index - 1][2] : words[index][1]] == " " if index > 0 else False
    return spaced and bool(ahead) and ahead[0][0][:1].isupper() and ahead[0][0].lower() not in _STOP


# "I would like to hear", "we'd love to see", "I want", "could you please", "would you mind": words that
# only frame the wish and its verb, never a value of it ("I would like to hear a song" names no song).
_WISH_FRAME = re.compile(
    r"\b(?:i|we)(?:\s+(?:would|should|do|really)|['’]d)?(?:\s+really)?\s+(?:like|love|want|wish|need|prefer)"
    r"(?:\s+to\s+[a-z]+)?\b|\b(?:could|can|would|will)\s+(?:you|u)(?:\s+(?:please|kindly|mind))?\b",
    re.IGNORECASE,
)


def _in_wish_frame(request: str) -> list[tuple[int, int]]:
    """Where the request's words only frame its wish (``_WISH_FRAME``)."""
    return [(match.start(), match.end()) for match in _WISH_FRAME.finditer(request)]


def _spans(request: str) -> list[str]:
    """Word spans of the request that neither start nor end with a small word and hold no word of the
    wish's frame, longest last."""
    words = words_of(request)
    framed = _in_wish_frame(request)
    spans: list[tuple[int, str]] = []
    for i in range(len(words)):
        for j in range(i, min(len(words), i + MAX_SPAN_WORDS)):
            first, last = words[i][0].lower().replace("’", "'"), words[j][0].lower().replace("’", "'")
            if first in _STOP or last in _STOP:
                continue
            if any(start < words[j][2] and words[i][1] < end for start, end in framed):
                continue
            text = request[words[i][1] : words[j][2]]
            if re.search(r"(?:^|\s)[\"'“‘]|[\"'”’](?:\s|$)", text):
                continue  # half a quote: "Wild' from GameSpot"
            spans.append((j - i, text))
    spans.sort(key=lambda item: item[0])
    return [text for _, text in spans]


def _mentions(request: str, word: str) -> list[int]:
    """Where the request writes a word whole: a word with a sign at an edge ("$$", "C++") is whole between
    spaces, quotes, brackets or punctuation ("in the $$ range" names '$$', not '$')."""
    lead = r"\b" if word[:1].isalnum() or word[:1] == "_" else r"(?<![^\s\"'(\[])"
    tail = r"\b" if word[-1:].isalnum() or word[-1:] == "_" else r"(?![^\s\"')\],.;:?!])"
    return [m.start() for m in re.finditer(rf"{lead}{re.escape(word)}{tail}", request, re.IGNORECASE)]


def _called(key: str, description: str) -> list[str]:
    """What the description calls a name-like parameter when it is not its name: ``new_alarm_name``
    described as "The label to assign ..." is a label ("label it 'Music practice'")."""
    head = re.match(r"\s*(?:the|a|an)\s+(label|title|name|tag|caption|nickname)\b", description, re.IGNORECASE)
    named = set(name_words(key)) & {"name", "title", "label"}
    return [head.group(1).lower()] if head and named and head.group(1).lower() not in name_words(key) else []


def _spelled_out(key: str, description: str) -> list[str]:
    """The description's words that a short name word abbreviates: ``lat`` -> "latitude", ``temp`` ->
    "temperature"."""
    short = [w for w in name_words(key) if len(w) <= 4]
    written = dict.fromkeys(re.findall(r"[a-z]+", description.lower()))
    return [d for d in written for w in short if d.startswith(w) and len(d) >= len(w) + 3]


_CLOCK_TIME = re.compile(  # "6:30", "6 pm", "11.00 a.m." (a dot only before "am"/"pm": "4.5" is no time)
    r"(?<![\w:.])(\d{1,2})(?:(?::|\.(?=\d\d\s*[ap]\.?m\b))(\d\d))?\s*([ap])?\.?(m\b\.?)?", re.IGNORECASE
)


def _clock_parts(request: str, numeric: Sequence[str], properties: Mapping[str, Any]) -> dict[str, int]:
    """A clock time ("6:30 PM", "14:05") for an hours and a minutes parameter: the hour as on the
    clock face, or in 24 hours when the hours parameter's description says so."""
    hours = [
        key for key in numeric if {"hour", "hours", "hr"} & set(re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key.lower()))
    ]
    minutes = [
        key
        for key in numeric
        if {"minute", "minutes", "min"} & set(re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key.lower()))
    ]
    if len(hours) != 1 or len(minutes) != 1:
        return {}
    for _, hour, minute, afternoon in _clock_readings(request):
        if afternoon is not None and re.search(r"\b24\b", str(properties[hours[0]].get("description", ""))):
            hour = hour % 12 + (12 if afternoon else 0)
        return {hours[0]: hour, minutes[0]: minute}
    return {}


def _calendar_parts(request: str, numeric: Sequence[str]) -> dict[str, int]:
    """The one date a request writes ("February 15th 2022", or a month of a year: "March 2023") for number
    parameters named for its parts, a ``day``, a ``month`` and a ``year`` (each that the tool has and the
    date states)."""
    named = {part: [key for key in numeric if part in name_words(key)] for part in ("year", "month", "day")}
    written = dates(request)
    counts = [len(keys) for keys in named.values()]
    if len(written) != 1 or counts.count(1) < 2 or max(counts) > 1:
        return {}
    parts = date_parts(str(written[0].value)) or _month_of_a_year(str(written[0].value))
    if parts is None:
        return {}
    return {keys[0]: value for keys, value in zip(named.values(), parts, strict=True) if keys and value is not None}


_MONTH_OF_A_YEAR = re.compile(rf"({_MONTH})\s+(\d{{4}})", re.IGNORECASE)


def _month_of_a_year(text: str) -> tuple[int, int, None] | None:
    """(year, month, no day) of a month written with its year ("March 2023"), else ``None``."""
    match = _MONTH_OF_A_YEAR.fullmatch(text)
    if match is None:
        return None
    month = next(n + 1 for n, stem in enumerate(MONTH_STEMS) if match.group(1).lower().startswith(stem))
    return int(match.group(2)), month, None


def _clock_readings(request: str) -> list[tuple[str, int, int, bool | None]]:
    """The clock times the request writes ("6:30 PM", "14:05", "6 pm"; not "6" alone) or says in words
    ("half past two"), in order, each as its text, hour, minute and whether it is after noon
    (``None`` without "am"/"pm")."""
    readings = _clock_words(request)
    told = {match.start(): match for match in _TIME_OF_DAY.finditer(request)}  # "5 in the afternoon"
    for match in _CLOCK_TIME.finditer(request):
        if any(start <= match.start() < end for start, end, *_ in readings):
            continue  # "5 pm" in "a quarter to 5 pm" is the hour counted from
        hour, minute, half, meridiem = match.groups()
        if match.start() in told:
            day_part = told[match.start()]
            hour, minute = day_part.group(1), day_part.group(2)
            if 1 <= int(hour) <= 12 and int(minute or 0) <= 59:
                afternoon = (day_part.group(3) or "night").lower() != "morning"
                readings.append((match.start(), 0, day_part.group(0).strip(), int(hour), int(minute or 0), afternoon))
            continue
        if minute is None and not (half and meridiem):
            continue  # "6" alone is no clock time; "6 pm" and "6:30" are
        if int(hour) <= 23 and int(minute or 0) <= 59:
            afternoon = half.lower() == "p" if half and meridiem else None
            readings.append((match.start(), 0, match.group(0).strip(), int(hour), int(minute or 0), afternoon))
    readings = [*_range_openings(request, readings), *readings]
    return [reading[2:] for reading in sorted(readings, key=lambda reading: reading[0])]


# The opening hour of a range of the day whose end alone says "am"/"pm": "from 3 to 5 pm", "between 9:30 and 11am".
_HOUR_RANGE = re.compile(r"\b(?:from|between)\s+(\d{1,2})(?::([0-5]\d))?\s*(?:to|and|until|till|-|–)\s*(?=\d)", re.I)


def _range_openings(
    request: str, readings: list[tuple[int, int, str, int, int, bool | None]]
) -> list[tuple[int, int, str, int, int, bool | None]]:
    """The opening hour of each range whose end says "am" or "pm" and whose opening does not ("from 3 to
    5 pm": 3 pm; "from 11 to 1 pm": 11 am, an opening past the end's hour is before noon), in place of a
    reading of the opening that leaves the half of the day open ("from 3:00 to 5 pm")."""
    ends = {reading[0]: reading for reading in readings}
    found: list[tuple[int, int, str, int, int, bool | None]] = []
    for match in _HOUR_RANGE.finditer(request):
        end = ends.get(match.end())
        hour, minute = int(match.group(1)), int(match.group(2) or 0)
        if end is None or end[5] is None or not 1 <= hour <= 12:
            continue
        opening = ends.get(match.start(1))
        if opening is not None:
            if opening[5] is not None:
                continue  # "from 9am to 5pm": each says its half of the day
            readings.remove(opening)
        afternoon = end[5] if hour % 12 <= end[3] % 12 else not end[5]
        text = request[match.start(1) : match.end(2) if match.group(2) else match.end(1)]
        found.append((match.start(1), 0, text, hour, minute, afternoon))
    return found


_HOUR_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
# "half past two in the afternoon", "a quarter to 5 pm": a time of day said in words (not "noon": a first-contact
# task lost with it)
_CLOCK_WORDS = re.compile(
    rf"\b(?:(half|(?:a\s+)?quarter)\s+(past|after|to|before)\s+(\d{{1,2}}|{_HOUR_WORDS})\b"
    r"(?:\s*([ap])\.?m\b\.?|\s+in\s+the\s+(morning|afternoon|evening)|\s+at\s+(night))?)",
    re.IGNORECASE,
)


def _clock_words(request: str) -> list[tuple[int, int, str, int, int, bool | None]]:
    """The times of day the request says in words ("half past two in the afternoon": 14:30; "a quarter to
    5 pm": 16:45), each as where it starts and ends, its text, hour, minute and whether it is after
    noon (``None`` when the request does not say)."""
    readings: list[tuple[int, int, str, int, int, bool | None]] = []
    for match in _CLOCK_WORDS.finditer(request):
        part, way, said, meridiem, day_part, night = match.groups()
        at = (match.start(), match.end(), match.group(0))
        hour = int(said) if said.isdigit() else int(_WORD_NUMBERS[said.lower()])
        if not 1 <= hour <= 12 or (part.lower() == "half" and way.lower() in ("to", "before")):
            continue  # "half past 14", "half to two" are no times of day
        minutes = 30 if part.lower() == "half" else 15
        if way.lower() in ("to", "before"):
            hour, minutes = (hour - 2) % 12 + 1, 60 - minutes  # "a quarter to one": 12:45
        afternoon = meridiem.lower() == "p" if meridiem else night is not None or day_part not in (None, "morning")
        readings.append((*at, hour, minutes, afternoon if meridiem or day_part or night else None))
    return readings


def _clock_time_at(request: str, start: int) -> bool:
    """Whether a clock time opens at ``start`` ("6 pm", "6:30", "8 in the evening"): its hour is no
    listed number ("a ticket at 6 pm" is no 6 tickets)."""
    clock = _CLOCK_TIME.match(request, start)
    told = clock is not None and (clock.group(2) is not None or bool(clock.group(3) and clock.group(4)))
    return told or _TIME_OF_DAY.match(request, start) is not None


_TIME_OF_DAY = re.compile(
    r"(?<![\w:.])(\d{1,2})(?::(\d\d))?\s*(?:o'?clock\s+)?(?:in\s+the\s+(morning|afternoon|evening)|at\s+(night))\b",
    re.IGNORECASE,
)


def ground(
    properties: Mapping[str, Any],
    required: Sequence[str],
    request: str,
    skip: Sequence[str] = (),
    skip_values: Sequence[str] = (),
    description: str = "",
    vocabulary: Set[str] = frozenset(),
    stated: Sequence[Value] | None = None,
    tool_name: str = "",
) -> tuple[dict[str, Any], list[str]]:
    """Each parameter narrowed to the values the request holds for it, and the required ones it lacks.

    A number parameter takes a number the request states (the one written next to its name, else
    the next one in the order written); an enum the values the request names; a string the
    :func:`string_candidates` that suit it; an optional parameter the request says nothing about is
    left out (``None``), so it cannot be invented. Parameters in ``skip`` are left as they are, and
    ``skip_values`` (the files, times and places other parameters took) are no string's candidates,
    nor are spans made only of the tool's own words (its ``vocabulary``: "recipe" for a recipe tool).
    A flag is on when the request names it, by a word of its name other than the ``tool_name``'s
    own ("sales tax" names what ``calculate_tax`` is about, not its ``tax_exempt`` flag).
    Returns the narrowed properties (``None`` for left out) and the required parameters with no
    value in the request.
    """
    topic = set(name_words(tool_name))
    narrowed: dict[str, Any] = {}
    missing: list[str] = []
    stated = numbers(request) if stated is None else stated  # an object's parameters: the numbers left to them
    free = list(stated)
    tables = _tables_for(request, [key for key in properties if key not in skip], properties)
    classified = classified_queries(request, properties, description) or {}  # queries sorted into intents
    for start, end in (span for _, span in tables.values()):  # the numbers of a matrix are its own
        free = [value for value in free if not start <= value.start < end]
    numeric = [key for key, spec in properties.items() if key not in skip and kind_of(spec) in ("number", "integer")]
    assigned: dict[str, Any] = {}
    coded = _coded_ids(properties, numeric)
    for key in numeric:  # "in Chiang Mai" for "1 for Bangkok, 2 for Chiang Mai": the number given for it
        code = named_code(request, str(properties[key].get("description", "")))
        if code is not None and _fits(properties[key], code):
            assigned[key] = code
    for key in [k for k in numeric if k not in assigned]:  # "My user ID is 12345": told for it, whatever the order
        stated_text = _stated_for(request, key, str(properties[key].get("description", "")))
        said = next((v for v in free if stated_text is not None and _same_number(stated_text, v.value)), None)
        if said is not None and _fits(properties[key], said.value, key):
            assigned[key] = said.value
            free = [value for value in free if value is not said]
    for (low, high), (first, last) in _ranges(request, [k for k in numeric if k not in assigned], free).items():
        if _fits(properties[low], first.value) and _fits(properties[high], last.value):
            # "between the ages of 25 and 35"; "between 3 and 4 stars": the range, before one rating takes the 4
            assigned[low], assigned[high] = first.value, last.value
            free = [value for value in free if value is not first and value is not last]
    for key in [k for k in numeric if k not in assigned and _takes_a_rating(k)]:
        rated = _rating_written(request, free)  # "5-star review scores", "a review score of 4.7", "rated 4"
        if rated is not None and _fits(properties[key], rated[0].value, key):
            assigned[key] = rated[0].value
            free = [value for value in free if value not in rated[1]]
    meant_year = _meant_year(request)
    written_years = {int(m.group(1)) for m in _FULL_YEAR.finditer(request) if request[: m.start()][-1:] != "$"}
    written_year = next(iter(written_years)) if len(written_years) == 1 and meant_year is None else None
    year_keys = [k for k in numeric if k not in assigned and _takes_a_year(k)]
    if meant_year is not None and len(year_keys) == 1 and _fits(properties[year_keys[0]], meant_year[0], year_keys[0]):
        assigned[year_keys[0]] = meant_year[0]  # "from '19", "six years ago" of the year the request states
        free = [value for value in free if not any(a <= value.start < b for a, b in meant_year[1])]
    for key, placed in _phrased_numbers(description, numeric, request, free).items():
        if _fits(properties[key], placed.value):
            assigned[key] = placed.value
            free.remove(placed)
    for key, part in _clock_parts(request, numeric, properties).items():
        assigned.setdefault(key, part)
    for key, hour in hour_of_day(request, [k for k in numeric if k not in assigned], properties).items():
        assigned[key] = hour.value  # "until 9 PM" for an hour "in 24 hour format": 21
        free = [value for value in free if not hour.start <= value.start < hour.end]
    assigned.update(range_ends(request, [k for k in numeric if k not in assigned], properties, tool_name))
    for key, part in _calendar_parts(request, numeric).items():
        assigned.setdefault(key, part)
        free = [value for value in free if value.value != part]
    for key, length in _period(request, [k for k in numeric if k not in assigned], properties).items():
        assigned[key] = length
    for key, repeats in _repetitions(request, [k for k in numeric if k not in assigned], free, properties).items():
        assigned[key] = repeats.value
        free.remove(repeats)
    assigned.update(_worded_numbers(request, [k for k in numeric if k not in assigned], properties))
    stayed = _nights_stayed(request, [k for k in numeric if k not in assigned], properties)
    assigned.update(stayed)
    if stayed:  # "for 3 nights, under $150": the nights are the stay's, no other number
        free = [value for value in free if not _NIGHTS_AFTER.match(request, value.end)]
    countable = [k for k in properties if k not in skip and k not in assigned and kind_of(properties[k]) != "boolean"]
    told_counts = _noun_counts(request, countable, properties, tool_name)
    for key, (number, start) in told_counts.items():
        if key in numeric and _fits(properties[key], number, key):
            assigned[key] = number
        free = [value for value in free if value.start != start]
    for key in [k for k in countable if k in required and k not in assigned and k not in told_counts]:
        if _one_of_its_noun(request, key, str(properties[key].get("description", "")), tool_name):
            told_counts[key] = (1, -1)  # "buy a ticket": one, for a count that must be given
            assigned.update({key: 1} if key in numeric and _fits(properties[key], 1, key) else {})
    polynomial = _polynomial(request)
    if polynomial is not None:
        coefficients, (start, end) = polynomial
        by_degree = _coefficients_of(coefficients, [k for k in numeric if k not in assigned], properties)
        assigned.update(by_degree)
        if by_degree:
            free = [value for value in free if not start <= value.start < end]
    for count in _counts(request, numeric, free):
        free.remove(count)
    if any(kind_of(spec) == "string" and _is_date(key.lower()) for key, spec in properties.items()):
        written = [d for d in dates(request) if not _RELATIVE.match(d.value)]  # "March 17, 1915" is the date's
        free = [v for v in free if not any(d.start <= v.start < d.end for d in written)]
    streets = [(match.start(), match.end()) for match in _STREET.finditer(request)]  # "48 Harbour Road": no count
    free = [value for value in free if not any(start <= value.start < end for start, end in streets)]
    free = _digits_first(request, [key for key in numeric if key not in assigned], free)
    abouts = {key: f"{' '.join(_named_with_units(key))} {properties[key].get('description', '')}" for key in numeric}
    abouts = {key: about.lower() for key, about in abouts.items()}
    while True:  # the closest link first: "a 60 dollar bill at 15 percent" -> percent 15, then bill 60
        links = []
        for key in numeric:
            if key not in assigned:
                rest = [abouts[other] for other in numeric if other != key]
                found = _number_links(request, key, free, abouts[key], numeric, rest)
                found = [
                    link
                    for link in found
                    if _fits(properties[key], link[1].value, key, _year_named(request, link[1]))
                    and not _percent_for_a_count(request, link[1], key, properties)
                    and not _plain_for_a_rate(request, link[1], key, properties, free)
                ]
                if found:  # a tie goes to the parameter with no other number linked to it
                    other = next((d for d, v in found if v is not found[0][1]), 1000.0)
                    links.append((found[0][0], -other, key, found[0][1]))
        if not links:
            break
        _, _, key, linked = min(links, key=lambda item: (item[0], item[1]))
        assigned[key] = linked.value
        free.remove(linked)
    number_arrays = [
        key
        for key, spec in properties.items()
        if key not in skip
        and kind_of(spec) == "array"
        and kind_of(_options(spec)[0].get("items")) in ("number", "integer")
    ]
    lists: dict[str, list[float]] = {}
    if polynomial is not None:  # "the area under y=3x^2 + 2x - 4" for a list of coefficients
        coefficients, (start, end) = polynomial
        for key in number_arrays:
            order = _coefficient_order(str(properties[key].get("description", "")))
            if order is not None:
                listed = [coefficients.get(degree, 0) for degree in range(max(coefficients) + 1)]
                lists[key] = listed[::-1] if order == "decreasing" else listed
                free = [value for value in free if not start <= value.start < end]
                break
    for key in [k for k in number_arrays if k not in lists]:  # "ironing" for "1 for cleaning, 2 for ironing": [2]
        code = named_code(request, str(properties[key].get("description", "")))
        lists.update({key: [code]} if code is not None else {})
    rest = [key for key in number_arrays if key not in lists]
    lists.update(_number_lists(request, rest, properties, free) if rest else {})
    counted_items = _counted_items(request, properties, [key for key in properties if key not in skip], lists)
    counted = [value for value in free if _counted(request, value)]
    free = [value for value in free if value not in counted]
    assigned.update(_dimensions(request, [k for k in numeric if k not in assigned]))
    for key, frequency in _compounding(request, [k for k in numeric if k not in assigned], properties).items():
        assigned[key] = frequency
    in_order: set[str] = set()  # the parameters given a number only by the order written
    for key in numeric:  # the rest in the order written, to the required parameters first
        if key not in assigned and key in required and key not in coded:
            fitting = next(
                (
                    value
                    for value in free
                    if _fits(properties[key], value.value, key, _year_named(request, value))
                    and not _percent_for_a_count(request, value, key, properties)
                    and not _plain_for_a_rate(request, value, key, properties, free)
                ),
                None,
            )
            if fitting is None and _is_count(key, str(properties[key].get("description", ""))):
                fitting = next((value for value in counted if _fits(properties[key], value.value, key)), None)
                counted = [value for value in counted if value is not fitting]  # "the top three plants": 3 of them
            if fitting is not None:
                assigned[key] = fitting.value
                free = [value for value in free if value is not fitting]
                in_order.add(key)
    optional = [key for key in numeric if key not in assigned and key not in required and key not in coded]
    named = [q for q in quoted(request) if re.search(r"[^\W\d_]", q.value)]  # "the speaker 'JBL Flip 4'"
    loose = [value for value in free if not any(q.start <= value.start < q.end for q in named)]
    others = {w for key in properties if key not in numeric for w in name_words(key)}  # "a 4 star hotel": the stars'
    loose = [value for value in loose if _noun_after(request, value) not in others]
    named_before = {w.removesuffix("s") for w in others}
    loose = [value for value in loose if _word_before(request, value) not in named_before]  # "size 42": the size's
    written = [value for value in loose if request[value.start : value.start + 1].isdigit()]
    if loose and len(loose) == len(optional) == len(written):  # one number each, in digits ("two sets" counts)
        for key, left in zip(optional, loose, strict=True):
            about = f"{key} {properties[key].get('description', '')}"
            if _is_count(key, about) and not _PRICED.search(about) and _of_money(request, left):
                continue  # "keyboards under 100 dollars": a price the request states, no count of results
            if _counts_other_things(request, left, key, about):
                continue  # "I have 2 cats" for a ``min_rating``: a count of things the parameter never speaks of
            if _fits(properties[key], left.value, key, _year_named(request, left)):
                assigned[key] = left.value
                free.remove(left)
                in_order.add(key)
    times = [value for value in counted if _TIMES_AFTER.match(request, value.end)]  # "ping it ten times"
    counts = [k for k in optional if k not in assigned and _is_count(k, str(properties[k].get("description", "")))]
    if len(times) == 1 and len(counts) == 1 and _fits(properties[counts[0]], times[0].value, counts[0]):
        assigned[counts[0]] = times[0].value
    shown = [value for value in counted if _LIMITED_TO.search(request[: value.start])]
    results = {*_RESULT_NOUNS, *(_singular(thing) for thing in things_of(tool_name))}
    shown = [value for value in shown if _singular(_counted_noun(request, value)) in results]
    bare = [  # "top five", "just five, please": a number word alone, ending its clause
        value
        for value in free
        if request[value.start : value.start + 1].isalpha()
        and _LIMITED_TO.search(request[: value.start])
        and re.match(r"\s*(?:[.,;:!?]|please\b|$)", request[value.end :], re.I)
    ]
    shown = shown if counted else bare
    single = len(shown) == len(counts) == 1 and len(counted) <= 1 and counts[0] not in assigned
    if single and _fits(properties[counts[0]], shown[0].value, counts[0]):
        assigned[counts[0]] = shown[0].value  # "just two options", "only the three newest flights"
        free = [value for value in free if value is not shown[0]]
    worded: list[Value] = []  # the numbers in words given to a number parameter ("three avocados", "ten minutes")
    for key, number in assigned.items():  # "5% interest" for a rate is 0.05; for a percent it stays 5
        place = next((v for v in stated if v.value == number), None)
        worded += [place] if place is not None and request[place.start : place.start + 1].isalpha() else []
        is_percent = place is not None and request[place.end : place.end + 1] == "%"
        if is_percent and _as_fraction(key, str(properties[key].get("description", "")) or description):
            assigned[key] = round(number / 100, 10)
        elif place is not None:
            converted = _in_wanted_unit(request, place, properties[key])
            if converted == number:  # "2 minutes" for ``seconds``: 120
                converted = in_asked_duration(request, place, key, properties[key])
            assigned[key] = converted
    taken: list[str] = [*skip_values, *(str(number) for number in assigned.values())]
    flags: dict[str, bool | None] = {}
    flag_words: list[str] = []  # the words that said a flag on or off ("remote" of "remote data analyst jobs")
    for key, spec in properties.items():  # a flag the request names ("vegetarian") is no other value
        if key not in skip and _flag_values(spec) is not None:
            flags[key], words = flag_state(request, key, properties, topic, description, vocabulary)
            taken.extend(words)
            flag_words.extend(words if flags[key] is not None else [])
            described = _opposite_said(request, str(spec.get("description", "")))
            opposite = described or _opposite_of_name(request, key)
            if described and flags[key] is not None and flags[key] != described[0]:
                flags[key] = None  # "set the privacy to public" beside "private (true) or public (false)": public
            if flags[key] is None and opposite:
                flags[key] = opposite[0]
                taken.append(opposite[1])  # "turn the reading lamp off": "off" is the flag's, no lamp's name
                flag_words.append(opposite[1])  # "turn off Slack notifications": the app is Slack
    names = [
        key
        for key, spec in properties.items()
        if key not in skip
        and kind_of(spec) == "string"
        and _string_role(request, key, spec) == "name"
        and not _takes_a_host(key)  # a network address is written as one, not named
    ]
    clocks = [k for k, v in properties.items() if kind_of(v) == "string" and _is_clock(k, str(v.get("description")))]
    reserved = clock_times(request, "") if clocks else []  # the times of day go to the time parameter alone
    exact = _exact_strings(request, {key: spec for key, spec in properties.items() if key not in skip})
    names = [key for key in names if key not in exact]
    things = things_of(tool_name)
    confident = _confident_strings(
        request, properties, names, required, [*taken, *reserved], things, exact, name_words(tool_name)
    )
    confident |= exact
    confident = {k: v for k, v in confident.items() if k not in names or len(v.strip()) > 1}  # "in F" names no one
    confident = {k: v for k, v in confident.items() if not _is_secret(k) or v in _told_secrets(request, k)}
    for key in properties:  # "here's the API key to use: '1234123'": the key is what follows its name
        told = [v for v in _told_secrets(request, key) if _token_like(request, v)] if _is_api_key(key) else []
        if key not in skip and told:
            confident[key] = told[0]
    confident = {k: v for k, v in confident.items() if not _takes_a_host(k) or v in hosts_in(request)}
    confident = {k: v for k, v in confident.items() if not _takes_a_link(k) or _is_a_link(v)}  # no '"input"'
    language = language_written_in(request)
    languages = _takes_a_language_name(properties, skip, confident) if language is not None else []
    targets = [key for key in languages if not set(name_words(key)) & _SOURCE_LANGUAGE_WORDS]
    for key in targets or languages:  # "news on tech in Spanish": Spanish
        confident[key] = str(language)  # "say good night in italian": the target's, not the source's
    if language is None and all_in_english([q.value for q in quoted(request)]):
        for key in _takes_a_language_name(properties, skip, confident):  # "the sentiment of 'I love it here'"
            if key in required and describes_the_text_language(str(properties[key].get("description", ""))):
                confident[key] = "English"
    if language is None and (pair := language_pair(request)) is not None:
        for key in _takes_a_language_name(properties, skip, confident):  # "from English to Italian"
            said_of = str(properties[key].get("description", ""))
            source = set(name_words(key)) & _SOURCE_LANGUAGE_WORDS or said_of.startswith(TRANSLATED_FROM)
            confident[key] = pair[0] if source else pair[1]
    if language is None and (into := translated_into(request)) is not None:
        for key in _takes_a_language_name(properties, skip, confident):  # "translate hello to italian"
            if not set(name_words(key)) & _SOURCE_LANGUAGE_WORDS:
                confident[key] = into
    confident = {k: _span_of_its_own(request, v, k, properties, things) for k, v in confident.items()}
    taken.extend(confident.values())
    unnamed_languages = _translation_languages(request, properties, skip, confident, description)  # not "mom"
    guessed_spans: list[str] = []  # the first of the spans left to a text: taken, though only a guess
    guessed_by: dict[str, str] = {}  # the first of a parameter's spans, a guess a sure value may take back
    for key, spec in properties.items():
        if key in skip:
            narrowed[key] = spec
            continue
        needed = key in required
        kind = kind_of(spec)
        value: Any = spec if needed else None  # free (bounded) when required, else left out
        if kind in ("number", "integer"):
            value = {"type": kind, "enum": [assigned[key]]} if key in assigned else None
        elif key in flags:
            state = flags[key]
            if state is not None:  # named: on, unless the request says not; in the flag's own spelling
                value = _flag_value(spec, state)
            elif kind == "enum":  # "set include_users to 'true'": the value as written
                value = _ground_enum(_without_determiner_no(request, spec), spec) or value
        elif kind in ("enum", "string") and meant_year is not None and (year := _as_year(key, spec, meant_year[0])):
            value = year
        elif (
            kind in ("enum", "string")
            and not needed
            and written_year is not None
            and 1900 <= written_year < 2100
            and (year := _as_year(key, spec, written_year))
        ):
            value = year  # "country songs from 2015" for an optional ``year`` written as text
        elif kind in ("enum", "string") and key in told_counts and (as_count := _as_count(spec, told_counts[key][0])):
            value = as_count
        elif kind == "enum" and _codes_an_id(key, spec):  # as for a plain integer id: a code never named is none
            value = _coded_choice(request, key, spec)
        elif kind == "enum":
            in_codes = with_language_codes(request, f"{key} {spec.get('description', '')}", _enum_values(spec))
            in_codes = with_currency_codes(in_codes, _enum_values(spec))  # "euros" for a listed 'EUR'
            grounded = (
                _ground_enum(in_codes, spec)
                or _misspelled_enum(request, spec)
                or _described_enum(request, spec)
                or _meant_enum(request, spec)
                or _explained_enum(request, spec)
                or _by_its_own_word(request, spec)
                or _any_of_enum(request, key, spec)
                or _enum_of_action(request, spec)
            )
            value = grounded or (None if _asks_other_value(request, key, spec) else value)
            if isinstance(value, Mapping) and len(value.get("enum") or ()) > 1:
                value = _switched(in_codes, key, value)
            if isinstance(value, Mapping) and len(value.get("enum") or ()) > 1 and _lone_target(key, properties):
                value = {**value, "enum": _going_to(in_codes, value["enum"])}  # "86 fahrenheit to celsius"
            if isinstance(value, Mapping) and value.get("enum") and _source_of_own_values(key, spec, properties):
                kept = [v for v in value["enum"] if not _named_as_a_target(in_codes, v)]
                value = {**value, "enum": kept} if kept else (spec if needed else None)
        elif kind == "string" and _greets_through(request, key, spec, tool_name):
            value = {"type": "string", "enum": [request.strip()]}  # "Hey bunny, how are you" is the chat's message
        elif kind == "string" and (templated := _filled_template(request, str(spec.get("description", "")))):
            value = {"type": "string", "enum": [templated]}
        elif (
            kind == "string"
            and not _source_language_unsaid(request, key, spec)
            and (iso_code := named_language_code(request, key, str(spec.get("description", ""))))
        ):
            value = {"type": "string", "enum": [iso_code]}  # "to French" for an ISO 639-1 code: "fr"
        elif kind == "string" and key in unnamed_languages:
            value = None  # a language no one named is no span of the request, nor the model's to choose
        elif kind == "string" and (unit := stated_unit(request, key, spec, f"{tool_name} {description}")) is not None:
            value = {"type": "string", "enum": [unit]}  # "a radius of 4 inches", "the distance in miles"
        elif kind == "string" and (month := month_of_a_year(request, str(spec.get("description", "")))):
            value = {"type": "string", "enum": [month]}  # "March 2027" for a month "formatted as YYYY-MM"
        elif kind == "string" and key in confident:
            value = {"type": "string", "enum": [confident[key]]}
        elif kind == "string" and (month := month_named_alone(request, name_words(key))) is not None:
            value = {"type": "string", "enum": [month]}  # "in December" for a ``month``
        elif kind == "string" and (
            by_the_clock := month_on_the_calendar(request, str(spec.get("description", "")), datetime.date.today())
        ):
            value = {"type": "string", "enum": [by_the_clock]}  # "last month" for a month "in YYYY-MM format"
        elif (
            kind == "string"
            and name_words(key)[-1:] in (["color"], ["colour"])
            and (colour := colour_named(request, taken))
        ):
            value = {"type": "string", "enum": [colour]}  # "a rectangle ... in red"
        elif kind == "string" and (maker := _made_by(request, key, properties, taken)) is not None:
            value = {"type": "string", "enum": [maker]}  # "open PRs in acme/widgets by jdoe" for ``author``
        elif kind == "string" and not needed and (scope := _scope_at_the_end(request, key, spec, taken)):
            value = {"type": "string", "enum": [scope]}  # "list the pods in prod" for a ``namespace``
        elif kind == "string" and not needed and (one := _one_of_its_kind(request, key, taken)) is not None:
            value = {"type": "string", "enum": [one]}  # "fan on high in the bedroom" for ``room``
        elif kind == "string" and not needed and (talked := topic_said(request, key, vocabulary, taken)) is not None:
            value = {"type": "string", "enum": [talked]}  # "top 5 tech headlines" for an optional ``topic``
        elif kind == "string" and key in names and not needed and (full := _one_full_name(request, spec, taken)):
            value = {"type": "string", "enum": [full]}  # "the contact details for Rayson Goh": a full name
        elif kind == "string" and key in names and not needed and (label := _label_after_for(request, spec)):
            value = {"type": "string", "enum": [label]}  # "a 12 minute timer for pasta": the timer's name
        elif kind == "string" and key in names and not needed and (after := _after_its_preposition(request, spec)):
            value = {"type": "string", "enum": after[:1]}  # "into develop" for a "Branch to merge into."
        elif kind == "string" and key in names and not needed and (titled := _by_its_kind(request, key, vocabulary)):
            value = {"type": "string", "enum": [titled]}  # "find the book Dune" for a book's optional title
        elif kind == "string" and key in names and not needed:
            value = None  # an optional name the request gives no sure value for is left out
        elif kind == "string" and key in names and needed and (after := _named_after_its_preposition(request, spec)):
            value = {"type": "string", "enum": after[:1]}  # "merge hotfix into main" for "Branch to merge into."
        elif kind == "string":
            pool = taken[len(skip_values) :] if key in clocks else [*taken, *reserved]  # others skip the times
            pool += _codes_of_a_currency_parameter(request, key, properties)  # "in EUR?" is the quote's
            value = _ground_string(request, key, spec, pool, needed, vocabulary)
            if isinstance(value, Mapping) and value.get("x-spans"):  # "choose a log level": no search_logs' service
                others = {" ".join(name_words(other)) for other in properties if other != key}
                kept = [v for v in value["enum"] if str(v).lower() not in others]
                value = {**value, "enum": kept} if kept else None
            if "lang" in key.lower() and isinstance(value, Mapping) and value.get("enum"):
                kept = [v for v in value["enum"] if may_name_a_language(str(v))]  # never "sentiment of 'great"
                value = {**value, "enum": kept} if kept else None
            unguessed = [t for t in pool if t not in guessed_by]
            if len(unguessed) < len(pool) and _takes_a_written_form(key, spec):  # a guess may have held its value
                sure = _ground_string(request, key, spec, unguessed, needed, vocabulary)
                if sure is not None and not sure.get("x-spans") and str(sure["enum"][0]) in guessed_by:
                    value = sure  # "Send 40 EUR to Marie": EUR is the currency's for sure, the recipient's a guess
                    _without_the_guess(narrowed, guessed_by.pop(str(sure["enum"][0])), str(sure["enum"][0]))
            if key in names and (lone := _lone_name_guessed(request, guessed_spans)):
                value = {"type": "string", "enum": [lone]}  # "Translate cheers into Dutch": Dutch is the name
            if isinstance(value, Mapping) and value.get("enum"):
                kept = [_span_of_its_own(request, str(v), key, properties, things) for v in value["enum"]]
                value = {**value, "enum": list(dict.fromkeys(kept))}
                taken.append(str(value["enum"][0]))
                if value.get("x-spans"):
                    guessed_by.setdefault(str(value["enum"][0]), key)
                if value.get("x-spans") and _is_text(key.lower(), str(spec.get("description", "")).lower()):
                    guessed_spans.append(str(value["enum"][0]))  # a text's guess ("Dutch" of "cheers into Dutch")
        elif kind == "any" and _untyped(spec):  # any JSON value: held to the request's words as a string
            value = _ground_string(request, key, {**spec, "type": "string"}, taken, needed, vocabulary)
        elif kind == "object" and not _options(spec)[0].get("properties") and (mapping := _written_mapping(request)):
            value = {"type": "object", "const": mapping}  # "these scores {'math': 90, 'science': 75}"
        elif kind == "object" and isinstance(_options(spec)[0].get("properties"), Mapping):
            value = _ground_object(request, spec, free, taken)
            if value is None and needed and not _numbers_only(spec):
                value = _object_of_request_values(request, spec, free, taken)  # the model picks among them
            elif value is None and not needed:
                value = _object_of_sure_fields(request, spec, free, taken)  # "a maximum of 20, sorted descending"

        elif kind == "array" and key in classified:
            value = {"type": "array", "const": classified[key]} if classified[key] or needed else None
        elif kind == "array" and key in tables:
            value = {"type": "array", "const": tables[key][0]}
        elif kind == "array" and key in number_arrays:
            value = {"type": "array", "const": lists[key]} if key in lists else None
        elif kind == "array" and key in counted_items:
            value = {"type": "array", "const": counted_items[key]}
        elif kind == "array":
            held = [t for t in taken if t not in guessed_by]  # a span guessed for a text may be a list's item
            value = _ground_array(request, spec, needed, held, key, vocabulary)
            if isinstance(value, Mapping) and isinstance(value.get("const"), list):
                taken.extend(str(item).replace("_", " ") for item in value["const"])
                for item in [str(item) for item in value["const"] if str(item) in guessed_by]:
                    _without_the_guess(narrowed, guessed_by.pop(item), item)  # "invite a@x.com and b@y.com"
        if kind == "string" and (work := _played_work(request, key, spec)) and _short_of(value, work):
            value = {"type": "string", "enum": [work]}  # "play Johnny Johnny Yes papa": the whole title
        default = described_default(spec) if isinstance(spec, Mapping) else None
        if default is None and kind == "integer" and {"offset", "skip"} & set(name_words(key)):
            default = 0  # "all the access logs": a page's offset unsaid is the first result's
        guessed = value is None or (isinstance(value, Mapping) and bool(value.get("x-spans")))
        if guessed and needed and isinstance(default, (str, int, float)) and kind != "array":
            value = {"enum": [default]}  # required, not stated, but the tool names its own default
        if value is None and needed:
            missing.append(key)
            value = spec
        narrowed[key] = value
    if language is not None and languages:
        _without_the_language(narrowed, language, languages)
    _without_flag_words(properties, narrowed, flag_words)
    _options_naming_other_parameters(request, properties, narrowed, required)
    _options_a_flag_includes(request, properties, narrowed, required)
    _text_after_the_titles_colon(request, properties, narrowed)
    _guesses_without_sure_values(narrowed)
    _options_kept_to_their_list(properties, narrowed, required)
    _enums_in_role(request, properties, narrowed)
    _strings_in_role(request, properties, narrowed, description)
    _joined_values_apart(request, {k: v for k, v in properties.items() if k not in skip}, narrowed)
    _key_and_value(request, {k: v for k, v in properties.items() if k not in skip}, narrowed)
    _full_name_apart(request, {k: v for k, v in properties.items() if k not in skip}, narrowed)
    if set(name_words(tool_name)[:1]) & _MAKING_VERBS or set(name_words(tool_name)) & _MAKING_ONLY:
        _titles_in_sentence_case(request, properties, narrowed)
    _zone_identifiers_only(request, {k: v for k, v in properties.items() if k not in skip}, narrowed, required, missing)
    missing = [key for key in missing if narrowed[key] is properties[key]]  # "from A to B" placed B after all
    _no_moments_for_places(properties, narrowed, required, missing)
    _trip_ends_unsaid(request, properties, narrowed, required, missing)
    _links_only(properties, narrowed, required, missing)
    _phones_only(properties, narrowed, required, missing)
    _channels_tagged(request, properties, narrowed, missing)
    _handles_as_exemplified(properties, narrowed)
    _cased_as_described(properties, narrowed)
    _places_as_asked(request, properties, narrowed, required, missing)
    _regions_of_towns(properties, narrowed, required, missing)
    _codes_as_asked(properties, narrowed)
    _units_named_alone(properties, narrowed)
    _numbers_held_elsewhere(request, properties, narrowed, required, missing, in_order)
    _counts_off_the_names(request, properties, narrowed, required, worded)
    _templates_filled(request, properties, narrowed)
    _names_not_held_elsewhere(properties, narrowed, required, missing)
    _spans_without_sure_values(properties, narrowed)
    _optional_copies_left_out(narrowed, required)
    _maker_named_in_passing(request, properties, narrowed, required)
    _addresses_kept_whole(request, properties, narrowed, required)
    return narrowed, missing


def _addresses_kept_whole(
    request: str, properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str]
) -> None:
    """An e-mail address the request writes is one value, never cut at its @: a string parameter named for
    an address (``from_address``: "messages from billing@stripe.com") takes the whole address another
    parameter does not hold; any other optional string holding only a piece of it ("stripe.com" for a
    ``folder``) is left out."""
    addresses = [v.value for v in emails(request)]
    if not addresses:
        return
    held = {str(v["enum"][0]) for v in narrowed.values() if isinstance(v, Mapping) and len(v.get("enum") or []) == 1}
    for key, value in list(narrowed.items()):
        if not (isinstance(value, Mapping) and len(value.get("enum") or []) == 1 and isinstance(value["enum"][0], str)):
            continue
        piece = value["enum"][0]
        whole = [a for a in addresses if piece != a and re.search(rf"(?<![\w.]){re.escape(piece)}(?![\w])", a)]
        if not whole or piece in addresses:
            continue
        free = [a for a in whole if a not in held]
        if "address" in name_words(key) and free:
            narrowed[key] = {**value, "enum": free[:1]}
            held.add(free[0])
        elif key not in required:
            narrowed[key] = None


# An optional parameter naming who makes, sends or hosts the thing asked for: an airline, a news source,
# an employer, a brand, an author, a theater.
_WHO_OFFERS_WORDS = frozenset(
    ["airline", "carrier", "source", "outlet", "publisher", "company", "employer", "brand", "manufacturer",
     "author", "writer", "director", "studio", "theater", "theatre", "cinema", "venue", "store", "retailer"]
)
# A name said in passing: a capitalized name after "from", "on", "at" or "by" ("flights on Delta", "from Reuters").
_NAME_IN_PASSING = re.compile(r"\b(?:from|on|at|by)\s+(?:the\s+)?([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*)")


def _maker_named_in_passing(
    request: str, properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str]
) -> None:
    """A capitalized name the request says in passing ("flights from JFK to LAX on Delta") and no parameter
    holds goes to the one optional string parameter that names a maker, sender or host (``airline``)
    when the request gave that parameter nothing, or to a required one (``sources``) left only spans
    guessed; the name with its preposition comes off the end of another's text ("news about the election
    from Reuters": the topic is ``election``). With two such parameters, or the name held already,
    nothing is guessed."""
    open_makers = [
        key
        for key, spec in properties.items()
        if ((key not in required and narrowed.get(key) is None) or _spans_guessed(narrowed.get(key)))
        and isinstance(spec, Mapping)
        and kind_of(spec) == "string"
        and not spec.get("enum")
        and {re.sub(r"(?<=[a-z]{4})s$", "", word) for word in name_words(key)} & _WHO_OFFERS_WORDS  # ``sources``
    ]
    if len(open_makers) != 1:
        return
    for match in _NAME_IN_PASSING.finditer(request):  # "news about the election from Reuters": the topic's tail
        tail = re.compile(rf"\s+{re.escape(match.group(0))}$")
        for key, value in narrowed.items():
            options = value.get("enum") if isinstance(value, Mapping) and key != open_makers[0] else None
            if options and isinstance(options[0], str) and tail.search(options[0]) and tail.sub("", options[0]):
                narrowed[key] = {**value, "enum": list(dict.fromkeys([tail.sub("", options[0]), *options[1:]]))}
    held = " ".join(
        str(option).lower()
        for key, value in narrowed.items()
        if isinstance(value, Mapping) and key != open_makers[0] and not value.get("x-spans")
        for option in value.get("enum") or ()
    )  # spans guessed for another ("tech news from the BBC" for a topic) hold no name for sure
    names = [
        name
        for name in (m.group(1) for m in _NAME_IN_PASSING.finditer(request))
        if name.lower() not in held and not _only_when(name) and not opens_with_a_month(name)
    ]
    if len(names) == 1:
        narrowed[open_makers[0]] = {"type": "string", "enum": [names[0]]}
        said = re.compile(rf"\b{re.escape(names[0])}\b")
        for key, value in narrowed.items():
            if key != open_makers[0] and _spans_guessed(value):
                kept = [option for option in value["enum"] if not said.search(str(option))]
                narrowed[key] = {**value, "enum": kept} if kept else value


def _counts_off_the_names(
    request: str, properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str], worded: list[Value]
) -> None:
    """A string that starts with a number in words a number parameter took is the rest: "three avocados" is 3 of
    ``avocados``, "a dozen eggs" 12 of ``eggs``; an optional one that is only that number and its unit ("a timer
    for twenty minutes") is no text (in digits, the number is no string's already)."""
    numbers = {request[v.start : v.end].lower() for v in worded}
    units = [(v, re.match(r"\s+[A-Za-z]+", request[v.end :])) for v in worded]
    with_units = {request[v.start : v.end + unit.end()].lower() for v, unit in units if unit}
    for key, value in narrowed.items():
        if kind_of(properties.get(key)) != "string" or not isinstance(value, Mapping):
            continue
        options = list(value.get("enum") or ())
        if len(options) != 1 or not isinstance(options[0], str):
            continue
        if options[0].lower() in with_units and key not in required:
            narrowed[key] = None
            continue
        first, _, rest = options[0].partition(" ")
        if first.lower() in numbers and rest and rest.split()[0].lower() not in _STOP and not first[0].isupper():
            narrowed[key] = {**value, "enum": [rest]}


def _spans_guessed(value: object) -> bool:
    """Whether a parameter holds only spans of the request guessed for it (no value stated for sure)."""
    return isinstance(value, Mapping) and bool(value.get("x-spans"))


def _optional_copies_left_out(narrowed: dict[str, Any], required: Sequence[str]) -> None:
    """An optional parameter whose one sure text is a required parameter's too is left out: "the
    identifier 'my-bot-id'" is the ``botId``'s, not also a ``localeId`` the request never gave."""
    held = {
        str(value["enum"][0])
        for key, value in narrowed.items()
        if key in required and isinstance(value, Mapping) and stated_value(value) and len(value.get("enum") or ()) == 1
    }
    for key, value in list(narrowed.items()):
        if key in required or not isinstance(value, Mapping) or not stated_value(value):
            continue
        options = list(value.get("enum") or ())
        if len(options) == 1 and isinstance(options[0], str) and options[0] in held:
            narrowed[key] = None


def _names_not_held_elsewhere(
    properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str], missing: list[str]
) -> None:
    """A required name left spans of the request that are each a value another parameter holds for sure
    has none of its own ("deploy to production": `production` is the environment's, no service's name):
    it is missing, so the request is declined or asked about, never filled with the other's value."""
    sure = {
        str(value["enum"][0]).lower()
        for value in narrowed.values()
        if isinstance(value, Mapping) and not value.get("x-spans") and len(value.get("enum") or ()) == 1
    }
    for key in required:
        value = narrowed.get(key)
        spec = properties.get(key)
        if not isinstance(value, Mapping) or not value.get("x-spans") or not isinstance(spec, Mapping):
            continue
        spans = [str(span).lower() for span in value.get("enum") or ()]
        if spans and set(spans) <= sure and _described_as_a_name(key, str(spec.get("description", ""))):
            narrowed[key] = properties[key]
            missing.append(key)


# A parameter that takes a time zone's identifier: "IANA time zone name, e.g. Europe/Paris", "Olson id".
_ZONE_IDENTIFIER = re.compile(
    r"(?i:\b(?:iana|olson|tz\s*database|tzdb)\b|\barea/(?:city|location)\b)|\b[A-Z][a-z]+/[A-Z][a-z_]+\b"
)


def takes_a_zone_identifier(key: str, spec: object) -> bool:
    """Whether a string parameter takes a time zone's identifier: its name or description says "zone",
    and its description names the IANA (Olson) database or writes a zone as one ("e.g. Europe/Paris")."""
    if not isinstance(spec, Mapping) or kind_of(spec) != "string":
        return False
    about = f"{' '.join(name_words(key))} {spec.get('description', '')}"
    return "zone" in about.lower() and _ZONE_IDENTIFIER.search(about) is not None


def _zone_identifiers_only(
    request: str,
    properties: Mapping[str, Any],
    narrowed: dict[str, Any],
    required: Sequence[str],
    missing: list[str],
) -> None:
    """A string parameter described as a time zone's identifier takes a zone, and nothing else: a value
    already one ("Europe/London"), else the zone of a place the request names ("the time in Paris":
    ``Europe/Paris``), else none: a country of many zones ("the time in Brazil") names no one zone, and
    the tool is not told the country as if it were one."""
    known = available_zones() | {"UTC"}
    for key, spec in properties.items():
        if not takes_a_zone_identifier(key, spec):
            continue
        value = narrowed.get(key)
        given = [v for v in value.get("enum") or () if v in known] if isinstance(value, Mapping) else []
        zones = given or [m.zone for m in zone_mentions(request, regions=True) if m.zone in known]
        if zones:
            narrowed[key] = {"type": "string", "enum": list(dict.fromkeys(zones))[:1]}
        elif key in required:
            narrowed[key] = properties[key]
            missing.append(key)
        else:
            narrowed[key] = None


_FULL_NAME = re.compile(r"\bfull name\b|'first last'|\bfirst and last names?\b", re.IGNORECASE)


def _options_naming_other_parameters(
    request: str, properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str]
) -> None:
    """A listed option of one word left out when the request says it only as the label of another parameter
    whose name holds it: beside another word of that name or one of its own options ("fan speed to high",
    "low fan" for ``fanSpeed`` name no 'FAN' job mode of ``jobMode``); a required parameter keeps it when
    it names no other."""
    for key, value in list(narrowed.items()):
        named = value.get("enum") if isinstance(value, Mapping) and kind_of(properties[key]) == "enum" else None
        if not isinstance(named, list):
            continue
        kept = [option for option in named if not _said_as_a_label(request, str(option), key, properties)]
        if kept != named and (kept or key not in required):
            narrowed[key] = {**value, "enum": kept} if kept else None


_INCLUDING_WORDS = frozenset(["include", "includes", "including", "show", "with"])


def _options_a_flag_includes(
    request: str, properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str]
) -> None:
    """An optional listed option of one word left out when a flag that adds those things to the rest took
    it ("my orders, even the cancelled ones" sets ``include_cancelled``, no ``status`` 'cancelled'), unless
    the request asks for them alone ("only the cancelled ones")."""
    included: set[str] = set()
    for key, value in narrowed.items():
        values = _flag_values(properties[key])
        if values is None or not isinstance(value, Mapping) or value.get("enum") != [values[0]]:
            continue
        if set(name_words(key)) & _INCLUDING_WORDS:
            included.update(word for word in name_words(key) if word not in _INCLUDING_WORDS)
    for key, value in list(narrowed.items()):
        if key in required or kind_of(properties[key]) != "enum" or not isinstance(value, Mapping):
            continue
        named = value.get("enum")
        if not isinstance(named, list) or len(named) != 1 or str(named[0]).lower() not in included:
            continue
        alone = re.search(rf"\bonly\s+(?:\w+\s+){{0,2}}{re.escape(str(named[0]))}\b", request, re.IGNORECASE)
        if alone is None:
            narrowed[key] = None


def _said_as_a_label(request: str, option: str, key: str, properties: Mapping[str, Any]) -> bool:
    """Whether every place the request says a one-word option is beside a word that, with it, names
    another parameter: a word of its name or one of its options (see :func:`_options_naming_other_parameters`)."""
    word = option.lower()
    others = [other for other in properties if other != key and word in name_words(other)]
    if not word.isalpha() or not others:
        return False
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", request)]
    places = [i for i, w in enumerate(words) if w == word]
    beside = {w.lower() for other in others for w in [*name_words(other), *map(str, _enum_values(properties[other]))]}
    beside.discard(word)
    return bool(places) and all({words[j] for j in (i - 1, i + 1) if 0 <= j < len(words)} & beside for i in places)


# A clause closing a value: after a comma ("the server is down, it's urgent") or a relative word ("desk lamps
# that ship today"); a flag's word in it says the flag, not the value.
_CLOSING_CLAUSE = re.compile(r"(?:\s*,\s*|\s+(?:that|which|who)\s+)([^,]+)$", re.IGNORECASE)


def _without_flag_words(properties: Mapping[str, Any], narrowed: dict[str, Any], flag_words: Sequence[str]) -> None:
    """A string value without the lowercase words it opens with that said a flag on or off: "remote data
    analyst" for a job title, when "remote" set the ``remote`` flag, is ``data analyst``; nor the clause it
    closes with that said one ("desk lamps that can ship today" for ``in_stock``: ``desk lamps``)."""
    said = {word.lower() for word in flag_words}
    for key, value in narrowed.items():
        if kind_of(properties[key]) != "string" or not isinstance(value, Mapping) or value.get("x-spans"):
            continue
        named = value.get("enum")
        if not isinstance(named, list) or len(named) != 1 or not isinstance(named[0], str):
            continue
        words = named[0].split(" ")
        while len(words) > 1 and words[0].islower() and words[0] in said:
            words = words[1:]
        text = " ".join(words)
        closing = _CLOSING_CLAUSE.search(text)
        if closing and closing.start() > 0 and set(re.findall(r"[a-z]+", closing.group(1).lower())) & said:
            text = text[: closing.start()]
        narrowed[key] = {**value, "enum": [text]}


def _text_after_the_titles_colon(request: str, properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """The text after a colon that ends a title the request gives ("new note called Groceries: milk, eggs"),
    to the one text parameter left without a value: the note's body, its title ``Groceries``."""
    titled = [
        str(value["enum"][0])
        for key, value in narrowed.items()
        if _TITLE_WORDS & set(name_words(key)) and isinstance(value, Mapping) and len(value.get("enum") or ()) == 1
    ]
    filled = {key for key, value in narrowed.items() if isinstance(value, Mapping) and value.get("enum")}
    empty = [
        key
        for key in properties
        if key not in filled
        and kind_of(properties[key]) == "string"
        and _is_content(key.lower())
        and not _TITLE_WORDS & set(name_words(key))
    ]
    if len(titled) != 1 or len(empty) != 1:
        return
    after = re.search(re.escape(titled[0]) + r"['\"”’]?\s*:\s*(\S.*?)\s*$", request)
    if after is not None:
        narrowed[empty[0]] = {"type": "string", "enum": [after.group(1).rstrip(".")]}


_TIMES_AFTER = re.compile(r"\s+times\b", re.IGNORECASE)
def _counts_other_things(request: str, value: Value, key: str, about: str) -> bool:
    """Whether a number counts things of its own, said by a plural noun right after it ("2 cats", "3
    bedrooms"), that an optional parameter which is no count never speaks of: no unit ("20 degrees",
    "10 miles"), no word of its name or description ("4 stars" for a rating "in stars")."""
    plural = re.match(r"\s+([a-z]{3,}s|people|children|men|women)\b", request[value.end :])
    if plural is None:
        return False
    noun = plural.group(1)
    if is_unit(noun) or is_unit(_singular(noun)) or _singular(noun) in _RESULT_NOUNS or _of_money(request, value):
        return False  # "20 degrees", "250 euros": what the number measures, not things it counts
    spoken = {_singular(word) for word in re.findall(r"[a-z]+", about.lower())} | set(name_words(key))
    if _is_count(key, about.removeprefix(key).strip()) and not spoken & _SPANS_OF_TIME:
        return False  # a count of results or things may be told by their kind ("5 hotels"); days only in days
    if (noun in _PERSON_NOUNS or _singular(noun) in _PERSON_NOUNS) and spoken & _PERSON_NOUNS:
        return False  # "8 people" for a ``party_size`` of "guests"
    return _singular(noun) not in spoken and noun not in spoken


_SPANS_OF_TIME = frozenset(["day", "week", "month", "year", "hour", "minute", "second", "night"])
_PERSON_NOUNS_TEXT = (
    "people person persons adult guest passenger traveler traveller attendee diner man men woman women kid child "
    "children party group seat ticket participant member player"
)
_PERSON_NOUNS = frozenset(_PERSON_NOUNS_TEXT.split())


def _counted_noun(request: str, value: Value) -> str:
    """The noun a number counts, past the words that qualify it ("three cheapest flights": flights)."""
    after = re.match(r"(?:\s+[a-z]+(?:est|ed|al|ic|ous|ive|ful|ary|ern|ish|ian))*\s+([a-z]+)", request[value.end :])
    return after.group(1) if after else ""


# the words that limit how many results are shown, right before the number ("just two", "only the top three")
_LIMITED_TO = re.compile(
    r"\b(?:just|only|top|first|max|maximum|at\s+most|up\s+to|no\s+more\s+than)\s+(?:the\s+)?(?:top\s+|first\s+)?$",
    re.IGNORECASE,
)
_RESULT_NOUNS = frozenset(
    ["result", "option", "item", "entry", "record", "hit", "match", "pick", "suggestion", "offer"]
)
# "800x600", "1920 × 1080": a width by a height, written as one
_BY_DIMENSIONS = re.compile(r"(?<![\w.])(\d{1,5})\s*[x×]\s*(\d{1,5})(?![\w.])")


def _dimensions(request: str, numeric: Sequence[str]) -> dict[str, int]:
    """A width and a height the request writes as one ("resize it to 800x600"), to the parameters named
    ``width`` and ``height``; empty unless the tool has one of each and the request writes one such pair."""
    widths = [key for key in numeric if "width" in name_words(key)]
    heights = [key for key in numeric if "height" in name_words(key)]
    pairs = _BY_DIMENSIONS.findall(request)
    if len(widths) != 1 or len(heights) != 1 or len(pairs) != 1:
        return {}
    return {widths[0]: int(pairs[0][0]), heights[0]: int(pairs[0][1])}


def _guesses_without_sure_values(narrowed: dict[str, Any]) -> None:
    """A guess among spans without the spans another parameter holds for sure, when others are left:
    "merge hotfix into main", main the target's for sure, leaves the source ``hotfix``."""
    sure = {
        key: str(value["enum"][0]).lower()
        for key, value in narrowed.items()
        if isinstance(value, Mapping) and not value.get("x-spans") and len(value.get("enum") or ()) == 1
    }
    for key, value in narrowed.items():
        if not isinstance(value, Mapping) or not value.get("x-spans"):
            continue
        others = {said for other, said in sure.items() if other != key}
        kept = [span for span in value.get("enum") or () if str(span).lower() not in others]
        if kept:
            narrowed[key] = {**value, "enum": kept}


# A parameter for the one who made a thing: named so, or described as "by this user" ("Only PRs by this user").
_MAKERS = frozenset(["author", "creator", "poster", "submitter", "reporter", "uploader", "committer"])
_BY_THIS = re.compile(r"\bby (?:this|the|a|which) (?:user|person|author|member|account|login|username)\b", re.I)
_MADE_BY = re.compile(
    r"(?<!\bsorted )(?<!\bsort )(?<!\bordered )(?<!\border )(?<!\bgrouped )(?<!\branked )"  # "sorted by date"
    r"\bby\s+@?([A-Za-z][\w.-]*(?:\s+[A-Z][\w.-]*)*)"
)


def _made_by(request: str, key: str, properties: Mapping[str, Any], taken: Sequence[str]) -> str | None:
    """The one the request says made what is asked ("open PRs by jdoe", "issues filed by Ana Ruiz"), for a
    parameter named for its maker (``author``, ``creator``) or described as "by this user"; ``None`` when
    the request names none or several, or "by" says a time or another parameter's word ("by date")."""
    if not set(name_words(key)) & _MAKERS and not _BY_THIS.search(str(properties[key].get("description", ""))):
        return None
    own = {word for other in properties for word in name_words(other)}
    found = [
        match.group(1).rstrip(".")
        for match in _MADE_BY.finditer(request)
        if match.group(1).split()[0].lower() not in _STOP | own and not _says_when(match.group(1), "deadline")
    ]
    found = [name for name in found if not any(t and t in name for t in taken)]
    return found[0] if len(set(found)) == 1 else None


def _one_full_name(request: str, spec: Mapping[str, Any], taken: Sequence[str]) -> str | None:
    """For a parameter described as a person's full name ("The full name of the person, as 'First
    Last'"), the request's one name of two words or more in capitals that is no place and no other
    parameter's value; ``None`` else."""
    if not _FULL_NAME.search(str(spec.get("description", ""))):
        return None
    used = [t for t in taken if t]
    full = [
        name.text
        for name in _names(request)
        if len(name.text.split()) >= 2 and not _known_places(name.text) and not any(overlap(name.text, t) for t in used)
    ]
    return full[0] if len(full) == 1 else None


def _lone_name_guessed(request: str, guessed: Sequence[str]) -> str | None:
    """The request's one capitalized name, when a text parameter's spans only guessed it first (the text
    to translate, whose first span is "Dutch"): a parameter that takes a name gets it. ``None`` else."""
    found = capitalized(request)
    return found[0] if len(found) == 1 and found[0] in guessed else None


# "facebook/react" for a tool taking the repository's ``owner`` and its ``repo`` apart: one token, two values;
# written alone, the form of a value described as "owner/name".
_OWNER_WORDS = _wordset("owner org organization organisation namespace")
_REPO_WORDS = _wordset("repo repository project")
_OWNER_SLASH_REPO = re.compile(r"(?<![\w./:@-])([A-Za-z0-9][\w.-]*)/([\w.-]*[A-Za-z0-9])(?![\w/])")


def _slashed_pairs(text: str) -> list[str]:
    """The tokens the text writes as two names joined by a slash ("octo/widgets", "rust-lang/cargo"),
    not a fraction, a date or a path."""
    found = [m.group(0) for m in _OWNER_SLASH_REPO.finditer(text) if not m.group(0).replace("/", "").isdigit()]
    return list(dict.fromkeys(found))


def _asks_a_slashed_pair(description: str) -> bool:
    """Whether a description gives its value's form as two names joined by a slash ("Repository in
    owner/name form", "e.g. octocat/hello-world"), and not a path, a file or a link."""
    if re.search(r"\b(?:path|file|folder|directory|url|link|and/or)\b", description, re.I):
        return False
    pairs = [pair.split("/") for pair in _slashed_pairs(description)]  # not a form of letters ("MM/DD", "km/h")
    return any(all(len(half) > 2 and re.search(r"[a-z]", half) for half in pair) for pair in pairs)


# "redis:7.2" for a tool taking the ``image`` and its ``tag`` apart; not a time of day ("19:30") or a link.
_IMAGE_WORDS = _wordset("image")
_TAG_WORDS = _wordset("tag")
_IMAGE_COLON_TAG = re.compile(r"(?<![\w./:@-])([a-z0-9][\w./-]*[a-z][\w./-]*):(\w[\w.-]*)(?![\w:/])")


def _tagged_images(text: str) -> list[str]:
    """The tokens the text writes as an image name and its tag joined by a colon ("redis:7.2")."""
    return list(dict.fromkeys(match.group(0) for match in _IMAGE_COLON_TAG.finditer(text)))


# The pairs of parameters a request may write as one token: the words of each one's name, the sign that
# joins them, and the tokens so joined.
_JOINED_PAIRS = (
    (_OWNER_WORDS, _REPO_WORDS, "/", _slashed_pairs),
    (_IMAGE_WORDS, _TAG_WORDS, ":", _tagged_images),
)


def _joined_values_apart(request: str, properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """A token the request writes once that joins two values a tool takes apart, split between them:
    "owner/repo" for an owner and a repository parameter ("the open issues of facebook/react": owner
    "facebook", repo "react"), "image:tag" for an image and a tag ("pull redis:7.2"); unless the second
    parameter's description asks for the joined form ("Repository as owner/name")."""
    strings = [key for key, spec in properties.items() if kind_of(spec) == "string"]
    for first_words, second_words, sign, joined_in in _JOINED_PAIRS:
        firsts = [key for key in strings if set(name_words(key)) & first_words]
        seconds = [key for key in strings if set(name_words(key)) & second_words and key not in firsts]
        tokens = joined_in(request)
        if len(firsts) != 1 or len(seconds) != 1 or len(tokens) != 1:
            continue
        if sign in str(properties[seconds[0]].get("description", "")):
            continue  # the token as written
        first, _, second = tokens[0].partition(sign)
        narrowed[firsts[0]] = {"type": "string", "enum": [first]}
        narrowed[seconds[0]] = {"type": "string", "enum": [second]}


_ORG_WORDS = frozenset(["company", "employer", "organization", "organisation", "org", "workplace"])
_FIRST_NAME_WORDS = frozenset(["first", "given", "forename"])
_LAST_NAME_WORDS = frozenset(["last", "family", "surname"])


def _full_name_apart(request: str, properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """A full name the request writes ("save a contact Priya Raman") held whole by a tool's first-name
    parameter, split between it and the tool's last-name parameter when the request gives that no value
    of its own: ``Priya`` and ``Raman``."""
    strings = [key for key, spec in properties.items() if kind_of(spec) == "string"]
    firsts = [key for key in strings if set(name_words(key)) & _FIRST_NAME_WORDS and "name" in name_words(key)]
    lasts = [
        key
        for key in strings
        if set(name_words(key)) & _LAST_NAME_WORDS or (key.lower() == "surname" and key not in firsts)
    ]
    if len(firsts) != 1 or len(lasts) != 1 or firsts[0] == lasts[0]:
        return
    held, other = narrowed.get(firsts[0]), narrowed.get(lasts[0])
    if not isinstance(held, Mapping) or held.get("x-spans") or len(held.get("enum") or ()) < 1:
        return
    if isinstance(other, Mapping) and other.get("enum") and not other.get("x-spans"):
        return  # the last name told apart
    full = str(held["enum"][0])
    words = full.split()
    if len(words) not in (2, 3) or not all(w[:1].isupper() for w in words) or full not in request:
        return
    narrowed[firsts[0]] = {"type": "string", "enum": [words[0]]}
    narrowed[lasts[0]] = {"type": "string", "enum": [" ".join(words[1:])]}


# The verbs a tool that makes a new thing is named by ("add_event", "create_task"): its title is the user's.
_MAKING_VERBS = _wordset("add create schedule new make insert post open file log save write")
_MAKING_ONLY = _wordset("add create schedule insert")  # anywhere in the name: "calendar_create_event"


def _titles_in_sentence_case(request: str, properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """The title of a thing made, held to one capitalized word, goes on with the lowercase words the
    request writes right after it, up to a small word, a moment, a word of action or the end (up to three):
    "Add Team lunch on 2026-04-10" is titled "Team lunch", the way people write a title in sentence case."""
    for key, value in narrowed.items():
        if not _TITLE_WORDS & set(name_words(key)) or kind_of(properties.get(key)) != "string":
            continue
        if not isinstance(value, Mapping) or value.get("x-spans") or len(value.get("enum") or ()) != 1:
            continue
        title = str(value["enum"][0])
        at = re.search(rf"(?<![\w-]){re.escape(title)}(?![\w-])", request)
        if " " in title or not title[:1].isupper() or at is None:
            continue
        tail = []
        for word in request[at.end() :].split()[:3]:
            done = word.endswith(("ed", "ly"))  # "Inception directed by ...": a word of action
            if done or not word.isalpha() or not word.islower() or word in _STOP or _WHEN_WORDS.fullmatch(word):
                break
            tail.append(word)
        if tail:
            narrowed[key] = {**value, "enum": [" ".join([title, *tail])]}


def _takes_a_written_form(key: str, spec: Mapping[str, Any]) -> bool:
    """Whether a string parameter takes a value written in a form of its own, never a guess among
    words: a currency code, an e-mail address, a date, a time of day, a link or a network address."""
    description = str(spec.get("description", ""))
    about = f"{key} {description}".lower()
    return (
        "currenc" in about
        or _takes_an_address(key, about)
        or _is_date(key.lower())
        or asks_a_date_form(key, description)  # "since": "Only commits after this date, YYYY-MM-DD."
        or _is_clock(key, description)
        or _takes_a_link(key)
        or _takes_a_host(key)
    )


def _without_the_guess(narrowed: dict[str, Any], key: str, value: str) -> None:
    """The spans a parameter was left to choose from without ``value``, which another parameter holds
    for sure (unless it was the only one)."""
    spans = narrowed.get(key)
    if isinstance(spans, Mapping) and len(spans.get("enum") or ()) > 1:
        narrowed[key] = {**spans, "enum": [span for span in spans["enum"] if span != value]}


def _spans_without_sure_values(properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """A parameter left spans of the request to choose from does not choose the value another parameter
    holds for sure ("translate thanks into German": the language's German is not the phrase), nor a span
    with a word that states a chosen one (of an enum, a flag or a number): a one-word value or its
    parameter's name ("a large cappuccino with oat milk": not "oat milk" when ``milk`` is "oat", nor
    "large cappuccino" when ``size`` is "LARGE"; "running shoes sorted by rating": not "sorted" when
    ``sort_by`` is "rating"). When every span is such a value, they all stay; when every span has such
    a word, the ones not a sure value stay. The spans left when some had such a word, all pieces of one
    phrase, are that phrase ("running shoes")."""
    from sprig.models._local_route import raw_stem

    sure = {
        key: str(value["enum"][0])
        for key, value in narrowed.items()
        if isinstance(value, Mapping) and not value.get("x-spans") and len(value.get("enum") or ()) == 1
    }
    chosen = [key for key in sure if kind_of(properties.get(key)) in ("enum", "boolean", "number", "integer")]
    one_word = [sure[key].lower() for key in chosen if len(sure[key].split()) == 1]
    named = [word for key in chosen for word in name_words(key)]
    stating = {raw_stem(word) for word in [*one_word, *named] if word not in _STOP}
    for key, value in narrowed.items():
        if isinstance(value, Mapping) and value.get("x-spans"):
            kept = [span for span in value.get("enum") or () if str(span) not in sure.values()]
            apart = [span for span in kept if not {raw_stem(w.lower()) for w, _, _ in words_of(str(span))} & stating]
            if apart and len(apart) < len(kept) and _one_phrase(apart):
                apart = [_without_leading_small_words(str(max(apart, key=len)))]  # "running shoes", not "shoes"
            if apart or kept:
                narrowed[key] = {**value, "enum": apart or kept}


def _one_phrase(spans: Sequence[Any]) -> bool:
    """Whether the spans are all pieces of the longest, a phrase with no small word inside it ("running
    shoes"; not "Aries with Gemini")."""
    longest = str(max(spans, key=lambda span: len(str(span))))
    inner = [word.lower() for word in _without_leading_small_words(longest).split()]
    return all(str(span) in longest for span in spans) and not set(inner) & (_STOP | _SOME)


def _without_leading_small_words(phrase: str) -> str:
    """The phrase without the small words it starts with ("some rock songs" -> "rock songs")."""
    words = phrase.split()
    while len(words) > 1 and words[0].lower() in _SOME | _STOP:
        words = words[1:]
    return " ".join(words)


_ADMIN_UNITS = frozenset(["district", "province", "prefecture"])


def _units_named_alone(properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """A district (province, prefecture) parameter takes the name without the unit's own word ("Lat
    Phrao District" -> "Lat Phrao"), unless its description's examples keep that word ("such as
    'Chatuchak District'")."""
    for key, value in list(narrowed.items()):
        units = set(name_words(key)) & _ADMIN_UNITS
        if not units or not isinstance(value, Mapping) or value.get("x-spans") or kind_of(properties[key]) != "string":
            continue
        examples = re.findall(r"'([^']+)'", str(properties[key].get("description", "")))
        if any(example.split()[-1:] and example.split()[-1].lower() in units for example in examples):
            continue
        named = value.get("enum")
        if isinstance(named, list) and len(named) == 1 and isinstance(named[0], str):
            words = named[0].split()
            if len(words) > 1 and words[-1].lower() in units:
                narrowed[key] = {**value, "enum": [" ".join(words[:-1])]}


def _codes_as_asked(properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """An airport named by its own name ("from Heathrow") is written as its code for a parameter whose
    description asks an airport's IATA code (:func:`airport_code_asked`), a colour named by its name
    ("red") as its hex code for one that asks hex codes (:func:`colour_as_asked`)."""
    for key, value in list(narrowed.items()):
        if kind_of(properties[key]) != "string" or not isinstance(value, Mapping) or value.get("x-spans"):
            continue
        named = value.get("enum")
        if isinstance(named, list) and len(named) == 1 and isinstance(named[0], str):
            about = str(properties[key].get("description", ""))
            code = colour_as_asked(airport_code_asked(named[0], about), about)
            if code != named[0]:
                narrowed[key] = {**value, "enum": [code]}


def _regions_of_towns(
    properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str], missing: list[str]
) -> None:
    """A required country (or US state) the request does not name is the one of the town it names for
    a city parameter ("the weather in London" -> GB), when that town is clearly in one; one it names
    is written as a code when the description asks for codes ("UK" -> GB, "New York" -> NY)."""
    regions = {"country": (country_code_asked, country_of), "state": (state_code_asked, state_of)}
    kinds = {
        key: kind
        for key, spec in properties.items()
        if kind_of(spec) == "string" and (kind := next((w for w in name_words(key) if w in regions), None))
    }
    towns = [
        str(value["enum"][0])
        for other, value in narrowed.items()
        if set(name_words(other)) & {"city", "town"}
        and isinstance(value, Mapping)
        and len(value.get("enum") or ()) == 1
        and not value.get("x-spans")
    ]
    for key, kind in kinds.items():
        value = narrowed.get(key)
        description = str(properties[key].get("description", ""))
        if kind == "country" and isinstance(value, Mapping) and isinstance(value.get("enum"), list):
            kept = [v for v in value["enum"] if not not_a_country_asked_as_code(str(v), description)]
            if not kept:  # "latest headlines from Reuters": no country's code is asked, Reuters is none
                narrowed[key] = properties[key] if key in required else None
                missing += [key] if key in required and key not in missing else []
                continue
            value = narrowed[key] = {**value, "enum": kept}
        if key in missing:
            region = regions[kind][1](towns[0], description) if len(towns) == 1 else None
            if region is not None:
                narrowed[key] = {"type": "string", "enum": [region]}
                missing.remove(key)
        elif isinstance(value, Mapping) and isinstance(named := value.get("enum"), list) and len(named) == 1:
            written = regions[kind][0](str(named[0]), description)
            narrowed[key] = value if value.get("x-spans") else {**value, "enum": [written]}
        elif kind == "country" and isinstance(value, Mapping) and isinstance(named, list) and len(named) > 1:
            people = [country_of_people(str(option)) or option for option in named]
            narrowed[key] = {**value, "enum": list(dict.fromkeys(people))}  # "I'm Canadian, ... Japan": Canada


def _flag_values(spec: object) -> tuple[Any, Any] | None:
    """A flag's on and off values: ``True``/``False``, or an enum's own spellings ('True', 'false', 'yes',
    'no') when its values are those two and at most a no-preference one ('dontcare')."""
    if kind_of(spec) == "boolean":
        return True, False
    enum = _options(spec)[0].get("enum") if isinstance(spec, Mapping) and kind_of(spec) == "enum" else None
    if not isinstance(enum, list) or not 2 <= len(enum) <= 3:
        return None
    spelled = {str(value).lower(): value for value in enum}
    if "yes" in spelled and "no" in spelled and "true" not in spelled:
        return spelled["yes"], spelled["no"]  # 'yes' or 'no' for "nonstop only": a flag spelled in words
    if "true" not in spelled or "false" not in spelled:
        return None
    return spelled["true"], spelled["false"]


def _without_determiner_no(request: str, spec: Mapping[str, Any]) -> str:
    """The request without a "no" that goes with a noun ("no layovers"), for a flag spelled 'yes' or 'no': only
    a "no" said as an answer ("layovers: no", "no, please") is its value."""
    if str((_flag_values(spec) or ("",))[0]).lower() != "yes":
        return request
    return re.sub(r"\bno\s+(?!(?:please|thanks?|thank you)\b)(?=[a-z])", "", request, flags=re.IGNORECASE)


def _flag_value(spec: Mapping[str, Any], on: bool) -> dict[str, Any]:
    values = _flag_values(spec) or (True, False)
    chosen = values[0] if on else values[1]
    return {"type": "boolean", "enum": [chosen]} if kind_of(spec) == "boolean" else {"enum": [chosen]}


# Words any flag's name may have ("include_hidden", "has_garage", "available_for_pet"): its feature is the rest.
_FLAG_GENERIC_TEXT = (
    "include includes has have use enable enabled allow allowed allows available good for with only can should "
    "show get return add apply want need filter flag exclude hide skip omit"
)
_FLAG_GENERIC = frozenset(_FLAG_GENERIC_TEXT.split())
_NEGATIONS_TEXT = (  # "t" of "don't"; "dont", "havent": the same typed without the apostrophe
    "no not without never non none nothing exclude excluding except disable t cannot "
    "dont doesnt didnt havent hasnt hadnt isnt arent wasnt werent wont wouldnt shouldnt"
)
_NEGATIONS = frozenset(_NEGATIONS_TEXT.split())
_INDIFFERENT = re.compile(  # "I don't mind", "not too concerned about", "no preference", "flexible about"
    r"(?:n['’]t|\b(?:dont|doesnt|didnt|wont|wouldnt)|\bnot|\bnever|\bno)\s+(?:\w+\s+){0,2}?(?:care|mind|concerned|bothered|fussed|matter|matters|preference)\b"
    r"|\b(?:regardless|whatever|either way|flexible)\b",
    re.IGNORECASE,
)
# a verb that turns a thing down right before it ("bypass the cache", "ignore case", "leave out the archived ones")
_DECLINING = re.compile(
    r"\b(ignor(?:e|es|ing)|bypass(?:es|ing)?|skip(?:s|ping)?|avoid(?:s|ing)?|omit(?:s|ting)?|(?:leav(?:e|es|ing)|left)\s+out"
    r"|(?:stay(?:s|ing)?|keep(?:s|ing)?)\s+(?:off|away\s+from|clear\s+of)|steer(?:s|ing)?\s+clear\s+of)"
    r"\s+(?!to\b)(?:(?:[\w'-]+\s+){0,2}"  # "skip to the unread ones" goes to them
    # "skip the ones I declined", "leave out those we've already archived"
    r"|(?:all\s+)?(?:the\s+)?(?:ones|those)\s+(?:that\s+|which\s+)?(?:i|we|you|they)(?:['’]ve)?\s+"
    r"(?:(?:have|had|already|just)\s+)?)$",
    re.IGNORECASE,
)
_NO_NEGATION = re.compile(r"\b(?:no|not)\s+(?:(?:more|less|later|earlier|fewer|longer|sooner)\s+than|only)\b", re.I)
_CLAUSE_END = re.compile(r"[.,;:!?]|\bbut\b", re.IGNORECASE)


def _same_word(word: str, feature: str) -> bool:
    """Whether a request's word names a flag's feature word: itself, a form of it ("children" for
    "child", "suitability" for "suitable"), or a word of one meaning with it (:func:`same_meaning`: "kids"
    for "children")."""
    word, feature = word.lower(), feature.lower()
    if word == feature or same_meaning(word, feature):
        return True
    from sprig.models._local_route import raw_stem

    if (len(word) >= len(feature) or feature.endswith("s")) and raw_stem(word) == raw_stem(feature):
        return True  # "pets" for "pet", "pet" for "pets"; "Lat" is no "late"
    size = max(5, len(feature) - 3)
    if len(feature) >= 5 and len(word) >= 5 and word[:size] == feature[:size]:
        return True
    common = next((i for i, (a, b) in enumerate(zip(word, feature, strict=False)) if a != b), 0)
    return common >= max(5, min(len(word), len(feature)) - 2)  # "available" for "availability"


def _feature_words(key: str, properties: Mapping[str, Any], topic: Set[str]) -> list[str]:
    """The words of a flag's name that say its feature: not the generic ones ("include", "has"), nor the
    tool's own (``topic``), nor those other parameters share ("cleaning" of ``is_cleaning_home`` beside
    ``is_cleaning_office``), as long as some remain."""
    words = name_words(key)
    others = {word for other in properties if other != key for word in name_words(other)}
    for dropped in (_FLAG_GENERIC, topic, others):
        kept = [word for word in words if word not in dropped]
        words = kept or words
    return words


def _absence_words(spec: object, positive: Sequence[str]) -> list[str]:
    """The words by which a flag's description tells what its on value lacks ("only attractions with no
    entry fee") or what its off value has ("'False' for attractions with an entry fee"): the request
    negating one of them ("has no entry fee") asks the flag on."""
    about = str(spec.get("description", "")) if isinstance(spec, Mapping) else ""
    found: list[str] = []
    off = re.search(r"\bfalse'?\)?\s+(?:for|means|if|when|to)\s+(.*?)(?=[.;,(]|\btrue\b|$)", about, re.IGNORECASE)
    if off is not None and not re.match(r"\s*(?:no|not|non)\b", off.group(1), re.IGNORECASE):
        found += re.findall(r"[a-z]+", off.group(1).lower())
    rest = about[: off.start()] + about[off.end() :] if off is not None else about
    for lacked in re.finditer(r"\b(?:no|not|never|without)\s+([a-z]+(?:\s+[a-z]+)?)", rest, re.IGNORECASE):
        found += lacked.group(1).lower().split()
    kept = [w for w in found if len(w) >= 3 and w not in _STOP and w not in _FLAG_GENERIC and w not in _VAGUE]
    return [word for word in dict.fromkeys(kept) if word not in positive and word not in ("preference", "dontcare")]


def _said_of(request: str, start: int, end: int, negating: Set[str]) -> bool | None:
    """How the request speaks of the feature word at ``start``: ``True`` as wanted, ``False`` negated
    ("no garage", "shouldn't be unisex", "exclude any that are completed"), ``None`` when it does not
    care ("I don't mind if it has a garage", "whether it has a garage or not")."""
    before = request[:start]
    cut = max((m.end() for m in _CLAUSE_END.finditer(before)), default=0)
    clause = before[cut:]
    if _INDIFFERENT.search(" ".join(clause.split()[-9:])) or re.match(r"\s+or\s+not\b", request[end:], re.I):
        return None
    declined = _DECLINING.search(clause)
    if declined and not any(declined.group(1).lower().startswith(word) for word in negating):
        return False  # "skip the cache" for ``use_cache``, but not for ``skip_cache``
    clause = _NO_NEGATION.sub(" ", clause)  # "no more than 3 guests with pets" still wants pets
    near = [word.lower() for word in re.findall(r"[A-Za-z]+", clause)[-6:]]
    return not any(word in _NEGATIONS and word not in negating for word in near)


def _own_verb_near(request: str, start: int, end: int, negating: Set[str]) -> bool:
    """Whether a flag's own negating verb (``avoid`` of ``avoid_tolls``, ``hide`` of ``hide_done``) is said in
    the few words around the feature word at ``start`` ("don't avoid the tolls", "completed ones hidden")."""
    near = re.findall(r"[A-Za-z]+", request[:end])[-7:] + re.findall(r"[A-Za-z]+", request[end:])[:3]  # itself too
    return any(word.lower().startswith(own) for word in near for own in negating)


def flag_state(
    request: str,
    key: str,
    properties: Mapping[str, Any],
    topic: Set[str],
    description: str,
    vocabulary: Set[str],
) -> tuple[bool | None, list[str]]:
    """Whether the request asks a flag on (``True``), off (``False``) or says nothing of it (``None``),
    with the request's words that named it. A flag is on when the request names its feature (a
    :func:`_feature_words` word in some form, or a word only its description has: :func:`_described_word`),
    off when it negates that, unknown when it does not care. A flag that leaves out what is not something
    (``exclude_inactive``) is on when the request names that something ("the active projects"). A flag
    of being free of something (``free_entry``, ``sugar_free``, ``nonstop``) is on when the request negates
    that something ("no entry fee", "without sugar", "with no stops")."""
    from sprig.models._local_route import raw_stem

    request = _ORDER_END.sub(r"\1", request)  # "from smallest to largest" puts the smallest first
    spec = properties.get(key)
    feature = _feature_words(key, properties, topic)
    absent = [word for word in _absence_words(spec, feature) if word not in topic]
    described = [w for w in _described_words(key, properties, description, vocabulary) if w not in absent]
    # "without any layover" says no layover is wanted; a participle ("listed") is no feature another form says
    described_stems = {raw_stem(word) for word in described if not word.endswith("ed")}
    # "exclude inactive" is no negation, nor "avoiding tolls" for ``avoid_tolls``
    negating = set(name_words(key)) & {*_NEGATIONS, "hide", "skip", "omit", "avoid", "ignore", "bypass"}
    opposites = [
        word[len(prefix) :]
        for word in feature
        for prefix in ("in", "un", "non", "dis")
        if negating and word.startswith(prefix) and len(word) - len(prefix) >= 4
    ]
    free_of = [word for word in feature if word != "free"] if "free" in feature else []
    free_of += [word[3:] for word in feature if word.startswith("non") and len(word) >= 7]  # "no stops": nonstop
    said: list[bool | None] = []
    named: list[str] = []
    lacking = False
    places = [(n.start, n.end) for n in _names(request) if " " in n.text and _places_named(n.text)]
    for match in re.finditer(r"[A-Za-z]+", request):
        word = match.group(0)
        if len(word) < 3 or word.lower() in _STOP:
            continue
        if any(start <= match.start() < end for start, end in places):
            continue  # "dentists in New Orleans": the town's word, no "new patients"
        how = _said_of(request, match.start(), match.end(), negating)
        unsaid = next((word[len(p) :] for p in ("in", "un", "non", "dis") if word.lower().startswith(p)), "")
        opposed = any(unsaid == f or raw_stem(unsaid) == raw_stem(f) for f in feature)
        if len(unsaid) >= 4 and how is not None and opposed:
            said.append(not how)  # "case insensitive" for ``case_sensitive``, "unread" for ``is_read``
            named.append(word)
        elif any(_same_word(word, f) for f in absent) and how is False:
            lacking = True  # "no entry fee" for a flag on for "attractions with no entry fee"
            named.append(word)
        elif free_of and any(_same_word(word, f) for f in free_of) and how is False:
            lacking = True  # "no entry fee" for ``free_entry``, "without sugar" for ``sugar_free``
            named.append(word)
        elif any(_same_word(word, f) for f in feature) or _described_word(word, described, described_stems):
            if negating and how is not None and not _own_verb_near(request, match.start(), match.end(), negating):
                how = True if how is False else None  # "with no highways" for ``avoid_highways``; "tolls are fine"
            said.append(how)
            named.append(word)
        elif word.lower() == "everything" and "all" in name_words(key):
            said.append(how)  # "commit everything" for ``all_files``
            named.append(word)
        elif word.lower() in opposites and how:
            lacking = True  # only "the active projects": the inactive ones left out
            named.append(word)
    for start, end in [span for word in feature for span in feature_phrases(request, word)]:
        said.append(_said_of(request, start, end, negating))  # "both men and women" for ``is_unisex``
        named.extend(request[start:end].split())
    if None in said:
        return None, named
    if lacking:
        return True, named
    if not said:
        return None, []
    return all(said), named


_ORDER_END = re.compile(r"(\bfrom\s+(?:the\s+)?[a-z]+est)\s+to\s+(?:the\s+)?[a-z]+est\b", re.IGNORECASE)


# what a flag's description says true and false do ("True to turn the light on, false to turn it off")
_TRUE_DOES = re.compile(r"\btrue['\"]?\s+(?:to|if|for|when|means)\s+([^,.;]+)", re.IGNORECASE)
_FALSE_DOES = re.compile(r"\bfalse['\"]?\s+(?:to|if|for|when|means)\s+([^,.;]+)", re.IGNORECASE)
_WORD_TRUE = re.compile(r"\b([a-z]+)\s*\(true\)", re.IGNORECASE)
_WORD_FALSE = re.compile(r"\b([a-z]+)\s*\(false\)", re.IGNORECASE)
_OPPOSITES = (
    ("on", "off"), ("enable", "disable"), ("start", "stop"), ("open", "close"), ("lock", "unlock"),
    ("show", "hide"), ("public", "private"), ("mute", "unmute"), ("ascending", "descending"),
    ("present", "absent"), ("online", "offline"), ("formal", "casual"),
)  # fmt: skip


def _opposite_said(request: str, description: str) -> tuple[bool, str] | None:
    """A flag's state from the one word of a pair of opposites the request says, when its description
    gives true one of them and false the other ("True to turn the light on, false to turn it off": "Turn
    off the bedroom light" is ``False``), with that word. ``None`` when the description pairs none, or
    the request says neither or both."""
    does_true, does_false = _TRUE_DOES.search(description), _FALSE_DOES.search(description)
    if does_true is None or does_false is None:  # "private (true) or public (false)"
        does_true, does_false = _WORD_TRUE.search(description), _WORD_FALSE.search(description)
    if does_true is None or does_false is None:
        return None
    on_words = set(re.findall(r"[a-z]+", does_true.group(1).lower()))
    off_words = set(re.findall(r"[a-z]+", does_false.group(1).lower()))
    said = set(re.findall(r"[a-z]+", request.lower()))
    for one, other in _OPPOSITES:
        for yes, no in ((one, other), (other, one)):
            paired = yes in on_words and no in off_words and no not in on_words and yes not in off_words
            if paired and (yes in said) != (no in said):
                return (True, yes) if yes in said else (False, no)
    return None


def _opposite_of_name(request: str, key: str) -> tuple[bool, str] | None:
    """A flag's state from the one word of a pair of opposites the request says, when the flag is named
    for one of them (``on``, ``enabled``, ``locked``): "turn off the kitchen lights" is ``on=False``.
    ``None`` when its name is no such word, or the request says neither or both."""
    from sprig.models._local_route import name_parts, raw_stem

    named = {raw_stem(word) for word in name_parts(key)}  # every part: "on" is a small word, and the name
    said = {raw_stem(word) for word in re.findall(r"[a-z]+", request.lower())}
    feature = named - {"enabl", "activ", "is", "has"}  # "turned on in eco mode" switches no ``nightLightEnabled``
    if feature - {raw_stem(word) for pair in _OPPOSITES for word in pair} and not feature & said:
        return None
    for one, other in _OPPOSITES:
        for yes, no in ((one, other), (other, one)):
            on, off = raw_stem(yes), raw_stem(no)
            if on in named and off not in named and (on in said) != (off in said):
                return (True, yes) if on in said else (False, no)
    switched = _SWITCHED.search(request)
    if switched and named & {"enabl", "activ"} and not named & {"disabl", "inactiv"}:
        particle = switched.group(1) or switched.group(2)
        return particle.lower() == "on", particle  # "turn off Slack notifications": enabled=False
    return None


# "turn off", "switch the alerts on": the one particle a switching verb says, ending the request
# or right after the verb
_SWITCHED = re.compile(
    r"\b(?:turn|switch)(?:s|ed|ing)?\s+(?:(on|off)\b|(?:[\w'-]+\s+){1,4}(on|off)\s*[.!?]?\s*$)", re.IGNORECASE
)


_ROW = r"[\[(]\s*-?\d[\d.]*(?:\s*,\s*-?\d[\d.]*)+\s*[\])]"
# "[[1, 2], [3, 4]]", or a run of points "(1,2), (3,4), and (1,3)": rows of numbers written out.
_TABLE = re.compile(rf"\[\s*{_ROW}(?:\s*,\s*{_ROW})*\s*\]|{_ROW}(?:\s*,\s*(?:and\s+)?{_ROW}|\s+and\s+{_ROW})+")


def _tables_for(
    request: str, keys: Sequence[str], properties: Mapping[str, Any]
) -> dict[str, tuple[list[list[float]], tuple[int, int]]]:
    """The tables of numbers the request writes out (a matrix, a run of points), one to each parameter
    that takes a list of lists of numbers, in the order written; none when the counts differ."""
    wanted = []
    for key in keys:
        spec = properties[key]
        items = _options(spec)[0].get("items") if kind_of(spec) == "array" else None
        inner = _options(items)[0].get("items") if isinstance(items, Mapping) and kind_of(items) == "array" else None
        if kind_of(inner) in ("number", "integer"):
            wanted.append(key)
    if not wanted:
        return {}
    tables = []
    for match in _TABLE.finditer(request):
        rows = [
            [_number_value(number) for number in re.findall(r"-?\d[\d.]*", row)]
            for row in re.findall(_ROW, match.group(0))
        ]
        tables.append((rows, (match.start(), match.end())))
    if len(tables) != len(wanted):
        return {}
    return dict(zip(wanted, tables, strict=True))


def _number_value(text: str) -> float:
    number = float(text)
    return int(number) if number.is_integer() and "." not in text else number


def _written_mapping(request: str) -> dict[str, Any] | None:
    """The one mapping the request writes out, as JSON or a Python literal, of names to plain values."""
    found = []
    for match in re.finditer(r"\{[^{}]{1,600}\}", request):
        try:
            value = ast.literal_eval(match.group(0))
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            try:
                value = json.loads(match.group(0))
            except ValueError:
                continue
        plain = (str, int, float, bool)
        if (
            isinstance(value, dict)
            and value
            and all(isinstance(k, str) and isinstance(v, plain) for k, v in value.items())
        ):
            found.append(value)
    return found[0] if len(found) == 1 else None


_FALSE_SAYS = re.compile(r"\b(?:(?:if|when)\s+(?:set\s+to\s+)?)?false\b[^.;]*", re.IGNORECASE)


def _described_word(word: str, described: Sequence[str], stems: Set[str]) -> bool:
    """Whether a request's word is one of a flag's :func:`_described_words`: itself, or in lower case another
    form of it ("shuffled" for "shuffle"; "list" is no "listed", "Lat" of a district's name no "late")."""
    from sprig.models._local_route import raw_stem

    plain = word.removesuffix("ly") if len(word) >= 6 else word  # "urgently" for "urgent"
    return word.lower() in described or (word.islower() and len(word) >= 4 and raw_stem(plain) in stems)


def _described_words(key: str, properties: Mapping[str, Any], description: str, vocabulary: Set[str]) -> list[str]:
    """The words only a flag's description has, of six letters or more ("Whether to sort in reverse order,
    i.e., descending order" has "descending", "Play the songs in a random order" "random"), not the tool's (its
    ``vocabulary``) nor another parameter's, nor generic ones ("returned"), nor those of what false does."""
    from sprig.models._local_route import raw_stem

    spec = properties.get(key)
    own = str(spec.get("description", "")).lower() if isinstance(spec, Mapping) else ""
    others = " ".join(
        [
            description,
            *(f"{k} {v.get('description', '')}" for k, v in properties.items() if k != key and isinstance(v, Mapping)),
        ]
    ).lower()
    shared = set(re.findall(r"[a-z]+", others))
    own = re.sub(r"\b(?:instead of|rather than|not|otherwise)\b.*", "", own)  # "as a ratio instead of a decimal"
    own = _FALSE_SAYS.sub(" ", own)  # "If false, the VEX will be returned in the response body": the off value's
    # six letters or more: shorter ones ("file", "ship") also set flags no request asked for (measured, round 51)
    words = dict.fromkeys(w for w in re.findall(r"[a-z]+", own) if len(w) >= 6 and w not in shared and w != "whether")
    words = {w: None for w in words if w not in _STOP and w not in _VAGUE}
    generic = {raw_stem(word) for word in _FLAG_GENERIC}  # "returned" is as generic as "return"
    return [word for word in words if raw_stem(word) not in generic and not _only_words_of(word, vocabulary)]


def stated_value(spec: object) -> bool:
    """Whether a narrowed parameter holds the one value the request states for it (not spans to choose from)."""
    if not isinstance(spec, Mapping) or spec.get("x-spans") or spec.get("x-narrowed") is False:
        return False
    return "const" in spec or (isinstance(spec.get("enum"), list) and len(spec["enum"]) == 1)


def _asks_other_value(request: str, key: str, spec: Mapping[str, Any]) -> bool:
    """Whether the request asks for a target ("to miles", "into French"; "to my mom" for a target's own
    parameter, ``to_account``) that is none of the enum's values."""
    enum = _options(spec)[0].get("enum")
    values = {str(v).lower() for v in enum} if isinstance(enum, list) else set()
    parts = set(re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key.lower()))
    owned = r"(?:(?:my|our|the)\s+)?" if parts & set(TARGET_KEYS) else ""
    asked = re.findall(rf"\b(?:to|into)\s+{owned}([a-z]+)", request.lower())
    return bool(values) and any(word not in values and word not in _STOP for word in asked)


# The words of a parameter's name that make it one end of a direction (``from_city``, ``to_currency``).
SOURCE_KEYS = ("start", "origin", "from", "source", "src", "departure", "begin", "pickup", "base")
TARGET_KEYS = ("end", "destination", "dest", "to", "target", "arrival", "finish", "dropoff", "quote")
# (the start ends before a comma that opens another clause: "from Fremont, what's the best way to drive")
_FROM_TO = re.compile(
    r"\bfrom\s+((?:(?!,\s*(?:what|what's|whats|how|which|where|when|why|is|are|can|could|would|will|please|and|but|so|"
    r"i|i'm|im|it|it's|thanks|thx)\b).)+?)\s+(?:to|until|till)\s+(.+?)(?=\s+(?:on|at|by|via|and|in|for|tomorrow|today)\b|[?!,]|\.(?=\s|$)|$)",
    re.IGNORECASE,
)
# "days until 2026-12-25 from 2026-11-28": the end said first; group 1 is still the start, group 2 the end.
_UNTIL_FROM = re.compile(
    r"\b(?:until|till)\s+(?=.+?\s+from\s+(.+?)(?=\s+(?:on|at|by|via|and|in|for)\b|[?!,]|\.(?=\s|$)|$))(.+?)\s+from\s",
    re.IGNORECASE,
)


_BETWEEN = re.compile(  # "between New York, USA and Miami, USA": a comma before a name stays in the place
    r"\bbetween\s+(.+?)\s+and\s+(.+?)"
    r"(?=\s+(?:on|at|by|via|and|in|for|tomorrow|today)\b|[?!]|,(?!\s*(?-i:[A-Z]))|\.(?=\s|$)|$)",
    re.IGNORECASE,
)


_PLACE_NAME = r"(?:the\s+)?[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}"
# "flights SFO to JFK", "a cab Union Square to the Ferry Building": two names, the first the start, with no "from"
_NAME_TO_NAME = re.compile(rf"(?<![\w'-])({_PLACE_NAME})\s+(?:to|->|→)\s+({_PLACE_NAME})(?![\w-])")
# "flights to Denver from Boston": the end said first; group 1 is still the start, group 2 the end
# (a name may open on its house number and end on the kind of place it is: "to 221 Baker Street from King's
# Cross station")
_STOP_NAME = rf"(?:\d{{1,5}}\s+)?{_PLACE_NAME}(?:\s+(?:station|airport|terminal|square|park|mall|hotel|stadium))?"
# (the start may be a place of one's own named by where it is: "from my office at 50 Fremont St")
_OWN_PLACE_AT = r"(?:(?:my|our|his|her|their)\s+[a-z]+\s+(?:at|on)\s+)?"
_NAME_FROM_NAME = re.compile(
    rf"\bto\s+(?=(?:{_STOP_NAME})\s+from\s+{_OWN_PLACE_AT}({_STOP_NAME})(?![\w-]))({_STOP_NAME})\s+from\s"
)


def _between_places(key: str, about: str) -> bool:
    """Whether a string parameter holds a place a trip starts or ends at (``origin``, ``to_city``, a
    "Departure city or airport code")."""
    return _takes_a_place(key, about) or re.search(r"\b(?:city|airport|town|station|place)\b", about, re.I) is not None


_HOW_MANY_IN = re.compile(  # "how many ounces in 2 pounds", "how many miles are 42 km": from pounds, from km
    r"\bhow many\s+([a-z]+)\s+(?:(?:are\s+|is\s+)?(?:there\s+)?(?:in|per|make|equal)\s+"
    r"(?:an?\s+|one\s+|\d[\d.,/]*\s*)|(?:are|is)\s+\d[\d.,/]*\s*)([a-z]+)",
    re.IGNORECASE,
)
_AMOUNT_TO = re.compile(r"\b\d[\d.,]*\s*([A-Za-z°]+)\s+(?:to|into|in)\s+([A-Za-z°]+)\b")


def _dates_in_the_order_written(
    request: str, sources: Sequence[str], targets: Sequence[str], narrowed: dict[str, Any]
) -> None:
    """A start date and an end date as the request writes them, the first the start's ("from 2026-12-01 to
    2026-12-02"), whatever order the schema lists them in."""
    if len(sources) != 1 or len(targets) != 1:
        return
    held = [narrowed.get(key) for key in (sources[0], targets[0])]
    values = [str(spec["enum"][0]) for spec in held if isinstance(spec, Mapping) and len(spec.get("enum") or ()) == 1]
    at = [request.find(value) for value in values]
    if len(values) == 2 and values[0] != values[1] and min(at) >= 0 and at[0] > at[1]:
        narrowed[sources[0]], narrowed[targets[0]] = narrowed[targets[0]], narrowed[sources[0]]


def _strings_in_role(
    request: str, properties: Mapping[str, Any], narrowed: dict[str, Any], description: str = ""
) -> None:
    """Pairs of string parameters: "from A to B" (or "5 miles to km") for a start and an end, the
    description's own phrase ("a song by an artist") for "Yesterday by The Beatles", and two
    names in the order written for ``city_a``/``city_b``-like pairs."""
    strings = [key for key, spec in properties.items() if kind_of(spec) == "string" and key in narrowed]
    parts = {key: set(re.split(r"[_\W]+", key.lower())) for key in strings}
    sources = [k for k in strings if parts[k] & set(SOURCE_KEYS)]
    targets = [k for k in strings if parts[k] & set(TARGET_KEYS)]
    match = _FROM_TO.search(request) or _UNTIL_FROM.search(request) or _AMOUNT_TO.search(request)
    match = match or _BETWEEN.search(request)
    ends_of_a_trip = [
        key for key in [*sources, *targets] if _between_places(key, f"{key} {properties[key].get('description', '')}")
    ]
    if set(sources) & set(ends_of_a_trip) and set(targets) & set(ends_of_a_trip):  # a ``departure_date`` beside
        sources = [key for key in sources if key in ends_of_a_trip]  # ``from_city`` is no end of the trip
        targets = [key for key in targets if key in ends_of_a_trip]
    if sources and targets and len(ends_of_a_trip) == len(sources) + len(targets):
        match = match or _NAME_FROM_NAME.search(request)  # "to Denver from Boston"
        held = all(isinstance(narrowed.get(key), Mapping) and narrowed[key].get("enum") for key in ends_of_a_trip)
        match = match or (_NAME_TO_NAME.search(request) if held else None)  # "SFO to JFK": in order, never filled
    if all(_is_date(key.lower()) for key in [*sources, *targets]):
        match = None  # dates are placed in the order written, each whole ("July 10, 2022")
        _dates_in_the_order_written(request, sources, targets, narrowed)
    clocks = [str(properties[key].get("description", "")) for key in [*sources, *targets]]
    timed = clocks and all(_is_clock(key, said) for key, said in zip([*sources, *targets], clocks, strict=True))
    if timed and len(clock_times(request, clocks[0])) >= 2:
        match = None  # "from 3 to 5 pm" for 'HH:MM': times of day, each in the form asked (15:00, 17:00)
    about = [f"{key} {properties[key].get('description', '')}".lower() for key in [*sources, *targets]]
    if about and all("currenc" in text for text in about) and currencies(request):
        match = None  # currencies by their codes: "150 Euros to Canadian dollars" is EUR, CAD
    given = [narrowed.get(key) for key in [*sources, *targets]]
    coded = [str((spec.get("enum") or [""])[0]) for spec in given if isinstance(spec, Mapping)]
    if about and all("language" in text for text in about) and all(re.fullmatch(r"[a-z]{2}", code) for code in coded):
        match = None  # languages by the codes asked: "from Spanish to English" is es, en
    how_many = _HOW_MANY_IN.search(request)
    if len(sources) == 1 and len(targets) == 1 and (match or how_many):
        if match:
            ends = [_with_period(request, match.start(n), match.group(n).strip()) for n in (1, 2)]
        else:  # "how many ounces in 2 pounds": from pounds to ounces
            ends = [how_many.group(2), how_many.group(1)] if how_many else []
        # "from the Eiffel Tower": a name without its article ("from the station" keeps it)
        ends = [_name_only(re.sub(r"^the\s+(?=[A-Z])", "", _unquoted(end))) for end in ends]
        ends = [re.sub(r"^(?:the\s+)?(?:two|both|these)\s+[a-z]+,\s*", "", end) for end in ends]  # "two cities, X"
        keys = [sources[0], targets[0]]
        ends = [
            _as_described(end, str(properties[key].get("description", ""))) for key, end in zip(keys, ends, strict=True)
        ]
        said = [str(properties[key].get("description", "")) for key in keys]
        said += [description] if not any(said) else []  # "(m, km, mi, ft)" in the tool's own description
        ends = [unit_as_listed(end, said) for end in ends]  # "70 kg to pounds" for units listed as 'kg', 'lb'
        codes = [currencies(end) for end in ends]
        if "currenc" in description.lower() and all(codes):  # "50 pounds in yen" -> GBP, JPY
            ends = [found[0].value for found in codes]
        for key, end in zip(keys, ends, strict=True):
            if not _unknown_town(end, str(properties[key].get("description", "")), narrowed.get(key)):
                narrowed[key] = {"type": "string", "enum": [end]}
        return
    if _phrased_strings(request, strings, narrowed, description):
        return
    _numbered_in_order(request, strings, narrowed)
    strings = [key for key in strings if narrowed.get(key) is not None]
    shared = [k for k in strings if isinstance(narrowed[k], Mapping) and len(narrowed[k].get("enum") or ()) > 1]
    if len(shared) >= 2 and all(narrowed[k].get("enum") == narrowed[shared[0]].get("enum") for k in shared):
        names = list(narrowed[shared[0]]["enum"])
        if len(names) >= len(shared) and not narrowed[shared[0]].get("x-spans"):
            for key, name in zip(shared, names, strict=False):
                narrowed[key] = {"type": "string", "enum": [name]}


# "set the config key max_connections to 200", "change the value of cache.ttl to 3600": a setting's key, then
# its new value (the key one token, the value its first token).
_SET_KEY_TO = re.compile(
    r"\b(?:set|change|update|modify|switch)\s+(?:the\s+|my\s+)?(?:value\s+(?:of|for)\s+(?:the\s+)?)?"
    r"(?:(?:config(?:uration)?|env(?:ironment)?|app|application)\s+)?"
    r"(?:(?:key|setting|variable|option|property|field|parameter|param|flag)\s+)?"
    r"['\"`]?([A-Za-z_][\w.\-/]*)['\"`]?\s+(?:to|=)\s+['\"`]?([^\s'\"`,;]+)",
    re.IGNORECASE,
)
_KEY_WORDS = frozenset(["key", "setting", "variable", "option", "property", "field", "parameter", "param", "name"])


def _key_and_value(request: str, properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """A tool setting a value under a key (``key`` and ``value`` strings) takes both from "set K to V"
    ("set the config key max_connections to 200": ``max_connections``, ``200``)."""
    strings = [key for key, spec in properties.items() if isinstance(spec, Mapping) and kind_of(spec) == "string"]
    values = [key for key in strings if "value" in name_words(key)]
    keys = [key for key in strings if set(name_words(key)) & _KEY_WORDS and key not in values]
    said = _SET_KEY_TO.search(request)
    if len(values) != 1 or len(keys) != 1 or said is None or said.group(1).lower() in _STOP:
        return
    narrowed[keys[0]] = {"type": "string", "enum": [said.group(1)]}
    narrowed[values[0]] = {"type": "string", "enum": [said.group(2).rstrip(".!?")]}


def _unknown_town(end: str, description: str, narrowed: Any) -> bool:
    """Whether a "from A to B" end is no town for a parameter that asks a place form ("to SD, CA")
    while the parameter already holds a value from elsewhere in the request ("in San Diego, CA")."""
    held = isinstance(narrowed, Mapping) and bool(narrowed.get("enum")) and not narrowed.get("x-spans")
    return held and asked_form(description) is not None and not is_town(end)


def _numbered_in_order(request: str, strings: Sequence[str], narrowed: dict[str, Any]) -> None:
    """Numbered parameters of one kind (``color1``, ``color2``) take the values the request coordinates
    for that kind in the order written: "mix yellow and blue colors", "the cities Lyon and Nice"."""
    groups: dict[str, list[str]] = {}
    for key in strings:
        numbered = re.fullmatch(r"([a-z]+)_?(?:[12]|one|two)", key.lower())
        if numbered:
            groups.setdefault(numbered.group(1), []).append(key)
    for base, keys in groups.items():
        if len(keys) != 2:
            continue
        word = r"([A-Za-z][\w'-]*)"
        kind = rf"{re.escape(base)}(?:s|es)?"
        match = re.search(rf"\b{word}\s+and\s+{word}\s+{kind}\b", request, re.I) or re.search(
            rf"\b{kind}\s+{word}\s+and\s+{word}\b", request, re.I
        )
        if match and not {match.group(1).lower(), match.group(2).lower()} & _STOP:
            for key, value in zip(sorted(keys), match.groups(), strict=True):
                narrowed[key] = {"type": "string", "enum": [value]}


def _as_described(value: str, description: str) -> str:
    """A value written as the description lists it ("tablespoons" for a listed 'tablespoon')."""
    lowered = value.lower()
    for option in _described_options(description):
        if lowered != option.lower() and lowered in (option.lower() + "s", option.lower() + "es"):
            return option
    return value


_PAIRS = {"'": "'", '"': '"', "“": "”", "‘": "’"}


def _without_stray_quotes(text: str) -> str:
    """A text without the quotes around it: the pair that holds all of it ("'hello'" -> ``hello``), else a
    quote at either end that pairs with none inside (``echo "done"`` keeps its quotes, as written)."""
    text = _unquoted(text.strip())
    if text[:1] in _PAIRS and _PAIRS[text[0]] not in text[1:]:
        text = text[1:]
    closing = text[-1:]
    if closing in _PAIRS.values() and not any(closing == end and start in text[:-1] for start, end in _PAIRS.items()):
        text = text[:-1]
    return text.strip()


def _unquoted(text: str) -> str:
    """A value the user quoted is the words inside the quotes: "from 'New York'" -> ``New York``."""
    match = re.fullmatch(r"(['\"“‘])([^'\"“”‘’]+)(['\"”’])", text)
    return match.group(2) if match else text


def _name_only(text: str) -> str:
    """A name followed by other words is the name: "Los Angeles avoiding highways" -> ``Los Angeles`` (but
    "King's Cross station" ends on the kind of place it names, and keeps it)."""
    if re.fullmatch(r"[A-Z][\w.'&-]*(?:\s+[A-Z][\w.'&-]*)*\s+(?:station|terminal)", text):
        return text
    match = re.match(r"([A-Z][\w.'&-]*(?:\s+[A-Z][\w.'&-]*)*)\s+[a-z]", text)
    return match.group(1) if match else text


def _with_period(request: str, start: int, value: str) -> str:
    """``Washington D.C`` cut before its final period gets it back."""
    after = request[start + len(value) : start + len(value) + 1]
    last = value.split()[-1] if value.split() else ""
    return value + "." if after == "." and _abbreviation(last + ".") else value


def _phrased_strings(request: str, keys: Sequence[str], narrowed: dict[str, Any], description: str) -> bool:
    """Two names placed by the description's phrase: "lyrics of a song by an artist" reads
    "Yesterday by The Beatles" as the song, then the artist."""
    lowered = {key.lower(): key for key in keys}
    names = capitalized(request) + [v.value for v in quoted(request)]
    pattern = r"\b(\w+)\s+(by|from|to|in|of|for|at|with)\s+(?:an?\s+|the\s+)?(\w+)\b"
    for match in re.finditer(pattern, description.lower()):
        first, connector, second = match.groups()
        if first in lowered and second in lowered and first != second:
            pair = (lowered[first], lowered[second])
            given = {str(narrowed[k]["enum"][0]) for k in keys if k not in pair and stated_value(narrowed.get(k))}
            for left, right in itertools.pairwise(names):
                between = request[request.find(left) + len(left) : request.find(right)]
                if between.strip().lower() == connector and not {left, right} & given:  # "player Messi in ..."
                    narrowed[lowered[first]] = {"type": "string", "enum": [left]}
                    narrowed[lowered[second]] = {"type": "string", "enum": [right]}
                    return True
    return False


# "The length of the stay in number of days", ``number_of_nights``: a count of the nights of a stay.
_STAY_LENGTH = re.compile(r"\b(?:nights?|length\s+of\s+(?:the\s+)?stay|stay\s+length)\b", re.IGNORECASE)


def _nights_stayed(request: str, keys: Sequence[str], properties: Mapping[str, Any]) -> dict[str, float]:
    """The nights of the range of dates the request writes (:func:`nights_of_a_range`) for the one integer
    parameter counting a stay's nights ("Book me a room for the dates of August 15th to August 17th,
    2023" for ``stay_length``); empty when no such parameter, or several, or no such range."""
    stays = [
        key
        for key in keys
        if kind_of(properties[key]) == "integer"
        and _STAY_LENGTH.search(f"{' '.join(name_words(key))} {properties[key].get('description', '')}")
    ]
    written = [(d.value, d.start, d.end) for d in dates(request) if not _RELATIVE.match(d.value)]
    nights = nights_of_a_range(request, written, date_parts) if len(stays) == 1 else None
    counted = [v.value for v in numbers(request) if _NIGHTS_AFTER.match(request, v.end)] if len(stays) == 1 else []
    if nights is None and len(counted) == 1:
        nights = counted[0]  # "for four nights": a count of nights, no count of things
    return {stays[0]: nights} if nights is not None else {}


_NIGHTS_AFTER = re.compile(r"\s+nights?\b", re.IGNORECASE)


_RELATIVE = re.compile(r"today|tomorrow|tonight|yesterday|next|this|last|\w+day$", re.IGNORECASE)


def _formatted_date(value: str, description: str, year: int | None = None) -> str:
    """A date in the format the description asks for ("MM-DD-YYYY", "yyyy-mm-dd", "month-day-year"), in
    ISO 8601 when it asks for none, else as written; a date written without its year takes ``year``
    (the one year the request states)."""
    parts = date_parts(value)
    if parts is not None and parts[0] is None and year is not None:
        parts = (year, parts[1], parts[2])
    wanted = re.search(r"\b(yyyy|mm|dd)([-/.])(yyyy|mm|dd)\2(yyyy|mm|dd)\b", description, re.IGNORECASE)
    order: list[str] = []
    separator = "-"
    if wanted:
        order, separator = [wanted.group(n).lower() for n in (1, 3, 4)], wanted.group(2)
    elif words := re.search(r"\b(year|month|day)-(year|month|day)-(year|month|day)\b", description, re.I):
        names = {"year": "yyyy", "month": "mm", "day": "dd"}
        order = [names[words.group(n).lower()] for n in (1, 2, 3)]
    day_of_year = re.search(r"(?<![\w/.-])(mm|dd)([-/.])(mm|dd)(?![\w/.-])", description, re.IGNORECASE)
    fields_asked = {day_of_year.group(1).lower(), day_of_year.group(3).lower()} if day_of_year else set()
    if not wanted and day_of_year and parts is not None and fields_asked == {"mm", "dd"}:
        fields = {"mm": f"{parts[1]:02d}", "dd": f"{parts[2]:02d}"}  # "MM/DD": a day of the year, no year asked
        return day_of_year.group(2).join(fields[day_of_year.group(n).lower()] for n in (1, 3))
    if not order and not re.search(r"format|e\.g\.|such as|for example|like|\d", description, re.I):
        order = ["yyyy", "mm", "dd"]  # no format asked for: ISO 8601, the form date parsers take
    if parts is None or parts[0] is None or sorted(order) != ["dd", "mm", "yyyy"]:
        return value
    year, month, day = parts
    fields = {"yyyy": f"{year:04d}", "mm": f"{month:02d}", "dd": f"{day:02d}"}
    return separator.join(fields[name] for name in order)


_TARGET_WORDS = ("to", "target", "dest", "destination", "into", "output", "end")


def _enums_in_role(request: str, properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """Enum parameters that share their values (``from_unit``/``to_unit``) each take one named value:
    the target the one after "to"/"into"/"in", the others the rest in the order named."""
    shared: dict[tuple[str, ...], list[str]] = {}
    for key, spec in properties.items():
        value = narrowed.get(key)
        if value is None or not isinstance(value, Mapping) or value.get("x-narrowed") is False:
            continue  # every option still open (no place named): the request gave no value to place in a role
        if kind_of(spec) == "enum" and len(value.get("enum") or ()) > 1:
            enum = _options(spec)[0].get("enum")
            shared.setdefault(tuple(str(v) for v in enum or ()), []).append(key)
    for keys in shared.values():
        named = list(narrowed[keys[0]]["enum"])
        about = " ".join(f"{key} {properties[key].get('description', '')}" for key in keys)
        coded = with_language_codes(request, about, list(named))  # "into Hindi": "into hi"
        coded = with_currency_codes(coded, list(named))  # "in japanese yen": "in JPY"
        targets = [k for k in keys if set(re.split(r"[_\W]+", k.lower())) & set(_TARGET_WORDS)]
        after_to = [v for v in named if re.search(rf"\b(?:to|into|in)\s+{re.escape(str(v))}\b", coded, re.I)]
        after_to += [  # "give me that in meters": 'm'
            v
            for start, _, v in units_named(request, named)
            if v not in after_to and re.search(r"\b(?:to|into|in)\s+$", request[:start], re.I)
        ]
        if len(keys) < 2 and not (keys == targets and len(after_to) == 1 and _shares_its_list(keys[0], properties)):
            continue  # a lone target among a source's values: "300 ft ... in meters" for ``to_unit``
        for key in targets:
            if after_to:
                narrowed[key] = {"enum": [after_to[0]]}
                named = [v for v in named if v != after_to[0]]
        for key in (k for k in keys if k not in targets):
            if named:
                narrowed[key] = {"enum": [named.pop(0)]}


def _shares_its_list(key: str, properties: Mapping[str, Any]) -> bool:
    """Whether another parameter lists the same values as this one (``from_unit`` beside ``to_unit``)."""
    values = _enum_values(properties[key])
    return bool(values) and any(other != key and _enum_values(properties[other]) == values for other in properties)


def _codes_an_id(key: str, spec: Mapping[str, Any]) -> bool:
    """Whether a parameter is an id whose description gives the numbers of a few things ("ID of the
    province. Example: 1 for Bangkok, 2 for Chiang Mai."): a number is its value only as such a code."""
    description = str(spec.get("description", ""))
    return (_is_id(key) or "identifier" in description.lower()) and len(described_codes(description)) > 1


def _coded_ids(properties: Mapping[str, Any], keys: Sequence[str]) -> set[str]:
    return {key for key in keys if _codes_an_id(key, properties[key])}


def _coded_choice(request: str, key: str, spec: Mapping[str, Any]) -> dict[str, Any] | None:
    """The code of a coded id the request gives: the number given for the thing it names, or a number
    it writes right after the parameter's name ("province 3"); never a number told for something else
    ("4 stars")."""
    choices = [v for v in (_options(spec)[0].get("enum") or ()) if isinstance(v, (int, float))]
    code = named_code(request, str(spec.get("description", "")))
    if code is None:
        words = r"[\s_-]*".join(re.escape(w) for w in name_words(key))
        told = re.search(rf"\b{words}\s*(?:is\s+|of\s+|=\s*|:\s*|#\s*)?(\d+)\b", request, re.IGNORECASE)
        code = int(told.group(1)) if told else None
    return {"enum": [code]} if code is not None and (not choices or code in choices) else None


def _switched(request: str, key: str, named: Mapping[str, Any]) -> Mapping[str, Any]:
    """Of two named values, the one a change goes to: "switch my order from pizza to a burger" names
    the burger, unless the parameter is the change's source (``from_food``, ``source``)."""
    article = r"(?:(?:a|an|the|my|some)\s+)?"
    for one, other in itertools.permutations(named["enum"], 2):
        pattern = rf"\bfrom\s+{article}{re.escape(str(one))}\s+(?:to|into|for)\s+{article}{re.escape(str(other))}\b"
        if re.search(pattern, request, re.I):
            source = bool(set(name_words(key)) & set(SOURCE_KEYS))
            return {**named, "enum": [one if source else other]}
    return named


def _source_of_own_values(key: str, spec: Mapping[str, Any], properties: Mapping[str, Any]) -> bool:
    """Whether a parameter is a source (``source_language``) whose listed values no other parameter lists
    all the same (a source and a target of one list are told apart by :func:`_enums_in_role`)."""
    values = _enum_values(spec)
    shared = any(other != key and _enum_values(properties[other]) == values for other in properties)
    return bool(set(name_words(key)) & set(SOURCE_KEYS)) and not shared


def _codes_of_a_currency_parameter(request: str, key: str, properties: Mapping[str, Any]) -> list[str]:
    """The currency codes a request writes, when this parameter takes no currency and another one does
    (``symbol`` beside ``currency``: "in EUR?" names the price's currency, never the coin priced), or this
    one takes a share's ticker ("USD price of gold": a currency is no share)."""

    def takes_currency(name: str) -> bool:
        spec = properties.get(name)
        return "currenc" in f"{name} {spec.get('description', '') if isinstance(spec, Mapping) else ''}".lower()

    ticker = bool({"ticker", "symbol"} & set(name_words(key)))
    if takes_currency(key) or not (ticker or any(takes_currency(other) for other in properties if other != key)):
        return []
    return [code.value for code in currencies(request) if code.value.isupper() and code.value in request]


def _lone_target(key: str, properties: Mapping[str, Any]) -> bool:
    """Whether a parameter names where something goes (``to_scale``, ``targetUnit``) and none names where
    it comes from: a pair of ends is placed by :func:`_strings_in_role` and the enums' roles."""

    def ends(name: str) -> set[str]:
        return {word.lower() for word in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name)}

    sources = any(ends(other) & set(SOURCE_KEYS) for other in properties if other != key)
    return bool(ends(key) & set(TARGET_KEYS)) and not sources


def _going_to(request: str, values: Sequence[Any]) -> list[Any]:
    """Of several values a request names, those it names as where something goes ("86 fahrenheit to
    celsius", "30 celsius in fahrenheit"): all of them when it names none or each so."""
    going = [v for v in values if re.search(rf"\b(?:to|into|in|as)\s+{re.escape(str(v))}\b", request, re.I)]
    return going if 0 < len(going) < len(values) else list(values)


def _named_as_a_target(request: str, value: Any) -> bool:
    """Whether a value is named only as where something goes ("Translate hello into German"): no value
    of a source (``source_language``, ``from_unit``)."""
    written = re.escape(str(value))
    return re.search(rf"\b(?:to|into)\s+{written}\b", request, re.I) is not None and not re.search(
        rf"\b(?:from|of)\s+{written}\b", request, re.I
    )


# Time zones written by their abbreviation ("4pm EST"), those that name one zone only, as IANA names.
_ZONES = {
    "EST": "America/New_York", "EDT": "America/New_York", "PST": "America/Los_Angeles", "PDT": "America/Los_Angeles",
    "MST": "America/Denver", "MDT": "America/Denver", "JST": "Asia/Tokyo",
}  # fmt: skip
_ZONE_ABBREVIATION = re.compile(rf"\b({'|'.join(_ZONES)})\b")


def _compound_numbers(request: str) -> list[tuple[int, int, int | float]]:
    """The numbers a request writes in words as the first part of a compound adjective ("a four-star
    hotel", "a two-bedroom flat"), each with where its word is."""
    return [
        (m.start(), m.end(), _WORD_NUMBERS[m.group(1).lower()])
        for m in re.finditer(rf"{_WORD_NUMBER.pattern}(?=-[a-z])", request, re.IGNORECASE)
    ]


_SOURCE_LANGUAGE_WORDS = frozenset({"source", "src", "from", "original", "input"})


def _takes_a_language_name(properties: Mapping[str, Any], skip: Sequence[str], told: Mapping[str, Any]) -> list[str]:
    """The free text parameters of a language (named "language", "lang", or described so) with no value told
    yet."""
    return [
        key
        for key, spec in properties.items()
        if key not in skip and key not in told and kind_of(spec) == "string" and _names_a_language(str(key), spec)
    ]


def _source_language_unsaid(request: str, key: str, spec: Mapping[str, Any]) -> bool:
    """Whether a parameter is the language translated from ("source", "The language to translate from")
    and the request says from none ("'good night' in french" names the target alone)."""
    described = str(spec.get("description", "")).lower().startswith(TRANSLATED_FROM.lower())
    source = described or bool(set(name_words(key)) & _SOURCE_LANGUAGE_WORDS)
    return source and not says_the_language_from(request)


def _names_a_language(key: str, spec: Mapping[str, Any]) -> bool:
    """Whether a parameter is a language: named so ("lang"), or described so ("The language to translate into")."""
    return "lang" in key.lower() or str(spec.get("description", "")).lower().startswith("the language")


def _translation_languages(
    request: str, properties: Mapping[str, Any], skip: Sequence[str], told: Mapping[str, Any], description: str
) -> list[str]:
    """The language parameters of a translation (``target_language`` of a tool that translates) left
    unfilled when the request writes no "to", "into" or "in" before a word: it says into no language."""
    described = [str(spec.get("description", "")) for spec in properties.values() if isinstance(spec, Mapping)]
    translates = any("translat" in text.lower() for text in [description, *described])
    if not translates or re.search(r"\b(?:to|into|in)\s+[^\W\d_]", request):
        return []
    return _takes_a_language_name(properties, skip, told)


def _options_kept_to_their_list(
    properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str]
) -> None:
    """An optional free text left out when its one value is the option a listed parameter took: in "imax
    movies" 'imax' is the show type, not also the genre."""
    chosen = {
        str(spec["enum"][0]).lower()
        for key, spec in narrowed.items()
        if kind_of(properties[key]) == "enum" and isinstance(spec, Mapping) and len(spec.get("enum") or []) == 1
    }
    for key, spec in narrowed.items():
        if key in required or kind_of(properties[key]) != "string" or not isinstance(spec, Mapping):
            continue
        values = spec.get("enum") or []
        if len(values) == 1 and str(values[0]).lower() in chosen:
            narrowed[key] = None


def _without_the_language(narrowed: dict[str, Any], language: str, languages: Sequence[str]) -> None:
    """The other texts without the language a parameter of its own took, where they end on it ("football
    in German" -> ``football``)."""
    ending = re.compile(rf"\s+in\s+{re.escape(language)}$", re.IGNORECASE)
    for key, value in narrowed.items():
        if key in languages or not isinstance(value, Mapping) or not isinstance(value.get("enum"), list):
            continue
        cut = [ending.sub("", option) if isinstance(option, str) else option for option in value["enum"]]
        narrowed[key] = {**value, "enum": list(dict.fromkeys(option for option in cut if option != ""))}


def _enum_of_action(request: str, spec: Mapping[str, Any]) -> dict[str, Any] | None:
    """The listed action the request's leading verb names by another word for it ("Remove car wash from
    my list" for 'delete'), when it names none as written."""
    from sprig.models._local_route import option_of_action

    option = option_of_action(request, _enum_values(spec))
    return None if option is None else {"enum": [option]}


def _any_of_enum(request: str, key: str, spec: Mapping[str, Any]) -> dict[str, Any] | None:
    """The listed value standing for any ('dontcare') when the request says the parameter may be any
    (:func:`any_option`: "any genre is fine")."""
    option = any_option(request, name_words(key), _enum_values(spec))
    return None if option is None else {"enum": [option]}


_POSSESSIVES = frozenset(["my", "our", "your", "his", "her", "their", "its"])


def _meant_enum(request: str, spec: Mapping[str, Any]) -> dict[str, Any] | None:
    """The one listed value the request names by a word of the same meaning (:func:`options_meant`:
    "a funny movie" for 'Comedy', "not too pricey" for 'moderate'), when the request neither rules it
    out ("nothing scary") nor says the word of a thing of its own ("my funny uncle"); ``None`` else."""
    meant = {
        value
        for start, _, value in options_meant(request, _enum_values(spec))
        if not _ruled_out(request, start) and not _said_of_own(request, start)
    }
    return {"enum": list(meant)} if len(meant) == 1 else None


def _own_first_word_said(word: str, said: Set[str]) -> bool:
    return word in said and len(word) > 2 and word not in _STOP | _VAGUE


def _by_its_own_word(request: str, spec: Mapping[str, Any]) -> dict[str, Any] | None:
    """The one listed value the request names by the words only it has, its word shared with other values
    left unsaid ("my debit" for 'debit card' beside 'credit card'), or by the first of its own words when
    it shares none ("from my app" for 'app balance'); ``None`` else."""
    parts = {value: re.findall(r"[^\W\d_]+", str(value).lower()) for value in _enum_values(spec)}
    said = set(re.findall(r"[^\W\d_]+", request.lower()))
    named = []
    for value, words in parts.items():
        shared = {word for word in words for other, its in parts.items() if other != value and word in its}
        own = set(words) - shared
        if own and shared and own <= said and not shared & said:
            named.append(value)
        elif len(words) > 1 and not shared and str(value).islower() and _own_first_word_said(words[0], said):
            named.append(value)  # (a name in capitals, 'New York', is never named by its first word: "new")
    return {"enum": named} if len(named) == 1 else None


def _said_of_own(request: str, start: int) -> bool:
    """Whether the word at ``start`` follows a possessive ("my funny uncle"): it describes a thing the
    one asking has, not the one asked for."""
    before = [word.lower() for word in re.findall(r"[A-Za-z]+", request[:start])[-2:]]
    if before[-1:] and before[-1] in _POSSESSIVES and before[0] in ("on", "by"):
        return False  # "on my bike", "by my car": the way one goes, not a thing of one's own described
    return bool(before) and before[-1] in _POSSESSIVES


def _ground_enum(request: str, spec: Mapping[str, Any]) -> dict[str, Any] | None:
    option = _options(spec)[0]
    enum = option.get("enum")
    values: list[Any] = list(enum) if isinstance(enum, list) else [option.get("const")]
    named: list[tuple[int, int, Any]] = []
    for value in values:
        pair = re.fullmatch(r"([^\W_]+)[_-]([^\W_]+)", str(value))
        spaced = (
            str(value).replace("_", " "),
            str(value).replace("-", " "),  # "comedy drama" for 'Comedy-drama'
            str(value).replace("_", "-"),  # "non-stop" for 'non_stop'
            "".join(pair.groups()) if pair else "",  # "nonstop" for 'non_stop'
        )
        for text in dict.fromkeys((str(value), *spaced, *_in_numerals(spaced[0]), _last_segment(str(value)))):
            named += [(at, at + len(text), value) for at in _mentions(request, text)] if text else []
    zones = [(m.start(), m.end(), _ZONES[m.group(1)]) for m in _ZONE_ABBREVIATION.finditer(request)]  # "4pm EST"
    named += [(start, end, v) for start, end, zone in zones for v in values if str(v) == zone]
    worded = _compound_numbers(request)  # "a four-star hotel": '4'
    named += [(start, end, v) for start, end, number in worded for v in values if str(v) == str(number)]
    found = {value for _, _, value in named}  # one named as written leaves only close forms to the others
    named += _enum_forms(request, [v for v in values if v not in found], loose=not named)
    named += [unit for unit in units_named(request, values) if unit[2] not in found]  # "in miles" for 'mi'
    kinds = kinds_named(request)  # "the text files" for 'txt'
    named += [(start, end, v) for start, end, kind in kinds for v in values if v not in found and str(v) == kind]
    named = [(start, end, v) for start, end, v in named if not _ruled_out(request, start)]
    named = [(start, end, v) for start, end, v in named if not (str(v).isdigit() and _clock_time_at(request, start))]
    if lists_units(values):  # "convert 5 miles and show it in km": no inch
        named = [(start, end, v) for start, end, v in named if not inch_as_a_word(request, start, v)]
    wider = [(s, e, v) for s, e, v in options_meant(request, values) if v not in found] if named else []
    inside = {  # "Theme Park" names no 'Park' too; "double XL" (a phrase of 'XXL') no 'XL'
        value
        for start, end, value in named
        if any(s <= start and end <= e and (e - s) > (end - start) for s, e, v in [*named, *wider] if v != value)
    }
    if inside and len(inside) == len(found):  # the one written option is part of a wider phrase of another
        named += [(s, e, v) for s, e, v in wider if not _ruled_out(request, s)]
    firsts: dict[Any, int] = {}
    for start, _, value in sorted(named, key=lambda item: item[0]):
        if value not in inside:
            firsts.setdefault(value, start)
    if not firsts:
        return None
    ordered = list(firsts)
    default = option.get("default", spec.get("default"))
    if len(ordered) == 2 and default in ordered:  # "all of my MTNA servers": the default is no choice
        ordered = [v for v in ordered if v != default] + [default]
    return {"enum": ordered}


_RULING_OUT = frozenset(["no", "not", "non", "without", "exclude", "excluding", "except", "never", "nothing"])


_NUMERALS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
             "eight": "8", "nine": "9", "ten": "10", "first": "1st", "second": "2nd", "third": "3rd"}  # fmt: skip


def _in_numerals(value: str) -> list[str]:
    """A listed value of words that opens with a number or an ordinal in words, as people write it in
    figures ('five_star' as "5 star", "5-star", "5 stars"; 'FIRST_CLASS' as "1st class"); none else."""
    head, _, rest = value.partition(" ")
    figure = _NUMERALS.get(head.lower())
    if figure is None or not rest.isalpha():
        return []
    return [f"{figure} {rest}", f"{figure}-{rest}", f"{figure} {rest}s"]


def _ruled_out(request: str, start: int) -> bool:
    """Whether the request rules out the listed value it names at ``start``: a plain negation among the
    four words before it in its clause ("exclude any that are completed", "without sugar"), not one it
    says it does not care about ("I don't mind ...") nor one a quoted text holds ("the ticket 'VPN not
    connecting' with low priority": the quote's words are the quote's)."""
    before = request[:start]
    quotes = [q.end for q in quoted(before)]
    clause = before[max([*(m.end() for m in _CLAUSE_END.finditer(before)), *quotes], default=0) :]
    if _INDIFFERENT.search(clause):
        return False
    near = [word.lower() for word in re.findall(r"[A-Za-z]+", _NO_NEGATION.sub(" ", clause))[-4:]]
    return any(word in _RULING_OUT for word in near)


def _last_segment(value: str) -> str:
    """The last part of a value written as a path of names ("Europe/London", "America/New_York"), the way a
    request names it ("London time", "in New York"); "" for a value of one part or a short last part."""
    head, slash, last = value.rpartition("/")
    last = last.replace("_", " ")
    return last if slash and head and len(last) >= 3 and last[:1].isupper() else ""


def _word_form(word: str, of: str, loose: bool = True) -> bool:
    """Whether a request's word is a form of a listed value's word: another ending ("mysterious" for
    "mystery", "performance" for "performing", "exhaustively" for "exhaustive"), the value with a few
    letters more ("PostgreSQL" for "postgres"); when ``loose``, a plural or the "-ing" form of a short one
    too ("parks", "SUVs", "heating" for 'HEAT')."""
    from sprig.models._local_route import raw_stem

    word, of = word.lower(), of.lower()
    if word == of or (loose and len(of) >= 3 and word in (f"{of}s", f"{of}es")):  # "news" is no plural of "new"
        return True
    if loose and len(of) >= 3 and of.isalpha() and word == f"{of}ing":  # "heating" for 'HEAT', "drying" for 'DRY'
        return True
    if loose and len(of) >= 3 and of.isalpha() and _adjective_of(word, of):
        return True
    if len(of) < 5 or not of.isalpha():
        return False
    stem = raw_stem(of)
    plain = raw_stem(re.sub(r"(?<=\w{4})ly$", "", word))
    if (plain == stem and len(stem) >= 4) or (word.startswith(of) and len(word) - len(of) <= 2):
        return True
    stems = (stem, f"{stem[:-1]}i") if stem.endswith("y") else (stem,)  # "mysteri-ous" for "mystery"
    return loose and len(stem) >= 5 and word.startswith(stems)


def _adjective_of(word: str, of: str) -> bool:
    """Whether a request's word is the adjective of a listed value's word by a regular ending: "-ly"
    ("weekly" for 'week', "daily" for 'day'), "-y" after the noun ("jazzy" for 'Jazz', "sporty" for
    'Sports', "shady" for 'shade'; not "carry" for 'car'), "-n" after one in "-a" ("Asian" for 'Asia'), or the
    value is the word with the ending of its kind or its noun ("thrill" for 'Thriller'; after "-ic":
    "classic" for 'Classical', "electronic" for 'Electronica'; not "inform" for 'informal'). Both in small
    letters, the value's of three letters and more."""
    if word in (f"{of}ly" if len(of) >= 4 else "", f"{of[:-1]}ily" if of.endswith("y") else ""):
        return True  # (not "apply" for 'app', "early" for 'ear')
    noun = of[:-1] if of.endswith("s") and len(of) > 4 else of
    if len(noun) >= 4 and word in (f"{noun}y", f"{noun[:-1]}y" if noun.endswith("e") else ""):
        return True
    if of.endswith("a") and word == f"{of}n":
        return True
    return len(word) >= 5 and (of == f"{word}er" or (word.endswith("ic") and of in (f"{word}al", f"{word}a")))


def _enum_forms(request: str, values: Sequence[Any], loose: bool = True) -> list[tuple[int, int, Any]]:
    """The listed values the request names in another form, each with where: one word in another form
    (:func:`_word_form`), a value of several words by all its words close together ("historical
    landmarks" for 'Historical Landmark'), or by two or more of three and more words when no other value
    has as many ("performance venue" for 'Performing Arts Venue'); only one-word values in a close form
    unless ``loose``."""
    words = [(m.group(0), m.start(), m.end()) for m in re.finditer(r"[^\W_]+", request)]
    scored: list[tuple[int, bool, int, int, Any]] = []
    for value in values:
        parts = [p for p in re.split(r"[\s_/&-]+", str(value)) if p and p.lower() not in _STOP]
        if not parts or any(not p.isalpha() and not p.isalnum() for p in parts):
            continue
        if len(parts) > 1 and not loose:
            continue
        hits = [next(((i, w) for i, w in enumerate(words) if _word_form(w[0], part, loose)), None) for part in parts]
        matched = [hit for hit in hits if hit is not None]
        if not matched:
            continue
        indices = sorted(i for i, _ in matched)
        if indices[-1] - indices[0] > 2 * len(parts):
            continue  # the words far apart name no one value
        complete = len(matched) == len(parts)
        if complete or (len(matched) >= 2 and len(parts) >= 3):
            start = min(w[1] for _, w in matched)
            end = max(w[2] for _, w in matched)
            scored.append((len(matched), complete, start, end, value))
    wholes = [(start, end, value) for _, complete, start, end, value in scored if complete]
    partial = [(count, start, end, value) for count, complete, start, end, value in scored if not complete]
    best = max((item[0] for item in partial), default=0)
    top = [(start, end, value) for count, start, end, value in partial if count == best]
    return wholes + (top if len(top) == 1 else [])


_VOWELS = frozenset("aeiouy")


def _slipped(word: str, of: str) -> bool:
    """Whether a request's word is a listed value's word with one slip of the kind people make typing it:
    one vowel for another ("luxary" for "luxury"), a vowel left out or doubled ("Electropp" for
    "Electropop"), two letters swapped ("Fantsay"). Only for words of six letters and more, with the
    first two letters and the last one kept, so that another ending ("thrilled" for "thriller") or a
    consonant more or less ("county" for "country"), which make other words, are never slips."""
    word, of = word.lower(), of.lower()
    if word == of or min(len(word), len(of)) < 6 or word[:2] != of[:2] or word[-1] != of[-1]:
        return False
    if len(word) == len(of):
        changed = [i for i in range(len(word)) if word[i] != of[i]]
        if len(changed) == 1:
            return word[changed[0]] in _VOWELS and of[changed[0]] in _VOWELS
        first, *rest = changed
        return rest == [first + 1] and word[first] == of[first + 1] and word[first + 1] == of[first]
    shorter, longer = sorted((word, of), key=len)
    if len(longer) - len(shorter) != 1:
        return False
    at = next((i for i in range(len(shorter)) if shorter[i] != longer[i]), len(shorter))
    return longer[at] in _VOWELS and longer[:at] + longer[at + 1 :] == shorter


def _misspelled_enum(request: str, spec: Mapping[str, Any]) -> dict[str, Any] | None:
    """The one listed value of one word that a request's word names with a slip of typing (:func:`_slipped`),
    when no other value is so near any of the request's words; ``None`` else."""
    words = {w for w in re.findall(r"[^\W\d_]+", request) if w.lower() not in _STOP}
    near = {v for v in _enum_values(spec) if str(v).isalpha() and any(_slipped(w, str(v)) for w in words)}
    return {"enum": list(near)} if len(near) == 1 else None


_PLACE_WORDS = _wordset(
    "city location place country region town state destination origin address where area venue locale province "
    "county nation capital"
)
_REGION_WORDS = _wordset("country state region province nation")


def is_place_key(key: str) -> bool:
    """Whether a parameter's name says it takes a place (``city``, ``location``, ``country``)."""
    return bool(set(name_words(key)) & _PLACE_WORDS)


# Places one goes to by their own name ("at Nopa", "at the Grand Budapest"), named after "at".
# A parameter for who plays in a film or a show, and the words that introduce them in a request.
_CAST_WORDS = _wordset("cast starring star stars actor actors actress actresses")
_CAST_BEFORE = _wordset("with featuring features feature starring stars star starred")
# "'Raees'? I believe it's an album title": the quote is then said to be a value of a parameter
_SAID_OF_THE_QUOTE = (
    r"\W*(?:i\s+(?:believe|think)\s+)?(?:it|this|that)(?:['’]s|\s+is)\s+(?:actually\s+)?(?:an?\s+|the\s+)?(?:\w+\s+)?"
)
_CAST_AFTER = re.compile(
    r"\s+(?:is|was)\s+(?:one\s+of\s+)?(?:the\s+|an?\s+)?(?:lead\s+|main\s+|leading\s+)?(?:actors?|actress(?:es)?|stars?)\b",
    re.IGNORECASE,
)
_ACCOUNT_WORDS = frozenset(["username", "user", "login", "handle", "account"])  # a user's name on a service
# "user tpark", "the account bsmith", "username jdoe": a handle after the word of what it names
_HANDLE_AFTER = re.compile(
    r"\b(?:user(?:name)?|account|login|handle)\s+(?:named\s+|called\s+)?@?([a-z][\w.-]{1,38})(?![\w@])(?!\.\w)",
    re.IGNORECASE,
)


def _handles_after_an_account_word(request: str, key: str) -> list[str]:
    """The handles the request writes after "user", "account" or "username" ("delete user tpark"), for a
    parameter that holds a user's name on a service (``username``, ``user``, ``login``)."""
    if not (set(name_words(key)) | {key.lower()}) & _ACCOUNT_WORDS:
        return []
    return [
        match.group(1)
        for match in _HANDLE_AFTER.finditer(request)
        if match.group(1).lower() not in _STOP | _ACCOUNT_WORDS | {"name", "id"}
    ]
_PERSON_WORDS = _wordset(
    "author artist player person scientist composer director singer writer creator inventor painter owner "
    "actor actress musician band performer sculptor architect designer receiver recipient payee"
)
_SPEAKER_ROLES = _wordset(  # what the one asking may be: "I am Karan" names the passenger, not the recipient
    "passenger customer user guest client patient traveler traveller member applicant attendee student employee "
    "caller sender buyer"
)
_GENERIC_WORDS = _wordset(
    "type kind name number value info information detail details level data list option options category "
    "specific preferred desired"
)
_AT_THE_END = re.compile(r"\bat\s+(?:the\s+)?$", re.IGNORECASE)
_VENUE_DESCRIBED = re.compile(r"\bname of (?:the |a |an )?([a-z]+)")


def _names_a_venue(key: str, description: str) -> bool:
    """Whether a name parameter is the name of a place one goes to, by its description ("The full name of
    the hotel" of ``place_name``): a hotel's name, not the town it is in."""
    described = _VENUE_DESCRIBED.search(description.lower())
    return "name" in name_words(key) and described is not None and described.group(1) in VENUE_WORDS


def _a_place(text: str) -> bool:
    """Whether a text is a town, a region or a place the time-zone database knows ("Atlanta", "GA"), whole
    ("Raven Film Center" is none for its "Center")."""
    return is_town(text) or is_region(text) or any(place.lower() == text.lower() for place in _known_places(text))


_PLACE_BEFORE = _wordset("in near at around from to within outside")
_FROM_THE = re.compile(r"\bfrom\s+the\s+$", re.IGNORECASE)  # "from the Rhone Valley" (not "near the Eiffel Tower")
_MAKER_WORDS = _wordset("brand manufacturer maker")  # "tents by Acme Outdoors" for a ``brand``
# A work, maybe its title, then "from": "the song Fix You from", "hip hop tracks from", "podcasts from the".
_WORK_FROM = re.compile(
    r"\b(?:songs?|tracks?|tunes?|music|albums?|singles?|podcasts?|episodes?|series|"
    r"shows?|films?|movies?|audiobooks?|books?|novels?)"
    r"(?:\s+(?-i:[A-Z][\w'’-]*)(?:\s+(?-i:[A-Z][\w'’-]*|of|the|a|in|on))*)?\s+from\s+(?:the\s+)?$",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class _Name:
    """A name written with capitals (``New York``, ``San Diego County``), where it is, and the word before it."""

    text: str
    start: int
    end: int
    before: str


# A code of digits and one capital letter that numbers a place named before it ("Room 4B", "Gate B12", "Suite 3C").
_ROOM_CODE = re.compile(r"\d{1,4}[A-Z]|[A-Z]\d{1,4}")


def _names(request: str) -> list[_Name]:
    """:func:`capitalized` with positions: runs of capitalized words, a possessive's owner alone."""
    found: list[_Name] = []
    words = words_of(request)
    run: list[tuple[str, int, int]] = []

    def close() -> None:
        if run:
            text = " ".join(word for word, _, _ in run)
            before = request[: run[0][1]].split()[-1:] or [""]
            found.append(_Name(text, run[0][1], run[-1][2], before[0].lower().strip("\"'“‘(")))
            run.clear()

    inside = _not_names(request)
    for index, (word, start, _) in enumerate(words):
        capital = word[:1].isupper() and any(c.isalpha() for c in word)
        first = index == 0 or request[:start].rstrip().endswith((".", "?", "!"))
        if any(a <= start < b for a, b in inside):  # a word of a quoted sentence: the quote's, not a name
            capital = False
        capital = capital or _first_name_in_lower_case(words, index)
        if run and _ROOM_CODE.fullmatch(word) and request[run[-1][2] : start] == " ":
            run.append((word, start, start + len(word)))  # "Room 4B", "Gate B12": the code ends the name
            close()
            continue
        if run and word in _PARTICLES and _joins_names(request, words, index):
            run.append((word, start, start + len(word)))  # "Rio de Janeiro": one name
            continue
        if not capital or (first and _opens_a_sentence(word)) or _SPEAKER.fullmatch(word):
            close()
            continue
        if run and request[run[-1][2] : start].strip() != "":
            close()
        owner = re.sub(r"['’]s$", "", word)
        run.append((owner, start, start + len(owner)))
        if owner != word:
            close()
    close()
    verb = len(words) > 1 and (words[1][0].lower() in _STOP - {"i"} or not words[1][0][:1].isalpha())
    first_alone = bool(found) and found[0].start == words[0][1] and " " not in found[0].text
    capitalized_first = len(words) > 1 and not words[1][0][:1].isupper() and not _joined_to_a_name(words)
    if first_alone and (len(found) > 1 or verb) and capitalized_first:
        found = found[1:]  # a sentence's first word
    return found


def _joined_to_a_name(words: Sequence[tuple[str, int, int]]) -> bool:
    """Whether a request's first word is joined by "and" or "or" to a capitalized word right after it
    ("Chicago and Detroit weather"): a name of a list, not a sentence's first word ("Find and replace")."""
    return len(words) > 2 and words[1][0].lower() in ("and", "or") and words[2][0][:1].isupper()


_CLOSED = re.compile(r"\b(?:options|can be|one of|must be|either|supported|possible values|allowed)\b", re.I)


_GIVEN_FOR = r"['\"]?\s*(?:for|means|stands for|=|:|is)\s+([A-Za-z][\w-]*(?:\s+[\w-]+)?)"  # "C for Celsius"


def _described_enum(request: str, spec: Mapping[str, Any]) -> dict[str, Any] | None:
    """The enum value the description gives for what the request names ("C for Celsius, F for
    Fahrenheit": "in Fahrenheit" -> 'F'; "'asc' means ascending"). ``None`` when the request names
    none of the described things, or two."""
    description = str(spec.get("description", ""))
    found = []
    for value in _enum_values(spec):
        said = re.search(rf"(?<![\w-])['\"]?{re.escape(str(value))}{_GIVEN_FOR}", description)
        if said is None:
            continue
        thing = said.group(1).split()
        named = [" ".join(thing[:size]) for size in (len(thing), 1)]
        if any(len(words) > 3 and re.search(rf"\b{re.escape(words)}\b", request, re.IGNORECASE) for words in named):
            found.append(value)
    return {"enum": found} if len(found) == 1 else None


def _explanations(spec: Mapping[str, Any]) -> dict[str, Any]:
    """Each listed code the description explains in words right after its quoted code ("'$' inexpensive, '$$'
    moderate", "'overnight' arrives the next business day"): the explanation (up to the next quoted code, comma,
    semicolon or sentence end) and its code; codes the description explains not each are left out."""
    description = str(spec.get("description", ""))
    values = {str(value): value for value in _enum_values(spec)}
    found: dict[str, Any] = {}
    for match in re.finditer(r"['\"]([^'\"]{1,20})['\"]\s+((?:for\s+|means\s+|is\s+)?[^\W_][^'\",;.()]*)", description):
        if match.group(1) in values:
            found[match.group(2).strip()] = values[match.group(1)]
    return found if len(set(map(str, found.values()))) == len(values) > 1 else {}


def _explained_enum(request: str, spec: Mapping[str, Any]) -> dict[str, Any] | None:
    """The one listed code whose explanation in the description (:func:`_explanations`) the request names by a
    word of the same meaning ("inexpensive places" for "'$' inexpensive", "so it arrives tomorrow" for
    "'overnight' arrives the next business day"), when the request neither rules it out nor says it of its own."""
    explained = _explanations(spec)
    meant = {
        explained[text]
        for start, _, text in options_meant(request, list(explained))
        if not _ruled_out(request, start) and not _said_of_own(request, start)
    }
    return {"enum": list(meant)} if len(meant) == 1 else None


def _closes_its_list(description: str) -> bool:
    """Whether a description lists all the values its parameter takes ("one of 'PAID', 'UNPAID' or
    'OVERDUE'", "'asc' or 'desc'"), not examples of them."""
    return bool(_CLOSED.search(description)) or re.search(r"['\"]\s*,?\s+or\s+['\"]", description) is not None


def _described_options(description: str, examples: bool = True) -> list[str]:
    """The values a description lists ("Can be 'summary' or 'detailed'", "i.e. victim, accused"),
    with its examples ("e.g. Denver, CO") unless ``examples`` is false; a dot inside a word keeps the
    item whole ("e.g. example.com", "e.g. 3.5"): only a dot before a space or the end closes the list."""
    options = [m.group(1) for m in re.finditer(r"'([^']{1,40})'|\"([^\"]{1,40})\"", description) if m.group(1)]
    options += [m.group(2) for m in re.finditer(r"'([^']{1,40})'|\"([^\"]{1,40})\"", description) if m.group(2)]
    lead = r"i\.e\.|options(?: are)?:?|can be|one of"
    if examples:
        lead += r"|e\.g\.?|such as|like|for example|for instance"  # "e.g Ice age", "E.g: C Major"
    for match in re.finditer(rf"\b(?:{lead})[,:]?\s+((?:[^.;()]|\.(?=\w))+)", description, re.IGNORECASE):
        items = re.split(r",\s*|\s+or\s+|\s+and\s+", match.group(1))
        options += [item.strip(" '\"[]") for item in items if 0 < len(item.strip(" '\"[]").split()) <= 3]
    options = [re.sub(r"\s+etc\.?$", "", option, flags=re.IGNORECASE) for option in options]  # "suite etc."
    seen = [o for o in options if o and o.lower() not in ("etc", "etc.")]
    return list(dict.fromkeys(seen))


# Names of parameters that hold a line of the user's own words, whatever it says ("set my bio to ...").
_FREE_TEXT_NAMES = frozenset(["status", "bio", "biography", "caption", "tagline", "motto", "signature", "slogan"])
# Words of degree before a quality ("very sweet", "slightly bitter"): part of the quality a user describes.
_DEGREE = re.compile(
    r"\b((?:very|slightly|mildly|extremely|really|quite|somewhat|fairly|pretty|lightly|moderately|highly|super"
    r"|a bit|a little|not too)\s+)$",
    re.IGNORECASE,
)


def _with_its_degree(request: str, written: str) -> str:
    """An example's writing in the request with the words of degree before it ("very sweet" for 'sweet')."""
    for match in re.finditer(rf"(?<![\w-]){re.escape(written)}(?![\w-])", request):
        if degree := _DEGREE.search(request[: match.start()]):
            return degree.group(1) + written
    return written


def _named_option(request: str, option: str) -> str | None:
    """The request's own writing of a listed option ("vegan" for 'vegan'; "detail" for 'detailed')."""
    spaced = option.replace("_", " ")
    match = re.search(rf"(?<![\w-])(?<!\w['’]){re.escape(spaced)}(?![\w-])", request, re.IGNORECASE)  # not "I'm"
    if match:
        return match.group(0) if "_" not in option else option
    if " " not in option and re.search(rf"(?<![\w-]){re.escape(option)}(?:s|es)(?![\w-])", request, re.IGNORECASE):
        return option  # "sculptures" for 'sculpture': the option as the description writes it
    if " " not in option and len(option) >= 5:
        for word, _, _ in words_of(request):
            lowered = word.lower()
            if len(lowered) >= 4 and option.lower().startswith(lowered) and len(option) - len(lowered) <= 2:
                return option
    return None


# Words of a parameter's name that say where its value stands, not what it is ("from_branch", "sort_by"):
# the word written before them is no value of theirs ("feature/login from develop": not "login").
_POSITION_WORDS = _wordset("from into onto with for by over under after before since until via per than")


def _after_its_position_word(request: str, key: str, names: Sequence[_Name]) -> list[str]:
    """The values a parameter whose name opens with a word of position ("from_branch", "into_folder")
    has in the request: the token or the name written right after that word ("from develop",
    "into Archive 2024"); none for a moment ("from_date"), whose words say when."""
    words = name_words(key)
    if len(words) < 2 or words[0] not in _POSITION_WORDS or _is_when(key):
        return []
    found = []
    towns = towns_in_lower_case(request)  # "from san francisco": the town, not its first word
    for after in re.finditer(rf"\b{words[0]}\s+(?:the\s+|my\s+)?([A-Za-z0-9][\w./#:-]*\w|\w)", request, re.I):
        token = after.group(1)
        town = next((town for town in towns if request[after.start(1) :].lower().startswith(town.lower())), None)
        if token.lower() not in _STOP | _SOME | _VAGUE:
            found.append(town or next((name.text for name in names if name.start == after.start(1)), token))
    return found


# A description that ends a phrase on the place word its value follows: "Name of the folder to create it in."
_ENDS_ON_ITS_PLACE_WORD = re.compile(r"\b(?:it|them|the\s+[a-z]+)\s+(in|into|inside|within|under)\s*(?:[.;,(]|$)", re.I)
_PLACE_WORDS_ALIKE = {"in": "in|inside|within|into", "into": "into|in|inside", "inside": "inside|in|within|into"}


def _after_its_described_place_word(request: str, description: str, names: Sequence[_Name]) -> list[str]:
    """The capitalized names the request writes after the place word a parameter's description ends a
    phrase on, or one alike: "a folder called Client Photos inside Projects" for the "Name of the folder
    to create it in" is ``Projects``."""
    described = _ENDS_ON_ITS_PLACE_WORD.search(description)
    if described is None:
        return []
    alike = _PLACE_WORDS_ALIKE.get(described.group(1).lower(), described.group(1).lower())
    starts = {m.end() for m in re.finditer(rf"\b(?:{alike})\s+(?:the\s+|my\s+)?(?=[A-Z])", request)}
    return [name.text for name in names if name.start in starts and not _only_when(name.text)]


# the participle of a parameter's noun, then the value it gives ("labeled bug", "tagged urgent")
_PARTICIPLE_THEN_VALUE = re.compile(r"(?<=ed)\s+(?:as\s+)?['\"]?[\w#-]")


def _confident_strings(
    request: str,
    properties: Mapping[str, Any],
    keys: Sequence[str],
    required: Sequence[str],
    taken: Sequence[str],
    things: Sequence[str] = (),
    given: Mapping[str, str] | None = None,
    tool_words: Sequence[str] = (),
) -> dict[str, str]:
    """The string parameters the request gives a value for beyond doubt, each value to one parameter
    (none a value ``given`` to another parameter already, even a number: "The API key is '1234324'").

    Best first: a quoted text after (or before) the parameter's own name ("the company 'Apple Inc.'",
    "the 'R vs Adams' case"); a value the description lists that the request names ("can be
    'summary' or 'detailed'"); a name that ends with the parameter's name ("the Premier League" for
    a league); a text the parameter's name introduces ("material Marble"); the word the name
    qualifies ("Chinese cuisine", "gas-fueled"); a name in its role (a place after "in"/"near", a
    person after "by"); any other quoted text. A value taken by one parameter fills no other.
    """
    from sprig.models._local_route import same_concept  # "thai food" for restaurants

    offers: list[tuple[float, bool, int, str, str]] = []
    quotes = quotations(request)
    names = _names(request)
    keyset = set(keys)
    told = told_roles(request, [(name.text, name.start, name.end) for name in names])
    roles = {key: param_role(key, str(properties[key].get("description", ""))) for key in keys}
    all_name_words = [word for key in keys for word in set(name_words(key))]
    enums = {str(v).lower() for spec in properties.values() for v in _enum_values(spec)}
    shared_words = {word for word in all_name_words if all_name_words.count(word) > 1}
    regions = any(set(name_words(key)) & _REGION_WORDS for key in keys)
    for order, key in enumerate(keys):
        spec = properties[key]
        description = str(spec.get("description", ""))
        words = [*_called(key, description), *(name_words(key) or [key.lower()])]
        words += [
            w[: -len(tail)]
            for w in words
            for tail in ("name", "id", "title")
            if w.endswith(tail) and len(w) > len(tail) + 2
        ]
        own = [w for w in words if w not in _GENERIC_WORDS]
        heads = [
            noun
            for match in re.finditer(
                r"\b(?:type|kind|genre|category|style) of (?:the |a )?([\w/]+)", description.lower()
            )
            for noun in match.group(1).split("/")
        ]
        kinds_of = [mate for thing in things for mate in same_concept(thing)] if _kind_of_things(key, things) else []
        heads += kinds_of  # a genre or a category qualifies what the tool is about: "horror movies"
        pattern = "|".join(  # a one-letter name is that letter alone: "a" is not the start of "and"
            re.escape(w[:-1] if w.endswith("s") and len(w) > 3 else w) + (r"(?!\w)" if len(w) == 1 else "")
            for w in words
        )
        needed = key in required
        venue_name = _names_a_venue(key, description)  # ``place_name``: "The full name of the hotel", no town

        def offer(
            score: float,
            value: str,
            _needed: bool = needed,
            _order: int = order,
            _key: str = key,
            _venue: bool = venue_name,
        ) -> None:
            if (not _is_when(_key) or _says_when(value, _key)) and not (_venue and _a_place(value)):
                offers.append((score, _needed, _order, _key, value.strip()))

        spelled = r"\s+".join(map(re.escape, name_words(key)))  # "change my display name to": display_name's
        its_words = f"{pattern}|{spelled}" if spelled else pattern
        # "set my painting's medium to"
        owned = rf"\s+(?:(?:my|the|its|your|\w+['’]s)\s+)*(?:{its_words})\w{{0,3}}\s+to"
        for setting in re.finditer(  # "change size to 12x18", "set my painting's medium to oil"
            rf"\b(?:change|set|update|switch|adjust|modify|make|turn){owned}"
            r"\s+(['\"“‘]?[\w#.+/-]+(?:\s+(?!and\b|with\b|for\b|in\b|on\b|at\b)[\w#.+/-]+)?)",
            request,
            re.I,
        ):
            set_to = _first_sentence(setting.group(1))  # "set my nickname to Bramble. My ID is ...": Bramble
            whole = next((q.value for q in quotes if q.start == setting.start(1)), None)
            # "set my status to "Heads down - back at 3pm"": all the quote holds, not its first two words
            offer(100, whole if whole is not None else _unquoted(set_to.rstrip(".,;:!?").strip("\"'“”‘’")))
        if _is_text(key.lower(), description.lower()) or _FREE_TEXT_NAMES & set(name_words(key)):
            # "set my status to out sick today", "change my bio to: coffee and stars" (a quoted line is the quote's)
            for setting in re.finditer(
                rf"\b(?:change|set|update|switch|make){owned}:?\s+(?:(?:say|read)s?:?\s+)?([^.!?\n\"'“‘][^.!?\n]{{0,199}})",
                request,
                re.I,
            ):
                offer(101, _unquoted(setting.group(1).rstrip(",;:").strip("\"'“”‘’")))
        for value in _after_its_written_key(request, key):
            offer(100, value)  # "The song_id is wjeiruhuq_roar", "the files of type csv"
        for value in _handles_after_an_account_word(request, key):
            offer(85, value)  # "delete user tpark": a handle is written in small letters
        to_write = _introduced(request, key, description) if _is_content(key.lower()) else []
        for quote in quotes:
            if _inside_a_longer_text(request, quote, to_write):
                continue  # "containing echo "done"": the text to write is the whole command
            before = request[: quote.start]
            after = request[quote.end :]
            named_as = own and re.match(rf"\s+as\s+(?:the\s+|my\s+)?(?:{'|'.join(map(re.escape, own))})\b", after, re.I)
            if named_as or re.search(
                rf"\b(?:{pattern})\w{{0,3}}(?:\s+(?!and\b|or\b)[\w=]+)?"
                r"(?:\s+(?:is|as|of|(?:to|should|will|must) be))?[\s:=]*$",
                before,
                re.I,
            ):  # "'admin' as username", "the username 'admin'" (not "username and 'x'")
                offer(100 + _cued_by_whole_name(key, before), quote.value)  # "meta title as 'X'": MetaTitle's
            elif own and re.match(rf"\s+(?:\w+\s+)?(?:{'|'.join(map(re.escape, own))})\b(?!\s+v?\d)", after, re.I):
                offer(95, quote.value)  # (not "the 'atlas' version 3.0.1": that word introduces its own number)
            elif own and re.match(rf"{_SAID_OF_THE_QUOTE}(?:{'|'.join(map(re.escape, own))})\b", after, re.I):
                offer(95, quote.value)  # "tracks from the movie 'Raees'? I believe it's an album title."
            elif _is_text(key.lower(), description.lower()) and len(quotes) == 1:
                offer(55, quote.value)  # "guidance about 'career growth'": the one quoted text is a query's words
            else:
                offer(50, quote.value)
        for value in _named_as(request, own):
            if not any(name.text.lower().endswith(f" {value.lower()}") for name in told):
                offer(90, value)  # "who has black as their special request" (not "aster" of "ari aster")
        for value in _after_its_position_word(request, key, names):
            offer(72, value)  # "from develop" for ``from_branch``
        for value in _after_its_described_place_word(request, description, names):
            offer(72, value)  # "inside Projects" for the "Name of the folder to create it in"
        if (addressed := _addressed_message(request)) is not None:  # "message mom: dinner at 7?"
            if _takes_whom_it_is_sent_to(key, description):
                offer(87, addressed[0])
            elif _is_content(key.lower()):
                offer(86, addressed[1])
        if _takes_whom_it_is_handed_to(key, description):
            named_for_it = any(word.startswith("assign") for word in name_words(key))  # not a repository's owner
            for given_to in _handed_to(request):
                offer(88 if named_for_it else 87, given_to)  # "open a ticket: printer jammed, assign it to Dana"
        if {"purpose", "reason"} & set(name_words(key)) and (purpose := _purpose_clause(request)):
            offer(75, purpose)  # "an alarm at 7:30 to wake me up for a meeting": what it is for
        if set(name_words(key)) & _PAID_FOR_NAMES and _pays(properties) and (paid_for := _PAID_FOR.search(request)):
            offer(74, paid_for.group(1))  # "send 40 dollars to Rosa for concert tickets": the payment's memo
        if set(name_words(key)) & _REASON_NAMES and (because := _BECAUSE.search(request)):
            offer(80, because.group(1))  # "refund pay_829 because it was a duplicate": why
        if {"season", "seasons"} & set(words):  # a season is named by its years: "2021", "2020-2021"
            for season in _SEASON.finditer(request):
                offer(90, season.group(1))
        options = _described_options(description)
        listed = _described_options(description, examples=False)
        written_options = {option: _named_option(request, option) for option in options}
        named_options = [written for written in written_options.values() if written]
        toward = _going_to(request, named_options) if len(named_options) > 1 and _lone_target(key, properties) else []
        negated = [(s, e, v) for s, e, v in options_meant(request, listed) if not _ruled_out(request, s)]
        for option, written in written_options.items():
            at = request.lower().find(written.lower()) if written else -1
            wider = [v for s, e, v in negated if v != option and s <= at < at + len(written or "") <= e and s < at]
            if written and wider and str(wider[0]) in listed:  # "invoices we haven't paid": 'UNPAID', no 'PAID'
                option = written = str(wider[0])
            if written and (option.lower() not in enums or option in _enum_values(spec)):  # "For 'add', it is
                phrase = " " in option.strip() and option.islower()  # "king size" of "e.g. king size, suite"
                example = 66 if phrase else 58  # (not the name 'New York' cut from "New York City")
                goes = 2 if written in toward else 0  # "30 celsius in fahrenheit" to ``to_scale``
                written = written if option in listed else _with_its_degree(request, written)  # "slightly bitter"
                if option in listed and written.lower() == option.lower() and _closes_its_list(description):
                    written = option  # "as a CSV" for "one of 'pdf', 'csv' or 'xlsx'": the listed writing
                offer((80 if option in listed else example) + goes, written)  # the new text": an option of another
        meant = {value for start, _, value in options_meant(request, listed) if not _ruled_out(request, start)}
        if not named_options and len(meant) == 1:
            offer(78, str(meant.pop()))  # "bike route" for "One of 'driving', 'walking', 'cycling'"
        closed = bool(options) and bool(_CLOSED.search(description))  # "Options are 'Standard', 'Deluxe'"
        place = not venue_name and (
            bool(set(words) & _PLACE_WORDS) or bool(re.search(r"\b(?:city|country|location)\b", description.lower()))
        )
        form_asked = place and asked_form(description) is not None
        role = roles[key]
        person = bool(set(words) & _PERSON_WORDS) or role is not None
        for named_for in told:  # "directed by X", "X as the director": a name told for this role
            if named_for.role == role:
                offer(88, named_for.text)
        venue = bool(set(words) & VENUE_WORDS) or venue_name
        for name_of_venue in venues_before_their_kind(request, [*own, *(VENUE_WORDS if venue else ())]):
            offer(69, name_of_venue)  # "at the Century 20 theater": the number is the name's
        for position, name in enumerate(names):
            if venue_name and _AT_THE_END.search(request[: name.start]):
                offer(66, name.text)  # "a room at the Hilton Garden Inn": the hotel's name
            last = name.text.split()[-1].lower()
            if own and not person and any(_one_spelling(last) == _one_spelling(w) for w in own) and " " in name.text:
                offer(68, _of_name(request, name, names))  # "the Premier League" for a league (not "... Player")
            if own and not person and _names_its_kind(request, name, [*own, *_described_kind(description)], enums):
                offer(67, name.text)  # "the Salam album" for an album, "at Regal theater" for a theater
            called = rf"\b(?:{pattern})\w{{0,3}}\s+(?:called|named|titled|entitled)\s+$"
            if own and re.search(called, request[: name.start], re.I):
                offer(85, name.text)  # "the album called We Are Not Your Kind": a title of any length
            region = next((n for n in names[position + 1 :] if request[name.end : n.start] == ", "), None)
            if (venue or place) and (split := venue_then_town(name.text)):  # "at Vine Cinema Livermore, CA"
                offer(69 if venue else 62, split[0] if venue else f"{split[1]}, {region.text}" if region else split[1])
            for next_name in names[position + 1 : position + 2]:  # "at AMC theater Saratoga": venue, kind, town
                kind_word = _VENUE_KIND_BETWEEN.fullmatch(request[name.end : next_name.start])
                of_a_venue = kind_word is not None and _singular(kind_word.group(1)) in VENUE_WORDS
                if (venue or place) and of_a_venue and is_town(next_name.text):
                    offer(71 if venue else 62, name.text if venue else next_name.text)
            kind_after = re.match(r"\s+([a-z]+)", request[name.end :])  # "from the Honda brand": a kind, no place
            placed_before = name.before in _PLACE_BEFORE or (  # "from the Rhone Valley"
                _FROM_THE.search(request[: name.start]) is not None and (not kind_after or kind_after[1] in _STOP)
            )
            if place and (placed_before or _known_places(name.text)):  # "from the Willamette Valley"
                if region is not None and not regions:
                    offer(61, f"{name.text}, {region.text}")
                town = form_asked and is_town(name.text)  # "in Family Counseling in Los Altos": the town
                offer((60 if placed_before else 56) + 0.5 * town, name.text)
            at_venue = name.before == "at" or re.search(r"\bat\s+the\s+$", request[: name.start], re.I) is not None
            if venue and at_venue:
                offer(60, name.text)  # "a table at Nopa", "at the Circle Cinema": the name of the place one goes to
            placed = re.search(r"\b(?:in|near|at|around|from|to|within)\s+(?:the\s+)?$", request[: name.start], re.I)
            if form_asked and placed and (with_region := _town_then_region(name.text)):
                offer(61, with_region)  # "in Berkeley California", "in the St. Helena CA"
            if set(words) & _REGION_WORDS and request[max(0, name.start - 2) : name.start] == ", ":
                offer(62, name.text)
            by = name.before == "by" or re.search(r"\bby\s+the\s+$", request[: name.start], re.I) is not None
            if ((person and role in (None, *CREATORS)) or set(words) & _MAKER_WORDS) and by:
                offer(62, name.text)  # "a novel by X", "songs by X", "Yesterday by the Beatles", "tents by Acme"
            fro = (person and role in (None, "host", *CREATORS)) or bool(set(words) & (_MAKER_WORDS | _PROVIDER_WORDS))
            if fro and _WORK_FROM.search(request[: name.start]) and not _known_places(name.text):
                offer(62, name.text)  # "the song Fix You from Coldplay", "drama series from HBO": who made it
            if set(words) & _ORG_WORDS and name.before in ("from", "at") and not _known_places(name.text):
                offer(61, name.text)  # "a contact Priya Raman from Globex": the company she is from
            speaker = person or bool(set(words) & _SPEAKER_ROLES)
            if speaker and re.search(r"\b(?:I am|I['’]m|my name is|this is|call me)\s+$", request[: name.start], re.I):
                offer(63, name.text)  # "Hi, I am Karan": the speaker's name is the person's
            if set(words) & _CAST_WORDS and name.before in _CAST_BEFORE and " " in name.text:
                offer(62, name.text)  # "a comedy starring Jane Doe", "a film with John Roe" for a cast
            if set(words) & _CAST_WORDS and " " in name.text and _CAST_AFTER.match(request, name.end):
                offer(62, name.text)  # "a movie where Javier Bardem is one of the lead actors"
            if person and request[name.end : name.end + 2] in ("'s", "’s"):
                offer(60, name.text)
            if person and role in (None, *CREATORS) and not needed and _before_its_thing(request, name, things):
                offer(66, name.text)  # "Greta Gerwig movies", "Arctic Monkeys concerts": whose they are
            if not needed and set(words) & (_ORG_WORDS | {"name"}) and _owner_of_an_identifier(request, name):
                offer(64, name.text)  # "invoice ana@brightco.io (Bright Co)": the name the address is of
            if not needed and set(words) & _PROVIDER_WORDS and _before_the_tools_thing(request, name, tool_words):
                offer(66, name.text)  # "a new Apple Music playlist", "the Hilton Garden Inn booking": whose it is
        named = bool({"name", "title", "id"} & set(words)) or person
        named = named or bool(re.match(r"(?:the )?name of\b", description.lower()))
        for value in _introduced(request, key, description, shared_words - {key.lower()}):
            first = value.split()[0] if value.split() else ""
            # A title after "called" may run longer, but never over an address another parameter takes
            # ("a meeting called Budget Review with ann@x.com and bob@x.com": the title ends before "with").
            titled = _TITLE_WORDS & set(name_words(key)) and _NAME_INTRO.search(request) and "@" not in value
            # "called Songs for a Rainy Day": one title; "Persian Empire and Mauryan Empire" unnamed: two names
            longest = 6 if titled or (_title_cased(value) and not re.search(r"\sand\s", value)) else 4
            plain = len(value.split()) <= longest and not _small_edges(value) and value not in (q.value for q in quotes)
            dotted = _DOTTED_NUMBER.fullmatch(value) is not None  # "version 5.5": no count, a version's
            secret = bool(_SECRET_NAMES & set(name_words(key))) and value.isdigit()  # "password 123123": its digits
            plain = plain and (dotted or secret or not any(v.start == 0 for v in numbers(value)))  # "for 5 rounds"
            linked = re.search(
                rf"\b(?:{pattern})(?:name)?\w{{0,3}}(?:\s+(?:is|are|by|as|to be|numbered|called|named|titled)\s+|"
                rf"\s*[:=]\s*|\s+[-–—]\s+|(?<=ed){_PARTICIPLE_LINK}|(?<=ed)\s+)" + re.escape(value),
                request,
                re.I,
            ) or (_names_a_name(key) and re.search(_NAME_INTRO.pattern + re.escape(value), request, re.I))
            if _after_a_name(request, pattern, value):
                continue  # "the Metropolitan Museum of Art", "Hilton Hotel is available": a name's word
            texted = any(word in key.lower() for word in _BODY_NAMES) and bool(
                re.search(_INTRO.pattern + re.escape(value), request, re.I)
            )
            texted = texted and not re.match(r"(?:in|on|at|of|to|for|from|with|by|about)\b", value, re.I)
            texted = texted and not any(quote.value in value for quote in quotes)  # "the words in this: 'X'": X
            if texted and not plain and len(value.split()) > 4:
                offer(84, value)  # "a review saying great battery but tight fit": a text of any length
            elif plain and linked:
                offer(85, value)  # "content - go to gym", "nickname is ProjectDB": told as this parameter's
            elif plain and (first[:1].isupper() or any(c.isdigit() for c in first)):
                offer(70, value)  # "material Marble", "docket 2022/AL2562", "sort by importance"
            elif plain and _only_when_words(value) and (_is_when(key) or _DATE_DESCRIBED.search(description)):
                offer(72, value)  # "due next friday" for "Human defined task due date (ex.: 'next Monday')"
            elif plain and not (place or named):
                offer(45, value)  # "fuel efficiency of 25 MPG": maybe a compound word, not a value
        for name in names:  # "a Tennis player, Serena Williams", "the scientist Albert Einstein"
            kind = re.fullmatch(_KIND_WORDS_RE, name.text, re.I)  # "host IP as ...": the value is after the kind
            told_kind = re.search(rf"\b(?:{pattern})\w{{0,3}}[,:]?\s+$", request[: name.start], re.I)
            if own and not kind and told_kind and not told_kind.group(0)[:1].isupper():
                offer(66, name.text)  # (not "Ratchathewi District, Bangkok": a name's own word, no kind)
        if named and own and not person and not place:
            for token in _TOKEN_BEFORE_ITS_NOUN.finditer(request):
                if any(_singular(token.group(2)) == _singular(w) for w in own):
                    offer(66, token.group(1))  # "to my gym-mix playlist": a name written like an identifier
        exemplified = bool(named_options) and not listed  # "a rental car ..., an SUV" for "Kind of car, e.g. SUV"
        qualified = [] if named or closed or exemplified else [w for w in [*own, *heads] if w not in _POSITION_WORDS]
        for noun in qualified:  # the word a name qualifies is no name: "Tennis player"
            stem = noun[:-1] if noun.endswith("s") and len(noun) > 3 else noun
            for match in re.finditer(
                rf"\b([A-Za-z][\w]*(?:-[A-Za-z]+)?|\d+[-/]\w+)[\s-]+{re.escape(stem)}\w{{0,3}}\b", request, re.I
            ):
                word = match.group(1)
                if _PARTICIPLE_THEN_VALUE.match(request, match.end()) and request[match.end(1)] != "-":
                    continue  # "acme/web labeled bug": the participle introduces its value, no word it qualifies
                if (
                    word.lower() in _STOP | _QUESTION_WORDS | _VAGUE
                    or word.lower() in _WORD_NUMBERS
                    or word.lower() in keyset
                    or word.lower() in words  # "the method used": the parameter's own words are no value
                    or (place and word.lower() in _PLACE_WORDS)  # "the exact city location": no city named
                    or (noun in kinds_of and _no_kind(word, request[: match.start(1)]))
                ):
                    continue
                run = next((n.text for n in names if n.end == match.end(1) and word[:1].isupper()), word)
                adjective = re.search(
                    r"\b([a-z]+(?:al|ic|ous|ive|ful|less|ary|ern|ish|ian))\s+$", request[: match.start(1)]
                )
                owner = next((n.text for n in names if request[n.end : match.start(1)] == " "), None)
                if run == word and word.islower() and owner:
                    run = owner  # "the Manchester United soccer team": the name, not its kind
                elif run == word and word.islower() and adjective and adjective.group(1) not in _STOP:
                    run = f"{adjective.group(1)} {word}"  # "historical fiction book"
                elif noun not in kinds_of and (number := re.search(r"(?<![\w.])(\d+)\s+$", request[: match.start(1)])):
                    run = f"{number.group(1)} {word}"  # "24 hour format" (but "3 business headlines" counts headlines)
                elif run == word and word.islower() and noun == "room" and key.lower() in ("room", "room_name"):
                    run = match.group(0)  # "the living room", "the guest room" for a ``room``: part of its name
                offer(65 if noun in own else 64, _with_its_degree(request, run) if run.islower() else run)
                if run != word and run.endswith(f" {word}"):
                    offer(63, word)  # "vegetarian thai food": thai, when "vegetarian" is a flag's word
    chosen: dict[str, str] = {}
    used = [t for t in taken if t and not re.fullmatch(r"[\d.,-]+", t)] + list((given or {}).values())
    texts = {key for key in keys if _is_content(key.lower())} if _INTRO.search(request) else set()
    quoted_texts = {quote.value for quote in quotes}
    for score, needed, _, key, value in sorted(offers, key=lambda item: (-item[0], not item[1], item[2])):
        blocking = list(chosen.values()) if key in texts else used  # "saying moved to 10am": the text's own time
        if value in quoted_texts:  # "details: 'nobody can connect since 9am'": a quote holds a time whole
            blocking = [u for u in blocking if len(u) >= len(value)]
        if key in chosen or not value or any(overlap(value, u) for u in blocking) or (score <= 50 and not needed):
            continue
        if _told_for_another_role(value, roles[key], told, set(roles.values())):
            continue
        chosen[key] = value
        used.append(value)
    return chosen


_HANDED_TO_PARAM = re.compile(r"\b(?:assign(?:ed|ee|ees)?|owner|given\s+to|handed\s+to|responsible\s+for)\b", re.I)
_HANDED_TO = re.compile(
    r"\b(?:assign|give|hand|delegate|allocate|pass)\s+(?:it|this|that|them|(?:the|this|that)\s+\w+)\s+(?:over\s+)?to\s+"
    r"|\bassigned\s+to\s+",
    re.IGNORECASE,
)


_SENT_TO_NAMES = frozenset(
    ["recipient", "recipients", "receiver", "addressee", "contact", "to", "user", "username", "handle"]
)
_SENT_TO_DESCRIBED = re.compile(r"\b(?:recipients?|receivers?|addressees?|contacts?)\b", re.I)
_WRITTEN_ADDRESSES = frozenset(["phone", "number", "email", "mail", "address", "id"])  # "mom" is none of them
_ADDRESSED = re.compile(  # "message mom: dinner at 7?", "text Jo Park: running late", "tell dad - call me"
    r"^\s*(?:(?:please|pls|can you|could you)\s+)?(?:message|text|msg|dm|ping|tell|email|e-mail|write to)\s+"
    r"(?!(?:a|an|the|my|that|this|it|to|me|him|her|them|us)\b)(@?[A-Za-z][\w.'@-]*(?:\s+[A-Z][\w'-]*)?)\s*(?::|\s[-–—]\s)\s*(\S.*?)\s*$",
    re.IGNORECASE,
)


def _takes_whom_it_is_sent_to(key: str, description: str) -> bool:
    """Whether a parameter is whom a message goes to: its name or its description's first words say so
    (``recipient``, ``to``, "The contact to text"); a phone number or an address is written, never named."""
    words = set(name_words(key))
    if words & _WRITTEN_ADDRESSES or _is_content(key.lower()):
        return False
    return bool(words & _SENT_TO_NAMES) or _SENT_TO_DESCRIBED.search(" ".join(description.split()[:4])) is not None


def _addressed_message(request: str) -> tuple[str, str] | None:
    """The person and the text of a request written as an address: "message mom: dinner at 7?" ->
    (``mom``, ``dinner at 7?``); the person is the word (or a name in capitals) between the verb and
    the colon or dash."""
    match = _ADDRESSED.match(request) or _TEXTED.match(request) or _SENT_A_NOTE.match(request)
    return None if match is None else (match.group(1), match.group(2))



def _takes_whom_it_is_handed_to(key: str, description: str) -> bool:
    """Whether a parameter is the person a piece of work is handed to: its name or description says
    so (``assignee``, ``owner``, "Who the task is given to")."""
    return _HANDED_TO_PARAM.search(f"{' '.join(name_words(key))} {description}") is not None


def _handed_to(request: str) -> list[str]:
    """The persons a request hands its work to: "assign it to Dana", "give it to priya", "assigned to
    Jo Park" (a name in capitals of one or two words, or one word in small letters)."""
    found = []
    for cue in _HANDED_TO.finditer(request):
        person = re.match(r"@?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?|@?[a-z][\w'-]*\b", request[cue.end() :])
        if person is not None and person.group(0).lower() not in _STOP:
            found.append(person.group(0))
    return found


_DOTTED_NUMBER = re.compile(r"v?\d+(?:\.\d+)+")  # "5.5", "v2.1.0": a version or a code, never a count
_KIND_NAMES = frozenset(["genre", "category", "kind", "type", "style", "cuisine"])
_NO_KIND = _wordset(  # words before what a tool is about that say where, when or how good, not what kind
    "nearby local popular latest recent upcoming new top cheap free available showing playing trending great"
)


_NAME_OF_A_THING = re.compile(r"\b(?:name|label|title)\s+(?:for|of)\s+(?:the|a|an|this)\s+([a-z]{3,})\b", re.I)


# "the book Dune", "the movie The Matrix": a noun, then a name in capitals (small words inside it).
_KIND_THEN_NAME = re.compile(r"\bthe\s+([a-z]+)\s+([A-Z][\w'-]*(?:\s+(?:of|the|and|a|an|in|on|[A-Z][\w'-]*))*)")


def _by_its_kind(request: str, key: str, vocabulary: Set[str]) -> str | None:
    """The title a request names right after a noun of the tool's own ("find the book Dune" for a book
    search's optional ``title``); ``None`` for a parameter that is no title, or none or two so named."""
    from sprig.models._local_route import stems

    if not _TITLE_WORDS & set(name_words(key)):
        return None
    found = [
        re.sub(r"\s+(?:of|the|and|a|an|in|on)$", "", match.group(2))
        for match in _KIND_THEN_NAME.finditer(request)
        if stems(match.group(1)) and stems(match.group(1)) <= vocabulary
    ]
    return found[0] if len(found) == 1 else None


def _label_after_for(request: str, spec: Mapping[str, Any]) -> str | None:
    """The name a request gives the thing a parameter names ("A name for the timer") by "<thing> for X" at
    its end ("set a 12 minute timer for pasta": "pasta"), a word or two of lower case and no time ("an
    alarm for tomorrow" names no alarm); ``None`` else."""
    thing = _NAME_OF_A_THING.search(str(spec.get("description", "")))
    if thing is None:
        return None
    found = re.search(
        rf"\b{re.escape(thing.group(1).lower())}s?\s+for\s+(?:the\s+|my\s+|our\s+)?((?!please\b)[a-z]+(?:\s(?!please\b)[a-z]+)?)(?:\s*,?\s*please)?\s*[.!]*\s*$",
        request,
    )
    if found is None or any(_WHEN_WORDS.fullmatch(word) for word in found.group(1).split()):
        return None
    return found.group(1)


def things_of(tool_name: str) -> list[str]:
    """What a tool is about: the plural nouns of its name after its verb ("movies" of ``search_movies``)."""
    return [w for w in name_words(tool_name)[1:] if w.endswith("s") and len(w) > 3 and w not in _STOP]


def _before_its_thing(request: str, name: _Name, things: Sequence[str]) -> bool:
    """Whether a full name of two or three words, no preposition before it, stands right before what the tool is
    about ("Greta Gerwig movies", "some Arctic Monkeys concerts"): the name is whose they are."""
    from sprig.models._local_route import same_concept

    if not 2 <= len(name.text.split()) <= 3 or name.before in _PLACE_BEFORE | {"by", "of", "for", "with", "about"}:
        return False
    following = re.match(r"\s+([a-z]+)\b", request[name.end :])
    kinds = {mate.lower().removesuffix("s") for thing in things for mate in same_concept(thing)}
    return following is not None and following.group(1).removesuffix("s") in kinds


# What a name before a tool's thing may be, for an optional parameter named for it: the service, chain or platform
# the thing is kept with ("my Apple Music playlist" for ``service``, "the Hilton Garden Inn booking" for ``chain``).
_PROVIDER_WORDS = _wordset("service provider platform chain vendor carrier airline network operator")


def _before_the_tools_thing(request: str, name: _Name, tool_words: Sequence[str]) -> bool:
    """Whether a name of one to three capitalized words, not the request's first, no preposition before it,
    stands right before a noun of the tool's own name ("my Spotify playlist", "a new Apple Music playlist" for
    ``createPlaylist``, "the Hilton Garden Inn booking" for ``hotel_booking.cancel``): the service or the chain
    that thing is kept with."""
    if len(name.text.split()) > 3 or not request[: name.start].strip():
        return False
    if name.before in _PLACE_BEFORE | {"by", "of", "for", "with", "about"}:
        return False
    following = re.match(r"\s+([a-z]+)\b", request[name.end :])
    nouns = {word.removesuffix("s") for word in tool_words if len(word) > 2 and word not in _STOP}
    return following is not None and following.group(1).removesuffix("s") in nouns


def _owner_of_an_identifier(request: str, name: _Name) -> bool:
    """Whether a name stands alone in parentheses right after an address or an identifier ("ana@brightco.io
    (Bright Co)", "user 4821 (Dana Reyes)"): the name of whom or what it identifies."""
    before = re.search(r"(\S+)\s*\($", request[: name.start])
    return (
        before is not None
        and request[name.end : name.end + 1] == ")"
        and bool(re.search(r"[@\d]", before.group(1)))
    )


def _kind_of_things(key: str, things: Sequence[str]) -> bool:
    """Whether a parameter is the kind of what the tool is about (its ``things``, "movies"): named by a
    kind word alone or with a thing's name (``genre``, ``movie_genre``, ``cuisine``; not ``deck_type``,
    the kind of a deck)."""
    own = set(name_words(key))
    return bool(own & _KIND_NAMES) and own - _KIND_NAMES <= {thing.removesuffix("s") for thing in things}


def _no_kind(word: str, before: str) -> bool:
    """Whether a word before what a tool is about names no kind of it: where, when or how good ("nearby
    movies"), or the verb that asks for it ("I want to see movies", "Show movies")."""
    asking = re.search(r"(?:^|\b(?:to|you|i|we|please|can|could|would|will))\s*$", before, re.I)
    return word.lower() in _NO_KIND or asking is not None


_SEASON = re.compile(r"(?<![\w-])((?:19|20)\d\d(?:\s*[-–/]\s*(?:19|20)?\d\d)?)(?![\w-])")
_PLAYED = re.compile(
    r"\b(?:play|hear|listen to)\s+(?:(?:me|us|for me|for us)\s+(?!and\b))?(?P<work>[^,;.?!]+?)"
    r"(?=\s+(?:by|in|on|at|from|for|with|now|please|(?-i:off\s+(?:the|of|her|his|their|this|that|my)))\b"
    r"|\s*[,;.?!]|\s*$)",  # "something off the album X": the album's, no title ("Turn It Off" keeps its capital)
    re.IGNORECASE,
)
_WORK_WORDS = frozenset(["track", "song", "title", "query", "tune", "piece"])
# How a work is to be played, said before its title: "play high quality Roar", "play loud Thunderstruck".
_PLAYED_MANNER = re.compile(
    r"^(?:(?:in\s+)?(?:high|higher|highest|low|lower|lowest|best|standard|full|hd|hi-fi|lossless)\s+"
    r"(?:quality|definition|fidelity|resolution|volume)|loud|loudly|quietly|softly)\s+(?=\S)",
    re.IGNORECASE,
)
_SOME = frozenset(["some", "any", "a", "an", "few", "several", "more", "other"])
_MANY_WORKS = frozenset(["songs", "tracks", "tunes", "pieces", "hits", "albums"])


def _played_work(request: str, key: str, spec: Mapping[str, Any]) -> str | None:
    """The work a request asks to play, as written after its verb ("play me Remind Me by Carrie
    Underwood" -> ``Remind Me``, "play Johnny Johnny Yes papa" -> the whole title), for a parameter
    that takes a song's title or the query that finds one; ``None`` when the request names no work
    ("play tracks by Adele", "play it") or the parameter takes none."""
    about = f"{' '.join(name_words(key))} {spec.get('description', '')}".lower()
    if not (set(name_words(key)) & _WORK_WORDS and re.search(r"\b(?:songs?|tracks?|music)\b", about)):
        return None
    match = _PLAYED.search(request)
    if match is None:
        return None
    words = match.group("work").strip("\"'“”‘’ ").split()
    if not words or words[0].lower() in _SOME or words[-1].lower() in _MANY_WORKS:
        return None  # "play some rock songs by ...": a kind of songs, no one work
    while words and words[0].lower() in _STOP | _NO_WORK | {"my", "favorite", "favourite"} and words[1:2] != ["and"]:
        if words[0].lower() in _STOP and _opens_a_title(words):
            break  # "play Here Comes the Sun": a small word written as a title's first word is the title's
        words = words[1:]  # "my favorite track Summer Vibes": the title after the words that say what it is
    while words and words[-1].lower() in _NO_WORK:
        words = words[:-1]  # "baby shark song"
    work = _PLAYED_MANNER.sub("", _before_a_lowercase_and(" ".join(words).strip("\"'“”‘’")))
    return work if work and not _POINTS_BACK.fullmatch(work) else None


# A parameter about money ("price_limit", "Maximum price in dollars"): a limit that is no count of results.
_PRICED = re.compile(r"(?i)price|cost|amount|budget|dollar|fee|spend|\$")


def _of_money(request: str, value: Value) -> bool:
    """Whether a number the request writes is an amount of money: a currency's sign before it ("$100") or
    its name right after it ("100 dollars", "20 EUR")."""
    return any(
        money.end == value.start or (money.start > value.end and not request[value.end : money.start].strip())
        for money in currencies(request)
    )


def _opens_a_title(words: Sequence[str]) -> bool:
    """Whether a small word is written as the first word of a title: with a capital, before another
    word with a capital ("Here Comes the Sun", "My Way"; not "my Summer Vibes" or "The song Yesterday")."""
    return len(words) > 1 and words[0][:1].isupper() and words[1][:1].isupper() and words[1].lower() not in _NO_WORK


def _before_a_lowercase_and(work: str) -> str:
    """A title written in capitals up to an "and" that goes on in lower case: "Rock and Roll All Nite and
    turn shuffle on" -> ``Rock and Roll All Nite`` (what follows is another thing to do, not the title)."""
    if not work[:1].isupper():
        return work
    cut = re.search(r"\s+and\s+(?=[a-z])", work)
    return work[: cut.start()] if cut else work


def _short_of(value: Any, work: str) -> bool:
    """Whether a string parameter's value falls short of the work the request names: no value, only
    guessed spans, or a head or a tail of the work's title ("Johnny Johnny Yes" of "Johnny Johnny Yes
    papa", "Bobby McGee" of "Me and Bobby McGee")."""
    if not isinstance(value, Mapping) or value.get("x-spans"):
        return True
    told = value.get("enum") or []
    return len(told) == 1 and str(told[0]) != work and (work.startswith(str(told[0])) or work.endswith(f" {told[0]}"))


_TO_VERB = re.compile(r"\bto\s+([a-z][a-z'-]*)\b")
# "I'd like to", "we need to", "I want to": the request's own verb follows, not what something is for
_WANTING = re.compile(r"\b(?:want|wants|wanted|like|need|needs|wish|love|hope|plan|planning|going|trying)\s+$", re.I)


def _purpose_clause(request: str) -> str | None:
    """What the request says something is for, as its last "to ..." clause ("set an alarm at 7:30 to
    wake me up for a meeting" -> "wake me up for a meeting"), without a time at its end; none when
    that "to" starts no action ("to 7:30", "to the station", "I want to set ...": the request's own verb)."""
    clauses = [m for m in _TO_VERB.finditer(request) if m.group(1) not in _STOP | _QUESTION_WORDS]
    clauses = [m for m in clauses if not _WANTING.search(request, 0, m.start())]  # "I'd like to take ... off"
    if not clauses or clauses[-1].group(1) in _WORD_NUMBERS or re.match(_MONTH, clauses[-1].group(1)):
        return None
    clause = _WHEN_AT_END.sub("", request[clauses[-1].start(1) :].strip().rstrip(".?!").strip())
    return clause if 0 < len(clause.split()) <= 12 else None


def _town_then_region(name: str) -> str | None:
    """A town and its region written as one name without a comma ("Berkeley California", "St. Helena
    CA") as the place it is ("Berkeley, California"); ``None`` for any other name."""
    words = name.split()
    for cut in (1, 2):
        town, region = " ".join(words[:-cut]), " ".join(words[-cut:])
        if len(words) > cut and is_region(region) and is_town(town):
            return f"{town}, {region}"
    return None


# A description that opens with the noun of what its parameter names: "Speaker to play on.", "Store to use".
_DESCRIBED_KIND = re.compile(
    r"\s*(?:the\s+|a\s+|an\s+)?([a-z]{3,})(?:\s+(?:to|for|on|in|where|that|which)\b|\s*\.?\s*$)", re.I
)


def _described_kind(description: str) -> list[str]:
    """The noun a parameter's description opens with, when it says what the parameter names ("speaker" of
    a ``device`` "Speaker to play on."); none for a generic or small word ("Name of ...", "Where ...")."""
    found = _DESCRIBED_KIND.match(description)
    word = found.group(1).lower() if found else ""
    return [word] if word and word not in _GENERIC_WORDS and word not in _STOP else []


def _one_spelling(word: str) -> str:
    """A word in one spelling, without its plural's "s": "Theatres" and "theater", "Centre" and "center"."""
    return re.sub(r"tre$", "ter", word.lower().rstrip("s"))


_VENUE_KIND_BETWEEN = re.compile(r"\s+([a-z]+)\s+")  # " theater " between a venue's name and its town


# A name in small letters written like an identifier ("gym-mix", "build_2", "db01"), right before a noun.
_TOKEN_BEFORE_ITS_NOUN = re.compile(
    r"(?<![\w'’./-])([a-z][a-z0-9]*(?:[-_][a-z0-9]+)+|[a-z]+\d+[a-z0-9]*)\s+([a-z]+)\b(?![-/.]\w)"
)


def _names_its_kind(request: str, name: _Name, kinds: Sequence[str], enums: Set[str]) -> bool:
    """Whether a name is written right before a word of its kind in small letters ("the Salam album",
    "at Regal theater"): a specific one, not a kind ("a Tennis player", "the Tennis player Serena
    Williams"), nor a people's adjective or another parameter's value ("the Chinese restaurant")."""
    after = re.match(r"\s+([a-z]+)\b", request[name.end :])
    if after is None or not any(_singular(after.group(1)) == _singular(kind) for kind in kinds):
        return False
    then = re.match(r"[\s,:]+(?:named\s+|called\s+)?([A-Z]\w*)", request[name.end + after.end() :])
    if name.before in ("a", "an") or (then and then.group(1).lower() not in _SENTENCE_FIRST):
        return False  # "a Tennis player", "the Tennis player Serena Williams" (not "the X album, Find ...")
    single = " " not in name.text
    return not (single and (name.text.lower() in enums or re.search(r"(?:ese|ian|ish|ean|can)$", name.text)))


def _cued_by_whole_name(key: str, before: str) -> bool:
    """Whether the text before a quoted value ends with every word of a parameter's name of several
    words ("the meta title as" for ``MetaTitle``): that parameter's value before one named by a part
    of it (``Title``)."""
    words = name_words(key)
    if len(words) < 2:
        return False
    whole = r"[\s_-]*".join(re.escape(word) for word in words)
    cue = rf"\b{whole}\w{{0,3}}(?:\s+(?!and\b|or\b)[\w=]+)?(?:\s+(?:is|as|of|to be))?[\s:=]*$"
    return re.search(cue, before, re.IGNORECASE) is not None


def _told_for_another_role(value: str, role: str | None, told: Sequence[RoleName], roles: Set[str | None]) -> bool:
    """Whether ``value`` holds a name the request tells only for a role other than ``role`` ("X as the
    director" is no cast), for a parameter of a role, or of none when another parameter has that role."""
    told_as = {named.role for named in told if overlap(value, named.text)}
    if not told_as or role in told_as:
        return False
    return role is not None or bool(told_as & roles)


def _after_a_name(request: str, pattern: str, value: str) -> bool:
    """Whether ``value`` follows the parameter's word as the last word of a name ("Museum" of
    "Metropolitan Museum of Art", "Hotel" of "Hilton Hotel is available"): the name's, not a link."""
    for match in re.finditer(rf"\b[A-Z][\w'-]*\s+((?i:{pattern})\w{{0,3}})\b", request):
        if match.group(1)[:1].isupper() and 0 <= request.find(value, match.end()) - match.end() <= 10:
            return True
    return False


def _of_name(request: str, name: _Name, names: Sequence[_Name]) -> str:
    """A name with the name that follows it after "of" ("Metropolitan Museum" of "Art")."""
    after = next((n for n in names if n.start > name.end), None)
    if after is not None and re.fullmatch(r" of (?:the )?", request[name.end : after.start]):
        return request[name.start : after.end]
    return name.text


def _of_place(name: str, taken: str) -> bool:
    """Whether a name ends in "of" a value another parameter took ("Treaty of Lisbon" and Lisbon): a
    name of its own, not that value again."""
    return name.endswith(f" of {taken}") or name.endswith(f" of the {taken}")


def overlap(a: str, b: str) -> bool:
    """Whether one text holds the other as whole words ("New York" and "New York City")."""
    a, b = a.lower(), b.lower()
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    return bool(re.search(rf"(?<!\w){re.escape(short)}(?!\w)", long))


def _takes_an_address(key: str, about: str) -> bool:
    """Whether a string parameter holds an e-mail address: named for one (a ``recipient`` described as a
    contact's name or phone holds that), or described as one (not the subject or the body of an e-mail,
    which an e-mail tool's descriptions also speak of)."""
    name = key.lower()
    described = _EXAMPLES.sub(" ", about.removeprefix(name))  # "who receives it, e.g. an email address": a name too
    addressed = bool(re.search(r"\be-?mail address", described))
    addressee = name in ("recipient", "recipients", "cc", "bcc", "sender")
    if "mail" in name or (addressee and not _names_a_contact(described)):
        return True
    named = _names_a_contact(about.removeprefix(name))  # "such as an account number or a contact name": a name
    recipient = bool(re.search(r"\brecipient", described)) and not named
    return (addressed or recipient) and not _is_text(name, about)


def _mailed_to(about: str, addresses: Sequence[object]) -> bool:
    """Whether a recipient (or a text matched against a name or an e-mail address) that a name would do for
    is given as the e-mail address the request writes ("to Amelia's email amelia@example.com")."""
    # "Part of the user's name or email"
    either = r"\bname\s+or\s+e-?mail\b|\be-?mail\s+(?:address\s+)?or\s+(?:user\s*)?name\b"
    return bool(addresses) and re.search(rf"\brecipient|{either}", about) is not None


def _names_a_contact(described: str) -> bool:
    """Whether a description says a parameter holds a person's name or phone number and no e-mail address
    ("Name of the contact." for a text message's ``recipient``, "Who to send it to.")."""
    named = re.search(r"\b(?:name|phone|contact|who|whom|person)\b", described, re.I)  # "Who to send it to."
    return named is not None and not re.search(r"\be-?mail", described, re.I)


def _bare_to(key: str, about: str) -> bool:
    """Whether a parameter named ``to`` is the address a message goes to: its description names no place
    ("The arrival city, in the format of 'City, State'") and no contact's name ("The contact's name.")."""
    described = about.removeprefix(key.lower())
    if key != "to" or _names_a_contact(described):  # "The contact's name.": a name, no address
        return False
    return not any(word.strip(".,;:()'\"") in _PLACE_WORDS for word in described.split())


def _string_role(request: str, key: str, spec: Mapping[str, Any]) -> str:
    """``mail``, ``currency``, ``date``, ``id``, or ``name`` (any other string) for a string parameter."""
    about = f"{key} {spec.get('description', '')}".lower()
    if _takes_an_address(key, about) or (_bare_to(key, about) and not currencies(request)):
        return "mail"
    if _mailed_to(about, emails(request)):
        return "mail"
    if "currenc" in about or (currencies(request) and _is_currency_name(key)):
        return "currency"
    if _is_date(key.lower()) or asks_a_date_form(key, str(spec.get("description", ""))):
        return "date"
    if _is_clock(key, str(spec.get("description", ""))):
        return "clock"
    return "id" if _is_id(key) else "name"


def asks_24_hours(description: str) -> bool:
    """Whether a time parameter's description asks for the time in 24 hours ("24-hour", "HH:MM", or only
    examples written so: "e.g. '19:30'", not "e.g. 9am or 17:30")."""
    if re.search(r"\b24\b|hh:mm", description, re.IGNORECASE):
        return True
    in_24_hours = re.search(r"(?<![\d:])(?:[01]\d|2[0-3]):[0-5]\d(?!\s*[ap]\.?m)", description, re.IGNORECASE)
    return in_24_hours is not None and re.search(r"\d\s*[ap]\.?m\b", description, re.IGNORECASE) is None


def clock_times(request: str, description: str) -> list[str]:
    """The times of day the request names ("5:30pm", "19:00", "11PM"), in 24 hours ("17:30") when the
    description asks for that ("24-hour", "HH:MM"), else as written."""
    found = []
    in_24_hours = asks_24_hours(description)
    for text, hour, minute, afternoon in _clock_readings(request):
        if afternoon is not None and not 1 <= hour <= 12:
            continue  # "13 pm" is no time
        if not in_24_hours:
            found.append(text)
            continue
        if afternoon is not None:
            hour = hour % 12 + (12 if afternoon else 0)
        found.append(f"{hour:02d}:{minute:02d}")
    return found


_STREET = re.compile(
    r"\b\d{1,6}\s+(?:[A-Z][\w.'-]*\s+){1,5}"
    r"(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Lane|Ln\.?|Drive|Dr\.?|Way|Court|Ct\.?|"
    r"Place|Pl\.?|Parkway|Square|Terrace|Highway|Apartments)"
    r"(?:,\s*[A-Z][\w.'-]*(?:(?<![a-z]{2}\.)\s+[A-Z][\w.'-]*){0,2}(?:,\s*[A-Z]{2}\b)?(?:\s+\d{5})?"
    r"(?:,\s*(?:USA|U\.S\.A\.|United States)\b)?)?"
)  # the town's words end with its sentence: "123 White Street, San Jose. Number of ..." (not "St. Louis")
# "located at 123 main street": a street written in lower case, its kind written out
_STREET_IN_LOWER_CASE = re.compile(
    r"\b\d{1,6}\s+(?:[a-z][a-z'-]*\s+){1,3}(?:street|avenue|road|boulevard|lane|drive)\b"
)


def street_addresses(text: str) -> list[str]:
    """The street addresses the text writes, with the house number and the town after them
    ("2020 Addison Street, Berkeley, CA", "123 Park Branham Apartments, San Jose")."""
    found = [match.group(0).rstrip(".,") for match in _STREET.finditer(text)]
    return found or [match.group(0) for match in _STREET_IN_LOWER_CASE.finditer(text)]


_STREET_KINDS = {"st": "Street", "ave": "Avenue", "rd": "Road", "blvd": "Boulevard", "ln": "Lane", "dr": "Drive"}
# A description asking a street address with its town alone: "formatted as 'Street, City'".
_EXACT_FORM = re.compile(r"\bexact(?:ly)?\b|\bmust\s+(?:follow|match|be\s+in)\b|\bstrictly\b", re.IGNORECASE)
_STREET_AND_CITY = re.compile(r"['\"]Street,\s*City['\".]", re.IGNORECASE)


def _street_as_asked(address: str, description: str) -> str:
    """A street address in the form its parameter's description asks: without the state it writes when
    the form is 'Street, City' ("2508 University Avenue, Palo Alto, CA" -> "... Palo Alto"), and its kind
    written out when the description's example writes it so and insists on its form ("123 Main St" ->
    "123 Main Street" beside "Must follow this exact kind of format: '134 Springoak Street, Chicago")."""
    if _STREET_AND_CITY.search(description):
        parts = [part.strip() for part in address.split(",")]
        while len(parts) > 2 and (is_region(parts[-1]) or re.fullmatch(r"\d{5}|USA|U\.S\.A\.", parts[-1])):
            parts.pop()  # "Palo Alto, CA": the state the form leaves out
        address = ", ".join(parts)
    example = re.search(r"'\d+\s+(?:[A-Z]\w*\s+)+(Street|Avenue|Road|Boulevard|Lane|Drive)\b", description)
    if example is not None and _EXACT_FORM.search(description):  # "Must follow this exact kind of format"
        short = re.search(r"^(\d+\s+(?:[A-Z][\w'-]*\s+)+)(St|Ave|Rd|Blvd|Ln|Dr)\b\.?", address)
        if short is not None:
            address = short.group(1) + _STREET_KINDS[short.group(2).lower()] + address[short.end() :]
    return address


# Where a parameter's name opens its value in a row of them: "with subject ...", "and body ...", ", date: ...".
_ROW_LEAD = r"(?:^|\bwith\s+|\band\s+|[,;]\s*)(?:(?:the|a|an)\s+)?"
_QUOTE_MARK = re.compile(r"[\"“”]|(?<![A-Za-z])['‘’]|['‘’](?![A-Za-z])")  # not the apostrophe of "I'm"


def _labelled_in_a_row(request: str, properties: Mapping[str, Any]) -> dict[str, str]:
    """The texts and titles the request gives after their parameters' names, when it names two or more
    parameters so in a row: "with subject Meeting moved and body The meeting is now at 3pm" gives the
    subject "Meeting moved" and the body "The meeting is now at 3pm", "subject: Q3 numbers, message: see
    attached" the subject "Q3 numbers" (a value ends where the next name opens; a value with quotes in it
    is left to the rules for quoted text)."""
    heads = []
    for key in properties:
        if re.fullmatch(r"[A-Za-z]{2,}", str(key)):
            # "with subject X", "subject: X", ", subject is X"
            said = rf"(?:{_ROW_LEAD}{key}(?:\s+(?:is|should be|will be)\b|\b:?)|(?<![\w.@/-]){key}:)\s+"
            heads += [(m.start(), m.end(), str(key)) for m in re.finditer(said, request, re.I)]
    heads.sort()
    if len({key for _, _, key in heads}) < 2 or len(heads) != len({key for _, _, key in heads}):
        return {}
    found: dict[str, str] = {}
    for (_, end, key), following in zip(heads, [*(start for start, _, _ in heads[1:]), len(request)], strict=True):
        spec = properties[key]
        about = str(spec.get("description", "")) if isinstance(spec, Mapping) else ""
        worded = _is_text(key.lower(), about.lower()) or bool(_TITLE_WORDS & set(name_words(key)))
        value = request[end:following].strip().rstrip(".?!,;").strip()
        if kind_of(spec) == "string" and worded and value and not _QUOTE_MARK.search(value):
            found[key] = value
    return found


# A SQL statement written out: from its first keyword, in capitals (or quoted whole), to the end of the
# request or to what it is run on ("... on the billing database").
_SQL = re.compile(
    r"['\"`]((?i:select|with|insert|update|delete|create|alter|drop)\b[^'\"`]+)['\"`]"
    r"|\b((?:SELECT|WITH|INSERT INTO|UPDATE|DELETE FROM|CREATE TABLE|ALTER TABLE)\b.+?)"
    r"(?=\s+(?:on|in|against)\s+(?:the\s+)?\w+\s+(?:database|db)\b|[\s;]*$)"
)


def _takes_sql(key: str, description: str) -> bool:
    """Whether a string parameter holds a SQL statement: named ``sql``/``query``/``statement`` beside a
    description or tool that says SQL, or named ``sql`` outright."""
    words = set(name_words(key)) | {key.lower()}
    return "sql" in words or (bool(words & {"query", "statement"}) and "sql" in description.lower())


def _written_sql(request: str) -> str | None:
    """The SQL statement a request writes ("run SELECT * FROM users LIMIT 5"), else ``None``."""
    match = _SQL.search(request)
    return (match.group(1) or match.group(2)).strip() if match else None


def _exact_strings(request: str, properties: Mapping[str, Any]) -> dict[str, str]:
    """The string parameters whose value the request writes out whole, in the form they take: a date
    with its time ("2024-03-19 12:00:00"), a command line ("docker ps"), a street address with its
    house number ("123 Beijing Street, San Francisco")."""
    found: dict[str, str] = {}
    strings = [key for key, spec in properties.items() if kind_of(spec) == "string"]
    languages = [key for key in strings if "lang" in key.lower()]
    for key, spec in properties.items():
        if kind_of(spec) != "string":
            continue
        if stamped := _date_and_time(request, key, str(spec.get("description", ""))):
            found[key] = stamped[0]
        elif takes_an_expression(key, str(spec.get("description", ""))) and (arithmetic := written_expression(request)):
            found[key] = arithmetic  # "what's (17 + 4) * 3?" for a calculator's ``expression``
        elif is_command(key) and (command := written_command(request)):
            found[key] = command
        elif _takes_sql(key, str(spec.get("description", ""))) and (statement := _written_sql(request)):
            found[key] = statement  # "run SELECT * FROM users LIMIT 5" for ``sql``: the whole statement
        elif joined := _comma_separated(request, str(spec.get("description", ""))):
            found[key] = joined
        elif (
            _asks_a_slashed_pair(str(spec.get("description", "")))
            or (set(name_words(key)) & _REPOSITORY_NAMES and not _named_for_another(request, key, properties))
        ) and len(pairs := _slashed_pairs(request)) == 1:
            found[key] = pairs[0]  # "the open issues in octo/widgets" for "Repository in owner/name form"
        elif _PLACE_AND_CITY.search(str(spec.get("description", ""))) and (placed := _place_in_town(request)):
            found[key] = placed  # "a ride to the Golden Gate Park in San Francisco" for 'Street, City'
        elif _EMOJI_CODE.search(str(spec.get("description", ""))) and (emoji := _emoji_named(request)):
            found[key] = emoji  # "with the calendar emoji" for "The displayed emoji in the form ':emoji_name:'"
        elif _takes_a_phone(key, str(spec.get("description", ""))) and len(phones := phone_numbers(request)) == 1:
            # "Send 'on my way' to +1 555 0100" for "Phone number to send the message to"
            found[key] = _phone_as_asked(phones[0], str(spec.get("description", "")))
        elif _takes_a_path(key, str(spec.get("description", ""))) and len(paths := _PATH_TOKEN.findall(request)) == 1:
            found[key] = paths[0]  # "my data in ~/scans/b01.nii from ..." for "The path where the data is stored"
        elif (
            (shaped := _written_like_its_example(request, str(spec.get("description", ""))))
            and shaped not in found.values()
            and not (_is_clock(key, str(spec.get("description", ""))) and clock_times(request, ""))
        ):  # a time of day is written as its form asks ("9:15 am" for 'HH:MM': 09:15), not as the request does
            found[key] = shaped  # "deploy payments v2.1.0" for "Version tag, e.g. v1.4.2": the version's
        elif _takes_a_place(key, str(spec.get("description", ""))):
            streets = [street for street in street_addresses(request) if street not in found.values()]
            if len(streets) == 1:
                found[key] = _street_as_asked(streets[0], str(spec.get("description", "")))
        if key not in found and (labelled := _labelled_as_taken(request, key, spec)):
            found[key] = labelled
        if key not in found and (block := _block_after_its_name(request, key)):
            found[key] = block
        if key not in found and (stated := _stated_for(request, key, str(spec.get("description", "")))):
            found[key] = stated
        if key not in found and strings == [key] and (entry := _entry_under_a_label(request)):
            found[key] = entry  # "new todo: call the plumber": the entry is the one text the tool takes
        text_like = _is_text(key.lower(), str(spec.get("description", "")).lower())
        if key not in found and text_like and languages and (said := said_in_a_language(request)):
            found[key] = said  # "how do you say cheese in french": cheese, for a tool that takes the language
        if key not in found and (letter := _letter_counted(request, key)):
            found[key] = letter
        if key not in found and (counted := _counted_within(request, key, str(spec.get("description", "")))):
            found[key] = counted
    for key, value in list(found.items()):  # "The song_id is x": the song's, not the device_id's too
        sharing = [other for other, given in found.items() if given == value]
        named = [other for other in sharing if _name_then_is(other).search(request)]
        if len(named) == 1 and key != named[0]:
            del found[key]
    for key, value in list(found.items()):  # one date and time for a start and an end: the start's
        others = [other for other, given in found.items() if given == value and other != key]
        ends = re.search(r"\b(?:until|till|by|before|ending|returning|return|back)\b", request, re.I)
        if others and _is_ending(key) != bool(ends):  # "departing ... at 3 pm": not the return's time
            del found[key]
    return {**found, **_labelled_in_a_row(request, properties)}


_REPOSITORY_NAMES = frozenset(["repo", "repository"])  # a repository is written owner/name


def _named_for_another(request: str, key: str, properties: Mapping[str, Any]) -> bool:
    """Whether the request's one slashed pair follows a word of another parameter's name ("create branch
    feature/login in repo api": the branch's, not the repository's)."""
    pair = _slashed_pairs(request)[:1]
    before = request[: request.find(pair[0])].split()[-1:] if pair else []
    others = {word for other in properties if other != key for word in name_words(other)}
    return bool(before) and before[0].lower() in others
_REASON_NAMES = frozenset(["reason", "cause", "why", "justification", "rationale"])
# The note a payment carries: what the request says it is for, ending the request ("... for concert tickets").
_PAID_FOR_NAMES = frozenset(["memo", "note", "purpose", "remark", "remarks"])
_PAID_FOR = re.compile(
    r"\bfor\s+(?:the\s+|an?\s+)?(?!(?:me|us|you|him|her|them|it|this|that|today|tomorrow|tonight|next|this|"
    r"each|every|now|later|all)\b)([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,4})\s*[.!?]?\s*$"
)


_MONEY_DESCRIBED = re.compile(r"\b(?:amount|dollars?|money|usd|eur)\b", re.IGNORECASE)


def _pays(properties: Mapping[str, Any]) -> bool:
    """Whether a tool moves money: a number parameter for an amount ("amount", "Amount in US dollars")."""
    return any(
        kind_of(spec) in ("number", "integer")
        and ("amount" in name_words(key) or _MONEY_DESCRIBED.search(str(spec.get("description", ""))) is not None)
        for key, spec in properties.items()
    )
_BECAUSE = re.compile(r"\b(?:because|due to)\s+(?!of\b)(\w[^.;!?]*?)\s*(?:[.;!?]|$)", re.IGNORECASE)


def _named_with_units(key: str) -> list[str]:
    """A parameter's name words with the units its name holds, which :func:`name_words` drops
    (``weight_kg`` -> weight, kg): "70 kg" is the weight's."""
    units = [part for part in key_parts(key) if is_unit(part) and part not in ("in", "s", "m")]
    return [*name_words(key), *units]

def _name_then_is(key: str) -> re.Pattern[str]:
    """A parameter's name written as the schema writes it, then "is": "The song_id is ..."."""
    return re.compile(rf"(?<![\w-]){re.escape(key)}\s+is\b", re.IGNORECASE)


def _entry_under_a_label(request: str) -> str | None:
    """The entry after the label of a labelled entry ("new todo: call the plumber": ``call the plumber``)."""
    from sprig.models._local_route import is_labelled_entry

    return request.partition(":")[2].strip() or None if is_labelled_entry(request) else None


# "how many vowels are in onomatopoeia", "how many times does the letter a appear in banana", "count the
# letter s in mississippi": a count of something in a text the request ends on (one word, or quoted).
_COUNTED_WITHIN = re.compile(
    r"^\W*(?:(?:please|pls|hey|can you|could you)\W+)*(?:how many|count|number of)\b[^.?!:]*?\s(?:in|within)\s+"
    r"(?:the\s+(?:word|text|string|sentence|name)\s+)?(?P<text>'[^']+'|\"[^\"]+\"|[\w'-]+)\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def _counted_within(request: str, key: str, description: str) -> str | None:
    """For a text parameter, the text a count is asked of, the request's last word or quote after "in"
    ("how many vowels are in onomatopoeia": ``onomatopoeia``); ``None`` else."""
    if not _is_text(key.lower(), description.lower()) or (match := _COUNTED_WITHIN.match(request)) is None:
        return None
    return match["text"].strip("'\"")


# "the letter a", "letter 's'", "how many e's": one letter named as such (a count of it).
_LETTER_NAMED = re.compile(
    r"\b(?:letter|character|char)\s+['\"]?(?P<named>[a-z])['\"]?(?![\w'])"
    r"|\bhow many\s+['\"]?(?P<plural>[a-z])['\"]?'s\b",
    re.IGNORECASE,
)


def _letter_counted(request: str, key: str) -> str | None:
    """For a parameter named for a letter or a character, the one letter the request names as such
    ("the letter a", "how many e's"); ``None`` else."""
    if not set(name_words(key)) & {"letter", "character", "char"} or (match := _LETTER_NAMED.search(request)) is None:
        return None
    return match["named"] or match["plural"]


# "Here is the answer:\n\n**...**": a head that ends with a colon, a line break (or one written as "\n"),
# and the block it introduces, with its bold or italic marks.
_HEADED_BLOCK = re.compile(r"([^:\n]{1,80}):[ \t]*(?:\n|\\n)\s*(?:\\n\s*)*(.+)", re.DOTALL)
_EMPHASIS = re.compile(r"^(\*\*|__|\*|_)(.+)\1$", re.DOTALL)


# A path written with its slashes ("~/data/b01.nii", "/var/log", "./out/x.csv"), not a link ("https://...").
_PATH_TOKEN = re.compile(
    r"(?<![\w/~.:-])(?:(?:~|\.{1,2})?/(?:[\w.-]+/)*[\w.-]*[A-Za-z](?:[\w.-]*\w)?|(?:[\w.-]+/)+[\w-]+\.[A-Za-z]\w{0,7})(?![\w/])"
)


# A phone number as people write it: "+1 555 0100", "+14155550123", "(415) 555-0199", "415-555-0199",
# "555-0142"; not a date ("2026-04-10"), an address on a network ("1.1.1.1") or an id with letters.
_PHONE_NUMBER = re.compile(r"(?<![\w.+/-])(?:\+\d[\d ()-]{5,}\d|(?:\(\d{3}\)\s?|\d{3}-)?\d{3}-\d{4})(?![\w.-]|/\d)")


# "text +15551234567 running late": the number texted, then the text, with no colon between
_TEXTED = re.compile(
    rf"^\W*(?:(?:please|pls|can you|could you)\s+)?(?:text|sms|message|msg)\s+"
    rf"({_PHONE_NUMBER.pattern}(?:(?:\s*,\s*|\s*,?\s+(?:and|&)\s+){_PHONE_NUMBER.pattern})*)[\s:]+"
    r"(?!(?:saying|that|to say|and)\b)(\w.*?)\s*$",  # (not "and 555-0102 ...": the next number texted)
    re.IGNORECASE,
)


# "Send Priya a text saying running late", "shoot mom a quick message: call me": the person before the
# kind of message, its text after "saying" or a colon.
_SENT_A_NOTE = re.compile(
    r"^\W*(?:(?:please|pls|can you|could you)\s+)?(?:send|shoot|drop)\s+"
    r"((?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)|mom|mum|dad|grandma|grandpa)\s+an?\s+(?:quick\s+|short\s+)?"
    r"(?:text|message|msg|note|sms|dm|line)(?:\s+message)?\s*(?:saying|that\s+says|which\s+says|reading|:|\s[-–—])\s*"
    r"(\S.*?)\s*$",
    re.IGNORECASE,
)


def phone_numbers(text: str) -> list[str]:
    """The phone numbers the text writes, in its own form."""
    return list(dict.fromkeys(value.value for value in phones(text)))


def phones(text: str) -> list[Value]:
    """The phone numbers the text writes, where it writes them, in order."""
    return [Value(match.group(0), match.start(), match.end()) for match in _PHONE_NUMBER.finditer(text)]


def _takes_a_phone(key: str, description: str) -> bool:
    """Whether a string parameter holds a phone number: its name says so (``phone``, ``mobile``,
    ``phone_number``, ``tel``) or its description does ("Phone number to send the message to")."""
    named = set(name_words(key)) & _PHONE_NAMES
    return bool(named) or re.search(r"\b(?:tele)?phone\b|\bmobile number\b", description, re.I) is not None


# A description asking a place with its town: "in the format 'Street, City'", "as 'Address, City'".
_PLACE_AND_CITY = re.compile(r"['\"](?:Street|Street Address|Address|Location|Place),\s*City['\".]", re.IGNORECASE)


def _place_in_town(request: str) -> str | None:
    """A place the request names in a town after "to" or "at" ("a ride to the Golden Gate Park in San
    Francisco"), written as 'Place, Town' for a parameter whose form is 'Street, City'; ``None`` when the
    request writes a street address (its own form) or no such place."""
    if street_addresses(request):
        return None
    names = _names(request)
    for place, town in itertools.pairwise(names):
        gone = re.search(r"\b(?:to|at)\s+(?:the\s+)?$", request[: place.start], re.IGNORECASE)
        if gone and request[place.end : town.start] == " in " and is_town(town.text) and not is_town(place.text):
            return f"{place.text}, {town.text}"
    return None


# An emoji's code written between colons, as a description gives it (":palm_tree:", "':emoji_name:'").
_EMOJI_CODE = re.compile(r"(?<![\w:]):[a-z0-9_+-]+:(?![\w:])")
# An emoji named in words before "emoji" ("the calendar emoji", "a palm tree emoji").
_EMOJI_NAMED = re.compile(r"\b(?:the|an?|my)\s+([a-z]+(?:\s+[a-z]+)?)\s+emoji\b", re.IGNORECASE)


def _emoji_named(request: str) -> str | None:
    """The emoji a request writes as its code (":palm_tree:") or names in words ("the calendar emoji" ->
    ':calendar:'), as a description that gives the code between colons asks; ``None`` else."""
    written = _EMOJI_CODE.findall(request)
    if len(written) == 1:
        return str(written[0])
    named = _EMOJI_NAMED.search(request)
    words = named.group(1).lower().split() if named else []
    if not words or any(word in _STOP for word in words):
        return None
    return ":" + "_".join(words) + ":"


_E164_EXAMPLE = re.compile(r"['\"]\+(\d{11,15})['\"]")
# A description asking a number's digits alone: "digits only", "without spaces or dashes", "e.g. '4155550132'".
_DIGITS_ONLY = re.compile(
    r"\b(?:digits only|only digits|numbers only|only numbers)\b"
    r"|\b(?:without|no)\s+(?:any\s+)?(?:spaces|dashes|hyphens|separators|punctuation|formatting)\b",
    re.IGNORECASE,
)
_DIGITS_EXAMPLE = re.compile(r"['\"](\d{10,11})['\"]")


def _phone_as_asked(phone: str, description: str) -> str:
    """A phone number in the E.164 form its description asks ("in E.164 format, e.g. '+14155552671'"): a
    plus, the country code, the digits; a number written without its country code takes the example's
    ("(415) 555-0199" -> '+14155550199'); a description asking the digits alone ("digits only", an example of
    ten digits) takes them without their spaces and signs; any other keeps the number as written."""
    example = _E164_EXAMPLE.search(description)
    if not (re.search(r"\bE\.?164\b", description, re.I) or example):
        bare = _DIGITS_ONLY.search(description) or _DIGITS_EXAMPLE.search(description)
        return re.sub(r"\D", "", phone) if bare and not phone.lstrip().startswith("+") else phone
    digits = re.sub(r"\D", "", phone)
    if phone.lstrip().startswith("+"):
        return "+" + digits
    code = example.group(1)[: len(example.group(1)) - 10] if example else ""
    return f"+{code}{digits}" if code and len(digits) == 10 else phone


def _takes_a_path(key: str, description: str) -> bool:
    """Whether a parameter takes a path: its name or the start of its description says so ("data_path",
    "The path where the data is stored")."""
    return "path" in name_words(key) or re.match(r"(?:the\s+)?(?:\w+\s+)?path\b", description, re.I) is not None


def _block_after_its_name(request: str, key: str) -> str | None:
    """The block of text a head naming the parameter introduces on lines of its own: "Sure, here is the
    answer to the question:\n\n**Logistic regression is not ...**" gives the answer its whole sentence,
    without the bold marks (a head that names no word of the parameter introduces no value of it)."""
    match = _HEADED_BLOCK.fullmatch(request.strip())
    if match is None or not set(name_words(key)) & {word.lower() for word in re.findall(r"\w+", match.group(1))}:
        return None
    block = match.group(2).strip()
    while emphasis := _EMPHASIS.match(block):
        block = emphasis.group(2).strip()
    return block or None


# "The song_id is x_1", "my user ID is 12345", "the creation timestamp ... is 2023-04-01T10:00:00Z": what
# is stated, "is", and one token or a quoted text that ends the statement.
_STATED_VALUE = re.compile(
    r"\s+(?:is|=)\s+(?:'([^']+)'|\"([^\"]+)\"|([^\s'\"]+?))(?=[.,;!?]*(?:\s+(?:and|but)\b|\s*$)|[.,;!?]+\s)"
)
_KEY_PARTS = re.compile(r"[_\W]+|(?<=[a-z])(?=[A-Z])")


def _same_number(text: str, number: float) -> bool:
    """Whether a text is the number written plainly ("12345", "4.5")."""
    return re.fullmatch(r"-?\d+(?:\.\d+)?", text) is not None and float(text) == number


def _words_alike(word: str, other: str) -> bool:
    """Whether two words are forms of one ("creation" and "created", "id" and "ID", "users" and "user")."""
    common = next((i for i in range(min(len(word), len(other))) if word[i] != other[i]), min(len(word), len(other)))
    return common >= min(5, len(word), len(other)) and common >= 2


def _stated_for(request: str, key: str, description: str) -> str | None:
    """The value a request states for the parameter in so many words, "<what> is <value>", where the
    words just before "is" name it: each a word of its name or of its description's first phrase, one
    of its name ("The creation timestamp of the configuration is 2023-04-01T10:00:00Z" for ``created``,
    "The song_id is x_1", "Use the account whose user ID is 12345"). The value is one token, a code:
    quoted or written with a digit or a sign ("the weather is nice" states none); two different values
    stated are none."""
    own = [w.lower() for w in _KEY_PARTS.split(key) if w]
    described = re.findall(r"[a-z][\w'-]*", re.split(r"[,.;:(]", description.lower(), maxsplit=1)[0])
    found: list[str] = []
    for match in _STATED_VALUE.finditer(request):
        value = next(group for group in match.groups() if group is not None)
        if re.search(r"\s", value) or not (match.group(1) or match.group(2) or re.search(r"[\d_@/-]", value)):
            continue
        before = re.split(r"[.,;:!?()\[\]]", request[: match.start()])[-1]
        named: list[str] = []
        for word in reversed([w.lower() for w in _KEY_PARTS.split(before) if w][-8:]):
            if word not in _STOP and not any(_words_alike(word, o) for o in [*own, *described]):
                named = named if named and named[-1] in _STOP else []  # "the resource ID": another's ID
                break
            named.append(word)
        if any(_words_alike(word, o) for word in named if word not in _STOP for o in own):
            found.append(value)
    return found[0] if len(set(found)) == 1 else None


_COMMA_LIST = re.compile(r"\bcomma[- ]separated\b", re.IGNORECASE)
_EXAMPLE_LIST = re.compile(r"'([^'\s,]+(?:,\s?[^'\s,]+)+)'")


def _shape(token: str) -> str:
    """A token's skeleton: its punctuation between runs of letters and digits ("owner/repo" -> "a/a")."""
    return re.sub(r"[\w-]+", "a", token)


def _capital_code(token: str) -> bool:
    """Whether a token is a code of two to five capital letters ("AAPL", "EUR"), as a list's example writes them."""
    return _CAPITAL_CODE.fullmatch(token) is not None


def _comma_separated(request: str, description: str) -> str | None:
    """A text the description asks as a comma-separated list with an example ("such as 'octocat/Hello-World,
    octo-org/octo-repo'"): the request's tokens of the example items' shape (two or more), joined as the
    example joins them; ``None`` when the description asks no such list or the request writes fewer."""
    example = _EXAMPLE_LIST.search(description)
    if not _COMMA_LIST.search(description) or example is None:
        return None
    shapes = {_shape(item.strip()) for item in example.group(1).split(",")}
    if len(shapes) != 1:
        return None
    if (shape := shapes.pop()) == "a" and all(_capital_code(item.strip()) for item in example.group(1).split(",")):
        items = [word for word, _, _ in words_of(request) if _capital_code(word)]  # 'AAPL,MSFT': "AAPL and MSFT"
    elif shape == "a":
        return None  # bare words: no shape tells the list's items from the request's other words
    else:
        items = [word for word, _, _ in words_of(request) if _shape(word) == shape]
    separator = ", " if ", " in example.group(1) else ","
    return separator.join(dict.fromkeys(items)) if len(items) > 1 else None


def _is_ending(key: str) -> bool:
    """Whether a parameter names the end of a period (``end_date``, ``until``, ``finish_time``, ``return_time``)."""
    return bool(set(name_words(key)) & {"end", "until", "finish", "stop", "to", "last", "return"})


def is_command(key: str) -> bool:
    """Whether a string parameter holds a command line to run (``command``, ``cmd``, ``shell_command``)."""
    return bool(set(name_words(key)) & {"command", "cmd"})


# "using docker ps", "using the exact command shutdown /s /t 0", "through dir D:\\", "run `ls -la`"
_COMMAND_AFTER = re.compile(
    r"\b(?:using|through|via|run|running|execute|executing)\s+(?:the\s+)?(?:exact\s+)?"
    r"(?:(?:command|instruction)(?:\s+called)?\s+)?(?=(.+)$)",
    re.IGNORECASE,
)


def written_command(request: str) -> str | None:
    """The command line the request writes out after "using", "through", "run" or "execute" (a
    backticked one first), else the one usual line of what it asks a named program to do ("say hi using
    the echo command": ``echo hi``, :func:`asked_command`); ``None`` when it writes none: a program's name
    alone or words ("using the quadratic formula") are no command line."""
    ticked = re.search(r"`([^`\n]{1,200})`", request)
    if ticked:
        return ticked.group(1).strip()
    if len(alone := programs_run(request)) == 1:
        return alone[0]  # "run ipconfig in the terminal": a program's name alone, after the verb that runs it
    for match in _COMMAND_AFTER.finditer(request.strip()):
        written = match.group(1).strip().rstrip("?!").removesuffix(".")
        command = re.sub(r"\s+(?:command|instruction)$", "", written)
        words = command.split()
        if words[:1] and words[0] in _BARE_PROGRAMS and len(words) == 1:
            return command  # "check the current directory using cd": a program run with no arguments
        if len(words) < 2 or len(command) > 300 or not re.fullmatch(r"[a-z][\w.-]*", words[0]):
            continue
        prose = re.search(r"\b(?:command|instruction)\b", command)  # "the start command and through the link"
        if {w.lower() for w in words[:2]} & _PROSE_WORDS or prose:
            continue  # "running using docker ps" reads on to "docker ps"
        before = request[: match.start(1)]  # "using the command called start calc", "using the start calc command"
        named = bool(re.search(r"\b(?:command|instruction)\s+(?:called\s+)?$", before, re.I)) or command != written
        shaped = re.search(r"(?:^|\s)(?:--?\w|/\w)|[\\%|&:]|\.exe\b", command)
        program = re.search(rf"\b{re.escape(words[0])}\b", request[: match.start()], re.IGNORECASE)
        known = words[0] in _SHELL_PROGRAMS  # "list files using dir Desktop"
        if named or shaped or program or known:  # "start Docker ... using docker start": the program named before
            return command
    return asked_command(request)  # "list c drive", "close firefox using taskkill"


# Where one item of a list ends and the next begins: "gym and laundry", "eggs, milk, and bread"
ITEM_JOINT = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")
# Programs run with no arguments, then perhaps where they run: "run ipconfig in the terminal", "execute
# whoami", "run ipconfig and whoami in the terminal".
_PROGRAMS_RUN = re.compile(
    rf"\b(?i:run|execute)\s+([a-z][\w.-]*(?:(?:{ITEM_JOINT.pattern})[a-z][\w.-]*){{0,3}})"
    r"(?:\s+(?:in|on|inside|from)\s+(?:the|my|a|this|your)\s+[a-z][\w -]{0,40})?(?:\s*,?\s+please)?[.?!]?$",
)
MAX_PROGRAMS_RUN = 4


def programs_run(request: str) -> list[str]:
    """The programs a request ends by running with no arguments, after "run" or "execute" in lower case
    ("run ipconfig and whoami in the terminal" -> ``["ipconfig", "whoami"]``): each one word, no small word
    of prose ("run the tests") and no verb's ending; ``[]`` when it runs none so."""
    found = _PROGRAMS_RUN.search(request.strip())
    if found is None:
        return []
    programs = [word for word in ITEM_JOINT.split(found.group(1)) if word]
    if any(word in _PROSE_WORDS or word.endswith(("ing", "ed")) for word in programs):
        return []
    return programs if len(programs) <= MAX_PROGRAMS_RUN else []


# Programs of a Windows prompt that run with no arguments: "using cd", "using whoami" is a whole line
_BARE_PROGRAMS = frozenset({"cd", "cls", "ver", "vol", "ipconfig", "tasklist", "whoami", "hostname", "systeminfo"})
# Programs of a shell a command line opens with: after "using", the line that runs one is a command
_SHELL_PROGRAMS = frozenset(
    {"dir", "ls", "echo", "taskkill", "tasklist", "ping", "ipconfig", "ifconfig", "netstat", "whoami", "mkdir"}
    | {"rmdir", "del", "rm", "cp", "mv", "copy", "xcopy", "cat", "grep", "git", "docker", "kubectl", "python"}
    | {"python3", "pip", "npm", "node", "curl", "wget", "ps", "kill", "pkill", "chmod", "tar"}
)


_PROSE_WORDS = frozenset(  # words that open prose, never a command line
    {"the", "a", "an", "my", "this", "that", "it", "its", "and", "for", "to", "with", "in", "on", "of"}
    | {"using", "through"}
)


# "Timezone is not included and should be specified separately", "without the time zone": no 'Z' either
_ZONE_LEFT_OUT = re.compile(r"\btime\s?zone\s+is\s+not\s+included\b|\bwithout\s+(?:a\s+|the\s+)?time\s?zone\b", re.I)


def _date_and_time(request: str, key: str, description: str) -> list[str]:
    """A date with its time of day in the one value the description asks for ("YYYY-MM-DD HH:mm:ss"):
    "March 19, 2024, at 12:00" -> ``2024-03-19 12:00:00``; an end (``end_available_date``) takes the
    last time named ("between 10:30 a.m. and 7:00 p.m."). A time alone where the description also
    takes "HH:MM" is that time in 24 hours. Empty when the request gives no such date and time."""
    asked = re.search(r"date|time|when|stamp", key, re.I) or re.search(
        r"\bdate[- ]?time\b|yyyy\W{1,3}mm\W{1,3}dd(?:\W{1,3}|t)hh", description, re.I  # ISO 8601's "T" too
    )
    form = date_time_form(description) if asked else None
    if form is None:
        return []
    if form.zulu and (names_a_local_zone(request) or _ZONE_LEFT_OUT.search(description)):
        form = replace(form, zulu=False)  # "15:00 in the Europe/Berlin time zone" is no UTC time
    written = [(v.value, v.start, v.end) for v in dates(request)]
    days = list(dict.fromkeys(p for d in meant_dates(request, written, date_parts) if (p := date_parts(d))))
    if not days:  # "tomorrow at 8am" for an ISO 8601 date-time: the day by the clock
        today = datetime.date.today()
        placed = [on_the_calendar(request, text, start, end, today) for text, start, end in written]
        days = list(dict.fromkeys(p for d in placed if d and (p := date_parts(d))))
    times = clock_times(request, "24-hour")
    if not times or len(days) > 1:
        return []
    hour, minute = (int(part) for part in (times[-1] if _is_ending(key) else times[0]).split(":"))
    if not days:
        return [f"{hour:02d}:{minute:02d}"] if re.search(r"['\"(]hh:mm['\")]", description, re.I) else []
    year, month, day = days[0]
    if year is None:  # "March 12th at 3 pm": the next March 12th by the clock
        year = upcoming_year(month, day, datetime.date.today())
    lasting = lasting_minutes(request) if _is_ending(key) and len(times) == 1 else None
    if lasting is not None:  # "at 9:00, duration 3 hours": the end is three hours after the start
        return [form.write(*minutes_later((year, month, day), hour, minute, lasting))]
    return [form.write((year, month, day), hour, minute)]


# A day named by its distance from today alone ("next Monday" may be restated as a date further on)
_TODAY_ALONE = re.compile(r"today|tomorrow|yesterday|tonight", re.IGNORECASE)
# "from today until ...", "between today and ...", "today through ...": today ends or opens a range.
_RANGE_BEFORE = re.compile(r"\b(?:from|between|since|until|till|to|through)\s+$", re.IGNORECASE)
_RANGE_AFTER = re.compile(r"^\s*(?:until|till|to|through|and|-|–)\b", re.IGNORECASE)


def _without_a_passing_today(
    written: list[tuple[str, int, int]], request: str
) -> list[tuple[str, int, int]]:
    """The dates written, without a "today" said in passing beside a date written out ("I'm sorting out
    things today. A flight on April 15th 2023"): only a today that opens or ends a range is a date then."""
    if not any(not _RELATIVE.match(text) for text, _, _ in written):
        return written
    return [
        (text, start, end)
        for text, start, end in written
        if not (_TODAY_ALONE.fullmatch(text) and text.lower() in ("today", "tonight"))
        or _RANGE_BEFORE.search(request[max(0, start - 12) : start])
        or _RANGE_AFTER.match(request[end : end + 10])
    ]
# A description asking a date written in numbers: "YYYY-MM-DD", "in the format 2024-01-31", "dd/mm/yyyy".
def _year_by_the_clock(value: str) -> int | None:
    """For a day of the year written without its year ("March 12th"), the year of its next coming by
    the clock; ``None`` for any other date."""
    parts = date_parts(value)
    if parts is None or parts[0] is not None:
        return None
    return upcoming_year(parts[1], parts[2], datetime.date.today())


_NUMERIC_DATE = re.compile(r"yyyy|mm[-/.]dd|dd[-/.]mm|\d{4}-\d{2}-\d{2}|\d{2}/\d{2}/\d{4}", re.IGNORECASE)


_CLOSING_WORD = re.compile(r",\s*([A-Za-z]+)$")  # "the build passed, silently"
# A description that ends on the preposition its value follows: "Branch to merge into.", "Folder to save in."
_ENDS_ON_A_PREPOSITION = re.compile(r"\b(into|onto|against|from|in|to)\W*$", re.IGNORECASE)


def _after_its_preposition(request: str, spec: Mapping[str, Any]) -> list[str]:
    """The one token the request writes after the preposition its parameter's description ends on ("open a
    PR into develop" for a base described as "Branch to merge into."); empty when it writes none or a
    small word there, or the preposition twice."""
    described = _ENDS_ON_A_PREPOSITION.search(str(spec.get("description", "")))
    if described is None:
        return []
    said = described.group(1).lower()
    said = "into|against" if said == "into" else said  # "a PR from feature-x against develop": merged into it
    found = [token.rstrip("./-") for token in re.findall(rf"\b(?:{said})\s+([\w./-]+)", request, re.IGNORECASE)]
    return found if len(found) == 1 and found[0].lower() not in _STOP else []
def _named_after_its_preposition(request: str, spec: Mapping[str, Any]) -> list[str]:
    """:func:`_after_its_preposition` for a required name, only for what something is merged "into"
    ("merge hotfix into main"): after "in" or "to" a required name is often no value of it (the country
    "the city is in", "Is it rude not to tip a cab driver?"), and a request no tool fits made a call."""
    described = _ENDS_ON_A_PREPOSITION.search(str(spec.get("description", "")))
    if described is None or described.group(1).lower() != "into":
        return []
    return _after_its_preposition(request, spec)


_POSTAL_WORDS = frozenset(["zip", "zipcode", "postal", "postcode"])
# A postal code: 4 to 6 digits (a ZIP+4 too), or a British one ("SW1A 1AA"); never a street's number.
_POSTAL_CODE = re.compile(r"(?<![\w.-])(\d{4,6}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})(?![\w.-])")


# A currency that a word before it sets apart from a list of them: "against USD", "from EUR", "into yen".
_CURRENCY_MARK = re.compile(
    r"\b(?:against|base|from|into|to|vs\.?|versus|relative\s+to|in\s+terms\s+of)\s+(?:the\s+|a\s+)?$", re.I
)


def _marked_currencies(request: str, named: Sequence[Value]) -> set[str]:
    """The currencies of several named that the request sets apart: one an amount is given in ("100
    EUR") or one after a word that marks it ("against USD", "into yen"); the others are a list's items."""
    amounts = numbers(request)
    return {
        v.value
        for v in named
        if _CURRENCY_MARK.search(request[: v.start]) or any(_amount_of(request, a, v) for a in amounts)
    }


def _ground_string(
    request: str, key: str, spec: Mapping[str, Any], taken: Sequence[str], needed: bool, vocabulary: Set[str]
) -> dict[str, Any] | None:
    about = f"{key} {spec.get('description', '')}".lower()
    specific: list[str] = []
    named_currencies = currencies(request)
    mailed = [v.value for v in emails(request) if v.value not in taken]
    if _takes_an_address(key, about) or (_bare_to(key, about) and not named_currencies) or _mailed_to(about, mailed):
        specific = mailed
        if not specific:
            return None  # an address is never made up, nor the one another parameter took given again
    elif set(name_words(key)) & _POSTAL_WORDS and (postal := _POSTAL_CODE.findall(request)):
        specific = [code for code in dict.fromkeys(postal) if code not in taken]  # "12 Main St, 62701": 62701
        if len(specific) != 1:
            return None
    elif "currenc" in about or (named_currencies and _is_currency_name(key)):
        specific = _ordered_currencies(request, key.lower())
        named_twice = [code for code in specific if sum(v.value == code for v in named_currencies) > 1]
        specific = [code for code in specific if code not in taken] or named_twice  # "from EUR" is no "to EUR"
        if not needed and len({v.value for v in named_currencies}) > 1:
            marked = _marked_currencies(request, named_currencies)
            specific = [code for code in specific if code in marked]  # "rates for JPY, CHF and CAD": no base
        if not specific:
            return None
    elif stamped := _date_and_time(request, key, str(spec.get("description", ""))):
        specific = [value for value in stamped if value not in taken]
        if not specific:
            return None
    elif _is_date(key.lower()) or asks_a_date_form(key, str(spec.get("description", ""))):
        written = _without_a_passing_today([(v.value, v.start, v.end) for v in dates(request)], request)
        found = meant_dates(request, written, date_parts)
        description = str(spec.get("description", ""))
        by_the_clock = all(_RELATIVE.match(d) for d in found) or any(_TODAY_ALONE.fullmatch(d) for d in found)
        if _NUMERIC_DATE.search(description) and by_the_clock:  # "tomorrow", "from today until ...": by the clock
            today = datetime.date.today()
            placed = {
                text: on_the_calendar(request, text, start, end, today)
                for text, start, end in written
                if needed or text.lower() in ("tomorrow", "yesterday")  # an optional today, a weekday: the tool's
            }
            found = [placed.get(d) or d if _RELATIVE.match(d) else d for d in found]
        found = [d for d in found if not _RELATIVE.match(d)] + [d for d in found if _RELATIVE.match(d)]
        years = {v.value for v in numbers(request) if isinstance(v.value, int) and 1000 <= v.value <= 2999}
        year = next(iter(years)) if len(years) == 1 else None  # "from 2023 April 4th to April 8th"
        if year is None and needed and _NUMERIC_DATE.search(description):  # "on March 12th": the next one
            specific = [_formatted_date(d, description, _year_by_the_clock(d)) for d in found]
        else:
            specific = [_formatted_date(d, description, year) for d in found]
        specific = [d for d in specific if d not in taken]
        if not specific:
            return None  # a date is never made up, nor one date used twice
        if not needed and _NUMERIC_DATE.search(description) and all(_RELATIVE.match(d) for d in specific):
            return None  # "this weekend" is no date in the form asked: an optional one is left to the tool
    elif _is_clock(key, str(spec.get("description", ""))):
        specific = [t for t in clock_times(request, str(spec.get("description", ""))) if t not in taken]
        if not specific:
            return None  # a time is never made up
    elif _takes_a_place(key, about) and (streets := [a for a in street_addresses(request) if a not in taken]):
        specific = [_street_as_asked(street, str(spec.get("description", ""))) for street in streets]  # number kept
    elif _is_secret(key):
        specific = [value for value in _told_secrets(request, key) if value not in taken]
        if not specific:
            return None  # a password is never one of the request's other words ("once I'm in")
    elif _takes_a_link(key):
        specific = [link for link in links(request) if link not in taken]
        if not specific:
            return None  # an address on the web is never made up from other words
    elif _takes_a_host(key):
        specific = [host for host in hosts_in(request) if host not in taken]
        if not specific:
            return None  # a network address is never made up from other words ("from the following URL")
    elif _described_as_a_host(str(spec.get("description", ""))) and (
        hosts := [host for host in hosts_in(request) if host not in taken]
    ):
        specific = hosts  # "IP address or hostname of the printer": "at 192.168.1.40"
    elif is_command(key) and (command := written_command(request)):
        specific = [command] if command not in taken else []
    elif _is_id(key) and "country" in name_words(key) and (countries := countries_written(request)):
        specific = [country for country in countries if country not in taken]  # "holidays in Canada" for a
        if not specific:  # ``country_code``: no id, the country's name, written as its code by the region's reading
            return None
    elif _is_id(key):
        in_dates = [(d.start, d.end) for d in dates(request)]
        specific = [
            w.removeprefix("#") or w  # "order #B-17": the number sign is no part of the id
            for w, start, _ in words_of(request)
            if any(c.isdigit() for c in w)
            and not any(a <= start < b for a, b in in_dates)  # "August 11, 2024" holds no id
            and not re.match(r"[$€£¥]", w)
        ]
        specific += [v.value for v in quoted(request)]  # "the 'R vs Adams' case"
        for grouped in _SPACED_DIGITS.findall(request):  # "package 7712 3344 5566": one number in groups
            specific = [grouped, *(w for w in specific if w not in grouped.split())]
        if {"uuid", "guid"} & {word.lower() for word in name_words(key)}:
            specific = [w for w in specific if not w.isdigit()]  # "version number 5" is no project's UUID
        if not specific and key.lower() in ("code", "iata", "icao"):  # "the airport LAX" for an airport's ``code``
            specific = [c for c in _CAPITAL_CODE.findall(request) if c not in taken]
        about_id = str(spec.get("description", ""))
        linked = (
            _linked_id(request, key)
            or _like_the_example(request, about_id)
            or _id_after_what_it_identifies(request, key, about_id)
        )
        if linked is None and not needed:
            return None  # an optional id the request does not name ("a discount code") is left out
        lettered = [w for w in specific if any(c.isalpha() for c in w)]  # "250 units of KB-2041": KB-2041
        if lettered and any(not any(c.isalpha() for c in w) and w in taken for w in specific):
            specific = lettered + [w for w in specific if w not in lettered and w not in taken]
        specific = [linked, *(w for w in specific if w != linked)] if linked else specific  # "id was 123123"
        if not specific:
            return None
    else:
        text_like = _is_text(key.lower(), about)
        introduced = _introduced(request, key, str(spec.get("description", "")))
        texts = _texts_of_their_own(request, introduced) + _after_colon(request) if text_like else []
        if set(name_words(key)) & (_PLACE_WORDS | _PERSON_WORDS | {"company", "team", "brand"}):
            introduced = [t for t in introduced if not t[:1].islower()]  # a place or a person has capitals
        specific = [_CLOSING_WORD.sub(lambda m: "" if m.group(1) in taken else m.group(0), t) for t in introduced]
        specific = [t for t in texts + specific if t not in taken]  # "..., silently": the flag's word, no text's
        if not specific and needed and not set(name_words(key)) & (_PLACE_WORDS | _PERSON_WORDS):
            specific = [e for e in _entry_put(request) if e not in taken]  # "add oat milk to my shopping list"
        if _asks_a_code(about):
            shares = tickers_named(request) if "ticker" in about or "price" in vocabulary else []  # "Microsoft": MSFT
            specific = [c for c in [*_parenthesized_codes(request), *shares] if c not in taken] + specific
        if not specific and set(name_words(key)) & _SEARCHED_NAMES and (new := whats_new_with(request, vocabulary)):
            specific = [new] if new not in taken else []  # "whats new with X in the news": X, not all after "with"
        if not specific and text_like:
            specific = [t for t in _put_text(request) + _with_text(request) if t not in taken]
        if not specific and set(name_words(key)) & _SEARCHED_NAMES:
            searched = _searched_for(request, vocabulary) or (asked_about(request) if "search" in vocabulary else None)
            specific = [_without_other_values(searched, taken)] if searched and searched not in taken else []
        if not specific and needed and _is_content(key.lower()):
            # content to write, send or save is the user's: never a guess, only what the tool's verb takes
            return _sole(_object_of_tool_word(request, vocabulary, taken, content=True))
        if not specific and _TITLE_WORDS & set(name_words(key)):
            specific = _about_before_colon(request, taken)  # "email jo about the launch: we go live Monday"
            specific = specific or _first_clause_after_colon(request, taken)  # "new task: update the docs, ..."
            specific = specific or _after_the_tools_colon(request, vocabulary, taken)  # "open a ticket: X is down"
            specific = specific or _what_its_thing_is_for(request, vocabulary, taken)  # "a task to call the bank"
            specific = specific or _how_its_thing_goes(request, vocabulary, taken)  # "a bug where the footer ..."
        if not specific and _is_place_or_name(key.lower(), about):
            names = [t for t in capitalized(request) if not any(x and x in t and not _of_place(t, x) for x in taken)]
            # "Austin" or "TX" of "Austin, TX" another parameter took is no other name
            names = [t for t in names if not any(x.startswith(f"{t}, ") or x.endswith(f", {t}") for x in taken if x)]
            names = [t for t in names if " " in t or not any(c.isdigit() for c in t)]  # "COVID-19" is no place
            names = [t for t in names if len(t) > 1]  # "in F": a letter is no name
            own_names = [t for t in names if not _only_words_of(t, vocabulary)]  # "the RGB value of Sea Green"
            if set(name_words(key)) & _REGION_WORDS:  # "Capital of Japan?": capitalized as the request opens
                own_names = [_trimmed(t, vocabulary) if request.lstrip().startswith(t) else t for t in own_names]
            names = own_names if own_names or _ACCOUNT_WORDS & set(name_words(key)) else names  # "GitHub" no user
            lowered = [t.lower() for t in taken if t]
            places = [p for p in _known_places(request) if p.lower() not in lowered]
            form = asked_form(str(spec.get("description", "")))
            if not places:  # "the weather in fremont", "a salon in emeryville, ca": towns in small letters
                places = [p for p in towns_in_lower_case(request) if p.lower() not in lowered]
                places = places if form else [p for p in places if _ends_a_phrase(p.split(",")[0], request)]
            if places and form and not any(is_town(name) for name in names):
                names = places  # "something Italian that serves Pizza in new york": the town in lower case
            names = (
                names
                or [v.value for v in quoted(request) if v.value not in taken]
                or [
                    place_in_capitals(place)
                    for place in places  # "weather oslo": Oslo
                ]
            )
            if not names and needed and (measured := _measured_in(request, taken)):
                return _sole(measured)  # "16 ounces of chai tea": chai tea
            if not names and needed and (owner := owner_of_tool_word(request, vocabulary, taken)):
                return {"type": "string", "enum": [owner]}  # "octocat's profile" for a profile's username
            if not names and needed:  # a name (a place, a title, a person) is never made up from other words,
                verbs_object = _object_of_tool_word(request, vocabulary, taken)  # but may be what the tool's verb takes
                described = str(spec.get("description", ""))
                verbs_object = verbs_object and _without_its_kind_word(verbs_object, key, described)
                verbs_object = verbs_object and _without_the_tools_thing(verbs_object, key, vocabulary)
                return _sole(place_in_capitals(verbs_object) if verbs_object else None)  # "capital of kenya": Kenya
            specific = names if len(names) == 1 else []
            if len(names) > 1:
                return {"type": "string", "enum": names}
    if _is_when(key):
        specific = [value for value in specific if _says_when(value, key)]
    specific = [value for value in specific if not _PRONOUN.fullmatch(value)]  # "with me" is no text
    if specific:
        return {"type": "string", "enum": specific[:1]}
    if not needed:
        return None
    if (framed := _framed_value(request, vocabulary, taken)) is not None:
        return {"type": "string", "enum": [framed]}
    candidates = [c for c in string_candidates(request, key, spec, taken) if not _names_nothing(c, vocabulary)]
    whole = request.strip(" \t\n.?!")
    if _described_as_a_name(key, str(spec.get("description", ""))):
        from sprig.models._local_route import stems

        if stems(whole) & vocabulary:  # "deploy to production", the tool's verb in it, names no service
            candidates = [c for c in candidates if c.strip().lower() != whole.lower()]
    owned = _owned_words(str(spec.get("description", "")))
    candidates = [c for c in candidates if (trim := _trimmed(c, vocabulary, owned)) == c or trim not in candidates]
    candidates = [c for c in candidates if not _opens_on_a_verb_of_the_speaker(request, c)]
    if _described_as_a_name(key, str(spec.get("description", ""))):
        candidates = [c for c in candidates if not _only_when(c)]  # "a table for 4 tonight" names no restaurant
    opening = _IMPERATIVE.match(request)
    candidates = [c for c in candidates if not opening or c.lower() != opening.group(1).lower()]  # "turn on the"
    return {"type": "string", "enum": candidates, "x-spans": True} if candidates else None


# A request that opens on its verb, told by the small word after it: "turn on the light", "start the oven".
_IMPERATIVE = re.compile(
    r"\W*(?:(?:please|pls|can you|could you)\s+)?([a-z]+)\s+(?:on|off|up|down|the|a|an|my|all|this|that|some|it|them)\b"
)


# A number written in groups of digits with spaces between ("7712 3344 5566"): one identifier.
_SPACED_DIGITS = re.compile(r"(?<![\w.,:/-])\d{3,5}(?: \d{3,5}){2,}(?![\w.,:/-])")


def _without_the_tools_thing(value: str, key: str, vocabulary: Set[str]) -> str:
    """A title or a name of a thing the tool is about, without that thing's noun after it: "data analyst jobs"
    for the ``job_title`` of a tool about jobs is ``data analyst`` (the key names the thing, the tool's
    words hold it)."""
    head, _, last = value.rpartition(" ")
    own = set(name_words(key))
    if not head or not last.islower() or not own & _GENERIC_NOUNS:
        return value
    thing = last.removesuffix("s")
    return head if thing in own - _GENERIC_NOUNS and {thing, last} & vocabulary else value


def _described_as_a_name(key: str, description: str) -> bool:
    """Whether a parameter takes a name: named so (``service_name``) or described so ("Service name.",
    "Name of the bucket")."""
    return "name" in name_words(key) or re.match(r"\W*(?:\w+\s+)?name\b|\W*name of\b", description, re.I) is not None


# The words of a moment relative to now, which name nothing else ("tonight", "tomorrow morning", "this weekend").
_MOMENT_WORDS = _wordset(
    "today tonight tomorrow yesterday now morning noon afternoon evening night midnight weekend week month year "
    "this next last monday tuesday wednesday thursday friday saturday sunday"
)

_MOMENTS_SAID = _MOMENT_WORDS - _STOP  # "this", "next": small words that say no moment alone


def _only_when(span: str) -> bool:
    """Whether a span says only when ("tonight", "tomorrow morning", "this weekend"): no name of anything."""
    words = [w.lower() for w in re.findall(r"[\w'-]+", span)]
    return any(w in _MOMENTS_SAID for w in words) and all(w in _MOMENT_WORDS or w in _STOP for w in words)


def _opens_on_a_verb_of_the_speaker(request: str, span: str) -> bool:
    """Whether a span of lower case opens, wherever the request writes it, on the word after "I", "we" or
    "you": their verb ("how should I choose a log level": "choose" is no service's name)."""
    if not span[:1].islower():
        return False
    places = [m.start() for m in re.finditer(rf"(?<![\w-]){re.escape(span)}(?![\w-])", request)]
    return bool(places) and all(re.search(r"\b(?:i|we|you)\s+$", request[:at], re.I) for at in places)


def _entry_put(request: str) -> list[str]:
    """The entry a request puts in a container of the user's or takes out of it, without its count ("add
    dentist to my calendar" -> ``dentist``, "put 2 cartons of eggs on the list" -> ``eggs``)."""
    put = put_in_a_container(request)
    from sprig.models._local_route import opens_with_a_verb

    entry = re.sub(r"^\d+\s+(?:[a-z]+\s+of\s+)?", "", put[1]) if put else ""
    if opens_with_a_verb(entry):  # "add buy a card for mom to my list": a thing to do, whole but for its time
        return [_ENTRY_WHEN.split(entry)[0]]
    entry = re.split(r"\s+(?:on|at|in|for|from|by|with|before|after)\s+", entry)[0]  # "Team lunch on May 3 at ..."
    if currencies(entry) and _AN_AMOUNT.fullmatch(entry):
        return []  # "Put $80 into my Holiday Fund": money moved into an account, no entry of a list
    return [entry] if entry else []


# An amount of money alone: "$80", "80 dollars", "€1,200"
_AN_AMOUNT = re.compile(r"[^\w\s]{1,3}\s?\d[\d,.]*|\d[\d,.]*\s?(?:[^\w\s]{1,3}|[A-Za-z]{1,8})")


# Where a time of an entry starts: "call the bank on May 3", "pay rent by Friday", "water plants at 8".
_ENTRY_WHEN = re.compile(
    r"\s+(?:on|at|in|by|before|after|until)\s+(?=(?:the\s+)?(?:\d|today\b|tomorrow\b|tonight\b|next\b|this\b|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:january|february|march|april|may|june|july|august|september|"
    r"october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b))",
    re.IGNORECASE,
)


def _texts_of_their_own(request: str, introduced: Sequence[str]) -> list[str]:
    """The texts a request quotes for a text parameter: not a string inside code it writes
    (``print('hi')``), nor one inside a longer text it introduces."""
    return [quote.value for quote in quotations(request) if not _inside_a_longer_text(request, quote, introduced)]


def _inside_a_longer_text(request: str, quote: Value, texts: Sequence[str]) -> bool:
    """Whether a quote, with its quote marks, is part of a longer text the request introduces
    ("containing echo "done"" introduces ``echo "done"``: the quote is no value of its own)."""
    return any(request[quote.start : quote.end] in text for text in texts)


_CAPITAL_CODE = re.compile(r"(?<![\w-])([A-Z]{2,5})(?![\w-])")  # "LAX", "NRT": a code in capitals


def _asks_a_code(about: str) -> bool:
    """Whether a parameter (its name and description) asks a short code for a name: a symbol, a ticker,
    an abbreviation."""
    return re.search(r"\b(?:symbols?|tickers?|abbreviations?|acronyms?)\b", about) is not None


def _parenthesized_codes(request: str) -> list[str]:
    """The codes the request writes in parentheses after a name ("Microsoft (MSFT)" -> ``MSFT``)."""
    return re.findall(r"\w\s+\(([A-Z][A-Z0-9.-]{0,9})\)", request)


def _after_its_written_key(request: str, key: str) -> list[str]:
    """The one token a request writes right after the parameter's key spelled as the schema spells it and
    "is", ":" or "=": "The song_id is wjeiruhuq_roar", "song_id: abc_123"; and for a key of one plain word
    after "of", "with" or "the", a token that ends the clause ("files of type csv"); never a small word ("the type
    of file"), a kind word or a naming verb ("the database name is ...", "the endpoint URL ...", "the
    database named ..."), the first word of a longer name ("the name Ada Lovelace") or of a phrase
    ("with content go to sleep", "the function y = x^3")."""
    compound = not key.isalpha() or not key.islower()  # song_id, songId: a spelling no sentence uses
    lead = r"(?<![\w-])" if compound else r"\b(?:of|with|the)\s+"
    # a key of its own spelling is linked to its value by "is", ":" or "=" (a bare space lost a first-contact task)
    link = r"(?:\s+is\s+|\s*[:=]\s*)" if compound else r"(?:\s+is\s+|\s*[:=]\s*|\s+)"
    plural = not compound and len(key) > 4 and key.endswith("s") and not key.endswith("ss")
    own = re.escape(key) + ("?" if plural else "")  # "the label regression" for ``labels``
    pattern = rf"{lead}{own}{link}(['\"]?)(\w(?:[\w.@/+-]*\w)?)\1(?=[\s,;.!?]|$)"
    found = []
    for match in re.finditer(pattern, request):
        value, after = match.group(2), request[match.end() :]
        naming = re.fullmatch(rf"{_KIND_WORDS_RE}|called|named|titled", value, re.I) is not None
        ends = re.match(r"\s*(?:[,;!?]|\.(?:\s|$)|$)", after) is not None
        if value.lower() in _STOP | _VAGUE or naming or re.match(r"\s+[A-Z0-9]", after) or not (compound or ends):
            continue
        found.append(value)
    return found


def _token_like(request: str, value: str) -> bool:
    """Whether a value reads as a token rather than a word: it has a digit, or the request quotes it."""
    return any(c.isdigit() for c in value) or any(f"{q}{value}{q}" in request for q in "'\"")


def _told_secrets(request: str, key: str) -> list[str]:
    """The secrets the request tells after the parameter's word: "password is 'x'", "password: x", or
    "password x" when x is no plain word ("hunter2"), "password I think is x", "for the password, just use
    'x'"; "a new password once I'm in" tells none."""
    words = [w for w in name_words(key) if w not in _STOP] or [key]
    found = []
    for word in words:
        link = r"((?:,?\s+[\w']+){0,3}?(?:,?\s+(?:is|as|of|to|=|use)\s+|\s*[:=]\s*)|\s+)"  # "password to use: x"
        pattern = rf"\b{re.escape(word)}s?\b{link}(['\"“]?)([^\s'\"”:]+)\2(?=[\s.,;!?]|$)"
        for match in re.finditer(pattern, request, re.IGNORECASE):
            linked, quoted_value, value = match.group(1).strip(), match.group(2), match.group(3).rstrip(".,;!?")
            if value and (linked or quoted_value or not value.isalpha()) and value.lower() not in _STOP:
                found.append(value)
        before = rf"(['\"“])([^'\"”]+)[\"'”]\s+as\s+(?:the\s+|my\s+|a\s+)?{re.escape(word)}\b"
        found += [match.group(2) for match in re.finditer(before, request, re.IGNORECASE)]  # "'x9' as password"
    return found


def _code_token(value: str, used: Sequence[str]) -> bool:
    """Whether a value is one token written with a digit ("L_5798", "ORD-12") that no other parameter took."""
    return " " not in value and any(c.isdigit() for c in value) and not any(overlap(value, u) for u in used)


def _owned_words(description: str) -> set[str]:
    """The stems of what a parameter's description says its value owns ("Name of the service whose logs to
    search": ``log``): a span ending in one names the owner ("checkout logs" is the service ``checkout``)."""
    from sprig.models._local_route import stems

    return set().union(*(stems(word) for word in re.findall(r"\bwhose\s+(\w+)", description, re.IGNORECASE)))


_LINKING_WORDS = frozenset(["of", "in", "at", "for", "on"])
_DETERMINERS = frozenset(["the", "a", "an", "my", "our", "your"])


def _trimmed(span: str, vocabulary: Set[str], owned: Set[str] = frozenset()) -> str:
    """The span without a first word that is the tool's own ("cook steak" to a recipe tool that cooks),
    nor a last one in small letters after a name ("Gibson Les Paul guitar" to a tool of guitar prices; not
    "rock songs", whose words are no name) or that the value owns (``owned``: "checkout logs" for the
    service "whose logs" the tool searches): the value is what is left. The span itself else."""
    words = span.split()
    if len(words) < 2 or not vocabulary:
        return span
    from sprig.models._local_route import stems

    first, last = stems(words[0]), stems(words[-1])
    if first and first <= vocabulary:  # "temperature in the nursery" to a tool of room temperatures: nursery
        rest = words[1:]
        if len(rest) > 1 and rest[0].lower() in _LINKING_WORDS:
            rest = rest[2:] if len(rest) > 2 and rest[1].lower() in _DETERMINERS else rest[1:]
        return " ".join(rest)
    named = all(word[:1].isupper() for word in words[:-1]) or bool(last and last <= owned)
    return " ".join(words[:-1]) if last and last <= vocabulary and words[-1].islower() and named else span


_MOMENT_OR_GREETING = re.compile(
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|tomorrow|yesterday|weekend|am|pm|"
    r"january|february|march|april|june|july|august|september|october|november|december|"
    r"hi|hello|hey|thanks|thank you|please)",
    re.IGNORECASE,
)


_DATE_SHAPE = re.compile(r"\d{1,4}\s*[-/.]\s*\d{1,2}\s*[-/.]\s*\d{1,4}")  # not "192.168.1.1", an address


def _no_moments_for_places(
    properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str], missing: list[str]
) -> None:
    """A place or a person is never a moment, a greeting or a date ("Monday", "AM", "Hi"): such values are
    taken from the parameter, and a required one left without a value is missing."""
    for key, value in list(narrowed.items()):
        if not isinstance(value, Mapping) or not isinstance(values := value.get("enum"), list):
            continue
        if not set(name_words(key)) & (_PLACE_WORDS | _PERSON_WORDS) or kind_of(properties.get(key)) != "string":
            continue
        kept = [v for v in values if not (isinstance(v, str) and _MOMENT_OR_GREETING.fullmatch(v.strip()))]
        kept = [v for v in kept if not (isinstance(v, str) and _DATE_SHAPE.fullmatch(v.strip()))]  # "2023-10-1"
        if kept != values:
            _held_to(kept, key, value, properties[key], narrowed, required, missing)


# What says a name is where a trip starts or ends: "from Boston", "out of LAX", "to Denver", "for Paris".
_TRIP_END_WORD = re.compile(
    r"\b(?:from|out of|leaving|departing|to|into|for|towards?|arriving (?:at|in))\s+(?:the\s+)?$", re.I
)


def _trip_ends_unsaid(
    request: str,
    properties: Mapping[str, Any],
    narrowed: dict[str, Any],
    required: Sequence[str],
    missing: list[str],
) -> None:
    """A trip's start and end (``origin_airport``, ``destination_airport``) taken by the request's names in
    the order written when no word says either is a start or an end ("a theme park in Orlando", "in NY
    ... Broadway"): nothing places them, so both are free again (a required one missing)."""
    parts = {key: set(re.split(r"[_\W]+", key.lower())) for key in properties}
    ends = [
        key
        for key in properties
        if kind_of(properties[key]) == "string"
        and parts[key] & (set(SOURCE_KEYS) | set(TARGET_KEYS))
        and _between_places(key, f"{key} {properties[key].get('description', '')}")
    ]
    if not any(parts[k] & set(SOURCE_KEYS) for k in ends) or not any(parts[k] & set(TARGET_KEYS) for k in ends):
        return
    if any(pattern.search(request) for pattern in (_FROM_TO, _BETWEEN, _NAME_TO_NAME, _NAME_FROM_NAME)):
        return  # "between New York City and Washington D.C.", "SFO to JFK": the ends are placed
    values = [narrowed.get(key) for key in ends]
    said = [v["enum"][0] for v in values if isinstance(v, Mapping) and len(v.get("enum") or ()) == 1]
    if len(said) != len(ends) or not all(isinstance(v, str) and v in request for v in said):
        return  # an end not taken, or taken in another form: something placed it
    if any(_TRIP_END_WORD.search(request[: m.start()]) for v in said for m in re.finditer(re.escape(v), request)):
        return
    for key, value in zip(ends, values, strict=True):
        if isinstance(value, Mapping):
            _held_to([], key, value, properties[key], narrowed, required, missing)


def _is_a_link(text: str) -> bool:
    """Whether the text is one web address whole ("https://httpbin.org/post"), not a quoted word ("input")."""
    return links(text) == [text]


def _links_only(
    properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str], missing: list[str]
) -> None:
    """A web address parameter holds only web addresses: "the fabric name 'network777'" is none."""
    for key, value in list(narrowed.items()):
        link = _takes_a_link(key) and kind_of(properties[key]) == "string"
        if link and isinstance(value, Mapping) and isinstance(value.get("enum"), list):
            kept = [v for v in value["enum"] if isinstance(v, str) and links(v) == [v]]
            _held_to(kept, key, value, properties[key], narrowed, required, missing)


def _phones_only(
    properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str], missing: list[str]
) -> None:
    """A parameter named for a phone number holds only what is written with digits: "send an email to my
    boss" gives ``phone`` no value (``email`` is none), unless its description also takes a name."""
    for key, value in list(narrowed.items()):
        spec = properties[key]
        named = set(name_words(key)) & _PHONE_NAMES and kind_of(spec) == "string"
        named = named and not re.search(r"\bnames?\b|\bcontacts?\b", str(spec.get("description", "")), re.I)
        if named and isinstance(value, Mapping) and isinstance(value.get("enum"), list):
            kept = [v for v in value["enum"] if isinstance(v, str) and len(re.findall(r"\d", v)) >= 3]
            _held_to(kept, key, value, spec, narrowed, required, missing)


_PHONE_NAMES = frozenset(["phone", "mobile", "tel", "telephone", "cellphone"])
_HANDLE = re.compile(r"[@#][A-Za-z][\w.-]*")
_WITHOUT_THE_MARK = re.compile(r"\bwithout\s+(?:the\s+|a\s+|any\s+)?(?:leading\s+)?['\"`(]?[#@]", re.I)


def _handles_as_exemplified(properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """A handle written with its ``@`` or ``#`` for a parameter whose example is a bare name ("Username,
    e.g. jdoe", "Channel name without the leading #, e.g. 'general'"): "DM @sam" means the user ``sam``,
    "in #ops" the channel ``ops``; a text that ends on where it goes leaves that out ("post standup moved
    in #ops" writes "standup moved")."""
    _texts_without_where_they_go(properties, narrowed)
    for key, value in list(narrowed.items()):
        spec = properties.get(key)
        if not isinstance(value, Mapping) or not isinstance(spec, Mapping) or not isinstance(value.get("enum"), list):
            continue
        examples = _EXAMPLE_TOKEN.findall(str(spec.get("description", "")))
        bare = _WITHOUT_THE_MARK.search(str(spec.get("description", ""))) is not None  # "without the leading #"
        if bare or (examples and all(re.fullmatch(r"[a-z][\w.-]*", example.rstrip(".")) for example in examples)):
            handles = [v[1:] if isinstance(v, str) and _HANDLE.fullmatch(v) else v for v in value["enum"]]
            narrowed[key] = {**value, "enum": handles}


# A description asking a value in small letters ("Subreddit name in lowercase"), and a prefix it asks left off
# ("without the 'r/' prefix", "without the leading '#'").
_IN_LOWER_CASE = re.compile(r"\b(?:in\s+(?:all\s+)?)?lower[- ]?case(?:d)?\b(?!\s+(?:and|or)\b)", re.IGNORECASE)
_PREFIX_LEFT_OFF = re.compile(
    r"\bwithout\s+(?:the\s+|a\s+|any\s+)?(?:leading\s+)?['\"`]([^'\"`\s]{1,4})['\"`](?:\s+(?:prefix|sign|symbol))?",
    re.IGNORECASE,
)


def _cased_as_described(properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """A free string in the form its description asks: without the prefix it says to leave off ("r/Python" for
    "without the 'r/' prefix" -> ``Python``), in small letters when it asks lowercase and never upper case
    ("Subreddit name in lowercase": ``python``)."""
    for key, value in list(narrowed.items()):
        spec = properties.get(key)
        if not isinstance(value, Mapping) or not isinstance(spec, Mapping) or kind_of(spec) != "string":
            continue
        values = value.get("enum")
        if not isinstance(values, list) or not values:
            continue
        description = str(spec.get("description", ""))
        prefixes = [p for p in _PREFIX_LEFT_OFF.findall(description) if not p.isalnum()]
        lower = _IN_LOWER_CASE.search(description) is not None and not re.search(r"upper", description, re.I)
        shaped = []
        for v in values:
            if isinstance(v, str):
                v = next((v[len(p) :] for p in prefixes if v.lower().startswith(p.lower()) and len(v) > len(p)), v)
                v = v.lower() if lower else v
            shaped.append(v)
        narrowed[key] = {**value, "enum": list(dict.fromkeys(shaped))}


_CHANNEL_TAG = re.compile(r"(?<![\w&#/])#[A-Za-z][\w.-]*[\w]")


def _channels_tagged(request: str, properties: Mapping[str, Any], narrowed: dict[str, Any], missing: list[str]) -> None:
    """The one ``#name`` the request writes is the channel of the one parameter that names a channel
    ("post standup moved in #ops" for ``channel``), in place of a guess among the request's words."""
    tags = list(dict.fromkeys(_CHANNEL_TAG.findall(request)))
    keys = [
        key
        for key, spec in properties.items()
        if isinstance(spec, Mapping) and kind_of(spec) == "string" and "channel" in name_words(key)
    ]
    if len(tags) != 1 or len(keys) != 1:
        return
    value = narrowed.get(keys[0])
    guessed = value is None or value is properties[keys[0]] or (isinstance(value, Mapping) and value.get("x-spans"))
    if guessed:
        narrowed[keys[0]] = {"type": "string", "enum": tags}
        if keys[0] in missing:
            missing.remove(keys[0])


def _texts_without_where_they_go(properties: Mapping[str, Any], narrowed: dict[str, Any]) -> None:
    """A text to write that ends on "in"/"to" and a handle another parameter took ("standup moved in
    #ops" beside the channel ``#ops``, "hi to @sam") without that ending: where it goes is no text of it."""
    held = [str(v["enum"][0]) for v in narrowed.values() if isinstance(v, Mapping) and len(v.get("enum") or ()) == 1]
    handles = [
        re.escape(v) if _HANDLE.fullmatch(v) else f"[@#]{re.escape(v)}"  # "#random" for the channel ``random``
        for v in held
        if _HANDLE.fullmatch(v) or _HANDLE.fullmatch(f"#{v}")
    ]
    for key, value in list(narrowed.items()):
        spec = properties.get(key)
        if not handles or not isinstance(value, Mapping) or not isinstance(spec, Mapping) or value.get("x-spans"):
            continue
        described = str(spec.get("description", "")).lower()
        if not isinstance(value.get("enum"), list) or not _is_text(key.lower(), described):
            continue
        ending = rf"\s+(?:in|to|on|into)\s+(?:the\s+)?(?:{'|'.join(handles)})(?:\s+(?:channel|chat))?$"
        texts = [re.sub(ending, "", v) if isinstance(v, str) else v for v in value["enum"]]
        narrowed[key] = {**value, "enum": [t for t in dict.fromkeys(texts) if t]}


def _places_as_asked(
    request: str, properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str], missing: list[str]
) -> None:
    """Places written as their parameter's description asks ("'City, State', such as 'Berkeley, CA'").
    Such a parameter takes only what is a town ("Just a regular showing" names none): a required one
    left without a value is missing."""
    for key, value in list(narrowed.items()):
        spec = properties.get(key)
        if not isinstance(value, Mapping) or not isinstance(spec, Mapping) or kind_of(spec) != "string":
            continue
        values = value.get("enum")
        if not isinstance(values, list) or not values or value.get("x-spans"):
            continue
        form = asked_form(str(spec.get("description", "")))
        if form is not None or asks_town_alone(key, str(spec.get("description", ""))):  # "in LA": Los Angeles
            described = str(spec.get("description", ""))  # "New York City" as 'New York, NY' of the examples
            values = [town_as_exemplified(town_named(v), described) if isinstance(v, str) else v for v in values]
            narrowed[key] = {**value, "enum": values}
        if form is None and asks_town_alone(key, str(spec.get("description", ""))):  # "such as 'San Francisco'"
            narrowed[key] = {**value, "enum": [town_alone(v) if isinstance(v, str) else v for v in values]}
        if form is None:
            continue
        towns = [as_asked(v, request, form) for v in values if isinstance(v, str) and is_town(v)]
        if not towns and form.state and len(lower := towns_in_lower_case(request)) == 1 and "," in lower[0]:
            towns = lower  # "a salon in emeryville, ca": the town with its state, not the state alone
        _held_to(towns, key, value, spec, narrowed, required, missing)


def _held_to(
    kept: list[Any],
    key: str,
    value: Mapping[str, Any],
    spec: Mapping[str, Any],
    narrowed: dict[str, Any],
    required: Sequence[str],
    missing: list[str],
) -> None:
    """A narrowed parameter held to the ``kept`` values; with none left, a required one is missing
    (free again, so the request is declined) and an optional one left out."""
    if kept:
        narrowed[key] = {**value, "enum": kept}
    elif key in required:
        narrowed[key] = spec
        missing.append(key)
    else:
        narrowed[key] = None


def _like_the_example(request: str, description: str) -> str | None:
    """The one token of the request written like an id the description quotes as its form ("in the
    format 'A1234567B'": "A7654321C", letter for letter and digit for digit); ``None`` else."""
    forms = {_letters_and_digits(example) for example in re.findall(r"'([^'\s]{4,40})'", description)}
    forms = {form for form in forms if "9" in form and "A" in form}  # a code of letters and digits both
    found = {word for word, _, _ in words_of(request) if _letters_and_digits(word.rstrip(".,;:!?")) in forms}
    return found.pop().rstrip(".,;:!?") if len(found) == 1 else None


# The example a description writes after "e.g.", "such as", "like" or "for example": its first token.
_EXAMPLE_TOKEN = re.compile(rf"{EXAMPLE_LEAD}\s+['\"`]?([^\s'\"`,;()]+)", re.I)


def _written_like_its_example(request: str, description: str) -> str | None:
    """The one token of the request written in the form of an example the description gives
    (:func:`_tokens_like_its_example`), ``None`` when the request writes none or several."""
    found = _tokens_like_its_example(request, description)
    return found.pop() if len(found) == 1 else None


# A code's length as a description states it ("6-character record locator", "a 17-char VIN"), and a code
# so written: capitals and digits, both ("QX7T2M"), no word of the sentence.
_CODE_LENGTH = re.compile(r"\b(\d{1,2})[- ](?:characters?|chars?|alphanumeric)\b", re.IGNORECASE)
_CODE = re.compile(r"(?=[A-Z0-9]*[0-9])(?=[A-Z0-9]*[A-Z])[A-Z0-9]+")
# A name of places joined by slashes, each capitalized ("Europe/Paris", "America/Argentina/Salta").
_ZONE_NAME = re.compile(r"[A-Z][a-z]+(?:_[A-Z][a-z]+)*(?:/[A-Z][a-z]+(?:_[A-Z][a-z]+)*)+")


def _tokens_like_its_example(request: str, description: str) -> set[str]:
    """The tokens of the request written in the form of an example the description gives: when that
    form has digits and a mark between its runs ("e.g. v1.4.2", "such as us-east-1"), runs of letters
    and of digits in the same order with the same marks between them ("v2.1.0", "eu-west-2"), as for a
    handle or a channel ("e.g. @maria", "#general": "@sam", "#ci"); when it is
    a code of letters and digits ("like BA117"), letter for letter and digit for digit ("LH401"); when it
    is a word of four capitals or more ("e.g. AAPL"), a word of as many capitals ("GOOG"); when it is a
    zone's name ("e.g. Europe/Paris"), one written so ("Asia/Kolkata"); and a code of capitals and digits of
    the length the description states ("6-character record locator": "QX7T2M")."""
    examples = [example.rstrip(".") for example in _EXAMPLE_TOKEN.findall(description)]
    forms = {_runs_of(example) for example in examples}
    forms = {form for form in forms if ("9" in form and re.search(r"[^A9]", form)) or re.fullmatch(r"[@#]A", form)}
    coded = {_letters_and_digits(example) for example in examples if len(example) >= 4}
    coded = {form for form in coded if "9" in form and "A" in form}  # "like BA117": letter for letter, digit for digit
    capitals = {len(example) for example in examples if len(example) >= 4 and example.isalpha() and example.isupper()}
    tokens = [word.rstrip(".,;:!?") for word, _, _ in words_of(request)]
    found = _spans_like_a_quoted_example(request, description) or {
        token
        for token in tokens
        if _runs_of(token) in forms
        or _letters_and_digits(token) in coded
        or (token.isalpha() and token.isupper() and len(token) in capitals)  # "e.g. AAPL": "GOOG"
    }
    lengths = {int(n) for n in _CODE_LENGTH.findall(description)}  # "6-character record locator": "QX7T2M"
    found |= {token for token in tokens if len(token) in lengths and _CODE.fullmatch(token)}
    if any(_ZONE_NAME.fullmatch(example) for example in examples):  # "e.g. Europe/Paris": "Asia/Kolkata"
        found |= {token for token in tokens if _ZONE_NAME.fullmatch(token)}
    prefixes = {form[: form.index("9")] for form in coded if _runs_of(form) == "A9"}  # "like BA117": "BA"
    found |= {  # "is UA 90 on time?": the code's letters and digits written apart ("UA90")
        first + second
        for first, second in itertools.pairwise(tokens)
        if first.isupper() and second.isdigit() and len(second) <= 4 and _letters_and_digits(first) in prefixes
    }
    return found


# A quoted example of several runs of digits with marks and spaces between them ("such as '36.25, -105.34'").
_QUOTED_EXAMPLE = re.compile(rf"{EXAMPLE_LEAD}\s+'(-?\d[\d.]*(?:[,;:/]?\s+-?\d[\d.]*)+)'", re.I)


def _spans_like_a_quoted_example(request: str, description: str) -> set[str]:
    """The spans of the request written as the quoted example of numbers with spaces between them the
    description gives ("Latitude, Longitude, such as '36.2522, -105.3437'": "34.0522, -118.2437"): runs of
    digits in the same order with the same marks between them, a sign where the example may have one."""
    found: set[str] = set()
    for example in _QUOTED_EXAMPLE.findall(description):
        pattern = "".join(_as_pattern(piece) for piece in re.findall(r"-?\d+(?:\.\d+)?|\s+|.", example))
        found |= {match.group(0) for match in re.finditer(rf"(?<![\w.-]){pattern}(?![\w.])", request)}
    return found


def _as_pattern(piece: str) -> str:
    """A pattern for a piece of an example: a number with a sign where it may have one and its decimals
    if it has them, a run of spaces, or a mark as written."""
    if piece[-1].isdigit():
        return r"-?\d+\.\d+" if "." in piece else r"-?\d+"
    return r"\s+" if piece.isspace() else re.escape(piece)


def _takes_an_ip(key: str) -> bool:
    """Whether a parameter's name says it takes an IP address (``ip``, ``ip_address``, ``clientIp``)."""
    words = [w.lower() for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key) if w]
    return bool(words) and (words[-1] == "ip" or words[-2:] == ["ip", "address"])


def writes_an_example_form(tool_input: Mapping[str, Any], request: str) -> bool:
    """Whether the request writes the value of a required string parameter in the form of its example
    ("is LH401 on time?" for "Flight number, like BA117"; "v2.1.0" for "e.g. v1.4.2"): a code of the
    tool's own, a sign the request is for it, whether it writes one such code or several ("how are AAPL
    and MSFT doing": a call each), or the items of a list in its example's form; an IP address is the form
    of a parameter named for one ("where's 185.60.216.35 from" for ``ip``)."""
    properties = tool_input.get("properties")
    if not isinstance(properties, Mapping):
        return False
    return any(
        isinstance(spec, Mapping)
        and (
            (kind_of(spec) == "string" and _tokens_like_its_example(request, str(spec.get("description", ""))))
            or (_is_a_list_of_strings(spec) and _tokens_like_its_example(request, _example_list_opened(spec)))
            or (kind_of(spec) == "string" and _takes_an_ip(str(key)) and IPV4_ADDRESS.search(request) is not None)
        )
        for key, spec in properties.items()
        if key in (tool_input.get("required") or ())
    )


def _is_a_list_of_strings(spec: Mapping[str, Any]) -> bool:
    items = spec.get("items")
    return kind_of(spec) == "array" and isinstance(items, Mapping) and items.get("type") == "string"


def _example_list_opened(spec: Mapping[str, Any]) -> str:
    """A list's description with its example list opened ("e.g. ['AAPL', 'GOOG']" read as "e.g. 'AAPL',
    'GOOG'"): its items are written in the example's form, and a list takes every token so written
    ("compare AAPL and MSFT"), not only one."""
    return re.sub(r"(?<=\s)\[", "", str(spec.get("description", "")))


# "tell ana@corp.com the build is green", "let bo@x.io know ...": a message to the address written first.
_TOLD_AN_ADDRESS = re.compile(
    r"^\W*(?:please\s+)?(?:tell|let|message|ping|notify)\s+[\w.+-]+@[\w-]+\.[\w.]+\s+\w", re.IGNORECASE
)


_TOLD_A_CHANNEL = re.compile(r"^\W*(?:please\s+)?(?:tell|let|message|ping|notify)\s+#[\w-]+\s+\w", re.IGNORECASE)


def tells_an_address(tool_input: Mapping[str, Any], request: str) -> bool:
    """Whether the request tells an e-mail address something and the tool requires an address to send it
    to ("tell ana@corp.com the build is green" for ``send_email``'s "Recipient address."), texts a phone
    number and the tool requires a phone ("text +15551234567 running late"), or tells a channel something
    and the tool requires a channel ("tell #general that lunch is here")."""
    properties = tool_input.get("properties")
    if not isinstance(properties, Mapping):
        return False
    mailed, texted = _TOLD_AN_ADDRESS.match(request) is not None, _TEXTED.match(request) is not None
    posted = _TOLD_A_CHANNEL.match(request) is not None
    return any(
        isinstance(spec, Mapping)
        and kind_of(spec) == "string"
        and (
            (mailed and _takes_an_address(key, f"{key} {spec.get('description', '')}".lower()))
            or (texted and _takes_a_phone(key, str(spec.get("description", ""))))  # "text +1555... running late"
            or (posted and "channel" in f"{key} {spec.get('description', '')}".lower())  # "tell #general that ..."
        )
        for key, spec in properties.items()
        if key in (tool_input.get("required") or ())
    )


def _runs_of(token: str) -> str:
    """A token's runs: each run of letters an ``A``, each run of digits a ``9`` ("v1.14.2" -> "A9.9.9")."""
    return re.sub(r"\d+", "9", re.sub(r"[^\W\d_]+", "A", token))


def _letters_and_digits(token: str) -> str:
    """A token's form: each letter an ``A``, each digit a ``9`` ("A1234567B" -> "A9999999A")."""
    return re.sub(r"\d", "9", re.sub(r"[^\W\d_]", "A", token))


def _linked_id(request: str, key: str) -> str | None:
    """The token with a digit (or the quoted text) the parameter's own name introduces: "My customer ID is
    123" for ``customer_id``, "order #A-77" for ``order_number``, "reference sequence 'AGTC'"."""
    parts = [w for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key) if w]
    words = [_id_word(w) for w in parts]
    names = [words, words[:-1] if len(words) > 1 and _is_id(parts[-1]) else [], words[-1:] if _is_id(key) else []]
    for name in (r"(?:['’]s)?[\s_-]*".join(name) for name in names if name):  # "the customer's ID is ..."
        match = re.search(  # the name is a word of its own, not the end of a token ("'my-bot-id' and")
            rf"(?<![\w-]){name}(?![\w-])"
            r"(?:\s+with\s+(?:the\s+|an?\s+)?(?:id|identifier|number|code))?"  # "the resource with ID 'r-4'"
            rf"(?:\s+(?:is|was|of|number))?\s*[:=#]?\s*(?:['\"“‘]([^'\"”’]{{1,80}})['\"”’]|"
            r"([A-Za-z][\w-]*\d[\w-]*|\d[\w-]*))",
            request,
            re.I,
        )
        if match:
            return match.group(1) or match.group(2)
    return None


def _id_word(word: str) -> str:
    """A word of an id parameter's name as a pattern of the request: "id" also said as "identifier"
    ("the bot identifier 'sales-helper'" for ``bot_id``)."""
    return r"(?:id|identifier)" if word.lower() == "id" else re.escape(word)


# What a description gives as examples ("an identifier, such as an email or account number"): other
# kinds of value the parameter also takes, not the only one.
_EXAMPLES = re.compile(r"\b(?:e\.g\.|such as|for example|for instance|like|or)\s[^.;:()]*")


def _sole(value: str | None) -> dict[str, Any] | None:
    return {"type": "string", "enum": [value]} if value else None


def _numbers_only(spec: Mapping[str, Any]) -> bool:
    """Whether an object parameter holds only numbers (a point, a range): none is made up for it."""
    properties = _options(spec)[0].get("properties")
    return (
        isinstance(properties, Mapping)
        and bool(properties)
        and all(kind_of(sub) in ("number", "integer") for sub in properties.values())
    )


def _ground_object(
    request: str, spec: Mapping[str, Any], free: list[Value], taken: Sequence[str]
) -> dict[str, Any] | None:
    """An object whose parameters the request fixes all ("a budget of $300,000 to $400,000" for
    ``{min, max}``), from the numbers no other parameter took; else ``None``."""
    option = _options(spec)[0]
    required = [str(key) for key in option.get("required") or option["properties"]]
    narrowed = _grounded_fields(request, option["properties"], required, free, taken)
    if narrowed is None:
        return None
    fixed = {key: sub["enum"][0] for key, sub in narrowed.items() if stated_value(sub) and "enum" in sub}
    if any(key not in fixed for key in required):
        return None
    _spend_numbers(fixed, free)
    return {"type": "object", "const": fixed}


def _spend_numbers(fixed: Mapping[str, Any], free: list[Value]) -> None:
    """The numbers an object's fields took, taken out of those left to other parameters."""
    for number in fixed.values():
        used = next((v for v in free if v.value == number and not isinstance(number, bool)), None)
        if used is not None:
            free.remove(used)


def _grounded_fields(
    request: str, properties: Mapping[str, Any], required: Sequence[str], free: list[Value], taken: Sequence[str]
) -> dict[str, Any] | None:
    """The fields of an object of plain values, each narrowed by :func:`ground` to the values the
    request holds for it; ``None`` for a field of another kind, or a required one with no value."""
    if not properties or any(kind_of(sub) not in _PLAIN_KINDS for sub in properties.values()):
        return None
    narrowed, missing = ground(properties, required, request, skip_values=taken, stated=free)
    return None if missing else narrowed


_PLAIN_KINDS = ("number", "integer", "string", "enum", "boolean")


def _untyped(spec: object) -> bool:
    """A parameter that says nothing of its type: its value could be any JSON, even a huge one."""
    return isinstance(spec, Mapping) and not {"type", "anyOf", "oneOf", "allOf", "$ref", "enum", "const"} & set(spec)


def _object_of_request_values(
    request: str, spec: Mapping[str, Any], free: list[Value], taken: Sequence[str]
) -> dict[str, Any] | None:
    """An object each of whose parameters is held to the values the request holds for it, for the
    model to choose among; ``None`` when a required one has none (a name or an address is never made up),
    or when the request states the value of none of them: an object of guesses, or an empty one, says
    nothing the request asked ("Change the heater settings."). The values it states are required: the
    call carries them."""
    option = _options(spec)[0]
    required = [str(key) for key in option.get("required") or ()]
    narrowed = _grounded_fields(request, option["properties"], required, free, taken)
    if narrowed is None:
        return None
    kept = {key: sub for key, sub in narrowed.items() if sub is not None}
    for _ in range(2):  # a street cut first ("12 Main St"), then the city's spans inside it left out
        kept = {key: _without_spans_holding_others(key, sub, kept) for key, sub in kept.items()}
    stated = [key for key, sub in kept.items() if stated_value(sub)]
    if not stated:
        return None
    needed = [key for key in required if key in kept] + [key for key in stated if key not in required]
    return {"type": "object", "properties": kept, "required": needed}


def _object_of_sure_fields(
    request: str, spec: Mapping[str, Any], free: list[Value], taken: Sequence[str]
) -> dict[str, Any] | None:
    """An optional object of the fields the request states for sure ("a maximum of 20 results, sorted
    in descending order" for ``params`` of ``limit`` and ``sort``), the others left out; ``None`` when it
    states none, or has a field it requires left unstated."""
    option = _options(spec)[0]
    required = [str(key) for key in option.get("required") or ()]
    narrowed = _grounded_fields(request, option["properties"], required, free, taken)
    if narrowed is None:
        return None
    fixed = {
        key: sub["enum"][0]
        for key, sub in narrowed.items()
        if isinstance(sub, Mapping) and stated_value(sub) and not sub.get("x-spans") and len(sub.get("enum") or ()) == 1
    }
    _spend_numbers(fixed, free)
    return {"type": "object", "const": fixed} if fixed else None


def _without_spans_holding_others(key: str, sub: Any, fields: Mapping[str, Any]) -> Any:
    """A field's values without what another field of the object states: a sole value is cut at the
    comma before it ("12 Main St, Springfield 62701" is the street "12 Main St" when the ZIP is 62701),
    and a span holding it or held in it is no choice ("Main St" is no city beside that street); the
    field as it was when nothing is left."""
    values = sub.get("enum") if isinstance(sub, Mapping) else None
    if not values:
        return sub
    others = [
        str(other["enum"][0])
        for name, other in fields.items()
        if name != key and isinstance(other, Mapping) and stated_value(other) and other.get("enum")
    ]
    others = [value for value in others if value]
    if len(values) == 1 and isinstance(values[0], str):
        sole = values[0]
        cuts = [sole.rfind(",", 0, sole.find(value)) for value in others if value in sole and value != sole]
        cut = min((at for at in cuts if at > 0), default=-1)
        return {**sub, "enum": [sole[:cut].strip()]} if cut > 0 else sub
    if not sub.get("x-spans"):
        return sub
    kept = [span for span in values if not any(value in str(span) or str(span) in value for value in others)]
    return {**sub, "enum": kept} if kept else sub


def _enum_items(request: str, values: Sequence[Any]) -> list[tuple[int, int, Any]]:
    """The listed values the request names (``tolls`` for "toll roads", ``pet_friendly`` for "pet
    friendly"), with where, in the order named."""
    found = []
    for value in values:
        words = re.split(r"[\s_-]+", str(value).lower())
        stems = [_without_plural_ending(w) for w in words if w]
        if not stems:
            continue
        pattern = r"[\s_-]+".join(rf"{re.escape(stem)}\w{{0,3}}" for stem in stems)
        match = re.search(rf"(?<![\w-]){pattern}(?![\w-])", request, re.IGNORECASE)
        if match:
            found.append((match.start(), match.end(), value))
    return sorted(found, key=lambda item: item[0])


def _without_plural_ending(word: str) -> str:
    """A listed word without the ending of its plural ("risks" -> risk, "weaknesses" -> weakness)."""
    if word.endswith("es") and word[:-2].endswith(("ss", "sh", "ch", "x")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


# an item of one or two words; the second is no small word ("lettuce at the store": lettuce)
_ITEM = rf"[a-z][\w-]*(?:\s+(?!(?:{'|'.join(_STOP)})\b)[a-z][\w-]*)?"
_LISTED = re.compile(
    rf"(?<![\w-])([a-z][\w-]*(?:,\s*[a-z][\w-]*)*),?\s+(?:and also|and|or|as well as)\s+({_ITEM})"
    rf"(?=\s*(?:[.?!,;]|$)|\s+(?:{'|'.join(_STOP)})\b)"
)


def _listed_words(request: str) -> list[list[str]]:
    """Words joined as a list: "tomatoes and also pet food", "behaviour and group dynamics"."""
    lists = []
    for match in _LISTED.finditer(request):
        if re.match(r"\s+(?:a|an|the)\b", request[match.end() :], re.IGNORECASE):
            continue  # "has a hoppy aroma, and presents a pale color": a verb and its object, no list's end
        items = [part.strip() for part in re.split(r",\s*", match.group(1))] + [match.group(2).strip()]
        if all(part.split()[0] not in _STOP and part.split()[-1] not in _STOP for part in items):
            lists.append(items)
    return lists


def _listed_after_colon(request: str) -> list[str]:
    """The items a request lists after a colon at its end, separated by commas or semicolons ("Add these
    to my list: milk, eggs, bread"); each a few words, else ``[]``."""
    text = request.rstrip(" .!?")
    colons = [match.start() for match in re.finditer(r":(?=\s)", text)]  # not the colon of "https://"
    if not colons or not text[: colons[-1]].strip():
        return []
    tail = text[colons[-1] + 1 :]
    items = [item.strip() for item in re.split(r"\s*[,;]\s*(?:and\s+)?|\s+and\s+", tail) if item.strip()]
    return items if all(1 <= len(item.split()) <= 4 for item in items) else []


_NAMED_ITEM = r"[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*|[A-Za-z_-]*\d[\w-]*"
_COORDINATED = re.compile(
    rf"(?<![\w-])((?:{_NAMED_ITEM})(?:,\s*(?:{_NAMED_ITEM}))*),?\s+(?:and|or)\s+({_NAMED_ITEM})(?![\w-])"
)


def _coordinated_after(request: str, key: str) -> list[str]:
    """The names or tokens with digits the request joins as a list ("A, B and C") shortly after a word of
    the parameter's name ("the items with IDs ITM456 and ITM789" for ``items``), each without the kind
    word before it ("IDs")."""
    for word in name_words(key):
        stem = word[:-1] if word.endswith("s") and len(word) > 3 else word
        for mention in re.finditer(rf"\b{re.escape(stem)}\w{{0,3}}\b", request, re.I):
            match = _COORDINATED.search(request, mention.end(), mention.end() + 40)
            if match is None or match.start() - mention.end() > 24:
                continue
            items = [*re.split(r",\s*", match.group(1)), match.group(2)]
            items = [re.sub(rf"^(?:{_KIND_WORDS_RE})\s+", "", item.strip(), flags=re.I) for item in items]
            if all(items):
                return items
    return []


def _name_run(request: str) -> list[str]:
    """The request's names when they make one list, joined by commas, "and" or "&" ("AAPL, MSFT and
    NVDA"); else ``[]``."""
    names = capitalized(request)
    spans, cursor = [], 0
    for name in names:
        start = request.find(name, cursor)
        if start < 0:
            return []
        spans.append((start, start + len(name)))
        cursor = start + len(name)
    joints = [request[a[1] : b[0]] for a, b in itertools.pairwise(spans)]
    if len(names) < 2 or not all(re.fullmatch(r"\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+", joint) for joint in joints):
        return []
    return names


_NAME_JOINT = r",\s*(?:(?:and|or)\s+)?(?:the\s+)?|,?\s+(?:and|or|vs\.?|versus)\s+(?:the\s+)?"


def _joined_names(request: str) -> list[str]:
    """The request's names, each with the numbers written after it ("Pixel 8"), when two or more in a row
    are joined as one list by commas, "and", "or" or "vs", each perhaps after "the" ("the Pixel 8 or the
    Galaxy S24"); the first such run, else ``[]``."""
    spans, cursor = [], 0
    for name in capitalized(request):
        start = request.find(name, cursor)
        if start < 0:
            return []
        end = start + len(name)
        if numbered := re.match(r"(?:\s+\d[\w-]*)+(?![\w.,:/-]\w)", request[end:]):
            end += numbered.end()
        spans.append((start, end))
        cursor = end
    runs: list[list[tuple[int, int]]] = []
    for span in spans:
        joint = request[runs[-1][-1][1] : span[0]] if runs else ""
        if runs and re.fullmatch(_NAME_JOINT, joint):
            runs[-1].append(span)
        else:
            runs.append([span])
    run = next((r for r in runs if len(r) > 1), [])
    return [request[a:b] for a, b in run]


def _told_by_a_form_of(request: str, key: str) -> list[str]:
    """The words a form of the parameter's long name word leads ("specializing in criminal law" for
    ``specialization``), up to the next small joining word or the end of the clause."""
    found = []
    for word in (w for w in name_words(key) if len(w) >= 8):
        stem = re.escape(word[: len(word) - 5])
        for match in re.finditer(rf"\b{stem}\w*\s+(?:in|on|as|of)\s+((?:[a-z][\w'-]*\s*){{1,4}})(?![,\w])", request):
            words = []
            for piece in match.group(1).split():
                if piece.lower() in _STOP or piece.lower() in ("near", "around", "within", "based"):
                    break
                words.append(piece)
            if words:
                found.append(" ".join(words))
    return found


def _other_quote(text: str, quote: Value, quotes: Sequence[Value]) -> bool:
    """Whether ``text`` is another quoted text of the request than ``quote``: "'The Secrets of the Taj
    Mahal' ... tags 'Taj Mahal', 'India'" quotes the tag apart from the title that holds its words."""
    return any(other.value == text and other.start != quote.start for other in quotes) and text != quote.value


def _word_before(request: str, value: Value) -> str:
    """The word right before a number ("size 40", "sizes 38"), lower case and singular; "" for none."""
    match = re.search(r"\b([A-Za-z]+)\s+$", request[: value.start])
    return match.group(1).lower().removesuffix("s") if match else ""


def _ground_array(
    request: str,
    spec: Mapping[str, Any],
    needed: bool,
    taken: Sequence[str] = (),
    key: str = "",
    vocabulary: Set[str] = frozenset(),
) -> dict[str, Any] | None:
    option = _options(spec)[0]
    items = option.get("items")
    kind = kind_of(items)
    if kind == "enum" and isinstance(items, Mapping):
        named = _enum_items(request, items.get("enum") or ())
        named = [n for n in named if not any(o[0] <= n[0] and n[1] <= o[1] and o != n for o in named)]
        named = [n for n in named if not any(overlap(request[n[0] : n[1]], t) for t in taken if t)]
        if named:
            return {"type": "array", "const": list(dict.fromkeys(value for _, _, value in named))}
        return None  # options the request names none of are not chosen for it
    if kind == "string":
        description = str(spec.get("description", ""))
        used = [t for t in taken if t]
        about = f"{key} {description} {items.get('description', '') if isinstance(items, Mapping) else ''}".lower()
        if _takes_an_address(key, about) and (addresses := [v.value for v in emails(request) if v.value not in used]):
            return {"type": "array", "const": addresses}  # "with ann@x.com and bob@x.com" for ``attendees``
        if _takes_a_phone(key, about) and (texted := [p for p in phone_numbers(request) if p not in used]):
            return {"type": "array", "const": texted}  # "text 555-0101 and 555-0102 ..." for "Recipient phone numbers"
        capitals = [c for c in _CAPITAL_CODE.findall(request) if c not in used]
        if _asks_a_code(about) and len(capitals) > 1 and not request.isupper():
            return {"type": "array", "const": list(dict.fromkeys(capitals))}  # "price check on TSLA and AMZN"
        named_codes = [v.value for v in currencies(request) if v.value not in used]
        if "currenc" in about and len(named_codes) > 1:
            return {"type": "array", "const": list(dict.fromkeys(named_codes))}  # "in yen and dollars": JPY, USD
        languages = [name for name in languages_asked(request, about) if name not in used]
        if "language" in about and len(languages) > 1:
            return {"type": "array", "const": languages}  # "to german and italian" for ``target_languages``
        every = quoted(request)
        quotes = [v for v in every if not any(overlap(v.value, t) and not _other_quote(t, v, every) for t in used)]
        groups = _runs(request, quotes)
        options = [w for w in (_named_option(request, o) for o in _described_options(description)) if w]
        if options and len(run := _name_run(request)) > len(options) and set(options) <= set(run):
            options = run  # "quotes for AAPL and NVDA" where the description shows 'AAPL': the whole list
        joined = [n for n in _joined_names(request) if not any(overlap(n, u) for u in used)]
        if options and len(joined) > len(options) and set(options) <= set(joined):
            options = joined  # "the Pixel 8 or the Galaxy S24" where the description shows 'Pixel 8': both
        listed = [items for items in _listed_words(request) if not any(overlap(" ".join(items), t) for t in used)]
        if options and listed and len(listed[0]) > len(options) and set(options) <= set(listed[0]):
            options = listed[0]  # "with billing, refund and urgent" where the description shows 'billing': all three
        coordinated = [t for t in _coordinated_after(request, key) if not any(overlap(t, u) for u in used)]
        after = [t for t in _listed_after_colon(request) if not any(overlap(t, u) for u in used)]  # not "id 12"
        for group in (
            [[v.value for v in max(groups, key=len)]] if groups and max(len(g) for g in groups) > 1 else [],
            [coordinated] if len(coordinated) > 1 else [],
            [options] if options else [],
            [after] if len(after) > 1 else [],
            [joined] if len(joined) > 1 else [],
            listed[:1],
        ):
            if group and group[0]:
                return {"type": "array", "const": group[0]}
        one_of = key.removesuffix("s") if len(key) > 3 else key
        introduced = _introduced(request, key, description) or _introduced(request, one_of, description)
        coded = [v for v in introduced if _code_token(v, used)]
        if coded and (_is_id(key) or _is_id(one_of) or "serial" in name_words(one_of)):
            return {"type": "array", "const": coded[:1]}  # "ID L_5798" (``networkIds``), "serial Q2-A"
        if written := [t for t in _after_its_written_key(request, one_of) if not any(overlap(t, u) for u in used)]:
            return {"type": "array", "const": written[:1]}  # "with label bug" for ``labels``
        numbered = [request[v.start : v.end] for v in numbers(request) if _word_before(request, v) == one_of]
        if numbered := [n for n in numbered if n not in used]:
            return {"type": "array", "const": numbered[:1]}  # "size 40" for ``sizes``
        if not needed:
            return None
        told = [t for t in _told_by_a_form_of(request, key) if not any(overlap(t, u) for u in used)]
        if told:
            return {"type": "array", "const": told[:1]}  # "lawyers specializing in criminal law"
        if made_with := items_made_with(request, vocabulary, used):
            return {"type": "array", "const": made_with}  # "vegetarian recipes with lentils"
        if one := _object_of_tool_word(request, vocabulary, used):
            return {"type": "array", "const": [one]}  # "Add sunscreen to my cart": the one item its verb takes
        names = [n for n in capitalized(request) if not any(overlap(n, t) for t in used)]
        names = names or [v.value for v in quotes]
        if names:
            return {"type": "array", "const": names}
        return None  # items are the request's words, never made up
    if kind == "object":
        return None  # objects the model would make up (names, amounts, units) are never sent: declined
    return dict(spec) if needed else None
