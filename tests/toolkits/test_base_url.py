"""Every toolkit gives ``base_url`` one meaning: the API root its endpoints are joined to."""

from __future__ import annotations

import inspect

import pytest

from sprig.toolkits import TranslateTools, WeatherTools
from support.toolkit_servers import BaiduTranslateServer, WeatherApiServer


async def test_both_toolkits_join_their_endpoints_to_the_api_root() -> None:
    async with WeatherApiServer(key="wk") as weather, BaiduTranslateServer(appid="1", secret="s") as baidu:
        for root in (weather.base_url, weather.base_url + "/"):
            result = await WeatherTools(api_key="wk", base_url=root).current_weather("Paris")
            assert result["location"]["name"].startswith("Paris")
        assert [r["path"] for r in weather.requests] == ["/v1/current.json"] * 2
        for root in (baidu.base_url, baidu.base_url + "/"):
            result = await TranslateTools(appid="1", secret="s", base_url=root).translate("hello", "zh")
            assert result["translation"]
        assert len(baidu.requests) == 2  # both reached /api/trans/vip/translate


def test_the_defaults_are_api_roots() -> None:
    def default(cls: type) -> str:
        return str(inspect.signature(cls).parameters["base_url"].default)

    assert default(WeatherTools) == "https://api.weatherapi.com/v1"
    assert default(TranslateTools) == "https://fanyi-api.baidu.com/api/trans/vip"


@pytest.mark.parametrize("url", ["api.weatherapi.com/v1", "ftp://host/v1", "https://host/v1?key=x", ""])
def test_a_base_url_that_is_not_an_api_root_is_refused(url: str) -> None:
    for toolkit in (WeatherTools, TranslateTools):
        with pytest.raises(ValueError, match="API root"):
            toolkit(base_url=url)
