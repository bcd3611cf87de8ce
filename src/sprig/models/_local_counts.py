"""The numbers a request gives for a parameter: counted things, quantities and the like.

Counts of things ("two smoking rooms", "tickets for two people"), ratings, years, ranges, numbers
tied to a parameter's name or unit, rates and fractions, repetitions, periods, polynomial
coefficients, lists of numbers, and numbers the request holds for another parameter. Split out of
:mod:`sprig.models._local_values`; pure text handling.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence, Set
from typing import Any

from sprig.models._local_params import _enum_values, _options, described_default, kind_of
from sprig.models._local_written import (
    _CURRENCIES,
    _SCALES,
    _SI_BASES,
    _STOP,
    _UNITS,
    _WORD_NUMBERS,
    MAX_NUMBER,
    Value,
    _power,
    name_words,
    si_unit,
)

_UNIT_WORDS = {
    "k": "kelvin", "c": "celsius", "f": "fahrenheit", "kg": "kilogram", "g": "gram", "mg": "milligram",
    "lb": "pound", "lbs": "pound", "oz": "ounce", "m": "meter", "cm": "centimeter", "mm": "millimeter",
    "km": "kilometer", "kms": "kilometer", "mi": "mile", "ft": "feet", "foot": "feet", "in": "inch",
    "yd": "yard", "s": "second", "sec": "second", "secs": "second", "ms": "millisecond", "min": "minute",
    "mins": "minute", "h": "hour", "hr": "hour", "hrs": "hour", "hz": "hertz", "w": "watt", "l": "liter",
    "ml": "milliliter", "mpg": "per gallon", "mph": "miles per hour", "px": "pixel", "%": "percent",
    "metre": "meter", "litre": "liter",
}  # fmt: skip
_UNIT_AFTER = re.compile(r"\s?([A-Za-z°µμΩ][A-Za-z°µμΩ/^\d.-]*|%)")


def _unit_of(request: str, value: Value) -> str:
    """The unit written with a number: glued ("70kg", "298K"), a sign ("5%"), or the next word ("5 seconds")."""
    glued = re.search(r"(?<=\d)[A-Za-z°µ][A-Za-z°µ/^\d-]*$", request[value.start : value.end])
    if glued:
        return "" if glued.group(0).lower() in ("st", "nd", "rd", "th") else glued.group(0)
    match = _UNIT_AFTER.match(request, value.end)
    if match is None:
        return ""
    unit = match.group(1).rstrip(".-")
    return "" if unit.lower() in _STOP or unit.lower() in _SCALES else unit


def _unit_fits(unit: str, about: str) -> bool:
    """Whether a parameter's name and description (``about``) speak of ``unit`` ("in seconds" for "5 s")."""
    lowered = unit.lower()
    forms = {lowered, lowered[:-1] if lowered.endswith("s") and len(lowered) > 3 else lowered}
    forms |= {_UNIT_WORDS[form] for form in list(forms) if form in _UNIT_WORDS}
    forms.discard("")
    return any(re.search(rf"(?<![\w/^]){re.escape(form)}(?:e?s)?(?![\w/^])", about) for form in forms)


def _measured_in(unit: str, about: str) -> bool:
    """Whether ``unit`` is a unit, or a word the parameter is measured in ("in years", "number of
    times"): "a $5000 investment" is no amount in investments for "the years the investment is made"."""
    lowered = unit.lower()
    singular = lowered[:-1] if lowered.endswith("s") and len(lowered) > 3 else lowered
    if {lowered, singular} & (_UNITS | set(_UNIT_WORDS) | set(_UNIT_WORDS.values())) or si_unit(unit):
        return True
    return bool(re.search(rf"\b(?:in|per|of|as|a)\s+(?:the\s+)?{re.escape(singular)}(?:e?s)?\b", about))


_LOWER_END = frozenset({"min", "minimum", "lower", "low", "least", "start", "from"})
_UPPER_END = frozenset({"max", "maximum", "upper", "high", "most", "end"})
# "between the ages of 25 and 35", "aged 25 to 35", "from 3 to 5 bedrooms", "25-35 years old"
_NUMBER_RANGE = re.compile(
    r"\b(?:between|from|aged|ages?)\s+(?:(?:the\s+)?\w+\s+of\s+)?(\d+(?:\.\d+)?)\s*(?:and|to|-|–)\s*(\d+(?:\.\d+)?)\b"
    r"|(?<![\d./-])(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s+(?:years?\s+old|[a-z]+s)\b",
    re.IGNORECASE,
)


def _ranges(request: str, keys: Sequence[str], free: Sequence[Value]) -> dict[tuple[str, str], tuple[Value, Value]]:
    """The ranges the request states ("between the ages of 25 and 35"), each for the pair of parameters
    that bound one thing (``min_age`` and ``max_age``): the pair whose thing the request names near the
    range, or the only pair there is."""
    pairs: list[tuple[str, str, set[str]]] = []
    for low in keys:
        low_words = set(name_words(low)) | {w for w in re.split(r"[_\W]+", low.lower()) if w in _LOWER_END}
        if not low_words & _LOWER_END:
            continue
        thing = low_words - _LOWER_END
        for high in keys:
            high_words = set(name_words(high)) | {w for w in re.split(r"[_\W]+", high.lower()) if w in _UPPER_END}
            if high != low and high_words & _UPPER_END and high_words - _UPPER_END == thing and thing:
                pairs.append((low, high, thing))
    found: dict[tuple[str, str], tuple[Value, Value]] = {}
    for match in _NUMBER_RANGE.finditer(request):
        groups = (1, 2) if match.group(1) else (3, 4)
        ends = [next((v for v in free if v.start == match.start(g)), None) for g in groups]
        first, last = ends
        if first is None or last is None or first.value >= last.value:
            continue
        near = request[max(0, match.start() - 40) : match.end() + 20].lower()
        named = [(lo, hi) for lo, hi, thing in pairs if all(re.search(rf"\b{re.escape(w)}", near) for w in thing)]
        chosen = named or ([(pairs[0][0], pairs[0][1])] if len(pairs) == 1 else [])
        if len(chosen) == 1 and chosen[0] not in found:
            found[chosen[0]] = (first, last)
    return found


