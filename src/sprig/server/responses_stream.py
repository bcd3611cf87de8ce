"""The output items of one streamed ``/v1/responses`` answer, written as Responses events.

Text and reasoning deltas open a ``message`` or ``reasoning`` item the first time they arrive and
stream into it; a delta of the other kind closes it (its ``.done`` events) and opens the next
item, so a tool loop whose rounds alternate reasoning and text gives items in the order they
happened. Whole items (function calls, approval requests) are added at the end with their
``added``, argument and ``done`` events. Every event carries the next ``sequence_number``.
"""

from __future__ import annotations

import uuid
from typing import Any

from sprig.server.responses_wire import EventWriter, message_item

__all__ = ["LiveOutput", "reasoning_item"]


def reasoning_item(item_id: str, summary: str) -> dict[str, Any]:
    """A ``reasoning`` output item with one summary part (no encrypted content: nothing to send back)."""
    return {"type": "reasoning", "id": item_id, "summary": [{"type": "summary_text", "text": summary}]}


def _text_part(text: str) -> dict[str, Any]:
    return {"type": "output_text", "text": text, "annotations": [], "logprobs": []}


class LiveOutput:
    """The items of one response as they stream (see the module doc); :attr:`items` holds the
    finished ones."""

    def __init__(self, writer: EventWriter) -> None:
        self.writer = writer
        self.items: list[dict[str, Any]] = []
        self._kind: str | None = None
        self._id = ""
        self._parts: list[str] = []

    def _at(self) -> dict[str, Any]:
        at: dict[str, Any] = {"item_id": self._id, "output_index": len(self.items)}
        if self._kind == "message":
            at["content_index"] = 0
        else:
            at["summary_index"] = 0
        return at

    def _open(self, kind: str) -> list[bytes]:
        events = self.close() if self._kind not in (None, kind) else []
        if self._kind == kind:
            return events
        self._kind, self._parts = kind, []
        index = len(self.items)
        if kind == "message":
            self._id = "msg_" + uuid.uuid4().hex
            added = message_item(self._id, "", "in_progress")
            events.append(self.writer.event("response.output_item.added", output_index=index, item=added))
            events.append(self.writer.event("response.content_part.added", **self._at(), part=_text_part("")))
        else:
            self._id = "rs_" + uuid.uuid4().hex
            added = {"type": "reasoning", "id": self._id, "summary": []}
            events.append(self.writer.event("response.output_item.added", output_index=index, item=added))
            part = {"type": "summary_text", "text": ""}
            events.append(self.writer.event("response.reasoning_summary_part.added", **self._at(), part=part))
        return events

    def text(self, delta: str) -> list[bytes]:
        """Events for a piece of answer text."""
        events = self._open("message")
        self._parts.append(delta)
        events.append(self.writer.event("response.output_text.delta", **self._at(), delta=delta, logprobs=[]))
        return events

    def reasoning(self, delta: str) -> list[bytes]:
        """Events for a piece of reasoning (summary text), never part of the answer."""
        events = self._open("reasoning")
        self._parts.append(delta)
        events.append(self.writer.event("response.reasoning_summary_text.delta", **self._at(), delta=delta))
        return events

    def close(self) -> list[bytes]:
        """The ``.done`` events of the open item, if any."""
        if self._kind is None:
            return []
        whole, at, index = "".join(self._parts), self._at(), len(self.items)
        if self._kind == "message":
            item = message_item(self._id, whole)
            events = [
                self.writer.event("response.output_text.done", **at, text=whole, logprobs=[]),
                self.writer.event("response.content_part.done", **at, part=item["content"][0]),
            ]
        else:
            item = reasoning_item(self._id, whole)
            events = [
                self.writer.event("response.reasoning_summary_text.done", **at, text=whole),
                self.writer.event("response.reasoning_summary_part.done", **at, part=item["summary"][0]),
            ]
        events.append(self.writer.event("response.output_item.done", output_index=index, item=item))
        self.items.append(item)
        self._kind = None
        return events

    def add(self, item: dict[str, Any]) -> list[bytes]:
        """The events of a whole item (a function call, an approval request, an empty message)."""
        events = self.close()
        index = len(self.items)
        kind = item["type"]
        if kind == "function_call":
            added = {**item, "status": "in_progress", "arguments": ""}
            events.append(self.writer.event("response.output_item.added", output_index=index, item=added))
            at = {"item_id": item["id"], "output_index": index}
            arguments = item["arguments"]
            events.append(self.writer.event("response.function_call_arguments.delta", **at, delta=arguments))
            done = {"name": item["name"], "arguments": arguments}
            events.append(self.writer.event("response.function_call_arguments.done", **at, **done))
        elif kind == "message":
            added = message_item(item["id"], "", "in_progress")
            events.append(self.writer.event("response.output_item.added", output_index=index, item=added))
            at = {"item_id": item["id"], "output_index": index, "content_index": 0}
            events.append(self.writer.event("response.content_part.added", **at, part=_text_part("")))
            events.append(self.writer.event("response.output_text.done", **at, text="", logprobs=[]))
            events.append(self.writer.event("response.content_part.done", **at, part=_text_part("")))
        else:
            events.append(self.writer.event("response.output_item.added", output_index=index, item=item))
        events.append(self.writer.event("response.output_item.done", output_index=index, item=item))
        self.items.append(item)
        return events
