"""The target score's field: a number outside the range is refused, as QSpinBox refuses it, but not in silence.

QSpinBox alone takes no digit that would pass the top of the range (the key does nothing) and, when the field is
left with a number under the bottom, puts the last good value back without a word; Enter in it then applies that
value at once. :class:`TargetSpinBox` says each of these through :attr:`TargetSpinBox.note_changed` (the range, and
what became of the number typed), and keeps Enter from closing the dialog on a number it has just put back.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import QSpinBox, QWidget

from hearts_qt.engine.rules import TARGET_RANGE
from hearts_qt.text.format import fill

E = TypeVar("E", bound=QEvent)


class TargetNote(Enum):
    """What the field has to say: nothing; the number being typed is not a target yet (OK waits); a key was
    refused (a digit past the top, a letter); the number typed was put back to the last good one."""

    NONE = "none"
    TYPING = "typing"
    REFUSED = "refused"
    PUT_BACK = "put_back"


def range_text() -> str:
    """The target's range, as a sentence."""
    return fill(QCoreApplication.translate("SettingsDialog", "The target score must be from %1 to %2."),
                *TARGET_RANGE)


class TargetSpinBox(QSpinBox):
    """The target score, from ``TARGET_RANGE[0]`` to ``TARGET_RANGE[1]`` in steps of 25 (any number may be typed)."""

    # :attr:`note` (or the text it quotes) changed.
    note_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = TargetNote.NONE
        # The text refused or put back, for the note.
        self.refused = ""
        self._putting_back = False
        self._kept = ""  # the field's text as last taken
        self._run = ("", "")  # the field's text when digits began to be refused, and the number they make with it
        self.setRange(*TARGET_RANGE)  # (which validates the text already)
        self.setSingleStep(25)
        self.setToolTip(range_text())

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        result = super().validate(text, pos)
        state = result[0]
        if state is QValidator.State.Invalid:
            self._set(TargetNote.REFUSED, self._refused_run(text.strip()))
            return result
        self._kept = text.strip()
        if state is QValidator.State.Intermediate:
            self._set(TargetNote.TYPING, text.strip())
        elif self._putting_back:  # the good value QSpinBox writes back over the number typed
            self._set(TargetNote.PUT_BACK, self.refused)
        else:
            self._set(TargetNote.NONE, "")
        return result

    def note_text(self) -> str | None:
        """The sentence for :attr:`note`, or None when there is nothing to say."""
        if self.note is TargetNote.NONE:
            return None
        if self.note is TargetNote.PUT_BACK:
            return fill(QCoreApplication.translate(
                "SettingsDialog", "The target score must be from %1 to %2, so it stays at %3."),
                *TARGET_RANGE, self.value())
        if self.note is TargetNote.REFUSED and self.refused.isdigit() and int(self.refused) > TARGET_RANGE[1]:
            # What the field kept is said as well: Enter applies it.
            return fill(QCoreApplication.translate(
                "SettingsDialog", "The target score must be from %1 to %2: %3 is too high, so it stays at %4."),
                *TARGET_RANGE, self.refused, self.value())
        return range_text()

    def _refused_run(self, proposed: str) -> str:
        """The number as the person typed it: digits refused one after another at the end of the field all count
        ("12345" where the field kept "123"), not only the last one ("1235")."""
        kept = self._kept  # the field before this key (its line edit already shows the key's text)
        base, run = self._run
        typed_on = kept == base and proposed.startswith(kept) and len(proposed) == len(kept) + 1
        self._run = (kept, run + proposed[-1] if typed_on else proposed)
        return self._run[1]

    @property
    def typing(self) -> bool:
        """The field holds a number that is not a target (yet): nothing can be applied until it is one or left."""
        return self.note is TargetNote.TYPING

    def _set(self, note: TargetNote, refused: str) -> None:
        if (note, refused) != (self.note, self.refused):
            self.note, self.refused = note, refused
            self.note_changed.emit()

    def _handle(self, handle: Callable[[E], None], event: E) -> None:
        """QSpinBox's own ``handle`` of ``event``, which puts the last good value back over a number being typed."""
        self._putting_back = self.typing
        try:
            handle(event)
        finally:
            self._putting_back = False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.typing:
            self._handle(super().keyPressEvent, event)
            event.accept()  # QSpinBox passes Enter on to the dialog, whose OK would apply the value put back
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._handle(super().focusOutEvent, event)


__all__ = ["TargetNote", "TargetSpinBox", "range_text"]
