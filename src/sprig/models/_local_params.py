"""What a tool's parameter takes, read from its schema and its name.

Its kind and listed options, the default its description states, and what its name says it holds
(a date, a time, an id, a text, a secret, a place, a link, a host). Split out of
:mod:`sprig.models._local_values`; pure text handling.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from sprig.models._local_written import name_words


def _is_when(name: str) -> bool:
    """Whether a string parameter's name says it holds a time of some kind (a year, a date, a season)."""
    parts = set(re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name.lower()))
    return bool(parts & {"year", "date", "day", "season", "time", "when", "month"}) and not parts & {"zone", "timezone"}


def _is_date(name: str) -> bool:
    parts = set(re.split(r"[_\W]+", name))
    stay = bool(parts & {"checkin", "checkout"}) or ("check" in parts and bool(parts & {"in", "out"}))
    return bool(parts & {"date", "day", "when"}) or name.endswith("_on") or stay  # a stay's ``check_in``


_DATE_FORM = re.compile(r"\byyyy[-/.]mm[-/.]dd\b|\bmm[-/.]dd[-/.]yyyy\b|\bdd[-/.]mm[-/.]yyyy\b", re.IGNORECASE)


def asks_a_date_form(key: str, description: str) -> bool:
    """Whether a string parameter takes a date by its description, whatever its name: it asks for a day
    written in a form ("Check-in date, formatted as YYYY-MM-DD" for ``check_in``), with no time of day
    ("YYYY-MM-DD HH:MM" is a date-time) and not as the form itself (``date_format``)."""
    if "format" in name_words(key) or re.search(r"\bhh\b", description, re.IGNORECASE):
        return False
    return _DATE_FORM.search(description) is not None


def _is_currency_name(name: str) -> bool:
    """Whether a parameter's name can name a currency: "currency" in it, or a word of it (not a part of a
    word: "director" holds "to") a conversion's end is named by ("base", "from_cur", "target"), and no word
    naming something else ("to_person" names who is paid)."""
    parts = {part.lower() for part in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name)} - {""}
    ends = {"base", "target", "from", "to", "source", "src", "dest", "destination", "quote", "cur", "ccy"}
    return "currenc" in name.lower() or (bool(parts & ends) and parts <= ends | {"code", "symbol", "iso", "unit"})


def _is_id(name: str) -> bool:
    parts = re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", name)
    return any(
        part.lower() in ("id", "uuid", "guid", "number", "code", "sku", "zip", "no", "num", "ref", "reference")
        for part in parts
    )


_TEXT_NAMES = ("text", "content", "body", "message", "query", "sentence", "phrase", "note", "word", "string",
               "input", "prompt", "question", "description", "comment", "term", "keyword", "summary")  # fmt: skip


def _is_content(name: str) -> bool:
    return any(word in name for word in ("content", "body", "message", "note", "text", "msg", "string", "memo"))


def _is_text(name: str, about: str) -> bool:
    return any(word in name for word in _TEXT_NAMES) or "text" in about.split()


def _takes_a_time(key: str, spec: object) -> bool:
    """Whether a parameter holds a time or a date: by its name (``due_date``, ``remind_at`` of a time
    kind) or by a description that asks for one ("the time of day", "in YYYY-MM-DD")."""
    description = str(spec.get("description", "")) if isinstance(spec, Mapping) else ""
    timed = _is_when(key) or _is_date(key.lower()) or _is_clock(key, description)
    return timed or bool(set(name_words(key)) & {"hour", "hours", "minute", "minutes", "clock"}) or bool(
        re.search(r"\b(?:time of (?:the )?day|yyyy|hh:mm|date|deadline|schedule[sd]?)\b", description, re.IGNORECASE)
    )


# -- grounding a tool's parameters in the request -------------------------------------------------


