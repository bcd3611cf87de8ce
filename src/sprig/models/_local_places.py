"""Places written the way a tool's description asks for them.

Many tools describe a place parameter by its form: "in the format of 'City, State', such as
'Berkeley, CA'", "'City, Country' if the city is not in the United States". A person asking
"find a salon in Berkeley" does not write the state; a tool that wants it fails without it. The
embedded model completes the place from a table of the world's towns (GeoNames, built by
``scripts/places_table.py``), and only when the place is not in doubt: a name that several
towns of about the same size share ("Springfield") is left as the user wrote it.
"""

from __future__ import annotations

import functools
import gzip
import json
import re
import string
from dataclasses import dataclass
from importlib import resources
from typing import Any

_TOWNS = "places.json.gz"
_REGIONS = "regions.json"
_CLEAR_LEAD = 2.0  # the largest namesake must be this many times larger than the next one elsewhere
_FAR_LARGER = 10.0  # a town abroad this many times larger than its US namesake is the one meant
_NOTABLE = 100_000  # a town named like a state must be this large to be meant ("New York")
_SHORT_COUNTRIES = {"GB": "UK", "US": "USA"}  # the forms people write after a city
_ABBREVIATED = (("st.", "saint"), ("st", "saint"), ("ft.", "fort"), ("mt.", "mount"))


@dataclass(frozen=True)
class PlaceForm:
    """How a description wants a place written: with the US state's code, and for other places
    with the country, by name ("Paris, France") or by code ("Paris, FR")."""

    state: bool
    country: bool
    country_code: bool


@functools.cache
def _table() -> dict[str, Any]:
    """The towns (loaded once, and only when a description asks for a place form)."""
    table: dict[str, Any] = json.loads(gzip.decompress(resources.files("sprig.models").joinpath(_TOWNS).read_bytes()))
    return table


@functools.cache
def _regions() -> dict[str, Any]:
    regions: dict[str, Any] = json.loads(resources.files("sprig.models").joinpath(_REGIONS).read_text("utf-8"))
    return regions


@functools.cache
def _state_codes() -> dict[str, str]:
    """US state names, lower case, to their codes ("california" -> "CA")."""
    return {name.lower(): code for name, code in _regions()["states"].items()}


@functools.cache
def _countries() -> dict[str, str]:
    """Country codes to the names people write after a town ("NL" -> "Netherlands", "GB" -> "UK")."""
    named = {code: re.sub(r"^The\s+", "", name) for code, name in _regions()["countries"].items()}
    return {**named, **_SHORT_COUNTRIES}


@functools.cache
def _country_names() -> frozenset[str]:
    names = [*_regions()["countries"].values(), *_countries().values(), *_NATIONS_OF_THE_UK]
    return frozenset(name.lower() for name in names)


# "London, England": a country of the United Kingdom is the place's country too, not a town of its own
_NATIONS_OF_THE_UK = ("England", "Scotland", "Wales", "Northern Ireland")


def is_region(text: str) -> bool:
    """Whether ``text`` is a US state or a Canadian province (by name or code) or a country: "Oregon",
    "CA", "ON", "France"."""
    lowered = text.lower()
    named = lowered in _state_codes() or lowered in _province_codes() or lowered in _country_names()
    return named or text in _state_codes().values() or text in _province_codes().values()


@functools.cache
def _province_codes() -> dict[str, str]:
    """Canada's provinces and territories, lower case, to their codes ("ontario" -> "ON")."""
    return {name.lower(): code for name, code in _regions()["provinces"].items()}


_EXAMPLE = re.compile(
    r"'([A-Z][\w.' -]*?), ([A-Z][A-Za-z .]*)'"  # 'Berkeley, CA', 'Paris, France'
    r"|(?:e\.g\.|such as|for example|like)[:,]?\s+([A-Z][\w.' -]*?), ([A-Z]{2})\b"  # e.g. San Francisco, CA
)


@functools.lru_cache(maxsize=512)
def asked_form(description: str) -> PlaceForm | None:
    """The place form a parameter's description asks for, or ``None`` when it asks for none."""
    if not description or "," not in description:
        return None
    lowered = description.lower()
    examples = [match.group(2) or match.group(4) for match in _EXAMPLE.finditer(description)]
    if not examples and not re.search(r"(?:city|location),? (?:and )?(?:state|country)|state \(abbr", lowered):
        return None  # nothing about a form: the table is not even loaded
    codes = set(_state_codes().values())
    state = bool(re.search(r"city,? (?:and )?state|state \(abbr", lowered)) or any(e in codes for e in examples)
    country = bool(re.search(r"(?:city|location),? (?:and )?country", lowered))
    named = [e for e in examples if e not in codes]
    country_code = any(len(e) == 2 and e.isupper() for e in named)
    country = country or bool(named)
    if not state and not country:
        return None
    return PlaceForm(state=state, country=country, country_code=country_code)


