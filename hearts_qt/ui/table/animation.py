"""Every animation duration, and the director that plays batches of animations one after another.

Durations are in milliseconds at "normal" speed and are multiplied by the user's speed factor; a factor of 0 makes
every move instant (the tests use that). With "reduce motion" nothing slides, turns or shrinks: a card that goes
somewhere is put there at once and fades in (:meth:`Timing.appear`), and fades and pauses keep their length. Both
settings are read as each batch is built, so a change applies from the next batch on.

The director queues *batches*: a batch is a function that builds its animation when it starts (so it reads the
cards' current positions), the cards in one batch move together, and one coalesced ``idle`` signal is emitted,
through the event loop, once the queue has drained.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

DEAL_CARD = 260        # one card flying from the deck to a hand
DEAL_STAGGER = 22      # delay between consecutive dealt cards
FLIP = 200             # one of the person's cards turning face up as it lands
PASS_MOVE = 420        # passed cards leaving and arriving
PLAY_MOVE = 260        # a card flying to the trick
TRICK_PAUSE = 750      # time to look at a finished trick
COLLECT_MOVE = 380     # the trick sliding to its winner
REARRANGE = 160        # a hand closing up after a card left
RETURN_MOVE = 200      # a dragged card going back to the hand
RECEIVED_GLOW = 1600   # how long received cards stay highlighted
MESSAGE_TIME = 2400    # how long a lingering table message stays (not scaled by the speed: it is read)

Batch = Callable[[], QAbstractAnimation | None]


class Timing:
    """The user's speed and motion settings: ``ms(TRICK_PAUSE)`` is a pause or fade at the current speed (0 when
    instant); ``motion(PLAY_MOVE)`` the length of a move, which is 0 too with reduced motion; ``read(ms)`` the time
    to read a sentence, which only "instant" changes."""

    def __init__(self, factor: float = 1.0, *, reduce_motion: bool = False) -> None:
        self.factor = factor
        self.reduce_motion = reduce_motion

    def ms(self, duration: int) -> int:
        return round(duration * self.factor)

    def motion(self, duration: int) -> int:
        return 0 if self.reduce_motion else self.ms(duration)

    def read(self, duration: int) -> int:
        """How long a sentence stays to be read: the same at every speed (a faster game is not a faster reader),
        and nothing when instant."""
        return duration if self.factor else 0

    def appear(self, item: QObject, duration: int, *, delay: int = 0) -> QAbstractAnimation | None:
        """With reduced motion, ``item`` (just put in its new place at once) fades in over ``duration``, after
        ``delay`` ms (already at the current speed); otherwise None: the item travels there instead."""
        if not self.reduce_motion or self.ms(duration) <= 0:
            return None
        item.setProperty("opacity", 0.0)
        return move(item, b"opacity", 1.0, self.ms(duration), delay=delay, easing=QEasingCurve.Type.OutQuad)


def move(item: QObject, prop: bytes, end: object, duration: int, *, delay: int = 0,
         easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QAbstractAnimation | None:
    """Animate ``item``'s Qt property ``prop`` to ``end``; with no duration, set it now and return ``None``."""
    if duration <= 0:
        item.setProperty(prop.decode(), end)
        return None
    anim = QPropertyAnimation(item, prop)
    anim.setEndValue(end)
    anim.setDuration(duration)
    anim.setEasingCurve(easing)
    if delay <= 0:
        return anim
    seq = QSequentialAnimationGroup()
    seq.addPause(delay)
    seq.addAnimation(anim)
    return seq


def together(animations: list[QAbstractAnimation | None]) -> QAbstractAnimation | None:
    """Run the given animations in parallel (``None`` entries were instant and are skipped)."""
    real = [a for a in animations if a is not None]
    if not real:
        return None
    group = QParallelAnimationGroup()
    for anim in real:
        group.addAnimation(anim)
    return group


def pause(duration: int) -> QAbstractAnimation | None:
    return QPauseAnimation(duration) if duration > 0 else None


def move_to(item: QObject, pos: QPointF, duration: int, **kwargs: object) -> QAbstractAnimation | None:
    return move(item, b"pos", pos, duration, **kwargs)  # type: ignore[arg-type]


class AnimationDirector(QObject):
    """Plays queued batches in order; ``idle`` fires once (via the event loop) when nothing is left to play."""

    idle = Signal()
    batch_finished = Signal()  # a batch has ended, before the next one is built

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Batch] = deque()
        self._running: QAbstractAnimation | None = None
        self._finished: QAbstractAnimation | None = None  # kept until the next one ends: never freed in its own signal
        self._idle_scheduled = False

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._queue)

    def enqueue(self, batch: Batch) -> None:
        """Add a batch; it is built and started when every earlier batch has finished."""
        self._queue.append(batch)
        if self._running is None:
            self._run_next()

    def clear(self) -> None:
        """Forget queued batches and stop the running one (a new game starts from scratch)."""
        self._queue.clear()
        running, self._running = self._running, None
        if running is not None:
            running.finished.disconnect(self._on_finished)
            running.stop()

    def _run_next(self) -> None:
        # A loop, not recursion: instant batches build no animation and simply fall through to the next one.
        while self._queue:
            animation = self._queue.popleft()()
            if animation is not None and animation.totalDuration() != 0:
                self._running = animation
                animation.finished.connect(self._on_finished)  # before start(): it may finish inside start()
                animation.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)
                return
        self._schedule_idle()

    def _on_finished(self) -> None:
        self._finished, self._running = self._running, None
        self.batch_finished.emit()
        self._run_next()

    def _schedule_idle(self) -> None:
        if not self._idle_scheduled:
            self._idle_scheduled = True
            QTimer.singleShot(0, self, self._emit_idle)

    def _emit_idle(self) -> None:
        self._idle_scheduled = False
        if not self.busy:
            self.idle.emit()
