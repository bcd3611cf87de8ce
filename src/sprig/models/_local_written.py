"""The values a request writes in a form of their own, found by that form alone.

Numbers (with glued units, scales, scientific notation, number words), e-mail addresses, quoted
texts, currencies, dates, and the request's words: what grounding an argument starts from, before
any parameter is looked at. Split out of :mod:`sprig.models._local_values`; pure text handling.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sprig.models._local_dates import MONTH_STEMS

MAX_SPAN_WORDS = 8
MAX_NUMBER = 10**15  # as the argument grammars bound numbers


@dataclass(frozen=True, slots=True)
class Value:
    """A value found in the request, with where it is (character offsets)."""

    value: Any
    start: int
    end: int


_NUMBER = re.compile(
    r"(?:(?<![\w.:/@^*-])|(?<=\b[Ii][Dd]:)|(?<=\d\*)|(?<=\d\s\*))([$€£¥]\s?)?([-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)"
    r"(?:(st|nd|rd|th)\b|([A-Za-z°µμΩ]{1,4}(?:/[A-Za-z°µμΩ]{1,4}(?:\^-?\d)?)?\b))?(?![\w@/^]|:\S|\.\w|-\d)"
)  # "PR 42: looks good" ends a number with its colon (not "3:30"); a unit may be glued, also one "per"
# another ("5J/K", "60km/h"); "profile id:7434" states the id 7434; "3*4"
# multiplies two numbers (but "x**2" and "x*2" hold an exponent and a factor of no number)
# "1e-9", "3 x 10^8", "2.5×10^-3", "10^6": a number in scientific notation, maybe with a unit ("1e-6F").
_SCIENTIFIC = re.compile(
    r"(?<![\w.^*])(?:([-+]?\d+(?:\.\d+)?)(?:[eE]([-+−]?\d{1,3})|\s*[x×*·]\s*10\s*(?:\^|\*\*)\s*\(?([-+−]?\d{1,3})\)?)"
    r"|10\s*(?:\^|\*\*)\s*\(?([-+−]?\d{1,3})\)?)([A-Za-zµμΩ]{1,4}\b)?(?![\w.^]|\.\w)"
)
# SI units with their prefixes ("µF", "mH", "kHz", "nm"): the base unit's word, and the prefixes' powers of ten.
_SI_BASES = {
    "F": "farad", "H": "henr", "Hz": "hertz", "hz": "hertz", "m": "met", "g": "gram", "s": "second",
    "V": "volt", "A": "amp", "W": "watt", "J": "joule", "N": "newton", "Pa": "pascal", "L": "lit", "l": "lit",
    "Ω": "ohm", "ohm": "ohm", "C": "coulomb",
}  # fmt: skip
_SI_PREFIXES = {"p": -12, "n": -9, "µ": -6, "μ": -6, "u": -6, "m": -3, "c": -2, "k": 3, "K": 3, "M": 6, "G": 9}
_CLOCK_AFTER = re.compile(r"\s*(?:[ap]\.?m\b|o'clock)", re.IGNORECASE)
_SCALES = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9, "trillion": 10**12}
_SCALE_AFTER = re.compile(r"\s+(hundred|thousand|million|billion|trillion)\b", re.IGNORECASE)
_SHORT_SCALES = {"k": 1000, "m": 10**6, "mn": 10**6, "mm": 10**6, "b": 10**9, "bn": 10**9}  # after a currency sign
# Glued to a number in lower case, thousands also without a currency sign ("divide 5k by 8"; "298K" is kelvin).
_THOUSANDS = "k"
# Units written right after a number ("70kg", "298K", "440Hz"): the number is still a number.
_UNITS_TEXT = (
    "k c f kg g mg lb lbs oz m cm mm km mi ft in yd s sec ms min h hr hrs hz khz mhz ghz w kw kwh v a ma mah "
    "l ml gb mb kb tb px pt mpg mph kph kmh x"
)
_UNITS = frozenset(_UNITS_TEXT.split())
_WORD_NUMBERS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
    "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
    "thousand": 1000, "million": 10**6, "billion": 10**9, "dozen": 12, "half": 0.5,
}  # fmt: skip
_WORD_NUMBER = re.compile(r"\b(" + "|".join(_WORD_NUMBERS) + r")\b", re.IGNORECASE)


# A number of tens and units in words: "twenty-two", "thirty five"
_TENS_AND_UNITS = re.compile(
    r"\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](one|two|three|four|five|six|seven|eight|nine)\b",
    re.IGNORECASE,
)
_BELOW_HUNDRED = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?"
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
    r"|seventeen|eighteen|nineteen)"
)
# A number of hundreds or thousands in words: "two hundred", "twenty-five thousand", "three hundred and fifty"
_SCALED_WORDS = re.compile(
    rf"\b({_BELOW_HUNDRED})\s+(hundred|thousand|million|billion)(?:\s+(?:and\s+)?({_BELOW_HUNDRED}))?\b",
    re.IGNORECASE,
)
_NEGATIVE_BEFORE = re.compile(r"\bnegative\s+$", re.IGNORECASE)
_HALF_AND_HALF = re.compile(r"\bhalf[\s-]+and[\s-]+half\b", re.IGNORECASE)


def _below_hundred(words: str) -> int:
    """A number under a hundred written in words: "seventy", "twenty-two", "forty five" -> 45."""
    parts = re.split(r"[- ]", words.lower())
    return sum(int(_WORD_NUMBERS[part]) for part in parts)


def numbers(text: str) -> list[Value]:
    """The numbers the text states, in order (``1,234.5`` -> 1234.5; ``five`` -> 5; ``16th`` -> 16;
    ``70kg`` -> 70; ``100 million`` -> 100000000; ``$1.2M`` -> 1200000; ``5k`` -> 5000).

    Clock times (``3:30``, ``3 pm``), parts of names (``a.txt``, ``v2``, e-mail addresses),
    exponents (``m^3``, ``x**2``) and ISO dates are not numbers here.
    """
    found: list[Value] = _scientific(text) + _bracketed(text)
    science = [(v.start, v.end) for v in found]
    for match in _NUMBER.finditer(text):
        sign, raw, ordinal, unit = match.group(1), match.group(2), match.group(3), match.group(4)
        start, end = match.start(2), match.end()
        if any(a <= start < b for a, b in science):
            continue  # the "3" of "3 x 10^8"
        if _CLOCK_AFTER.match(text, match.end(2)) or _in_date(text, start, match.end(2)):
            continue
        unit = unit.split("/")[0] if unit else unit  # "J" of "J/K" says what it is
        known = unit is None or unit.lower().lstrip("°") in _UNITS or si_unit(unit) is not None
        if not known and not (sign and unit.lower() in _SHORT_SCALES):
            continue  # "v2", "2x4", "3rd-party": part of a name
        raw = raw.replace(",", "")
        value: float | int = float(raw) if "." in raw else int(raw)
        scale = _SCALE_AFTER.match(text, end) if unit is None and ordinal is None else None
        if sign and unit and unit.lower() in _SHORT_SCALES:
            value = _scaled(value, _SHORT_SCALES[unit.lower()])
        elif unit == _THOUSANDS and ordinal is None:
            value = _scaled(value, _SHORT_SCALES[_THOUSANDS])
        elif scale:
            value = _scaled(value, _SCALES[scale.group(1).lower()])
            end = scale.end()
        if _NEGATIVE_BEFORE.search(text, max(0, start - 12), start):
            value = -value  # "negative 4"
        found.append(Value(value, start, end))
    for match in _SCALED_WORDS.finditer(text):  # "two hundred bucks": 200, not 2 and 100
        if any(a <= match.start() < b for a, b in science):
            continue
        rest = _below_hundred(match.group(3)) if match.group(3) else 0
        found.append(Value(_below_hundred(match.group(1)) * _SCALES[match.group(2).lower()] + rest, *match.span()))
    scaled = [(v.start, v.end) for v in found]
    for match in _TENS_AND_UNITS.finditer(text):  # "twenty-two degrees": 22, not 20 and 2
        if any(a <= match.start() < b for a, b in scaled):
            continue
        found.append(Value(_below_hundred(match.group(0)), *match.span()))
    covered = [(v.start, v.end) for v in found]
    for match in _WORD_NUMBER.finditer(text):
        word = match.group(1).lower()
        if word == "one" and _followed_by_noun_phrase_marker(text, match.end()):
            continue
        if any(a <= match.start() < b for a, b in covered):
            continue  # the scale of "100 million"
        if word == "half" and _HALF_AND_HALF.search(text, max(0, match.start() - 9), match.end() + 9):
            continue  # "chai tea with half and half": a cream, no number
        small = isinstance(_WORD_NUMBERS[word], int) and _WORD_NUMBERS[word] <= 20
        after = re.match(r"\s*([A-Za-z]+|[^\sA-Za-z]|$)", text[match.end() :])
        follower = after.group(1) if after else ""
        alone = follower.lower() in _STOP or not (follower.isalpha() or follower == "-")
        if small and alone and re.search(r"\b(?:a|an|the)\s+$", text[: match.start()], re.I):
            continue  # "rolling a six is ...": a face, a card (but "the two famous festivals", "a two-bedroom")
        found.append(Value(_WORD_NUMBERS[word], match.start(), match.end()))
    return sorted(found, key=lambda value: value.start)


_BRACKETED = re.compile(r"\[\s*([-+]?\d+(?:\.\d+)?(?:,[-+]?\d+(?:\.\d+)?)+)\s*\]")


def _bracketed(text: str) -> list[Value]:
    """The numbers of a list written in brackets with bare commas ("[200,300,400]"): items, not the
    thousands of one number (with a space after its commas, "[1,000, 2,500]", a comma is a list's only there)."""
    found = []
    for match in _BRACKETED.finditer(text):
        start = match.start(1)
        for item in match.group(1).split(","):
            found.append(Value(float(item) if "." in item else int(item), start, start + len(item)))
            start += len(item) + 1
    return found


def _scientific(text: str) -> list[Value]:
    """Numbers in scientific notation ("1e-9", "3 x 10^8", "2.5×10^-3"), without the ones that are
    parts of a name or a formula ("x^2" is no number)."""
    found = []
    for match in _SCIENTIFIC.finditer(text):
        mantissa = match.group(1) or "1"
        exponent = next(group for group in match.group(2, 3, 4) if group is not None).replace("−", "-")
        unit = match.group(5)
        if unit and unit.lower() not in _UNITS and si_unit(unit) is None:
            continue
        value = _power(float(mantissa), int(exponent))
        if abs(value) <= MAX_NUMBER:
            found.append(Value(value, match.start(), match.end()))
    return found


def _power(value: float, exponent: int) -> float | int:
    """``value`` times 10 to the ``exponent``, without binary rounding (100 µ is 0.0001, not 9.99e-05)."""
    scaled = Decimal(repr(value)).scaleb(exponent)
    return int(scaled) if scaled == scaled.to_integral_value() and abs(scaled) < 10**16 else float(scaled)


def si_unit(unit: str) -> tuple[int, str] | None:
    """A unit as (power of ten of its prefix, base unit's word): ``mH`` -> (-3, "henr"), ``kHz`` -> (3,
    "hertz"), ``F`` -> (0, "farad"); ``None`` for anything else."""
    if unit in _SI_BASES and unit != "C":  # a bare "C" is Celsius more often than coulombs
        return 0, _SI_BASES[unit]
    prefix, base = unit[:1], unit[1:]
    if base.lower() == "hz" and prefix.lower() in ("k", "m", "g"):
        return {"k": 3, "m": 6, "g": 9}[prefix.lower()], "hertz"  # "mhz" is written for megahertz
    if prefix in _SI_PREFIXES and base in _SI_BASES:
        return _SI_PREFIXES[prefix], _SI_BASES[base]
    return None


def _scaled(value: float, scale: int) -> float | int:
    scaled = round(value * scale, 6)
    return int(scaled) if float(scaled).is_integer() else scaled


def _in_date(text: str, start: int, end: int) -> bool:
    return bool(re.match(r"\d{4}-\d\d-\d\d", text[max(0, start - 8) : end + 6].strip("-")))


def _followed_by_noun_phrase_marker(text: str, end: int) -> bool:
    """``one of``, ``the one``: "one" used as a pronoun, not a number."""
    return text[end : end + 3].lower() == " of"


_EMAIL = re.compile(r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}")


def emails(text: str) -> list[Value]:
    """E-mail addresses, in order."""
    return [Value(m.group(0), m.start(), m.end()) for m in _EMAIL.finditer(text)]


_QUOTED = re.compile(
    r"'((?:[^']|(?<=\w)'(?=\w)){1,200})'(?!\w)|\"([^\"]{1,200})\"|“([^”]{1,200})”|‘([^’]{1,200})’|`([^`]{1,200})`"
)


def quoted(text: str) -> list[Value]:
    """Texts in quotes, without the quotes (an apostrophe inside a word is not a quote)."""
    found = []
    for match in _QUOTED.finditer(text):
        if match.group(1) is not None and match.start() > 0 and text[match.start() - 1].isalnum():
            continue  # don't -> not a quote
        inner = next(group for group in match.groups() if group is not None)
        found.append(Value(inner.strip(), match.start(), match.end()))
    return found


def in_code(text: str, quote: Value) -> bool:
    """Whether a quote is a string inside code the request writes: an argument of a call written out
    (``print('hi')``, ``log("a", 2)``); a value written after a name and "=" (``name='John'``) is a value
    the request states, not code."""
    line_start = text.rfind("\n", 0, quote.start) + 1
    line_end = text.find("\n", quote.end)
    before = text[line_start : quote.start]
    after = text[quote.end : line_end if line_end >= 0 else len(text)]
    return re.search(r"\w\([^()]*$", before) is not None and re.match(r"[^()]*\)", after) is not None


def quotations(text: str) -> list[Value]:
    """The texts the request quotes as texts of their own: :func:`quoted` without the strings inside
    code it writes (``print('hi')`` quotes nothing; the code is the text)."""
    return [quote for quote in quoted(text) if not in_code(text, quote)]


_CURRENCIES = {
    "dollar": "USD", "dollars": "USD", "usd": "USD", "euro": "EUR", "euros": "EUR", "eur": "EUR",
    "yen": "JPY", "jpy": "JPY", "pound": "GBP", "pounds": "GBP", "sterling": "GBP", "gbp": "GBP",
    "franc": "CHF", "francs": "CHF", "chf": "CHF", "yuan": "CNY", "renminbi": "CNY", "cny": "CNY",
    "rupee": "INR", "rupees": "INR", "inr": "INR", "won": "KRW", "krw": "KRW", "peso": "MXN",
    "pesos": "MXN", "mxn": "MXN", "real": "BRL", "reais": "BRL", "brl": "BRL", "krona": "SEK",
    "kronor": "SEK", "sek": "SEK", "krone": "NOK", "kroner": "NOK", "nok": "NOK", "dkk": "DKK",
    "cad": "CAD", "aud": "AUD", "nzd": "NZD", "hkd": "HKD", "sgd": "SGD", "zar": "ZAR", "rand": "ZAR",
    "ruble": "RUB", "rubles": "RUB", "rub": "RUB", "lira": "TRY", "try": "TRY", "zloty": "PLN", "pln": "PLN",
    "quid": "GBP", "bucks": "USD",  # as people say them: "200 quid", "50 bucks"
}  # fmt: skip
_QUALIFIED = {"canadian": "CAD", "australian": "AUD", "hong": "HKD", "singapore": "SGD", "new zealand": "NZD"}
_CURRENCY = re.compile(r"\b(" + "|".join(sorted(_CURRENCIES, key=len, reverse=True)) + r")\b", re.IGNORECASE)


def currencies(text: str) -> list[Value]:
    """ISO 4217 codes of the currencies the text names (``yen`` -> ``JPY``, ``US dollar`` -> ``USD``)."""
    found: list[Value] = []
    for match in _CURRENCY.finditer(text):
        word = match.group(1)
        if word.lower() == "try" and not word.isupper():
            continue  # the verb
        if word.lower() in ("won", "real") and not word.isupper():
            continue  # "I won", "for real": only the codes are safe
        if word == "Bucks":
            continue  # the team ("the Milwaukee Bucks"), not the money
        code = _CURRENCIES[word.lower()]
        before = text[max(0, match.start() - 14) : match.start()].lower()
        for qualifier, qualified in _QUALIFIED.items():
            if code == "USD" and before.rstrip().endswith((qualifier, qualifier + " kong")):
                code = qualified
        found.append(Value(code, match.start(), match.end()))
    for match in _CURRENCY_SIGN.finditer(text):  # "£50", "€ 20": the sign before an amount
        found.append(Value(_SIGNS[match.group(1)], match.start(), match.end()))
    return sorted(found, key=lambda value: value.start)


def with_currency_codes(request: str, values: list[object]) -> str:
    """The request with each currency it names by name ("250 euros in japanese yen") written as the code a
    parameter listing currency codes has for it, the country word before it included ("250 EUR in JPY"); the
    request as it is when the
    listed values are no currency codes or a named currency is not among them."""
    codes = {str(value) for value in values}
    if not codes or not codes <= set(_CURRENCIES.values()) | set(_SIGNS.values()):
        return request
    named = [value for value in currencies(request) if value.value in codes]
    for value in reversed(named):
        if request[value.start : value.end] != value.value:
            country = _COUNTRY_OF_MONEY.search(request[: value.start])  # "japanese yen": one name of the money
            start = country.start() if country else value.start
            request = request[:start] + value.value + request[value.end :]
    return request


# The country word before a currency's name ("japanese yen", "US dollars", "canadian dollars"): the money's name.
_COUNTRY_OF_MONEY = re.compile(
    r"\b(?:us|u\.s\.|american|canadian|australian|new zealand|hong kong|singapore|japanese|british|indian|swiss"
    r"|chinese|mexican|korean|south korean|brazilian|swedish|norwegian|danish|russian|turkish|polish|south african)"
    r"\s+$",
    re.IGNORECASE,
)


_SIGNS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR"}
_CURRENCY_SIGN = re.compile(r"(?<![\w$])([$€£¥₹])(?=\s?\d)")


_STOP_TEXT = (
    "a an the of to in on at for from by with and or is are was be it its this that these those what which who "
    "whom whose how when where why do does did can could would should will shall may might me my i you your "
    "please tell give show find get let us our we about into than then there here as if so near around within via "
    "over under per also "
    # pronouns and their contractions name nothing: "I'm focused on 90210" has no value "I'm"
    "i'm i've i'd i'll it's he she him his her hers they them their we're you're they're she's he's that's "
    "whether let's what's where's who's how's there's here's we've we'd we'll you've you'd you'll they've they'd "
    "they'll it'll am has have had were been being"
)
_STOP = frozenset(_STOP_TEXT.split())
_TOKEN = re.compile(r"[^\s]+")


def words_of(text: str) -> list[tuple[str, int, int]]:
    """The words of the text with their offsets, punctuation at their edges left out."""
    found = []
    for match in _TOKEN.finditer(text):
        word = match.group(0)
        lead = len(word) - len(word.lstrip("\"'“‘([`"))
        trail = len(word) - len(word.rstrip("\"'”’)].,;:!?`"))
        start, end = match.start() + lead, match.end() - trail
        if end < match.end() and text[end] == "." and _abbreviation(text[start : end + 1]):
            end += 1  # "D.C.", "Inc.": the period is the name's
        elif end < match.end() and text[end] == "." and _initial(text, start, end):
            end += 1  # "J. Patrick McNamara": an initial before the rest of a name
        if end > start:
            found.append((text[start:end], start, end))
    return found


_ABBREVIATIONS_TEXT = "inc. co. corp. ltd. llc. jr. sr. st. mt. dr. mr. mrs. ms. bros. ave. blvd."
_ABBREVIATIONS = frozenset(_ABBREVIATIONS_TEXT.split())


def _initial(text: str, start: int, end: int) -> bool:
    """Whether the capital letter at ``start`` with a period after it is a name's initial: a capital
    word follows that no sentence starts with ("J. Patrick", not "Plan A. Then")."""
    after = re.match(r"\. ([A-Z][a-z]+)", text[end : end + 40])
    if end - start != 1 or not text[start].isupper() or after is None:
        return False
    return after.group(1).lower() not in _SENTENCE_FIRST


def _abbreviation(word: str) -> bool:
    """``Inc.``, ``D.C.``, ``U.S.``: a word whose final period is its own (not ``CO.``, ``MT.`` or ``MS.``,
    a state's code that ends a sentence)."""
    if re.fullmatch(r"[A-Z]{2}\.", word):
        return False
    return word.lower() in _ABBREVIATIONS or bool(re.fullmatch(r"(?:[A-Za-z]\.){2,}", word))


_QUESTION_WORDS_TEXT = (
    "what whats what's which who how when where why is are do does can could send add tell translate find get show "
    "give book set start look calculate compute convert count search check list read write create make subtract "
    "multiply divide email call open play order buy sell put save record remind schedule include provide retrieve "
    "fetch display return use let please verify determine identify estimate recommend suggest analyze analyse "
    "generate compare plot predict update delete remove describe explain"
)
_QUESTION_WORDS = frozenset(_QUESTION_WORDS_TEXT.split())


# An IPv4 address written on its own ("8.8.8.8", not a version "1.2.3.4.5" nor a part of a longer number)
IPV4_ADDRESS = re.compile(r"(?<![\w.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\w.])")


def name_words(key: str) -> list[str]:
    parts = re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])|(?<=[a-zA-Z])(?=\d)", key)
    return [w.lower() for w in parts if len(w) > 2]


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_UNITS_TH = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
_TEENS_TH = "tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth"
_DAY_WORDS = {  # the days of a month as ordinal words: "first" 1 ... "thirty-first" 31
    **{word: n + 1 for n, word in enumerate(_UNITS_TH)},
    **{word: n + 10 for n, word in enumerate(_TEENS_TH.split())},
    "twentieth": 20, **{f"twenty-{word}": n + 21 for n, word in enumerate(_UNITS_TH)},
    "thirtieth": 30, "thirty-first": 31,
}  # fmt: skip
_DAY_WORD = "|".join(sorted(_DAY_WORDS, key=len, reverse=True))
_DATE = re.compile(
    r"(?<![\w/.-])(\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4}|"
    r"(?:19|20)\d\d(?: [-/.]|[-/.] )\d{1,2}[-/.]\d{1,2}|"  # a stray space: "2023 .10.01"
    r"(?:19|20)\d\d-(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])|"  # a dash left out: "2023-0101"
    r"(?<=\bis\s)(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])|"  # "today is 20230929"
    rf"{_MONTH}\s*\d{{1,2}}(?:st|nd|rd|th)?(?:,\s*\d{{4}}|\s+\d{{4}})?|"
    rf"\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}(?:,\s*\d{{4}}|\s+\d{{4}})?|"
    rf"{_MONTH}\s+the\s+(?:\d{{1,2}}(?:st|nd|rd|th)|{_DAY_WORD})(?:,\s*\d{{4}}|\s+\d{{4}})?|"  # "March the 3rd"
    rf"(?<=\bthe\s)(?:{_DAY_WORD})\s+of\s+{_MONTH}(?:,\s*\d{{4}}|\s+\d{{4}})?|"  # "the third of March"
    rf"{_MONTH}\s+\d{{4}}|"
    r"today|tomorrow|tonight|yesterday|(?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"(?:next|this|last)\s+(?:week|weekend|month|year))(?![\w/-])",
    re.IGNORECASE,
)


