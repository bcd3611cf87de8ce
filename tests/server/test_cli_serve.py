"""``sprig serve`` as a process: prints its URL, refuses a public address without keys, drains on SIGTERM."""

from __future__ import annotations

import json
import signal
import subprocess
import threading
import time
from pathlib import Path

from support.cli import cli_env, popen_sprig, run_sprig, write_script
from support.sprig_server import http


def _listening(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith("sprig serve: listening on http://127.0.0.1:"), line
    return line.split("listening on ")[1].strip().rstrip("/")


def test_public_address_without_keys_is_refused(tmp_path: Path) -> None:
    result = run_sprig("serve", "--host", "0.0.0.0", "--model", "scripted:x.json", env=cli_env(tmp_path), cwd=tmp_path)
    assert result.returncode == 2
    assert "refusing to listen on 0.0.0.0 without API keys" in result.stderr


def test_serve_alone_gives_the_planning_agent_and_the_page(tmp_path: Path) -> None:
    model = write_script(tmp_path / "s.json", ["Hello from the planning agent."])
    process = popen_sprig("serve", "--model", model, "--port", "0", env=cli_env(tmp_path), cwd=tmp_path)
    try:
        url = _listening(process)
        status, headers, page = http(url, "GET", "/")
        assert status == 200 and headers["content-type"].startswith("text/html")
        assert b"/ag-ui" in page
        body = {"model": "sprig", "messages": [{"role": "user", "content": "hi"}]}
        status, _, raw = http(url, "POST", "/v1/chat/completions", body)
        assert status == 200
        assert json.loads(raw)["choices"][0]["message"]["content"] == "Hello from the planning agent."
        status, _, raw = http(url, "POST", "/v1/chat/completions", body)
        # the script is used up: an internal failure, answered without its details
        assert status == 500
        assert json.loads(raw)["error"] == {
            "message": "the run failed with an internal error",
            "type": "server_error",
            "param": None,
            "code": "internal_error",
        }
    finally:
        process.terminate()
        process.wait(10)


def _stream(url: str, received: list[bytes]) -> None:
    import http.client as httpclient

    host, port = url.removeprefix("http://").split(":")
    connection = httpclient.HTTPConnection(host, int(port), timeout=30)
    body = json.dumps({"model": "sprig", "messages": [{"role": "user", "content": "go"}], "stream": True})
    connection.request("POST", "/v1/chat/completions", body=body, headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    try:
        while chunk := response.read1(65536):
            received.append(chunk)
    except (httpclient.IncompleteRead, ConnectionError):
        received.append(b"<cut>")
    connection.close()


def _wait_for_text(received: list[bytes]) -> None:
    """Until the stream has delivered some answer text (the role chunk plus two deltas)."""
    deadline = time.monotonic() + 20
    while b"".join(received).count(b"data: ") < 3:
        assert time.monotonic() < deadline, received
        time.sleep(0.01)


def test_sigterm_lets_a_running_stream_finish_within_the_grace_period(tmp_path: Path) -> None:
    text = "drain " * 10
    model = write_script(tmp_path / "s.json", [text], chunk_size=2, delay=0.03)
    process = popen_sprig(
        "serve", "--model", model, "--port", "0", "--grace", "20", env=cli_env(tmp_path), cwd=tmp_path
    )
    try:
        url = _listening(process)
        received: list[bytes] = []
        reader = threading.Thread(target=_stream, args=(url, received))
        reader.start()
        _wait_for_text(received)
        process.send_signal(signal.SIGTERM)
        reader.join(30)
        data = b"".join(received)
        assert data.rstrip().endswith(b"data: [DONE]")
        assert process.wait(20) in (0, -signal.SIGTERM)  # uvicorn re-raises the signal once drained
    finally:
        process.kill()


def test_sigterm_cancels_streams_still_running_after_the_grace_period(tmp_path: Path) -> None:
    model = write_script(tmp_path / "s.json", ["slow " * 200], chunk_size=1, delay=0.05)
    process = popen_sprig(
        "serve", "--model", model, "--port", "0", "--grace", "0.3", env=cli_env(tmp_path), cwd=tmp_path
    )
    try:
        url = _listening(process)
        received: list[bytes] = []
        reader = threading.Thread(target=_stream, args=(url, received))
        reader.start()
        _wait_for_text(received)
        process.send_signal(signal.SIGTERM)
        reader.join(30)
        assert b"[DONE]" not in b"".join(received)
        assert process.wait(20) in (0, -signal.SIGTERM)  # uvicorn re-raises the signal once drained
    finally:
        process.kill()


APP_MODULE = """
from sprig import ChatClient
from sprig.models import ScriptedChatModel


def make_client():
    return ChatClient.builder(ScriptedChatModel(["Hi from my app."], repeat_last=True)).build()
"""


def test_serve_a_module_object_with_a_sqlite_state_that_survives_a_restart(tmp_path: Path) -> None:
    (tmp_path / "myapp.py").write_text(APP_MODULE)
    args = ("serve", "myapp:make_client", "--port", "0", "--state", f"sqlite:{tmp_path / 'state.db'}")
    args += ("--api-key", "sk-cli")
    headers = {"Authorization": "Bearer sk-cli", "X-Conversation-Id": "kept-1"}
    body = {"model": "sprig", "messages": [{"role": "user", "content": "remember me"}]}
    for attempt in range(2):
        process = popen_sprig(*args, env=cli_env(tmp_path), cwd=tmp_path)
        try:
            url = _listening(process)
            if attempt == 0:
                status, _, raw = http(url, "POST", "/v1/chat/completions", body, headers)
                assert status == 200 and b"Hi from my app." in raw
            else:
                status, _, raw = http(url, "GET", "/api/conversations/kept-1", None, headers)
                assert status == 200
                assert [m["text"] for m in json.loads(raw)["messages"]] == ["remember me", "Hi from my app."]
        finally:
            process.terminate()
            process.wait(10)


def test_serve_refuses_a_target_that_is_not_a_client(tmp_path: Path) -> None:
    (tmp_path / "notaclient.py").write_text("value = 3\n")
    result = run_sprig("serve", "notaclient:value", env=cli_env(tmp_path), cwd=tmp_path)
    assert result.returncode == 2 and "not a ChatClient" in result.stderr
    result = run_sprig("serve", "--state", "bogus:x", "--model", "scripted:x", env=cli_env(tmp_path), cwd=tmp_path)
    assert result.returncode == 2 and "--state" in result.stderr


def test_keys_from_the_environment(tmp_path: Path) -> None:
    model = write_script(tmp_path / "s.json", ["hi"])
    env = cli_env(tmp_path, SPRIG_API_KEYS="sk-a, sk-b")
    process = popen_sprig("serve", "--model", model, "--port", "0", env=env, cwd=tmp_path)
    try:
        url = _listening(process)
        assert http(url, "GET", "/v1/models")[0] == 401
        assert http(url, "GET", "/v1/models", None, {"Authorization": "Bearer sk-b"})[0] == 200
    finally:
        process.terminate()
        process.wait(10)


def test_bind_rules() -> None:
    import pytest

    from sprig.server import InsecureBindError
    from sprig.server.serve import check_bind, is_loopback

    assert all(is_loopback(h) for h in ("127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"))
    assert not any(is_loopback(h) for h in ("0.0.0.0", "::", "192.168.1.5", "example.com"))
    check_bind("127.0.0.1", has_keys=False)
    check_bind("0.0.0.0", has_keys=True)
    check_bind("0.0.0.0", has_keys=False, insecure=True)
    with pytest.raises(InsecureBindError, match="--api-key"):
        check_bind("::", has_keys=False)


def test_an_empty_api_key_is_refused_with_its_own_message(tmp_path: Path) -> None:
    model = write_script(tmp_path / "s.json", ["hi"])
    result = run_sprig("serve", "--model", model, "--port", "0", "--api-key", "", env=cli_env(tmp_path), cwd=tmp_path)
    assert result.returncode == 2
    assert "--api-key" in result.stderr and "non-empty" in result.stderr
    assert "durable" not in result.stderr


def test_allowed_host_adds_a_name_to_the_host_and_origin_checks(tmp_path: Path) -> None:
    model = write_script(tmp_path / "s.json", ["hi"])
    args = ("serve", "--model", model, "--port", "0", "--allowed-host", "agent.example")
    process = popen_sprig(*args, env=cli_env(tmp_path), cwd=tmp_path)
    try:
        url = _listening(process)
        assert http(url, "GET", "/v1/models", None, {"Host": "agent.example"})[0] == 200
        assert http(url, "GET", "/v1/models", None, {"Host": "other.example"})[0] == 421
        assert http(url, "GET", "/v1/models", None, {"Origin": "https://agent.example"})[0] == 200
        assert http(url, "GET", "/v1/models", None, {"Origin": "https://other.example"})[0] == 403
    finally:
        process.terminate()
        process.wait(10)


def test_slow_header_connections_are_closed_and_connections_are_capped(tmp_path: Path) -> None:
    import socket

    model = write_script(tmp_path / "s.json", ["hi"])
    args = ("serve", "--model", model, "--port", "0", "--header-timeout", "1", "--limit-concurrency", "4")
    process = popen_sprig(*args, env=cli_env(tmp_path), cwd=tmp_path)
    try:
        url = _listening(process)
        host, port = url.removeprefix("http://").split(":")
        slow = [socket.create_connection((host, int(port)), timeout=30) for _ in range(4)]
        for sock in slow:
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # and never the end of the headers
        # while they are open, the server is at its connection limit: a new request gets 503, not a hang
        assert http(url, "GET", "/healthz")[0] == 503
        # each slow connection is closed by the server once its header time is up
        for sock in slow:
            assert sock.recv(1024) == b""
            sock.close()
        assert http(url, "GET", "/healthz")[0] == 200
    finally:
        process.terminate()
        process.wait(10)


def _busy_port() -> tuple[int, object]:
    import socket

    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen()
    port: int = holder.getsockname()[1]
    return port, holder


def test_a_busy_port_is_one_line_and_exit_1(tmp_path: Path) -> None:
    model = write_script(tmp_path / "s.json", ["unused"])
    port, holder = _busy_port()
    try:
        result = run_sprig("serve", "--model", model, "--port", str(port), env=cli_env(tmp_path), cwd=tmp_path)
    finally:
        holder.close()  # type: ignore[attr-defined]
    assert result.returncode == 1
    assert result.stderr.splitlines() == [
        f"sprig: error: cannot listen on 127.0.0.1:{port}: the port is in use by another program "
        "(pick another with --port, or 0 for any free one)"
    ]


def test_mcp_serve_over_http_on_a_busy_port_is_one_line_and_exit_1(tmp_path: Path) -> None:
    port, holder = _busy_port()
    try:
        result = run_sprig(
            "mcp",
            "serve",
            "sprig.toolkits:TimeTools",
            "--transport",
            "http",
            "--port",
            str(port),
            env=cli_env(tmp_path),
            cwd=tmp_path,
        )
    finally:
        holder.close()  # type: ignore[attr-defined]
    assert result.returncode == 1
    assert result.stderr.splitlines() == [
        f"sprig mcp serve: cannot listen on 127.0.0.1:{port}: the port is in use by another program "
        "(pick another with --port, or 0 for any free one)"
    ]


def test_serve_without_the_server_extra_is_one_line_and_exit_1(tmp_path: Path) -> None:
    import sys

    for missing in ("starlette", "uvicorn"):
        code = f"import sys; sys.modules[{missing!r}] = None; from sprig.cli import main; sys.exit(main(sys.argv[1:]))"
        result = subprocess.run(
            [sys.executable, "-c", code, "serve", "--model", "scripted:x.json", "--port", "0"],
            capture_output=True,
            text=True,
            env=cli_env(tmp_path),
            cwd=tmp_path,
            timeout=60,
        )
        assert result.returncode == 1, result.stderr
        assert result.stderr.splitlines() == [
            "sprig: error: sprig serve needs the server extra: pip install 'sprig-ai[server]' "
            f"({missing} is not installed)"
        ]


def test_state_memory_is_bounded_by_whole_conversations(tmp_path: Path) -> None:
    model = write_script(tmp_path / "s.json", ["noted"], repeat_last=True)
    args = ("serve", "--model", model, "--port", "0", "--state", "memory", "--max-conversations", "2")
    process = popen_sprig(*args, env=cli_env(tmp_path), cwd=tmp_path)
    try:
        url = _listening(process)
        body = {"model": "sprig", "messages": [{"role": "user", "content": "hi"}]}
        for conversation in ("m1", "m2", "m3"):
            assert http(url, "POST", "/v1/chat/completions", body, {"X-Conversation-Id": conversation})[0] == 200
        status, _, raw = http(url, "GET", "/api/conversations/m1")
        assert status == 404 and json.loads(raw)["error"]["code"] == "conversation_evicted"
        status, headers, _ = http(url, "POST", "/v1/chat/completions", body, {"X-Conversation-Id": "m1"})
        assert status == 200 and headers["x-sprig-conversation-evicted"] == "true"
    finally:
        process.terminate()
        process.wait(10)
    assert not (tmp_path / "server.db").exists()  # memory was asked for: no file
