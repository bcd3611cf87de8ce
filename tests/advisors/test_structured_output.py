"""StructuredOutputValidationAdvisor: validate, retry with the errors, stream the final attempt."""

from __future__ import annotations

import pydantic
import pytest

from sprig import ChatClient, UserMessage
from sprig.advisors import StructuredOutputValidationAdvisor
from sprig.models import ScriptedChatModel


class City(pydantic.BaseModel):
    name: str
    population: int


def test_an_invalid_reply_is_retried_with_the_error_in_the_last_user_message() -> None:
    model = ScriptedChatModel(['{"name": "Paris"}', '{"name": "Paris", "population": 2100000}'])
    client = ChatClient.builder(model).default_advisors(StructuredOutputValidationAdvisor(City)).build()
    response = client.prompt("Paris as JSON").call().chat_client_response()
    assert City.model_validate_json(response.text).population == 2100000
    assert response.context["structured_output_attempts"] == 2
    retry_user = model.prompts[1].messages[-1]
    assert isinstance(retry_user, UserMessage)
    assert retry_user.text.startswith("Paris as JSON") and "population" in retry_user.text


def test_when_attempts_run_out_the_last_reply_is_returned() -> None:
    model = ScriptedChatModel(["nope", "still no", "never"])
    advisor = StructuredOutputValidationAdvisor(json_schema={"type": "object", "required": ["x"]}, max_attempts=3)
    client = ChatClient.builder(model).default_advisors(advisor).build()
    assert client.prompt("x").call().content() == "never"
    assert model.calls == 3
    assert "not valid JSON" in model.prompts[1].messages[-1].text  # type: ignore[union-attr]


def test_a_json_schema_violation_names_the_field() -> None:
    advisor = StructuredOutputValidationAdvisor(
        json_schema={"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}
    )
    assert advisor.validation_errors('{"n": 1}') == []
    assert any("n" in e for e in advisor.validation_errors('{"n": "one"}'))


async def test_streams_validate_each_attempt_and_stream_the_last() -> None:
    model = ScriptedChatModel(['{"name": 1}', '{"name": "Rome", "population": 2800000}'], chunk_size=3)
    client = ChatClient.builder(model).default_advisors(StructuredOutputValidationAdvisor(City)).build()
    text = "".join([p async for p in client.prompt("Rome").stream().content()])
    assert City.model_validate_json(text).name == "Rome"
    assert model.calls == 2


async def test_a_valid_first_stream_attempt_is_passed_on_whole() -> None:
    model = ScriptedChatModel(['{"name": "Oslo", "population": 700000}'], chunk_size=4)
    client = ChatClient.builder(model).default_advisors(StructuredOutputValidationAdvisor(City)).build()
    pieces = [p async for p in client.prompt("Oslo").stream().content()]
    assert len(pieces) > 1 and City.model_validate_json("".join(pieces)).name == "Oslo"


def test_bad_settings_are_rejected() -> None:
    with pytest.raises(ValueError):
        StructuredOutputValidationAdvisor()
    with pytest.raises(ValueError):
        StructuredOutputValidationAdvisor(City, json_schema={"type": "object"})
    with pytest.raises(ValueError):
        StructuredOutputValidationAdvisor(City, max_attempts=0)
    with pytest.raises(Exception, match="not valid"):
        StructuredOutputValidationAdvisor(json_schema={"type": "no-such-type"})
