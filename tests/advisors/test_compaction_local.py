"""Compaction on the embedded local model with a 1,024-token context: a conversation whose tool
results would overflow it keeps going, turn after turn, on the model's real limit."""

from __future__ import annotations

import pytest

from sprig import ChatClient, CompactionEvent, tool
from sprig.advisors import CompactionAdvisor, MessageChatMemoryAdvisor
from sprig.advisors._compact import is_summary
from sprig.models import from_spec
from sprig.models.local import default_model_path
from sprig.state.chat_memory import MessageWindowChatMemory

try:
    HAVE_WEIGHTS = default_model_path() is not None
except FileNotFoundError:
    HAVE_WEIGHTS = False

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not HAVE_WEIGHTS, reason="local model weights not installed"),
    pytest.mark.timeout(600),
]


@tool(description="Read a text file and return its contents")
def read_file(path: str) -> str:
    return f"Contents of {path}: " + " ".join(f"line {i} of {path} says the weather is mild." for i in range(40))


async def test_local_model_with_a_small_context_keeps_going_with_compaction() -> None:
    model = from_spec("local?n_ctx=1024")
    memory = MessageWindowChatMemory(max_messages=200)
    client = (
        ChatClient.builder(model)
        .default_tools(read_file)
        .default_advisors(MessageChatMemoryAdvisor(memory, save_tool_rounds=True), CompactionAdvisor())
        .build()
    )
    try:
        events: list[CompactionEvent] = []
        for turn in range(3):
            response = (
                await client.prompt(f"Read the file notes{turn}.txt")
                .advisor_params(conversation_id="local")
                .call()
                .achat_client_response()
            )
            assert response.text  # every turn is answered: no ContextLengthError
            events += [e for e in response.recorded_events() if isinstance(e, CompactionEvent)]
        assert any(e.summarized for e in events) and all(e.tokens_after < e.tokens_before for e in events)
        stored = await memory.aget("local")
        assert is_summary(stored[0])
    finally:
        await model.aclose()
