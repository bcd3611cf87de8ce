"""``ChatClient``: the fluent front door to a model, its tools and its advisor chain."""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeGuard, TypeVar

from sprig.chat.advisor import Advisor, ChainAwareAdvisor
from sprig.chat.chain import AdvisorChain, ChatModelAdvisor
from sprig.chat.request import (
    CONVERSATION_ID,
    CONVERSATION_ID_GENERATED,
    RESUME,
    STORE,
    USAGE_METER,
    ChatClientRequest,
)
from sprig.chat.templates import render
from sprig.messages import Message, SystemMessage, UserMessage
from sprig.models.base import ChatModel
from sprig.pending import ResumeDecisions
from sprig.prompt import ChatOptions, Prompt

if TYPE_CHECKING:
    from sprig.chat.specs import CallResponseSpec, StreamResponseSpec
    from sprig.state.store import KeyValueStore
    from sprig.tools import ToolCallback, ToolCallbackProvider
    from sprig.usage import UsageLimits

# sprig.tools (and pydantic with it) is imported when a request first resolves tools, so that
# `from sprig import ChatClient` stays light.

__all__ = ["INTERNAL_TOOL_EXECUTION", "ChatClient", "ChatClientBuilder", "ChatClientRequestSpec"]

T = TypeVar("T")

INTERNAL_TOOL_EXECUTION = "internal_tool_execution"
"""Advisor param: ``advisor_params(internal_tool_execution=False)`` hands tool calls back."""


def _is_tool_advisor(advisor: Advisor) -> bool:
    from sprig.advisors.tool_call import ToolCallAdvisor

    return isinstance(advisor, ToolCallAdvisor)


@dataclass(slots=True)
class _Defaults:
    system: str | None = None
    system_params: dict[str, Any] = field(default_factory=dict)
    user: str | None = None
    user_params: dict[str, Any] = field(default_factory=dict)
    messages: list[Message] = field(default_factory=list)
    tools: list[object] = field(default_factory=list)
    tool_context: dict[str, Any] = field(default_factory=dict)
    advisors: list[Advisor] = field(default_factory=list)
    advisor_params: dict[str, Any] = field(default_factory=dict)
    options: ChatOptions = field(default_factory=ChatOptions)
    store: KeyValueStore | None = None
    usage_limits: UsageLimits | None = None

    def copy(self) -> _Defaults:
        return _Defaults(
            self.system,
            dict(self.system_params),
            self.user,
            dict(self.user_params),
            list(self.messages),
            list(self.tools),
            dict(self.tool_context),
            list(self.advisors),
            dict(self.advisor_params),
            self.options,
            self.store,
            self.usage_limits,
        )


