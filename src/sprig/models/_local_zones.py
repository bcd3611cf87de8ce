"""The places a request names that have a time zone: cities of the IANA database, countries of one zone,
US states, the zone abbreviations and city initials people write ("3pm EST", "the time in Japan", "in
California", "in NYC"); and a place a request names that has none ("the time on Mars"), so that no call
pretends to know it."""

from __future__ import annotations

import re
import zoneinfo
from dataclasses import dataclass
from functools import cache
from importlib import resources

from sprig.toolkits.time import ZONE_ABBREVIATIONS

# Names people write for a country that its ISO 3166 name does not give ("Britain (UK)").
_COUNTRY_NAMES = {
    "GB": ("uk", "united kingdom", "great britain", "britain", "england", "scotland", "wales"),
    "US": ("usa", "united states", "united states of america"),
    "KR": ("south korea", "korea"),
    "KP": ("north korea",),
    "RU": ("russia",),
    "VN": ("vietnam",),
    "CZ": ("czech republic", "czechia"),
    "AE": ("uae", "united arab emirates", "dubai"),
    "NL": ("holland", "the netherlands"),
}

# A US state's zone, where the whole state, or most of it, keeps one.
_STATE_ZONES = {
    "America/New_York": "connecticut, delaware, florida, maine, maryland, massachusetts, michigan, new hampshire, "
    "new jersey, north carolina, ohio, pennsylvania, rhode island, south carolina, vermont, virginia, west virginia, "
    "indiana, kentucky",
    "America/Chicago": "alabama, arkansas, illinois, iowa, louisiana, minnesota, mississippi, missouri, oklahoma, "
    "wisconsin, texas, kansas, nebraska, north dakota, south dakota, tennessee",
    "America/Denver": "colorado, montana, new mexico, utah, wyoming, idaho",
    "America/Phoenix": "arizona",
    "America/Los_Angeles": "california, nevada, oregon, washington state",
    "America/Anchorage": "alaska",
    "Pacific/Honolulu": "hawaii",
}

# Zone keys written in capitals that people use as abbreviations ("3pm EST", "15:00 CET", "GMT").
_KEY_ABBREVIATIONS = ("UTC", "GMT", "EST", "MST", "HST", "CET", "EET", "WET", "MET")
# Cities people write by their initials, in capitals ("the time in NYC", "noon Tokyo time to LA").
_CITY_ABBREVIATIONS = {
    "NYC": "America/New_York",
    "LA": "America/Los_Angeles",
    "SF": "America/Los_Angeles",
    "HK": "Asia/Hong_Kong",
}


@dataclass(frozen=True, slots=True)
class ZoneMention:
    """A place (or a zone's abbreviation) a text names, where it names it, and its IANA zone."""

    start: int
    end: int
    written: str
    zone: str


@cache
def available_zones() -> frozenset[str]:
    """Every IANA zone key this machine knows, read once (the listing walks the zone database's files)."""
    return frozenset(zoneinfo.available_timezones())


@cache
def zone_names() -> dict[str, str]:
    """Lower-case city name -> IANA zone (``new york`` -> ``America/New_York``)."""
    names: dict[str, str] = {}
    for key in sorted(available_zones()):
        area, _, place = key.rpartition("/")
        if not area or area in ("Etc", "SystemV", "US", "Brazil", "Canada", "Chile", "Mexico"):
            continue
        names.setdefault(place.replace("_", " ").lower(), key)
    names.update({"utc": "UTC", "kyiv": "Europe/Kyiv", "beijing": "Asia/Shanghai", "delhi": "Asia/Kolkata"})
    names.update({"mumbai": "Asia/Kolkata", "san francisco": "America/Los_Angeles", "washington": "America/New_York"})
    names.update({"boston": "America/New_York", "seattle": "America/Los_Angeles", "munich": "Europe/Berlin"})
    return names


@cache
def region_names() -> dict[str, str]:
    """Lower-case country or US state name -> its IANA zone (``japan`` -> ``Asia/Tokyo``, ``california`` ->
    ``America/Los_Angeles``)."""
    names: dict[str, str] = {}
    for zone, states in _STATE_ZONES.items():
        for state in states.split(", "):
            names.setdefault(state, zone)
    for country, zone in _country_zones().items():
        names.setdefault(country, zone)
    return names


