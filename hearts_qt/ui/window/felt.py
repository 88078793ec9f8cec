"""The table's felt alone: what the first window shows while the game is set up in it, painted as the table paints
its own (:func:`~hearts_qt.ui.style.themes.felt_brush`), so that the cards arrive on the same cloth."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from hearts_qt.ui.style.themes import TableColours, felt_brush


class Felt(QWidget):
    """Felt in ``colours``; :attr:`painted` fires after it is first painted (the window is on the screen then, not
    only asked to be)."""

    painted = Signal()

    def __init__(self, colours: TableColours, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._colours = colours
        self._told = False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(event.rect(), felt_brush(self._colours, self.width(), self.height()))
        painter.end()
        if not self._told:
            self._told = True
            self.painted.emit()