def _number_links(
    request: str,
    key: str,
    found: Sequence[Value],
    about: str = "",
    others: Sequence[str] = (),
    other_abouts: Sequence[str] = (),
) -> list[tuple[float, Value]]:
    """The number written next to the parameter's name: after it ("radius 5", "height of 3"), else
    before ("5 km"); else one whose unit the parameter speaks of ("5 seconds" for a time "in
    seconds", "298K" for a temperature "in Kelvin"). A word of the name that other parameters'
    names share ("value" of ``initial_value`` and ``final_value``) links none; nor does a unit
    other parameters speak of too."""
    shared = {word for other in others if other != key for word in name_words(other)}
    near: list[tuple[float, Value]] = []
    for after in (True, False):
        for word in name_words(key):
            if word in shared:
                continue  # "value" of initial_value and final_value tells neither apart
            stem = word[:-1] if word.endswith("s") and len(word) > 3 else word
            for match in re.finditer(rf"\b{re.escape(stem)}\w{{0,3}}\b", request, re.IGNORECASE):
                for value in found:
                    if after and value.start >= match.end():
                        gap = request[match.end() : value.start]
                    elif not after and value.end <= match.start():
                        gap = request[value.end : match.start()]
                    else:
                        continue
                    gap = _HEDGE.sub(" ", gap)  # "a high average rating, preferably 4.5": the rating's
                    if len(re.findall(r"\w+", _BOUND.sub(" ", gap))) > 2 or re.search(r"\band\b|,|[][()]", gap):
                        continue  # "a rating of at least 4" is as near as "a rating of 4"
                    if not after and _BEFORE_NAME_BREAK.search(gap):
                        continue  # "a size of 50 with extroverted members being 15": 50 is the size's
                    near.append((len(gap) + (0 if after else 1), value))
    if about:
        for value in found:
            unit = _unit_of(request, value)
            if unit and _unit_fits(unit, about) and _measured_in(unit, about):  # others' units tell none apart
                if not any(_unit_fits(unit, other) for other in other_abouts):
                    near.append((0.5, value))
            elif unit and not re.search(r"\d[A-Za-z°µ]+$", request[value.start : value.end]):  # "ten major events"
                noun = re.match(
                    r"(?:\s+[a-z]+(?:al|ic|ous|ive|ful|ary|ern|ish|ian|or|er|est)){1,2}\s+([a-z]+)",
                    request[value.end :],
                )
                if noun and noun.group(1) not in _STOP and _unit_fits(noun.group(1), about):
                    near.append((0.7, value))
    return sorted(near, key=lambda item: item[0])


_BOUND = re.compile(
    r"\b(?:at least|at most|no (?:more|less|fewer) than|more than|less than|fewer than|over|under|above|below|"
    r"up to|minimum(?: of)?|maximum(?: of)?)\b",
    re.IGNORECASE,
)


_HEDGE = re.compile(r",?\s*\b(?:preferably|ideally|say|roughly|approximately)\b,?", re.IGNORECASE)


# words between a number and a name after it that tie the name to other words, not to the number
_BEFORE_NAME_BREAK = re.compile(r"\b(?:with|without|in|at|on|for|from|to|by|being|is|are|was|were|has|have)\b|=")


_LENGTHS_OF_TIME = frozenset(["seconds", "secs", "minutes", "mins", "hours", "hrs"])


def _counted(request: str, value: Value) -> bool:
    """A number word before things it counts ("two objects", "two right-angled triangles", "two pairs
    of numbers"): how many there are, not a value of one of them (unless a parameter took it)."""
    if not request[value.start : value.start + 1].isalpha():
        return False
    after = re.match(
        r"(?:\s+[a-z]+-[a-z]+|\s+[a-z]+(?:al|ic|ous|ive|ful|ary|ern|ish|ian|ed|est|en))*\s+([a-z]+)",
        request[value.end :],
    )
    if after is None:
        return False
    noun = after.group(1)  # "twenty-two degrees" measures one temperature, it counts nothing
    if (noun in _CURRENCIES or noun in _LENGTHS_OF_TIME) and after.group(0).split()[0] == noun:
        return False  # "two hundred bucks", "ten minutes": an amount of money, a length of time, no things counted
    return noun.endswith("s") and noun not in _STOP and noun != "degrees" and value.value != 1


def _worded_numbers(request: str, keys: Sequence[str], properties: Mapping[str, Any]) -> dict[str, float]:
    """Numbers the request says in words: an initial speed of 0 for a start "from rest" or "from a
    standstill", a probability of 1/6 for "a one in six chance", a length of time ("for an hour": 60
    for a parameter counted in minutes)."""
    worded: dict[str, float] = {}
    for key in keys:
        about = f"{' '.join(name_words(key))} {properties[key].get('description', '')}".lower()
        stated = re.search(r"\binitial (?:velocity|speed)\b[^.?!\d]{0,24}\d", request, re.I)
        if re.search(r"\binitial (?:velocity|speed)", about) and _AT_REST.search(request) and not stated:
            worded[key] = 0
        elif re.search(r"probabilit|chance", about) and (odds := _ODDS.search(request)):
            part, whole = (_WORD_NUMBERS.get(g.lower()) or int(g) for g in odds.groups())
            if 0 < part <= whole:
                worded[key] = part / whole
        elif (length := _worded_length(request, key, properties[key])) is not None:
            worded[key] = length
    return worded


# A length of time said in words: "an hour", "half an hour", "a minute and a half", "a quarter of an hour",
# "a half hour", "a half-hour".
_WORDED_LENGTH = re.compile(
    r"\b(?:(?P<part>half|a quarter of)(?:\s+an?\s+|[\s-])(?P<of>hour|minute|day|week)"
    r"|(?:an?|one)\s+(?P<unit>hour|minute|second|day|week)(?P<half>\s+and\s+a\s+half)?)\b",
    re.IGNORECASE,
)


def _worded_length(request: str, key: str, spec: Mapping[str, Any]) -> float | None:
    """A length of time the request says in words ("for an hour", "half an hour") in the unit the
    parameter counts time in (60 for ``minutes``); ``None`` when it says none or several, also writes
    a length in digits, or the length is no whole number of a whole-number parameter's unit."""
    asked = _asked_duration_unit(key, str(spec.get("description", "")))
    said = list(_WORDED_LENGTH.finditer(request))
    in_digits = re.search(r"\d\s*(?:h|hrs?|hours?|min|mins|minutes?|s|secs?|seconds?)\b", request)
    if asked is None or len(said) != 1 or in_digits:
        return None
    found = said[0]
    unit = (found.group("of") or found.group("unit")).lower()
    share = {"half": 0.5, "a quarter of": 0.25}.get((found.group("part") or "").lower(), 1.0)
    seconds = _SECONDS_IN[unit] * (share + (0.5 if found.group("half") else 0.0))
    value = seconds / _SECONDS_IN[asked]
    if float(value).is_integer():
        return int(value)
    return None if kind_of(spec) == "integer" else value


