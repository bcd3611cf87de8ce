"""WeatherTools against a loopback server that speaks weatherapi.com's format."""

from __future__ import annotations

import json
import socket
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from sprig._sync import run_sync
from sprig.toolkits import ToolkitError, WeatherTools
from sprig.toolkits.weather import WEATHER_API_KEY_ENV
from sprig.tools import ToolArgumentError, ToolCallback, ToolCallbacks, ToolErrorKind
from support.toolkit_calls import model_turn
from support.toolkit_servers import WeatherApiServer

KEY = "test-weather-key"


@pytest.fixture
async def server() -> AsyncIterator[WeatherApiServer]:
    async with WeatherApiServer(key=KEY) as running:
        yield running


@pytest.fixture(autouse=True)
def no_key_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(WEATHER_API_KEY_ENV, raising=False)


def callbacks(tools: object) -> dict[str, ToolCallback]:
    return {cb.name: cb for cb in ToolCallbacks.from_objects(tools)}


async def run(tools: WeatherTools, name: str, arguments: dict[str, Any]) -> Any:
    return json.loads(await callbacks(tools)[name].acall(json.dumps(arguments)))


def tools_for(server: WeatherApiServer, **options: Any) -> WeatherTools:
    options.setdefault("api_key", KEY)
    return WeatherTools(base_url=server.base_url, **options)


def test_tools_and_schemas() -> None:
    found = callbacks(WeatherTools())
    assert set(found) == {"current_weather", "weather_forecast"}
    forecast = found["weather_forecast"].definition.schema_dict()
    assert list(forecast["properties"]) == ["location", "days"]
    assert forecast["required"] == ["location"]
    assert found["current_weather"].definition.schema_dict()["required"] == ["location"]


async def test_current_weather(server: WeatherApiServer) -> None:
    result = await run(tools_for(server), "current_weather", {"location": "Paris"})
    assert result == {
        "location": {
            "name": "Paris, Ile-de-France, France",
            "lat": 48.87,
            "lon": 2.33,
            "timezone": "Europe/Paris",
            "local_time": "2024-07-01 14:00",
        },
        "condition": "Partly cloudy",
        "temp_c": 24.0,
        "temp_f": 75.2,
        "feels_like_c": 25.1,
        "humidity": 47,
        "wind_kph": 11.2,
        "wind_dir": "WSW",
        "precip_mm": 0.0,
        "cloud": 50,
        "uv": 6.0,
        "is_day": True,
        "updated": "2024-07-01 14:00",
    }
    (request,) = server.requests
    assert request["path"] == "/v1/current.json"
    assert request["key"] == KEY
    assert request["q"] == "Paris"


async def test_forecast_sends_days_and_returns_compact_days(server: WeatherApiServer) -> None:
    result = await run(tools_for(server), "weather_forecast", {"location": "tokyo", "days": 2})
    assert result["location"]["name"] == "Tokyo, Tokyo, Japan"
    assert result["days"] == [
        {
            "date": "2024-07-01",
            "condition": "Sunny",
            "max_temp_c": 25.0,
            "min_temp_c": 15.0,
            "avg_temp_c": 20.0,
            "chance_of_rain": 0,
            "chance_of_snow": 0,
            "precip_mm": 0.0,
            "max_wind_kph": 15.1,
            "avg_humidity": 60,
            "uv": 7.0,
            "sunrise": "05:48 AM",
            "sunset": "09:58 PM",
        },
        {
            "date": "2024-07-02",
            "condition": "Patchy rain nearby",
            "max_temp_c": 26.0,
            "min_temp_c": 16.0,
            "avg_temp_c": 21.0,
            "chance_of_rain": 20,
            "chance_of_snow": 0,
            "precip_mm": 0.5,
            "max_wind_kph": 15.1,
            "avg_humidity": 60,
            "uv": 7.0,
            "sunrise": "05:48 AM",
            "sunset": "09:58 PM",
        },
    ]
    assert server.requests[0]["path"] == "/v1/forecast.json"
    assert server.requests[0]["days"] == "2"


async def test_forecast_defaults_to_three_days(server: WeatherApiServer) -> None:
    result = await tools_for(server).weather_forecast("Paris")
    assert len(result["days"]) == 3
    assert server.requests[0]["days"] == "3"


