"""The chat client, its requests and responses, and the advisor chain."""

from sprig.chat.advisor import (
    DEFAULT_ADVISOR_ORDER,
    HIGHEST_PRECEDENCE,
    LOWEST_PRECEDENCE,
    Advisor,
    BaseAdvisor,
    CallAdvisor,
    ChainAwareAdvisor,
    StreamAdvisor,
    ToolProvidingAdvisor,
)
from sprig.chat.chain import AdvisorChain, ChatModelAdvisor
from sprig.chat.client import INTERNAL_TOOL_EXECUTION, ChatClient, ChatClientBuilder, ChatClientRequestSpec
from sprig.chat.entity import EntityParseError
from sprig.chat.request import CONVERSATION_ID, ChatClientRequest, ChatClientResponse, record_event
from sprig.chat.specs import CallResponseSpec, ResponseStream, StreamResponseSpec

__all__ = [
    "CONVERSATION_ID",
    "DEFAULT_ADVISOR_ORDER",
    "HIGHEST_PRECEDENCE",
    "INTERNAL_TOOL_EXECUTION",
    "LOWEST_PRECEDENCE",
    "Advisor",
    "AdvisorChain",
    "BaseAdvisor",
    "CallAdvisor",
    "CallResponseSpec",
    "ChainAwareAdvisor",
    "ChatClient",
    "ChatClientBuilder",
    "ChatClientRequest",
    "ChatClientRequestSpec",
    "ChatClientResponse",
    "ChatModelAdvisor",
    "EntityParseError",
    "ResponseStream",
    "StreamAdvisor",
    "StreamResponseSpec",
    "ToolProvidingAdvisor",
    "record_event",
]