class ChatClientBuilder:
    """Collects a client's defaults; ``build()`` makes the (immutable) client."""

    def __init__(self, model: ChatModel, defaults: _Defaults | None = None) -> None:
        if not isinstance(model, ChatModel):
            raise TypeError(f"ChatClient needs a ChatModel (call/stream/default_options), got {model!r}")
        self._model = model
        self._defaults = defaults.copy() if defaults is not None else _Defaults()

    def default_system(self, text: str, /, **params: Any) -> ChatClientBuilder:
        """System text for every request (``{name}`` placeholders filled from ``params``)."""
        self._defaults.system, self._defaults.system_params = text, params
        return self

    def default_user(self, text: str, /, **params: Any) -> ChatClientBuilder:
        """User text for requests that set none."""
        self._defaults.user, self._defaults.user_params = text, params
        return self

    def default_messages(self, *messages: Message) -> ChatClientBuilder:
        """Messages placed after the system message of every request."""
        self._defaults.messages.extend(messages)
        return self

    def default_tools(self, *tools: object) -> ChatClientBuilder:
        """Tools for every request: @tool functions, objects with @tool methods, callbacks, providers."""
        self._defaults.tools.extend(tools)
        return self

    def default_tool_context(self, context: Mapping[str, Any] | None = None, /, **values: Any) -> ChatClientBuilder:
        """Values handed to tools of every request (never sent to the model)."""
        self._defaults.tool_context.update(context or {}, **values)
        return self

    def default_advisors(self, *advisors: Advisor) -> ChatClientBuilder:
        """Advisors of every request."""
        self._defaults.advisors.extend(advisors)
        return self

    def default_advisor_params(self, params: Mapping[str, Any] | None = None, /, **values: Any) -> ChatClientBuilder:
        """Context values of every request."""
        self._defaults.advisor_params.update(params or {}, **values)
        return self

    def default_options(self, options: ChatOptions) -> ChatClientBuilder:
        """Options of every request (merged over the model's own defaults by the model)."""
        self._defaults.options = self._defaults.options.merge(options)
        return self

    def default_store(self, store: KeyValueStore) -> ChatClientBuilder:
        """Where paused tool rounds live (default: a new ``InMemoryStore`` per client).

        Share one ``SqliteStore`` or ``RedisStore`` between processes to resume a run anywhere.
        """
        from sprig.state.store import KeyValueStore

        if not isinstance(store, KeyValueStore):
            raise TypeError(f"default_store() takes a sprig.state KeyValueStore, got {store!r}")
        self._defaults.store = store
        return self

    def default_usage_limits(self, limits: UsageLimits | None) -> ChatClientBuilder:
        """The budget of every request (``None``: no limits); a request's ``usage_limits`` wins.

        Every model request of a run counts, summarizer calls and retries included; a run that
        passes a limit raises :class:`~sprig.usage.UsageLimitExceededError`.
        """
        self._defaults.usage_limits = _checked_limits(limits)
        return self

    def build(self) -> ChatClient:
        """The client."""
        return ChatClient(self._model, self._defaults.copy())


class ChatClient:
    """A client for one chat model with default system text, tools, advisors and options.

    ``client.prompt(...)`` starts a request; ``call()`` and ``stream()`` are lazy until a
    terminal (``content()``, ``chat_response()``, ``entity(type)``, their ``a``-prefixed async
    twins, or iterating a stream) runs it. A client is immutable and safe to share.
    """

    def __init__(self, model: ChatModel, defaults: _Defaults | None = None) -> None:
        if not isinstance(model, ChatModel):
            raise TypeError(f"ChatClient needs a ChatModel (call/stream/default_options), got {model!r}")
        self.model = model
        self._defaults = defaults or _Defaults()
        self._default_tools: list[ToolCallback | ToolCallbackProvider] | None = None
        self._tool_advisor: Advisor | None = None  # the default ToolCallAdvisor, made on first use

    def _default_tool_advisor(self) -> Advisor:
        """The ``ToolCallAdvisor`` added to requests with tools and none of their own: its state
        lives in each request, so one per client serves them all (not one per request)."""
        if self._tool_advisor is None:
            from sprig.advisors.tool_call import ToolCallAdvisor

            self._tool_advisor = ToolCallAdvisor()
        return self._tool_advisor

    @property
    def store(self) -> KeyValueStore:
        """The store paused tool rounds live in (``default_store``; an ``InMemoryStore`` if unset)."""
        if self._defaults.store is None:
            from sprig.state.memory import InMemoryStore

            self._defaults.store = InMemoryStore()
        return self._defaults.store

    def _resolved_default_tools(self) -> list[ToolCallback | ToolCallbackProvider]:
        """The default tools, resolved on first use (providers are listed per request)."""
        if self._default_tools is None:
            from sprig.tools.resolve import resolve_all_but_providers

            self._default_tools = resolve_all_but_providers(*self._defaults.tools)
        return self._default_tools

    @staticmethod
    def builder(model: ChatModel) -> ChatClientBuilder:
        """Start building a client for ``model``."""
        return ChatClientBuilder(model)

    @staticmethod
    def create(model: ChatModel) -> ChatClient:
        """A client with no defaults."""
        return ChatClient(model)

    def mutate(self) -> ChatClientBuilder:
        """A builder holding this client's defaults, to derive another client."""
        return ChatClientBuilder(self.model, self._defaults)

    def as_tool(
        self,
        name: str,
        description: str,
        *,
        input_type: type[Any] | None = None,
        output_type: Any = None,
        max_depth: int = 3,
    ) -> ToolCallback:
        """This client as a sub-agent tool of another client (see :mod:`sprig.chat.subagent`).

        Each call runs this client on the task in a fresh conversation (its own system prompt,
        tools, memory and todo list; never the caller's history) and returns its final answer.
        The tool's argument is ``task: str``, or the fields of ``input_type`` (a pydantic model);
        with ``output_type`` the result is the child's structured output, validated and asked
        again as ``entity(...)`` is. The child's events reach the caller's stream wrapped in
        :class:`~sprig.chat.events.SubagentEvent`; its approvals pause the caller too (resume the
        caller's conversation); its usage counts in the caller's. Sub-agents nest at most
        ``max_depth`` deep: a deeper call gets an error result.
        """
        from sprig.chat.subagent import SubagentTool

        return SubagentTool(
            self, name, description, input_type=input_type, output_type=output_type, max_depth=max_depth
        )

    def prompt(self, content: str | Prompt | None = None) -> ChatClientRequestSpec:
        """Start a request: with user text, a whole ``Prompt``, or nothing (set it fluently)."""
        spec = ChatClientRequestSpec(self)
        if isinstance(content, Prompt):
            spec._prompt = content
        elif isinstance(content, str):
            spec.user(content)
        elif content is not None:
            raise TypeError(f"prompt() takes text or a Prompt, got {type(content).__name__}")
        return spec


