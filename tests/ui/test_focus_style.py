"""The focus ring on push buttons: drawn in the highlight colour when the button has the keyboard, not otherwise;
and the scroll bar thumb, which stands out from its groove in light and dark palettes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionButton, QStyleOptionSlider

from hearts_qt.ui.style.colours import MIN_GRAPHIC_CONTRAST, contrast_ratio, groove_colours, scrollbar_thumb
from hearts_qt.ui.style.focus_style import RING_INSET, FocusStyle

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


def drawn_scrollbar(style: FocusStyle, palette: QPalette) -> tuple[QImage, QRect]:
    """A vertical scroll bar a quarter of the way down a long page; the image and where its thumb lies."""
    option = QStyleOptionSlider()
    option.rect = QRect(0, 0, 16, 300)
    option.palette = palette
    option.orientation = Qt.Orientation.Vertical
    option.state = QStyle.StateFlag.State_Enabled
    option.minimum, option.maximum, option.pageStep = 0, 1000, 250
    option.sliderPosition = option.sliderValue = 250
    option.subControls = QStyle.SubControl.SC_All
    image = QImage(option.rect.size(), QImage.Format.Format_ARGB32)
    image.fill(palette.color(QPalette.ColorRole.Window))
    painter = QPainter(image)
    style.drawComplexControl(QStyle.ComplexControl.CC_ScrollBar, option, painter)
    painter.end()
    return image, style.subControlRect(QStyle.ComplexControl.CC_ScrollBar, option,
                                       QStyle.SubControl.SC_ScrollBarSlider, None)


@pytest.mark.parametrize("window", ["#efefef", "#353535"])
def test_the_scroll_bar_thumb_stands_out_from_its_groove_in_light_and_dark_palettes(qtbot, window: str) -> None:
    palette = QPalette(QColor(window))
    thumb = scrollbar_thumb(palette)
    assert all(contrast_ratio(thumb, ground) >= MIN_GRAPHIC_CONTRAST for ground in groove_colours(palette))
    image, rect = drawn_scrollbar(FocusStyle("fusion"), palette)
    assert not rect.isEmpty()
    inside = image.pixelColor(rect.center())
    groove = image.pixelColor(8, rect.bottom() + 30)  # below the thumb: the groove
    assert contrast_ratio(inside, groove) >= MIN_GRAPHIC_CONTRAST, (inside.name(), groove.name())


def test_a_page_of_text_that_has_the_keys_is_ringed(qtbot) -> None:
    """Tab reaches the Keyboard and Rules pages (for their arrow keys), and nothing showed it had."""
    from PySide6.QtWidgets import QTextBrowser

    style = FocusStyle("fusion")
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    browser.setStyle(style)
    browser.setHtml("<p>Keys</p>")
    browser.resize(300, 200)
    browser.show()
    qtbot.waitExposed(browser)
    highlight = QApplication.palette().color(QPalette.ColorRole.Highlight)

    def ringed() -> int:
        image = browser.grab().toImage()
        y = image.height() // 2
        return sum(close_to(image.pixelColor(x, y), highlight) for x in range(0, 4))

    browser.activateWindow()
    browser.setFocus()
    qtbot.waitUntil(browser.hasFocus)
    assert ringed() >= 2
    browser.clearFocus()
    assert ringed() <= 1  # the style's own thin line at most