async def test_key_from_the_environment_and_constructor_key_wins(
    server: WeatherApiServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(WEATHER_API_KEY_ENV, KEY)
    env_tools = WeatherTools(base_url=server.base_url)
    assert (await env_tools.current_weather("Paris"))["temp_c"] == 24.0
    monkeypatch.setenv(WEATHER_API_KEY_ENV, "wrong")
    assert (await tools_for(server).current_weather("Paris"))["temp_c"] == 24.0
    assert [r["key"] for r in server.requests] == [KEY, KEY]


async def test_shared_session_is_used(server: WeatherApiServer) -> None:
    async with aiohttp.ClientSession() as session:
        tools = tools_for(server, session=session)
        await tools.current_weather("Paris")
        await tools.current_weather("Tokyo")
        assert not session.closed
    assert len(server.requests) == 2


# -- bad input and failures --------------------------------------------------------------------------


async def test_missing_key_names_the_variable_and_sends_nothing(server: WeatherApiServer) -> None:
    tools = WeatherTools(base_url=server.base_url)
    for name, arguments in (
        ("current_weather", {"location": "Paris"}),
        ("weather_forecast", {"location": "Paris"}),
    ):
        with pytest.raises(ToolkitError, match=WEATHER_API_KEY_ENV):
            await callbacks(tools)[name].acall(json.dumps(arguments))
    assert server.requests == []


async def test_api_error_payload_becomes_the_error(server: WeatherApiServer) -> None:
    with pytest.raises(ToolkitError) as caught:
        await callbacks(tools_for(server))["current_weather"].acall('{"location": "Atlantis"}')
    assert str(caught.value) == "weatherapi.com error: No matching location found. (code 1006)"


async def test_invalid_key_error_does_not_leak_the_key(server: WeatherApiServer) -> None:
    with pytest.raises(ToolkitError, match="API key is invalid") as caught:
        await tools_for(server, api_key="secret-but-wrong").current_weather("Paris")
    assert "2006" in str(caught.value)
    assert "secret-but-wrong" not in str(caught.value)


async def test_http_500_is_an_error_result(server: WeatherApiServer) -> None:
    server.mode = "http500"
    with pytest.raises(ToolkitError, match=r"weatherapi.com returned HTTP 500: <html><body>Internal Server Error"):
        await callbacks(tools_for(server))["weather_forecast"].acall('{"location": "Paris", "days": 1}')


async def test_non_json_body_is_an_error(server: WeatherApiServer) -> None:
    server.mode = "html"
    with pytest.raises(ToolkitError, match="not JSON: <html>maintenance</html>"):
        await tools_for(server).current_weather("Paris")


async def test_timeout_is_an_error_result(server: WeatherApiServer) -> None:
    server.mode = "slow"
    with pytest.raises(ToolkitError, match=r"weatherapi.com did not answer within 0.2 s"):
        await callbacks(tools_for(server, timeout=0.2))["current_weather"].acall('{"location": "Paris"}')


async def test_unreachable_server_is_an_error() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    tools = WeatherTools(api_key="k", base_url=f"http://127.0.0.1:{port}/v1", timeout=2)
    with pytest.raises(ToolkitError, match=r"Could not reach weatherapi.com"):
        await tools.current_weather("Paris")


@pytest.mark.parametrize("days", [0, 15, -1])
async def test_days_out_of_range(server: WeatherApiServer, days: int) -> None:
    with pytest.raises(ToolkitError, match="days must be a whole number from 1 to 14"):
        await callbacks(tools_for(server))["weather_forecast"].acall(json.dumps({"location": "Paris", "days": days}))
    assert server.requests == []


async def test_empty_location_and_bad_argument_types(server: WeatherApiServer) -> None:
    found = callbacks(tools_for(server))
    with pytest.raises(ToolkitError, match="location must not be empty"):
        await found["current_weather"].acall('{"location": "  "}')
    with pytest.raises(ToolArgumentError, match="days"):
        await found["weather_forecast"].acall('{"location": "Paris", "days": "several"}')
    with pytest.raises(ToolArgumentError, match="location"):
        await found["current_weather"].acall("{}")
    assert server.requests == []


def test_bad_constructor_arguments() -> None:
    with pytest.raises(ValueError, match="timeout"):
        WeatherTools(timeout=0)


async def test_failures_reach_the_model_as_error_results(server: WeatherApiServer) -> None:
    result = await model_turn(WeatherTools(base_url=server.base_url), ("current_weather", {"location": "Paris"}))
    (outcome,) = result.outcomes
    assert outcome.error_kind is ToolErrorKind.TOOL_ERROR
    assert WEATHER_API_KEY_ENV in outcome.result
    server.mode = "slow"
    result = await model_turn(tools_for(server, timeout=0.2), ("weather_forecast", {"location": "Paris"}))
    assert result.outcomes[0].result == "weatherapi.com did not answer within 0.2 s; try again later."


def test_sync_face_from_blocking_code() -> None:
    server = WeatherApiServer(key=KEY)
    run_sync(server.__aenter__())  # the server shares the loop the blocking calls run on
    try:
        text = callbacks(tools_for(server))["current_weather"].call('{"location": "Tokyo"}')
        assert json.loads(text)["temp_c"] == 29.0
        with pytest.raises(ToolkitError, match="No matching location found"):
            callbacks(tools_for(server))["current_weather"].call('{"location": "Nowhere"}')
    finally:
        run_sync(server.__aexit__(None, None, None))
