"""One JSON request to a web API, with every failure turned into a ToolkitError for the model."""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Mapping
from typing import Any
from urllib.parse import urlsplit

import aiohttp

from sprig.toolkits.errors import ToolkitError

__all__ = ["api_root", "fetch_json"]

_SNIPPET = 200


def api_root(base_url: str) -> str:
    """A toolkit's ``base_url``: the API root its endpoints are joined to (``ROOT/endpoint``).

    Every toolkit gives ``base_url`` this one meaning (``https://api.weatherapi.com/v1``,
    ``https://fanyi-api.baidu.com/api/trans/vip``); a trailing slash is dropped.
    """
    parts = urlsplit(base_url) if isinstance(base_url, str) else None
    if parts is None or parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise ValueError(f"base_url must be an http(s) API root without query, like https://host/v1; got {base_url!r}")
    return base_url.rstrip("/")


async def fetch_json(
    method: str,
    url: str,
    *,
    service: str,
    timeout_seconds: float,
    session: aiohttp.ClientSession | None,
    params: Mapping[str, str] | None = None,
    data: Mapping[str, str] | None = None,
    api_error: Callable[[Any], str | None],
    secrets: Collection[str] = (),
) -> Any:
    """Send the request and return the decoded JSON body.

    ``api_error`` extracts the API's own error message from a decoded body (or returns
    ``None``). HTTP errors, API errors, non-JSON bodies, timeouts and connection failures all
    raise :class:`ToolkitError`; ``secrets`` are blanked out of every message.
    """
    client_timeout = aiohttp.ClientTimeout(total=timeout_seconds)
    try:
        if session is None:
            async with aiohttp.ClientSession(timeout=client_timeout) as own:
                status, body = await _send(own, method, url, params, data, client_timeout)
        else:
            status, body = await _send(session, method, url, params, data, client_timeout)
    except TimeoutError:
        raise ToolkitError(f"{service} did not answer within {timeout_seconds:g} s; try again later.") from None
    except aiohttp.ClientError as exc:
        detail = _redact(str(exc) or type(exc).__name__, secrets)
        raise ToolkitError(f"Could not reach {service}: {detail}") from None

    try:
        payload = json.loads(body)
    except ValueError:
        payload = None
    message = api_error(payload) if payload is not None else None
    if message:
        raise ToolkitError(_redact(f"{service} error: {message}", secrets))
    if status >= 400:
        raise ToolkitError(_redact(f"{service} returned HTTP {status}: {_snippet(body)}", secrets))
    if payload is None:
        raise ToolkitError(f"{service} returned a body that is not JSON: {_snippet(body)}")
    return payload


async def _send(
    session: aiohttp.ClientSession,
    method: str,
    url: str,
    params: Mapping[str, str] | None,
    data: Mapping[str, str] | None,
    client_timeout: aiohttp.ClientTimeout,
) -> tuple[int, str]:
    async with session.request(method, url, params=params, data=data, timeout=client_timeout) as response:
        return response.status, await response.text(errors="replace")


def _snippet(body: str) -> str:
    text = " ".join(body.split())
    if not text:
        return "(empty body)"
    return text if len(text) <= _SNIPPET else text[:_SNIPPET] + "..."


def _redact(text: str, secrets: Collection[str]) -> str:
    for secret in secrets:
        if secret:
            text = text.replace(secret, "***")
    return text
