"""Resume decisions as HTTP bodies carry them.

``{"approve": [...], "deny": {...}, "edit": {...}, "results": {...}}``: the fields of ``resume(...)``.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from sprig.server.http import ApiError

__all__ = ["ResumeRequest", "parse_resume"]


class ResumeRequest(BaseModel):
    """How to continue a paused conversation: the fields of ``resume(...)``."""

    model_config = ConfigDict(extra="forbid")

    approve: list[str] = Field(default_factory=list, max_length=256)
    deny: dict[str, str] | list[str] = Field(default_factory=dict)
    edit: dict[str, dict[str, Any]] = Field(default_factory=dict)
    results: dict[str, str] = Field(default_factory=dict)

    def as_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``resume(...)``."""
        deny = self.deny if isinstance(self.deny, dict) else dict.fromkeys(self.deny, "denied by the user")
        return {"approve": list(self.approve), "deny": deny, "edit": dict(self.edit), "results": dict(self.results)}


def parse_resume(data: Any, where: str = "body") -> dict[str, Any]:
    """Validate resume decisions; 400 names the problem."""
    if not isinstance(data, dict):
        raise ApiError(400, f"{where} must be an object with approve / deny / edit / results", code="invalid_request")
    try:
        return ResumeRequest.model_validate(data).as_kwargs()
    except ValidationError as exc:
        error = exc.errors()[0]
        loc = ".".join(str(p) for p in error["loc"])
        raise ApiError(400, f"invalid {where}: {loc}: {error['msg']}", code="invalid_request") from None