# How many of something a parameter counts, told by the noun after a number ("two smoking rooms",
# "4 ppl", "a single room") or by the people it is for ("tickets for two people", "a ride for 2").
_COUNT_NAME_WORDS = frozenset(["number", "num", "count", "total", "quantity", "qty", "amount", "no"])
_PEOPLE_TEXT = (
    "people person persons ppl adult passenger guest traveler traveller individual pax attendee diner man men "
    "woman women"
)
_PEOPLE = frozenset(_PEOPLE_TEXT.split())
_PER_PERSON = _PEOPLE | {"seat", "ticket", "party", "group"}  # counts of what each person takes
_ONE_EACH = frozenset(["seat", "ticket"])  # what each person takes one of: "two tickets" are two people


def _singular(word: str) -> str:
    word = word.lower()
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 3 else word


def _counted_nouns(key: str, description: str, things: Set[str] = frozenset()) -> tuple[set[str], set[str]]:
    """What a count parameter counts: ``number_of_rooms`` -> rooms, ``num_passengers`` -> passengers,
    "The number of adults ..." or "How many adults ..." -> adults ("The maximum number of locations to
    return" -> locations: "let's have 50 locations"); then the words that qualify it in the
    description ("hotel" of "the number of hotel rooms"); both empty when the parameter is no count of things.
    A bare ``count`` counts pieces, or the things the tool is named for (``roll_dice``: "3 dice")."""
    words = name_words(key)
    described = re.match(  # "How many dice to roll." counts dice as "The number of dice" does
        r"(?:the\s+)?(?:total\s+|max(?:imum)?\s+)?(?:number of|how many) (?:the\s+)?([a-z]+(?:\s+[a-z]+){0,2})",
        description.strip().lower(),
    )
    plural = len(words) == 1 and (words[0] in ("people", "persons", "men", "women") or words[0].endswith("s"))
    if plural and _singular(words[0]) in _PEOPLE:
        return {_singular(words[0])}, set()  # ``people``, ``guests``: a count of them by its plural name
    if not (set(words) & _COUNT_NAME_WORDS or described):
        return set(), set()
    nouns = {_singular(w) for w in words if w not in _COUNT_NAME_WORDS}
    qualifiers: set[str] = set()
    if described:  # "the number of hotel rooms to reserve": rooms, qualified by hotel
        phrase = [_singular(w) for w in itertools.takewhile(lambda w: w not in _STOP, described.group(1).split())]
        phrase = phrase or [_singular(described.group(1).split()[0])]
        nouns.add(phrase[-1])
        qualifiers.update(phrase[:-1])
    plain = {"item", "result", "time", "value", "day", "year", "hour", "minute", "second"}
    if not nouns - plain and set(words) & _BARE_COUNTS:
        return set(_PIECES) | set(things), qualifiers - plain  # a bare ``quantity``: "30 units", "12 pieces"
    return nouns - plain, qualifiers - nouns - plain


_BARE_COUNTS = frozenset(["quantity", "qty", "count"])  # names of a count of whatever the tool is about
_PIECES = frozenset(["unit", "piece", "pc", "copy", "item"])  # what any such count may be told in
_COUNT_WORD = "|".join(word for word, number in _WORD_NUMBERS.items() if isinstance(number, int) and 0 < number <= 20)
_ANY_COUNT = rf"(\d{{1,2}}|{_COUNT_WORD}|a single|single)"
_NOUN_AFTER = re.compile(rf"(?<![\d.,:])\b{_ANY_COUNT}((?:[\s-]+(?:\d{{1,3}}-)?[a-z]+){{1,3}})", re.I)
_FOR_ALONE = re.compile(rf"\bfor {_ANY_COUNT}(?=\s*(?:[.?!,;]|$)|\s+(?:in|at|on|from|to|with|and|please)\b)", re.I)
_GROUP_OF = re.compile(rf"\b(?:family|group|party) of {_ANY_COUNT}\b|\b{_ANY_COUNT} of us\b", re.I)  # "the three of us"
_A_COUPLE_OF = re.compile(r"\ba\s+couple\s+(?:of\s+)?([a-z]+)\b", re.I)
_ONE_MORE = re.compile(
    rf"\b(?:myself|me) and {_ANY_COUNT} other\b|\b(?:myself|me) and (?:a|an|one|my) "
    r"(?:friend|partner|wife|husband|colleague|companion|guest|other adult|other person)\b",
    re.I,
)


_ALONE = re.compile(r"\b(?:just|only) (?:for )?(?:myself|me)\b(?! and)|\bfor me alone\b", re.I)


def _count_value(word: str) -> int:
    lowered = word.lower()
    if lowered in ("single", "a single"):
        return 1
    return int(lowered) if lowered.isdigit() else int(_WORD_NUMBERS[lowered])


def _as_count(spec: Mapping[str, Any], number: int) -> dict[str, Any] | None:
    """A count as an enum or a string parameter writes it (2 or '2'), if it can."""
    option = _options(spec)[0]
    listed = option.get("enum")
    if isinstance(listed, list):
        return next(({"enum": [v]} for v in listed if v == number or v == str(number)), None)
    return {"type": "string", "enum": [str(number)]}


def _told_counts(request: str) -> list[tuple[int, str, int, int]]:
    """The counts the request tells, each with what it counts (a noun, or "person" for people told
    without a noun: "for 2", "a family of four", "myself and one other adult" = 2) and where its number is."""
    told: list[tuple[int, str, int, int]] = []
    for match in _ONE_MORE.finditer(request):
        more = _count_value(match.group(1)) if match.group(1) else 1
        told.append((more + 1, "person", match.start(), match.end()))
    for match in _ALONE.finditer(request):
        told.append((1, "person", match.start(), match.end()))
    for match in _NOUN_AFTER.finditer(request):
        if any(start <= match.start() < end for _, _, start, end in told):
            continue  # the "one" of "myself and one other adult"
        words = match.group(2).replace("-", " ").split()
        hyphened = match.group(2).startswith("-") and match.group(1).isdigit()
        words = words[:1] if hyphened else words  # "20-sided dice" counts no dice
        for word in words:
            if word.lower() in _STOP or word.lower() in _WORD_NUMBERS:
                break
            noun = _singular(word)
            told.append((_count_value(match.group(1)), noun, match.start(1), match.end(1)))
    for match in _A_COUPLE_OF.finditer(request):  # "a couple of tickets", "a couple tickets": two
        told.append((2, _singular(match.group(1)), match.start(), match.end()))
    for pattern in (_FOR_ALONE, _GROUP_OF):
        for match in pattern.finditer(request):
            group = match.lastindex or 1  # the alternative that matched ("family of four", "three of us")
            told.append((_count_value(match.group(group)), "person", match.start(group), match.end(group)))
    return told


