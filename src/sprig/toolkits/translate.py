"""``TranslateTools``: text translation through the Baidu general translation API.

Credentials come from the constructor or the ``BAIDU_TRANSLATE_APPID`` and
``BAIDU_TRANSLATE_SECRET`` environment variables (read at call time). Each request is signed
with ``md5(appid + text + salt + secret)``. A missing credential, an HTTP error, Baidu's own
error payload (``error_code`` / ``error_msg``) and a timeout each raise
:class:`~sprig.toolkits.errors.ToolkitError`, which the model receives as the error result.
"""

from __future__ import annotations

import hashlib
import os
import secrets
from collections.abc import Mapping
from typing import Annotated, Any

import aiohttp

from sprig.toolkits._http import api_root, fetch_json
from sprig.toolkits.errors import ToolkitError
from sprig.tools import ToolParam, tool

__all__ = ["BAIDU_TRANSLATE_APPID_ENV", "BAIDU_TRANSLATE_SECRET_ENV", "TranslateTools", "baidu_sign"]

BAIDU_TRANSLATE_APPID_ENV = "BAIDU_TRANSLATE_APPID"
"""The environment variable holding the Baidu translate app id."""
BAIDU_TRANSLATE_SECRET_ENV = "BAIDU_TRANSLATE_SECRET"
"""The environment variable holding the Baidu translate secret key."""

_SERVICE = "Baidu translate"
_MAX_BYTES = 6000  # Baidu's documented limit for one request's text
# Baidu uses its own codes for some languages; accept the ISO 639 codes models tend to write.
_ISO_TO_BAIDU = {
    "ja": "jp",
    "ko": "kor",
    "fr": "fra",
    "es": "spa",
    "ar": "ara",
    "bg": "bul",
    "et": "est",
    "da": "dan",
    "fi": "fin",
    "ro": "rom",
    "sl": "slo",
    "sv": "swe",
    "vi": "vie",
    "zh-cn": "zh",
    "zh-hans": "zh",
    "zh-tw": "cht",
    "zh-hk": "cht",
    "zh-hant": "cht",
}
# Hints for the errors a model (or the user) can do something about.
_HINTS = {
    "52001": "the request timed out at Baidu; try again",
    "52002": "Baidu had an internal error; try again",
    "52003": f"check {BAIDU_TRANSLATE_APPID_ENV}",
    "54000": "a required parameter was empty",
    "54001": f"check {BAIDU_TRANSLATE_SECRET_ENV}",
    "54003": "too many requests; wait a second and try again",
    "54004": "the Baidu account has no balance left",
    "54005": "long texts sent too often; wait a few seconds",
    "58001": "that target language is not supported; use a code like 'en', 'zh', 'jp', 'kor', 'fra'",
}


def baidu_sign(appid: str, text: str, salt: str, secret: str) -> str:
    """Baidu's request signature: ``md5(appid + text + salt + secret)`` as lowercase hex."""
    return hashlib.md5((appid + text + salt + secret).encode("utf-8")).hexdigest()


class TranslateTools:
    """Translation between languages with the Baidu translate API.

    Args:
        appid: the Baidu app id; defaults to ``BAIDU_TRANSLATE_APPID``.
        secret: the Baidu secret key; defaults to ``BAIDU_TRANSLATE_SECRET``.
        base_url: the API root; the endpoint is joined to it (``{base_url}/translate``), as in
            every toolkit.
        timeout: seconds allowed for one request, connection included.
        session: an ``aiohttp.ClientSession`` to reuse; by default each call opens its own.
    """

    def __init__(
        self,
        *,
        appid: str | None = None,
        secret: str | None = None,
        base_url: str = "https://fanyi-api.baidu.com/api/trans/vip",
        timeout: float = 10.0,
        session: aiohttp.ClientSession | None = None,
    ) -> None:
        if timeout <= 0:
            raise ValueError("timeout must be positive")
        self._appid = appid
        self._secret = secret
        self._base_url = api_root(base_url)
        self._timeout = timeout
        self._session = session

    @tool(
        description=(
            "Translate text into another language. Language codes: 'zh' Chinese, 'en' English,"
            " 'jp' Japanese, 'kor' Korean, 'fra' French, 'spa' Spanish, 'de' German, 'ru' Russian,"
            " 'cht' traditional Chinese (ISO codes like 'ja', 'fr' are accepted too)."
        )
    )
    async def translate(
        self,
        text: Annotated[str, ToolParam("The text to translate (line breaks are kept)")],
        target_language: Annotated[str, ToolParam("Language code to translate into, e.g. 'en' or 'zh'")],
        source_language: Annotated[str, ToolParam("Language code of the text; 'auto' detects it")] = "auto",
    ) -> dict[str, Any]:
        """Translate ``text`` into ``target_language``."""
        appid, secret = self._credentials()
        if not isinstance(text, str) or not text.strip():
            raise ToolkitError("text must not be empty.")
        if len(text.encode("utf-8")) > _MAX_BYTES:
            raise ToolkitError(f"text is longer than {_MAX_BYTES} bytes; translate it in smaller parts.")
        source = _language(source_language, "source_language")
        target = _language(target_language, "target_language")
        if target == "auto":
            raise ToolkitError("target_language cannot be 'auto'; name the language to translate into.")
        salt = str(secrets.randbelow(10**10))
        form = {
            "q": text,
            "from": source,
            "to": target,
            "appid": appid,
            "salt": salt,
            "sign": baidu_sign(appid, text, salt, secret),
        }
        payload = await fetch_json(
            "POST",
            f"{self._base_url}/translate",
            service=_SERVICE,
            timeout_seconds=self._timeout,
            session=self._session,
            data=form,
            api_error=_api_error,
            secrets=(secret,),
        )
        results = payload.get("trans_result") if isinstance(payload, Mapping) else None
        if not isinstance(results, list) or not all(isinstance(r, Mapping) for r in results):
            raise ToolkitError(f"{_SERVICE} returned an answer without trans_result.")
        return {
            "source_language": payload.get("from", source),
            "target_language": payload.get("to", target),
            "translation": "\n".join(str(r.get("dst", "")) for r in results),
        }

    def _credentials(self) -> tuple[str, str]:
        appid = self._appid or os.environ.get(BAIDU_TRANSLATE_APPID_ENV, "").strip()
        secret = self._secret or os.environ.get(BAIDU_TRANSLATE_SECRET_ENV, "").strip()
        missing = [
            name
            for name, value in ((BAIDU_TRANSLATE_APPID_ENV, appid), (BAIDU_TRANSLATE_SECRET_ENV, secret))
            if not value
        ]
        if missing:
            raise ToolkitError(
                "The translate tool has no Baidu credentials: set the "
                + " and ".join(missing)
                + (" environment variable" if len(missing) == 1 else " environment variables")
                + ". Tell the user; retrying will not help."
            )
        return appid, secret


def _language(code: str, field: str) -> str:
    value = code.strip().lower().replace("_", "-") if isinstance(code, str) else ""
    if not value:
        raise ToolkitError(f"{field} must be a language code such as 'en', 'zh' or 'auto'.")
    return _ISO_TO_BAIDU.get(value, value)


def _api_error(payload: Any) -> str | None:
    if not isinstance(payload, Mapping):
        return None
    code = payload.get("error_code")
    if code is None or str(code) == "52000":  # 52000 means success
        return None
    message = str(payload.get("error_msg") or "unknown error")
    hint = _HINTS.get(str(code))
    return f"{message} (error_code {code})" + (f": {hint}." if hint else ".")
