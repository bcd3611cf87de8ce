"""Numbers a parameter's description names by what they stand for, for the embedded model.

APIs often take a number that codes a thing and say so in the description: "1 for Bangkok, 2 for
Chiang Mai", "1 represents cleaning service", "where 0 is mute and 100 is the highest volume". A
request names the thing ("in Chiang Mai", "mute it"), not the number: the number is the one the
description gives for it, and a number the request writes for something else ("4 stars") is no code.
"""

from __future__ import annotations

import re
from functools import cache

# "1 for Bangkok", "2 represents ironing service", "0 means no limit", "100 is the highest quality"; a number
# may be quoted ("'1' corresponds to Bangkok, '2' to Chiang Mai": a quoted one may leave out the verb)
_CODE = re.compile(
    r"(?<![\w.-])(-?\d+(?:\.\d+)?)(?:['\"]?\s*(?:for|represents|means|stands for|corresponds to|refers to|is|=|:)"
    r"|['\"]\s*to)\s+"
    r"(?:an?\s+|the\s+)?([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,5}?)"
    r"(?=\s*(?:[,.;)]|\s+(?:and|or|etc|where|while|with|if)\b|$))",
    re.IGNORECASE,
)


@cache
def described_codes(description: str) -> tuple[tuple[str, int | float], ...]:
    """The things a description gives a number for, with their numbers, in the order written."""
    found: list[tuple[str, int | float]] = []
    for match in _CODE.finditer(description[:1000]):
        words = match.group(2).lower().split()
        number = float(match.group(1)) if "." in match.group(1) else int(match.group(1))
        found.append((" ".join(words), number))
    return tuple(found)


def named_code(request: str, description: str) -> int | float | None:
    """The number the description gives for the thing the request names ("in Chiang Mai" -> 2), the
    most specific thing first ("comprehensive cleaning service" before "cleaning service"); a thing
    named without the head word all the described things share ("ironing" for "ironing service").
    ``None`` when the request names none of them, or two different ones equally."""
    codes = described_codes(description)
    if len(codes) < 2:
        return None  # one example is no list of codes: "0 means no limit" alone may be a plain value
    heads = {thing.split()[-1] for thing, _ in codes}
    shared_head = next(iter(heads)) if len(heads) == 1 and all(len(t.split()) > 1 for t, _ in codes) else None
    named: list[tuple[int, int | float]] = []
    for thing, number in codes:
        words = thing.split()
        if _written(request, words):
            named.append((len(words), number))
        elif shared_head is not None and _written(request, words[:-1]):
            named.append((len(words) - 1, number))
    if not named:
        return None
    longest = max(size for size, _ in named)
    numbers = {number for size, number in named if size == longest}
    return next(iter(numbers)) if len(numbers) == 1 else None


def _written(request: str, words: list[str]) -> bool:
    """Whether the request writes these words in this order, each perhaps in its plural."""
    if not words:
        return False
    pattern = r"\s+".join(rf"{re.escape(word)}(?:s|es)?" for word in words)
    return re.search(rf"(?<![\w-]){pattern}(?![\w-])", request, re.IGNORECASE) is not None


