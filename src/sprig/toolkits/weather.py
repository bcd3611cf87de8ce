"""``WeatherTools``: current weather and forecasts from weatherapi.com.

The API key comes from the constructor or the ``WEATHER_API_KEY`` environment variable (read
at call time). A missing key, an HTTP error, weatherapi's own error payload
(``{"error": {"code": ..., "message": ...}}``) and a timeout each raise
:class:`~sprig.toolkits.errors.ToolkitError`, which the model receives as the error result.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Annotated, Any

import aiohttp

from sprig.toolkits._http import api_root, fetch_json
from sprig.toolkits.errors import ToolkitError
from sprig.tools import ToolParam, tool

__all__ = ["WEATHER_API_KEY_ENV", "WeatherTools"]

WEATHER_API_KEY_ENV = "WEATHER_API_KEY"
"""The environment variable holding the weatherapi.com key."""

_SERVICE = "weatherapi.com"
_MAX_DAYS = 14

_LOCATION_HELP = "City name ('Paris'), 'lat,lon' ('48.85,2.35'), a US zip or UK postcode"


class WeatherTools:
    """Current weather and daily forecasts for any place, from weatherapi.com.

    Args:
        api_key: the weatherapi.com key; defaults to the ``WEATHER_API_KEY`` variable.
        base_url: the API root; endpoints are joined to it (``{base_url}/current.json``), as in
            every toolkit.
        timeout: seconds allowed for one request, connection included.
        session: an ``aiohttp.ClientSession`` to reuse; by default each call opens its own.
    """

    def __init__(
        self,
        *,
        api_key: str | None = None,
        base_url: str = "https://api.weatherapi.com/v1",
        timeout: float = 10.0,
        session: aiohttp.ClientSession | None = None,
    ) -> None:
        if timeout <= 0:
            raise ValueError("timeout must be positive")
        self._api_key = api_key
        self._base_url = api_root(base_url)
        self._timeout = timeout
        self._session = session

    @tool(description="Current weather for a place: temperature, conditions, wind, humidity.")
    async def current_weather(
        self,
        location: Annotated[str, ToolParam(_LOCATION_HELP)],
    ) -> dict[str, Any]:
        """Return the current weather at ``location``."""
        payload = await self._get("current.json", {"q": _location(location)})
        return {"location": _place(payload.get("location")), **_current(payload.get("current"))}

    @tool(description=f"Daily weather forecast for a place, 1 to {_MAX_DAYS} days ahead (today first).")
    async def weather_forecast(
        self,
        location: Annotated[str, ToolParam(_LOCATION_HELP)],
        days: Annotated[int, ToolParam(f"Number of days, 1 to {_MAX_DAYS}")] = 3,
    ) -> dict[str, Any]:
        """Return a daily forecast for ``location``."""
        if isinstance(days, bool) or not isinstance(days, int) or not 1 <= days <= _MAX_DAYS:
            raise ToolkitError(f"days must be a whole number from 1 to {_MAX_DAYS}, not {days!r}.")
        payload = await self._get("forecast.json", {"q": _location(location), "days": str(days)})
        forecast = payload.get("forecast")
        days_out = forecast.get("forecastday") if isinstance(forecast, Mapping) else None
        return {
            "location": _place(payload.get("location")),
            "days": [_day(day) for day in days_out or () if isinstance(day, Mapping)],
        }

    async def _get(self, endpoint: str, query: dict[str, str]) -> Mapping[str, Any]:
        key = self._api_key or os.environ.get(WEATHER_API_KEY_ENV, "").strip()
        if not key:
            raise ToolkitError(
                f"The weather tool has no API key: set the {WEATHER_API_KEY_ENV} environment variable"
                " to a weatherapi.com key. Tell the user; retrying will not help."
            )
        payload = await fetch_json(
            "GET",
            f"{self._base_url}/{endpoint}",
            service=_SERVICE,
            timeout_seconds=self._timeout,
            session=self._session,
            params={"key": key, **query, "aqi": "no", "alerts": "no"},
            api_error=_api_error,
            secrets=(key,),
        )
        if not isinstance(payload, Mapping):
            raise ToolkitError(f"{_SERVICE} returned an unexpected answer (not a JSON object).")
        return payload


def _location(location: str) -> str:
    text = location.strip() if isinstance(location, str) else ""
    if not text:
        raise ToolkitError(f"location must not be empty. Give one of: {_LOCATION_HELP}.")
    return text


def _api_error(payload: Any) -> str | None:
    if not isinstance(payload, Mapping):
        return None
    error = payload.get("error")
    if not isinstance(error, Mapping):
        return None
    message = str(error.get("message") or "unknown error")
    code = error.get("code")
    return f"{message} (code {code})" if code is not None else message


def _place(location: Any) -> dict[str, Any]:
    if not isinstance(location, Mapping):
        return {}
    name = ", ".join(str(location[k]) for k in ("name", "region", "country") if location.get(k))
    return _compact(
        {
            "name": name,
            "lat": location.get("lat"),
            "lon": location.get("lon"),
            "timezone": location.get("tz_id"),
            "local_time": location.get("localtime"),
        }
    )


def _current(current: Any) -> dict[str, Any]:
    if not isinstance(current, Mapping):
        return {}
    is_day = current.get("is_day")
    return _compact(
        {
            "condition": _condition(current),
            "temp_c": current.get("temp_c"),
            "temp_f": current.get("temp_f"),
            "feels_like_c": current.get("feelslike_c"),
            "humidity": current.get("humidity"),
            "wind_kph": current.get("wind_kph"),
            "wind_dir": current.get("wind_dir"),
            "precip_mm": current.get("precip_mm"),
            "cloud": current.get("cloud"),
            "uv": current.get("uv"),
            "is_day": None if is_day is None else bool(is_day),
            "updated": current.get("last_updated"),
        }
    )


def _day(entry: Mapping[str, Any]) -> dict[str, Any]:
    day = entry.get("day")
    day = day if isinstance(day, Mapping) else {}
    astro = entry.get("astro")
    astro = astro if isinstance(astro, Mapping) else {}
    return _compact(
        {
            "date": entry.get("date"),
            "condition": _condition(day),
            "max_temp_c": day.get("maxtemp_c"),
            "min_temp_c": day.get("mintemp_c"),
            "avg_temp_c": day.get("avgtemp_c"),
            "chance_of_rain": day.get("daily_chance_of_rain"),
            "chance_of_snow": day.get("daily_chance_of_snow"),
            "precip_mm": day.get("totalprecip_mm"),
            "max_wind_kph": day.get("maxwind_kph"),
            "avg_humidity": day.get("avghumidity"),
            "uv": day.get("uv"),
            "sunrise": astro.get("sunrise"),
            "sunset": astro.get("sunset"),
        }
    )


def _condition(block: Mapping[str, Any]) -> Any:
    condition = block.get("condition")
    return condition.get("text") if isinstance(condition, Mapping) else None


def _compact(values: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None and v != ""}