def _per_person(noun: str, nouns: Set[str]) -> bool:
    """Whether a count of ``noun`` tells a count of ``nouns`` one for one: "for 2 people" is two seats,
    "two bus tickets" is two passengers."""
    return (noun in _PEOPLE and bool(nouns & _PER_PERSON)) or (noun in _ONE_EACH and bool(nouns & _PEOPLE))


def _noun_counts(
    request: str, keys: Sequence[str], properties: Mapping[str, Any], tool_name: str = ""
) -> dict[str, tuple[int, int]]:
    """Each count parameter's number told by its noun ("two smoking rooms" for ``number_of_rooms``), else
    by the people it is for ("tickets for two people" for ``num_passengers``), with where it is."""
    told = _told_counts(request)
    found: dict[str, tuple[int, int]] = {}
    used: set[int] = set()
    things = {_singular(word) for word in name_words(tool_name)}
    for tier in range(3):  # the noun itself, then a word that qualifies it, then the people it is for
        for key in keys:
            nouns, qualifiers = _counted_nouns(key, str(properties[key].get("description", "")), things)
            if key in found or not nouns:
                continue
            for number, noun, start, _ in told:
                fits = (noun in nouns, noun in qualifiers, _per_person(noun, nouns))[tier]
                if fits and start not in used:
                    found[key] = (number, start)
                    used.add(start)
                    break
    return found


# "a ticket", "an adult ticket", "one seat": one of a thing, said with an article.
_ONE_OF = re.compile(r"\b(?:a|an|one|a\s+single)\s+([a-z]+)(?:\s+([a-z]+))?", re.IGNORECASE)


def _one_of_its_noun(request: str, key: str, description: str, tool_name: str = "") -> bool:
    """Whether the request asks for one of what a count parameter counts, with an article ("buy a ticket"
    for ``number_of_tickets``, or a word qualifying it first: "an adult ticket"). Only a parameter named as
    a count (``number_of_X``, ``num_X``, ``X_count``): ``case_number`` is no count of cases, an ``amount``
    of money none of purchases."""
    words = name_words(key)
    if not words or not (words[0] in ("number", "num") or set(words) & {"count", "quantity", "qty"}):
        return False
    nouns, _ = _counted_nouns(key, description, {_singular(word) for word in name_words(tool_name)})
    return any(
        _singular(match.group(1)) in nouns or (match.group(2) is not None and _singular(match.group(2)) in nouns)
        for match in _ONE_OF.finditer(request)
    )


_AT_REST = re.compile(r"\b(?:from|at) (?:a )?(?:rest|standstill)\b|\bstarts? (?:off )?stationary\b", re.I)
_COUNTED = "|".join(word for word, number in _WORD_NUMBERS.items() if isinstance(number, int) and 0 < number < 100)
_ODDS = re.compile(rf"\b({_COUNTED}|\d+) in ({_COUNTED}|\d+)\b(?= (?:chance|odds|probability))", re.I)


# One term of a polynomial in one letter: "+ 3x^2", "- 10", "2*x**3", "x²"; the letter stands alone.
_TERM = re.compile(
    r"\s*([-+])?\s*(\d+(?:\.\d+)?)?\s*\*?\s*(?:([a-z])(?![a-z])(?:\s*(?:\^|\*\*)\s*(\d)|([²³]))?)?"
)


def _polynomial(request: str) -> tuple[dict[int, float], tuple[int, int]] | None:
    """The first polynomial of degree two or more written in the request ("3x^2 + 7x - 10"), as its
    coefficients by degree and where it is written."""
    for anchor in re.finditer(r"(?<![A-Za-z])[a-z](?:\s*(?:\^|\*\*)\s*[2-9]|[²³])", request):
        start = max(request.rfind(stop, 0, anchor.start()) + 1 for stop in "=,:;(")
        for begin in re.finditer(r"[-+\d]|(?<![A-Za-z])[a-z]", request[start : anchor.start() + 1]):
            parsed = _terms(request, start + begin.start())
            if parsed is not None:
                return parsed
    return None


def _terms(request: str, position: int) -> tuple[dict[int, float], tuple[int, int]] | None:
    coefficients: dict[int, float] = {}
    letter, cursor, begin = "", position, position
    while cursor < len(request):
        match = _TERM.match(request, cursor)
        if match is None or not (match.group(2) or match.group(3)) or (coefficients and not match.group(1)):
            break
        sign, number, variable, power, raised = match.groups()
        if variable and letter and variable != letter:
            break
        letter = variable or letter
        degree = int(power) if power else {"²": 2, "³": 3}.get(raised or "", 1 if variable else 0)
        value = (float(number) if number else 1.0) * (-1 if sign == "-" else 1)
        coefficients[degree] = coefficients.get(degree, 0) + (int(value) if value.is_integer() else value)
        cursor = match.end()
    if len(coefficients) < 2 or max(coefficients) < 2:
        return None
    return coefficients, (begin, cursor)


_DEGREE_WORDS = (
    (re.compile(r"[a-z]\s*(?:\^|\*\*)\s*(\d)"), None),
    (re.compile(r"[a-z]²|squared|second[- ]degree|quadratic term"), 2),
    (re.compile(r"[a-z]³|cubed|cubic term|third[- ]degree"), 3),
    (re.compile(r"linear|first[- ]degree|coefficient of [a-z]\b(?!\s*(?:\^|\*))"), 1),
    (re.compile(r"constant"), 0),
)


def _coefficients_of(
    coefficients: Mapping[int, float], keys: Sequence[str], properties: Mapping[str, Any]
) -> dict[str, float]:
    """The coefficients each number parameter is, by the degree its description names ("Coefficient of
    x^2") or, for parameters named ``a``, ``b``, ``c``..., from the highest degree down."""
    degrees: dict[str, int] = {}
    for key in keys:
        about = str(properties[key].get("description", "")).lower()
        for pattern, degree in _DEGREE_WORDS:
            found = pattern.search(about)
            if found and ("coefficient" in about or "term" in about or degree == 0):
                degrees[key] = int(found.group(1)) if degree is None else degree
                break
    if len(degrees) < 2:
        letters = [key for key in keys if re.fullmatch(r"[a-e]", key)]
        if len(letters) == max(coefficients) + 1 and letters == sorted(letters):
            degrees = {key: max(coefficients) - index for index, key in enumerate(letters)}
    placed = {key: coefficients.get(degree, 0) for key, degree in degrees.items()}
    if len(placed) < 2 or not all(_fits(properties[key], value) for key, value in placed.items()):
        return {}
    return placed


def _coefficient_order(description: str) -> str | None:
    """``decreasing`` or ``increasing`` for a list of a polynomial's coefficients, else ``None``."""
    about = description.lower()
    if "coefficient" not in about:
        return None
    return "increasing" if _RISING.search(about) else "decreasing"