_BARE_EXAMPLE = re.compile(r"(?:e\.g\.|such as|for example|example|like|as)[:,]?\s+'([A-Z][\w.' -]*)'", re.IGNORECASE)


@functools.lru_cache(maxsize=512)
def asks_town_alone(name: str, description: str) -> bool:
    """Whether a parameter asks for a city by its name alone: named a city, or described as "the name
    of the city", with examples (if any) that are towns with no region ("such as 'San Francisco'"),
    and never a word of a state or a country."""
    if re.search(r"\b(?:state|country|province|region|zip|address|location)\b", description, re.IGNORECASE):
        return False
    examples = [match.group(1) for match in _BARE_EXAMPLE.finditer(description)]
    if not all(is_town(example) and "," not in example for example in examples):
        return False
    city = re.search(r"(?:^|_)(?:city|town)(?:_?name)?$", name, re.IGNORECASE)
    return bool(examples or city or re.search(r"\bname of the (?:city|town)\b", description, re.IGNORECASE))


# Towns people name by a short form that is no spelling of theirs (the table's aliases are spellings)
_NICKNAMES = {"NYC": "New York", "NY": "New York", "LA": "Los Angeles", "SF": "San Francisco",
              "San Fran": "San Francisco", "Philly": "Philadelphia", "Vegas": "Las Vegas",
              "NOLA": "New Orleans"}  # fmt: skip


# Towns people name by a byword in any case ("the Big Apple", "chi-town", "nyc"): written as their names
_BYWORDS = (
    (re.compile(r"\b(?:the\s+)?big\s+apple\b", re.I), "New York"),
    (re.compile(r"\bchi-?town\b", re.I), "Chicago"),
    (re.compile(r"\bnyc\b"), "NYC"),
    (re.compile(r"\bnola\b"), "NOLA"),
)


def bywords_written_out(text: str) -> str:
    """The text with the towns it names by a byword ("the big apple", "Chi-town") named by their names."""
    for byword, name in _BYWORDS:
        text = byword.sub(name, text)
    return text


def town_named(value: str) -> str:
    """A town the user names by its well-known short form ("NYC", "LA") by its name; others as given."""
    return _NICKNAMES.get(value.strip(), value)


def town_as_exemplified(value: str, description: str) -> str:
    """A town written with "City" after its name ("New York City") as the description's own example
    writes the same town without it ("such as 'New York, NY'"): "New York"; others as given."""
    name = value.removesuffix(" City")
    if name == value or not re.search(rf"'{re.escape(name)}(?:'|,)", description):
        return value
    return name


def town_alone(value: str) -> str:
    """A town written with its state or country ("Rutherford, NJ") as its name alone."""
    city, comma, region = value.partition(",")
    return city.strip() if comma and is_region(region.strip()) and is_town(city.strip()) else value


def as_asked(value: str, request: str, form: PlaceForm) -> str:
    """``value``, a place the request names, written in ``form``: "Berkeley" -> "Berkeley, CA";
    "Mountain View california" -> "Mountain View, CA"; "Tel Aviv" -> "Tel Aviv, Israel". A value
    that is no known place, or a name shared by towns of about the same size, is left as it is."""
    value = value.strip().rstrip(",;")  # "between Boston, MA, and ...": the comma is the sentence's
    if not value[:1].isalpha():
        return value
    if "," in value:
        city, _, region = value.partition(",")
        if region.strip().title() in _NATIONS_OF_THE_UK and (alone := as_asked(city, request, form)) != city.strip():
            return alone  # "London, England" as "London" is written: "London, UK"
        code = _state_codes().get(region.strip().lower())
        if code is None and form.state and re.fullmatch(r"[a-z]{2}", region.strip()):  # "Denver,co": CO, a town of it
            code = _state_after(city.strip(), " " + region.strip())
            city = city if city.strip()[:1].isupper() else string.capwords(city)
        if code and form.state:
            return f"{city.strip()}, {code}"
        country = _country_code(region.strip()) if form.country_code else None
        return f"{city.strip()}, {country}" if country else value
    if value.lower() in _country_names():
        return value  # a country, not a town in it
    city, stated = _with_stated_region(value, request)
    if stated is not None:  # "san francisco california": San Francisco, as a known town is written
        return f"{string.capwords(city) if city.islower() and is_town(city) else city}, {stated}"
    # a state's name is a town only when a large one bears it ("New York", not "California, MD")
    smallest = _NOTABLE if value.lower() in _state_codes() else 0
    place = _clear_place(city, form.state, smallest)
    if place is None:
        return value
    city = city if city[:1].isupper() else string.capwords(city)  # "berkeley" is written Berkeley
    country, state = place
    if country == "US" and form.state:
        return f"{city}, {state}"
    code = _SHORT_COUNTRIES.get(country, country)
    if form.country_code and code not in _state_codes().values():  # "Toronto, CA" would read as California
        return f"{city}, {code}"
    name = _countries().get(country)
    return f"{city}, {name}" if name else value


