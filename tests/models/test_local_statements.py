"""Values a request states outright, which the embedded model must take whole and as stated (real
weights, public API, tools never seen): a block of text a head naming the parameter introduces on a
line of its own, its break written as "\\n" ("here is the reply:\\n\\n**...**"), is the parameter's
whole value, without its bold marks; "<what> is <value>", where what it names is the parameter (its
name or its description's first phrase), gives it that value; a value set "to" ends with its sentence;
the letter of "I'm" or "Here's" is no listed size, and the colon of a link ("https://") starts no list."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

GRADE = _tool(
    "grade_reply",
    "Grades the reply an assistant gave to a customer.",
    {"reply": {"type": "string", "description": "The reply the assistant wrote, in plain text."}},
    ["reply"],
)


def test_a_block_a_head_naming_the_parameter_introduces_is_its_whole_value(model: LocalChatModel) -> None:
    request = "Sure, here is the reply to the customer:\\n\\n**The parcel left Oslo on time, so no refund is due.**"
    got = _calls(model, request, GRADE)
    assert got == [("grade_reply", {"reply": "The parcel left Oslo on time, so no refund is due."})]


RESTORE = _tool(
    "restore_alert_defaults",
    "Restores the default settings of an alert configuration.",
    {
        "id": {"type": "string", "description": "The identifier of the alert configuration."},
        "created": {
            "type": "string",
            "description": "The creation timestamp of the configuration in the format 'YYYY-MM-DDTHH:MM:SSZ'.",
        },
    },
    ["id"],
)


def test_a_value_stated_for_the_description_s_first_phrase_is_the_parameter_s(model: LocalChatModel) -> None:
    request = (
        "Restore the default settings of the alert configuration 'qx4'. "
        "The creation timestamp of the configuration is 2024-02-11T08:30:00Z."
    )
    got = _calls(model, request, RESTORE)
    assert got == [("restore_alert_defaults", {"id": "qx4", "created": "2024-02-11T08:30:00Z"})]


MEMBERS = _tool(
    "update_member",
    "Updates a member's record.",
    {
        "member_id": {"type": "string", "description": "The member's identifier."},
        "nickname": {"type": "string", "description": "The new nickname."},
    },
    ["member_id", "nickname"],
)


def test_a_value_set_ends_with_its_sentence(model: LocalChatModel) -> None:
    got = _calls(model, "Set my nickname to Bramble. My member ID is mb-2231.", MEMBERS)
    assert got == [("update_member", {"member_id": "mb-2231", "nickname": "Bramble"})]


STOCK = _tool(
    "check_stock",
    "Checks the stock of a product for the sizes and quantity asked.",
    {
        "product_id": {"type": "string", "description": "Unique identifier of the product."},
        "sizes": {
            "type": "array",
            "items": {"type": "string"},
            "description": "List of sizes to check, such as ['S', 'M', 'L', 'XL'].",
            "default": [],
        },
    },
    ["product_id"],
)


def test_no_size_from_a_contraction_nor_a_list_from_a_link_s_colon(model: LocalChatModel) -> None:
    request = "I'm after this product, is it in stock? Here's the link: https://shop.example.com/p/4410/9, id 4410"
    got = _calls(model, request, STOCK)
    assert got == [("check_stock", {"product_id": "4410"})]
