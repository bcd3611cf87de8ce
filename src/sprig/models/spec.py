"""Model selection in one place: ``from_spec("provider:model")``.

Each spec, with where its endpoint and API key come from (environment variable, then default):

- ``openai:gpt-4o-mini``: ``OPENAI_BASE_URL`` (api.openai.com/v1), ``OPENAI_API_KEY``
- ``anthropic:claude-sonnet-4-5``: ``ANTHROPIC_BASE_URL`` (api.anthropic.com), ``ANTHROPIC_API_KEY``
- ``deepseek:deepseek-chat``: ``DEEPSEEK_BASE_URL`` (api.deepseek.com), ``DEEPSEEK_API_KEY``
- ``qwen:qwen-plus``: ``DASHSCOPE_BASE_URL`` (DashScope compatible mode), ``DASHSCOPE_API_KEY``
- ``minimax:MiniMax-M2``: ``MINIMAX_BASE_URL`` (api.minimax.io/v1), ``MINIMAX_API_KEY``
- ``ollama:qwen2.5``: ``OLLAMA_BASE_URL`` or ``OLLAMA_HOST`` (localhost:11434/v1), no key
- ``vllm:NAME``: ``VLLM_BASE_URL`` (localhost:8000/v1), optional ``VLLM_API_KEY``
- ``llamacpp:NAME``: ``LLAMACPP_BASE_URL`` (localhost:8080/v1), optional ``LLAMACPP_API_KEY``
- ``openai-compatible:NAME@URL``: the URL given, optional ``OPENAI_COMPATIBLE_API_KEY``
  (and ``OPENAI_COMPATIBLE_JSON_SCHEMA=0`` for a server without ``json_schema`` output)
- ``openai-responses:gpt-5-mini``: the Responses API (``OpenAiResponsesChatModel``),
  ``OPENAI_BASE_URL`` (api.openai.com/v1), ``OPENAI_API_KEY``
- ``openai-responses:NAME@URL``: a Responses server at the URL given (llama.cpp, LiteLLM),
  optional ``OPENAI_API_KEY``
- ``local`` or ``local:/path/model.gguf``: the in-process GGUF model (``LocalChatModel``); add
  ``?n_ctx=8192`` for a larger context (default 4096, or ``SPRIG_LOCAL_CTX``)
- ``fallback:SPEC1,SPEC2,...``: a :class:`~sprig.models.FallbackChatModel` trying each spec in
  turn (e.g. ``fallback:openai:gpt-4o-mini,anthropic:claude-haiku-4-5,local``)

Structured output (``entity()``) uses the native ``response_format: json_schema`` on
``openai:`` and on the servers whose OpenAI-compatible API honours it: ``llamacpp:``, ``vllm:``,
``ollama:`` and ``openai-compatible:``; the others get the schema as prompt instructions. For an
``openai-compatible:`` server that rejects ``json_schema``, set ``OPENAI_COMPATIBLE_JSON_SCHEMA=0``
(or pass ``supports_json_schema=False``).

``SPRIG_MODEL`` picks the spec when none is given; without it the embedded ``local`` model is
used. Keyword overrides go to the model's constructor (``api_key=``, ``base_url=``, ``options=``,
``retry=``, ``timeout=``, ...) and win over the environment.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sprig.models.base import ChatModel

__all__ = ["KNOWN_PROVIDERS", "MissingApiKeyError", "ModelSpecError", "from_spec"]

DEFAULT_SPEC = "local"


class ModelSpecError(ValueError):
    """A model spec that cannot be turned into a model (unknown provider, missing name, bad URL)."""


class MissingApiKeyError(ModelSpecError):
    """The provider needs an API key and none was given; ``variable`` is where to put it."""

    def __init__(self, provider: str, variable: str) -> None:
        super().__init__(
            f"{provider} needs an API key: set the environment variable {variable} (or pass api_key=... to from_spec)"
        )
        self.provider = provider
        self.variable = variable


@dataclass(frozen=True, slots=True)
class _Provider:
    base_url: str
    base_url_env: str
    key_env: str
    key_required: bool = True
    anthropic: bool = False
    json_schema: bool | None = None  # None: the model decides (true for api.openai.com only)


_PROVIDERS: dict[str, _Provider] = {
    "openai": _Provider("https://api.openai.com/v1", "OPENAI_BASE_URL", "OPENAI_API_KEY"),
    "anthropic": _Provider("https://api.anthropic.com", "ANTHROPIC_BASE_URL", "ANTHROPIC_API_KEY", anthropic=True),
    "deepseek": _Provider("https://api.deepseek.com", "DEEPSEEK_BASE_URL", "DEEPSEEK_API_KEY"),
    "qwen": _Provider("https://dashscope.aliyuncs.com/compatible-mode/v1", "DASHSCOPE_BASE_URL", "DASHSCOPE_API_KEY"),
    "minimax": _Provider("https://api.minimax.io/v1", "MINIMAX_BASE_URL", "MINIMAX_API_KEY"),
    "ollama": _Provider(
        "http://localhost:11434/v1", "OLLAMA_BASE_URL", "OLLAMA_API_KEY", key_required=False, json_schema=True
    ),
    "vllm": _Provider(
        "http://localhost:8000/v1", "VLLM_BASE_URL", "VLLM_API_KEY", key_required=False, json_schema=True
    ),
    "llamacpp": _Provider(
        "http://localhost:8080/v1", "LLAMACPP_BASE_URL", "LLAMACPP_API_KEY", key_required=False, json_schema=True
    ),
}
_COMPATIBLE = "openai-compatible"
_RESPONSES = "openai-responses"
_COMPATIBLE_KEY_ENV = "OPENAI_COMPATIBLE_API_KEY"
_COMPATIBLE_JSON_SCHEMA_ENV = "OPENAI_COMPATIBLE_JSON_SCHEMA"
_FALSE = frozenset({"0", "false", "no", "off"})
_LOCAL = "local"
_FALLBACK = "fallback"

KNOWN_PROVIDERS: tuple[str, ...] = (*_PROVIDERS, _COMPATIBLE, _RESPONSES, _LOCAL, _FALLBACK)
"""Every provider prefix ``from_spec`` understands."""

_NAME_AT_URL = re.compile(r"^(?P<name>.+?)@(?P<url>https?://\S+)$")


def from_spec(spec: str | None = None, **overrides: Any) -> ChatModel:
    """Build a chat model from a spec such as ``"openai:gpt-4o-mini"`` (see the module table).

    ``spec=None`` reads ``SPRIG_MODEL`` and falls back to ``"local"``. ``overrides`` are passed
    to the model's constructor. Raises :class:`MissingApiKeyError` naming the variable to set
    when a provider needs a key, and :class:`ModelSpecError` for anything else malformed.
    """
    if spec is None:
        spec = os.environ.get("SPRIG_MODEL", "").strip() or DEFAULT_SPEC
    if not isinstance(spec, str) or not spec.strip():
        raise ModelSpecError(f"a model spec must be a non-empty string like 'openai:gpt-4o-mini', got {spec!r}")
    provider, _, name = spec.strip().partition(":")
    provider = provider.lower()
    if provider.startswith(_LOCAL + "?"):  # local?n_ctx=8192
        provider, name = _LOCAL, provider[len(_LOCAL) :]
    if provider == _LOCAL:
        return _local(spec, name, overrides)
    if provider == _FALLBACK:
        return _fallback(spec, name, overrides)
    if provider == _COMPATIBLE:
        return _compatible(spec, name, overrides)
    if provider == _RESPONSES:
        return _responses(spec, name, overrides)
    info = _PROVIDERS.get(provider)
    if info is None:
        raise ModelSpecError(
            f"unknown model provider {provider!r} in {spec!r}; known providers: {', '.join(KNOWN_PROVIDERS)}"
        )
    if not name:
        raise ModelSpecError(f"the spec {spec!r} names no model; write it as '{provider}:MODEL'")
    if "base_url" not in overrides:
        overrides["base_url"] = _base_url(provider, info)
    if "api_key" not in overrides:
        key = os.environ.get(info.key_env, "").strip()
        if not key and info.key_required:
            raise MissingApiKeyError(provider, info.key_env)
        overrides["api_key"] = key
    if info.anthropic:
        from sprig.models.anthropic import AnthropicChatModel

        return AnthropicChatModel(name, **overrides)
    from sprig.models.openai import OpenAiChatModel

    overrides.setdefault("provider_name", provider)
    if info.json_schema is not None:
        overrides.setdefault("supports_json_schema", info.json_schema)
    return OpenAiChatModel(name, **overrides)


_LOCAL_CTX_ENV = "SPRIG_LOCAL_CTX"
_LOCAL_SETTINGS = {"n_ctx": "n_ctx", "context": "n_ctx", "n_threads": "n_threads", "threads": "n_threads"}


def _local(spec: str, rest: str, overrides: dict[str, Any]) -> ChatModel:
    """``local``, ``local:PATH``, each optionally with ``?n_ctx=8192&n_threads=2``.

    Without ``n_ctx`` the context size comes from ``SPRIG_LOCAL_CTX`` (else the model's default).
    """
    from sprig.models.local import LocalChatModel

    path, _, query = rest.partition("?")
    for pair in filter(None, query.split("&")):
        key, _, value = pair.partition("=")
        setting = _LOCAL_SETTINGS.get(key.strip().lower())
        if setting is None or not value.strip().isdigit():
            raise ModelSpecError(f"unknown or malformed setting {pair!r} in {spec!r}; use e.g. 'local?n_ctx=8192'")
        overrides.setdefault(setting, int(value))
    from_env = os.environ.get(_LOCAL_CTX_ENV, "").strip()
    if "n_ctx" not in overrides and from_env:
        if not from_env.isdigit():
            raise ModelSpecError(f"{_LOCAL_CTX_ENV} must be a number of tokens, got {from_env!r}")
        overrides["n_ctx"] = int(from_env)
    try:
        return LocalChatModel(path or None, **overrides)
    except ValueError as exc:
        raise ModelSpecError(f"{spec!r}: {exc}") from exc


def _fallback(spec: str, rest: str, overrides: dict[str, Any]) -> ChatModel:
    """``fallback:SPEC1,SPEC2``: each spec built on its own (keyword overrides are refused: they
    would mean different things to different providers)."""
    from sprig.models.fallback import FallbackChatModel

    if overrides:
        raise ModelSpecError(
            f"{spec!r}: a fallback spec takes no keyword overrides; build FallbackChatModel(model, ...) yourself"
        )
    parts = [part.strip() for part in rest.split(",")]
    if len(parts) < 2 or not all(parts):
        raise ModelSpecError(f"write a fallback spec as 'fallback:SPEC1,SPEC2' (two or more models), got {spec!r}")
    if any(part.lower().startswith(_FALLBACK + ":") for part in parts):
        raise ModelSpecError(f"a fallback spec cannot nest another fallback: {spec!r}")
    return FallbackChatModel(*(from_spec(part) for part in parts))


def _base_url(provider: str, info: _Provider) -> str:
    url = os.environ.get(info.base_url_env, "").strip()
    if not url and provider == "ollama":
        url = _ollama_host()
    return url or info.base_url


def _ollama_host() -> str:
    # OLLAMA_HOST is Ollama's own variable: "host:port" or a URL, without the /v1 suffix.
    host = os.environ.get("OLLAMA_HOST", "").strip().rstrip("/")
    if not host:
        return ""
    if "://" not in host:
        host = f"http://{host}"
    return host if host.endswith("/v1") else f"{host}/v1"


def _compatible(spec: str, rest: str, overrides: dict[str, Any]) -> ChatModel:
    from sprig.models.openai import OpenAiChatModel

    match = _NAME_AT_URL.match(rest)
    if match is None:
        raise ModelSpecError(
            f"write an OpenAI-compatible spec as 'openai-compatible:MODEL@http(s)://host/v1', got {spec!r}"
        )
    overrides.setdefault("base_url", match["url"])
    overrides.setdefault("api_key", os.environ.get(_COMPATIBLE_KEY_ENV, "").strip())
    overrides.setdefault("provider_name", _COMPATIBLE)
    opt_out = os.environ.get(_COMPATIBLE_JSON_SCHEMA_ENV, "").strip().lower() in _FALSE
    overrides.setdefault("supports_json_schema", not opt_out)
    return OpenAiChatModel(match["name"], **overrides)


def _responses(spec: str, rest: str, overrides: dict[str, Any]) -> ChatModel:
    """``openai-responses:MODEL`` (OpenAI, key required) or ``openai-responses:MODEL@URL``."""
    from sprig.models.openai_responses import OpenAiResponsesChatModel

    openai = _PROVIDERS["openai"]
    match = _NAME_AT_URL.match(rest)
    name = match["name"] if match else rest
    if not name or name.startswith("@"):
        raise ModelSpecError(
            f"the spec {spec!r} names no model; write it as '{_RESPONSES}:MODEL' or '{_RESPONSES}:MODEL@URL'"
        )
    if match is not None:
        overrides.setdefault("base_url", match["url"])
    elif "base_url" not in overrides:
        overrides["base_url"] = _base_url("openai", openai)
    if "api_key" not in overrides:
        key = os.environ.get(openai.key_env, "").strip()
        if not key and match is None:
            raise MissingApiKeyError(_RESPONSES, openai.key_env)
        overrides["api_key"] = key
    overrides.setdefault("provider_name", _RESPONSES if match is not None else "openai")
    return OpenAiResponsesChatModel(name, **overrides)
