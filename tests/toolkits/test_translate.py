"""TranslateTools against a loopback server that speaks Baidu's format and checks the sign."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import pytest

from sprig.toolkits import ToolkitError, TranslateTools
from sprig.toolkits.translate import (
    BAIDU_TRANSLATE_APPID_ENV,
    BAIDU_TRANSLATE_SECRET_ENV,
    baidu_sign,
)
from sprig.tools import ToolArgumentError, ToolCallback, ToolCallbacks, ToolErrorKind
from support.toolkit_calls import model_turn
from support.toolkit_servers import BaiduTranslateServer

APPID = "20240101000000001"
SECRET = "s3cr3t-k3y"


@pytest.fixture
async def server() -> AsyncIterator[BaiduTranslateServer]:
    async with BaiduTranslateServer(appid=APPID, secret=SECRET) as running:
        yield running


@pytest.fixture(autouse=True)
def no_credentials_in_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(BAIDU_TRANSLATE_APPID_ENV, raising=False)
    monkeypatch.delenv(BAIDU_TRANSLATE_SECRET_ENV, raising=False)


def callbacks(tools: object) -> dict[str, ToolCallback]:
    return {cb.name: cb for cb in ToolCallbacks.from_objects(tools)}


def tools_for(server: BaiduTranslateServer, **options: Any) -> TranslateTools:
    options.setdefault("appid", APPID)
    options.setdefault("secret", SECRET)
    return TranslateTools(base_url=server.base_url, **options)


async def translate(tools: TranslateTools, **arguments: Any) -> Any:
    return json.loads(await callbacks(tools)["translate"].acall(json.dumps(arguments)))


def test_sign_matches_baidus_documented_example() -> None:
    assert baidu_sign("2015063000000001", "apple", "1435660288", "12345678") == "f89f9594663708c1605f3d736d01d2d4"


def test_tool_and_schema() -> None:
    found = callbacks(TranslateTools())
    assert set(found) == {"translate"}
    schema = found["translate"].definition.schema_dict()
    assert list(schema["properties"]) == ["text", "target_language", "source_language"]
    assert sorted(schema["required"]) == ["target_language", "text"]


async def test_signed_request_and_result(server: BaiduTranslateServer) -> None:
    result = await translate(tools_for(server), text="apple", target_language="zh")
    assert result == {"source_language": "en", "target_language": "zh", "translation": "苹果"}
    (request,) = server.requests
    assert request["method"] == "POST"
    assert (request["q"], request["from"], request["to"], request["appid"]) == ("apple", "auto", "zh", APPID)
    assert request["sign"] == baidu_sign(APPID, "apple", request["salt"], SECRET)
    assert SECRET not in json.dumps(request)


async def test_unicode_text_multiple_lines_and_explicit_source(server: BaiduTranslateServer) -> None:
    result = await translate(tools_for(server), text="苹果\n你好", target_language="en", source_language="zh")
    assert result["translation"] == "apple\nhello"
    assert server.requests[0]["from"] == "zh"


async def test_each_request_has_a_fresh_salt(server: BaiduTranslateServer) -> None:
    tools = tools_for(server)
    await tools.translate("apple", "zh")
    await tools.translate("apple", "zh")
    assert server.requests[0]["salt"] != server.requests[1]["salt"]


@pytest.mark.parametrize(("given", "sent"), [("ja", "jp"), ("FR", "fra"), ("zh_TW", "cht"), ("de", "de")])
async def test_iso_codes_are_mapped_to_baidus(server: BaiduTranslateServer, given: str, sent: str) -> None:
    await translate(tools_for(server), text="apple", target_language=given)
    assert server.requests[0]["to"] == sent


async def test_credentials_from_the_environment(server: BaiduTranslateServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(BAIDU_TRANSLATE_APPID_ENV, APPID)
    monkeypatch.setenv(BAIDU_TRANSLATE_SECRET_ENV, SECRET)
    result = await TranslateTools(base_url=server.base_url).translate("hello", "zh")
    assert result["translation"] == "你好"


# -- bad input and failures --------------------------------------------------------------------------


async def test_missing_credentials_name_the_variables(
    server: BaiduTranslateServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    call = callbacks(TranslateTools(base_url=server.base_url))["translate"]
    arguments = '{"text": "apple", "target_language": "zh"}'
    with pytest.raises(ToolkitError) as both:
        await call.acall(arguments)
    assert BAIDU_TRANSLATE_APPID_ENV in str(both.value) and BAIDU_TRANSLATE_SECRET_ENV in str(both.value)
    monkeypatch.setenv(BAIDU_TRANSLATE_APPID_ENV, APPID)
    with pytest.raises(ToolkitError) as one:
        await call.acall(arguments)
    assert BAIDU_TRANSLATE_SECRET_ENV in str(one.value)
    assert BAIDU_TRANSLATE_APPID_ENV not in str(one.value)
    assert server.requests == []


async def test_wrong_secret_gives_baidus_sign_error(server: BaiduTranslateServer) -> None:
    with pytest.raises(ToolkitError) as caught:
        await callbacks(tools_for(server, secret="not-the-secret"))["translate"].acall(
            '{"text": "apple", "target_language": "zh"}'
        )
    message = str(caught.value)
    assert message.startswith("Baidu translate error: Invalid Sign (error_code 54001)")
    assert BAIDU_TRANSLATE_SECRET_ENV in message
    assert "not-the-secret" not in message


async def test_unknown_appid_and_unsupported_language(server: BaiduTranslateServer) -> None:
    with pytest.raises(ToolkitError, match=r"UNAUTHORIZED USER \(error_code 52003\)"):
        await tools_for(server, appid="999").translate("apple", "zh")
    with pytest.raises(ToolkitError, match=r"INVALID_TO_PARAM \(error_code 58001\).*not supported"):
        await tools_for(server).translate("apple", "klingon")


async def test_http_500_is_an_error_result(server: BaiduTranslateServer) -> None:
    server.mode = "http500"
    with pytest.raises(ToolkitError, match="Baidu translate returned HTTP 500"):
        await callbacks(tools_for(server))["translate"].acall('{"text": "apple", "target_language": "zh"}')


async def test_non_json_body_is_an_error(server: BaiduTranslateServer) -> None:
    server.mode = "html"
    with pytest.raises(ToolkitError, match="not JSON"):
        await tools_for(server).translate("apple", "zh")


async def test_timeout_is_an_error_result(server: BaiduTranslateServer) -> None:
    server.mode = "slow"
    with pytest.raises(ToolkitError, match=r"Baidu translate did not answer within 0.2 s"):
        await callbacks(tools_for(server, timeout=0.2))["translate"].acall('{"text": "apple", "target_language": "zh"}')


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"text": "  ", "target_language": "zh"}, "text must not be empty"),
        ({"text": "x" * 6001, "target_language": "zh"}, "longer than 6000 bytes"),
        ({"text": "apple", "target_language": "auto"}, "target_language cannot be 'auto'"),
        ({"text": "apple", "target_language": " "}, "target_language must be a language code"),
    ],
)
async def test_bad_arguments_are_refused_before_sending(
    server: BaiduTranslateServer, arguments: dict[str, Any], message: str
) -> None:
    with pytest.raises(ToolkitError, match=message):
        await callbacks(tools_for(server))["translate"].acall(json.dumps(arguments))
    assert server.requests == []


async def test_arguments_that_break_the_schema(server: BaiduTranslateServer) -> None:
    with pytest.raises(ToolArgumentError, match="target_language"):
        await callbacks(tools_for(server))["translate"].acall('{"text": "apple"}')
    assert server.requests == []


async def test_api_errors_reach_the_model_as_error_results(server: BaiduTranslateServer) -> None:
    result = await model_turn(
        tools_for(server, secret="wrong"),
        ("translate", {"text": "apple", "target_language": "zh"}),
    )
    (outcome,) = result.outcomes
    assert outcome.error_kind is ToolErrorKind.TOOL_ERROR
    assert outcome.result.startswith("Baidu translate error: Invalid Sign (error_code 54001)")
