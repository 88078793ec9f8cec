"""Computer decisions off the GUI thread: in a separate process when it can be had, else in a thread pool.

The hard player's search is pure Python; run in a thread of the GUI process it holds the interpreter lock for
tens of milliseconds at a time and the window stutters. So decisions that can be described as data
(:class:`~hearts_qt.ai.decisions.DecisionRequest`) go to one long-lived child process, started with "spawn" (no
copy of Qt's state) on the first decision and stopped with the worker. It makes one decision at a time: one core,
as a thread did. Anything else (hints, players from a custom factory such as a test's fake) runs in a small thread
pool, and so does every decision once the process cannot be started or has died: the player never sees that.

Every request carries the generation it was made in; the controller drops answers from an older generation, so a
decision that arrives after "New game" changes nothing. Answers always come back through the event loop.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import multiprocessing
import threading
from collections.abc import Callable, Sequence
from multiprocessing.process import BaseProcess
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal

from hearts_qt.ai.decisions import DecisionRequest, serve

log = logging.getLogger(__name__)
STOP_SECONDS = 2.0  # how long a stopping child may take to end before it is killed

Work = Callable[[], Any]


class _Relay(QObject):
    """Lives in the GUI thread; a signal emitted on it from another thread is delivered there (queued)."""

    answered = Signal(int, object, object)  # generation, tag, result (or the exception raised)
    lost = Signal(object)  # the requests the child process did not answer: it died


class _Task(QRunnable):
    def __init__(self, relay: _Relay, generation: int, tag: object, work: Work) -> None:
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


class _DecisionProcess:
    """The child process and a reader thread that relays its answers; requests are numbered to match them."""

    def __init__(self, relay: _Relay) -> None:
        context = multiprocessing.get_context("spawn")
        self._relay = relay
        self._connection, child_end = context.Pipe()
        # daemon: should the GUI process end without stopping it, the child ends with it.
        self._process: BaseProcess = context.Process(target=serve, args=(child_end,), name="hearts-ai",
                                                     daemon=True)
        self._lock = threading.Lock()
        self._waiting: dict[int, tuple[int, object, Work]] = {}
        self._numbers = itertools.count(1)
        self._stopping = False
        try:
            self._process.start()
        finally:
            child_end.close()  # only the child holds its end now: its death ends our reads
        self._reader = threading.Thread(target=self._read, name="hearts-ai-reader", daemon=True)
        self._reader.start()

    def send(self, generation: int, tag: object, requests: list[DecisionRequest], work: Work) -> None:
        number = next(self._numbers)
        with self._lock:
            self._waiting[number] = (generation, tag, work)
        self._connection.send((number, requests))

    def stop(self) -> None:
        """End the child now (a search under way is not worth waiting for) and reap it: no zombie is left."""
        self._stopping = True
        with contextlib.suppress(OSError):
            self._connection.send(None)
        self._process.join(0.05)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(STOP_SECONDS)
        if self._process.is_alive():
            self._process.kill()
            self._process.join()
        self._reader.join(STOP_SECONDS)  # the child has gone, so its reads have ended
        self._connection.close()

    def _read(self) -> None:
        while True:
            try:
                number, answer = self._connection.recv()
            except (EOFError, OSError):
                break
            with self._lock:
                asked = self._waiting.pop(number, None)
            if asked is not None:
                generation, tag, _work = asked
                if isinstance(answer, Exception):
                    log.error("A computer player failed", exc_info=answer)
                if not self._relay_answer(generation, tag, answer):
                    return
        if not self._stopping:
            with self._lock:
                lost, self._waiting = list(self._waiting.values()), {}
            with contextlib.suppress(RuntimeError):  # the worker is gone: nobody is waiting any more
                self._relay.lost.emit(lost)

    def _relay_answer(self, generation: int, tag: object, answer: object) -> bool:
        """Pass an answer on; False once the worker's relay has been deleted (the window went without stopping
        us, as at the end of a test): an answer then has nobody to reach, and the thread ends quietly."""
        try:
            self._relay.answered.emit(generation, tag, answer)
        except RuntimeError:
            return False
        return True


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
        # Queued even from this thread: the controller never hears an answer inside its own request.
        self._relay.answered.connect(self.answered, Qt.ConnectionType.QueuedConnection)
        self._relay.lost.connect(self._on_lost, Qt.ConnectionType.QueuedConnection)
        self._use_process = use_process
        self._child: _DecisionProcess | None = None

    @property
    def uses_process(self) -> bool:
        """Whether decisions go to a child process (false without ``use_process`` or once it has failed)."""
        return self._use_process

    @property
    def process(self) -> BaseProcess | None:
        """The running child process, if any (for tests that check it ends)."""
        return self._child._process if self._child is not None else None

    def request(self, generation: int, tag: object, work: Work) -> None:
        """Run ``work()`` in the thread pool; its result (or exception) comes back on :attr:`answered`."""
        self._pool.start(_Task(self._relay, generation, tag, work))

    def request_decisions(self, generation: int, tag: object, requests: Sequence[DecisionRequest],
                          work: Work) -> None:
        """Make ``requests`` in the child process (the result is the list of their decisions); without a process
        run ``work()``, which gives the same list, in the thread pool instead."""
        child = self._started()
        if child is None:
            self.request(generation, tag, work)
            return
        try:
            child.send(generation, tag, list(requests), work)
        except (OSError, ValueError) as exc:
            self._give_up(exc)
            self.request(generation, tag, work)

    def wait(self) -> None:
        """Stop the child process and wait for running decisions (on shutdown: nothing outlives the window)."""
        self._pool.clear()
        child, self._child = self._child, None
        if child is not None:
            child.stop()
        self._pool.waitForDone()

    def _started(self) -> _DecisionProcess | None:
        if self._use_process and self._child is None:
            try:
                self._child = _DecisionProcess(self._relay)
            except (OSError, RuntimeError, ValueError) as exc:
                self._give_up(exc)
        return self._child

    def _on_lost(self, lost: list[tuple[int, object, Work]]) -> None:
        self._give_up(RuntimeError("the decision process ended"))
        for generation, tag, work in lost:
            self.request(generation, tag, work)

    def _give_up(self, exc: BaseException) -> None:
        """No more process for this worker: decisions run in threads from now on."""
        if self._use_process:
            log.warning("Computer players now think in a thread: the decision process failed (%s)", exc)
        self._use_process = False
        child, self._child = self._child, None
        if child is not None:
            child.stop()
