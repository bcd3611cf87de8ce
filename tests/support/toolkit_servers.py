"""Loopback servers that speak the weatherapi.com and Baidu translate wire formats.

Each server records the requests it received and can be switched into a failure mode
(``"http500"``, ``"slow"``, ``"html"``) to test how the toolkits handle a broken upstream.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Mapping
from types import TracebackType
from typing import Any, Self

from aiohttp import web

__all__ = ["BaiduTranslateServer", "LoopbackServer", "WeatherApiServer"]

SLOW_SECONDS = 2.0


class LoopbackServer:
    """An aiohttp app on 127.0.0.1 with an OS-chosen port; use as ``async with``."""

    def __init__(self, app: web.Application) -> None:
        # Cancel a slow handler when its client gives up, so a timeout test ends at once.
        self._runner = web.AppRunner(app, handler_cancellation=True, shutdown_timeout=0.5)
        self.port = 0
        self.mode = "ok"
        """How the next replies misbehave: "ok", "http500", "html" or "slow" (plus per-API modes)."""
        self.requests: list[dict[str, str]] = []

    async def __aenter__(self) -> Self:
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self._runner.cleanup()

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"


async def _misbehave(mode: str) -> web.Response | None:
    if mode == "http500":
        return web.Response(status=500, text="<html><body>Internal Server Error</body></html>")
    if mode == "html":
        return web.Response(status=200, text="<html>maintenance</html>", content_type="text/html")
    if mode == "slow":
        await asyncio.sleep(SLOW_SECONDS)
    return None


# -- weatherapi.com ----------------------------------------------------------------------------------

_PLACES: Mapping[str, dict[str, Any]] = {
    "paris": {
        "name": "Paris",
        "region": "Ile-de-France",
        "country": "France",
        "lat": 48.87,
        "lon": 2.33,
        "tz_id": "Europe/Paris",
        "localtime_epoch": 1719835200,
        "localtime": "2024-07-01 14:00",
    },
    "tokyo": {
        "name": "Tokyo",
        "region": "Tokyo",
        "country": "Japan",
        "lat": 35.69,
        "lon": 139.69,
        "tz_id": "Asia/Tokyo",
        "localtime_epoch": 1719835200,
        "localtime": "2024-07-01 21:00",
    },
}


def _weather_error(status: int, code: int, message: str) -> web.Response:
    return web.json_response({"error": {"code": code, "message": message}}, status=status)


class WeatherApiServer(LoopbackServer):
    """A fake of ``api.weatherapi.com/v1`` (``current.json`` and ``forecast.json``)."""

    def __init__(self, key: str = "test-weather-key") -> None:
        self.key = key
        app = web.Application()
        app.router.add_get("/v1/current.json", self._current)
        app.router.add_get("/v1/forecast.json", self._forecast)
        super().__init__(app)

    @property
    def base_url(self) -> str:
        return f"{self.origin}/v1"

    async def _check(self, request: web.Request) -> tuple[web.Response | None, dict[str, Any]]:
        query = dict(request.query)
        self.requests.append({"path": request.path, **query})
        broken = await _misbehave(self.mode)
        if broken is not None:
            return broken, {}
        if "key" not in query:
            return _weather_error(401, 1002, "API key is invalid or not provided."), {}
        if query["key"] != self.key:
            return _weather_error(401, 2006, "API key is invalid."), {}
        if not query.get("q"):
            return _weather_error(400, 1003, "Parameter q is missing."), {}
        place = _PLACES.get(query["q"].lower())
        if place is None:
            return _weather_error(400, 1006, "No matching location found."), {}
        return None, place

    async def _current(self, request: web.Request) -> web.Response:
        refusal, place = await self._check(request)
        if refusal is not None:
            return refusal
        return web.json_response({"location": place, "current": _current_block(place["name"])})

    async def _forecast(self, request: web.Request) -> web.Response:
        refusal, place = await self._check(request)
        if refusal is not None:
            return refusal
        days = max(1, min(14, int(request.query.get("days", "1"))))
        forecast = [_forecast_day(index) for index in range(days)]
        return web.json_response(
            {
                "location": place,
                "current": _current_block(place["name"]),
                "forecast": {"forecastday": forecast},
            }
        )


def _current_block(name: str) -> dict[str, Any]:
    warm = name == "Paris"
    return {
        "last_updated_epoch": 1719835200,
        "last_updated": "2024-07-01 14:00",
        "temp_c": 24.0 if warm else 29.0,
        "temp_f": 75.2 if warm else 84.2,
        "is_day": 1,
        "condition": {"text": "Partly cloudy", "icon": "//cdn.weatherapi.com/x.png", "code": 1003},
        "wind_mph": 6.9,
        "wind_kph": 11.2,
        "wind_degree": 250,
        "wind_dir": "WSW",
        "pressure_mb": 1016.0,
        "pressure_in": 30.0,
        "precip_mm": 0.0,
        "precip_in": 0.0,
        "humidity": 47,
        "cloud": 50,
        "feelslike_c": 25.1,
        "feelslike_f": 77.2,
        "vis_km": 10.0,
        "vis_miles": 6.0,
        "uv": 6.0,
        "gust_mph": 8.7,
        "gust_kph": 14.0,
    }


def _forecast_day(index: int) -> dict[str, Any]:
    return {
        "date": f"2024-07-0{index + 1}" if index < 9 else f"2024-07-{index + 1}",
        "date_epoch": 1719792000 + index * 86400,
        "day": {
            "maxtemp_c": 25.0 + index,
            "maxtemp_f": 77.0,
            "mintemp_c": 15.0 + index,
            "mintemp_f": 59.0,
            "avgtemp_c": 20.0 + index,
            "avgtemp_f": 68.0,
            "maxwind_kph": 15.1,
            "totalprecip_mm": 0.5 * index,
            "avghumidity": 60,
            "daily_will_it_rain": 1 if index else 0,
            "daily_chance_of_rain": 20 * index,
            "daily_will_it_snow": 0,
            "daily_chance_of_snow": 0,
            "condition": {"text": "Sunny" if index == 0 else "Patchy rain nearby", "code": 1000},
            "uv": 7.0,
        },
        "astro": {"sunrise": "05:48 AM", "sunset": "09:58 PM", "moon_phase": "Waning Crescent"},
        "hour": [{"time": "2024-07-01 00:00", "temp_c": 18.0}],
    }


# -- Baidu translate ---------------------------------------------------------------------------------

_DICTIONARY: Mapping[tuple[str, str], Mapping[str, str]] = {
    ("en", "zh"): {"apple": "苹果", "hello": "你好", "good morning": "早上好"},
    ("zh", "en"): {"苹果": "apple", "你好": "hello"},
    ("en", "jp"): {"apple": "りんご"},
    ("en", "fra"): {"apple": "pomme"},
}
_LANGUAGES = frozenset({"auto", "zh", "en", "jp", "kor", "fra", "spa", "de", "ru", "cht"})


def _baidu_error(code: str, message: str) -> web.Response:
    return web.json_response({"error_code": code, "error_msg": message})


class BaiduTranslateServer(LoopbackServer):
    """A fake of ``fanyi-api.baidu.com/api/trans/vip/translate`` that checks the request's sign."""

    path = "/api/trans/vip/translate"

    def __init__(self, appid: str = "20240101000000001", secret: str = "s3cr3t-k3y") -> None:
        self.appid = appid
        self.secret = secret
        app = web.Application()
        app.router.add_route("*", self.path, self._translate)
        super().__init__(app)

    @property
    def url(self) -> str:
        return f"{self.origin}{self.path}"

    @property
    def base_url(self) -> str:
        """The API root (``TranslateTools(base_url=...)``)."""
        return f"{self.origin}{self.path.rsplit('/', 1)[0]}"

    async def _translate(self, request: web.Request) -> web.Response:
        fields: dict[str, str] = dict(request.query)
        if request.method == "POST":
            fields.update({k: str(v) for k, v in (await request.post()).items()})
        self.requests.append({"method": request.method, **fields})
        broken = await _misbehave(self.mode)
        if broken is not None:
            return broken
        if any(not fields.get(name) for name in ("q", "from", "to", "appid", "salt", "sign")):
            return _baidu_error("54000", "PARAM_FROM_TO_OR_Q_EMPTY")
        if fields["appid"] != self.appid:
            return _baidu_error("52003", "UNAUTHORIZED USER")
        expected = hashlib.md5(
            (fields["appid"] + fields["q"] + fields["salt"] + self.secret).encode("utf-8")
        ).hexdigest()
        if fields["sign"] != expected:
            return _baidu_error("54001", "Invalid Sign")
        source, target = fields["from"], fields["to"]
        if target not in _LANGUAGES or target == "auto":
            return _baidu_error("58001", "INVALID_TO_PARAM")
        if source == "auto":
            source = "en" if fields["q"].isascii() else "zh"
        words = _DICTIONARY.get((source, target), {})
        lines = fields["q"].split("\n")
        results = [{"src": line, "dst": words.get(line.lower(), f"<{target}:{line}>")} for line in lines]
        return web.json_response({"from": source, "to": target, "trans_result": results})
