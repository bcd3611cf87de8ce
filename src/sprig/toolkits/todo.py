"""``TodoTools``: the model keeps its plan as a todo list, one list per conversation.

Two tools: ``todo_update(items)`` replaces the whole list, ``todo_read()`` returns it. Both
answer with the list rendered for the model::

    [x] Write the outline
    [>] Write the three sections
    [ ] Check the page in a browser
    (1/3 completed)

A list that breaks a rule (too many items, an item without text, an unknown status, more than
one item in progress, repeated ids) is refused with a :class:`~sprig.toolkits.errors.ToolkitError`
that lists every problem, and nothing is stored; the tool-calling manager hands the message to
the model as the call's error result. The lists live in a :class:`~sprig.state.KeyValueStore`
(an :class:`~sprig.state.InMemoryStore` by default) under ``"todos:<conversation_id>"``; the
conversation id comes from the :class:`~sprig.tools.ToolContext`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Final, Literal, cast, get_args

import orjson
from pydantic import WithJsonSchema

from sprig._sync import run_sync
from sprig.state import InMemoryStore, KeyValueStore, Ttl
from sprig.toolkits.errors import ToolkitError
from sprig.tools import MethodToolCallback, ToolCallback, ToolCallbackProvider, ToolContext, ToolParam, tool

__all__ = [
    "DEFAULT_CONVERSATION_ID",
    "TODO_READ_TOOL",
    "TODO_UPDATE_TOOL",
    "TodoItem",
    "TodoStatus",
    "TodoTools",
    "render_todos",
]

TODO_UPDATE_TOOL: Final = "todo_update"
"""Default name of the tool that replaces the list (the one a reminder advisor watches)."""
TODO_READ_TOOL: Final = "todo_read"
"""Default name of the tool that returns the list."""
DEFAULT_CONVERSATION_ID: Final = "default"
"""The conversation a call belongs to when its ToolContext carries no ``conversation_id``."""

TodoStatus = Literal["pending", "in_progress", "completed"]
_STATUSES: tuple[str, ...] = get_args(TodoStatus)
_MARKERS: Mapping[str, str] = {"pending": "[ ]", "in_progress": "[>]", "completed": "[x]"}

def _items_schema(max_items: int) -> dict[str, Any]:
    """The ``items`` schema: at most ``max_items`` items, at most one of them in progress.

    Ids are not asked for: the toolkit numbers the items (an id the model sends is kept).
    """
    return {
        "type": "array",
        "maxItems": max_items,
        "items": {
            "type": "object",
            "properties": {
                "text": {"type": "string", "description": "What to do, as a short imperative sentence"},
                "status": {"type": "string", "enum": list(_STATUSES)},
            },
            "required": ["text", "status"],
        },
        "contains": {"properties": {"status": {"const": "in_progress"}}},
        "minContains": 0,
        "maxContains": 1,
    }


DEFAULT_MAX_ITEMS = 20  # the most items a list holds unless the toolkit is told otherwise
_ITEMS_SCHEMA: dict[str, Any] = _items_schema(DEFAULT_MAX_ITEMS)


_UPDATE_DESCRIPTION = (
    "Write your plan as a todo list for this task. Each call REPLACES the whole list: always send "
    "every item with its current status (pending, in_progress, completed). Keep at most one item "
    "in_progress, mark items completed as soon as they are done, and update the list whenever the "
    "plan changes. At most {max_items} items; an empty list clears the plan. Returns the list."
)
_READ_DESCRIPTION = "Read the current todo list (your plan for this task) with the status of every item."


@dataclass(frozen=True, slots=True, eq=False)
class TodoItem(Mapping[str, str]):
    """One item of a todo list. Reads like a mapping too: ``item["status"]``, ``dict(item)``."""

    id: str
    text: str
    status: TodoStatus = "pending"

    def __getitem__(self, key: str) -> str:
        if key not in ("id", "text", "status"):
            raise KeyError(key)
        value: str = getattr(self, key)
        return value

    def __iter__(self) -> Iterator[str]:
        return iter(("id", "text", "status"))

    def __len__(self) -> int:
        return 3

    def __repr__(self) -> str:
        return f"TodoItem(id={self.id!r}, text={self.text!r}, status={self.status!r})"

    @property
    def marker(self) -> str:
        """``[ ]`` pending, ``[>]`` in progress, ``[x]`` completed."""
        return _MARKERS[self.status]

    def to_dict(self) -> dict[str, str]:
        """The item as a plain JSON-ready dict."""
        return {"id": self.id, "text": self.text, "status": self.status}


def render_todos(items: Sequence[TodoItem]) -> str:
    """The list as the model reads it: a ``[marker] text`` line per item, then ``(done/total completed)``."""
    lines = [f"{item.marker} {item.text}" for item in items]
    done = sum(1 for item in items if item.status == "completed")
    lines.append(f"({done}/{len(items)} completed)")
    return "\n".join(lines)


class TodoTools(ToolCallbackProvider):
    """The todo-list tools, with their lists kept per conversation in ``store``.

    Args:
        store: where the lists live (default: a new :class:`~sprig.state.InMemoryStore`, 30
            minutes and 1,000 conversations). Use a :class:`~sprig.state.SqliteStore` for lists
            that survive restarts.
        max_items: the most items a list may hold (20).
        update_tool_name: the name the model sees for the update tool (``todo_update``).
        read_tool_name: the name the model sees for the read tool (``todo_read``);
            :attr:`tool_names` gives both to whoever watches them.
        key_prefix: the store key is ``key_prefix + conversation_id``.
        ttl: time to live of a list after its last update (default: the store's).

    Pass the object itself to ``ChatClient.tools(...)`` / ``default_tools(...)`` (it is a
    :class:`~sprig.tools.ToolCallbackProvider`, so configured names are honoured), or its
    :meth:`tool_callbacks`. The CLI reads a conversation's current list with :meth:`aget`.
    """

    def __init__(
        self,
        store: KeyValueStore | None = None,
        *,
        max_items: int = DEFAULT_MAX_ITEMS,
        update_tool_name: str = TODO_UPDATE_TOOL,
        read_tool_name: str = TODO_READ_TOOL,
        key_prefix: str = "todos:",
        ttl: Ttl | None = None,
    ) -> None:
        if store is not None and not isinstance(store, KeyValueStore):
            raise TypeError(f"store must be a sprig.state.KeyValueStore, not {type(store).__name__}")
        if isinstance(max_items, bool) or not isinstance(max_items, int) or max_items < 1:
            raise ValueError(f"max_items must be a positive int, got {max_items!r}")
        if update_tool_name == read_tool_name:
            raise ValueError(f"the update and read tools need different names, both are {read_tool_name!r}")
        self.store: KeyValueStore = store if store is not None else InMemoryStore()
        self.max_items = max_items
        self.key_prefix = key_prefix
        self.ttl = ttl
        self._callbacks: tuple[ToolCallback, ...] = (
            MethodToolCallback(
                self.todo_update,
                name=update_tool_name,
                description=_UPDATE_DESCRIPTION.format(max_items=max_items),
            ),
            MethodToolCallback(self.todo_read, name=read_tool_name),
        )

    @property
    def update_tool_name(self) -> str:
        """The name of the tool that replaces the list."""
        return self._callbacks[0].name

    @property
    def read_tool_name(self) -> str:
        """The name of the tool that returns the list."""
        return self._callbacks[1].name

    @property
    def tool_names(self) -> tuple[str, str]:
        """``(update_tool_name, read_tool_name)``."""
        return self.update_tool_name, self.read_tool_name

    def tool_callbacks(self) -> Sequence[ToolCallback]:
        """The two tools, with the configured names."""
        return self._callbacks

    @tool(name=TODO_UPDATE_TOOL, description=_UPDATE_DESCRIPTION.format(max_items=20))
    async def todo_update(
        self,
        items: Annotated[
            Any,
            WithJsonSchema(_ITEMS_SCHEMA),
            ToolParam("The complete todo list, in order: objects with text and status"),
        ],
        ctx: ToolContext | None = None,
    ) -> str:
        """Replace the conversation's todo list with ``items`` and return it rendered."""
        checked = self.validate(items)
        await self._save(_conversation_id(ctx), checked)
        return render_todos(checked)

    @tool(name=TODO_READ_TOOL, description=_READ_DESCRIPTION)
    async def todo_read(self, ctx: ToolContext | None = None) -> str:
        """Return the conversation's todo list rendered for the model."""
        return render_todos(await self.aget(_conversation_id(ctx)))

    async def aget(self, conversation_id: str) -> list[TodoItem]:
        """The current list of a conversation (empty when it has none), e.g. for a live panel."""
        raw = await self.store.aget(self._key(conversation_id))
        if raw is None:
            return []
        try:
            return self.validate(raw)
        except ToolkitError as exc:
            raise ToolkitError(f"the stored todo list of {conversation_id!r} is damaged: {exc}") from exc

    async def aset(self, conversation_id: str, items: Any) -> list[TodoItem]:
        """Replace a conversation's list (same rules as the tool); returns what was stored."""
        checked = self.validate(items)
        await self._save(conversation_id, checked)
        return checked

    async def aclear(self, conversation_id: str) -> None:
        """Forget a conversation's list."""
        await self.store.adelete(self._key(conversation_id))

    def get(self, conversation_id: str) -> list[TodoItem]:
        """Blocking face of :meth:`aget`."""
        return run_sync(self.aget(conversation_id))

    def set(self, conversation_id: str, items: Any) -> list[TodoItem]:
        """Blocking face of :meth:`aset`."""
        return run_sync(self.aset(conversation_id, items))

    def clear(self, conversation_id: str) -> None:
        """Blocking face of :meth:`aclear`."""
        run_sync(self.aclear(conversation_id))

    def validate(self, items: Any) -> list[TodoItem]:
        """Check ``items`` against the rules and return them as :class:`TodoItem` objects.

        Accepts a list (or its JSON text) of objects with ``id``, ``text`` (or ``content``) and
        ``status``, or of plain strings (pending items). Raises :class:`ToolkitError` listing
        every problem.
        """
        entries = _as_list(items)
        problems: list[str] = []
        if len(entries) > self.max_items:
            problems.append(
                f"the list has {len(entries)} items but at most {self.max_items} are allowed; merge or drop items"
            )
        checked: list[TodoItem] = []
        for position, entry in enumerate(entries, start=1):
            item = _item(position, entry, problems)
            if item is not None:
                checked.append(item)
        running = [item.id for item in checked if item.status == "in_progress"]
        if len(running) > 1:
            problems.append(
                f"{len(running)} items are in_progress (ids {', '.join(running)}); only one item may be "
                "in_progress at a time, set the others to pending or completed"
            )
        seen: set[str] = set()
        for item in checked:
            if item.id in seen:
                problems.append(f"the id {item.id!r} is used twice; ids must be unique")
            seen.add(item.id)
        if problems:
            raise _refusal(problems)
        return checked

    async def _save(self, conversation_id: str, items: list[TodoItem]) -> None:
        key = self._key(conversation_id)
        if items:
            await self.store.aset(key, [item.to_dict() for item in items], ttl=self.ttl)
        else:
            await self.store.adelete(key)

    def _key(self, conversation_id: str) -> str:
        if not isinstance(conversation_id, str) or not conversation_id:
            raise ValueError(f"conversation_id must be a non-empty string, got {conversation_id!r}")
        return self.key_prefix + conversation_id

    def __repr__(self) -> str:
        return f"TodoTools(tools={list(self.tool_names)!r}, max_items={self.max_items}, store={self.store!r})"


def _conversation_id(ctx: ToolContext | None) -> str:
    if ctx is None:
        return DEFAULT_CONVERSATION_ID
    return ctx.conversation_id or DEFAULT_CONVERSATION_ID


def _refusal(problems: Sequence[str]) -> ToolkitError:
    listed = "".join(f"\n- {problem}" for problem in problems)
    return ToolkitError(f"Todo list not saved:{listed}\nSend the whole corrected list again.")


def _as_list(items: Any) -> list[Any]:
    if isinstance(items, str):
        try:
            items = orjson.loads(items) if items.strip() else []
        except orjson.JSONDecodeError as exc:
            raise _refusal(
                [f"items must be a JSON array of objects with id, text and status; the text is not valid JSON ({exc})"]
            ) from None
    if isinstance(items, Mapping) and isinstance(items.get("items"), list):
        items = items["items"]
    if isinstance(items, (list, tuple)):
        return list(items)
    raise _refusal([f"items must be an array of objects with id, text and status, got {_json_type(items)}"])


def _item(position: int, entry: Any, problems: list[str]) -> TodoItem | None:
    if isinstance(entry, str):
        entry = {"text": entry}
    if not isinstance(entry, Mapping):
        problems.append(f"item {position} is {_json_type(entry)}, not an object with id, text and status")
        return None
    text = entry.get("text", entry.get("content"))
    if not isinstance(text, str) or not text.strip():
        problems.append(f"item {position} has no text; every item needs a non-empty text")
        text = ""
    status = entry.get("status", "pending")
    normalised = status.strip().lower().replace(" ", "_").replace("-", "_") if isinstance(status, str) else status
    if normalised not in _STATUSES:
        problems.append(f"item {position} has the unknown status {status!r}; use pending, in_progress or completed")
        normalised = "pending"
    raw_id = entry.get("id")
    if raw_id is None or raw_id == "":
        item_id = str(position)
    elif isinstance(raw_id, (str, int)) and not isinstance(raw_id, bool):
        item_id = str(raw_id).strip() or str(position)
    else:
        problems.append(f"item {position} has an id of type {_json_type(raw_id)}; ids are strings")
        item_id = str(position)
    return TodoItem(id=item_id, text=text.strip(), status=cast(TodoStatus, normalised))


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, (list, tuple)):
        return "an array"
    return type(value).__name__