class ChatClientRequestSpec:
    """One request being described. Methods return the spec itself, for chaining."""

    def __init__(self, client: ChatClient) -> None:
        self._client = client
        self._prompt: Prompt | None = None
        self._system: str | None = None
        self._system_params: dict[str, Any] = {}
        self._user: str | None = None
        self._user_params: dict[str, Any] = {}
        self._messages: list[Message] = []
        self._options: ChatOptions | None = None
        self._tools: list[object] = []
        self._tool_context: dict[str, Any] = {}
        self._advisors: list[Advisor] = []
        self._advisor_params: dict[str, Any] = {}
        self._resume: ResumeDecisions | None = None
        self._usage_limits: UsageLimits | None = None

    def system(self, text: str, /, **params: Any) -> ChatClientRequestSpec:
        """System text for this request (replaces the default)."""
        self._system, self._system_params = text, params
        return self

    def user(self, text: str, /, **params: Any) -> ChatClientRequestSpec:
        """The user message; ``{name}`` placeholders are filled from ``params``."""
        self._user, self._user_params = text, params
        return self

    def messages(self, *messages: Message) -> ChatClientRequestSpec:
        """Messages (history) placed between the system text and the user message."""
        for message in messages:
            if isinstance(message, (list, tuple)):
                self._messages.extend(message)
            else:
                self._messages.append(message)
        return self

    def options(self, options: ChatOptions) -> ChatClientRequestSpec:
        """Options for this request (merged over the client's defaults)."""
        if not isinstance(options, ChatOptions):
            raise TypeError(f"options() takes ChatOptions, got {type(options).__name__}")
        self._options = options if self._options is None else self._options.merge(options)
        return self

    def tools(self, *tools: object) -> ChatClientRequestSpec:
        """Tools added to the default tools for this request."""
        self._tools.extend(tools)
        return self

    def tool_context(self, context: Mapping[str, Any] | None = None, /, **values: Any) -> ChatClientRequestSpec:
        """Values handed to tools (merged over the defaults, this request winning)."""
        self._tool_context.update(context or {}, **values)
        return self

    def advisors(self, *advisors: Advisor) -> ChatClientRequestSpec:
        """Advisors added for this request."""
        for advisor in advisors:
            if not isinstance(advisor, Advisor):
                raise TypeError(f"{advisor!r} is not an advisor (it needs name, order and advise_call/advise_stream)")
        self._advisors.extend(advisors)
        return self

    def advisor_params(self, params: Mapping[str, Any] | None = None, /, **values: Any) -> ChatClientRequestSpec:
        """Values put in the request context (``conversation_id`` among them)."""
        self._advisor_params.update(params or {}, **values)
        return self

    def usage_limits(self, limits: UsageLimits) -> ChatClientRequestSpec:
        """The budget of this request (replaces the client's ``default_usage_limits``)."""
        self._usage_limits = _checked_limits(limits)
        return self

    def resume(
        self,
        *,
        approve: Sequence[str] = (),
        deny: Mapping[str, str] | Sequence[str] | None = None,
        edit: Mapping[str, Mapping[str, Any]] | None = None,
        results: Mapping[str, Any] | None = None,
    ) -> ChatClientRequestSpec:
        """Continue the run paused in this conversation (set ``advisor_params(conversation_id=...)``).

        Every pending call needs one decision: ``approve`` (ids), ``edit`` (id -> new arguments,
        checked against the tool's schema; the call then runs with them), ``deny`` (id -> the
        reason the model reads), or ``results`` (id -> the text of an external call). The run
        then continues as if it had never paused. Works in any process sharing the client's
        store; a wrong decision raises a :class:`~sprig.pending.ResumeError` and changes nothing.
        """
        self._resume = ResumeDecisions.of(approve, deny, edit, results)
        return self

    def call(self) -> CallResponseSpec:
        """A blocking/awaitable call of this request; nothing runs until a terminal is used."""
        from sprig.chat.specs import CallResponseSpec

        return CallResponseSpec(self)

    def stream(self) -> StreamResponseSpec:
        """A streaming call of this request; nothing runs until it is iterated."""
        from sprig.chat.specs import StreamResponseSpec

        return StreamResponseSpec(self)

    # -- building the request ---------------------------------------------------------------

    def _messages_for(self, defaults: _Defaults) -> list[Message]:
        messages: list[Message] = []
        if self._resume is not None:
            return self._resume_messages(defaults)
        if self._prompt is not None:
            messages.extend(self._prompt.messages)
            if self._user is not None:
                messages.append(UserMessage(render(self._user, self._user_params)))
            return messages
        if self._system is not None:
            messages.append(SystemMessage(render(self._system, self._system_params)))
        elif defaults.system is not None:
            messages.append(SystemMessage(render(defaults.system, defaults.system_params)))
        messages.extend(defaults.messages)
        messages.extend(self._messages)
        if self._user is not None:
            messages.append(UserMessage(render(self._user, self._user_params)))
        elif defaults.user is not None:
            messages.append(UserMessage(render(defaults.user, defaults.user_params)))
        if not messages:
            raise ValueError("the request has no messages: give user text, messages or a Prompt")
        return messages

    def _resume_messages(self, defaults: _Defaults) -> list[Message]:
        """A resumed run continues the paused conversation: it takes no new user message."""
        if self._user is not None or self._messages or self._prompt is not None:
            raise ValueError("resume() continues the paused run and takes no new messages; send them afterwards")
        system = self._system if self._system is not None else defaults.system
        params = self._system_params if self._system is not None else defaults.system_params
        return [SystemMessage(render(system, params))] if system is not None else []

    async def _build(self) -> tuple[ChatClientRequest, AdvisorChain]:
        """Resolve tools, options, context and advisors into a request and its chain."""
        defaults = self._client._defaults
        context: dict[str, Any] = {**defaults.advisor_params, **self._advisor_params}
        if not context.get(CONVERSATION_ID):
            if self._resume is not None:
                raise ValueError("resume() needs the paused conversation: advisor_params(conversation_id=...)")
            context[CONVERSATION_ID] = uuid.uuid4().hex
            context[CONVERSATION_ID_GENERATED] = True
        context[STORE] = self._client.store
        if self._resume is not None:
            context[RESUME] = self._resume
        limits = self._usage_limits or defaults.usage_limits
        if limits is not None and USAGE_METER not in context:  # a parent run's meter counts for both
            from sprig.usage import UsageMeter

            context[USAGE_METER] = UsageMeter(limits)

        options = defaults.options
        if self._prompt is not None:
            options = options.merge(self._prompt.options)
        options = options.merge(self._options)
        # ChatOptions checks that the names are unique (DuplicateToolNameError names the tool)
        from sprig.tools import aresolve_tool_callbacks

        tools = await aresolve_tool_callbacks(*self._client._resolved_default_tools(), *self._tools)
        tools = _with_advisor_tools(
            [*self._client._defaults.advisors, *self._advisors],
            [*_not_resolved_again(options.tool_callbacks, tools), *tools],
            options.tool_callbacks,
        )
        tool_context = {
            CONVERSATION_ID: context[CONVERSATION_ID],
            **defaults.tool_context,
            **options.tool_context,
            **self._tool_context,
        }
        options = dataclasses.replace(
            options,
            tool_callbacks=tuple(tools),
            tool_context=tool_context,
        )
        request = ChatClientRequest(Prompt(self._messages_for(defaults), options), context)
        return request, self._chain(request)

    def _chain(self, request: ChatClientRequest) -> AdvisorChain:
        options = request.prompt.options
        advisors: list[Advisor] = [*self._client._defaults.advisors, *self._advisors]
        internal = (
            options.internal_tool_execution is not False and request.context.get(INTERNAL_TOOL_EXECUTION) is not False
        )
        tool_advisors = [a for a in advisors if _is_tool_advisor(a)]
        if len(tool_advisors) > 1:
            raise ValueError(
                f"a chain can hold only one tool advisor, got {tool_advisors[0].name!r} and {tool_advisors[1].name!r}"
            )
        if not internal:
            if RESUME in request.context:
                raise ValueError("resume() continues the tool loop: it cannot run with internal_tool_execution=False")
            advisors = [a for a in advisors if not _is_tool_advisor(a)]
        elif not tool_advisors and (options.tool_callbacks or options.tool_names or RESUME in request.context):
            advisors.append(self._client._default_tool_advisor())
        if USAGE_METER in request.context:
            from sprig.advisors.usage_limits import UsageLimitAdvisor

            advisors.append(UsageLimitAdvisor())
        advisors.append(ChatModelAdvisor(self._client.model))
        chain = AdvisorChain(advisors)
        for advisor in chain.advisors:
            if _chain_aware(advisor):
                advisor.on_chain_built(chain.advisors, request)
        return chain


