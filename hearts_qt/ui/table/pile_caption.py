"""The caption under Cancellation's pile: what the face-down kitty or the cancelled cards are, and where they go."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from hearts_qt.text.table import whole_caption
from hearts_qt.ui.table.items import TableItem

SMALLEST_FONT = 8
FLAGS = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


class PileCaption(TableItem):
    """Small wrapped text in a box, in the largest font (up to a limit) that fits the box."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, 80, 40)
        self.text = ""  # the whole caption (its tooltip, and what screen readers read)
        self._short = ""  # its first part, what a small table shows
        self._fitted_for: tuple[tuple[str, float, float], str, QFont] | None = None
        self.setZValue(4)  # above the felt and plates' glow, below every card
        self.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def set_words(self, what: str, where: str) -> None:
        """The caption in its parts (:func:`hearts_qt.text.table.pile_words`): what the pile is, and where it goes."""
        self._short = what
        text = whole_caption(what, where)
        self.text = text
        self.setVisible(bool(text))
        self.setToolTip(text)
        self.update()

    def _inner(self) -> QRectF:
        return self._rect.adjusted(3, 2, -3, -2)

    def _fit(self, text: str) -> tuple[QFont, bool]:
        """The largest font, from a sixth of the box's height down, whose wrapped ``text`` fits the box, and whether
        it does (at :data:`SMALLEST_FONT` it may not)."""
        font = QFont("DejaVu Sans")
        inner = self._inner()
        size = max(SMALLEST_FONT, round(inner.height() / 3.2))
        while True:
            font.setPixelSize(size)
            used = QFontMetricsF(font).boundingRect(inner, FLAGS, text)
            fits = used.height() <= inner.height() and used.width() <= inner.width()
            if fits or size <= SMALLEST_FONT:
                return font, fits
            size -= 1

    def _fitted(self) -> tuple[str, QFont]:
        """The caption as it fits its box, and its font: whole, or on a small table only its first part ("Kitty: 4
        cards"); worked out once for each caption and box."""
        key = (self.text, self._rect.width(), self._rect.height())
        if self._fitted_for is None or self._fitted_for[0] != key:
            font, fits = self._fit(self.text)
            shown = self.text if fits or not self._short else self._short
            self._fitted_for = (key, shown, font if fits else self._fit(shown)[0])
        return self._fitted_for[1], self._fitted_for[2]

    def shown_text(self) -> str:
        """The caption as shown (the whole caption is the tooltip either way)."""
        return self._fitted()[0]

    def fitted_font(self) -> QFont:
        return self._fitted()[1]

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text, font = self._fitted()
        inner = self._inner()
        used = QFontMetricsF(font).boundingRect(inner, FLAGS, text)
        box = QRectF(self._rect.x(), self._rect.y(), self._rect.width(), min(self._rect.height(), used.height() + 4))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colours.caption_fill)
        painter.drawRoundedRect(box, 5, 5)
        painter.setFont(font)
        painter.setPen(self.colours.text)
        painter.drawText(inner, FLAGS, text)