def _options(spec: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The non-null alternatives of a parameter (``anyOf: [X, null]`` -> ``[X]``); never none: a parameter
    with no other alternative (``anyOf: [null]``) is its schema without them."""
    options = spec.get("anyOf") or spec.get("oneOf")
    if isinstance(options, list):
        kept: list[Mapping[str, Any]] = [o for o in options if isinstance(o, Mapping) and o.get("type") != "null"]
        return kept or [{key: value for key, value in spec.items() if key not in ("anyOf", "oneOf")}]
    return [spec]


# "If user doesn't specify, please use 100.", "if not provided, use 'en'": what the description tells the
# caller to give when the request gives nothing. ("Default is 10" only says what the tool does on its own: a
# required parameter so described is still the request's to give.)
_DESCRIBED_DEFAULT = re.compile(
    r"\b(?:if|when)\b[^.;]{0,60}?\b(?:specif\w*|provided|given|omitted|unspecified|not set)\b[^.;]{0,20}?[,:]?\s+"
    r"(?:please\s+)?(?:use|set\s+(?:it\s+)?to)\s+(?P<value>[^\s.,;)]+)",
    re.IGNORECASE,
)


def described_default(spec: Mapping[str, Any]) -> Any:
    """The parameter's default: the schema's, else the one its description tells the caller to use ("If user
    doesn't specify, please use 100"), when it is a value of the parameter's kind (a number for a number, one
    of its options for an enum, a quoted text for a string); else ``None``."""
    option = _options(spec)[0]
    if option.get("default") is not None:
        return option.get("default")
    match = _DESCRIBED_DEFAULT.search(str(spec.get("description", "")))
    if match is None:
        return None
    written = match.group("value").rstrip(".")
    kind = kind_of(spec)
    if kind in ("number", "integer") and re.fullmatch(r"-?\d+(?:\.\d+)?", written):
        number = float(written)
        return int(number) if kind == "integer" or number.is_integer() else number
    if kind == "enum":
        return next((value for value in option.get("enum") or () if str(value) == written.strip("'\"")), None)
    quoted_value = re.fullmatch(r"'([^']+)'|\"([^\"]+)\"", written)
    if kind == "string" and quoted_value:
        return quoted_value.group(1) or quoted_value.group(2)
    return None


def kind_of(spec: object) -> str:
    """``number``, ``integer``, ``boolean``, ``enum``, ``string``, ``array``, ``object`` or ``any``."""
    if not isinstance(spec, Mapping):
        return "any"
    options = _options(spec)
    if len(options) != 1:
        return "any"
    option = options[0]
    if isinstance(option.get("enum"), list) or "const" in option:
        return "enum"
    kind = option.get("type")
    if isinstance(kind, list):
        kinds = [k for k in kind if k != "null"]
        kind = kinds[0] if len(kinds) == 1 else None
    return str(kind) if kind in ("number", "integer", "boolean", "string", "array", "object") else "any"


def _enum_values(spec: object) -> list[Any]:
    option = _options(spec)[0] if isinstance(spec, Mapping) else {}
    listed = option.get("enum")
    return listed if isinstance(listed, list) else []


def _is_clock(key: str, description: str) -> bool:
    """Whether a string parameter holds a time of day (``show_time``, ``pickup_time``, or any name its
    description calls a "time of day" or asks in "HH:MM"), not a date-time or a duration."""
    words = name_words(key)
    said = re.search(r"\b(?:time of (?:the )?day|clock time|hh:mm)\b", description, re.IGNORECASE) is not None
    if not (said or (words and words[-1] == "time")) or _is_date(key.lower()):
        return False  # a time of day by its name ("pickup_time") or by its description ("at": "Time of day")
    # a date in the form ("YYYY-MM-DD HH:MM") makes a date-time; a date the time is on ("the pick-up time on
    # the start date, in 'HH:MM'") does not
    return not re.search(
        r"yyyy|dd/mm|mm/dd|date and time|date or time|time or date|duration|seconds|elapsed|how long",
        description,
        re.IGNORECASE,
    )


def _takes_a_place(key: str, about: str) -> bool:
    """Whether a string parameter holds a place one can go to (an address, a destination, a location)."""
    words = set(name_words(key)) | ({key.lower()} if len(key) <= 3 else set())
    place = words & {"address", "destination", "location", "loc", "street", "pickup", "dropoff", "origin"}
    return bool(place) and "mail" not in about


def _takes_a_link(key: str) -> bool:
    """Whether a string parameter holds an address on the web (``url``, ``endpoint_url``, ``profile_link``;
    not a ``website``, which may be a site's name, nor a ``link_text``)."""
    words = name_words(key)
    return bool(words) and words[-1] in {"url", "uri", "link", "href"}


def _takes_a_host(key: str) -> bool:
    """Whether a string parameter holds a machine's address on a network (``ip``, ``host_ip``,
    ``ip_address``, ``hostName``), not a place or a person's name."""
    words = [w.lower() for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key) if w]  # "ip" is short for name_words
    return bool(words) and (words[-1] in {"ip", "hostname"} or "".join(words[-2:]) in {"ipaddress", "hostname"})


def _is_secret(key: str) -> bool:
    """Whether a string parameter holds a secret (a password, a passphrase, an API key or secret)."""
    words = set(name_words(key))
    return bool(words & {"password", "passwd", "passphrase", "pwd", "secret"}) or "password" in key.lower()


def _is_api_key(key: str) -> bool:
    """Whether a string parameter holds an API key (``api_key``, ``apiKey``)."""
    return {"api", "key"} <= set(name_words(key)) or "apikey" in key.lower()