def _checked_limits(limits: UsageLimits | None) -> UsageLimits | None:
    from sprig.usage import UsageLimits

    if limits is not None and not isinstance(limits, UsageLimits):
        raise TypeError(f"usage limits must be sprig.UsageLimits, got {type(limits).__name__}")
    return limits


def _chain_aware(advisor: Advisor) -> TypeGuard[ChainAwareAdvisor]:
    """``isinstance(advisor, ChainAwareAdvisor)`` without the runtime protocol check (a few
    microseconds per advisor per request in Python 3.11): the same attributes, looked up."""
    return hasattr(advisor, "on_chain_built") and hasattr(advisor, "name") and hasattr(advisor, "order")


def _with_advisor_tools(
    advisors: Sequence[Advisor], tools: list[ToolCallback], carried: Sequence[ToolCallback]
) -> list[ToolCallback]:
    """``tools`` plus the tools the advisors bring (``ToolProvidingAdvisor``); an advisor's tool
    replaces a tool of the same name carried over on a prompt from an earlier request."""
    added: list[ToolCallback] = []
    for advisor in advisors:
        provide = getattr(advisor, "advisor_tools", None)
        if provide is not None:
            added.extend(provide(tools))
    if not added:
        return tools
    names = {callback.definition.name for callback in added}
    kept = [cb for cb in tools if cb.definition.name not in names or not any(cb is c for c in carried)]
    return [*kept, *added]


def _not_resolved_again(given: Sequence[ToolCallback], resolved: Sequence[ToolCallback]) -> list[ToolCallback]:
    """The callbacks already on the options, minus those the client resolves again from its tools.

    A prompt taken from an earlier request (a user-controlled tool loop) carries that request's
    callbacks; the same tool resolved again from the client's tools is not a duplicate.
    """
    definitions = {cb.definition.name: cb.definition for cb in resolved}
    return [cb for cb in given if definitions.get(cb.definition.name) != cb.definition]