# Languages by name and their two-letter codes (ISO 639-1), for a parameter listing codes ("en", "fr").
_LANGUAGE_CODES = {
    "afrikaans": "af", "arabic": "ar", "bengali": "bn", "bulgarian": "bg", "catalan": "ca", "chinese": "zh",
    "croatian": "hr", "czech": "cs", "danish": "da", "dutch": "nl", "english": "en", "estonian": "et",
    "finnish": "fi", "french": "fr", "german": "de", "greek": "el", "hebrew": "he", "hindi": "hi",
    "hungarian": "hu", "icelandic": "is", "indonesian": "id", "irish": "ga", "italian": "it", "japanese": "ja",
    "korean": "ko", "latvian": "lv", "lithuanian": "lt", "malay": "ms", "norwegian": "no", "persian": "fa",
    "polish": "pl", "portuguese": "pt", "romanian": "ro", "russian": "ru", "serbian": "sr", "slovak": "sk",
    "slovenian": "sl", "spanish": "es", "swahili": "sw", "swedish": "sv", "tamil": "ta", "thai": "th",
    "turkish": "tr", "ukrainian": "uk", "urdu": "ur", "vietnamese": "vi", "welsh": "cy",
    # languages named in their own words ("in Deutsch", "en español")
    "deutsch": "de", "español": "es", "espanol": "es", "français": "fr", "francais": "fr", "italiano": "it",
    "português": "pt", "portugues": "pt", "nederlands": "nl", "svenska": "sv", "polski": "pl", "türkçe": "tr",
    "русский": "ru", "中文": "zh", "日本語": "ja", "한국어": "ko",
}  # fmt: skip
_LANGUAGE_CODE = re.compile(r"[a-z]{2}(?:[-_][a-z]{2,4})?", re.IGNORECASE)
_LANGUAGE_NAME = "|".join(_LANGUAGE_CODES)
LANGUAGE_NAME = _LANGUAGE_NAME  # the languages' names, as one pattern's alternatives
_LANGUAGE_PAIR = re.compile(rf"\bfrom\s+(?:{_LANGUAGE_NAME})\s+(?:in)?to\s+(?:{_LANGUAGE_NAME})\b", re.IGNORECASE)


_IN_A_LANGUAGE = re.compile(rf"\bin\s+({_LANGUAGE_NAME})\b", re.IGNORECASE)


def language_written_in(request: str) -> str | None:
    """The one language the request asks things written in ("the news on tech in Spanish" -> ``Spanish``),
    as written; ``None`` when it names none so, or several, or takes a text from one language to another."""
    named = {match.group(1) for match in _IN_A_LANGUAGE.finditer(request)}
    return named.pop() if len(named) == 1 and not names_a_language_pair(request) else None


# The commonest words of English: a quoted text made mostly of them is written in English.
_COMMON_ENGLISH = (
    "the a an is are was were be been am i you he she it we they my your our their this that these those and "
    "or but not no to of in on at for with from by about as so very here there always never it's i'm don't "
    "can't what who how when where why do does did have has had will would can could should all some any more "
    "love like good great bad best today"
)
_ENGLISH_WORDS = frozenset(_COMMON_ENGLISH.split())
# A description of the language a given text is in ("the language in which the text is written", "the
# language of the source text"), not of one to write in.
_LANGUAGE_OF_THE_TEXT = re.compile(
    r"\blanguage\s+(?:in\s+which\s+|that\s+)?the\s+(?:\w+\s+){0,2}(?:text|review|message|document|input|sentence)"
    r"\s+(?:is|was)\s+(?:written\b|in\b)|\blanguage\s+of\s+the\s+(?:given\s+|input\s+|source\s+)?"
    r"(?:text|review|message|document|sentence)\b",
    re.IGNORECASE,
)


def all_in_english(texts: list[str]) -> bool:
    """Whether there are texts and each is of three words or more, written in English by its common
    words ("I love the food here! It's always fresh."): the language a quoted text is in."""
    for text in texts:
        words = re.findall(r"[a-z']+", text.lower())
        if len(words) < 3 or sum(word in _ENGLISH_WORDS for word in words) < max(2, len(words) * 0.3):
            return False
    return bool(texts)


def may_name_a_language(text: str) -> bool:
    """Whether a span may name a language: one word alone ("Marathi", "fr"), or words among which a
    language is named ("Brazilian Portuguese"); never a phrase that names none ("sentiment of 'great")."""
    words = text.split()
    return (len(words) == 1 and words[0].isalpha()) or _LANGUAGE_WORD.search(text) is not None


def describes_the_text_language(description: str) -> bool:
    """Whether a parameter's description asks the language a given text is written in."""
    return _LANGUAGE_OF_THE_TEXT.search(description) is not None


# "translate 'where is the station' to italian": the language a translation is asked into.
_TRANSLATED_INTO = re.compile(rf"\btranslat\w*\b.*?\s(?:in)?to\s+({_LANGUAGE_NAME})\b", re.IGNORECASE | re.DOTALL)


def translated_into(request: str) -> str | None:
    """The language a translation is asked into ("translate hello to italian" -> ``italian``), as written;
    ``None`` when the request asks none, or takes a text from one named language to another."""
    match = _TRANSLATED_INTO.search(request)
    return match.group(1) if match and not names_a_language_pair(request) else None


