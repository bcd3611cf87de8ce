"""Calls needing approval on ``/v1/chat/completions``, as the official ``openai`` SDK sees them.

A stateless request refuses them (the model reads why; the answer says so); a conversation
pauses with an assistant text naming the calls and how to approve, and ``resume`` in the next
request's body (``extra_body``) decides them.
"""

from __future__ import annotations

import pytest

import openai
from sprig import ToolCall
from sprig.server.openai_pauses import STATELESS_REFUSAL
from support.sprig_server import DELETED, KEY, ServeFactory

DELETE = ToolCall("d1", "delete_file", '{"path": "a.txt"}')


def sdk(url: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=url + "/v1", api_key=KEY, max_retries=0, timeout=20)


def test_a_stateless_request_refuses_the_call_and_the_answer_says_so(serve: ServeFactory) -> None:
    DELETED.clear()
    served = serve([DELETE, "I could not delete a.txt: it needs your approval."], api_keys=[KEY])
    messages = [{"role": "user", "content": "Delete a.txt"}]
    reply = sdk(served.url).chat.completions.create(model="sprig", messages=messages)  # type: ignore[arg-type]
    assert DELETED == []
    seen = served.model.prompts[1].messages[-1].responses[0].data  # type: ignore[union-attr]
    assert seen == STATELESS_REFUSAL  # the model read why
    content = reply.choices[0].message.content or ""
    assert content.startswith("I could not delete a.txt")
    assert "[Not run: delete_file needs a person's approval" in content and "X-Conversation-Id" in content
    assert reply.choices[0].finish_reason == "stop"
    extra = reply.model_extra or {}
    assert extra["refused_approvals"] == [{"id": "d1", "name": "delete_file", "arguments": '{"path": "a.txt"}'}]
    assert "pending_approvals" not in extra
    assert served.store.keys("paused:") == []


def test_a_stateless_stream_says_so_too(serve: ServeFactory) -> None:
    DELETED.clear()
    served = serve([DELETE, "Not deleted."], api_keys=[KEY])
    chunks = list(
        sdk(served.url).chat.completions.create(
            model="sprig", messages=[{"role": "user", "content": "Delete a.txt"}], stream=True
        )
    )
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text.startswith("Not deleted.") and "[Not run: delete_file" in text
    assert DELETED == []


@pytest.mark.parametrize("stream", [False, True])
def test_a_conversation_pauses_with_a_text_saying_how_to_approve_then_resume_in_the_body(
    serve: ServeFactory, stream: bool
) -> None:
    DELETED.clear()
    served = serve([DELETE, "Deleted a.txt."], api_keys=[KEY])
    client = sdk(served.url)
    headers = {"X-Conversation-Id": f"pause-{stream}"}
    history: list[dict[str, str]] = [{"role": "user", "content": "Delete a.txt"}]
    if stream:
        chunks = list(
            client.chat.completions.create(model="sprig", messages=history, extra_headers=headers, stream=True)  # type: ignore[arg-type]
        )
        text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
        last = [c for c in chunks if c.choices][-1]
        assert last.choices[0].finish_reason == "stop"
        assert (last.model_extra or {})["pending_approvals"][0]["id"] == "d1"
    else:
        reply = client.chat.completions.create(model="sprig", messages=history, extra_headers=headers)  # type: ignore[arg-type]
        text = reply.choices[0].message.content or ""
        assert (reply.model_extra or {})["pending_approvals"][0]["id"] == "d1"
    assert 'delete_file({"path": "a.txt"}) [call id d1]' in text
    assert '"resume": {"approve": ["d1"]}' in text and f"/api/conversations/pause-{stream}/resume" in text
    assert DELETED == []
    # an ordinary chat client keeps the reply in its history and sends it all again, with the decision
    history.append({"role": "assistant", "content": text})
    done = client.chat.completions.create(
        model="sprig",
        messages=history,  # type: ignore[arg-type]
        extra_headers=headers,
        extra_body={"resume": {"approve": ["d1"]}},
    )
    assert done.choices[0].message.content == "Deleted a.txt."
    assert DELETED == ["a.txt"]


def test_resume_without_a_conversation_is_a_clear_400(serve: ServeFactory) -> None:
    served = serve(["unused"], api_keys=[KEY])
    with pytest.raises(openai.BadRequestError, match="X-Conversation-Id"):
        sdk(served.url).chat.completions.create(
            model="sprig", messages=[{"role": "user", "content": "hi"}], extra_body={"resume": {"approve": ["x"]}}
        )


def test_a_bad_resume_body_is_a_clear_400(serve: ServeFactory) -> None:
    served = serve(["unused"], api_keys=[KEY])
    with pytest.raises(openai.BadRequestError, match="invalid resume"):
        sdk(served.url).chat.completions.create(
            model="sprig",
            messages=[{"role": "user", "content": "hi"}],
            extra_headers={"X-Conversation-Id": "bad-resume"},
            extra_body={"resume": {"approve": "d1", "bogus": 1}},
        )
