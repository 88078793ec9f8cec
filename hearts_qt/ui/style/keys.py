"""Keys as the desktop names them, in the current language ("Ctrl+N", "Space"): the table's prompts and Help ▸
Keyboard say them the same way as the menus show their shortcuts."""

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