_RISING = re.compile(
    r"increasing|ascending|lowest|constant term first|from the constant|starting from (?:the )?(?:zero|0)"
)


_ONE_AND_OTHER = re.compile(r"one\b(?=[^.?!]*\bthe other\b)", re.I)


def _digits_first(request: str, keys: Sequence[str], found: list[Value]) -> list[Value]:
    """The numbers left for ``keys`` without a number in words that counts the numbers in digits written
    after it ("during two periods it had 450 and then 300 members": two counts 450 and 300)."""
    digits = [value for value in found if any(c.isdigit() for c in request[value.start : value.end])]
    found = [value for value in found if not _ONE_AND_OTHER.match(request, value.start)]  # "one ... the other"
    for value in found:
        if value in digits or not isinstance(value.value, int) or value.value < 2:
            continue
        later = [other for other in digits if other.start > value.end]
        if len(later) == value.value and len(later) >= len(keys) > 0:
            return [other for other in found if other is not value]
    return found


def _counts(request: str, keys: Sequence[str], found: Sequence[Value]) -> list[Value]:
    """Numbers that count the things several parameters are ("its three sides" for ``side1`` to
    ``side3``, "two points" for ``point1``/``point2``): how many, not a value of one."""
    words = [word for key in keys for word in name_words(key)]
    shared = {word for word in words if words.count(word) > 1}
    counts = []
    for value in found:
        after = re.match(r"\s+(\w+)", request[value.end :])
        if after and any(after.group(1).lower() in (word + "s", word + "es") for word in shared):
            counts.append(value)
    return counts


_PREFIX_WORDS = {"pico": -12, "nano": -9, "micro": -6, "milli": -3, "centi": -2, "kilo": 3, "mega": 6, "giga": 9}
_UNIT_NAME = re.compile(
    r"\b(pico|nano|micro|milli|centi|kilo|mega|giga)?-?(farad|henr(?:y|ies)|hertz|met(?:er|re)|gram(?:me)?|"
    r"seconds|volt|amp(?:ere)?|watt|joule|newton|pascal|lit(?:er|re)|ohm|coulomb)s?\b",
    re.IGNORECASE,
)
_UNIT_SYMBOL = re.compile(r"(?:\(|\bin\s+)([pnµμumckMG]?(?:Hz|Pa|F|H|m|g|s|V|A|W|J|N|L|Ω|C))(?:\)|[\s.,;]|$)")


def _wanted_units(description: str) -> set[tuple[int, str]]:
    """The units a parameter's description asks for ("in henries (H)" -> (0, "henr"), "in nanometers"
    -> (-9, "met"))."""
    wanted = set()
    for match in _UNIT_NAME.finditer(description):
        prefix, name = (match.group(1) or "").lower(), match.group(2).lower()
        base = next(word for word in set(_SI_BASES.values()) if name.startswith(word))
        wanted.add((_PREFIX_WORDS.get(prefix, 0), base))
    for match in _UNIT_SYMBOL.finditer(description):
        unit = si_unit(match.group(1)) or ((0, "coulomb") if match.group(1) == "C" else None)
        if unit is not None:
            wanted.add(unit)
    return wanted


def _in_wanted_unit(request: str, place: Value, spec: Mapping[str, Any]) -> Any:
    """A number written with an SI unit ("100µF", "50 mH", "5 km") in the unit the parameter's
    description asks for ("in farads" -> 0.0001); as written when the description names no unit of
    the same kind, or when the converted value does not fit the parameter's type."""
    written = si_unit(_unit_of(request, place).lstrip("°"))
    if written is None or not isinstance(spec, Mapping):
        return place.value
    wanted = [unit for unit in _wanted_units(str(spec.get("description", ""))) if unit[1] == written[1]]
    if len(wanted) != 1 or wanted[0][0] == written[0]:
        return place.value
    value = _power(float(place.value), written[0] - wanted[0][0])
    return value if kind_of(spec) != "integer" or isinstance(value, int) else place.value


_SECONDS_IN = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800}


def _duration_unit(word: str) -> str | None:
    """The unit of time a word names, written out or short ("mins", "seconds", "h": minute, second,
    hour; the short forms are :data:`_UNIT_WORDS`'), else ``None``."""
    unit = _UNIT_WORDS.get(word, word).removesuffix("s")
    return unit if unit in _SECONDS_IN else None


def _asked_duration_unit(key: str, description: str) -> str | None:
    """The one unit of time a parameter counts in, by its name (``seconds``, ``duration_minutes``) or
    else by its description ("Duration in seconds"); ``None`` when it names none or two."""
    named = {unit for word in name_words(key) if (unit := _duration_unit(word))}
    if not named:
        words = re.findall(r"[a-z]+", description.lower())
        named = {unit for word in words if len(word) > 3 and (unit := _duration_unit(word))}
    return next(iter(named)) if len(named) == 1 else None


def in_asked_duration(request: str, place: Value, key: str, spec: Mapping[str, Any]) -> Any:
    """A length of time written in one unit ("2 minutes") in the unit the parameter counts in (120 for
    ``seconds``); as written when either names no unit of time, or the converted value does not fit
    the parameter's type (90 seconds is no whole number of minutes)."""
    written = _duration_unit(_unit_of(request, place).lower())
    asked = _asked_duration_unit(key, str(spec.get("description", "")))
    if written is None or asked is None or written == asked or isinstance(place.value, bool):
        return place.value
    value = place.value * _SECONDS_IN[written] / _SECONDS_IN[asked]
    if float(value).is_integer():
        return int(value)
    return value if kind_of(spec) != "integer" else place.value


_NEXT_PERIOD = re.compile(r"\b(?:next|coming|following|upcoming)\s+(day|week|month|year)\b", re.IGNORECASE)
_PERIOD_LENGTHS = {("day", "day"): 1, ("week", "day"): 7, ("week", "week"): 1, ("month", "month"): 1,
                   ("year", "month"): 12, ("year", "week"): 52, ("year", "year"): 1}  # fmt: skip


def _period(request: str, keys: Sequence[str], properties: Mapping[str, Any]) -> dict[str, int]:
    """The next week ("the coming month") for the one parameter counted in days, weeks, months or
    years: its length in that unit (7 days, 1 month, 12 months)."""
    match = _NEXT_PERIOD.search(request)
    if match is None:
        return _past_period(request, keys, properties)
    period = match.group(1).lower()
    fitting: dict[str, int] = {}
    for key in keys:
        about = f"{' '.join(name_words(key))} {properties[key].get('description', '')}".lower()
        units = {unit for unit in ("day", "week", "month", "year") if re.search(rf"\b{unit}s\b", about)}
        lengths = {_PERIOD_LENGTHS[(period, unit)] for unit in units if (period, unit) in _PERIOD_LENGTHS}
        if len(units) == 1 and len(lengths) == 1:
            fitting[key] = lengths.pop()
    return fitting if len(fitting) == 1 else {}


