"""JSON schemas generated from type hints, with Spring AI's rules and the strict mode."""

from __future__ import annotations

import dataclasses
import enum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from sprig.tools import ToolContext, ToolParam, resolve_tool_callbacks, tool


def schema_of(function: Any) -> dict[str, Any]:
    return resolve_tool_callbacks(function)[0].definition.schema_dict()


class Unit(enum.Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


class Address(BaseModel):
    """A postal address."""

    street: str
    zip: str = ""


class TreeNode(BaseModel):
    name: str
    children: list[TreeNode] = []


@dataclasses.dataclass
class Window:
    start: int
    end: int | None = None


def walk(node: Any) -> Any:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from walk(value)


def test_object_schema_in_declaration_order_with_required_rules() -> None:
    @tool
    def plan(
        zeta: str,
        alpha: int,
        maybe: str | None,
        union_none: int | None,
        defaulted: float = 1.5,
        flagged: Annotated[bool, ToolParam(required=False)] = False,
        forced: Annotated[str, ToolParam("must be given", required=True)] = "x",
        ctx: ToolContext | None = None,
    ) -> None:
        return None

    schema = schema_of(plan)
    assert schema["type"] == "object"
    assert list(schema["properties"]) == ["zeta", "alpha", "maybe", "union_none", "defaulted", "flagged", "forced"]
    assert schema["required"] == ["zeta", "alpha", "forced"]
    assert schema["additionalProperties"] is False
    assert "ctx" not in schema["properties"]
    assert schema["properties"]["alpha"] == {"type": "integer"}
    assert schema["properties"]["defaulted"] == {"type": "number", "default": 1.5}
    assert schema["properties"]["forced"]["description"] == "must be given"


def test_toolparam_required_false_without_default_passes_none() -> None:
    @tool
    def greet(name: Annotated[str, ToolParam("who", required=False)]) -> str:
        return f"hello {name}"

    callback = resolve_tool_callbacks(greet)[0]
    assert callback.definition.input_schema["required"] == []
    assert callback.call("{}") == "hello None"


def test_no_titles_anywhere_but_a_property_called_title_survives() -> None:
    class Book(BaseModel):
        title: str
        pages: int

    @tool
    def shelve(book: Book, title: str) -> None:
        return None

    schema = schema_of(shelve)
    assert "title" in schema["properties"]
    assert "title" in schema["$defs"]["Book"]["properties"]
    for node in walk(schema):
        assert not isinstance(node.get("title"), str), node


def test_nested_and_recursive_models_share_one_root_defs() -> None:
    @tool
    def store(address: Address, tree: TreeNode, window: Window) -> None:
        return None

    schema = schema_of(store)
    assert set(schema["$defs"]) == {"Address", "TreeNode", "Window"}
    assert schema["properties"]["address"] == {"$ref": "#/$defs/Address"}
    assert schema["$defs"]["TreeNode"]["properties"]["children"]["items"] == {"$ref": "#/$defs/TreeNode"}
    assert schema["$defs"]["Address"]["description"] == "A postal address."
    for name, definition in schema["$defs"].items():
        assert "$defs" not in definition, name
        assert definition["additionalProperties"] is False, name
    assert list(schema).index("$defs") == len(schema) - 1


def test_every_object_with_properties_forbids_additional_properties() -> None:
    class Inner(BaseModel):
        a: int

    class Outer(BaseModel):
        inner: Inner
        items: list[Inner]
        mapping: dict[str, int]

    @tool
    def deep(outer: Outer, free: dict[str, Any]) -> None:
        return None

    schema = schema_of(deep)
    for node in walk(schema):
        if "properties" in node:
            assert node["additionalProperties"] is False
    assert schema["$defs"]["Outer"]["properties"]["mapping"]["additionalProperties"] == {"type": "integer"}
    assert schema["properties"]["free"]["additionalProperties"] is True


def test_enums_are_inlined_as_enum() -> None:
    @tool
    def convert(unit: Annotated[Unit, ToolParam("target unit")], mode: Literal["fast", "slow"] = "fast") -> None:
        return None

    schema = schema_of(convert)
    assert schema["properties"]["unit"] == {
        "enum": ["celsius", "fahrenheit"],
        "type": "string",
        "description": "target unit",
    }
    assert schema["properties"]["mode"]["enum"] == ["fast", "slow"]
    assert "$defs" not in schema


def test_enum_inside_nested_model_is_inlined() -> None:
    class Reading(BaseModel):
        unit: Unit

    @tool
    def record(reading: Reading) -> None:
        return None

    schema = schema_of(record)
    assert schema["$defs"] == {
        "Reading": {
            "properties": {"unit": {"enum": ["celsius", "fahrenheit"], "type": "string"}},
            "required": ["unit"],
            "type": "object",
            "additionalProperties": False,
        }
    }


def test_pydantic_field_constraints_and_descriptions_are_kept() -> None:
    @tool
    def pick(count: Annotated[int, Field(ge=1, le=10, description="how many")]) -> None:
        return None

    assert schema_of(pick)["properties"]["count"] == {
        "type": "integer",
        "minimum": 1,
        "maximum": 10,
        "description": "how many",
    }


def test_tool_without_parameters_has_an_empty_object_schema() -> None:
    @tool
    def now() -> str:
        return "12:00"

    assert schema_of(now) == {"type": "object", "properties": {}, "required": [], "additionalProperties": False}


def test_strict_mode_requires_all_and_makes_optional_nullable() -> None:
    @tool(strict=True)
    def book(
        city: Annotated[str, ToolParam("where")],
        guests: int = 2,
        note: str | None = None,
        address: Address | None = None,
        unit: Unit = Unit.CELSIUS,
    ) -> str:
        return f"{city}/{guests}/{note}/{address}/{unit.value}"

    callback = resolve_tool_callbacks(book)[0]
    schema = callback.definition.schema_dict()
    assert callback.definition.strict is True
    assert schema["required"] == ["city", "guests", "note", "address", "unit"]
    assert schema["properties"]["guests"] == {"anyOf": [{"type": "integer"}, {"type": "null"}]}
    assert schema["properties"]["note"] == {"anyOf": [{"type": "string"}, {"type": "null"}]}
    assert schema["properties"]["unit"] == {
        "anyOf": [{"enum": ["celsius", "fahrenheit"], "type": "string"}, {"type": "null"}]
    }
    assert schema["properties"]["city"] == {"type": "string", "description": "where"}
    address = schema["$defs"]["Address"]
    assert address["required"] == ["street", "zip"]
    assert address["properties"]["zip"] == {"anyOf": [{"type": "string"}, {"type": "null"}]}
    for node in walk(schema):
        assert "default" not in node
        if "properties" in node:
            assert node["additionalProperties"] is False
            assert node["required"] == list(node["properties"])
    # null for an optional, non-nullable value means "use the default", nested ones too
    result = callback.call(
        '{"city": "Rome", "guests": null, "note": null, "address": {"street": "Via", "zip": null}, "unit": null}'
    )
    assert result == "Rome/2/None/street='Via' zip=''/celsius"


def test_non_strict_schema_is_not_marked_strict() -> None:
    @tool
    def plain(x: int = 1) -> int:
        return x

    callback = resolve_tool_callbacks(plain)[0]
    assert callback.definition.strict is False
    assert callback.definition.input_schema["required"] == []
