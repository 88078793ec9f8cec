"""Menus and dialogs in the desktop's own font; the table (and pictures of it) in the shipped DejaVu Sans, which
has every suit symbol."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QDialog, QMenu

from hearts_qt.bootstrap import setup_application
from hearts_qt.first_window import MIN_POINT_SIZE
from hearts_qt.ui.style.table_font import TABLE_FONT, table_font

DESKTOP_FONT = "Desktop Sans Test"




@pytest.fixture
def desktop_font(qapp: QApplication) -> Iterator[QFont]:
    """A desktop whose font is not DejaVu (a family this machine lacks is still the one asked for)."""
    before = qapp.font()
    font = QFont(DESKTOP_FONT)
    font.setPointSizeF(11.0)
    qapp.setFont(font)
    try:
        yield font
    finally:
        qapp.setFont(before)


def test_dialogs_and_menus_keep_the_desktops_font_and_the_table_has_dejavu(qtbot, desktop_font: QFont):
    setup_application(QApplication.instance())  # type: ignore[arg-type]
    dialog, menu = QDialog(), QMenu()
    qtbot.addWidget(dialog)
    qtbot.addWidget(menu)
    assert dialog.font().family() == DESKTOP_FONT and menu.font().family() == DESKTOP_FONT
    assert table_font(dialog.font()).family() == TABLE_FONT and table_font(dialog.font()).pointSizeF() == 11.0


def test_a_tiny_desktop_font_is_raised_to_the_minimum(qtbot, desktop_font: QFont):
    app = QApplication.instance()
    small = QFont(DESKTOP_FONT)
    small.setPointSizeF(7.0)
    app.setFont(small)  # type: ignore[union-attr]
    setup_application(app)  # type: ignore[arg-type]
    assert app.font().family() == DESKTOP_FONT and app.font().pointSizeF() == MIN_POINT_SIZE  # type: ignore[union-attr]


def test_the_table_and_the_reviews_picture_draw_in_dejavu(make_window, desktop_font: QFont):
    from hearts_qt.engine import Rules
    from hearts_qt.ui.review.moment_panel import MomentPanel

    window = make_window(Rules())
    assert window.font().family() == DESKTOP_FONT and window.menuBar().font().family() == DESKTOP_FONT
    assert window.table.font().family() == TABLE_FONT and window.table.font().pointSizeF() == 11.0
    panel = MomentPanel(window.table.art, ["A", "B", "C", "D"], window.table.colours)
    assert panel.font().family() == TABLE_FONT
    panel.deleteLater()