def _countries() -> list[tuple[tuple[str, ...], list[str]]]:
    """Each country's lower-case names (its ISO 3166 name, and those people write for it) with the zones the
    tz database lists for it."""
    folder = resources.files("tzdata.zoneinfo")
    zones: dict[str, list[str]] = {}
    for line in (folder / "zone.tab").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            code, _, zone, *_ = line.split("\t")
            zones.setdefault(code, []).append(zone)
    found = []
    for line in (folder / "iso3166.tab").read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        code, name = line.split("\t", 1)
        plain = re.sub(r"\s*\(.*\)|&.*", "", name).strip().lower()
        found.append(((plain, *_COUNTRY_NAMES.get(code, ())), zones.get(code, [])))
    return found


def _country_zones() -> dict[str, str]:
    """Lower-case country name -> its zone, for the countries that keep one zone on their mainland: the
    first zone the tz database lists for them, when it lists at most three (Germany: Europe/Berlin, Spain:
    Europe/Madrid); a country of many zones (the US, Canada, Russia) has no one time."""
    found: dict[str, str] = {}
    for names, listed in _countries():
        if listed and len(listed) <= 3:
            for written in names:
                found.setdefault(written, listed[0])
    return found


@cache
def _many_zones_pattern() -> re.Pattern[str]:
    names = sorted({name for names, listed in _countries() if len(listed) > 3 for name in names}, key=len, reverse=True)
    return re.compile(r"\b(" + "|".join(re.escape(name) for name in names) + r")\b", re.IGNORECASE)


def country_of_many_zones(text: str) -> str | None:
    """The country of many zones a text names, as written ("the time in Brazil": ``Brazil``); ``None`` when
    it names none, or names a place of one zone too ("São Paulo, Brazil")."""
    if zone_mentions(text, regions=True):
        return None
    found = _many_zones_pattern().search(text)
    return None if found is None else found.group(1)


@cache
def _place_pattern(regions: bool) -> re.Pattern[str]:
    places = sorted(region_names() if regions else zone_names(), key=len, reverse=True)
    return re.compile(r"\b(" + "|".join(re.escape(place) for place in places) + r")\b")


@cache
def _abbreviation_pattern() -> re.Pattern[str]:
    written = sorted({*ZONE_ABBREVIATIONS, *_KEY_ABBREVIATIONS, *_CITY_ABBREVIATIONS}, key=len, reverse=True)
    return re.compile(r"(?<![\w/])(" + "|".join(written) + r")(?![\w/])")  # in capitals only: "ist" is German


def _places_named(text: str, *, regions: bool) -> list[ZoneMention]:
    names = region_names() if regions else zone_names()
    return [
        ZoneMention(m.start(), m.end(), text[m.start() : m.end()], names[m.group(1)])
        for m in _place_pattern(regions).finditer(text.lower())
    ]


def zone_mentions(text: str, *, regions: bool = False) -> list[ZoneMention]:
    """The cities with a zone the text names, and the zone abbreviations it writes, in order; with
    ``regions``, when it names neither, the countries of one zone and the US states it names."""
    found = _places_named(text, regions=False)
    for m in _abbreviation_pattern().finditer(text):
        if not any(mention.start <= m.start() < mention.end for mention in found):
            written = m.group(1)
            zone = _CITY_ABBREVIATIONS.get(written) or ZONE_ABBREVIATIONS.get(written, written)
            found.append(ZoneMention(m.start(), m.end(), written, zone))
    if regions and not found:
        found = _places_named(text, regions=True)
    return sorted(found, key=lambda mention: mention.start)


# "What time is it on Mars?", "the time in Atlantis right now": the place a time is asked for, at the end
_ASKED_PLACE = re.compile(
    r"\btime\b[^?.!]*?\b(?:in|on|at)\s+(?:the\s+)?(?P<place>[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,2}?)"
    r"(?:\s+(?:right\s+now|now|today|currently|time))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# Words after "in"/"at" that say when, not where.
_NO_PLACES = frozenset(
    [
        "moment",
        "morning",
        "afternoon",
        "evening",
        "night",
        "day",
        "week",
        "world",
        "meantime",
        "future",
        "past",
        "general",
        "advance",
        "total",
    ]
)


def place_without_zone(text: str) -> str | None:
    """The place a request asks the time in when it is no place with a known zone ("What time is it on
    Mars?": ``Mars``), so that a call gives it as written and the tool's error says so; ``None`` when it
    names no such place, or names one whose zone is known."""
    if zone_mentions(text, regions=True):
        return None
    asked = _ASKED_PLACE.search(text)
    if asked is None or asked.group("place").lower().split()[-1] in _NO_PLACES:
        return None  # "the time at the moment", "the time in the morning"
    return asked.group("place")
