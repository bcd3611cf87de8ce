"""``StructuredOutputValidationAdvisor``: validate the reply against a schema, ask again if it fails."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Mapping
from typing import Any

import jsonschema
from pydantic import TypeAdapter, ValidationError

from sprig._aio import closing_stream
from sprig.chat.chain import AdvisorChain
from sprig.chat.entity import extract_json
from sprig.chat.folding import fold_items
from sprig.chat.request import PENDING, ChatClientRequest, ChatClientResponse

__all__ = ["STRUCTURED_OUTPUT_ORDER", "StructuredOutputValidationAdvisor"]

STRUCTURED_OUTPUT_ORDER = -200
"""Default order: outside the tool loop, so it validates the final reply of each attempt."""


class StructuredOutputValidationAdvisor:
    """Validates the model's reply as JSON of ``output_type`` or against ``json_schema``.

    When the reply does not validate, the request is sent again with the validation errors added
    to the last user message, up to ``max_attempts`` in all; when attempts run out, the last reply
    is returned as it is. On streams every attempt but the last is collected and validated
    before it is passed on; the last attempt streams live. ``context["structured_output_attempts"]``
    records how many attempts were made.
    """

    name = "StructuredOutputValidationAdvisor"

    def __init__(
        self,
        output_type: Any = None,
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_attempts: int = 3,
        order: int = STRUCTURED_OUTPUT_ORDER,
    ) -> None:
        if (output_type is None) == (json_schema is None):
            raise ValueError("give exactly one of output_type or json_schema")
        if max_attempts < 1:
            raise ValueError("max_attempts must be at least 1")
        self.max_attempts = max_attempts
        self.order = order
        self._adapter: TypeAdapter[Any] | None = TypeAdapter(output_type) if output_type is not None else None
        schema = dict(json_schema) if json_schema is not None else self._adapter.json_schema()  # type: ignore[union-attr]
        jsonschema.Draft202012Validator.check_schema(schema)
        self.json_schema = schema
        self._validator = jsonschema.Draft202012Validator(schema)

    def validation_errors(self, text: str) -> list[str]:
        """What is wrong with ``text`` as output (empty when it validates)."""
        candidate = extract_json(text)
        if self._adapter is not None:
            try:
                self._adapter.validate_json(candidate)
            except ValidationError as error:
                return [
                    f"{'.'.join(str(p) for p in e['loc']) or '(root)'}: {e['msg']}"
                    for e in error.errors(include_url=False)
                ]
            return []
        try:
            value = json.loads(candidate)
        except json.JSONDecodeError as error:
            return [f"not valid JSON: {error.msg} at line {error.lineno} column {error.colno}"]
        return [
            f"{'.'.join(str(p) for p in e.absolute_path) or '(root)'}: {e.message}"
            for e in self._validator.iter_errors(value)
        ]

    def _retry_request(self, request: ChatClientRequest, errors: list[str]) -> ChatClientRequest:
        hint = (
            "Your previous reply did not validate against the required JSON schema:\n- "
            + "\n- ".join(errors)
            + "\nReply again with JSON only that validates against this schema:\n"
            + json.dumps(self.json_schema, ensure_ascii=False)
        )
        return request.with_prompt(request.prompt.augment_user_message(hint))

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Call, validate, and call again with the errors until valid or out of attempts."""
        original = request
        for attempt in range(1, self.max_attempts + 1):
            response = await chain.copy(self).next_call(request)
            request.context["structured_output_attempts"] = attempt
            if response.pending:  # paused on tool calls: nothing to validate yet
                return response
            errors = self.validation_errors(response.text)
            if not errors or attempt == self.max_attempts:
                return response
            request = self._retry_request(original, errors)
        raise AssertionError("unreachable")

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """Collect and validate each attempt but the last, which streams live."""
        original = request
        for attempt in range(1, self.max_attempts + 1):
            request.context["structured_output_attempts"] = attempt
            stream = chain.copy(self).next_stream(request)
            if attempt == self.max_attempts:
                async with closing_stream(stream) as items:
                    async for item in items:
                        yield item
                return
            buffered: list[ChatClientResponse] = []
            async with closing_stream(stream) as items:
                async for item in items:
                    buffered.append(item)
            paused = bool(request.context.get(PENDING))
            errors = [] if paused else self.validation_errors(fold_items(buffered).text)
            if not errors:
                for item in buffered:
                    yield item
                return
            request = self._retry_request(original, errors)