# "for the past hour", "over the last day": one unit of time back from now, its number unsaid
_PAST_PERIOD = re.compile(r"\b(?:past|last|previous)\s+(second|minute|hour|day|week)\b", re.IGNORECASE)


def _past_period(request: str, keys: Sequence[str], properties: Mapping[str, Any]) -> dict[str, int]:
    """The past hour ("over the last day") for the one parameter that counts a length of time in a unit
    (``timespan`` "in seconds"): its length in that unit (3600), when a whole number of it."""
    match = _PAST_PERIOD.search(request)
    if match is None:
        return {}
    seconds = _SECONDS_IN[match.group(1).lower()]
    fitting: dict[str, int] = {}
    for key in keys:
        asked = _asked_duration_unit(key, str(properties[key].get("description", "")))
        if asked is not None and seconds % _SECONDS_IN[asked] == 0:
            fitting[key] = seconds // _SECONDS_IN[asked]
    return fitting if len(fitting) == 1 else {}


_REPEATED = re.compile(
    r"(?:\s+[a-z]+(?:-[a-z]+)?){0,2}?\s+(?:times|tosses|flips|throws|rolls|trials|attempts|tries|draws)\b", re.I
)
_TRIAL_WORDS = frozenset(["trial", "trials", "attempts", "tries", "repetitions"])


def _repetitions(
    request: str, keys: Sequence[str], found: Sequence[Value], properties: Mapping[str, Any]
) -> dict[str, Value]:
    """How many times something is done ("in 8 tosses", "flip a coin 100 times", "3 out of 10") for the
    one parameter named or described for trials: the other numbers are what happened in them ("5 heads")."""
    described = {key: set(re.findall(r"[a-z]+", str(properties[key].get("description", "")).lower())) for key in keys}
    trials = [key for key in keys if set(name_words(key)) & _TRIAL_WORDS] or [
        key for key in keys if described[key] & _TRIAL_WORDS
    ]
    repeated = [
        value
        for value in found
        if (
            (times := _REPEATED.match(request, value.end))
            and not any(value.end <= v.start < times.end() for v in found)
        )
        or re.search(r"\bout of\s+$", request[: value.start])
    ]  # "a 6 exactly five times": the times are five's
    if len(trials) != 1:
        return {}
    if len(repeated) == 1:
        return {trials[0]: repeated[0]}
    # "roll the die 20 times ... a 6 exactly five times": the outcome is counted exactly, the trials are not
    exact = [value for value in repeated if _EXACTLY.search(request[: value.start])]
    plain = [value for value in repeated if value not in exact]
    wins = [
        key
        for key in keys
        if key not in trials
        and described[key] & _SUCCESS_WORDS
        and not _as_fraction(key, str(properties[key].get("description", "")))  # "the probability of success"
    ]
    if len(repeated) == 2 and len(exact) == 1 and len(wins) == 1:
        return {trials[0]: plain[0], wins[0]: exact[0]}
    return {}


_EXACTLY = re.compile(r"\b(?:exactly|precisely|at least|at most|only)\s+$", re.I)
_SUCCESS_WORDS = frozenset(["success", "successes", "successful", "wins", "hits"])


def _percent_for_a_count(request: str, value: Value, key: str, properties: Mapping[str, Any]) -> bool:
    """Whether a percentage ("50%") would go to a count ("the number of successes") while another
    parameter is a rate, a share or a probability, which is what a percentage states."""
    if request[value.end : value.end + 1] != "%" or not _is_count(key, str(properties[key].get("description", ""))):
        return False
    return any(
        _as_fraction(other, str(spec.get("description", "")))
        or "percent" in f"{other} {spec.get('description', '')}".lower()
        for other, spec in properties.items()
        if other != key and isinstance(spec, Mapping)
    )


def _plain_for_a_rate(
    request: str, value: Value, key: str, properties: Mapping[str, Any], free: Sequence[Value]
) -> bool:
    """Whether a number written without "%" would go to a rate, a probability or a score "as a percentage"
    while the request writes a percentage for it ("the chance on one roll is 30%": 30%, not the one roll;
    "more than 500 brands ... I am 100% confident": 100)."""
    description = str(properties[key].get("description", ""))
    if request[value.end : value.end + 1] == "%":
        return False
    if not _as_fraction(key, description) and not re.search(r"\bpercent", f"{key} {description}".lower()):
        return False
    return any(request[other.end : other.end + 1] == "%" for other in free)


def _is_count(key: str, description: str) -> bool:
    """Whether a parameter is how many things there are ("num_results", "the number of top results")."""
    words = set(re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key.lower()))
    return bool(words & {"num", "count", "quantity", "limit", "top", "results"}) or bool(
        re.match(r"(?:the\s+)?(?:total\s+)?(?:number|count|amount) of\b", description.strip().lower())
    )


_FREQUENCIES = {"annually": 1, "yearly": 1, "semi-annually": 2, "semiannually": 2, "biannually": 2,
                "quarterly": 4, "monthly": 12, "weekly": 52, "daily": 365}  # fmt: skip
_COMPOUNDED = re.compile(
    r"\b(?:compound\w*\s+(?:\w+\s+)?("
    + "|".join(_FREQUENCIES)
    + r")|("
    + "|".join(_FREQUENCIES)
    + r")\s+compound\w*)\b",
    re.IGNORECASE,
)


def _compounding(request: str, keys: Sequence[str], properties: Mapping[str, Any]) -> dict[str, int]:
    """How often interest is compounded ("compounded quarterly", "monthly compounding") for the one
    parameter that speaks of compounding: the times a year (4, 12)."""
    match = _COMPOUNDED.search(request)
    if match is None:
        return {}
    about = {key: f"{key} {properties[key].get('description', '')}".lower() for key in keys}
    fitting = [key for key in keys if "compound" in about[key] and "rate" not in name_words(key)]
    word = (match.group(1) or match.group(2)).lower()
    return {fitting[0]: _FREQUENCIES[word]} if len(fitting) == 1 else {}


def _as_fraction(key: str, description: str) -> bool:
    """Whether "5%" is 0.05 for this parameter: described as a decimal or fraction, else a rate not
    described in percent."""
    about = f"{key} {description}".lower()
    if re.search(r"\b0(?:\.0)? (?:to|and) 1\b", about):
        return True
    if re.search(r"\bpercent", about):
        return False  # "a decimal value ... as a percentage, ranging from 0.0 to 100.0"
    return (
        bool(re.search(r"\b(?:decimal|fraction|probabilit)", about))
        or "rate" in key.lower()
        or bool(re.search(r"\brate\b", about))
    )


