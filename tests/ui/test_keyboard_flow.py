"""The keyboard after dialogs and menus: every key goes to the widget that has focus, as a person's keys do."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from hearts_qt.engine import Rules

TIMEOUT = 15000


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key press on whatever has focus (like a person's keyboard)."""
    qtbot.keyClick(focused(), key, modifier)


def start(qtbot, window, seed: int = 2) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.controller.pass_requested, timeout=TIMEOUT):
        window.new_game(seed)


def test_a_lifted_card_reads_selected(qtbot, make_window):
    window = make_window(Rules(players=4))
    start(qtbot, window)
    window.table.setFocus()
    press(qtbot, Qt.Key.Key_Right)
    assert window.statusBar().currentMessage().endswith(", not selected")
    press(qtbot, Qt.Key.Key_Space)
    assert len(window.table.selected()) == 1
    assert window.statusBar().currentMessage().endswith(", selected")
    assert window.table.accessibleDescription().endswith(", selected")
    press(qtbot, Qt.Key.Key_Space)
    assert window.statusBar().currentMessage().endswith(", not selected")
