"""The embedded model through the command line and the server: ``sprig chat`` remembers the last
call for a follow-up, ``sprig run`` declines plainly what its tools cannot do, and the OpenAI
endpoint of ``sprig serve`` never answers a continued conversation with nothing."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

import openai
from support.cli import cli_env, popen_sprig, run_sprig
from support.local_weights import local_model_missing

pytestmark = [
    pytest.mark.slow,
    pytest.mark.timeout(600),
    pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing())),
]

DECLINE = (
    "I can't do that with the tools I have (plans, current time, time conversion, files). "
    "Use a larger model with --model."
)


def test_chat_on_the_embedded_model_repeats_the_last_call_for_a_follow_up(tmp_path: Path) -> None:
    lines = ["What time is it in Tokyo?", "And in London?", "/exit"]
    result = run_sprig(
        "chat", "--state", str(tmp_path / "state.db"), "-w", "work", "--create",
        env=cli_env(tmp_path / "home"), cwd=tmp_path, input="\n".join(lines) + "\n", timeout=300,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    out = result.stdout
    tokyo, london = (
        out.index('current_time(timezone="Asia/Tokyo")'),
        out.index('current_time(timezone="Europe/London")'),
    )
    assert tokyo < london
    assert "edit_file" not in out and "write_file" not in out


def test_run_declines_plainly_what_its_tools_cannot_do(tmp_path: Path) -> None:
    for request in ("What is 17 times 23?", "Send an email to my boss", "What is the weather in Paris?"):
        result = run_sprig("run", "--json", request, env=cli_env(tmp_path / "home"), cwd=tmp_path, timeout=300)
        assert result.returncode == 0, result.stderr
        events = [json.loads(line) for line in result.stdout.splitlines()]
        assert not [e for e in events if e["type"] in ("tool_call_started", "tool_result")]
        text = "".join(e["text"] for e in events if e["type"] == "text_delta")
        assert text == DECLINE


def test_the_openai_endpoint_never_continues_a_conversation_with_nothing(tmp_path: Path) -> None:
    process = popen_sprig(
        "serve", "--port", "0", "-w", "work", "--create", env=cli_env(tmp_path / "home"), cwd=tmp_path
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert "listening on http://127.0.0.1:" in line, line
        url = line.split("listening on ")[1].strip().rstrip("/")
        sdk = openai.OpenAI(base_url=url + "/v1", api_key="none", max_retries=0, timeout=240)
        messages: list[dict[str, str]] = []
        for text in ("What time is it in Tokyo?", "And in London?", "ok", "hmm", "What is 2 plus 2?"):
            messages.append({"role": "user", "content": text})
            reply = sdk.chat.completions.create(
                model="sprig",
                messages=messages,
                extra_headers={"X-Conversation-Id": "saved"},  # type: ignore[arg-type]
            )
            choice = reply.choices[0]
            assert choice.finish_reason == "stop"
            assert (choice.message.content or "").strip(), (text, reply)
            messages.append({"role": "assistant", "content": choice.message.content or ""})
        assert "London" in messages[3]["content"]
    finally:
        process.terminate()
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
