"""``ToolContext``: values handed to tools that ask for them, never sent to the model."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

__all__ = ["ToolContext"]


class ToolContext(Mapping[str, Any]):
    """An immutable mapping of request-scoped values (user id, conversation id, handles...).

    A tool receives it by declaring a parameter annotated ``ToolContext``; that parameter never
    appears in the tool's JSON schema. Its ``repr`` names the keys only, never the values, so
    logging a context (or the ``ChatOptions`` holding one) leaks no secret.
    """

    __slots__ = ("_data",)

    def __init__(self, data: Mapping[str, Any] | None = None, /, **values: Any) -> None:
        merged = dict(data or {})
        merged.update(values)
        self._data = merged

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __repr__(self) -> str:
        # Values are often secrets (tokens, user ids): a repr, and so every log, shows keys only.
        return f"ToolContext(keys={sorted(map(str, self._data))!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return dict(self._data) == dict(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._data.items(), key=lambda kv: kv[0])))

    @property
    def conversation_id(self) -> str | None:
        """The conversation this call belongs to, when the request has one."""
        value = self._data.get("conversation_id")
        return None if value is None else str(value)

    def merged(self, other: Mapping[str, Any] | None) -> ToolContext:
        """A new context with ``other``'s values added (``other`` wins on equal keys)."""
        if not other:
            return self
        return ToolContext({**self._data, **other})