def _country_code(name: str) -> str | None:
    """The code of a country the user writes by its name ("Kenya" -> "KE", "United Kingdom" -> "UK"), as
    a description's examples write countries ("Paris, FR"); ``None`` for no country. The user named
    the country, so a code that is also a US state's ("Canada" -> "CA") cannot be misread."""
    codes = {name.lower(): code for code, name in _countries().items()}
    codes |= {re.sub(r"^the\s+", "", name.lower()): code for code, name in _regions()["countries"].items()}
    codes |= {nation.lower(): "GB" for nation in _NATIONS_OF_THE_UK}
    code = codes.get(name.lower())
    return _SHORT_COUNTRIES.get(code, code) if code else None


def country_of(town: str, description: str) -> str | None:
    """The country a town the user names is in, as the description asks for it: its ISO code
    ("GB", when the description speaks of codes) or its name ("United Kingdom"); ``None`` when the
    name is no town, or towns of about the same size in several countries bear it."""
    place = _clear_place(town.strip(), False, 0)
    if place is None:
        return None
    code = place[0]
    if _asks_country_code(description):
        return code
    named: dict[str, str] = _regions()["countries"]
    return re.sub(r"^The\s+", "", named[code]) if code in named else None


def state_of(town: str, description: str) -> str | None:
    """The US state a town the user names is in, as its code when the description asks for codes
    ("abbreviation", "such as 'CA'"), else by name; ``None`` unless the town is clearly a US one."""
    place = _clear_place(town.strip(), True, 0)
    if place is None or place[0] != "US":
        return None
    return place[1] if _asks_state_code(description) else _state_names().get(place[1])


def state_code_asked(value: str, description: str) -> str:
    """A US state the user names ("New York") as its code when the description asks for codes."""
    return _state_codes().get(value.strip().lower(), value) if _asks_state_code(description) else value


def _asks_state_code(description: str) -> bool:
    return re.search(r"abbreviat|\bcode|two-letter|2-letter|'[A-Z]{2}'", description, re.IGNORECASE) is not None


@functools.cache
def _state_names() -> dict[str, str]:
    return {code: name for name, code in _regions()["states"].items()}


# Countries people name in their own tongue ("news from Deutschland"), or by a short name ("the States").
_OWN_NAMES = {
    "deutschland": "DE", "españa": "ES", "espana": "ES", "italia": "IT", "nippon": "JP", "nihon": "JP",
    "brasil": "BR", "méxico": "MX", "schweiz": "CH", "suisse": "CH", "österreich": "AT", "nederland": "NL",
    "sverige": "SE", "norge": "NO", "danmark": "DK", "polska": "PL", "suomi": "FI", "éire": "IE",
    "states": "US", "the states": "US",
}  # fmt: skip


def country_code_asked(value: str, description: str) -> str:
    """A country the user names ("UK", "Japan", or by its people: "Canadian", "Germans") as its name, or
    as its ISO code when the description asks for codes."""
    value = country_of_people(value) or value
    if not _asks_country_code(description):
        return value
    lowered = value.strip().lower()
    codes = {name.lower(): code for code, name in _countries().items()}
    codes |= {re.sub(r"^the\s+", "", name.lower()): code for code, name in _regions()["countries"].items()}
    codes |= {code.lower(): code for code in _regions()["countries"]}  # "NO" itself
    codes |= _OWN_NAMES  # "Deutschland": a country named in its own tongue
    code = codes.get(lowered)
    if code is None:
        return value
    return code.lower() if _LOWER_CASE_CODE.search(description) else code  # "e.g. us": "gb", as written there


