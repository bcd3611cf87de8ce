"""Tool results from MCP servers as the text a model reads."""

from __future__ import annotations

import binascii
from base64 import b64decode
from typing import Any

import mcp_types as types
import orjson

__all__ = ["result_text"]


def result_text(result: types.CallToolResult) -> str:
    """The text for the model: the content blocks, or the structured content when they hold no text.

    When a server sends both text content and ``structuredContent``, the model reads the text
    (written for readers, and what older clients show); the structured value stays available
    to code (``McpToolResult.structured``, ``ToolResultEvent.structured``). Structured content
    alone is given as JSON. Text blocks give their text; images and audio a short description
    (``[image: image/png, 1234 bytes]``); embedded resources their URI and text (or size, for
    binary ones); resource links their URI, name and description.
    """
    structured = result.structured_content
    if structured is not None and not result.is_error and not _has_text(result.content):
        return _json(structured)
    return "\n".join(_block_text(block) for block in result.content)


def _has_text(blocks: list[types.ContentBlock]) -> bool:
    return any(isinstance(block, types.TextContent) and block.text.strip() for block in blocks)


def _block_text(block: types.ContentBlock) -> str:
    if isinstance(block, types.TextContent):
        return block.text
    if isinstance(block, types.ImageContent):
        return f"[image: {block.mime_type}, {_decoded_size(block.data)} bytes]"
    if isinstance(block, types.AudioContent):
        return f"[audio: {block.mime_type}, {_decoded_size(block.data)} bytes]"
    if isinstance(block, types.EmbeddedResource):
        return _resource_text(block.resource)
    if isinstance(block, types.ResourceLink):
        parts = [f"[resource link: {block.uri}"]
        if block.name:
            parts.append(f" ({block.name})")
        if block.mime_type:
            parts.append(f", {block.mime_type}")
        parts.append("]")
        if block.description:
            parts.append(f" {block.description}")
        return "".join(parts)
    return _json(block.model_dump(mode="json", by_alias=True, exclude_none=True))  # a block type added later


def _resource_text(resource: types.TextResourceContents | types.BlobResourceContents) -> str:
    mime = f", {resource.mime_type}" if resource.mime_type else ""
    if isinstance(resource, types.TextResourceContents):
        return f"[resource: {resource.uri}{mime}]\n{resource.text}"
    return f"[resource: {resource.uri}{mime}, {_decoded_size(resource.blob)} bytes]"


def _decoded_size(data: str) -> int:
    try:
        return len(b64decode(data, validate=False))
    except (binascii.Error, ValueError):
        return len(data) * 3 // 4


def _json(value: Any) -> str:
    return orjson.dumps(value, default=str).decode()
