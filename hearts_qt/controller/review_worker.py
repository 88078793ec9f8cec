"""The coach's work off the GUI thread: the review of a hand, then the same deal with the computer in the person's
seat, in one :class:`QRunnable` on a pool of its own.

The AI layer is pure and reads the finished round without changing it, so the worker needs no lock. Cancelling sets
an event the review asks before each decision (and the replay before each card), so a cancelled job ends within one
decision. Results come back through a QObject's signals, queued to the GUI thread; a dialog deleted meanwhile is
simply disconnected. :func:`stop_reviews` (on quit) stops every job and waits for them.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from hearts_qt.ai import create_player
from hearts_qt.ai.duplicate import Stopped, opponents_from, play_seat
from hearts_qt.ai.review import DEFAULT_BUDGET, REVIEW_DEALS, deal_seed, review_hand
from hearts_qt.engine import Round

log = logging.getLogger(__name__)
#: How long quitting waits for a job to notice it was stopped (one decision's search at most).
STOP_WAIT_MS = 5_000
_pool: QThreadPool | None = None
_running: set[threading.Event] = set()


def review_pool() -> QThreadPool:
    """One thread for the coach: two reviews at once would only halve each other's search."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(1)
    return _pool


def stop_reviews() -> None:
    """Stop every running or queued job and wait until the thread is idle (the window is closing)."""
    for event in list(_running):
        event.set()
    if _pool is not None:
        _pool.waitForDone(STOP_WAIT_MS)


class ReviewSignals(QObject):
    progress = Signal(int, int)  # decisions done, decisions in all
    reviewed = Signal(object)  # HandReview (cancelled or whole)
    replay_progress = Signal(int, int)  # cards played, cards in all
    replayed = Signal(object)  # SeatReplay
    failed = Signal(object)  # the exception that stopped the work (its traceback is in the log)


class ReviewJob(QRunnable):
    """Review ``record`` for seat 0, then replay it with the hard player in that seat against players made from
    ``levels`` and ``seeds`` (skipped when ``replay`` is false). Every search sees :data:`REVIEW_DEALS` deals drawn
    from the hand's own seed, so the same hand gets the same review and replay each time; ``budget`` (seconds a
    decision) only stops a machine too slow for them."""

    def __init__(self, record: Round, levels: Sequence[str], seeds: Sequence[int], *, budget: float | None = None,
                 replay: bool = True) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.record = record
        self.levels: list[str | None] = [None, *levels[1:]]
        self.seeds: list[int | None] = list(seeds)
        self.budget = DEFAULT_BUDGET if budget is None else budget
        self.replay = replay
        self.stop = threading.Event()
        self.signals = ReviewSignals()

    def cancel(self) -> None:
        self.stop.set()

    def start(self) -> None:
        _running.add(self.stop)
        review_pool().start(self)

    def run(self) -> None:
        try:
            self._work()
        except Exception as exc:  # a fault in the search must not take the game down with it
            log.exception("the review of hand %d failed", self.record.hand_number)
            self.signals.failed.emit(exc)
        finally:
            _running.discard(self.stop)

    def _work(self) -> None:
        review = review_hand(self.record, 0, budget=self.budget, progress=self.signals.progress.emit,
                             should_stop=self.stop.is_set)
        self.signals.reviewed.emit(review)
        if review.cancelled or not self.replay or self.stop.is_set():
            return
        opponents = opponents_from(self.levels, self.seeds, reproducible_within=self.budget)
        player = create_player("hard", deal_seed(self.record), deadline=self.budget, iterations=REVIEW_DEALS)
        try:
            replay = play_seat(self.record, opponents, 0, player=player, progress=self.signals.replay_progress.emit,
                               should_stop=self.stop.is_set)
        except Stopped:
            return
        self.signals.replayed.emit(replay)
