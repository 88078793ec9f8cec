"""The table's felt alone: what the first window shows while the game is set up in it, painted as the table paints
its own (:func:`~hearts_qt.ui.style.themes.felt_brush`), so that the cards arrive on the same cloth; and
:func:`after_first_paint`, which tells when a widget is on the screen, not only asked to be."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from hearts_qt.ui.style.themes import TableColours, felt_brush


class Felt(QWidget):
    """Felt in ``colours``."""

    def __init__(self, colours: TableColours, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colours = colours

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(event.rect(), felt_brush(self.colours, self.width(), self.height()))
        painter.end()


class _FirstPaint(QObject):
    """Watches ``widget`` for its first paint; runs ``then`` once, after that paint or after ``at_latest_ms``."""

    def __init__(self, widget: QWidget, then: Callable[[], None], at_latest_ms: int) -> None:
        super().__init__(widget)
        self._then: Callable[[], None] | None = then
        widget.installEventFilter(self)
        QTimer.singleShot(at_latest_ms, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)  # once the paint is done and on the screen, not inside it
        return False

    def _run(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            then()


def after_first_paint(widget: QWidget, then: Callable[[], None], at_latest_ms: int) -> None:
    """Run ``then`` once ``widget`` has first been painted, or after ``at_latest_ms`` (a window started minimised, a
    platform that paints nothing), whichever comes first; never if ``widget`` is deleted before."""
    _FirstPaint(widget, then, at_latest_ms)