def dates(text: str) -> list[Value]:
    """Dates the text names (``2025-06-02``, ``2022/08/16``, ``March 17, 1915``, ``June01 2023``,
    ``tomorrow``, ``Friday``, ``next month``), in order."""
    spaced = _RANGE_DASH.sub(" ", text)  # "April 1-April 30 2023": two dates (same length, same places)
    return [Value(m.group(1), m.start(), m.end()) for m in _DATE.finditer(spaced)]


_RANGE_DASH = re.compile(rf"(?<=[0-9a-z])[-–](?=\s*{_MONTH}\s*\d)", re.IGNORECASE)


def same_day(first: str, second: str) -> bool:
    """Whether two dates name the same day ("April 15th" and "2023-04-15"; a missing year matches any)."""
    if not all(len(found := dates(text.strip())) == 1 and found[0].value == text.strip() for text in (first, second)):
        return False  # only dates written alone: "you may see 5 of them" is none
    a, b = date_parts(first), date_parts(second)
    return a is not None and b is not None and a[1:] == b[1:] and (a[0] is None or b[0] is None or a[0] == b[0])


def date_parts(text: str) -> tuple[int | None, int, int] | None:
    """(year or None, month, day) of a date written out or in numbers; ``None`` for a relative one."""
    lowered = text.lower()
    if match := re.fullmatch(r"(\d{4}) ?[-/.] ?(\d{1,2})[-/.](\d{1,2})", lowered):
        return int(match.group(1)), int(match.group(2)), int(match.group(3))
    if match := re.fullmatch(r"((?:19|20)\d\d)-?(\d\d)(\d\d)", lowered):
        return int(match.group(1)), int(match.group(2)), int(match.group(3))
    if match := re.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})", lowered):
        first, second = int(match.group(1)), int(match.group(2))
        month, day = (first, second) if first <= 12 else (second, first)
        return int(match.group(3)), month, day
    lowered = re.sub(rf"\b(?:{_DAY_WORD})\b", lambda word: str(_DAY_WORDS[word.group(0)]), lowered)  # "third": 3
    month = next((n + 1 for n, name in enumerate(MONTH_STEMS) if re.search(rf"\b{name}|^{name}", lowered)), 0)
    digits = [int(d) for d in re.findall(r"\d+", lowered)]
    days = [d for d in digits if d <= 31]
    years = [d for d in digits if d > 31]
    if not month or not days:
        return None
    return (years[0] if years else None), month, days[0]


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())
_VAGUE = _wordset(  # words that qualify without naming a value: "a similar color", "the same type"
    "similar same different other another new good best better specific certain particular main right wrong "
    "correct favorite favourite preferred desired usual typical next last first current total average whole "
    "some any every each all more most less least such own"
)
# Words capitalized only because they start a sentence ("Right now, ..."): never a name there.
_SENTENCE_OPENERS = _wordset(  # what starts a sentence without naming anything: "Just a regular showing", "Hi, ..."
    "just only maybe perhaps actually basically now ok okay hi hello hey thanks sure yes no well anyway "
    "preferably ideally hopefully"
)
_SENTENCE_FIRST = _STOP | _QUESTION_WORDS | _VAGUE | _SENTENCE_OPENERS
