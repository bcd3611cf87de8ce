"""Chat memory: the message window, the repositories, restarts and damaged histories."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from sprig.messages import (
    AssistantMessage,
    Message,
    SystemMessage,
    ToolCall,
    ToolResponse,
    ToolResponseMessage,
    UserMessage,
)
from sprig.state import (
    ChatMemory,
    ChatMemoryRepository,
    CorruptValueError,
    InMemoryChatMemoryRepository,
    InMemoryStore,
    MessageWindowChatMemory,
    RedisStore,
    SqliteChatMemoryRepository,
    SqliteStore,
    StoreChatMemoryRepository,
    UnserializableValueError,
)
from support.state import FakeClock

RepoFactory = Callable[[], ChatMemoryRepository]


@pytest.fixture(params=["memory", "sqlite", "store", "redis"])
async def make_repo(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[RepoFactory]:
    created: list[ChatMemoryRepository] = []
    redis_url = request.getfixturevalue("redis_url") if request.param == "redis" else ""

    def factory() -> ChatMemoryRepository:
        repo: ChatMemoryRepository
        if request.param == "memory":
            repo = InMemoryChatMemoryRepository()
        elif request.param == "sqlite":
            repo = SqliteChatMemoryRepository(tmp_path / "memory.db")
        elif request.param == "redis":
            repo = StoreChatMemoryRepository(RedisStore(redis_url), owns_store=True)
        else:
            repo = StoreChatMemoryRepository(InMemoryStore(), owns_store=True)
        created.append(repo)
        return repo

    yield factory
    for repo in created:
        await repo.aclose()


def tool_round(call_id: str, name: str = "todo_update") -> list[Message]:
    return [
        AssistantMessage(tool_calls=[ToolCall(call_id, name, '{"items": []}')]),
        ToolResponseMessage([ToolResponse(call_id, name, "ok")]),
    ]


def turn(n: int, rounds: int = 0) -> list[Message]:
    messages: list[Message] = [UserMessage(f"u{n}")]
    for r in range(rounds):
        messages += tool_round(f"c{n}.{r}")
    messages.append(AssistantMessage(f"a{n}"))
    return messages


def texts(messages: list[Message]) -> list[str]:
    out = []
    for m in messages:
        if isinstance(m, ToolResponseMessage):
            out.append("tool:" + m.responses[0].id)
        elif isinstance(m, AssistantMessage) and m.tool_calls:
            out.append("call:" + m.tool_calls[0].id)
        else:
            out.append(m.text)
    return out


def check_well_formed(messages: list[Message]) -> None:
    """No tool result without the assistant message that asked for it, first message not mid-turn."""
    asked: set[str] = set()
    rest = [m for m in messages if not isinstance(m, SystemMessage)]
    assert not rest or isinstance(rest[0], UserMessage)
    for m in rest:
        if isinstance(m, AssistantMessage):
            asked |= {c.id for c in m.tool_calls}
        if isinstance(m, ToolResponseMessage):
            assert {r.id for r in m.responses} <= asked


async def test_under_the_limit_everything_is_kept(make_repo: RepoFactory) -> None:
    memory = MessageWindowChatMemory(make_repo(), max_messages=20)
    await memory.aadd("c", [SystemMessage("sys"), *turn(1, rounds=2)])
    await memory.aadd("c", turn(2))
    assert texts(await memory.aget("c")) == [
        "sys",
        "u1",
        "call:c1.0",
        "tool:c1.0",
        "call:c1.1",
        "tool:c1.1",
        "a1",
        "u2",
        "a2",
    ]


async def test_default_window_is_twenty_messages() -> None:
    memory = MessageWindowChatMemory()
    assert memory.max_messages == 20
    for n in range(15):
        await memory.aadd("c", turn(n))
    kept = await memory.aget("c")
    assert len(kept) == 20
    assert texts(kept)[:2] == ["u5", "a5"]


async def test_oldest_whole_turns_are_evicted_with_their_tool_rounds(make_repo: RepoFactory) -> None:
    memory = MessageWindowChatMemory(make_repo(), max_messages=8)
    await memory.aadd("c", SystemMessage("sys"))
    await memory.aadd("c", turn(1, rounds=1))  # 4 messages
    await memory.aadd("c", turn(2))  # 2 messages -> 7 in all
    await memory.aadd("c", turn(3, rounds=1))  # 4 more -> 11: turn 1 goes, 7 left
    kept = await memory.aget("c")
    assert texts(kept) == ["sys", "u2", "a2", "u3", "call:c3.0", "tool:c3.0", "a3"]
    check_well_formed(kept)


async def test_never_half_a_turn_even_when_one_more_message_would_fit(make_repo: RepoFactory) -> None:
    memory = MessageWindowChatMemory(make_repo(), max_messages=6)
    await memory.aadd("c", turn(1, rounds=2))  # u1, 4 tool messages, a1 = 6
    await memory.aadd("c", [UserMessage("u2")])  # 7: turn 1 must go whole, not just u1
    assert texts(await memory.aget("c")) == ["u2"]


async def test_tool_rounds_added_one_by_one_never_orphan_a_result(make_repo: RepoFactory) -> None:
    memory = MessageWindowChatMemory(make_repo(), max_messages=5)
    for n in range(4):
        await memory.aadd("c", UserMessage(f"u{n}"))
        for r in range(2):
            for message in tool_round(f"c{n}.{r}"):
                await memory.aadd("c", message)
                kept = await memory.aget("c")
                check_well_formed(kept)
        await memory.aadd("c", AssistantMessage(f"a{n}"))
    assert texts(await memory.aget("c")) == ["u3", "call:c3.0", "tool:c3.0", "call:c3.1", "tool:c3.1", "a3"]


async def test_the_newest_turn_is_kept_whole_even_over_the_limit(make_repo: RepoFactory) -> None:
    memory = MessageWindowChatMemory(make_repo(), max_messages=3)
    await memory.aadd("c", [SystemMessage("sys"), *turn(1), *turn(2, rounds=3)])
    kept = await memory.aget("c")
    assert texts(kept)[:2] == ["sys", "u2"]
    assert len(kept) == 1 + 8


async def test_system_messages_are_kept_first_and_replaced(make_repo: RepoFactory) -> None:
    memory = MessageWindowChatMemory(make_repo(), max_messages=4)
    await memory.aadd("c", [SystemMessage("old"), *turn(1)])
    await memory.aadd("c", [*turn(2), SystemMessage("new")])
    kept = await memory.aget("c")
    assert texts(kept) == ["new", "u2", "a2"]
    for n in range(3, 8):
        await memory.aadd("c", turn(n))
    assert texts(await memory.aget("c")) == ["new", "u7", "a7"]


async def test_several_system_messages_in_one_batch_are_all_kept(make_repo: RepoFactory) -> None:
    memory = MessageWindowChatMemory(make_repo(), max_messages=10)
    await memory.aadd("c", [SystemMessage("one"), UserMessage("u"), SystemMessage("two")])
    assert texts(await memory.aget("c")) == ["one", "two", "u"]


async def test_history_that_does_not_start_with_a_user_message(make_repo: RepoFactory) -> None:
    memory = MessageWindowChatMemory(make_repo(), max_messages=3)
    await memory.aadd("c", [AssistantMessage("greeting"), *turn(1)])
    await memory.aadd("c", turn(2))
    assert texts(await memory.aget("c")) == ["u2", "a2"]


async def test_conversations_are_separate_and_clear_forgets_one(make_repo: RepoFactory) -> None:
    repo = make_repo()
    memory = MessageWindowChatMemory(repo)
    await memory.aadd("a", turn(1))
    await memory.aadd("b", turn(2))
    assert await repo.afind_conversation_ids() == ["a", "b"]
    await memory.aclear("a")
    assert await memory.aget("a") == []
    assert texts(await memory.aget("b")) == ["u2", "a2"]
    assert await repo.afind_conversation_ids() == ["b"]


async def test_adding_nothing_stores_nothing(make_repo: RepoFactory) -> None:
    repo = make_repo()
    memory = MessageWindowChatMemory(repo)
    await memory.aadd("c", [])
    assert await repo.afind_conversation_ids() == []


async def test_concurrent_adds_to_one_conversation_lose_nothing(make_repo: RepoFactory) -> None:
    memory = MessageWindowChatMemory(make_repo(), max_messages=1000)
    await asyncio.gather(*(memory.aadd("c", UserMessage(f"u{i}")) for i in range(50)))
    assert sorted(texts(await memory.aget("c"))) == sorted(f"u{i}" for i in range(50))


async def test_bad_input_is_refused_and_nothing_is_stored(make_repo: RepoFactory) -> None:
    repo = make_repo()
    memory = MessageWindowChatMemory(repo)
    with pytest.raises(TypeError, match="conversation_id"):
        await memory.aadd(5, turn(1))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="conversation_id"):
        await memory.aget("")
    with pytest.raises(TypeError, match="sequence of messages"):
        await memory.aadd("c", "hello")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"messages\[1\]"):
        await memory.aadd("c", [UserMessage("x"), {"role": "user"}])  # type: ignore[list-item]
    with pytest.raises(UnserializableValueError, match="metadata"):
        await memory.aadd("c", [UserMessage("x", metadata={"o": object()})])
    assert await repo.afind_conversation_ids() == []


@pytest.mark.parametrize("max_messages", [0, -3, 2.5, True, "20"])
def test_bad_max_messages(max_messages: Any) -> None:
    with pytest.raises(ValueError, match="max_messages"):
        MessageWindowChatMemory(max_messages=max_messages)


def test_bad_repository() -> None:
    with pytest.raises(TypeError, match="ChatMemoryRepository"):
        MessageWindowChatMemory(repository=InMemoryStore())  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="KeyValueStore"):
        StoreChatMemoryRepository({})  # type: ignore[arg-type]


async def test_repository_save_all_replaces_and_empty_deletes(make_repo: RepoFactory) -> None:
    repo = make_repo()
    await repo.asave_all("c", turn(1))
    await repo.asave_all("c", turn(2))
    assert texts(await repo.afind_by_conversation_id("c")) == ["u2", "a2"]
    await repo.asave_all("c", [])
    assert await repo.afind_conversation_ids() == []
    await repo.adelete_by_conversation_id("never-existed")


def test_blocking_faces(tmp_path: Path) -> None:
    memory: ChatMemory = MessageWindowChatMemory(SqliteChatMemoryRepository(tmp_path / "m.db"), max_messages=4)
    memory.add("c", turn(1))
    memory.add("c", UserMessage("u2"))
    assert texts(memory.get("c")) == ["u1", "a1", "u2"]
    memory.clear("c")
    assert memory.get("c") == []
    assert isinstance(memory, MessageWindowChatMemory)
    memory.repository.save_all("d", turn(3))
    assert memory.repository.find_conversation_ids() == ["d"]
    assert texts(memory.repository.find_by_conversation_id("d")) == ["u3", "a3"]
    memory.repository.delete_by_conversation_id("d")
    memory.repository.close()


async def test_in_memory_repository_forgets_after_its_ttl() -> None:
    clock = FakeClock()
    memory = MessageWindowChatMemory(InMemoryChatMemoryRepository(default_ttl=60, clock=clock))
    await memory.aadd("c", turn(1))
    clock.advance(59)
    await memory.aadd("c", turn(2))  # a write restarts the clock
    clock.advance(59)
    assert texts(await memory.aget("c")) == ["u1", "a1", "u2", "a2"]
    clock.advance(2)
    assert await memory.aget("c") == []


async def test_in_memory_repository_keeps_at_most_max_conversations() -> None:
    repo = InMemoryChatMemoryRepository(max_conversations=2)
    for cid in ("a", "b", "c"):
        await repo.asave_all(cid, turn(1))
    assert await repo.afind_conversation_ids() == ["b", "c"]


FULL_FIDELITY: list[Message] = [
    SystemMessage("plan first", metadata={"v": 1}),
    UserMessage("make ./site", metadata={"user": "u"}),
    AssistantMessage(
        text="",
        reasoning="need a plan",
        tool_calls=[
            ToolCall("call_a", "todo_update", '{"items":[{"text":"html"}]}'),
            ToolCall("call_b", "write_file", '{"path": "index.html",'),
        ],
        metadata={"finish_reason": "tool_calls"},
    ),
    ToolResponseMessage(
        [
            ToolResponse("call_a", "todo_update", "[ ] html\n(0/1 completed)"),
            ToolResponse("call_b", "write_file", "Error"),
        ],
        text="<reminder>Update your todos.</reminder>",
    ),
    AssistantMessage(tool_calls=[ToolCall("call_c", "read", "", incomplete=True)]),
    ToolResponseMessage([ToolResponse("call_c", "read", "")]),
    AssistantMessage("Done ✓"),
]


async def test_sqlite_history_survives_a_restart_with_full_fidelity(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    repo = SqliteChatMemoryRepository(path)
    await MessageWindowChatMemory(repo, max_messages=50).aadd("conv-1", FULL_FIDELITY)
    await repo.aclose()

    reopened = SqliteChatMemoryRepository(path)
    try:
        restored = await MessageWindowChatMemory(reopened).aget("conv-1")
        assert restored == FULL_FIDELITY
        assert await reopened.afind_conversation_ids() == ["conv-1"]
    finally:
        await reopened.aclose()


async def test_sqlite_memory_shares_a_file_with_a_store(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    store = SqliteStore(path, max_entries=1)
    repo = SqliteChatMemoryRepository(path)
    try:
        await store.aset("todos:c", [{"id": "1", "text": "a", "status": "pending"}])
        await repo.asave_all("c", turn(1))
        await repo.asave_all("d", turn(2))
        await store.aset("todos:d", [])  # evicts todos:c from the store table only
        assert await store.akeys() == ["todos:d"]
        assert await repo.afind_conversation_ids() == ["c", "d"]
    finally:
        await store.aclose()
        await repo.aclose()


async def test_corrupt_history_is_a_clear_error_and_is_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "memory.db"
    repo = SqliteChatMemoryRepository(path)
    memory = MessageWindowChatMemory(repo)
    await memory.aadd("c", turn(1))
    await memory.aadd("ok", turn(2))
    with sqlite3.connect(path) as db:
        db.execute("UPDATE chat_memory SET value = ? WHERE key = 'chat_memory:c'", (b'[{"type": "robot"}]',))
    try:
        with pytest.raises(CorruptValueError, match=r"conversation 'c' is corrupt.*unknown message type 'robot'"):
            await memory.aget("c")
        with pytest.raises(CorruptValueError):
            await memory.aadd("c", turn(3))
        with sqlite3.connect(path) as db:
            (raw,) = db.execute("SELECT value FROM chat_memory WHERE key = 'chat_memory:c'").fetchone()
        assert raw == b'[{"type": "robot"}]'
        assert texts(await memory.aget("ok")) == ["u2", "a2"]
        await memory.aclear("c")
        await memory.aadd("c", turn(4))
        assert texts(await memory.aget("c")) == ["u4", "a4"]
    finally:
        await repo.aclose()


class ListRepository(ChatMemoryRepository):
    """A repository written by a user: only the four Spring AI operations."""

    def __init__(self) -> None:
        self.data: dict[str, list[Message]] = {}

    async def afind_conversation_ids(self) -> list[str]:
        return sorted(self.data)

    async def afind_by_conversation_id(self, conversation_id: str) -> list[Message]:
        return list(self.data.get(conversation_id, []))

    async def asave_all(self, conversation_id: str, messages: Any) -> None:
        self.data[conversation_id] = list(messages)

    async def adelete_by_conversation_id(self, conversation_id: str) -> None:
        self.data.pop(conversation_id, None)


async def test_window_works_on_a_user_written_repository() -> None:
    repo = ListRepository()
    memory = MessageWindowChatMemory(repo, max_messages=2)
    await memory.aadd("c", turn(1))
    await memory.aadd("c", turn(2))
    assert texts(repo.data["c"]) == ["u2", "a2"]