# A description whose example writes a country's code in small letters ("Two-letter country code, e.g. us").
EXAMPLE_LEAD = r"\b(?:e\.g\.|such as|like|for example)[:,]?"
"""The words that lead a description's example ("e.g. us", "such as us-east-1", "like BA117"), as a pattern."""
_LOWER_CASE_CODE = re.compile(rf"{EXAMPLE_LEAD}\s*['\"]?[a-z]{{2}}\b(?!\w|\.\w)")


def not_a_country_asked_as_code(value: str, description: str) -> bool:
    """Whether a country parameter whose description asks for a code is given a word that names no
    country ("headlines from Reuters": a news source, not a country's ``country``)."""
    if not _asks_country_code(description):
        return False
    written = country_code_asked(value, description)
    return written == value and written.strip().upper() not in _regions()["countries"]


def country_of_people(word: str) -> str | None:
    """The one country whose people (or their adjective) a single word names by the regular endings of
    English ("Canadian" -> Canada, "Germans" -> Germany, "Japanese" -> Japan, "Mexican" -> Mexico);
    ``None`` for any other word, a country's own name, or a form two countries share."""
    lowered = word.strip().lower()
    if not re.fullmatch(r"[a-z]{4,}", lowered) or lowered in _country_names():
        return None
    lowered = lowered[:-1] if lowered.endswith("s") and not lowered.endswith("ese") else lowered  # "Germans"
    found = {
        name
        for name in _countries().values()
        if " " not in name
        and lowered
        in {f"{name.lower()}{end}" for end in ("n", "ian", "ese")}
        | {f"{name.lower()[:-1]}{end}" for end in ("an", "ian", "ese") if name.lower()[-1] in "aeiouy"}
        | ({name.lower()[:-1]} if name.lower().endswith("y") else set())  # "German"
    }
    return found.pop() if len(found) == 1 else None


def _asks_country_code(description: str) -> bool:
    return re.search(r"\bcode|\biso\b|alpha-?2|2-letter|two-letter", description, re.IGNORECASE) is not None


def is_town(value: str) -> bool:
    """Whether ``value`` names a town of the table ("Berkeley", "st. helena", "New York") or a town
    with its region ("Austin, TX", "El Gastor, Andalusia", or without the comma: "Berkeley California",
    "St. Helena CA"); a region alone ("Oregon", "AZ") is none."""
    value = value.strip()
    if "," in value:
        return True
    city, stated = _with_stated_region(value, "")
    return _in_table(value) or (stated is not None and _in_table(city))


def _in_table(name: str) -> bool:
    """Whether the table knows a town by this name, in one of its spellings."""
    table = _table()
    return any(key in table["places"] or key in table["aliases"] for key in _spellings(name.lower()))


_LOWER_TOWN = re.compile(r"(?=\b(?:in|at|near|around|from|to)\s+([a-z][a-z.'-]*(?:\s+[a-z][a-z.'-]*){0,2}))")
# After "of" or "for" a town of one word is too often a word of its own ("the price of gold", "for sale"): a
# town of two or three words only ("the weather of san diego", "hotels for salt lake city")
_LOWER_TOWN_OF = re.compile(r"(?=\b(?:of|for)\s+([a-z][a-z.'-]*(?:\s+[a-z][a-z.'-]*){1,2}))")
_WELL_KNOWN = 20_000  # a town written in lower case is taken only when this large ("in berkeley", not "in mobile")


def towns_in_lower_case(request: str) -> list[str]:
    """Towns the request names in lower case after a place word ("a salon in berkeley", "movies in
    mountain view", "the weather of san diego": after "of" or "for" two words or three), written with
    capitals; only towns that clearly lead their namesakes."""
    found: list[str] = []
    matches = [(match, 1) for match in _LOWER_TOWN.finditer(request)]
    matches += [(match, 2) for match in _LOWER_TOWN_OF.finditer(request)]
    for match, fewest in sorted(matches, key=lambda item: item[0].start()):
        words = re.split(r"[.,;:!?]", match.group(1))[0].split()  # "in mountain view. Can you": two words
        for size in range(len(words), fewest - 1, -1):
            phrase = " ".join(words[:size])
            if len(phrase) < 4 or phrase in _country_names() or not is_town(phrase):
                continue
            if (stated := _state_after(phrase, request[match.start(1) + len(phrase) :])) is not None:
                found.append(f"{string.capwords(phrase)}, {stated}")  # "in emeryville, ca": a town of that state
                break
            if _clear_place(phrase, True, _NOTABLE if phrase in _state_codes() else _WELL_KNOWN) is not None:
                found.append(string.capwords(phrase))
                break
    return found


