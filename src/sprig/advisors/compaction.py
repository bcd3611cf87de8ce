"""``CompactionAdvisor``: a conversation that never outgrows the model's context.

Before each model request, in every round of a tool loop, the advisor estimates the prompt's
tokens; above the budget it makes the prompt fit:

1. **clear old tool results**: results older than the last ``keep_recent_rounds`` rounds become a
   short placeholder naming the tool and saying it can be called again (no model call);
2. **summarize** the oldest blocks into one message with the ``summarizer`` model (the client's
   own by default), keeping the system messages, the current todo round, the latest user message
   and the recent rounds verbatim.

When the provider still refuses the request as too long (:class:`~sprig.models.ContextLengthError`),
it compacts harder (a strictly smaller request keeping only the latest round) and retries once.

The unit of every rewrite is a whole block (see :mod:`sprig.advisors._compact`), so every tool
call keeps exactly one result right after it, a parallel batch is kept or summarized whole, no
request starts with a tool result and the system messages stay first. What was compacted stays
compacted for the rest of the run; with the memory advisor, the stored history is replaced by
its compacted form (the summary marked, so the next compaction folds it in).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field

from sprig._aio import closing_stream
from sprig._telemetry import span
from sprig.advisors._compact import (
    SUMMARY_KEY,
    Block,
    CompactionRecord,
    TokenCounter,
    blocks_of,
    clearable,
    estimate_tokens,
    is_summary,
)
from sprig.advisors.todo_reminder import TODO_REMINDER_ORDER
from sprig.chat.advisor import Advisor
from sprig.chat.chain import AdvisorChain, ChatModelAdvisor
from sprig.chat.events import CompactionEvent
from sprig.chat.request import COMPACTED, USAGE_METER, ChatClientRequest, ChatClientResponse, record_event
from sprig.messages import AssistantMessage, Message, SystemMessage, ToolResponseMessage, UserMessage
from sprig.models.base import ChatModel
from sprig.models.errors import ContextLengthError
from sprig.prompt import ChatOptions, Prompt
from sprig.tools.definition import ToolDefinition

__all__ = ["COMPACTION_ORDER", "DEFAULT_MAX_CONTEXT_TOKENS", "CompactionAdvisor"]

COMPACTION_ORDER = TODO_REMINDER_ORDER + 25
"""Default order: after the tool loop and the todo reminder (it sees what the model would get),
before user advisors (a logger sees the request as sent)."""

DEFAULT_MAX_CONTEXT_TOKENS = int(128_000 * 0.8)
"""The budget when neither ``max_context_tokens`` nor the model's context size is known."""

SUMMARY_INSTRUCTIONS = (
    "You compact a conversation between a user and an AI assistant that uses tools, so that the "
    "assistant can continue the task without the full history. Write a concise summary of what "
    "the user asked for, what was done (tools called and what they found), decisions and facts "
    "that will be needed again (names, numbers, paths, ids), and what remains to do. Only state "
    "what the conversation shows. Write the summary only, no preamble."
)

_TODO_TOOLS = ("todo_update",)
_RESULT_CHARS_IN_TRANSCRIPT = 2_000


@dataclass(slots=True)
class _Run:
    """One request's compaction state (in its context): what was compacted, what was learned."""

    record: CompactionRecord = field(default_factory=CompactionRecord)
    learned_limit: int | None = None  # a provider's context size, from a ContextLengthError
    protected_tools: tuple[str, ...] = _TODO_TOOLS


@dataclass(slots=True)
class _Fit:
    request: ChatClientRequest
    tokens: int
    event: CompactionEvent | None = None


