"""``@tool(idempotent=False)``: the flag reaches the callback's metadata (durable runs read it)."""

from __future__ import annotations

from sprig import ToolCallbacks, tool


@tool(idempotent=False)
def send_mail(to: str) -> str:
    """Send a mail."""
    return f"sent to {to}"


@tool
def lookup(key: str) -> str:
    """Look a key up."""
    return key


class Payments:
    @tool(idempotent=False, requires_approval=True)
    def pay(self, amount: int) -> str:
        """Pay."""
        return f"paid {amount}"


def test_the_flag_is_in_the_metadata_and_tools_are_idempotent_by_default() -> None:
    mail, plain = ToolCallbacks.from_functions(send_mail, lookup)
    (pay,) = ToolCallbacks.from_objects(Payments())

    assert mail.metadata.idempotent is False and plain.metadata.idempotent is True
    assert pay.metadata.idempotent is False and pay.metadata.requires_approval is True
    assert send_mail("a@b.c") == "sent to a@b.c"  # the function itself is unchanged
