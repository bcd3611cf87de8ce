"""The reminder on the wire: exact request bodies for OpenAI-style and Anthropic-style APIs."""

from __future__ import annotations

from sprig import ChatClient, tool
from sprig.advisors import TodoReminderAdvisor
from sprig.models import AnthropicChatModel, OpenAiChatModel
from support.anthropic_server import AnthropicLoopbackServer, Json, message
from support.openai_server import OpenAiLoopbackServer, reply

REMINDER = "<reminder>Update your todos.</reminder>"


@tool
def todo_update(items: list[str]) -> str:
    """Replace the todo list."""
    return "saved"


@tool
def work(step: int) -> str:
    """Do one step."""
    return f"step {step} done"


def client_for(model: object) -> ChatClient:
    return (
        ChatClient.builder(model)  # type: ignore[arg-type]
        .default_tools(todo_update, work)
        .default_advisors(TodoReminderAdvisor(threshold=1))
        .build()
    )


async def test_openai_reminder_is_appended_to_the_last_tool_result(openai_server: OpenAiLoopbackServer) -> None:
    openai_server.add(
        reply(tool_calls=[("call_1", "work", '{"step": 1}'), ("call_2", "work", '{"step": 2}')]),
        reply("done"),
    )
    model = OpenAiChatModel(model="m", base_url=openai_server.url, api_key="k")
    assert await client_for(model).prompt("go").call().acontent() == "done"
    await model.aclose()
    messages = openai_server.requests[1].messages
    assert [m["role"] for m in messages] == ["user", "assistant", "tool", "tool"]
    assert messages[2] == {"role": "tool", "tool_call_id": "call_1", "content": "step 1 done"}
    assert messages[3] == {"role": "tool", "tool_call_id": "call_2", "content": f"step 2 done\n\n{REMINDER}"}
    # one result per call id, no id reused
    assert [m["tool_call_id"] for m in messages[2:]] == ["call_1", "call_2"]


async def test_anthropic_reminder_is_a_text_block_after_the_tool_results() -> None:
    async with AnthropicLoopbackServer() as server:
        server.add(
            Json(
                message(
                    [
                        {"type": "tool_use", "id": "toolu_1", "name": "work", "input": {"step": 1}},
                        {"type": "tool_use", "id": "toolu_2", "name": "work", "input": {"step": 2}},
                    ],
                    "tool_use",
                )
            ),
            Json(message([{"type": "text", "text": "done"}])),
        )
        model = AnthropicChatModel(model="claude-test", base_url=server.url, api_key="k")
        assert await client_for(model).prompt("go").call().acontent() == "done"
        await model.aclose()
        messages = server.requests[1].body["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    blocks = messages[2]["content"]
    assert [b["type"] for b in blocks] == ["tool_result", "tool_result", "text"]
    assert [b["tool_use_id"] for b in blocks[:2]] == ["toolu_1", "toolu_2"]
    assert blocks[2]["text"] == REMINDER