class CompactionAdvisor:
    """Keeps every request of a run within the model's context (see the module docstring).

    Args:
        max_context_tokens: the prompt budget in tokens (tools included). ``None``: the model's
            context size where sprig knows it (the local model's ``n_ctx``, genai-prices' table
            for hosted models) minus room for the reply (``max_tokens``, else a fifth of it),
            else 80% of 128k.
        keep_recent_rounds: tool rounds kept verbatim at the end (at least 1).
        summarizer: the model that writes summaries (default: the client's own model).
        clear_tool_results: clear old tool results before summarizing.
        token_counter: ``(messages, tool definitions) -> int``; the default is a fast estimate
            that errs on the high side (:func:`sprig.advisors._compact.estimate_tokens`).
        order: position in the chain.
        summary_max_tokens: the longest summary asked of the summarizer (at most a quarter of
            the budget).
    """

    name = "CompactionAdvisor"

    def __init__(
        self,
        max_context_tokens: int | None = None,
        keep_recent_rounds: int = 2,
        summarizer: ChatModel | None = None,
        clear_tool_results: bool = True,
        token_counter: TokenCounter | None = None,
        order: int = COMPACTION_ORDER,
        *,
        summary_max_tokens: int = 1024,
    ) -> None:
        for label, value, low in (
            ("max_context_tokens", max_context_tokens, 64),
            ("keep_recent_rounds", keep_recent_rounds, 1),
            ("summary_max_tokens", summary_max_tokens, 16),
        ):
            if value is None and label == "max_context_tokens":
                continue
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise ValueError(f"{label} must be an integer of at least {low}, got {value!r}")
        if summarizer is not None and not isinstance(summarizer, ChatModel):
            raise TypeError(f"summarizer must be a ChatModel, got {summarizer!r}")
        if token_counter is not None and not callable(token_counter):
            raise TypeError("token_counter must be a callable (messages, tool definitions) -> int")
        self.max_context_tokens = max_context_tokens
        self.keep_recent_rounds = keep_recent_rounds
        self.summarizer = summarizer
        self.clear_tool_results = clear_tool_results
        self.token_counter: TokenCounter = token_counter or estimate_tokens
        self.summary_max_tokens = summary_max_tokens
        self.order = order
        self._key = f"sprig.compaction.{id(self)}"

    def on_chain_built(self, advisors: Sequence[Advisor], request: ChatClientRequest) -> None:
        """Start the run's state; keep the todo rounds the reminder advisor watches."""
        watched: tuple[str, ...] = _TODO_TOOLS
        for advisor in advisors:
            names = getattr(advisor, "tool_names", None)
            if advisor.name == "TodoReminderAdvisor" and isinstance(names, tuple):
                watched = (*watched, *names)
        request.context[self._key] = _Run(protected_tools=watched)

    # -- the chain ----------------------------------------------------------------------------------

    async def advise_call(self, request: ChatClientRequest, chain: AdvisorChain) -> ChatClientResponse:
        """Fit the request, call the rest of the chain; on a context-length refusal, fit harder once."""
        fit = await self._fit(request, chain)
        if fit.event is not None:
            record_event(request.context, fit.event)
        try:
            return await chain.next_call(fit.request)
        except ContextLengthError as refused:
            retry = await self._refit(request, chain, fit, refused)
            if retry.event is not None:
                record_event(request.context, retry.event)
            try:
                return await chain.next_call(retry.request)
            except ContextLengthError as again:
                raise _tried(again, fit.tokens, retry.tokens) from again

    async def advise_stream(self, request: ChatClientRequest, chain: AdvisorChain) -> AsyncIterator[ChatClientResponse]:
        """As :meth:`advise_call`; a stream is retried only when refused before its first chunk."""
        fit = await self._fit(request, chain)
        if fit.event is not None:
            yield ChatClientResponse(None, request.context, (fit.event,))
        started = False
        try:
            async with closing_stream(chain.next_stream(fit.request)) as stream:
                async for item in stream:
                    started = started or item.chat_response is not None
                    yield item
            return
        except ContextLengthError as refused:
            if started:
                raise
            retry = await self._refit(request, chain, fit, refused)
        if retry.event is not None:
            yield ChatClientResponse(None, request.context, (retry.event,))
        try:
            async with closing_stream(chain.next_stream(retry.request)) as stream:
                async for item in stream:
                    yield item
        except ContextLengthError as again:
            raise _tried(again, fit.tokens, retry.tokens) from again

    # -- fitting ------------------------------------------------------------------------------------

    def _run(self, request: ChatClientRequest) -> _Run:
        run = request.context.get(self._key)
        if run is None:  # a chain built without on_chain_built (a hand-made AdvisorChain)
            run = request.context[self._key] = _Run()
        assert isinstance(run, _Run)
        return run

    def _budget(self, run: _Run, model: ChatModel | None, options: ChatOptions) -> int:
        if self.max_context_tokens is not None:
            budget = self.max_context_tokens
        else:
            window = getattr(model, "context_window", None) if model is not None else None
            if isinstance(window, int) and not isinstance(window, bool) and window > 0:
                reserve = options.max_tokens or window // 5
                budget = max(window - reserve, window // 4)
            else:
                budget = DEFAULT_MAX_CONTEXT_TOKENS
        if run.learned_limit is not None:
            budget = min(budget, run.learned_limit)
        return budget

    async def _fit(self, request: ChatClientRequest, chain: AdvisorChain) -> _Fit:
        run = self._run(request)
        prompt = request.prompt
        messages = run.record.apply(prompt.messages)
        definitions = [cb.definition for cb in prompt.options.tool_callbacks]
        tokens = self.token_counter(messages, definitions)
        model = _model_of(chain)
        budget = self._budget(run, model, prompt.options)
        if tokens <= budget:
            return _Fit(_with_messages(request, messages, run), tokens)
        return await self._compact(request, run, model, messages, definitions, tokens, budget, "budget")

    async def _refit(
        self, request: ChatClientRequest, chain: AdvisorChain, sent: _Fit, refused: ContextLengthError
    ) -> _Fit:
        """After a refusal: a strictly smaller request keeping the latest round, or the error."""
        run = self._run(request)
        model = _model_of(chain)
        learned = int(sent.tokens * 0.7)
        if refused.limit is not None:
            reserve = request.prompt.options.max_tokens or refused.limit // 5
            learned = min(learned, max(refused.limit - reserve, refused.limit // 4))
        run.learned_limit = learned if run.learned_limit is None else min(run.learned_limit, learned)
        messages = list(sent.request.prompt.messages)
        definitions = [cb.definition for cb in request.prompt.options.tool_callbacks]
        budget = self._budget(run, model, request.prompt.options)
        fit = await self._compact(request, run, model, messages, definitions, sent.tokens, budget, "context_length", 1)
        if fit.tokens >= sent.tokens:
            raise _tried(refused, sent.tokens, fit.tokens) from refused
        return fit

    async def _compact(
        self,
        request: ChatClientRequest,
        run: _Run,
        model: ChatModel | None,
        messages: list[Message],
        definitions: Sequence[ToolDefinition],
        before: int,
        budget: int,
        reason: str,
        keep: int | None = None,
    ) -> _Fit:
        keep = self.keep_recent_rounds if keep is None else keep
        record = run.record
        count = self.token_counter
        with span(
            "compaction", {"sprig.compaction.tokens_before": before, "sprig.compaction.budget": budget}
        ) as current:
            cleared_before = len(record.cleared)
            tokens = before
            if self.clear_tool_results:
                messages, tokens = self._clear(record, messages, definitions, keep, run, latest_only=False)
            summarized = 0
            if tokens > budget:
                messages, summarized = await self._summarize(
                    request, record, model, messages, definitions, tokens, budget, keep, run
                )
                tokens = count(messages, definitions)
            if tokens > budget:  # still too big: the recent rounds' results go too, the latest round's stay
                messages, tokens = self._clear(record, messages, definitions, keep, run, latest_only=True)
            event = CompactionEvent(before, tokens, len(record.cleared) - cleared_before, summarized, reason)
            if current.is_recording():
                current.set_attributes(
                    {
                        "sprig.compaction.tokens_after": tokens,
                        "sprig.compaction.cleared": event.cleared,
                        "sprig.compaction.summarized": summarized,
                        "sprig.compaction.reason": reason,
                    }
                )
        return _Fit(_with_messages(request, messages, run), tokens, event if tokens < before else None)

    def _clear(
        self,
        record: CompactionRecord,
        messages: list[Message],
        definitions: Sequence[ToolDefinition],
        keep: int,
        run: _Run,
        *,
        latest_only: bool,
    ) -> tuple[list[Message], int]:
        """Clear the results of the rounds before the protected ones (``latest_only``: of every
        round but the latest and the todo round)."""
        _, blocks = blocks_of(messages)
        protected = _protected(blocks, 1 if latest_only else keep, run.protected_tools)
        for index, block in enumerate(blocks):
            if block.is_round and index not in protected:
                record.cleared.update(clearable(block))
        messages = record.apply(messages)
        return messages, self.token_counter(messages, definitions)

    async def _summarize(
        self,
        request: ChatClientRequest,
        record: CompactionRecord,
        model: ChatModel | None,
        messages: list[Message],
        definitions: Sequence[ToolDefinition],
        tokens: int,
        budget: int,
        keep: int,
        run: _Run,
    ) -> tuple[list[Message], int]:
        """Fold the oldest unprotected blocks into the summary until the rest fits."""
        systems, blocks = blocks_of(messages)
        protected = _protected(blocks, keep, run.protected_tools)
        allowance = self._summary_tokens(budget) + 16
        chosen: list[Block] = []
        remaining = tokens
        for index, block in enumerate(blocks):
            if index in protected:
                continue
            chosen.append(block)
            remaining -= self.token_counter(block.messages, ())
            if remaining + allowance <= budget:
                break
        if all(is_summary(b.messages[0]) for b in chosen):
            return messages, 0  # only an earlier summary: summarizing it again gains little
        summarizer = self.summarizer or model
        text = await self._summary_text(request, summarizer, chosen, budget)
        summary = UserMessage(f"<summary of the earlier conversation>\n{text}\n</summary>", {SUMMARY_KEY: "summary"})
        folded = [b.messages[0] for b in chosen]
        for message in folded:
            record.summarized[id(message)] = message
        record.summary = summary
        count = sum(len(b.messages) for b in chosen if not is_summary(b.messages[0]))
        return record.apply([*systems, *(m for b in blocks for m in b.messages)]), count

    async def _summary_text(
        self, request: ChatClientRequest, summarizer: ChatModel | None, blocks: Sequence[Block], budget: int
    ) -> str:
        """The summarizer's summary of ``blocks``, read in pieces that fit its context; a plain
        digest when there is no summarizer or it says nothing."""
        lines = [line for block in blocks for message in block.messages for line in _transcript(message)]
        if summarizer is None:
            return _digest(lines)
        window = getattr(summarizer, "context_window", None)
        room = min(budget, window) if isinstance(window, int) and window > 0 else budget
        summary_tokens = self._summary_tokens(room)
        piece_chars = max(600, int((room - summary_tokens - 150) * 2.5))
        summary = ""
        for piece in _pieces(lines, piece_chars):
            text = f"Summary so far:\n{summary}\n\n" if summary else ""
            text += f"Conversation to summarize:\n{piece}"
            options = ChatOptions(
                model=self._summarizer_model_name(request, summarizer),
                max_tokens=summary_tokens,
                prices=request.prompt.options.prices if self.summarizer is None else None,
            )
            prompt = Prompt((SystemMessage(SUMMARY_INSTRUCTIONS), UserMessage(text)), options)
            meter = request.context.get(USAGE_METER)
            if meter is not None:
                meter.before_request(prompt.messages)
            try:
                response = await summarizer.call(prompt)
            except ContextLengthError:
                return _digest(lines)  # the summarizer's own context is smaller than it said
            if meter is not None:
                meter.after_response(response.usage, prompt.messages)
            summary = response.text.strip() or summary
        return summary or _digest(lines)

    def _summary_tokens(self, room: int) -> int:
        """The longest summary asked for: ``summary_max_tokens``, at most a quarter of the room."""
        return max(32, min(self.summary_max_tokens, room // 4))

    def _summarizer_model_name(self, request: ChatClientRequest, summarizer: ChatModel) -> str | None:
        if self.summarizer is not None:
            return None  # the summarizer's own default
        return request.prompt.options.model


def _model_of(chain: AdvisorChain) -> ChatModel | None:
    advisors = chain.advisors
    last = advisors[-1] if advisors else None
    return last.model if isinstance(last, ChatModelAdvisor) else None


def _with_messages(request: ChatClientRequest, messages: list[Message], run: _Run) -> ChatClientRequest:
    if run.record.empty:
        return request
    request.context[COMPACTED] = run.record
    return request.with_prompt(request.prompt.with_messages(messages))


def _protected(blocks: Sequence[Block], keep: int, todo_tools: Sequence[str]) -> set[int]:
    """The blocks kept verbatim: from the ``keep``-th last round on, the latest user message, the
    latest todo round, and always the last block."""
    protected: set[int] = set()
    if not blocks:
        return protected
    rounds = [i for i, b in enumerate(blocks) if b.is_round]
    if rounds:
        start = rounds[-keep] if len(rounds) >= keep else rounds[0]
        protected.update(range(start, len(blocks)))
    protected.add(len(blocks) - 1)
    for index in range(len(blocks) - 1, -1, -1):
        first = blocks[index].messages[0]
        if isinstance(first, UserMessage) and not is_summary(first):
            protected.add(index)
            break
    watched = set(todo_tools)
    for index in reversed(rounds):
        if blocks[index].tool_names & watched:
            protected.add(index)
            break
    return protected


def _transcript(message: Message) -> list[str]:
    if isinstance(message, UserMessage):
        if is_summary(message):
            return [f"(earlier summary) {message.text}"]
        return [f"User: {message.text}"]
    if isinstance(message, AssistantMessage):
        lines = [f"Assistant: {message.text}"] if message.text else []
        lines += [f"Assistant called {c.name}({c.arguments})" for c in message.tool_calls]
        return lines
    if isinstance(message, ToolResponseMessage):
        lines = []
        for r in message.responses:
            data = (
                r.data if len(r.data) <= _RESULT_CHARS_IN_TRANSCRIPT else r.data[:_RESULT_CHARS_IN_TRANSCRIPT] + " ..."
            )
            lines.append(f"Tool {r.name} returned: {data}")
        return lines
    return [f"System: {message.text}"]


def _pieces(lines: Sequence[str], size: int) -> list[str]:
    """The transcript in pieces of at most ``size`` characters (a longer line is cut)."""
    pieces: list[str] = []
    current: list[str] = []
    length = 0
    for line in lines:
        line = line if len(line) <= size else line[: size - 4] + " ..."
        if current and length + len(line) + 1 > size:
            pieces.append("\n".join(current))
            current, length = [], 0
        current.append(line)
        length += len(line) + 1
    if current:
        pieces.append("\n".join(current))
    return pieces


def _digest(lines: Sequence[str]) -> str:
    """A summary without a model: the user's words and the tools called, shortened."""
    kept = [line if len(line) <= 200 else line[:197] + "..." for line in lines if not line.startswith("Tool ")]
    return "Earlier in this conversation:\n" + "\n".join(kept[-40:])


def _tried(error: ContextLengthError, first: int, second: int) -> ContextLengthError:
    """The provider's refusal, with the sizes compaction tried."""
    return ContextLengthError(
        f"{error} (compaction tried about {first} and then {second} tokens)",
        limit=error.limit,
        status=error.status,
        provider_message=error.provider_message,
        partial=error.partial,
    )