# A text said in a language: "How do you say thank you in Japanese?", "What's 'good evening' in Portuguese?".
_SAID = r"\bsay\s+(?P<text>[^?.!,;]{1,60}?)"
_THEN_A_LANGUAGE = rf"\s+in\s+(?:{_LANGUAGE_NAME})\b"
_TEXT_IN_A_LANGUAGE = re.compile(
    rf"(?:{_SAID}|'[^']{{1,80}}'|\"[^\"]{{1,80}}\"|“[^”]{{1,80}}”){_THEN_A_LANGUAGE}", re.IGNORECASE
)
_SAID_IN_A_LANGUAGE = re.compile(_SAID + _THEN_A_LANGUAGE, re.IGNORECASE)


def said_in_a_language(request: str) -> str | None:
    """The text the request asks said in a language ("how do you say cheese in french" -> ``cheese``),
    without its quotes; ``None`` when it asks none."""
    match = _SAID_IN_A_LANGUAGE.search(request)
    return match["text"].strip().strip("'\"“”‘’").strip() or None if match else None


def asks_a_translation(request: str) -> bool:
    """Whether the request asks for a text in another language: it takes something from one language to
    another (:func:`names_a_language_pair`), or asks how a text is said, or a quoted text, in a language."""
    return names_a_language_pair(request) or _TEXT_IN_A_LANGUAGE.search(request) is not None


def language_pair(request: str) -> tuple[str, str] | None:
    """The languages a request takes something from and to ("from English to Italian" -> ``English``,
    ``Italian``), as written; ``None`` when it names no such pair."""
    match = _LANGUAGE_PAIR_NAMED.search(request)
    return (match.group(1), match.group(2)) if match else None


_LANGUAGE_PAIR_NAMED = re.compile(rf"\bfrom\s+({_LANGUAGE_NAME})\s+(?:in)?to\s+({_LANGUAGE_NAME})\b", re.IGNORECASE)


def names_a_language_pair(request: str) -> bool:
    """Whether the request takes something from one language to another ("convert this sentence from
    English to French"): what it asks is a translation, whatever its verb."""
    return _LANGUAGE_PAIR.search(request) is not None


def with_language_codes(request: str, about: str, values: list[object]) -> str:
    """The request with each language it names by name ("from English to French") written as the code
    a parameter of language codes lists for it ("from en to fr"); the request as it is when the parameter
    (``about``: its name and description) is no language or its values are no codes, and for a language
    whose code two values share ("en-US", "en-GB")."""
    codes = [str(value) for value in values]
    if "lang" not in about.lower() or not codes or not all(_LANGUAGE_CODE.fullmatch(code) for code in codes):
        return request
    by_language: dict[str, list[str]] = {}
    for code in codes:
        by_language.setdefault(re.split(r"[-_]", code)[0].lower(), []).append(code)

    def regional(match: re.Match[str]) -> str:  # "a british accent" for 'en-GB', "brazilian portuguese" 'pt-BR'
        region = _REGIONS[match.group(1).lower()]
        language = _LANGUAGE_CODES.get((match.group(2) or "").lower(), "")
        listed = [c for c in codes if c[-2:].upper() == region and (not language or c[:2].lower() == language)]
        return (listed[0] + ("" if match.group(2) else " ")) if len(listed) == 1 else match.group(0)

    def coded(match: re.Match[str]) -> str:
        if match.group(0).islower() and match.group(0) in _ALSO_WORDS:
            return match.group(0)  # "polish the text": the verb
        listed = by_language.get(_LANGUAGE_CODES.get(match.group(0).lower(), ""), [])
        return listed[0] if len(listed) == 1 else match.group(0)

    request = _REGIONAL.sub(regional, request) if any(_REGIONAL_CODE.fullmatch(code) for code in codes) else request
    return re.sub(rf"\b(?:{_LANGUAGE_NAME})\b", coded, request, flags=re.IGNORECASE)


