"""The application's style with a focus ring on push buttons, and scroll bar thumbs, that can be seen.

Fusion (the style on most Linux desktops without a theme, and on Xvfb) marks a focused button only by a faint
outline, which vanishes beside the default button's and on the green felt (Pass cards, OK). Someone playing with
the keyboard alone must see where Space will press, so a focused button gets a ring in the palette's highlight
colour inside its border. Fusion's scroll bar thumb is near-white on a near-white groove (the Rules and Keyboard
pages): it is painted over in a colour from the palette that stands out from the groove, light or dark
(:func:`~hearts_qt.ui.style.colours.scrollbar_thumb`). Everything else is drawn by the style underneath.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QStyleOptionSlider,
    QTextBrowser,
    QWidget,
)

from hearts_qt.ui.style.colours import scrollbar_thumb

RING_WIDTH = 2.0
RING_INSET = 3.0
THUMB_INSET = 2.0  # the thumb is drawn this far inside its place, so that the groove shows round it


class FocusStyle(QProxyStyle):
    """The current style (or ``base``), drawing :data:`RING_WIDTH` of highlight round a focused push button, and
    scroll bar thumbs in :func:`~hearts_qt.ui.style.colours.scrollbar_thumb`."""

    def drawControl(self, element: QStyle.ControlElement, option: QStyleOption, painter: QPainter,
                    widget: QWidget | None = None) -> None:
        super().drawControl(element, option, painter, widget)
        if element == QStyle.ControlElement.CE_ShapedFrame and isinstance(widget, QTextBrowser) and widget.hasFocus():
            # A page of text (Rules, Keyboard) that Tab reaches, for its arrow keys: show that it has the keys.
            painter.save()
            painter.setPen(QPen(option.palette.color(QPalette.ColorRole.Highlight), RING_WIDTH))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = 1 + RING_WIDTH / 2  # inside the style's own line, in the room pixelMetric gives the frame
            painter.drawRect(QRectF(option.rect).adjusted(inset, inset, -inset, -inset))
            painter.restore()
            return
        if element != QStyle.ControlElement.CE_PushButton or not option.state & QStyle.StateFlag.State_HasFocus:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(option.palette.color(QPalette.ColorRole.Highlight), RING_WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = RING_INSET
        painter.drawRoundedRect(QRectF(option.rect).adjusted(inset, inset, -inset, -inset), 2.0, 2.0)
        painter.restore()

    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:
        if metric == QStyle.PixelMetric.PM_DefaultFrameWidth and isinstance(widget, QTextBrowser):
            # Room inside the frame for the focus ring: the page's text would cover it otherwise.
            return max(super().pixelMetric(metric, option, widget), 1 + round(RING_WIDTH))
        return super().pixelMetric(metric, option, widget)

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex, painter: QPainter,
                           widget: QWidget | None = None) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control != QStyle.ComplexControl.CC_ScrollBar or not isinstance(option, QStyleOptionSlider):
            return
        style: QStyle = self  # as a QStyle: its widget may be None (a scroll bar drawn without one)
        rect = style.subControlRect(control, option, QStyle.SubControl.SC_ScrollBarSlider, widget)
        if option.minimum == option.maximum or rect.isEmpty():
            return
        dragged = (option.state & QStyle.StateFlag.State_Sunken
                   and option.activeSubControls & QStyle.SubControl.SC_ScrollBarSlider)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(option.palette.color(QPalette.ColorRole.Highlight) if dragged
                         else scrollbar_thumb(option.palette))
        inset = THUMB_INSET
        painter.drawRoundedRect(QRectF(rect).adjusted(inset, inset, -inset, -inset), 3.0, 3.0)
        painter.restore()
