"""The focus ring on push buttons: drawn in the highlight colour when the button has the keyboard, not otherwise."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionButton

from hearts_qt.ui.focus_style import RING_INSET, FocusStyle

SIZE = QRect(0, 0, 120, 36)


def drawn(style: FocusStyle, focused: bool) -> QImage:
    option = QStyleOptionButton()
    option.rect = SIZE
    option.text = "Pass cards"
    option.palette = QApplication.palette()
    option.state = QStyle.StateFlag.State_Enabled | QStyle.StateFlag.State_Raised
    if focused:
        option.state |= QStyle.StateFlag.State_HasFocus
    image = QImage(SIZE.size(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    style.drawControl(QStyle.ControlElement.CE_PushButton, option, painter)
    painter.end()
    return image


def close_to(colour: QColor, other: QColor) -> bool:
    return all(abs(a - b) <= 40 for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3], strict=True))


def test_a_focused_button_is_ringed_in_the_highlight_colour(qtbot) -> None:
    style = FocusStyle("fusion")
    highlight = QApplication.palette().color(QPalette.ColorRole.Highlight)
    on, off = drawn(style, True), drawn(style, False)
    y = SIZE.height() // 2
    x = round(RING_INSET)  # the ring's left side, half way down
    assert close_to(on.pixelColor(x, y), highlight)
    assert not close_to(off.pixelColor(x, y), highlight)
    top = on.pixelColor(SIZE.width() // 2, round(RING_INSET))
    assert close_to(top, highlight)