# The peoples whose country names the region of a regional language code ("en-GB", "pt-BR", "es-MX").
_REGIONS = {
    "british": "GB", "american": "US", "brazilian": "BR",
    "mexican": "MX", "castilian": "ES", "australian": "AU", "canadian": "CA", "indian": "IN",
    "irish": "IE", "swiss": "CH", "austrian": "AT", "belgian": "BE", "argentinian": "AR", "argentine": "AR",
}  # fmt: skip
_REGIONAL = re.compile(
    r"\b(" + "|".join(_REGIONS) + r")\s+(?:(english|spanish|portuguese|french|german|italian|dutch)\b"
    r"|(?=(?:accent|voice|speaker|pronunciation)\b))",
    re.IGNORECASE,
)
_ALSO_WORDS = frozenset(["polish"])  # a language's name that is a word of its own in small letters


# a description that asks for a language's two-letter code ("ISO 639-1 code", "the language code, e.g. 'es'")
_ASKS_LANGUAGE_CODE = re.compile(
    r"\biso[ -]?639|\blanguage code|\b(?:two|2)[- ]letter\b|\biso code\b"
    r"|\bcode,? (?:like|such as|e\.g\.) ['\"]?[a-z]{2}\b",  # "(ISO code like 'fr')"
    re.IGNORECASE,
)
_REGIONAL_CODE = re.compile(r"\b[a-z]{2}[-_][A-Z]{2}\b")  # "en-US": a code with its region, not two letters alone
_LANGUAGE_WORD = re.compile(rf"\b(?:{_LANGUAGE_NAME})\b", re.IGNORECASE)


def languages_asked(request: str, description: str) -> list[str]:
    """The languages the request names outside its quoted texts and not as the one a text comes from
    ("translate 'thank you' to german and italian": ``german``, ``italian``), in order, as written, or as
    their two-letter codes when the description asks codes."""
    unquoted = re.sub(r"'[^']*'|\"[^\"]*\"|“[^”]*”", " ", request)
    named = [
        m.group(0) for m in _LANGUAGE_WORD.finditer(unquoted) if not re.search(r"\bfrom\s+$", unquoted[: m.start()])
    ]
    if _ASKS_LANGUAGE_CODE.search(description):
        named = [_LANGUAGE_CODES[name.lower()] for name in named]
    return list(dict.fromkeys(named))


# What a translating tool's bare ``to``/``source`` parameter is described as when its schema says nothing of it
TRANSLATED_INTO = "The language to translate into"
TRANSLATED_FROM = "The language to translate from"


def says_the_language_from(request: str) -> bool:
    """Whether the request names a language it translates from ("from Spanish to English")."""
    return re.search(rf"\bfrom\s+(?:{_LANGUAGE_NAME})\b", request, re.IGNORECASE) is not None


def named_language_code(request: str, key: str, description: str) -> str | None:
    """The two-letter code of the one language the request names by name ("to French" -> "fr"), for a
    string parameter of a language whose description asks for its code ("ISO 639-1 code of the target
    language, e.g. 'es'"). ``None`` when the parameter takes no such code (or a code with its region,
    "en-US"), or the request names no language or more than one (two only by the words before them: "from
    Spanish to English")."""
    about = f"{key} {description}"
    if "lang" not in about.lower() or not _ASKS_LANGUAGE_CODE.search(about) or _REGIONAL_CODE.search(description):
        return None
    named = {_LANGUAGE_CODES[match.group(0).lower()] for match in _LANGUAGE_WORD.finditer(request)}
    if len(named) == 2:  # "from Spanish to English": each by the word before it, the source's "from"
        source = bool(re.search(r"\b(?:source|src|from|original)\b|translate from", about.replace("_", " "), re.I))
        before = r"\bfrom\s+" if source else r"\b(?:to|into|in)\s+"
        said = re.finditer(before + rf"({_LANGUAGE_NAME})\b", request, re.IGNORECASE)
        named = {_LANGUAGE_CODES[match.group(1).lower()] for match in said}
    if len(named) != 1:
        return None
    examples = re.findall(r"""['"‘“]([A-Za-z]{2})['"’”]""", description)  # "e.g. 'DE'": DeepL's codes in capitals
    code = next(iter(named))
    return code.upper() if examples and all(example.isupper() for example in examples) else code


