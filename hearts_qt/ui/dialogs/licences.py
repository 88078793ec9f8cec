"""Help ▸ About ▸ Licences: the full text of every licence that ships with the game, one tab each.

The game's own (GPL-3.0, ``COPYING``), Qt and Qt for Python's (LGPL-3.0, with the notice of how they are
shipped), and those of the card art, the font and the sounds, read from the installed files themselves, so what is
shown is what ships. A text missing from a damaged installation says so in its tab.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QTabWidget, QVBoxLayout, QWidget

from hearts_qt.resources import licence_path, resource_path
from hearts_qt.text.format import fill


def licence_files() -> list[tuple[str, list[Path]]]:
    """Each tab's title and the files it shows, in order."""
    return [
        (QCoreApplication.translate("LicenceDialog", "Hearts"), [licence_path()]),
        (QCoreApplication.translate("LicenceDialog", "Qt"),
         [resource_path("licenses", "README.txt"), resource_path("licenses", "LGPL-3.0.txt")]),
        (QCoreApplication.translate("LicenceDialog", "Card art"),
         [resource_path("cards", "LICENSE.txt"), resource_path("cards-four-colour", "LICENSE.txt"),
          resource_path("card-backs", "LICENSE.txt")]),
        (QCoreApplication.translate("LicenceDialog", "Font"), [resource_path("fonts", "LICENSE.txt")]),
        (QCoreApplication.translate("LicenceDialog", "Sounds"), [resource_path("sounds", "LICENSE.txt")]),
    ]


def read_licence(path: Path) -> str:
    """The text of ``path``, or a sentence saying it is missing from this installation."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return fill(QCoreApplication.translate(
            "LicenceDialog", "This licence text is missing from this installation: %1"), path)


class LicenceDialog(QDialog):
    """The licences, each in a read-only page of fixed-width text (they are laid out for it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("LicenceDialog", "Licences"))
        self.tabs = QTabWidget()
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        for title, paths in licence_files():
            page = QPlainTextEdit()
            page.setReadOnly(True)
            page.setFont(fixed)
            page.setPlainText("\n\n".join(read_licence(path) for path in paths))
            self.tabs.addTab(page, title)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(self.fontMetrics().horizontalAdvance("M") * 84, self.fontMetrics().height() * 36)


def show_licences(parent: QWidget | None) -> LicenceDialog:
    """Open the licences beside the About box (not modal); deleted when closed."""
    dialog = LicenceDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
