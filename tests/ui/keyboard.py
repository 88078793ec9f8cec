"""Key presses as a person's keyboard sends them, for the UI tests: each key goes to the open menu, else to the
widget with the keyboard focus (never to a widget the test picks), and the checks that the keyboard is where it
should be."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget

TIMEOUT = 15000


def target() -> QWidget:
    """Where a key goes: the open menu, else the focused widget (failing when nothing has the keyboard)."""
    widget = QApplication.activePopupWidget() or QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(target(), key, modifier)


def alt(qtbot, letter: str) -> None:
    press(qtbot, Qt.Key(ord(letter.upper())), Qt.KeyboardModifier.AltModifier)


def at_the_table(qtbot, window) -> None:
    """The keyboard is back on the person's hand (a dialog or menu has just closed)."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=TIMEOUT)


def opened(qtbot, kind: type[QDialog]) -> QDialog:
    """The one visible dialog of ``kind``, once it has the keyboard."""
    def found() -> QDialog | None:
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
        return shown[0] if len(shown) == 1 else None
    qtbot.waitUntil(lambda: found() is not None and found().isAncestorOf(QApplication.focusWidget()),
                    timeout=TIMEOUT)
    dialog = found()
    assert dialog is not None
    return dialog


def controls(page: QWidget) -> set[QWidget]:
    """The widgets of ``page`` that Tab should reach: shown, enabled, taking Tab focus themselves."""
    return {w for w in page.findChildren(QWidget)
            if w.isVisible() and w.isEnabled() and w.focusProxy() is None
            and w.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus}


def tab_round(qtbot, dialog: QDialog) -> set[QWidget]:
    """Press Tab until the keyboard is back where it started (a text with links keeps it a few presses)."""
    start = target()
    seen = [start]
    for _ in range(80):
        press(qtbot, Qt.Key.Key_Tab)
        assert dialog.isAncestorOf(target()), f"Tab left the dialog for {target()!r}"
        if target() is start and len(set(seen)) > 1:
            return set(seen)
        seen.append(target())
    raise AssertionError(f"Tab never came back to {start!r}: {seen[-5:]}")