# The share tickers of companies people name by name ("the share price of Apple"): the largest listed
# companies, whose tickers do not change; any other company is named by its ticker or not at all.
_TICKERS = {
    "apple": "AAPL", "microsoft": "MSFT", "google": "GOOGL", "alphabet": "GOOGL", "amazon": "AMZN",
    "tesla": "TSLA", "meta": "META", "facebook": "META", "nvidia": "NVDA", "netflix": "NFLX", "intel": "INTC",
    "amd": "AMD", "ibm": "IBM", "oracle": "ORCL", "salesforce": "CRM", "adobe": "ADBE", "paypal": "PYPL",
    "uber": "UBER", "airbnb": "ABNB", "spotify": "SPOT", "coca-cola": "KO", "pepsico": "PEP", "walmart": "WMT",
    "disney": "DIS", "nike": "NKE", "mcdonald's": "MCD", "starbucks": "SBUX", "boeing": "BA", "visa": "V",
    "mastercard": "MA", "jpmorgan": "JPM", "exxon": "XOM", "chevron": "CVX", "pfizer": "PFE", "costco": "COST",
    "qualcomm": "QCOM", "cisco": "CSCO", "shopify": "SHOP", "palantir": "PLTR", "alibaba": "BABA",
    "toyota": "TM", "sony": "SONY", "berkshire hathaway": "BRK.B", "goldman sachs": "GS",
}  # fmt: skip
_COMPANY = re.compile(r"\b(" + "|".join(sorted(map(re.escape, _TICKERS), key=len, reverse=True)) + r")(?![\w-])", re.I)


def tickers_named(request: str) -> list[str]:
    """The tickers of the companies the request names ("How much is one share of Microsoft?" -> ``MSFT``)."""
    return list(dict.fromkeys(_TICKERS[match.group(1).lower()] for match in _COMPANY.finditer(request)))


# The IATA codes of airports people name by their own names ("from Heathrow", "into O'Hare"), not by a
# town's: a town of several airports names no one of them.
_AIRPORTS = {
    "heathrow": "LHR", "gatwick": "LGW", "stansted": "STN", "o'hare": "ORD", "ohare": "ORD", "midway": "MDW",
    "laguardia": "LGA", "la guardia": "LGA", "newark": "EWR", "john f. kennedy": "JFK", "john f kennedy": "JFK",
    "charles de gaulle": "CDG", "orly": "ORY", "schiphol": "AMS", "narita": "NRT", "haneda": "HND", "changi": "SIN",
    "logan": "BOS", "dulles": "IAD", "reagan national": "DCA", "hartsfield-jackson": "ATL", "hartsfield": "ATL",
    "sea-tac": "SEA", "seatac": "SEA", "incheon": "ICN", "barajas": "MAD", "fiumicino": "FCO", "malpensa": "MXP",
    "pearson": "YYZ", "love field": "DAL", "hobby": "HOU", "bush intercontinental": "IAH", "kastrup": "CPH",
    "arlanda": "ARN", "el prat": "BCN", "suvarnabhumi": "BKK", "don mueang": "DMK", "kansai": "KIX", "pudong": "PVG",
    "hongqiao": "SHA", "indira gandhi": "DEL", "chhatrapati shivaji": "BOM", "kingsford smith": "SYD",
    "tullamarine": "MEL", "chek lap kok": "HKG",
}  # fmt: skip
_ASKS_AIRPORT_CODE = re.compile(r"\biata\b|\bairport(?:'s)?\s+(?:\w+[- ]letter\s+)?code\b", re.IGNORECASE)
_AIRPORT_WORDS = re.compile(r"\b(?:the|airport|international|intl\.?)(?!\w)", re.IGNORECASE)


def airport_code_asked(value: str, description: str) -> str:
    """An airport the user names by its own name ("Heathrow", "London Heathrow Airport", "O'Hare") as its
    IATA code when the description asks for such codes; any other value as it is."""
    if not _ASKS_AIRPORT_CODE.search(description):
        return value
    words = _AIRPORT_WORDS.sub(" ", value.replace("’", "'")).lower().split()
    for start in range(len(words)):  # "London Heathrow": the airport's name after its town's
        code = _AIRPORTS.get(" ".join(words[start:]))
        if code is not None:
            return code
    return value
