"""Arguments: JSON parsed and validated by pydantic; precise, structured errors when they are wrong."""

from __future__ import annotations

import datetime as dt
import enum
import uuid
from typing import Annotated, Any

import pytest
from pydantic import BaseModel, Field

from sprig.tools import ArgumentIssue, ToolArgumentError, ToolCallback, resolve_tool_callbacks, tool


class Priority(enum.Enum):
    LOW = "low"
    HIGH = "high"


class Item(BaseModel):
    name: str
    quantity: int = 1


def make_tool() -> ToolCallback:
    @tool
    def order(
        customer: str,
        items: list[Item],
        when: dt.date,
        priority: Priority = Priority.LOW,
        ref: uuid.UUID | None = None,
        count: Annotated[int, Field(ge=1)] = 1,
    ) -> dict[str, Any]:
        return {
            "customer": customer,
            "items": [(i.name, i.quantity) for i in items],
            "when": when.isoformat(),
            "priority": priority.value,
            "ref": str(ref) if ref else None,
            "types": [type(customer).__name__, type(items[0]).__name__, type(when).__name__, type(priority).__name__],
            "count": count,
        }

    return resolve_tool_callbacks(order)[0]


ORDER = make_tool()


def test_arguments_are_converted_to_declared_types() -> None:
    text = ORDER.call(
        '{"customer": "ann", "items": [{"name": "tea", "quantity": "2"}], "when": "2024-05-01", "priority": "high"}'
    )
    assert text == (
        '{"customer":"ann","items":[["tea",2]],"when":"2024-05-01","priority":"high","ref":null,'
        '"types":["str","Item","date","Priority"],"count":1}'
    )


def test_numbers_are_accepted_for_text_parameters() -> None:
    @tool
    def postcode(code: str, digits: int) -> str:
        return f"{code!r}/{digits!r}"

    assert resolve_tool_callbacks(postcode)[0].call('{"code": 12345, "digits": "5"}') == "'12345'/5"


@pytest.mark.parametrize("empty", ["", "   ", "null", "{}", " null "])
def test_empty_or_missing_arguments_mean_empty_object(empty: str) -> None:
    @tool
    def ping(reply: str = "pong") -> str:
        return reply

    assert resolve_tool_callbacks(ping)[0].call(empty) == "pong"


def error_of(callback: ToolCallback, arguments: str) -> ToolArgumentError:
    with pytest.raises(ToolArgumentError) as info:
        callback.call(arguments)
    return info.value


def test_schema_violation_names_each_field_and_why() -> None:
    error = error_of(ORDER, '{"items": [{"quantity": "many"}], "when": "yesterday", "priority": "urgent", "extra": 1}')
    text = str(error)
    assert text.startswith("Invalid arguments for tool 'order': ")
    assert "\n" not in text
    assert "customer: required but missing" in text
    assert "items[0].name: required but missing" in text
    assert (
        'items[0].quantity: Input should be a valid integer, unable to parse string as an integer (got "many")' in text
    )
    assert "when: Input should be a valid date" in text
    assert "priority: Input should be 'low' or 'high'" in text
    assert "extra: unknown parameter (not in the tool's schema)" in text
    assert error.tool_name == "order"
    assert error.invalid_json is False
    assert error.arguments is not None and '"extra": 1' in error.arguments
    paths = {issue.path: issue.kind for issue in error.issues}
    assert paths[("customer",)] == "missing"
    assert paths[("items", 0, "quantity")] == "int_parsing"
    assert paths[("extra",)] == "extra_forbidden"
    assert ArgumentIssue(("items", 0, "name"), "required but missing", "missing").location == "items[0].name"


def test_constraint_violation() -> None:
    error = error_of(ORDER, '{"customer": "a", "items": [], "when": "2024-01-01", "count": 0}')
    assert "count: Input should be greater than or equal to 1 (got 0)" in str(error)


@pytest.mark.parametrize(
    ("arguments", "got"),
    [("[1, 2]", "array"), ('"text"', "string"), ("42", "number"), ("true", "boolean")],
)
def test_non_object_json_is_an_argument_error(arguments: str, got: str) -> None:
    error = error_of(ORDER, arguments)
    assert f"arguments: must be a JSON object of named parameters, got a JSON {got}" in str(error)
    assert error.issues[0].path == ()


@pytest.mark.parametrize("broken", ['{"customer": "a",', "{'customer': 'a'}", "```json\n{}\n```", '{"a": 1}}'])
def test_malformed_json_is_an_argument_error_flagged_invalid_json(broken: str) -> None:
    error = error_of(ORDER, broken)
    assert error.invalid_json is True
    assert "the arguments are not valid JSON" in str(error)
    assert "line 1 column" in str(error)
    assert error.issues[0].kind == "json_invalid"
    assert error.arguments == broken


def test_strict_tool_reports_malformed_json_too() -> None:
    @tool(strict=True)
    def strict_tool(n: int = 1) -> int:
        return n

    error = error_of(resolve_tool_callbacks(strict_tool)[0], '{"n": ')
    assert error.invalid_json is True


def test_argument_errors_do_not_run_the_tool() -> None:
    calls: list[int] = []

    @tool
    def count(n: int) -> None:
        calls.append(n)

    callback = resolve_tool_callbacks(count)[0]
    with pytest.raises(ToolArgumentError):
        callback.call('{"n": "x"}')
    assert calls == []


def test_validator_is_built_once_per_tool_not_per_call(monkeypatch: pytest.MonkeyPatch) -> None:
    import sprig.tools.function
    import sprig.tools.schema

    @tool
    def echo(text: str) -> str:
        return text

    def forbidden(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a model was built during a call")

    # Built at decoration time: resolving and calling the tool builds nothing more.
    monkeypatch.setattr(sprig.tools.schema, "create_model", forbidden)
    monkeypatch.setattr(sprig.tools.function, "TypeAdapter", forbidden)
    for word in ("a", "b", "c"):
        callback = resolve_tool_callbacks(echo)[0]
        assert callback.call(f'{{"text": "{word}"}}') == word