def _state_after(town: str, rest: str) -> str | None:
    """The code of the US state written right after a town in small letters (", ca", " texas"), when the
    table holds a town of that name in that state."""
    after = re.match(r",?\s+([a-z]+)(?:\s+([a-z]+))?\b", rest)
    if after is None:
        return None
    pair = _state_code([after.group(1), after.group(2)]) if after.group(2) else None
    code = pair or _state_code([after.group(1)]) or _state_code([after.group(1).upper()])
    table = _table()
    keys = _spellings(town.lower())
    entries = [e for key in keys for e in table["places"].get(key) or table["aliases"].get(key) or []]
    return code if code is not None and any(e[0] == "US" and e[1] == code for e in entries) else None


def is_well_known_place(word: str) -> bool:
    """Whether a word written in lower case names a country ("kenya") or a large town that clearly leads
    its namesakes ("oslo"): a value, never a kind of thing asked about."""
    lowered = word.lower()
    if lowered in _country_names():
        return True
    return len(lowered) >= 4 and is_town(lowered) and _clear_place(lowered, True, _NOTABLE) is not None


def place_in_capitals(value: str) -> str:
    """A country or a large town written in small letters, as its name is written ("kenya" -> "Kenya");
    any other value as it is."""
    return string.capwords(value) if value.islower() and is_well_known_place(value) else value


def _with_stated_region(value: str, request: str) -> tuple[str, str | None]:
    """The city and the state code the request writes with it ("Austin texas", "St. Helena CA"),
    within the value or right after it; else the value and ``None``."""
    words = value.split()
    for size in (2, 1):  # "New Mexico" before "Mexico"
        code = _state_code(words[-size:]) if len(words) > size else None
        if code is not None:
            return " ".join(words[:-size]), code
    at = request.find(value)
    if at < 0:
        return value, None
    rest = request[at + len(value) :]
    dotted = re.match(r",?\s+([A-Z]\.[A-Z]\.?)", rest)  # "Washington, D.C." keeps its dots
    if dotted and _state_code([dotted.group(1).replace(".", "")]) is not None:
        return value, dotted.group(1)
    after = re.match(r",?\s+(?:in\s+)?([A-Za-z]+(?:\s+[A-Za-z]+)?)", rest)  # "Lafayette in Louisiana"
    following = after.group(1).split() if after else []
    for size in (2, 1):
        code = _state_code(following[:size]) if len(following) >= size else None
        if code is not None:
            return value, code
    coded = re.match(r",\s*([A-Z]{2})\b(?!\.)", rest)  # "Divinópolis, MG": a region's code, as the user writes it
    return (value, coded.group(1)) if coded else (value, None)


def _state_code(words: list[str]) -> str | None:
    """The code of the US state ``words`` name ("new mexico", "Oregon") or are (one word: "CA")."""
    phrase = " ".join(words)
    if phrase.lower() in _state_codes():
        return _state_codes()[phrase.lower()]
    return phrase if len(words) == 1 and phrase in _state_codes().values() else None


def _clear_place(city: str, american: bool, smallest: int) -> tuple[str, str] | None:
    """The country and US state of the town ``city`` names, when one town clearly leads its
    namesakes. A tool that asks for US states (``american``) means a US town, unless one elsewhere
    is far larger ("Paris" is in France, "Santa Rosa" in California)."""
    table = _table()
    found: list[list[Any]] = []
    for key in _spellings(city.lower()):
        found = table["places"].get(key) or table["aliases"].get(key) or []
        if found:
            break
    ranked = sorted(found, key=lambda entry: -int(entry[2]))
    if american:
        home = [entry for entry in ranked if entry[0] == "US"]
        abroad = [entry for entry in ranked if entry[0] != "US"]
        if home and not (abroad and int(abroad[0][2]) >= _FAR_LARGER * int(home[0][2])):
            ranked = home
    if not ranked or int(ranked[0][2]) < smallest:
        return None
    lead = ranked[0]
    rivals = [entry for entry in ranked[1:] if (entry[0], entry[1]) != (lead[0], lead[1])]
    if rivals and int(lead[2]) < _CLEAR_LEAD * int(rivals[0][2]):
        return None
    return str(lead[0]), str(lead[1])


def _spellings(key: str) -> list[str]:
    spellings = [key]
    for short, full in _ABBREVIATED:
        if key.startswith(short + " "):
            spellings.append(full + key[len(short) :])
    return spellings
