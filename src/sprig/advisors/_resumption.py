"""A resumed run's bookkeeping, so that a failed continuation loses nothing and runs nothing twice.

Once a resume has finished the paused round, its approved tools have run: from then on, after
every round it completes, the run records its progress in the claimed round in the store and
hands the tool rounds so far to the chat memory (the ``RECORD_ROUNDS`` hook a memory advisor
installs), so the calls and their results are history at once. When the continuation then
fails (the model errs, the client goes away), the claim is given back: resuming again goes on
from the last completed round, with the results recorded, and runs no tool again.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from sprig._aio import shielded
from sprig.advisors import pause
from sprig.chat.request import RECORD_ROUNDS, ChatClientRequest
from sprig.messages import Message
from sprig.pending import ResumeDecisions
from sprig.state.store import KeyValueStore, Ttl

__all__ = ["Resumption", "RoundRecorder"]

RoundRecorder = Callable[[Sequence[Message]], Awaitable[None]]
"""What a memory advisor leaves under ``RECORD_ROUNDS``: saves the tool rounds it has not saved yet."""


class Resumption:
    """One claimed paused round on its way to the answer."""

    __slots__ = ("conversation_id", "decisions", "paused", "store", "ttl")

    def __init__(
        self,
        store: KeyValueStore,
        conversation_id: str,
        paused: pause.PausedRound,
        decisions: ResumeDecisions,
        ttl: Ttl,
    ) -> None:
        self.store = store
        self.conversation_id = conversation_id
        self.paused = paused
        self.decisions = decisions
        self.ttl = ttl

    @property
    def round_finished(self) -> bool:
        """Whether an earlier resume finished the paused round (this one continues after it)."""
        return self.paused.progress is not None

    async def record(self, request: ChatClientRequest, progress: pause.Progress, rounds: Sequence[Message]) -> None:
        """After a completed round: the progress into the claimed round, the tool rounds into memory."""
        await pause.record_progress(self.store, self.conversation_id, self.paused, progress, self.ttl)
        recorder: RoundRecorder | None = request.context.get(RECORD_ROUNDS)
        if recorder is not None:
            await recorder(rounds)

    async def abandon(self) -> None:
        """The continuation failed: give the claim back (even while being cancelled)."""
        await shielded(pause.unclaim(self.store, self.conversation_id, self.paused, self.ttl))

    async def release(self) -> None:
        """The run finished: forget the round (unless a newer pause replaced it)."""
        await pause.release(self.store, self.conversation_id, self.paused.pause_id)
