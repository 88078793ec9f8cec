"""The table's furniture besides cards: name plates with scores, the status badge, and the centre message."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

GOLD = QColor(255, 200, 40)
PLATE_FILL = QColor(12, 40, 24, 215)
TEXT = QColor(245, 240, 225)
MUTED = QColor(200, 215, 200)


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(9, round(pixels)))
    font.setBold(bold)
    return font


def _elided(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


class SeatPlate(QGraphicsObject):
    """A seat's name, match total and points taken this hand; glows gold while it is that seat's turn."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, 120, 40)
        self.name = ""
        self.total = 0
        self.hand_points = 0
        self.active = False
        self.note = ""  # e.g. "passed", shown small under the score
        self.setZValue(5)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def set_info(self, name: str, total: int, hand_points: int) -> None:
        self.name, self.total, self.hand_points = name, total, hand_points
        self.update()

    def set_active(self, active: bool) -> None:
        self.active = active
        self.update()

    def set_note(self, note: str) -> None:
        self.note = note
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        radius = r.height() * 0.28
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            for grow, alpha in ((5, 50), (3, 90)):
                painter.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), alpha), grow * 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r, radius, radius)
        painter.setPen(QPen(GOLD if self.active else QColor(255, 255, 255, 60), 2 if self.active else 1))
        painter.setBrush(PLATE_FILL)
        painter.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        pad = r.height() * 0.22
        name_font = _font(r.height() * 0.36, bold=True)
        painter.setFont(name_font)
        painter.setPen(GOLD if self.active else TEXT)
        score = f"{self.total}"
        score_font = _font(r.height() * 0.36, bold=True)
        score_w = QFontMetricsF(score_font).horizontalAdvance(score) + pad
        top = QRectF(r.x() + pad, r.y() + 2, r.width() - 2 * pad, r.height() * 0.56)
        painter.drawText(top.adjusted(0, 0, -score_w, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _elided(self.name, name_font, top.width() - score_w))
        painter.setFont(score_font)
        painter.setPen(TEXT)
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, score)
        small = _font(r.height() * 0.27)
        painter.setFont(small)
        painter.setPen(MUTED)
        bottom = QRectF(top.x(), r.y() + r.height() * 0.52, top.width(), r.height() * 0.44)
        taken = QCoreApplication.translate("Table", "this hand: %1").replace("%1", str(self.hand_points))
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, taken)
        if self.note:
            painter.setPen(GOLD)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.note)


class Badge(QGraphicsObject):
    """The corner badge: a heart that lights up once hearts are broken, and the hand number / pass direction."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, 120, 40)
        self.broken = False
        self.caption = ""
        self.setZValue(5)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def set_state(self, broken: bool, caption: str) -> None:
        self.broken, self.caption = broken, caption
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(r, r.height() * 0.28, r.height() * 0.28)
        heart = QRectF(r.x() + 4, r.y(), r.height(), r.height())
        painter.setFont(_font(r.height() * 0.62, bold=True))
        painter.setPen(QColor(230, 40, 50) if self.broken else QColor(255, 255, 255, 70))
        painter.drawText(heart, Qt.AlignmentFlag.AlignCenter, "♥")
        text = QRectF(heart.right(), r.y() + 2, r.width() - heart.width() - 8, r.height() - 4)
        painter.setPen(TEXT if self.broken else MUTED)
        small = _font(r.height() * 0.27)
        painter.setFont(small)
        state = (QCoreApplication.translate("Table", "Hearts broken") if self.broken
                 else QCoreApplication.translate("Table", "Hearts not broken"))
        lines = QRectF(text.x(), text.y(), text.width(), text.height() / 2)
        painter.drawText(lines, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _elided(state, small, text.width()))
        painter.setPen(MUTED)
        painter.drawText(lines.translated(0, text.height() / 2), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter, _elided(self.caption, small, text.width()))


class CenterMessage(QGraphicsObject):
    """A line of text on a dark ribbon in the middle of the table (pass direction, who shot the moon, …)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self._width = 300.0
        self._height = 34.0
        self.setZValue(300)

    def set_text(self, text: str, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self.text = text
        self._width, self._height = width, height
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width / 2, -self._height / 2, self._width, self._height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gradient = QLinearGradient(r.topLeft(), r.topRight())
        for stop, alpha in ((0.0, 0), (0.12, 175), (0.88, 175), (1.0, 0)):
            gradient.setColorAt(stop, QColor(5, 25, 12, alpha))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRect(r)
        font = _font(r.height() * 0.42, bold=True)
        painter.setFont(font)
        painter.setPen(TEXT)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, _elided(self.text, font, r.width() * 0.8))