_COUNTED_THING = re.compile(
    rf"(?<![\w.,:])(\d{{1,4}}|{_COUNT_WORD})\s+(?=([a-z][\w'-]*(?:\s+[a-z][\w'-]*){{0,2}}))", re.IGNORECASE
)


def _counted_items(
    request: str, properties: Mapping[str, Any], keys: Sequence[str], lists: Mapping[str, list[float]]
) -> dict[str, list[str]]:
    """The things the request counts ("five burgers and six chicken wings") for the one list of names
    beside a list of numbers that took those counts in that order (``items`` beside ``quantities``)."""
    names = [
        key
        for key in keys
        if kind_of(properties[key]) == "array" and kind_of(_options(properties[key])[0].get("items")) == "string"
    ]
    if len(names) != 1 or not lists:
        return {}
    things: list[tuple[float, str]] = []
    for match in _COUNTED_THING.finditer(request):
        words = list(itertools.takewhile(lambda w: w.lower() not in _STOP, match.group(2).split()))
        if words:
            things.append((_count_value(match.group(1)), " ".join(words)))
    counts = [number for number, _ in things]
    if things and any(list(listed) == counts for listed in lists.values()):
        return {names[0]: [thing for _, thing in things]}
    return {}


def _numbers_held_elsewhere(
    request: str,
    properties: Mapping[str, Any],
    narrowed: dict[str, Any],
    required: Sequence[str],
    missing: list[str],
    in_order: Set[str],
) -> None:
    """A number the request writes once fills one parameter. When another value holds it too, a
    parameter gives it back if it had it only by the order written ("id is 1234" is the
    ``person_id``'s, not also ``years_experience``'s; "the 2023 1st of March" the date's, not also
    ``number_of_tickets``'), or if the word after the number names another of its holders, not
    this one ("a 3-star hotel" is the ``star_rating``'s, not ``number_of_rooms``'). A required one
    falls back on the tool's own default, else it is missing."""
    numbers_of = {key: number for key, value in narrowed.items() if (number := _single_number(value)) is not None}
    for key, number in numbers_of.items():
        token = re.compile(rf"(?<![\w.]){number}(?!\w|\.\d)")
        written = list(token.finditer(request))
        if len(written) != 1:
            continue
        holders = [
            name
            for name, other in narrowed.items()
            if name != key
            and isinstance(other, Mapping)
            and len(other.get("enum") or ()) == 1
            and (numbers_of.get(name) == number or token.search(str(other["enum"][0])) is not None)
        ]
        if not holders:
            continue
        noun = _noun_after(request, Value(number, written[0].start(), written[0].end()))
        named = [name for name in (key, *holders) if noun and noun in _singular_words(name)]
        if key in in_order or (named and key not in named):
            _give_back(key, properties, narrowed, required, missing)


def _single_number(value: Any) -> int | None:
    """The whole number a narrowed parameter holds as its one value ("3", 1234), else ``None``."""
    if not isinstance(value, Mapping) or len(value.get("enum") or ()) != 1:
        return None
    held = value["enum"][0]
    if isinstance(held, bool):
        return None
    if isinstance(held, (int, float)) and float(held).is_integer():
        return int(held)
    return int(held) if isinstance(held, str) and held.isdigit() else None


def _singular_words(key: str) -> set[str]:
    return {word.removesuffix("s") for word in name_words(key)}


def _give_back(
    key: str, properties: Mapping[str, Any], narrowed: dict[str, Any], required: Sequence[str], missing: list[str]
) -> None:
    default = described_default(properties[key])
    if key not in required:
        narrowed[key] = None
    elif isinstance(default, (str, int, float)) and not isinstance(default, bool):
        narrowed[key] = {"enum": [default]}
    else:
        narrowed[key] = properties[key]
        missing.append(key)


def _noun_after(request: str, value: Value) -> str:
    """The word right after a number ("4 star", "2-bedroom"), lower case and singular; "" for none."""
    match = re.match(r"\s*-?\s*([A-Za-z]+)", request[value.end :])
    return match.group(1).lower().removesuffix("s") if match else ""


_CONNECTORS = ("from", "by", "to", "into", "over", "and", "minus", "plus", "times", "of", "per")


def _phrased_numbers(description: str, keys: Sequence[str], request: str, stated: Sequence[Value]) -> dict[str, Value]:
    """Numbers placed by the description's own phrase: "Subtract b from a" reads "250 from 1000" as b, a."""
    lowered = {key.lower(): key for key in keys}
    for match in re.finditer(r"\b(\w+)\s+(" + "|".join(_CONNECTORS) + r")\s+(\w+)\b", description.lower()):
        first, connector, second = match.groups()
        if first in lowered and second in lowered and first != second:
            for left, right in itertools.pairwise(stated):
                between = request[left.end : right.start].strip().lower()
                if between == connector or between == f"away {connector}":  # "take 15 away from 100"
                    return {lowered[first]: left, lowered[second]: right}
    return {}


def _year_named(request: str, value: Value) -> bool:
    """Whether a number is written as a year ("year 300", "between year 300 and 400", "44 BC")."""
    before = request[max(0, value.start - 40) : value.start].lower()
    after = request[value.end : value.end + 6]
    named = re.search(r"\b(?:year|years|yr)\s+(?:(?:from|of)\s+)?(?:\d{1,4}\s*(?:and|to|-|–)\s*)?$", before)
    return bool(named or re.match(r"\s*(?:AD|BC|BCE|CE)\b", after))


_RATING_WORDS = frozenset(["rating", "ratings", "stars", "star", "rated"])
_RATING_NUMBER = r"(\d{1,2}(?:\.\d{1,2})?|one|two|three|four|five|six|seven|eight|nine|ten)"  # "four stars" too
_RATING = re.compile(
    rf"(?<![\w.]){_RATING_NUMBER}\s*-?\s*stars?\b"  # "5-star", "5 -star", "4.5 stars"
    rf"|\b(?:rated|ratings?|(?:review\s+)?scores?|reviews?)\s+(?:of\s+)?(?:(?:at least|above|over|more than)\s+)?"
    rf"{_RATING_NUMBER}(?:\s+out\s+of\s+(?:5|five|10|ten))?(?!\w|\.\d)"  # "a review score of 4.7", "rated above 4"
    rf"|(?<![\w.]){_RATING_NUMBER}\s+out\s+of\s+(?:5|five|10|ten)\b",  # "4 out of 5"
    re.IGNORECASE,
)


