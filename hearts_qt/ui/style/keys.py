"""Keys as the desktop names them, in the current language ("Ctrl+N", "Space"): the table's prompts and Help ▸
Keyboard say them the same way as the menus show their shortcuts.

``QKeySequence`` asks Qt's ``QShortcut`` context for each name; our translations answer it for the keys the game
names (:data:`hearts_qt.ui.style.qt_strings.KEY_NAMES`: "Празно место", "Razmak" …), since Qt has no Macedonian
or Serbian of its own, and keep the names printed on the keys (Enter, Esc, Ctrl …) as printed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

#: The keys that move the focus ring along the hand.
ARROWS = "← / →"


def native(sequence: QKeySequence) -> str:
    """A key sequence as the platform writes it ("Ctrl+N"; "⌘N" on macOS)."""
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def key_names(*keys: Qt.Key | str) -> str:
    """Keys as the keyboard names them in the current language ("Tab / Shift+Tab"), alternatives split by "/"."""
    return " / ".join(native(QKeySequence(key)) for key in keys)
