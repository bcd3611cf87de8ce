"""``ToolParam``: a parameter's description and required flag, given through ``Annotated``."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ToolParam"]


@dataclass(frozen=True, slots=True)
class ToolParam:
    """Describe a tool parameter: ``city: Annotated[str, ToolParam("City name, e.g. Paris")]``.

    ``description`` is sent to the model in the parameter's schema (it wins over the docstring).
    ``required`` overrides the inferred rule (required unless the parameter has a default or is
    ``Optional``); ``None`` keeps the rule. A parameter made optional this way without a default
    receives ``None`` when the model leaves it out.
    """

    description: str = ""
    required: bool | None = None
