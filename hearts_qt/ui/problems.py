"""Telling the player something went wrong: one short sentence in a dialog, the technical detail behind Details.

Problems found at start (a damaged save, a damaged settings file) and during play (the disk refuses the save) are
shown one dialog at a time, in the order they arose, each opened with ``open()`` (no nested event loop) and
deleted when closed. The main text is kept short; the detail is cut to :data:`DETAIL_LIMIT` characters.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from hearts_qt.settings import SettingsReport

#: Longest main text (one or two sentences); anything longer is cut.
TEXT_LIMIT = 400
#: Longest text behind the Details button.
DETAIL_LIMIT = 4_000


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ProblemQueue:
    """Warning dialogs for ``parent``, shown one after another; :attr:`current` is the one on screen."""

    def __init__(self, parent: QWidget) -> None:
        self._parent = parent
        self._waiting: list[tuple[str, str, str]] = []
        self.current: QMessageBox | None = None

    def report(self, title: str, text: str, detail: str | None = None) -> None:
        """Show ``text`` (with ``detail`` behind Details), after any dialog already on screen."""
        self._waiting.append((title, _clip(text, TEXT_LIMIT), _clip(detail or "", DETAIL_LIMIT)))
        if self.current is None:
            self._show_next()

    def _show_next(self) -> None:
        if not self._waiting:
            return
        title, text, detail = self._waiting.pop(0)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self._parent)
        if detail:
            box.setDetailedText(detail)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.current = box
        box.finished.connect(self._closed)
        box.open()

    def _closed(self, _code: int) -> None:
        self.current = None
        self._show_next()


def settings_problem_text(report: SettingsReport, kept: Path | None) -> str:
    """What loading the settings found wrong, in a sentence or two: the settings reset (or the whole file), and
    where the copy of the old file is ``kept``."""
    names = ", ".join(report.reset)
    if report.damaged and not names:
        text = QCoreApplication.translate(
            "MainWindow", "Your settings file was damaged, so the default settings are used.")
    elif report.damaged:
        text = QCoreApplication.translate(
            "MainWindow", "Your settings file was damaged; these settings were reset to their defaults: "
            "{settings}.").format(settings=names)
    else:
        text = QCoreApplication.translate(
            "MainWindow", "These settings could not be used and were reset to their defaults: {settings}."
        ).format(settings=names)
    if kept is not None:
        text = " ".join((text, QCoreApplication.translate(
            "MainWindow", "A copy of the old file is kept at {path}.").format(path=str(kept))))
    return text


def ask_quit_unsaved(parent: QWidget, quit_anyway: Callable[[], None]) -> QMessageBox:
    """Ask whether to quit although the match could not be saved; ``quit_anyway`` runs if the player says so."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("MainWindow", "Quit Hearts"),
        QCoreApplication.translate(
            "MainWindow", "Your game could not be saved: if you quit now, this match is lost."),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    quit_button = box.addButton(QCoreApplication.translate("MainWindow", "&Quit anyway"),
                                QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda _code: quit_anyway() if box.clickedButton() is quit_button else None)
    box.open()
    return box
