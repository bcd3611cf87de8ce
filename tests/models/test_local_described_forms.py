"""Optional values the description shows the form of (real weights, public API, tools never seen): an id
the description quotes as its form ("in the format 'A1234567B'") takes the one token of the request
written letter for letter and digit for digit like it; a parameter described as a person's full name
takes the request's one name of two words in capitals that is no place."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

CONTACTS = _tool(
    "get_contact_details",
    "Gets the phone number and address of a staff member.",
    {
        "full_name": {"type": "string", "description": "The full name of the person, as 'First Last'."},
        "staff_no": {"type": "string", "description": "The staff number, in the format 'S1234567T'."},
    },
    [],
)


def test_an_id_written_in_the_described_form_is_its_value(model: LocalChatModel) -> None:
    got = _calls(model, "Get the contact details of staff member K7654321Q.", CONTACTS)
    assert got == [("get_contact_details", {"staff_no": "K7654321Q"})]


def test_a_full_name_is_the_one_name_of_two_words(model: LocalChatModel) -> None:
    got = _calls(model, "Get the contact details for Marta Lindqvist, please.", CONTACTS)
    assert got == [("get_contact_details", {"full_name": "Marta Lindqvist"})]


def test_a_place_is_no_full_name(model: LocalChatModel) -> None:
    got = _calls(model, "Get the contact details of staff member K7654321Q in San Francisco.", CONTACTS)
    assert got == [("get_contact_details", {"staff_no": "K7654321Q"})]


WHOIS = _tool(
    "whois_lookup",
    "Get the WHOIS registration record of a domain.",
    {"domain": {"type": "string", "description": "Domain name, e.g. example.com."}},
    ["domain"],
)


@pytest.mark.parametrize("domain", ["example.com", "example.org"])
def test_a_dotted_example_is_read_whole(model: LocalChatModel, domain: str) -> None:
    """The description's example "example.com" is one item: its dot is no sentence's end, so the request's
    "example.com" is not cut to the word 'example'."""
    got = _calls(model, f"Run whois on {domain}", WHOIS)
    assert got == [("whois_lookup", {"domain": domain})]
