"""Game ▸ Play deal…: a deal number (or a match number) typed in, checked, and handed back to the window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from hearts_qt.engine import DEAL_LIMIT, valid_number
from hearts_qt.text.format import fill


class DealDialog(QDialog):
    """Asks for a deal number; ``chosen(number, whole_match)`` on OK with a valid number. Deleted when closed."""

    chosen = Signal(int, bool)

    def __init__(self, parent: QWidget | None = None, *, match_in_progress: bool = False) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(QCoreApplication.translate("DealDialog", "Play deal"))
        intro = QLabel(QCoreApplication.translate(
            "DealDialog", "The same number deals the same cards for the same number of players and variant."))
        intro.setWordWrap(True)
        self.number_edit = QLineEdit()
        self.number_edit.setPlaceholderText(QCoreApplication.translate("DealDialog", "Deal number"))
        self.number_edit.setMaxLength(12)
        self.whole_match = QCheckBox(QCoreApplication.translate(
            "DealDialog", "&Whole match (the number is a match number from the score sheet)"))
        self.error = QLabel()
        self.error.setObjectName("dealError")
        self.error.setWordWrap(True)
        self.error.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setEnabled(False)  # until a deal number is typed
        self.number_edit.textChanged.connect(self._typed)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.number_edit)
        layout.addWidget(self.whole_match)
        if match_in_progress:
            note = QLabel(QCoreApplication.translate("DealDialog", "The game in progress ends."))
            note.setWordWrap(True)
            layout.addWidget(note)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def number(self) -> int | None:
        """The number typed, or ``None`` when it is not a deal number."""
        text = self.number_edit.text().strip().replace(" ", "")
        if not text.isascii() or not text.isdigit():
            return None
        value = int(text)
        return value if valid_number(value) else None

    def _typed(self) -> None:
        """Said as it is typed: OK only for a deal number; anything else that is not one says why at once."""
        value = self.number()
        self.ok_button.setEnabled(value is not None)
        if value is None and self.number_edit.text().strip():
            self._say_why()
        elif self.error.isVisible():
            self.error.hide()

    def _say_why(self) -> None:
        self.error.setText(fill(QCoreApplication.translate(
            "DealDialog", "A deal number is a whole number from 1 to %1."), DEAL_LIMIT - 1))
        if not self.error.isVisible():
            self.error.show()
            self.adjustSize()  # room for the sentence, so the wrapped lines above it keep theirs

    def accept(self) -> None:
        value = self.number()
        if value is None:
            self._say_why()
            self.number_edit.setFocus()
            return
        self.chosen.emit(value, self.whole_match.isChecked())
        super().accept()
