"""The widget with the keyboard focus, and a key pressed on it (the menus' popups are not looked at)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key press on whatever has focus (like a person's keyboard)."""
    qtbot.keyClick(focused(), key, modifier)