def _takes_a_rating(key: str) -> bool:
    """Whether a number parameter's name says it is a rating (``avg_rating``, ``min_stars``, ``rated``)."""
    return bool(set(name_words(key)) & _RATING_WORDS)


def _rating_written(request: str, free: Sequence[Value]) -> tuple[Value, list[Value]] | None:
    """The one rating the request writes, as one of its ``free`` numbers, with the numbers its phrase
    holds (the scale of "4 out of 5"): "5-star", "a review score of 4.7", "rated above 4"; ``None`` for
    none, or two different ones."""
    matches = list(_RATING.finditer(request))
    starts = {m.start(i) for m in matches for i in (1, 2, 3) if m.group(i) is not None}
    rated = [value for value in free if value.start in starts]
    if len({value.value for value in rated}) != 1:
        return None
    held = [value for value in free if any(m.start() <= value.start < m.end() for m in matches)]
    return rated[0], held


_SHORT_YEAR = re.compile(r"(?<![\w'’])['’](\d\d)(?![\w'’])")  # "from '19", not "the '90s"
_YEARS_AGO = re.compile(rf"\b(\d{{1,2}}|{_COUNT_WORD}|a)\s+years?\s+(?:ago|back|earlier)\b|\blast\s+year\b", re.I)
_RESTATED_YEAR = re.compile(r"\s*(?:,|\(|-|in|i\.e\.)?\s*", re.I)
_FULL_YEAR = re.compile(r"(?<![\w.,/-])(1\d{3}|2\d{3})(?![\w/-]|[.,]\d)")


def _meant_year(request: str) -> tuple[int, list[tuple[int, int]]] | None:
    """The one year a request means but does not write in full, with where it and its reference are
    written: "six years ago" (or "last year") counted back from the one year the request states ("This
    year is 2023": 2017), or a year written short ("from '19": 2019, by the usual pivot, '69 to '99 in
    the 1900s). ``None`` when it means none, or two."""
    counted = list(_YEARS_AGO.finditer(request))
    if counted:
        stated = list(_FULL_YEAR.finditer(request))
        if len(counted) != 1 or len({m.group(1) for m in stated}) != 1:
            return None  # "six years ago" with no year, or two, to count from: never a guess
        if _RESTATED_YEAR.fullmatch(request[counted[0].end() : stated[0].start()]):
            return None  # "two years ago in 2021", "last year 2022": the year written is the one meant
        ago = counted[0].group(1)
        back = 1 if ago is None or ago.lower() == "a" else _count_value(ago)
        spans = [counted[0].span(), *(m.span() for m in stated)]
        return int(stated[0].group(1)) - back, spans
    short = list(_SHORT_YEAR.finditer(request))
    if len(short) != 1:
        return None
    two = int(short[0].group(1))
    return (1900 if two >= 69 else 2000) + two, [short[0].span()]


def _as_year(key: str, spec: Mapping[str, Any], year: int) -> dict[str, Any] | None:
    """A year for a year parameter written as text: the listed value that is that year, or the year in
    digits for a free string; ``None`` for another parameter, or a list without it."""
    if not _takes_a_year(key):
        return None
    listed = _enum_values(spec)
    if not listed:
        return {"type": "string", "enum": [str(year)]}
    same = [value for value in listed if str(value) == str(year)]
    return {"enum": same} if same else None


def _takes_a_year(key: str) -> bool:
    """Whether a parameter's name says it holds a year (``year``, ``release_year``), not a span of them."""
    words = name_words(key)
    return bool(words) and words[-1] == "year"


def _fits(spec: Mapping[str, Any], value: float, key: str = "", year: bool = False) -> bool:
    """Whether the number suits the parameter: its type and bounds; a year (``year``, ``start_year``)
    has four digits unless the request names it a year (``year``)."""
    if abs(value) > MAX_NUMBER:
        return False
    words = name_words(key) if key else []
    in_range = float(value).is_integer() and (1000 <= value <= 2999 or (year and 0 < value <= 2999))
    if words and words[-1] == "year" and not in_range:
        return False
    option = _options(spec)[0] if _options(spec) else spec
    if kind_of(spec) == "integer" and not float(value).is_integer():
        return False
    low, high = option.get("minimum"), option.get("maximum")
    return not ((isinstance(low, (int, float)) and value < low) or (isinstance(high, (int, float)) and value > high))


def _runs(request: str, found: Sequence[Value]) -> list[list[Value]]:
    """Numbers written as one list ("3, 4, 5 and 6", "[7, 8, 9]", "(40.7, -74.0)"), in order."""
    runs: list[list[Value]] = []
    for value in sorted(found, key=lambda v: v.start):
        gap = request[runs[-1][-1].end : value.start] if runs else ""
        if runs and re.fullmatch(r"[\s,;]*(?:(?:and|or|&)\s*)?[$€£¥]?\s*", gap):
            runs[-1].append(value)
        else:
            runs.append([value])
    return runs


def _number_lists(
    request: str, keys: Sequence[str], properties: Mapping[str, Any], free: list[Value]
) -> dict[str, list[float]]:
    """The list of numbers for each number-list parameter: the list written after its own name
    ("dataset_A with the values 12, 24, 36"), else the lists in the order written ("Group A [3, 4]
    and Group B [7, 8]" for ``group1``, ``group2``); one parameter alone takes every number left.
    The numbers taken leave ``free``."""
    runs = _runs(request, free)
    lists: dict[str, list[Value]] = {}
    for key in keys:
        literal = re.escape(key).replace("_", "[ _]?")
        for match in re.finditer(rf"(?<![\w]){literal}(?![\w])", request, re.IGNORECASE):
            after = [run for run in runs if run[0].start >= match.end() and run not in lists.values()]
            if after and len(re.findall(r"[A-Za-z]+", request[match.end() : after[0][0].start])) <= 4:
                lists[key] = after[0]
                break
    rest = [key for key in keys if key not in lists]
    long = [run for run in runs if len(run) > 1 and run not in lists.values()]
    if len(rest) == 1 and not lists and len(long) != 1:
        lists[rest[0]] = [value for value in free]  # one list: every number the request states
    else:
        for key, run in zip(rest, long, strict=False):
            lists[key] = run
    result: dict[str, list[float]] = {}
    for key, values in lists.items():
        kind = kind_of(_options(properties[key])[0].get("items"))
        fitting = [
            v for v in values if (kind == "number" or float(v.value).is_integer()) and abs(v.value) <= MAX_NUMBER
        ]
        if fitting:
            result[key] = [v.value for v in fitting]
            for value in fitting:
                if value in free:
                    free.remove(value)
    return result
