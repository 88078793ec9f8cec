"""Computer decisions off the GUI thread: each request runs in a thread pool and answers through a queued signal.

Every request carries the generation it was made in; the controller drops answers from an older generation, so a
decision that arrives after "New game" changes nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Lives in the GUI thread; a signal emitted on it from a worker is delivered there (queued)."""

    answered = Signal(int, object, object)  # generation, tag, result (or the exception raised)


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
    """Runs decisions in its own small pool and emits ``answered(generation, tag, result)``."""

    answered = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)  # a hint need not wait behind an opponent
        self._relay = _Relay()
        self._relay.answered.connect(self.answered)

    def request(self, generation: int, tag: object, work: Callable[[], Any]) -> None:
        """Run ``work()`` in the pool; its result (or exception) comes back on :attr:`answered`."""
        self._pool.start(_Task(self._relay, generation, tag, work))

    def wait(self) -> None:
        """Block until running decisions finish (on shutdown, so no thread outlives the window)."""
        self._pool.clear()
        self._pool.waitForDone()
