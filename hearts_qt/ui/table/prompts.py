"""The turn and pass prompts in the status bar, in the words of the person's way of playing: the keys (named as
the keyboard names them) or the mouse. Functions, so the presenter can say them again in a new language, or for the
keys once the person uses them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from hearts_qt.text.format import fill
from hearts_qt.ui.style.keys import ARROWS, key_names


def pass_prompt(keyboard: bool, ready: bool = False) -> str:
    """What to do while passing, in the words of the person's way of playing: the keys, or the mouse; ``ready``:
    three cards are chosen, and only the pass itself is left to do."""
    if ready:
        if not keyboard:
            return QCoreApplication.translate("Table", "Three cards chosen: press Pass cards to pass them.")
        return fill(QCoreApplication.translate("Table", "Three cards chosen: press %1 to pass them."),
                    key_names(Qt.Key.Key_P))
    if not keyboard:
        return QCoreApplication.translate("Table", "Click three cards, then press Pass cards.")
    return fill(QCoreApplication.translate("Table", "Select three cards with %1 and %2, then press %3."),
                ARROWS, key_names(Qt.Key.Key_Space), key_names(Qt.Key.Key_P))


def play_prompt(keyboard: bool) -> str:
    """Whose turn it is and how to play, with the keys or the mouse."""
    if not keyboard:
        return QCoreApplication.translate("Table", "Your turn: click a card to play it.")
    return fill(QCoreApplication.translate("Table", "Your turn: choose a card with %1 and press %2."),
                ARROWS, key_names(Qt.Key.Key_Enter))
