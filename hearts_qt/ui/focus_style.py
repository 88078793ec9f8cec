"""The application's style with a focus ring on push buttons that can be seen.

Fusion (the style on most Linux desktops without a theme, and on Xvfb) marks a focused button only by a faint
outline, which vanishes beside the default button's and on the green felt (Pass cards, OK). Someone playing with
the keyboard alone must see where Space will press, so a focused button gets a ring in the palette's highlight
colour inside its border; everything else is drawn by the style underneath.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget

RING_WIDTH = 2.0
RING_INSET = 3.0


class FocusStyle(QProxyStyle):
    """The current style (or ``base``), drawing :data:`RING_WIDTH` of highlight round a focused push button."""

    def drawControl(self, element: QStyle.ControlElement, option: QStyleOption, painter: QPainter,
                    widget: QWidget | None = None) -> None:
        super().drawControl(element, option, painter, widget)
        if element != QStyle.ControlElement.CE_PushButton or not option.state & QStyle.StateFlag.State_HasFocus:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(option.palette.color(QPalette.ColorRole.Highlight), RING_WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = RING_INSET
        painter.drawRoundedRect(QRectF(option.rect).adjusted(inset, inset, -inset, -inset), 2.0, 2.0)
        painter.restore()
