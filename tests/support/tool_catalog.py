"""A catalogue of realistic tools for the tool-search tests and benchmark: what a company that
connects a dozen services through MCP servers gives its agent.

``catalog(n)`` makes ``n`` tools named ``<service>_<action>_<object>`` (``github_create_issue``,
``slack_send_message``...) with a description and parameters described as MCP servers describe
theirs. Each tool answers ``"<name> ok: <arguments>"`` and records its calls in ``CALLS``.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

from sprig.tools import ToolCallback, ToolContext, ToolDefinition

__all__ = ["CALLS", "CatalogTool", "catalog"]

CALLS: list[tuple[str, str]] = []

_SERVICES: dict[str, tuple[str, list[str]]] = {
    "github": ("GitHub", ["issue", "pull_request", "repository", "branch", "release", "workflow_run"]),
    "gitlab": ("GitLab", ["merge_request", "pipeline", "project", "issue"]),
    "jira": ("Jira", ["ticket", "sprint", "board", "comment", "epic"]),
    "linear": ("Linear", ["issue", "cycle", "project"]),
    "slack": ("Slack", ["message", "channel", "reminder", "user_group"]),
    "gmail": ("Gmail", ["email", "draft", "label", "thread"]),
    "calendar": ("Google Calendar", ["event", "calendar", "attendee"]),
    "drive": ("Google Drive", ["file", "folder", "permission"]),
    "notion": ("Notion", ["page", "database", "block"]),
    "confluence": ("Confluence", ["page", "space", "attachment"]),
    "stripe": ("Stripe", ["customer", "invoice", "refund", "subscription", "payment_intent"]),
    "salesforce": ("Salesforce", ["lead", "opportunity", "account", "contact"]),
    "hubspot": ("HubSpot", ["deal", "contact", "company"]),
    "zendesk": ("Zendesk", ["ticket", "macro", "customer"]),
    "postgres": ("PostgreSQL", ["table", "query", "index", "schema"]),
    "s3": ("Amazon S3", ["bucket", "object", "presigned_url"]),
    "kubernetes": ("Kubernetes", ["pod", "deployment", "service", "namespace"]),
    "datadog": ("Datadog", ["monitor", "dashboard", "metric", "incident"]),
    "pagerduty": ("PagerDuty", ["incident", "schedule", "escalation_policy"]),
    "sentry": ("Sentry", ["issue", "event", "release"]),
    "shopify": ("Shopify", ["order", "product", "inventory_item", "discount_code"]),
    "twilio": ("Twilio", ["sms", "call", "phone_number"]),
    "figma": ("Figma", ["file", "comment", "component"]),
    "airtable": ("Airtable", ["record", "base", "view"]),
}

_ACTIONS: dict[str, tuple[str, str]] = {
    "create": ("Create a new {object} in {service}.", "Fields of the new {object}"),
    "get": ("Get one {object} from {service} by its id, with all its fields.", "Id of the {object}"),
    "list": ("List the {object}s in {service}, newest first, with paging.", "Filter on the {object}s"),
    "update": ("Update fields of an existing {object} in {service}.", "Fields to change"),
    "delete": ("Delete a {object} from {service}. This cannot be undone.", "Id of the {object} to delete"),
    "search": ("Search {service} {object}s by keywords and filters.", "Keywords to search for"),
}


_REGIONS = ("", "eu", "us", "apac")


def _definition(service: str, action: str, obj: str, region: str = "") -> ToolDefinition:
    label, _ = _SERVICES[service]
    if region:
        label = f"{label} ({region.upper()} region)"
    words = obj.replace("_", " ")
    summary, detail = _ACTIONS[action]
    description = (
        summary.format(object=words, service=label)
        + f" Use it when the user asks to {action} {words}s in {label}."
        + f" Returns the {words} as JSON, or an error message naming what is wrong."
    )
    properties: dict[str, Any] = {
        "workspace": {"type": "string", "description": f"The {label} workspace, organisation or account"},
    }
    if action in ("get", "update", "delete"):
        properties["id"] = {"type": "string", "description": detail.format(object=words)}
    if action in ("create", "update"):
        properties["fields"] = {
            "type": "object",
            "description": detail.format(object=words) + " (name, description, owner, labels, due date)",
            "additionalProperties": True,
        }
    if action in ("list", "search"):
        properties["query"] = {"type": "string", "description": detail.format(object=words)}
        properties["limit"] = {"type": "integer", "minimum": 1, "maximum": 100, "description": "Most results"}
        properties["cursor"] = {"type": "string", "description": "Paging cursor from the previous page"}
    required = [name for name in properties if name in ("id", "fields", "query")]
    schema = {"type": "object", "properties": properties, "required": required, "additionalProperties": False}
    name = f"{service}_{region}_{action}_{obj}" if region else f"{service}_{action}_{obj}"
    return ToolDefinition(name, description, schema)


class CatalogTool(ToolCallback):
    """A catalogue tool: answers with its name and arguments and records the call."""

    def __init__(self, definition: ToolDefinition) -> None:
        self._definition = definition

    @property
    def definition(self) -> ToolDefinition:
        return self._definition

    async def acall(self, arguments: str, context: ToolContext | Mapping[str, Any] | None = None) -> str:
        self.validate_arguments(arguments)  # against the schema, as MCP servers do
        CALLS.append((self._definition.name, arguments))
        return f"{self._definition.name} ok: {arguments}"


def catalog(n: int) -> list[CatalogTool]:
    """``n`` distinct tools: 24 services x their objects x 6 actions (534), then the same per region
    (``github_eu_create_issue``...), up to 2,136."""
    combos = [
        (service, action, obj, region)
        for region in _REGIONS
        for service, (_, objects) in _SERVICES.items()
        for obj, action in itertools.product(objects, _ACTIONS)
    ]
    base = len(combos) // len(_REGIONS)
    if n > len(combos):
        raise ValueError(f"the catalogue has {len(combos)} tools, not {n}")
    if n <= base:
        combos = combos[:base]
    # spread over the services rather than taking the first ones
    step = len(combos) / n
    picked = [combos[int(i * step)] for i in range(n)]
    return [CatalogTool(_definition(*combo)) for combo in picked]
