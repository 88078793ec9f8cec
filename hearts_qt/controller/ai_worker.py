"""Computer decisions off the GUI thread: in a separate process when it can be had, else in a thread pool.

The hard player's search is pure Python; run in a thread of the GUI process it holds the interpreter lock for
tens of milliseconds at a time and the window stutters. So decisions that can be described as data
(:class:`~hearts_qt.ai.decisions.DecisionRequest`) go to one long-lived child process (started with "spawn",
one decision at a time: one core, as in a thread). Anything else (hints, players from a custom factory such as a
test's fake) runs in a small thread pool, and so does a decision when the process cannot be started or dies: the
player never sees that failure.

Every request carries the generation it was made in; the controller drops answers from an older generation, so a
decision that arrives after "New game" changes nothing. Answers always come back through the event loop.
"""

from __future__ import annotations

import logging
import multiprocessing
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal

from hearts_qt.ai.decisions import DecisionRequest, decide_all, warm_up

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Lives in the GUI thread; a signal emitted on it from another thread is delivered there (queued)."""

    answered = Signal(int, object, object)  # generation, tag, result (or the exception raised)
    retry = Signal(int, object, object)  # generation, tag, the in-thread work: the process failed


class _Task(QRunnable):
    def __init__(self, relay: _Relay, generation: int, tag: object, work: Callable[[], Any]) -> None:
        super().__init__()
        self._relay = relay
        self._generation = generation
        self._tag = tag
        self._work = work

    def run(self) -> None:
        try:
            result: Any = self._work()
        except Exception as exc:  # a crashing AI must not kill the worker thread silently
            log.exception("A computer player failed")
            result = exc
        self._relay.answered.emit(self._generation, self._tag, result)


class AiWorker(QObject):
    """Runs decisions and emits ``answered(generation, tag, result)`` in the GUI thread.

    With ``use_process`` the decisions passed to :meth:`request_decisions` are made in a child process.
    """

    answered = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None, *, use_process: bool = False) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)  # a hint need not wait behind an opponent
        self._relay = _Relay()
        # Queued even when the answer is ready at once: the controller never re-enters itself.
        self._relay.answered.connect(self.answered, Qt.ConnectionType.QueuedConnection)
        self._relay.retry.connect(self._retry, Qt.ConnectionType.QueuedConnection)
        self._use_process = use_process
        self._executor: ProcessPoolExecutor | None = None

    @property
    def uses_process(self) -> bool:
        """Whether decisions go to a child process (false after it failed, or without ``use_process``)."""
        return self._use_process

    def request(self, generation: int, tag: object, work: Callable[[], Any]) -> None:
        """Run ``work()`` in the thread pool; its result (or exception) comes back on :attr:`answered`."""
        self._pool.start(_Task(self._relay, generation, tag, work))

    def request_decisions(self, generation: int, tag: object, requests: Sequence[DecisionRequest],
                          work: Callable[[], Any]) -> None:
        """Make ``requests`` in the child process (the result is their list of decisions); when there is no
        process, run ``work()`` in the thread pool instead, which must give the same result."""
        executor = self._process()
        if executor is None:
            self.request(generation, tag, work)
            return
        try:
            future = executor.submit(decide_all, list(requests))
        except (BrokenProcessPool, OSError, RuntimeError) as exc:
            self._give_up(exc)
            self.request(generation, tag, work)
            return
        future.add_done_callback(lambda done: self._finished(done, generation, tag, work))

    def wait(self) -> None:
        """Stop the child process and wait for running decisions (on shutdown: nothing outlives the window)."""
        self._pool.clear()
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=True, cancel_futures=True)
        self._pool.waitForDone()

    def _process(self) -> ProcessPoolExecutor | None:
        if not self._use_process:
            return None
        if self._executor is None:
            try:
                executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
                executor.submit(warm_up)
            except (BrokenProcessPool, OSError, RuntimeError) as exc:
                self._give_up(exc)
                return None
            self._executor = executor
        return self._executor

    def _finished(self, future: Future[Any], generation: int, tag: object, work: Callable[[], Any]) -> None:
        """In the executor's thread: relay the answer, or hand the work to a thread if the process broke."""
        if future.cancelled():
            return
        exc = future.exception()
        if isinstance(exc, BrokenProcessPool | OSError):
            self._relay.retry.emit(generation, tag, work)
        elif exc is not None:
            log.error("A computer player failed", exc_info=exc)
            self._relay.answered.emit(generation, tag, exc)
        else:
            self._relay.answered.emit(generation, tag, future.result())

    def _retry(self, generation: int, tag: object, work: Callable[[], Any]) -> None:
        self._give_up(BrokenProcessPool("the decision process stopped"))
        self.request(generation, tag, work)

    def _give_up(self, exc: BaseException) -> None:
        """No more process for this worker: decisions run in threads from now on."""
        if self._use_process:
            log.warning("Computer players run in a thread: the decision process failed (%s)", exc)
        self._use_process = False
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)
